"""Claim regressions: diff two claim sets, check a corpus against a committed baseline.

- ``load_claims`` reads a claims file (JSONL, CSV, Parquet) and reports a malformed one as
  ``FILE:LINE: message`` (``ClaimFileError``);
- ``diff_claims`` pairs the claims of two sets and tells what was added, removed and changed;
- ``render_table`` / ``render_json`` show a ``ClaimDiff`` to people and to machines;
- ``extract.regress.cli`` holds the ``benchclaims diff`` and ``benchclaims check`` commands.

Which claims are "the same": see ``extract.regress.diff``. The package imports its parts
on first use, so ``benchclaims --help`` (which loads ``extract.regress.cli``) does not load
pydantic.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_HOMES = {
    "COMPARED_FIELDS": "diff",
    "DEFAULT_IGNORED": "diff",
    "DIFF_KINDS": "diff",
    "IDENTITY_FIELDS": "diff",
    "Change": "diff",
    "ClaimDiff": "diff",
    "diff_claims": "diff",
    "ClaimFileError": "load",
    "load_claims": "load",
    "render_json": "render",
    "render_table": "render",
}
__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    """The public names, each imported from its module when first asked for."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)

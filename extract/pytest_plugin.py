"""A pytest plugin: the ``claims_regression`` fixture, claim checks in your own test suite.

Installed with benchclaims (entry point ``pytest11``), so any test can use it::

    def test_abstract_claims(claims_regression):
        claims_regression.check("paper/abstract.txt")

It follows pytest-regressions (which it needs: ``pip install pytest-regressions``) and is
built on its ``data_regression``: the first run writes the expected claims as YAML beside
the test, in the test module's data folder (``test_module/test_name.yml``), and fails; later
runs compare and show a diff; ``pytest --force-regen`` (or ``--regen-all``) rewrites them.

``check`` takes a file path (any input format ``benchclaims extract`` reads; a relative path
is looked up beside the test module, then in the current folder) or the text of one
abstract. The claims are stored as ``{"claims": [...]}``, each claim without the fields
left at their defaults and without ``rules`` (see ``extract.regress.diff``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from benchclaims.schemas import Claim

Source = str | os.PathLike[str]
DEFAULT_IGNORED: tuple[str, ...] = ("rules",)  # = extract.regress.DEFAULT_IGNORED, kept light to import
_LOOKS_LIKE_PATH = re.compile(r"^[^\s]+\.(?:jsonl|json|csv|txt|xml|atom|md)$", re.IGNORECASE)


def claims_data(claims: Iterable[Claim], ignore: Collection[str] = DEFAULT_IGNORED) -> dict[str, Any]:
    """Claims as YAML-ready data: ``{"claims": [...]}``, default-valued and ignored fields left out."""
    return {"claims": [claim.model_dump(exclude=set(ignore), exclude_defaults=True) for claim in claims]}


def find_source(source: Source, base: Path) -> Path | None:
    """The file ``source`` names (beside the test first, then the current folder), or None for text.

    Raises ``FileNotFoundError`` for a string that looks like a file name but names none.
    """
    if not isinstance(source, str) or "\n" not in source:
        for candidate in (base / source, Path(source)):
            if _is_file(candidate):
                return candidate
    if not isinstance(source, str) or _LOOKS_LIKE_PATH.match(source):
        raise FileNotFoundError(f"claims_regression: no such file: {os.fspath(source)} (looked in {base})")
    return None


def _is_file(path: Path) -> bool:
    """``path.is_file()``, False for a text too long to be a file name."""
    try:
        return path.is_file()
    except OSError:
        return False


def claims_of(source: Source, base: Path) -> list[Claim]:
    """The claims of a file (every document in it) or of one abstract's text."""
    from benchclaims.pipeline import extract_claims, extract_documents
    from benchclaims.readers import read_documents

    path = find_source(source, base)
    if path is None:
        return extract_claims(str(source))
    return [claim for _doc, claims in extract_documents(read_documents(path)) for claim in claims]


class ClaimsRegression:
    """The ``claims_regression`` fixture: extract claims and check them with ``data_regression``."""

    def __init__(self, data_regression: Any, base: Path) -> None:
        self.data_regression = data_regression
        self.base = base

    def check(self, source: Source, basename: str | None = None, *, ignore: Collection[str] = DEFAULT_IGNORED) -> None:
        """Extract the claims of ``source`` (a path or an abstract's text) and compare them with the
        expected YAML file (``basename``, default: the test's name); fields in ``ignore`` are left out."""
        __tracebackhide__ = True
        self.data_regression.check(claims_data(claims_of(source, self.base), ignore), basename=basename)


@pytest.fixture
def claims_regression(request: pytest.FixtureRequest) -> ClaimsRegression:
    """Check the claims extracted from a file or text against a YAML file beside the test."""
    data_regression = request.getfixturevalue("data_regression")
    return ClaimsRegression(data_regression, Path(str(request.path)).parent)

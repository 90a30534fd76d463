"""Loading of the bundled data files (lexicons, tables), each read once per process.

Every data file starts with ``#`` comment lines that say its format and source;
blank lines and comments are skipped.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any


def data_text(name: str) -> str:
    """The text of bundled data file ``name`` (a path below ``extract/data``)."""
    return files("benchclaims").joinpath("data", name).read_text(encoding="utf-8")


def data_lines(name: str) -> list[str]:
    """Content lines of a data file: comments (``#``) and blank lines dropped."""
    return [line for line in data_text(name).splitlines() if line.strip() and not line.startswith("#")]


@cache
def tsv_rows(name: str) -> tuple[tuple[str, ...], ...]:
    """Rows of a tab-separated data file (cells as written), cached."""
    return tuple(tuple(line.split("\t")) for line in data_lines(name))


@cache
def jsonl_rows(name: str) -> tuple[dict[str, Any], ...]:
    """Objects of a JSON Lines data file (comment lines allowed), cached."""
    return tuple(json.loads(line) for line in data_lines(name))

"""Claims files read back for a diff, with ``FILE:LINE: message`` errors for malformed ones.

The reading itself is ``benchclaims.regress.readback`` (the flat-format readers); this
module only finds where a reader stopped and words the error as one line.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator
from pathlib import Path

from benchclaims.readers import InputError
from benchclaims.regress.readback import READERS
from benchclaims.schemas import Claim
from pydantic import ValidationError


class ClaimFileError(InputError):
    """A claims file that is missing, unreadable or malformed; the message is one line."""


def load_claims(path: str | Path) -> list[Claim]:
    """Every claim of a ``.jsonl``, ``.csv`` or ``.parquet`` claims file, in file order.

    Raises ``ClaimFileError`` (``FILE: message`` or ``FILE:LINE: message``) for a missing or
    unreadable file, an unknown extension, or a record that is not a valid claims/v1 claim.
    """
    path = Path(path)
    reader = reader_for(path)
    claims: list[Claim] = []
    try:
        claims.extend(reader(path))
    except FileNotFoundError:
        raise ClaimFileError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise ClaimFileError(f"{path}: not UTF-8 text") from None
    except OSError as exc:
        raise ClaimFileError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except ValueError as exc:  # JSON, validation and Parquet errors are all ValueErrors
        raise ClaimFileError(f"{_where(path, len(claims))}: {describe(exc)}") from None
    return claims


def reader_for(path: Path) -> Callable[[Path], Iterator[Claim]]:
    """The readback reader of a claims file's extension; ``ClaimFileError`` names the known ones."""
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        raise ClaimFileError(f"{path}: cannot read claims from this file type (use {', '.join(READERS)})")
    return reader


def describe(exc: Exception) -> str:
    """A short, one-line account of why a record could not be read as a claim.

    >>> describe(json.JSONDecodeError("Expecting value", "{", 1))
    'invalid JSON: Expecting value (column 2)'
    """
    if isinstance(exc, ValidationError):
        error = exc.errors()[0]
        field = ".".join(map(str, error["loc"]))
        more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        return f"invalid claim: {field + ': ' if field else ''}{error['msg']}{more}"
    if isinstance(exc, json.JSONDecodeError):
        return f"invalid JSON: {exc.msg} (column {exc.colno})"
    return " ".join(str(exc).split()) or type(exc).__name__


def _where(path: Path, index: int) -> str:
    """``FILE:LINE`` of the record at 0-based ``index`` (``FILE: row N`` for Parquet)."""
    locate = _LOCATORS.get(path.suffix.lower())
    line = locate(path, index) if locate else None
    return f"{path}:{line}" if line is not None else f"{path}: row {index + 1}"


def _jsonl_line(path: Path, index: int) -> int | None:
    """The line number of the ``index``-th non-blank line (the readers skip blank ones)."""
    with path.open("rb") as stream:
        lines = (number for number, line in enumerate(stream, 1) if line.strip())
        return next((number for i, number in enumerate(lines) if i == index), None)


def _csv_line(path: Path, index: int) -> int | None:
    """The line where the ``index``-th data row of a CSV file starts (quoted newlines counted)."""
    with path.open(encoding="utf-8", errors="replace", newline="") as stream:
        reader = csv.reader(stream)
        start = 1
        for i, _row in enumerate(reader):
            if i == index + 1:  # row 0 is the header
                return start
            start = reader.line_num + 1
    return None


_LOCATORS: dict[str, Callable[[Path, int], int | None]] = {".jsonl": _jsonl_line, ".csv": _csv_line}

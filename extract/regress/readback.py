"""Claims read back from files that ``benchclaims extract`` wrote (JSONL, CSV, Parquet)."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from benchclaims.schemas import Claim
from benchclaims.writers import FORMULA_PREFIXES, LIST_SEPARATOR, column_types

_CONVERT: dict[str, Callable[[str], Any]] = {
    "float": float,
    "int": lambda text: int(float(text)),
    "bool": lambda text: text == "true",
}


def _unsafe(text: str) -> str:
    """Undo the writers' spreadsheet neutralization (a ``'`` put before a formula-like or quoted text).

    >>> _unsafe("'=SUM(A1)"), _unsafe("''="), _unsafe("'tis")
    ('=SUM(A1)', "'=", "'tis")
    """
    return text[1:] if text.startswith("'") and text[1:].startswith((*FORMULA_PREFIXES, "'")) else text


def _flat_cell(value: Any, kind: str) -> Any:
    """One flat cell (CSV text or a Parquet value) as the field's value."""
    if value is None or value == "":
        return [] if kind == "list" else None
    if kind == "list":
        return [item.strip() for item in str(value).split(LIST_SEPARATOR.strip()) if item.strip()]
    if isinstance(value, str):
        return _CONVERT[kind](value) if kind in _CONVERT else value
    return value


def claim_from_flat(row: Mapping[str, Any]) -> Claim:
    """A flat row (lists joined with ``"; "``) as a ``Claim``; unknown columns are ignored,
    empty cells take the field's default (``None``, ``""``, ``False``)."""
    cells = {name: _flat_cell(row.get(name), kind) for name, kind in column_types(Claim).items()}
    return Claim.model_validate({name: value for name, value in cells.items() if value is not None})


def _read_jsonl(path: Path) -> Iterator[Claim]:
    with path.open(encoding="utf-8") as stream:
        yield from (Claim.model_validate(json.loads(line)) for line in stream if line.strip())


def _read_csv(path: Path) -> Iterator[Claim]:
    with path.open(encoding="utf-8", newline="") as stream:
        for row in csv.DictReader(stream):
            yield claim_from_flat({name: _unsafe(cell) for name, cell in row.items()})


def _read_parquet(path: Path) -> Iterator[Claim]:
    import pyarrow.parquet as pq

    yield from map(claim_from_flat, pq.read_table(path).to_pylist())


READERS = {".jsonl": _read_jsonl, ".csv": _read_csv, ".parquet": _read_parquet}

"""CSV with a header row, streamed with the ``csv`` module.

The header must name an ``abstract`` (or ``summary``) column; ``id``, ``title``, ``year``,
``category`` and the other fields of ``records.py`` are optional, matched case-insensitively.
Quoted fields may span lines. A row without an abstract, with more fields than the header,
or that the csv module cannot parse is reported and skipped; blank rows are ignored.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from typing import BinaryIO, Protocol

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.records import checked_record
from benchclaims.readers.textio import CHUNK_SIZE, iter_text_lines

_ABSTRACT_COLUMNS = frozenset({"abstract", "summary"})


class _CsvReader(Protocol):
    """What is used of a ``csv.reader``: its rows and its count of lines read."""

    line_num: int

    def __next__(self) -> list[str]: ...


def read_csv(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The records of a CSV stream."""
    rows = _rows(csv.reader(iter_text_lines(stream, ctx, chunk_size)), ctx)
    header_line, header = next(rows, (0, []))
    columns = [cell.strip().lower() for cell in header]
    if not columns:
        return
    if not _ABSTRACT_COLUMNS & set(columns):
        ctx.skip(header_line, "the CSV header has no 'abstract' or 'summary' column; file skipped")
        return
    for number, (line, row) in enumerate(rows, start=1):
        record = _row_record(columns, row, number, line, ctx)
        if record is not None:
            yield record


def _rows(reader: _CsvReader, ctx: ReadContext) -> Iterator[tuple[int, list[str]]]:
    """(first line, cells) of each non-blank row; rows the csv module rejects are reported."""
    line_num = reader.line_num
    while True:
        start = line_num + 1
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            ctx.skip(start, f"malformed CSV ({exc}); row skipped")
            row = []
        line_num = reader.line_num
        if any(cell.strip() for cell in row):
            yield start, row


def _row_record(columns: list[str], row: list[str], number: int, line: int, ctx: ReadContext) -> RawRecord | None:
    if len(row) > len(columns):
        ctx.skip(line, f"record {number}: {len(row)} fields but the header has {len(columns)}; skipped")
        return None
    fields: dict[str, object] = {}
    for column, cell in zip(columns, row, strict=False):
        fields.setdefault(column, cell.replace("\r\n", "\n"))
    return checked_record(fields, number, line, ctx)

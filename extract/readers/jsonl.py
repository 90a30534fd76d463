"""JSON Lines: one JSON object per line, read a line at a time.

A line that is not valid JSON, is valid JSON but not an object, or is over the size limit is
reported and skipped; blank lines are ignored. Fields: see ``records.py``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import BinaryIO

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.records import JSON_DECODER, object_record
from benchclaims.readers.textio import CHUNK_SIZE, iter_text_lines


def read_jsonl(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The records of a JSON Lines stream."""
    return jsonl_records(iter_text_lines(stream, ctx, chunk_size), ctx)


def jsonl_records(
    lines: Iterable[str], ctx: ReadContext, first_line: int = 1, first_number: int = 1
) -> Iterator[RawRecord]:
    """The records of JSON Lines text, its first line numbered ``first_line`` and its first record
    ``first_number`` (a block of a file read by a ``--jobs`` worker starts past 1)."""
    number = first_number - 1
    for line_number, line in enumerate(lines, start=first_line):
        if not line.strip():
            continue
        number += 1
        try:
            value = JSON_DECODER.decode(line.rstrip("\n"))
        except ValueError as exc:  # JSONDecodeError, and any other value the decoder refuses
            ctx.skip(line_number, f"record {number}: invalid JSON: {_reason(exc)}; skipped")
            continue
        except RecursionError:
            ctx.skip(line_number, f"record {number}: JSON nested too deeply; skipped")
            continue
        record = object_record(value, number, line_number, ctx)
        if record is not None:
            yield record


def _reason(exc: ValueError) -> str:
    """Why a line is not JSON, in a few words.

    >>> import json
    >>> _reason(json.JSONDecodeError("Expecting value", "x", 0))
    'Expecting value (column 1)'
    """
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} (column {exc.colno})"
    return " ".join(str(exc).split())

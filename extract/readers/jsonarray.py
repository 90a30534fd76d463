"""JSON: an array of objects (``[{…}, {…}]``), or objects one after another, streamed.

The text is decoded chunk by chunk and each element is parsed with
``json.JSONDecoder.raw_decode`` as soon as it is complete, so only one element (plus a
chunk) is held in memory. An element that is not an object is reported and skipped. JSON
that is malformed cannot be resynchronised safely: the problem is reported with its line and
the rest of the file is skipped (the records before it are kept), as it is after an element
over the size limit (``ReadContext.max_chars``), which is never read whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import BinaryIO

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.records import JSON_DECODER, object_record
from benchclaims.readers.textio import CHUNK_SIZE, iter_text, read_chunks

_NOT_SPACE = re.compile(r"[^ \t\n\r]")


class JsonSyntaxError(ValueError):
    """Malformed JSON at a known line."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


class _Window:
    """A sliding window over text chunks: the unparsed rest of the input, with its line number."""

    def __init__(self, texts: Iterable[str], limit: int | None) -> None:
        self._texts = iter(texts)
        self.limit = limit
        self.buf = ""
        self.pos = 0
        self.line = 1
        self.eof = False

    def grow(self) -> bool:
        """Read at least as much again as is pending; False at the end or past the size cap."""
        pending = len(self.buf) - self.pos
        if self.eof or self.over_limit:
            return False
        pieces = [self.buf[self.pos :]]
        added = 0
        while added <= pending and (text := next(self._texts, None)) is not None:
            pieces.append(text)
            added += len(text)
        self.eof = self.eof or added <= pending
        self.buf, self.pos = "".join(pieces), 0
        return added > 0

    @property
    def over_limit(self) -> bool:
        """True when the pending text is longer than ``limit``."""
        return self.limit is not None and len(self.buf) - self.pos > self.limit

    def advance(self, end: int) -> None:
        self.line += self.buf.count("\n", self.pos, end)
        self.pos = end

    def peek(self) -> str:
        """The next character that is not whitespace ("" at the end), moving up to it."""
        while (match := _NOT_SPACE.search(self.buf, self.pos)) is None:
            self.advance(len(self.buf))
            if not self.grow():
                return ""
        self.advance(match.start())
        return self.buf[self.pos]

    def value(self) -> object:
        """Parse the JSON value at the current position, reading more input while it is cut off."""
        while True:
            try:
                value, end = JSON_DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                if _maybe_cut_off(exc, len(self.buf)) and self.grow():
                    continue
                if self.over_limit:
                    raise JsonSyntaxError(self.line, f"an element over {self.limit:,} characters") from None
                line = self.line + self.buf.count("\n", self.pos, exc.pos)
                raise JsonSyntaxError(line, f"invalid JSON: {exc.msg}") from None
            if end < len(self.buf) or not self.grow():  # a number at the very end may go on
                self.advance(end)
                return value


def _maybe_cut_off(exc: json.JSONDecodeError, size: int) -> bool:
    """True when the error may only mean that the element continues in the next chunk."""
    return exc.msg.startswith("Unterminated string") or exc.pos >= size - 8


def iter_json_values(texts: Iterable[str], limit: int | None = None) -> Iterator[tuple[int, object]]:
    """(line, value) of each element of a top-level array, or of each top-level value.

    Raises ``JsonSyntaxError`` where the JSON is malformed or an element is over ``limit`` characters.

    >>> list(iter_json_values(['[{"a": 1},\\n', ' 2]']))
    [(1, {'a': 1}), (2, 2)]
    >>> list(iter_json_values(['{"a": 1} {"b"', ': 2}']))
    [(1, {'a': 1}), (1, {'b': 2})]
    """
    window = _Window(texts, limit)
    if window.peek() == "[":
        window.advance(window.pos + 1)
        yield from _array_items(window)
        if window.peek():
            raise JsonSyntaxError(window.line, "unexpected text after the closing ']'")
        return
    while window.peek():
        line = window.line
        yield line, window.value()


def _array_items(window: _Window) -> Iterator[tuple[int, object]]:
    if window.peek() == "]":
        window.advance(window.pos + 1)
        return
    while True:
        line = window.line
        yield line, window.value()
        separator = window.peek()
        if separator == "]":
            window.advance(window.pos + 1)
            return
        if separator != ",":
            found = repr(separator) if separator else "the end of the file"
            raise JsonSyntaxError(window.line, f"invalid JSON: expected ',' or ']', found {found}")
        window.advance(window.pos + 1)
        window.peek()


def read_json(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The records of a JSON array (or of JSON objects one after another)."""
    values = iter_json_values(iter_text(read_chunks(stream, chunk_size), ctx), ctx.max_chars)
    number = 0
    try:
        for line, value in values:
            number += 1
            record = object_record(value, number, line, ctx)
            if record is not None:
                yield record
    except JsonSyntaxError as exc:
        ctx.skip(exc.line, f"{exc}; the rest of the file is skipped")
    except RecursionError:
        ctx.skip(None, "JSON nested too deeply; the rest of the file is skipped")

"""The types every format reader shares: its context, what it yields, and its signature.

A format reader is a function ``(binary stream, ReadContext) -> Iterator[RawRecord]``.
It streams: it never reads more of the input than the record at hand needs.
``RawRecord`` is the record before ids are made unique and it becomes a ``Document``
(see ``documents.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from benchclaims.readers.problems import ProblemHandler, ReadProblem

MAX_CHARS = 1_000_000
"""The default size limit of one record (a JSON line or element, a CSV line, a feed entry, a text
file): arXiv abstracts are under 2,000 characters, so a longer record is a misread file or hostile
input (``--max-chars`` changes it)."""


@dataclass(frozen=True)
class ReadContext:
    """Where a reader reads from, and where its problems go."""

    path: str
    """the input as named in problems (the path as given)"""
    name: str | None
    """the default ``Document.source`` (the file name)"""
    stem: str
    """the file name without extension, for ids of records with neither id nor title"""
    on_problem: ProblemHandler
    max_chars: int | None = MAX_CHARS
    """the size limit of one record, checked before it is parsed (None: no limit)"""

    def skip(self, line: int | None, message: str) -> None:
        """Report a problem that made the reader drop a record (or the rest of the file)."""
        self.on_problem(ReadProblem(self.path, line, message, skipped=True))

    def warn(self, line: int | None, message: str) -> None:
        """Report a problem after which reading went on with nothing dropped."""
        self.on_problem(ReadProblem(self.path, line, message, skipped=False))


@dataclass(frozen=True)
class RawRecord:
    """One record as a format reader found it, before its final id is chosen."""

    number: int
    """1-based position of the record in its file (malformed records count too)"""
    line: int | None
    abstract: str
    title: str = ""
    given_id: str | None = None
    version: str | None = None
    year: int | None = None
    category: str | None = None
    source: str | None = None
    notes: tuple[str, ...] = ()
    """warnings about the record that did not stop it from being read"""


class RecordError(ValueError):
    """A record that cannot become a document; the message says why."""


Reader = Callable[[BinaryIO, ReadContext], Iterator[RawRecord]]

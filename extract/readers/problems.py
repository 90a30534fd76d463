"""What readers report: record-level problems (``ReadProblem``) and fatal input errors (``InputError``).

A reader never raises on bad records: it hands a ``ReadProblem`` to the caller's
``on_problem`` callback and goes on. Only problems that stop a whole input before
anything is read (a missing file, an unknown format) raise ``InputError``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class ReadProblem:
    """One problem found while reading an input file.

    ``line`` is 1-based: the line where the record starts (for an Atom feed, the line
    of its ``<entry>``), or None when the problem concerns the whole file.
    ``skipped`` is True when a record (or the rest of the file) was dropped because of it,
    False for a warning after which the record was still read.

    >>> str(ReadProblem("a.jsonl", 3, "invalid JSON; line skipped", skipped=True))
    'a.jsonl:3: invalid JSON; line skipped'
    >>> str(ReadProblem("empty.csv", None, "empty file"))
    'empty.csv: empty file'
    """

    path: str
    line: int | None
    message: str
    skipped: bool = False

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        return f"{where}: {self.message}"


class InputError(Exception):
    """A fatal input problem (missing file, directory, unknown format); the message is one line."""


class ReadWarning(UserWarning):
    """The warning category of problems reported when no ``on_problem`` callback is given."""


ProblemHandler = Callable[[ReadProblem], None]


def warn_problem(problem: ReadProblem) -> None:
    """The default ``on_problem``: emit the problem as a ``ReadWarning``."""
    warnings.warn(str(problem), ReadWarning, stacklevel=2)

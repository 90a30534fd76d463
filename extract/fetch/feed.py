"""One page of API results: its documents (parsed by the Atom reader), their published dates,
how many entries it held and how many results the query has in all (``totalResults``). A body
that is not a readable Atom feed is a ``FetchError``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from benchclaims.fetch.errors import FetchError
from benchclaims.readers import ProblemHandler, ReadProblem, parse_arxiv_id, parse_atom
from benchclaims.readers.atom import _make_parser
from benchclaims.readers.problems import warn_problem
from benchclaims.schemas import Document

_RECORD_PROBLEM = re.compile(r"(?:entry|record) \d+: ")
_API_ERROR = "arXiv API reports an error"


@dataclass(frozen=True)
class Page:
    """The documents of one response, each with its published date (None when absent)."""

    documents: list[tuple[Document, date | None]]
    entries: int
    """entries in the feed, skipped ones included (a short page is the last one)"""
    total: int | None = None
    """the feed's ``totalResults``: how many results the query has in all, when it says"""

    @property
    def oldest(self) -> date | None:
        """The earliest published date on the page."""
        return min((day for _doc, day in self.documents if day is not None), default=None)


def is_feed_problem(problem: ReadProblem) -> bool:
    """True when a problem concerns the whole response rather than one entry of it.

    >>> is_feed_problem(ReadProblem("u", 1, "malformed XML (syntax error); the rest is skipped"))
    True
    >>> is_feed_problem(ReadProblem("u", 9, "entry 2: no <summary>; skipped"))
    False
    >>> is_feed_problem(ReadProblem("u", 3, "entry 1: the arXiv API reports an error: bad id"))
    True
    """
    return _API_ERROR in problem.message or not _RECORD_PROBLEM.match(problem.message)


def key(doc: Document) -> str:
    """The id with its version, as in ``id_list``: ``2407.00079v2``."""
    return doc.id + (doc.version or "")


def feed_facts(body: bytes) -> tuple[dict[str, date], int | None]:
    """(``id+version`` → the ``<published>`` date of each entry, ``totalResults``), read with the
    Atom reader's own parser (call only on a body that ``parse_atom`` read without feed problems).

    >>> feed_facts(b'<feed><totalResults>7</totalResults><entry><id>http://arxiv.org/abs/2401.00001v3</id>'
    ...            b'<published>2024-01-02T10:00:00Z</published></entry></feed>')
    ({'2401.00001v3': datetime.date(2024, 1, 2)}, 7)
    """
    parser, target, _line = _make_parser()
    parser.feed(body)
    parser.close()
    dates = {}
    for entry in target.done:
        parsed = parse_arxiv_id(entry.text("id"))
        try:
            day = date.fromisoformat(entry.text("published").strip()[:10])
        except ValueError:
            continue
        if parsed:
            dates[parsed[0] + (parsed[1] or "")] = day
    return dates, target.total


def parse_page(body: bytes, url: str, on_problem: ProblemHandler | None = None) -> Page:
    """The page in ``body``; entry problems go to ``on_problem``, feed problems raise FetchError."""
    problems: list[ReadProblem] = []
    docs = list(parse_atom(body, source=url, on_problem=problems.append))
    fatal = [p for p in problems if is_feed_problem(p)]
    if fatal:
        raise FetchError(f"unusable response from the arXiv API ({url}): {fatal[0].message}")
    for problem in problems:
        (on_problem or warn_problem)(problem)
    entries = len(docs) + sum(p.skipped for p in problems)
    dates, total = feed_facts(body)
    return Page([(doc, dates.get(key(doc))) for doc in docs], entries, total)

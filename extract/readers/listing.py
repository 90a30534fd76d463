"""arXiv listing page text (as saved from an author's publication list), streamed line by line.

A record is::

    arXiv2026                      the year line
    Scheduling Mixed RL Rollouts   the title paragraph
    Modern reinforcement …         the abstract paragraph(s)
    cs.DC↗                         the category line

Paragraphs are separated by blank lines; the lines of one paragraph are joined with a space,
paragraphs of the abstract with a blank line. A record's id is the arXiv id where the record
has a line holding one (``arXiv:2503.12840``, an abs/pdf URL), else a slug of whole words of
its title (``ids.word_slug``), never a word cut in half. Everything before the first year line (the page
header) and between a category line and the next year line (footer, navigation) is ignored.
A record without an abstract is reported and skipped. Without a category line, only the first
paragraph after the title is taken as the abstract, so trailing page text cannot leak into it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.ids import parse_arxiv_id, word_slug
from benchclaims.readers.records import collapse_whitespace
from benchclaims.readers.textio import CHUNK_SIZE, iter_text_lines

_YEAR_LINE = re.compile(r"arXiv(\d{4})")
_CATEGORY_LINE = re.compile(
    r"(?P<cat>[a-z][a-z-]*(?:\.[A-Za-z][A-Za-z-]*)?)\s*↗[\ufe0e\ufe0f]?|(?P<bare>[a-z][a-z-]*\.[A-Za-z][A-Za-z-]*)"
)


def year_of(line: str) -> int | None:
    """The year of a record's first line, or None when ``line`` does not start a record.

    >>> year_of("arXiv2026 "), year_of("arXiv subjects")
    (2026, None)
    """
    match = _YEAR_LINE.fullmatch(line.strip())
    return int(match[1]) if match else None


def category_of(line: str) -> str | None:
    """The category of a record's last line, or None when ``line`` is not a category line.

    >>> category_of("cs.DC↗"), category_of("cond-mat.stat-mech ↗"), category_of("cs.LG")
    ('cs.DC', 'cond-mat.stat-mech', 'cs.LG')
    >>> category_of("Search arXiv⌕ Search") is None
    True
    """
    match = _CATEGORY_LINE.fullmatch(line.strip())
    return (match["cat"] or match["bare"]) if match else None


def looks_like_listing(lines: Iterable[str]) -> bool:
    """True when a year line is followed, later, by a category line.

    >>> looks_like_listing(["arXiv2025", "", "A Title", "", "An abstract.", "", "cs.DC↗"])
    True
    >>> looks_like_listing(["We present arXiv2025-Bench.", "cs.DC↗"])
    False
    """
    seen_year = False
    for line in lines:
        seen_year = seen_year or year_of(line) is not None
        if seen_year and category_of(line) is not None:
            return True
    return False


@dataclass
class _Pending:
    """The record being read: its year line and the paragraphs seen since."""

    year: int
    line: int
    paragraphs: list[list[str]] = field(default_factory=list)
    in_paragraph: bool = False
    arxiv: tuple[str, str | None] | None = None

    def add(self, text: str) -> None:
        found = parse_arxiv_id(text) if text else None
        if found is not None:  # a line that is only an arXiv id or URL names the record
            self.arxiv, self.in_paragraph = found, False
        elif not text:
            self.in_paragraph = False
        elif self.in_paragraph:
            self.paragraphs[-1].append(text)
        else:
            self.paragraphs.append([text])
            self.in_paragraph = True


class _ListingParser:
    """Takes the lines of a listing one by one and hands back each record once it is complete."""

    def __init__(self, ctx: ReadContext) -> None:
        self._ctx = ctx
        self._pending: _Pending | None = None
        self.count = 0

    def feed(self, line_number: int, line: str) -> RawRecord | None:
        year = year_of(line)
        if year is not None:
            done = self.finish()
            self._pending = _Pending(year, line_number)
            return done
        if self._pending is None:  # page header, or page text after a category line
            return None
        category = category_of(line)
        if category is not None:
            return self.finish(category)
        self._pending.add(line.strip())
        return None

    def finish(self, category: str | None = None) -> RawRecord | None:
        """Close the pending record (if any) and return it, or None after reporting why not."""
        pending, self._pending = self._pending, None
        if pending is None:
            return None
        self.count += 1
        paragraphs = [" ".join(lines) for lines in pending.paragraphs]
        where = f"record {self.count} ({paragraphs[0][:50]!r})" if paragraphs else f"record {self.count}"
        if len(paragraphs) < 2:
            self._ctx.skip(pending.line, f"{where}: no {'abstract' if paragraphs else 'title or abstract'}; skipped")
            return None
        body = paragraphs[1:]
        if category is None and len(body) > 1:
            self._ctx.warn(
                pending.line,
                f"{where}: no category line; {len(body) - 1} paragraph(s) after the abstract ignored",
            )
            body = body[:1]
        title = collapse_whitespace(paragraphs[0])
        return RawRecord(
            number=self.count,
            line=pending.line,
            given_id=pending.arxiv[0] if pending.arxiv else word_slug(title) or None,
            version=pending.arxiv[1] if pending.arxiv else None,
            title=title,
            abstract="\n\n".join(body),
            year=pending.year,
            category=category,
        )


def read_listing(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The records of an arXiv listing page."""
    parser = _ListingParser(ctx)
    for line_number, line in enumerate(iter_text_lines(stream, ctx, chunk_size), start=1):
        record = parser.feed(line_number, line)
        if record is not None:
            yield record
    last = parser.finish()
    if last is not None:
        yield last
    if parser.count == 0:
        ctx.warn(None, "no 'arXiv<year>' record line found: not an arXiv listing page?")

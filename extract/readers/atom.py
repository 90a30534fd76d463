"""arXiv API Atom feeds (``<feed><entry>…``), parsed safely and streamed.

Parsing goes through defusedxml with DTDs forbidden, so entity declarations (the "billion
laughs" bomb) and external entities are rejected at once instead of being expanded. Entries
are collected by a small parser target that keeps only the entry being read; each entry is
handed on as soon as its ``</entry>`` is seen.

Per entry: ``<id>`` ``http://arxiv.org/abs/2407.00079v2`` → id ``2407.00079``, version
``v2``; ``<title>`` with whitespace collapsed; ``<summary>`` with arXiv's hard line wraps
collapsed to single spaces and the ends trimmed; the year of ``<published>`` (else
``<updated>``); the ``term`` of ``<arxiv:primary_category>`` (else of the first ``<category>``).

An ``<entry>`` nested inside another, an entry whose text is over the size limit, and a feed
declaring an encoding Python does not know are reported and skipped. The feed's
``<opensearch:totalResults>`` is kept (``_FeedTarget.total``), so paging can stop at the end.

``parse_atom`` is the entry point for feeds fetched from the API; ``read_atom`` is the
format reader used for files.
"""

from __future__ import annotations

import io
import re
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from typing import BinaryIO
from xml.etree.ElementTree import ParseError

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.documents import build_documents
from benchclaims.readers.ids import IdAllocator, parse_arxiv_id
from benchclaims.readers.problems import ProblemHandler, warn_problem
from benchclaims.readers.records import collapse_whitespace, parse_year
from benchclaims.readers.textio import CHUNK_SIZE, iter_text, read_chunks
from benchclaims.schemas import Document
from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

_TEXT_FIELDS = frozenset({"id", "title", "summary", "published", "updated"})
_API_ERROR = "arxiv.org/api/errors"
_DECLARED_ENCODING = re.compile(rb"\s*<\?xml[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9._-]+)[\"']")
_HEAD_BYTES = 1024


def _local(tag: str) -> str:
    """``{namespace}name`` → ``name``.

    >>> _local("{http://arxiv.org/schemas/atom}primary_category")
    'primary_category'
    """
    return tag.rpartition("}")[2]


@dataclass
class _Entry:
    """The parts of one ``<entry>`` collected so far."""

    number: int
    line: int | None
    texts: dict[str, list[str]] = field(default_factory=dict)
    primary_category: str | None = None
    category: str | None = None
    size: int = 0
    """characters of text kept so far (past the limit, no more are kept)"""

    def text(self, name: str) -> str:
        return "".join(self.texts.get(name, []))


class _FeedTarget:
    """Parser target that keeps only the open entry; finished entries wait in ``done``."""

    def __init__(self, line_of: Callable[[], int | None], limit: int | None = None) -> None:
        self.done: deque[_Entry] = deque()
        self.nested: deque[_Entry] = deque()
        """entries found inside another entry (skipped, to be reported)"""
        self.root: str | None = None
        self._line_of = line_of
        self._limit = limit
        self._entry: _Entry | None = None
        self._depth = 0
        self._field: str | None = None
        self._count = 0
        self._total: list[str] = []

    @property
    def total(self) -> int | None:
        """The feed's ``<opensearch:totalResults>``, when it has one."""
        text = "".join(self._total).strip()
        return int(text) if text.isdigit() and len(text) < 20 else None

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        name = _local(tag)
        self.root = self.root or name
        if name == "entry":
            self._count += 1
            if self._entry is not None:
                self.nested.append(_Entry(self._count, self._line_of()))
        if self._entry is None:
            if name == "entry":
                self._entry, self._depth = _Entry(self._count, self._line_of()), 1
            self._field = "totalResults" if name == "totalResults" else None
            return
        self._depth += 1
        if self._depth == 2:
            self._child(name, attrib)

    def _child(self, name: str, attrib: dict[str, str]) -> None:
        assert self._entry is not None
        if name in _TEXT_FIELDS:
            self._field = name
            self._entry.texts.setdefault(name, [])
        elif name == "primary_category":
            self._entry.primary_category = attrib.get("term")
        elif name == "category" and self._entry.category is None:
            self._entry.category = attrib.get("term")

    def end(self, tag: str) -> None:
        if self._entry is None:
            self._field = None
            return
        self._depth -= 1
        if self._depth == 1:
            self._field = None
        elif self._depth == 0:
            self.done.append(self._entry)
            self._entry = None

    def data(self, text: str) -> None:
        entry = self._entry
        if entry is None:
            if self._field == "totalResults":
                self._total.append(text)
        elif self._field is not None:
            entry.size += len(text)
            if self._limit is None or entry.size <= self._limit:
                entry.texts[self._field].append(text)

    def close(self) -> None:
        return None


def _entry_record(entry: _Entry, ctx: ReadContext) -> RawRecord | None:
    """The record of one entry, or None after reporting why it has none."""
    where = f"entry {entry.number}"
    if ctx.max_chars is not None and entry.size > ctx.max_chars:
        ctx.skip(entry.line, f"{where}: {entry.size:,} characters, over the limit of {ctx.max_chars:,}; skipped")
        return None
    entry_id = collapse_whitespace(entry.text("id"))
    summary = collapse_whitespace(entry.text("summary"))
    if _API_ERROR in entry_id:
        ctx.skip(entry.line, f"{where}: the arXiv API reports an error: {summary or entry_id}")
        return None
    if not summary:
        ctx.skip(entry.line, f"{where}: no <summary>; skipped")
        return None
    parsed = parse_arxiv_id(entry_id)
    return RawRecord(
        number=entry.number,
        line=entry.line,
        abstract=summary,
        title=collapse_whitespace(entry.text("title")),
        given_id=parsed[0] if parsed else (entry_id or None),
        version=parsed[1] if parsed else None,
        year=parse_year(entry.text("published").strip()) or parse_year(entry.text("updated").strip()),
        category=entry.primary_category or entry.category,
    )


def _pieces(stream: BinaryIO, ctx: ReadContext, chunk_size: int) -> Iterator[str | bytes]:
    """What to feed the parser: decoded text for UTF-8 (so bad bytes are replaced and reported
    like in the other formats), the raw bytes when the feed declares another encoding."""
    head = stream.read(_HEAD_BYTES)
    chunks = chain([head], read_chunks(stream, chunk_size))
    declared = _DECLARED_ENCODING.match(head.removeprefix(b"\xef\xbb\xbf"))
    utf16 = head.startswith((b"\xff\xfe", b"\xfe\xff"))
    if utf16 or (declared and declared[1].lower() not in (b"utf-8", b"utf8")):
        return chunks
    return iter_text(chunks, ctx)


def _make_parser(limit: int | None = None) -> tuple[DefusedXMLParser, _FeedTarget, Callable[[], int | None]]:
    """A DTD-refusing parser feeding a ``_FeedTarget`` (keeping up to ``limit`` characters of an
    entry), and a function giving its current line."""
    parser: DefusedXMLParser | None = None

    def line() -> int | None:
        return getattr(getattr(parser, "parser", None), "CurrentLineNumber", None)

    target = _FeedTarget(line, limit)
    parser = DefusedXMLParser(target=target, forbid_dtd=True)
    return parser, target, line


def read_atom(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The records of an Atom feed; malformed XML or a DTD stops the feed with one problem."""
    parser, target, line = _make_parser(ctx.max_chars)
    try:
        for piece in _pieces(stream, ctx, chunk_size):
            parser.feed(piece)
            yield from _finished(target, ctx)
        parser.close()
        yield from _finished(target, ctx)
    except DefusedXmlException as exc:
        ctx.skip(line(), f"XML with a DTD or entity declaration is refused ({type(exc).__name__}); feed skipped")
    except ParseError as exc:
        ctx.skip(exc.position[0], f"malformed XML ({exc.msg}); the rest of the feed is skipped")
    except LookupError as exc:  # an encoding declaration Python has no codec for
        ctx.skip(line() or 1, f"{exc}; feed skipped")
    if target.root not in (None, "feed"):
        ctx.warn(None, f"not an Atom feed: the root element is <{target.root}>")


def _finished(target: _FeedTarget, ctx: ReadContext) -> Iterator[RawRecord]:
    while target.nested:
        nested = target.nested.popleft()
        ctx.skip(nested.line, f"entry {nested.number}: an <entry> inside another entry; skipped")
    while target.done:
        record = _entry_record(target.done.popleft(), ctx)
        if record is not None:
            yield record


def parse_atom(
    feed: bytes | BinaryIO, source: str | None = None, on_problem: ProblemHandler | None = None
) -> Iterator[Document]:
    """The documents of an arXiv API Atom feed given as bytes or a binary stream.

    ``source`` (e.g. the query URL) names the feed in problems and fills ``Document.source``.

    >>> feed = (b'<feed xmlns="http://www.w3.org/2005/Atom"><entry>'
    ...         b'<id>http://arxiv.org/abs/2407.00079v2</id><title>Foo:\\n  Fast</title>'
    ...         b'<summary>  Foo is\\n  fast. </summary><published>2024-06-28T10:00:00Z</published>'
    ...         b'</entry></feed>')
    >>> [(d.id, d.version, d.title, d.abstract, d.year) for d in parse_atom(feed)]
    [('2407.00079', 'v2', 'Foo: Fast', 'Foo is fast.', 2024)]
    """
    stream = io.BytesIO(feed) if isinstance(feed, bytes | bytearray) else feed
    ctx = ReadContext(path=source or "<atom feed>", name=source, stem="feed", on_problem=on_problem or warn_problem)
    return build_documents(read_atom(stream, ctx), ctx, IdAllocator())

"""Raw records → ``Document``: choose each id (given, else title slug, else file stem + number),
make it unique, and fill in the source. A record whose abstract is longer than ``max_chars``
is reported with its file and line and skipped (``MAX_CHARS`` by default)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.ids import IdAllocator, fallback_id, slugify
from benchclaims.schemas import Document

MAX_CHARS = 1_000_000
"""The default per-document size limit: arXiv abstracts are under 2,000 characters, so a
longer one is a misread file or hostile input (``--max-chars`` changes it)."""


def build_documents(
    records: Iterable[RawRecord], ctx: ReadContext, ids: IdAllocator, max_chars: int | None = MAX_CHARS
) -> Iterator[Document]:
    """The documents of ``records``, with ids unique among all ids ``ids`` has handed out;
    records with an abstract over ``max_chars`` characters (None: no limit) are skipped."""
    for record in records:
        for note in record.notes:
            ctx.warn(record.line, f"record {record.number}: {note}")
        wanted = record.given_id or slugify(record.title) or fallback_id(ctx.stem, record.number)
        size = len(record.abstract)
        if max_chars is not None and size > max_chars:
            ctx.skip(
                record.line,
                f"document {wanted!r} is {size:,} characters, over the limit of {max_chars:,}; skipped",
            )
            continue
        unique = ids.claim(wanted)
        if unique != wanted:
            ctx.warn(record.line, f"record {record.number}: duplicate id {wanted!r} renamed {unique!r}")
        yield Document(
            id=unique,
            title=record.title,
            abstract=record.abstract,
            year=record.year,
            category=record.category,
            source=record.source or ctx.name,
            version=record.version,
        )

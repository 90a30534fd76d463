"""Raw records → ``Document``: choose each id (given, else title slug, else file stem + number),
make it unique, and fill in the source."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from extract.readers.base import RawRecord, ReadContext
from extract.readers.ids import IdAllocator, fallback_id, slugify
from schemas import Document


def build_documents(records: Iterable[RawRecord], ctx: ReadContext, ids: IdAllocator) -> Iterator[Document]:
    """The documents of ``records``, with ids unique among all ids ``ids`` has handed out."""
    for record in records:
        for note in record.notes:
            ctx.warn(record.line, f"record {record.number}: {note}")
        wanted = record.given_id or slugify(record.title) or fallback_id(ctx.stem, record.number)
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

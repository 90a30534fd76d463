"""Raw records → ``Document``: make every string valid Unicode, bound the sizes, choose each id
(given, else title slug, else file stem + number), make it unique, and fill in the source.

This is the reader boundary: a lone surrogate (a JSON ``\\udc80`` escape) becomes U+FFFD here, so
no writer ever meets a string it cannot encode. A record whose abstract is over the context's
``max_chars``, whose title is over ``MAX_TITLE_CHARS`` or whose id is over ``MAX_ID_CHARS`` is
reported with its file and line and skipped, as is one that does not make a valid ``Document``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator

from benchclaims.readers.base import MAX_CHARS, RawRecord, ReadContext
from benchclaims.readers.ids import IdAllocator, fallback_id, slugify
from benchclaims.schemas import Document
from pydantic import ValidationError

__all__ = ["MAX_CHARS", "MAX_ID_CHARS", "MAX_TITLE_CHARS", "build_documents", "valid_text"]

MAX_ID_CHARS = 256
"""arXiv ids are 10-20 characters and title slugs 60: a longer id would be repeated in every claim."""
MAX_TITLE_CHARS = 4_000
_TEXT_FIELDS = ("abstract", "title", "given_id", "version", "category", "source")
_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """``text`` with each lone surrogate (which no UTF-8 writer can encode) as U+FFFD.

    >>> valid_text("2x\\udc80 faster"), valid_text("plain")
    ('2x\\ufffd faster', 'plain')
    """
    return text if text.isascii() else _SURROGATE.sub("\ufffd", text)


def _valid_record(record: RawRecord, ctx: ReadContext) -> RawRecord:
    """The record with its strings made valid (reported once when any had to change)."""
    fields = {name: value for name in _TEXT_FIELDS if isinstance(value := getattr(record, name), str)}
    if all(map(str.isascii, fields.values())) and all(map(str.isascii, record.notes)):
        return record  # most records: ASCII holds no surrogate
    fixed = {name: valid_text(value) for name, value in fields.items()}
    notes = tuple(map(valid_text, record.notes))
    if fixed == fields and notes == record.notes:
        return record
    if fixed != fields:
        ctx.warn(record.line, f"record {record.number}: lone surrogates (invalid Unicode) replaced by U+FFFD")
    return dataclasses.replace(record, notes=notes, **fixed)


def _too_big(record: RawRecord, wanted: str, max_chars: int | None) -> str | None:
    """Why the record is too big to read, or None."""
    sizes = (("abstract", record.abstract, max_chars), ("title", record.title, MAX_TITLE_CHARS))
    for what, text, limit in (*sizes, ("id", wanted, MAX_ID_CHARS)):
        if limit is not None and len(text) > limit:
            return f"its {what} is {len(text):,} characters, over the limit of {limit:,}"
    return None


def build_documents(
    records: Iterable[RawRecord], ctx: ReadContext, ids: IdAllocator, max_chars: int | None = MAX_CHARS
) -> Iterator[Document]:
    """The documents of ``records``, with ids unique among all ids ``ids`` has handed out;
    records too big (abstract over ``max_chars`` characters, None: no limit) or invalid are skipped."""
    for raw in records:
        record = _valid_record(raw, ctx)
        for note in record.notes:
            ctx.warn(record.line, f"record {record.number}: {note}")
        wanted = record.given_id or slugify(record.title) or fallback_id(ctx.stem, record.number)
        why = _too_big(record, wanted, max_chars)
        if why is not None:
            ctx.skip(record.line, f"record {record.number} ({wanted[:40]!r}): {why}; skipped")
            continue
        document = _document(record, wanted, ctx, ids)
        if document is not None:
            yield document


def _document(record: RawRecord, wanted: str, ctx: ReadContext, ids: IdAllocator) -> Document | None:
    """The record as a ``Document`` with a unique id, or None after reporting why it is not one."""
    unique = ids.claim(wanted)
    if unique != wanted:
        ctx.warn(record.line, f"record {record.number}: duplicate id {wanted!r} renamed {unique!r}")
    try:
        return Document(
            id=unique,
            title=record.title,
            abstract=record.abstract,
            year=record.year,
            category=record.category,
            source=record.source or ctx.name,
            version=record.version,
        )
    except ValidationError as exc:
        ctx.skip(record.line, f"record {record.number}: not a valid document ({exc.errors()[0]['msg']}); skipped")
        return None

"""Plain text: the whole file is one abstract; the id comes from the file name.

The id is the arXiv id when the file is named after one (``2407.00079v2.txt``), else the
slug of the file stem. The title is empty. Line endings are ``\\n`` (``textio``); the ends are trimmed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.ids import parse_arxiv_id, slugify
from benchclaims.readers.textio import CHUNK_SIZE, iter_text, read_chunks


def read_text(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[RawRecord]:
    """The one record of a plain-text abstract (none when the file is blank or too long)."""
    pieces: list[str] = []
    size = 0
    for text in iter_text(read_chunks(stream, chunk_size), ctx):
        size += len(text)
        if ctx.max_chars is not None and size > ctx.max_chars:
            ctx.skip(None, f"over {ctx.max_chars:,} characters: too long for one abstract; file skipped")
            return
        pieces.append(text)
    abstract = "".join(pieces).strip()
    if abstract:
        given_id, version = stem_id(ctx.stem)
        yield RawRecord(number=1, line=1, abstract=abstract, given_id=given_id, version=version)


def stem_id(stem: str) -> tuple[str | None, str | None]:
    """(id, version) for a file stem: an arXiv id as such, else the slug (None when empty).

    >>> stem_id("2407.00079v2"), stem_id("My Abstract (draft)"), stem_id("…")
    (('2407.00079', 'v2'), ('my-abstract-draft', None), (None, None))
    """
    parsed = parse_arxiv_id(stem)
    return parsed if parsed else (slugify(stem) or None, None)

"""Which format a file is in: by extension, then by content.

- ``.jsonl``/``.ndjson`` → jsonl; ``.csv`` → csv; ``.xml``/``.atom`` → atom;
- ``.json`` → json, or jsonl when it starts with ``{`` and its first line is a whole JSON value;
- ``.txt`` → arxiv-listing when an ``arXiv<year>`` line is later followed by a category line
  (``cs.DC↗``), else text;
- anything else, by its first bytes: ``<`` → atom; ``[`` → json; ``{`` → as for ``.json``;
  a listing as above → arxiv-listing; a first line with an ``abstract``/``summary`` column
  and a comma → csv; NUL bytes (in a file without a UTF-16 byte-order mark) → unknown (None);
  otherwise text.

The content is read as UTF-8, or as UTF-16 when the file starts with its byte-order mark.
"""

from __future__ import annotations

import csv
import json
from pathlib import PurePath

from benchclaims.readers.listing import looks_like_listing
from benchclaims.readers.textio import decode_head, encoding_of

HEAD_BYTES = 1 << 16
_BY_EXTENSION = {".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".xml": "atom", ".atom": "atom"}
_ABSTRACT_COLUMNS = frozenset({"abstract", "summary"})


def guess_format(name: str, head: bytes) -> str | None:
    """The format of a file named ``name`` that starts with ``head``; None when it cannot tell.

    >>> guess_format("seeds.txt", "arXiv2026\\n\\nA Title\\n\\nAn abstract.\\n\\ncs.DC↗\\n".encode())
    'arxiv-listing'
    >>> guess_format("notes.txt", b"We present Foo, 2x faster.")
    'text'
    >>> guess_format("docs.json", b'{"id": "a", "abstract": "x"}\\n{"id": "b", "abstract": "y"}\\n')
    'jsonl'
    >>> guess_format("docs.json", b'{\\n  "id": "a",\\n  "abstract": "x"\\n}\\n')
    'json'
    >>> guess_format("export.dat", b"id,title,abstract\\n1,A,B\\n")
    'csv'
    >>> guess_format("blob.bin", b"PK\\x03\\x04\\x00") is None
    True
    >>> guess_format("export.dat", "id,abstract\\n1,B\\n".encode("utf-16"))
    'csv'
    """
    suffix = PurePath(name).suffix.lower()
    if suffix in _BY_EXTENSION:
        return _BY_EXTENSION[suffix]
    text = decode_head(head)
    if suffix == ".json":
        return _json_flavour(text)
    if suffix == ".txt":
        return "arxiv-listing" if looks_like_listing(text.splitlines()) else "text"
    binary = b"\x00" in head and encoding_of(head)[0] == "utf-8"
    return None if binary else _by_content(text)


def _by_content(text: str) -> str:
    start = text.lstrip()[:1]
    if start == "<":
        return "atom"
    if start in ("[", "{"):
        return _json_flavour(text)
    lines = text.splitlines()
    if looks_like_listing(lines):
        return "arxiv-listing"
    return "csv" if lines and _is_csv_header(lines[0]) else "text"


def _json_flavour(text: str) -> str:
    """jsonl when the text starts with an object that fills its first line, else json."""
    stripped = text.lstrip()
    if not stripped.startswith("{"):
        return "json"
    try:
        json.loads(stripped.split("\n", 1)[0])
    except (ValueError, RecursionError):  # a JSONDecodeError, or a number over Python's digit limit
        return "json"
    return "jsonl"


def _is_csv_header(line: str) -> bool:
    cells = next(csv.reader([line]), [])
    return len(cells) > 1 and bool(_ABSTRACT_COLUMNS & {cell.strip().lower() for cell in cells})

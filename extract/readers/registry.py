"""The format registry and the public entry points: check an input, choose its reader, stream documents.

A new input format is one reader module and one line in ``_READERS``.
"""

from __future__ import annotations

import stat
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from types import MappingProxyType

from benchclaims.readers.atom import read_atom
from benchclaims.readers.base import MAX_CHARS, ReadContext, Reader
from benchclaims.readers.csvtable import read_csv
from benchclaims.readers.documents import build_documents
from benchclaims.readers.ids import IdAllocator
from benchclaims.readers.jsonarray import read_json
from benchclaims.readers.jsonl import read_jsonl
from benchclaims.readers.listing import read_listing
from benchclaims.readers.plaintext import read_text
from benchclaims.readers.problems import InputError, ProblemHandler, warn_problem
from benchclaims.readers.sniff import HEAD_BYTES, guess_format
from benchclaims.readers.textio import decode_head
from benchclaims.schemas import Document

_READERS: Mapping[str, Reader] = MappingProxyType(
    {
        "arxiv-listing": read_listing,
        "jsonl": read_jsonl,
        "json": read_json,
        "csv": read_csv,
        "atom": read_atom,
        "text": read_text,
    }
)
FORMATS: tuple[str, ...] = tuple(_READERS)


@dataclass(frozen=True)
class _Input:
    """A checked input file: it exists, its format is known, and whether it is blank."""

    path: Path
    fmt: str
    blank: bool


def detect_format(path: str | Path) -> str:
    """The format ``read_documents`` would read ``path`` as; ``InputError`` when there is none."""
    return _check(path, None).fmt


def read_documents(
    path: str | Path,
    fmt: str | None = None,
    on_problem: ProblemHandler | None = None,
    max_chars: int | None = MAX_CHARS,
) -> Iterator[Document]:
    """Stream the documents of one input file.

    ``fmt`` (one of ``FORMATS``) overrides the format found from the extension and content.
    Bad records are reported to ``on_problem`` (default: a ``ReadWarning``) and skipped.
    Raises ``InputError`` at once, before anything is read, for a missing file, a directory or
    device, an unknown ``fmt`` or a file whose format cannot be told. A record (a JSON line or
    element, a CSV line, a feed entry, a text file) or an abstract longer than ``max_chars``
    characters (None: no limit) is reported and skipped.

    >>> from importlib.resources import files
    >>> demo = files("benchclaims").joinpath("data", "demo", "abstracts.jsonl")
    >>> [doc.id for doc in read_documents(str(demo))][:2]
    ['demo-fluxserve', 'demo-kilotrain']
    """
    checked = _check(path, fmt)
    return _read(checked, on_problem or warn_problem, IdAllocator(), max_chars)


def read_many(
    paths: Iterable[str | Path],
    fmt: str | None = None,
    on_problem: ProblemHandler | None = None,
    max_chars: int | None = MAX_CHARS,
) -> Iterator[Document]:
    """Stream the documents of several files in the order given, with ids unique across them.

    A repeated id gets ``-2``, ``-3``… in reading order, so the same files in the same order
    always give the same ids. Every path is checked (``InputError``) before any is read.
    """
    checked = [_check(path, fmt) for path in paths]
    ids = IdAllocator()
    handler = on_problem or warn_problem
    return chain.from_iterable(_read(item, handler, ids, max_chars) for item in checked)


def _check(path: str | Path, fmt: str | None) -> _Input:
    path = Path(path)
    if fmt is not None and fmt not in _READERS:
        raise InputError(f"{path}: unknown format {fmt!r} (known: {', '.join(FORMATS)})")
    head = _head(path)
    chosen = fmt or guess_format(path.name, head)
    if chosen is None:
        raise InputError(f"{path}: cannot tell the input format (binary data?); name one of: {', '.join(FORMATS)}")
    blank = len(head) < HEAD_BYTES and not decode_head(head).strip()
    return _Input(path, chosen, blank)


def _head(path: Path) -> bytes:
    if path.is_dir():
        raise InputError(f"{path}: is a directory, not an input file")
    try:
        mode = path.stat().st_mode
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
            raise InputError(f"{path}: is a device, not an input file")
        with path.open("rb") as stream:
            return stream.read(HEAD_BYTES)
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror or exc})") from None


def _read(
    checked: _Input, on_problem: ProblemHandler, ids: IdAllocator, max_chars: int | None = MAX_CHARS
) -> Iterator[Document]:
    path = checked.path
    ctx = ReadContext(path=str(path), name=path.name, stem=path.stem, on_problem=on_problem, max_chars=max_chars)
    if checked.blank:
        ctx.warn(None, "empty file: no documents")
        return
    with path.open("rb") as stream:
        yield from build_documents(_READERS[checked.fmt](stream, ctx), ctx, ids, max_chars)

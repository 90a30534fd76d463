"""The local cache of arXiv API responses and documents: one SQLite file.

``responses`` holds raw bodies keyed by the full request URL (so a rerun makes no
request); ``documents`` holds each ``Document`` as JSON keyed by arXiv id and version
(so v1 and v2 of a paper sit side by side, and ``--offline`` can answer id lookups).
The default file is ``$XDG_CACHE_HOME/benchclaims/arxiv.sqlite`` (``~/.cache/…``).

Any SQLite failure (a file that is not a cache, a table of another shape, a read-only file,
a lock held by another process for over ``LOCK_WAIT`` seconds) is a one-line ``FetchError``
naming the file; a stored document that no longer reads as one is a cache miss.
"""

from __future__ import annotations

import functools
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from benchclaims.fetch.errors import FetchError
from benchclaims.schemas import Document
from pydantic import ValidationError

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    url TEXT PRIMARY KEY, body BLOB NOT NULL, fetched_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
    id TEXT NOT NULL, version TEXT NOT NULL, vnum INTEGER NOT NULL, published TEXT,
    json TEXT NOT NULL, fetched_at REAL NOT NULL, PRIMARY KEY (id, version));
"""
_VERSION = re.compile(r"v(\d+)")
LOCK_WAIT = 5.0
P = ParamSpec("P")
R = TypeVar("R")


def default_cache_path() -> Path:
    """``$XDG_CACHE_HOME/benchclaims/arxiv.sqlite``, else under ``~/.cache``."""
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "benchclaims" / "arxiv.sqlite"


def version_number(version: str | None) -> int:
    """The number of an arXiv version (0 when unknown), for ordering.

    >>> version_number("v2"), version_number("v10"), version_number(None)
    (2, 10, 0)
    """
    match = _VERSION.fullmatch(version or "")
    return int(match[1]) if match else 0


def cache_problem(path: Path, exc: Exception) -> str:
    """What went wrong with the cache file, in one line.

    >>> cache_problem(Path("c.sqlite"), sqlite3.OperationalError("database is locked"))
    'the cache c.sqlite is locked by another process (waited 5 s)'
    """
    text = " ".join(str(exc).split())
    if "locked" in text:
        return f"the cache {path} is locked by another process (waited {LOCK_WAIT:g} s)"
    if "readonly" in text or isinstance(exc, PermissionError):
        return f"the cache {path} cannot be written ({text})"
    return f"the cache {path} is unusable ({text}); remove it, or give another --cache"


def _guarded(method: Callable[Concatenate[Cache, P], R]) -> Callable[Concatenate[Cache, P], R]:
    """A ``Cache`` method whose SQLite errors become one-line ``FetchError``s naming the file."""

    @functools.wraps(method)
    def guarded(self: Cache, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except (OSError, sqlite3.Error) as exc:
            raise FetchError(cache_problem(self.path, exc)) from exc

    return guarded


def _document(json: str) -> Document | None:
    """A stored document, or None when the row no longer reads as one (a cache miss)."""
    try:
        return Document.model_validate_json(json)
    except ValidationError:
        return None


class Cache:
    """An open cache file. Use as a context manager, or call ``close()``.

    With ``create=False`` a missing file is a ``FetchError`` instead of a new, empty cache.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, create: bool = True) -> None:
        self.path = Path(path) if path is not None else default_cache_path()
        if not create and not self.path.exists():
            raise FetchError(f"offline, and there is no cache at {self.path}; run once online first")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=LOCK_WAIT)
            self._db.executescript(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise FetchError(cache_problem(self.path, exc)) from exc

    def __enter__(self) -> Cache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._db.close()

    @_guarded
    def response(self, url: str) -> bytes | None:
        """The cached body of ``url``, or None."""
        row = self._db.execute("SELECT body FROM responses WHERE url = ?", (url,)).fetchone()
        return bytes(row[0]) if row else None

    @_guarded
    def store_response(self, url: str, body: bytes) -> None:
        with self._db:
            self._db.execute("INSERT OR REPLACE INTO responses VALUES (?, ?, ?)", (url, body, time.time()))

    @_guarded
    def store_documents(self, docs: Iterable[tuple[Document, str | None]]) -> None:
        """Store documents with their published dates (ISO ``YYYY-MM-DD`` or None)."""
        rows = [
            (d.id, d.version or "", version_number(d.version), published, d.model_dump_json(), time.time())
            for d, published in docs
        ]
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO documents VALUES (?, ?, ?, ?, ?, ?)", rows)

    @_guarded
    def document(self, arxiv_id: str, version: str | None = None) -> tuple[Document, str | None] | None:
        """The cached document ``arxiv_id`` (that version, else its newest) and its published date."""
        sql = "SELECT json, published FROM documents WHERE id = ?"
        args: tuple[str, ...] = (arxiv_id,)
        if version:
            sql, args = sql + " AND version = ?", (arxiv_id, version)
        row = self._db.execute(sql + " ORDER BY vnum DESC LIMIT 1", args).fetchone()
        document = _document(row[0]) if row else None
        return (document, row[1]) if row and document else None

    @_guarded
    def versions(self, arxiv_id: str) -> list[Document]:
        """Every cached version of ``arxiv_id``, oldest first."""
        rows = self._db.execute("SELECT json FROM documents WHERE id = ? ORDER BY vnum", (arxiv_id,))
        return [doc for (json,) in rows if (doc := _document(json)) is not None]

    @_guarded
    def latest_documents(self) -> Iterator[Document]:
        """The newest cached version of every paper, by id."""
        rows = self._db.execute(
            "SELECT json FROM documents AS d WHERE vnum = (SELECT MAX(vnum) FROM documents WHERE id = d.id) ORDER BY id"
        )
        return iter([doc for (json,) in rows.fetchall() if (doc := _document(json)) is not None])

    @_guarded
    def counts(self) -> dict[str, int]:
        """How many responses, documents and distinct papers are cached."""
        one = self._db.execute
        return {
            "responses": one("SELECT COUNT(*) FROM responses").fetchone()[0],
            "documents": one("SELECT COUNT(*) FROM documents").fetchone()[0],
            "papers": one("SELECT COUNT(DISTINCT id) FROM documents").fetchone()[0],
        }

    @_guarded
    def clear(self) -> None:
        with self._db:
            self._db.execute("DELETE FROM responses")
            self._db.execute("DELETE FROM documents")
        self._db.execute("VACUUM")


def cache_info(path: str | os.PathLike[str] | None = None) -> dict[str, object]:
    """Path, size in bytes and entry counts of the cache (zeros when it does not exist yet)."""
    where = Path(path) if path is not None else default_cache_path()
    info: dict[str, object] = {"path": str(where), "exists": where.exists()}
    counts = {"responses": 0, "documents": 0, "papers": 0}
    if where.exists():
        with closing(Cache(where)) as cache:
            counts = cache.counts()
    entries = counts["responses"] + counts["documents"]
    return info | counts | {"entries": entries, "size": where.stat().st_size if where.exists() else 0}


def cache_clear(path: str | os.PathLike[str] | None = None) -> dict[str, object]:
    """Empty the cache; return its info as it was before."""
    before = cache_info(path)
    if before["exists"]:
        with Cache(before["path"]) as cache:  # type: ignore[arg-type]
            cache.clear()
    return before

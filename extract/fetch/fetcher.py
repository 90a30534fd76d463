"""``fetch_documents``: arXiv API results as ``Document`` records, through the cache.

Searches page through results newest first and stop at ``max_results``, once a page
reaches papers published before ``since``, at the feed's ``totalResults``, at a page that
repeats the one before, or after ``MAX_SEARCH_RESULTS`` (the most the API serves), so a
misbehaving server cannot keep a run paging forever. Id lookups are answered from the
documents cache where possible and fetch only the ids it lacks; an id the API does not
return is reported as a skipped record. ``offline`` uses the cache alone.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from itertools import islice
from pathlib import Path
from typing import Protocol

from benchclaims.fetch.cache import Cache
from benchclaims.fetch.client import ArxivClient
from benchclaims.fetch.errors import FetchError
from benchclaims.fetch.feed import Page, key, parse_page
from benchclaims.fetch.query import (
    DEFAULT_BASE_URL,
    PAGE_SIZE,
    Query,
    checked_base_url,
    normalize_ids,
    page_params,
    page_size,
    parse_since,
    request_url,
    search_query,
)
from benchclaims.readers import ProblemHandler, ReadProblem, parse_arxiv_id
from benchclaims.readers.problems import warn_problem
from benchclaims.schemas import Document

BASE_URL_ENV = "BENCHCLAIMS_ARXIV_URL"
MAX_SEARCH_RESULTS = 30_000
"""The arXiv API serves at most this many results of one search."""


class Getter(Protocol):
    """What fetches a URL: ``ArxivClient`` or a test double."""

    def get(self, url: str) -> bytes: ...


def base_url_from(explicit: str | None = None) -> str:
    """The API base URL: the argument, else ``$BENCHCLAIMS_ARXIV_URL``, else arXiv's; ``ValueError``
    unless it is https (or http to this machine)."""
    return checked_base_url(explicit or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL)


@dataclass
class _Session:
    """One fetch run: where responses come from and where problems go."""

    cache: Cache
    client: Getter | None
    base_url: str
    offline: bool
    refresh: bool
    on_problem: ProblemHandler

    def page(self, query: Query, start: int, size: int) -> Page:
        """One page of results, from the cache unless ``refresh``; fetched pages are cached."""
        url = request_url(self.base_url, page_params(query, start, size))
        body = None if self.refresh and not self.offline else self.cache.response(url)
        if body is not None:
            return parse_page(body, url, self.on_problem)
        if self.offline or self.client is None:
            raise FetchError(f"offline, and {url} is not in the cache {self.cache.path}; run once online first")
        body = self.client.get(url)
        page = parse_page(body, url, self.on_problem)
        self.cache.store_response(url, body)
        self.cache.store_documents((doc, day.isoformat() if day else None) for doc, day in page.documents)
        return page


def _search(
    session: _Session, query: Query, since: date | None, max_results: int | None, size: int = PAGE_SIZE
) -> Iterator[Document]:
    """Page through a search, newest first, until the results run out (a short page, the feed's
    ``totalResults``, or a page repeating the one before), reach ``max_results`` or go older than
    ``since``; never past ``MAX_SEARCH_RESULTS``."""
    limit = min(max_results or MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS)
    start, last = 0, None
    while wanted := page_size(start, limit, size):
        page = session.page(query, start, wanted)
        keys = [key(doc) for doc, _day in page.documents]
        if keys and keys == last:
            session.on_problem(ReadProblem("arXiv API", None, f"start={start}: the page before, again; paging stops"))
            return
        yield from (doc for doc, day in page.documents if since is None or day is None or day >= since)
        start, last = start + page.entries, keys
        oldest = page.oldest
        if (
            page.entries < wanted
            or (page.total is not None and start >= page.total)
            or (since and oldest and oldest < since)
        ):
            return
    if limit < (max_results or limit + 1):
        session.on_problem(
            ReadProblem("arXiv API", None, f"the API serves at most {MAX_SEARCH_RESULTS:,} results; stopped there")
        )


def _cached(session: _Session, wanted: str) -> Document | None:
    """The cached document for an id (``2407.00079`` or ``2407.00079v2``), unless refreshing."""
    if session.refresh and not session.offline:
        return None
    arxiv_id, version = parse_arxiv_id(wanted) or (wanted, None)
    hit = session.cache.document(arxiv_id, version)
    return hit[0] if hit else None


def _lookup(session: _Session, ids: tuple[str, ...], since: date | None) -> Iterator[Document]:
    """The documents of ``ids`` in the order given: cached ones, then the rest fetched in pages."""
    found = {wanted: doc for wanted in ids if (doc := _cached(session, wanted)) is not None}
    missing = [wanted for wanted in ids if wanted not in found]
    if missing and session.offline:
        raise FetchError(f"offline, and not in the cache {session.cache.path}: {', '.join(missing)}")
    for chunk in (missing[i : i + PAGE_SIZE] for i in range(0, len(missing), PAGE_SIZE)):
        page = session.page(Query(ids=tuple(chunk)), 0, len(chunk))
        found |= _match_ids(chunk, page.documents, session.on_problem, since)
    return (found[wanted] for wanted in ids if wanted in found)


def _match_ids(
    wanted: list[str],
    docs: Iterable[tuple[Document, date | None]],
    on_problem: ProblemHandler,
    since: date | None,
) -> dict[str, Document]:
    """Which fetched document answers which wanted id; ids with no answer are reported."""
    by_key = {}
    for doc, day in docs:
        if since is None or day is None or day >= since:
            by_key[doc.id] = by_key[key(doc)] = doc
    for lost in (w for w in wanted if w not in by_key):
        on_problem(ReadProblem("arXiv API", None, f"{lost}: not returned by the API (or before --since)", skipped=True))
    return {w: by_key[w] for w in wanted if w in by_key}


@dataclass(frozen=True)
class _Settings:
    """Where and how a fetch run gets its responses."""

    base_url: str
    cache_path: str | os.PathLike[str] | None
    offline: bool
    client: Getter | None
    refresh: bool
    on_problem: ProblemHandler
    page_size: int = PAGE_SIZE


def fetch_documents(
    author: str | None = None,
    category: str | None = None,
    query: str | None = None,
    ids: Iterable[str] = (),
    since: str | date | None = None,
    max_results: int | None = None,
    *,
    base_url: str | None = None,
    cache_path: str | os.PathLike[str] | None = None,
    offline: bool = False,
    client: Getter | None = None,
    refresh: bool = False,
    on_problem: ProblemHandler | None = None,
    page_size: int = PAGE_SIZE,
) -> Iterator[Document]:
    """Documents from the arXiv API matching all the given options, through the cache.

    Options are checked at once (``ValueError``); fetching happens as the result is iterated
    and fails with ``FetchError``. ``refresh`` re-fetches instead of reading the cache.
    """
    plan = Query(search_query(author, category, query), normalize_ids(list(ids)))
    if plan.search is None and not plan.ids:
        raise ValueError("nothing to fetch: give an author, a category, a query or ids")
    if page_size < 1 or (max_results is not None and max_results < 1):
        raise ValueError(f"max_results and page_size must be at least 1 (got {max_results}, {page_size})")
    day = parse_since(since) if isinstance(since, str) else since
    settings = _Settings(
        base_url_from(base_url), cache_path, offline, client, refresh, on_problem or warn_problem, page_size
    )
    return _run(plan, day, max_results, settings)


def _run(plan: Query, since: date | None, max_results: int | None, settings: _Settings) -> Iterator[Document]:
    """The generator behind ``fetch_documents``; the cache stays open while it runs."""
    path = Path(settings.cache_path) if settings.cache_path is not None else None
    with Cache(path, create=not settings.offline) as cache:
        getter = None if settings.offline else (settings.client or ArxivClient())
        session = _Session(cache, getter, settings.base_url, settings.offline, settings.refresh, settings.on_problem)
        if plan.search is None:
            docs: Iterable[Document] = _lookup(session, plan.ids, since)
        else:
            docs = _search(session, plan, since, max_results, settings.page_size)
        seen: set[str] = set()
        for doc in islice(docs, max_results):
            if key(doc) not in seen:
                seen.add(key(doc))
                yield doc

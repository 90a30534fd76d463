"""Fetch abstracts from the arXiv API: by author, category, query or ids; cached and polite.

    >>> from benchclaims.fetch import fetch_documents
    >>> docs = fetch_documents(author="Yibo Zhu", category="cs.DC", since="2025-01-01")  # doctest: +SKIP

``query`` builds request URLs (pure functions); ``client`` makes the requests (one every
3 seconds, retries with backoff); ``cache`` keeps responses and documents in SQLite;
``feed`` reads a response with the Atom reader of ``benchclaims.readers``; ``fetcher`` ties
them together; ``cli`` holds the command-line options. Every failure is a one-line
``FetchError``. Names are imported lazily, so the command line's ``--help`` stays fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchclaims.fetch.cache import Cache, cache_clear, cache_info, default_cache_path
    from benchclaims.fetch.client import ArxivClient, RateLimiter, user_agent
    from benchclaims.fetch.errors import FILES_HINT, FetchError
    from benchclaims.fetch.fetcher import BASE_URL_ENV, base_url_from, fetch_documents
    from benchclaims.fetch.query import DEFAULT_BASE_URL, parse_since, search_query

_LAZY = {
    "Cache": "cache",
    "cache_clear": "cache",
    "cache_info": "cache",
    "default_cache_path": "cache",
    "ArxivClient": "client",
    "RateLimiter": "client",
    "user_agent": "client",
    "FILES_HINT": "errors",
    "FetchError": "errors",
    "BASE_URL_ENV": "fetcher",
    "base_url_from": "fetcher",
    "fetch_documents": "fetcher",
    "DEFAULT_BASE_URL": "query",
    "parse_since": "query",
    "search_query": "query",
}

__all__ = [
    "BASE_URL_ENV",
    "DEFAULT_BASE_URL",
    "FILES_HINT",
    "ArxivClient",
    "Cache",
    "FetchError",
    "RateLimiter",
    "base_url_from",
    "cache_clear",
    "cache_info",
    "default_cache_path",
    "fetch_documents",
    "parse_since",
    "search_query",
    "user_agent",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(f"benchclaims.fetch.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'benchclaims.fetch' has no attribute {name!r}")

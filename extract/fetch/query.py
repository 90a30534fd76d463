"""Pure functions that turn fetch options into arXiv API request URLs.

The API (``/api/query``) takes ``search_query`` (fields such as ``au:``, ``cat:``, ``all:``
joined by ``AND``), ``id_list`` (comma-separated ids), ``start``, ``max_results``,
``sortBy`` and ``sortOrder``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from urllib.parse import urlencode, urlsplit

from benchclaims.readers import parse_arxiv_id

DEFAULT_BASE_URL = "https://export.arxiv.org/api/query"
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})
PAGE_SIZE = 100
_CATEGORY = re.compile(r"[A-Za-z][A-Za-z-]*(?:\.[A-Za-z-]+)?")
_SINCE = re.compile(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?")


@dataclass(frozen=True)
class Query:
    """What to ask the API for: a search expression and/or a list of ids."""

    search: str | None = None
    ids: tuple[str, ...] = ()

    @property
    def sorted_by_date(self) -> bool:
        """True when results come newest first (so paging can stop at ``since``)."""
        return self.search is not None


def search_query(author: str | None = None, category: str | None = None, query: str | None = None) -> str | None:
    """The ``search_query`` expression of the options, or None when none is given.

    >>> search_query(author="Yibo Zhu")
    'au:"Yibo Zhu"'
    >>> search_query(author="Yibo Zhu", category="cs.DC", query="all:KV cache")
    'au:"Yibo Zhu" AND cat:cs.DC AND (all:KV cache)'
    >>> search_query(query="all:KV cache")
    'all:KV cache'
    >>> search_query() is None
    True
    >>> search_query(category="cs DC; drop")
    Traceback (most recent call last):
    ValueError: not an arXiv category: 'cs DC; drop'
    """
    parts = []
    if author and author.strip():
        parts.append('au:"' + " ".join(author.replace('"', " ").split()) + '"')
    if category:
        if not _CATEGORY.fullmatch(category.strip()):
            raise ValueError(f"not an arXiv category: {category!r}")
        parts.append(f"cat:{category.strip()}")
    if query and query.strip():
        text = query.strip()
        parts.append(f"({text})" if parts and " " in text else text)
    return " AND ".join(parts) or None


def normalize_ids(ids: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """arXiv ids (or abs/pdf URLs, ``arXiv:`` prefixes) as the API wants them, versions kept,
    duplicates dropped.

    >>> normalize_ids(["2407.00079", "arXiv:2501.01234v2", "https://arxiv.org/abs/2407.00079"])
    ('2407.00079', '2501.01234v2')
    >>> normalize_ids(["not-an-id"])
    Traceback (most recent call last):
    ValueError: not an arXiv id: 'not-an-id'
    """
    found: dict[str, None] = {}
    for text in ids:
        parsed = parse_arxiv_id(text)
        if parsed is None:
            raise ValueError(f"not an arXiv id: {text!r}")
        found[parsed[0] + (parsed[1] or "")] = None
    return tuple(found)


def parse_since(text: str) -> date:
    """The first day of ``YYYY-MM-DD``, ``YYYY-MM`` or ``YYYY``.

    >>> parse_since("2025-01-15"), parse_since("2025-03"), parse_since("2024")
    (datetime.date(2025, 1, 15), datetime.date(2025, 3, 1), datetime.date(2024, 1, 1))
    >>> parse_since("last week")
    Traceback (most recent call last):
    ValueError: not a date (YYYY-MM-DD, YYYY-MM or YYYY): 'last week'
    """
    match = _SINCE.fullmatch(text.strip())
    try:
        if match is None:
            raise ValueError
        return date(int(match[1]), int(match[2] or 1), int(match[3] or 1))
    except ValueError:
        raise ValueError(f"not a date (YYYY-MM-DD, YYYY-MM or YYYY): {text!r}") from None


def page_params(query: Query, start: int, size: int) -> dict[str, str]:
    """The request parameters of one page.

    >>> page_params(Query(search='cat:cs.DC'), 100, 50)  # doctest: +NORMALIZE_WHITESPACE
    {'search_query': 'cat:cs.DC', 'start': '100', 'max_results': '50',
     'sortBy': 'submittedDate', 'sortOrder': 'descending'}
    >>> page_params(Query(ids=('2407.00079', '2501.01234v2')), 0, 2)
    {'id_list': '2407.00079,2501.01234v2', 'start': '0', 'max_results': '2'}
    """
    params: dict[str, str] = {}
    if query.search:
        params["search_query"] = query.search
    if query.ids:
        params["id_list"] = ",".join(query.ids)
    params |= {"start": str(start), "max_results": str(size)}
    if query.sorted_by_date:
        params |= {"sortBy": "submittedDate", "sortOrder": "descending"}
    return params


def checked_base_url(url: str) -> str:
    """``url`` when it is an https URL (or plain http to this machine, for a local test server).

    >>> checked_base_url("http://127.0.0.1:8000/api/query")
    'http://127.0.0.1:8000/api/query'
    >>> checked_base_url("http://export.arxiv.org/api/query")
    Traceback (most recent call last):
    ValueError: the arXiv API URL must be https:// (http:// only to this machine): 'http://export.arxiv.org/api/query'
    """
    parts = urlsplit(url)
    if parts.scheme == "https" or (parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS):
        return url
    raise ValueError(f"the arXiv API URL must be https:// (http:// only to this machine): {url!r}")


def request_url(base_url: str, params: dict[str, str]) -> str:
    """The full request URL (also the cache key).

    >>> request_url("http://127.0.0.1:8000/api/query", {"search_query": 'au:"A B"', "start": "0"})
    'http://127.0.0.1:8000/api/query?search_query=au%3A%22A+B%22&start=0'
    """
    return f"{base_url}?{urlencode(params)}"


def page_size(fetched: int, max_results: int | None, size: int = PAGE_SIZE) -> int:
    """How many results to ask for next: a full page, or what is left of ``max_results``.

    >>> page_size(0, None), page_size(0, 30), page_size(100, 130), page_size(130, 130)
    (100, 30, 30, 0)
    """
    if max_results is None:
        return size
    return max(0, min(size, max_results - fetched))

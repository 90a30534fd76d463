"""The command-line side of fetching: the shared arXiv options, ``fetch`` and ``cache``.

Only ``argparse`` is imported at module level, so building the parser stays fast;
``benchclaims.cli`` wires these into its command registry.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchclaims.readers import ProblemHandler
    from benchclaims.schemas import Document

SOURCE_OPTIONS = ("author", "category", "query", "ids")


def _since(text: str) -> str:
    """argparse type of ``--since``: checked here, passed on as given."""
    from benchclaims.fetch.query import parse_since

    try:
        parse_since(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _arxiv_id(text: str) -> str:
    """argparse type of ``--id``."""
    from benchclaims.fetch.query import normalize_ids

    try:
        return normalize_ids([text])[0]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def whole_number(text: str, minimum: int = 0) -> int:
    """argparse type of ``--retries`` (and ``--max-chars``): a whole number, at least ``minimum``.

    >>> whole_number("3"), whole_number("0")
    (3, 0)
    >>> whole_number("0", minimum=1)
    Traceback (most recent call last):
    argparse.ArgumentTypeError: not a number >= 1: '0'
    """
    try:
        number = int(text)
    except ValueError:
        number = minimum - 1
    if number < minimum:
        raise argparse.ArgumentTypeError(f"not a number >= {minimum}: {text!r}")
    return number


def _positive(text: str) -> int:
    """argparse type of ``--max``."""
    return whole_number(text, minimum=1)


def add_cache_option(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    parser.add_argument(
        "--cache", metavar="PATH", help="the cache file (default: $XDG_CACHE_HOME/benchclaims/arxiv.sqlite)"
    )


def add_source_arguments(parser: argparse.ArgumentParser) -> None:
    """The arXiv API options, as one argument group: with any of them, documents are fetched."""
    group = parser.add_argument_group("fetch from the arXiv API (one request every 3 s; cached)")
    group.add_argument("--author", metavar="NAME", help='papers by NAME (au:"NAME")')
    group.add_argument("--category", metavar="CAT", help="papers in category CAT, e.g. cs.DC")
    group.add_argument("--query", metavar="Q", help='a raw arXiv search expression, e.g. "all:KV cache"')
    group.add_argument(
        "--id",
        dest="ids",
        metavar="ID",
        nargs="+",
        action="extend",
        type=_arxiv_id,
        default=[],
        help="arXiv ids, with or without version (2407.00079, 2407.00079v2)",
    )
    group.add_argument("--since", metavar="DATE", type=_since, help="published on or after DATE (YYYY-MM-DD)")
    group.add_argument("--max", dest="max_results", metavar="N", type=_positive, help="at most N papers")
    add_cache_option(group)
    group.add_argument("--offline", action="store_true", help="use the cache alone; never make a request")
    group.add_argument("--refresh", action="store_true", help="fetch again even what is cached")
    group.add_argument(
        "--retries", metavar="N", type=whole_number, default=3, help="retries on 5xx and timeouts (default 3)"
    )


def add_fetch_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``fetch`` command's arguments."""
    add_source_arguments(parser)
    parser.add_argument("-o", "--output", metavar="OUT", help="write the documents to OUT (.jsonl, .csv…)")
    parser.add_argument("--skip-bad", action="store_true", help="exit 0 even when malformed entries were skipped")
    parser.set_defaults(inputs=[], format=None)


def wants_fetch(args: argparse.Namespace) -> bool:
    """True when any of --author, --category, --query, --id was given."""
    return any(getattr(args, name, None) for name in SOURCE_OPTIONS)


def fetched_documents(args: argparse.Namespace, on_problem: ProblemHandler) -> Iterator[Document] | None:
    """The documents the arXiv options ask for, or None when none was given."""
    if not wants_fetch(args):
        return None
    from benchclaims.fetch.client import ArxivClient
    from benchclaims.fetch.errors import FetchError
    from benchclaims.fetch.fetcher import fetch_documents

    try:
        return fetch_documents(
            args.author,
            args.category,
            args.query,
            args.ids,
            args.since,
            args.max_results,
            cache_path=args.cache,
            offline=args.offline,
            refresh=args.refresh,
            client=ArxivClient(retries=args.retries),
            on_problem=on_problem,
        )
    except ValueError as exc:  # options argparse could not check alone
        raise FetchError(str(exc)) from None


def add_cache_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``cache`` command's arguments."""
    parser.add_argument("action", choices=("info", "clear"), help="show what is cached, or empty the cache")
    add_cache_option(parser)


def describe(info: dict[str, object]) -> str:
    """What ``cache info`` prints.

    >>> print(describe({"path": "/c/a.sqlite", "entries": 3, "responses": 1, "documents": 2,
    ...                 "papers": 2, "size": 8192}))
    /c/a.sqlite
    3 entries: 1 responses, 2 documents of 2 papers; 8192 bytes
    """
    return (
        f"{info['path']}\n{info['entries']} entries: {info['responses']} responses, "
        f"{info['documents']} documents of {info['papers']} papers; {info['size']} bytes"
    )


def run_cache(args: argparse.Namespace) -> int:
    """``benchclaims cache info|clear``."""
    from benchclaims.fetch.cache import cache_clear, cache_info

    if args.action == "clear":
        print(f"cleared: {describe(cache_clear(args.cache))}")
    else:
        print(describe(cache_info(args.cache)))
    return 0

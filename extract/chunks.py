"""Documents in chunks: the unit of work that the process pool (``parallel``) and Dask
(``distributed``) both hand out, and the task that extracts one.

>>> from benchclaims.schemas import Document
>>> chunk = [Document(id="a", abstract="It is 3x faster than Ray."), Document(id="b", abstract="None.")]
>>> [[c.value for c in claims] for claims in extract_chunk(chunk)]
[[3.0], []]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, NamedTuple, TypeVar

if TYPE_CHECKING:
    from benchclaims.schemas import Claim, Document

P = TypeVar("P")
R = TypeVar("R")
T = TypeVar("T")
Result = tuple["Document", list["Claim"]]
Claims = list[list["Claim"]]
Fields = list[tuple[str, str, str]]
Work = Callable[[P], R]
Pair = Callable[[P, R], Iterable[T]]


class Written(NamedTuple):
    """A chunk's claims as JSON Lines text, with how many documents, claims and documents with claims it holds."""

    documents: int
    claims: int
    with_claims: int
    text: str


def chunked(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """Cut a stream into lists of ``size`` items (the last may be shorter), pulling lazily.

    >>> list(chunked(iter(range(5)), 2))
    [[0, 1], [2, 3], [4]]
    """
    iterator = iter(items)
    while piece := list(islice(iterator, size)):
        yield piece


def extract_chunk(docs: list[Document]) -> Claims:
    """The task of a worker: the claims of each document of a chunk, in order."""
    from benchclaims.pipeline import extract_document  # on first use: `benchclaims --help` stays light

    return [extract_document(doc) for doc in docs]


def jsonl_chunk(docs: list[Document]) -> Written:
    """The claims of a chunk's documents as JSON Lines text: a worker's task when it also serializes."""
    from benchclaims.writers import jsonl_line

    claims = extract_chunk(docs)
    text = "".join(jsonl_line(claim) + "\n" for of_doc in claims for claim in of_doc)
    return Written(len(docs), sum(map(len, claims)), sum(1 for of_doc in claims if of_doc), text)


def zip_claims(docs: list[Document], claims: Claims) -> Iterator[Result]:
    """Each document of a chunk with its claims."""
    return zip(docs, claims, strict=True)


def keep_written(_docs: list[Document], written: Written) -> Iterator[Written]:
    """A chunk's ``Written`` as it is (its documents are not needed any more)."""
    yield written

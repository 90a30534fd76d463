"""Documents in chunks: the unit of work that the process pool (``parallel``) and Dask
(``distributed``) both hand out, and the task that extracts one.

>>> from benchclaims.schemas import Document
>>> chunk = [Document(id="a", abstract="It is 3x faster than Ray."), Document(id="b", abstract="None.")]
>>> [[c.value for c in claims] for claims in extract_chunk(chunk)]
[[3.0], []]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from benchclaims.schemas import Claim, Document

T = TypeVar("T")
Result = tuple["Document", list["Claim"]]
Claims = list[list["Claim"]]


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

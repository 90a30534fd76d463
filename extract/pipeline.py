"""The extraction entry points: Document in, Claim records out."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from benchclaims.schemas import Claim, Document


def extract_document(doc: Document) -> list[Claim]:
    """All claims of one document, sorted by span."""
    from benchclaims.assemble import claims_of

    return claims_of(doc)


def extract_claims(text: str, title: str | None = None, doc_id: str = "text") -> list[Claim]:
    """Claims of a bare abstract text; ``title`` helps find the system name.

    >>> [(c.kind, c.value, c.baselines) for c in extract_claims("It is 2.2x faster than vLLM.")]
    [('speedup', 2.2, ['vLLM'])]
    """
    return extract_document(Document(id=doc_id, title=title or "", abstract=text))


def extract_documents(docs: Iterable[Document]) -> Iterator[tuple[Document, list[Claim]]]:
    """Stream (document, claims) pairs; the input is consumed lazily."""
    for doc in docs:
        yield doc, extract_document(doc)

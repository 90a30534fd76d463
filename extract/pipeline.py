"""The extraction entry points: Document in, Claim records out."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from benchclaims.assemble import claims_of
from benchclaims.schemas import Claim, Document


def extract_document(doc: Document) -> list[Claim]:
    """All claims of one document, sorted by span; the title helps find the system name.

    >>> doc = Document(id="d1", title="ZetaKV: a KV store", abstract="It is 2.2x faster than vLLM.")
    >>> [(c.doc_id, c.system, c.text) for c in extract_document(doc)]
    [('d1', 'ZetaKV', '2.2x')]
    """
    return claims_of(doc)


def extract_claims(text: str, title: str | None = None, doc_id: str = "text") -> list[Claim]:
    """Claims of a bare abstract text; ``title`` helps find the system name.

    >>> [(c.kind, c.value, c.baselines) for c in extract_claims("It is 2.2x faster than vLLM.")]
    [('speedup', 2.2, ['vLLM'])]
    """
    return extract_document(Document(id=doc_id, title=title or "", abstract=text))


def extract_documents(docs: Iterable[Document]) -> Iterator[tuple[Document, list[Claim]]]:
    """Stream ``(document, claims)`` pairs, in input order; the input is consumed lazily.

    >>> docs = [Document(id="a", abstract="It cuts latency by 30%."), Document(id="b", abstract="No figures.")]
    >>> [(doc.id, [c.text for c in claims]) for doc, claims in extract_documents(docs)]
    [('a', ['30%']), ('b', [])]
    """
    for doc in docs:
        yield doc, extract_document(doc)

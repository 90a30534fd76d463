"""benchclaims: the quantitative claims of ML-systems paper abstracts as claims/v1 records.

benchclaims reads an abstract and returns its claims (speedups, percent changes, absolute
figures, hardware), each a ``Claim`` record with its exact span, normalized value, unit,
direction, metric, baselines and the system it is about.

Quick start
-----------

    >>> import benchclaims
    >>> [(c.kind, c.value, c.unit, c.baselines) for c in benchclaims.extract_claims("It is 2.2x faster than vLLM.")]
    [('speedup', 2.2, 'x', ['vLLM'])]

Functions
---------

``extract_claims(text, title=None)``
    The claims of one abstract; the title helps find the system name (``"ZetaKV: ..."``).
``extract_document(doc)``
    The claims of one ``Document``.
``extract_documents(docs)``
    ``(document, claims)`` pairs of a stream of documents, in order, consumed lazily.
``read_documents(path)``
    The documents of an input file (JSON Lines, JSON, CSV, arXiv Atom or listing text, plain
    text), streamed; bad records are reported and skipped, never silently dropped.
``compare(claims, documents=None)``
    The comparison tables (pandas DataFrames by name: ``claims``, ``matrix``, ``leaderboard``,
    ``hardware``, ``systems``, ``near_duplicates``), with a normalized gain per claim.
``extract_frame(df)``
    Claims of a pandas frame of documents as a frame, one row per claim: a pure function
    for Dask's ``map_partitions`` and Spark's ``mapInPandas``.

Records
-------

``Document`` (what readers yield) and ``Claim`` (what the extractor returns) are pydantic
models; ``Claim.model_dump(mode="json")`` is one claims/v1 record:

    >>> doc = benchclaims.Document(id="zetakv", title="ZetaKV: a KV store", abstract="It cuts latency by 30%.")
    >>> [claim] = benchclaims.extract_document(doc)
    >>> {k: v for k, v in claim.model_dump(mode="json").items() if k in ("doc_id", "system", "text", "direction")}
    {'doc_id': 'zetakv', 'system': 'ZetaKV', 'text': '30%', 'direction': 'decrease'}
    >>> benchclaims.Claim.model_validate(claim.model_dump(mode="json")) == claim
    True

spaCy
-----

Installing benchclaims registers the ``benchclaims`` pipeline component:
``spacy.blank("en").add_pipe("benchclaims")`` puts claim spans in
``doc.spans["benchclaims"]`` and the records, as plain dicts, in ``doc._.claims``
(see ``benchclaims.nlp``).

Command line
------------

``benchclaims extract|read|report|compare|diff|check|fetch|schema`` (``benchclaims --help``).

``import benchclaims`` is fast: each name is imported from its module on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchclaims.distributed import extract_frame
    from benchclaims.pipeline import extract_claims, extract_document, extract_documents
    from benchclaims.readers import read_documents
    from benchclaims.schemas import Claim, Document
    from benchclaims.tables import compare

    __version__: str

#: Where each public name lives; it is imported from there when first asked for.
_HOMES = {
    "Claim": "benchclaims.schemas",
    "Document": "benchclaims.schemas",
    "compare": "benchclaims.tables",
    "extract_claims": "benchclaims.pipeline",
    "extract_document": "benchclaims.pipeline",
    "extract_documents": "benchclaims.pipeline",
    "extract_frame": "benchclaims.distributed",
    "read_documents": "benchclaims.readers",
}
__all__ = [
    "Claim",
    "Document",
    "compare",
    "extract_claims",
    "extract_document",
    "extract_documents",
    "extract_frame",
    "read_documents",
]
_RECORDS = ("Claim", "Document")


def __getattr__(name: str) -> Any:
    """The public names and ``__version__``, each imported on first use."""
    if name in _HOMES or name == "__version__":
        return getattr(import_module(_HOMES.get(name, "benchclaims.version")), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    """The module's names with the lazy functions, so ``help(benchclaims)`` documents them.

    The record classes are left out: pydoc would bury the functions under pages of pydantic
    internals; ``help(benchclaims.Claim)`` documents them.
    """
    return sorted({*globals(), *(name for name in _HOMES if name not in _RECORDS), "__version__"})

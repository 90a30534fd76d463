"""benchclaims: quantitative claims of ML-systems abstracts as claims/v1 records.

The public API is small, like price-parser's::

    >>> from benchclaims import extract_claims
    >>> [c.text for c in extract_claims("Foo improves throughput by up to 2.2x over vLLM.")]
    ['2.2x']

``read_documents(path)`` streams the documents of any supported input file.
Heavy imports (spaCy, pandas) are made lazily, on first use.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

try:
    __version__ = version("benchclaims")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

__all__ = ["__version__", "extract_claims", "extract_document", "read_documents"]

if TYPE_CHECKING:
    from benchclaims.pipeline import extract_claims, extract_document
    from benchclaims.readers import read_documents

_LAZY = {
    "extract_claims": "benchclaims.pipeline",
    "extract_document": "benchclaims.pipeline",
    "read_documents": "benchclaims.readers",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'benchclaims' has no attribute {name!r}")

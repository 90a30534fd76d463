"""Input readers: every supported input file → a stream of ``Document`` records.

    >>> from benchclaims.readers import read_documents
    >>> docs = read_documents("abstracts.jsonl")  # doctest: +SKIP

One module per format (``listing``, ``jsonl``, ``jsonarray``, ``csvtable``, ``atom``,
``plaintext``), chosen by ``sniff`` and dispatched by ``registry``. Bad records never stop
reading: each is reported as a ``ReadProblem`` to ``on_problem``. Fatal problems (missing
file, unknown format) raise ``InputError``.
"""

from __future__ import annotations

from benchclaims.readers.atom import parse_atom
from benchclaims.readers.ids import parse_arxiv_id, slugify
from benchclaims.readers.problems import InputError, ProblemHandler, ReadProblem, ReadWarning
from benchclaims.readers.registry import FORMATS, detect_format, read_documents, read_many

__all__ = [
    "FORMATS",
    "InputError",
    "ProblemHandler",
    "ReadProblem",
    "ReadWarning",
    "detect_format",
    "parse_arxiv_id",
    "parse_atom",
    "read_documents",
    "read_many",
    "slugify",
]

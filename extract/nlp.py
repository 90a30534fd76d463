"""Sentence bounds and the ``benchclaims`` spaCy pipeline component.

``nlp.add_pipe("benchclaims")`` on any English pipeline puts claim spans in ``doc.spans["claims"]``
and the records in ``doc._.claims``; it is a thin wrapper over the same functions the CLI uses.

Sentence bounds for extraction come from ``sentence_bounds``, a splitter with the rule of spaCy's
sentencizer (a sentence ends at `.`, `!` or `?` followed by space) that knows the abbreviations
of the field (`e.g.`, `vs.`, `et al.`, `Fig.`). On real abstracts it agrees with
``spacy.blank("en")`` + sentencizer and is about 30 times faster, which is what lets a single
process extract thousands of abstracts per second.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


_ABBREVIATIONS = (
    "e.g",
    "i.e",
    "vs",
    "et al",
    "etc",
    "Fig",
    "Figs",
    "Eq",
    "Eqs",
    "Sec",
    "Tab",
    "approx",
    "cf",
    "resp",
    "Ref",
    "No",
    "Dr",
    "Mr",
    "Ms",
    "Prof",
    "Inc",
    "Ltd",
    "Corp",
    "al",
    "w.r.t",
    "a.k.a",
)
_ABBREV_END = re.compile(r"(?:^|[\s(])(?:" + "|".join(re.escape(a) for a in sorted(_ABBREVIATIONS)) + r")$")
_END = re.compile(r"[.!?]+[\"')\]]*(?=\s+\S)")
_SPACES = re.compile(r"\s*")


def sentence_bounds(text: str) -> list[tuple[int, int]]:
    """Character bounds of the sentences of ``text`` (surrounding spaces excluded).

    >>> sentence_bounds("It is fast. It is 2x faster than e.g. vLLM (vs. Ray).  Done!")
    [(0, 11), (12, 53), (55, 60)]
    """
    bounds: list[tuple[int, int]] = []
    start = _SPACES.match(text).end()  # type: ignore[union-attr]
    for m in _END.finditer(text):
        if m.group().startswith(".") and _ABBREV_END.search(text, max(0, m.start() - 8), m.start()):
            continue
        bounds.append((start, m.end()))
        start = _SPACES.match(text, m.end()).end()  # type: ignore[union-attr]
    end = len(text.rstrip())
    if start < end:
        bounds.append((start, end))
    return [piece for bound in bounds for piece in _split_long(text, *bound)]


#: The longest sentence the rules see; longer runs (tables, lists, broken text) are cut at spaces.
MAX_SENTENCE = 2000


def _split_long(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` cut into pieces of at most ``MAX_SENTENCE`` characters, at spaces where possible.

    >>> _split_long("a " * 1500, 0, 2999)
    [(0, 1999), (2000, 2999)]
    """
    pieces = []
    while end - start > MAX_SENTENCE:
        cut = text.rfind(" ", start + 1, start + MAX_SENTENCE)
        cut = cut if cut > start else start + MAX_SENTENCE
        pieces.append((start, cut))
        start = cut + 1 if text[cut : cut + 1] == " " else cut
    pieces.append((start, end))
    return pieces


class ClaimsComponent:
    """Puts benchclaims' claims on a spaCy Doc: spans in ``doc.spans['claims']``, records in ``doc._.claims``."""

    def __init__(self, nlp: Language, name: str) -> None:
        from spacy.tokens import Doc

        self.name = name
        if not Doc.has_extension("claims"):
            Doc.set_extension("claims", default=None)

    def __call__(self, doc: Doc) -> Doc:
        from benchclaims.pipeline import extract_claims

        claims = extract_claims(doc.text)
        spans = [doc.char_span(c.start, c.end, label=c.kind, alignment_mode="expand") for c in claims]
        doc.spans["claims"] = [s for s in spans if s is not None]
        doc._.claims = claims
        return doc


def make_component(nlp: Language, name: str) -> Any:
    """The ``benchclaims`` spaCy factory (registered through the ``spacy_factories`` entry point)."""
    return ClaimsComponent(nlp, name)


@cache
def register_component() -> None:
    """Register the ``benchclaims`` factory by hand (for a source tree that is not installed)."""
    from spacy.language import Language

    if "benchclaims" not in Language.factories:
        Language.factory("benchclaims")(make_component)

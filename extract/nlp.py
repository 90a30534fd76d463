"""The spaCy pipeline (blank English + sentencizer), built once per process, and the component.

``nlp.add_pipe("benchclaims")`` on any English pipeline puts claim spans in ``doc.spans["claims"]``
and the records in ``doc._.claims``; it is a thin wrapper over the same functions the CLI uses.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


@cache
def sentence_pipeline() -> Language:
    """A blank English pipeline with a rule-based sentencizer, for sentence bounds."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    register_component()
    return nlp


def sentence_bounds(text: str) -> list[tuple[int, int]]:
    """Character bounds of the sentences of ``text``.

    >>> sentence_bounds("It is fast. It is 2x faster than vLLM.")
    [(0, 11), (12, 38)]
    """
    doc = sentence_pipeline()(text)
    return [(s.start_char, s.end_char) for s in doc.sents]


class ClaimsComponent:
    """Puts benchclaims' claims on a spaCy Doc (spans in ``doc.spans['claims']``)."""

    def __init__(self, nlp: Language, name: str) -> None:
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        from extract.pipeline import extract_claims

        claims = extract_claims(doc.text)
        spans = [doc.char_span(c.start, c.end, label=c.kind, alignment_mode="expand") for c in claims]
        doc.spans["claims"] = [s for s in spans if s is not None]
        doc._.claims = claims
        return doc


@cache
def register_component() -> None:
    """Register the `benchclaims` factory and the ``Doc._.claims`` extension (idempotent)."""
    from spacy.language import Language
    from spacy.tokens import Doc

    if not Doc.has_extension("claims"):
        Doc.set_extension("claims", default=None)

    def make(nlp: Language, name: str) -> Any:
        return ClaimsComponent(nlp, name)

    if "benchclaims" not in Language.factories:
        Language.factory("benchclaims")(make)

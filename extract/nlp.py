"""The ``benchclaims`` spaCy pipeline component.

With benchclaims installed, its ``spacy_factories`` entry point makes the factory known to
spaCy, so any pipeline can add it with no other import::

    >>> import spacy
    >>> nlp = spacy.blank("en")
    >>> _ = nlp.add_pipe("benchclaims")
    >>> doc = nlp("ZetaKV is 2.2x faster than vLLM on 8 H100 GPUs.")
    >>> [(span.text, span.label_) for span in doc.spans["benchclaims"]]
    [('2.2x', 'speedup'), ('8 H100 GPUs', 'hardware')]
    >>> [(claim["kind"], claim["value"], claim["baselines"]) for claim in doc._.claims]
    [('speedup', 2.2, ['vLLM']), ('hardware', None, [])]

The component reads ``doc.text`` (it needs no tokenizer features, so any language pipeline
will do) and writes

- ``doc.spans[spans_key]`` (default ``"benchclaims"``): one ``Span`` per claim, labelled with
  its kind (``speedup``, ``percent_change``, ``absolute``, ``hardware``), widened to token
  boundaries;
- ``doc._.claims``: the claims/v1 records as plain dicts (``Claim.model_dump(mode="json")``),
  so ``nlp.pipe(..., n_process=2)`` and ``DocBin(store_user_data=True)`` carry them (a DocBin
  gives lists back as tuples, as msgpack reads them there); ``Claim.model_validate(record)``
  turns either back into the same ``Claim``.

The ``doc._.claims`` extension is registered when the component is made (a pipeline that has
it, whether built by ``add_pipe`` or by ``spacy.load``, has the extension too).
"""

from __future__ import annotations

from benchclaims.pipeline import extract_claims
from spacy.language import Language
from spacy.tokens import Doc

FACTORY = "benchclaims"
EXTENSION = "claims"
DEFAULT_CONFIG = {"spans_key": "benchclaims"}


class ClaimsComponent:
    """Puts the claims of ``doc.text`` on the Doc: spans in ``doc.spans[spans_key]``, records in ``doc._.claims``."""

    def __init__(self, spans_key: str) -> None:
        self.spans_key = spans_key

    def __call__(self, doc: Doc) -> Doc:
        """The Doc with its claims set (``doc.spans[self.spans_key]`` and ``doc._.claims``)."""
        claims = extract_claims(doc.text)
        spans = [doc.char_span(c.start, c.end, label=c.kind, alignment_mode="expand") for c in claims]
        doc.spans[self.spans_key] = [span for span in spans if span is not None]
        doc._.set(EXTENSION, [claim.model_dump(mode="json") for claim in claims])
        return doc


@Language.factory(FACTORY, default_config=DEFAULT_CONFIG, assigns=["doc.spans", f"doc._.{EXTENSION}"])
def make_component(nlp: Language, name: str, spans_key: str) -> ClaimsComponent:
    """The ``benchclaims`` factory: registers ``doc._.claims`` (once) and makes the component."""
    if not Doc.has_extension(EXTENSION):
        Doc.set_extension(EXTENSION, default=None)
    return ClaimsComponent(spans_key)

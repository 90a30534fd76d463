"""Assemble: normalized text → sentences → mentions → slots → Claim records."""

from __future__ import annotations

import re

from benchclaims.lexicon import singular_heads
from benchclaims.normalize import Normalized, normalize
from benchclaims.rules.context import Sentence
from benchclaims.rules.detect import detect
from benchclaims.rules.engine import run_document
from benchclaims.rules.model import Mention
from benchclaims.rules.stages import STAGES
from benchclaims.rules.system import find_system
from benchclaims.schemas import Claim, Document
from benchclaims.sentences import sentence_bounds
from benchclaims.units import to_si


def sentences_with_mentions(text: str) -> list[Sentence]:
    """Split ``text`` into sentences and give each its detected mentions (no split without mentions)."""
    mentions = detect(text)
    if not mentions:
        return []
    sentences = []
    k = 0
    for start, end in sentence_bounds(text):  # both sorted: one pass
        inside = []
        while k < len(mentions) and mentions[k].start < end:
            if mentions[k].start >= start:
                inside.append(mentions[k])
            k += 1
        sentences.append(Sentence(text, start, end, inside))
    return sentences


def interpret(sentences: list[Sentence]) -> list[Mention]:
    """Run the slots and spread steps on every sentence; the mentions that remain, in order."""
    for s in sentences:
        for m in s.mentions:
            m.rules.append(f"detect:{m.form}")
    return run_document(STAGES, sentences)


_SHARED_FIELDS = (
    "kind",
    "value_high",
    "value_from",
    "unit",
    "direction",
    "qualifier",
    "aggregate",
    "metric",
    "metric_class",
    "baselines",
    "percent_of",
    "subject",
    "condition",
    "accelerator",
    "vendor",
    "device",
    "count",
    "rules",
)


_POLARITY = {"higher": "higher_is_better", "lower": "lower_is_better"}

_MATH_SIGN = re.compile(r"(?<!\\)\$")  # a `$` that opens or closes TeX math (`\$` is a dollar sign)


def _whole_math(text: str, start: int, end: int) -> tuple[int, int]:
    r"""Widen a span that cuts a TeX math segment so it holds the whole `$…$`.

    >>> text = r"by 2.5$\times$ and $3.1\times$ over X"
    >>> [text[slice(*_whole_math(text, a, b))] for a, b in [(3, 13), (20, 29)]]
    ['2.5$\\times$', '$3.1\\times$']
    """
    inside = len(_MATH_SIGN.findall(text, start, end)) if text.find("$", start, end) >= 0 else 0  # most spans hold none
    opens_before = text[start - 1 : start] == "$" and text[start - 2 : start - 1] != "\\"
    closes_after = text[end : end + 1] == "$"
    if inside % 2 == 1 and closes_after:
        return start, end + 1
    if inside % 2 == 1 and opens_before:
        return start - 1, end
    if inside == 0 and opens_before and closes_after and "\\" in text[start:end]:
        return start - 1, end + 1
    return start, end


def _whole_inline(text: str, start: int, end: int) -> tuple[int, int]:
    r"""Widen a span that cuts a TeX inline math segment `\(…\)` so it holds the whole of it.

    >>> text = r"uses 8\(\times\) more and \(0.2\%\) less"
    >>> [text[slice(*_whole_inline(text, a, b))] for a, b in [(5, 14), (28, 33)]]
    ['8\\(\\times\\)', '\\(0.2\\%\\)']
    """
    opens, closes = text.count("\\(", start, end), text.count("\\)", start, end)
    before, after = text.endswith("\\(", 0, start), text.startswith("\\)", end)
    if opens > closes and after:
        return start, end + 2
    if closes > opens and before:
        return start - 2, end
    return (start - 2, end + 2) if opens == closes == 0 and before and after else (start, end)


def to_claim(m: Mention, doc: Document, norm: Normalized, system: str | None) -> Claim:
    """The claims/v1 record of a finished mention, its span mapped back to the original text."""
    start, end = _whole_inline(doc.abstract, *_whole_math(doc.abstract, *norm.to_original(m.start, m.end)))
    si_value, si_unit = to_si(m.value, m.unit) if m.kind == "absolute" else (None, None)
    fields = {name: getattr(m, name) for name in _SHARED_FIELDS}
    if system is not None:  # a paper does not compare its system against itself
        fields["baselines"] = [b for b in m.baselines if b.lower() != system.lower()]
    if m.metric and "ies" in m.metric:  # `test accuracies`: named as its head, `test accuracy`
        fields["metric"] = singular_heads(m.metric)
    return Claim.model_validate(
        {
            **fields,
            "doc_id": doc.id,
            "system": system,
            "text": doc.abstract[start:end],
            "start": start,
            "end": end,
            "value": None if m.kind == "hardware" else m.value,
            "si_value": si_value,
            "si_unit": si_unit,
            "polarity": _POLARITY.get(m.polarity or ""),
        }
    )


def document_sentences(title: str, text: str) -> list[Sentence]:
    """The sentences of a normalized abstract with their mentions, each knowing the paper's system
    (from the raw ``title``, normalized only when there are mentions)."""
    sentences = sentences_with_mentions(text)
    system = find_system(normalize(title).text, text) if sentences else None  # as system_of does
    for s in sentences:
        s.system = system
    return sentences


def claims_of(doc: Document) -> list[Claim]:
    """All claims of ``doc``, sorted by span."""
    norm = normalize(doc.abstract)
    sentences = document_sentences(doc.title, norm.text)
    system = sentences[0].system if sentences else None
    mentions = interpret(sentences)
    claims = [to_claim(m, doc, norm, system) for m in mentions]
    return sorted(claims, key=lambda c: (c.start, c.end, c.kind))

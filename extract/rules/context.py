"""A sentence and its mentions, with the text around each mention that the rules read."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from benchclaims.lexicon import cue_regex, qualifier_alternation, word_alternation, words
from benchclaims.rules.model import Mention
from benchclaims.rules.scan import end_pattern, search_end

#: The separators of a list of numbers: `,`, `and`, `or`, `/` (`4.1%/16.4%`; a list shares one verb and metric).
#: `3.1x to 7.5x speedup over X on a GPU and CPU, respectively`: two items paired with the two ends of `A to B`,
#: no figure between.
PAIR_RESPECTIVELY = re.compile(
    r"(?:[^\d;.]|(?<=[A-Za-z\d])\d){0,120}?\sand\s(?:[^\d,;.]|(?<=[A-Za-z\d])\d){1,40},?\srespectively\b"
)  # a digit only inside a name (`A100`)
#: What joins two members of a list: `, +0.8`, ` and -8.0%`.
_LIST_GAP = re.compile(rf"\s*(?:,|;|/)?\s*(?:and|or)?\s*(?:{word_alternation('list_gap_word')})?\s*[+−-]?")

#: Nouns of change that may stand inside a list (`5.6% improvement on A and 15.9% on B`).
_CHANGE_NOUNS = re.compile(rf"\b(?:{word_alternation('list_change_noun')})\b")

#: The comparative of the member before, right after its figure: `14.6% higher accuracy on A, | 38.5% on B`.
_OWN_COMPARATIVE = re.compile(rf"^\s(?:{word_alternation('comparative')})\b")
#: What separates the members of a loose list: a comma or `and`.
_SEPARATOR = re.compile(r",|\band\b")

#: How far the rules look around a number: keeps every rule linear in the length of a sentence.
WINDOW = 400

WORD = re.compile(r"[A-Za-z][\w@+/.'-]*[\w@+]|[A-Za-z]|\d[\w.-]*[A-Za-z][\w.-]*")


@dataclass
class Sentence:
    """One sentence of the normalized text: its bounds and its mentions, in order."""

    text: str  # the whole normalized document
    start: int
    end: int
    mentions: list[Mention]
    system: str | None = None  # the paper's proposed system, when known
    _ends: tuple[int, list[int]] = field(default=(0, []), repr=False, compare=False)
    dropped: list[Mention] = field(default_factory=list)
    _memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    _lefts: dict[int, str] = field(default_factory=dict, repr=False, compare=False)
    _rights: dict[int, str] = field(default_factory=dict, repr=False, compare=False)
    _joins: dict[tuple[int, int], bool] = field(default_factory=dict, repr=False, compare=False)
    _tables: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False, compare=False)

    @property
    def body(self) -> str:
        """The sentence's own text."""
        return self.text[self.start : self.end]

    def left(self, i: int) -> str:
        """Text from the sentence start to mention ``i`` (at most ``WINDOW`` characters).

        Kept by the mention's start (the rules ask for each window many times)."""
        at = self.mentions[i].start
        found = self._lefts.get(at)
        if found is None:
            found = self._lefts[at] = self.text[max(self.start, at - WINDOW) : at]
        return found

    def right(self, i: int) -> str:
        """Text from mention ``i`` to the sentence end (at most ``WINDOW`` characters), kept by its end."""
        at = self.mentions[i].end
        found = self._rights.get(at)
        if found is None:
            found = self._rights[at] = self.text[at : min(self.end, at + WINDOW)]
        return found

    def gap(self, i: int) -> str:
        """Text between the previous mention (or the sentence start) and mention ``i`` (windowed)."""
        begin = self.mentions[i - 1].end if i > 0 else self.start
        return self.text[max(begin, self.mentions[i].start - WINDOW) : self.mentions[i].start]

    def right_gap(self, i: int) -> str:
        """Text between mention ``i`` and the next mention (or the sentence end) (windowed)."""
        stop = self.mentions[i + 1].start if i + 1 < len(self.mentions) else self.end
        return self.text[self.mentions[i].end : min(stop, self.mentions[i].end + WINDOW)]

    def in_list_with_previous(self, i: int) -> bool:
        """True when mention ``i`` continues a list begun by mention ``i - 1`` (`53.3% and 43.6%`)."""
        if i == 0:
            return False
        prev, cur = self.mentions[i - 1], self.mentions[i]
        same = prev.unit == cur.unit and "hardware" not in (prev.kind, cur.kind)
        same = same and "zero" not in (prev.form, cur.form)  # `zero false positives` names its own noun
        return same and self._joined(i)

    def _joined(self, i: int) -> bool:
        """Whether the text between mention ``i - 1`` and ``i`` joins them as a list (a list gap, a bracket, or
        ` to ` paired by a later `respectively`). It reads only the text and where the two stand, so it is kept by
        their starts: the rules ask it about ten times per mention, and a dropped mention pairs others anew."""
        key = (self.mentions[i - 1].start, self.mentions[i].start)
        found = self._joins.get(key)
        if found is None:
            gap = self.gap(i)
            paired = gap == " to " and PAIR_RESPECTIVELY.match(self.text, self.mentions[i].end) is not None
            found = self._joins[key] = bool(_LIST_GAP.fullmatch(gap)) or self.bracketed(i) or paired
        return found

    def bracketed(self, i: int) -> bool:
        """True when mention ``i`` is a bracketed second value of the one before (`68.1x (6.4x)`)."""
        cur = self.mentions[i]
        return i > 0 and self.gap(i) in (" (", "(") and self.text.startswith(")", cur.end)

    def list_end(self, i: int) -> int:
        """Index of the last member of the list that mention ``i`` belongs to (``i`` itself if none).

        Computed for all mentions in one backward pass and kept until ``mentions`` is replaced.
        """
        key, ends = self._ends
        if key != id(self.mentions) or len(ends) != len(self.mentions):
            ends = list(range(len(self.mentions)))
            for j in range(len(self.mentions) - 2, -1, -1):
                if self.in_list_with_previous(j + 1):
                    ends[j] = ends[j + 1]
            self._ends = (id(self.mentions), ends)
        return ends[i]

    def memo(self, key: str, compute: Callable[[Sentence], Any]) -> Any:
        """``compute(self)``, computed once per sentence (for analyses that read only the text)."""
        try:  # one lookup when kept, the common case
            return self._memo[key]
        except KeyError:
            found = self._memo[key] = compute(self)
            return found

    def keep(self, table: str, key: str, compute: Callable[[str], Any]) -> Any:
        """``compute(key)``, computed once per sentence and ``table`` (for pure functions of a string that several
        rules or mentions ask of the same window or phrase)."""
        try:  # two lookups when kept, the common case
            return self._tables[table][key]
        except KeyError:
            found = self._tables.setdefault(table, {})[key] = compute(key)
            return found

    def in_loose_list(self, i: int, any_unit: bool = False) -> bool:
        """Like ``in_list_with_previous``, but words may stand between (`9.83% in F1, 18.28% in HR@k`).

        The gap holds a comma or `and`, at most eight words and no verb of change; the units must agree
        unless ``any_unit`` (`up to 52% for A and 1.7x for B`).
        """
        if self.in_list_with_previous(i):
            return True
        if i == 0 or self.mentions[i].kind == "hardware":
            return False
        if not any_unit and self.mentions[i - 1].unit != self.mentions[i].unit:
            return False
        gap = self.gap(i)
        tail = _SEPARATOR.split(gap)[-1]  # after the last separator: only `up to`, `by`…
        return (
            len(gap.split()) <= 8
            and bool(_SEPARATOR.search(gap))
            and bool(_LIST_GAP.fullmatch(tail))
            and not cue_regex("verb").search(_CHANGE_NOUNS.sub("", _OWN_COMPARATIVE.sub("", gap.lower(), count=1)))
        )


def clause_tail(text: str) -> str:
    """The part of ``text`` after its last clause break (`;`, `:`, `, while`, `, and we`…).

    >>> clause_tail("It is fast; it improves throughput by ")
    ' it improves throughput by '
    """
    cut = max(text.rfind(";"), text.rfind(":"), text.rfind(" while "), text.rfind(" whereas "), text.rfind(" but "))
    return text[cut + 1 :] if cut >= 0 else text


def names_system(phrase: str) -> bool:
    """True when a verb's object ends in a system or reference noun (`improves the baseline by`,
    `lifts small models by`, `improves open-source LLMs by`): what improves is a system, not a metric
    (`accuracy of small models` is one).

    >>> names_system("the strong models "), names_system("the accuracy of small models ")
    (True, False)
    >>> names_system("strong general-purpose LLMs"), names_system("state-of-the-art approaches")
    (True, True)
    >>> names_system("the previous best"), names_system("the state of the art"), names_system("best accuracy")
    (True, True, False)
    """
    parts = phrase.lower().split()
    if _BEST_OR_ART.search(" ".join(parts)):
        return True  # `improves the previous best by`, `improves the state of the art by`: the best result so far
    nouns = words("system_noun") | words("reference_noun") | words("model_noun")
    last = parts[-1] if parts else ""
    ends_in_system = last in nouns or last.removesuffix("s") in nouns or last.removesuffix("es") in nouns
    return ends_in_system and not {"of", "in", "for"} & set(parts)


#: `the previous best`, `the state of the art`, `SOTA`: the best result so far, as an object of improvement.
_BEST_OR_ART = re.compile(
    rf"(?:^|\s)(?:(?:the\s)?(?:{word_alternation('best_lead')})\s)?(?:bests?|state[\s-]of[\s-]the[\s-]arts?|sota)$"
)


_IMPROVED_OBJECT = re.compile(
    rf"\b(?:{word_alternation('improve_verb')})\s(?!(?:{word_alternation('improve_preposition')})\s)(?P<np>(?:[\w.+-]+\s){{1,5}}?)by\s(?:(?:{qualifier_alternation()})\s?)?$",
    re.IGNORECASE,
)
#: What every match of ``_IMPROVED_OBJECT`` ends with, of bounded width: a clause not ending so is not searched.
_IMPROVED_OBJECT_END = end_pattern(rf"by\s(?:(?:{qualifier_alternation()})\s?)?$", re.IGNORECASE)


def improved_system(clause: str) -> re.Match[str] | None:
    """The verb of improvement that ends ``clause`` with a system as its object (`improves the base model by`),
    its object as group ``np``; None when the object is a metric (`improves recall by`).

    >>> improved_system("Kestrel improves open-source LLMs by up to ").group("np")
    'open-source LLMs '
    >>> improved_system("Kestrel improves recall by ") is None
    True
    """
    found = _IMPROVED_OBJECT.search(clause) if search_end(_IMPROVED_OBJECT_END, clause) else None
    return found if found and names_system(found.group("np")) else None

"""Slots ``qualifier`` and ``aggregate``: `up to`, `over`, `~` before a number; `on average`, `median`."""

from __future__ import annotations

import re
from functools import cache

from benchclaims.lexicon import cue_regex, cues, qualifier_alternation, word_alternation, words
from benchclaims.rules.comparison import level_name
from benchclaims.rules.context import Sentence, clause_tail
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.model import Mention
from benchclaims.rules.scan import end_pattern, search_end

#: A link word ending a text with no space at its end (`by`, `reaches`: `by up to 2x`, `reaches ~90%`).
_LINK_END = re.compile(rf"\b(?:{word_alternation('link_word')})$")
#: A sign ending a text with no space at its end, and the space before it (`up to +1.8 FID`).
_SIGN_END = re.compile(r"\s?[+−]$")
_GLUED_HYPHEN = re.compile(r"(?<=[a-z])-$")  # a qualifier word glued to its number: `near-100%`
_ONLY_END = re.compile(
    rf"(?<=\s)(?:{word_alternation('focus_word')})$"
)  # a focus word between a qualifier and its number


@cache
def _qualifier_tail() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{qualifier_alternation()})\s*$")


@cache
def _qualifier_end() -> re.Pattern[str]:
    """``_qualifier_tail`` for a text with no space at its end: of bounded width, so ``search_end`` searches
    it from that width before the end (no qualifier phrase begins or ends with a space)."""
    return re.compile(rf"(?<![\w-])(?:{qualifier_alternation()})$")


def without_qualifier(text: str) -> str:
    """``text`` without the qualifier phrase that ends it: `more than` is a qualifier, not a change word.

    >>> without_qualifier("reducing the vocabulary size by more than ")
    'reducing the vocabulary size by '
    >>> without_qualifier("reduced by more than ~")
    'reduced by '
    """
    if not text:
        return text
    lowered = text.lower()  # as ``_qualifier_tail().sub``: the phrase and the spaces after it are cut
    found = search_end(_qualifier_end(), lowered.rstrip())
    if found is None:
        return lowered
    lowered = lowered[: found.start()]
    stacked = search_end(_qualifier_end(), lowered.rstrip())  # `by up to approximately `: two in a row
    return lowered[: stacked.start()] if stacked else lowered


def qualifier_at_end(text: str) -> str | None:
    """The qualifier whose phrase ends ``text``, if any.

    >>> qualifier_at_end("improves throughput by up to")
    'up_to'
    >>> qualifier_at_end("reduces jitter by nearly")
    'approx'
    >>> qualifier_at_end("roughly $") is None
    True
    """
    for phrase, value in _qualifiers_by_last_character().get(text[-1:], ()):
        if text.endswith(phrase) and (
            len(text) == len(phrase) or not text[-len(phrase) - 1].isalnum() or not phrase[0].isalnum()
        ):
            return value
    return None


@cache
def _qualifiers_longest_first() -> tuple[tuple[str, str], ...]:
    """(phrase, qualifier) pairs of the lexicon, longest phrase first (ties alphabetical)."""
    return tuple(sorted(cues("qualifier").items(), key=lambda item: (-len(item[0]), item[0])))


@cache
def _qualifiers_by_last_character() -> dict[str, tuple[tuple[str, str], ...]]:
    """The (phrase, qualifier) pairs, longest first, under the last character of the phrase: a text can
    end only with the phrases of its own last character."""
    by_last: dict[str, list[tuple[str, str]]] = {}
    for phrase, value in _qualifiers_longest_first():
        by_last.setdefault(phrase[-1], []).append((phrase, value))
    return {last: tuple(pairs) for last, pairs in by_last.items()}


@rule(
    "qualifier",
    ("It is up to 2.2x faster.", "up_to"),
    ("It is up to ~3.5x faster.", "up_to"),
    ("It gains up to +1.8 BLEU over Ray.", "up_to"),
    ("It enables near-100% cache reuse.", "approx"),
    ("It finishes in roughly only 4 hours.", "approx"),
    ("Its hit rate never falls below 98.02% across traces.", "at_least"),
    ("!It is 2.2x faster.", None),
    ("!It reaches 55.8% over 41.98% on branch coverage.", None),
)
def qualifier_before(v: View) -> str | None:
    """The qualifier phrase right before the number, or before a link word (`by up to`, `reaches ~`)."""
    left = _cut_end(_SIGN_END, v.left().lower().rstrip()).rstrip()  # `up to +1.8 FID`
    left = _cut_end(_GLUED_HYPHEN, left)  # `near-100% reuse`
    left = _cut_end(_ONLY_END, left).rstrip()  # `roughly only 4 hours`, `within just 2%`
    found = qualifier_at_end(left) or qualifier_at_end(_cut_end(_LINK_END, left).rstrip())
    if found == "at_least" and _FIGURE_OVER.search(left[-24:]):
        return None  # `55.8% over 41.98%`: the figure it is set against, no bound
    if found == "approx":  # `up to ≈3.5x`: the outer qualifier bounds the approximate figure
        outer = qualifier_at_end(_qualifier_tail().sub("", left).rstrip())
        return outer or found
    if found in _FLIPPED and _NEGATED_END.search(left[-40:]):
        return _FLIPPED[found]  # `never falls below 98%`: at least 98%
    return found


_FIGURE_OVER = re.compile(r"\d(?:[\d.,]*\d)?\s?[%x×]?\sover$")
#: `never falls below`, `does not exceed`: a negation a few words before the end turns a bound around.
_NEGATED_END = re.compile(r"\b(?:never|not|n't)\s(?:[a-z]+\s){0,2}[a-z]+$")
_FLIPPED = {"at_most": "at_least", "at_least": "at_most"}


#: `a maximum speedup of`, `the highest energy reduction of`, `a peak speedup of`: a maximum, then a noun of change
#: and its link (`peak` only right before the noun: `peak memory reduction` names a metric).
_MAXIMUM_NOUN = re.compile(
    rf"\b(?:(?:{word_alternation('maximum_word')})\s(?:[\w-]+\s){{0,2}}?|peak\s)"
    rf"(?:{word_alternation('change_noun')}|{word_alternation('factor_noun')})\s(?:{word_alternation('change_link')})\s$"
)
_MAXIMUM_NEEDLES = ("peak", *sorted(words("maximum_word")))


@rule(
    "qualifier",
    ("Kestrel reaches a maximum speedup of 18.8 times on 24 nodes.", "up_to"),
    ("It gives a peak speedup of 6.2x at n=200.", "up_to"),
    ("!It gives a peak memory reduction of 17x.", None),
)
def qualifier_of_maximum(v: View) -> str | None:
    """`a maximum speedup of 18.8x`, `the highest accuracy improvement of 4.9 points`: the largest figure, up to."""
    left = v.left()[-70:].lower()
    if not any(word in left for word in _MAXIMUM_NEEDLES):  # the literals the pattern needs
        return None
    return "up_to" if search_end(_MAXIMUM_NOUN, left) else None


@rule(
    "qualifier",
    ("It is up to 2.2x and 1.8x faster.", "up_to"),
    ("It beats Ray by up to 52% for web jobs and 1.7x for batch jobs.", "up_to"),
    ("It runs up to 9x faster than FluxOpt and 20x faster than FluxBox.", "up_to"),
    ("It gives up to a 1.5x speedup and a 1.4x energy gain over Ray.", "up_to"),
    ("It gives up to 28% lower energy, 17% higher throughput, and 72% shorter time than Ray.", "up_to"),
    ("!It gains up to 48% and 39% on average.", None),
    ("!It gains up to 48% and on average 39%.", None),
    ("!It gives up to a 2.35x speedup and an average 1.21x speedup.", None),
    ("!It cuts latency by 5%, < 1%, and 3%, respectively.", None),
)
def list_qualifier(v: View) -> str | None:
    """A later member of a tight list shares the first one's qualifier (`up to 2.6x and 2.0x`), and `up to` also
    spreads over a phrase coordinated by `and` (`up to 9x faster than A and 20x faster than B`)."""
    prev = v.prev
    if prev is None or prev.qualifier is None or prev.form == "from_to" or _own_average(v):
        return None  # `up to 48% and 39% on average`: the member's own aggregate, no bound; a from-to's is its end's
    if v.i > 1 and v.s.in_list_with_previous(v.i - 1) and v.s.mentions[v.i - 2].qualifier is None:
        return None  # `by 5%, < 1%, and 3%`: a middle member's own bound, not the list's
    loose = prev.qualifier == "up_to" and v.s.in_loose_list(v.i, any_unit=True)  # `up to 1.8 FID and 2.3x faster`
    coordinated = prev.qualifier == "up_to" and _COORDINATED_GAP.match(v.gap()) is not None
    changes = prev.kind == v.m.kind and v.m.kind in ("percent_change", "speedup")  # `up to 28% lower A, 17% higher B`
    coordinated = coordinated or (prev.qualifier == "up_to" and changes and _COMMA_GAP.match(v.gap()) is not None)
    return prev.qualifier if v.s.in_list_with_previous(v.i) or loose or coordinated else None


_OWN_AVERAGE = re.compile(r"\s?(?:on\s(?:the\s)?average|in\saverage)\b")


def _own_average(v: View) -> bool:
    """Whether the figure is an average, by `on average` right after it or right before it (`and on average 34%`,
    `and an average 38%`)."""
    return bool(_OWN_AVERAGE.match(v.right())) or v.gap().endswith(
        ("on average ", "on the average ", "an average ", "a mean ")
    )


#: The words between two figures of one clause joined by `and`: no comma, bracket or other figure between.
_COORDINATED_GAP = re.compile(r"^[^,;:()\d.]{0,60}\sand\s(?:an?\s)?$")
#: The words between two changes of a comma list: `up to 28% lower energy, | 17% higher throughput`.
_COMMA_GAP = re.compile(r"^[^,;:()\d.]{0,60},\s(?:and\s)?$")


@rule(
    "qualifier",
    ("Kestrel cuts the latency from 21.7 seconds to under 1 second.", "at_most"),
    ("Recall rose from 50% to over 95%.", "at_least"),
    ("!Recall rose from about 50% to 95%.", None),
)
def qualifier_of_end(v: View) -> str | None:
    """`from 21.7 s to under 1 s`: a from-to's value is its end, so a qualifier before the end is the figure's (one
    before the start is not)."""
    if v.m.form != "from_to":
        return None
    text = v.s.text[v.m.start : v.m.end]
    link = text.rfind(" to ")
    return qualifier_at_start(text[link + 4 :].lower()) if link >= 0 else None


def qualifier_at_start(text: str) -> str | None:
    """The qualifier whose phrase opens ``text`` before a figure, if any.

    >>> qualifier_at_start("under 1 second"), qualifier_at_start("~3 ms"), qualifier_at_start("undergraduates")
    ('at_most', 'approx', None)
    """
    for phrase, value in _qualifiers_longest_first():
        after = text[len(phrase) : len(phrase) + 1]
        if text.startswith(phrase) and (not phrase[-1].isalnum() or after in ("", " ")):
            return value
    return None


def _cut_end(pattern: re.Pattern[str], text: str) -> str:
    """``pattern.sub("", text)`` for a ``pattern`` anchored at the end and a ``text`` with no space at its end:
    one match at most, searched from the farthest point it can start (``search_end``), not across the text.

    >>> _cut_end(_LINK_END, "improves latency by"), _cut_end(_SIGN_END, "up to +"), _cut_end(_LINK_END, "nearby")
    ('improves latency ', 'up to', 'nearby')
    """
    found = search_end(pattern, text)
    return text[: found.start()] if found else text


def _write_qualifier(m: Mention, value: str) -> None:
    m.qualifier = value


_EXCEEDED = re.compile(r"\bexceed(?:s|ed|ing)?\s(?P<np>(?:[\w@.-]+\s){0,4}?[\w@.-]+)\sof\s$")
_OF_END = end_pattern(r"\sof\s$")  # what every match of ``_EXCEEDED`` ends with: a window not ending so is not searched


@rule(
    "qualifier",
    ("Kestrel exceeds an AUROC of 0.96.", "at_least"),
    ("!Kestrel exceeds the performance of GPT-4 by 5%.", None),
)
def qualifier_exceeded_level(v: View) -> str | None:
    """`exceeds an AUROC of 0.96`: a level passed is a lower bound of the figure reached."""
    left = v.left()
    found = search_end(_EXCEEDED, left) if search_end(_OF_END, left) else None
    return "at_least" if found and level_name(found.group("np")) else None


@cache
def _negated_reach() -> re.Pattern[str]:
    """A negated subject, then a verb of reaching and maybe `more than`/`over`/`above`: `no system recovers more
    than`, `no model exceeds`, `none of the agents clears`, `with no other model above`."""
    return re.compile(
        r"\b(?:no|none\sof\s(?:the\s)?[\w-]+|not\sa\ssingle)\s(?:[\w-]+\s){0,3}?"
        rf"(?:(?:{word_alternation('reach_stem')})\w*\s(?:[\w-]+\s)?"
        r"(?:more\sthan\s|over\s|above\s|beyond\s)?|(?<=other\s)(?:[\w-]+\s)?above\s)$"
    )


@rule(
    "qualifier",
    ("No system recovers more than 52.7% of the literature.", "at_most"),
    ("No agent clears 20% on strict pass^3.", "at_most"),
    ("Kestrel leads, with no other model above 51%.", "at_most"),
    ("!Kestrel recovers more than 52.7% of the literature.", None),
)
def qualifier_negated_reach(v: View) -> str | None:
    """`no system recovers more than 52.7%`, `no model exceeds 66%`: what none reaches is an upper bound."""
    left = v.left()[-80:].lower()
    return "at_most" if "no" in left and search_end(_negated_reach(), left) else None


#: Hardware mentions are left alone: the hardware detector reads a count's qualifier with the count.
_OR_MORE = re.compile(rf"^\s?or\s(?:(?P<more>{word_alternation('or_more_word')})|{word_alternation('or_less_word')})\b")


@rule(
    "qualifier",
    ("It reaches a parity of 80% or above on 11 reports.", "at_least"),
    ("It keeps the error at 5% or less.", "at_most"),
    ("!It reaches 80% or 90% on A.", None),
)
def qualifier_or_more(v: View) -> str | None:
    """`80% or above`, `5% or less`: a bound written after the figure."""
    found = _OR_MORE.match(v.right())
    return None if found is None else "at_least" if found.group("more") else "at_most"


QUALIFIER: Slot[str] = Slot(
    "qualifier",
    (
        qualifier_negated_reach,
        qualifier_before,
        qualifier_or_more,
        qualifier_of_end,
        qualifier_of_maximum,
        qualifier_exceeded_level,
        list_qualifier,
    ),
    _write_qualifier,
    lambda m: m.kind != "hardware",
)


_PRIORITY = ("geomean", "median", "mean")


@cache
def _aggregate_breaks() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The break that ends the phrase an aggregate word after a number belongs to (`43% on average and`),
    and `mean` as part of a metric's name (`mean time to failure`, `mean squared error`)."""
    return (
        re.compile(rf"[,;]|\b(?:{word_alternation('aggregate_break')})\b"),
        re.compile(rf"\bmean\s(?:{word_alternation('mean_name_next')})\b"),
    )


def _near_number(v: View) -> str:
    """The metric, the words before the number since the last break, and those after it up to the next;
    without `mean` where it names a metric (`mean time to failure`, whose metric may stop at `mean time`)."""
    breaks, names = _aggregate_breaks()
    before = clause_tail(v.gap())[-40:]
    if v.prev:
        before = _after_open_bracket(before[max((m.end() for m in breaks.finditer(before)), default=0) :])
    after = breaks.split(v.s.right_gap(v.s.list_end(v.i))[:60])[0]  # `40% and 33% on average`
    metric = (v.m.metric or "").lower()
    if names.search(v.left()[-60:].lower()):
        metric = metric.replace("mean", " ")
    return names.sub(" ", " ".join((metric, before, after)).lower())


def _after_open_bracket(before: str) -> str:
    """The words inside a bracket still open before a number, if any: a bound in brackets after an average
    is no average (`1.5x on average (up to 1.9x)`), but a figure that opens its bracket restates the phrase.

    >>> [_after_open_bracket(t) for t in ("on average (up to ", "on average (", "average TTFT (TTFT) by ")]
    ['up to ', 'on average (', 'average TTFT (TTFT) by ']
    """
    at = before.rfind("(")
    inside = before[at + 1 :]
    if at < 0 or ")" in inside or before[at - 1 : at] == "\\" or not inside.strip(" +-~"):
        return before
    return inside


@rule(
    "aggregate",
    ("It is 1.3x faster on average.", "mean"),
    ("It reaches a 5.6x higher indirect-reasoning accuracy on average.", "mean"),
    ("!It is 1.3x faster.", None),
    ("!It gains 43% in accuracy, averaged over seeds, and 3x in speed.", None),
    ("!It extends the mean time to failure by 171x.", None),
)
def aggregate_near(v: View) -> str | None:
    """`on average`, `geometric-mean`, `median` in the metric or right around the number (not across a
    break to the next or the previous number: `43% on average and 3x`)."""
    if not v.s.memo("aggregate_word", _holds_aggregate_word) and not _has_aggregate_word(v.m.metric or ""):
        return None  # the words around the number are the sentence's: no cue phrase can be among them
    near = _near_number(v)
    found = {cues("aggregate")[p] for p in cue_regex("aggregate").findall(near)}
    return next((value for value in _PRIORITY if value in found), None)


@cache
def _aggregate_words() -> tuple[str, ...]:
    """The aggregate cue phrases that hold no shorter one (`average`, `mean`; not `on average`): a text
    holds a cue phrase only if it holds one of these."""
    phrases = cues("aggregate")
    return tuple(sorted(p for p in phrases if not any(q != p and q in p for q in phrases)))


def _has_aggregate_word(text: str) -> bool:
    """Whether ``text``, lowercased, holds a word of ``_aggregate_words``.

    >>> _has_aggregate_word("Geo-Mean latency"), _has_aggregate_word("throughput")
    (True, False)
    """
    lowered = text.lower()
    return any(word in lowered for word in _aggregate_words())


def _holds_aggregate_word(s: Sentence) -> bool:
    return _has_aggregate_word(s.body)


@rule(
    "aggregate",
    ("It gives an average of 1.3x, 1.4x and 1.6x faster runs than Ray.", "mean"),
    ("!It gives an average of 4.1% and up to 12.2% lower makespan than Ray.", None),
)
def list_aggregate(v: View) -> str | None:
    """A later member of a tight list shares the first one's aggregate (`an average of 3x and 4x`), not one with
    a bound of its own (`an average of 4.1% and up to 12.2%`: the maximum is no average)."""
    prev = v.prev
    if prev is None or not v.s.in_list_with_previous(v.i) or qualifier_at_end(v.gap().rstrip()):
        return None
    return prev.aggregate


def _write_aggregate(m: Mention, value: str) -> None:
    m.aggregate = value


AGGREGATE: Slot[str] = Slot(
    "aggregate", (aggregate_near, list_aggregate), _write_aggregate, lambda m: m.kind != "hardware"
)

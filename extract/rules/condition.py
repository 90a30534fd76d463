"""Slot ``condition``: the workload, model, benchmark or setting a number holds for.

`… by 2.16x on VBench` → right after the number; `In online deployment, X captures 64%` → the
sentence's opening phrase; `92.2% on MMBench` → the benchmark of a score.
"""

from __future__ import annotations

import re

from benchclaims.lexicon import metric_heads, qualifier_alternation, word_alternation
from benchclaims.rules.comparison import by_mention, phrases_of
from benchclaims.rules.context import WINDOW, Sentence
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.metric import benchmark_after
from benchclaims.rules.model import Mention
from benchclaims.rules.scan import end_pattern, search_end

_PREP = rf"(?:{word_alternation('condition_preposition')})"
_NP = (
    r"(?P<np>(?:[^,.;()]|\.(?=\w))+?)(?=[,;()]|\.(?!\w)|\s[-—]\s|--|—|\s(?:"
    rf"{word_alternation('condition_end_word')}|and\s(?:(?:a|an|the|\w+s)\s|up\sto|competitive)|(?:and|or)\s\w+ing\b)\b|$)"
)
_AFTER = re.compile(rf"^(?:(?!\b(?:{word_alternation('condition_relative_word')})\b)[^,;])*?\b{_PREP}\s{_NP}")
_OPENING = re.compile(
    rf"^(?:In|On|Across|Under|For|When|During|With|At|"
    rf"(?:Evaluated|Experiments|Evaluations|Results|Tested|Implemented|Deployed|Running|Synthesized|Prototyped)"
    rf"\s(?:{word_alternation('evaluated_preposition')}))\s{_NP}"
)
_RELATIVE = re.compile(rf"\b(?:{word_alternation('condition_relative_word')})\b")
#: `improves throughput in PD-disaggregated serving by 10%`: a setting between the verb's metric and `by N`.
_BEFORE_BY = re.compile(
    rf"\b(?:{word_alternation('change_verb_stem')}|{word_alternation('outperform_stem')})\w*\s[^,;()]*?\s{_PREP}\s(?P<np>[^,;()]+?)"
    rf"\sby\s(?:(?:{qualifier_alternation()})\s(?:a\s|an\s)?)?$"
)
#: What every match of ``_BEFORE_BY`` ends with, of bounded width: a gap not ending so is not searched.
_BEFORE_BY_END = end_pattern(rf"\sby\s(?:(?:{qualifier_alternation()})\s(?:a\s|an\s)?)?$")
_EVALUATED_ON = re.compile(
    rf"\b(?:{word_alternation('evaluated_word')})\s(?:{word_alternation('evaluated_preposition')})\s{_NP}"
)
_DETERMINER = re.compile(r"^(?:the|a|an)\s")
_ENDS_IN_METRIC = re.compile(
    rf"\b(?:{word_alternation('condition_metric_end')}|{word_alternation('condition_not_a_head')})$"
)
#: Phrases after a preposition that are discourse or comparison, not a setting (`In particular, …`).
_NOT_A_SETTING = re.compile(
    rf"^(?:{word_alternation('condition_not_a_setting')}|this (?:{word_alternation('this_noun')})"
    r"|\d[\d.,]*\s?%)(?![\w-])",  # `In 94% of the runs`: a share, not a setting
    re.IGNORECASE,
)


_DANGLING = re.compile(rf"(?:\s(?:{word_alternation('dangling_word')}))+$")
_DANGLING_END = end_pattern(rf"\s(?:{word_alternation('dangling_word')})$")  # a phrase not ending so keeps its words
_AVERAGE_LEAD = re.compile(r"^(?:average|up to|top)\b")


def clean(np: str) -> str | None:
    """A condition phrase without its determiner and dangling prepositions; None when it is no setting.

    >>> clean("the MATH-500 benchmark with"), clean("particular")
    ('MATH-500 benchmark', None)
    """
    np = _DETERMINER.sub("", np.strip())
    np = _DANGLING.sub("", np) if search_end(_DANGLING_END, np) else np
    if (
        len(np) < 2
        or np.lower() in ("an", "the", "under", "over", "only", "up", "about")
        or len(np.split()) > 10
        or np.lower() in metric_heads()  # what ``metric_head_regex`` matches whole: one head
        or _AVERAGE_LEAD.match(np)
        or _NOT_A_SETTING.match(np)
    ):
        return None
    return np


def _usable(v: View, found: str | None) -> str | None:
    if found and not _ENDS_IN_METRIC.search(found.lower()) and found not in v.m.baselines:
        return found
    return None


@rule("condition", ("Kestrel scores 92.2% on MMBench.", "MMBench"))
def condition_benchmark(v: View) -> str | None:
    """`92.2% on MMBench`: the benchmark a score is on (or a list member's, `91.6% pass rate on iOS and
    92.2% on Android`)."""
    name = benchmark_after(v)
    if name is None:
        return None
    prev = v.prev
    listed = prev is not None and prev.metric == v.m.metric and v.s.in_loose_list(v.i)
    return name if v.m.metric == f"{name.lower()} score" or listed else None


#: `by 8% and 12% (in accuracy), respectively, on ToyQA`: a setting after the `respectively` that closes a list.
_AFTER_RESPECTIVELY = re.compile(
    rf"^[^,;()]{{0,40}}?,?\srespectively,?\s(?:{word_alternation('respectively_preposition')})\s{_NP}"
)


@rule(
    "condition",
    ("Kestrel cuts p99 latency by 35% and 22%, respectively, on TPC-C.", "TPC-C"),
    ("!Kestrel cuts p99 latency by 35% and 22% on ToyA and ToyB, respectively.", None),
    ("!Kestrel gains 3% and 5%, respectively, on ToyA (with CNN) and ToyB (with MLP).", None),
)
def condition_respectively(v: View) -> str | None:
    """`by 35% and 22%, respectively, on TPC-C`: the setting after a list's `respectively` holds for each member."""
    end = v.s.list_end(v.i)
    right = v.s.right(end)
    found = _AFTER_RESPECTIVELY.match(right) if "respectively" in right[:60] else None
    listed = found is not None and right[found.end() : found.end() + 2].lstrip().startswith("(")
    return None if found is None or listed else _usable(v, clean(found.group("np")))  # not `on A (with B), C`


def _right_to_claim(v: View) -> str:
    """The text after the number up to the next claim: a hardware mention between is part of the
    setting (`in 7 s on an RTX A5000 GPU`), not its end."""
    later = [m.start for m in v.s.mentions[v.i + 1 :] if m.kind != "hardware"]
    return v.s.text[v.m.end : min(later[0] if later else v.s.end, v.m.end + WINDOW)]


def _without_baselines(v: View) -> str:
    """The text after the number with its baseline phrases blanked (`compared with X under Y`: not X),
    with brackets, which no condition crosses but the search for a later preposition does."""
    gap, begin = _right_to_claim(v), v.m.end
    for p in phrases_of(v.s):
        low, high = max(p.start, begin) - begin, min(p.end, begin + len(gap)) - begin
        if low < high:
            gap = gap[:low] + "(" * (high - low) + gap[high:]
    return gap


_PREP_REST = re.compile(rf"^\s+{_PREP}\s(.+)$")


@rule(
    "condition",
    ("It is 2.16x faster on VBench.", "VBench"),
    ("It is 2.1x faster compared with the conventional Orca-1 scheme under bursty traffic.", "bursty traffic"),
    ("Kestrel trains the toy model in 7 s on an NVIDIA RTX A5000 GPU.", "NVIDIA RTX A5000 GPU"),
    ("!It is 2.16x faster.", None),
)
def condition_after(v: View) -> str | None:
    """The phrase after the number: `by 2.16x on VBench`, `in energy on edge boards` (its metric
    skipped), not a phrase inside a baseline's name."""
    after = _AFTER.match(_without_baselines(v))
    found = clean(after.group("np")) if after else None
    metric = v.m.metric
    if found and metric and found.lower().startswith(metric):  # `in energy on edge boards`
        rest = _PREP_REST.match(found[len(metric) :])
        found = clean(rest.group(1)) if rest else None
    return _usable(v, found)


@rule("condition", ("Kestrel cuts switching latency in sleep mode by 2.1x.", "sleep mode"))
def condition_before_by(v: View) -> str | None:
    """`cuts switching latency in sleep mode by 2.1x`: the setting between the metric and `by N`."""
    gap = v.gap()
    found = _BEFORE_BY.search(gap) if search_end(_BEFORE_BY_END, gap) else None
    np = found.group("np") if found else ""
    if not np:
        return None  # no phrase: no setting (as ``clean("")``)
    clause = _RELATIVE.search(np) or len(np.split()) > 6  # `results on X show that it reduces Y by`: no setting
    return None if clause else _usable(v, clean(np))


@rule(
    "condition",
    ("In online deployment, Kestrel captures 64% more bugs.", "online deployment"),
    ("Implemented on a Xilinx Zynq-7020, the Kestrel core uses 1444 LUTs.", "Xilinx Zynq-7020"),
)
def condition_opening(v: View) -> str | None:
    """The sentence's opening phrase (`In online deployment, …`) or its `evaluated on X`."""
    return _usable(v, by_mention(v.s, "condition_opening", 0, _opening))  # one reading per sentence


def _opening(s: Sentence, first: int) -> str | None:
    """The setting that opens sentence ``s`` or the `evaluated on X` before its mention ``first``."""
    opening = _OPENING.match(s.body.lstrip()) or (_EVALUATED_ON.search(s.left(first)) if s.mentions else None)
    return clean(opening.group("np")) if opening else None


def _write_condition(m: Mention, value: str) -> None:
    m.condition = value


CONDITION: Slot[str] = Slot(
    "condition",
    (condition_benchmark, condition_after, condition_before_by, condition_opening, condition_respectively),
    _write_condition,
    lambda m: m.kind != "hardware" and m.condition is None,
)

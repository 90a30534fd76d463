"""Condition: the workload, model, benchmark or setting a number holds for.

`… by 2.16x on VBench` → right after the number; `In online deployment, X captures 64%` → the
sentence's opening phrase; `on A and B … by 53.3% and 43.6%, respectively` → one each.
"""

from __future__ import annotations

import re

from benchclaims.lexicon import metric_head_regex
from benchclaims.rules.baselines import list_groups, split_names
from benchclaims.rules.context import Sentence

_PREP = r"(?:on|under|in|for|across|during|when|with)"
_NP = (
    r"(?P<np>(?:[^,.;()]|\.(?=\w))+?)(?=[,;()]|\.(?!\w)|\s[-—]\s|\s(?:compared|over|than|relative|against|while|"
    r"and\s(?:(?:a|an|the|\w+s)\s|up\sto)|respectively|by|show|shows|demonstrate|demonstrates|reveal|reveals|"
    r"indicate|that|which|we)\b|$)"
)
_AFTER = re.compile(rf"^[^,;]*?\b{_PREP}\s{_NP}")
_OPENING = re.compile(
    rf"^(?:In|On|Across|Under|For|When|During|(?:Evaluated|Experiments|Evaluations|Results|Tested)\son)\s{_NP}"
)
_EVALUATED_ON = re.compile(
    rf"\b(?:conducted|evaluated|tested|measured|run|experiments|evaluations?)\s(?:on|across|over|with)\s{_NP}"
)
_DETERMINER = re.compile(r"^(?:the|a|an)\s")
_ENDS_IN_METRIC = re.compile(r"\b(?:accuracy|throughput|latency|recall|precision|score|f1|speedup)$")
#: Phrases after a preposition that are discourse or comparison, not a setting (`In particular, …`).
_NOT_A_SETTING = re.compile(
    r"^(?:particular|addition|contrast|summary|practice|total|short|general|fact|turn|comparison|other words|"
    r"respect to|this (?:work|paper|way|setting))\b",
    re.IGNORECASE,
)


def _clean(np: str) -> str | None:
    np = re.sub(r"(?:\s(?:and|or|on|in|at|with|for|of|to|by|under|across))+$", "", _DETERMINER.sub("", np.strip()))
    if (
        not np
        or len(np) < 2
        or np.lower() in ("a", "an", "the", "under", "over", "only", "up", "about")
        or len(np.split()) > 10
        or metric_head_regex().fullmatch(np.lower())
        or re.match(r"^(?:average|up to|top)\b", np)
        or _NOT_A_SETTING.match(np)
    ):
        return None
    return np


def find_condition(s: Sentence, i: int) -> None:
    """Fill the condition of mention ``i`` from the phrase after it or the sentence's opening.

    A phrase that ends in a metric (`with a peak accuracy`) or is the mention's baseline is none.
    """
    m = s.mentions[i]
    if m.kind == "hardware" or m.condition:
        return
    after = _AFTER.match(s.right_gap(i))
    found = _clean(after.group("np")) if after else None
    if found and m.metric and found.lower().startswith(m.metric):  # `in energy on edge boards`
        rest = re.match(rf"^\s+{_PREP}\s(.+)$", found[len(m.metric) :])
        found = _clean(rest.group(1)) if rest else None
    if not found:
        opening = _OPENING.match(s.body.lstrip()) or _EVALUATED_ON.search(s.left(0) if s.mentions else "")
        found = _clean(opening.group("np")) if opening else None
    if found and not _ENDS_IN_METRIC.search(found.lower()) and found not in m.baselines:
        m.condition = found
        m.rules.append("condition")


def distribute_conditions(s: Sentence) -> None:
    """`on Step3.7 and Qwen3.6, … by 53.3% and 43.6%, respectively`: one condition per number."""
    if "respectively" not in s.body:
        return
    for group in list_groups(s):
        if len(group) < 2:
            continue
        names = split_names(s.mentions[group[0]].condition or "")
        if len(names) != len(group):
            names = split_names(s.mentions[group[-1]].condition or "")
        if len(names) == len(group):
            for idx, name in zip(group, names, strict=True):
                s.mentions[idx].condition = name
                s.mentions[idx].rules.append("condition_respectively")

"""Filters: mentions that are not claims (thresholds, settings, sizes) are dropped.

Each filter is ``(sentence, i) -> bool`` (True: drop mention ``i``), registered in ``FILTERS``;
a dropped number drops the rest of its list (`longer than 10 ms, 1 ms, and 0.1 ms`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from benchclaims.rules.context import Sentence

Filter = Callable[[Sentence, int], bool]

_CLAIM_KINDS = ("speedup", "percent_change", "absolute")
_THRESHOLD_BEFORE = re.compile(r"\b(?:longer|shorter|larger|bigger|older|newer|exceeds?)\s+than\s*$|\bevery\s*$")
_SETTING_NOUNS = (
    r"(?:SLAs?|SLOs?|budgets?|deadlines?|constraints?|targets?|thresholds?|limits?|requirements?|sparsity|"
    r"ratios?|pruning|dropout|noise|load|fault|failures?|of memory|memory|HBM|VRAM|RAM|DRAM|context|"
    r"contexts|sequences?|batch(?:es)?|prompts?|inputs?|bits?|precision|quantization|masking|mask|overlap|"
    r"variance|sensitivity|specificity|recall|quantile|percentile|confidence|SNR|signal-to-noise|resolution|"
    r"temperature|learning rate|links?|NICs?|interconnects?|ports?)"
)
_SETTING_AFTER = re.compile(
    rf"^\s?(?:(?!(?:under|at|with|for|of|on|in|by|and|or|while)\s)[A-Za-z][\w-]*\s){{0,3}}?{_SETTING_NOUNS}\b"
)
_SETTING_BEFORE = re.compile(r"\b(?:under|at|with|within|given|using|for|of|on|having)\s+(?:a\s|an\s)?$")
_TOP = re.compile(r"\btop[\s-]?$")
_SHARE_OF_INPUT = re.compile(
    r"^\s?of\s(?:the\s)?(?:[\w-]+\s)?(?:data|dataset|datasets|samples|parameters|params|labels|tokens|budget|"
    r"weights|layers|heads|experts|neurons|examples)\b"
)
_SIZE_FACTOR_BEFORE = re.compile(r"\bmodels?\s*$")
_SIZE_FACTOR_AFTER = re.compile(r"^\s?(?:larger|bigger|more parameters|fewer parameters)\b")


def threshold(s: Sentence, i: int) -> bool:
    """`kernels longer than 10 ms`, `every 500 ms`: a threshold that sets up a condition."""
    return s.mentions[i].kind in _CLAIM_KINDS and bool(_THRESHOLD_BEFORE.search(s.left(i)))


def setting(s: Sentence, i: int) -> bool:
    """`under 7% node fault ratio`, `under 50ms TPOT SLA`, `at 50% sparsity`: a setting, not a result."""
    m = s.mentions[i]
    if m.kind not in ("percent_change", "absolute") or "by_half" in m.rules:
        return False
    before = re.sub(r"(?:up to|over|more than|less than|below|under|within|about|~)\s*$", "", s.left(i))
    return bool(_SETTING_BEFORE.search(before + " ") or _SETTING_BEFORE.search(s.left(i))) and bool(
        _SETTING_AFTER.match(s.right(s.list_end(i)))  # `at 10%, 20%, and 50% sparsity`: the list's noun
    )


def top_share(s: Sentence, i: int) -> bool:
    """`within the top 5% of ranked nodes`, `10% of the training data`: a share of the input."""
    m = s.mentions[i]
    if m.kind != "percent_change":
        return False
    return bool(_TOP.search(s.left(i)) or _SHARE_OF_INPUT.match(s.right(i)))


def size_factor(s: Sentence, i: int) -> bool:
    """`models 10x-20x larger`: a factor describing model size, not a speedup."""
    m = s.mentions[i]
    return m.kind == "speedup" and (
        bool(_SIZE_FACTOR_BEFORE.search(s.left(i))) or bool(_SIZE_FACTOR_AFTER.match(s.right(i)))
    )


def bare_change_word(s: Sentence, i: int) -> bool:
    """`doubles`/`by half` count only with a metric nearby (`doubles throughput`)."""
    m = s.mentions[i]
    if not ({"doubles", "by_half"} & set(m.rules)):
        return False
    from benchclaims.lexicon import metric_head_regex

    near = (s.left(i)[-40:] + " " + s.right(i)[:40]).lower()
    return not metric_head_regex().search(near)


_DATA_SIZE_AFTER = re.compile(
    r"^\s?\)?\s?(?:of\s)?(?:[\w'-]+\s){0,3}?(?:dataset|datasets|data|corpus|recordings?|videos?|audio|speech|footage)\b"
)


def data_size(s: Sentence, i: int) -> bool:
    """`a long-term (~2500 hours) dataset`, `100 hours of speech`, `24 GiB each`: sizes, not results."""
    m = s.mentions[i]
    if m.kind != "absolute" or m.unit in ("%", ""):
        return False
    return bool(_DATA_SIZE_AFTER.match(s.right(i)) or re.match(r"^\s?each\b", s.right(i)))


_STATISTIC_AFTER = re.compile(r"^\s?(?:confidence|credible|prediction)\s(?:interval|level|band)s?\b|^\s?CIs?\b")


_INTERVAL_BEFORE = re.compile(r"\bCIs?\s?[:=,]?\s?[\[(]\s?$")


def statistic(s: Sentence, i: int) -> bool:
    """`a 95% confidence interval`, `(95% CI: [13.0%, 27.4%])`: statistics of a result, not results."""
    if s.mentions[i].unit == "%" and _STATISTIC_AFTER.match(s.right(i)):
        return True
    return bool(_INTERVAL_BEFORE.search(s.left(i)))


_AT_BEFORE = re.compile(r"\bat\s$")


def clock_setting(s: Sentence, i: int) -> bool:
    """`runs at 950 MHz`: a clock frequency after `at` is an operating point, not a result."""
    return s.mentions[i].unit in ("MHz", "GHz") and bool(_AT_BEFORE.search(s.left(i)))


FILTERS: tuple[Filter, ...] = (
    threshold,
    setting,
    top_share,
    size_factor,
    bare_change_word,
    data_size,
    statistic,
    clock_setting,
)


def apply_filters(s: Sentence) -> None:
    """Drop the mentions of ``s`` that a filter rejects, and the rest of their lists."""
    drop: set[int] = set()
    for i in range(len(s.mentions)):
        if any(f(s, i) for f in FILTERS) or (i - 1 in drop and s.in_list_with_previous(i)):
            drop.add(i)
    s.mentions = [m for i, m in enumerate(s.mentions) if i not in drop]

"""Slots ``keep`` and ``kind``: is a number a claim at all, and is a percentage a change or a level.

``keep`` drops thresholds, settings, shares of the input, sizes and statistics (a dropped number
drops the rest of its list: `longer than 10 ms, 1 ms, and 0.1 ms`). ``kind`` reads a percentage
as a change (`by 33%`, `35% higher`), a level against a baseline (`to 31% of X`, `95% of X's
throughput`), an overhead bound (`within 2% of X`) or a plain level (`54.7% MFU`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from benchclaims.lexicon import (
    alternation,
    cue_regex,
    cues,
    device_nouns,
    metric_head_regex,
    metric_heads,
    qualifier_alternation,
    word_alternation,
    words,
)
from benchclaims.rules.context import WINDOW, Sentence
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.model import Mention
from benchclaims.rules.patterns import ACRONYM_BRACKET, P_VALUE_CLOSE
from benchclaims.rules.scan import end_pattern, finditer_near, search_end, widest

CLAIM_KINDS = ("speedup", "percent_change", "absolute")

_THRESHOLD_BEFORE = re.compile(rf"\b(?:{word_alternation('threshold_comparative')})\s+than\s*$|\bevery\s*$")
_SETTING_NOUNS = rf"(?:{word_alternation('setting_noun')})"
_SETTING_AFTER = re.compile(
    rf"^\s?(?:(?!(?:{word_alternation('setting_skip')})\s)[A-Za-z][\w-]*\s){{0,3}}?{_SETTING_NOUNS}\b"
)
_SETTING_BEFORE = re.compile(rf"\b(?:{word_alternation('setting_before')})\s+(?:a\s|an\s)?$", re.IGNORECASE)
_MEASURED_BEFORE = re.compile(rf"\b(?:{word_alternation('change_noun')}|average)\sof\s$")
_WITH_END = re.compile(r"\bwith\s$")
_MEASURED_RATE = re.compile(rf"^\s?(?:[\w-]+\s)?(?:{word_alternation('measured_rate')})\b")
_CHANGED_AFTER = re.compile(  # `with 41% lower memory`, `a >50x inference speedup`: a change, no setting
    rf"^\s?(?:(?!(?:{word_alternation('setting_skip')})\s)[\w-]+\s)?(?:{word_alternation('change_word')})\b"
)
_QUALIFIER_END = re.compile(rf"(?:{qualifier_alternation()})\s*$")
_TOP = re.compile(r"\btop[\s-]?$")
_SHARE_OF_INPUT = re.compile(
    rf"^\s?(?:of\s(?:the\s)?(?:[\w-]+\s)?|(?:{word_alternation('input_adjective')})\s)"
    rf"(?:{word_alternation('input_noun')})\b"
)
#: A share of observed items with a finite predicate: `71% of samples exhibit …`, `15% of experts are …`.
_OBSERVED_SHARE = re.compile(
    rf"^\s?of\s(?:the\s)?(?:[\w-]+\s)?(?:(?:{word_alternation('observed_noun')})\s(?:are|were)"
    rf"|[\w-]+\s(?:{word_alternation('finding_verb')}))\b"
)
_SIZE_FACTOR_BEFORE = re.compile(r"\bmodels?\s*$|\bdespite\s(?:being|using)\s$")
_SIZE_FACTOR_NEEDLES = ("model", "despite")  # one is in every match of ``_SIZE_FACTOR_BEFORE``
_SIZE_FACTOR_AFTER = re.compile(
    rf"^\s?(?:{word_alternation('size_comparative')}|more\s(?:[\w-]+\s)?(?:{word_alternation('data_noun')})"
    rf"|(?:more|fewer)\s[\w-]+\s(?:{word_alternation('parameter_noun')})"  # `40x fewer trainable parameters`
    rf"|(?:{word_alternation('parameter_noun')}|[\w-]*size)\s(?:range|span))\b"  # `a 15x parameter range`
)
_DATA_WORD = rf"(?!(?:{word_alternation('setting_preposition')})\s)[\w'-]+\s"
#: A noun of data after a figure (`100 hours of speech`, `1.38M hours of highly curated English and Korean speech`, `a
#: 1 TB dataset`), not past a preposition of a setting (`50.02 dB on audio reconstruction`: the data is the figure's
#: condition); more than three words between only after `of` (not `66 Hz by fusing temporally sparse LiDAR data`).
_DATA_SIZE_AFTER = re.compile(
    rf"^\s?\)?\s?(?:of\s(?:{_DATA_WORD}){{0,5}}?|(?:{_DATA_WORD}){{0,3}}?)(?:{word_alternation('data_size_noun')})\b"
)
_STATISTIC_AFTER = re.compile(  # `95% confidence interval`, `95% bootstrap CI`, `95 percent Wilson CI`
    rf"^\s?(?:[A-Za-z-]+\s)?(?:(?:{word_alternation('interval_kind')})\s(?:{word_alternation('interval_noun')})s?|CIs?)\b"
    r"(?!\scoverage\b)"  # `47.9% prediction interval coverage`: a measured coverage, not the interval's level
)
_INTERVAL_BEFORE = re.compile(r"\bCIs?\s?[:=,]?\s?(?:of\s)?[\[(]?\s?$")  # `CI: [13.0%, ...`, `CI 48.5-53.3%`
_AT_BEFORE = re.compile(r"\bat\s$")
_SPEC_AFTER = re.compile(  # `8 GB of GPU memory`, `an 8 GB laptop`; not `in 2 minutes on a laptop`, `per GPU`
    rf"^\s?(?!per\s)(?:of\s)?(?:(?!(?:{word_alternation('condition_preposition')})\s)[\w-]+\s){{0,2}}?(?:[\w-]*(?:memory|DRAM|RAM|HBM|VRAM)|"
    rf"{word_alternation('spec_noun')}|GPUs?"  # `a 24 GB GPU`, not `15.8 W of GPU power`
    rf"(?!\s(?!(?:{word_alternation('condition_preposition')}|{word_alternation('setting_preposition')})\b)[a-z]))\b"
)
_EXAMPLE_LIST = re.compile(r"\((?:e\.g\.|i\.e\.|for example),?[^()]*$")
_VERB_RIGHT_BEFORE = re.compile(r"\b[a-z]+(?:s|ed)\s(?:only\s|about\s|up\sto\s|~\s?)?$")
#: `a 1% violation budget`; not `41% under a latency budget`, `100% satisfaction of deadlines` (a preposition between)
_TARGET_AFTER = re.compile(
    rf"^\s?(?:(?!(?:{word_alternation('condition_preposition')}|of)\s)[\w-]+\s){{0,3}}?"
    rf"(?:{word_alternation('target_bound_noun')})"
    rf"(?=\s(?:{word_alternation('target_end')})\b|[,.;)]|$)"
)
_PURPOSE_BEFORE = re.compile(
    rf"\bto\s(?:{word_alternation('purpose_verb')})\b[^,;]{{0,60}}\b(?:{word_alternation('bound_word')})\s$"
)
_RATE_SETTING = re.compile(r"^\s?(?:[\w-]+\s){0,3}?rates?\b")
_TARGET_BEFORE = re.compile(rf"\b(?:{word_alternation('target_noun')})\s(?:of|=|at)\s?(?:only\s|just\s|~\s?|about\s)?$")
_INEQUALITY_BEFORE = re.compile(  # `at Pd >= 88%`, `when R >= 90%`; not `with > 85% accuracy`, `to <= 5 s`
    r"(?:^|\s)(?:[A-Za-z]|(?=[\w-]*[A-Z])[A-Za-z][\w-]{1,3})\s?(?:>=|<=|≥|≤|>|<)\s?$"
)
_AT_A_BEFORE = re.compile(r"\bat\s(?:a\s|an\s)?$")
#: The last token of each end-anchored pattern of ``target`` (before its optional spaces and ``$``): the
#: right-stripped window of any match ends in one, so a cheap ``endswith`` decides whether to search at all.
_TARGET_BEFORE_ENDS = ("of", "=", "at", "only", "just", "~", "about")
_PURPOSE_BEFORE_ENDS = tuple(sorted(words("bound_word")))
_INEQUALITY_ENDS = ("=", ">", "<", "≥", "≤")
_AT_A_ENDS = ("at", "a", "an")
_BOUND_RESULT_BEFORE = re.compile(  # `achieving an AUC > `, `holds plot-beat F1 >= `: a measured score, not a setting
    rf"\b(?:{word_alternation('bound_result_verb')})\s(?:an?\s)?(?:[\w-]+\s)?[A-Za-z][\w-]{{0,3}}\s?(?:>=|<=|≥|≤|>|<)\s?$"
)


@rule("keep", ("Kernels longer than 10 ms run 2x faster.", True), ("!It is 2x faster than X.", None))
def threshold(v: View) -> bool | None:
    """`kernels longer than 10 ms`, `every 500 ms`: a threshold that sets up a condition."""
    if v.m.kind not in CLAIM_KINDS or not v.left().rstrip().endswith(("than", "every")):  # what both branches end in
        return None
    return True if _THRESHOLD_BEFORE.search(v.left()) else None


@rule(
    "keep",
    ("It holds under 7% node fault ratio.", True),
    ("!It cuts latency by 7%.", None),
    ("!Kestrel finds stale caches with 75% precision.", None),
    ("!It shows an improvement of 40% SNR over FluxNet.", None),
    ("!Kestrel serves the peak load with 41% lower memory footprint.", None),
    ("!Its distance kernel loses under 0.08% recall.", None),
)
def setting(v: View) -> bool | None:
    """`under 7% node fault ratio`, `under 50ms TPOT SLA`, `at 50% sparsity`: a setting, not a result."""
    if v.m.kind not in ("percent_change", "absolute") or v.m.form in ("by_half", "half_quantity"):
        return None
    after = v.s.right(v.s.list_end(v.i))  # `at 10%, 20%, and 50% sparsity`: the list's noun
    if not _SETTING_AFTER.match(after) or _CHANGED_AFTER.match(v.right()):  # the cheap anchored tests first
        return None
    left = v.left()
    before = _QUALIFIER_END.sub("", left)
    if search_end(_MEASURED_BEFORE, before) or (search_end(_WITH_END, before) and _MEASURED_RATE.match(after)):
        return None  # `an improvement of 69% SNR`, `with 75% precision`: results
    if _after_change_verb(left):
        return None  # `a kernel that loses under 0.08% recall`: a result
    return True if _SETTING_BEFORE.search(before + " ") or _SETTING_BEFORE.search(left) else None


#: `70% training, 10% validation, and 20% testing`, `a 20 percent test set`: a part of a dataset split.
_SPLIT_PART_AFTER = re.compile(
    rf"^\s?(?:for\s)?(?:the\s)?(?:{word_alternation('split_part')})(?P<noun>\s(?:{word_alternation('split_noun')}))?"
    r"(?=[,;:)]|\.(?:\s|$)|\s(?:and|or)\s|$)"
)
_SPLIT_MEMBER = rf"(?:%|percent)\s(?:for\s)?(?:the\s)?(?:{word_alternation('split_part')})"
#: The next or the previous member of a split list: `70% training, 10% validation`.
_NEXT_SPLIT = re.compile(rf"^,?\s(?:and\s)?\d[\d.]*\s?{_SPLIT_MEMBER}\b")
_PREVIOUS_SPLIT = re.compile(rf"{_SPLIT_MEMBER},?\s(?:and\s)?$")


@rule(
    "keep",
    ("The images were divided into 70% for training, 15% for validation, and 15% for testing.", True),
    ("!Kestrel reaches 91.2% test accuracy.", None),
    ("!Kestrel reaches 97.3% validation and 81.0% OOD accuracy.", None),
)
def data_split(v: View) -> bool | None:
    """`70% training, 10% validation, and 20% testing`, `a held-out 20 percent test set`: how a dataset is split
    (a named split, or two parts named; not `97% validation and 81% OOD accuracy`, `1% training and 3% inference
    overhead`)."""
    found = _SPLIT_PART_AFTER.match(v.right()) if v.m.unit == "%" else None
    if found is None or found.group("noun"):
        return True if found else None
    listed = _NEXT_SPLIT.match(v.right()[found.end() :]) or search_end(_PREVIOUS_SPLIT, v.left()[-60:])
    return True if listed else None


@rule(
    "keep",
    ("It ranks within the top 5% of nodes at 2x speed.", True),
    ("It matches BERT with only 10% labeled data.", True),
    ("!It saves 5% of cost.", None),
    ("!Kestrel saves up to 39% of tokens.", None),
    ("!The analysis reveals that 71% of samples exhibit co-occurring smells.", None),
)
def top_share(v: View) -> bool | None:
    """`within the top 5% of ranked nodes`, `10% of the training data`: a share of the input."""
    if v.m.kind != "percent_change" or not (search_end(_TOP, v.left()) or _SHARE_OF_INPUT.match(v.right())):
        return None
    if _REQUIRED_SHARE.match(v.right()) or _OBSERVED_SHARE.match(v.right()):
        return None  # `1.1% of the tokens required by X`: a comparison; `71% of samples exhibit X`: a finding
    return None if _after_move_verb(v.left()) else True  # `saves up to 39% of tokens`: a change


@rule(
    "keep",
    ("It serves models 10x larger on one GPU.", True),
    ("It trains Kestrel with 15x more supervised data than FluxNet.", True),
    ("Kestrel matches LoRA with 40x fewer trainable parameters.", True),
    ("We evaluate encoders spanning a 15x parameter range.", True),
    ("!It is 10x faster.", None),
    ("!Kestrel requires 7.5x fewer parameters than LoRA.", None),
)
def size_factor(v: View) -> bool | None:
    """`models 10x-20x larger`, `despite being 100 times smaller`, `with 15x more supervised data`, `40x fewer
    trainable parameters`: a factor describing the size of a model or its training data, not a speedup; but
    `7.6x fewer parameters than LoRA` measures a saving against a baseline."""
    if v.m.kind != "speedup":
        return None
    before = next(finditer_near(_SIZE_FACTOR_BEFORE, _SIZE_FACTOR_NEEDLES, v.left()), None)
    after = _SIZE_FACTOR_AFTER.match(v.right())
    if after and "fewer" in after.group() and v.right().startswith(" than ", after.end()):
        return None
    return True if before or after else None


_RANGE_AFTER = re.compile(rf"^\s?(?:{word_alternation('spread_noun')})\b")


@rule("keep", ("It holds over a 16x range of batch sizes.", True), ("!It is 16x faster over Ray.", None))
def range_factor(v: View) -> bool | None:
    """`over a 16x range of samples`, `up to 6x variation in operation counts`: the spread of a setting."""
    return True if v.m.kind == "speedup" and _RANGE_AFTER.match(v.right()) else None


_CONFIGURED_BEFORE = re.compile(  # `is set to 100 ms`, `at a fixed false positive rate of 0.5%`
    rf"(?:\b(?:{word_alternation('copula')})\s(?:{word_alternation('configure_verb')})\s(?:to|at)|\bat\sa\sfixed\s[^,;()\d]{{1,40}}?\s(?:of|=))\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?$"
)


_CONFIGURED_NEEDLES = tuple(sorted(words("configure_verb")))  # `fixed` among them: `at a fixed … of`


@rule(
    "keep",
    ("The lock timeout is set to 100 ms.", True),
    ("It lifts recall by 37% at a fixed false positive rate of 0.5%.", True),
    ("!It reproduces the candidate set to within 0.03 percent.", None),
)
def configured_value(v: View) -> bool | None:
    """`set to 100 ms`, `at a fixed false positive rate of 0.5%`: a value a run is configured with."""
    left = v.left()[-80:]
    if not any(word in left for word in _CONFIGURED_NEEDLES):  # every match holds one: most figures have none
        return None
    return True if v.m.kind in CLAIM_KINDS and search_end(_CONFIGURED_BEFORE, v.left()) else None


_RESAMPLED_AFTER = re.compile(rf"^[\s-]?(?:{word_alternation('resampled_word')})\b")


@rule("keep", ("It reads tokens from a 16x downsampled image.", True), ("!It is 16x faster.", None))
def resampled_factor(v: View) -> bool | None:
    """`a 16x downsampled image`, `4x upscaled outputs`: the scale an input is resampled by, a setting."""
    return True if v.m.kind == "speedup" and _RESAMPLED_AFTER.match(v.right()) else None


@rule(
    "keep",
    ("The team doubles in size.", True),
    ("!Kestrel doubles the throughput of vLLM.", None),
    ("!Kestrel halves the qubit requirement.", None),
)
def bare_change_word(v: View) -> bool | None:
    """`doubles`/`by half` count only with a metric nearby (`doubles throughput`) or, for a verb, an object
    (`halves the qubit requirement`; not `doubles as a catalog`, `doubled every 5 years`)."""
    if v.m.form not in ("doubles", "by_half"):
        return None
    near = (v.left()[-40:] + " " + v.right()[:40]).lower()
    return None if metric_head_regex().search(near) or _verb_with_object(v) else True


#: A multiplier verb (`halves`, `doubled`; `triples` is mostly a noun), and the object noun phrase opening after it.
_MULTIPLIER_VERB = re.compile(rf"(?:{word_alternation('finite_multiplier_verb')})$")
_OBJECT_AFTER = re.compile(
    rf"^\s(?:the\s|its\s|their\s|our\s|this\s)?(?!(?:{word_alternation('stop')}|every|as)\b)[a-zA-Z][\w'-]*"
)
_WORD_BEFORE = re.compile(r"[A-Za-z]\s$")


def _verb_with_object(v: View) -> bool:
    """Whether a multiplier word is a verb after a word, with an object: `further halves Copilot's gap`, not
    `a split-halves diagnostic`, `framework, doubled degrees of freedom`."""
    verb = _MULTIPLIER_VERB.match(v.s.text, v.m.start, v.m.end) is not None
    return verb and bool(_WORD_BEFORE.search(v.left()[-2:])) and _OBJECT_AFTER.match(v.right()) is not None


@rule(
    "keep",
    ("We collect 100 hours of speech.", True),
    ("We pretrain on public text (2.8 billion words, 46 GB).", True),
    ("!It takes 100 hours less.", None),
    ("!Kestrel achieves 134 FPS video throughput.", None),
)
def data_size(v: View) -> bool | None:
    """`a long-term (~2500 hours) dataset`, `100 hours of speech`, `24 GiB each`, `NVIDIA H100 (HBM3, 80 GB)`:
    sizes, not results (a rate such as `134 FPS video throughput` is no size)."""
    if v.m.kind != "absolute" or v.m.unit in ("%", "") or "/ second" in v.m.unit:
        return None
    glossed = search_end(_DATA_GLOSS_BEFORE, v.left()) is not None  # `pretraining text (2.84 billion words, 46.21 GB)`
    glossed = glossed or (v.m.unit_class == "memory" and _spec_of_name(v))  # `NVIDIA H100 (HBM3, 80 GB)`
    return True if glossed or _DATA_SIZE_AFTER.match(v.right()) or re.match(r"^\s?each\b", v.right()) else None


#: The bracket after a noun of data that glosses its size: `Indic pretraining text (2.84 billion words, `.
_DATA_GLOSS_BEFORE = re.compile(rf"\b(?:{word_alternation('data_size_noun')})\s\((?:[^()]{{0,40}},\s)?(?:~|about\s)?$")
#: A bracket right after a capitalized name, up to a size, and its close with no comparison in it: `Jetson Nano (4 GB,
#: TensorRT FP16)`, `NVIDIA H100 (HBM3, 80 GB)`, `Alpamayo-R1-10B (21.52GB)`: the memory or file size of that thing.
_NAME_GLOSS_BEFORE = re.compile(r"(?<![\w.-])[A-Z][\w.+-]*\s\((?:[^()]{0,30},\s)?(?:~|about\s|approximately\s)?$")
_GLOSS_CLOSE = re.compile(r"^(?:(?!\s(?:vs\.?|versus|to|from)\s)[^()→]){0,40}\)")


def _spec_of_name(v: View) -> bool:
    """Whether a size is glossed in a bracket after a name (`NVIDIA H100 (HBM3, 80 GB)`), not compared there."""
    return search_end(_NAME_GLOSS_BEFORE, v.left()) is not None and _GLOSS_CLOSE.match(v.right()) is not None


@rule(
    "keep",
    ("We report a 95% confidence interval.", True),
    ("Kestrel cuts cost by 41% (95% bootstrap CI 38.2-44.0%).", True),
    ("!It reaches 95% accuracy.", None),
)
def statistic(v: View) -> bool | None:
    """`a 95% confidence interval`, `(95% CI: [13.0%, 27.4%])`, `95% bootstrap CI 38-44%`: statistics of a
    result, not results."""
    if v.m.unit == "%" and _STATISTIC_AFTER.match(v.right()):
        return True
    left = v.left()  # a match starts with `CI` within the pattern's reach of the end (12 characters)
    return True if "CI" in left[-12:] and search_end(_INTERVAL_BEFORE, left) else None


#: `at a carrier frequency of`, `at the median deployment SNR of`, `at signal-to-noise ratio (SNR) =`, `at B =`: a
#: parameter of the run named before its value.
_PARAMETER_AT = re.compile(
    rf"\b[Aa]t\s(?:(?:an?|the)\s)?(?:(?:[\w-]+\s){{0,3}}?(?:{word_alternation('run_parameter')})(?:\s\([A-Z]+\))?|[A-Za-z]{{1,2}})"
    rf"\s?(?:of|=)\s(?:(?:{qualifier_alternation()})\s)?$"
)
_PARAMETER_AT_END = end_pattern(rf"(?:of|=)\s(?:(?:{qualifier_alternation()})\s)?$")


@rule(
    "keep",
    ("At a carrier frequency of 28 GHz, Kestrel reaches 91% accuracy.", True),
    ("Kestrel decodes 97% of frames at signal-to-noise ratio (SNR) = 10 dB.", True),
    ("!Kestrel answers at a throughput of 1,200 tokens/s.", None),
)
def parameter_at(v: View) -> bool | None:
    """`at a carrier frequency of 28 GHz`, `at SNR = 10 dB`, `at B = 400 MHz`: a parameter of the run named before
    its value is a setting, not a result."""
    left = v.left()
    return True if search_end(_PARAMETER_AT_END, left) and search_end(_PARAMETER_AT, left) else None


_AT_NAME_BEFORE = re.compile(r"[A-Za-z\d]@$")


@rule(
    "keep",
    ("Kestrel reaches 87.9% TPR@1% FPR.", True),
    ("It lowers ADE@3s from 0.47 to 0.26.", True),
    ("!Kestrel reaches 87.9% TPR at 1% FPR with 2 ms latency.", None),
)
def name_at_figure(v: View) -> bool | None:
    """`TPR@1% FPR`, `ADE@3s`, `4 TOPS@2GHz`: a figure right after `@` is part of a measure's name or of a
    specification, not a result."""
    return True if search_end(_AT_NAME_BEFORE, v.left()[-2:]) else None


_OPENING_AT = re.compile(r"^\s*(?P<lead>At|Over|During|For|Across)\s(?:an?\s|the\s)?(?:[\w-]+\s)?$")
_SETTING_CLASSES = (None, "latency", "throughput", "accuracy")  # a share, a time, a rate or a score; not a cost
_OPENING_REST = re.compile(r"^(?:\s?(?:[\w/@-]+\s){0,4}?[\w/@-]+)?,")


@rule(
    "keep",
    ("At a target 5% false-positive rate, Kestrel detects 91% of attacks.", True),
    ("Over 56 days, 112 measurements were collected.", True),
    ("!At 512 GPUs, Kestrel improves throughput by 1.3x.", None),
)
def opening_setting(v: View) -> bool | None:
    """`At a target 5% false-positive rate, …`, `At 48 jobs per hour, …`, `Over 56 days, …`: the operating point or
    span of time a sentence opens with, not a result."""
    if v.i != 0 or v.m.kind not in ("absolute", "percent_change") or v.m.unit_class not in _SETTING_CLASSES:
        return None  # not `At roughly 1,000 times lower cost, …` nor `At about $2 per textbook, …`: results
    opening = _OPENING_AT.match(v.left())
    if not opening or (opening.group("lead") != "At" and v.m.unit_class != "latency"):
        return None  # `Over 56 days, … were collected`: a span of time; `Over 90% of runs, …` is a share
    return True if _OPENING_REST.match(v.right()) else None


#: `at` (and an article) before a share, and an operating-point noun after it: `at 1% FPR`, `at a 70% compression`.
_AT_BEFORE_SHARE = re.compile(r"\bat\s(?:an?\s)?$")
_OPERATING_POINT_AFTER = re.compile(rf"^\s(?:{word_alternation('operating_point_noun')})\b")


@rule(
    "keep",
    ("Kestrel reaches 99.9% TPR at 1% FPR on the test split.", True),
    ("!Kestrel keeps recall at 90% on every split.", None),
)
def operating_point(v: View) -> bool | None:
    """`99.9% TPR at 1% FPR`, `86.33% accuracy at 70% compression`: the operating point a figure before it in the
    sentence is read at, not a result."""
    if v.i == 0 or v.m.unit != "%" or not search_end(_AT_BEFORE_SHARE, v.left()[-8:]):
        return None
    return True if _OPERATING_POINT_AFTER.match(v.right()) else None


#: `at a token pruning ratio of`, `under an extreme pruning rate of over`: a rate set for the run.
_SETTING_RATE_BEFORE = re.compile(
    rf"\b(?:{word_alternation('intervention_lead')})\s(?:an?\s)?(?:[\w-]+\s){{0,2}}"
    rf"(?:{word_alternation('intervention_noun')})\s(?:{word_alternation('rate_noun')})s?\sof\s(?:(?:{qualifier_alternation()})\s)?$",
    re.IGNORECASE,
)
#: What every match of ``_SETTING_RATE_BEFORE`` ends with, of bounded width: a window not ending so is not searched.
_SETTING_RATE_END = end_pattern(
    rf"(?:{word_alternation('rate_noun')})s?\sof\s(?:(?:{qualifier_alternation()})\s)?$", re.IGNORECASE
)


@rule(
    "keep",
    ("Kestrel keeps 96% accuracy at a token pruning ratio of 85%.", True),
    ("Kestrel beats random selection under an extreme pruning rate of over 99 percent.", True),
    ("!Kestrel achieves an input token compression ratio of up to 86%.", None),
)
def setting_rate(v: View) -> bool | None:
    """`at a token pruning ratio of 85%`, `even at compression ratios of 60%-80%`: the rate of an intervention the
    result is read at (pruning, sparsity, compression, masking…), not a result (`achieves a compression ratio of`)."""
    if v.m.kind not in ("absolute", "percent_change"):
        return None
    window = v.left()[-90:]  # an unbounded pattern led by `\b`, tried at every place: only a window with its `of`
    if "of" not in window.lower() or not search_end(_SETTING_RATE_END, window):
        return None
    return True if _SETTING_RATE_BEFORE.search(window) else None  # unbounded: ``search_end`` would search all of it too


_WHEN_BEFORE = re.compile(
    rf"\b(?:{word_alternation('condition_clause_word')})\s(?:(?:{qualifier_alternation()})\s|only\s|just\s)?$",
    re.IGNORECASE,
)
_OF_NEXT = re.compile(r"^\s?of\s")


@rule(
    "keep",
    ("Its recall degrades by only 15% even when 50% of the steps raise spurious warnings.", True),
    ("!Kestrel recovers 50% of the lost steps when the cache is cold.", None),
)
def share_in_condition(v: View) -> bool | None:
    """`even when 50% of the steps raise warnings`, `if 30% of the nodes fail`: a share that a clause of
    condition sets up, not a result."""
    if v.m.unit != "%" or not _OF_NEXT.match(v.right()):
        return None
    return True if search_end(_WHEN_BEFORE, v.left()) else None


@rule("keep", ("The core runs at 950 MHz.", True), ("!It reaches 950 MHz.", None))
def clock_setting(v: View) -> bool | None:
    """`runs at 950 MHz`: a clock frequency after `at` is an operating point, not a result."""
    return True if v.m.unit in ("MHz", "GHz") and search_end(_AT_BEFORE, v.left()) else None


_BARE_EXAMPLE_END = re.compile(r"^\s?(?:\)|,|and\b|or\b)")


def _bare_example(v: View) -> bool:
    """A spec or a bare figure in an example list, `(e.g., 4 TB/s)`, `(e.g., 10%, 20%)`: not one with a metric or a
    verb (`(e.g., +5.6% avg@16 on math)`, `(e.g., F1 exceeding 89%)`, `(e.g., GEMM consumes 5.2 W)`)."""
    left = v.left()
    example = _EXAMPLE_LIST.search(left)
    if example is None or _VERB_RIGHT_BEFORE.search(left) or v.m.form == "from_to":
        return False  # `(e.g., 75.1% → 76.5%)`: a measured change, not an example of a setting
    if _SPEC_UNIT.search(v.m.unit):  # `(e.g., 32x32 tiles, 1979 TFLOPS@FP8, 4 TB/s bandwidth)`: a chip's spec
        return True
    after = v.s.right(v.s.list_end(v.i))  # `(e.g., 2.1 dB and 1.4 dB on FluxBench)`: what follows the list
    return _BARE_EXAMPLE_END.match(after) is not None and metric_head_regex().search(example.group(0)) is None


@rule(
    "keep",
    ("It runs on a laptop with 8 GB of GPU memory.", True),
    ("It fits small devices (e.g., 4 GB).", True),
    ("!It cuts memory to 8 GB.", None),
    ("!It wins on every task (e.g., 92% pass rate on FluxBench).", None),
    ("!It wins by wide margins (e.g., 2.1 dB and 1.4 dB on FluxBench).", None),
    ("!It lifts task accuracy (e.g., 75.1% -> 76.5%).", None),
)
def device_spec(v: View) -> bool | None:
    """`8 GB of GPU memory`, `an 8 GB laptop`, `the 4-128 MiB range`, `(e.g., 4 TB/s)`: a setup, not a result."""
    if v.m.kind in CLAIM_KINDS and _bare_example(v):  # `(e.g., 50%)`; not `(e.g., 92% pass rate)`
        return True
    if v.m.kind != "absolute" or v.m.unit in ("%", ""):
        return None
    return True if _SPEC_AFTER.match(v.right()) else None


#: `33.3% chance`, `the 11% random-chance baseline`, `5% random baseline` (not `a 30% chance of success`).
_CHANCE_AFTER = re.compile(r"^\s?(?:random[\s-](?:chance|guess\w*|baseline)|chance)\b(?!\s(?:of|to)\b)", re.IGNORECASE)
#: `Random chance accuracy is 0.5`, `a chance level of 25%`.
_CHANCE_BEFORE = re.compile(r"\bchance(?:[\s-]level)?(?:\s[a-z]+)?\s(?:is|of|=|at|was)\s(?:about\s|around\s|~)?$")


@rule(
    "keep",
    ("Kestrel reaches 42.5% agreement vs. 33.3% chance.", True),
    ("Kestrel beats the 11% random-chance baseline.", True),
    ("!Its detection AUROC collapses to 0.53 (chance).", None),
    ("!Kestrel has a 30% chance of success.", None),
)
def chance_level(v: View) -> bool | None:
    """`vs. 33.3% chance`, `the 10% chance baseline`, `chance accuracy is 0.5`: the level of guessing, a reference
    (not `0.53 (chance)`, a result at chance, or a factor over chance: `2.3x chance`)."""
    if v.m.kind not in ("absolute", "percent_change"):
        return None
    if _CHANCE_AFTER.match(v.right()):
        return True
    left = v.left()  # the pattern before is unbounded, a scan of the whole window: only one that holds `chance`
    return True if "chance" in left and search_end(_CHANCE_BEFORE, left) else None


@rule(
    "keep",
    ("It tunes the margin to keep the miss rate below 5% on every trace.", True),
    ("Its 30.7 s latency exceeds the TTFT requirement of 10 s by 3x.", True),
    ("Kestrel keeps up when Pd >= 88%.", True),
    ("!Kestrel flags faulty kernels with > 85% accuracy.", None),
    ("!Kestrel meets nearly 100% satisfaction of latency deadlines.", None),
    ("!Kestrel achieves an AUC > 0.97 on FluxSet.", None),
    ("!It finds bugs at 3x the rate of FluxFuzz.", None),
    ("!Kestrel gives a >25x improvement over FluxTab.", None),
)
def target(v: View) -> bool | None:
    """`the strict 1% violation budget`, `to keep the miss rate below 5%`, `at a 0.1% miss rate`,
    `at Pd >= 88%`: a target or a setting the result is held to."""
    left, right = v.left(), v.right()
    if v.m.kind not in CLAIM_KINDS or _CHANGED_AFTER.match(right):  # `a >25x improvement`
        return None
    if _TARGET_AFTER.match(right):  # `a 1% budget`
        return True
    end = left.rstrip()  # each end-anchored search runs only when the window ends in its pattern's last token
    if end.endswith(_TARGET_BEFORE_ENDS) and search_end(_TARGET_BEFORE, left):  # `a budget of 1%`
        return True
    if end.endswith(_PURPOSE_BEFORE_ENDS) and search_end(_PURPOSE_BEFORE, left):
        return True
    inequality = end.endswith(_INEQUALITY_ENDS) and search_end(_INEQUALITY_BEFORE, left)
    if inequality and not search_end(_BOUND_RESULT_BEFORE, left):
        return True
    at_rate = v.m.kind != "speedup" and end.endswith(_AT_A_ENDS) and search_end(_AT_A_BEFORE, left)
    return True if at_rate and _RATE_SETTING.match(right) else None  # not `at 2-16x the rate of X`


#: A share of some items and the bound they meet: `31.6% of the generated kernels achieve at least a `, `60% of tasks
#: within `, `97% of requests with latency under `.
_SHARE_BOUND_BEFORE = re.compile(
    rf"\d\s?(?:%|percent)\sof\s(?:the\s|all\s)?(?:(?!(?:and|or|{word_alternation('contrast_conjunction')})\s)[\w-]+\s){{0,3}}?"
    r"[\w-]+s\s"
    rf"(?:(?:{word_alternation('relative_pronoun')})\s)?(?:(?:(?:{word_alternation('bound_meet_verb')})\s)?(?:{word_alternation('bound_lead')})"
    rf"|(?:{word_alternation('bound_meet_verb')})\s(?:{word_alternation('loose_bound_lead')}))\s(?:an?\s)?$"
)


@rule(
    "keep",
    ("Kestrel makes 31.6% of the kernels achieve at least a 1.2x speedup over Orca.", True),
    ("Kestrel solves 60% of tasks within 10 minutes.", True),
    ("!Kestrel cuts latency for 90% of requests by over 2x.", None),
)
def share_bound(v: View) -> bool | None:
    """`31.6% of the generated kernels achieve at least a 1.2x speedup`, `60% of tasks within 10 minutes`: the
    bound that sets which items a share counts, not a result."""
    if v.i == 0 or v.m.kind not in CLAIM_KINDS:
        return None
    return True if search_end(_SHARE_BOUND_BEFORE, v.left()[-120:]) else None


_CLASS_SHARE = re.compile(r"\b([a-z][\w-]*)\s?\($")
#: A count, maybe of a total (`431 of 499`, `64/483`), and its noun right before the bracket of its share.
_COUNT_NOUN = r"(?<![\w.,-])\d[\d,]*(?:\s(?:of|out\sof)\s\d[\d,]*|/\d[\d,]*)?\s(?:[\w-]+\s){0,3}?[a-z][\w-]*\s?\($"
#: A verb of a result with that count as its object (`solves 431 of 499 problems (`) or its subject (`) trigger`).
_RESULT_OF_COUNT = re.compile(rf"\b(?:{word_alternation('counted_result_stem')})\w*\s(?:[\w-]+\s){{0,2}}?{_COUNT_NOUN}")
_COUNT_OF_RESULT = re.compile(_COUNT_NOUN)
_RESULT_AFTER = re.compile(rf"^\)\s(?:[\w-]+\s)?(?:{word_alternation('counted_result_stem')})")
#: A copula and its adjective, or a verb of a state, right before the bracket: the figure is what is stated.
_PREDICATE_BEFORE = re.compile(
    rf"\b(?:(?:{word_alternation('copula')})\s[a-z]+|{word_alternation('state_verb')}|holds|held)\s?\($"
)
_ON_BEFORE = re.compile(r"\b(?:on|across)\s(?:the\s)?(?:[\w.-]+\s){0,3}[a-z][\w-]*\s?\($")
_COMPARED_BEFORE = re.compile(  # `outperforming X (`, `than X (`, `a 2.3% improvement over X (`
    rf"\b(?:{word_alternation('outperform_stem')})\w*|\bthan\b"
    rf"|\b(?:{word_alternation('change_noun')}|{word_alternation('factor_noun')})\sover\s[^,;()]{{1,50}}\($",
    re.IGNORECASE,
)
_COMPARED_AFTER = re.compile(  # `our model (84.1%) outperforms X`, `OOD questions (3.5%) than ...`
    rf"^\)\s(?:[^,;.()]{{0,30}}?\s)?(?:(?:{word_alternation('outperform_stem')})\w*|than)\b", re.IGNORECASE
)
_SIGNAL_AFTER = re.compile(rf"^\s?(?:[\w-]+\s)?(?:{word_alternation('signal_noun')}|trajector\w+)\b")
_RESAMPLED = re.compile(rf"\b(?:{word_alternation('resampled_word')})\s(?:to|at)\s$")
_DURATION_OF_DATA = re.compile(r"^\s(?:of|from)\s")
_DESIGNED = re.compile(
    rf"\b(?:{word_alternation('design_participle')})\s(?:{word_alternation('design_preposition')})\s(?:up\sto\s)?$"
)


_BRACKETED_PERCENT = re.compile(r"\(\s?(\d+(?:\.\d+)?)\s?%\s?\)")


def _bracketed_total(text: str) -> float:
    """The sum of the bracketed percentages of ``text``; the shares of one whole add up to at most 100.

    >>> _bracketed_total("train (70%), test (15%) and validation (15%); accuracy 91%")
    100.0
    """
    return sum(float(found) for found in _BRACKETED_PERCENT.findall(text))


@rule(
    "keep",
    ("The FluxSet corpus holds low-light (8%) and glare (42%) frames.", True),
    ("Three profiles emerged: Casually Engaged (58%), Efficient Learners (35%), and Strugglers (7%).", True),
    ("!Kestrel scores high on planning (81%) and on coding (83%).", None),
    ("!It beats the roofline baseline (22.0%) on FluxBench.", None),
    ("!Kestrel reaches 91% recall, outperforming text-only (82%) and fixed fusion (88%).", None),
    ("!Our planner (84.1%) outperforms FluxNet on FluxQA.", None),
    ("!It halves the miss rate (25.1% to 13.5%).", None),
    ("!Kestrel sets the state of the art on the Breakfast dataset (82.5%).", None),
    ("!On shifted data, the reliability of Orion is minimal (0-2%).", None),
    ("!Kestrel yields reductions in sodium (9%).", None),
    ("!Kestrel solves 431 of 499 problems (86.4%).", None),
)
def class_share(v: View) -> bool | None:
    """`low-light (8%), normal (50%)`: the share of a class of the data in parentheses. Not around
    `outperforming`/`than` or after `baseline` (the figures of the systems compared), not a from-to pair, and
    not when the sentence's bracketed percentages add up past 100 (scores, not the shares of one whole)."""
    if v.m.unit != "%" or not v.right().startswith(")"):  # the cheap tests first
        return None
    word = _CLASS_SHARE.search(v.left()) or _partition_label(v)
    if word is None:
        return None
    if _COMPARED_BEFORE.search(v.left()) or _COMPARED_AFTER.match(v.right()):
        return None
    if _PREDICATE_BEFORE.search(v.left()) or _CHANGE_NOUN_OF.search(v.left()[-80:]):
        return None  # `the reliability is minimal (0-2%)`, `reductions in sodium (9%)`: a result stated
    if v.m.value_from is not None or word.group(1) in ("baseline", "baselines"):  # `(25.1% to 13.5%)`
        return None
    if _counted_result(v.left()[-120:], v.right()):
        return None  # `solves 431 of 499 problems (86.4%)`: the share of what was solved, a result
    if word.group(1) in words("benchmark_noun") and _ON_BEFORE.search(v.left()):
        return None  # `on the Breakfast dataset (82.5%)`: a result on a benchmark
    if _bracketed_total(v.s.body) > 100.5:  # `tasks A (81%) and B (83%)`: scores, not shares of one whole
        return None
    return None if metric_head_regex().fullmatch(word.group(1)) else True


_TITLE_LABEL = re.compile(r"\b([A-Z][a-z][\w-]*)\s?\($")


def _partition_label(v: View) -> re.Match[str] | None:
    """A capitalized label before a bracketed share when the sentence's bracketed percentages, two or more, add up
    to a whole (`Casually Engaged (58%), Efficient Learners (35%), Strugglers (7%)`): classes, not systems."""
    found = _TITLE_LABEL.search(v.left())
    shares = _BRACKETED_PERCENT.findall(v.s.body) if found else []
    return found if len(shares) > 1 and 99.5 <= sum(map(float, shares)) <= 100.5 else None


def _counted_result(left: str, right: str) -> bool:
    """Whether the bracket closing ``left`` holds the share of a count that a verb of a result governs.

    >>> _counted_result("It solves 431 of 499 problems (", ")."), _counted_result("with 279 females (", ") and")
    (True, False)
    >>> _counted_result("Overall, 4,461 runs (", ") trigger unsafe signals.")
    True
    """
    if _RESULT_OF_COUNT.search(left):
        return True
    return bool(_RESULT_AFTER.match(right)) and _COUNT_OF_RESULT.search(left) is not None


@rule(
    "keep",
    ("We record a 100 Hz series over 24 hours from the sensors.", True),
    ("We run a user study spanning 225 hours.", True),
    ("!It holds 100 Hz.", None),
)
def sampling_setting(v: View) -> bool | None:
    """`a 100 Hz series`, `resampled to 10 Hz`, `over 24 hours from the sensors`, `a study spanning 225 hours`: how
    data was taken."""
    m, left, right = v.m, v.left(), v.right()
    if m.unit in ("Hz", "kHz") and (_SIGNAL_AFTER.match(right) or search_end(_RESAMPLED, left)):
        return True
    if m.unit_class == "latency" and search_end(_SPAN_BEFORE, left):
        return True
    timed = m.unit_class == "latency" and re.search(rf"\b(?:{word_alternation('duration_preposition')})\s$", left)
    return True if timed and _DURATION_OF_DATA.match(right) else None


_SPAN_BEFORE = re.compile(rf"\b(?:{word_alternation('span_verb')})\s(?:(?:{qualifier_alternation()})\s?)?$")
#: A verb of what a collection holds, then at most 80 characters of its clause: `totaling `, `comprises 35K hours of
#: video, 15M actions, `; and a verb of taking time right before a duration (`in under`, `requires about`).
_HOLDING_BEFORE = re.compile(rf"\b(?:{word_alternation('holding_verb')})\s(?:of\s)?[^.;:()]{{0,80}}$")
_TAKING_BEFORE = re.compile(rf"\b(?:{word_alternation('taking_word')})\s(?:(?:{qualifier_alternation()})\s?)?$")


@rule(
    "keep",
    ("The FluxAV corpus comprises 2,200 questions over 578 videos, totaling 339.5 hours.", True),
    ("!Kestrel maps the graph, comprising 1,200 nodes, in under 45 seconds.", None),
)
def collection_duration(v: View) -> bool | None:
    """`contains approximately 70 hours of transmissions`, `totaling 749 hours`, `comprising 2,803 days of activity`:
    a duration in the clause of a verb of holding is the size of a collection, not a result (not a time taken:
    `in under 45 seconds`)."""
    if v.m.unit_class != "latency" or v.m.kind != "absolute":
        return None
    clause = v.gap_tail()
    return None if search_end(_TAKING_BEFORE, clause) or not _HOLDING_BEFORE.search(clause) else True


@rule("keep", ("The Orca-9 chip is designed for 1979 TFLOPS of compute.", True))
def design_spec(v: View) -> bool | None:
    """`designed for 1979 TFLOPS`, `rated at 700 W`: what hardware is built for, not a measured result."""
    return True if v.m.kind == "absolute" and search_end(_DESIGNED, v.left()) else None


_SPEC_UNIT = re.compile(r"^(?:[KMGTP]i?B|[KMGTP]i?B / second|[TPGE]FLOP / second)$")


@rule(
    "keep",
    ("On the RTX 5000 Ada (576 GB/s), Kestrel is 2x faster.", True),
    ("!On an A100, Kestrel reaches 576 GB/s.", None),
    ("!It needs 2.3x less energy than Jetson Orin (27.2 J).", None),
)
def hardware_spec(v: View) -> bool | None:
    """`the bandwidth-bound RTX PRO 6000 (1.792 TB/s)`, `an A40 GPU (48GB)`: a memory size, bandwidth or FLOP
    rate in brackets right after a device is its spec (not `than Jetson Orin (27.16J)`, a measured figure)."""
    prev = v.prev
    if v.m.kind != "absolute" or prev is None or prev.kind != "hardware" or not _SPEC_UNIT.search(v.m.unit):
        return None
    return True if v.gap().strip() == "(" and v.right().lstrip().startswith(")") else None


_PLURAL_FIGURE = re.compile(r"\d+s")
_PLURAL_BEFORE = re.compile(r"(?:\bthe|\bmid|\bearly|\blate|')[\s-]*$")
_PLURAL_AFTER = re.compile(r"^\s?(?:of\b|-\s?\d)")


@rule(
    "keep",
    ("It revives a method of the 1980s for 1000s of nodes.", True),
    ("Scores stay in the mid-90s on FluxQA.", True),
    ("!Kestrel restarts a job in 11s.", None),
)
def plural_figure(v: View) -> bool | None:
    """`the 1980s`, `mid-90s`, `1000s of GPUs`, `100s-1000s of streams`: a decade or a vague amount
    written as a plural number, not seconds."""
    if v.m.unit != "s" or not _PLURAL_FIGURE.fullmatch(v.s.text[v.m.start : v.m.end]):
        return None
    decade = v.m.value is not None and 1000 <= v.m.value < 2100 and v.m.value % 10 == 0
    return True if decade or _PLURAL_BEFORE.search(v.left()) or _PLURAL_AFTER.match(v.right()) else None


@rule("keep", ("It holds at 10%, 20% and 50% sparsity.", True))
def list_dropped(v: View) -> bool | None:
    """A number that continues the list of a dropped number is dropped too."""
    prev = v.prev
    return True if prev is not None and prev.dropped and v.s.in_list_with_previous(v.i) else None


_COPULA_END = re.compile(rf"\b(?:{word_alternation('copula')})\s$")
_FACTOR_AFTER = re.compile(  # `a threefold token saving`, `threefold compared to`, `by threefold in F1`
    rf"^\s(?:(?:[\w-]+\s){{0,2}}?(?:{word_alternation('change_word')}|{word_alternation('times_clause_word')}"
    rf"|{word_alternation('difference_noun')})"
    rf"|(?:{word_alternation('condition_preposition')}))\b"
)
_WORD_AFTER = re.compile(r"^\s?(?::|[a-z])")


@rule(
    "keep",
    ("Our contributions are threefold: a planner and a cache.", True),
    ("Kestrel faces two-fold challenges on edge devices.", True),
    ("!Kestrel gives a threefold token saving.", None),
    ("!Kestrel finds seven-fold differences in hit rates.", None),
    ("!Kestrel reduces variance threefold.", None),
    ("!Its recall is threefold higher than Ray's.", None),
    ("!It beats Ray by threefold in F1 score.", None),
)
def fold_aspect(v: View) -> bool | None:
    """`our contributions are threefold:`, `two-fold challenges`: a count of aspects, not a factor (a
    factor is followed by a change word, `a threefold reduction`, or closes its clause)."""
    if v.m.form != "fold_word":
        return None
    right = v.right()
    if _FACTOR_AFTER.match(right):
        return None
    return True if search_end(_COPULA_END, v.left()) or _WORD_AFTER.match(right) else None


def _drop(m: Mention, value: bool) -> None:
    m.dropped = value


KEEP: Slot[bool] = Slot(
    "keep",
    (
        threshold,
        setting,
        data_split,
        top_share,
        size_factor,
        range_factor,
        resampled_factor,
        configured_value,
        bare_change_word,
        data_size,
        statistic,
        share_bound,
        name_at_figure,
        parameter_at,
        opening_setting,
        operating_point,
        setting_rate,
        clock_setting,
        share_in_condition,
        device_spec,
        target,
        chance_level,
        class_share,
        sampling_setting,
        collection_duration,
        design_spec,
        fold_aspect,
        hardware_spec,
        plural_figure,
        list_dropped,
    ),
    _drop,
    lambda m: True,
)


# ------------------------------------------------------------------------------------ kind


@dataclass(frozen=True)
class KindDecision:
    """The kind of a percentage and how it relates to its baseline."""

    kind: str
    relation: str
    cue: str | None = None


_CHANGE_AFTER = re.compile(  # `93% energy-delay-product (EDP) reduction`: an acronym's bracket is one word
    rf"^\s?(?:(?!(?:{word_alternation('change_skip')})\s)(?:[\w@/:.-]+|{ACRONYM_BRACKET})\s){{0,3}}?"
    rf"(?:{word_alternation('change_word')})\b"
)
#: `above`/`below`/`behind` and a compared name with no figure before the clause or a dash aside ends: `2.4% below
#: the state of the art - while`, `~10% behind Llama-3.2-1B)` (digits only inside a name: not `above drift 3.0`,
#: `above 0.85`, a threshold).
_ABOVE_BELOW_NAME = re.compile(
    rf"^\s(?:{word_alternation('position_word')})\s(?!the\sthreshold)(?:[^,;.\d()]|(?<=[A-Za-z-])\d|(?<=\d)[.\d]){{2,60}}"
    r"(?:[,;.)]|\s[-–—]|$)"
)
_COMPARATIVE_THAN = re.compile(rf"^\s(?:{word_alternation('comparative')})\sthan\b")
_BY_BEFORE = re.compile(  # `by 12%`, `a gain of 12%`, `gains (12% and 5% in Top-1)`
    rf"(?:\bby|\b(?:{word_alternation('change_noun')}|{word_alternation('factor_noun')}|{word_alternation('by_noun')})"
    rf"(?:\s(?:over|against)\s[^,;()\d]{{1,40}}?(?=\s(?:{word_alternation('change_link')})\s))?"  # `gain over X is`
    rf"(?:\s(?:{word_alternation('change_link')})|\s\([+]?)?)\s?"
    rf"(?:(?:{qualifier_alternation()}|an average of|a (?:median|mean) of|(?:average\s)?margins? of|a margin of|"
    rf"only|{word_alternation('further_lead')}|(?:a\s)?maximum(?:\sof)?|on average|approx\.)\s?){{0,2}}$"
)  # `by up to approximately 77%`, `by an additional 5%`
_OF_AFTER = re.compile(r"^\s?of\b")


def _of_after(right: str) -> bool:
    """Whether `of` opens ``right`` (``_OF_AFTER``); the regex runs only when `of` stands in its first three
    characters, as in any match (most windows after a number do not start so, and a regex call costs more).

    >>> _of_after(" of the GPU baseline"), _of_after("of"), _of_after(" offset"), _of_after(" MFU")
    (True, True, False, False)
    """
    return "of" in right[:3] and _OF_AFTER.match(right) is not None


_LINK_QUALIFIER = rf"(?:(?:{qualifier_alternation()}|only)\s?)?"
#: A noun of a fall, then a link and any qualifier or nothing: `drops of only 2%`, `thinking tokens drop 51%`;
#: not `drops below 10%` (the level reached) nor `degradation under 90% loss` (a setting).
_FALL_BEFORE = re.compile(
    rf"\b(?P<noun>{word_alternation('fall_noun')})\s(?:(?:{word_alternation('change_link')})\s{_LINK_QUALIFIER})?$"
)
#: The last token of a match of ``_FALL_BEFORE`` or ``_LINKED_BEFORE`` (before its optional space and ``$``):
#: its noun, its link word, a qualifier or `only`; the right-stripped window of any match ends in one.
_LINKED_ENDS = tuple(sorted(words("fall_noun") | words("change_link") | set(cues("qualifier")) | {"only"}))
#: A noun of change, then a link other than `of`: `the gains are 4%`, `reductions ranging from 7% to 31%`.
_LINKED_BEFORE = re.compile(
    rf"\b(?P<noun>{word_alternation('change_noun')})\s(?!of\s)(?:{word_alternation('change_link')})\s{_LINK_QUALIFIER}$"
)
#: One noun, then the next percentage of the list and up to two words of its own: `35.66% area, 31.28% power `.
_NOUN_THEN_MEMBER = (
    rf"^\s[\w-]+(?:,\s(?:and\s)?|\sand\s)(?:(?:{qualifier_alternation()})\s)?\d+(?:\.\d+)?\s?%\s(?:[\w-]+\s){{0,2}}?"
)
#: The list's next member and its change word, shared: `35.66% area, 31.28% power reduction`.
_NOUN_THEN_CHANGE = re.compile(rf"{_NOUN_THEN_MEMBER}(?:{word_alternation('change_word')})\b")
_PARENTHETICAL = re.compile(r"^[^()]*?\)|^\s?\([^()]*\)")
SIGN_BEFORE = re.compile(r"(?:^|[\s(])([+−-])$")
#: `reductions in energy of 27%`, `a reduction of compression rate up to 80%`: a noun of change, its metric, the figure.
#: A noun of change, its phrase (no figure of its own) and a colon that opens its figures: `shows improvements
#: over 11 baselines: `, `substantial gains: `.
_CHANGE_THEN_COLON = re.compile(
    rf"\b(?:{word_alternation('change_noun')})(?:\s(?:{word_alternation('improve_preposition')})\s[^.;:()%]{{1,60}})?:\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?$"
)
_GAIN_BRACKET_AFTER = re.compile(r"^[^.;()]{0,40}\(\s?[+]")  # `49.6% recall@1 on BRIGHT (+21.8 pp`: a level
_CHANGE_NOUN_OF = re.compile(  # `reductions in sodium (9%)`, `gains over the DQN baseline (up to 12.4%)`,
    # `degradations in maximum operating frequency of up to 13.79%`
    rf"\b(?:{word_alternation('change_noun')}|{word_alternation('factor_noun')}|{word_alternation('fall_noun')}|savings?)\s"
    rf"(?:in\s(?:[\w-]+\s){{1,6}}?of\s(?:(?:{qualifier_alternation()})\s?)?"
    rf"|(?:{word_alternation('change_scope_preposition')})\s(?:[\w-]+\s){{0,3}}[\w-]+\s?\((?:(?:{qualifier_alternation()})\s?)?"
    rf"|(?:over|against)\s(?:[\w-]+\s){{0,3}}[\w-]+\s?\((?:{qualifier_alternation()})\s?"  # not `over X (74.5%)`
    rf"|of\s(?:(?!(?:to|for|of)\s)[\w-]+\s){{1,4}}?up\sto\s)$"
)
#: `to 31%`, `to as low as 11.5%`, `at about 50%` right before a share of a baseline
_TO_BEFORE = re.compile(
    rf"\b(?:to\s(?:only\s|just\s|(?:{qualifier_alternation()})\s?)?|at\s(?:only\s|just\s|about\s|~)?)$"
)
#: A verb of change, its object (no `to`/`for`/`of`: `improves it to up to 82%` is the level reached) and `up to`.
_VERB_OBJECT_UP_TO = re.compile(  # also in a bracket after the object: `reduces code size (up to 43.70%)`
    rf"\b(?:{word_alternation('change_verb_stem')})\w*\s(?:(?!(?:to|for|of)\s)[\w-]+\s){{1,4}}?\(?(?:up\sto|upto)\s$"
)
_UP_TO_END = end_pattern(r"(?:up\sto|upto)\s$")  # what every match of ``_VERB_OBJECT_UP_TO`` ends with
#: `within 2.3% of`, `within approximately 3% of`, `within a 0.2% top-1 difference from`: a bound against a baseline.
_WITHIN_BEFORE = re.compile(  # also past `only`/`just`: `within just 2% of X`
    rf"\bwithin\s(?:an?\s)?(?:(?:{word_alternation('focus_word')})\s)?(?:(?:{qualifier_alternation()})\s?)?(?:±|\+/-)?$"
)
_WITHIN_OF_AFTER = re.compile(
    rf"^\s?(?:of\b|(?:[\w-]+\s){{0,3}}?(?:{word_alternation('within_gap_noun')})\s(?:of|from)\s)"
)
_VERB_BEFORE = re.compile(rf"\b([a-z]+)\s(?:(?P<q>{qualifier_alternation()})\s?)?$")
ACHIEVES = re.compile(rf"\b(?:{word_alternation('achieve_word')})\b")
_SPENDS = re.compile(rf"\b(?:{alternation(sorted(words('spend_word') - {'with', 'in'}))})\b")  # verbs only
SHARE_OF = re.compile(
    r"^\s?of\s(?:the\s)?(?:(?P<m1>[\w-]+(?:\s[\w-]+)?)\sof\s(?:the\s)?(?P<b1>[^,.;()]+?)"
    rf"(?=[,.;()]|\s(?:{word_alternation('share_end')})\s|$)"
    r"|(?P<b2>(?:[A-Z]|[a-z]+[A-Z])[\w.-]*(?:\s[A-Z0-9][\w.-]*)*)(?:'s)?\s(?P<m2>[\w-]+(?:\s[\w-]+)?)"
    rf"|(?:its\s)?(?P<b3>[\w.]+-[\w.-]+)\s(?P<m3>[\w-]+(?:\s(?!(?:{word_alternation('stop')})\s)[\w-]+){{2}}"  # `… of
    rf"(?=[,.;()]|\s(?:{word_alternation('share_end')})\s|$)|[\w-]+(?:\s(?!(?:{word_alternation('stop')})\b)[\w-]+)?)"
    # state-of-the-art hand-optimized assembly throughput`, `of full-precision accuracy`, `of its zero-latency
    # throughput`
    rf"|(?P<b4>(?:{word_alternation('share_reference')})(?:\s(?:{word_alternation('share_reference_noun')}))?"
    r"|[a-z][\w-]*(?:\s[a-z][\w-]*)?(?='s\s))(?:'s)?\s(?P<m4>[\w-]+(?:\s[\w-]+)?)"
    rf"(?=[,.;()]|\s(?:{word_alternation('share_end')})\s|$))"  # `of the original model accuracy`, `the teacher's F1`
)


#: `of the tokens required by X`, `of the training iterations used by X`: a resource a named system spends.
_REQUIRED_SHARE = re.compile(
    rf"^\s?of\s(?:the\s)?(?P<m>[\w-]+(?:\s(?!(?:{word_alternation('copula')})\s)[\w-]+){{0,2}}?)"
    rf"\s(?:{word_alternation('spend_participle')})\sby\s"
    rf"(?:the\s)?(?P<b>[^,.;()]+?)(?=[,.;()]|\s(?:{word_alternation('share_end')})\s|$)"
)


def share_of(s: Sentence, i: int) -> tuple[str, str] | None:
    """(metric, baseline) of `95% of the performance of cuBLAS`, `53% of FlashAttention-2 throughput`, `1.1% of
    the tokens required by X` (a resource that a named system spends needs no verb of attainment).

    Only after a verb of attainment: `tool calls account for 30-80% of FTR latency` is a share.
    """
    required = _REQUIRED_SHARE.match(s.right(s.list_end(i)))
    if required:
        return required.group("m"), required.group("b")
    found = SHARE_OF.match(s.right(s.list_end(i)))  # `78% and 87% of DRL's cumulative reward`
    before = s.left(i)[-45:]  # a verb of attainment, or of spending a named system's figure (`needs just 40% of
    if not found or not (ACHIEVES.search(before) or (_SPENDS.search(before) and not found.group("b3"))):
        return None  # the memory of X`; not `using 41% of the prompt-token cost`)
    metric = found.group("m1") or found.group("m2") or found.group("m3") or found.group("m4")
    name = found.group("b1") or found.group("b2") or found.group("b3") or found.group("b4")
    if found.group("b2") and name.rstrip("s") in device_nouns():
        return None  # `uses only 60% of GPU memory`: a share of a device's resource, no compared system
    return (metric, name.strip()) if metric_head_regex().search(metric.lower()) else None


def _bracketed_share(left: str, right: str) -> bool:
    """A share opening a bracket after a noun of change: `improvement (68% of circuits improved)`.

    >>> _bracketed_share("the largest improvement (", " of circuits improved)")
    True
    >>> _bracketed_share("gains (", " and 5% in Top-1)")
    False
    """
    return left.rstrip(" +").endswith("(") and right.startswith((" of ", "of "))


_SETTING_DIFFERENT = re.compile(rf"\b(?:{word_alternation('setting_preposition')})\s(?:[\w-]+\s)?different$")


def _change_after(right: str) -> bool:
    """Whether a change word follows the figure, not `different` of a setting (`98.82% across different attack
    types`, `below 10% across different data types`).

    >>> _change_after(" higher accuracy"), _change_after(" across different agents.")
    (True, False)
    """
    found = _CHANGE_AFTER.match(right)
    return found is not None and not _SETTING_DIFFERENT.search(found.group())


def _is_change(s: Sentence, i: int) -> bool:
    left, right = s.left(i), s.right(i)
    last = s.right(s.list_end(i))  # `at least 40% and 5% gains`: the change word follows the list
    if search_end(_BY_BEFORE, left) and not _bracketed_share(left, right):
        return True
    if _change_after(right) or (last is not right and _change_after(last)):  # the same window once
        return True
    if _NOUN_THEN_CHANGE.match(right):  # `45.13% LUT and 80% slice reduction`: the change word is shared
        return True
    if _ABOVE_BELOW_NAME.match(right) and s.mentions[i].form != "from_to":  # `12% below CNN`, `73% above control`
        return True
    beyond = _PARENTHETICAL.sub("", last, count=1)  # `up to 60% (17.5% on average) memory savings`
    if beyond != last and _change_after(beyond):
        return True
    if _CHANGE_NOUN_OF.search(left[-80:]) or search_end(SIGN_BEFORE, left):  # `reductions in X of 27%`, `+25%`
        return True
    if _CHANGE_THEN_COLON.search(left[-100:]) and not _GAIN_BRACKET_AFTER.match(right):  # `improvements over X: N%`
        return True
    verb = _verb_before(left)
    if _moves(verb):  # `ratio improves 1.8%`, `throughput rises 78%`, `saves 44%`
        return True
    if search_end(_UP_TO_END, left) and search_end(_VERB_OBJECT_UP_TO, left):  # `… time up to 40%`: `by` left out
        return True
    return verb is not None and cues("verb").get(verb.group(1)) == "decrease" and _of_after(right)


#: How far before the end of a window a match of ``_VERB_BEFORE`` can leave its verb: a space, the widest
#: qualifier, a space and a final newline, with room to spare.
_VERB_REACH = (widest(re.compile(qualifier_alternation())) or WINDOW) + 8


def _verb_before(left: str) -> re.Match[str] | None:
    """``_VERB_BEFORE.search(left.lower())``, read from the last space before ``_VERB_REACH`` (a match cannot
    start earlier: only its verb can run past that far, and a verb holds no space), so a long window is
    neither lowered nor searched whole.

    >>> _verb_before("Kestrel " * 60 + "saves up to ").group(1), _verb_before("cuts")
    ('saves', None)
    """
    cut = max(0, left.rfind(" ", 0, max(0, len(left) - _VERB_REACH)))
    return _VERB_BEFORE.search(left[cut:].lower())


def _after_move_verb(left: str) -> bool:
    """Whether a verb of change, maybe with a qualifier, ends ``left``: a verb of a gap with any (`loses under`,
    `gains`), a verb of change with none but an upper bound; never before `below`/`above` (`accuracy drops
    below 10%`, `rises above 90%`, `falls as low as 24.8%`: the level reached).

    >>> _after_move_verb("Kestrel saves up to "), _after_move_verb("Kestrel trains only ")
    (True, False)
    >>> _after_move_verb("drops below "), _after_move_verb("saves over "), _after_move_verb("loses under ")
    (False, True, True)
    >>> _after_move_verb("falls as low as ")
    False
    """
    return _moves(_verb_before(left))


def _moves(verb: re.Match[str] | None) -> bool:
    """``_after_move_verb`` of the window whose ``_verb_before`` is ``verb``."""
    q = verb.group("q") if verb else None
    if verb is None or q in words("level_reached_qualifier"):
        return False  # `falls as low as 24.8%`: the level reached
    if verb.group(1) in words("points_verb"):
        return True
    return verb.group(1) in words("move_verb") and not (q is not None and cues("qualifier")[q] == "at_most")


def _after_change_verb(left: str) -> bool:
    """Whether a verb of change or of a gap, maybe with any qualifier, ends ``left`` (`loses under `).

    >>> _after_change_verb("a kernel that loses under "), _after_change_verb("it holds under ")
    (True, False)
    """
    verb = _verb_before(left)
    return verb is not None and (verb.group(1) in words("move_verb") or verb.group(1) in words("points_verb"))


def _is_percentage(m: Mention) -> bool:
    return m.kind == "percent_change" and m.form not in ("by_half", "half_quantity")


@rule(
    "kind",
    ("Its run-to-run spread stays within 2 percentage points.", "percent_change"),
    ("Its quality stays within 0-3 pp of the baseline.", "percent_change"),
)
def points_difference(v: View) -> KindDecision | None:
    """`within 2 percentage points`, `gains of 6.4 points`: a difference of percentages is always a change;
    `within 3 pp of X` a gap bounded against X, as `within 3% of X` is."""
    if v.m.unit != "pp":
        return None
    return KindDecision("percent_change", "within_of" if _within_of(v) else "change")


def _within_of(v: View) -> bool:
    return bool(search_end(_WITHIN_BEFORE, v.left())) and _WITHIN_OF_AFTER.match(v.right()) is not None


@rule(
    "kind",
    ("It cuts latency by 12%, 9% in cost and 7% in energy.", "percent_change"),
    ("!Kestrel scores 81.0% on FluxQA (+1.2%p) and 64.5% on FluxMath.", None),
    ("!Kestrel reaches 77.0% pass@1, roughly 16% above the strongest baseline.", None),
    ("!Kestrel reaches 78.9% on ToyQA, 7.4% higher than Orca.", None),
)
def list_kind(v: View) -> KindDecision | None:
    """A later member of a loose list takes the kind of the one before (`9.83% in F1, 18.28% in HR@k`), unless it
    stands above or below a compared name (`77.0% pass@1, roughly 16% above the strongest baseline`, `7.4% higher
    than Orca`: a change)."""
    prev = v.prev
    if prev is None or prev.kind == "speedup" or not v.s.in_loose_list(v.i) or _ABOVE_BELOW_NAME.match(v.right()):
        return None
    if _COMPARATIVE_THAN.match(v.right()):
        return None  # `78.9% on X, 7.4% higher than Y`: a change against Y
    if ")" in v.gap() and _opens_bracket(v.s.left(v.i - 1)) and not _opens_bracket(v.left()) and not _paired(v):
        return None  # `77.0% on FluxCode (+4.3%p), 64.5% on ...`: a closed bracket gives no kind to the next level
    return KindDecision(prev.kind, prev.relation or "level")


#: `, widening to `, `, rising to up to `: a participle that carries the change before it on to a larger figure.
_WIDENING_GAP = re.compile(
    rf"^(?:\s[^,;]{{0,40}})?,\s(?:{word_alternation('widening_participle')})\sto\s(?:(?:{qualifier_alternation()})\s)?$"
)


@rule(
    "kind",
    ("Kestrel gives a 56-66% cost reduction over Orca, widening to 80-85% at high load.", "percent_change"),
    ("!Kestrel gives a 56-66% cost reduction over Orca, while accuracy reaches 80%.", None),
)
def widened_change(v: View) -> KindDecision | None:
    """`a 56-66% cost reduction over X, widening to 80-85%`: the change goes on to the later figure."""
    prev = widened(v)
    return KindDecision("percent_change", prev.relation or "change") if prev else None


def widened(v: View) -> Mention | None:
    """The change that mention ``v`` carries on (`…, widening to 80-85%`), if it does: a percentage right before."""
    prev = v.prev
    if prev is None or prev.kind != "percent_change" or prev.unit != v.m.unit or not _WIDENING_GAP.match(v.gap()):
        return None
    return prev


_CONTRAST_GAP = re.compile(r"\s?,?\s(?:compared\s(?:to|with)|versus|vs\.?|against)\s(?:only\s|just\s)?")


@rule(
    "kind",
    ("Kestrel's accuracy drops by only 3.8% compared to 8-12% for FluxNet.", "percent_change"),
    ("!Kestrel reaches 81.0% compared to 64.5% for FluxNet.", None),
)
def contrasted_kind(v: View) -> KindDecision | None:
    """`a drop of 3.8% compared to 8-12% in baselines`, `cuts MSE 84.9% vs 50.3%`: the figure a change is set
    against is the same kind of change, of the other system."""
    prev = v.prev
    if prev is None or prev.kind != "percent_change" or prev.relation != "change" or _opens_bracket(v.s.left(v.i - 1)):
        return None  # `(49.9% compared with 79.2%)`: a pair of levels
    if not _CONTRAST_GAP.fullmatch(v.gap()) or not _CONTRAST_AFTER.match(v.right()):
        return None  # `versus 3.7% CAGR`: a level of its own metric
    return KindDecision("percent_change", "change")


_CONTRAST_AFTER = re.compile(rf"\s?(?:[,.;)]|$|(?:{word_alternation('contrast_preposition')})\s)")


def _paired(v: View) -> bool:
    """Whether the bracket before the figure holds a second figure of the same kind as the one it follows
    (`reductions of ~3% (~7%), ~2% (~4%)`: mean and maximum pairs, all changes)."""
    return v.i >= 2 and v.s.mentions[v.i - 2].kind == v.s.mentions[v.i - 1].kind


def _opens_bracket(left: str) -> bool:
    """Whether a figure right after ``left`` opens a bracket, maybe after its sign.

    >>> _opens_bracket("scores 77.0% on FluxCode (+"), _opens_bracket("and ")
    (True, False)
    """
    return left.rstrip("+−- ").endswith("(")


_BRACKET_OPEN = re.compile(rf"(?:\son\saverage)?\s?\((?:(?:{qualifier_alternation()})\s?|mean\s|average\s|avg\.?\s)?")
_PAIR_NEXT = re.compile(r"^\s?(?:(?:to|→|->)\s|vs\.?\s|versus\s)")  # `(17.9% vs. 22.6%)`: compared levels


@rule(
    "kind",
    ("It cuts traffic by up to 85.4% (79.0% on average).", "percent_change"),
    ("It lifts throughput by 46.2% on average (up to 92.0%).", "percent_change"),
    ("!It cuts cheating by 42% (33% to 19%).", None),
    ("!It lifts accuracy by 4.7 points (71.9% vs. 67.2%).", None),
)
def bracketed_kind(v: View) -> KindDecision | None:
    """`by up to 85.4% (79.0% on average)`, `reductions of ~3% (~7%)`: a percentage that opens a bracket right
    after a change is the same change (an average, a maximum); not the levels of a pair: `by 42% (33% to 19%)`."""
    prev, own = v.prev, v.s.text[v.m.start : v.m.end]
    if prev is None or prev.kind != "percent_change" or v.m.form == "from_to" or " to " in own:
        return None  # `(61.2 to 63.5%)` after a gap: the two levels
    if _PAIR_NEXT.match(v.right()):
        return None
    gap = v.s.text[prev.end : v.m.start]
    return KindDecision("percent_change", prev.relation or "change") if _BRACKET_OPEN.fullmatch(gap) else None


@rule(
    "kind",
    ("A weak worker (42%) performs worse than the weak agent alone (44%).", "absolute"),
    ("!It reduces code size (up to 43.70%) on all benchmarks.", None),
    ("!It cuts traffic by up to 85.4% (79.0%) on average.", None),
    ("!It shows reductions in EFP disparity (78-95%) but no other effect.", None),
)
def named_level(v: View) -> KindDecision | None:
    """`a weak worker (42%) performs worse than …`: a percentage alone in brackets right after a noun is
    that thing's level, whatever comparative follows the bracket (not after a change noun: `savings (52.9%)`)."""
    left = v.left()
    if not left.endswith("(") or not _CLOSES.match(v.right()) or v.m.form == "from_to":
        return None
    before = left[:-1].rstrip()
    if not before[-1:].isalpha() or _CHANGE_NOUN_NEAR.search(before[-80:]):
        return None  # `reductions in sodium (9 percent)`, `savings (47--55%)`: the change's size
    return KindDecision("absolute", "level")


_CLOSES = re.compile(P_VALUE_CLOSE)  # `)`, `, p<0.01)`
_CHANGE_NOUN_NEAR = re.compile(rf"\b(?:{word_alternation('change_noun')})\b(?:\s[\w-]+){{0,6}}$", re.IGNORECASE)


@rule(
    "kind",
    ("Kestrel skips up to 64% of convolutions.", "percent_change"),
    ("It eliminates up to 92% of redundant kernel launches.", "percent_change"),
    ("!Kestrel reaches 64% of peak bandwidth.", None),
)
def removed_share(v: View) -> KindDecision | None:
    """`skips up to 64% of convolutions`, `avoids 27% of circuit evaluations`: the share of some work that a
    method removes is a cut of that work, a decrease (not a level against the work as a baseline)."""
    if not _of_after(v.right()):  # the cheap anchored test first
        return None
    verb = _verb_before(v.left())
    if verb is None or verb.group(1) not in words("share_verb"):
        return None
    return KindDecision("percent_change", "change", cue="decrease")


@rule(
    "kind",
    ("It reduces cost to 31% of the GPU baseline.", "percent_change"),
    ("It cuts compute to as low as 11.5% of the dense FLOPs.", "percent_change"),
    ("It reduces sycophancy to about 68% and 98% of Orca's effect.", "percent_change"),
    ("!It reaches 31% MFU.", None),
)
def percent_of(v: View) -> KindDecision | None:
    """`reduces cost to 31% of X`, `to 68% and 98% of X`: a level relative to the baseline."""
    left = v.left()
    right = v.s.right(v.s.list_end(v.i))  # `to 68% and 98% of X`: the list's `of`
    if search_end(_TO_BEFORE, left) and _of_after(right) and cue_regex("verb").search(left[-60:].lower()):
        return KindDecision("percent_change", "percent_of")
    return None


@rule(
    "kind",
    ("Its step time stays within 2.3% of FP4 step time.", "percent_change"),
    ("Kestrel keeps goodput within approximately 3% of the baseline.", "percent_change"),
    ("Kestrel keeps accuracy within 2-3% deviation from the dense model.", "percent_change"),
    ("Kestrel keeps accuracy within +/-1% of the dense model.", "percent_change"),
    ("Kestrel stays within just 2% of Orca.", "percent_change"),
    ("!Kestrel ranks within the top 5% of entries.", None),
)
def within_percent_of(v: View) -> KindDecision | None:
    """`within 2.3% of FP4 step time`, `within 2-3% deviation from X`: a gap bounded against the baseline."""
    return KindDecision("percent_change", "within_of") if _within_of(v) else None


@rule(
    "kind",
    ("Kestrel achieves 95% of the throughput of cuBLAS.", "percent_change"),
    ("Kestrel retains 93% of the original model accuracy.", "percent_change"),
    ("Kestrel retains about 88% of its zero-latency throughput.", "percent_change"),
)
def percent_of_baseline(v: View) -> KindDecision | None:
    """`achieves 95% of the performance of cuBLAS`: a level against a named baseline."""
    return KindDecision("percent_change", "share_of") if share_of(v.s, v.i) else None


#: A verb of keeping a share of what a model had, and a qualifier: `preserves 98-99% accuracy`, `retains over 95% of`.
_KEEP_VERB_BEFORE = re.compile(
    rf"\b(?:{word_alternation('keep_share_verb')})\s(?:(?:{qualifier_alternation()})\s?)?(?:only\s|just\s)?$"
)
#: What is kept right after the share: an optional `of the`/`of its` and up to two words before a measure.
_KEPT_MEASURE_AFTER = re.compile(r"^\s?(?:of\s(?:the\s|its\s|their\s)?)?((?:[\w@-]+\s){0,2}?[\w@-]+)(?=[\s,.;)]|$)")


@rule(
    "kind",
    ("Kestrel preserves 98-99% accuracy at W4A8.", "percent_change"),
    ("Kestrel retains over 95% of the accuracy.", "percent_change"),
    ("!Kestrel preserves 98% of tokens.", None),
)
def kept_share(v: View) -> KindDecision | None:
    """`preserves 98-99% accuracy`, `retains over 95% of the accuracy`: the share of a measure a method keeps of
    what the model had, a level against that model (a decrease)."""
    if v.m.unit != "%" or not search_end(_KEEP_VERB_BEFORE, v.left()[-40:]):
        return None
    kept = _KEPT_MEASURE_AFTER.match(v.s.right(v.s.list_end(v.i)))
    if kept is None or not metric_head_regex().search(kept.group(1).lower()):
        return None  # `preserves 98% of tokens`: a share of things, no measure
    return KindDecision("percent_change", "share_of")


#: `5% run time overhead`, `3.2% power and 1.4% area overheads`: an overhead noun after the figure or after the
#: next member of a list whose members name their own measure.
_OVERHEAD_AFTER = re.compile(rf"^\s?(?:[\w-]+\s){{0,3}}?overheads?\b|{_NOUN_THEN_MEMBER}overheads?\b")
#: `an overhead of about 4%`, `overhead stays below 3%`, `overheads of less than 0.01%`: the noun before, its link
#: verb or `of`, and a qualifier (not `reduces the overhead by 65%`: a change of the overhead).
_OVERHEAD_BEFORE = re.compile(
    rf"\boverheads?\s(?:\(|(?:{word_alternation('overhead_link')})\s)?(?:(?:{qualifier_alternation()})\s?)?$"
)
#: `overhead per tuner decision (less than `: a bracket that restates an overhead as a share of a whole.
_OVERHEAD_BRACKET = re.compile(rf"\boverheads?\b[^.;()]{{0,50}}\((?:(?:{qualifier_alternation()}|just|only)\s?)*$")


@rule(
    "kind",
    ("It adds less than 10% run time overhead.", "percent_change"),
    ("Kestrel keeps virtualization overhead around 5%.", "percent_change"),
    ("It incurs a runtime overhead of less than 3%.", "percent_change"),
    ("It adds 90 ns overhead per call (less than 0.03% of step latency).", "percent_change"),
    ("It adds less than 5% worst-case overhead (1.2% in the release build).", "percent_change"),
)
def overhead(v: View) -> KindDecision | None:
    """`less than 10% run time overhead`, `an overhead of under 3%`, `90 ns overhead (less than 0.03% of step
    latency)`: an overhead against running without it, an increase."""
    found = _OVERHEAD_AFTER.match(v.right()) or search_end(_OVERHEAD_BEFORE, v.left())
    found = found or (_of_after(v.right()) and search_end(_OVERHEAD_BRACKET, v.left()[-90:]))  # bracketed
    if found and "(" in v.left()[-24:] and _CHANGE_AFTER.match(v.right()):
        return None  # `lower token overhead (6% fewer tokens)`: a change the bracket states itself
    return KindDecision("percent_change", "change", cue="increase") if found else None


_LOSS_AFTER = re.compile(r"^\s?(?:[\w-]+\s)?(?P<head>[\w-]+)\s(?:loss(?:es)?|cost|penalty)\b")


@rule(
    "kind",
    ("It quantizes Llama-3 with only 1.7% accuracy loss.", "percent_change"),
    ("Kestrel halves tail latency at a 3% throughput cost.", "percent_change"),
    ("!Kestrel recovers under 50% packet loss.", None),
)
def quality_loss(v: View) -> KindDecision | None:
    """`with less than 1% accuracy loss`, `2% CPU performance loss`, `at a 3% throughput cost`: a loss of a
    higher-is-better quality, speed or rate metric against running without the method, a decrease (not `50%
    packet loss`, a link's rate)."""
    found = _LOSS_AFTER.match(v.s.right(v.s.list_end(v.i)))  # `1% and 3% accuracy loss`: the list's loss
    head = metric_heads().get(found.group("head").lower()) if found else None
    if head is None or head.polarity != "higher" or head.metric_class not in ("accuracy", "speed", "throughput"):
        return None
    return KindDecision("percent_change", "change", cue="decrease")


_ESTIMATE_ERROR = re.compile(
    rf"\b(?:under|over)-?(?:estimat(?:es|ed|e|ing)|predict(?:s|ed|ing)?)\s(?:[^.;()\d]{{0,70}}?\s)?by\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?$"
)


@rule(
    "kind",
    ("The FluxSim model underestimates tail latency by up to 32%.", "absolute"),
    ("Uniform flux models underpredict delivered capacity by 25%.", "absolute"),
    ("!Kestrel reduces overestimation of the load by 20%.", None),
)
def estimate_error(v: View) -> KindDecision | None:
    """`underestimates latency by up to 32%`, `underpredict capacity by 25%`: the error of an estimate or a
    prediction, a level (not `reduces overestimation by 20%`, a change of that error)."""
    left = v.left()[-120:]
    named = "estimat" in left or "predict" in left
    return KindDecision("absolute", "level") if named and search_end(_ESTIMATE_ERROR, left) else None


#: `31.2% over Mem0`, `4% over the strongest baseline`: a compared name right after a percentage.
_OVER_NAME_AFTER = re.compile(
    rf"^\s(?:over|above)\s(?:the\s)?(?:[A-Z][\w.+-]*(?=[\s,.;)])|(?:{word_alternation('competitor_word')})\b)"
)


@rule(
    "kind",
    ("Kestrel reaches 71.4% accuracy (31.2% over Orca).", "percent_change"),
    ("!Kestrel keeps accuracy above 90% over Orca's workloads.", None),
    ("!Kestrel reaches a win rate of up to 70% over baselines.", None),
)
def gain_over_name(v: View) -> KindDecision | None:
    """`(31.2% over Mem0)`: a percentage right before `over` a compared name is a gain over it, not a level."""
    if v.m.unit != "%" or v.m.form == "from_to" or not _OVER_NAME_AFTER.match(v.right()):
        return None
    if search_end(_OF_QUALIFIED, v.left()[-24:]):
        return None  # `a win rate of up to 70.0% over baselines`: a named level
    return KindDecision("percent_change", "change")


_OF_QUALIFIED = re.compile(rf"\bof\s(?:(?:{qualifier_alternation()})\s?)?$")


@rule(
    "kind",
    ("Kestrel shows an accuracy drop of 5.8% on FluxQA.", "percent_change"),
    ("On FluxQA, the gains are 4.1% and 2.2%.", "percent_change"),
    ("Kestrel cuts latency, with reductions ranging from 7% to 31%.", "percent_change"),
    ("!It improves throughput by 33%.", None),
    ("!Under load, every FluxServe baseline drops below 50%.", None),
)
def linked_change(v: View) -> KindDecision | None:
    """`a drop of only 5%`, `the gains are 4%`, `reductions ranging from 7% to 31%`: a change whose noun,
    linked to it, also gives its direction."""
    left = v.left()
    if not left.rstrip().endswith(_LINKED_ENDS):  # the cheap test first
        return None
    found = search_end(_FALL_BEFORE, left) or search_end(_LINKED_BEFORE, left)
    return KindDecision("percent_change", "change", cue=cues("verb").get(found.group("noun"))) if found else None


@rule(
    "kind",
    ("It improves throughput by 33%.", "percent_change"),
    ("It reduces inference time up to 40%.", "percent_change"),
    ("It reduces code size (up to 43.70%) on all benchmarks.", "percent_change"),
    ("It gives a reduction of compression rate up to 80%.", "percent_change"),
    ("It gives a reduction in memory traffic of over 26%.", "percent_change"),
    ("!It reaches 54.7% MFU.", None),
    ("!It improves accuracy to up to 82%.", None),
)
def relative_change(v: View) -> KindDecision | None:
    """`by 33%`, `35% higher`, `+25%`, `reductions in energy of 27%`: a relative change."""
    return KindDecision("percent_change", "change") if _is_change(v.s, v.i) else None


@rule("kind", ("It reaches 54.7% MFU.", "absolute"))
def percent_level(v: View) -> KindDecision | None:
    """Any other percentage is a level: `54.7% MFU`, `92.2% on MMBench`."""
    return KindDecision("absolute", "level")


def _write_kind(m: Mention, d: KindDecision) -> None:
    m.kind, m.relation = d.kind, d.relation
    m.percent_of = d.relation in ("percent_of", "share_of")
    m.cue = d.cue or m.cue


KIND: Slot[KindDecision] = Slot(
    "kind",
    (
        points_difference,
        widened_change,
        list_kind,
        contrasted_kind,
        bracketed_kind,
        named_level,
        removed_share,
        percent_of,
        within_percent_of,
        percent_of_baseline,
        kept_share,
        overhead,
        quality_loss,
        estimate_error,
        linked_change,
        relative_change,
        gain_over_name,
        percent_level,
    ),
    _write_kind,
    _is_percentage,
)

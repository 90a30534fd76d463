"""Slot ``metric``: what a number measures (`rollout throughput`, `median ttft`, `auc`, `speedup`).

Rules run in ``rule`` order: the phrase right of the number first (`97.3% higher throughput`), a
metric named before `of`/`=` (`an EER of 9.04%`), a benchmark score, the phrase left of it in its
clause (`improves rollout throughput by 53.3%`), then what neighbours decided, then defaults.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from benchclaims.lexicon import (
    MetricHead,
    cue_regex,
    cues,
    metric_adjectives,
    metric_head_regex,
    metric_heads,
    qualifier_alternation,
    unit_metrics,
    word_alternation,
    words,
)
from benchclaims.numbers import number_words
from benchclaims.rules.comparison import bracket_benchmark
from benchclaims.rules.context import WINDOW, Sentence, clause_tail, improved_system, names_system
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.kind import CLAIM_KINDS, share_of
from benchclaims.rules.model import Mention
from benchclaims.rules.qualifier import without_qualifier
from benchclaims.rules.scan import end_pattern, finditer_near, reads_past_start, search_end

_STOP_WORDS = words("stop")
#: `restores accuracy to 84%`, `recovered performance`: a verb, not a modifier (not `KV-cache restore latency`)
_RESTORE = frozenset(w for w in words("restore_verb") if w.endswith(("s", "ed")))
_VERB = cue_regex("verb")  # the verb cues (cues.tsv), bound once

SCORE_FORMS = ("score", "score_list")


@dataclass(frozen=True)
class Metric:
    """A decided metric: its phrase (None: only a class) and its class."""

    name: str | None
    metric_class: str | None


_COMPARATIVE = re.compile(rf"^\s?(?:(?:{word_alternation('comparative')})\s)?")
_CHANGE_NOUN_END = re.compile(rf"\s(?:{word_alternation('change_noun')})$")
# `in X`, `in terms of X`, `of the X`
_PREP_NP = re.compile(r"^\s?(?:,\s)?(?:in(?:\sterms\sof)?|on|of|for)\s(?:the\s|a\s|an\s|its\s|their\s)?")
_QUALIFIER = rf"(?:(?:{qualifier_alternation()})\s?){{0,2}}"  # `by up to approximately 23%`
# `reduces jitter by 30%`, `cuts tokens by a factor of 8`
_OBJECT_THEN_BY = re.compile(
    rf"\s((?:[\w()@./'’-]+\s){{1,8}})\(?by\s(?:a\sfactor\sof\s|an\saverage\sof\s|a\s(?:median|mean)\sof\s)?{_QUALIFIER}[+−-]?"
)  # `expedites end-to-end inference by an average of 1.22x`
_OBJECT_THEN_UP_TO = re.compile(r"\s((?:[\w()@./'’-]+\s){1,8})up\sto\s")  # `reducing the data movement up to 87%`
_OBJECT_THEN_FACTOR = re.compile(r"\s((?:[\w()@./'’-]+\s){1,8})")  # `improves X 2.7-fold`
_FACTOR_END = re.compile(rf"\s?[,.;:)]|$|\s(?:{word_alternation('factor_end')})\b")  # not `2.7x tighter`
_OBJECT_THEN_FROM = re.compile(r"\s((?:[\w()@./-]+\s){1,8})\(?")  # `raises X (1.44 -> 3.60)`: a bracketed from-to
_OBJECT_THEN_TO = re.compile(rf"\s((?:[\w@./-]+\s){{0,5}}(?!up\s|from\s)[\w@./-]+\s)to\s{_QUALIFIER}")  # not `up to`
_NAME_LIKE = re.compile(r"\d|[a-z][A-Z]|\b[A-Z][a-z]+[A-Z]")
_PERCENTILE = re.compile(r"\b[Pp]\d{2}(?:\.\d+)?\b|\b[A-Za-z]+@\d+(?:\.\d+)?")  # `P99 latency`, `R@1`: no model name
_OWNER_AFTER = re.compile(r"\s(?:for|on)\s")
_BASELINE_CUE_INSIDE = re.compile(rf"\s(?:{word_alternation('baseline_cue_inside')}|vs\.?|in\scomparison)\s")
_BENCH_NAME = r"((?:[A-Z][\w.-]*|\d[\w.-]*)(?:\s(?:[A-Z][\w.-]*|\d[\w.-]*))*)(?![\w.-])"
ON_BENCHMARK = re.compile(rf"^\s(on\s){_BENCH_NAME}")
BENCHMARK_AFTER = re.compile(rf"^\s(){_BENCH_NAME}(?!@)(?!\s[a-z])")  # `SR@10` is a metric at k
_NAMED_OF = re.compile(rf"(?P<name>[\w@/.-]+)\s?(?:of|=|:)\s{_QUALIFIER}[+−]?$")
_NAMED_IS = re.compile(rf"(?P<name>[\w@/.-]+)\s(?:is|was)\s{_QUALIFIER}[+−]?$")  # `DSC was 0.93`: a lexicon metric only
_LABEL_COLON = re.compile(r"(?<=\w):\s[+−]?$")
#: What ``_NAMED_OF`` and ``_NAMED_IS`` end with, each of bounded width: a gap that ends in neither is not searched
#: for the name before it (an unbounded search of the whole gap).
_NAMED_OF_END = end_pattern(rf"(?:of|=|:)\s{_QUALIFIER}[+−]?$")
_NAMED_IS_END = end_pattern(rf"(?:is|was)\s{_QUALIFIER}[+−]?$")
_NAMED_BARE = re.compile(r"(?<![\d.])\s(?P<name>[\w@/.-]*[A-Z][\w@/.-]*)\s$")  # `achieves WER 21.2%`, not `scores 9`
#: What every match of ``_NAMED_BARE`` ends with: its name from a capital on (led by a capital, the engine skips to
#: the few capitals of a gap; ``_NAMED_BARE``, led by a look-behind, is tried at every place).
_CAPITAL_LAST = re.compile(r"[A-Z][\w@/.-]*\s$")
_SUBJECT_VERB = re.compile(
    rf"(?<![\w@.-])((?:[\w@.-]+\s){{1,4}})(?:{word_alternation('subject_verb')}|"
    rf"(?:{word_alternation('copula')})\s(?:{word_alternation('passive_change')}))\s"  # passive
    rf"(?:[a-z]+ly\s)?(?:by\s|to\s)?{_QUALIFIER}$"
)  # `by 12%`, `significantly by 5.3%`; a level moved to: `task completion dropping to 20%`
#: A word every match of ``_SUBJECT_VERB`` holds: a gap without any is not searched.
_SUBJECT_VERB_NEEDLES = tuple(sorted(words("subject_verb") | words("passive_change")))
_ASIDE = re.compile(r"\s\([^()]*\)(?=\s)")


def _without_asides(text: str) -> str:
    """``text`` without its bracketed asides (kept per sentence for a gap's last clause: two subject rules read it)."""
    return _ASIDE.sub("", text)


_MODEL_NAME = re.compile(r"\b(?![Tt]op-)[A-Za-z]+-\d|\d\.\d|^v?\d")  # `GPT-4o`, `Opus 4.7`; not `mAP50`, `Top-5`
_PROPER_NOUN = re.compile(r"[A-Z][a-z]+")  # one capitalized word: `Flux`
_TITLE_NAME = re.compile(r"[A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,}){0,3}")  # `Grounded Success`, not `SR` or `GPU`

_TOKEN = re.compile(r"\s?(\S+)")
_ACRONYM_WORD = re.compile(r"\([A-Z0-9@./-]+\)")  # `(MFU)`
_WORD_CHAR = re.compile(r"\w")


def phrase_right(text: str) -> tuple[str, str]:
    """The words that start ``text`` up to a stop word or punctuation, and the text after them.

    >>> phrase_right(" speedup in training throughput")
    ('speedup', ' in training throughput')
    >>> phrase_right(" Model FLOPs Utilization (MFU) when")
    ('Model FLOPs Utilization (MFU)', ' when')
    """
    out: list[str] = []
    pos = 0
    for token in _TOKEN.finditer(text):
        word = token.group(1).rstrip(".,;:")
        if word.startswith("(") and not _ACRONYM_WORD.fullmatch(word):
            break  # `(p < 0.01)`, not an acronym like `(MFU)`
        if token.start() != pos or not word or _ends_phrase(word, bool(out)):
            break
        out.append(word)
        pos = token.end()
        if word != token.group(1) or len(out) >= 6:
            pos = token.start() + len(word) + (1 if token.group().startswith(" ") else 0)
            break
    return " ".join(out), text[pos:]


_SHOT_COMPOUND = re.compile(r"\d+-[a-z][a-z-]*")  # `3-shot`, `1-hop`, `8-bit`: a figure that is part of a name


def _ends_phrase(word: str, started: bool) -> bool:
    lower = word.lower()
    figure = word.lstrip("(+-~")[:1].isdigit() and not _SHOT_COMPOUND.fullmatch(word)
    if lower in _STOP_WORDS or figure or not _WORD_CHAR.search(word):
        return True  # a stop word, a figure or a dash (`SR@1 -- surpassing`)
    # a verb cue that is also a metric head goes on (`96.6% lower validation loss value`)
    return started and lower not in _change_nouns() and lower not in metric_heads() and bool(_VERB.fullmatch(lower))


def bare_tail(v: View) -> str:
    """The gap's last clause, lowercased, without the qualifier that ends it (cut once per view: eight rules ask)."""
    return v.s.keep("bare_tail", v.gap_tail(), without_qualifier)


@cache
def _change_nouns() -> frozenset[str]:
    """Nouns of change, factors included (`gains`, `speedup`)."""
    return words("change_noun") | words("factor_noun")


_AT_K = re.compile(r"(?<![\w@-])([a-z]+)@\d+(?:\.\d+)?(?![\w@])")  # `acc@0.5`, `func@5`, `hit@10`


def head_in(phrase: str) -> MetricHead | None:
    """The last (rightmost, longest) metric head in ``phrase``; else a metric at k, a score read at
    a cut-off (`Acc@0.5`), with the polarity of its stem when that is a head (`FPR@95`).

    >>> head_in("end-to-end training throughput").metric_class
    'throughput'
    >>> head_in("Func@5").polarity, head_in("fpr@95").polarity
    ('higher', 'lower')
    """
    lower = phrase.lower()
    if (whole := metric_heads().get(lower)) is not None:  # a phrase that is one head is its only match (a quarter are)
        return whole
    found = list(metric_head_regex().finditer(lower)) if lower else []  # a fifth of the phrases are empty
    if found:
        return metric_heads()[found[-1].group()]
    at_k = list(_AT_K.finditer(lower)) if "@" in lower else []  # each holds `@`: no scan from every position
    if not at_k:
        return None
    stem = metric_heads().get(at_k[-1].group(1))
    return MetricHead(at_k[-1].group(), stem.metric_class if stem else "accuracy", stem.polarity if stem else "higher")


_LEFT_WORD = re.compile(r"[\w@+/.-]+")
_CAPITALIZED = re.compile(r"[A-Z][a-z]+")


def extend_left(text: str, head_start: int, most: int = 4) -> int:
    """Start of the noun phrase ending at a head: up to ``most`` modifiers that are not stop words.

    >>> text = "Kestrel's training time"
    >>> text[extend_left(text, text.index("time")) :]
    'training time'
    >>> text = "a median Dice score"
    >>> text[extend_left(text, text.index("score")) :]
    'median Dice score'
    >>> text = "a short fine-tuning restores accuracy"
    >>> text[extend_left(text, text.index("accuracy")) :]
    'accuracy'
    >>> text = "baselines suffer performance drops"
    >>> text[extend_left(text, text.index("performance")) :]
    'performance drops'
    """
    start = head_start
    named = text[head_start:].split(" ", 1)[0].lower() in words("name_head")  # `Dice score`, `Sharpe ratio`
    for w in list(reversed(list(_LEFT_WORD.finditer(text[:head_start]))))[:most]:
        lower = w.group().lower()
        if text[w.end() : start].strip() or lower in _STOP_WORDS or lower in _RESTORE or _VERB.fullmatch(lower):
            break
        if lower in words("level_verb") and lower != "use":  # `baselines suffer performance drops` (not `land use`)
            break
        if text[w.start() - 1 : w.start()] in ("'", "’"):  # the `s` of `Kestrel's training time`
            break
        if w.group()[0].isdigit() or (_CAPITALIZED.fullmatch(w.group()) and not named):  # not `Our`
            break
        start = w.start()
    return start


def without_praise(phrase: str) -> str:
    """``phrase`` without leading words of praise.

    >>> without_praise("state-of-the-art performance"), without_praise("highest recall")
    ('performance', 'recall')
    """
    parts = phrase.split()
    while len(parts) > 1 and parts[0] in words("praise"):
        parts.pop(0)
    return " ".join(parts)


def adjective_metric(phrase: str) -> str:
    """The metric a phrase that is or ends in a metric adjective names (`3x more memory efficient`,
    `2.1x more area-efficient`); a comparative or an adverb maps only as the whole phrase.

    >>> adjective_metric("accurate"), adjective_metric("memory efficient"), adjective_metric("area-efficient")
    ('accuracy', 'memory efficiency', 'area efficiency')
    >>> adjective_metric("highly sensitive"), adjective_metric("model smaller")
    ('highly sensitive', 'model smaller')
    """
    table = metric_adjectives()
    if phrase in table:
        return table[phrase]
    owner, sep, last = phrase.rpartition(" ") if " " in phrase else phrase.rpartition("-")
    if not sep or last not in table or last in words("comparative") or last.endswith("ly") or owner.endswith("ly"):
        return phrase
    return f"{owner} {table[last]}"


_METRIC_TAIL = re.compile(rf"\s(?:{word_alternation('metric_tail')})$")


_SPEED_UP = re.compile(r"\bspeed[\s-]up(?=s?\b)")


def metric_of(phrase: str, head: MetricHead | None) -> Metric | None:
    """The metric a phrase names, cleaned; None when it names none (`demonstrating superior scalability`).

    >>> metric_of("Rollout Throughput improvement", None)
    Metric(name='rollout throughput', metric_class=None)
    >>> metric_of("relative", None) is None, metric_of("mean gain", None) is None
    (True, True)
    """
    phrase = phrase.strip(" ,").lower()
    if phrase.count("(") != phrase.count(")"):
        phrase = phrase.replace("(", "").replace(")", "").strip()
    phrase = _METRIC_TAIL.sub("", phrase)  # `tail latency relative to X`
    phrase = without_praise(_CHANGE_NOUN_END.sub("", phrase) or phrase)
    phrase = adjective_metric(phrase)  # `more accurate`: accuracy
    phrase = _SPEED_UP.sub("speedup", phrase) if "speed" in phrase else phrase
    if (
        not _WORD_CHAR.match(phrase)
        or phrase in _STOP_WORDS
        or phrase in words("modifier")
        or phrase in words("object_pronoun")  # `reducing them by 32.5%`: what `them` points back to, elsewhere
        or phrase.split()[0] in words("gerund")
        or phrase.split()[0] == "per"
        or phrase in cues("aggregate")  # `a +2.09 pp mean gain`: the aggregate, not the metric
    ):
        return None
    if " " not in phrase and phrase.endswith("ly"):  # `31% more accurately` has no metric of its own
        return None
    return Metric(phrase, head.metric_class if head else None)


_ARTICLE_START = re.compile(r"^(?:an?|the)\s")


@rule("metric", ("The model reaches an FID of 1.8.", "fid"))
def metric_given(v: View) -> Metric | None:
    """The metric the detector read with the number (`AUC of 0.83`, `0.91 F1`), classed by its head."""
    if v.m.metric is None:
        return None
    head = kept_head(v.s, v.m.metric)
    return Metric(_ARTICLE_START.sub("", v.m.metric), head.metric_class if head else v.m.metric_class)


#: `by 38.8% (MAE)`, `5.46% (by MSE)`, `74.6% (BoN@16)`: a score's short name in brackets right after a figure.
_LABEL_AFTER = re.compile(r"^\s?\((?:by\s)?(?P<label>[A-Za-z][\w@.+-]*(?:\s[A-Za-z][\w@.+-]*){0,2})\)")


@rule(
    "metric",
    ("It lowers estimation error by 38.8% (MAE) and 40.5% (RMSE).", "mae"),
    ("It gains 22.3% (AUROC) over Orca.", "auroc"),
    ("It gains 5.7% (I-AUROC) on the test set.", "i-auroc"),
    ("!It cuts energy by 2% (without losing performance).", None),
    ("!It compresses traces 3.6x (power).", None),
)
def metric_bracket_label(v: View) -> Metric | None:
    """`38.8% (MAE) and 40.5% (RMSE)`: the score a figure's bracket names, written as a score's name is (a capital
    or `@`: `mIoU`, `pass@1`, `Spearman correlation`), not a setting (`(power)`) or an aside (`(without …)`)."""
    found = _LABEL_AFTER.match(v.right()) if "(" in v.right()[:3] else None
    label = found.group("label") if found else ""
    named = any(c.isupper() or c == "@" for c in label) and label.split(" ", 1)[0].lower() not in _STOP_WORDS
    head = head_in(label.lower()) if named else None
    if named and head is None and "-" in label:  # `(I-AUROC)`: a score read at one level, named by its last part
        head = head_in(label.lower().rsplit("-", 1)[1])
    return metric_of(label, head) if head else None


@rule("metric", ("Kestrel achieves 95% of the throughput of cuBLAS.", "throughput"))
def metric_share_of(v: View) -> Metric | None:
    """`95% of the throughput of cuBLAS`: the metric of a share of a baseline."""
    found = share_of(v.s, v.i) if v.m.percent_of else None
    return metric_of(found[0], head_in(found[0])) if found else None


_BRACKETS_AFTER = re.compile(r"^\\?\)|^\s?\([^()]{1,30}\)")


def after_brackets(right: str) -> str:
    """The text after a number past its closing bracket or a short bracketed aside (`(6.4x) lower`,
    `91.2% (±0.3) accuracy`, `24% (up to 31.5%) power reduction`, `2.1x (p < 0.01) lower`).

    >>> after_brackets(") lower latency"), after_brackets(" (±0.3) accuracy"), after_brackets("\\\\) area")
    (' lower latency', ' accuracy', ' area')
    >>> after_brackets(" (up to 31.5%) power reduction")
    ' power reduction'
    """
    if "(" not in right[:2] and ")" not in right[:2]:  # every match opens the text with a bracket: most have none
        return right
    return _BRACKETS_AFTER.sub("", right, count=1)


_ARTICLE_AFTER = re.compile(r"^\s?(?:the|a|an)\s(?=\w)")


def passed_brackets(s: Sentence, right: str) -> str:
    """``after_brackets(right)`` for a window of ``s``, cut once per sentence (three rules read it)."""
    return s.keep("after_brackets", right, after_brackets)


def kept_head(s: Sentence, phrase: str) -> MetricHead | None:
    """``head_in(phrase)``, looked up once per sentence (the metric and polarity slots ask it of the same phrases)."""
    return s.keep("head_in", phrase, head_in)


def _phrase_past_comparative(s: Sentence, right: str) -> tuple[str, str, str, str]:
    """The comparative right after a number, the text past it (``_past_comparative``), and the phrase that starts
    that text with the text after the phrase (``phrase_right``): read once per sentence, as two rules read them."""
    return s.keep("phrase_past_comparative", right, _read_phrase_past_comparative)


def _read_phrase_past_comparative(right: str) -> tuple[str, str, str, str]:
    comparative, rest = _past_comparative(right)
    return (comparative, rest, *phrase_right(rest))


def _past_comparative(right: str) -> tuple[str, str]:
    """The comparative right after a number (or ``""``) and the text past it and an article.

    >>> _past_comparative(" higher the throughput")
    ('higher', ' throughput')
    """
    comparative = _COMPARATIVE.match(right)
    assert comparative is not None  # the pattern may match the empty string
    past = right[comparative.end() :]
    opening = past[:2]  # an article starts there, or the pattern has nothing to cut: most windows are spared a call
    rest = _ARTICLE_AFTER.sub(" ", past) if "t" in opening or "a" in opening else past
    return comparative.group().strip(), rest


def after_move_verb(left: str) -> bool:
    """True when the text before a number ends in a verb of change whose object is the change.

    >>> after_move_verb("Kestrel saves "), after_move_verb("Kestrel reaches ")
    (True, False)
    """
    return left.rstrip().rsplit(" ", 1)[-1].lower() in words("move_verb")


_IN_OR_OF = re.compile(r"\b(?:in|of)\s")


def _inner_metric(phrase: str, after: str, rest: str, comparative: str, need_head: bool) -> Metric | None:
    """`5.98x smaller in area`, `65% savings in silicon area`: the metric after a preposition."""
    prep = _PREP_NP.match(after if phrase else rest)
    if not prep:
        return None
    inner, _ = phrase_right(" " + (after if phrase else rest)[prep.end() :])
    inner_head = head_in(inner)
    last = phrase.split()[-1].lower() if phrase else ""
    after_change = last in _change_nouns() or (not phrase and comparative)
    speedup = last in words("factor_noun")  # `27x speedup in SYRK`: what a speedup is in, with no head, is its workload
    if inner_head or (not need_head and inner and after_change and not speedup and _IN_OR_OF.search(prep.group())):
        return metric_of(inner, inner_head)
    return None


def _through_head(phrase: str, after: str) -> tuple[str, str]:
    """``phrase`` run on to the end of a metric head that starts inside it, and the text after.

    >>> _through_head("time", " to first token and")
    ('time to first token', ' and')
    """
    if not phrase:  # no head starts inside an empty phrase: most windows have none, spared a lowercase and a search
        return phrase, after
    text, heads = phrase + after, metric_head_regex()
    # only a head that starts inside the phrase counts: the search stops where such a match is all read
    for head in heads.finditer(text.lower(), 0, len(phrase) + reads_past_start(heads)):
        if head.start() >= len(phrase):
            break  # the matches come in order: no later one starts inside the phrase
        if len(phrase) < head.end() and _WORD_CHAR.match(text[head.end() :] or " ") is None:
            return text[: head.end()], text[head.end() :]
    return phrase, after


_RESPECTIVELY_THEN = re.compile(r",?\s?respectively,(?=\sin\s)")


#: `82% of the time`: a frequency (not `84% of the time required by X`, a share of time).
_OF_THE_TIME = re.compile(rf"\s?of\sthe\stime\b(?!\s(?:{word_alternation('spend_participle')}|of)\b)")
#: A verb or preposition of spending before a share: `requiring only 1/5 of the time`, `with roughly 40% of the time`.
_SPENT_BEFORE = re.compile(rf"\b(?:{word_alternation('spend_word')})\s(?:(?:{qualifier_alternation()}|only)\s?)?$")


def _frequency(v: View) -> bool:
    """Whether mention ``v`` says how often its clause's event happens (`preferred 82% of the time`), not a share of
    time spent (`requiring only 1/5 of the time`); read once per view (three rules ask)."""
    return v.s.keep("of_the_time", v.right(), _of_the_time) and not search_end(_SPENT_BEFORE, v.left()[-30:])


def _of_the_time(right: str) -> bool:
    return _OF_THE_TIME.match(right) is not None


@rule(
    "metric",
    ("It delivers 97.3% higher throughput.", "throughput"),
    ("It gives 30% lower time to first token.", "time to first token"),
    ("It needs 6.3x fewer cycles.", "cycles"),
    ("It gives a 1.79x speedup in training throughput.", "training throughput"),
    ("Kestrel reaches 61.4% SR@10 on the test split.", "sr@10"),
    ("!It improves throughput by 97.3%.", None),
    ("It needs 11.6x fewer reasoning tokens.", "reasoning tokens"),
    ("It gains 10.6% and 10.1%, respectively, in pass@8 accuracy.", "pass@8 accuracy"),
)
def metric_right(v: View) -> Metric | None:
    """`97.3% higher throughput`, `2.89x MoE-layer speedup`, `1.79x speedup in training throughput`; not `82% of the
    time` (how often the clause's event happens, no time)."""
    if _frequency(v):
        return None
    right = passed_brackets(v.s, v.right())
    right = right[found.end() :] if (found := _RESPECTIVELY_THEN.match(right)) else right  # `, respectively, in X`
    comparative, rest, phrase, after = _phrase_past_comparative(v.s, right)
    phrase, after = _through_head(phrase, after)
    head = kept_head(v.s, phrase)
    core = [w for w in phrase.lower().split() if w not in _change_nouns()]
    if not core and search_end(_LINKED, v.gap()):
        return None  # `245 GB/s, representing a 4.62x speedup`: the figure before names the metric
    if not core or not head or head.metric_class == "speed":
        # `1.79x speedup in training throughput`; not `3-fold performance gains in microbenchmarks`
        inner = _inner_metric(phrase, after, rest, comparative, need_head=bool(core))
        if inner and not (phrase or comparative) and _FOR_AFTER_NAMED.match(rest) and _setting_for(v):
            return None  # `reductions in repair time of up to 41% for single-node failures`: its setting
        if inner:
            return inner
    if head:
        return metric_of(phrase, head)
    if comparative in words("count_comparative") and core and not names_system(phrase):
        return metric_of(phrase, None)  # `11.6x fewer reasoning tokens`, `10x less training data`
    return None


_FASTER = re.compile(rf"^\s?(?:as\s)?(?:{word_alternation('speed_comparative')})\b")


@rule(
    "metric",
    ("Kestrel trains 2.3x faster than REPA.", "speed"),
    ("It gives 2.3x faster training.", "training speed"),
    ("!It reaches the target 3x faster in time-to-accuracy.", None),
)
def metric_faster(v: View) -> Metric | None:
    """`2.3x faster training`: with no time or rate named, `faster` measures (the process's) speed; not a factor
    that restates a time just given (`a response of 97.2 ms, which is 6.9x faster than`: it measures that time)."""
    found = _FASTER.match(v.right())
    if not found or faster_restating_time(v):
        return None
    phrase, _ = phrase_right(v.right()[found.end() :])
    if head_in(phrase) or phrase[:1].isupper():
        return None
    return Metric(f"{phrase.lower()} speed" if phrase else "speed", "speed")


@rule("metric", ("It has a response of 97.2 ms, which is 6.9x faster than the 700 ms target.", "time"))
def metric_restated_time(v: View) -> Metric | None:
    """`a response of 97.2 ms, which is 6.9x faster than X`: the factor measures the time it restates, also when
    only that time's unit names its measure (read after the level's own metric rules)."""
    prev = v.prev
    return Metric(prev.metric, prev.metric_class) if prev and prev.metric and faster_restating_time(v) else None


def faster_restating_time(v: View) -> bool:
    """Whether ``v`` is a `faster` factor that restates the time right before it (`97.2 ms, which is 6.9x faster`)."""
    prev = v.prev
    timed = prev is not None and prev.unit_class == "latency" and _FASTER.match(v.right()) is not None
    return timed and search_end(_LINKED, v.gap()) is not None


_LIKELY_AFTER = re.compile(r"^\s?(?:times\s)?(?:more|less)\slikely\sto(?=\s[a-z])")


@rule(
    "metric",
    ("Such skills are 2.12x more likely to contain vulnerabilities.", "likelihood to contain vulnerabilities"),
    ("It yields a policy that is 58% less likely to hallucinate.", "likelihood to hallucinate"),
    ("!It is 2.1x more accurate.", None),
)
def metric_likelihood(v: View) -> Metric | None:
    """`2.12x more likely to contain vulnerabilities`: how much more likely something is, the likelihood of the verb
    phrase after it (not a speedup)."""
    found = _LIKELY_AFTER.match(v.right())
    if found is None:
        return None
    phrase, _ = phrase_right(v.right()[found.end() :])
    return Metric(f"likelihood to {phrase.lower()}", None) if phrase else None


#: `performs 2.3 times better`, `perform 15-20% worse`: a verb of performing before the figure, a comparative of
#: quality after it (and `times` between).
_PERFORMS_BEFORE = end_pattern(rf"\bperform(?:s|ed|ing)?\s(?:[a-z]+\s){{0,2}}?{_QUALIFIER}$")
_BETTER_AFTER = re.compile(r"^\s?(?:times\s)?(?:better|worse)\b")


@rule(
    "metric",
    ("The best model performs on average 2.3 times better than random guessing.", "performance"),
    ("Such models consistently perform 15-20% worse out of distribution.", "performance"),
    ("!It performs 2.3x faster than Orca.", None),
)
def metric_performs(v: View) -> Metric | None:
    """`performs 2.3 times better than X`: how much better a system performs is its performance."""
    if not _BETTER_AFTER.match(v.right()) or not search_end(_PERFORMS_BEFORE, v.left()):
        return None
    return Metric("performance", "speed")  # as `outperforms X by N` (metric_outperform)


#: The determiner that may open the object of a verb of halving or doubling: `halves its false-positive rate`.
_OBJECT_DETERMINER = re.compile(
    rf"^\s(?:{word_alternation('clause_object_determiner')}|{word_alternation('demonstrative')})(?=\s)"
)


@rule(
    "metric",
    ("Injecting prior knowledge halves false alarms.", "false alarms"),
    ("Kestrel nearly halves its sequence length.", "sequence length"),
    ("!Kestrel halves.", None),
    ("!Kestrel more than doubles what Orca preserves.", None),
)
def metric_halved_object(v: View) -> Metric | None:
    """`halves false alarms`, `doubles its sequence length`: a verb of halving or doubling changes its object, a
    lexicon head or not (as `<verb> <object> by N` is read)."""
    if v.m.form not in ("by_half", "doubles") or v.s.text[v.m.start : v.m.end].lower().startswith("by"):
        return None
    phrase, _ = phrase_right(_OBJECT_DETERMINER.sub("", v.right(), count=1))
    if not phrase or phrase[:1].isupper() or phrase.split()[0] in ("what", "that", "which"):
        return None  # `more than doubles what compaction preserves`: a clause, no noun
    return metric_of(phrase, head_in(phrase))


#: `half the number of qubits`, `half its throughput`: the determiner (and a `number of`) before a halved quantity.
_HALF_OF = re.compile(
    rf"^\s(?:of\s)?(?:the|{word_alternation('possessive_determiner')})\s(?:number\sof\s|amount\sof\s)?"
)


@rule(
    "metric",
    ("LRKV matches full attention while using roughly half the KV cache.", "kv cache"),
    ("Kestrel matches Orca's accuracy using only half the number of qubits.", "qubits"),
    ("!Kestrel halves the KV cache.", None),
)
def metric_half_quantity(v: View) -> Metric | None:
    """`using roughly half the KV cache`: the quantity a verb spends or loses half of (a name or not)."""
    found = _HALF_OF.match(v.right()) if v.m.form == "half_quantity" else None
    phrase, _ = phrase_right(v.right()[found.end() - 1 :]) if found else ("", "")
    return metric_of(phrase, head_in(phrase)) if phrase else None


_CAPITAL_WORD_AFTER = re.compile(r"\s[A-Z\d]\b")
_VERB_FORM_OR_BRACKET = re.compile(r"\w+(?:ed|ing)\b|\(")


def _named_of_head(left: str) -> bool:
    """Whether ``left`` ends in a measure's name and `of` (`the total motion-to-photon latency of `).

    >>> _named_of_head("The total latency of "), _named_of_head("a budget of "), _named_of_head("out of ")
    (True, False, False)
    >>> _named_of_head("with adaptive precision: ")
    False
    """
    named = _NAMED_OF.search(left) if search_end(_NAMED_OF_END, left) else None
    return named is not None and named.group().split()[1:2] == ["of"] and head_in(named.group("name")) is not None


def _verb_led(phrase: str) -> bool:
    """Whether ``phrase`` opens with a bracket or a verb form that is no modifier of a noun after it: `reducing
    latency`, `improved`, `(p < 0.01)`; not `writing consistency`, `training throughput`.

    >>> _verb_led("reducing latency"), _verb_led("improved"), _verb_led("writing-speaking consistency")
    (True, True, False)
    """
    if not _VERB_FORM_OR_BRACKET.match(phrase):
        return False
    parts = phrase.lower().split()
    first = parts[0].split("-", 1)[0]
    return len(parts) == 1 or "(" in parts[0] or _VERB.fullmatch(first) is not None or parts[-1].endswith(("ed", "ing"))


_VERB_THEN_PREPOSITION = re.compile(r"^\s(?:to|by)\s")  # `… degrade to`, not `… degradation than`


def _title_name(m: Mention, phrase: str, after: str) -> bool:
    """True when a title-case phrase after a score names it (`91.5% Grounded Success`), not a label
    (`Mode A`, `Level 3`) nor a thing measured in a unit (`50 MW Andasol`).

    >>> _title_name(Mention("absolute", 0, 1, unit="%"), "Grounded Success", " on the split")
    True
    >>> _title_name(Mention("absolute", 0, 1, unit="%"), "Mode", " A and")
    False
    """
    return (
        m.unit in ("%", "pp", "x", "")
        and "A" <= phrase[:1] <= "Z"  # as ``_TITLE_NAME`` starts: most phrases are lowercase, spared a regex call
        and _TITLE_NAME.fullmatch(phrase) is not None
        and _CAPITAL_WORD_AFTER.match(after) is None
    )


_FALL_NOUN_AFTER = re.compile(rf"\s(?:{word_alternation('fall_noun')}|{word_alternation('slowdown_noun')})\b")
_OUT_OF = re.compile(r"\sout\sof\s\d[\d,]*(?:\.\d+)?")
#: A short label in brackets (`(FP16)`, not `(and 2.08 μJ)`); one right after a level, then a lowercase word:
#: `5.4% (FP16) task goal completion`.
_LABEL_IN_BRACKET = r"\((?!(?:and|or|vs|i\.e|e\.g)\b)[A-Za-z][\w.+-]*(?:\s[\w.+-]+){0,2}\)"
_LABEL_BRACKET = re.compile(rf"\s?{_LABEL_IN_BRACKET}\s[a-z]")


#: `22.8 percent relative improvement in dynamic consistency over X`: a change noun after the figure, `in` and what
#: changed, up to a word that ends a noun phrase or a comparator.
_CHANGE_NOUN_IN = re.compile(
    rf"^\s(?:(?:{word_alternation('modifier')})\s)?(?:{word_alternation('change_noun')})\sin\s(?:both\s)?(?:the\s)?"
    rf"(?P<np>[\w@/+-]+(?:\s(?!(?:{word_alternation('np_stop_word')}|{word_alternation('condition_end_word')}|and)\b)"
    r"[\w@/+-]+){0,3})(?=[,.;)]|\s|$)"
)


@rule(
    "metric",
    ("Kestrel shows a 22.8% relative improvement in dynamic consistency over Orca.", "dynamic consistency"),
    ("!Kestrel shows a 22.8% relative improvement over Orca.", None),
)
def metric_change_noun_in(v: View) -> Metric | None:
    """`a 22.8 percent relative improvement in dynamic consistency over X`: the change is in the noun phrase after
    `in`, a lexicon head or not."""
    found = _CHANGE_NOUN_IN.match(v.right())
    return metric_of(found.group("np"), head_in(found.group("np"))) if found else None


#: `… in Resolved, respectively`, `+9.6 [and +7.9 points] in Resolved`: a name after `in` (past the rest of a
#: list) that may be a metric of the sentence.
_IN_NAME = re.compile(
    r"^(?:,?\s(?:and\s)?[+−]?[\d.,]+(?:\s?(?:%|pp|points?|percentage\spoints?))?)*"
    r"\s?in\s([A-Za-z][\w@/.+>-]*(?:\s[A-Za-z][\w@/.+>-]*){0,2}?)(?=[,.;)]|\s[a-z]|$)"
)


@rule(
    "metric",
    ("It reaches 69.4% Resolved and 78.9% F2P, beating A and B by +9.6 and +7.9 points in Resolved.", "resolved"),
    ("!It beats Orca by 7.9 points in Resolved.", None),
)
def metric_in_named(v: View) -> Metric | None:
    """`69.4% Resolved …, by +7.9 percentage points in Resolved`: a name after `in` that an earlier figure of the
    sentence measures is this figure's metric too (not a benchmark or a setting, as it would be alone)."""
    found = _IN_NAME.match(v.right())
    if found is None:
        return None
    name = found.group(1).rstrip(".").lower()
    for earlier in v.s.mentions[: v.i]:
        if earlier.metric == name:
            return Metric(name, earlier.metric_class)
    return None


#: `by 16% in ScanMatch and 22% in SED`: `in` and a score's name, CamelCase or an acronym (not `in Vision models`).
_IN_SCORE_NAME = re.compile(r"^(?:\sand\s[\d.]+\s?%)?\sin\s([A-Z][\w-]*[A-Z][\w-]*)(?=[\s,.;)]|$)")


@rule(
    "metric",
    ("Kestrel outperforms Orca by over 16% in ScanMatch and 22% in SED.", "scanmatch"),
    ("!Kestrel improves performance by up to 43% in FluxQwen-14B.", None),
)
def metric_in_score_name(v: View) -> Metric | None:
    """`outperforms X by 16% in ScanMatch`, `gains of up to 12.4% in BCubed-F1`: a relative change is measured in
    the score named after `in` (a model named by its family or size is a setting: `in FluxQwen-14B`)."""
    if v.m.kind != "percent_change":
        return None
    found = _IN_SCORE_NAME.match(v.right())
    if found is None or _MODEL.search(found.group(1)):
        return None
    return metric_of(found.group(1), head_in(found.group(1)))


def _parallel_member(v: View) -> bool:
    """Whether mention ``v`` follows a list member whose metric is written right after it, up to the separator
    before ``v``: `28.0% wrong selections and 18.0% hallucinated functions` (not `44% outdoors and 59% indoors`)."""
    prev = v.prev
    if prev is None or not prev.metric or not v.s.in_loose_list(v.i):
        return False
    own = _OWN_METRIC_GAP.fullmatch(v.gap())
    return own is not None and own.group(1).lower() == prev.metric


_OWN_METRIC_GAP = re.compile(r"\s([^\d,;()]{1,40}?)\)?(?:,\s(?:and\s)?|\s(?:and|or)\s)")


@rule(
    "metric",
    ("Kestrel keeps 82.3% SLA satisfaction.", "sla satisfaction"),
    ("Kestrel saves 44% annotation effort.", "annotation effort"),
    ("A failover costs an 11s recovery pause.", "recovery pause"),
    ("!Recall reaches 71% (versus a 52% no-context baseline).", None),
    ("Flat loading consumes 2x the output tokens.", "output tokens"),
    ("The agent scores 91.5% Grounded Completion on the hard split.", "grounded completion"),
    ("The planner scores 88.1% Counting, 79.4% Reasoning and 70.2% Navigation.", "counting"),
    ("!Judge scores rise from 2.1 to 3.6 out of 5.", None),
    ("!Kestrel reaches a mean regeneration score of 5.06 out of 6.0.", None),
    ("Kestrel gains 3.2% AP over Orca.", "ap"),
    ("The raw model achieves 3.0% (AWQ) task goal completion.", "task goal completion"),
    ("Kestrel shows a 15% pass-rate drop under noise.", "pass-rate"),
    ("It keeps high utility (56.4% accuracy and 74.4% ASR).", "asr"),
    ("!Published figures of 14% degrade to a third.", None),
)
def metric_right_phrase(v: View) -> Metric | None:
    """`82.3% SLA satisfaction`, `6.3x fewer cycles`: a short phrase after a level or a comparative; a
    title-case name (`91.5% Grounded Completion`, `79.4% Reasoning`) is the score's name."""
    right = v.right()  # a level keeps its bracket (`1.2 GHz (0.8 V) operation`) unless it holds a label
    right = passed_brackets(v.s, right) if v.m.kind != "absolute" or _LABEL_BRACKET.match(right) else right
    scale = _OUT_OF.match(right)  # `a score of 5.06 out of 6.0`: the scale, then what follows it
    right = right[scale.end() :] if scale else right
    comparative, _, phrase, after = _phrase_past_comparative(v.s, right)
    title = _title_name(v.m, phrase.removesuffix(")"), after) and not comparative
    parallel = _parallel_member(v)  # `56.4% utility and 74.4% ASR`: each member names its own metric
    phrase = phrase.removesuffix(")") if title or parallel else phrase  # `(+11.7% Answer Relevancy)`
    bench: re.Match[str] | None = v.s.keep("benchmark_after", right, _benchmark_match)
    if bench is not None and (bench.re is ON_BENCHMARK or (not title and not parallel)):
        return None  # a named benchmark: metric_benchmark gives its score
    parts = phrase.split()
    if not phrase or len(parts) > 4 or (_verb_led(phrase) and not title and not parallel):
        return None
    if v.m.kind == "absolute" and _named_of_head(v.left()):
        return None  # `the total latency of 9.33 ms satisfies`: the name before `of` is the measure
    if parts[-1].lower().rstrip(")") in words("reference_noun"):
        return None  # `recall of 71% versus a 52% no-context baseline`: the figure before names it
    if len(parts) == 1 and parts[0].lower() in cues("verb") and _VERB_THEN_PREPOSITION.match(after):
        return None  # `WER figures of 14% degrade to 32%`: the verb of the clause, no measure
    if v.m.form == "from_to" and not head_in(phrase) and not title:
        return None  # `accuracy rises from 51% to 82% indoors`, `from 1.9 to 3.7 out of 5`: named before
    if not v.m.unit and len(parts) == 1 and parts[0].lower() in _change_nouns():
        return None  # `a +9.4 gain on RISEBench`: a lone noun of change names no score (a `14 dB gain` is one)
    changed = parts[-1].lower() in _change_nouns() and len(parts) > 1  # `… gap reduction`
    changed = changed or _FALL_NOUN_AFTER.match(after) is not None  # `15% pass-rate drop`
    moved = after_move_verb(v.left())  # `saves 44% GPU hours`
    times_the = v.m.kind == "speedup" and right.startswith(" the ")  # `consumes 2x the output tokens`
    acronym = len(parts) == 1 and is_acronym(parts[0]) and parts[0] not in words("field_acronym")  # `+0.47% GMV`
    if changed or moved or times_the or v.m.kind == "absolute" or comparative or title or acronym:
        return metric_of(phrase, None)
    return None


@rule(
    "metric",
    ("It gives 1.1x and 2.4x throughput gains.", "throughput"),
    ("It is 3.5x and 1.5x slower on the two collectives.", "speed"),
    ("Kestrel beats the baseline (68.8% vs. 93.0% accuracy).", "accuracy"),
    ("Kestrel reaches 33-50% and 82-88% proof success.", "proof success"),
    ("Kestrel models reach 96.7% and 99.2% on OrbitMath for 4B and 30B, respectively.", "orbitmath score"),
    ("The raw model achieves 5.4% (FP16) and 3.0% (AWQ) task goal completion.", "task goal completion"),
)
def metric_from_next(v: View) -> Metric | None:
    """`1.12x-2.48x and 1.86x-2.52x throughput improvements`, `3.5x and 1.5x slower`, `68.8% vs. 93.0%
    accuracy`: a list or pair whose metric follows its last member."""
    j, labelled = v.s.list_end(v.i), False
    if j == v.i and v.i + 1 < len(v.s.mentions) and v.s.mentions[v.i + 1].unit == v.m.unit:
        gap = v.s.gap(v.i + 1)  # `(68.8% vs. 93.0% accuracy)`, `5.4% (FP16) and 3.0% (AWQ) completion`
        labelled = bool(_LABELLED_PAIR_GAP.fullmatch(gap) and _LABEL_BRACKET.match(v.s.right(v.i + 1)))
        j += 1 if _PAIR_GAP.fullmatch(gap) or labelled else 0
    if j > v.i and any(r.fn(View(v.s, j)) is not None for r in (metric_right, metric_faster)):
        nxt = v.s.mentions[j]
        return Metric(nxt.metric, nxt.metric_class) if nxt.metric else None
    listed = (labelled or v.s.list_end(v.i) == j > v.i) and v.m.unit in ("%", "pp", "x") and ";" not in v.s.gap(j)
    if listed and v.s.mentions[j].kind == v.m.kind:  # `33-50% and 82-88% success`, `40% and 64% fewer qubits`
        return metric_right_phrase.fn(View(v.s, j)) or _benchmark_of_list(v, j)
    return None


def _benchmark_of_list(v: View, j: int) -> Metric | None:
    """`96.7% and 99.2% on AIME 2025`: the benchmark after a list of levels is every member's."""
    first = v.i
    while first > 0 and v.s.in_loose_list(first):
        first -= 1
    if v.m.kind != "absolute" or v.s.bracketed(j) or named_heads(clause_tail(v.s.gap(first))):
        return None  # `average F1-scores of 93%, 93% and 90% on A`: the metric named before the list
    return metric_benchmark.fn(View(v.s, j))


def is_acronym(word: str) -> bool:
    """More capitals than small letters, two at least, no digits: `EER`, `AUROC`, `HQI`.

    >>> is_acronym("EER"), is_acronym("ZetaKV"), is_acronym("GPT-4"), is_acronym("A")
    (True, False, False, False)
    """
    upper, lower = sum(c.isupper() for c in word), sum(c.islower() for c in word)
    return upper >= 2 and upper > lower and not any(c.isdigit() for c in word)


@rule(
    "metric",
    ("It reaches an EER of 9.04%.", "eer"),
    ("It reaches an accuracy of 94.2% on ImageNet.", "accuracy"),
    ("It reaches WER 7.9% on the noisy split.", "wer"),
    ("It segments well (Dice: 84.1%, IoU: 77.2%).", "dice"),
    ("On the test split, the DSC was 0.93 ± 0.05.", "dsc"),
    ("!It reaches 94.0% accuracy.", None),
    ("!Against the oracle, ODB is within 15%.", None),
)
def metric_named_before(v: View) -> Metric | None:
    """`an AUROC of 94.0%`, `an EER of 9.04%`, `(Dice: 84.1%`: the metric named right before `of`/`=`/`:`
    wins over a benchmark after the number."""
    raw = v.gap()
    label = _LABEL_COLON.search(raw) if ":" in raw[-4:] else None  # the colon of `Dice: ` ends no clause
    gap = clause_tail(raw[: label.start()]) + raw[label.start() :] if label else clause_tail(raw)
    found = (
        (search_end(_NAMED_OF_END, gap) and _NAMED_OF.search(gap))
        or (_CAPITAL_LAST.search(gap) and _NAMED_BARE.search(gap))
        or (search_end(_NAMED_IS_END, gap) and _NAMED_IS.search(gap))
    )
    if not found:
        return None
    heads = list(metric_head_regex().finditer(gap[: found.end("name")].lower()))
    if heads and heads[-1].end() == found.end("name"):
        start = extend_left(gap, heads[-1].start())
        return metric_of(gap[start : heads[-1].end()], metric_heads()[heads[-1].group()])
    named = found.re is _NAMED_OF and not label  # `(SFT: 35.7%`, `Cohort II: 0.77`: a label, not a metric
    return metric_of(found.group("name"), None) if is_acronym(found.group("name")) and named else None


_ASSIGNED = re.compile(r"(?<![\w@.^-])(?P<name>[A-Za-z][\w@.^-]{1,11})\s?=\s?$")


@rule(
    "metric",
    ("Kestrel reaches EM=43.1% and HR=2% on the test split.", "em"),
    ("It gets P@1 = 85.7% on the held-out queries.", "p@1"),
    ("Kestrel keeps a high fit (R2 = 94%).", "r2"),
    ("!It keeps only top=5% of the tokens.", None),
)
def metric_assigned(v: View) -> Metric | None:
    """`EM=43.1%`, `HR = 2%`, `P@1 = 85.7%`: a percentage set equal to a name with a capital or `@` right
    before it measures that name (not a setting in lower case, `top=5%`)."""
    gap = v.gap()
    if v.m.unit != "%" or not gap.endswith(("=", "= ")):
        return None
    found = _ASSIGNED.search(gap[-16:])
    name = found.group("name") if found else ""
    if not (name != name.lower() or "@" in name):
        return None
    return metric_of(name, head_in(name))


@cache
def _noun_of() -> re.Pattern[str]:
    """A result verb or `with` and an optional article, or `and` and an article (the next of a list), a phrase
    of one to four words (no change or stop word) and `of`, right before a level: `achieves a Sharpe ratio of `,
    `with an average leakage of about `, `and a maximum drawdown of `."""
    word = rf"(?!(?:{word_alternation('change_word')}|{word_alternation('stop')})\s)[\w@^'-]+\s"
    return re.compile(
        rf"\b(?:(?:{word_alternation('result_verb')}|with)\s(?:an?\s|the\s)?|and\s(?:an?|the)\s)(?P<np>(?:{word}){{1,4}})"
        rf"(?:\((?P<short>[A-Z][\w-]{{1,9}})\)\s)?of\s{_QUALIFIER}$"  # `a Fix Commit Ratio (FCR) of`: spelled out
    )


@rule(
    "metric",
    ("Kestrel achieves a Sharpe ratio of 1.42 on the test year.", "sharpe ratio"),
    ("It ends with an average leakage of 12.5% across tenants.", "average leakage"),
    ("Both variants reached TPD values of 68.0% and 83.3%.", "tpd"),
    ("Kestrel achieves a Fix Commit Ratio (FCR) of 74.9%.", "fix commit ratio"),
    ("!Kestrel reaches a maximum of 24% on the hardest split.", None),
    ("!Kestrel achieves the best result of 9.7% with all data.", None),
    ("!It reaches an F1 of 0.768, compared with a next-best baseline of 0.364.", None),
)
def metric_noun_of(v: View) -> Metric | None:
    """`achieves a PairAcc of 40%`, `with a median distance of 12 mm`: the phrase a result verb's object
    names right before `of` and a level, when no metric head named it (not `a maximum of`)."""
    gap = v.gap_tail()
    if v.m.kind != "absolute" or " of " not in gap[-24:]:
        return None
    found = search_end(_noun_of(), gap)
    if found and found.group("short") and head_in(found.group("short")):
        return None  # `a Dice Similarity Coefficient (DSC) of`: the short name is a head, named by its own rule
    parts = found.group("np").split() if found else []
    if parts and parts[-1].lower() in words("level_noun_stop"):  # `TPD values of`, not `the best result of`
        parts = parts[:-1] if any(head_in(p) or is_acronym(p) or _NAME_LIKE.search(p) for p in parts[:-1]) else []
    if all(p.lower() in cues("aggregate") for p in parts) or (parts and parts[-1].lower() in words("reference_noun")):
        return None  # `with a next-best baseline of 0.364`: the figure of a reference, no measure
    return metric_of(" ".join(parts), head_in(" ".join(parts)))


_CHANGE_IN_OF = re.compile(  # `… in X of up to 9.4%`, `… in sodium (9%)`
    rf"\b(?:{word_alternation('change_noun')})\s(?:in|of)\s(?:the\s)?(?P<name>(?:[\w/@-]+\s){{1,4}}?)"
    rf"(?:of|=)\s{_QUALIFIER}$"
    rf"|\b(?:{word_alternation('change_noun')})\sin\s(?:the\s)?(?!(?:{word_alternation('own_determiner')})\s)"
    rf"(?P<bare>(?:[\w/@-]+\s){{0,3}}[\w/@-]+)\s?\({_QUALIFIER}[+−-]?$"
)
_CHANGE_NEEDLES = tuple(sorted(words("change_noun")))  # one of them is in every match of ``_CHANGE_IN_OF``


@rule(
    "metric",
    ("It brings a reduction in vocabulary fragmentation of up to 9.4%.", "vocabulary fragmentation"),
    ("It yields reductions in sodium intake (9%).", "sodium intake"),
    ("It yields gains in resource referral (+46.8%) and grounding (+34.8%).", "resource referral"),
    ("!It brings a reduction of 9.4%.", None),
)
def metric_change_in(v: View) -> Metric | None:
    """`a relative reduction in vocabulary fragmentation of up to 9.4%`: what the change is in; the next measure
    with its bracketed change in the same list (`gains in referral (+46.8%) and grounding (+34.8%)`)."""
    found = next(finditer_near(_CHANGE_IN_OF, _CHANGE_NEEDLES, v.gap_tail()), None)
    if found:
        return metric_of(found.group("name") or found.group("bare"), None)
    listed = _NEXT_BRACKETED.match(v.s.gap(v.i)) if v.i else None
    if listed is None or v.s.mentions[v.i - 1].kind != v.m.kind:
        return None
    before = next(finditer_near(_CHANGE_IN_OF, _CHANGE_NEEDLES, v.s.gap(v.i - 1)), None)
    return metric_of(listed.group("bare"), None) if before and before.group("bare") else None


#: `(+46.8%) and psychological grounding (+`: the next member of a list of measures with bracketed changes.
_NEXT_BRACKETED = re.compile(r"^\),?\s(?:and\s)?(?P<bare>(?:[\w/@-]+\s){0,3}[\w/@-]+)\s?\([+−-]?$")


_NAME_MARK = re.compile(r"[A-Z].*[A-Z]|\d|-")  # `GSM8K`, `MT-Bench`


def benchmark_after(v: View) -> str | None:
    """The benchmark named right after a level (`92.2% on MMBench`, `80.2% AndroidWorld`, `reaches 68.1
    on BrowseComp`); not a score read with its name or a signed difference (`+3.8 on ImageNet`)."""
    m = v.m
    if m.kind != "absolute" or m.unit not in ("%", ""):
        return None
    if m.form in SCORE_FORMS and (m.metric or v.left().endswith(("+", "-", "−")) or _named_or_listed(v)):
        return None
    found: re.Match[str] | None = v.s.keep("benchmark_after", v.right(), _benchmark_match)
    if not found or found.group(2)[:1].isdigit() or _hardware_at(v, found.start(2)):
        return None  # `66.67% on 75 unseen questions`, `92% on H100`: no benchmark
    if _MODEL_AFTER_ON.search(found.group(2)):
        return None  # `from 66% to 46% on Llama-8B`: a model, not a benchmark
    if found.group(1) or _NAME_MARK.search(found.group(2)):
        return found.group(2).rstrip(".")
    return None


def _benchmark_match(right: str) -> re.Match[str] | None:
    """The name right of a number that ``benchmark_after`` reads (kept per sentence: the metric and condition slots
    both ask)."""
    return ON_BENCHMARK.match(right) or BENCHMARK_AFTER.match(right)


#: A model after `on` (`on Llama-8B`, `on Qwen-7B`, `on Gemini`): its family or a size after a separator; not a
#: benchmark's version (`Terminal-Bench 2.0`) nor a dataset's size (`SIFT1M`).
_MODEL_AFTER_ON = re.compile(
    rf"^(?:{word_alternation('model_family')})(?![a-z])|[-\s]\d+(?:\.\d+)?[BM]\b", re.IGNORECASE
)


def _hardware_at(v: View, offset: int) -> bool:
    """Whether a hardware mention starts ``offset`` characters after the mention (`on H100`, `on MI300A`)."""
    at = v.m.end + offset
    return any(m.kind == "hardware" and m.start <= at < m.end for m in v.s.mentions)


def _named_or_listed(v: View) -> bool:
    """True when a bare score follows a named metric in its clause (`file-level F1 ... reaching 0.81 on
    A`) or closes a list (`69.6 on A and 45.7 on B`): that metric, or the list's, is the score's."""
    if v.prev is not None and v.s.in_loose_list(v.i):  # a list of benchmark scores: each member its own
        return not (v.prev.metric or "").endswith(" score")
    return _names_specific_metric(v.gap_tail())  # `the best performance, reaching 0.89 on MBPP`: the benchmark's


def _names_specific_metric(text: str) -> bool:
    """Whether ``text`` names a metric other than a generic one (`performance`, `results`)."""
    generic = words("generic_metric_head")
    return any(h.group() not in generic for h in named_heads(text))


def _benchmark_score(v: View) -> str | None:
    name = benchmark_after(v)
    return f"{name.lower()} score" if name else None


def _change_named(v: View) -> bool:
    """True when a metric head stands right before the first from-to pair of the list this one is in
    (`raises recall from 61% to 66% on A and from 40% to 47% on B`; not `improves Orion from …`)."""
    i = v.i
    while i > 0 and v.s.mentions[i - 1].form == "from_to" and v.s.in_loose_list(i, any_unit=True):
        i -= 1
    gap = clause_tail(v.s.gap(i))
    heads = named_heads(gap)
    return bool(heads) and len(gap[heads[-1].end() :].split()) <= 2


_PAIR_GAP = re.compile(r"\s(?:vs\.?|versus)\s")  # not `/`: `94.6%/82.7%` pairs two metrics
_LABELLED_PAIR_GAP = re.compile(rf"\s?{_LABEL_IN_BRACKET},?\s(?:and|or)\s")


def _pair_closer(v: View) -> bool:
    """True for the second level of a pair on one benchmark (`a recall of 90.1% vs. 75.0% on B`): it
    shares the first level's metric, which a later rule gives it, not the benchmark's score."""
    prev = View(v.s, v.i - 1) if v.prev else None
    return prev is not None and bool(_PAIR_GAP.fullmatch(v.gap())) and benchmark_after(prev) is None


def _dimensionless(m: Mention) -> bool:
    """Whether ``m`` has no unit that names its measure: a percentage, points or a bare score."""
    return m.unit in ("%", "pp", "")


_QUALIFIER_ONLY = re.compile(rf"\s?{_QUALIFIER}\$?")
_SETTING_BEFORE_BRACKET = re.compile(
    rf"\s(?:{word_alternation('bracket_setting_preposition')})\s(?:the\s)?[^()\d,;]{{1,40}}$"
)


#: A word of praise or a comparative, then the noun phrase it praises, right before a bracket: `superior real-time
#: scheduling (`; and a bracket holding only a noun of change after the figure: `40.28% improvement)`.
_PRAISED_NP_BRACKET = re.compile(
    rf"\b(?:{word_alternation('praise')}|{word_alternation('comparative')})\s(?P<np>(?:[\w-]+\s){{0,2}}[\w-]+)\s\($"
)


@rule(
    "metric",
    ("TenonOS achieves superior real-time scheduling (40.28% improvement).", "real-time scheduling"),
    ("!Kestrel achieves superior results (40.28% on A).", None),
)
def metric_praised_before_gain(v: View) -> Metric | None:
    """`superior real-time scheduling (40.28% improvement)`: a bracket that holds only a gain measures the noun
    phrase praised right before it, whether or not the lexicon knows its head."""
    if v.m.kind == "absolute" or not _GAIN_CLOSES.match(v.right()):
        return None
    praised = search_end(_PRAISED_NP_BRACKET, v.left()[-60:])
    return metric_of(praised.group("np"), None) if praised else None


_GAIN_CLOSES = re.compile(rf"\s(?:{word_alternation('change_noun')})\)")
#: A list member's noun phrase right before the bracket of its signed gain: `, coded-subtext detection (+`.
_MEMBER_BEFORE_GAIN = re.compile(r"(?:,\s(?:and\s)?|\sand\s)(?P<np>(?:[a-z][\w-]*\s){0,3}[a-z][\w-]*)\s\(\+$")
#: A noun of gain and `in` before the list (`the largest gains in A, B (+10 points)`).
_GAINS_IN = re.compile(rf"\b(?:{word_alternation('change_noun')})\s(?:in|on|for)\s")


@rule(
    "metric",
    (
        "Kestrel shows gains in recall, coded-subtext detection (+10 points), and planning (+10.3 points).",
        "coded-subtext detection",
    ),
    ("!Kestrel lifts F1 on ToyA (+3.1 points) and ToyB (+4.2 points).", None),
)
def metric_gain_member(v: View) -> Metric | None:
    """`the largest gains in register identification, coded-subtext detection (+10 points), and strategic action
    recommendation (+10.3 points)`: a signed gain in a bracket after a member of a list of what gained is that
    member's."""
    left = v.left()
    member = search_end(_MEMBER_BEFORE_GAIN, left[-80:]) if left.endswith("(+") else None
    if member is None or not _GAINS_IN.search(left[-200:]):
        return None
    return metric_of(member.group("np"), None)


@rule(
    "metric",
    ("Kestrel achieves the best accuracy (81.92% on CIFAR-10).", "accuracy"),
    ("Kestrel keeps task accuracy (70% on TriviaQA, 65% on TruthfulQA).", "task accuracy"),
    ("Kestrel doubles the recall on domain-shift errors (57.96% vs. 23.66%).", "recall"),
    ("!Kestrel beats Orion (81.9% on CIFAR-10).", None),
    ("!Kestrel reaches state-of-the-art GUI performance (80.2% AndroidWorld).", None),
    ("!Gemini achieved the lowest error (MAE 21.13%).", None),
)
def metric_before_bracket(v: View) -> Metric | None:
    """`the best accuracy (81.92% on CIFAR-10)`: a figure in a bracket opened right after a metric's name
    measures it; the benchmark inside is its setting, not its metric."""
    left = v.left()
    opened = left.rfind("(")
    if opened < 0 or left.rfind(")") > opened or not _dimensionless(v.m):
        return None  # `(0.08s vs. 0.29s)`: a figure with a unit names its own measure
    before = left[:opened].rstrip()
    setting = _SETTING_BEFORE_BRACKET.search(before)  # `the recall on domain-shift errors (57.96% vs. 23.66%)`
    if setting and (pre := named_heads(before[: setting.start()], scores=True)) and pre[-1].end() == setting.start():
        before = before[: setting.start()]
    heads = named_heads(before, scores=True)  # `a 92% average ASR (up to 97% on X)`: the score before too
    if not heads or heads[-1].end() != len(before) or heads[-1].group() in words("generic_metric_head"):
        return None  # `GUI performance (80.2% AndroidWorld)`: each benchmark's score
    found = metric_at_head(before, heads[-1])
    if not found or not found.name:
        return None
    first = not _QUALIFIER_ONLY.fullmatch(left[opened + 1 :])  # `(MAE 21.13%)`, `(AUCC: 0.6)`: a label of its own
    member = v.prev is not None and len(left) - (v.m.start - v.prev.start) > opened and v.prev.metric == found.name
    member = member and not named_heads(v.gap())  # `(71.3% on A, with F1-scores up to 75.8%)`: a label between
    return found if not first or member else None


@rule(
    "metric",
    ("Kestrel scores 92.2% on MMBench.", "mmbench score"),
    ("With eight workers Kestrel reaches 86.2 on OrbitComp.", "orbitcomp score"),
    ("!Kestrel gains +3.8 on OrbitComp.", None),
    ("!Kestrel reaches a recall of 90.1% vs. 75.0% on MMBench.", None),
    ("!Kestrel raises recall from 61.0% to 66.2% on MMBench and from 40% to 47% on MMMU.", None),
    ("!Kestrel reaches a recall of 96.3% on A-1, 87.4% on B-2, and 64.0% on C-3.", None),
    ("!Kestrel reaches a recall of 96.3% on A-1 (+0.4%), 87.4% on B-2 (+2.1%), and 64.0% on C-3.", None),
    ("!Kestrel reaches 82.1 on an MI300A.", None),
    ("!Its attack success rate ranges from 0.0% on Qwen-7B to 31.4% on Llama-3-8B.", None),
    ("Kestrel achieves the best performance, reaching 0.89 on FluxBench.", "fluxbench score"),
)
def metric_benchmark(v: View) -> Metric | None:
    """`92.2% on MMBench`: a level on a named benchmark is its score; not when the level has a
    metric already: that of a list it closes (`91.6% recall on A and 92.2% on B`) or the metric a
    from-to change names (`raises recall from 61% to 66% on A and from 40% to 47% on B`)."""
    name = benchmark_after(v)
    if name is None or (v.m.form == "from_to" and _change_named(v)) or _pair_closer(v):
        return None
    if _list_metric(v) or _moved_named(bare_tail(v)):
        return None  # `91.6% pass rate on iOS and 92.2% on Android`: the list's metric; `cuts its error rate to`
    return Metric(f"{name.lower()} score", "accuracy")


_MOVED_OBJECT = re.compile(r"(?P<np>[\w@-]+(?:\s[\w@-]+){0,3})\sto\s$")


def _moved_named(tail: str) -> bool:
    """Whether ``tail`` ends in a named measure and `to` (`suppresses the attack success rate to `): the level is
    that measure's, whatever benchmark it is on.

    >>> _moved_named("suppresses the attack success rate to "), _moved_named("it scales up to ")
    (True, False)
    """
    if not tail.endswith(" to ") or (found := _MOVED_OBJECT.search(tail[-80:])) is None:
        return False
    head = head_in(found.group("np"))
    return head is not None and found.group("np").endswith(head.head)


_BENCHMARK_FIGURE_END = re.compile(r"\s?(?:\)|[,;]|vs\.?\s|versus\s)")


@rule(
    "metric",
    ("Kestrel achieves top results on FluxQA (56.4), OrbitBench (80.6).", "fluxqa score"),
    ("!Kestrel reaches an accuracy on FluxQA (56.4) and OrbitBench (80.6).", None),
)
def metric_bracket_benchmark(v: View) -> Metric | None:
    """`on FluxQA (56.4), OrbitBench (80.6)`: a bare figure in a bracket after a benchmark listed after `on` is that
    benchmark's score, when the clause names no metric before the list."""
    if v.m.kind != "absolute" or v.m.unit not in ("%", "") or not _BENCHMARK_FIGURE_END.match(v.right()):
        return None  # `on Hopper (83% of INT8 peak)`: a share of something else
    found = bracket_benchmark(v.left())
    if found is None or (v.prev is not None and found.start() == len(v.left()) - len(v.gap())):
        return None  # `+15.7 pp on FluxA (23.9 -> 39.6)`: the levels explain the figure before
    if _names_specific_metric(clause_tail(v.left()[: found.start()])):
        return None  # `an accuracy on A (56.4)`: the named metric, a later rule's
    return Metric(f"{found.group('name').lower()} score", "accuracy")


#: `12.04% improvement| on RULER-64K`, `+3.5% absolute gain| on MMMU`: a noun of change right after a percentage,
#: before its benchmark.
_CHANGE_NOUN_LEAD = re.compile(rf"^\s(?:(?:absolute|relative)\s)?(?:{word_alternation('change_noun')})(?=\son\s)")


def _named_change_on(v: View) -> re.Match[str] | None:
    """`a 12.04% improvement| on RULER-64K`: a named change in percent on a benchmark, in a sentence that names no
    measure before it and compares with no system (`outperforms X, achieving a 31% improvement on Y`: performance)."""
    if v.m.unit != "%" or v.m.kind != "percent_change" or any(m.metric for m in v.s.mentions[: v.i]):
        return None
    found = _CHANGE_NOUN_LEAD.match(v.right())
    return found if found and not _OUTPERFORMS.search(v.s.body.lower()) else None


@rule(
    "metric",
    ("Kestrel gains +15 pp on HaluEval over Orca.", "halueval score"),
    ("Kestrel yields a 12.04% improvement on RULER-64K.", "ruler-64k score"),
    ("!Kestrel gains +4.0 pp on Qwen3-8B over Orca.", None),
    ("!Kestrel raises pass rates by +4.9 pp on HumanEval and +16.0 pp on MBPP.", None),
)
def metric_points_on_benchmark(v: View) -> Metric | None:
    """`+15 pp on HaluEval`, `a 12.04% improvement on RULER-64K`: a difference in points, or a named change, on a
    benchmark, no metric named before it, is a difference of that benchmark's score; not on a model (`+4.0 pp on
    Qwen3-8B`, `on GPT-5.5`)."""
    prev = v.prev
    changed = _named_change_on(v)
    if (v.m.unit != "pp" and not changed) or (
        prev and prev.metric and not prev.metric.endswith(" score") and v.s.in_loose_list(v.i)
    ):
        return None  # `pass rates: +4.9 pp on A and +16.0 pp on B`: the list's metric
    found = ON_BENCHMARK.match(v.right()[changed.end() :] if changed else v.right())
    if found is None or _hardware_at(v, found.start(2)):
        return None
    name = found.group(2)
    if name[:1].isdigit() or _MODEL_SIZE.search(name):
        return None
    return Metric(f"{name.rstrip('.').lower()} score", "accuracy")


@rule(
    "metric",
    ("Kestrel gains +15.7 pp on FluxA (23.9 -> 39.6) over Orca.", "fluxa score"),
    ("!Kestrel gains +15.7 pp on FluxA (with 8 GPUs, 0.5 s per step).", None),
)
def metric_of_explained(v: View) -> Metric | None:
    """`+15.7 pp on PhysReason (23.9 -> 39.6 +/- 6.4)`: the levels in a bracket that opens right after a figure
    (and its benchmark) explain that figure and share its metric."""
    prev = v.prev
    if prev is None or not prev.metric or v.m.kind != "absolute" or not _EXPLAINING_BRACKET.fullmatch(v.gap()):
        return None
    head = head_in(prev.metric)  # a figure with a unit of its own measures that unit's quantity: `($1.2M/yr)`
    if v.m.unit_class in (*_UNIT_CLASSES, "cost") and (head is None or head.metric_class != v.m.unit_class):
        return None
    return Metric(prev.metric, prev.metric_class)


_EXPLAINING_BRACKET = re.compile(r"\s(?:(?:on|in)\s[^,;()\d]{1,40}?\s)?\(")
_MODEL_SIZE = re.compile(r"\d(?:\.\d+)?[BM]\b|\d\.\d")  # `Qwen3-8B`, `GPT-5.5`: a model, not a benchmark


_ON_THEN = re.compile(  # `… on H100 and `, `… on A, `, `… on A to `: the gap to a later level on a benchmark
    r"\$?(?:\s[\w@-]+){0,5}?\s(?:on|for)\s[^,;:()=$]{1,40}?(?:,\s(?:and\s)?|\s(?:and|to)\s)(?:up\s?to\s)?\$?"
)


@rule(
    "metric",
    ("Kestrel gives up to 13.2% speedup on H100 and 9.7% on A100 over Orion.", "speedup"),
    ("Kestrel reaches a 2.1% false-positive rate on OrbitA and 4.0% on OrbitB.", "false-positive rate"),
    ("!Kestrel reaches 55.1% on OrbitBench and 62.0% on FluxBench.", None),
)
def metric_clause_level(v: View) -> Metric | None:
    """A level on a named benchmark after a figure of this clause, on one scale, with a metric other than
    its benchmark's score shares that metric (`13.2% speedup on H100 and 9.7% on A100`): the benchmark is
    the setting."""
    j = v.i - 1
    if j > 0 and v.s.mentions[j].kind == "hardware":
        j -= 1  # `… on H100 and 9.7% on A100`: the device is the setting
    if j < 0 or not (prev := v.s.mentions[j]).metric or not same_scale(prev, v.m):
        return None
    device = (found := ON_BENCHMARK.match(v.right())) is not None and _hardware_at(v, found.start(2))
    if not _ON_THEN.fullmatch(v.s.text[prev.end : v.m.start]) or (benchmark_after(v) is None and not device):
        return None
    return Metric(prev.metric, prev.metric_class) if prev.metric != _benchmark_score(View(v.s, j)) else None


_ASIDE_OPEN = re.compile(r"[^(),;]{0,40}\(\s?[+\-−]?")


def _list_metric(v: View) -> bool:
    """True when the nearest earlier member of the loose list ``v`` closes that has a metric has one
    other than its benchmark's score (`pass@1 of 96% on A, 87% on B and 64% on C`: C's too)."""
    i = v.i
    while i > 0 and v.s.in_loose_list(i):
        i -= 1
        if i > 0 and _ASIDE_OPEN.fullmatch(v.s.gap(i)):
            i -= 1  # `95.7% on A (+0.6%p), 77.0% on B`: the level the bracketed change follows
        metric = v.s.mentions[i].metric
        if metric:
            return not metric.endswith(" score")
    return False


_PREVIOUS_PHRASE = re.compile(r"^\s(?:(?:in|of)\s)?[^,;()]*?(?:,|\sand\b)")
_FIGURE_ASIDE = re.compile(r"(?<![\w)])\([^()]*\d[^()]*\)")  # not `O(1)`
_UNIT_CLASSES = ("latency", "memory", "throughput")


def _unit_disagrees(m: Mention, head: str) -> bool:
    """True when a level's unit measures another quantity than a head (`1.7x speedup (96 GB/s …)`,
    `48 KiB of memory … in 410 ms`): a time, size or rate is not a speedup or another of the three;
    an efficiency is a ratio, not a figure of one physical unit (`energy efficiency (5.2 W on the ANE)`)."""
    unit = m.unit or ""
    if m.kind == "absolute" and unit not in ("", "%", "pp") and "/" not in unit and head.endswith("efficiency"):
        return True
    if m.kind != "absolute" or m.unit_class not in _UNIT_CLASSES:
        return False
    head_class = metric_heads()[head].metric_class
    return head in _change_nouns() or (head_class in _UNIT_CLASSES and head_class != m.unit_class)


@rule(
    "metric",
    ("It improves rollout throughput on long tasks by 53.3%.", "rollout throughput"),
    ("!It improves by 53.3%.", None),
    ("!It gives a 1.7x GPU speedup (CPU 96.3 GB/s).", None),
    ("!It saves 21% in carbon emissions, 38% in water use.", None),
    ("!Kestrel gives 41% for single-node failures and 26% for two-node ones.", None),
    ("!Kestrel gives 41% under low bandwidth and 26% under low memory.", None),
    ("!Its reward decomposes quality, so it masters the task (alignment 0.917 -> 0.997).", None),
)
def metric_left(v: View) -> Metric | None:
    """`improves rollout throughput … by 53.3%`, `a decoding throughput of up to 4,039`; not the
    phrase of the figure before (`21% in carbon emissions, 38% in water use`), one in a bracketed
    aside with a figure (`recall (within a 5 m radius) … by 2.5%`) or a unit word (`3.2 times`)."""
    gap = _own_gap(v)
    heads = named_heads(gap)
    if not heads or _unit_disagrees(v.m, heads[-1].group()):
        return None
    if _object_after(gap, heads[-1].end(), v.m.form == "from_to") or _later_moved_subject(gap[heads[-1].end() :]):
        return None  # `quality …, with planning effectiveness increasing by`: a later phrase is what moves
    if v.prev is not None and _FOR_SETTING.search(gap, 0, heads[-1].start()):
        return None  # `41% for single-node failures and 26%`, `by 41% under low bandwidth and by 26%`: a setting
    if search_end(_ACROSS_SETTING, gap[: heads[-1].start()]):
        return None  # `evaluate X across diverse runtime dynamics and show up to 53%`: the setting's noun
    opening = _OPENING_PHRASE.match(gap)
    if opening and heads[-1].end() <= opening.end():
        return None  # `At a target 5% false-positive rate, Kestrel detects 91%`: the opening's setting
    if search_end(_IN_BASELINE_NAME, gap[: heads[-1].start()]):
        return None  # `a 11% gain over joint reward assignment and a 38% gain`: the head is in a compared name
    label = _BRACKET_LABEL.search(gap)
    if label and heads[-1].end() <= label.start() and _names_own_measure(label.group("np").strip()):
        return None  # `… quality … (alignment 0.917 -> 0.997`: the bracket's own label names the figure
    return metric_at_head(gap, heads[-1])  # the head ``nearest_named_metric`` would find again


#: `83.5% F1, a `, `7.7% error compared to 86.9% for X (an `: the opening of an appositive after a level.
_APPOSITIVE_OPEN = re.compile(
    rf"^(?:\s[^,;()]{{1,40}})?(?:,\s|\s\()(?:(?:{word_alternation('appositive_lead')})\s){{0,2}}$"
)  # `, a `, `, showing a `, `, representing `


@rule(
    "metric",
    ("Kestrel achieved 83.5% F1, a 5.6x improvement over the heuristic approach.", "f1"),
    ("Kestrel reaches 7.7% relative error versus 86.9% for Orca (an 11x improvement).", "relative error"),
    ("The mean throughput is 81.0 Mbps, 73% above fixed-power control.", "mean throughput"),
    ("!Kestrel keeps 91.2% fidelity and 16x lower latency.", None),
)
def metric_appositive_change(v: View) -> Metric | None:
    """`83.5% F1, a 5.6x improvement over X`, `7.7% error … (an 11x improvement)`: a change set in apposition
    to the level before it measures that level's metric, on whatever scale it is given."""
    prev = v.prev
    if prev is None or prev.kind != "absolute" or not prev.metric or v.m.kind == "absolute":
        return None
    noun = v.right()[1:].split(" ", 1)[0].rstrip(",.;)")  # `improvement` of ` improvement over X`
    changed = noun in words("change_noun") or noun in words("position_word")  # `81 Mbps, 73% above X`
    if changed and _APPOSITIVE_OPEN.match(v.gap()):  # not `a 2x speedup`: a gain in speed
        return Metric(prev.metric, prev.metric_class)
    return None


#: Where the clause a frequency counts opens: after its last comma or relative word (`traces that are correct`).
_CLAUSE_OPEN = re.compile(rf"(?:,|\b(?:{word_alternation('condition_relative_word')}|when))\s")
#: Words before the figure that qualify it: `correct only 96%`, `agrees approximately 92%`.
_FREQUENCY_QUALIFIER = re.compile(rf"(?:\s(?:{qualifier_alternation()}|only|on\saverage))+\s?\$?\s?$")
_LEADING_ARTICLE = re.compile(rf"^(?:(?:{word_alternation('clause_object_determiner')}|and|or)\s)+")


@rule(
    "metric",
    ("Traces without hedging markers are correct 96% of the time.", "traces without hedging markers are correct"),
    ("In the study, agents fail to comply with requests 67% of the time.", "agents fail to comply with requests"),
    ("Users preferred Kestrel's layouts 82% and 94% of the time.", "users preferred kestrel's layouts"),
    ("!Kestrel saves 84% of the time required by Orca.", None),
)
def metric_frequency_clause(v: View) -> Metric | None:
    """`agents fail to comply with requests 67% of the time`: how often the clause's event happens; the event
    (up to six words of the clause before the figure, or before the first of a list) is what is measured."""
    if v.prev is not None and v.s.in_list_with_previous(v.i):
        return None  # `82% and 94% of the time`: the first member's
    last = v.s.list_end(v.i)
    if not _frequency(v if last == v.i else View(v.s, last)):
        return None
    tail = clause_tail(v.left())
    opened = list(_CLAUSE_OPEN.finditer(tail))
    tail = _FREQUENCY_QUALIFIER.sub("", tail[opened[-1].end() :] if opened else tail)
    name = _LEADING_ARTICLE.sub("", " ".join(tail.split()[-6:]).lower())
    return metric_of(name, head_in(name)) if name else None


_FOR_SETTING = re.compile(r"^\s?(?:for|under)\s(?:[\w-]+\s){0,3}$")
_ACROSS_SETTING = re.compile(r"\bacross\s(?:(?![\w-]+s\s)[\w-]+\s){0,2}$")  # `across diverse runtime`: a setting
#: a sentence's opening operating point: `At a 5% false-positive rate,`, `On FluxLM-8B at 64 denoising steps,`
_OPENING_PHRASE = re.compile(
    r"\s*(?:At\s[^,;]{1,60}|(?:On|Under|With|Using)\s[^,;\d]{1,40}\d[^,;]{0,40}|(?:With|Using)\s(?!(?:respect|regard)\s)[^,;]{1,60}),"
)  # `With factorized reward assignment, …`: the setting, not the measure (but `With respect to latency, …`)
_FOR_AFTER_NAMED = re.compile(r"\s?,?\s?for\s")
#: A comparison word and the start of the name it compares with, no list or clause break after it.
_IN_BASELINE_NAME = re.compile(
    rf"\b(?:{word_alternation('baseline_cue_inside')})\s(?:the\s)?"
    rf"(?:(?!(?:and|or|{word_alternation('np_stop_word')})\b)[\w-]+\s){{0,3}}$"
)
_IN_FOR_PHRASE = re.compile(r"(?:^|\s)for\s(?:[\w-]+\s){0,3}$")


def _setting_for(v: View) -> bool:
    """Whether the `for` phrase after a bare figure names its setting: a metric is named before it in its
    clause, or before the first of a list whose members each have one (`of 41% for A and 26% for B`)."""
    i, gap = v.i, v.gap_tail()
    while i > 0 and _FOR_AFTER_NAMED.match(gap) and not _names_before(gap):
        i -= 1  # `… 41% for A and | 26%`: look before the figure whose `for` phrase opens this gap
        gap = clause_tail(v.s.gap(i))
    return _names_before(gap)


def _names_before(gap: str) -> bool:
    """Whether ``gap`` names a metric outside a `for` phrase (that of the figure before is its setting).

    >>> _names_before("shows reductions in repair time of up to "), _names_before("for syntactic correctness and ")
    (True, False)
    """
    return any(not _IN_FOR_PHRASE.search(gap, 0, head.start()) for head in named_heads(gap))


def _object_after(gap: str, head_end: int, from_to: bool) -> bool:
    """True when a verb of change after the head has its own object before `by` (`… latency
    lookup - reduces jitter by`), or before the from-to it moves (`its helpfulness with a prompt that cuts
    deflection from`): that object is the metric, not the head.

    >>> _object_after("with fast latency lookup, it reduces jitter by ", 17, False)
    True
    >>> _object_after("its helpfulness with a prompt that cuts deflection ", 15, True)
    True
    """
    verbs = [f for f in _VERB.finditer(gap.lower()) if f.start() >= head_end]
    if not verbs or _OUTPERFORMS.match(verbs[-1].group()):
        return False
    if from_to:
        obj = _OBJECT_THEN_FROM.fullmatch(gap[verbs[-1].end() :])
        return obj is not None and _measure_object(obj.group(1))
    return _OBJECT_THEN_BY.fullmatch(gap[verbs[-1].end() :]) is not None


def _measure_object(phrase: str) -> bool:
    """Whether a verb's object before a from-to is a plain measure: not a setting or led by an adverb (`a drop
    for X`, `vary widely across countries (`) and no name (`improving FutureX`).

    >>> _measure_object("deflection "), _measure_object("for Phi-4 "), _measure_object("widely ")
    (True, False, False)
    >>> _measure_object("FutureX ")
    False
    """
    parts = phrase.split()
    if not parts or parts[0] in words("setting_preposition") or parts[0].endswith("ly"):
        return False
    return _bare_object(phrase) and not _NAME_LIKE.search(phrase)


_OWN_PREPOSITION = re.compile(r"\s(?:in|of)\s")


def _own_gap(v: View) -> str:
    """The clause before the mention without the phrase the figure before it measures, when this
    figure names its own (`21% in X, 38% in Y`) or is on another scale (`91.2% fidelity and 16x`);
    a list member on the same scale shares it (`8.4% speedup over A and 5.1% over B`)."""
    gap, prev = v.gap_tail(), v.prev
    found = _PREVIOUS_PHRASE.match(gap) if prev and prev.metric else None
    if not found or not prev or not prev.metric or prev.metric.split()[-1] not in found.group().lower():
        return gap
    own_phrase = _OWN_PREPOSITION.match(v.right()) or _own_change_phrase(v.right(), _way_of_noun(gap))
    return gap[found.end() :] if own_phrase or not same_scale(prev, v.m) else gap


def _own_change_phrase(right: str, cue: str | None) -> bool:
    """Whether a change noun of another way than the figure before (its ``cue``) and its phrase follow a figure
    (`a 30% reduction in WER and a 17% improvement on the downstream task`): the figure measures a thing of its own.

    >>> _own_change_phrase(" improvement on the downstream task", "decrease")
    True
    >>> _own_change_phrase(" gain on ToyBench", "improve"), _own_change_phrase(" improvement", "decrease")
    (False, False)
    """
    way = _way_of_noun(right)
    return way is not None and cue is not None and way != cue


_CHANGE_NOUN_PHRASE = re.compile(r"\s(?:relative\s|absolute\s)?([a-z]+)\s(?:in|on|of|for)\s")


def _way_of_noun(gap: str) -> str | None:
    """The cue of the change noun that opens ``gap`` (`reduction` of ` reduction in WER and a `), else None."""
    found = _CHANGE_NOUN_PHRASE.match(gap)
    return cues("verb").get(found.group(1).lower()) if found else None


def _strip_stop_words(phrase: str) -> str:
    """``phrase`` without leading stop words (`and throughput efficiency` → `throughput efficiency`)."""
    parts = phrase.split()
    while parts and parts[0].lower() in _STOP_WORDS:
        parts.pop(0)
    return " ".join(parts)


@rule(
    "metric",
    ("Semantic delivery punctuality improves by 12%.", "semantic delivery punctuality"),
    ("Rater agreement (across both panels) increased by 6.1%.", "rater agreement"),
    ("On OrbitQA, Pass@8 improves from 16.8 to 22.2.", "pass@8"),
    ("Orca fails, with task completion dropping to 20-53%.", "task completion"),
    ("!The rate clusters near 50% in one mode and collapses to 11% in the other.", None),
    ("!On OrbitQA, Kestrel-4.1 improves by 8.7%.", None),
)
def metric_subject(v: View) -> Metric | None:
    """`semantic delivery punctuality improves by 12%`, `agreement (between raters) rose by 6%`,
    `Pass@8 improves from 16.8 to 22.2`: the subject of an intransitive verb of change, past a
    bracketed aside; not a model or system (`GPT-4.1 improves by 8.7%`, `the best model drops by`)."""
    found = _moved_subject(v.s.keep("without_asides", v.gap_tail(), _without_asides))
    return metric_of(_subject_phrase(found), None) if found else None


def _moved_subject(gap: str) -> re.Match[str] | None:
    """The words before an intransitive verb of change that ends ``gap``, when they may name a measure
    (``_subject_phrase`` reads it).

    >>> _moved_subject("quality, with planning effectiveness increasing by ").group(1), _moved_subject("GPT-4 rose by ")
    ('with planning effectiveness ', None)
    """
    found = next(finditer_near(_SUBJECT_VERB, _SUBJECT_VERB_NEEDLES, gap), None)
    if not found or names_system(found.group(1)) or _MODEL_NAME.search(found.group(1).split()[-1].split("@")[0]):
        return None
    if _LINKED_VERB.search(found.group(1)):
        return None  # `near 50% in think mode and collapses to`, `projected to grow to`: the verb has no subject here
    if _subject_phrase(found).lower().rsplit(" ", 1)[-1] in _change_nouns():
        return None  # `gains fall to under 1.2x`: the change itself, no metric
    return found


def _subject_phrase(found: re.Match[str]) -> str:
    """The subject of a ``_moved_subject`` match: after a subordinator (`find that as sparsity increases`), stop
    words stripped at its start and at its end (`response time for simple queries also improved`)."""
    parts = _strip_stop_words(_SUBORDINATOR.split(found.group(1))[-1]).split()
    while parts and parts[-1].lower() in _STOP_WORDS:
        parts.pop()
    return " ".join(parts)


def _later_moved_subject(rest: str) -> bool:
    """Whether a clause after a metric head opens on a connective and names what moves (`quality …, with planning
    effectiveness increasing by`): a measure with a head or in lowercase words, not a name or a pronoun (`with GPT
    increasing`, `with some dropping`).

    >>> _later_moved_subject(" vs. the baseline, with task completion improving by ")
    True
    >>> _later_moved_subject(" across all tasks increases from "), _later_moved_subject(" with GPT increasing by ")
    (False, False)
    """
    found = _moved_subject(rest)
    if not found or found.group(1).split()[0] not in words("clause_connective"):
        return False
    subject = _subject_phrase(found)
    return head_in(subject) is not None or (subject.islower() and len(subject.split()) > 1)


#: A name read at a cut-off (`trigger@64`, `Soft-Pass@1`, `Hit@5`), then a result verb, right before a figure.
_AT_K_SUBJECT = re.compile(
    rf"(?<![\w@.-])(?P<name>[A-Za-z][\w-]*@\d+(?:\.\d+)?)\s(?:{word_alternation('result_verb')})\s"
    rf"(?:an?\s)?(?:only\s|just\s)?{_QUALIFIER}$"
)


@rule(
    "metric",
    ("Under this rule, trigger@64 reaches 0.64 on OrbitBench.", "trigger@64"),
    ("Soft-Hit@1 achieves 67.9% on the held-out split.", "soft-hit@1"),
    ("!Kestrel-4 reaches 0.64 on OrbitBench.", None),
)
def metric_at_k_subject(v: View) -> Metric | None:
    """`trigger@64 reaches 0.64`, `Soft-Pass@1 achieves 67.9%`: a name read at a cut-off is a metric's name
    (models and systems are not read at k), so as the subject of a result verb it names the figure's metric."""
    tail = v.gap_tail()
    found = _AT_K_SUBJECT.search(tail) if "@" in tail else None  # every match holds its `@`
    return metric_of(found.group("name"), head_in(found.group("name"))) if found else None


_LINKED_VERB = re.compile(r"\b(?:and|or|to)\s$")
_SUBORDINATOR = re.compile(rf"\b(?:that|which|{word_alternation('clause_opener')})\s")


_STATE_VERB = re.compile(
    rf"(?<![\w@.-])(?P<np>(?:[\w@.-]+\s){{1,4}})(?:{word_alternation('state_verb')})\s"
    rf"(?:(?:{word_alternation('state_adjective')})\s)?(?:(?:{word_alternation('state_preposition')})\s)?(?:only\s)?{_QUALIFIER}[+−-]?$"
)
#: What every match of ``_STATE_VERB`` ends with, of bounded width: a gap not ending so is not searched.
_STATE_VERB_END = end_pattern(
    rf"(?:{word_alternation('state_verb')})\s"
    rf"(?:(?:{word_alternation('state_adjective')})\s)?(?:(?:{word_alternation('state_preposition')})\s)?(?:only\s)?{_QUALIFIER}[+−-]?$"
)


@rule(
    "metric",
    ("Destination-coherent persistence plateaus near 16 percent.", "destination-coherent persistence"),
    ("Across tasks, the inconsistency gap averages +19.69 pp.", "inconsistency gap"),
    ("The operator workload remained at only 78.2%.", "operator workload"),
    ("Engagement with open issues remains stable at about 27%.", "engagement with open issues"),
    ("!On OrbitQA, Kestrel-4.1 saturates at 87%.", None),
)
def metric_state_subject(v: View) -> Metric | None:
    """`persistence plateaus near 16 percent`, `the workload remained at 78.2%`: the subject of a verb of a steady
    level; not a model or system (`Kestrel-4.1 saturates at 87%`)."""
    gap = v.s.keep("without_asides", v.gap_tail(), _without_asides)
    found = _STATE_VERB.search(gap) if search_end(_STATE_VERB_END, gap) else None
    if found and v.m.unit not in ("%", "pp", "") and " averag" in found.group():
        return None  # `manual processing averages 20 minutes`: a process whose unit names the measure (time)
    np = _strip_stop_words(found.group("np")) if found else ""
    parts = np.lower().split()
    inner = words("np_inner_preposition")  # `newcomer engagement with GFI issues remains stable at`
    stops = [p for i, p in enumerate(parts) if p in _STOP_WORDS and not (p in inner and 0 < i < len(parts) - 1)]
    if not parts or names_system(np) or _MODEL_NAME.search(parts[-1]) or stops:
        return None  # `yet it remains`, `configurations on X and peaks at`
    head = head_in(np)
    if head is None and (len(parts) < 2 or parts[-1].endswith(("er", "or"))):
        return None  # `its mapper remains`, `the guarded renderer remains`: an agent, not a measure
    return metric_of(np, head)


_OUTPERFORM_STEM = re.compile(word_alternation("outperform_stem"))
_FROM_END = re.compile(r"\sfrom\s$")


def _own_verbs(verbs: list[re.Match[str]]) -> list[re.Match[str]]:
    """The verbs of change, less a noun of change that a verb just before has in its object (`reduces aging
    degradation by`: the object is `aging degradation`; not `an overall improvement in IPC by`)."""
    kept = verbs[:1]
    for before, found in pairwise(verbs):
        near = len(found.string[before.end() : found.start()].split()) <= 3
        if not (
            near and found.group() in words("change_only_noun") and before.group() not in words("change_only_noun")
        ):
            kept.append(found)
    return kept


#: A phrase that ends in a lowercase noun after a name: `Top-1 retrieval`, `ROUGE-L recall`.
_LOWER_HEAD_END = re.compile(r"\S\s[a-z][\w-]*$")
_BARE_NUMBER = re.compile(r"(?<!\S)\d[\d.,]*(?:[-–]\d[\d.,]*)?(?!\S)")  # `2.13 TB`, `184-192`


_OF_MODEL = re.compile(r"\sof\s(?:the\s)?")


def _without_owner(phrase: str) -> str:
    """A verb's object without the model its figure is for (`false positives for DeepSeek-V3.2`, `the token usage
    of Qwen-7B`); a name after `of` that is no model's is part of the measure (`duration of LoS blockages`).

    >>> _without_owner("false positives for DeepSeek-V3"), _without_owner("the token usage of Qwen2-7B")
    ('false positives', 'the token usage')
    >>> _without_owner("duration of LoS blockages"), _without_owner("the optimality gap of the SOTA baseline")
    ('duration of LoS blockages', 'the optimality gap')
    """
    parts = _OWNER_AFTER.split(phrase, maxsplit=1)
    if len(parts) == 2 and _NAME_LIKE.search(parts[1]) and not _NAME_LIKE.search(parts[0]):
        return parts[0]
    parts = _OF_MODEL.split(phrase, maxsplit=1)
    if len(parts) == 2 and _COMPETITOR_OF.match(parts[1]):
        return parts[0]  # `the optimality gap of the SOTA baseline`: the baseline's measure
    return parts[0] if len(parts) == 2 and _MODEL.search(parts[1]) and not _NAME_LIKE.search(parts[0]) else phrase


#: After `of`: a phrase a competitor's word opens (`prior methods`, `the baseline model`) or `baseline` ends (`the
#: SOTA baseline`), not `unit discharge current`.
_COMPETITOR_OF = re.compile(
    rf"(?:the\s)?(?:(?:{word_alternation('competitor_word')})\b|(?:[\w-]+\s){{0,2}}baselines?\b)", re.IGNORECASE
)


def _short_measure(verb: str, phrase: str) -> bool:
    """Whether a verb's object that looks like a name is a measure's short name: a verb that only ever moves a
    quantity (`reduces`, `cuts`, not `improves` or `accelerates`, whose object may be a system), an object that
    opens with no model's name and holds no bare figure (`2.13 TB of data`).

    >>> _short_measure("reduces", "corridor AoI"), _short_measure("improves", "AoI")
    (True, False)
    >>> _short_measure("raises", "GPT-5"), _short_measure("reduces", "2.13 TB of data")
    (False, False)
    >>> _short_measure("raises", "HYMobileBench")
    False
    """
    if verb not in words("move_verb") or verb in words("improve_verb") | words("workload_verb"):
        return False
    if "bench" in phrase.rsplit(" ", 1)[-1].lower():
        return False  # `raising HYMobileBench by 17.7 points`: a benchmark's score (not `VoxSafeBench SAR`)
    return not _MODEL.search(_ARTICLE_START.sub("", phrase).split(" ", 1)[0]) and not _BARE_NUMBER.search(phrase)


def _measure_after_name(phrase: str) -> bool:
    """Whether a verb's object that holds a name is a measure of it (`Top-1 retrieval`, `CZ mAP50`), not a model's
    figure (`Qwen3.6-27B resolution`), a quantity (`2.13 TB of data`) or a model's part (`27B executor`)."""
    first = _ARTICLE_START.sub("", phrase).split(" ", 1)[0]
    if first in words("score_head"):
        return True  # `mAP50`, `AP75`: a score's name with digits, no model
    return bool(_LOWER_HEAD_END.search(phrase)) and not _MODEL.search(first) and not _BARE_NUMBER.search(phrase)


def _factor_object(tail: str) -> re.Match[str] | None:
    """The object between a verb and a bare factor (`improves class separation 2.7-fold`), with no setting in it.

    >>> _factor_object(" class separation ").group(1), _factor_object(" substantially across garments ")
    ('class separation ', None)
    """
    obj = _OBJECT_THEN_FACTOR.fullmatch(tail)
    return obj if obj and not words("setting_preposition").intersection(obj.group(1).lower().split()) else None


def _bare_object(phrase: str) -> bool:
    """Whether ``phrase`` (before `up to` with no `by`) is a plain object: it ends in a noun, not a preposition or a
    noun of change (`reducing the data movement up to`, not `reductions of up to`, `improving up to`).

    >>> _bare_object("the data movement "), _bare_object("cost reductions of "), _bare_object("accuracy gains ")
    (True, False, False)
    >>> _bare_object("pass-through logic that comprises "), _bare_object("on smaller models -- ")
    (False, False)
    """
    parts = phrase.lower().split()
    if not parts or not parts[-1][-1:].isalpha() or any(p in words("relative_pronoun") for p in parts):
        return False  # `the gap widens on smaller models --`, `logic that comprises`: no plain noun phrase
    return parts[-1] not in _STOP_WORDS and parts[-1] not in _change_nouns()


@rule(
    "metric",
    ("It reduces jitter by nearly 30%.", "jitter"),
    ("It reduces median AED from 61.0 to 42.0.", "median aed"),
    ("Mixing rubrics increases cross rubric variance (1.44 -> 3.60).", "cross rubric variance"),
    ("It cuts routing leakage to 0.4%.", "routing leakage"),
    ("It accelerates GPT-3 by 7.71x.", "speed"),
    ("!Past a ratio of 1:20, gains fall to under 1.2x.", None),
    ("!Tuning improves the small model by 4.1 points.", None),
    ("It cuts false positives for Orion-7B by 50%.", "false positives"),
    ("It improves Top-1 retrieval by 40.4%.", "top-1 retrieval"),
    ("It improves R@1 by 4.4%.", "r@1"),
    ("It improves mAP50 by +5.2 on FluxDet.", "map50"),
    ("It cuts token consumption by a factor of 8.", "token consumption"),
    ("It reduces aging degradation by up to 45.8%.", "aging degradation"),
    ("Our layout keeps tiles local, reducing the data movement up to 87%.", "data movement"),
    ("It reduces corridor AoI by 5%.", "corridor aoi"),
    ("It reduces the token usage of Qwen2-7B by 56%.", "token usage"),
    ("It improves class separation 2.7-fold over Orca.", "class separation"),
    ("!It scales to videos up to 16x longer.", None),
    ("VDE accelerates Flux by 3.22 times.", "speed"),
    ("It accelerates training by 6 times.", "training speed"),
)
def metric_verb_object(v: View) -> Metric | None:
    """`reduces jitter by nearly 30%`, `reduces median AED from 61.0 to 42.0`, `cuts routing leakage to
    0.4%`: the verb's object; a workload sped up is measured by its speed (`accelerates training by 6 times`:
    `training speed`; `accelerates Flux by 3.22 times`: `speed`)."""
    gap = v.gap_tail()
    verbs = _own_verbs(list(_VERB.finditer(bare_tail(v))))
    if not verbs or _OUTPERFORM_STEM.match(verbs[-1].group()):
        return None
    starts_by = v.s.text.startswith("by ", v.m.start)  # `reduce complexity by an order of magnitude`
    object_then = _OBJECT_THEN_FROM if v.m.form == "from_to" or starts_by else _OBJECT_THEN_BY
    obj = object_then.fullmatch(gap[verbs[-1].end() :])
    if obj is None and verbs[-1].group() not in _change_nouns():  # `gains fall to 1.2x`: no verb and object
        obj = _OBJECT_THEN_TO.fullmatch(gap[verbs[-1].end() :])
    if obj is None and object_then is _OBJECT_THEN_BY:  # `reducing the data movement up to 87%`: no `by`
        obj = _OBJECT_THEN_UP_TO.fullmatch(gap[verbs[-1].end() :])
        if v.m.kind == "speedup" and verbs[-1].group() not in _change_nouns() and _FACTOR_END.match(v.right()):
            obj = obj or _factor_object(gap[verbs[-1].end() :])
        obj = obj if obj and _bare_object(obj.group(1)) else None  # not `reductions of up to 46%`
    if not obj:
        return None
    phrase = _BASELINE_CUE_INSIDE.split(" " + obj.group(1), maxsplit=1)[0]  # `compression ratio over GAE`
    phrase = _FROM_END.sub(" ", phrase)  # `improves pass@256 from 64.1 → 70.3`
    phrase = _without_owner(phrase)
    named = _NAME_LIKE.search(_PERCENTILE.sub("", phrase)) and not _measure_after_name(phrase.strip())
    named = named and not _short_measure(verbs[-1].group(), phrase.strip())  # `reduces corridor AoI by 5%`
    if verbs[-1].group() in words("workload_verb"):  # a workload sped up: its speed, a named one's as a condition
        named = named or names_system(phrase) or _PROPER_NOUN.fullmatch(phrase.strip()) is not None  # `Flux`
        return Metric("speed", "speed") if named else metric_of(f"{_strip_stop_words(phrase)} speed", head_in("speed"))
    if named or names_system(phrase):  # `accelerates GPT-3 by`; not `improves Top-1 retrieval by`
        return None
    if gap.endswith("(") and phrase.split()[:1] and phrase.split()[0] in words("setting_preposition") | {"to"}:
        return None  # `gains on equal-treatment prompts (11.3% -> 72.6%)`, `generalizing to X (…)`: no object
    return metric_of(_strip_stop_words(phrase), None)


_TITLE_WORD = re.compile(r"\b[A-Z][a-z]")
_HELD_OBJECT = re.compile(
    rf"\b(?:{word_alternation('hold_verb')})\s(?:the\s|its\s|their\s|our\s)?(?P<np>(?:[\w@./-]+\s){{1,4}}?)"
    rf"(?:{word_alternation('bound_word')})\s{_QUALIFIER}$"
)


@rule(
    "metric",
    ("Kestrel keeps median overshoot below 2% on every trace.", "median overshoot"),
    ("The system maintained application CPU usage under 40%.", "application cpu usage"),
    ("!Kestrel keeps Orion below 40%.", None),
)
def metric_held_object(v: View) -> Metric | None:
    """`keeps median overshoot below 2%`, `maintained CPU usage under 40%`: the object a verb holds at a figure
    without a unit of its own."""
    if not _dimensionless(v.m):
        return None  # `maintains real-time rendering at 185 FPS`: the unit names the measure
    found = _HELD_OBJECT.search(v.gap_tail())
    np = found.group("np") if found else ""
    if not np or _NAME_LIKE.search(np) or _TITLE_WORD.search(np) or names_system(np):
        return None  # `keeps Orion below 40%`: a system held, not a measure
    return metric_of(_strip_stop_words(np), None)


_PARALLEL_OBJECT = re.compile(rf"^,?\s(?:and\s)?(?:the\s|its\s)?((?:[\w()@./-]+\s){{1,4}})by\s{_QUALIFIER}[+−-]?$")


def _verb_object_by(left: str) -> bool:
    """True when ``left`` ends in a verb of change and its object before `by`: not a verb of
    outperforming or one whose object is a workload (`speeds up A by`).

    >>> _verb_object_by("It cuts build time by "), _verb_object_by("It beats Orion by ")
    (True, False)
    >>> _verb_object_by("It gains 4%, improving over Orion by ")
    False
    """
    left = without_qualifier(left)
    verbs = list(_VERB.finditer(left))
    if not verbs or verbs[-1].group() in words("workload_verb") or _OUTPERFORMS.match(left, verbs[-1].start()):
        return False  # `speeds up A by 24% and B by 12%`, `improving over A by 2% and B by 5%`
    return _OBJECT_THEN_BY.fullmatch(left[verbs[-1].end() :]) is not None


def _object_before(s: Sentence, i: int) -> tuple[int, str]:
    """The figure before figure ``i`` in a chain of objects and the gap between them, past the values that
    restate it in brackets (`A by 48% (13.2 ms to 6.8 ms), B by 52%`)."""
    j, gap = i - 1, s.gap(i)
    if j > 0 and s.mentions[j].form == "from_to" and s.bracketed(j):
        return j - 1, gap[1:]
    return j, gap


def _first_object(s: Sentence, i: int) -> int:
    """The first figure of the chain of objects `X by N, Y by M` that figure ``i`` closes."""
    while i > 0:
        j, gap = _object_before(s, i)
        if j < 0 or s.mentions[j].unit != s.mentions[i].unit or not _PARALLEL_OBJECT.match(gap):
            break
        i = j
    return i


@rule(
    "metric",
    ("It cuts build time by 84% and token use by 98%.", "token use"),
    ("It reduces hardware cost by 19% and TDP by 2%.", "tdp"),
    ("It reduces CPD by 9.8%, routed WL by 18.1%, and tool RT by 7.9%.", "routed wl"),
    ("It cuts CPU time by 48% (13.2 ms to 6.8 ms) and lock contention by 64%.", "lock contention"),
    ("It improves mAP50 by 36.3% and mAP50-95 by 46.5%.", "map50-95"),
    ("!It beats Orion by 12% and Vega by 9%.", None),
    ("!It cuts build time by 84% and the baselines by 9%.", None),
    ("!It cuts build time by 84% on A and by 9% on B.", None),
    ("!Batching cuts latency by 29%, smart placement by 4.5x.", None),
)
def metric_parallel_object(v: View) -> Metric | None:
    """`reduces build time by 84% and token use by 98%`: a later object of the same verb of change,
    with a `by` and a figure in the same unit of its own, names its own metric (not a system: `beats A
    by 12% and B by 9%`)."""
    j, gap = _object_before(v.s, v.i)
    same_unit = j >= 0 and v.s.mentions[j].unit == v.m.unit  # not `cuts latency by 29%, placement by 4.5x`
    found = _PARALLEL_OBJECT.match(gap) if same_unit and " by " in gap else None
    if found is None or not _verb_object_by(clause_tail(v.s.left(_first_object(v.s, j)))):
        return None
    phrase = found.group(1)
    stopped = _STOP_WORDS & set(phrase.lower().split())  # `by 3% on A and by 5% on B`
    named = _NAME_LIKE.search(_PERCENTILE.sub("", phrase)) and not _object_named_measure(v.s, j)
    if len(phrase.strip()) < 2 or stopped or named:
        return None  # `$M$ by`, `accelerates GPT-3 by`
    return None if names_system(phrase) else metric_of(phrase, head_in(phrase))


def _object_named_measure(s: Sentence, j: int) -> bool:
    """Whether the figure ``j`` before a parallel object measures what its own object names (`improves mAP50 by
    36.3% and mAP50-95 by`), so a later object that looks like a name is a measure too (not `beats Orion by`)."""
    metric = s.mentions[j].metric
    return metric is not None and _BY_TAIL.sub("", s.left(j).lower()).endswith(metric)


_BY_TAIL = re.compile(rf"\s?\bby\s{_QUALIFIER}[+−-]?$")  # ` by up to `


_PREPOSITION_NP = re.compile(
    rf"^\s(?:in(?:\sterms\sof)?|of)\s(?:the\s(?:(?:{word_alternation('ordinal_skip')})\s)?(?:[\d,]+\s)?|all\s)?"
    r"(?=[a-z]|[A-Z]{2,}\b|[A-Z][\w-]*@\d|[A-Z][A-Za-z]*-[a-z])"  # `of MoE-block compute`
)
#: `by 78.4% and 38.9% in human-written and Claude tests respectively`: the settings a list is spread over
_SETTINGS_RESPECTIVELY = re.compile(r"[^,;()]{1,60}?\sand\s[^,;()]{1,40}?,?\srespectively\b")
_CHANGE_OF = re.compile(
    rf"\b(?:{word_alternation('change_noun')}|{word_alternation('fall_noun')})\sof\s{_QUALIFIER}[+−-]?$"
)  # `relative improvements of 61% in Hit@5`, `a reduction of 38% in input tokens`


def _in_own_phrase(prev: Mention, right: str, prep: str) -> bool:
    """True when the figure before measures the phrase after the same preposition (`21% in carbon
    emissions, 38% in water use`), not a setting (`2.6x in single-node serving`)."""
    return bool(prev.metric) and right.startswith(prep) and f"{prep}{prev.metric}" in right[:80].lower()


def _setting_of_member_before(v: View, prep: str) -> bool:
    """True when the list member before has a metric of its own and a phrase with the same preposition after
    it, a setting (`1.5x throughput gains in serving, 1.8x in rollout`)."""
    prev = v.prev
    if prev is None or not prev.metric or prep == " of " or not v.s.in_loose_list(v.i):
        return False  # `100% of A attempts and 78% of B attempts`: each share names its own whole
    return prep in v.gap()


def _names_setting(phrase: str) -> bool:
    """True when ``phrase`` names a setting or a count, not a measure (`high-budget scenarios`, `eight sequential
    rounds`).

    >>> _names_setting("the black-box setting"), _names_setting("disease classification")
    (True, False)
    """
    parts = phrase.lower().split()
    last = parts[-1] if parts else ""
    plural = last if last.endswith("s") else last + "s"
    counted = bool(parts) and (parts[0][:1].isdigit() or parts[0] in number_words())
    return counted or plural in words("setting_count_noun") or last in words("setting_noun")


def _settings_respectively(right: str, prep: re.Match[str]) -> bool:
    """True when `in A and B respectively` after a list names settings, not metrics (no metric head in it)."""
    found = _SETTINGS_RESPECTIVELY.match(right, prep.end()) if prep.group().startswith(" in") else None
    return found is not None and not head_in(found.group()) and not any(is_acronym(w) for w in found.group().split())


#: `to failure detection recall`: the measure a contributed change goes to (a noun phrase, not a level: `to 85%`).
_TO_MEASURE = re.compile(r"^\sto\s(?:the\s|its\s)?(?P<np>[a-z][\w-]*(?:\s(?!and\b|or\b|over\b)[a-z][\w-]*){0,3})")
_CONTRIBUTES = re.compile(rf"\b(?:{word_alternation('contribute_verb')})\b")


@rule(
    "metric",
    ("Dependency modeling contributes +22 percentage points to failure detection recall.", "failure detection recall"),
    ("!Dependency modeling lifts recall by 22 points to 85%.", None),
)
def metric_contributed_to(v: View) -> Metric | None:
    """`contributes +22 pp to failure detection recall and +34 pp to root cause accuracy`: a change a verb of
    contributing brings goes `to` the measure it changes."""
    found = _TO_MEASURE.match(v.right()) if v.m.kind == "percent_change" else None  # anchored: tested first
    if found is None or not _CONTRIBUTES.search(clause_tail(v.left())):  # a search of the clause before
        return None
    return metric_of(found.group("np"), head_in(found.group("np")))


#: `by up to `: a change's `by` and its qualifiers right before the figure.
_BY_FIGURE = re.compile(rf"\sby\s{_QUALIFIER}[+−-]?$")


@rule(
    "metric",
    ("It reaches 49.81% in TCO.", "tco"),
    ("It saves 21% in carbon emissions and 38% in cooling load.", "cooling load"),
    ("The panel flags 37% of generated test cases.", "generated test cases"),
    ("!It wins 49% in qualified runs.", None),
    ("It gives a reduction of 38% in input tokens.", "input tokens"),
    ("It gives average reductions of 35% and 23% in routed wirelength.", "routed wirelength"),
    ("Kestrel beats Orion by 12% in terms of resolved issues.", "resolved issues"),
    ("It completes the route in 99.6% of the last 500 episodes.", "episodes"),
    ("Pairing the two yields +22.7 pp in disease classification.", "disease classification"),
    ("Kestrel outperforms Orion by 7% in smell classification.", "smell classification"),
    ("Package ecosystems differ by up to 18% in library health.", "library health"),
    ("Code smells account for 89.1% of all issues.", "issues"),
    ("Kestrel fixes 180 (21.6%) of the defects.", "defects"),
    ("!It lifts recall by 49% and 38% in cold and warm runs respectively.", None),
    ("!It gives 1.5x throughput gains in serving and 1.8x in rollout.", None),
)
def metric_after_preposition(v: View) -> Metric | None:
    """`49.81% in latency`, `17.5% in TCO`: with no other metric, the noun after `in`/`of`; a share
    (`37% of generated test cases`, `4 pp of headroom`) names its whole, however many words."""
    if v.m.percent_of or _frequency(v):
        return None  # `82% of the time`: a frequency, no time
    first = v.i
    while first > 0 and v.s.in_list_with_previous(first):
        first -= 1
    moved = after_move_verb(v.s.left(first))  # `saves 21% and 9% of X`
    named_change = bool(search_end(_CHANGE_OF, clause_tail(v.s.gap(first))))  # `reductions of 35% and 23% in X`
    right = v.s.right(v.s.list_end(v.i)) if moved or named_change else v.right()
    right = _COUNT_BRACKET.sub("", right, count=1)  # `21.6% (180) of the defects`, `180 (21.6%) of them`
    prep = _PREPOSITION_NP.match(right)
    if not prep:
        return None
    inner, _ = phrase_right(" " + right[prep.end() :])
    if first < v.i and v.s.mentions[first].metric and _settings_respectively(right, prep):
        return None  # `increases coverage by 78.4% and 38.9% in human-written and Claude tests respectively`
    parallel = v.prev is not None and _in_own_phrase(v.prev, v.s.right(v.i - 1), prep.group()[:4])
    if not parallel and _setting_of_member_before(v, prep.group()[:4]):
        return None  # `1.5x throughput gains in serving and 1.8x in rollout`: a setting, as the one before
    share = prep.group().startswith(" of") and v.m.unit in ("%", "pp") and v.m.relation != "within_of"
    change = prep.group().startswith(" in") and named_change
    change = change or "terms" in prep.group()  # `in terms of resolved issues` names a metric
    outperforms = v.m.relation == "change" and _OUTPERFORMS.search(clause_tail(v.left()).lower()) is not None
    by_figure = v.m.relation == "change" and search_end(_BY_FIGURE, v.left()) is not None  # `differ by up to 18% in X`
    gap = v.m.unit == "pp" or outperforms or by_figure  # `+22.7 pp in X`, `outperforms Y by 7% in X`
    points = prep.group().startswith(" in") and gap and not _names_setting(inner)
    change = change or points  # `+22.7 pp in disease classification`, not `+405 points in eight rounds`
    if inner and (head_in(inner) or len(inner.split()) == 1 or moved or parallel or share or change):
        return metric_of(inner, head_in(inner))
    return None


#: A count beside a share before `of` its population: `21.6% (180) of`, the `)` of `180 (21.6%) of`.
_COUNT_BRACKET = re.compile(r"^(?:\)|\s?\(\d[\d,]*\))(?=\sof\s)")
_PAST_BASELINE = re.compile(
    r"^\s(?:[\w-]+\s){0,3}?(?:over|compared\sto|relative\sto|against)\s[^,;()]{1,60}?\s(?:in\sterms\sof|in)\s(?:the\s)?"
)


@rule(
    "metric",
    ("Kestrel achieves +31.9% improvement over the LSTM baseline in HR@10.", "hr@10"),
    ("It gains 19.9 percent over prior baselines in terms of F1 score.", "f1 score"),
    ("!Kestrel achieves a 12% improvement over Orion in most settings.", None),
)
def metric_past_baseline(v: View) -> Metric | None:
    """`+31.9% improvement over the LSTM baseline in HR@10`: the metric named after the baseline, when
    it has a head (not a setting: `in vision-intensive settings`)."""
    found = _PAST_BASELINE.match(v.right())
    if not found:
        return None
    inner, _ = phrase_right(" " + v.right()[found.end() :])
    head = head_in(inner)
    return metric_of(inner, head) if inner and head else None


_COMMA_GAP = re.compile(r",?\s?\(?")  # `by 91%, from A to B`, `by 91% (from A to B)`
_PLAIN_GAP = re.compile(r"[^;=()]*")
_OUTPERFORMING_BY = re.compile(rf"^,?\s(?:{word_alternation('outperform_participle')})\b[^;]*\bby\s{_QUALIFIER}[+]?$")


_LINKED = re.compile(
    r"(?:^|,|-|—|\()\s?(?:representing|corresponding\sto|i\.e\.,?|which\sis|that\sis)\s(?:a\s|an\s)?(?:up\sto\s)?$"
)


_MOVED_TO = re.compile(rf"\b(?:{cue_regex('verb').pattern})\sto\s{_QUALIFIER}$")


#: `, a 35% reduction`, `(11x reduction)`, also after a rate's `per <noun>` (`2.26 per snippet (11x reduction)`)
_APPOSITION = re.compile(
    rf"^(?:\sper\s[\w-]+)?\s?[,(]\s?(?:an?\s)?(?:(?:{word_alternation('modifier')})\s)?"
    rf"(?:(?:{word_alternation('change_noun')})\s(?:of\s)?)?"
    rf"{_QUALIFIER}[+−-]?$"
)


_CHANGE_NOUN_AFTER = re.compile(
    rf"^\)?\s(?:(?:{word_alternation('modifier')})\s)?(?:{word_alternation('change_noun')})\b"
)  # `, an 18% relative improvement`


#: A bare comparative and its `than`/`compared`: the figure compares the level before, no noun of its own.
_COMPARED_AFTER = re.compile(rf"^\s(?:{word_alternation('comparative')})\s(?:than|compared)\b")


def _apposition(v: View) -> bool:
    """True when a relative figure restates the figure before it (`an F1 of 0.85, a relative gain of
    18%`, `from 4.5 to 2.9 (35% reduction)`, `1.8 dB (~32%)`)."""
    found = _APPOSITION.match(v.gap())
    if not found or v.m.kind not in ("speedup", "percent_change"):
        return False
    named = any(w in found.group() for w in _change_nouns()) or bool(_CHANGE_NOUN_AFTER.match(v.right()))
    compared = _COMPARED_AFTER.match(v.right()) is not None  # `a cost-of-pass of 0.51, 22% lower than X (0.65)`
    return named or compared or v.gap().lstrip().startswith("(")


def same_scale(prev: Mention, m: Mention) -> bool:
    """Two figures on one scale: one unit, two relative figures, or a level and a change in points."""
    relative = {"speedup", "percent_change"}
    return prev.unit == m.unit or {prev.kind, m.kind} <= relative or {prev.unit, m.unit} == {"%", "pp"}


#: `…, and median from`, `and the functionality to`: a list member's own label, or the object its verb moves.
_MEMBER_LABEL = re.compile(rf"^,?\s(?:and\s)?(?P<label>{word_alternation('distribution_label')})\s$")
_MEMBER_OBJECT = re.compile(
    rf"^,?\s(?:and\s)?(?:the|its)\s(?P<np>[a-z][\w-]*(?:\s[a-z][\w-]*){{0,2}})\sto\s{_QUALIFIER}$"
)
_MOVED_TO_BEFORE = re.compile(rf"\sto\s{_QUALIFIER}$")


@rule(
    "metric",
    ("It cuts mean latency from 1000 s to 189 s and median from 2296 s to 867 s.", "median latency"),
    ("It raised the alignment with A to 99.2% and the functionality to 58.6%.", "functionality"),
    ("!It cuts mean latency from 1000 s to 189 s and from 2296 s to 867 s.", None),
)
def metric_member_label(v: View) -> Metric | None:
    """`mean SCT from 1000 s to 189 s and median from …`: a later list member's own point of the distribution
    names its metric on the head of the one before (`median sct`; a percentile such as `p95` is a head of its
    own); `the alignment to 99.2% and the functionality to 58.6%`: the object moved to the figure names it."""
    prev = v.prev
    if prev is None or not prev.metric:
        return None
    label = _MEMBER_LABEL.match(v.gap())
    words_before = prev.metric.split()
    if label and len(words_before) > 1 and _MEMBER_LABEL.match(" " + words_before[0] + " "):
        return Metric(" ".join([label.group("label").lower(), *words_before[1:]]), prev.metric_class)
    moved = _MEMBER_OBJECT.match(v.gap()) if _MOVED_TO_BEFORE.search(v.s.gap(v.i - 1)) else None
    return metric_of(moved.group("np"), head_in(moved.group("np"))) if moved else None


#: `… from 0.46 to 0.54 and format validity from`, `, and the Jaccard index from`: the measure a later member of a
#: list of from-to changes names before its `from` (a lowercase phrase, or any after `the`; not a benchmark's name).
_COORDINATED = (
    r"^(?:,\s(?:and\s)?|\sand\s)(?:(?:the|its)\s(?P<np>[\w/@.-]+(?:\s[\w/@.-]+){0,4})"
    r"|(?P<low>(?:[A-Z][a-z]+'s\s)?[a-z][\w/@.-]*(?:\s[\w/@.-]+){0,4}))"  # `and Cohen's kappa from`
)
_COORDINATED_FROM = re.compile(_COORDINATED + r"\s$")
#: `raised A to 83.5% and conductive-case adherence to`: a later member of a list of levels moved to; any name
#: for its direction (`and AUROC to`).
_COORDINATED_TO = re.compile(_COORDINATED + r"\sto\s$")
_COORDINATED_TO_ANY = re.compile(
    r"^(?:,\s(?:and\s)?|\sand\s)(?:(?:the|its)\s)?(?P<np>[\w/@.-]+(?:\s[\w/@.-]+){0,4})\sto\s$"
)


@rule(
    "metric",
    ("It lifts quality from 0.61 to 0.78 and format validity from 81% to 97%.", "format validity"),
    ("It lifts recall from 0.80 to 0.84 and the Jaccard index from 0.55 to 0.63.", "jaccard index"),
    ("!It lifts quality from 0.61 to 0.78 and ToyB from 0.5 to 0.7.", None),
)
def metric_coordinated_from(v: View) -> Metric | None:
    """`subject consistency improves from 84.9 to 88.5 and background consistency from 90.2 to 91.9`: a from-to
    after another names its own measure right before `from`."""
    if v.m.form != "from_to" or not v.i or v.s.mentions[v.i - 1].form != "from_to":
        return None
    phrase = _coordinated_measure(_COORDINATED_FROM.match(v.s.gap(v.i)))
    return metric_of(phrase, head_in(phrase)) if phrase else None


def _coordinated_measure(found: re.Match[str] | None) -> str:
    """The measure a later member of a list names before its figure, else '' (`and on ToyB from`, `and improves X
    from`, `and reported X from`: no measure of its own here)."""
    phrase = (found.group("np") or found.groupdict().get("low") or "") if found else ""
    first = phrase.split(" ", 1)[0].lower()
    if not phrase or first in words("stop") or first in cues("verb") or first.endswith(("ed", "ing")):
        return ""
    return phrase


def coordinated_to(v: View, any_name: bool = False) -> str:
    """`raised compliance to 83.5% and conductive-case adherence to 77.9%`: the measure a level names before its
    `to` when the figure before was also a level moved to, else '' (a lowercase phrase, unless ``any_name``)."""
    prev = v.prev
    if v.m.kind != "absolute" or v.m.value_from is not None or prev is None or prev.kind != "absolute":
        return ""
    if not v.s.left(v.i - 1).endswith(" to "):
        return ""
    phrase = _coordinated_measure((_COORDINATED_TO_ANY if any_name else _COORDINATED_TO).match(v.s.gap(v.i)))
    spoken = [w for w in phrase.lower().split()[1:] if w in cues("verb") or w.endswith(("ed", "ing", "s")) or w == "up"]
    return "" if spoken else phrase  # `and congestion lowered to`, `reduces it to`, `utility up to`: a clause, a bound


@rule(
    "metric",
    ("It raised compliance to 83.5% and conductive-case adherence to 77.9%.", "conductive-case adherence"),
    ("!It raised compliance to 83.5% and on ToyB to 77.9%.", None),
)
def metric_coordinated_to(v: View) -> Metric | None:
    """`raised compliance to 83.5% and adherence to 77.9%`: a level after another level moved to names its own
    measure right before its `to`."""
    phrase = coordinated_to(v)
    return metric_of(phrase, head_in(phrase)) if phrase else None


@rule(
    "metric",
    ("It improves throughput by 1.84x on A and 1.38x on B.", "throughput"),
    ("It is 1.3x faster on the solve phase and 1.5x on the setup.", "speed"),
    ("Accuracy reaches 61.2% on task one but drops to 14.5% on task two.", "accuracy"),
    ("It cuts the transfer latency by 91%, from 0.84 s to 0.076 s.", "transfer latency"),
    ("It reaches an accuracy of 51.3% and a 4.2 percentage point gain over Orion.", "accuracy"),
    ("It reaches an F1 of 0.81, a relative improvement of 14% over Orion.", "f1"),
    ("It cuts perplexity from 12.4 to 9.9 (20% reduction).", "perplexity"),
    ("It reaches an F1 of 0.81, a 14% relative improvement over Orion.", "f1"),
    ("It reaches a cost-of-pass of 0.51, 22% lower than Orion (0.65).", "cost-of-pass"),
    ("It gives 1.5x throughput gains in serving and 1.8x in rollout.", "throughput"),
)
def metric_inherit(v: View) -> Metric | None:
    """A later member of a list shares the metric of the one before (`by 1.84x … and 1.38x …`), as
    does a level it moves to (`61.2% … drops to 14.5%`), the values of a change (`by 91%, from A to B`)
    and a change that restates a figure (`an F1 of 0.81, a relative improvement of 14%`)."""
    prev, gap = _claim_before(v)
    if prev is None or not prev.metric or prev.kind == "hardware":
        return None
    outperforming = _OUTPERFORMING_BY.search(gap)  # `a CLIP score of 0.81, outperforming X by +7.5%`
    linked = search_end(_LINKED, gap)  # `a bandwidth of 245 GB/s, representing a 4.62x speedup`
    values = v.m.form == "from_to" and prev.kind != "absolute" and _COMMA_GAP.fullmatch(gap)
    rest = gap[_own_words_end(gap, prev.metric) :].lower() if _PLAIN_GAP.fullmatch(gap) else gap.lower()
    plain = not _VERB.search(rest) or search_end(_MOVED_TO, gap.lower())
    other = head_in(rest) if "@" in rest else None  # `… and pushed Pass@16 to 70%`: a measure of its own
    plain = plain and (other is None or other.head in prev.metric)
    if outperforming or linked or values or _apposition(v) or (same_scale(prev, v.m) and plain):
        return Metric(prev.metric, prev.metric_class)
    return None


def _claim_before(v: View) -> tuple[Mention | None, str]:
    """The mention before ``v`` and the text between, past one hardware name (`~74 ms on A6000 and ~34 ms`)."""
    prev, i = v.prev, v.i
    if prev is not None and prev.kind == "hardware" and i >= 2 and v.s.mentions[i - 2].kind != "hardware":
        before = v.s.mentions[i - 2]
        return before, v.s.text[max(before.end, v.m.start - WINDOW) : v.m.start]
    return prev, v.gap()


def _own_words_end(gap: str, metric: str) -> int:
    """Where the words of the figure before ``gap`` end: its comparative (`1.3x faster on A, 1.5x on B`), or its
    metric and a change noun (`1.5x throughput improvements in serving, 1.8x in rollout`).

    >>> _own_words_end(" throughput improvements in serving, ", "throughput"), _own_words_end(" faster on A, ", "speed")
    (24, 8)
    """
    end = _COMPARATIVE.match(gap).end()  # type: ignore[union-attr]  # its group is optional: it always matches
    if gap.lower().startswith(metric, end):
        noun = _CHANGE_NOUN_NEXT.match(gap.lower(), end + len(metric))
        end = noun.end() if noun else end
    return end


_CHANGE_NOUN_NEXT = re.compile(rf"\s(?:{word_alternation('change_noun')})\b")
_SETTING_BEFORE = re.compile(rf"\s(?:{word_alternation('setting_lead')})\s(?:only\s|just\s|about\s)?$")
_SETTING_THEN = re.compile(r"\s?(?:[\w/-]+\s){0,2}?(?:,\s?)?(?:and\s|or\s|vs\.?\s|versus\s)?(?:only\s|just\s)?")


@rule(
    "metric",
    ("It reaches 80.8% top-1 accuracy at 4.5 GMACs and 77.4% at 1.2 GMACs.", "top-1 accuracy"),
    ("!It reaches 80.8% top-1 accuracy at 4.5 GMACs and cuts memory by 77.4%.", None),
)
def metric_past_setting(v: View) -> Metric | None:
    """`80.8% accuracy at 4.5 GMACs and 77.4% at 1.2 GMACs`: a list member after the setting figure
    of the member before shares that member's metric, not the setting's."""
    if v.i < 2:
        return None
    first, setting = v.s.mentions[v.i - 2], v.s.mentions[v.i - 1]
    after_setting = search_end(_SETTING_BEFORE, v.s.gap(v.i - 1)) and _SETTING_THEN.fullmatch(v.gap())
    if not after_setting or not first.metric or same_scale(setting, v.m) or not same_scale(first, v.m):
        return None
    return Metric(first.metric, first.metric_class)


_CONTRAST_LEVEL = re.compile(
    rf"\b(?:{word_alternation('contrast_conjunction')})\s[^;]*\b(?:{word_alternation('level_verb')}|"
    rf"{word_alternation('result_verb')})\s{_QUALIFIER}(?:only\s|just\s)?$"
)


@rule(
    "metric",
    ("Kestrel reaches 97.1% top-1 accuracy, while Kestrel-S achieves 95.2% at half the memory.", "top-1 accuracy"),
    ("!Kestrel reaches 97.1% on OrbitQA, while the small variant achieves 95.2%.", None),
)
def metric_contrast_level(v: View) -> Metric | None:
    """`X reaches 97.1% top-1 accuracy, while Y achieves 95.2%`: a bare level a contrasting clause
    reports takes the metric of the nearest level before it in the sentence, in the same unit."""
    if v.m.kind != "absolute" or not _CONTRAST_LEVEL.search(v.gap()):
        return None
    for earlier in reversed(v.s.mentions[: v.i]):
        if earlier.kind == "absolute" and earlier.unit == v.m.unit:
            named = earlier.metric and not earlier.metric.endswith(" score")
            return Metric(earlier.metric, earlier.metric_class) if named and earlier.metric else None
    return None


_BEFORE_PAIR = re.compile(
    rf"\b(?P<lead>{word_alternation('comparative')}|{word_alternation('superlative')}|in|on|for)\s"
    r"(?P<name>[\w@/.+-]+(?:\s[\w@/.+-]+){0,3}?)(?:\sthan\s[\w.-]+)?\s\(\$?$"
)
_PAIR_AFTER = re.compile(r"^\$?\s(?:vs\.?|versus)\s")
#: The abstract noun a measure ends in after `on`/`for` (`on feature preservation`; not `on clean prompts`).
_MEASURE_NOUN_END = re.compile(rf"[a-z](?:{word_alternation('measure_suffix')})$")
_BRACKET_FIGURE_END = re.compile(r"^\$?(?:\)|\s(?:vs\.?|versus|and)\s|,\s)")
_BRACKET_JOIN = re.compile(r"\$?(?:\s(?:vs\.?|versus|and)\s|,\s(?:and\s)?)\$?")


@rule(
    "metric",
    ("Kestrel shows fewer breaking edits than Orion (3.4% vs. 7.4%).", "breaking edits"),
    ("Kestrel matches Orion in scene layout (0.87 vs 0.90).", "scene layout"),
    ("Kestrel beats Orion on feature preservation (93% vs. 52%).", "feature preservation"),
    ("Kestrel reaches the highest plan validity (96.1% and 97.8%).", "plan validity"),
    ("!Kestrel matches Orion on clean prompts (41% vs 41%).", None),
    ("!Kestrel runs well in zero-shot (78.9%).", None),
    ("!Kestrel beats the larger Orion-72B (50.5% vs. 47.3%).", None),
)
def metric_before_pair(v: View) -> Metric | None:
    """`lower physics residual (0.082 vs. 0.160)`, `in scene layout (0.87 vs 0.90)`, `the highest
    plan validity (96.1% and 97.8%)`: the levels in a bracket take the noun phrase right before it
    that a superlative leads, or for a vs. pair also a comparative or `in` (not `in zero-shot (78.9%)`)."""
    while v.i > 0 and _BRACKET_JOIN.fullmatch(v.gap()):
        v = View(v.s, v.i - 1)  # a later level in the bracket: the first one's phrase
    gap = v.gap()
    if v.m.kind != "absolute" or not gap.rstrip("$").endswith("(") or not _BRACKET_FIGURE_END.match(v.right()):
        return None
    found = _BEFORE_PAIR.search(clause_tail(gap)[-80:])
    if not found or found.group("lead") in words("speed_comparative"):
        return None  # `faster inference (185 ms vs. 160 s)`: the unit names the metric
    if found.group("lead") not in words("superlative") and not _PAIR_AFTER.match(v.right()):
        return None
    name = found.group("name")
    if found.group("lead") in ("on", "for") and not _MEASURE_NOUN_END.search(name):
        return None  # `on clean prompts (41% vs 41%)`: a condition
    if any(w.lower() in _STOP_WORDS for w in name.split()) or _MODEL_NAME.search(name) or names_system(name):
        return None  # `outperforms the larger Qwen2.5-VL-72B (50.5% vs. 47.3%)`
    return metric_of(name, head_in(name))


_ADJECTIVE_ALONE = re.compile(rf"^\s?([a-z-]+)(?=\s(?:{word_alternation('adjective_end')})\b|\s\(|[.,;]|$)")


@rule(
    "metric",
    ("Training takes 3x longer than Ray.", "time"),
    ("Merges take 2.6 times longer to land than solo changes.", "time"),
    ("The model is 73% smaller (from 280KB to 76KB).", "size"),
    ("!It is 3x faster than Ray.", None),
)
def metric_adjective(v: View) -> Metric | None:
    """`takes 3x longer`: a comparative alone names its metric through the adjective table."""
    found = _ADJECTIVE_ALONE.match(v.right())
    metric = metric_adjectives().get(found.group(1)) if found else None
    if metric is None:
        return None
    head = head_in(metric)
    return Metric(metric, head.metric_class if head else None)


_OUTPERFORMS = re.compile(rf"\b(?:{word_alternation('outperform_stem')})\w*\b|\bimprov\w*\s(?:over|upon)\b")


_AFTER_FIGURE = re.compile(r"(?:^|[\s(~$])\d[\d.,]*\s?$")
_SHARE_OF_BEFORE = re.compile(r"(?:^|\d\s?\\?%\$?)\s?of\s(?:the\s)?$")  # the gap may start right after the figure
#: What every match of ``_AFTER_FIGURE`` ends with, led by a digit (the engine skips to the digits of a text).
_FIGURE_LAST = re.compile(r"\d[\d.,]*\s?$")
_LABEL = re.compile(r"\b[A-Z][\w-]*\s\d+\s$")  # `Level 2 accuracy`, `Llama 2 throughput`


def named_heads(text: str, scores: bool = False) -> list[re.Match[str]]:
    """The metric heads in ``text`` that name a metric, not the word of a figure (`3.2 times`,
    `5 seconds`) nor one in a bracketed aside with a figure (`(within a 5 m radius)`); a labelled
    item still names one (`Level 2 accuracy`); with ``scores``, so does the score a figure is (`28.0 PSNR`).

    >>> [h.group() for h in named_heads("cuts Level 2 run times by 3.2 times")]
    ['run times']
    >>> [h.group() for h in named_heads("reaches 28.0 PSNR, surpassing Orion (22.4) by ", scores=True)]
    ['psnr']
    >>> [h.group() for h in named_heads("detects them 60% of the time, against ")]
    []
    """
    text = _FIGURE_ASIDE.sub(lambda found: " " * len(found.group()), text) if "(" in text else text
    heads = metric_head_regex().finditer(text.lower())
    return [
        h
        for h in heads
        if (not _after_figure(text[: h.start()]) or _names_item(text, h, scores))
        and not verb_scores(text, h)
        and not (h.group() == "time" and _SHARE_OF_BEFORE.search(text, 0, h.start()))  # `60% of the time`: how often
    ]


def _after_figure(before: str) -> bool:
    """Whether ``before`` ends in a figure (``_AFTER_FIGURE``), tested first by the end of a figure (``_FIGURE_LAST``).

    >>> _after_figure("reaches 28.0 "), _after_figure("cuts Level 2 run "), _after_figure("scores 9")
    (True, False, True)
    """
    return _FIGURE_LAST.search(before) is not None and _AFTER_FIGURE.search(before) is not None


#: What follows the verb `scores`: its figure, or the end of a window cut right before it (`scores above 0.9`
#: has the noun: a bound of scores).
_SCORES_FIGURE = re.compile(r"\s(?:only\s|just\s)?(?:[\d$~]|$)")


def verb_scores(text: str, head: re.Match[str]) -> bool:
    """True when the head is the verb `scores` right before its figure (`Orca scores only 7.5`), not the
    noun after a score name (`IoU scores 0.8`) or before a bound (`scores above 0.9`).

    >>> text = "the leader scores only 7.5 and IoU scores 0.8"
    >>> [verb_scores(text, h) for h in metric_head_regex().finditer(text)]
    [True, False]
    """
    if head.group() != "scores" or not _SCORES_FIGURE.match(text, head.end()):
        return False
    before = text[: head.start()].split()
    return not before or before[-1] not in words("score_head")


def _names_item(text: str, head: re.Match[str], scores: bool) -> bool:
    """True when a head right after a figure labels an item (`Level 2 accuracy`) or, with ``scores``,
    names the score the figure is (`28.0 PSNR`, `87.7 F1`), not a unit word (`3.2 times`, `5 cycles`)."""
    score = scores and metric_heads()[head.group()].metric_class in ("accuracy", "error")
    return score or bool(_LABEL.search(text[: head.start()]))


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s")
_FIGURE = re.compile(r"(?<![\w.-])\d")  # a free-standing figure, not the digit of a name (`Qwen3`, `L1-50K`)
_MEASURES = re.compile(r"\bmeasur(?:e|es|ed|ing)\s", re.IGNORECASE)


def _previous_results(v: View) -> str:
    """The sentence before the mention's sentence when it reports figures or what is measured, else ``""``
    (windowed). A digit inside a name is no figure: `We fine-tune Qwen3-4B with GRPO.` reports none, while `We
    measure the decode throughput of Kestrel on Llama-3-70B.` names the measure.
    """
    before = v.s.text[max(0, v.s.start - WINDOW) : v.s.start].rstrip()
    previous = _SENTENCE_BREAK.split(before)[-1] if before else ""
    return previous if _FIGURE.search(previous) or _MEASURES.search(previous) else ""


def nearest_named_metric(text: str, scores: bool = False) -> Metric | None:
    """The metric named last in ``text`` (`the decode throughput of Kestrel` → decode throughput);
    ``scores`` as for ``named_heads``.

    >>> nearest_named_metric("We measure the decode throughput of Kestrel on Llama-3.").name
    'decode throughput'
    """
    heads = named_heads(text, scores)
    return metric_at_head(text, heads[-1]) if heads else None


def metric_at_head(text: str, head: re.Match[str]) -> Metric | None:
    """The metric of the noun phrase of ``text`` that ends in ``head``, a match of ``named_heads``.

    >>> text = "cuts the p99 tail latency by "
    >>> metric_at_head(text, named_heads(text)[-1]).name
    'p99 tail latency'
    """
    return metric_of(text[extend_left(text, head.start()) : head.end()], metric_heads()[head.group()])


_HEAD_THEN_COLON = re.compile(
    rf"\s(?:{word_alternation('change_noun')})"
    r"(?:\s(?:over|compared\sto|relative\sto|against|versus|vs\.?)\s[^,;:()]{1,40})?\s?:\s[^;:]*$"
)


@rule(
    "metric",
    ("Kestrel shows decode throughput gains over Orion: 1.9x on one GPU.", "decode throughput"),
    ("Kestrel shows p99 latency reductions: 2.1x on A and 1.8x on B.", "p99 latency"),
    ("!Kestrel cuts the median placement error: 2.1x on A.", None),
    ("!Kestrel is fast on two workloads: 1.9x on A.", None),
    ("!Kestrel lifts accuracy in two settings: 12% on A.", None),
)
def metric_before_colon(v: View) -> Metric | None:
    """`saturated training throughput improvements over X: 1.96x on one GPU`: a relative figure after
    a colon whose clause ends in a metric head, a change noun and maybe a baseline measures it."""
    left = v.left()
    if v.m.kind not in ("speedup", "percent_change") or ":" not in left:
        return None
    found = search_end(_HEAD_THEN_COLON, left)
    if found is None or named_heads(left[found.end() :]):
        return None
    before = left[: found.start()]
    heads = named_heads(before)
    return metric_at_head(before, heads[-1]) if heads and heads[-1].end() == len(before) else None


@rule(
    "metric",
    ("Kestrel outperforms Orion by 3.1x.", "performance"),
    ("On recall: Kestrel outperforms Orion by 3.1x.", "recall"),
    ("Kestrel improves recall by 4% at equal latency. It outperforms Orion by 3.1x.", "recall"),
    ("Its search cost is below $5. It outperforms Orion by 31%.", "performance"),
    ("Kestrel reaches 61% recall, improving over Orion by 4 points.", "recall"),
    ("Kestrel reaches 28.0 PSNR, surpassing Orion (22.4) by +5.6 dB.", "psnr"),
    ("Kestrel reaches 91.6% recall, improving the baseline by 0.9 points.", "recall"),
    ("Kestrel improves open-source LLMs by 8.9%.", "performance"),
    ("Kestrel reaches 38.2% on FluxBench, outperforming Orion by 2.9 points.", "fluxbench score"),
    ("Kestrel outperforms Orion in repair efficacy (by 12% on average).", "repair efficacy"),
    ("!Kestrel is 3.1x faster.", None),
)
def metric_outperform(v: View) -> Metric | None:
    """`outperforms X by 3.1x`: the metric named last before it in the sentence or in the sentence
    of figures before, else a comparison of performance."""
    left = v.left()
    tail = clause_tail(left)
    verb = list(_OUTPERFORMS.finditer(left.lower()))
    improved = improved_system(tail)  # `improves the base model by 4 points`: a comparison with it too
    if improved:
        start = len(left) - len(tail) + improved.start()
    elif verb and verb[-1].start() >= len(left) - len(tail):
        start = verb[-1].start()
    else:
        return None
    within = _OUTPERFORMED_IN.search(left, start)  # `outperform X in repair efficacy (by 12%)`
    head = head_in(within.group("np")) if within else None
    if within and (head or within.group("bracket")):
        return metric_of(within.group("np"), head)
    settings = _unset(_OPENING_PHRASE, _unset(_COUNTED_SETTING, left[:start]))  # not `at 64 denoising steps`,
    named = nearest_named_metric(settings, scores=True)  # nor `With factorized reward assignment, …`
    named = named or _metric_of_figure_before(v, v.m.start - len(left) + start) or _quality_before(v)
    return named or Metric("performance", "speed")


#: `… X in repair efficacy (by `, `… X in terms of recall by `: the measure an outperforming is stated in (a bracket
#: or a metric head tells it from a scope: not `in the LLM track by`, `in both systems (by`).
_OUTPERFORMED_IN = re.compile(
    rf"\sin\s(?:terms\sof\s)?(?:the\s)?(?!(?:{word_alternation('name_determiner')}|{word_alternation('count_word')})\s)"
    rf"(?P<np>(?:(?!\d)[\w@./-]+\s){{1,4}}?)(?P<bracket>\()?by\s{_QUALIFIER}[+]?$"
)


def _metric_of_figure_before(v: View, verb: int) -> Metric | None:
    """The metric of the nearest figure of the sentence before the verb at offset ``verb`` (`achieves 38.2% on
    Spreadsheet Bench, outperforming X by 2.9 points`: the benchmark's score, whichever rule named it); a gain in
    percent or points measures the level of any scale (`an average EM of 0.430, outperforming X by 1.6 points`)."""
    for m in reversed(v.s.mentions[: v.i]):
        if m.kind in CLAIM_KINDS and m.metric and m.end <= verb:
            level = m.kind == "absolute" or m.unit == "pp"  # not a cut of another quantity (`80% token reduction`)
            relative = v.m.kind == "percent_change"  # `49.5 AP …, outperforming X by +1.2 AP (+2.5%)`: its gain
            return Metric(m.metric, m.metric_class) if level and (same_scale(m, v.m) or relative) else None
    return None


def _quality_before(v: View) -> Metric | None:
    """The metric named last in the sentence of figures before, when it measures quality (higher is better,
    or an error): a comparison of quality borrows no cost (`a search cost below $5. It outperforms X by 31%`)."""
    named = nearest_named_metric(_unset(_SETTING_PHRASE, _previous_results(v)), scores=True)
    head = head_in(named.name) if named and named.name else None
    return named if head is None or head.polarity != "lower" or head.metric_class == "error" else None


_SETTING_PHRASE = re.compile(rf"\b(?:{word_alternation('setting_lead')})\s(?:[\w-]+\s){{0,2}}[\w-]+")


#: A setting that counts what it names: `at 64 denoising steps`, `with 8 workers` (not `at least a 1.2x speedup`,
#: `with AUC=0.89`).
_COUNTED_SETTING = re.compile(
    rf"\b(?:{word_alternation('setting_lead')})\s(?!least\s|most\s)(?:[\w-]+\s)?\d[\d.,]*\s[a-z][\w-]*(?:\s[a-z][\w-]*)?"
)


def _unset(setting: re.Pattern[str], text: str) -> str:
    """``text`` with the matches of ``setting`` blanked out (same length), so no metric is read from them.

    >>> _unset(_COUNTED_SETTING, "On FluxLM at 64 denoising steps, Kestrel")
    'On FluxLM                        , Kestrel'
    """
    return setting.sub(lambda found: " " * len(found.group()), text)


#: A lone modifier between two figures of a list: `7.51x attention and 3.81x end-to-end speedups`.
_MODIFIER_THEN_LIST = re.compile(r"\s(?P<mod>[a-z][\w-]*)(?:,\s(?:and\s)?|\sand\s)")


@rule(
    "metric",
    ("Kestrel achieves 7.51x attention and 3.81x end-to-end speedups.", "attention speedups"),
    ("Kestrel reaches 2.1x decode and 1.4x prefill throughput gains.", "decode throughput"),
    ("!Kestrel achieves 7.51x and 3.81x end-to-end speedups.", None),
)
def metric_shared_head(v: View) -> Metric | None:
    """`7.51x attention and 3.81x end-to-end speedups`: a modifier alone after a figure shares the head of the
    next figure's metric."""
    nxt = v.s.mentions[v.i + 1] if v.i + 1 < len(v.s.mentions) else None
    if nxt is None or nxt.kind != v.m.kind or nxt.unit != v.m.unit or len((nxt.metric or "").split()) < 2:
        return None  # `44.8% resolving, 65.4% precision`: one noun each, no shared head
    found = _MODIFIER_THEN_LIST.fullmatch(v.s.text, v.m.end, nxt.start)
    head = nxt.metric.split()[-1]
    if found is None or found.group("mod") == head:
        return None
    return metric_of(f"{found.group('mod')} {head}", head_in(head))


#: A comparative with no noun between it and `than`: `2.51x higher than`, `9.83x more than` (not `faster`: speed).
_BARE_COMPARATIVE = re.compile(rf"^\s?(?!faster\b|slower\b)(?:{word_alternation('comparative')})\sthan\b")


@rule(
    "metric",
    ("The average entropy of wide rows is 2.51x higher than that of narrow rows.", "average entropy"),
    ("Kestrel reaches 83% of peak performance, nearly 2.8x higher than a tuned kernel.", "peak performance"),
    ("!Kestrel is 2.8x faster than a tuned kernel.", None),
    ("Kestrel has 1.7M learnable parameters, which is 85 times fewer than Orca.", "learnable parameters"),
)
def metric_bare_comparative(v: View) -> Metric | None:
    """`the average entropy of X is 2.51x higher than …`, `83% of peak performance, 2.8x higher than …`: a factor
    whose comparative names no measure compares the one its clause named last, that of the figure before, or the
    noun of a count before that it restates (`1.7M learnable parameters, which is 85 times fewer than`)."""
    comparative = _BARE_COMPARATIVE.match(v.right()) if v.m.kind == "speedup" else None
    if comparative is None:
        return None
    tail = clause_tail(v.left())
    tail = tail[tail.rfind(",") + 1 :]  # `1.7M parameters, which is 85 times less`: not the accuracy named before
    named = nearest_named_metric(tail, scores=True)
    host = search_end(_COMPARED_HOST, tail)  # `a throughput-per-LUT that is`, `the average entropy of X is`
    if named is None and host and not names_system(host.group("np")):
        named = metric_of(_strip_stop_words(host.group("np")), None)
    counted = comparative.group().split()[0] in words("count_comparative")
    # `1.7M parameters, which is 85 times less than X`: a count the figure before does not measure, unless a factor
    named = named or _metric_of_claim_before(v, ("speedup",) if counted else CLAIM_KINDS)
    restated = None if named else search_end(_RESTATED_COUNT, v.left()[-90:])
    return named or (metric_of(restated.group("np"), None) if restated else None)


#: A count and its noun, then the factor that restates it against a competitor: `1.7M learnable parameters, which
#: is approximately | 85 times less than`, `444 parameters per sensor (| 80x fewer than`, `830K writes per second,
#: that is | 8.4x higher than`.
_RESTATED_COUNT = re.compile(
    rf"(?<![\w.])\d[\d.,]*(?:\s?(?:{word_alternation('magnitude_word')}|[KMB]))?\s(?P<np>[A-Za-z][\w-]*(?:\s(?!(?:which|that)\b)"
    rf"[\w/-]+){{0,3}})(?:,\s(?:(?:which|that)\s(?:{word_alternation('copula')})\s)?|\s\(|\s?(?:--|—)\s?)"
    rf"{_QUALIFIER}$"
)


#: The noun phrase a copula or a relative clause states the factor of: `the average entropy of X is `,
#: `a throughput-per-LUT that is `.
_COMPARED_HOST = re.compile(
    rf"\b(?i:the|its|their|our|an?)\s(?P<np>[a-z][\w-]*(?:\s[a-z][\w-]*){{0,2}}?)(?:\sof\s[^,;()]{{1,40}}?)?"
    rf"\s(?:(?:that|which)\s)?(?:{word_alternation('copula')})\s{_QUALIFIER}$"
)


def _metric_of_claim_before(v: View, kinds: tuple[str, ...]) -> Metric | None:
    """The metric of the claim right before in the sentence, past hardware, when a short gap joins them
    (`83% of peak performance, nearly 2.8x higher than`, `1.90x more energy-efficient than the Jetson AGX Orin and
    9.83x more than`) if it is one of ``kinds``; not a default `speedup`."""
    for m in reversed(v.s.mentions[: v.i]):
        if m.kind in CLAIM_KINDS:
            gap = v.s.text[m.end : v.m.start]
            near = m.kind in kinds and len(gap.split()) <= 12 and ";" not in gap and m.metric not in (None, "speedup")
            return Metric(m.metric, m.metric_class) if near and m.metric else None
    return None


#: A subject of one to three lowercase words, a copula and a qualifier, right before a figure (`draw is 240 W`).
_SUBJECT_THEN_COPULA = rf"(?P<np>(?:[a-z][\w-]*\s){{1,3}})(?:{word_alternation('copula')})\s{_QUALIFIER}$"
_COPULA_SUBJECT = re.compile(rf"(?:^\s?|\b(?i:the|its|their|our)\s){_SUBJECT_THEN_COPULA}")


@rule(
    "metric",
    ("Its steady-state draw is 240 W under load.", "steady-state draw power"),
    ("!The system is 240 W under load.", None),
)
def metric_copula_subject(v: View) -> Metric | None:
    """`the average pause was 9 s`: a level in a unit names the subject of its copula, with what
    the unit measures (`average pause time`); not a system noun (`the system is 240 W`)."""
    metric = unit_metrics().get(v.m.unit) if v.m.kind == "absolute" else None
    found = _COPULA_SUBJECT.search(v.gap_tail()) if metric else None
    if not found or not metric:
        return None
    parts = found.group("np").split()
    if any(p in _STOP_WORDS or p in words("system_noun") for p in parts):
        return None
    name = " ".join(parts) if parts[-1] == metric else f"{' '.join(parts)} {metric}"
    return Metric(name, v.m.unit_class)


_SHARE_COPULA_SUBJECT = re.compile(rf"(?:^\s?|\b(?i:the|its|their|our)\s|'s\s){_SUBJECT_THEN_COPULA}")  # `gate's`


@rule(
    "metric",
    ("On every trace, the gate's over-budget incidence is 0%.", "over-budget incidence"),
    ("!The improvement is 5% on every trace.", None),
    ("!The highest estimates among the six models are 66.6% and 62.0%.", None),
)
def metric_share_subject(v: View) -> Metric | None:
    """`the gate's over-budget incidence is 0%`: a level without a unit names the subject of its copula;
    not a noun of change or a system noun (`the improvement is 5%`)."""
    if v.m.kind != "absolute" or not _dimensionless(v.m):
        return None
    found = _SHARE_COPULA_SUBJECT.search(v.gap_tail())
    parts = found.group("np").split() if found else []
    stops = _STOP_WORDS | words("system_noun") | _change_nouns() | words("level_noun_stop") | number_words().keys()
    if not parts or any(p in stops for p in parts):
        return None  # `the improvement is 5%`, `among the six models are 66.6%`
    return metric_of(" ".join(parts), head_in(" ".join(parts)))


@rule("metric", ("The renderer runs at ~30 FPS.", "fps"))
def metric_of_unit(v: View) -> Metric | None:
    """`~30 FPS`, `266 token/J`, `1 GHz`: with no metric named, the one the unit measures."""
    metric = unit_metrics().get(v.m.unit)
    return Metric(metric, v.m.unit_class) if metric else None


#: A level, maybe its setting, then a bracket: `EHR 0.473 on the held-out test (17x over X)`.
_LEVEL_THEN_BRACKET = re.compile(
    rf"(?:\s(?:{word_alternation('setting_preposition')})\s(?:[^,;()\d]|(?<=[A-Za-z\d-])\d){{1,40}})?\s?\("
)


@rule(
    "metric",
    ("Kestrel serves 1,200 tokens/s (2.1x over vLLM).", "throughput"),
    ("It reaches a hit rate of 47% on the test split (17x over Whisper).", "hit rate"),
    ("!Kestrel is fast (2.1x over vLLM).", None),
    ("!It scores an F1 of 0.47 (2.1x over Orca) and is 3x faster.", None),
    ("!It scores 0.47 EHR, 2.1x over Whisper.", None),
)
def metric_bracketed_level(v: View) -> Metric | None:
    """`EHR 0.473 on the held-out test (17x over open SOTA, 3x over commercial)`: bare factors in a bracket
    opened right after a level are that level's gains over the baselines, in the level's metric."""
    if v.m.kind != "speedup":
        return None
    first = v.i
    while first > 0 and v.s.mentions[first - 1].kind == "speedup":
        first -= 1
    level = v.s.mentions[first - 1] if first > 0 else None
    if (
        level is None
        or level.kind != "absolute"
        or not level.metric
        or not _LEVEL_THEN_BRACKET.fullmatch(v.s.gap(first))
    ):
        return None
    inside = v.s.text[v.s.mentions[first].end : v.m.start]
    return Metric(level.metric, level.metric_class) if ")" not in inside else None


#: `(mean interference -0.32%)`, `(MARE 3.98%)`: a bracket that opens with the name of its figure.
_BRACKET_LABEL = re.compile(r"\((?P<np>[A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*){0,2})\s?(?:[:=]\s?)?[~+−-]?$")


@cache
def _determiner_np_of() -> re.Pattern[str]:
    """An article, a phrase of one to four words (no change or stop word) and `of` right before a figure."""
    word = rf"(?!(?:{word_alternation('change_word')}|{word_alternation('stop')})\s)[\w@^'-]+\s"
    return re.compile(rf"\b(?:an?|the)\s(?P<np>(?:{word}){{1,4}})of\s{_QUALIFIER}[+−-]?$")


@rule(
    "metric",
    ("SR-MoE keeps its structure intact (mean interference -0.32%).", "mean interference"),
    ("It keeps a mean stabilization efficacy of 87.8%.", "mean stabilization efficacy"),
    ("!It lifts the score (up to 99%).", None),
    ("!It reports an average of 45%.", None),
    ("!Its gains are large (reaching 73.5%).", None),
    ("It masters the task (alignment 0.917 -> 0.997, format 72% -> 100%).", "alignment"),
)
def metric_label(v: View) -> Metric | None:
    """`(mean interference -0.32%)`, `a mean stabilization efficacy of 87.8%`: with no other metric found,
    the phrase that labels a figure at a bracket's opening or before `of`: not a qualifier, an aggregate
    alone, a verb or a system."""
    if v.m.kind == "speedup":  # `by a factor of 2`: a bare factor is a speedup
        return None
    gap = v.gap()[-80:]
    found = _BRACKET_LABEL.search(gap) or search_end(_determiner_np_of(), gap) or _member_label(v)
    phrase = found.group("np").strip() if found else ""
    return metric_of(phrase, head_in(phrase)) if phrase and _labels_figure(phrase) else None


_LIST_LABEL = re.compile(r",\s(?:and\s)?(?P<np>[A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*){0,2})\s?(?:[:=]\s?)?[~+−-]?")


def _member_label(v: View) -> re.Match[str] | None:
    """`(alignment 0.917 -> 0.997, format 72% -> 100%)`: the label of a later member inside an open bracket."""
    left = v.left()
    inside = v.prev is not None and left.rfind("(") > left.rfind(")")
    return _LIST_LABEL.fullmatch(v.gap()) if inside else None


def _names_own_measure(label: str) -> bool:
    """Whether a bracket's label names a measure of its own, not a difference of the one before (`delta`, `gap`).

    >>> _names_own_measure("alignment"), _names_own_measure("net gain"), _names_own_measure("delta")
    (True, False, False)
    """
    last = label.lower().split()[-1]
    differences = words("difference_noun") | words("change_noun") | {"delta", "δ", "Δ"}
    return _labels_figure(label) and last not in differences


def _labels_figure(phrase: str) -> bool:
    """True when ``phrase`` may name a figure (`mean interference`); not `up to`, `mean`, `reaching`, `TREX`.

    >>> _labels_figure("mean interference"), _labels_figure("approximately"), _labels_figure("averaging")
    (True, False, False)
    """
    if any(c.isdigit() or c == "_" for c in phrase) or (" " not in phrase and not phrase.islower()):
        return False  # `(Qwen3-32B: 54% to 7%)`, `(TREX: 86.2%)`: a model's figure, or a name other rules know
    parts = phrase.lower().split()
    not_label = words("stop") | words("level_noun_stop") | set(cues("aggregate")) | words("praise")
    if parts[-1] in not_label or len(parts[0]) < 2 or parts[0].endswith(("ing", "ed")):
        return False
    if any(p in words("stop") for p in parts) or re.search(rf"\b(?:{qualifier_alternation()})$", phrase.lower()):
        return False
    return not names_system(phrase)


#: A sign right before a figure: `+0.333`, `$+0.011$` (not `+/-` or `±`, a spread).
_PLUS_BEFORE = re.compile(r"(?<![+/±])\+\s?\$?\s?$")
#: A name written right after a difference, before its bracket or list closes or its setting opens: `+0.333 ARI)`.
_NAME_AFTER_DIFFERENCE = re.compile(
    rf"^\$?\s([A-Z][A-Za-z0-9@./-]{{1,15}})(?=\s?[),;]|\s(?:{word_alternation('setting_preposition')}|over)\s)"
)


@rule(
    "metric",
    ("Real diffs are much harder (+0.333 ARI).", "ari"),
    ("It lifts MOS 2.94 to 3.49 (+18.7%).", "mos"),
    ("It shows gains over Orca (+18 on ARC-Easy, +5.2 on MMLU-Lite).", "arc-easy score"),
    ("!It gains 3.8 over Lyra.", None),
)
def metric_of_signed_difference(v: View) -> Metric | None:
    """A signed difference no other rule gives a metric: the name written right after it (`+0.333 ARI`), else the
    metric of the figure right before it in its clause (`MOS 2.94 to 3.49 (+18.71%)`), else its benchmark's
    score (`(+18 on ARC-Easy)`)."""
    if not _PLUS_BEFORE.search(v.left()[-4:]):
        return None
    if (after := _NAME_AFTER_DIFFERENCE.match(v.right())) is not None:
        return metric_of(after.group(1), head_in(after.group(1)))
    bench = ON_BENCHMARK.match(v.right())
    name = bench.group(2).rstrip(".") if bench else ""
    own = Metric(f"{name.lower()} score", "accuracy") if _NAME_MARK.search(name) and not _MODEL.search(name) else None
    if own and _names_specific_metric(clause_tail(v.left())):
        return None  # `lifts test accuracy by +4.0 pp on A, … and +2.0 pp on C`: the list's metric, a step's
    prev = v.prev
    gap = v.gap()
    if prev is None or not prev.metric or not _same_figure_kind(prev, v.m) or _CLAUSE_BREAK.search(gap):
        return own
    if _VERB.search(gap.lower()) or _NAME_IN_GAP.search(gap):
        return own  # `15% fewer parameters, improves ADE20K by +2.1%`, `GAIA by +4.8 and BrowseComp by +7.0`
    return own if prev.metric.endswith(" score") else Metric(prev.metric, prev.metric_class)


#: A model named by its family, version or size (`GPT-5`, `Qwen3.5-9B`, `CWM-32B`): a system, not a benchmark.
_MODEL = re.compile(rf"^(?:{word_alternation('model_family')})(?![a-z])|\d\.\d|\d[BM]\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(rf";|\s(?:{word_alternation('contrast_conjunction')})\s")
_NAME_IN_GAP = re.compile(r"\b[A-Z][a-z]*[A-Z0-9]")  # `BrowseComp`, `SAGE`: the next figure's own object


def _same_figure_kind(prev: Mention, m: Mention) -> bool:
    """Whether ``prev`` is a figure ``m`` can share a metric with: a change of its kind and unit, or a level
    on its scale (`MOS 2.94 to 3.49 (+18.71%)`), not a setting's quantity (`at 100 h`)."""
    return (prev.kind, prev.unit) == (m.kind, m.unit) or (prev.kind == "absolute" and prev.unit in ("", "%"))


#: `faster` apart from its factor: after a bracket (`2-5x (unique) faster`), or before a colon or `by` that opens
#: the factors (`faster on long traces: 2.2x on A and 3.1x`, `faster, in many cases by an order of magnitude`).
_FASTER_PAST_BRACKET = re.compile(r"^\s?\([^()]{1,40}\)\sfaster\b")
_FASTER_BEFORE = end_pattern(
    r"\bfaster\b(?:[^.;:]{0,60}:\s(?:[^.;:()]|\.(?=\d)){0,60}|,[^.;:]{0,30}\bby\s(?:up\sto\s)?)$"
)


@rule(
    "metric",
    ("Kestrel is faster on long traces: 2.2x on A and 3.1x on B.", "speed"),
    ("Kestrel renders up to 2-5x (unique) faster than Orca.", "speed"),
    ("!Kestrel is faster, and a 2.2x gain over Orca follows.", None),
)
def metric_faster_apart(v: View) -> Metric | None:
    """A bare factor no rule named, with `faster` apart from it (`2-5x (unique) faster`, `faster on long traces:
    2.2x`), measures speed, as `2.2x faster` does."""
    if v.m.kind != "speedup" or "faster" not in v.s.body:
        return None
    if _FASTER_PAST_BRACKET.match(v.right()) or search_end(_FASTER_BEFORE, v.left()):
        return Metric("speed", "speed")
    return None


#: `, and generalization (78% vs. `, `, success rate (`: a list member's lowercase phrase, then the bracket of a
#: versus pair, up to the figure (the pair's first figure, or its second after `vs.`).
_PAIR_MEMBER_BEFORE = re.compile(
    rf"(?:,\s(?:and\s)?|\sand\s)(?P<np>(?!(?:{word_alternation('stop')})\s)[a-z][\w-]*(?:\s[a-z][\w-]*){{0,2}})"
    r"\s\((?:[^()\s]{1,12}\s(?:vs\.?|versus)\s)?$"
)  # not past a label of the pair's own (`(Accuracy 0.84 vs. 0.88)`)
_PAIR_VERSUS_AFTER = re.compile(r"^\s(?:vs\.?|versus)\s[^()]{1,20}\)")


@rule(
    "metric",
    ("Kestrel beats Orca in accuracy (91% vs. 83%) and generalization (78% vs. 0%).", "generalization"),
    ("!Kestrel beats Orca in generalization (78%).", None),
)
def metric_pair_member(v: View) -> Metric | None:
    """`…, and generalization (78% vs. 0%)`: a versus pair in a bracket after a list member's phrase measures that
    phrase, not the metric of the member before."""
    left = v.left()[-70:]
    found = search_end(_PAIR_MEMBER_BEFORE, left)
    if found is None or ("vs" not in left[found.start() :] and not _PAIR_VERSUS_AFTER.match(v.right())):
        return None
    return metric_of(found.group("np"), None)


@rule("metric", ("It brings a 2.2x gain.", "speedup"))
def metric_default(v: View) -> Metric | None:
    """A bare factor measures `speedup`; a bare figure takes its unit's class."""
    if v.m.kind == "speedup":
        return Metric("speedup", "speed")
    return Metric(None, v.m.unit_class) if v.m.unit_class else None


@rule(
    "metric",
    ("Kestrel achieves a mean token reduction of 27.3 percent.", "token"),
    ("It shows instruction count reductions of up to 22%.", "instruction count"),
    ("KestrelRL achieves average OOD-return gains of 10.2% on Finger Spin.", "ood-return"),
    ("!Kestrel achieves consistent improvements of 3.1 points.", None),
    ("!The judge model showed gains of 8.5%.", None),
    ("!These results represent improvements of 2.6 points.", None),
)
def metric_named_change(v: View) -> Metric | None:
    """`a mean token reduction of 27.3%`, `instruction count reductions of up to 22%`: what a change
    noun before `of` and the figure is a change of, when no head named it (not a verb or a system)."""
    clause = v.gap_tail()
    found = search_end(_CHANGE_OF, clause)
    if not found:
        return None
    before = clause[: found.start()].rstrip()
    owner = _change_owner(before[extend_left(before + " ", len(before) + 1, most=3) :].split())
    if not owner or names_system(owner):
        return None  # `these results represent improvements of`
    if owner[:1].isupper() and not is_acronym(owner.split()[0]) and not before[: -len(owner)].endswith(_DETERMINED):
        return None  # `Gemini showed gains of`; not `an average TriviaQA gain of`: a determiner makes it a modifier
    return metric_of(owner, None)


_DETERMINED = ("a ", "an ", "the ", "average ", "mean ", "overall ", "relative ", "absolute ")  # open a noun phrase


def _change_owner(parts: list[str]) -> str:
    """The last words of ``parts`` that may name what changed: not an aggregate, a word of praise or manner,
    a verb (`reveals sharp capability drops` → `capability`).

    >>> _change_owner(["reveals", "sharp", "capability"]), _change_owner(["consistent"])
    ('capability', '')
    """
    not_owner = words("praise") | words("modifier") | words("gerund") | words("change_owner_stop")
    owner: list[str] = []
    for word in reversed(parts):
        lower = word.lower()
        if lower in not_owner or lower in cues("aggregate") or lower.endswith(("ed", "ing")):
            break
        owner.insert(0, word)
    return " ".join(owner)


def _write_metric(m: Mention, value: Metric) -> None:
    m.metric = value.name
    m.metric_class = value.metric_class or ("other" if value.name else None)


METRIC: Slot[Metric] = Slot(
    "metric",
    (
        metric_given,
        metric_bracket_label,
        metric_half_quantity,
        metric_contributed_to,
        metric_share_of,
        metric_right,
        metric_faster,
        metric_performs,
        metric_likelihood,
        metric_right_phrase,
        metric_change_noun_in,
        metric_in_named,
        metric_from_next,
        metric_named_before,
        metric_assigned,
        metric_noun_of,
        metric_change_in,
        metric_clause_level,
        metric_gain_member,
        metric_before_bracket,
        metric_praised_before_gain,
        metric_at_k_subject,
        metric_benchmark,
        metric_bracket_benchmark,
        metric_adjective,
        metric_left,
        metric_subject,
        metric_state_subject,
        metric_verb_object,
        metric_held_object,
        metric_parallel_object,
        metric_member_label,
        metric_after_preposition,
        metric_past_baseline,
        metric_named_change,
        metric_points_on_benchmark,
        metric_of_explained,
        metric_frequency_clause,
        metric_coordinated_from,
        metric_coordinated_to,
        metric_pair_member,
        metric_inherit,
        metric_appositive_change,
        metric_past_setting,
        metric_contrast_level,
        metric_before_pair,
        metric_copula_subject,
        metric_share_subject,
        metric_of_unit,
        metric_restated_time,
        metric_in_score_name,
        metric_outperform,
        metric_before_colon,
        metric_bracketed_level,
        metric_label,
        metric_of_signed_difference,
        metric_halved_object,
        metric_faster_apart,
        metric_bare_comparative,
        metric_shared_head,
        metric_default,
    ),
    _write_metric,
    lambda m: m.kind != "hardware",
    order="rule",
)


@rule(
    "metric",
    ("Hierarchical coordination yields a 12.7% improvement over uncoordinated collaboration.", "performance"),
    ("!Kestrel improves by 12.7%.", None),
)
def metric_compared(v: View) -> Metric | None:
    """`a 12.7% improvement over X` that names no metric: a gain over a compared system is one of performance,
    as for `outperforms X by` (read once the baselines are known)."""
    m = v.m  # a change with no metric yet: the slot applies to no other
    return Metric("performance", "speed") if m.direction == "increase" and m.baselines and not m.subject else None


#: The metric of a gain over a baseline that no rule named, decided after the comparison slot.
METRIC_OF_COMPARISON: Slot[Metric] = Slot(
    "metric", (metric_compared,), _write_metric, lambda m: m.kind == "percent_change" and m.metric is None
)


#: A sentence that opens on a benchmark: `On LongMemEval (500 questions), `, `On ALFWorld unseen tasks, `.
_OPENING_BENCHMARK = re.compile(rf"On\s(?:the\s)?{_BENCH_NAME}(?:\s[a-z][\w-]*){{0,3}}(?:\s\([^()]{{0,60}}\))?,\s")


@rule(
    "metric",
    ("On LongBench-X (500 questions), Kestrel Pro reaches 87.8% (3-run mean).", "longbench-x score"),
    ("On FluxQA unseen tasks, Kestrel reaches 90.3 percent.", "fluxqa score"),
    ("!On LongBench-X, Kestrel reaches an accuracy of 87.8%.", None),
    ("!On H100 GPUs, Kestrel Pro reaches 87.8%.", None),
)
def metric_opening_benchmark(v: View) -> Metric | None:
    """`On LongMemEval, Kestrel reaches 87.8%`: a bare level no other rule names, in a sentence that opens on a named
    benchmark, is that benchmark's score, when no metric is named between (not a word of the system's name)."""
    m = v.m
    if m.kind != "absolute" or m.unit not in ("%", "") or m.form == "from_to" or not v.s.body.startswith("On "):
        return None
    opening = _OPENING_BENCHMARK.match(v.s.text, v.s.start, m.start)
    name = opening.group(1) if opening else ""
    if opening is None or name[:1].isdigit() or not _NAME_MARK.search(name) or _MODEL.search(name):
        return None
    if any(h.kind == "hardware" and h.start < opening.end() for h in v.s.mentions):
        return None  # `On H100 GPUs, …`: a setting
    between = v.s.text[opening.end() : m.start]
    lowercase = " ".join(word for word in between.split() if not word[:1].isupper())  # not `True Memory Pro`
    return None if ";" in between or head_in(lowercase) else Metric(f"{name.lower()} score", "accuracy")


#: `of` and a demonstrative or possessive before the whole of a share: `34% of these intents`, `15.1% of its claims`.
_OF_DETERMINER = re.compile(
    rf"^\sof\s(?:{word_alternation('demonstrative')}|{word_alternation('possessive_determiner')})(?=\s[a-z])"
)


@rule(
    "metric",
    ("Kestrel satisfies 34% of these intents.", "intents"),
    ("Even the strongest agent hallucinates 15.1% of its spatial claims.", "spatial claims"),
    ("!Kestrel keeps 34% of these.", None),
)
def metric_share_of_determiner(v: View) -> Metric | None:
    """`34% of these intents`, `15.1% of its claims`: a share no rule named measures its whole, past a demonstrative
    or possessive (decided last: a metric the clause names comes first)."""
    found = _OF_DETERMINER.match(v.right()) if v.m.unit == "%" else None
    if found is None:
        return None
    phrase, _ = phrase_right(v.right()[found.end() :])
    return metric_of(phrase, head_in(phrase)) if phrase else None


#: A benchmark as the object of a verb of improvement right before a difference: `improves A by +4.8 and GAIA by +`.
_BENCHMARK_OBJECT = re.compile(
    rf"(?:\b(?:{word_alternation('improve_verb')})|,|\band)\s(?P<name>[A-Z][\w.^@-]*)\sby\s{_QUALIFIER}\+?\$?$"
)


@rule(
    "metric",
    ("It improves Orca-QA by +4.8 and GAIA by +7.0 points.", "gaia score"),
    ("Kestrel gains 7.8 absolute points.", "score"),
    ("!It gains 7.8%.", None),
)
def metric_of_points(v: View) -> Metric | None:
    """A points difference no rule or spread step gives a metric: the score of the benchmark it improves
    (`improves GAIA by +4.8`), else `score` (points are points of a score; the metric of the nearest figure of the
    sentence was wrong on about half of 60 bulk differences)."""
    if v.m.unit != "pp":
        return None
    found = search_end(_BENCHMARK_OBJECT, v.left()[-60:])
    if found and _NAME_MARK.search(found.group("name")) and not _MODEL.search(found.group("name")):
        return Metric(f"{found.group('name').lower()} score", "accuracy")
    return Metric("score", "accuracy")


#: The metric of a figure that nothing else named, decided last (after the metrics of the sentence before): a
#: level of a sentence opening on a benchmark, a share of a determined whole, a points difference.
METRIC_OF_UNNAMED: Slot[Metric] = Slot(
    "metric",
    (metric_opening_benchmark, metric_share_of_determiner, metric_of_points),
    _write_metric,
    lambda m: m.metric is None and m.kind != "hardware",
)


_RESPECTIVELY_AFTER = re.compile(r"^\)?(?:\s(?:at\smost|on\saverage))?,?\s(?:for\s[^,;]{1,40}?,?\s)?respectively\b")


def parallel_metrics(s: Sentence, group: list[int]) -> list[Metric] | None:
    """`58% pass rate, 75% check rate and 72% global rate, against 31%, 48% and 43% for B, respectively`:
    a list of levels restating as many levels just before it, in one unit, takes their metrics in order."""
    n, first = len(group), group[0]
    if first < n or not _RESPECTIVELY_AFTER.match(s.right(group[-1])):
        return None
    earlier, members = s.mentions[first - n : first], [s.mentions[i] for i in group]
    names = [m.metric for m in earlier]
    if None in names or len(set(names)) != n or len({m.metric for m in members}) > 1:
        return None
    levels = all(m.unit == members[0].unit and m.kind == "absolute" for m in earlier + members)  # not `by 9% and 5%`
    return [Metric(m.metric, m.metric_class) for m in earlier] if levels else None


_METRICS_THEN_RESPECTIVELY = re.compile(r"^\s(?P<names>(?:[^\d;()]|(?<=[A-Za-z])\d){3,80}?),?\s\(?respectively\b")
#: Three or more figures before as many metrics that close the sentence (or meet its comparison) need no
#: `respectively`: `43.5%, 25.4% and 67.7% reductions in energy, energy-cost product (ECP) and energy-delay product`.
_CHANGES_IN_TO_END = re.compile(
    rf"^\s(?P<names>(?:{word_alternation('change_noun')})\sin\s[^\d;]{{3,160}}?)"
    rf"(?=\.(?:\s|$)|;|$|\s(?:{word_alternation('comparison_lead')})\b)"
)
_ACRONYM_ASIDE = re.compile(r"\s\([A-Za-z][\w-]{0,9}\)")
_LEAD_IN = re.compile(
    rf"^(?:(?:{word_alternation('modifier')}|{word_alternation('change_noun')}|{word_alternation('comparative')})\s)*"
    r"(?:(?:in\sterms\sof|in|of)\s(?:the\s)?)?"
)  # `relative improvements in terms of`

_LIST_SEPARATOR = re.compile(r",\s(?:and\s)?|\sand\s")


def metrics_after(s: Sentence, group: list[int]) -> list[Metric] | None:
    """`19.3% and 14.7% improvements in total delay and power consumption, respectively`, `20% and 10%
    area and power savings, respectively`: the i-th metric named after the list, each with a head; a list of three
    or more that closes the sentence needs neither `respectively` nor heads (`43.5%, 25.4% and 67.7% reductions in
    energy, energy-cost product (ECP) and latency`), nor does a pair whose names each hold a head.

    >>> from benchclaims.rules.model import Mention
    >>> text = "It gives 19% and 14% gains in total delay and power use, respectively."
    >>> ms = [Mention("percent_change", 9, 12, 19.0), Mention("percent_change", 17, 20, 14.0)]
    >>> [m.name for m in metrics_after(Sentence(text, 0, len(text), ms), [0, 1])]
    ['total delay', 'power use']
    """
    right = s.right(group[-1])
    found = _METRICS_THEN_RESPECTIVELY.match(right) or _CHANGES_IN_TO_END.match(right)
    if not found:
        return None
    names = _LEAD_IN.sub("", _ACRONYM_ASIDE.sub("", found.group("names")).lower())
    parts = [p.strip() for p in _LIST_SEPARATOR.split(names)]
    # a pair needs a head in each name (`32.2% and 35.0% reductions in training latency and energy consumption`)
    short = all(0 < len(p.split()) <= 4 for p in parts)
    headless = short and (len(group) > 2 if found.re is _CHANGES_IN_TO_END else _named_list(parts))
    metrics = [metric_of(p, head_in(p)) for p in parts if head_in(p) or headless]
    if len(parts) != len(group) or len(metrics) != len(parts) or len({m.name for m in metrics if m}) != len(parts):
        return None
    return [m for m in metrics if m]


def _named_list(names: list[str]) -> bool:
    """Whether a list of names paired by `respectively` names metrics although some lack a head: single words, one
    of them a head and one with a digit or hyphen inside (`MAE, RMSE, and R2-score`), as short names of metrics are.

    >>> _named_list(["mae", "rmse", "r2-score"]), _named_list(["latency", "the edge tier"])
    (True, False)
    >>> _named_list(["map on sam-b", "sam-l"])
    False
    """
    single = all(" " not in n for n in names)
    return single and any(head_in(n) for n in names) and any(re.search(r"\w[\d-]", n) for n in names)


_LIST_JOIN = re.compile(r"\band\b|,")
#: `SOTA performance, achieving accuracies`, `…, reducing the DSC`: a comma and a participle of a verb of result or
#: change, which opens a phrase of its own (not a gerund that modifies a noun: `search accuracy, debugging efficiency`).
_PARTICIPLE_AFTER_COMMA = re.compile(r",\s(?P<word>[a-z]+ing)\b")


def _joins_list(between: str) -> bool:
    """Whether the text between two metric heads joins them in one list (`TTFT and TPOT`, `power, latency, and
    reducing area`, `accuracy, debugging efficiency`), not across a participle that opens a phrase of its own
    (`performance, achieving accuracies`).

    >>> _joins_list(" and "), _joins_list(", and reducing "), _joins_list(", debugging "), _joins_list(", achieving ")
    (True, True, True, False)
    """
    participle = _PARTICIPLE_AFTER_COMMA.search(between)
    opening = words("result_verb") | words("opening_participle") | set(cues("verb"))
    opens = participle is not None and participle.group("word") in opening
    return bool(_LIST_JOIN.search(between)) and not opens


#: `improves oAcc, mAcc, and mIoU by`: a list of single-word names (an acronym among them) before `by`.
_LISTED_NAME = r"(?:(?:[a-z][\w-]*\s){1,4}\()?[A-Za-z][\w@.-]*\)?"  # `mean absolute error (MAE)` is named MAE
_NAMES_BEFORE_BY = re.compile(
    rf"\s(?P<names>{_LISTED_NAME}(?:(?:,\s(?:and\s)?|\sand\s){_LISTED_NAME})+)\sby\s{_QUALIFIER}$"
)
#: What every match of ``_NAMES_BEFORE_BY`` ends with, of bounded width: a clause not ending so is not searched.
_NAMES_BEFORE_BY_END = end_pattern(rf"\sby\s{_QUALIFIER}$")
_SHORT_NAME = re.compile(r"[^()]*\((?P<short>[^()]+)\)$")


def named_list_metrics(s: Sentence, group: list[int]) -> list[Metric] | None:
    """`improves oAcc, mAcc, and mIoU by 5.9%, 8.1%, and 2.4%, respectively`: names the lexicon lacks, one per
    number, when `respectively` pairs them and one of them is a metric head.

    >>> from benchclaims.rules.model import Mention
    >>> text = "It improves oAcc, mAcc, and mIoU by 5.9%, 8.1%, and 2.4%, respectively."
    >>> ms = [Mention("percent_change", text.find(v), text.find(v) + 4, float(v[:3])) for v in ("5.9%", "8.1%", "2.4%")]
    >>> [m.name for m in named_list_metrics(Sentence(text, 0, len(text), ms), [0, 1, 2])]
    ['oacc', 'macc', 'miou']
    >>> text = "It improves mean absolute error (MAE), RMSE, and R2 by 5.9%, 8.1%, and 2.4%, respectively."
    >>> ms = [Mention("percent_change", text.find(v), text.find(v) + 4, float(v[:3])) for v in ("5.9%", "8.1%", "2.4%")]
    >>> [m.name for m in named_list_metrics(Sentence(text, 0, len(text), ms), [0, 1, 2])]
    ['mae', 'rmse', 'r2']
    """
    clause = clause_tail(s.gap(group[0]))
    found = _NAMES_BEFORE_BY.search(clause) if search_end(_NAMES_BEFORE_BY_END, clause) else None  # unbounded
    if not found or not _RESPECTIVELY_AFTER.match(s.right(group[-1])):
        return None
    names = [_SHORT_NAME.sub(r"\g<short>", p) for p in _LIST_SEPARATOR.split(found.group("names")) if p]
    heads = [head_in(n) for n in names]
    known = next((h for h in heads if h), None)
    if len(names) != len(group) or known is None or not any(n[1:] != n[1:].lower() for n in names):
        return None
    return [Metric(n.lower(), (h or known).metric_class) for n, h in zip(names, heads, strict=True)]


#: `reduces prefill and decode latency by`, `median and tail FCT slowdown by`: one-word modifiers that share the
#: head phrase after them (up to three words, ending on a head), before `by`.
_BY_AVERAGE = rf"\sby\s(?:an\saverage\sof\s|average\s)?{_QUALIFIER}$"  # `by an average of up to`
_SHARED_HEAD_BY = re.compile(
    r"(?:(?P<before>[\w-]+)\s)?(?<![\w-])(?P<mods>[\w-]+(?:,\s[\w-]+)*,?\s(?:and|or)\s[\w-]+)"
    rf"\s(?P<head>(?:[\w@-]+\s){{0,2}}[\w@-]+){_BY_AVERAGE}"
)
#: What every match of ``_SHARED_HEAD_BY`` ends with, of bounded width: a clause not ending so is not searched (an
#: unbounded search from each of its words, tens of microseconds).
_SHARED_HEAD_BY_END = end_pattern(_BY_AVERAGE)


def shared_head_metrics(s: Sentence, group: list[int]) -> list[Metric] | None:
    """`reduces prefill and decode latency by 33.1% and 42.4%`: each modifier with the head they share.

    >>> from benchclaims.rules.model import Mention
    >>> text = "It cuts prefill and decode latency by 33% and 42%."
    >>> ms = [Mention("percent_change", text.find(v), text.find(v) + 3, float(v[:2])) for v in ("33%", "42%")]
    >>> [m.name for m in shared_head_metrics(Sentence(text, 0, len(text), ms), [0, 1])]
    ['prefill latency', 'decode latency']
    >>> text = "It cuts warm- and cold-start latency by 39% and 10%."
    >>> ms = [Mention("percent_change", text.find(v), text.find(v) + 3, float(v[:2])) for v in ("39%", "10%")]
    >>> [m.name for m in shared_head_metrics(Sentence(text, 0, len(text), ms), [0, 1])]
    ['warm-start latency', 'cold-start latency']
    """
    clause = clause_tail(s.gap(group[0]))
    found = _SHARED_HEAD_BY.search(clause) if search_end(_SHARED_HEAD_BY_END, clause) else None  # unbounded
    head = _shared_head(found) if found else None
    if not found or head is None:
        return None
    mods = [m for m in _LIST_SEPARATOR.split(found.group("mods").lower()) if m]
    suffix = mods[-1].partition("-")[2]  # `warm- and cold-start latency`: `warm-start latency`
    mods = [m + suffix if m.endswith("-") else m for m in mods]
    if len(mods) != len(group) or any(m in _STOP_WORDS for m in mods):
        return None
    return [Metric(f"{m} {found.group('head').lower()}", head.metric_class) for m in mods]


def _shared_head(found: re.Match[str]) -> MetricHead | None:
    """The head the modifiers of ``found`` share: one word that is a head, or a phrase of content words ending on
    one (`FCT slowdown`) after modifiers that open the noun phrase (`transmission payload and GPU VRAM footprint`
    lists two phrases, not two kinds of footprint)."""
    phrase = found.group("head").lower()
    if " " not in phrase:
        return metric_heads().get(phrase)
    head, before = head_in(phrase), (found.group("before") or "").lower()
    content = not any(w in _STOP_WORDS or _VERB.fullmatch(w) for w in phrase.split()[:-1])
    opens = not before or before in _STOP_WORDS or _VERB.fullmatch(before) is not None or "-" in before
    return head if head and phrase.endswith(head.head) and content and opens else None


#: What stands between a metric spelled out and its bracketed short name: `similarity index measure (` of SSIM.
_BEFORE_SHORT_NAME = re.compile(r"(?:\s(?!(?:and|or)\s)[\w-]+){0,3}\s?\(")


def _spelled_out(text: str, heads: list[re.Match[str]]) -> list[re.Match[str]]:
    """``heads`` without those of a spelled-out name whose short name follows in brackets: in `structural
    similarity index measure (SSIM)` the metric is named once, as SSIM."""
    shorter = [a for a, b in pairwise(heads) if _BEFORE_SHORT_NAME.fullmatch(text, a.end(), b.start())]
    return [h for h in heads if h not in shorter]


def _named_scores(text: str, heads: list[re.Match[str]], n: int) -> list[re.Match[str]]:
    """``heads`` without a score's name right before `score(s)` (`precision, recall, and Dice scores`: three
    metrics, not four), when the last ``n`` left, one per figure, form a plain list."""
    named = [b for a, b in pairwise(heads) if b.group() in ("score", "scores") and text[a.end() : b.start()] == " "]
    kept = [h for h in heads if h not in named][-n:]
    listed = all(_LIST_SEPARATOR.fullmatch(text, a.end(), b.start()) for a, b in pairwise(kept))
    return kept if named and len(kept) == n and listed else heads


_BY_THEN = re.compile(rf"\sby\s{_QUALIFIER}")


def respectively_metrics(s: Sentence, group: list[int]) -> list[Metric] | None:
    """`improves TTFT and TPOT by up to 54.7% and 14.7%, respectively`: one metric per number."""
    gap = clause_tail(s.gap(group[0]))
    heads = _named_scores(gap, _spelled_out(gap, list(metric_head_regex().finditer(gap.lower()))), len(group))
    heads = heads[-len(group) :]
    joined = all(_joins_list(gap[a.end() : b.start()]) for a, b in pairwise(heads))
    found = [metric_of(gap[extend_left(gap, h.start()) : h.end()], metric_heads()[h.group()]) for h in heads]
    names = {f.name for f in found if f is not None}
    # one head word in two metrics only in a list that is the object of `by` (`line coverage, branch coverage … by`)
    repeated = len({h.group() for h in heads}) < len(heads) and not (heads and _BY_THEN.fullmatch(gap, heads[-1].end()))
    if len(heads) != len(group) or not joined or len(names) != len(heads) or repeated:
        return (
            metrics_after(s, group)
            or parallel_metrics(s, group)
            or named_list_metrics(s, group)
            or shared_head_metrics(s, group)
        )
    return [f for f in found if f is not None]

"""What a number means: relative or level, qualifier, aggregate, metric, direction.

Each rule is ``(sentence, i) -> None`` and fills fields of mention ``i``; ``MEANING_RULES`` runs
them in order. A rule that sets a field appends its name to the mention's ``rules``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from itertools import pairwise

from benchclaims.lexicon import MetricHead, cue_regex, cues, metric_adjectives, metric_head_regex, metric_heads
from benchclaims.rules.context import Sentence, clause_tail
from benchclaims.rules.model import Mention

Rule = Callable[[Sentence, int], None]

_CHANGE_WORDS = (
    "higher|lower|more|less|fewer|faster|slower|better|worse|improvement|improvements|reduction|reductions|"
    "increase|decrease|speedup|speedups|speed-up|gain|gains|boost|savings|smaller|larger|greater|cheaper|"
    "drop|drops|decline|declines|degradation|uplift|shorter|longer|slowdown|slowdowns|reduced|increased|"
    "improved|lowered"
)
_CHANGE_AFTER = re.compile(
    rf"^\s?(?:(?!(?:for|on|in|with|of|at|by|to|from|than|over|under|when|while|and|or)\s)[\w@/-]+\s){{0,3}}?"
    rf"(?:{_CHANGE_WORDS})\b"
)
_BY_BEFORE = re.compile(
    r"(?:\bby|\b(?:improvements?|gains?|increases?|reductions?|decreases?|speedups?|boosts?|savings?|"
    r"relative|margins?)(?:\sof)?)\s(?:up to\s|about\s|over\s|around\s|nearly\s|approximately\s|roughly\s|"
    r"an average of\s|"
    r"(?:average\s)?margins? of\s|a margin of\s|as much as\s|at least\s|more than\s|only\s|~\s?|a further\s|"
    r"(?:a\s)?maximum(?:\sof)?\s|at most\s|less than\s|almost\s|upto\s|on average\s|approx\.\s|close to\s)?$"
)
_OF_AFTER = re.compile(r"^\s?of\b")
_OUTPERFORMING_BY = re.compile(
    r"^,?\s(?:outperforming|surpassing|exceeding|beating)\b[^;]*\bby\s(?:up to\s|about\s)?[+]?$"
)
_PARENTHETICAL = re.compile(r"^[^()]*?\)|^\s?\([^()]*\)")
_SIGN_BEFORE = re.compile(r"(?:^|[\s(])([+−-])$")
_SIGNS = {"+": "increase", "-": "decrease", "−": "decrease"}
_CHANGE_NOUN_OF = re.compile(
    r"\b(?:improvements?|gains?|reductions?|decreases?|increases?|savings?|speedups?)\s"
    r"in\s(?:[\w-]+\s){1,6}?of\s(?:up to\s|about\s|around\s)?$"
)
_TO_BEFORE = re.compile(r"\b(?:to|at)\s(?:only\s|just\s|about\s|~)?$")
_WITHIN_BEFORE = re.compile(r"\bwithin\s$")
_OBJECT_THEN_BY = re.compile(r"\s((?:[\w()@.-]+\s){1,6})by\s(?:up to\s|about\s|over\s)?")
_OBJECT_THEN_FROM = re.compile(r"\s((?:[\w()@.-]+\s){1,6})")
_NAME_LIKE = re.compile(r"\d|[a-z][A-Z]|\b[A-Z][a-z]+[A-Z]")
_BASELINE_CUE_INSIDE = re.compile(r"\s(?:over|than|against|versus|vs\.?|compared|relative|in\scomparison)\s")
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "on",
        "in",
        "for",
        "to",
        "by",
        "with",
        "over",
        "than",
        "from",
        "at",
        "as",
        "and",
        "or",
        "but",
        "while",
        "which",
        "that",
        "this",
        "these",
        "those",
        "its",
        "their",
        "our",
        "we",
        "it",
        "is",
        "are",
        "was",
        "be",
        "been",
        "up",
        "under",
        "across",
        "via",
        "into",
        "compared",
        "against",
        "versus",
        "vs",
        "vs.",
        "both",
        "all",
        "each",
        "only",
        "near",
        "nearly",
        "about",
        "around",
        "roughly",
        "approximately",
        "significantly",
        "consistently",
        "further",
        "also",
        "still",
        "even",
        "substantially",
        "respectively",
        "when",
        "where",
        "whose",
        "achieving",
        "achieves",
        "achieve",
        "reaching",
        "delivering",
        "delivers",
        "yielding",
        "yields",
        "maintaining",
        "while",
        "based",
        "using",
        "compared",
        "because",
        "since",
        "given",
        "due",
        "thanks",
        "if",
        "unless",
        "whereas",
        "although",
        "though",
        "through",
        "during",
        "after",
        "before",
        "within",
        "without",
        "among",
        "between",
        "except",
        "beyond",
        "despite",
        "keeps",
        "keep",
        "maintains",
        "maintain",
        "sustains",
        "retains",
        "preserves",
        "reaches",
        "attains",
        "obtains",
        "shows",
        "show",
        "has",
        "have",
        "had",
        "gets",
        "get",
        "behind",
        "ahead",
        "above",
        "below",
        "toward",
        "towards",
        "not",
        "does",
        "do",
        "did",
        "can",
        "could",
        "may",
        "might",
        "will",
        "would",
        "should",
        "must",
    ]
)


def _is_change(s: Sentence, i: int) -> bool:
    left, right = s.left(i), s.right(i)
    last = s.list_end(i)  # `at least 40% and 5% gains`: the change word follows the list
    if _BY_BEFORE.search(left) or _CHANGE_AFTER.match(right) or _CHANGE_AFTER.match(s.right(last)):
        return True
    beyond = _PARENTHETICAL.sub("", s.right(last), count=1)  # `up to 60% (17.5% on average) memory savings`
    if beyond != s.right(last) and _CHANGE_AFTER.match(beyond):
        return True
    if _CHANGE_NOUN_OF.search(left[-80:]):  # `reductions in energy and latency of 27-35%`
        return True
    if _SIGN_BEFORE.search(left):  # `+25% Fmax`, `(+40.25%)`
        return True
    verb = _VERB_BEFORE.search(left.lower())
    return bool(verb and cues("verb").get(verb.group(1)) == "decrease" and _OF_AFTER.match(right))


_VERB_BEFORE = re.compile(
    r"\b([a-z]+)\s(?:up to\s|about\s|nearly\s|over\s|roughly\s|approximately\s|approx\.\s|around\s|almost\s|~\s?)?$"
)
_ACHIEVES = re.compile(
    r"\b(?:achieves?|achieving|reach(?:es|ing)?|attains?|attaining|delivers?|delivering|retains?|retaining|"
    r"preserves?|preserving|matches|matching|recovers?|recovering|sustains?|sustaining|obtains?|runs at|"
    r"operates at|performs at|is|are|at)\b"
)
_SHARE_OF = re.compile(
    r"^\s?of\s(?:the\s)?(?:(?P<m1>[\w-]+(?:\s[\w-]+)?)\sof\s(?:the\s)?(?P<b1>[^,.;()]+?)(?=[,.;()]|\s(?:while|and|with|on|in|under|for|at)\s|$)"
    r"|(?P<b2>[A-Z][\w.-]*(?:\s[A-Z0-9][\w.-]*)*)(?:'s)?\s(?P<m2>[\w-]+(?:\s[\w-]+)?)"
    r"|(?P<b3>[\w.]+-[\w.-]+)\s(?P<m3>[\w-]+(?:\s[\w-]+)?))"  # `99% of full-precision accuracy`
)


def _share_of_baseline(s: Sentence, i: int) -> bool:
    """`95% of the performance of cuBLAS`, `53% of FlashAttention-2 throughput`: a level against a baseline."""
    m = s.mentions[i]
    found = _SHARE_OF.match(s.right(s.list_end(i)))  # `78% and 87% of DRL's cumulative reward`
    if not found or not _ACHIEVES.search(s.left(i)[-45:]):
        return False  # `tool calls account for 30-80% of FTR latency`: a share, not a level against a baseline
    metric = found.group("m1") or found.group("m2") or found.group("m3")
    name = found.group("b1") or found.group("b2") or found.group("b3")
    head = _head_in(metric)
    if head is None:
        return False
    m.percent_of, m.baselines = True, [name.strip()]
    _set_metric(m, metric, head, "percent_of_baseline")
    return True


def relative_or_level(s: Sentence, i: int) -> None:
    """A percentage is a change (`by 33%`, `35% higher`) or a level (`54.7% MFU`, `92.2% on MMBench`)."""
    m = s.mentions[i]
    if m.kind != "percent_change" or "by_half" in m.rules:
        return
    if s.in_loose_list(i) and s.mentions[i - 1].kind != "speedup":
        m.kind = s.mentions[i - 1].kind
        m.percent_of = s.mentions[i - 1].percent_of
        m.rules.append("list_kind")
        return
    left, right = s.left(i), s.right(i)
    if _TO_BEFORE.search(left) and _OF_AFTER.match(right) and cue_regex("verb").search(left[-60:].lower()):
        m.percent_of = True
        m.rules.append("percent_of")
    elif _WITHIN_BEFORE.search(left) and _OF_AFTER.match(right):
        m.cue = "increase"  # an overhead bounded against the baseline
        m.rules.append("within_percent_of")
    elif _share_of_baseline(s, i):
        return
    elif _is_change(s, i):
        m.rules.append("relative_change")
    else:
        m.kind = "absolute"
        m.rules.append("percent_level")


def qualifier(s: Sentence, i: int) -> None:
    """`up to`, `over`, `below`, `~` right before the number (or before its list's first member)."""
    m = s.mentions[i]
    if m.kind == "hardware" and m.count is None:
        return  # `speedups over NVIDIA A100`: `over` is a comparison, not a count's qualifier
    left = s.left(i).lower()
    tail = re.sub(r"\b(?:by|a|an|of|is|reaches|to)\s*$", "", left.rstrip()).rstrip()
    for text in (left.rstrip(), tail):
        found = _qualifier_at_end(text)
        if found:
            m.qualifier = found
            m.rules.append("qualifier")
            return
    if s.in_list_with_previous(i) and s.mentions[i - 1].qualifier:
        m.qualifier = s.mentions[i - 1].qualifier
        m.rules.append("list_qualifier")


def _qualifier_at_end(text: str) -> str | None:
    """The qualifier whose phrase ends ``text``, if any.

    >>> _qualifier_at_end("improves throughput by up to")
    'up_to'
    >>> _qualifier_at_end("roughly $") is None
    True
    """
    for phrase, value in _qualifiers_longest_first():
        if text.endswith(phrase) and (
            len(text) == len(phrase) or not text[-len(phrase) - 1].isalnum() or not phrase[0].isalnum()
        ):
            return value
    return None


@cache
def _qualifiers_longest_first() -> tuple[tuple[str, str], ...]:
    """(phrase, qualifier) pairs of the lexicon, longest phrase first (ties alphabetical)."""
    return tuple(sorted(cues("qualifier").items(), key=lambda item: (-len(item[0]), item[0])))


def aggregate(s: Sentence, i: int) -> None:
    """`on average`, `geometric-mean`, `median` in the metric or right around the number."""
    m = s.mentions[i]
    if m.kind == "hardware":
        return
    after = re.split(r"[,;]", s.right_gap(i)[:40])[0]
    near = " ".join((m.metric or "", clause_tail(s.gap(i))[-40:], after)).lower()
    found = {cues("aggregate")[p] for p in cue_regex("aggregate").findall(near)}
    for value in ("geomean", "median", "mean"):
        if value in found:
            m.aggregate = value
            m.rules.append("aggregate")
            return


_COMPARATIVE = re.compile(
    r"^\s?(?:(?:higher|lower|more|less|fewer|faster|slower|better|greater|smaller|larger|cheaper|shorter|"
    r"reduced|increased|improved|lowered)\s)?"
)
_CHANGE_NOUN = re.compile(r"\s(?:improvements?|reductions?|gains?|increases?|decreases?|boosts?|savings)$")
_CHANGE_NOUNS = frozenset(
    [
        "improvement",
        "improvements",
        "reduction",
        "reductions",
        "gain",
        "gains",
        "increase",
        "decrease",
        "savings",
        "speedup",
        "speedups",
    ]
)
_PREP_NP = re.compile(r"^\s?(?:,\s)?(?:in|on|of|for)\s(?:the\s|a\s|an\s|its\s|their\s)?")


def _phrase_right(text: str) -> tuple[str, str]:
    """The words that start ``text`` up to a stop word or punctuation, and the text after them.

    >>> _phrase_right(" speedup in training throughput")
    ('speedup', ' in training throughput')
    >>> _phrase_right(" Model FLOPs Utilization (MFU) when")
    ('Model FLOPs Utilization (MFU)', ' when')
    """
    out: list[str] = []
    pos = 0
    for token in re.finditer(r"\s?(\S+)", text):
        word = token.group(1).rstrip(".,;:")
        lower = word.lower()
        if word.startswith("(") and not re.fullmatch(r"\([A-Z0-9@./-]+\)", word):
            break  # `(p < 0.01)`, not an acronym like `(MFU)`
        if (
            token.start() != pos
            or not word
            or lower in _STOP
            or word.lstrip("(+-~")[:1].isdigit()
            or (out and lower not in _CHANGE_NOUNS and cue_regex("verb").fullmatch(lower))
        ):
            break
        out.append(word)
        pos = token.end()
        if word != token.group(1) or len(out) >= 6:
            pos = token.start() + 1 + len(word) if token.group().startswith(" ") else token.start() + len(word)
            break
    return " ".join(out), text[pos:]


def _head_in(phrase: str) -> MetricHead | None:
    """The last (rightmost, longest) metric head in ``phrase``."""
    found = list(metric_head_regex().finditer(phrase.lower()))
    return metric_heads()[found[-1].group()] if found else None


def _extend_left(text: str, head_start: int, most: int = 4) -> int:
    """Start of the noun phrase ending at a head: up to ``most`` modifiers that are not stop words."""
    start = head_start
    for w in list(reversed(list(re.finditer(r"[\w@+/.-]+", text[:head_start]))))[:most]:
        between = text[w.end() : start]
        if between.strip() or w.group().lower() in _STOP or cue_regex("verb").fullmatch(w.group().lower()):
            break
        if w.group()[0].isdigit() or re.fullmatch(r"[A-Z][a-z]+", w.group()):  # `PCIe traffic`, not `Our`
            break
        start = w.start()
    return start


#: Verbs whose -ing form starts a clause, never a metric (`training throughput` is a metric).
_GERUNDS = frozenset(
    ["demonstrating", "achieving", "sustaining", "maintaining", "reaching", "enabling", "showing", "yielding",
     "delivering", "providing", "offering", "obtaining", "attaining", "improving", "reducing", "outperforming"]
)  # fmt: skip
#: Words that qualify a change but name no metric (`a 78% relative reduction`).
_MODIFIERS = frozenset(["relative", "absolute", "overall", "average", "total", "significant", "substantial"])
#: Praise before a metric, not part of its name (`state-of-the-art performance`, `highest recall`).
_PRAISE = frozenset(
    ["state-of-the-art", "sota", "strong", "best", "highest", "lowest", "superior", "competitive", "remarkable",
     "impressive", "notable", "leading", "excellent", "outstanding", "new"]
)  # fmt: skip


def _without_praise(phrase: str) -> str:
    """``phrase`` without leading words of praise.

    >>> _without_praise("state-of-the-art performance"), _without_praise("highest recall")
    ('performance', 'recall')
    """
    words = phrase.split()
    while len(words) > 1 and words[0] in _PRAISE:
        words.pop(0)
    return " ".join(words)


def _set_metric(m: Mention, phrase: str, head: MetricHead | None, rule: str) -> None:
    phrase = phrase.strip(" ,").lower()
    if phrase.count("(") != phrase.count(")"):
        phrase = phrase.replace("(", "").replace(")", "").strip()
    phrase = _without_praise(_CHANGE_NOUN.sub("", phrase) or phrase)
    phrase = metric_adjectives().get(phrase, phrase)  # `1.6x more accurate`: accuracy
    if not re.search(r"\w", phrase) or phrase in _STOP or phrase in _MODIFIERS or phrase.split()[0] in _GERUNDS:
        return  # `demonstrating superior scalability` is a clause, not a metric
    m.metric = phrase
    if head and " per " in phrase:  # `throughput per power consumption`: the polarity of throughput
        head = _head_in(phrase.split(" per ")[0]) or head
    if head:
        m.metric_class, m.polarity = head.metric_class, head.polarity
    m.rules.append(rule)


def metric_right(s: Sentence, i: int) -> None:
    """`97.3% higher throughput`, `2.89x MoE-layer speedup`, `1.79x speedup in training throughput`."""
    m = s.mentions[i]
    if m.kind == "hardware":
        return
    right = s.right(i)
    comparative = _COMPARATIVE.match(right)
    rest = re.sub(r"^\s?(?:the|a|an)\s(?=\w)", " ", right[comparative.end() :])  # type: ignore[union-attr]
    phrase, after = _phrase_right(rest)
    head = _head_in(phrase)
    if not head or head.metric_class == "speed" or phrase.lower() in _CHANGE_NOUNS:
        prep = _PREP_NP.match(after if phrase else rest)
        if prep:
            inner, _ = _phrase_right(" " + (after if phrase else rest)[prep.end() :])
            inner_head = _head_in(inner)
            last = phrase.split()[-1].lower() if phrase else ""
            after_change = last in _CHANGE_NOUNS or (not phrase and comparative.group().strip())  # type: ignore[union-attr]
            if inner_head or (inner and after_change and re.search(r"\b(?:in|of)\s", prep.group())):
                phrase, head = inner, inner_head  # `5.98x smaller in area`, `65% savings in silicon area`
                _set_metric(m, phrase, head, "metric_right")
                return
    if head:
        _set_metric(m, phrase, head, "metric_right")
    elif _ON_BENCHMARK.match(right) or _BENCHMARK_AFTER.match(right):
        return  # a named benchmark: metric_benchmark gives its score
    elif (
        phrase
        and len(phrase.split()) <= 4
        and not re.match(r"\w+(?:ed|ing)\b|\(", phrase)
        and (
            (phrase.split()[-1].lower() in _CHANGE_NOUNS and len(phrase.split()) > 1)
            or (m.kind == "absolute" and m.unit == "%")
            or comparative.group().strip()  # type: ignore[union-attr]
        )
    ):
        _set_metric(m, phrase, None, "metric_right_phrase")  # `82.3% SLA satisfaction`, `6.3x fewer cycles`


def metric_from_next(s: Sentence, i: int) -> None:
    """`1.12x-2.48x and 1.86x-2.52x throughput improvements`: a list whose metric follows its last member."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware":
        return
    j = s.list_end(i)
    if j > i and "metric_right" in s.mentions[j].rules:
        nxt = s.mentions[j]
        m.metric, m.metric_class, m.polarity = nxt.metric, nxt.metric_class, nxt.polarity
        m.rules.append("metric_from_next")


_BENCH_NAME = r"((?:[A-Z][\w.-]*|\d[\w.-]*)(?:\s(?:[A-Z][\w.-]*|\d[\w.-]*))*)(?![\w.-])"
_ON_BENCHMARK = re.compile(rf"^\s(on\s){_BENCH_NAME}")
_BENCHMARK_AFTER = re.compile(rf"^\s(){_BENCH_NAME}(?!\s[a-z])")


_NAMED_OF = re.compile(r"(?P<name>[\w@/.-]+)\s?(?:of|=|:)\s(?:up to\s|about\s|around\s|nearly\s|over\s|~)?$")


def metric_named_before(s: Sentence, i: int) -> None:
    """`an AUROC of 94.0%`, `an EER of 9.04%`, `an accuracy of 94.2% on ImageNet`: the metric
    named right before `of`/`=` wins over a benchmark after the number."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware":
        return
    gap = clause_tail(s.gap(i))
    found = _NAMED_OF.search(gap)
    if not found:
        return
    heads = list(metric_head_regex().finditer(gap[: found.end("name")].lower()))
    if heads and heads[-1].end() == found.end("name"):
        start = _extend_left(gap, heads[-1].start())
        _set_metric(m, gap[start : heads[-1].end()], metric_heads()[heads[-1].group()], "metric_named_before")
    elif _is_acronym(found.group("name")):
        _set_metric(m, found.group("name"), None, "metric_named_before")


def _is_acronym(word: str) -> bool:
    """More capitals than small letters, two at least, no digits: `EER`, `AUROC`, `HQI`.

    >>> _is_acronym("EER"), _is_acronym("ZetaKV"), _is_acronym("GPT-4"), _is_acronym("A")
    (True, False, False, False)
    """
    upper, lower = sum(c.isupper() for c in word), sum(c.islower() for c in word)
    return upper >= 2 and upper > lower and not any(c.isdigit() for c in word)


def metric_benchmark(s: Sentence, i: int) -> None:
    """`92.2% on MMBench`, `80.2% AndroidWorld`: a level on a named benchmark is its score."""
    m = s.mentions[i]
    if m.metric or m.kind != "absolute" or m.unit not in ("%", "") or "score" in m.rules:
        return
    found = _ON_BENCHMARK.match(s.right(i)) or _BENCHMARK_AFTER.match(s.right(i))
    named = found and not found.group(2)[:1].isdigit()  # `66.67% on 75 unseen questions`: no benchmark
    if found and named and (found.group(1) or re.search(r"[A-Z].*[A-Z]|\d|-", found.group(2))):
        name = found.group(2).rstrip(".")
        m.condition = name
        previous = s.mentions[i - 1] if i > 0 else None
        if previous and previous.metric and "metric_benchmark" not in previous.rules and s.in_loose_list(i):
            return  # `91.6% pass rate on iOS and 92.2% on Android`: the list's metric, this benchmark
        m.metric, m.metric_class, m.polarity = f"{name.lower()} score", "accuracy", "higher"
        m.rules.append("metric_benchmark")


def metric_left(s: Sentence, i: int) -> None:
    """`improves rollout throughput … by 53.3%`, `a decoding throughput of up to 4,039`."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware":
        return
    gap = clause_tail(s.gap(i))
    heads = list(metric_head_regex().finditer(gap.lower()))
    if heads:
        h = heads[-1]
        start = _extend_left(gap, h.start())
        _set_metric(m, gap[start : h.end()], metric_heads()[h.group()], "metric_left")
        return
    subject = re.search(
        r"((?:[\w-]+\s){1,4})(?:improves?|increases?|decreases?|drops?|rises?|grows?|falls?|declines?)\s(?:by\s)?"
        r"(?:up to\s|about\s|over\s)?$",
        gap,
    )
    if subject:  # `semantic delivery success improves by 12%`
        _set_metric(m, _strip_stop_words(subject.group(1)), None, "metric_subject")
        return
    verbs = list(cue_regex("verb").finditer(gap.lower()))
    object_then = _OBJECT_THEN_FROM if "from_to" in m.rules else _OBJECT_THEN_BY  # `reduces AED from 61.0 to 42.0`
    obj = object_then.fullmatch(gap[verbs[-1].end() :]) if verbs else None
    if obj and not re.match(r"outperform|surpass|beat|exceed", verbs[-1].group()):
        phrase = _BASELINE_CUE_INSIDE.split(obj.group(1), maxsplit=1)[0]  # `compression ratio over GAE`
        if not _NAME_LIKE.search(phrase):  # `accelerates GPT-3 and LLaMA-2 by`: models, not a metric
            _set_metric(m, _strip_stop_words(phrase), None, "metric_verb_object")


def metric_after_preposition(s: Sentence, i: int) -> None:
    """`49.81% in latency`, `46.33% of the area`: with no other metric, the noun after `in`/`of`."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware" or m.percent_of:
        return
    prep = re.match(r"^\s(?:in|of)\s(?:the\s)?(?=[a-z]|[A-Z]{2,}\b)", s.right(i))  # `17.5% in TCO`
    if prep:
        inner, _ = _phrase_right(" " + s.right(i)[prep.end() :])
        if inner and (_head_in(inner) or len(inner.split()) == 1):  # not `in qualified high-concurrency runs`
            _set_metric(m, inner, _head_in(inner), "metric_after_preposition")


def distribute_metrics(s: Sentence, i: int) -> None:
    """`improves TTFT and TPOT by up to 54.7% and 14.7%, respectively`: one metric per number."""
    if "respectively" not in s.body or i == 0 or not s.in_list_with_previous(i) or s.in_list_with_previous(i - 1):
        return
    group = list(range(i - 1, s.list_end(i) + 1))
    gap = clause_tail(s.gap(i - 1))
    heads = list(metric_head_regex().finditer(gap.lower()))[-len(group) :]
    joined = all(re.search(r"\band\b|,", gap[a.end() : b.start()]) for a, b in pairwise(heads))
    if len(heads) != len(group) or not joined or len({h.group() for h in heads}) != len(heads):
        return
    for idx, head in zip(group, heads, strict=True):
        other = s.mentions[idx]
        start = _extend_left(gap, head.start())
        other.metric = None
        _set_metric(other, gap[start : head.end()], metric_heads()[head.group()], "metric_respectively")


def _strip_stop_words(phrase: str) -> str:
    """``phrase`` without leading stop words (`and throughput efficiency` → `throughput efficiency`)."""
    words = phrase.split()
    while words and words[0].lower() in _STOP:
        words.pop(0)
    return " ".join(words)


def metric_inherit(s: Sentence, i: int) -> None:
    """A later member of a list shares the metric of the first (`by 1.84x … and 1.38x …`)."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware" or i == 0:
        return
    prev = s.mentions[i - 1]
    same_unit = prev.unit == m.unit or {prev.kind, m.kind} <= {"speedup", "percent_change"}
    outperforming = _OUTPERFORMING_BY.search(s.gap(i))  # `a CLIP score of 0.81, outperforming X by +7.5%`
    if (
        prev.metric
        and prev.kind != "hardware"
        and (outperforming or (same_unit and not cue_regex("verb").search(s.gap(i).lower())))
    ):
        m.metric, m.metric_class, m.polarity = prev.metric, prev.metric_class, prev.polarity
        m.rules.append("metric_inherit")


def metric_default(s: Sentence, i: int) -> None:
    """A bare factor measures `speedup`; a bare figure takes its unit's class."""
    m = s.mentions[i]
    if m.metric or m.kind == "hardware":
        if m.metric and not m.metric_class:
            m.metric_class = "other"
        return
    if m.kind == "speedup":
        m.metric, m.metric_class, m.polarity = "speedup", "speed", "higher"
        m.rules.append("metric_default")
    elif m.unit_class:
        m.metric_class = m.unit_class


def _cue_after(s: Sentence, i: int) -> str | None:
    """The change word right after mention ``i``, or after the last member of its list (`1.9x and 2.4x lower`)."""
    i = s.list_end(i)
    found = re.match(r"^\s?(?:[\w@/-]+\s){0,4}?(" + _CHANGE_WORDS + r")\b", s.right_gap(i).lower())
    return cues("verb").get(found.group(1)) if found else None


def _cue_before(s: Sentence, i: int) -> str | None:
    """The last change word before mention ``i`` in its clause, not counting words of its metric
    (`improves compression ratio by 30%`: `compression` names the metric, `improves` is the change)."""
    metric_words = (s.mentions[i].metric or "").split()
    found = [f for f in cue_regex("verb").finditer(clause_tail(s.gap(i)).lower()) if f.group() not in metric_words]
    return cues("verb")[found[-1].group()] if found else None


def direction(s: Sentence, i: int) -> None:
    """Which way the metric moved: the change word, combined with the metric's polarity."""
    m = s.mentions[i]
    if m.kind == "hardware":
        return
    if m.value_from is not None and m.value is not None:
        m.direction = "decrease" if m.value < m.value_from else "increase"
        m.rules.append("direction_from_to")
        return
    if m.kind == "absolute":
        return
    if m.percent_of and m.value is not None and not m.cue:
        m.cue = "decrease" if m.value < 100 else "increase"  # `36.3% of the performance of X`
    sign = _SIGN_BEFORE.search(s.left(i))  # `(RoadRunner -96%)`
    cue = m.cue or (_SIGNS[sign.group(1)] if sign else None) or _cue_after(s, i) or _cue_before(s, i)
    if cue is None and i > 0 and s.mentions[i - 1].kind != "hardware":
        cue = s.mentions[i - 1].cue
    if cue == "none" and m.kind == "speedup" and m.metric in (None, "speedup"):
        cue = "increase"  # `a speedup ranging from 1.01x to 1.74x`: a range of speedups still speeds up
    m.cue = cue or "increase"
    lower_better = m.polarity == "lower"
    table = {
        "increase": "increase",
        "decrease": "decrease",
        "none": None,
        "improve": "decrease" if lower_better else "increase",
        "worsen": "increase" if lower_better else "decrease",
    }
    m.direction = table[m.cue]
    m.rules.append("direction")


MEANING_RULES: tuple[Rule, ...] = (
    relative_or_level,
    qualifier,
    metric_right,
    metric_from_next,
    metric_named_before,
    metric_benchmark,
    metric_left,
    metric_after_preposition,
    metric_inherit,
    distribute_metrics,
    metric_default,
    aggregate,
    direction,
)

"""Spread: the only code that copies values between mentions.

Slots decide each mention from its own text; some facts are stated once for several numbers: a
list with "respectively", a baseline named after the last of a list, a sentence that goes on
comparing with the previous one (`It also …`), a figure owned by a competitor (`21% by X`,
`X's 2,324`). Each step here reads a sentence (and what came before it) and *returns* patches;
the engine applies them and records ``slot:step`` in each patched mention's trace.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import pairwise
from typing import Any

from benchclaims.lexicon import alternation, cues, qualifier_alternation, word_alternation, words
from benchclaims.rules.comparison import (
    COMPARED_FIGURE,
    CUE,
    Phrase,
    bracketed_gain,
    bracketed_owner,
    clause_subject,
    compared_owner,
    phrases_of,
    split_names,
    tight_after,
)
from benchclaims.rules.context import WINDOW, Sentence
from benchclaims.rules.engine import Before, Patch
from benchclaims.rules.kind import CLAIM_KINDS
from benchclaims.rules.metric import head_in, respectively_metrics, same_scale
from benchclaims.rules.model import Mention
from benchclaims.rules.scan import search_end

_RELATIVE = ("speedup", "percent_change")
_POSSESSIVE = re.compile(r"([A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*)'s\s$")
_CONTINUES = re.compile(
    rf"""^(?:(?:Moreover|Furthermore|Additionally|In\saddition|Crucially|Notably|Meanwhile|Similarly|Likewise|
          Overall|Finally|Also),\s)?                               # a discourse opener
        (?:(?:In|On|Across|Under|For|With|At)\s[^,]{{1,80}},\s)?    # a setting
        (?:it|It|they|They|(?!We\s)[A-Z][\w.-]*\s(?:{word_alternation("continuation_adverb")})|These\s(?:{word_alternation("these_noun")})
          |(?:The|This|These|Such)\s(?:[\w-]+\s)?(?:{word_alternation("anaphoric_gain")}))\s  # `The improvements are …`
      | ^(?:Specifically|Concretely|In\sparticular),\s            # an elaboration of the sentence before
      | ^(?P<report>(?:Our\s|The\s)?(?:[\w-]+\s)?(?:{word_alternation("report_noun")})\s(?:[\w-]+\s){{0,4}}?
        (?:{word_alternation("report_verb")})\s)                   # `Results show that …` after a sentence of setup""",
    re.VERBOSE | re.IGNORECASE,
)
_SETTING_LEAD = r"(?:In|On|Across|Under|For|With|At)\s[^,]{1,80},\s"  # `On ToyQA, `: the setting a sentence opens with
_NAMED_SUBJECT = re.compile(rf"(?:{_SETTING_LEAD})?([A-Z][\w.-]*?[A-Z\d][\w.-]*)\s")


def same_named_subject(s: Sentence, before: Sentence | None) -> bool:
    """Whether ``s`` opens (after a setting) with the name that opened the sentence ``before``: the
    system goes on with its comparison (`SPARK achieves … compared to X. With momentum, SPARK …`).

    >>> def bare(text: str) -> Sentence:
    ...     return Sentence(text, 0, len(text), [])
    >>> same_named_subject(bare("With momentum, SPARK is 3x faster."), bare("SPARK beats X."))
    True
    >>> same_named_subject(bare("The SPARK is 3x faster."), bare("SPARK beats X."))
    False
    """
    this = _NAMED_SUBJECT.match(s.body)
    if this is None or before is None:
        return False
    that = _NAMED_SUBJECT.match(before.body)
    return that is not None and that.group(1) == this.group(1)


def list_groups(s: Sentence) -> list[list[int]]:
    """Indices of the maximal lists of claims in ``s`` (`2.6x and 2.0x`), singletons included."""
    groups: list[list[int]] = []
    for i, m in enumerate(s.mentions):
        if m.kind not in CLAIM_KINDS:
            continue
        if groups and s.in_list_with_previous(i) and groups[-1][-1] == i - 1:
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


def metrics_respectively(s: Sentence, before: Before) -> Iterator[Patch]:
    """`improves TTFT and TPOT by up to 54.7% and 14.7%, respectively`: the i-th metric to the i-th number."""
    for group in list_groups(s):  # also without `respectively`: `lowers latency and cost by 35% and 22%`
        found = respectively_metrics(s, group) if len(group) > 1 else None
        for idx, metric in zip(group, found or (), strict=False):
            cls = metric.metric_class or "other"
            yield Patch(s.mentions[idx], "metric", "metrics_respectively", {"metric": metric.name, "metric_class": cls})


def metrics_of_neighbour(s: Sentence, before: Before) -> Iterator[Patch]:
    """`AUC from 74.8% to 78.6% …, gains of 3.8% over X`, `a STRESS of 23.22, a 20.4% reduction from Y (29.18)`:
    a level or change no rule named measures what the nearest figure of its sentence on the same scale
    measures, the nearest before it; it is named after its direction is read, which it does not change."""
    for i, m in enumerate(s.mentions):
        if m.metric or m.kind not in ("absolute", "percent_change"):
            continue
        donor = _neighbour_with_metric(s, i)
        if donor is not None:
            fields = {"metric": donor.metric, "metric_class": donor.metric_class or "other"}
            yield Patch(m, "metric", "metrics_of_neighbour", fields)


def _neighbour_with_metric(s: Sentence, i: int) -> Mention | None:
    """The nearest mention before mention ``i`` in ``s`` that names a metric on its scale, if it moves the same way."""
    m = s.mentions[i]
    for j in range(i - 1, -1, -1):
        other = s.mentions[j]
        if other.metric and other.kind in CLAIM_KINDS and other.kind != "speedup" and same_scale(other, m):
            return None if _opposed(other, m) else other  # `reductions of 22%, with gains of 3 points`: another metric
    return None


def metrics_of_sentence_before(s: Sentence, before: Before) -> Iterator[Patch]:
    """`Accuracy climbs to 78.6%. An ablation attributes +9.4 pp to the scaffold`, `The mean hallucination rate is
    35%. With X, this drops to 9%`: a change in a sentence that names
    no measure measures what the last figure on its scale in the sentence before measures; a list of as many
    changes as that sentence has figures of distinct measures takes them in order (`… 61.5% pass@5 and 65.4%
    pass@10. These are 5.9 and 2.6 points above …`)."""
    if s.dropped or not any(_change(s, m) and not m.metric for m in s.mentions):
        return  # the cheap tests first: no change left unnamed, or a size or setting dropped here
    own = [m for m in s.mentions if m.kind in CLAIM_KINDS and (m.metric or m.unit not in ("%", "pp", "x", ""))]
    donors = [m for m in before.previous if m.kind in ("percent_change", "absolute") and _names_measure(m.metric)]
    if own or not donors or head_in(s.body) is not None:
        return  # a measure named here, a figure with one or with a unit: not the one before
    for group in list_groups(s):
        members = [s.mentions[i] for i in group]
        if not _change(s, members[0]):
            continue
        for m, donor in zip(members, _donors_of(donors, members), strict=True):
            if donor is not None:
                fields = {"metric": donor.metric, "metric_class": donor.metric_class or "other"}
                yield Patch(m, "metric", "metrics_of_sentence_before", fields)


def _change(s: Sentence, m: Mention) -> bool:
    """Whether ``m`` is a change a sentence before may name: a relative one, a signed difference (`+0.219`), or a
    level a pronoun's measure moves to (`this drops to 9%`)."""
    if m.kind == "percent_change" or _signed_difference(s, m):
        return True
    return m.kind == "absolute" and search_end(_ANAPHOR_MOVED, s.text[max(s.start, m.start - 60) : m.start]) is not None


#: `this drops to `, `it rises by about `: a pronoun whose measure an intransitive verb moves to or by a figure.
_ANAPHOR_MOVED = re.compile(
    rf"\b(?:[Tt]his|[Ii]t|which)\s(?:[a-z]+\s)?(?:{word_alternation('subject_verb')})\s(?:to|by)\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?$"
)


def _names_measure(metric: str | None) -> bool:
    """Whether ``metric`` names a measure another figure may share: a metric head, not a benchmark's score.

    >>> _names_measure("pairwise accuracy"), _names_measure("orbiteval score"), _names_measure("scaffold")
    (True, False, False)
    """
    return metric is not None and head_in(metric) is not None and not metric.endswith(" score")


def _donors_of(donors: list[Mention], members: list[Mention]) -> list[Mention | None]:
    """The donor of each list member: the last as many donors in order when they name distinct measures on the
    members' scales, else each member's own."""
    paired = donors[-len(members) :] if 1 < len(members) <= len(donors) else []
    if len({d.metric for d in paired}) == len(members) and all(map(same_scale, paired, members)):
        return list(paired)
    return [_donor_of(donors, m) for m in members]


def _donor_of(donors: list[Mention], m: Mention) -> Mention | None:
    """The last of ``donors`` on the scale of ``m`` that moves the same way (or has no direction)."""
    donor = next((d for d in reversed(donors) if same_scale(d, m)), None)
    return None if donor is None or _opposed(donor, m) else donor


def _opposed(a: Mention, b: Mention) -> bool:
    """Whether two figures move opposite ways (both have a direction, and they differ)."""
    return None not in (a.direction, b.direction) and a.direction != b.direction


#: `improves hit rate by 10.8% and reduces TTFT by up to 12.6% over B`: a coordinated change clause.
_COORDINATED_CHANGE = re.compile(
    rf"\s?(?:,\s(?:and\s)?|and\s)(?:{word_alternation('change_verb_stem')})\w*\s[^,;]{{1,60}}?\sby\s(?:(?:{qualifier_alternation()})\s)?"
)


#: `84.2% accuracy, a 9% gain over X`, `47.7% mAP--a 4.8% improvement`, `80.4% (+1.3 points over X)`, `0.16 W,
#: improving efficiency by 12.8x over X`, `64.1 mAP50, improving 2.4 points over X`, `97.1%, a +5.6pp gain over X`:
#: `245 GB/s-representing a 4.62x speedup over X`, `41.2 BLEU—a 3.1-point gain`: a change set beside the level before it
#: (same comparison).
_APPOSITIVE_CHANGE = re.compile(
    rf"(?!\s(?:of|in|for|at)\b)(?:\s[^\s,;()]+){{0,4}}?(?:,\s|\s?--\s?|\s?[—–]\s?|\s-\s|-(?=[a-z]+ing\s)|\s\(\+?)"
    rf"(?:(?:{word_alternation('appositive_lead')})\s){{0,2}}"
    rf"(?:(?:{word_alternation('change_verb_stem')})\w*\s(?:(?:[\w-]+\s){{0,3}}?by\s)?)?(?:(?:{qualifier_alternation()})\s)?"
    r"\+?"
)


_LIST_JOIN = re.compile(r"\band\b|,")
_CLAUSE_VERB_AFTER_LINK = re.compile(r"(?:\band|,)\s(?:\w+\s)?\w+(?:es|ed|ing)\b|;")
_CLAUSE_VERB = re.compile(r"\b\w+(?:es|ed|ing)\b|;")


def _short_list_gap(gap: str, changes: bool = False) -> bool:
    """True for the gap of a short list (`2.89x X and 1.33x Y`), also a slash pair (`7%/4% gains`); between
    two changes an `-ing`/`-ed` word may stand inside a metric (`by 1.6x and serving capacity by`), not
    open a clause (`and reducing latency by`).

    >>> _short_list_gap(" and SLO-compliant serving capacity by ", changes=True)
    True
    >>> _short_list_gap(" and reducing latency by ", changes=True), _short_list_gap(" and serving capacity by ")
    (False, False)
    """
    verb = _CLAUSE_VERB_AFTER_LINK if changes else _CLAUSE_VERB
    return gap.strip() == "/" or (bool(_LIST_JOIN.search(gap)) and len(gap.split()) <= 8 and not verb.search(gap))


def baselines_shared_backward(s: Sentence, before: Before) -> Iterator[Patch]:
    """`a 2.89x X speedup and a 1.33x Y speedup over Z`: an earlier number of the same kind shares Z; a
    hardware mention between them is read as words (`370 ms on an Apple M1 GPU, a 22x speedup over Z`)."""
    shared: dict[int, list[str]] = {}
    claims = [k for k, x in enumerate(s.mentions) if x.kind != "hardware"]
    for i, j in reversed(list(pairwise(claims))):
        m, nxt = s.mentions[i], s.mentions[j]
        names = shared.get(j, nxt.baselines)
        gap, changes = s.text[max(m.end, nxt.start - WINDOW) : nxt.start], m.kind in _RELATIVE and nxt.kind in _RELATIVE
        beside = m.kind == "absolute" and nxt.kind in _RELATIVE and _APPOSITIVE_CHANGE.fullmatch(gap) is not None
        if (
            m.kind in CLAIM_KINDS
            and nxt.kind in CLAIM_KINDS
            and not m.baselines
            and not m.subject
            and names
            and (j in shared or tight_after(s, j) is not None)
            and not (m.kind == "absolute" and not beside and _than_after(s, j) and " and " in gap)
            and (_COORDINATED_CHANGE.fullmatch(gap) or _short_list_gap(gap, changes) or beside or _paired_ends(s, j))
        ):
            shared[i] = list(names)
            yield Patch(m, "comparison", "baselines_shared_backward", {"baselines": list(names)})


def _than_after(s: Sentence, j: int) -> bool:
    """Whether the phrase right after mention ``j`` is its comparative's `than`: a level joined to it by
    `and` is not compared (`93.15% accuracy and up to 11.7x faster inference than X`)."""
    p = tight_after(s, j)
    return p is not None and s.text.startswith("than", p.start)


def _paired_ends(s: Sentence, i: int) -> bool:
    """Whether mention ``i`` is the second end of `A to B` that `respectively` pairs with two items."""
    return s.gap(i) == " to " and s.in_list_with_previous(i)


def baselines_respectively(s: Sentence, before: Before) -> Iterator[Patch]:
    """`by 2.6x and 2.0x … compared to A and B, respectively`: the i-th number gets the i-th name."""
    for p in phrases_of(s):
        if len(p.names) < 2:
            continue
        groups = list_groups(s)
        paired = -1  # where the last list paired with the names ends
        for group in groups:
            # `2.2x and 1.4x faster than Ray and Dask`, `outperforms Ray and Dask by 9.2 and 7.4 points`
            ordered = tight_after(s, group[-1]) == p or _BY_LIST.match(s.text, p.end, s.mentions[group[0]].start)
            # `… by 29.6% and 63.8% on A, and by 9.9% and 37.9% on B`: a later list repeats the pairing
            ordered = ordered or (paired >= 0 and _BY_AGAIN.match(s.text, paired, s.mentions[group[0]].start))
            if _metrics_took_respectively(s, group, p):
                continue  # `outperforms A and B, … by 19.3% and 14.7% in delay and power, respectively`: both names
            if len(group) == len(p.names) and (p.respectively or ordered):
                paired = s.mentions[group[-1]].end
                for idx, name in zip(group, p.names, strict=True):
                    yield Patch(s.mentions[idx], "comparison", "baselines_respectively", {"baselines": [name]})
        if p.respectively and not any(len(group) == len(p.names) for group in groups):
            yield from _respectively_apart(s, p, [i for group in groups for i in group])


_BY_LIST = re.compile(rf"\s?by\s(?:(?:{qualifier_alternation()})\s)?\$?[+]?$")
_BY_AGAIN = re.compile(rf"\s(?:on|in|for)\s[^,;()]{{1,40}},?\sand\sby\s(?:(?:{qualifier_alternation()})\s)?\$?[+]?$")


def _metrics_took_respectively(s: Sentence, group: list[int], p: Phrase) -> bool:
    """True when the `respectively` after list ``group`` spread a list of metrics over it and the names of ``p``
    stand before the list: the names are the baselines of every member."""
    spread = len(group) > 1 and respectively_metrics(s, group) is not None  # as metrics_respectively read it
    distinct = len({s.mentions[i].metric for i in group}) == len(group)  # not one metric spread on all
    after = _METRICS_BEFORE_RESPECTIVELY.match(s.text, s.mentions[group[-1]].end, s.end)  # the metrics follow
    return spread and distinct and after is not None and p.end <= s.mentions[group[0]].start


#: `… 19.3% and 14.7% in terms of total delay and power consumption, respectively`: a list of metrics after the figures.
_METRICS_BEFORE_RESPECTIVELY = re.compile(r"\s(?:in|on|for)\s[^,;()]{1,80}?\sand\s[^,;()]{1,60}?,?\srespectively\b")


def _respectively_apart(s: Sentence, p: Phrase, claims: list[int]) -> Iterator[Patch]:
    """`beating A and B by +9.6 and +7.9 points, respectively`, `by 2.1x and achieving 1.2x … than A and B,
    respectively`: numbers of no one list, as many as the names: those after the phrase, else those before."""
    later = [i for i in claims if s.mentions[i].start >= p.end]
    targets = later or [i for i in claims if s.mentions[i].end <= p.start]
    if len(targets) == len(p.names):
        for idx, name in zip(targets, p.names, strict=True):
            yield Patch(s.mentions[idx], "comparison", "baselines_respectively", {"baselines": [name]})


_PAIRED_NAMES = re.compile(
    r"(?:the\s)?(?P<a>[\w.+-]+(?:\s[\w.+-]+)?)\s\((?P<b>[\w.+-]+(?:\s[\w.+-]+)?)\)(?P<rest>\s[a-z][\w-]*)?"
)


def baselines_bracketed(s: Sentence, before: Before) -> Iterator[Patch]:
    """`68.1x (6.4x) lower latency compared to CPU (GPU) baselines`: the bracketed value is compared
    with the bracketed name, the first value with the first name."""
    for i in range(1, len(s.mentions)):
        if not s.bracketed(i) or s.mentions[i - 1].kind not in CLAIM_KINDS:
            continue  # not `Jetson AGX Orin (27.16 J)`: a device and its figure
        phrase = next((p for p in phrases_of(s) if p.start > s.mentions[i].end), None)
        cue = CUE.match(s.text, phrase.start) if phrase else None
        found = _PAIRED_NAMES.match(s.text, cue.end(), phrase.end + 40) if phrase and cue else None
        if found is None:
            continue
        rest = found.group("rest") or ""
        for m, name in ((s.mentions[i - 1], found.group("a")), (s.mentions[i], found.group("b"))):
            yield Patch(m, "comparison", "baselines_bracketed", {"baselines": [name + rest]})


#: `…, while BD-TPAR cuts …`, `…; and (2) …`, `…, and that a faster CPU …`: a clause of its own (not `, while
#: reducing …`, `, while also …`, `, but by 8%`, `; similarly, …`).
_NEW_CLAUSE = re.compile(
    r";\s(?:and\s)?\(?(?:\d|[ivx]+)\)|,\s(?:while|whereas)\s(?![a-z]+ing\b|also\b)|,\sand\sthat\s"
    rf"|,\sand\s(?:[\w-]+\s){{1,4}}(?:{word_alternation('modal_verb')})\s"  # `…, and GPU utilization differences can`
)


#: what ends the reach of a level's baseline (`… vs. 49.8%), but the ranking reverses: A gains +14pp`).
_LEVEL_BREAK = re.compile(r":|\sbut\s")


def baselines_forward(s: Sentence, before: Before) -> Iterator[Patch]:
    """`by up to 19% over X, reduces latency by 53.3%, and cuts energy by 52.2%`: a later change in
    the sentence with no baseline of its own is compared against the last one named, also when a
    level named it (`a perplexity of 8.4, comparable to X, while cutting compute by 25%`)."""
    current: list[str] = []
    named_at, from_level, aside_end = s.start, False, s.end
    distributed = {id(patch.target) for patch in baselines_respectively(s, before)}  # as that step paired them
    for m in s.mentions:
        level = m.kind == "absolute" and bool(m.baselines) and not m.subject
        signed = _signed_difference(s, m)  # `by +13.0 on A, +4.8 on B`
        if not level and (
            not (signed or m.kind in _RELATIVE) or m.percent_of or m.subject or m.relation == "within_of"
        ):
            continue
        if m.baselines:
            closed = id(m) in distributed  # a distributed list: no one name goes on
            current, named_at, from_level = ([] if closed else m.baselines), m.end, level
            aside_end = _aside_end(s, m)
        elif (
            current
            and (m.start < aside_end or _bracket_of(s, m) is not None)  # `(+0.7 pp over A) … (+1.7 pp)`: parallel
            and not (signed and _owned_by(s, m, current[-1]))  # `than X ($+0.020$)`: X's own figure
            and not _NEW_CLAUSE.search(s.text, named_at, m.start)
            and not (from_level and _LEVEL_BREAK.search(s.text, named_at, m.start))
        ):
            yield Patch(m, "comparison", "baselines_forward", {"baselines": list(current)})


def _signed_difference(s: Sentence, m: Mention) -> bool:
    """Whether ``m`` is a signed difference of levels that moves a metric (`+4.8 on MATH`), not a level."""
    return m.kind == "absolute" and m.direction is not None and s.text[m.start - 1 : m.start] in ("+", "−")


def _owned_by(s: Sentence, m: Mention, name: str) -> bool:
    """Whether ``m`` opens a bracket right after ``name``: `than random gating ($+0.020$)` is that name's figure."""
    return s.text[max(s.start, m.start - len(name) - 5) : m.start].rstrip("+−$(").rstrip().endswith(name)


def _bracket_of(s: Sentence, m: Mention) -> tuple[int, int] | None:
    """Where the bracket around mention ``m`` opens and closes, else None."""
    opened = s.text.rfind("(", s.start, m.start)
    close = s.text.find(")", m.end, s.end) if opened >= 0 and s.text.rfind(")", opened, m.start) < 0 else -1
    return (opened, close) if close >= 0 else None


def _aside_end(s: Sentence, m: Mention) -> int:
    """Where the bracket that holds mention ``m`` and a baseline phrase of its own closes (`(17x over A,
    3x over B)`): that baseline is an aside which a figure after the bracket does not share; else the
    sentence's end."""
    bracket = _bracket_of(s, m)
    own = bracket is not None and any(bracket[0] < p.start < bracket[1] for p in phrases_of(s))
    return bracket[1] if bracket and own else s.end


def baseline_of_figure(s: Sentence, before: Before) -> Iterator[Patch]:
    """`64% …, compared to only 21% by X`: the figure before the owned one is compared with X; and
    `in 370 ms, a 22x speedup over B (8.16 s)`: the last level of the same unit before B is compared with B."""
    yield from _bracketed_figures(s)
    for i, m in enumerate(s.mentions):
        if i == 0 or not m.subject or not search_end(COMPARED_FIGURE, s.left(i)) or not compared_owner(s.right(i)):
            continue
        owners = [m.subject]
        for j in range(i + 1, len(s.mentions)):  # `compared to 19.5% for A and 27.9% for B`
            if not s.mentions[j].subject or not s.in_loose_list(j, any_unit=True):  # owned: its list was read
                break
            owners.append(s.mentions[j].subject or "")
        paired = len(owners) > 1 and len(set(owners)) == 1 and i >= len(owners)  # `A% and B%, vs. C% and D% for X`
        compared = list(dict.fromkeys(owners))  # `3.40/5, compared with 2.44 and 1.70 for the two baselines`: one name
        for k in range(i - len(owners), i) if paired else (i - 1,):
            if not _NEW_CLAUSE.search(s.text, s.mentions[k].end, m.start):  # not `5% …, while X …, vs. 15% for Y`
                yield Patch(s.mentions[k], "comparison", "baseline_of_figure", {"baselines": compared})


def metrics_of_compared(s: Sentence, before: Before) -> Iterator[Patch]:
    """`BLEU-4 0.41, HR=4% and a score of 8.6/10, compared with 0.07, 65% and 3.3/10 for X`: a run of figures owned
    by X measures, in order, what as many figures compared with X right before it measure."""
    i = 0
    while i < len(s.mentions):
        owner, n = s.mentions[i].subject, 1
        while owner and i + n < len(s.mentions) and s.mentions[i + n].subject == owner:
            n += 1
        ours = s.mentions[i - n : i] if owner and 1 < n <= i else []
        if ours and all(o.baselines == [owner] for o in ours):
            for j, (o, theirs) in enumerate(zip(ours, s.mentions[i : i + n], strict=True), i):
                if o.metric and o.metric != theirs.metric and not _names_own_metric(s, j):
                    fields = {"metric": o.metric, "metric_class": o.metric_class or "other"}
                    yield Patch(theirs, "metric", "metrics_of_compared", fields)
        i += n


def _names_own_metric(s: Sentence, j: int) -> bool:
    """True when mention ``j``'s metric is the label right after it (`(31.8% SR@1, 41.0% SR@10)`)."""
    metric = s.mentions[j].metric
    return bool(metric) and s.right(j).lstrip().lower().startswith(metric or "")


def _same_figure(a: Mention, b: Mention) -> bool:
    """Two levels of one quantity: same unit, and same metric where both name one."""
    return (
        a.kind == b.kind == "absolute" and a.unit == b.unit and (None in (a.metric, b.metric) or a.metric == b.metric)
    )


def _bracketed_figures(s: Sentence) -> Iterator[Patch]:
    for i, m in enumerate(s.mentions):
        phrase = bracketed_owner(s, i) if m.subject else None
        same = [e for e in s.mentions[:i] if phrase and e.end <= phrase.start and _same_figure(e, m)]
        if phrase and same and not same[-1].baselines and not same[-1].subject:
            yield Patch(same[-1], "comparison", "baseline_of_figure", {"baselines": [m.subject]})


#: `0.784 accuracy on MATH-500 (+`, `Row F1 of 63.53 (+`: a level's own words and setting, then a bracket opening.
_BRACKET_AFTER_LEVEL = re.compile(r"(?:\s[\w@.-]+){0,3}?(?:\s(?:on|in|at)\s[^,;()]{1,40}?)?\s?\(\s?[+−-]?")


def baselines_of_bracketed_difference(s: Sentence, before: Before) -> Iterator[Patch]:
    """`0.784 accuracy on MATH-500 (+5.0 over the strongest baseline)`: a level with no baseline of its own takes
    that of the gain in the bracket opened right after it (the gain is the level's margin over that baseline)."""
    for i, (level, gain) in enumerate(pairwise(s.mentions)):
        if level.kind != "absolute" or level.baselines or level.subject or not gain.baselines:
            continue
        if gain.direction == "increase" and _BRACKET_AFTER_LEVEL.fullmatch(s.gap(i + 1)):
            yield Patch(level, "comparison", "baselines_of_bracketed_difference", {"baselines": list(gain.baselines)})


def baselines_of_contrast(s: Sentence, before: Before) -> Iterator[Patch]:
    """`X recovers in 11 s and 8 s, whereas a restart baseline stays down until 348 s`: the figures
    of the same unit before the contrast clause are compared with its subject."""
    for i, m in enumerate(s.mentions):
        clause = clause_subject(s, i) if m.subject and m.kind == "absolute" else None
        if clause is None or not clause.group("np").endswith(m.subject or ""):
            continue
        for e in s.mentions[:i]:
            if (
                e.end < clause.start("np")
                and e.kind == "absolute"
                and e.unit == m.unit
                and not (e.baselines or e.subject)
            ):
                yield Patch(e, "comparison", "baselines_of_contrast", {"baselines": [m.subject]})


_EXPLICIT_CUE = re.compile(r"against|compared\s(?:to|with)|versus|vs\.?", re.IGNORECASE)


def _explicit(s: Sentence, p: Phrase) -> bool:
    """Whether phrase ``p`` opens with a cue of an explicit comparison (`against X`, `compared with X`), not a
    preposition that may name other things (`over three rounds`, `than before`)."""
    return _EXPLICIT_CUE.match(s.text, p.start) is not None


_EVALUATION_VERB = re.compile(rf"\b(?:{word_alternation('evaluation_stem')})\w*\s", re.IGNORECASE)


def _evaluated(s: Sentence, p: Phrase) -> bool:
    """Whether a verb of evaluation or comparison leads to phrase ``p`` in ``s``: `We evaluate X against Y`, not `a
    judge validates the summary against the agent's reasoning`.

    >>> text = "We evaluate Kestrel against Orca. A judge checks it against the log."
    >>> [_evaluated(Sentence(text, 0, len(text), []), Phrase(text.find(w), len(text), (), "sentence", False))
    ...  for w in ("against Orca", "against the log")]
    [True, False]
    """
    lead = s.text[max(s.start, p.start - 80) : p.start]
    verbs = list(_EVALUATION_VERB.finditer(lead))
    return bool(verbs) and not any(mark in lead[verbs[-1].end() :] for mark in ".;")


def _system_opens(s: Sentence) -> bool:
    """Whether the paper's system opens ``s`` (after a setting): `On ToyQA, Kestrel reduces …`.

    >>> _system_opens(Sentence("On A, Kestrel wins.", 0, 19, [], system="Kestrel"))
    True
    >>> _system_opens(Sentence("Tri-Spirit wins.", 0, 16, [], system="Tri-Spirit Architecture"))
    True
    """
    if not s.system:
        return False
    body = _SETTING_OPENING.sub("", s.body, count=1)
    return any(
        body.startswith(name) and body[len(name) : len(name) + 1] in (" ", ",", "'") for name in _names(s.system)
    )


def _names(system: str) -> tuple[str, ...]:
    """The paper's system name, and the first word of a longer one that is a name on its own (`Tri-Spirit` of
    `Tri-Spirit Architecture`; not `Deep` of `Deep Planner`).

    >>> _names("Tri-Spirit Architecture"), _names("Deep Planner"), _names("Kestrel")
    (('Tri-Spirit Architecture', 'Tri-Spirit'), ('Deep Planner',), ('Kestrel',))
    """
    lead = system.split(" ", 1)[0]
    return (system, lead) if lead != system and _NAME_INSIDE.search(lead, 1) else (system,)


_NAME_INSIDE = re.compile(r"[A-Z\d-]")  # a capital, digit or hyphen past the first letter: `Tri-Spirit`, `vLLM`


_SETTING_OPENING = re.compile(f"^{_SETTING_LEAD}")


def baselines_carried(s: Sentence, before: Before) -> Iterator[Patch]:
    """`… over vLLM by 53.3%. In a longer run, it increases throughput by 35.6%`: the comparison goes on.

    A sentence whose subject is a pronoun or the name that opened the sentence before (or that opens
    with `Moreover,`, `X also`, or elaborates with `Specifically, …`; not `We also show …`, where the
    authors turn to a study of its own) and that names no baseline of its own keeps the single
    baseline of the previous sentence's relative claims,
    or of its one comparison when it states no figure.
    """
    opener = _CONTINUES.match(s.body)
    named = same_named_subject(s, before.sentence)
    system = not opener and not named and _system_opens(s)  # `We evaluate X against Y. X reduces …`
    if not opener and not named and not system:  # most sentences do not go on
        return
    # `X is compared against three heuristics. Results show …`
    report = (opener is not None and opener.group("report") is not None) or system
    names = {tuple(m.baselines) for m in before.previous if m.kind in _RELATIVE and m.baselines and not m.percent_of}
    if report:  # a report of results goes on only from a sentence of setup, one with no figure
        names = set()
    if not names and before.sentence is not None and not before.previous:  # `X outperforms the baselines. It …`
        names = {
            p.names
            for p in phrases_of(before.sentence)
            if not report or (_explicit(before.sentence, p) and (not system or _evaluated(before.sentence, p)))
        }
    if len(names) != 1 or phrases_of(s):
        return
    (carried,) = names
    for m in s.mentions:
        if m.kind in _RELATIVE and not m.baselines and not m.subject:
            yield Patch(m, "comparison", "baselines_carried", {"baselines": list(carried)})


#: A name that points back (`this baseline`, `these methods`, `both`, `them`): no name of its own.
_POINTS_BACK = re.compile(rf"(?:(?:{word_alternation('demonstrative')})\s[\w-]+|both|them)", re.IGNORECASE)


def baselines_of_anaphor(s: Sentence, before: Before) -> Iterator[Patch]:
    """`KestrelZO stays within 4.23% of this baseline`, `10 times cheaper than both`: a baseline that points back
    is the last one named before it, in its sentence or the sentence before (as a baseline or a figure's owner)."""
    for i, m in enumerate(s.mentions):
        if len(m.baselines) != 1 or not _POINTS_BACK.fullmatch(m.baselines[0]):
            continue
        earlier = [n for n in s.mentions[:i] if n.baselines and not _POINTS_BACK.fullmatch(n.baselines[0])]
        named = earlier or [n for n in before.previous if n.baselines or n.subject]
        last = named[-1] if named else None
        names = (list(last.baselines) or [last.subject]) if last else []
        if names and names != [None]:
            yield Patch(m, "comparison", "baselines_of_anaphor", {"baselines": names})


#: `GPTZero, Claude Opus-4.6, and GPT-5.5 achieve …`: a list of names (each capitalized) that is a clause's subject.
_NAMED_SUBJECTS = re.compile(
    r"(?:^|[.;:]\s|,\s(?:while|whereas)\s|\bthat\s)(?P<names>[A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*)?"
    r"(?:,\s(?:and\s)?[A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*)?|\sand\s[A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*)?)+)"
    rf"\s(?:{word_alternation('level_verb')}|{word_alternation('result_verb')})\b"
)
_RESPECTIVELY_NEXT = re.compile(r"(?:\s[\w@-]+){0,3},?\s?respectively\b")  # `80% accuracy, respectively`


def _subject_names(clause: str) -> list[str]:
    """The names of the last list of names that is a clause's subject in ``clause`` (from a sentence's start).

    >>> _subject_names("GPTZero, Claude Opus-4.6, and GPT-5.5 achieve the highest accuracy: ")
    ['GPTZero', 'Claude Opus-4.6', 'GPT-5.5']
    >>> _subject_names("Across LoCoMo-10 and LongMemEval-S, DimMem achieves ")
    []
    """
    found = list(_NAMED_SUBJECTS.finditer(clause))
    first = found[-1].group("names").split(" ", 1)[0].lower() if found else ""
    if not found or first in words("stop") or first in words("setting_preposition"):
        return []  # `Across A and B, Kestrel achieves`: a setting, no subject
    return split_names(found[-1].group("names"))


def subjects_respectively(s: Sentence, before: Before) -> Iterator[Patch]:
    """`GPTZero, Claude Opus-4.6, and GPT-5.5 achieve the highest accuracy: 89.41%, 77.92%, and 75.94%,
    respectively`: as many levels as the names of the clause's subject, closed by `respectively`, are theirs (the
    paper's own system keeps its figure)."""
    if s.text.find("respectively", s.start, s.end) < 0:  # most sentences: no slice of the text
        return
    for group in list_groups(s):
        members = [s.mentions[i] for i in group]
        if len(members) < 2 or any(m.kind != "absolute" or m.subject or m.baselines for m in members):
            continue
        if not _RESPECTIVELY_NEXT.match(s.text, members[-1].end, s.end):
            continue
        names = _subject_names(s.text[s.start : members[0].start])
        if len(names) == len(members):
            for m, name in zip(members, names, strict=True):
                if not s.system or s.system.lower() not in name.lower():
                    yield Patch(m, "comparison", "subjects_respectively", {"subject": name})


def baselines_of_named_figures(s: Sentence, before: Before) -> Iterator[Patch]:
    """`76.03, surpassing LCEG (72.24), LongLoRA (72.95), and full fine-tuning (69.23)`: a figure compared
    with the first of a list of named figures is compared with every name of the list."""
    for i, m in enumerate(s.mentions):
        if m.kind not in CLAIM_KINDS or not m.baselines or m.subject:
            continue
        names = _named_figures_after(s, i)
        if len(names) > len(m.baselines) and m.baselines[0] == names[0] and set(m.baselines) <= set(names):
            yield Patch(m, "comparison", "baselines_of_named_figures", {"baselines": names})


def _named_figures_after(s: Sentence, i: int) -> list[str]:
    """The owners of the bracketed figures of other systems that follow mention ``i``, in order."""
    names: list[str] = []
    for k in range(i + 1, len(s.mentions)):
        other = s.mentions[k]
        gain = bracketed_gain(s, k) and len(other.baselines) == 1  # `Orion (+3.1%)`: the gain over Orion
        owner = other.baselines[0] if gain else other.subject
        if not owner or (not gain and s.text[other.start - 1] != "("):
            break
        if owner not in names:
            names.append(owner)
    return names


#: `On ToyQA's 60 items`, `in SynthSet's test split`: a possessive after a setting preposition is a benchmark's.
_SETTING_POSSESSIVE = re.compile(
    rf"(?:^|\s)(?:{word_alternation('condition_preposition')})\s(?:the\s)?$", re.IGNORECASE
)


def possessive_owner(s: Sentence, i: int) -> str | None:
    """The owner of mention ``i`` written as `X's N` (`DeepSeek-V3's 2,324`)."""
    left = s.left(i)
    found = _POSSESSIVE.search(left) if "'s" in left[-4:] else None  # the `'s\s$` a match ends in, first
    return found.group(1) if found else None


_FIRST_WORD = re.compile(r"\S+\s")


def benchmark_possessive(s: Sentence, i: int, owner: str) -> bool:
    """True when the `X's` before mention ``i`` follows a setting preposition: a benchmark's figure
    (`On ToyQA's 60 items`, `in SynthSet's test split`), not an owner's."""
    lead = _FIRST_WORD.match(owner)  # a capitalized opener inside the match: `On ToyQA`
    before = s.left(i)[: -len(owner) - 3]
    return bool(lead and _SETTING_POSSESSIVE.search(" " + lead.group())) or bool(_SETTING_POSSESSIVE.search(before))


def possessive_figures(s: Sentence, before: Before) -> Iterator[Patch]:
    """`It is higher than DeepSeek-V3's 2,324`: the figure is the owner's; the owner is the baseline
    of the last absolute figure before it. A bare `X's N` with no such figure is no claim."""
    last = before.last_absolute
    for i, m in enumerate(s.mentions):
        owner = possessive_owner(s, i)
        owner = None if owner is None or benchmark_possessive(s, i, owner) else owner
        if owner is None or last is None:
            if m.form == "possessive_figure":
                yield Patch(m, "keep", "possessive_figures", {"dropped": True})
        else:
            fields: dict[str, Any] = {"subject": owner, "baselines": []}
            if m.form == "possessive_figure":
                fields |= {"unit": last.unit, "metric": last.metric, "metric_class": last.metric_class}
                fields |= {"condition": m.condition or last.condition, "direction": None}
            yield Patch(m, "comparison", "possessive_figures", fields)
            if not last.baselines:
                yield Patch(last, "comparison", "possessive_figures", {"baselines": [owner]})
        if m.kind == "absolute":
            last = m


def conditions_respectively(s: Sentence, before: Before) -> Iterator[Patch]:
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
            measures = [n.lower() for n in names] == [s.mentions[i].metric for i in group]  # `in mF1 and mIoU`
            for idx, name in zip(group, names, strict=True):
                fields = {"condition": None if measures else name}
                yield Patch(s.mentions[idx], "condition", "conditions_respectively", fields)


def inside_own_condition(s: Sentence, before: Before) -> Iterator[Patch]:
    """`Under the main 4.0 Mbps setting, it improves …`, `where 11/12 of the layers are pruned`: a figure that lies
    inside the very condition phrase it was given is that setting, not a result (by span: `selecting only 4 tests`
    as the condition of another `4` keeps it)."""
    for m in s.mentions:
        costed = m.unit == "USD"  # `For under USD 200, Kestrel trains …`: a price paid is a result
        if (
            m.condition
            and m.kind != "hardware"
            and not costed
            and _within_text(s, m, m.condition)
            and _setting_only(s, m)
        ):
            yield Patch(m, "keep", "inside_own_condition", {"dropped": True})


def _setting_only(s: Sentence, m: Mention) -> bool:
    """True when the condition of ``m`` states no result: no verb or noun of change or attainment (`On DALES it
    achieves 81.05% mIoU`, `With a performance boost of up to 21.7%`), no share (`In 72% of cases`)."""
    condition = (m.condition or "").lower()
    stated = _result_words().search(condition) is not None  # also `runs at`
    labelled = ":" in condition  # `On 176 patients: agreement with expert assessment 88.6%`
    return not stated and not labelled and not s.text.startswith(" of ", m.end)


@cache
def _result_words() -> re.Pattern[str]:
    """Any word or phrase that states a result: of attainment (not a bare `at`), a level, change or its verb."""
    attained = (words("achieve_word") - {"at"}) | words("level_verb") | words("result_verb")
    found = attained | words("change_word") | words("change_noun") | set(cues("verb"))
    return re.compile(rf"\b(?:{alternation(sorted(found))})\b")


def _within_text(s: Sentence, m: Mention, phrase: str) -> bool:
    """True when an occurrence of ``phrase`` in sentence ``s`` covers the span of mention ``m``."""
    at = s.text.find(phrase, s.start, s.end)
    while at >= 0:
        if at <= m.start and m.end <= at + len(phrase):
            return True
        at = s.text.find(phrase, at + 1, s.end)
    return False

"""Slots ``polarity`` and ``direction``: which way a metric is better, and which way it moved.

Polarity comes from the metric's head in ``data/metrics.tsv`` (`latency` is lower-is-better; in
`throughput per watt` the numerator decides). Direction combines the change word (`reduces`,
`higher`, `improves`, a sign, `from A to B`) with the polarity: `improves TTFT by 93%` is a
decrease because TTFT is a time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from benchclaims.lexicon import alternation, cue_regex, cues, qualifier_alternation, units, word_alternation, words
from benchclaims.rules.context import Sentence
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.kind import SIGN_BEFORE, widened
from benchclaims.rules.metric import (
    bare_tail,
    coordinated_to,
    faster_restating_time,
    head_in,
    kept_head,
    passed_brackets,
)
from benchclaims.rules.model import Mention
from benchclaims.rules.patterns import ACRONYM_BRACKET
from benchclaims.rules.scan import search_end
from benchclaims.units import to_si

_STOP_WORDS = words("stop")
_VERB = cue_regex("verb")  # the verb cues (cues.tsv), bound once

_SIGNS = {"+": "increase", "-": "decrease", "−": "decrease"}
_SIGN_AFTER_SLASH = re.compile(r"(?<=[\d%$])\s?/\s?\$?([+−-])$")  # the second of `+1.05%/-1.10%`
_SIGN_AFTER_EQUALS = re.compile(r"=\s?([+−-])$")  # `Delta=+0.3pp`


#: How a window ends when a sign stands right before the number (each pattern of ``_sign`` ends `([+−-])$`, and `$`
#: also matches before a final newline).
_SIGN_ENDS = ("+", "−", "-", "+\n", "−\n", "-\n")


def _sign(left: str) -> re.Match[str] | None:
    """The sign right before a number, also as the second member of a slash pair (`+1.05%/-1.10%`).

    >>> _sign("gains of +1.05%/-").group(1), _sign("a 28/60") is None, _sign("produce Delta=+").group(1)
    ('-', True, '+')
    """
    if not left.endswith(_SIGN_ENDS):  # most windows: no pattern can match, and three searches are spared
        return None
    return search_end(SIGN_BEFORE, left) or search_end(_SIGN_AFTER_SLASH, left) or search_end(_SIGN_AFTER_EQUALS, left)


@rule(
    "polarity",
    ("It cuts p99 latency by 40%.", "lower"),
    ("It improves throughput per power consumption by 30% over Ray.", "higher"),
)
def polarity_of_head(v: View) -> str | None:
    """The polarity of the metric's head; in `X per Y` the head of X decides."""
    metric = v.m.metric or ""
    first = metric.split(" per ")[0]
    head = kept_head(v.s, first) or (kept_head(v.s, metric) if first != metric else None)
    return head.polarity if head else None


@rule("polarity", ("It has a response of 97.2 ms, which is 6.9x faster than the 700 ms target.", "lower"))
def polarity_of_restated_time(v: View) -> str | None:
    """`a response of 97.2 ms, which is 6.9x faster than X`: a factor that restates a time measures that time, and a
    lower time is better."""
    return "lower" if faster_restating_time(v) else None


def _write_polarity(m: Mention, value: str) -> None:
    m.polarity = value


POLARITY: Slot[str] = Slot(
    "polarity", (polarity_of_restated_time, polarity_of_head), _write_polarity, lambda m: m.kind != "hardware"
)


@dataclass(frozen=True)
class Move:
    """A direction decision: the cue found and the direction it gives with the polarity."""

    cue: str
    direction: str | None


_TABLE = {
    "increase": ("increase", "increase"),
    "decrease": ("decrease", "decrease"),
    "none": (None, None),
    "improve": ("increase", "decrease"),  # (higher is better, lower is better)
    "worsen": ("decrease", "increase"),
}


def _move(m: Mention, cue: str | None) -> Move | None:
    if cue is None:
        return None
    if cue == "none" and m.kind == "speedup" and m.metric in (None, "speedup"):
        cue = "increase"  # `a speedup ranging from 1.01x to 1.74x`: a range of speedups still speeds up
    higher, lower = _TABLE[cue]
    return Move(cue, lower if m.polarity == "lower" else higher)


def _relative(m: Mention) -> bool:
    return m.kind in ("speedup", "percent_change")


_FIRST_SYMBOL = re.compile(r"\d[\d.,]*\$?\s?\$?(?P<symbol>[^\W\d_][^\s$,;)]*)")


def in_one_unit(text: str, value_from: float, value: float, unit: str) -> tuple[float, float]:
    """The two values of a from-to pair in base units when the first has a unit of its own.

    >>> in_one_unit("from 5 GB to 135 MB", 5.0, 135.0, "MB")
    (40000000000.0, 1080000000.0)
    >>> in_one_unit("from 12 ms to 7 ms", 12.0, 7.0, "ms")
    (12.0, 7.0)
    """
    found = _FIRST_SYMBOL.search(text)
    own = units().get(found.group("symbol")) if found else None
    if own is None or own[0] == unit:
        return value_from, value
    (a, base_a), (b, base_b) = to_si(value_from, own[0]), to_si(value, unit)
    return (a, b) if a is not None and b is not None and base_a == base_b else (value_from, value)


@rule(
    "direction",
    ("Latency drops from 12 ms to 7 ms.", "decrease"),
    ("Tuning time falls from 4.2 hours to 22 minutes.", "decrease"),
)
def direction_from_to(v: View) -> Move | None:
    """`from 44.9% to 6.4%`, `from 5 GB to 135 MB`: the direction of the two values, in one unit."""
    m = v.m
    if m.value_from is None or m.value is None:
        return None
    a, b = in_one_unit(v.s.text[m.start : m.end], m.value_from, m.value, m.unit)
    return Move("from_to", "decrease" if b < a else "increase")


_WITHIN_END = re.compile(rf"(?<!\bto\s)\bwithin\s(?:(?:{qualifier_alternation()})\s?)?$")  # not `reduces X to within`


@rule(
    "direction",
    ("Kestrel keeps accuracy within 0.5% of the dense model.", "decrease"),
    ("Its step time stays within 2.3% of FP4 step time.", "increase"),
    ("Kestrel stays within 4.4% of the baseline.", "increase"),
    ("It doubles throughput while keeping test accuracy within ~1 percentage point.", "decrease"),
)
def direction_within(v: View) -> Move | None:
    """`within 0.5% of X`: a figure that falls short of the baseline, worse by at most that much (lower
    accuracy, longer time); with no metric, an overhead added (`stays within 4.4% of the baseline`); so is a
    change kept `within` a bound (`keeping test accuracy within ~1 percentage point`)."""
    kept = v.m.unit in ("%", "pp") and _relative(v.m) and search_end(_WITHIN_END, v.left()) is not None
    if v.m.relation != "within_of" and not kept:
        return None
    return _move(v.m, "increase" if v.m.polarity is None else "worsen")


@rule(
    "direction",
    ("Kestrel reduces memory by half.", "decrease"),
    ("!Kestrel cuts delay by 42% and network overhead by up to 71%.", None),
    ("!Kestrel shows a 38.9% reduction in KV-cache overhead.", None),
)
def direction_given(v: View) -> Move | None:
    """A cue the number carries itself (`by half`, `doubles`, `within 2% of`); not past a verb of change
    whose `by` it follows (`cuts delay by 42% and network overhead by 71%`: the overhead shrinks)."""
    if not _relative(v.m) or v.m.cue is None:  # no cue, no move: the clause is not read
        return None
    if v.m.form != "by_half" and _by_end(bare_tail(v)):
        return None
    if v.m.cue == "increase" and _overhead_cut(v):
        return None  # `a 95% reduction in coordination overhead`: no overhead added, the word after tells
    return _move(v.m, v.m.cue)


def _overhead_cut(v: View) -> bool:
    """Whether an added cost (`overhead`) is named with a verb of decrease right after the number
    (`22% lower implementation overhead`, `a 38.9% reduction in KV-cache overhead`)."""
    if not words("added_cost_word") & set((v.m.metric or "").split()[-1:]):
        return False
    found = _WORD_AFTER.match(v.s.right_gap(v.s.list_end(v.i)).lower())
    return found is not None and cues("verb").get(found.group(1)) == "decrease"


@rule("direction", ("It reaches 36.3% of the throughput of cuBLAS.", "decrease"))
def direction_share(v: View) -> Move | None:
    """`36.3% of the performance of X`: below 100 is a decrease, above an increase."""
    m = v.m
    if not _relative(m) or not m.percent_of or m.value is None:
        return None
    return _move(m, "decrease" if m.value < 100 else "increase")


@rule(
    "direction",
    ("Kestrel needs only 0.35x the compute of Orion.", "decrease"),
    ("It requires only 1/6 of the parameters of Lumen.", "decrease"),
    ("!Kestrel adds only 0.2x overhead cost.", None),
    ("!Kestrel reaches 0.9x-1.6x speedups over Orion.", None),
)
def direction_fraction(v: View) -> Move | None:
    """`0.35x the compute of X`, `only 1/6 of the parameters`: a factor below one is a fraction of the
    baseline's figure, a decrease; not a cost added on top of it (`0.2x overhead`)."""
    m = v.m
    if m.kind != "speedup" or m.value is None or max(m.value, m.value_high or 0.0) >= 1:
        return None
    if words("added_cost_word") & set((m.metric or "").split()):
        return None
    return _move(m, "decrease")


@rule(
    "direction",
    ("Its error drops (RoadRunner -96%).", "decrease"),
    ("It gives +46.9% mean energy savings over Orca.", "decrease"),
)
def direction_sign(v: View) -> Move | None:
    """`(RoadRunner -96%)`, `+25% Fmax`: the sign before the number; a plus before a noun of a cut (`+46.9% energy
    savings`) is a larger cut."""
    sign = v.s.keep("sign", v.left(), _sign) if _relative(v.m) else None
    if sign and _CUT_AFTER.match(v.right()):
        return Move("saving", "decrease")
    return _move(v.m, _SIGNS[sign.group(1)]) if sign else None


#: A noun of a cut within a few words of the figure's own phrase after it: `greater cost savings`, `+1.95% MASE
#: reduction`; not a cut that names its own measure (`a higher token reduction ratio`).
_CUT_AFTER = re.compile(
    rf"^\s?(?:(?!(?:{word_alternation('stop')})\s)[\w@/-]+\s){{0,4}}?"
    rf"(?:{alternation(sorted(w for w, c in cues('verb').items() if c == 'decrease' and w in words('change_noun')))})\b"
    r"(?!\s(?:ratio|rate)s?\b)"
)


@rule(
    "direction",
    ("Kestrel achieves a 2.3x end-to-end latency speedup over Orion.", "decrease"),
    ("Kestrel gives 3.7x and 29.4x runtime speedups, respectively.", "decrease"),
    ("!Kestrel gives a 1.8x training throughput speedup.", None),
    ("!Kestrel gives a 2x speedup.", None),
)
def direction_time_speedup(v: View) -> Move | None:
    """`a 2.3x latency speedup`, `5x runtime speedups`: a speedup named after a time shortens that time,
    a decrease (the time is the metric, as in `30x speedup in terms of time to solution`)."""
    metric = (v.m.metric or "").split()
    if v.m.kind != "speedup" or len(metric) < 2 or metric[-1] not in words("factor_noun"):
        return None
    head = head_in(" ".join(metric[:-1]))
    return Move("decrease", "decrease") if head and head.metric_class == "latency" else None


_WORD_AFTER = re.compile(  # matched on lowered text: the acronym's bracket case-free
    rf"^\)?\s?(?:as\s(?=(?:{word_alternation('change_word')})\b))?"  # `twice as slow`
    rf"(?:(?!(?:{word_alternation('clause_opener')}|(?:and|or)(?!\s\d)|with|{word_alternation('trade_off_lead')})\s)"
    rf"(?:[\w@/-]+|(?i:{ACRONYM_BRACKET}))\s){{0,4}}?({word_alternation('change_word')})\b"
)  # not past `as`, `while`: `improves by 20.8% as failures drop`; not past `and`: `by 21% and increase X`;
# not past `at the cost`: `by 84.8% at the cost of increased omission`;
# not past `with`: `speedups of 1.4x over X with reductions in cost`


_BELOW_ABOVE = re.compile(rf"^\)?\s({word_alternation('position_word')})\s")  # `82 points below the human baseline`
_POSITION = {"below": "decrease", "behind": "decrease", "above": "increase"}


@rule(
    "direction",
    ("It gives 1.9x and 2.4x lower latency.", "decrease"),
    ("Its F1 sits 2.6 points below the Orion baseline.", "decrease"),
    ("Demand paging incurs up to 78x slowdown.", "decrease"),
    ("Training takes 3x longer.", "increase"),
    ("It gives 24% (up to 31.5%) lower power.", "decrease"),
    ("!Kestrel gains 20.8% as empty-patch failures drop.", None),
    ("Kestrel saves up to 31% more tokens than Orion.", "decrease"),
    ("Kestrel gives 26.3% greater cost savings.", "decrease"),
    ("!We cut the LUT count by 21% and increase the FPS by 36%.", None),
    ("Kestrel gives a throughput gain of 14.8% across different clusters.", "increase"),
    ("Kestrel's recall varies by up to 9 points across different clusters.", None),
    ("!It gives speedups of 1.4x over Orca with reductions in cost.", None),
)
def direction_word_after(v: View) -> Move | None:
    """The change word right after the number, or after the last member of its list; `below`/`above`
    right after it (`82 points below the human baseline`)."""
    if not _relative(v.m):
        return None
    end = _labelled_list_end(v.s, v.s.list_end(v.i))
    gap = v.s.right_gap(end)
    position = _BELOW_ABOVE.match(gap)
    if position:
        return _move(v.m, _POSITION[position.group(1)])
    past = passed_brackets(v.s, v.s.right(end)).split(" ", 2)
    if gap.lstrip().startswith("(") and len(past) > 1 and past[1].lower() not in _STOP_WORDS:
        gap = " ".join(past)  # `24% (up to 31.5%) power reduction`, not `(62% vs. 35%) and fails`
    found = _WORD_AFTER.match(gap.lower())
    if found and cues("verb").get(found.group(1)) == "increase" and _CUT_AFTER.match(gap[found.end() :]):
        return Move("saving", "decrease")  # `26.3% greater cost savings`: a larger cut of the cost
    if found and found.group(1) in words("slowdown_noun"):
        return Move("slowdown", "decrease")  # `a 78x slowdown`: speed lost, as the speedup convention reads it
    if found and found.group(1) == "different" and found.start(1) > 2:
        return _before_setting_adjective(v)
    if found and found.group(1) in words("count_comparative") and _cut_right_before(v):
        return _move(v.m, "decrease")  # `reduces 11.9% more bitrate than X`: more of it is cut
    return _move(v.m, cues("verb").get(found.group(1))) if found else None


#: `30% latency and 20% energy reductions`: the gap from a member that names its own measure to the next one.
_LABEL_WORD = rf"(?!(?:{word_alternation('stop')})\s)[A-Za-z][\w-]*"  # `latency`; not `on`, `with`, `the`, `while`
_LABEL_JOIN = re.compile(rf"\s{_LABEL_WORD}(?:\s{_LABEL_WORD})?(?:,\s|\sand\s|,\sand\s)[+−-]?")


def _labelled_list_end(s: Sentence, i: int) -> int:
    """The last member of a list whose members each name their own measure, so that a change noun after the last
    one moves them all (`30% latency and 20% energy reductions`); ``i`` when mention ``i`` opens no such list or
    has a change word of its own (`3.9x speedup and 4.5x energy savings`)."""
    j = i
    while j + 1 < len(s.mentions) and s.mentions[j + 1].unit == s.mentions[j].unit:
        if not _LABEL_JOIN.fullmatch(s.gap(j + 1)):
            break
        j += 1
    return i if j == i or _WORD_AFTER.match(s.right_gap(i).lower()) else j  # the cheap join test first


def _before_setting_adjective(v: View) -> Move | None:
    """`a gain of 14.8% across different scenarios`: `different` is the setting's adjective, so the change word
    before the number decides; a factor is left to the speedup rules, a bare change keeps no direction."""
    if v.m.kind == "speedup":
        return None
    return _last_change_word(v, bare_tail(v)) or _move(v.m, "none")


def _cut_right_before(v: View) -> bool:
    """Whether a verb of decrease, maybe with a qualifier, stands right before the number (`saves up to`)."""
    clause = bare_tail(v).rstrip()
    return cues("verb").get(clause.rsplit(" ", 1)[-1].lower()) == "decrease"


@rule(
    "direction",
    ("It improves compression ratio by 30%.", "increase"),
    ("It reduces TTFT by 30%.", "decrease"),
    ("Heating the die decreases the entropy of Kestrel's cells by 1.53x.", "decrease"),
)
def direction_word_before(v: View) -> Move | None:
    """The last change word before the number in its clause, not counting words of its metric."""
    return _last_change_word(v, bare_tail(v)) if _relative(v.m) else None


def _last_change_word(v: View, clause: str) -> Move | None:
    metric_words = (v.m.metric or "").split()
    found = [f for f in _VERB.finditer(clause) if f.group() not in metric_words]
    if len(found) > 1 and found[-1].group() == "ranging" and clause.startswith(" from", found[-1].end()):
        found.pop()  # `improvements ranging from 4 to 24 points`: the spread of the change before it
    return _move(v.m, cues("verb")[found[-1].group()]) if found else None


_BY_END = re.compile(r"\bby\s*[+−-]?$")  # `by 8 ms`, `surpassing X by +5.7 dB`
#: `quality by 0.108 | and traceability by `: the next object of the same verb, moved the same way.
_PARALLEL_BY = re.compile(r",?\s(?:and\s)?[\w-]+(?:\s[\w-]+){0,2}\sby\s*[+−-]?")


def _by_end(clause: str) -> re.Match[str] | None:
    """``_BY_END.search(clause)``, searched only when the clause, spaces and a last sign stripped, ends in `by`
    (unbounded, the search would try every position of the clause).

    >>> _by_end("cuts it by -").span(), _by_end("cuts it by 2 and "), _by_end("nearby ")
    ((8, 12), None, None)
    """
    tail = clause.rstrip()
    tail = tail[:-1].rstrip() if tail.endswith(("+", "−", "-")) else tail
    return _BY_END.search(clause) if tail.endswith("by") else None


_CHANGE_NAMED_BEFORE = re.compile(rf"\b(?P<noun>{word_alternation('change_noun')})\s(?:of\s)?[+−-]?$")
_LABELLED = re.compile(r"[=:]\s?\$?[+−-]$")  # `mean SNR = +2.8 dB`: the sign of a level
_FALL_OF = re.compile(rf"\b(?P<noun>{word_alternation('fall_noun')})\sof\s(?:only\s)?$")  # `an accuracy drop of 2.3%`
#: `0.068 mIoU improvement`, `5.0 score improvement`: a noun of change right after a bare score (one word between).
_CHANGE_RIGHT_AFTER = re.compile(rf"^\s(?:[\w@.-]+\s)?(?P<noun>{word_alternation('change_noun')})\b")
_CHANGE_NAMED_AFTER = re.compile(rf"^\s(?:(?!of\s|in\s)[\w-]+\s){{0,3}}?(?P<noun>{word_alternation('change_noun')})\b")


@rule(
    "direction",
    ("Kestrel reduces p99 latency by 8 ms over Lumen.", "decrease"),
    ("Kestrel improves PSNR by 3.2 dB over Lumen.", "increase"),
    ("Kestrel gives a 0.6 dB signal-to-noise ratio gain over Lumen.", "increase"),
    ("Kestrel brings a median reduction of 4 ms in tail latency.", "decrease"),
    ("!Kestrel reaches 31.2 dB PSNR, a new record.", None),
    ("Kestrel surpasses Lumen by +2.7 dB.", "increase"),
    ("Kestrel gains +1.9 dB over Lumen on OrbitSet.", "increase"),
    ("It reaches 88.1 F1, +3.5 F1 over Lumen.", "increase"),
    ("Kestrel gives a +1.6 FID improvement.", "decrease"),
    ("Kestrel yields a ROUGE-L gain of 0.065 over Lumen.", "increase"),
    ("!Kestrel reaches ROUGE-L 0.154 with significant gains over Lumen.", None),
    ("!Results hold within +/- 0.7% across seeds.", None),
    ("!The antenna reaches a return loss of -21.6 dB.", None),
    ("!The link holds a mean SNR = +2.8 dB.", None),
    ("Kestrel keeps an average PSNR drop of 0.3 dB without retraining.", "decrease"),
    ("Pruned models see a latency degradation of 20-25 ms.", "increase"),
)
def direction_by_difference(v: View) -> Move | None:
    """`reduces latency by 8 ms`, `a 0.5 dB SNR gain`, `a gain of 2.9 dB`, `a drop of 0.3 dB`, `+3.5 F1`:
    an absolute difference after `by`, named a change or fall right before or after it, or signed, moves
    the way its change word (else its sign) says; the next object of the same verb (`improving A by 0.1 and B by
    0.4`) moves as the first."""
    if v.m.kind != "absolute" or v.m.value_from is not None:
        return None
    clause = bare_tail(v)
    if _by_end(clause):
        if v.i > 0 and _PARALLEL_BY.fullmatch(clause):  # `improving quality by 0.108 and traceability by 0.461`
            clause = bare_tail(View(v.s, v.i - 1)) + clause
        return _last_change_word(v, clause)
    sign, fall = v.s.keep("sign", v.left(), _sign), search_end(_FALL_OF, clause)
    if fall:
        return _move(v.m, cues("verb").get(fall.group("noun")))
    if v.m.unit == "%" and not sign:
        return None  # `81% of all gains` is a share, not a difference
    after = _CHANGE_NAMED_AFTER if v.m.unit or sign else _CHANGE_RIGHT_AFTER  # a bare score: its own noun only
    named = search_end(_CHANGE_NAMED_BEFORE, clause) or after.match(v.right())
    if named:
        return _move(v.m, cues("verb").get(named.group("noun")))
    if not sign or (sign.group(1) != "+" and v.m.unit.startswith("dB")) or search_end(_LABELLED, v.left()):
        return None  # `return loss of -21.6 dB`, `crosstalk below -30 dB`, `mean SNR = +2.8 dB` are levels
    return _move(v.m, _SIGNS[sign.group(1)])


@rule(
    "direction",
    ("It cuts FLOPs by 41% and gives inference speedups of 1.4x.", "increase"),
    ("!It cuts FLOPs by 41% and gives 1.4x lower latency.", None),
    ("It reaches slowdowns of 3.1x.", "decrease"),
    ("It keeps performance slowdowns under 0.3%.", "increase"),
    ("!Heating the die decreases the entropy of Kestrel's cells by 1.53x.", None),
    ("!Pruning shrinks the weights by a factor of 15.6.", None),
)
def direction_speedup(v: View) -> Move | None:
    """`speedups of 1.4x`: a speedup named as the metric is a gain, whatever change word comes before;
    a slowdown named as the metric is a loss of speed (`a 78x slowdown`), in percent an overhead that grows. Not a
    bare factor after `by` (`cuts traffic by 24.7x on A and by 4.1x on B`): its verb of change tells the way."""
    metric = (v.m.metric or "").split()
    if not _relative(v.m) or not metric:
        return None
    if metric[-1] in words("slowdown_noun"):  # in percent, not after `by`, an overhead: it grows (`slowdowns of 0.3%`)
        return Move("slowdown", "increase" if v.m.unit == "%" and not _list_after_by(v) else "decrease")
    if metric[-1] in words("factor_noun") and _after_by(v):  # `these speedups …, decreasing by less than 1%`
        return None
    return _move(v.m, "increase") if metric[-1] in words("factor_noun") else None


def _list_after_by(v: View) -> bool:
    """Whether the list that mention ``v`` ends follows `by` (`reduces slowdown by up to 76% and 64%`)."""
    first = v.i
    while first > 0 and v.s.in_list_with_previous(first):
        first -= 1
    return _after_by(v if first == v.i else View(v.s, first))


def _after_by(v: View) -> bool:
    """Whether the number follows `by` or `by a factor of` in its clause."""
    clause = bare_tail(v).rstrip()
    return bool(_by_end(clause)) or (v.m.form == "factor_of" and clause.endswith("by a factor of"))


@rule(
    "direction",
    ("Latency falls by 20% on A and 30% on B.", "decrease"),
    ("Accuracy drops of only 2.2% and 1.3% follow pruning.", "decrease"),
    ("It cuts CPU time by 48% (13.2 ms to 6.8 ms) and contention by 64%.", "decrease"),
    ("!Latency falls by 8 ms, reaching 20 ms.", None),
    ("!It improves recall by 13 points, with an overhead of about 1.2x.", None),
)
def direction_list(v: View) -> Move | None:
    """With no word of its own, the cue of the number before; an absolute difference passes it only to
    the next member of its list (`drops of 2.2% and 1.3%`)."""
    prev = v.prev
    if prev is not None and prev.form == "from_to" and v.i > 1 and v.s.bracketed(v.i - 1):
        prev = v.s.mentions[v.i - 2]  # `cuts A by 48% (13.2ms to 6.8ms), B by 52%`: past the bracketed values
    if prev is None or prev.kind == "hardware" or prev.cue in (None, "from_to"):
        return None
    if v.m.metric and v.m.metric.rsplit(" ", 1)[-1] in words("added_cost_word") and not _list_after_by(v):
        return None  # `improves X by 13 points, with an overhead of 1.2x`: a cost added (not `cuts overhead by`)
    if v.m.kind == "absolute":
        listed = prev.kind == "absolute" and v.s.in_list_with_previous(v.i) and not v.s.bracketed(v.i)
        return _move(v.m, prev.cue) if listed and v.m.value_from is None else None
    return _move(v.m, prev.cue) if _relative(v.m) else None


#: A verb of change, at most six words of its object (`Orca's accuracy`), then `to` (not `up to`) and maybe a
#: qualifier and a score name: `drop to Gini`, `raised effective top-1 to`, `cut worst-case slowdown to`.
_MOVED_TO_END = re.compile(
    rf"(?P<verb>{cue_regex('verb').pattern}|\b(?:{word_alternation('restore_verb')})\b"
    rf"|(?<![\w-])(?:{word_alternation('fall_to_verb')}|{word_alternation('rise_to_verb')})(?=\sto\s))(?:\s[\w@./'’-]+){{0,6}}?(?<!\sup)\sto\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?(?:(?:an?\s)?[A-Za-z][\w@-]*(?:\s?[=:]\s?|\sof\s|\s))?$"
)  # the score name may take `=`, `:` or `a … of`: `improving to F1=0.837`, `lifted to a score of 5.74`


_CHANGE_NOUNS = words("change_noun") | words("change_only_noun")


@rule(
    "direction",
    ("Accuracy collapses to 11% under noise.", "decrease"),
    ("The baselines collapse to 0.1% success.", "decrease"),
    ("A confidence gate raised effective top-1 to 98.0%.", "increase"),
    ("A repair step restores accuracy to 84.3%.", "increase"),
    ("Calibration improves it to F1=0.837.", "increase"),
    ("Removing the tools raises compliance to 75%.", "increase"),
    ("The router pushes savings to 72.5%.", "increase"),
    ("!Kestrel reaches 98.0% accuracy.", None),
    ("!Kestrel improves accuracy by up to 98.0%.", None),
    ("!The training loss converges to 0.38.", None),
)
def direction_moved_to(v: View) -> Move | None:
    """`collapses to 11-15%`, `raised effective top-1 to 98.0%`, `drop to Gini 0.105`: a level that a verb of
    change moved the metric to moved the verb's way; one a metric is restored to moved the better way."""
    if v.m.kind != "absolute" or v.m.value_from is not None:
        return None
    tail = bare_tail(v)[-80:].lower()
    found = search_end(_MOVED_TO_END, tail) if " to " in tail else None  # the literal the pattern needs
    while found is not None and (later := _MOVED_TO_END.search(tail, found.start("verb") + 1)) is not None:
        if later.group("verb") in _CHANGE_NOUNS:
            break  # `pushes savings to`: a noun of the object, not the verb
        found = later  # the verb nearest `to`: `eliminates gaps and restores accuracy to`
    if found is None or found.group("verb") in words("change_only_noun"):
        return None  # `the training loss converges to 0.38`: a noun, no verb of change
    return _move(v.m, _moved_to_cue(found.group("verb")))


def _moved_to_cue(verb: str) -> str | None:
    """The cue of a verb before `to N`: `restores` → improve, `collapse` → decrease, `climb` → increase.

    >>> [_moved_to_cue(verb) for verb in ("restores", "collapse", "climb", "drops")]
    ['improve', 'decrease', 'increase', 'decrease']
    """
    if verb in words("restore_verb"):
        return "improve"
    if verb in words("fall_to_verb") | words("rise_to_verb"):
        return "decrease" if verb in words("fall_to_verb") else "increase"
    return cues("verb").get(verb)


@rule(
    "direction",
    ("Kestrel raised F1 to 0.83 and AUROC to 0.90.", "increase"),
    ("Kestrel cut latency to 12 ms and the error rate to 2%.", "decrease"),
    ("!Kestrel reaches 0.83 F1 and AUROC to 0.90.", None),
)
def direction_coordinated_to(v: View) -> Move | None:
    """`raised F1 to 0.83 and AUROC to 0.90`: a later member of a list of levels moved to moves as the one before."""
    prev = v.prev
    if prev is None or prev.direction is None or not coordinated_to(v, any_name=True):
        return None
    return _move(v.m, prev.cue)


@rule("direction", ("Kestrel reaches 2.2x the throughput of Orion.", "increase"))
def direction_default(v: View) -> Move | None:
    """A relative figure with no cue at all is an increase."""
    return _move(v.m, "increase") if _relative(v.m) else None


def _write_direction(m: Mention, value: Move) -> None:
    m.cue, m.direction = value.cue, value.direction


@rule(
    "direction",
    ("Kestrel cuts p99 latency by 30% over Orca, growing to 45% under bursts.", "decrease"),
    ("!Kestrel cuts cost by 20%, and accuracy climbs to 80%.", None),
)
def direction_widened(v: View) -> Move | None:
    """`a 56-66% cost reduction, widening to 80-85%`: the figure a change widens to moves the change's way."""
    prev = widened(v) if v.m.kind == "percent_change" else None
    if prev is None or prev.direction is None:
        return None
    return Move(prev.direction, prev.direction)  # the move itself: `decrease` stays a decrease whatever the polarity


#: `add only ~`, `adds about `: a verb that adds an amount, maybe qualified, right before it.
_ADDED = re.compile(rf"\b(?:{word_alternation('add_verb')})\s(?:only\s|just\s)?(?:(?:{qualifier_alternation()})\s?)?$")


@rule(
    "direction",
    ("Its compliance checks add only ~5.7 ms latency per request.", "increase"),
    ("!Its compliance checks keep ~5.7 ms latency per request.", None),
)
def direction_added(v: View) -> Move | None:
    """`the checks add only ~5.7 ms latency`: an amount in a unit that a verb adds moves its measure up."""
    if v.m.kind != "absolute" or v.m.value_from is not None or v.m.unit in ("", "%", "pp"):
        return None
    return Move("increase", "increase") if search_end(_ADDED, v.left()) else None


DIRECTION: Slot[Move] = Slot(
    "direction",
    (
        direction_widened,
        direction_from_to,
        direction_within,
        direction_given,
        direction_share,
        direction_fraction,
        direction_sign,
        direction_time_speedup,
        direction_word_after,
        direction_speedup,
        direction_word_before,
        direction_by_difference,
        direction_added,
        direction_list,
        direction_moved_to,
        direction_coordinated_to,
        direction_default,
    ),
    _write_direction,
    lambda m: m.kind != "hardware",
)

"""Detection rules: find numbers with units and hardware mentions in normalized text.

Each rule is a small function ``Scan -> Iterator[Mention]`` registered in ``DETECTORS`` in
priority order; ``detect`` keeps a mention only when it overlaps none found by an earlier rule.

>>> [(m.kind, m.value, m.value_high) for m in detect("by 1.12x-2.48x and 35-37% on 512 H200 GPUs")]
[('speedup', 1.12, 2.48), ('percent_change', 35.0, 37.0), ('hardware', None, None)]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache

from benchclaims.lexicon import (
    alternation,
    cue_regex,
    cues,
    metric_head_regex,
    metric_heads,
    qualifier_alternation,
    units,
    word_alternation,
    words,
)
from benchclaims.numbers import number_words, parse_number
from benchclaims.rules.context import PAIR_RESPECTIVELY
from benchclaims.rules.hardware import generic_hardware, named_hardware
from benchclaims.rules.model import Mention
from benchclaims.rules.patterns import DASH, LEFT, NUM, TIMES, unit_regex
from benchclaims.rules.scan import Scan, end_pattern, finditer_led, finditer_near, search_end
from benchclaims.units import convert

Detector = Callable[[Scan], Iterator[Mention]]


def _unit_of(symbol: str | None) -> tuple[str, str | None]:
    """(claims/v1 unit, metric class hint) of a symbol after a number."""
    if symbol in (None, ""):
        return "", None
    if symbol in ("%", "percent", "per cent"):
        return "%", None
    if symbol in ("x", "×", "X"):
        return "x", None
    return units()[symbol]


#: A percent sign or the word after a number: `53%`, `53 %`, `53 percent`.
_PERCENT_SIGN = r"\s?%|\s(?:percent|per\scent)\b"


def _symbol(i: int) -> str:
    """The optional unit after the ``i``-th number of a from-to pair, as groups u{i}/unit{i}."""
    return rf"(?P<u{i}>{_PERCENT_SIGN}|[x×X](?![A-Za-z0-9])|\s?{unit_regex(f'unit{i}')})?"


def _spread(i: int) -> str:
    """The optional spread of the ``i``-th end of a pair (`0.31 +/- 0.02`, `53.75 ± 3.57%`, whose percent sign is
    the pair's unit when the end has none), as group s{i}."""
    return rf"(?:\s?(?:±|\+/-|\+-)\s?{NUM}(?P<s{i}>%)?)?"


def _high(i: int) -> str:
    """The optional high end when the ``i``-th end of a from-to pair is a range (`from 28--57% to 0--14%`)."""
    return rf"(?:%?\s?(?:--|–|-)\s?(?P<h{i}>{NUM}))?"


#: What may stand between the first end of a from-to pair and its `to` (only after `from`): the first end's noun
#: or state (`from 85.3% accuracy to`, `from 38.3% correct to`), a setting or a state opened by a preposition
#: (`from 66.8% in the original setting to`, `from 10% without localization to`), or both; no figure in it, but
#: digits inside names and years (`at L1`, `on 5-step procedures`, `at difficulty-5`, `in 2021`), model sizes
#: (`at 135M`), counts of plural things (`on 5,439 nodes`) and a name's last number (`for Claude Haiku 4.5`,
#: `at layer 0`).
_FROM_WORD = rf"\s(?!(?:{word_alternation('not_from_label')})\s)[a-z][\w-]*"
_FROM_SETTING = (
    rf"\s(?:{word_alternation('setting_preposition')}|{word_alternation('from_state_preposition')})\s"
    r"(?:[^,;()\d]|(?<=[A-Za-z.-])\d+|\d+(?=-[A-Za-z])|(?<!\S)(?:19|20)\d\d(?![\d.%])"
    r"|(?<!\S)\d+(?:\.\d+)?[BMK](?![\w.])|(?<!\S)\d{1,3}(?:,\d{3})*(?=\s[A-Za-z]+s\b)|(?<=[A-Za-z]\s)(?<!\bfrom\s)(?<!\band\s)(?<!\bto\s)(?<!\bor\s)\d+(?:\.\d+)?(?=\s(?:to|and)\s)){1,40}?"
)
_FROM_LABEL = rf"(?:(?P<label>(?:{_FROM_WORD}){{1,2}})(?:{_FROM_SETTING})?|{_FROM_SETTING})"


#: The words that link the two numbers of a from-to pair.
_PAIR_LINKS = ("to", "and")


@cache
def _pair_qualifier() -> str:
    """The qualifier the second number of a from-to pair may take after its link: `to up to`, `and about`."""
    return rf"(?:(?:{alternation(list(cues('qualifier')))})\s?)?"


@cache
def _from_to() -> tuple[re.Pattern[str], ...]:
    return (
        re.compile(
            rf"(?P<a>{NUM}){_high(1)}{_symbol(1)}{_spread(1)}(?:\s\((?P<label1>[^()]{{1,40}})\))?"  # `0.26 (BM25) to`
            rf"(?P<gap>{_FROM_LABEL})?\s(?P<link>{'|'.join(_PAIR_LINKS)})\s{_pair_qualifier()}"
            rf"(?P<b>{NUM})(?:[eE](?P<exp>[-−+]?\d{{1,3}})\b)?"
            rf"{_high(2)}{_symbol(2)}{_spread(2)}"  # `from 454 to 331e-4`: the exponent scales both ends
        ),
        re.compile(rf"(?P<a>{NUM}){_symbol(1)}{_spread(1)}\s?(?:→|->)\s?(?P<b>{NUM}){_symbol(2)}{_spread(2)}"),
    )


@cache
def _pair_linked() -> tuple[re.Pattern[str], ...]:
    """Each link of a from-to pair with the first digit of the second number: every pair holds one past its first
    number, so a number start that none follows opens no pair (most do not: a failed try of a pair can cost as much
    as a scan of the text). Each pattern opens with its word, a literal the engine skips to (the space before it is
    looked behind for), not with a class of spaces tried at every character."""
    return tuple(re.compile(rf"{link}(?<=\s{link})\s{_pair_qualifier()}\d") for link in _PAIR_LINKS)


@cache
def _from_before() -> re.Pattern[str]:
    """`from`/`between` and an optional qualifier right before the first number of a pair (`from over 20 hours`)."""
    return re.compile(rf"\b(?P<w>from|between)\s(?:(?:{alternation(list(cues('qualifier')))})\s?)?$")


_RANGED_BEFORE = re.compile(rf"(?:\bby|{word_alternation('range_lead')})\s+$")


#: `accuracy ranging from 0.49 to 0.86 and MCC ` before `from 0.16 to 0.38`: a second range of the same `ranging`.
_RANGED_AND_BEFORE = re.compile(
    rf"(?:{word_alternation('range_lead')})\sfrom\s\S+(?:\s\S+)?\sto\s\S+(?:\s[a-zA-Z%]+)?\sand\s(?:[\w-]+\s){{0,4}}$"
)


def from_to(scan: Scan) -> Iterator[Mention]:
    """`from 44.9% to 6.4%`, `between 2x and 3x`, `12 ms → 7 ms`, `lifts AUC from 0.67 (frozen) to 0.90`: value is
    B, value_from is A."""
    pairs, arrows = _from_to()
    for m in scan.at_numbers_before(pairs, _pair_linked()):
        if _unit_label(scan.text, m):
            continue  # `from 37.74 m to 31.84 m`: the word after each end is a unit the lexicon lacks
        word = _from_before().search(scan.text, max(0, m.start() - 32), m.start())
        if (m.group("h1") or m.group("h2")) and not (word and word.group("w") == "from" and _one_unit(m)):
            continue  # an end that is a range (`28--57% to 0--14%`) joins a pair only after `from`, in one unit
        if word and (word.group("w") == "between") == (m.group("link") == "and"):  # never mixed
            if _levels_of_named(scan.text, m, word.start()):
                continue  # `range from 21.5% for Kestrel 2.5 to 88.1% for Orca`: a level of each
            if m.group("gap") is None or word.group("w") == "from":  # `from 66.8% in the original setting to 25.3%`
                yield from _from_to_mention(scan.text, m, word.start(), word.group("w") == "between")
        elif m.group("gap") is not None:
            continue  # a setting between two figures joins them only after `from`
        elif _falling_pair(scan.text, m):
            yield from _from_to_mention(scan.text, m, m.start(), False)
        elif _rising_unit_pair(scan.text, m):  # a range; a change when its change follows: `1 dB to 3 dB (+69%)`
            yield from _from_to_mention(scan.text, m, m.start(), not _SIGNED_BRACKET.match(scan.text, m.end()))
        elif _bracketed_pair(scan.text, m) or _listed_pair(scan.text, m):
            yield from _from_to_mention(scan.text, m, m.start(), False, unitless=True)
    if "→" not in scan.text and "->" not in scan.text:  # every arrow pair holds one: most abstracts hold neither
        return
    for m in scan.at_numbers(arrows):  # `F1 64.9 -> 69.0`: an arrow between decimals needs no unit
        decimals = "." in m.group("a") and "." in m.group("b")
        yield from _from_to_mention(scan.text, m, m.start(), False, unitless=decimals)


def _one_unit(m: re.Match[str]) -> bool:
    """Whether the ends of a pair are in one unit, or one of them has none (not `from 1.6-6.5x … to within 1%`)."""
    u1, u2 = (m.group("u1") or "").strip(), (m.group("u2") or "").strip()
    return not (u1 and u2) or _unit_of(u1)[0] == _unit_of(u2)[0]


_NUMBER_IN_LABEL = re.compile(r"(?<!\S)\d")


def _levels_of_named(text: str, m: re.Match[str], start: int) -> bool:
    """Whether a ranged pair labels its ends with names that hold numbers (`ranging from 21.5% for Kestrel 2.5 to
    88.1% for Orca`): two levels, each of its system, not one range."""
    gap = m.group("gap") or ""
    return bool(_NUMBER_IN_LABEL.search(gap)) and _RANGED_BEFORE.search(text, max(0, start - 12), start) is not None


def _falling_pair(text: str, m: re.Match[str]) -> bool:
    """`halves the rate (25.1% to 13.5%)`: a pair joined by `to`, each with its unit, that falls is a change
    even without `from` (a range rises: `30% to 80%`, and after `by`/`ranging` stays a range).

    >>> pairs, _ = _from_to()
    >>> cases = ("(0.40 s to 0.12 s)", "(12% to 30%)", "by 40% to 20%", "from -11% to 4%", "(14 GB to ~108 MB)")
    >>> [_falling_pair(t, pairs.search(t)) for t in cases]
    [True, False, False, False, True]
    """
    a, b = parse_number(m.group("a")), parse_number(m.group("b"))
    u1, u2 = (m.group("u1") or "").strip(), (m.group("u2") or "").strip()
    if u1 and u2 and u1 != u2 and a is not None and _unit_of(u1)[1] == _unit_of(u2)[1]:
        a = convert(a, _unit_of(u1)[0], _unit_of(u2)[0])  # `(14 GB to ~108 MB)`: one quantity in two units
        u1 = u2 if a is not None else u1
    return (
        m.group("link") == "to"
        and bool(u1)
        and u1 == u2
        and a is not None
        and b is not None
        and a > b
        and not _RANGED_BEFORE.search(text, max(0, m.start() - 12), m.start())
        and text[m.start() - 1 : m.start()] not in ("-", "–", "−")  # `from -11% to 4%`, `28%-73% to 65%`
    )


_SIGNED_BRACKET = re.compile(r"\s?\(\s?[+−-]")


def _rising_unit_pair(text: str, m: re.Match[str]) -> bool:
    """`50 pJ to 70 pJ per inference`, `7TWh to 1,436TWh`: a rising pair joined by `to`, each end with the same
    unit of measure (not a percent or a factor, whose ranges have detectors of their own), is a range.

    >>> pairs, _ = _from_to()
    >>> [_rising_unit_pair(t, pairs.search(t)) for t in ("50 pJ to 70 pJ", "50 to 70 pJ", "30% to 80%", "9 ms to 2 ms")]
    [True, False, False, False]
    """
    u1, u2 = (m.group("u1") or "").strip(), (m.group("u2") or "").strip()
    if m.group("link") != "to" or not u1 or u1 != u2 or _unit_of(u1)[0] in ("%", "x"):
        return False
    a, b = parse_number(m.group("a")), parse_number(m.group("b"))
    return a is not None and b is not None and a < b and text[m.start() - 1 : m.start()] not in ("-", "–", "−")


#: What opens a bracket that a before-after pair fills: a word or a change figure (`fidelity (`, `drops 3.1x (`,
#: `by 41% (`), maybe a score name and a colon (`(GenEval: `); the word is checked to be no unit (`1.84 ms (`).
_PAIR_BRACKET = re.compile(r"(?<!\S)(?P<w>[A-Za-z][\w@-]*|\d[\d.]*[x×%])\s\((?:[A-Za-z][\w@-]*:\s)?$")


#: A from-to pair of decimals and its label, then the later members of its list up to the next: `from 0.0493 to 0.3359
#: in BLEU-1, 0.0863 to 0.2440 in ROUGE-L, and `.
_LISTED_PAIR_BEFORE = re.compile(
    r"\bfrom\s\d*\.\d+\sto\s\d*\.\d+(?:\s(?!\d)[^\s,;:()]+){0,4},\s"
    r"(?:\d*\.\d+\sto\s\d*\.\d+(?:\s(?!\d)[^\s,;:()]+){0,4},\s)*(?:and\s)?$"
)


def _listed_pair(text: str, m: re.Match[str]) -> bool:
    """`from 0.04 to 0.33 in BLEU-1, 0.08 to 0.24 in ROUGE-L`: a pair of decimals joined by `to` that goes on a list
    opened by a from-to pair of decimals is the next change of that list.

    >>> pairs, _ = _from_to()
    >>> t = "from 0.04 to 0.33 in BLEU-1, 0.08 to 0.24 in ROUGE-L, and 0.02 to 0.17 in METEOR"
    >>> [_listed_pair(t, p) for p in pairs.finditer(t)]
    [False, True, True]
    """
    decimals = "." in m.group("a") and "." in m.group("b")
    if m.group("link") != "to" or not decimals or not text.endswith((", ", "and "), 0, m.start()):
        return False  # the cheap tests first: every match ends so
    return _LISTED_PAIR_BEFORE.search(text, max(0, m.start() - 160), m.start()) is not None


def _bracketed_pair(text: str, m: re.Match[str]) -> bool:
    """`raises fidelity (0.50 to 0.84)`, `drops 3.1x (66.4 to 21.5)`: a pair joined by `to` that fills a bracket,
    both decimals or both with one unit, in a clause with a change word, is a change (not `(4.7 to 18.9%)`).

    >>> pairs, _ = _from_to()
    >>> cases = ("raises F1 (0.50 to 0.84)", "cuts it 3x (6.4 to 2.5)", "cut to 1.8 ms (1.4 to 2.2)", "cuts (8 to 64)")
    >>> [_bracketed_pair(t, pairs.search(t)) for t in cases]
    [True, True, False, False]
    """
    u1, u2 = (m.group("u1") or "").strip(), (m.group("u2") or "").strip()
    decimals = "." in m.group("a") and "." in m.group("b")
    if m.group("link") != "to" or not text.startswith(")", m.end()) or u1 != u2 or not (u1 or decimals):
        return False
    lead = search_end(_PAIR_BRACKET, text[max(0, m.start() - 40) : m.start()])
    if lead is None or lead.group("w") in units():  # `3.45 mm (2.18 to 4.72)`: an interval of a figure
        return False
    if cue_regex("verb").search(_clause_before(text, m.start(), 90).lower()) is not None:
        return True
    return _EARLIER_FROM_PAIR.search(_clause_before(text, m.start(), 250)) is not None  # `…, along with X (2.3 to 7.8)`


#: A from-to pair earlier in the clause: a bracketed pair after it goes on its list of changes.
_EARLIER_FROM_PAIR = re.compile(r"\bfrom\s\d*\.?\d+%?\sto\s\d")


#: An earlier unitless pair of the same clause before the next `from`: `from 0.71 to 0.80 on A and from `,
#: `AUROC from 0.81 to 0.87 and AUPRC (AP) from `, `precision from 0.70 to 0.88 (+0.18), recall from `.
_PAIR_BEFORE = re.compile(
    rf"\bfrom\s{NUM}%?\sto\s{NUM}%?(?:\s[^\s.;:()]+|\s\([^()]{{1,24}}\)){{0,4}}(?:,\s|,?\sand\s)"
    rf"(?:[^\s\d.;:][^\s.;:]*\s){{0,5}}$"
)


_UNIT_WORD_AFTER = re.compile(r"\s?(?:pp\b|percentage\s|points?\b)")  # `percent` is the pair's own unit


def _clause_before(text: str, start: int, width: int) -> str:
    """Up to ``width`` characters before ``start``, from the last sentence or clause break on.

    >>> _clause_before("It ran 4 jobs; Kestrel lifts the mean score on FluxQA ", 54, 90)
    ' Kestrel lifts the mean score on FluxQA '
    """
    window = text[max(0, start - width) : start]
    return window[max(window.rfind(". "), window.rfind("; "), window.rfind(": ")) + 1 :]


def _unitless_change(text: str, m: re.Match[str], start: int) -> bool:
    """`reduces median AED from 61.0 to 42.0`: two decimals after a change word are a change without a
    unit (whole numbers are not: `from 2019 to 2023`, `from 8 to 64 GPUs`); so is the next pair of a list
    of such changes: `lifts AUC from 0.71 to 0.80 on A and from 0.62 to 0.77 on B`.

    >>> text = "lifts AUC from 0.71 to 0.80 on FluxA and from 0.62 to 0.77 on FluxB"
    >>> pairs, _ = _from_to()
    >>> [_unitless_change(text, p, p.start() - 5) for p in pairs.finditer(text)]
    [True, True]
    >>> text = "lifts AUC from 0.71 to 0.80 and Mean Fit Score (MFS) from 0.62 to 0.77"
    >>> [_unitless_change(text, p, p.start() - 5) for p in pairs.finditer(text)]
    [True, True]
    >>> text = "F1 ranges from 0.71 to 0.80; gains range from 2.5 to 7.4 points; rates range from 6.0 to 6.5 pp"
    >>> [_unitless_change(text, p, p.start() - 5) for p in pairs.finditer(text)]
    [True, False, False]
    """
    decimals = ("." in m.group("a") and "." in m.group("b")) or m.groupdict().get("exp")  # `331e-4` is measured
    if not decimals and not _scored_whole_pair(text, m, start):
        return False
    if _RANGED_BEFORE.search(text, max(0, start - 12), start):  # `EPR ranges from 0.94 to 1.00`; not
        return not _UNIT_WORD_AFTER.match(text, m.end())  # `gains range from 2.5 to 7.4 points`: points
    verb = cue_regex("verb")
    while not _changed(verb, _clause_before(text, start, 90).lower()):
        if not (pair := _PAIR_BEFORE.search(text, max(0, start - 120), start)):
            return False
        start = pair.start()  # the change word may belong to an earlier pair of the list
    return True


#: Verbs that mark a change only before a `from A to B` pair (as cues they would be nouns elsewhere: `a jump in`).
_PAIR_VERB = re.compile(rf"(?<![\w-])(?:{word_alternation('pair_change_verb')})(?![\w-])")


def _changed(verb: re.Pattern[str], clause: str) -> bool:
    """Whether ``clause`` (lowercase) holds a verb of change: a cue, or a verb read so only before a pair."""
    return verb.search(clause) is not None or _PAIR_VERB.search(clause) is not None


def _scored_whole_pair(text: str, m: re.Match[str], start: int) -> bool:
    """`reducing FID from 14 to 11`, `raises the GenEval score from 63 to 92 and`: whole numbers after a score's
    name, the pair ending its phrase, are that score's change (not `from 2019 to 2023`, `from 8 to 64 GPUs`).

    >>> pairs, _ = _from_to()
    >>> text = "reducing FID from 14 to 11, while from 8 to 64 GPUs"
    >>> [_scored_whole_pair(text, p, text.find("from", p.start() - 6)) for p in pairs.finditer(text)]
    [True, False]
    """
    named = search_end(_score_named(), text[max(0, start - 40) : start])
    return named is not None and _PAIR_END.match(text, m.end()) is not None


@cache
def _score_named() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{_SCORE_HEADS})(?:\s(?:{word_alternation('score_suffix')}))?\s$")


_PAIR_END = re.compile(rf"\s?[,.;)]|\s(?:{word_alternation('pair_end_word')})\s")  # no count noun after it


def _from_to_mention(
    text: str, m: re.Match[str], start: int, between: bool, unitless: bool = False
) -> Iterator[Mention]:
    """The change (or, after `between`/`ranging`/`by`, the range) of a pair of numbers with a unit."""
    symbol = (m.group("u2") or m.group("u1") or m.group("s2") or m.group("s1") or "").strip()
    if not symbol and not unitless and not _unitless_change(text, m, start):
        return
    unit, hint = _unit_of(m.group("unit2") or m.group("unit1") or symbol)
    a, b = _scaled(m, "a"), _scaled(m, "b")
    ranged = between or _RANGED_BEFORE.search(text, max(0, start - 12), start) or _labelled_spread(text, m, start)
    ranged = ranged or _RANGED_AND_BEFORE.search(text, max(0, start - 120), start) is not None  # `… and B from 0.16`
    ends = m.groupdict()  # the arrow pattern has no range ends
    high = parse_number(ends["h2"]) if ends.get("h2") else None  # `from 11.7-26.7% to 63.3-90.0%`
    if ranged and (high is not None or ends.get("h1")):
        return  # a range of ranges is no reading of a pair
    if ranged and a is not None and b is not None:
        kind = "speedup" if unit == "x" else "percent_change" if unit == "%" else "absolute"
        yield Mention(kind, start, m.end(), min(a, b), max(a, b), unit=unit, form="range_from_to")
        return
    kind = "speedup" if unit == "x" else "absolute"
    metric = _label_metric(m.groupdict().get("label"))
    a = _in_unit_of_b(a, m, unit)  # `from 4.2 hours to 22 minutes`: value_from 252 (minutes)
    yield Mention(kind, start, m.end(), b, high, a, unit=unit, unit_class=hint, metric=metric, form="from_to")


def _scaled(m: re.Match[str], end: str) -> float | None:
    """The value of one end of a pair, times the power of ten written after the second end (`from 454 to 331e-4`).

    >>> pairs, _ = _from_to()
    >>> found = pairs.search("from 454 to 331e-4 at")
    >>> _scaled(found, "a"), _scaled(found, "b")
    (0.0454, 0.0331)
    """
    value = parse_number(m.group(end))
    power = m.groupdict().get("exp")
    return value if value is None or not power else float(f"{value * 10 ** int(power.replace('−', '-')):.12g}")


def _in_unit_of_b(a: float | None, m: re.Match[str], unit: str) -> float | None:
    """The first end ``a`` of a pair expressed in ``unit``, the second end's, when its own unit differs."""
    first = m.group("unit1")
    own = _unit_of(first)[0] if first and m.group("unit2") else unit
    converted = convert(a, own, unit) if a is not None and own != unit else None
    return a if converted is None else converted  # a unit pint cannot read keeps the figure as written


_LABEL_AFTER = re.compile(r"\s?\(([^()]{1,40})\)")


def _labelled_spread(text: str, m: re.Match[str], start: int) -> bool:
    """`achieved harmful response rates from 52.7% (Claude) to 83.6% (GPT-4o)`: a pair whose ends carry two
    different labels, with no verb of change before it, spans the labelled members: a range, not a change.

    >>> t = "Models reach rates from 52.7% (Claude) to 83.6% (GPT-4o)."
    >>> _labelled_spread(t, _from_to()[0].search(t), 18)
    True
    """
    first = m.groupdict().get("label1")
    second = _LABEL_AFTER.match(text, m.end()) if first else None
    if second is None or second.group(1) == first:
        return False
    return cue_regex("verb").search(_clause_before(text, start, 90).lower()) is None


def _unit_label(text: str, m: re.Match[str]) -> bool:
    """Whether the word after a pair's first end comes again after its second (a unit: `from 4.5 degrees to 2.8
    degrees`), so it labels no state.

    >>> pairs, _ = _from_to()
    >>> [_unit_label(t, pairs.search(t)) for t in ("4.5 degrees to 2.8 degrees", "85% accuracy to 11%")]
    [True, False]
    """
    label = m.groupdict().get("label") or ""
    after = m.end() + len(label)
    return bool(label) and text.startswith(label, m.end()) and not text[after : after + 1].isalnum()


def _label_metric(label: str | None) -> str | None:
    """The metric that the words after a pair's first end name when they are a head of the lexicon: `from 85.3%
    accuracy at full coverage to 11.3%` measures accuracy (`from 38.3% correct to` names none).

    >>> _label_metric(" accuracy"), _label_metric(" correct"), _label_metric(None)
    ('accuracy', None, None)
    """
    name = (label or "").strip().lower()
    return name if name and metric_head_regex().fullmatch(name) else None


@cache
def _plus_minus() -> re.Pattern[str]:
    spread = rf"\s?(?:±|\+/-|\+-)\s?{NUM}"
    points = r"\s?(?:pp\b|percentage[\s-]points?\b)"
    return re.compile(
        rf"(?P<a>{NUM})(?:(?P<u1>\s?%)|\s{unit_regex('first')})?{spread}"  # `215 ms +/- 18 ms`: the unit twice
        rf"(?P<u2>%|[x×](?![A-Za-z0-9])|(?P<pp>{points})|\s?{unit_regex()})?"
    )


def plus_minus(scan: Scan) -> Iterator[Mention]:
    """`90.85 ± 2.22%`, `98.64 +- 2.43%`, `12.1 ± 0.4 ms`, `215 ms +/- 18 ms`: one mention of the value; the spread is
    no claim."""
    # `+` alone first: a character is found by ``memchr``, far fewer instructions than a string, and few texts hold it
    if "±" not in scan.text and ("+" not in scan.text or not any(sign in scan.text for sign in ("+-", "+/-"))):
        return
    for m in scan.at_numbers(_plus_minus()):
        symbol = m.group("unit") or m.group("first") or (m.group("u1") or m.group("u2") or "").strip()
        unit, hint = ("pp", None) if m.group("pp") else _unit_of(symbol)
        kind = "percent_change" if unit in ("%", "pp") else "speedup" if unit == "x" else "absolute"
        value = parse_number(m.group("a"))
        yield Mention(kind, m.start(), m.end(), value, unit=unit, unit_class=hint, form="plus_minus")


_SPEEDUP_RANGE = re.compile(
    rf"{LEFT}(?P<a>{NUM})(?:{TIMES}|-fold)?{DASH}(?P<b>{NUM})(?:{TIMES}(?!\s?\d)|[\s-]fold\b|\stimes\b)"
)
#: `percent`, or `percentage` not followed by points nor by `of` (`a 15 percentage improvement`; `60 percentage of
#: the instances` is a share, mostly of the data).
_PERCENT_WORD = r"(?:percent\b|per\scent\b|percentage\b(?![\s-]?points?\b|\sof\b))"
_PERCENT_RANGE = re.compile(rf"{LEFT}(?P<a>{NUM})(?:{_PERCENT_SIGN})?{DASH}\+?(?P<b>{NUM})(?:\s?%|\s{_PERCENT_WORD})")


#: A name right before a small low end linked by `to`: `Claude Haiku 4.5 to 92.9%` holds a version.
_NAME_BEFORE = re.compile(r"(?<![\w.-])[A-Z][\w.-]*\s$")


def _version_to(scan: Scan, m: re.Match[str], a: float) -> bool:
    """True when the low end of `A to B` is the version of the name before it (`Haiku 4.5 to 92.9%`) or the
    number of a name (`raised top-1 to 98.0%`, `pushed Pass@16 to 70.0%`)."""
    linked = " to " in scan.text[m.end("a") : m.start("b")]
    glued = scan.text[max(0, m.start() - 2) : m.start()]
    if linked and (glued.endswith(("@", "=")) or (len(glued) == 2 and glued[0].isalpha() and glued[1] == "-")):
        return True  # `Pass@16 to 70.0%`, `at b=0.20 to 71.1%`
    return linked and a < 10 and _NAME_BEFORE.search(scan.text, max(0, m.start() - 30), m.start()) is not None


def _respective_ends(scan: Scan, m: re.Match[str]) -> bool:
    """True when `A to B` gives one figure to each of two items that `respectively` pairs it with.

    >>> text = "an average 3.1x to 7.5x speedup on a GPU and CPU, respectively"
    >>> _respective_ends(Scan.of(text), _SPEEDUP_RANGE.search(text))
    True
    """
    linked = scan.text[m.end("a") : m.start("b")].strip(" x×%") == "to"
    return linked and PAIR_RESPECTIVELY.match(scan.text, m.end()) is not None


def _ranges(pattern: re.Pattern[str], scan: Scan, kind: str, unit: str) -> Iterator[Mention]:
    for m in scan.at_numbers(pattern):
        a, b = parse_number(m.group("a")), parse_number(m.group("b"))
        if a is None or b is None or b < a or _version_to(scan, m, a) or _respective_ends(scan, m):
            continue
        yield Mention(kind, m.start(), m.end(), a, b, unit=unit, form=f"{kind}_range")


def speedup_range(scan: Scan) -> Iterator[Mention]:
    """`1.12x-2.48x`, `4.45 - 5.64x`, `10-100x`, `2x to 3x`."""
    yield from _ranges(_SPEEDUP_RANGE, scan, "speedup", "x")


def percent_range(scan: Scan) -> Iterator[Mention]:
    """`35-37%`, `29-40%` (after normalization of `29--40\\%`)."""
    if _holds_percent(scan):
        yield from _ranges(_PERCENT_RANGE, scan, "percent_change", "%")


def _holds_percent(scan: Scan) -> bool:
    """Whether ``scan`` may hold a percentage: each ends in `%` or a percent word (`percent`, `per cent`,
    `percentage`), all holding `cent`; a text with neither is not tried at every number."""
    return scan.percent


_SPEEDUP = re.compile(
    rf"{LEFT}(?P<a>{NUM})(?:{TIMES}(?!\s?\d)|[\s-]fold\b(?!\s(?:stratified\s)?(?:cross|CV\b))|\stimes"
    rf"(?=\s(?:{word_alternation('times_next')})\b))"
)
#: `… of 2.4 times.`, `18.5 times when combined`: a decimal before `times` and a clause end is a factor
#: (a whole number is not: `repeated 10 times.`).
_DECIMAL_TIMES = re.compile(rf"(?P<a>\d+\.\d+)\stimes(?=[.,;)]|\s(?:{word_alternation('times_clause_word')})\b)")
_PERCENT = re.compile(rf"{LEFT}(?P<a>{NUM})\s?(?:%|\s{_PERCENT_WORD})")


def _singles(pattern: re.Pattern[str], scan: Scan, kind: str, unit: str) -> Iterator[Mention]:
    for m in scan.at_numbers(pattern):
        yield Mention(kind, m.start(), m.end(), parse_number(m.group("a")), unit=unit, form=kind)


_TIMES_ALONE = re.compile(rf"{LEFT}(?P<a>{NUM})\stimes\b")


@cache
def _qualifier_or_mean() -> str:
    """An optional `only`, addition (`an additional`), qualifier (`up to`, `over`, `~`) or `an average of` between
    `by` and its number."""
    further = word_alternation("further_lead")
    return rf"(?:only\s|(?:{further})\s)?(?:(?:{alternation(list(cues('qualifier')))})\s?|an\saverage\sof\s)?"


@cache
def _by_before() -> re.Pattern[str]:
    """`by` or a noun of change and `of`, then an optional qualifier (`a speedup of over`), before a number."""
    noun = rf"\b(?:{word_alternation('change_noun')}|speedups?)\s(?:(?:{word_alternation('factor_link')})\s)?"
    listed = r"\d[\d.,]*\stimes(?:,\s\d[\d.,]*\stimes)*,?\s(?:and|or)\s"  # `by 9 times and | 3 times`
    return re.compile(rf"(?:\bby\s|{noun})(?:{_qualifier_or_mean()}{listed})?{_qualifier_or_mean()}$")


@cache
def _noun_after() -> re.Pattern[str]:
    """At most one word and a noun of change after `N times` (`8.06 times computational speedup`)."""
    return re.compile(
        rf"\s(?:[\w-]+\s)?(?:{word_alternation('change_noun')}|speedups?|{word_alternation('difference_noun')})\b"
    )


def _by_times(scan: Scan) -> Iterator[Mention]:
    """`reduces cost by 16 times`, `a speedup of over 200 times`, `up to 4.6 times pipeline speedup`: a number
    of times after `by` or a noun of change and `of`, or before a noun of change, is a factor."""
    for m in scan.at_numbers(_TIMES_ALONE):
        if _by_before().search(scan.text, max(0, m.start() - 40), m.start()) or _noun_after().match(scan.text, m.end()):
            yield Mention("speedup", m.start(), m.end(), parse_number(m.group("a")), unit="x", form="speedup")


#: `a speedup of 32`, `speedups of up to 4.5`: a bare number after a noun of speedup is its factor (not `of 30%`,
#: `of 3 orders of magnitude`, `of 2 to 3`, `of 64 GPUs`).
_BARE_FACTOR = re.compile(
    rf"\b(?:speed-?ups?|accelerations?)\s(?:of\s)?(?:(?:{alternation(list(cues('qualifier')))})\s?)?(?P<a>{NUM})"
    r"(?![\d.,]*\d|[A-Za-z%×~-]|,\s\d|\s?(?:[x×X](?![A-Za-z])|times\b|fold\b|orders?\b|to\s\d|percent|[A-Za-z]+\s?/|GPUs?\b|nodes?\b))"
)


def _bare_factors(scan: Scan) -> Iterator[Mention]:
    for m in scan.words(_BARE_FACTOR, ("speedup", "speed-up", "acceleration"), led=True):  # each match opens with one
        yield Mention("speedup", m.start("a"), m.end("a"), parse_number(m.group("a")), unit="x", form="speedup")


#: A series name before a product's model number: `Ryzen 9 | 7950X`, `Ryzen | 9950X`.
_SERIES_BEFORE = re.compile(r"\b[A-Z][a-z]+\s(?:\d{1,2}\s)?$")


def _model_number(text: str, m: Mention) -> bool:
    """Whether a figure glued to a capital `X` after a series name is a product's model number, not a factor.

    >>> text = "on AMD Ryzen 9 7950X, 28X faster"
    >>> _model_number(text, Mention("speedup", 15, 20)), _model_number(text, Mention("speedup", 22, 25))
    (True, False)
    """
    glued = text[m.end - 1] == "X" and text[m.end - 2].isdigit()
    return glued and _SERIES_BEFORE.search(text, max(0, m.start - 24), m.start) is not None


def speedup(scan: Scan) -> Iterator[Mention]:
    """`2.2x`, `1.79×`, `3-fold`, `2.5 times faster`, `a gain of 2.4 times.`, `by 16 times`.

    >>> [m.value for m in speedup(Scan.of("cuts cost by 16 times and ran 10 times"))]
    [16.0]
    >>> [m.value for m in speedup(Scan.of("a speedup of over 200 times and 8 times bandwidth reduction"))]
    [200.0, 8.0]
    >>> [m.value for m in speedup(Scan.of("improves throughput by 9 times and 3 times, respectively"))]
    [9.0, 3.0]
    >>> [m.value for m in speedup(Scan.of("a speedup of 32 over the CPU, not a speedup of 3 orders of magnitude"))]
    [32.0]
    """
    yield from (m for m in _singles(_SPEEDUP, scan, "speedup", "x") if not _model_number(scan.text, m))
    if scan.times:  # both patterns need the word: most abstracts lack it
        yield from _singles(_DECIMAL_TIMES, scan, "speedup", "x")
        yield from _by_times(scan)
    yield from _bare_factors(scan)


def percent(scan: Scan) -> Iterator[Mention]:
    """`53.3%`, `12 percent`, `a 15 percentage improvement`.

    >>> [m.value for m in percent(Scan.of("a 15 percentage improvement, 3 percentage points, 6 percentage of it"))]
    [15.0]
    """
    if _holds_percent(scan):
        yield from _singles(_PERCENT, scan, "percent_change", "%")


_SCALE = {"K": 1e3, "k": 1e3, "thousand": 1e3, "M": 1e6, "million": 1e6, "B": 1e9, "billion": 1e9}
_SCALE_WORDS = "|".join(word for word in _SCALE if word.islower())  # `2.9 million`, `USD 2.1 million`
_CURRENCY = re.compile(  # not a figure glued to a word: `a 350 USD 3D printer`
    rf"(?:US\$|\$|USD\s?)\s?(?P<a>{NUM})(?:\s?(?P<s>[KMB]\b|{_SCALE_WORDS}))?(?![A-Za-z])"
)


def currency(scan: Scan) -> Iterator[Mention]:
    """`$459,715`, `USD 2.1 million`."""
    if "$" not in scan.text and ("U" not in scan.text or "USD" not in scan.text):  # `U`: ``memchr``, fewer instructions
        return
    for m in _CURRENCY.finditer(scan.text):
        if _tex_math(scan.text, m):
            continue  # `$1 / poly(n)$`: a TeX formula, no dollars
        value = parse_number(m.group("a"))
        if value is not None and m.group("s"):
            value *= _SCALE[m.group("s")]
        yield Mention("absolute", m.start(), m.end(), value, unit="USD", unit_class="cost", form="currency")


#: The `$` that closes a TeX formula: after a non-space, before a space, punctuation or the end (not `$10`); and
#: what a formula holds past its first number (`$1 / poly(n)$`), unlike money in one (`$\$ 5$`, read `$$ 5$`).
_TEX_CLOSE = re.compile(r"(?<=\S)\$(?![\d.])")
_MATH_INSIDE = re.compile(r"[A-Za-z/^\\(){}=]")


def _tex_math(text: str, m: re.Match[str]) -> bool:
    """Whether the `$` of a currency match opens a TeX formula: more math follows the number before a closing `$`.

    >>> t = "with probability $1 / poly(n)$ against $5 and $10 per hour, under $$ 5$ per task"
    >>> [_tex_math(t, m) for m in _CURRENCY.finditer(t)]
    [True, False, False, False]
    """
    close = text.find("$", m.end(), m.end() + 40) if text[m.start() : m.start() + 1] == "$" else -1
    if close < 0 or not _TEX_CLOSE.match(text, close):  # the next `$` must close the formula (not `$5 and $10`)
        return False
    return _MATH_INSIDE.search(text, m.end(), close) is not None


@cache
def _quantity() -> re.Pattern[str]:
    scale = rf"(?P<s>[kKMB](?=\s)|\s(?:{_SCALE_WORDS})(?=\s))"  # `2.9 million events per second`, `250k TPS`
    return re.compile(rf"{LEFT}(?P<a>{NUM}){scale}?(?:{DASH}(?P<b>{NUM}))?\s?{unit_regex()}")


def _quantity_mention(m: re.Match[str], form: str) -> Mention | None:
    """The mention of a figure (groups ``a``, optional scale ``s`` and high end ``b``) and a unit surface
    (group ``unit``); None for a falling pair (`8-2 ms` is no range)."""
    unit, hint = units()[m.group("unit")]
    if m.group("s") == "k" and hint != "throughput":
        return None  # `250k TPS`; not `5.3k hours` (a size, in the spelling of counts)
    scale = _SCALE[m.group("s").strip()] if m.group("s") else 1.0
    a, b = (parse_number(m.group(g)) if m.group(g) else None for g in ("a", "b"))
    a = a * scale if a is not None else None
    if b is not None and a is not None and b < a:
        return None
    return Mention("absolute", m.start(), m.end(), a, b, unit=unit, unit_class=hint, form=form)


@cache
def _compound_duration() -> re.Pattern[str]:
    """Hours then minutes, or minutes then seconds: `2 min 57 sec`, `1 h and 20 min`, `12 mins 47 secs`."""
    hours, minutes, seconds = (word_alternation(group) for group in ("hour_word", "minute_word", "second_word"))
    return re.compile(
        rf"{LEFT}(?P<a>\d+)\s?(?:(?P<h>{hours})|{minutes})\s(?:and\s)?(?P<b>\d+(?:\.\d+)?)\s?"
        rf"(?(h)(?:{minutes})|(?:{seconds}))\b"
    )


def compound_duration(scan: Scan) -> Iterator[Mention]:
    """`2 min 57 sec`: one duration in its smaller unit (177 s), not two figures.

    >>> [(m.value, m.unit) for m in compound_duration(Scan.of("It takes 2 min 57 sec, then 1 h and 20 min."))]
    [(177.0, 's'), (80.0, 'minute')]
    """
    if "min" not in scan.text:  # every match holds a minute word: most texts have none
        return
    for m in scan.at_numbers(_compound_duration()):
        a, b = parse_number(m.group("a")), parse_number(m.group("b"))
        if a is not None and b is not None:
            unit = "minute" if m.group("h") else "s"
            yield Mention("absolute", m.start(), m.end(), a * 60 + b, unit=unit, unit_class="latency", form="quantity")


def quantity(scan: Scan) -> Iterator[Mention]:
    """`4,039 tokens per second per GPU`, `28 GB per session`, `50 ms`, `1.2-1.5 s`, `33M steps per second`,
    `2.9 million events per second`."""
    for m in scan.at_numbers(_quantity()):
        if (mention := _quantity_mention(m, "quantity")) is not None:
            yield mention


_PER_SECOND = " per second"


@cache
def _modified_rate() -> re.Pattern[str]:
    """A figure, one or two lowercase words that are no stop words, then a unit surface of the lexicon that
    ends in `per second`."""
    scale = rf"(?P<s>[KMB](?=\s)|\s(?:{_SCALE_WORDS})(?=\s))"
    modifier = rf"(?!(?:{word_alternation('stop')})\s)[a-z][\w-]*\s"
    per_second = alternation([surface for surface in units() if surface.endswith(_PER_SECOND)])
    return re.compile(
        rf"{LEFT}(?P<a>{NUM}){scale}?(?:{DASH}(?P<b>{NUM}))?\s(?:{modifier}){{1,2}}?(?P<unit>{per_second})(?![\w/])"
    )


def modified_rate(scan: Scan) -> Iterator[Mention]:
    """`26.87 decoded tokens per second`, `32 million order messages per second`: a rate whose unit noun a word
    or two qualify; tried only in a text that holds `per second`.

    >>> [(m.value, m.unit) for m in modified_rate(Scan.of("It serves 26.87 decoded tokens per second."))]
    [(26.87, 'token / second')]
    >>> [m.value for m in modified_rate(Scan.of("It uses 8 GPUs and 2 nodes at 5 tokens per second."))]
    []
    """
    if _PER_SECOND not in scan.text:
        return
    for m in scan.at_numbers(_modified_rate()):
        if (mention := _quantity_mention(m, "quantity")) is not None:
            yield mention


_MAGNITUDE = re.compile(  # `by` stays outside the figure: `reducing X by an order of magnitude`, as `by 10x`
    r"(?:(?P<low>one|two|three|(?<![\d.])[1-5])(?:\s(?:to|or)\s|\s?[-–~]\s?))?"  # `two to three`, `1-2`, `1~2`
    r"(?:(?P<w>an|one|two|three|four|(?<![\d.,])[1-6])[\s-]|(?<![\w-]))"
    r"orders?[\s-]of[\s-]magnitude"  # `an order of magnitude`, `order-of-magnitude speedups`
    r"(?=[\s,.])"
)


def _orders(word: str | None) -> float | None:
    """The factor of `WORD order(s) of magnitude` (`two` → 100, `3` → 1000), from the number-word lexicon.

    >>> _orders("two"), _orders("3"), _orders(None)
    (100.0, 1000.0, None)
    """
    if word is not None and word.isdigit():
        return 10.0 ** int(word)
    table = number_words()
    found = table.get(f"{word} order of magnitude") or table.get(f"{word} orders of magnitude")
    return found[0] if found else None


def magnitude(scan: Scan) -> Iterator[Mention]:
    """`an order of magnitude` → 10x, `two orders of magnitude` → 100x, `two to three orders` → 100-1000x;
    `order-of-magnitude speedups` → 10x."""
    for m in scan.words(_MAGNITUDE, ("magnitude",)):
        if m.group("w") is None and "orders" in m.group():
            continue  # `orders of magnitude faster`: a vague amount, no record
        high, low = _orders(m.group("w") or "an"), _orders(m.group("low"))
        if high is not None and low is not None:
            yield Mention("speedup", m.start(), m.end(), low, high, unit="x", form="magnitude_range")
        elif high is not None:
            yield Mention("speedup", m.start(), m.end(), high, unit="x", form="magnitude")


_POWER_FACTOR = re.compile(rf"(?<![\w.^])10\^\{{?(?P<e>\d{{1,2}})\}}?(?P<r>{DASH}10\^\{{?(?P<f>\d{{1,2}})\}}?)?{TIMES}")


def power_factor(scan: Scan) -> Iterator[Mention]:
    """`10^3x`, `$10^{3}\\times$` (normalized `10^{3}×`), `10^2-10^4 x`: a factor written as a power of ten.

    >>> [(m.value, m.value_high) for m in power_factor(Scan.of("up to 10^{3}× higher, and 10^2-10^4 x faster"))]
    [(1000.0, None), (100.0, 10000.0)]
    """
    if "^" not in scan.text:  # a character is found by ``memchr``, far fewer instructions than `10^`: few texts hold it
        return
    for m in scan.words(_POWER_FACTOR, ("10^",), led=True):  # each match opens with it
        low, high = 10.0 ** int(m.group("e")), (10.0 ** int(m.group("f")) if m.group("f") else None)
        form = "power" if high is None else "power_range"
        yield Mention("speedup", m.start(), m.end(), low, high, unit="x", form=form)


#: `can/to/nearly/more than double`: the bare verb counts only after a word that makes it one.
_BARE_VERB = r"(?:(?<=more than )|(?<=nearly )|(?<=almost )|(?<=to )|(?<=can )|(?<=could )|(?<=will ))"
_HALF = re.compile(rf"(?:by half|{word_alternation('halve_form')}|{_BARE_VERB}halve)\b"), ("half", "halv")
#: `using roughly half the KV cache`, `loses nearly half its throughput`, `at roughly half the computational cost`: half
#: of a quantity after a verb that spends
#: or loses it (not `half of the evaluated models`, a share of a set).
_HALF_QUANTITY = re.compile(
    rf"\b(?:{word_alternation('half_quantity_verb')}|at|with)\s(?:(?:{qualifier_alternation()})\s)?(?:only\s)?(?P<h>half)"
    rf"(?=\s(?:the|{word_alternation('possessive_determiner')})\s)"
)
#: `by more than half`, `by nearly half`: `by half` with a qualifier, the figure `half` (the qualifier before it).
_BY_QUALIFIED_HALF = re.compile(rf"\bby\s(?:{qualifier_alternation()})\s(?P<h>half)\b(?!\s(?:of|the)\b)")
_DOUBLE = (
    #: not `doubles as a reward` (serves as), `doubles up as`
    re.compile(
        rf"(?:{word_alternation('multiply_form')}|{_BARE_VERB}(?:{word_alternation('multiplier_verb')}))\b(?!\s(?:up\s)?as\b)"
    ),
    ("doubl", "tripl", "quadrupl"),
)
_FOLD = re.compile(rf"(?:{word_alternation('fold_number')})-?fold\b(?!\s(?:stratified\s)?(?:cross|CV\b))"), ("fold",)
#: Every needle of the three patterns: few texts hold any, and one pass over them skips the rest.
_HALF_DOUBLE_NEEDLES = _HALF[1] + _DOUBLE[1] + _FOLD[1]


#: `a doubled state space`, `over triples (x, y)`, `per doubling of`, `period-doubling`: a multiplier word after a
#: determiner, a preposition or a hyphen is a noun or an adjective; `doubling times`, `doubles every 5 years`,
#: `double-precision` name a growth rate or a format, no change of a result.
_NOT_BEFORE_VERB = re.compile(rf"(?:\b(?:{word_alternation('not_before_multiplier_verb')})\s|-)$", re.IGNORECASE)
_NOT_AFTER_VERB = re.compile(rf"(?:-|\s(?:{word_alternation('growth_period_word')})\b)")


#: `by halving`, `despite doubling`, `than doubling` (not `more than doubling`), `(ii) doubling X yields`, a gerund
#: that opens a sentence: the change is what the experiment makes, not its result.
_MANIPULATION_BEFORE = re.compile(
    rf"(?:\b(?:{word_alternation('manipulation_lead')})|(?<!more\s)(?<!less\s)\bthan|^|[.;:]|\(\w{{1,4}}\))\s?$",
    re.IGNORECASE,
)


def _manipulated(text: str, m: re.Match[str]) -> bool:
    """Whether a gerund of a multiplier (`doubling`, `halving`) names a change made to a setting.

    >>> t = "by halving the tokens. Doubling X yields; nearly doubling Y, more than doubling Z than doubling W"
    >>> [_manipulated(t, m) for m in re.finditer("[A-Za-z]+ing(?= )", t)]
    [True, True, False, False, True]
    """
    gerund = m.group().endswith("ing")
    return gerund and _MANIPULATION_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None


def _not_a_verb(text: str, m: re.Match[str]) -> bool:
    """Whether a multiplier word (`doubles`, `triples`) is no verb of change by the words around it.

    >>> t = "whole triples, a doubled space, doubling times, close to double-precision; it doubles X"
    >>> [_not_a_verb(t, m) for m in _DOUBLE[0].finditer(t)]
    [True, True, True, True, False]
    """
    before = _NOT_BEFORE_VERB.search(text, max(0, m.start() - 12), m.start())
    return bool(before or _NOT_AFTER_VERB.match(text, m.end()))


def half_and_double(scan: Scan) -> Iterator[Mention]:
    """`by half`, `by more than half` → -50 %, `doubles` → 2x (only where a metric follows or precedes; checked later),
    `threefold` → 3x."""
    if not any(needle in scan.text for needle in _HALF_DOUBLE_NEEDLES):
        return
    for m in scan.words(*_HALF):
        if _manipulated(scan.text, m):
            continue
        yield Mention("percent_change", m.start(), m.end(), 50.0, unit="%", cue="decrease", form="by_half")
    for m in scan.words(_HALF_QUANTITY, ("half",)):
        yield Mention("percent_change", *m.span("h"), 50.0, unit="%", cue="decrease", form="half_quantity")
    for m in scan.words(_BY_QUALIFIED_HALF, ("half",)):
        yield Mention("percent_change", *m.span("h"), 50.0, unit="%", cue="decrease", form="by_half")
    for m in scan.words(*_DOUBLE):
        if _not_a_verb(scan.text, m) or _manipulated(scan.text, m):
            continue
        value = number_words()[m.group().lower()][0]
        yield Mention("speedup", m.start(), m.end(), value, unit="x", cue="increase", form="doubles")
    for m in scan.words(*_FOLD):  # `a threefold reduction`: the direction comes from the words around
        value = number_words()[m.group().replace("-", "")][0]
        yield Mention("speedup", m.start(), m.end(), value, unit="x", form="fold_word")


@cache
def _word_duration() -> re.Pattern[str]:
    """A cardinal in words and a time unit after a lead word: `in under three seconds`."""
    cardinals = alternation(sorted(w for w, (_, kind) in number_words().items() if kind == "count" and " " not in w))
    times = alternation(
        sorted(u for u, (_, hint) in units().items() if hint == "latency" and u.isalpha() and len(u) > 3)
    )
    return re.compile(
        rf"\b(?:{word_alternation('duration_lead')})\s(?P<a>{cardinals})\s(?P<unit>{times})\b"
        r"(?!\s(?:of|ahead|in\sadvance|before|after)\b)"
    )


def word_duration(scan: Scan) -> Iterator[Mention]:
    """`needed roughly four seconds`, `in under one minute`: a measured time written in words."""
    for m in scan.words(_word_duration(), ("second", "minute", "hour", "day")):
        unit, hint = units()[m.group("unit")]
        value = number_words()[m.group("a")][0]
        yield Mention("absolute", m.start("a"), m.end(), value, unit=unit, unit_class=hint, form="word_duration")


@cache
def _zero() -> re.Pattern[str]:
    """`zero` before at most two words and a noun of a failure (`zero false positives`, `zero missed brake
    events`); not a hyphenated `zero-shot`, an overhead (zero by design), a word of the next clause nor a vague
    `near-zero`."""
    word = rf"(?!(?:{word_alternation('stop')})\s)[a-z][\w-]*\s"
    vague = r"(?<![Nn]ear-)(?<![Nn]ear\s)(?<![Nn]early\s)(?<![Aa]lmost\s)"  # `near-zero violations`: no count
    return re.compile(rf"\b{vague}[Zz]ero\s(?:{word}){{0,2}}?(?:{word_alternation('zero_noun')})\b")


def zero_result(scan: Scan) -> Iterator[Mention]:
    """`zero false positives`, `zero missed brake events`: a measured count of nothing, a level of 0.

    >>> [(m.value, m.end - m.start) for m in zero_result(Scan.of("zero false positives, zero overhead, zero-shot"))]
    [(0.0, 4)]
    """
    # every match holds a needle; `Z` alone first, found by ``memchr`` in fewer instructions: few texts hold it
    if "zero " not in scan.text and ("Z" not in scan.text or "Zero " not in scan.text):
        return
    for m in scan.words(_zero(), ("zero ", "Zero ")):
        metric = m.group()[5:].lower()  # what there is none of: `false positives`
        yield Mention(
            "absolute", m.start(), m.start() + 4, 0.0, unit="", metric=metric, metric_class="error", form="zero"
        )


_FRACTION = re.compile(r"(?P<a>\d+)/(?P<b>[1-9]\d*)(?=\sof\s)")


def fraction(scan: Scan) -> Iterator[Mention]:
    """`1/4 of GPipe`: a fraction of a baseline is a factor below one."""
    if "/" not in scan.text:
        return
    for m in scan.at_numbers(_FRACTION):
        value = int(m.group("a")) / int(m.group("b"))
        yield Mention("speedup", m.start(), m.end(), value, unit="x", form="fraction")


_TWICE = re.compile(rf"\b(?:twice|thrice)\b(?=\s(?:{word_alternation('twice_next')})\b)")


@cache
def _factor_of() -> re.Pattern[str]:
    """`a factor of 9.86`, `a factor of three`, `within a factor of 1.11 to 1.15`, `a factor of 3-5`."""
    cardinals = alternation(sorted(w for w, (_, kind) in number_words().items() if kind == "count" and " " not in w))
    number = rf"(?:{NUM}(?![\d%×x])|(?:{cardinals})\b(?!\s\(\$?\d))"  # `a factor of eight ($8\times$)`: the bracket's
    return re.compile(
        rf"\bfactor\sof\s(?:~\s?|about\s|approximately\s|roughly\s|up\sto\s)?(?P<a>{number})"
        rf"(?:(?:\s(?:to|and)\s|--|-|–)(?P<b>{number}))?"  # `a factor of 3-5`
    )


def _number_or_word(text: str) -> float:
    """`1.15` → 1.15, `three` → 3.0.

    >>> _number_or_word("three"), _number_or_word("1.15")
    (3.0, 1.15)
    """
    word = number_words().get(text.lower())
    return float(word[0]) if word else parse_number(text)


_CARDINAL_BEFORE = re.compile(rf"(?:{word_alternation('magnitude_word')})\s$", re.IGNORECASE)


@cache
def _word_times() -> re.Pattern[str]:
    """A cardinal in words, then `times` and a word that makes it a factor: `three times faster`, `ten-times more`."""
    cardinals = alternation([w for w, (value, kind) in number_words().items() if kind == "count" and value >= 2])
    return re.compile(
        rf"(?<![\w-])(?:(?P<lo>{cardinals})\s(?:to|and|or)\s)?(?P<w>{cardinals})[- ]times"
        rf"(?=\s(?!over\b)(?:{word_alternation('times_next')})\b)",  # not `replicated five times over 24 hours`
        re.IGNORECASE,
    )


def _word_times_in(text: str) -> Iterator[re.Match[str]]:
    """``_word_times().finditer(text)``; in an ASCII text, searched in its lowercase (the same matches at the same
    places: the pattern ignores case) only near each `times`, not from every position through its cardinals.

    >>> [m.span() for m in _word_times_in("Three Times faster, two to four TIMES more")]
    [(0, 11), (20, 37)]
    """
    if not text.isascii():
        return _word_times().finditer(text)
    return finditer_near(_word_times(), ("times",), text.lower())


def multiplier_words(scan: Scan) -> Iterator[Mention]:
    """`twice as fast`, `thrice the throughput`, `three times faster`, `by a factor of 9.86`: factors in words.

    >>> [(m.value, m.value_high) for m in multiplier_words(Scan.of("It is three times faster, two to four times more"))]
    [(3.0, None), (2.0, 4.0)]
    """
    if "twice" in scan.text or "thrice" in scan.text:
        for m in _TWICE.finditer(scan.text):
            value = 2.0 if m.group() == "twice" else 3.0
            yield Mention("speedup", m.start(), m.end(), value, unit="x", form="multiplier_word")
    if scan.times:
        for m in _word_times_in(scan.text):
            if _CARDINAL_BEFORE.search(scan.text, max(0, m.start() - 12), m.start()):
                continue  # `a hundred thousand times`: a compound cardinal, not one the list holds
            value = number_words()[m.group("w").lower()][0]
            low = number_words()[m.group("lo").lower()][0] if m.group("lo") else None
            yield Mention("speedup", m.start(), m.end(), low or value, low and value, unit="x", form="multiplier_word")
    if "factor of" in scan.text:
        for m in _factor_of().finditer(scan.text):
            if _named_factor(scan.text, m.start()):
                continue  # `a real-time factor of 0.005`: a figure of a named ratio, no multiplier
            high = _number_or_word(m.group("b")) if m.group("b") else None
            end = m.end("b") if high else m.end("a")
            value = _number_or_word(m.group("a"))
            yield Mention("speedup", m.start("a"), end, value, value_high=high, unit="x", form="factor_of")


def _named_factor(text: str, start: int) -> bool:
    """Whether `factor of` at ``start`` is the name of a ratio (`real-time factor of 0.005`, `power factor of 0.9`)
    rather than a multiplier (`by a factor of 100`).

    >>> _named_factor("a real-time factor of 0.005", 12), _named_factor("by a factor of 100", 5)
    (True, False)
    """
    before = text[max(0, start - 24) : start].rstrip().rsplit(" ", 1)[-1].lower()
    return before in words("factor_modifier")


#: Every unit ``_points`` ends in (`percentage points` ends in `points`), led by its literal `p`.
_POINTS_UNIT = re.compile(r"p(?:p\b|\.p\.|oints?\b|ts\b)")


@cache
def _points() -> re.Pattern[str]:
    """A number (or range) of points, maybe with a score between: `by 7.6 absolute points`, `by 8.5 accuracy
    points`, `by 28 average points`, `7.4 nDCG@10 points`, `2.0-18.7 HOTA points`, `by 5.0 Chair-I points`."""
    acronym = r"(?P<acronym>[a-z]?[A-Z]{2,}[\w@.-]*|[A-Z][a-z]+-[A-Z\d][\w@.-]*)"  # `HOTA`, `nDCG@10`, `Chair-I`
    score = rf"(?:(?:{word_alternation('score_adjective')})\s)?(?:(?:{_SCORE_HEAD}|{acronym})\s)?"
    return re.compile(
        rf"{LEFT}(?P<a>{NUM})(?:\s?(?:-|to|–)\s?[+−-]?(?P<b>{NUM}))?\s?(?:absolute\s)?{score}"
        r"(?P<u>pp\b|p\.p\.|percentage[\s-]points?\b|points?\b|pts\b)"
    )


@cache
def _points_change_before() -> re.Pattern[str]:
    """`by`, `within`, a sign, a noun of change and `of` (`gains of 6.4 points`) or a verb of change (`gaining 32
    points`, `lose roughly 30 points`) before a number of points."""
    noun = rf"\b(?:{word_alternation('change_noun')}|{word_alternation('points_noun')}|margins?)\sof\s"
    verb = rf"\b(?:{word_alternation('move_verb')}|{word_alternation('points_verb')})\s"
    return re.compile(
        rf"(?:(?:\bby\s|\bwithin\s|{noun}|{verb}){_qualifier_or_mean()}|[+−-])$"
    )  # `within 4 points of X`


#: `on Llama-3.1-8B and `, `on competition math (AMC12, AIME24) and `: the gap to the next member of a list in points.
_POINTS_LIST_GAP = re.compile(r"^(?:[^.;:()]|\.(?=\w)|\([^()]{0,40}\)){0,60}?\b(?:and|or)\s$|^,\s$")


#: A bare figure listed before a gap in points that names the unit once: `by 5.3 and 2.9 points`, also signed
#: or slash-separated: `by +9.2 and +7.4 points`, `+7.2/+3.2/+6.4 points`.
#: A sign on the lead pairs with a sign on the next figure (not `65.2, +1.8 pp`, `GPT-5.5, +7.9 pp`).
_POINTS_LEAD = re.compile(
    rf"(?<![\w.])(?P<s>(?<![\w.-])[+−-])?(?P<a>{NUM})(?:,\s|,?\s(?:and|or)\s|\s?/\s?)(?(s)[+−-])$"
)


def _leading_figures(text: str, start: int, floor: int) -> list[re.Match[str]]:
    """The bare figures listed right before ``start`` (not before ``floor``), in text order.

    >>> [m.group("a") for m in _leading_figures("gains of 10.1, 7.4, and 5.9 points", 24, 0)]
    ['10.1', '7.4']
    >>> [m.group("a") for m in _leading_figures("gains of +10.1, +7.4, and +5.9 points", 27, 0)]
    ['10.1', '7.4']
    """
    found: list[re.Match[str]] = []
    while (m := _POINTS_LEAD.search(text, max(floor, start - 16), start)) is not None:
        found.insert(0, m)
        start = m.start()
    return found


@cache
def _points_gap_after() -> re.Pattern[str]:
    """A change word or noun of a gap (`4 points higher`, `11.85 points accuracy loss`: past a metric's name; `a 5--20
    point advantage`) or a preposition of a gap (`10 points above the baseline`) after points."""
    noun = rf"{word_alternation('change_word')}|{word_alternation('points_noun')}"
    gap = rf"(?:[\w@-]+\s){{0,2}}?(?:{noun})|{word_alternation('points_after')}"
    return re.compile(rf"\s?(?:{gap})\b(?!\s\d)")  # not `241.78 points over 100,000 games`


def points(scan: Scan) -> Iterator[Mention]:
    """`+15 pp`, `by 3.2 percentage points`, `by 10-20 points`: differences of percentages (unit `pp`).

    Bare `points` count only after `by`, a sign, a noun or verb of change (`gains of 6.4 points`), before a
    change word or gap preposition (`4 points higher`, `10 points above X`), or in a list after such a change
    (`… and 7.0 points on B`); bare figures listed before them share their unit (`by 5.3 and 2.9 points`).

    >>> [(m.value, m.unit) for m in points(Scan.of("gains of 6.4 points on A and 7.0 points on B"))]
    [(6.4, 'pp'), (7.0, 'pp')]
    >>> [(m.value, m.unit, m.metric) for m in points(Scan.of("beats Ray by 8.5 accuracy points"))]
    [(8.5, 'pp', 'accuracy')]
    """
    if not _POINTS_UNIT.search(scan.text):  # no unit, no match: one scan to a `p`, not a match at every number
        return
    last = -1  # end of the last change in points: `gains of 6.4 points on A and 7.0 points on B`
    for m in scan.at_numbers(_points()):
        explicit = m.group("u") not in ("point", "points", "pts")
        lead = _leading_figures(scan.text, m.start(), last + 1)
        first = lead[0].start() if lead else m.start()
        before = _points_change_before().search(scan.text, max(0, first - 24), first)
        listed = last >= 0 and _POINTS_LIST_GAP.match(scan.text[last:first]) is not None
        if explicit or before or listed or _points_gap_after().match(scan.text, m.end()):
            last, metric = m.end(), _points_metric(m.group("head") or m.group("acronym"))
            for figure in lead:  # `by 16.0 and 13.8 EM points`: the lead shares the unit and the metric
                value = parse_number(figure.group("a"))
                yield Mention("percent_change", *figure.span("a"), value, unit="pp", metric=metric, form="points")
            a, b = parse_number(m.group("a")), parse_number(m.group("b")) if m.group("b") else None
            high = max(a, b) if a is not None and b is not None else None
            low = min(a, b) if a is not None and b is not None else a
            yield Mention("percent_change", m.start(), m.end(), low, high, unit="pp", metric=metric, form="points")


def _points_metric(head: str | None) -> str | None:
    """The metric a score head between a figure and `points` names (`8.5 F1 points` → `f1`).

    >>> _points_metric("F1"), _points_metric("accuracy"), _points_metric("score"), _points_metric(None)
    ('f1', 'accuracy', None, None)
    """
    return head.lower() if head and head.lower() not in ("score", "scores") else None


@cache
def _point_adjective() -> re.Pattern[str]:
    """A hyphenated number of points, then at most three words and a noun of change (`a 6.2-point Hit Rate gain`)."""
    noun = rf"{word_alternation('change_noun')}|{word_alternation('points_noun')}"
    return re.compile(rf"{LEFT}(?P<a>{NUM})(?P<u>-(?:percentage-)?points?|-pp)\s(?:[\w@.$\\-]+\s){{0,3}}?(?:{noun})\b")


@cache
def _word_points() -> re.Pattern[str]:
    """A cardinal written as a word, then points: `five percentage points`, `three points`."""
    cardinals = alternation(sorted(w for w, (_, kind) in number_words().items() if kind == "count" and " " not in w))
    return re.compile(  # not a decimal read aloud: `one point three percent`
        rf"(?<![\w-])(?P<a>{cardinals})\s(?P<u>percentage[\s-]points?|points?)\b(?!\s(?:{cardinals})\b)", re.IGNORECASE
    )


def word_points(scan: Scan) -> Iterator[Mention]:
    """`by at most five percentage points`, `three points lower`: a gap in points whose number is a word, under
    the tests of ``points`` (a change before, or a change word after).

    >>> [m.value for m in word_points(Scan.of("It moves detection by at most five percentage points, on one point."))]
    [5.0]
    """
    if " point" not in scan.text:
        return
    for m in finditer_near(_word_points(), (" point",), scan.text):  # tried only near the literal every match holds
        before = _points_change_before().search(scan.text, max(0, m.start() - 24), m.start())
        if before or _points_gap_after().match(scan.text, m.end()):
            value = parse_number(m.group("a"))
            yield Mention("percent_change", m.start(), m.end(), value, unit="pp", form="points")


def point_adjective(scan: Scan) -> Iterator[Mention]:
    """`a 2.2-point drop in MRR@10`, `a 10.4-point absolute gain`: a difference in points used as an adjective.

    >>> [(m.value, m.unit) for m in point_adjective(Scan.of("a 10.4-point absolute gain over Ray, on a 7-point scale"))]
    [(10.4, 'pp')]
    """
    if "-point" not in scan.text and "-pp" not in scan.text:  # every match holds one (`-point`, `-percentage-point`)
        return
    for m in scan.at_numbers(_point_adjective()):
        yield Mention("percent_change", m.start("a"), m.end("u"), parse_number(m.group("a")), unit="pp", form="points")


#: The score heads, a lowercase one also capitalized (`Precision=1.000`); cased ones as written (`mAP`, not `map`).
_SCORE_HEADS = alternation(sorted(words("score_head") | {w.capitalize() for w in words("score_head") if w.islower()}))
_SCORE_HEAD = (  # `NDCG@10`, `mAP@0.5`, `mAP@0.5:0.95`, `BLEU-1`, `kappa_w`, `AUROC2 =`
    rf"(?P<head>(?:{_SCORE_HEADS})(?:@\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?|-\d\b|_[a-z]\b|\d(?=\s?[=:]))?)"
)
_SCORE_BEFORE = re.compile(  # the head may stand in brackets after its full name: `mean average precision (mAP) of`,
    # or an acronym that is no head of its own in brackets after it: `correlation coefficient (PCC) of`
    rf"(?:(?P<br>\()|\b){_SCORE_HEAD}(?(br)\)|(?:\s(?:{word_alternation('score_suffix')}))?(?:\s\((?!(?:{_SCORE_HEADS})\))[A-Z][\w-]{{1,7}}\))?)"
    rf"(?:\s?(?:of|=|:|is|are|was|were|reaches|at|(?:{word_alternation('score_state_verb')})(?:\sat)?)?"
    r"|(?:\son\s[\w.-]+)?\s?\()\s?"
    rf"(?:(?P<q>{alternation(list(cues('qualifier')))})\s?)?$"
)  # `AUC of 0.83`, `Dice coefficient of 0.87`, `F1 (0.91)`, `BLEU-1 on VQA-X (75.9)`, `macro-F1 above 0.98`,
# `F1 stays at 0.51`
_BARE = re.compile(  # not `286/302`, `2-4 bits`, `64-bit`, `9 to 12 bits`, `125M`
    r"(?P<a>\d*\.\d+|\d{1,3}(?![/-]\w|\sto\s\d|[A-Za-z]))(?![\d%×x]|[.,]\d|\s?[%x×]|[eE][-−+]?\d)"
)  # nor the mantissa of `2.1e-5`
_COUNTED_AFTER = re.compile(r"\s[a-z]{2,}s\)")  # `MAE on B200 (21 kernels)`: a count in the bracket, not a score
_AT_BEFORE = re.compile(r"\bat\s$")
_FIGURE_BEFORE = re.compile(r"(?<![\w.@/-])\d*\.?\d+\s$")
_SCORE_TO = re.compile(rf"\b{_SCORE_HEAD}\s(?:[a-z]+(?:s|ed)\s)?to\s(?:only\s|about\s|~\s?)?$")
_SCORE_AFTER = re.compile(
    rf"{LEFT}(?<![A-Za-z]-)(?P<a>\d*\.\d+)\s(?:(?:{word_alternation('score_adjective')})\s)?{_SCORE_HEAD}\b"
)  # `0.91 F1`, `70.1 average accuracy`; not a model's version (`GPT-5.4 scores 0.98`)
#: A whole number before a cased score head (`92 F1`, `7 Macro-F1`, `34 BLEU`): a lowercase head (`3 scores`,
#: `2 loss`), a plural (`5 AUROCs`), a one-letter symbol (`4 r`) or `Index` after a whole number counts or labels; the
#: end of a range (`6 to 8 F1`) or a gap (`a ~2 PPL gap`, `+7 F1 points`) or a count of values (`3 F1 values`) is
#: none; a capitalized word before the number makes it a label (`Type 2 AUROC`, `ROS 2 IPC`).
_CASED_HEADS = alternation(
    sorted(w for w in words("score_head") if w != w.lower() and len(w) > 1 and w[-1] != "s" and w != "Index")
)
_WHOLE_SCORE_AFTER = re.compile(
    rf"{LEFT}(?<![+−.-])(?<!\sto\s)(?<![A-Z]\s)(?<![A-Z][\w-]\s)(?<![A-Z][\w-][\w-]\s)(?<![A-Z][\w-]{{3}}\s)"
    rf"(?P<a>\d{{1,3}})(?![\d.,])\s(?:(?:{word_alternation('score_adjective')})\s)?(?P<head>(?:{_CASED_HEADS})(?:@\d+)?)"
    rf"\b(?![-@+]|\s(?:[\w-]+\s)?(?:{word_alternation('whole_score_stop')}|{word_alternation('change_noun')})\b)"
)
_BENCHMARK_FIGURE = re.compile(r"(?P<a>\d+\.\d+)(?![\d%×x]|\s?[%x×])(?=\s(?:on|in)\s(?:the\s)?[A-Z])")
_RESULT_VERB_BEFORE = re.compile(rf"\b(?:{word_alternation('result_verb')})\s(?:an?\s)?$")


def _score_mention(span: tuple[int, int], numeral: str, metric: str | None, form: str) -> Mention:
    """A bare figure of a quality metric (unit-less, class accuracy)."""
    return Mention(
        "absolute", *span, parse_number(numeral), unit="", unit_class="accuracy", metric=metric,
        metric_class="accuracy" if metric else None, form=form,
    )  # fmt: skip


def _score_metric(head: str) -> str | None:
    """The metric a score head names (`AUC` → `auc`, TeX `F_1` → `f1`; `score`/`accuracy` alone name none)."""
    head = _bare_head(head).lower()
    if head in words("correlation_head"):
        return "correlation"  # `r = 0.92`, `ρ = 0.81`
    return None if head in ("", "score", "scores", "accuracy") else head.replace("_", "")  # `F_1`


def _in_head(text: str, start: int) -> bool:
    """Whether the number at ``start`` is part of a metric name: `mAP@0.5`, `mAP@0.5:0.95`, `R1@IoU=0.3`.

    >>> _in_head("mAP@0.5:0.95 of 0.61", 4), _in_head("mAP@0.5:0.95 of 0.61", 8), _in_head("F1: 0.8", 4)
    (True, True, False)
    >>> _in_head("45.1 R1@IoU=0.3", 12)
    True
    """
    before = text[max(0, start - 2) : start]
    if before.endswith("@") or (len(before) == 2 and before[0].isdigit() and before[1] == ":"):
        return True
    return _AT_PARAMETER.search(text, max(0, start - 12), start) is not None


_AT_PARAMETER = re.compile(r"@[A-Za-z]{1,6}\s?=\s?$")  # `R1@IoU=0.3`: the threshold the metric is read at


def score(scan: Scan) -> Iterator[Mention]:
    """`AUC of 0.83`, `BLEU 34.5`, `0.91 F1`: a bare figure of a quality metric."""
    for span, numeral, head in (*_heads_before(scan), *_heads_after(scan)):
        if _in_head(scan.text, span[0]) or _out_of_bounds(head, numeral) or _effect_size(scan, span, head):
            continue  # `mAP@0.5`, `(rho=64)`, `(W = 109.00, r = 0.533)`: no result
        yield _score_mention(span, numeral, _score_metric(head), "score")


#: A test statistic given before a coefficient in its bracket: `(W = 109.00, r = 0.533)` (an effect size).
_TEST_STATISTIC = re.compile(r"\((?:[^()]*[,;]\s?)?(?:[WUZHFt]|χ2|χ²)\s?=\s?[-−]?\d[\d.]*\s?[,;]\s?[^()]*$")


def _effect_size(scan: Scan, span: tuple[int, int], head: str) -> bool:
    """Whether a coefficient follows a test statistic in its bracket (`(W = 109, r = 0.58)`), or a p-value where the
    clause states no correlation (`(70.9% to 46.1%, p < 0.001, r = 0.58)`), so is that test's effect size.

    >>> s = Scan.of("It cuts it (p < 0.001, r = 0.58). It correlates with X (p < 0.01, r = 0.61).")
    >>> [_effect_size(s, (m.start(), m.end()), "r") for m in re.finditer(r"0\\.\\d\\d(?=\\))", s.text)]
    [True, False]
    """
    bracket = scan.text.rfind("(", max(0, span[0] - 80), span[0])
    if not _coefficient(head) or bracket < 0:
        return False
    if _TEST_STATISTIC.match(scan.text, bracket, span[0]):
        return True
    clause = scan.text[max(0, bracket - 100) : bracket]
    return bool(_P_VALUE_BEFORE.match(scan.text, bracket, span[0])) and not _CORRELATION_WORD.search(clause)


#: A p-value before a coefficient in its bracket: `(70.9% to 46.1%, p < 0.001, r = `.
_P_VALUE_BEFORE = re.compile(r"\([^()]*\bp\s?[<=≤]\s?\d*\.?\d+\s?[,;]\s?[^()]*$")
_CORRELATION_WORD = re.compile(rf"\b(?:{word_alternation('correlation_stem')})", re.IGNORECASE)


def _out_of_bounds(head: str, numeral: str) -> bool:
    """Whether a coefficient's head has a whole number or a figure beyond 1, so names a parameter or a symbol:
    `(rho=64)`, `R=8`, `$r = 0$`, not `(rho=0.64)`.

    >>> _out_of_bounds("rho", "64"), _out_of_bounds("R", "8"), _out_of_bounds("ρ", "0.64"), _out_of_bounds("F1", "64")
    (True, True, False, False)
    """
    return _coefficient(head) and ("." not in numeral or (parse_number(numeral) or 0.0) > 1)


def _coefficient(head: str) -> bool:
    """Whether a score head names a coefficient that lies between -1 and 1 (`rho`, `kappa_w`, `Pearson`)."""
    return _bare_head(head).lower() in words("unit_bounded_head")


def _bare_head(head: str) -> str:
    """A score head without a weighting's subscript: `kappa_w` is a `kappa` (`F_1` keeps its digit)."""
    return re.sub(r"_[a-z]$", "", head)


_SCORE_RANGE = re.compile(rf"(?P<a>\d*\.\d+){DASH}(?P<b>\d*\.\d+)\s{_SCORE_HEAD}\b")
_SCORE_RANGE_BEFORE = re.compile(
    rf"(?<!from\s)\b{_SCORE_HEAD}(?:\svalues?)?\s?(?P<link>of|=|:)?\s?(?:(?P<q>{alternation(list(cues('qualifier')))})\s?)?$"
)  # `Macro-F1 = 0.969-0.973`, `AUC about 0.641 to 0.645`, `R2 values of 0.88 to 0.90` (not `from 0.6 to 0.8`)
_RANGE = re.compile(rf"(?P<a>\d*\.\d+)(?:{DASH}|\sto\s)(?P<b>\d*\.\d+)(?![\d%×x])")


#: `0.874 and 0.991`: the two ends of a range after `between` (no unit after either).
_BETWEEN_PAIR = re.compile(r"(?P<a>\d*\.\d+)\sand\s(?P<b>\d*\.\d+)(?![\d%×x]|[.,]\d|\s?[%x×])")
#: `accuracy values between `, `AlignScore medians typically between `: a score's name before `between`.
_BETWEEN_HEAD = re.compile(
    rf"(?P<name>[\w@-]+)s?(?:\s(?:{word_alternation('range_value_noun')}))?\s(?:[a-z]+ly\s)?between\s$"
)


#: What opens a change before a score's name and its `A to B`: `from` or a bracket (`(MRR 0.755 to 0.876, +15.9%)`).
_CHANGE_LEAD = re.compile(r"(?:\bfrom\s|\()$")


def _named_change(scan: Scan, m: re.Match[str], head: re.Match[str]) -> bool:
    """Whether a score's `A to B` is a change: after `from` or a bracket, or before a signed gain in brackets."""
    lead = _CHANGE_LEAD.search(scan.text, max(0, head.start() - 8), head.start())
    return lead is not None or _SIGNED_BRACKET.match(scan.text, m.end()) is not None


def score_range(scan: Scan) -> Iterator[Mention]:
    """`0.80-0.97 AUC`, `Macro-F1 = 0.969-0.973`, `AUC about 0.641 to 0.645`, `accuracy values between 0.874 and
    0.991`: a range of a quality metric's figures.

    >>> [(m.value, m.value_high) for m in score_range(Scan.of("with AUC about 0.641 to 0.645 overall"))]
    [(0.641, 0.645)]
    >>> text = "MAPE values between 0.001 and 0.017, beta between 0.5 and 2.0"
    >>> [(m.value, m.value_high) for m in score_range(Scan.of(text))]
    [(0.001, 0.017)]
    """
    yield from _between_scores(scan)
    for m in scan.at_decimal_numbers(_SCORE_RANGE):
        mention = _score_mention(m.span(), m.group("a"), _score_metric(m.group("head")), "score_range")
        mention.end = m.end("b")
        mention.value_high = parse_number(m.group("b"))
        yield mention
    for m in scan.at_decimal_numbers(_RANGE):  # `Macro-F1 = 0.969-0.973`
        head = _SCORE_RANGE_BEFORE.search(scan.text, max(0, m.start() - 32), m.start())
        linked = head is not None and bool(head.group("q") or head.group("link"))  # `AUC about 0.641 to 0.645`
        if head and " to " in m.group() and not linked and _named_change(scan, m, head):
            continue  # `from Spearman 0.35 to 0.82`, `MOS 2.94 to 3.49 (+18.7%)`: changes; `Gini 0.50 to 0.58`: a range
        if head and float(m.group("a")) <= float(m.group("b")):  # not the falling pair `MSE of 1.70 to 1.37`
            mention = _score_mention(m.span(), m.group("a"), _score_metric(head.group("head")), "score_range")
            mention.value_high = parse_number(m.group("b"))
            yield mention


def _between_scores(scan: Scan) -> Iterator[Mention]:
    """`accuracy values between 0.874 and 0.991`: two decimals after a score's name (a score head, or a lexicon
    head of accuracy or error) and `between` are a range of that score (`beta between 0.5 and 2.0` is a setting)."""
    if "between" not in scan.text:
        return
    for m in scan.at_decimal_numbers(_BETWEEN_PAIR):
        head = _BETWEEN_HEAD.search(scan.text, max(0, m.start() - 60), m.start())
        if head is None or not _names_score(head.group("name"), ("accuracy", "error")):
            continue
        if float(m.group("a")) <= float(m.group("b")):
            mention = _score_mention(m.span(), m.group("a"), None, "score_range")
            mention.value_high = parse_number(m.group("b"))
            yield mention


#: A bracketed acronym: `(EHR)`, `(MAE)`, `(NRMSE)`, `(HD95)`; two capitals at least.
_ACRONYM = r"[A-Z][A-Za-z]{0,3}[A-Z][A-Za-z0-9]{0,3}"
_DEFINED = re.compile(rf"\((?P<acr>{_ACRONYM})\)")
#: A bare decimal (or range of decimals) with no unit sign after it.
_DEFINED_FIGURE = re.compile(r"(?P<a>\d*\.\d+)(?:-(?P<b>\d*\.\d+))?(?![\d%×x]|[.,]\d|\s?[%x×]|[eE][-−+]?\d)")


@cache
def _acronym_before() -> re.Pattern[str]:
    """An acronym (maybe closing its definition's bracket), a link (`of`, `=`, `:`) and a qualifier, right before a
    figure: `EHR `, `(MAE) of `, `TSR=`, `ECS of about `."""
    qualifier = alternation(list(cues("qualifier")))
    return re.compile(
        rf"(?<![\w-])(?P<acr>{_ACRONYM})\)?(?:\s(?:{word_alternation('metric_link_word')}))?\s?(?:[=:]\s?)?"
        rf"(?:(?:{qualifier})\s?)?$"
    )


def _defined_acronyms(text: str) -> frozenset[str]:
    """The acronyms ``text`` defines in brackets right after a metric name: `Entity-Hit-Rate (EHR)`, `a mean
    absolute error (MAE)` (not `odds ratio (OR)`, no metric).

    >>> sorted(_defined_acronyms("the Entity-Hit-Rate (EHR), odds ratio (OR), learning rate (LR) of Kestrel (KST)"))
    ['EHR']
    """
    found = set()
    for m in _DEFINED.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()].lower().replace("-", " ").rstrip()
        heads = list(metric_head_regex().finditer(before))
        if search_end(_setting_end(), before):
            continue  # `learning rate (LR)`: a setting
        if (heads and heads[-1].end() == len(before)) or _spelled_out(
            text[max(0, m.start() - 60) : m.start()], m.group("acr")
        ):
            found.add(m.group("acr"))
    return frozenset(found)


_SPELLING_WORD = re.compile(r"[A-Za-z][\w]*")


def _spelled_out(before: str, acronym: str) -> bool:
    """Whether the capitalised words right before a bracket spell its acronym and end in a measure noun:
    `Packet Delivery Ratio (PDR)`, `Figure of Merit (FOM)`.

    >>> [_spelled_out(b, a) for b, a in (("a Packet Delivery Ratio ", "PDR"), ("Odds Ratio ", "OR"),
    ...  ("Figure of Merit ", "FOM"), ("a packet delivery ratio ", "PDR"), ("Montreal Forced Aligner ", "MFA"))]
    [True, False, True, False, False]
    """
    letters = acronym.rstrip("s")
    spelled = _SPELLING_WORD.findall(before)[-len(letters) :]
    if len(spelled) != len(letters) or not spelled[0][0].isupper():
        return False
    if spelled[-1].lower() not in words("spelled_measure_noun") or " ".join(spelled[-2:]).lower() in words(
        "effect_statistic_name"
    ):
        return False  # `Montreal Forced Aligner (MFA) 3.0`: a system; `Odds Ratio (OR) = 7.42`: an effect size
    initials = "".join(word[0] for word in spelled)
    return initials.upper() == letters.upper() and sum(w[0].isupper() for w in spelled) >= len(letters) - 1


@cache
def _setting_end() -> re.Pattern[str]:
    """The name of a setting that ends a metric name: `learning rate`, `dropout rate`."""
    return re.compile(rf"(?<![\w-])(?:{word_alternation('setting_metric_name')})$")


def defined_score(scan: Scan) -> Iterator[Mention]:
    """`Entity Hit Rate (EHR) ... achieves EHR 0.473`, `mean absolute error (MAE) of 0.79`, `(TSR=0.952)`: a bare
    decimal after an acronym the abstract defines as a metric is that metric's figure.

    >>> [(m.value, m.value_high) for m in defined_score(Scan.of("Its hit rate (HR) of 0.41 beats Ray; HR 0.3-0.5."))]
    [(0.41, None), (0.3, 0.5)]
    """
    if "(" not in scan.text:
        return
    before = _acronym_before()
    defined: frozenset[str] | None = None  # read on the first acronym before a decimal: most abstracts have none
    for m in scan.at_decimal_numbers(_DEFINED_FIGURE):
        head = search_end(before, scan.text[max(0, m.start() - 40) : m.start()])
        if head is None:
            continue
        if defined is None and not (defined := _defined_acronyms(scan.text)):
            return  # the abstract defines no metric acronym: no figure can be one's
        if head.group("acr") not in defined:
            continue
        mention = _score_mention(m.span("a"), m.group("a"), head.group("acr").lower(), "score")
        if m.group("b") and float(m.group("b")) >= float(m.group("a")):
            mention.end, mention.value_high = m.end("b"), parse_number(m.group("b"))
        yield mention


def _bound_setting(text: str, head: re.Match[str], numeral: str) -> bool:
    """A bound before a figure after a score head that makes it a count or a setting, not a score.

    >>> [_bound_setting(t, _SCORE_BEFORE.search(t), n) for t, n in (("loss over ", "100"), ("at recall above ", "0.9"))]
    [True, True]
    """
    bound = head.group("q") and cues("qualifier")[head.group("q")] in ("at_least", "at_most")
    return bool(bound and ("." not in numeral or _AT_BEFORE.search(text, 0, head.start())))  # `loss over 100 epochs`


_WORD_BEFORE = re.compile(r"([A-Za-z][\w-]*)\s$")


def _inside_title(text: str, head: str, start: int) -> bool:
    """True when a lowercase score head written capitalized ends a title-case name (`Average Precision of 0.98`,
    `Diagnosis Accuracy`): the whole name is the metric, which the named-metric lookup reads.

    >>> _inside_title("a mean Average Precision of", "Precision", 15), _inside_title("F1=1, Precision=", "Precision", 6)
    (True, False)
    """
    if head in words("score_head") or head.lower() not in words("score_head"):
        return False  # a head listed as written (`Index`, `AUC`), not a capitalized variant
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return before is not None and before.group(1)[0].isupper()


def _heads_before(scan: Scan) -> Iterator[tuple[tuple[int, int], str, str]]:
    """`AUC of 0.83`: a bare number whose last 40 characters end in a score head (number-anchored);
    `improves F1 to 0.83`: a bare decimal after a score head, a verb and `to`;
    `the miss probability is 0.938`: a bare decimal after any metric of the lexicon and `is`/`of`/`=`."""
    for m in scan.at_numbers(_BARE):
        if _after_lone_dot(scan.text, m.start()):
            yield from _dot_coefficient(scan.text, m)
            continue
        if _NEGATIVE_COEFFICIENT.match(scan.text, max(0, m.start() - 2), m.start()):
            yield from _negative_coefficient(scan.text, m)
            continue
        head = _SCORE_BEFORE.search(scan.text, max(0, m.start() - 40), m.start())
        head = None if head and _inside_title(scan.text, head.group("head"), head.start("head")) else head
        if head and head.group().endswith("at ") and _FIGURE_BEFORE.search(scan.text, 0, head.start()):
            continue  # `20.03 PPL at 4.71 BPP`: the head is the earlier figure's, the later one a setting
        if head and head.group().endswith("at ") and m.group("a").isdigit():
            continue  # `94.9 percent Recall at 10`: a whole number after `at` is a cutoff
        if head and _bound_setting(scan.text, head, m.group("a")):
            continue
        if head and head.group().endswith("(") and _COUNTED_AFTER.match(scan.text, m.end()):
            continue
        if head:
            yield m.span("a"), m.group("a"), head.group("head")
        elif "." in m.group("a") and (head := _score_to(scan.text, m.start())):
            yield m.span("a"), m.group("a"), head.group("head")  # `lifts F1 to 0.83`, `AUC drops to 0.46`
        elif "." in m.group("a") and (named := _metric_named_before(scan.text, m.start())):
            yield m.span("a"), m.group("a"), named
        elif "." in m.group("a") and (valued := _values_before(scan.text, m.start())):
            yield m.span("a"), m.group("a"), _values_name(valued.group("np"))  # `CAI values of 0.73`


_NEGATIVE_COEFFICIENT = re.compile(r"[\s=(][-−]")  # `r = -0.142`, `(ρ=−0.31`: a minus sign, not a range's dash


def _negative_coefficient(text: str, m: re.Match[str]) -> Iterator[tuple[tuple[int, int], str, str]]:
    """A coefficient head, then a minus sign before a bare decimal: `r = -0.142` (its value negative).

    >>> text = "X (r = -0.142)"
    >>> [(n, h) for _, n, h in _negative_coefficient(text, _BARE.search(text, text.index("0")))]
    [('-0.142', 'r')]
    """
    head = _SCORE_BEFORE.search(text, max(0, m.start() - 41), m.start() - 1)
    if head and "." in m.group("a") and _coefficient(head.group("head")):
        yield (m.start() - 1, m.end("a")), "-" + m.group("a"), head.group("head")


#: `<name> value(s)`, a link and maybe a bound before a bare decimal: `confidence values up to approximately `,
#: `CAI values of `, `with values of `, `a convergence value of `.
_VALUES_BEFORE = re.compile(
    r"(?P<np>(?:[\w-]+\s){0,2})(?<![\w-])values?\s(?:of\s|reaching\s|up\sto\s|as\s(?:low|high)\sas\s|around\s)+"
    r"(?:approximately\s|about\s)?$"
)


def _score_to(text: str, start: int) -> re.Match[str] | None:
    """``_SCORE_TO`` ending at ``start``, searched in the 40 characters before it only when `to` stands in the last
    twelve (every match ends in `to`, a space and at most `about `): most figures follow no `to`."""
    if text.find("to", max(0, start - 12), start) < 0:
        return None
    return _SCORE_TO.search(text, max(0, start - 40), start)


def _values_before(text: str, start: int) -> re.Match[str] | None:
    """``_VALUES_BEFORE`` ending at ``start``, searched in the 60 characters before it only when they hold `value`
    (every match does): its optional words first are otherwise tried from every position."""
    lo = max(0, start - 60)
    return _VALUES_BEFORE.search(text, lo, start) if text.find("value", lo, start) >= 0 else None


def _values_name(words_before: str) -> str:
    """The name that `value(s)` of a figure completes, stop words dropped: `confidence`, `cai`; `` with none.

    >>> _values_name("with CAI "), _values_name("with "), _values_name("higher confidence ")
    ('CAI', '', 'higher confidence')
    """
    return " ".join(w for w in words_before.split() if w.lower() not in words("stop"))


def _after_lone_dot(text: str, start: int) -> bool:
    """Whether the digits at ``start`` follow a dot that no digit precedes: `(r=.864)`, not `0.864`."""
    return start > 0 and text[start - 1] == "." and (start < 2 or not text[start - 2].isdigit())


def _dot_coefficient(text: str, m: re.Match[str]) -> Iterator[tuple[tuple[int, int], str, str]]:
    """`(r=.864)`, `(ρ≥ .626)`: a coefficient written with a leading dot after its head (never a p-value).

    >>> t = "PASTA aligns with experts (ρ≥ .626), p < .001"
    >>> [(t[a:b], n, h) for m in Scan.of(t).at_numbers(_BARE) for (a, b), n, h in _dot_coefficient(t, m)]
    [('.626', '0.626', 'ρ')]
    """
    head = _SCORE_BEFORE.search(text, max(0, m.start() - 41), m.start() - 1)
    if head and _coefficient(head.group("head")) and m.group("a").isdigit():
        yield (m.start() - 1, m.end("a")), "0." + m.group("a"), head.group("head")


#: A lexicon metric right before `is`/`of`/`=`/`reaches`/`averages` and a bare decimal.
_METRIC_BEFORE = re.compile(
    rf"(?<![\w-])(?P<head>[a-z][\w-]*(?:\s(?!(?:{word_alternation('metric_link_word')})\s)[a-z][\w-]*)?)"
    rf"(?:\s(?:{word_alternation('metric_link_word')}|=))?\s"
    r"(?:only\s|about\s|~\s?|up\sto\s|approximately\s|roughly\s|[≤<≥>]\s?)?$"
)  # `the miss probability is 0.938`, also with no link word: `a catch rate about 0.20, fix rate 0.75`


def _metric_named_before(text: str, start: int) -> str | None:
    """The lexicon metric that ends right before ``start`` with a link word: `the miss probability is `."""
    window = text[max(0, start - 40) : start].lower()
    named = _METRIC_BEFORE.search(window)
    heads = list(metric_head_regex().finditer(named.group("head"))) if named else []
    if not named or not heads or heads[-1].end() != len(named.group("head")):
        return None
    phrase = named.group("head").split()
    factor = phrase[-1] in words("factor_noun")  # `speedups up to 7.0 times`: a factor
    link = window[named.end("head") :].split()[:1]
    linked = bool(link) and (link[0] in words("metric_link_word") or link[0] == "=")
    verb = phrase[-1] == "scores" and not linked  # `the leader scores only 7.5`: a verb, no name
    if factor or verb or search_end(_setting_end(), window[: named.end("head")]):
        return None
    return " ".join(phrase[1:] if len(phrase) > 1 and phrase[0] in words("stop") else phrase)  # not `to nme`


def _heads_after(scan: Scan) -> Iterator[tuple[tuple[int, int], str, str]]:
    """`0.91 F1`, `92 F1`: a decimal followed by a score head, or a whole number by a cased one."""
    for m in scan.at_decimal_numbers(_SCORE_AFTER):
        yield m.span("a"), m.group("a"), m.group("head")
    for m in scan.at_numbers(_WHOLE_SCORE_AFTER):
        yield m.span("a"), m.group("a"), m.group("head")


def benchmark_figure(scan: Scan) -> Iterator[Mention]:
    """`It reaches 69.6 on AIME-24`: a bare decimal that a result verb reports on a named benchmark.

    >>> [m.value for m in benchmark_figure(Scan.of("Kestrel reaches 69.6 on AIME-24 with 3 GPUs."))]
    [69.6]
    """
    for m in scan.at_decimal_numbers(_BENCHMARK_FIGURE):
        if _RESULT_VERB_BEFORE.search(scan.text, max(0, m.start() - 24), m.start()):
            yield _score_mention(m.span("a"), m.group("a"), None, "score")


#: A capitalized score name the lexicon lacks: `PDMS`, `Recall@1`, `ROC AUC`, `Driving Score`.
_CAPITAL_HEAD = r"[A-Z][\w@+-]*(?:\s[A-Z][\w@+-]*)?(?![\w@+/'.-]|\.\w)"


@cache
def _verb_score() -> re.Pattern[str]:
    """A bare decimal, then either a score name (`cap`: a capitalized one, or one or two words and a score head;
    not a rate such as `Mreq/s`, nor a change such as `5.0 AP improvement`) or the end of its clause (a stop, or
    a word such as `on`, `with`, `vs.`; not a list of changes such as `a 54.0 and 34.6 higher rate`)."""
    words_and_head = rf"(?:(?!(?:{word_alternation('stop')})\s)[a-z][\w-]*\s){{1,2}}{_SCORE_HEAD}\b"
    return re.compile(
        rf"(?P<a>\d*\.\d+)(?:(?P<cap>\s(?:{_CAPITAL_HEAD}|{words_and_head}))"
        rf"(?!\s(?:{word_alternation('change_word')}|points?)\b)"
        rf"|(?=[,;]\s|\.(?:\s|$)|\s(?:{word_alternation('result_figure_end')})\s|\s\()"
        rf"(?!(?:,|\s(?:and|or))\s\d*\.\d+\s(?:[\w-]+\s)?(?:{word_alternation('change_word')})\b))"
    )


@cache
def _verb_before() -> re.Pattern[str]:
    """A result verb, an optional article, `only`/`just` and qualifier, right before a figure; or a verb of
    movement and `to` (`the Dice score further increased to `, `improves this to `): the level a result reaches."""
    return re.compile(
        rf"\b(?:{word_alternation('result_verb')})\s(?:an?\s)?(?:only\s|just\s)?(?:(?:{qualifier_alternation()})\s)?$"
        rf"|\b(?:{word_alternation('move_verb')})\s(?:it\s|this\s|further\s)?to\s$"
    )


@cache
def _verb_head_of() -> re.Pattern[str]:
    """A result verb, an article and a score name of one to four words (no change word, so not `a gain of`),
    then `of`, right before a figure: `achieves a Sharpe ratio of `; or `with`/`has` and an averaged score name
    (`with a mean retention of `; not `with an average of 5.0 sub-goals`, a count)."""
    word = rf"(?!(?:{word_alternation('change_word')}|{word_alternation('stop')})\s)[\w'-]+\s"
    averaged = rf"(?:{word}){{0,2}}(?:{alternation(sorted(cues('aggregate')))})\s(?:{word}){{1,3}}"  # `mean retention`
    return re.compile(
        rf"\b(?:{word_alternation('result_verb')})\san?\s(?:{word}){{1,4}}of\s$"
        rf"|\b(?:{word_alternation('possession_lead')})\san?\s{averaged}of\s$"  # `with an average rank of 2.05`
    )


@cache
def _lead_words() -> frozenset[str]:
    """The words that may end the phrase right before a figure a result verb reports: the verbs, `a`, `only`,
    `of` (words.tsv result_lead_word) and the last word of each qualifier (`to` of `up to`)."""
    qualifiers = {cue.split()[-1] for cue in cues("qualifier") if cue.strip()}
    return words("result_verb") | words("result_lead_word") | qualifiers


def _after_lead_word(text: str, start: int) -> bool:
    """Whether the word right before ``start`` (a space between) may lead a reported figure: a cheap gate before
    the figure and verb patterns.

    >>> _after_lead_word("it reaches 0.9", 11), _after_lead_word("in 2024 0.9", 8)
    (True, False)
    """
    if start < 2 or text[start - 1] != " ":
        return False
    return text[text.rfind(" ", 0, start - 1) + 1 : start - 1] in _lead_words()


def _reported(text: str, m: re.Match[str], verb: re.Pattern[str], head_of: re.Pattern[str]) -> bool:
    """Whether a result verb reports the figure of ``m``: right before it (``verb``), or (for a figure that ends
    its clause) before `a <score name> of` (``head_of``)."""
    at = m.start()
    if verb.search(text, max(0, at - 36), at):
        return True
    after_of = m.group("cap") is None and text.endswith("of ", 0, at)
    return after_of and head_of.search(text, max(0, at - 60), at) is not None


def verb_score(scan: Scan) -> Iterator[Mention]:
    """A bare decimal a result verb reports, the metric left to the metric slot: before a capitalized score name
    the lexicon lacks (`It achieves 90.6 PDMS`, `reaches up to 0.84 ROC AUC`) or words and a score head (`reaches
    0.879 strict accuracy`); or ending its clause (`the best baseline reaches only 0.562 on legal reasoning`,
    `which achieve 80.79 and 80.45`, `attains an ECS of 0.741, a ...`).

    >>> [m.value for m in verb_score(Scan.of("It achieves 90.6 PDMS, reaches 9.2 Mreq/s and 5.0 AP gain."))]
    [90.6]
    >>> [m.value for m in verb_score(Scan.of("Ray reaches only 0.56 on it; Kestrel achieves 5.0 and 3.1 higher F1."))]
    [0.56]
    >>> [m.value for m in verb_score(Scan.of("It achieves an ECS of 0.741, a mean gain of 2.9, a RMSD of 5.5 m."))]
    [0.741]
    >>> [m.value for m in verb_score(Scan.of("With replay, its Dice score further increased to 0.685."))]
    [0.685]
    """
    text, match, verb, head_of = scan.text, _verb_score().match, _verb_before(), _verb_head_of()  # built at once
    for start in scan.decimals:  # every match opens with a decimal
        if _after_lead_word(text, start) and (m := match(text, start)) and _reported(text, m, verb, head_of):
            yield _score_mention(m.span("a"), m.group("a"), None, "score")


_NAME_WORD = r"(?!(?:and|or)\b)[A-Za-z][\w@.-]*"
_NAMED_SCORE = re.compile(
    rf"(?P<a>\d*\.\d+|\d{{1,3}})(?![\d%×x]|[.,]\d)\s(?P<name>{_NAME_WORD}(?:\s{_NAME_WORD}){{0,2}}?)\sscores?\b"
)


def named_score(scan: Scan) -> Iterator[Mention]:
    """`It achieves 0.87 FluxEval score`: a bare figure a result verb reports before a named score.

    >>> [(m.value, m.metric) for m in named_score(Scan.of("Kestrel achieves 36 driving score, not 3 of 5 scores."))]
    [(36.0, 'driving score')]
    """
    if "score" not in scan.text:  # every match ends in `score(s)`
        return
    for m in scan.at_numbers(_NAMED_SCORE):
        if _RESULT_VERB_BEFORE.search(scan.text, max(0, m.start() - 24), m.start()):
            yield _score_mention(m.span("a"), m.group("a"), f"{m.group('name')} score".lower(), "score")


#: Anchored on the literal `+` (the look-behind follows it), so a search skips from one plus sign to the next.
_SIGNED_FIGURE = re.compile(  # not `+1.2%`, `+3 pp`, `+1.0 \\times 10^{-3}`, `[+0.003, +0.351]`
    r"\+(?<![\w.,=≈~^\[/]\+)(?P<a>\d*\.\d+|\d{1,3})(?:\sto\s\+(?P<b>\d*\.\d+|\d{1,3}))?"
    r"(?![\d%×x]|[.,]\d|\s?[%x×\]]|\s?\\|\s?(?:pp|percent|points?|pts)\b)"
)


#: An opening bracket after a word before a signed decimal: `Motion (+5.49)` (not `binary values (+1, -1)`).
_BRACKET_BEFORE = re.compile(r"[\w)]\s\($")


@cache
def _signed_after() -> re.Pattern[str]:
    """A comparison (`+3.8 over SFT`), a benchmark (`+18 on ARC-Easy`), a score (`+3.0 NDS`, `+0.05 Macro F1`,
    `+0.87 in MPrecision`) or a noun of change (`a +0.43 improvement`, `a +24.5 absolute gain`)."""
    named = r"[A-Z][\w@.-]*[A-Z0-9][\w@.-]*(?=[\s,;.)]|$)"
    head = rf"(?:(?:{word_alternation('score_adjective')})\s)?{_SCORE_HEAD}\b"
    change = rf"\s(?:absolute\s)?(?:{word_alternation('change_noun')})\b"  # `a +0.43 improvement in rated quality`
    return re.compile(rf"\s(?:{word_alternation('gain_after')})\s|\s(?:in\s)?(?:{named}|{head})|{change}")


#: A statistic before a signed figure: `delta-c = +0.029`, `Cohen's d of +0.4`, `Δ ≈ +0.8`, `95% CI`.
_STATISTIC_BEFORE = re.compile(r"[=≈]|\\approx|\bCI\b|Δ|\bdelta\b|\bd\s|\bfrom\s$", re.IGNORECASE)


def signed_figure(scan: Scan) -> Iterator[Mention]:
    """`improves F1 by +10.3`, `gains of up to +0.23 PR-AUC`, `Motion (+5.49)`, `+18 on ARC-Easy`: a bare figure
    with a plus sign where a gain is reported is a score gain (unit-less); statistics stay out.

    >>> [m.value for m in signed_figure(Scan.of("Kestrel lifts F1 by +10.3 over Ray (delta = +0.2, d +0.4)"))]
    [10.3]
    >>> [m.value for m in signed_figure(Scan.of("on FluxA (+5.49) with weights (+1, -1)"))]
    [5.49]
    >>> [m.value for m in signed_figure(Scan.of("a +0.43 improvement in quality, a +24.5 absolute gain"))]
    [0.43, 24.5]
    """
    if "+" not in scan.text:
        return
    for m in _SIGNED_FIGURE.finditer(scan.text):
        before = scan.text[max(0, m.start() - 30) : m.start()]
        lead = _by_before().search(before) or ("." in m.group("a") and _BRACKET_BEFORE.search(before))
        statistic = _STATISTIC_BEFORE.search(scan.text, max(0, m.start() - 12), m.start())
        if statistic or not (lead or _signed_after().match(scan.text, m.end())):
            continue
        mention = _score_mention(m.span("a"), m.group("a"), None, "score")
        if m.group("b"):
            mention.end, mention.value_high = m.end("b"), parse_number(m.group("b"))
        yield mention


#: A bare decimal with no unit, sign or factor after it (a score's difference when a change of a score leads it).
_UNSIGNED_DECIMAL = re.compile(  # not the first of a list whose last member carries a unit: `by 2.12 and 2.87 percent`
    r"(?P<a>\d*\.\d+)(?:(?:\sto\s|--?|–)(?P<b>\d*\.\d+))?(?![\d%×x]|[.,]\d|\s?[%x×]|\s?\\)(?=[\s,;)]|\.(?:\s|$)|$)"
    r"(?!(?:,\s\d*\.?\d+)*,?\s(?:and|or|to)\s\d*\.?\d+\s?(?:%|percent|[x×]|times|fold))"
)  # `by 0.08 to 0.21`, `by 0.13-0.17`: a range of differences


@cache
def _score_change_before() -> re.Pattern[str]:
    """`improves F1 by `, `improves mAP on hard categories by up to `, `a ROUGE-L gain of `, `an improvement of `: a
    change of a score right before a figure (the score's name is checked apart)."""
    verb = rf"\b(?:{word_alternation('change_verb_stem')})\w*\s(?P<object>(?:[\w@.$-]+\s){{1,5}}?)by\s"
    member = r"(?:,\s(?:and\s)?|\sand\s)(?P<member>(?:[\w@.$-]+\s){1,2}?)by\s"  # `… and C-index by 0.014`
    noun = rf"(?P<named>(?:[\w@.$-]+\s){{0,2}})(?:{word_alternation('change_noun')})\sof\s"
    return re.compile(rf"(?:{verb}|{member}|{noun}){_qualifier_or_mean()}$")


@cache
def _score_change_end() -> re.Pattern[str]:
    """What every match of ``_score_change_before`` ends with (`by `/`of ` and a qualifier), of bounded width: a
    window that does not end so is not searched for the change (an unbounded search from each of its words)."""
    return end_pattern(rf"(?:by|of)\s{_qualifier_or_mean()}$")


def _names_score(phrase: str, classes: tuple[str, ...] = ("accuracy",)) -> bool:
    """Whether ``phrase`` names a score: a score head, or a lexicon head of one of ``classes`` (`F1`, `mAP on hard
    categories`, `ROUGE-L`, `pass rate`; not `latency`).

    >>> _names_score("mAP on hard categories "), _names_score("overall liking "), _names_score("error", ("error",))
    (True, False, True)
    """
    heads = metric_head_regex().findall(phrase.lower())
    return bool(_SCORE_NAME.search(phrase)) or any(metric_heads()[head].metric_class in classes for head in heads)


_SCORE_NAME = re.compile(rf"\b{_SCORE_HEAD}\b")
_SCORE_IN_AFTER = re.compile(rf"\s(?:in|on)\s(?:the\s)?{_SCORE_HEAD}\b")


def unsigned_difference(scan: Scan) -> Iterator[Mention]:
    """`improves F1 by 0.065`, `a ROUGE-L gain of 0.065`, `an improvement of 0.19 in mIoU`: a bare decimal that a
    change of a named score leads is that score's difference (no unit; a regression slope of an unscored quantity,
    `increases liking by 0.28`, is none).

    >>> [m.value for m in unsigned_difference(Scan.of("It improves F1 by 0.065; liking increases by 0.28."))]
    [0.065]
    >>> [m.value for m in unsigned_difference(Scan.of("It improves the F1 by 2.12 and 2.87 percent."))]
    []
    """
    for m in scan.at_decimal_numbers(_UNSIGNED_DECIMAL):
        window = max(0, m.start() - 80)
        if not search_end(_score_change_end(), scan.text[window : m.start()]):
            continue
        lead = _score_change_before().search(scan.text, window, m.start())
        if lead is None or (scan.text[m.end() : m.end() + 1] == " " and _unit_after(scan.text, m.end())):
            continue
        named = lead.group("object") or lead.group("member") or lead.group("named") or ""
        if _names_score(named) or _SCORE_IN_AFTER.match(scan.text, m.end()):
            mention = _score_mention(m.span("a"), m.group("a"), None, "score")
            if m.group("b"):
                mention.end, mention.value_high = m.end("b"), parse_number(m.group("b"))
            yield mention


def _unit_after(text: str, end: int) -> bool:
    """Whether the word after ``end`` (past one space) is a unit of the lexicon (`3.2 dBi`, `0.5 ms`)."""
    word = text[end + 1 :].split(" ", 1)[0].rstrip(",.;)")
    return word in units()


_POSSESSIVE_FIGURE = re.compile(rf"[A-Z][\w.-]*'s\s(?P<a>{NUM})(?![\d%×x]|[.,]\d|\s?[%x×])")


def possessive_figure(scan: Scan) -> Iterator[Mention]:
    """`DeepSeek-V3's 2,324`: a bare figure owned by a named system (linked to the claim before it)."""
    # its figure follows a space: a number start of ``scan``; `'` alone first, found by ``memchr`` in fewer instructions
    if not scan.starts or "'" not in scan.text or "'s " not in scan.text:
        return
    for m in _POSSESSIVE_FIGURE.finditer(scan.text):
        start, end = m.span("a")
        yield Mention("absolute", start, end, parse_number(m.group("a")), form="possessive_figure")


@cache
def _list_next(decimal: bool) -> re.Pattern[str]:
    """The next bare figure of a list after a score: `0.134 for Gemini 3 Pro, 0.149 for GPT-5`, `0.97 across A
    and 0.98`, `0.96 (IDH), 0.89`; after a decimal only a decimal, and never one a bare space joins to a name
    (`Gemini 2.5 Flash`)."""
    figure = r"\d*\.\d+" if decimal else NUM
    link = r"and\s|compared\s(?:to|with)\s|vs\.?\s|versus\s"
    return re.compile(
        rf"^(?:\s(?:{_SCORE_HEAD}|{_CAPITAL_HEAD}))?(?:\s(?:{word_alternation('score_list_preposition')})\s[\w.-]+(?:\s[\w.-]+){{0,2}}?)?(?:\s?\+/-\s?{NUM})?"
        rf"(?:\s\([A-Za-z][^()\d]{{0,30}}\))?"  # `0.96 (IDH), 0.89 (WHO grade)`: a label in brackets
        rf"(?:,\s(?:{link})?|\s(?:{link}))(?P<a>[-−]?{figure})(?![\d%×x]|[.,]\d)"  # `0.81 vs -0.18`: signed
    )


#: A bare decimal compared with the score after it: `(30.3 vs 31.4 PPL)`.
_VERSUS_BEFORE = re.compile(r"(?<![\w.])(?P<a>\d*\.\d+)\s(?:vs\.?|versus)\s$")


def score_lists(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`scores of 0.9472 on VBench-Long and 0.9668 on InterVBench`: the later bare figures of a list;
    `30.3 vs 31.4 PPL`: the figure compared before a score; `84.2, 90.5, and 85.5 mAP@0.5`: the decimals
    listed before it."""
    for m in found:
        if m.form != "score":
            continue
        if versus := _VERSUS_BEFORE.search(text, max(0, m.start - 24), m.start):
            yield _score_mention(versus.span("a"), versus.group("a"), m.metric, "score_list")
        for lead in _leading_figures(text, m.start, 0):  # `0.963, 0.972, and 0.936 AUC`
            if "." in lead.group("a") and not _in_head(text, lead.start("a")):
                yield _score_mention(lead.span("a"), lead.group("a"), m.metric, "score_list")
        end = m.end
        list_next = _list_next("." in text[m.start : m.end])
        while (nxt := list_next.match(text[end : end + 80])) is not None:
            start, stop = end + nxt.start("a"), end + nxt.end("a")
            if not _in_head(text, start):
                yield _score_mention((start, stop), nxt.group("a"), None, "score_list")
            end = stop


_SLASH_PAIR = re.compile(rf"{LEFT}(?P<a>{NUM})\s?/\s?(?P<b>{NUM})\s?%")  # not `1/8x`: a fraction
_SLASH_NEXT = re.compile(rf"\s?/\s?(?P<sign>\+)?(?P<a>{NUM})(?P<u>\s?%|[x×](?![A-Za-z0-9]))")


def slash_pair(scan: Scan) -> Iterator[Mention]:
    """`94.1/93.5%` (on A/B): two percentages with the sign written once, after the last."""
    if "/" not in scan.text:
        return
    for m in scan.at_numbers(_SLASH_PAIR):
        yield Mention(
            "percent_change", m.start("a"), m.end("a"), parse_number(m.group("a")), unit="%", form="percent_change"
        )
        yield Mention(
            "percent_change", m.start("b"), m.end(), parse_number(m.group("b")), unit="%", form="percent_change"
        )


@cache
def _slash_scores() -> re.Pattern[str]:
    """Two or more bare decimals joined by slashes, then an optional unit; not a version (`1.6/2.0.1`) nor
    figures whose `%`, `x` or points another detector reads."""
    decimal = r"\d*\.\d+(?![\d.])"
    return re.compile(
        rf"{decimal}(?:\s?/\s?{decimal})+(?!/|\s?(?:%|pp\b|points?\b|[x×](?![A-Za-z0-9])))(?:\s?{unit_regex()})?"
    )


#: What a slash tuple of scores follows: `of `, `: `, `= `, `(`.
_SLASH_LEAD = re.compile(r"(?:\bof\s|:\s?|=\s?|\()$")
_DECIMAL = re.compile(r"\d*\.\d+")


def slash_scores(scan: Scan) -> Iterator[Mention]:
    """`reaches 0.90/0.71/0.53 AUPRC`, `ROUGE-1/2/L of 61.10/55.77/59.44`, `(NRMSE: 0.11/0.12)`: a table row
    written with slashes after a result verb, `of`, a colon or a bracket is one figure per decimal.

    >>> [(m.value, m.unit) for m in slash_scores(Scan.of("It reaches 0.90/0.71 AUPRC and 59.8/40.7 mm (v 1.6/2.0.1)."))]
    [(0.9, ''), (0.71, '')]
    >>> [(m.value, m.unit) for m in slash_scores(Scan.of("Its errors (MPJPE: 59.8/40.7 mm) beat 0.4/0.5 of X."))]
    [(59.8, 'mm'), (40.7, 'mm')]
    """
    if "/" not in scan.text:
        return
    for m in scan.at_decimal_numbers(_slash_scores()):
        left = scan.text[max(0, m.start() - 40) : m.start()]
        if not (_SLASH_LEAD.search(left) or _verb_before().search(left)):
            continue
        unit, hint = _unit_of(m.group("unit")) if m.group("unit") else ("", None)
        for part in _DECIMAL.finditer(scan.text, m.start(), m.end()):
            if unit:
                value = parse_number(part.group())
                yield Mention("absolute", *part.span(), value, unit=unit, unit_class=hint, form="quantity")
            else:
                yield _score_mention(part.span(), part.group(), None, "slash_scores")


def slash_lists(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`4.1%/16.4%`, `2.19x/4.37x`: figures of one kind joined by slashes, each with its unit."""
    for m in found:
        if m.form not in ("speedup", "percent_change"):
            continue
        end = m.end
        while (nxt := _SLASH_NEXT.match(text, end)) is not None and (nxt.group("u").strip() == "%") == (m.unit == "%"):
            start = nxt.start("sign") if nxt.group("sign") else nxt.start("a")
            yield Mention(m.kind, start, nxt.end(), parse_number(nxt.group("a")), unit=m.unit, form=m.form)
            end = nxt.end()


#: `Llama2-7B (1.75)`, `SLMs (0.594 and 0.496)`: bare decimals alone in a bracket after a name.
_BRACKETED = re.compile(r"(?<=[\w)]\s)\((?P<a>\d*\.\d+(?:(?:,\s(?:and\s)?|\sand\s)\d*\.\d+)*)\)")
_SENTENCE_END = re.compile(r"[.;](?:\s|$)")


_BARE_FIGURE = re.compile(r"\d*\.?\d+")


def _after_bare_figure(text: str, start: int) -> bool:
    """Whether the bracket at ``start`` follows a bare figure, not the number that ends a name.

    >>> t = "scores were 3.43 (1.24), then Claude Sonnet 4.6 (3.30)"
    >>> _after_bare_figure(t, t.index("(1.24")), _after_bare_figure(t, t.index("(3.30"))
    (True, False)
    """
    before = text[max(0, start - 30) : start].split()
    if not before or not _BARE_FIGURE.fullmatch(before[-1]):
        return False
    return len(before) < 2 or not before[-2][:1].isupper()


def bracketed_scores(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`a loss of 1.68, below Llama2-7B (1.75) and Megalodon-7B (1.70)`: bare decimals in brackets after a
    name, later in the sentence of a score, are the figures of the same metric for those names."""
    for m in found:
        if m.form not in ("score", "score_list"):
            continue
        end = _SENTENCE_END.search(text, m.end)
        for b in _BRACKETED.finditer(text, m.end, end.start() if end else len(text)):
            if _after_bare_figure(text, b.start()):
                continue  # `3.43 (1.24)`: a bracket after a bare figure is its spread (a mean's SD), no name's figure
            for d in _LISTED_DECIMAL.finditer(text, b.start("a"), b.end("a")):
                yield _score_mention(d.span(), d.group(), m.metric, "bracketed_score")


#: `compared with 0.07, 65%, and 3.3/10 for X`: a list of figures after a word of comparison, up to its owner or
#: its clause's end (not `versus 3.1 kg`, `versus 0.10-0.15 reported`); only its bare decimals are read here.
_COMPARED_LIST = re.compile(
    r",?\s(?:compared\s(?:to|with)|versus|vs\.?)\s(?P<list>\d*\.?\d+(?:/\d+)?%?(?:(?:,\s(?:and\s)?|\sand\s)\d*\.?\d+(?:/\d+)?%?)*)"
    rf"(?=\s(?:{word_alternation('owner_preposition')})\s|[,;)]|\.(?!\d))"
)
_LISTED_DECIMAL = re.compile(r"(?<![\d.])\d*\.\d+(?![\d./%])")
_DECIMAL_FIGURE = re.compile(r"\d\.\d|\d%")


def compared_scores(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`an AUC of 0.81 and 0.73 on A and B, compared with 0.71 and 0.63 for X`: the bare decimals listed after a
    word of comparison, when the last figure before it is a unit-less level and no other figure stands between
    (not `0.83 agreement, while requiring only 11.89 calls per task compared with 28.00 for Y`).

    >>> text = "It reaches HR=4% and BLEU-4 0.41, compared with 65% and 0.07 for the VLM baseline."
    >>> [m.value for m in compared_scores(text, list(detect(text))) if m.form == "compared_score"]
    [0.07]
    """
    if "compar" not in text and "vs" not in text:
        return
    # every link starts one or two characters (`, `) before its word: tried there, not searched from every position
    for link in finditer_led(_COMPARED_LIST, ("compared", "versus", "vs"), text, lead=2):
        last = max((m for m in found if m.end <= link.start()), key=lambda m: m.end, default=None)
        if last is None or last.kind != "absolute" or last.unit or _DECIMAL_FIGURE.search(text, last.end, link.start()):
            continue
        if _SENTENCE_END.search(text, last.end, link.start()):
            continue
        for d in _LISTED_DECIMAL.finditer(text, link.start("list"), link.end("list")):
            yield _score_mention(d.span(), d.group(), None, "compared_score")


@cache
def _reference_figure() -> re.Pattern[str]:
    """A bare decimal that a reference names as its figure: `the FP16 baseline of 68.07`, `baseline 0.381`,
    `a full-context reference of 0.369`; not one with a unit (`a stereo baseline of 32.7 mm`)."""
    return re.compile(
        rf"\b(?:{word_alternation('reference_noun')})\s(?:of\s|=\s?)?(?P<a>\d*\.\d+)(?![\d.%x×]|\s?{unit_regex()})"
    )


def reference_scores(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`an average accuracy of 67.99, nearly identical to the FP16 baseline of 68.07`: a reference's bare decimal
    later in the sentence of a unit-less level is that reference's figure of the same kind.

    >>> text = "It reaches an F1 of 0.768, compared with a next-best baseline of 0.364."
    >>> [m.value for m in reference_scores(text, list(detect(text))) if m.form == "reference_score"]
    [0.364]
    """
    if "baseline" not in text and "reference" not in text:
        return
    for m in found:
        if m.kind != "absolute" or m.unit:
            continue
        end = _SENTENCE_END.search(text, m.end)
        for ref in _reference_figure().finditer(text, m.end, end.start() if end else len(text)):
            yield _score_mention(ref.span("a"), ref.group("a"), None, "reference_score")


@cache
def _scientific() -> re.Pattern[str]:
    """`8.4e-9`, `7.35× 10^-9` (normalized from TeX), `2.7x10^7 nodes/s`: a number in scientific notation."""
    power = r"(?:[eE](?P<e>[-−+]?\d{1,3})|\s?[×x]\s?10\^\{?(?P<t>[-−+]?\d{1,3})\}?)"
    return re.compile(
        rf"{LEFT}(?P<a>\d+(?:\.\d+)?){power}(?![\w^]|\.\d)(?:\s?{unit_regex()})?"
    )  # `8.4e-9.` ends a sentence


_STATISTIC_END = re.compile(r"(?:\b[pP]|\bp-values?)\s?(?:[=<>≈≤≥]|\\approx|of)?\s?$")


def _scientific_head(text: str, start: int) -> bool:
    """Whether a score head, or a lexicon metric and a link word or bound, ends right before ``start`` (not a
    p-value): `KL divergence below `, `MSE `, `the error is `."""
    if _STATISTIC_END.search(text, max(0, start - 12), start):
        return False
    before = text[max(0, start - 40) : start]
    bound = re.search(rf"\s(?:{qualifier_alternation()})\s$", before)
    return bool(
        _SCORE_BEFORE.search(before)
        or _metric_named_before(text, start)
        or (bound and list(metric_head_regex().finditer(before[: bound.start()].lower()[-30:])))
    )


def scientific(scan: Scan) -> Iterator[Mention]:
    """`KL divergence below 8.4e-9`, `MSE 7.35× 10^-9`, `2.7x10^7 nodes/s`: a figure in scientific notation after
    a metric (or with a unit); p-values and counts stay out.

    >>> [m.value for m in scientific(Scan.of("an error below 8.4e-9 (p = 2.5e-3) over 1.1e5 edges"))]
    [8.4e-09]
    """
    for m in scan.at_numbers(_scientific()):
        value = float(f"{m.group('a')}e{int((m.group('e') or m.group('t')).replace('−', '-'))}")  # 7.35e-09 exactly
        unit, hint = units()[m.group("unit")] if m.group("unit") else ("", None)
        if unit or _scientific_head(scan.text, m.start()):
            yield Mention("absolute", m.start(), m.end(), value, unit=unit, unit_class=hint, form="scientific")


#: Anchored on its literal bracket (the look-behind follows it), so a search skips to each `(`; not `3.89 (1.04)`.
_BRACKETED_FIGURE = re.compile(  # also after the owner's name in the bracket: `baseline (BioBERT, 0.378)`
    r"\((?<=[A-Za-z\d\]]\s\()(?:[A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*){0,2}(?:,|:)\s)?(?P<a>\d*\.\d+)(?=\)|;\s|,\s)"
)
_SENTENCE_START = re.compile(r"[.;!?]\s(?!.*[.;!?]\s)", re.DOTALL)
_NAME_ENDING_IN_DIGIT = re.compile(r"(?<!\S)[\w.+-]*[A-Za-z][\w.+-]*\d$")  # `SEAL-0`, `GPT-4.1`, `ADAS13`


@cache
def _compared() -> re.Pattern[str]:
    """A word of comparison or result in a sentence: `outperforms`, `than`, `versus`, `achieves`."""
    stems = rf"\b(?:{word_alternation('outperform_stem')})\w*"
    return re.compile(rf"{stems}|\b(?:{word_alternation('result_verb')})\b|\bthan\b|\bversus\b|\bvs\b", re.IGNORECASE)


def bracketed_figure(scan: Scan) -> Iterator[Mention]:
    """`22% lower than FluxRAG (0.65)`, `outperforms DINOv1 (0.867)`, `Ray (0.90; 95% CI ...)`, `the best baseline
    (BioBERT, 0.378)`: a bare decimal in brackets after a name (or after its owner's name in the bracket), in a
    sentence that compares or reports results, is that name's (or the system's) figure.

    >>> [m.value for m in bracketed_figure(Scan.of("Mean scores were 3.89 (1.04). Kestrel beats Ray (0.65)."))]
    [0.65]
    >>> [m.value for m in bracketed_figure(Scan.of("Kestrel beats GPT-4.1 (0.955) and SEAL-0 (0.867)."))]
    [0.955, 0.867]
    """
    if "(" not in scan.text:
        return
    for m in _BRACKETED_FIGURE.finditer(scan.text):
        if scan.text[m.start() - 2].isdigit() and not _NAME_ENDING_IN_DIGIT.search(scan.text, 0, m.start() - 1):
            continue  # `3.89 (1.04)`: a figure's spread, not a name's score (`SEAL-0 (56.4)`, `GPT-4.1 (0.955)` are)
        start = _SENTENCE_START.search(scan.text, 0, m.start())
        end = _SENTENCE_END.search(scan.text, m.end())
        sentence = scan.text[start.end() if start else 0 : end.start() if end else len(scan.text)]
        if _compared().search(sentence):
            yield _score_mention(m.span("a"), m.group("a"), None, "bracketed_score")


#: `(0.725 vs 0.689)`, led or not by a score name with a capital (`(DSC, 0.90 vs 0.83;`, `(PCC: 0.79 vs. 0.71;`,
#: `(nDCG@5 of 0.92 vs. 0.91)`), not by a one-letter statistic or a lowercase word (`(M = 11.5 vs`, `(mean 4.3 vs`).
_VERSUS_PAIR = re.compile(
    r"\((?:(?P<head>(?:[A-Za-z][\w@-]*[A-Z]|[A-Z][\w@-])[\w@-]*)(?::\s?|,\s|\s?=\s?|\s(?:of\s)?))?"
    r"(?P<a>\d+\.\d+)\s(?:vs\.?|versus)\s(?P<b>\d+\.\d+)(?=\)|[;,]\s)"
)


def versus_pair(scan: Scan) -> Iterator[Mention]:
    """`beats Ray (0.725 vs. 0.689)`: a bracketed pair of bare decimals compared with `vs` is two figures, the
    system's and the compared one's (not `(7 vs. 0 accepted improvements)`, counts, nor `(r = 0.4 vs 0.3)`).

    >>> [m.value for m in versus_pair(Scan.of("Kestrel beats Ray (0.725 vs 0.689) in (7 vs. 0 runs)."))]
    [0.725, 0.689]
    >>> [(m.value, m.metric) for m in versus_pair(Scan.of("It wins (DSC, 0.91 vs 0.83; P < .01), (mean 4.3 vs 3.5)."))]
    [(0.91, 'dsc'), (0.83, 'dsc')]
    >>> [m.value for m in versus_pair(Scan.of("It reaches an adherence of 0.74 versus 0.48 under static grouping."))]
    [0.74, 0.48]
    """
    if "vs" not in scan.text and "versus" not in scan.text:
        return
    for m in _VERSUS_PAIR.finditer(scan.text):
        metric = _score_metric(m.group("head")) if m.group("head") else None  # `(DSC, 0.90 vs 0.83;`: the DSC
        for group in "ab":
            yield _score_mention(m.span(group), m.group(group), metric, "versus_pair")
    for m in scan.at_decimals(_OPEN_VERSUS_PAIR):  # not searched from every position: it opens with look-behinds
        for group in "ab":
            yield _score_mention(m.span(group), m.group(group), None, "versus_pair")


#: `adherence of 0.74 versus 0.48 under static grouping`, `reducing deviation to 0.63 versus 0.91 for X`: a pair
#: of bare decimals after `of`, `to` or a name's `=` (not a statistic's: `(M = 11.5 vs. 60.5)`) and before the
#: compared one's owner or the clause's end.
_OPEN_VERSUS_PAIR = re.compile(
    r"(?:(?<=[a-z]\sof\s)|(?<=[a-z]\sto\s)|(?<=[A-Za-z]{2}\s=\s)|(?<=[A-Za-z]{2}=))(?P<a>\d*\.\d+)\s(?:vs\.?|versus)\s(?P<b>\d*\.\d+)"
    rf"(?=\s(?:{word_alternation('owner_preposition')}|under)\s|[,;)]|\.(?!\d))"
)


_SCALE_SCORE = re.compile(  # `4.80/5`, `3.80-4.72/5`, `81.7/100`; not `4.6/5.0 points`, `Qwen-2.5/3`, `α=0.05/18`
    rf"(?<![-=+])(?<!=\s)(?P<a>\d*\.\d+)(?:(?:--|{DASH})(?P<b>\d*\.\d+))?\s?/\s?(?P<d>[1-9]\d*)(?:\.0+)?(?![\d/%]|[.,]\d|\s?p(?:p\b|oints?\b)|\\%)"
)


def scale_score(scan: Scan) -> Iterator[Mention]:
    """`a mean adequacy of 3.74/5`, `scores 4.0-4.5/5`: a rating on a scale out of a whole number, below it.

    >>> [(m.value, m.value_high) for m in scale_score(Scan.of("It scores 3.74/5 and 4.0-4.5/5, Qwen 2.5/3 and 1.5/1."))]
    [(3.74, None), (4.0, 4.5)]
    """
    if "/" not in scan.text:
        return
    for m in scan.at_decimal_numbers(_SCALE_SCORE):
        high = float(m.group("b") or m.group("a"))
        if high <= float(m.group("d")) and not _NAME_BEFORE.search(scan.text, max(0, m.start() - 30), m.start()):
            mention = _score_mention(m.span(), m.group("a"), None, "scale_score")
            mention.value_high = parse_number(m.group("b")) if m.group("b") else None
            yield mention


_QUANTITY_VERSUS = re.compile(rf"(?<![\w.,])(?P<a>{NUM})\s?(?:vs\.?|versus)\s$")


def quantity_versus(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`(1,130 vs 1,038 us)`, `(290 vs. 503 minutes)`: the bare figure compared before a quantity shares its unit."""
    for m in found:
        if m.form == "quantity" and (lead := _QUANTITY_VERSUS.search(text, max(0, m.start - 24), m.start)):
            value = parse_number(lead.group("a"))
            yield Mention("absolute", *lead.span("a"), value, unit=m.unit, unit_class=m.unit_class, form="quantity")


#: The last bare figure of a list, joined by `and`/`or` to the figure after it: `256, and | 512 GOPS`.
_LIST_MEMBER = rf"(?<![^\s(])(?P<a>{NUM})(?:(?:--|-|–)(?P<b>{NUM}))?"  # `1438-1675, and 4065 GOPS/W`: a range too
_LIST_LAST = re.compile(rf"{_LIST_MEMBER},?\s(?:and|or)\s$")
_LIST_LAST_END = re.compile(r"\s(?:and|or)\s$")  # what it ends with, five characters at most
#: An earlier bare figure of the list, joined by a comma: `64, | 256, and 512 GOPS`.
_LIST_EARLIER = re.compile(rf"{_LIST_MEMBER},\s$")


def listed_figures(text: str, found: list[Mention]) -> Iterator[Mention]:
    """`64, 256, and 512 GOPS`, `by 20 and 35%`, `over 4 and 1.7 times`: the bare figures listed before a figure
    whose unit is written once, at the list's end, share that unit (a list ends in `and`/`or`: not `In 2023, 40%`)."""
    for m in found:
        if m.form not in _LISTED_FORMS or m.value_high is not None:
            continue
        lead = (
            _LIST_LAST.search(text, max(0, m.start - 24), m.start)
            if _LIST_LAST_END.search(text, max(0, m.start - 5), m.start)
            else None
        )
        if lead is None or not _plain_figure(text, m):  # most figures end no list: the cheap test first
            continue
        leads: list[re.Match[str]] = []
        while lead is not None:
            leads.insert(0, lead)
            lead = _LIST_EARLIER.search(text, max(0, lead.start() - 24), lead.start())
        if leads and _list_opens(text, leads[0].start()) and not any(_year(lead.group("a")) for lead in leads):
            for lead in leads:
                high = lead.group("b")
                yield Mention(
                    m.kind, lead.start("a"), lead.end("b" if high else "a"), parse_number(lead.group("a")),
                    parse_number(high) if high else None, unit=m.unit, unit_class=m.unit_class, form=m.form,
                )  # fmt: skip


_LISTED_FORMS = frozenset({"quantity", "percent_change", "speedup"})


@cache
def _list_opener() -> re.Pattern[str]:
    """A lowercase word or a bracket right before a list's first figure, not an index noun or `out of`."""
    return re.compile(rf"(?:(?<![\w-])(?<!out\s)(?!(?:{word_alternation('index_noun')})\s)[a-z]+\s|\()$")


def _list_opens(text: str, start: int) -> bool:
    """Whether the list of figures at ``start`` opens after a lowercase word or a bracket: not after a name
    (`on AIME 2024 and 85.6%`, `for Opus 4.6, and 0%`), an index noun (`level 1 and 90%`) or another figure
    with its own unit (`33.27%, 0.2223, and 33.64%`).

    >>> [_list_opens(t, len(t)) for t in ("a throughput of ", "(", "on AIME ", "at level ", "8.1 out of ", "%, ")]
    [True, True, False, False, False, False]
    """
    return _list_opener().search(text, max(0, start - 24), start) is not None


def _year(numeral: str) -> bool:
    """Whether a bare figure reads as a year: `by 2028, and 25 minutes`.

    >>> [_year(n) for n in ("2028", "1999", "603", "2024.5")]
    [True, True, False, False]
    """
    return len(numeral) == 4 and numeral[:2] in ("19", "20")


def _plain_figure(text: str, m: Mention) -> bool:
    """Whether mention ``m`` opens with its value as written, with no scale word (`5M tokens`) to share."""
    figure = re.match(NUM, text[m.start : m.end])
    return figure is not None and parse_number(figure.group()) == m.value


DETECTORS: tuple[Detector, ...] = (
    named_hardware,
    generic_hardware,
    scientific,
    from_to,
    plus_minus,
    speedup_range,
    percent_range,
    currency,
    compound_duration,
    quantity,
    modified_rate,
    speedup,
    points,
    point_adjective,
    word_points,
    slash_pair,
    fraction,
    percent,
    multiplier_words,
    magnitude,
    power_factor,
    half_and_double,
    zero_result,
    word_duration,
    scale_score,
    slash_scores,
    score_range,
    score,
    defined_score,
    benchmark_figure,
    named_score,
    signed_figure,
    unsigned_difference,
    possessive_figure,
    bracketed_figure,
    versus_pair,
    verb_score,
)


#: The detectors that find figures only at number starts (each yields from ``Scan.at_numbers`` or a walk of
#: ``Scan.starts``, and from nothing else): a text without a number start, some four in ten abstracts, runs only
#: the others (words, hardware names, signs and brackets), not their needle tests and set-up.
NUMBER_LED_DETECTORS: frozenset[Detector] = frozenset(
    {from_to, plus_minus, speedup_range, percent_range, compound_duration, quantity, modified_rate, points}
    | {point_adjective}
    | {slash_pair, fraction, percent, scale_score, slash_scores, score_range, score, defined_score}
    | {benchmark_figure, named_score, unsigned_difference, possessive_figure, verb_score}
)
WORD_LED_DETECTORS: tuple[Detector, ...] = tuple(
    detector for detector in DETECTORS if detector not in NUMBER_LED_DETECTORS
)


def detect(text: str) -> list[Mention]:
    """All mentions of ``text`` found by ``DETECTORS``, earlier rules winning overlaps, sorted by start."""
    kept: list[Mention] = []
    taken = bytearray(len(text))  # characters already in a kept mention: overlap checks in O(span)
    scan = Scan.of(text)
    for detector in DETECTORS if scan.starts else WORD_LED_DETECTORS:
        for mention in detector(scan):
            _keep(mention, kept, taken)
    for follow in (
        score_lists,
        bracketed_scores,
        compared_scores,
        reference_scores,
        slash_lists,
        quantity_versus,
        listed_figures,
    ):
        for mention in follow(text, list(kept)):
            _keep(mention, kept, taken)
    return sorted(kept, key=lambda m: (m.start, m.end))


def _keep(mention: Mention, kept: list[Mention], taken: bytearray) -> None:
    """Keep ``mention`` unless one of its characters is already taken."""
    if not any(taken[mention.start : mention.end]):
        taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
        kept.append(mention)

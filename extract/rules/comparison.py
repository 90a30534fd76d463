"""Slot ``comparison``: what each number is compared against (``baselines``), and whose it is (``subject``).

A baseline phrase is a cue (`over`, `than`, `compared to`, `relative to`, `against`, `versus`,
`outperforms`) and the names after it, split at `and` and commas. Its scope depends on its place:
right after a number it binds that number; between two numbers it binds the next one; after a
comma, at the start of the sentence or as `outperforming X` it holds for the whole sentence.
A figure owned by a named system (`21% by X`, `GPT-5 (77.83%)`) has that system as subject.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from benchclaims.lexicon import (
    cue_regex,
    metric_head_regex,
    metric_heads,
    qualifier_alternation,
    word_alternation,
    words,
)
from benchclaims.rules.context import Sentence, improved_system
from benchclaims.rules.engine import Slot, View, rule
from benchclaims.rules.kind import ACHIEVES, CLAIM_KINDS, share_of
from benchclaims.rules.model import Mention
from benchclaims.rules.patterns import P_VALUE_CLOSE
from benchclaims.rules.scan import ASCII_CASE_TWIN, end_pattern, search_end

_STOP_WORDS = words("stop")
_VERB = cue_regex("verb")  # the verb cues (cues.tsv), bound once

CUE = re.compile(
    rf"""(?<![\w-])(?P<cue>
        over | than | against | versus | vs\.?
      | compar(?:ed|ing)\s(?:to|with) | (?:in|for)\scomparison\s(?:to|with) | relative\sto
      | compar(?:es|ed|ing)\sfavou?rabl[ey]\s(?:to|with)  # `against` is a cue of its own
      | with\srespect\sto | w\.r\.t\.? | in\scontrast\sto
      | competitive\swith | comparable\sto | (?:on\spar|parity)\swith  # a level on a par with a baseline
      | (?:(?<=nearly\s)|(?<=almost\s)|(?<=virtually\s))identical\sto  # not `bit-identical to the wheels`
      | within\s(?:the\s)?(?:measurement\s|statistical\s|run-to-run\s|seed\s)?noise\sof  # a level on a par
      | outperform(?:s|ing|ed)? | surpass(?:es|ing|ed)? | beat(?:s|ing)? | exceed(?:s|ing|ed)?
      | edg(?:es|ed|ing) | improv(?:es|ed|ing)\s(?:on|upon)               # edges X by 0.9%
      | improv(?:es|ed|ing)(?=\s(?:the|an?|its|our)\s(?:[\w-]+\s){{0,3}}?baselines?\s(?:by|with)\s)  # the baseline by
      | trail(?:s|ed|ing)? | underperform(?:s|ed|ing)? | (?:lag(?:g?(?:ed|ing)|s)?|fall(?:s|ing)?|fell)\sbehind
      | over\sthe\sbaseline\sof
      | match(?:es|ing|ed)?\s(?:the\s)?(?:[\w-]+\s)??(?:{word_alternation("match_noun")})\sof  # the accuracy of X
      | match(?:es|ing)?(?=\s(?!(?:or|and|by)\s)(?:[\w.+'-]+\s){{1,5}}(?:while|with)\s)  # matches X('s recall) while
      | agreement\swith(?=\s(?:[\w.+'-]+\s){{1,6}}while\s)                  # in agreement with X while being 3x faster
      # similar accuracy to X, comparable performance to X (not `with`: `similar quality with 3x less data`)
      | (?:{word_alternation("parity_adjective")})\s(?:[\w-]+\s)??(?:{word_alternation("match_noun")})\sto
      | as\s(?!well\b|much\b|many\b|long\b|soon\b|far\b)[a-z]+\sas     # twice as fast as X
      | above | below | behind                                   # only right after a figure: 34% above X
    )\s+""",
    re.IGNORECASE | re.VERBOSE,
)
#: ``CUE`` with no case folding, for a lowercase ASCII text: each of its thirty alternatives is then skipped at
#: its first letter, not tried by folding every character (every letter of the pattern is lowercase).
_CUE_LOWER = re.compile(CUE.pattern, CUE.flags & ~re.IGNORECASE)


def cues_in(body: str) -> Iterator[re.Match[str]]:
    r"""``CUE.finditer(body)``. A body is searched in lowercase by ``_CUE_LOWER`` (the same places, each the same span),
    its characters other than ASCII written as ASCII stand-ins first (``_ascii_stand_in``), and each match is then
    made in ``body`` where it starts, so its cue reads as written (`Compared`); a body holding a character that folds
    to an ASCII letter is searched in full.

    >>> [m.group("cue") for m in cues_in("Compared to Orca, it is 2x faster THAN Wren.")]
    ['Compared to', 'THAN']
    >>> [m.group("cue") for m in cues_in("Compared to Orca\u2014it is 2\u00d7 faster THAN Wren.")]
    ['Compared to', 'THAN']
    """
    if body.isascii():
        lower = body.lower()
    elif ASCII_CASE_TWIN.search(body):
        yield from CUE.finditer(body)
        return
    else:
        lower = _NOT_ASCII.sub(_ascii_stand_in, body).lower()
    for low in _CUE_LOWER.finditer(lower):
        if cue := CUE.match(body, low.start()):
            yield cue


_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def _ascii_stand_in(char: re.Match[str]) -> str:
    r"""An ASCII character that every test of ``CUE`` (all of whose letters are ASCII) makes as of ``char``, a
    character other than ASCII that folds to no ASCII letter: a word character (`_`, in no literal of the pattern), a
    space (a vertical tab) or neither (NUL); the text keeps its length, so each place found is the body's own.

    >>> [_NOT_ASCII.sub(_ascii_stand_in, t) for t in ("\u00e9t\u00e9", "a\u2009b", "2\u00d7")]
    ['_t_', 'a\x0bb', '2\x00']
    """
    c = char.group()
    return "_" if c.isalnum() else "\x0b" if c.isspace() else "\x00"


#: a word every CUE match holds (lowercased), and the pattern at that word a match needs; in cue order
#: of how often a sentence holds them, so the common case leaves at the first
_CUE_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (word, re.compile(pattern))
    for word, pattern in (
        ("than", r"than\s"),
        ("over", r"over\s"),
        ("compar", r"compar(?:(?:ed|ing)\s(?:to|with)|ison\s(?:to|with)|able\sto|able\s[\w\s-]+\sto)\s"),
        ("favo", r"compar(?:es|ed|ing)\sfavou?rabl"),
        ("outperform", r"outperform(?:s|ing|ed)?\s"),
        ("surpass", r"surpass(?:es|ing|ed)?\s"),
        ("exceed", r"exceed(?:s|ing|ed)?\s"),
        ("against", r"against\s"),
        ("vs", r"vs\.?\s"),
        ("versus", r"versus\s"),
        ("relative", r"relative\sto\s"),
        ("respect", r"respect\sto\s"),
        ("w.r.t", r"w\.r\.t\.?\s"),
        ("contrast", r"contrast\sto\s"),
        ("competitive", r"competitive\s(?:with|[\w\s-]+\sto)\s"),
        ("similar", r"similar\s[\w\s-]+\sto\s"),
        ("equivalent", r"equivalent\s[\w\s-]+\sto\s"),
        ("par", r"par(?:ity)?\swith\s"),
        ("identical", r"identical\sto\s"),
        ("noise", r"within\s(?:the\s)?(?:measurement\s|statistical\s|run-to-run\s|seed\s)?noise\sof\s"),
        ("beat", r"beat(?:s|ing)?\s"),
        ("edg", r"edg(?:es|ed|ing)\s"),
        ("improv", r"improv(?:es|ed|ing)\s"),
        ("trail", r"trail(?:s|ed|ing)?\s"),
        ("underperform", r"underperform(?:s|ed|ing)?\s"),
        ("behind", r"behind\s"),
        ("match", r"match(?:es|ing|ed)?\s"),
        ("agreement", r"agreement\swith\s"),
        ("as", r"as\s[a-z]+\sas\s"),
        ("above", r"above\s"),
        ("below", r"below\s"),
    )
)


def may_hold_cue(body: str) -> bool:
    """False only when CUE cannot match ``body``: it holds none of CUE's words with the pattern a match
    needs there, in lowercase (a text holding a character that folds to an ASCII letter is searched in full).

    >>> may_hold_cue("we reach 3.1x the throughput"), may_hold_cue("3.1x faster THAN Orca")
    (False, True)
    """
    if not body.isascii() and ASCII_CASE_TWIN.search(body):
        return True
    low = body.lower()
    for word, found in _CUE_WORDS:  # noqa: SIM110 -- a loop, not ``any`` over a generator: most texts try every word
        if word in low and found.search(low) is not None:
            return True
    return False


_NOT_BASELINE_CUE = re.compile(
    r"\b(?:rather|other)\s$|(?<!,\s)\ball\s$|"  # `all over the world`, not `…, all compared to X`
    rf"(?<![\w-])(?:(?<!on\s)average|{word_alternation('not_baseline_word')})\s$",  # not the `up` of `speed-up over`
    re.IGNORECASE,
)
_NOT_AGAINST = re.compile(rf"\b(?:{word_alternation('not_against_word')})\s$", re.IGNORECASE)  # `robust against`
_LEVEL_EXCEEDED = re.compile(r"(?P<np>(?:[\w@.-]+\s){0,4}?[\w@.-]+)\sof\s[~≈$]?\d")
_MEASURE_EXCEEDED = re.compile(r"\s?(?P<np>(?:[a-z][\w-]*\s){0,3}[a-z][\w-]*)(?=[,.;]|$)")  # `decoding accuracy.`


def _level_exceeded(rest: str) -> bool:
    """Whether `exceed(s)` passes a level (`exceeds an AUROC of 0.96`) or a bare measure (`maintaining or exceeding
    decoding accuracy.`), not a system.

    >>> _level_exceeded("an AUROC of 0.96"), _level_exceeded("decoding accuracy."), _level_exceeded("Orca.")
    (True, True, False)
    """
    found = _LEVEL_EXCEEDED.match(rest) or _MEASURE_EXCEEDED.match(rest)
    return found is not None and level_name(found.group("np"))


def level_name(np: str) -> bool:
    """Whether the phrase `exceed(s)` passes before `of <number>` names a level of a metric, not a system: `an
    AUROC`, `a creativity score`; not `the two-model baseline` nor `their FP16 references`.

    >>> level_name("an AUROC"), level_name("the two-model baseline"), level_name("their FP16 references")
    (True, False, False)
    """
    head = np.rsplit(" ", 1)[-1].lower()
    metric = head in metric_heads() or head in {w.lower() for w in words("score_head")}
    other = _COMPETITOR.search(np) or words("reference_level_word") & set(np.lower().split())
    return metric and not other


_NP_STOP = re.compile(
    rf"\s(?:{word_alternation('np_stop_word')}|achiev\w*|and\s(?:a|an|achiev\w*|reduc\w*|improv\w*|"
    r"lower\w*|boost\w*|increas\w*|maintain\w*|sav\w*|cut\w*|up\sto|[a-z]+ing\b|[a-z]+[^\Wus]s\s(?=[a-z])))\b(?!-)|"
    r"-(?=(?:while|whereas)\s)|\.(?!\w)|[;:()\[\]]|\s\d+(?:[.,]\d+)*[x×X%]|\s\d+(?:[.,]\d+)+(?:\s|$)|(?<![A-Z]{2})\s(?!(?:19|20)\d\d\s[A-Z][A-Za-z])\d+(?:\s|$)|\sof\s[+\-−]\d|'s\s[+\-]?\d[\d.,]*(?:[%x×KMB]|-\d|(?![\w/-]))|\s~|\s-\s|\s?(?:—|--)|\s[a-z]+ed\s(?=by\b|with\b|through\b)|"
    r",(?!\s(?:and|or)\s(?:[A-Z]|\d+[A-Za-z]{0,2}-[A-Za-z])|\s[A-Z][\w.+-]*(?:\s[A-Z\d][\w.+-]*){0,3}(?:,|\s(?:and|or)\s[A-Z])|\s[A-Z][\w.+-]*(?:[.;)]|$)"
    r"|\s[a-z][\w.+]*-[\w.+-]+,\s(?:and\s|or\s)?[A-Za-z]"  # `than cranelift-fuzzgen, wasm-smith, and WASMaker`
    rf"|\s(?:and|or)\s(?:(?:{word_alternation('name_determiner')})\s)?(?:(?!(?:{word_alternation('stop')})\s)[a-z][\w-]*\s){{0,3}}"
    rf"(?:{word_alternation('best_thing')})s?\b)|$"
)
_RESPECTIVELY_LATER = re.compile(r"^[^;]*\brespectively\b")
#: a description, then its Name (`the state-of-the-art Linux solution, TPP`); not a measure of a name (`the
#: few-shot performance of GPT-4o-mini, Gemini-2.0-Flash`: a list)
_APPOSITIVE = re.compile(r"(?:the\s|a\s|an\s)?[a-z][^,\s]*\s(?:(?!of\s[A-Z])[^,])+,\s(?P<name>[A-Z][\w.+-]*)$")
_LEAD_IN = re.compile(  # `than always using B`, `compared to solely using B`
    rf"(?:always\s|simply\s|just\s|directly\s|solely\s|only\s|merely\s)?(?:{word_alternation('lead_in_verb')})\s"
)
_BARE_NOUN = re.compile(r"[a-z]+")  # one lowercase word names no system: `including models with X`
_SUCH_AS = re.compile(
    rf"(?P<head>(?:(?!\s(?:{word_alternation('setting_preposition')})\s)[^,;.()]){{0,60}}?)\s(?:such\sas|like|e\.g\.,?|"
    r"including)\s"
)  # `baselines such as A`, not `the best method on tasks such as A` (those are settings)
#: After a baseline phrase that ends its clause: a setting (`on X`) and maybe a second one after a comma
#: with no figure (`, at sub-millisecond routing cost`), then the sentence's end or a `while`/`without` clause.
_TRAILING = re.compile(
    rf"^\s*(?:(?:{word_alternation('setting_preposition')})\s[^,;]{{1,40}}?)?"
    rf"(?:,\s(?:{word_alternation('setting_preposition')})\s[^,;\d]{{1,60}}?)?"
    rf"(?:[.!?]|,\s*(?:{word_alternation('trailing_conjunction')}|{word_alternation('trailing_gerund')}|all\swhile)\b.*)?\s*$"
)
_SPLIT = re.compile(r",\s*(?:and\s|or\s)?|(?<!-)\s(?:and|or|&)\s")  # not `CNN- and transformer-based baselines`
_DETERMINER = re.compile(rf"^(?:{word_alternation('name_determiner')})\s(?:of\s(?:the\s)?)?", re.IGNORECASE)
_DEMONSTRATIVE = re.compile(rf"^(?:{word_alternation('demonstrative')})\s(?:of\s(?:the\s)?)?", re.IGNORECASE)
_ANAPHOR = re.compile(rf"(?:{word_alternation('demonstrative')})(?:\s[\w-]+)?", re.IGNORECASE)  # `this bound`
#: A name that opens with digits glued to letters by a hyphen or a letter: `3D-CNN`, `671B-scale models`,
#: `2-row activation`; not a figure, a fold or a span (`2-fold`, `3-year`); or with a model's size before the noun of
#: a model or a baseline (`the 8B model`, `a 235B base model`, `32B models`), not a count (`over 1M tokens`).
_DIGIT_NAME = (
    rf"(?:\d+[A-Za-z]{{0,2}}-(?!(?:{word_alternation('not_digit_name')})\b)[A-Za-z]"
    rf"|\d+(?:\.\d+)?[BM]\s(?=(?:[\w-]+\s){{0,2}}?(?:model|baseline)s?\b)"
    rf"|\d+(?:\.\d+)?\s?[KMGT]B\s(?=(?:(?!of\s)[\w-]+\s){{1,2}}?[A-Z])"  # `1 TB distributed-DRAM Mooncake`
    r"|\d+[A-Z][A-Z\d]*[A-Z]\b(?<![KMGT]B)"  # `1F1B`, `3DGS`, `3GPP`: two capitals (not `8GB`, `3D`, `235B`)
    r"|(?:19|20)\d\d\s(?=[A-Z][A-Za-z]))"  # `the 2024 CHAIMELEON challenge winners`: a year that opens a name
)
_NOT_A_NAME = re.compile(
    rf"^(?:{word_alternation('not_a_name_lead')}|{word_alternation('fraction_word')}|(?:[a-z]+ly\s|(?!(?:{word_alternation('competitor_word')})\s)[a-z][a-z-]*\s)?(?:{word_alternation('ideal_word')}))(?![\w-])|"
    rf"^(?!{_DIGIT_NAME})[\d+~<>±-]|^[^\s=≥≤]+[=≥≤][-+−~]?[\d.,%]*$|"  # not `±0.6`, `ν=-0.76`, `ρ≥`: a figure, a bound
    rf"^(?:(?:one|an?|{word_alternation('count_word')})\s)?(?:{word_alternation('magnitude_word')})\b|"  # `one billion`
    rf"^(?:\d+|{word_alternation('count_word')})\s(?:[\w-]+\s){{0,2}}(?:{word_alternation('setting_count_noun')})$|"
    rf"^(?-i:(?:(?:a\s)?[a-z\d_-]+\s){{0,2}}(?:{word_alternation('repeat_noun')}))$",  # not `FP64 runs`, `SEED`
    re.IGNORECASE,
)
_OUTPERFORMING = re.compile(rf"(?:{word_alternation('outperform_participle')})\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(rf";|,\s(?:{word_alternation('contrast_conjunction')})\b")
#: As ``_CLAUSE_BREAK`` but not `, while increasing X`: a participle whose subject goes on, as for a change it names.
_FINITE_CLAUSE_BREAK = re.compile(rf";|,\s(?:{word_alternation('contrast_conjunction')})\b(?!\s[a-z]+ing\b)")
_FINITE_CONTRAST = re.compile(rf",\s(?:{word_alternation('contrast_conjunction')})\b(?!\s[a-z]+ing\b)")
#: `of X`, or past a noun of a gap (`within 2-3% deviation from X`, `a 0.2% top-1 difference from X`).
_OF_NAME = re.compile(
    rf"^\s?(?:of|(?:[\w-]+\s){{0,3}}?(?:{word_alternation('within_gap_noun')})\s(?:of|from))\s(?:the\s)?"
    rf"(?P<np>(?:[^,.;()]|\.(?=\d))+?)(?=[,;()]|\.(?!\d)|\s(?:{word_alternation('of_name_end')}|up\sto)\s|$)"
)
_OWNER_IN_PARENS = re.compile(r"^\s?\(([A-Z][\w.-]*(?:-[\w.]+)*(?:\s[A-Z0-9][\w.-]*){0,2})\)")
COMPARED_FIGURE = re.compile(
    rf"\b(?:compared\s(?:to|with)|versus|vs\.?|against)\s?(?:the\s)?(?:only\s|just\s)?(?:(?:{qualifier_alternation()})\s?)?$"
)
_OWNER_FIRST_IN_PARENS = re.compile(r"\(([A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*){0,2}),\s$")  # not `(Dice: 84%)`


def _right_after_phrase(s: Sentence, bracket: int) -> bool:
    """Whether the bracket opening at ``bracket`` follows a baseline phrase right away (`the best baseline (`)."""
    return any(p.end in (bracket, bracket - 1) for p in phrases_of(s))


_PAREN_OWNER = re.compile(r"(?<![\w.-])([A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*)\s\($")
#: What every match of ``_PAREN_OWNER`` ends with: the last word of its name, led by a capital or a digit (the engine
#: skips to those; ``_PAREN_OWNER``, led by a look-behind, is tried at every place of a left window).
_PAREN_OWNER_END = re.compile(r"[A-Z0-9][\w.-]*\s\($")
_LABEL_IN_PARENS = re.compile(r"(?<=\()[A-Za-z][\w-]*\s?=\s?$")  # `BioBERT (F1=`: the label of the owner's figure
_ACHIEVED_BY = re.compile(  # `achieved by STORM`, `achieved by human experts` (not `by our method`)
    rf"^\s(?:{word_alternation('owner_participle')})\sby\s(?:([A-Z][\w.-]*(?:\s[A-Z0-9][\w.-]*)*)"
    rf"|(?:the\s|an?\s)?((?!(?:{word_alternation('own_determiner')})\b)[a-z][\w-]*(?:\s[a-z][\w-]*){{0,3}}?)"
    rf"(?=[,.;)]|\s(?:{word_alternation('setting_preposition')})\b|$))"
)
FIGURE_OWNER = re.compile(  # a version's dot stays inside the name: `for SD v1.4`
    rf"^\s(?:[a-z]+ed\s)?(?:{word_alternation('owner_preposition')})\s((?:the\s)?(?:[^,.;()]|(?<=\d)\.(?=\d))+?)(?=[,;()]|\.(?!\d)|\s[-—]\s|\s(?:{word_alternation('owner_end')})\s|$)"
)


@dataclass(frozen=True)
class Phrase:
    """A baseline phrase: its offsets in the document, its names and its scope."""

    start: int
    end: int
    names: tuple[str, ...]
    scope: str  # "forward" (outperforms X by), "sentence", "trailing" or "local"
    respectively: bool


@dataclass(frozen=True)
class Comparison:
    """A comparison decision: the baselines and, for a figure of another system, its subject."""

    baselines: tuple[str, ...]
    subject: str | None = None


#: A comparative that opens a name as its modifier: `a larger general-purpose baseline`, `the much faster Orca`.
_ATTRIBUTIVE = re.compile(  # `a larger model`, `the more recent Tagore`
    rf"^(?:(?:{word_alternation('name_determiner')})\s)?(?:much\s|even\s|far\s)?(?:[a-z]+er|more\s(?!than\b)[a-z]+)\s(?=\S)"
)
_PARTICIPLE_BEFORE_NAME = re.compile(r"\b[a-z]+ed\s(?=[A-Z])")  # `the condition-applied enhanced LMA-QAOA`


def _clause_verb(part: str) -> bool:
    """True when ``part`` holds a verb or comparative of change (`KREX delivers`), not only a noun of
    one inside a name (`Top-K gradient compression`) or a comparative that modifies it (`a larger model`), or
    opens with a verb of use (`… than CPU and uses 6.5x more energy`).

    >>> _clause_verb("KREX delivers"), _clause_verb("a larger general-purpose baseline"), _clause_verb("require just")
    (True, False, True)
    >>> _clause_verb("the stop-applied enhanced LMA-QAOA"), _clause_verb("Orca reduced"), _clause_verb("the more new X")
    (False, True, False)
    """
    lower = part.lower()
    if lower.split(" ", 1)[0] in words("use_verb"):
        return True
    found = _VERB.findall(_ATTRIBUTIVE.sub("", _PARTICIPLE_BEFORE_NAME.sub("", part).lower()))
    return any(not w.endswith(("ion", "ions", "ment", "ments")) for w in found)


_NAME_BEFORE_CLAUSE = re.compile(r"([A-Z][\w.+-]*(?:\s[A-Z\d][\w.+-]*)*)\s[a-z]")


_CLAUSE_OBJECT = re.compile(rf"\w+ing\s(?:{word_alternation('clause_object_determiner')})\b")
_TRAILING_LINK = re.compile(rf"\s(?:and|or|of|{word_alternation('degree_adverb')})$")  # `surpasses X significantly`
_TRAILING_FIGURE = re.compile(r"\s(?:(?P<link>of|=)\s?)?(?P<fig>\d*\.\d+)$")


def _without_figure(part: str) -> str:
    """``part`` without a figure that closes it after `of`/`=`, a lowercase word, or below one: the figure of the
    name, not part of it (a version after a name stays).

    >>> _without_figure("the FP16 baseline of 68.07"), _without_figure("PLSA 0.37"), _without_figure("Llama 3.2")
    ('the FP16 baseline', 'PLSA', 'Llama 3.2')
    """
    found = _TRAILING_FIGURE.search(part)
    if found is None:
        return part
    word = part[: found.start()].rsplit(" ", 1)[-1]
    figure = found.group("link") or word.islower() or found.group("fig").startswith("0.")
    return part[: found.start()] if figure else part


_POSSESSIVE_OR_SIZE = re.compile(r"'s$|^\d+(?:\.\d+)?[BMKT]-?\s?(?=[A-Z])")
#: `half the time of X`, `half of X's memory`: a fraction of the baseline's own figure names the baseline after it.
_FRACTION_OF = re.compile(
    rf"^(?:{word_alternation('fraction_word')})\s(?:of\s)?(?:the\s)?(?:[\w-]+\sof\s(?P<of>.+)|(?P<owner>[\w.-]+)'s\s[\w-]+$)"
)
_MEASURE_OF = re.compile(r"^(?:[\w-]+\s){0,2}(?P<head>[\w-]+)\sof\s(?P<of>.+)$")  # `few-shot performance of X`
_NOT_NAMES = ("only", "a", "an", "the")  # what is left of a name when its determiner or qualifier is the whole
_COORDINATOR = re.compile(r"(?=(\s(?:and|or)\s))")  # every start, overlaps included
_COUNT_LEAD = re.compile(rf"^(?:{word_alternation('count_word')})\s", re.IGNORECASE)


def _coordinated(part: str, np: str) -> bool:
    """True when ``part`` follows a whitespace-delimited `and`/`or` somewhere in ``np``: a search for
    the part as a literal, without compiling a pattern per part.

    >>> _coordinated("Kite show", "against A, B, and Kite show"), _coordinated("A", "A and B")
    (True, False)
    """
    return any(np.startswith(part, m.end(1)) for m in _COORDINATOR.finditer(np))


def split_names(np: str) -> list[str]:
    """Names of a coordinated baseline phrase.

    >>> split_names("vLLM, SGLang, and TensorRT-LLM")
    ['vLLM', 'SGLang', 'TensorRT-LLM']
    >>> split_names("both heuristic baselines and state-of-the-art ranking algorithms")
    ['heuristic baselines', 'state-of-the-art ranking algorithms']
    >>> split_names("the state-of-the-art Linux solution, TPP")
    ['TPP']
    >>> split_names("27B Gemma-3 and 32B Granite-4.0")
    ['Gemma-3', 'Granite-4.0']
    >>> split_names("strong CNN- and transformer-based baselines")
    ['strong CNN- and transformer-based baselines']
    >>> split_names("four reasoning benchmarks")
    []
    >>> split_names("Falcon, Heron, and Kite show gains of")
    ['Falcon', 'Heron', 'Kite']
    >>> split_names("that of Orca-2"), split_names("these dense baselines"), split_names("this bound")
    (['Orca-2'], ['dense baselines'], [])
    >>> split_names("the given application requirement"), split_names("half the time of the Kokkos kernels")
    ([], ['Kokkos kernels'])
    >>> split_names("the FP16 baseline of 68.07"), split_names("static baseline 0.381")
    (['FP16 baseline'], ['static baseline'])
    >>> split_names("the few-shot performance of GPT-4o-mini, Gemini-2.0-Flash, and other LLMs")
    ['GPT-4o-mini', 'Gemini-2.0-Flash', 'LLMs']
    >>> split_names("by"), split_names("even"), split_names("IS")
    ([], [], ['IS'])
    """
    appositive = _APPOSITIVE.match(np.strip())  # `the state-of-the-art Linux solution, TPP`: the name
    names = []
    for part in _SPLIT.split(appositive.group("name") if appositive else np):
        clause = _CLAUSE_OBJECT.match(part)
        if _clause_verb(part) or cue_regex("qualifier").search(part.lower()) or clause:
            last = _NAME_BEFORE_CLAUSE.match(part) if _coordinated(part, np) else None
            names += [last.group(1)] if last else []  # `against A, B, and Kite show gains`: Kite, then the clause
            break  # a clause, not a name: `…, KREX delivers up to`
        if _ANAPHOR.fullmatch(part.strip(" ,'")):
            continue  # `exceed this bound`, `than those`: it points back to a name and is none
        part = _DEMONSTRATIVE.sub("", part.strip(" ,'"))  # `that of BigCodec`, `these Transformer baselines`
        part = _TRAILING_LINK.sub("", _DETERMINER.sub("", _without_figure(part)).strip())  # `the X baseline of | 54%`
        fraction = _FRACTION_OF.match(part)  # `half the time of X`, `half of X's memory`
        part = _DETERMINER.sub("", fraction.group("of") or fraction.group("owner")) if fraction else part  # X
        measure = _MEASURE_OF.match(part)  # `the few-shot performance of GPT-4o-mini`: the name the measure is of
        if measure and measure.group("head").lower() in metric_heads():
            part = _DETERMINER.sub("", measure.group("of"))
        part = _POSSESSIVE_OR_SIZE.sub("", part)  # `27B Gemma-3`: the model size is no name
        if _COMPETITOR.search(part):  # `multiple baseline strategies`: the count of competitors is no part of it
            part = _COUNT_LEAD.sub("", part)
        tex = "\\" in part  # `over $k\\in\\{10, 25\\}$`: TeX math, no name
        target = part.rsplit(" ", 1)[-1] in words("target_noun")  # `than the latency requirement`: no system
        lone = part.lower() in _NOT_NAMES or (part.islower() and part in _STOP_WORDS)  # `outperform by 22%`: no name
        if part and not tex and not target and not _NOT_A_NAME.match(part) and not lone:
            names.append(part)
    return names


def phrases_of(s: Sentence) -> tuple[Phrase, ...]:
    """Every baseline phrase of sentence ``s``, in order (computed once per sentence)."""
    found: tuple[Phrase, ...] = s.memo("baseline_phrases", _find_phrases)
    return found


#: A name's figure in brackets, maybe with its p-value (`73.0%, p<0.05`); a labelled one (`(MAE=7.66 min)`) ends
#: the name's phrase, as the figure's owner.
_FIGURE_PAREN = re.compile(rf"(?<=\w)\s\(\d[\d.,]*\s?[%x×]?{P_VALUE_CLOSE}(?=\s(?:and|or)\s|,|\s(?:on|in|at)\s|$)")
_FIGURE_PAREN_CORE = re.compile(r"\(\d")
_ACRONYM_PAREN = re.compile(r"\(([A-Z][\w-]*)\)(?=\S*\s?[\w-])")


def _masked(body: str) -> str:
    """``body`` with inline acronyms `(UCB)` written `«UCB»` and a figure in parentheses after a name
    (`Llama2-7B (1.75)`) blanked, both at the same length, so a list of names may hold them.

    >>> _masked("over the Upper Confidence Bound (UCB)1-tuned scheme")
    'over the Upper Confidence Bound «UCB»1-tuned scheme'
    >>> _masked("outperforming A-7B (1.75) and B (1.70)")
    'outperforming A-7B        and B       '
    """
    if "(" not in body:  # both patterns match only at a bracket
        return body
    figure = _FIGURE_PAREN_CORE.search(body)  # a bracket opening on a digit, in every match: most bodies have none
    blanked = _FIGURE_PAREN.sub(lambda m: " " * len(m.group()), body) if figure else body
    return _ACRONYM_PAREN.sub(lambda m: f"«{m.group(1)}»", blanked)


_DIGIT_NAME_START = re.compile(_DIGIT_NAME)
#: `outperforms 16 state-of-the-art baselines`, `against 6 strong methods`: the count of the compared
#: systems before their name (not `over 99% accuracy`, `over 50 tasks`).
_COUNTED = re.compile(
    rf"\d[\d,]*\s(?=(?:(?!of\s)[\w-]+\s){{0,3}}?(?:{word_alternation('competitor_word')})\b)"
    rf"|(?<![Oo]ver\s)(?<!than\s)\d[\d,]*\s(?=(?:(?!of\s)[\w-]+\s){{0,3}}?(?:{word_alternation('method_noun')})s?\b)"
)  # after `over`/`than` only a count of competitors: `over 400 models` is a setting
_BY_OR_ONLY = re.compile(r"(?:by|only)\b")


#: A sentence-opening `Over <noun phrase>,`; and the words that make that noun phrase a compared system.
_OVER_OPENING = re.compile(r"Over\s(?P<np>[^,;:]{1,80}?),")
_COMPETING_NP = re.compile(
    rf"[A-Z]|\b(?:{word_alternation('competitor_word')}|(?:{word_alternation('method_noun')}|implementation)s?)\b"
)


def _opening_scope(body: str) -> bool:
    """Whether ``body`` opens with `Over <noun phrase>,` that names no system or competitor: a scope.

    >>> [_opening_scope(t) for t in ("Over all evaluated languages, the rate rose", "Over prior SIMD kernels, it")]
    [True, False]
    >>> [_opening_scope(t) for t in ("Over the course of the game, it", "Over the baselines, it", "Over vLLM, it")]
    [True, False, False]
    """
    opening = _OVER_OPENING.match(body)
    return opening is not None and not _COMPETING_NP.search(opening.group("np"))


#: `62.0%, below`, `0.30 strict accuracy, well below`: a figure's own words, a comma and a degree adverb before a
#: position word that compares the figure.
_FIGURE_THEN_POSITION = re.compile(rf"(?:\s[\w%-]+){{0,3}}?,\s(?:(?:{word_alternation('degree_adverb')})\s)?")


def _position_of_figure(body: str, start: int, ends: set[int]) -> bool:
    """Whether the position word at ``start`` compares a figure: right after it (`34% above the baseline`) or after
    its words and a comma (`62.0%, well below the majority baseline`)."""
    if start - 1 in ends:
        return True
    if "," not in body[max(0, start - 16) : start]:  # the cheap test first: every such figure ends in a comma
        return False
    return any(_FIGURE_THEN_POSITION.fullmatch(body, e, start) for e in ends if start - 60 < e < start)


def _find_phrases(s: Sentence) -> tuple[Phrase, ...]:
    body = _masked(s.body)
    if not may_hold_cue(body):
        return ()
    starts = {m.start - s.start for m in s.mentions if m.kind in CLAIM_KINDS}  # not `outperform two A100 GPUs`
    ends = {m.end - s.start for m in s.mentions if m.kind in CLAIM_KINDS}
    hardware = {m.start - s.start for m in s.mentions if m.kind == "hardware"}
    phrases = []
    for cue in cues_in(body):
        rest = body[cue.end() :]
        explicit = cue.group("cue").lower().startswith(("compared", "comparing"))  # `… across scales compared to X`
        if not explicit and _NOT_BASELINE_CUE.search(body, max(0, cue.start() - 16), cue.start()):
            continue
        if cue.start() == 0 and _opening_scope(body):
            continue  # `Over all evaluated languages, …`: the scope of the sentence, not a compared system
        if cue.group("cue").lower() == "against" and _NOT_AGAINST.search(body, max(0, cue.start() - 16), cue.start()):
            continue  # `robustness against noise`: what it withstands, not a compared system
        if cue.group("cue").lower().startswith("exceed") and _level_exceeded(rest):
            continue  # `exceeds an AUROC of 0.96`: a level passed, not a system outperformed
        if cue.group("cue").lower() in words("position_word") and not _position_of_figure(body, cue.start(), ends):
            continue  # `below the SLO`, `shown above`: a comparison only as `34% above the baseline`
        counted = _COUNTED.match(body, cue.end()) if rest[:1].isdigit() else None
        digit = rest[:1].isdigit() and cue.end() not in hardware and not _DIGIT_NAME_START.match(rest) and not counted
        if digit or _symbol_first(rest) or cue.end() in starts:
            continue  # `over 99% accuracy`, `more than double`: a qualifier of the number, not a comparison
        if _trailing_cue(cue) and (_BY_OR_ONLY.match(rest) or not cue.group("cue").islower()):
            continue  # `the placebo trails by only 2.4 points`: no compared system named; `on TRAIL`: a name
        lead = _SUCH_AS.match(rest) or _LEAD_IN.match(rest)  # `baselines such as A`, `than always using B`
        begin = counted.end() - cue.end() if counted else lead.end() if lead else 0
        shared = _shared_head(rest, begin) if "," in rest[begin : begin + 60] else None
        stop = shared[1] if shared else _NP_STOP.search(rest, begin).start()  # type: ignore[union-attr]
        names = [n.replace("«", "(").replace("»", ")") for n in split_names(shared[0] if shared else rest[begin:stop])]
        names = [n for n in names if not n.endswith("=")]  # `vs. rho = 0.36`, `a K = 10 baseline`: a symbol, no name
        if lead is not None and lead.re is _SUCH_AS and names and all(map(_BARE_NOUN.fullmatch, names)):
            names = split_names(lead.group("head")) or names  # `approaches including models with X`: no name
        names, stop = _specific_name(names, rest, stop)
        if cue.group("cue")[:5].lower() == "match":
            names = [owner for owner in map(_owner, names) if owner]
        if names:
            scope, respectively = _scope(body, cue, rest[stop:], len(names))
            start, end = s.start + cue.start(), s.start + cue.end() + stop
            phrases.append(Phrase(start, end, tuple(names), scope, respectively))
    return tuple(phrases)


#: `temporal, spatial, and ML-based prefetchers`: three or more one-word modifiers before one plural head.
_SHARED_HEAD = re.compile(
    rf"(?P<mods>(?:(?!(?:{word_alternation('setting_preposition')})\s)[\w-]+\s){{0,2}}[\w-]+(?:,\s[\w-]+){{1,4}},?\s(?:and|or)\s[\w-]+)"
    rf"\s(?P<head>{word_alternation('shared_head_noun')})\b"
)


def _shared_head(rest: str, begin: int) -> tuple[str, int] | None:
    """The list at ``begin`` of ``rest`` with its shared head written on each item, and where it ends.

    >>> _shared_head("the temporal, spatial, and learned prefetchers, Kite cuts", 0)
    ('the temporal prefetchers, spatial prefetchers, learned prefetchers', 46)
    >>> _shared_head("Orca on coding, math, and vision tasks", 0) is None
    True
    """
    found = _SHARED_HEAD.match(rest, begin)
    if found is None:
        return None
    head = found.group("head")
    return ", ".join(f"{item} {head}" for item in _SPLIT.split(found.group("mods"))), found.end()


_NAME_IN_PARENS = re.compile(r"\s?\(([A-Za-z][\w.+-]*)\)")
_PAREN_NAME = r"[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*)?"
_NAMES_IN_PARENS = re.compile(
    rf"\s?\(({_PAREN_NAME}(?:,\s{_PAREN_NAME})*(?:,?\s(?:and|or)\s{_PAREN_NAME}|(?:,\s{_PAREN_NAME})))(?=,?\s?respectively\)|\))"
)


_OWNED = re.compile(rf"(?:'s|\s(?:[\w-]+\s)?(?:{word_alternation('match_noun')}))$|'s\s.*$")


def _owner(name: str) -> str:
    """The system a matched name holds, without the quality it is matched on (`matches Orca's recall while…`).

    >>> _owner("Orca's average recall"), _owner("FedAvg accuracy"), _owner("accuracy"), _owner("LoRA and QLoRA")
    ('Orca', 'FedAvg', '', 'LoRA and QLoRA')
    """
    return "" if name.lower() in words("match_noun") else _OWNED.sub("", name)


def _specific_name(names: list[str], rest: str, stop: int) -> tuple[list[str], int]:
    """``names`` with a generic last name replaced by the name in brackets after it (`over the best
    baseline (Orca)` -> Orca), and where the phrase then ends.

    >>> _specific_name(["best baseline"], "the best baseline (Orca) on A", 17)
    (['Orca'], 24)
    >>> _specific_name(["two baselines"], "two baselines (Orca and Heron, respectively)", 13)
    (['Orca', 'Heron'], 29)
    """
    if "(" not in rest[stop : stop + 2]:
        return names, stop  # both patterns open with `\s?\(`: no bracket follows the phrase
    found = _NAME_IN_PARENS.match(rest, stop)
    generic = bool(names) and _COMPETITOR.search(names[-1]) is not None
    listed = _NAMES_IN_PARENS.match(rest, stop) if generic and found is None else None
    if listed:  # `over four baselines (A, B, C, and D, respectively)`: the names, each its own
        return [*names[:-1], *split_names(listed.group(1))], listed.end(1)
    name = found.group(1) if found else ""
    if found is None or not generic or name.lower() in _STOP_WORDS or _initials_of(name, names[-1]):
        return names, stop  # not `(without …)`, not `the previous state-of-the-art (SOTA)`
    return [*names[:-1], name], found.end()


def _symbol_first(rest: str) -> bool:
    """True when a number's sign, TeX math or qualifier opens ``rest`` (`over ~5%`, `over $3\\times$`, `over up to 37`).

    >>> _symbol_first("\\\\(88.19\\\\%\\\\) of settings"), _symbol_first("Orca"), _symbol_first("up to 37 modes")
    (True, False, True)
    """
    return rest[:1] in "~≈<>$" or rest[:2] == "\\(" or _QUALIFIED_NUMBER.match(rest) is not None


#: `over up to 37 temporal modes`, `than about 40 ms`: a qualifier and a number open an extent, not a name.
_QUALIFIED_NUMBER = re.compile(rf"(?:{qualifier_alternation()})\s?[\d$~]")


def _trailing_cue(cue: re.Match[str]) -> bool:
    """True for a verb of trailing (`trails X by 37%`, `underperforms X`, `lags behind X`)."""
    return cue.group("cue").lower().startswith(("trail", "underperform", "lag", "fall", "fell"))


def _verb_cue(cue: re.Match[str]) -> bool:
    """True for a cue that is a verb of outperforming (`outperforms X`), not a preposition (`over X`)."""
    verbs: tuple[str, ...] = ("outperform", "surpass", "beat", "exceed", "edg", "improv", "match")
    verbs += ("trail", "underperform", "lag", "fall", "fell")
    return cue.group("cue").lower().startswith(verbs)


_BY_OR_WITH = re.compile(r"\s(?:by|with)\b")
_IMPROVES_BEFORE = re.compile(r"\bimprov(?:e|es|ed|ing)\s$", re.IGNORECASE)
_COMMA_BEFORE = re.compile(rf",\s*(?:(?:{word_alternation('scope_quantifier')})\s)?$")
_OPENS = re.compile(rf"\s*(?:(?:{word_alternation('opening_subordinator')})\s)?", re.IGNORECASE)
_RESPECTIVELY_NOW = re.compile(r"\s?,?\s?respectively\b")


def _scope(body: str, cue: re.Match[str], after: str, names: int) -> tuple[str, bool]:
    """The scope of the phrase of ``cue`` (with ``names`` names, ending where ``after`` starts), and
    `respectively` (a later `respectively` distributes only a list of names)."""
    scope = "local"
    if _verb_cue(cue):  # `trails X` holds only for its own `by N`: it is no sentence-wide comparison
        scope = "forward" if _BY_OR_WITH.match(after) else "local" if _trailing_cue(cue) else "sentence"
    elif names > 1 and _IMPROVES_BEFORE.search(body, 0, cue.start()) and _RESPECTIVELY_LATER.match(after):
        scope = "forward"  # `improves over A and B by 8% and 12%, respectively`: paired as after `outperforms`
    elif _OPENS.fullmatch(body, 0, cue.start()) or _COMMA_BEFORE.search(body, 0, cue.start()) or after.startswith(":"):
        scope = "sentence"  # `Compared with X, …`, `When compared to X, …`, `…, all compared to X`
    respectively = bool(_RESPECTIVELY_NOW.match(after)) or (
        names > 1
        # `Compared to A and B, …`, `outperforms A and B at 2% and 3% lower cost, respectively`
        and (scope == "forward" or (scope == "sentence" and (after.startswith(",") or _verb_cue(cue))))
        and bool(_RESPECTIVELY_LATER.match(after))  # `outperforming A and B by 2% and 3%, resp.`
    )
    if respectively:
        return "sentence", True
    if scope == "local" and _TRAILING.match(after):
        return "trailing", False  # `X improves by 12%, Y drops by 44%, and Z by 14% compared to B.`
    return scope, False


def _claims_between(s: Sentence, start: int, end: int) -> bool:
    return any(m.kind in CLAIM_KINDS and start <= m.start < end for m in s.mentions)


T = TypeVar("T")

_BRACKETED_ALTERNATE = re.compile(r"(?:\s[\w-]+){0,3}\s?\([^()]{1,40}\)")


def by_mention(s: Sentence, key: str, i: int, compute: Callable[[Sentence, int], T]) -> T:
    """``compute(s, i)``, kept per mention index under ``key`` while ``s.mentions`` is the same list: after
    the kind slot no stage moves a mention or changes its kind, and dropping one replaces the list."""
    held: list[Any] = s.memo(key, _no_table)
    if held[0] is not s.mentions:
        held[0], held[1] = s.mentions, {}
    table: dict[int, T] = held[1]
    try:  # one lookup when kept, the common case
        return table[i]
    except KeyError:
        found = table[i] = compute(s, i)
        return found


def _no_table(_: Sentence) -> list[Any]:
    """What ``by_mention`` keeps before its first answer: no mention list, no answers."""
    return [None, {}]


def tight_after(s: Sentence, i: int) -> Phrase | None:
    """The phrase that starts within a few words after mention ``i``, with no number between (read
    once per mention: it depends on the text, the phrases and the mentions' kinds and bounds)."""
    return by_mention(s, "tight_after", i, _tight_after)


def _tight_after(s: Sentence, i: int) -> Phrase | None:
    m = s.mentions[i]
    for p in phrases_of(s):
        bracket = _BRACKETED_ALTERNATE.match(s.text, m.end, p.start)  # `-7.2% perplexity (-2.6% bpb) over X`
        if p.start >= m.end and not _claims_between(s, bracket.end() if bracket else m.end, p.start):
            between = s.text[m.end : p.start]
            if _NEW_VERB_CLAUSE.search(between) and _VERB_CUE.match(s.text, p.start):
                return None  # `with an 11.1x speedup, and outperforms X`: a new clause with its own object
            return p if (len(between.split()) <= 6 or _long_gap(m, between)) and ";" not in between else None
    return None


_NEW_VERB_CLAUSE = re.compile(r",\sand\s$")
_VERB_CUE = re.compile(rf"(?:{word_alternation('outperform_stem')})\w*\s", re.IGNORECASE)


_OTHER_PART = re.compile(r"[,()]|\sand\s")


def _long_gap(m: Mention, between: str) -> bool:
    """True when a change and its phrase stand seven to nine words apart in one plain clause
    (`1.8x more tokens under the same memory budget compared to X`), not a level or across a
    comma, bracket or `and`."""
    return m.kind in ("speedup", "percent_change") and len(between.split()) <= 9 and not _OTHER_PART.search(between)


def governed(s: Sentence, i: int) -> bool:
    """True when a phrase right before mention ``i`` takes it: `surpassing A by 10.6%`, `improves over A by
    5% and over B by 9%` (a later phrase does not take the 5%)."""
    return governing(s, i) is not None


def governing(s: Sentence, i: int) -> Phrase | None:
    """The phrase that governs mention ``i`` through `by`/`with` right before it, else None. Only a verb of
    outperforming governs with `with` (`over A with 2% loss` is a manner); a phrase right after an earlier
    figure is that figure's (`by 50% over A and latency by 73%`: `latency` is no second name); read once
    per mention, as ``tight_after``."""
    return by_mention(s, "governing", i, _governing)


def _governing(s: Sentence, i: int) -> Phrase | None:
    m = s.mentions[i]
    last = next((p for p in reversed(phrases_of(s)) if p.end <= m.start and _takes_by(s, p, m.start)), None)
    return last if last is not None and not _right_after_claim(s, last) else None


def _takes_by(s: Sentence, p: Phrase, start: int) -> bool:
    """True when only `by`/`with` (and a qualifier) lies between phrase ``p`` and ``start``, and ``p`` does not run
    on into a next member (its last five characters are the most `_AND_END` can match)."""
    by = (_BY_FIGURE if p.scope == "forward" else _BY_ONLY).fullmatch(s.text, p.end, start)
    return by is not None and not _AND_END.search(s.text, max(p.start, p.end - 5), p.end)


def _right_after_claim(s: Sentence, p: Phrase) -> bool:
    """True when phrase ``p`` follows a claim within two words, no comma between (`5.0 points (38.5%) over A`)."""
    ends = [m.end for m in s.mentions if m.kind in CLAIM_KINDS and m.end <= p.start]
    gap = s.text[ends[-1] : p.start] if ends else ","
    return "," not in gap and len(gap.split()) <= 2


_AND_END = re.compile(r"\s(?:and|or)$")  # `over A and | by 36% over B`: the phrase ran on into the next member


#: `over A by`, also past a short setting (`surpasses A in its class by nearly`, `beats A on ToyQA by`)
_SETTING_BEFORE_BY = rf"(?:\s(?:{word_alternation('condition_preposition')})\s[^,;()\d]{{1,30}}?)?"
_BY_FIGURE = re.compile(rf"{_SETTING_BEFORE_BY}\s?(?:by|with)\s(?:(?:{qualifier_alternation()})\s?)?[+]?")
_BY_ONLY = re.compile(rf"{_SETTING_BEFORE_BY}\s?by\s(?:(?:{qualifier_alternation()})\s?)?[+]?")  # `by +11.0 pp`
#: `, achieving a maximum accuracy improvement of`: an `-ing` clause whose figure of change follows its `of`/`by`
_ING_FIGURE = re.compile(rf",?\s[a-z]+ing\s[^,;()\d]{{1,60}}?\b(?:of|by)\s(?:(?:{qualifier_alternation()})\s?)?[+]?")


def _binds_after(s: Sentence, i: int) -> Phrase | None:
    phrase = tight_after(s, i) if s.mentions[i].kind in CLAIM_KINDS and not governed(s, i) else None
    return phrase if phrase is not None and phrase.scope != "forward" else None


_PERCENTS_CLOSE = re.compile(rf"^\s?(?:(?:,|and)\s?[\d.]+\s?%\s?)*{P_VALUE_CLOSE}")
#: `Orion (31.8% SR@1, `: the gap after a figure to the next member of the same bracket, past the first's label.
_LABEL = r"(?:(?!and\b)[\w@.-]+\s?){0,2}"
_BRACKET_MEMBER_GAP = re.compile(rf"\s?{_LABEL},\s(?:and\s)?")


#: `LongLoRA (72.95), and full-length fine-tuning (69.23)`: the next named figure of a list, its name in any case.
_SETTING_WORD = re.compile(rf"(?<![\w-])(?:{word_alternation('name_preposition')})(?![\w-])")  # not `Best-of-N`
_NEXT_NAMED = re.compile(r"\),?\s(?:and\s|or\s)?((?:the\s)?[\w][\w.+-]*(?:\s[\w.+-]+){0,3}?)\s\(")


def bracketed_gain(s: Sentence, i: int) -> bool:
    """Whether mention ``i`` is a signed figure opening a bracket: a gain over the name before it (`Orion (+3.1%)`)."""
    return s.left(i).endswith(("(+", "(-", "(−"))


@rule(
    "comparison",
    ("Kestrel reaches 81% accuracy, outperforming Orion (+3.1%) and Lumen (+4.2%).", ["Lumen"]),
    ("Kestrel reaches 81%, beating the Orion paradigm (+0.4 points) and Best-of-N (+2.2 points).", ["Best-of-N"]),
    ("!Kestrel improves over Orion on ToyQA (+3.1%) and ToyMath (+4.2%).", None),
)
def baseline_of_bracketed_gain(v: View) -> Comparison | None:
    """`outperforming Orion (+3.1%) and Lumen (+4.2%)`: a signed figure in brackets after the next name of a list
    whose first bracketed gain is over the name before it, is the gain over that name; not a list of settings
    (`improves over Orion on ToyQA (+3.1%) and ToyMath (+4.2%)`)."""
    prev = v.prev
    if prev is None or len(prev.baselines) != 1 or not (bracketed_gain(v.s, v.i) and bracketed_gain(v.s, v.i - 1)):
        return None
    if not v.s.left(v.i - 1)[:-2].rstrip().endswith(prev.baselines[0]):
        return None  # the gain before is not over the name it follows
    member = _NEXT_NAMED.fullmatch(v.gap()[:-1])  # `) and Lumen (` up to the sign
    names = split_names(member.group(1)) if member and not _SETTING_WORD.search(member.group(1)) else []
    return Comparison(tuple(names[:1])) if names else None


@rule(
    "comparison",
    ("Kestrel, at 64%, beats the 21% achieved by Orion.", ("subject", "Orion")),
    ("Kestrel scores 26.5%, below the 68.9% achieved by human experts.", ("subject", "human experts")),
    ("!Kestrel lifts accuracy on hard sets, including SynthPuzzles (62% to 91%).", None),
    ("!Kestrel sustains 33 million operations per second (MOPS).", None),
    ("!Kestrel reaches the highest macro-F1 (0.757) on eight suites.", None),
    ("!Kestrel scores 78.4% (ToyA), 90.9% (ToyB) and 97.1% (ToyC).", None),
    ("Kestrel reaches 0.475, exceeding the best supervised baseline (Orca, 0.378).", ("subject", "Orca")),
    ("We present Kestrel. There, Orca (F1=0.911) outperforms Heron (F1=0.765).", ("subject", "Orca")),
)
def figure_of_named(v: View) -> Comparison | None:
    """`… achieved by STORM`, `GPT-5 (77.83%)`, `AgentFold (36.2% and 47.3%)`, `PKA (129.23x, 20.90%)`: a figure of a
    named system, as is every later figure of the same bracket."""
    achieved = _ACHIEVED_BY.match(v.right())
    if achieved:
        return Comparison((), (achieved.group(1) or achieved.group(2)).rstrip("."))
    left = v.left()
    left = left[: -len(label.group())] if left.endswith("=") and (label := _LABEL_IN_PARENS.search(left)) else left
    ends = left.endswith(("(", "(\n")) and _PAREN_OWNER_END.search(left)  # `$` also before a newline
    paren = _PAREN_OWNER.search(left) if ends else None
    benchmark = paren is not None and _BENCHMARK_BEFORE.search(v.left(), 0, paren.start(1)) is not None
    benchmark = benchmark or bracket_benchmark(v.left()) is not None  # `on A (56.4), B (80.6)`: B's score
    metric = paren is not None and _metric_name(paren.group(1), v.m)  # `METEOR (0.17%)`: the figure's metric
    if paren and not benchmark and not metric and _PERCENTS_CLOSE.match(v.right()):
        return Comparison((), paren.group(1))
    # `exceeding the best baseline (BioBERT, 0.378)`: the pattern ends `,\s$`, so a comma stands in the last three
    inside = _OWNER_FIRST_IN_PARENS.search(v.left()) if "," in v.left()[-3:] else None
    if inside and _right_after_phrase(v.s, v.m.start - len(v.left()) + inside.start()):
        return Comparison((), inside.group(1))
    after = _OWNER_IN_PARENS.match(v.right())  # `0.398 (GPT-4o-mini)`, not `33M steps per second (SPS)`
    if after and after.group(1).split()[0] in words("spread_label"):
        after = None  # `4.2 (SD 0.6)`: the figure's spread, no owner
    unit = after is not None and _initials_of(after.group(1), v.s.text[v.m.start : v.m.end])
    unit = unit or (after is not None and _metric_name(after.group(1), v.m))  # `0.91 (AUC)`
    if after and v.m.kind == "absolute" and not unit and not _label_list(v.s, v.i):
        return Comparison((), after.group(1))
    prev = v.prev
    if prev is None or not prev.subject or v.s.text[prev.start - 1] != "(":
        return None
    if v.s.in_list_with_previous(v.i) or _BRACKET_MEMBER_GAP.fullmatch(v.gap()):
        return Comparison((), prev.subject)
    member = _NEXT_NAMED.fullmatch(v.gap())
    name = member.group(1) if member else ""  # not `and tied-best performance on X (40.4%)`, `and raw win rate (46.1%)`
    return Comparison((), name) if name and not _SETTING_WORD.search(name) and not _metric_name(name, v.m) else None


def _labelled(s: Sentence, j: int) -> bool:
    return 0 <= j < len(s.mentions) and s.mentions[j].kind == "absolute" and bool(_OWNER_IN_PARENS.match(s.right(j)))


def _label_list(s: Sentence, i: int) -> bool:
    """True when mention ``i`` is one of a list of figures each with a bracketed label (`78% (WCHW), 91%
    (WCNS)`, `from 4.2% (Europe) to 10.1% (Asia)`): the labels are settings, unless the list is compared
    against (`versus 62.8% (PoW) and 47.6% (PoS)`)."""
    if not (_labelled(s, i - 1) or _labelled(s, i + 1)):
        return False
    first = i
    while _labelled(s, first - 1):
        first -= 1
    return search_end(COMPARED_FIGURE, s.left(first)) is None


_LETTERS = re.compile(r"[A-Za-z]+")


def _initials_of(acronym: str, text: str) -> bool:
    """True when ``acronym`` spells the initials of the words of ``text`` (a unit's abbreviation).

    >>> _initials_of("MOPS", "33 million operations per second"), _initials_of("GPT-4o", "0.398")
    (True, False)
    """
    initials = "".join(w[0] for w in _LETTERS.findall(text)).lower()
    return len(acronym) > 1 and acronym.isalpha() and acronym.lower() in initials


_PAIRED_IN_BRACKET = re.compile(r"[^()]*?\s(?:vs\.?|versus|to)\s")  # `(MAE 0.993 vs. 1.097 for RAG)`
#: A bracket after a compared phrase, maybe with a label before its first figure: `(8.16 s)`, `(F1 = 0.61)`,
#: `(OG 0.22%`.
_IN_PARENS_AFTER = re.compile(  # also past a modifier of the label: `(macro F1 = 0.324)`, `(mean r = 0.438)`
    rf"\s?\((?:(?:(?:{word_alternation('score_adjective')})\s)?[A-Za-z][\w-]*\s?[=:]\s?|[A-Z][A-Z0-9@-]{{1,9}}\s)?"
)


def bracketed_owner(s: Sentence, i: int) -> Phrase | None:
    """The baseline phrase that mention ``i`` follows in parentheses: `over the Orca baseline (8.16 s)`,
    `over a plain baseline (F1 = 0.61)`: the bracketed figure is that baseline's."""
    m = s.mentions[i]
    for p in phrases_of(s):
        if p.end <= m.start and _IN_PARENS_AFTER.fullmatch(s.text, p.end, m.start):
            return p
    return None


def listed_owner(s: Sentence, i: int) -> str | None:
    """The name of a baseline list that mention ``i`` follows in brackets: `outperforming A (5.81x) and B (3.71x)`."""
    m = s.mentions[i]
    if m.start <= s.start or s.text[m.start - 1] != "(":
        return None
    before = s.text[s.start : m.start]
    for p in phrases_of(s):
        named = [n for n in p.names if p.start < m.start < p.end and before[:-1].rstrip().endswith(n)]
        if named:
            return named[0]
    return None


@rule(
    "comparison",
    ("Kestrel takes 370 ms, a 22x speedup over the Orca baseline (8.16 s).", ("subject", "Orca baseline")),
    (
        "Kestrel reaches 6.7x, outperforming the dense baseline (5.8x) and pruning (3.7x) at scale.",
        ("subject", "dense baseline"),
    ),
    ("Kestrel improved accuracy over the Orca baseline (from 50% to over 95%).", ["Orca baseline"]),
)
def figure_of_baseline(v: View) -> Comparison | None:
    """`a 22x speedup over the Orca baseline (8.16 s)`: a figure in brackets after a baseline is that baseline's;
    a from-to there goes from the baseline's figure to the system's (`over the Orca baseline (from 50% to 95%)`)."""
    phrase = bracketed_owner(v.s, v.i) if v.m.kind == "absolute" else None
    if phrase and v.m.value_from is not None:
        return Comparison(phrase.names)
    if phrase and _PAIRED_IN_BRACKET.match(v.s.text, v.m.start):
        return None  # `staged inference (MAE 0.993 vs. 1.097 for RAG)`: a pair the bracket states itself
    owner = phrase.names[-1] if phrase else listed_owner(v.s, v.i)
    return Comparison((), owner) if owner else None


#: `on PuzzleSet (62% to 91%)`, `including Sudoku-X (87%)`: the bracketed figure is for a benchmark, not of an owner.
#: `on FluxQA (56.4), OrbitBench (80.6), and HiPhO (46.4)`: benchmarks listed after `on`/`across`, each before its
#: score in a bracket; the last name ends where the figure's bracket opens.
_BENCHMARK_CHAIN = re.compile(
    r"(?:^|\s)(?:on|across)\s(?:the\s)?(?:[A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*\s\([^()]{1,24}\),?\s(?:and\s)?)*"
    r"(?P<name>[A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*)\s\($"
)


def bracket_benchmark(left: str) -> re.Match[str] | None:
    """The benchmark list a bracketed figure closes, its last name the figure's benchmark.

    >>> bracket_benchmark("It leads on FluxQA (56.4), OrbitBench (").group("name")
    'OrbitBench'
    >>> bracket_benchmark("It beats baselines including Orca (56.4), Heron (") is None
    True
    """
    return _BENCHMARK_CHAIN.search(left, max(0, len(left) - 200)) if left.endswith("(") else None


_BENCHMARK_BEFORE = re.compile(rf"(?:^|\s)(?:{word_alternation('condition_preposition')}|including|from)\s(?:the\s)?$")
_VERSUS = re.compile(r"\s?(?:vs\.?|versus|over)\s")  # `(55.8% over 41.98% on branch coverage)`
_OWNER_BEFORE_PARENS = re.compile(r"(?:^|\s)([A-Z][\w.+-]*|[\w.+-]*\d[\w.+-]*)\s?\($")
#: A setting preposition and the start of a capitalized name before a pair's owner word: a benchmark's name.
_BENCHMARK_NAME_BEFORE = re.compile(
    rf"(?:^|\s)(?:{word_alternation('condition_preposition')}|including|and)\s(?:[A-Z][\w.+-]*\s){{0,3}}$"
)


_CLOSES_BRACKET = re.compile(r"[^()]*\)")


def versus_pair(s: Sentence, i: int) -> tuple[int, tuple[str, ...]] | None:
    """``(j, owners)`` when mention ``i`` is one of a bracketed pair `Orca (64% vs. 57%)` after its
    owner: the first figure (j = 0) is the paper's, compared with the owners; the second (j = 1) the
    last owner's. Not when the pair names its owner itself (`(0.99 vs. 1.10 for Orca)`)."""
    for first in (i, i - 1):
        if first < 0 or first + 1 >= len(s.mentions):
            continue
        a, b = s.mentions[first], s.mentions[first + 1]
        between = s.text[a.end : b.start]
        if "v" not in between:  # every `vs`/`versus` holds one: most neighbours are no pair
            continue
        after = s.text[b.end : b.end + 80]
        if _VERSUS.fullmatch(between) and _CLOSES_BRACKET.match(after) and not compared_owner(s.right(first + 1)):
            tail = s.text[max(s.start, a.start - 80) : a.start]
            phrase = pair_phrase(s, first)
            owner = _OWNER_BEFORE_PARENS.search(tail)
            if owner is not None and _BENCHMARK_NAME_BEFORE.search(tail, 0, owner.start(1)):
                owner = None  # `including OSWorld-G Refusal (16.7 vs. 1.9)`: the benchmark the pair is read on
            metric = owner is not None and _metric_name(owner.group(1), a, b)  # `higher F1 (0.36 vs. 0.31)`
            names = phrase.names if phrase else (owner.group(1),) if owner and not metric else ()
            names = names or _phrase_after_pairs(s, first + 1) or _names_of_pair_before(s, first)
            names = names or _parity_object(tail)
            return (i - first, names) if names else None
    return None


#: `matching real users on reaction alignment (`, `approaching Claude 3.5 Haiku on HumanEval+ (`: the object of a
#: verb of parity, then the setting or measure the pair is read on.
_PARITY_OBJECT = re.compile(
    rf"\b(?:{word_alternation('parity_verb')})\s(?:the\s)?(?P<np>[^,;()]{{1,40}}?)\s(?:on|in)\s[^,;()]{{1,40}}\($"
)


def _parity_object(tail: str) -> tuple[str, ...]:
    """The system a verb of parity names before a versus pair (`nearly matching real users on X (93.2 vs. 93.5)`)."""
    found = _PARITY_OBJECT.search(tail)
    return tuple(split_names(found.group("np"))) if found else ()


def _names_of_pair_before(s: Sentence, first: int) -> tuple[str, ...]:
    """The owners of the versus pair a coordination continues: `surpass X on A (89% vs. 43%) and B (90% vs. 0%)`."""
    if first < 2 or not _TO_NEXT_PAIR.fullmatch(s.text, s.mentions[first - 1].end, s.mentions[first].start):
        return ()
    pair = versus_pair(s, first - 2)
    return pair[1] if pair is not None and pair[0] == 0 else ()


#: What may stand between a pair's second figure and a baseline phrase right after its bracket: `20GB) than`,
_AFTER_PAIR = re.compile(r"\s?[^()\d]{0,40}\)\s?,?\s")  # `PPL on the new domain) compared to`
#: From a pair's bracket to the next pair of a coordination: `) and cheaper (`, `) and 92% lower LPIPS (`, `) and
#: 2.8 times better adaptation (`.
_TO_NEXT_PAIR = re.compile(
    r"[^()]{0,40}\)\s?,?\s(?:and\s)?[^()\d;]{0,40}(?:\d[\d.]*(?:%|x|×|\stimes)\s[^()\d;]{0,30})?\("
)


def _phrase_after_pairs(s: Sentence, second: int) -> tuple[str, ...]:
    """The names of a baseline phrase that opens right after the bracket a pair closes, or after the last pair
    of their coordination: `less memory (2.4GB vs. 20GB) than Orca`, `more accurate (25% vs. 21%) and cheaper
    ($0.04 vs. $0.11) than Orca`."""
    b = s.mentions[second]
    for p in phrases_of(s):
        if p.start > b.end and _AFTER_PAIR.fullmatch(s.text, b.end, p.start):
            return p.names
    for k in (second + 1, second + 2):  # the next pair opens past at most one figure of its own
        if k + 1 < len(s.mentions) and _TO_NEXT_PAIR.fullmatch(s.text, b.end, s.mentions[k].start):
            a2, b2 = s.mentions[k], s.mentions[k + 1]
            if _VERSUS.fullmatch(s.text, a2.end, b2.start):
                return _phrase_after_pairs(s, k + 1)
    return ()


#: What may stand between a baseline phrase and the bracket of a pair it owns: the rest of a name cut at
#: its version (`Orca 4.6 baseline`), a setting (`on ToyQA`) or an `-ing` clause (`, achieving higher F1`),
#: then a short label (`(F1 = `, `(median `).
_PAIR_GAP = re.compile(
    rf"(?:\s\d[\d.]*(?:\s[\w-]+)?)?"
    rf"(?:\s(?:{word_alternation('setting_preposition')})\s[^,;()]{{1,40}}?|,?\s[a-z]+ing\s[^,;()]{{1,30}}?)?"
    r"\s?\([^()]{0,25}"
)


def _governed_gap(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` leads from a baseline phrase to the figure it governs: `by`, or an `-ing`
    clause's noun of change and `of` (`outperforms Orca significantly, achieving a gain of | 4.9 points`)."""
    return bool(_BY_FIGURE.fullmatch(text, start, end) or _ING_FIGURE.fullmatch(text, start, end))


def pair_phrase(s: Sentence, first: int) -> Phrase | None:
    """The baseline phrase whose system owns the second figure of the bracketed pair that mention
    ``first`` opens: `outperforms Orca on ToyQA (64% vs. 57%)`, `than Orca (F1 = 0.86 vs. 0.26)`,
    `outperforms Orca by 28 points (67% vs. 39%)` (only the nearest phrase before the pair)."""
    a = s.mentions[first]
    before = [p for p in phrases_of(s) if p.end <= a.start]
    if not before:
        return None
    p, begin = before[-1], before[-1].end
    prev = s.mentions[first - 1] if first > 0 else None
    if prev is not None and p.end <= prev.start and _governed_gap(s.text, p.end, prev.start):
        begin = prev.end  # `outperforms Orca by 28 points (`: the governed figure stands between
    gap = not _claims_between(s, begin, a.start) and _PAIR_GAP.fullmatch(s.text, begin, a.start)
    return p if gap else None


def _metric_name(word: str, *mentions: Mention) -> bool:
    """True when ``word`` names the metric of the pair, not its owner (`Hausdorff Distance (4.7 mm vs 9.2 mm)`).

    >>> _metric_name("F1", Mention("absolute", 0, 2))
    True
    """
    low = word.lower()
    metrics = [m.metric for m in mentions if m.metric]
    return any(low in x or x in low for x in metrics) or metric_head_regex().search(low) is not None


@rule(
    "comparison",
    ("Kestrel-3B matches Orca-70B (69.0% vs. 69.8%).", ["Orca-70B"]),
    ("!It improves benchmarks including FluxQA Refusal (16.7 vs. 1.9).", None),
    ("Kestrel is more accurate (71% vs. 64%) and cheaper ($0.04 vs. $0.11) than Orca.", ["Orca"]),
    ("!Kestrel reaches a higher F1 (0.365 vs. 0.310).", None),
)
def figure_versus(v: View) -> Comparison | None:
    """`matches Orca-70B (69.0% vs. 69.8%)`, `more accurate (71% vs. 64%) … than Orca`: the first figure is
    compared with the system named before the pair or after its bracket (or its coordination's), the second is
    that system's."""
    pair = versus_pair(v.s, v.i)
    if pair is None:
        return None
    return Comparison(pair[1]) if pair[0] == 0 else Comparison((), pair[1][-1])


#: The rest of a list of compared figures before their one owner: `73.2% [and 66.8%] for X, respectively`.
_LISTED_FIGURES = re.compile(r"^(?:,?\s(?:and\s)?[\d.,]+(?:/\d+)?\s?%?)*(?=\s)")  # `, 65%, and 3.3/10`


#: `compared to 8-12% in baseline methods`, `compared with the 60% in ByteRobust`: `in` names the owner of a
#: compared figure only when what follows is a name or a competitor (not `60% in the third round`).
_IN_OWNER = re.compile(
    rf"^\sin\s((?:the\s)?(?:[A-Z][\w+-]*(?:\.[\w+-]+)*|(?:[\w-]+\s){{0,3}}?(?:{word_alternation('competitor_word')}|"
    rf"(?:{word_alternation('method_noun')})s?)))(?=[,.;()]|\s(?:{word_alternation('owner_end')})\s|$)"
)


#: `(vs. 58% baseline)`, `(vs. 97.56% software baseline)`: a reference noun right after the figure owns it.
_NOUN_OWNER = re.compile(rf"^\s((?:[\w-]+\s){{0,2}}(?:{word_alternation('reference_noun')}))(?=\))")


def compared_owner(right: str) -> re.Match[str] | None:
    """The owner named after a compared figure, past the rest of its list (`[and 66%] for X`, `in X`), or the
    reference it is the figure of (`vs. 58% baseline)`)."""
    listed = _LISTED_FIGURES.match(right)
    rest = right[listed.end() if listed else 0 :]
    return FIGURE_OWNER.match(rest) or _IN_OWNER.match(rest) or _NOUN_OWNER.match(rest)


_THE_START = re.compile(r"^the\s")


@rule(
    "comparison",
    ("Kestrel captures 64% of bugs, compared to only 21% by Orion.", ("subject", "Orion")),
    ("Kestrel reaches 96% and 91%, compared to 73% and 66% for Orca, respectively.", ("subject", "Orca")),
    ("Its degradation is only 3.8%, compared to 8-12% in baseline methods.", ("subject", "baseline methods")),
)
def figure_compared(v: View) -> Comparison | None:
    """`64% …, compared to only 21% by X`: X owns 21% (and is the baseline of 64%); in
    `compared to 73% and 66% for X` X owns both."""
    prev = v.prev
    bare = _BARE_LINK.fullmatch(v.gap()) is not None  # `0.07, 65%, and 3.3/10 for B`: units may differ
    listed = prev is not None and prev.subject is not None and v.s.in_loose_list(v.i, bare)  # `… and 27.9% for B`
    if v.i == 0 or not (search_end(COMPARED_FIGURE, v.left()) or listed or _after_difference(v)):
        return None
    owner = compared_owner(v.right())
    first = _clause_owned(v.s, v.i - 1) if listed and prev is not None else None
    if first is not None:  # `The best teams reach 64.8% for A and 92.7% for B`: A, B are settings
        found = clause_subject(v.s, first)
        np = competitor(v, found.group("np")) if found and not found.group("name") else None
        return Comparison((), _respective_owner(v.s, v.i, np) if np else prev.subject)
    return Comparison((), _THE_START.sub("", owner.group(1).strip())) if owner else None


def _clause_owned(s: Sentence, j: int) -> int | None:
    """The list member at or before ``j`` whose owner is its clause's subject (`The best teams reach 64.8% for A`),
    not a name after it (`27.9% for Orca`) or around it: a member that shares it looks back to the first."""
    while j > 0 and "comparison:figure_compared" in s.mentions[j].rules and s.mentions[j - 1].subject:
        j -= 1
    return j if "comparison:figure_of_clause_subject" in s.mentions[j].rules else None


_LIST_LINK = re.compile(r"\s?\)?,?\s(?:and\s)?")
_BARE_LINK = re.compile(r",?\s(?:and\s)?")  # a list's bare separator: its figures may differ in unit


def _after_difference(v: View) -> bool:
    """True when mention ``v`` continues a list of owned figures past a bracketed difference:
    `47.3% for Orca (+8.2 pp) and 45.0% for Heron`."""
    prev, owned = v.prev, v.s.mentions[v.i - 2] if v.i >= 2 else None
    return (
        prev is not None
        and owned is not None
        and bool(owned.subject)
        and prev.baselines == [owned.subject]
        and _LIST_LINK.fullmatch(v.gap()) is not None
    )


#: An appositive after a figure pair, up to the difference: `, a `, `, a coverage gain of +`.
_APPOSITIVE_GAIN = rf",\s(?:an?\s)?(?P<of>(?:[\w-]+\s){{0,3}}?(?:{word_alternation('change_noun')})\sof\s)?\+?"
_CHANGE_NOUN_AFTER = re.compile(rf"^\s(?:[\w-]+\s){{0,2}}?(?:{word_alternation('change_noun')})\b")


@rule(
    "comparison",
    ("Kestrel keeps 55.5% of answers vs. 47.3% for Orca (+8.2 pp).", ["Orca"]),
    ("Kestrel keeps 80% of answers vs. 50% for Orca, a 30% improvement.", ["Orca"]),
    ("!Kestrel keeps 55.5% of answers (+8.2 pp over last year).", None),
    ("!Kestrel keeps 80% of answers vs. 50% for Orca, a 30% share of them.", None),
)
def difference_of_owned(v: View) -> Comparison | None:
    """`55.5% vs. 47.3% for Orca (+8.2 pp)`, `80% vs. 50% for Orca, a 30% improvement`: a bracketed or appositive
    difference after a figure owned by X is the gain over X."""
    prev = v.prev
    if prev is None or not prev.subject or v.m.kind not in ("percent_change", "speedup"):
        return None
    if prev.subject not in v.gap():  # the pattern holds the subject literally
        return None
    owner = rf"(?:{word_alternation('owner_preposition')})\s(?:the\s)?{re.escape(prev.subject)}"
    found = re.fullmatch(rf"\s(?:[a-z]+\s)?{owner}(?:(?P<bracket>\s?\(\s?\+?)|{_APPOSITIVE_GAIN})", v.gap())
    if found is None:
        return None
    if not found.group("bracket") and not found.group("of") and not _CHANGE_NOUN_AFTER.match(v.right()):
        return None  # `, a 30% share of them`: no difference
    return Comparison((prev.subject,))


_CLAUSE_SUBJECT = re.compile(
    rf"""\s*(?:(?:By\scontrast|In\scontrast|However|Meanwhile|Today|Currently|(?:On|In|At|For|Across)\s[^,]{{1,60}}),\s)?
        (?:Even\s)?(?P<np>(?:the\s)?[A-Za-z][\w.-]*(?:\s[\w.-]+){{0,4}}?)
        (?:,\s(?P<name>[A-Z][\w.-]*(?:\s[A-Z0-9][\w.-]*){{0,2}}),)?  # `The best model, GPT-4o, achieves`
        (?:\s(?:that\s)?we\s[a-z]+)?\s  # `… system we evaluate`
        (?:[a-z]+ly\s)?(?:{word_alternation("level_verb")}|{word_alternation("solve_verb")})\s  # `Even … now score`
        (?:[\w-]+\s){{0,4}}?(?:only\s|just\s|up\sto\s|about\s|below\s|over\s|~|\()?$""",  # `accuracy (`
    re.VERBOSE,
)
#: The last word of each verb ``_CLAUSE_SUBJECT`` ends on, followed by at most four words and a qualifier of at most two
#: (`up to`): a clause without one among its last seven words is not matched (the match backtracks through its start).
_CLAUSE_VERBS = frozenset(w.rsplit(" ", 1)[-1] for w in words("level_verb") | words("solve_verb"))
_COMPETITOR = re.compile(
    rf"\b(?:{word_alternation('competitor_word')}|best\s(?:{word_alternation('best_thing')})s?)\b",
    re.IGNORECASE,
)
_PRONOUN = re.compile(rf"^(?:{word_alternation('pronoun_lead')}|the\s(?:proposed|new))\b", re.IGNORECASE)


def clause_subject(s: Sentence, i: int) -> re.Match[str] | None:
    """The subject of the clause that mention ``i`` is the object of: the sentence's, or that of a
    contrast clause before it (`…, whereas the baseline stays down until 348 s`)."""
    m = s.mentions[i]
    clauses = [c.end() for c in _CLAUSE_BREAK.finditer(s.text, s.start, m.start)]
    begin = clauses[-1] if clauses else s.start
    that = s.text.rfind(" that ", begin, m.start)  # `results show that existing solutions have up to 23%`
    begin = that + 6 if that >= 0 else begin
    verb = not _CLAUSE_VERBS.isdisjoint(s.text[begin : m.start].rsplit(None, 7)[-7:])
    found = _CLAUSE_SUBJECT.match(s.text, begin, m.start) if verb and s.gap(i).strip(" ,") else None
    if found is None or (i > 0 and s.mentions[i - 1].end > found.start("np")):
        return None
    if found.group("np").rsplit(None, 1)[-1] in words("modal_verb"):
        return None  # `frontier models could exceed 7 minutes by 2028`: a projection, no figure of theirs
    return None if that >= 0 and not _COMPETITOR.search(found.group("np")) else found  # not `… that Kestrel reaches`


@rule(
    "comparison",
    ("Prior systems reach only 30% MFU.", ("subject", "Prior systems")),
    ("Even the best frontier models currently score below 10%.", ("subject", "best frontier models")),
    ("We present OrbitBench. The best model, GPT-4o, achieves only 45.2%.", ("subject", "GPT-4o")),
    (
        "Kestrel recovers in 9 s, whereas a full-restart baseline stays down until 300 s.",
        ("subject", "full-restart baseline"),
    ),
    ("We present Kestrel. By contrast, vLLM takes 310 ms per request.", ("subject", "vLLM")),
    ("!We present Kestrel. Kestrel reaches 52% MFU.", None),
    ("!Kestrel reaches 52% MFU.", None),
    ("We present Kestrel. The top-performing team achieved an AUC of 80.1%.", ("subject", "top-performing team")),
    ("!We present Kestrel. The best-performing version achieved 51.4% precision.", None),
    ("!We present Kestrel. Frontier models could exceed 7 minutes by 2028.", None),
)
def figure_of_clause_subject(v: View) -> Comparison | None:
    """`Prior systems reach only 30% MFU`, `By contrast, vLLM takes 310 ms`: a level whose clause
    is about a competitor (a named system other than the paper's, or prior/existing work)."""
    found = clause_subject(v.s, v.i) if v.m.kind == "absolute" else None
    if found is None:
        return None
    np = competitor(v, found.group("np"))
    return Comparison((), found.group("name") or _respective_owner(v.s, v.i, np)) if np else None


def _respective_owner(s: Sentence, i: int, np: str) -> str:
    """The member of a coordinated subject that a figure's place in its list pairs it with, when `respectively`
    follows (`Prior methods and existing tools reach 61% and 55%, respectively`); else the whole subject."""
    first, last = i, s.list_end(i)
    while first > 0 and s.in_list_with_previous(first):
        first -= 1
    names = split_names(np) if _RESPECTIVELY_LATER.match(s.right(last)) else []
    return names[i - first] if len(names) == last - first + 1 > 1 else np


#: `, BERTScore by `, `, and TRACT by +`: a later member of a gapped list of compared names, each with its own figure.
_GAPPED_NAME = re.compile(
    rf"^,\s(?:and\s)?(?P<name>(?!(?:{word_alternation('stop')}|{word_alternation('contrast_conjunction')})\s|[a-z]+ing\s)"
    rf"(?!(?:{word_alternation('outperform_stem')})\w*\s)[\w.+-]+(?:\s[\w.+-]+){{0,3}}?)\sby\s"
    rf"(?:(?:{qualifier_alternation()})\s?)?\+?$"
)
#: `exceeding ConcatANN by `: a verb of outperforming, its object and `by` right before the first figure.
_OUTPERFORM_BY = re.compile(
    rf"\b(?:{word_alternation('outperform_stem')})\w*\s[^,;()]{{1,60}}?\sby\s(?:(?:{qualifier_alternation()})\s?)?\+?$",
    re.IGNORECASE,
)


@rule(
    "comparison",
    ("Kestrel exceeds Orca by 1.5 points, Heron by 19.6 points, and Ray by 33.8 points.", ["Heron"]),
    ("!Kestrel improves PSNR by 5.6%, SSIM by 1.2%, and colorfulness by 36.6%.", None),
)
def baseline_gapped(v: View) -> Comparison | None:
    """`exceeds A by 1.5 points, B by 19.6 points, and C by 33.8 points`: after a verb of outperforming and its
    object, each later `<name> by N` of the list names the baseline of its own figure (a verb of change lists
    metrics that way: `improves PSNR by 5.6%, SSIM by 1.2%`)."""
    found = _GAPPED_NAME.match(v.s.gap(v.i)) if v.i > 0 else None
    if found is None:
        return None
    first = v.i - 1
    while first > 0 and _GAPPED_NAME.match(v.s.gap(first)):
        first -= 1
    return Comparison((found.group("name"),)) if _OUTPERFORM_BY.search(v.s.gap(first)) else None


#: `, which achieves `, `, who scored only `, `, which obtains an average accuracy of `: a relative clause that
#: reports a figure of the noun phrase before its comma.
_RELATIVE_REPORT = re.compile(
    rf",\s(?:{word_alternation('relative_pronoun')})\s(?:{word_alternation('result_verb')})\s(?:an?\s(?:[\w-]+\s){{1,3}}?of\s)?"
    rf"(?:only\s|just\s)?(?:(?:{qualifier_alternation()})\s?)?$"
)


@rule(
    "comparison",
    ("No variant improves over the clean Orca model, which achieves 34.5% mAP.", ("subject", "clean Orca model")),
    ("Kestrel outperforms the classical CNN, which achieved only 60% and 12% accuracy.", ("subject", "classical CNN")),
    ("!We present Kestrel. MPI takes 52% more time than Kestrel, which achieves 42% parallel efficiency.", None),
)
def figure_of_relative_clause(v: View) -> Comparison | None:
    """`improves over the baseline, which achieves 34.5%`: a figure that a relative clause reports of a compared
    system is that system's own (unless the system is the paper's), no gain over it."""
    i = v.i
    while i > 0 and v.s.in_list_with_previous(i):
        i -= 1
    left = v.s.left(i)
    found = _RELATIVE_REPORT.search(left, max(0, len(left) - 90)) if ", " in left else None
    if found is None:
        return None
    comma = v.s.mentions[i].start - len(left) + found.start()
    phrase = next((p for p in phrases_of(v.s) if p.end == comma and len(p.names) == 1), None)
    return Comparison((), phrase.names[0]) if phrase and not _own(v, phrase.names[0]) else None


_COMPETITOR_LEAD = re.compile(r"^(?:even\s)?(?:the\s|an?\s)?", re.IGNORECASE)


def competitor(v: View, np: str) -> str | None:
    """``np`` without its determiner when it names a competitor of the paper's system (prior or
    existing work, or a named system other than the paper's), else None."""
    np = _COMPETITOR_LEAD.sub("", np)
    # a named system other than the paper's (`vLLM`, `FlashInfer`), only when the paper's own name is known
    named = v.s.system is not None and any(c.isupper() for c in np) and " " not in np.strip()
    variant = np.rsplit(None, 1)[-1].lower() in words("own_variant_noun") if np.strip() else False
    return None if _own(v, np) or _PRONOUN.match(np) or variant or not (named or _COMPETITOR.search(np)) else np


def _own(v: View, np: str) -> bool:
    """Whether ``np`` names the paper's system, also by its acronym (`Robust-MMR` of `Robust … (Robust-MMR)`)."""
    system = (v.s.system or "").lower()
    return bool(system) and (system in np.lower() or np.lower() in system)


#: `, whereas Orca increases it by 79%`, `, while the prior method suffers drops of 41%`, `… where existing
#: baselines score 0%`: a contrast clause up to the figure (its subject states it with a finite verb;
#: `, while reducing cost by 9%` is the paper's).
_CONTRAST_CLAUSE = re.compile(r"(?:(?:,|;|:)\s(?:while|whereas)|\swhere)\s(?P<clause>[^,;()]{3,120})$")
_CLAUSE_ADVERB = ("only", "just", "still")


def contrast_owner(left: str) -> str | None:
    """The subject of the contrast clause that ``left`` ends in, when a finite verb follows it
    within five words and the figure within five more.

    >>> contrast_owner("adds 2%, whereas the prior method suffers drops of ")
    'the prior method'
    >>> contrast_owner("cuts cost by 9%, while reducing latency by ") is None
    True
    """
    found = search_end(_CONTRAST_CLAUSE, left) if "while" in left or "where" in left else None
    tokens = found.group("clause").split() if found else []
    for k, word in enumerate(tokens[1:6], start=1):
        if _finite_verb(word) and len(tokens) - k <= 6:
            np = [w for w in tokens[:k] if w not in _CLAUSE_ADVERB]
            modal = bool(np) and np[-1] in words("modal_verb")  # `while design can mitigate the 38%`
            return " ".join(np) if np and not modal and not _finite_verb(np[0]) else None
    return None


def _finite_verb(word: str) -> bool:
    """True for a finite verb that states a figure: `reaches`, `exceeds`, `increases`, `dropped`.

    >>> _finite_verb("increases"), _finite_verb("reducing"), _finite_verb("reduction"), _finite_verb("more")
    (True, False, False, False)
    """
    if word in words("level_verb") or word in words("contrast_verb"):
        return True
    noun = word.endswith(("ing", "ion", "ions", "ment", "ments", "er")) or word in words("comparative")
    return not noun and _VERB.fullmatch(word) is not None  # not `more`, `less`


@rule(
    "comparison",
    ("We present Kestrel. Kestrel adds 2% latency, whereas Orca increases it by 79%.", ("subject", "Orca")),
    ("Kestrel loses 3%, while the prior method suffers drops of 4.6x and 5.1x.", ("subject", "prior method")),
    ("We present Kestrel. Kestrel gains 2%, while Orca-2 exceeds Orca-1 by 7%.", ("subject", "Orca-2")),
    ("!We present Kestrel. Kestrel cuts cost by 9%, while TTFT drops by 41%.", None),
    ("!We present Kestrel. Kestrel cuts cost by 9%, while reducing latency by 41%.", None),
)
def figure_of_contrast_subject(v: View) -> Comparison | None:
    """`, whereas Orca increases it by 79%`: the figure of a competitor's contrast clause is the competitor's."""
    prev = v.prev  # `suffers drops of 41.6% and 51.5%`: the list goes on with the same owner
    if prev is not None and prev.subject and v.s.in_list_with_previous(v.i):
        if contrast_owner(v.s.left(v.i - 1)) is not None:
            return Comparison(tuple(prev.baselines), prev.subject)
        if prev.kind == "absolute" and clause_subject(v.s, v.i - 1) is not None:
            return None  # `Prior systems reach 30% and 41%`: the level's clause owner, not a contrast
    owner = contrast_owner(v.left()) if v.m.kind in CLAIM_KINDS else None
    begin = v.s.text.rfind(owner, 0, v.m.start) if owner else -1
    if owner is None or _claims_between(v.s, begin, v.m.start) or (" " not in owner and _metric_name(owner, v.m)):
        return None  # `, while TTFT drops by 41%`: a metric, not a system
    np = competitor(v, owner)
    return Comparison(_clause_baselines(v, begin), np) if np else None


def _clause_baselines(v: View, begin: int) -> tuple[str, ...]:
    """The names of the phrase after ``begin`` that binds mention ``v``: `, while B exceeds C by 7%` -> C."""
    after = _binds_after(v.s, v.i)
    for p in phrases_of(v.s):
        forward = p.end <= v.m.start and _BY_FIGURE.fullmatch(v.s.text, p.end, v.m.start) is not None
        if p.start >= begin and (forward or p == after):
            return p.names
    return ()


_REFERENCE_OF = re.compile(
    rf"(?:(?:the|an?|their|its)\s(?P<np>(?:[\w.+-]+\s){{0,3}}?(?:{word_alternation('reference_noun')}))\sof"
    rf"|(?<=\s)(?P<bare>[\w.+-]+\s(?:{word_alternation('reference_noun')})))\s$"
)  # not `gains over the baselines of up to 38%`: a qualified figure is the gain's; `static baseline 0.381`
_CUE_END = re.compile(rf"(?:{CUE.pattern.strip()})$", re.IGNORECASE | re.VERBOSE)


#: The last word of each reference noun: every match of ``_REFERENCE_OF`` ends with one and a space, maybe then `of`.
_REFERENCE_LAST = frozenset(w.rsplit(" ", 1)[-1] for w in words("reference_noun"))


def _ends_in_reference(left: str) -> bool:
    """Whether ``left`` ends with a reference noun and a space, or with one and `of ` (`the baseline of `): the end
    of every ``_REFERENCE_OF`` match, told without a search of the window (most end in another noun's `of`).

    >>> _ends_in_reference("the two-stage baseline of "), _ends_in_reference("an accuracy of ")
    (True, False)
    """
    if not left.endswith((" of ", "baseline ", "reference ")):  # a space ends each: most windows end otherwise
        return False
    last = left.rsplit(None, 2)[-2:]
    return last[-1] in _REFERENCE_LAST or (last[-1] == "of" and len(last) == 2 and last[0] in _REFERENCE_LAST)


def reference_of(s: Sentence, i: int) -> str | None:
    """The compared reference whose figure mention ``i`` is, named before it with `of` (`exceeding the
    two-stage baseline of 54.4%`), or the first of a list of them (`… baselines of 40.4% and 32.8%`)."""
    while i > 0 and s.in_list_with_previous(i):
        i -= 1
    left = s.left(i)[-80:]
    found = _REFERENCE_OF.search(left) if _ends_in_reference(left) else None
    if found is None or not _CUE_END.search(left, 0, found.start()):
        return None
    level = s.mentions[i].kind == "absolute"  # `outperforms the baseline 3.5x`: a gain, not the baseline's figure
    return found.group("np") or (found.group("bare") if level else None)


@rule(
    "comparison",
    ("Kestrel reaches 55.6%, exceeding the two-stage baseline of 54.4%.", ("subject", "two-stage baseline")),
    ("On FluxQA, Kestrel reaches 0.442, outperforming static baseline 0.381.", ("subject", "static baseline")),
    ("!Kestrel improves the baseline by 3% over a span of 25 hours.", None),
)
def figure_of_reference_of(v: View) -> Comparison | None:
    """`exceeding the two-stage baseline of 54.4%`: the figure after a reference's `of` is the reference's."""
    np = reference_of(v.s, v.i)
    return Comparison((), np) if np else None


@rule("comparison", ("Kestrel achieves 95% of the throughput of cuBLAS.", ["cuBLAS"]))
def baseline_share_of(v: View) -> Comparison | None:
    """`95% of the throughput of cuBLAS`: the baseline a share is of."""
    found = share_of(v.s, v.i) if v.m.percent_of else None
    return Comparison((found[1],)) if found else None


_KEEPS = re.compile(rf"\b(?:{word_alternation('keep_verb')})\b")
_RETAINED_OF = re.compile(
    rf"^\s?of\s(?:the\s|its\s|their\s|an?\s)?(?P<np>(?:[\w.+-]+\s){{0,2}}?(?:{word_alternation('reference_model_word')})"
    rf"(?:\s(?:{word_alternation('reference_model_head')}))?)(?=[\s,.;)]|$)",
    re.IGNORECASE,
)
_RETAINED_END = re.compile(r"(?:'s\b|\s?[,.;)]|\s?$)")


@rule(
    "comparison",
    ("Kestrel retains 99.2% of the cloud baseline accuracy on ToyQA.", ["cloud baseline"]),
    ("It keeps up to 96% of FP16 accuracy.", ["FP16"]),
    ("!Kestrel retains 90% of its parameters.", None),
)
def baseline_share_retained(v: View) -> Comparison | None:
    """`retains 99.2% of the cloud baseline accuracy`, `keeps 96% of FP16 accuracy`: a level kept of a reference run."""
    before = v.left()[-45:]
    if v.m.unit != "%" or not v.right().startswith((" of ", "of ")):
        return None
    if not ACHIEVES.search(before) and not _KEEPS.search(before):
        return None
    found = _RETAINED_OF.match(v.right())
    if found is None:
        return None
    after = v.right()[found.end() : found.end() + 40]
    closed = _RETAINED_END.match(after)  # `of the dense model's`, `of the original.`
    measured = metric_head_regex().search(" ".join(after.lower().split()[:3]))  # `… accuracy`, not `… outputs`
    return Comparison((found.group("np"),)) if closed or measured else None


@rule(
    "comparison",
    ("It is 2.2x faster than vLLM.", ["vLLM"]),
    ("Full sync raises the error rate by 34% above the no-sync baseline.", ["no-sync baseline"]),
    ("!Over vLLM, it is 2.2x faster.", None),
    ("!Kestrel keeps 95% of requests below the latency target.", None),
    ("!It keeps accuracy within 1-2% of full decoding, consistently outperforming early-exit methods.", None),
)
def baseline_after(v: View) -> Comparison | None:
    """A phrase right after the number binds it (`2.2x over vLLM`); not past its own `of` (`within 1-2% of X,
    outperforming Y`: X, by ``baseline_of``)."""
    if v.m.relation == "within_of" and _OF_NAME.match(v.right()):
        return None
    phrase = _binds_after(v.s, v.i)
    return Comparison(phrase.names) if phrase else None


_COORDINATED_OBJECT = re.compile(
    rf"(?:\s(?:in|on|at)\s[^,;]{{0,30}}?)?,?\sand\s(?P<np>[^,;()]{{1,70}}?)\sby\s(?:(?:{qualifier_alternation()})\s?)?"
    r"\$?\+?"  # `by +4.6%`
)


_ADVERB = re.compile(r"[a-z]+ly|sometimes|often")


@rule(
    "comparison",
    ("Kestrel outperforms Orca by 12% and Heron by 9% on ToyQA.", ["Heron"]),
    ("Kestrel beats Orca by +0.05 dB at a higher ratio and Heron by +0.35 dB.", ["Heron"]),
    ("It beats the best open model by 3.1 points and the best agent baseline by 2.4 points.", ["best agent baseline"]),
    ("!Kestrel outperforms Orca by 12% in accuracy and reducing latency by 9%.", None),
)
def baseline_coordinated_object(v: View) -> Comparison | None:
    """`outperforms A by 12% and B by 9%`: a second object of the verb that governs the figure before."""
    if v.i == 0 or v.s.mentions[v.i - 1].kind not in CLAIM_KINDS or not governed(v.s, v.i - 1):
        return None
    names = _coordinated_object(v.gap())
    return Comparison(tuple(names)) if names else None


def _coordinated_object(gap: str) -> list[str]:
    """The names of a second object of a comparison verb in the ``gap`` before its figure (`and B by `)."""
    found = _COORDINATED_OBJECT.fullmatch(gap)
    np = found.group("np") if found else ""
    if not np or _clause_verb(np) or CUE.search(np + " ") or _ADVERB.fullmatch(np):
        return []  # `… by 12% and reduces latency by 9%`, `and sometimes by 40%`: the first baseline holds
    return split_names(np)


_FACTOR_OF_NAME = re.compile(r"^\sof\s(?P<np>(?:the\s|an?\s)?[^,;()]{2,80})")


@rule(
    "comparison",
    ("Kestrel finds plans within a factor of 1.1 of an exact ILP solver, in seconds.", ["exact ILP solver"]),
    ("!Its error is within a factor of 2 of the optimum.", None),
)
def baseline_factor_of(v: View) -> Comparison | None:
    """`within a factor of 1.11 to 1.15 of a state-of-the-art ILP solver`: the system the factor is taken of is
    the baseline (not a theoretical ideal: `of the optimum`)."""
    if v.m.form != "factor_of":
        return None
    found = _FACTOR_OF_NAME.match(v.right())
    np = found.group("np") if found else ""
    stop = _NP_STOP.search(np)
    names = split_names(np[: stop.start()] if stop else np)
    return Comparison(tuple(names)) if names else None  # `of the optimum`: an ideal, no name


@rule(
    "comparison",
    ("Kestrel improves strong open-source LLMs by up to 8.9%.", ["strong open-source LLMs"]),
    ("Tuning improves the base model by 4.1 points.", ["base model"]),
    ("!Kestrel improves recall by 4%.", None),
)
def baseline_improved_object(v: View) -> Comparison | None:
    """`improves open-source LLMs by 8.9%`, `improves the base model by 4.1 points`: a verb of improvement
    whose object is a system, not a metric, names what the figure is compared with."""
    found = improved_system(v.gap_tail())
    names = split_names(found.group("np").strip()) if found else []
    return Comparison(tuple(names)) if names else None


@rule(
    "comparison",
    ("Compared with vLLM, it improves throughput by 2x.", ["vLLM"]),
    ("!Both cost less than one H100, while the smallest GPU node costs $350,000.", None),
    ("!Kestrel outperforms Orca on all tasks, and the distilled model runs at 40 FPS.", None),
)
def baseline_before(v: View) -> Comparison | None:
    """A phrase between the previous number and this one binds this one (unless the previous took it)."""
    s, i = v.s, v.i
    if _list_closed_by_phrase(s, i):
        return None  # `outperforms A with gains of 10.6% and 10.0% over B`: B, shared back from the last
    gov = governing(s, i) if v.m.kind in CLAIM_KINDS else None
    if gov is not None:
        return Comparison(gov.names)  # `improving over A by more than 15%`, even when a level before took A
    used = {_binds_after(s, j) for j in range(i)} - {None}
    claims_before = [m for m in s.mentions[:i] if m.kind in CLAIM_KINDS]  # not `outperform two A100 GPUs by`
    begin = claims_before[-1].end if claims_before else s.start
    inside = [p for p in phrases_of(v.s) if begin <= p.start < v.m.start and p not in used]
    inside = [p for p in inside if ";" not in s.text[p.end : v.m.start] or _kept_across(v, p)]
    inside = [p for p in inside if not _FINITE_CONTRAST.search(s.text, p.end, v.m.start)]
    if v.m.kind == "absolute":  # `outperforms X, and our student sustains 19.7 FPS`: a level of a new clause
        inside = [p for p in inside if not _NEW_SUBJECT.search(s.text, p.end, v.m.start)]
    return Comparison(inside[-1].names) if inside else None


#: `, and our 2-step student sustains`: a coordinated clause with a subject and a finite verb of its own.
_NEW_SUBJECT = re.compile(
    rf",\sand\s(?:{word_alternation('clause_object_determiner')})\s(?:[\w-]+\s){{0,3}}[a-z]+[^s\W]s\s(?!of\b)"
)


#: `…, while the GPU node costs`, `…, whereas B needs`: a contrast clause that opens with a subject of its
#: own (not `, while reducing`, `, but is 3x smaller`).
_FINITE_CONTRAST = re.compile(
    rf",\s(?:{word_alternation('contrast_conjunction')})\s"
    rf"(?:(?:{word_alternation('clause_object_determiner')}|{word_alternation('demonstrative')})\s|[A-Z])"
)


_CLOSES_BRACKET = re.compile(r"[^(]*\)")  # a gap that closes a bracket the figure before stood in
#: The gap to the next of a list of named levels: `, precision of `, `, and an F1 of `, ` and recall = `.
_NAMED_LEVEL_GAP = re.compile(r",?\s(?:and\s)?(?:an?\s|the\s)?[\w@-]+(?:\s[\w@-]+){0,2}\s?(?:of|=|:)\s")


@rule(
    "comparison",
    ("It cuts latency by 12% over vLLM, 9% in cost and 7% in energy.", ["vLLM"]),
    ("Compared to Orca, it reaches an accuracy of 91.7% and a recall of 88.2%.", ["Orca"]),
    ("!It is 2x faster than Orca and up to 3x faster and 4x cheaper than Kestrel-Lite.", None),
    ("It beats Orca, raising IR from 0.96 to 0.98 and reducing LPIPS from 0.52 to 0.49.", ["Orca"]),
)
def baseline_list(v: View) -> Comparison | None:
    """A later member of a loose list shares the baselines of the one before, as does the next of a list of
    named levels (`… compared to A, with an accuracy of 91.7%, precision of 91.9% and recall of 91.7%`)."""
    prev = v.prev
    if prev is None or not prev.baselines or _CLOSES_BRACKET.match(v.gap()):
        return None  # `(…; 7.1 pp behind X), +15.7 pp on B`: the aside's baseline stays in it
    named = prev.kind == v.m.kind == "absolute" and _NAMED_LEVEL_GAP.fullmatch(v.gap()) is not None
    moved = prev.value_from is not None and v.m.value_from is not None and _AND_PARTICIPLE.fullmatch(v.gap())
    if not (named or moved or v.s.in_loose_list(v.i)):
        return None
    phrases = phrases_of(v.s)  # `2x over A and 3x and 4x over B`: the later list has its own baseline
    own_later = any(prev.end <= p.start < v.m.start for p in phrases) and any(p.start > v.m.end for p in phrases)
    return None if own_later else Comparison(tuple(prev.baselines))


#: `… from 0.967 to 0.981 and reducing LPIPS `: a coordinated participle and its object before the next from-to.
_AND_PARTICIPLE = re.compile(r",?\sand\s[a-z]+ing\s(?:[\w@/-]+\s){0,4}")
_TO_END = re.compile(r"(?<!up)\sto\s$")


@rule("comparison", ("Compared with vLLM, Kestrel is 2x faster and reaches 54% MFU.", ["vLLM"]))
def baseline_sentence(v: View) -> Comparison | None:
    """A sentence-wide phrase (`Compared with X, …`, `…, outperforming X`) holds for every claim in its clause."""
    wide = ("sentence", "trailing") if v.m.kind in ("speedup", "percent_change") else ("sentence",)
    phrases = phrases_of(v.s)
    if _list_closed_by_phrase(v.s, v.i):
        return None  # `outperforms A, with gains of 10.6% and 10.0% over B`: B, shared back from the last
    own_of = v.m.relation == "within_of" or (v.m.relation == "percent_of" and _TO_END.search(v.left()))
    if own_of and _OF_NAME.match(v.right()):
        return None  # `reduces length to 12.8% of X …, and 10x over B`, `within 3% of X`: X (baseline_of), not B
    if v.m.kind == "absolute" and _SHARE_OF_IDEAL.match(v.right()):
        return None  # `outperforms X, … achieving 97% of the maximum attainable savings`: a level against an ideal
    change = v.m.kind in ("speedup", "percent_change") or v.m.value_from is not None or v.left().endswith(" by ")
    for p in phrases:  # `… while improving quality by 0.108`: a difference is a change too
        nearer = p.scope == "trailing" and any(
            v.m.end <= q.start < p.start for q in phrases
        )  # `… over A and … over B.`
        fits = p.scope in wide or (p.scope == "trailing" and _from_to_before(v, p))
        changed = change and not p.respectively  # `A and B by 8% and 12% respectively, while …`: paired off
        inner = p.scope == "trailing" and _RELATIVE_OPEN.search(v.s.text, v.m.end, p.start)  # `a policy that improves`
        if fits and not nearer and not inner and not _broken(v, p, changed):
            return Comparison(p.names)
    return None


#: A share of an ideal right after a level: `97% of the maximum attainable savings`, `of the theoretical peak`.
_SHARE_OF_IDEAL = re.compile(rf"^\s?of\s(?:the\s)?(?:[\w-]+\s){{0,2}}?(?:{word_alternation('ideal_word')})(?![\w-])")


#: A relative clause opening between a figure and a later trailing phrase: the phrase is the clause's own.
_RELATIVE_OPEN = re.compile(r"\s(?:that|which)\s[a-z]+s\s")


def _broken(v: View, p: Phrase, changed: bool) -> bool:
    """Whether a clause break separates phrase ``p`` from mention ``v``; a sentence's opening `Compared with X,`
    holds over `, while …` for a before-after change (`Compared with X, CER falls …, while accuracy improves from A
    to B`), not past `;`."""
    text = v.s.text
    lead = text[v.s.start : p.start].strip().lower()
    opener = lead in ("", "when") and text.startswith(("Compared", "compared", "Comparing", "comparing"), p.start)
    if opener and p.end < v.m.start and v.m.value_from is not None:  # a before-after change of a later clause
        return ";" in text[p.end : v.m.start]
    if v.m.kind == "absolute" and not changed and _NEW_SUBJECT.search(text, p.end, v.m.start):
        return True  # `We surpass X on A, and our student sustains 19.7 FPS`: a level of a new clause
    if p.start > v.m.end and ";" in text[v.m.end : p.start] and _semicolon_outside_brackets(text[v.m.end : p.start]):
        return True  # `… 1.7x speedup for structured text; and it trails X`: a later clause's comparator
    if p.start > v.m.end and _FINITE_CONTRAST.search(text, v.m.end, p.start):
        return True  # `A falls to 0.00, but B drops to 0.30, below X`: a later contrast clause's comparator
    if p.start > v.m.end and _NEW_SUBJECT.search(text, v.m.end, p.end):
        return True  # `… of 0.82 for A, and its regularizer outperforms X`: a later clause of a new subject
    return clause_break(text, p.end, v.m.start, changed)


_BRACKETED = re.compile(r"\([^()]*\)")


def _semicolon_outside_brackets(between: str) -> bool:
    """Whether a `;` of ``between`` stands outside brackets, and outside the one the figure stands in (`(AUC = 0.82;
    F1 = 0.73), surpassing X`: one bracketed list, its comparator after it).

    >>> _semicolon_outside_brackets("; F1 = 0.73), surpassing "), _semicolon_outside_brackets(" on A; it trails ")
    (False, True)
    """
    flat = _BRACKETED.sub("", between)
    return ";" in flat[flat.rfind(")") + 1 :]


def _from_to_before(v: View, p: Phrase) -> bool:
    """True when mention ``v`` is a `from A to B` change and the claim just before phrase ``p`` is one too:
    `raises A from 64% to 71% and B from 2.9 to 3.3 bit/J compared with X` (not `…, and uses 4x fewer calls than X`)."""
    before = [m for m in v.s.mentions if m.kind in CLAIM_KINDS and m.end <= p.start]
    chained = bool(before) and before[-1].value_from is not None and not clause_break(v.s.text, v.m.end, p.start)
    return v.m.value_from is not None and chained  # not across `, while …`


def _kept_across(v: View, p: Phrase) -> bool:
    """True when phrase ``p`` holds past a `;` for mention ``v``: a change against generic baselines
    (`than strong baselines …; (ii) cuts latency by 40%`), not a level or a one-off name (`… underperforms
    single modalities; (4) Grok keeps 80%`)."""
    return v.m.kind in ("speedup", "percent_change") and _COMPETITOR.search(" ".join(p.names)) is not None


def _list_closed_by_phrase(s: Sentence, i: int) -> bool:
    """True when mention ``i`` opens a list whose last member a phrase right after binds (`10.6% and 10.0% over B`)."""
    j = i
    while j + 1 < len(s.mentions) and s.in_list_with_previous(j + 1):
        j += 1
    return j > i and not governed(s, i) and _binds_after(s, j) is not None


def clause_break(text: str, phrase_end: int, start: int, change: bool = False) -> bool:
    """True when a `;` or `, while`/`, whereas`/`, but` separates a phrase from a later number; for a ``change``
    (`Compared with X, it cuts A by 9%, while raising B from 0.1 to 0.9`), not a participle after `while`."""
    pattern = _FINITE_CLAUSE_BREAK if change else _CLAUSE_BREAK
    return start > phrase_end and pattern.search(text, phrase_end, start) is not None


#: `from 41 minutes with Slurm to 17 minutes`: the system whose figure the pair starts from, between its two ends.
_FROM_WITH = re.compile(
    rf"from\s\S+(?:\s\S+)??\s(?:{word_alternation('from_owner_preposition')})\s(?P<np>[^,;()]{{1,40}}?)\sto\s"
)


@rule(
    "comparison",
    ("Kestrel shortens the makespan from 41 minutes with Slurm to 17 minutes.", ["Slurm"]),
    ("!Kestrel lifts accuracy from 90.1% at level-5 to 92.0%.", None),
    ("Kestrel lifts accuracy from 13.8% (zero-shot baseline) to 85.4%.", ["zero-shot baseline"]),
    ("!Its error ranges from 4.2% (Europe) to 10.1% (Asia).", None),
)
def baseline_of_from_end(v: View) -> Comparison | None:
    """`from 41 minutes with Slurm to 17 minutes`, `from 44.7% for baseline repair to 48.9%`, `from 13.8% (zero-shot
    baseline) to 85.4%`: the system named after the first end of a before-after pair is the one the change starts
    from (a bracket there names one only with a word of a baseline: not `from 4.2% (Europe) to 10.1% (Asia)`)."""
    if v.m.form != "from_to":
        return None
    found = _FROM_WITH.match(v.s.text, v.m.start, v.m.end)
    names = split_names(found.group("np")) if found else []
    if not names and (label := _FROM_LABEL.match(v.s.text, v.m.start, v.m.end)):
        names = [label.group("np")] if _BASELINE_LABEL.search(label.group("np")) else []
    return Comparison(tuple(names)) if names else None


_FROM_LABEL = re.compile(r"from\s\S+(?:\s\S+)??\s\((?P<np>[^()]{2,40})\)\sto\s")
_BASELINE_LABEL = re.compile(
    rf"(?<![\w-])(?:{word_alternation('competitor_word')}|{word_alternation('from_label_word')})(?![\w-])", re.I
)


@rule(
    "comparison",
    ("It reduces cost to 31% of NVL-72.", ["NVL-72"]),
    ("!Kestrel plans 40x faster while staying within 2% of the optimal makespan.", None),
    ("!Kestrel needs labels for only 1/5 of the images.", None),
    ("!Each stage saves up to 33% of time and 21% of power.", None),
)
def baseline_of(v: View) -> Comparison | None:
    """`reduces cost to 31% of NVL-72`, `within 2.3% of FP4 step time`: the `of` phrase is the baseline."""
    if v.m.relation not in ("percent_of", "within_of", "share_of") and v.m.form != "fraction":
        return None
    right = v.s.right(v.s.list_end(v.i)) if v.m.relation == "percent_of" else v.right()  # `to 68% and 98% of X`
    found = _OF_NAME.match(right)
    name = found.group("np").strip() if found else ""
    # `1/4 of features`: a part of a count, not of a system (`1/2 of GPipe`)
    if v.m.form == "fraction" and not (any(c.isupper() for c in name) or _COMPETITOR.search(name)):
        return None
    if name in metric_heads():  # `saves 33% of time and 21% of power`: a share of a measure, no system
        return None
    return Comparison((name,)) if name and not _NOT_A_NAME.match(name) else None  # not `within 3% of the optimal`


@rule(
    "comparison",
    ("Kestrel reaches an F1 of 93.24% on every one of the nine suites, outperforming SGLang by 4%.", ["SGLang"]),
    ("Kestrel reaches 68.6%, outperforming Orca by 3.8 points and Heron by 8.6 points.", ["Orca", "Heron"]),
)
def baseline_outperformed(v: View) -> Comparison | None:
    """`achieves an F1 of 93.24%, outperforming A and B by …`: the figure the participle qualifies, compared with
    every object of the participle (`outperforming A by 3.8 points and B by 8.6`)."""
    for p in phrases_of(v.s):
        participle = p.scope in ("forward", "sentence") and _OUTPERFORMING.match(v.s.text, p.start)
        if participle and v.m.end <= p.start and ";" not in v.s.text[v.m.end : p.start] and _last_claim_before(v, p):
            return Comparison(p.names + tuple(_later_objects(v.s, p)))
    return None


def _later_objects(s: Sentence, p: Phrase) -> list[str]:
    """The names of the objects coordinated after phrase ``p`` and its figure (`A by 3.8 points and B by 8.6`)."""
    after = [k for k, m in enumerate(s.mentions) if m.start >= p.end and m.kind in CLAIM_KINDS]
    names: list[str] = []
    for k in after[1:]:
        found = _coordinated_object(s.gap(k))
        if not found:
            break
        names += found
    return names


_GERUND = re.compile(r"\b[a-z]{3,}ing\b")


def _last_claim_before(v: View, p: Phrase) -> bool:
    """True when no clause of its own stands between mention ``v`` and phrase ``p`` (`7.07% and 0.854,
    outperforming X`), as in `for under USD 200, achieving 48.0%, outperforming X`."""
    later = [k for k in range(v.i + 1, len(v.s.mentions)) if v.s.mentions[k].start < p.start]
    claims = [k for k in later if v.s.mentions[k].kind in CLAIM_KINDS]
    return not any(_GERUND.search(v.s.gap(k)) for k in claims)


_TIMES_THE = re.compile(
    rf"^\s?(?:the\s(?:[\w-]+\s){{0,3}}?of|that\sof|those\sof)\s(?:the\s)?(?P<np>[^,.;()]+?)(?=[,.;()]|\s(?:{word_alternation('times_the_end')})\s|$)"
)


@rule(
    "comparison",
    ("Kestrel achieves 1.7x the throughput of Orca.", ["Orca"]),
    ("Its decode rate is up to 1.4x that of Heron-2.", ["Heron-2"]),
)
def baseline_times_the(v: View) -> Comparison | None:
    """`1.7x the throughput of Orca`: a factor of a baseline's figure."""
    found = _TIMES_THE.match(v.right()) if v.m.kind == "speedup" else None
    names = split_names(found.group("np")) if found else []
    return Comparison(tuple(names)) if names else None


_OF_COMPLEMENT = re.compile(
    rf"\b(?:{word_alternation('change_verb_stem')})\w*\s(?:the\s)?(?:[\w-]+\s){{0,2}}?"
    rf"(?:{word_alternation('of_complement_metric')})\sof\s(?:the\s)?"
    r"(?P<np>[^,;()]+?)\sby\s(?:up\sto\s|about\s|over\s|nearly\s|~)?$"
)
_OF_COMPLEMENT_END = end_pattern(r"\sby\s(?:up\sto\s|about\s|over\s|nearly\s|~)?$")  # how each match ends (bounded)
#: `reduces the optimality gap of the SOTA baseline by`, `boosts decision alignment of the baseline model by`: any
#: measure of a phrase that a competitor's word opens or `baseline` ends.
_OF_COMPETITOR = re.compile(
    rf"\b(?:{word_alternation('change_verb_stem')})\w*\s(?:the\s)?(?:[\w-]+\s){{1,3}}?of\s(?:the\s)?(?P<np>"
    rf"(?:{word_alternation('competitor_word')})(?:\s[\w-]+){{0,2}}?|(?:[\w-]+\s){{0,2}}?baselines?)"
    r"\sby\s(?:up\sto\s|about\s|over\s|nearly\s|~)?$",
    re.IGNORECASE,
)


@rule(
    "comparison",
    ("It improves the throughput of existing KV stores by up to 6.6x.", ["existing KV stores"]),
    ("It reduces the optimality gap of the SOTA baseline by 13.0%.", ["SOTA baseline"]),
)
def baseline_of_complement(v: View) -> Comparison | None:
    """`improves the throughput of state-of-the-art KV stores by 6.6x`, `reduces the optimality gap of the SOTA
    baseline by 13%`: the compared system is the `of` phrase."""
    gap = v.gap()
    ends = search_end(_OF_COMPLEMENT_END, gap) is not None
    found = (_OF_COMPLEMENT.search(gap) or search_end(_OF_COMPETITOR, gap)) if ends else None
    names = split_names(found.group("np")) if found else []
    return Comparison(tuple(names)) if names else None


#: `over the 71.7% baseline`, `compared with a 57.2% human baseline`: a figure that premodifies a reference noun.
_REFERENCE_CUE = re.compile(rf"(?:{CUE.pattern.strip()})(?:the|an?)\s$", re.IGNORECASE | re.VERBOSE)
_REFERENCE_NOUN = re.compile(
    rf"^\s(?P<np>(?:[a-z][\w-]*\s){{0,3}}?(?:(?:{word_alternation('reference_noun')})|state[\s-]of[\s-]the[\s-]art)\b)"
)


def reference_figure(s: Sentence, i: int) -> str | None:
    """The reference that mention ``i`` is the level of (`over the 71.7% baseline` -> `baseline`), else None."""
    found = _REFERENCE_NOUN.match(s.right(i))  # anchored, so tried before the cue search of the left window
    return found.group("np") if found and _REFERENCE_CUE.search(s.left(i)[-40:]) else None


@rule(
    "comparison",
    ("Kestrel reaches 83% accuracy, +11.9pp over the 71.1% baseline.", ("subject", "baseline")),
    ("Kestrel reaches 52.5%, compared to an 89.5% human baseline.", ("subject", "human baseline")),
)
def figure_of_reference(v: View) -> Comparison | None:
    """`+11.9pp over the 71.7% baseline`: the figure inside the reference's noun phrase is the reference's."""
    np = reference_figure(v.s, v.i)
    return Comparison((), np) if np else None


#: a gap that keeps a figure in the clause of the reference figure after it (not `, and most score below the`).
_OTHER_CLAUSE = re.compile(rf"\band\b|;|\b(?:{word_alternation('contrast_conjunction')})\b")


@rule(
    "comparison",
    ("Kestrel reaches 52.5% accuracy, compared to an 89.5% human baseline.", ["human baseline"]),
    ("Kestrel reaches 83% accuracy, +11.9pp over the 71.1% baseline.", ["baseline"]),
    ("!The best model reaches 52.8% and most score at or below the 20% chance baseline.", None),
)
def baseline_of_reference(v: View) -> Comparison | None:
    """`reaches 52.5%, compared to an 89.5% human baseline`: the figure just before a reference's figure
    is compared with that reference."""
    j = v.i + 1
    if j >= len(v.s.mentions) or v.s.mentions[j].kind not in CLAIM_KINDS:
        return None
    gap = v.s.gap(j)
    np = reference_figure(v.s, j) if len(gap.split()) <= 7 and not _OTHER_CLAUSE.search(gap) else None
    return Comparison((np,)) if np else None


def _write_comparison(m: Mention, value: Comparison) -> None:
    m.baselines, m.subject = list(value.baselines), value.subject or m.subject


COMPARISON: Slot[Comparison] = Slot(
    "comparison",
    (
        figure_versus,
        baseline_of_bracketed_gain,
        figure_of_named,
        figure_of_baseline,
        figure_compared,
        difference_of_owned,
        figure_of_clause_subject,
        figure_of_contrast_subject,
        figure_of_reference_of,
        figure_of_relative_clause,
        baseline_share_of,
        baseline_share_retained,
        baseline_of_from_end,
        baseline_times_the,
        baseline_gapped,
        baseline_after,
        baseline_coordinated_object,
        baseline_improved_object,
        baseline_factor_of,
        baseline_before,
        baseline_list,
        baseline_sentence,
        baseline_of,
        baseline_outperformed,
        baseline_of_complement,
        figure_of_reference,
        baseline_of_reference,
    ),
    _write_comparison,
    lambda m: m.kind in CLAIM_KINDS,
)

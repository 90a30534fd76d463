"""A text prepared for detection: where its numbers start, so number-led rules match only there.

Python's regex engine scans fast only for patterns that begin with a literal (fastest: an ASCII text's
number starts are searched with every digit written `0`) or a character set (several times slower per
character); a pattern that begins with a look-behind is tried at every position. ``Scan`` finds the starts of
numbers once and tries number-led patterns only there (anchored); a word-led pattern runs only on
texts that contain one of its literal needles (a substring search is far faster than a regex
scan), and its word boundaries are checked here. Every detector runs in time linear in the text.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from benchclaims.lexicon import alternation
from benchclaims.rules.prefixes import ascii_prefixes

#: A digit run that starts a number: the digit is not preceded by a word char or `/`, nor by `.`/`,`
#: after a digit (the look-behinds follow the first digit, so the search skips to digits quickly).
_NUMBER_START = re.compile(r"\d(?<![\w/]\d)(?<!\d[.,]\d)\d*")
#: The same in an ASCII text whose digits are all written `0` (``_ZEROS``): the search skips to a literal,
#: several times faster than to a class of characters (`[0-9]`), and a digit's place is all it tells.
_ASCII_NUMBER_START = re.compile(rb"0(?<![\w/]0)(?<!0[.,]0)0*")
_ZEROS = bytes.maketrans(b"123456789", b"000000000")
#: A decimal point and a digit as the regex engine reads `\d` (any decimal digit) right after a number's digits.
_DECIMAL_POINT = re.compile(r"\.\d")


#: The characters other than ASCII that a case-insensitive ASCII letter matches, or whose lowercase
#: holds one (`\u212a` Kelvin sign, `\u017f` long s, `\u0130`/`\u0131` dotted/dotless i): in a text without
#: them, an ASCII pattern matches in any case exactly where it matches the lowercase text, at the same places.
ASCII_CASE_TWIN = re.compile("[\u0130\u0131\u017f\u212a]")


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


@dataclass(frozen=True)
class Scan:
    """The normalized text, the offsets where its numbers start, and the words two detectors each test."""

    text: str
    starts: tuple[int, ...]
    #: Whether the text holds `times` (factors in figures and in words): one substring search, not one per detector.
    times: bool
    #: Whether it may hold a percentage (``_holds_percent``): `%` or `cent`, tested only when a number starts (every
    #: detector that asks finds figures only there), once for both.
    percent: bool
    #: The starts of the numbers written with a decimal point (`0.91`, not `91`): the only ones where a pattern led by
    #: `\d*\.\d+` can match (``at_decimal_numbers``), some three in ten.
    decimals: tuple[int, ...]

    @classmethod
    def of(cls, text: str) -> Scan:
        """Prepare ``text``: a number starts at a digit not preceded by a word char, `.`, `,` or `/`.

        >>> Scan.of("by 1.12x-2.48x on 512 H200").starts
        (3, 9, 18)
        """
        if text.isascii():  # bytes and characters are one: the starts in the bytes are the text's
            zeros = text.encode("ascii").translate(_ZEROS)
            ascii_found = list(_ASCII_NUMBER_START.finditer(zeros))
            starts = tuple(map(re.Match.start, ascii_found))
            decimals = tuple(m.start() for m in ascii_found if zeros.startswith(b".0", m.end()))
        else:
            found = list(_NUMBER_START.finditer(text))
            starts = tuple(map(re.Match.start, found))
            decimals = tuple(m.start() for m in found if _DECIMAL_POINT.match(text, m.end()))
        return cls(text, starts, "times" in text, bool(starts) and ("%" in text or "cent" in text), decimals)

    def at_numbers(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Non-overlapping matches of a number-led ``pattern``, tried at number starts only."""
        return _matches_at(pattern, self.text, self.starts)

    def at_numbers_before(
        self, pattern: re.Pattern[str], needed: tuple[re.Pattern[str], ...]
    ) -> Iterator[re.Match[str]]:
        """``at_numbers`` for a pattern every match of which holds a match of one of ``needed`` past its start: tried
        only at the starts such a match follows (each of ``needed`` searched again only past the last one it found).

        >>> pair, links = re.compile(r"\\d+\\s(?:to|and)\\s\\d+"), (re.compile(r"to\\s\\d"), re.compile(r"and\\s\\d"))
        >>> [m.group() for m in Scan.of("1 to 2, 3 and 4 and 5 to x or 6").at_numbers_before(pair, links)]
        ['1 to 2', '3 and 4']
        """
        return _matches_at(pattern, self.text, _followed(self.starts, needed, self.text))

    def at_decimal_numbers(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """``at_numbers`` for a pattern whose matches open with a decimal (`\\d*\\.\\d+`): tried at its starts only.

        >>> [m.group() for m in Scan.of("1, 0.5 and 12.25").at_decimal_numbers(re.compile(r"\\d*\\.\\d+"))]
        ['0.5', '12.25']
        """
        return _matches_at(pattern, self.text, self.decimals)

    def at_decimals(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """``at_numbers`` for a pattern whose matches may also open with the `.` right before a number start (`.5`,
        after a space or `=`): tried there first, then at the start, as ``pattern.finditer`` tries them.

        >>> [m.group() for m in Scan.of("at .5 and 0.7").at_decimals(re.compile(r"\\.?\\d+(?:\\.\\d+)?"))]
        ['.5', '0.7']
        """
        end = 0
        match, text = pattern.match, self.text
        for start in self.starts:
            dotted = start > 0 and text[start - 1] == "."
            for at in (start - 1, start) if dotted else (start,):
                if at >= end and (m := match(text, at)):
                    end = m.end()
                    yield m

    def words(self, pattern: re.Pattern[str], needles: tuple[str, ...], led: bool = False) -> Iterator[re.Match[str]]:
        """Matches of a word-led ``pattern`` that start at a word boundary.

        ``needles`` are literals one of which every match contains: a text without any is skipped
        at the speed of a substring search, not of a regex scan (``led``: every match starts with one,
        and is tried only there, by ``finditer_led``).
        """
        text = self.text
        for m in (finditer_led if led else finditer_near)(pattern, needles, text):
            if m.start() == 0 or not _is_word_char(text[m.start() - 1]):
                yield m


def _followed(starts: tuple[int, ...], needed: tuple[re.Pattern[str], ...], text: str) -> Iterator[int]:
    """The ``starts`` at or after which a match of one of ``needed`` starts, in order."""
    ahead = [-1] * len(needed)  # where the last match each pattern found starts; -2: it has none left
    for start in starts:
        if max(ahead) < start:  # no match found so far starts here or later: search on past ``start``
            for k, pattern in enumerate(needed):
                if -2 < ahead[k] < start:
                    found = pattern.search(text, start)
                    ahead[k] = found.start() if found else -2
            if max(ahead) < start:
                return  # no later start is followed by one either
        yield start


def _matches_at(pattern: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``text``, tried (anchored) at ``starts`` only, in order."""
    end = 0
    match = pattern.match  # bound once: this loop runs for every detector
    for start in starts:
        if start >= end and (m := match(text, start)):
            end = m.end()
            yield m


#: CPython's own regex parser, for the widths of patterns (``re`` does not export it).
_PARSER: Any = importlib.import_module("re._parser")
_CONSTANTS: Any = importlib.import_module("re._constants")


# The facts below are kept by a pattern's source and flags, not by the compiled pattern: hashing a
# compiled pattern hashes its whole compiled code, microseconds on every call, while its source string
# keeps its hash.


def widest(pattern: re.Pattern[str]) -> int | None:
    r"""The most characters a match of ``pattern`` spans, or None when that is unbounded or zero.

    >>> widest(re.compile(r"(?:by\s)?halve[sd]?")), widest(re.compile(r"\w+ly")), widest(re.compile(r"x?"))
    (9, None, None)
    """
    return _widest(pattern.pattern, pattern.flags)


@cache
def _widest(source: str, flags: int) -> int | None:
    """``widest`` of the pattern compiled from ``source`` and ``flags``."""
    low, high = _PARSER.parse(source, flags).getwidth()
    return int(high) if low > 0 and high < _PARSER.MAXREPEAT else None


def reads_past_start(pattern: re.Pattern[str]) -> int:
    r"""How far past where a match of a bounded ``pattern`` starts the engine may read (``_seen``): a search for the
    matches that start before ``k`` may stop at ``k`` plus this and find them as a search of the whole text does.

    >>> reads_past_start(re.compile(r"ab(?=cd)"))
    7
    """
    return _seen(pattern.pattern, pattern.flags)


@cache
def _seen(source: str, flags: int) -> int:
    r"""How far past where a match of the bounded pattern compiled from ``source`` and ``flags`` starts the engine
    may read: its widest match, its look-arounds and the character after (``\b``, ``$``), plus one; a search that ends
    that far past a start tries that start exactly as a search of the whole text would.

    >>> _seen(r"ab(?=cd)", 0), _seen(r"ab\b", 0)
    (7, 4)
    """
    parsed = _PARSER.parse(source, flags)
    return int(parsed.getwidth()[1]) + _ahead(parsed.data) + 2


def _ahead(items: Any) -> int:
    """The widths of the look-arounds among parsed ``items`` (nested ones included): at most how far they read past
    the characters a match consumes (``_PARSER.MAXREPEAT`` or more when a look-ahead is unbounded)."""
    total = 0
    for op, av in items:
        if op in (_CONSTANTS.ASSERT, _CONSTANTS.ASSERT_NOT):
            total += int(av[1].getwidth()[1]) + _ahead(av[1].data) + 1
        elif op is _CONSTANTS.BRANCH:
            total += sum(_ahead(branch.data) for branch in av[1])
        elif op is _CONSTANTS.SUBPATTERN:
            total += _ahead(av[3].data)
        elif op in (_CONSTANTS.MAX_REPEAT, _CONSTANTS.MIN_REPEAT, _CONSTANTS.POSSESSIVE_REPEAT):
            total += _ahead(av[2].data)
        elif op is _CONSTANTS.ATOMIC_GROUP:
            total += _ahead(av.data)
        elif op is _CONSTANTS.GROUPREF_EXISTS:
            total += sum(_ahead(part.data) for part in av[1:] if part is not None)
    return total


def _end_reach(pattern: re.Pattern[str]) -> int | None:
    """How far before the end of a text a match of an end-anchored ``pattern`` (one whose top level
    ends with ``$``) can start, or None when the pattern is not so anchored or its width is unbounded."""
    return _reach(pattern.pattern, pattern.flags)


@cache
def _reach(source: str, flags: int) -> int | None:
    """``_end_reach`` of the pattern compiled from ``source`` and ``flags``."""
    parsed = _PARSER.parse(source, flags)
    anchored = bool(parsed.data) and parsed.data[-1] == (_CONSTANTS.AT, _CONSTANTS.AT_END)
    high = parsed.getwidth()[1]
    if not anchored or flags & re.MULTILINE or high >= _PARSER.MAXREPEAT:
        return None
    return int(high) + 1  # `$` also matches before a final newline


def end_pattern(source: str, flags: int = 0) -> re.Pattern[str]:
    r"""``re.compile(source, flags)`` for a pattern anchored at the end, its reach (``_end_reach``) read now, with the
    compile (at import), not at its first ``search_end``: a check of how a window ends, made before a costlier search.

    >>> search_end(end_pattern(r"\sof\s$"), "an AUROC of ").span()
    (8, 12)
    """
    pattern = re.compile(source, flags)
    _reach(source, flags)
    return pattern


def search_end(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    r"""``pattern.search(text)``, for a pattern anchored at the end (`…\s$`): searched from the farthest
    point a match can start, not from the start of a long window (look-behinds and ``\b`` still see the
    characters before it, and ``^`` still means the text's start).

    >>> search_end(re.compile(r"\bat\s$"), "it runs well at ").span(), search_end(re.compile(r"^a$"), "ba")
    ((13, 16), None)
    """
    reach = _reach(pattern.pattern, pattern.flags)  # ``_end_reach``, one call fewer: ~80 searches per document
    # a start before the text (negative) is the text's start to the regex engine: no ``max(0, …)`` call
    return pattern.search(text) if reach is None else pattern.search(text, len(text) - reach)


def _next_needle(text: str, found: dict[str, int], at: int) -> int:
    """Where the first needle at or after ``at`` starts (-1: none); ``found`` holds where each needle
    still in the text was last found, and is moved on only for those found before ``at``.

    >>> found = {"ab": 0, "c": 2}
    >>> _next_needle("abcab", found, 1), found
    (2, {'ab': 3, 'c': 2})
    """
    for needle, i in list(found.items()):
        if i < at and (i := text.find(needle, at)) < 0:
            del found[needle]
        else:
            found[needle] = i
    return min(found.values()) if found else -1


def finditer_near(
    pattern: re.Pattern[str], needles: tuple[str, ...], text: str, at_pairs: bool = False
) -> Iterator[re.Match[str]]:
    r"""``pattern.finditer(text)``, given that every match holds one of ``needles``: a text without
    any is skipped at the speed of a substring search; with a bounded width, the pattern is searched
    only from that width before the next needle (a match cannot start earlier) to as far past the needle
    as a match starting there could read (``_seen``), not across the text (``at_pairs``: by
    ``search_at_pairs``, for a pattern led by optional words).

    >>> [m.group() for m in finditer_near(re.compile(r"(?:by\s)?half"), ("half",), "by half, halfway, behalf")]
    ['by half', 'half', 'half']
    """
    cover = _cover(needles)
    if cover is not needles and not any(part in text for part in cover):
        return
    width = _widest(pattern.pattern, pattern.flags)  # ``widest``, one call fewer
    if width is None:
        if any(needle in text for needle in needles):
            yield from pattern.finditer(text)
        return
    done, size, reach = 0, len(text), _seen(pattern.pattern, pattern.flags)
    found = {needle: i for needle in needles if (i := text.find(needle)) >= 0}
    while (at := _next_needle(text, found, done)) >= 0:
        lo, end = max(done, at - width), min(size, at + reach)  # a start up to ``at`` sees the same text as in full
        m = search_at_pairs(pattern, text, lo, end) if at_pairs else pattern.search(text, lo, end)
        if m is not None and (m.start() <= at or end == size):
            done = m.end()
            yield m
        elif end == size:
            return
        else:  # no match starts up to this needle: the next match holds a later one
            done = at + 1


def finditer_led(
    pattern: re.Pattern[str], needles: tuple[str, ...], text: str, lead: int = 0
) -> Iterator[re.Match[str]]:
    r"""``pattern.finditer(text)``, given that every match starts with one of ``needles`` and none is empty: the
    pattern is tried (anchored) only where a needle starts, not searched through the text, which a pattern of
    unbounded width (a number, a look-ahead to the next digit) would otherwise be from its first needle on
    (``lead``: a match starts at most that many characters before its needle, and is tried from there on).

    >>> led = re.compile(r"\bspeed-?ups?\s\d+")
    >>> [m.group() for m in finditer_led(led, ("speedup", "speed-up"), "a speedup 3, speed-ups 12, unspeedup 4")]
    ['speedup 3', 'speed-ups 12']
    >>> [m.group() for m in finditer_led(re.compile(r",?\svs\s\d"), ("vs",), "A, vs 1 and B vs 2", lead=2)]
    [', vs 1', ' vs 2']
    """
    done = 0  # where finditer would search on from: no match starts before it
    found = {needle: i for needle in needles if (i := text.find(needle)) >= 0}
    while (at := _next_needle(text, found, done)) >= 0:
        if m := _match_from(pattern, text, max(done, at - lead), at):
            done = m.end()
            yield m
        else:
            done = at + 1


def _match_from(pattern: re.Pattern[str], text: str, first: int, last: int) -> re.Match[str] | None:
    """The match of ``pattern`` that starts first from ``first`` to ``last`` (both included), tried in order."""
    for start in range(first, last + 1):
        if m := pattern.match(text, start):
            return m
    return None


@cache
def _pair_starts(source: str, flags: int) -> re.Pattern[str] | None:
    """The pairs of characters a match of the pattern can begin with in an ASCII text (read from its parse
    tree), as a trie the engine skips to at C speed; None when they are not a short list."""
    pairs = None if flags & re.IGNORECASE else ascii_prefixes(source, 2)
    return re.compile(alternation(sorted(pairs))) if pairs else None


def search_at_pairs(pattern: re.Pattern[str], text: str, pos: int, endpos: int) -> re.Match[str] | None:
    r"""``pattern.search(text, pos, endpos)``, tried in an ASCII text only where one of the pairs of characters
    its matches begin with starts: a pattern led by optional words (a vendor, a product line) is otherwise
    tried at every position, and at each capital through every branch of its alternations.

    >>> search_at_pairs(re.compile(r"(?:(?:Intel|AMD)\s)?(?:Gaudi|MI300X)"), "We ran AMD MI300X.", 0, 18)
    <re.Match object; span=(7, 17), match='AMD MI300X'>
    """
    starts = _pair_starts(pattern.pattern, pattern.flags)
    if starts is None or not text.isascii():
        return pattern.search(text, pos, endpos)
    while at := starts.search(text, pos, endpos):
        if m := pattern.match(text, at.start(), endpos):
            return m
        pos = at.start() + 1
    return None


@cache
def _cover(needles: tuple[str, ...]) -> tuple[str, ...]:
    """Fewer strings one of which every needle contains, or ``needles`` itself: two characters that three
    or more needles share stand for them all, so a text holding no needle is told by fewer searches.

    >>> _cover(("GPU", "TPU", "NPU", "FPGA")), _cover(("half", "halv"))
    (('PU', 'FPGA'), ('half', 'halv'))
    """
    shared = Counter(pair for needle in needles for pair in {needle[i : i + 2] for i in range(len(needle) - 1)})
    common = sorted((-count, pair) for pair, count in shared.items() if count >= 3)
    if not common:
        return needles
    part = common[0][1]
    return (part, *(needle for needle in needles if part not in needle))

"""Sentence bounds: the text layer's splitter, which the rules run sentence by sentence.

A sentence ends at `.`, `!` or `?` followed by space (the rule of spaCy's sentencizer), except
after an abbreviation of the field (`e.g.`, `vs.`, `et al.`, `Fig.`; ``data/abbreviations.txt``).
It gives the same sentences as ``spacy.blank("en")`` + sentencizer on 35 of the 36 dev and
138 of the 150 train abstracts (they differ at `etc.)`, TeX math and a period with no space
after it) and is 13 times faster (5,000 bulk abstracts), which is what lets a single process
extract thousands of abstracts per second.
Runs longer than ``MAX_SENTENCE`` characters (tables, lists, broken text) are cut at spaces.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from benchclaims.datafiles import data_lines

ABBREVIATIONS_FILE = "abbreviations.txt"
#: The longest sentence the rules see; longer runs are cut at spaces.
MAX_SENTENCE = 2000
_END = re.compile(r"[.!?]+[\"')\]]*(?=\s+\S)")
#: ``_END`` in the bytes of an ASCII text with `!` and `?` written `.` (``_DOTS``): led by a literal, the
#: search skips to the next `.` several times faster than to one of a class of characters. ``\s`` is spelled
#: out as the ASCII characters a str pattern counts as space (a bytes ``\s`` leaves out `\x1c`-`\x1f`).
_ASCII_END = re.compile(rb"\.\.*[\"')\]]*(?=[\t-\r\x1c-\x20]+[^\t-\r\x1c-\x20])")
_DOTS = bytes.maketrans(b"!?", b"..")
#: ``_END`` in a text without `!` or `?` (most abstracts): led by a literal (`\.+` would not be: the engine
#: finds no prefix behind a repeat), for str texts of any width too.
_DOT_END = re.compile(r"\.\.*[\"')\]]*(?=\s+\S)")
_NON_SPACE = re.compile(r"\S")


@cache
def abbreviation_end() -> re.Pattern[str]:
    """A regex that matches when the text it is searched in ends with an abbreviation.

    >>> bool(abbreviation_end().search("as in (vs")), bool(abbreviation_end().search("canvas"))
    (True, False)
    """
    words = sorted(data_lines(ABBREVIATIONS_FILE))
    return re.compile(r"(?:^|[\s(])(?:" + "|".join(re.escape(w) for w in words) + r")$")


@cache
def abbreviation_tails() -> tuple[int, frozenset[str]]:
    """How many last characters of an abbreviation to test (two, or fewer if one is shorter), and the
    abbreviations' tails of that length: a period after any other tail ends no abbreviation, so
    ``abbreviation_end`` need not be searched there.

    >>> size, tails = abbreviation_tails()
    >>> size, "vs" in tails, "ts" in tails
    (2, True, False)
    """
    words = data_lines(ABBREVIATIONS_FILE)
    size = min(2, *map(len, words))
    return size, frozenset(w[-size:] for w in words)


def sentence_bounds(text: str) -> list[tuple[int, int]]:
    """Character bounds of the sentences of ``text`` (surrounding spaces excluded).

    >>> sentence_bounds("It is fast. It is 2x faster than e.g. vLLM (vs. Ray).  Done!")
    [(0, 11), (12, 53), (55, 60)]
    """
    bounds: list[tuple[int, int]] = []
    abbreviation = abbreviation_end()
    size, tails = abbreviation_tails()
    start = _skip_spaces(text, 0)
    for at, stop in _ends(text):
        if text[at] == "." and text[max(0, at - size) : at] in tails and abbreviation.search(text, max(0, at - 8), at):
            continue
        bounds.append((start, stop))
        start = _skip_spaces(text, stop)
    end = len(text.rstrip())
    if start < end:
        bounds.append((start, end))
    if all(stop - start <= MAX_SENTENCE for start, stop in bounds):
        return bounds  # what ``_split_long`` gives each of them
    return [piece for bound in bounds for piece in _split_long(text, *bound)]


def _ends(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the sentence ends (``_END``) of ``text``, in order.

    >>> list(_ends("Is it? Yes!! It is (so.) Done.")), list(_ends("Fast… ok? Sure."))
    ([(5, 6), (10, 12), (22, 24)], [(8, 9)])
    """
    if "!" not in text and "?" not in text:  # `[.!?]+` is `\.+`: no bytes to translate
        return (m.span() for m in _DOT_END.finditer(text))
    if text.isascii():  # bytes and characters are one: the spans in the bytes are the text's
        return (m.span() for m in _ASCII_END.finditer(text.encode("ascii").translate(_DOTS)))
    return (m.span() for m in _END.finditer(text))


def _skip_spaces(text: str, at: int) -> int:
    """The first position at or after ``at`` that is not a space (the end of ``text`` if none).

    >>> _skip_spaces("a   b", 1), _skip_spaces("a  ", 1)
    (4, 3)
    """
    if text[at : at + 1] == " " and not text[at + 1 : at + 2].isspace():
        return at + 1  # one space, as after most sentence ends (or the end of the text)
    found = _NON_SPACE.search(text, at)
    return found.start() if found else len(text)


def _split_long(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` cut into pieces of at most ``MAX_SENTENCE`` characters, at spaces where possible.

    >>> _split_long("a " * 1500, 0, 2999)
    [(0, 1999), (2000, 2999)]
    """
    pieces = []
    while end - start > MAX_SENTENCE:
        cut = text.rfind(" ", start + 1, start + MAX_SENTENCE)
        cut = cut if cut > start else start + MAX_SENTENCE
        pieces.append((start, cut))
        start = cut + 1 if text[cut : cut + 1] == " " else cut
    pieces.append((start, end))
    return pieces

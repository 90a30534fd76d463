"""A text prepared for detection: where its numbers start, so number-led rules match only there.

Python's regex engine scans fast only for patterns that begin with a literal or a character set;
a pattern that begins with a look-behind is tried at every position. ``Scan`` finds the starts of
numbers once and tries number-led patterns only there (anchored), and checks word boundaries of
word-led patterns itself, so every detector runs in time linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_DIGITS = re.compile(r"\d+")


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _starts_number(text: str, i: int) -> bool:
    """A digit at ``i`` starts a number unless a word char or `/` is before it, or `.`/`,` after a digit."""
    if i == 0:
        return True
    before = text[i - 1]
    if _is_word_char(before) or before == "/":
        return False
    return not (before in ".," and i > 1 and text[i - 2].isdigit())


@dataclass(frozen=True)
class Scan:
    """The normalized text and the offsets where its numbers start."""

    text: str
    starts: tuple[int, ...]

    @classmethod
    def of(cls, text: str) -> Scan:
        """Prepare ``text``: a number starts at a digit not preceded by a word char, `.`, `,` or `/`.

        >>> Scan.of("by 1.12x-2.48x on 512 H200").starts
        (3, 9, 18)
        """
        starts = tuple(m.start() for m in _DIGITS.finditer(text) if _starts_number(text, m.start()))
        return cls(text, starts)

    def at_numbers(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Non-overlapping matches of a number-led ``pattern``, tried at number starts only."""
        end = 0
        for start in self.starts:
            if start < end:
                continue
            m = pattern.match(self.text, start)
            if m:
                end = m.end()
                yield m

    def words(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches of a word-led ``pattern`` that start at a word boundary."""
        for m in pattern.finditer(self.text):
            if m.start() == 0 or not _is_word_char(self.text[m.start() - 1]):
                yield m

"""A text prepared for detection: where its numbers start, so number-led rules match only there.

Python's regex engine scans fast only for patterns that begin with a literal or a character set;
a pattern that begins with a look-behind is tried at every position. ``Scan`` finds the starts of
numbers once and tries number-led patterns only there (anchored); a word-led pattern runs only on
texts that contain one of its literal needles (a substring search is far faster than a regex
scan), and its word boundaries are checked here. Every detector runs in time linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

#: A digit run that starts a number: the digit is not preceded by a word char or `/`, nor by `.`/`,`
#: after a digit (the look-behinds follow the first digit, so the search skips to digits quickly).
_NUMBER_START = re.compile(r"\d(?<![\w/]\d)(?<!\d[.,]\d)\d*")


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


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
        return cls(text, tuple(m.start() for m in _NUMBER_START.finditer(text)))

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

    def words(self, pattern: re.Pattern[str], needles: tuple[str, ...]) -> Iterator[re.Match[str]]:
        """Matches of a word-led ``pattern`` that start at a word boundary.

        ``needles`` are literals one of which every match contains: a text without any is skipped
        at the speed of a substring search, not of a regex scan.
        """
        if not any(needle in self.text for needle in needles):
            return
        for m in pattern.finditer(self.text):
            if m.start() == 0 or not _is_word_char(self.text[m.start() - 1]):
                yield m

"""TeX and typography → plain text, with a map back to the original offsets.

The rules are the data file ``data/tex.tsv``. ``normalize`` returns the plain text and an
``OffsetMap``; every span found in the plain text is mapped back so that records always
point at the original characters (``abstract[start:end] == text``).

>>> n = normalize(r"up to $3.4\\times$ and ${\\sim}10\\%$")
>>> n.text
'up to 3.4× and ~10%'
>>> start, end = n.to_original(6, 10)
>>> r"up to $3.4\\times$ and ${\\sim}10\\%$"[start:end]
'3.4\\\\times'
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from benchclaims.datafiles import tsv_rows


@dataclass(frozen=True)
class OffsetMap:
    """Replaced chunks as parallel tuples: normalized start/length and original start/length."""

    norm_starts: tuple[int, ...]
    norm_lens: tuple[int, ...]
    orig_starts: tuple[int, ...]
    orig_lens: tuple[int, ...]

    def _chunk(self, i: int) -> int:
        """Index of the last chunk starting at or before normalized index ``i`` (-1: none)."""
        return bisect_right(self.norm_starts, i) - 1

    def start(self, i: int) -> int:
        """Original offset of the normalized character at ``i``."""
        k = self._chunk(i)
        if k < 0:
            return i
        n_end = self.norm_starts[k] + self.norm_lens[k]
        if i < n_end:
            return self.orig_starts[k]
        return self.orig_starts[k] + self.orig_lens[k] + (i - n_end)

    def end(self, j: int) -> int:
        """Original (exclusive) end offset of a normalized span ending at ``j``."""
        if j <= 0:
            return 0
        k = self._chunk(j - 1)
        if k >= 0 and j - 1 < self.norm_starts[k] + self.norm_lens[k]:
            return self.orig_starts[k] + self.orig_lens[k]
        return self.start(j - 1) + 1


@dataclass(frozen=True)
class Normalized:
    """Plain text plus the map of its offsets back into the original."""

    text: str
    offsets: OffsetMap

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a normalized span to the original text's span."""
        return self.offsets.start(start), self.offsets.end(end)


def _unescape(cell: str) -> str:
    r"""A replacement cell as text: ``\s`` is a space.

    >>> _unescape(r"\s")
    ' '
    """
    return cell.replace("\\s", " ")


@cache
def _rules() -> tuple[re.Pattern[str], dict[str, str]]:
    """The compiled alternation of all sources (longest first) and the replacement table."""
    table = {row[0]: _unescape(row[1] if len(row) > 1 else "") for row in tsv_rows("tex.tsv")}
    alternatives = []
    for source in sorted(table, key=lambda s: (-len(s), s)):
        guard = "(?![A-Za-z])" if re.fullmatch(r"\\[A-Za-z]+", source) else ""
        alternatives.append(re.escape(source) + guard)
    return re.compile("|".join(alternatives)), table


@cache
def _ascii_needles() -> tuple[str, ...]:
    r"""What every ASCII source of ``_rules`` begins with: the longest common prefix of each group of them that
    shares a first character (an ASCII text can hold no other source, so one without these has none).

    >>> _ascii_needles()
    ('**', '--', '\\', '{', '}')
    """
    groups: dict[str, list[str]] = {}
    for source in _rules()[1]:
        if source.isascii():
            groups.setdefault(source[0], []).append(source)
    return tuple(sorted(os.path.commonprefix(group) for group in groups.values()))  # noqa: RUF071 (characters meant)


#: A pair of `$` on one line whose closing sign follows a non-space (`$3.4\times$`, `$ 3-5 ×$`).
_MATH = re.compile(r"(?<!\\)\$([^$\n]{0,80}?[^\s\\$])?\$")
_TEX_SIGN = re.compile(r"[\\^_{}]")
_PROSE = re.compile(r"\b[a-z]{3,}\b")


def math_delimiters(text: str) -> list[int]:
    r"""Offsets of the `$` signs that open or close TeX math (paired, around TeX-looking content).

    >>> math_delimiters(r"by $3.4\times$ and $17$ points")
    [3, 13, 19, 22]
    >>> math_delimiters("saves $459,715 and US$2.1 million")
    []
    """
    found: list[int] = []
    for m in _led_by(_MATH, "$", text):
        content = text[m.start() + 1 : m.end() - 1]
        if _TEX_SIGN.search(content) or not _PROSE.search(content):  # math, not `$2 in savings and $`
            found += [m.start(), m.end() - 1]
    return found


#: A TeX tie (non-breaking space) between a number and its unit: `25~tokens/s`, `50~ms`, `0.7~\\mathrm{dB}`.
#: Also after a closing math delimiter (`$+2.1$~dB`). A `~` before a digit (`1.2x~2.4x`) or after a
#: non-digit (`~10%`) is no tie.
_TIE = re.compile(r"(?:(?<=\d)|(?<=\d\$))~(?=[A-Za-zµμ\\])")


def ties(text: str) -> list[tuple[int, int, str]]:
    """The TeX ties after a number, each rewritten to a space.

    >>> ties("up to 25~tokens/s, ~10% and 1.2x~2.4x")
    [(8, 9, ' ')]
    >>> ties("by $+2.1$~dB")
    [(9, 10, ' ')]
    """
    return [(m.start(), m.end(), " ") for m in _led_by(_TIE, "~", text)]


def _led_by(pattern: re.Pattern[str], sign: str, text: str) -> Iterator[re.Match[str]]:
    r"""``pattern.finditer(text)`` for a pattern whose every match opens with ``sign`` (past its look-behinds) and is
    not empty: tried at each ``sign``, found by ``memchr``, not at every position, where the look-behinds would run.

    >>> [m.span() for m in _led_by(re.compile(r"(?<!\\)\$\d"), "$", r"$1 \$2 $3")]
    [(0, 2), (7, 9)]
    """
    at = text.find(sign)
    while at >= 0:
        m = pattern.match(text, at)
        if m is not None:
            yield m
        at = text.find(sign, at + 1 if m is None else m.end())


def _replacements(text: str) -> list[tuple[int, int, str]]:
    """(start, end, replacement) of every rewrite in ``text``, in order, none overlapping."""
    pattern, table = _rules()
    if text.isascii() and not any(needle in text for needle in _ascii_needles()):
        found = []  # most abstracts: no TeX, nothing for the alternation to find
    else:
        found = [(m.start(), m.end(), table[m.group()]) for m in pattern.finditer(text)]
    if "~" in text:
        found += ties(text)
        found.sort()
    if "$" not in text:
        return found
    found += [(i, i + 1, "") for i in math_delimiters(text)]
    found.sort()
    kept: list[tuple[int, int, str]] = []
    for item in found:
        if not kept or item[0] >= kept[-1][1]:
            kept.append(item)
    return kept


def normalize(text: str) -> Normalized:
    r"""Rewrite TeX and typography in ``text`` to plain text, keeping the offset map.

    >>> normalize(r"saves \$459,715 (US$2.1 million) in $5\%$ of runs").text
    'saves $459,715 (US$2.1 million) in 5% of runs'
    """
    pieces: list[str] = []
    n_starts: list[int] = []
    n_lens: list[int] = []
    o_starts: list[int] = []
    o_lens: list[int] = []
    last = 0
    n_pos = 0
    for start, end, repl in _replacements(text):
        pieces.append(text[last:start])
        n_pos += start - last
        n_starts.append(n_pos)
        n_lens.append(len(repl))
        o_starts.append(start)
        o_lens.append(end - start)
        pieces.append(repl)
        n_pos += len(repl)
        last = end
    pieces.append(text[last:])
    offsets = OffsetMap(tuple(n_starts), tuple(n_lens), tuple(o_starts), tuple(o_lens))
    return Normalized("".join(pieces), offsets)

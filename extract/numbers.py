"""Numerals as written → float values.

>>> parse_number("4,039")
4039.0
>>> parse_number("1.41M")
1410000.0
>>> parse_number("1K")
1000.0
>>> parse_number("1/2")
0.5
>>> parse_number(".742")
0.742
>>> parse_number("eight")
8.0
>>> parse_number("two orders of magnitude")
100.0
>>> parse_number("n/a") is None
True
"""

from __future__ import annotations

import re
from functools import cache

from benchclaims.datafiles import tsv_rows

#: A numeral: thousands groups or plain digits, optional decimals, optional K/M/B/T suffix.
NUMERAL = r"(?<![\w.])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:/\d+(?:\.\d+)?)?(?:[KMBT](?![\w]))?"

_SUFFIX = {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}
_NUMERAL_RE = re.compile(r"([-+]?(?:[\d,]+(?:\.\d+)?|\.\d+))(?:/(\d+(?:\.\d+)?))?([KMBT])?")  # also `.742`


@cache
def number_words() -> dict[str, tuple[float, str]]:
    """Number words and magnitude phrases → (value, kind) from ``data/number_words.tsv``."""
    return {row[0]: (float(row[1]), row[2]) for row in tsv_rows("number_words.tsv")}


def parse_number(text: str) -> float | None:
    """The value of a numeral or number phrase, or None when it is not one."""
    text = text.strip()
    word = number_words().get(text.lower())
    if word is not None:
        return word[0]
    m = _NUMERAL_RE.fullmatch(text)
    if not m:
        return None
    value = float(m.group(1).replace(",", ""))
    if m.group(2):
        denominator = float(m.group(2))
        value = value / denominator if denominator else value
    if m.group(3):
        value *= _SUFFIX[m.group(3)]
    return value

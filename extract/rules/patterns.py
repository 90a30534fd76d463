"""Regular-expression building blocks shared by the detection rules (all on normalized text)."""

from __future__ import annotations

from functools import cache

from benchclaims.lexicon import (
    accelerator_regex,
    alternation,
    count_link_nouns,
    device_nouns,
    hardware_words,
    units,
    vendor_lines,
    vendors,
)
from benchclaims.numbers import number_words

#: Left boundary of a number: not inside a word, a decimal or a thousands group.
LEFT = r"(?<![\w/^])(?<!\^\{)(?<!\^-)(?<!\^−)(?<!\^\{-)(?<!\^\{−)(?<!\d[.,])"  # not an exponent: `10^3x`, `10^{-5}`
#: A plain numeral: thousands groups or digits, optional decimals.
NUM = r"(?:\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?"
#: A multiplication sign after a number (x, X, ×), not the start of a word.
TIMES = r"\s?[x×X](?![A-Za-z0-9])"
#: The link of a range.
DASH = r"\s?(?:-\s?to|-|to|~)\s?"
#: A p-value that may close a figure's bracket: `(70.5%, p<0.01)`, `(49.5%; p = 0.003)` still hold one figure.
P_VALUE_CLOSE = r"(?:[,;]\s?p\s?[<=>≤]\s?0?\.\d+)?\)"
#: An acronym in brackets after the words it shortens: one more word of a phrase (`energy-delay-product (EDP)`).
ACRONYM_BRACKET = r"\([A-Z][A-Za-z\d-]{1,10}\)"


@cache
def count_words() -> str:
    """Alternation of number words that can count devices (`eight`, `a single`)."""
    words = [w for w, (_, kind) in number_words().items() if kind == "count" and "thousand" not in w]
    return alternation(words + [w.capitalize() for w in words])


@cache
def vendor() -> str:
    """An optional vendor (group ``vendor``) and product line before a model, from the catalog.

    `NVIDIA `, `AMD Instinct `, `Nvidia's `, `16-NVIDIA-` (the separator after it included).
    """
    return rf"(?:(?P<vendor>{alternation(list(vendors()))})(?:'s)?[\s-])?(?:{alternation(vendor_lines())}[\s-])?"


@cache
def device_noun(alone: bool = False) -> str:
    """A device noun of the catalog, optionally plural (group ``noun``); ``alone``: only nouns that are a
    device kind by themselves (`GPU`, `TPU`, `IPU`; not `card`, `chip`)."""
    nouns = [n for n, device in device_nouns().items() if device or not alone]
    return rf"(?P<noun>{alternation(nouns)})(?P<plural>s)?(?![\w])"


@cache
def count_link() -> str:
    """What joins a count to its device: a space, a hyphen, a multiplication sign (`8x`, `8*A100`), or a device
    noun (`8-GPU `, `256-card `), as group ``link``."""
    return rf"(?P<link>\s?[x×X*]\s?|\s?-\s?|\s|-(?:{alternation(count_link_nouns())})s?[\s-])"


@cache
def variant() -> str:
    """Form factors and editions after a model (`SXM4`, `PCIe`, `80GB`, `(8GB)`, `Server Edition`)."""
    return rf"(?:[\s-](?:{alternation(hardware_words('variant'))}|\d+\s?GB|\(\d+\s?GB\))(?![\w]))*"


@cache
def accel() -> str:
    """An accelerator alias (optionally plural), as a named group `acc`."""
    return rf"(?P<acc>{accelerator_regex()})s?(?![\w])"


@cache
def unit_regex(name: str = "unit") -> str:
    """Alternation of unit surface forms as a named group ``name``, whole words; not the first half of a `-level`
    compound (`38 second-level classes` counts classes)."""
    return rf"(?P<{name}>{alternation(list(units()))})(?![\w/]|-level\b)"

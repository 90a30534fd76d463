"""Regular-expression building blocks shared by the detection rules (all on normalized text)."""

from __future__ import annotations

from functools import cache

from benchclaims.lexicon import accelerator_regex, alternation, units
from benchclaims.numbers import number_words

#: Left boundary of a number: not inside a word, a decimal or a thousands group.
LEFT = r"(?<![\w/])(?<!\d[.,])"
#: A plain numeral: thousands groups or digits, optional decimals.
NUM = r"(?:\d{1,3}(?:,\d{3})+(?![\d])|\d+)(?:\.\d+)?"
#: A multiplication sign after a number (x, X, ×), not the start of a word.
TIMES = r"\s?[x×X](?![A-Za-z0-9])"
#: The link of a range.
DASH = r"\s?(?:-\s?to|-|to|~)\s?"
#: Nouns for the devices that are counted.
DEVICE_NOUN = r"(?:GPU|TPU|NPU|HPU|accelerator|chip|card|device)s?"
VENDOR = r"(?:NVIDIA|Nvidia|AMD|Google|Huawei|Intel|AWS|Tesla|Cambricon)"
VARIANT = r"(?:\s(?:SXM\d?|PCIe|NVL|\d+\s?GB|Tensor Core))*"


@cache
def count_words() -> str:
    """Alternation of number words that can count devices (`eight`, `a single`)."""
    words = [w for w, (_, kind) in number_words().items() if kind == "count" and "thousand" not in w]
    return alternation(words + [w.capitalize() for w in words])


@cache
def accel() -> str:
    """An accelerator alias (optionally plural), as a named group `acc`."""
    return rf"(?P<acc>{accelerator_regex()})s?(?![\w])"


@cache
def unit_regex(name: str = "unit") -> str:
    """Alternation of unit surface forms as a named group ``name``, whole words."""
    return rf"(?P<{name}>{alternation(list(units()))})(?![\w/])"

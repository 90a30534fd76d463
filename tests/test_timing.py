"""Bounded time: hostile abstracts take time linear in their size.

Each input is run at about 64 KB and at 8 times that (about 512 KB) and the times are compared:
linear work gives a ratio near 8, catastrophic backtracking or a quadratic loop a ratio far
above. The bound is a ratio, not a time, so a slow machine does not fail it; times under
``FLOOR`` seconds are taken as ``FLOOR`` (below that the clock measures noise, not work).

The clock is this process's CPU time (``time.process_time``), which other processes on a busy
machine do not inflate the way they do wall-clock time, and a ratio over the bound is measured
again, up to ``ATTEMPTS`` times: one load spike cannot fail the test, a quadratic loop fails
every attempt. The ratio tests are ``slow`` (CI runs them); the default-suite tests here check
the records of huge inputs, not their times.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

import pytest
from benchclaims.pipeline import extract_claims

SMALL = 64_000
GROWTH = 8
MAX_RATIO_PER_GROWTH = 1.5  # 8x the size may take at most 12x the time
FLOOR = 0.005
ATTEMPTS = 3


def repeat(unit: str) -> Callable[[int], str]:
    """An input of ``unit`` repeated to ``n`` characters."""
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def number_list(n: int) -> str:
    """``1, 2, 3, ...`` with n // 6 items (a 100,000-item list at 8x)."""
    return ", ".join(str(i) for i in range(1, n // 6 + 1))


HOSTILE: dict[str, Callable[[int], str]] = {
    "digits": repeat("1234567890"),
    "spaced digits": repeat("12 345 6.7 89 "),
    "symbols": repeat("x%$-\u2013\u2014~{}\u00d7\\ "),
    "x": repeat("x"),
    "percent": repeat("%"),
    "dollars": repeat("$"),
    "dashes": repeat("-\u2013\u2014"),
    "number list": number_list,
    "one line without spaces": repeat("abc2xdef3%ghi$\\times$4{,}5--"),
    "dotted": repeat("1."),
    "backslashes": repeat("\\"),
    "parentheses": repeat("("),
}

# Text dense with mentions and without a sentence end. This was quadratic (every mention's rules
# scanned the whole "sentence"); sentences are now cut at 2,000 characters and the rules look at a
# bounded window around each number, so the work is linear in the number of mentions.
#: Both sizes at least two cut sentences long, so the comparison is in the linear regime (below it,
#: a longer input still means more mentions per sentence).
DENSE_SMALL = 4_000
DENSE: dict[str, Callable[[int], str]] = {
    "tex": repeat("2.89$\\times$ ${\\sim}10\\%$ 4{,}918 \\$459 "),
    "speedup list": repeat("1.5x, "),
    "words and numbers": repeat("up to 3 times over 4 of 5 by 6 than 7 "),
}


def seconds(text: str) -> float:
    """The CPU time of one ``extract_claims(text)``."""
    gc.collect()
    began = time.process_time()
    extract_claims(text)
    return time.process_time() - began


def growth_ratio(make: Callable[[int], str], small: int, runs: int = 5) -> tuple[float, float]:
    """(time ratio, size ratio) of the input at ``small`` and at ``GROWTH`` times ``small``.

    Each size is timed ``runs`` times, in turns, so both sizes see the same background load;
    the best time of each counts (a slow run is noise, not the extractor).
    """
    little, big = make(small), make(small * GROWTH)
    extract_claims(little)  # warm caches and lazy imports
    times = [(seconds(little), seconds(big)) for _ in range(runs)]
    t_little, t_big = min(t for t, _ in times), min(t for _, t in times)
    return max(t_big, FLOOR) / max(t_little, FLOOR), len(big) / len(little)


@pytest.fixture(scope="module", autouse=True)
def warm() -> None:
    """Load the extractor's data files before any clock starts."""
    extract_claims("It is 2.2x faster than vLLM on 8 H100 GPUs.")


def assert_linear(name: str, make: Callable[[int], str], small: int) -> None:
    """Fail when every one of ``ATTEMPTS`` measurements puts the growth ratio over the bound."""
    ratios = []
    for _ in range(ATTEMPTS):
        ratio, size_ratio = growth_ratio(make, small)
        if ratio < MAX_RATIO_PER_GROWTH * size_ratio:
            return
        ratios.append(f"{ratio:.1f}x")
    pytest.fail(f"{name}: {GROWTH}x the input, {', '.join(ratios)} the time in {ATTEMPTS} attempts")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input_takes_linear_time(name: str) -> None:
    assert_linear(name, HOSTILE[name], SMALL)


def test_the_100000_item_number_list_gives_valid_records() -> None:
    text = number_list(600_000)
    assert text.endswith(", 100000")
    for claim in extract_claims(text):
        assert text[claim.start : claim.end] == claim.text


def test_a_one_megabyte_line_finishes_with_valid_records() -> None:
    text = HOSTILE["one line without spaces"](1_000_000)
    assert "\n" not in text and " " not in text and len(text) == 1_000_000
    for claim in extract_claims(text):
        assert text[claim.start : claim.end] == claim.text


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(DENSE))
def test_mention_dense_text_takes_linear_time(name: str) -> None:
    assert_linear(name, DENSE[name], DENSE_SMALL)

"""Word lists belong in ``extract/data/`` (``words.tsv``, ``cues.tsv``, ``metrics.tsv``, …), not in regexes.

An alternation of three or more lowercase words inside ``extract/rules/*.py`` is a word list in
code. Most of them have moved to data; the ones left are counted per module below, and the count
may only go down: a new list in code fails here (move it to ``words.tsv`` and build the pattern
with ``lexicon.word_alternation``). Inflection endings (``(?:s|ing|ed)``) are not word lists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[1] / "extract" / "rules"
WORD_LIST = re.compile(r"\(\?:((?:[a-z]+\|){2,}[a-z]+)\)")
ENDINGS = re.compile(r"^(?:[a-z]{1,3}\|)+[a-z]{1,3}$")

#: Word lists still in code, per module (to move to data; lower these numbers as they go).
LEFT_IN_CODE = {
    "comparison.py": 13,
    "condition.py": 4,
    "detect.py": 4,
    "kind.py": 12,
    "metric.py": 7,
    "qualifier.py": 1,
    "spread.py": 2,
    "system.py": 6,
}


def word_lists(source: str) -> list[str]:
    """The lowercase-word alternations of ``source`` (inflection endings left out).

    >>> word_lists(r"(?:on|under|in) (?:s|ing|ed) (?:A|B|C)")
    ['on|under|in']
    """
    return [found for found in WORD_LIST.findall(source) if not ENDINGS.match(found)]


@pytest.mark.parametrize("module", sorted(p.name for p in RULES.glob("*.py")))
def test_no_new_word_list_in_rule_code(module: str) -> None:
    found = word_lists((RULES / module).read_text(encoding="utf-8"))
    assert len(found) <= LEFT_IN_CODE.get(module, 0), f"{module}: a word list in code: {found}"


def test_the_counts_are_current() -> None:
    """When a list moves to data, its count here goes down with it (so the ratchet stays tight)."""
    current = {p.name: len(word_lists(p.read_text(encoding="utf-8"))) for p in RULES.glob("*.py")}
    assert {name: n for name, n in current.items() if n} == LEFT_IN_CODE

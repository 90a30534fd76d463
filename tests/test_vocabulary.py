"""Word lists belong in ``extract/data/`` (``words.tsv``, ``cues.tsv``, ``metrics.tsv``, …), not in regexes.

An alternation of three or more lowercase words inside ``extract/rules/*.py`` is a word list in
code, and fails here: put it in ``words.tsv`` (with a line in its header) and build the pattern
with ``lexicon.word_alternation``. Inflection endings and short function words of three letters
or fewer (``(?:s|ing|ed)``, ``(?:the|a|an)``) are not counted.

The looser check below also finds lists whose words carry an optional ending (``budgets?|targets?``) or
that do not stand alone in a group (``(?:data|dataset|samples|parameters)``, split over two literals).
Those predate it: their number per module is pinned, may only go down, and the pin must follow.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[1] / "extract" / "rules"
WORD_LIST = re.compile(r"\(\?:((?:[a-z]+\|){2,}[a-z]+)\)")
ENDINGS = re.compile(r"^(?:[a-z]{1,3}\|)+[a-z]{1,3}$")
LOOSE_LIST = re.compile(r"(?<![\w\\])(?:[a-z]{4,}(?:s\?|\?)?\|){2,}[a-z]{4,}(?:s\?|\?)?(?!\w)")

#: module -> word lists of the loose kind still in it (2026-12-01); lower the pin when you move one to data
LOOSE_LISTS_LEFT: dict[str, int] = {}


def word_lists(source: str) -> list[str]:
    """The lowercase-word alternations of ``source`` (inflection endings left out).

    >>> word_lists(r"(?:on|under|in) (?:s|ing|ed) (?:A|B|C)")
    ['on|under|in']
    """
    return [found for found in WORD_LIST.findall(source) if not ENDINGS.match(found)]


@pytest.mark.parametrize("module", sorted(p.name for p in RULES.glob("*.py")))
def test_no_word_list_in_rule_code(module: str) -> None:
    assert word_lists((RULES / module).read_text(encoding="utf-8")) == [], module


def test_the_check_finds_a_word_list() -> None:
    assert word_lists(r'_X = re.compile(r"\b(?:called|named|dubbed)\s")') == ["called|named|dubbed"]


def loose_word_lists(source: str) -> list[str]:
    """Runs of three or more lowercase words of four letters or more, optional endings allowed.

    >>> loose_word_lists(r"(?:budgets?|targets?|limits?) (?:data|dataset|samples)\\b (?:on|in|at)")
    ['budgets?|targets?|limits?', 'data|dataset|samples']
    """
    return LOOSE_LIST.findall(source)


@pytest.mark.parametrize("module", sorted(p.name for p in RULES.glob("*.py")))
def test_loose_word_lists_only_go_down(module: str) -> None:
    found = len(loose_word_lists((RULES / module).read_text(encoding="utf-8")))
    assert found == LOOSE_LISTS_LEFT.get(module, 0), (
        f"{module}: {found} word lists in code; pinned {LOOSE_LISTS_LEFT.get(module, 0)}"
    )

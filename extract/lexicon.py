"""The lexicons of ``data/`` as frozen, compiled structures, each built once per process.

Regular expressions are built from lists sorted longest-first then alphabetically (never from
sets), so the output never depends on hash order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from benchclaims.datafiles import jsonl_rows, tsv_rows


@dataclass(frozen=True)
class Accelerator:
    """One accelerator of ``hardware.jsonl``."""

    canonical: str
    vendor: str
    unit: str
    needs_context: bool


@dataclass(frozen=True)
class MetricHead:
    """One metric head of ``metrics.tsv``."""

    head: str
    metric_class: str
    polarity: str  # "higher" or "lower": which way is better


def alternation(phrases: list[str] | tuple[str, ...]) -> str:
    """A regex alternation of literal phrases, shaped as a trie so a match is tried once per prefix.

    At each branch point longer continuations are tried before the phrase that ends there, so the
    longest phrase wins, as in a longest-first list; children are in code-point order.

    >>> alternation(["up", "up to", "x"])
    '(?:up(?:\\\\ to)?|x)'
    """
    trie: dict[str, dict] = {}
    for phrase in phrases:
        node = trie
        for char in phrase:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_regex(trie, group=True)


def _trie_regex(node: dict[str, dict], group: bool = False) -> str:
    """The regex of a trie ``node`` (``""`` marks a phrase ending there)."""
    branches = [re.escape(char) + _trie_regex(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    wrapped = group or len(branches) > 1
    body = "(?:" + "|".join(branches) + ")" if wrapped else branches[0]
    if "" not in node:
        return body
    return f"{body}?" if wrapped else f"(?:{body})?"


@cache
def accelerators() -> dict[str, Accelerator]:
    """Surface alias → accelerator."""
    table: dict[str, Accelerator] = {}
    for row in jsonl_rows("hardware.jsonl"):
        acc = Accelerator(row["canonical"], row["vendor"], row["unit"], bool(row.get("needs_context")))
        for alias in row["aliases"]:
            table[alias] = acc
    return table


@cache
def accelerator_regex() -> str:
    """Alternation of every accelerator alias (case-sensitive; callers add the boundaries)."""
    return alternation(list(accelerators()))


@cache
def metric_heads() -> dict[str, MetricHead]:
    """Lowercase head phrase → metric head."""
    heads = {row[0]: MetricHead(row[0], row[1], row[2]) for row in tsv_rows("metrics.tsv")}
    plurals = {f"{h}s": v for h, v in heads.items() if not h.endswith("s") and f"{h}s" not in heads}
    return {**plurals, **heads}


@cache
def metric_head_regex() -> re.Pattern[str]:
    """Whole-word matcher of metric heads in lowercase text."""
    return re.compile(r"(?<![\w-])" + alternation(list(metric_heads())) + r"(?![\w-])")


@cache
def cues(group: str) -> dict[str, str]:
    """Phrase → value for one group of ``cues.tsv`` (qualifier, aggregate, verb)."""
    return {row[2]: row[1] for row in tsv_rows("cues.tsv") if row[0] == group}


@cache
def cue_regex(group: str) -> re.Pattern[str]:
    """Whole-word matcher of one cue group's phrases in lowercase text."""
    return re.compile(r"(?<![\w-])" + alternation(list(cues(group))) + r"(?![\w-])")


@cache
def units() -> dict[str, tuple[str, str]]:
    """Unit surface form → (pint unit string, metric class)."""
    return {row[0]: (row[1], row[2]) for row in tsv_rows("units.tsv")}


@cache
def metric_adjectives() -> dict[str, str]:
    """Adjective → the metric it names (`accurate` → `accuracy`)."""
    return {row[0]: row[1] for row in tsv_rows("metric_adjectives.tsv")}


@cache
def words(group: str) -> frozenset[str]:
    """The words of one group of ``words.tsv`` (stop words, change words, praise, …).

    >>> "the" in words("stop"), "higher" in words("change_word")
    (True, True)
    """
    return frozenset(row[1] for row in tsv_rows("words.tsv") if row[0] == group)


@cache
def word_alternation(group: str) -> str:
    """A regex alternation (no boundaries) of one group of ``words.tsv``, longest match first.

    >>> import re
    >>> bool(re.fullmatch(word_alternation("comparative"), "higher"))
    True
    """
    return alternation(sorted(words(group)))


@cache
def qualifier_alternation() -> str:
    """A regex alternation of every qualifier phrase of ``cues.tsv`` (`up to`, `nearly`, `~`, …)."""
    return alternation(sorted(cues("qualifier")))


@cache
def unit_metrics() -> dict[str, str]:
    """Pint unit string → the metric a bare figure in it measures (`frame / second` → `fps`)."""
    return {row[0]: row[1] for row in tsv_rows("unit_metrics.tsv")}

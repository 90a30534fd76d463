"""The lexicons of ``data/`` as frozen, compiled structures, each built once per process.

Regular expressions are built from lists sorted longest-first then alphabetically (never from
sets), so the output never depends on hash order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from benchclaims.datafiles import jsonl_rows, tsv_rows


@dataclass(frozen=True)
class Accelerator:
    """One accelerator of the ``hardware.jsonl`` catalog (a product, or a SKU of a family)."""

    canonical: str
    vendor: str
    device: str
    architecture: str | None = None
    year: int | None = None
    needs_context: str | None = None  # None, "near" or "doc" (see the catalog header)
    short: bool = False  # a family word that refers back to a full name of its family

    @property
    def is_architecture(self) -> bool:
        """True for an architecture named as hardware (`Hopper`), which a product name next to it absorbs."""
        return self.canonical == self.architecture


@dataclass(frozen=True)
class Family:
    """A family pattern of the catalog: many SKUs, one regex, a canonical template."""

    name: str
    pattern: re.Pattern[str]
    canonical: str
    flags: tuple[tuple[str, str], ...]
    base: Accelerator  # vendor, device, architecture and context of every SKU

    def accelerator(self, m: re.Match[str]) -> Accelerator:
        """The accelerator of a match of ``pattern``: a catalog product when the canonical names one.

        >>> rtx = next(f for f in families() if f.name == "GeForce RTX")
        >>> [rtx.accelerator(rtx.pattern.match(t)).canonical for t in ("RTX4090", "RTX 4070Ti", "RTX 3090 SUPER")]
        ['RTX 4090', 'RTX 4070 Ti', 'RTX 3090 SUPER']
        """
        flags = dict(self.flags)
        parts = {g: (flags.get(g, v) if v is not None else "") for g, v in m.groupdict().items()}
        canonical = self.canonical.format(**parts)
        return products().get(canonical) or replace(self.base, canonical=canonical)


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
def hardware_records(record: str) -> tuple[dict[str, Any], ...]:
    """The rows of one record type of the hardware catalog (``vendor``, ``noun``, ``word``, ``product``, ``family``)."""
    return tuple(row for row in jsonl_rows("hardware.jsonl") if row["record"] == record)


def _accelerator(row: dict[str, Any]) -> Accelerator:
    return Accelerator(
        row.get("canonical", ""), row["vendor"], row["device"], row.get("architecture"), row.get("year"),
        row.get("needs_context"), bool(row.get("short")),
    )  # fmt: skip


@cache
def accelerators() -> dict[str, Accelerator]:
    """Surface alias → product."""
    return {alias: _accelerator(row) for row in hardware_records("product") for alias in row["aliases"]}


@cache
def products() -> dict[str, Accelerator]:
    """Canonical name → product."""
    return {acc.canonical: acc for acc in accelerators().values()}


@cache
def families() -> tuple[Family, ...]:
    """The family patterns, in catalog order."""
    return tuple(
        Family(row["family"], re.compile(row["pattern"]), row["canonical"], tuple(sorted(row["flags"].items())),
               _accelerator(row))
        for row in hardware_records("family")
    )  # fmt: skip


_NAMED_GROUP = re.compile(r"\(\?P<\w+>")


@cache
def accelerator_regex() -> str:
    """Every family (group ``f0``, ``f1``, …, tried first) and every product alias (group ``alias``).

    Case-sensitive; callers add the boundaries. ``accelerator_at`` tells which accelerator matched.
    """
    fams = [rf"(?P<f{i}>{_NAMED_GROUP.sub('(?:', f.pattern.pattern)})" for i, f in enumerate(families())]
    return r"(?=[A-Z\d]|v\d)(?:" + "|".join([*fams, rf"(?P<alias>{alternation(list(accelerators()))})"]) + ")"


_LEADING_OPTION = re.compile(r"^\(\?:[^()]*\)\?")


@cache
def accelerator_trigger_regex() -> str:
    """Every product name without the optional words that may lead it (`GeForce`, `Cloud`, `Instinct`):
    a pattern that starts with a literal wherever it can, so a search for any product is fast.

    It finds where a name is; ``accelerator_regex`` then reads the whole name around it.
    """
    cores = [_LEADING_OPTION.sub("", _NAMED_GROUP.sub("(?:", f.pattern.pattern)) for f in families()]
    return r"(?=[A-Z\d]|v\d)(?:" + "|".join([*cores, alternation(list(accelerators()))]) + ")"


def accelerator_at(m: re.Match[str]) -> Accelerator:
    """The accelerator matched by the ``accelerator_regex`` part of ``m``."""
    if m.group("alias") is not None:
        return accelerators()[m.group("alias")]
    i = next(i for i in range(len(families())) if m.group(f"f{i}") is not None)
    family = families()[i]
    found = family.pattern.match(m.string, m.start(f"f{i}"))
    assert found is not None  # the same pattern matched there inside the alternation
    return family.accelerator(found)


@cache
def vendors() -> dict[str, str]:
    """Vendor alias → vendor (`Nvidia` → `NVIDIA`)."""
    return {alias: row["vendor"] for row in hardware_records("vendor") for alias in row["aliases"]}


@cache
def vendor_lines() -> tuple[str, ...]:
    """Product-line words that stand between a vendor and a model (`GeForce`, `Instinct`)."""
    return tuple(sorted({line for row in hardware_records("vendor") for line in row["lines"]}))


@cache
def device_nouns() -> dict[str, str | None]:
    """Device noun → the device kind a bare count of it is (`GPU` → `GPU`), None when only after a model."""
    return {noun: row["device"] for row in hardware_records("noun") for noun in row["nouns"]}


@cache
def count_link_nouns() -> tuple[str, ...]:
    """Device nouns that may join a count to a model (`256-card Ascend 910B`; not `core`: `14-core M4`)."""
    return tuple(noun for row in hardware_records("noun") if row["links_count"] for noun in row["nouns"])


@cache
def device_count_words() -> dict[str, int]:
    """Words that count devices only (`dual` → 2), as written and capitalized."""
    pairs = [
        (w, v)
        for row in hardware_records("word")
        if row["role"] == "count"
        for w, v in zip(row["words"], row["values"], strict=True)
    ]
    return {**{w: v for w, v in pairs}, **{w.capitalize(): v for w, v in pairs}}


@cache
def hardware_words(role: str) -> tuple[str, ...]:
    """The catalog's words of one role: ``modifier``, ``container`` or ``variant``."""
    return tuple(w for row in hardware_records("word") if row["role"] == role for w in row["words"])


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


def singular_heads(phrase: str) -> str:
    """``phrase`` with each plural in `-ies` of a metric head made singular, as the head is named.

    >>> singular_heads("top-1 accuracies"), singular_heads("p99 latencies"), singular_heads("queries")
    ('top-1 accuracy', 'p99 latency', 'queries')
    """
    heads = metric_heads()
    return " ".join(w[:-3] + "y" if w.endswith("ies") and w[:-3] + "y" in heads else w for w in phrase.split(" "))


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

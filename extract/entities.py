"""Canonical baselines: the names papers compare against, matched to one entity each.

The entity table is ``extract/data/baselines.tsv`` (canonical name, named or generic, aliases,
versions kept apart). A name is matched on its normalized key (``name_key``); a user alias file
(``alias,canonical`` lines, ``--aliases``) is read first. A name that matches nothing stays itself
(its most common spelling names the group of all spellings with its key) and is generic when it
holds no capital letter and no digit (``heuristic baselines``, ``full offloading``).

>>> table = baseline_table()
>>> resolve("Megatron", table), resolve("FlashAttention-2", table), resolve("vLLM v0.6.3", table)
(Baseline(name='Megatron-LM', generic=False), Baseline(name='FlashAttention-2', generic=False), \
Baseline(name='vLLM', generic=False))
>>> resolve("state-of-the-art methods", table), resolve("static baselines", table)
(Baseline(name='state of the art', generic=True), Baseline(name='static baselines', generic=True))
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from benchclaims.datafiles import tsv_rows

TABLE_FILE = "baselines.tsv"
NONE = "-"
_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s?$")
_VERSION = re.compile(r"^(?P<base>.*?[a-z])[\s_-]*v?(?P<version>\d+(?:\.\d+)*)$")
_NOT_KEY = re.compile(r"[^0-9a-z]+")
_TRAILING = re.compile(r"\s+(?:baselines?|systems?|frameworks?|implementations?|engines?|library|default)$")
_NAME_LIKE = re.compile(r"[A-Z0-9]")


@dataclass(frozen=True)
class Baseline:
    """A baseline under its canonical name; ``generic`` for stand-ins like "the baseline"."""

    name: str
    generic: bool


@dataclass(frozen=True)
class BaselineTable:
    """Normalized key → canonical baseline, the canonical names whose versions stay apart, and the
    keys of the first words that make an unmatched name generic."""

    keys: Mapping[str, Baseline]
    versions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    leads: frozenset[str] = frozenset()


def clean(name: str) -> str:
    """A baseline as displayed: whitespace collapsed, a leading article and a trailing possessive removed.

    >>> clean("  the  vLLM's "), clean("a threshold-based detector")
    ('vLLM', 'threshold-based detector')
    """
    return _POSSESSIVE.sub("", _ARTICLE.sub("", " ".join(name.split()))).strip()


def name_key(name: str) -> str:
    """The matching key of a name: cleaned, casefolded, only letters and digits.

    >>> name_key("Megatron-LM"), name_key("the TensorRT LLM"), name_key("baseline's")
    ('megatronlm', 'tensorrtllm', 'baseline')
    """
    return _NOT_KEY.sub("", clean(name).casefold())


@cache
def baseline_table() -> BaselineTable:
    """The bundled entity table, keyed by the key of every canonical name and alias."""
    keys: dict[str, Baseline] = {}
    versions: dict[str, tuple[str, ...]] = {}
    rows = tsv_rows(TABLE_FILE)
    for canonical, kind, aliases, kept in (row for row in rows if row[1] != "lead"):
        entity = Baseline(canonical, kind == "generic")
        for spelling in [canonical, *_items(aliases)]:
            keys[name_key(spelling)] = entity
        versions[canonical] = tuple(_items(kept))
    return BaselineTable(keys, versions, frozenset(name_key(row[0]) for row in rows if row[1] == "lead"))


def _items(cell: str) -> list[str]:
    """A ``|``-separated cell as its items (``-`` is none)."""
    return [] if cell == NONE else cell.split("|")


def read_user_aliases(path: str | Path) -> dict[str, str]:
    """A user's ``alias,canonical`` CSV (``#`` comments, optional header) as {key: canonical}."""
    with Path(path).open(encoding="utf-8", newline="") as stream:
        lines = (line for line in stream if line.strip() and not line.lstrip().startswith("#"))
        rows = [row for row in csv.reader(lines) if len(row) >= 2]
    return {
        name_key(row[0]): row[1].strip()
        for row in rows
        if name_key(row[0]) and row[1].strip() and row[:2] != ["alias", "canonical"]
    }


def with_user_aliases(table: BaselineTable, aliases: Mapping[str, str]) -> BaselineTable:
    """The table with a user's aliases (``{key: canonical}``) over it; they name named baselines."""
    return BaselineTable(
        {**table.keys, **{k: Baseline(v, False) for k, v in aliases.items()}}, table.versions, table.leads
    )


def _versioned(key: str, table: BaselineTable) -> Baseline | None:
    """An entity named with a version: a listed version stays apart, any other folds into it."""
    match = _VERSION.match(key)
    entity = table.keys.get(match["base"]) if match else None
    if match is None or entity is None:
        return None
    if match["version"] in table.versions.get(entity.name, ()):
        return Baseline(f"{entity.name}-{match['version']}", entity.generic)
    return entity


def match(name: str, table: BaselineTable) -> Baseline | None:
    """The table's entity for ``name`` (exact key, a version of one, ``X-LM`` or ``X baseline``), or None.

    >>> match("PyTorch FSDP", baseline_table()), match("Orca-serve", baseline_table())
    (Baseline(name='FSDP', generic=False), None)
    """
    text = clean(name)
    for candidate in (text, _TRAILING.sub("", text)):
        key = name_key(candidate)
        found = table.keys.get(key) or _versioned(key, table)
        if found is None and key.endswith("lm"):
            found = table.keys.get(key[:-2])
        if found is not None:
            return found
    return None


def resolve(name: str, table: BaselineTable) -> Baseline:
    """``name`` under its canonical name: the table's entity, else itself without a trailing
    ``baseline(s)``/``system``… word when a name is left; generic when it has no name-like word
    or starts with a lead word.

    >>> table = baseline_table()
    >>> resolve("CPU baselines", table), resolve("SOTA accelerators", table)
    (Baseline(name='CPU', generic=False), Baseline(name='SOTA accelerators', generic=True))
    """
    found = match(name, table)
    if found is not None:
        return found
    text = clean(name) or name.strip()
    bare = _TRAILING.sub("", text)
    text = bare if _NAME_LIKE.search(bare) else text  # `CPU baselines` is CPU; `static baselines` stays
    lead = name_key(text.split()[0]) if text.split() else ""
    return Baseline(text, _NAME_LIKE.search(text) is None or lead in table.leads)


def resolve_all(names: Iterable[str], table: BaselineTable) -> dict[str, Baseline]:
    """Every distinct name resolved once; the spellings of one key share the most common one, and
    they are generic only when every one of them is.

    >>> sorted(resolve_all(["Deep-Speed", "DeepSpeed", "Orca-X", "OrcaX", "Orca-X"], baseline_table()).items())
    [('Deep-Speed', Baseline(name='DeepSpeed', generic=False)), ('DeepSpeed', Baseline(name='DeepSpeed', \
generic=False)), ('Orca-X', Baseline(name='Orca-X', generic=False)), ('OrcaX', Baseline(name='Orca-X', generic=False))]
    """
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    found = {name: resolve(name, table) for name in counts}
    spelling: dict[str, str] = {}
    named: set[str] = set()
    for name in sorted(counts, key=lambda n: (-counts[n], n)):
        key = name_key(found[name].name)
        spelling.setdefault(key, found[name].name)
        if not found[name].generic:
            named.add(key)
    return {
        name: Baseline(spelling[k], k not in named) for name, k in ((n, name_key(b.name)) for n, b in found.items())
    }

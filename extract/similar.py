"""Near-duplicate baseline names, in time linear in the number of names (never all pairs).

Names are blocked on the first ``BLOCK`` characters of their key (``benchclaims.entities.name_key``);
within a block ``rapidfuzz.process.cdist`` scores every pair at C speed, and a pair is kept when its
similarity ratio reaches ``SIMILARITY``. Names with one key are already one baseline (the comparator
joins them), so only names with different keys are compared.

>>> near_duplicates(["FlashInfer", "FlashInfers", "vLLM", "Orca"])[["name", "similar_to"]].values.tolist()
[['FlashInfer', 'FlashInfers']]
"""

from __future__ import annotations

from collections.abc import Iterable

import pandas as pd
from benchclaims.entities import name_key

BLOCK = 3
SIMILARITY = 88.0
COLUMNS = ["name", "similar_to", "ratio"]


def _blocks(names: Iterable[str]) -> dict[str, list[tuple[str, str]]]:
    """(key, name) pairs of the distinct names grouped by the first characters of the key."""
    keyed = sorted({(name_key(name), name) for name in names if name_key(name)})
    blocks: dict[str, list[tuple[str, str]]] = {}
    for key, name in keyed:
        blocks.setdefault(key[:BLOCK], []).append((key, name))
    return blocks


def _similar_in(block: list[tuple[str, str]]) -> list[tuple[str, str, float]]:
    """The pairs of one block whose keys differ and whose ratio reaches ``SIMILARITY``."""
    from rapidfuzz import fuzz, process

    keys = [key for key, _ in block]
    scores = process.cdist(keys, keys, scorer=fuzz.ratio, score_cutoff=SIMILARITY, workers=1)
    return [
        (block[i][1], block[j][1], float(scores[i, j]) / 100.0)
        for i in range(len(block))
        for j in scores[i].nonzero()[0]
        if i < j and keys[i] != keys[j]
    ]


def near_duplicates(names: Iterable[str]) -> pd.DataFrame:
    """Pairs of distinct names that are probably one baseline, with their similarity ratio (0-1)."""
    rows = [pair for block in _blocks(names).values() if len(block) > 1 for pair in _similar_in(block)]
    frame = pd.DataFrame(sorted(rows), columns=COLUMNS)
    return frame.assign(ratio=frame["ratio"].astype(float).round(3))

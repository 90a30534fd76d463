"""The benchmark's inputs: the bulk corpus, a seeded sample of it, and an input repeated N times."""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "bulk" / "arxiv-abstracts.jsonl"


def sample_of(corpus: Path, size: int, seed: int, target: Path) -> Path:
    """About ``size`` lines of ``corpus``, drawn by ``seed`` from each category in proportion to
    its share (so the sample's mix of fields is the corpus's), kept in corpus order, in ``target``."""
    lines = [line for line in corpus.open(encoding="utf-8") if line.strip()]
    by_category: dict[str, list[int]] = defaultdict(list)
    for number, line in enumerate(lines):
        by_category[str(json.loads(line).get("category"))].append(number)
    rng = random.Random(seed)
    chosen: list[int] = []
    for category in sorted(by_category):
        members = by_category[category]
        chosen += rng.sample(members, round(len(members) * size / len(lines)))
    target.write_text("".join(lines[number] for number in sorted(chosen)), encoding="utf-8")
    return target


def categories(path: Path, top: int = 5) -> list[tuple[str, float]]:
    """The ``top`` categories of a JSONL corpus and their shares."""
    counts = Counter(str(json.loads(line).get("category")) for line in path.open(encoding="utf-8") if line.strip())
    total = sum(counts.values())
    return [(name, n / total) for name, n in counts.most_common(top)]


def documents(path: Path) -> int:
    """The number of non-blank lines (documents) of a JSONL file."""
    with path.open(encoding="utf-8") as stream:
        return sum(1 for line in stream if line.strip())


def repeated(corpus: Path, times: int, folder: Path) -> Path:
    """The corpus ``times`` over in one JSONL file in ``folder``, each copy's ids made unique (``-rK``).

    Unique ids make it ``times`` as much input, as a bigger corpus would be, instead of measuring
    the renaming of duplicate ids.
    """
    target = folder / f"{corpus.stem}-x{times}.jsonl"
    with target.open("w", encoding="utf-8") as stream:
        for copy in range(times):
            for line in corpus.open(encoding="utf-8"):
                if line.strip():
                    record = json.loads(line)
                    record["id"] = f"{record.get('id', '')}-r{copy}"
                    stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    return target

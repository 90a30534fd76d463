"""The quality table: benchclaims scored on the hand-annotated sets of ../shared/corpus.

    python benchmarks/quality.py            # rewrite benchmarks/QUALITY.md
    python benchmarks/quality.py --check    # exit 1 when benchmarks/QUALITY.md is stale

Rows: the dev set, the train set, the train halves (documents 1-100, the part rules are tuned on,
and 101-150, kept aside as a check until their errors were opened for diagnosis on 2026-12-02) and
each train batch of 25 documents in file order. Figures
are those of ``benchclaims eval`` (the reference scorer's): detection F1, full-claim F1, the
metric, baselines and direction shares on matched claims, and hardware F1. The file holds no date
or timing, so it changes only when extraction does; ``tests/test_dev_scores.py`` checks it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from benchclaims.eval import evaluate, figures, read_gold
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
QUALITY = ROOT / "benchmarks" / "QUALITY.md"
SETS = ("dev", "train")
HALF, BATCH = 100, 25  # train: documents 1-100 and 101-150; batches of 25
COLUMNS = (
    "documents",
    "gold claims",
    "detection F1",
    "full-claim F1",
    "metric",
    "baselines",
    "direction",
    "hardware F1",
)

Corpus = tuple[list[dict[str, Any]], list[dict[str, Any]]]  # gold documents in input order, predicted records


def load_corpus(name: str, corpus: Path = CORPUS) -> Corpus:
    """The gold documents of ``name`` (in the input file's order) and the claims extracted from its input."""
    docs = list(read_documents(corpus / f"{name}.input.jsonl"))
    gold = {doc["doc_id"]: doc for doc in read_gold(corpus / f"{name}.gold.jsonl")}
    predicted = [claim.model_dump() for _doc, claims in extract_documents(docs) for claim in claims]
    return [gold[doc.id] for doc in docs if doc.id in gold], predicted


def slices(name: str, gold: Sequence[dict[str, Any]]) -> Iterator[tuple[str, Sequence[dict[str, Any]]]]:
    """``(label, gold documents)``: the whole set, then for train its halves and its batches.

    >>> [label for label, _ in slices("train", [{}] * 150)]  # doctest: +NORMALIZE_WHITESPACE
    ['train', 'train 1-100', 'train 101-150', 'train 1-25', 'train 26-50', 'train 51-75', 'train 76-100',
     'train 101-125', 'train 126-150']
    """
    yield name, gold
    if name != "train":
        return
    yield f"{name} 1-{HALF}", gold[:HALF]
    yield f"{name} {HALF + 1}-{len(gold)}", gold[HALF:]
    for start in range(0, len(gold), BATCH):
        yield f"{name} {start + 1}-{min(start + BATCH, len(gold))}", gold[start : start + BATCH]


def row(label: str, gold: Sequence[dict[str, Any]], predicted: Sequence[dict[str, Any]]) -> list[str]:
    """One table row: the figures of the predicted records of these gold documents only."""
    ids = {doc["doc_id"] for doc in gold}
    result = figures(evaluate(gold, [record for record in predicted if record.get("doc_id") in ids]))
    attributes = result["attributes"]
    shares = [attributes.get(name) for name in ("metric", "baselines", "direction")]
    return [
        label,
        str(result["documents"]),
        str(result["gold_claims"]),
        f"{result['detection']['f1']:.3f}",
        f"{result['full_claim']['f1']:.3f}",
        *("-" if share is None else f"{share:.3f}" for share in shares),
        f"{result['hardware']['f1']:.3f}",
    ]


def quality_markdown(corpora: Mapping[str, Corpus]) -> str:
    """The text of QUALITY.md for the loaded corpora."""
    rows = [
        row(label, part, predicted) for name, (gold, predicted) in corpora.items() for label, part in slices(name, gold)
    ]
    lines = [
        "# Extraction quality",
        "",
        "benchclaims scored against the hand-annotated sets of `../shared/corpus/` (the figures of",
        "`benchclaims eval GOLD INPUT`, the same as `../shared/tools/score_claims.py`). Train is also shown",
        f"in halves (documents 1-{HALF}: tuned on; the rest: kept aside, then diagnosed on 2026-12-02) and",
        f"in batches of {BATCH} documents in file order. metric, baselines, direction: share right on matched claims.",
        "",
        "Regenerate with `python benchmarks/quality.py` (a test fails when this file is stale).",
        "",
        "| set | " + " | ".join(COLUMNS) + " |",
        "|---|" + "---:|" * len(COLUMNS),
        *("| " + " | ".join(cells) + " |" for cells in rows),
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write QUALITY.md, or with ``--check`` say whether it is current (exit 1 when stale)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 when QUALITY.md is stale")
    args = parser.parse_args(argv)
    text = quality_markdown({name: load_corpus(name) for name in SETS})
    if args.check:
        current = QUALITY.read_text(encoding="utf-8") if QUALITY.exists() else ""
        print(f"{QUALITY}: {'current' if current == text else 'stale: run python benchmarks/quality.py'}")
        return 0 if current == text else 1
    QUALITY.write_text(text, encoding="utf-8")
    print(QUALITY)
    return 0


if __name__ == "__main__":
    sys.exit(main())

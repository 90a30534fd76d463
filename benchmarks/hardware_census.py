"""Census of the hardware records of a claims file: how many per device kind, and which accelerators.

    python benchmarks/hardware_census.py CLAIMS.jsonl                  # per device kind, top 30 accelerators
    python benchmarks/hardware_census.py CLAIMS.jsonl --top 50
    python benchmarks/hardware_census.py CLAIMS.jsonl --sample 50 --seed 15 --docs INPUT.jsonl

``--sample`` prints a seeded random sample of hardware records, each with the sentence around it from
the input documents (``--docs``, JSON Lines with ``id`` and ``abstract``), for a hand check.
Nothing here is a test: it counts, and prints what it counted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any


def hardware_records(path: Path) -> list[dict[str, Any]]:
    """The ``kind == "hardware"`` records of a claims JSONL file; a bad line stops with its file and line."""
    records = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                raise SystemExit(f"{path}:{number}: not a JSON record ({error.msg})") from None
            if record.get("kind") == "hardware":
                records.append(record)
    return records


def census(records: list[dict[str, Any]], top: int) -> str:
    """The census as text: records and papers per device kind, then the ``top`` accelerators.

    >>> print(census([{"doc_id": "a", "device": "GPU", "accelerator": "H100"}], 1))
    hardware records: 1 in 1 documents
    device         records   documents
    GPU                  1           1
    top 1 accelerators (records, documents, device, vendor)
      1. H100                               1       1  GPU       -
    """
    devices = Counter(r.get("device") or "-" for r in records)
    docs_per_device = Counter(device for device, _ in {(r.get("device") or "-", r["doc_id"]) for r in records})
    lines = [f"hardware records: {len(records)} in {len({r['doc_id'] for r in records})} documents"]
    lines.append(f"{'device':<12} {'records':>9} {'documents':>11}")
    lines += [f"{d:<12} {n:>9} {docs_per_device[d]:>11}" for d, n in devices.most_common()]
    accelerators = Counter(r.get("accelerator") or "-" for r in records)
    docs = Counter(a for a, _ in {(r.get("accelerator") or "-", r["doc_id"]) for r in records})
    kind = {r.get("accelerator") or "-": (r.get("device") or "-", r.get("vendor") or "-") for r in records}
    lines.append(f"top {top} accelerators (records, documents, device, vendor)")
    for rank, (name, n) in enumerate(accelerators.most_common(top), 1):
        lines.append(f"{rank:>3}. {name:<30} {n:>7} {docs[name]:>7}  {kind[name][0]:<9} {kind[name][1]}")
    return "\n".join(lines)


def sample(records: list[dict[str, Any]], docs: Path, size: int, seed: int) -> str:
    """A seeded random sample of records, each with 90 characters either side of it in its abstract."""
    wanted = random.Random(seed).sample(records, min(size, len(records)))
    ids = {r["doc_id"] for r in wanted}
    abstracts = {}
    with docs.open(encoding="utf-8") as lines:
        for line in lines:
            doc = json.loads(line)
            if doc.get("id") in ids:
                abstracts[doc["id"]] = doc["abstract"]
    out = []
    for i, r in enumerate(wanted, 1):
        text = abstracts.get(r["doc_id"], "")
        around = text[max(0, r["start"] - 90) : r["end"] + 90].replace("\n", " ")
        head = f"{r['doc_id']} {r['accelerator']} x{r.get('count')} {r.get('qualifier') or ''}"
        out.append(f"{i:>3}. {head} [{r['text']}]")
        out.append(f"     …{around}…")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("claims", type=Path, help="a claims JSONL file (benchclaims extract -o FILE.jsonl)")
    parser.add_argument("--top", type=int, default=30, help="how many accelerators to list (default 30)")
    parser.add_argument("--sample", type=int, default=0, help="also print this many random records")
    parser.add_argument("--seed", type=int, default=15, help="the seed of the sample (default 15)")
    parser.add_argument("--docs", type=Path, help="the input documents of the claims, for --sample")
    args = parser.parse_args(argv)
    records = hardware_records(args.claims)
    print(census(records, args.top))
    if args.sample:
        if args.docs is None:
            parser.error("--sample needs --docs")
        print(sample(records, args.docs, args.sample, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The whole bulk corpus (36k real arXiv abstracts) through ``benchclaims extract``: no exception,
every span points at its document, and every input document is accounted for.

Marked ``slow``; CI runs it (about 20-40 s). Skipped when ../shared/corpus/bulk is absent.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BULK = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "bulk" / "arxiv-abstracts.jsonl"
ACCOUNTING = re.compile(r"^documents in: (\d+) = (\d+) with claims \+ (\d+) without claims \+ (\d+) skipped$")


@pytest.mark.slow
@pytest.mark.skipif(not BULK.is_file(), reason="../shared/corpus/bulk is not next to the repository")
def test_bulk_corpus_runs_and_every_document_is_accounted_for(tmp_path: Path) -> None:
    out = tmp_path / "claims.jsonl"
    env = os.environ | {"PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    result = subprocess.run(
        [sys.executable, "-m", "benchclaims.cli", "extract", str(BULK), "-o", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=900,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr

    abstracts: dict[str, str] = {}
    with BULK.open(encoding="utf-8") as stream:
        for line in stream:
            record = json.loads(line)
            abstracts[record["id"]] = record["abstract"]

    with_claims: set[str] = set()
    records = 0
    with out.open(encoding="utf-8") as stream:
        for line in stream:
            claim = json.loads(line)
            text = abstracts[claim["doc_id"]]
            assert text[claim["start"] : claim["end"]] == claim["text"], claim
            with_claims.add(claim["doc_id"])
            records += 1

    lines = result.stderr.splitlines()
    found = [m for m in map(ACCOUNTING.match, lines) if m]
    assert len(found) == 1, lines[-5:]
    n_in, n_with, n_without, n_skipped = map(int, found[0].groups())
    assert n_in == len(abstracts) == n_with + n_without + n_skipped
    assert n_with == len(with_claims) and n_skipped == 0
    read = len(abstracts) - n_skipped
    assert lines[-1] == f"{read} documents, {records} claims, {n_skipped} records skipped"

"""The same input gives byte-identical JSONL and CSV across runs, processes and hash seeds.

Each run is a separate ``benchclaims extract INPUT -o OUT`` process with its own
``PYTHONHASHSEED``, so set or dict ordering that leaks into the output (a set-ordered regex
alternation, records sorted on a hash) shows as a byte difference.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents
from benchclaims.writers import jsonl_line

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
DEV = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "dev.input.jsonl"
SEEDS = ("0", "1", "12345")


def extract_with_seed(inputs: list[Path], output: Path, seed: str) -> bytes:
    """The bytes ``benchclaims extract INPUTS -o OUTPUT`` writes under ``PYTHONHASHSEED=seed``."""
    env = os.environ | {"PYTHONPATH": str(ROOT), "PYTHONHASHSEED": seed}
    command = [sys.executable, "-m", "benchclaims.cli", "extract", *map(str, inputs), "-o", str(output)]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return output.read_bytes()


def corpora() -> list[Path]:
    """The demo corpus, and the dev corpus when ../shared is there."""
    return [DEMO, DEV] if DEV.is_file() else [DEMO]


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_byte_identical_across_hash_seeds(tmp_path: Path, suffix: str) -> None:
    outputs = {seed: extract_with_seed(corpora(), tmp_path / f"claims.{seed}{suffix}", seed) for seed in SEEDS}
    assert outputs["0"].count(b"\n") > 40  # claims were written
    assert outputs["1"] == outputs["0"] and outputs["12345"] == outputs["0"]


def test_dev_corpus_is_there() -> None:
    if not DEV.is_file():
        pytest.skip(f"{DEV} is absent: only the demo corpus was checked")
    assert DEV.stat().st_size > 0


def test_same_output_twice_in_one_process() -> None:
    """A second extraction in the same process (warm caches) writes the same lines."""

    def lines() -> list[str]:
        return [jsonl_line(c) for _doc, claims in extract_documents(read_documents(DEMO)) for c in claims]

    assert lines() == lines()

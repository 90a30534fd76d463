"""The dev set of ../shared scored by its own scorer: floors a little under what we reach.

Measured on 2026-11-30: detection F1 1.000, full-claim F1 0.940, hardware F1 1.000.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from benchclaims.pipeline import extract_document
from benchclaims.schemas import Document

SHARED = Path(__file__).resolve().parents[2] / "shared"
CORPUS = SHARED / "corpus"

pytestmark = pytest.mark.skipif(not (CORPUS / "dev.gold.jsonl").exists(), reason="../shared is not beside the repo")


@pytest.fixture(scope="module")
def scores() -> dict:
    spec = importlib.util.spec_from_file_location("score_claims", SHARED / "tools" / "score_claims.py")
    assert spec and spec.loader
    scorer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(scorer)
    docs = [Document(**json.loads(line)) for line in (CORPUS / "dev.input.jsonl").open(encoding="utf-8")]
    preds = [c.model_dump() for d in docs for c in extract_document(d)]
    result, _ = scorer.score(scorer.load_jsonl(CORPUS / "dev.gold.jsonl"), preds)
    return result


def test_detection_floor(scores: dict) -> None:
    assert scores["detection"]["f1"] >= 0.95
    for kind in ("speedup", "percent_change", "absolute"):
        assert scores["by_kind"][kind]["f1"] >= 0.90, kind


def test_full_claim_floor(scores: dict) -> None:
    assert scores["full_claim"]["f1"] >= 0.88


def test_hardware_floor(scores: dict) -> None:
    assert scores["hardware"]["f1"] >= 0.95


def test_attribute_floors(scores: dict) -> None:
    attrs = scores["attributes"]
    floors = {
        "qualifier": 0.93,
        "unit": 0.95,
        "direction": 0.95,
        "baselines": 0.90,
        "metric": 0.85,
        "system": 0.95,
    }
    for name, floor in floors.items():
        assert attrs[name] >= floor, name

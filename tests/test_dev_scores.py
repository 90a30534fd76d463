"""The dev and train sets of ../shared scored by ``benchclaims.eval``: floors a little under what we reach,
and the committed quality table (benchmarks/QUALITY.md) kept current.

Measured on 2026-12-08 (``benchclaims eval ../shared/corpus/SET.gold.jsonl ../shared/corpus/SET.input.jsonl``):

    dev    detection 1.000 (speedup 1.000, percent_change 1.000, absolute 1.000), full claim 0.964,
           hardware 1.000; direction 1.000 qualifier 1.000 unit 1.000 metric 0.976 baselines 0.988
           system 1.000 percent_of 1.000 condition 0.857
    train  detection 0.963 (speedup 0.975, percent_change 1.000, absolute 0.925), full claim 0.825,
           hardware 0.976; direction 0.990 qualifier 0.992 unit 0.971 metric 0.940 baselines 0.912
           system 0.896 percent_of 0.989 condition 0.518

Each floor is the measured figure minus 0.02. Raise a floor when a change lifts its figure.
"""

from __future__ import annotations

import doctest
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from benchclaims.eval import evaluate, figures

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"

pytestmark = pytest.mark.skipif(not (CORPUS / "train.gold.jsonl").exists(), reason="../shared is not beside the repo")

# figure -> floor; "kind:K" is the detection F1 of kind K, a bare name an attribute share on matched claims
FLOORS: dict[str, dict[str, float]] = {
    "dev": {
        "detection": 0.98,
        "kind:speedup": 0.98,
        "kind:percent_change": 0.98,
        "kind:absolute": 0.98,
        "full_claim": 0.944,
        "hardware": 0.98,
        "direction": 0.98,
        "qualifier": 0.98,
        "unit": 0.98,
        "metric": 0.956,
        "baselines": 0.968,
        "system": 0.98,
        "percent_of": 0.98,
        "condition": 0.837,
    },
    "train": {
        "detection": 0.943,
        "kind:speedup": 0.955,
        "kind:percent_change": 0.980,
        "kind:absolute": 0.905,
        "full_claim": 0.805,
        "hardware": 0.956,
        "direction": 0.970,
        "qualifier": 0.972,
        "unit": 0.959,
        "metric": 0.920,
        "baselines": 0.892,
        "system": 0.886,
        "percent_of": 0.969,
        "condition": 0.499,
    },
}


@pytest.fixture(scope="module")
def quality() -> ModuleType:
    """benchmarks/quality.py, the script that writes the quality table."""
    spec = importlib.util.spec_from_file_location("quality", ROOT / "benchmarks" / "quality.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def corpora(quality: ModuleType) -> dict[str, Any]:
    """Gold documents and extracted claims of dev and train, extracted once for this module."""
    return {name: quality.load_corpus(name) for name in quality.SETS}


def figure(result: dict[str, Any], name: str) -> float:
    """A figure of the scorer's result by its floor name."""
    if name.startswith("kind:"):
        return float(result["by_kind"][name.removeprefix("kind:")]["f1"])
    if name in ("detection", "full_claim", "hardware"):
        return float(result[name]["f1"])
    return float(result["attributes"][name])


@pytest.mark.parametrize(("corpus", "name"), [(c, n) for c, floors in FLOORS.items() for n in floors])
def test_floor(corpora: dict[str, Any], corpus: str, name: str) -> None:
    gold, predicted = corpora[corpus]
    measured = figure(figures(evaluate(gold, predicted)), name)
    assert measured >= FLOORS[corpus][name], f"{corpus} {name}: {measured:.3f} < floor {FLOORS[corpus][name]}"


def test_every_train_document_is_scored(corpora: dict[str, Any]) -> None:
    gold, predicted = corpora["train"]
    result = figures(evaluate(gold, predicted))
    assert (result["documents"], result["gold_claims"], result["records_for_unknown_docs"]) == (150, 409, 0)


def test_quality_table_is_current(quality: ModuleType, corpora: dict[str, Any]) -> None:
    committed = (ROOT / "benchmarks" / "QUALITY.md").read_text(encoding="utf-8")
    assert committed == quality.quality_markdown(corpora), "stale: run python benchmarks/quality.py"


def test_quality_doctests(quality: ModuleType) -> None:
    result = doctest.testmod(quality, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted and not result.failed

"""Golden claims: the extractor's output on the seed and demo corpora, committed as YAML.

Every change of extraction shows up here as a failing test and, once accepted, as a
reviewed diff of ``tests/test_golden/*.yml`` in the commit that made it. After changing
the extractor on purpose, regenerate the files and review them with ``git diff``::

    pytest tests/test_golden.py --force-regen   # rewrites what differs (those tests fail once)
    pytest tests/test_golden.py --regen-all     # the same, letting the tests pass

The files hold ``{"claims": [...]}`` in extraction order, each claim without the fields
left at their defaults and without ``rules`` (the same data the ``claims_regression``
fixture stores; see ``benchclaims.pytest_plugin``). The seed corpus is read from
``../shared/corpus/seeds/``; those tests are skipped where it is absent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from benchclaims.pipeline import extract_documents
from benchclaims.pytest_plugin import claims_data
from benchclaims.readers import read_documents

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "seeds"
SEED_FILES = sorted(path.name for path in SEEDS.glob("*.txt")) if SEEDS.is_dir() else []


def golden(path: Path) -> dict[str, Any]:
    """The claims of every document of ``path``, as stored in the golden YAML file."""
    return claims_data(claim for _doc, claims in extract_documents(read_documents(path)) for claim in claims)


def test_demo_corpus(data_regression: Any) -> None:
    data_regression.check(golden(DEMO), basename="demo")


@pytest.mark.parametrize("name", SEED_FILES or ["(no seed corpus)"])
def test_seed_corpus(data_regression: Any, name: str) -> None:
    if not SEED_FILES:
        pytest.skip(f"{SEEDS} is absent")
    data_regression.check(golden(SEEDS / name), basename=f"seed_{Path(name).stem}")

"""The bundled data files: each has a header, parses, and has no duplicate surface forms."""

from __future__ import annotations

import re
from importlib.resources import files

import pytest
from benchclaims.datafiles import data_text, jsonl_rows, tsv_rows
from benchclaims.lexicon import accelerators, metric_heads
from benchclaims.units import FACTORS_FILE, factor_table, registry

DATA = [
    "tex.tsv",
    "number_words.tsv",
    "metrics.tsv",
    "cues.tsv",
    "units.tsv",
    "units.txt",
    FACTORS_FILE,
    "hardware.jsonl",
    "metric_adjectives.tsv",
]
CLASSES = {"throughput", "latency", "speed", "cost", "memory", "utilization", "accuracy", "error", "other"}


@pytest.mark.parametrize("name", DATA)
def test_header_says_format_and_source(name: str) -> None:
    header = [line for line in data_text(name).splitlines() if line.startswith("#")]
    assert any("Format" in line for line in header) and any("Source" in line for line in header)


@pytest.mark.parametrize("name", [n for n in DATA if n.endswith(".tsv")])
def test_tsv_has_no_duplicate_keys(name: str) -> None:
    keys = [(row[0], row[2]) if name == "cues.tsv" else (row[0],) for row in tsv_rows(name)]
    assert keys
    assert len(keys) == len(set(keys))


def test_hardware_aliases_unique_and_vendors_known() -> None:
    aliases = [a for row in jsonl_rows("hardware.jsonl") for a in row["aliases"]]
    assert len(aliases) == len(set(aliases))
    assert {a.vendor for a in accelerators().values()} >= {
        "NVIDIA",
        "AMD",
        "Google",
        "Huawei",
        "Intel",
        "AWS",
    }


def test_metric_classes_and_polarities_valid() -> None:
    for head in metric_heads().values():
        assert head.metric_class in CLASSES and head.polarity in ("higher", "lower")


def test_units_parse_with_pint() -> None:
    ureg = registry()
    for _, unit, _cls in tsv_rows("units.tsv"):
        ureg.Unit(unit)


def test_stored_unit_factors_are_pints() -> None:
    assert data_text(FACTORS_FILE) == factor_table(), "stale: run `python -m benchclaims.units`"


def test_no_stray_files() -> None:
    names = {p.name for p in files("benchclaims").joinpath("data").iterdir() if p.is_file()}
    assert set(DATA) <= names and all(re.match(r"[\w.-]+$", n) for n in names)

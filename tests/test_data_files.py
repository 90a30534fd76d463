"""The bundled data files: each has a header, parses, and has no duplicate surface forms."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from pathlib import Path

import pytest
from benchclaims.datafiles import data_text, jsonl_rows, tsv_rows
from benchclaims.lexicon import (
    accelerator_at,
    accelerators,
    device_nouns,
    families,
    hardware_records,
    hardware_words,
    metric_heads,
    vendors,
)
from benchclaims.rules.patterns import accel
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
DEV_INPUT = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "dev.input.jsonl"
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


DEVICES = {"GPU", "TPU", "NPU", "IPU", "LPU", "RDU", "HPU", "FPGA", "WSE", "SoC", "accelerator"}


def test_hardware_catalog_records_are_well_formed() -> None:
    rows = jsonl_rows("hardware.jsonl")
    assert {row["record"] for row in rows} == {"vendor", "noun", "word", "product", "family"}
    declared = {row["vendor"] for row in hardware_records("vendor")}
    for row in (*hardware_records("product"), *hardware_records("family")):
        assert row["vendor"] in declared and row["device"] in DEVICES, row
        assert row.get("needs_context") in (None, "near", "doc"), row
        assert row.get("year") is None or 2000 < row["year"] < 2030, row
    assert {d for d in device_nouns().values() if d} <= DEVICES
    assert all(hardware_words(role) for role in ("modifier", "container", "variant", "count"))


def test_hardware_canonicals_and_aliases_unique() -> None:
    canonicals = [row["canonical"] for row in hardware_records("product")]
    aliases = [a for row in hardware_records("product") for a in row["aliases"]]
    assert len(canonicals) == len(set(canonicals))
    assert len(aliases) == len(set(aliases))
    assert len(vendors()) == sum(len(row["aliases"]) for row in hardware_records("vendor"))


def _read(surface: str) -> tuple[str, str]:
    """(canonical, the rest of ``surface``) of the accelerator the catalog reads at its start."""
    m = re.compile(accel()).match(surface)
    assert m is not None, surface
    return accelerator_at(m).canonical, surface[m.end() :]


def test_every_alias_reads_as_its_own_canonical() -> None:
    for row in hardware_records("product"):
        for alias in row["aliases"]:
            assert _read(alias) == (row["canonical"], ""), alias


def test_family_examples_read_as_their_canonical() -> None:
    for family in hardware_records("family"):
        assert family["examples"], family["family"]
        for surface, canonical in family["examples"].items():
            found, rest = _read(surface)
            assert found == canonical and (rest == "" or rest.startswith(" ")), (surface, found, rest)


@pytest.fixture(scope="module")
def plain_words() -> set[str]:
    """Every alphabetic word of the dev abstracts, as written and capitalized."""
    if not DEV_INPUT.exists():
        pytest.skip("../shared is not beside the repo")
    text = " ".join(json.loads(line)["abstract"] for line in DEV_INPUT.read_text(encoding="utf-8").splitlines())
    words = set(re.findall(r"[A-Za-z]+", text))
    return words | {w.capitalize() for w in words if w.islower()}


def test_family_patterns_compile_and_match_no_plain_word(plain_words: set[str]) -> None:
    for family in families():
        assert not [w for w in plain_words if family.pattern.fullmatch(w)], family.name
    assert not [a for a in accelerators() if a.islower()]


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


def test_every_word_group_is_declared_in_the_header() -> None:
    declared = re.findall(r"^#   (\w+) +— ", data_text("words.tsv"), re.MULTILINE)
    used = {group for group, _word in tsv_rows("words.tsv")}
    assert len(declared) == len(set(declared)) and set(declared) == used, sorted(used ^ set(declared))

"""The comparator: normalized-gain formulas, aliases, near-duplicates and the tables."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from benchclaims.schemas import Claim, Document
from benchclaims.tables import (
    build_tables,
    canonical,
    claims_frame,
    documents_frame,
    load_aliases,
    near_duplicates,
    normalized_gain,
)

GAIN_CASES = [
    ("speedup", {"kind": "speedup", "value": 2.2, "direction": "increase"}, 2.2),
    ("N x lower memory", {"kind": "speedup", "value": 4.6, "direction": "decrease",
                          "metric_class": "memory"}, 4.6),
    ("speedup range uses low end", {"kind": "speedup", "value": 1.5, "value_high": 2.1}, 1.5),
    ("percent increase", {"kind": "percent_change", "value": 53.3, "direction": "increase"}, 1.533),
    ("percent decrease of latency", {"kind": "percent_change", "value": 38.0, "direction": "decrease",
                                     "metric_class": "latency"}, 1 / 0.62),
    ("percent decrease, class unknown", {"kind": "percent_change", "value": 50.0,
                                         "direction": "decrease"}, 2.0),
    ("percent decrease of cost, no direction", {"kind": "percent_change", "value": 20.0,
                                                "metric_class": "cost"}, 1.25),
    ("percent range low end", {"kind": "percent_change", "value": 35.0, "value_high": 41.0,
                               "direction": "decrease", "metric_class": "latency"}, 1 / 0.65),
    ("decrease of 100% is not a factor", {"kind": "percent_change", "value": 100.0, "direction": "decrease",
                                          "metric_class": "latency"}, None),
    ("decrease above 100%", {"kind": "percent_change", "value": 120.0, "direction": "decrease"}, None),
    ("to 31% of the baseline's cost", {"kind": "percent_change", "value": 31.0, "percent_of": True,
                                       "metric_class": "cost"}, 100 / 31),
    ("from A to B of a latency", {"kind": "absolute", "value": 4.2, "value_from": 31.0,
                                  "metric_class": "latency", "direction": "decrease"}, 31 / 4.2),
    ("from A to B of a utilization", {"kind": "absolute", "value": 89.6, "value_from": 71.4,
                                      "metric_class": "utilization", "direction": "increase"}, 89.6 / 71.4),
    ("absolute level without baseline", {"kind": "absolute", "value": 4039.0,
                                         "metric_class": "throughput"}, None),
    ("hardware", {"kind": "hardware", "value": None, "count": 512}, None),
    ("N x higher latency is worse", {"kind": "speedup", "value": 2.0, "direction": "increase",
                                     "metric_class": "latency"}, 0.5),
    ("an overhead: latency up 2.3%", {"kind": "percent_change", "value": 2.3, "direction": "increase",
                                      "metric_class": "latency"}, 1 / 1.023),
    ("throughput down 10% is worse", {"kind": "percent_change", "value": 10.0, "direction": "decrease",
                                      "metric_class": "throughput"}, 0.9),
    ("no value", {"kind": "speedup", "value": None}, None),
    ("NaN value from a frame", {"kind": "speedup", "value": math.nan}, None),
]  # fmt: skip


@pytest.mark.parametrize(("row", "expected"), [c[1:] for c in GAIN_CASES], ids=[c[0] for c in GAIN_CASES])
def test_normalized_gain(row: dict[str, object], expected: float | None) -> None:
    gain = normalized_gain(row)
    if expected is None:
        assert gain is None
    else:
        assert gain == pytest.approx(expected)


def test_bundled_aliases_resolve_common_spellings() -> None:
    aliases = load_aliases()
    assert canonical("vllm", aliases) == "vLLM"
    assert canonical("Megatron", aliases) == "Megatron-LM"
    assert canonical("  TensorRT   LLM ", aliases) == "TensorRT-LLM"
    assert canonical("sglang", aliases) == "SGLang"
    assert canonical("Orca", aliases) == "Orca"


def test_user_aliases_merge_over_bundled(tmp_path: Path) -> None:
    user = tmp_path / "aliases.csv"
    user.write_text("# mine\nalias,canonical\nvllm,vLLM-0.6\nOrca-serve,Orca\n", encoding="utf-8")
    aliases = load_aliases(user)
    assert canonical("VLLM", aliases) == "vLLM-0.6"
    assert canonical("orca-serve", aliases) == "Orca"
    assert canonical("Megatron", aliases) == "Megatron-LM"


def test_near_duplicates_by_letters_and_by_spelling() -> None:
    table = near_duplicates(["Deep Speed", "DeepSpeed", "FlashInfer", "FlashInfers", "vLLM", "Orca"])
    pairs = {(a, b): reason for a, b, reason in table[["name", "similar_to", "reason"]].itertuples(index=False)}
    assert pairs == {
        ("Deep Speed", "DeepSpeed"): "same letters and digits",
        ("FlashInfer", "FlashInfers"): "similar spelling",
    }


def _claim(doc: str, system: str | None, kind: str, text: str, **fields: object) -> Claim:
    return Claim(doc_id=doc, system=system, kind=kind, text=text, start=0, end=len(text), **fields)


CLAIMS = [
    _claim("d1", "Hopscotch", "speedup", "2.2x", value=2.2, unit="x", direction="increase", qualifier="up_to",
           metric="training throughput", metric_class="throughput", baselines=["Megatron", "DeepSpeed"]),
    _claim("d1", "Hopscotch", "speedup", "1.3x", value=1.3, unit="x", direction="increase",
           metric="training throughput", metric_class="throughput", baselines=["Megatron-LM"]),
    _claim("d1", "Hopscotch", "percent_change", "40%", value=40.0, unit="%", direction="decrease",
           metric="memory", metric_class="memory", baselines=["Megatron-LM"]),
    _claim("d1", "Hopscotch", "hardware", "512 H200 GPUs", unit="GPU", accelerator="H200", vendor="NVIDIA",
           count=512),
    _claim("d2", "Kestrel", "percent_change", "25%", value=25.0, unit="%", direction="increase",
           metric="goodput", metric_class="throughput", baselines=["vllm"]),
    _claim("d2", "Kestrel", "speedup", "3.1x", value=3.1, unit="x", direction="increase",
           metric="goodput", metric_class="throughput", baselines=["Megatron-LM"]),
    _claim("d2", "Kestrel", "absolute", "4,039 tokens/s", value=4039.0, unit="token / second",
           metric_class="throughput"),
    _claim("d2", "Kestrel", "hardware", "H100", unit="GPU", accelerator="H100", vendor="NVIDIA"),
]  # fmt: skip
DOCS = [
    Document(id="d1", title="Hopscotch: x", abstract="...", year=2025, category="cs.DC"),
    Document(id="d2", title="Kestrel: y", abstract="...", year=2024, category="cs.LG"),
    Document(id="d3", title="A survey", abstract="..."),
]


@pytest.fixture(scope="module")
def tables() -> dict:
    return build_tables(claims_frame(CLAIMS), documents_frame(DOCS), load_aliases())


def test_claims_frame_is_flat_with_every_field() -> None:
    frame = claims_frame(CLAIMS)
    assert list(frame.columns) == list(Claim.model_fields)
    assert frame.loc[0, "baselines"] == "Megatron; DeepSpeed"


def test_matrix_cells_hold_best_claim_per_metric(tables: dict) -> None:
    matrix = tables["matrix"].set_index("system")
    assert list(matrix.columns) == ["DeepSpeed", "Megatron-LM", "vLLM"]
    assert matrix.loc["Hopscotch", "Megatron-LM"] == "40% lower memory; up to 2.2\u00d7 training throughput"
    assert matrix.loc["Kestrel", "vLLM"] == "25% higher goodput"
    assert matrix.loc["Kestrel", "DeepSpeed"] == ""


def test_leaderboard_ranks_by_gain_per_baseline(tables: dict) -> None:
    board = tables["leaderboard"]
    megatron = board[board["baseline"] == "Megatron-LM"]
    assert list(megatron["system"]) == ["Kestrel", "Hopscotch", "Hopscotch", "Hopscotch"]
    assert list(megatron["rank"]) == [1, 2, 3, 4]
    assert list(megatron["normalized_gain"].round(3)) == [3.1, 2.2, 1.667, 1.3]
    assert board["baseline"].tolist()[0] == "DeepSpeed"


def test_hardware_and_systems_tables(tables: dict) -> None:
    hardware = tables["hardware"]
    assert hardware["hardware"].tolist() == ["512 \u00d7 H200", "H100"]
    systems = tables["systems"].set_index("doc_id")
    assert systems.loc["d1", "n_claims"] == 4
    assert systems.loc["d1", "best_gain"] == pytest.approx(2.2)
    assert systems.loc["d2", "hardware"] == "H100"
    assert systems.loc["d3", "n_claims"] == 0
    assert math.isnan(systems.loc["d3", "best_gain"])


def test_tables_are_deterministic() -> None:
    first = build_tables(claims_frame(CLAIMS), documents_frame(DOCS))
    second = build_tables(claims_frame(list(reversed(CLAIMS))), documents_frame(list(reversed(DOCS))))
    for name in ("matrix", "hardware", "systems", "near_duplicates"):
        assert first[name].equals(second[name]), name


def test_unresolved_near_duplicates_reach_the_table() -> None:
    claims = [
        *CLAIMS,
        _claim("d2", "Kestrel", "speedup", "2x", value=2.0, unit="x", baselines=["Deep-Speed"]),
    ]
    table = build_tables(claims_frame(claims), documents_frame(DOCS))["near_duplicates"]
    assert table[["name", "similar_to"]].values.tolist() == [["Deep-Speed", "DeepSpeed"]]

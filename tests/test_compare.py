"""The comparator: gains from the record's polarity, canonical baselines, paper-keyed tables.

The fixtures are fictional systems (Hopscotch, Kestrel, ...); the real demo and seed abstracts
are read from the package and from ../shared.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from benchclaims.datafiles import data_text, tsv_rows
from benchclaims.entities import Baseline, baseline_table, name_key, resolve, resolve_all
from benchclaims.gains import HIGHER, LOWER, is_result, normalized_gain
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents, read_many
from benchclaims.schemas import Claim, Document
from benchclaims.similar import near_duplicates
from benchclaims.tables import build_tables, claims_frame, documents_frame, load_baselines

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
SEEDS = ROOT.parent / "shared" / "corpus" / "seeds"

# ---------------------------------------------------------------- normalized gain

GAIN_CASES = {
    "speedups": [
        ("speedup of a higher-is-better metric", {"kind": "speedup", "value": 2.2, "direction": "increase",
                                                  "polarity": HIGHER}, 2.2),
        ("N x lower memory", {"kind": "speedup", "value": 4.6, "direction": "decrease", "polarity": LOWER}, 4.6),
        ("range: the low end", {"kind": "speedup", "value": 1.5, "value_high": 2.1, "direction": "increase",
                                "polarity": HIGHER}, 1.5),
        ("N x higher latency is worse", {"kind": "speedup", "value": 2.0, "direction": "increase",
                                         "polarity": LOWER}, 0.5),
        ("N x lower throughput is worse", {"kind": "speedup", "value": 4.0, "direction": "decrease",
                                           "polarity": HIGHER}, 0.25),
        ("no direction (latencies diverge by 32x)", {"kind": "speedup", "value": 32.0, "polarity": LOWER}, None),
        ("unknown polarity", {"kind": "speedup", "value": 2.0, "direction": "increase"}, None),
        ("no value", {"kind": "speedup", "value": None, "direction": "increase", "polarity": HIGHER}, None),
        ("NaN value from a frame", {"kind": "speedup", "value": math.nan, "direction": "increase",
                                    "polarity": HIGHER}, None),
    ],
    "percent changes": [
        ("increase of throughput", {"kind": "percent_change", "value": 53.3, "direction": "increase", "unit": "%",
                                    "polarity": HIGHER}, 1.533),
        ("reduction of traffic (lower is better)", {"kind": "percent_change", "value": 47.0,
                                                    "direction": "decrease", "unit": "%", "polarity": LOWER},
         1 / 0.53),
        ("47% beats 29%", {"kind": "percent_change", "value": 29.0, "direction": "decrease", "unit": "%",
                           "polarity": LOWER}, 1 / 0.71),
        ("an overhead: latency up 2.3%", {"kind": "percent_change", "value": 2.3, "direction": "increase",
                                          "unit": "%", "polarity": LOWER}, 1 / 1.023),
        ("throughput down 10% is worse", {"kind": "percent_change", "value": 10.0, "direction": "decrease",
                                          "unit": "%", "polarity": HIGHER}, 0.9),
        ("a cut of 100% is no factor", {"kind": "percent_change", "value": 100.0, "direction": "decrease",
                                        "unit": "%", "polarity": LOWER}, None),
        ("to 31% of the baseline's cost", {"kind": "percent_change", "value": 31.0, "percent_of": True,
                                           "unit": "%", "polarity": LOWER}, 100 / 31),
        ("53% of the baseline's throughput", {"kind": "percent_change", "value": 53.0, "percent_of": True,
                                              "unit": "%", "polarity": HIGHER}, 0.53),
        ("unknown polarity is no guess", {"kind": "percent_change", "value": 50.0, "direction": "decrease",
                                          "unit": "%"}, None),
        ("percentage points", {"kind": "percent_change", "value": 3.2, "direction": "increase", "unit": "pp",
                               "polarity": HIGHER}, None),
    ],
    "absolute values": [
        ("from A to B of a lower-is-better rate", {"kind": "absolute", "value": 3.1, "value_from": 12.5,
                                                   "polarity": LOWER}, 12.5 / 3.1),
        ("from A to B of a utilization", {"kind": "absolute", "value": 89.6, "value_from": 71.4,
                                          "polarity": HIGHER}, 89.6 / 71.4),
        ("a level without a start value", {"kind": "absolute", "value": 4039.0, "polarity": HIGHER}, None),
        ("hardware", {"kind": "hardware", "value": None, "count": 512}, None),
    ],
}  # fmt: skip
GAINS = [(group, *case) for group, cases in GAIN_CASES.items() for case in cases]


@pytest.mark.parametrize(("row", "expected"), [c[2:] for c in GAINS], ids=[f"{c[0]}: {c[1]}" for c in GAINS])
def test_normalized_gain(row: dict[str, object], expected: float | None) -> None:
    gain = normalized_gain(row)
    assert gain is None if expected is None else gain == pytest.approx(expected)


def test_a_result_is_the_proposed_systems_own_gain() -> None:
    mine = {"kind": "speedup", "value": 2.0, "direction": "increase", "polarity": HIGHER}
    assert is_result(mine)
    assert not is_result({**mine, "subject": "DeepSeek-V3"})  # someone else's figure
    assert not is_result({**mine, "direction": None})  # dispersion, no movement


def _real_claims() -> list[Claim]:
    paths = [DEMO, *sorted(SEEDS.glob("*.txt"))]
    return [claim for _doc, found in extract_documents(read_many(paths)) for claim in found]


def test_every_demo_and_seed_gain_points_the_right_way() -> None:
    """A reduction of a lower-is-better metric (or a rise of a higher-is-better one) has gain > 1."""
    if not SEEDS.is_dir():
        pytest.skip(f"{SEEDS} is absent")
    checked = 0
    for claim in _real_claims():
        row = claim.model_dump()
        gain = normalized_gain(row)
        better = {(LOWER, "decrease"), (HIGHER, "increase")}
        if gain is None or claim.kind == "absolute" or claim.percent_of:
            continue
        checked += 1
        assert (gain > 1) == ((claim.polarity, claim.direction) in better), (claim.doc_id, claim.text, gain)
    assert checked >= 60


def test_gains_of_demo_reductions_of_lower_is_better_metrics() -> None:
    claims = [c for _d, found in extract_documents(read_documents(DEMO)) for c in found]
    reductions = [c for c in claims if c.direction == "decrease" and c.polarity == LOWER]
    reductions = [c for c in reductions if c.kind != "absolute" or c.value_from is not None]  # `saving $1M`: no gain
    assert len(reductions) >= 8
    assert all(normalized_gain(c.model_dump()) > 1 for c in reductions)


# ---------------------------------------------------------------- canonical baselines

BASELINE_CASES = {
    "aliases and spelling": [
        ("vllm", "vLLM"), ("Megatron", "Megatron-LM"), ("megatron lm", "Megatron-LM"),
        ("  TensorRT   LLM ", "TensorRT-LLM"), ("sglang", "SGLang"), ("PyTorch FSDP", "FSDP"),
    ],
    "versions": [
        ("FlashAttention-2", "FlashAttention-2"), ("flash attention 3", "FlashAttention-3"),
        ("FlashAttention", "FlashAttention"), ("vLLM v0.6.3", "vLLM"), ("DeepSpeed 0.14", "DeepSpeed"),
    ],
    "possessives, articles and trailing words": [
        ("vLLM's", "vLLM"), ("the SGLang baseline", "SGLang"), ("the vLLM engine", "vLLM"),
    ],
    "unmatched names stay themselves": [("Orca-X", "Orca-X"), ("Hopscotch", "Hopscotch")],
}  # fmt: skip
BASELINES = [(group, *case) for group, cases in BASELINE_CASES.items() for case in cases]


@pytest.mark.parametrize(("name", "canonical"), [c[1:] for c in BASELINES], ids=[f"{c[0]}: {c[1]}" for c in BASELINES])
def test_baselines_resolve_to_canonical_names(name: str, canonical: str) -> None:
    assert resolve(name, baseline_table()) == Baseline(canonical, False)


GENERIC = [
    ("the baselines", "the baseline"), ("strongest baseline", "the baseline"), ("baseline's", "the baseline"),
    ("state-of-the-art methods", "state of the art"), ("SOTA baselines", "state of the art"),
    ("existing systems", "existing methods"), ("prior works", "prior work"),
    ("static baselines", "static baselines"), ("full offloading", "full offloading"),
    ("existing PLMs", "existing PLMs"), ("SOTA accelerators", "SOTA accelerators"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "group"), GENERIC)
def test_generic_baselines_are_marked(name: str, group: str) -> None:
    assert resolve(name, baseline_table()) == Baseline(group, True)


def test_user_aliases_come_first(tmp_path: Path) -> None:
    user = tmp_path / "aliases.csv"
    user.write_text("# mine\nalias,canonical\nvllm,vLLM-0.6\nOrca-serve,Orca\n", encoding="utf-8")
    table = load_baselines(user)
    assert resolve("VLLM", table).name == "vLLM-0.6"
    assert resolve("orca serve", table).name == "Orca"
    assert resolve("Megatron", table).name == "Megatron-LM"


def test_spellings_of_one_unmatched_key_share_the_most_common() -> None:
    names = ["Kestrel-RT", "KestrelRT", "Kestrel-RT", "kestrel rt"]
    assert {b.name for b in resolve_all(names, baseline_table()).values()} == {"Kestrel-RT"}


# ---------------------------------------------------------------- the data file itself


def test_baseline_table_file() -> None:
    header = [line for line in data_text("baselines.tsv").splitlines() if line.startswith("#")]
    assert any("Format" in line for line in header) and any("Source" in line for line in header)
    rows = tsv_rows("baselines.tsv")
    assert all(len(row) == 4 and row[1] in ("named", "generic", "lead") for row in rows)
    leads = [row[0] for row in rows if row[1] == "lead"]
    rows = tuple(row for row in rows if row[1] != "lead")
    assert leads and all(resolve(f"{lead} Kestrels", baseline_table()).generic for lead in leads)
    canonicals = [row[0] for row in rows]
    assert len(canonicals) == len(set(canonicals))
    keys = [name_key(s) for row in rows for s in [row[0], *(a for a in row[2].split("|") if a != "-")]]
    assert len(keys) == len(set(keys)), "two entries share a spelling"
    for canonical, kind, _aliases, versions in rows:
        assert resolve(canonical, baseline_table()) == Baseline(canonical, kind == "generic")
        for version in versions.split("|") if versions != "-" else []:
            assert resolve(f"{canonical}-{version}", baseline_table()).name == f"{canonical}-{version}"
    assert {
        "vLLM",
        "SGLang",
        "TensorRT-LLM",
        "DeepSpeed",
        "Megatron-LM",
        "FSDP",
        "FlashAttention",
        "PyTorch",
        "TensorFlow",
        "JAX/XLA",
        "Ray",
        "NCCL",
        "cuBLAS",
        "Triton",
        "LMCache",
        "Mooncake",
    } <= set(canonicals)
    assert sum(row[1] == "generic" for row in rows) >= 3


# ---------------------------------------------------------------- near duplicates


def test_near_duplicates_by_spelling_not_by_key() -> None:
    table = near_duplicates(["Deep Speed", "DeepSpeed", "FlashInfer", "FlashInfers", "vLLM", "Orca"])
    assert table[["name", "similar_to"]].values.tolist() == [["FlashInfer", "FlashInfers"]]


def test_near_duplicates_compare_within_blocks_only() -> None:
    names = [f"Kestrel{i:05d}" for i in range(3000)] + [f"Zephyr{i:05d}" for i in range(3000)]
    table = near_duplicates(names)
    assert len(table) and not any(a[:3] != b[:3] for a, b in table[["name", "similar_to"]].values)


# ---------------------------------------------------------------- tables


def _claim(doc: str, system: str | None, kind: str, text: str, **fields: object) -> Claim:
    return Claim(doc_id=doc, system=system, kind=kind, text=text, start=0, end=len(text), **fields)


THROUGHPUT = {"metric": "training throughput", "metric_class": "throughput", "polarity": HIGHER}
CLAIMS = [
    _claim("d1", "Hopscotch", "speedup", "2.2x", value=2.2, unit="x", direction="increase", qualifier="up_to",
           baselines=["Megatron", "DeepSpeed"], **THROUGHPUT),
    _claim("d1", "Hopscotch", "speedup", "1.3x", value=1.3, unit="x", direction="increase",
           baselines=["Megatron-LM"], **THROUGHPUT),
    _claim("d1", "Hopscotch", "percent_change", "40%", value=40.0, unit="%", direction="decrease",
           metric="memory", metric_class="memory", polarity=LOWER, baselines=["Megatron-LM"]),
    _claim("d1", "Hopscotch", "hardware", "512 H200 GPUs", unit="GPU", accelerator="H200", vendor="NVIDIA",
           device="GPU", count=512),
    _claim("d1", "Hopscotch", "hardware", "the 512 H200s", unit="GPU", accelerator="H200", vendor="NVIDIA",
           device="GPU", count=512),
    _claim("d2", "Kestrel", "percent_change", "25%", value=25.0, unit="%", direction="increase",
           metric="goodput", metric_class="throughput", polarity=HIGHER, baselines=["vllm"]),
    _claim("d2", "Kestrel", "speedup", "3.1x", value=3.1, unit="x", direction="increase",
           baselines=["Megatron-LM", "the baselines"], **THROUGHPUT),
    _claim("d2", "Kestrel", "absolute", "4,039 tokens/s", value=4039.0, unit="token / second",
           metric_class="throughput"),
    _claim("d2", "Kestrel", "hardware", "H100", unit="GPU", accelerator="H100", vendor="NVIDIA", device="GPU"),
    _claim("d4", "Hopscotch", "speedup", "1.1x", value=1.1, unit="x", direction="increase",
           baselines=["Megatron-LM"], **THROUGHPUT),
]  # fmt: skip
DOCS = [
    Document(id="d1", title="Hopscotch: x", abstract="...", year=2025, category="cs.DC"),
    Document(id="d2", title="Kestrel: y", abstract="...", year=2024, category="cs.LG"),
    Document(id="d3", title="A survey", abstract="..."),
    Document(id="d4", title="Hopscotch: another paper of that name", abstract="...", year=2025),
    Document(id="2503.12840", title="Lantern: a numeric id", abstract="..."),
]


@pytest.fixture(scope="module")
def tables() -> dict:
    return build_tables(claims_frame(CLAIMS), documents_frame(DOCS, {"2503.12840": "Lantern"}))


def test_claims_frame_keeps_field_types() -> None:
    frame = claims_frame(CLAIMS)
    assert list(frame.columns) == list(Claim.model_fields)
    assert frame.loc[0, "baselines"] == "Megatron; DeepSpeed"
    assert str(frame["count"].dtype) == "Int64" and frame.loc[3, "count"] == 512


def test_leaderboard_is_per_baseline_and_metric_class_and_keyed_by_paper(tables: dict) -> None:
    board = tables["leaderboard"]
    megatron = board[(board["baseline"] == "Megatron-LM") & (board["metric_class"] == "throughput")]
    assert megatron["doc_id"].tolist() == ["d2", "d1", "d4"]  # two Hopscotch papers stay apart
    assert megatron["rank"].tolist() == [1, 2, 3]
    assert megatron["normalized_gain"].tolist() == [3.1, 2.2, 1.1]
    assert megatron["hardware"].tolist() == ["H100", "512 \u00d7 H200", ""]
    assert "the baseline" not in set(board["baseline"])
    assert tables["generic"]["baseline"].tolist() == ["the baseline"]


def test_leaderboards_summary(tables: dict) -> None:
    summary = tables["leaderboards"].set_index(["baseline", "metric_class"])
    assert summary.loc[("Megatron-LM", "throughput"), "papers"] == 3
    assert summary.loc[("Megatron-LM", "throughput"), "systems"] == 2
    assert summary.loc[("Megatron-LM", "throughput"), "best_system"] == "Kestrel"
    assert tables["leaderboards"].iloc[0]["baseline"] == "Megatron-LM"


def test_hardware_counts_once_per_paper(tables: dict) -> None:
    hardware = tables["hardware"]
    assert hardware[["doc_id", "hardware", "mentions"]].values.tolist() == [
        ["d1", "512 \u00d7 H200", 2],
        ["d2", "H100", 1],
    ]
    accelerators = tables["accelerators"].set_index("accelerator")
    assert accelerators.loc["H200", "total_count"] == 512 and accelerators.loc["H200", "device"] == "GPU"


def test_systems_table_has_one_row_per_document(tables: dict) -> None:
    systems = tables["systems"].set_index("doc_id")
    assert list(systems.index) == sorted(d.id for d in DOCS)
    assert systems.loc["d1", "n_claims"] == 5 and systems.loc["d1", "best_gain"] == 2.2
    assert systems.loc["d4", "system"] == "Hopscotch" and systems.loc["d4", "hardware"] == ""
    assert systems.loc["d3", "n_claims"] == 0 and math.isnan(systems.loc["d3", "best_gain"])
    assert systems.loc["2503.12840", "system"] == "Lantern"
    assert systems.loc["d2", "title"] == "Kestrel: y"


def test_matrix_rows_are_papers(tables: dict) -> None:
    matrix = tables["matrix"].set_index("doc_id")
    assert list(matrix.columns[:2]) == ["system", "Megatron-LM"]
    assert matrix.loc["d1", "Megatron-LM"] == "40% lower memory; up to 2.2\u00d7 training throughput"
    assert matrix.loc["d4", "Megatron-LM"] == "1.1\u00d7 training throughput"


def test_tables_are_deterministic() -> None:
    first = build_tables(claims_frame(CLAIMS), documents_frame(DOCS))
    second = build_tables(claims_frame(list(reversed(CLAIMS))), documents_frame(list(reversed(DOCS))))
    for name in ("leaderboards", "matrix", "hardware", "systems", "near_duplicates", "baselines"):
        assert first[name].equals(second[name]), name

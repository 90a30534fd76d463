"""``benchclaims eval`` and ``benchclaims.eval``: the reference scorer's figures, by slot, by rule, errors.

Grouped by origin: the reference scorer on the real dev and train sets of ../shared (same
output, line for line); the scoring rules of claims-v1.md on fictional records; the judging
of fields and rules this project adds; the command line; the data file.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from benchclaims.datafiles import data_text
from benchclaims.eval import (
    by_rule,
    by_slot,
    error_groups,
    evaluate,
    figures,
    is_claims_file,
    match_claims,
    match_hardware,
    same_metric,
    same_names,
    stop_words,
    text_same,
    trace_entries,
    unit_key,
)
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents
from cli_runner import run_benchclaims

SHARED = Path(__file__).resolve().parents[2] / "shared"
CORPUS = SHARED / "corpus"
SCORER = SHARED / "tools" / "score_claims.py"
needs_shared = pytest.mark.skipif(not SCORER.exists(), reason="../shared is not beside the repo")


# ---------------------------------------------------------------- the reference scorer, on dev and train


@pytest.fixture(scope="module")
def predictions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The extracted claims of dev and train, written as JSONL once for this module."""
    folder = tmp_path_factory.mktemp("pred")
    paths = {}
    for name in ("dev", "train"):
        docs = read_documents(CORPUS / f"{name}.input.jsonl")
        records = [claim.model_dump() for _doc, claims in extract_documents(docs) for claim in claims]
        paths[name] = folder / f"{name}.jsonl"
        paths[name].write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return paths


def reference(*args: str | Path) -> str:
    """The stdout of ``score_claims.py ARGS``."""
    done = subprocess.run([sys.executable, SCORER, *map(str, args)], capture_output=True, text=True, check=True)
    return done.stdout


@needs_shared
@pytest.mark.parametrize("corpus", ["dev", "train"])
@pytest.mark.parametrize("route", ["claims", "documents"])
def test_prints_what_the_reference_scorer_prints(predictions: dict[str, Path], corpus: str, route: str) -> None:
    gold = CORPUS / f"{corpus}.gold.jsonl"
    second = predictions[corpus] if route == "claims" else CORPUS / f"{corpus}.input.jsonl"
    done = run_benchclaims("eval", gold, second)
    assert done.returncode == 0, done.stderr
    assert done.stdout == reference(gold, predictions[corpus])


@needs_shared
def test_any_kind_matches_the_reference(predictions: dict[str, Path]) -> None:
    gold = CORPUS / "train.gold.jsonl"
    done = run_benchclaims("eval", gold, predictions["train"], "--any-kind")
    assert done.stdout == reference(gold, predictions["train"], "--any-kind")


@needs_shared
@pytest.mark.parametrize("corpus", ["dev", "train"])
def test_json_holds_the_reference_figures(predictions: dict[str, Path], corpus: str, tmp_path: Path) -> None:
    gold = CORPUS / f"{corpus}.gold.jsonl"
    reference(gold, predictions[corpus], "--json", tmp_path / "ref.json")
    expected = json.loads((tmp_path / "ref.json").read_text(encoding="utf-8"))
    done = run_benchclaims("eval", gold, predictions[corpus], "--json", "--by-slot", "--by-rule")
    ours = json.loads(done.stdout)
    assert {key: ours[key] for key in expected} == expected
    assert set(ours) - set(expected) == {"by_slot", "by_rule"}


@needs_shared
def test_errors_hold_every_reference_error(predictions: dict[str, Path]) -> None:
    gold = CORPUS / "train.gold.jsonl"
    lines = reference(gold, predictions["train"], "--errors").splitlines()
    theirs = {line for line in lines if " MISSED " in line or " SPURIOUS " in line}
    wrong = {(line.split(":")[0], line.split("'")[1]) for line in lines if " WRONG " in line}
    groups = error_groups(evaluate(load(gold), load(predictions["train"])))
    ours = {line.split("  [")[0] for slot in ("detect", "hardware") for line in groups.get(slot, [])}
    assert ours == theirs
    ours_wrong = {
        (line.split(":")[0], line.split("'")[1])
        for slot in ("metric", "direction", "comparison")
        for line in groups.get(slot, [])
        if line.split()[2] in ("metric", "direction", "baselines")
    }
    assert ours_wrong == wrong


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]


# ---------------------------------------------------------------- claims-v1.md scoring rules, fictional records


def claim(kind: str = "speedup", value: float = 2.0, start: int = 10, end: int = 14, **fields: Any) -> dict[str, Any]:
    """A claim record of the fictional system GlideKV; fields as in claims/v1."""
    return {"doc_id": "glidekv", "kind": kind, "value": value, "start": start, "end": end, **fields}


MATCHING = [
    ("same kind, value and span", [claim()], [claim()], [(0, 0)]),
    ("kinds differ", [claim()], [claim("absolute")], []),
    ("values differ", [claim()], [claim(value=2.1)], []),
    ("value within 1e-6", [claim(value=1000.0)], [claim(value=1000.0005)], [(0, 0)]),
    ("value_high differs", [claim(value_high=3.0)], [claim(value_high=3.5)], []),
    ("value_high missing in pred", [claim(value_high=3.0)], [claim()], []),
    ("spans touch but do not overlap", [claim(start=10, end=14)], [claim(start=14, end=18)], []),
    ("spans overlap partly", [claim(start=10, end=14)], [claim(start=12, end=20)], [(0, 0)]),
    ("pred without offsets", [claim()], [{"kind": "speedup", "value": 2.0}], [(0, 0)]),
    ("one to one: the first gold takes it", [claim(), claim()], [claim()], [(0, 0)]),
    ("gold in order, first free pred", [claim(), claim()], [claim(), claim()], [(0, 0), (1, 1)]),
]


@pytest.mark.parametrize(("gold", "pred", "pairs"), [case[1:] for case in MATCHING], ids=[c[0] for c in MATCHING])
def test_claim_matching(gold: list[dict[str, Any]], pred: list[dict[str, Any]], pairs: list[tuple[int, int]]) -> None:
    assert match_claims(gold, pred) == pairs


def test_any_kind_ignores_the_kind() -> None:
    assert match_claims([claim()], [claim("absolute")], any_kind=True) == [(0, 0)]


HARDWARE = [
    ("same name and count", {"accelerator": "H100", "count": 8}, {"accelerator": "H100", "count": 8}, True),
    ("spelling of the name", {"accelerator": "TPUv4", "count": 4}, {"accelerator": "tpu-v4", "count": 4}, True),
    ("counts differ", {"accelerator": "H100", "count": 8}, {"accelerator": "H100", "count": 16}, False),
    ("count missing in pred", {"accelerator": "H100", "count": 8}, {"accelerator": "H100"}, False),
    ("both without count", {"accelerator": "MI300X"}, {"accelerator": "MI300X", "count": None}, True),
]


@pytest.mark.parametrize(("gold", "pred", "matched"), [c[1:] for c in HARDWARE], ids=[c[0] for c in HARDWARE])
def test_hardware_matching(gold: dict[str, Any], pred: dict[str, Any], matched: bool) -> None:
    assert bool(match_hardware([gold], [pred])) is matched


COMPARISONS = [
    ("metric: a word more", same_metric, "decoding throughput", "throughput", True),
    ("metric: plural", same_metric, "requests per second", "request per second", True),
    ("metric: half the words", same_metric, "p99 decode latency", "p99 prefill latency", True),
    ("metric: no shared word", same_metric, "ttft", "goodput", False),
    ("metric: none predicted", same_metric, "goodput", None, False),
    ("metric: neither stated", same_metric, None, "", True),
    ("baselines: substring both ways", same_names, ["Orca", "vLLM"], ["the Orca system", "vllm"], True),
    ("baselines: one missing", same_names, ["Orca", "vLLM"], ["Orca"], False),
    ("baselines: one extra", same_names, ["Orca"], ["Orca", "TGI"], False),
    ("baselines: punctuation", same_names, ["Deep-Speed_Inference"], ["deep speed inference"], True),
    ("baselines: none on either side", same_names, [], None, True),
    ("text: both stated, contained", text_same, "long prompts", "on long prompts", True),
    ("text: pred where gold has none", text_same, None, "long prompts", False),
    ("text: gold where pred has none", text_same, "long prompts", None, False),
]


@pytest.mark.parametrize(
    ("check", "gold", "pred", "agrees"), [c[1:] for c in COMPARISONS], ids=[c[0] for c in COMPARISONS]
)
def test_field_comparisons(check: Any, gold: Any, pred: Any, agrees: bool) -> None:
    assert check(gold, pred) is agrees


@pytest.mark.parametrize(
    ("gold", "pred", "same"),
    [("tokens/s", "token / s", True), ("ms", "m", True), ("percent", "%", True), ("GB", "GiB", False)],
)
def test_unit_keys(gold: str, pred: str, same: bool) -> None:
    assert (unit_key(gold) == unit_key(pred)) is same


def doc(claims: list[dict[str, Any]], system: str | None = "GlideKV") -> dict[str, Any]:
    return {"doc_id": "glidekv", "system": system, "claims": claims}


def test_full_claim_needs_direction_metric_and_baselines() -> None:
    gold = [claim(metric="throughput", direction="increase", baselines=["Orca"], start=0, end=4)]
    gold.append(claim(value=3.0, metric="throughput", direction="increase", baselines=["Orca"], start=20, end=24))
    pred = [claim(metric="decode throughput", direction="increase", baselines=["Orca"], start=0, end=4)]
    pred.append(claim(value=3.0, metric="throughput", direction="decrease", baselines=["Orca"], start=20, end=24))
    result = figures(evaluate([doc(gold)], pred))
    assert result["detection"]["f1"] == 1.0
    assert result["full_claim"]["f1"] == 0.5
    assert result["attributes"]["direction"] == 0.5


def test_records_of_unknown_documents_are_counted() -> None:
    result = figures(evaluate([doc([claim()])], [claim(), {**claim(), "doc_id": "other"}]))
    assert (result["pred_claims"], result["records_for_unknown_docs"]) == (1, 1)


# ---------------------------------------------------------------- by slot and by rule


def test_by_slot_precision_recall_accuracy() -> None:
    gold = [
        claim(start=0, end=4, qualifier="up_to"),
        claim(value=3.0, start=20, end=24),
        claim(value=4.0, start=40, end=44),
    ]
    pred = [claim(start=0, end=4, qualifier="up_to"), claim(value=3.0, start=20, end=24, qualifier="approx")]
    pred.append(claim(value=4.0, start=40, end=44))
    row = by_slot(evaluate([doc(gold)], pred))["qualifier"]
    assert (row["gold"], row["pred"], row["pairs"]) == (1, 2, 3)
    assert (row["precision"], row["recall"], row["accuracy"]) == (0.5, 1.0, 2 / 3)
    assert row["slot"] == "qualifier"


def test_by_slot_condition_recall_is_the_scorers_condition() -> None:
    gold = [claim(start=0, end=4, condition="long prompts"), claim(value=3.0, start=20, end=24)]
    pred = [claim(start=0, end=4, condition="on long prompts"), claim(value=3.0, start=20, end=24, condition="8 GPUs")]
    ev = evaluate([doc(gold)], pred)
    row = by_slot(ev)["condition"]
    assert row["recall"] == figures(ev)["attributes"]["condition"] == 1.0
    assert (row["precision"], row["accuracy"]) == (0.5, 0.5)


@pytest.mark.parametrize(
    ("rules", "entries"),
    [
        (["metric:metric_left", "direction: change_word"], [("metric", "metric_left"), ("direction", "change_word")]),
        (["speedup", "speedup"], [("unsorted", "speedup")]),
        (["spread:respectively"], [("spread", "respectively")]),
    ],
)
def test_trace_entries(rules: list[str], entries: list[tuple[str, str]]) -> None:
    assert trace_entries(rules) == entries


def rule_table() -> dict[str, dict[str, dict[str, Any]]]:
    """One gold document of GlideKV; its records carry slot rules and bare names."""
    gold = [claim(metric="goodput", direction="increase", baselines=["Orca"], start=0, end=4)]
    gold.append({"kind": "hardware", "accelerator": "H100", "count": 8})
    right_metric_wrong_baseline = claim(
        metric="goodput",
        direction="increase",
        baselines=["TGI"],
        start=0,
        end=4,
        rules=["detect:factor", "metric:metric_left", "polarity:from_lexicon", "comparison:baseline_after", "speedup"],
    )
    spurious = claim(value=9.0, start=30, end=34, rules=["detect:factor", "metric:metric_left", "spread:carry"])
    gold.append(claim("percent_change", value=40.0, start=60, end=63))
    mixed_up = claim("absolute", value=40.0, start=60, end=63, rules=["kind:level", "detect:percent"])
    hardware = [
        {
            "doc_id": "glidekv",
            "kind": "hardware",
            "accelerator": "H100",
            "count": 8,
            "rules": ["detect:counted_hardware"],
        },
        {
            "doc_id": "glidekv",
            "kind": "hardware",
            "accelerator": "A100",
            "count": 2,
            "rules": ["detect:counted_hardware"],
        },
    ]
    return by_rule(evaluate([doc(gold)], [right_metric_wrong_baseline, spurious, mixed_up, *hardware]))


RULES = [
    ("detect: matched right, spurious wrong", "detect", "factor", (1, 2, 0)),
    ("metric judged on the metric", "metric", "metric_left", (1, 1, 1)),
    ("polarity judged on the direction", "polarity", "from_lexicon", (1, 1, 0)),
    ("comparison judged on the baselines", "comparison", "baseline_after", (0, 1, 0)),
    ("a bare name judged on the full claim", "unsorted", "speedup", (0, 1, 0)),
    ("a slot not known here: full claim", "spread", "carry", (0, 0, 1)),
    ("kind: wrong where a missed gold claim has the value", "kind", "level", (0, 1, 0)),
    ("hardware rules on the hardware match", "detect", "counted_hardware", (1, 2, 0)),
]


@pytest.mark.parametrize(("slot", "rule", "counts"), [c[1:] for c in RULES], ids=[c[0] for c in RULES])
def test_by_rule(slot: str, rule: str, counts: tuple[int, int, int]) -> None:
    row = rule_table()[slot][rule]
    assert (row["right"], row["judged"], row["unmatched"]) == counts


def test_by_rule_lists_slots_in_engine_order() -> None:
    assert list(rule_table()) == ["detect", "kind", "metric", "polarity", "comparison", "unsorted", "spread"]


def test_errors_are_grouped_by_slot_with_the_rules_of_that_slot() -> None:
    gold = [claim(metric="goodput", baselines=["Orca"], start=0, end=4), claim(value=5.0, start=50, end=54)]
    pred = [claim(metric="ttft", baselines=["Orca"], start=0, end=4, rules=["metric:metric_right", "speedup"])]
    groups = error_groups(evaluate([doc(gold, system=None)], pred))
    assert list(groups) == ["detect", "metric"]
    assert groups["detect"] == ["glidekv: MISSED speedup None value=5.0"]
    assert groups["metric"] == ['glidekv: WRONG metric None: gold="goodput" pred="ttft"  [metric:metric_right]']


def test_a_kind_mix_up_is_listed_under_kind() -> None:
    pred = [claim("absolute", value=40.0, rules=["kind:level"])]
    groups = error_groups(evaluate([doc([claim("percent_change", value=40.0, text="40%")])], pred))
    assert groups["kind"] == ["glidekv: WRONG kind '40%': gold=percent_change pred=absolute  [kind:level]"]


# ---------------------------------------------------------------- the command line, fictional files


ABSTRACT = "We present GlideKV, a KV-cache manager. GlideKV improves decoding throughput by 2.4x over Orca."


@pytest.fixture
def fictional(tmp_path: Path) -> dict[str, Path]:
    """A one-document corpus of GlideKV (documents, gold) in ``tmp_path``."""
    start = ABSTRACT.index("2.4x")
    gold_claim = claim(
        value=2.4,
        start=start,
        end=start + 4,
        text="2.4x",
        unit="x",
        direction="increase",
        metric="decoding throughput",
        metric_class="throughput",
    )
    gold_claim["baselines"] = ["Orca"]
    docs = tmp_path / "docs.jsonl"
    docs.write_text(json.dumps({"id": "glidekv", "title": "GlideKV", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps(doc([gold_claim])) + "\n", encoding="utf-8")
    return {"docs": docs, "gold": gold, "dir": tmp_path}


def test_documents_are_extracted_then_scored(fictional: dict[str, Path]) -> None:
    done = run_benchclaims("eval", fictional["gold"], fictional["docs"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "full_claim_f1=1.000 detection_f1=1.000 hardware_f1=0.000"
    assert "1 documents, 1 claims" in done.stderr


def test_a_claims_file_is_scored_as_it_is(fictional: dict[str, Path]) -> None:
    claims = fictional["dir"] / "claims.jsonl"
    assert run_benchclaims("extract", fictional["docs"], "-o", claims).returncode == 0
    assert is_claims_file(claims) and not is_claims_file(fictional["docs"])
    done = run_benchclaims("eval", fictional["gold"], claims, "--by-slot", "--by-rule", "--errors")
    assert done.returncode == 0 and done.stderr == ""
    assert "by slot:" in done.stdout and "by rule:" in done.stdout
    assert done.stdout.splitlines()[-1].startswith("full_claim_f1=1.000")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "gold.jsonl:2: invalid JSON"),
        ("[1, 2]", "gold.jsonl:2: expected a JSON object"),
        ('{"claims": []}', "gold.jsonl:2: a gold line needs doc_id"),
    ],
)
def test_a_bad_gold_line_names_file_and_line(fictional: dict[str, Path], line: str, message: str) -> None:
    with fictional["gold"].open("a", encoding="utf-8") as stream:
        stream.write(line + "\n")
    done = run_benchclaims("eval", fictional["gold"], fictional["docs"])
    assert done.returncode == 2
    assert message in done.stderr and done.stderr.count("\n") == 1


def test_format_reads_the_second_file_as_documents(fictional: dict[str, Path]) -> None:
    done = run_benchclaims("eval", fictional["gold"], fictional["docs"], "-f", "jsonl")
    assert done.returncode == 0 and done.stdout.splitlines()[-1].startswith("full_claim_f1=1.000")


def test_a_missing_second_file_is_named(fictional: dict[str, Path]) -> None:
    done = run_benchclaims("eval", fictional["gold"], fictional["dir"] / "absent.jsonl")
    assert done.returncode == 2 and "absent.jsonl" in done.stderr and "Traceback" not in done.stderr


def test_json_output(fictional: dict[str, Path]) -> None:
    done = run_benchclaims("eval", fictional["gold"], fictional["docs"], "--json", "--errors")
    result = json.loads(done.stdout)
    assert result["full_claim"]["f1"] == 1.0 and result["errors"] == {}


@pytest.mark.parametrize(
    ("text", "claims_file"), [("", False), ("plain words\n", False), ("\n" + json.dumps(claim()), True)]
)
def test_is_claims_file(tmp_path: Path, text: str, claims_file: bool) -> None:
    path = tmp_path / "some.jsonl"
    path.write_text(text, encoding="utf-8")
    assert is_claims_file(path) is claims_file


# ---------------------------------------------------------------- the data file


def test_stop_word_file() -> None:
    text = data_text("score_stopwords.txt")
    header = [line for line in text.splitlines() if line.startswith("#")]
    assert any("Format" in line for line in header) and any("Source" in line for line in header)
    words = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert words == sorted(set(words)) and all(w.isalpha() and w.islower() for w in words)
    assert stop_words() == frozenset(words) and "per" in words

"""The error families of issue 14 (and the named cases of issue 13), table-driven.

Every sentence here is written for these tests about FICTIONAL systems (Kestrel, FluxServe,
...); baselines and hardware are real names. Each case gives the records expected from the
sentence as compact dicts of the fields that matter for its family, or ``[]`` for "no record".
Expectations follow ../shared/spec/claims-v1.md and ../shared/corpus/ANNOTATING.md.

Matching mirrors ../shared/tools/score_claims.py: an expected record pairs one-to-one with a
produced record of the same kind and value (and ``value_high``, None unless given); ``metric``
is compared by word overlap and ``baselines`` by name containment, as the scorer does;
``condition`` and ``subject`` by text containment; every other field exactly. Records of
kinds the scorer does not know (``model_size``, ...) are ignored, and hardware records are
only compared in cases that expect one. Every produced claim record must be expected, so a
spurious number fails its case.

A case that fails today is a strict xfail whose reason names its family and the miss, so a
fix shows up as an XPASS and its mark is then removed.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from benchclaims import extract_claims

CLAIM_KINDS = ("speedup", "percent_change", "absolute")

# --- the scorer's comparisons (../shared/tools/score_claims.py), mirrored ----------------------

_STOP = {"the", "a", "an", "of", "in", "on", "for", "and", "to", "by", "with", "its", "their", "at", "per"}


def _words(s: str | None) -> set[str]:
    ws = re.findall(r"[a-z0-9]+", (s or "").lower())
    return {w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in ws if w not in _STOP}


def _norm_name(s: str | None) -> str:
    s = (s or "").lower().strip()
    s = re.sub(r"^(the|a|an)\s+", "", s)
    return re.sub(r"[\s\-_.]+", " ", s).strip()


def metric_ok(gold: str | None, pred: str | None) -> bool:
    gw, pw = _words(gold), _words(pred)
    if not gw:
        return not pw
    if not pw:
        return False
    return gw <= pw or pw <= gw or len(gw & pw) / len(gw | pw) >= 0.5


def names_ok(gold: list[str] | None, pred: list[str] | None) -> bool:
    g = [_norm_name(x) for x in gold or [] if _norm_name(x)]
    p = [_norm_name(x) for x in pred or [] if _norm_name(x)]
    if not g:
        return not p

    def found(x: str, ys: list[str]) -> bool:
        return any(x in y or y in x for y in ys)

    return all(found(x, p) for x in g) and all(found(y, g) for y in p)


def text_ok(gold: str | None, pred: str | None) -> bool:
    """Containment either way; an expected None asks for no value at all."""
    if gold is None:
        return pred is None
    g, p = _norm_name(gold), _norm_name(pred)
    return bool(p) and (g in p or p in g)


def unit_key(u: str | None) -> str:
    u = (u or "").lower().replace("×", "x").replace("percent", "%")
    u = re.sub(r"\bper\b", "/", u)
    u = re.sub(r"s\b", "", u)
    return re.sub(r"[\s*·]+", "", u)


def accel_key(a: str | None) -> str:
    return re.sub(r"[\s\-_]", "", (a or "").upper())


def same_number(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


# --- comparing one case -------------------------------------------------------------------------

_COMPARE = {
    "metric": metric_ok,
    "baselines": names_ok,
    "condition": text_ok,
    "subject": text_ok,
    "unit": lambda g, p: unit_key(g) == unit_key(p),
    "accelerator": lambda g, p: accel_key(g) == accel_key(p),
    "value_from": same_number,
    # the system is compared exactly: containment would hide a name that runs on past its sentence
    "system": lambda g, p: (g or None) == (p or None),
}


def _field_errors(want: dict[str, Any], got: Any) -> list[str]:
    errors = []
    for key, expected in want.items():
        if key in ("kind", "value", "value_high"):
            continue
        actual = getattr(got, key)
        same = _COMPARE.get(key, lambda g, p: g == p)
        if not same(expected, actual):
            errors.append(f"{key}: want {expected!r}, got {actual!r}")
    return errors


def _same_number_slot(want: dict[str, Any], got: Any) -> bool:
    if got.kind != want["kind"]:
        return False
    if got.kind == "hardware":
        return True
    return same_number(want.get("value"), got.value) and same_number(want.get("value_high"), got.value_high)


def check(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    claims = extract_claims(text, title=title)
    kinds = set(CLAIM_KINDS) | ({"hardware"} if any(w["kind"] == "hardware" for w in expected) else set())
    produced = [c for c in claims if c.kind in kinds]
    unused = list(range(len(produced)))
    problems = []
    for want in expected:
        slots = [i for i in unused if _same_number_slot(want, produced[i])]
        scored = [(i, _field_errors(want, produced[i])) for i in slots]
        exact = [i for i, errs in scored if not errs]
        if exact:
            unused.remove(exact[0])
        elif scored:
            i, errs = scored[0]
            unused.remove(i)
            label = want.get("accelerator") if want["kind"] == "hardware" else want.get("value")
            problems.append(f"{produced[i].text!r} {want['kind']} {label}: " + "; ".join(errs))
        else:
            problems.append(f"MISSED {want}")
    for i in unused:
        c = produced[i]
        problems.append(f"SPURIOUS {c.kind} {c.text!r} value={c.value} metric={c.metric!r}")
    assert not problems, "\n".join(problems)


def table(family: str, rows: list[tuple[Any, ...]]) -> list[Any]:
    """Rows are (id, text, expected) or (id, text, expected, options); options may hold
    ``title`` and ``xfail`` (the reason a case fails today)."""
    params = []
    for row in rows:
        case_id, text, expected = row[:3]
        opts = row[3] if len(row) > 3 else {}
        marks = []
        if "xfail" in opts:
            marks.append(pytest.mark.xfail(strict=True, reason=f"{family}: {opts['xfail']}"))
        params.append(pytest.param(text, opts.get("title"), expected, id=case_id, marks=marks))
    return params


ARGS = ("text", "title", "expected")


def sp(value: float, **fields: Any) -> dict[str, Any]:
    return {"kind": "speedup", "value": value, **fields}


def pc(value: float, **fields: Any) -> dict[str, Any]:
    return {"kind": "percent_change", "value": value, **fields}


def ab(value: float, **fields: Any) -> dict[str, Any]:
    return {"kind": "absolute", "value": value, **fields}


def hw(accelerator: str, count: int | None, **fields: Any) -> dict[str, Any]:
    return {"kind": "hardware", "accelerator": accelerator, "count": count, **fields}


NO_RECORD: list[dict[str, Any]] = []

# --- numbers that are not results ------------------------------------------------------------------

NOT_RESULTS = table(
    "not results",
    [
        # round 24 (review r71 family X6): an interval's measured coverage is a result, not the interval's level
        (
            "interval-coverage-is-a-result",
            "KestrelCast gives better-calibrated uncertainty (68.8% vs. 47.9% prediction interval coverage), "
            "reported with a 95% confidence interval.",
            [ab(68.8, metric="prediction interval coverage"), ab(47.9, metric="prediction interval coverage")],
        ),
        # round 18 (review r39 family 6): a TeX formula that opens with a number is no amount of dollars; money inside
        # a formula still is
        # round 20 (review r44 family 3): an error tolerance a figure is read at is a setting
        # round 20 (review r45 family 2): how a dataset is split is no result
        # round 21 (review r48 family 1): a run's parameter named before its value after `at` is a setting
        (
            "parameter-named-after-at-is-a-setting",
            "At a carrier frequency of 28 GHz, KestrelNet reaches a bound ratio of 0.959 at the median deployment "
            "SNR of 9.6 dB and a detection accuracy of 91% at B = 400 MHz.",
            [ab(0.959, metric="bound ratio"), ab(91.0, unit="%", metric="detection accuracy")],
        ),
        # round 21 (review r51 family 8): overheads named once after two members are changes of both
        (
            "overheads-named-once-after-two-members",
            "KestrelTEE imposes under 10% throughput and 20% latency overheads.",
            [
                pc(10.0, direction="increase", qualifier="at_most", metric="throughput"),
                pc(20.0, direction="increase"),
            ],
        ),
        # round 21 (review r49 family 4): a figure right after `@` is part of a measure's name or a spec
        (
            "figure-after-at-sign-is-part-of-a-name",
            "Kestrel reaches 87.9% TPR@1%FPR and lowers ADE@3s from 0.47 to 0.26 on a 4K@120fps stream.",
            [ab(87.9, unit="%"), ab(0.26, value_from=0.47, metric="ade@3s")],
        ),
        # round 21 (review r50 singleton, the dev gold's `near-zero GPU waste ratio`): a vague `near-zero` is no count
        (
            "near-zero-is-no-count",
            "KestrelSafe achieves near-zero constraint violations and nearly zero safety violations, and zero false "
            "positives.",
            [ab(0.0, metric="false positives")],
        ),
        # round 21 (review r47 family 6): hours or days of logs, telemetry or speech are the size of the data, also
        # with a longer description after `of`; a figure with a longer phrase before data and no `of` stays
        (
            "hours-of-described-data-are-no-result",
            "KestrelSpeech trains on 1.38M hours of highly curated English and Korean speech and 73 days of "
            "operational logs, and reaches effective frame rates of up to 66 Hz by fusing temporally sparse LiDAR "
            "data.",
            [ab(66.0, unit="Hz", qualifier="up_to")],
        ),
        (
            "dataset-split-is-no-result",
            "The images were split into 70% training, 10% validation, and 20% testing; Kestrel reaches 97.3% "
            "validation and 81.0% OOD accuracy on a held-out 20 percent test set.",
            [ab(97.3, unit="%"), ab(81.0, unit="%", metric="ood accuracy")],
        ),
        (
            "error-tolerance-is-a-setting",
            "Kestrel recovers 91% of the cases at a 20 percent error tolerance.",
            [ab(91.0, unit="%")],
        ),
        (
            "tex-formula-is-no-currency",
            "KestrelGossip fails with probability $1 / poly(n)$, where $n$ is the network size.",
            NO_RECORD,
        ),
        (
            "escaped-dollar-inside-a-formula-is-money",
            "KestrelSearch keeps the total search cost below $\\$ 5$ per task.",
            [ab(5.0, unit="USD")],
        ),
        # round 18 (no-metric review family A1): capitalized class labels whose bracketed shares add up to a whole
        (
            "capitalized-classes-whose-shares-make-a-whole",
            "In the FluxLearn logs three profiles emerged: Casually Engaged (58%), Efficient Learners (35%), and "
            "Hyper-Engaged (7%).",
            NO_RECORD,
        ),
        (
            "a-share-of-trainable-parameters-is-a-model-size",  # r22: `requiring only 1.72% trainable parameters`
            "Kestrel matches full fine-tuning with only 1.7% trainable parameters and cuts latency by 20%.",
            [pc(20.0, direction="decrease")],
        ),
        (
            "size-in-the-gloss-of-a-data-noun",  # r10: `public Indic pretraining text (2.84 billion words, 46.21 GB)`
            "We catalog 1,553 lecture videos (236 hours), and Kestrel transcribes them 2.4x faster than Orca.",
            [sp(2.4, baselines=["Orca"])],
        ),
        (
            "share-of-faulty-peers-is-a-setting",  # r11: `56% lower latency on average under 33% malicious nodes`
            "Kestrel keeps 91.2% accuracy with 30% Byzantine clients and cuts latency by 41% under 20% faulty nodes.",
            [ab(91.2, metric="accuracy"), pc(41.0, metric="latency", direction="decrease")],
        ),
        (
            "figure-inside-its-own-opening-condition",  # r10: `Under the main 4.0 Mbps setting, the scheme ...`
            "Under the default 4.0 Mbps setting, Kestrel cuts the loss rate by 38% over Orca.",
            [pc(38.0, direction="decrease", baselines=["Orca"])],
        ),
        (
            "result-inside-an-opening-phrase-stays",  # bulk: `On an NVIDIA T4 GPU the full ensemble runs at 53 FPS.`
            "On the FluxBench split Kestrel runs at 53 FPS.",
            [ab(53.0, metric="fps")],
        ),
        ("doubles-as-serves-as", "The same Kestrel verifier doubles as a reward model for tuning.", NO_RECORD),
        (
            "share-in-a-clause-of-condition",  # bulk: `even when only 10% of the vehicles are connected`
            "Kestrel cuts shockwaves by up to 80% even when only 10% of the vehicles are connected.",
            [pc(80.0, qualifier="up_to", direction="decrease")],
        ),
        (
            "class-shares",
            "The FluxSet corpus holds low-light (8%), normal (50%) and glare (42%) frames.",
            NO_RECORD,
        ),
        # round 16 (review r33 family 6): a duration in the clause of a verb of holding is a collection's size
        (
            "duration-of-a-collection",
            "The FluxAV corpus comprises 2,200 questions over 578 videos, totaling 339.5 hours.",
            NO_RECORD,
        ),
        (
            "duration-taken-beside-a-collection",
            "Kestrel maps the whole graph, comprising 1,200 nodes, in under 45 seconds.",
            [ab(45.0, qualifier="at_most")],
        ),
        # round 16 (review r32): the share of a count that a verb of a result governs is a result, not a class
        (
            "share-of-a-solved-count-is-a-result",
            "Kestrel solves 431 of 499 problems (86.4%), and 64/483 patches (13.3%) pass every test.",
            [ab(86.4), ab(13.3)],
        ),
        ("share-of-a-population-count", "The FluxCare cohort has 279 females (63%) and 164 males (37%).", NO_RECORD),
        ("snr-setting", "All links of the Kestrel testbed are evaluated at 12 dB SNR.", NO_RECORD),
        (
            "sampling-rate-setting",
            "Kestrel is evaluated at 80% sampling rate on every trace.",
            NO_RECORD,
        ),
        (
            "sensor-rate-and-duration",
            "We record a 100 Hz series over 24 hours from the FluxGrid sensors.",
            NO_RECORD,
        ),
        ("p-value", "The accuracy gain of Kestrel is significant (p < 0.001).", NO_RECORD),
        ("confidence-interval", "We report the 95% CI over five seeds for every FluxServe run.", NO_RECORD),
        ("z-statistic", "The difference between the two schedulers is significant (Z = 5.87).", NO_RECORD),
        (
            "chip-design-spec",
            "The Orca-9 chip is designed for 1979 TFLOPS@FP8 and 4 TB/s of HBM bandwidth.",
            NO_RECORD,
        ),
        (
            "latency-target",
            "The Kestrel scheduler must keep tail latency below 10 ms to meet its target.",
            NO_RECORD,
        ),
        ("model-and-token-sizes", "We pretrain a 7B model on 2T tokens with a 128k context window.", NO_RECORD),
        ("counts-of-things", "We evaluate twelve workloads on 3 clusters with 440 kernel shapes.", NO_RECORD),
        ("fold-aspects", "Our contributions to the Kestrel scheduler are threefold: a planner and a cache.", NO_RECORD),
        ("fold-challenges", "Edge serving faces two-fold challenges that Kestrel addresses.", NO_RECORD),
        ("target-before-figure", "Kestrel serves every chat turn under a TTFT requirement of 2 s.", NO_RECORD),
        ("share-of-labeled-data", "The FluxTag tagger is trained with only 5% labeled data.", NO_RECORD),
        (
            "figure-beside-a-target",
            "Kestrel cuts the p99 latency of Ray by 41% under a latency budget of 80 ms.",
            [pc(41.0, direction="decrease", baselines=["Ray"])],
        ),
        ("gpu-memory-spec", "Kestrel fine-tunes a 7B model on a single 24 GB GPU in FluxLab.", NO_RECORD),
        (
            "bandwidth-spec-of-a-device",
            "On the bandwidth-bound RTX 5000 Ada (576 GB/s), Kestrel is 1.8x faster than vLLM.",
            [sp(1.8, baselines=["vLLM"])],
        ),
        ("decades-and-vague-plurals", "Kestrel revives a 1990s idea to drive 100s-1000s of streams.", NO_RECORD),
        ("smaller-model-factor", "FluxTiny rivals GPT-4o on FluxQA despite being 40 times smaller.", NO_RECORD),
        ("more-data-factor", "Kestrel matches a detector trained on 12x more labeled data.", NO_RECORD),
        ("factor-of-a-setting-range", "Kestrel stays stable over a 24x range of batch sizes.", NO_RECORD),
        (
            "result-beside-snr",
            "At 12 dB SNR, Kestrel raises decoding accuracy by 6.5% over Viterbi.",
            [pc(6.5, direction="increase", metric="decoding accuracy", baselines=["Viterbi"])],
        ),
        (
            "result-beside-p-value",
            "Kestrel improves F1 by 4.2% over BERT-base (p < 0.01).",
            [pc(4.2, direction="increase", metric="f1", baselines=["BERT-base"])],
        ),
        (
            "result-beside-duration",
            "Over a 24-hour trace, FluxServe cuts energy by 19% compared with Triton.",
            [pc(19.0, direction="decrease", metric="energy", baselines=["Triton"])],
        ),
        # blind bulk review, round 2: interval statistics written with a method name or without brackets
        (
            "ci-level-and-bounds",
            "Kestrel reaches 76.2% accuracy (95% bootstrap CI 72.8-79.6%) on FluxMed.",
            [ab(76.2, metric="accuracy")],
        ),
        # keep-filter audit, round 4: results the filters dropped on bulk abstracts
        (
            "result-in-an-example-list",
            "Kestrel wins on every FluxBench task (e.g., 92% pass rate on FluxCode).",
            [ab(92.0, metric="pass rate")],
        ),
        (
            "chip-spec-in-an-example-list",
            "The Orca-9 chip (e.g., 32x32 tiles, 1979 TFLOPS@FP8, 4 TB/s bandwidth) serves FluxLM.",
            NO_RECORD,
        ),
        (
            "bound-on-a-result",
            "Kestrel flags stale cache lines with > 85% accuracy.",
            [ab(85.0, metric="accuracy", qualifier="at_least")],
        ),
        ("bracketed-result-before-outperforms", "Our planner (84.1%) outperforms FluxNet on FluxQA.", [ab(84.1)]),
        (
            "bracketed-scores-adding-past-100",
            "Kestrel scores high on planning (81%) and on coding (83%) in FluxBench.",
            [ab(81.0), ab(83.0)],
        ),
        (
            "bracketed-split-shares",
            "FluxSet is split into training (70%), testing (15%) and validation (15%) sets.",
            NO_RECORD,
        ),
        ("precision-after-with", "Kestrel detects stale replicas with 75% precision.", [ab(75.0, metric="precision")]),
        (
            "change-after-a-setting-lead",
            "Kestrel serves the peak load with 41% lower memory footprint.",
            [pc(41.0, direction="decrease", metric="memory footprint")],
        ),
        # round 4, silver review: `avg` abbreviates an aggregate between a figure and its score head
        (
            "avg-before-a-score-head",
            "Kestrel reaches 71.2 avg F1 on FluxQA.",
            [ab(71.2, metric="f1", aggregate="mean")],
        ),
        (
            "factor-at-the-rate-of",
            "Kestrel finds kernel bugs at 3x the rate of FluxFuzz.",
            [sp(3.0, baselines=["FluxFuzz"])],
        ),
        # round 11 (kind12, diag-A family 7): a parameter-count factor with a modifier is a model size
        ("fewer-trainable-parameters", "Lemur matches LoRA with 40x fewer trainable parameters.", NO_RECORD),
        # round 14, review r30 family 2: the operating point a result is read at is a setting
        (
            "operating-point-after-a-result",
            "Lemur reaches 99.9% TPR at 1% FPR and 85.3% selective accuracy at 78.3% coverage.",
            [ab(99.9, metric="tpr"), ab(85.3, metric="selective accuracy")],
        ),
        # round 14, review r29 family 6: the compared models' size against the paper's is a size, no result
        ("times-their-size", "Lemur outperforms models up to 18x its size on tabular benchmarks.", NO_RECORD),
        ("more-activated-parameters", "Lemur beats rivals with 3-14x more activated parameters.", NO_RECORD),
        # round 9, reviews r2-r3: the operating point a sentence opens with (`At a target 5% false-positive rate,`) is
        # a setting; a cost or a factor there is still a result (`At roughly 1,000 times lower cost, …`)
        (
            "opening-operating-point",
            "At a target 5% false-positive rate, Kestrel detects 91% of attacks. At 48 jobs per hour, Kestrel keeps"
            " latency under 2 s. At roughly 1,000 times lower cost, FluxRubric matches expert graders.",
            [
                ab(91.0),
                ab(2.0, unit="s", qualifier="at_most", metric="latency"),
                sp(1000.0, direction="decrease", qualifier="approx", metric="cost"),
            ],
        ),
        # round 9, silver 6 and 9: a size before a unit of data, a time a study spans and a count in a bracket after a
        # score are settings, not results
        (
            "sizes-spans-and-bracketed-counts",
            "A 27 KB frame fits in RAM, the user study spans 225 hours, and Kestrel reaches 1.31% MAE on B200"
            " (21 kernels).",
            [ab(1.31, metric="mae")],
        ),
        # round 12, review r23 family 1: a range of a setting noun after `across` / `between` is the setting swept
        (
            "setting-range-across",
            "Kestrel keeps accuracy within 0.2 percentage points of the dense model across 60-80% sparsity.",
            [
                pc(0.2, unit="pp", direction="decrease", qualifier="at_most", metric="accuracy", baselines=["dense"]),
            ],
        ),
        # round 12, review r24 family 2: the threshold after `@<name>=` belongs to the metric's name (`R1@IoU=0.3`)
        (
            "threshold-inside-a-metric-name",
            "Kestrel reaches 45.1 R1@IoU=0.5 on FluxQA.",
            [ab(45.1, metric="r1@iou=0.5")],
        ),
        # round 12, review r24 family 2: `second-level` is an ordinal compound, not a time (`38 second-level classes`)
        (
            "ordinal-level-compound",
            "Kestrel's taxonomy holds 18 top-level and 38 second-level classes, and it answers in 38 seconds.",
            [ab(38.0, unit="s", metric="time")],
        ),
        # round 13, review r26 family 6: a multiplier word after a determiner, a preposition or a hyphen is a noun
        # or an adjective, and before `times`/`every` a growth period; the verb keeps its record
        (
            "multiplier-words-as-nouns-adjectives-and-periods",
            "Kestrel predicts whole triples over a doubled state space; FLOP rates kept doubling every 2.3 years.",
            NO_RECORD,
        ),
        (
            "multiplier-word-as-a-verb-of-change",
            "Kestrel nearly doubles decode throughput with double-precision accuracy.",
            [sp(2.0, metric="decode throughput")],
        ),
        # round 13, review r27 family 4: the span of a setting (`a 15x parameter range`) and a starting balance
        # are no results
        (
            "span-of-a-setting-and-a-starting-balance",
            "Kestrel runs encoders spanning a 15x parameter range; two agents end above the $1M starting balance.",
            NO_RECORD,
        ),
        # round 13, review r28 family 8: a coefficient after a p-value in its bracket, in a clause that states no
        # correlation, is the test's effect size; a stated correlation keeps its figure
        (
            "effect-size-after-a-p-value",
            "Kestrel cuts first-choice concentration (from 70.9% to 46.1%, p < 0.001, r = 0.58).",
            [ab(46.1, value_from=70.9)],
        ),
        (
            "correlation-stated-with-a-p-value",
            "Kestrel's alignment score strongly predicts output accuracy (r = 0.85, p < .001).",
            [ab(0.85, metric="correlation")],
        ),
        # round 15, review r31 family 2: a chance level is a reference, not a result (a result at chance, or a
        # factor over chance, stays)
        (
            "chance-levels-are-references",
            "Kestrel reaches 42.5% agreement vs. 33.3% chance and beats the 11% random-chance baseline "
            "and the 20% random baseline. "
            "Orca's AUROC collapses to 0.53 (chance).",
            [ab(42.5, metric="agreement"), ab(0.53, metric="auroc")],
        ),
        # round 15, review r31 family 2: the rate of an intervention a result is read at is a setting; the rate a
        # system achieves is a result
        (
            "intervention-rates-are-settings",
            "At a token pruning ratio of 85%, Kestrel keeps 89.4% accuracy. "
            "Kestrel reaches an input token compression ratio of up to 86%.",
            [ab(89.4, metric="accuracy"), ab(86.0, qualifier="up_to")],
        ),
        # round 23 (review r63 singleton): a decimal glued by a hyphen to a word is a model's version, not a score
        # before `scores` (`GPT-5.4 scores 0.98`), nor a threshold inside a metric's name (`ADD-0.1 accuracy`)
        (
            "version-glued-to-a-name-is-no-score",
            "Orca-5.4 scores 0.98 on ToyQA.",
            [ab(0.98, unit="", subject=None)],
        ),
        # round 23 (review r65 family 4): a value a run is configured with (`is set to 100 ms`, `at a fixed false
        # positive rate of 0.5%`) is a setting
        (
            "configured-value-is-a-setting",
            "Kestrel's lock timeout is set to 100 ms. It lifts recall by 37% at a fixed false positive rate of 0.5%.",
            [pc(37.0, direction="increase", metric="recall")],
        ),
        # round 23 (review r63 family 1): the factor an input is resampled by is a setting (`a 16x downsampled image`)
        (
            "resampling-factor-is-a-setting",
            "Kestrel reads tokens from a 16x downsampled image and renders 4x upscaled frames.",
            NO_RECORD,
        ),
        # round 23 (reviews r60 family 9, r62 family 5): a figure glued to a capital `X` after a series name is a
        # product's model number, and a currency code before a figure glued to a word names no amount
        (
            "model-number-and-currency-before-glued-figure",
            "Kestrel trains on an AMD Ryzen 9 7950X and a Ryzen 9950X, and prints on a USD 3D printer.",
            NO_RECORD,
        ),
        # round 22 (review r58 family 4): a bracketed figure right after a bare mean is its spread, not a score; a
        # spread label in a bracket after a figure is no owner
        (
            "spread-after-a-mean-is-no-score",
            "Mean (SD) scores were 3.89 (1.04) for clarity, 3.43 (1.24) for usefulness. Kestrel reaches a mean "
            "rating of 4.2 (SD 0.6), above Claude Sonnet 4.6 (3.30).",
            [ab(3.89), ab(4.2, subject=None), ab(3.3, subject="Claude Sonnet 4.6")],
        ),
        # round 22 (review r58 family 1): the bound that the items of a share meet is no result
        (
            "bound-met-by-a-share-of-items",
            "Kestrel makes 31.6% of the generated kernels achieve at least a 1.2x speedup over Orca, and 90% of "
            "swap-ins complete within 10 microseconds. Lumen cuts latency for 90% of requests by over 2x.",
            [ab(31.6), ab(90.0), ab(90.0), sp(2.0, qualifier="at_least")],
        ),
        # round 22 (review r57 family 7): the compression a run is made with is a setting
        (
            "compression-a-run-is-made-with-is-a-setting",
            "Kestrel achieves 95.7% accuracy on 16K contexts with 20% compression, and with a 30% compression rate "
            "keeps perplexity flat.",
            [ab(95.7)],
        ),
        # round 22 (review r53 family 1): doubling or halving a setting (a gerund after `by`, `despite`, `than`, or
        # opening a clause) is what the experiment changes, not a result; `more than doubling X` is a result
        (
            "doubling-a-setting-is-no-result",
            "Kestrel cuts attention cost by halving the token count at each level. Doubling link bandwidth yields a "
            "larger gain than doubling memory bandwidth. Kestrel cut incident costs despite doubling incident volume, "
            "more than doubling the success rate.",
            [sp(2.0, direction="increase", metric="success rate")],
        ),
        # round 22 (review r54 family 4a): a memory or file size glossed in a bracket after a name is a spec
        (
            "size-glossed-after-a-name-is-a-spec",
            "We profile a Lumen X9 (HBM3, 80 GB) and an Orin Nano (4 GB, FP16 engine). Kestrel cuts the model from "
            "38 MB to 3.3 MB.",
            [ab(3.3, value_from=38.0, unit="MB")],
        ),
        # round 22 (review r55 family 3): the share of an attack, a corruption or a contamination a run is put under
        # is a setting; a success rate after `with` is a result
        (
            "attack-or-corruption-share-is-a-setting",
            "Kestrel reaches 0.84 AUC-ROC under a 10% observation-flip attack and 93.2% accuracy under 30 percent "
            "Byzantine attacks, with 10% outlier contamination. The injection ends with 51.5% attack success.",
            [ab(0.84), ab(93.2), ab(51.5, metric="attack success")],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, NOT_RESULTS)
def test_numbers_that_are_not_results(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- number forms missed ---------------------------------------------------------------------------

TFLOPS = "TFLOP / second"
PFLOPS = "PFLOP / second"

NUMBER_FORMS = table(
    "number forms",
    [
        # round 24 (review r73 family 13): `a factor of 3-5`: a range of factors
        (
            "factor-of-a-hyphen-range",
            "Kestrel enhances coherence by a factor of 3-5 compared with existing strategies.",
            [sp(3.0, value_high=5.0, direction="increase", baselines=["existing strategies"])],
        ),
        # round 24 (review r72 family F12): half of a quantity after `at`/`with` (`at roughly half the cost`)
        (
            "half-the-quantity-after-at-or-with",
            "Kestrel retains 97-99% of the accuracy of Orca at roughly half the computational cost.",
            [
                pc(97.0, value_high=99.0, percent_of=True),
                pc(50.0, qualifier="approx", direction="decrease", metric="computational cost"),
            ],
        ),
        # round 24 (review r71 family X3): `by more than half`, `by nearly half`: half with its qualifier
        (
            "by-qualified-half",
            "Kestrel cuts latency by more than half and reduces the acquisition cost by almost half.",
            [
                pc(50.0, qualifier="at_least", direction="decrease", metric="latency"),
                pc(50.0, qualifier="approx", direction="decrease", metric="acquisition cost"),
            ],
        ),
        # round 24 (review r71 family S3): a spread after `+/-` with the unit written on both sides is no claim
        (
            "spread-with-unit-on-both-sides",
            "Kestrel adds 215 ms +/- 18 ms average latency overhead per stage.",
            [ab(215.0, unit="ms", metric="average latency overhead per stage")],
        ),
        # round 24 (review r70 family 13): a noun of a fall before `in <metric> of N%` makes N a change
        (
            "fall-noun-in-metric-of-figure",
            "Kestrel detects degradations in maximum operating frequency of up to 13.79% across devices.",
            [pc(13.79, qualifier="up_to", direction="decrease", metric="maximum operating frequency")],
        ),
        # round 24 (review r70 family 7): points before a noun of a gap (`a 5--20 point advantage`, `21.53 point gap`)
        (
            "points-before-a-gap-noun",
            "KestrelNet gives a secondary 5--20 point advantage over ViT encoders (a 21.53 point gap on audio).",
            [
                pc(5.0, value_high=20.0, unit="pp", direction="increase", baselines=["ViT encoders"]),
                pc(21.53, unit="pp"),
            ],
        ),
        # round 24 (review r67 family 10): a verb of staying between a score's head and its figure
        (
            "score-head-stays-at-its-figure",
            "Across six subdatasets, Kestrel's MAE remains below 0.05, and its F1 stays at 0.91.",
            [ab(0.05, qualifier="at_most", metric="mae"), ab(0.91, metric="f1")],
        ),
        # round 21 (review r50 family 6): a list of scores goes on past each member's bracketed label
        (
            "score-list-past-bracketed-labels",
            "KestrelSeg achieves Dice scores of 0.95 (gland), 0.94 (peripheral zone), and 0.92 (transition zone).",
            [ab(0.95, metric="dice"), ab(0.94, metric="dice"), ab(0.92, metric="dice")],
        ),
        # round 18 (review r38 family 1b): a hardware name between two list members does not break the list
        # round 20 (training-set errors): a latency in clock cycles (`an interrupt latency of 12 cycles`)
        # round 20 (training-set errors): an exponent after the second end of a pair scales both ends and makes the
        # pair a measured figure (a pair of whole counts stays out: `from 144 to 66 tasks`)
        (
            "exponent-after-a-pair-scales-both-ends",
            "Kestrel cuts failed builds from 144 to 66 tasks; its filter reduces false alarms from 454 to 331e-4.",
            [ab(0.0331, value_from=0.0454, direction="decrease", metric="false alarms")],
        ),
        (
            "latency-in-clock-cycles",
            "Kestrel reaches an interrupt latency of 12 cycles and processes each packet in 2 clock cycles.",
            [
                ab(12.0, unit="clock_cycle", metric="interrupt latency"),
                ab(2.0, unit="clock_cycle", metric="latency"),
            ],
        ),
        (
            "hardware-name-inside-a-list-of-figures",
            "KestrelServe keeps flat p99 TPOTs of ~74 ms on A6000 and ~34 ms on H100, and cuts latency by up to 22.5x "
            "vs. OrcaServe on an RTX 4090 and 6.8x vs. RayServe on a Jetson Orin.",
            [
                ab(74.0, unit="ms", qualifier="approx", metric="flat p99 tpots"),
                ab(34.0, unit="ms", qualifier="approx", metric="flat p99 tpots"),
                sp(22.5, qualifier="up_to", metric="latency"),
                sp(6.8, metric="latency"),
            ],
        ),
        # round 18 (review r38 family 5): two changes before a change noun and two measures, each with a head, pair in
        # order without `respectively`
        (
            "pair-of-changes-before-two-measures",
            "KestrelEdge achieves 32.2% and 35.0% reductions in training latency and energy consumption.",
            [pc(32.2, metric="training latency"), pc(35.0, metric="energy consumption")],
        ),
        # round 18 (review r36 family 3): a qualified percentage in a bracket after a change noun and its scope is that
        # change (`gains over X (up to 12.4%)`); a bare one after `over X` is X's own level
        (
            "bracketed-figure-after-a-change-noun",
            "KestrelRL yields significant gains over the DQN baseline (up to 12.4%) and a 2.3% improvement over the "
            "OrcaDet method (74.5%), with accuracy gains on shortcut items (up to 15%).",
            [
                pc(12.4, qualifier="up_to", direction="increase", baselines=["DQN baseline"]),
                pc(2.3, direction="increase", baselines=["OrcaDet method"]),
                ab(74.5, subject="OrcaDet method"),
                pc(15.0, qualifier="up_to", direction="increase"),
            ],
        ),
        # round 18 (review r38 family 4): a change that `widens to` a larger figure goes on to it
        (
            "change-widening-to-a-larger-figure",
            "KestrelServe gives a 56-66% cost reduction over OrcaServe, widening to 80-85% at high load. It improves "
            "pass@1 by up to 2.3%, reaching 7.6% on FluxBench.",
            [
                pc(56.0, value_high=66.0, direction="decrease", metric="cost", baselines=["OrcaServe"]),
                pc(80.0, value_high=85.0, direction="decrease", metric="cost", baselines=["OrcaServe"]),
                pc(2.3, qualifier="up_to", direction="increase", metric="pass@1"),
                ab(7.6),
            ],
        ),
        # round 18 (review r37 family 5): a participle of change after a comma makes the figure a change
        (
            "participle-of-change-after-a-comma",
            "The FluxNet percolation threshold shifts under cable failures, declining 22% over ten years.",
            [pc(22.0, direction="decrease")],
        ),
        # round 18 (train family, bulk 14): `half the <quantity>` after a verb that spends or loses it is a change of it
        (
            "half-of-a-quantity-spent-or-lost",
            "KestrelKV matches full attention while using roughly half the KV cache. Under heat, the phone loses "
            "nearly half its throughput. The benchmark leaves half of the evaluated models at zero.",
            [
                pc(50.0, direction="decrease", qualifier="approx", metric="kv cache", baselines=["full attention"]),
                pc(50.0, direction="decrease", qualifier="approx", metric="throughput"),
            ],
        ),
        # round 18 (review r39 family 7): `within N points of X` is a gap in percentage points bounded against X
        (
            "within-points-of-a-reference",
            "KestrelStudent stays within 2 points of the OrcaTeacher on FluxVQA.",
            [pc(2.0, unit="pp", qualifier="at_most", baselines=["OrcaTeacher"])],
        ),
        # round 18 (review r38 one-off, bulk 5): a negation turns a bound around (`never falls below 98%`: at least)
        (
            "negated-bound-turns-around",
            "KestrelPlace's hit rate never falls below 98.02%, and its exact reproduction never exceeds 3.1%.",
            [ab(98.02, qualifier="at_least"), ab(3.1, qualifier="at_most")],
        ),
        # round 18 (review r37 family 11): a second `from A to B` joined by `and` to a `ranging from` is a range too
        (
            "coordinated-range-after-ranging-from",
            "KestrelTox reaches accuracy ranging from 0.49 to 0.86 and Matthews correlation coefficients from 0.16 to "
            "0.38 across assays.",
            [ab(0.49, value_high=0.86, direction=None), ab(0.16, value_high=0.38, direction=None)],
        ),
        # round 18 (review r38 family 7): pixel rates, frames per joule and area per bit are units
        (
            "pixel-rates-frames-per-watt-and-area-per-bit",
            "KestrelISP sustains 38.3 Mpixels/s, reaches 100 KFPS/W, and its macro needs 27.8 um2/bit.",
            [
                ab(38.3, unit="megapixel / second"),
                ab(100.0, unit="kiloframe / second / watt", qualifier=None),
                ab(27.8, unit="µm ** 2 / bit"),
            ],
        ),
        # round 18 (review r36 family 11): the first end of `from A <unit> to B <other unit>` is given in B's unit
        (
            "from-to-across-units-converts-the-first-end",
            "KestrelOps cuts median identification time from 4.2 hours to 22 minutes. Its container image shrinks "
            "from 5GB to 135MB.",
            [
                ab(22.0, unit="minute", value_from=252.0, direction="decrease"),
                ab(135.0, unit="MB", value_from=5000.0, direction="decrease"),
            ],
        ),
        # r18 F2: a bracketed percentage after a copula and its adjective, or a verb of a state, is the result
        # stated, not the share of a class
        (
            "bracketed-figure-after-a-predicate",
            "On shifted data the reliability of Orion is minimal (0-2%), while Kestrel's calibration holds (95.2%).",
            [ab(0.0, value_high=2.0, metric="reliability"), ab(95.2)],
        ),
        # silver diag + r13 F10: a share `of` a bound noun is a result measured against it, not the bound itself
        (
            "share-of-a-bound-is-a-result",
            "Kestrel meets nearly 100% satisfaction of latency deadlines while using 25.4% of its token budget. "
            "It keeps a 1% violation budget.",
            [ab(100.0, qualifier="approx"), ab(25.4)],
        ),
        # round 15 (silver diag3): orders of magnitude in digits, alone or as a range (`1-2`, `1~2`, `2 to 3`)
        (
            "orders-of-magnitude-in-digits",
            "Kestrel needs 3 orders of magnitude less time than Orca. It is 1~2 orders of magnitude faster than Lyra.",
            [
                sp(1000.0, direction="decrease", metric="time", baselines=["Orca"], text="3 orders of magnitude"),
                sp(10.0, value_high=100.0, direction="increase", metric="speed", baselines=["Lyra"]),
            ],
        ),
        # round 15, review r31 family 5: a from-to pair labelled with a model size or a name's last number, and
        # one after a verb that is a change only before a pair (`contracts`, `jumping`, `recovered`)
        (
            "from-to-with-digit-labels-and-pair-verbs",
            "Kestrel's accuracy increases from 0.224 at 135M to 0.707 at 7B. "
            "Its attention falls from 0.68 at layer 0 to 0.07 at layer 4. Its error gap contracts from 0.356 to 0.138.",
            [
                ab(0.707, value_from=0.224, direction="increase"),
                ab(0.07, value_from=0.68, direction="decrease"),
                ab(0.138, value_from=0.356, direction="decrease"),
            ],
        ),
        (
            "fold-in-words-and-differences",  # r9: `seven-fold differences in conversion rates`
            "Kestrel cuts memory traffic eightfold over Orca. Its traces show up to 12.5 times differences in tokens.",
            [
                sp(8.0, direction="decrease", metric="memory traffic", baselines=["Orca"]),
                sp(12.5, qualifier="up_to"),
            ],
        ),
        (
            "score-after-a-comparison-sign",  # r10: `an average suspicious rate $\leq$ 0.24`
            "Kestrel keeps an average miss rate $\\leq$ 0.12 on every split.",
            [ab(0.12, qualifier="at_most", metric="average miss rate")],
        ),
        (
            "tera-operations-per-watt-spellings",  # r9: `up to 89 TOP/sW`
            "Kestrel reaches an energy efficiency of up to 41 TOP/sW.",
            [ab(41.0, qualifier="up_to", metric="energy efficiency")],
        ),
        (
            "bare-decimal-after-a-metric-name",  # r9: `(catch rate about 0.20, fix rate 0.75, ...)`
            "Kestrel shows a catch rate about 0.31 and a fix rate 0.82, trained with learning rate 0.001.",
            [ab(0.31, qualifier="approx", metric="catch rate"), ab(0.82, metric="fix rate")],
        ),
        (
            "times-after-a-speedup-noun-and-a-qualifier-or-verb",  # train: `yielding speedups up to 7.0 times`
            "Kestrel yields speedups up to 6.5 times, and its peak speedup reaches 9.1 times on Orca's traces.",
            [sp(6.5, qualifier="up_to", direction="increase"), sp(9.1, direction="increase")],
        ),
        (
            "as-low-as-bounds-the-figure",  # bulk: `falls from ~96% to as low as 20%`, `to as low as 11.5 percent of`
            "Kestrel cuts compute to as low as 9.5% of the dense FLOPs, and its miss rate falls as low as 2.1%.",
            [
                pc(9.5, qualifier="up_to", direction="decrease", percent_of=True, baselines=["dense FLOPs"]),
                ab(2.1, qualifier="up_to", metric="miss rate"),
            ],
        ),
        (
            "from-to-with-as-little-as",  # bulk: `reduce the model from 2.47 GB to as little as 0.67 GB`
            "Kestrel shrinks the model from 2.4 GB to as little as 0.6 GB.",
            [ab(0.6, value_from=2.4, unit="GB", direction="decrease")],
        ),
        (
            "unit-spellings",  # r10: `4-8 tokens/second`, `up to 60 MBit/s`, `about 500 ps`, `281 GOPS/mm2`
            "Kestrel serves 6 tokens/second on a laptop, moves 60 MBit/s over the link, and switches in 500 ps.",
            [
                ab(6.0, unit="token / second", metric="throughput"),
                ab(60.0, unit="Mbit / second"),
                ab(500.0, unit="ps", metric="time"),
            ],
        ),
        (
            "from-to-with-a-space-before-the-percent-sign",  # r10: `the packet loss rate from 1.7 % to 0.8 %`
            "Kestrel cuts the packet loss rate from 1.7 % to 0.8 %.",
            [ab(0.8, value_from=1.7, metric="packet loss rate", direction="decrease")],
        ),
        # round 20 (review r43 family 7): an end of a from-to pair that is a range or carries a spread
        (
            "from-to-between-ranges",
            "Kestrel raises formal equivalence from 45--61% to 83--85% and cuts P99 latency from 31-38 seconds to "
            "6.4-8.7 seconds, while compute falls from 184-192 to 138-153 GPU-hours between 2020-2021 and 2023-2024.",
            [
                ab(83.0, value_high=85.0, value_from=45.0, unit="%", direction="increase"),
                ab(6.4, value_high=8.7, value_from=31.0, unit="s", direction="decrease", metric="p99 latency"),
                ab(138.0, value_high=153.0, value_from=184.0, direction="decrease"),
            ],
        ),
        (
            "from-to-with-a-spread-in-percent",
            "Kestrel lifts accuracy from 21.0% $\\pm$ 2.98% to 96.9% $\\pm$ 0.52% and F1 from 53.75 ± 3.57% to "
            "65.41 ± 3.99%.",
            [
                ab(96.9, value_from=21.0, unit="%", direction="increase", metric="accuracy"),
                ab(65.41, value_from=53.75, unit="%", direction="increase", metric="f1"),
            ],
        ),
        (
            "from-a-range-in-one-unit-to-a-level-in-another-is-no-pair",
            "Kestrel reduces the slowdown from 1.6-6.5x with plain layouts to within 1% of Orca.",
            [
                sp(1.6, value_high=6.5, direction="decrease", metric="slowdown"),
                pc(1.0, qualifier="at_most", baselines=["Orca"]),
            ],
        ),
        (
            "a-capitalized-score-head-with-its-figure",  # r21: `F1=0.980, Precision=1.000, and Recall=0.960`
            "Kestrel reaches F1=0.98, Precision=0.99 and Recall=0.96, a Kappa of 0.84 and a mean Average Precision"
            " of 0.91; it keeps 94.9 percent Recall at 10.",
            [
                ab(0.98, metric="f1"),
                ab(0.99, metric="precision"),
                ab(0.96, metric="recall"),
                ab(0.84, metric="kappa"),
                ab(0.91, metric="average precision"),
                ab(94.9, unit="%", metric="recall"),
            ],
        ),
        (
            "from-to-and-ranges-with-the-word-percent",  # r21: `incurs only 6.0 percent to 8.4 percent overhead`
            "Kestrel lifts accuracy from 53 percent to 73 percent, improves throughput by 62 percent to 73 percent"
            " over Orca and incurs only 6.0 percent to 8.4 percent runtime overhead.",
            [
                ab(73.0, value_from=53.0, unit="%", metric="accuracy", direction="increase"),
                pc(62.0, value_high=73.0, metric="throughput", baselines=["Orca"], direction="increase"),
                pc(6.0, value_high=8.4, metric="runtime overhead", direction="increase"),
            ],
        ),
        (
            "a-score-range-after-values-of",  # r22: `R2 values of approximately 0.88 to 0.90`
            "Kestrel reaches R2 values of approximately 0.88 to 0.90 and AUC values of 0.81-0.85.",
            [ab(0.88, value_high=0.90, metric="r2"), ab(0.81, value_high=0.85, metric="auc")],
        ),
        (
            "time-per-item-and-flop-rate-per-watt-units",  # r22: `4.137 ns/vector`, `200GFLOP/s/W`, `4.27ms/item`
            "Kestrel takes 4.1 ns/vector and 4.27ms/item at 200GFLOP/s/W.",
            [
                ab(4.1, unit="ns / vector", metric="time"),
                ab(4.27, unit="ms / item", metric="time"),
                ab(200.0, unit="GFLOP / second / W", metric="energy efficiency"),
            ],
        ),
        (
            "tflops-per-s",
            "Kestrel sustains 620 TFLOPs/s on the attention kernel.",
            [ab(620.0, unit=TFLOPS, metric="performance")],  # train: `up to 3.8 TFlops`, `4.7 TFlops` -> performance
        ),
        (
            "petaflop-per-s",
            "Kestrel sustains 410 petaFLOP/s during pretraining.",
            [ab(410.0, unit=PFLOPS)],
        ),
        (
            "tflop-per-s-per-gpu",
            "Kestrel achieves 88 TFLOP/s per GPU.",
            [ab(88.0, unit="TFLOP / second / GPU")],
            {"xfail": "the trailing 'per GPU' is left out of the unit"},
        ),
        (
            "n-times",
            "Kestrel is 3 times faster than Ray.",
            [sp(3.0, direction="increase", baselines=["Ray"])],
        ),
        (
            "twice",
            "Kestrel is twice as fast as Ray.",
            [sp(2.0, direction="increase", baselines=["Ray"])],
        ),
        (
            "factor-of-approx",
            "Kestrel cuts p99 latency by a factor of ~2.4 compared to vLLM.",
            [sp(2.4, qualifier="approx", direction="decrease", metric="p99 latency", baselines=["vLLM"])],
        ),
        (
            "scientific-notation-ends-a-sentence",  # train: `and KL divergence below 8.4e-9.`
            "Kestrel keeps the KL divergence below 8.4e-9. Its MSE is 2.1e-5.",
            [ab(8.4e-9, qualifier="at_most", metric="kl divergence"), ab(2.1e-5, metric="mse")],
        ),
        (
            "factor-of-in-words",  # diag3: `reducing congestion compared to Bruck's algorithm by a factor of three`
            "Kestrel reduces congestion compared to Ray's scheduler by a factor of three.",
            [sp(3.0, direction="decrease", metric="congestion", baselines=["Ray's scheduler"])],
        ),
        (
            "factor-of-range-and-up-to",
            "Kestrel stays within a factor of 1.1 to 1.2 of an ILP solver and cuts solve time by up to a factor of 40.",
            [
                sp(1.1, value_high=1.2, qualifier="at_most"),
                sp(40.0, qualifier="up_to", direction="decrease", metric="solve time"),
            ],
        ),
        (
            "speedup-exceeding-times",
            "Kestrel attains an average speedup exceeding 3 times while keeping accuracy.",
            [sp(3.0, qualifier="at_least", direction="increase", metric="speedup")],
        ),
        (
            "fold-in-words",
            "Kestrel gives a five-fold speedup over Ray.",
            [sp(5.0, direction="increase", metric="speedup", baselines=["Ray"])],
        ),
        (
            "halves",
            "Kestrel halves peak memory compared with DeepSpeed.",
            [pc(50.0, direction="decrease", metric="peak memory", baselines=["DeepSpeed"])],
        ),
        (
            "fraction-of-baseline",
            "Kestrel shrinks the pipeline bubble to 1/4 of GPipe.",
            [sp(0.25, metric="pipeline bubble", baselines=["GPipe"])],
        ),
        (
            "unitless-index",
            "Kestrel attains a Specialization Index of 0.75.",
            [ab(0.75, unit="", metric="specialization index")],
        ),
        (
            "score-range-equals",
            "Kestrel obtains Macro-F1 = 0.969-0.973 across folds.",
            [ab(0.969, value_high=0.973, unit="", metric="macro-f1")],
        ),
        (
            "plus-points",
            "Kestrel improves accuracy by +3.3 points over Llama-3-8B.",
            [pc(3.3, unit="pp", direction="increase", metric="accuracy", baselines=["Llama-3-8B"])],
        ),
        (
            "fpga-resources",
            "On a Zynq-7020 board, the Kestrel core uses 2310 LUTs and 41 DSPs.",
            [ab(2310.0, unit="LUT", metric="lut usage"), ab(41.0, unit="DSP", metric="dsp usage")],
        ),
        (
            "suffixed-rate",
            "The Kestrel simulator runs 12M environment steps per second on one GPU.",
            [ab(12e6, unit="step / second", metric="steps per second"), hw("GPU", 1)],
        ),
        (
            "score-in-parentheses",
            "Kestrel reaches the best BLEU-4 on VQA-Lite (41.2) and the best macro-F1 (0.812).",
            [ab(41.2, unit=""), ab(0.812, unit="")],
        ),
        (
            "score-head-with-suffix",
            "The Kestrel forecaster reaches an R-squared value of 0.91 and an MCC of 0.77 on FluxGrid.",
            [ab(0.91, unit=""), ab(0.77, unit="")],
        ),
        (
            "duration-in-words",
            "FluxPlan builds a full schedule in under two minutes on a laptop.",
            [ab(2.0, unit="minute", qualifier="at_most")],
        ),
        ("horizon-in-words", "Kestrel forecasts load spikes up to three minutes ahead.", NO_RECORD),
        ("dice-score", "The Kestrel segmenter obtains a Dice of 0.87 on the FluxOrgan scans.", [ab(0.87, unit="")]),
        ("millimetre-error", "Kestrel lowers the mean joint error to 21.4 mm.", [ab(21.4, unit="mm")]),
        (
            "greek-mu-seconds",
            "Kestrel keeps the per-frame latency at 87 μs on the FluxCam stream.",
            [ab(87.0, unit="us")],
        ),
        (
            "area-efficiency",
            "The Orca-9 core reaches an area efficiency of 212.4 TOPS/mm^2.",
            [ab(212.4, unit="teraoperation / second / mm ** 2")],
        ),
        (
            "version-before-to",
            "Pass rates range from 21.5% for Kestrel 2.5 to 88.1% for FluxServe.",
            [ab(21.5), ab(88.1)],
        ),
        (
            "scaled-event-rates",
            "The FluxKV table sustains 2.1 billion lookups/s and 640 tasks/s in the FluxBench run.",
            [ab(2.1e9, unit="lookup / second"), ab(640.0, unit="task / second")],
        ),
        (
            "jobs-per-hour",
            "The Kestrel scheduler completes 31.4 jobs per hour on the testbed.",
            [ab(31.4, unit="job / hour")],
        ),
        (
            "bracketed-figures-of-named-baselines",
            "Kestrel reaches a validation loss of 2.04, below FluxLM-7B (2.11) and OrcaNet-7B (2.19).",
            [
                ab(2.04, metric="loss"),
                ab(2.11, metric="loss", subject="FluxLM-7B"),
                ab(2.19, metric="loss", subject="OrcaNet-7B"),
            ],
        ),
        (
            "points-after-gain-noun",
            "Kestrel shows average gains of 6.4 points over PPO on control tasks and 5.1 points on planning.",
            [pc(6.4, unit="pp", baselines=["PPO"]), pc(5.1, unit="pp")],
        ),
        (
            "points-bound",
            "The run-to-run spread of Kestrel stays within 2 percentage points.",
            [pc(2.0, unit="pp", qualifier="at_most")],
        ),
        (
            "from-with-to",
            "Kestrel shortens the makespan from 41 minutes with Slurm to 17 minutes.",
            [ab(17.0, value_from=41.0, direction="decrease", metric="makespan", baselines=["Slurm"])],
        ),
        (
            "parenthetical-on-metric",
            "Kestrel beats ARIMA on every horizon (3-12% on MAE).",
            [pc(3.0, value_high=12.0, direction="decrease", metric="mae", baselines=["ARIMA"])],
            {"xfail": "'(3-12% on MAE)' after 'beats X' is an absolute, not a change"},
        ),
        # blind bulk review, round 2: a falling pair without `from` is one change, not two figures
        (
            "falling-pair-in-brackets",
            "Kestrel cuts the median step time by 61% (0.42 s to 0.16 s) on FluxBench.",
            [pc(61.0, unit="%"), ab(0.16, value_from=0.42, unit="s")],
        ),
        (
            "falling-pairs-listed",
            "Kestrel lowers the error rates of the two probes (20.4% to 11.3% and 17.0% to 4.1%).",
            [ab(11.3, value_from=20.4, unit="%"), ab(4.1, value_from=17.0, unit="%")],
        ),
        (
            "bracketed-figures-after-outperforming",
            "Kestrel reaches 91.2% recall on FluxBench, outperforming text-only (82.4%) and fixed fusion (88.0%).",
            [
                ab(91.2, metric="recall"),
                ab(82.4, metric="recall", subject="text-only"),
                ab(88.0, metric="recall", subject="fixed fusion"),
            ],
        ),
        (
            "score-head-verb-to",
            "On FluxMed, Kestrel lifts F1 to 0.83 and the AUROC improves to 0.90.",
            [ab(0.83, metric="f1"), ab(0.9, metric="auroc")],
        ),
        ("score-head-to-range-is-not", "Kestrel scores stay from 0.2 to 0.4 on FluxQA.", NO_RECORD),
        ("detection-ap-heads", "Kestrel attains 43.8 AP50 and 0.552 mAP50-95 on FluxDet.", [ab(43.8), ab(0.552)]),
        (
            "bare-figure-on-named-benchmark",
            "Kestrel reaches 69.6 on FluxMath-24 and 45.7 on FluxCode.",
            [ab(69.6), ab(45.7)],
        ),
        (
            "score-heads-precision-recall-em",
            "Kestrel reaches 0.93 precision, 0.88 recall and an EM of 45.3 on FluxQA.",
            [ab(0.93, metric="precision"), ab(0.88, metric="recall"), ab(45.3, metric="em")],
        ),
        (
            "score-adjective-before-head",
            "Kestrel attains 84.1 average accuracy on FluxQA.",
            [ab(84.1, metric="average accuracy")],
        ),
        ("score-head-fraction-is-not", "Kestrel solves most tasks with pass@1 (286/302 runs).", NO_RECORD),
        (
            "rates-of-countable-things",
            "The FluxKV tile sustains 2.56 million reads/s, 4.7M rows/s and 38.6 iterations/s.",
            [ab(2.56e6, unit="read / second"), ab(4.7e6, unit="row / second"), ab(38.6, unit="iteration / second")],
        ),
        (
            "efficiency-units-and-singular-time",
            "The Orca-9 macro reaches 20.4 TFLOPS/W, 4.83 TOPS/mm2 and 10.5 microsecond latency.",
            [
                ab(20.4, unit="TFLOP / second / W"),
                ab(4.83, unit="teraoperation / second / mm ** 2"),
                ab(10.5, unit="us"),
            ],
        ),
        ("bit-width-after-precision-is-not", "Kestrel keeps double precision (64-bit floats) on FluxSim.", NO_RECORD),
        ("several-times-is-vague", "Kestrel is several times faster than Ray.", NO_RECORD),
        # families of the blind bulk review (s4, seed 4242): fictional sentences
        (
            "tex-tie-between-number-and-unit",
            r"On one FluxBoard, Kestrel decodes at 27~tokens/s with 0.45--0.96~s TTFT and 434~J per query.",
            [
                ab(27, unit="token / second", metric="throughput"),
                ab(0.45, value_high=0.96, unit="s"),
                ab(434, unit="J"),
            ],
        ),
        (  # round 5, result sentences (bulk seed 1729)
            "times-after-a-noun-of-change-and-of-or-before-one",
            "Kestrel achieves a speedup of up to 41 times on FluxSim and a 3.2 times bandwidth reduction over Ray.",
            [sp(41, qualifier="up_to"), sp(3.2)],
        ),
        ("times-of-a-repetition-is-no-factor", "Each Kestrel run was repeated 30 times per seed.", NO_RECORD),
        (
            "bit-rate-units",
            "The Kestrel decoder reaches a throughput of 240 Mb/s. Its codec needs only 2.4 kbps.",
            [ab(240, unit="Mbit / second"), ab(2.4, unit="kbit / second")],
        ),
        (  # round 6, result sentences (bulk seed 2357)
            "micro-nano-pico-energy-and-power-units",
            "The Kestrel tag consumes 3.1 μW and 2.2 µJ per frame, 45 nJ per inference and 0.8 pJ per MAC.",
            [ab(3.1, unit="uW"), ab(2.2, unit="uJ"), ab(45, unit="nJ"), ab(0.8, unit="pJ")],
        ),
        (  # round 6, result sentences (bulk seed 2357)
            "bare-figure-a-result-verb-reports-before-a-named-score",
            "Kestrel achieves 0.91 FluxEval score and reaches a 7.2 Judge-Rubric score on FluxQA.",
            [ab(0.91, metric="fluxeval score"), ab(7.2, metric="judge-rubric score")],
        ),
        ("count-before-scores-is-no-score", "Kestrel achieves the best result on 4 of 6 rubric scores.", NO_RECORD),
        (  # round 6, result sentences (bulk seed 2357)
            "unitless-from-to-list-after-one-change-word",
            "Kestrel lifts AUROC from 0.712 to 0.804 on FluxA and from 0.655 to 0.771 on FluxB.",
            [ab(0.804, value_from=0.712), ab(0.771, value_from=0.655)],
        ),
        ("whole-number-from-to-list-stays-out", "Kestrel grows from 8 to 16 nodes and from 2 to 4 racks.", NO_RECORD),
        ("tex-tie-range-is-no-tie", r"Kestrel speeds up attention by 1.2x~2.4x on FluxQA.", [sp(1.2, value_high=2.4)]),
        (  # round 5, result sentences (bulk seed 1729)
            "tex-tie-after-math-number",
            r"Kestrel lifts exact match by $+0.8$~pp and answers in $42$~ms on FluxQA.",
            [pc(0.8, unit="pp"), ab(42, unit="ms")],
        ),
        (
            "by-n-times",
            "Kestrel reduces pilot overhead by 16 times and improves throughput by up to 1.7 times over Ray.",
            [sp(16, metric="pilot overhead"), sp(1.7, qualifier="up_to", metric="throughput", baselines=["Ray"])],
        ),
        ("n-times-repeated-is-not", "Each Kestrel run was repeated 10 times on FluxQA.", NO_RECORD),
        (
            "error-score-heads",
            "On FluxAge, Kestrel reaches MAE=0.124, RMSE 0.162 and FNR 0.003.",
            [ab(0.124, metric="mae"), ab(0.162, metric="rmse"), ab(0.003, metric="fnr")],
        ),
        (
            "points-after-by-a-qualifier-or-an-average",
            "Kestrel improves accuracy by as much as 4.4 points over Ray and by an average of 3.1 points on FluxQA.",
            [pc(4.4, unit="pp", qualifier="up_to"), pc(3.1, unit="pp")],
        ),
        (
            "points-after-a-verb-of-change",
            "Kestrel gains 5.5 points on FluxQA, while Ray loses roughly 30 points on FluxMath.",
            [pc(5.5, unit="pp"), pc(30, unit="pp", qualifier="approx")],
        ),
        (
            "points-before-a-gap-preposition",
            "Kestrel reaches 80.0% accuracy on FluxMath, 10.0 points above the Ray baseline.",
            [ab(80.0, unit="%"), pc(10.0, unit="pp")],
        ),
        (
            "figures-listed-before-points",
            "Kestrel improves the success rate by 9.8 and 12.9 points over Ray on FluxWeb and FluxShop.",
            [pc(9.8, unit="pp"), pc(12.9, unit="pp")],
        ),
        (
            "points-over-a-count-is-not-a-gap",
            "Kestrel attains a median score of 241.7 points over 1000 games.",
            [ab(241.7)],
        ),
        (
            "perplexity-abbreviation-and-versus-pair",
            "Kestrel beats full attention (13.82 vs 13.89 PPL) and reaches PPL 21.4 on FluxText.",
            [ab(13.82, metric="ppl"), ab(13.89, metric="ppl"), ab(21.4, metric="ppl")],
        ),
        (
            "figure-after-a-head-that-has-one-is-a-setting",
            "Kestrel reaches 16.5 PPL at 125M parameters and 20.0 PPL at 4.7 BPP.",
            [ab(16.5, metric="ppl"), ab(20.0, metric="ppl")],
        ),
        (
            "bound-before-a-bare-score",
            "Kestrel sustains macro-F1 above 0.986 and AUC approximately 0.88 on FluxQA.",
            [ab(0.986, metric="macro-f1", qualifier="at_least"), ab(0.88, metric="auc", qualifier="approx")],
        ),
        ("bound-before-a-count-after-a-score-head", "Kestrel cuts training loss over 100 epochs.", NO_RECORD),
        (
            "decimals-listed-before-a-score-head",
            "Kestrel achieves 84.2, 90.5, and 85.5 mAP@0.5 on FluxA, FluxB and FluxC, respectively.",
            [ab(84.2, metric="map@0.5"), ab(90.5, metric="map@0.5"), ab(85.5, metric="map@0.5")],
        ),
        (
            "threshold-inside-a-score-head-is-not-a-figure",
            "Kestrel obtains mAP@0.5 = 0.991 and mAP@0.5:0.95 = 0.950 on FluxDet.",
            [ab(0.991, metric="map@0.5"), ab(0.95, metric="map@0.5:0.95")],
        ),
        # round 5, result sentences (bulk seed 1729): signed figures listed before points
        (
            "signed-figures-listed-before-points",
            "Kestrel shows average gains of +6.1, +4.3, and +2.8 points over Ray on FluxA, FluxB and FluxC.",
            [pc(6.1, unit="pp"), pc(4.3, unit="pp"), pc(2.8, unit="pp")],
        ),
        (
            "signed-slash-list-before-points",
            "Across three model sizes Kestrel yields gains of +5.2/+3.4/+1.9 pp on FluxQA.",
            [pc(5.2, unit="pp"), pc(3.4, unit="pp"), pc(1.9, unit="pp")],
        ),
        (
            "absolute-before-points",
            "Kestrel lifts FluxQA by 6.2 absolute points and FluxMath by 3.5 and 4.0 absolute percentage points.",
            [pc(6.2, unit="pp"), pc(3.5, unit="pp"), pc(4.0, unit="pp")],
        ),
        (
            "hyphenated-points-before-a-noun-of-change",
            "Kestrel reaches 71.0% on FluxQA, a 6.5-point accuracy gain over Ray, and a 1.2-point drop on FluxMath.",
            [ab(71.0, unit="%"), pc(6.5, unit="pp"), pc(1.2, unit="pp")],
        ),
        ("hyphenated-points-of-a-scale-are-no-gap", "Raters score Kestrel on a 7-point scale.", NO_RECORD),
        (
            "unsigned-figure-before-a-signed-gap-is-no-lead",
            "Kestrel lifts FluxQA accuracy (71.4 vs. 69.9, +1.5 pp) over Ray.",
            [ab(71.4), ab(69.9), pc(1.5, unit="pp")],
        ),
        (
            "generation-quality-heads",
            "Kestrel achieves a gFID of 1.42 and an rFID of 0.55 on FluxGen, with KID 0.031 and FVD 212.0 on FluxVid.",
            [ab(1.42, metric="gfid"), ab(0.55, metric="rfid"), ab(0.031, metric="kid"), ab(212.0, metric="fvd")],
        ),
        # round 7, annotate-first review (bulk seed 7919): a score head between a figure and `points`
        (
            "score-head-before-points",
            "Kestrel beats Ray by up to 8.5 accuracy points on FluxQA and by 16.0 and 13.8 EM points on FluxA and B.",
            [pc(8.5, unit="pp", metric="accuracy"), pc(16.0, unit="pp", metric="em"), pc(13.8, unit="pp", metric="em")],
        ),
        ("score-head-before-points-as-a-count", "Kestrel samples 40 F1 points from the curve.", NO_RECORD),
        (
            "score-adjective-or-acronym-before-points",
            "Kestrel beats Ray by 28 average points, lifts tracking by 7.0 HOTA points and QA by 7.4 nDCG@10 points.",
            [pc(28.0, unit="pp"), pc(7.0, unit="pp", metric="hota"), pc(7.4, unit="pp", metric="ndcg@10")],
        ),
        (
            "points-after-by-only-a-change-of-and-a-dotted-name",
            "Ray trails Kestrel by only 2.4 points; Kestrel shows an F1 change of 0.8 points on FluxA, improvements of"
            " 3.1 points on Llama-3.1-8B and 6.2 points on Qwen2.5-7B.",
            [pc(2.4, unit="pp"), pc(0.8, unit="pp"), pc(3.1, unit="pp"), pc(6.2, unit="pp")],
        ),
        ("points-of-a-count-with-an-acronym", "Kestrel samples 1,000 GPS points per trajectory.", NO_RECORD),
        # round 7, annotate-first review (bulk seed 7919): a signed bare figure where a gain is reported
        (
            "signed-gain-after-by-and-before-a-score",
            "Kestrel improves F1 by +10.3 over Ray and yields +0.65 SBERT on FluxCap.",
            [ab(10.3), ab(0.65, metric="sbert")],
        ),
        (
            "signed-gains-in-brackets-after-names",
            "Kestrel gains most on FluxA (+5.49) and FluxB (+3.45), with weights kept binary (+1, -1).",
            [ab(5.49), ab(3.45)],
        ),
        ("signed-statistic-is-no-gain", "Kestrel holds its lead (delta = +0.083, 95% CI [+0.01, +0.15]).", NO_RECORD),
        # round 17 (review r35 family 1): every member of a list of signed gains `in` a named score is a gain
        (
            "signed-gains-in-named-scores",
            "KestrelSeg beats Orca with improvements of +3.12 in HIT@1, +4.06 in HIT@K, and +2.95 in IoU.",
            [ab(3.12, metric="hit@1"), ab(4.06, metric="hit@k"), ab(2.95, metric="iou")],
        ),
        # round 7, annotate-first review (bulk seed 7919): bracketed bare decimals after names in a comparison
        (
            "bracketed-figures-after-names-in-a-comparison",
            "Kestrel keeps a cost of 0.51, 22% lower than FluxRAG (0.65) and 68% lower than RayRAG (1.57).",
            [ab(0.51), pc(22.0, unit="%"), ab(0.65), pc(68.0, unit="%"), ab(1.57)],
        ),
        (
            "bracketed-spread-after-a-figure-is-no-figure",
            "Mean usability scores of Kestrel were 3.89 (1.04) and 3.43 (1.24) on a 5-point scale.",
            NO_RECORD,
        ),
        # round 7 (train first 100, bulk seed 7919): the number of a name is no low end of a range
        (
            "hyphenated-name-number-before-to-is-no-range",
            "A confidence gate lifts the top-1 of Kestrel to 98.0% on FluxQA and pushes Pass@16 to 70.0%.",
            [ab(98.0, unit="%"), ab(70.0, unit="%")],
        ),
        (
            "from-to-split-by-a-hyphenated-setting",
            "Ray falls from 90.1% at level-5 to 80.0% at level-25.",
            [ab(80.0, unit="%", value_from=90.1)],
        ),
        # round 13, review r26 family 5: the first end of a from-to pair may carry its noun and a state or setting
        # (digits inside names and years included); a word after both ends is a unit the lexicon lacks
        (
            "from-to-with-the-first-end-s-noun-and-setting",
            "Orca drops from 85.3% accuracy at full coverage to 11.3% at low coverage.",
            [ab(11.3, unit="%", value_from=85.3, direction="decrease", metric="accuracy")],
        ),
        (
            "from-to-with-a-state-of-the-first-end",
            "Kestrel lifts one-round success from 10% without localization to 78%.",
            [ab(78.0, unit="%", value_from=10.0, direction="increase", metric="one-round success")],
        ),
        (
            "from-to-with-a-year-or-a-digit-name-in-the-setting",
            "Adoption rose from 14.5% in 2021 to 44.6% in 2024; accuracy falls from 74.0% at L1 to 55.6% at L2.",
            [ab(44.6, unit="%", value_from=14.5), ab(55.6, unit="%", value_from=74.0, metric="accuracy")],
        ),
        (
            "from-to-with-a-unit-word-after-both-ends-is-no-label",
            "Kestrel moves the probe from 37.7 furlongs to 31.8 furlongs.",
            NO_RECORD,
        ),
        # round 7, annotate-first review (bulk seed 7921, systems): compared quantities, a setting before `to`
        (
            "bare-figure-compared-before-a-quantity",
            "Kestrel adds 92 us over the bracket of Ray (1,130 vs 1,038 us).",
            [ab(92.0, unit="us"), ab(1130.0, unit="us"), ab(1038.0, unit="us")],
        ),
        (
            "setting-value-before-to-is-no-range",
            "The speedup of Kestrel grows from 6x at T=0.0 to 14.3x at T=1.0.",
            [sp(6.0), sp(14.3)],
        ),
        # round 7, annotate-first review (bulk seeds 7920/7921, systems): energy and time per item
        (
            "energy-per-item-units",
            "Kestrel needs 1.21 pJ/instruction, 62pJ/b on the link and 22.6 mJ/frame on FluxCam.",
            [ab(1.21, unit="pJ / instruction"), ab(62.0, unit="pJ / bit"), ab(22.6, unit="mJ / frame")],
        ),
        (
            "time-per-item-units",
            "Kestrel reaches 17.36 ms/step on FluxLM and 29.35 ms/query latency on FluxDB.",
            [ab(17.36, unit="ms / step"), ab(29.35, unit="ms / query")],
        ),
        # round 7, annotate-first review (bulk seed 7919; train: two misses): scientific notation
        (
            "scientific-notation-after-an-error-head",
            "Kestrel achieves a mean squared error of 7.6e-6 and a rollout MSE of $7.35\\times 10^{-9}$ on FluxSim.",
            [ab(7.6e-6, metric="mean squared error"), ab(7.35e-9, metric="rollout mse")],
        ),
        (
            "scientific-notation-with-a-unit",
            "Kestrel serves 8e6 queries per second on FluxDB.",
            [ab(8e6, unit="query / second")],
        ),
        ("scientific-p-value-is-no-claim", "Kestrel beats Ray (McNemar exact p = 2.4 x 10^-4).", NO_RECORD),
        # round 7, annotate-first review (bulk seed 7919): the next figures of a list after a score
        (
            "score-list-across-and-past-versioned-names",
            "Kestrel has a Brier score of 0.134 for Gemini 3 Pro, 0.149 for GPT-5, and 0.179 for Gemini 2.5 Flash.",
            [ab(0.134), ab(0.149), ab(0.179)],
        ),
        (
            "score-list-after-across",
            "Kestrel attains average F1-scores of 0.97 across powertrains and 0.98 across regimes.",
            [ab(0.97), ab(0.98)],
        ),
        # round 8, annotate-first review (bulk seed 8807): a bracketed pair of bare decimals compared with `vs`
        (
            "bracketed-versus-pair",
            "Kestrel beats Ray on FluxQA (0.725 vs. 0.689) with fewer retries (7 vs. 12 runs).",
            [ab(0.725, unit=""), ab(0.689, unit="")],
        ),
        # round 8, annotate-first review (bulk seed 8807): a result verb, a bare decimal, a capitalized score name
        (
            "capitalized-score-name-after-a-result-verb",
            "On FluxDrive, Kestrel achieves 90.6 PDMS and reaches 95.3 R@1, 97.5 R@5 on FluxRetrieve.",
            [ab(90.6, unit=""), ab(95.3, unit=""), ab(97.5, unit="")],
        ),
        (
            "words-and-a-score-head-after-a-result-verb",
            "Kestrel reaches 0.879 strict accuracy on FluxQA, while Ray achieves 2.3 the mAP of its teacher.",
            [ab(0.879, unit="", metric="strict accuracy")],
        ),
        # round 8, annotate-first review (bulk seed 8807): a bare decimal that ends its clause after a result verb
        (
            "bare-decimal-ending-a-clause-after-a-result-verb",
            "Ray reaches only 0.56 on legal reasoning, while Kestrel achieves 0.71 and 0.74, respectively.",
            [ab(0.56, unit=""), ab(0.71, unit=""), ab(0.74, unit="")],
        ),
        # round 8, annotate-first review (bulk seed 8807): `<result verb> a <score name> of N`, names the lexicon lacks
        (
            "score-name-of-a-figure-after-a-result-verb",
            "Kestrel attains an FQS of 0.741, a 14.9% improvement, while Ray achieves a mean gain of 2.9.",
            [ab(0.741, unit=""), pc(14.9, unit="%")],
        ),
        # round 8, annotate-first review (bulk seed 8807): a rating on a scale out of a whole number
        (
            "rating-on-a-scale",
            "Raters give Kestrel a mean fluency of 4.21/5 and Ray scores 1.0-2.2/5 on FluxMT, both with Qwen-2.5/3"
            " models (alpha = 0.05/18).",
            [ab(4.21, unit=""), ab(1.0, value_high=2.2, unit="")],
        ),
        ("year-after-a-score-is-no-list-figure", "Kestrel reaches an accuracy of 0.926 on ISIC 2018.", [ab(0.926)]),
        (
            "spaced-slash-list-before-points",
            "Kestrel improves the pass rate on FluxA, FluxB and FluxC by +12.0 / +6.0 / +9.5 pp.",
            [pc(12.0, unit="pp"), pc(6.0, unit="pp"), pc(9.5, unit="pp")],
        ),
        (
            "error-head-falling-pair-is-no-range",
            "Kestrel lowers the MSE of 1.70 to 1.37 on FluxSim.",
            [ab(1.37, value_from=1.7, metric="mse")],
            {"xfail": "a falling pair of bare decimals without `from` is read as the first figure alone"},
        ),
        # round 9, annotate-first review (bulk seed 4243): a score a result verb reports as a bound is a result
        (
            "score-bound-after-a-result-verb",
            "Kestrel achieves an AUC > 0.97 on FluxSet and holds plot-beat F1 >= 0.84, but only when Pd >= 88%.",
            [ab(0.97, unit="", qualifier="at_least", metric="auc"), ab(0.84, unit="", qualifier="at_least")],
        ),
        # round 9, annotate-first review (bulk seed 4243): a per-second rate whose unit noun a word or two qualify
        (
            "qualified-unit-noun-of-a-per-second-rate",
            "Kestrel sustains 32 million order messages per second and 830K writes per second on 4 nodes.",
            [ab(32e6, unit="message / second"), ab(830e3, unit="write / second")],
        ),
        # round 9, annotate-first review (bulk seed 4243): the bare level a verb of movement and `to` reaches
        (
            "bare-level-after-a-verb-of-movement-and-to",
            "With replay, the Dice score of Kestrel further increased to 0.685, and pruning drops it to 0.642.",
            [ab(0.685, unit=""), ab(0.642, unit="")],
        ),
        # round 10, figure-dense review (bulk seed 1357): a list of unitless from-to changes, each pair led by
        # its own metric name, a bracketed gain or a percent pair before it
        (
            "unitless-from-to-list-each-pair-led-by-its-metric",
            "Kestrel lifts Pass@1 from 0.412 to 0.538 (FluxQA split) and Mean Fit Score (MFS) from 0.37 to 0.55.",
            [ab(0.538, value_from=0.412), ab(0.55, value_from=0.37)],
        ),
        (
            "unitless-from-to-list-after-a-percent-pair",
            "Kestrel raises routing accuracy from 81.2% to 93.4%, slot F1 from 0.612 to 0.744 and recall from 0.58 "
            "to 0.69.",
            [ab(93.4, unit="%"), ab(0.744, value_from=0.612), ab(0.69, value_from=0.58)],
        ),
        (
            "whole-number-pair-of-a-unitless-list-stays-out",
            "Kestrel cuts retries from 18 to 9 steps, while lifting the viability score from 0.15 to 0.33.",
            [ab(0.33, value_from=0.15)],
        ),
        (
            "unitless-from-to-far-after-its-change-verb",
            "Kestrel improves the mean judge score of the base model across the four FluxQA tasks from 45.0 to 57.5.",
            [ab(57.5, value_from=45.0)],
        ),
        (
            "change-verb-of-an-earlier-sentence-is-not-read",
            "Kestrel improves recall by 4%. The spread of scores across the runs goes from 0.21 to 0.35.",
            [pc(4)],
        ),
        (
            "unitless-decimal-range-after-a-range-word",
            "Across the eight FluxQA splits, the F1 of Kestrel ranges from 0.94 to 1.00.",
            [ab(0.94, value_high=1.0)],
        ),
        (
            "bracketed-versus-pair-led-by-its-score-name",
            "Kestrel segments lesions better than FluxSeg (DSC, 0.912 vs 0.874; P < .01) and beats Ray on the "
            "hold-out split (CMMD 0.16 vs. 0.55).",
            [ab(0.912, metric="dsc"), ab(0.874, metric="dsc"), ab(0.16, metric="cmmd"), ab(0.55, metric="cmmd")],
        ),
        ("bracketed-versus-pair-of-a-rater-mean-stays-out", "Raters preferred Kestrel (mean 4.37 vs 3.58).", NO_RECORD),
        # round 17 (review r34 family 7): a pair of bare decimals after `of`/`to` outside brackets is two figures; a
        # statistic's `M = 11.5 vs. 60.5` stays out
        (
            "open-versus-pair-after-of",
            "KestrelGroup achieves an adherence of 0.74 versus 0.48 for OrcaGroup.",
            [ab(0.74, metric="adherence", baselines=["OrcaGroup"]), ab(0.48, subject="OrcaGroup")],
        ),
        ("open-versus-pair-of-a-statistic-stays-out", "Mental demand fell (M = 11.5 vs. 60.5).", NO_RECORD),
        # round 18 (review of train errors, bulk family of 36): a list of figures after `compared with` owned by one
        # name holds bare decimals too, measures in order what the list before it measures, and is its baseline
        (
            "compared-list-of-bare-decimals-pairs-in-order",
            "KestrelDoc reaches BLEU-4 0.41, HR=4%, and Expert Score = 8.6/10 compared with 0.07, 65%, and 3.3/10 for "
            "the zero-shot OrcaVLM baseline.",
            [
                ab(0.41, metric="bleu-4", baselines=["zero-shot OrcaVLM baseline"]),
                ab(4.0, unit="%", metric="hr", baselines=["zero-shot OrcaVLM baseline"]),
                ab(8.6, metric="expert score", baselines=["zero-shot OrcaVLM baseline"]),
                ab(0.07, metric="bleu-4", subject="zero-shot OrcaVLM baseline"),
                ab(65.0, unit="%", metric="hr", subject="zero-shot OrcaVLM baseline"),
                ab(3.3, metric="expert score", subject="zero-shot OrcaVLM baseline"),
            ],
        ),
        (
            "compared-decimals-after-a-list-with-its-own-setting",
            "The FluxRisk models achieved AUCs of 0.81, 0.73, and 0.69 for 1-, 2-, and 3-year horizons, respectively, "
            "compared with 0.71, 0.63, and 0.57 for OrcaScore.",
            [ab(v, metric="aucs", baselines=["OrcaScore"]) for v in (0.81, 0.73, 0.69)]
            + [ab(v, metric="aucs", subject="OrcaScore") for v in (0.71, 0.63, 0.57)],
        ),
        (
            "compared-decimals-after-another-quantity-stay-out",
            "KestrelJudge attains 0.91 Spearman agreement, while requiring only 11.89 calls per task compared with "
            "28.00 for full pairwise judging.",
            [ab(0.91, metric="spearman agreement")],
        ),
        (
            "compared-range-is-not-read-as-its-first-decimal",
            "All models are overconfident (ECE 0.35-0.64 versus 0.10-0.15 reported for FluxQA).",
            [ab(0.35, value_high=0.64, metric="ece")],
        ),
        (
            "from-to-with-a-bracketed-label-after-the-first-figure",
            "Kestrel lifts Recall@10 from 0.26 (FluxBM) to 0.66 and cuts fabrication from 33.7% (FluxFlow) to 0.67%.",
            [ab(0.66, value_from=0.26), ab(0.67, unit="%", value_from=33.7)],
        ),
        (
            "slash-row-of-scores-after-of-or-a-result-verb",
            "Kestrel attains FluxSum-1/2/L of 61.20/55.40/59.10 and reaches 0.912/0.874 AUPRC on FluxQA.",
            [ab(61.2), ab(55.4), ab(59.1), ab(0.912), ab(0.874)],
        ),
        (
            "slash-row-with-a-unit-after-a-colon",
            "Kestrel keeps pose errors low (MPJPE: 48.3/35.9 mm) on FluxPose.",
            [ab(48.3, unit="mm"), ab(35.9, unit="mm")],
        ),
        (
            "slash-row-of-a-version-or-without-a-lead-stays-out",
            "Kestrel speaks OCPP 1.6/2.0.1 and ships 0.4/0.5 builds.",
            NO_RECORD,
        ),
        # relative claims read as levels (s7 review-detect11): a noun of change or fall linked to its figure
        ("change-noun-then-are", "On FluxQA, the gains are 4.1% and 2.2%.", [pc(4.1), pc(2.2)]),
        (
            "fall-noun-then-of-and-a-qualifier",
            "Pruning Kestrel costs an average accuracy drop of only 0.6%.",
            [pc(0.6, unit="%", direction="decrease")],
        ),
        (
            "change-noun-then-ranging-from",
            "Kestrel delivers latency reductions ranging from 7.5% to 31.2% across FluxBench tasks.",
            [pc(7.5, value_high=31.2, direction="decrease")],
        ),
        (
            "fall-noun-before-below-stays-a-level",
            "Under load, every FluxServe baseline drops below 50% SLO attainment.",
            [ab(50.0, unit="%")],
        ),
        # bare scores after a metric head the lexicon lacked (s8 detect12, diag-A family 1)
        (
            "acronym-the-abstract-defines-as-a-metric",
            "We define the slot recall rate (SRR). Kestrel achieves SRR 0.47 on FluxQA and a mean absolute error "
            "(MAE) of 0.12, with a task success rate (TSR) of 0.88 (TSR=0.91 on FluxBench).",
            [ab(0.47, metric="srr"), ab(0.12, metric="mae"), ab(0.88, metric="tsr"), ab(0.91, metric="tsr")],
        ),
        (
            "acronym-of-a-setting-or-a-statistic-stays-out",
            "Kestrel trains with a learning rate (LR) of 0.001; the odds ratio (OR) = 2.50 and Kestrel (KST) 0.4.",
            NO_RECORD,
        ),
        (
            "agreement-and-tex-score-heads",
            "Kestrel reaches weighted $F_1 = 0.90$ on FluxLog, agrees with raters (Cohen's kappa = 0.82) and drops "
            "to Gini 0.105 and 0.150 on FluxText.",
            [ab(0.9, metric="f1"), ab(0.82, metric="kappa"), ab(0.105, metric="gini"), ab(0.15)],
        ),
        # before-after pairs filling a bracket (s8 detect12, diag-A family 5)
        (
            "bracketed-pair-after-a-change-or-a-metric",
            "Kestrel cuts the stall ratio 3.1x (66.4 to 21.5) and raises fidelity on FluxEmo (0.50 to 0.84).",
            [sp(3.1), ab(21.5, value_from=66.4), ab(0.84, value_from=0.5)],
        ),
        (
            "bracketed-interval-after-a-figure-with-a-unit-stays-out",
            "Kestrel lowers the timing error to 1.84 ms (1.45 to 2.23).",
            [ab(1.84, unit="ms")],
        ),
        # `percentage` as the percent sign (s8 detect12, diag-A family 4)
        (
            "percentage-word-without-points",
            "Kestrel shrinks the search space by up to 98.7 percentage and gives a 15 percentage improvement in F1.",
            [pc(98.7, unit="%", direction="decrease"), pc(15, unit="%")],
        ),
        # round 9, silver 5-6 diagnosis: plural score heads (`Dice coefficients up to`) and a qualified score range
        (
            "plural-score-heads-and-a-qualified-range",
            "FluxSeg reaches Dice coefficients up to 0.88, F1 scores of 0.91 and AUC about 0.641 to 0.645.",
            [
                ab(0.88, metric="dice", qualifier="up_to"),
                ab(0.91, metric="f1"),
                ab(0.641, value_high=0.645, metric="auc", qualifier="approx"),
            ],
        ),
        # round 9, reviews r1-r2: a from-to pair keeps the spread of its ends, and one given as an example is a result
        (
            "from-to-with-spreads-and-as-an-example",
            "Kestrel lowers utility regret from 11.19 +/- 3.58 to 0.55 +/- 0.25 and lifts task accuracy"
            " (e.g., 75.1% -> 76.5%).",
            [
                ab(0.55, direction="decrease", metric="utility regret"),
                ab(76.5, direction="increase", metric="task accuracy"),
            ],
        ),
        # round 9, reviews r3-r4: qualifiers inside a from-to pair, a bare factor after `speedup of`, `upwards of`, and
        # a thousands `k` before a rate unit
        (
            "qualified-from-to-bare-factor-upwards-of-and-k-rates",
            "Kestrel cuts pull time from over 20 hours to approximately 20 minutes, reaches a speedup of 32 over the"
            " CPU, keeps an efficiency upwards of 90% and sustains 250k TPS on a 5.3k hours corpus.",
            [
                ab(20.0, unit="minute", direction="decrease"),
                sp(32.0, direction="increase", baselines=["CPU"]),
                ab(90.0, qualifier="at_least"),
                ab(250000.0, unit="token / second"),
            ],
        ),
        # round 9, silver 5-9: `zero` before a noun of failure is a measured level of 0 (train's `zero missed brake
        # events`); an overhead of zero is a design property, no record
        (
            "zero-failures-but-not-zero-overhead",
            "Across 33 staged scenarios Kestrel recorded zero missed brake events and zero false positives; its"
            " adapter adds zero inference overhead.",
            [ab(0.0, metric="missed brake events"), ab(0.0, metric="false positives")],
        ),
        # round 9, silver 9 and bulk: a score head in brackets after its full name (`... (mAP) of 0.71`)
        (
            "bracketed-score-head-after-its-full-name",
            "Kestrel reaches a mean average precision (mAP) of 0.71 and Spearman's Rank Correlation Coefficients"
            " (SRCC) of 0.81, with a task success rate of 0.964, zero governance failures and lower cost.",
            [
                ab(0.71, metric="map"),
                ab(0.81, metric="srcc"),
                ab(0.964, metric="task success rate"),
                ab(0.0, metric="governance failures"),
            ],
        ),
        # round 12, reviews r23 family 3 and r24 family 3: a correlation `rho`/`r` and a weighted `kappa_w` are
        # scores; a coefficient's name with a whole number or a figure beyond 1 is a parameter of that name
        (
            "correlation-coefficients",
            "Kestrel's rankings agree with experts (Spearman rho = 0.91, kappa_w = 0.78; Pearson r = 0.88), and"
            " Kestrel gives a 1.7x speedup over vLLM on A100 (rho=64, R=8).",
            [ab(0.91, metric="correlation"), ab(0.78, metric="kappa"), ab(0.88, metric="correlation"), sp(1.7)],
        ),
        # round 12, silver diag3: a rising pair with the same unit at both ends is one range; with its change in a
        # signed bracket after it, a before-after change
        (
            "unit-pair-range",
            "Kestrel draws 50 pJ to 70 pJ per inference and lifts SI-SDR 1.98 dB to 3.35 dB (+69.19%).",
            [
                ab(50.0, value_high=70.0, unit="pJ"),
                ab(3.35, value_from=1.98, direction="increase", metric="si-sdr"),
                pc(69.19, direction="increase"),
            ],
        ),
        # round 12, review r24 families 3 and 8: `no higher than` / `no lower than` bound a figure like `at most` /
        # `at least`; a qualifier word glued to its number by a hyphen still qualifies it (`near-100%`)
        (
            "negated-comparative-bounds",
            "FluxNet reaches F1-scores no higher than 0.69, while Kestrel keeps an efficiency no lower than 90% and"
            " near-100% cache reuse.",
            [
                ab(0.69, qualifier="at_most", metric="f1-scores"),
                ab(90.0, qualifier="at_least", metric="efficiency"),
                ab(100.0, qualifier="approx", metric="cache reuse"),
            ],
        ),
        # round 12, review r24 family 7: whole numbers after a score's name are its change (`reducing FID from 14 to
        # 11`); other whole pairs stay out (`from 2019 to 2023`)
        (
            "whole-number-score-change",
            "Kestrel reduces FID from 14 to 11 and raises the GenEval score from 63 to 92, on data from 2019 to 2023.",
            [
                ab(11.0, value_from=14.0, direction="decrease", metric="fid"),
                ab(92.0, value_from=63.0, direction="increase", metric="geneval score"),
            ],
        ),
        # round 12, review r25 family 1: a score's name with its acronym in brackets before `of N` (`correlation
        # coefficient (PCC) of 0.854`); an acronym that is a head itself names the figure (`(SSIM) of 0.99`)
        (
            "score-name-with-acronym",
            "Kestrel reaches a Pearson correlation coefficient (PCC) of 0.854 and a structural similarity index (SSIM)"
            " of 0.990.",
            [ab(0.854, metric="correlation"), ab(0.990, metric="ssim")],
        ),
        # round 12, review r25 family 5: an exponent is no figure of its own (`10^3x` is not 3x); a factor written
        # as a power of ten is that power
        (
            "power-of-ten-factor",
            "Kestrel gives up to $10^{3}\\times$ higher throughput than FluxNet and runs 10^2-10^4 x faster than Orca.",
            [
                sp(1000.0, qualifier="up_to", metric="throughput", baselines=["FluxNet"]),
                sp(100.0, value_high=10000.0, baselines=["Orca"]),
            ],
        ),
        # round 12, review r25 family 1: a real-time factor is a named ratio, not a multiplier; tracking scores
        # IDF1, HOTA and MOTA name their figures
        (
            "named-ratio-and-tracking-scores",
            "Kestrel runs at a real-time factor (RTF) of 0.005 and reaches 94.5% MOTA and 97.2% IDF1, while"
            " FluxDet cuts tracker latency by a factor of 3.",
            [
                ab(0.005, metric="rtf"),
                ab(94.5, metric="mota"),
                ab(97.2, metric="idf1"),
                sp(3.0, direction="decrease", metric="tracker latency"),
            ],
        ),
        # round 13 (train): TeX inline math `\\(...\\)` and display math `\\[...\\]` delimiters are no text; the
        # record's span holds the whole segment
        (
            "tex-inline-math-delimiters",
            "It keeps accuracy within a \\(0.20\\%\\) top-1 difference from Orca and runs \\(3.2\\times\\) faster.",
            [pc(0.2, text="\\(0.20\\%\\)", baselines=["Orca"]), sp(3.2, text="\\(3.2\\times\\)")],
        ),
        # round 13, review r27 family 3: an unsigned decimal that a change of a named score leads is that score's
        # difference (a range too), an increase here; a slope of an unscored quantity is none
        (
            "unsigned-score-differences",
            "Kestrel improves Macro-F1 by 0.024, yields a ROUGE-L gain of 0.065 and boosts F1 by 0.08 to 0.21.",
            [
                {**r, "direction": "increase"}
                for r in (ab(0.024, metric="macro-f1"), ab(0.065), ab(0.08, value_high=0.21))
            ],
        ),
        (
            "unsigned-slope-of-an-unscored-quantity-is-no-score-difference",
            "In the Kestrel study, one more point of texture liking increases overall liking by 0.28.",
            NO_RECORD,
        ),
        # round 13, review r27 family 6: a negative exponent is no figure of its own (`10^{-5}` is not 5)
        (
            "negative-exponent-is-no-figure",
            "It finds a barrier $\\sim10^{-5}$ times smaller than the energy scale and 10^-3 times smaller than X.",
            NO_RECORD,
        ),
        # round 13, review r27 family 9: two decimals after a score's name and `between` are a range of it
        (
            "score-range-between-two-decimals",
            "Kestrel keeps accuracy values between 0.874 and 0.991 with thresholds between 0.2 and 0.35.",
            [ab(0.874, value_high=0.991, metric="accuracy")],
        ),
        # round 14, train + silver precedent: a parameter factor against a named baseline is a saving, a claim
        (
            "fewer-parameters-than-a-baseline",
            "Lemur requires on average 7.5x fewer parameters than LoRA.",
            [sp(7.5, direction="decrease", metric="parameters", baselines=["LoRA"])],
        ),
        # round 14, review r28 open family: figures listed before a unit written once, at the list's end, share it
        (
            "unit-written-once-at-a-list-end",
            "Kestrel answers in 12, 18, and 25 ms and cuts latency by 20 and 35% on its two boards.",
            [
                ab(12.0, unit="ms"),
                ab(18.0, unit="ms"),
                ab(25.0, unit="ms"),
                pc(20.0, unit="%", direction="decrease", metric="latency"),
                pc(35.0, unit="%", direction="decrease", metric="latency"),
            ],
        ),
        # not after a name, an index noun, `out of`, or a year: `on AIME 2024 and 85.6%`, `level 1 and 90%`
        (
            "no-shared-unit-after-a-name-an-index-or-a-year",
            "Kestrel scores 91.2% on AIME 2024 and 85.6% on AIME 2025, 70% at hint level 1 and 90% at level 2; "
            "it could exceed 7 minutes by 2028, and 25 minutes by 2030.",
            [ab(91.2), ab(85.6), ab(70.0), ab(90.0), ab(7.0), ab(25.0)],
        ),
        # round 14, review r29 family 14: what no system reaches is an upper bound
        (
            "negated-reach-is-an-upper-bound",
            "No system recovers more than 52.7% of the literature, and no agent exceeds 20% on strict runs.",
            [ab(52.7, qualifier="at_most"), ab(20.0, qualifier="at_most")],
        ),
        # round 14, review r29 family 7: `from A (X) to B (Y)` over two labelled members, with no verb of change, and
        # `ranged|varied from A to B` are ranges, not changes; a verb of change keeps the change
        (
            "labelled-ends-and-ranged-make-a-range",
            "Kestrel prompts achieved harmful response rates from 52.7% (Orca) to 83.6% (Heron). Wall-clock times "
            "ranged from 7.8 minutes to 65.7 hours. With Kestrel misses drop from 31.6% (Orca) to 0.8% (Heron).",
            [
                ab(52.7, value_high=83.6, direction=None),
                ab(7.8, value_high=65.7, direction=None),
                ab(0.8, value_from=31.6, direction="decrease"),
            ],
        ),
        # round 14, review r29 family 1: energies in MWh/GWh/TWh and molar energies are units; `were` ends a phrase
        (
            "energy-and-molar-energy-units",
            "Kestrel data centers consumed approximately 68-99 TWh of electricity. "
            "An RMSE of 2.712 kcal/mol was reached by Kestrel, and an RMSE of 2.445 kcal/mol were obtained by Orion.",
            [
                ab(68.0, value_high=99.0, unit="TWh", qualifier="approx"),
                ab(2.712, unit="kcal / mol", metric="rmse"),
                ab(2.445, unit="kcal / mol", metric="rmse"),
            ],
        ),
        # round 14, review r29 family 1: a coefficient written with a leading dot is a figure; a p-value is not
        (
            "leading-dot-coefficient",
            "Kestrel's judgments closely align with human experts ($\\rho\\geq .626$, p < .001).",
            [ab(0.626, qualifier="at_least", metric="correlation")],
        ),
        # round 14, review r29 family 12: a share of observed items with a finite predicate is a finding, not an input
        (
            "observed-share-with-a-predicate-is-a-finding",
            "With Kestrel, 71% of samples exhibit co-occurring smells and 15% of experts are specialists. "
            "Orion matches BERT with only 10% of the samples.",
            [ab(71.0, metric="samples"), ab(15.0, metric="experts")],
        ),
        # round 14, review r28 family 1: a capitalised measure name spelled by its bracketed acronym defines a score;
        # not a setting, an effect statistic or a system name
        (
            "spelled-acronym-defines-a-score",
            "Kestrel keeps a Packet Delivery Ratio (PDR) of 0.95 with a Learning Rate (LR) of 0.001. Its Odds Ratio "
            "(OR) = 1.72 holds, and the Kestrel Forced Aligner (KFA) 3.0 is released.",
            [ab(0.95, metric="pdr")],
        ),
        # round 14, review r29 family 4: a bare decimal after `<name> values of|up to` is that name's figure; not
        # after `p-values`
        (
            "decimal-after-name-values",
            "Kestrel reaches confidence values up to approximately 0.869, with p-values of 0.19 on both splits.",
            [ab(0.869, qualifier="up_to", metric="confidence")],
        ),
        # round 14, review r30 family 9: a finite `exceed(s)` before a figure bounds it from below
        (
            "finite-exceeds-is-a-lower-bound",
            "Kestrel exceeds 90% accuracy on every split, and its utilization exceeded 86% under load.",
            [ab(90.0, qualifier="at_least", metric="accuracy"), ab(86.0, qualifier="at_least")],
        ),
        # round 14, review r30 family 8: a data noun past a preposition is the figure's condition, not its size
        (
            "data-noun-past-a-preposition-is-a-condition",
            "Kestrel reaches a PSNR of 50.02 dB on audio reconstruction after training on 100 hours of speech.",
            [ab(50.02, unit="dB", metric="psnr")],
        ),
        # round 14, review r30 family 3: `<score name> A to B` is a range, unless `from` or a bracket opens it or a
        # signed gain follows it (a change)
        (
            "score-name-a-to-b-is-a-range",
            "Kestrel shares yield Gini 0.50 to 0.58 on mock text, and its MOS rises from MOS 2.94 to 3.49 (+18.7%).",
            [ab(0.50, value_high=0.58, metric="gini"), ab(2.94, metric="mos"), pc(18.7, direction="increase")],
        ),
        # round 16: a qualifier before a from-to's end value is the figure's (the value is the end)
        (
            "qualifier-before-the-end-of-a-from-to",
            "Kestrel cuts the rebuild time from 21.7 seconds to under 1 second and lifts recall from 50% to over 95%.",
            [
                ab(1.0, qualifier="at_most", value_from=21.7, direction="decrease"),
                ab(95.0, qualifier="at_least", value_from=50.0, direction="increase"),
            ],
        ),
        (
            "qualifier-before-the-start-of-a-from-to-is-not-the-figures",
            "Kestrel cuts the rebuild time from about 20 seconds to 3 seconds.",
            [ab(3.0, qualifier=None, value_from=20.0)],
        ),
        # round 16 (review r33 family 7): a bare decimal in brackets after a name that ends in a digit is its score
        (
            "bracketed-score-after-a-name-ending-in-a-digit",
            "Kestrel outperforms Orca-2 (0.867) and FluxNet-4.1 (0.774). Mean ratings were 3.89 (1.04).",
            [ab(0.867), ab(0.774)],
        ),
        # round 16 (review r33 family 2): `with`/`has` and an averaged score name before a bare decimal report a level
        (
            "averaged-score-after-with",
            "Kestrel finishes first 60 times with an average rank of 2.05. FluxSet holds 181 tasks with an average of "
            "5.0 sub-goals.",
            [ab(2.05, metric="average rank")],
        ),
        # round 16 (review r32 family 7): hyphenated points before a noun of a gap (`swing`, `spread`, `delta`)
        (
            "hyphenated-points-before-a-gap-noun",
            "Kestrel shows a 12-point swing in recall and leaves a 17-pp delta on FluxQA; raters used a 5-point scale.",
            [pc(12.0, unit="pp"), pc(17.0, unit="pp")],
        ),
        # round 22 (review r55 family 6): a signed bare figure before a noun of change is a score's gain
        (
            "signed-figure-before-a-change-noun",
            "Kestrel yields a +0.43 improvement in rated answer quality and a +0.07 absolute gain in mean IoU, and "
            "a +9.4 gain on ToyBench over the same backbone.",
            [
                ab(0.43, direction="increase", metric="rated answer quality"),
                ab(0.07, direction="increase", metric="mean iou"),
                ab(9.4, direction="increase", baselines=["same backbone"]),
            ],
        ),
        # round 22 (review r55 family 6): a dashed range of bare decimals after `by` a named score changes by
        (
            "dashed-range-of-score-differences",
            "A compact state improves macro-F1 over raw logs by 0.13-0.17 after tuning.",
            [ab(0.13, value_high=0.17, direction="increase", metric="macro-f1", baselines=["raw logs"])],
        ),
        # round 22 (review r55 family 4): the later pairs of a list opened by a from-to of decimals are changes too,
        # as is a bracketed pair after it in the clause
        (
            "listed-pairs-after-a-from-to",
            "Kestrel achieves gains from 0.0493 to 0.3359 in BLEU-1, 0.0863 to 0.2440 in ROUGE-L, and 0.0829 to "
            "0.1708 in METEOR, along with Accuracy (2.34 to 6.93).",
            [
                ab(0.3359, value_from=0.0493, direction="increase", metric="bleu-1"),
                ab(0.244, value_from=0.0863, direction="increase", metric="rouge-l"),
                ab(0.1708, value_from=0.0829, direction="increase", metric="meteor"),
                ab(6.93, value_from=2.34, direction="increase", metric="accuracy"),
            ],
        ),
        # round 22 (review r58): Markdown bold around a figure is typography, not part of it
        (
            "markdown-bold-around-a-figure",
            "Kestrel improves accuracy by **7.47%** over Orca.",
            [pc(7.47, direction="increase", metric="accuracy", baselines=["Orca"])],
        ),
        # round 22 (review r57 family 11): a hyphenated title-case score name between a figure and `points`
        (
            "title-case-score-name-before-points",
            "Kestrel reduces object hallucination by 5.0 Chair-I points.",
            [pc(5.0, unit="pp", direction="decrease", metric="chair-i")],
        ),
        # round 22 (review r53 family 5): a count of machines between the ends of a from-to keeps the pair one record
        (
            "count-of-machines-between-from-to-ends",
            "Kestrel's throughput rose from 0.58 EF/s on 5,439 nodes to 1.01 EF/s on 9,234 nodes.",
            [ab(1.01, value_from=0.58, direction="increase", metric="throughput")],
        ),
        # round 23 (reviews r60 singleton, r62 family 4): a whole number before a cased score head is a score; not
        # the end of a range, a gap, a label after a capitalized word, or a count of values
        (
            "whole-number-before-cased-score-head",
            "Kestrel reaches 92 F1 on ToyQA, while some baselines fall below 7 Macro-F1 on Type 2 AUROC tasks. We "
            "report 3 F1 values and a residual ~2 PPL gap.",
            [ab(92.0, unit="", metric="f1"), ab(7.0, unit="", qualifier="at_most", metric="macro-f1")],
        ),
        # round 23 (review r65 missed singleton): a minus sign before a coefficient's figure makes it negative
        (
            "negative-coefficient",
            "Kestrel's cost correlates weakly with latency (r = -0.142).",
            [ab(-0.142, unit="", metric="correlation")],
        ),
        # round 23 (review r65 family 9): a falling pair in two units of one quantity is one change, its start in the
        # end's unit (`(14 GB to ~108 MB)`)
        (
            "falling-pair-in-two-units-of-one-quantity",
            "Kestrel achieves a 100x (14 GB to ~108 MB) communication reduction.",
            [
                sp(100.0, direction="decrease"),
                ab(108.0, unit="MB", value_from=14000.0, direction="decrease", qualifier="approx"),
            ],
        ),
        # round 23 (review r65 family 9): hours then minutes, or minutes then seconds, are one duration
        (
            "compound-duration-is-one-figure",
            "Kestrel takes only 2 min 57 sec for the suite and trains in 12 hours 48 minutes.",
            [ab(177.0, unit="s", metric="time"), ab(768.0, unit="minute", metric="time")],
        ),
        # round 23 (review r64 family 8): a signed decimal written without its leading zero keeps its value
        (
            "signed-decimal-without-leading-zero",
            "Kestrel shows a +.202 AUROC improvement over Orca.",
            [ab(0.202, unit="", direction="increase", metric="auroc", baselines=["Orca"])],
        ),
        # round 23 (review r65 family 3): a result verb in its base form reports a bare score too (`tuned models reach
        # 0.92 on X versus 0.83 for Orca`), as its `-s` form does
        (
            "base-form-result-verb-reports-a-bare-score",
            "Tuned models reach 0.92 on ToyBench versus 0.83 for Orca.",
            [ab(0.92, unit="", baselines=["Orca"]), ab(0.83, unit="", subject="Orca")],
        ),
        # round 23 (review r66 family 3): a score head with a digit glued before `=` (`AUROC2 = 0.774`)
        (
            "score-head-with-a-glued-digit",
            "Kestrel reaches AUROC2 = 0.774 on held-out ToyQA.",
            [ab(0.774, unit="", metric="auroc2")],
        ),
        # round 23 (review r62 family 4): PR-AUC, AUC-PR and AUPR are score heads, also in brackets after their full
        # name (`area under the Precision-Recall curve (PR-AUC) of 0.99`)
        (
            "pr-auc-score-heads",
            "Kestrel attains an area under the Precision-Recall curve (PR-AUC) of 0.99 and an AUC-PR of 0.43.",
            [ab(0.99, unit="", metric="pr-auc"), ab(0.43, unit="", metric="auc-pr")],
        ),
        # round 23 (reviews r61 singleton, r62 family 4): a gap in points whose number is a word (`by at most five
        # percentage points`, `three points lower`); not a decimal read aloud (`one point three percent`)
        (
            "points-with-a-number-word",
            "Kestrel shifts accuracy by at most five percentage points, and its floor is three points lower. It "
            "raises recall by about one point three percent.",
            [
                pc(5.0, unit="pp", qualifier="at_most"),
                pc(3.0, unit="pp", direction="decrease"),
            ],
        ),
        # round 23 (review r59 family 3): an addition between `by` and a figure of change (`an additional`, `a
        # further`, `another`) keeps it a change
        (
            "addition-between-by-and-figure",
            "Kestrel improves accuracy by an additional 5.76 points and cuts latency by another 12%.",
            [
                pc(5.76, unit="pp", direction="increase", metric="accuracy"),
                pc(12.0, direction="decrease", metric="latency"),
            ],
        ),
        # round 23 (review r63): a focus word (`only`, `just`) between a qualifier and its figure keeps the qualifier
        (
            "focus-word-between-qualifier-and-figure",
            "Kestrel trains in roughly only 4 hours and stays within just 2% of Orca.",
            [
                ab(4.0, unit="hour", qualifier="approx"),
                pc(2.0, qualifier="at_most", baselines=["Orca"]),
            ],
        ),
        # round 23 (review r65 singleton): a bound written after the figure (`80% or above`, `1.1% or less`)
        (
            "bound-written-after-the-figure",
            "Kestrel keeps parity of 80% or above on 11 reports and a false positive rate of 1.1% or less.",
            [ab(80.0, qualifier="at_least"), ab(1.1, qualifier="at_most")],
        ),
        # round 23 (review r59 singleton 1): `fewer/lower/smaller than` before a figure bound it from above, and
        # `higher/larger than` from below, as `less/greater than` do
        (
            "fewer-lower-higher-than-bounds",
            "Kestrel touches fewer than 2% of spikes, keeps latency lower than 5 ms, reaches accuracy higher than 90%.",
            [
                ab(2.0, qualifier="at_most"),
                ab(5.0, unit="ms", qualifier="at_most", metric="latency"),
                ab(90.0, qualifier="at_least", metric="accuracy"),
            ],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, NUMBER_FORMS)
def test_number_forms(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- verb-object changes ---------------------------------------------------------------------------

VERB_OBJECT = table(
    "verb-object",
    [
        # round 7, annotate-first review (bulk seed 7919): a loss of a quality metric is a change, a decrease
        (
            "quality-loss-is-a-decrease",
            "Kestrel quantizes Llama-3 to 4 bits with only 1.7% accuracy loss; FluxNet measures 50% packet loss.",
            [pc(1.7, unit="%", direction="decrease", metric="accuracy"), ab(50.0, unit="%")],
        ),
        # round 7, annotate-first review (bulk seed 7920, systems): the object of a verb of a gap is a change
        (
            "gap-verb-object-is-a-change",
            "Ray loses up to 50% accuracy on FluxImg, Kestrel adds under 0.1% to delivery time and loses under 0.1%"
            " recall.",
            [pc(50.0, unit="%", qualifier="up_to"), pc(0.1, unit="%"), pc(0.1, unit="%")],
        ),
        # round 7 (bulk, after the seed-7920 sample): a change word shared by a list of one-noun percentages
        (
            "change-word-shared-by-a-noun-list",
            "On FluxFPGA, Kestrel shows 45.1% LUT and 80% slice reduction against Ray.",
            [pc(45.1, unit="%"), pc(80.0, unit="%")],
        ),
        # round 7, annotate-first review (bulk seed 7920, systems): a bracketed percentage after a change
        (
            "bracketed-percentage-after-a-change",
            "Kestrel cuts traffic by up to 85.4% (79.0% on average) and lifts FluxQA by 6.0 points (36.4% relative),"
            " while Ray moves by 4.7 points (71.9% vs. 67.2%).",
            [
                pc(85.4, unit="%", qualifier="up_to"),
                pc(79.0, unit="%", aggregate="mean"),
                pc(6.0, unit="pp"),
                pc(36.4, unit="%"),
                pc(4.7, unit="pp"),
                ab(71.9, unit="%"),
                ab(67.2, unit="%"),
            ],
        ),
        # round 9, silver 5-6 diagnosis: `on average (up to N%)` and a TeX arrow `(\uparrow N%)` keep the change
        (
            "bracketed-maximum-or-arrow-after-a-change",
            "Kestrel lifts finetune throughput by 46.2% on average (up to 92.0%) over vLLM and raises Dice by"
            " 3.5 points ($\\uparrow 6.0\\%$), with $\\downarrow 30\\%$ latency.",
            [
                pc(46.2, direction="increase", baselines=["vLLM"], aggregate="mean"),
                pc(92.0, direction="increase", baselines=["vLLM"], qualifier="up_to"),
                pc(3.5, unit="pp", direction="increase"),
                pc(6.0, unit="%", direction="increase"),
                pc(30.0, unit="%", direction="decrease", metric="latency"),
            ],
        ),
        # round 7, annotate-first review (bulk seed 7919): a verb of change and an upper bound name a level
        (
            "verb-of-change-and-a-bound-is-a-level",
            "Under load the accuracy of Ray drops below 50%, while Kestrel saves over 40% energy.",
            [ab(50.0, unit="%", qualifier="at_most"), pc(40.0, unit="%", qualifier="at_least")],
        ),
        # round 8, annotate-first review (bulk seed 8807; silver 2): a share of the unchanged model is percent_of
        (
            "share-of-the-original-model",
            "Kestrel retains 93% of the original model accuracy and 96.5% of the teacher's F1 on FluxQA, while Ray"
            " keeps 99% of the accuracy.",
            [pc(93.0, unit="%", percent_of=True), pc(96.5, unit="%", percent_of=True), ab(99.0, unit="%")],
        ),
        # the object of a verb of change before `to` names the level reached (not `up to`)
        (
            "object-before-to",
            "Kestrel cuts routing leakage to 0.6% and raises schema validity to 93%.",
            [ab(0.6, metric="routing leakage"), ab(93.0, metric="schema validity")],
        ),
        (
            "saves-gpu-hours",
            "Kestrel saves 44% GPU hours compared with Megatron-LM.",
            [pc(44.0, direction="decrease", metric="gpu hours", baselines=["Megatron-LM"])],
        ),
        (
            "conserves-energy",
            "FluxServe conserves 37% energy over vLLM.",
            [pc(37.0, direction="decrease", metric="energy", baselines=["vLLM"])],
        ),
        (
            "cuts-cost",
            "Kestrel cuts 52% cost relative to on-demand instances.",
            [pc(52.0, direction="decrease", metric="cost", baselines=["on-demand instances"])],
        ),
        (
            "frees-memory",
            "Kestrel frees 63% of memory compared to DeepSpeed ZeRO-3.",
            [pc(63.0, direction="decrease", metric="memory", percent_of=False, baselines=["DeepSpeed ZeRO-3"])],
        ),
        (
            "slashes-volume",
            "FluxServe slashes 70% of the communication volume against Megatron-LM.",
            [pc(70.0, direction="decrease", metric="communication volume", baselines=["Megatron-LM"])],
        ),
        (
            "trims-tail-latency",
            "Kestrel trims 23% of tail latency relative to Orca.",
            [pc(23.0, direction="decrease", metric="tail latency", baselines=["Orca"])],
        ),
        (
            "acceleration-of",
            "Kestrel brings an acceleration of 48% over PyTorch eager mode.",
            [pc(48.0, direction="increase", baselines=["PyTorch eager mode"])],
        ),
        (
            "a-further",
            "Adding the prefetcher to Kestrel yields a further 9.1% throughput gain.",
            [pc(9.1, direction="increase", metric="throughput")],
        ),
        (
            "edges-best-baseline",
            "Kestrel edges the best baseline by +0.9% in accuracy.",
            [pc(0.9, direction="increase", metric="accuracy", baselines=["best baseline"])],
        ),
        (
            "clears-by-points",
            "Kestrel clears GPT-4o by 4 points on MMLU.",
            [pc(4.0, unit="pp", direction="increase", baselines=["GPT-4o"], condition="MMLU")],
            {"xfail": "'clears X by 4 points' gives no record"},
        ),
        (
            "boosts-by",
            "FluxServe boosts goodput by 27% over DistServe.",
            [pc(27.0, direction="increase", metric="goodput", baselines=["DistServe"])],
        ),
        ("saves-without-number", "Kestrel saves time and energy for cluster operators.", NO_RECORD),
        # round 11 (kind12, diag-A family 2 and diag-B family G): a share of work removed is a cut of it
        (
            "skips-share-of-work",
            "Quokka skips up to 31% of kernel launches on every trace.",
            [pc(31.0, direction="decrease", metric="kernel launches", baselines=[], qualifier="up_to")],
        ),
        (
            "eliminates-share-is-no-baseline",
            "KestrelCache eliminates up to 92% of redundant kernel launches.",
            [pc(92.0, direction="decrease", metric="redundant kernel launches", baselines=[], percent_of=False)],
        ),
        (
            "avoids-share-of-evaluations",
            "Quokka avoids 27% of circuit evaluations in distributed tuning.",
            [pc(27.0, direction="decrease", metric="circuit evaluations")],
        ),
        (
            "pruned-input-share-is-a-setting",
            "Kestrel removes 80% of visual tokens and keeps 97.1% accuracy.",
            [ab(97.1, metric="accuracy")],
        ),
        (
            "estimate-error-is-a-level",
            "The FluxSim model underestimates tail latency by up to 32% on bursty traces.",
            [ab(32.0, qualifier="up_to")],
        ),
        (
            "throughput-cost",
            "Quokka halves tail latency at a 2% throughput cost.",
            [pc(50.0, direction="decrease", metric="tail latency"), pc(2.0, direction="decrease", metric="throughput")],
        ),
        # round 9, bulk: a verb of change and its object before `up to`, with `by` left out, is a change
        (
            "verb-object-up-to-without-by",
            "Kestrel reduces inference time up to 40% and improves accuracy up to 5.9% compared to Orca, while FluxQA"
            " improves performance to up to 82%.",
            [
                pc(40.0, direction="decrease", qualifier="up_to", metric="inference time"),
                pc(5.9, direction="increase", qualifier="up_to", metric="accuracy", baselines=["Orca"]),
                ab(82.0, qualifier="up_to"),
            ],
        ),
        # round 9, review r5: a bracket right after a noun of change holds changes (`gains (15.5% and 5.3% in Top-1)`)
        (
            "bracket-after-a-noun-of-change",
            "Kestrel achieves significant memory savings (up to 75%) on BERT and comparable gains (15.5% and 5.3%"
            " in Top-1).",
            [
                pc(75.0, direction="decrease", qualifier="up_to"),
                pc(15.5, direction="increase"),
                pc(5.3, direction="increase"),
            ],
        ),
        # diag3: a share opening that bracket is a level (`improvement (68% of circuits improved)`)
        (
            "share-in-a-bracket-after-a-noun-of-change",
            "Operator fusion gives the largest improvement (68% of kernels improved) on H100.",
            [ab(68.0, metric="kernels")],
        ),
        # round 13, review r26 family 9: a bracketed percentage after `<change noun> in X` is that change of X,
        # not the share of a class of the data
        (
            "bracketed-change-after-a-change-noun-in-x",
            "Kestrel yields reductions in sodium intake (9%) and only marginal gains in reader satisfaction (2.3%).",
            [
                pc(9.0, metric="sodium intake", direction="decrease"),
                pc(2.3, metric="reader satisfaction", direction="increase"),
            ],
        ),
        # round 19 (review r40 family 3): a signed bracketed change after `<change noun> in X`, and the next
        # member of its list (`and Y (+34.8%)`), is a change of that measure; `in our setting (+3.9 pp)` names none
        (
            "signed-bracketed-changes-in-a-list-of-measures",
            "Kestrel improves overall quality by 28.1% over Lumen, with strong gains in resource referral (+46.8%) "
            "and psychological grounding (+34.8%).",
            [
                pc(28.1, direction="increase", metric="overall quality", baselines=["Lumen"]),
                pc(46.8, direction="increase", metric="resource referral", baselines=["Lumen"]),
                pc(34.8, direction="increase", metric="psychological grounding", baselines=["Lumen"]),
            ],
        ),
        # round 13, review r28 family 7: figures a noun of change opens with a colon are changes (a level with its own
        # bracketed gain stays a level)
        (
            "changes-after-a-change-noun-and-a-colon",
            "Kestrel shows improvements over 11 baselines: 10.2% on OrbitA, 4.8% on OrbitB, and up to 38% on OrbitC.",
            [pc(v, direction="increase", baselines=["baselines"]) for v in (10.2, 4.8, 38.0)],
        ),
        # round 14, review r29 family 12: a multiplier verb with an object is a factor even when the object names no
        # metric of the lexicon; `doubles as` and `doubled every` are not
        (
            "multiplier-verb-with-an-object",
            "Kestrel nearly doubles NIC resilience to faults. Its log doubles as a catalog; costs doubled every year.",
            [sp(2.0, qualifier="approx", direction="increase")],
        ),
        # round 19 (review r40 family 5): a verb that only moves a quantity names a measure by its object even when
        # the object looks like a name (`AoI`, `FPR95`); a model's name, or one the figure is for, is no measure
        (
            "quantity-verb-object-that-looks-like-a-name",
            "Kestrel reduces corridor AoI by 5% at moderate load and cuts FPR95 from 14.0% to 6.7%.",
            [
                pc(5.0, direction="decrease", metric="corridor aoi"),
                ab(6.7, unit="%", value_from=14.0, direction="decrease", metric="fpr95"),
            ],
        ),
        # round 19 (review r40 family 5): a later from-to of a list names its own measure before `from`
        (
            "coordinated-from-to-names-its-own-measure",
            "With Kestrel, subject consistency improves from 84.9 to 88.5 and background consistency from 90.2 to "
            "91.9, and compile failures fall from 42% to 22%, security defects from 35% to 15%.",
            [
                ab(88.5, value_from=84.9, direction="increase", metric="subject consistency"),
                ab(91.9, value_from=90.2, direction="increase", metric="background consistency"),
                ab(22.0, unit="%", value_from=42.0, direction="decrease", metric="compile failures"),
                ab(15.0, unit="%", value_from=35.0, direction="decrease", metric="security defects"),
            ],
        ),
        # round 19 (bulk scan of parallel objects): a later object that looks like a name measures what it names when
        # the first object named its measure (`mAP50 by 36.3% and mAP50-95 by`); a benchmark's name is none
        (
            "parallel-object-that-looks-like-a-name",
            "Kestrel reduces mean latency by up to 85.1% and T95 by 89.7%, and improves mAP50 by 36.3% and mAP50-95 "
            "by 46.5%.",
            [
                pc(85.1, qualifier="up_to", direction="decrease", metric="mean latency"),
                pc(89.7, direction="decrease", metric="t95"),
                pc(36.3, direction="increase", metric="map50"),
                pc(46.5, direction="increase", metric="map50-95"),
            ],
        ),
        # round 19 (review r40 family 11): `by a median/mean of N%` is a change, as `by an average of N%` is
        (
            "change-by-a-median-of",
            "Kestrel reduces slice size by a mean of 15% and cuts tail latency by a median of 42%.",
            [
                pc(15.0, direction="decrease", metric="slice size"),
                pc(42.0, direction="decrease", metric="tail latency"),
            ],
        ),
        (
            "quantity-verb-object-of-a-model",
            "Kestrel reduces the token usage of Qwen2-7B by 56%, and raises GPT-5 from 15.1% to 39.5%.",
            [
                pc(56.0, direction="decrease", metric="token usage"),
                ab(39.5, unit="%", value_from=15.1, direction="increase", metric=None),
            ],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, VERB_OBJECT)
def test_verb_object_changes(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- paired values ---------------------------------------------------------------------------------

PAIRED = table(
    "paired values",
    [
        # round 24 (review r70 family 6): a signed figure compared after `vs` is the compared system's own
        (
            "signed-figure-after-versus",
            "Kestrel's steering drives scene displacement (Spearman $\\rho= 0.81$, vs $-0.18$ for regression).",
            [ab(0.81, baselines=["regression"]), ab(-0.18, subject="regression")],
        ),
        (
            "bracketed-value-bracketed-baseline",
            "Kestrel achieves 68.1x (6.4x) lower latency compared to CPU (GPU) baselines.",
            [
                sp(68.1, direction="decrease", metric="latency", baselines=["CPU baselines"]),
                sp(6.4, direction="decrease", metric="latency", baselines=["GPU baselines"]),
            ],
        ),
        (
            "bracketed-percent-pair",
            "Kestrel reduces energy by 41% (28%) compared to the CPU (GPU) implementation.",
            [
                pc(41.0, direction="decrease", metric="energy", baselines=["CPU implementation"]),
                pc(28.0, direction="decrease", metric="energy", baselines=["GPU implementation"]),
            ],
        ),
        (
            "bracketed-names-pair",
            "Kestrel runs 4.1x (2.3x) faster than PyTorch (TensorRT).",
            [
                sp(4.1, direction="increase", baselines=["PyTorch"]),
                sp(2.3, direction="increase", baselines=["TensorRT"]),
            ],
        ),
        (
            "mfu-after-gain-is-absolute",
            "Kestrel improves training throughput by 1.8x over Megatron-LM (up to 47% MFU).",
            [
                sp(1.8, direction="increase", metric="training throughput", baselines=["Megatron-LM"]),
                ab(47.0, qualifier="up_to", direction=None, metric="mfu", baselines=[]),
            ],
        ),
        (
            "rate-after-gain-is-absolute",
            "FluxServe raises decode throughput by 2.1x over vLLM (reaching 5,400 tokens/s).",
            [
                sp(2.1, direction="increase", metric="decode throughput", baselines=["vLLM"]),
                ab(5400.0, unit="token / second", direction=None, baselines=[]),
            ],
        ),
        (
            "aside-with-second-baseline",
            "Kestrel is 3.2x faster than Ray (and 1.5x faster than Dask).",
            [
                sp(3.2, direction="increase", baselines=["Ray"]),
                sp(1.5, direction="increase", baselines=["Dask"]),
            ],
        ),
        (
            "bracketed-levels-no-baseline",
            "Kestrel reaches 52% (61%) MFU on dense (MoE) models.",
            [
                ab(52.0, metric="mfu", baselines=[], direction=None),
                ab(61.0, metric="mfu", baselines=[], direction=None),
            ],
        ),
        (
            "plus-minus-is-not-a-record",
            "Kestrel reaches 91.2% (±0.3) accuracy on CIFAR-100.",
            [ab(91.2, metric="accuracy", baselines=[])],
        ),
        # round 17 (review r34 family 10): a percentage alone in brackets after a noun is its level, even before a
        # comparative; after a change noun it is the change's size
        (
            "bracketed-level-of-a-noun-before-a-comparative",
            "A small planner with KestrelAgent (42%) performs worse than OrcaAgent alone (44%), and the cache "
            "yields savings (31%) in memory.",
            [
                ab(42.0, direction=None, baselines=["OrcaAgent alone"]),
                ab(44.0, subject="OrcaAgent alone"),
                pc(31.0),
            ],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, PAIRED)
def test_paired_values(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- lists without "respectively" ------------------------------------------------------------------

LISTS = table(
    "lists",
    [
        # round 24 (review r73 family 12): a lowercase hyphenated name goes on a list of compared names
        (
            "lowercase-hyphenated-name-in-a-list",
            "Kestrel finds 8x, 24x, and 8x more unique bugs than orca-fuzz, wasm-heron, and LumenMaker, respectively.",
            [
                sp(8.0, baselines=["orca-fuzz"]),
                sp(24.0, baselines=["wasm-heron"]),
                sp(8.0, baselines=["LumenMaker"]),
            ],
        ),
        # round 24 (review r72 family F15): a bracket between two members of a list in points
        (
            "bracket-between-members-in-points",
            "Kestrel gains 9.84 points on competition math (AMC12, AIME24) and 5.05 points on science (GPQA).",
            [pc(9.84, unit="pp", direction="increase"), pc(5.05, unit="pp", direction="increase")],
        ),
        # round 24 (review r72 family F14): a range in a list of figures whose unit is written once, at its end
        (
            "range-member-of-a-list-sharing-its-unit",
            "KestrelMX reaches an energy efficiency of 657, 1438-1675, and 4065 GOPS/W for INT8, FP8 and FP4.",
            [ab(657.0), ab(1438.0, value_high=1675.0), ab(4065.0)],
        ),
        # round 24 (review r69 family 2): `up to A% and an average B% improvement`: both are the noun's changes,
        # the bound the first one's only
        (
            "an-average-member-shares-the-change-noun",
            "Kestrel achieves up to 53.3% and an average 38% improvement on ToyKG.",
            [
                pc(53.3, qualifier="up_to", direction="increase"),
                pc(38.0, qualifier=None, aggregate="mean", direction="increase"),
            ],
        ),
        # round 24 (review r69 family 2): `upto` written as one word opens a list member as `up to` does
        (
            "upto-opens-a-list-member",
            "Kestrel reduces the odds of failure by upto 92% on ToyAir and upto 96% on ToyRetail.",
            [
                pc(92.0, qualifier="up_to", direction="decrease", metric="odds of failure"),
                pc(96.0, qualifier="up_to", direction="decrease", metric="odds of failure"),
            ],
        ),
        (
            "respectively-then-the-metric-and-a-trailing-comparison",  # r20: `+10.6% and +10.1%, respectively, in X`
            "Kestrel and Heron yield gains of +10.6% and +10.1%, respectively, in pass@8 accuracy across three"
            " scales compared to the GRPO baseline.",
            [
                pc(10.6, metric="pass@8 accuracy", baselines=["GRPO baseline"]),
                pc(10.1, metric="pass@8 accuracy", baselines=["GRPO baseline"]),
            ],
        ),
        (
            "a-member-with-its-own-average-takes-no-bound",  # r21: `improvement up to 48% and 39% on average`
            "Kestrel improves throughput by up to 48% and 39% on average, and latency by up to 2.3x and 1.7x.",
            [
                pc(48.0, qualifier="up_to"),
                pc(39.0, qualifier=None),
                sp(2.3, qualifier="up_to"),
                sp(1.7, qualifier="up_to"),
            ],
        ),
        (
            "signed-members-of-a-list",  # r11: `improving over X by +0.1074 BLEU, +0.1071 ROUGE-L, and ...`
            "Kestrel improves over Orca by +1.2 BLEU, +0.8 ROUGE-L, and +2.1 METEOR.",
            [
                ab(1.2, metric="bleu", baselines=["Orca"]),
                ab(0.8, metric="rouge-l", baselines=["Orca"]),
                ab(2.1, metric="meteor", baselines=["Orca"]),
            ],
        ),
        (
            "change-verb-base-form",
            "FluxPrune filters invalid configurations to reduce 64% search space of Kestrel.",
            [pc(64.0, direction="decrease")],
        ),
        (
            "up-to-across-units",
            "Kestrel beats Ray by up to 41% on web jobs and 1.9x on batch jobs.",
            [pc(41.0, qualifier="up_to"), sp(1.9, qualifier="up_to")],
        ),
        (
            "up-to-before-a-sign",
            "Kestrel gains up to +2.4 BLEU and 1.6x faster decoding over Marian.",
            [ab(2.4, qualifier="up_to"), sp(1.6, qualifier="up_to")],
        ),
        (
            "near-is-approximate",
            "The hit rate of FluxCache settles near 62% under churn.",
            [ab(62.0, qualifier="approx")],
        ),
        (
            "slash-list-with-units",
            "Kestrel cuts p50/p99 latency by up to 2.4x/3.1x against Ray on FluxBench.",
            [sp(2.4, qualifier="up_to"), sp(3.1, qualifier="up_to")],
        ),
        (
            "slash-pair-one-sign",
            "Kestrel reaches 91.2/88.7% top-1 accuracy on the clean/noisy splits.",
            [ab(91.2), ab(88.7)],
        ),
        (
            "aggregate-after-a-list",
            "FluxServe lowers serving cost by 31% and 24% on average against Triton.",
            [pc(31.0, aggregate="mean"), pc(24.0, aggregate="mean")],
        ),
        (
            "aggregate-stays-with-its-number",
            "Kestrel raises goodput by 18% on average and reaches up to 3x higher peak throughput.",
            [pc(18.0, aggregate="mean"), sp(3.0, aggregate=None, qualifier="up_to")],
        ),
        (
            "aggregate-stays-outside-a-bracketed-bound",
            "Kestrel gives a 1.48x speedup on average (up to 1.89x) over Ray.",
            [sp(1.48, aggregate="mean"), sp(1.89, aggregate=None, qualifier="up_to")],
        ),
        (
            "aggregate-of-the-previous-metric",
            "Kestrel beats Ray by 9% in average accuracy and 12% in reward precision.",
            [pc(9.0, aggregate="mean"), pc(12.0, aggregate=None)],
        ),
        (
            "mean-in-a-metric-name",
            "FluxCache extends the mean time to failure of the cache by 40x.",
            [sp(40.0, aggregate=None)],
        ),
        (
            "aggregate-after-a-long-metric",
            "Kestrel gives 4.1x higher tail-aware scheduling accuracy on average.",
            [sp(4.1, aggregate="mean")],
        ),
        (
            "ordered-list-than",
            "Kestrel shows 4.8x, 3.9x and 2.7x energy saving than ZeRO-Offload, FSDP and Megatron-LM.",
            [
                sp(4.8, direction="decrease", metric="energy", baselines=["ZeRO-Offload"]),
                sp(3.9, direction="decrease", metric="energy", baselines=["FSDP"]),
                sp(2.7, direction="decrease", metric="energy", baselines=["Megatron-LM"]),
            ],
        ),
        (
            "two-and-two-no-respectively",
            "Kestrel is 2.2x and 1.4x faster than Ray and Dask.",
            [
                sp(2.2, direction="increase", baselines=["Ray"]),
                sp(1.4, direction="increase", baselines=["Dask"]),
            ],
        ),
        (
            "baseline-once-after-list",
            "Kestrel reduces p99 latency by 31%, 45% and 52% on chat, code and RAG traces compared to vLLM.",
            [
                pc(31.0, direction="decrease", metric="p99 latency", baselines=["vLLM"]),
                pc(45.0, direction="decrease", metric="p99 latency", baselines=["vLLM"]),
                pc(52.0, direction="decrease", metric="p99 latency", baselines=["vLLM"]),
            ],
        ),
        (
            "baselines-before-results",
            "Against vLLM and SGLang, FluxServe delivers 4.7x-6.3x higher throughput and 35-37% lower TTFT.",
            [
                sp(4.7, value_high=6.3, direction="increase", metric="throughput", baselines=["vLLM", "SGLang"]),
                pc(35.0, value_high=37.0, direction="decrease", metric="ttft", baselines=["vLLM", "SGLang"]),
            ],
        ),
        (
            "respectively-baselines-first",
            "Compared to vLLM and SGLang, Kestrel improves throughput by 2.6x and 1.8x, respectively.",
            [
                sp(2.6, direction="increase", metric="throughput", baselines=["vLLM"]),
                sp(1.8, direction="increase", metric="throughput", baselines=["SGLang"]),
            ],
        ),
        (
            "respectively-baselines-after",
            "Kestrel improves throughput by 2.6x and 1.8x over vLLM and SGLang, respectively.",
            [
                sp(2.6, direction="increase", metric="throughput", baselines=["vLLM"]),
                sp(1.8, direction="increase", metric="throughput", baselines=["SGLang"]),
            ],
        ),
        (
            "respectively-conditions",
            "On Llama-3-8B and Mixtral-8x7B, Kestrel reduces TTFT by 40% and 33%, respectively.",
            [
                pc(40.0, direction="decrease", metric="ttft", condition="Llama-3-8B", baselines=[]),
                pc(33.0, direction="decrease", metric="ttft", condition="Mixtral-8x7B", baselines=[]),
            ],
        ),
        (
            "mean-and-max-pairs-of-changes",  # `reductions of ~3% (~7%), ~2% (~4%), and ~6% (~18%)`
            "Against Orca, Kestrel gives latency reductions of ~3% (~7%), ~2% (~4%), and ~6% (~18%) on A, B and C,"
            " respectively.",
            [
                pc(v, direction="decrease", qualifier="approx", baselines=["Orca"])
                for v in (3.0, 7.0, 2.0, 4.0, 6.0, 18.0)
            ],
        ),
        (
            "respectively-names-outside-the-lexicon",  # `improves oAcc, mAcc, and mIoU by ... at most, respectively`
            "Against DeepLab, Kestrel improves pAcc, cAcc, and mIoU by 4.1%, 6.3%, and 1.9% at most, respectively.",
            [
                pc(4.1, direction="increase", metric="pacc", baselines=["DeepLab"]),
                pc(6.3, direction="increase", metric="cacc", baselines=["DeepLab"]),
                pc(1.9, direction="increase", metric="miou", baselines=["DeepLab"]),
            ],
        ),
        (
            "respectively-splits-a-to-pair",  # train: `an average 3.1x to 7.5x speedup over X on A and B, respectively`
            "Kestrel gives 2.1x to 3.4x speedups over Orca on FluxBench and FluxQA, respectively, at 1% to 2% accuracy"
            " loss on the A100 and H100, respectively.",
            [
                sp(2.1, direction="increase", baselines=["Orca"], condition="FluxBench"),
                sp(3.4, direction="increase", baselines=["Orca"], condition="FluxQA"),
                pc(1.0, direction="decrease", metric="accuracy"),
                pc(2.0, direction="decrease", metric="accuracy"),
            ],
        ),
        (
            "modifiers-share-one-head",  # `reducing prefill and decode latency by up to 33.1% and 42.4%, respectively`
            "Kestrel cuts warm- and cold-start latency by 39% and 12%, and read and write stalls by 2.1x and 1.6x.",
            [
                pc(39.0, direction="decrease", metric="warm-start latency"),
                pc(12.0, direction="decrease", metric="cold-start latency"),
                sp(2.1, direction="decrease", metric="read stalls"),
                sp(1.6, direction="decrease", metric="write stalls"),
            ],
        ),
        (
            "metric-list-pairs-with-numbers",
            "Kestrel lowers latency and cost by 35% and 22% over Triton.",
            [
                pc(35.0, direction="decrease", metric="latency", baselines=["Triton"]),
                pc(22.0, direction="decrease", metric="cost", baselines=["Triton"]),
            ],
        ),
        (
            "ordered-percent-list",
            "Kestrel saves 21%, 17% and 9% of GPU hours compared with Slurm, Kubernetes and Volcano.",
            [
                pc(21.0, direction="decrease", metric="gpu hours", baselines=["Slurm"]),
                pc(17.0, direction="decrease", metric="gpu hours", baselines=["Kubernetes"]),
                pc(9.0, direction="decrease", metric="gpu hours", baselines=["Volcano"]),
            ],
        ),
        (
            "single-result-keeps-its-baseline",
            "Kestrel is 2.5x faster than Ray and also uses less memory.",
            [sp(2.5, direction="increase", baselines=["Ray"])],
        ),
        (
            "list-of-workloads-is-no-record",
            "We run Kestrel on chat, code and RAG traces from three tenants.",
            NO_RECORD,
        ),
        # round 11 (kind12, diag-A family 2): a bracketed change after a level gives the next level no kind
        (
            "levels-with-bracketed-changes",
            "Quokka scores 81.0% on FluxARC (+1.2%) and 64.5% on FluxMath (+0.8%).",
            [
                ab(81.0, condition="FluxARC"),
                pc(1.2, direction="increase"),
                ab(64.5, condition="FluxMath"),
                pc(0.8, direction="increase"),
            ],
        ),
        # round 11 (kind12, bulk review): `a maximum speedup of` bounds the figure, and the list after it
        (
            "maximum-noun-of",
            "Quokka achieves maximum reductions of 45.0% and 80.5% in p99 latency.",
            [
                pc(45.0, direction="decrease", qualifier="up_to"),
                pc(80.5, direction="decrease", qualifier="up_to"),
            ],
        ),
        (
            "up-to-spreads-over-and",
            "Quokka runs up to 9x faster than FluxOpt and 20x faster than FluxBox.",
            [sp(9.0, qualifier="up_to", baselines=["FluxOpt"]), sp(20.0, qualifier="up_to", baselines=["FluxBox"])],
        ),
        ("peak-metric-is-no-bound", "Quokka gives a peak memory reduction of 17x.", [sp(17.0, qualifier=None)]),
        # round 11 (kind12, bulk review): a list member with its own bound shares no average
        (
            "average-then-up-to",
            "Quokka gives an average of 4.1% and up to 12.2% lower makespan than Slurm.",
            [
                pc(4.1, direction="decrease", aggregate="mean", baselines=["Slurm"]),
                pc(12.2, direction="decrease", aggregate=None, qualifier="up_to", baselines=["Slurm"]),
            ],
        ),
        (
            "overheads-in-one-bracket",
            "Quokka adds little latency (1.6% overhead on FluxA, 1.8% on FluxB).",
            [pc(1.6, direction="increase"), pc(1.8, direction="increase")],
        ),
        # round 9, reviews r3 and silver 6: `and even N%` / `or even up to N%` continue the change before
        (
            "even-continues-the-list",
            "Kestrel improves Qwen2.5-7B accuracy by 21.23% on MedQA and even 137.59% on AIME2024, and shows a mean"
            " cost reduction of 11.6% with replication, or even up to 58.2% in some cases.",
            [
                pc(21.23, direction="increase"),
                pc(137.59, direction="increase"),
                pc(11.6, direction="decrease"),
                pc(58.2, direction="decrease", qualifier="up_to"),
            ],
        ),
        # round 9, review r3: a share of a competitor's figure is a level against it (percent_of)
        (
            "share-of-a-state-of-the-art-figure",
            "Kestrel reaches 99-104% of state-of-the-art hand-optimized assembly throughput.",
            [pc(99.0, value_high=104.0, percent_of=True, metric="hand-optimized assembly throughput")],
        ),
        # round 14, review r29 family 8: a percentage above or below a compared name beside a level is a change,
        # also inside a dash aside
        (
            "above-a-name-beside-a-level-is-a-change",
            "Kestrel reaches 77.0% pass@1, roughly 16% above the strongest baseline. "
            "Orion achieves 92.7% accuracy on SHD - only 2.4% below the state of the art - while staying small.",
            [
                ab(77.0, metric="pass@1"),
                pc(16.0, direction="increase", qualifier="approx", metric="pass@1", baselines=["strongest baseline"]),
                ab(92.7, metric="accuracy"),
                pc(2.4, direction="decrease", metric="accuracy", baselines=["state of the art"]),
            ],
        ),
        # round 16 (review r32 family 6): `on average` and a hyphenated `up-to` may stand between list members
        (
            "average-and-bound-between-list-members",
            "Kestrel improves throughput by 4.3% on average and up-to 8.5%, and cuts latency by up to 5.1% on FluxA, "
            "5.5% on FluxB, and on average 3.6%.",
            [
                pc(4.3, qualifier=None),
                pc(8.5, qualifier="up_to", direction="increase"),
                pc(5.1, qualifier="up_to"),
                pc(5.5, qualifier="up_to"),
                pc(3.6, qualifier=None, direction="decrease"),
            ],
        ),
        # round 19 (review r40 family 2): `respectively` pairs short metric names with digits or a spelled-out
        # name with its bracketed short name (`mean absolute error (MAE), RMSE and R2-score`), before `by` or after
        # the figures; each moves its own way, and a list of measures is no list of settings
        (
            "respectively-spelled-out-metrics-before-by",
            "Kestrel improves mean absolute error (MAE), root mean square error (RMSE) and R2-score by up to 14.9%, "
            "15.0%, and 22.4%, respectively, compared to Lumen.",
            [
                pc(14.9, qualifier="up_to", direction="decrease", metric="mae", baselines=["Lumen"]),
                pc(15.0, qualifier="up_to", direction="decrease", metric="rmse", baselines=["Lumen"]),
                pc(22.4, qualifier="up_to", direction="increase", metric="r2-score", baselines=["Lumen"]),
            ],
        ),
        (
            "respectively-metrics-with-digits-after-the-figures",
            "Kestrel achieves improvements of 4.6%, 5.7%, and 4.9% in MAE, RMSE, and R2-score, respectively. On "
            "ToyNER, it yields gains of 2.1 and 2.4 percentage points in precision and F1, respectively.",
            [
                pc(4.6, direction="decrease", metric="mae", condition=None),
                pc(5.7, direction="decrease", metric="rmse", condition=None),
                pc(4.9, direction="increase", metric="r2-score", condition=None),
                pc(2.1, unit="pp", direction="increase", metric="precision", condition="ToyNER"),
                pc(2.4, unit="pp", direction="increase", metric="f1", condition="ToyNER"),
            ],
        ),
        # round 23 (review r63): the comparative right after the first member's figure does not break a loose list
        # (`14.6% higher accuracy on A, 38.5% on B`): the later members are changes too
        (
            "first-member-comparative-keeps-the-loose-list",
            "Kestrel achieves 14.6% higher accuracy on ToyA, 38.5% on ToyB, and 30.5% on ToyC.",
            [
                pc(14.6, direction="increase", metric="accuracy"),
                pc(38.5, direction="increase", metric="accuracy"),
                pc(30.5, direction="increase", metric="accuracy"),
            ],
        ),
        # round 23: comparatives of depth, strength and weight name the noun after them (`54% shallower circuits`)
        (
            "shallower-stronger-comparatives-name-their-noun",
            "Kestrel needs up to 43% fewer controlled gates and up to 54% shallower circuits than Orca.",
            [
                pc(43.0, qualifier="up_to", metric="controlled gates", baselines=["Orca"]),
                pc(54.0, qualifier="up_to", metric="circuits", baselines=["Orca"]),
            ],
        ),
        # round 23 (review r64 family 9): a comparison sign before a middle member keeps the list of changes one list
        # (`reductions of ~1%, < 1%, and ~5%`), and bounds only that member
        (
            "comparison-sign-inside-a-list-of-changes",
            "Kestrel cuts latency by 5%, < 1%, and 3% on A, B and C, respectively.",
            [
                pc(5.0, direction="decrease", qualifier=None, metric="latency"),
                pc(1.0, direction="decrease", qualifier="at_most", metric="latency"),
                pc(3.0, direction="decrease", qualifier=None, metric="latency"),
            ],
        ),
        # round 23 (review r62 family 9): a leading `up to` holds for every change of a comma list, not only the
        # second
        (
            "up-to-over-a-comma-list-of-changes",
            "Kestrel achieves up to 28% lower energy, 17% higher throughput, and 72% shorter runtime than Orca.",
            [
                pc(28.0, qualifier="up_to", direction="decrease", metric="energy", baselines=["Orca"]),
                pc(17.0, qualifier="up_to", direction="increase", metric="throughput", baselines=["Orca"]),
                pc(72.0, qualifier="up_to", direction="decrease", metric="runtime", baselines=["Orca"]),
            ],
        ),
        # round 22 (review r57 family 6): members that each name what they cost share a singular `overhead` too
        (
            "members-share-a-singular-overhead",
            "Kestrel adds only 6.9% LUT and 14.9% register overhead.",
            [pc(6.9, direction="increase"), pc(14.9, direction="increase")],
        ),
        # round 22 (review r58 family 6): the share of a measure a method preserves, retains or recovers is a level
        # against what the model had (as the training gold reads `preserves 98-99% accuracy`)
        (
            "kept-share-of-a-measure",
            "Kestrel preserves 98-99% accuracy at W4A8, and its 8B student retains 91.4% F1.",
            [
                pc(98.0, value_high=99.0, direction="decrease", metric="accuracy"),
                pc(91.4, direction="decrease", metric="f1"),
            ],
        ),
        # round 22 (review r59): a noun of change that reaches or exceeds a percentage is a change of that size
        (
            "change-noun-reaches-a-percentage",
            "Makespan reductions reach 88.1%, 77.6%, and 54.9%. For recall, the maximum improvement can exceed 15% "
            "when M is 4.",
            [
                pc(88.1, direction="decrease"),
                pc(77.6, direction="decrease"),
                pc(54.9, direction="decrease"),
                pc(15.0, direction="increase"),
            ],
        ),
        # round 22 (review r59): a percentage right before `over` a compared name is a gain over it
        (
            "percentage-over-a-compared-name-is-a-gain",
            "Kestrel reaches an 88.1 judge score (31.2% over Orca) and a 1.06x IPC speedup over LRU, 0.6% over Heron.",
            [ab(88.1), pc(31.2, direction="increase", baselines=["Orca"]), sp(1.06), pc(0.6, direction="increase")],
        ),
        # round 22 (review r57 family 6): a list of levels reduced `to … of X` is each a share of X
        (
            "list-reduced-to-shares-of-a-baseline",
            "Kestrel reduces sycophancy to approximately 68% and 98% of Orca's effect.",
            [
                pc(68.0, direction="decrease", metric="sycophancy", baselines=["Orca's effect"]),
                pc(98.0, direction="decrease", metric="sycophancy", baselines=["Orca's effect"]),
            ],
        ),
        # round 23 (review r62 family 4): a noun of change and the name it is over before its link (`relative gains over
        # X of up to 38%`, `the improvement over X is 4.2%`) make the figure a change
        (
            "change-noun-over-a-name-then-its-link",
            "Kestrel shows relative gains over the strongest baselines of up to 38% on F1. The improvement over "
            "Orca is 4.2%.",
            [
                pc(38.0, direction="increase", qualifier="up_to", baselines=["strongest baselines"]),
                pc(4.2, direction="increase", baselines=["Orca"]),
            ],
        ),
        # round 22 (review r53 singleton 2): a percent after a level that is `higher/lower than` a name is a change
        # against that name, not the next level of a list
        (
            "comparative-than-after-a-level-is-a-change",
            "Kestrel achieves 78.9% accuracy on ToyQA, 7.4% higher than always using the large model alone.",
            [ab(78.9), pc(7.4, direction="increase", baselines=["large model alone"])],
        ),
        (
            "lower-than-after-a-level-is-a-decrease",
            "Dropout alone reaches 94.2% AUROC with Orca, only 1.6% lower than training on raw data.",
            [ab(94.2), pc(1.6, direction="decrease")],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, LISTS)
def test_lists(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- metric ----------------------------------------------------------------------------------------

METRIC = table(
    "metric",
    [
        # round 24 (review r71 family M2): a level a named measure is moved to is that measure's, not the benchmark's
        (
            "moved-measure-beats-the-benchmark-score",
            "Kestrel suppresses the attack success rate to <1% on ToyCIFAR while improving clean accuracy.",
            [ab(1.0, qualifier="at_most", direction="decrease", metric="attack success rate")],
        ),
        # round 24 (review r70 family 10): a gain set beside a level by `showing`/`marking` measures the level's metric
        (
            "showing-gain-measures-the-level",
            "On ToyWater, Kestrel reaches $F1=0.979$, showing $3.3$pp gain.",
            [ab(0.979, metric="f1"), pc(3.3, unit="pp", direction="increase", metric="f1")],
        ),
        # round 24 (review r68 family 14): `relative`/`absolute` open the noun phrase of a cased change owner
        (
            "relative-opens-a-cased-change-owner",
            "Fine-tuning on KestrelSpeech gives an average relative Word-Error-Rate reduction of 63.5% across 11 "
            "languages and absolute F0.5 gains of +9.9 points on ToyGEC.",
            [
                pc(63.5, direction="decrease", metric="word-error-rate"),
                pc(9.9, unit="pp", direction="increase", metric="f0.5"),
            ],
        ),
        # round 18 (review r36 family 5): quality measures of generated text and structure are lexicon metrics
        (
            "quality-measures-of-generation-name-their-figures",
            "KestrelGen gives +37-54% similarity over the baseline. It reaches an answer relevance of 0.87 on FluxQA. "
            "Raters give its replies 4.1/5 fluency.",
            [
                pc(37.0, value_high=54.0, metric="similarity", baselines=["baseline"]),
                ab(0.87, metric="answer relevance"),
                ab(4.1, metric="fluency"),
            ],
        ),
        # a spelled-out metric with its short name in brackets counts once in a respectively list; a participle that
        # opens a phrase of its own (`, yielding`) ends the list of metrics before it
        (
            "spelled-out-metric-and-its-short-name-count-once",
            "The learned perceptual image patch similarity (LPIPS), structural similarity index measure (SSIM), and "
            "peak signal-to-noise ratio (PSNR) of KestrelSR are 1.12%, 0.034%, and 0.01% better than OrcaSR.",
            [
                pc(1.12, metric="lpips", direction="decrease", baselines=["OrcaSR"]),
                pc(0.034, metric="ssim", direction="increase", baselines=["OrcaSR"]),
                pc(0.01, metric="psnr", direction="increase", baselines=["OrcaSR"]),
            ],
        ),
        (
            "participle-opening-a-phrase-ends-a-metric-list",
            "Tree models struggle with quantitative precision, yielding Mean Squared Errors (MSE) of 0.099 and 0.129, "
            "respectively.",
            [ab(0.099, metric="mse"), ab(0.129, metric="mse")],
        ),
        # round 18 (no-metric review family B4): a verb of a level ends a metric phrase (`suffer performance drops`)
        (
            "level-verb-ends-the-metric-phrase",
            "Orca and Ray suffer performance drops of 3.25% on FluxCode, whereas KestrelRL gains 11.2%.",
            [pc(3.25, direction="decrease", metric="performance"), pc(11.2, direction="increase")],
        ),
        # round 18 (review r38 family 1a): a verb's object before `up to` with no `by` is the metric; a change noun's
        # `of up to` is not an object
        (
            "object-before-up-to-without-by",
            "KestrelPIM keeps tiles local, reducing the data movement up to 87% on FluxNet, with cost reductions of up "
            "to 46%.",
            [pc(87.0, qualifier="up_to", metric="data movement"), pc(46.0, qualifier="up_to", metric="cost")],
        ),
        # round 18 (no-metric review family B1): a signed difference in a sentence that names no measure measures
        # what the sentence before measures
        (
            "signed-difference-after-a-sentence-that-names-the-measure",
            "KestrelPat lifts micro-F1 from 0.120 to 0.702. The controlled gain is only +0.024 over the control, but "
            "+0.219 over focal-loss reweighting.",
            [
                ab(0.702, value_from=0.12, direction="increase", metric="micro-f1"),
                ab(0.024, direction="increase", metric="micro-f1", baselines=["control"]),
                ab(0.219, direction="increase", metric="micro-f1", baselines=["focal-loss reweighting"]),
            ],
        ),
        # round 18 (no-metric review family B5): a score name with digits is a verb's object (`improves mAP50 by`);
        # `by N% in X` names X as a change's metric
        (
            "score-name-with-digits-and-by-in-name-the-metric",
            "KestrelDet improves mAP50 by +5.2 on FluxDet. Package ecosystems differ by up to 18% in library health.",
            [ab(5.2, direction="increase", metric="map50"), pc(18.0, qualifier="up_to", metric="library health")],
        ),
        # round 18 (review r39 family 2): a capitalized name after a determiner modifies a change noun (`an average
        # TriviaQA gain of`), so it names what changed; a clause subject (`Gemini showed gains of`) does not
        (
            "capitalized-modifier-of-a-change-noun",
            "KestrelRAG reaches an average FluxQA gain of +4.1 pp over the base model. The judge model Orca showed "
            "gains of 8.5%.",
            [pc(4.1, unit="pp", metric="fluxqa", baselines=["base model"]), pc(8.5, metric=None)],
        ),
        # round 18 (review r36 family 5): a change a verb of contributing brings goes `to` the measure it changes
        (
            "contributed-change-goes-to-its-measure",
            "In KestrelTrace, dependency modeling contributes +22 percentage points to failure detection recall and "
            "+34 pp to root cause accuracy. Hash checks add under 0.1% to delivery time.",
            [
                pc(22.0, unit="pp", metric="failure detection recall"),
                pc(34.0, unit="pp", metric="root cause accuracy"),
                pc(0.1, qualifier="at_most", metric="delivery time"),
            ],
        ),
        # round 18 (review r36 family 2): a setting that counts what it names (`at 64 denoising steps`) names no
        # metric of an outperforming; `at least a 1.2x speedup` and `with AUC=0.89` still do
        (
            "counted-setting-names-no-metric-of-an-outperforming",
            "On FluxLM-8B at 64 decoding steps, Kestrel improves over the original FluxLM-8B by +13.0 on FluxMath.",
            [ab(13.0, direction="increase", metric="performance", baselines=["original FluxLM-8B"])],
        ),
        (
            "at-least-and-with-a-score-are-no-counted-settings",
            "Kestrel flags failures with AUC=0.89, outperforming loss-based stopping by 23%.",
            [ab(0.89, metric="auc"), pc(23.0, direction="increase", metric="auc", baselines=["loss-based stopping"])],
        ),
        (
            "points-in-a-task-name-it",  # r12: `yields +22.7 pp in disease classification`
            "Kestrel beats Orca by 7.7 points in constraint satisfaction.",
            [pc(7.7, metric="constraint satisfaction", baselines=["Orca"])],
        ),
        (
            "list-member-with-its-own-label",  # r11: `cuts p50 SCT from 1000 s to 189 s and p95 from 2296 s to 867 s`
            "Kestrel cuts p50 TTFT from 900 ms to 210 ms and p99 from 2400 ms to 800 ms.",
            [
                ab(210.0, value_from=900.0, metric="p50 ttft", direction="decrease"),
                ab(800.0, value_from=2400.0, metric="p99 ttft", direction="decrease"),
            ],
        ),
        (
            "subject-of-a-steady-level-with-an-adjective",  # r11: `engagement with GFI issues remains stable at ~27%`
            "Reviewer engagement with flagged patches remains stable at about 31% across releases.",
            [ab(31.0, qualifier="approx", metric="engagement with flagged patches")],
        ),
        (
            "bracketed-from-to-restates-the-change",  # bulk: `reduces P95 latency by 55% (from 28.6s to 12.9s)`
            "Kestrel reduces P95 latency by 55% (from 28.6 s to 12.9 s) and FID by 44.6% (from 13.68 to 7.58).",
            [
                pc(55.0, metric="p95 latency", direction="decrease"),
                ab(12.9, value_from=28.6, metric="p95 latency", direction="decrease"),
                pc(44.6, metric="fid", direction="decrease"),
                ab(7.58, value_from=13.68, metric="fid", direction="decrease"),
            ],
        ),
        (
            "factors-in-a-bracket-after-a-level",  # train: `EHR 0.473 on the held-out test (17x over A, 3x over B)`
            "Kestrel reaches a hit rate of 47% on ToyQA (17x over Whisper, 3x over Orca).",
            [
                ab(47.0, metric="hit rate"),
                sp(17.0, metric="hit rate", baselines=["Whisper"]),
                sp(3.0, metric="hit rate", baselines=["Orca"]),
            ],
        ),
        (
            "share-of-all-names-the-whole",  # r10: `accounting for 89.1% of all issues`
            "Lock contention is the most common cause, accounting for 71.4% of all stalls in Kestrel's traces.",
            [ab(71.4, metric="stalls")],
        ),
        (
            "metric-with-a-shot-compound-or-a-colon",  # r10: `97% 1-hop accuracy`, `18% relative mAP50:95 gain`
            "Kestrel reaches 45.2% 3-shot accuracy and a 12% relative mAP50:95 gain over Orca.",
            [
                ab(45.2, metric="3-shot accuracy"),
                pc(12.0, metric="relative map50:95", direction="increase", baselines=["Orca"]),
            ],
        ),
        (
            "share-of-the-last-n-names-the-whole",  # bulk: `in 99.6% of the last 500 episodes`
            "Kestrel completes the route in 97.1% of the last 400 episodes.",
            [ab(97.1, metric="episodes")],
        ),
        (
            "settings-spread-by-respectively-are-no-metric",  # r9: `in human-written and Claude tests respectively`
            "Kestrel raises branch coverage by 41.2% and 17.5% in unit and fuzz tests respectively.",
            [
                pc(41.2, metric="branch coverage", direction="increase"),
                pc(17.5, metric="branch coverage", direction="increase"),
            ],
        ),
        (
            "label-opening-a-bracket-names-its-figure",  # bulk: `(within-class concordance 27%; ...)`, `(MARE 3.98%)`
            "Kestrel keeps its layout stable (mean displacement -0.4%) and reaches a median repair yield of 81%.",
            [
                pc(0.4, metric="mean displacement", direction="decrease"),
                ab(81.0, metric="median repair yield"),
            ],
        ),
        (
            "no-label-from-a-qualifier-or-a-model-name",  # bulk: `(up to 99%)`, `(Qwen3-32B: 54% to 7%)`
            "Kestrel reaches a hit ratio of 91% (up to 99%) and Orca-7B trails it (Orca-7B: 61%).",
            [
                ab(91.0, metric="hit ratio"),
                ab(99.0, qualifier="up_to", metric="hit ratio"),
                ab(61.0, metric="hit ratio"),
            ],
        ),
        (
            # `AUC from 74.8% to 78.6% ..., gains of 3.8% and 4.4% over X`
            "unnamed-figure-takes-the-metric-of-the-figure-before",
            "Kestrel raises the AUC from 71.2% to 76.5% on FluxFake, gains of 5.3% and 2.9% over Orca.",
            [
                ab(76.5, metric="auc", direction="increase"),
                pc(5.3, metric="auc", direction="increase", baselines=["Orca"]),
                pc(2.9, metric="auc", direction="increase", baselines=["Orca"]),
            ],
        ),
        (
            # `a STRESS of 23.22, a 20.4% reduction from Y (29.18)`
            "competitor-level-in-brackets-takes-the-metric-before",
            "Kestrel reaches a miss ratio of 12.4, a 20.1% reduction from Orca (15.52).",
            [ab(12.4, metric="miss ratio"), pc(20.1, metric="miss ratio"), ab(15.52, metric="miss ratio")],
        ),
        (
            "no-metric-from-a-figure-after",  # bulk: 433 figures after took a later neighbour's metric, ~1 in 4 right
            "Kestrel wins 62% of the duels (n = 48) and cuts the drift by 12% over Orca.",
            [ab(62.0, metric="duels"), pc(12.0, metric="drift", direction="decrease")],
        ),
        (
            "segmentation-metric-before-plus-minus",  # `prostate DSC was $0.93 \pm 0.05$, MSD $0.87 \pm 0.10$ mm`
            "On FluxSeg, the DSC was 0.91 ± 0.04, MSD 0.82 ± 0.11 mm, and HD95 1.47 ± 0.35 mm.",
            [ab(0.91, metric="dsc"), ab(0.82, metric="msd"), ab(1.47, metric="hd95")],
        ),
        (
            "bracketed-factor-after-a-level",  # `achieves EHR 0.473 on the held-out test (17x over open SOTA, ...)`
            "Kestrel serves 1,200 tokens/s on FluxChat-7B (2.1x over vLLM).",
            [ab(1200.0, metric="throughput", baselines=["vLLM"]), sp(2.1, metric="throughput", baselines=["vLLM"])],
        ),
        (
            "object-of-change-verb-ends-in-a-change-noun",  # `reduces aging degradation by up to 45.8%`
            "Kestrel reduces aging degradation by up to 45.8% and extends the circuit lifetime by 2x over Orca.",
            [
                pc(45.8, direction="decrease", qualifier="up_to", metric="aging degradation"),
                sp(2.0, direction="increase", metric="circuit lifetime", baselines=["Orca"]),
            ],
        ),
        (
            "speed-up-in-two-words",  # diag3: `opportunity for 17% speed up`, `these speed ups …, decreasing by`
            "Kestrel shows a 17% speed up on H100. These speed ups shrink by less than 1% under migration.",
            [
                pc(17.0, direction="increase", metric="speedup"),
                pc(1.0, direction="decrease", qualifier="at_most", metric="speedups"),
            ],
        ),
        (
            "outperforms-named-metric-in-clause",
            "In end-to-end training throughput, Kestrel outperforms Megatron-LM by 1.6x.",
            [sp(1.6, direction="increase", metric="end-to-end training throughput", baselines=["Megatron-LM"])],
        ),
        (
            "outperforms-metric-of-previous-sentence",
            "We measure the decode throughput of Kestrel on Llama-3-70B. Kestrel outperforms vLLM by 1.6x.",
            [sp(1.6, direction="increase", metric="decode throughput", baselines=["vLLM"])],
        ),
        (
            "outperforms-metric-before-colon",
            "The choice of cache shapes hit rate: Kestrel outperforms LRU by 9 percentage points.",
            [pc(9.0, unit="pp", direction="increase", metric="hit rate", baselines=["LRU"])],
        ),
        (
            "outperforms-after-a-description-is-performance",
            "Kestrel pairs a scheduler with a memory manager. Kestrel outperforms demand paging by 7.2x.",
            [sp(7.2, direction="increase", metric="performance", baselines=["demand paging"])],
        ),
        (
            "energy-saving-is-energy",
            "Kestrel achieves 38% energy saving over the Linux ondemand governor.",
            [pc(38.0, direction="decrease", metric="energy", baselines=["Linux ondemand governor"])],
        ),
        (
            "bare-faster-is-speed",
            "Kestrel is 2.3x faster than Ray.",
            [sp(2.3, direction="increase", metric="speed", baselines=["Ray"])],
        ),
        (
            "bare-speedup-is-speedup",
            "Kestrel delivers a 9.6x speedup over Ray.",
            [sp(9.6, direction="increase", metric="speedup", baselines=["Ray"])],
        ),
        (
            "fps-names-its-metric",
            "Kestrel renders the scenes at 90 FPS.",
            [ab(90.0, unit="frame / second", metric="fps")],
        ),
        (
            "token-per-joule-is-energy-efficiency",
            "Kestrel reaches 212 token/J on the edge board.",
            [ab(212.0, unit="token / J", metric="energy efficiency")],
        ),
        (
            "ghz-is-frequency",
            "The Kestrel prototype achieves a 1.4 GHz operating frequency.",
            [ab(1.4, unit="GHz", metric="operating frequency")],
        ),
        (
            "byte-rate-is-bandwidth-not-the-speedup-before",
            "Kestrel expects a 1.7x GPU speedup (CPU 96.3 GB/s vs. GPU 171.4 GB/s).",
            [
                sp(1.7, direction="increase", metric="gpu speedup"),
                ab(96.3, unit="GB / second", metric="bandwidth"),
                ab(171.4, unit="GB / second", metric="bandwidth"),
            ],
        ),
        (
            "a-figure-of-one-unit-is-no-efficiency",  # train: `superior energy efficiency (e.g., … 5.2 Watts on …`
            "Kestrel shows superior energy efficiency (a GEMM draws 5.2 W on the NPU) and a 15% energy efficiency"
            " gain (745 kWh) at 2.1 TOPS/W energy efficiency.",
            [
                ab(5.2, unit="W", metric="power"),
                pc(15.0, metric="energy efficiency"),
                ab(745.0, metric="energy"),
                ab(2.1, metric="energy efficiency"),
            ],
        ),
        (
            "time-is-not-the-memory-before",
            "Kestrel moves the weights into on-chip memory and finishes the pass in 370 ms.",
            [ab(370.0, unit="ms", metric="time")],
        ),
        (
            "metric-head-with-a-stop-word",
            "Kestrel gives 12-27% lower time to first token than vLLM.",
            [pc(12.0, value_high=27.0, direction="decrease", metric="time to first token", baselines=["vLLM"])],
        ),
        (
            "change-in-a-quantity-of",
            "Kestrel brings a relative reduction in vocabulary fragmentation of up to 11.4% across tokenizers.",
            [pc(11.4, qualifier="up_to", direction="decrease", metric="vocabulary fragmentation")],
        ),
        (
            "level-moved-to-keeps-the-metric",
            "Recall reaches 61.2% on short clips but drops to 14.5% on long clips and 3.3% on live streams.",
            [ab(61.2, metric="recall"), ab(14.5, metric="recall"), ab(3.3, metric="recall")],
        ),
        (
            "values-of-a-change-keep-its-metric",
            "Kestrel cuts the mean cache transfer latency by 91%, from 0.84 s to 0.076 s.",
            [
                pc(91.0, direction="decrease", metric="mean cache transfer latency"),
                ab(0.076, value_from=0.84, unit="s", direction="decrease", metric="mean cache transfer latency"),
            ],
        ),
        (
            "points-change-after-a-level",
            "Kestrel reaches a mean accuracy of 51.3% across nine suites and a 4.2 percentage point gain over Orion.",
            [
                ab(51.3, metric="mean accuracy"),
                pc(4.2, unit="pp", direction="increase", metric="mean accuracy", baselines=["Orion"]),
            ],
        ),
        (
            "parallel-in-phrases",
            "Kestrel saves 21% in carbon emissions, 38% in water use and 9% in energy costs.",
            [
                pc(21.0, direction="decrease", metric="carbon emissions"),
                pc(38.0, direction="decrease", metric="water use"),
                pc(9.0, direction="decrease", metric="energy costs"),
            ],
        ),
        (
            "versioned-score-names",
            "Kestrel improves BLEU-4 by 1.3% and ROUGE-L by 2.1% over Orion.",
            [
                pc(1.3, direction="increase", metric="bleu-4", baselines=["Orion"]),
                pc(2.1, direction="increase", metric="rouge-l", baselines=["Orion"]),
            ],
        ),
        (
            "slower-list-is-speed",
            "Kestrel is 3.5x and 1.5x slower than NCCL on the two collectives.",
            [sp(3.5, direction="decrease", metric="speed"), sp(1.5, direction="decrease", metric="speed")],
        ),
        (
            "possessive-is-not-the-metric",
            "Kestrel's checkpoint time drops by 37% against CheckFreq.",
            [pc(37.0, direction="decrease", metric="checkpoint time", baselines=["CheckFreq"])],
        ),
        (
            "qoe-is-a-metric",
            "Kestrel improves QoE by up to 44% over BOLA at equal bandwidth.",
            [pc(44.0, qualifier="up_to", direction="increase", metric="qoe", baselines=["BOLA"])],
        ),
        (
            "head-in-a-figure-aside-is-not-the-metric",
            "Retrieval recall (within a 5 m radius) rises, beating prior work by 2.5% and 4.1% on the two suites.",
            [
                pc(2.5, direction="increase", metric="retrieval recall"),
                pc(4.1, direction="increase", metric="retrieval recall"),
            ],
        ),
        (
            "list-member-on-one-scale-shares-the-metric",
            "Kestrel gives a 9.1% speedup over EAGLE-3 and 6.2% over Medusa.",
            [
                pc(9.1, direction="increase", metric="speedup", baselines=["EAGLE-3"]),
                pc(6.2, direction="increase", metric="speedup", baselines=["Medusa"]),
            ],
        ),
        (
            "labelled-item-still-names-the-metric",
            "Kestrel struggles: its Stage 3 accuracy is 17.2% on the hard split.",
            [ab(17.2, metric="stage 3 accuracy")],
        ),
        (
            "tex-bracketed-factor-then-metric",
            "Kestrel incurs \\(1.9\\times\\) area and \\(1.6\\times\\) power overhead against the ASIC.",
            [sp(1.9, metric="area"), sp(1.6, metric="power overhead")],
        ),
        (
            "fpga-resources-are-metrics",
            "The Kestrel core uses only 5.2% LUTs and 18.5% DSPs of the board.",
            [ab(5.2, metric="luts"), ab(18.5, metric="dsps")],
        ),
        (
            "state-verb-ends-the-metric",
            "On Kestrel nodes, over 40% of reserved GPU memory remains idle.",
            [ab(40.0, qualifier="at_least", metric="reserved gpu memory")],
        ),
        (
            "metric-stops-at-a-clause-verb",
            "Preemptible nodes offer significant cost savings of up to 70% over reserved nodes.",
            [pc(70.0, qualifier="up_to", direction="decrease", metric="cost savings")],
        ),
        (
            "copula-subject-names-the-level",
            "In the failover test, the average pause was 9 s for Kestrel.",
            [ab(9.0, unit="s", metric="average pause")],
        ),
        (
            "copula-with-system-noun-keeps-the-unit-metric",
            "Under load, the system is 240 W at the wall.",
            [ab(240.0, unit="W", metric="power")],
        ),
        (
            "verb-object-beats-an-earlier-head",
            "With a constant-time latency lookup, Kestrel reduces jitter by 64% and raises mean throughput by 21%.",
            [pc(64.0, direction="decrease", metric="jitter"), pc(21.0, direction="increase", metric="mean throughput")],
        ),
        (
            "relative-change-restating-a-level",
            "Kestrel reaches an F1-score of 0.79, a relative improvement of 11-19% over fixed windows.",
            [
                ab(0.79, metric="f1-score"),
                pc(11.0, value_high=19.0, direction="increase", metric="f1-score", baselines=["fixed windows"]),
            ],
        ),
        (
            "bracketed-change-after-values",
            "Kestrel reduces mean absolute error from 5.2 to 3.4 (35% reduction).",
            [
                ab(3.4, value_from=5.2, direction="decrease", metric="mean absolute error"),
                pc(35.0, direction="decrease", metric="mean absolute error"),
            ],
        ),
        (
            "smaller-is-size",
            "Kestrel images are up to 12x smaller and boot 40% faster than containers.",
            [
                sp(12.0, qualifier="up_to", direction="decrease", metric="size"),
                pc(40.0, direction="increase", metric="speed"),
            ],
        ),
        (
            "metric-stops-before-adverb",
            "Kestrel predicts kernel runtime accurately, with a 4.1% mean error.",
            [ab(4.1, metric="error")],
        ),
        (
            "named-time-metric-after-faster",
            "Kestrel is 5x faster in time-to-accuracy than Horovod.",
            [sp(5.0, direction="decrease", metric="time-to-accuracy", baselines=["Horovod"])],
        ),
        (
            "score-before-number",
            "Kestrel attains an EER of 9.04% on VoxCeleb1.",
            [ab(9.04, metric="eer")],
        ),
        (
            "metric-is-not-the-model",
            "On Llama-3-70B, Kestrel sustains 61% MFU.",
            [ab(61.0, metric="mfu", condition="Llama-3-70B")],
        ),
        (
            "metric-after-bracketed-aside",
            "Kestrel achieves an average of 21% (up to 34.5%) power reduction over the Linux governor.",
            [
                pc(21.0, direction="decrease", metric="power", aggregate="mean"),
                pc(34.5, direction="decrease", metric="power", qualifier="up_to"),
            ],
        ),
        (
            "verb-object-with-slash",
            "Kestrel improves output tokens/s/GPU by 8.1% at equal batch size.",
            [pc(8.1, direction="increase", metric="output tokens/s/gpu")],
        ),
        (
            "verb-object-before-signed-number",
            "Kestrel improves task completion by +12% relative to FluxServe.",
            [pc(12.0, direction="increase", metric="task completion", baselines=["FluxServe"])],
        ),
        (
            "a-bare-gain-over-a-baseline-is-performance",
            "Kestrel is 35% better than Ray on the suite.",
            [pc(35.0, direction="increase", metric="performance", baselines=["Ray"])],
        ),
        # round 2 of the blind bulk review (seed 3141)
        (
            "past-tense-subject-past-an-aside",
            "After relabeling, rater agreement (across all three panels) increased by 5.2% on the hard split.",
            [pc(5.2, direction="increase", metric="rater agreement")],
        ),
        (
            "percentile-in-a-verb-object",
            "Kestrel lowers P99 fetch delay by 1.7x under bursty load.",
            [sp(1.7, direction="decrease", metric="p99 fetch delay")],
        ),
        (
            "abbreviated-metric-right-before-a-level",
            "Kestrel reaches WER 8.4% on the far-field split.",
            [ab(8.4, metric="wer")],
        ),
        (
            "improving-over-a-baseline-by",
            "Kestrel reaches 61.2% recall, improving over Orion by 3.4 percentage points.",
            [ab(61.2, metric="recall"), pc(3.4, unit="pp", direction="increase", metric="recall")],
        ),
        (
            "level-phrase-stops-at-once-and-rather",
            "The share of kept edits rises to 85% once 40 skills exist, from a 3.1 MB cache rather than a 2 GB table.",
            [ab(85.0, metric="share of kept edits"), ab(3.1, metric="cache"), ab(2.0, metric="table")],
        ),
        (
            "faster-list-keeps-speed",
            "At 32 nodes Kestrel is 1.3x faster on the solve phase, 1.5x on SpMV, and 1.9x on the setup.",
            [sp(1.3, metric="speed"), sp(1.5, metric="speed"), sp(1.9, metric="speed")],
        ),
        (
            "factor-of-the-noun",
            "Flat loading consumes 2x the output tokens of tiered loading.",
            [sp(2.0, metric="output tokens")],
        ),
        (
            "metric-at-k-after-a-level-is-no-benchmark",
            "Kestrel reaches 61.4% SR@10 and 34.1% SR@1 -- ahead of Orion.",
            [ab(61.4, metric="sr@10"), ab(34.1, metric="sr@1")],
        ),
        (
            "reference-level-baseline-noun",
            "The agent's retry rate reaches 42% (versus a 7% baseline) under shared prompts.",
            [ab(42.0, metric="retry rate"), ab(7.0, metric="retry rate")],
        ),
        (
            "energy-and-money-units-name-their-metric",
            "On the edge board Kestrel needs 0.031 mJ per frame and $0.12 per 1,000 queries.",
            [ab(0.031, metric="energy"), ab(0.12, metric="cost")],
        ),
        (
            "list-member-after-a-setting-figure",
            "The slim variant reaches 79.9% top-1 accuracy at 3.8 GMACs and 76.1% at 1.1 GMACs.",
            [ab(79.9, metric="top-1 accuracy"), ab(3.8, metric="gmacs"), ab(76.1, metric="top-1 accuracy")],
        ),
        (
            "outperform-skips-a-setting-head-of-the-sentence-before",
            "Kestrel lifts decode throughput by up to 1.4x on A100, at comparable accuracy. "
            "It also outperforms Orion by up to 2.2x.",
            [sp(1.4, metric="decode throughput"), sp(2.2, metric="decode throughput")],
        ),
        # r18 F1: a level without a unit names the subject of its copula, whatever its head
        (
            "copula-subject-of-a-share",
            "Under binding budgets, the gate's over-budget incidence is 0%, and the average completeness is 98.2%.",
            [ab(0.0, metric="over-budget incidence"), ab(98.2, metric="average completeness")],
        ),
        # r18 F2: a figure in a bracket opened right after a metric's name measures it; the benchmark inside is
        # its setting; a generic head (`performance`) leaves each benchmark its score, a label inside wins
        (
            "bracket-after-a-metric-name",
            "Kestrel keeps task accuracy (70% on ToyQA, 65% on ToyMath). It reaches state-of-the-art GUI "
            "performance (80.2% ToyWorld) and the lowest error (MAE 21.1%).",
            [
                ab(70.0, metric="task accuracy"),
                ab(65.0, metric="task accuracy"),
                ab(80.2, metric="toyworld score"),
                ab(21.1, metric="mae"),
            ],
        ),
        # silver diag3 + bulk nulls: a verb that holds its object at a bound figure names the metric
        (
            "held-object-at-a-bound",
            "Kestrel keeps median overshoot below 2% and maintains link validity above 94%, "
            "while rendering at 185 FPS.",
            [
                ab(2.0, qualifier="at_most", metric="median overshoot"),
                ab(94.0, qualifier="at_least", metric="link validity"),
                ab(185.0, metric="fps"),
            ],
        ),
        # bulk nulls: a bracketed from-to right after a verb of change and its object measures that object,
        # not a setting it is reported on (`gains on X (11.3% -> 72.6%)`)
        (
            "bracketed-from-to-after-a-verb-object",
            "Kestrel reduces concentration (46.1% to 40.8%) and increases cross rubric variance (1.44 -> 3.60).",
            [
                ab(40.8, value_from=46.1, direction="decrease", metric="concentration"),
                ab(3.6, value_from=1.44, direction="increase", metric="cross rubric variance"),
            ],
        ),
        # bulk nulls: a gain over a compared system that names no metric is one of performance (as `outperforms X by`)
        (
            "unnamed-gain-over-a-baseline-is-performance",
            "Hierarchical coordination in Kestrel yields a 12.7% improvement over uncoordinated collaboration.",
            [pc(12.7, direction="increase", metric="performance", baselines=["uncoordinated collaboration"])],
        ),
        # r13 F1: `outperforms X by N% in <task>` names the task as its metric, whatever its head; not a setting
        (
            "outperform-by-a-figure-in-a-task",
            "Kestrel outperforms Orion by 7% in smell classification. It outperforms Lumen by up to 12% in some cases.",
            [
                pc(7.0, direction="increase", metric="smell classification", baselines=["Orion"]),
                pc(12.0, direction="increase", metric="performance", baselines=["Lumen"]),
            ],
        ),
        # r13 F3: an outperform claim borrows a quality metric (or an error) from the sentence before, never a cost
        (
            "outperform-borrows-no-cost-of-the-sentence-before",
            "Kestrel keeps the search cost below $5 per task. It outperforms Orion by up to 31%. "
            "Kestrel cuts MAE by 12% on the grid data. It also outperforms Lumen by 9%.",
            [
                ab(5.0, metric="search cost"),
                pc(31.0, direction="increase", metric="performance", baselines=["Orion"]),
                pc(12.0, direction="decrease", metric="mae"),
                pc(9.0, direction="decrease", metric="mae", baselines=["Lumen"]),
            ],
        ),
        (
            "emissions-and-water-heads",
            "Kestrel cuts CO2 emissions by 44%, energy use by 40%, and water usage by 31% against manual triage.",
            [
                pc(44.0, direction="decrease", metric="co2 emissions", baselines=["manual triage"]),
                pc(40.0, direction="decrease", metric="energy use", baselines=["manual triage"]),
                pc(31.0, direction="decrease", metric="water usage", baselines=["manual triage"]),
            ],
        ),
        # a share names its whole, however many words (`51% of clinical entities`)
        (
            "share-names-its-whole",
            "Kestrel flags 37% of generated test cases and repairs 12% of failing build scripts.",
            [ab(37.0, metric="generated test cases"), ab(12.0, metric="failing build scripts")],
        ),
        # a metric head before a colon labels the figures after it; the colon ends no clause
        (
            "metric-label-colon",
            "Kestrel segments the scans well (Dice: 86.2%, IoU: 78.4%), and the three probes reach the "
            "highest accuracy: 91.3%, 88.0%, and 85.1%.",
            [
                ab(86.2, metric="dice"),
                ab(78.4, metric="iou"),
                ab(91.3, metric="accuracy"),
                ab(88.0, metric="accuracy"),
                ab(85.1, metric="accuracy"),
            ],
        ),
        (
            "method-label-colon-is-no-metric",
            "On the ward split the Kestrel effect disappears (SFT: 52.3% vs. 51.2%).",
            [ab(52.3, metric=None), ab(51.2, metric=None)],
        ),
        # evaluation scores named before `of` that the head lexicon lacked
        (
            "sensitivity-and-specificity-heads",
            "The Kestrel screener reaches a sensitivity of 88% and a specificity of 93% on the held-out cohort.",
            [ab(88.0, metric="sensitivity"), ab(93.0, metric="specificity")],
        ),
        (
            "correctness-head",
            "The strongest rival stands at 90.4% for syntactic correctness and 31.2% for functional correctness.",
            [ab(90.4, metric="syntactic correctness"), ab(31.2, metric="functional correctness")],
        ),
        # levels restated for a baseline, `respectively`, take the earlier levels' metrics in order
        (
            "restated-levels-respectively",
            "Kestrel reaches 91% recall and 85% precision, against 80% and 77% for Orion, respectively.",
            [
                ab(91.0, metric="recall"),
                ab(85.0, metric="precision"),
                ab(80.0, metric="recall"),
                ab(77.0, metric="precision"),
            ],
        ),
        # a title-case name after a score is its metric, one word or several, in lists too
        (
            "title-case-score-names",
            "The Kestrel planner records 91.2% Affordance, 84.0% Spatial Grounding and 77.5% Counting.",
            [ab(91.2, metric="affordance"), ab(84.0, metric="spatial grounding"), ab(77.5, metric="counting")],
        ),
        (
            "title-case-name-before-a-setting",
            "Kestrel reaches 88.4% Grounded Success on the conflict split (+6.1% Answer Relevancy).",
            [ab(88.4, metric="grounded success"), pc(6.1, metric="answer relevancy")],
        ),
        (
            "points-of-a-whole",
            "Reranking with Kestrel recovers up to 6.5 percentage points of trace validity.",
            [pc(6.5, unit="pp", metric="trace validity")],
        ),
        # s4 round 4: the object of a verb of change that names a system is no metric
        (
            "system-object-is-no-metric",
            "Kestrel distillation improves the student model by 4.1% and lifts weaker baselines by 2.2%.",
            [
                pc(4.1, metric="performance", baselines=["student model"]),
                pc(2.2, metric="performance", baselines=["weaker baselines"]),
            ],
        ),
        (
            "from-to-on-a-benchmark-keeps-its-named-metric",
            "Kestrel raises the task success rate from 41.0% to 58.5% on OrbitBench and from 30% to 44% on DockSuite.",
            [ab(58.5, metric="task success rate"), ab(44.0, metric="task success rate")],
        ),
        (
            "second-of-a-pair-on-a-benchmark",
            "Kestrel keeps an ECE of 4.1% vs. 19.8% for temperature scaling; 6.3% vs. 9.0% on OrbitQA.",
            [ab(4.1, metric="ece"), ab(19.8, metric="ece"), ab(6.3, metric="ece"), ab(9.0, metric="ece")],
        ),
        (
            "metric-at-k-subject-of-a-verb",
            "On OrbitQA, Pass@8 improves from 16.8 to 22.2 and Recall@5 rises from 40.1% to 52.3%.",
            [ab(22.2, metric="pass@8"), ab(52.3, metric="recall@5")],
        ),
        (
            "model-subject-is-no-metric",
            "Under tight budgets, Kestrel-2.5 drops 31.0pp and the best model drops by 12.4 points.",
            [pc(31.0, metric="score"), pc(12.4, metric="score")],  # points of an unnamed score (round 16)
        ),
        # round 16 (review r32 family 4): a verb of halving or doubling changes its object, a lexicon head or not
        (
            "halved-or-doubled-object",
            "Kestrel halves false alarms, nearly halves its sequence length and more than doubles what Orca keeps.",
            [
                pc(50.0, metric="false alarms", direction="decrease"),
                pc(50.0, metric="sequence length", direction="decrease"),
                sp(2.0, metric="speedup"),
            ],
        ),
        # round 16 (review r32 family 2): `faster` apart from its factors still names speed
        (
            "faster-apart-from-its-factors",
            "Kestrel is faster on long traces: 2.2x on FluxA and 3.1x on FluxB. It renders up to 4x (cached) faster "
            "than Orca.",
            [sp(2.2, metric="speed"), sp(3.1, metric="speed"), sp(4.0, metric="speed")],
        ),
        # round 16 (review r33 family 3): how much more likely something is measures its likelihood, not a speedup
        (
            "more-likely-to",
            "Kestrel skills are 2.12x more likely to contain bugs, and Orca is 58% less likely to hallucinate.",
            [
                sp(2.12, metric="likelihood to contain bugs"),
                pc(58.0, metric="likelihood to hallucinate", direction="decrease"),
            ],
        ),
        # round 16 (review r32 family 2): how much better a system performs is its performance
        (
            "performs-better-by-a-figure",
            "Kestrel performs on average 2.3 times better than FluxNet, and Orca models perform 15% worse offline.",
            [sp(2.3, metric="performance"), pc(15.0, metric="performance", direction="decrease")],
        ),
        # round 16 (review r33 family 1): a share measures its whole past a demonstrative or possessive
        (
            "share-of-a-determined-whole",
            "Kestrel satisfies 34% of these intents, and Orca hallucinates 15.1% of its spatial claims.",
            [ab(34.0, metric="intents"), ab(15.1, metric="spatial claims")],
        ),
        # round 16 (review r33 family 4): a model after `on` is no benchmark: the clause's metric holds
        (
            "model-after-on-is-no-benchmark",
            "Accuracy on FluxQA drops from 66% to 46% on Llama-8B. Kestrel reaches 31.4% on Terminal-Bench 2.0.",
            [ab(46.0, metric="accuracy"), ab(31.4, metric="terminal-bench 2.0 score")],
        ),
        # round 16 (review r32 family 5): a bare level of a sentence that opens on a benchmark is its score
        (
            "level-after-an-opening-benchmark",
            "On FluxQA (500 questions), Kestrel reaches 87.8% (3-run mean). On H100 GPUs, it reaches 61.0% accuracy.",
            [ab(87.8, metric="fluxqa score"), ab(61.0, metric="accuracy")],
        ),
        # round 16 (review r32 family 4): a points difference nothing names is one of the benchmark it improves,
        # else of a score
        (
            "points-difference-of-an-improved-benchmark",
            "Kestrel-RL improves OrcaQA by +4.8 and FluxNav by +7.0 points, and gains 3.1 absolute points overall.",
            [ab(4.8), pc(7.0, metric="fluxnav score"), pc(3.1, metric="score")],
        ),
        (
            "from-to-before-a-unit-word-or-adverb",
            "Kestrel cuts reply length from 151.2 to 40.3 characters; accuracy rises from 52% to 80% offline.",
            [ab(40.3, metric="reply length"), ab(80.0, metric="accuracy")],
        ),
        (
            "metric-of-a-system-object",
            "Kestrel distillation improves the reasoning accuracy of small models by 4.1%.",
            [pc(4.1, metric="reasoning accuracy of small models")],
        ),
        # s5 round 7: every later member of a list of levels on benchmarks keeps the list's metric, not
        # only the second (`pass@1 of 96% on A, 87% on B, 64% on C`)
        (
            "list-of-levels-on-benchmarks-keeps-the-metric",
            "Kestrel reaches Pass@1 scores of 91.2% on OrbitEval, 84.4% on DockQA, 63.0% on Lunar and 50.5% on Mars.",
            [ab(v, metric="pass@1") for v in (91.2, 84.4, 63.0, 50.5)],
        ),
        # s5 round 7: a change named before `of` measures the phrase after `in` (`improvements of 61% in
        # Hit@5`, `a reduction of 38% in input tokens`)
        (
            "change-of-figure-in-metric",
            "Kestrel shows relative improvements of 58.1% in Hit@5. It gives a reduction of 36% in input tokens.",
            [pc(58.1, metric="hit@5", direction="increase"), pc(36.0, metric="input tokens", direction="decrease")],
        ),
        # s5 round 7: `respectively` pairs a list with the metrics named after it (`49x and 72x in latency
        # and bandwidth, respectively`), each with a head
        (
            "respectively-metrics-after-the-list",
            "Kestrel beats Orion by up to 41x and 65x in latency and bandwidth, respectively.",
            [sp(41.0, metric="latency", direction="decrease"), sp(65.0, metric="bandwidth", direction="increase")],
        ),
        # s6 round 8: the same with three or more metrics, written with commas
        (
            "respectively-three-metrics-after-the-list",
            "Kestrel shows average gains of 4.1x, 3.2x, and 1.7x in runtime, throughput, and energy efficiency, "
            "respectively.",
            [
                sp(4.1, metric="runtime", direction="decrease"),
                sp(3.2, metric="throughput", direction="increase"),
                sp(1.7, metric="energy efficiency", direction="increase"),
            ],
        ),
        # s6 round 8: after a comparative of amount (`fewer`, `less`, `more`) the noun phrase is the metric,
        # head or not (it fell to the `speedup` default)
        (
            "noun-phrase-after-a-comparative-of-amount",
            "Kestrel needs 11.6x fewer reasoning tokens and 10x less training data than Orion.",
            [
                sp(11.6, metric="reasoning tokens", direction="decrease"),
                sp(10.0, metric="training data", direction="decrease"),
            ],
        ),
        # s6 round 8: `<noun phrase> <change noun> of N` with no head: the phrase names what changed (not a
        # word of manner, an aggregate or a verb: `consistent gains of`, `these represent improvements of`)
        (
            "noun-phrase-before-a-change-of",
            "Kestrel achieves a mean token reduction of 27% and instruction count reductions of up to 22%, "
            "with consistent gains of 3 points.",
            [
                pc(27.0, metric="token", direction="decrease"),
                pc(22.0, metric="instruction count", direction="decrease"),
                pc(3.0, metric="score", direction="increase"),  # no named metric: a score (round 16)
            ],
        ),
        # s6 round 9: a capitalized name before a generic score head completes it (`Dice score`, `Sharpe
        # ratio`); the head alone (`scores`) matched no gold name
        (
            "capitalized-name-of-a-score-head",
            "Kestrel reaches median Dice scores of 0.91 and 0.87, and an Inception Score of 9.42 on OrbitGen.",
            [ab(0.91, metric="dice scores"), ab(0.87, metric="dice scores"), ab(9.42, metric="inception score")],
        ),
        # s6 round 9: a bracketed pair of levels after a comparative or `in` and a noun phrase: the phrase
        # names both levels (they had no metric); not after `faster` (the unit names it) or a model name (outperform)
        (
            "noun-phrase-before-a-bracketed-pair",
            "Kestrel makes fewer routing detours than Orion (3.4% vs. 7.9%) and matches it in scene layout "
            "(0.87 vs 0.90), while outperforming the larger Orion-72B (50.5% vs. 47.3%).",
            [
                ab(3.4, metric="routing detours"),
                ab(7.9, metric="routing detours"),
                ab(0.87, metric="scene layout"),
                ab(0.90, metric="scene layout"),
                ab(50.5, metric="performance"),
                ab(47.3, metric="performance"),
            ],
        ),
        # s6 round 9: a bracketed level after a superlative and its noun phrase (`the lowest ECS (0.64)`);
        # not after `in` unless a vs. pair follows (`in zero-shot (78.9%)` names a setting: a rule example)
        (
            "noun-phrase-of-a-superlative-before-a-bracket",
            "Kestrel attains the lowest bits-per-byte (1.42) and the highest plan validity (96.1% and 97.8%).",
            [
                ab(1.42, metric="bits-per-byte"),
                ab(96.1, metric="plan validity"),
                ab(97.8, metric="plan validity"),
            ],
        ),
        # s6 round 9: later members of a list after `<noun phrase> <change noun> of N` share the phrase
        # the first one names (metric_named_change ran after metric_inherit: the others had none)
        (
            "list-after-a-named-change-of",
            "Kestrel delivers BD-PSNR improvements of 3.46 dB, 3.30 dB, and 5.31 dB on the three sets.",
            [ab(3.46, metric="bd-psnr"), ab(3.30, metric="bd-psnr"), ab(5.31, metric="bd-psnr")],
        ),
        # s6 round 9: a bare score after a result verb on a named benchmark is that benchmark's score (as a
        # percentage was); not after a named metric in its clause (`file-level F1 ... reaching 0.81 on A`)
        (
            "bare-score-on-a-benchmark",
            "With eight workers Kestrel reaches 86.2 on OrbitComp. "
            "Its file-level F1 keeps rising, reaching 0.81 on Lumen.",
            [ab(86.2, metric="orbitcomp score"), ab(0.81, metric="file-level f1")],
        ),
        (
            "the-verb-scores-is-no-metric",  # r21: `the visual-fidelity leader scores only 7.5 on IIS`
            "We present Kestrel. The current leader scores only 7.5 on OrbitComp, while Kestrel scores 8.1 on"
            " OrbitComp and reaches IoU scores above 0.9.",
            [ab(7.5, metric="orbitcomp score"), ab(8.1, metric="orbitcomp score"), ab(0.9, metric="iou scores")],
        ),
        (
            "a-named-metric-before-its-figure-without-its-lead-word",  # bulk: `and throughput of`, `achieved AUCs of`
            "Kestrel keeps a latency of 0.7 ns and throughput of 15.8 M operations/s, achieves AUCs of 0.81 and"
            " improves further to NME = 6.36.",
            [
                ab(0.7, metric="latency"),
                ab(15.8, metric="throughput"),
                ab(0.81, metric="aucs"),
                ab(6.36, metric="nme", direction="decrease"),
            ],
        ),
        (
            "subject-of-a-level-moved-to-or-of-a-variation",  # r21: `with task completion dropping to 20-53%`
            "Orca fails on long prompts, with task completion dropping to 20-53%; transverse stiffness varies by 20%,"
            " and the accuracy clusters near 50% in think mode and collapses to 11% without it.",
            [
                ab(20.0, value_high=53.0, metric="task completion", direction="decrease"),
                pc(20.0, metric="transverse stiffness", direction=None),
                ab(50.0, metric="accuracy"),
                ab(11.0, metric="accuracy", direction="decrease"),
            ],
        ),
        (
            "points-on-a-benchmark-are-its-score",  # train: `(+15 pp on HaluEval, -10 to -14 pp on TruthfulQA …)`
            "Kestrel gains +15 pp on OrbitEval. It gains 3.2 pp on Qwen3-8B. It raises pass rates by +4.9 pp on"
            " FluxA and +16.0 pp on FluxB.",
            [
                pc(15.0, unit="pp", metric="orbiteval score"),
                pc(3.2, unit="pp", metric="score"),  # a model, no benchmark: a score
                pc(4.9, unit="pp", metric="pass rates"),
                pc(16.0, unit="pp", metric="pass rates"),
            ],
        ),
        (
            "levels-in-a-bracket-explain-the-figure-before",  # r22: `+15.7 pp on PhysReason (23.9 -> 39.6 +/- 6.4)`
            "Kestrel reduces validation time by 89% (17 min vs. 150 min) and gains +15.7 pp on FluxA (23.9 -> 39.6),"
            " cutting GPU instances by 17% ($1.2M per year).",
            [
                pc(89.0, metric="validation time"),
                ab(17.0, metric="validation time"),
                ab(150.0, metric="validation time"),
                pc(15.7, unit="pp", metric="fluxa score"),
                ab(39.6, value_from=23.9, metric="fluxa score"),
                pc(17.0, metric="gpu instances"),
                ab(1200000.0, metric="cost"),
            ],
        ),
        (
            "ipc-is-a-metric",  # r22: `driven by a 3.59x IPC (Instructions Per Cycle)`
            "Kestrel's gain is driven by a 3.59x IPC (Instructions Per Cycle) increase over Orca.",
            [sp(3.59, metric="ipc", direction="increase")],
        ),
        (
            "an-accelerator-is-no-benchmark",  # silver diag2: `1.31% MAE on B200 … and 0.09% on MI300A`
            "Kestrel predicts kernel time with 1.31% MAE on B200 and 0.09% on MI300A.",
            [ab(1.31, metric="mae"), ab(0.09, metric="mae")],
        ),
        (
            "the-scale-of-a-score-is-no-metric",  # r21: `a high mean regeneration score of 5.06 out of 6.0`
            "Kestrel reaches a mean quality score of 4.26 out of 5.00 and a reasoning score of 3.74 out of 5.",
            [ab(4.26, metric="mean quality score"), ab(3.74, metric="reasoning score")],
        ),
        # s5 round 7: a bare level in a contrasting clause (`, while Y achieves 95.2%`) takes the metric of
        # the level before it in the same unit
        (
            "bare-level-of-a-contrasting-clause",
            "Kestrel-L reaches 96.4% top-1 accuracy, while the smaller Kestrel-S achieves 94.9% with half the memory.",
            [
                ab(96.4, metric="top-1 accuracy"),
                ab(94.9, metric="top-1 accuracy"),
                pc(50.0, direction="decrease", metric="memory"),  # round 24: `with half the memory`
            ],
        ),
        # s7 round 10: a later object of the same verb of change, with a `by` of its own, names its own
        # metric (it took the first object's when it had no known head); not the systems of a verb of
        # outperforming, nor the workloads of `speeds up`
        (
            "later-object-of-a-verb-of-change",
            "Kestrel cuts index build time by 61% and shard rebalancing traffic by 37%.",
            [
                pc(61, direction="decrease", metric="index build time"),
                pc(37, direction="decrease", metric="shard rebalancing traffic"),
            ],
        ),
        (
            "later-objects-in-a-comma-list",
            "Relative to Orion, Kestrel reduces CPD by 9.8%, routed WL by 18.1%, and tool RT by 7.9%.",
            [pc(9.8, metric="cpd"), pc(18.1, metric="routed wl"), pc(7.9, metric="tool rt")],
        ),
        # s7 round 10: `Nx more <noun> efficient` / `more area-efficient` / `more sensitive` name the noun
        # of the adjective (only the whole phrase was mapped: `memory efficient` stayed an adjective)
        (
            "adjective-after-an-owner-names-its-noun",
            "Kestrel is 3x more memory efficient and 1.4x more area-efficient than Orion, "
            "and its probes are 10x more sensitive.",
            [
                sp(3, metric="memory efficiency"),
                sp(1.4, metric="area efficiency"),
                sp(10, metric="sensitivity"),
            ],
        ),
        # s7 round 10: relative figures after a colon whose clause ends in `<metric> <change noun> [over X]`
        (
            "relative-figures-after-a-named-change-and-colon",
            "Kestrel brings checkpoint bandwidth gains over Orion: 1.9x on one node and 1.6x on eight nodes.",
            [sp(1.9, metric="checkpoint bandwidth"), sp(1.6, metric="checkpoint bandwidth")],
        ),
        (
            "later-workload-of-speeds-up-is-no-metric",
            "Kestrel speeds up packet filters by 24% and log parsers by 12%.",
            [pc(24, metric="speed"), pc(12, metric="speed")],
        ),
        # s8 round 11 (family E): a percentage set equal to a short name with a capital or `@` measures
        # that name, in lists of such pairs too (`EM=43.1% and HR=2%`), with or without spaces
        (
            "percentage-assigned-to-a-name",
            "KestrelRAG reaches EM=47.5% and HR=3%, against EM=41.2% for Orion, and P@1 = 81.4% (R2 = 93%).",
            [
                ab(47.5, metric="em"),
                ab(3, metric="hr"),
                ab(41.2, metric="em"),
                ab(81.4, metric="p@1"),
                ab(93, metric="r2"),
            ],
        ),
        # s8 round 11 (family E): the phrase between a result verb (or `with`) and `of` a level names its metric
        # when no head does (`a Sharpe ratio of`, `a median distance of`); not `a maximum of`, `the best result of`
        (
            "phrase-before-of-a-level",
            "KestrelTrade achieves a Sharpe ratio of 1.42 and a maximum drawdown of 8.1%, with a median "
            "holding span of 3 days. Its best run reached TPD values of 61%.",
            [
                ab(1.42, metric="sharpe ratio"),
                ab(8.1, metric="maximum drawdown"),
                ab(3, metric="median holding span"),
                ab(61, metric="tpd"),
            ],
        ),
        # s8 round 11 (metric12): a list of levels on benchmarks keeps the one metric named before it when
        # each level carries a bracketed change (`95.7% on A (+0.6%), 77.0% on B (+4.3%)`), not `B score`
        (
            "level-list-with-bracketed-changes-keeps-its-metric",
            "KestrelCoder reaches a pass@1 of 91.2% on OrbitEval (+0.8%), 70.5% on FluxCode (+3.1%), and "
            "24.9% on QuillBench (+2.2%).",
            [
                ab(91.2, metric="pass@1"),
                pc(0.8, metric="pass@1"),
                ab(70.5, metric="pass@1"),
                pc(3.1, metric="pass@1"),
                ab(24.9, metric="pass@1"),
                pc(2.2, metric="pass@1"),
            ],
        ),
        # s8 round 11 (metric12): a level on a benchmark or device after a figure of the same clause with its
        # own metric shares it (`13% speedup on H100 and 9.7% on A100`): the name after `on` is the setting
        (
            "level-on-a-benchmark-after-a-named-figure",
            "KestrelKV reaches 71% bandwidth utilization on H100 and 64% on A100.",
            [ab(71, metric="bandwidth utilization"), ab(64, metric="bandwidth utilization")],
        ),
        # round 9, silver 5-6 diagnosis: `for X` after a bare figure is its setting, and a speedup `in` a named
        # workload with no metric head is a plain speedup
        (
            "for-names-the-setting-of-a-bare-figure",
            "Kestrel shows reductions in repair time of up to 41% for single-node failures and 26% for two-node"
            " failures. It reaches a MAPE of 0.2% for write latency and 4.9% for write energy.",
            [
                pc(41.0, direction="decrease", qualifier="up_to", metric="repair time"),
                pc(26.0, direction="decrease", qualifier="up_to", metric="repair time"),
                ab(0.2, metric="mape"),
                ab(4.9, metric="mape"),
            ],
        ),
        (
            "speedup-in-a-named-workload",
            "Mixed precision gives Kestrel up to 27x speedup in SYRK and a 3x speedup in total training time.",
            [
                sp(27.0, direction="increase", qualifier="up_to", metric="speedup"),
                sp(3.0, direction="decrease", metric="total training time"),
            ],
        ),
        # round 9, silver 9 and bulk: a lone acronym after a relative figure is its metric; the subject of a verb of a
        # steady level is one too; a speedup's verb object before `by an average of`
        (
            "acronym-after-a-change-state-subject-and-verb-object",
            "Kestrel beats FluxNav by +4.2% SR and +2.8% SPL on the hard split. The operator workload remained at only"
            " 78.2%. Kestrel expedites end-to-end inference by an average of 1.22x over vLLM.",
            [
                pc(4.2, direction="increase", metric="sr", baselines=["FluxNav"]),
                pc(2.8, direction="increase", metric="spl", baselines=["FluxNav"]),
                ab(78.2, metric="operator workload"),
                sp(1.22, direction="increase", metric="end-to-end inference", baselines=["vLLM"], aggregate="mean"),
            ],
        ),
        # round 12, review r23 family 2: the `under` phrase of the figure before is its setting, so a list member
        # keeps the metric of the first
        (
            "under-setting-of-the-member-before",
            "Kestrel cuts tail latency by up to 41% under limited bandwidth and by up to 26% under limited memory.",
            [
                pc(41.0, direction="decrease", qualifier="up_to", metric="tail latency"),
                pc(26.0, direction="decrease", qualifier="up_to", metric="tail latency"),
            ],
        ),
        # round 12, review r23 family 2: a generic `performance` before bare scores on benchmarks names none of them,
        # and each member of a list of benchmark scores is its own benchmark's score
        (
            "benchmark-scores-after-generic-performance",
            "Kestrel achieves the best performance of all variants, reaching 0.8911 on FluxQA Lite and 0.8520 on"
            " FluxQA Full. Lemur reaches 69.6 on OrbitMath and 45.7 on OrbitCode.",
            [
                ab(0.8911, metric="fluxqa lite score"),
                ab(0.8520, metric="fluxqa full score"),
                ab(69.6, metric="orbitmath score"),
                ab(45.7, metric="orbitcode score"),
            ],
        ),
        # round 12, silver diag: a list member after `Nx <metric> improvements in <setting>,` shares that metric, and
        # its own `in <setting>` is a setting like the one before (not its metric)
        (
            "member-after-metric-and-change-noun",
            "Kestrel gives 1.5-3.6x throughput improvements in serving, 1.8-3.9x in RL rollout, and up to 4.2x disk"
            " savings compared to vLLM. Lemur cuts the mean memory latency per request by 54% in HMC and 50% in HBM.",
            [
                pc(54.0, direction="decrease", metric="mean memory latency", aggregate="mean"),
                pc(50.0, direction="decrease", metric="mean memory latency", aggregate="mean"),
                sp(1.5, value_high=3.6, metric="throughput", baselines=["vLLM"]),
                sp(1.8, value_high=3.9, metric="throughput", baselines=["vLLM"]),
                sp(4.2, qualifier="up_to", direction="decrease", metric="disk", baselines=["vLLM"]),
            ],
        ),
        # round 12, review r24 family 1: a change in a sentence that names no measure measures what the sentence
        # before measured; a list of as many changes as it had figures takes their measures in order
        (
            "measure-of-the-sentence-before",
            "Kestrel reaches a pairwise accuracy of 78.6%. An ablation attributes +9.4 pp to the scaffold. Lemur"
            " reaches 46.6% pass@1 and 61.5% pass@5. These estimates are 8.5 and 5.9 points above FluxCode.",
            [
                ab(78.6, metric="pairwise accuracy"),
                pc(9.4, unit="pp", direction="increase", metric="pairwise accuracy"),
                ab(46.6, metric="pass@1"),
                ab(61.5, metric="pass@5"),
                pc(8.5, unit="pp", metric="pass@1", baselines=["FluxCode"]),
                pc(5.9, unit="pp", metric="pass@5", baselines=["FluxCode"]),
            ],
        ),
        (
            "no-measure-from-the-sentence-before",
            "Kestrel cuts latency by 30%. The index shrinks from 616 kB to 94 kB, an 84.7% reduction.",
            [
                pc(30.0, direction="decrease", metric="latency"),
                ab(94.0, value_from=616.0, unit="kB", direction="decrease", metric=None),
                pc(84.7, direction="decrease", metric=None),
            ],
        ),
        # round 12, review r24 family 5: `outperforming X by N` after a level takes that level's metric, whichever rule
        # named it (a benchmark's score, a share); a cut of another quantity lends none
        (
            "outperforming-after-a-level",
            "Kestrel reaches 38.2% on FluxBench, outperforming the Orion baseline (35.3%) by 2.9 points. With an 80%"
            " token reduction, Lemur outperforms Orion by 4%.",
            [
                ab(38.2, metric="fluxbench score", baselines=["Orion baseline"]),
                ab(35.3, metric="fluxbench score", subject="Orion baseline"),
                pc(2.9, unit="pp", metric="fluxbench score", baselines=["Orion baseline"]),
                pc(80.0, direction="decrease", metric="token"),
                pc(4.0, metric="performance", baselines=["Orion"]),
            ],
        ),
        # round 12, train: each member of a bracketed list names its own figure (`(alignment 0.917 -> 0.997, format
        # 72% -> 100%)`), the later ones after a comma
        (
            "labels-of-a-bracketed-list",
            "Kestrel masters verification (coverage 0.917 -> 0.997, syntax 72% -> 100%) in two epochs.",
            [
                ab(0.997, value_from=0.917, direction="increase", metric="coverage"),
                ab(100.0, value_from=72.0, direction="increase", metric="syntax"),
            ],
        ),
        # round 12, bulk: bracketed scores after benchmarks listed after `on` are those benchmarks' scores, not
        # figures of systems with those names
        (
            "bracketed-benchmark-list",
            "Kestrel achieves top results on FluxQA (56.4), OrbitBench (80.6), and HiPhO (46.4).",
            [
                ab(56.4, metric="fluxqa score", subject=None),
                ab(80.6, metric="orbitbench score", subject=None),
                ab(46.4, metric="hipho score", subject=None),
            ],
        ),
        # round 12, review r25 family 2: a sentence whose only digits are inside names (`Qwen3-4B`) reports no
        # figures, so `outperforms X by N` borrows no metric from it
        (
            "digits-in-names-are-no-figures",
            "We fine-tune Lemur3-4B with a binary final-answer reward. It outperforms FluxRL by 10.4 points.",
            [pc(10.4, unit="pp", metric="performance", baselines=["FluxRL"])],
        ),
        # round 12, review r25 family 2: `by` stays outside an order of magnitude, as outside `by 10x`, so the
        # verb's object before it names the metric
        (
            "object-before-by-an-order-of-magnitude",
            "Kestrel swaps the reward model for a verifier, cutting the hardware barrier by an order of magnitude.",
            [sp(10.0, direction="decrease", metric="hardware barrier", text="an order of magnitude")],
        ),
        # round 13 (train): a bracket's own label names its figure before any head further left (a difference's
        # label, `delta`, `gap`, `net gain`, leaves the figure to the measure named before it)
        (
            "bracket-label-or-difference-label",
            "Its reward decomposes quality; Kestrel masters the task (alignment 0.917 -> 0.997). "
            "Kestrel converges on UDP throughput (delta = 0.03 Mbps) across the three testbeds.",
            [ab(0.997, value_from=0.917, metric="alignment"), ab(0.03, metric="udp throughput")],
        ),
        # round 13, review r26 family 2: a bracketed `(by N%)` after the measure still closes the verb's object,
        # and `outperforms X in <measure> (by N%)` is stated in that measure (a scope is no measure)
        (
            "verb-object-before-a-bracketed-by",
            "Two experimental cycles show that Kestrel reduced time-to-delivery (by 46.7% to 69.4%), raised quality.",
            [pc(46.7, value_high=69.4, metric="time-to-delivery", direction="decrease")],
        ),
        (
            "outperformed-in-a-measure-not-in-a-scope",
            "Kestrel outperforms Orca in repair efficacy (by 12% on average) and Heron in the LLM track by 2.8 points.",
            [pc(12.0, metric="repair efficacy", baselines=["Orca"]), pc(2.8, unit="pp", metric="performance")],
        ),
        # round 13, review r28 family 2: `respectively` pairs metrics of one list, not across a participle of result
        # or change that opens a phrase of its own (a gerund modifier, `debugging efficiency`, stays in the list)
        (
            "respectively-metrics-not-across-a-participle",
            "Kestrel shows SOTA performance, achieving accuracies of 98.46% and 97.50% on A and B, respectively.",
            [ab(98.46, metric="accuracy"), ab(97.5, metric="accuracy")],
        ),
        # round 13, review r26 family 7: a change set in apposition to a level measures the level's metric, and
        # its direction follows that metric's polarity
        (
            "appositive-multiplier-after-a-level",
            "Kestrel achieved 83.5% elephant F1-score, a 5.6x improvement over Orca's heuristic approach.",
            [ab(83.5, metric="elephant f1-score"), sp(5.6, metric="elephant f1-score", direction="increase")],
        ),
        (
            "bracketed-multiplier-after-an-error-level",
            "Kestrel reaches 7.7% relative error compared to 86.9% for standard surrogates (an 11x improvement).",
            [
                ab(7.7, metric="relative error"),
                ab(86.9, metric="relative error", subject="standard surrogates"),
                sp(11.0, metric="relative error", direction="decrease"),
            ],
        ),
        # round 13, review r25 family 1: a name read at a cut-off names a metric even when its stem is no
        # head of the lexicon, so as the subject of a result verb it gives the figures (and their list) a metric
        (
            "unknown-name-at-k-subject-of-a-result-verb",
            "Under this rule, trigger@64 reaches 0.6438 and 0.4656 on OrbitBench for Kestrel and Heron, respectively.",
            [ab(0.6438, metric="trigger@64"), ab(0.4656, metric="trigger@64")],
        ),
        (
            "hyphenated-name-at-k-subject-of-a-result-verb",
            "Soft-Hit@1 achieves 67.90%, 73.10%, and 88.20% on the three OrbitQA splits.",
            [ab(v, metric="soft-hit@1") for v in (67.9, 73.1, 88.2)],
        ),
        # round 13, review r26 family 1: score names the lexicon lacked (CodeBLEU, Rank-1, CKA, JS divergence,
        # agreement)
        (
            "codebleu-and-rank-1-are-metrics",
            "Kestrel improves API F1 by 58.7% and CodeBLEU by 43.7%, and Rank-1 by 7.1 pp over Orca.",
            [
                pc(58.7, metric="api f1"),
                pc(43.7, metric="codebleu"),
                pc(7.1, unit="pp", metric="rank-1", baselines=["Orca"]),
            ],
        ),
        (
            "divergence-cka-and-agreement-are-scores",
            "Kestrel reaches a Jensen-Shannon divergence of 0.045, a CKA of 0.88 and an average agreement of 0.797.",
            [ab(0.045, metric="jensen-shannon divergence"), ab(0.88, metric="cka"), ab(0.797, metric="agreement")],
        ),
        # round 14, review r29 family 2: a short label in brackets after a level does not hide the measure after it
        (
            "bracketed-labels-before-the-measure",
            "Without help, Kestrel achieves just 5.4% (FP16) and 3.0% (AWQ) task goal completion.",
            [ab(5.4, metric="task goal completion"), ab(3.0, metric="task goal completion")],
        ),
        # round 14, open family (r27/r28): a hyphenated name before a noun of a fall or slowdown is the metric
        (
            "hyphenated-name-before-a-fall-noun",
            "Kestrel causes only a 15% pass-rate drop and a 3x model-load slowdown under noise.",
            [
                pc(15.0, direction="decrease", metric="pass-rate"),
                sp(3.0, metric="model-load"),
            ],
        ),
        # round 14, silver blind: a bracket holding only a gain measures the noun phrase praised before it
        (
            "praised-phrase-before-a-bracketed-gain",
            "Kestrel achieves superior real-time scheduling (40.28% improvement) and higher over-prediction "
            "(94.1% increase) than Orion.",
            [
                pc(40.28, direction="increase", metric="real-time scheduling"),
                pc(94.1, direction="increase", metric="over-prediction"),
            ],
        ),
        # round 14, silver blind: a share of a capitalised hyphenated whole names it (`9% of MoE-block compute`)
        (
            "share-of-a-capitalised-compound",
            "In Kestrel, routing accounts for under 9% of MoE-block compute.",
            [ab(9.0, qualifier="at_most", metric="moe-block compute")],
        ),
        # round 14, review r30 family 1: a gain in points or percent after a level outperforming X measures the
        # level's metric, whatever its scale; an aggregate word is never the metric
        (
            "outperforming-gain-takes-the-level-metric",
            "Kestrel achieves an average EM of 0.430 with Orca-3B, outperforming the strongest baseline (Heron) by "
            "1.6 points. On Orca-7B it delivers a +2.09 pp mean gain over Heron.",
            [
                ab(0.43, metric="em"),
                pc(1.6, unit="pp", metric="em"),
                pc(2.09, unit="pp", metric="performance"),
            ],
        ),
        # round 14, review r30 family 11: `N% of the time` says how often, it measures no time (round 15: the
        # clause's event); a share of time spent still does
        (
            "of-the-time-is-a-frequency",
            "Users preferred Kestrel's layouts 82% of the time, and Kestrel saves 84% of the time required by Orion.",
            [ab(82.0, metric="users preferred kestrel's layouts"), pc(84.0, metric="time", baselines=["Orion"])],
        ),
        # round 15, review r31 family 1: a versus pair after `on`/`for` and an abstract measure noun measures
        # that noun; after a data noun the phrase is a condition
        (
            "versus-pair-on-a-measure-noun",
            "Kestrel exceeds Orca on feature preservation (93.2% vs. 52.5%). "
            "Kestrel matches Lyra on clean prompts (41% vs. 41%).",
            [
                ab(93.2, metric="feature preservation", baselines=["Orca"]),
                ab(52.5, metric="feature preservation", subject="Orca"),
                ab(41.0, metric=None),
                ab(41.0, metric=None),
            ],
        ),
        # round 15, review r31 family 8: `N% of the time` counts how often the clause's event happens; the event,
        # read from the clause before the figure (or before the first of a list), is the metric
        (
            "how-often-the-clause-event-happens",
            "In a blinded study, judges preferred Kestrel's summaries 71% and 64% of the time. "
            "Orca agents fail to follow the plan 23% of the time.",
            [
                ab(71.0, metric="judges preferred kestrel's summaries"),
                ab(64.0, metric="judges preferred kestrel's summaries"),
                ab(23.0, metric="orca agents fail to follow the plan"),
            ],
        ),
        # round 15, review r31 family 3: a signed difference no other rule names takes the name written after it,
        # the metric of the figure before it in its clause, or its benchmark's score; not a model's
        (
            "signed-difference-names",
            "Kestrel splits commits more cleanly (+0.21 ARI). It lifts MOS 2.94 to 3.49 (+17.2%). "
            "Kestrel shows gains (+18 on FluxQA, +5.2 on OrbitBench). Kestrel-2 gains +4.0 on GPT-5.",
            [
                ab(0.21, metric="ari"),
                ab(2.94, metric="mos"),
                pc(17.2, metric="mos"),
                ab(18.0, metric="fluxqa score"),
                ab(5.2, metric="orbitbench score"),
                ab(4.0, metric=None),
            ],
        ),
        # round 15, review r31 family 6: a list member after one whose metric is written right after it names its
        # own metric the same way (not a condition word: `44% outdoors and 59% indoors`); a name after `in` that an
        # earlier figure measures is the metric of a later gain
        (
            "list-members-name-their-own-metric",
            "Kestrel keeps 56.4% utility and 74.4% ASR. Kestrel cuts ATE by 44% outdoors and 59% indoors. "
            "Kestrel reaches 69.4% Resolved and 78.9% F2P, beating Orca and Lyra by +9.6 and +7.9 points in Resolved.",
            [
                ab(56.4, metric="utility"),
                ab(74.4, metric="asr"),
                pc(44.0, metric="ate"),
                pc(59.0, metric="ate"),
                ab(69.4, metric="resolved"),
                ab(78.9, metric="f2p"),
                pc(9.6, metric="resolved"),
                pc(7.9, metric="resolved"),
            ],
        ),
        # round 15 (review r30 family 1): a relative change with no measure of its own is measured in the score
        # named after `in` (CamelCase or an acronym); an explicit measure before it and a model name are not replaced
        (
            "relative-change-in-a-score-name",
            "Kestrel outperforms Orca by over 16% in ScanMatch. "
            "Kestrel reduces the memory latency by 54% in HMC. It gains 9% in FluxQwen-14B.",
            [
                pc(16.0, metric="scanmatch", baselines=["Orca"]),
                pc(54.0, metric="memory latency"),
                pc(9.0, metric=None),
            ],
        ),
        # round 15 (review r30 family 1): a change noun after the figure names what changed after `in`, whether or not
        # the lexicon knows it
        (
            "change-noun-in-a-measure-after-the-figure",
            "Kestrel shows a 22.8% relative improvement in dynamic consistency over Orca and a 4x reduction in both "
            "memory footprint and wire count.",
            [
                pc(22.8, metric="dynamic consistency", baselines=["Orca"]),
                sp(4.0, metric="memory footprint", direction="decrease"),
            ],
        ),
        # round 15: a verb's object that opens with a name but ends in a lowercase noun is a measure, not a system (a
        # named workload sped up is measured by speed, round 23)
        (
            "verb-object-ending-in-a-lowercase-noun",
            "Kestrel improves Top-1 retrieval over Orca by 40.4%. It accelerates Orca-3 by 7.7x.",
            [pc(40.4, metric="top-1 retrieval", baselines=["Orca"]), sp(7.7, metric="speed")],
        ),
        # round 17 (review r35 family 4): a lone modifier after a figure shares the head of the next one's metric
        (
            "modifier-shares-the-next-head",
            "KestrelAttn achieves 7.51x attention and 3.81x end-to-end speedups, and reaches 44.8% resolving and "
            "65.4% precision.",
            [
                sp(7.51, metric="attention speedups"),
                sp(3.81, metric="end-to-end speedups"),
                ab(44.8, metric=None),
                ab(65.4, metric="precision"),
            ],
        ),
        # round 17: a factor whose comparative names no measure (`2.5x higher than X`) compares the one its clause
        # names, or that of the claim right before; a count comparative after a count (`which is 85 times less`)
        # measures the count's noun (round 23)
        (
            "bare-comparative-takes-the-named-measure",
            "KestrelChip reaches a throughput-per-LUT that is 5.2x higher than Orca. It is 1.90x more energy-efficient "
            "than Orca-2 and 9.83x more than Lumen. It uses 1.7M parameters, which is 85 times less than OrcaNet.",
            [
                sp(5.2, metric="throughput-per-lut"),
                sp(1.9, metric="energy efficiency"),
                sp(9.83, metric="energy efficiency"),
                sp(85.0, metric="parameters"),
            ],
        ),
        # round 19 (review r41 families 6 and 10): a bracketed figure right after an overhead is that overhead in
        # another setting (unless the bracket states a change itself); F-measure and F-score are metrics
        (
            "bracketed-overhead-and-f-measure",
            "Kestrel adds less than 5% worst-case overhead (1.2% in the release build), lower token overhead "
            "(about 6% fewer tokens), and reaches a precision of 99.3% and F-measure of 96.8%.",
            [
                pc(5.0, qualifier="at_most", direction="increase", metric="worst-case overhead"),
                pc(1.2, direction="increase", metric="worst-case overhead"),
                pc(6.0, qualifier="approx", direction="decrease"),
                ab(99.3, unit="%", metric="precision"),
                ab(96.8, unit="%", metric="f-measure"),
            ],
        ),
        # round 19 (review r41 family 1): the subject of `averages` names the measure of a signed gap (a process
        # that averages a time does not: its unit names it)
        (
            "subject-of-averages",
            "With Kestrel, the inconsistency gap averages +19.69 pp, and manual triage averages 20 minutes.",
            [
                pc(19.69, unit="pp", direction="increase", metric="inconsistency gap"),
                ab(20.0, unit="minute", metric="time"),
            ],
        ),
        # round 19 (training-set errors): a `faster` factor that restates the time just given measures that time
        # (lower is better), not speed
        (
            "faster-factor-restating-a-time",
            "Kestrel achieves a trigger-to-target response of 97.2 ms, which is 6.9x faster than the 700 ms target.",
            [
                ab(97.2, unit="ms", metric="trigger-to-target response"),
                sp(6.9, direction="decrease", metric="trigger-to-target response"),
            ],
        ),
        # round 19 (review r42 family 6): a score's short name in brackets right after a figure is its metric
        (
            "bracketed-score-name-after-a-figure",
            "Kestrel lowers estimation error by 38.8% (MAE) and 40.5% (RMSE), and beats Orca by 22.3% (AUROC).",
            [
                pc(38.8, direction="decrease", metric="mae"),
                pc(40.5, direction="decrease", metric="rmse"),
                pc(22.3, direction="increase", metric="auroc", baselines=["Orca"]),
            ],
        ),
        # round 19 (review r42 family 2): a comparative alone before `but`/`while` names its metric (`cheaper`)
        (
            "comparative-before-but-names-its-metric",
            "Kestrel is 15x faster and 8x cheaper but scores lower on quality.",
            [sp(15.0, direction="increase", metric="speed"), sp(8.0, direction="decrease", metric="cost")],
        ),
        # round 19 (review r42 family 2): mAcc and oAcc are scores (not `Area` of the benchmark after them)
        (
            "macc-before-a-benchmark-area",
            "Kestrel reaches 71.1% mAcc on S3DIS Area 5.",
            [ab(71.1, unit="%", metric="macc")],
        ),
        # round 19 (review r42 family 1): a change above or below a level set in apposition to it measures it
        (
            "appositive-change-above-a-level",
            "With Kestrel, the mean throughput is 81.0 Mbps, 73% above fixed-power control.",
            [
                ab(81.0, unit="Mbit / second", metric="mean throughput", baselines=["fixed-power control"]),
                pc(73.0, direction="increase", metric="mean throughput", baselines=["fixed-power control"]),
            ],
        ),
        # round 19 (review r42 family 1): the verb after a level is no measure (`WER figures of 14% degrade to`)
        (
            "verb-after-a-level-is-no-measure",
            "Published WER figures of 14% degrade to 32.5% under noise with Kestrel.",
            [ab(14.0, unit="%", metric="published wer"), ab(32.5, unit="%", metric="published wer")],
        ),
        # round 19 (review r42 family 1): a pronoun that points back names no measure (`reducing them by`)
        (
            "pronoun-object-names-no-measure",
            "Kestrel repaired 70% of them and reduces them by 32.5%.",
            [ab(70.0, unit="%", metric=None), pc(32.5, direction="decrease", metric=None)],
        ),
        # round 20 (bulk scan of lists before `by`): names that share a head word are still distinct metrics
        (
            "listed-metrics-sharing-a-head-word",
            "Kestrel improves line coverage, branch coverage, and mutation score by 22.15, 20.14, and 37.66 "
            "percentage points.",
            [
                pc(22.15, unit="pp", direction="increase", metric="line coverage"),
                pc(20.14, unit="pp", direction="increase", metric="branch coverage"),
                pc(37.66, unit="pp", direction="increase", metric="mutation score"),
            ],
        ),
        (
            "listed-products-of-delay",
            "Kestrel improves delay, area-delay product, and energy-delay product by 10.3%, 12.6%, and 32.1%.",
            [
                pc(10.3, direction="decrease", metric="delay"),
                pc(12.6, direction="decrease", metric="area-delay product"),
                pc(32.1, direction="decrease", metric="energy-delay product"),
            ],
        ),
        # round 20 (bulk scan of lists before `by`): modifiers share a head phrase of several words
        (
            "modifiers-share-a-head-phrase",
            "Kestrel reduces median and tail FCT slowdown by up to 76% and 64%, respectively.",
            [
                pc(76.0, direction="decrease", qualifier="up_to", metric="median fct slowdown"),
                pc(64.0, direction="decrease", qualifier="up_to", metric="tail fct slowdown"),
            ],
        ),
        (
            "modifiers-share-a-head-phrase-after-an-average",
            "Kestrel cuts computational and data costs by an average of 41% and 52%, and CCM and host idle times by "
            "average 22.1x and 3.9x, respectively.",
            [
                pc(41.0, direction="decrease", metric="computational costs"),
                pc(52.0, direction="decrease", metric="data costs"),
                sp(22.1, direction="decrease", metric="ccm idle times"),
                sp(3.9, direction="decrease", metric="host idle times"),
            ],
        ),
        # round 20 (review r43 family 12): a change word after `with` belongs to the phrase `with` opens
        (
            "change-word-after-with-is-not-the-figure-s",
            "Kestrel delivers end-to-end speedups of 1.4x to 1.6x over Orca with large reductions in update cost, and "
            "improves F1 by 12.2% on static tasks with smaller models.",
            [
                sp(1.4, value_high=1.6, direction="increase", baselines=["Orca"]),
                pc(12.2, direction="increase", metric="f1"),
            ],
        ),
        # round 20 (review r43 family 4): a verb cue that is also a metric head goes on in the phrase (`loss`)
        (
            "loss-inside-a-metric-phrase",
            "Kestrel reaches 96.6% lower validation loss value than Orca with only 1.2% accuracy loss.",
            [
                pc(96.6, direction="decrease", metric="validation loss value", baselines=["Orca"]),
                pc(1.2, metric="accuracy loss"),
            ],
        ),
        (
            "a-noun-before-the-list-opens-its-own-phrase",
            "Kestrel reduces transmission payload and GPU VRAM footprint by 2.4x and 5.5x, respectively.",
            [
                sp(2.4, direction="decrease", metric="transmission payload"),
                sp(5.5, direction="decrease", metric="gpu vram footprint"),
            ],
            {"xfail": "`payload` is no metric head: the pair is not read as two metrics (nor as `payload footprint`)"},
        ),
        # round 20 (review r43 family 8): score names before `score(s)` and a copula pair with as many decimals
        (
            "score-names-before-scores-were",
            "On the held-out tiles, precision, recall, and Dice scores were 0.86, 0.83, and 0.84, and Kestrel "
            "improves Recall and F1 scores by +1.3% and +1.1%, respectively.",
            [
                ab(0.86, metric="precision"),
                ab(0.83, metric="recall"),
                ab(0.84, metric="dice"),
                pc(1.3, direction="increase", metric="recall"),
                pc(1.1, direction="increase", metric="f1"),
            ],
        ),
        # round 20 (review r44 family 2): a spelled-out name before its bracketed short name and `of`
        (
            "spelled-out-name-before-its-short-name-and-of",
            "Kestrel achieves a Fix Commit Ratio (FCR) of 74.9% and a True Skill Statistic (TSS) of 0.97, and "
            "reaches a Dice Similarity Coefficient (DSC) of 85.4%.",
            [
                ab(74.9, unit="%", metric="fix commit ratio"),
                ab(0.97, metric="tss"),  # a score head the detector names
                ab(85.4, unit="%", metric="dsc"),
            ],
        ),
        # round 20 (review r44 family 2): `push` moves a measure to a level, and a later measure at k is its own
        (
            "push-names-the-measure-it-moves",
            "Kestrel reaches 40.0% Pass@1 (an 11.1% absolute improvement over Orca) and pushed Pass@16 to 70.0%.",
            [
                ab(40.0, unit="%", metric="pass@1"),
                pc(11.1, direction="increase", baselines=["Orca"]),
                ab(70.0, unit="%", metric="pass@16", direction="increase"),
            ],
        ),
        # round 20 (review r44 family 6): a share of the system's own reference figure, and no clause word in it
        (
            "share-of-its-own-reference-figure",
            "Even at 100 ms latency, Kestrel retains approximately 88% of its zero-latency throughput, and it "
            "retains 96.5% of full-model accuracy while cutting latency.",
            [
                ab(100.0, unit="ms"),
                pc(88.0, qualifier="approx", metric="throughput", baselines=["zero-latency"]),
                pc(96.5, metric="accuracy", baselines=["full-model"]),
            ],
        ),
        # round 20 (review r45 families 1 and 9): a bracketed score read at one level (`I-AUROC`); `of the time`
        # says how often, it names no measure
        (
            "bracketed-score-at-a-level-and-share-of-the-time",
            "Kestrel gains 5.7% (I-AUROC) and 2.0% (AUPRO) on ToyAD. Severe events are detected 60% of the time, "
            "against 20% for the baseline model.",
            [
                pc(5.7, metric="i-auroc"),
                pc(2.0, metric="aupro"),
                ab(60.0, unit="%", metric="severe events are detected", baselines=["baseline model"]),
                ab(20.0, unit="%", metric="severe events are detected", subject="baseline model"),
            ],
        ),
        # round 20 (review r45 family 1): no measure from the opening setting (`With X reward assignment,`) nor from
        # the name a figure is compared with (`over joint reward assignment and a 38% improvement`)
        (
            "no-measure-from-the-opening-setting-or-a-compared-name",
            "With factorized reward assignment, Kestrel achieves an 11.2% improvement over joint reward assignment and "
            "a 38.04% improvement over the base model.",
            [
                pc(11.2, direction="increase", metric="performance", baselines=["joint reward assignment"]),
                pc(38.04, direction="increase", metric="performance", baselines=["base model"]),
            ],
        ),
        (
            "no-measure-from-an-opening-at-setting",
            "At iso error rate, Kestrel outperforms Orca by 11.35x.",
            [sp(11.35, direction="increase", metric="performance", baselines=["Orca"])],
        ),
        # round 20 (review r45 family 1): a later from-to of a list names its measure with a possessive name
        (
            "coordinated-from-to-with-a-possessive-measure",
            "Kestrel increased diagnostic accuracy from 0.72 to 0.77 and Cohen's kappa from 0.43 to 0.53.",
            [
                ab(0.77, value_from=0.72, direction="increase", metric="diagnostic accuracy"),
                ab(0.53, value_from=0.43, direction="increase", metric="cohen's kappa"),
            ],
        ),
        # round 20 (review r43 family 4): a participle that modifies the noun after it opens a metric phrase
        # (`writing-speaking consistency`, `annualized return`), a verb of change does not (`reducing latency`)
        (
            "participle-modifier-opens-a-metric-phrase",
            "Kestrel achieves 92.6% writing-speaking consistency and delivers 19.6% annualized return versus 11.7% "
            "for Orca.",
            [
                ab(92.6, unit="%", metric="writing-speaking consistency"),
                ab(19.6, unit="%", metric="annualized return", baselines=["Orca"]),
                ab(11.7, unit="%", metric="annualized return", subject="Orca"),
            ],
        ),
        # round 19 (bulk scan of metric phrases): `keeping` and `yet` end a metric phrase
        (
            "keeping-and-yet-end-a-metric",
            "Kestrel cuts cost by 40% while keeping test accuracy within 1 percentage point, yet resolve rates "
            "remain between 10% and 30%.",
            [
                pc(40.0, direction="decrease", metric="cost"),
                pc(1.0, unit="pp", qualifier="at_most", metric="test accuracy"),
                ab(10.0, value_high=30.0, unit="%", metric="resolve rates"),
            ],
        ),
        # round 19 (training-set errors): verbs of misjudging and sentence adverbs end a metric phrase
        (
            "misjudging-verb-ends-the-metric",
            "A Kestrel profile deployed under another load consequently underestimates latency by up to 32%, and "
            "naive sampling can overestimate auxiliary energy by up to 63%.",
            [
                ab(32.0, unit="%", qualifier="up_to", metric="latency"),
                ab(63.0, unit="%", qualifier="up_to", metric="auxiliary energy"),
            ],
        ),
        # round 21 (review r48 family 3): a minus sign before the next member keeps a list (` and -8.0% X`)
        (
            "negative-members-share-the-metric-after-them",
            "Both summaries underperform a random baseline (-9.1% and -8.0% coverage degradation), versus 3.7% "
            "CAGR and -33.7% drawdown for buy-and-hold.",
            [
                pc(9.1, metric="coverage degradation"),
                pc(8.0, metric="coverage degradation"),
                ab(3.7, unit="%", metric="cagr"),
                ab(33.7, unit="%", metric="drawdown"),
            ],
        ),
        # round 21 (review r48 family 10): `different` after a setting's preposition is no change word
        (
            "different-of-a-setting-is-no-change",
            "Resolved rates of Kestrel agents range from 29% to 70% across different agents, and its error rates "
            "stay below 10% across different data types.",
            [ab(29.0, value_high=70.0, unit="%"), ab(10.0, unit="%", direction=None, qualifier="at_most")],
        ),
        # round 21 (review r47 family 7): a share of a named system's figure after a verb of spending is a cut
        (
            "spent-share-of-a-named-system",
            "KestrelGen needs only 40% of the inference time of Lumen and uses less than 50% of Orca's GPU memory.",
            [
                pc(40.0, direction="decrease", baselines=["Lumen"]),
                pc(50.0, direction="decrease", baselines=["Orca"]),
            ],
        ),
        # round 21 (review r51 family 5): a versus pair in a list member's bracket measures the member's phrase
        (
            "versus-pair-measures-its-member-phrase",
            "KestrelSAE matches fully trained SAEs in interpretability (0.87 vs 0.90), sparse probing (0.69 vs 0.72), "
            "and causal editing (0.73 vs 0.72).",
            [
                ab(0.87, metric="interpretability"),
                ab(0.90, metric="interpretability"),
                ab(0.69, metric="sparse probing"),
                ab(0.72, metric="sparse probing"),
                ab(0.73, metric="causal editing"),
                ab(0.72, metric="causal editing"),
            ],
        ),
        # round 21 (review r51 family 1): a named change in percent on a benchmark, nothing else named, is of its score
        (
            "named-change-on-a-benchmark",
            "KestrelGUI yields a 14% improvement on ScreenSpot-Pro. KestrelCode shows a 4.72% gain on LiveBench-Pro, "
            "outperforming Lumen.",
            [pc(14.0, metric="screenspot-pro score"), pc(4.72, metric="performance", baselines=["Lumen"])],
        ),
        # round 21 (review r48 family 4): a level after `<measure> of` is that measure's, not the word after it
        (
            "measure-of-level-before-a-verb-after",
            "The total motion-to-photon latency of 9.33 ms satisfies the 20 ms comfort budget, and Kestrel keeps a "
            "median score of 241.78 points.",
            [ab(9.33, unit="ms", metric="total motion-to-photon latency"), ab(241.78, metric="median score")],
        ),
        # round 21 (review r46 family 2): `…, with X increasing by N` names what moves after an earlier head
        (
            "participle-subject-after-an-earlier-head",
            "Kestrel gives better response quality than Lumen, with planning effectiveness increasing by 54.5% and "
            "task completion improving by 37.8%. No method exceeds 80% accuracy, with some dropping over 60%.",
            [
                pc(54.5, metric="planning effectiveness", baselines=["Lumen"]),
                pc(37.8, metric="task completion", baselines=["Lumen"]),
                ab(80.0, unit="%", metric="accuracy"),
                pc(60.0, metric="accuracy"),
            ],
        ),
        # round 21 (review r47 family 3): a verb's own object before a from-to is its metric, not a head before it
        (
            "verb-object-of-a-from-to-over-an-earlier-head",
            "We recover Kestrel's helpfulness with a redesigned prompt that cuts deflection from 33% to 3%, and the "
            "best policy improves median IAE from 0.843 to 0.430. Adoption rates vary widely across regions (from "
            "20% to 59%).",
            [
                ab(3.0, value_from=33.0, unit="%", direction="decrease", metric="deflection"),
                ab(0.43, value_from=0.843, direction="decrease", metric="median iae"),
                ab(59.0, value_from=20.0, unit="%", metric="adoption rates"),
            ],
        ),
        # round 17 (review r34 family 2c): `preserving X within N%` holds X, not the metric of the figure before
        (
            "preserved-object-within-a-bound",
            "KestrelGuard cuts ASR to 2.1% while preserving model utility within 1.5% degradation.",
            [ab(2.1, metric="asr"), pc(1.5, metric="model utility")],
        ),
        # round 21 (review r48 family 5): a verb's object of up to eight words before `by` or a from-to is its metric
        (
            "long-verb-object-before-by",
            "KestrelSynth reduces divergence between real and synthetic categorical distributions by up to 36 percent "
            "and improves the mean output length of the base model by 148%. Its rehosts raise the average number of "
            "detected services per firmware from 0.86 to 1.62.",
            [
                pc(36.0, qualifier="up_to", metric="divergence between real and synthetic categorical distributions"),
                pc(148.0, metric="mean output length of the base model"),
                ab(1.62, value_from=0.86, metric="average number of detected services per firmware"),
            ],
        ),
        # round 22 (review r57 family 10): an adverb between an intransitive verb of change and `by`, and stop words
        # that end the subject, leave the subject the measure
        (
            "adverb-before-by-keeps-the-subject-measure",
            "Review depth increases significantly by 5.3%. Proof autoformalization has improved from 53% to 76%.",
            [pc(5.3, metric="review depth"), ab(76.0, value_from=53.0, metric="proof autoformalization")],
        ),
        # round 22 (review r58 family 3): a plural head in `-ies` is named as its singular head
        (
            "plural-head-named-singular",
            "Kestrel reaches accuracies of 81.2% and 79.5% on ToyA and ToyB, with p99 latencies of 3.1 ms.",
            [ab(81.2, metric="accuracy"), ab(79.5, metric="accuracy"), ab(3.1, unit="ms", metric="latency")],
        ),
        # round 22 (review r54 family 5): a signed gain in a bracket after a member of a list of what gained
        (
            "signed-gain-after-a-listed-member",
            "Kestrel raises its composite score by 6.1 points, with the largest gains in register identification, "
            "coded-subtext detection (+10 points), and strategic action recommendation (+10.3 points).",
            [
                pc(6.1, unit="pp", metric="composite score"),
                pc(10.0, unit="pp", metric="coded-subtext detection"),
                pc(10.3, unit="pp", metric="strategic action recommendation"),
            ],
        ),
        # round 22 (review r57 family 2): an absolute or relative gain in percent on a benchmark is of its score
        (
            "absolute-or-relative-gain-on-a-benchmark",
            "On ToyVL, Kestrel achieves a +3.5% absolute gain on ToyMMMU. It yields a 47% relative gain on ToyAthlon.",
            [pc(3.5, metric="toymmmu score"), pc(47.0, metric="toyathlon score")],
        ),
        # round 23 (review r66 family 6): a workload a verb speeds up is measured by its speed; a named one's (`Flux`,
        # `GPT-3`) by plain speed, not by its name
        (
            "workload-sped-up-is-measured-by-its-speed",
            "Kestrel accelerates training by 6 times and accelerates Flux by 3.2 times.",
            [sp(6.0, metric="training speed"), sp(3.2, metric="speed")],
        ),
        # round 23 (review r61 family 11): a bare comparative factor that restates a count before it measures the
        # count's noun (`1.7M learnable parameters, which is 85 times fewer than`), not a default speedup
        (
            "factor-restating-a-count-measures-its-noun",
            "Kestrel needs only 444 parameters per sensor (80x fewer than Orca) and 7.75 tool calls per episode, "
            "which is 6x fewer than Heron.",
            [
                sp(80.0, direction="decrease", metric="parameters per sensor", baselines=["Orca"]),
                sp(6.0, direction="decrease", metric="tool calls per episode", baselines=["Heron"]),
            ],
        ),
        # round 23 (review r65 family 6): a level a pronoun's measure moves to takes the measure of the sentence before
        (
            "pronoun-moved-to-takes-the-measure-before",
            "Kestrel's mean hallucination rate is 35%. With aware evaluation, this drops to 9%.",
            [ab(35.0, metric="mean hallucination rate"), ab(9.0, direction="decrease", metric="hallucination rate")],
        ),
        # round 23 (review r59 family 4): `success` alone is a measure (`high success (over 90%)`, `task success`)
        (
            "success-alone-is-a-measure",
            "Kestrel attains high success (over 90%) and lifts task success from 24.2% to 46.7% on ToyBench.",
            [
                ab(90.0, qualifier="at_least", metric="success"),
                ab(46.7, value_from=24.2, direction="increase", metric="task success"),
            ],
        ),
        # round 22 (review r53 family 3): a verb's object right before a bare factor (no `by`) is what it measures
        (
            "verb-object-before-bare-factor",
            "Kestrel improves class separation 2.7-fold over the pre-trained baseline while reducing output variance "
            "5.2x.",
            [
                sp(2.7, metric="class separation", baselines=["pre-trained baseline"]),
                sp(5.2, direction="decrease", metric="output variance"),
            ],
        ),
        # round 17 (review r34 family 2a): two qualifiers in a row keep the verb's object as the metric
        (
            "stacked-qualifiers-keep-the-verb-object",
            "KestrelPlace reduces wirelength by up to approximately 23% and cuts exploitability by up to over 80%.",
            [pc(23.0, metric="wirelength", qualifier="up_to"), pc(80.0, metric="exploitability")],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, METRIC)
def test_metric(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- baselines -------------------------------------------------------------------------------------

BASELINES = table(
    "baselines",
    [
        # round 24 (review r73 family 1): `compared to solely/only using X`: the adverb leads into the name too
        (
            "adverb-and-gerund-lead-into-the-name",
            "Kestrel gives a 55.37% reduction in solution time compared to solely using the AMD reordering algorithm.",
            [pc(55.37, direction="decrease", metric="solution time", baselines=["AMD reordering algorithm"])],
        ),
        # round 24 (train family): a change glued to its level by a hyphen (`245 GB/s-representing a 4.62x speedup`)
        # or set off by a dash shares the level's comparison
        (
            "change-glued-by-a-hyphen-shares-the-comparison",
            "KestrelLink reaches a peak bandwidth of 245 GB/s-representing a 4.62x speedup compared to the native "
            "single-path bandwidth.",
            [
                ab(245.0, baselines=["native single-path bandwidth"]),
                sp(4.62, baselines=["native single-path bandwidth"]),
            ],
        ),
        # round 24 (review r69 family 1): experiments are a reference, not a compared system
        (
            "experiment-is-a-reference",
            "KestrelDFT lattice constants show a mean absolute relative error of 0.14% relative to experiment.",
            [ab(0.14, baselines=[])],
        ),
        # round 24 (review r69 family 1): `, and <noun phrase> can …` opens a clause of its own
        (
            "and-noun-phrase-modal-opens-a-new-clause",
            "KestrelGen consumes more than 100x the energy of images, and GPU utilization differences can result in "
            "3-5x energy differences.",
            [sp(100.0, baselines=["images"]), sp(3.0, value_high=5.0, baselines=[])],
        ),
        # round 24 (review r70 family 1): a level that is a share of an ideal takes no sentence-wide comparator
        (
            "share-of-an-ideal-takes-no-sentence-comparator",
            "KestrelCast outperforms state-of-the-art forecasters, delivering 20% higher savings and achieving 97% of "
            "the maximum attainable average savings.",
            [pc(20.0, baselines=["state-of-the-art forecasters"]), ab(97.0, baselines=[])],
        ),
        # round 24 (review r68 family 9): `from A under X to B`: the change starts from the run under X
        (
            "from-under-names-the-start",
            "Kestrel raises balanced accuracy from 42.0% under reasoning-only generation to 80.7%.",
            [ab(80.7, value_from=42.0, direction="increase", baselines=["reasoning-only generation"])],
        ),
        # round 24 (review r68 family 4): a later clause with a subject of its own keeps its comparator
        (
            "later-clause-of-a-new-subject-keeps-its-comparator",
            "Kestrel ranks variants with mean correlations of 0.820 for quantization and 0.831 for forgetting, and "
            "its axis-guided shape regularizer outperforms experience replay.",
            [
                ab(0.820, metric="mean correlations", baselines=[]),
                ab(0.831, metric="mean correlations", baselines=[]),
            ],
        ),
        # round 24 (review r68 family 4): `, and that …` opens a clause of its own that a baseline does not reach
        (
            "and-that-opens-a-new-clause",
            "We find that Kestrel issues 8x more kernels than dense models, and that a faster host CPU reduces "
            "orchestration overhead by 10-29%.",
            [
                sp(8.0, metric="kernels", baselines=["dense models"]),
                pc(10.0, value_high=29.0, direction="decrease", metric="orchestration overhead", baselines=[]),
            ],
        ),
        # round 21 (review r48 family 8): a bracket of two bare scores after a compared name holds both of its figures
        (
            "bracketed-score-list-after-a-name",
            "Kestrel reaches accuracies of 0.78 and 0.77, clearly outperforming small models (0.594 and 0.496).",
            [
                ab(0.78, metric="accuracy"),
                ab(0.77, metric="accuracy"),
                ab(0.594, subject="small models"),
                ab(0.496, subject="small models"),
            ],
        ),
        # round 21 (review r49 family 3): versus pairs whose brackets hold a setting, coordinated past a factor, share
        # the baseline phrase after the last bracket: the first figure of each pair is compared, the second is its
        (
            "versus-pairs-with-settings-share-a-trailing-baseline",
            "Kestrel gives 2.6 times better retention (11.1 vs 29.4 PPL on the original domain) and 2.8 times better "
            "adaptation (6.4 vs 17.8 PPL on the new domain) compared to global fine-tuning.",
            [
                sp(2.6, baselines=["global fine-tuning"]),
                ab(11.1, baselines=["global fine-tuning"]),
                ab(29.4, baselines=[], subject="global fine-tuning"),
                sp(2.8, baselines=["global fine-tuning"]),
                ab(6.4, baselines=["global fine-tuning"]),
                ab(17.8, baselines=[], subject="global fine-tuning"),
            ],
        ),
        # round 21 (review r49 family 7): `The improvements are …` goes on with the comparison of the sentence before
        (
            "anaphoric-gain-sentence-keeps-the-baseline",
            "KestrelRec beats prior LLM-based approaches by 12% in recall. The improvements are most pronounced on "
            "ghost commits, with recall gains of up to 300%.",
            [
                pc(12.0, baselines=["prior LLM-based approaches"]),
                pc(300.0, qualifier="up_to", baselines=["prior LLM-based approaches"]),
            ],
        ),
        # round 21 (review r50 family 2): the previous best or the state of the art improved on is the baseline
        (
            "improved-best-or-state-of-the-art-is-the-baseline",
            "KestrelSNN cuts energy, improving the state of the art by 4x. Kestrel-QA improves the previous best by "
            "3.1%.",
            [
                sp(4.0, baselines=["state of the art"]),
                pc(3.1, baselines=["previous best"]),
            ],
        ),
        # round 21 (review r46 family 5): a signed figure or a symbol set equal to a figure (`ν=-0.76`) is no name
        (
            "figure-or-setting-symbol-is-no-baseline",
            "Kestrel cuts variance (±0.2 versus ±0.6) and gives 15% shorter responses.",
            [pc(15.0, baselines=[])],
        ),
        # round 18 (review r38 family 2): a causal adjunct after a sentence's closing comparison (`, due to …`)
        # leaves it sentence-wide
        (
            "closing-comparison-before-a-causal-adjunct",
            "KestrelPON reduces total power consumption by up to 64% and by 15% in two setups, while reducing latency "
            "by up to 76% compared to the OrcaPON architecture, due to its passive design.",
            [pc(v, qualifier="up_to", baselines=["OrcaPON architecture"]) for v in (64.0, 15.0, 76.0)],
        ),
        # round 18 (review r39 family 3): the measure of named systems is no part of their names (`exceeding the
        # few-shot performance of A, B, and other LLMs`), and a measure of names is no appositive description
        (
            "measure-of-listed-baselines",
            "KestrelTab reaches 92% accuracy, exceeding the few-shot performance of Orca-4o-mini, Heron-2.0-Flash, and "
            "other LLMs. It beats the strongest 7B baseline, RayNet, by 12%.",
            [ab(92.0, baselines=["Orca-4o-mini", "Heron-2.0-Flash"]), pc(12.0, baselines=["RayNet"])],
        ),
        # round 18 (review r37 family 9): a baseline that points back (`this baseline`, `both`) is the last one named
        (
            "baseline-that-points-back",
            "We compare KestrelZO against the OrcaFO method, which reaches 71.2% accuracy. KestrelZO stays within "
            "0.20%-4.23% of this baseline. KestrelRank beats Orca and Ray by 4%, and is 10 times cheaper than both.",
            [
                ab(71.2, metric="accuracy", subject="OrcaFO method"),
                pc(0.2, value_high=4.23, baselines=["OrcaFO method"]),
                pc(4.0, baselines=["Orca", "Ray"]),
                sp(10.0, baselines=["Orca", "Ray"]),
            ],
        ),
        # round 18 (review r37 family 10): a reference's own bare figure (`the FP16 baseline of 68.07`, `static
        # baseline 0.381`) is a level of that reference, not part of its name
        (
            "reference-with-its-own-figure",
            "KestrelQ reaches an average accuracy of 67.99, nearly identical to the FP16 baseline of 68.07. On FluxQA, "
            "KestrelAgent achieves 0.442 accuracy, outperforming static baseline 0.381, and beats the baseline 3.5x.",
            [
                ab(67.99, metric="average accuracy", baselines=["FP16 baseline"]),
                ab(68.07, metric="average accuracy", subject="FP16 baseline"),
                ab(0.442, metric="accuracy", baselines=["static baseline"]),
                ab(0.381, metric="accuracy", subject="static baseline"),
                sp(3.5, baselines=["baseline"]),
            ],
        ),
        # round 18 (review r36 family 9): signed differences listed after one `over X` share X, unless a difference
        # stands in a bracket right after a name (`than random gating (+0.020)`: that name's own figure)
        (
            "signed-differences-of-a-list-share-the-baseline",
            "Kestrel improves over FluxLM-8B by +13.0 on FluxMath, +4.8 on FluxCode, and +10.4 on FluxQA.",
            [ab(v, direction="increase", baselines=["FluxLM-8B"]) for v in (13.0, 4.8, 10.4)],
        ),
        (
            "signed-difference-in-a-bracket-after-a-name-is-its-own",
            "Kestrel reaches 260% greater alignment efficiency than random gating (+0.020).",
            [pc(260.0, baselines=["random gating"]), ab(0.02, baselines=[])],
        ),
        # silver diag: a comparison phrase that ends its clause before a participle (`, sustaining …`) is shared back
        (
            "trailing-comparison-before-a-participle",
            "Kestrel achieves 1.4x to 6.3x higher throughput while halving memory usage compared to Orion, "
            "sustaining high utilization.",
            [
                sp(1.4, value_high=6.3, direction="increase", metric="throughput", baselines=["Orion"]),
                pc(50.0, direction="decrease", metric="memory usage", baselines=["Orion"]),
            ],
        ),
        # silver diag2: a from-to in brackets after a compared baseline runs from its figure to the system's
        (
            "bracketed-from-to-after-a-baseline",
            "In a user study, Kestrel improved accuracy over the Orca baseline (from 50% to over 95%).",
            [ab(95.0, value_from=50.0, direction="increase", metric="accuracy", baselines=["Orca baseline"])],
        ),
        # silver diag: each signed bracketed gain of a compared list is over the name it follows, and the level
        # before the list is compared with every name; a list of benchmarks after one name is no list of baselines
        (
            "bracketed-gains-over-each-name",
            "Kestrel reaches 0.81 AUROC, outperforming standalone entropy (+0.23) and consistency checks (+0.25). "
            "It improves over Orion on ToyQA (+3.1%) and ToyMath (+4.2%).",
            [
                ab(0.81, metric="auroc", baselines=["standalone entropy", "consistency checks"]),
                ab(0.23, direction="increase", baselines=["standalone entropy"]),
                ab(0.25, direction="increase", baselines=["consistency checks"]),
                pc(3.1, direction="increase", baselines=["Orion"]),
                pc(4.2, direction="increase", baselines=["Orion"]),
            ],
        ),
        # r18 F4: a fraction after `than` is no baseline (`more than a third`); a fraction of a baseline's own
        # figure names the baseline after it (`half the time of X`, `half of X's memory`)
        (
            "fraction-words-are-no-baselines",
            "Kestrel cuts the distance by more than a third, and improves stability in more than 90% of cases. "
            "It uses less than half of Orion's memory and up to 97% less execution time.",
            [
                ab(90.0, qualifier="at_least", baselines=[]),
                pc(97.0, direction="decrease", metric="execution time", baselines=["Orion"]),
            ],
        ),
        # r16 F16: a requirement, target, threshold or limit is no baseline (ANNOTATING: a target is not a baseline)
        (
            "a-requirement-is-no-baseline",
            "Kestrel detects faults 4.05x faster than the given application requirement. It is 2x faster than Orion.",
            [sp(4.05, baselines=[]), sp(2.0, baselines=["Orion"])],
        ),
        # r13 F6: a sentence's comparator reaches a change after `, while <participle>`, not a level there
        (
            "comparator-reaches-a-change-after-while-participle",
            "Compared with the Orion baseline, Kestrel reduces HR MAE by 93.6%, while increasing HR correlation "
            "from 0.088 to 0.982. Compared with Lumen, Kestrel cuts latency by 2x, while maintaining 98.1% accuracy.",
            [
                pc(93.6, direction="decrease", metric="hr mae", baselines=["Orion baseline"]),
                ab(
                    0.982, value_from=0.088, direction="increase", metric="hr correlation", baselines=["Orion baseline"]
                ),
                sp(2.0, direction="decrease", metric="latency", baselines=["Lumen"]),
                ab(98.1, metric="accuracy"),
            ],
        ),
        # bulk: a version number inside the name after `within N% of` (`BitNet b1.58`) is not a sentence end
        (
            "within-of-a-versioned-name",
            "Kestrel is fast, while keeping accuracy within 3.0% of Lumen b1.58.",
            [pc(3.0, direction="decrease", qualifier="at_most", metric="accuracy", baselines=["Lumen b1.58"])],
        ),
        (
            # silver: `outperforms A and B, yielding ... 19.3% and 14.7% in terms of X and Y, respectively`
            "respectively-spreads-metrics-not-the-names-before",
            "Kestrel outperforms Orca and Delphi, with gains of 19.3% and 14.7% in terms of delay and power,"
            " respectively.",
            [
                pc(19.3, metric="delay", baselines=["Orca", "Delphi"]),
                pc(14.7, metric="power", baselines=["Orca", "Delphi"]),
            ],
        ),
        (
            "signed-figure-governed-by-its-comparator",  # r9: `over its base model by +11.0 pp on X (91% vs 80%)`
            "Kestrel improves over its base model by +11.0 points on ToyBench (91.2% vs 80.2%).",
            [
                pc(11.0, baselines=["base model"]),
                ab(91.2, baselines=["base model"]),
                ab(80.2, subject="its base model", baselines=[]),
            ],
        ),
        (
            "qualified-number-after-over-is-an-extent",  # r11: `for 1 us over up to 37 temporal modes`
            "Kestrel keeps the photons for 2.5 us over up to 40 temporal modes.",
            [ab(2.5, baselines=[])],
        ),
        (
            "coordinated-objects-past-a-setting",  # r9: `surpassing VLMs in its parameter class by nearly 4% and ...`
            "Kestrel surpasses vision models in its class by nearly 4% and agent pipelines by more than 5%.",
            [
                pc(4.0, qualifier="approx", baselines=["vision models"]),
                pc(5.0, qualifier="at_least", baselines=["agent pipelines"]),
            ],
        ),
        # round 20 (review r43 family 1): a second object of the verb with a signed figure, past an `at` setting
        (
            "coordinated-objects-with-signed-figures",
            "Kestrel beats Orca by +0.05 dB at a higher compression ratio and Heron by +0.35 dB, and outperforms "
            "Reflexion by +8.5 to +12.1 points and Self-Consistency@5 by +5.0 pp.",
            [
                ab(0.05, unit="dB", baselines=["Orca"]),
                ab(0.35, unit="dB", baselines=["Heron"]),
                pc(8.5, value_high=12.1, unit="pp", baselines=["Reflexion"]),
                pc(5.0, unit="pp", baselines=["Self-Consistency@5"]),
            ],
        ),
        # round 20 (bulk scan of baseline names): a lone function word is no name (`outperform by up to 22%`)
        (
            "lone-function-word-is-no-baseline",
            "Kestrel can outperform by up to 22% existing samplers, and its gains even exceed 30% in accuracy.",
            [pc(22.0, qualifier="up_to", baselines=[]), ab(30.0, qualifier="at_least", baselines=[])],
        ),
        (
            "a-span-of-time-after-over-is-no-baseline",
            "Kestrel keeps a timing jitter of 10 ns over a span of two days.",
            [ab(10.0, unit="ns", baselines=[])],
        ),
        # round 20 (review r44 family 4): `St.` before a name ends no sentence, so the comparison after it holds
        (
            "abbreviated-saint-ends-no-sentence",
            "Kestrel cuts mortality by 20.3% in Hartford and 13.8% in St. Vincent's relative to usual care.",
            [
                pc(20.3, direction="decrease", baselines=["usual care"]),
                pc(13.8, direction="decrease", baselines=["usual care"]),
            ],
        ),
        # round 21 (review r46 family 1b): a signed change or one with no `by` beside a level shares its comparison
        (
            "level-beside-a-change-without-by",
            "KestrelDet achieves 64.1 mAP50, improving 2.4 points over the Lumen baseline. Kestrel-QA reaches 97.1% "
            "accuracy, a +5.6pp improvement over the previous state of the art.",
            [
                ab(64.1, metric="map50", baselines=["Lumen baseline"]),
                pc(2.4, unit="pp", baselines=["Lumen baseline"]),
                ab(97.1, unit="%", metric="accuracy", baselines=["previous state of the art"]),
                pc(5.6, unit="pp", baselines=["previous state of the art"]),
            ],
        ),
        # round 20 (review r44 family 4): a level before `outperforming A by x and B by y` is compared with both
        (
            "level-before-coordinated-outperformed-objects",
            "Kestrel reaches 68.6% accuracy, outperforming the single-model baseline by 3.8 points and the ReAct "
            "agent baseline by 8.6 points.",
            [
                ab(68.6, unit="%", baselines=["single-model baseline", "ReAct agent baseline"]),
                pc(3.8, unit="pp", baselines=["single-model baseline"]),
                pc(8.6, unit="pp", baselines=["ReAct agent baseline"]),
            ],
        ),
        # round 20 (review r45 family 4): a year may open a compared name (`the 2024 CHAIMELEON challenge winners`)
        (
            "year-opening-a-compared-name",
            "Kestrel reaches an AUC of 0.79, outperforming the 2024 FLUX challenge winners.",
            [ab(0.79, metric="auc", baselines=["2024 FLUX challenge winners"])],
        ),
        # round 20 (review r45 family 4): `avg.` ends no sentence, so a bracket of gains after `outperforms X` keeps X
        (
            "abbreviated-average-in-a-bracket-of-gains",
            "Kestrel outperforms both baselines (avg. +7.3 pp, max +22.4 pp on the hardest split).",
            [
                pc(7.3, unit="pp", aggregate="mean", baselines=["baselines"]),
                pc(22.4, unit="pp", baselines=["baselines"]),
            ],
        ),
        # round 20 (review r45 family 5): a later `and by A and B on X` list repeats the ordered pairing
        (
            "repeated-by-list-repeats-the-pairing",
            "Kestrel improves error over Orca and Heron by 29.6% and 63.8% on ToyA, and by 9.9% and 37.9% on ToyB.",
            [
                pc(29.6, baselines=["Orca"]),
                pc(63.8, baselines=["Heron"]),
                pc(9.9, baselines=["Orca"]),
                pc(37.9, baselines=["Heron"]),
            ],
        ),
        (
            "compared-figure-of-a-later-clause-is-not-the-baseline",  # r9: `..., while X ..., compared with 15% for Y`
            "Kestrel's latency varies by less than 5% across sites, while its audit shows that 41% of traces need"
            " repair, compared with 15% for Orca.",
            [pc(5.0, baselines=[]), ab(41.0, baselines=["Orca"]), ab(15.0, subject="Orca")],
        ),
        (
            # `76.03, surpassing LCEG (72.24), LongLoRA (72.95), and full-length fine-tuning (69.23)`
            "list-of-named-figures-are-all-baselines",
            "Kestrel reaches 84.1% accuracy, beating Orca (79.2%), Delphi (77.5%), and plain fine-tuning (70.3%).",
            [
                ab(84.1, metric="accuracy", baselines=["Orca", "Delphi", "plain fine-tuning"]),
                ab(79.2, subject="Orca", baselines=[]),
                ab(77.5, subject="Delphi", baselines=[]),
                ab(70.3, subject="plain fine-tuning", baselines=[]),
            ],
        ),
        (
            "named-figures-list-stops-at-a-metric-or-setting",  # bulk: `and tied-best performance on HotpotQA (40.4%)`
            "Kestrel trails only Orca (93.3%), and ties for best recall on ToyMath (40.4%).",
            [ab(93.3, subject="Orca"), ab(40.4, subject=None)],
        ),
        (
            "over-a-large-amount-is-no-competitor",  # `a user base of over one billion globally`
            "With a user base of over one billion globally, Kestrel lifts watch time by +0.55% and active hours by"
            " +0.05%.",
            [pc(0.55, direction="increase", baselines=[]), pc(0.05, direction="increase", baselines=[])],
        ),
        (
            "level-beside-a-speedup-across-hardware",  # train: `in 370 ms on an Apple M1 GPU, a 22x speedup over X`
            "Kestrel runs at 12.5 Hz on an RTX 4090, a 3.3x speedup over OpenVLA-7B.",
            [ab(12.5, baselines=["OpenVLA-7B"]), sp(3.3, direction="increase", baselines=["OpenVLA-7B"])],
        ),
        (
            "outperforms-object",
            "Kestrel outperforms Megatron-LM by 23% in training throughput.",
            [pc(23.0, direction="increase", metric="training throughput", baselines=["Megatron-LM"])],
        ),
        (
            "edges-object",
            "Kestrel edges DeepSpeed-Chat by 4% in rollout throughput.",
            [pc(4.0, direction="increase", metric="rollout throughput", baselines=["DeepSpeed-Chat"])],
        ),
        (
            "beats-object",
            "FluxServe beats FlashAttention-2 by 1.3x in kernel latency.",
            [sp(1.3, direction="decrease", metric="kernel latency", baselines=["FlashAttention-2"])],
        ),
        (
            "surpasses-object",
            "Kestrel surpasses TensorRT-LLM by 18% in throughput.",
            [pc(18.0, direction="increase", metric="throughput", baselines=["TensorRT-LLM"])],
        ),
        (
            "hardware-as-baseline",
            "Kestrel delivers 20x higher energy efficiency than an A100 GPU.",
            [sp(20.0, direction="increase", metric="energy efficiency", baselines=["A100"])],
        ),
        (
            "hardware-baseline-is-also-a-hardware-record",
            "Kestrel delivers 20x higher energy efficiency than an A100 GPU.",
            [sp(20.0, baselines=["A100"]), hw("A100", 1)],
        ),
        (
            "the-baselines-from-previous-sentence",
            "Kestrel consistently outperforms the baselines on all traces. It reduces job completion time by 37%.",
            [pc(37.0, direction="decrease", metric="job completion time", baselines=["the baselines"])],
        ),
        (
            "names-with-internal-punctuation",
            "Kestrel is 2.1x faster than ZeRO++ and Colossal-AI.",
            [sp(2.1, direction="increase", baselines=["ZeRO++", "Colossal-AI"])],
        ),
        (
            "name-with-dot",
            "Kestrel serves requests 1.9x faster than Node.js.",
            [sp(1.9, direction="increase", baselines=["Node.js"])],
        ),
        (
            "the-x-of-baseline",
            "Kestrel achieves 1.7x the throughput of Orca.",
            [sp(1.7, direction="increase", metric="throughput", baselines=["Orca"])],
        ),
        (
            "improves-on-object",
            "Kestrel improves on Ray by 2.2x in task throughput.",
            [sp(2.2, direction="increase", metric="task throughput", baselines=["Ray"])],
        ),
        (
            "no-baseline-from-setting",
            "Kestrel localizes 92% of faults while querying fewer than half of its probes.",
            [ab(92.0, baselines=[])],
        ),
        (
            "no-baseline-from-repetitions",
            "Kestrel reaches 89.7% accuracy over three independent seeds.",
            [ab(89.7, baselines=[])],
        ),
        (
            "no-baseline-from-target",
            "Kestrel improves goodput by 2.4x while meeting the latency target.",
            [sp(2.4, direction="increase", metric="goodput", baselines=[])],
        ),
        (
            "no-baseline-from-peak",
            "Kestrel reaches 94% of the theoretical peak bandwidth.",
            [ab(94.0, baselines=[])],
        ),
        (
            "no-baseline-from-own-method",
            "With adaptive batching, Kestrel improves throughput by 31%.",
            [pc(31.0, direction="increase", metric="throughput", baselines=[])],
        ),
        # families of the blind bulk review (s3): fictional sentences
        (
            "respectively-of-a-later-list-is-not-the-baselines",
            "Kestrel beats the strongest baseline by 3.1 points, and reaches 71.2% and 74.5% on SynthQA and"
            " MiniCode, respectively.",
            [pc(3.1, baselines=["strongest baseline"]), ab(71.2, baselines=[]), ab(74.5, baselines=[])],
        ),
        (
            "later-list-with-its-own-baseline",
            "Kestrel achieves up to 12.1x speedup and 40.2x energy savings over mobile GPUs and up to 3.3x speedup"
            " and 9.8x energy savings over prior accelerators.",
            [
                sp(12.1, baselines=["mobile GPUs"]),
                sp(40.2, baselines=["mobile GPUs"]),
                sp(3.3, baselines=["prior accelerators"]),
                sp(9.8, baselines=["prior accelerators"]),
            ],
        ),
        (
            "list-of-versioned-multiword-names",
            "Experiments against Falcon Pro 2.5, Heron Mini 3.1, and Kite show gains of 11% in accuracy.",
            [pc(11.0, baselines=["Falcon Pro 2.5", "Heron Mini 3.1", "Kite"])],
        ),
        (
            "list-ending-in-a-generic-group",
            "Kestrel outperforms Falcon, Heron, and flat retrieval baselines, cutting steps by 30%.",
            [pc(30.0, baselines=["Falcon", "Heron", "flat retrieval baselines"])],
        ),
        (
            "all-of-the-dropped",
            "Kestrel outperformed all of the prior methods with an accuracy of 91.3%.",
            [ab(91.3, baselines=["prior methods"])],
        ),
        (
            "for-comparison-with",
            "For comparison with restart-based baselines, Kestrel shows 2.4x higher throughput.",
            [sp(2.4, baselines=["restart-based baselines"])],
        ),
        (
            "name-ends-at-double-dash",
            "Kestrel reaches 79.5% accuracy--29% higher than prior agents--on noisy sensor data.",
            [ab(79.5), pc(29.0, baselines=["prior agents"])],
        ),
        (
            "figure-in-brackets-after-baseline",
            "Kestrel renders a scene in 210 ms, a 15x speedup over the unfused baseline (3.1 s).",
            [
                ab(210.0, baselines=["unfused baseline"]),
                sp(15.0, baselines=["unfused baseline"]),
                ab(3.1, baselines=[], subject="unfused baseline"),
            ],
        ),
        (
            "contrast-clause-names-the-baseline",
            "Kestrel resumes after a 9s pause and a 4s warm-up, whereas a full-restart baseline stays down until 300s.",
            [
                ab(9.0, baselines=["full-restart baseline"]),
                ab(4.0, baselines=["full-restart baseline"]),
                ab(300.0, baselines=[], subject="full-restart baseline"),
            ],
        ),
        (
            "on-average-compared-to",
            "Kestrel cuts evaluations by 41% on average compared to exhaustive search.",
            [pc(41.0, baselines=["exhaustive search"])],
        ),
        (
            "adjective-in-s-is-no-clause-verb",
            "Kestrel cuts energy by 20% and raises throughput by 15% compared to the baseline and previous designs.",
            [
                pc(20.0, baselines=["baseline", "previous designs"]),
                pc(15.0, baselines=["baseline", "previous designs"]),
            ],
        ),
        (
            "compared-to-a-qualified-figure-of-another",
            "Kestrel evades 31% of detectors, compared to at most 4% for token-level baselines that need gradients.",
            [ab(31.0, baselines=["token-level baselines"]), ab(4.0, subject="token-level baselines", baselines=[])],
        ),
        (
            "bracketed-figures-of-a-baseline-list",
            "Kestrel reaches a 6.7x scaling speedup, outperforming the dense baseline (5.8x) and Top-K gradient"
            " compression (3.7x) on a 64-node cluster.",
            [
                sp(6.7, baselines=["dense baseline", "Top-K gradient compression"]),
                sp(5.8, baselines=[], subject="dense baseline"),
                sp(3.7, baselines=[], subject="Top-K gradient compression"),
            ],
        ),
        (
            "coordinated-change-clause-shares-the-baseline",
            "Kestrel raises the hit rate by up to 9.1% and reduces time to first token by up to 11.4% over plain"
            " Orca on synthetic workloads, with no loss elsewhere.",
            [pc(9.1, baselines=["plain Orca"]), pc(11.4, baselines=["plain Orca"])],
        ),
        (
            "bracketed-versus-pair-after-a-competitor",
            "On SynthQA, Kestrel-7B outperforms the much larger Orca-70B (50.5% vs. 47.3%).",
            [ab(50.5, baselines=["Orca-70B"]), ab(47.3, baselines=[], subject="Orca-70B")],
        ),
        (
            "own-system-by-acronym-is-no-competitor",
            "Kestrel reaches 78.9% accuracy on SynthQA, outperforming the strongest baseline by 3.8 points.",
            [ab(78.9, subject=None, baselines=["strongest baseline"]), pc(3.8, baselines=["strongest baseline"])],
            {"title": "Kestrel Adaptive Retrieval (KAR)"},
        ),
        # round 2 bulk review (seed 2718)
        (
            "within-points-of-a-baseline",  # r22: `keeping task quality within ~0-3 pp of baseline`
            "Kestrel keeps accuracy within 2 pp of the dense baseline through batch sizes of 100 and within 1.5"
            " percentage points of Orca or better.",
            [
                pc(2.0, unit="pp", direction="decrease", baselines=["dense baseline"]),
                pc(1.5, unit="pp", direction="decrease", baselines=["Orca"]),
            ],
        ),
        (
            "within-of-an-ideal-is-no-baseline",
            "Kestrel schedules jobs 40x faster than a commercial ILP solver while staying within 2% of the optimal"
            " makespan.",
            [sp(40.0, baselines=["commercial ILP solver"]), pc(2.0, baselines=[])],
        ),
        (
            "such-as-after-a-setting-names-benchmarks",
            "Kestrel gains 12% in F1 over the best competing method on reading tasks such as SynthQA and ToyNLI.",
            [pc(12.0, baselines=["best competing method"])],
        ),
        (
            "counted-benchmarks-after-over-are-a-setting",
            "We run Kestrel over four reasoning benchmarks (SynthMath, ToyLogic, and PuzzleSet) and find an average"
            " improvement of 6.1%.",
            [pc(6.1, baselines=[])],
        ),
        (
            "forward-phrase-before-the-number-wins",
            "Kestrel reaches 71.2% accuracy, surpassing the strongest open baseline by 9.4 points and outperforming"
            " Orca-Pro (62.0%).",
            [ab(71.2), pc(9.4, baselines=["strongest open baseline"]), ab(62.0, subject="Orca-Pro")],
        ),
        (
            "times-that-of-a-second-baseline",
            "Kestrel delivers up to 3.9x the decode throughput of greedy decoding and up to 1.8x that of the best"
            " tree-drafting baseline.",
            [sp(3.9, baselines=["greedy decoding"]), sp(1.8, baselines=["best tree-drafting baseline"])],
        ),
        (
            "comparative-modifier-opens-a-baseline-name",
            "Kestrel gains 15.5% and 31.4% in entity and relation F1, respectively, compared to a larger"
            " general-purpose baseline.",
            [
                pc(15.5, baselines=["larger general-purpose baseline"]),
                pc(31.4, baselines=["larger general-purpose baseline"]),
            ],
        ),
        (
            "bracketed-difference-after-an-owned-figure",
            "Kestrel keeps the answer on 61.5% of pairs vs. 52.0% for Orca (+9.5 pp) and cuts KL by 7.1%.",
            [
                ab(61.5, baselines=["Orca"]),
                ab(52.0, baselines=[], subject="Orca"),
                pc(9.5, baselines=["Orca"]),
                pc(7.1),
            ],
        ),
        (
            "owned-figure-list-past-a-bracketed-difference",
            "Kestrel reaches 89.7% vs. 88.5% for the plain baseline (+1.2 pp) and 87.2% for a retrieval baseline"
            " (+2.5 pp).",
            [
                ab(89.7),
                ab(88.5, subject="plain baseline"),
                pc(1.2, baselines=["plain baseline"]),
                ab(87.2, subject="retrieval baseline"),
                pc(2.5, baselines=["retrieval baseline"]),
            ],
        ),
        (
            "compared-figure-list-with-one-owner-respectively",
            "For example, Kestrel reaches 95.1% F1 on SynthA and 90.4% on SynthB, compared to 71.0% and 64.2% for"
            " Orca, respectively.",
            [
                ab(95.1, baselines=["Orca"]),
                ab(90.4, baselines=["Orca"]),
                ab(71.0, baselines=[], subject="Orca"),
                ab(64.2, baselines=[], subject="Orca"),
            ],
        ),
        (
            "above-or-below-right-after-a-figure",
            "Kestrel lands 4.4x below the matched baseline, and 96% of its requests finish below the latency target.",
            [sp(4.4, baselines=["matched baseline"]), ab(96.0, baselines=[])],
        ),
        (
            "within-of-an-adverb-and-an-ideal",
            "Kestrel keeps costs within 14% of the mathematically optimal plan.",
            [pc(14.0, baselines=[])],
        ),
        (
            "possessive-of-a-benchmark-after-a-preposition-is-no-owner",
            "Kestrel reaches 87.2% accuracy on SynthQA. On ToyQA's 60 official items, Kestrel is on par with retrieval"
            " baselines.",
            [ab(87.2, baselines=[], subject=None)],
        ),
        # round 3 bulk review (seed 1618): a second object of the outperforming verb
        (
            "second-object-of-outperform-by",
            "Kestrel outperforms Orca-7B by 6.2% and the strongest agent baseline by 1.7% on ToyQA.",
            [pc(6.2, baselines=["Orca-7B"]), pc(1.7, baselines=["strongest agent baseline"])],
        ),
        (
            "second-clause-after-by-keeps-the-baseline",
            "Kestrel outperforms Orca-7B by 6.2% in accuracy and reduces latency by 9%.",
            [pc(6.2, baselines=["Orca-7B"]), pc(9.0, baselines=["Orca-7B"])],
        ),
        (
            "adverb-after-and-is-no-second-object",
            "Kestrel outperforms the runner-up by at least 10% in accuracy, and sometimes by up to 40%.",
            [pc(10.0, baselines=["runner-up"]), pc(40.0, baselines=["runner-up"])],
        ),
        # round 3: a demonstrative points back to a name and is none
        (
            "demonstrative-bound-is-no-baseline",
            "Kestrel stays within a 4% accuracy loss of the dense pipeline, whereas prior systems exceed this bound.",
            [pc(4.0, baselines=[])],  # an accuracy loss is a change (round 7, kind:quality_loss)
        ),
        (
            "that-of-name-is-the-name",
            "Kestrel reaches a throughput 1.6x that of Orca-2 on ToyQA.",
            [sp(1.6, baselines=["Orca-2"])],
        ),
        # round 5 bulk review (seed 4481): a figure inside the reference's noun phrase
        (
            "figure-premodifying-a-baseline-is-the-baselines",
            "On ToyQA, Kestrel reaches 83.6% accuracy, +11.9pp over the 71.7% baseline.",
            [ab(83.6, baselines=[]), pc(11.9, baselines=["baseline"]), ab(71.7, subject="baseline")],
        ),
        (
            "figure-before-a-reference-figure-is-compared-with-it",
            "Kestrel reaches 52.5% accuracy on ToyQA, compared to an 89.5% human baseline.",
            [ab(52.5, baselines=["human baseline"]), ab(89.5, subject="human baseline")],
        ),
        (
            "reference-figure-of-another-clause-keeps-the-earlier-figure-free",
            "Kestrel reaches 52.8% on ToyQA, and most toy models score below the 61% human baseline.",
            [ab(52.8, baselines=[]), ab(61.0, subject="human baseline")],
        ),
        (
            "slash-pair-shares-the-baseline-of-its-second-figure",
            "On ToyQA and ToyVis, Kestrel achieves 7%/4% improvement over Orca.",
            [pc(7.0, baselines=["Orca"]), pc(4.0, baselines=["Orca"])],
        ),
        # round 4 precision audit (bulk, seed 8128)
        (
            "forward-stops-at-a-contrast-clause-of-another-subject",
            "Kestrel cuts latency by 22% relative to Orca, while Kestrel-Lite cuts it by 11% at a 1% cost.",
            [pc(22.0, baselines=["Orca"]), pc(11.0, baselines=[]), ab(1.0, baselines=[])],
        ),
        (
            "forward-stops-at-a-numbered-item",
            "Kestrel cuts ECC area by 27.8% relative to Orca; (2) a dual-voltage mode lowers read energy by about 17%.",
            [pc(27.8, baselines=["Orca"]), pc(17.0, baselines=[])],
        ),
        (
            "metric-before-a-versus-pair-is-no-owner",
            "Kestrel outperforms the larger Orca-70B, achieving higher F1 (0.61 vs. 0.55).",
            [ab(0.61, baselines=["Orca-70B"]), ab(0.55, baselines=[], subject="Orca-70B")],
        ),
        # round 7 (s5/review-compare6.md F2): a bracketed pair after the phrase of the compared system
        (
            "pair-after-a-setting",
            "Kestrel outperforms Orca on the ToyQA split (83.5% vs. 54.0%).",
            [ab(83.5, baselines=["Orca"]), ab(54.0, baselines=[], subject="Orca")],
        ),
        (
            "pair-with-a-label",
            "Kestrel reaches a higher quality than the rule-based comparator (F1 = 0.866 vs. 0.258).",
            [ab(0.866, baselines=["rule-based comparator"]), ab(0.258, baselines=[], subject="rule-based comparator")],
        ),
        (
            "pair-after-the-governed-gap",
            "Kestrel outperforms Orca by 28 points (67% vs. 39%) on role fidelity.",
            [pc(28.0, baselines=["Orca"]), ab(67.0, baselines=["Orca"]), ab(39.0, baselines=[], subject="Orca")],
        ),
        (
            "pair-with-statistics-inside",
            "Kestrel needs less time than reactive hints (45.4 s versus 101.4 s, W = 109.00, r = 0.533).",
            [ab(45.4, baselines=["reactive hints"]), ab(101.4, baselines=[], subject="reactive hints")],
        ),
        (
            "pair-after-two-names-compares-with-both",
            "Kestrel outperforms Orca and Heron across all suites (mean AUROC 0.904 vs 0.825).",
            [ab(0.904, baselines=["Orca", "Heron"]), ab(0.825, baselines=[])],
        ),
        # round 7 (s5/review-compare6.md F7): coordinated changes before one phrase, an -ing word inside a metric
        (
            "coordinated-changes-with-a-gerund-metric",
            "Kestrel raises token throughput by 1.5x and serving capacity by 1.7x over Orca.",
            [sp(1.5, baselines=["Orca"]), sp(1.7, baselines=["Orca"])],
        ),
        # round 7: `over A by N` governs N, so the phrase after it does not take it
        (
            "over-a-by-and-over-b-by",
            "Kestrel improves over Orca by 7% and over other agentic baselines by up to 20%.",
            [pc(7.0, baselines=["Orca"]), pc(20.0, baselines=["other agentic baselines"])],
        ),
        (
            "over-a-by-and-b-by",
            "Kestrel reaches 37.5% accuracy, improving over Orca by 1.9% and Heron by 4.8%.",
            [ab(37.5, baselines=["Orca"]), pc(1.9, baselines=["Orca"]), pc(4.8, baselines=["Heron"])],
        ),
        (
            "phrase-after-a-figure-is-not-the-next-figure-s",
            "Kestrel cuts step delay by 50% over step-by-step planning and first-action time by 73% over Orca.",
            [pc(50.0), pc(73.0, baselines=["Orca"])],
        ),
        (
            "robustness-against-is-no-baseline",
            "Kestrel keeps 93.3% accuracy and strong robustness against six kinds of noise.",
            [ab(93.3, baselines=[])],
        ),
        # round 7: a level with a change beside it shares the change's baseline (train gold: 11 of 12 do)
        (
            "level-representing-a-change-over",
            "Kestrel reaches 89.9% accuracy, representing a 14.9% improvement over prior methods.",
            [ab(89.9, baselines=["prior methods"]), pc(14.9, baselines=["prior methods"])],
        ),
        (
            "level-with-a-bracketed-gain-over",
            "Kestrel reaches 83.8% accuracy (+3.7 percentage points over the strongest baseline).",
            [ab(83.8, baselines=["strongest baseline"]), pc(3.7, baselines=["strongest baseline"])],
        ),
        (
            "level-improving-by-over",
            "Kestrel runs at 0.16 W, improving energy efficiency by 12.8x over Orca.",
            [ab(0.16, baselines=["Orca"]), sp(12.8, baselines=["Orca"])],
        ),
        (
            "level-gaining-points-over",
            "A deeper Kestrel reaches 98.2% accuracy, gaining 32 points over the original 12-layer design.",
            [ab(98.2, baselines=["original 12-layer design"]), pc(32.0, baselines=["original 12-layer design"])],
        ),
        (
            "share-before-a-change-keeps-no-baseline",
            "Kestrel solves 60% of trials in each case, corresponding to up to 6x over Orca.",
            [ab(60.0, baselines=[]), sp(6.0, baselines=["Orca"])],
        ),
        # round 7: ideals with a modifier and fractions of a count are no baselines
        (
            "modified-ideal-is-no-baseline",
            "The heuristic stays within 0.5% of the discrete optimum on every instance.",
            [pc(0.5, baselines=[])],
        ),
        (
            "a-requirement-after-than-is-no-baseline",  # r21: `examine approximately 22x more functions than necessary`
            "Without Kestrel, agents read 22x more functions than necessary and 3x more files than needed.",
            [sp(22.0, baselines=[]), sp(3.0, baselines=[])],
        ),
        # round 7: verbs of trailing name the compared system only for their own `by N`
        (
            "trails-x-by",
            "The best open model trails Orca-Pro by 37% in aggregate.",
            [pc(37.0, baselines=["Orca-Pro"])],
        ),
        (
            "trails-by-names-nothing",
            "Kestrel leads on ToyQA, while the placebo arm trails by only 2.4% in accuracy.",
            [pc(2.4, baselines=[])],
        ),
        (
            "phrase-before-a-semicolon-is-not-a-later-level-s",
            "Kestrel beats Orca on ToyQA; in the second study, Heron keeps 26.5% of the score.",
            [ab(26.5, baselines=[])],
        ),
        (
            "generic-baselines-hold-past-a-semicolon-for-a-change",
            "Kestrel is more accurate than strong neural baselines on ToyQA; (ii) it cuts latency by 40%.",
            [pc(40.0, baselines=["strong neural baselines"])],
        ),
        (
            "to-a-share-of-x-keeps-x-against-a-trailing-phrase",
            "Kestrel cuts token length to 12.8% of uniform tokenization while giving a 10x speedup over prior methods.",
            [pc(12.8, baselines=["uniform tokenization"]), sp(10.0, baselines=["prior methods"])],
        ),
        (
            "generic-baseline-named-in-brackets",
            "Kestrel reaches a 1.26x gain over the best baseline (dyncta) on small caches.",
            [sp(1.26, baselines=["dyncta"])],
        ),
        (
            "device-before-its-bracketed-figure-is-no-pair",
            "Kestrel draws 11.6 J, 2.35x lower than Jetson AGX Orin (27.2 J) and 10.5x lower than RTX 4090 (121.4 J).",
            [
                ab(11.6),
                sp(2.35, baselines=["Jetson AGX Orin"]),
                ab(27.2, baselines=[], subject="Jetson AGX Orin"),
                sp(10.5, baselines=["RTX 4090"]),
                ab(121.4, baselines=[], subject="RTX 4090"),
            ],
        ),
        (
            "pair-that-names-its-owner-keeps-it",
            "Kestrel outperforms Orca and Heron (MAE 0.993 vs. 1.097 for Kite).",
            [ab(0.993, baselines=["Kite"]), ab(1.097, baselines=[], subject="Kite")],
        ),
        (
            "respectively-after-outperforms-a-list",
            "Kestrel outperforms Orca, Heron, and Kite at up to 63%, 68%, and 61% lower cost, respectively.",
            [pc(63.0, baselines=["Orca"]), pc(68.0, baselines=["Heron"]), pc(61.0, baselines=["Kite"])],
        ),
        (
            "nearer-phrase-closing-the-list-wins",
            "Kestrel outperforms strong baselines, with relative gains of 10.6% and 10.0% over the strongest "
            "baseline on ToyQA and ToyWeb, respectively.",
            [pc(10.6, baselines=["strongest baseline"]), pc(10.0, baselines=["strongest baseline"])],
        ),
        (
            "during-ends-the-baseline-name",
            "Kestrel is 2.4x and 2.1x faster than dense baselines during prefill and decoding, respectively.",
            [sp(2.4, baselines=["dense baselines"]), sp(2.1, baselines=["dense baselines"])],
        ),
        (
            "bracketed-alternate-figure-before-the-phrase",
            "Kestrel reaches 7.2% lower perplexity (2.6% fewer bits per byte) over a plain Orca baseline.",
            [pc(7.2, baselines=["plain Orca baseline"]), pc(2.6, baselines=["plain Orca baseline"])],
        ),
        (
            "outperforming-skips-a-figure-of-its-own-clause",
            "For under USD 200, Kestrel trains a model reaching 48.0% accuracy, outperforming Orca by 12.6 points.",
            [ab(200.0, baselines=[]), ab(48.0, baselines=["Orca"]), pc(12.6, baselines=["Orca"])],
        ),
        # round 8 (s6/review-compare8.md): a name that opens with digits glued by a hyphen
        (
            "digit-led-name-after-outperforming",
            "Kestrel outperforms 340B-scale models by 6.1 points in constraint satisfaction.",
            [pc(6.1, baselines=["340B-scale models"])],
        ),
        (
            "digit-led-name-in-a-list",
            "Kestrel scores 81.2%, outperforming earlier models including 2D-UNet, Heron, and Kite.",
            [ab(81.2, baselines=["2D-UNet", "Heron", "Kite"])],
        ),
        (
            "digit-led-name-after-that-of",
            "The yield of 16-lane packing is 1.8x higher than that of 4-lane packing.",
            [sp(1.8, baselines=["4-lane packing"])],
        ),
        (
            "digit-span-is-no-name",
            "Kestrel keeps 2.3x higher goodput over 3-year deployments.",
            [sp(2.3, baselines=[])],
        ),
        # round 8: a level kept of a reference run (`retains N% of the X baseline accuracy`)
        (
            "kept-share-of-a-baseline-run",
            "Kestrel cuts bandwidth by 81.5% while retaining 98.9% of the edge baseline accuracy on ToyQA.",
            [pc(81.5, baselines=[]), ab(98.9, baselines=["edge baseline"])],
        ),
        (
            "kept-share-of-the-original-model",
            "Pruned with Kestrel, the model keeps 94.2% of the original model's accuracy.",
            [ab(94.2, baselines=["original model"])],
        ),
        (
            "kept-share-of-a-count-is-no-baseline",
            "Kestrel recovers 27% of the original outputs at the usual threshold.",
            [ab(27.0, baselines=[])],
        ),
        # round 8: `improves the baseline by N`: the improved baseline is the compared system
        (
            "improves-the-baseline-by",
            "Kestrel reaches an mAP of 88.1%, improving the baseline by 1.4 points and beating Orca by 0.3 points.",
            [ab(88.1, baselines=["baseline"]), pc(1.4, baselines=["baseline"]), pc(0.3, baselines=["Orca"])],
        ),
        (
            "improves-the-strongest-baseline-by",
            "Across four suites, Kestrel improves the strongest baseline by 6.2% on average.",
            [pc(6.2, baselines=["strongest baseline"])],
        ),
        # round 8: `exceeding the X baseline of N%`: N is the baseline's own figure
        (
            "figure-after-the-baselines-of",
            "Kestrel reaches 71.3% on ToyA and 66.0% on ToyB, compared with the published Orca baselines of "
            "52.1% and 48.7%, respectively.",
            [
                ab(71.3, baselines=["published Orca baselines"]),
                ab(66.0, baselines=["published Orca baselines"]),
                ab(52.1, baselines=[], subject="published Orca baselines"),
                ab(48.7, baselines=[], subject="published Orca baselines"),
            ],
        ),
        (
            "gains-over-the-baselines-of-up-to-stay-gains",
            "Kestrel leads with relative gains over the strongest prior baselines of up to 27% on ToyF1.",
            [pc(27.0, direction="increase", subject=None)],
        ),
        # round 8: a contrast clause whose competitor keeps, retains or collapses to a level
        (
            "contrast-clause-retains",
            "We present Kestrel. Kestrel keeps 88.2% accuracy, whereas the best prior method retains only 61.5%.",
            [ab(88.2), ab(61.5, subject="best prior method")],
        ),
        (
            "contrast-clause-collapses-to",
            "We present Kestrel. On link loss, where standard baselines collapse to 2.0% recall, Kestrel keeps 40.1%.",
            [ab(2.0, subject="standard baselines"), ab(40.1, subject=None)],
        ),
        # round 8: coordinated `from A to B` changes before a trailing phrase share it
        (
            "from-to-pairs-share-a-trailing-phrase",
            "Kestrel raises the hit rate from 52.0% to 61.5% and lifts goodput from 3.1 to 3.6 Gbit/s compared "
            "with the stock Orca scheduler.",
            [
                ab(61.5, value_from=52.0, baselines=["stock Orca scheduler"]),
                ab(3.6, value_from=3.1, baselines=["stock Orca scheduler"]),
            ],
        ),
        (
            "from-to-does-not-take-a-later-clause-phrase",
            "Kestrel cuts the miss rate from 38.0% to 15.5%, and uses 4.2x fewer calls than an always-on Orca.",
            [ab(15.5, value_from=38.0, baselines=[]), sp(4.2, baselines=["always-on Orca"])],
        ),
        # round 8: a possessive figure ends the name (`versus Orca's 0.41`)
        (
            "possessive-figure-ends-the-name",
            "Kestrel reaches an F1 of 0.812 versus Orca's 0.774 on ToyQA.",
            [ab(0.812, baselines=["Orca"]), ab(0.774, baselines=[], subject="Orca")],
        ),
        # round 8: `matches the accuracy of X while/with …`: X is the compared system of the sentence
        (
            "matches-the-accuracy-of-with-fewer",
            "Kestrel matches the accuracy of the Orca model (within 0.6%) while using 41.2% fewer FLOPs.",
            [ab(0.6, baselines=["Orca model"]), pc(41.2, baselines=["Orca model"])],
        ),
        (
            "matches-the-quality-of-while-faster",
            "Kestrel matches the rendering quality of recent splatting baselines while being 3.4x faster.",
            [sp(3.4, baselines=["recent splatting baselines"])],
        ),
        (
            "intersection-over-union-is-no-baseline",
            "Kestrel surpasses Orca by about 12% in mean Intersection over Union.",
            [pc(12.0, baselines=["Orca"])],
        ),
        (
            "stop-word-glued-by-a-hyphen-stays-in-the-name",
            "Kestrel outperforms the matching in-context planner baseline by 4.1% on ToyQA.",
            [pc(4.1, baselines=["matching in-context planner baseline"])],
        ),
        (
            "up-to-and-show-end-a-name",
            "Kestrel outperforms existing planners up to 5.1% on ToyQA, while prior Orca baselines show lower recall.",
            [ab(5.1, baselines=["existing planners"])],
        ),
        # round 10: a name that ends in a noun of repetition is no count of repeats when it holds a capital
        (
            "capitalized-name-of-runs-is-a-baseline",
            "Kestrel shows 3.1x lower energy than matched FP64 runs.",
            [sp(3.1, baselines=["matched FP64 runs"])],
        ),
        (
            "acronym-seed-is-a-baseline",
            "Kestrel reaches +2 pp over SEED on ToyVOC.",
            [pc(2.0, baselines=["SEED"])],
        ),
        (
            "repeats-are-no-baseline",
            "Kestrel improves accuracy by 3% over three independent seeds.",
            [pc(3.0, baselines=[])],
        ),
        # round 10: a change binds a phrase seven to nine words after it in one plain clause
        (
            "change-binds-a-phrase-after-a-long-setting",
            "Kestrel generates 1.7x more tokens under the same small memory budget compared to Orca-3.",
            [sp(1.7, baselines=["Orca-3"])],
        ),
        (
            "change-binds-a-phrase-after-a-long-metric",
            "Kestrel reaches 18% higher decode throughput in large batch size settings than the Orca baseline.",
            [pc(18.0, baselines=["Orca baseline"])],
        ),
        # round 10: a level compared with a baseline passes it on to the changes after it in its clause
        (
            "level-passes-its-baseline-to-a-later-change",
            "Kestrel reaches a perplexity of 8.4, comparable to the Orca transformer, while cutting compute by 25%.",
            [ab(8.4, baselines=["Orca transformer"]), pc(25.0, baselines=["Orca transformer"])],
        ),
        (
            "level-baseline-stops-at-a-colon",
            "Kestrel reaches 72.7% accuracy over the Orca model, but the ranking flips: Heron gains +14 pp on ToyQA.",
            [ab(72.7, baselines=["Orca model"]), pc(14.0, baselines=[])],
        ),
        (
            "level-pair-from-a-spread-step-passes-its-baseline-on",
            "Kestrel reaches a 68.4% apply rate versus 61.7% for the Orca baseline, cutting token usage by 28.8%.",
            [
                ab(68.4, baselines=["Orca baseline"]),
                ab(61.7, subject="Orca baseline"),
                pc(28.8, baselines=["Orca baseline"]),
            ],
        ),  # round 24 (review r71 family B1): passes since baseline_of_figure runs before baselines_forward
        # round 10: the ground truth an error or a score is measured against is no baseline
        (
            "ground-truth-is-no-baseline",
            "Kestrel reaches a mean F1 of 95.2% against ground truth on ToyProc.",
            [ab(95.2, baselines=[])],
        ),
        (
            "error-relative-to-ground-truth-is-no-baseline",
            "Kestrel keeps compliance errors below 1% relative to ground-truth solver outputs.",
            [ab(1.0, baselines=[])],
        ),
        # round 10: `We also/further show …` opens a study of its own; `It also …` goes on comparing
        (
            "we-also-does-not-carry-the-previous-baseline",
            "Kestrel cuts latency by 31% over Orca. We also show that warm starts improve recall by 12%.",
            [pc(31.0, baselines=["Orca"]), pc(12.0, baselines=[])],
        ),
        (
            "specifically-carries-the-previous-baseline",
            "Kestrel outperforms the Orca baselines on four suites. Specifically, Kestrel achieves average gains "
            "of 7.1% and 3.5% on ToyA and ToyB.",
            [pc(7.1, baselines=["Orca baselines"]), pc(3.5, baselines=["Orca baselines"])],
        ),
        (
            "it-also-carries-the-previous-baseline",
            "Kestrel cuts latency by 31% over Orca. It also improves recall by 12%.",
            [pc(31.0, baselines=["Orca"]), pc(12.0, baselines=["Orca"])],
        ),
        # round 17 (review r34 family 5): a level joined by `and` to a comparative does not share its `than`
        (
            "level-and-comparative-than-compares-only-the-comparative",
            "KestrelNet reaches 93.1% accuracy on ToyImages and up to 11.7x faster inference than Orca variants.",
            [ab(93.1, baselines=[]), sp(11.7, baselines=["Orca variants"])],
        ),
        (
            "level-with-an-appositive-comparative-shares-it",
            "KestrelDB sustains 830K writes per second, 8.4x higher than OrcaKV.",
            [ab(830000.0, baselines=["OrcaKV"]), sp(8.4, baselines=["OrcaKV"])],
        ),
        # round 17: the system named again as the subject goes on with the comparison
        (
            "same-named-subject-carries-the-previous-baseline",
            "KestrelNet cuts traffic by 61% compared to Orca-DFL. With warm starts, KestrelNet converges 2 times "
            "faster.",
            [pc(61.0, baselines=["Orca-DFL"]), sp(2.0, baselines=["Orca-DFL"])],
        ),
        (
            "another-named-subject-does-not-carry",
            "KestrelNet cuts traffic by 61% compared to Orca-DFL. With warm starts, LumenNet converges 2 times faster.",
            [pc(61.0, baselines=["Orca-DFL"]), sp(2.0, baselines=[])],
        ),
        # round 11 (s8/diag-B.md D): a list of modifiers shares its plural head; `respectively` pairs
        # numbers of no one list with the names
        (
            "shared-head-list-respectively",
            "Compared to static, greedy, and learned schedulers, KestrelSched cuts JCT by 2.1x, 1.8x and 1.3x, "
            "respectively.",
            [
                sp(2.1, baselines=["static schedulers"]),
                sp(1.8, baselines=["greedy schedulers"]),
                sp(1.3, baselines=["learned schedulers"]),
            ],
        ),
        (
            "shared-head-list-each-name-in-full",
            "KestrelVul reaches an F1 of 0.81, outperforming rule-based, LLM-based, and agent-based baselines.",
            [ab(0.81, baselines=["rule-based baselines", "LLM-based baselines", "agent-based baselines"])],
        ),
        (
            "respectively-over-numbers-before-the-phrase",
            "KestrelChip raises utilization by 2.1-2.9x and achieves a 1.2-2.3x latency reduction compared with "
            "the non-caching and unified memory designs, respectively.",
            [
                sp(2.1, value_high=2.9, baselines=["non-caching"]),
                sp(1.2, value_high=2.3, baselines=["unified memory designs"]),
            ],
        ),
        # round 17 (review r34 family 12): names before `by` and as many numbers after it pair in order
        (
            "names-then-by-numbers-pair-in-order",
            "KestrelRL outperforms Orca and Lumen by +9.2 and +7.4 points, and beats Orca and Lumen by 2x.",
            [
                pc(9.2, baselines=["Orca"]),
                pc(7.4, baselines=["Lumen"]),
                sp(2.0, baselines=["Orca", "Lumen"]),
            ],
        ),
        (
            "respectively-over-numbers-after-the-phrase",
            "KestrelFix reaches 69% resolved, beating the fix-only and joint baselines by +9.6 and +7.9 "
            "percentage points, respectively.",
            [
                ab(69.0, baselines=["fix-only", "joint baselines"]),
                pc(9.6, baselines=["fix-only"]),
                pc(7.9, baselines=["joint baselines"]),
            ],
        ),
        # round 11 (s8/diag-B.md A): a baseline of another comparison in the sentence does not leak
        (
            "respectively-list-does-not-carry-its-last-name",
            "KestrelQ outperforms FooNet and BarServe by 8% and 12% respectively on ToyQA, while reducing KV "
            "memory by over 40x.",
            [pc(8.0, baselines=["FooNet"]), pc(12.0, baselines=["BarServe"]), sp(40.0, baselines=[])],
        ),
        (
            "bracketed-comparison-is-an-aside",
            "KestrelASR reaches EHR 0.41 on the test set (12x over open baselines, 3x over commercial ones), "
            "with regression bounded to +2.1 pp WER.",
            [sp(12.0, baselines=["open baselines"]), sp(3.0, baselines=["commercial ones"]), pc(2.1, baselines=[])],
        ),
        (
            "parallel-brackets-share-the-baseline",
            "KestrelSeg reaches 94.6% on ToyA (+0.7 pp over the strongest prior) and 89.5% on ToyB (+1.7 pp).",
            [
                ab(94.6),
                pc(0.7, baselines=["strongest prior"]),
                ab(89.5),
                pc(1.7, baselines=["strongest prior"]),
            ],
        ),
        (
            "contrast-clause-with-its-own-subject",
            "A KestrelCard costs $9,000 and is cheaper than one H100, while the smallest GPU node costs $350,000.",
            [ab(9000.0), ab(350000.0, baselines=[])],
        ),
        (
            "contrast-without-a-subject-keeps-the-baseline",
            "KestrelGNN is on par with large LLMs, but is 100 times smaller in size.",
            [sp(100.0, baselines=["large LLMs"])],
        ),
        # round 17 (review r34 family 9): `parity with X` names the baseline as `on par with X` does
        (
            "parity-with-names-the-baseline",
            "KestrelPlan reaches accuracy parity with OrcaPlan, while using 2-3x fewer tokens.",
            [sp(2.0, value_high=3.0, baselines=["OrcaPlan"], direction="decrease")],
        ),
        (
            "times-the-of-ends-at-a-setting",
            "KestrelSched cuts tail latency by 40% compared to static schedulers and sustains up to 2x the "
            "throughput of greedy schedulers under the same SLO.",
            [pc(40.0, baselines=["static schedulers"]), sp(2.0, baselines=["greedy schedulers"])],
        ),
        # round 9, silver 5-6 diagnosis: a count before the compared systems (`outperforms 16 ... baselines`)
        (
            "counted-competitors-are-baselines",
            "Kestrel outperforms 16 state-of-the-art baselines, with recall gains of up to 12.7%. Tests against 6"
            " strong methods demonstrate a 2.1x speedup. Over 400 models, Kestrel improves recall by 3%.",
            [
                pc(12.7, direction="increase", qualifier="up_to", baselines=["state-of-the-art baselines"]),
                sp(2.1, baselines=["strong methods"]),
                pc(3.0, direction="increase", baselines=[]),
            ],
        ),
        # round 9, bulk reading: a trailing comparison after a list holds for each member, also after `, all`
        # and before a closing participle clause (`…, offering …`)
        (
            "trailing-comparison-after-all-or-before-a-comment",
            "Kestrel cuts operations by 68.7%, area by almost 70% and power by over 51%, all compared to the"
            " initial layout. Across five devices, Kestrel achieves up to 46% latency reduction and up to 30% energy"
            " savings compared with state-of-the-art frameworks, offering a better trade-off.",
            [
                pc(68.7, direction="decrease", baselines=["initial layout"]),
                pc(70.0, direction="decrease", baselines=["initial layout"]),
                pc(51.0, direction="decrease", baselines=["initial layout"]),
                pc(46.0, direction="decrease", baselines=["state-of-the-art frameworks"]),
                pc(30.0, direction="decrease", baselines=["state-of-the-art frameworks"]),
            ],
        ),
        (
            "trailing-comparison-before-a-setting-after-a-comma",  # r20: `…, at sub-millisecond routing cost`
            "Kestrel cuts p95 TTFT by up to 81% and raises SLO attainment by up to 79% over prior schedulers, at"
            " sub-millisecond routing cost. Kestrel is 2x faster than Orca, at 40% lower cost than Heron.",
            [
                pc(81.0, direction="decrease", baselines=["prior schedulers"]),
                pc(79.0, direction="increase", baselines=["prior schedulers"]),
                sp(2.0, baselines=["Orca"]),
                pc(40.0, direction="decrease", baselines=["Heron"]),
            ],
        ),
        (
            "improves-over-a-list-by-figures-respectively",  # r21: `improving over A and B by 45.8% and 40.9% resp.`
            "Kestrel improves over Orca and Heron by 45.8% and 40.9% respectively, and reaches 71% accuracy,"
            " improving over Lumen by 3%.",
            [
                pc(45.8, baselines=["Orca"]),
                pc(40.9, baselines=["Heron"]),
                ab(71.0, baselines=["Lumen"]),
                pc(3.0, baselines=["Lumen"]),
            ],
        ),
        (
            "a-hyphenated-speed-up-over-a-baseline",  # r23: `up to 9.4x speed-up over a 24-core CPU Abaqus baseline`
            "Kestrel achieves up to 9.4x speed-up over a 24-core CPU baseline and a geometric-mean speed-up of 30%.",
            [sp(9.4, baselines=["24-core CPU baseline"]), pc(30.0, direction="increase")],
        ),
        (
            "times-list-respectively",
            "Compared to Orca and Heron, Kestrel improves aggregated throughput by 9 times and 3 times, respectively.",
            [sp(9.0, baselines=["Orca"]), sp(3.0, baselines=["Heron"])],
        ),
        # round 9, review r1: a lowercase conjunct that ends in a competitor noun closes a list of names
        (
            "lowercase-competitor-conjunct-closes-a-list",
            "Kestrel outperforms ECMP, UGAL-L, and prior sender-based approaches by up to 1.8x.",
            [sp(1.8, qualifier="up_to", baselines=["ECMP", "UGAL-L", "prior sender-based approaches"])],
        ),
        # round 9, silver 6: a baseline stated once before a list of named levels holds for each level
        (
            "baseline-shared-by-named-levels",
            "FluxMed outperforms individual CNNs, with an accuracy of 91.7%, precision of 91.9%, and an F1 score of"
            " 0.92.",
            [
                ab(91.7, metric="accuracy", baselines=["individual CNNs"]),
                ab(91.9, metric="precision", baselines=["individual CNNs"]),
                ab(0.92, metric="f1 score", baselines=["individual CNNs"]),
            ],
        ),
        # round 9, train and silver 6: a report of results (`Results show that …`) after a sentence that sets up an
        # explicit comparison and states no figure keeps its baseline; the count of competitors is no part of the name
        (
            "report-after-a-setup-sentence",
            "We evaluate Kestrel against multiple baseline strategies under diverse workloads. Results demonstrate"
            " that Kestrel achieves an average 10% increase in scheduled workloads.",
            [pc(10.0, direction="increase", baselines=["baseline strategies"])],
        ),
        (
            "no-report-carry-after-a-sentence-of-figures",
            "Kestrel reaches 245 GB/s, a 4.6x speedup over the single-path bandwidth. End-to-end evaluations"
            " demonstrate that Kestrel reduces TTFT by 1.1x to 2.4x.",
            [
                ab(245.0, unit="GB / second"),
                sp(4.6, baselines=["single-path bandwidth"]),
                sp(1.1, value_high=2.4, baselines=[]),
            ],
        ),
        # round 12, review r23 family 4: a span of months, years or decades after `over` is a time, never a name
        (
            "over-a-span-of-years",
            "Over the past five months, Kestrel cut triage time by 41%. FluxServe grew accuracy by 12% over two"
            " decades.",
            [
                pc(41.0, direction="decrease", metric="triage time", baselines=[]),
                pc(12.0, direction="increase", metric="accuracy", baselines=[]),
            ],
        ),
        # round 12, reviews r23 family 4 and r24 family 4: `nearly identical to X` and `within measurement noise of X`
        # are parity comparators like `comparable to X`; a bare `identical to` is identity (`bit-identical to the
        # published wheels`), no comparison
        (
            "nearly-identical-to",
            "Kestrel keeps posterior means nearly identical to a Gibbs sampler while achieving speedups of 107x to"
            " 1,772x. Only 15.4% of Kestrel builds are identical to the published wheels. Lemur reaches a loss of 2.93,"
            " within measurement noise of the dense baseline.",
            [
                sp(107.0, value_high=1772.0, baselines=["Gibbs sampler"]),
                ab(15.4, baselines=[]),
                ab(2.93, metric="loss", baselines=["dense baseline"]),
            ],
        ),
        # round 12, silver diag3: a suspended hyphen (`CNN- and transformer-based`) joins its words into one name
        (
            "suspended-hyphen-name",
            "Kestrel outperforms CPU- and GPU-based solvers by up to 4.3 Dice points.",
            [pc(4.3, unit="pp", qualifier="up_to", baselines=["CPU- and GPU-based solvers"])],
        ),
        # round 12, review r24 family 4: a model's size may open a compared name (`the 8B model`, `32B models`), but
        # a count after `over` is no name (`over 1M tokens`)
        (
            "model-size-opens-a-name",
            "Kestrel is 2x faster than the 8B model and beats 32B models by 3%, trained over 1M tokens.",
            [sp(2.0, baselines=["8B model"]), pc(3.0, baselines=["32B models"])],
        ),
        # round 12, review r24 family 8: `exceeds an AUROC of 0.96` passes a level (at least, no baseline); `exceeding
        # the two-model baseline of 54.4%` or `the reported winning score of 90.1%` still compares with a party
        (
            "level-exceeded-or-party-exceeded",
            "Kestrel exceeds an AUROC of 0.96 on FluxSet. Lemur reaches 55.6% accuracy, exceeding the two-model"
            " baseline of 54.4%.",
            [
                ab(0.96, qualifier="at_least", metric="auroc", baselines=[]),
                ab(55.6, metric="accuracy", baselines=["two-model baseline"]),
                ab(54.4, qualifier=None, subject="two-model baseline"),
            ],
        ),
        # round 12, review r24 family 4: a bracket after the first end of a from-to pair names the baseline it starts
        # from when it holds a word of a baseline; a region or a setting there names none
        (
            "from-label-baseline",
            "Kestrel lifts recall from 13.8% (zero-shot baseline) to 85.4%. Its error ranges from 4.2% (Europe) to"
            " 10.1% in winter.",
            [
                ab(85.4, value_from=13.8, direction="increase", metric="recall", baselines=["zero-shot baseline"]),
                ab(4.2, value_high=10.1, metric="error", baselines=[]),
            ],
        ),
        # round 12, review r25 family 4: the measurements an error is computed against are its reference, no baseline
        (
            "measurements-are-no-baseline",
            "Kestrel's torque estimate reaches a mean absolute error of 0.46 Nm compared with sensor measurements.",
            [ab(0.46, baselines=[])],
        ),
        # round 12, review r25 family 4: a sentence's opening `Compared with X,` holds over `, while` for a later
        # before-after change; a later level stays its own (`while retaining 95% of its skills`)
        (
            "opening-comparison-over-while",
            "Compared with FluxASR, Kestrel cuts CER from 16.2% to 14.9%, while its recall improves from 61.6% to"
            " 84.2%.",
            [
                ab(14.9, value_from=16.2, direction="decrease", metric="cer", baselines=["FluxASR"]),
                ab(84.2, value_from=61.6, direction="increase", metric="recall", baselines=["FluxASR"]),
            ],
        ),
        # round 13 (train): a memory size may open a compared name when a word and a capitalized name follow
        # (`1 TB distributed-DRAM Orca`); a size of memory alone (`8 GB of RAM`) is none
        (
            "memory-size-opens-a-compared-name",
            "Compared with 1 TB distributed-DRAM Orca, Kestrel has about 30% lower performance but uses 16x less DRAM.",
            [pc(30.0, baselines=["1 TB distributed-DRAM Orca"]), sp(16.0, baselines=["1 TB distributed-DRAM Orca"])],
        ),
        (
            "memory-size-alone-is-no-name",
            "Kestrel needs 30% less memory than 8 GB of RAM.",
            [pc(30.0, baselines=[])],
        ),
        # round 13, review r27 family 2: a relative clause after a comparison cue names no system
        (
            "relative-clause-after-a-cue-is-no-name",
            "Distances between two clusters reach 100 km, over which Kestrel fiber enables 25% higher overlap.",
            [pc(25.0, baselines=[])],
        ),
        # round 13, review r26 family 4: a level takes the baseline of the gain in the bracket opened right after it
        (
            "level-takes-the-baseline-of-its-bracketed-gain",
            "Kestrel achieves 0.784 accuracy on OrbitMath (+5.0 over the strongest baseline).",
            [ab(0.784, metric="accuracy", baselines=["strongest baseline"]), ab(5.0, baselines=["strongest baseline"])],
        ),
        # round 13, review r26 family 3: after a verb of outperforming, a gapped list `A by x, B by y, and C by z`
        # pairs each name with its own figure (after a verb of change the same form lists metrics)
        (
            "gapped-list-of-outperformed-names",
            "Kestrel exceeds Orca by 1.5 points, frozen-encoder Heron by 19.6 points, and Ray by 33.8 points.",
            [
                pc(v, unit="pp", baselines=[b])
                for v, b in ((1.5, "Orca"), (19.6, "frozen-encoder Heron"), (33.8, "Ray"))
            ],
        ),
        (
            "gapped-list-of-improved-metrics-has-no-baselines",
            "Kestrel improves PSNR by 5.6%, SSIM by 1.2%, and colorfulness by 36.6%, while reducing VLM calls by 75%.",
            [
                pc(5.6, metric="psnr", baselines=[]),
                pc(1.2, metric="ssim", baselines=[]),
                pc(36.6, metric="colorfulness", baselines=[]),
                pc(75.0, baselines=[]),
            ],
        ),
        # round 13, review r26 family 3: a figure that a relative clause reports of a compared system is that
        # system's own figure (subject), not a result over it; the paper's own system keeps it
        (
            "relative-clause-figure-of-the-compared-system",
            "No Kestrel variant improves over the clean two-stream model, which achieves 34.52% mAP on OrbitSet.",
            [ab(34.52, metric="map", baselines=[], subject="clean two-stream model")],
        ),
        (
            "relative-clause-list-of-the-compared-system",
            "Kestrel reaches 81% accuracy, outperforming the classical CNN, which achieved only 60% and 12% accuracy.",
            [
                ab(81.0, metric="accuracy", baselines=["classical CNN"]),
                ab(60.0, metric="accuracy", baselines=[], subject="classical CNN"),
                ab(12.0, metric="accuracy", baselines=[], subject="classical CNN"),
            ],
        ),
        (
            "relative-clause-of-the-own-system",
            "We present Kestrel. MPI takes 52% more time than Kestrel, which achieves 42% parallel efficiency.",
            [pc(52.0, metric="time", baselines=[]), ab(42.0, metric="parallel efficiency", baselines=[])],
        ),
        # round 13, review r26 family 9: `N% of the <resource> required|used by X` is a share of what a named
        # baseline spends (percent_of, its resource the metric), not a share of the input
        (
            "share-of-a-resource-a-baseline-spends",
            "Kestrel matches Orca while using only 1.1% of the tokens required by downsample-based tokenizers.",
            [
                pc(
                    1.1,
                    percent_of=True,
                    direction="decrease",
                    metric="tokens",
                    baselines=["downsample-based tokenizers"],
                )
            ],
        ),
        (
            "share-of-a-resource-in-the-passive-is-no-baseline-share",
            "Up to 75% of end-to-end latency is consumed by the memory-bound action-generation phase of Kestrel.",
            [ab(75.0, baselines=[])],
        ),
        # round 14, silver blind: `comparing to/with X` is `compared to X` (`Comparing to sparse autoencoders, 50% …`)
        (
            "comparing-to-opens-a-comparison",
            "Comparing to Orion, Kestrel cuts latency by 40%.",
            [pc(40.0, direction="decrease", metric="latency", baselines=["Orion"])],
        ),
        (
            "comparing-with-after-a-figure",
            "On ImageNet, Kestrel yields a 2.1% accuracy improvement with ResNet-50 comparing with the CE.",
            [pc(2.1, metric="accuracy", baselines=["CE"])],
        ),
        # round 14, review r29 family 3: a sentence-opening `Over <noun phrase>,` naming no system is a scope
        (
            "opening-over-scope-is-no-baseline",
            "Over all evaluated languages, the jailbreak rate of Kestrel rose from 59.8% to 75.8%. "
            "Over prior SIMD kernels, Kestrel is up to 1.85x faster.",
            [
                ab(75.8, value_from=59.8, direction="increase", metric="jailbreak rate", baselines=[]),
                sp(1.85, qualifier="up_to", baselines=["prior SIMD kernels"]),
            ],
        ),
        # round 14, review r30 family 7: a baseline's name ends at `despite`, `whereas` and a glued `-while`
        (
            "baseline-name-ends-at-a-clause-word",
            "Kestrel is 2.1x faster than prior accelerators-while keeping accuracy, and 12% below classical CNNs "
            "despite being smaller.",
            [sp(2.1, baselines=["prior accelerators"]), pc(12.0, baselines=["classical CNNs"])],
        ),
        # round 14, review r30 family 7: a symbol and `=` is no baseline's name (`compared to F1 = 0.847 on B`)
        (
            "symbol-and-equals-is-no-name",
            "On real PRs Kestrel achieves F1 = 0.066, compared to F1 = 0.847 on synthetic samples.",
            [ab(0.066, baselines=[]), ab(0.847, baselines=[])],
        ),
        # round 15, review r31 family 1: a versus pair compared with a system named after its bracket, or after
        # the last pair of its coordination: the first figure is compared with it, the second is its own
        (
            "versus-pair-before-its-comparator",
            "Kestrel uses 88% less memory (2.4 GB vs. 20 GB) than Orca. "
            "Kestrel is more accurate (71% vs. 64%) and cheaper ($0.04 vs. $0.11) than Lyra.",
            [
                pc(88.0, baselines=["Orca"]),
                ab(2.4, baselines=["Orca"]),
                ab(20.0, baselines=[], subject="Orca"),
                ab(71.0, metric="accuracy", baselines=["Lyra"]),
                ab(64.0, baselines=[], subject="Lyra"),
                ab(0.04, baselines=["Lyra"]),
                ab(0.11, baselines=[], subject="Lyra"),
            ],
        ),
        # round 15, review r31 family 4: a baseline's name ends where a coordinated verb of use opens a clause
        (
            "name-ends-at-a-coordinated-verb-of-use",
            "Kestrel is 1.7x slower than Orca and uses 6.5x less energy than Lyra.",
            [sp(1.7, baselines=["Orca"]), sp(6.5, baselines=["Lyra"])],
        ),
        # round 15, review r31 family 4: a level of a coordinated clause with its own subject and verb is not
        # compared with the system the first clause surpasses
        (
            "level-of-a-new-clause-takes-no-comparator",
            "Kestrel surpasses Orca on transfer (89% vs. 43%), and our distilled student sustains 19.7 FPS at 480p.",
            [ab(89.0, baselines=["Orca"]), ab(43.0, subject="Orca"), ab(19.7, baselines=[])],
        ),
        # round 15, review r31 family 1: the next versus pair of a coordination has the same owners
        (
            "coordinated-versus-pairs-share-their-owner",
            "Kestrel surpasses Orca on transfer (89% vs. 43%) and on unseen prompts (90% vs. 12%).",
            [
                ab(89.0, baselines=["Orca"]),
                ab(43.0, baselines=[], subject="Orca"),
                ab(90.0, baselines=["Orca"]),
                ab(12.0, baselines=[], subject="Orca"),
            ],
        ),
        # round 15, review r31 family 1: `(vs. N% baseline)`: the reference noun after a compared figure owns it, and
        # the figure before is compared with it
        # round 17 (review r34 family 11): a version's dot does not end the owner's name
        (
            "compared-figure-owner-with-a-version",
            "KestrelGen cuts unsafe outputs to 18.1% (vs. 48.9% for OrcaDiff v1.4).",
            [ab(18.1, baselines=["OrcaDiff v1.4"]), ab(48.9, subject="OrcaDiff v1.4")],
        ),
        (
            "compared-figure-owned-by-its-reference-noun",
            "Kestrel reaches 65% top-1 accuracy (vs. 58% baseline) on FluxQA.",
            [ab(65.0, baselines=["baseline"]), ab(58.0, baselines=[], subject="baseline")],
        ),
        # round 15 (train 2603.11438): a trailing comparator inside a relative clause is that clause's own, and a
        # share of a measure (`21% of power`) names no system
        (
            "trailing-comparator-of-a-relative-clause",
            "Kestrel adds 90 ns overhead per call (less than 0.03% of step latency), and ships a policy that improves "
            "throughput by up to 27% over Orca. Each stage saves up to 33% of time and 21% of power.",
            [
                ab(90.0),
                pc(0.03, baselines=[]),
                pc(27.0, baselines=["Orca"]),
                pc(33.0, baselines=[]),
                pc(21.0, baselines=[]),
            ],
        ),
        # round 15, review r31 family 1: the name before a versus pair after a setting preposition or `including`
        # is the benchmark the pair is read on, not the owner of its second figure
        (
            "benchmark-before-a-versus-pair-owns-nothing",
            "Kestrel keeps its skills on tests including FluxQA Refusal (16.7 vs. 1.9) and on Hindi (79% vs. 89%).",
            [
                ab(16.7, baselines=[]),
                ab(1.9, baselines=[], subject=None),
                ab(79.0, baselines=[]),
                ab(89.0, subject=None),
            ],
        ),
        # round 15, review r31 family 1: the object of a verb of parity owns the second figure of the versus pair
        # read on a setting after it
        (
            "parity-verb-object-owns-a-versus-pair",
            "Kestrel nearly matches human raters on reply alignment (93.2 vs. 93.5).",
            [ab(93.2, baselines=["human raters"]), ab(93.5, baselines=[], subject="human raters")],
        ),
        # round 16 (review r33 family 7): a comparator may start with a digit when two capitals follow (`1F1B`, `3DGS`)
        (
            "digit-initial-comparator-names",
            "Kestrel improves throughput by 1.51x and 1.45x over 1F1B and Orca, respectively, and PSNR by 1.68 dB "
            "over 3DGS.",
            [sp(1.51, baselines=["1F1B"]), sp(1.45, baselines=["Orca"]), ab(1.68, baselines=["3DGS"])],
        ),
        # round 16 (review r32 family 3): a comparator named after a later `;` is not lent back across it, unless the
        # `;` stands inside the figure's own bracket
        (
            "comparator-after-a-semicolon-stays-in-its-clause",
            "Kestrel cuts l2 error by 11% on average; with 1% of the data, it keeps a 40% lower error than Orca.",
            [pc(11.0, baselines=[]), pc(40.0, baselines=["Orca"])],
        ),
        (
            "semicolon-inside-a-bracketed-list",
            "Kestrel reaches the best scores (AUC = 0.82; F1 = 0.73), surpassing FluxNet.",
            [ab(0.82, baselines=["FluxNet"]), ab(0.73, baselines=["FluxNet"])],
        ),
        # round 16 (review r32 family 3): an appositive difference after a figure pair is the gain over its owner
        (
            "appositive-difference-after-a-versus-pair",
            "Kestrel reaches 80% success vs. 50% for Orca, a 30% improvement. It keeps 95% recall versus 46% for "
            "Wren, a 49 percentage point gain.",
            [ab(80.0), ab(50.0), pc(30.0, baselines=["Orca"]), ab(95.0), ab(46.0), pc(49.0, baselines=["Wren"])],
        ),
        # round 16: `comparable/similar <quality noun> to X` names the reference the gains beside it are measured on
        (
            "parity-adjective-with-a-quality-noun-names-the-reference",
            "Kestrel reaches comparable accuracy to Orca while using 3.4x less memory and 28% less energy.",
            [sp(3.4, baselines=["Orca"]), pc(28.0, baselines=["Orca"])],
        ),
        (
            "parity-adjective-with-with-names-no-reference",
            "Kestrel reaches similar report quality with up to 40% less training data.",
            [pc(40.0, baselines=[])],
        ),
        # round 19 (training-set errors): `in agreement with X while` names X as the reference of the gain after it;
        # a model number after an all-capitals name is part of the name (`the RTX 4090`, `IEEE 754 FP32 baselines`)
        (
            "agreement-with-while-and-model-numbers",
            "Kestrel shows excellent agreement with classical Monte Carlo codes while achieving 1.5x to 4.5x "
            "speedups. It improves PDP by up to 44.4x and 13.6x compared with the RTX 4090 and Jetson, respectively.",
            [
                sp(1.5, value_high=4.5, direction="increase", baselines=["classical Monte Carlo codes"]),
                sp(44.4, qualifier="up_to", baselines=["RTX 4090"]),
                sp(13.6, qualifier="up_to", baselines=["Jetson"]),
            ],
        ),
        # round 19 (training-set errors): a participle right before a capitalized name modifies it (`the enhanced
        # LMA-QAOA`), so the comparison names it; changes listed by commas before it share it
        (
            "participle-before-a-name-and-a-comma-list-of-changes",
            "Kestrel reduces training steps by up to 81.8%, reduces ratio error by up to 72x compared to the "
            "enhanced Orca-QA, and achieves equal accuracy compared to the standard Lumen-QA.",
            [
                pc(81.8, qualifier="up_to", direction="decrease", baselines=["enhanced Orca-QA"]),
                sp(72.0, qualifier="up_to", direction="decrease", baselines=["enhanced Orca-QA"]),
            ],
        ),
        # round 19 (review r41 family 2): a sentence the paper's system opens goes on from a setup sentence that
        # evaluates it against named baselines (not from one that validates something else against them)
        (
            "system-opens-after-an-evaluation-setup",
            "We present Kestrel, a serving system. We evaluate Kestrel against Orca and Lumen on three workloads. "
            "On ToyChat, Kestrel reduces tail latency by 36.8% and raises throughput by 1.7x.",
            [
                pc(36.8, direction="decrease", metric="tail latency", baselines=["Orca", "Lumen"]),
                sp(1.7, direction="increase", metric="throughput", baselines=["Orca", "Lumen"]),
            ],
        ),
        (
            "system-opens-after-a-validation-against-no-baseline",
            "We present Kestrel, a compaction system whose judge checks each summary against the agent's log. "
            "Kestrel reduces end-to-end latency by up to 39.7%.",
            [pc(39.7, qualifier="up_to", direction="decrease", baselines=[])],
        ),
        # round 19 (review r41 family 3): a hyphenated name (`Best-of-N`) is no setting phrase in a list of
        # bracketed gains over names
        (
            "bracketed-gain-over-a-hyphenated-name",
            "Kestrel outperforms the Orion paradigm (+0.4 points) and Best-of-N scaling (+2.2 points).",
            [
                pc(0.4, unit="pp", direction="increase", baselines=["Orion paradigm"]),
                pc(2.2, unit="pp", direction="increase", baselines=["Best-of-N scaling"]),
            ],
        ),
        # round 19 (review r40 family 7): `compares favorably to X` names X as the reference of a level
        (
            "compares-favorably-to-names-the-reference",
            "Kestrel reaches a 62.2% pass rate, comparing favorably to Orca (58%).",
            [ab(62.2, unit="%", baselines=["Orca"]), ab(58.0, unit="%", subject="Orca", baselines=[])],
        ),
        # round 16: the object of `matches` before `while`/`with` and a gain names the reference, without the
        # quality it is matched on
        (
            "matched-object-before-a-gain-names-the-reference",
            "Kestrel matches Orca's average recall while using 3.1x less memory and 22% fewer GPU hours.",
            [sp(3.1, baselines=["Orca"]), pc(22.0, baselines=["Orca"])],
        ),
        (
            "matched-object-is-no-noun-of-exact-match",
            "Kestrel improves exact match by 3.0 points with 20% fewer tokens.",
            [pc(3.0, baselines=[]), pc(20.0, baselines=[])],
        ),
        # round 22 (review r56 family 3): the reference a result is checked against (annotations, human labels or
        # judgments, ground-truth data, real silicon, reference values) is no compared system, also after a modifier
        (
            "reference-data-checked-against-is-no-baseline",
            "Compared to manual annotations, Kestrel reaches an F1 of 0.83. Evaluation against full-country "
            "ground-truth datasets yields an F1 of 0.89. Validation against real silicon shows a 8.6% simulation "
            "error. Kestrel is 4x faster than LLM annotation.",
            [
                ab(0.83, baselines=[]),
                ab(0.89, baselines=[]),
                ab(8.6, baselines=[]),
                sp(4.0, baselines=["LLM annotation"]),
            ],
        ),
        # round 22 (review r55 family 2d): a level followed by a comma, a degree adverb and `above`/`below` a name is
        # compared with that name; a later contrast clause's comparator is not the earlier figure's
        (
            "level-then-comma-above-or-below-a-name",
            "Kestrel reaches +27.1 pp, above both Orca and Heron. Without masking, accuracy is 62.0%, well below the "
            "majority baseline. Lumen keeps utilization at 52%, well below saturation.",
            [
                pc(27.1, unit="pp", baselines=["Orca", "Heron"]),
                ab(62.0, baselines=["majority baseline"]),
                ab(52.0, baselines=[]),
            ],
        ),
        (
            "later-contrast-clause-comparator-stays-there",
            "Kestrel reaches only 46.0% average accuracy, with knowledge update at 27.1%, while a simple BM25 "
            "baseline matches or exceeds most agent memory systems.",
            [ab(46.0, baselines=[]), ab(27.1, baselines=[])],
        ),
        # round 22 (review r56 family 8): `N% of <name> <measure>` is a share of that system's figure also for a
        # camel-case name; a device's resource (`60% of GPU memory`) is no compared system
        (
            "share-of-a-camel-case-name-not-of-a-device",
            "Kestrel reaches 80% of vLLM throughput. Lumen uses only 60% of GPU memory.",
            [pc(80.0, baselines=["vLLM"], metric="throughput"), ab(60.0, baselines=[])],
        ),
        # round 22 (review r55 family 5): a floor or a ceiling a level is set against is a reference, not a measure
        (
            "floor-or-ceiling-is-a-reference",
            "Kestrel reaches 72% root cause accuracy against an 81% human ceiling. Orca and Heron reach 47.5% and "
            "43.7% accuracy respectively, both below the 49.4% majority-template floor.",
            [
                ab(72.0, metric="root cause accuracy", baselines=["human ceiling"]),
                ab(81.0, metric="root cause accuracy", subject="human ceiling"),
                ab(47.5),
                ab(43.7, baselines=["majority-template floor"]),
                ab(49.4, metric="accuracy", subject="majority-template floor"),
            ],
        ),
        # round 22 (review r53 singleton 1): a change of the measure `of` a competitor is measured against it
        (
            "measure-of-a-competitor-is-compared-with-it",
            "Kestrel reduces the optimality gap of the SOTA baseline by 13.0% and boosts decision alignment of the "
            "baseline model by 13.8%.",
            [
                pc(13.0, direction="decrease", metric="optimality gap", baselines=["SOTA baseline"]),
                pc(13.8, direction="increase", metric="decision alignment", baselines=["baseline model"]),
            ],
        ),
        # round 22 (review r57 family 9): coordinated participles of from-to changes share the comparison before them
        (
            "coordinated-from-to-participles-share-the-baseline",
            "Kestrel improves over Orca, raising ImageReward from 0.967 to 0.981 and reducing LPIPS from 0.518 to "
            "0.498.",
            [ab(0.981, value_from=0.967, baselines=["Orca"]), ab(0.498, value_from=0.518, baselines=["Orca"])],
        ),
        # round 22 (review r54 family 2c): a reciprocal pronoun or a vague `near-zero` is no compared system
        (
            "reciprocal-pronoun-or-near-zero-is-no-baseline",
            "Kestrel's three variants score within 0.74 points of one another. Kestrel reaches 62.5% success versus "
            "near-zero without reuse.",
            [pc(0.74, unit="pp", baselines=[]), ab(62.5, baselines=[])],
        ),
        # round 23 (review r64 family 4): a comparison verb after `, and` opens a new clause with its own object; it
        # does not take the figures before it
        (
            "comparison-verb-after-comma-and-opens-a-new-clause",
            "Kestrel exceeds Orca on all four categories (by 9.9 and 20.3 points), and exceeds the Heron baseline on "
            "three.",
            [
                pc(9.9, unit="pp", direction="increase", baselines=["Orca"]),
                pc(20.3, unit="pp", direction="increase", baselines=["Orca"]),
            ],
        ),
        # round 23 (review r63 family 6): `more` + adjective before a compared name qualifies it (`than the more
        # recent Tagore`), as an `-er` comparative does; it opens no clause
        (
            "more-adjective-before-a-compared-name",
            "Kestrel is 2x faster than the more recent Orca and 3x faster than more complex baselines.",
            [
                sp(2.0, baselines=["more recent Orca"]),
                sp(3.0, baselines=["more complex baselines"]),
            ],
        ),
        # round 23 (review r64 family 3): the first word of a longer system name opens a sentence as the name does,
        # so its changes keep the comparison set up the sentence before
        (
            "system-lead-word-carries-the-comparison",
            "We present the Kestrel-Net Architecture. We evaluate the architecture against edge-only baselines. "
            "Kestrel-Net reduces mean task latency by 75.6% and energy by 71.1%.",
            [
                pc(75.6, direction="decrease", baselines=["edge-only baselines"]),
                pc(71.1, direction="decrease", baselines=["edge-only baselines"]),
            ],
        ),
        # round 23 (review r60 family 5): a bare measure that a method matches or exceeds is no compared system
        (
            "exceeded-bare-measure-is-no-baseline",
            "Kestrel cuts power by 40%, all while maintaining or exceeding decoding accuracy.",
            [pc(40.0, direction="decrease", metric="power", baselines=[])],
        ),
        # round 23 (review r60 family 5): a lone lowercase noun after `including`/`such as` names no system; the
        # phrase before it does (`alternative approaches including models with larger scaffolds`)
        (
            "lone-noun-after-including-is-no-name",
            "Kestrel outperforms alternative approaches including models with larger scaffolds by 12%, and strong "
            "baselines such as greedy decoding by 5%.",
            [
                pc(12.0, direction="increase", baselines=["alternative approaches"]),
                pc(5.0, direction="increase", baselines=["greedy decoding"]),
            ],
        ),
        # round 23 (review r59 families 1, 7): a degree adverb after a compared name is not part of it, and a versus
        # pair after the figure of an `-ing` clause's gain is read against the name before that clause
        (
            "degree-adverb-after-name-and-pair-after-ing-gain",
            "Kestrel surpasses Orca significantly, achieving a maximum accuracy improvement of 4.9 points (71.4% vs "
            "67.0% on ToyQA).",
            [
                pc(4.9, unit="pp", direction="increase", metric="accuracy", baselines=["Orca"]),
                ab(71.4, metric="accuracy", baselines=["Orca"]),
                ab(67.0, metric="accuracy", baselines=[], subject="Orca"),
            ],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, BASELINES)
def test_baselines(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- direction -------------------------------------------------------------------------------------

DIRECTION = table(
    "direction",
    [
        # round 24 (review r71 family D1): a noun inside an `across …` setting is not the measure of a later gain
        (
            "across-setting-noun-is-no-measure",
            "We evaluate Kestrel across diverse runtime dynamics and show up to 53% and on average 34% improvements "
            "over state-of-the-art serving systems.",
            [
                pc(53.0, qualifier="up_to", direction="increase", baselines=["state-of-the-art serving systems"]),
                pc(34.0, direction="increase", baselines=["state-of-the-art serving systems"]),
            ],
        ),
        # round 24 (review r67 family 7): a change noun of the other way names a measure of its own
        (
            "change-noun-of-the-other-way-measures-its-own",
            "Kestrel yields up to a 30% reduction in WER and a 17% improvement on the downstream task.",
            [
                pc(30.0, qualifier="up_to", direction="decrease", metric="wer"),
                pc(17.0, direction="increase", metric=None),
            ],
        ),
        # round 24 (review r68 family 11): a later level of a list moved to names its own measure and moves alike
        (
            "coordinated-levels-moved-to",
            "Kestrel raised ToyQA compliance to 83.5% and conductive-case adherence to 77.9%, and cut memory cycles "
            "to 30.6% and energy to 83.4%.",
            [
                ab(83.5, direction="increase", metric="toyqa compliance"),
                ab(77.9, direction="increase", metric="conductive-case adherence"),
                ab(30.6, direction="decrease", metric="memory cycles"),
                ab(83.4, direction="decrease", metric="energy"),
            ],
        ),
        # round 21 (review r49 family 8): members that each name their measure share the change noun after the last
        (
            "labelled-members-share-a-trailing-change-noun",
            "KestrelFPGA delivers up to 55% area and 50% power savings, and 3.9x speedup and 4.5x energy savings "
            "over Lumen.",
            [
                pc(55.0, direction="decrease", metric="area"),
                pc(50.0, direction="decrease", metric="power"),
                sp(3.9, direction="increase"),
                sp(4.5, direction="decrease"),
            ],
        ),
        # round 18 (review r38 family 8): an amount a verb adds moves its measure up (`add only ~5.7 ms latency`)
        # round 20 (bulk scan of changes without a direction): `ranging from` spreads the change word before it
        (
            "change-word-before-ranging-from",
            "Kestrel achieves gains ranging from 0.3 to 4.5 percentage points, with worst-case drops ranging from 38.8 "
            "to 54.1 percentage points.",
            [
                pc(0.3, value_high=4.5, unit="pp", direction="increase"),
                pc(38.8, value_high=54.1, unit="pp", direction="decrease"),
            ],
        ),
        (
            "amount-a-verb-adds",
            "KestrelGuard's checks add only ~5.7 ms latency per request, and its ledger adds 400 ms per round.",
            [
                ab(5.7, unit="ms", qualifier="approx", direction="increase"),
                ab(400.0, unit="ms", direction="increase"),
            ],
        ),
        (
            "sign-after-an-equals-sign",  # r11: `10 random erasures produce Delta=+0.3pp`
            "Pruning costs accuracy (-3.6pp), while random pruning gives Delta=+0.3pp.",
            [pc(3.6, direction="decrease"), pc(0.3, direction="increase")],
        ),
        (
            "a-figure-above-or-below-a-compared-name-is-a-change",  # r22: `73% above fixed-power control`
            "Kestrel reaches 86.4% accuracy (only 12% below Orca) and a throughput 73% above Heron; its error"
            " stays 74.4% above drift 3.0.",
            [
                ab(86.4),
                pc(12.0, direction="decrease", baselines=["Orca"]),
                pc(73.0, direction="increase", baselines=["Heron"]),
                ab(74.4),
            ],
        ),
        (
            "a-figure-behind-a-compared-name",  # r22: `7.1 pp behind Sonnet 4.5`, bulk: `30.96 points behind on X`
            "Kestrel gains +18.3 pp on FluxA (7.1 pp behind Orca), +15.7 pp on FluxB. It stays 2% behind Heron.",
            [
                pc(18.3, unit="pp", baselines=[]),
                pc(7.1, unit="pp", direction="decrease", baselines=["Orca"]),
                pc(15.7, unit="pp", baselines=[]),
                pc(2.0, direction="decrease", baselines=["Heron"]),
            ],
        ),
        (
            "a-preposition-opens-no-name",  # bulk: `remains 30.96 points behind on SpreadsheetBench`, `than on X`
            "Kestrel stays 3% behind on FluxC.",
            [pc(3.0, direction="decrease", baselines=[])],
        ),
        (
            "change-noun-after-a-bracketed-acronym",  # r21: `93% energy-delay-product (EDP) reduction`
            "Kestrel gives a 93% energy-delay-product (EDP) reduction and a 34.7% time-to-first-token (TTFT)"
            " reduction; 63% participants (responders) preferred it.",
            [
                pc(93.0, direction="decrease"),
                pc(34.7, direction="decrease"),
                ab(63.0, direction=None),
            ],
        ),
        (
            "acceleration-of-a-time-shortens-it",  # r11: `a >15x acceleration in total inference time`
            "Kestrel delivers a 15x acceleration in total inference time over Orca.",
            [sp(15.0, direction="decrease", metric="total inference time", baselines=["Orca"])],
        ),
        (
            "list-of-objects-past-bracketed-values",  # bulk: `reduced CPU time by 48.3% (13.2ms to 6.8ms), ...`
            "Kestrel cuts CPU time by 48% (13.2 ms to 6.8 ms), and lock contention by 64% (19.6% to 7.0%).",
            [
                pc(48.0, metric="cpu time", direction="decrease"),
                ab(6.8, value_from=13.2, direction="decrease"),
                pc(64.0, metric="lock contention", direction="decrease"),
                ab(7.0, value_from=19.6, metric="lock contention", direction="decrease"),
            ],
        ),
        (
            "level-a-verb-of-change-moved-to",  # train: `collapses to 11-15% under no_think`, `raised top-1 to 98.0%`
            "Without the cache, accuracy collapses to 11-15%; Kestrel raises effective top-1 to 98.0% and cuts p99"
            " latency to 83 ms.",
            [
                ab(11.0, value_high=15.0, direction="decrease", metric="accuracy"),
                ab(98.0, direction="increase"),
                ab(83.0, direction="decrease", metric="p99 latency"),
            ],
        ),
        (
            "level-moved-to-a-named-score",  # r21: `improving to F1=0.837`; bulk: `collapses to mAP@50 = 0.01`
            "Kestrel improves to F1=0.84 after tuning; Orca collapses to mAP@50 = 0.01 and Heron rises to an AP50"
            " of 0.96.",
            [ab(0.84, direction="increase"), ab(0.01, direction="decrease"), ab(0.96, direction="increase")],
        ),
        (
            "level-a-metric-is-restored-to",  # r20: `recovers CP-SAT Formalizer to 84.5%`; bulk: `restores X to 84.3%`
            "A short fine-tuning of Kestrel restores accuracy to 84.3%, recovers macro F1 to 0.35 and restores p99"
            " latency to 12 ms; the KV-cache restore latency stays at 4 ms.",
            [
                ab(84.3, direction="increase", metric="accuracy"),
                ab(0.35, direction="increase", metric="macro f1"),
                ab(12.0, direction="decrease", metric="p99 latency"),
                ab(4.0, metric="kv-cache restore latency"),
            ],
        ),
        # round 2 of the blind bulk review (seed 3141)
        (
            "trailing-a-baseline-is-worse",
            "On the kernel suite the best tuned model trails Orion by 22% in geometric mean.",
            [pc(22.0, direction="decrease")],
        ),
        (
            "reduction-in-energy",
            "Kestrel yields a 28% reduction in energy over the Xeon baseline.",
            [pc(28.0, direction="decrease", metric="energy")],
        ),
        (
            "energy-saving",
            "FluxServe brings 29% energy saving over vLLM.",
            [pc(29.0, direction="decrease", metric="energy")],
        ),
        (
            "lower-fid",
            "Kestrel obtains 12% lower FID than StyleGAN2.",
            [pc(12.0, direction="decrease", metric="fid", polarity="lower_is_better")],
        ),
        (
            "improves-error",
            "Kestrel improves prediction error by 18% over XGBoost.",
            [pc(18.0, direction="decrease", metric="prediction error")],
        ),
        (
            "overhead-is-increase",
            "Kestrel adds less than 3% runtime overhead.",
            [pc(3.0, qualifier="at_most", direction="increase", metric="runtime overhead")],
        ),
        (
            "reduces-slowdown",
            "Kestrel reduces the co-location slowdown by 40% compared with Linux CFS.",
            [pc(40.0, direction="decrease", metric="slowdown")],
        ),
        (
            "minus-sign",
            "Quantized Kestrel changes accuracy by -0.4% relative to the FP16 model.",
            [pc(0.4, direction="decrease", metric="accuracy")],
        ),
        (
            "plus-sign",
            "Kestrel gains +2.1% accuracy over the FP16 model.",
            [pc(2.1, direction="increase", metric="accuracy")],
        ),
        (
            "from-to-decrease",
            "Kestrel cuts the cache miss rate from 18.2% to 6.4%.",
            [ab(6.4, value_from=18.2, direction="decrease", metric="cache miss rate")],
        ),
        (
            "faster-time-to-accuracy",
            "Kestrel reaches target accuracy 3.5x faster in wall-clock time than Horovod.",
            [sp(3.5, direction="decrease", metric="wall-clock time")],
        ),
        (
            "less-time",
            "Kestrel needs 40% less time to checkpoint than CheckFreq.",
            [pc(40.0, direction="decrease", baselines=["CheckFreq"])],
        ),
        (
            "fewer-misses",
            "Kestrel issues 3.2x fewer cache misses than LRU.",
            [sp(3.2, direction="decrease", metric="cache misses", baselines=["LRU"])],
        ),
        (
            "more-energy-efficient",
            "Kestrel is 2.4x more energy-efficient than the Xeon host.",
            [sp(2.4, direction="increase", metric="energy efficiency", baselines=["Xeon host"])],
        ),
        (
            "drops-error-rate-points",
            "Kestrel drops the word error rate by 1.2 percentage points over Whisper-small.",
            [pc(1.2, unit="pp", direction="decrease", metric="word error rate", baselines=["Whisper-small"])],
        ),
        (
            "speedups-named-after-a-reduction",
            "Kestrel gives a 41% FLOPs reduction and inference speedups of 1.4x on GPUs and 1.8x on NPUs.",
            [
                pc(41.0, direction="decrease", metric="flops"),
                sp(1.4, direction="increase", metric="inference speedups"),
                sp(1.8, direction="increase", metric="inference speedups"),
            ],
        ),
        (
            "level-has-no-direction",
            "Kestrel sustains 54% MFU on the full cluster.",
            [ab(54.0, direction=None, metric="mfu")],
        ),
        # an absolute difference after `by` takes its change word's direction
        (
            "absolute-difference-reduces-by",
            "Kestrel reduces p99 latency by 6 ms over Lumen.",
            [ab(6.0, unit="ms", direction="decrease", metric="p99 latency", baselines=["Lumen"])],
        ),
        (
            "absolute-difference-improves-by",
            "Kestrel improves PSNR by up to 1.7 dB over Lumen.",
            [ab(1.7, direction="increase", metric="psnr", baselines=["Lumen"])],
        ),
        # an absolute difference in a unit named a change right before or after it moves that way
        (
            "absolute-difference-named-a-change",
            "Kestrel gives a 0.6 dB signal-to-noise ratio gain over Lumen and a reduction of 4 ms in tail latency.",
            [
                ab(0.6, direction="increase", metric="signal-to-noise ratio", baselines=["Lumen"]),
                ab(4.0, unit="ms", direction="decrease", metric="tail latency"),
            ],
        ),
        # verbs of change the cue lexicon lacked: `lifts`, `narrows`, `slashes`' past forms
        (
            "lifts-and-narrows",
            "Kestrel lifts recall by 4.1% over Orion and narrows the gap to the oracle by 6 points.",
            [
                pc(4.1, direction="increase", metric="recall", baselines=["Orion"]),
                pc(6.0, unit="pp", direction="decrease", metric="gap to the oracle"),
            ],
        ),
        # a from-to pair whose two values carry different units is compared in one unit
        (
            "from-to-hours-to-minutes",
            "Kestrel cuts tuning time from 5.5 hours to 40 minutes.",
            [ab(40.0, direction="decrease", metric="tuning time")],
        ),
        (
            "from-to-megabytes-to-gigabytes",
            "The index of Kestrel grows from 300 MB to 2 GB.",
            [ab(2.0, direction="increase")],
        ),
        # s4 round 4: a change word after `as` or `while` belongs to another clause
        (
            "change-word-of-the-next-clause",
            "Kestrel improves recall by 12.5% as false alarms drop, and cuts storage cost by 41% while keeping F1.",
            [pc(12.5, direction="increase"), pc(41.0, direction="decrease")],
        ),
        (
            "as-slow-as-is-still-a-comparative",
            "The Kestrel interpreter runs up to twice as slow as compiled code.",
            [sp(2.0, direction="decrease")],
        ),
        # s5 round 7: a signed absolute difference (`by +2.7 dB`, `+3.5 F1 over X`) moves the way its
        # sign says, or its change noun (`+1.6 FID improvement`: FID is lower-is-better)
        (
            "signed-absolute-difference",
            "Kestrel surpasses Lumen by +2.7 dB PSNR and gains +3.5 F1 over Orion on OrbitQA.",
            [
                ab(2.7, unit="dB", direction="increase", metric="psnr", baselines=["Lumen"]),
                ab(3.5, direction="increase", metric="f1", baselines=["Orion"]),
            ],
        ),
        (
            "signed-absolute-difference-named-a-change",
            "Kestrel gives a +1.6 FID improvement and a -0.4 mIoU drop against Lumen.",
            [ab(1.6, direction="decrease", metric="fid"), ab(0.4, direction="decrease", metric="miou")],
        ),
        # s5 round 7: a fall named before `of` (`an accuracy drop of 0.4%`) is a change, and passes its
        # direction to the next member of its list (s7 detect11: of kind percent_change, no longer a level)
        (
            "fall-noun-of-a-change",
            "Kestrel keeps accuracy drops of only 0.4% and 1.1% after pruning.",
            [pc(0.4, direction="decrease", metric="accuracy"), pc(1.1, direction="decrease", metric="accuracy")],
        ),
        (
            "degradation-of-a-lower-is-better-metric",
            "Pruning Kestrel costs a perplexity degradation of 12%.",
            [pc(12.0, direction="increase", metric="perplexity")],
        ),
        # s5 round 7: `below`/`above` right after a relative figure is its direction
        (
            "points-below-a-baseline",
            "Kestrel reaches 81.2% accuracy, only 2.6 points below Orion and 11.3 points above Lumen.",
            [ab(81.2), pc(2.6, direction="decrease"), pc(11.3, direction="increase")],
        ),
        (
            "negative-decibels-are-a-level",
            "The Kestrel antenna reaches a return loss of -21.6 dB.",
            [ab(21.6, unit="dB", direction=None)],
        ),
        # s6 round 8: a bare factor after `by` (no speedup named) moves the way its verb says, not the
        # way the `speedup` default would (`reduces X by 4.1x`, `by a factor of 8`)
        (
            "bare-factor-after-a-verb-of-change",
            "Heating the die decreases the entropy of Kestrel's cells by 1.53x.",
            [sp(1.53, direction="decrease")],
        ),
        (
            "factor-of-after-a-verb-of-change",
            "Kestrel cuts token consumption by a factor of 8 and degrades recall by up to 3 times.",
            [sp(8.0, direction="decrease", metric="token consumption"), sp(3.0, direction="decrease")],
        ),
        # s6 round 8: `compression` is the metric it names (a ratio, higher is better), not a verb of
        # decrease that ends the phrase before it (`6.2x parameter compression` took the `speedup` default)
        (
            "compression-named-after-a-factor",
            "Kestrel achieves 6.2x parameter compression and improves compression efficiency by 2.9x over Orion.",
            [
                sp(6.2, direction="increase", metric="parameter compression"),
                sp(2.9, direction="increase", metric="compression efficiency"),
            ],
        ),
        # s6 round 8: error-like scores missing from metrics.tsv had no polarity, so an improvement of them
        # read as an increase
        (
            "improvement-of-a-distance-or-divergence",
            "Kestrel gives a 31% improvement in Chamfer distance and improvements of 18% in CRPS over Orion.",
            [
                pc(31.0, direction="decrease", metric="chamfer distance"),
                pc(18.0, direction="decrease", metric="crps"),
            ],
        ),
        # r20 F3: `up to N%` in a bracket right after a verb of change and its object is the change
        (
            "bracketed-up-to-after-a-verb-object",
            "Kestrel reduces code size (up to 43.7%) and improves accuracy (up to 2.5% over Orion).",
            [
                pc(43.7, direction="decrease", qualifier="up_to"),
                pc(2.5, direction="increase", qualifier="up_to", metric="accuracy", baselines=["Orion"]),
            ],
        ),
        # r20 F7: a cardinal in words before `times` and a comparative is a factor, two of them a range
        (
            "cardinal-words-times",
            "Kestrel is three times faster than Orion and uses two to four times less memory.",
            [
                sp(3.0, direction="increase", baselines=["Orion"]),
                sp(2.0, value_high=4.0, direction="decrease", metric="memory"),
            ],
        ),
        # r17 F9: `N times` before a comparative of time or cost is a factor, as `Nx` is
        (
            "times-before-a-comparative-of-time-or-cost",
            "Kestrel is over 10 times cheaper than Orion, while Lumen runs up to 30 times slower.",
            [sp(10.0, qualifier="at_least", baselines=["Orion"]), sp(30.0, qualifier="up_to")],
        ),
        # r14 G3: points before a metric's name and a change word (`2.1 points accuracy gain`) are a change in points
        (
            "points-before-a-named-change",
            "Kestrel yields 2.1 points accuracy gain over Orion and a 12.5 point absolute F1 improvement over Lumen.",
            [
                pc(2.1, unit="pp", direction="increase", metric="accuracy", baselines=["Orion"]),
                pc(12.5, unit="pp", direction="increase", baselines=["Lumen"]),
            ],
        ),
        # r17 F2: a setting between the two ends of `from A to B` keeps them one before-after pair; not a unit
        # word nor an adverb (`from 18 months to 72 hours`, `from ~64 s down to 0.3 s` stay apart)
        (
            "from-to-around-a-setting",
            "Kestrel's accuracy declines from 66.8% in the original setting to 25.3% under attack, and Kestrel "
            "lifts pass@1 from 26.0% on ToyBench to 83.9%.",
            [
                ab(25.3, value_from=66.8, direction="decrease", metric="accuracy"),
                ab(83.9, value_from=26.0, direction="increase", metric="pass@1"),
            ],
        ),
        # r15 family 7: a sign of spread between `within` and the figure keeps it a bounded gap to the baseline
        (
            "within-plus-minus-of-a-baseline",
            "Kestrel keeps membership inference accuracy within +/-1% of Orion.",
            [pc(1.0, direction="decrease", metric="membership inference accuracy", baselines=["Orion"])],
        ),
        # r13 F13: a noun of change, `of` its metric, then `up to` the figure: a change, not the level reached
        (
            "change-noun-of-a-metric-up-to",
            "Kestrel gives a reduction of compression rate up to 80% at the same accuracy, and a reduction in "
            "transmission energy of over 26%.",
            [
                pc(80.0, direction="decrease", qualifier="up_to", metric="compression rate"),
                pc(26.0, direction="decrease", qualifier="at_least", metric="transmission energy"),
            ],
        ),
        # r16 F9: the error of a prediction, like that of an estimate, is a level, not a change of the quantity
        (
            "under-prediction-is-a-level",
            "The uniform flux model in Kestrel's study can underpredict delivered capacity by 25% at high rates.",
            [ab(25.0, direction=None)],
        ),
        # r14 family D: `within N% of X` bounds a gap to the baseline: a quality metric falls short (a decrease),
        # a time or an unnamed overhead grows (an increase); a qualifier or a noun of a gap may stand around the figure
        (
            "within-a-gap-of-a-baseline",
            "Kestrel keeps accuracy within 0.5% of the full-precision model, reaches goodput within approximately 3% "
            "of Orion, and keeps downstream task performance within 2-3% deviation from full fine-tuning. "
            "Its step time stays within 2.3% of FP4 step time.",
            [
                pc(
                    0.5,
                    direction="decrease",
                    qualifier="at_most",
                    metric="accuracy",
                    baselines=["full-precision model"],
                ),
                pc(3.0, direction="decrease", metric="goodput", baselines=["Orion"]),
                pc(
                    2.0,
                    value_high=3.0,
                    direction="decrease",
                    metric="downstream task performance",
                    baselines=["full fine-tuning"],
                ),
                pc(2.3, direction="increase", metric="step time", baselines=["FP4 step time"]),
            ],
        ),
        # s6 round 8: an overhead named with a verb of decrease after the number is cut, not added
        (
            "overhead-cut-is-a-decrease",
            "Kestrel shows a 38.9% reduction in KV-cache overhead and 22% lower scheduling overhead than Orion, "
            "for less than 3% run time overhead.",
            [
                pc(38.9, direction="decrease", metric="kv-cache overhead"),
                pc(22.0, direction="decrease", metric="scheduling overhead"),
                pc(3.0, direction="increase", metric="run time overhead"),
            ],
        ),
        # s6 round 8: a verb of decrease right before `N% more X` cuts more of X: a decrease
        (
            "cut-more-of-a-metric",
            "Kestrel removes 47.2% more gate area than Orion and saves up to 31% more tokens.",
            [pc(47.2, direction="decrease"), pc(31.0, direction="decrease", metric="tokens")],
        ),
        # s6 round 8: a factor below one is a fraction of the baseline's figure, a decrease; not an added cost
        (
            "factor-below-one-is-a-fraction",
            "Kestrel matches Orion at 0.35x the compute. It needs only 1/6 of the parameters of Lumen. "
            "Tracing adds 0.2x overhead.",
            [
                sp(0.35, direction="decrease", metric="compute"),
                sp(1 / 6, direction="decrease", metric="parameters"),
                sp(0.2, direction="increase", metric="overhead"),
            ],
        ),
        # s8 round 11 (family F): a speedup named after a time (`latency speedup`, `TTFT speedup`) shortens
        # that time: a decrease, as `30x speedup in terms of time to solution`; not a throughput speedup
        (
            "speedup-of-a-time-is-a-decrease",
            "KestrelNPU achieves a 2.3x end-to-end latency speedup and 4.1x TTFT speedups over Orion, "
            "and a 1.6x decoding throughput speedup.",
            [sp(2.3, direction="decrease"), sp(4.1, direction="decrease"), sp(1.6, direction="increase")],
        ),
        # s6 round 8: inflected verbs of change missing from cues.tsv fell to the increase default
        (
            "suppress-collapse-dropping-are-decreases",
            "Kestrel suppresses phase noise by 20-fold; without it, recall of Orion collapses by 90%, "
            "with accuracy dropping by up to 14 points.",
            [
                sp(20.0, direction="decrease", metric="phase noise"),
                pc(90.0, direction="decrease", metric="recall"),
                pc(14.0, direction="decrease", metric="accuracy"),
            ],
        ),
        # round 9, silver 5-6 diagnosis: a verb of change after `and` opens the next figure's clause
        (
            "coordinated-verb-is-not-the-figures-word",
            "Kestrel cuts LUT usage by 21% and increase the FPS by 36% over FINN, and reduces in-domain error by"
            " 12.3% and improves recall by 8%.",
            [
                pc(21.0, direction="decrease", metric="lut usage"),
                pc(36.0, direction="increase", metric="fps"),
                pc(12.3, direction="decrease", metric="in-domain error"),
                pc(8.0, direction="increase", metric="recall"),
            ],
        ),
        # round 9, silver 5-6 diagnosis: an overhead named before its figure is a change too (ANNOTATING.md)
        (
            "overhead-named-before-its-figure",
            "Kestrel keeps virtualization overhead around 5% and incurs a runtime overhead of less than 3%, while"
            " FluxDB lowers communication overhead by up to 65%.",
            [
                pc(5.0, direction="increase", qualifier="approx", metric="virtualization overhead"),
                pc(3.0, direction="increase", qualifier="at_most", metric="runtime overhead"),
                pc(65.0, direction="decrease", qualifier="up_to", metric="communication overhead"),
            ],
        ),
        # round 9, review r5: `greater`/`more`/`+` before a noun of a cut is a larger cut, a decrease (not a cut that
        # names its own measure: `a higher token reduction ratio`)
        (
            "larger-cut-is-a-decrease",
            "Kestrel gives 26.3% greater cost savings, +46.9% mean energy savings over Orca and a 2x higher token"
            " reduction ratio.",
            [
                pc(26.3, direction="decrease", metric="cost"),
                pc(46.9, direction="decrease", baselines=["Orca"]),
                sp(2.0, direction="increase"),
            ],
        ),
        # round 12, review r23 family 5: `different` after a preposition is the setting's adjective; the change
        # noun before the figure decides, and a spread keeps no direction
        (
            "different-settings-after-a-change",
            "Kestrel yields a mean goodput gain of 14.8% across different clusters, while its recall varies by up to"
            " 9 points across different racks.",
            [
                pc(14.8, direction="increase", metric="goodput", aggregate="mean"),
                pc(9.0, unit="pp", direction=None, qualifier="up_to", metric="recall"),
            ],
        ),
        # round 14, review r29 family 11: a verb of a fall or rise that is a noun too moves a level only before `to N`
        (
            "noun-verbs-of-change-before-to",
            "Under failures the baselines collapse to 0.1% success and failure rates climb to 46%, while Kestrel "
            "keeps the system collapse rate at 2%.",
            [ab(0.1, direction="decrease"), ab(46.0, direction="increase"), ab(2.0, direction=None)],
        ),
        # round 14, silver blind: a slowdown in percent is an overhead that grows, unless a verb cuts it `by` N%;
        # a percentage behind a versioned name is a change
        (
            "percent-slowdown-is-an-overhead",
            "Kestrel shows performance slowdowns of less than 0.3% and reduces tail slowdown by up to 76% and 64%; "
            "it trails on the laptop (~10% behind Orca-3.2-1B).",
            [
                pc(0.3, direction="increase", qualifier="at_most"),
                pc(76.0, direction="decrease", qualifier="up_to"),
                pc(64.0, direction="decrease", qualifier="up_to"),
                pc(10.0, direction="decrease", qualifier="approx", baselines=["Orca-3.2-1B"]),
            ],
        ),
        # round 15, review r31 family 4: an opening `Compared with X,` holds over `, while improving A by N` for a
        # difference too, and the next object of the same verb moves the same way
        (
            "differences-of-a-while-clause-after-an-opening-comparator",
            "Compared with Orca, Kestrel cuts latency by 41% and cost by 12%, while improving recall by 0.108 "
            "and traceability by 0.461.",
            [
                pc(41.0, direction="decrease", baselines=["Orca"]),
                pc(12.0, direction="decrease", baselines=["Orca"]),
                ab(0.108, direction="increase", metric="recall", baselines=["Orca"]),
                ab(0.461, direction="increase", metric="traceability", baselines=["Orca"]),
            ],
        ),
        # round 15 (train): a bracket that restates an overhead as a share of a whole is an overhead, an increase
        (
            "overhead-restated-as-a-share",
            "Kestrel adds just 90 ns overhead per call (less than 0.03% of step latency).",
            [ab(90.0), pc(0.03, direction="increase", qualifier="at_most", metric="step latency")],
        ),
        # round 16 (review r33 family 8): two qualifiers in a row after `by` (`by up to approximately 77%`)
        (
            "stacked-qualifiers-after-by",
            "Kestrel lowers the tail latency by up to approximately 77% and area, power and delay are reduced by more "
            "than ~24%, 60% and 58%, respectively.",
            [
                pc(77.0, qualifier="up_to", direction="decrease"),
                pc(24.0, qualifier="at_least", direction="decrease"),
                pc(60.0, direction="decrease"),
                pc(58.0, direction="decrease"),
            ],
        ),
        # round 23 (review r64 family 12): an overhead after a gain is a cost added, whatever the gain's word, and a
        # score kept `within` a bound of points loses at most that much
        (
            "overhead-after-gain-and-score-kept-within-points",
            "Kestrel improves coverage by up to 13 points, with an overhead of about 1.2x. It raises throughput "
            "while keeping test accuracy within 1 percentage point.",
            [
                pc(13.0, unit="pp", direction="increase", qualifier="up_to", metric="coverage"),
                sp(1.2, direction="increase", qualifier="approx", metric="overhead"),
                pc(1.0, unit="pp", direction="decrease", qualifier="at_most", metric="test accuracy"),
            ],
        ),
        # round 23 (review r61 family 13): a verb's possessive object before `to` and a qualifier (`reduce Orca's
        # accuracy to as low as 45%`) moves the level the verb's way; of two verbs, the nearer one does
        (
            "moved-to-past-possessive-object-and-nearer-verb",
            "Kestrel reduces Orca's accuracy to as low as 45%. Removing the tools raises compliance to 75%.",
            [
                ab(45.0, direction="decrease", qualifier="up_to", metric="accuracy"),
                ab(75.0, direction="increase", metric="compliance"),
            ],
        ),
        # round 23 (reviews r60 family 8, r62 family 7): `enhancement` is a noun of improvement, `prune(s)` a verb of
        # decrease, and a percentile (`P99`, `p95`) names a latency, lower is better
        (
            "enhancement-prunes-and-percentile-latency",
            "Kestrel yields an accuracy enhancement of 5%, prunes the call graph by 45% and improves P99 by up to 50%.",
            [
                pc(5.0, direction="increase", metric="accuracy"),
                pc(45.0, direction="decrease", metric="call graph"),
                pc(50.0, direction="decrease", qualifier="up_to", metric="p99"),
            ],
        ),
        # round 22 (review r56 family 5): a change word in the price paid for a change tells nothing of its direction
        (
            "change-word-in-the-price-paid-is-not-the-direction",
            "Kestrel reduces fabrication by up to 84.8% at the cost of increased omission. It cuts latency by 30% at "
            "the expense of higher memory use.",
            [pc(84.8, qualifier="up_to", direction="decrease"), pc(30.0, direction="decrease", metric="latency")],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, DIRECTION)
def test_direction(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- subject ---------------------------------------------------------------------------------------

SUBJECT = table(
    "subject",
    [
        (
            "competitors-below",
            "Competing detectors reach an event precision below 3%, while Kestrel reaches 71%.",
            [
                ab(3.0, qualifier="at_most", metric="event precision", subject="competing detectors"),
                ab(71.0, subject=None),
            ],
        ),
        (
            "prior-systems-only",
            "Prior systems reach only 30% MFU, whereas Kestrel sustains 52% MFU.",
            [ab(30.0, metric="mfu", subject="prior systems"), ab(52.0, metric="mfu", subject=None)],
        ),
        # round 19 (review r42 family 4): a figure `achieved by` a lowercase group is theirs (not `by our method`)
        (
            "figure-achieved-by-a-lowercase-group",
            "Kestrel reaches 14.3% accuracy, a lead over the 3.2% achieved by standard masked baselines. It solves "
            "26.5% of tasks, far below the 68.9% achieved by human experts.",
            [
                ab(14.3, unit="%", metric="accuracy"),
                ab(3.2, unit="%", subject="standard masked baselines"),
                ab(26.5, unit="%"),
                ab(68.9, unit="%", subject="human experts"),
            ],
        ),
        # round 19 (review r40 family 4): the best model named in apposition owns its figure, and so does a
        # competitor that solves a share of tasks
        (
            "best-model-in-apposition-owns-its-figure",
            "We present OrbitBench. The strongest model, Orion-Pro, achieves only 39.6% overall accuracy. "
            "Even the best system solves only 65.8% of tasks.",
            [
                ab(39.6, unit="%", metric="overall accuracy", subject="Orion-Pro"),
                ab(65.8, unit="%", subject="best system"),
            ],
        ),
        # round 18 (review r39 family 1): a list of names that is a clause's subject owns as many levels closed by
        # `respectively`, in order; not a setting list (`Across A and B, X achieves …`)
        (
            "named-subjects-respectively",
            "On FluxDialog we found that OrcaZero, Heron-4.6, and Ray-5.5 achieve the highest accuracy: 89.41%, "
            "77.92%, and 75.94% respectively. Across FluxA and FluxB, KestrelMem achieves 81.4% and 78.2% overall "
            "accuracy, respectively.",
            [
                ab(89.41, subject="OrcaZero"),
                ab(77.92, subject="Heron-4.6"),
                ab(75.94, subject="Ray-5.5"),
                ab(81.4, subject=None),
                ab(78.2, subject=None),
            ],
        ),
        # round 18 (review r36 family 7): `Even` before a competitor subject and an adverb before its verb
        (
            "even-and-an-adverb-around-a-competitor-subject",
            "Even the strongest frontier models currently score below 10% on FluxOps, while KestrelAgent reaches 41%.",
            [ab(10.0, qualifier="at_most", subject="strongest frontier models"), ab(41.0, subject=None)],
        ),
        # round 17 (review r34 family 4): the strongest or frontier models a benchmark evaluates own their figures
        (
            "strongest-and-frontier-models-own-their-figures",
            "We introduce ToyBench, a suite of 90 planning tasks. Even the strongest model reaches only 64.0% "
            "accuracy. Frontier models score below 16% on the hard split.",
            [ab(64.0, subject="strongest model"), ab(16.0, subject="Frontier models")],
        ),
        (
            "reduced-relative-after-the-clause-subject",
            "We introduce ToyBench, a suite of 90 planning tasks. The strongest closed-source system we evaluate "
            "reaches 0.855 F1.",
            [ab(0.855, subject="strongest closed-source system")],
        ),
        (
            "possessive-figure",
            "Kestrel delivers 2,900 tokens/s, well above vLLM's 2,100 tokens/s.",
            [ab(2900.0, subject=None), ab(2100.0, subject="vLLM")],
        ),
        (
            "named-competitor-sentence",
            "On the same kernel, FlashInfer attains 410 TFLOP/s.",
            [ab(410.0, subject="FlashInfer")],
            {
                "title": "Kestrel: Attention Kernels for Long Prompts",
            },
        ),
        (
            "by-the-legacy-scheduler",
            "Kestrel places 64% of jobs on their first try, against just 19% placed by the legacy scheduler.",
            [ab(64.0, subject=None), ab(19.0, subject="legacy scheduler")],
        ),
        (
            "versus-for",
            "Kestrel reaches 0.91 AUC versus 0.84 for XGBoost.",
            [ab(0.91, metric="auc", subject=None), ab(0.84, subject="XGBoost")],
        ),
        (
            "existing-systems-share",
            "Existing training systems spend up to 40% of step time on communication.",
            [ab(40.0, qualifier="up_to", subject="existing training systems")],
        ),
        (
            "by-contrast-competitor",
            "By contrast, vLLM takes 310 ms per request on the same trace.",
            [ab(310.0, unit="ms", subject="vLLM")],
            {
                "title": "FluxServe: Serving Without Stalls",
            },
        ),
        # round 7 (s5/review-compare6.md F4): a competitor's contrast clause with a verb of change
        (
            "whereas-competitor-increases-by",
            "Kestrel adds 2.1% to the mean latency, whereas Orca-Guard increases it by 64.5%.",
            [pc(2.1, subject=None), pc(64.5, subject="Orca-Guard", baselines=[])],
            {"title": "Kestrel: Cheap Streaming Guards"},
        ),
        (
            "whereas-prior-method-suffers-a-list",
            "Kestrel keeps its drops to 4.0% and 6.5%, whereas the prior method suffers drops of 31.2% and 40.8%.",
            [
                ab(4.0, subject=None),
                ab(6.5, subject=None),
                pc(31.2, subject="prior method"),  # `drops of 31.2%`: a change (s7 detect11)
                pc(40.8, subject="prior method"),
            ],
            {"title": "Kestrel: View-Robust Grasping"},
        ),
        (
            "while-competitor-exceeds-a-third",
            "Kestrel-L gains 3.2% over Kestrel-S, while Orca-2 exceeds Orca-1 by 4.4%.",
            [pc(3.2, subject=None, baselines=["Kestrel-S"]), pc(4.4, subject="Orca-2", baselines=["Orca-1"])],
            {"title": "Kestrel: Scaling Study"},
        ),
        (
            "while-existing-systems-degrade",
            "Under interference, Kestrel stays stable, while existing systems degrade by up to 9.5x.",
            [sp(9.5, subject="existing systems", qualifier="up_to")],
            {"title": "Kestrel: Interference-Proof Serving"},
        ),
        (
            "whereas-plural-baselines-achieve",
            "Kestrel reaches 66.1% and 98.7%, whereas the commercial baselines achieve 53.7% and 88.4%, respectively.",
            [ab(53.7, subject="commercial baselines"), ab(88.4, subject="commercial baselines"), ab(66.1), ab(98.7)],
        ),
        (
            "where-existing-baselines-score",
            "On cold-start users, where existing baselines score 0%, Kestrel reaches 18.0%.",
            [ab(0.0, subject="existing baselines"), ab(18.0, subject=None)],
            {"title": "Kestrel: Cold-Start Recommendation"},
        ),
        (
            "where-a-comparative-is-no-verb",
            "The spec covers all 255 intents, where no existing tool covers more than 13%.",
            [ab(13.0, subject=None)],
            {"title": "Kestrel: Intent Specifications"},
        ),
        (
            "tex-math-after-over-is-no-baseline",
            "Kestrel improves accuracy in over \\(88.2\\%\\) of settings.",
            [ab(88.2, subject=None, baselines=[])],
            {"title": "Kestrel: Post-Hoc Reasoning"},
        ),
        (
            "while-a-metric-drops-is-the-paper-s",
            "Kestrel cuts cost by 9%, while TTFT drops by 41%.",
            [pc(9.0, subject=None), pc(41.0, subject=None)],
            {"title": "Kestrel: Cheap Serving"},
        ),
        (
            "while-after-a-modal-is-no-figure-of-the-subject",
            "Prior-aware prompting can help, while prior-aware design can mitigate the 38% failure rate.",
            [ab(38.0, subject=None)],
            {"title": "Kestrel: Prompt Priors"},
        ),
        (
            "labelled-list-is-settings",
            "Kestrel scores 78.4% (ToyA), 90.9% (ToyB) and 97.1% (ToyC).",
            [ab(78.4, subject=None), ab(90.9, subject=None), ab(97.1, subject=None)],
            {"title": "Kestrel: Workflow Search"},
        ),
        (
            "labelled-list-after-versus-is-owners",
            "Kestrel keeps 84.2% correctness versus 62.8% (Orca) and 47.6% (Heron).",
            [ab(84.2, subject=None), ab(62.8, subject="Orca"), ab(47.6, subject="Heron")],
            {"title": "Kestrel: Verified Consensus"},
        ),
        (
            "own-result-no-subject",
            "Kestrel achieves 88.1% accuracy on GSM8K.",
            [ab(88.1, metric="accuracy", subject=None, condition="GSM8K")],
        ),
        (
            "own-change-no-subject",
            "Kestrel cuts latency by 30% over vLLM.",
            [pc(30.0, direction="decrease", subject=None, baselines=["vLLM"])],
        ),
        # round 8: the subject of a `… show that <NP> <verb> N` clause
        (
            "competitor-after-show-that",
            "We present Kestrel. The results show that existing schedulers have a miss rate of up to 31%.",
            [ab(31.0, subject="existing schedulers")],
        ),
        (
            "verb-of-showing-is-no-subject",
            "We present Kestrel. Experiments show that Kestrel reaches 91.5% accuracy on ToyQA.",
            [ab(91.5, subject=None)],
        ),
        # round 8: a metric name before a bracketed figure is its metric, not its owner
        (
            "metric-before-bracketed-figure-is-no-owner",
            "We present Kestrel. Kestrel reaches the highest AUC-ROC (0.86) and F1-score (0.77) on ToyQA.",
            [ab(0.86, subject=None), ab(0.77, subject=None)],
        ),
        # round 12, silver diag2: the figure a change is set against (`compared to 8-12% in baselines`) is the same
        # kind of change, credited to the other system
        (
            "change-set-against-a-change",
            "Under noise, Kestrel's accuracy drops by only 3.8%, compared to 8-12% for FluxNet.",
            [
                pc(3.8, direction="decrease", metric="accuracy", baselines=["FluxNet"]),
                pc(8.0, value_high=12.0, direction="decrease", metric="accuracy", subject="FluxNet"),
            ],
        ),
        # round 13, review r26 family 8: `<comparator> (<Name>, N)` gives the named system's figure
        (
            "owner-named-first-in-the-bracket-after-a-comparator",
            "Kestrel reaches macro-F1 0.475, exceeding the best supervised baseline (Orca-Bio, 0.378).",
            [ab(0.475, metric="macro-f1"), ab(0.378, metric="macro-f1", baselines=[], subject="Orca-Bio")],
        ),
        # round 13, review r26 family 8: the bracketed figure after `a gain over X` is X's own (no share of a class)
        (
            "bracketed-figure-of-the-system-a-gain-is-over",
            "Kestrel reaches 83.5% F1, a 5.6x improvement over Orca's heuristic approach (14.8%).",
            [
                ab(83.5, metric="f1"),
                sp(5.6, metric="f1"),
                ab(14.8, metric="f1", baselines=[], subject="Orca's heuristic approach"),
            ],
        ),
        # round 22 (review r54 family 1): every figure of a bracket after a compared name is that name's, each with
        # the measure it names itself (not re-read in the order of the system's figures)
        (
            "every-labelled-figure-of-a-bracket-after-a-compared-name",
            "We present Kestrel. Kestrel reaches 61.4% R@10 and 34.1% R@1, surpassing Orca (31.8% R@1, 41.0% R@10).",
            [
                ab(61.4, metric="r@10"),
                ab(34.1, metric="r@1"),
                ab(31.8, metric="r@1", baselines=[], subject="Orca"),
                ab(41.0, metric="r@10", baselines=[], subject="Orca"),
            ],
        ),
        # round 22 (reviews r55 family 1, r56 family 2): a competitor that is the clause's subject owns its figures
        # also with a verb in the past or `exceed`/`manage`, and so do the later members of their list; a variant of
        # the paper's own method (`the best-performing version`) or a projection (`could exceed`) is no competitor
        (
            "competitor-subject-with-past-verb-owns-its-list",
            "We present Kestrel. The best model achieved only 23% on ToyQA, 28% on ToyMath and 12% on ToyCode, while "
            "existing provers manage under 10%. The best-performing version of Kestrel achieved 51.4% precision.",
            [
                ab(23.0, subject="best model"),
                ab(28.0, subject="best model"),
                ab(12.0, subject="best model"),
                ab(10.0, subject="existing provers"),
                ab(51.4, subject=None),
            ],
        ),
        # round 22 (review r57 family 1): `yield` gives a competitor subject its figure, as does a bracket after the
        # measure the verb names (`achieves the highest accuracy (0.873)`)
        (
            "competitor-subject-yields-or-brackets-its-figure",
            "We present Kestrel. Existing cost models yield errors of 42%-256%. Megatron achieves the highest "
            "accuracy (0.873).",
            [ab(42.0, value_high=256.0, subject="Existing cost models"), ab(0.873, subject="Megatron")],
        ),
        # round 22 (review r56 family 2): a bracket after a compared name owns its figure past a metric's acronym
        # (`Orca (RTF 0.055)`), not when the bracket states a pair itself (`(28.1% and 23.8% vs. 9.2%)`)
        (
            "compared-name-bracket-with-acronym-label",
            "Kestrel reaches a real-time factor of 0.005, far faster than Orca (RTF 0.055). Short and long documents "
            "hallucinate more than medium ones (28.1% and 23.8% vs. 9.2%).",
            [
                ab(0.005, subject=None),
                ab(0.055, subject="Orca"),
                ab(28.1, subject=None),
                ab(23.8, subject=None),
                ab(9.2),
            ],
        ),
        # round 23 (review r60 family 2): `over` between two bracketed figures pairs them as `vs.` does: the second
        # is the compared system's, and no lower bound
        (
            "over-between-bracketed-figures-is-a-pair",
            "Kestrel outperforms Orca in test coverage (55.8% over 41.98%).",
            [
                ab(55.8, metric="test coverage", baselines=["Orca"]),
                ab(41.98, qualifier=None, subject="Orca", baselines=[]),
            ],
        ),
        # round 23 (review r66 family 2): a named system's bracketed figure past a label (`Orca (F1=0.911)
        # outperforms Heron (F1=0.765)`) is that system's, on both sides of the comparison
        (
            "named-figure-past-a-label-in-its-bracket",
            "We present Kestrel. On ToyQA, Orca (F1=0.911) outperforms Heron (F1=0.765).",
            [ab(0.911, unit="", subject="Orca"), ab(0.765, unit="", subject="Heron")],
        ),
        # round 23 (review r62 family 2): a competitor's bracketed figure keeps its owner past a p-value closing the
        # bracket (`HippoRAG (70.5%, p<0.01)`) and past a modifier of its label (`(macro F1 = 0.324)`)
        (
            "competitor-figure-past-p-value-or-label-modifier",
            "Kestrel outperforms Orca (73.0%, p<0.05), Heron (70.5%, p<0.01), and Kite (49.5%, p<0.001). Kestrel "
            "reaches 0.69, outperforming a zero-shot Falcon baseline (macro F1 = 0.324).",
            [
                ab(73.0, subject="Orca", baselines=[]),
                ab(70.5, subject="Heron", baselines=[]),
                ab(49.5, subject="Kite", baselines=[]),
                ab(0.69, unit="", baselines=["zero-shot Falcon baseline"]),
                ab(0.324, unit="", subject="zero-shot Falcon baseline", baselines=[]),
            ],
        ),
        # round 22 (review r55 family 1): `respectively` pairs the members of a competitor subject with its figures
        (
            "respective-members-of-a-competitor-subject",
            "We present Kestrel. In comparison, the standard Roofline and ECM models yield errors of 42%-256% and "
            "5%-117%, respectively.",
            [ab(42.0, value_high=256.0, subject="standard Roofline"), ab(5.0, value_high=117.0, subject="ECM models")],
        ),
        (
            "every-figure-of-a-bracket-after-a-listed-name",
            "Kestrel errs on 0.37% of loads, beating prior samplers, Orca (129.2x, 20.9%) and Heron (94.9x, 4.1%).",
            [
                ab(0.37),
                sp(129.2, subject="Orca"),
                ab(20.9, baselines=[], subject="Orca"),
                sp(94.9, subject="Heron"),
                ab(4.1, baselines=[], subject="Heron"),
            ],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, SUBJECT)
def test_subject(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- condition -------------------------------------------------------------------------------------
# families of the blind bulk review (s3): fictional sentences

CONDITION = table(
    "condition",
    [
        (
            "discourse-opener-is-no-setting",
            "For example, Kestrel achieves a 7.1% speedup over Orca.",
            [pc(7.1, condition=None)],
        ),
        (
            "manner-phrase-is-no-setting",
            "Kestrel reduces reasoning length by 31% with minimal accuracy loss.",
            [pc(31.0, condition=None)],
        ),
        (
            "manner-adjective-is-no-setting",
            "Kestrel raises benchmarking throughput by 3.1x with a negligible timing inflation.",
            [sp(3.1, condition=None)],
        ),
        (
            "share-opener-is-no-setting",
            "In 91% of the runs, Kestrel converges first.",
            [ab(91.0, condition=None)],
        ),
        (
            "not-inside-the-baselines-relative-clause",
            "Kestrel is 3x faster than schedulers that lock on every access.",
            [sp(3.0, baselines=["schedulers"], condition=None)],
        ),
        (
            "not-inside-the-baselines-name",
            "Kestrel raises goodput by 12% compared with the classic Orca-1 scheme under bursty traffic.",
            [pc(12.0, baselines=["classic Orca-1 scheme"], condition="bursty traffic")],
        ),
        (
            "at-a-setting",
            "Kestrel renders 42 FPS at 4K resolution.",
            [ab(42.0, condition="4K resolution")],
        ),
        (
            "at-the-cost-of-is-no-setting",
            "Kestrel is 2.4x faster at the cost of a larger memory pool.",
            [sp(2.4, condition=None)],
        ),
        (
            "not-the-baseline-after-a-list",
            "Kestrel achieves 2.1x-4.5x speedups on small kernels and 3.7x-9.8x speedups on CNN models compared"
            " to prior compilers.",
            [sp(2.1, value_high=4.5, condition="small kernels"), sp(3.7, value_high=9.8, condition="CNN models")],
        ),
        (
            "setting-between-metric-and-by",
            "Kestrel improves decode throughput in disaggregated serving workloads by up to 12%.",
            [pc(12.0, condition="disaggregated serving workloads")],
        ),
        (
            "no-setting-from-the-subject-before-the-verb",
            "Pausing jobs on its alerts cuts wasted GPU-hours by 40%.",
            [pc(40.0, condition=None)],
        ),
        (
            "evaluated-across-opener",
            "Evaluated across five robot arms, Kestrel achieves up to 3.4x speedup.",
            [sp(3.4, condition="five robot arms")],
        ),
        (
            "with-opener",
            "With warm caches, Kestrel answers 2x faster.",
            [sp(2.0, condition="warm caches")],
        ),
        (
            "ends-before-when",
            "Kestrel gains 2.3% across six SQL benchmarks when compared to plain tuning.",
            [pc(2.3, condition="six SQL benchmarks")],
        ),
        # round 4: the device a figure was measured on stays inside the condition
        (
            "hardware-after-the-figure",
            "Kestrel classifies the ToyShapes set in about 7 seconds on an NVIDIA RTX A5000 GPU.",
            [ab(7.0, unit="s", condition="NVIDIA RTX A5000 GPU"), hw("RTX A5000", 1)],
        ),
        (
            "setting-then-hardware",
            "Kestrel lowers tail latency by 10% across workloads on A100 GPUs.",
            [pc(10.0, condition="workloads on A100 GPUs"), hw("A100", None)],
        ),
        (
            "condition-ends-before-versus",
            "Kestrel draws 5.2 W on the toy NPU versus 24 W on a desktop card.",
            [ab(5.2, unit="W", condition="toy NPU"), ab(24.0, unit="W")],
        ),
        (
            "implemented-on-opener",
            "Implemented on a Xilinx Zynq-7020, the Kestrel core reaches a 4.1x speedup.",
            [sp(4.1, condition="Xilinx Zynq-7020")],
        ),
        # round 11 (s8/diag-B.md H2): a setting after a list's closing `respectively` holds for each member
        (
            "setting-after-respectively",
            "KestrelDB cuts p99 latency by 35% and 22%, respectively, on TPC-C.",
            [pc(35.0, condition="TPC-C"), pc(22.0, condition="TPC-C")],
        ),
        (
            "setting-after-respectively-without-comma",
            "KestrelQ beats FooNet and BarServe by 8.8% and 54.4% in accuracy respectively across ToyQA suites.",
            [pc(8.8, condition="ToyQA suites"), pc(54.4, condition="ToyQA suites")],
        ),
        (
            "distributed-settings-after-respectively-stay-apart",
            "KestrelDB cuts p99 latency by 35% and 22% on ToyA and ToyB, respectively.",
            [pc(35.0, condition="ToyA"), pc(22.0, condition="ToyB")],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, CONDITION)
def test_condition(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- system name -----------------------------------------------------------------------------------

SYSTEM = table(
    "system",
    [
        (
            "introduce-then-new-sentence",
            "We introduce Kestrel. It improves throughput by 2.1x over vLLM.",
            [sp(2.1, system="Kestrel")],
        ),
        (
            "title-colon",
            "Our design cuts tail latency by 30% over vLLM.",
            [pc(30.0, system="FluxServe")],
            {"title": "FluxServe: Fast LLM Serving with Stall-Free Batching"},
        ),
        (
            "present-x-comma",
            "We present Kestrel, a scheduler for RL post-training. Kestrel improves rollout throughput by 1.5x.",
            [sp(1.5, system="Kestrel")],
        ),
        (
            "full-name-and-acronym",
            "We propose Adaptive Token Router (ATR), which lowers routing latency by 24%.",
            [pc(24.0, system="Adaptive Token Router (ATR)")],
        ),
        (
            "this-paper-presents",
            "This paper presents FluxServe, which reduces serving cost by 40% compared with vLLM.",
            [pc(40.0, system="FluxServe")],
        ),
        (
            "name-with-digits",
            "We introduce Orca-2X. Orca-2X reduces job completion time by 19%.",
            [pc(19.0, system="Orca-2X")],
            {"xfail": "name crosses the sentence end, and '2X' inside 'Orca-2X' is read as a speedup"},
        ),
        (
            "we-build",
            "Serving is costly. We build Kestrel to fix it. Kestrel cuts cost by 45%.",
            [pc(45.0, system="Kestrel")],
        ),
        (
            "framework-named",
            "We introduce a framework named Kestrel that lowers memory by 33%.",
            [pc(33.0, system="Kestrel")],
        ),
        (
            "no-system-named",
            "We study LLM serving and find that batching lowers energy by 20%.",
            [pc(20.0, system=None)],
        ),
        (
            "baseline-is-not-the-system",
            "Compared with vLLM, our scheduler cuts latency by 35%.",
            [pc(35.0, system=None, baselines=["vLLM"])],
        ),
        # round 3 bulk review (seed 1618): names that lead with lowercase letters
        (
            "lowercase-led-title-name",
            "Our allocator cuts fragmentation by 28%.",
            [pc(28.0, system="kMalloc")],
            {"title": "kMalloc: Fragmentation-Aware Allocation for GPU Serving"},
        ),
        (
            "lowercase-led-name-after-present",
            "We present kMalloc, an allocator for GPU serving. It cuts fragmentation by 28%.",
            [pc(28.0, system="kMalloc")],
        ),
        # round 3: an acronym the introducing sentence only mentions is background, not the system
        (
            "acronym-after-of-is-background",
            "We present a study of Sparse Mixture Routing (SMR) accuracy, which drops by 12% under load.",
            [pc(12.0, system=None)],
        ),
        (
            "acronym-as-modifier-is-background",
            "This paper presents a Wide Area Telemetry (WAT) ingestion pipeline that cuts delay by 22%.",
            [pc(22.0, system=None)],
        ),
        (
            "acronym-defined-by-apposition",
            "We address this with Lattice Batch Packing (LBP), a packing scheme that cuts padding by 31%.",
            [pc(31.0, system="Lattice Batch Packing (LBP)")],
        ),
        (
            "acronym-background-then-named-system",
            "Kestrel builds on the Unified Queue Protocol (UQP) that we introduce. "
            "We present Kestrel, which cuts delay by 17%.",
            [pc(17.0, system="Kestrel")],
        ),
        (
            "multi-word-name-is-a-library",
            "Heron Arrays is a Python library for ragged data. Its GPU backend cuts reduction time by 41%.",
            [pc(41.0, system="Heron Arrays")],
        ),
        (
            "the-capitalized-name-after-introduce",
            "Tail latency is a problem. We introduce the Heron Batch Planner, which cuts p99 latency by 27%.",
            [pc(27.0, system="Heron Batch Planner")],
        ),
        (
            "the-capitalized-name-is-least-trusted",
            "We introduce the Heron Batch Hypothesis. We propose Kestrel, which cuts p99 latency by 27%.",
            [pc(27.0, system="Kestrel")],
        ),
        (
            "acronym-of-a-described-design",
            "We propose an adaptive lattice packing scheme (ALP-Pack), which cuts padding by 31%.",
            [pc(31.0, system="ALP-Pack")],
        ),
        (
            "acronym-of-a-field-term-is-background",
            "We propose a deep reinforcement learning (DRL) scheduler that cuts queueing delay by 14%.",
            [pc(14.0, system=None)],
        ),
        (
            "adverb-between-we-and-propose",
            "Batching is hard. We therefore propose Kestrel, which cuts queueing delay by 14%.",
            [pc(14.0, system="Kestrel")],
        ),
        (
            "apposition-name-before-its-expansion",
            "We design a batch planner, KBP (Kestrel Batch Planner). It cuts queueing delay by 14%.",
            [pc(14.0, system="KBP")],
        ),
        (
            "claimant-by-acronym-picks-the-defined-name",
            "We introduce Lattice Batch Packing (LBP). We then propose Orca Batch Planner (OBP). "
            "OBP cuts queueing delay by 14%.",
            [pc(14.0, system="Orca Batch Planner (OBP)")],
        ),
        (
            "title-phrase-with-a-connector-the-abstract-introduces",
            "We propose Kestrel as Planner, which cuts queueing delay by 14%.",
            [pc(14.0, system="Kestrel as Planner")],
            {"title": "Kestrel as Planner: Batching by Forecast"},
        ),
        (
            "title-phrase-the-abstract-does-not-introduce",
            "We show that batching by forecast cuts queueing delay by 14%.",
            [pc(14.0, system=None)],
            {"title": "Batching by Forecast: Less Queueing for LLM Serving"},
        ),
        (
            "title-word-before-is-is-no-name",
            "We show that shorter prompts cut queueing delay by 14%.",
            [pc(14.0, system=None)],
            {"title": "Less is More: Short Prompts for Serving"},
        ),
        (
            "name-is-such-a-tool",
            "Operators lack tools to profile allocators. KESTREL is such a tool. It cuts profiling time by 60%.",
            [pc(60.0, system="KESTREL")],
        ),
        # round 7 bulk review (seed 5303): `we <verb> … and propose X`; a benchmark named besides the method
        (
            "propose-as-the-second-verb-of-a-clause",
            "We study bubbles in pipeline training and propose Kestrel, a scheduler that cuts idle time by 31%.",
            [pc(31.0, system="Kestrel")],
        ),
        (
            "second-verb-names-less-than-a-direct-introduction",
            "We formalize stall-free batching and introduce Stall Budget. "
            "We propose FluxServe, which cuts delay by 18%.",
            [pc(18.0, system="FluxServe")],
        ),
        (
            "benchmark-then-method",
            "We introduce ToyBench, a benchmark of 40 serving traces. We further propose Kestrel, a scheduler "
            "that lowers p99 latency by 22% on ToyBench.",
            [pc(22.0, system="Kestrel")],
        ),
        (
            "long-full-name-before-its-acronym",
            "This work introduces Adaptive Stall Free Token Batch Transformer (ASF-BATR), which cuts delay by 21%.",
            [pc(21.0, system="Adaptive Stall Free Token Batch Transformer (ASF-BATR)")],
        ),
        (
            "the-proposed-name-and-its-method-noun",
            "Serving stalls under bursts. Results show that the proposed KBP-Net scheme cuts tail latency by 23%.",
            [pc(23.0, system="KBP-Net")],
        ),
        (
            "introduce-the-name-and-its-method-noun",
            "We introduce the DenseWarp model, which cuts tail latency by 23% over vLLM.",
            [pc(23.0, system="DenseWarp", baselines=["vLLM"])],
        ),
        (
            "the-proposed-modifier-is-no-name",
            "Results show that the proposed RL-based scheme cuts tail latency by 23%.",
            [pc(23.0, system=None)],
        ),
        (
            "title-name-with-a-superscript",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system="R^2-Serve")],
            {"title": "R$^2$-Serve: Rate-Aware Request Routing"},
        ),
        (
            "title-name-before-a-dash",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system="KestrelDB")],
            {"title": "KestrelDB - A Stall-Free Store for Serving"},
        ),
        (
            "title-word-before-a-dash-is-no-name",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system=None)],
            {"title": "Batching - A Study of Serving Delay"},
        ),
        # round 9, annotate-first review (bulk seed 6661): a title name that carries its release
        (
            "title-name-with-a-version",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system="Kestrel Planner v1.1")],
            {"title": "Kestrel Planner v1.1: Faster Queue Planning"},
        ),
        (
            "title-version-alone-is-no-name",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system=None)],
            {"title": "v2: Faster Queue Planning"},
        ),
        # round 10 (bulk seed 9931): a lowercase tool name before the title's colon (`pathsig:`, `hls4ml:`)
        (
            "lowercase-title-prefix-names-a-tool",
            "This paper introduces kestrelkit, a library for queue planning. It cuts queueing delay by 18%.",
            [pc(18.0, system="kestrelkit")],
            {"title": "kestrelkit: A Library for Queue Planning"},
        ),
        (
            "lowercase-title-prefix-opening-a-phrase-is-no-name",
            "Our planner cuts queueing delay by 18%.",
            [pc(18.0, system=None)],
            {"title": "towards: Queue Planning Without Stalls"},
        ),
        # round 10 (bulk seed 9931): `named as X`; the first-of-its-kind apposition before a defined acronym
        (
            "named-as-names-the-system",
            "We propose a batching scheme, named as KestrelBatch, that cuts queueing delay by 14%.",
            [pc(14.0, system="KestrelBatch")],
        ),
        (
            "first-of-its-kind-apposition-names-the-system",
            "We introduce the first trace-native planning framework, KestrelFlow, for serving. "
            "We add Queue Smoothing Loss (QSL), which cuts queueing delay by 15%.",
            [pc(15.0, system="KestrelFlow")],
        ),
        (
            "first-of-its-kind-study-listing-platforms-is-no-name",
            "We present the first characterization of planners across platforms spanning Kestrel, Heron, and Orca. "
            "Queueing delay falls by 15%.",
            [pc(15.0, system=None)],
        ),
        # round 10 (bulk): `It is a …` and `Clustering is a …` name a pronoun's referent and a topic, no system
        (
            "pronoun-or-topic-before-is-a-is-no-name",
            "Batching is a common method for serving. It is a simple approach. Our planner cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        # round 10 (bulk): a term of the field defined with its acronym is background (words.tsv field_acronym)
        (
            "field-term-defined-with-its-acronym-is-no-name",
            "This paper presents a Retrieval-Augmented Generation (RAG) system for queue planning. "
            "It cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        (
            "field-term-acronym-is-no-name",
            "We propose a Reinforcement Learning (RL) framework for queue planning. It cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        # round 10 (bulk): a genre label before the title's colon (`Position:`, `SoK:`, `Poster:`) names nothing
        (
            "title-genre-label-is-no-name",
            "Planners that ignore queues lose up to 30% of their throughput.",
            [pc(30.0, system=None, qualifier="up_to")],
            {"title": "Position: Planners Must Model Their Queues"},
        ),
        (
            "title-after-a-genre-label-is-read",
            "Our planner cuts queueing delay by 15%.",
            [pc(15.0, system="KestrelDB")],
            {"title": "Poster: KestrelDB - Queue-Aware Planning"},
        ),
        # round 10 (t100 + bulk): a hyphen modifier after the intro verb (`we introduce LLM-based metrics`)
        (
            "hyphen-modifier-after-intro-verb-is-no-name",
            "We introduce Kestrel-based metrics for planners. Our planner cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        (
            "hyphen-modifier-opening-a-name-its-acronym-closes-is-kept",
            "We propose Queue-aware batch planning (QBP), which cuts queueing delay by 15%.",
            [pc(15.0, system="Queue-aware")],
        ),
        # round 9 (bulk seed 6661): a name defined with its acronym after the system is one of its parts
        (
            "apposed-name-before-a-defined-component",
            "We present KestrelFlow, a planner for edge serving. We add Queue Smoothing Loss (QSL), a training "
            "loss. KestrelFlow cuts queueing delay by 18%.",
            [pc(18.0, system="KestrelFlow")],
        ),
        (
            "benchmark-before-a-defined-method-yields",
            "We introduce ToyBench, a benchmark of serving traces. We propose Queue Smoothing Planning (QSP), "
            "which cuts queueing delay by 18%.",
            [pc(18.0, system="Queue Smoothing Planning (QSP)")],
        ),
        (
            "title-prefix-spelled-by-its-acronym",
            "Our planner cuts queueing delay by 17%.",
            [pc(17.0, system="Stall Free Batch Planner (SFBP)")],
            {"title": "Stall Free Batch Planner (SFBP): Serving Without Pauses"},
        ),
        (
            "termed-multi-word-name-with-acronym",
            "We propose a batching scheme termed Stall Free Batching (SFB), which cuts queueing delay by 15%.",
            [pc(15.0, system="Stall Free Batching (SFB)")],
        ),
        (
            "this-study-presents",
            "This study presents KestrelNet, a scheduler for edge serving. KestrelNet cuts queueing delay by 15%.",
            [pc(15.0, system="KestrelNet")],
        ),
        (
            "past-tense-we-developed",
            "We developed KestrelNet, a scheduler for edge serving. KestrelNet cuts queueing delay by 15%.",
            [pc(15.0, system="KestrelNet")],
        ),
        (
            "prior-work-proposed-is-not-the-system",
            "Prior work proposed FluxServe for this. Our scheduler cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        (
            "lowercase-name-spelled-by-its-acronym",
            "We propose stall-free batch planning (SFBP), which cuts queueing delay by 15%.",
            [pc(15.0, system="stall-free batch planning (SFBP)")],
        ),
        (
            "lowercase-field-term-not-spelled-whole-is-background",
            "We propose the information bonus (IB) for routing, which cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        (
            "acronym-of-a-phenomenon-the-paper-identifies-is-background",
            "We identify Queue Stall Drift (QSD) in serving. We propose Kestrel, which cuts queueing delay by 15%.",
            [pc(15.0, system="Kestrel")],
        ),
        (
            "acronym-used-as-a-modifier-is-background",
            "We propose a Large Language Model (LLM)-based planner that cuts queueing delay by 15%.",
            [pc(15.0, system=None)],
        ),
        (
            "acronym-of-a-tool-the-paper-applies-is-background",
            "We apply Direct Reward Alignment (DRA) to a 7B model; our router then cuts latency by 16%.",
            [pc(16.0, system=None)],
        ),
        (
            "described-design-yields-to-the-name-the-title-shows",
            "We propose Dynamic Rebatching, a batching policy. We introduce KDREX, which cuts queueing delay by 17%.",
            [pc(17.0, system="KDREX")],
            {"title": "Dynamic Rebatching for Fast Early Exits with KDREX"},
        ),
        (
            "lowercase-title-phrase-the-abstract-introduces",
            "We propose neural lattice packing, a packing scheme for serving. It cuts padding by 26%.",
            [pc(26.0, system="neural lattice packing")],
            {"title": "Neural Lattice Packing for LLM Serving"},
        ),
        (
            "lowercase-title-phrase-with-its-acronym",
            "This paper introduces stall-free batch planning (SBP), which cuts queueing delay by 19%.",
            [pc(19.0, system="stall-free batch planning (SBP)")],
            {"title": "Stall-Free Batch Planning: Serving Without Pauses"},
        ),
        (
            "title-phrase-the-abstract-only-mentions",
            "We study how stall-free batch planning behaves and find that it cuts queueing delay by 19%.",
            [pc(19.0, system=None)],
            {"title": "Stall-Free Batch Planning: Serving Without Pauses"},
        ),
        (
            "benchmark-paper-keeps-its-benchmark",
            "We introduce ToyBench, a benchmark of 40 serving traces, and ToyScore, a metric of stall time. "
            "ToyScore falls by 12% under bursty load.",
            [pc(12.0, system="ToyBench")],
        ),
        # round 17 (review r34 family 3): a gerund after `by` introduces the system; `by implementing` applies one
        (
            "gerund-after-by-introduces-the-system",
            "We study batching by introducing KestrelBatch, a two-stage planner. It cuts queueing delay by 17%.",
            [pc(17.0, system="KestrelBatch")],
        ),
        (
            "the-before-an-acronym-with-its-expansion",
            "We propose the KBP (Kestrel Batch Planner), which cuts queueing delay by 17%.",
            [pc(17.0, system="KBP")],
        ),
        (
            "implementing-gerund-introduces-nothing",
            "We cut queueing delay by 17% by implementing OrcaNet on the serving path.",
            [pc(17.0, system=None)],
        ),
    ],
)


@pytest.mark.parametrize(ARGS, SYSTEM)
def test_system_name(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)


# --- the named cases of issue 13 -----------------------------------------------------------------

ISSUE_13 = table(
    "issue 13",
    [
        (
            "jitter-up-to",
            "Kestrel reduces jitter by up to 30%.",
            [pc(30.0, qualifier="up_to", direction="decrease", metric="jitter")],
        ),
        (
            "jitter-nearly",
            "Kestrel reduces jitter by nearly 30%.",
            [pc(30.0, qualifier="approx", direction="decrease", metric="jitter")],
        ),
        (
            "jitter-roughly",
            "Kestrel reduces jitter by roughly 30%.",
            [pc(30.0, qualifier="approx", direction="decrease", metric="jitter")],
        ),
        (
            "jitter-as-much-as",
            "Kestrel reduces jitter by as much as 30%.",
            [pc(30.0, qualifier="up_to", direction="decrease", metric="jitter")],
        ),
        (
            "takes-3x-longer",
            "Kestrel takes 3x longer than Ray.",
            [sp(3.0, direction="increase", polarity="lower_is_better", baselines=["Ray"])],
        ),
        (
            "throughput-per-power",
            "Kestrel improves throughput per power consumption by 30% over Ray.",
            [
                pc(
                    30.0,
                    direction="increase",
                    polarity="higher_is_better",
                    metric="throughput per power consumption",
                    baselines=["Ray"],
                )
            ],
        ),
        (
            "bare-dollar-amount",
            "Kestrel saves roughly $459,715 in monthly costs.",
            [ab(459715.0, unit="USD")],
        ),
        ("tex-dollar-amount", "Kestrel saves roughly \\$459,715 in monthly costs.", [ab(459715.0, unit="USD")]),
        (
            "us-dollar-million",
            "Kestrel saves US$2.1 million per year in cloud spend.",
            [ab(2.1e6, unit="USD")],
        ),
        ("tex-math-dollars-still-math", "Kestrel tiles images of $256 \\times 256$ pixels.", NO_RECORD),
    ],
)


@pytest.mark.parametrize(ARGS, ISSUE_13)
def test_issue_13_cases(text: str, title: str | None, expected: list[dict[str, Any]]) -> None:
    check(text, title, expected)

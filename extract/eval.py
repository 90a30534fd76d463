"""Score claim records against a gold file: the figures of ``benchclaims eval``.

The matching follows ``../shared/spec/claims-v1.md`` ("Gold files and scoring") exactly as the
reference scorer ``../shared/tools/score_claims.py`` applies it, so both print the same figures
on the same files: a predicted record matches a gold one of the same document when kinds and
values agree and the spans overlap (greedy, one-to-one, gold in file order); attributes are
checked on matched pairs; a full claim also needs direction, metric and baselines right;
hardware records match on accelerator and count.

On top of that, this module judges every field (``by_slot``: precision, recall and accuracy) and
every rule of the engine's trace (``by_rule``). A trace entry ``slot:rule`` is judged on the
fields its slot decides; a bare name (the older trace) falls under ``unsorted`` and is judged on
the full-claim match. Records are plain mappings, so files written by other tools score too.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from benchclaims.datafiles import data_lines
from benchclaims.readers.problems import InputError

Record = Mapping[str, Any]

CLAIM_KINDS = ("speedup", "percent_change", "absolute")
FULL_CLAIM_FIELDS = ("direction", "metric", "baselines")
CLAIM_KEYS = ("doc_id", "kind", "start")  # a claims file's records have these; a documents file's do not
#: The slots of the engine's trace in the order they run; ``unsorted`` holds the bare names of the older trace.
SLOTS = (
    "detect",
    "kind",
    "qualifier",
    "aggregate",
    "metric",
    "polarity",
    "direction",
    "comparison",
    "condition",
    "system",
    "hardware",
    "unsorted",
)
#: The fields each slot decides: a rule of that slot is right when all of them are.
SLOT_FIELDS: dict[str, tuple[str, ...]] = {
    "kind": ("kind",),
    "qualifier": ("qualifier",),
    "aggregate": ("aggregate",),
    "metric": ("metric",),
    "polarity": ("direction",),
    "direction": ("direction",),
    "comparison": ("baselines", "subject", "percent_of"),
    "condition": ("condition",),
    "system": ("system",),
    "unsorted": FULL_CLAIM_FIELDS,
}
#: Every field judged by ``by_slot``, with the slot that decides it.
FIELD_SLOTS: dict[str, str] = {
    "kind": "kind",
    "unit": "kind",
    "qualifier": "qualifier",
    "aggregate": "aggregate",
    "metric": "metric",
    "metric_class": "metric",
    "direction": "direction",
    "baselines": "comparison",
    "subject": "comparison",
    "percent_of": "comparison",
    "condition": "condition",
    "system": "system",
}


class EvalInputError(InputError):
    """A gold or claims file that cannot be read; the message names the file and line."""


# ---------------------------------------------------------------- comparing values


@cache
def stop_words() -> frozenset[str]:
    """The words metric overlap ignores (``extract/data/score_stopwords.txt``)."""
    return frozenset(data_lines("score_stopwords.txt"))


def content_words(text: str | None) -> set[str]:
    """Lowercase content words of a phrase, a plural ``-s`` dropped.

    >>> sorted(content_words("Requests per second of the GPUs"))
    ['gpu', 'request', 'second']
    """
    words = re.findall(r"[a-z0-9]+", (text or "").lower())
    return {_singular(word) for word in words if word not in stop_words()}


def _singular(word: str) -> str:
    """``requests`` → ``request``; short words and ``-ss`` words stay (``bus``, ``loss``)."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def same_metric(gold: str | None, pred: str | None) -> bool:
    """Metrics agree when one's words contain the other's or half of all their words are shared.

    >>> same_metric("decode throughput", "throughput"), same_metric("ttft", "mean latency")
    (True, False)
    """
    gold_words, pred_words = content_words(gold), content_words(pred)
    if not gold_words or not pred_words:
        return gold_words == pred_words
    shared = len(gold_words & pred_words) / len(gold_words | pred_words)
    return gold_words <= pred_words or pred_words <= gold_words or shared >= 0.5


def name_key(name: str | None) -> str:
    """A name compared loosely: lowercase, no leading article, runs of space/``-_.`` as one space.

    >>> name_key("The Megatron-LM  v2.1")
    'megatron lm v2 1'
    """
    key = re.sub(r"^(the|a|an)\s+", "", (name or "").lower().strip())
    return re.sub(r"[\s\-_.]+", " ", key).strip()


def same_names(gold: Iterable[str] | None, pred: Iterable[str] | None) -> bool:
    """Every gold name is inside a predicted one (or holds one), and the reverse.

    >>> same_names(["vLLM", "SGLang"], ["vLLM v0.6", "sglang"]), same_names(["vLLM"], [])
    (True, False)
    """
    gold_keys = [key for key in map(name_key, gold or []) if key]
    pred_keys = [key for key in map(name_key, pred or []) if key]
    if not gold_keys:
        return not pred_keys
    return all(_found(key, pred_keys) for key in gold_keys) and all(_found(key, gold_keys) for key in pred_keys)


def _found(key: str, keys: Sequence[str]) -> bool:
    return any(key in other or other in key for other in keys)


def text_agrees(gold: str | None, pred: str | None) -> bool:
    """The scorer's check of a text field: no gold text is always right, else one contains the other.

    >>> text_agrees("MATH-500", "on MATH-500"), text_agrees(None, "x"), text_agrees("x", None)
    (True, True, False)
    """
    gold_key, pred_key = name_key(gold), name_key(pred)
    return not gold_key or (bool(pred_key) and (gold_key in pred_key or pred_key in gold_key))


def text_same(gold: str | None, pred: str | None) -> bool:
    """A text field judged both ways: both empty, or both stated and agreeing.

    >>> text_same(None, ""), text_same(None, "under co-location")
    (True, False)
    """
    return text_agrees(gold, pred) if name_key(gold) else not name_key(pred)


def unit_key(unit: str | None) -> str:
    """A unit compared loosely: ``×`` as ``x``, ``per`` as ``/``, no plural ``s``, no spaces.

    >>> unit_key("tokens per second"), unit_key("×")
    ('token/second', 'x')
    """
    key = (unit or "").lower().replace("×", "x").replace("percent", "%")
    key = re.sub(r"s\b", "", re.sub(r"\bper\b", "/", key))
    return re.sub(r"[\s*·]+", "", key)


def accelerator_key(name: str | None) -> str:
    """``h-100`` and ``H 100`` are ``H100``.

    >>> accelerator_key("tpu v4")
    'TPUV4'
    """
    return re.sub(r"[\s\-_]", "", (name or "").upper())


def same_number(a: Any, b: Any) -> bool:
    """Equal up to a relative 1e-6; two missing numbers agree.

    >>> same_number(2.2, "2.2000001"), same_number(None, 0), same_number(None, None)
    (True, False, True)
    """
    if a is None or b is None:
        return a is None and b is None
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return False
    return abs(x - y) <= 1e-6 * max(1.0, abs(x), abs(y))


def spans_overlap(gold: Record, pred: Record) -> bool:
    """Character spans overlap; a record without offsets overlaps everything.

    >>> spans_overlap({"start": 0, "end": 4}, {"start": 3, "end": 9}), spans_overlap({}, {"start": 5})
    (True, True)
    """
    ends = (gold.get("start"), gold.get("end"), pred.get("start"), pred.get("end"))
    if None in ends:
        return True
    return bool(gold["start"] < pred["end"] and pred["start"] < gold["end"])


# ---------------------------------------------------------------- matching


def match_claims(gold: Sequence[Record], pred: Sequence[Record], any_kind: bool = False) -> list[tuple[int, int]]:
    """Greedy one-to-one pairs ``(gold index, pred index)``: same kind, same value(s), overlapping spans.

    >>> g = [{"kind": "speedup", "value": 2.0, "start": 0, "end": 2}]
    >>> match_claims(g, [{"kind": "absolute", "value": 2.0}, {"kind": "speedup", "value": 2}])
    [(0, 1)]
    """
    return greedy_pairs(gold, pred, lambda g, p: _claims_match(g, p, any_kind))


def _claims_match(gold: Record, pred: Record, any_kind: bool) -> bool:
    return (
        (any_kind or pred.get("kind") == gold.get("kind"))
        and same_number(gold.get("value"), pred.get("value"))
        and same_number(gold.get("value_high"), pred.get("value_high"))
        and spans_overlap(gold, pred)
    )


def match_hardware(gold: Sequence[Record], pred: Sequence[Record]) -> list[tuple[int, int]]:
    """Greedy one-to-one pairs of hardware records with the same accelerator and count.

    >>> match_hardware([{"accelerator": "H100", "count": 8}], [{"accelerator": "h-100", "count": 8}])
    [(0, 0)]
    """
    return greedy_pairs(gold, pred, lambda g, p: _hardware_key(g) == _hardware_key(p))


def _hardware_key(record: Record) -> tuple[str, Any]:
    return accelerator_key(record.get("accelerator")), record.get("count")


def greedy_pairs(
    gold: Sequence[Record], pred: Sequence[Record], same: Callable[[Record, Record], bool]
) -> list[tuple[int, int]]:
    """Each gold record, in order, takes the first predicted record still free that is ``same``.

    >>> greedy_pairs([{"v": 1}, {"v": 1}], [{"v": 2}, {"v": 1}], lambda g, p: g == p)
    [(0, 1)]
    """
    used: set[int] = set()
    pairs = []
    for gi, g in enumerate(gold):
        pi = next((pi for pi, p in enumerate(pred) if pi not in used and same(g, p)), None)
        if pi is not None:
            used.add(pi)
            pairs.append((gi, pi))
    return pairs


def scorer_checks(system: str | None, gold: Record, pred: Record) -> dict[str, bool]:
    """The attribute checks of a matched pair, as the reference scorer makes them (and in its order)."""
    checks = {
        "direction": gold.get("direction") == pred.get("direction"),
        "qualifier": gold.get("qualifier") == pred.get("qualifier"),
        "unit": unit_key(gold.get("unit")) == unit_key(pred.get("unit")),
        "metric": same_metric(gold.get("metric"), pred.get("metric")),
        "baselines": same_names(gold.get("baselines"), pred.get("baselines")),
        "system": text_agrees(system, pred.get("system")),
    }
    if gold["kind"] == "percent_change":
        checks["percent_of"] = bool(gold.get("percent_of")) == bool(pred.get("percent_of"))
    if gold.get("condition"):
        checks["condition"] = text_agrees(gold.get("condition"), pred.get("condition"))
    return checks


def field_agreement(system: str | None, gold: Record, pred: Record) -> dict[str, bool]:
    """Every field of a matched pair, the texts judged both ways (a value where gold has none is wrong).

    >>> g = {"kind": "absolute", "metric": "mfu", "condition": None}
    >>> field_agreement(None, g, {"kind": "absolute", "metric": "MFU", "condition": "on 8 GPUs"})["condition"]
    False
    """
    agree = scorer_checks(system, gold, pred)
    agree |= {name: gold.get(name) == pred.get(name) for name in ("kind", "aggregate", "metric_class")}
    agree |= {name: text_same(gold.get(name), pred.get(name)) for name in ("subject", "condition")}
    agree["system"] = text_same(system, pred.get("system"))
    return agree


# ---------------------------------------------------------------- one evaluation


@dataclass(frozen=True)
class Pair:
    """A gold claim and the predicted record matched to it, with every check made on them."""

    doc_id: str
    system: str | None
    gold: Record
    pred: Record
    checks: dict[str, bool]
    agree: dict[str, bool]

    @property
    def full(self) -> bool:
        """Direction, metric and baselines all right: the full-claim match."""
        return all(self.checks[name] for name in FULL_CLAIM_FIELDS)


@dataclass(frozen=True)
class DocResult:
    """What one gold document's records became: pairs, misses and spurious records, claims and hardware."""

    doc_id: str
    gold: tuple[Record, ...]
    pred: tuple[Record, ...]
    pairs: tuple[Pair, ...]
    missed: tuple[Record, ...]
    spurious: tuple[Record, ...]
    hardware_gold: tuple[Record, ...]
    hardware_pred: tuple[Record, ...]
    hardware_matched: tuple[Record, ...]  # the predicted records
    hardware_missed: tuple[Record, ...]
    hardware_spurious: tuple[Record, ...]


@dataclass(frozen=True)
class Evaluation:
    """Every gold document's result, and the predicted records of documents gold does not have."""

    docs: tuple[DocResult, ...]
    stray: int = 0

    def pairs(self) -> Iterator[Pair]:
        """Every matched pair, document by document."""
        for doc in self.docs:
            yield from doc.pairs


def evaluate(gold_docs: Iterable[Record], predicted: Iterable[Record], any_kind: bool = False) -> Evaluation:
    """Match the predicted records against every gold document (``{"doc_id", "system", "claims"}``)."""
    by_doc: dict[Any, list[Record]] = defaultdict(list)
    for record in predicted:
        by_doc[record.get("doc_id")].append(record)
    gold_docs = list(gold_docs)
    docs = tuple(doc_result(doc, by_doc.get(doc["doc_id"], []), any_kind) for doc in gold_docs)
    known = {doc["doc_id"] for doc in gold_docs}
    stray = sum(len(records) for doc_id, records in by_doc.items() if doc_id not in known)
    return Evaluation(docs, stray)


def doc_result(doc: Record, predicted: Sequence[Record], any_kind: bool = False) -> DocResult:
    """One gold document against its predicted records."""
    gold = tuple(c for c in doc.get("claims", []) if c.get("kind") in CLAIM_KINDS)
    pred = tuple(c for c in predicted if c.get("kind") in CLAIM_KINDS)
    system = doc.get("system")
    pairs = match_claims(gold, pred, any_kind)
    matched = [
        Pair(
            doc["doc_id"],
            system,
            gold[gi],
            pred[pi],
            scorer_checks(system, gold[gi], pred[pi]),
            field_agreement(system, gold[gi], pred[pi]),
        )
        for gi, pi in pairs
    ]
    hw_gold = tuple(c for c in doc.get("claims", []) if c.get("kind") == "hardware")
    hw_pred = tuple(c for c in predicted if c.get("kind") == "hardware")
    hw_pairs = match_hardware(hw_gold, hw_pred)
    return DocResult(
        doc["doc_id"],
        gold,
        pred,
        tuple(matched),
        _unpaired(gold, {gi for gi, _ in pairs}),
        _unpaired(pred, {pi for _, pi in pairs}),
        hw_gold,
        hw_pred,
        tuple(hw_pred[pi] for _, pi in hw_pairs),
        _unpaired(hw_gold, {gi for gi, _ in hw_pairs}),
        _unpaired(hw_pred, {pi for _, pi in hw_pairs}),
    )


def _unpaired(records: Sequence[Record], paired: set[int]) -> tuple[Record, ...]:
    return tuple(record for i, record in enumerate(records) if i not in paired)


# ---------------------------------------------------------------- the reference figures


def prf(tp: int, n_pred: int, n_gold: int) -> dict[str, float]:
    """Precision, recall and F1 (0 where undefined).

    >>> prf(3, 4, 6)
    {'precision': 0.75, 'recall': 0.5, 'f1': 0.6}
    """
    precision = tp / n_pred if n_pred else 0.0
    recall = tp / n_gold if n_gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


def figures(ev: Evaluation) -> dict[str, Any]:
    """The reference scorer's result: the same keys, the same numbers."""
    gold = [record for doc in ev.docs for record in doc.gold]
    pred = [record for doc in ev.docs for record in doc.pred]
    matched = list(ev.pairs())
    return {
        "documents": len(ev.docs),
        "gold_claims": len(gold),
        "pred_claims": len(pred),
        "records_for_unknown_docs": ev.stray,
        "detection": prf(len(matched), len(pred), len(gold)),
        "by_kind": {kind: _kind_prf(kind, matched, pred, gold) for kind in CLAIM_KINDS},
        "attributes": attribute_shares(matched),
        "full_claim": prf(sum(pair.full for pair in matched), len(pred), len(gold)),
        "hardware": prf(
            sum(len(doc.hardware_matched) for doc in ev.docs),
            sum(len(doc.hardware_pred) for doc in ev.docs),
            sum(len(doc.hardware_gold) for doc in ev.docs),
        ),
    }


def _kind_prf(kind: str, matched: Sequence[Pair], pred: Sequence[Record], gold: Sequence[Record]) -> dict[str, float]:
    """Detection of one kind; a pair counts under its predicted record's kind."""
    tp = sum(pair.pred["kind"] == kind for pair in matched)
    return prf(tp, sum(r.get("kind") == kind for r in pred), sum(r.get("kind") == kind for r in gold))


def attribute_shares(pairs: Iterable[Pair]) -> dict[str, float]:
    """Share of matched pairs whose attribute check passed, keyed in the order checks first appear."""
    counts: dict[str, list[int]] = {}
    for pair in pairs:
        for name, ok in pair.checks.items():
            right_total = counts.setdefault(name, [0, 0])
            right_total[0] += ok
            right_total[1] += 1
    return {name: right / total for name, (right, total) in counts.items()}


def format_figures(result: Mapping[str, Any]) -> list[str]:
    """The reference scorer's table, line for line; the last line is the headline."""

    def f3(d: Mapping[str, float]) -> str:
        return f"P {d['precision']:.3f}  R {d['recall']:.3f}  F1 {d['f1']:.3f}"

    attributes = "  ".join(f"{name} {share:.3f}" for name, share in result["attributes"].items())
    return [
        f"documents {result['documents']}  gold claims {result['gold_claims']}  predicted {result['pred_claims']}"
        f"  records for unknown docs {result['records_for_unknown_docs']}",
        f"detection        {f3(result['detection'])}",
        *(f"  {kind:15s}{f3(d)}" for kind, d in result["by_kind"].items()),
        "attributes on matched claims: " + attributes,
        f"hardware         {f3(result['hardware'])}",
        f"full claim       {f3(result['full_claim'])}",
        f"full_claim_f1={result['full_claim']['f1']:.3f} detection_f1={result['detection']['f1']:.3f} "
        f"hardware_f1={result['hardware']['f1']:.3f}",
    ]


# ---------------------------------------------------------------- by slot: every field


def stated(name: str, value: Any) -> bool:
    """Whether a field holds a value (``[]``, ``""``, ``None`` and a false ``percent_of`` do not).

    >>> stated("baselines", []), stated("percent_of", True), stated("direction", "increase")
    (False, True, True)
    """
    return bool(value) if name == "percent_of" else value not in (None, "", [])


def by_slot(ev: Evaluation) -> dict[str, dict[str, Any]]:
    """Per field, on matched pairs: precision (of the values predicted), recall (of the gold values)
    and accuracy (of all pairs the field applies to), each judged both ways by ``field_agreement``.
    The condition's recall is the scorer's ``condition`` attribute."""
    return {name: _field_scores(ev, name) for name in FIELD_SLOTS}


def _field_scores(ev: Evaluation, name: str) -> dict[str, Any]:
    tally: Counter[str] = Counter()
    for pair in ev.pairs():
        if name not in pair.agree:
            continue
        ok = pair.agree[name]
        gold_value = pair.system if name == "system" else pair.gold.get(name)
        in_gold, in_pred = stated(name, gold_value), stated(name, pair.pred.get(name))
        tally.update(
            pairs=1, right=ok, gold=in_gold, pred=in_pred, gold_right=in_gold and ok, pred_right=in_pred and ok
        )
    return {
        "slot": FIELD_SLOTS[name],
        "pairs": tally["pairs"],
        "gold": tally["gold"],
        "pred": tally["pred"],
        "precision": _share(tally["pred_right"], tally["pred"]),
        "recall": _share(tally["gold_right"], tally["gold"]),
        "accuracy": _share(tally["right"], tally["pairs"]),
    }


def _share(part: int, whole: int) -> float | None:
    return part / whole if whole else None


# ---------------------------------------------------------------- by rule: the engine's trace


def trace_entries(rules: Iterable[str]) -> list[tuple[str, str]]:
    """``(slot, rule)`` of each distinct trace entry; a bare name is ``unsorted``.

    >>> trace_entries(["metric:metric_left", "speedup", "metric:metric_left"])
    [('metric', 'metric_left'), ('unsorted', 'speedup')]
    """
    entries = (rule.split(":", 1) if ":" in rule else ("unsorted", rule) for rule in rules)
    return list(dict.fromkeys((slot.strip(), name.strip()) for slot, name in entries))


def rule_verdict(slot: str, pair: Pair) -> bool:
    """Whether a decision of ``slot`` was right on a matched pair: every field of the slot that
    applies agrees; a slot this module does not know (and ``unsorted``) is judged on the full claim."""
    fields = [name for name in SLOT_FIELDS.get(slot, FULL_CLAIM_FIELDS) if name in pair.agree]
    return all(pair.agree[name] for name in fields)


def rule_judgements(ev: Evaluation) -> Iterator[tuple[str, str, bool | None]]:
    """``(slot, rule, right)`` for every trace entry of every record of a gold document: right is
    None where the record matched no gold claim, except that ``detect`` rules are wrong there and
    ``kind`` rules too when a missed gold claim has its value and span (the kind was mixed up).
    Hardware records are judged, whatever the slot, on the hardware match."""
    for doc in ev.docs:
        for pair in doc.pairs:
            for slot, rule in trace_entries(pair.pred.get("rules") or []):
                yield slot, rule, True if slot == "detect" else rule_verdict(slot, pair)
        mixed_up = {pi for _, pi in match_claims(doc.missed, doc.spurious, any_kind=True)}
        for pi, record in enumerate(doc.spurious):
            unmatched = {"detect": False, "kind": False if pi in mixed_up else None}
            for slot, rule in trace_entries(record.get("rules") or []):
                yield slot, rule, unmatched.get(slot)
        for records, right in ((doc.hardware_matched, True), (doc.hardware_spurious, False)):
            for record in records:
                yield from ((slot, rule, right) for slot, rule in trace_entries(record.get("rules") or []))


def by_rule(ev: Evaluation) -> dict[str, dict[str, dict[str, Any]]]:
    """Per slot and rule: how often its decision was right on the records it was judged on, and how
    often it fired on a record that matched no gold claim (``unmatched``)."""
    counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for slot, rule, right in rule_judgements(ev):
        counts[slot, rule].update(judged=right is not None, right=bool(right), unmatched=right is None)
    table: dict[str, dict[str, dict[str, Any]]] = {}
    for (slot, rule), c in sorted(counts.items(), key=lambda item: _rule_order(*item)):
        share = _share(c["right"], c["judged"])
        table.setdefault(slot, {})[rule] = {**{k: c[k] for k in ("right", "judged", "unmatched")}, "share": share}
    return table


def _rule_order(key: tuple[str, str], c: Counter[str]) -> tuple[int, str, int, str]:
    """Slots in engine order (unknown slots after them, by name), then the busiest rule first."""
    slot, rule = key
    rank = SLOTS.index(slot) if slot in SLOTS else len(SLOTS)
    return rank, slot, -(c["judged"] + c["unmatched"]), rule


# ---------------------------------------------------------------- errors, grouped by slot


def error_groups(ev: Evaluation) -> dict[str, list[str]]:
    """One line per error, grouped by the slot that decides it, slots in engine order: ``detect``
    (claims missed and spurious), ``kind`` (a missed and a spurious record that agree but for the
    kind), then each field wrong on a matched pair, then ``hardware``."""
    groups: dict[str, list[str]] = defaultdict(list)
    for doc in ev.docs:
        groups["detect"] += [f"{doc.doc_id}: MISSED {_claim_text(g)}" for g in doc.missed]
        groups["detect"] += [f"{doc.doc_id}: SPURIOUS {_claim_text(p)}{_trace(p, 'detect')}" for p in doc.spurious]
        groups["kind"] += [
            f"{doc.doc_id}: WRONG kind {doc.missed[gi].get('text')!r}: gold={doc.missed[gi].get('kind')}"
            f" pred={doc.spurious[pi].get('kind')}{_trace(doc.spurious[pi], 'kind')}"
            for gi, pi in match_claims(doc.missed, doc.spurious, any_kind=True)
        ]
        for pair in doc.pairs:
            for name, ok in pair.agree.items():
                if not ok:
                    groups[FIELD_SLOTS[name]].append(_wrong_line(pair, name))
        groups["hardware"] += [f"{doc.doc_id}: MISSED hardware {_hardware_text(g)}" for g in doc.hardware_missed]
        groups["hardware"] += [
            f"{doc.doc_id}: SPURIOUS hardware {_hardware_text(p)} {p.get('text')!r}{_trace(p, 'hardware')}"
            for p in doc.hardware_spurious
        ]
    return {slot: groups[slot] for slot in SLOTS if groups.get(slot)}


def _claim_text(record: Record) -> str:
    return f"{record.get('kind')} {record.get('text')!r} value={record.get('value')}"


def _hardware_text(record: Record) -> str:
    return f"{record.get('accelerator')} x{record.get('count')}"


def _wrong_line(pair: Pair, name: str) -> str:
    """``DOC: WRONG field 'text': gold=... pred=...`` and the rules of the field's slot."""
    gold = pair.system if name == "system" else pair.gold.get(name)
    values = f"gold={json.dumps(gold, ensure_ascii=False)} pred={json.dumps(pair.pred.get(name), ensure_ascii=False)}"
    return f"{pair.doc_id}: WRONG {name} {pair.gold.get('text')!r}: {values}{_trace(pair.pred, FIELD_SLOTS[name])}"


def _trace(record: Record, slot: str) -> str:
    """``  [rule, ...]``: the record's rules of ``slot``, or its whole bare trace; empty without rules.

    >>> _trace({"rules": ["metric:metric_left", "direction:change_word"]}, "metric")
    '  [metric:metric_left]'
    """
    entries = trace_entries(record.get("rules") or [])
    chosen = [e for e in entries if e[0] == slot] or [e for e in entries if e[0] == "unsorted"]
    names = [rule if entry_slot == "unsorted" else f"{entry_slot}:{rule}" for entry_slot, rule in chosen]
    return f"  [{', '.join(names)}]" if names else ""


# ---------------------------------------------------------------- text tables


def format_by_slot(table: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The ``--by-slot`` table: one row per field, judged on matched claims."""
    lines = [
        "by slot: each field on matched claims (precision of the values given, recall of the gold values)",
        f"  {'slot':12s}{'field':14s}precision    recall  accuracy   gold   pred  pairs",
    ]
    for name, row in table.items():
        shares = "  ".join(f"{_fixed(row[key]):>8s}" for key in ("precision", "recall", "accuracy"))
        counts = f"{row['gold']:5d}  {row['pred']:5d}  {row['pairs']:5d}"
        lines.append(f"  {row['slot']:12s}{name:14s}{shares}  {counts}")
    return lines


def format_by_rule(table: Mapping[str, Mapping[str, Mapping[str, Any]]]) -> list[str]:
    """The ``--by-rule`` table: one row per rule of the trace, grouped by slot."""
    lines = [
        "by rule: how often each rule's decision was right on matched gold claims",
        f"  {'slot':12s}{'rule':30s}right  judged  share  unmatched",
    ]
    for slot, rules in table.items():
        for rule, row in rules.items():
            counts = f"{row['right']:5d}  {row['judged']:6d}  {_fixed(row['share']):>5s}  {row['unmatched']:9d}"
            lines.append(f"  {slot:12s}{rule:30s}{counts}")
    return lines


def format_errors(groups: Mapping[str, Sequence[str]]) -> list[str]:
    """The ``--errors`` listing: a header per slot, then its lines."""
    lines = []
    for slot, errors in groups.items():
        lines.append(f"== {slot}: {len(errors)} errors")
        lines.extend(errors)
    return lines


def _fixed(share: float | None) -> str:
    """``0.735``; ``-`` where nothing was judged."""
    return "-" if share is None else f"{share:.3f}"


# ---------------------------------------------------------------- reading the files


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """The objects of a JSON Lines file; ``EvalInputError`` names the file and line of a bad one."""
    return [record for _number, record in _numbered_objects(Path(path))]


def read_gold(path: str | Path) -> list[dict[str, Any]]:
    """The documents of a gold file (``{"doc_id", "system", "claims": [...]}`` a line)."""
    docs = _numbered_objects(Path(path))
    for number, doc in docs:
        if "doc_id" not in doc or not isinstance(doc.get("claims", []), list):
            raise EvalInputError(f"{path}:{number}: a gold line needs doc_id and a list of claims")
    return [doc for _number, doc in docs]


def _numbered_objects(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """``(line number, object)`` of every non-blank line."""
    try:
        with path.open(encoding="utf-8") as stream:
            return [(number, _object(path, number, line)) for number, line in enumerate(stream, 1) if line.strip()]
    except FileNotFoundError:
        raise EvalInputError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise EvalInputError(f"{path}: not UTF-8 text") from None


def _object(path: Path, number: int, line: str) -> dict[str, Any]:
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise EvalInputError(f"{path}:{number}: invalid JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(value, dict):
        raise EvalInputError(f"{path}:{number}: expected a JSON object, got {type(value).__name__}")
    return value


def is_claims_file(path: str | Path) -> bool:
    """True when the file's first record is a claim (has ``doc_id``, ``kind`` and ``start``), so it
    is scored as it is; otherwise it holds documents to extract first."""
    try:
        with Path(path).open(encoding="utf-8") as stream:
            first = next((line for line in stream if line.strip()), "")
        record = json.loads(first)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(record, dict) and all(key in record for key in CLAIM_KEYS)


def report(ev: Evaluation, slots: bool = False, rules: bool = False, errors: bool = False) -> dict[str, Any]:
    """Everything ``benchclaims eval --json`` prints: the scorer's figures, then what was asked for."""
    result = figures(ev)
    result |= {"by_slot": by_slot(ev)} if slots else {}
    result |= {"by_rule": by_rule(ev)} if rules else {}
    result |= {"errors": error_groups(ev)} if errors else {}
    return result


def report_lines(result: Mapping[str, Any]) -> list[str]:
    """The text form of ``report``: errors, by slot, by rule, then the scorer's table (headline last)."""
    sections: list[tuple[str, Callable[[Any], list[str]]]] = [
        ("errors", format_errors),
        ("by_slot", format_by_slot),
        ("by_rule", format_by_rule),
    ]
    lines = [line for key, lines_of in sections if key in result for line in lines_of(result[key])]
    return lines + format_figures(result)


def render(result: Mapping[str, Any], as_json: bool = False) -> str:
    """``report``'s result as text (``report_lines``) or as one indented JSON object."""
    return json.dumps(result, indent=2) if as_json else "\n".join(report_lines(result))

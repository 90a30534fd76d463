"""Compare claims across papers: pure functions from claims/v1 records to pandas tables.

``compare(claims)`` (``build_tables`` on frames) gives every table of the report:

- ``claims``: one flat row per claim (all claims/v1 fields, lists joined with ``"; "``)
  plus the resolved ``system_name`` and the ``normalized_gain``;
- ``matrix``: system x baseline, each cell the headline claims (``up to 2.3x goodput``);
- ``leaderboard``: per baseline, the systems claiming to beat it, ranked by normalized gain;
- ``hardware``: system x accelerator with counts (``512 x H200`` (with a multiplication sign));
- ``systems``: one row per document (system, year, category, claims, best gain, hardware);
- ``near_duplicates``: baseline names that look alike but no alias joins them.

The normalized gain (``normalized_gain``) turns each comparative claim into one
"times better" factor, or ``None`` where that arithmetic is not sound.
Every table is sorted, so equal input always gives equal output.
"""

from __future__ import annotations

import csv
import difflib
import math
import re
from collections.abc import Iterable, Mapping
from itertools import combinations
from pathlib import Path
from typing import Any

import pandas as pd
from benchclaims.lexicon import metric_head_regex, metric_heads
from benchclaims.schemas import Claim, Document
from benchclaims.writers import LIST_SEPARATOR, columns, flat_row

ALIASES_FILE = Path(__file__).parent / "data" / "aliases.csv"
LOWER_IS_BETTER = frozenset({"latency", "cost", "memory", "error"})
COMPARATIVE_KINDS = ("speedup", "percent_change", "absolute")
SIMILARITY = 0.85
QUALIFIER_WORDS = {"up_to": "up to ", "at_least": "at least ", "at_most": "at most ", "approx": "~"}
TIMES, EN_DASH = "\u00d7", "\u2013"
TABLE_NAMES = ("claims", "matrix", "leaderboard", "hardware", "systems", "near_duplicates")


# ---------------------------------------------------------------- normalized gain


def _num(row: Mapping[str, Any], key: str) -> float | None:
    """A numeric field of a row, with NaN and missing read as None."""
    value = row.get(key)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def _text(row: Mapping[str, Any], key: str) -> str | None:
    """A text field of a row, with NaN, empty and missing read as None."""
    value = row.get(key)
    return value if isinstance(value, str) and value else None


def lower_is_better(row: Mapping[str, Any]) -> bool:
    """True when the claim's metric improves by going down (latency, cost, memory, error),
    or, where the metric class says nothing about it, when the claim says it went down.

    The metric's own head wins over its class: `cost efficiency` is in the cost class but
    higher is better (the polarity of ``extract/data/metrics.tsv``).

    >>> lower_is_better({"metric": "cost efficiency", "metric_class": "cost"})
    False
    >>> lower_is_better({"metric": "p99 latency", "metric_class": "latency"})
    True
    """
    metric = _text(row, "metric")
    heads = list(metric_head_regex().finditer(metric.lower())) if metric else []
    if heads:
        return metric_heads()[heads[-1].group()].polarity == "lower"
    metric_class = _text(row, "metric_class")
    if metric_class in LOWER_IS_BETTER:
        return True
    return metric_class in (None, "other") and _text(row, "direction") == "decrease"


def normalized_gain(row: Mapping[str, Any]) -> float | None:
    """One comparable "times better" factor for a claim, or None where it is not sound.

    >>> normalized_gain({"kind": "speedup", "value": 2.2})
    2.2
    >>> normalized_gain({"kind": "percent_change", "value": 50.0, "direction": "increase"})
    1.5
    >>> normalized_gain({"kind": "percent_change", "value": 50.0, "direction": "decrease",
    ...                  "metric_class": "latency"})
    2.0
    >>> normalized_gain({"kind": "percent_change", "value": 100.0, "direction": "decrease"}) is None
    True
    >>> normalized_gain({"kind": "absolute", "value": 4.0, "value_from": 32.0, "metric_class": "latency"})
    8.0
    >>> normalized_gain({"kind": "absolute", "value": 90.0, "value_from": 60.0, "metric_class": "accuracy"})
    1.5
    >>> normalized_gain({"kind": "absolute", "value": 4039.0}) is None
    True
    """
    value = _num(row, "value")
    if value is None or value <= 0:
        return None
    kind = row.get("kind")
    if kind == "speedup":  # `2x higher latency` is a factor of 0.5: worse, not better
        direction = _text(row, "direction")
        worse = direction is not None and (direction == "decrease") != lower_is_better(row)
        return 1.0 / value if worse else value
    if kind == "percent_change":
        return _percent_gain(row, value)
    if kind == "absolute":
        return _from_to_gain(row, value)
    return None


def _percent_gain(row: Mapping[str, Any], value: float) -> float | None:
    """The metric moved by the factor 1 ± p/100; a gain is that factor, or its inverse when lower is better.

    ``to p% of`` the baseline → p/100 (or 100/p when lower is better). A change of 100% or more
    downwards is no factor (None).
    """
    down = lower_is_better(row)
    if row.get("percent_of") is True:
        return 100.0 / value if down else value / 100.0
    direction = _text(row, "direction") or ("decrease" if down else "increase")
    factor = 1.0 + value / 100.0 if direction == "increase" else 1.0 - value / 100.0
    if factor <= 0:
        return None
    return 1.0 / factor if down else factor


def _from_to_gain(row: Mapping[str, Any], value: float) -> float | None:
    """``from A to B``: A/B for a lower-is-better metric, B/A otherwise; None without A."""
    start = _num(row, "value_from")
    if start is None or start <= 0:
        return None
    return start / value if lower_is_better(row) else value / start


# ---------------------------------------------------------------- aliases


def read_aliases(path: str | Path) -> dict[str, str]:
    """An ``alias,canonical`` file (``#`` comments, optional header) as {casefolded alias: canonical}."""
    with Path(path).open(encoding="utf-8", newline="") as stream:
        lines = (line for line in stream if line.strip() and not line.lstrip().startswith("#"))
        rows = [row for row in csv.reader(lines) if len(row) >= 2]
    return {
        row[0].strip().casefold(): row[1].strip()
        for row in rows
        if row[0].strip() and row[1].strip() and row[:2] != ["alias", "canonical"]
    }


def load_aliases(user_file: str | Path | None = None) -> dict[str, str]:
    """The bundled aliases with the user's file (if any) merged over them."""
    aliases = read_aliases(ALIASES_FILE)
    if user_file is not None:
        aliases.update(read_aliases(user_file))
    return aliases


def canonical(name: str, aliases: Mapping[str, str]) -> str:
    """A baseline name under its canonical spelling (unchanged when no alias matches)."""
    name = " ".join(name.split())
    return aliases.get(name.casefold(), name)


def squash(name: str) -> str:
    """Lowercase with every non-alphanumeric removed: ``Megatron-LM`` → ``megatronlm``."""
    return re.sub(r"[^0-9a-z]", "", name.casefold())


def near_duplicates(names: Iterable[str]) -> pd.DataFrame:
    """Pairs of distinct names that are probably one baseline (same squashed form, or similar)."""
    rows = []
    for a, b in combinations(sorted(set(names)), 2):
        ratio = difflib.SequenceMatcher(None, a.casefold(), b.casefold()).ratio()
        if squash(a) == squash(b):
            rows.append({"name": a, "similar_to": b, "reason": "same letters and digits", "ratio": ratio})
        elif ratio > SIMILARITY:
            rows.append({"name": a, "similar_to": b, "reason": "similar spelling", "ratio": ratio})
    frame = pd.DataFrame(rows, columns=["name", "similar_to", "reason", "ratio"])
    return frame.assign(ratio=frame["ratio"].astype(float).round(3))


# ---------------------------------------------------------------- frames


def claims_frame(claims: Iterable[Claim]) -> pd.DataFrame:
    """One flat row per claim: every claims/v1 field, in field order, lists joined with ``"; "``."""
    return pd.DataFrame([flat_row(claim) for claim in claims], columns=columns(Claim))


def documents_frame(documents: Iterable[Document]) -> pd.DataFrame:
    """One flat row per document, in field order."""
    return pd.DataFrame([flat_row(doc) for doc in documents], columns=columns(Document))


def split_list(cell: Any) -> list[str]:
    """A ``"; "``-joined cell back to its items (empty or null → [])."""
    if not isinstance(cell, str) or not cell:
        return []
    return [item.strip() for item in cell.split(LIST_SEPARATOR.strip()) if item.strip()]


def _fmt(number: float) -> str:
    """A number as written in a label: ``2.0`` → ``2``, ``2.25`` → ``2.25``."""
    return f"{number:g}"


def claim_label(row: Mapping[str, Any]) -> str:
    """A short headline for a claim: ``up to 2.3x goodput``, ``38% lower p99 ttft``."""
    if row.get("kind") == "hardware":
        return hardware_label(row.get("count"), _text(row, "accelerator") or "GPU")
    value, high, start = _num(row, "value"), _num(row, "value_high"), _num(row, "value_from")
    amount = "?" if value is None else _fmt(value)
    if high is not None:
        amount += f"{EN_DASH}{_fmt(high)}"
    unit = row.get("unit") or ""
    if row.get("kind") == "speedup":
        amount += TIMES + (" lower" if row.get("direction") == "decrease" else "")
    elif row.get("kind") == "percent_change":
        amount += "%" + _percent_word(row)
    elif start is not None:
        amount = f"from {_fmt(start)} to {amount}" + (f" {unit}" if unit else "")
    elif unit:
        amount += unit if unit == "%" else f" {unit}"
    metric = _text(row, "metric") or ""
    prefix = QUALIFIER_WORDS.get(str(row.get("qualifier")), "")
    return " ".join(f"{prefix}{amount} {metric}".split())


def _percent_word(row: Mapping[str, Any]) -> str:
    """`` of`` for a level relative to the baseline, else `` higher`` / `` lower`` by direction."""
    if row.get("percent_of") is True:
        return " of baseline"
    return {"increase": " higher", "decrease": " lower"}.get(str(row.get("direction")), "")


def enrich(frame: pd.DataFrame) -> pd.DataFrame:
    """The claims frame with ``system_name`` (system, else doc_id), ``label`` and ``normalized_gain``."""
    records = frame.to_dict("records")
    names = [r["system"] if isinstance(r["system"], str) and r["system"] else r["doc_id"] for r in records]
    return frame.assign(
        system_name=pd.Series(names, index=frame.index, dtype=object),
        label=pd.Series([claim_label(r) for r in records], index=frame.index, dtype=object),
        normalized_gain=pd.Series([normalized_gain(r) for r in records], index=frame.index, dtype=float),
    )


# ---------------------------------------------------------------- tables


def comparisons(claims: pd.DataFrame, aliases: Mapping[str, str]) -> pd.DataFrame:
    """One row per (comparative claim, named baseline), baselines under their canonical names."""
    rows = [
        {**row, "baseline": canonical(name, aliases), "claim_index": index}
        for index, row in claims.iterrows()
        if row["kind"] in COMPARATIVE_KINDS
        for name in split_list(row["baselines"])
    ]
    frame = pd.DataFrame(rows, columns=[*claims.columns, "baseline", "claim_index"])
    return frame.astype({"normalized_gain": float})


def _best_first(frame: pd.DataFrame) -> pd.DataFrame:
    """Rows sorted by gain (highest first, no gain last), then by position in the input."""
    return frame.sort_values(["normalized_gain", "claim_index"], ascending=[False, True], na_position="last")


def system_baseline_matrix(pairs: pd.DataFrame) -> pd.DataFrame:
    """Row per system, column per baseline; a cell holds the best claim per metric, ``"; "``-joined."""
    if pairs.empty:
        return pd.DataFrame(columns=["system"])
    metric = pairs["metric"].astype(object).fillna("")
    best = _best_first(pairs.assign(metric_key=metric)).drop_duplicates(["system_name", "baseline", "metric_key"])
    best = best.sort_values(["system_name", "baseline", "metric_key", "claim_index"])
    cells = best.groupby(["system_name", "baseline"], sort=True)["label"].agg(LIST_SEPARATOR.join)
    matrix = cells.unstack("baseline").fillna("")
    matrix = matrix.reindex(sorted(matrix.columns, key=str.casefold), axis=1)
    matrix.columns.name = None
    return matrix.rename_axis("system").reset_index()


def baseline_leaderboard(pairs: pd.DataFrame) -> pd.DataFrame:
    """Per baseline, every claim over it: ranked by normalized gain (highest first)."""
    keep = ["baseline", "rank", "system", "metric", "claim", "normalized_gain", "doc_id", "text"]
    if pairs.empty:
        return pd.DataFrame(columns=keep)
    ranked = _best_first(pairs).sort_values("baseline", key=lambda s: s.str.casefold(), kind="stable")
    ranked = ranked.assign(rank=ranked.groupby("baseline").cumcount() + 1)
    ranked = ranked.drop(columns="system").rename(columns={"system_name": "system", "label": "claim"})
    return ranked[keep].reset_index(drop=True)


def hardware_table(claims: pd.DataFrame) -> pd.DataFrame:
    """System x accelerator: the largest stated count, mentions and a label (``512 x H200``)."""
    keep = ["system", "accelerator", "vendor", "count", "mentions", "hardware"]
    hardware = claims[claims["kind"] == "hardware"].assign(accelerator=lambda f: f["accelerator"].fillna("GPU"))
    if hardware.empty:
        return pd.DataFrame(columns=keep)
    grouped = hardware.groupby(["system_name", "accelerator"], sort=True)
    table = grouped.agg(vendor=("vendor", "first"), count=("count", "max"), mentions=("text", "size")).reset_index()
    table = table.rename(columns={"system_name": "system"}).astype({"count": "Int64"})
    table["hardware"] = [hardware_label(c, a) for c, a in zip(table["count"], table["accelerator"], strict=True)]
    return table[keep]


def hardware_label(count: Any, accelerator: str) -> str:
    """``512 x H200`` (with a multiplication sign), or just ``H200`` when no count is stated."""
    return accelerator if pd.isna(count) else f"{int(count)} {TIMES} {accelerator}"


def _system_of(doc: Mapping[str, Any]) -> str | None:
    """The system a paper without claims proposes, found as the extractor finds it."""
    from benchclaims.rules.system import system_of

    title, abstract = doc.get("title"), doc.get("abstract")
    return system_of(title if isinstance(title, str) else "", abstract if isinstance(abstract, str) else "")


def systems_table(documents: pd.DataFrame, claims: pd.DataFrame, hardware: pd.DataFrame) -> pd.DataFrame:
    """One row per document: doc_id, system, year, category, claims, best normalized gain, hardware."""
    rows = []
    for doc in documents.to_dict("records"):
        own = claims[claims["doc_id"] == doc["id"]]
        system = own["system"].dropna().iloc[0] if own["system"].notna().any() else _system_of(doc)
        kit = hardware[hardware["system"] == (system or doc["id"])]["hardware"]
        rows.append(
            {
                "doc_id": doc["id"],
                "system": system,
                "title": doc["title"],
                "year": doc["year"],
                "category": doc["category"],
                "n_claims": len(own),
                "best_gain": own["normalized_gain"].max() if own["normalized_gain"].notna().any() else None,
                "hardware": LIST_SEPARATOR.join(kit),
            }
        )
    frame = pd.DataFrame(
        rows, columns=["doc_id", "system", "title", "year", "category", "n_claims", "best_gain", "hardware"]
    )
    return frame.astype({"year": "Int64", "n_claims": int, "best_gain": float}).sort_values("doc_id", ignore_index=True)


def documents_from_claims(claims: pd.DataFrame) -> pd.DataFrame:
    """Stand-in documents (id only) for claims read back without their abstracts."""
    ids = sorted(set(claims["doc_id"]))
    return pd.DataFrame({"id": ids, "title": "", "year": None, "category": None})


def build_tables(
    claims: pd.DataFrame, documents: pd.DataFrame | None = None, aliases: Mapping[str, str] | None = None
) -> dict[str, pd.DataFrame]:
    """Every report table, by name (``TABLE_NAMES``), from a claims frame and (optionally) documents."""
    aliases = load_aliases() if aliases is None else aliases
    enriched = enrich(claims)
    documents = documents_from_claims(claims) if documents is None else documents
    pairs = comparisons(enriched, aliases)
    hardware = hardware_table(enriched)
    return {
        "claims": enriched,
        "matrix": system_baseline_matrix(pairs),
        "leaderboard": baseline_leaderboard(pairs),
        "hardware": hardware,
        "systems": systems_table(documents, enriched, hardware),
        "near_duplicates": near_duplicates(pairs["baseline"]),
    }


def compare(
    claims: Iterable[Claim], documents: Iterable[Document] | None = None, aliases: Mapping[str, str] | None = None
) -> dict[str, pd.DataFrame]:
    """Every comparison table (``TABLE_NAMES``) of claim records, and optionally their documents.

    >>> from benchclaims.pipeline import extract_claims
    >>> tables = compare(extract_claims("ZetaKV is 2.2x faster than vLLM.", title="ZetaKV: fast"))
    >>> tables["leaderboard"][["baseline", "system", "normalized_gain"]].to_dict("records")
    [{'baseline': 'vLLM', 'system': 'ZetaKV', 'normalized_gain': 2.2}]
    """
    frame = None if documents is None else documents_frame(documents)
    return build_tables(claims_frame(claims), frame, aliases)

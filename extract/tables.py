"""Compare claims across papers: pure functions from claims/v1 records to pandas tables.

``compare(claims)`` gives every table of the report (``build_tables`` on frames). Every table is
keyed by paper (``doc_id``), never by system name alone, so two papers that name their system
alike stay apart. ``build_tables`` gives, by name (``TABLE_NAMES``):

- ``leaderboards``: one row per canonical baseline x metric class: papers, systems, best gain;
- ``leaderboard``: per named baseline x metric class, each paper's best claim over it, ranked by
  normalized gain, with the paper's hardware beside it (the headline table);
- ``generic``: the same for generic baselines ("the baseline", "state-of-the-art methods"), apart;
- ``systems``: one row per document: system, title, year, category, claims, results, best gain;
- ``hardware``: one row per paper x canonical accelerator x device kind, with the paper's count;
- ``accelerators``: one row per accelerator x device kind: papers and the total of their counts;
- ``baselines``: each canonical baseline with its spellings, papers and metric classes;
- ``matrix``: paper x named baseline, each cell the paper's headline claims over it;
- ``near_duplicates``: named baselines whose spellings look alike but no entry joins them;
- ``claims``: one flat row per claim plus ``system_name``, ``label``, ``normalized_gain``, ``result``.

The gain is ``benchclaims.gains.normalized_gain`` (formula in ``FORMULA``), rounded to
``GAIN_DECIMALS`` here, once, so every export shows the same figure. Baselines are matched
to ``extract/data/baselines.tsv`` by ``benchclaims.entities``. Every table is sorted, so equal input
gives equal output; every pass is linear in the number of claims and documents.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import pandas as pd
from benchclaims.entities import BaselineTable, baseline_table, read_user_aliases, resolve_all, with_user_aliases
from benchclaims.gains import FORMULA, is_result, normalized_gain
from benchclaims.schemas import Claim, Document
from benchclaims.similar import near_duplicates
from benchclaims.writers import LIST_SEPARATOR, column_types, columns, flat_row

__all__ = ["FORMULA", "TABLE_NAMES", "build_tables", "claims_frame", "documents_frame", "load_baselines"]

COMPARATIVE_KINDS = ("speedup", "percent_change", "absolute")
QUALIFIER_WORDS = {"up_to": "up to ", "at_least": "at least ", "at_most": "at most ", "approx": "~"}
TIMES, EN_DASH = "\u00d7", "\u2013"
MATRIX_COLUMNS = 40
GAIN_DECIMALS = 4
DTYPES = {"str": object, "list": object, "float": "float64", "int": "Int64", "bool": bool}
TABLE_NAMES = (
    "leaderboards", "leaderboard", "generic", "systems", "hardware", "accelerators", "baselines", "matrix",
    "near_duplicates", "claims",
)  # fmt: skip
BOARD_COLUMNS = [
    "baseline", "metric_class", "rank", "doc_id", "system", "title", "metric", "claim", "normalized_gain",
    "hardware", "text",
]  # fmt: skip
Progress = Callable[[str], None]


def load_baselines(user_file: str | Path | None = None) -> BaselineTable:
    """The bundled baseline table with the user's ``alias,canonical`` file (if any) over it."""
    table = baseline_table()
    return table if user_file is None else with_user_aliases(table, read_user_aliases(user_file))


# ---------------------------------------------------------------- frames


def claims_frame(claims: Iterable[Claim]) -> pd.DataFrame:
    """One flat row per claim: every claims/v1 field, in field order, lists joined with ``"; "``;
    each column of its field's type (ints stay ints when some are null: ``count`` 16, never 16.0)."""
    frame = pd.DataFrame([flat_row(claim) for claim in claims], columns=columns(Claim))
    return frame.astype({name: DTYPES[kind] for name, kind in column_types(Claim).items()})


def documents_frame(documents: Iterable[Document], systems: Mapping[str, str | None] | None = None) -> pd.DataFrame:
    """One row per document, in field order without the abstract (no table needs it), and the
    ``system`` each proposes where ``systems`` (doc id → name) knows it."""
    keep = [name for name in columns(Document) if name != "abstract"]
    known = systems or {}
    rows = [[*(getattr(doc, name) for name in keep), known.get(doc.id)] for doc in documents]
    return pd.DataFrame(rows, columns=[*keep, "system"]).astype({"id": object, "system": object})


def split_list(cell: Any) -> list[str]:
    """A ``"; "``-joined cell back to its items (empty or null → [])."""
    if not isinstance(cell, str) or not cell:
        return []
    return [item.strip() for item in cell.split(LIST_SEPARATOR.strip()) if item.strip()]


def _fmt(number: float) -> str:
    """A number as written in a label: ``2.0`` → ``2``, ``2.25`` → ``2.25``."""
    return f"{number:g}"


def _num(value: Any) -> float | None:
    return None if value is None or pd.isna(value) else float(value)


def claim_label(row: Mapping[str, Any]) -> str:
    """A short headline for a claim: ``up to 2.3× goodput``, ``38% lower p99 ttft``.

    >>> claim_label({"kind": "speedup", "value": 2.3, "qualifier": "up_to", "metric": "goodput"})
    'up to 2.3× goodput'
    """
    if row.get("kind") == "hardware":
        return hardware_label(row.get("count"), row.get("accelerator") or "GPU")
    value, high, start = _num(row.get("value")), _num(row.get("value_high")), _num(row.get("value_from"))
    amount = "?" if value is None else _fmt(value)
    amount += f"{EN_DASH}{_fmt(high)}" if high is not None else ""
    unit = row.get("unit") or ""
    if row.get("kind") == "speedup":
        amount += TIMES + (" lower" if row.get("direction") == "decrease" else "")
    elif row.get("kind") == "percent_change":
        amount += ("%" if unit != "pp" else " pp") + _percent_word(row)
    elif start is not None:
        amount = f"from {_fmt(start)} to {amount}" + (f" {unit}" if unit else "")
    elif unit:
        amount += unit if unit == "%" else f" {unit}"
    metric = row.get("metric") if isinstance(row.get("metric"), str) else ""
    prefix = QUALIFIER_WORDS.get(str(row.get("qualifier")), "")
    return " ".join(f"{prefix}{amount} {metric}".split())


def _percent_word(row: Mapping[str, Any]) -> str:
    """`` of baseline`` for a level relative to the baseline, else `` higher`` / `` lower`` by direction."""
    if row.get("percent_of") is True:
        return " of baseline"
    return {"increase": " higher", "decrease": " lower"}.get(str(row.get("direction")), "")


def hardware_label(count: Any, accelerator: str) -> str:
    """``512 × H200``, or just ``H200`` when no count is stated."""
    return accelerator if count is None or pd.isna(count) else f"{int(count)} {TIMES} {accelerator}"


def enrich(frame: pd.DataFrame) -> pd.DataFrame:
    """The claims frame with ``system_name`` (system, else doc_id), ``label``, ``normalized_gain``, ``result``."""
    records = frame.to_dict("records")
    names = [r["system"] if isinstance(r["system"], str) and r["system"] else r["doc_id"] for r in records]
    return frame.assign(
        system_name=pd.Series(names, index=frame.index, dtype=object),
        label=pd.Series([claim_label(r) for r in records], index=frame.index, dtype=object),
        normalized_gain=pd.Series([normalized_gain(r) for r in records], index=frame.index, dtype=float).round(
            GAIN_DECIMALS
        ),
        result=pd.Series([is_result(r) for r in records], index=frame.index, dtype=bool),
    )


# ---------------------------------------------------------------- comparisons


def comparisons(claims: pd.DataFrame, table: BaselineTable) -> pd.DataFrame:
    """One row per (comparative claim, named baseline): ``baseline`` canonical, ``generic`` marked."""
    comparative = claims[claims["kind"].isin(COMPARATIVE_KINDS)]
    names = comparative["baselines"].map(split_list)
    pairs = comparative.assign(raw_baseline=names, claim_index=comparative.index).explode("raw_baseline")
    pairs = pairs.dropna(subset=["raw_baseline"])
    resolved = resolve_all(pairs["raw_baseline"], table)
    return pairs.assign(
        baseline=pairs["raw_baseline"].map(lambda n: resolved[n].name).astype(object),
        generic=pairs["raw_baseline"].map(lambda n: resolved[n].generic).astype(bool),
        metric_class=pairs["metric_class"].fillna("other"),
    ).reset_index(drop=True)


def _best_first(frame: pd.DataFrame) -> pd.DataFrame:
    """Rows sorted by gain (highest first, no gain last), then by position in the input."""
    return frame.sort_values(["normalized_gain", "claim_index"], ascending=[False, True], na_position="last")


def leaderboard(pairs: pd.DataFrame, papers: pd.DataFrame) -> pd.DataFrame:
    """Per baseline x metric class, each paper's best claim over it, ranked by normalized gain."""
    if pairs.empty:
        return pd.DataFrame(columns=BOARD_COLUMNS)
    best = _best_first(pairs).drop_duplicates(["baseline", "metric_class", "doc_id"])
    best = best.sort_values(["baseline", "metric_class"], key=lambda s: s.str.casefold(), kind="stable")
    best = best.assign(rank=best.groupby(["baseline", "metric_class"]).cumcount() + 1)
    best = best.merge(papers[["doc_id", "title", "hardware"]], on="doc_id", how="left")
    best = best.drop(columns="system").rename(columns={"system_name": "system", "label": "claim"})
    return best[BOARD_COLUMNS].reset_index(drop=True)


def leaderboards(board: pd.DataFrame) -> pd.DataFrame:
    """One row per baseline x metric class: papers, distinct systems, claims with a gain, the best one."""
    keep = ["baseline", "metric_class", "papers", "systems", "with_gain", "best_gain", "best_system", "best_doc_id"]
    if board.empty:
        return pd.DataFrame(columns=keep)
    groups = board.groupby(["baseline", "metric_class"], sort=False)
    top = groups.head(1).set_index(["baseline", "metric_class"])
    table = groups.agg(
        papers=("doc_id", "nunique"), systems=("system", "nunique"), with_gain=("normalized_gain", "count")
    )
    table = table.assign(best_gain=top["normalized_gain"], best_system=top["system"], best_doc_id=top["doc_id"])
    table = table.reset_index().sort_values(["papers", "with_gain", "baseline"], ascending=[False, False, True])
    return table[keep].reset_index(drop=True)


def _joined(values: pd.Series) -> str:
    """The distinct values of a group, sorted and ``"; "``-joined."""
    return LIST_SEPARATOR.join(sorted(set(values)))


def baselines_table(pairs: pd.DataFrame) -> pd.DataFrame:
    """Each canonical baseline: generic or not, papers, claims, metric classes and the spellings seen."""
    keep = ["baseline", "generic", "papers", "claims", "metric_classes", "spellings"]
    if pairs.empty:
        return pd.DataFrame(columns=keep)
    table = pairs.groupby(["baseline", "generic"]).agg(
        papers=("doc_id", "nunique"), claims=("claim_index", "nunique"),
        metric_classes=("metric_class", _joined), spellings=("raw_baseline", _joined),
    )  # fmt: skip
    table = table.reset_index().sort_values(["papers", "claims", "baseline"], ascending=[False, False, True])
    return table[keep].reset_index(drop=True)


def paper_matrix(pairs: pd.DataFrame) -> pd.DataFrame:
    """Row per paper, column per named baseline (the ``MATRIX_COLUMNS`` named by most papers)."""
    named = pairs[~pairs["generic"]]
    if named.empty:
        return pd.DataFrame(columns=["doc_id", "system"])
    counts = named.groupby("baseline")["doc_id"].nunique()
    wanted = sorted(counts.index, key=lambda b: (-counts[b], b.casefold()))[:MATRIX_COLUMNS]
    cells = named[named["baseline"].isin(wanted)].assign(metric_key=lambda f: f["metric"].fillna(""))
    cells = _best_first(cells).drop_duplicates(["doc_id", "baseline", "metric_key"])
    cells = cells.sort_values(["doc_id", "baseline", "metric_key", "claim_index"])
    grouped = cells.groupby(["doc_id", "system_name", "baseline"], sort=True)["label"].agg(LIST_SEPARATOR.join)
    matrix = grouped.unstack("baseline").fillna("")
    matrix = matrix.reindex(sorted(matrix.columns, key=lambda b: (-counts[b], b.casefold())), axis=1)
    matrix.columns.name = None
    return matrix.rename_axis(["doc_id", "system"]).reset_index()


# ---------------------------------------------------------------- papers and hardware


def hardware_table(claims: pd.DataFrame) -> pd.DataFrame:
    """Paper x accelerator x device kind: the paper's count (the largest it states), mentions, a label."""
    keep = ["doc_id", "system", "accelerator", "device", "vendor", "count", "mentions", "hardware"]
    hardware = claims[claims["kind"] == "hardware"]
    if hardware.empty:
        return pd.DataFrame(columns=keep)
    hardware = hardware.assign(accelerator=hardware["accelerator"].fillna("GPU"), device=hardware["device"].fillna(""))
    grouped = hardware.groupby(["doc_id", "accelerator", "device"], sort=True)
    table = grouped.agg(
        system=("system_name", "first"), vendor=("vendor", "first"), count=("count", "max"), mentions=("text", "size")
    ).reset_index()
    table = table.astype({"count": "Int64"}).assign(device=lambda f: f["device"].replace("", None))
    table["hardware"] = [hardware_label(c, a) for c, a in zip(table["count"], table["accelerator"], strict=True)]
    return table[keep]


def accelerators_table(hardware: pd.DataFrame) -> pd.DataFrame:
    """Accelerator x device kind: papers, the total of the papers' counts, the largest count."""
    keep = ["accelerator", "device", "vendor", "papers", "total_count", "max_count"]
    if hardware.empty:
        return pd.DataFrame(columns=keep)
    grouped = hardware.assign(device=hardware["device"].fillna("")).groupby(["accelerator", "device"])
    table = grouped.agg(
        vendor=("vendor", "first"), papers=("doc_id", "nunique"), total_count=("count", "sum"),
        max_count=("count", "max"),
    ).reset_index()  # fmt: skip
    table = table.assign(device=table["device"].replace("", None)).astype(
        {"total_count": "Int64", "max_count": "Int64"}
    )
    return table.sort_values(["papers", "accelerator"], ascending=[False, True])[keep].reset_index(drop=True)


def systems_table(documents: pd.DataFrame, claims: pd.DataFrame, hardware: pd.DataFrame) -> pd.DataFrame:
    """One row per document: doc_id, system, title, year, category, claims, results, best gain, hardware."""
    keep = ["doc_id", "system", "title", "year", "category", "n_claims", "n_results", "best_gain", "best_claim",
            "hardware"]  # fmt: skip
    docs = documents.rename(columns={"id": "doc_id"}).astype({"doc_id": object})
    per_doc = claims.groupby("doc_id").agg(
        claim_system=("system", "first"), n_claims=("kind", "size"), n_results=("result", "sum")
    )
    results = claims[claims["result"]].sort_values(["normalized_gain"], ascending=False, kind="stable")
    best = results.drop_duplicates("doc_id").set_index("doc_id")
    kit = hardware.groupby("doc_id")["hardware"].agg(LIST_SEPARATOR.join)
    table = docs.join(per_doc, on="doc_id").join(best[["normalized_gain", "label"]], on="doc_id").join(kit, on="doc_id")
    own = table["system"] if "system" in table.columns else pd.Series(None, index=table.index, dtype=object)
    system = table["claim_system"].where(table["claim_system"].notna(), own)
    table = table.assign(
        system=system.astype(object).where(system.notna(), None),
        n_claims=table["n_claims"].fillna(0).astype(int),
        n_results=table["n_results"].fillna(0).astype(int),
        best_gain=table["normalized_gain"].astype(float),
        best_claim=table["label"],
        hardware=table["hardware"].fillna(""),
    )
    return table.astype({"year": "Int64"}).sort_values("doc_id", ignore_index=True)[keep]


def documents_from_claims(claims: pd.DataFrame) -> pd.DataFrame:
    """Stand-in documents (id only) for claims read back without their abstracts."""
    return pd.DataFrame({"id": sorted(set(claims["doc_id"])), "title": "", "year": None, "category": None})


def build_tables(
    claims: pd.DataFrame,
    documents: pd.DataFrame | None = None,
    table: BaselineTable | None = None,
    progress: Progress | None = None,
) -> dict[str, pd.DataFrame]:
    """Every report table, by name (``TABLE_NAMES``), from a claims frame and (optionally) documents
    (with a ``system`` column for papers without claims); ``progress`` hears each stage's name."""
    step = progress or (lambda name: None)
    table = baseline_table() if table is None else table
    step("gains")
    enriched = enrich(claims)
    step("baselines")
    pairs = comparisons(enriched, table)
    step("papers")
    hardware = hardware_table(enriched)
    papers = systems_table(documents_from_claims(claims) if documents is None else documents, enriched, hardware)
    step("leaderboards")
    board = leaderboard(pairs[~pairs["generic"]], papers)
    step("near duplicates")
    named = pairs.loc[~pairs["generic"], "baseline"]
    return {
        "leaderboards": leaderboards(board),
        "leaderboard": board,
        "generic": leaderboard(pairs[pairs["generic"]], papers),
        "systems": papers,
        "hardware": hardware,
        "accelerators": accelerators_table(hardware),
        "baselines": baselines_table(pairs),
        "matrix": paper_matrix(pairs),
        "near_duplicates": near_duplicates(named),
        "claims": enriched,
    }


def compare(
    claims: Iterable[Claim], documents: Iterable[Document] | None = None, baselines: str | Path | None = None
) -> dict[str, pd.DataFrame]:
    """Every comparison table (``TABLE_NAMES``) of claim records, and optionally their documents;
    ``baselines`` is a file of extra baseline aliases (as ``--aliases``), read before the bundled table.

    >>> from benchclaims.pipeline import extract_claims
    >>> tables = compare(extract_claims("ZetaKV is 2.2x faster than vLLM.", title="ZetaKV: fast"))
    >>> tables["leaderboard"][["baseline", "system", "normalized_gain"]].to_dict("records")
    [{'baseline': 'vLLM', 'system': 'ZetaKV', 'normalized_gain': 2.2}]
    """
    frame = None if documents is None else documents_frame(documents)
    return build_tables(claims_frame(claims), frame, load_baselines(baselines) if baselines else None)

"""The benchclaims report: every comparison table as Markdown, CSV, XLSX and HTML, plus a chart.

>>> from benchclaims.report import write_report  # doctest: +SKIP
>>> write_report(documents, claims, "reports")  # doctest: +SKIP
[PosixPath('reports/claims.md'), ...]

The folder is written as a set: every file goes into a temporary folder beside it, which then
takes its place (``writers.atomic_folder``), so a failed run leaves the old report whole.
``progress`` (a callable) hears the name of each stage as it starts: the table passes, then each file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pandas as pd
from benchclaims.entities import BaselineTable
from benchclaims.report.chart import save_chart
from benchclaims.report.claimfiles import compare_files
from benchclaims.report.html import render_html
from benchclaims.report.markdown import render_markdown
from benchclaims.report.xlsx import write_xlsx
from benchclaims.schemas import Claim, Document
from benchclaims.tables import FORMULA, Progress, build_tables, claims_frame, documents_frame
from benchclaims.writers import atomic_folder, atomic_path, write_frame

__all__ = ["STAGES", "TITLES", "compare_files", "report_paths", "report_tables", "write_report"]

TITLES = {
    "leaderboards": "Leaderboards: each named baseline x metric class",
    "leaderboard": "Leaderboard: each paper's best claim over a named baseline, ranked by normalized gain",
    "systems": "Papers (one row per document)",
    "hardware": "Hardware per paper (accelerator x device kind, the paper's count)",
    "accelerators": "Accelerators (papers and the total of their counts)",
    "generic": "Claims over generic baselines (the baseline, state of the art, existing methods)",
    "baselines": "Baselines: canonical names, spellings seen, papers",
    "matrix": "Paper x baseline: headline claims (the most named baselines)",
    "near_duplicates": "Baseline names that may be the same (add them to an aliases file)",
    "claims": "All claims",
}
SUMMARY_COLUMNS = [
    "doc_id", "system_name", "kind", "text", "label", "metric", "metric_class", "baselines", "condition",
    "normalized_gain", "result",
]  # fmt: skip
STAGES = ("gains", "baselines", "papers", "leaderboards", "near duplicates", "csv", "claims.md", "claims.html",
          "claims.xlsx and gains.png")  # fmt: skip


def paper_systems(documents: Iterable[Document], claims: Iterable[Claim]) -> dict[str, str | None]:
    """doc id → the system each paper without claims names in its title (``Name: ...``), found as the
    extractor finds it; the abstract is not searched (the extractor does that only for papers with
    claims, and it would cost more than all the tables together at 36,000 papers)."""
    from benchclaims.rules.system import system_of

    with_claims = {claim.doc_id for claim in claims}
    return {doc.id: system_of(doc.title, "") for doc in documents if doc.id not in with_claims}


def report_tables(
    documents: Iterable[Document] | None,
    claims: Iterable[Claim],
    baselines: BaselineTable | None = None,
    progress: Progress | None = None,
) -> dict[str, pd.DataFrame]:
    """Every report table (in ``TITLES`` order) for the documents (None: known only by the
    claims' doc_ids) and their claims."""
    claims = list(claims)
    docs = None
    if documents is not None:
        documents = list(documents)
        docs = documents_frame(documents, paper_systems(documents, claims))
    tables = build_tables(claims_frame(claims), docs, baselines, progress)
    return {name: tables[name] for name in TITLES}


def _write_text(path: Path, text: str) -> None:
    with atomic_path(path) as temp:
        temp.write_text(text, encoding="utf-8", newline="\n")


def _summary(tables: Mapping[str, pd.DataFrame]) -> dict[str, int]:
    """The counts the page opens with."""
    systems, claims = tables["systems"], tables["claims"]
    return {
        "documents": len(systems),
        "claims": len(claims),
        "papers with a result": int((systems["n_results"] > 0).sum()),
        "named baselines": int((~tables["baselines"]["generic"].astype(bool)).sum()),
        "leaderboards": len(tables["leaderboards"]),
    }


def _write_workbook_and_chart(tables: Mapping[str, pd.DataFrame], xlsx: Path, png: Path, svg: Path) -> None:
    """claims.xlsx, gains.png and gains.svg (run in a worker process while the main one writes the rest).
    The workbook's claims sheet holds the summary columns (as claims.md and claims.html do); every
    column of every claim is in claims.csv (and ``extract -o claims.xlsx`` writes them all)."""
    with atomic_path(xlsx) as temp:
        write_xlsx(tables, temp)
    with atomic_path(png) as png_temp, atomic_path(svg) as svg_temp:
        save_chart(tables["leaderboard"], png_temp, svg_temp)


def write_report(
    documents: Iterable[Document] | None,
    claims: Iterable[Claim],
    out_dir: str | Path,
    baselines: BaselineTable | None = None,
    progress: Progress | None = None,
) -> list[Path]:
    """Write claims.md, a CSV per table, claims.xlsx, claims.html and gains.png/.svg; return the paths.

    ``documents`` may be None (claims read back from files): then the papers are known only by
    doc_id and the HTML page has no abstracts.
    """
    step = progress or (lambda name: None)
    claims = list(claims)
    documents = None if documents is None else list(documents)
    tables = report_tables(documents, claims, baselines, step)
    with atomic_folder(Path(out_dir)) as temp:
        names = [path.name for path in _write_all(temp, tables, documents, step)]
    return [Path(out_dir) / name for name in names]


def report_paths(out: str | Path) -> list[Path]:
    """The files ``write_report`` writes into ``out``, in the order it returns them."""
    names = ["claims.md", *(f"{name}.csv" for name in TITLES), "claims.xlsx", "claims.html", "gains.png", "gains.svg"]
    return [Path(out) / name for name in names]


def _write_all(
    out: Path, tables: dict[str, pd.DataFrame], documents: list[Document] | None, step: Progress
) -> list[Path]:
    """Every report file, written into the folder ``out``."""
    short = {**tables, "claims": tables["claims"][SUMMARY_COLUMNS]}
    paths = report_paths(out)
    md, *csvs, xlsx, html, png, svg = paths
    with ProcessPoolExecutor(max_workers=1) as pool:  # the workbook and the chart, on another core
        side = pool.submit(_write_workbook_and_chart, short, xlsx, png, svg)
        step("csv")
        for path, name in zip(csvs, TITLES, strict=True):
            write_frame(tables[name], path)
        step("claims.md")
        _write_text(md, render_markdown(short, TITLES, FORMULA))
        step("claims.html")
        with atomic_path(html) as temp, temp.open("w", encoding="utf-8", newline="\n") as stream:
            stream.writelines(render_html(short, TITLES, documents or [], tables["claims"], _summary(tables), FORMULA))
        step("claims.xlsx and gains.png")
        side.result()
    return paths

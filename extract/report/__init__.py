"""The benchclaims report: every comparison table as Markdown, CSV, XLSX and HTML, plus a chart.

>>> from benchclaims.report import write_report  # doctest: +SKIP
>>> write_report(documents, claims, "reports")  # doctest: +SKIP
[PosixPath('reports/claims.md'), ...]

The folder is written as a set: every file goes into a temporary folder beside it, which then
takes its place (``writers.atomic_folder``), so a failed run leaves the old report whole.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import pandas as pd
from benchclaims.report.cells import rows
from benchclaims.report.chart import save_chart
from benchclaims.report.html import render_html
from benchclaims.report.markdown import render_markdown
from benchclaims.report.readback import compare_files
from benchclaims.report.xlsx import write_xlsx
from benchclaims.schemas import Claim, Document
from benchclaims.tables import compare
from benchclaims.writers import _csv_cell, atomic_folder, atomic_path

__all__ = ["TITLES", "compare_files", "report_paths", "report_tables", "write_report"]

TITLES = {
    "systems": "Systems (one row per paper)",
    "matrix": "System x baseline: headline claims",
    "leaderboard": "Baseline leaderboard (ranked by normalized gain)",
    "hardware": "Hardware per system",
    "near_duplicates": "Baseline names that may be the same (add them to an aliases file)",
    "claims": "All claims",
}
SUMMARY_COLUMNS = [
    "doc_id", "system_name", "kind", "text", "label", "metric", "baselines", "condition", "normalized_gain",
]  # fmt: skip


def report_tables(
    documents: Iterable[Document] | None, claims: Iterable[Claim], aliases: Mapping[str, str] | None = None
) -> dict[str, pd.DataFrame]:
    """Every report table (in ``TITLES`` order) for the documents (None: known only by the
    claims' doc_ids) and their claims."""
    tables = compare(claims, documents, aliases)
    return {name: tables[name] for name in TITLES}


def _write_text(path: Path, text: str) -> None:
    with atomic_path(path) as temp:
        temp.write_text(text, encoding="utf-8", newline="\n")


def _write_csv(path: Path, frame: pd.DataFrame) -> None:
    """A table as CSV: null empty, booleans as in JSON, text made spreadsheet-safe (writers.py)."""
    with atomic_path(path) as temp, temp.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.writer(stream)
        writer.writerow([_csv_cell(str(name)) for name in frame.columns])
        writer.writerows([_csv_cell(cell) for cell in row] for row in rows(frame))


def _write_with(path: Path, write: Callable[[Path], None]) -> None:
    with atomic_path(path) as temp:
        write(temp)


def write_report(
    documents: Iterable[Document] | None,
    claims: Iterable[Claim],
    out_dir: str | Path,
    aliases: Mapping[str, str] | None = None,
) -> list[Path]:
    """Write claims.md, a CSV per table, claims.xlsx, claims.html and gains.png/.svg; return the paths.

    ``documents`` may be None (claims read back from files): then the systems table knows the
    papers only by doc_id and the HTML page has no abstracts.
    """
    claims = list(claims)
    documents = None if documents is None else list(documents)
    tables = report_tables(documents, claims, aliases)
    with atomic_folder(Path(out_dir)) as temp:
        names = [path.name for path in _write_all(temp, tables, documents, claims)]
    return [Path(out_dir) / name for name in names]


def report_paths(out: str | Path) -> list[Path]:
    """The files ``write_report`` writes into ``out``, in the order it returns them."""
    names = ["claims.md", *(f"{name}.csv" for name in TITLES), "claims.xlsx", "claims.html", "gains.png", "gains.svg"]
    return [Path(out) / name for name in names]


def _write_all(
    out: Path, tables: dict[str, pd.DataFrame], documents: list[Document] | None, claims: list[Claim]
) -> list[Path]:
    """Every report file, written into the folder ``out``."""
    short = {**tables, "claims": tables["claims"][SUMMARY_COLUMNS]}
    paths = report_paths(out)
    markdown, *csvs, xlsx, html, png, svg = paths
    _write_text(markdown, render_markdown(short, TITLES))
    for path, frame in zip(csvs, tables.values(), strict=True):
        _write_csv(path, frame)
    _write_with(xlsx, lambda temp: write_xlsx(tables, temp))
    _write_text(html, render_html(short, TITLES, documents or [], claims))
    _write_chart(tables["leaderboard"], png, svg)
    return paths


def _write_chart(leaderboard: pd.DataFrame, png: Path, svg: Path) -> None:
    with atomic_path(png) as png_temp, atomic_path(svg) as svg_temp:
        save_chart(leaderboard, png_temp, svg_temp)

"""All report tables as one XLSX workbook: a sheet per table, header frozen, filters, widths.

The workbook is written by ``benchclaims.writers.write_workbook`` (the one XLSX path, shared with
``extract -o claims.xlsx``); widths are measured on each frame before its rows are streamed.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pandas as pd
from benchclaims.report.cells import rows
from benchclaims.writers import signals_held, write_workbook

MIN_WIDTH, MAX_WIDTH = 8, 60


def column_widths(frame: pd.DataFrame) -> list[int]:
    """Each column as wide as its longest value or name, within ``MIN_WIDTH``..``MAX_WIDTH`` characters.

    >>> column_widths(pd.DataFrame({"a": ["x" * 100], "system": ["vLLM"]}))
    [60, 8]
    """
    widths = []
    for name in frame.columns:
        lengths = frame[name].dropna().astype(str).str.len()
        longest = max(int(lengths.max()) if len(lengths) else 0, len(str(name)))
        widths.append(min(max(longest + 2, MIN_WIDTH), MAX_WIDTH))
    return widths


def write_xlsx(tables: Mapping[str, pd.DataFrame], path: Path) -> None:
    """Write every table to its own sheet (named as the table) of the workbook at ``path``."""
    sheets = (
        (name, [str(c) for c in frame.columns], rows(frame), column_widths(frame)) for name, frame in tables.items()
    )
    with signals_held():  # an interrupted save prints "Exception ignored" noise
        write_workbook(sheets, path)

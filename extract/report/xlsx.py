"""All report tables as one XLSX workbook: a sheet per table, header frozen, filters, widths."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pandas as pd
from benchclaims.report.cells import rows
from benchclaims.writers import _xlsx_cell, signals_held
from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

MIN_WIDTH, MAX_WIDTH = 8, 60


def _fill_sheet(sheet: Worksheet, frame: pd.DataFrame) -> None:
    """Header and rows (text made spreadsheet-safe, numbers kept numeric), frozen header, filter."""
    sheet.append([_xlsx_cell(str(name)) for name in frame.columns])
    for row in rows(frame):
        sheet.append([_xlsx_cell(cell) for cell in row])
    sheet.freeze_panes = "A2"
    if len(frame.columns):
        sheet.auto_filter.ref = sheet.dimensions
    _set_widths(sheet)


def _set_widths(sheet: Worksheet) -> None:
    """Each column as wide as its longest value, within ``MIN_WIDTH``..``MAX_WIDTH`` characters."""
    for index, column in enumerate(sheet.iter_cols(values_only=True), start=1):
        longest = max((len(str(value)) for value in column if value is not None), default=0)
        width = min(max(longest + 2, MIN_WIDTH), MAX_WIDTH)
        sheet.column_dimensions[get_column_letter(index)].width = width


def write_xlsx(tables: Mapping[str, pd.DataFrame], path: Path) -> None:
    """Write every table to its own sheet (named as the table) of the workbook at ``path``."""
    book = Workbook()
    book.remove(book.active)
    for name, frame in tables.items():
        _fill_sheet(book.create_sheet(title=name[:31]), frame)
    with signals_held():  # an interrupted save prints "Exception ignored" noise
        book.save(path)

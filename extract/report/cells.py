"""Cell values shared by every report format: missing values, numbers and display text."""

from __future__ import annotations

import math
from typing import Any

import pandas as pd
from benchclaims.writers import Cell


def plain(value: Any) -> Cell:
    """A pandas/numpy cell as a plain Python value: NaN and NA → None, numpy numbers → int/float."""
    if value is None or value is pd.NA or value is pd.NaT:
        return None
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return None
    return value if isinstance(value, str | int | float | bool) else str(value)


def display(value: Any) -> str:
    """A cell as text for Markdown and HTML: empty for None, floats to 3 decimals.

    >>> display(2.631578), display(None), display(4), display("vLLM")
    ('2.632', '', '4', 'vLLM')
    """
    cell = plain(value)
    if cell is None:
        return ""
    if isinstance(cell, bool):
        return "true" if cell else "false"
    if isinstance(cell, float):
        return f"{cell:.3f}".rstrip("0").rstrip(".")
    return str(cell)


def rows(frame: pd.DataFrame) -> list[list[Cell]]:
    """The frame's rows as lists of plain values."""
    return [[plain(value) for value in row] for row in frame.itertuples(index=False, name=None)]

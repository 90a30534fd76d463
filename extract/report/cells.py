"""Cell values shared by every report format: missing values, numbers and display text."""

from __future__ import annotations

from typing import Any

from benchclaims.writers import frame_rows as rows
from benchclaims.writers import plain

__all__ = ["display", "plain", "rows"]


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

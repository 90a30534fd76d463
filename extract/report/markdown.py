"""All report tables as one Markdown file (a tiny table writer: ``tabulate`` is not a dependency).

A table longer than ``MAX_ROWS`` shows its first rows and says how many more its CSV holds.
"""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd
from benchclaims.report.cells import display, rows

_HTML = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
MAX_ROWS = 500


def _escape(text: str) -> str:
    """Text safe inside a Markdown table cell: HTML shown as text (``&``, ``<``, ``>`` as entities,
    so a viewer that renders HTML runs none), pipes escaped, line breaks flattened.

    >>> _escape("<img src=x onerror=alert(1)> A|B &\\n C")
    '&lt;img src=x onerror=alert(1)&gt; A\\\\|B &amp; C'
    """
    return " ".join(text.translate(_HTML).replace("\\", "\\\\").replace("|", "\\|").split())


def markdown_table(frame: pd.DataFrame) -> str:
    """A GitHub-flavoured Markdown table of ``frame`` (header, separator, one line per row).

    >>> print(markdown_table(pd.DataFrame({"system": ["A|B"], "gain": [2.5]})))
    | system | gain |
    | --- | --- |
    | A\\|B | 2.5 |
    """
    header = [_escape(str(name)) for name in frame.columns]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    lines += ["| " + " | ".join(_escape(display(cell)) for cell in row) + " |" for row in rows(frame)]
    return "\n".join(lines)


def _section(name: str, title: str, frame: pd.DataFrame) -> list[str]:
    """A heading and the table (at most ``MAX_ROWS`` rows, the rest named)."""
    if not len(frame):
        return [f"## {title}", "", "_(none)_", ""]
    more = len(frame) - MAX_ROWS
    note = [f"_First {MAX_ROWS:,} of {len(frame):,} rows; all of them are in `{name}.csv`._", ""] if more > 0 else []
    return [f"## {title}", "", *note, markdown_table(frame.head(MAX_ROWS)), ""]


def render_markdown(tables: Mapping[str, pd.DataFrame], titles: Mapping[str, str], formula: str = "") -> str:
    """One document: the gain formula, then a heading and a table per report table, in the order given."""
    parts = ["# benchclaims report", "", f"_{_escape(formula)}_" if formula else "", ""]
    for name, frame in tables.items():
        parts += _section(name, titles[name], frame)
    return "\n".join(parts)

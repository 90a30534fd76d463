"""The report as one self-contained HTML page that stays usable at tens of thousands of papers.

The page opens on a summary (counts, the gain formula, the colour legend of the claim kinds) and a
table of contents, then the leaderboards and the other tables. Tables are data, not markup: each is
a JSON block that the inline script (``extract/data/report/report.js``) renders a page at a time,
with client-side filtering, sorting (keyboard-reachable header buttons) and pagination. Abstracts
are built on demand: a paper's ``doc_id`` button opens it in a side panel, its claims marked in
their kind's colour; a mark (click, or Tab then Enter) shows the claim as a card. TeX is shown as
text (``1.4$\\times$`` → ``1.4×``). The page loads nothing from anywhere, and every piece of input
text reaches the page only as JSON text (``<`` escaped), never as markup.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from html import escape
from typing import Any

import pandas as pd
from benchclaims.datafiles import data_text
from benchclaims.normalize import normalize
from benchclaims.schemas import Document
from benchclaims.tables import split_list
from benchclaims.writers import frame_rows

KINDS = {"speedup": "speedup (×)", "percent_change": "percent change", "absolute": "absolute", "hardware": "hardware"}
RECORD_FIELDS = (
    "doc_id", "system_name", "kind", "label", "text", "value", "value_high", "value_from", "unit", "qualifier",
    "aggregate", "metric", "metric_class", "polarity", "direction", "baselines", "normalized_gain", "percent_of",
    "subject", "condition", "vendor", "device", "rules", "result",
)  # fmt: skip
Segment = tuple[str, list[int]]
_TEX = re.compile(r"[$\\{}~]|--")


@cache
def _asset(name: str) -> str:
    return data_text(f"report/{name}")


def tex_text(text: str) -> str:
    """TeX and typography shown as text.

    >>> tex_text("1.4$\\\\times$ and 33\\\\%"), tex_text("plain – text")
    ('1.4× and 33%', 'plain – text')
    """
    return normalize(text).text if _TEX.search(text) else text


def _json(value: Any) -> str:
    """JSON safe inside ``<script>``: ``<``, ``>`` and ``&`` as escapes, so no input can close the block."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def table_spec(frame: pd.DataFrame, title: str) -> dict[str, Any]:
    """A table as the script reads it: columns, rows of plain cells, numeric columns, doc id columns."""
    columns = [str(name) for name in frame.columns]
    numeric = [i for i, name in enumerate(frame.columns) if pd.api.types.is_numeric_dtype(frame[name].dtype)]
    text = [i for i in range(len(columns)) if i not in numeric]
    rows = frame_rows(frame)
    for row in rows:
        for i in text:
            row[i] = _text_cell(row[i])
    docs = [i for i, name in enumerate(columns) if name == "doc_id" or name.endswith("_doc_id")]
    return {"title": title, "columns": columns, "rows": rows, "numeric": numeric, "docs": docs}


def _text_cell(cell: Any) -> Any:
    """A cell of a text column: booleans as ``true``/``false``, TeX rendered, null kept."""
    if isinstance(cell, bool):
        return "true" if cell else "false"
    if isinstance(cell, str):
        return tex_text(cell)
    return cell


def records(claims: pd.DataFrame) -> Iterator[dict[str, Any]]:
    """One card per claim (row of the enriched claims table): the fields that are set, lists as lists.
    The page's claims table is built from these cards (its columns are card fields)."""
    frame = claims.reindex(columns=list(RECORD_FIELDS))
    for values in frame_rows(frame):
        card = dict(zip(RECORD_FIELDS, values, strict=True))
        card.update(
            text=_text_cell(card["text"]),
            baselines=split_list(card["baselines"]),
            rules=split_list(card["rules"]),
            hardware=card["label"] if card["kind"] == "hardware" else None,
        )
        yield {k: v for k, v in card.items() if v not in (None, "", [], False)}


def segments(abstract: str, spans: Sequence[tuple[int, int, int]]) -> list[Segment]:
    """The abstract cut at the claim spans (start, end, record index): overlapping spans share one piece.

    >>> segments("It is 2x and 3x.", [(6, 8, 0), (13, 15, 1)])
    [('It is ', []), ('2x', [0]), (' and ', []), ('3x', [1]), ('.', [])]
    """
    clusters: list[tuple[int, int, list[int]]] = []
    for start, end, index in sorted(spans):
        if clusters and start < clusters[-1][1]:
            first, last, marks = clusters[-1]
            clusters[-1] = (first, max(last, end), [*marks, index])
        else:
            clusters.append((start, end, [index]))
    pieces: list[Segment] = []
    cursor = 0
    for start, end, marks in clusters:
        pieces += [(abstract[cursor:start], []), (abstract[start:end], marks)]
        cursor = end
    pieces.append((abstract[cursor:], []))
    return [(tex_text(text), marks) for text, marks in pieces if text]


def paper_views(documents: Iterable[Document], claims: pd.DataFrame) -> Iterator[tuple[str, dict[str, Any]]]:
    """(doc_id, title, metadata line and abstract segments) for every document with claims, one at a time."""
    spans: dict[str, list[tuple[int, int, int]]] = {}
    for index, (doc_id, start, end) in enumerate(zip(claims["doc_id"], claims["start"], claims["end"], strict=True)):
        spans.setdefault(str(doc_id), []).append((int(start), int(end), index))
    for doc in documents:
        if doc.id in spans:
            meta = " · ".join(str(v) for v in (doc.id, doc.year, doc.category, doc.source) if v)
            yield (
                doc.id,
                {
                    "title": tex_text(doc.title or doc.id),
                    "meta": f"{meta} · {len(spans[doc.id])} claims",
                    "segments": segments(doc.abstract, spans[doc.id]),
                },
            )


def _json_items(items: Iterable[Any], chunk: int = 1000) -> Iterator[str]:
    """A JSON array's items, comma-separated, ``chunk`` at a time (so no page-sized string is built)."""
    batch: list[Any] = []
    first = True
    for item in items:
        batch.append(item)
        if len(batch) == chunk:
            yield ("" if first else ",") + _json(batch)[1:-1]
            batch, first = [], False
    if batch:
        yield ("" if first else ",") + _json(batch)[1:-1]


def _summary(counts: Mapping[str, int], formula: str) -> str:
    """The summary boxes, the gain formula and the legend of kind colours."""
    boxes = "".join(f"<div><b>{value:,}</b>{escape(name)}</div>" for name, value in counts.items())
    legend = "".join(f"<span class='k-{kind}'>{escape(label)}</span>" for kind, label in KINDS.items())
    return (
        f"<section id='summary'><div class='summary'>{boxes}</div>"
        f"<p class='formula'>{escape(formula)}</p><p class='legend'>Claim kinds: {legend}</p></section>"
    )


def render_html(
    tables: Mapping[str, pd.DataFrame],
    titles: Mapping[str, str],
    documents: Iterable[Document],
    claims: pd.DataFrame,
    summary: Mapping[str, int],
    formula: str,
) -> Iterator[str]:
    """The whole page, in pieces: summary, table of contents, a section per table, the paper panel,
    the data (one JSON object, written a table at a time) and the script.

    ``claims`` is the full claims table (one record card per row, in order); ``tables`` may hold a
    shorter view of it."""
    toc = "".join(f"<li><a href='#{name}'>{escape(titles[name])}</a></li>" for name in tables)
    sections = "".join(
        f"<section id='{name}'><h2>{escape(titles[name])}</h2><div id='table-{name}'></div></section>"
        for name in tables
    )
    yield (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>benchclaims report</title><style>{_asset('report.css')}</style></head><body>"
        "<header><h1>benchclaims report</h1>"
        f"{_summary(summary, formula)}<nav class='toc' aria-label='contents'><ol>{toc}</ol></nav></header>"
        "<main><p>Open a paper with its <code>doc_id</code> button; press a marked number (or Tab to it and "
        "press Enter) to see its record. Escape closes the paper.</p>"
        f"{sections}</main><aside id='paper' aria-label='paper'></aside>"
        "<script type='application/json' id='bc-data'>{\"tables\":{"
    )
    for i, (name, frame) in enumerate(tables.items()):
        spec = table_spec(frame.head(0) if name == "claims" else frame, titles[name])
        yield ("," if i else "") + _json(name) + ":" + _json({**spec, "rows": None} if name == "claims" else spec)
    yield '},"records":['
    yield from _json_items(records(claims))
    yield '],"docs":{'
    for i, (doc_id, view) in enumerate(paper_views(documents, claims)):
        yield ("," if i else "") + _json(doc_id) + ":" + _json(view)
    yield f"}}}}</script><script>{_asset('report.js')}</script></body></html>\n"

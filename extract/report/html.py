"""The report as one self-contained HTML page: the tables, then every abstract with its claims marked.

Every piece of input text goes through ``html.escape``; each claim span is a
``<mark data-claim='{json}'>`` whose record an inline script shows on hover or click.
The page loads nothing from anywhere: no external scripts, styles, fonts or images.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from html import escape

import pandas as pd
from benchclaims.report.cells import display, rows
from benchclaims.schemas import Claim, Document

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:1.5em 480px 1.5em 1.5em}
table{border-collapse:collapse;margin:.5em 0 1.5em;font-size:12px}
th,td{border:1px solid #ccc;padding:2px 6px;vertical-align:top;text-align:left}
th{background:#f3f3f3;position:sticky;top:0}
mark{background:#ffe680;cursor:pointer;border-radius:2px}
mark.active{background:#ffb347;outline:2px solid #d2691e}
.abstract{margin:0 0 1.5em}.meta{color:#666;font-size:12px}
#record{position:fixed;right:1em;top:1em;width:430px;max-height:90vh;overflow:auto;margin:0;
background:#fff;border:1px solid #888;box-shadow:0 2px 8px #0003;padding:.5em;font-size:12px;
white-space:pre-wrap;display:none}
"""

SCRIPT = """
(function(){
  var panel = document.getElementById('record');
  var pinned = null;
  function show(mark){
    document.querySelectorAll('mark.active').forEach(function(m){m.classList.remove('active');});
    mark.classList.add('active');
    panel.textContent = JSON.stringify(JSON.parse(mark.dataset.claim), null, 2);
    panel.style.display = 'block';
  }
  function hide(){
    panel.style.display = 'none';
    document.querySelectorAll('mark.active').forEach(function(m){m.classList.remove('active');});
  }
  document.querySelectorAll('mark[data-claim]').forEach(function(mark){
    mark.addEventListener('mouseenter', function(){show(mark);});
    mark.addEventListener('mouseleave', function(){ if (pinned) { show(pinned); } else { hide(); } });
    mark.addEventListener('click', function(){pinned = mark; show(mark);});
  });
  panel.addEventListener('click', function(){pinned = null; hide();});
  document.addEventListener('keydown', function(e){ if (e.key === 'Escape') { pinned = null; hide(); } });
})();
"""


def html_table(frame: pd.DataFrame) -> str:
    """A frame as an HTML table, every header and cell escaped."""
    head = "".join(f"<th>{escape(str(name))}</th>" for name in frame.columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(display(cell))}</td>" for cell in row) + "</tr>" for row in rows(frame)
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _clusters(claims: Sequence[Claim]) -> list[list[Claim]]:
    """Claims grouped so that overlapping spans share one mark (sorted by position)."""
    groups: list[list[Claim]] = []
    for claim in sorted(claims, key=lambda c: (c.start, c.end)):
        if groups and claim.start < max(c.end for c in groups[-1]):
            groups[-1].append(claim)
        else:
            groups.append([claim])
    return groups


def _mark(abstract: str, group: list[Claim]) -> str:
    """One ``<mark>`` over a group's span; its ``data-claim`` is the record (a list when several)."""
    start, end = group[0].start, max(c.end for c in group)
    records = [c.model_dump() for c in group]
    data = json.dumps(records[0] if len(records) == 1 else records, ensure_ascii=False)
    return f"<mark data-claim='{escape(data)}'>{escape(abstract[start:end])}</mark>"


def highlight(abstract: str, claims: Sequence[Claim]) -> str:
    """The abstract, escaped, with every claim span wrapped in a ``<mark>``."""
    parts, cursor = [], 0
    for group in _clusters(claims):
        parts += [escape(abstract[cursor : group[0].start]), _mark(abstract, group)]
        cursor = max(c.end for c in group)
    parts.append(escape(abstract[cursor:]))
    return "".join(parts)


def _document_section(doc: Document, claims: Sequence[Claim]) -> str:
    """A document's title, metadata line and highlighted abstract."""
    meta = " · ".join(escape(str(v)) for v in (doc.id, doc.year, doc.category, doc.source) if v)
    return (
        f"<section class='abstract' id='doc-{escape(doc.id)}'><h3>{escape(doc.title or doc.id)}</h3>"
        f"<div class='meta'>{meta} · {len(claims)} claims</div>"
        f"<p>{highlight(doc.abstract, claims)}</p></section>"
    )


def render_html(
    tables: Mapping[str, pd.DataFrame],
    titles: Mapping[str, str],
    documents: Iterable[Document],
    claims: Sequence[Claim],
) -> str:
    """The whole page: style, tables, highlighted abstracts, record panel and script."""
    by_doc: dict[str, list[Claim]] = {}
    for claim in claims:
        by_doc.setdefault(claim.doc_id, []).append(claim)
    sections = [f"<h2>{escape(titles[name])}</h2>{html_table(frame)}" for name, frame in tables.items()]
    abstracts = [_document_section(doc, by_doc.get(doc.id, [])) for doc in documents]
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>benchclaims report</title><style>{STYLE}</style></head><body>"
        "<h1>benchclaims report</h1><p>Hover over a highlighted number to see its record; click to pin it "
        "(click the record or press Escape to close).</p>"
        + "".join(sections)
        + "<h2>Abstracts</h2>"
        + "".join(abstracts)
        + f"<pre id='record'></pre><script>{SCRIPT}</script></body></html>\n"
    )

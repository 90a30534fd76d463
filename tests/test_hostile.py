"""Hostile and broken input through the command line, spreadsheet and HTML safety, and Ctrl-C.

Broken inputs each get one ``FILE:LINE: message`` on stderr while the other records are
processed; outputs never carry a live formula or script; an interrupted run leaves the old
output file as it was. Fixtures: tests/fixtures/hostile/ (made for these tests) and
tests/fixtures/readers/ (the reader tests' header-only CSV and XML entity files).
"""

from __future__ import annotations

import csv
import json
import re
import subprocess
import time
from html.parser import HTMLParser
from pathlib import Path

import pytest
from benchclaims.pipeline import extract_document
from benchclaims.report import write_report
from benchclaims.schemas import Claim, Document
from benchclaims.writers import write_records
from cli_runner import run_benchclaims
from openpyxl import load_workbook

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = Path(__file__).resolve().parent / "fixtures" / "hostile"
READERS = Path(__file__).resolve().parent / "fixtures" / "readers"
ACCOUNTING = re.compile(r"^documents in: (\d+) = (\d+) with claims \+ (\d+) without claims \+ (\d+) skipped$")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def benchclaims(*args: str | Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``benchclaims ARGS`` in a subprocess on this working tree (stderr is not a terminal)."""
    return run_benchclaims(*args, timeout=timeout)


def accounting(stderr: str) -> tuple[int, int, int, int]:
    """(in, with claims, without claims, skipped) from the accounting line of a run."""
    found = [ACCOUNTING.match(line) for line in stderr.splitlines()]
    matches = [m for m in found if m]
    assert len(matches) == 1, stderr
    n_in, with_claims, without, skipped = map(int, matches[0].groups())
    assert n_in == with_claims + without + skipped, stderr
    return n_in, with_claims, without, skipped


def jsonl_claims(path: Path) -> list[Claim]:
    return [Claim.model_validate_json(line) for line in path.read_text(encoding="utf-8").splitlines()]


# ---------------------------------------------------------------- broken inputs, via the CLI


def test_broken_inputs_get_file_and_line_messages_and_the_rest_is_processed(tmp_path: Path) -> None:
    inputs = [
        HOSTILE / "empty.jsonl",
        HOSTILE / "shapes.jsonl",
        HOSTILE / "duplicate_ids.jsonl",
        HOSTILE / "mixed_encodings.jsonl",
        HOSTILE / "bom_crlf.csv",
        READERS / "header_only.csv",
        READERS / "entity_bomb.xml",
        READERS / "external_entity.xml",
    ]
    out = tmp_path / "claims.jsonl"
    began = time.perf_counter()
    result = benchclaims("extract", *inputs, "-o", out)
    assert time.perf_counter() - began < 120  # no entity expansion
    assert result.returncode == 1, result.stderr  # records were skipped
    assert "Traceback" not in result.stderr
    expected = [
        "empty.jsonl: empty file",
        "shapes.jsonl:2: record 2: expected a JSON object, got an array; skipped",
        "shapes.jsonl:3: record 3: expected a JSON object, got a number; skipped",
        "shapes.jsonl:4: record 4: expected a JSON object, got a string; skipped",
        "shapes.jsonl:5: record 5: expected a JSON object, got null; skipped",
        "duplicate_ids.jsonl:2: record 2: duplicate id 'hostile-3' renamed 'hostile-3-2'",
        "mixed_encodings.jsonl:2: bytes that are not UTF-8 replaced by U+FFFD",
        "entity_bomb.xml:2: XML with a DTD or entity declaration is refused",
        "external_entity.xml:2: XML with a DTD or entity declaration is refused",
    ]
    for fragment in expected:
        assert fragment in result.stderr, fragment
    claims = jsonl_claims(out)
    ids = {f"hostile-{n}" for n in range(1, 9)} | {"hostile-3-2"}
    assert {c.doc_id for c in claims} == ids  # every good record, BOM/CRLF CSV rows included
    assert accounting(result.stderr) == (15, 9, 0, 6)


def test_bom_crlf_csv_reads_clean_fields() -> None:
    result = benchclaims("read", HOSTILE / "bom_crlf.csv")
    assert result.returncode == 0, result.stderr
    docs = [Document.model_validate_json(line) for line in result.stdout.splitlines()]
    assert [d.id for d in docs] == ["hostile-7", "hostile-8"]
    assert docs[0].abstract == "It is 3x faster than vLLM."  # no \r, no BOM in a value
    assert docs[1].title == '=HYPERLINK("http://x")'  # read as is; neutralized only on output


def test_a_gigantic_abstract_is_skipped_with_a_message_and_the_others_kept(tmp_path: Path) -> None:
    source = tmp_path / "giant.jsonl"
    giant = "It is 2x faster than vLLM. " * 200_000  # 5.4 MB
    with source.open("w", encoding="utf-8") as stream:
        stream.write(json.dumps({"id": "small-1", "abstract": "It is 3x faster than vLLM."}) + "\n")
        stream.write(json.dumps({"id": "giant", "abstract": giant}) + "\n")
        stream.write(json.dumps({"id": "small-2", "abstract": "Latency drops by 40% versus SGLang."}) + "\n")
    out = tmp_path / "claims.jsonl"
    result = benchclaims("extract", source, "-o", out)
    assert result.returncode == 1, result.stderr
    message = f"document 'giant' is {len(giant):,} characters, over the limit of 1,000,000; skipped"
    assert f"{source}:2: {message}" in result.stderr.splitlines()
    assert {c.doc_id for c in jsonl_claims(out)} == {"small-1", "small-2"}
    assert accounting(result.stderr) == (3, 2, 0, 1)
    # --max-chars moves the limit; --skip-bad makes skipping exit 0
    lowered = benchclaims("extract", source, "-o", out, "--max-chars", "30", "--skip-bad")
    assert lowered.returncode == 0, lowered.stderr
    assert f"{source}:3: document 'small-2' is 35 characters, over the limit of 30; skipped" in lowered.stderr
    assert {c.doc_id for c in jsonl_claims(out)} == {"small-1"}


# ---------------------------------------------------------------- spreadsheet safety

EVIL = ["=1+1", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]


def evil_records() -> tuple[list[Document], list[Claim]]:
    """Documents whose titles start like formulas, and claims whose text fields do too."""
    docs = [Document(id=f"d{i}", title=title, abstract="It is 2x faster.") for i, title in enumerate(EVIL)]
    claims = [
        Claim(
            doc_id=f"d{i}",
            kind="percent_change",
            text="-38%",
            start=0,
            end=4,
            value=-38.0,
            unit="%",
            metric=evil,
            baselines=[evil, "vLLM"],
            condition=evil,
        )
        for i, evil in enumerate(EVIL)
    ]
    return docs, claims


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_formula_cells_are_neutralized_and_numbers_stay_numbers(tmp_path: Path, suffix: str) -> None:
    docs, claims = evil_records()
    write_records(docs, tmp_path / f"docs{suffix}", Document)
    write_records(claims, tmp_path / f"claims{suffix}", Claim)
    for name, field_names in (("docs", ["title"]), ("claims", ["metric", "baselines", "condition", "text"])):
        rows = read_table(tmp_path / f"{name}{suffix}")
        for row, written in zip(rows, EVIL, strict=True):
            # XLSX is XML: a CR in a cell reads back as LF (the cell is still neutralized)
            evil = written.replace("\r", "\n") if suffix == ".xlsx" else written
            for field in field_names:
                cell = row[field]
                assert isinstance(cell, str) and cell.startswith("'"), (name, field, cell)
            if name == "docs":
                assert row["title"] == "'" + evil
            else:
                assert row["metric"] == "'" + evil
                assert row["baselines"] == f"'{evil}; vLLM"
                assert row["value"] in (-38.0, "-38.0")  # a negative number is a number
                assert row["start"] in (0, "0")
    if suffix == ".xlsx":
        book = load_workbook(tmp_path / "claims.xlsx")
        values = [c.value for row in book.active.iter_rows(min_row=2) for c in row]
        assert -38 in values and all(isinstance(v, int | float) for v in values if v == -38)
        assert not [v for v in values if isinstance(v, str) and v.startswith(FORMULA_STARTS)]


def read_table(path: Path) -> list[dict[str, object]]:
    """The data rows of a CSV (as text) or an XLSX (typed cells), keyed by the header."""
    if path.suffix == ".csv":
        with path.open(encoding="utf-8", newline="") as stream:
            return list(csv.DictReader(stream))
    rows = list(load_workbook(path).active.iter_rows(values_only=True))
    return [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]


def test_cli_csv_output_of_a_formula_title_is_inert(tmp_path: Path) -> None:
    out = tmp_path / "docs.csv"
    result = benchclaims("read", HOSTILE / "bom_crlf.csv", "-o", out)
    assert result.returncode == 0, result.stderr
    rows = read_table(out)
    assert rows[1]["title"] == '\'=HYPERLINK("http://x")'
    assert not [v for row in rows for v in row.values() if str(v).startswith(FORMULA_STARTS)]


# ---------------------------------------------------------------- HTML safety


class _Elements(HTMLParser):
    """Every start tag with its attributes, and the text of each ``<style>`` and ``<script>``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.code: list[str] = []
        self._in_code = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._in_code = tag in ("style", "script")

    def handle_endtag(self, tag: str) -> None:
        self._in_code = False

    def handle_data(self, data: str) -> None:
        if self._in_code:
            self.code.append(data)


def test_html_report_escapes_input_and_loads_nothing_external(tmp_path: Path) -> None:
    evil = Document(
        id="x' onmouseover='alert(1)\" <img src=x onerror=alert(1)>",
        title="<script>alert(1)</script>",
        abstract='<style>@import "http://evil.example/x.css";</style> It is 2x faster than '
        '<a href="http://evil.example">vLLM</a> and 30% cheaper than "SGLang" & co.</script><!--',
    )
    claims = extract_document(evil)
    assert len(claims) == 2  # the report has marks to draw for this document
    page = next(p for p in write_report([evil], claims, tmp_path) if p.suffix == ".html").read_text("utf-8")
    assert "<script>alert" not in page and "\\u003cscript\\u003ealert(1)" in page  # the title is JSON text
    parsed = _Elements()
    parsed.feed(page)
    tags = [tag for tag, _ in parsed.tags]
    scripts = [attrs.get("type") for tag, attrs in parsed.tags if tag == "script"]
    assert scripts == ["application/json", None]  # one data block (never run) and the page's own code
    assert not {"img", "link", "iframe", "object", "embed"} & set(tags)
    for tag, attrs in parsed.tags:
        assert not [name for name in attrs if name.startswith("on")], (tag, attrs)
        assert not attrs.get("src"), (tag, attrs)  # nothing is loaded ...
        assert (attrs.get("href") or "#").startswith("#"), (tag, attrs)  # ... or linked outside the page
    data, code = parsed.code[1], "\n".join(parsed.code[:1] + parsed.code[2:])
    assert json.loads(data)["docs"][evil.id]["title"] == evil.title  # input reaches the page only as data
    assert "@import" not in code and "url(" not in code and "http" not in code

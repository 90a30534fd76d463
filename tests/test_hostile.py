"""Hostile and broken input through the command line, spreadsheet and HTML safety, and Ctrl-C.

Broken inputs each get one ``FILE:LINE: message`` on stderr while the other records are
processed; outputs never carry a live formula or script; an interrupted run leaves the old
output file as it was. Fixtures: tests/fixtures/hostile/ (made for these tests) and
tests/fixtures/readers/ (the reader tests' header-only CSV and XML entity files).
"""

from __future__ import annotations

import csv
import errno
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import pytest
from benchclaims.cli import main as cli_main
from benchclaims.faults import Interrupted, signals_as_interrupts
from benchclaims.pipeline import extract_document
from benchclaims.report import write_report
from benchclaims.schemas import Claim, Document
from benchclaims.writers import OutputError, atomic_folder, atomic_path, signals_held, write_records
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
    line = len(json.dumps({"id": "giant", "abstract": giant}))
    message = f"a line of {line:,} characters, over the limit of 1,000,000; skipped"
    assert f"{source}:2: {message}" in result.stderr.splitlines()  # never parsed
    assert {c.doc_id for c in jsonl_claims(out)} == {"small-1", "small-2"}
    assert accounting(result.stderr) == (3, 2, 0, 1)
    # --max-chars moves the limit (the whole record counts); --skip-bad makes skipping exit 0
    lowered = benchclaims("extract", source, "-o", out, "--max-chars", "60", "--skip-bad")
    assert lowered.returncode == 0, lowered.stderr
    assert f"{source}:3: a line of 68 characters, over the limit of 60; skipped" in lowered.stderr
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
    assert "alert(1)" not in code


# ---------------------------------------------------------------- Ctrl-C and atomic outputs


@pytest.fixture(scope="module")
def long_input(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """3,000 short documents: a run that takes long enough to interrupt."""
    path = tmp_path_factory.mktemp("long") / "long.jsonl"
    with path.open("w", encoding="utf-8") as stream:
        for i in range(3000):
            abstract = f"We present S{i}. It is {i % 9 + 2}.5x faster than vLLM and {i % 90}% cheaper."
            stream.write(json.dumps({"id": f"long-{i}", "abstract": abstract}) + "\n")
    return path


SIGNALS = [
    pytest.param(signal.SIGINT, 130, "interrupted", id="SIGINT"),
    pytest.param(signal.SIGTERM, 143, "interrupted (SIGTERM)", id="SIGTERM"),
    pytest.param(signal.SIGHUP, 129, "interrupted (SIGHUP)", id="SIGHUP"),
]


def interrupt_while_writing(
    command: list[str], folder: Path, signum: int, min_size: int = 1, tmpdir: Path | None = None
) -> tuple[int, str]:
    """Run ``command``, send ``signum`` once a writer's temporary file in ``folder`` holds ``min_size``
    bytes; (exit code, stderr). ``tmpdir``: the run's $TMPDIR."""
    env = os.environ | {"PYTHONPATH": str(ROOT)} | ({"TMPDIR": str(tmpdir)} if tmpdir else {})
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not any(p.stat().st_size >= min_size for p in temp_files(folder)):  # writing is under way
        assert process.poll() is None and time.monotonic() < deadline, "the run ended before the signal"
        time.sleep(0.02)
    process.send_signal(signum)
    _, stderr = process.communicate(timeout=120)
    return process.returncode, stderr


@pytest.mark.parametrize(("signum", "code", "message"), SIGNALS)
@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_a_signal_leaves_the_old_output_intact(
    long_input: Path, tmp_path: Path, suffix: str, signum: int, code: int, message: str
) -> None:
    out = tmp_path / f"claims{suffix}"
    out.write_bytes(b"the old file\n")
    command = [sys.executable, "-m", "benchclaims.cli", "extract", str(long_input), "-o", str(out)]
    returncode, stderr = interrupt_while_writing(command, tmp_path, signum)
    assert returncode == code, stderr
    assert stderr == f"benchclaims: error: {message}\n"
    assert out.read_bytes() == b"the old file\n"
    assert temp_files(tmp_path) == [] and sorted(tmp_path.iterdir()) == [out]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_during_an_xlsx_run_leaves_no_litter(long_input: Path, tmp_path: Path, signum: int) -> None:
    """Item 10: SIGTERM/SIGHUP left .out.X.tmp and /tmp/openpyxl.* files behind."""
    out, tmpdir = tmp_path / "out" / "claims.xlsx", tmp_path / "tmp"
    out.parent.mkdir()
    tmpdir.mkdir()
    command = [sys.executable, "-m", "benchclaims.cli", "extract", str(long_input), "-o", str(out)]
    returncode, stderr = interrupt_while_writing(command, out.parent, signum, min_size=0, tmpdir=tmpdir)
    assert returncode == 128 + signum and stderr.count("\n") == 1, stderr
    assert list(out.parent.iterdir()) == [] and list(tmpdir.iterdir()) == []


class _SignalInFinalizer:
    """An object whose finalizer receives SIGTERM: the handler runs inside ``__del__``, where Python
    prints its exception and drops it (as it does in importlib's module-lock callbacks)."""

    def __del__(self) -> None:
        signal.raise_signal(signal.SIGTERM)
        sum(range(100))  # bytecode to run the handler in


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
@pytest.mark.parametrize("writer", [atomic_path, atomic_folder], ids=["file", "folder"])
def test_a_signal_whose_exception_is_lost_still_leaves_no_output(tmp_path: Path, writer: Callable) -> None:
    target = tmp_path / "claims"
    with pytest.raises(Interrupted), signals_as_interrupts(), writer(target) as temp:
        (temp / "claims.md" if temp.is_dir() else temp).write_text("a finished output", encoding="utf-8")
        _SignalInFinalizer()  # its exception is dropped: the block goes on to its end
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_a_signal_with_workers_is_quiet(long_input: Path, tmp_path: Path, signum: int) -> None:
    """Item 10: SIGTERM or SIGKILL with -j 3 printed 68 lines of BrokenPipe tracebacks (the workers
    share stderr, so it reaches its end only once they are gone too)."""
    out = tmp_path / "claims.jsonl"
    command = [sys.executable, "-m", "benchclaims.cli", "extract", str(long_input), "-j", "3", "-o", str(out)]
    returncode, stderr = interrupt_while_writing(command, tmp_path, signum)
    if signum == signal.SIGKILL:  # nothing can clean up after SIGKILL: only the workers' silence is checked
        assert (returncode, stderr) == (-signal.SIGKILL, "")
        return
    assert (returncode, stderr) == (143, "benchclaims: error: interrupted (SIGTERM)\n")
    assert list(tmp_path.iterdir()) == []


def temp_files(folder: Path) -> list[Path]:
    """The writers' temporary files in ``folder`` (``.NAME.XXXX.tmp``)."""
    return [p for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp")]


def test_ctrl_c_without_an_old_file_leaves_nothing(long_input: Path, tmp_path: Path) -> None:
    out = tmp_path / "claims.jsonl"
    command = [sys.executable, "-m", "benchclaims.cli", "extract", str(long_input), "-o", str(out)]
    assert interrupt_while_writing(command, tmp_path, signal.SIGINT)[0] == 130
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- issue 18: the attack run, case by case
#
# Every numbered failure of issue 18 as a row: the files of the case (made here, about fictional
# systems), the command, its exit code, what stderr must say and the accounting line. Each run
# happens in its own empty folder; no case may print a traceback or leave a temporary file.

GOOD = "It is 2x faster than vLLM."
LONG_DIGITS = "7" * 5000  # past Python's 4,300-digit limit for int()
UNKNOWN_ENCODING = '<?xml version="1.0" encoding="x-nonsense"?>\n'


def jsonl(*records: str) -> bytes:
    """JSON Lines from records written as JSON text (so escapes such as \\udc80 stay escapes)."""
    return "".join(record + "\n" for record in records).encode()


def record(doc_id: str, abstract: str = GOOD, **more: str) -> str:
    """One JSON object as text; a value of digits (LONG_DIGITS) is written as a bare number."""
    fields = {"id": doc_id, "abstract": abstract, **more}
    return "{" + ", ".join(f'"{k}": {v if v.isdigit() else json.dumps(v)}' for k, v in fields.items()) + "}"


def surrogate(doc_id: str = "a", where: str = "abstract") -> str:
    """A record with a lone-surrogate escape in its id or abstract (valid JSON, invalid Unicode)."""
    if where == "id":
        return '{"id": "\\udc80", "abstract": "It is 3x faster than SGLang."}'
    return '{"id": "' + doc_id + '", "abstract": "It is 2x faster\\udc80 than vLLM."}'


def atom(*entries: str, declaration: str = "") -> bytes:
    return (declaration + '<feed xmlns="http://www.w3.org/2005/Atom">' + "".join(entries) + "</feed>\n").encode()


def entry(number: int, summary: str = GOOD, inner: str = "") -> str:
    return f"<entry><id>http://arxiv.org/abs/2601.0000{number}v1</id><summary>{summary}</summary>{inner}</entry>"


def claims_csv(folder: Path) -> None:
    """A valid claims CSV at reports/claims.csv, as `benchclaims extract -o` writes it."""
    claim = Claim(doc_id="d", kind="speedup", text="2x", start=6, end=8, value=2.0, unit="x")
    write_records([claim], folder / "reports" / "claims.csv", Claim)


def links(folder: Path) -> None:
    os.symlink("f.jsonl", folder / "sym.jsonl")
    os.link(folder / "f.jsonl", folder / "hard.jsonl")


@dataclass(frozen=True)
class Case:
    """One hostile run: files to make, the command, and what it must do."""

    name: str
    files: dict[str, bytes]
    args: tuple[str, ...]
    code: int
    says: tuple[str, ...] = ()
    counts: tuple[int, int, int, int] | None = None
    """the accounting line: (in, with claims, without claims, skipped)"""
    setup: Callable[[Path], None] | None = None
    unchanged: tuple[str, ...] = ()
    """files that must be byte-identical after the run"""


BY_ORIGIN: dict[str, list[Case]] = {
    "1 one record kills the run": [
        Case("surrogate in an id", {"f.jsonl": jsonl(record("a"), surrogate(where="id"))},
             ("extract", "f.jsonl", "-o", "o.jsonl"), 0, ("f.jsonl:2: record 2: lone surrogates",), (2, 2, 0, 0)),
        *[
            Case(f"surrogate in an abstract, {suffix}", {"f.jsonl": jsonl(surrogate(), record("b"))},
                 ("extract", "f.jsonl", "-o", f"o{suffix}"), 0, ("f.jsonl:1: record 1: lone surrogates",), (2, 2, 0, 0))
            for suffix in (".jsonl", ".csv", ".xlsx", ".parquet")
        ],
        Case("surrogate in an abstract, report", {"f.jsonl": jsonl(surrogate(), record("b"))},
             ("report", "f.jsonl", "-o", "out"), 0, ("f.jsonl:1: record 1: lone surrogates",)),
        Case("surrogate among 2,000 good records", {"f.jsonl": jsonl(*[record(f"g{i}") for i in range(2000)],
             surrogate("bad"))}, ("extract", "f.jsonl", "-o", "o.jsonl"), 0, (), (2001, 2001, 0, 0)),
        Case("huge integer in an ignored field", {"f.jsonl": jsonl(record("a", n=LONG_DIGITS), record("b"))},
             ("extract", "f.jsonl", "-o", "o.jsonl"), 0, (), (2, 2, 0, 0)),
        Case("huge integer in an ignored field, --skip-bad", {"f.jsonl": jsonl(record("a", n=LONG_DIGITS))},
             ("extract", "f.jsonl", "--skip-bad", "-o", "o.jsonl"), 0, (), (1, 1, 0, 0)),
        Case("huge integer as the id", {"f.jsonl": jsonl(record(LONG_DIGITS))}, ("extract", "f.jsonl", "-o", "o.jsonl"),
             0, ("'id' is <a number of 5,000 digits>, not text",), (1, 1, 0, 0)),
        Case("huge integer as a year in a JSON array",
             {"f.json": f'[{record("a", year=LONG_DIGITS)}, {record("b")}]'.encode()},
             ("extract", "f.json", "-o", "o.jsonl"), 0, ("is not a year",), (2, 2, 0, 0)),
    ],
    "3 data loss": [
        Case("-o is the input", {"f.jsonl": jsonl(record("a"))}, ("extract", "f.jsonl", "-o", "f.jsonl"), 2,
             ("the output is the input",), unchanged=("f.jsonl",)),
        Case("-o is the input by another path", {"f.jsonl": jsonl(record("a"))},
             ("extract", "f.jsonl", "-o", "./sub/../f.jsonl"), 2, ("the output is the input",), unchanged=("f.jsonl",)),
        Case("-o is a symbolic link to the input", {"f.jsonl": jsonl(record("a"))},
             ("extract", "f.jsonl", "-o", "sym.jsonl"), 2, ("the output is the input",), setup=links,
             unchanged=("f.jsonl",)),
        Case("-o is a hard link to the input", {"f.jsonl": jsonl(record("a"))},
             ("read", "f.jsonl", "-o", "hard.jsonl"), 2, ("the output is the input",), setup=links,
             unchanged=("f.jsonl",)),
        Case("compare into the folder of its input", {}, ("compare", "reports/claims.csv"), 2,
             ("reports/claims.csv: this input is one of the files written into reports",), setup=claims_csv,
             unchanged=("reports/claims.csv",)),
        Case("report into the folder of its input", {"out/f.jsonl": jsonl(record("a"))},
             ("report", "out/f.jsonl", "-o", "out"), 0, ("1 documents, 1 claims, 0 records skipped",),
             unchanged=("out/f.jsonl",)),
        Case("report into the current folder", {"f.jsonl": jsonl(record("a"))}, ("report", "f.jsonl", "-o", "."), 2,
             ("holds the current folder; write the report into a folder of its own",), unchanged=("f.jsonl",)),
    ],
    "4 unbounded memory and amplification": [
        Case("a line over --max-chars", {"f.jsonl": jsonl(record("a"), record("big", "x" * 3000), record("b"))},
             ("extract", "f.jsonl", "--max-chars", "2000", "-o", "o.jsonl"), 1,
             ("f.jsonl:2: a line of 3,029 characters, over the limit of 2,000; skipped",), (3, 2, 0, 1)),
        Case("a CSV line over --max-chars", {"f.csv": b"id,abstract\na,It is 2x faster.\nb," + b"y" * 500 + b"\n"},
             ("extract", "f.csv", "--max-chars", "100", "-o", "o.jsonl"), 1, ("f.csv:3: a line of 502",), (2, 1, 0, 1)),
        Case("a JSON abstract over --max-chars", {"f.json": f'[{record("a")}, {record("b", "z" * 500)}]'.encode()},
             ("extract", "f.json", "--max-chars", "100", "-o", "o.jsonl"), 1,
             ("f.json:1: record 2 ('b'): its abstract is 500 characters, over the limit of 100; skipped",),
             (2, 1, 0, 1)),
        Case("a JSON element over --max-chars", {"f.json": f'[{record("a")},\n{record("b", "z" * 200_000)}]'.encode()},
             ("extract", "f.json", "--max-chars", "1000", "-o", "o.jsonl"), 1,
             ("f.json:2: an element over 1,000 characters; the rest of the file is skipped",), (2, 1, 0, 1)),
        Case("an Atom entry over --max-chars", {"f.xml": atom(entry(1), entry(2, "w " * 300))},
             ("extract", "f.xml", "--max-chars", "100", "-o", "o.jsonl"), 1,
             ("f.xml:1: entry 2: 633 characters, over the limit of 100; skipped",), (2, 1, 0, 1)),
        Case("a text file over --max-chars", {"f.txt": b"v" * 500}, ("extract", "f.txt", "--max-chars", "100"), 1,
             ("over 100 characters: too long for one abstract",), (1, 0, 0, 1)),
        Case("an id over 256 characters", {"f.jsonl": jsonl(record("i" * 300), record("b"))},
             ("extract", "f.jsonl", "-o", "o.jsonl"), 1, ("its id is 300 characters, over the limit of 256",),
             (2, 1, 0, 1)),
        Case("a title over 4,000 characters", {"f.jsonl": jsonl(record("a", title="T" * 5000), record("b"))},
             ("extract", "f.jsonl", "-o", "o.jsonl"), 1, ("its title is 5,000 characters",), (2, 1, 0, 1)),
        Case("/dev/zero", {}, ("extract", "/dev/zero"), 2, ("/dev/zero: is a device",)),
        Case("/dev/zero as JSONL", {}, ("extract", "--format", "jsonl", "/dev/zero"), 2, ("/dev/zero: is a device",)),
    ],
    "5 other tracebacks": [
        Case("XML declaring an unknown encoding", {"f.xml": atom(entry(1), declaration=UNKNOWN_ENCODING)},
             ("extract", "f.xml"), 1, ("f.xml:1: unknown encoding: x-nonsense; feed skipped",), (1, 0, 0, 1)),
        Case("compare: malformed JSONL", {"c.jsonl": b'{"doc_id": "d"}\n'}, ("compare", "c.jsonl", "-o", "out"), 2,
             ("c.jsonl:1: invalid claim",)),
        Case("compare: malformed CSV", {"c.csv": b"doc_id,kind\nd,not-a-kind\n"}, ("compare", "c.csv", "-o", "out"), 2,
             ("c.csv:2: invalid claim",)),
        Case("compare: malformed Parquet", {"c.parquet": b"PAR1 not really"}, ("compare", "c.parquet", "-o", "out"), 2,
             ("c.parquet:",)),
        Case("compare: JSONL not UTF-8", {"c.jsonl": b'{"doc_id": "caf\xe9"}\n'}, ("compare", "c.jsonl", "-o", "out"),
             2,
             ("c.jsonl: not UTF-8 text",)),
        Case("compare: CSV not UTF-8", {"c.csv": b"doc_id\ncaf\xe9\n"}, ("compare", "c.csv", "-o", "out"), 2,
             ("c.csv: not UTF-8 text",)),
        Case("--aliases not UTF-8", {"f.jsonl": jsonl(record("a")), "a.csv": b"caf\xe9,Cafe\n"},
             ("report", "f.jsonl", "--aliases", "a.csv", "-o", "out"), 2, ("a.csv: not UTF-8 text",)),
        Case("--scheduler that is not an address", {"f.jsonl": jsonl(record("a"))},
             ("extract", "f.jsonl", "--engine", "dask", "--scheduler", "notaurl://x"), 2,
             ("argument --scheduler: expected a scheduler address such as tcp://host:8786, got 'notaurl://x'",)),
    ],
    "6 records lost or miscounted": [
        Case("CR-only line endings, JSONL", {"f.jsonl": jsonl(record("a"), record("b")).replace(b"\n", b"\r")},
             ("extract", "f.jsonl"), 0, (), (2, 2, 0, 0)),
        Case("CR-only line endings, CSV", {"f.csv": b"id,abstract\ra,It is 2x faster.\rb,It is 3x faster.\r"},
             ("extract", "f.csv"), 0, (), (2, 2, 0, 0)),
        *[
            Case(f"UTF-16 {codec} with BOM, {name}", {name: "\ufeff".encode(codec) + text.encode(codec)},
                 ("extract", name), 0, (), (count, count, 0, 0))
            for codec in ("utf-16-le", "utf-16-be")
            for name, text, count in (
                ("f.jsonl", f'{record("a")}\n{record("b")}\n', 2),
                ("f.json", f"[{record('a')}]", 1),
                ("f.csv", "id,abstract\na,It is 2x faster than vLLM.\n", 1),
                ("f.txt", GOOD, 1),
                ("f.xml", atom(entry(1)).decode(), 1),
            )
        ],
        Case("an Atom entry nested in another", {"f.xml": atom(entry(1, inner=entry(2)), entry(3))},
             ("extract", "f.xml"), 1, ("entry 2: an <entry> inside another entry; skipped",), (3, 2, 0, 1)),
    ],
    "10 noise and litter": [
        Case("--max-chars -5", {"f.jsonl": jsonl(record("a"))}, ("extract", "f.jsonl", "--max-chars", "-5"), 2,
             ("not a number >= 0: '-5'",)),
        Case("--offline creates no cache", {}, ("fetch", "--id", "2401.00001", "--offline", "--cache", "c.sqlite"), 2,
             ("offline, and there is no cache at c.sqlite",)),
    ],
}  # fmt: skip
CASES = [
    pytest.param(case, id=f"{origin.split()[0]}: {case.name}") for origin, cases in BY_ORIGIN.items() for case in cases
]


@pytest.mark.parametrize("case", CASES)
def test_hostile_case(case: Case, tmp_path: Path) -> None:
    for name, data in case.files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    if case.setup:
        case.setup(tmp_path)
    before = {name: (tmp_path / name).read_bytes() for name in case.unchanged}
    result = run_benchclaims(*case.args, cwd=tmp_path, timeout=300)
    assert result.returncode == case.code, result.stderr
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr, result.stderr
    for fragment in case.says:
        assert fragment in result.stderr, (fragment, result.stderr)
    if case.counts is not None:
        assert accounting(result.stderr) == case.counts, result.stderr
    for name, data in before.items():
        assert (tmp_path / name).read_bytes() == data, name
    assert not [p for p in tmp_path.rglob(".*") if p.name.endswith((".tmp", ".old"))]
    check_outputs(tmp_path)


def check_outputs(folder: Path) -> None:
    """Whatever a case wrote reads back: JSONL claims validate, a report's Markdown holds no raw HTML."""
    for path in folder.glob("o.*"):
        assert path.stat().st_size > 0, path
        if path.suffix == ".jsonl":
            assert all("\ufffd" in c.text or c.text for c in jsonl_claims(path))
    markdown = folder / "out" / "claims.md"
    if markdown.exists():
        assert "<" not in markdown.read_text(encoding="utf-8")


def test_the_table_has_every_numbered_item_that_is_not_tested_elsewhere() -> None:
    # items 2 and 9 (fetch) are in tests/test_fetch.py; 7, 8 and the signal items of 10 below
    assert [origin.split()[0] for origin in BY_ORIGIN] == ["1", "3", "4", "5", "6", "10"]


def test_a_huge_line_is_never_held_in_memory(tmp_path: Path) -> None:
    """Item 4: a 64 MB line costs no more memory than a small file (it was read whole, 4x over)."""
    small, huge = tmp_path / "small.jsonl", tmp_path / "huge.jsonl"
    small.write_bytes(jsonl(record("a")))
    with huge.open("wb") as stream:
        stream.write(b'{"id": "huge", "abstract": "')
        for _ in range(64):
            stream.write(b"m" * (1 << 20))
        stream.write(b'"}\n' + jsonl(record("b")))
    peaks = [peak_rss(path) for path in (small, huge)]
    assert peaks[1] < peaks[0] + 32 * 1024, peaks  # KiB: far under the 64 MB line


def peak_rss(path: Path) -> int:
    """The peak RSS (KiB) of `benchclaims read PATH` in a child process of its own."""
    code = (
        "import resource, sys; from benchclaims.cli import main; code = main(['read', sys.argv[1], '-o', sys.argv[2]]);"
        " print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr); sys.exit(code)"
    )
    out = path.with_suffix(".out.jsonl")
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code, str(path), str(out)], capture_output=True, text=True, env=env)
    assert done.returncode in (0, 1), done.stderr
    return int(done.stderr.strip().splitlines()[-1])


# ---------------------------------------------------------------- issue 18, items 7, 8 and 10 (in-process)


def test_markdown_cells_carry_no_raw_html(tmp_path: Path) -> None:
    """Item 7: titles and abstracts with HTML show as text in claims.md."""
    evil = Document(
        id="evil",
        title="<img src=x onerror=alert(1)> Zephyr",
        abstract="Zephyr is 2x faster than <script>alert(1)</script> and 30% cheaper than A|B & co.",
    )
    write_report([evil], extract_document(evil), tmp_path)
    markdown = (tmp_path / "claims.md").read_text(encoding="utf-8")
    assert "<" not in markdown and ">" not in markdown.replace("-->", "")
    assert "&lt;script&gt;" in markdown or "&lt;img" in markdown


def report_files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_a_report_folder_is_replaced_as_a_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 8: a failure half-way (a full disk at the chart) leaves the old report whole."""
    folder = tmp_path / "reports"
    doc = Document(id="d", title="Zephyr", abstract="Zephyr is 2x faster than vLLM.")
    write_report([doc], extract_document(doc), folder)
    (folder / "notes.txt").write_text("kept")
    (folder / "claims.md").chmod(0o600)
    old = report_files(folder)

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("benchclaims.report.save_chart", disk_full)
    newer = Document(id="e", title="Kestrel", abstract="Kestrel is 3x faster than SGLang.")
    with pytest.raises(OutputError, match=f"{folder}/gains.svg: cannot be written \\(No space left on device\\)"):
        write_report([newer], extract_document(newer), folder)
    assert report_files(folder) == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["reports"]  # no temporary folder left
    monkeypatch.undo()
    write_report([newer], extract_document(newer), folder)
    assert report_files(folder)["notes.txt"] == b"kept"  # what the report does not write is kept
    assert (folder / "claims.md").stat().st_mode & 0o777 == 0o600 and b"Kestrel" in (folder / "claims.md").read_bytes()


def test_a_full_disk_names_the_file_and_leaves_nothing(tmp_path: Path) -> None:
    """Item 10: ENOSPC while writing names the output file."""

    def records() -> Iterator[Claim]:
        yield Claim(doc_id="d", kind="speedup", text="2x", start=0, end=2, value=2.0, unit="x")
        raise OSError(errno.ENOSPC, "No space left on device")

    out = tmp_path / "claims.csv"
    with pytest.raises(OutputError, match=f"{out}: cannot be written \\(No space left on device\\)"):
        write_records(records(), out, Claim)
    assert list(tmp_path.iterdir()) == []


def test_an_output_keeps_its_permissions(tmp_path: Path) -> None:
    """Item 10: a 0600 output stays 0600 when it is replaced."""
    out = tmp_path / "claims.jsonl"
    out.write_text("old\n")
    out.chmod(0o600)
    result = benchclaims("extract", HOSTILE / "shapes.jsonl", "-o", out)
    assert result.returncode == 1 and out.stat().st_mode & 0o777 == 0o600


def test_signals_held_around_a_save_arrive_after_it() -> None:
    """Item 10: Ctrl-C during an xlsx save waits for the save (no "Exception ignored" noise)."""
    reached = []
    with pytest.raises(KeyboardInterrupt), signals_held():
        os.kill(os.getpid(), signal.SIGINT)
        reached.append("the end of the block")
    assert reached == ["the end of the block"]


def test_an_internal_error_is_one_line_and_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("a bug\nover two lines")

    monkeypatch.setattr("benchclaims.parallel.extract_with", broken)
    assert cli_main(["extract", str(HOSTILE / "shapes.jsonl")]) == 3
    err = capsys.readouterr().err
    message = "internal error: RuntimeError: a bug over two lines (run with --debug for the traceback)"
    assert err.endswith(f"benchclaims: error: {message}\n")
    assert "Traceback" not in err
    assert cli_main(["--debug", "extract", str(HOSTILE / "shapes.jsonl")]) == 3
    assert "Traceback (most recent call last)" in capsys.readouterr().err
    assert cli_main(["extract", "--debug", str(HOSTILE / "shapes.jsonl")]) == 3
    assert "Traceback (most recent call last)" in capsys.readouterr().err

"""The command line as a user runs it: a subprocess; exit codes, stderr and the files written."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pyarrow.parquet as pq
import pytest
from benchclaims import cli
from benchclaims.schemas import Claim, Document, json_schema_text
from cli_runner import run_benchclaims
from openpyxl import load_workbook

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cli"
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
SUMMARY = re.compile(r"^(\d+) documents, (\d+) claims, (\d+) records skipped$")
COMMANDS = [command.name for command in cli.COMMANDS]


def run(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``benchclaims ARGS`` in a subprocess, on this working tree, with stderr not a terminal."""
    return run_benchclaims(*args, cwd=cwd)


def demo_documents() -> list[Document]:
    with DEMO.open(encoding="utf-8") as stream:
        return [Document.model_validate_json(line) for line in stream]


def assert_one_error_line(result: subprocess.CompletedProcess[str], fragment: str) -> None:
    """Exit 2 with exactly one ``benchclaims: error: ...`` line on stderr and no traceback."""
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("benchclaims: error: ") and fragment in lines[0]
    assert result.stdout == ""


# ---------------------------------------------------------------- help, version, schema


def test_version() -> None:
    result = run("--version")
    assert result.returncode == 0
    assert re.fullmatch(r"benchclaims \d+\.\d+\.\d+\S*\n", result.stdout)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_and_version(command: str) -> None:
    helped = run(command, "--help")
    assert helped.returncode == 0
    assert helped.stdout.startswith(f"usage: benchclaims {command}")
    assert run(command, "--version").stdout.startswith("benchclaims ")


def test_top_level_help_lists_every_command() -> None:
    result = run("--help")
    assert result.returncode == 0
    for command in COMMANDS:
        assert re.search(rf"^\s+{command}\s+\S", result.stdout, re.MULTILINE), command


def test_format_help_names_every_reader_format() -> None:
    from benchclaims.readers import FORMATS

    helped = " ".join(run("read", "--help").stdout.split())
    assert all(fmt in helped for fmt in FORMATS)


def test_installed_console_script_runs() -> None:
    script = Path(sys.executable).with_name("benchclaims")
    if not script.exists():
        pytest.skip("benchclaims is not installed beside this interpreter")
    result = subprocess.run([script, "--help"], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("usage: benchclaims")


def test_no_command_is_a_usage_error() -> None:
    result = run()
    assert result.returncode == 2
    assert "usage: benchclaims" in result.stderr and "Traceback" not in result.stderr


def test_help_does_not_import_the_heavy_libraries() -> None:
    code = (
        "import sys\nfrom extract import cli\ncli.build_parser()\n"
        "print(sorted(m for m in ('spacy', 'pandas', 'pydantic', 'tqdm') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_schema_prints_the_committed_schema() -> None:
    result = run("schema")
    assert result.returncode == 0
    assert result.stdout == json_schema_text()
    assert result.stdout == (ROOT / "schemas" / "claims-v1.schema.json").read_text(encoding="utf-8")


# ---------------------------------------------------------------- read


def test_read_without_input_prints_the_demo_corpus() -> None:
    result = run("read")
    assert result.returncode == 0, result.stderr
    docs = [Document.model_validate_json(line) for line in result.stdout.splitlines()]
    expected = demo_documents()
    assert [d.id for d in docs] == [d.id for d in expected]
    assert [d.abstract for d in docs] == [d.abstract for d in expected]
    assert result.stderr.splitlines() == [f"{len(expected)} documents, 0 records skipped"]


def test_read_several_inputs_of_different_formats() -> None:
    result = run("read", FIXTURES / "good.jsonl", FIXTURES / "abstracts.csv", FIXTURES / "heron.txt")
    assert result.returncode == 0, result.stderr
    docs = [Document.model_validate_json(line) for line in result.stdout.splitlines()]
    assert [d.id for d in docs][:4] == ["cli-good-1", "cli-good-2", "cli-csv-1", "cli-csv-2"]
    assert len(docs) == 5 and docs[4].abstract.startswith("Heron schedules LoRA adapters")
    assert docs[2].year == 2025 and docs[2].category == "cs.LG"


def test_read_reports_a_bad_record_with_file_and_line_and_exits_1() -> None:
    bad = FIXTURES / "bad.jsonl"
    result = run("read", bad)
    assert result.returncode == 1
    assert [Document.model_validate_json(line).id for line in result.stdout.splitlines()] == [
        "cli-good-1",
        "cli-good-2",
    ]
    problem, summary = result.stderr.splitlines()
    assert problem.startswith(f"{bad}:2: ")
    assert summary == "2 documents, 1 records skipped"


def test_skip_bad_makes_skipped_records_exit_0() -> None:
    result = run("read", FIXTURES / "bad.jsonl", "--skip-bad")
    assert result.returncode == 0
    assert result.stderr.splitlines()[-1] == "2 documents, 1 records skipped"


@pytest.mark.parametrize("suffix", [".jsonl", ".csv", ".xlsx", ".parquet"])
def test_read_writes_documents_in_every_format(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"docs{suffix}"
    result = run("read", FIXTURES / "good.jsonl", "-o", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    frame = read_table(out)
    assert list(frame.columns) == list(Document.model_fields)
    assert frame["id"].tolist() == ["cli-good-1", "cli-good-2"]
    assert frame["year"].tolist() == [2025, 2024]


# ---------------------------------------------------------------- extract


@pytest.fixture(scope="module")
def demo_extract() -> subprocess.CompletedProcess[str]:
    """``benchclaims extract`` on the demo corpus, run once for the tests that compare against it."""
    return run("extract")


def summary_counts(line: str) -> tuple[int, int, int]:
    """(documents, claims, skipped) of a summary line, which must have the documented form."""
    match = SUMMARY.match(line)
    assert match, line
    documents, claims, skipped = map(int, match.groups())
    return documents, claims, skipped


def read_table(path: Path) -> pd.DataFrame:
    """A written table, read back with the library a user would use for its format."""
    if path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as stream:
            return pd.DataFrame([json.loads(line) for line in stream])
    if path.suffix == ".csv":
        return pd.read_csv(path)
    if path.suffix == ".parquet":
        return pq.read_table(path).to_pandas()
    rows = list(load_workbook(path).active.iter_rows(values_only=True))
    return pd.DataFrame(rows[1:], columns=rows[0])


def cells(column: pd.Series) -> list[object]:
    """A column's values with every kind of empty cell (None, NaN, NA, "") as None."""
    return [None if not isinstance(v, list) and (pd.isna(v) or v == "") else v for v in column]


def test_extract_without_input_runs_on_the_demo_corpus(
    demo_extract: subprocess.CompletedProcess[str],
) -> None:
    assert demo_extract.returncode == 0, demo_extract.stderr
    claims = [Claim.model_validate_json(line) for line in demo_extract.stdout.splitlines()]
    abstracts = {d.id: d.abstract for d in demo_documents()}
    assert all(c.doc_id in abstracts and c.matches(abstracts[c.doc_id]) for c in claims)
    accounting, summary = demo_extract.stderr.splitlines()  # no progress bar: stderr is not a terminal
    assert summary_counts(summary) == (len(abstracts), len(claims), 0)
    with_claims = len({c.doc_id for c in claims})
    without = len(abstracts) - with_claims
    parts = f"{with_claims} with claims + {without} without claims + 0 skipped"
    assert accounting == f"documents in: {len(abstracts)} = {parts}"


@pytest.mark.parametrize("suffix", [".jsonl", ".csv", ".xlsx", ".parquet"])
def test_extract_writes_every_format_with_the_claims_v1_columns(
    tmp_path: Path, suffix: str, demo_extract: subprocess.CompletedProcess[str]
) -> None:
    out = tmp_path / f"claims{suffix}"
    result = run("extract", "-o", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "" and result.stderr == demo_extract.stderr
    assert [p.name for p in tmp_path.iterdir()] == [out.name]
    expected = pd.DataFrame([json.loads(line) for line in demo_extract.stdout.splitlines()])
    frame = read_table(out)
    assert list(frame.columns) == list(Claim.model_fields)
    assert len(frame) == len(expected)
    if suffix != ".jsonl":
        expected["baselines"] = expected["baselines"].map("; ".join)
    for column in ("doc_id", "kind", "start", "end", "value", "baselines"):
        assert cells(frame[column]) == cells(expected[column]), column
    assert pd.api.types.is_float_dtype(frame["value"]) and pd.api.types.is_integer_dtype(frame["start"])


def test_extract_reads_several_inputs_and_counts_the_skipped(tmp_path: Path) -> None:
    result = run("extract", FIXTURES / "bad.jsonl", FIXTURES / "abstracts.csv", "-o", tmp_path / "c.jsonl")
    assert result.returncode == 1
    assert result.stderr.splitlines()[0].startswith(f"{FIXTURES / 'bad.jsonl'}:2: ")
    documents, _claims, skipped = summary_counts(result.stderr.splitlines()[-1])
    assert (documents, skipped) == (4, 1)
    assert run("extract", FIXTURES / "bad.jsonl", "--skip-bad").returncode == 0


def test_dash_output_means_stdout() -> None:
    assert run("extract", FIXTURES / "good.jsonl", "-o", "-").stdout == run("extract", FIXTURES / "good.jsonl").stdout


def test_report_without_input_writes_into_the_reports_folder(tmp_path: Path) -> None:
    result = run("report", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert summary_counts(result.stderr.splitlines()[-1])[0] == len(demo_documents())
    assert any(path.stat().st_size for path in (tmp_path / "reports").iterdir())


# ---------------------------------------------------------------- fatal errors


def test_missing_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    assert_one_error_line(run("extract", tmp_path / "nope.jsonl"), "nope.jsonl")
    assert_one_error_line(run("read", FIXTURES / "good.jsonl", tmp_path / "nope.csv"), "nope.csv")


def test_unknown_input_format_is_one_line_and_exit_2() -> None:
    assert_one_error_line(run("read", FIXTURES / "good.jsonl", "--format", "docx"), "docx")


def test_unknown_output_extension_is_one_line_and_exit_2(tmp_path: Path) -> None:
    assert_one_error_line(run("extract", "-o", tmp_path / "claims.txt"), "claims.txt")
    assert list(tmp_path.iterdir()) == []


def test_unwritable_output_is_one_line_and_exit_2(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert_one_error_line(run("read", FIXTURES / "good.jsonl", "-o", blocker / "docs.csv"), "file")


def test_ctrl_c_exits_130_with_one_line_and_leaves_no_partial_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(docs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr("benchclaims.pipeline.extract_documents", interrupted)
    assert cli.main(["extract", str(FIXTURES / "good.jsonl"), "-o", str(tmp_path / "claims.csv")]) == 130
    assert capsys.readouterr().err == "benchclaims: error: interrupted\n"
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- long runs: progress bar and Ctrl-C


@pytest.fixture(scope="module")
def long_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo corpus repeated to 1,100 documents: a run long enough to show a progress bar."""
    path = tmp_path_factory.mktemp("long") / "long.jsonl"
    docs = demo_documents()
    with path.open("w", encoding="utf-8") as stream:
        for copy in range(100):
            for doc in docs:
                stream.write(doc.model_copy(update={"id": f"{doc.id}-{copy}"}).model_dump_json() + "\n")
    return path


def test_progress_bar_is_drawn_when_stderr_is_a_terminal(long_corpus: Path, tmp_path: Path) -> None:
    pty = pytest.importorskip("pty")
    import fcntl
    import struct
    import termios

    master, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    command = [
        sys.executable,
        "-m",
        "benchclaims.cli",
        "extract",
        str(long_corpus),
        "-o",
        str(tmp_path / "c.csv"),
    ]
    process = subprocess.Popen(command, cwd=ROOT, env=os.environ | {"PYTHONPATH": str(ROOT)}, stderr=terminal)
    os.close(terminal)
    shown = b""
    while chunk := read_terminal(master):
        shown += chunk
    assert process.wait(timeout=300) == 0
    text = shown.decode("utf-8").strip()
    assert re.search(r"\r1100 docs \[", text), text[-300:]
    assert summary_counts(text.splitlines()[-1])[0] == 1100


def read_terminal(master: int) -> bytes:
    """The next output of a pseudo-terminal, or b"" once the other side is closed."""
    try:
        return os.read(master, 4096)
    except OSError:  # Linux reports the closed side as EIO
        return b""


def test_ctrl_c_stops_a_run_with_exit_130_and_one_line(long_corpus: Path) -> None:
    command = [sys.executable, "-m", "benchclaims.cli", "extract", str(long_corpus)]
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().startswith('{"doc_id"')  # the run is under way
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 130
    assert stderr == "benchclaims: error: interrupted\n"

"""Writers: every extension written and read back with the tool a user would open it with."""

from __future__ import annotations

import csv
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import conftest
import pandas as pd
import pyarrow.parquet as pq
import pytest
from benchclaims.pipeline import extract_document
from benchclaims.readers import ReadProblem, read_documents
from benchclaims.regress.load import load_claims
from benchclaims.schemas import Claim, Document
from benchclaims.writers import (
    WRITERS,
    OutputError,
    columns,
    write_jsonl_stream,
    write_records,
)
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

FORMULA = '=HYPERLINK("http://x","y")'


def claims() -> list[Claim]:
    """Three claims: a range with baselines, a hardware mention, and one with hostile text fields."""
    return [
        Claim(
            doc_id="demo-pagepilot",
            system="PagePilot",
            kind="speedup",
            text="1.5x-2.1x",
            start=3,
            end=12,
            value=1.5,
            value_high=2.1,
            unit="x",
            direction="increase",
            metric="throughput",
            metric_class="throughput",
            baselines=["FlexGen", "DeepSpeed-Inference"],
            rules=["a", "b"],
        ),
        Claim(
            doc_id="demo-kilotrain",
            system="KiloTrain",
            kind="hardware",
            text="256 H100 GPUs",
            start=0,
            end=13,
            value=256,
            unit="GPU",
            accelerator="H100",
            vendor="NVIDIA",
            count=256,
        ),
        Claim(
            doc_id="evil",
            kind="percent_change",
            text="-38%",
            start=0,
            end=4,
            value=-38.0,
            unit="%",
            metric=FORMULA,
            baselines=["+cmd", "@SUM(1)"],
            condition="\tTAB",
            subject="\rCR",
            percent_of=True,
        ),
    ]


def test_columns_follow_the_claims_v1_field_order() -> None:
    names = columns()
    assert names[:6] == ["doc_id", "system", "kind", "text", "start", "end"]
    assert names == list(Claim.model_fields)
    assert columns(Document)[:3] == ["id", "title", "abstract"]


def test_jsonl_is_the_model_dump_in_field_order(tmp_path: Path) -> None:
    out = tmp_path / "claims.jsonl"
    assert write_records(claims(), out) == 3
    lines = out.read_text(encoding="utf-8").splitlines()
    assert [Claim.model_validate_json(line) for line in lines] == claims()
    assert list(json.loads(lines[0])) == columns()
    assert json.loads(lines[0])["baselines"] == ["FlexGen", "DeepSpeed-Inference"]


def test_jsonl_is_deterministic_and_keeps_unicode(tmp_path: Path) -> None:
    doc = Document(id="x", abstract="4.6\u00d7 lower memory, 35\u201341%")
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    write_records([doc], first, Document)
    write_records([doc], second, Document)
    assert first.read_bytes() == second.read_bytes()
    assert "4.6\u00d7" in first.read_text(encoding="utf-8")


def test_csv_reads_back_with_numbers_and_joined_lists(tmp_path: Path) -> None:
    out = tmp_path / "claims.csv"
    write_records(claims(), out)
    frame = pd.read_csv(out)
    assert list(frame.columns) == columns()
    assert frame["value"].dtype.kind == "f" and frame["start"].dtype.kind == "i"
    assert frame.loc[0, "value_high"] == 2.1
    assert frame.loc[0, "baselines"] == "FlexGen; DeepSpeed-Inference"
    assert frame.loc[2, "value"] == -38.0  # a negative number stays a number
    assert frame["percent_of"].tolist() == [False, False, True]


def test_csv_neutralizes_formula_cells(tmp_path: Path) -> None:
    out = tmp_path / "claims.csv"
    write_records(claims(), out)
    with out.open(encoding="utf-8", newline="") as stream:
        row = list(csv.DictReader(stream))[2]
    assert row["metric"] == "'" + FORMULA
    assert row["baselines"] == "'+cmd; @SUM(1)"
    assert row["condition"] == "'\tTAB" and row["subject"] == "'\rCR"
    assert row["text"] == "'-38%"  # text, so neutralized ...
    assert row["value"] == "-38.0"  # ... while the number is left as it is


def test_xlsx_has_numeric_cells_and_neutralized_text(tmp_path: Path) -> None:
    out = tmp_path / "claims.xlsx"
    write_records(claims(), out)
    rows = list(load_workbook(out).active.iter_rows(values_only=True))
    header = list(rows[0])
    assert header == columns()
    first, evil = dict(zip(header, rows[1], strict=True)), dict(zip(header, rows[3], strict=True))
    assert isinstance(first["value"], float) and isinstance(first["start"], int)
    assert first["baselines"] == "FlexGen; DeepSpeed-Inference"
    assert first["system"] == "PagePilot" and first["subject"] is None
    assert evil["value"] == -38 and isinstance(evil["value"], int | float)
    assert evil["metric"] == "'" + FORMULA and evil["baselines"] == "'+cmd; @SUM(1)"
    assert evil["percent_of"] is True


def test_xlsx_replaces_characters_a_workbook_cannot_hold(tmp_path: Path) -> None:
    out = tmp_path / "docs.xlsx"
    write_records([Document(id="x", abstract="bell\x07 and nul\x00 bytes")], out, Document)
    frame = pd.read_excel(out)
    assert frame.loc[0, "abstract"] == "bell\ufffd and nul\ufffd bytes"


def test_parquet_keeps_types_and_joins_lists(tmp_path: Path) -> None:
    out = tmp_path / "claims.parquet"
    write_records(claims(), out)
    table = pq.read_table(out)
    assert table.column_names == columns()
    assert str(table.schema.field("value").type) == "double"
    assert str(table.schema.field("count").type) == "int64"
    frame = table.to_pandas()
    assert frame.loc[1, "count"] == 256 and frame.loc[2, "value"] == -38.0
    assert frame.loc[0, "baselines"] == "FlexGen; DeepSpeed-Inference"
    assert frame.loc[2, "metric"] == FORMULA  # not a spreadsheet format: text is stored as is


@pytest.mark.parametrize("suffix", sorted(WRITERS))
def test_no_records_still_gives_the_header(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"empty{suffix}"
    assert write_records([], out) == 0
    assert out.exists()
    if suffix == ".csv":
        assert out.read_text(encoding="utf-8").strip() == ",".join(columns())
    elif suffix == ".parquet":
        assert pq.read_table(out).column_names == columns()


def test_jsonl_and_csv_stream_without_holding_records(tmp_path: Path) -> None:
    """The writer consumes a generator one record at a time: at most one record is alive at once."""
    alive: list[int] = []

    def generate() -> Iterator[Claim]:
        for i in range(5):
            alive.append(i)
            yield claims()[0]
            alive.remove(i)
            assert not alive

    for suffix in (".jsonl", ".csv"):
        assert write_records(generate(), tmp_path / f"s{suffix}") == 5


@pytest.mark.parametrize("suffix", sorted(WRITERS))
def test_a_failed_write_leaves_no_output_and_no_temp_file(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"claims{suffix}"
    out.write_text("previous", encoding="utf-8")

    def failing() -> Iterator[Claim]:
        yield claims()[0]
        raise RuntimeError("extractor crashed")

    with pytest.raises(RuntimeError):
        write_records(failing(), out)
    assert [p.name for p in tmp_path.iterdir()] == [out.name]
    assert out.read_text(encoding="utf-8") == "previous"


def test_a_successful_write_leaves_only_the_target(tmp_path: Path) -> None:
    out = tmp_path / "new" / "claims.csv"
    write_records(claims(), out)
    assert [p.name for p in out.parent.iterdir()] == ["claims.csv"]
    assert out.stat().st_mode & 0o044  # readable like any file the user creates, not private


@pytest.mark.parametrize("name", ["claims.txt", "claims", "claims.json"])
def test_unknown_extension_is_an_output_error(tmp_path: Path, name: str) -> None:
    with pytest.raises(OutputError, match="unknown output extension"):
        write_records(claims(), tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_write_jsonl_stream_counts_lines() -> None:
    import io

    stream = io.StringIO()
    assert write_jsonl_stream(claims(), stream) == 3
    assert stream.getvalue().count("\n") == 3


# ---------------------------------------------------------------- the pipeline fuzz (issue 18)
#
# Hostile text (lone surrogates, control characters, formulas, HTML, pipes, numbers) goes in as a
# JSONL file, through the readers and the extractor, and out through every writer; whatever comes
# out must read back. At 1,000 examples under the ci profile, 10,000 under fuzz (tests/conftest.py).

ANY_CHARACTER = st.characters(exclude_categories=())  # surrogates (Cs) included
FRAGMENTS = st.sampled_from(
    ["2x faster than vLLM", " 30% lower latency", "=SUM(A1)", "+1", "@x", "<img src=x onerror=alert(1)>",
     "A|B", " & ", "\r", "\n", "\t", "\x00", "\udc80", "\ud83d", " on 8 H100 GPUs", "1.5$\\times$", "-38%"]
)  # fmt: skip
HOSTILE_TEXT = st.lists(st.one_of(FRAGMENTS, st.text(ANY_CHARACTER, max_size=12)), max_size=8).map("".join)
RECORDS = st.lists(
    st.fixed_dictionaries({"id": st.text(ANY_CHARACTER, max_size=8), "title": HOSTILE_TEXT, "abstract": HOSTILE_TEXT}),
    min_size=1,
    max_size=3,
)


def pipeline_output(records: list[dict[str, str]], folder: Path) -> tuple[list[Document], list[Claim]]:
    """Write ``records`` as JSONL (escaped: a lone surrogate is a \\udXXX escape), read and extract them;
    every record is a document or reported as skipped (a blank abstract), none is lost."""
    source = folder / "in.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="ascii")
    problems: list[ReadProblem] = []
    docs = list(read_documents(source, on_problem=problems.append))
    skipped = [p for p in problems if p.skipped]
    assert len(docs) + len(skipped) == len(records), problems
    assert all("no abstract" in p.message for p in skipped), problems
    return docs, [claim for doc in docs for claim in extract_document(doc)]


@given(RECORDS)
def test_pipeline_fuzz_writes_through_every_writer(records: list[dict[str, str]]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        docs, found = pipeline_output(records, folder)
        for suffix in sorted(WRITERS):
            assert write_records(found, folder / f"claims{suffix}", Claim) == len(found)
            assert write_records(docs, folder / f"docs{suffix}", Document) == len(docs)
        for suffix in (".jsonl", ".csv", ".parquet"):
            assert load_claims(folder / f"claims{suffix}") == found, suffix
        for model, rows in ((Claim, found), (Document, docs)):
            prefix = "claims" if model is Claim else "docs"
            book = load_workbook(folder / f"{prefix}.xlsx", read_only=True)
            assert len(list(book.active.iter_rows())) == len(rows) + 1
            book.close()
        lines = (folder / "docs.jsonl").read_text("utf-8").split("\n")  # not splitlines(): U+0085 is inside values
        assert [Document.model_validate_json(line) for line in lines if line] == docs


@pytest.mark.parametrize(("profile", "expected"), [("default", 5), ("ci", 1000), ("fuzz", 10_000)])
def test_a_deep_profile_raises_a_property_that_sets_its_own_count(
    monkeypatch: pytest.MonkeyPatch, profile: str, expected: int
) -> None:
    """tests/conftest.py: under ci and fuzz no property runs fewer examples than the profile says."""

    @settings(max_examples=5)
    @given(st.integers())
    def prop(n: int) -> None:
        return None

    monkeypatch.setattr(conftest, "PROFILE", profile)
    conftest.pytest_collection_modifyitems([SimpleNamespace(obj=prop)])  # type: ignore[list-item]
    assert prop._hypothesis_internal_use_settings.max_examples == expected  # type: ignore[attr-defined]


# --- one export path: extract, report and compare write the same columns, types and format -----


def _numeric_id_claims() -> list[Claim]:
    """A fictional paper with an arXiv-style id (which a spreadsheet would read as a number)."""
    return [
        Claim(doc_id="2503.12840", system="Lantern", kind="hardware", text="16 H100 GPUs", start=0, end=12,
              unit="GPU", accelerator="H100", count=16),
        Claim(doc_id="2503.12840", system="Lantern", kind="speedup", text="2x", start=20, end=22, value=2.0,
              unit="x", direction="increase", polarity="higher_is_better", baselines=["vLLM"]),
    ]  # fmt: skip


def test_csv_quotes_text_and_writes_ints_as_ints(tmp_path: Path) -> None:
    out = tmp_path / "claims.csv"
    write_records(_numeric_id_claims(), out)
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[1].startswith('"2503.12840","Lantern","hardware","16 H100 GPUs",0,12,')  # text quoted, numbers not
    row = next(csv.DictReader(out.open(encoding="utf-8", newline="")))
    assert row["doc_id"] == "2503.12840" and row["count"] == "16"
    frame = pd.read_csv(out, dtype={"doc_id": str})
    assert frame.loc[0, "doc_id"] == "2503.12840"


def test_report_and_extract_write_shared_columns_alike(tmp_path: Path) -> None:
    from benchclaims.report import write_report

    claims_ = _numeric_id_claims()
    write_records(claims_, tmp_path / "extract.csv")
    write_report(None, claims_, tmp_path / "report")
    extract = list(csv.reader((tmp_path / "extract.csv").open(encoding="utf-8", newline="")))
    report = list(csv.reader((tmp_path / "report" / "claims.csv").open(encoding="utf-8", newline="")))
    assert report[0][: len(extract[0])] == extract[0]
    assert [row[: len(extract[0])] for row in report[1:]] == extract[1:]  # count 16, never 16.0
    raw = (tmp_path / "report" / "systems.csv").read_text(encoding="utf-8").splitlines()
    assert raw[1].startswith('"2503.12840","Lantern",')


def test_xlsx_keeps_number_like_ids_as_text(tmp_path: Path) -> None:
    out = tmp_path / "claims.xlsx"
    write_records(_numeric_id_claims(), out)
    rows = list(load_workbook(out).active.iter_rows(values_only=True))
    header = list(rows[0])
    assert rows[1][header.index("doc_id")] == "2503.12840"
    assert rows[1][header.index("count")] == 16

"""The report: files written, XLSX and HTML read back, tables pinned on the demo corpus."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import openpyxl
import pandas as pd
import pytest
from benchclaims.pipeline import extract_documents
from benchclaims.report import SUMMARY_COLUMNS, TITLES, compare_files, report_tables, write_report
from benchclaims.report.cells import display
from benchclaims.schemas import Claim, Document
from benchclaims.writers import write_records

DEMO = Path(__file__).parent.parent / "extract" / "data" / "demo" / "abstracts.jsonl"
EVIL_TITLE = "<script>alert(1)</script>"
EVIL = Document(
    id="evil",
    title=EVIL_TITLE,
    abstract='We present <b>Evil</b>: it is 2x faster than =HYPERLINK("http://x") <img src=http://x/a.png>.',
    year=2025,
)


def _demo_documents() -> list[Document]:
    lines = DEMO.read_text(encoding="utf-8").splitlines()
    return [Document.model_validate_json(line) for line in lines if line.strip()]


@pytest.fixture(scope="module")
def demo() -> tuple[list[Document], list[Claim]]:
    documents = [*_demo_documents(), EVIL]
    return documents, [claim for _, found in extract_documents(documents) for claim in found]


@pytest.fixture(scope="module")
def written(demo: tuple[list[Document], list[Claim]], tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return write_report(*demo, tmp_path_factory.mktemp("report"))


def test_every_output_is_written(written: list[Path]) -> None:
    names = sorted(path.name for path in written)
    expected = ["claims.html", "claims.md", "claims.xlsx", "gains.png", "gains.svg"]
    assert names == sorted([*expected, *(f"{name}.csv" for name in TITLES)])
    assert all(path.stat().st_size > 0 for path in written)
    assert written[0].parent.joinpath("gains.png").read_bytes().startswith(b"\x89PNG")
    assert b"<svg" in written[0].parent.joinpath("gains.svg").read_bytes()
    assert not [p for p in written[0].parent.iterdir() if p.name.endswith(".tmp")]


def test_xlsx_sheets_header_and_types(written: list[Path]) -> None:
    book = openpyxl.load_workbook(written[0].parent / "claims.xlsx")
    assert book.sheetnames == list(TITLES)
    for sheet in book.worksheets:
        assert sheet.freeze_panes == "A2"
        assert sheet.auto_filter.ref
    systems = book["systems"]
    header = [cell.value for cell in systems[1]]
    n_claims = header.index("n_claims") + 1
    assert all(isinstance(row[n_claims - 1], int) for row in systems.iter_rows(min_row=2, values_only=True))
    claims = book["claims"]
    header = [cell.value for cell in claims[1]]
    assert header == SUMMARY_COLUMNS  # the summary view, as in claims.md and claims.html
    values = [row[header.index("normalized_gain")] for row in claims.iter_rows(min_row=2, values_only=True)]
    assert any(isinstance(v, float) for v in values)
    assert all(v is None or isinstance(v, int | float) for v in values)
    assert claims.column_dimensions["A"].width >= 8


class _Page(HTMLParser):
    """Collects every src/href, the script blocks and the JSON data block of the page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.scripts: list[dict[str, str | None]] = []
        self.data: dict = {}
        self._in_data = False
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.links += [v or "" for k, v in attrs if k in ("src", "href")]
        if tag == "script":
            self.scripts.append(dict(attrs))
            self._in_data = dict(attrs).get("id") == "bc-data"

    def handle_data(self, data: str) -> None:
        if self._in_data:
            self._text += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._in_data:
            self.data, self._in_data = json.loads(self._text), False


def _page(written: list[Path]) -> tuple[str, _Page]:
    text = (written[0].parent / "claims.html").read_text(encoding="utf-8")
    parser = _Page()
    parser.feed(text)
    return text, parser


def test_html_holds_every_claim_and_escapes_input(written: list[Path], demo: tuple) -> None:
    page, parser = _page(written)
    _, claims = demo
    records = parser.data["records"]
    assert [(r["doc_id"], r["kind"]) for r in records] == [(c.doc_id, c.kind) for c in claims]
    marked = [i for doc in parser.data["docs"].values() for _text, marks in doc["segments"] for i in marks]
    assert sorted(marked) == list(range(len(claims)))  # every claim is marked in its abstract
    assert parser.data["docs"]["evil"]["title"] == EVIL_TITLE  # shown as text by the script ...
    assert EVIL_TITLE not in page and "<b>Evil</b>" not in page and "<img" not in page  # ... never as markup
    assert [s.get("type") for s in parser.scripts] == ["application/json", None]
    assert not [link for link in parser.links if not link.startswith("#")]


def test_html_opens_on_the_summary_and_renders_tex_as_text(written: list[Path]) -> None:
    page, parser = _page(written)
    assert page.index("id='summary'") < page.index("class='toc'") < page.index("id='leaderboards'")
    assert list(parser.data["tables"]) == list(TITLES)
    texts = [r["text"] for r in parser.data["records"]]
    assert "1.4\u00d7" in texts and "$1.2M" in texts and not [t for t in texts if "\\" in t]
    assert "normalized gain: speedup v" in page


def test_no_data_gives_an_empty_but_valid_report(tmp_path: Path) -> None:
    paths = write_report([], [], tmp_path)
    assert all(path.stat().st_size > 0 for path in paths)
    assert (tmp_path / "leaderboard.csv").read_text(encoding="utf-8").startswith("baseline,metric_class,rank")


def test_compare_files_reads_claims_back(demo: tuple, tmp_path: Path) -> None:
    _, claims = demo
    for suffix in (".jsonl", ".csv", ".parquet"):
        write_records(claims, tmp_path / f"claims{suffix}")
        assert compare_files([tmp_path / f"claims{suffix}"]) == claims, suffix


def test_compare_files_leaves_out_a_second_run_of_the_same_documents(demo: tuple, tmp_path: Path) -> None:
    _, claims = demo
    write_records(claims, tmp_path / "run1.jsonl")
    write_records(claims, tmp_path / "run2.csv")
    dropped: list[tuple[Path, int]] = []
    read = compare_files([tmp_path / "run1.jsonl", tmp_path / "run2.csv"], lambda path, n: dropped.append((path, n)))
    assert read == claims
    assert dropped == [(tmp_path / "run2.csv", len(claims))]


def test_compare_files_answers_a_documents_file_with_one_line(tmp_path: Path) -> None:
    from benchclaims.regress.load import ClaimFileError

    docs = tmp_path / "docs.jsonl"
    write_records(_demo_documents(), docs, Document)
    with pytest.raises(ClaimFileError, match=r"docs.jsonl: holds documents, not claims") as error:
        compare_files([docs])
    assert "\n" not in str(error.value)


def test_report_from_claims_alone(demo: tuple, tmp_path: Path) -> None:
    documents, claims = demo
    write_report(None, claims, tmp_path / "alone")
    write_report(documents, claims, tmp_path / "full")
    for name in ("leaderboards", "matrix", "hardware", "accelerators", "baselines"):
        alone = (tmp_path / "alone" / f"{name}.csv").read_text(encoding="utf-8")
        assert alone == (tmp_path / "full" / f"{name}.csv").read_text(encoding="utf-8")
    systems = pd.read_csv(tmp_path / "alone" / "systems.csv", dtype={"doc_id": str})
    assert set(systems["doc_id"]) == {c.doc_id for c in claims}


@pytest.mark.parametrize("name", ["claims", "matrix", "leaderboard"])
def test_csv_cells_are_spreadsheet_safe(written: list[Path], name: str) -> None:
    frame = pd.read_csv(written[0].parent / f"{name}.csv", dtype=str, keep_default_na=False)
    assert "=HYPERLINK" in frame.to_csv()  # the evil baseline is there ...
    assert not frame.map(lambda cell: cell.startswith(("=", "+", "@"))).any().any()  # ... but inert
    assert not [column for column in frame.columns if column.startswith(("=", "+", "@"))]


def test_xlsx_text_is_inert(written: list[Path]) -> None:
    book = openpyxl.load_workbook(written[0].parent / "claims.xlsx")
    cells = [c.value for sheet in book.worksheets for row in sheet.iter_rows() for c in row]
    assert "'=HYPERLINK" in cells
    assert not [c for c in cells if isinstance(c, str) and c.startswith("=")]


@pytest.mark.parametrize("name", ["leaderboards", "leaderboard", "matrix", "hardware", "systems", "claims"])
def test_demo_tables_regression(name: str, dataframe_regression) -> None:
    documents = _demo_documents()
    claims = [claim for _, found in extract_documents(documents) for claim in found]
    table = report_tables(documents, claims)[name]
    if name == "claims":
        table = table[["doc_id", "system_name", "kind", "text", "label", "polarity", "baselines", "normalized_gain"]]
    frame = table.assign(**{c: table[c].map(display) for c in table.columns if table[c].dtype != float})
    dataframe_regression.check(frame.reset_index(drop=True), basename=f"demo_{name}")


SEEDS = Path(__file__).parent.parent.parent / "shared" / "corpus" / "seeds"
REPORTS = Path(__file__).parent.parent / "reports"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="../shared/corpus/seeds is not checked out")
def test_committed_reports_are_current(tmp_path: Path) -> None:
    """reports/ is what `benchclaims report ../shared/corpus/seeds/*.txt -o reports` writes today."""
    from benchclaims.readers import read_many

    documents = list(read_many(sorted(SEEDS.glob("*.txt"))))
    claims = [claim for _, found in extract_documents(documents) for claim in found]
    for path in write_report(documents, claims, tmp_path):
        if path.suffix in (".csv", ".md", ".html"):
            committed = (REPORTS / path.name).read_text(encoding="utf-8")
            assert path.read_text(encoding="utf-8") == committed, f"reports/{path.name} is stale"


def test_compare_command_reads_claims_and_documents(demo: tuple, tmp_path: Path) -> None:
    from cli_runner import run_benchclaims

    documents, claims = demo
    write_records(claims, tmp_path / "run1.jsonl")
    write_records(claims, tmp_path / "run2.jsonl")
    write_records(documents, tmp_path / "docs.jsonl", Document)
    result = run_benchclaims("compare", tmp_path / "docs.jsonl", "-o", tmp_path / "bad")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "holds documents, not claims" in result.stderr
    args = ("compare", tmp_path / "run1.jsonl", tmp_path / "run2.jsonl", "--documents", tmp_path / "docs.jsonl")
    result = run_benchclaims(*args, "-o", tmp_path / "out")
    assert result.returncode == 0, result.stderr
    assert f"{len(claims)} claims already read from an earlier run" in result.stderr
    systems = pd.read_csv(tmp_path / "out" / "systems.csv", dtype={"doc_id": str}).set_index("doc_id")
    assert systems.loc["demo-fluxserve", "year"] == 2025 and systems.loc["demo-fluxserve", "title"].startswith(
        "FluxServe"
    )
    assert systems["n_claims"].sum() == len(claims)  # the second run is not counted twice

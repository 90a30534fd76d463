"""Tests of benchclaims.readers: every input format, the sniffing, ids, and bad input.

Fixtures in tests/fixtures/readers/ are about fictional systems; the real seed pages are
read from ../shared/corpus next to the repository and checked against dev.input.jsonl.
"""

from __future__ import annotations

import doctest
import importlib
import io
import json
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

import pytest
from benchclaims.readers import (
    FORMATS,
    InputError,
    ReadProblem,
    ReadWarning,
    detect_format,
    parse_arxiv_id,
    parse_atom,
    read_documents,
    read_many,
    slugify,
)
from benchclaims.readers.atom import read_atom
from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.csvtable import read_csv
from benchclaims.readers.ids import word_slug
from benchclaims.readers.jsonarray import read_json
from benchclaims.readers.jsonl import read_jsonl
from benchclaims.readers.listing import read_listing
from benchclaims.readers.textio import encoding_of, iter_text, unix_newlines
from benchclaims.schemas import Document
from hypothesis import given, settings
from hypothesis import strategies as st

FIXTURES = Path(__file__).parent / "fixtures" / "readers"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
SEEDS = CORPUS / "seeds"
DEV_INPUT = CORPUS / "dev.input.jsonl"

READER_MODULES = [
    "problems", "base", "ids", "records", "documents", "textio", "listing",
    "jsonl", "jsonarray", "csvtable", "atom", "plaintext", "sniff", "registry",
]  # fmt: skip


def read(name: str | Path, fmt: str | None = None) -> tuple[list[Document], list[ReadProblem]]:
    problems: list[ReadProblem] = []
    path = name if isinstance(name, Path) else FIXTURES / name
    return list(read_documents(path, fmt=fmt, on_problem=problems.append)), problems


def where(problems: list[ReadProblem]) -> list[tuple[int | None, bool]]:
    return [(p.line, p.skipped) for p in problems]


def make_ctx(problems: list[ReadProblem], name: str = "mem") -> ReadContext:
    return ReadContext(path=name, name=name, stem=name, on_problem=problems.append)


# --- the real seed pages ------------------------------------------------------------------------

needs_corpus = pytest.mark.skipif(not SEEDS.is_dir(), reason="../shared/corpus is not next to the repo")


@needs_corpus
def test_seed_pages_give_the_36_documents_of_dev_input() -> None:
    problems: list[ReadProblem] = []
    seeds = sorted(SEEDS.glob("*.txt"))
    docs = list(read_many(seeds, on_problem=problems.append))
    expected = [json.loads(line) for line in DEV_INPUT.read_text(encoding="utf-8").splitlines()]
    assert len(docs) == 36 == len(expected)
    assert problems == []
    fields = ("title", "abstract", "year", "category", "source")
    for doc, want in zip(docs, expected, strict=True):
        assert {f: getattr(doc, f) for f in fields} == {f: want[f] for f in fields}
        # listing ids are slugs of whole words; dev input keeps the slugs cut at 60 characters
        assert doc.id == word_slug(doc.title) and want["id"].startswith(doc.id)


@needs_corpus
@pytest.mark.parametrize("seed", sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else [], ids=lambda p: p.name)
def test_seed_page_is_sniffed_as_a_listing_and_no_page_text_leaks(seed: Path) -> None:
    assert detect_format(seed) == "arxiv-listing"
    docs, problems = read(seed)
    assert len(docs) == 18 and problems == []
    page_text = (
        "Search arXiv",
        "arXiv subjects",
        "Publications and source records",
        "At least 19 records",
        "↗",
    )
    for doc in docs:
        assert not any(junk in doc.title or junk in doc.abstract for junk in page_text)
        assert doc.category is not None and doc.category.startswith("cs.")


@needs_corpus
def test_dev_input_title_slugs_are_its_ids() -> None:
    for line in DEV_INPUT.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        assert slugify(record["title"]) == record["id"]


# --- arXiv listing pages ------------------------------------------------------------------------


def test_listing_fixture_records_header_and_footer() -> None:
    docs, problems = read("listing.txt")
    assert [(d.year, d.category) for d in docs] == [(2026, "cs.DC"), (2025, "cs.LG"), (2024, "cs.OS")]
    assert docs[0].id == "quokkaserve-elastic-prefill-scheduling-for-multi-tenant-llm"  # whole words
    assert docs[0].abstract.startswith("Serving many tenants") and docs[0].abstract.endswith("baseline.")
    # a title and an abstract hard-wrapped over two lines are joined with one space
    assert docs[1].title == "TernFlow: Ternary Gradient Compression for Geo-Distributed Training"
    assert "error feedback and overlaps the exchange" in docs[1].abstract
    # trailing spaces on the year, title and category lines do not matter; the footer is dropped
    assert docs[2].title == "MarmotKV: Tiered KV Cache Offloading for Long-Context Agents"
    assert docs[2].abstract.endswith("on 8 A100 GPUs.")
    assert all("Load more" not in d.abstract and "Ada Quill" not in d.abstract for d in docs)
    assert where(problems) == [(28, True)]
    assert "no abstract" in problems[0].message and "Orphan Title" in problems[0].message


def test_listing_without_category_keeps_only_the_first_paragraph_after_the_title() -> None:
    assert detect_format(FIXTURES / "listing_no_category.txt") == "text"  # no category line: not sniffed
    docs, problems = read("listing_no_category.txt", fmt="arxiv-listing")
    assert len(docs) == 1
    assert docs[0].abstract.endswith("38% less DRAM than LRU.") and docs[0].category is None
    assert where(problems) == [(1, False)] and "2 paragraph(s)" in problems[0].message


def test_listing_with_bom_and_crlf_reads_the_same(tmp_path: Path) -> None:
    raw = (FIXTURES / "listing.txt").read_bytes()
    crlf = tmp_path / "listing.txt"
    crlf.write_bytes(b"\xef\xbb\xbf" + raw.replace(b"\n", b"\r\n"))
    assert read(crlf)[0] == read("listing.txt")[0]


def test_text_that_is_not_a_listing_read_as_a_listing_reports_it() -> None:
    docs, problems = read("pelican-rl-draft.txt", fmt="arxiv-listing")
    assert docs == [] and where(problems) == [(None, False)]


# --- JSON Lines, JSON, CSV ----------------------------------------------------------------------


def test_jsonl_good_records_and_every_bad_line_reported() -> None:
    docs, problems = read("docs.jsonl")
    assert [d.id for d in docs] == [
        "quokka-1",
        "ternflow-ternary-gradient-compression-for-geo-distributed-tr",
        "2601.01234",
        "docs-7",
        "quokka-1-2",
        "odd-year",
    ]
    tern, marmot = docs[1], docs[2]
    assert tern.year == 2025 and tern.category == "cs.LG" and tern.abstract.startswith("TernFlow")  # summary
    assert (marmot.version, marmot.year, marmot.category) == ("v3", 2026, None)
    assert docs[5].year is None and all(d.source == "docs.jsonl" for d in docs)
    assert where(problems) == [
        (3, True),
        (4, True),
        (5, True),
        (9, False),
        (10, True),
        (11, True),
        (12, False),
    ]
    messages = [p.message for p in problems]
    assert "invalid JSON" in messages[0] and "got an array" in messages[1] and "got a number" in messages[2]
    assert "'quokka-1' renamed 'quokka-1-2'" in messages[3]
    assert "no abstract" in messages[4] and "is a number" in messages[5] and "'soon'" in messages[6]


def test_json_array_records_and_non_object_element() -> None:
    docs, problems = read("docs.json")
    assert [(d.id, d.version, d.source) for d in docs] == [
        ("2602.04567", "v1", "pelican.pdf"),
        ("brambleshard-locality-aware-expert-placement", None, "docs.json"),
        ("unicode-inside-strings", None, "docs.json"),
    ]
    assert "\u2028" in docs[2].abstract and "\U0001f99c" in docs[2].abstract
    assert where(problems) == [(10, True)] and "got a string" in problems[0].message


def test_malformed_json_array_keeps_what_came_before() -> None:
    docs, problems = read("broken_array.json")
    assert [d.id for d in docs] == ["first-ok"]
    assert where(problems) == [(3, True)] and "rest of the file is skipped" in problems[0].message


def test_json_file_with_one_pretty_printed_object() -> None:
    assert detect_format(FIXTURES / "single.json") == "json"
    docs, problems = read("single.json")
    assert [(d.id, d.title) for d in docs] == [("solo", "A Single Object")] and problems == []


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('[{"abstract": "a"}', 1, "end of the file"),
        ('[{"abstract": "a"},\n]', 2, "Expecting value"),
        ('[{"abstract": "a"}] trailing', 1, "after the closing"),
        ('{"abstract": "a"}\n{"abstract": "b"\n', 3, "invalid JSON"),  # found at the end
    ],
)
def test_json_syntax_errors_are_reported_with_their_line(text: str, line: int, message: str) -> None:
    problems: list[ReadProblem] = []
    records = list(read_json(io.BytesIO(text.encode()), make_ctx(problems)))
    assert [r.abstract for r in records] == ["a"]
    assert where(problems) == [(line, True)] and message in problems[0].message


def test_csv_rows_and_bad_rows() -> None:
    docs, problems = read("docs.csv")
    assert [(d.id, d.year, d.category) for d in docs] == [
        ("quokka-1", 2026, "cs.DC"),
        ("ternflow-ternary-gradient-compression-for-geo-distributed-tr", 2025, "cs.LG"),
        ("marmot", None, None),
    ]
    # a quoted abstract spanning two CRLF lines keeps one "\n" and no "\r"
    assert "error feedback and\noverlaps" in docs[1].abstract and "\r" not in docs[1].abstract
    assert where(problems) == [(5, True), (7, True)]
    assert "no abstract" in problems[0].message and "6 fields" in problems[1].message


def test_csv_without_abstract_column_is_reported_once() -> None:
    docs, problems = read("no_abstract_column.csv")
    assert docs == [] and where(problems) == [(1, True)] and "'abstract'" in problems[0].message


def test_header_only_csv_is_no_documents_and_no_problem() -> None:
    assert read("header_only.csv") == ([], [])


def test_csv_field_over_the_csv_module_limit_skips_only_that_row() -> None:
    big = "x" * 200_000
    text = f'id,abstract\na,first\nb,"{big}"\nc,third\n'
    problems: list[ReadProblem] = []
    records = list(read_csv(io.BytesIO(text.encode()), make_ctx(problems)))
    assert [r.given_id for r in records] == ["a", "c"]
    assert where(problems) == [(3, True)] and "malformed CSV" in problems[0].message


# --- Atom feeds ---------------------------------------------------------------------------------


def test_atom_feed_entries() -> None:
    docs, problems = read("feed.atom")
    assert [(d.id, d.version, d.year, d.category) for d in docs] == [
        ("2407.00079", "v2", 2024, "cs.DC"),
        ("2503.01234", "v1", 2025, "cs.AR"),  # no primary_category: the first <category>
        ("2407.00079-2", "v3", 2024, None),
    ]
    first = docs[0]
    assert first.title == "QuokkaServe: Elastic Prefill Scheduling for Multi-Tenant LLM Serving"
    assert first.abstract == (
        "Serving many tenants on one shared GPU pool forces a trade-off between prefill latency and "
        "decode throughput. QuokkaServe improves goodput by 1.8$\\times$ over vLLM & reduces P99 TTFT "
        "by 41\\%."
    )
    assert where(problems) == [(24, True), (39, False)]
    assert "entry 2: no <summary>" in problems[0].message


def test_parse_atom_takes_bytes_or_a_stream_and_names_the_source() -> None:
    data = (FIXTURES / "feed.atom").read_bytes()
    problems: list[ReadProblem] = []
    from_bytes = list(parse_atom(data, source="http://export.arxiv.org/api/query", on_problem=problems.append))
    from_stream = list(parse_atom(io.BytesIO(data), "http://export.arxiv.org/api/query", lambda p: None))
    assert from_bytes == from_stream and len(from_bytes) == 3
    assert {d.source for d in from_bytes} == {"http://export.arxiv.org/api/query"}
    assert problems[0].path == "http://export.arxiv.org/api/query"


@pytest.mark.parametrize("name", ["entity_bomb.xml", "external_entity.xml"])
def test_atom_with_entity_declarations_is_refused_quickly(name: str) -> None:
    started = time.monotonic()
    docs, problems = read(name)
    assert time.monotonic() - started < 30  # expanding the entities would take minutes
    assert docs == [] and where(problems) == [(2, True)] and "DTD" in problems[0].message


def test_truncated_atom_keeps_complete_entries() -> None:
    docs, problems = read("truncated.xml")
    assert [d.id for d in docs] == ["2602.00010"]
    assert where(problems) == [(11, True)] and "malformed XML" in problems[0].message


def test_arxiv_api_error_entry_is_a_problem_not_a_document() -> None:
    docs, problems = read("api_error.xml")
    assert docs == [] and where(problems) == [(3, True)]
    assert "incorrect id format for 1234.1234v9" in problems[0].message


def test_atom_declared_latin1_is_decoded_by_the_parser() -> None:
    feed = (
        '<?xml version="1.0" encoding="ISO-8859-1"?><feed xmlns="http://www.w3.org/2005/Atom"><entry>'
        "<id>http://arxiv.org/abs/2605.00001v1</id><title>Café</title><summary>A 4 µs launch.</summary>"
        "</entry></feed>"
    ).encode("latin-1")
    problems: list[ReadProblem] = []
    docs = list(parse_atom(feed, on_problem=problems.append))
    assert [(d.title, d.abstract) for d in docs] == [("Café", "A 4 µs launch.")] and problems == []


def test_a_non_atom_xml_root_is_reported() -> None:
    problems: list[ReadProblem] = []
    assert list(parse_atom(b"<rss><channel/></rss>", on_problem=problems.append)) == []
    assert where(problems) == [(None, False)] and "<rss>" in problems[0].message


# --- plain text, encodings, empty files ---------------------------------------------------------


def test_plain_text_is_one_abstract_named_after_the_file() -> None:
    docs, problems = read("pelican-rl-draft.txt")
    assert problems == []
    assert [(d.id, d.title) for d in docs] == [("pelican-rl-draft", "")]
    assert docs[0].abstract == (
        "PelicanRL reuses stale rollouts with importance weighting.\n"
        "It trains 1.6x faster than PPO at equal reward on 32 H800 GPUs."
    )


def test_plain_text_named_after_an_arxiv_id(tmp_path: Path) -> None:
    path = tmp_path / "2407.00079v2.txt"
    path.write_text("An abstract.\n", encoding="utf-8")
    docs, _ = read(path)
    assert [(d.id, d.version) for d in docs] == [("2407.00079", "v2")]


def test_bom_and_crlf_jsonl() -> None:
    docs, problems = read("bom_crlf.jsonl")
    assert problems == []
    assert [(d.id, d.abstract) for d in docs] == [
        ("crlf-1", "The first record follows a byte-order mark."),
        ("crlf-2", "Windows line endings are not part of the record."),
    ]


def test_latin1_bytes_are_replaced_and_reported_once() -> None:
    docs, problems = read("latin1.txt")
    assert len(docs) == 1 and docs[0].abstract.startswith("Caf\ufffdBench") and "4\ufffds" in docs[0].abstract
    assert where(problems) == [(1, False)] and "U+FFFD" in problems[0].message


def test_invalid_bytes_are_located_on_their_line() -> None:
    data = b'{"id": "a", "abstract": "ok"}\n{"id": "b", "abstract": "ok"}\n{"id": "c", "abstract": "bad \xff"}\n'
    problems: list[ReadProblem] = []
    records = list(read_jsonl(io.BytesIO(data), make_ctx(problems), chunk_size=7))
    assert [r.abstract for r in records] == ["ok", "ok", "bad \ufffd"]
    assert where(problems) == [(3, False)]


@pytest.mark.parametrize("suffix", [".jsonl", ".json", ".csv", ".atom", ".txt", ".dat"])
@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf", b"\n \r\n\t"])
def test_empty_file_is_zero_documents_and_one_note(tmp_path: Path, suffix: str, content: bytes) -> None:
    path = tmp_path / f"empty{suffix}"
    path.write_bytes(content)
    docs, problems = read(path)
    assert docs == [] and where(problems) == [(None, False)] and "empty file" in problems[0].message


# --- choosing the format, fatal errors ----------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("listing.txt", "arxiv-listing"),
        ("pelican-rl-draft.txt", "text"),
        ("latin1.txt", "text"),
        ("docs.jsonl", "jsonl"),
        ("docs.json", "json"),
        ("single.json", "json"),
        ("docs.csv", "csv"),
        ("feed.atom", "atom"),
        ("truncated.xml", "atom"),
        ("mystery.dat", "jsonl"),
        ("export.data", "csv"),
    ],
)
def test_format_by_extension_and_content(name: str, fmt: str) -> None:
    assert detect_format(FIXTURES / name) == fmt


@pytest.mark.parametrize(
    ("content", "fmt"),
    [
        (b'[{"abstract": "x"}]', "json"),
        (b'\n  {"abstract": "x"}\n{"abstract": "y"}', "jsonl"),
        (b"<?xml version='1.0'?><feed/>", "atom"),
        ("arXiv2026\n\nT\n\nA\n\ncs.DC↗\n".encode(), "arxiv-listing"),
        (b"Title,Summary\nA,B\n", "csv"),
        (b"We present Foo, a system; it is 2x faster.", "text"),
    ],
)
def test_unknown_extension_is_sniffed(tmp_path: Path, content: bytes, fmt: str) -> None:
    path = tmp_path / "input.unknown"
    path.write_bytes(content)
    assert detect_format(path) == fmt


def test_fmt_overrides_the_sniffed_format() -> None:
    docs, problems = read("listing.txt", fmt="text")
    assert len(docs) == 1 and docs[0].abstract.startswith("Search arXiv") and problems == []


def test_formats_are_the_documented_names() -> None:
    assert set(FORMATS) == {"arxiv-listing", "jsonl", "json", "csv", "atom", "text"}


@pytest.mark.parametrize(
    ("make", "fmt", "fragment"),
    [
        (lambda d: d / "missing.jsonl", None, "no such file"),
        (lambda d: d, None, "is a directory"),
        (lambda d: FIXTURES / "docs.jsonl", "yaml", "unknown format 'yaml'"),
        (lambda d: _write(d / "blob.bin", b"\x89PNG\r\n\x1a\n\x00\x00"), None, "binary"),
    ],
)
def test_fatal_problems_raise_input_error_at_once(
    tmp_path: Path, make: Callable[[Path], Path], fmt: str | None, fragment: str
) -> None:
    path = make(tmp_path)
    with pytest.raises(InputError) as caught:
        read_documents(path, fmt=fmt)  # raises before iteration starts
    message = str(caught.value)
    assert fragment in message and path.name in message and "\n" not in message


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_read_many_checks_every_path_before_reading(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"missing\.csv"):
        read_many([FIXTURES / "docs.jsonl", tmp_path / "missing.csv"])


# --- ids ----------------------------------------------------------------------------------------


def test_read_many_makes_ids_unique_across_files_deterministically() -> None:
    paths = [FIXTURES / "bom_crlf.jsonl", FIXTURES / "mystery.dat", FIXTURES / "bom_crlf.jsonl"]
    problems: list[ReadProblem] = []
    first = [d.id for d in read_many(paths, on_problem=problems.append)]
    assert first == ["crlf-1", "crlf-2", "m1", "m2", "crlf-1-2", "crlf-2-2"]
    assert [d.id for d in read_many(paths, on_problem=lambda p: None)] == first
    assert [p.message.split(": ", 1)[1] for p in problems] == [
        "duplicate id 'crlf-1' renamed 'crlf-1-2'",
        "duplicate id 'crlf-2' renamed 'crlf-2-2'",
    ]


def test_read_documents_alone_does_not_rename_ids_from_other_calls() -> None:
    assert [d.id for d in read("bom_crlf.jsonl")[0]] == [d.id for d in read("bom_crlf.jsonl")[0]]


@pytest.mark.parametrize(
    ("record", "expected"),
    [
        ({"id": "given", "url": "https://arxiv.org/abs/2401.00001", "abstract": "a"}, ("given", None)),
        ({"id": "arXiv:2401.00001v4", "abstract": "a"}, ("2401.00001", "v4")),
        ({"id": 12345, "abstract": "a"}, ("12345", None)),
        (
            {"entry_id": "http://arxiv.org/abs/2401.00002v1", "title": "T", "abstract": "a"},
            ("2401.00002", "v1"),
        ),
        ({"ID": "upper", "Abstract": "a", "Version": 2}, ("upper", "v2")),
        ({"title": "Hello, World!", "abstract": "a"}, ("hello-world", None)),
        ({"title": "∑∞", "abstract": "a"}, ("mem-1", None)),
    ],
)
def test_id_choice(record: dict[str, object], expected: tuple[str, str | None]) -> None:
    problems: list[ReadProblem] = []
    data = (json.dumps(record) + "\n").encode()
    docs = list(parse_jsonl_bytes(data, problems))
    assert [(d.id, d.version) for d in docs] == [expected] and problems == []


def parse_jsonl_bytes(data: bytes, problems: list[ReadProblem]) -> Iterator[Document]:
    from benchclaims.readers.documents import build_documents
    from benchclaims.readers.ids import IdAllocator

    ctx = make_ctx(problems)
    return build_documents(read_jsonl(io.BytesIO(data), ctx), ctx, IdAllocator())


@given(st.text())
def test_slugify_is_lowercase_ascii_dashes_and_at_most_60(title: str) -> None:
    slug = slugify(title)
    assert len(slug) <= 60 and set(slug) <= set("abcdefghijklmnopqrstuvwxyz0123456789-")
    assert not slug.startswith("-") and "--" not in slug


def test_parse_arxiv_id_rejects_non_ids() -> None:
    assert [parse_arxiv_id(t) for t in ["2407.007", "http://example.org/abs/2407.00079", "x2407.00079"]] == [
        None,
        None,
        None,
    ]


# --- streaming ----------------------------------------------------------------------------------


class CountingStream(io.BytesIO):
    """A binary stream that counts the bytes handed out."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.bytes_read = 0

    def read(self, size: int | None = -1) -> bytes:
        chunk = super().read(size)
        self.bytes_read += len(chunk)
        return chunk


def _many_records(n: int) -> list[dict[str, object]]:
    return [{"id": f"r{i}", "title": f"Record {i}", "abstract": f"Abstract {i} " * 20, "year": 2026} for i in range(n)]


def _listing(n: int) -> bytes:
    blocks = [f"arXiv2026\n\nRecord {i}\n\n{'Abstract text. ' * 20}\n\ncs.DC↗\n" for i in range(n)]
    return ("header\n\n" + "\n".join(blocks)).encode()


def _feed(n: int) -> bytes:
    entries = "".join(
        f"<entry><id>http://arxiv.org/abs/2601.{i:05d}v1</id><summary>{'Text. ' * 30}</summary></entry>"
        for i in range(n)
    )
    return f'<feed xmlns="http://www.w3.org/2005/Atom">{entries}</feed>'.encode()


STREAMING_CASES: list[tuple[Callable[..., Iterator[RawRecord]], bytes]] = [
    (read_jsonl, "\n".join(json.dumps(r) for r in _many_records(2000)).encode()),
    (read_json, json.dumps(_many_records(2000), indent=1).encode()),
    (read_csv, ("id,abstract\n" + "".join(f"r{i},{'word ' * 50}\n" for i in range(2000))).encode()),
    (read_listing, _listing(2000)),
    (read_atom, _feed(2000)),
]


@pytest.mark.parametrize(("reader", "data"), STREAMING_CASES, ids=lambda x: getattr(x, "__name__", ""))
def test_readers_stream_instead_of_loading_the_file(
    reader: Callable[[BinaryIO, ReadContext, int], Iterator[RawRecord]], data: bytes
) -> None:
    stream = CountingStream(data)
    problems: list[ReadProblem] = []
    records = reader(stream, make_ctx(problems), 1024)
    next(records)
    assert len(data) > 400_000 and stream.bytes_read <= 4096
    assert sum(1 for _ in records) == 1999 and problems == []


@pytest.mark.parametrize("chunk_size", [1, 2, 3, 5, 64])
def test_tiny_chunks_do_not_change_what_is_read(chunk_size: int) -> None:
    for name, reader in [("docs.json", read_json), ("docs.jsonl", read_jsonl), ("docs.csv", read_csv)]:
        data = (FIXTURES / name).read_bytes()
        whole: list[ReadProblem] = []
        chunked: list[ReadProblem] = []
        expected = list(reader(io.BytesIO(data), make_ctx(whole)))
        assert list(reader(io.BytesIO(data), make_ctx(chunked), chunk_size)) == expected
        assert chunked == whole


@given(st.binary(max_size=300), st.lists(st.integers(min_value=1, max_value=8), min_size=1, max_size=5))
@settings(max_examples=300)
def test_chunked_decoding_equals_decoding_with_replace(data: bytes, sizes: list[int]) -> None:
    data = b"\xef\xbb\xbf" + data if sizes[0] % 2 else data
    problems: list[ReadProblem] = []
    text = "".join(iter_text(_split(data, sizes), make_ctx(problems)))
    codec, bom = encoding_of(data)  # UTF-16 when the data happens to start with its BOM
    assert text == unix_newlines(data[bom:].decode(codec, errors="replace"))
    try:
        data[bom:].decode(codec)
        assert problems == []
    except UnicodeDecodeError:
        assert len(problems) == 1 and not problems[0].skipped


def _split(data: bytes, sizes: list[int]) -> Iterator[bytes]:
    start, i = 0, 0
    while start < len(data):
        yield data[start : start + sizes[i % len(sizes)]]
        start += sizes[i % len(sizes)]
        i += 1


record_strategy = st.fixed_dictionaries(
    {
        "id": st.text(alphabet="abcxyz0123-", min_size=1, max_size=8),
        "abstract": st.text(min_size=1).filter(str.strip),
        "year": st.integers(min_value=1000, max_value=9999),
    }
)


@given(
    st.lists(record_strategy, max_size=6, unique_by=lambda r: r["id"]),
    st.sampled_from([None, 0, 2]),
    st.booleans(),
    st.booleans(),
    st.integers(min_value=1, max_value=40),
)
def test_json_reader_round_trips_any_layout_and_chunking(
    records: list[dict[str, object]], indent: int | None, as_array: bool, ascii_only: bool, chunk: int
) -> None:
    if as_array:
        text = json.dumps(records, indent=indent, ensure_ascii=ascii_only)
    else:
        text = "\n".join(json.dumps(r, indent=indent, ensure_ascii=ascii_only) for r in records)
    problems: list[ReadProblem] = []
    read_back = list(read_json(io.BytesIO(text.encode()), make_ctx(problems), chunk))
    assert problems == []
    assert [(r.given_id, r.abstract, r.year) for r in read_back] == [
        (r["id"], r["abstract"], r["year"]) for r in records
    ]


# --- the default problem handler, docs ----------------------------------------------------------


def test_problems_become_warnings_without_a_callback() -> None:
    with pytest.warns(ReadWarning) as caught:
        docs = list(read_documents(FIXTURES / "docs.jsonl"))
    assert len(docs) == 6 and len(caught) == 7
    assert str(caught[1].message).endswith("docs.jsonl:4: record 4: expected a JSON object, got an array; skipped")


def test_no_warning_for_clean_input() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(list(read_documents(FIXTURES / "bom_crlf.jsonl"))) == 2


def test_read_problem_is_frozen_and_prints_as_file_line_message() -> None:
    problem = ReadProblem("a.csv", 7, "no abstract", skipped=True)
    assert str(problem) == "a.csv:7: no abstract"
    with pytest.raises(AttributeError):
        problem.line = 8  # type: ignore[misc]


def test_extract_package_exposes_read_documents_lazily() -> None:
    import benchclaims

    assert benchclaims.read_documents is read_documents


@pytest.mark.parametrize("module", READER_MODULES)
def test_doctests_of_reader_modules_pass(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"benchclaims.readers.{module}"), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


# --- no input crashes a reader ------------------------------------------------------------------

FUZZ_PREFIXES = ["", "[", '[{"abstract": "', "{", "id,abstract\n", "<feed><entry><summary>", "arXiv2026\n\n"]


@pytest.mark.parametrize("fmt", FORMATS)
@given(
    prefix=st.sampled_from(FUZZ_PREFIXES),
    body=st.one_of(st.binary(max_size=200), st.text(max_size=200).map(str.encode)),
    chunk=st.integers(min_value=1, max_value=64),
)
@settings(max_examples=150)
def test_no_input_makes_a_reader_raise(fmt: str, prefix: str, body: bytes, chunk: int) -> None:
    from benchclaims.readers.documents import build_documents
    from benchclaims.readers.ids import IdAllocator
    from benchclaims.readers.plaintext import read_text

    readers = {"arxiv-listing": read_listing, "jsonl": read_jsonl, "json": read_json}
    readers |= {"csv": read_csv, "atom": read_atom, "text": read_text}
    problems: list[ReadProblem] = []
    ctx = make_ctx(problems)
    records = readers[fmt](io.BytesIO(prefix.encode() + body), ctx, chunk)
    for doc in build_documents(records, ctx, IdAllocator()):
        assert doc.id and doc.abstract.strip()


def test_fingerprint_set_holds_many_ids_exactly() -> None:
    from benchclaims.readers.ids import FingerprintSet

    seen = FingerprintSet(capacity=8)
    ids = [f"2407.{i:05d}" for i in range(20_000)]
    for value in ids:
        seen.add(value)
    assert all(value in seen for value in ids)
    assert not any(f"2408.{i:05d}" in seen for i in range(2_000))


def test_listing_ids_are_whole_words_or_the_arxiv_id(tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_text(
        "arXiv2026\n\nHeronCache: A Very Long Title About Tiered Caching of Key-Value Blocks for Serving\n\n"
        "HeronCache cuts p99 latency\nby 31% on a fictional cluster.\n\ncs.DC↗\n"
        "arXiv2025\n\narXiv:2503.12840v2\n\nLantern: Numbers\n\nLantern is 2x faster.\n\ncs.LG↗\n",
        encoding="utf-8",
    )
    docs, problems = read(page)
    assert problems == []
    assert docs[0].id == "heroncache-a-very-long-title-about-tiered-caching-of-key"
    assert docs[0].abstract == "HeronCache cuts p99 latency by 31% on a fictional cluster."  # line break: a space
    assert (docs[1].id, docs[1].version, docs[1].title) == ("2503.12840", "v2", "Lantern: Numbers")

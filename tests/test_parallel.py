"""``--jobs N``: the same records in the same order as one process, with the input streamed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterable, Iterator
from itertools import count, islice
from pathlib import Path

import pytest
from benchclaims.cli import main
from benchclaims.parallel import (
    _ordered,
    _pool,
    chunked,
    extract_chunk,
    extract_parallel,
    extract_with,
    jsonl_chunk,
    jsonl_parallel,
    keep_written,
    serializes_in_workers,
    start_method,
    zip_claims,
)
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents
from benchclaims.schemas import Document
from benchclaims.writers import jsonl_line

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
DEV = ROOT.parent / "shared" / "corpus" / "dev.input.jsonl"


def lines(pairs: Iterable[tuple[Document, list]]) -> list[str]:
    """The JSONL lines of the claims of ``(document, claims)`` pairs, in order."""
    return [jsonl_line(claim) for _doc, claims in pairs for claim in claims]


def corpus(path: Path) -> list[Document]:
    """The documents of a corpus file; skip the test when it is absent."""
    if not path.exists():
        pytest.skip(f"{path} is not here")
    return list(read_documents(path))


@pytest.mark.parametrize("path", [DEMO, DEV], ids=["demo", "dev"])
def test_two_jobs_give_the_serial_records_in_order(path: Path) -> None:
    docs = corpus(path)
    serial = list(extract_documents(docs))
    parallel = list(extract_parallel(docs, jobs=2, chunk=3))
    assert [doc.id for doc, _ in parallel] == [doc.id for doc in docs]
    assert lines(parallel) == lines(serial)
    assert lines(serial), "the corpus should yield some claims"


@pytest.fixture
def other_thread() -> Iterator[None]:
    """A second thread that runs (and holds a lock) for the length of a test."""
    held, done = threading.Lock(), threading.Event()
    thread = threading.Thread(target=lambda: (held.acquire(), done.wait()), daemon=True)
    thread.start()
    yield
    done.set()
    thread.join()


def test_workers_start_from_a_fork_server_while_other_threads_run(other_thread: None) -> None:
    docs = corpus(DEMO)
    assert start_method() == "forkserver"
    assert lines(extract_parallel(docs, jobs=2, chunk=2)) == lines(extract_documents(docs))


@pytest.mark.parametrize(("parent", "alive"), [("os.getppid()", True), ("os.getppid() + 1", False), ("None", True)])
def test_a_forked_worker_ends_at_once_when_its_parent_is_not_the_one_that_forked_it(parent: str, alive: bool) -> None:
    code = f"import os; from benchclaims.parallel import die_with_parent; die_with_parent({parent}); print('alive')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=os.environ)
    assert (done.stdout == "alive\n") is alive


@pytest.mark.parametrize("queue", [0, 1, 1000], ids=["all-here", "mixed", "all-in-workers"])
def test_chunks_done_here_and_in_workers_come_back_in_order(queue: int) -> None:
    docs = corpus(DEV)
    with _pool(1) as pool:
        pairs = list(_ordered(pool, chunked(docs, 2), window=6, queue=queue, work=extract_chunk, pair=zip_claims))
        texts = list(_ordered(pool, chunked(docs, 2), window=6, queue=queue, work=jsonl_chunk, pair=keep_written))
    assert [doc.id for doc, _ in pairs] == [doc.id for doc in docs]
    assert lines(pairs) == lines(extract_documents(docs))
    assert "".join(chunk.text for chunk in texts) == "".join(line + "\n" for line in lines(pairs))


@pytest.mark.parametrize("jobs", [1, 2])
def test_workers_serialize_the_serial_lines_and_count_them(jobs: int) -> None:
    docs = corpus(DEV)
    serial = list(extract_documents(docs))
    written = list(jsonl_parallel(docs, jobs=jobs, chunk=5))
    assert len(written) == -(-len(docs) // 5), "one text per chunk"
    assert "".join(chunk.text for chunk in written) == "".join(line + "\n" for line in lines(serial))
    assert sum(chunk.claims for chunk in written) == sum(len(claims) for _, claims in serial)
    assert sum(chunk.with_claims for chunk in written) == sum(1 for _, claims in serial if claims)


@pytest.mark.parametrize(
    ("argv", "output", "expected"),
    [
        (["--jobs", "2"], "c.jsonl", True),
        (["--jobs", "2"], None, True),
        (["--jobs", "2"], "c.csv", False),
        (["--engine", "dask"], "-", True),
        ([], "c.jsonl", False),
    ],
)
def test_workers_serialize_only_json_lines_of_several_processes(
    argv: list[str], output: str | None, expected: bool
) -> None:
    from benchclaims.cli import build_parser

    args = build_parser().parse_args(["extract", *argv])
    assert serializes_in_workers(args, output) is expected


@pytest.mark.parametrize("path", [DEMO, DEV], ids=["demo", "dev"])
def test_cli_jobs_2_writes_the_bytes_of_jobs_1(path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus(path)
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["extract", str(path), "-o", str(one)]) == 0
    serial_summary = capsys.readouterr().err
    assert main(["extract", str(path), "--jobs", "2", "-o", str(two)]) == 0
    assert capsys.readouterr().err == serial_summary, "the same documents and claims are counted"
    assert one.read_bytes() == two.read_bytes()


def test_cli_jobs_2_on_stdout_and_to_csv_matches_jobs_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(DEMO)]) == 0
    serial = capsys.readouterr().out
    assert main(["extract", str(DEMO), "--jobs", "2"]) == 0
    assert capsys.readouterr().out == serial
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    assert main(["extract", str(DEMO), "-o", str(one)]) == 0
    assert main(["extract", str(DEMO), "--jobs", "2", "-o", str(two)]) == 0
    assert one.read_bytes() == two.read_bytes()


class Pulled:
    """A generator of documents that records how many were pulled from it."""

    def __init__(self) -> None:
        self.count = 0

    def __iter__(self) -> Iterator[Document]:
        for i in count():
            self.count += 1
            yield Document(id=f"d{i}", abstract=f"It runs {i % 9 + 2}x faster than vLLM on 8 H100 GPUs.")


@pytest.mark.parametrize("jobs", [1, 2])
def test_input_is_pulled_lazily(jobs: int) -> None:
    source = Pulled()
    results = extract_parallel(iter(source), jobs=jobs, chunk=4, window=3)
    first = next(results)
    assert first[0].id == "d0"
    assert source.count <= 3 * 4 + 1, "more documents were read than the in-flight window holds"
    later = list(islice(results, 100))
    assert [doc.id for doc, _ in later] == [f"d{i}" for i in range(1, 101)]
    assert source.count <= 101 + 3 * 4 + 1
    results.close()


def test_extract_with_defaults_to_serial() -> None:
    docs = corpus(DEMO)
    assert lines(extract_with(docs)) == lines(extract_documents(docs))


def test_jobs_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["extract", "--jobs", "0"])
    assert exit_info.value.code == 2
    assert "at least 1" in capsys.readouterr().err


def test_engine_dask_without_dask_is_a_one_line_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    assert main(["extract", str(DEMO), "--engine", "dask", "-o", str(tmp_path / "c.jsonl")]) == 2
    assert "pip install 'benchclaims[dask]'" in capsys.readouterr().err
    assert not (tmp_path / "c.jsonl").exists()


# ---------------------------------------------------------------- workers that read JSON Lines themselves


def hostile_jsonl(path: Path, copies: int = 40) -> Path:
    """A JSON Lines file over 64 KiB with what a reader reports: repeated ids (within a block and
    across blocks), blank and CRLF lines, invalid JSON, a non-object, a record with neither id nor
    title, an overlong abstract, a record without an abstract, bytes that are not UTF-8."""
    docs = [doc.model_dump(include={"id", "title", "abstract"}) for doc in corpus(DEMO)]
    with path.open("wb") as stream:
        stream.write(b"\xef\xbb\xbf")
        for copy in range(copies):
            for number, doc in enumerate(docs):
                record = dict(doc, id=doc["id"] if number % 3 else f"{doc['id']}-{copy % 7}")
                stream.write(json.dumps(record).encode() + (b"\r\n" if number % 5 == 0 else b"\n"))
            stream.write(b"\n   \n{not json\n[1, 2]\n")
            stream.write(json.dumps({"abstract": f"No id, {copy + 2}x faster than vLLM."}).encode() + b"\n")
            stream.write(json.dumps({"id": f"long-{copy}", "abstract": "It is 3x faster. " * 40}).encode() + b"\n")
            stream.write(json.dumps({"id": "no-abstract"}).encode() + b"\n")
        stream.write(
            json.dumps({"id": "bad-bytes", "abstract": "caf\udce9 is 2x faster"}, ensure_ascii=False).encode(
                "utf-8", "surrogateescape"
            )
            + b"\n"
        )
    assert path.stat().st_size >= 1 << 16
    return path


@pytest.mark.parametrize("jobs", ["2", "3"])
def test_workers_reading_blocks_write_the_serial_bytes_and_report_the_same_problems(
    jobs: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hostile = hostile_jsonl(tmp_path / "hostile.jsonl")
    second = tmp_path / "second.jsonl"
    second.write_bytes(hostile.read_bytes())  # the same ids again: renamed across files
    one, many = tmp_path / "one.jsonl", tmp_path / "many.jsonl"
    options = [str(hostile), str(second), "--max-chars", "500"]
    assert main(["extract", *options, "-o", str(one)]) == 1
    serial = capsys.readouterr().err.splitlines()
    assert main(["extract", *options, "--jobs", jobs, "-o", str(many)]) == 1
    parallel = capsys.readouterr().err.splitlines()
    assert one.read_bytes() == many.read_bytes()
    assert sorted(parallel) == sorted(serial), "the same problems, at the same lines"
    assert parallel[-2:] == serial[-2:], "the same accounting"
    assert any("renamed" in line for line in serial) and any("not UTF-8" in line for line in serial)


def test_blocks_hold_whole_lines_and_know_where_they_start(tmp_path: Path) -> None:
    from benchclaims.shards import blocks

    path = tmp_path / "x.jsonl"
    path.write_text('{"a": 1}\n\n{"a": 2}\r\n{"a": 3}\n{"a": 4}', encoding="utf-8")
    found = [(b.text, b.first_line, b.first_number) for b in blocks(path, print, None, size=2)]
    assert found == [('{"a": 1}\n\n{"a": 2}\n', 1, 1), ('{"a": 3}\n{"a": 4}', 4, 3)]  # CR LF read as LF


def test_workers_read_only_large_local_json_lines_inputs(tmp_path: Path) -> None:
    from benchclaims.cli import build_parser
    from benchclaims.shards import splittable

    big = hostile_jsonl(tmp_path / "big.jsonl")

    def split(*argv: str) -> list[Path] | None:
        return splittable(build_parser().parse_args(["extract", *argv]))

    assert split(str(big), "--jobs", "2") == [big]
    assert split(str(big)) is None
    assert split(str(big), "--jobs", "2", "--engine", "dask") is None
    assert split(str(big), str(DEMO), "--jobs", "2") is None, "the demo corpus is under 64 KiB"
    assert split(str(big), "--jobs", "2", "--format", "text") is None
    unnamed = big.rename(tmp_path / "big.data")
    assert split(str(unnamed), "--jobs", "2", "--format", "jsonl") == [unnamed], "--format jsonl is trusted"
    assert split(str(tmp_path / "missing.jsonl"), "--jobs", "2") is None, "left to the readers to report"


def test_a_missing_input_with_jobs_is_the_readers_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = hostile_jsonl(tmp_path / "big.jsonl")
    assert main(["extract", str(big), str(tmp_path / "missing.jsonl"), "--jobs", "2"]) == 2
    assert capsys.readouterr().err.strip().endswith("missing.jsonl: no such file")


def test_spool_files_are_removed_once_the_next_one_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from benchclaims import shards

    monkeypatch.setattr(shards, "SPOOL_BLOCKS", 2)
    path = tmp_path / "five.jsonl"
    path.write_text(
        "".join(json.dumps({"id": f"d{i}", "abstract": f"It is {i + 2}x faster."}) + "\n" for i in range(5))
    )
    folder = tmp_path / "spool"
    folder.mkdir()
    spool = shards.Spool(str(folder))
    results = []
    for block in shards.blocks(path, print, None, size=1):
        function, arguments = spool.task(block)
        results.append(function(*arguments))
    assert sorted(p.name for p in folder.iterdir()) == ["0.jsonl", "1.jsonl", "2.jsonl"]
    texts = [text for result in results for text in spool.reading(result).documents_text()]
    assert sorted(p.name for p in folder.iterdir()) == ["2.jsonl"]
    assert "".join(texts) == "".join(line + "\n" for line in lines(extract_documents(read_documents(path))))

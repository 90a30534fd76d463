"""JSON Lines inputs read by the workers of ``--jobs N``: this process only cuts the text into blocks.

When documents are read here, the main process of ``--jobs`` spends most of its time reading
them (JSON, field mapping, ``Document``), which caps the workers it keeps busy. For JSON Lines
files it instead decodes the text and cuts it into ``Block``\\ s of whole lines, counting lines
and records; a worker parses its block with the JSON Lines reader (its line and record numbers
start where the block does, so problems and fallback ids are those of a serial read), extracts,
serializes, and appends the text to a spool file rather than sending it back through the
pool's pipe. Only the id chosen for each document and the place of its text come back; this
process makes the ids unique across all inputs in reading order, as ``read_many`` does (a
renamed document gets the new id patched into its lines) and copies the text out, so the output
is byte for byte that of one process.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import accumulate, pairwise
from pathlib import Path

from benchclaims.chunks import Written, jsonl_chunk
from benchclaims.parallel import scheduled
from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.documents import build_documents
from benchclaims.readers.ids import IdAllocator
from benchclaims.readers.problems import ProblemHandler, ReadProblem
from benchclaims.readers.sniff import HEAD_BYTES
from benchclaims.readers.textio import iter_lines, iter_text, limited_lines, read_chunks

BLOCK_RECORDS = 256
"""Records per block: the pool's threads cost the main process about 0.5 ms of CPU per task, so
256 records (about 400 kB) spend about 2 µs per document on it where 64 spent 8 (measured on
10,000 bulk abstracts with 2 workers)."""
SPOOL_BLOCKS = 32
"""Blocks per spool file (about 8,000 documents, 5 MB of claims from the bulk corpus)."""


@dataclass(frozen=True)
class Block:
    """Whole lines of one JSON Lines file, with the numbers of its first line and first record."""

    path: str
    text: str
    first_line: int
    first_number: int
    max_chars: int | None


@dataclass(frozen=True)
class ReadBlock:
    """A block read: its problems, and per document the id it chose, the record's line and number,
    and its claims as JSON Lines text, either in ``texts`` or, from a worker, in its spool file
    (``spooled``: the file, the offset, and the byte length of each document's text)."""

    problems: list[ReadProblem]
    chosen: list[tuple[str, int | None, int]]
    texts: list[str]
    claims: int
    spooled: tuple[str, int, list[int]] | None = None

    def documents_text(self) -> list[str]:
        """Each document's text, read back from the spool file when a worker wrote it there."""
        if self.spooled is None:
            return self.texts
        path, offset, sizes = self.spooled
        with open(path, "rb") as stream:
            stream.seek(offset)
            data = stream.read(sum(sizes))
        starts = list(accumulate(sizes, initial=0))
        return [data[start:end].decode("utf-8") for start, end in pairwise(starts)]


def blocks(path: Path, on_problem: ProblemHandler, max_chars: int | None, size: int = BLOCK_RECORDS) -> Iterator[Block]:
    """The text of a JSON Lines file in blocks of ``size`` records each (blank lines ride along).

    Undecodable bytes are reported here, once per file, as the reader reports them.
    """
    ctx = _context(str(path), on_problem, None)  # a line over the limit is the worker's to report
    lines: list[str] = []
    first_line = first_number = 1
    records = 0
    with path.open("rb") as stream:
        for line, length in iter_lines(iter_text(read_chunks(stream), ctx)):
            lines.append(line)
            # a record, as the serial reader counts them (a line over the limit is none)
            records += bool(line.strip()) and (max_chars is None or length <= max_chars)
            if records == size:
                yield Block(str(path), "".join(lines), first_line, first_number, max_chars)
                first_line, first_number, records, lines = first_line + len(lines), first_number + size, 0, []
    if lines:
        yield Block(str(path), "".join(lines), first_line, first_number, max_chars)


def _context(path: str, on_problem: ProblemHandler, max_chars: int | None = None) -> ReadContext:
    """The reader's context of the file at ``path``, as the registry makes it."""
    named = Path(path)
    return ReadContext(path=path, name=named.name, stem=named.stem, on_problem=on_problem, max_chars=max_chars)


class _Chosen(IdAllocator):
    """An id allocator that renames nothing and notes each id with the record it was chosen for."""

    def __init__(self, records: list[RawRecord]) -> None:  # no fingerprint set: nothing is kept
        self._records = records
        self.chosen: list[tuple[str, int | None, int]] = []

    def claim(self, wanted: str) -> str:
        """``wanted`` itself, noted with the record just read."""
        record = self._records[-1]
        self.chosen.append((wanted, record.line, record.number))
        return wanted


def _noting(records: Iterable[RawRecord], seen: list[RawRecord]) -> Iterator[RawRecord]:
    for record in records:
        seen.append(record)
        yield record


def read_block(block: Block) -> ReadBlock:
    """A worker's task: parse a block as JSON Lines, build its documents, extract and serialize."""
    from benchclaims.readers.jsonl import jsonl_records

    problems: list[ReadProblem] = []
    ctx = _context(block.path, problems.append, block.max_chars)
    seen: list[RawRecord] = []
    ids = _Chosen(seen)
    lines = limited_lines([block.text], ctx, block.first_line)
    records = jsonl_records(lines, ctx, block.first_line, block.first_number)
    docs = list(build_documents(_noting(records, seen), ctx, ids, block.max_chars))
    texts = [jsonl_chunk([doc]).text for doc in docs]
    return ReadBlock(problems, ids.chosen, texts, sum(text.count("\n") for text in texts))


def spool_block(block: Block, spool_file: str) -> ReadBlock:
    """A worker's task: ``read_block``, its text appended to ``spool_file`` rather than sent back
    through the pool's pipe (which costs the main process about 1 ms of CPU per 100 kB received,
    10x what sending costs). Workers share spool files: one ``O_APPEND`` write is atomic."""
    result = read_block(block)
    data = [text.encode("utf-8") for text in result.texts]
    whole = b"".join(data)
    fd = os.open(spool_file, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        if os.write(fd, whole) != len(whole):
            raise OSError(f"{spool_file}: short write")
        offset = os.lseek(fd, 0, os.SEEK_CUR) - len(whole)
    finally:
        os.close(fd)
    return ReadBlock(result.problems, result.chosen, [], result.claims, (spool_file, offset, list(map(len, data))))


class Spool:
    """The spool folder of a run: blocks are sent to its files ``SPOOL_BLOCKS`` at a time, and a
    file is removed once a block of the next one is read back (blocks come back in the order they
    were sent), so the folder holds a few files, not the whole output."""

    def __init__(self, folder: str) -> None:
        self._folder = folder
        self._sent = 0
        self._reading: str | None = None

    def task(self, block: Block) -> tuple[Callable[[Block, str], ReadBlock], tuple[Block, str]]:
        """What a worker is sent for ``block``: ``spool_block`` and the file to append to."""
        file = os.path.join(self._folder, f"{self._sent // SPOOL_BLOCKS}.jsonl")
        self._sent += 1
        return spool_block, (block, file)

    def reading(self, result: ReadBlock) -> ReadBlock:
        """``result``, about to be read back; the file before its own is removed."""
        if result.spooled is not None and result.spooled[0] != self._reading:
            if self._reading is not None:
                os.unlink(self._reading)
            self._reading = result.spooled[0]
        return result


def unique_texts(result: ReadBlock, path: str, ids: IdAllocator, on_problem: ProblemHandler) -> Iterator[str]:
    """A block's texts in order, its problems reported, each id made unique across all inputs.

    The ids go through ``build_documents`` again (on records holding only the chosen id), so a
    repeated id is renamed and reported exactly as a serial read does; the document's lines
    then get the new id.
    """
    for problem in result.problems:
        on_problem(problem)
    records = (RawRecord(number, line, "", given_id=wanted) for wanted, line, number in result.chosen)
    documents = build_documents(records, _context(path, on_problem), ids, None)
    for (wanted, _line, _number), doc, text in zip(result.chosen, documents, result.documents_text(), strict=True):
        yield text if doc.id == wanted else renamed(text, wanted, doc.id)


def renamed(text: str, old: str, new: str) -> str:
    """JSON Lines claims of document ``old`` given the id ``new`` (``doc_id`` is every line's first field).

    >>> renamed('{"doc_id": "a", "x": 1}\\n', "a", "a-2")
    '{"doc_id": "a-2", "x": 1}\\n'
    """
    before, after = (f'{{"doc_id": {json.dumps(name, ensure_ascii=False)}, ' for name in (old, new))
    lines = text.splitlines(keepends=True)
    if not all(line.startswith(before) for line in lines):
        raise ValueError(f"claims of {old!r} do not start with their doc_id")
    return "".join(after + line[len(before) :] for line in lines)


def splittable(args: argparse.Namespace) -> list[Path] | None:
    """The input files of an ``extract`` run when its workers can read them, else None.

    They can when the run has workers on this machine (``--jobs`` > 1) and every input is a JSON
    Lines file of at least 64 KiB (a smaller one is not worth
    it). Anything else, a missing or unreadable input included, is left to the readers, which
    report it as they always do.
    """
    if getattr(args, "jobs", 1) <= 1 or getattr(args, "engine", "local") != "local":
        return None
    paths = [Path(name) for name in args.inputs]
    if paths and args.format in (None, "jsonl") and all(_large_jsonl(path, args.format) for path in paths):
        return paths
    return None


def _large_jsonl(path: Path, fmt: str | None) -> bool:
    """True for a file of at least 64 KiB read as JSON Lines (``fmt``, else by its name and content)."""
    from benchclaims.readers import InputError, detect_format

    try:
        return path.is_file() and path.stat().st_size >= HEAD_BYTES and (fmt or detect_format(path)) == "jsonl"
    except (InputError, OSError):
        return False


def jsonl_from_files(
    paths: list[Path], jobs: int, on_problem: ProblemHandler, max_chars: int | None
) -> Iterator[Written]:
    """The claims of JSON Lines files as text, one ``Written`` per block, in input order, the
    blocks read by ``jobs - 1`` workers (and by this process when they have enough queued).

    The workers append their blocks' text to files in a temporary folder (``Spool``), read back
    here in order."""
    ids = IdAllocator()
    pieces = (block for path in paths for block in blocks(path, on_problem, max_chars))
    with tempfile.TemporaryDirectory(prefix="benchclaims-spool-") as folder:
        spool = Spool(folder)

        def pair(block: Block, result: ReadBlock) -> Iterator[Written]:
            texts = list(unique_texts(spool.reading(result), block.path, ids, on_problem))
            yield Written(len(texts), result.claims, sum(1 for text in texts if text), "".join(texts))

        yield from scheduled(pieces, jobs, 4 * jobs, work=read_block, pair=pair, send=spool.task)

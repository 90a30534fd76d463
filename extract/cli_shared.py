"""The pieces that every command family shares: ``benchclaims.cli`` (extract, read, report, ...)
and ``benchclaims.regress.cli`` (diff, check) both build on them.

- exit codes, and ``Tally``: what a run read, produced and skipped, and the exit code that follows;
- ``say`` and ``with_progress``: one line on stderr, a progress bar on a terminal;
- ``add_input_arguments``, ``read_inputs``, ``extract_all`` and ``write_output``: the steps of a run
  from input files (or arXiv) to records written.

Like the command modules, it imports nothing heavy at load time, so ``benchclaims --help`` stays fast.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from benchclaims.fetch.cli import add_source_arguments, wants_fetch, whole_number

if TYPE_CHECKING:
    from benchclaims.chunks import Written
    from benchclaims.readers import ReadProblem
    from benchclaims.schemas import Claim, Document
    from pydantic import BaseModel

EXIT_OK, EXIT_SKIPPED, EXIT_FATAL, EXIT_INTERNAL, EXIT_BROKEN_PIPE, EXIT_INTERRUPTED = 0, 1, 2, 3, 141, 130
DEMO_CORPUS = Path(__file__).parent / "data" / "demo" / "abstracts.jsonl"
OUTPUT_HELP = "write to OUT instead of stdout; its extension picks the format: .jsonl .csv .xlsx .parquet"

T = TypeVar("T")


@dataclass
class Tally:
    """What a run read, produced and skipped: the summary line and the exit code come from it."""

    documents: int = 0
    claims: int = 0
    skipped: int = 0
    with_claims: int = 0

    def on_problem(self, problem: ReadProblem) -> None:
        """Reader callback: print the problem as ``FILE:LINE: message``; count it if a record was dropped."""
        if problem.skipped:
            self.skipped += 1
        say(str(problem))

    def summary(self, with_claims: bool) -> str:
        """``N documents, M claims, K records skipped`` (claims left out where none are made)."""
        claims = f"{self.claims} claims, " if with_claims else ""
        return f"{self.documents} documents, {claims}{self.skipped} records skipped"

    def accounting(self) -> str:
        """``documents in: N = A with claims + B without claims + K skipped``: nothing is lost."""
        without = self.documents - self.with_claims
        return (
            f"documents in: {self.documents + self.skipped} = {self.with_claims} with claims"
            f" + {without} without claims + {self.skipped} skipped"
        )

    def exit_code(self, skip_bad: bool) -> int:
        """1 when records were skipped, unless the user said that is fine."""
        return EXIT_SKIPPED if self.skipped and not skip_bad else EXIT_OK


# ---------------------------------------------------------------- terminal output


def say(message: str) -> None:
    """One line on stderr, printed above the progress bar when one is showing."""
    if sys.stderr.isatty():
        from tqdm import tqdm

        tqdm.write(message, file=sys.stderr)
    else:
        print(message, file=sys.stderr)


def with_progress(items: Iterable[T], unit: str) -> Iterator[T]:
    """Yield ``items`` while a progress bar counts them on stderr; silent unless stderr is a terminal."""
    if not sys.stderr.isatty():
        yield from items
        return
    from tqdm import tqdm

    with tqdm(items, unit=f" {unit}", file=sys.stderr, delay=0.5, dynamic_ncols=True) as bar:
        yield from bar


# ---------------------------------------------------------------- shared steps


def read_inputs(args: argparse.Namespace, tally: Tally) -> Iterator[Document]:
    """Stream the documents fetched from arXiv (--author, --id…), then those of the inputs
    (the demo corpus when neither is given), counting them."""
    from itertools import chain

    from benchclaims.fetch.cli import fetched_documents
    from benchclaims.readers import read_many

    fetched = fetched_documents(args, tally.on_problem)
    paths = args.inputs or ([] if fetched is not None else [DEMO_CORPUS])
    docs = chain(
        fetched or (), read_many(paths, fmt=args.format, on_problem=tally.on_problem, max_chars=size_limit(args))
    )
    for doc in with_progress(docs, "docs"):
        tally.documents += 1
        yield doc


def size_limit(args: argparse.Namespace) -> int | None:
    """The ``--max-chars`` limit: the readers' default when not given, None (no limit) for 0."""
    from benchclaims.readers.documents import MAX_CHARS

    limit = getattr(args, "max_chars", None)
    return MAX_CHARS if limit is None else limit or None


def extract_all(docs: Iterable[Document], tally: Tally, args: argparse.Namespace | None = None) -> Iterator[Claim]:
    """Stream the claims of ``docs``, counting them (``args``: --jobs, --engine; default serial)."""
    from benchclaims.parallel import extract_with

    for _doc, claims in extract_with(docs, args):
        tally.claims += len(claims)
        tally.with_claims += bool(claims)
        yield from claims


def worker_text(args: argparse.Namespace, tally: Tally) -> Iterator[str]:
    """The JSON Lines text the workers serialize, counted: JSON Lines files are read by the
    workers too, other inputs are read here."""
    from benchclaims.parallel import jsonl_with
    from benchclaims.shards import jsonl_from_files, splittable

    paths = None if wants_fetch(args) else splittable(args)  # fetched documents are read here
    if paths is None:
        return counted_text(jsonl_with(read_inputs(args, tally), args), tally, read_here=True)
    chunks = jsonl_from_files(paths, args.jobs, tally.on_problem, size_limit(args))
    return counted_text(chunks, tally, read_here=False)


def counted_text(chunks: Iterable[Written], tally: Tally, read_here: bool) -> Iterator[str]:
    """The JSON Lines text of chunks serialized by the workers, counting their claims (and their
    documents, unless ``read_inputs`` counted them)."""
    for chunk in chunks:
        tally.documents += 0 if read_here else chunk.documents
        tally.claims += chunk.claims
        tally.with_claims += chunk.with_claims
        yield chunk.text


def write_text(texts: Iterable[str], output: str | None) -> None:
    """Write serialized JSON Lines to ``output`` atomically, or to stdout (None or ``-``)."""
    from benchclaims.writers import atomic_path

    if output in (None, "-"):
        sys.stdout.writelines(texts)
        sys.stdout.flush()
        return
    with atomic_path(Path(output)) as temp, temp.open("w", encoding="utf-8", newline="\n") as stream:
        stream.writelines(texts)


def write_output(records: Iterable[BaseModel], output: str | None, model: type[BaseModel]) -> None:
    """Write records to ``output`` in the format of its extension, or as JSONL to stdout (None or ``-``)."""
    from benchclaims.writers import write_jsonl_stream, write_records

    if output in (None, "-"):
        write_jsonl_stream(records, sys.stdout)
        sys.stdout.flush()
    else:
        write_records(records, output, model)


def add_input_arguments(parser: argparse.ArgumentParser, output_help: str = OUTPUT_HELP) -> None:
    """INPUT..., --format and -o, shared by the commands that read documents."""
    parser.add_argument(
        "inputs",
        nargs="*",
        metavar="INPUT",
        help="input files (default: the bundled demo corpus)",
    )
    parser.add_argument(
        "-f",
        "--format",
        metavar="F",
        help="input format, overriding the extension and content sniffing: arxiv-listing, jsonl, json, csv, atom, text",
    )
    parser.add_argument("-o", "--output", metavar="OUT", help=output_help)
    parser.add_argument("--skip-bad", action="store_true", help="exit 0 even when malformed input records were skipped")
    parser.add_argument(
        "--max-chars",
        type=whole_number,
        metavar="N",
        help="skip (and report) records over N characters: a JSON line or element, a CSV line, a feed entry, "
        "a text file (default 1,000,000; 0: no limit)",
    )
    add_source_arguments(parser)

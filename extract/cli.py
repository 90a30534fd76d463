"""The ``benchclaims`` command line: parses arguments, calls the library, maps errors to exit codes.

Exit codes: 0 success; 1 some input records were skipped (0 with ``--skip-bad``);
2 usage error, missing input, unknown format or unwritable output (one line on stderr,
no traceback); 130 interrupted (Ctrl-C).

Each command is one ``Command`` entry in ``COMMANDS``: a name, a one-line summary, a
function that adds its arguments and a function that runs it. A new command is one
more entry. Heavy modules (spaCy, pandas, pydantic models) are imported inside the
commands, so ``benchclaims --help`` stays fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from benchclaims import __version__
from benchclaims.fetch.cli import add_cache_arguments, add_fetch_arguments, add_source_arguments, run_cache
from benchclaims.regress.cli import add_check_arguments, add_diff_arguments, run_check, run_diff

if TYPE_CHECKING:
    from benchclaims.readers import ReadProblem
    from benchclaims.schemas import Claim, Document
    from pydantic import BaseModel

PROG = "benchclaims"
EXIT_OK, EXIT_SKIPPED, EXIT_FATAL, EXIT_BROKEN_PIPE, EXIT_INTERRUPTED = 0, 1, 2, 141, 130
DEMO_CORPUS = Path(__file__).parent / "data" / "demo" / "abstracts.jsonl"
REPORT_DIR = Path("reports")
OUTPUT_HELP = "write to OUT instead of stdout; its extension picks the format: .jsonl .csv .xlsx .parquet"

T = TypeVar("T")


@dataclass(frozen=True)
class Command:
    """One subcommand: how to parse its arguments and how to run it (returning the exit code)."""

    name: str
    summary: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


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
    limit = getattr(args, "max_chars", None)
    sizes = {} if limit is None else {"max_chars": limit or None}  # 0: no limit
    docs = chain(fetched or (), read_many(paths, fmt=args.format, on_problem=tally.on_problem, **sizes))
    for doc in with_progress(docs, "docs"):
        tally.documents += 1
        yield doc


def extract_all(docs: Iterable[Document], tally: Tally, args: argparse.Namespace | None = None) -> Iterator[Claim]:
    """Stream the claims of ``docs``, counting them (``args``: --jobs, --engine; default serial)."""
    from benchclaims.parallel import extract_with

    for _doc, claims in extract_with(docs, args):
        tally.claims += len(claims)
        tally.with_claims += bool(claims)
        yield from claims


def write_output(records: Iterable[BaseModel], output: str | None, model: type[BaseModel]) -> None:
    """Write records to ``output`` in the format of its extension, or as JSONL to stdout (None or ``-``)."""
    from benchclaims.writers import write_jsonl_stream, write_records

    if output in (None, "-"):
        write_jsonl_stream(records, sys.stdout)
        sys.stdout.flush()
    else:
        write_records(records, output, model)


# ---------------------------------------------------------------- the commands


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
        type=int,
        metavar="N",
        help="skip (and report) documents with an abstract over N characters (default 1,000,000; 0: none)",
    )
    add_source_arguments(parser)


def add_extract_arguments(parser: argparse.ArgumentParser) -> None:
    """The extract command's arguments: the input ones, then --jobs, --engine and --scheduler."""
    from benchclaims.parallel import add_scale_arguments

    add_input_arguments(parser)
    add_scale_arguments(parser)


def run_extract(args: argparse.Namespace) -> int:
    """``benchclaims extract``: claims of every input document."""
    from benchclaims.schemas import Claim

    tally = Tally()
    write_output(extract_all(read_inputs(args, tally), tally, args), args.output, Claim)
    say(tally.accounting())
    say(tally.summary(with_claims=True))
    return tally.exit_code(args.skip_bad)


def run_read(args: argparse.Namespace) -> int:
    """``benchclaims read``: the documents the readers found."""
    from benchclaims.schemas import Document

    tally = Tally()
    write_output(read_inputs(args, tally), args.output, Document)
    say(tally.summary(with_claims=False))
    return tally.exit_code(args.skip_bad)


REPORT_OUTPUT_HELP = (
    "write the report into folder DIR (default: reports/, or reports/demo/ for the bundled demo corpus, "
    "so the committed seed-corpus report in reports/ is not overwritten)"
)
ALIASES_HELP = "a CSV of baseline aliases (alias,canonical) read before the bundled extract/data/baselines.tsv"


def add_report_arguments(parser: argparse.ArgumentParser) -> None:
    """The report command's arguments: those of ``extract``, -o naming a folder, and --aliases."""
    add_input_arguments(parser, REPORT_OUTPUT_HELP)
    parser.set_defaults(output=None)
    parser.add_argument("--aliases", metavar="FILE", help=ALIASES_HELP)


def run_report(args: argparse.Namespace) -> int:
    """``benchclaims report``: extract and compare in one run; print the paths written."""
    from benchclaims.compare import load_baselines
    from benchclaims.parallel import extract_with
    from benchclaims.report import STAGES, write_report

    tally = Tally()
    baselines = load_baselines(args.aliases)
    documents, claims = [], []
    for doc, found in extract_with(read_inputs(args, tally)):  # papers without claims: no abstract kept
        documents.append(doc if found else doc.model_copy(update={"abstract": ""}))
        claims += found
    tally.claims, tally.with_claims = len(claims), len({claim.doc_id for claim in claims})
    demo = not args.inputs and all(doc.source == DEMO_CORPUS.name for doc in documents)
    output = args.output or str(REPORT_DIR / "demo" if demo else REPORT_DIR)
    with stage_progress(STAGES) as step:
        print_paths(write_report(documents, claims, output, baselines, step))
    say(tally.summary(with_claims=True))
    return tally.exit_code(args.skip_bad)


def add_compare_arguments(parser: argparse.ArgumentParser) -> None:
    """CLAIMS... (claim files), --documents, -o DIR and --aliases."""
    parser.add_argument("claims", nargs="+", metavar="CLAIMS", help="claim files: .jsonl .csv .parquet")
    parser.add_argument(
        "--documents", nargs="+", metavar="DOCS", help="the documents the claims came from (titles, years, abstracts)"
    )
    parser.add_argument("-o", "--output", metavar="DIR", default=str(REPORT_DIR), help=REPORT_OUTPUT_HELP)
    parser.add_argument("--aliases", metavar="FILE", help=ALIASES_HELP)


def run_compare(args: argparse.Namespace) -> int:
    """``benchclaims compare``: the report's tables from claim files already extracted."""
    from benchclaims.compare import load_baselines
    from benchclaims.readers import read_many
    from benchclaims.report import STAGES, compare_files, write_report

    baselines = load_baselines(args.aliases)
    claims = compare_files(
        args.claims, lambda path, n: say(f"{path}: {n} claims already read from an earlier run; left out")
    )
    documents = list(read_many(args.documents, on_problem=Tally().on_problem)) if args.documents else None
    with stage_progress(STAGES) as step:
        print_paths(write_report(documents, claims, args.output, baselines, step))
    return EXIT_OK


@contextmanager
def stage_progress(stages: tuple[str, ...]) -> Iterator[Callable[[str], None]]:
    """A callable that advances a progress bar on stderr, one step per stage named; silent off a terminal."""
    if not sys.stderr.isatty():
        yield lambda name: None
        return
    from tqdm import tqdm

    with tqdm(total=len(stages), unit=" stages", file=sys.stderr, dynamic_ncols=True) as bar:

        def step(name: str) -> None:
            bar.set_description(name)
            bar.update(1)

        yield step


def print_paths(paths: Iterable[Path]) -> None:
    """One written path per line on stdout."""
    for path in paths:
        print(path)


def run_fetch(args: argparse.Namespace) -> int:
    """``benchclaims fetch``: documents from the arXiv API (through the cache)."""
    from benchclaims.fetch.cli import wants_fetch

    if not wants_fetch(args):
        return fail("fetch: nothing to fetch; give --author, --category, --query or --id", EXIT_FATAL)
    return run_read(args)


def run_schema(args: argparse.Namespace) -> int:
    """``benchclaims schema``: the claims/v1 JSON Schema."""
    from benchclaims.schemas import json_schema_text

    sys.stdout.write(json_schema_text())
    return EXIT_OK


COMMANDS: tuple[Command, ...] = (
    Command(
        "extract",
        "extract claims/v1 records from abstracts (JSONL on stdout, or -o OUT)",
        add_extract_arguments,
        run_extract,
    ),
    Command("read", "print the documents the readers found, as JSONL (or -o OUT)", add_input_arguments, run_read),
    Command(
        "report",
        "extract and compare: tables (md, csv, xlsx, html) and a chart in DIR (default reports/)",
        add_report_arguments,
        run_report,
    ),
    Command(
        "compare",
        "the report's tables and chart from claim files (.jsonl .csv .parquet) already extracted",
        add_compare_arguments,
        run_compare,
    ),
    Command("schema", "print the claims/v1 JSON Schema", lambda parser: None, run_schema),
    Command(
        "fetch",
        "fetch abstracts from the arXiv API (cached) as JSONL documents (or -o OUT)",
        add_fetch_arguments,
        run_fetch,
    ),
    Command("cache", "show (info) or empty (clear) the arXiv response cache", add_cache_arguments, run_cache),
    Command("diff", "the claims added, removed and changed from OLD to NEW", add_diff_arguments, run_diff),
    Command(
        "check",
        "re-extract INPUT... and diff against a committed --baseline (--update rewrites it)",
        add_check_arguments,
        run_check,
    ),
)


# ---------------------------------------------------------------- entry point


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with one subparser per entry of ``COMMANDS``."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Extract quantitative claims from ML-systems paper abstracts as claims/v1 records.",
        epilog="Run 'benchclaims COMMAND --help' for a command's options.",
    )
    version = f"{PROG} {__version__}"
    parser.add_argument("--version", action="version", version=version)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        sub = subparsers.add_parser(command.name, help=command.summary, description=command.summary)
        sub.add_argument("--version", action="version", version=version)
        command.add_arguments(sub)
        sub.set_defaults(run=command.run)
    return parser


def fail(message: str, code: int) -> int:
    """Print ``benchclaims: error: message`` on one line and return ``code``."""
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return fail("interrupted", EXIT_INTERRUPTED)
    except BrokenPipeError:  # the reader of stdout went away (e.g. `| head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except fatal_errors() as exc:
        return fail(str(exc), EXIT_FATAL)


def fatal_errors() -> tuple[type[Exception], ...]:
    """The errors that end a run with a one-line message and exit 2 (imported only when one occurs)."""
    from benchclaims.fetch.errors import FetchError
    from benchclaims.readers import InputError
    from benchclaims.writers import OutputError

    return (InputError, OutputError, FetchError, OSError)


if __name__ == "__main__":
    sys.exit(main())

"""The ``benchclaims`` command line: parses arguments, calls the library, maps errors to exit codes.

Exit codes: 0 success; 1 some input records were skipped (0 with ``--skip-bad``);
2 usage error, missing input, unknown format, unwritable output or an output that is an
input (one line on stderr, no traceback); 3 internal error (one line; ``--debug`` shows the
traceback); 130 interrupted (Ctrl-C), 143 SIGTERM, 129 SIGHUP (temporary files removed).

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
from typing import TYPE_CHECKING

from benchclaims.cli_shared import (
    DEMO_CORPUS,
    EXIT_BROKEN_PIPE,
    EXIT_FATAL,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    Tally,
    add_input_arguments,
    extract_all,
    read_inputs,
    say,
    worker_text,
    write_output,
    write_text,
)
from benchclaims.faults import Interrupted, check_output, check_output_folder, signals_as_interrupts
from benchclaims.fetch.cli import add_cache_arguments, add_fetch_arguments, run_cache
from benchclaims.regress.cli import add_check_arguments, add_diff_arguments, run_check, run_diff
from benchclaims.version import __version__

if TYPE_CHECKING:
    from benchclaims.entities import BaselineTable

PROG = "benchclaims"
REPORT_DIR = Path("reports")


@dataclass(frozen=True)
class Command:
    """One subcommand: how to parse its arguments and how to run it (returning the exit code)."""

    name: str
    summary: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


# ---------------------------------------------------------------- the commands


def add_extract_arguments(parser: argparse.ArgumentParser) -> None:
    """The extract command's arguments: the input ones, then --jobs, --engine and --scheduler."""
    from benchclaims.parallel import add_scale_arguments

    add_input_arguments(parser)
    add_scale_arguments(parser)


def run_extract(args: argparse.Namespace) -> int:
    """``benchclaims extract``: claims of every input document."""
    from benchclaims.parallel import serializes_in_workers
    from benchclaims.schemas import Claim

    check_output(args.output, args.inputs)
    tally = Tally()
    if serializes_in_workers(args, args.output):  # the workers write JSON Lines: this process copies it
        write_text(worker_text(args, tally), args.output)
    else:
        write_output(extract_all(read_inputs(args, tally), tally, args), args.output, Claim)
    say(tally.accounting())
    say(tally.summary(with_claims=True))
    return tally.exit_code(args.skip_bad)


def run_read(args: argparse.Namespace) -> int:
    """``benchclaims read``: the documents the readers found."""
    from benchclaims.schemas import Document

    check_output(args.output, args.inputs)
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
    from benchclaims.parallel import extract_with
    from benchclaims.report import STAGES, write_report

    check_report_folder(args.output or REPORT_DIR, args.inputs, args.aliases)
    tally = Tally()
    baselines = user_baselines(args.aliases)
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
    from benchclaims.readers import read_many
    from benchclaims.report import STAGES, compare_files, write_report

    check_report_folder(args.output, args.claims, args.aliases)
    baselines = user_baselines(args.aliases)
    claims = compare_files(
        args.claims, lambda path, n: say(f"{path}: {n} claims already read from an earlier run; left out")
    )
    documents = list(read_many(args.documents, on_problem=Tally().on_problem)) if args.documents else None
    with stage_progress(STAGES) as step:
        print_paths(write_report(documents, claims, args.output, baselines, step))
    return EXIT_OK


def check_report_folder(folder: str | Path, inputs: list[str], aliases: str | None) -> None:
    """``InputError`` when an input or the aliases file is one of the files a report writes into ``folder``."""
    from benchclaims.report import report_paths

    check_output_folder(report_paths(folder), [*inputs, *([aliases] if aliases else [])], folder)


def user_baselines(path: str | None) -> BaselineTable:
    """The baseline table with the user's ``--aliases`` file merged in; ``InputError`` (``FILE: message``)
    when that file cannot be read."""
    from benchclaims.readers import InputError
    from benchclaims.tables import load_baselines

    try:
        return load_baselines(path)
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: not UTF-8 text") from None
    except (OSError, ValueError) as exc:  # csv.Error is neither; a directory, a NUL byte are
        raise InputError(f"{path}: cannot be read as aliases ({exc})") from None


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


def add_eval_arguments(parser: argparse.ArgumentParser) -> None:
    """GOLD, then a claims file or documents to extract, and what to show."""
    parser.add_argument("gold", metavar="GOLD", help="gold file: one {doc_id, system, claims} object a line")
    parser.add_argument(
        "inputs",
        nargs=1,
        metavar="PRED|INPUT",
        help="claims to score (JSONL records with doc_id, kind, start), or documents to extract first",
    )
    parser.add_argument(
        "-f", "--format", metavar="F", help="read the second file as documents in format F (as for extract)"
    )
    parser.add_argument("--by-slot", action="store_true", help="precision, recall and accuracy of every field")
    parser.add_argument("--by-rule", action="store_true", help="how often each rule's decision was right")
    parser.add_argument("--errors", action="store_true", help="list missed, spurious and wrong claims, by slot")
    parser.add_argument("--json", action="store_true", help="print everything as one JSON object")
    parser.add_argument("--any-kind", action="store_true", help="match numbers whatever their kind")


def run_eval(args: argparse.Namespace) -> int:
    """``benchclaims eval``: score claims (extracted first from documents) against a gold file."""
    from benchclaims.eval import evaluate, is_claims_file, read_gold, read_jsonl, render, report

    gold, tally = read_gold(args.gold), Tally()
    if args.format is None and is_claims_file(args.inputs[0]):
        predicted = read_jsonl(args.inputs[0])
    else:
        predicted = [claim.model_dump() for claim in extract_all(read_inputs(args, tally), tally)]
        say(tally.summary(with_claims=True))
    result = report(evaluate(gold, predicted, args.any_kind), args.by_slot, args.by_rule, args.errors)
    print(render(result, as_json=args.json))
    return tally.exit_code(skip_bad=False)


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
    Command(
        "eval",
        "score claims, or the claims extracted from documents, against a hand-checked gold file",
        add_eval_arguments,
        run_eval,
    ),
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
    parser.add_argument("--debug", action="store_true", help="on an internal error, show the traceback")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        sub = subparsers.add_parser(command.name, help=command.summary, description=command.summary)
        sub.add_argument("--version", action="version", version=version)
        sub.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        command.add_arguments(sub)
        sub.set_defaults(run=command.run)
    return parser


def fail(message: str, code: int) -> int:
    """Print ``benchclaims: error: message`` on one line and return ``code``."""
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code. No traceback reaches the user unless ``--debug``."""
    args = build_parser().parse_args(argv)
    try:
        with signals_as_interrupts():
            return int(args.run(args))
    except Interrupted as exc:  # SIGTERM, SIGHUP
        return fail(f"interrupted ({exc})", 128 + exc.signum)
    except KeyboardInterrupt:
        return fail("interrupted", EXIT_INTERRUPTED)
    except BrokenPipeError:  # the reader of stdout went away (e.g. `| head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except fatal_errors() as exc:
        return fail(str(exc), EXIT_FATAL)
    except Exception as exc:  # a bug, or a fault nothing above foresaw
        return internal_error(exc, args.debug)


def internal_error(exc: Exception, debug: bool) -> int:
    """One line naming the error (the traceback too with ``--debug``); exit code 3."""
    if debug:
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    detail = " ".join(str(exc).split())[:300]
    hint = "" if debug else " (run with --debug for the traceback)"
    return fail(f"internal error: {type(exc).__name__}: {detail}{hint}", EXIT_INTERNAL)


def fatal_errors() -> tuple[type[Exception], ...]:
    """The errors that end a run with a one-line message and exit 2 (imported only when one occurs)."""
    from benchclaims.fetch.errors import FetchError
    from benchclaims.readers import InputError
    from benchclaims.writers import OutputError

    return (InputError, OutputError, FetchError, OSError)


if __name__ == "__main__":
    sys.exit(main())

"""The ``benchclaims diff`` and ``benchclaims check`` commands (wired into ``benchclaims.cli.COMMANDS``;
the steps they share with it are in ``benchclaims.cli_shared``).

Exit codes: 0 no difference (of the kinds in ``--fail-on``); 1 differences (or, for
``check``, input records skipped); 2 a missing or malformed file, or a usage error.
This module imports nothing heavy at load time, so ``benchclaims --help`` stays fast.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from benchclaims.cli_shared import Tally, add_input_arguments, extract_all, read_inputs, say, write_output

if TYPE_CHECKING:
    from benchclaims.regress.diff import ClaimDiff
    from benchclaims.schemas import Claim

EXIT_EQUAL, EXIT_DIFFERENT = 0, 1
KINDS = ("added", "removed", "changed")  # = extract.regress.diff.DIFF_KINDS, kept light to import


def fail_on_kinds(text: str) -> list[str]:
    """``--fail-on`` value: comma-separated kinds of difference.

    >>> fail_on_kinds("added, changed")
    ['added', 'changed']
    """
    kinds = [part.strip() for part in text.split(",") if part.strip()]
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown or not kinds:
        raise argparse.ArgumentTypeError(f"{text!r}: give one or more of {','.join(KINDS)}")
    return kinds


def field_names(text: str) -> list[str]:
    """``--ignore`` value: comma-separated compared fields of a claim."""
    from benchclaims.regress.diff import COMPARED_FIELDS, IDENTITY_FIELDS

    names = [part.strip() for part in text.split(",") if part.strip()]
    for name in names:
        if name in IDENTITY_FIELDS:
            raise argparse.ArgumentTypeError(f"{name!r} identifies a claim and cannot be ignored")
        if name not in COMPARED_FIELDS:
            raise argparse.ArgumentTypeError(f"{name!r} is not a claim field")
    return names


def add_diff_options(parser: argparse.ArgumentParser) -> None:
    """--json, --fail-on, --ignore and --strict, shared by ``diff`` and ``check``."""
    parser.add_argument("--json", action="store_true", help="print the differences as one JSON object")
    parser.add_argument(
        "--fail-on",
        type=fail_on_kinds,
        default=list(KINDS),
        metavar="KINDS",
        help="the differences that make the exit code 1 (default: added,removed,changed)",
    )
    parser.add_argument(
        "--ignore",
        type=field_names,
        action="extend",
        default=[],
        metavar="FIELD",
        help="do not compare FIELD (repeatable or comma-separated; 'rules' is ignored unless --strict)",
    )
    parser.add_argument("--strict", action="store_true", help="compare the 'rules' field too")


def add_diff_arguments(parser: argparse.ArgumentParser) -> None:
    """``benchclaims diff OLD NEW`` and the shared diff options."""
    parser.add_argument("old", metavar="OLD", help="the earlier claims file (.jsonl, .csv or .parquet)")
    parser.add_argument("new", metavar="NEW", help="the later claims file (.jsonl, .csv or .parquet)")
    add_diff_options(parser)


def add_check_arguments(parser: argparse.ArgumentParser) -> None:
    """The inputs of ``extract``, --baseline, --update and the shared diff options."""
    add_input_arguments(parser)
    parser.add_argument(
        "--baseline",
        required=True,
        metavar="FILE",
        help="the committed claims file (.jsonl, .csv or .parquet)",
    )
    parser.add_argument(
        "--update", action="store_true", help="rewrite the baseline with the claims extracted now (exit 0)"
    )
    add_diff_options(parser)


def ignored_fields(args: argparse.Namespace) -> tuple[str, ...]:
    """The fields not compared: --ignore, plus ``rules`` unless --strict."""
    return tuple(dict.fromkeys([*([] if args.strict else ["rules"]), *args.ignore]))


def show(diff: ClaimDiff, args: argparse.Namespace, old_label: str, new_label: str) -> int:
    """Print the diff on stdout (table or JSON); return 1 when it differs in a --fail-on kind."""
    from benchclaims.regress.render import render_json, render_table

    if args.json:
        sys.stdout.write(render_json(diff, old_label, new_label, args.fail_on))
    else:
        sys.stdout.write(render_table(diff, old_label, new_label))
    sys.stdout.flush()
    return EXIT_DIFFERENT if diff.differs(args.fail_on) else EXIT_EQUAL


def run_diff(args: argparse.Namespace) -> int:
    """``benchclaims diff OLD NEW``: claims added, removed and changed between two claims files."""
    from benchclaims.regress import diff_claims, load_claims

    old, new = load_claims(args.old), load_claims(args.new)
    return show(diff_claims(old, new, ignored_fields(args)), args, args.old, args.new)


def extract_inputs(args: argparse.Namespace) -> tuple[list[Claim], int]:
    """The claims of the inputs, extracted as ``benchclaims extract`` does, and its exit code."""
    from benchclaims.schemas import Claim

    tally = Tally()
    claims = list(extract_all(read_inputs(args, tally), tally))
    say(tally.summary(with_claims=True))
    if args.output:
        write_output(claims, args.output, Claim)
    return claims, tally.exit_code(args.skip_bad)


def baseline_claims(baseline: Path, update: bool) -> list[Claim]:
    """The baseline's claims; none when it is still to be made (--update). Raises before any
    extraction for a missing or malformed baseline or one whose format cannot be read back."""
    from benchclaims.regress.load import load_claims, reader_for
    from benchclaims.writers import writer_for

    writer_for(baseline)
    reader_for(baseline)
    return [] if update and not baseline.exists() else load_claims(baseline)


def run_check(args: argparse.Namespace) -> int:
    """``benchclaims check INPUT... --baseline FILE``: re-extract, diff against the baseline;
    with ``--update``, rewrite the baseline (atomically, as ``extract -o FILE`` would write it)."""
    from benchclaims.regress import diff_claims
    from benchclaims.schemas import Claim
    from benchclaims.writers import write_records

    baseline = Path(args.baseline)
    old = baseline_claims(baseline, args.update)
    fresh, read_code = extract_inputs(args)
    code = show(diff_claims(old, fresh, ignored_fields(args)), args, str(baseline), "extracted")
    if not args.update:
        return max(code, read_code)
    write_records(fresh, baseline, Claim)
    say(f"{baseline}: baseline updated ({len(fresh)} claims)")
    return read_code

"""Time ``benchclaims report`` against ``benchclaims extract`` on the bulk corpus (issue 16).

    python benchmarks/report_timing.py                      # print the results as Markdown
    python benchmarks/report_timing.py --update-results     # and rewrite the block in benchmarks/REPORT.md

Both commands run as the real command line in a small launcher subprocess (wall time, CPU time
and peak RSS from ``os.wait4``), taken in turns so both
see the same background load; the fastest run of each is kept. The report written by the last
run gives the 10 largest leaderboards of named baselines (papers, systems, metric classes).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pandas as pd
from inputs import CORPUS, ROOT
from report import update_results

LAUNCHER = """
import json, os, subprocess, sys, time
started = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stderr=subprocess.DEVNULL)
_pid, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - started
code = os.waitstatus_to_exitcode(status)
print(json.dumps([code, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss]))
"""


def machine() -> dict[str, str]:
    """nproc, CPU model, RAM, Python version and load average, for the results' header."""
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    models = [line.split(":", 1)[1].strip() for line in cpuinfo.splitlines() if line.startswith("model name")]
    return {
        "cores (nproc)": str(os.cpu_count()),
        "CPU": models[0] if models else "unknown",
        "RAM": f"{os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 2**30:.1f} GiB",
        "Python": sys.version.split()[0],
        "load average at start (1 min)": f"{os.getloadavg()[0]:.2f}",
    }


RESULTS = ROOT / "benchmarks" / "REPORT.md"


def timed(command: str, corpus: Path, out: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MiB) of ``benchclaims COMMAND CORPUS -o OUT``."""
    cli = [sys.executable, "-m", "benchclaims.cli", command, str(corpus), "-o", str(out)]
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    launched = subprocess.run([sys.executable, "-c", LAUNCHER, *cli], env=env, capture_output=True, text=True)
    code, wall, cpu, rss_kib = json.loads(launched.stdout.splitlines()[-1])  # report prints its paths first
    if code != 0:
        raise SystemExit(f"benchclaims {command} exited {code}")
    return wall, cpu, rss_kib / 1024


def largest_leaderboards(report: Path, n: int = 10) -> pd.DataFrame:
    """The ``n`` named baselines compared against by most papers: papers, systems, metric classes."""
    board = pd.read_csv(report / "leaderboard.csv", dtype={"doc_id": str})
    table = board.groupby("baseline").agg(
        papers=("doc_id", "nunique"),
        systems=("system", "nunique"),
        metric_classes=("metric_class", lambda s: ", ".join(sorted(set(s)))),
    )
    return table.reset_index().sort_values(["papers", "baseline"], ascending=[False, True]).head(n)


def markdown(
    runs: dict[str, tuple[float, float, float]], boards: pd.DataFrame, corpus: Path, start: dict[str, str]
) -> str:
    """The results block (``start``: the machine as it was when the runs began)."""
    header = "; ".join(f"{k}: {v}" for k, v in start.items())
    lines = [f"Machine: {header}; load average at end (1 min): {os.getloadavg()[0]:.2f}", "",
             f"Corpus: `{corpus.name}`", "", "| command | wall s | CPU s | peak RSS MiB |",
             "|---|---:|---:|---:|"]  # fmt: skip
    lines += [f"| `benchclaims {name}` | {w:.1f} | {c:.1f} | {r:.0f} |" for name, (w, c, r) in runs.items()]
    ratio = runs["report"][0] / runs["extract"][0]
    lines += ["", f"- `report` / `extract` wall time: **{ratio:.2f}x** (target: at most 2x)", "",
              "The 10 largest leaderboards of named baselines:", "",
              "| baseline | papers | systems | metric classes |", "|---|---:|---:|---|"]  # fmt: skip
    lines += [f"| {b} | {p} | {s} | {m} |" for b, p, s, m in boards.itertuples(index=False)]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Measure in turns, print (and optionally store) the Markdown results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a JSONL corpus (default: the bulk one)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command, taken in turns (3)")
    parser.add_argument("--update-results", action="store_true", help=f"rewrite the block in {RESULTS.name}")
    args = parser.parse_args(argv)
    best: dict[str, tuple[float, float, float]] = {}
    start = machine()
    with tempfile.TemporaryDirectory() as tmp:
        for turn in range(args.repeat):
            for command, out in (("extract", Path(tmp) / "claims.jsonl"), ("report", Path(tmp) / "report")):
                run = timed(command, args.corpus, out)
                print(f"turn {turn + 1}: {command} {run[0]:.1f} s, {run[2]:.0f} MiB", file=sys.stderr)
                best[command] = min(best.get(command, run), run)
        block = markdown(best, largest_leaderboards(Path(tmp) / "report"), args.corpus, start)
    print(block)
    if args.update_results:
        update_results(block, RESULTS)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The side-by-side benchmark: every contender on the same inputs, in rounds of rotating order.

    python benchmarks/run.py                      # print the results as Markdown
    python benchmarks/run.py --update-results     # and rewrite the block in benchmarks/RESULTS.md

The inputs are a fixed, seeded sample of the bulk corpus (stratified by category, so its mix
of fields is the corpus's) and the whole corpus. Every contender runs in a fresh process,
measured from outside by ``processes.py`` (wall, CPU of the process tree, peak RSS of the
largest process and summed over all); the in-process ones (``contenders.py``) also time their
own work loop, which is the figure they are compared by. Each round runs every (contender,
input) pair once, the order rotated from round to round, so all see the same background load;
ratios are taken within a round and summarized over the rounds (min/median/max). quantulum3
runs on the sample only (it takes about 50 s per 2,000 abstracts). The machine's load average
is recorded before every run. Nothing here is a test: it measures and prints what it measured.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from inputs import CORPUS, ROOT, repeated, sample_of
from report import markdown, update_results
from trials import Plan, flatness, run_rounds, startup_seconds


def main(argv: list[str] | None = None) -> int:
    """Parse the options, measure, print (and optionally store) the Markdown results."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a JSONL corpus (default: the bulk one)")
    parser.add_argument("--sample", type=int, default=2000, help="abstracts in the seeded sample (2000)")
    parser.add_argument("--seed", type=int, default=19, help="the sample's seed (19)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of every contender (3)")
    parser.add_argument("--times", type=int, default=10, help="the sample repeated for memory flatness (10)")
    parser.add_argument("--update-results", action="store_true", help="rewrite the block in benchmarks/RESULTS.md")
    args = parser.parse_args(argv)
    if not args.corpus.is_file():
        parser.error(f"no corpus at {args.corpus} (give --corpus PATH)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        sample = sample_of(args.corpus, args.sample, args.seed, folder / "sample.jsonl")
        plan = Plan(sample=sample, corpus=args.corpus, folder=folder)
        load_start = os.getloadavg()[0]
        trials = run_rounds(plan, args.rounds)
        flat = args.times, flatness(sample, repeated(sample, args.times, folder), folder)
        block = markdown(plan, trials, flat, startup_seconds(), (load_start, os.getloadavg()[0]))
    print(block)
    if args.update_results:
        update_results(block)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())

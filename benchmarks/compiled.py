"""Two (or more) installs of benchclaims side by side, e.g. pure Python and the mypyc build: docs per CPU-second.

Builds nothing: each ``--python`` is an interpreter with benchclaims already installed (for the
compiled one, ``BENCHCLAIMS_COMPILE=1 pip install .`` into its own venv). Every round runs
``contenders.py library INPUT`` once under each interpreter, the order rotated per round so all see
the same load; the ratio of each interpreter to the first is taken per round.

    python benchmarks/compiled.py INPUT --python PURE/bin/python --python COMPILED/bin/python [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from trials import rotated

HERE = Path(__file__).resolve().parent
ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}


def docs_per_cpu_second(python: str, corpus: Path) -> float:
    """One round of ``contenders.py library`` under ``python``: documents per CPU-second of its loop."""
    command = [python, str(HERE / "contenders.py"), "library", str(corpus)]
    done = subprocess.run(command, capture_output=True, text=True, env=ENV)
    if done.returncode:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr}")
    own = json.loads(done.stdout.splitlines()[-1])
    return float(own["docs"] / own["cpu"])


def spread(values: list[float], form: str) -> str:
    """``min / median / max`` of ``values``, each written with ``form``.

    >>> spread([3.0, 1.0, 2.0], "{:.1f}")
    '1.0 / 2.0 / 3.0'
    """
    return " / ".join(form.format(v) for v in (min(values), statistics.median(values), max(values)))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", type=Path)
    parser.add_argument("--python", action="append", required=True, help="an interpreter to measure (twice or more)")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    rates: dict[str, list[float]] = {python: [0.0] * args.rounds for python in args.python}
    loads = [os.getloadavg()[0]]
    for number in range(args.rounds):
        for python in rotated(args.python, number, args.rounds):
            print(f"round {number + 1}/{args.rounds}: {python}", file=sys.stderr, flush=True)
            rates[python][number] = docs_per_cpu_second(python, args.input)
        loads.append(os.getloadavg()[0])
    first = rates[args.python[0]]
    print(f"{args.input}, {args.rounds} rounds, load {min(loads):.2f}-{max(loads):.2f}; min / median / max")
    for python, own in rates.items():
        ratios = [mine / theirs for mine, theirs in zip(own, first, strict=True)]
        print(f"{python}\t{spread(own, '{:,.0f}')} docs/CPU-s\t{spread(ratios, '{:.3f}')}x the first")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

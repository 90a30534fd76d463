"""The contenders, and the rounds that run each of them once per input in rotating order."""

from __future__ import annotations

import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inputs import ROOT, documents
from processes import Outside, measure

HERE = Path(__file__).resolve().parent
CLI = [sys.executable, "-m", "benchclaims.cli", "extract"]
ENV = os.environ | {"PYTHONPATH": str(ROOT)}

Command = Callable[[Path, Path], list[str]]  # (input, output file) -> argv


@dataclass(frozen=True)
class Plan:
    """The two inputs every contender is run on, and a folder for outputs."""

    sample: Path
    corpus: Path
    folder: Path

    def path(self, name: str) -> Path:
        """The input called ``name`` (``sample`` or ``corpus``)."""
        return self.sample if name == "sample" else self.corpus


@dataclass(frozen=True)
class Contender:
    """A way of getting figures out of abstracts, and the inputs it runs on.

    ``loop``: the command prints its own timing of its work loop (``{"docs", "wall", "cpu"}``), which
    is what it is compared by; otherwise the whole process, start-up included, is the figure.
    """

    name: str
    command: Command
    inputs: tuple[str, ...] = ("sample", "corpus")
    loop: bool = False


def cli(*options: str) -> Command:
    """``benchclaims extract INPUT OPTIONS -o OUT``."""
    return lambda source, out: [*CLI, str(source), *options, "-o", str(out)]


def in_process(name: str) -> Command:
    """``python benchmarks/contenders.py NAME INPUT``."""
    return lambda source, _out: [sys.executable, str(HERE / "contenders.py"), name, str(source)]


def on_cluster(workers: int) -> Command:
    """``python benchmarks/cluster.py INPUT WORKERS``."""
    return lambda source, _out: [sys.executable, str(HERE / "cluster.py"), str(source), str(workers)]


CONTENDERS = (
    Contender("benchclaims CLI, 1 process", cli()),
    Contender("benchclaims CLI --jobs 2", cli("--jobs", "2")),
    Contender("benchclaims CLI --engine dask (local, 2 workers)", cli("--engine", "dask"), ("corpus",)),
    Contender("benchclaims in-process", in_process("library"), loop=True),
    Contender("quantulum3 in-process", in_process("quantulum3"), ("sample",), loop=True),
    Contender("floor: JSON read+write", in_process("floor-json"), loop=True),
    Contender("floor: one number regex", in_process("floor-regex"), loop=True),
    Contender("--jobs main process alone (2 workers extract)", in_process("jobs-main"), loop=True),
    Contender("Dask map_partitions(extract_frame), 1 worker", on_cluster(1), ("corpus",), loop=True),
    Contender("Dask map_partitions(extract_frame), 2 workers", on_cluster(2), ("corpus",), loop=True),
)


@dataclass(frozen=True)
class Trial:
    """One contender on one input in one round: the figures it is compared by, and from outside."""

    contender: str
    input: str
    round: int
    load: float  # 1-minute load average just before the run
    docs: int
    wall: float
    cpu: float
    outside: Outside
    digest: str | None  # of the output file, or the one the command printed

    @property
    def rate(self) -> float:
        """Documents per wall-clock second."""
        return self.docs / self.wall

    @property
    def cpu_rate(self) -> float:
        """Documents per CPU second (less sensitive to other load on the machine)."""
        return self.docs / self.cpu


def digest(path: Path) -> str | None:
    """SHA-256 of a file, read in blocks; None when there is no file."""
    if not path.exists():
        return None
    sha = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            sha.update(block)
    return sha.hexdigest()


def trial(contender: Contender, name: str, number: int, plan: Plan, docs: int) -> Trial:
    """Run ``contender`` on the input called ``name`` once."""
    out = plan.folder / "out.jsonl"
    out.unlink(missing_ok=True)
    load = os.getloadavg()[0]
    outside = measure(contender.command(plan.path(name), out), ENV)
    if not contender.loop:
        return Trial(contender.name, name, number, load, docs, outside.wall, outside.cpu, outside, digest(out))
    own = json.loads(outside.stdout.splitlines()[-1])
    return Trial(contender.name, name, number, load, own["docs"], own["wall"], own["cpu"], outside, own.get("digest"))


def rotated(items: list[tuple[Contender, str]], number: int, rounds: int) -> list[tuple[Contender, str]]:
    """``items`` started ``number / rounds`` of the way along, so each round runs them in another order.

    >>> rotated([1, 2, 3, 4, 5, 6], 1, 3)
    [3, 4, 5, 6, 1, 2]
    """
    start = number * len(items) // rounds
    return items[start:] + items[:start]


def run_rounds(plan: Plan, rounds: int, contenders: tuple[Contender, ...] = CONTENDERS) -> list[Trial]:
    """Every contender on each of its inputs, once per round, in an order rotated per round."""
    sizes = {name: documents(plan.path(name)) for name in ("sample", "corpus")}
    pairs = [(contender, name) for contender in contenders for name in contender.inputs]
    trials = []
    for number in range(rounds):
        for contender, name in rotated(pairs, number, rounds):
            print(f"round {number + 1}/{rounds}: {contender.name} on the {name}", file=sys.stderr, flush=True)
            trials.append(trial(contender, name, number, plan, sizes[name]))
    return trials


def flatness(small: Path, big: Path, folder: Path) -> dict[str, tuple[Outside, Outside]]:
    """The 1-process and ``--jobs 2`` runs on ``small`` and on ``big`` (for their peak RSS)."""
    out = folder / "flat.jsonl"
    runs = {}
    for name, options in (("1 process", ()), ("`--jobs 2`", ("--jobs", "2"))):
        command = cli(*options)
        runs[name] = (measure(command(small, out), ENV), measure(command(big, out), ENV))
    return runs


def startup_seconds(tries: int = 10) -> float:
    """Median wall time of ``benchclaims --help`` over ``tries`` fresh processes."""
    times = []
    for _ in range(tries):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "benchclaims.cli", "--help"], env=ENV, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)

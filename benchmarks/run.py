"""Benchmark benchclaims against quantulum3 and a bare spaCy pipeline, on the bulk arXiv corpus.

    python benchmarks/run.py                      # print the results as Markdown
    python benchmarks/run.py --update-results     # and rewrite the block in benchmarks/RESULTS.md

Every benchclaims figure is the real command line (``python -m benchclaims.cli extract``) run in
a subprocess, timed by the wall clock, with its CPU time and peak RSS read from
``os.wait4`` (the rusage of that one child; for ``--jobs 2`` the peak of its largest
process). A small launcher process starts it: Linux counts the RSS a process had before
``exec`` (that of whoever forked it) in its peak, so a child forked straight from this
benchmark, which holds the corpus, would report this process's size, not its own.
quantulum3 and ``spacy.blank("en")`` + sentencizer run in this process on the same abstracts.
Nothing here is a test: it measures, and prints what it measured.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "bulk" / "arxiv-abstracts.jsonl"
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
START, END = "<!-- results:start -->", "<!-- results:end -->"


@dataclass(frozen=True)
class Run:
    """One command-line run: wall seconds, CPU seconds (user + sys), peak RSS and its output's digest."""

    docs: int
    wall: float
    cpu: float
    rss_mb: float
    output: str  # SHA-256 and size of the output file: the output itself is not kept in memory

    @property
    def rate(self) -> float:
        """Documents per wall-clock second."""
        return self.docs / self.wall

    @property
    def cpu_rate(self) -> float:
        """Documents per CPU second (less sensitive to other load on the machine)."""
        return self.docs / self.cpu


# ---------------------------------------------------------------- the machine


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


# ---------------------------------------------------------------- the command line, measured


#: Runs the command in argv, then prints [exit code, wall s, CPU s, peak RSS KiB] of it as JSON.
LAUNCHER = """
import json, os, subprocess, sys, time
started = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stderr=subprocess.DEVNULL)
_pid, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - started
code = os.waitstatus_to_exitcode(status)
print(json.dumps([code, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss]))
"""


def run_cli(args: list[str], docs: int) -> Run:
    """``benchclaims extract ARGS -o TMP`` in a subprocess: time, CPU, peak RSS, output digest."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "claims.jsonl"
        command = [sys.executable, "-m", "benchclaims.cli", "extract", *args, "-o", str(out)]
        env = os.environ | {"PYTHONPATH": str(ROOT)}
        launched = subprocess.run(
            [sys.executable, "-c", LAUNCHER, *command], env=env, capture_output=True, text=True, check=True
        )
        code, wall, cpu, rss_kib = json.loads(launched.stdout)
        if code != 0:
            raise SystemExit(f"benchclaims {' '.join(args)} exited {code}")
        return Run(docs, wall, cpu, rss_kib / 1024, digest(out))


def digest(path: Path) -> str:
    """SHA-256 and size of a file, read in blocks."""
    sha = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            sha.update(block)
    return f"{sha.hexdigest()} ({path.stat().st_size} bytes)"


def repeated(corpus: Path, times: int, folder: Path) -> Path:
    """The corpus ``times`` over in one JSONL file in ``folder``, each copy's ids made unique (``-rK``).

    Unique ids make it ``times`` as much input, as a bigger corpus would be; repeating the ids
    would instead measure the renaming of hundreds of thousands of duplicate ids (and print a
    warning for each).
    """
    target = folder / f"x{times}.jsonl"
    with target.open("w", encoding="utf-8") as stream:
        for copy in range(times):
            with corpus.open(encoding="utf-8") as source:
                for line in source:
                    if line.strip():
                        record = json.loads(line)
                        record["id"] = f"{record.get('id', '')}-r{copy}"
                        stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    return target


def startup_seconds(tries: int = 10) -> float:
    """Median wall time of ``benchclaims --help`` over ``tries`` fresh processes."""
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    times = []
    for _ in range(tries):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "benchclaims.cli", "--help"], env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


# ---------------------------------------------------------------- in-process comparisons


def texts_of(corpus: Path) -> list[str]:
    """The abstracts of a JSONL corpus, in order."""
    with corpus.open(encoding="utf-8") as stream:
        return [json.loads(line)["abstract"] for line in stream if line.strip()]


def rate(work: Callable[[str], object], texts: Iterable[str]) -> float:
    """Documents per second of ``work`` applied to each text."""
    items = list(texts)
    started = time.perf_counter()
    for text in items:
        work(text)
    return len(items) / (time.perf_counter() - started)


def quantulum_rate(texts: list[str]) -> float | str:
    """quantulum3's documents/s on ``texts``, or why it could not run."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from quantulum3 import parser
        parser.parse(texts[0])  # load its unit tables before timing
    except Exception as exc:  # any failure to install or import is reported, not fatal
        return f"quantulum3 unavailable: {type(exc).__name__}: {exc}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return rate(parser.parse, texts)


def library_rate(texts: list[str]) -> float:
    """``extract_claims`` in this process (no reading or writing), warmed up, on ``texts``."""
    sys.path.insert(0, str(ROOT))
    from benchclaims.pipeline import extract_claims

    extract_claims(texts[0])
    return rate(extract_claims, texts)


def spacy_floor_rate(texts: list[str]) -> float:
    """``spacy.blank("en")`` + sentencizer over ``texts`` with ``nlp.pipe``: the bare-pipeline floor."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp(texts[0])
    started = time.perf_counter()
    for _doc in nlp.pipe(texts, batch_size=256):
        pass
    return len(texts) / (time.perf_counter() - started)


def dask_installed() -> bool:
    """True when the ``dask`` extra is installed (then ``--engine dask`` is measured too)."""
    from importlib.util import find_spec

    return find_spec("distributed") is not None and find_spec("dask") is not None


# ---------------------------------------------------------------- the whole benchmark


@dataclass(frozen=True)
class Results:
    """Everything one benchmark run measured."""

    machine: dict[str, str]
    docs: int
    serial: Run
    jobs2: Run
    repeat: int
    big: Run
    times: int
    dask: Run | None
    quantulum: float | str
    sample: int
    library_sample: float
    spacy_floor: float
    startup: float
    load_end: float


def fastest_pairs(corpus: Path, docs: int, repeat: int) -> tuple[Run, Run]:
    """The fastest of ``repeat`` serial and ``--jobs 2`` runs, taken in turns.

    Taking them in turns exposes both to the same background load; the fastest run of each is
    the one least slowed by other work on the machine.
    """
    pairs = [(run_cli([str(corpus)], docs), run_cli([str(corpus), "--jobs", "2"], docs)) for _ in range(repeat)]
    return min((p[0] for p in pairs), key=lambda r: r.wall), min((p[1] for p in pairs), key=lambda r: r.wall)


def measure(corpus: Path, times: int, sample: int, repeat: int) -> Results:
    """Run every measurement, in this order, on ``corpus``."""
    info = machine()
    texts = texts_of(corpus)
    docs = len(texts)
    serial, jobs2 = fastest_pairs(corpus, docs, repeat)
    dask = run_cli([str(corpus), "--engine", "dask"], docs) if dask_installed() else None
    with tempfile.TemporaryDirectory() as tmp:
        big = run_cli([str(repeated(corpus, times, Path(tmp)))], docs * times)
    return Results(
        machine=info,
        docs=docs,
        serial=serial,
        jobs2=jobs2,
        repeat=repeat,
        big=big,
        times=times,
        dask=dask,
        quantulum=quantulum_rate(texts[:sample]),
        sample=sample,
        library_sample=library_rate(texts[:sample]),
        spacy_floor=spacy_floor_rate(texts),
        startup=startup_seconds(),
        load_end=os.getloadavg()[0],
    )


def same(a: Run, b: Run) -> str:
    """``identical`` when two runs wrote the same bytes, else how they differ."""
    return "identical" if a.output == b.output else f"DIFFERENT ({a.output} vs {b.output})"


def run_row(name: str, run: Run, note: str = "") -> str:
    """One Markdown table row for a command-line run."""
    return (
        f"| {name} | {run.docs:,} | {run.wall:.1f} | {run.rate:,.0f} | {run.cpu_rate:,.0f} "
        f"| {run.rss_mb:,.0f} | {note} |"
    )


def run_table(r: Results) -> list[str]:
    """The table of command-line runs."""
    rows = [
        "| run | documents | wall s | docs/s | docs/CPU-s | peak RSS MiB | output |",
        "|---|---:|---:|---:|---:|---:|---|",
        run_row(f"`extract` (1 process; fastest of {r.repeat})", r.serial, "reference"),
        run_row(
            f"`extract --jobs 2` (fastest of {r.repeat})", r.jobs2, same(r.serial, r.jobs2) + "; RSS: largest process"
        ),
        run_row(f"`extract`, corpus x{r.times}", r.big, "streamed; RSS vs 1x below"),
    ]
    if r.dask is not None:
        rows.append(run_row("`extract --engine dask` (local, 2 workers)", r.dask, same(r.serial, r.dask)))
    return rows


def ratio_lines(r: Results) -> list[str]:
    """The headline ratios."""
    q = r.quantulum
    quantulum = (
        f"{q:,.1f} docs/s on the first {r.sample:,} abstracts; benchclaims `extract` is "
        f"**{r.serial.rate / q:,.0f}x** faster (in-process library on the same {r.sample:,}: "
        f"{r.library_sample:,.0f} docs/s, {r.library_sample / q:,.0f}x)"
        if isinstance(q, float)
        else q
    )
    return [
        f"- quantulum3: {quantulum}",
        f"- bare `spacy.blank('en')` + sentencizer: {r.spacy_floor:,.0f} docs/s on all {r.docs:,} abstracts; "
        f"it is **{r.spacy_floor / r.serial.rate:.2f}x** benchclaims `extract` (target: within 3x)",
        f"- memory flatness: peak RSS x{r.times} input / x1 input = **{r.big.rss_mb / r.serial.rss_mb:.2f}** "
        f"({r.big.rss_mb:,.0f} / {r.serial.rss_mb:,.0f} MiB; target < 1.2)",
        f"- `--jobs 2` speedup over 1 process: **{r.serial.wall / r.jobs2.wall:.2f}x** wall "
        f"(output {same(r.serial, r.jobs2)})",
        f"- `benchclaims --help` startup: **{r.startup:.2f} s** (median of 10; target < 0.5 s)",
    ]


def markdown(r: Results) -> str:
    """The results block: machine, runs, ratios."""
    machine = r.machine | {"load average at end (1 min)": f"{r.load_end:.2f}"}
    lines = ["Machine: " + "; ".join(f"{k}: {v}" for k, v in machine.items()), ""]
    lines += [*run_table(r), "", *ratio_lines(r)]
    return "\n".join(lines) + "\n"


def update_results(block: str, path: Path = RESULTS) -> None:
    """Replace the text between the results markers of ``path`` with ``block``."""
    text = path.read_text(encoding="utf-8")
    head, rest = text.split(START, 1)
    _old, tail = rest.split(END, 1)
    path.write_text(f"{head}{START}\n{block}{END}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Parse the options, measure, print (and optionally store) the Markdown results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="a JSONL corpus (default: the bulk one)")
    parser.add_argument("--times", type=int, default=10, help="the repeated input for memory flatness (10)")
    parser.add_argument("--sample", type=int, default=1000, help="abstracts given to quantulum3 (1000)")
    parser.add_argument("--repeat", type=int, default=3, help="serial and --jobs 2 runs, taken in turns (3)")
    parser.add_argument("--update-results", action="store_true", help=f"rewrite the block in {RESULTS.name}")
    args = parser.parse_args(argv)
    if not args.corpus.is_file():
        parser.error(f"no corpus at {args.corpus} (give --corpus PATH)")
    block = markdown(measure(args.corpus, args.times, args.sample, args.repeat))
    print(block)
    if args.update_results:
        update_results(block)
    return 0


if __name__ == "__main__":
    sys.exit(main())

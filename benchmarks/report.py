"""The benchmark's Markdown: the machine, a table of every contender, ratios per round, identity, memory."""

from __future__ import annotations

import os
import statistics
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from inputs import categories, documents
from processes import Outside
from trials import CONTENDERS, Plan, Trial

Flatness = tuple[int, dict[str, tuple[Outside, Outside]]]  # (times, runs on the sample and on it times over)
RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
START, END = "<!-- results:start -->", "<!-- results:end -->"
SERIAL, JOBS2, DASK = (c.name for c in CONTENDERS[:3])
LIBRARY, QUANTULUM, FLOOR_JSON, FLOOR_REGEX, MAIN, FRAME1, FRAME2 = (c.name for c in CONTENDERS[3:])

#: (what, input, numerator, denominator, figure): a ratio of two contenders' figures in the same round.
RATIOS: tuple[tuple[str, str, str, str, str], ...] = (
    ("benchclaims in-process / quantulum3 (docs/CPU-s)", "sample", LIBRARY, QUANTULUM, "cpu_rate"),
    ("benchclaims CLI / quantulum3 (docs/CPU-s)", "sample", SERIAL, QUANTULUM, "cpu_rate"),
    ("floor JSON read+write / benchclaims in-process (docs/CPU-s)", "sample", FLOOR_JSON, LIBRARY, "cpu_rate"),
    ("floor JSON read+write / benchclaims in-process (docs/CPU-s)", "corpus", FLOOR_JSON, LIBRARY, "cpu_rate"),
    ("floor regex / benchclaims in-process (docs/CPU-s)", "sample", FLOOR_REGEX, LIBRARY, "cpu_rate"),
    ("floor regex / benchclaims in-process (docs/CPU-s)", "corpus", FLOOR_REGEX, LIBRARY, "cpu_rate"),
    ("benchclaims in-process / CLI, 1 process (docs/CPU-s)", "corpus", LIBRARY, SERIAL, "cpu_rate"),
    ("`--jobs 2` / 1 process (docs/s, wall)", "sample", JOBS2, SERIAL, "rate"),
    ("`--jobs 2` / 1 process (docs/s, wall)", "corpus", JOBS2, SERIAL, "rate"),
    ("`--jobs 2` / 1 process (docs/CPU-s)", "corpus", JOBS2, SERIAL, "cpu_rate"),
    ("`--engine dask` / 1 process (docs/s, wall)", "corpus", DASK, SERIAL, "rate"),
    ("Dask map_partitions, 2 workers / 1 worker (docs/s, wall)", "corpus", FRAME2, FRAME1, "rate"),
    ("Dask map_partitions, 2 workers / 1 worker (docs/CPU-s)", "corpus", FRAME2, FRAME1, "cpu_rate"),
    (
        "workers one `--jobs` main process keeps busy: main / in-process (docs/CPU-s)",
        "sample",
        MAIN,
        LIBRARY,
        "cpu_rate",
    ),
    (
        "workers one `--jobs` main process keeps busy: main / in-process (docs/CPU-s)",
        "corpus",
        MAIN,
        LIBRARY,
        "cpu_rate",
    ),
)


def spread(values: Sequence[float], form: Callable[[float], str]) -> str:
    """``min / median / max`` of ``values``."""
    return " / ".join(form(v) for v in (min(values), statistics.median(values), max(values)))


def machine(loads: tuple[float, float], trials: list[Trial]) -> str:
    """nproc, CPU model, RAM, Python version and the load averages seen."""
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    models = [line.split(":", 1)[1].strip() for line in cpuinfo.splitlines() if line.startswith("model name")]
    ram = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    seen = spread([t.load for t in trials], lambda v: f"{v:.2f}")
    return (
        f"Machine: {os.cpu_count()} cores; {models[0] if models else 'unknown CPU'}; {ram:.1f} GiB; "
        f"Python {sys.version.split()[0]}. 1-minute load average: {loads[0]:.2f} at the start, "
        f"{loads[1]:.2f} at the end, {seen} (min / median / max) just before the {len(trials)} runs."
    )


def inputs_line(plan: Plan, rounds: int) -> str:
    """The two inputs, and how alike the sample and the corpus are."""
    shares = ", ".join(f"{name} {share:.1%}" for name, share in categories(plan.sample))
    corpus = ", ".join(f"{name} {share:.1%}" for name, share in categories(plan.corpus))
    return (
        f"Inputs: the **sample** ({documents(plan.sample):,} abstracts drawn with a fixed seed, stratified by "
        f"category: {shares}) and the whole **corpus** ({documents(plan.corpus):,} abstracts: {corpus}). "
        f"{rounds} rounds; each runs every contender once on each of its inputs, in an order rotated per round."
    )


def contender_table(trials: list[Trial]) -> list[str]:
    """One row per (contender, input): rates and memory over the rounds."""
    rows = [
        "| contender | input | docs | docs/CPU-s (min / median / max) | docs/s wall (min / median / max) "
        "| peak RSS MiB: largest / summed | processes |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for contender in CONTENDERS:
        for name in contender.inputs:
            runs = [t for t in trials if t.contender == contender.name and t.input == name]
            largest = statistics.median(t.outside.rss_mib for t in runs)
            summed = statistics.median(t.outside.summed_rss_mib for t in runs)
            rows.append(
                f"| {contender.name} | {name} | {runs[0].docs:,} | {spread([t.cpu_rate for t in runs], _int)} "
                f"| {spread([t.rate for t in runs], _int)} | {largest:,.0f} / {summed:,.0f} "
                f"| {max(t.outside.processes for t in runs)} |"
            )
    return rows


def _int(value: float) -> str:
    return f"{value:,.0f}"


def ratio_table(trials: list[Trial]) -> list[str]:
    """Each ratio computed within each round, then summarized."""
    rows = ["| ratio | input | per round | min / median / max |", "|---|---|---|---:|"]
    rounds = sorted({t.round for t in trials})
    for what, name, top, bottom, figure in RATIOS:
        by = {(t.contender, t.round): getattr(t, figure) for t in trials if t.input == name}
        values = [by[top, r] / by[bottom, r] for r in rounds if (top, r) in by and (bottom, r) in by]
        if values:
            each = ", ".join(f"{v:.2f}" for v in values)
            rows.append(f"| {what} | {name} | {each} | **{spread(values, lambda v: f'{v:.2f}')}** |")
    return rows


def identity_lines(trials: list[Trial]) -> list[str]:
    """Whether the runs that should write the same bytes did, in every round."""
    lines = []
    for name in ("sample", "corpus"):
        cli = {t.digest for t in trials if t.input == name and t.contender in (SERIAL, JOBS2, DASK)}
        runs = sum(1 for t in trials if t.input == name and t.contender in (SERIAL, JOBS2, DASK))
        verdict = "**byte-identical**" if len(cli) == 1 and None not in cli else f"DIFFERENT ({len(cli)} digests)"
        lines.append(f"- output on the {name}: 1 process, `--jobs 2` and `--engine dask`, {runs} runs: {verdict}")
    frames = {t.digest for t in trials if t.contender in (FRAME1, FRAME2)}
    same = "**the same claims frame**" if len(frames) == 1 else f"DIFFERENT ({len(frames)} digests)"
    lines.append(f"- Dask map_partitions with 1 and 2 workers, every round: {same}")
    return lines


def memory_lines(flat: dict[str, tuple[Outside, Outside]], times: int, docs: int) -> list[str]:
    """Peak RSS on the sample and on the sample ``times`` over."""
    lines = []
    for name, (small, big) in flat.items():
        lines.append(
            f"- {name}: peak RSS on {docs:,} -> {docs * times:,} documents: largest process "
            f"{small.rss_mib:,.0f} -> {big.rss_mib:,.0f} MiB (**{big.rss_mib / small.rss_mib:.2f}x**), summed over "
            f"{big.processes} processes {small.summed_rss_mib:,.0f} -> {big.summed_rss_mib:,.0f} MiB "
            f"(**{big.summed_rss_mib / small.summed_rss_mib:.2f}x**)"
        )
    return lines


def markdown(plan: Plan, trials: list[Trial], flat: Flatness, startup: float, loads: tuple[float, float]) -> str:
    """The results block."""
    times, flat_runs = flat
    docs = documents(plan.sample)
    lines = [machine(loads, trials), "", inputs_line(plan, len({t.round for t in trials})), ""]
    lines += [*contender_table(trials), "", *ratio_table(trials), "", *identity_lines(trials)]
    lines += [*memory_lines(flat_runs, times, docs), f"- `benchclaims --help`: {startup:.2f} s (median of 10 runs)"]
    return "\n".join(lines) + "\n"


def update_results(block: str, path: Path = RESULTS) -> None:
    """Replace the text between the results markers of ``path`` with ``block``."""
    text = path.read_text(encoding="utf-8")
    head, rest = text.split(START, 1)
    _old, tail = rest.split(END, 1)
    path.write_text(f"{head}{START}\n{block}{END}{tail}", encoding="utf-8")

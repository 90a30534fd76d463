"""The chart of normalized gains: one bar per (paper, baseline), its best claim, log scale."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd
from matplotlib.figure import Figure
from matplotlib.ticker import NullFormatter, ScalarFormatter

MAX_BARS = 40
MAX_LABEL = 48
TICKS = (0.5, 1, 1.5, 2, 3, 5, 10, 20, 50, 100, 1000)


def _short(text: str) -> str:
    """A bar label cut to ``MAX_LABEL`` characters."""
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "\u2026"


def chart_data(leaderboard: pd.DataFrame) -> pd.DataFrame:
    """The best gain of each (paper, baseline) pair, highest first, at most ``MAX_BARS`` rows."""
    known = leaderboard.dropna(subset=["normalized_gain"])
    best = known.sort_values(["normalized_gain", "doc_id", "baseline"], ascending=[False, True, True])
    best = best.drop_duplicates(["doc_id", "baseline"]).head(MAX_BARS)
    pairs = [_short(f"{s} vs {b}") for s, b in zip(best["system"], best["baseline"], strict=True)]
    return best.assign(pair=pairs)


def gains_figure(leaderboard: pd.DataFrame) -> Figure:
    """A horizontal bar chart of the best normalized gain per system and baseline."""
    data = chart_data(leaderboard)
    figure, axes = plt.subplots(figsize=(10, 1.5 + 0.3 * max(len(data), 3)))
    if data.empty:
        axes.text(0.5, 0.5, "no comparative claims with a normalized gain", ha="center", va="center")
        axes.set_axis_off()
        return figure
    positions = range(len(data))[::-1]
    axes.barh(list(positions), data["normalized_gain"], color="#4c72b0")
    axes.set_yticks(list(positions), data["pair"], fontsize=8)
    axes.set_xscale("log")
    axes.xaxis.set_major_formatter(ScalarFormatter())
    axes.xaxis.set_minor_formatter(NullFormatter())
    low, high = min(data["normalized_gain"].min(), 1.0), data["normalized_gain"].max()
    axes.set_xticks([t for t in TICKS if low / 1.5 <= t <= high * 1.5])
    axes.axvline(1.0, color="#888", linewidth=0.8)
    axes.set_xlabel("normalized gain (x better than the baseline, log scale)")
    axes.set_title("Best claimed gain per system and baseline")
    for y, gain in zip(positions, data["normalized_gain"], strict=True):
        axes.text(gain, y, f" {gain:.2f}", va="center", fontsize=7)
    figure.tight_layout()
    return figure


def save_chart(leaderboard: pd.DataFrame, png: Path, svg: Path) -> None:
    """Save the chart as PNG and SVG (SVG without a date and with fixed ids, so it is reproducible)."""
    figure = gains_figure(leaderboard)
    try:
        figure.savefig(png, format="png", dpi=120, bbox_inches="tight")
        with matplotlib.rc_context({"svg.hashsalt": "benchclaims"}):
            figure.savefig(svg, format="svg", metadata={"Date": None}, bbox_inches="tight")
    finally:
        plt.close(figure)

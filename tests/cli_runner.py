"""Run ``benchclaims`` in a subprocess on this working tree, as the tests of the command line do."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_benchclaims(
    *args: str | Path, cwd: Path = ROOT, env: Mapping[str, str] | None = None, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """``benchclaims ARGS`` (stderr is not a terminal); ``env`` adds to the current environment."""
    environment = os.environ | {"PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"} | dict(env or {})
    return subprocess.run(
        [sys.executable, "-m", "benchclaims.cli", *map(str, args)],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
    )

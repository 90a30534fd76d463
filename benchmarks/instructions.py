"""Instructions per document under valgrind's callgrind: an A/B of the extractor that a loaded machine
does not disturb (CPU time on the shared machine varies by about 3% between rounds; instruction
counts repeat to 0.1%).

Each interpreter given runs ``contenders.library`` once on the first ``--few`` and once on the first
``--many`` documents of INPUT; the difference of the two counts over the difference in documents is
what one more document costs, start-up and cache building left out.

    python benchmarks/instructions.py INPUT [--python OLD/bin/python] [--python .venv/bin/python]
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
_ONE_ROUND = (
    "import sys; sys.path.insert(0, {here!r}); from pathlib import Path; from contenders import library; "
    "library(Path({path!r}))()"
)
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def instructions(python: str, corpus: Path) -> int:
    """The instructions callgrind counts for one round of the library on ``corpus`` (start-up included)."""
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out", python, "-c",
             _ONE_ROUND.format(here=str(HERE), path=str(corpus))],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
    found = _REFS.search(done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no instruction count for {python} on {corpus}")
    return int(found.group(1).replace(",", ""))


def head(corpus: Path, lines: int, folder: Path) -> Path:
    """The first ``lines`` documents of ``corpus``, as a file in ``folder``."""
    target = folder / f"{corpus.stem}-{lines}.jsonl"
    with corpus.open(encoding="utf-8") as stream:
        target.write_text("".join(line for _, line in zip(range(lines), stream, strict=False)), encoding="utf-8")
    return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", type=Path)
    parser.add_argument("--python", action="append", help="interpreter to measure (default: this one)")
    parser.add_argument("--few", type=int, default=30)
    parser.add_argument("--many", type=int, default=300)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        few, many = head(args.input, args.few, Path(folder)), head(args.input, args.many, Path(folder))
        for python in args.python or [sys.executable]:
            print(f"{python}: measuring {args.few} and {args.many} documents under callgrind", file=sys.stderr)
            extra = instructions(python, many) - instructions(python, few)
            print(f"{python}\t{extra / (args.many - args.few):,.0f} instructions per document")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

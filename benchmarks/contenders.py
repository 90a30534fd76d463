"""The in-process contenders, each run in a fresh process: ``python benchmarks/contenders.py NAME INPUT``.

Each reads the JSONL corpus ``INPUT``, warms up where it has caches, then times only its work
loop over every document and prints ``{"docs": N, "wall": s, "cpu": s}`` as JSON:

- ``library``: ``benchclaims.pipeline.extract_document`` on documents already read;
- ``quantulum3``: ``quantulum3.parser.parse`` on the abstracts (the ``bench`` extra);
- ``floor-json``: JSON read + write, each line parsed and dumped to ``/dev/null``, the least any
  JSONL-to-JSONL tool does;
- ``floor-regex``: one pass of a number regex over each abstract, the least any extractor of
  figures does;
- ``jobs-main``: the main process of ``--jobs`` on a JSON Lines file when the workers do all
  the work (two workers, an unbounded queue): cutting the text into blocks, sending them,
  making ids unique, and copying the text the workers spooled to ``/dev/null``. Its time is
  this process's CPU alone (``time.process_time`` does not count the workers), so a worker's
  CPU per document / this process's is how many workers one main process keeps busy.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def timed(work: Callable[[], int]) -> dict[str, float]:
    """Wall and CPU seconds of ``work()``, and the number of documents it says it did."""
    wall, cpu = time.perf_counter(), time.process_time()
    docs = work()
    return {"docs": docs, "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}


def each(function: Callable[[object], object], items: Iterable[object]) -> Callable[[], int]:
    """Work that applies ``function`` to every item and returns how many there were."""
    listed = list(items)

    def work() -> int:
        for item in listed:
            function(item)
        return len(listed)

    return work


def abstracts(corpus: Path) -> list[str]:
    """The abstracts of a JSONL corpus, in order."""
    with corpus.open(encoding="utf-8") as stream:
        return [json.loads(line)["abstract"] for line in stream if line.strip()]


def library(corpus: Path) -> Callable[[], int]:
    """benchclaims' extraction of documents already read (its caches built first)."""
    from benchclaims.parallel import warm_caches
    from benchclaims.pipeline import extract_document
    from benchclaims.readers import read_documents

    warm_caches()
    return each(extract_document, read_documents(corpus))


def quantulum3(corpus: Path) -> Callable[[], int]:
    """quantulum3's parser on the abstracts (its unit tables loaded first)."""
    warnings.simplefilter("ignore")
    from quantulum3 import parser

    texts = abstracts(corpus)
    parser.parse(texts[0])
    return each(parser.parse, texts)


def floor_json(corpus: Path) -> Callable[[], int]:
    """Read every line as JSON and write it back as JSON, to ``/dev/null``."""

    def work() -> int:
        docs = 0
        with corpus.open(encoding="utf-8") as source, open(os.devnull, "w", encoding="utf-8") as sink:
            for line in source:
                if line.strip():
                    sink.write(json.dumps(json.loads(line), ensure_ascii=False) + "\n")
                    docs += 1
        return docs

    return work


def floor_regex(corpus: Path) -> Callable[[], int]:
    """One pass of a number regex over each abstract."""
    return each(lambda text: sum(1 for _ in NUMBER.finditer(str(text))), abstracts(corpus))


def jobs_main(corpus: Path) -> Callable[[], int]:
    """The main process of ``--jobs 3`` whose two workers read, extract and serialize every block
    (``shards.jsonl_from_files`` with an unbounded queue, so this process never extracts)."""
    from benchclaims.parallel import _ordered, _pool
    from benchclaims.readers.documents import MAX_CHARS
    from benchclaims.readers.ids import IdAllocator
    from benchclaims.shards import Block, ReadBlock, Spool, blocks, read_block, unique_texts

    def work() -> int:
        ids = IdAllocator()
        with tempfile.TemporaryDirectory() as folder, _pool(2) as pool, open(os.devnull, "w") as sink:
            spool = Spool(folder)

            def pair(block: Block, result: ReadBlock) -> Iterator[int]:
                texts = list(unique_texts(spool.reading(result), block.path, ids, print))
                sink.write("".join(texts))
                yield len(texts)

            pieces = blocks(corpus, print, MAX_CHARS)
            return sum(_ordered(pool, pieces, 24, sys.maxsize, work=read_block, pair=pair, send=spool.task))

    return work


CONTENDERS: dict[str, Callable[[Path], Callable[[], int]]] = {
    "library": library,
    "quantulum3": quantulum3,
    "floor-json": floor_json,
    "floor-regex": floor_regex,
    "jobs-main": jobs_main,
}


def main(argv: list[str]) -> int:
    """Prepare the contender named in ``argv``, time its work, print the figures."""
    name, corpus = argv
    print(json.dumps(timed(CONTENDERS[name](Path(corpus)))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

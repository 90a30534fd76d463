"""Extraction over several processes (``benchclaims extract --jobs N``), in input order.

``--jobs N`` uses N processes: this one, which reads, writes and extracts whenever the workers
have enough queued, and ``N - 1`` workers.

``extract_parallel(docs, jobs)`` is a drop-in for ``benchclaims.pipeline.extract_documents``:
it yields the same ``(document, claims)`` pairs in the same order, so ``--jobs 2`` writes
byte-for-byte what ``--jobs 1`` writes. The input is streamed: documents are cut into
chunks as they are pulled, and at most ``window`` chunks are in flight at any time, so
memory stays flat however long the input is (``multiprocessing.Pool.imap`` would read the
whole input ahead in its feeder thread; a bounded window of ``apply_async`` calls does not).
Each worker builds the extractor's caches once, when it starts (``warm_worker``); this process
builds its own on its first chunk.

>>> from benchclaims.schemas import Document
>>> docs = [Document(id=str(i), abstract=f"It is {i + 2}x faster than vLLM.") for i in range(5)]
>>> [(d.id, [c.value for c in cs]) for d, cs in extract_parallel(docs, jobs=1)]
[('0', [2.0]), ('1', [3.0]), ('2', [4.0]), ('3', [5.0]), ('4', [6.0])]
"""

from __future__ import annotations

import argparse
from collections import deque
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from benchclaims.chunks import Claims, Result, chunked, extract_chunk

if TYPE_CHECKING:
    from multiprocessing.pool import AsyncResult, Pool

    from benchclaims.schemas import Document

DEFAULT_CHUNK = 64
WARM_TEXT = (  # touches every cache: spaCy, lexicons, hardware, baselines and the pint registry (~1 s)
    "We present Warm, which runs 2.5x faster than vLLM on 8 H100 GPUs, cuts latency by 30% "
    "and serves 4,039 tokens per second per GPU at a P99 latency of 50 ms."
)


def add_scale_arguments(parser: argparse.ArgumentParser) -> None:
    """``--jobs N``, ``--engine {local,dask}`` and ``--scheduler ADDRESS`` (the extract command's)."""
    parser.add_argument(
        "-j",
        "--jobs",
        type=_positive,
        default=1,
        metavar="N",
        help="extract in N processes (same output, in the same order; default 1)",
    )
    parser.add_argument(
        "--engine",
        choices=("local", "dask"),
        default="local",
        help="local: this machine (with --jobs); dask: a Dask cluster (pip install 'benchclaims[dask]')",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="with --engine dask: the scheduler to use, e.g. tcp://host:8786 (default: a local cluster)",
    )


def _positive(text: str) -> int:
    """An argparse type: an integer of at least 1."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text!r}")
    return int(text)


def extract_with(docs: Iterable[Document], args: argparse.Namespace | None = None) -> Iterator[Result]:
    """``(document, claims)`` pairs by the engine and job count that ``args`` ask for (default: serial)."""
    if getattr(args, "engine", "local") == "dask":
        from benchclaims.distributed import extract_on_dask

        return extract_on_dask(docs, scheduler=getattr(args, "scheduler", None))
    return extract_parallel(docs, jobs=getattr(args, "jobs", 1))


def extract_parallel(
    docs: Iterable[Document], jobs: int, chunk: int = DEFAULT_CHUNK, window: int | None = None
) -> Iterator[Result]:
    """Stream ``(document, claims)`` pairs computed by ``jobs`` processes, in input order.

    The processes are this one and ``jobs - 1`` workers: this process reads, writes, and
    extracts a chunk itself whenever the workers have enough queued, so no core idles while
    another does the reading. ``jobs <= 1`` runs here alone. ``window`` bounds the chunks in
    flight (default ``8 * jobs``), so at most ``window * chunk`` documents are held at once.
    """
    if jobs <= 1:
        from benchclaims.pipeline import extract_documents

        yield from extract_documents(docs)
        return
    with _pool(jobs - 1) as pool:
        yield from _ordered(pool, chunked(docs, chunk), window or 8 * jobs, queue=4 * (jobs - 1))


def _pool(workers: int) -> Pool:
    """A pool of ``workers`` processes that warm the extractor's caches when they start.

    The workers warm up while this process reads the first chunks and warms its own caches.
    """
    import multiprocessing

    return multiprocessing.get_context().Pool(processes=workers, initializer=warm_worker)


def _ordered(pool: Pool, chunks: Iterator[list[Document]], window: int, queue: int) -> Iterator[Result]:
    """Give chunks to the workers while fewer than ``queue`` of theirs are unfinished, else extract
    the chunk here; yield results oldest first, as soon as they are ready, holding at most
    ``window`` chunks.

    Only the claims come back from a worker; the documents are paired with them here.
    """
    pending: deque[tuple[list[Document], AsyncResult[Claims] | Claims]] = deque()
    for piece in chunks:
        queued = sum(1 for _, result in pending if not isinstance(result, list) and not result.ready())
        if queued < queue:
            task = [(doc.id, doc.title, doc.abstract) for doc in piece]  # plain tuples pickle faster
            pending.append((piece, pool.apply_async(extract_fields, (task,))))
        else:
            pending.append((piece, extract_chunk(piece)))
        while pending and (len(pending) >= window or _ready(pending[0][1])):
            yield from _paired(*pending.popleft())
    while pending:
        yield from _paired(*pending.popleft())


def _ready(result: AsyncResult[Claims] | Claims) -> bool:
    return isinstance(result, list) or result.ready()


def _paired(docs: list[Document], result: AsyncResult[Claims] | Claims) -> Iterator[Result]:
    """Each document of a chunk with its claims, once the chunk is done."""
    return zip(docs, result if isinstance(result, list) else result.get(), strict=True)


def extract_fields(task: list[tuple[str, str, str]]) -> Claims:
    """A worker's task: the claims of each ``(id, title, abstract)`` of a chunk, in order."""
    from benchclaims.schemas import Document

    return extract_chunk([Document.model_construct(id=i, title=t, abstract=a) for i, t, a in task])


def warm_worker() -> None:
    """A worker's start: ignore Ctrl-C (the parent gets it and ends the pool); die quietly on SIGTERM
    and SIGHUP (the parent's handlers, inherited by a forked worker, would print a traceback) and
    when the parent is gone (a write to its pipe ends the worker, no BrokenPipe traceback); then
    warm the caches."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for quiet in (signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(quiet, signal.SIG_DFL)
    die_with_parent()
    warm_caches()


def die_with_parent() -> None:
    """On Linux, have the kernel send this worker SIGTERM when its parent dies, even by SIGKILL
    (else it would wait for tasks forever); a worker whose parent is already gone ends now."""
    import multiprocessing
    import os
    import signal
    import sys

    if not sys.platform.startswith("linux"):
        return
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(0)


def warm_caches() -> None:
    """Build the extractor's caches (spaCy pipeline, lexicons, patterns, pint) in this process."""
    from benchclaims.pipeline import extract_claims

    extract_claims(WARM_TEXT, title="Warm: a warm-up")

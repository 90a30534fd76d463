"""Extraction over several processes (``benchclaims extract --jobs N``), in input order.

``--jobs N`` uses N processes: this one, which reads, writes and extracts whenever the workers
have enough queued, and ``N - 1`` workers.

``extract_parallel(docs, jobs)`` is a drop-in for ``benchclaims.pipeline.extract_documents``:
it yields the same ``(document, claims)`` pairs in the same order, so ``--jobs 2`` writes
byte-for-byte what ``--jobs 1`` writes. ``jsonl_parallel(docs, jobs)`` is the same run whose
workers also serialize: each chunk comes back as its JSON Lines text (``Written``), which this
process writes as it is (the CLI's path to a ``.jsonl`` file or stdout; for JSON Lines inputs
``benchclaims.shards`` has the workers read as well). The input is streamed: documents are cut
into chunks as they are pulled, and at most ``window`` chunks are in flight at any time, so
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
import inspect
import re
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from benchclaims.chunks import (
    Fields,
    Result,
    Written,
    chunked,
    extract_chunk,
    jsonl_chunk,
    keep_written,
    zip_claims,
)

if TYPE_CHECKING:
    from multiprocessing.pool import AsyncResult, Pool

    from benchclaims.schemas import Document

DEFAULT_CHUNK = 64
WARM_TEXT = (  # touches the caches every document needs: spaCy, lexicons, hardware, baselines (~1 s)
    "We present Warm, which runs 2.5x faster than vLLM on 8 H100 GPUs, cuts latency by 30% "
    "and serves 4,039 tokens per second per GPU at a P99 latency of 50 ms."
)

P = TypeVar("P")
R = TypeVar("R")
T = TypeVar("T")
Work = Callable[[P], R]  # as in chunks; spelled here so the type checker sees the type variables
Pair = Callable[[P, R], Iterable[T]]
Send = Callable[[P], tuple[Callable[..., R], tuple[Any, ...]]]  # a piece -> (a worker's function, its arguments)


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
        type=_scheduler_address,
        help="with --engine dask: the scheduler to use, e.g. tcp://host:8786 (default: a local cluster)",
    )


def _scheduler_address(text: str) -> str:
    """An argparse type: a Dask scheduler address (`tcp://host:8786`), so a bad one is a usage error.

    >>> _scheduler_address("tcp://127.0.0.1:8786")
    'tcp://127.0.0.1:8786'
    """
    if not re.fullmatch(r"(?:tcp|tls|inproc|ucx|ws|wss)://\S+", text):
        raise argparse.ArgumentTypeError(f"expected a scheduler address such as tcp://host:8786, got {text!r}")
    return text


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


def jsonl_with(docs: Iterable[Document], args: argparse.Namespace | None = None) -> Iterator[Written]:
    """The claims of ``docs`` as JSON Lines text, one ``Written`` per chunk, in input order, by the
    engine and job count that ``args`` ask for: the workers serialize, this process only writes."""
    if getattr(args, "engine", "local") == "dask":
        from benchclaims.distributed import jsonl_on_dask

        return jsonl_on_dask(docs, scheduler=getattr(args, "scheduler", None))
    return jsonl_parallel(docs, jobs=getattr(args, "jobs", 1))


def serializes_in_workers(args: argparse.Namespace, output: str | None) -> bool:
    """True when the run has workers (``--jobs`` > 1 or Dask) and writes JSON Lines (a file or stdout)."""
    workers = getattr(args, "engine", "local") == "dask" or getattr(args, "jobs", 1) > 1
    return workers and (output in (None, "-") or str(output).lower().endswith(".jsonl"))


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

        return extract_documents(docs)
    return scheduled(chunked(docs, chunk), jobs, window, work=extract_chunk, pair=zip_claims)


def jsonl_parallel(
    docs: Iterable[Document], jobs: int, chunk: int = DEFAULT_CHUNK, window: int | None = None
) -> Iterator[Written]:
    """Like ``extract_parallel``, but each chunk comes back as its JSON Lines text (``Written``).

    The workers extract and serialize; this process reads, writes the text as it is, and
    extracts a chunk itself only when the workers have enough queued. Per document it pays
    for reading and for pickling three strings out and one back, not for claims.
    """
    return scheduled(chunked(docs, chunk), jobs, window, work=jsonl_chunk, pair=keep_written)


def scheduled(
    pieces: Iterator[P],
    jobs: int,
    window: int | None,
    *,
    work: Work[P, R],
    pair: Pair[P, R, T],
    send: Send[P, R] | None = None,
) -> Iterator[T]:
    """``pair(piece, work(piece))`` for every piece in order, by this process and ``jobs - 1`` workers
    (``send``: how a worker is given a piece; default: ``work`` on its documents' fields)."""
    if jobs <= 1:
        for piece in pieces:
            yield from pair(piece, work(piece))
        return
    with _pool(jobs - 1) as pool:
        yield from _ordered(pool, pieces, window or 8 * jobs, 4 * (jobs - 1), work=work, pair=pair, send=send)


def _pool(workers: int) -> Pool:
    """A pool of ``workers`` processes that warm the extractor's caches when they start.

    The workers warm up while this process reads the first chunks and warms its own caches.
    """
    import multiprocessing
    import os

    context = multiprocessing.get_context(start_method())
    forked = context.get_start_method() == "fork"
    return context.Pool(processes=workers, initializer=warm_worker, initargs=(os.getpid() if forked else None,))


def start_method() -> str | None:
    """How workers are started: the platform's default while this process runs one thread;
    ``forkserver`` (where there is one) once other threads run, e.g. a Dask client's or a web
    server's, since a child forked while another thread holds a lock (logging, imports, an
    allocator) can wait on that lock forever."""
    import multiprocessing
    import threading

    if threading.active_count() > 1 and "forkserver" in multiprocessing.get_all_start_methods():
        return "forkserver"
    return None


class _Here(Generic[R]):
    """A chunk done in this process, with the two methods of the ``AsyncResult`` of one done in a worker."""

    def __init__(self, value: R) -> None:
        self._value = value

    def ready(self) -> bool:
        return True

    def get(self) -> R:
        return self._value


def _ordered(
    pool: Pool,
    chunks: Iterator[P],
    window: int,
    queue: int,
    *,
    work: Work[P, R],
    pair: Pair[P, R, T],
    send: Send[P, R] | None = None,
) -> Iterator[T]:
    """Give chunks to the workers while fewer than ``queue`` of theirs are unfinished, else do
    ``work`` on the chunk here; yield ``pair(chunk, result)`` oldest first, as soon as it is
    ready, holding at most ``window`` chunks.

    ``send`` says what a worker is given (default: ``work`` and the ``(id, title, abstract)``
    tuples of a chunk of documents, which pickle faster than documents); it sends back only
    ``work``'s result, and the piece stays here.
    """
    to_worker = send or _by_fields(work)
    pending: deque[tuple[P, AsyncResult[R] | _Here[R]]] = deque()
    for piece in chunks:
        if sum(1 for _, result in pending if not result.ready()) < queue:
            pending.append((piece, pool.apply_async(*to_worker(piece))))
        else:
            pending.append((piece, _Here(work(piece))))
        while pending and (len(pending) >= window or pending[0][1].ready()):
            piece, result = pending.popleft()
            yield from pair(piece, result.get())
    while pending:
        piece, result = pending.popleft()
        yield from pair(piece, result.get())


def _by_fields(work: Work[Any, R]) -> Send[Any, R]:
    """Give a worker ``work`` and a chunk's ``(id, title, abstract)`` tuples."""
    return lambda docs: (work_on_fields, (work, [(doc.id, doc.title, doc.abstract) for doc in docs]))


def work_on_fields(work: Work[list[Document], R], fields: Fields) -> R:
    """A worker's task: ``work`` on the documents of a chunk's ``(id, title, abstract)`` tuples."""
    from benchclaims.schemas import Document

    return work([Document.model_construct(id=i, title=t, abstract=a) for i, t, a in fields])


def warm_worker(parent: int | None = None) -> None:
    """A worker's start: ignore Ctrl-C (the parent gets it and ends the pool); die quietly on SIGTERM
    and SIGHUP (the parent's handlers, inherited by a forked worker, would print a traceback) and
    when the parent is gone (a write to its pipe ends the worker, no BrokenPipe traceback); then
    warm the caches. ``parent``: the pid of the process that forked this worker, if it did."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for quiet in (signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(quiet, signal.SIG_DFL)
    die_with_parent(parent)
    warm_caches()


def die_with_parent(parent: int | None) -> None:
    """On Linux, have the kernel send this worker SIGTERM when the process that started it dies,
    even by SIGKILL (else it would wait for tasks forever). That process is ``parent`` for a
    forked worker, which ends now if ``parent`` is already gone; for a worker of a fork server it
    is the server, which ends with the process that owns the pool."""
    import os
    import signal
    import sys

    if not sys.platform.startswith("linux"):
        return
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG
    if parent is not None and os.getppid() != parent:
        os._exit(0)


def warm_caches() -> None:
    """Build the extractor's caches (spaCy pipeline, lexicons, patterns) in this process: the warm-up text,
    then every argument-free cached loader of the rules and the lexicon it left unbuilt (patterns a rarer
    figure needs). pint's registry is left to the first unit ``unit_factors.tsv`` lacks (seconds to build,
    and most runs never need it)."""
    from benchclaims.pipeline import extract_claims

    extract_claims(WARM_TEXT, title="Warm: a warm-up")
    for loader in _loaders():
        loader()


#: The modules whose loaders the warm-up builds: patterns and word lists, each a few milliseconds.
_LOADER_MODULES = ("benchclaims.rules.", "benchclaims.lexicon")


def _loaders() -> Iterator[Callable[[], object]]:
    """The argument-free ``functools.cache`` loaders defined in the rules' modules and the lexicon, of those
    imported so far.

    >>> from benchclaims.rules import detect
    >>> detect._from_to in list(_loaders())
    True
    """
    for name, module in list(sys.modules.items()):
        if name.startswith(_LOADER_MODULES):
            for value in list(vars(module).values()):
                if hasattr(value, "cache_info") and getattr(value, "__module__", None) == name and _no_arguments(value):
                    yield value


def _no_arguments(function: Callable[..., object]) -> bool:
    """Whether ``function`` can be called without arguments."""
    parameters = inspect.signature(function).parameters.values()
    return all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in parameters)

"""How a run meets faults from outside: termination signals, and an output that is one of its inputs.

``signals_as_interrupts`` makes SIGTERM and SIGHUP end a run the way Ctrl-C does (a
``KeyboardInterrupt`` raised where the run is, so every ``finally`` runs and temporary files are
removed); ``check_output`` and ``check_output_folder`` refuse, before anything is read, an output
that would replace an input (the same path, a symbolic or a hard link to it, or a file of a report).
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from types import FrameType

TERMINATING = (signal.SIGTERM, signal.SIGHUP)


class Interrupted(KeyboardInterrupt):
    """A run ended by a signal; ``signum`` says which."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


#: The signal that last interrupted this context: its exception is lost when it arrives while a
#: ``__del__`` or a weakref callback runs (Python prints "Exception ignored" and goes on).
_RECEIVED: ContextVar[int | None] = ContextVar("benchclaims_signal", default=None)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    _RECEIVED.set(signum)
    raise Interrupted(signum)


def raise_if_interrupted() -> None:
    """Raise ``Interrupted`` again for a signal whose exception was lost; a writer calls this before
    it puts its output in place, so an interrupted run never leaves an output.

    >>> raise_if_interrupted()
    """
    signum = _RECEIVED.get()
    if signum is not None:
        raise Interrupted(signum)


@contextmanager
def signals_as_interrupts() -> Iterator[None]:
    """While the block runs, SIGTERM and SIGHUP raise ``Interrupted`` (main thread only; the
    handlers before are put back afterwards)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    token = _RECEIVED.set(None)
    before = {signum: signal.signal(signum, _interrupt) for signum in TERMINATING}
    try:
        yield
        raise_if_interrupted()
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)
        _RECEIVED.reset(token)


def _same_file(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` name one file: the same resolved path, or the same inode (hard links)."""
    if a.resolve() == b.resolve():
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist (yet)
        return False


def check_output(output: str | os.PathLike[str] | None, inputs: Iterable[str | os.PathLike[str]]) -> None:
    """``InputError`` when writing ``output`` would replace one of ``inputs``.

    >>> check_output("claims.jsonl", ["abstracts.jsonl"])
    >>> check_output("./a.jsonl", ["a.jsonl"])
    Traceback (most recent call last):
    benchclaims.readers.problems.InputError: ./a.jsonl: the output is the input a.jsonl; write to another file
    """
    from benchclaims.readers import InputError  # imported here: the command line's --help stays fast

    if output is None or os.fspath(output) == "-":
        return
    for source in inputs:
        if _same_file(Path(output), Path(source)):
            raise InputError(f"{os.fspath(output)}: the output is the input {os.fspath(source)}; write to another file")


def check_output_folder(
    paths: Iterable[str | os.PathLike[str]], inputs: Iterable[str | os.PathLike[str]], folder: str | os.PathLike[str]
) -> None:
    """``InputError`` when one of ``inputs`` is one of the files ``paths`` that a run writes into ``folder``.

    >>> check_output_folder(["reports/claims.csv"], ["data/claims.csv"], "reports")
    >>> check_output_folder(["reports/claims.csv"], ["./reports/claims.csv"], "reports")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    benchclaims.readers.problems.InputError: ./reports/claims.csv: this input is one of the files written into ...
    """
    from benchclaims.readers import InputError

    written = {Path(path).resolve() for path in paths}
    for source in inputs:
        if Path(source).resolve() in written:
            message = f"this input is one of the files written into {os.fspath(folder)}; give another -o"
            raise InputError(f"{os.fspath(source)}: {message}")

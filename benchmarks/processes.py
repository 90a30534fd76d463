"""Run one command and measure it from outside: wall time, CPU time and peak RSS of its whole process tree.

A small launcher process (``LAUNCHER``) starts the command and, while it runs, samples every
process below it in ``/proc`` every 20 ms, keeping each process's peak RSS (``VmHWM``, which
the kernel keeps, so a sample only has to see the process alive once). The figures:

- wall: the launcher's clock around the command;
- CPU: user + system seconds of the command and every descendant it waited for (``os.wait4``);
- peak RSS: the largest process's, and the sum over all processes of each one's peak (under
  ``--jobs N`` or Dask the memory the run needs; an upper bound, since pages a fork shares are
  counted in each process that maps them, and the peaks need not fall at the same moment).

The launcher is a fresh interpreter because Linux counts in a process's peak RSS the RSS it had
before ``exec``: a child forked straight from the benchmark, which holds the corpus, would
report the benchmark's size.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass

#: Runs the command in argv and prints ``[exit code, wall s, CPU s, largest peak KiB, summed peak KiB,
#: processes seen]`` as JSON. Its stdout is the command's stdout; the figures go to the last line.
LAUNCHER = r"""
import json, os, subprocess, sys, threading, time

def children(pid):  # of every thread: a process started from another thread is that thread's child
    found = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                found += [int(p) for p in f.read().split()]
    except OSError:
        pass
    return found

def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0

def sample(root, peaks, done):
    while not done.is_set():
        todo = [root]
        while todo:
            pid = todo.pop()
            peaks[pid] = max(peaks.get(pid, 0), peak_kib(pid))
            todo.extend(children(pid))
        done.wait(0.02)

peaks, done = {}, threading.Event()
started = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stderr=subprocess.DEVNULL)
sampler = threading.Thread(target=sample, args=(child.pid, peaks, done), daemon=True)
sampler.start()
_pid, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - started
done.set()
sampler.join()
code = os.waitstatus_to_exitcode(status)
largest = max([usage.ru_maxrss, *peaks.values()])
summed = max(sum(peaks.values()), largest)  # a 1-process run's last sample may miss its peak
print(json.dumps([code, wall, usage.ru_utime + usage.ru_stime, largest, summed, len(peaks)]))
"""


@dataclass(frozen=True)
class Outside:
    """A command measured from outside."""

    wall: float
    cpu: float
    rss_mib: float  # the largest process's peak
    summed_rss_mib: float  # the sum of every process's peak
    processes: int
    stdout: str  # what the command printed


def measure(command: list[str], env: dict[str, str]) -> Outside:
    """Run ``command`` under the launcher; ``SystemExit`` when it fails."""
    launched = subprocess.run(
        [sys.executable, "-c", LAUNCHER, *command], env=env, capture_output=True, text=True, check=True
    )
    *printed, figures = launched.stdout.splitlines()
    code, wall, cpu, largest, summed, processes = json.loads(figures)
    if code != 0:
        raise SystemExit(f"exit {code}: {' '.join(command)}")
    return Outside(wall, cpu, largest / 1024, summed / 1024, processes, "\n".join(printed))

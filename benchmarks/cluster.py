"""The cluster path, timed: ``python benchmarks/cluster.py INPUT WORKERS``.

The documented Dask use, on a local cluster of ``WORKERS`` single-threaded worker processes:
``dd.read_json(INPUT, lines=True, blocksize=4 MiB).map_partitions(extract_frame, meta=claims_meta())``,
so each worker reads and parses its own blocks of the file. The cluster is started and every
worker's caches are warmed before the clock starts; the timed part is the whole computation,
from reading to the claims frame gathered in the client. CPU time is the client's plus every
worker's (``time.process_time`` read on each worker before and after). Prints
``{"docs", "wall", "cpu", "rows", "digest"}`` as JSON; the digest (SHA-256 of the frame as JSON
Lines) shows that 1 and 2 workers give the same claims.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time

BLOCKSIZE = 1 << 22
DTYPES = {"id": str, "title": str, "abstract": str, "year": "Int64", "category": str}


def worker_cpu(client: object) -> float:
    """The CPU seconds used so far by all the workers of ``client``'s cluster."""
    return sum(client.run(time.process_time).values())  # type: ignore[attr-defined]


def main(argv: list[str]) -> int:
    """Start the cluster, warm it, time the claims of ``INPUT``, print the figures."""
    import dask.dataframe as dd
    from benchclaims.distributed import claims_meta, extract_frame
    from benchclaims.parallel import warm_caches
    from distributed import Client, LocalCluster

    path, workers = argv[0], int(argv[1])
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, Client(cluster) as client:
        client.run(warm_caches)
        docs = dd.read_json(path, lines=True, blocksize=BLOCKSIZE, dtype=DTYPES)
        wall, cpu, workers_cpu = time.perf_counter(), time.process_time(), worker_cpu(client)
        claims = docs.map_partitions(extract_frame, meta=claims_meta()).compute()
        wall = time.perf_counter() - wall
        cpu = time.process_time() - cpu + worker_cpu(client) - workers_cpu
        count = int(docs.map_partitions(len).sum().compute())
    text = claims.to_json(orient="records", lines=True)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    print(json.dumps({"docs": count, "wall": wall, "cpu": cpu, "rows": len(claims), "digest": digest}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

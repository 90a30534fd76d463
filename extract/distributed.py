"""The distributed path: claims of a pandas DataFrame, and ``benchclaims extract --engine dask``.

``extract_frame(documents) -> claims`` is a pure function of one pandas DataFrame (columns
``id, title, abstract, year, category, source``; ``version`` optional) to another, one row
per claim, with the CSV writer's columns (``extract.writers.columns()``) and dtypes fixed
by ``claims_meta()``, so it can run inside any engine that maps pandas partitions:

    Dask:    ddf.map_partitions(extract_frame, meta=claims_meta())
    Spark:   sdf.mapInPandas(extract_frames, schema=spark_schema())

``extract_on_dask(docs, scheduler=None)`` streams documents to a Dask ``distributed`` cluster
(a local two-process one unless a scheduler address is given) in batches, with a bounded
number of batches in flight, and yields ``(document, claims)`` pairs in input order, so its
output is identical to the single-process run.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pandas as pd
from benchclaims.chunks import (
    Pair,
    R,
    Result,
    T,
    Work,
    Written,
    chunked,
    extract_chunk,
    jsonl_chunk,
    keep_written,
    zip_claims,
)

if TYPE_CHECKING:
    from benchclaims.schemas import Document
    from distributed import Client

DASK_BATCH = 500
DOCUMENT_COLUMNS = ("id", "title", "abstract", "year", "category", "source", "version")
PANDAS_DTYPES = {"str": "object", "float": "float64", "int": "Int64", "bool": "bool", "list": "object"}
SPARK_TYPES = {"str": "string", "float": "double", "int": "long", "bool": "boolean", "list": "string"}


class EngineError(OSError):
    """The engine asked for cannot run here (not installed, or its scheduler cannot be reached)."""


# ---------------------------------------------------------------- frames


def claims_meta() -> pd.DataFrame:
    """The empty claims frame: the CSV writer's columns with fixed dtypes (Dask's ``meta``)."""
    from benchclaims.writers import column_types

    return pd.DataFrame({name: pd.Series([], dtype=PANDAS_DTYPES[kind]) for name, kind in column_types().items()})


def spark_schema() -> str:
    """The claims frame as a Spark DDL schema string, for ``mapInPandas(..., schema=...)``.

    >>> spark_schema()[:44]
    '`doc_id` string, `system` string, `kind` str'
    """
    from benchclaims.writers import column_types

    return ", ".join(f"`{name}` {SPARK_TYPES[kind]}" for name, kind in column_types().items())


def frame_documents(frame: pd.DataFrame) -> list[Document]:
    """The documents of a frame's rows; missing columns and null cells are left at their defaults."""
    from benchclaims.schemas import Document

    present = [name for name in DOCUMENT_COLUMNS if name in frame.columns]
    return [Document(**_fields(present, row)) for row in frame[present].itertuples(index=False, name=None)]


def _fields(names: list[str], row: tuple[Any, ...]) -> dict[str, Any]:
    """The non-null cells of a row by column name, as plain Python values.

    >>> _fields(["id", "year", "source"], ("a", 2024.0, float("nan")))
    {'id': 'a', 'year': 2024}
    """
    cells = {name: _plain(value) for name, value in zip(names, row, strict=True)}
    return {name: value for name, value in cells.items() if value is not None}


def _plain(value: Any) -> Any:
    """A frame cell as a plain Python value: NaN/NA/None → None, a whole float (a year) → int."""
    if pd.api.types.is_scalar(value) and pd.isna(value):
        return None
    if hasattr(value, "item"):  # numpy scalars
        value = value.item()
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def extract_frame(documents: pd.DataFrame) -> pd.DataFrame:
    """Claims of a frame of documents, one flat row per claim, in input order (pure; any partition).

    >>> frame = pd.DataFrame({"id": ["a"], "abstract": ["It is 2x faster than vLLM."]})
    >>> extract_frame(frame)[["doc_id", "text", "value", "baselines", "count"]]
      doc_id text  value baselines  count
    0      a   2x    2.0      vLLM   <NA>
    """
    from benchclaims.writers import flat_row

    rows = [flat_row(claim) for claims in extract_chunk(frame_documents(documents)) for claim in claims]
    return claims_frame(rows)


def claims_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Flat claim rows as the claims frame: column by column with fixed dtypes, nulls as None/NaN/NA."""
    dtypes = claims_meta().dtypes.to_dict()
    return pd.DataFrame({name: pd.Series([row[name] for row in rows], dtype=dtype) for name, dtype in dtypes.items()})


def extract_frames(frames: Iterable[pd.DataFrame]) -> Iterator[pd.DataFrame]:
    """``extract_frame`` over a stream of frames: the function PySpark's ``mapInPandas`` wants."""
    for frame in frames:
        yield extract_frame(frame)


# ---------------------------------------------------------------- the Dask engine


@contextmanager
def dask_client(scheduler: str | None = None, workers: int = 2) -> Iterator[Client]:
    """A client of the scheduler at ``scheduler``, or of a local cluster of ``workers`` processes."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as exc:
        raise EngineError("--engine dask needs Dask: pip install 'benchclaims[dask]'") from exc

    if scheduler:
        with Client(scheduler) as client:
            yield client
        return
    cluster = LocalCluster(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    )
    with cluster, Client(cluster) as client:
        yield client


def extract_on_dask(
    docs: Iterable[Document], scheduler: str | None = None, batch: int = DASK_BATCH, window: int = 8
) -> Iterator[Result]:
    """Stream ``(document, claims)`` pairs computed on a Dask cluster, in input order.

    At most ``window`` batches of ``batch`` documents are in flight, so memory stays flat.
    """
    return _on_dask(docs, scheduler, batch, window, work=extract_chunk, pair=zip_claims)


def jsonl_on_dask(
    docs: Iterable[Document], scheduler: str | None = None, batch: int = DASK_BATCH, window: int = 8
) -> Iterator[Written]:
    """Like ``extract_on_dask``, but each batch comes back as its JSON Lines text (``Written``)."""
    return _on_dask(docs, scheduler, batch, window, work=jsonl_chunk, pair=keep_written)


def _on_dask(
    docs: Iterable[Document],
    scheduler: str | None,
    batch: int,
    window: int,
    *,
    work: Work[list[Document], R],
    pair: Pair[list[Document], R, T],
) -> Iterator[T]:
    """``pair(batch, work(batch))`` for every batch in order, ``work`` done on the cluster."""
    with dask_client(scheduler) as client:
        pending: deque[tuple[list[Document], Any]] = deque()
        for piece in chunked(docs, batch):
            pending.append((piece, client.submit(work, piece, pure=False)))
            if len(pending) >= window:
                piece, future = pending.popleft()
                yield from pair(piece, future.result())
        while pending:
            piece, future = pending.popleft()
            yield from pair(piece, future.result())

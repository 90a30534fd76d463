"""The distributed path: ``extract_frame`` alone, inside Dask ``map_partitions``, and ``--engine dask``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pandas as pd
import pytest
from benchclaims.distributed import (
    claims_frame,
    claims_meta,
    extract_frame,
    extract_frames,
    extract_on_dask,
    jsonl_on_dask,
    spark_schema,
)
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents
from benchclaims.schemas import Document
from benchclaims.writers import columns, flat_row, jsonl_line

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"


@pytest.fixture(scope="module")
def docs() -> list[Document]:
    return list(read_documents(DEMO))


@pytest.fixture(scope="module")
def frame(docs: list[Document]) -> pd.DataFrame:
    return pd.DataFrame([doc.model_dump(exclude={"version"}) for doc in docs])


@pytest.fixture(scope="module")
def expected(docs: list[Document]) -> pd.DataFrame:
    """The serial run's records as the claims frame."""
    rows = [flat_row(claim) for _doc, claims in extract_documents(docs) for claim in claims]
    return claims_frame(rows)


@pytest.fixture(scope="module")
def cluster() -> Iterator[distributed.LocalCluster]:
    with distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None) as local:
        yield local


def test_extract_frame_equals_the_serial_records(frame: pd.DataFrame, expected: pd.DataFrame) -> None:
    got = extract_frame(frame)
    assert list(got.columns) == columns()
    assert len(got) > 0
    pd.testing.assert_frame_equal(got, expected)


def test_empty_frame_gives_the_empty_claims_frame(frame: pd.DataFrame) -> None:
    got = extract_frame(frame.iloc[:0])
    assert got.empty
    assert got.dtypes.equals(claims_meta().dtypes)


def test_missing_optional_columns_and_null_cells() -> None:
    frame = pd.DataFrame(
        {"id": ["a", "b"], "abstract": ["It is 2x faster than vLLM.", "No numbers."], "year": [2024, None]}
    )
    got = extract_frame(frame)
    assert got[["doc_id", "kind", "value", "baselines"]].to_dict("records") == [
        {"doc_id": "a", "kind": "speedup", "value": 2.0, "baselines": "vLLM"}
    ]


def test_frames_stream_for_spark_map_in_pandas(frame: pd.DataFrame, expected: pd.DataFrame) -> None:
    parts = list(extract_frames([frame.iloc[:4], frame.iloc[4:]]))
    pd.testing.assert_frame_equal(pd.concat(parts, ignore_index=True), expected)
    assert [field.split()[0].strip("`") for field in spark_schema().split(", ")] == columns()


def test_dask_map_partitions_equals_serial(
    cluster: distributed.LocalCluster, frame: pd.DataFrame, expected: pd.DataFrame
) -> None:
    with distributed.Client(cluster):
        ddf = dd.from_pandas(frame, npartitions=3)
        got = ddf.map_partitions(extract_frame, meta=claims_meta()).compute()
    pd.testing.assert_frame_equal(got.reset_index(drop=True), expected, check_dtype=False)


def test_dask_engine_on_a_scheduler_equals_serial(cluster: distributed.LocalCluster, docs: list) -> None:
    serial = [jsonl_line(c) for _doc, claims in extract_documents(docs) for c in claims]
    pairs = list(extract_on_dask(iter(docs), scheduler=cluster.scheduler_address, batch=3, window=2))
    assert [doc.id for doc, _ in pairs] == [doc.id for doc in docs]
    assert [jsonl_line(c) for _doc, claims in pairs for c in claims] == serial


def test_dask_serializes_the_serial_lines(cluster: distributed.LocalCluster, docs: list) -> None:
    serial = [jsonl_line(c) + "\n" for _doc, claims in extract_documents(docs) for c in claims]
    written = list(jsonl_on_dask(iter(docs), scheduler=cluster.scheduler_address, batch=3, window=2))
    assert len(written) == -(-len(docs) // 3)
    assert "".join(chunk.text for chunk in written) == "".join(serial)
    assert sum(chunk.claims for chunk in written) == len(serial)


def test_cli_engine_dask_writes_the_serial_bytes(cluster: distributed.LocalCluster, tmp_path: Path) -> None:
    from benchclaims.cli import main

    one, dask = tmp_path / "one.jsonl", tmp_path / "dask.jsonl"
    assert main(["extract", str(DEMO), "-o", str(one)]) == 0
    assert main(["extract", str(DEMO), "--engine", "dask", "--scheduler", cluster.scheduler_address,
                 "-o", str(dask)]) == 0  # fmt: skip
    assert one.read_bytes() == dask.read_bytes()

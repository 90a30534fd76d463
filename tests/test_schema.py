"""The claims/v1 models: the committed JSON Schema is current, and the models enforce the contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from benchclaims.schemas import Claim, Document, json_schema_text
from pydantic import ValidationError

SCHEMA_FILE = Path(__file__).resolve().parents[1] / "schemas" / "claims-v1.schema.json"


def make_claim(**fields: object) -> Claim:
    """A valid speedup claim, with ``fields`` overriding its defaults."""
    base: dict[str, object] = {
        "doc_id": "d",
        "kind": "speedup",
        "text": "2.3x",
        "start": 10,
        "end": 14,
        "value": 2.3,
        "unit": "x",
    }
    return Claim.model_validate(base | fields)


def test_committed_schema_is_current() -> None:
    committed = SCHEMA_FILE.read_text(encoding="utf-8")
    assert committed == json_schema_text(), (
        "schemas/claims-v1.schema.json is stale: run `benchclaims schema > schemas/claims-v1.schema.json`"
    )


def test_schema_describes_both_record_types() -> None:
    schema = json.loads(json_schema_text())
    assert set(schema["$defs"]) == {"Claim", "Document"}
    claim = schema["$defs"]["Claim"]
    assert claim["properties"]["kind"]["enum"] == ["speedup", "percent_change", "absolute", "hardware"]
    assert set(claim["required"]) >= {"doc_id", "kind", "text", "start", "end"}


@pytest.mark.parametrize(("value", "value_high"), [(1.5, 2.1), (2.0, 2.0), (None, 3.0), (35.0, None)])
def test_value_high_at_least_value_is_accepted(value: float | None, value_high: float | None) -> None:
    assert make_claim(value=value, value_high=value_high).value_high == value_high


def test_value_high_below_value_is_rejected() -> None:
    with pytest.raises(ValidationError, match="value_high"):
        make_claim(value=2.1, value_high=1.5)


@pytest.mark.parametrize(("start", "end"), [(10, 13), (10, 15), (14, 10), (10, 10)])
def test_span_length_must_equal_text_length(start: int, end: int) -> None:
    with pytest.raises(ValidationError):
        make_claim(start=start, end=end)


def test_unknown_kind_and_extra_fields_are_rejected() -> None:
    with pytest.raises(ValidationError):
        make_claim(kind="model_speed")
    with pytest.raises(ValidationError):
        make_claim(confidence=0.9)


def test_matches_checks_the_span_against_the_abstract() -> None:
    claim = make_claim()
    assert claim.matches("FluxServe 2.3x faster")
    assert not claim.matches("FluxServe 2.4x faster")


def test_claim_json_round_trip() -> None:
    claim = make_claim(
        text="1.5x-2.1x",
        start=0,
        end=9,
        value=1.5,
        value_high=2.1,
        baselines=["vLLM", "SGLang"],
        qualifier="up_to",
        direction="increase",
        metric="goodput",
        metric_class="throughput",
        condition="Llama-3-70B",
        rules=["speedup.range"],
    )
    assert Claim.model_validate_json(claim.model_dump_json()) == claim
    assert Claim.model_validate(json.loads(json.dumps(claim.model_dump()))) == claim


def test_document_json_round_trip_keeps_the_text_exactly() -> None:
    doc = Document(id="x", title="T", abstract="61.2\\% MFU on 8\u00d7A100\u00a0GPUs", year=2025, category="cs.DC")
    assert Document.model_validate_json(doc.model_dump_json()) == doc
    with pytest.raises(ValidationError):
        Document(id="", abstract="text")

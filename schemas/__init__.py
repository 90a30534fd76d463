"""claims/v1 record types: the only records that flow through benchclaims.

``Document`` is what every reader yields; ``Claim`` is what the extractor emits.
Both follow ``../shared/spec/claims-v1.md``; ``claims-v1.schema.json`` beside this
file is generated from them (``benchclaims schema``) and a test keeps it in sync.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = "claims/v1"

Kind = Literal["speedup", "percent_change", "absolute", "hardware"]
Direction = Literal["increase", "decrease"]
Qualifier = Literal["up_to", "at_least", "at_most", "approx"]
Aggregate = Literal["mean", "geomean", "median"]
Polarity = Literal["higher_is_better", "lower_is_better"]
MetricClass = Literal["throughput", "latency", "speed", "cost", "memory", "utilization", "accuracy", "error", "other"]

CLAIM_KINDS: tuple[str, ...] = ("speedup", "percent_change", "absolute", "hardware")


class Document(BaseModel):
    """One abstract as read from an input file."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, description="stable id: given, else arXiv id, else a title slug")
    title: str = ""
    abstract: str = Field(description="the text exactly as read; all claim offsets point into it")
    year: int | None = None
    category: str | None = Field(default=None, description="e.g. cs.DC")
    source: str | None = Field(default=None, description="file name or URL it came from")
    version: str | None = Field(default=None, description="arXiv version, e.g. v2, where known")


class Claim(BaseModel):
    """One quantitative claim or hardware mention, with its exact span in the abstract."""

    model_config = ConfigDict(extra="forbid")

    doc_id: str
    system: str | None = None
    kind: Kind
    text: str = Field(min_length=1, description="exact surface text: abstract[start:end]")
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    value: float | None = None
    value_high: float | None = Field(default=None, description="high end of a range")
    value_from: float | None = Field(default=None, description="start value of 'from A to B'")
    unit: str = ""
    direction: Direction | None = None
    qualifier: Qualifier | None = None
    aggregate: Aggregate | None = None
    metric: str | None = None
    metric_class: MetricClass | None = None
    polarity: Polarity | None = Field(
        default=None, description="which way the metric is better, as the extractor read it; null when unknown"
    )
    baselines: list[str] = Field(default_factory=list)
    percent_of: bool = False
    subject: str | None = None
    condition: str | None = None
    accelerator: str | None = None
    vendor: str | None = None
    device: str | None = Field(default=None, description="hardware records: GPU, TPU, NPU, IPU, LPU, FPGA, WSE, SoC")
    count: int | None = None
    si_value: float | None = Field(default=None, description="absolute claims: value in base SI units")
    si_unit: str | None = Field(default=None, description="the base units of si_value")
    rules: list[str] = Field(default_factory=list, description="names of the rules that produced it")

    @model_validator(mode="after")
    def _check_consistency(self) -> Claim:
        if self.end <= self.start:
            raise ValueError(f"end ({self.end}) must be after start ({self.start})")
        if self.end - self.start != len(self.text):
            raise ValueError("end - start must equal len(text)")
        if self.value_high is not None and self.value is not None and self.value_high < self.value:
            raise ValueError(f"value_high ({self.value_high}) < value ({self.value})")
        return self

    def matches(self, abstract: str) -> bool:
        """True when this claim's span points at its text in ``abstract``."""
        return abstract[self.start : self.end] == self.text


def json_schema() -> dict[str, object]:
    """The claims/v1 JSON Schema of both record types, as committed in this folder."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": SCHEMA_VERSION,
        "$defs": {
            "Document": Document.model_json_schema(),
            "Claim": Claim.model_json_schema(),
        },
        "oneOf": [{"$ref": "#/$defs/Claim"}, {"$ref": "#/$defs/Document"}],
    }


def json_schema_text() -> str:
    """The JSON Schema as the exact text committed in ``claims-v1.schema.json``."""
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"

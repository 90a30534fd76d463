"""The working record of one mention while the slots fill it in."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Mention:
    """A number or hardware mention found in the normalized text (offsets into it).

    Detection fills the span, the value and the surface ``form`` (the detector's name); then the
    slot engine (``rules/engine.py``) is the only writer: each slot writes its own fields and
    appends ``slot:rule`` to ``rules``, the trace that ``Claim.rules`` reports. No rule reads
    ``rules``; a rule that needs to know how a number was written reads ``form``.
    """

    kind: str
    start: int
    end: int
    value: float | None = None
    value_high: float | None = None
    value_from: float | None = None
    unit: str = ""
    form: str = ""
    rules: list[str] = field(default_factory=list)
    dropped: bool = False
    relation: str | None = None  # percentages: change, level, percent_of, within_of, share_of
    qualifier: str | None = None
    aggregate: str | None = None
    metric: str | None = None
    metric_class: str | None = None
    polarity: str | None = None
    direction: str | None = None
    baselines: list[str] = field(default_factory=list)
    percent_of: bool = False
    subject: str | None = None
    condition: str | None = None
    accelerator: str | None = None
    vendor: str | None = None
    device: str | None = None  # hardware: GPU, TPU, NPU, IPU, LPU, FPGA, WSE, SoC, …
    count: int | None = None
    unit_class: str | None = None
    cue: str | None = None  # the direction cue found for it: increase, decrease, improve, worsen, none

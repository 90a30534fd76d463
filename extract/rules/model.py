"""The working record of one mention while the rules fill it in."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Mention:
    """A number or hardware mention found in the normalized text (offsets into it).

    Mutable on purpose: the attribute rules fill it in, one field at a time, and each
    appends its name to ``rules``. It is turned into an immutable ``Claim`` at the end.
    """

    kind: str
    start: int
    end: int
    value: float | None = None
    value_high: float | None = None
    value_from: float | None = None
    unit: str = ""
    rules: list[str] = field(default_factory=list)
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
    count: int | None = None
    unit_class: str | None = None
    cue: str | None = None  # the direction cue found for it: increase, decrease, improve, worsen, none

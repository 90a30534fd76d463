"""The normalized gain: one "times better than the baseline" factor per claim, from its own fields.

The gain reads the record's ``polarity`` (set by the extractor from the metric lexicon) and never
guesses it: a claim of unknown polarity, or without anything to compare against, has no gain.

- ``speedup`` of v: the metric moved by the factor v in ``direction``; the gain is v when that is
  the better way (an increase of a higher-is-better metric, a decrease of a lower-is-better one),
  else 1/v. No direction: no gain (``latencies diverge by 32x`` is no result).
- ``percent_change`` of p: the metric moved by the factor f = 1 + p/100 (increase) or 1 − p/100
  (decrease; none when f ≤ 0); a level ``p% of`` the baseline is f = p/100. The gain is f when higher
  is better, else 1/f. Percentage points (unit ``pp``) have no gain.
- ``absolute`` ``from A to B``: f = B/A; the gain is f when higher is better, else 1/f. An absolute
  level without a start value has no gain.

A gain above 1 is an improvement, below 1 a regression. A claim is a **result** of the paper when it
has a gain and belongs to the proposed system (no ``subject``); ``best_gain`` is the best result.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

FORMULA = (
    "normalized gain: speedup v → v if the metric moved the better way, else 1/v; "
    "percent change p → f = 1 ± p/100 (p% of the baseline: f = p/100); from A to B → f = B/A; "
    "f when higher is better, 1/f when lower is better (the record's polarity). "
    "No gain without a polarity, a direction or a start value. Gain > 1 means better than the baseline."
)
HIGHER, LOWER = "higher_is_better", "lower_is_better"


def _num(row: Mapping[str, Any], key: str) -> float | None:
    """A numeric field of a row, with NaN and missing read as None."""
    value = row.get(key)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def _oriented(factor: float | None, polarity: Any) -> float | None:
    """The factor by which the metric moved, as a gain under the polarity (None when unknown)."""
    if factor is None or factor <= 0 or polarity not in (HIGHER, LOWER):
        return None
    return factor if polarity == HIGHER else 1.0 / factor


def movement(row: Mapping[str, Any]) -> float | None:
    """The factor by which the claim says the metric moved (new / old), or None.

    >>> movement({"kind": "speedup", "value": 4.0, "direction": "decrease"})
    0.25
    >>> movement({"kind": "percent_change", "value": 47.0, "direction": "decrease", "unit": "%"})
    0.53
    >>> movement({"kind": "absolute", "value": 3.1, "value_from": 12.5})
    0.248
    """
    value, kind, direction = _num(row, "value"), row.get("kind"), row.get("direction")
    if value is None or value <= 0:
        return None
    if kind == "speedup" and direction in ("increase", "decrease"):
        return value if direction == "increase" else 1.0 / value
    if kind == "percent_change" and row.get("unit", "%") == "%":
        if row.get("percent_of") is True:
            return value / 100.0
        if direction in ("increase", "decrease"):
            return round(1.0 + (value if direction == "increase" else -value) / 100.0, 12)
    start = _num(row, "value_from")
    if kind == "absolute" and start is not None and start > 0:
        return value / start
    return None


def normalized_gain(row: Mapping[str, Any]) -> float | None:
    """One comparable "times better" factor for a claim, or None where it is not sound.

    >>> normalized_gain({"kind": "speedup", "value": 2.2, "direction": "increase", "polarity": HIGHER})
    2.2
    >>> round(normalized_gain({"kind": "percent_change", "value": 47.0, "direction": "decrease",
    ...                        "unit": "%", "polarity": LOWER}), 3)
    1.887
    >>> normalized_gain({"kind": "absolute", "value": 3.1, "value_from": 12.5, "polarity": LOWER})
    4.032258064516129
    >>> normalized_gain({"kind": "percent_change", "value": 50.0, "direction": "decrease", "unit": "%"}) is None
    True
    """
    return _oriented(movement(row), row.get("polarity"))


def is_result(row: Mapping[str, Any]) -> bool:
    """True when the claim is the proposed system's own comparative result: it has a gain and no subject.

    >>> is_result({"kind": "speedup", "value": 2.0, "direction": "increase", "polarity": HIGHER})
    True
    >>> is_result({"kind": "speedup", "value": 2.0, "direction": "increase", "polarity": HIGHER,
    ...            "subject": "DeepSeek-V3"})
    False
    """
    subject = row.get("subject")
    return normalized_gain(row) is not None and not (isinstance(subject, str) and subject)

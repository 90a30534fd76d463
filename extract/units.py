"""The one pint registry of benchclaims (pint's defaults + ``data/units.txt``), built once."""

from __future__ import annotations

from functools import cache
from typing import Any

from extract.datafiles import data_lines


@cache
def registry() -> Any:
    """The unit registry, with the field's units (token, request, GPU, USD…) defined."""
    import pint

    ureg: Any = pint.UnitRegistry()
    ureg.load_definitions(data_lines("units.txt"))
    return ureg


@cache
def base_factor(unit: str) -> tuple[float, str] | None:
    """The factor from ``unit`` to its base units, and their name (None for a unit pint cannot read)."""
    try:
        quantity = registry().Quantity(1.0, unit).to_base_units()
    except Exception:  # pint raises many types for units it cannot read
        return None
    return float(quantity.magnitude), str(quantity.units)


def to_si(value: float | None, unit: str) -> tuple[float | None, str | None]:
    """``value`` in ``unit`` as base units: `50 ms` and `0.05 s` compare equal.

    >>> to_si(50.0, "ms")
    (0.05, 'second')
    >>> to_si(3.0, "%")
    (None, None)
    """
    factor = base_factor(unit) if value is not None and unit not in ("", "%", "x") else None
    if factor is None or value is None:
        return None, None
    return round(value * factor[0], 12), factor[1]

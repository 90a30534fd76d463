"""Values in base units, so that `50 ms` and `0.05 s` compare equal.

pint defines the conversions: its default registry plus ``data/units.txt``. Its answers for the
units of ``data/units.tsv`` are stored in ``data/unit_factors.tsv`` (``python -m benchclaims.units``
writes that file; a test checks it against pint), so extraction does not import pint, which
costs about 0.45 s per process. A unit missing from the table is converted by pint itself.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib.resources import files
from typing import Any

from benchclaims.datafiles import data_lines, tsv_rows

FACTORS_FILE = "unit_factors.tsv"
_FACTORS_HEADER = """\
# benchclaims unit factors: each pint unit of units.tsv in pint's base units.
# Format: UNIT<TAB>FACTOR<TAB>BASE UNITS; 1 UNIT = FACTOR BASE UNITS (FACTOR as Python's repr).
# Source: generated with pint (default registry + units.txt) by `python -m benchclaims.units`;
# do not edit: tests/test_data_files.py checks it against pint.
"""


@cache
def registry() -> Any:
    """The unit registry, with the field's units (token, request, GPU, USD…) defined."""
    import pint

    ureg: Any = pint.UnitRegistry()
    ureg.load_definitions(data_lines("units.txt"))
    return ureg


def pint_factor(unit: str) -> tuple[float, str] | None:
    """pint's factor from ``unit`` to its base units, and their name (None if pint cannot read it)."""
    try:
        quantity = registry().Quantity(1.0, unit).to_base_units()
    except Exception:  # pint raises many types for units it cannot read
        return None
    return float(quantity.magnitude), str(quantity.units)


@cache
def stored_factors() -> dict[str, tuple[float, str]]:
    """The factors of ``unit_factors.tsv``, by unit."""
    return {unit: (float(factor), base) for unit, factor, base in tsv_rows(FACTORS_FILE)}


@cache
def base_factor(unit: str) -> tuple[float, str] | None:
    """The factor from ``unit`` to its base units, and their name: stored, else from pint.

    >>> base_factor("token / second")
    (1.0, 'token / second')
    """
    return stored_factors().get(unit) or pint_factor(unit)


def convert(value: float, unit: str, target: str) -> float | None:
    """``value`` in ``unit`` expressed in ``target``, when both measure the same quantity (else None).

    >>> convert(4.2, "hour", "minute")
    252.0
    >>> convert(2.0, "GB", "ms") is None
    True
    """
    source, goal = base_factor(unit), base_factor(target)
    if source is None or goal is None or source[1] != goal[1]:
        return None
    return float(f"{value * source[0] / goal[0]:.12g}")  # twelve significant digits: `778 ms` is 778000 µs


def to_si(value: float | None, unit: str) -> tuple[float | None, str | None]:
    """``value`` in ``unit`` as base units: `50 ms` and `0.05 s` compare equal.

    >>> to_si(50.0, "ms")
    (0.05, 'second')
    >>> to_si(3.0, "%")
    (None, None)
    """
    factor = base_factor(unit) if value is not None and unit not in ("", "%", "x", "pp") else None
    if factor is None or value is None:
        return None, None
    return round(value * factor[0], 12), factor[1]


def factor_table() -> str:
    """The text of ``unit_factors.tsv``, computed with pint for every unit of ``units.tsv``."""
    rows = []
    for unit in sorted({row[1] for row in tsv_rows("units.tsv")}):
        factor = pint_factor(unit)
        if factor is None:
            raise ValueError(f"units.tsv: pint cannot read the unit {unit!r}")
        rows.append(f"{unit}\t{factor[0]!r}\t{factor[1]}\n")
    return _FACTORS_HEADER + "".join(rows)


def main() -> int:
    """Write ``data/unit_factors.tsv`` from pint (run after editing units.tsv or units.txt)."""
    target = files("benchclaims").joinpath("data", FACTORS_FILE)
    with open(str(target), "w", encoding="utf-8", newline="\n") as stream:
        stream.write(factor_table())
    print(f"wrote {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

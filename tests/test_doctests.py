"""The doctests of every module of ``benchclaims`` (``benchclaims.schemas`` included), from whichever copy is imported.

Collecting them from the source tree (``--doctest-modules extract``) would clash with an
installed, non-editable copy of the package; running them through ``doctest`` on the imported modules works
for both.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import benchclaims
import pytest

OPTIONAL = ("benchclaims.distributed",)  # needs the dask extra


def module_names() -> list[str]:
    """Every module of the two packages, sorted."""
    names = [benchclaims.__name__]
    names += [m.name for m in pkgutil.walk_packages(benchclaims.__path__, prefix="benchclaims.")]
    return sorted(set(names))


@pytest.mark.parametrize("name", module_names())
def test_module_doctests(name: str) -> None:
    if name in OPTIONAL:
        pytest.importorskip("dask")
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} doctests failed"


def test_the_doctests_are_many() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(n), optionflags=doctest.NORMALIZE_WHITESPACE).attempted
        for n in module_names()
        if n not in OPTIONAL
    )
    assert attempted >= 60

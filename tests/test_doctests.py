"""The doctests of every module of ``extract`` and ``schemas``, from whichever copy is imported.

Collecting them from the source tree (``--doctest-modules extract``) would clash with an installed,
non-editable copy of the package; running them through ``doctest`` on the imported modules works
for both.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import extract
import schemas

OPTIONAL = ("extract.distributed",)  # needs the dask extra


def module_names() -> list[str]:
    """Every module of the two packages, sorted."""
    names = ["schemas"]
    for package in (extract,):
        names.append(package.__name__)
        names += [m.name for m in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}.")]
    return sorted(set(names) | {schemas.__name__})


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

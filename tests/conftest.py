"""Shared test settings: the hypothesis profiles, and the ``pure_python`` marker.

``default`` runs about 200 examples per property; ``ci`` (``HYPOTHESIS_PROFILE=ci``, set by
``.ci/run``) raises that to 1,000 for a deeper fuzz run, and ``fuzz`` to 10,000 (run by hand:
``HYPOTHESIS_PROFILE=fuzz pytest tests/test_writers.py -k pipeline``). Under ``ci`` and ``fuzz``
a test that sets its own, smaller ``max_examples`` is raised to the profile's too, so no property
escapes the deeper run; under ``default`` such a test keeps its own (smaller) count.

A test marked ``pure_python`` patches a module's function to compare a shortcut with the plain search; under a
compiled (mypyc) install the compiled callers never see the patch, so the test could not fail there and is skipped.
"""

from __future__ import annotations

import importlib.util
import os

import pytest
from hypothesis import HealthCheck, settings

DEEP_PROFILES = ("ci", "fuzz")

settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("ci", max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("fuzz", max_examples=10_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "default")
settings.load_profile(PROFILE)


COMPILED = importlib.util.find_spec("benchclaims.compiled__mypyc") is not None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Skip ``pure_python`` tests under a compiled install; under a deep profile, raise every property's
    ``max_examples`` to at least the profile's."""
    if COMPILED:
        skip = pytest.mark.skip(reason="patches a module function that compiled callers do not see")
        for item in items:
            if item.get_closest_marker("pure_python") is not None:
                item.add_marker(skip)
    if PROFILE not in DEEP_PROFILES:
        return
    floor = settings.get_profile(PROFILE).max_examples
    for item in items:
        test = getattr(item, "obj", None)
        own = getattr(test, "_hypothesis_internal_use_settings", None)
        if own is not None and own.max_examples < floor:
            test._hypothesis_internal_use_settings = settings(own, max_examples=floor)  # type: ignore[union-attr]

"""Shared test settings: the hypothesis profiles.

``default`` runs about 200 examples per property; ``ci`` (``HYPOTHESIS_PROFILE=ci``, set by
``.ci/run``) raises that to 1,000 for a deeper fuzz run.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("ci", max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

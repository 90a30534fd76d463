"""The version of the installed benchclaims distribution, for ``--version`` and the User-Agent.

Reading it needs ``importlib.metadata``, so it lives here, apart from the package's
``__init__``: ``import benchclaims`` stays fast and ``benchclaims.__version__`` reads it on
first use. A source tree that is not installed says ``0.0.0``.

>>> __version__.count(".") >= 2
True
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("benchclaims")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

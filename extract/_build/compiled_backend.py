"""The build backend: setuptools' own, plus an opt-in mypyc build of the hot pure modules.

``pip install .`` and ``pip install -e .`` go straight to ``setuptools.build_meta``: a pure-Python
wheel, built with setuptools alone. With ``BENCHCLAIMS_COMPILE=1`` in the environment the wheel
also carries ``COMPILED`` as C extension modules made by mypyc (their ``.py`` files stay beside
them; Python imports the extension first), and the build asks for the pinned ``MYPY`` (mypyc ships
inside it) and needs a C compiler. Nothing of this folder is installed.

mypyc names a module after the folders holding it, so it is given a staged copy of the sources laid
out as the import package (``build/mypyc/benchclaims/...``), not ``extract/`` itself.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from setuptools import build_meta, setup
from setuptools.build_meta import (
    build_sdist,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

__all__ = [
    "build_editable",
    "build_sdist",
    "build_wheel",
    "get_requires_for_build_editable",
    "get_requires_for_build_sdist",
    "get_requires_for_build_wheel",
    "prepare_metadata_for_build_editable",
    "prepare_metadata_for_build_wheel",
]

#: The variable that opts in, and the mypy (with its mypyc) the compiled build is made and tested with.
SWITCH = "BENCHCLAIMS_COMPILE"
MYPY = "mypy==2.4.1"
#: The import package's folders, as ``pyproject.toml`` maps them.
FOLDERS = {"benchclaims": "extract", "benchclaims/schemas": "schemas"}
#: The modules compiled (paths inside the import package): the per-document hot path of extraction.
#: Left out: ``rules/engine.py`` (its generic dataclasses ``Rule`` and ``Slot`` fail at import under mypyc:
#: "attribute '__dict__' of 'type' objects is not writable").
COMPILED = (
    "rules/comparison.py",
    "rules/condition.py",
    "rules/context.py",
    "rules/detect.py",
    "rules/direction.py",
    "rules/hardware.py",
    "rules/kind.py",
    "rules/metric.py",
    "rules/model.py",
    "rules/patterns.py",
    "rules/prefixes.py",
    "rules/qualifier.py",
    "rules/scan.py",
    "rules/spread.py",
    "rules/stages.py",
    "rules/system.py",
    "numbers.py",
    "sentences.py",
)


def compiling(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether this build compiles: ``BENCHCLAIMS_COMPILE`` set to anything but empty or ``0``.

    >>> compiling({}), compiling({SWITCH: "0"}), compiling({SWITCH: "1"})
    (False, False, True)
    """
    return environ.get(SWITCH, "") not in ("", "0")


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    """setuptools' requirements, and ``MYPY`` when compiling."""
    return [*build_meta.get_requires_for_build_wheel(config_settings), *([MYPY] if compiling() else [])]


def build_wheel(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    """setuptools' wheel; when compiling, the same wheel with ``COMPILED`` built by mypyc beside the sources."""
    if not compiling():
        return build_meta.build_wheel(wheel_directory, config_settings, metadata_directory)
    with tempfile.TemporaryDirectory(prefix=".tmp-", dir=wheel_directory) as dist:
        setup(script_args=["bdist_wheel", "--dist-dir", dist], ext_modules=_extensions(Path("build")))
        (wheel,) = Path(dist).glob("*.whl")
        wheel.replace(Path(wheel_directory) / wheel.name)
    return wheel.name


def build_editable(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    """setuptools' editable install; refused when compiling (extension modules would shadow the sources)."""
    if compiling():
        raise RuntimeError(f"{SWITCH}=1 builds a wheel (`pip install .`); an editable install is pure Python only")
    return build_meta.build_editable(wheel_directory, config_settings, metadata_directory)


def _extensions(build: Path) -> list[Any]:
    """The mypyc extension modules of ``COMPILED``, from a staged copy of the package in ``build``."""
    from mypyc.build import mypycify  # only a compiling build has mypy (get_requires_for_build_wheel)

    staged = build / "mypyc"
    shutil.rmtree(staged, ignore_errors=True)
    for package, folder in FOLDERS.items():
        for source in Path(folder).rglob("*.py"):
            if "_build" not in source.parts:
                target = staged / package / source.relative_to(folder)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
    # Type errors are reported (and stop the build) in the compiled modules only: mypy reads the others for
    # their types, and ``mypy extract`` keeps them clean.
    paths = ["--follow-imports=silent", *(str(staged / "benchclaims" / path) for path in COMPILED)]
    # One shared library inside the package (``benchclaims/compiled__mypyc``), not at the top of site-packages.
    return list(mypycify(paths, target_dir=str(build), group_name="benchclaims.compiled"))

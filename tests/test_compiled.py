"""The opt-in compiled build (``extract/_build/compiled_backend.py``): what the backend asks for and builds.

The backend's choices are checked on every run; the installed modules are checked only when the
benchclaims under test is a compiled build (``BENCHCLAIMS_COMPILE=1 pip install .``), and then every
module the backend compiles must really be the extension module, and every other one the source.
"""

from __future__ import annotations

import importlib
import importlib.util
from importlib.machinery import EXTENSION_SUFFIXES, SOURCE_SUFFIXES
from pathlib import Path
from types import FunctionType, ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
BACKEND = ROOT / "extract" / "_build" / "compiled_backend.py"


def _backend() -> ModuleType:
    """The build backend, loaded from its file (it is not part of the installed package)."""
    spec = importlib.util.spec_from_file_location("compiled_backend", BACKEND)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


backend = _backend()
COMPILED = sorted("benchclaims." + path.removesuffix(".py").replace("/", ".") for path in backend.COMPILED)
installed_compiled = importlib.util.find_spec("benchclaims.compiled__mypyc") is not None
needs_compiled = pytest.mark.skipif(not installed_compiled, reason="benchclaims is installed as pure Python")


# ---------------------------------------------------------------- the backend


@pytest.fixture
def setuptools_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    """setuptools' own requirements stood in for by one name (its real answer reads the project in cwd)."""
    monkeypatch.setattr(backend.build_meta, "get_requires_for_build_wheel", lambda settings=None: ["wheel"])


@pytest.mark.usefixtures("setuptools_asks")
@pytest.mark.parametrize("value", [None, "", "0"])
def test_a_plain_build_asks_for_what_setuptools_asks(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    monkeypatch.delenv(backend.SWITCH, raising=False)
    if value is not None:
        monkeypatch.setenv(backend.SWITCH, value)
    assert backend.get_requires_for_build_wheel() == ["wheel"]


@pytest.mark.usefixtures("setuptools_asks")
def test_a_compiling_build_also_asks_for_the_pinned_mypy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(backend.SWITCH, "1")
    assert backend.get_requires_for_build_wheel() == ["wheel", backend.MYPY]


def test_a_plain_wheel_is_setuptools_own(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(backend.SWITCH, raising=False)
    handed: list[tuple[object, ...]] = []

    def setuptools_wheel(*args: object) -> str:
        handed.append(args)
        return "w.whl"

    monkeypatch.setattr(backend.build_meta, "build_wheel", setuptools_wheel)
    assert backend.build_wheel(str(tmp_path)) == "w.whl"
    assert handed == [(str(tmp_path), None, None)]


def test_an_editable_install_refuses_to_compile(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(backend.SWITCH, "1")
    with pytest.raises(RuntimeError, match="editable install is pure Python only"):
        backend.build_editable(str(tmp_path))


def test_the_compiled_modules_exist_and_leave_out_the_engine() -> None:
    missing = [path for path in backend.COMPILED if not (ROOT / "extract" / path).is_file()]
    assert not missing, f"extract/_build/compiled_backend.py: COMPILED names no such file: {missing}"
    assert "benchclaims.rules.engine" not in COMPILED
    assert len(backend.COMPILED) == len(set(backend.COMPILED))


def test_pyproject_points_at_the_backend() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'build-backend = "compiled_backend"' in text
    assert 'backend-path = ["extract/_build"]' in text


# ---------------------------------------------------------------- a compiled install


def _suffix(module: str) -> str:
    """How the file of ``module`` ends: an extension module's suffix or ``.py``."""
    file = str(importlib.import_module(module).__file__)
    return next((s for s in [*EXTENSION_SUFFIXES, *SOURCE_SUFFIXES] if file.endswith(s)), file)


@needs_compiled
@pytest.mark.parametrize("module", COMPILED)
def test_a_compiled_module_is_the_extension_module(module: str) -> None:
    assert _suffix(module) in EXTENSION_SUFFIXES


@needs_compiled
@pytest.mark.parametrize("module", ["benchclaims.rules.engine", "benchclaims.pipeline", "benchclaims.lexicon"])
def test_a_module_left_out_stays_source(module: str) -> None:
    assert _suffix(module) in SOURCE_SUFFIXES


@needs_compiled
def test_a_compiled_rule_runs_natively() -> None:
    from benchclaims.rules import kind
    from benchclaims.rules.engine import Rule

    rule = next(value for value in vars(kind).values() if isinstance(value, Rule))
    assert not isinstance(rule.fn, FunctionType)  # a compiled function, not an interpreted one

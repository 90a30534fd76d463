"""The ``claims_regression`` pytest plugin, used from a test project made in a temp folder (pytester).

The plugin reaches that project through its ``pytest11`` entry point, as it would reach a
user's test suite: nothing in the project names it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ABSTRACT = "FluxServe improves goodput by up to 2.3x over vLLM on 32 H100 GPUs.\n"
TESTS = """
import pytest

def test_file(claims_regression):
    claims_regression.check("paper/abstract.txt")

def test_text(claims_regression):
    claims_regression.check("It trains 3.1x faster than Megatron-LM.", basename="inline")

def test_missing_file_is_an_error(claims_regression):
    with pytest.raises(FileNotFoundError):
        claims_regression.check("paper/missing.txt")
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    """A test project: ``paper/abstract.txt`` and ``test_paper.py`` using the fixture."""
    pytester.mkdir("paper")
    (pytester.path / "paper" / "abstract.txt").write_text(ABSTRACT, encoding="utf-8")
    pytester.makepyfile(test_paper=TESTS)
    return pytester


def expected(project: pytest.Pytester, name: str) -> Path:
    """Where pytest-regressions keeps an expected file: the test module's data folder."""
    return project.path / "test_paper" / f"{name}.yml"


def edit_abstract(project: pytest.Pytester, old: str, new: str) -> None:
    path = project.path / "paper" / "abstract.txt"
    path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")


def test_first_run_writes_the_expected_files_then_passes(project: pytest.Pytester) -> None:
    project.runpytest().assert_outcomes(passed=1, failed=2)
    stored = expected(project, "test_file").read_text(encoding="utf-8")
    assert "value: 2.3" in stored and "- vLLM" in stored and "doc_id: abstract" in stored
    assert "rules" not in stored and "value_high" not in stored  # defaults and rules left out
    assert "value: 3.1" in expected(project, "inline").read_text(encoding="utf-8")
    project.runpytest().assert_outcomes(passed=3)


def test_a_changed_claim_fails_until_regenerated(project: pytest.Pytester) -> None:
    project.runpytest("--regen-all").assert_outcomes(passed=3)
    edit_abstract(project, "2.3x", "2.9x")
    result = project.runpytest()
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*FAILED test_paper.py::test_file*"])
    assert "2.9" in result.stdout.str()
    project.runpytest("--force-regen").assert_outcomes(passed=2, failed=1)  # fails once, rewrites
    assert "value: 2.9" in expected(project, "test_file").read_text(encoding="utf-8")
    project.runpytest().assert_outcomes(passed=3)


def test_regen_all_rewrites_and_passes(project: pytest.Pytester) -> None:
    project.runpytest("--regen-all").assert_outcomes(passed=3)
    edit_abstract(project, "2.3x over vLLM", "2.3x over vLLM and 41% over SGLang")
    project.runpytest("--regen-all").assert_outcomes(passed=3)
    assert "value: 41.0" in expected(project, "test_file").read_text(encoding="utf-8")
    project.runpytest().assert_outcomes(passed=3)


def test_the_fixture_is_listed(project: pytest.Pytester) -> None:
    result = project.runpytest("--fixtures")
    result.stdout.fnmatch_lines(["*claims_regression*"])

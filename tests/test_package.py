"""benchclaims as a user installs it: a wheel built from this tree, installed into a fresh venv.

The wheel is built once per session (no build isolation, no network) and installed with
``--no-deps`` into a new virtual environment that sees this interpreter's site-packages for the
dependencies (spaCy, pandas, ...) through a ``.pth`` line. Nothing else of this tree is
visible there: no source folder on the path, no editable finder, no hand registration of the
spaCy factory. The README's "Python API" and "spaCy" code blocks are run as they are written.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("extract", "schemas", "pyproject.toml", "README.md")
TIMEOUT = 300
CSV = (
    "id,title,abstract\n"
    "zetakv,ZetaKV: a fictional KV store,ZetaKV serves 2.2x higher throughput than vLLM "
    "and cuts p99 latency by 30% over SGLang.\n"
)


@dataclass(frozen=True)
class Install:
    """A fresh virtual environment with the wheel installed, and a folder to run things in."""

    venv: Path
    work: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    def run(self, *args: str | Path, check: bool = True) -> subprocess.CompletedProcess[str]:
        """``args`` run in ``work`` with a clean environment (no PYTHONPATH), output captured."""
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
        result = subprocess.run(
            [str(a) for a in args],
            cwd=self.work,
            env=env | {"PYTHONIOENCODING": "utf-8"},
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        if check and result.returncode:
            raise AssertionError(f"{args} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
        return result

    def python_code(self, code: str) -> str:
        """The stdout of ``python -c code`` in the fresh venv."""
        return self.run(self.python, "-c", code).stdout


def pip(*args: str | Path) -> None:
    """This interpreter's pip, quietly, offline."""
    command = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *map(str, args)]
    subprocess.run(command, check=True, capture_output=True, timeout=TIMEOUT)


def build_wheel(base: Path) -> Path:
    """The wheel of a copy of this tree's package sources (the tree itself gets no build files)."""
    source = base / "source"
    for name in SOURCES:
        origin = ROOT / name
        if origin.is_dir():
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(origin, source / name)
    pip("wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", base / "dist", source)
    (wheel,) = (base / "dist").glob("benchclaims-*.whl")
    return wheel


@pytest.fixture(scope="session")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Install:
    """The session's fresh install (built and installed in a few seconds)."""
    base = tmp_path_factory.mktemp("fresh-install")
    wheel = build_wheel(base)
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True, timeout=TIMEOUT)
    install = Install(venv, base / "work")
    install.work.mkdir()
    # Installed before the dependencies are made visible: pip would take a benchclaims installed
    # here (as CI installs it) for this one and install nothing.
    pip("--python", install.python, "install", "--no-deps", "--no-index", wheel)
    site = Path(install.python_code("import sysconfig; print(sysconfig.get_paths()['purelib'])").strip())
    here = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    (site / "test_dependencies.pth").write_text("".join(f"{path}\n" for path in here), encoding="utf-8")
    return install


def readme_code(section: str) -> str:
    """The ```python block of the README section titled ``section``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    body = text.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    match = re.search(r"```python\n(.*?)```", body, re.DOTALL)
    assert match, f"README.md: section {section!r} has no python code block"
    return match.group(1)


# ---------------------------------------------------------------- what is installed


def test_the_distribution_installs_one_package_named_benchclaims(fresh: Install) -> None:
    shown = fresh.run(sys.executable, "-m", "pip", "--python", fresh.python, "show", "-f", "benchclaims").stdout
    files = [line.strip() for line in shown.split("Files:", 1)[1].splitlines() if line.strip()]
    top = {name.split("/")[0] for name in files if not name.startswith("..")}
    assert {name for name in top if not name.endswith(".dist-info")} == {"benchclaims"}
    assert {"benchclaims/py.typed", "benchclaims/schemas/claims-v1.schema.json"} <= set(files)
    assert {"benchclaims/data/abbreviations.txt", "benchclaims/data/demo/abstracts.jsonl"} <= set(files)


def test_import_comes_from_the_install_and_is_light(fresh: Install) -> None:
    out = fresh.python_code(
        "import sys, benchclaims\nprint(benchclaims.__file__)\n"
        "print(sorted(m for m in ('spacy', 'pandas', 'pydantic', 'importlib.metadata') if m in sys.modules))"
    )
    path, heavy = out.splitlines()
    assert Path(path).is_relative_to(fresh.venv) and heavy == "[]"


def test_extract_claims_from_the_issue(fresh: Install) -> None:
    out = fresh.python_code("import benchclaims; print(benchclaims.extract_claims('It is 2.2x faster than vLLM.'))")
    assert "kind='speedup'" in out and "value=2.2" in out and "baselines=['vLLM']" in out


def test_version_console_script_and_pytest_plugin(fresh: Install) -> None:
    version = fresh.python_code("import benchclaims; print(benchclaims.__version__)").strip()
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", version) and version != "0.0.0"
    assert fresh.run(fresh.venv / "bin" / "benchclaims", "--version").stdout.strip() == f"benchclaims {version}"
    fixtures = fresh.run(fresh.python, "-m", "pytest", "--fixtures", "-p", "no:cacheprovider", check=False)
    assert "claims_regression" in fixtures.stdout


def test_help_reads_like_a_manual(fresh: Install) -> None:
    manual = fresh.python_code("import benchclaims; help(benchclaims)")
    for heading in ("Quick start", "Functions", "Records", "spaCy", "Command line", "FUNCTIONS", "VERSION"):
        assert heading in manual
    functions = manual.split("\nFUNCTIONS\n", 1)[1]
    for name in ("compare", "extract_claims", "extract_document", "extract_documents", "extract_frame"):
        assert f"\n    {name}(" in functions, name
    assert "read_documents(path" in functions
    assert len(manual.splitlines()) < 300  # the functions, not pages of pydantic internals


def test_every_public_function_has_a_doctest_and_unknown_names_fail() -> None:
    import benchclaims

    functions = [name for name in benchclaims.__all__ if name not in ("Claim", "Document")]
    assert functions == ["compare", "extract_claims", "extract_document", "extract_documents", "extract_frame",
                         "read_documents"]  # fmt: skip
    for name in functions:
        assert ">>> " in (getattr(benchclaims, name).__doc__ or ""), f"benchclaims.{name} has no doctest"
    assert benchclaims.Claim.__name__ == "Claim" and "Claim.model_validate" in (benchclaims.__doc__ or "")
    with pytest.raises(AttributeError, match="no_such_name"):
        benchclaims.no_such_name  # noqa: B018


# ---------------------------------------------------------------- the README, run as written


def test_readme_python_api(fresh: Install) -> None:
    (fresh.work / "abstracts.csv").write_text(CSV, encoding="utf-8")
    (fresh.work / "readme_api.py").write_text(readme_code("Python API"), encoding="utf-8")
    out = fresh.run(fresh.python, "readme_api.py").stdout.splitlines()
    assert "kind='speedup'" in out[0]
    assert out[1] == "speedup 2.3x 2.3 up_to ['vLLM']"
    assert [line.split() for line in out[2:5]] == [
        ["baseline", "system", "normalized_gain"],
        ["SGLang", "ZetaKV", "1.4286"],
        ["vLLM", "ZetaKV", "2.2000"],
    ]
    assert [line.split() for line in out[5:]] == [["doc_id", "text", "direction"], ["a", "41%", "decrease"]]


def test_readme_spacy_n_process_docbin_and_to_disk(fresh: Install) -> None:
    (fresh.work / "readme_spacy.py").write_text(readme_code("spaCy"), encoding="utf-8")
    out = fresh.run(fresh.python, "readme_spacy.py").stdout.splitlines()
    assert out == [
        "[('2.2x', 'speedup'), ('8 H100 GPUs', 'hardware')]",
        "[('speedup', 2.2, ['vLLM']), ('hardware', None, [])]",
        "[('41%', 'percent_change')]",
        "[('percent_change', 41.0, [])]",
        "['benchclaims']",
    ]
    loaded = fresh.python_code(  # a new process: spacy.load finds the factory through the entry point alone
        "import spacy\nnlp = spacy.load('claims_pipeline')\ndoc = nlp('It is 3x faster than Ray.')\n"
        "print(nlp.get_pipe_meta('benchclaims').assigns, [(s.text, s.label_) for s in doc.spans['benchclaims']])"
    )
    assert loaded.strip() == "['doc.spans', 'doc._.claims'] [('3x', 'speedup')]"


def test_the_spans_key_is_configurable(fresh: Install) -> None:
    out = fresh.python_code(
        "import spacy\nnlp = spacy.blank('en')\nnlp.add_pipe('benchclaims', config={'spans_key': 'claims'})\n"
        "print(sorted(nlp('It is 3x faster than Ray.').spans))"
    )
    assert out.strip() == "['claims']"


# ---------------------------------------------------------------- types, as a user's type checker sees them

USER_CODE = """\
import benchclaims
from benchclaims import Claim, Document

claims: list[Claim] = benchclaims.extract_claims("It is 2.2x faster than vLLM.", title=None)
reveal_type(benchclaims.extract_claims)
reveal_type(benchclaims.extract_documents([Document(id="a", abstract="It is 3x faster.")]))
reveal_type(benchclaims.read_documents)
reveal_type(benchclaims.__version__)
"""


def test_the_public_api_is_typed_for_mypy_strict(fresh: Install) -> None:
    (fresh.work / "user_code.py").write_text(USER_CODE, encoding="utf-8")
    mypy = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--python-executable", fresh.python]
    result = fresh.run(*mypy, "user_code.py")
    revealed = re.findall(r'Revealed type is "(.*)"', result.stdout)
    assert revealed == [
        "def (text: str, title: str | None =, doc_id: str =) -> list[benchclaims.schemas.Claim]",
        "typing.Iterator[tuple[benchclaims.schemas.Document, list[benchclaims.schemas.Claim]]]",
        "def (path: str | pathlib.Path, fmt: str | None =, on_problem: (def (benchclaims.readers.problems."
        "ReadProblem)) | None =, max_chars: int | None =) -> typing.Iterator[benchclaims.schemas.Document]",
        "str",
    ]

"""The import graph of ``benchclaims``, read from the source: no circles, nothing pointing up.

Every (absolute) ``import`` counts, at module level or inside a function (a function-level import that
only hides a circle is a circle); imports under ``if TYPE_CHECKING:`` never run and do not.
The layers, lowest first, say which way imports may point: a module imports its own layer
or lower ones, and every module belongs to a layer.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "benchclaims"
FOLDERS = {PACKAGE: ROOT / "extract", f"{PACKAGE}.schemas": ROOT / "schemas"}

#: Lowest first; a module is in the layer of the longest prefix that names it.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("records", ("benchclaims.schemas", "benchclaims.version")),
    ("text", ("benchclaims.datafiles", "benchclaims.lexicon", "benchclaims.normalize", "benchclaims.numbers",
              "benchclaims.sentences", "benchclaims.units")),
    ("rules", ("benchclaims.rules",)),
    ("extraction", ("benchclaims.assemble", "benchclaims.pipeline")),
    ("input and output", ("benchclaims.faults", "benchclaims.fetch", "benchclaims.readers", "benchclaims.writers")),
    ("engines", ("benchclaims.chunks", "benchclaims.distributed", "benchclaims.nlp", "benchclaims.parallel",
                 "benchclaims.shards")),
    ("comparison", ("benchclaims.entities", "benchclaims.eval", "benchclaims.gains", "benchclaims.pytest_plugin",
                    "benchclaims.regress", "benchclaims.report", "benchclaims.similar",
                    "benchclaims.tables")),
    ("commands", ("benchclaims.cli", "benchclaims.cli_shared", "benchclaims.fetch.cli", "benchclaims.regress.cli")),
    ("public API", ("benchclaims",)),
)  # fmt: skip


def module_name(folder_package: str, folder: Path, path: Path) -> str:
    """``extract/rules/detect.py`` → ``benchclaims.rules.detect``; a package's ``__init__`` is the package."""
    parts = [folder_package, *path.relative_to(folder).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    found = {}
    for package, folder in FOLDERS.items():
        for path in sorted(folder.rglob("*.py")):
            name = module_name(package, folder, path)
            if name.startswith(PACKAGE) and (package != PACKAGE or not name.startswith(f"{PACKAGE}.schemas")):
                found[name] = path
    return found


def type_only_nodes(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (imports that never run)."""
    blocks = [n for n in ast.walk(tree) if isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test)]
    return {id(node) for block in blocks for statement in block.body for node in ast.walk(statement)}


def imported(node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """The modules an import statement loads (``from pkg import sub`` loads ``pkg.sub``)."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    for alias in node.names:
        sub = f"{node.module}.{alias.name}"
        yield sub if sub in modules() else str(node.module)


def imports_of(tree: ast.AST) -> set[str]:
    """The modules the statements of ``tree`` import when they run (type-only imports left out)."""
    skip = type_only_nodes(tree)
    return {
        target
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in skip
        for target in imported(node)
    }


@cache
def graph() -> dict[str, frozenset[str]]:
    """Module → the package's modules it imports (function-level imports included)."""
    edges = {}
    for name, path in modules().items():
        targets = imports_of(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        edges[name] = frozenset(t for t in targets if t.split(".")[0] == PACKAGE and t != name)
    return edges


def cycle_from(start: str, edges: dict[str, frozenset[str]]) -> list[str] | None:
    """A circle of imports through ``start`` (``[a, b, a]``), or None."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        node, path = stack.pop()
        for target in sorted(edges.get(node, ())):
            if target == start:
                return [*path, start]
            if target not in seen:
                seen.add(target)
                stack.append((target, [*path, target]))
    return None


def layer_of(module: str) -> int:
    """The index in ``LAYERS`` of the longest prefix naming ``module`` (-1: none)."""
    matches = [
        (len(prefix), index)
        for index, (_, prefixes) in enumerate(LAYERS)
        for prefix in prefixes
        if module == prefix or module.startswith(f"{prefix}.")
    ]
    return max(matches)[1] if matches else -1


# ---------------------------------------------------------------- the graph builder itself


def test_the_graph_sees_module_level_and_function_level_imports() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from benchclaims.rules import detect\n"
        "if TYPE_CHECKING:\n    from benchclaims.cli import main\n"
        "def f():\n    from benchclaims.pipeline import extract_claims\n    import benchclaims.units\n"
    )
    found = imports_of(ast.parse(source))
    assert found >= {"benchclaims.rules.detect", "benchclaims.pipeline", "benchclaims.units"}
    assert "benchclaims.cli" not in found


def test_cycle_from_finds_a_circle() -> None:
    edges = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}), "d": frozenset({"a"})}
    assert cycle_from("a", edges) == ["a", "b", "c", "a"]
    assert cycle_from("d", edges) is None


def test_the_graph_covers_the_package() -> None:
    assert {"benchclaims", "benchclaims.schemas", "benchclaims.rules.detect", "benchclaims.nlp"} <= set(graph())
    assert "benchclaims.assemble" in graph()["benchclaims.pipeline"]  # a module-level import
    assert "benchclaims.pipeline" in graph()["benchclaims.chunks"]  # a function-level import


# ---------------------------------------------------------------- the package


@pytest.mark.parametrize("module", sorted(modules()))
def test_imports_are_absolute(module: str) -> None:
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    assert not [n.lineno for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level]


@pytest.mark.parametrize("module", sorted(modules()))
def test_no_import_circle(module: str) -> None:
    cycle = cycle_from(module, graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle)


@pytest.mark.parametrize("module", sorted(modules()))
def test_imports_point_down_or_sideways(module: str) -> None:
    assert layer_of(module) >= 0, f"{module} is in no layer of LAYERS: add it to one"
    upward = sorted(t for t in graph()[module] if layer_of(t) > layer_of(module))
    assert not upward, f"{module} ({LAYERS[layer_of(module)][0]}) imports " + ", ".join(
        f"{t} ({LAYERS[layer_of(t)][0]})" for t in upward
    )


def test_the_sentence_splitter_is_in_the_text_layer() -> None:
    assert "benchclaims.sentences" in graph()["benchclaims.assemble"]
    assert "benchclaims.nlp" not in graph()["benchclaims.assemble"]

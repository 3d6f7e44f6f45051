"""No import cycles among the modules of replays/, schemas/ and service/, counting every
import (top level, inside a function, under TYPE_CHECKING); and a game package imports
neither the fold, the registry, the exports nor the views over them (STYLE.md: "the fold
knows the registry, a game never imports the fold")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from replays.registry import BUILTIN

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("replays", "schemas", "service")

# What a game package (replays/<game>/) may not import: the fold, the registry, the exports
# and the views over the registry (DESIGN.md, "the games … import only the core").
NOT_FOR_GAMES = (
    "replays.match",
    "replays.registry",
    "replays.exports",
    "replays.explain",
    "replays.explain_common",
    "replays.report",
    "replays.stats",
    "replays.rematch",
    "replays.rulebook",
    "replays.titles",
    "replays.page_bridge",
    "replays.table_talk.reading",
)


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of `known` that `name` imports anywhere in its file (a name imported from
    a package counts as its submodule when there is one, else as the package)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for imported in names:
            while imported and imported not in known:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                found.add(imported)
    return found


def _graph() -> dict[str, set[str]]:
    """Each module → the modules it imports; a package's __init__ importing its own
    submodules is how a package is built, not an edge."""
    known = _modules()
    return {
        name: {
            n
            for n in _imported(name, path, known)
            if not (path.name == "__init__.py" and n.startswith(name + "."))
        }
        for name, path in known.items()
    }


def _reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for n in graph[todo.pop()] - seen:
            seen.add(n)
            todo.append(n)
    return seen


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Each set of two or more modules that reach one another through their imports."""
    reach = {name: _reachable(graph, name) for name in graph}
    found: list[set[str]] = []
    for name in graph:
        cycle = {name} | {other for other in reach[name] if name in reach[other]}
        if len(cycle) > 1 and cycle not in found:
            found.append(cycle)
    return found


GRAPH = _graph()


def test_an_import_inside_a_function_or_for_types_only_counts(tmp_path):
    (tmp_path / "pkg").mkdir()
    code = {
        "__init__": "from . import a\n",
        "a": "def f():\n    from .b import g\n    return g\n",
        "b": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pkg.c\n",
        "c": "from pkg.a import f\n",
    }
    known = {}
    for name, text in code.items():
        (tmp_path / "pkg" / f"{name}.py").write_text(text, encoding="utf-8")
        known["pkg" if name == "__init__" else f"pkg.{name}"] = tmp_path / "pkg" / f"{name}.py"
    graph = {name: _imported(name, path, known) for name, path in known.items()}
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.c"}, "pkg.c": {"pkg.a"}}
    assert _cycles(graph) == [{"pkg.a", "pkg.b", "pkg.c"}]


def test_no_import_cycle_in_replays_schemas_and_service():
    cycles = _cycles(GRAPH)
    assert not cycles, "import cycles: " + "; ".join(" ↔ ".join(sorted(c)) for c in cycles)


@pytest.mark.parametrize("game", BUILTIN)
def test_a_game_package_imports_only_the_core(game):
    package = f"replays.{game}"
    wrong = {
        f"{name} imports {imported}"
        for name, imports in GRAPH.items()
        if name == package or name.startswith(package + ".")
        for imported in imports
        if any(imported == m or imported.startswith(m + ".") for m in NOT_FOR_GAMES)
    }
    assert not wrong, sorted(wrong)

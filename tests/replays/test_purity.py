"""replays/ stays pure: no Flask, marshmallow, sqlite, chance or clock (replays/README.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

FORBIDDEN = {
    "flask",
    "marshmallow",
    "sqlite3",
    "sqlite_utils",
    "random",
    "secrets",
    "time",
    "datetime",
    "requests",
    "service",
    "schemas",
    "os",
    "uuid",
}
ROOT = Path(__file__).resolve().parents[2] / "replays"


@pytest.mark.parametrize("path", sorted(ROOT.rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_replays_module_imports_nothing_impure(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & FORBIDDEN, f"{path.name} imports {imported & FORBIDDEN}"

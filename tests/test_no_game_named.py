"""A game is a plug-in: outside its package, the registry, RULES.md, its page file and the
tests, no code compares or spells a game's name (docs/ENGINES.md "Adding a game")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from replays.registry import BUILTIN, engine_for

ROOT = Path(__file__).resolve().parents[1]
ALLOWED = {ROOT / "replays" / "registry.py"}


def _code_files() -> list[Path]:
    games = {ROOT / "replays" / g for g in BUILTIN}
    return [
        path
        for folder in ("replays", "schemas", "service")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path not in ALLOWED and not any(g in path.parents for g in games)
    ]


def _strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string constant of the code, docstrings left out (they may give an example)."""
    docs = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def _names() -> set[str]:
    """Each game's id and its titles for people, lowercased ("président", "huit américain")."""
    titles = {t.lower() for g in BUILTIN for t in engine_for(g).titles.values()}
    return set(BUILTIN) | titles


def _spells(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text.lower()) is not None


def test_no_python_outside_a_game_spells_its_name():
    """Not as an id ("rami", "rami."), nor by its title in a sentence (« Rami, Président »)."""
    names = _names()
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in _code_files()
        for line, text in _strings(ast.parse(path.read_text(encoding="utf-8")))
        for name in names
        if _spells(text, name)
    ]
    assert not found, "\n".join(found)

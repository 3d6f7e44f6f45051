"""Every BELOTE id of RULES.md has a test named after it (`test_belote_<id>_…`), one that
plays to where the rule bites (issue 37's "Done when")."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_every_belote_id_has_a_test_named_after_it():
    rules = (ROOT / "replays" / "RULES.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"^- (BELOTE-[A-Z]+-\d+) ", rules, re.M))
    names = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names |= set(re.findall(r"def (test_belote_\w+)\(", path.read_text(encoding="utf-8")))
    stems = {rule: "test_" + rule.lower().replace("-", "_") + "_" for rule in ids}
    untested = sorted(r for r, stem in stems.items() if not any(n.startswith(stem) for n in names))
    assert len(ids) >= 50 and not untested, untested

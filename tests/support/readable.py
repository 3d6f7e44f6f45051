"""What every sentence a player reads must be: no placeholder left, no player id for a name."""

from __future__ import annotations

import re
from collections.abc import Iterable


def assert_readable(text: str, player_ids: Iterable[str] = ()) -> None:
    assert text and text.strip() == text, repr(text)
    assert not re.search(r"[{}]", text), f"a placeholder is left in {text!r}"
    for pid in player_ids:
        assert not re.search(rf"(?<![\w-]){re.escape(pid)}(?![\w-])", text), (
            f"the player id {pid!r} is printed where the game has a name: {text!r}"
        )

"""What a view shows of each player's cards, read from its JSON without knowing the game.

A view places a player's cards under a key that is the player's id (`{"cards": {"p1": […]}}`)
or in a record whose `id` is theirs (`{"players": [{"id": "p1", "cards": […]}]}`): the
cards `attributed` to them. What the table tracking of the same moves attributes to a
player is public; whatever more another player's view attributes to them is a leak.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from replays.cards import Card
from replays.catalogue import localised
from replays.errors import InvalidInput, RuleViolation

LANGS = ("fr", "en")


@cache
def is_card(text: str) -> bool:
    """A canonical card string ("10H", "JK", "JK=7H"), as views write cards."""
    try:
        return str(Card.parse(text)) == text
    except (InvalidInput, ValueError):
        return False


def attributed(view: Any, pid: str) -> Counter:
    """The cards a view places under player `pid`."""
    found: Counter = Counter()
    _walk(localised(view), pid, False, found)
    return found


def _walk(node: Any, pid: str, theirs: bool, found: Counter) -> None:
    if isinstance(node, dict):
        theirs = theirs or node.get("id") == pid
        for key, value in node.items():
            _walk(value, pid, theirs or key == pid, found)
    elif isinstance(node, list | tuple):
        for value in node:
            _walk(value, pid, theirs, found)
    elif theirs and isinstance(node, Card | str) and is_card(str(node)):
        found[str(node)] += 1


def public_cards(view: Any, players: list[str]) -> set[str]:
    """The cards a view shows but places under no player (a card turned up)."""
    every: Counter = Counter()
    _walk(localised(view), "", True, every)
    for pid in players:
        every -= attributed(view, pid)
    return set(every)


def leaks(seen: Any, public: Any, viewer: str, players: list[str]) -> dict[str, list[str]]:
    """The cards of other players `seen` by `viewer` beyond what the table knows (`public`)."""
    found = {}
    for other in players:
        if other == viewer:
            continue
        extra = attributed(seen, other) - attributed(public, other)
        if extra:
            found[other] = sorted(extra.elements())
    return found


def said(exc: RuleViolation) -> str:
    """A refusal in French and English (each must render from the catalogue)."""
    return " / ".join(exc.render(lang) for lang in LANGS)

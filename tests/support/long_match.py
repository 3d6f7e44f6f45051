"""A long match of each engine played from its legal moves (open tracking), undoing now and
then: the round-trip and long-dispute tests share it."""

from __future__ import annotations

import random

DRAWS = ("cards_drawn", "card_taken", "passed")
LAYS = ("melds_laid", "cards_added")
# Huit américain plays with two decks: a server-logged `stock_reshuffled` {order: cards} is
# refused today (match.py reads any `order` list as player ids, CORE-PLAYER-1), and a bigger
# stock keeps these hands clear of it.
MATCHES = {  # players, hands, most events, settings
    "huit_americain": (
        ["anna", "ben", "chloe"],
        3,
        400,
        {"target": 1000, "options": {"deck": {"size": 52, "copies": 2}}},
    ),
    "rami": (["anna", "ben"], 2, 400, {}),
    "president": (["anna", "ben", "chloe", "dan"], 3, 400, {}),
}


def _choose(moves: list[dict], rng: random.Random) -> dict:
    """A legal move, preferring melds, then plays, so that hands end; hints are skipped."""
    usable = [m for m in moves if m.get("ready", True) and m["type"] != "stock_reshuffled"]
    assert usable, f"no postable legal move among {moves}"
    lays = [m for m in usable if m["type"] in LAYS]
    plays = lays or [m for m in usable if m["type"] not in DRAWS]
    return rng.choice(plays if plays and rng.random() < 0.8 else usable)


def play_long_match(t, players: list[str], hands: int, limit: int, seed: int = 1) -> None:
    """Play legal moves until `hands` are scored or `limit` events, undoing now and then."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = t.state()
        if state["status"] != "playing" or (not state["in_hand"] and state["hands"] >= hands):
            return
        if not state["in_hand"]:
            number = state["hands"] + 1
            t.ok(
                "hand_started",
                hand=number,
                dealer=players[number % len(players)],
                seed=rng.randrange(10**9),
            )
            continue
        move = _choose(t.moves(), rng)
        t.ok(move["type"], move["data"])
        if rng.random() < 0.03:
            t.ok("retracted", seq=t.seq, reason="wrong card")

"""Moves tapped offline keep the time they were tapped: each waiting move remembers it and
sends it as Played-At when the network is back, so the log says when the table played them
(`played_at`), not only when they reached the server (`at`)."""

from __future__ import annotations

import time
from datetime import UTC, datetime

from .pages import enter_points, new_match, settled, tab

PLAYERS = ["Anna", "Ben", "Chloé"]
HANDS = [
    {"anna": 0, "ben": 12, "chloe": 30},
    {"anna": 5, "ben": 0, "chloe": 9},
    {"anna": 7, "ben": 3, "chloe": 0},
]


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_moves_tapped_offline_are_stored_with_the_time_they_were_tapped(phone, api):
    game = new_match(phone, "rami", PLAYERS)
    phone.context.set_offline(True)
    tapped = []
    for n, points in enumerate(HANDS, start=1):
        before = datetime.now(UTC)
        enter_points(phone, points)
        phone.wait_for_selector(f'body[data-waiting="{2 * n - 1}"]')  # the score, next hand
        tapped.append((before, datetime.now(UTC)))
        time.sleep(1.1)
    time.sleep(1)
    back = datetime.now(UTC)
    phone.context.set_offline(False)
    last = 1 + 2 * len(HANDS)  # game_created, then each hand's start and score
    settled(phone, last)

    stored = api.events(game)[2:]
    scores = [e for e in stored if e["type"] == "points_entered"]
    assert len(scores) == 3 and all(e["v"] == 2 for e in stored)
    for event, (before, after) in zip(scores, tapped, strict=True):
        # The tap time (to the millisecond, the browser's clock: this machine's), not `at`.
        assert (
            before.replace(microsecond=before.microsecond // 1000 * 1000)
            <= _moment(event["played_at"])
            <= after
        )
        assert (
            _moment(event["played_at"]) < back <= _moment(event["at"]).replace(microsecond=999_999)
        )
    times = [_moment(e["played_at"]) for e in stored]
    assert times == sorted(times) and len(set(e["played_at"] for e in scores)) == 3
    assert all(
        later - earlier >= 1 for earlier, later in _pairs([t.timestamp() for t in times[::2]])
    )

    tab(phone, "replay")  # at the last event: the last score
    phone.wait_for_selector(f'#replay-state[data-seq="{last}"]')
    shown = phone.locator("#replay-played-at").inner_text()
    expected = phone.evaluate(
        "(when) => new Date(when).toLocaleTimeString('fr')", scores[-1]["played_at"]
    )
    assert shown == f"joué à {expected}"


def _pairs(values: list[float]) -> list[tuple[float, float]]:
    return list(zip(values, values[1:], strict=False))

"""Parity: the page's engine (the replays package under Pyodide, in Chromium) folds 50 random
games of every engine to the very states, score sheets and legal moves that Python gives."""

from __future__ import annotations

import json
import random

import pytest

from replays import match as fold
from replays.errors import InvalidInput, RuleViolation
from replays.model import Event, Match
from replays.page_bridge import views
from replays.registry import engine_for
from tests.support.fold_game import created, seeded

GAMES = 50
MAX_EVENTS = 40  # per game: enough for powers, reshuffles, melds, tricks and hand ends
PLAYERS = ("anna", "ben", "chloe", "dan", "emma")
FOLD_IN_PAGE = """async (events) => {
  const engine = await import("/static/engine.js");
  await engine.load();
  const table = new engine.Table(events.slice(0, 1));
  const out = [JSON.stringify(await table.view())];
  for (const event of events.slice(1)) {
    await table.push(event);
    out.push(JSON.stringify(await table.view()));
  }
  await table.destroy();
  return out;
}"""


def logged(match: Match, events: list[dict], type_: str, data: dict) -> Match:
    """Post a move as the service does: completed (a seeded deal), checked, applied."""
    start = Event(type_, data, match.seq + 1)
    staged = match
    accepted = []
    for event in fold.expand(match, start, seeded):
        event = Event(event.type, event.data, staged.seq + 1)
        fold.check(staged, event)
        staged = fold.apply(staged, event)
        accepted.append({"type": event.type, "data": dict(event.data), "seq": event.seq})
    events.extend(accepted)
    return staged


def random_game(number: int) -> list[dict]:
    """A random legal open-tracking game: moves drawn from the engine's legal moves."""
    rng = random.Random(number)
    game = ("huit_americain", "rami", "president")[number % 3]
    engine = engine_for(game)
    players = list(PLAYERS[: rng.randint(3 if game == "president" else 2, 5)])
    first = created(engine, players, "open")
    events = [{"type": first.type, "data": dict(first.data), "seq": 1, "game": f"g_{number}"}]
    match = fold.apply(None, first, f"g_{number}")
    while len(events) < MAX_EVENTS and match.status == "playing":
        if not match.in_hand:
            start = {"hand": match.hand_no + 1, "dealer": rng.choice(players), "seed": rng.random()}
            match = logged(match, events, "hand_started", start)
            continue
        moves = [
            m for m in fold.legal_moves(match) if m.get("ready", True) and not m.get("unknown")
        ]
        rng.shuffle(moves)
        for move in moves:
            try:
                match = logged(match, events, move["type"], move["data"])
                break
            except (RuleViolation, InvalidInput):
                continue
        else:
            break
    return events


def python_views(events: list[dict]) -> list[dict]:
    match = None
    out = []
    for raw in events:
        match = fold.apply(match, fold.as_event(raw), raw.get("game", ""))
        out.append(views(match))
    return out


@pytest.fixture(scope="session")
def games() -> list[list[dict]]:
    return [random_game(n) for n in range(GAMES)]


def test_the_pages_engine_folds_every_game_as_python_does(engine_page, games):
    kinds = {g[0]["data"]["game"] for g in games}
    assert kinds == {"huit_americain", "rami", "president"}
    assert sum(len(g) for g in games) > GAMES * 20
    for events in games:
        in_page = [json.loads(v) for v in engine_page.evaluate(FOLD_IN_PAGE, events)]
        expected = python_views(events)
        for seq, (page_view, python_view) in enumerate(zip(in_page, expected, strict=True), 1):
            assert page_view == python_view, (events[0]["game"], seq)

"""The fold: common events (RULES.md §0) here, everything inside a hand in the game's engine."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from . import corrections
from .cards import parse_cards
from .checks import CHECKS, check_cards, check_move, check_players, play_of
from .engine import ScoringEngine, Shuffle
from .errors import InvalidInput, RuleViolation, require, say
from .model import COMMON_TYPES, Event, HandResult, Match, Player, ScoreSheet, Team, dealer_for
from .outcome import match_over, standings, winners
from .registry import engine_for

ALWAYS_ALLOWED = frozenset({"note", "retracted", "corrected"})
__all__ = [
    "apply", "as_event", "check", "create", "expand", "fold", "legal_moves", "match_over",
    "play_of", "replay", "standings", "view", "winners",
]  # fmt: skip


def create(game_id: str, data: Mapping[str, Any]) -> Match:
    """The match a `game_created` event describes."""
    return Match(
        id=game_id,
        game=data["game"],
        preset=data["preset"],
        rules=data["rules"],
        players=tuple(Player(p["id"], p["name"]) for p in data["players"]),
        tracking=data["tracking"],
        scoring=data["scoring"],
        target=data.get("target"),
        rounds=data.get("rounds"),
        seq=1,
        teams=tuple(Team(t["id"], t["name"], tuple(t["players"])) for t in data.get("teams") or ()),
    )


def check(match: Match, event: Event) -> None:
    """Raise RuleViolation (or InvalidInput) if `event` may not follow `match`."""
    engine = engine_for(match.game)
    kind = event.type
    if kind == "game_created":
        raise RuleViolation("CORE-HAND-1", "core.created_once")
    if kind not in COMMON_TYPES and kind not in _move_types(engine):
        raise InvalidInput(say("core.not_an_event", value=repr(kind), game=match.game), "type")
    if kind not in ALWAYS_ALLOWED:
        require(
            match.status == "playing",
            "CORE-OVER-1",
            "core.over" if match.status == "over" else "core.abandoned",
        )
    check_players(match, event)
    check_cards(match, event)
    handler = CHECKS.get(kind, check_move)
    handler(match, event, engine)


def apply(match: Match | None, event: Event, game_id: str = "") -> Match:
    """The match after `event`; never checks (stored events were checked when appended)."""
    if event.type == "game_created":
        return create(game_id or (match.id if match else ""), event.data)
    assert match is not None, "the first event of a game is game_created"
    if event.type == "retracted":
        _, before = match.undo  # type: ignore[misc]
        return before.evolve(seq=event.seq)
    engine = engine_for(match.game)
    after = _APPLY.get(event.type, _apply_move)(match, event, engine)
    after = corrections.entered(after, event)
    latest = (event.type, event.data)
    return _close_hand(after, engine).evolve(seq=event.seq, undo=(event.seq, match), latest=latest)


def expand(match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
    """The events to store for `event`: the engine completes a move or a deal (a deck from a
    seed, a reshuffle logged before the draw that needs it); `shuffle` is the caller's chance."""
    if match.tracking == "score" or match.status != "playing":
        return [event]
    play = engine_for(match.game).play
    if play is None or (event.type not in play.move_types and event.type != "hand_started"):
        return [event]
    try:
        check_players(match, event)  # an engine completes only events of the table's players
    except RuleViolation:
        return [event]
    return play.expand(match, event, shuffle)


def legal_moves(match: Match) -> list[dict]:
    """The moves the player to act may make now (event bodies), [] when no hand is played."""
    if match.status != "playing" or match.tracking == "score" or not match.in_hand:
        return []
    return play_of(match).legal_moves(match)


def view(match: Match, as_player: str | None = None) -> dict:
    """The engine's view of a move-tracked hand (`as_player` hides the others' cards)."""
    return play_of(match).view(match, as_player)


def replay(events: Iterable[Any], upto: int | None = None, game_id: str = "") -> Match:
    """Fold a stream of events (Event, or dicts with type/data/seq) into the match state."""
    match: Match | None = None
    for raw in events:
        event = as_event(raw)
        if upto is not None and event.seq > upto:
            break
        match = apply(match, event, game_id or _game_of(raw))
    if match is None:
        raise InvalidInput(say("core.needs_creation"))
    return match


def fold(match: Match, events: Iterable[Any]) -> Match:
    """Continue `match` with more events (a snapshot plus its tail)."""
    for raw in events:
        match = apply(match, as_event(raw))
    return match


def _move_types(engine: ScoringEngine) -> frozenset[str]:
    return engine.play.move_types if engine.play is not None else frozenset()


def as_event(raw: Any) -> Event:
    if isinstance(raw, Event):
        return raw
    return Event(raw["type"], raw["data"], raw.get("seq", 0))


def _game_of(raw: Any) -> str:
    return raw.get("game", "") if isinstance(raw, Mapping) else ""


# -- the common events applied -------------------------------------------------------------


def _apply_same(match: Match, event: Event, engine: ScoringEngine) -> Match:
    return match


def _apply_abandoned(match: Match, event: Event, engine: ScoringEngine) -> Match:
    return match.evolve(status="abandoned")


def _apply_hand_started(match: Match, event: Event, engine: ScoringEngine) -> Match:
    number = event.data["hand"]
    if match.tracking == "score":
        hand: Any = ScoreSheet(hand=number, dealer=dealer_for(match, event.data))
    else:
        hand = play_of(match).start(match, event.data)
    return match.evolve(hand_no=number, hand=hand, dealer=dealer_for(match, event.data))


def _apply_points_entered(match: Match, event: Event, engine: ScoringEngine) -> Match:
    return _scored(match, engine.entered_points(match, event.data))


def _apply_order_entered(match: Match, event: Event, engine: ScoringEngine) -> Match:
    hand = len(match.results) + 1
    return _scored(match, engine.order_points(match, hand, tuple(event.data["order"])))


def _apply_hand_revealed(match: Match, event: Event, engine: ScoringEngine) -> Match:
    if match.tracking != "score":
        return _apply_move(match, event, engine)
    number = len(match.results) + 1
    sheet = match.hand if match.in_hand and isinstance(match.hand, ScoreSheet) else None
    sheet = sheet or ScoreSheet(hand=number)
    reveals = {**sheet.reveals, event.data["player"]: parse_cards(event.data["cards"])}
    sheet = ScoreSheet(hand=number, dealer=sheet.dealer, reveals=reveals)
    if len(reveals) < len(match.players):
        return match.evolve(hand_no=number, hand=sheet)
    ordered = {pid: reveals[pid] for pid in match.player_ids}
    return _scored(match.evolve(hand=sheet), engine.revealed_points(match, number, ordered))


def _apply_move(match: Match, event: Event, engine: ScoringEngine) -> Match:
    return match.evolve(hand=play_of(match).apply(match, event))


_APPLY: dict[str, Callable[[Match, Event, ScoringEngine], Match]] = {
    "note": _apply_same,
    "game_abandoned": _apply_abandoned,
    "hand_started": _apply_hand_started,
    "points_entered": _apply_points_entered,
    "order_entered": _apply_order_entered,
    "hand_revealed": _apply_hand_revealed,
}
# CORE-CORRECT-1: a correction re-enters its entry's type through these same tables
CHECKS["corrected"], _APPLY["corrected"] = corrections.handlers(CHECKS, _APPLY, check_players)


def _scored(match: Match, result: HandResult) -> Match:
    sheet = match.hand
    if match.tracking == "score" and not (
        isinstance(sheet, ScoreSheet) and sheet.hand == result.hand and sheet.dealer is not None
    ):
        # CORE-DEAL-2: a hand scored with no `hand_started` (optional in score tracking) was
        # dealt all the same, by the default dealer: the deal passes on from it.
        match = match.evolve(dealer=dealer_for(match, {}))
    if match.teams and set(result.points) <= set(match.player_ids):
        result = _by_team(match, result)
    totals = match.totals
    for pid, pts in result.points.items():
        totals[pid] += pts
    results = match.results + (result,)
    return match.evolve(hand_no=result.hand, results=results, sums=(len(results), totals))


def _by_team(match: Match, result: HandResult) -> HandResult:
    """CORE-SIDE-1: a hand scored player by player (cards revealed) gives each team the sum
    of its players' points; each player's stays in the hand's detail."""
    points = dict.fromkeys(match.side_ids, 0)
    for pid, pts in result.points.items():
        points[match.team_of(pid)] += pts
    detail = {**result.detail, "players": dict(result.points)}
    return replace(result, points=points, detail=detail)


def _close_hand(match: Match, engine: ScoringEngine) -> Match:
    """Score a move-by-move hand once its engine says it is over; end the match if due."""
    if match.tracking != "score" and match.in_hand and match.hand is not None:
        result = play_of(match).result(match)
        if result is not None:
            match = _scored(match, result)
    if match.status == "playing" and match_over(match):
        match = match.evolve(status="over")
    return match

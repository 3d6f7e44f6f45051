"""The checks of the common events (RULES.md §0: CORE-PLAYER-1, -HAND-1, -TRACK-1,
-RETRACT-1, -POINTS-1, -DEAL-2): each refuses by raising RuleViolation; the fold
(`replays/match.py`) runs them, and the game's own engine inside a hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cards import Card, parse_cards
from .engine import PlayEngine, ScoringEngine
from .errors import InvalidInput, RuleViolation, require, say
from .game import player_fields
from .model import Event, Match, ScoreSheet
from .registry import engine_for
from .shapes import value_fits


def play_of(match: Match) -> PlayEngine:
    """The play engine of a move-tracked match (a game without one is tracked by scores)."""
    play = engine_for(match.game).play
    if play is None:
        raise RuleViolation("CORE-TRACK-1", "core.scores_only_moves", game=match.game)
    return play


def check_players(match: Match, event: Event) -> None:
    """CORE-PLAYER-1: every player an event names is a player of this game; CORE-SIDE-1:
    points and the fields naming a side go to its sides (its teams, where it has them)."""
    ids = set(match.player_ids)
    engine = engine_for(match.game)
    spec = engine.lines.get(event.type)
    fields = _COMMON_PLAYER_FIELDS if spec is None else player_fields(spec)
    if event.type == "points_entered":  # and the game's own fields that name a player
        fields = (*fields, *(f.name for f in engine.entry_fields if f.field.kind == "player"))
    for name in _named_players(event.type, event.data, fields):
        require(name in ids, "CORE-PLAYER-1", "core.not_a_player", who=name)
    if event.type == "points_entered":
        _check_sides_named(match, engine, event.data)


def _check_sides_named(match: Match, engine: ScoringEngine, data: Mapping[str, Any]) -> None:
    sides = set(match.side_ids)
    named = list(data["points"]) if isinstance(data.get("points"), Mapping) else []
    named += [data.get(f.name) for f in engine.entry_fields if f.field.kind == "side"]
    for sid in named:
        if not isinstance(sid, str) or sid in sides:
            continue
        if match.teams:
            raise RuleViolation("CORE-SIDE-1", "core.side.not_a_team", who=sid)
        raise RuleViolation("CORE-PLAYER-1", "core.not_a_player", who=sid)


def check_cards(match: Match, event: Event) -> None:
    """The cards an event names are of the game's decks (the game's setup rule): the card
    notation reads every registered game's cards, a game takes only its own."""
    engine = engine_for(match.game)
    for text in _card_texts(engine, event):
        card = Card.parse(text).plain
        require(engine.knows_card(card), engine.setup_rule, "core.card_not_in_game", card=card)


_COMMON_CARD_FIELDS = {"hand_started": ("upcard", "deck"), "hand_revealed": ("cards",)}
_CARD_KINDS = ("card", "cards", "melds")


def _card_texts(engine: ScoringEngine, event: Event) -> list[str]:
    shape = engine.play.shapes.get(event.type) if engine.play is not None else None
    names = _COMMON_CARD_FIELDS.get(event.type, ())
    if shape is not None:
        names = tuple(n for n, f in shape.fields.items() if f.kind in _CARD_KINDS)
    texts: list[str] = []
    for name in names:
        value = event.data.get(name)
        if name == "deck" and not isinstance(value, list | tuple):
            continue  # a seed the server expands, not a card
        stack = [value]
        while stack:  # a card, a list of cards, or melds (lists of cards)
            item = stack.pop()
            if isinstance(item, str):
                texts.append(item.split("=")[0] if item.upper().startswith("JK=") else item)
            elif isinstance(item, list | tuple):
                stack.extend(item)
    return texts


# The fields of the common events that name a player; a game's own events name theirs in
# their txt line (`game.player_fields`).
_COMMON_PLAYER_FIELDS = ("player", "dealer", "first_player")


def _named_players(kind: str, data: Mapping[str, Any], fields: tuple[str, ...]) -> list[str]:
    names = [data[f] for f in fields if isinstance(data.get(f), str)]
    if kind == "order_entered":  # a stock_reshuffled `order` lists cards, not players
        names += list(data["order"])
    return names


def _check_retracted(match: Match, event: Event, engine: ScoringEngine) -> None:
    """CORE-RETRACT-1: only the latest event still in effect, never game_created."""
    require(match.undo is not None, "CORE-RETRACT-1", "core.nothing_to_retract")
    latest = match.undo[0]  # type: ignore[index]
    require(
        event.data["seq"] == latest,
        "CORE-RETRACT-1",
        "core.retract_latest_entry" if match.tracking == "score" else "core.retract_latest",
        latest=latest,
        seq=event.data["seq"],
    )


def _check_nothing(match: Match, event: Event, engine: ScoringEngine) -> None:
    return None


def _check_hand_started(match: Match, event: Event, engine: ScoringEngine) -> None:
    """CORE-HAND-1: hands in order, each once the previous one is scored."""
    number = len(match.results) + 1
    require(
        not match.in_hand,
        "CORE-HAND-1",
        "core.hand_not_scored",
        hand=match.hand_no,
    )
    require(
        event.data["hand"] == number,
        "CORE-HAND-1",
        "core.next_hand",
        number=number,
        hand=event.data["hand"],
    )
    if match.tracking != "score":
        play_of(match).check_start(match, event.data)  # the game's own refusal first
    # CORE-TRACK-1: what is logged follows the tracking; a deck nobody saw would sit in the
    # log, never read (DESIGN.md: `deck` in open tracking).
    require(
        match.tracking == "open" or not {"deck", "seed"} & event.data.keys(),
        "CORE-TRACK-1",
        "core.deck_open_only",
    )


def _check_score_hand(match: Match, event: Event) -> int:
    """CORE-TRACK-1 and CORE-HAND-1 for an event that scores a hand in `score` tracking."""
    require(
        match.tracking == "score",
        "CORE-TRACK-1",
        "core.score_only_event",
    )
    _check_entry(match, event.type)
    number = len(match.results) + 1
    require("hand" in event.data, "CORE-HAND-1", "core.say_hand", number=number)
    hand = event.data["hand"]
    require(
        hand == number,
        "CORE-HAND-1",
        "core.hand_being_scored",
        number=number,
        hand=hand,
    )
    return hand


def _check_entry(match: Match, kind: str) -> None:
    """The scoring of the match takes this entry (its `Scoring.entries`), else its refusal."""
    engine = engine_for(match.game)
    scoring = engine.scorings.get(match.scoring)
    if scoring is None or kind in scoring.entries:
        return
    raise RuleViolation(
        scoring.refusal,
        "core.entered_as",
        game=match.game,
        scoring=match.scoring,
        entries=sorted(scoring.entries),
        entry=kind,
    )


def _check_points_entered(match: Match, event: Event, engine: ScoringEngine) -> None:
    _check_score_hand(match, event)
    _require_no_reveals(match, "points")
    missing = [p for p in match.side_ids if p not in event.data["points"]]
    require(
        not missing, "CORE-PLAYER-1", "core.points_missing", names=[match.name(p) for p in missing]
    )
    for name in sorted(set(event.data) - {"hand", "points"} - engine.entry_names):
        if event.data[name] is not None:
            raise InvalidInput(say("core.not_an_entry_field", value=name, game=match.game), name)
    _check_entry_values(match, engine, event.data)
    engine.check_points(match, event.data)
    engine.entered_points(match, event.data)


def _check_entry_values(match: Match, engine: ScoringEngine, data: Mapping[str, Any]) -> None:
    """Each of the game's own score fields as it declares it: the schema takes a name two
    games declare with either game's values (schemas/events/common.py)."""
    for entry in engine.entry_fields:
        value = data.get(entry.name)
        if value is None and entry.field.required:
            raise InvalidInput(say("core.entry_field_missing", value=entry.name), entry.name)
        if value is not None and not value_fits(entry.field, value):
            said = say("core.entry_field_value", field=entry.name, value=str(value))
            raise InvalidInput(said, entry.name)


def _check_order_entered(match: Match, event: Event, engine: ScoringEngine) -> None:
    hand = _check_score_hand(match, event)
    _require_no_reveals(match, "order")
    order = tuple(event.data["order"])
    require(len(set(order)) == len(order), "CORE-PLAYER-1", "core.named_twice")
    engine.check_order(match, order)
    engine.order_points(match, hand, order)


def _require_no_reveals(match: Match, what: str) -> None:
    sheet = match.hand if match.in_hand else None
    require(
        not (isinstance(sheet, ScoreSheet) and sheet.reveals),
        "CORE-HAND-1",
        "core.scored_from_reveals",
        what=what,
    )


def _check_hand_revealed(match: Match, event: Event, engine: ScoringEngine) -> None:
    if match.tracking != "score":
        hand = event.data.get("hand", match.hand_no)
        require(
            hand == match.hand_no,
            "CORE-HAND-1",
            "core.reveal_other_hand",
            number=match.hand_no,
            hand=hand,
        )
        check_move(match, event, engine)
        return
    _check_score_hand(match, event)
    cards = parse_cards(event.data["cards"])
    sheet = match.hand if match.in_hand and isinstance(match.hand, ScoreSheet) else None
    require(
        sheet is None or event.data["player"] not in sheet.reveals,
        "CORE-HAND-1",
        "core.already_revealed",
        who=match.name(event.data["player"]),
    )
    engine.check_revealed(match, sheet.reveals if sheet else {}, event.data["player"], cards)


def check_move(match: Match, event: Event, engine: ScoringEngine) -> None:
    require(
        match.tracking != "score",
        "CORE-TRACK-1",
        "core.no_moves_in_score_only",
    )
    require(
        match.in_hand,
        "CORE-HAND-1",
        "core.no_hand",
    )
    play_of(match).check(match, event)


CHECKS: dict[str, Callable[[Match, Event, ScoringEngine], None]] = {
    "retracted": _check_retracted,
    "note": _check_nothing,
    "game_abandoned": _check_nothing,
    "hand_started": _check_hand_started,
    "points_entered": _check_points_entered,
    "order_entered": _check_order_entered,
    "hand_revealed": _check_hand_revealed,
}

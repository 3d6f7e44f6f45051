"""Never a false word (issue 39, point 3): each fact an explanation states is checked against
the replayed state, not against the code that said it: cards left, who is out, what a joker
stands for, which rule ended the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from replays import report
from replays.cards import Card, parse_cards
from replays.errors import Message
from replays.explain import card_counts
from replays.model import Event, Match
from replays.registry import engine_for

Fact = Callable[[Match, Event, Match, Message, str], bool]


def _laid(event: Event) -> list[Card]:
    data = event.data
    if "cards" in data and data["cards"] and isinstance(data["cards"][0], str):
        return parse_cards(data["cards"])
    if "card" in data:
        return [Card.parse(data["card"])]
    if "melds" in data:
        return [c for meld in data["melds"] for c in parse_cards(meld)]
    return []


def _held(match: Match, name: str) -> int | None:
    """Cards `name` holds after the event, as the hand's view shows them (None: not shown)."""
    ids = {match.name(pid): pid for pid in match.player_ids}
    return card_counts(report.hand_view(match)).get(ids.get(name, ""))


def _no_card_left(before: Match, event: Event, after: Match, m: Message, rule: str) -> bool:
    return _held(after, m.params["who"]) in (0, None)


def _cards_left(before: Match, event: Event, after: Match, m: Message, rule: str) -> bool:
    return _held(after, m.params["who"]) == m.params["n"]


def _stands_for(before: Match, event: Event, after: Match, m: Message, rule: str) -> bool:
    said = m.params.get("card", m.params.get("cards"))
    said = said if isinstance(said, list) else [said]
    stated = [c.stands_for for c in _laid(event) if c.is_joker and c.stands_for is not None]
    return [str(c) for c in said] == [str(c) for c in stated] or (
        len(said) == 1 and str(said[0]) in map(str, stated)
    )


def _set_rank(before: Match, event: Event, after: Match, m: Message, rule: str) -> bool:
    ranks = {c.rank for c in _laid(event) if not c.is_joker}
    return ranks == {m.params["rank"]} or (not ranks and m.params["rank"] in ("2", "3"))


def _hand_over(before: Match, event: Event, after: Match, m: Message, rule: str) -> bool:
    """H8: four 8s laid (QUAD8), a player with no card left (END-1/END-2), or nobody out
    and nothing to draw (END-4)."""
    laid = _laid(event)
    if rule == "H8-POW-QUAD8":
        return len(laid) == 4 and {c.rank for c in laid} == {"8"}
    counts = card_counts(report.hand_view(after)).values()
    if rule in ("H8-END-1", "H8-END-2"):
        return 0 in counts
    return rule == "H8-END-4" and 0 not in counts


FACTS: dict[str, Fact] = {
    "h8.step.out": _no_card_left,
    "pres.step.out": _no_card_left,
    "rami.step.wins_hand": _no_card_left,
    "h8.step.wins_by_quad": _cards_left,
    "h8.step.stands_for": _stands_for,
    "rami.step.joker_for": _stands_for,
    "pres.step.joker_for": _stands_for,
    "pres.step.joker_for_rank": _set_rank,
    "pres.step.jokers_for_rank": _set_rank,
    "h8.step.over": _hand_over,
}


def stated_by(game: str) -> bool:
    """Whether any fact checked here is one the game's explanations state (its keys start
    with its rule prefix, lower case: "h8.step.out")."""
    prefix = engine_for(game).prefix.lower() + "."
    return any(key.startswith(prefix) for key in FACTS)


def checked(before: Match, event: Event, after: Match, steps: list[dict[str, Any]]) -> list[str]:
    """The facts of `steps` checked; raises AssertionError on the first false one."""
    done = []
    for s in steps:
        said = s["text"]
        fact = FACTS.get(said.key) if isinstance(said, Message) else None
        if fact is None:
            continue
        assert fact(before, event, after, said, s["rule"]), f"false: {s['rule']} {said}"
        done.append(said.key)
    return done

"""The cards (TAROT-PLAY-1, TAROT-EXCUSE-1): each card checked against what its player owes
the trick (`obligations`), the trick closed and its winner leading; the camps, known at five
players when the called card falls (TAROT-CALL-2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..errors import RuleViolation, require
from ..model import Match
from .obligations import owed, shown_void
from .pack import EXCUSE
from .state import Hand


def partner(hand: Hand) -> str | None:
    """TAROT-CALL-2: the holder of the called card — who played it, or (open tracking) who
    holds it; None for a taker who called their own card or one in the chien."""
    if hand.called is None:
        return None
    player = next((p for p, c in hand.plays if c == hand.called), None)
    if player is None and hand.held is not None:
        player = next((p for p, cards in hand.held.items() if hand.called in cards), None)
    return None if player == hand.taker else player


def attack(hand: Hand) -> tuple[str, ...]:
    """The taker's camp."""
    mate = partner(hand)
    return tuple(p for p in hand.order if p in (hand.taker, mate))


def known_attack(hand: Hand) -> tuple[str, ...]:
    """The taker's camp as the table knows it: the partner once the called card fell."""
    fallen = next((p for p, c in hand.plays if c == hand.called), None)
    return tuple(p for p in hand.order if p in (hand.taker, fallen))


def check_card(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    player = data["player"]
    require(hand.phase == "play", "TAROT-PLAY-1", "tarot.play.not_now")
    who, turn = match.name(player), match.name(hand.turn)
    require(player == hand.turn, "TAROT-PLAY-1", "tarot.play.turn", who=turn, other=who)
    require(data.get("card") and not data.get("cards"), "TAROT-PLAY-1", "tarot.play.one_card")
    require(not data.get("suit") and not data.get("target"), "TAROT-PLAY-1", "tarot.play.card_only")
    card = Card.parse(data["card"])
    holding = hand.cards_of(player)
    if holding is None:
        return _check_unseen(match, hand, player, card)
    require(card in holding, "TAROT-PLAY-1", "tarot.play.not_held", who=who, card=card)
    due = owed(hand, holding)
    if card not in due.cards:
        key = _MISSED_KEYS.get(due.key, _MISSED_KEYS["trump"])
        raise RuleViolation(
            "TAROT-PLAY-1", key, who=who, cards=due.cards, suit=hand.led, top=due.over
        )


def _check_unseen(match: Match, hand: Hand, player: str, card: Card) -> None:
    """Hands unseen (table tracking): a card not played yet, of no suit the player showed
    they have none of."""
    require(card not in hand.played, "TAROT-PLAY-1", "tarot.play.already_played", card=card)
    void = hand.voids.get(player, ())
    who = match.name(player)
    require(card.suit not in void, "TAROT-PLAY-1", "tarot.play.shown_void", who=who, suit=card.suit)


def apply_card(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    player, card = data["player"], Card.parse(data["card"])
    voids = dict(hand.voids)
    if hand.held is None:
        voids[player] = tuple(sorted(set(voids.get(player, ())) | shown_void(hand, card)))
    held = hand.held
    if held is not None:
        held = {p: tuple(c for c in cards if p != player or c != card) for p, cards in held.items()}
    after = hand.evolve(held=held, plays=(*hand.plays, (player, card)), voids=voids)
    if len(after.trick) < hand.size:
        return after.evolve(turn=hand.next_after(player))
    winner = trick_winner(after)
    after = after.evolve(winners=(*hand.winners, winner))
    if len(after.winners) == hand.tricks_in_hand:
        return after.evolve(phase="over", turn="")
    return after.evolve(turn=winner)


def trick_winner(hand: Hand) -> str:
    """Who takes the trick just completed: its master, or (TAROT-EXCUSE-1) the Excuse's
    player at the last trick when their camp has won every trick before."""
    master = hand.master()
    assert master is not None  # a trick holds one Excuse at most
    excuse = next((p for p, c in hand.trick if c == EXCUSE), None)
    if excuse is None or len(hand.winners) + 1 < hand.tricks_in_hand or not hand.winners:
        return master[0]
    side = attack(hand)
    mine = excuse in side
    if all((w in side) == mine for w in hand.winners):
        return excuse
    return master[0]


_MISSED_KEYS = {  # each obligation of TAROT-PLAY-1, said as missed
    "fournir": "tarot.play.fournir",
    "couper": "tarot.play.couper",
    "monter": "tarot.play.monter",
    "trump": "tarot.play.trump",
}

"""The play of the cards: each card checked against what the player owes the trick
(`obligations`), the trick closed and its winner leading (BELOTE-PLAY-*), and belote-rebelote
said with its card (BELOTE-BELOTE-1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..errors import RuleViolation, require
from ..model import Match
from .obligations import Owed, owed, shown_void
from .state import TRICKS, Hand

CALLS = ("belote", "rebelote")


def partner(match: Match, player: str) -> str:
    mates = [
        p for p in match.player_ids if p != player and match.team_of(p) == match.team_of(player)
    ]
    return mates[0] if mates else ""


def check_card(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    player = data["player"]
    require(hand.phase != "bidding", "BELOTE-BID-3", "belote.play.bidding")
    require(hand.phase == "play", "BELOTE-PLAY-1", "belote.play.hand_over")
    require(
        player == hand.turn,
        "BELOTE-PLAY-1",
        "belote.play.turn",
        who=match.name(hand.turn),
        other=match.name(player),
    )
    require(data.get("card") and not data.get("cards"), "BELOTE-PLAY-5", "belote.play.one_card")
    require(
        not data.get("suit") and not data.get("target"), "BELOTE-PLAY-5", "belote.play.card_only"
    )
    card = Card.parse(data["card"])
    holding = hand.cards_of(player)
    if holding is None:
        return _check_unseen(match, hand, player, card)
    require(
        card in holding, "BELOTE-PLAY-5", "belote.play.not_held", who=match.name(player), card=card
    )
    due = owed(hand, player, partner(match, player), holding)
    if card not in due.cards:
        _refuse(match, hand, player, due)


def _refuse(match: Match, hand: Hand, player: str, due: Owed) -> None:
    """The obligation `player` did not meet, with the cards that meet it."""
    key = _MISSED_KEYS.get(due.key, _MISSED_KEYS["trump"])
    who = match.name(player)
    raise RuleViolation(due.rule, key, who=who, cards=due.cards, suit=hand.led, top=due.over)


def _check_unseen(match: Match, hand: Hand, player: str, card: Card) -> None:
    """Hands unseen (table tracking): a card not played yet, not the card turned up that
    another player took, of no suit the player showed he has none of."""
    require(card not in hand.played, "BELOTE-PLAY-5", "belote.play.already_played", card=card)
    if hand.upcard is not None and hand.taker is not None and player != hand.taker:
        taker = match.name(hand.taker)
        require(
            card != hand.upcard, "BELOTE-PLAY-5", "belote.play.upcard_taken", who=taker, card=card
        )
    shown = [p for p, cards in hand.shown if p != player and card in cards]
    if shown:
        who = match.name(shown[0])
        raise RuleViolation("BELOTE-PLAY-5", "belote.play.shown_by", who=who, card=card)
    void = hand.voids.get(player, ())
    rule = "BELOTE-TRUMP-2" if card.suit == hand.trump else "BELOTE-PLAY-2"
    require(
        card.suit not in void,
        rule,
        "belote.play.shown_void",
        who=match.name(player),
        suit=card.suit,
    )


def apply_card(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    player, card = data["player"], Card.parse(data["card"])
    voids = dict(hand.voids)
    if hand.held is None:
        shown = shown_void(hand, player, partner(match, player), card)
        voids[player] = tuple(sorted(set(voids.get(player, ())) | shown))
    held = hand.held
    if held is not None:
        held = {p: tuple(c for c in cards if p != player or c != card) for p, cards in held.items()}
    after = hand.evolve(held=held, plays=(*hand.plays, (player, card)), voids=voids)
    if len(after.trick) < len(hand.order):
        return after.evolve(turn=hand.next_after(player))
    winner = after.master()[0]
    after = after.evolve(winners=(*hand.winners, winner))
    if len(after.winners) == TRICKS:  # BELOTE-PLAY-1: eight tricks
        return after.evolve(phase="over", turn="")
    return after.evolve(turn=winner)


def belote_cards(hand: Hand) -> tuple[Card, Card]:
    """BELOTE-BELOTE-1: the K and the Q of trump."""
    return Card("K", hand.trump or "S"), Card("Q", hand.trump or "S")


def due_call(hand: Hand, player: str) -> str | None:
    """The call `player` may say now: his K or Q of trump just played, not said yet."""
    if hand.last is None or hand.last[0] != player or hand.last[1] not in belote_cards(hand):
        return None
    played = sum(1 for p, c in hand.plays if p == player and c in belote_cards(hand))
    call = CALLS[played - 1]
    return None if (player, call) in hand.calls else call


def check_said(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """BELOTE-BELOTE-1: said with the K or Q of trump just played, by its player, who holds
    (where hands are known) the other one or played it already."""
    player, call = data["player"], data["call"]
    due = due_call(hand, player) if hand.phase != "bidding" else None
    require(due is not None, "BELOTE-BELOTE-1", "belote.said.with_the_card", who=match.name(player))
    require(call == due, "BELOTE-BELOTE-1", "belote.said.call", call=due)
    if hand.held is not None:
        cards = belote_cards(hand)
        require(held_both(hand, player), "BELOTE-BELOTE-1", "belote.said.both", cards=cards)


def held_both(hand: Hand, player: str) -> bool:
    """Where hands are known: `player` was dealt the K and the Q of trump."""
    had = set(hand.held.get(player, ()) if hand.held else ()) | {
        c for p, c in hand.plays if p == player
    }
    return set(belote_cards(hand)) <= had


def apply_said(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    return hand.evolve(calls=(*hand.calls, (data["player"], data["call"])))


def belote_team(match: Match, hand: Hand) -> str | None:
    """BELOTE-BELOTE-1: the team of the player who said belote and rebelote; a rebelote due
    on the hand's last card is taken as said (no move can follow it)."""
    for player in hand.order:
        said = {c for p, c in hand.calls if p == player}
        if hand.phase == "over" and due_call(hand, player) == "rebelote":
            said.add("rebelote")
        if said == set(CALLS):
            return match.team_of(player)
    return None


_MISSED_KEYS = {  # each obligation of BELOTE-PLAY-1, -TRUMP-1, -2 and -3, said as missed
    "fournir": "belote.play.fournir",
    "couper": "belote.play.couper",
    "surcouper": "belote.play.surcouper",
    "souscouper": "belote.play.souscouper",
    "monter": "belote.play.monter",
    "trump": "belote.play.trump",
}

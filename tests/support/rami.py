"""Rami test support: stacked deck orders and a match driven through the pure fold.

`stacked` writes the deck order that deals chosen hands (RAMI-SETUP-2: one card at a
time from the player left of the dealer, then the upcard, then the stock in draw order);
`Game` plays events through `replays.match` as the service does (expand, check, apply).
The tests here check the support itself against the engine's deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from replays.cards import Card, fmt, parse_cards
from replays.rami import ENGINE
from replays.rami.state import pack
from tests.decks import split, stack
from tests.fold_game import FoldGame


def stacked(
    hands: Sequence[str | Sequence[str]],
    upcard: str,
    stock: str | Sequence[str] = (),
    *,
    decks: int = 1,
    jokers: int = 2,
) -> list[str]:
    """The deck order dealing `hands`, turning `upcard`, drawing `stock` first."""
    return stack(
        hands,
        upcard,
        stock,
        (str(c) for c in pack({"options": {"decks": decks, "jokers": jokers}})),
    )


class Game(FoldGame):
    """A Rami match played through the pure fold, keeping the events it stored."""

    engine = ENGINE

    default_players = ("anna", "ben")


def turn(
    table: Any,
    player: str,
    discard: str | None = None,
    source: str = "stock",
    melds: Sequence[str | Sequence[str]] = (),
    adds: Sequence[tuple[int, str | Sequence[str]]] = (),
) -> None:
    """One whole turn, through the API (`Table`) or the fold (`Game`): take, lay, add, discard."""
    table.ok("card_taken", player=player, source=source)
    if melds:
        table.ok("melds_laid", player=player, melds=[split(m) for m in melds])
    for meld, cards in adds:
        table.ok("cards_added", player=player, meld=meld, cards=split(cards))
    if discard:
        table.ok("card_discarded", player=player, card=discard)


def test_stacked_deals_the_hands_from_the_left_of_the_dealer():
    deck = stacked(["AH 2H 3H", "KS QS JS"], "5D", "9C 8C")
    assert deck[:8] == ["AH", "KS", "2H", "QS", "3H", "JS", "5D", "9C"]
    assert sorted(deck) == sorted(fmt(pack({"options": {"decks": 1, "jokers": 2}})))


def test_the_engine_deals_a_stacked_deck_as_written():
    game = Game(["anna", "ben", "chloe"])
    hands = ["AH 2H 3H 4H 5H 6H 7H", "AS 2S 3S 4S 5S 6S 7S", "AD 2D 3D 4D 5D 6D 7D"]
    game.play("hand_started", hand=1, dealer="chloe", deck=stacked(hands, "KC", "QC"))
    hand = game.hand
    assert hand.hands[0] == parse_cards(hands[0].split())  # anna, left of chloe
    assert hand.hands[2] == parse_cards(hands[2].split())
    assert hand.pile == (Card("K", "C"),) and hand.stock[0] == Card("Q", "C")

"""Rami test support: stacked deck orders and a match driven through the pure fold.

`stacked` writes the deck order that deals chosen hands (RAMI-SETUP-2: one card at a
time from the player left of the dealer, then the upcard, then the stock in draw order);
`Game` plays events through `replays.match` as the service does (expand, check, apply).
The tests here check the support itself against the engine's deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from replays.rami import ENGINE
from replays.rami.state import pack
from tests.support.decks import split, stack
from tests.support.fold_game import FoldGame


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


def second_turn(new_table: Any, anna: str, ben: str, stock: str, **settings: Any) -> Any:
    """A two-player game through the API: Anna and Ben each take the stock's card and discard
    it, then Anna takes again (her first turn that may lay melds, RAMI-TURN-2)."""
    t = new_table("rami", players=["anna", "ben"], **settings)
    decks = settings.get("options", {}).get("decks", 1)
    t.ok("hand_started", hand=1, dealer="ben", deck=stacked([anna, ben], "5C", stock, decks=decks))
    first, second = stock.split()[:2]
    turn(t, "anna", first)
    turn(t, "ben", second)
    t.ok("card_taken", player="anna", source="stock")
    return t


def lay(t: Any, *melds: str, player: str = "anna") -> dict:
    return t.ok("melds_laid", player=player, melds=[m.split() for m in melds])


def refused_lay(t: Any, rule: str, *melds: str, player: str = "anna") -> dict:
    """The refusal's body (its rule checked, the log unchanged: `Table.refused`)."""
    return t.refused(rule, "melds_laid", player=player, melds=[m.split() for m in melds])

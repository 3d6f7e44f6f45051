"""Starting a hand: the deal (PRES-SETUP-1), the exchange owed (PRES-XCHG-1), who leads
(PRES-START-1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, deck, missing_from, parse_cards, remove, same_cards
from ..errors import RuleViolation, require
from ..model import Event, Match, dealer_for, seeded_deck
from .presets import titles
from .state import Hand, Lead, Step

QUEEN_OF_HEARTS = Card("Q", "H")
NOT_DEALT = ("hand_size", "upcard")


def full_deck(rules: Mapping[str, Any]) -> tuple[Card, ...]:
    """PRES-SETUP-1: one 52-card deck, plus the jokers the options ask for (0 or 2)."""
    return deck(52, 1, jokers=rules["options"]["jokers"])


def unseen(match: Match, hand: Hand, player: str) -> list[Card]:
    """The cards `player` may hold as far as the table knows: the deck less every card seen
    (played this hand, in another hand shown, or named in the exchange to another player)."""
    seen = list(hand.played)
    for pid in hand.seats:
        if pid != player:
            seen += hand.cards(pid) or ()
    return list(remove(full_deck(match.rules), seen + _given_elsewhere(hand, player)))


def require_possible(match: Match, hand: Hand, player: str, cards: tuple[Card, ...]) -> None:
    """PRES-SETUP-1: an unseen hand can only hold cards the table has not seen elsewhere."""
    missing = missing_from(cards, unseen(match, hand, player))
    require(
        not missing,
        "PRES-SETUP-1",
        "pres.cannot_be_in_hand",
        cards=missing,
        who=match.name(player),
    )


def _given_elsewhere(hand: Hand, player: str) -> list[Card]:
    """Cards named in this hand's exchange whose last receiver is another player whose hand
    is unseen (a shown hand already lists them), and not played since (PRES-XCHG-1)."""
    holder: dict[Card, str] = {}
    for given in hand.given:
        for card in given.cards or ():
            holder[card] = given.receiver
    return [
        card
        for card, pid in holder.items()
        if pid != player and hand.cards(pid) is None and card not in hand.played
    ]


def _first_seat(seats: tuple[str, ...], dealer: str | None) -> int:
    """The deal starts left of the dealer (the dealer is always known: CORE-DEAL-2)."""
    return (seats.index(dealer) + 1) % len(seats) if dealer in seats else 0


def deal(cards: tuple[Card, ...], seats: tuple[str, ...], dealer: str | None) -> list[list[Card]]:
    """All cards dealt one at a time from the player left of the dealer (PRES-SETUP-1)."""
    first, n = _first_seat(seats, dealer), len(seats)
    hands: list[list[Card]] = [[] for _ in seats]
    for i, card in enumerate(cards):
        hands[(first + i) % n].append(card)
    return hands


def deal_counts(total: int, seats: tuple[str, ...], dealer: str | None) -> tuple[int, ...]:
    """How many cards each seat gets: those dealt first get one more when it does not divide."""
    first, n = _first_seat(seats, dealer), len(seats)
    return tuple(total // n + (1 if (s - first) % n < total % n else 0) for s in range(n))


def previous_order(match: Match) -> tuple[str, ...]:
    """The finishing order of the last scored hand (titles for the exchange and the lead)."""
    if not match.results:
        return ()
    order = tuple(match.results[-1].order)
    return order if sorted(order) == sorted(match.player_ids) else ()


def owed_steps(match: Match, order: tuple[str, ...]) -> tuple[Step, ...]:
    """PRES-XCHG-1: Trou to Président (2 best), back 2; then Vice-trou to Vice (1 best), back 1."""
    if not order or not match.rules["options"]["exchange"]:
        return ()
    named = titles(order)
    pairs = [(order[-1], order[0], 2)]
    if "vice_president" in named.values():
        pairs.append((order[-2], order[1], 1))
    steps: list[Step] = []
    for low, high, count in pairs:
        steps.append(Step(low, high, count, True, named[low], named[high]))
        steps.append(Step(high, low, count, False, named[high], named[low]))
    return tuple(steps)


def _first_player(match: Match, hands: list[list[Card]] | None) -> str | None:
    order = previous_order(match)
    if order:
        return order[-1]
    if hands is None:
        return None
    for pid, seat_cards in zip(match.player_ids, hands, strict=True):
        if QUEEN_OF_HEARTS in seat_cards:
            return pid
    return None


def _dealt(match: Match, data: Mapping) -> list[list[Card]] | None:
    if not data.get("deck"):
        return None
    return deal(parse_cards(data["deck"]), match.player_ids, dealer_for(match, data))


def check_start(match: Match, data: Mapping) -> None:
    """PRES-SETUP-1 (all cards dealt, one deck) and PRES-START-1 (who leads)."""
    for key in NOT_DEALT:
        require(
            key not in data,
            "PRES-SETUP-1",
            "pres.no_such_field",
            field=key,
        )
    if data.get("deck") is not None:
        cards, full = parse_cards(data["deck"]), full_deck(match.rules)
        require(
            same_cards(cards, full),
            "PRES-SETUP-1",
            "pres.whole_deck",
            n=len(full),
            count=len(cards),
        )
    elif match.tracking == "open":
        raise RuleViolation("PRES-SETUP-1", "pres.open_needs_deck")
    _check_first_player(match, data)


def _check_first_player(match: Match, data: Mapping) -> None:
    """PRES-START-1: a named first player must be the one the record says leads (the queen of
    hearts' holder where the deal is known, the Trou in later hands, in any tracking).

    Unseen hands in the first hand (table tracking, no deck) cannot tell who holds the
    queen: the table's word is taken, either `first_player` or, unnamed, whoever lays the
    first cards (`free_lead`).
    """
    named = data.get("first_player")
    expected = _first_player(match, _dealt(match, data))
    if named is None or expected is None:
        return
    why = "trou" if previous_order(match) else "queen"
    require(
        named == expected,
        "PRES-START-1",
        "pres.not_the_leader",
        other=match.name(named),
        reason=why,
        who=match.name(expected),
    )


def start(match: Match, data: Mapping) -> Hand:
    """The hand as dealt: every seat's cards (or counts), the exchange owed, the leader."""
    seats, dealer = match.player_ids, dealer_for(match, data)
    dealt = _dealt(match, data)
    total = len(full_deck(match.rules))
    counts = deal_counts(total, seats, dealer)
    hands: tuple[tuple[Card, ...] | None, ...] = (
        tuple(tuple(h) for h in dealt) if dealt is not None else (None,) * len(seats)
    )
    if dealt is not None:
        counts = tuple(len(h) for h in dealt)
    order = previous_order(match)
    first = data.get("first_player") or _first_player(match, dealt)
    return Hand(
        number=data["hand"],
        seats=seats,
        dealer=dealer,
        hands=hands,
        counts=counts,
        owed=owed_steps(match, order),
        turn=first,
        lead=Lead(first, "start") if first else None,
        free_lead=first is None,
    )


def expand(match: Match, event: Event, shuffle: Any) -> list[Event]:
    return seeded_deck(match, event, shuffle, lambda: full_deck(match.rules))

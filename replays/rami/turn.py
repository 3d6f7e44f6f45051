"""Checks of a turn (RAMI-TURN-*, -MELD-*, -OPEN-1, -STOCK-1): they raise, never change state.

A turn: take one card (stock or discard pile), lay melds or add to melds from the second
turn on, end with one discard; going out by laying the last cards also ends it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import Card, parse_cards
from ..errors import RuleViolation, require
from ..model import Event, Match
from .melds import Shape, check_meld, fits, is_swap, kind_name, opening_points
from .state import OVER, PLAY, TAKE, Meld, RamiHand, Slot, overdrawn, pack, visible, withdraw


def check_move(match: Match, event: Event) -> None:
    """Raise RuleViolation if the move may not be made now."""
    _CHECKS[event.type](match, match.hand, event.data)


def actor(match: Match, hand: RamiHand, data: Mapping[str, Any], phase: str) -> int:
    """RAMI-TURN-1: the player whose turn it is, in the right part of the turn."""
    pid = data["player"]
    if hand.phase == OVER:
        raise RuleViolation(
            "RAMI-END-1", "rami.hand_over", hand=hand.number, who=match.name(hand.winner or "")
        )
    seat = hand.seat(pid)
    who = match.name(pid)
    require(
        seat == hand.turn,
        "RAMI-TURN-1",
        "rami.not_your_turn",
        who=match.name(hand.player),
        other=who,
    )
    if phase == TAKE:
        require(
            hand.phase == TAKE,
            "RAMI-TURN-1",
            "rami.already_taken",
            who=who,
        )
    else:
        require(
            hand.phase == PLAY,
            "RAMI-TURN-1",
            "rami.take_first",
            who=who,
        )
    return seat


def _check_taken(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> None:
    actor(match, hand, data, TAKE)
    stated = Card.parse(data["card"]).plain if data.get("card") else None
    if data["source"] == "discard":
        require(hand.pile, "RAMI-TURN-1", "rami.pile_empty")
        top = hand.pile[-1]
        if top is None:
            _check_unlogged(match, hand, stated)
        else:
            require(
                stated in (None, top),
                "RAMI-TURN-1",
                "rami.pile_top_is",
                card=top,
                stated=stated,
            )
    elif hand.stock:
        _check_stock_top(hand.stock[0], stated)
    else:
        _check_turned(match, hand, stated)


def _check_turned(match: Match, hand: RamiHand, stated: Card | None) -> None:
    """RAMI-STOCK-1: the discard pile, turned over unshuffled, is the new stock. Its first
    card may be an upcard that was not logged: still counted, taken as the discard pile's
    unknown top is (named or not)."""
    require(hand.pile, "RAMI-STOCK-1", "rami.both_empty")
    first = hand.pile[0]
    if first is None:
        _check_unlogged(match, hand, stated)
        return
    require(
        stated in (None, first),
        "RAMI-STOCK-1",
        "rami.turned_over",
        card=first,
        stated=stated,
    )


def _check_unlogged(match: Match, hand: RamiHand, stated: Card | None) -> None:
    """RAMI-TURN-1 with an upcard not logged (RAMI-SETUP-2): the table saw it turned, so the
    take may name it (it becomes known, and RAMI-TURN-3 applies to it) or leave it unknown
    (an unknown card in the hand, as from the stock). A name needs a copy the pack still
    has (RAMI-SETUP-1)."""
    if stated is None:
        return
    full = pack(match.rules)
    extra = overdrawn(hand, full, [stated])
    if extra is not None:
        copies = Counter(full)[extra]
        where = "seen" if copies else "none"
        raise RuleViolation(
            "RAMI-SETUP-1",
            "rami.upcard_cannot_be",
            card=extra,
            copies=copies,
            where=where,
        )


def _check_stock_top(top: Card | None, stated: Card | None) -> None:
    if top is None:
        require(
            stated is None,
            "RAMI-TURN-1",
            "rami.stock_unknown",
        )
    else:
        require(stated in (None, top), "RAMI-TURN-1", "rami.stock_top_is", card=top, stated=stated)


def may_meld(match: Match, hand: RamiHand, seat: int) -> None:
    """RAMI-TURN-2: no laying down nor adding in a player's first turn."""
    require(
        hand.may_meld(seat),
        "RAMI-TURN-2",
        "rami.first_turn",
        who=match.name(hand.seats[seat]),
    )


def _check_laid(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> None:
    seat = actor(match, hand, data, PLAY)
    may_meld(match, hand, seat)
    shape = Shape.of(match.rules)
    melds = [parse_cards(m) for m in data["melds"]]
    laid = [check_meld(m, shape) for m in melds]
    rest = held(match, hand, seat, [c for m in melds for c in m])
    if not hand.opened[seat]:
        need = match.rules["opening"]
        made = opening_points([cards for _, cards in laid])
        # RAMI-OPEN-1: the first laying down is one event of at least 51 points.
        require(made >= need, "RAMI-OPEN-1", "rami.opening_short", need=need, made=made)
    new = tuple(Meld(0, data["player"], kind, cards) for kind, cards in laid)
    not_stranded(match, hand, seat, rest, hand.melds + new)


def held(match: Match, hand: RamiHand, seat: int, cards: Sequence[Card]) -> tuple[Slot, ...]:
    """RAMI-TURN-1 (cards come from the player's hand) and, where hands are hidden,
    RAMI-SETUP-1 (no more copies of a card than the pack holds). Returns what is left."""
    slots = hand.hands[seat]
    rest, unknown, lacking = withdraw(slots, cards)
    who = match.name(hand.seats[seat])
    if lacking:
        if hand.open:
            raise RuleViolation("RAMI-TURN-1", "rami.does_not_hold", who=who, cards=lacking)
        known = [c for c in slots if c is not None]
        raise RuleViolation(
            "RAMI-TURN-1",
            "rami.holds_count_known" if known else "rami.holds_count",
            who=who,
            n=len(slots),
            known=known,
            unseen=len(slots) - len(known),
            cards=list(cards),
        )
    extra = overdrawn(hand, pack(match.rules), unknown) if unknown else None
    if extra is not None:
        copies = Counter(pack(match.rules))[extra]
        where = "seen" if copies else "none"
        raise RuleViolation(
            "RAMI-SETUP-1", "rami.pack_holds", copies=copies, card=extra, where=where
        )
    return rest


def not_stranded(
    match: Match, hand: RamiHand, seat: int, rest: Sequence, melds: Sequence[Meld]
) -> None:
    """RAMI-TURN-3: a player may not lay down to a last card that is the one just taken from
    the discard pile when it fits no meld: it could then be neither discarded nor laid."""
    taken = hand.taken
    if taken is None or len(rest) != 1 or rest[0] != taken:
        return
    shape = Shape.of(match.rules)
    if any(accepts(m, taken, shape) for m in melds):
        return
    raise RuleViolation(
        "RAMI-TURN-3",
        "rami.stranded",
        who=match.name(hand.seats[seat]),
        card=taken,
    )


def accepts(meld: Meld, card: Card, shape: Shape) -> bool:
    found = fits(meld.kind, meld.cards, shape)
    return bool(found) if card.is_joker else card.plain in found


def _check_added(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> None:
    seat = actor(match, hand, data, PLAY)
    may_meld(match, hand, seat)
    meld = hand.meld(data["meld"])
    swaps = bool(match.rules["options"]["joker_swap"])
    swap = meld is not None and is_swap(match.rules, meld.cards, data)
    # RAMI-OPEN-1: a swap (RAMI-MELD-2) adds a card to a meld on the table (its joker leaves
    # it), which French tables allow only once the player has opened (« avoir posé »): the
    # first reason, whatever the table says of swaps.
    require(
        hand.opened[seat],
        "RAMI-OPEN-1",
        "rami.swap_not_opened" if swap and swaps else "rami.not_opened",
        who=match.name(data["player"]),
        need=match.rules["opening"],
    )
    if meld is None:
        raise RuleViolation(
            "RAMI-TURN-1",
            "rami.no_such_meld" if hand.melds else "rami.no_meld_yet",
            meld=data["meld"],
            n=len(hand.melds),
        )
    cards = parse_cards(data["cards"])
    if swap and not swaps:
        held(match, hand, seat, cards)  # a card not held is refused as such (RAMI-TURN-1)
        raise RuleViolation("RAMI-MELD-2", "rami.no_joker_swap")
    if swap:
        _check_swap(match, hand, seat, meld, cards)
        return
    grown = grow(meld, cards, Shape.of(match.rules))
    rest = held(match, hand, seat, cards)
    not_stranded(match, hand, seat, rest, [grown if m.id == meld.id else m for m in hand.melds])


def grow(meld: Meld, cards: Sequence[Card], shape: Shape) -> Meld:
    """Meld `meld` with `cards` added, still a meld of its kind (RAMI-MELD-1, -MELD-2)."""
    try:
        kind, order = check_meld(list(meld.cards) + list(cards), shape)
    except RuleViolation as exc:
        raise RuleViolation(
            exc.rule,
            "rami.cannot_add",
            cards=list(cards),
            meld=meld.id,
            melded=meld.cards,
            why=exc.said,
        ) from None
    require(
        kind == meld.kind,
        "RAMI-MELD-1",
        "rami.meld_stays",
        meld=meld.id,
        kind=kind_name(meld.kind, len(meld.cards)),
    )
    return Meld(meld.id, meld.owner, kind, order)


def _check_swap(match: Match, hand: RamiHand, seat: int, meld: Meld, cards: Sequence[Card]) -> None:
    """RAMI-MELD-2 option `joker_swap` (on, the player opened): the card a joker stands for
    takes its place."""
    require(
        len(cards) == 1 and not cards[0].is_joker,
        "RAMI-MELD-2",
        "rami.swap_one_card",
    )
    card = cards[0]
    stated = [c.stands_for for c in meld.cards if c.is_joker]
    require(
        card in stated,
        "RAMI-MELD-2",
        "rami.no_joker_for",
        meld=meld.id,
        melded=meld.cards,
        card=card,
    )
    rest = held(match, hand, seat, [card])
    not_stranded(match, hand, seat, rest + (Card("JK"),), hand.melds)


def _check_discarded(match: Match, hand: RamiHand, data: Mapping[str, Any]) -> None:
    seat = actor(match, hand, data, PLAY)
    card = Card.parse(data["card"]).plain
    held(match, hand, seat, [card])
    if hand.taken is not None and card == hand.taken:
        # RAMI-TURN-3; with two decks a player holding another copy may discard that one.
        require(
            other_copy(match, hand, seat, card),
            "RAMI-TURN-3",
            "rami.taken_not_discarded",
            who=match.name(data["player"]),
            card=card,
        )


def other_copy(match: Match, hand: RamiHand, seat: int, card: Card) -> bool:
    """Whether the player may hold a second `card` beside the one just taken."""
    slots = hand.hands[seat]
    if sum(1 for c in slots if c == card) >= 2:
        return True
    if hand.open or None not in slots:
        return False
    return Counter(pack(match.rules))[card] > visible(hand)[card]


_CHECKS: dict[str, Callable[[Match, RamiHand, Mapping[str, Any]], None]] = {
    "card_taken": _check_taken,
    "melds_laid": _check_laid,
    "cards_added": _check_added,
    "card_discarded": _check_discarded,
}

"""A hand begins: the deal, the upcard, who starts (H8-SETUP-1..4, CORE-DEAL-1)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..cards import Card, fmt, parse_cards, same_cards
from ..errors import RuleViolation, require
from ..model import Match, dealer_for
from .powers import effects, resolve
from .state import Hand
from .table import Table, compile_rules

QUEENS = ("QH", "QD", "QC", "QS")  # H8-SETUP-4, original version


def dealer_of(match: Match, data: Mapping[str, Any]) -> int:
    """The dealer's seat: the one named, else the deal passes to the left (CORE-DEAL-2)."""
    return match.player_ids.index(dealer_for(match, data))


def hand_size_of(table: Table, match: Match, data: Mapping[str, Any]) -> int | None:
    if data.get("hand_size") is not None:
        return int(data["hand_size"])
    return table.hand_size_for(len(match.players))


def check_start(match: Match, data: Mapping[str, Any]) -> None:
    table = compile_rules(match.rules)
    n = len(match.players)
    size = hand_size_of(table, match, data)
    choice = table.hand_size.get("choice") if isinstance(table.hand_size, dict) else None
    if choice is not None:
        low, high = choice
        require(
            size is not None,
            "H8-SETUP-2",
            "h8.dealer_picks",
            low=low,
            high=high,
        )
        require(
            low <= size <= high,
            "H8-SETUP-2",
            "h8.dealer_chooses",
            low=low,
            high=high,
            n=size,
        )
    assert size is not None
    total = table.size * table.copies
    require(
        n * size + 1 <= total,
        "CORE-DEAL-1",
        "h8.deal_too_big",
        players=n,
        size=size,
        need=n * size + 1,
        total=total,
    )
    if match.tracking == "open":
        _check_open_deal(table, match, data, size)
    else:
        _check_table_deal(table, data)


def _check_open_deal(table: Table, match: Match, data: Mapping[str, Any], size: int) -> None:
    cards = parse_cards(data.get("deck") or [])
    require(
        len(cards) == table.size * table.copies and same_cards(cards, table.full_deck()),
        "H8-SETUP-1",
        "h8.deck_order",
        size=table.size,
        copies=table.copies,
    )
    dealt = deal(table, cards, len(match.players), size, dealer_of(match, data))
    if data.get("upcard") is not None:
        require(
            Card.parse(data["upcard"]) == dealt[2][-1],
            "H8-SETUP-3",
            "h8.upcard_is",
            card=dealt[2][-1],
            stated=data["upcard"],
        )
    if data.get("first_player") is not None:
        hand = start(match, data)
        first = hand.seats[hand.turn]
        require(
            data["first_player"] == first,
            "H8-SETUP-4",
            "h8.first_is",
            who=match.name(first),
            other=match.name(data["first_player"]),
        )


def _check_table_deal(table: Table, data: Mapping[str, Any]) -> None:
    card = table_upcard(data)
    if card is not None:
        _check_upcard(table, card)
    if table.option("queen_of_hearts_starts"):
        require(
            data.get("first_player") is not None,
            "H8-SETUP-4",
            "h8.say_who_starts",
        )


def table_upcard(data: Mapping[str, Any]) -> Card | None:
    """H8-SETUP-3 in table tracking: the upcard logged, or None when the log leaves it out
    (DESIGN.md: `upcard?`). An unlogged upcard is still on the pile (one card, the stock one
    less) but unknown: the first card played is not checked against it, its power does not
    act (not even in presets whose upcard acts) and a redrawn rank is the table's business."""
    upcard = data.get("upcard")
    return None if upcard is None else Card.parse(upcard).plain


def _check_upcard(table: Table, card: Card) -> None:
    require(
        table.copies_of(card) > 0,
        "H8-SETUP-1",
        "h8.not_in_deck",
        card=card,
        size=table.size,
        copies=table.copies,
    )
    require(
        card.rank not in table.upcard_redraw,
        "H8-SETUP-3",
        "h8.upcard_redrawn",
        rank=card.rank,
    )


def deal(
    table: Table, cards: tuple[Card, ...], n: int, size: int, dealer: int
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...], tuple[Card, ...]]:
    """One card at a time from the player left of the dealer, then the upcard, then the
    stock in draw order; an upcard the preset turns back goes under the stock."""
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(n * size):
        hands[(dealer + 1 + i) % n].append(cards[i].plain)
    rest = tuple(c.plain for c in cards[n * size :])
    upcard, stock = rest[0], rest[1:]
    for _ in range(len(stock)):
        if upcard.rank not in table.upcard_redraw:
            break
        upcard, stock = stock[0], stock[1:] + (upcard,)
    return [tuple(h) for h in hands], stock, (upcard,)


def first_seat(table: Table, hands: list[tuple[Card, ...]], dealer: int) -> int:
    """H8-SETUP-4: left of the dealer, or (original) the holder of the highest queen."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    if table.option("queen_of_hearts_starts") and any(hands):
        for queen in QUEENS:
            for seat in order:
                if any(str(c) == queen for c in hands[seat]):
                    return seat
    return order[0]


def start(match: Match, data: Mapping[str, Any]) -> Hand:
    table = compile_rules(match.rules)
    n = len(match.players)
    size = hand_size_of(table, match, data) or table.smallest_hand(n)
    dealer = dealer_of(match, data)
    if match.tracking == "open":
        hands, stock, discard = deal(table, parse_cards(data["deck"]), n, size, dealer)
    else:
        hands, stock, discard = [() for _ in range(n)], (), (table_upcard(data),)
    h = Hand(
        table=table,
        seats=match.player_ids,
        names=tuple(p.name for p in match.players),
        number=data["hand"],
        dealer=dealer,
        hand_size=size,
        open=match.tracking == "open",
        positive=match.scoring == "positive",
        hands=tuple(hands),
        counts=(size,) * n,
        stock=stock,
        stock_count=table.size * table.copies - n * size - 1,
        discard=discard,
        turn=first_seat(table, hands, dealer),
        suit=discard[-1].suit if discard[-1] is not None else None,
        calls=("due" if size == 1 else "",) * n,
        finish_called=(False,) * n,
    )
    return _first_player(_upcard_powers(h), data, match)


def _upcard_powers(h: Hand) -> Hand:
    """crazy-eights: a power card turned up acts as if the dealer had played it (H8-POW-*
    on the upcard). An upcard not logged (table tracking) has no known power: none acts."""
    if h.top is None or not h.table.upcard_powers or not h.table.powers_of(h.top):
        return h
    fx = effects(h, h.dealer, h.top, last=False)
    return resolve(h.evolve(turn=h.dealer), h.dealer, fx, None).evolve(passes=0)


def _first_player(h: Hand, data: Mapping[str, Any], match: Match) -> Hand:
    """In table tracking the table's word on who starts is taken (H8-SETUP-4)."""
    if h.open or data.get("first_player") not in h.seats:
        return h
    seat = h.seats.index(data["first_player"])
    pending = h.pending
    if pending is not None and pending.kind in ("attack", "force"):
        pending = replace(pending, seat=seat)
    return h.evolve(turn=seat, pending=pending)


def expand_start(match: Match, data: Mapping[str, Any], shuffle) -> dict:
    """Open tracking: a seed (or nothing) becomes a deck order; the deal is written out."""
    table = compile_rules(match.rules)
    out = dict(data)
    if match.tracking == "open" and not out.get("deck"):
        out["deck"] = fmt(shuffle(list(table.full_deck()), data.get("seed")))
    if out.get("dealer") is None:
        out["dealer"] = match.player_ids[dealer_of(match, out)]
    size = hand_size_of(table, match, out)
    if size is not None and "hand_size" not in out:
        out["hand_size"] = size
    if match.tracking == "open" and size is not None:
        try:
            check_start(match, {**out, "upcard": None, "first_player": None})
        except RuleViolation:
            return out
        h = start(match, out)
        out.setdefault("upcard", str(h.discard[0]))
        out.setdefault("first_player", h.seats[h.turn])
    return out

"""Which card may go on the discard pile (H8-PLAY-1, -3, -4, H8-POW-BRIDGE) and the words
a refusal uses."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import SUIT_NAMES, Card
from ..errors import Message, say
from .state import Hand, Pending

SUITS_EN = SUIT_NAMES["en"]


def suit_name(suit: str | None) -> str:
    return SUITS_EN.get(suit or "", "any suit")


def matches(h: Hand, card: Card) -> bool:
    """H8-PLAY-1: same suit as the suit in force, same rank as the top card, or a joker.

    H8-SETUP-3, upcard not logged (table tracking): the first card played cannot be checked
    against it, so any card matches it; a joker laid on it keeps its unknown suit in force
    (H8-PLAY-4), so the next card is not checked either, as on a joker turned up."""
    top = h.top.acting if h.top is not None else None  # des-ulis: what a joker stands for
    if card.is_joker or h.suit is None or top is None:
        return True
    if card.suit == h.suit:
        return True
    return card.rank == top.rank and not top.is_joker  # H8-PLAY-4: only a joker on a joker


def wild_anywhere(h: Hand, card: Card) -> bool:
    """H8-PLAY-3 / H8-POW-WILD(SUIT): a wild card goes on anything, unless the option
    `eight_on_own_suit` keeps a suit-naming wild card to its own suit (or its own rank)."""
    if h.table.has(card, "wildsuit"):
        return True
    if not h.table.has(card, "wild"):
        return False
    return card.is_joker or not h.table.option("eight_on_own_suit")


def bridged(h: Hand, card: Card) -> bool:
    """H8-POW-BRIDGE: the card may go on these ranks whatever the suits."""
    top = h.top.acting if h.top is not None else None
    if top is None:  # an upcard not logged (H8-SETUP-3): matches() already lets it go
        return False
    for power in h.table.powers_of(card):
        if power.kind != "bridge":
            continue
        if top.rank in power.on or (h.two_players and top.rank in power.on_two):
            return True
    return False


def playable(h: Hand, card: Card) -> bool:
    return matches(h, card) or wild_anywhere(h, card) or bridged(h, card)


def answers_attack(pending: Pending, card: Card) -> bool:
    return _named(card, pending.answers) or _named(card, pending.stoppers)


def stops_attack(pending: Pending, card: Card) -> bool:
    return _named(card, pending.stoppers) and not _named(card, pending.answers)


def _named(card: Card, patterns: Iterable[str]) -> bool:
    return any(p in (card.rank, str(card.plain)) for p in patterns)


def not_playable(h: Hand, card: Card) -> Message:
    """Why `card` cannot go on the pile, for a player at the table: every way out, and « la
    couleur demandée » only where a wild card asked for it."""
    top = h.top.acting if h.top is not None else None
    asked = top is not None and h.table.has(top, "wild")
    if h.table.has(card, "wild") and h.table.option("eight_on_own_suit"):
        key = "h8.own_suit_only_asked" if asked else "h8.own_suit_only"
        return say(key, card=card, rank=card.rank, suit=h.suit)
    if top is None:
        return say("h8.cannot_play", card=card, suit=h.suit)
    if top.is_joker:
        return say("h8.cannot_play_on_joker", card=card, suit=h.suit)
    also = bridging(h, top)
    if also:
        return say(
            "h8.cannot_play_on_also", card=card, top=top, suit=h.suit, rank=top.rank, also=also
        )
    return say("h8.cannot_play_on", card=card, top=top, suit=h.suit, rank=top.rank)


def bridging(h: Hand, top: Card) -> list[str]:
    """H8-POW-BRIDGE: the ranks (or cards) that go on `top` whatever the suits."""
    return [
        key
        for key, powers in h.table.powers.items()
        for p in powers
        if p.kind == "bridge"
        and key != top.rank
        and (top.rank in p.on or (h.two_players and top.rank in p.on_two))
    ]


def holds(h: Hand, seat: int, cards: Iterable[Card]) -> list[Card]:
    """The cards of `cards` that the seat does not hold (open tracking)."""
    rest = list(h.hands[seat])
    missing = []
    for card in cards:
        if card.plain in rest:
            rest.remove(card.plain)
        else:
            missing.append(card)
    return missing


def not_in_play(h: Hand, cards: Iterable[Card]) -> Message | None:
    """Table tracking: why the deck cannot supply `cards` to a hand (a card the game's deck
    lacks, or every copy of it already on the discard pile); None if it can (H8-SETUP-1)."""
    wanted = list(cards)
    for card in wanted:
        copies = h.table.copies_of(card)
        if copies == 0:
            return say("h8.not_in_deck", card=card, size=h.table.size, copies=h.table.copies)
        if wanted.count(card) + h.discard.count(card.plain) > copies:
            return say("h8.copies_on_pile", card=card, copies=copies)
    return None


def playable_cards(h: Hand, seat: int) -> list[Card]:
    """Open tracking: the distinct single cards `seat` could lay now on a free turn."""
    seen: list[Card] = []
    for card in h.hands[seat]:
        if card not in seen and playable(h, card):
            seen.append(card)
    return seen


def first_attack(h: Hand, card: Card) -> bool:
    """H8-SETUP-3: `card` would make the next player draw as the first card of the hand."""
    return not h.played_any and h.table.no_first_attack and h.table.draws(card)


def may_lay(h: Hand, card: Card) -> bool:
    """A single card that may go on the pile on a free turn (H8-PLAY-1, H8-SETUP-3): where
    H8-PLAY-2's `continuous_draw` stops."""
    return playable(h, card) and not first_attack(h, card)


def can_play(h: Hand, seat: int) -> list[Card]:
    """Open tracking: single cards `seat` may lay now on a free turn."""
    out = []
    for card in playable_cards(h, seat):
        if first_attack(h, card):
            continue
        last = h.count(seat) == 1
        if last and card.rank == "8" and h.table.option("no_finish_on_eight"):
            continue
        out.append(card)
    return out

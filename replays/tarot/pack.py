"""The 78 cards of Tarot (TAROT-DECK-1) in the one card notation — suits S, H, D, C of 14
(ace to 10, J jack, C cavalier, Q queen, K king), trumps 1T to 21T, the Excuse EX — their
words, their points in half-points (TAROT-COUNT-1) and their strength in a trick."""

from __future__ import annotations

from ..cards import TRUMP, Card, Deck

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")  # low to high
SUITS = ("S", "H", "D", "C")
TAROT = Deck(
    "tarot-78",
    suits=SUITS,
    ranks=RANKS,
    trumps=21,
    extras=("EX",),
    words={
        "fr": {"C": ("cavalier", "m", "cavaliers"), "EX": ("excuse", "f", "excuses")},
        "en": {"C": ("cavalier", "", "cavaliers"), "EX": ("Excuse", "", "Excuses")},
    },
    suit_words={"fr": {TRUMP: "atout"}, "en": {TRUMP: "trumps"}},
)
EXCUSE = Card("EX")
PETIT = Card("1", TRUMP)
BOUTS = frozenset({PETIT, Card("21", TRUMP), EXCUSE})  # TAROT-DECK-1
KINGS = tuple(Card("K", s) for s in SUITS)
# TAROT-COUNT-1, in half-points: bouts and kings 4½, queens 3½, cavaliers 2½, jacks 1½.
_HALVES = {"K": 9, "Q": 7, "C": 5, "J": 3}
TOTAL_HALVES = 182  # 91 points


def pack() -> tuple[Card, ...]:
    """TAROT-DECK-1: the 78 cards, suit by suit, then the trumps, then the Excuse."""
    return TAROT.cards()


def is_trump(card: Card) -> bool:
    return card.suit == TRUMP


def halves(card: Card) -> int:
    """TAROT-COUNT-1: a card's points, in half-points."""
    if card in BOUTS:
        return 9
    return 1 if is_trump(card) else _HALVES.get(card.rank, 1)


def strength(card: Card, led: str | None) -> int:
    """How strong a card is in a trick whose suit led is `led`: any trump above any suit
    card, a card of the suit led above the others; the Excuse never wins (TAROT-PLAY-1,
    TAROT-EXCUSE-1)."""
    if is_trump(card):
        return 100 + int(card.rank)
    if card.suit is not None and card.suit == led:
        return 10 + RANKS.index(card.rank)
    return 0

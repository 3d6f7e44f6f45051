"""Cards and decks in one canonical notation: "10H", "QS", "8C", "AD", "JK" (and "JK=7H")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from .errors import InvalidInput, say

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKER = "JK"
SUIT_NAMES = {
    "fr": {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"},
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
}
_SYMBOLS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
_SHORT_DECK_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
DECK_SIZES = (52, 54, 32, 34)


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A card; a joker may state the card it stands for (melds, sequences), ignored by ==."""

    rank: str
    suit: str | None = None
    stands_for: Card | None = field(default=None, compare=False)

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str):
            raise InvalidInput(say("core.card_not_text", value=repr(text)))
        return _parse(text.strip())

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def plain(self) -> Card:
        """The card itself, without what a joker stands for."""
        return Card(self.rank) if self.is_joker else self

    @property
    def acting(self) -> Card:
        """The card that counts in a combination: what a joker stands for, else itself."""
        return self.stands_for or self

    @property
    def value(self) -> int:
        """Rank as 1 (ace) .. 13 (king); 0 for a joker."""
        return 0 if self.is_joker else RANKS.index(self.rank) + 1

    def __str__(self) -> str:
        if self.is_joker:
            return f"JK={self.stands_for}" if self.stands_for else JOKER
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


@lru_cache(maxsize=512)
def _parse(text: str) -> Card:
    raw = text.upper()
    if raw.startswith(JOKER):
        rest = raw[len(JOKER) :]
        if not rest:
            return Card(JOKER)
        if rest.startswith("=") and not rest[1:].startswith(JOKER):
            return Card(JOKER, None, _parse(text[len(JOKER) + 1 :].strip()))
        raise InvalidInput(say("core.card_joker", value=repr(text)))
    if len(raw) < 2:
        raise InvalidInput(say("core.card_short", value=repr(text)))
    suit = _SYMBOLS.get(raw[-1], raw[-1])
    rank = raw[:-1].strip()
    if rank == "1":
        rank = "A"
    if rank not in RANKS or suit not in SUITS:
        raise InvalidInput(say("core.card_unknown", value=repr(text)))
    return Card(rank, suit)


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    if isinstance(texts, str):
        raise InvalidInput(say("core.cards_not_list"))
    return tuple(Card.parse(t) for t in texts)


def fmt(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def deck(size: int = 52, copies: int = 1, jokers: int | None = None) -> tuple[Card, ...]:
    """The cards of `copies` decks of `size` (52, 54, 32, 34), in a fixed order.

    `jokers` overrides the number of jokers per deck (Rami plays 52 cards plus 0 to 4).
    """
    if size not in DECK_SIZES:
        raise InvalidInput(say("core.setup.deck_size", value=size))
    ranks = RANKS if size in (52, 54) else _SHORT_DECK_RANKS
    if jokers is None:
        jokers = 2 if size in (54, 34) else 0
    one = tuple(Card(r, s) for s in SUITS for r in ranks) + (Card(JOKER),) * jokers
    return one * copies


def missing_from(cards: Iterable[Card], held: Iterable[Card]) -> list[Card]:
    """The cards of `cards` that `held` does not contain (multiset difference)."""
    need = Counter(c.plain for c in cards)
    have = Counter(c.plain for c in held)
    return list((need - have).elements())


def remove(held: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...]:
    """`held` less one copy of each card of `cards` (cards not held are ignored)."""
    rest = list(held)
    for c in cards:
        try:
            rest.remove(c.plain)
        except ValueError:
            continue
    return tuple(rest)


def same_cards(a: Iterable[Card], b: Iterable[Card]) -> bool:
    return Counter(c.plain for c in a) == Counter(c.plain for c in b)

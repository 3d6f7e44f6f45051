"""Cards and decks in one canonical notation: "10H", "QS", "8C", "AD", "JK" (and "JK=7H").

The French decks are built in; a game declares any other deck as data (`Deck`: its suits and
ranks, a suit of trumps "1T" … "21T", cards outside any suit such as "EX", and their words),
and the registry tells this module which decks the registered games use (`use_decks`), so the
one notation reads every card of every game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
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


def suit_letter(text: str) -> str:
    """A suit as the table writes it, as a card's suit is read ("h", "♣", "♡"): its letter
    ("H", "C"), or the text as given if it is no suit."""
    raw = text.strip().upper()
    return _SYMBOLS.get(raw, raw)


_SHORT_DECK_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
DECK_SIZES = (52, 54, 32, 34)
TRUMP = "T"  # the suit letter of numbered trumps: "21T" is the 21 of trumps
Word = tuple[str, str, str]  # (word, gender "m"/"f"/"", plural)


@dataclass(frozen=True)
class Deck:
    """A deck a game declares: its suits and the ranks of each suit, trumps numbered 1 to
    `trumps`, the cards outside any suit (`extras`, once each), and the words for what the
    French deck has no word for, per language: ranks and extras as (word, gender, plural),
    suits as a word."""

    name: str
    suits: tuple[str, ...] = SUITS
    ranks: tuple[str, ...] = RANKS
    trumps: int = 0
    extras: tuple[str, ...] = ()
    words: Mapping[str, Mapping[str, Word]] = field(default_factory=dict)
    suit_words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def has(self, card: Card) -> bool:
        """Whether `card` is one of this deck's (a joker stands apart: see the game's rules)."""
        if card.suit is None:
            return card.rank in self.extras
        if card.suit == TRUMP:
            return card.rank.isdigit() and 1 <= int(card.rank) <= self.trumps
        return card.suit in self.suits and card.rank in self.ranks

    def cards(self, copies: int = 1) -> tuple[Card, ...]:
        """Every card, suit by suit, then the trumps, then the extras; `copies` times."""
        one = tuple(Card(r, s) for s in self.suits for r in self.ranks)
        one += tuple(Card(str(n), TRUMP) for n in range(1, self.trumps + 1))
        return (one + tuple(Card(x) for x in self.extras)) * copies


FRENCH = Deck("french-52")  # the deck the three first games play, jokers added apart


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
        """A French rank as 1 (ace) .. 13 (king); 0 for a joker or another deck's card."""
        return RANKS.index(self.rank) + 1 if self.rank in RANKS else 0

    def __str__(self) -> str:
        if self.is_joker:
            return f"JK={self.stands_for}" if self.stands_for else JOKER
        return f"{self.rank}{self.suit or ''}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


# What the notation reads: the French deck's cards, and those of the registered games' decks.
_NOTATION: dict[str, frozenset[str] | int] = {
    "ranks": frozenset(RANKS),
    "suits": frozenset(SUITS),
    "extras": frozenset(),
    "trumps": 0,
}
# The words of ranks and extras beyond the French deck's, per language (read by phrases).
RANK_WORDS: dict[str, dict[str, Word]] = {"fr": {}, "en": {}}


def use_decks(decks: Iterable[Deck]) -> None:
    """Read the cards of these decks too (the registry calls it with every game's decks)."""
    decks = list(decks)
    _NOTATION["ranks"] = frozenset(RANKS).union(*(d.ranks for d in decks))
    _NOTATION["suits"] = frozenset(SUITS).union(*(d.suits for d in decks))
    _NOTATION["extras"] = frozenset(x for d in decks for x in d.extras if x != JOKER)
    _NOTATION["trumps"] = max((d.trumps for d in decks), default=0)
    for lang, words in RANK_WORDS.items():
        words.clear()
        names = SUIT_NAMES[lang]
        for d in decks:
            words.update(d.words.get(lang, {}))
            names.update(d.suit_words.get(lang, {}))
    _parse.cache_clear()


def suits() -> tuple[str, ...]:
    """Every suit a registered game's deck has (trumps aside), the French ones first."""
    extra = sorted(set(_NOTATION["suits"]) - set(SUITS))  # type: ignore[arg-type]
    return (*SUITS, *extra)


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
    if raw in _NOTATION["extras"]:  # type: ignore[operator]
        return Card(raw)
    if len(raw) < 2:
        raise InvalidInput(say("core.card_short", value=repr(text)))
    suit = _SYMBOLS.get(raw[-1], raw[-1])
    rank = raw[:-1].strip()
    if suit == TRUMP and rank.isdigit() and 1 <= int(rank) <= _NOTATION["trumps"]:  # type: ignore[operator]
        return Card(str(int(rank)), TRUMP)
    if rank == "1" and "1" not in _NOTATION["ranks"]:  # type: ignore[operator]
        rank = "A"
    if rank not in _NOTATION["ranks"] or suit not in _NOTATION["suits"]:  # type: ignore[operator]
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

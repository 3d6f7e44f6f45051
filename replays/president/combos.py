"""What a Président play is: ranks in the current order, sets, sequences, jokers (PRES-ORDER-1).

A play is read once into a `Combo` (its kind, size and ranks); following, closing and
revolutions are then questions about combos, never about raw cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_NAMES, SUITS, Card
from ..errors import require

# PRES-ORDER-1: the normal order, low to high; a revolution reverses it.
NORMAL = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SEQUENCE_RANKS = NORMAL[:-1]  # sequences use 3 … A, never a 2
JOKER_STRENGTH = len(NORMAL)  # "best" cards for the exchange: a joker above a 2
MAX_SET = 4

_SINGLE = {"A": "an ace", "8": "an 8", "J": "a jack", "Q": "a queen", "K": "a king"}
_PLURAL = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}
_SET_WORDS = {1: "single", 2: "pair", 3: "triple", 4: "four of a kind"}


def strength(rank: str, revolution: bool) -> int:
    """PRES-ORDER-1/PRES-REV-1: a rank's place in the current order (higher beats lower)."""
    place = NORMAL.index(rank)
    return len(NORMAL) - 1 - place if revolution else place


def top_rank(revolution: bool) -> str:
    """The rank that closes a trick (PRES-TRICK-2), and what a lone joker stands for."""
    return NORMAL[0] if revolution else NORMAL[-1]


def best_strength(card: Card) -> int:
    """PRES-ORDER-1 "best" cards (exchange): the normal order, a joker above a 2."""
    return JOKER_STRENGTH if card.is_joker else NORMAL.index(card.rank)


@dataclass(frozen=True)
class Combo:
    """A play read as the rules see it: a set of one rank, or a sequence of one suit."""

    kind: str  # "set" or "sequence"
    size: int
    ranks: tuple[str, ...]  # a set: (rank,); a sequence: its ranks, low to high
    suit: str | None = None

    @property
    def rank(self) -> str:
        return self.ranks[-1]

    @property
    def has_eight(self) -> bool:
        return "8" in self.ranks

    @property
    def is_four(self) -> bool:
        """PRES-REV-1: four of a kind, jokers included."""
        return self.kind == "set" and self.size == MAX_SET

    def key(self, revolution: bool) -> int:
        """What a follower must equal or beat: the rank, or a sequence's highest card.

        PRES-ORDER-1/PRES-REV-1 are silent on sequences during a revolution; our reading:
        "highest" is in the current order (the lowest normal card while it is reversed).
        """
        return max(strength(r, revolution) for r in self.ranks)

    def closes(self, revolution: bool, eights_close: bool) -> str | None:
        """PRES-TRICK-2, PRES-REV-1, PRES-EIGHT-1: why this play closes the trick, if it does.

        Our reading where RULES.md is silent: `revolution` is the order in force when the
        cards are laid (four 2s close, then reverse the order; four 3s do not close); only
        a set of 2s (3s) closes, a sequence through the 3 does not; any play with an 8 does.
        """
        if self.kind == "set" and self.rank == top_rank(revolution):
            return "threes" if revolution else "twos"
        if eights_close and self.has_eight:
            return "eights"
        return None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind_word, "count": self.size, "ranks": list(self.ranks)}

    @property
    def kind_word(self) -> str:
        if self.kind == "sequence":
            return f"sequence of {self.size}"
        return _SET_WORDS[self.size]

    def describe(self) -> str:
        """The play in table words: "a pair of 8s", "an ace", "a sequence 7-8-9 of hearts"."""
        if self.kind == "sequence":
            return f"a sequence {'-'.join(self.ranks)} of {SUIT_NAMES['en'][self.suit or 'S']}"
        if self.size == 1:
            return single_name(self.rank)
        plural = plural_name(self.rank)
        return f"a pair of {plural}" if self.size == 2 else f"{_count_word(self.size)} {plural}"


def single_name(rank: str) -> str:
    return _SINGLE.get(rank, f"a {rank}")


def plural_name(rank: str) -> str:
    return _PLURAL.get(rank, f"{rank}s")


def _count_word(n: int) -> str:
    return {3: "three", 4: "four"}.get(n, str(n))


# -- reading a play (PRES-TRICK-1, PRES-ORDER-1) -------------------------------------------


def read_combo(cards: Sequence[Card], options: Mapping[str, Any], revolution: bool) -> Combo:
    """The combination `cards` make, or RuleViolation saying why they make none."""
    require(cards, "PRES-TRICK-1", "a play lays at least one card")
    stated = {c.acting.rank for c in cards if not (c.is_joker and c.stands_for is None)}
    require(
        all(c.stands_for is None or not c.stands_for.is_joker for c in cards),
        "PRES-ORDER-1",
        "a joker stands for a card, not for another joker",
    )
    if len(stated) <= 1:
        return _read_set(cards, stated, revolution)
    return _read_sequence(cards, options)


def _read_set(cards: Sequence[Card], stated: set[str], revolution: bool) -> Combo:
    # PRES-TRICK-1 names four of a kind as the largest set: five with a joker is refused.
    require(
        len(cards) <= MAX_SET,
        "PRES-TRICK-1",
        f"{len(cards)} cards of one rank is not a play: lay a single, a pair, a triple"
        " or four of a kind",
    )
    top = top_rank(revolution)
    if all(c.is_joker for c in cards):
        # PRES-ORDER-1: jokers alone are 2s (3s in a revolution); "JK=9S" alone is refused.
        require(
            stated <= {top},
            "PRES-ORDER-1",
            f"jokers played alone stand for {plural_name(top)}"
            f"{' during a revolution' if revolution else ''}",
        )
        return Combo("set", len(cards), (top,))
    return Combo("set", len(cards), (stated.pop(),))


def _read_sequence(cards: Sequence[Card], options: Mapping[str, Any]) -> Combo:
    require(
        options.get("sequences"),
        "PRES-TRICK-1",
        "cards of different ranks are not a play here: lay a single, a pair, a triple or four"
        " of a kind of one rank (sequences are not played at this table)",
    )
    require(
        all(c.stands_for is not None for c in cards if c.is_joker),
        "PRES-ORDER-1",
        "a joker in a sequence says which card it stands for, like JK=8S",
    )
    acting = [c.acting for c in cards]
    require(
        len(acting) >= 3,
        "PRES-TRICK-1",
        "cards of different ranks make no play unless they are a sequence: three or more"
        " consecutive cards of one suit",
    )
    suits = {c.suit for c in acting}
    require(len(suits) == 1, "PRES-TRICK-1", "a sequence is of one suit")
    require(
        all(c.rank in SEQUENCE_RANKS for c in acting),
        "PRES-ORDER-1",
        "sequences run from 3 to ace: a 2 cannot be part of one",
    )
    places = sorted(SEQUENCE_RANKS.index(c.rank) for c in acting)
    require(
        places == list(range(places[0], places[0] + len(places))),
        "PRES-TRICK-1",
        "a sequence is made of consecutive ranks, each once (3 4 5 … K A)",
    )
    ranks = tuple(SEQUENCE_RANKS[p] for p in places)
    return Combo("sequence", len(cards), ranks, suits.pop())


def follows(new: Combo, top: Combo, revolution: bool) -> bool:
    """PRES-TRICK-1: same kind and count, equal or higher in the current order."""
    same_kind = new.kind == top.kind and new.size == top.size
    return same_kind and new.key(revolution) >= top.key(revolution)


def same_kind(new: Combo, top: Combo) -> bool:
    return new.kind == top.kind and new.size == top.size


def canonical(cards: Iterable[Card]) -> list[str]:
    """The cards as stored text, lowest first (jokers last) so equal plays compare equal."""
    return [str(c) for c in sorted(cards, key=_card_order)]


def _card_order(card: Card) -> tuple[int, int, str]:
    """Lowest first in the normal order, suits S H D C; a joker where its stated card is."""
    acting = card.acting
    return best_strength(acting), SUITS.index(acting.suit) if acting.suit else 0, str(card)

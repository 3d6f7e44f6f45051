"""What a Président play is: ranks in the current order, sets, sequences, jokers (PRES-ORDER-1).

A play is read once into a `Combo` (its kind, size and ranks); following, closing and
revolutions are then questions about combos, never about raw cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import SUITS, Card
from ..errors import Message, require, say

# PRES-ORDER-1: the normal order, low to high; a revolution reverses it.
NORMAL = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SEQUENCE_RANKS = NORMAL[:-1]  # sequences use 3 … A, never a 2
JOKER_STRENGTH = len(NORMAL)  # "best" cards for the exchange: a joker above a 2
MAX_SET = 4

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

    def kind_said(self) -> Message:
        """The kind a follower must match: "a pair", "a sequence of 3" ("une paire")."""
        if self.kind == "sequence":
            return say("pres.kind.sequence", n=self.size)
        return say("pres.kind.set", n=self.size)

    def agrees(self) -> int:
        """The number the play's words agree with: "trois dames vont", "une paire va"."""
        return self.size if self.kind == "set" and self.size > 2 else 1

    def said(self) -> Message:
        """The play in table words: "a pair of 8s", "an ace", "a sequence 7-8-9 of hearts"."""
        if self.kind == "sequence":
            return say("pres.combo.sequence", ranks="-".join(self.ranks), suit=self.suit or "S")
        if self.size == 1:
            return say("pres.combo.single", rank=self.rank)
        if self.size == 2:
            return say("pres.combo.pair", rank=self.rank)
        return say("pres.combo.set", n=self.size, rank=self.rank)


# -- reading a play (PRES-TRICK-1, PRES-ORDER-1) -------------------------------------------


def read_combo(cards: Sequence[Card], options: Mapping[str, Any], revolution: bool) -> Combo:
    """The combination `cards` make, or RuleViolation saying why they make none."""
    require(cards, "PRES-TRICK-1", "pres.at_least_one")
    stated = {c.acting.rank for c in cards if not (c.is_joker and c.stands_for is None)}
    require(
        all(c.stands_for is None or not c.stands_for.is_joker for c in cards),
        "PRES-ORDER-1",
        "pres.joker_for_joker",
    )
    if len(stated) <= 1:
        return _read_set(cards, stated, revolution)
    return _read_sequence(cards, options)


def _read_set(cards: Sequence[Card], stated: set[str], revolution: bool) -> Combo:
    # PRES-TRICK-1 names four of a kind as the largest set: five with a joker is refused.
    require(
        len(cards) <= MAX_SET,
        "PRES-TRICK-1",
        "pres.too_many_of_a_rank",
        n=len(cards),
    )
    top = top_rank(revolution)
    if all(c.is_joker for c in cards):
        # PRES-ORDER-1: jokers alone are 2s (3s in a revolution); "JK=9S" alone is refused.
        require(
            stated <= {top},
            "PRES-ORDER-1",
            "pres.jokers_alone_revolution" if revolution else "pres.jokers_alone",
            rank=top,
        )
        return Combo("set", len(cards), (top,))
    return Combo("set", len(cards), (stated.pop(),))


def _read_sequence(cards: Sequence[Card], options: Mapping[str, Any]) -> Combo:
    require(
        options.get("sequences"),
        "PRES-TRICK-1",
        "pres.no_sequences",
    )
    require(
        all(c.stands_for is not None for c in cards if c.is_joker),
        "PRES-ORDER-1",
        "pres.sequence_joker",
    )
    acting = [c.acting for c in cards]
    require(
        len(acting) >= 3,
        "PRES-TRICK-1",
        "pres.sequence_three",
    )
    suits = {c.suit for c in acting}
    require(len(suits) == 1, "PRES-TRICK-1", "pres.sequence_suit")
    require(
        all(c.rank in SEQUENCE_RANKS for c in acting),
        "PRES-ORDER-1",
        "pres.sequence_no_two",
    )
    places = sorted(SEQUENCE_RANKS.index(c.rank) for c in acting)
    require(
        places == list(range(places[0], places[0] + len(places))),
        "PRES-TRICK-1",
        "pres.sequence_consecutive",
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

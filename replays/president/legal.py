"""The legal moves of the player to act: every play that would pass `check`, and passing."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..cards import JOKER, SUITS, Card
from ..errors import Message, RuleViolation
from ..model import Match
from .combos import MAX_SET, SEQUENCE_RANKS, Combo, canonical, follows, read_combo
from .exchange import exchange_moves
from .state import Hand
from .tricks import options

_MIN_SEQUENCE = 3


def legal_moves(match: Match, hand: Hand) -> list[dict]:
    """Exchanges while owed, then the plays of the player to act and, following, passing."""
    if hand.free_lead:  # PRES-START-1: whoever holds the queen of hearts may lead
        return [m for pid in hand.seats for m in _unseen_moves(match, hand, pid, None)]
    if hand.over or hand.turn is None:
        return []
    if hand.owed:
        return exchange_moves(match, hand)
    player = hand.turn
    known = hand.cards(player)
    top = hand.top.combo if hand.top else None
    if known is None:
        moves = _unseen_moves(match, hand, player, top)
    else:
        moves = [
            {"type": "cards_played", "data": {"player": player, "cards": cards}}
            for cards in _plays(match, hand, known, top)
        ]
    if top is not None:
        moves.append({"type": "passed", "data": {"player": player}})
    return moves


def _plays(match: Match, hand: Hand, known: tuple[Card, ...], top: Combo | None) -> list[list[str]]:
    """Every distinct legal play from a known hand, as canonical card lists."""
    opts = options(match)
    set_sizes = range(1, MAX_SET + 1) if top is None else [top.size] * (top.kind == "set")
    lengths: Iterable[int] = ()
    if opts["sequences"]:
        longest = len(SEQUENCE_RANKS)
        lengths = (
            range(_MIN_SEQUENCE, longest + 1)
            if top is None
            else [top.size] * (top.kind == "sequence")
        )
    found: dict[tuple[str, ...], None] = {}
    for cards in [*_sets(known, set_sizes), *_sequences(known, lengths)]:
        try:
            combo = read_combo(cards, opts, hand.revolution)
        except RuleViolation:
            continue
        if top is None or follows(combo, top, hand.revolution):
            found.setdefault(tuple(canonical(cards)), None)
    return [list(cards) for cards in found]


def _sets(known: tuple[Card, ...], sizes: Iterable[int]) -> list[tuple[Card, ...]]:
    """Every set of one rank the hand can make, jokers (plain) filling in."""
    jokers = sum(c.is_joker for c in known)
    by_rank: dict[str, list[Card]] = {}
    for card in known:
        if not card.is_joker:
            by_rank.setdefault(card.rank, []).append(card)
    found: list[tuple[Card, ...]] = []
    for size in sizes:
        for wild in range(min(jokers, size) + 1):
            filler = (Card(JOKER),) * wild
            if wild == size:
                found.append(filler)
                continue
            for cards in by_rank.values():
                found += [combo + filler for combo in combinations(cards, size - wild)]
    return found


def _sequences(known: tuple[Card, ...], lengths: Iterable[int]) -> list[tuple[Card, ...]]:
    """Every sequence of one suit the hand can make, jokers standing for the missing cards."""
    jokers = sum(c.is_joker for c in known)
    held = {c for c in known if not c.is_joker}
    found: list[tuple[Card, ...]] = []
    for length in lengths:
        for suit in SUITS:
            for start in range(len(SEQUENCE_RANKS) - length + 1):
                wanted = [Card(r, suit) for r in SEQUENCE_RANKS[start : start + length]]
                gaps = sum(c not in held for c in wanted)
                if 0 < len(wanted) - gaps and gaps <= jokers:
                    found.append(tuple(c if c in held else Card(JOKER, None, c) for c in wanted))
    return found


def _unseen_moves(match: Match, hand: Hand, player: str, top: Combo | None) -> list[dict]:
    """Table tracking, cards unseen: the kinds of play the player may lay, cards to name."""
    count = hand.count(player)
    hints: list[dict] = []
    if top is not None:
        if top.size <= count:
            hints.append(_hint(player, top.size, top.kind_word, top.said()))
        return hints
    hints += [
        _hint(player, n, Combo("set", n, ("3",)).kind_word) for n in range(1, 5) if n <= count
    ]
    if options(match)["sequences"] and count >= _MIN_SEQUENCE:
        hints.append(_hint(player, _MIN_SEQUENCE, "sequence of 3 or more"))
    return hints


def _hint(player: str, count: int, kind: str, to_beat: Message | None = None) -> dict:
    """A play whose cards the player names (`unknown`, as Rami's): the data postable once
    they are filled in, what the play must be beside it."""
    entry: dict = {"type": "cards_played", "data": {"player": player}, "unknown": True}
    entry.update(count=count, kind=kind)
    if to_beat is not None:
        entry["to_beat"] = to_beat
    return entry

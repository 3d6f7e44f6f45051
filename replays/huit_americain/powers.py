"""What a card does once laid (RULES.md §1 "Powers"): the turn, the direction, the draws.

`effects` reads the preset's powers of the card on top and the table's situation (two
players left, last card, first play); `resolve` moves the turn and sets what is pending.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import Card
from .state import Hand, Pending
from .stock import recall, settle, take

HAND_MOVES = ("passhand", "swap", "rotate")


@dataclass(frozen=True)
class Effects:
    """What a play does to the turn; `draw` is the attack or forced draw laid on the next."""

    again: bool = False
    skip: int = 0
    reverse: bool = False
    draw: Pending | None = None
    give: int = 0
    give_rule: str = ""
    moves: tuple[str, ...] = ()
    quad: bool = False


def effects(h: Hand, seat: int, card: Card, last: bool) -> Effects:
    """The powers of `card` laid by `seat` (H8-POW-*), adapted to two players (H8-TWO-1)."""
    again = skip = 0
    reverse = False
    draw = None
    give, give_rule, moves = 0, "", []
    for p in h.table.powers_of(card):
        if p.kind == "again":
            again = 1
        elif p.kind in ("skip", "reverse") and h.two_players and p.two_players == "again":
            again = 1
        elif p.kind == "skip":
            skip += 1
        elif p.kind == "reverse":
            reverse = reverse or not (h.two_players and p.two_players == "none")
        elif p.kind in ("attack", "force"):
            draw = _draw(h, seat, card, p, last)
        elif p.kind == "give":
            give, give_rule = p.count, p.rule
        elif p.kind in HAND_MOVES:
            moves.append(p.kind)
    return Effects(bool(again), skip, reverse, draw, give, give_rule, tuple(moves))


def _draw(h: Hand, seat: int, card: Card, power, last: bool) -> Pending:
    answers = power.answers if power.kind == "attack" else ()
    if last and card.rank == "A" and h.table.option("last_ace_unanswerable"):
        answers = tuple(a for a in answers if a != "A")  # H8-END-1 last_ace_unanswerable
    kind = "attack" if answers or power.stoppers else "force"
    return Pending(
        kind, -1, power.draw, power.rule, seat, answers, power.stoppers if kind == "attack" else ()
    )


def combo_effects(h: Hand, seat: int, ace: Card) -> Effects:
    """H8-POW-AJ: the jack reverses, then the next player draws 6, answerable as an ace."""
    ace_attack = h.table.power(ace, "attack")
    answers = ace_attack.answers if ace_attack else ("A",)
    stoppers = ace_attack.stoppers if ace_attack else ("8",)
    if h.table.option("last_ace_unanswerable") and h.counts[seat] == 0:
        answers = tuple(a for a in answers if a != "A")
    draw = Pending("attack", -1, 6, "H8-POW-AJ", seat, answers, stoppers)
    return Effects(reverse=not h.two_players, draw=draw)


def resolve(h: Hand, seat: int, fx: Effects, chained: Pending | None) -> Hand:
    """Turn, direction and pending after a play by `seat` that left it `h.counts[seat]` cards.

    `chained` is the attack this card answered (its amount grows, H8-POW-A)."""
    emptied = h.counts[seat] == 0
    direction = -h.direction if fx.reverse else h.direction
    h = h.evolve(direction=direction, turn_draws=0, must_play=None, passes=0, pending=None)
    if fx.quad:
        return h.evolve(out=h.out + (seat,), over="quad", finishers=())
    if fx.draw is not None:
        return _attack(h, seat, fx.draw, chained, emptied)
    if fx.again and (not emptied or h.table.last_again_draws):
        h = h.evolve(turn=seat, finishers=tuple(s for s in h.finishers if s != seat))
        return settle(h)
    if emptied:
        h = h.evolve(finishers=h.finishers + (seat,))
    h = settle(h)
    if h.over:
        return h
    h = h.evolve(turn=h.next_seat(seat, 1 + fx.skip))
    if fx.give and not emptied:
        amount = min(fx.give, h.counts[seat])
        h = h.evolve(pending=Pending("give", seat, amount, fx.give_rule, seat))
    return h


def _attack(h: Hand, seat: int, draw: Pending, chained: Pending | None, emptied: bool) -> Hand:
    """H8-POW-A/-JK/-ATTACK/-FORCE: the next player answers or draws; a last card waits for
    the chain to end before its player is out (H8-END-1)."""
    victim = h.next_seat(seat)
    amount = draw.amount + (chained.amount if chained is not None else 0)
    pending = Pending(draw.kind, victim, amount, draw.rule, seat, draw.answers, draw.stoppers)
    finishers = h.finishers + ((seat,) if emptied and seat not in h.finishers else ())
    return h.evolve(pending=pending, turn=victim, finishers=finishers)


def completed(h: Hand, seat: int) -> Hand:
    """H8-POW-COMPLETE: the fourth card laid, its player plays again, the asker draws 2."""
    asker = h.pending.by if h.pending else seat
    amount = h.pending.amount if h.pending else 2
    h = h.evolve(pending=None, turn=seat, passes=0, turn_draws=0)
    h, _ = take(h, asker, amount)
    return settle(h)


def move_hands(h: Hand, seat: int, kind: str, target: int | None) -> Hand:
    """H8-POW-PASSHAND (to the left), -ROTATE (in the direction of play), -SWAP (with
    `target`): hands move between players still in the hand."""
    seats = list(h.active)
    if kind == "swap" and target is not None:
        mapping = {seat: target, target: seat}
    else:
        step = 1 if kind == "passhand" else h.direction
        mapping = {s: seats[(i + step) % len(seats)] for i, s in enumerate(seats)}
    counts = list(h.counts)
    hands = list(h.hands)
    for src, dst in mapping.items():
        counts[dst] = h.counts[src]
        if h.open:
            hands[dst] = h.hands[src]
    h = h.evolve(counts=tuple(counts), hands=tuple(hands) if h.open else h.hands)
    for s in mapping:
        h = recall(h, s)
    claims = tuple(replace(c, broken=True) for c in h.claims)
    return h.evolve(claims=claims)

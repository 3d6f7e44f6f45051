"""The core turn: a card played, cards drawn, a pass, a reshuffle (H8-TURN-1, H8-PLAY-*).

`check_*` raise RuleViolation; `apply_*` never check and never fail on a stored event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card, parse_cards
from ..errors import Message, RuleViolation, require, say
from . import play as rules
from . import stock
from .state import Hand


@dataclass(frozen=True)
class Play:
    """A `card_played` read against the hand: the cards in the order laid (the card that
    acts is last), and what kind of play it is (one card, or a power's several cards)."""

    seat: int
    cards: tuple[Card, ...]
    kind: str
    suit: str | None
    target: int | None

    @property
    def acting(self) -> Card:
        """The card that acts: the last laid, or the card a joker stands for (des-ulis)."""
        return self.cards[-1].acting


def read_play(h: Hand, data: Mapping[str, Any]) -> Play:
    seat = h.seat(data["player"])
    cards = parse_cards(data["cards"]) if "cards" in data else (Card.parse(data["card"]),)
    cards = tuple(c if c.is_joker and stands(h) else c.plain for c in cards)
    target = h.seat(data["target"]) if data.get("target") in h.seats else None
    return Play(seat, *_shape(h, cards), data.get("suit"), target)


def _shape(h: Hand, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], str]:
    if len(cards) == 1:
        return cards, "single"
    if all(h.table.has(c, "quad") for c in cards):
        return cards, "quad" if len(cards) == 4 else "invalid"
    ranks = sorted(c.rank for c in cards)
    if h.table.option("ace_jack_combo") and ranks == ["A", "J"] and cards[0].suit == cards[1].suit:
        return tuple(sorted(cards, key=lambda c: c.rank == "A")), "combo"
    if h.table.has(cards[0], "run"):
        return cards, "run"
    return cards, "invalid"


def stands(h: Hand) -> bool:
    """des-ulis: the joker stands for the card its player names (`JK=AD`); elsewhere a
    joker is a plain `JK` and what it might stand for is dropped."""
    return h.table.has(Card("JK"), "stands")


def check_stands_for(h: Hand, play: Play) -> None:
    """The joker names a card of the game's deck to stand for (des-ulis)."""
    for card in play.cards:
        if not card.is_joker or not stands(h):
            continue
        rule = h.table.power(card, "stands").rule  # type: ignore[union-attr]
        named = card.stands_for
        require(
            named is not None,
            rule,
            "h8.joker_names_a_card",
        )
        require(
            h.table.copies_of(named) > 0,  # type: ignore[arg-type]
            rule,
            "h8.joker_card_not_in_deck",
            card=named,
        )


# -- who acts ----------------------------------------------------------------------------


def not_over(h: Hand) -> None:
    require(
        not h.over,
        "H8-END-3" if not h.open else "H8-END-1",
        "h8.hand_over",
    )


def actor(h: Hand) -> int:
    """The player who must act now: the one a pending draw or give waits on, else the turn."""
    return h.pending.seat if h.pending is not None else h.turn


def require_turn(h: Hand, seat: int) -> None:
    """H8-TURN-1: only the player whose turn it is plays, draws or passes."""
    if seat != actor(h):
        who = h.name(actor(h))
        raise RuleViolation("H8-TURN-1", "h8.not_your_turn", who=who, other=h.name(seat))


def pending_words(h: Hand) -> Message:
    """What the pending draw or give asks of the player it waits on (H8-POW-*)."""
    p = h.pending
    if p is None:
        return say("h8.nothing_to_give")
    who = h.name(p.seat)
    if p.kind == "give":
        return say("h8.pending.give", who=who, n=p.amount)
    if p.kind == "complete":
        return say("h8.pending.complete", who=who, rank=p.rank, n=p.amount)
    if p.kind == "force":
        return say("h8.pending.force", who=who, n=p.amount, top=h.top)
    top = h.top.acting
    answers = list(p.answers + p.stoppers)
    if answers and "JK" not in answers and h.table.has(Card.parse("JK"), "stands"):
        answers.append("JK")  # des-ulis: the joker answers as the card it stands for
    if not answers:
        return say("h8.pending.attack_draw", who=who, top=top, n=p.amount)
    return say("h8.pending.attack", who=who, top=top, answers=answers, n=p.amount)


# -- card_played ---------------------------------------------------------------------------


def check_play(h: Hand, data: Mapping[str, Any]) -> None:
    play = read_play(h, data)
    not_over(h)
    if h.pending is not None and h.pending.kind == "give":
        raise RuleViolation(h.pending.rule, pending_words(h))
    if play.seat != actor(h) and not _volee(h, play):
        # H8-PLAY-2: "after drawing you may not play": the player whose turn a draw just ended
        # is told that rule, not only that the turn is another's.
        require(play.seat != h.drew, "H8-PLAY-2", "h8.drew_no_play", who=h.name(play.seat))
        require_turn(h, play.seat)
    check_stands_for(h, play)
    _check_held(h, play)
    _check_shape(h, play)
    _check_pending(h, play)
    if h.must_play is not None:
        require(
            play.cards == (h.must_play,),
            "H8-PLAY-2",
            "h8.must_play_drawn",
            who=h.name(play.seat),
            card=h.must_play,
        )
    _check_first(h, play)
    _check_matching(h, play)
    _check_finish(h, play)
    _check_suit(h, play)
    _check_target(h, play)


def _check_shape(h: Hand, play: Play) -> None:
    """Several cards at once only as a power lays them (H8-POW-QUAD8, -AJ, -RUN)."""
    if play.kind != "invalid":
        return
    laid = play.cards
    if all(h.table.has(c, "quad") for c in play.cards):
        raise RuleViolation("H8-POW-QUAD8", "h8.quad_laid", cards=laid)
    if h.table.option("ace_jack_combo") and sorted(c.rank for c in play.cards) == ["A", "J"]:
        raise RuleViolation("H8-POW-AJ", "h8.ace_jack", cards=laid)
    raise RuleViolation("H8-PLAY-1", "h8.one_at_a_time", cards=laid)


def _volee(h: Hand, play: Play) -> bool:
    """Option a_la_volee (two decks): the card identical to the top card, out of turn. An
    upcard not logged (H8-SETUP-3) cannot be matched card for card: no volée on it, the
    turn rule (H8-TURN-1) applies. RULES.md is silent on attacks: H8-TURN-1 makes the
    volée an exception to the turn without condition, so, as at a French table, the twin
    of an attack card is laid on it à la volée and answers it (H8-POW-A: the attack grows
    and goes on from that player); a forced draw (H8-POW-FORCE) has no answer, so
    _check_pending refuses the volée citing it. A give or a "complete" waits on its one
    player, who alone may act (H8-POW-GIVE, H8-POW-COMPLETE)."""
    return bool(
        h.top is not None
        and h.table.option("a_la_volee")
        and h.table.copies > 1
        and play.kind == "single"
        and (h.pending is None or h.pending.kind in ("attack", "force"))
        and play.seat in h.active
        and play.cards[-1].plain == h.top.plain
    )


def _check_held(h: Hand, play: Play) -> None:
    if h.open:
        missing = rules.holds(h, play.seat, play.cards)
        lack = missing[0] if missing else ""
        require(not missing, "H8-PLAY-1", "h8.does_not_hold", who=h.name(play.seat), card=lack)
    else:
        n = h.count(play.seat)
        require(
            len(play.cards) <= n,
            "H8-PLAY-1",
            "h8.too_many_cards",
            who=h.name(play.seat),
            n=n,
            count=len(play.cards),
        )
        unknown = rules.not_in_play(h, play.cards)
        require(not unknown, "H8-SETUP-1", unknown)


def _check_pending(h: Hand, play: Play) -> None:
    p = h.pending
    if p is None:
        return
    card = play.acting
    if p.kind == "attack":
        ok = play.kind == "single" and rules.answers_attack(p, card)
        if ok and not rules.playable(h, play.cards[-1]):  # H8-PLAY-3 eight_on_own_suit
            raise RuleViolation(_matching_rule(h, card), rules.not_playable(h, card))
        last_ace = h.table.option("last_ace_unanswerable") and h.counts[p.by] == 0
        require(
            ok or not (last_ace and card.rank == "A" and h.top.rank == "A"),
            "H8-END-1",
            "h8.last_ace",
            who=h.name(p.by),
        )
    elif p.kind == "complete":
        ok = play.kind == "single" and card.rank == p.rank
    else:
        ok = False
    require(ok, p.rule, pending_words(h))


def _check_first(h: Hand, play: Play) -> None:
    """H8-SETUP-3: no attack card as the first card of the hand."""
    if h.played_any or not h.table.no_first_attack:
        return
    attack = play.kind == "combo" or (play.kind == "single" and h.table.draws(play.acting))
    require(
        not attack,
        "H8-SETUP-3",
        "h8.first_card_attack",
        card=play.acting,
    )


def _check_matching(h: Hand, play: Play) -> None:
    if play.kind == "quad":
        ok = any(rules.playable(h, c) for c in play.cards)
        require(ok, "H8-POW-QUAD8", rules.not_playable(h, play.cards[0]))
        return
    if play.kind == "combo":
        ok = any(rules.playable(h, c) for c in play.cards)  # H8-POW-AJ laid as H8-PLAY-1 says
        require(ok, _matching_rule(h, play.acting), rules.not_playable(h, play.acting))
        return
    first = play.cards[0]
    require(rules.playable(h, first), _matching_rule(h, first), rules.not_playable(h, first))
    if play.kind == "run":
        _check_run(h, play)


def _matching_rule(h: Hand, card: Card) -> str:
    """The rule a card that does not match breaks: its wild power's (a wild card kept to its
    own suit, eight_on_own_suit), H8-PLAY-4 on a joker (the suit in force stays), else
    H8-PLAY-1 (also for a bridge card off its ranks, on a wild joker that named the suit,
    variante-4, and on a joker standing for a card, des-ulis)."""
    power = h.table.power(card, "wild")
    if power is not None:
        return power.rule
    top = h.top.acting if h.top is not None else None
    if top is None:
        return "H8-PLAY-1"
    wild_joker = h.table.has(top, "wild")
    return "H8-PLAY-4" if top.is_joker and not wild_joker else "H8-PLAY-1"


def _check_run(h: Hand, play: Play) -> None:
    """H8-POW-RUN: the ace, then every further card of its suit held, in rank order."""
    suit = play.cards[0].suit
    values = [c.value for c in play.cards[1:]]
    require(
        all(c.suit == suit for c in play.cards) and values == sorted(values),
        "H8-POW-RUN",
        "h8.run_order",
        card=play.cards[0],
        suit=suit,
    )
    if h.open:
        left = [c for c in rules_left(h, play) if c.suit == suit]
        require(
            not left,
            "H8-POW-RUN",
            "h8.run_all",
            suit=suit,
            card=left[0] if left else None,
        )


def rules_left(h: Hand, play: Play) -> list[Card]:
    rest = list(h.hands[play.seat])
    for card in play.cards:
        rest.remove(card)
    return rest


def _check_finish(h: Hand, play: Play) -> None:
    """H8-END-1 option no_finish_on_eight: nobody goes out on an 8."""
    emptied = h.count(play.seat) == len(play.cards)
    require(
        not (
            emptied
            and play.kind != "quad"
            and play.acting.rank == "8"
            and h.table.option("no_finish_on_eight")
        ),
        "H8-END-1",
        "h8.no_finish_on_eight",
        who=h.name(play.seat),
    )


def _check_suit(h: Hand, play: Play) -> None:
    """H8-PLAY-3: a wild card names the suit to follow, unless it ends the hand ("An 8 that
    ends the hand needs no named suit"); under `named_suit_held` the suit must still be held
    after the play. With positive scoring a player going out does not end the hand while
    others play on (H8-END-2): their last 8 still names the suit they follow."""
    wild = h.table.power(play.acting, "wild") if play.kind == "single" else None
    ends = h.count(play.seat) == len(play.cards) and ends_hand(h)
    if wild is None:
        rule = "H8-POW-WILDSUIT" if h.table.has(play.acting, "wildsuit") else "H8-PLAY-3"
        require(play.suit is None, rule, "h8.only_wild_names_suit", card=play.acting)
        return
    require(
        play.suit is not None or ends,
        wild.rule,
        "h8.name_the_suit",
        who=h.name(play.seat),
        card=play.acting,
    )
    if play.suit is None or not h.open or not h.table.option("named_suit_held"):
        return
    rest = [c for c in rules_left(h, play) if not c.is_joker]
    require(
        not rest or any(c.suit == play.suit for c in rest),
        "H8-PLAY-3",
        "h8.suit_not_held",
        who=h.name(play.seat),
        suit=play.suit,
    )


def ends_hand(h: Hand) -> bool:
    """Whether a player going out now ends the hand: always with negative scoring (H8-END-1),
    with positive scoring only as the third player out or leaving one player (H8-END-2)."""
    return stock.done(h.positive, len(h.out) + 1, len(h.active) - 1)


def _check_target(h: Hand, play: Play) -> None:
    """H8-POW-SWAP: the swap card names the player whose hand is taken."""
    swap = play.kind == "single" and h.table.has(play.acting, "swap")
    if not swap:
        require(play.target is None, "H8-POW-SWAP", "h8.no_swap", card=play.acting)
        return
    emptied = h.count(play.seat) == 1
    require(
        emptied or (play.target in h.active and play.target != play.seat),
        "H8-POW-SWAP",
        "h8.swap_target",
        card=play.acting,
    )

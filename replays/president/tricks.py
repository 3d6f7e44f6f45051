"""Tricks: turns (PRES-TURN-1), following (PRES-TRICK-1), closing (PRES-TRICK-2, PRES-EIGHT-1),
revolutions (PRES-REV-1), going out (PRES-OUT-1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, missing_from, parse_cards, remove
from ..errors import Message, RuleViolation, require, say
from ..model import Match
from .combos import Combo, follows, read_combo, same_kind
from .deal import require_possible
from .exchange import step_said
from .state import Hand, Lead, Play

# Why a player leads, and the rule that put the lead there (refusals cite it).
LEAD_RULES = {
    "start": "PRES-START-1",
    "twos": "PRES-TRICK-2",
    "threes": "PRES-REV-1",
    "eights": "PRES-EIGHT-1",
    "all_passed": "PRES-TRICK-2",
}


def options(match: Match) -> Mapping[str, Any]:
    return match.rules["options"]


def lead_rule(lead: Lead) -> str:
    return "PRES-OUT-1" if lead.after_out else LEAD_RULES[lead.reason]


def lead_said(match: Match, hand: Hand, lead: Lead) -> Message:
    """Why `lead.player` leads the next trick, in table words."""
    who = match.name(lead.player)
    if lead.reason == "start":
        return say("pres.lead.start", who=who)
    by = match.name(lead.by or "")
    if lead.reason == "all_passed" or not hand.tricks:
        why = say("pres.lead.all_passed", by=by)
    else:
        play = hand.tricks[-1][-1].combo.said()
        why = say("pres.lead.closed", by=by, play=play, closer=lead.reason)
    if lead.after_out:
        return say("pres.lead.after_out", why=why, by=by, who=who)
    return say("pres.lead.then", why=why, who=who)


# -- checks ---------------------------------------------------------------------------------


def check_exchange_done(match: Match, hand: Hand) -> None:
    """PRES-XCHG-1: no play before the exchange is complete."""
    if hand.owed:
        raise RuleViolation(
            "PRES-XCHG-1", "pres.exchange_first", step=step_said(match, hand.owed[0])
        )


def check_turn(match: Match, hand: Hand, player: str) -> None:
    """PRES-TURN-1, citing the rule that gave the turn where one did (a closed trick, the start).

    Our choice: a wrong leader after a closed trick is refused under the rule that gave the
    lead (PRES-TRICK-2, -EIGHT-1, -REV-1, -OUT-1, -START-1), the sentence a dispute needs.
    """
    name = match.name(player)
    if hand.free_lead:
        return  # PRES-START-1, the table's word: whoever lays the first cards holds the queen
    require(hand.turn is not None, "PRES-RANK-1", "pres.hand_over")
    if player in hand.out:
        place = hand.out.index(player) + 1
        raise RuleViolation("PRES-OUT-1", "pres.out", who=name, place=place)
    if player == hand.turn:
        return
    if options(match)["pass_is_final"] and player in hand.passed and hand.plays:
        raise RuleViolation("PRES-TRICK-1", "pres.passed_for_good", who=name)
    if not hand.plays and hand.lead is not None:
        raise RuleViolation(
            lead_rule(hand.lead),
            "pres.lead.not_you",
            lead=lead_said(match, hand, hand.lead),
            other=name,
        )
    raise RuleViolation("PRES-TURN-1", "pres.not_your_turn", who=match.name(hand.turn), other=name)


def check_play(match: Match, hand: Hand, data: Mapping[str, Any]) -> Combo:
    """PRES-TRICK-1 and friends: the cards are held, make a play, and follow the trick."""
    check_exchange_done(match, hand)
    player = data["player"]
    check_turn(match, hand, player)
    cards = parse_cards(data["cards"])
    check_holding(match, hand, player, cards)
    combo = read_combo(cards, options(match), hand.revolution)
    if hand.top is not None:
        check_follows(match, hand, combo, hand.top.combo)
    return combo


def check_holding(match: Match, hand: Hand, player: str, cards: tuple[Card, ...]) -> None:
    """The player holds the cards (known hands), or at least could (counts, one deck)."""
    name, count = match.name(player), hand.count(player)
    require(
        len(cards) <= count,
        "PRES-TRICK-1",
        "pres.holds_count",
        who=name,
        n=count,
        count=len(cards),
    )
    known = hand.cards(player)
    # Not holding a card is a PRES-TRICK-1 matter (one lays cards from one's hand); a card
    # the table has already seen elsewhere contradicts the deal itself (PRES-SETUP-1).
    if known is not None:
        missing = missing_from(cards, known)
        require(not missing, "PRES-TRICK-1", "pres.does_not_hold", who=name, cards=missing)
        return
    require_possible(match, hand, player, cards)


def check_follows(match: Match, hand: Hand, combo: Combo, top: Combo) -> None:
    """PRES-TRICK-1: same count, equal or higher in the current order (PRES-REV-1, -EIGHT-1)."""
    revolution = hand.revolution
    if follows(combo, top, revolution):
        return
    if not same_kind(combo, top):  # the count and kind: PRES-TRICK-1, whatever the cards
        raise RuleViolation(
            "PRES-TRICK-1",
            "pres.same_kind",
            agree=combo.agrees(),
            play=combo.said(),
            top=top.said(),
            kind=top.kind_said(),
        )
    if options(match)["huit_ferme_le_pli"] and combo.has_eight:
        rule = "PRES-EIGHT-1"  # an 8 still follows by rank
    else:
        rule = "PRES-REV-1" if revolution else "PRES-TRICK-1"
    raise RuleViolation(
        rule,
        "pres.lower_revolution" if revolution else "pres.higher",
        agree=combo.agrees(),
        play=combo.said(),
        top=top.said(),
        kind=top.kind_said(),
    )


def check_pass(match: Match, hand: Hand, data: Mapping[str, Any]) -> None:
    """PRES-TRICK-1: a player may pass, except the leader of a new trick."""
    check_exchange_done(match, hand)
    player = data["player"]
    check_turn(match, hand, player)
    require(
        hand.plays,
        "PRES-TRICK-1",
        "pres.leader_cannot_pass",
        who=match.name(player),
    )


# -- applying -------------------------------------------------------------------------------


def apply_play(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    """Lay the cards; revolution, going out, closing the trick or passing the turn on."""
    player, opts = data["player"], options(match)
    cards = parse_cards(data["cards"])
    combo = read_combo(cards, opts, hand.revolution)
    play = Play(player, cards, combo)
    closes = combo.closes(hand.revolution, opts["huit_ferme_le_pli"])
    hand = _lay(hand.evolve(free_lead=False), player, cards)
    if opts["revolution"] and combo.is_four:
        hand = hand.evolve(revolution=not hand.revolution)  # PRES-REV-1
    plays = hand.plays + (play,)
    if len(hand.still_in) <= 1:
        return _finish(hand, plays)
    if closes:
        return _close(hand, plays, closes, player)
    passed = hand.passed if opts["pass_is_final"] else ()
    hand = hand.evolve(plays=plays, passed=passed)
    after = hand.next_in(player, skip=passed + (player,))
    if after is None:
        return _close(hand, plays, "all_passed", player)
    return hand.evolve(turn=after)


def apply_pass(match: Match, hand: Hand, data: Mapping[str, Any]) -> Hand:
    """PRES-TRICK-2: the trick closes once every other player still in has passed."""
    player = data["player"]
    passed = hand.passed + (player,)
    last = hand.plays[-1].player
    hand = hand.evolve(passed=passed)
    if all(p in passed for p in hand.still_in if p != last):
        return _close(hand, hand.plays, "all_passed", last)
    skip = passed if options(match)["pass_is_final"] else ()
    return hand.evolve(turn=hand.next_in(player, skip=skip))


def _lay(hand: Hand, player: str, cards: tuple[Card, ...]) -> Hand:
    """The cards leave the hand; an empty hand is out (PRES-OUT-1)."""
    plain = tuple(c.plain for c in cards)
    known = hand.cards(player)
    left = remove(known, plain) if known is not None else None
    hand = hand.with_cards(player, left, hand.count(player) - len(cards))
    hand = hand.evolve(played=hand.played + plain)
    if hand.count(player) == 0:
        hand = hand.evolve(out=hand.out + (player,))
    return hand


def _close(hand: Hand, plays: tuple[Play, ...], reason: str, by: str) -> Hand:
    """PRES-TRICK-2/PRES-OUT-1: the closer leads, or the next player still in if they are out."""
    after_out = by in hand.out
    leader = hand.next_in(by) if after_out else by
    return hand.evolve(
        plays=(),
        passed=(),
        turn=leader,
        lead=Lead(leader or by, reason, by, after_out),
        tricks=hand.tricks + (plays,),
    )


def _finish(hand: Hand, plays: tuple[Play, ...]) -> Hand:
    """PRES-RANK-1: the last player still holding cards is placed last; the hand is over."""
    return hand.evolve(
        out=hand.out + hand.still_in,
        plays=(),
        passed=(),
        turn=None,
        lead=None,
        tricks=hand.tricks + (plays,),
    )

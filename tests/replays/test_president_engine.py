"""The Président engine without the service: combinations, options, the deal, reveals,
legal moves and explain (RULES.md §3)."""

from __future__ import annotations

import pytest

from replays import match as fold
from replays.cards import Card, deck, parse_cards
from replays.catalogue import localised
from replays.errors import InvalidInput, Message, RuleViolation
from replays.model import Event, Match
from replays.president.combos import read_combo, strength
from replays.president.deal import deal_counts
from replays.registry import engine_for
from tests.support.fold_game import created

ENGINE = engine_for("president")
PLAY = ENGINE.play
FOUR = ("anna", "ben", "chloe", "dan")
SEQ = {"sequences": True}


def new_match(players=FOUR, tracking="open", **options) -> Match:
    return fold.apply(None, created(ENGINE, players, tracking, "standard", options), "g")


def post(match: Match, type_: str, **data) -> Match:
    event = Event(type_, data, match.seq + 1)
    fold.check(match, event)
    return fold.apply(match, event)


def refused(match: Match, rule: str, type_: str, **data) -> str:
    with pytest.raises(RuleViolation) as caught:
        fold.check(match, Event(type_, data, match.seq + 1))
    assert caught.value.rule == rule, caught.value
    return caught.value.message


def dealt(match: Match) -> Match:
    """Hand 1, the deck in its fixed order, dan dealing: anna gets AS, 5S, 9S, KS, 4H, …"""
    cards = [str(c) for c in deck(52, 1, jokers=match.rules["options"]["jokers"])]
    return post(match, "hand_started", hand=1, dealer="dan", deck=cards)


def combo(texts: list[str], options=None, revolution=False):
    return read_combo(parse_cards(texts), options or {}, revolution)


@pytest.mark.parametrize(
    ("cards", "revolution", "kind", "size", "ranks"),
    [
        (["9S"], False, "set", 1, ("9",)),
        (["9S", "JK"], False, "set", 2, ("9",)),
        (["JK"], False, "set", 1, ("2",)),
        (["JK", "JK"], True, "set", 2, ("3",)),
        (["5H", "6H", "JK=7H"], False, "sequence", 3, ("5", "6", "7")),
        (["JK=10D", "QD", "JD", "KD"], False, "sequence", 4, ("10", "J", "Q", "K")),
    ],
)
def test_pres_order_1_combinations_are_read_with_jokers(cards, revolution, kind, size, ranks):
    read = combo(cards, SEQ, revolution)
    assert (read.kind, read.size, read.ranks) == (kind, size, ranks)


@pytest.mark.parametrize(
    ("cards", "options", "rule"),
    [
        (["5S", "6S", "7S"], {}, "PRES-TRICK-1"),  # sequences off
        (["5S", "6H", "7S"], SEQ, "PRES-TRICK-1"),  # one suit
        (["5S", "6S"], SEQ, "PRES-TRICK-1"),  # three at least
        (["5S", "7S", "8S"], SEQ, "PRES-TRICK-1"),  # consecutive
        (["KS", "AS", "2S"], SEQ, "PRES-ORDER-1"),  # no 2 in a sequence
        (["5S", "6S", "JK"], SEQ, "PRES-ORDER-1"),  # the joker must say
        (["JK=9S"], {}, "PRES-ORDER-1"),  # alone it is a 2
        (["9S", "9H", "9D", "9C", "JK"], {}, "PRES-TRICK-1"),  # four at most
    ],
)
def test_pres_trick_1_what_is_not_a_play(cards, options, rule):
    with pytest.raises(RuleViolation) as caught:
        combo(cards, options)
    assert caught.value.rule == rule


def test_pres_rev_1_the_order_reverses():
    assert strength("2", False) > strength("A", False) > strength("3", False)
    assert strength("3", True) > strength("4", True) > strength("2", True)
    four = combo(["9S", "9H", "9D", "JK"])
    assert four.is_four and four.closes(False, False) is None
    assert combo(["3S"]).closes(True, False) == "threes"
    assert combo(["6S", "7S", "JK=8S"], SEQ).closes(False, True) == "eights"


def test_options_points_merge_jokers_set_the_deck():
    rules = ENGINE.resolve("huit-ferme-le-pli", {"points": {"trou": -3}, "jokers": 2})
    assert rules["options"]["points"]["trou"] == -3 and rules["options"]["points"]["president"] == 2
    assert rules["deck"]["size"] == 54 and rules["options"]["huit_ferme_le_pli"] is True
    for bad in (
        {"points": {"roi": 1}},
        {"points": {"trou": "x"}},
        {"jokers": True},
        {"colour": 1},
    ):
        with pytest.raises(InvalidInput):
            ENGINE.resolve("standard", bad)
    with pytest.raises(RuleViolation) as refused:  # a count the rule does not play
        ENGINE.resolve("standard", {"jokers": 1})
    assert refused.value.rule == "PRES-SETUP-1"
    assert ENGINE.resolve("standard", None)["options"]["points"]["president"] == 2


def test_pres_setup_1_counts_when_the_deck_does_not_divide():
    seats = tuple(f"p{i}" for i in range(7))
    assert deal_counts(54, seats, "p6") == (8, 8, 8, 8, 8, 7, 7)
    assert deal_counts(52, seats[:5], "p0") == (10, 11, 11, 10, 10)


def test_hand_revealed_in_table_tracking_is_checked_then_known():
    match = new_match(tracking="table")
    match = post(match, "hand_started", hand=1, dealer="dan", first_player="anna")
    match = post(match, "cards_played", player="anna", cards=["5S"])
    cards = ["5S", *[f"{r}H" for r in "23456789"], "10H", "JH", "QH", "KH"]
    refused(match, "PRES-SETUP-1", "hand_revealed", player="ben", cards=cards)  # 5S played
    refused(match, "PRES-SETUP-1", "hand_revealed", player="ben", cards=cards[1:5])
    match = post(match, "hand_revealed", player="ben", cards=["AH", *cards[1:]])
    msg = refused(match, "PRES-TRICK-1", "cards_played", player="ben", cards=["6S"])
    assert msg == "Ben does not hold the 6 of spades"
    match = post(match, "cards_played", player="ben", cards=["6H"])
    refused(match, "PRES-SETUP-1", "cards_played", player="chloe", cards=["KH"])  # ben's
    assert PLAY.view(match)["players"][1]["count"] == 12


def test_hand_revealed_in_open_tracking_must_be_the_hand():
    match = dealt(new_match())
    anna = [str(c) for c in deck(52)[0::4]]
    refused(match, "PRES-SETUP-1", "hand_revealed", player="anna", cards=anna[:-1] + ["2H"])
    post(match, "hand_revealed", player="anna", cards=anna)


def test_legal_moves_while_exchanging_give_only_the_best_cards():
    match = new_match()
    match = match.evolve(
        hand_no=1, results=(ENGINE.order_points(match, 1, ("dan", "chloe", "ben", "anna")),)
    )
    cards = [str(c) for c in deck(52)]
    cards[4], cards[14] = cards[14], cards[4]  # anna, the Trou, gets 2H and 2D
    cards[8], cards[27] = cards[27], cards[8]
    match = post(match, "hand_started", hand=2, dealer="dan", deck=cards)
    moves = PLAY.legal_moves(match)
    assert sorted(m["data"]["cards"] for m in moves) == [["2D", "2C"], ["2H", "2C"], ["2H", "2D"]]
    match = post(match, "cards_exchanged", **{"from": "anna", "to": "dan", "cards": ["2D", "2C"]})
    assert len(PLAY.legal_moves(match)) == 15 * 14 // 2  # any two of dan's fifteen cards


def test_legal_moves_in_table_tracking_describe_unseen_plays():
    table = post(
        new_match(tracking="table"), "hand_started", hand=1, dealer="dan", first_player="ben"
    )
    assert {m["kind"] for m in PLAY.legal_moves(table)} == {
        "single",
        "pair",
        "triple",
        "four of a kind",
    }
    table = post(table, "cards_played", player="ben", cards=["9S", "9H"])
    assert PLAY.legal_moves(table) == [
        {
            "type": "cards_played",
            "data": {"player": "chloe"},
            "unknown": True,
            "count": 2,
            "kind": "pair",
            "to_beat": Message("pres.combo.pair", {"rank": "9"}),
        },
        {"type": "passed", "data": {"player": "chloe"}},
    ]


def test_explain_names_the_rules_of_each_step():
    match = dealt(new_match())
    started = PLAY.explain(
        new_match(),
        Event("hand_started", {"hand": 1, "dealer": "dan", "deck": [str(c) for c in deck(52)]}),
    )
    assert started[-1]["rule"] == "PRES-START-1" and "queen of hearts" in str(started[-1]["text"])
    first = match.hand.turn
    cards = [str(next(c for c in match.hand.cards(first) if c.rank == "3" or c.rank == "4"))]
    steps = PLAY.explain(match, Event("cards_played", {"player": first, "cards": cards}))
    assert [s["rule"] for s in steps][:2] == ["PRES-START-1", "PRES-TRICK-1"]
    after = post(match, "cards_played", player=first, cards=cards)
    nxt = after.hand.turn
    two = next(str(c) for c in after.hand.cards(nxt) if c.rank == "2")
    steps = PLAY.explain(after, Event("cards_played", {"player": nxt, "cards": [two]}))
    assert steps[-1]["rule"] == "PRES-TRICK-2" and "closed the trick" in str(steps[-1]["text"])
    passing = PLAY.explain(after, Event("passed", {"player": nxt}))
    assert localised(passing[0], "en") == {
        "rule": "PRES-TRICK-1",
        "text": f"{nxt.capitalize()} passes",
    }


def test_apply_ignores_what_is_not_a_hand_event():
    match = new_match()
    assert PLAY.view(match) == {} and PLAY.legal_moves(match) == []
    assert PLAY.explain(match, Event("passed", {"player": "anna"})) == []
    hand = PLAY.start(match, {"hand": 1, "dealer": "dan", "deck": [str(c) for c in deck(52)]})
    assert Card("Q", "H") in hand.cards("anna") and hand.turn == "anna"

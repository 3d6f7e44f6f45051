"""Melds as a table of cases (RAMI-MELD-1, -MELD-2), opening points (RAMI-OPEN-1) and the
best-melds search behind the legal moves."""

from __future__ import annotations

import pytest

from replays.cards import fmt, parse_cards
from replays.errors import RuleViolation
from replays.rami.hints import best_melds
from replays.rami.melds import Shape, arrange, check_meld, fits, opening_points

ONE, ONE_HIGH, TWO = Shape(False, 1), Shape(True, 1), Shape(False, 2)


def cards(text: str):
    return parse_cards(text.split())


@pytest.mark.parametrize(
    ("meld", "shape", "kind", "order"),
    [
        ("7S 7D 7C", ONE, "set", "7S 7D 7C"),
        ("7C 7H 7D 7S", ONE, "set", "7S 7H 7D 7C"),
        ("7S 7S 7D", TWO, "set", "7S 7S 7D"),
        ("3H AH 2H", ONE, "run", "AH 2H 3H"),
        ("10S QS JS KS 9S", ONE, "run", "9S 10S JS QS KS"),
        ("QS AS KS", ONE_HIGH, "run", "QS KS AS"),
        ("AS 2S 3S", ONE_HIGH, "run", "AS 2S 3S"),
        ("5H JK=6H 7H", ONE, "run", "5H JK=6H 7H"),
        ("JK=9C 9S 9D", ONE, "set", "9S 9D JK=9C"),
    ],
)
def test_rami_meld_1_melds(meld, shape, kind, order):
    assert arrange(cards(meld), shape) == (kind, cards(order))
    assert fmt(arrange(cards(meld), shape)[1]) == order.split()


@pytest.mark.parametrize(
    ("meld", "shape", "rule"),
    [
        ("7S 7D", ONE, "RAMI-MELD-1"),
        ("7S 7D 8C", ONE, "RAMI-MELD-1"),
        ("7S 7S 7D", ONE, "RAMI-MELD-1"),
        ("7S 7H 7D 7C 7S", TWO, "RAMI-MELD-1"),
        ("5H 6H 8H", ONE, "RAMI-MELD-1"),
        ("QS KS AS", ONE, "RAMI-MELD-1"),
        ("KS AS 2S", ONE_HIGH, "RAMI-MELD-1"),
        ("5H 6H 7S", ONE, "RAMI-MELD-1"),
        ("5H 6H JK", ONE, "RAMI-MELD-2"),
        ("5H 6H JK=9H", ONE, "RAMI-MELD-2"),
        ("7S 7D JK=7S", ONE, "RAMI-MELD-2"),
    ],
)
def test_rami_meld_1_and_2_not_melds(meld, shape, rule):
    assert arrange(cards(meld), shape) is None
    with pytest.raises(RuleViolation) as exc:
        check_meld(cards(meld), shape)
    assert exc.value.rule == rule


def test_rami_meld_2_the_message_says_what_the_joker_may_be():
    with pytest.raises(RuleViolation) as exc:
        check_meld(cards("JK 5H 6H"), ONE)
    choices = exc.value.params["why"].params["choices"]
    assert [[str(c) for c in choice] for choice in choices] == [["JK=4H"], ["JK=7H"]]
    assert exc.value.render("fr").endswith(
        "le joker (pour le 4 de cœur) ou le joker (pour le 7 de cœur)"
    )


def test_rami_open_1_points_ace_eleven_joker_as_stated():
    assert opening_points([cards("AH 2H 3H"), cards("JK=KS KD KC")]) == 16 + 30


@pytest.mark.parametrize(
    ("meld", "shape", "wanted"),
    [
        ("7S 7D 7C", ONE, "7H"),
        ("7S 7D 7C", TWO, "7S 7H 7D 7C"),
        ("7S 7H 7D 7C", ONE, ""),
        ("AH 2H 3H", ONE, "4H"),
        ("JH QH KH", ONE, "10H"),
        ("JH QH KH", ONE_HIGH, "10H AH"),
    ],
)
def test_fits_cards_that_extend_a_meld(meld, shape, wanted):
    kind, order = arrange(cards(meld), shape)
    assert fmt(fits(kind, order, shape)) == wanted.split()


@pytest.mark.parametrize(
    ("hand", "shape", "points"),
    [
        ("AH 2H 3H 7S 7D 7C KD QD JD 9C 4S", ONE, 67),
        ("JK JK 5H 6H 9S 9D KC QC 2D 3S 8H", ONE, 57),  # 9S 9D JK=9H, JK=JC QC KC
        ("JK JK 5H 6H 9S 9D KC QC 2D 3S 8H", ONE_HIGH, 58),  # QC KC JK=AC
        ("7H 7S 7D 8H 9H", ONE, 24),  # the 7H in the séquence beats the brelan (21)
        ("2C 5D 9S KH", ONE, 0),
    ],
)
def test_best_melds_search(hand, shape, points):
    found, melds = best_melds(list(cards(hand)), shape)
    assert found == points
    assert sum(opening_points([m]) for m in melds) == points
    assert all(arrange(m, shape) for m in melds)

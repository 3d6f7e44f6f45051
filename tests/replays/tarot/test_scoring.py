"""The score of a Tarot hand (replays/tarot/scoring.py) against the FFT's worked examples
of « la marque en donnes libres » (RULES.md TAROT-EX-*) and its sharing rule at 3, 4 and 5
players (TAROT-SCORE-5)."""

from __future__ import annotations

import random

import pytest

from replays.tarot.scoring import CHELEMS, CONTRACTS, POIGNEES, Declared, camp_value, shares

FOUR = ("a", "b", "c", "d")


def _scores(hand: Declared, players=FOUR) -> dict[str, int]:
    return shares(hand, players)


def test_tarot_ex_1_garde_poignee_petit_au_bout():
    """FFT: « Le preneur tente une Garde, présente une Poignée de 10 Atouts. Il mène le
    Petit au Bout et réalise 49 points en détenant deux Bouts. »"""
    hand = Declared("a", "garde", bouts=2, made=49, petit="attack", poignees=("simple",))
    assert camp_value(hand) == 106
    assert _scores(hand) == {"a": 318, "b": -106, "c": -106, "d": -106}


def test_tarot_ex_2_garde_sans_petit_au_bout_by_the_defence():
    """FFT: « Le preneur gagne une Garde Sans de 4 points, mais le Petit est mené au Bout
    par la Défense. »"""
    hand = Declared("a", "garde_sans", bouts=2, made=45, petit="defense")
    assert _scores(hand) == {"a": 228, "b": -76, "c": -76, "d": -76}


def test_tarot_ex_3_prise_failed_with_poignee_and_petit_au_bout():
    """FFT: « Le preneur chute une Prise de 7 après avoir présenté une Poignée de 10
    Atouts, mais en menant le Petit au Bout. »"""
    hand = Declared("a", "prise", bouts=1, made=44, petit="attack", poignees=("simple",))
    assert not hand.won and hand.margin == 7
    assert _scores(hand) == {"a": -126, "b": 42, "c": 42, "d": 42}


def test_tarot_ex_4_defence_poignee_paid_to_the_winning_taker():
    """FFT: « Le preneur gagne une Garde de 11, la Défense ayant présenté une Poignée. »"""
    hand = Declared("a", "garde", bouts=2, made=52, poignees=("simple",))
    assert _scores(hand) == {"a": 276, "b": -92, "c": -92, "d": -92}


def test_tarot_ex_5_chelem_announced_and_made():
    """FFT: « Sur une Garde, le preneur annonce et réussit le Chelem, montre une Poignée de
    10 Atouts et mène le Petit au Bout. La défense conserve l'Excuse qu'elle possédait. Avec
    2 Bouts, le preneur réalise 87 points. »"""
    hand = Declared(
        "a", "garde", 2, 87, petit="attack", poignees=("simple",), chelem="announced_made"
    )
    assert _scores(hand) == {"a": 1746, "b": -582, "c": -582, "d": -582}


def test_tarot_score_5_sharing_at_three_and_five():
    """TAROT-EX-2's hand shared at 3 players, and at 5 with and without a partner."""
    hand = Declared("a", "garde_sans", bouts=2, made=45, petit="defense")
    assert _scores(hand, ("a", "b", "c")) == {"a": 152, "b": -76, "c": -76}
    partnered = Declared("a", "garde_sans", 2, 45, petit="defense", partner="e")
    five = ("a", "b", "c", "d", "e")
    assert _scores(partnered, five) == {"a": 152, "b": -76, "c": -76, "d": -76, "e": 76}
    assert _scores(hand, five) == {"a": 304, "b": -76, "c": -76, "d": -76, "e": -76}


@pytest.mark.parametrize("made, half, scored", [(40, True, -52), (41, True, 52), (41, False, 50)])
def test_tarot_count_3_the_half_goes_to_the_winning_camp(made, half, scored):
    """At 3 players, a prise with two bouts: 40½ counts 40, failed by 1; 41½ counts 42,
    made by 1; 41 exactly (« juste fait », TAROT-SCORE-1) is made by 0."""
    hand = Declared("a", "prise", bouts=2, made=made, half=half)
    assert _scores(hand, ("a", "b", "c"))["a"] == scored


def test_tarot_score_1_juste_fait_is_made_by_zero():
    exact = Declared("a", "prise", 1, 51)
    assert exact.won and exact.margin == 0
    short = Declared("a", "prise", 1, 50)
    assert not short.won and short.margin == 1


def test_tarot_score_2_the_margin_is_multiplied_by_the_contract():
    for contract, times in (("prise", 1), ("garde", 2), ("garde_sans", 4), ("garde_contre", 6)):
        assert camp_value(Declared("a", contract, 2, 51)) == (25 + 10) * times
        assert camp_value(Declared("a", contract, 2, 31)) == -(25 + 10) * times


def test_tarot_score_4_poignees_go_to_the_winner_unmultiplied():
    made = Declared("a", "garde_contre", 3, 36, poignees=("triple", "simple"))
    failed = Declared("a", "garde_contre", 3, 35, poignees=("double",))
    assert camp_value(made) == 25 * 6 + 40 + 20
    assert camp_value(failed) == -(25 + 1) * 6 - 30


def test_tarot_count_2_points_needed_by_bouts():
    for bouts, need in enumerate((56, 51, 41, 36)):
        assert Declared("a", "prise", bouts, need).won
        assert not Declared("a", "prise", bouts, need - 1).won


def test_tarot_score_3_petit_au_bout_is_multiplied_and_counts_either_way():
    made = Declared("a", "garde_contre", 0, 56, petit="attack")
    failed = Declared("a", "garde_contre", 0, 50, petit="attack")
    assert camp_value(made) == 25 * 6 + 60
    assert camp_value(failed) == -(25 + 6) * 6 + 60


def test_tarot_chelem_1_bonuses_are_never_multiplied():
    base = camp_value(Declared("a", "garde_sans", 3, 80))
    assert camp_value(Declared("a", "garde_sans", 3, 80, chelem="made")) == base + 200
    assert camp_value(Declared("a", "garde_sans", 3, 80, chelem="announced_failed")) == base - 200
    lost = Declared("a", "prise", 0, 0, chelem="defense")
    assert camp_value(lost) == -(25 + 56) - 200


def test_tarot_score_5_every_hand_sums_to_zero():
    """Any declaration, at any table size, with or without a partner, sums to zero."""
    rng = random.Random(36)
    for _ in range(2000):
        n = rng.choice((3, 4, 5))
        players = tuple(f"p{i}" for i in range(n))
        taker = rng.choice(players)
        partner = rng.choice([None, *players]) if n == 5 else None
        hand = Declared(
            taker,
            rng.choice(CONTRACTS),
            bouts=rng.randint(0, 3),
            made=rng.randint(0, 91),
            half=rng.random() < 0.3,
            partner=None if partner == taker else partner,
            petit=rng.choice((None, "attack", "defense")),
            poignees=tuple(rng.sample(POIGNEES, rng.randint(0, 2))),
            chelem=rng.choice((None, *CHELEMS)),
        )
        points = shares(hand, players)
        assert sum(points.values()) == 0
        assert set(points) == set(players)

"""Card notation: canonical text, suit symbols accepted, decks of 52/54/32/34 × 1 or 2."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from replays.cards import Card, deck
from replays.errors import InvalidInput


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("10H", "10H"),
        ("qs", "QS"),
        ("8♣", "8C"),
        ("A♦", "AD"),
        ("10♥", "10H"),
        ("JK", "JK"),
        ("JK=7H", "JK=7H"),
        ("jk=7♥", "JK=7H"),
        (" KD ", "KD"),
    ],
)
def test_parse_accepts_canonical_and_symbols(text, canonical):
    assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("text", ["", "1", "11H", "ZS", "10X", "JK=JK", "JKH", "H10", "AS=", 7])
def test_parse_refuses_unknown_cards(text):
    with pytest.raises(InvalidInput):
        Card.parse(text)


def test_joker_standing_for_a_card_is_still_a_joker():
    assert Card.parse("JK=7H") == Card.parse("JK")
    assert Card.parse("JK=7H").acting == Card.parse("7H")


@pytest.mark.parametrize(
    "size, copies, count, jokers",
    [
        (52, 1, 52, 0),
        (54, 1, 54, 2),
        (32, 1, 32, 0),
        (34, 1, 34, 2),
        (52, 2, 104, 0),
        (54, 2, 108, 4),
    ],
)
def test_decks(size, copies, count, jokers):
    cards = deck(size, copies)
    assert len(cards) == count
    assert sum(c.is_joker for c in cards) == jokers
    assert len(set(cards)) == (count - jokers) // copies + (1 if jokers else 0)


def test_short_deck_starts_at_seven():
    assert {c.rank for c in deck(32)} == {"7", "8", "9", "10", "J", "Q", "K", "A"}


@given(st.sampled_from(deck(54)))
def test_round_trip(card):
    assert Card.parse(str(card)) == card


@given(st.text(max_size=8))
def test_parser_never_fails_otherwise(text):
    try:
        card = Card.parse(text)
    except InvalidInput:
        return
    assert Card.parse(str(card)) == card

"""Cards, counts and names said in words, French and English (replays.phrases)."""

from __future__ import annotations

import pytest
from babel import Locale

from replays.cards import Card
from replays.catalogue import render
from replays.phrases import LANGS, card_words, count, listing, rank_with_article, singular


@pytest.mark.parametrize(
    "card, how, fr, en",
    [
        ("AH", "the", "l'as de cœur", "the ace of hearts"),
        ("8S", "the", "le 8 de pique", "the 8 of spades"),
        ("QD", "the", "la dame de carreau", "the queen of diamonds"),
        ("JC", "a", "un valet de trèfle", "a jack of clubs"),
        ("QS", "a", "une dame de pique", "a queen of spades"),
        ("8C", "a", "un 8 de trèfle", "an 8 of clubs"),
        ("AS", "a", "un as de pique", "an ace of spades"),
        ("JK", "a", "un joker", "a joker"),
        ("JK", "the", "le joker", "the joker"),
        ("8H", "of", "du 8 de cœur", "of the 8 of hearts"),
        ("AH", "of", "de l'as de cœur", "of the ace of hearts"),
        ("QH", "to", "à la dame de cœur", "to the queen of hearts"),
        ("KS", "to", "au roi de pique", "to the king of spades"),
        ("10D", "bare", "10 de carreau", "10 of diamonds"),
        ("JK=7H", "the", "le joker (pour le 7 de cœur)", "the joker (as the 7 of hearts)"),
    ],
)
def test_a_card_in_words(card, how, fr, en):
    assert card_words(Card.parse(card), "fr", how) == fr
    assert card_words(Card.parse(card), "en", how) == en


@pytest.mark.parametrize(
    "rank, fr, en",
    [
        ("A", "un as", "an ace"),
        ("8", "un 8", "an 8"),
        ("2", "un 2", "a 2"),
        ("Q", "une dame", "a queen"),
    ],
)
def test_a_rank_with_its_article(rank, fr, en):
    assert (rank_with_article(rank, "fr"), rank_with_article(rank, "en")) == (fr, en)


def test_counts_agree_with_their_number():
    assert [count(n, "card", "fr") for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert [count(n, "card", "en") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_plural_rule_is_cldrs(lang):
    """The rule is data in replays/ (pure); Babel's CLDR tables say the same."""
    locale = Locale.parse(lang)
    for n in range(0, 1001):
        assert singular(n, lang) == (locale.plural_form(n) == "one"), n


def test_lists_of_names():
    assert listing(["Anna", "Ben", "Chloé"], "fr") == "Anna, Ben et Chloé"
    assert listing(["Anna", "Ben"], "en") == "Anna and Ben"
    assert render("core.points_missing", "fr", names=["Anna", "Ben"]) == (
        "il manque les points d'Anna et de Ben"
    )

"""A game declares its deck as data (replays/cards.py `Deck`): the one card notation reads
every registered game's cards — trumps "1T" … "21T", cards outside any suit such as "EX", a
rank the French deck lacks — with their words, and each game takes only its own cards."""

from __future__ import annotations

import pytest

from replays import registry
from replays.cards import Card, Deck
from replays.catalogue import render
from replays.engine import ScoringEngine
from replays.errors import InvalidInput, Message
from replays.game import Scoring

TAROT_LIKE = Deck(
    "tarot-like",
    ranks=("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"),
    trumps=21,
    extras=("EX",),
    words={
        "fr": {"C": ("cavalier", "m", "cavaliers"), "EX": ("excuse", "f", "excuses")},
        "en": {"C": ("knight", "", "knights"), "EX": ("excuse", "", "excuses")},
    },
    suit_words={"fr": {"T": "atout"}, "en": {"T": "trumps"}},
)


class Cavaliers(ScoringEngine):
    game = "cavaliers"
    titles = {"fr": "Cavaliers", "en": "Knights"}
    prefix = "CAV"
    presets = {"base": {"description": {"fr": "—", "en": "—"}, "rules": {"options": {}}}}
    default_preset = "base"
    scorings = {"points": Scoring("CAV-1", frozenset({"points_entered"}))}
    decks = (TAROT_LIKE,)
    rule_texts = {"CAV-1": "Points as entered."}


@pytest.fixture
def cavaliers():
    with registry.registered(Cavaliers()) as engine:
        yield engine


def test_a_declared_deck_is_read_by_the_one_notation(cavaliers):
    assert len(TAROT_LIKE.cards()) == 78
    assert [str(Card.parse(t)) for t in ("21T", "1t", "EX", "CH", "10C", "AS")] == [
        "21T", "1T", "EX", "CH", "10C", "AS",
    ]  # fmt: skip
    with pytest.raises(InvalidInput):
        Card.parse("22T")
    assert all(TAROT_LIKE.has(c) for c in TAROT_LIKE.cards())


def test_a_declared_decks_cards_have_their_words(cavaliers):
    said = Message("core.card_not_in_game", {"card": Card.parse("CH")})
    assert render(said, "fr") == "cavalier de cœur n'est pas une carte de ce jeu"
    assert render(Message("core.card_not_in_game", {"card": "EX"}), "en").startswith("excuse")


class Fools(Cavaliers):
    game = "fools"
    prefix = "FOOL"
    decks = (Deck("fools", extras=("FOU",)),)
    rule_texts = {"FOOL-1": "Points as entered."}
    scorings = {"points": Scoring("FOOL-1", frozenset({"points_entered"}))}


def test_the_notation_forgets_a_deck_when_its_game_goes():
    """Tarot registers its 78 cards (TAROT-DECK-1), so "21T" is always read now (this test
    said "21T is no card" before Tarot was played trick by trick: changed on purpose); a card
    only a plugged-in game's deck has is forgotten with that game."""
    assert str(Card.parse("21T")) == "21T"
    with registry.registered(Fools()):
        assert str(Card.parse("FOU")) == "FOU"
    with pytest.raises(InvalidInput):
        Card.parse("FOU")


def test_a_game_takes_only_the_cards_of_its_decks(cavaliers, new_table):
    """A Huit américain hand refuses a cavalier even while another game's deck has one."""
    t = new_table("huit_americain", tracking="score")
    body = t.refused("H8-SETUP-1", "hand_revealed", hand=1, player="anna", cards=["CH"])
    assert "Cavalier de cœur" in body["message"]

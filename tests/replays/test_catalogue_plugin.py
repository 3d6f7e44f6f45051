"""The catalogue follows the registry: a game plugged in after sentences were said has its
own sentences said too (the catalogue is gathered again at each `registry.version()`), and
they are gone with it."""

from __future__ import annotations

from replays import registry
from replays.catalogue import messages, render, sentence
from replays.errors import InvalidInput, RuleViolation, say
from tests.support.toy_game import ENGINE

SHOWN = say("high_card.shown", who="Anna", card="QH", game="carte_haute")


def test_a_game_registered_after_a_sentence_was_said_says_its_own_sentences():
    said_before = render(say("core.setup.unknown_game", value="'x'", known="rami"), "en")
    assert said_before.startswith("unknown game 'x'")
    assert render(SHOWN, "fr") == "high_card.shown"  # not plugged in: said as written
    with registry.registered(ENGINE):
        assert render(SHOWN, "fr") == "Anna montre une dame de cœur à Carte haute"
        assert render(SHOWN, "en") == "Anna shows a queen of hearts at High card"
        assert sentence(RuleViolation("HIGH-WIN-1", SHOWN).said, "en").startswith("Anna shows")
        assert set(messages()["high_card.shown"]) == {"fr", "en"}
    assert "high_card.shown" not in messages()
    assert render(SHOWN, "en") == "high_card.shown"


def test_a_refusal_says_the_registered_game_by_its_title_in_english_text():
    with registry.registered(ENGINE):
        refused = InvalidInput(SHOWN, "card")
        assert str(refused) == "Anna shows a queen of hearts at High card"
        assert str(RuleViolation("HIGH-WIN-1", SHOWN)) == (
            "HIGH-WIN-1: Anna shows a queen of hearts at High card"
        )

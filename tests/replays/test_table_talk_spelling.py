"""Spelling as the phone writes it (issue 40, point 4): a word close to a card's word or to
one player's name reads as it; close to two names, the parser asks; never a guess."""

from __future__ import annotations

import pytest

from replays.table_talk import read

from .test_table_talk_corpus import build, corpus


def _table(*players: str):
    spec = dict(corpus()["contexts"]["h8"])
    return build({**spec, "players": list(players), "events": [
        ["hand_started", {"hand": 1, "dealer": "".join(players[-1].lower().split()),
                          "upcard": "7H"}]]})  # fmt: skip


@pytest.mark.parametrize(
    ("said", "lang", "card"),
    [
        ("Anna pose le 7 de carrreau", "fr", "7D"),
        ("Anna pose la damme de coeur", "fr", "QH"),
        ("Anna pose le 7 de treffle", "fr", "7C"),
        ("Anna plays the seven of diamnods", "en", "7D"),
    ],
)
def test_a_card_word_typed_fast_reads_as_the_card(said, lang, card):
    answer = read(build(corpus()["contexts"]["h8"]), said, lang)
    assert answer["status"] == "understood", answer
    assert answer["events"][0]["data"] == {"player": "anna", "card": card}


def test_a_name_typed_fast_is_the_player_it_is_close_to_and_another_name_is_not():
    match = build(corpus()["contexts"]["h8"])  # Anna, Ben, Chloé; Anna to play
    answer = read(match, "Chloee pioche")
    assert answer["status"] == "understood"
    assert answer["events"][0]["data"] == {"player": "chloe", "count": 1}
    assert read(match, "Anne pioche")["status"] == "not_understood"  # CORE-PLAYER-1


@pytest.mark.parametrize("said", ["Ana pioche", "Anan pioche", "Nana pioche"])
def test_one_slip_of_the_thumb_in_a_name_is_still_the_player(said):
    """A letter left out of a name of four or more, or two letters swapped: the player."""
    answer = read(build(corpus()["contexts"]["h8"]), said)  # Anna, Ben, Chloé; Anna to play
    assert answer["status"] == "understood", answer
    assert answer["events"][0]["data"] == {"player": "anna", "count": 1}


def test_a_word_a_letter_from_a_short_name_is_another_word():
    match = _table("Anna", "Dan", "Bob")  # Anna to play
    answer = read(match, "Anna pioche dans la pioche")  # « dans » is no Dan
    assert answer["status"] == "understood" and answer["events"][0]["data"]["player"] == "anna"
    assert read(match, "Bon, Dna pioche")["events"][0]["data"]["player"] == "dan"  # swapped


def test_a_name_close_to_two_players_asks_which():
    match = _table("Marie", "Mario", "Ben")
    answer = read(match, "Mari a joué hors tour")  # either may have: the rules keep both
    assert answer["status"] == "ask" and answer["question"] == "Quel joueur ?"
    players = {a["events"][0]["data"]["player"] for a in answer["alternatives"]}
    assert players == {"marie", "mario"}


def test_a_word_the_table_knows_is_never_taken_for_a_card_word():
    match = build(corpus()["contexts"]["h8"])
    answer = read(match, "Anna pioche quatorze cartes")  # 14, not « quatre »
    assert answer["status"] != "understood" or answer["events"][0]["data"]["count"] == 14
    assert read(match, "Anna va dans la cour")["status"] == "not_understood"  # no « cœur »

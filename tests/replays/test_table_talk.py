"""The words of table talk: tokens, numbers, cards, names; and the parser's promises (it asks
rather than guesses, it never fails on any text, a game's vocabulary never imports the fold)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.table_talk import read
from replays.table_talk.groups import groups_in
from replays.table_talk.words import MAX_TEXT, card_at, number_at, tokens

from .test_table_talk_corpus import build, corpus

ROOT = Path(__file__).resolve().parents[2] / "replays"


@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("L'as de Cœur", ["l", "as", "de", "coeur"]),
        ("contre-carte !", ["contre", "carte", "!"]),
        ("manche 3 : Anna 12", ["manche", "3", ":", "anna", "12"]),
        ("le 10h, 8♠", ["le", "10h", ",", "8", "pique"]),
        ("Chloé -1", ["chloe", "-1"]),
    ],
)
def test_tokens_drop_case_accents_and_elisions(said, words):
    assert tokens(said) == words


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("douze", 12),
        ("vingt-cinq", 25),
        ("soixante-douze", 72),
        ("quatre-vingt-dix", 90),
        ("vingt et un", 21),
        ("cent vingt", 120),
        ("dix-sept", 17),
        ("forty two", 42),
        ("40", 40),
        ("zéro", 0),
    ],
)
def test_numbers_in_words_and_digits(said, value):
    words = tokens(said)
    assert number_at(words, 0) == (value, len(words))


def test_two_number_words_in_a_row_are_two_numbers():
    assert number_at(tokens("deux trois"), 0) == (2, 1)


@pytest.mark.parametrize(
    ("said", "card"),
    [
        ("le huit de pique", "8S"),
        ("l'as de cœur", "AH"),
        ("dame de trèfle", "QC"),
        ("un joker", "JK"),
        ("8 pique", "8S"),
        ("as de coeur", "AH"),
        ("the eight of spades", "8S"),
        ("10h", "10H"),
        ("joker pour le 7 de cœur", "JK=7H"),
    ],
)
def test_card_names_as_said(said, card):
    got = card_at(tokens(said), 0)
    assert got is not None and got[0].text == card


@pytest.mark.parametrize(
    ("said", "groups"),
    [
        ("paire de rois", [(2, "K")]),
        ("trois 7", [(3, "7")]),
        ("deux dames", [(2, "Q")]),
        ("5 6 7 de cœur", [(1, "5H"), (1, "6H"), (1, "7H")]),
        ("les rois de pique et coeur", [(1, "KS"), (1, "KH")]),
    ],
)
def test_groups_of_cards(said, groups):
    found = [(g.count, g.card.text or g.card.rank) for g in groups_in(tokens(said))]
    assert found == groups


def test_a_card_laid_that_could_be_discarded_or_added_asks():
    melds = build(corpus()["contexts"]["rami_melds"])
    answer = read(melds, "Anna pose le roi de trèfle")  # fits the kings, or thrown away
    assert answer["status"] == "ask"
    types = sorted(
        a["events"][0]["type"] for a in answer["alternatives"] if a["events"][0]["accepted"]
    )
    assert types == ["card_discarded", "cards_added"]


def test_a_reading_the_rules_refuse_is_dropped_where_the_words_allow_only_one_other():
    melds = build(corpus()["contexts"]["rami_melds"])
    answer = read(melds, "Anna pose le 9 de trèfle")  # fits no meld: the discard it is
    assert answer["status"] == "understood"
    assert answer["events"][0]["type"] == "card_discarded"


def test_a_suit_the_table_did_not_say_is_asked_never_guessed():
    match = build(corpus()["contexts"]["pres_table"])
    answer = read(match, "Anna pose une paire de rois")
    assert answer["status"] == "ask" and answer["question"] == "De quelles couleurs ?"
    assert len(answer["alternatives"]) == 6


def test_a_sentence_longer_than_the_limit_is_not_read():
    match = build(corpus()["contexts"]["h8"])
    answer = read(match, "Anna pose le 7 de pique " * 20)
    assert answer == read(match, "x" * (MAX_TEXT + 1)) | {"reason": "sentence_too_long"}
    assert answer["status"] == "not_understood"


@pytest.mark.parametrize("said", ["Ben pioche 2,5", "Ben pioche 2.5", "Ben pioche ٣",
                                  "Ben pioche 99999999999999999999999"])  # fmt: skip
def test_a_number_the_words_cannot_take_is_not_read_as_no_number(said):
    """Read without it, "Ben pioche 2,5" would be a draw of one card: a move not said."""
    match = build(corpus()["contexts"]["h8"])
    answer = read(match, said)
    assert answer["status"] == "not_understood" and answer["reason"] == "number"
    assert read(match, "Anna pioche 2")["status"] != "not_understood"


@pytest.mark.parametrize("path", sorted(ROOT.glob("*/talk.py")), ids=lambda p: p.parent.name)
def test_a_game_vocabulary_never_imports_the_fold(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    assert "..match" not in imported and "match" not in names
    assert not any(m.endswith(("match", "reading")) for m in imported), imported


def test_every_game_has_its_vocabulary():
    assert {p.parent.name for p in ROOT.glob("*/talk.py")} == {
        "huit_americain",
        "rami",
        "president",
        "tarot",
        "belote",
    }


TEXT = st.text(
    alphabet=st.sampled_from(list("annebchloépiquecœurtrefle0123456789 ,:;.!?-'♠♥JKQ=")),
    max_size=80,
)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(context=st.sampled_from(sorted(corpus()["contexts"])), text=TEXT)
def test_any_text_gets_an_answer_never_an_exception(context, text):
    answer = read(_matches()[context], text)
    assert answer["status"] in ("understood", "ask", "not_understood")
    for events in [answer.get("events", [])] + [
        a["events"] for a in answer.get("alternatives", [])
    ]:
        assert all(isinstance(e["accepted"], bool) and e["text"] for e in events)


_CACHE: dict = {}


def _matches() -> dict:
    if not _CACHE:
        _CACHE.update({name: build(spec) for name, spec in corpus()["contexts"].items()})
    return _CACHE


def test_a_decimal_is_one_token():
    assert tokens("Anna 12.5, Ben 12,5") == ["anna", "12.5", ",", "ben", "12,5"]
    assert number_at(tokens("12,5"), 0) is None


@pytest.mark.parametrize(
    "context, part",
    [("pres_table_ben", "Ben pose deux 9"), ("h8", "Anna pose un 5"), ("rami_play", "trois rois")],
)
def test_many_parts_that_ask_are_read_without_making_every_combination(context, part):
    """Twelve parts of six readings each are two billion combinations: counted, never made
    (the parser answers with its question alone, or not at all)."""
    match = build(corpus()["contexts"][context])
    answer = read(match, ", ".join([part] * 12)[:MAX_TEXT])
    assert answer["status"] in ("ask", "not_understood")
    assert len(answer.get("alternatives", [])) <= 12

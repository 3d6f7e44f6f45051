"""What table talk says back (issue 38, issue 40 point 5): every question and every event
said back comes from the catalogue in the reader's language, and an undo or a correction
names the move it is about, not only its number."""

from __future__ import annotations

import pytest

from replays.table_talk import read
from replays.table_talk.answers import applied

from .test_table_talk_corpus import build, corpus


def _after(context: str, said: str):
    match = build(corpus()["contexts"][context])
    (event,) = read(match, said)["events"]
    assert event["accepted"], event
    return applied(match, event)


def test_an_undo_says_the_move_it_takes_back_in_both_languages():
    match = _after("h8", "Anna pose le 7 de pique")
    fr = read(match, "annule")["events"][0]
    en = read(match, "undo", "en")["events"][0]
    assert fr["type"] == en["type"] == "retracted" and fr["data"] == {"seq": match.seq}
    assert fr["text"] == f"annuler « Anna pose le 7 de pique » (événement {match.seq})"
    assert en["text"] == f'undo "Anna plays the 7 of spades" (event {match.seq})'


def test_an_undo_of_a_deal_or_a_draw_says_which():
    dealt = build(corpus()["contexts"]["h8"])
    said = read(dealt, "annule")["events"][0]["text"]
    said_at_deal = "Manche 1, Chloé distribue, 7 cartes, retournée le 7 de cœur"
    assert said == f"annuler « {said_at_deal} » (événement {dealt.seq})"
    drawn = build(corpus()["contexts"]["rami_play"])  # Anna has taken from the stock
    said = read(drawn, "undo", "en")["events"][0]["text"]
    assert said == f'undo "Anna takes from the stock" (event {drawn.seq})'


def test_an_undo_names_the_move_as_logged_where_the_state_cannot_tell_its_cards():
    """Table tracking: Anna's hand is unknown, so no legal move says which card she threw;
    the state keeps the latest event as logged (`Match.latest`), which the undo names."""
    match = _after("rami_melds", "Anna jette le 9 de trèfle")
    said = read(match, "annule")["events"][0]["text"]
    assert said == f"annuler « Anna jette le 9 de trèfle » (événement {match.seq})"


def test_questions_and_refusals_are_said_in_the_readers_language():
    match = build(corpus()["contexts"]["pres_table"])
    assert read(match, "Anna pose une paire de rois", "en")["question"] == "Which suits?"
    assert read(match, "Anna pose une paire de rois")["question"] == "De quelles couleurs ?"
    nothing = read(match, "le chat dort", "en")
    assert nothing["status"] == "not_understood" and nothing["reason"] == "no_move"
    assert nothing["message"].startswith("Not understood: this sentence does not say a move")


@pytest.mark.parametrize(
    ("said", "lang", "reason"),
    [
        ("annule, je me suis trompé", "fr", "je me suis trompé"),
        ("annule le dernier coup, c'était pas le bon", "fr", "c'était pas le bon"),
        ("oups annule j'ai mal tapé", "fr", "j'ai mal tapé"),
        ("Annule : erreur de ma part !", "fr", "erreur de ma part"),
        ("undo, wrong card", "en", "wrong card"),
    ],
)
def test_an_undo_said_with_its_reason_keeps_the_reason_as_said(said, lang, reason):
    match = build(corpus()["contexts"]["h8_attack"])
    answer = read(match, said, lang)
    assert answer["status"] == "understood", answer
    expected = [("retracted", {"seq": 4, "reason": reason})]
    assert [(e["type"], e["data"]) for e in answer["events"]] == expected
    assert read(match, "annule", lang)["events"][0]["data"] == {"seq": 4}  # none said: none
    said_back = f"(événement 4) : « {reason} »" if lang == "fr" else f'(event 4): "{reason}"'
    assert answer["events"][0]["text"].endswith(said_back)  # the table hears the reason too


def test_an_undo_of_several_moves_said_with_its_reason_gives_it_to_each():
    match = build(corpus()["contexts"]["h8_attack"])
    answer = read(match, "annule les deux derniers coups, je me suis trompé de carte")
    assert [e["data"] for e in answer["events"]] == [
        {"seq": 4, "reason": "je me suis trompé de carte"},
        {"seq": 3, "reason": "je me suis trompé de carte"},
    ]
    assert all(e["accepted"] for e in answer["events"])


@pytest.mark.parametrize(
    ("said", "lang", "seqs"),
    [
        ("annule les deux derniers coups", "fr", [4, 3]),
        ("annule les 3 derniers", "fr", [4, 3, 2]),
        ("undo the last two moves", "en", [4, 3]),
    ],
)
def test_an_undo_of_several_moves_takes_back_each_latest_first(said, lang, seqs):
    match = build(corpus()["contexts"]["h8_attack"])
    answer = read(match, said, lang)
    assert answer["status"] == "understood", answer
    assert [e["data"]["seq"] for e in answer["events"]] == seqs
    assert all(e["type"] == "retracted" and e["accepted"] for e in answer["events"])


def test_an_undo_of_more_moves_than_are_in_effect_asks_and_a_card_named_still_does():
    match = build(corpus()["contexts"]["h8_attack"])
    answer = read(match, "annule les dix derniers coups")
    assert answer["status"] == "ask" and answer["question"].endswith(": 3 au plus.")
    assert read(match, "annule, c'était le 9 de pique")["status"] == "not_understood"
    assert read(match, "Anna pioche, annule")["status"] == "not_understood"


@pytest.mark.parametrize(
    ("context", "said", "lang", "question"),
    [
        ("h8", "Anna pose une carte", "fr", "Quelle carte ?"),
        ("h8", "Anna plays a card", "en", "Which card?"),
        ("rami_play", "Anna jette une carte", "fr", "Quelle carte ?"),
        ("pres_table", "Anna joue", "fr", "Quelles cartes ?"),
    ],
)
def test_a_move_said_without_its_card_asks_which_and_offers_none(context, said, lang, question):
    answer = read(build(corpus()["contexts"][context]), said, lang)
    assert answer == {"status": "ask", "question": question, "alternatives": []}

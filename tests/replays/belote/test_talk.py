"""Belote said at the table (replays/belote/talk.py): the auction and belote-rebelote read
into the events the rules then judge; a suit nobody said is asked."""

from __future__ import annotations

import pytest

from replays.table_talk import read

from .test_bidding import classique
from .test_play import Table, bid_80_hearts, contree_deck


def _heard(match, text):
    said = read(match, text, "fr")
    return said["status"], [(e["type"], e["data"], e["accepted"]) for e in said.get("events", [])]


def test_belote_bid_1_je_prends_at_the_suit_turned_up():
    status, events = _heard(classique().match, "je prends")
    assert status == "understood"
    assert events == [("taken", {"player": "anna", "suit": "D"}, True)]


def test_belote_bid_2_ben_prend_a_coeur_in_the_second_round():
    table = classique()
    for p in ("anna", "ben", "chloe", "dan"):
        table.post("passed", player=p)
    heard = _heard(table.match, "Anna passe, Ben prend à cœur")[1]
    assert heard == [
        ("passed", {"player": "anna"}, True),
        ("taken", {"player": "ben", "suit": "H"}, True),
    ]


@pytest.mark.parametrize(
    ("said", "event"),
    [
        ("Anna 100 à pique", ("bid", {"player": "anna", "value": "100", "suit": "S"})),
        ("capot à cœur", ("bid", {"player": "anna", "value": "capot", "suit": "H"})),
        ("je passe", ("passed", {"player": "anna"})),
    ],
)
def test_belote_contree_1_the_auction_said(said, event):
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    assert _heard(table.match, said)[1] == [(*event, True)]


def test_belote_contree_2_coinche_is_a_contre():
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="90", suit="S")
    assert _heard(table.match, "Ben coinche")[1] == [("doubled", {"player": "ben"}, True)]


def test_belote_belote_1_belote_said_by_who_played_the_king():
    table = bid_80_hearts().play("9H", "7H", "JH", "KH")
    for said in ("belote", "Dan dit belote"):
        assert _heard(table.match, said)[1] == [
            ("belote_said", {"player": "dan", "call": "belote"}, True)
        ]

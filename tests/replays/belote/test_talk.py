"""Belote said at the table (replays/belote/talk.py): the auction and belote-rebelote read
into the events the rules then judge; a score sheet's hand said by team (sheet_talk.py);
a suit nobody said, the speaker's team unknown, is asked."""

from __future__ import annotations

from dataclasses import replace

import pytest

from replays.table_talk import read

from .table import Sheet
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


# -- the score sheet said by team (BELOTE-SHEET-1) -------------------------------------------


def _sheet(preset: str = "classique", names: tuple[str, str] = ("Nous", "Eux")) -> Sheet:
    """A score sheet whose teams are named `names` (Anna and Chloé, Ben and Dan)."""
    sheet = Sheet(preset)
    teams = tuple(replace(t, name=n) for t, n in zip(sheet.match.teams, names, strict=True))
    sheet.match = sheet.match.evolve(teams=teams)
    return sheet


def _entry(match, text):
    said = read(match, text, "fr")
    assert said["status"] == "understood", said
    (event,) = said["events"]
    assert event["type"] == "points_entered" and event["accepted"], event
    return {k: v for k, v in event["data"].items() if k != "hand"}


@pytest.mark.parametrize(
    ("said", "entry"),
    [
        (
            "Ben prend à cœur, ils sont dedans, nous 102, eux 60",
            {"points": {"nous": 102, "eux": 60}, "taker": "eux", "trump": "H"},
        ),
        (
            "Chloé prend à trèfle, capot pour Anna et Chloé",
            {"points": {"nous": 162, "eux": 0}, "taker": "nous", "trump": "C", "capot": "nous"},
        ),
        (
            "Ben prend à carreau, litige",
            {"points": {"nous": 81, "eux": 81}, "taker": "eux", "trump": "D"},
        ),
        (
            "Ben 60, Anna 102, Ben prend à cœur",  # a player's points are his team's
            {"points": {"nous": 102, "eux": 60}, "taker": "eux", "trump": "H"},
        ),
    ],
)
def test_belote_sheet_1_a_hand_said_by_team(said, entry):
    assert _entry(_sheet().match, said) == entry


def test_belote_sheet_1_on_fait_92_avec_la_belote_for_the_speaker_s_team():
    """« on » is the speaker's team: Anna's, the Bleus; the 92 count the belote (72 + 20),
    the Rouges the rest of 162."""
    match = _sheet(names=("Bleus", "Rouges")).match
    said = "Anna : on prend à pique, on fait 92 avec la belote"
    assert _entry(match, said) == {
        "points": {"nous": 72, "eux": 90},
        "taker": "nous",
        "trump": "S",
        "belote": "nous",
    }
    asked = read(match, "on prend à pique, on fait 92 avec la belote", "fr")
    assert asked["status"] == "ask" and "Bleus ou Rouges" in asked["question"]
    takers = [a["events"][0]["data"]["taker"] for a in asked["alternatives"]]
    assert takers == ["nous", "eux"]


def test_belote_sheet_1_what_nobody_said_is_asked():
    match = _sheet().match
    dedans = read(match, "Ben prend à cœur, ils sont dedans", "fr")
    assert dedans["status"] == "ask" and "Eux" in dedans["question"]  # how many points
    assert "atout" in read(match, "ils sont dedans", "fr")["question"]
    assert "a pris" in read(match, "capot pour Anna et Chloé", "fr")["question"]


def test_belote_contree_1_a_contract_said_on_the_sheet():
    entry = _entry(
        _sheet("contree").match, "Ben prend 100 à cœur, contré, ils sont dedans, nous 92"
    )
    assert entry == {
        "points": {"nous": 92, "eux": 70},
        "taker": "eux",
        "trump": "H",
        "contract": "100",
        "doubled": "contre",
    }

"""Tarot's words at the score sheet (replays/tarot/talk.py): a hand said at the table is its
declared entry, scored by the FFT's rules (TAROT-SHEET-1); what the score needs and the
table left unsaid is asked, never guessed."""

from __future__ import annotations

import pytest

from replays import match as fold
from replays.model import Event
from replays.registry import engine_for
from replays.table_talk import read

NAMES = ["Anna", "Ben", "Chloé", "Dan", "Eve"]


def _sheet(n: int):
    rules = engine_for("tarot").resolve("fft", {})
    players = [{"id": name.lower().replace("é", "e"), "name": name} for name in NAMES[:n]]
    data = {"game": "tarot", "preset": "fft", "rules": rules, "players": players}
    data |= {"tracking": "score", "scoring": "points", "target": None, "rounds": 8}
    return fold.apply(None, Event("game_created", data, 1), "g_talk")


def _entry(said: dict) -> dict:
    assert said["status"] == "understood", said
    (event,) = said["events"]
    assert event["accepted"], event
    return event["data"]


@pytest.mark.parametrize(
    ("text", "declared", "anna"),
    [
        (
            "Anna prend une garde, fait 49 avec deux bouts, petit au bout pour l'attaque,"
            " poignée simple de l'attaque",
            {"contract": "garde", "bouts": 2, "made": 49, "petit": "attack", "poignee": "simple"},
            318,
        ),
        ("Anna garde sans, deux bouts, fait de 4, petit au bout pour la défense",
         {"contract": "garde_sans", "made": 45, "petit": "defense"}, 228),
        ("Anna prise, chutée de 7 avec un bout", {"contract": "prise", "made": 44}, -96),
        ("Anna garde contre, sans bout, fait 60, chelem annoncé",
         {"contract": "garde_contre", "bouts": 0, "chelem": "announced_made"}, 3 * 574),
    ],
)  # fmt: skip
def test_tarot_sheet_1_a_hand_said_is_its_declaration(text, declared, anna):
    data = _entry(read(_sheet(4), text))
    assert data["taker"] == "anna" and data["points"]["anna"] == anna
    assert declared.items() <= data.items()
    assert sum(data["points"].values()) == 0


def test_tarot_bid_1_every_player_passing_is_a_void_hand():
    assert _entry(read(_sheet(4), "tout le monde passe"))["points"] == dict.fromkeys(
        ["anna", "ben", "chloe", "dan"], 0
    )


def test_tarot_count_3_a_half_point_at_three_players():
    data = _entry(read(_sheet(3), "Chloé prise, 40 et demi avec deux bouts"))
    assert data["half"] is True and data["points"] == {"anna": 26, "ben": 26, "chloe": -52}


def test_tarot_bid_2_an_unsaid_contract_is_asked():
    said = read(_sheet(4), "Ben fait 47 avec deux bouts")
    assert said["status"] == "ask" and said["question"] == "Quel contrat ?"
    contracts = [a["events"][0]["data"]["contract"] for a in said["alternatives"]]
    assert contracts == ["prise", "garde", "garde_sans", "garde_contre"]


def test_tarot_call_2_the_partner_at_five_is_said_or_asked():
    five = _sheet(5)
    data = _entry(read(five, "Anna prend une garde avec Ben, fait 49 avec deux bouts"))
    assert data["partner"] == "ben" and data["points"]["ben"] == 66
    said = read(five, "Anna prend une garde et appelle le roi de cœur, fait 49 avec deux bouts")
    assert said["status"] == "ask" and said["question"] == "Qui est le partenaire ?"
    assert said["alternatives"][0]["events"][0]["data"]["called"] == "KH"


def test_tarot_poignee_1_a_poignee_without_its_camp_is_asked():
    said = read(_sheet(4), "Anna garde, 52 points, deux bouts, poignée simple")
    assert said["status"] == "ask"
    scores = [a["events"][0]["data"]["points"]["anna"] for a in said["alternatives"]]
    assert scores == [276, 276]  # the bonus goes to the winning camp whoever showed it
    named = _entry(read(_sheet(4), "Anna garde, 52 points, deux bouts, poignée simple de Ben"))
    assert named["poignee_defense"] == "simple"


def test_bare_points_stay_the_common_reading():
    data = _entry(read(_sheet(4), "Anna 12, Ben -4, Chloé -4, Dan -4"))
    assert data == {"hand": 1, "points": {"anna": 12, "ben": -4, "chloe": -4, "dan": -4}}


def _table(n: int, bids: tuple[str | None, ...] = ()):
    """A hand trick by trick (table tracking), Dan dealing: Anna speaks first."""
    rules = engine_for("tarot").resolve("fft", {})
    players = [{"id": name.lower().replace("é", "e"), "name": name} for name in NAMES[:n]]
    data = {"game": "tarot", "preset": "fft", "rules": rules, "players": players}
    data |= {"tracking": "table", "scoring": "points", "target": None, "rounds": 8}
    match = fold.apply(None, Event("game_created", data, 1), "g_talk")
    match = fold.apply(match, Event("hand_started", {"hand": 1}, 2))
    for bid in bids:
        turn = match.hand.turn
        data = {"player": turn} | ({"contract": bid} if bid else {})
        event = Event("passed" if bid is None else "contract_bid", data, match.seq + 1)
        fold.check(match, event)
        match = fold.apply(match, event)
    return match


def test_tarot_bid_1_a_bid_said_trick_by_trick():
    assert _entry(read(_table(4), "je prends")) == {"player": "anna", "contract": "prise"}
    ben = _entry(read(_table(4, ("prise",)), "Ben : garde sans"))
    assert ben == {"player": "ben", "contract": "garde_sans"}
    (event,) = read(_table(4, ("garde",)), "Ben prend")["events"]  # below Anna's garde
    assert (event["accepted"], event["rule"]) == (False, "TAROT-BID-1")


def test_tarot_call_1_the_king_said_at_five():
    match = _table(5, ("garde", None, None, None, None))
    data = _entry(read(match, "j'appelle le roi de cœur"))
    assert data == {"player": "anna", "card": "KH"}

"""The Belote score sheet (RULES.md "Belote"), through the pure fold: each hand entered as
the table declares it, refused where it cannot have happened, and scored per team as the
preset says; each test is named after the rule it shows biting."""

from __future__ import annotations

import random

import pytest

from replays import match as fold
from replays.belote import sheet
from replays.errors import RuleViolation
from replays.registry import engine_for

from .table import Sheet

HEARTS = {"taker": "nous", "trump": "H"}


def test_belote_team_1_four_players_in_two_teams():
    engine = engine_for("belote")
    rules = engine.resolve("classique", {})
    for n in (3, 5):
        with pytest.raises(RuleViolation) as exc:
            engine.check_setup(rules, n, "points")
        assert exc.value.rule == "BELOTE-TEAM-1"
    assert engine.sides.kind == "teams" and (engine.sides.count, engine.sides.size) == (2, 2)


def test_belote_sheet_1_a_field_the_preset_does_not_play_is_refused():
    s = Sheet("classique")
    said = s.refused("BELOTE-SHEET-1", 100, 62, contract="100", **HEARTS)
    assert "contrat" in said
    s.refused("BELOTE-SHEET-1", 100, 62, announcer="nous", announcements=20, **HEARTS)
    s.refused("BELOTE-SHEET-1", 100, 62, taker="nous")  # the trump is said
    assert Sheet("contree").refused("BELOTE-SHEET-1", 100, 62, contract="80", taker="nous")


def test_belote_sheet_2_the_engine_scores_the_declared_hand():
    s = Sheet("classique")
    assert s.hand(100, 62, belote="eux", **HEARTS) == {"nous": 100, "eux": 82}
    assert s.detail == {"result": "fait"}
    assert s.match.results[-1].marks == {"taker": "nous", "trump": "H", "belote": "eux"}


def test_belote_deal_4_a_hand_thrown_in_scores_nothing_and_passes_the_deal():
    s = Sheet("classique")
    assert s.hand(0, 0) == {"nous": 0, "eux": 0}
    s.refused("BELOTE-DEAL-4", 100, 62)
    s.refused("BELOTE-DEAL-4", 0, 0, belote="nous")
    assert s.match.dealer == "dan"  # it counts as a hand: hand 2 is Anna's deal


def test_belote_count_1_trick_points_add_up_to_162():
    s = Sheet("classique")
    said = s.refused("BELOTE-COUNT-1", 100, 72, **HEARTS)
    assert "Nous 100, Eux 72" in said and "172" in said
    s.refused("BELOTE-COUNT-1", 100, 82, belote="nous", **HEARTS)  # the belote is not typed


def test_belote_count_3_a_capot_team_took_every_point():
    s = Sheet("classique")
    s.refused("BELOTE-COUNT-3", 150, 12, capot="nous", **HEARTS)
    assert s.hand(162, 0, capot="nous", **HEARTS) == {"nous": 252, "eux": 0}


def test_belote_count_2_no_rounding_in_classique():
    assert Sheet("classique").hand(97, 65, **HEARTS) == {"nous": 97, "eux": 65}


def test_belote_result_1_fait_each_team_scores_its_total():
    s = Sheet("classique-annonces")
    hand = s.hand(70, 92, announcer="nous", announcements=50, **HEARTS)
    assert hand == {"nous": 120, "eux": 92} and s.detail["result"] == "fait"


def test_belote_result_2_dedans_the_defence_scores_everything_but_the_takers_belote():
    s = Sheet("classique-annonces")
    hand = s.hand(80, 82, belote="nous", announcer="eux", announcements=20, **HEARTS)
    assert hand == {"nous": 20, "eux": 162 + 20} and s.detail["result"] == "dedans"


def test_belote_result_3_takers_capot_score_252():
    s = Sheet("classique")
    assert s.hand(162, 0, capot="nous", belote="eux", **HEARTS) == {"nous": 252, "eux": 20}


def test_belote_result_2_defence_capot_scores_252():
    s = Sheet("classique")
    assert s.hand(0, 162, capot="eux", **HEARTS) == {"nous": 0, "eux": 252}


def test_belote_result_4_a_litige_is_dedans_by_default():
    s = Sheet("classique")
    assert s.hand(81, 81, **HEARTS) == {"nous": 0, "eux": 162}
    assert s.detail == {"result": "dedans"}


def test_belote_result_4_litige_held_back_waits_and_goes_to_the_next_winner():
    s = Sheet("classique", litige=True)
    assert s.hand(81, 81, **HEARTS) == {"nous": 0, "eux": 81}
    assert s.detail == {"result": "litige", "held": 81}
    assert s.hand(0, 0) == {"nous": 0, "eux": 0}  # thrown in: the 81 wait
    assert s.detail == {"held": 81}
    hand = s.hand(71, 71 + 20, belote="nous", taker="eux", trump="S")  # 91 v 91: again
    assert hand == {"nous": 91, "eux": 0} and s.detail["held"] == 81 + 91
    assert s.hand(100, 62, **HEARTS) == {"nous": 100 + 172, "eux": 62}
    assert "held" not in s.detail
    again = Sheet("classique", litige=True)
    again.hand(81, 81, **HEARTS)
    assert again.hand(60, 102, **HEARTS) == {"nous": 0, "eux": 162 + 81}  # dedans: the defence


def test_belote_ann_4_only_the_best_team_s_announcements_score():
    """BELOTE-EX-3 (belotegame.fr): four 10s against a cent in trump; the cent wins, so the
    sheet names its team; the takers, 90 against 72 + 100, are dedans."""
    s = Sheet("classique-annonces")
    hand = s.hand(90, 72, announcer="eux", announcements=100, **HEARTS)
    assert hand == {"nous": 0, "eux": 162 + 100}
    s.refused("BELOTE-ANN-4", 90, 72, announcer="eux", **HEARTS)


def test_belote_ann_1_announcements_are_worth_20_or_more_in_tens():
    s = Sheet("classique-annonces")
    s.refused("BELOTE-ANN-1", 90, 72, announcer="eux", announcements=25, **HEARTS)


def test_belote_belote_2_the_belote_stays_with_its_team():
    s = Sheet("contree")
    hand = s.hand(100, 62, belote="eux", contract="120", doubled="contre", **HEARTS)
    assert hand == {"nous": 0, "eux": 2 * (160 + 120) + 20}


def test_belote_contree_1_a_contract_is_said():
    Sheet("contree").refused("BELOTE-CONTREE-1", 100, 62, **HEARTS)


def test_belote_contree_5_the_contract_is_reached_unrounded():
    s = Sheet("contree")
    assert s.hand(79, 83, contract="80", **HEARTS) == {"nous": 0, "eux": 160 + 80}
    assert s.hand(80, 82, contract="80", **HEARTS) == {"nous": 80 + 80, "eux": 80}


def test_belote_contree_6_made_scores_rounded_points_and_the_contract():
    """BELOTE-EX-4 (lacontree.free.fr 2.2): 110 at hearts, 113 points made."""
    s = Sheet("contree")
    assert s.hand(113, 49, contract="110", **HEARTS) == {"nous": 220, "eux": 50}
    assert s.detail == {"result": "fait"}


def test_belote_contree_7_capot():
    s = Sheet("contree")
    assert s.hand(162, 0, capot="nous", contract="100", **HEARTS) == {"nous": 350, "eux": 0}
    assert s.hand(162, 0, capot="nous", contract="capot", **HEARTS) == {"nous": 500, "eux": 0}
    assert s.hand(150, 12, contract="capot", belote="nous", **HEARTS) == {"nous": 20, "eux": 500}


def test_belote_contree_8_contre_and_surcontre_multiply():
    """BELOTE-EX-5 (lacontree.free.fr 2.4, coinchons.fr): 100 at spades, contré, failed."""
    s = Sheet("contree")
    hand = s.hand(70, 92, taker="nous", trump="S", contract="100", doubled="contre", belote="nous")
    assert hand == {"nous": 20, "eux": 520}
    hand = s.hand(110, 52, contract="100", doubled="surcontre", **HEARTS)
    assert hand == {"nous": 4 * 260, "eux": 0}


def test_belote_contree_9_the_belote_may_not_count_toward_the_contract():
    counts, apart = Sheet("contree"), Sheet("contree", belote_counts=False)
    assert counts.hand(70, 92, contract="90", belote="nous", **HEARTS) == {"nous": 180, "eux": 90}
    assert apart.hand(70, 92, contract="90", belote="nous", **HEARTS) == {"nous": 20, "eux": 250}


def test_belote_contree_10_announcements_help_the_contract_and_go_to_the_winner():
    s = Sheet("contree", announcements=True)
    hand = s.hand(60, 102, contract="80", announcer="nous", announcements=20, **HEARTS)
    assert hand == {"nous": 60 + 80 + 20, "eux": 100}


def test_belote_match_1_the_first_team_to_the_target_wins():
    s = Sheet("classique", target=501)
    s.hand(162, 0, capot="nous", **HEARTS)  # 252 a hand
    assert s.match.status == "playing"
    s.hand(162, 0, capot="nous", **HEARTS)
    assert s.match.status == "over" and s.match.totals == {"nous": 504, "eux": 0}
    assert fold.winners(s.match) == ["nous"]


def test_belote_match_2_targets():
    engine = engine_for("belote")
    assert engine.resolve("classique", {})["target"] == 1000
    assert engine.resolve("contree", {})["target"] == 2000
    assert engine.ends["points"] == ("t:501", "t:701", "t:1000", "t:1001", "t:1500", "t:2000")


@pytest.mark.parametrize("preset", ["classique", "classique-annonces", "contree"])
def test_every_hand_adds_up_as_the_preset_says(preset):
    """Classique: 162 (252 capot) + belote + announcements, less what a litige holds back,
    plus what it releases; contrée: the contract's points (or the rounded tricks and the
    contract), the belote and the winner's announcements."""
    engine, rng = engine_for("belote"), random.Random(preset)
    s = Sheet(preset, target=100_000, litige=True) if "classique" in preset else Sheet(preset)
    s.match = s.match.evolve(target=100_000)
    for _ in range(60):
        data = engine.sample_entry(s.match, rng)
        held = s.match.results[-1].detail.get("held", 0) if s.match.results else 0
        trick = data.pop("points")
        points = s.hand(trick["nous"], trick["eux"], **data)
        entry = {**data, "points": trick}
        assert sum(points.values()) == _expected(s, entry, held), entry


def _expected(s: Sheet, entry: dict, held: int) -> int:
    detail, taker = s.detail, entry["taker"]
    defence = next(side for side in entry["points"] if side != taker)
    belote = 20 if entry.get("belote") else 0
    if s.match.rules["game"] == "classique":
        tricks = 252 if entry.get("capot") else 162
        return tricks + belote + entry.get("announcements", 0) + held - detail.get("held", 0)
    winner = taker if detail["result"] == "fait" else defence
    factor, contract = sheet.MULTIPLIER[entry.get("doubled")], entry["contract"]
    if contract == "capot":
        won = 500 * factor
    elif factor > 1 or winner == defence:
        won = (160 + int(contract)) * factor
    elif entry.get("capot") == taker:
        won = 250 + int(contract)
    else:
        won = int(contract) + sum(sheet.tens(n) for n in entry["points"].values())
    announced = entry.get("announcements", 0) if entry.get("announcer") == winner else 0
    return won + belote + announced

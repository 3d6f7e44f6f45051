"""A game plugged in from here only (`registry.registered`, as tests/api/test_plugin_game.py
does), score-only and with no page module: the page builds its score form, score sheet,
correction and statistics from what the game declares (two fields of its score entries, one
counter), with no file of the page changed for it (docs/ENGINES.md "The page file")."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from replays import registry
from replays.engine import ScoringEngine
from replays.game import Counter, EntryField, Scoring
from replays.model import HandResult, Match
from replays.shapes import Field

from .pages import game_id, new_match, settled, tab, totals

PLAYERS = ["Anna", "Ben", "Chloé"]


class Capot(ScoringEngine):
    """Points entered each hand; the player who took every trick (`capot`) scores 50 more;
    the calls made (`annonces`) are kept with the hand."""

    game = "capot_jouet"
    titles = {"fr": "Capot (jouet)", "en": "Capot (toy)"}
    prefix = "CAPOT"
    presets = {
        "base": {
            "description": {"fr": "En 500 points.", "en": "To 500 points."},
            "rules": {"target": 500},
        }
    }
    default_preset = "base"
    scorings = {"points": Scoring("CAPOT-WIN-1", frozenset({"points_entered"}))}
    tie_rule = "CAPOT-WIN-1"
    entry_rules = {"points_entered": "CAPOT-SCORE-1"}
    entry_fields = (
        EntryField(
            "capot",
            Field("player"),
            labels={"fr": "Capot (tous les plis)", "en": "Capot (every trick)"},
            word={"fr": "capot", "en": "capot"},
            none={"fr": "Aucun", "en": "None"},
            mark="♛",
            counter="capots",
        ),
        EntryField(
            "annonces",
            Field("count", least=0, most=9),
            labels={"fr": "Annonces faites", "en": "Calls made"},
            word={"fr": "annonces", "en": "calls"},
        ),
    )
    counters = (Counter("capots", {"fr": "Capots", "en": "Capots"}),)
    rule_texts = {
        "CAPOT-SCORE-1": "Each hand's points as entered; the capot scores 50 more.",
        "CAPOT-WIN-1": "The match ends once a total reaches 500; the highest wins.",
    }

    def lowest_wins(self, match: Match) -> bool:
        return False

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        points = dict(data["points"])
        if data.get("capot"):
            points[data["capot"]] += 50
        marks = {name: data[name] for name in ("capot", "annonces") if name in data}
        return HandResult(hand=data["hand"], points=points, marks=marks)


@pytest.fixture
def toy():
    with registry.registered(Capot()) as engine:
        yield engine


def test_a_plugged_in_game_is_scored_through_the_forms_its_declarations_give(toy, phone, api):
    # Plugged in on the server only: the phone's engine (the replays zip) does not have it,
    # so the page works with the server's answers.
    phone.route("**/engine/replays-*", lambda route: route.abort())
    new_match(phone, "capot_jouet", PLAYERS, dealer="ben", engine=False)
    game = game_id(phone)
    assert phone.locator("#match-title").inner_text() == "Capot (jouet) — base"
    form = phone.locator("#points-form")
    assert form.locator("label[for=capot-player]").inner_text() == "Capot (tous les plis)"
    options = form.locator("#capot-player option").all_inner_texts()
    assert options == ["Aucun", "Anna", "Ben", "Chloé"]
    assert form.locator("label[for=entry-annonces]").inner_text() == "Annonces faites"

    for pid, value in {"anna": 10, "ben": 20, "chloe": 5}.items():
        phone.fill(f"#pts-{pid}", str(value))
    phone.select_option("#capot-player", "chloe")
    phone.fill("#entry-annonces", "2")
    form.get_by_role("button", name="Valider la manche").click()
    settled(phone, 3)
    assert totals(phone) == {"anna": 10, "ben": 20, "chloe": 55}  # the capot's 50
    assert phone.locator("#last-hand").inner_text() == "Manche 1 : Anna 10 · Ben 20 · Chloé 55 ♛"

    for pid, value in {"anna": 0, "ben": 15, "chloe": 30}.items():
        phone.fill(f"#pts-{pid}", str(value))
    phone.get_by_role("button", name="Valider la manche").click()  # no capot, no call
    settled(phone, 5)
    assert totals(phone) == {"anna": 10, "ben": 35, "chloe": 85}

    entered = [e["data"] for e in api.events(game) if e["type"] == "points_entered"]
    assert entered == [
        {"hand": 1, "points": {"anna": 10, "ben": 20, "chloe": 5}, "capot": "chloe", "annonces": 2},
        {"hand": 2, "points": {"anna": 0, "ben": 15, "chloe": 30}},
    ]
    scores = api.get(f"/games/{game}/scores")
    fields = [(h.get("capot"), h.get("annonces")) for h in scores["hands"]]
    assert fields == [("chloe", 2), (None, None)]
    assert scores["totals"] == {"anna": 10, "ben": 35, "chloe": 85}

    # The sheet marks the capot; the replay says the hand's fields in the game's words.
    tab(phone, "scores")
    cells = phone.locator("#sheet tr[data-hand='1'] td").all_inner_texts()
    assert "♛" in cells[2] and "♛" not in cells[0] + cells[1]
    tab(phone, "replay")
    phone.wait_for_selector('#replay-state[data-seq="5"]')
    phone.get_by_role("button", name="◀ Précédent").click()
    phone.get_by_role("button", name="◀ Précédent").click()
    phone.wait_for_selector('#replay-state[data-seq="3"]')
    assert phone.locator("#replay-event").inner_text() == (
        "3. Manche 1 : Anna 10, Ben 20, Chloé 5 (capot : Chloé, annonces : 2)"
    )


def test_a_plugged_in_games_fields_are_corrected_and_counted_from_its_declarations(toy, phone, api):
    phone.route("**/engine/replays-*", lambda route: route.abort())
    new_match(phone, "capot_jouet", PLAYERS, engine=False)
    game = game_id(phone)
    for pid, value in {"anna": 10, "ben": 20, "chloe": 5}.items():
        phone.fill(f"#pts-{pid}", str(value))
    phone.select_option("#capot-player", "chloe")
    phone.get_by_role("button", name="Valider la manche").click()
    settled(phone, 3)

    # The correction's editor has the same fields, filled with the hand's values.
    tab(phone, "scores")
    phone.get_by_role("button", name="Corriger la manche 1").click()
    dialog = phone.locator("#correct-dialog")
    assert dialog.locator("#fix-capot").input_value() == "chloe"
    assert dialog.locator("#fix-annonces").input_value() == ""
    dialog.locator("#fix-capot").select_option("anna")
    dialog.locator("#fix-annonces").fill("1")
    dialog.get_by_role("button", name="Enregistrer la correction").click()
    settled(phone, 4)
    assert totals(phone) == {"anna": 60, "ben": 20, "chloe": 5}
    last = api.events(game)[-1]
    assert (last["type"], last["data"]["data"]) == (
        "corrected",
        {"hand": 1, "points": {"anna": 10, "ben": 20, "chloe": 5}, "capot": "anna", "annonces": 1},
    )

    # Statistics: the game's counter, under its declared label.
    phone.click("#home-button")
    phone.click("#stats-button")
    phone.wait_for_selector("body[data-stats=ready] #stats-source[data-source=server]")
    anna = phone.locator("#stats-body .person[data-key='anna']")
    assert anna.locator("[data-stat=capots]").inner_text() == "1"
    assert "Capots" in anna.locator(".stat-line").inner_text()
    assert phone.locator("#stats-body .person[data-key='chloe'] [data-stat=capots]").count() == 0

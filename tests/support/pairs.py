"""A toy game in fixed teams, registered by the tests only (tests/api/test_sides.py,
tests/browser/test_teams_page.py): a 40-card deck of its own, two teams of two partners
facing, a score entry with two fields of its own, one naming a team (CORE-SIDE-1)."""

from __future__ import annotations

from replays.cards import Card, Deck
from replays.engine import CountsCards, ScoringEngine
from replays.game import EntryField, Scoring
from replays.model import Match
from replays.shapes import Field
from replays.sides import Sides

QUARANTE = Deck("quarante", ranks=("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"))
FACES = {"J": 8, "Q": 9, "K": 10, "A": 1}


class PairsToHundred(ScoringEngine, CountsCards):
    """Two teams of two, partners facing; each hand gives each team its points (or the cards
    its players keep); 100 wins. A 40-card deck: no 8, 9 or 10."""

    game = "paires_a_cent"
    titles = {"fr": "Paires à cent", "en": "Pairs to a hundred"}
    prefix = "PAIRS"
    presets = {
        "cent": {
            "description": {"fr": "Deux équipes, 100 points.", "en": "Two teams, 100 points."},
            "rules": {"target": 100, "options": {}},
        }
    }
    default_preset = "cent"
    scorings = {"points": Scoring("PAIRS-WIN-1", frozenset({"points_entered", "hand_revealed"}))}
    entry_order = ("points_entered", "hand_revealed")  # the page's points form first
    decks = (QUARANTE,)
    sides = Sides("teams", count=2, size=2, facing=True)
    setup_rule = "PAIRS-SCORE-1"
    tie_rule = "PAIRS-WIN-1"
    entry_rules = {"points_entered": "PAIRS-SCORE-1"}
    entry_fields = (
        EntryField(
            "capot",
            Field("side"),
            labels={"fr": "Capot (tous les plis)", "en": "Capot (every trick)"},
            word={"fr": "capot", "en": "capot"},
            mark="◆",
        ),
        EntryField(
            "annonces",
            Field("count", least=0, most=500),
            labels={"fr": "Annonces", "en": "Announcements"},
            word={"fr": "annonces", "en": "announcements"},
        ),
    )
    rule_texts = {
        "PAIRS-SCORE-1": "Each hand, each team is entered with the points it made.",
        "PAIRS-WIN-1": "The match ends once a team's total reaches 100; the highest wins.",
    }

    def lowest_wins(self, match: Match) -> bool:
        return False

    def card_points(self, rules, card: Card) -> int:
        return FACES.get(card.rank) or int(card.rank)

    def pack(self, rules) -> tuple[Card, ...]:
        return QUARANTE.cards()

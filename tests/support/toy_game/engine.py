"""High card: each hand, the points entered; the highest total wins (score tracking only)."""

from __future__ import annotations

from replays.engine import ScoringEngine
from replays.game import Scoring
from replays.model import Match


class HighCard(ScoringEngine):
    game = "carte_haute"
    titles = {"fr": "Carte haute", "en": "High card"}
    prefix = "HIGH"
    presets = {"simple": {"description": {}, "rules": {"options": {}}}}
    default_preset = "simple"
    scorings = {"points": Scoring("HIGH-WIN-1", frozenset({"points_entered"}))}
    rule_texts = {"HIGH-WIN-1": "The highest total wins."}

    def lowest_wins(self, match: Match) -> bool:
        return False


ENGINE = HighCard()

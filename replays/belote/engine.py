"""Belote: two teams, partners facing (BELOTE-TEAM-1), scored from what the table declares
of each hand (BELOTE-SHEET-1); `sheet` checks and scores, this class declares the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Deck
from ..engine import ScoringEngine
from ..game import EntryField, Scoring
from ..model import HandResult, Match
from ..shapes import Field
from ..sides import Sides
from . import sheet
from .presets import CONTRACTS, DOUBLINGS, PRESETS, SUITS, TARGETS

PIQUET = Deck("belote-32", ranks=("7", "8", "9", "10", "J", "Q", "K", "A"))  # BELOTE-DECK-1
NOBODY = {"fr": "Personne", "en": "Nobody"}


def _side(name: str, fr: str, en: str, word: tuple[str, str], mark: str = "", step: str = ""):
    labels, words = {"fr": fr, "en": en}, {"fr": word[0], "en": word[1]}
    return EntryField(name, Field("side"), labels, words, NOBODY, mark=mark, step=step)


def _choice(name: str, choices: tuple[str, ...], fr: str, en: str, word: tuple[str, str]):
    labels, words = {"fr": fr, "en": en}, {"fr": word[0], "en": word[1]}
    return EntryField(name, Field("choice", choices=choices), labels, words)


class Belote(ScoringEngine):
    game = "belote"
    titles = {"fr": "Belote", "en": "Belote"}
    prefix = "BELOTE"
    presets = PRESETS
    default_preset = "classique"
    scorings = {"points": Scoring("BELOTE-MATCH-1", frozenset({"points_entered"}))}
    min_players, max_players = 4, 4
    setup_rule = "BELOTE-TEAM-1"
    tie_rule = "BELOTE-MATCH-1"
    entry_rules = {"points_entered": "BELOTE-SHEET-2"}
    entry_fields = (
        _side("taker", "Preneurs", "Takers", ("preneurs", "takers"), "▲", step="belote.step.taken"),
        _choice("trump", SUITS, "Atout", "Trump", ("atout", "trump")),
        _choice("contract", CONTRACTS, "Contrat", "Contract", ("contrat", "contract")),
        _choice("doubled", DOUBLINGS, "Contre", "Doubled", ("contre", "doubled")),
        _side("belote", "Belote-rebelote", "Belote-rebelote", ("belote", "belote"), "♚"),
        _side("announcer", "Annonces de", "Announcements of", ("annonceurs", "announcers")),
        EntryField(
            "announcements",
            Field("count", least=20, most=500),
            labels={"fr": "Points d'annonces", "en": "Announcement points"},
            word={"fr": "annonces", "en": "announcements"},
        ),
        _side("capot", "Capot (tous les plis)", "Capot (every trick)", ("capot", "capot"), "◆"),
    )
    decks = (PIQUET,)
    sides = Sides("teams", count=2, size=2, facing=True)
    ends = {"points": tuple(f"t:{n}" for n in TARGETS)}  # BELOTE-MATCH-2
    entry_order = ("points_entered",)

    def lowest_wins(self, match: Match) -> bool:
        return False

    def check_points(self, match: Match, data: Mapping) -> None:
        super().check_points(match, data)
        sheet.check(match.rules, match.side_ids, data, match.name)

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """BELOTE-SHEET-2: the hand's points from what the table declared, with the points
        earlier litiges held back (BELOTE-RESULT-4)."""
        held = match.results[-1].detail.get("held", 0) if match.results else 0
        scored = sheet.score(match.rules, sheet.declared(match.side_ids, data), held)
        detail = {"result": scored.result} if scored.result else {}
        if scored.held:
            detail["held"] = scored.held
        marks = self.marks(data)
        return HandResult(hand=data["hand"], points=scored.points, marks=marks, detail=detail)

    def sample_entry(self, match: Match, rng: Any) -> dict[str, Any]:
        """A hand the sheet takes: one team took, the trick points split at random."""
        taker, defence = rng.sample(list(match.side_ids), 2)
        made = rng.choice((0, sheet.TRICKS, *range(0, sheet.TRICKS, 7)))
        data = {"points": {taker: made, defence: sheet.TRICKS - made}, "taker": taker}
        if made in (0, sheet.TRICKS) and rng.random() < 0.5:
            data["capot"] = taker if made else defence
        data["trump"] = rng.choice(SUITS)
        if match.rules["game"] == "contree":
            data["contract"] = rng.choice(CONTRACTS)
            data["doubled"] = rng.choice((None, *DOUBLINGS))
        if rng.random() < 0.3:
            data["belote"] = rng.choice(match.side_ids)
        if match.rules["options"]["announcements"] and rng.random() < 0.3:
            data["announcer"] = rng.choice(match.side_ids)
            data["announcements"] = rng.choice((20, 50, 100, 150, 200))
        return {k: v for k, v in data.items() if v is not None}


ENGINE = Belote()

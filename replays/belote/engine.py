"""Belote: two teams, partners facing (BELOTE-TEAM-1), scored from what the table declares
of each hand (BELOTE-SHEET-1); `sheet` checks and scores, this class declares the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Deck
from ..engine import HandPlay, ScoringEngine
from ..errors import require
from ..game import EntryField, Scoring
from ..model import HandResult, Match
from ..shapes import Field
from ..sides import Sides
from . import deal, end, events, explain, legal, notation, sheet, view
from .presets import CONTRACTS, DOUBLINGS, PRESETS, SUITS, TARGETS
from .shapes import SHAPES

PIQUET = Deck("belote-32", ranks=("7", "8", "9", "10", "J", "Q", "K", "A"))  # BELOTE-DECK-1
NOBODY = {"fr": "Personne", "en": "Nobody"}


def _side(name: str, fr: str, en: str, word: tuple[str, str], mark: str = "", step: str = ""):
    labels, words = {"fr": fr, "en": en}, {"fr": word[0], "en": word[1]}
    return EntryField(name, Field("side"), labels, words, NOBODY, mark=mark, step=step)


def _choice(name: str, choices: tuple[str, ...], fr: str, en: str, word: tuple[str, str]):
    labels, words = {"fr": fr, "en": en}, {"fr": word[0], "en": word[1]}
    return EntryField(name, Field("choice", choices=choices), labels, words)


class BelotePlay(HandPlay):
    """A hand played word by word and card by card: the auction, then eight tricks."""

    move_types = events.MOVES
    shapes = SHAPES

    deal, events, end, legal, views, explaining = deal, events, end, legal, view, explain


class Belote(ScoringEngine):
    game = "belote"
    titles = {"fr": "Belote", "en": "Belote"}
    prefix = "BELOTE"
    presets = PRESETS
    default_preset = "classique"
    scorings = {"points": Scoring("BELOTE-MATCH-1", frozenset({"points_entered"}))}
    min_players, max_players = 4, 4
    setup_rule = "BELOTE-DECK-1"  # a card of another deck (the table is BELOTE-TEAM-1's)
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
    page = "belote"
    entry_order = ("points_entered",)
    lines = notation.LINES
    words = notation.WORDS
    enums = notation.ENUMS
    play = BelotePlay()

    def check_setup(self, rules: Mapping, players: int, scoring: str) -> None:
        """BELOTE-TEAM-1: four players."""
        n = dict(game=self.game, low=4, high=4, n=players)
        require(players == 4, "BELOTE-TEAM-1", "core.player_count", **n)
        super().check_setup(rules, players, scoring)

    def lowest_wins(self, match: Match) -> bool:
        return False

    def check_points(self, match: Match, data: Mapping) -> None:
        super().check_points(match, data)
        sheet.check(match.rules, match.side_ids, data, match.name)

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """BELOTE-SHEET-2: the hand's points from what the table declared."""
        return end.scored(match, data["hand"], data, self.marks(data))

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

"""Tarot by the FFT's rules: the score sheet (TAROT-SHEET-*), each hand declared by the
table and scored by `scoring`, or a hand played trick by trick and scored from its tricks by
the same arithmetic (`end`); points are kept per player, camps changing every hand
(CORE-SIDE-1)."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import HandPlay, ScoringEngine
from ..game import EntryField, Scoring
from ..model import HandResult, Match
from ..shapes import Field
from ..sides import Sides
from . import deal, end, events, explain, legal, notation, sheet, view
from .pack import TAROT
from .presets import PRESETS
from .scoring import CAMPS, CHELEMS, CONTRACTS, POIGNEES
from .shapes import SHAPES

CALLABLE = tuple(f"{rank}{suit}" for rank in "KQCJ" for suit in "SHDC")  # TAROT-CALL-1
_NOBODY = {"fr": "Personne", "en": "Nobody"}


def _field(name: str, field: Field, fr: str, en: str, word: tuple[str, str], **kw) -> EntryField:
    return EntryField(name, field, {"fr": fr, "en": en}, {"fr": word[0], "en": word[1]}, **kw)


ENTRY_FIELDS = (
    _field(
        "taker",
        Field("player"),
        "Preneur",
        "Taker",
        ("preneur", "taker"),
        none=_NOBODY,
        mark="▲",
        step="tarot.step.declared",
    ),
    _field(
        "contract",
        Field("choice", choices=CONTRACTS),
        "Contrat",
        "Contract",
        ("contrat", "contract"),
    ),
    _field("bouts", Field("count", least=0, most=3), "Bouts", "Bouts", ("bouts", "bouts")),
    _field(
        "made",
        Field("count", least=0, most=91),
        "Points du preneur",
        "Taker's points",
        ("points", "points"),
    ),
    _field("half", Field("flag"), "et demi", "and a half", ("demi", "half")),
    _field(
        "partner",
        Field("player"),
        "Partenaire (à 5)",
        "Partner (at five)",
        ("partenaire", "partner"),
        none=_NOBODY,
        mark="△",
    ),
    _field(
        "called",
        Field("choice", choices=CALLABLE),
        "Carte appelée",
        "Card called",
        ("appel", "called"),
    ),
    _field(
        "petit",
        Field("choice", choices=CAMPS),
        "Petit au bout",
        "Petit au bout",
        ("petit", "petit"),
    ),
    _field(
        "poignee",
        Field("choice", choices=POIGNEES),
        "Poignée de l'attaque",
        "Attack's poignée",
        ("poignée", "poignee"),
    ),
    _field(
        "poignee_defense",
        Field("choice", choices=POIGNEES),
        "Poignée de la défense",
        "Defence's poignée",
        ("poignée-défense", "poignee-defense"),
    ),
    _field("chelem", Field("choice", choices=tuple(CHELEMS)), "Chelem", "Slam", ("chelem", "slam")),
)


class TarotPlay(HandPlay):
    """A hand played word by word and card by card: the auction, the call, the écart, the
    announcements, then the tricks, scored from them."""

    move_types = events.MOVES
    shapes = SHAPES

    deal, events, end, legal, views, explaining = deal, events, end, legal, view, explain


class Tarot(ScoringEngine):
    game = "tarot"
    titles = {"fr": "Tarot", "en": "French Tarot"}
    prefix = "TAROT"
    presets = PRESETS
    default_preset = "fft"
    scorings = {"points": Scoring("TAROT-MATCH-1", frozenset({"points_entered"}))}
    min_players, max_players = 3, 5
    setup_rule = "TAROT-SETUP-1"
    tie_rule = "TAROT-MATCH-1"
    entry_rules = {"points_entered": "TAROT-SHEET-1"}
    entry_fields = ENTRY_FIELDS
    sides = Sides("camps")
    negative_points = True  # TAROT-SHEET-2: a defender's points are below zero
    ends = {"points": ("r:4", "r:8", "r:12", "r:16", "r:20", "none")}
    page = "tarot"  # service/static/games/tarot.js: the hand declared in a few taps
    decks = (TAROT,)  # TAROT-DECK-1
    lines = notation.LINES
    words = notation.WORDS
    enums = notation.ENUMS
    play = TarotPlay()

    def lowest_wins(self, match: Match) -> bool:
        return False  # TAROT-MATCH-1: the highest total first

    def check_points(self, match: Match, data: Mapping) -> None:
        sheet.check(match, data)

    def entered_points(self, match: Match, data: Mapping) -> HandResult:
        """TAROT-SHEET-1: a declared hand's points are the rules' (`check_points` refused
        others), with its declaration as marks, its verdict as detail and its camps."""
        result = super().entered_points(match, data)
        hand = sheet.declared(data)
        if hand is None:
            return result
        return end.result(match, hand, result.marks, result.hand)


ENGINE = Tarot()

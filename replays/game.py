"""The values a game declares beside its engine (docs/ENGINES.md "Adding a game").

A game's engine names its scorings, the txt lines of its own event types, its words and the
rule ids that `explain` cites; the registry, the API's enums, the rulebook, the exports and
`/presets` read these, so a new game touches its own package and little else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from .shapes import Field

# The entries that score a hand in `score` tracking (CORE-TRACK-1).
ENTRIES = frozenset({"points_entered", "order_entered", "hand_revealed"})


@dataclass(frozen=True)
class Scoring:
    """One way a game is scored: the rule that scores its hands and ends the match, the
    score-only entries it takes, and the rule cited when another entry is posted."""

    rule: str
    entries: frozenset[str]
    refusal: str = "CORE-TRACK-1"


@dataclass(frozen=True)
class EntryField:
    """A field a game's `points_entered` carries beyond `hand` and `points`, declared as data:
    the schema, the players it must name (CORE-PLAYER-1), the score sheet and its exports,
    explain, statistics and the page's score form derive from it (the player who went out
    in one go, say)."""

    name: str
    field: Field  # its kind and bounds (replays/shapes.py); "player" names a player
    labels: Mapping[str, str]  # fr/en: the score form's label
    word: Mapping[str, str]  # fr/en: its keyword (txt line, described entry, csv column)
    none: Mapping[str, str] = field(default_factory=dict)  # fr/en: the form's "no one"
    mark: str = ""  # shown beside the points of the player it names on the score sheet
    step: str = ""  # explain's sentence (a catalogue key: {who}, {points}) when it is set
    counter: str = ""  # the statistics counter that the player it names adds one to


@dataclass(frozen=True)
class Counter:
    """A statistics counter of a game, per person across matches: a number (hands won in one
    go) or a count per value (`titles` per title, `penalties` per kind), with its words."""

    name: str
    labels: Mapping[str, str]  # fr/en
    per_value: bool = False


@dataclass(frozen=True)
class Arg:
    """One field of an event's txt line: its kind (a card, a list, a number…) and, for an
    optional field, the keyword (a words key) that announces it."""

    field: str
    kind: str
    key: str = ""


@dataclass(frozen=True)
class Spec:
    """The txt line of an event type: the field that opens it (a player), a verb, its fields."""

    subject: str  # the data field that opens the line ("" when the line opens with the verb)
    verb: str
    args: tuple[Arg, ...] = ()


# `card_played`'s line, the same in every game that logs it (a txt record has one line per
# event type): a card or the cards laid, the suit asked, the player aimed at.
CARD_PLAYED_LINE = Spec(
    "player",
    "plays",
    (
        Arg("card", "card"),
        Arg("cards", "laid"),
        Arg("suit", "enum:suit", "suit"),
        Arg("target", "player", "target"),
    ),
)


@cache
def player_fields(spec: Spec) -> tuple[str, ...]:
    """The fields of an event that name a player (CORE-PLAYER-1): its subject, and every
    field its line reads as a player."""
    named = [spec.subject] if spec.subject else []
    return (*named, *(a.field for a in spec.args if a.kind == "player"))

"""The data of a game's own event types, declared by the game as plain data (docs/ENGINES.md
"Adding a game"): per event type its fields, each a kind with bounds. `schemas/` builds the
request schemas from these tables; a game adds no schema module of its own.

Kinds: `player` (a player id), `side` (a side's id: a team's where the game has teams,
CORE-SIDE-1), `card` (one card), `cards` (a list of cards, `least` to
`most` long), `suit` (S, H, D or C), `count` (an integer from `least` to `most`), `call` (a
short word), `choice` (one of `choices`), `melds` (a list of card lists), `flag` (true or
false).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

KINDS = frozenset(
    {"player", "side", "card", "cards", "suit", "count", "call", "choice", "melds", "flag"}
)


@dataclass(frozen=True)
class Field:
    kind: str
    required: bool = False
    least: int | None = None
    most: int | None = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shape:
    """One event type's data: its fields by name; `one_of` names two fields of which exactly
    one is given; `counted` says `cards`, when given, lists as many cards as `count`."""

    fields: Mapping[str, Field]
    one_of: tuple[str, str] | None = None
    counted: bool = False


def transfer(most: int) -> Shape:
    """Cards going from one player to another: named (`cards`) or, when hidden, a `count`."""
    return Shape(
        {
            "from": Field("player", required=True),
            "to": Field("player", required=True),
            "cards": Field("cards", least=1, most=most),
            "count": Field("count", least=1, most=most),
        },
        one_of=("cards", "count"),
    )


def shape_problems(event_type: str, shape: Shape) -> list[str]:
    """What is wrong with a declaration (an unknown kind, a `one_of` naming no field)."""
    problems = [
        f"{event_type}.{name}: unknown kind {f.kind!r}"
        for name, f in shape.fields.items()
        if f.kind not in KINDS
    ]
    if shape.one_of and not set(shape.one_of) <= set(shape.fields):
        problems.append(f"{event_type}: one_of names a field it lacks")
    if shape.counted and not {"cards", "count"} <= set(shape.fields):
        problems.append(f"{event_type}: counted needs fields cards and count")
    return problems


def loaded_as(kind: str) -> str:
    """The kind whose values a field's are, loaded (a side's id is a player's id, or a team's)."""
    return "player" if kind == "side" else kind


def widest(fields: list[Field]) -> Field:
    """One field taking every value any of `fields` takes (all of one kind): a score field
    two games declare under one name is loaded by it, each match then checking its own
    game's field (`value_fits`)."""
    kinds = {loaded_as(f.kind) for f in fields}
    if len(kinds) != 1:
        raise ValueError(f"fields of kinds {sorted(kinds)} have no widest")
    least = [f.least for f in fields]
    most = [f.most for f in fields]
    return Field(
        fields[0].kind,
        required=all(f.required for f in fields),
        least=None if None in least else min(least),  # type: ignore[type-var]
        most=None if None in most else max(most),  # type: ignore[type-var]
        choices=tuple(dict.fromkeys(c for f in fields for c in f.choices)),
    )


def value_fits(f: Field, value: object) -> bool:
    """A loaded value within what `f` itself declares (its choices, its bounds)."""
    if f.kind == "choice":
        return value in f.choices
    if f.kind == "count" and isinstance(value, int):
        return (f.least is None or value >= f.least) and (f.most is None or value <= f.most)
    return True


# `card_played`, shared by every game that logs it (an event type has one schema across the
# registry): one card, or several where a power lays them at once, with the suit asked and
# the player aimed at where a game's powers have them.
CARD_PLAYED = Shape(
    {
        "player": Field("player", required=True),
        "card": Field("card"),
        "cards": Field("cards", least=1, most=60),
        "suit": Field("suit"),
        "target": Field("player"),
    },
    one_of=("card", "cards"),
)

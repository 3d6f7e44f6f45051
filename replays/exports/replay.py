"""The one replay every export starts from: each stored event with the match after it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import match as fold
from ..errors import InvalidInput, say
from ..model import Event, HandResult, Match


@dataclass(frozen=True)
class Frame:
    """One stored event, its stamps (`at`, `by`, the device's `played_at`), and the match just
    after it."""

    event: Event
    at: str | None
    by: str | None
    after: Match
    played_at: str | None = None


@dataclass(frozen=True)
class Replay:
    frames: tuple[Frame, ...]
    undone_by: Mapping[int, int]  # seq of a retracted event -> seq of its retraction
    corrected_by: Mapping[int, int] = field(default_factory=dict)  # entry -> correction

    @property
    def first(self) -> Match:
        return self.frames[0].after

    @property
    def final(self) -> Match:
        return self.frames[-1].after

    @property
    def created(self) -> Mapping[str, Any]:
        return self.frames[0].event.data

    def scored(self, i: int) -> HandResult | None:
        """The hand frame `i` scored, if it scored one."""
        before = self.frames[i - 1].after.results if i else ()
        after = self.frames[i].after.results
        return after[-1] if len(after) > len(before) else None

    def rescored(self, i: int) -> tuple[HandResult, ...]:
        """The hands frame `i` scored again (a correction, or the retraction of one)."""
        if not i:
            return ()
        before = self.frames[i - 1].after.results
        after = self.frames[i].after.results
        return tuple(a for b, a in zip(before, after, strict=False) if a != b)

    def unscored(self, i: int) -> tuple[HandResult, ...]:
        """The hands frame `i` took back (a retraction of a scoring event)."""
        if not i:
            return ()
        before = self.frames[i - 1].after.results
        return before[len(self.frames[i].after.results) :]


def replay(events: Iterable[Mapping[str, Any]], game_id: str = "") -> Replay:
    """Fold stored events (dicts with type, data, seq and optionally game, at, by,
    played_at)."""
    frames: list[Frame] = []
    undone: dict[int, int] = {}
    corrected: dict[int, int] = {}
    match: Match | None = None
    for raw in events:
        event = Event(raw["type"], raw["data"], raw.get("seq", len(frames) + 1))
        if match is not None and event.type == "retracted" and match.undo is not None:
            undone[match.undo[0]] = event.seq
        if event.type == "corrected":
            corrected[event.data["seq"]] = event.seq
        match = fold.apply(match, event, game_id or raw.get("game", ""))
        frames.append(Frame(event, raw.get("at"), raw.get("by"), match, raw.get("played_at")))
    if not frames or frames[0].event.type != "game_created":
        raise InvalidInput(say("import.replay_needs_creation"))
    # an entry is shown "corrected by" a correction still in effect (a retracted one is not)
    kept = {seq: by for seq, by in corrected.items() if by not in undone}
    return Replay(tuple(frames), undone, kept)

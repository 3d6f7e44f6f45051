"""Every game from one database to another (SQLite and PostgreSQL alike), chain checked.

A game is copied event by event, as stored (same hashes, keys and request hashes), with its
token; its summary and its latest snapshot are rebuilt by replay on arrival. A game already
present with the same head is left alone, so a copy that was cut short can simply run again.
"""

from __future__ import annotations

from dataclasses import dataclass

from replays.match import replay

from .games import summary_row
from .snapshots import frozen
from .store import Store, StoreFull, StoreUnavailable


@dataclass(frozen=True)
class Copied:
    game: str
    outcome: str  # "copied", "present" (same head already there), or why it was refused
    events: int = 0

    @property
    def refused(self) -> bool:
        return self.outcome not in ("copied", "present")


def copy_game(source: Store, target: Store, game: str) -> Copied:
    """Copy one game; refuse a broken chain, or a different game under the same id."""
    broken = source.verify(game)
    if broken is not None:
        return Copied(game, f"refused: its chain is broken at seq {broken}")
    head = source.head(game)
    if target.exists(game):
        if target.head(game) == head:
            return Copied(game, "present", head[0])
        return Copied(game, "refused: the target holds another log under this id")
    records = list(source.records(game))
    token = source.token(game)
    try:
        with target.writing():
            for event, request in records:
                target.append(event, request)
            if token is not None:
                target.set_token(game, token)
            events = [event for event, _ in records]
            match = replay(events, game_id=game)
            target.save_summary(summary_row(match, events[-1]["at"], events[0]["at"]))
            text = frozen(match)
            if text is not None:
                target.save_snapshot(game, match.seq, text)
    except (StoreUnavailable, StoreFull):
        raise  # the target as a whole: no other game would fare better
    except Exception as exc:  # this log alone (a NUL in `by`, from v1: PostgreSQL refuses it)
        return Copied(game, f"refused: the target cannot hold it ({exc})")
    if target.verify(game) is not None or target.head(game) != head:
        return Copied(game, "refused: the copy does not verify")  # the target changed it
    return Copied(game, "copied", head[0])

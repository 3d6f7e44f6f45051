"""Statistics per player across matches, from their logs alone (so the page can run it offline).

Every log is replayed by the fold; only what is still in effect at the end counts (a retracted
challenge is no penalty, a corrected hand counts with its corrected figures). Players are the
same person across matches when their names match with case and accents ignored (NFKD), or
when `links` says so: {"Anne-Sophie": "Anso"} counts every Anne-Sophie as Anso, and
{"<game id>:<player id>": "Anso"} one seat of one match. A link is not followed further (Anso
is not looked up again).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from . import match as fold
from .model import Event, Match, whole
from .registry import engine_for, engines

Log = Sequence[Mapping[str, Any]]


def same_name(name: str) -> str:
    """The key a name is matched by: accents dropped (NFKD), case folded, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def stats(
    logs: Iterable[Log],
    links: Mapping[str, str] | None = None,
    finals: Sequence[Match] | None = None,
) -> dict[str, Any]:
    """{"matches": one line per match, "players": one record per person, most matches first}.

    `finals` are the logs' final states when the caller has them already (the service's
    cache): they are what replaying each log gives, so nothing is folded twice, unless one
    lacks the undo chain that counting the penalties in effect walks (`model.whole`)."""
    people: dict[str, dict[str, Any]] = {}
    matches = []
    for i, log in enumerate(logs):
        final = finals[i] if finals is not None and whole(finals[i]) else fold.replay(log)
        seats = _seats(final, links or {})
        for pid, (key, name) in seats.items():
            person = people.setdefault(key, _new_person(key, name))
            _count_match(person, final, pid)
        _count_moves(people, seats, final, {e["seq"]: e for e in log})
        best = fold.winners(final)
        matches.append(
            {
                "id": final.id,
                "game": final.game,
                "status": final.status,
                "hands": len(final.results),
                "players": [seats[p][0] for p in final.player_ids],
                "winners": [seats[p][0] for p in final.player_ids if final.team_of(p) in best],
            }
        )
    players = sorted(people.values(), key=lambda p: (-p["matches"], p["key"]))
    return {"matches": matches, "players": [_finished(p) for p in players]}


def _seats(match: Match, links: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """Each player id of a match -> (the person's key, the name shown)."""
    by_key = {same_name(k): v for k, v in links.items()}
    seats: dict[str, tuple[str, str]] = {}
    for p in match.players:
        linked = links.get(f"{match.id}:{p.id}") or by_key.get(same_name(p.name))
        name = linked if linked is not None else p.name
        if any(key == same_name(name) for key, _ in seats.values()):
            name = f"{name} ({p.id})"  # two seats of one match are two people (two Maries)
        seats[p.id] = (same_name(name), name)
    return seats


def _new_person(key: str, name: str) -> dict[str, Any]:
    """A person's record: matches, scores, and every registered game's counters at zero."""
    person: dict[str, Any] = {
        "key": key,
        "name": name,
        "matches": 0,
        "finished": 0,
        "won": 0,
        "tied": 0,
        "scores": {},
    }
    for engine in engines().values():
        for counter in engine.counters:
            person.setdefault(counter.name, {} if counter.per_value else 0)
    return person


def _count_match(person: dict[str, Any], match: Match, pid: str) -> None:
    """Matches played, won (alone, or with one's team) or tied; the hands' points (one's
    team's, CORE-SIDE-1); the counters a hand adds to."""
    person["matches"] += 1
    side = match.team_of(pid)
    if match.status == "over":
        person["finished"] += 1
        best = fold.winners(match)
        if best == [side]:
            person["won"] += 1
        elif side in best:
            person["tied"] += 1
    low = engine_for(match.game).lowest_wins(match)
    group = f"{match.game}:{match.scoring}"
    sheet = person["scores"].setdefault(group, {"lowest_wins": low, "points": []})
    engine = engine_for(match.game)
    for result in match.results:
        if side in result.points:
            sheet["points"].append(result.points[side])
        for entry in engine.entry_fields:  # Rami's `rami`: one more for the player it names
            if entry.counter and result.marks.get(entry.name) == pid:
                _add(person, entry.counter, "")
        for key, counter in engine.detail_counters.items():  # Président's title per hand
            value = (result.detail or {}).get(key, {}).get(pid)
            if value is not None:
                _add(person, counter, value)


def _count_moves(
    people: dict[str, dict[str, Any]],
    seats: Mapping[str, tuple[str, str]],
    final: Match,
    events: Mapping[int, Mapping[str, Any]],
) -> None:
    """What the game counts of its moves (Huit américain's penalties and forgotten calls):
    only the events still in effect, by the undo chain."""
    play = engine_for(final.game).play
    if play is None or not play.penalty_types:
        return
    state = final
    while state.undo is not None:
        seq, before = state.undo
        raw = events.get(seq)
        if raw is not None and raw["type"] in play.penalty_types:
            event = Event(raw["type"], raw["data"], seq)
            for pid, counter, value in play.penalties(before, event, state):
                _add(people[seats[pid][0]], counter, value)
        state = before


def _add(person: dict[str, Any], counter: str, value: str) -> None:
    """One more under `counter` (a number), or under its `value` (a count per value)."""
    counts = person.setdefault(counter, {} if value else 0)
    if isinstance(counts, dict):
        counts[value] = counts.get(value, 0) + 1
    else:
        person[counter] = counts + 1


def _finished(person: dict[str, Any]) -> dict[str, Any]:
    """Average, best and worst hand per game and scoring, by that game's sense."""
    scores = {}
    for group, sheet in person["scores"].items():
        points = sheet["points"]
        if not points:
            continue
        low = sheet["lowest_wins"]
        scores[group] = {
            "lowest_wins": low,
            "hands": len(points),
            "total": sum(points),
            "average": round(sum(points) / len(points), 2),
            "best": min(points) if low else max(points),
            "worst": max(points) if low else min(points),
        }
    return {**person, "scores": scores}

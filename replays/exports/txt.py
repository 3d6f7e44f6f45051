"""The txt record, in the spirit of a PGN file: a header of tags, then one line per event.

    [Game "huit_americain"]
    [Player1 "anna (Anna)"]
    …
    2. donne 1 donneur chloe
    3. anna joue 7H
    ; donne 1 : Anna 0, Ben 23 — totaux : Anna 0, Ben 23

Event lines are `<seq>. <event>` (see `notation.py`) and read back by `txt_reader`; lines
starting with ';' and text in braces are commentary derived by the replay (scores, totals,
undos, the result) and are ignored when reading.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from ..explain import card_counts, penalty_types
from ..match import winners
from ..model import HandResult, Match
from ..phrases import count
from ..report import hand_view
from ..titles import match_title
from .notation import one_line, one_line_json, write
from .replay import Replay, replay
from .words import check_lang, label, word


def render_txt(events: Iterable[Mapping[str, Any]] | Replay, lang: str = "fr") -> str:
    """The whole record of a match as text, in French (`fr`) or English (`en`)."""
    check_lang(lang)
    rp = events if isinstance(events, Replay) else replay(events)
    lines = header(rp, lang) + [""]
    for i in range(1, len(rp.frames)):
        if rp.frames[i].event.type == "hand_started" and lines[-1]:
            lines.append("")
        lines.append(event_line(rp, i, lang))
        lines.extend(one_line(c) for c in comment_lines(rp, i, lang))
    final = one_line("; " + result_text(rp.final, lang))
    if lines[-1] != final:  # the match end is told where it happened
        lines += ["", final]
    return "\n".join(lines) + "\n"


def header(rp: Replay, lang: str) -> list[str]:
    created, first = rp.created, rp.frames[0]
    at = first.at or ""
    tags: list[tuple[str, str]] = [
        ("Event", match_title(created["game"], created["preset"], lang)),
        ("Game", created["game"]),
        ("Preset", created["preset"]),
        ("Id", rp.first.id),
        ("UTCDate", at[:10].replace("-", ".") if at else "????.??.??"),
        ("UTCTime", at[11:19] if at else "??:??:??"),
        ("Lang", lang),
        ("Tracking", created["tracking"]),
        ("Scoring", created["scoring"]),
        ("Target", _optional(created.get("target"))),
        ("Rounds", _optional(created.get("rounds"))),
    ]
    tags += [
        (f"Player{i}", f"{p['id']} ({p['name']})")
        for i, p in enumerate(created["players"], start=1)
    ]
    if created.get("teams"):  # CORE-SIDE-1: the fixed teams, as stored
        tags.append(
            ("Teams", json.dumps(created["teams"], ensure_ascii=False, separators=(",", ":")))
        )
    tags.append(("Result", result_tag(rp.final)))
    tags.append(("Rules", json.dumps(created["rules"], ensure_ascii=False, separators=(",", ":"))))
    return [f"[{name} {one_line_json(value)}]" for name, value in tags]


def event_line(rp: Replay, i: int, lang: str) -> str:
    event = rp.frames[i].event
    line = f"{event.seq}. {write(event.type, event.data, lang)}"
    after = rp.frames[i].after
    notes = [
        f"{after.name(p)} {word(lang, 'draws_n')} {count(n, 'card', lang)}"
        for p, n in penalty_draws(rp, i).items()
    ]
    played_at = rp.frames[i].played_at  # the device's clock, in UTC as the UTCTime tag
    if isinstance(played_at, str):
        notes.append(f"{word(lang, 'played_at')} {played_at[11:19]}")
    undone = rp.undone_by.get(event.seq)
    if undone is not None:
        notes.append(f"{word(lang, 'undone_by')} {undone}")
    corrected = rp.corrected_by.get(event.seq)
    if corrected is not None:  # CORE-CORRECT-1: the entry stays, its figures were replaced
        by = [f.by for f in rp.frames[corrected - 1 : corrected] if f.event.seq == corrected]
        device = f" ({_in_braces(by[0])})" if by and by[0] else ""  # the phone that corrected
        notes.append(f"{word(lang, 'corrected_by')} {corrected}{device}")
    return line + "".join(f"  {{{note}}}" for note in notes)


def penalty_draws(rp: Replay, i: int) -> dict[str, int]:
    """Who drew how many cards for a challenge or an infraction (the engine moved them)."""
    if rp.frames[i].event.type not in penalty_types(rp.final.game):
        return {}
    was = card_counts(hand_view(rp.frames[i - 1].after))
    now = card_counts(hand_view(rp.frames[i].after))
    return {p: now[p] - was[p] for p in now if p in was and now[p] > was[p]}


def comment_lines(rp: Replay, i: int, lang: str) -> list[str]:
    """Scores and totals after a hand is scored (or unscored by an undo), the match end."""
    after = rp.frames[i].after
    lines = []
    scored = rp.scored(i)
    if scored is not None:
        lines.append("; " + hand_text(after, scored, lang))
    again = rp.frames[i].event.type == "corrected"  # CORE-CORRECT-1: may reopen the match
    for result in rp.rescored(i):
        lines.append("; " + hand_text(after, result, lang, word(lang, "corrected") * again))
    for result in rp.unscored(i):
        lines.append(
            f"; {word(lang, 'hand')} {result.hand} {word(lang, 'unscored')}"
            f" — {word(lang, 'totals')}{_colon(lang)} {_points(after, after.totals)}"
        )
    before = rp.frames[i - 1].after
    if after.status != before.status and (again or after.status != "playing"):
        lines.append("; " + result_text(after, lang))
    return lines


def hand_text(match: Match, result: HandResult, lang: str, state: str = "") -> str:
    colon = _colon(lang)
    titles = result.detail.get("titles", {}) if result.detail else {}
    points = ", ".join(
        f"{match.name(p)} {n}" + (f" ({label(match.game, titles[p])})" if p in titles else "")
        for p, n in result.points.items()
    )
    return (
        f"{word(lang, 'hand')} {result.hand}{' ' + state if state else ''}{colon} {points}"
        f" — {word(lang, 'totals')}{colon} {_points(match, match.totals)}"
    )


def result_text(match: Match, lang: str) -> str:
    colon = _colon(lang)
    totals = f"{word(lang, 'totals')}{colon} {_points(match, match.totals)}"
    if match.status == "abandoned":
        return f"{word(lang, 'abandoned_line')} — {totals}"
    if match.status != "over":
        return f"{word(lang, 'playing')} — {totals}"
    best = [match.name(p) for p in winners(match)]
    if len(best) > 1:
        return f"{word(lang, 'over')}{colon} {word(lang, 'tie')} {', '.join(best)} — {totals}"
    return f"{word(lang, 'over')}{colon} {best[0]} {word(lang, 'wins')} — {totals}"


def result_tag(match: Match) -> str:
    if match.status == "abandoned":
        return "abandoned"
    return " ".join(winners(match)) if match.status == "over" else "*"


def _in_braces(text: str) -> str:
    """Free text that cannot close the comment it sits in, nor break its line."""
    return " ".join(text.replace("{", "(").replace("}", ")").split())


def _colon(lang: str) -> str:
    """French typography puts a space before a colon."""
    return " :" if lang == "fr" else ":"


def _points(match: Match, points: Mapping[str, int]) -> str:
    return ", ".join(f"{match.name(p)} {n}" for p, n in points.items())


def _optional(value: int | None) -> str:
    return "-" if value is None else str(value)

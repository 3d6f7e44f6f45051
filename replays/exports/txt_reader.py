"""Reading a txt record back into events: the header gives game_created, each line an event.

Commentary (lines starting with ';', text in braces) is skipped: it is derived by the replay.
The events come back as {seq, type, data}; the service re-checks them as it would any log.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..errors import InvalidInput, say, unsaid
from .notation import read, tokens
from .words import LANGS

_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\Z')
_LINE = re.compile(r"([0-9]{1,9})\.\s+(.*)\Z")
_PLAYER = re.compile(r"(\S+) \((.+)\)\Z", re.S)
REQUIRED = ("Game", "Preset", "Tracking", "Scoring", "Rules")


def read_txt(text: str) -> list[dict[str, Any]]:
    """The events of a txt record, game_created first; InvalidInput names the bad line."""
    tags, body = _split(text)
    created = _created(tags)
    lang = tags.get("Lang", "fr")
    if lang not in LANGS:
        raise InvalidInput(say("import.txt_lang", known=", ".join(LANGS), value=lang), "Lang")
    events: list[dict[str, Any]] = [{"seq": 1, "type": "game_created", "data": created}]
    for line_no, line in body:
        match = _LINE.match(line)
        if not match:
            raise InvalidInput(say("import.txt_line_number", line=line_no))
        seq, expected = int(match.group(1)), len(events) + 1
        if seq != expected:
            raise InvalidInput(say("import.txt_line_seq", line=line_no, expected=expected, seq=seq))
        try:
            kind, data = read(tokens(match.group(2)), created["game"], lang)
        except InvalidInput as exc:
            problem = unsaid(exc.message)  # said in the reader's language inside this one
            raise InvalidInput(say("import.txt_line", line=line_no, problem=problem)) from None
        events.append({"seq": seq, "type": kind, "data": data})
    return events


def _split(text: str) -> tuple[dict[str, str], list[tuple[int, str]]]:
    """The header's tags, and the numbered event lines of the body."""
    tags: dict[str, str] = {}
    body: list[tuple[int, str]] = []
    for line_no, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith(";") or (line.startswith("{") and line.endswith("}")):
            continue
        tag = _TAG.match(line)
        if tag and not body:
            tags[tag.group(1)] = _unescape(tag.group(2), line_no)
        else:
            body.append((line_no, line))
    return tags, body


def _unescape(value: str, line_no: int) -> str:
    """A tag's value: PGN escapes (\\" and \\\\), and JSON's (\\n, \\u00e9…) written by us."""
    try:
        return json.loads(f'"{value}"', strict=False)
    except ValueError:
        raise InvalidInput(say("import.txt_tag_escape", line=line_no)) from None


def _created(tags: dict[str, str]) -> dict[str, Any]:
    missing = [t for t in REQUIRED if t not in tags]
    if missing:
        raise InvalidInput(say("import.txt_tags_missing", tags=", ".join(missing)))
    try:
        rules = json.loads(tags["Rules"])
    except (ValueError, RecursionError):  # RecursionError: nested too deeply to be read
        raise InvalidInput(say("import.txt_rules_not_object"), "Rules") from None
    if not isinstance(rules, dict):
        raise InvalidInput(say("import.txt_rules_not_object"), "Rules")
    return {
        "game": tags["Game"],
        "preset": tags["Preset"],
        "rules": rules,
        "players": _players(tags),
        **_teams(tags),
        "tracking": tags["Tracking"],
        "scoring": tags["Scoring"],
        "target": _optional_int(tags, "Target"),
        "rounds": _optional_int(tags, "Rounds"),
    }


def _teams(tags: dict[str, str]) -> dict[str, Any]:
    """The `Teams` tag (CORE-SIDE-1), as stored: its shape is checked as any game_created's."""
    if "Teams" not in tags:
        return {}
    try:
        teams = json.loads(tags["Teams"])
    except (ValueError, RecursionError):
        raise InvalidInput(say("import.txt_teams_not_list"), "Teams") from None
    if not isinstance(teams, list):
        raise InvalidInput(say("import.txt_teams_not_list"), "Teams")
    return {"teams": teams}


def _players(tags: dict[str, str]) -> list[dict[str, str]]:
    players = []
    number = 1
    while f"Player{number}" in tags:
        found = _PLAYER.match(tags[f"Player{number}"])
        if not found:
            raise InvalidInput(say("import.txt_player_form", number=number), f"Player{number}")
        players.append({"id": found.group(1), "name": found.group(2)})
        number += 1
    if not players:
        raise InvalidInput(say("import.txt_no_player"))
    return players


def _optional_int(tags: dict[str, str], name: str) -> int | None:
    value = tags.get(name, "-")
    if value == "-":
        return None
    if not re.fullmatch(r"[0-9]{1,16}", value):
        raise InvalidInput(say("import.txt_number_tag", tag=name, value=value), name)
    return int(value)

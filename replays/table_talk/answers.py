"""An answer's shape (`understood`, `ask`, `not_understood`) and each event read judged as an
append would judge it, in turn, nothing stored (DESIGN.md: `POST /games/{id}/say`)."""

from __future__ import annotations

from typing import Any

from .. import match as fold
from ..cards import Card
from ..catalogue import localised, render, sentence
from ..errors import InvalidInput, RuleViolation
from ..model import Event, Match
from .context import Meaning
from .describe import describe
from .words import MAX_NUMBER, MAX_TEXT


def bodies_of(answer: dict[str, Any]) -> list[dict]:
    return [{"type": e["type"], "data": e["data"]} for e in answer["events"]]


def all_accepted(events: list[dict]) -> bool:
    return all(e["accepted"] for e in events)


def after_accepted(match: Match, events: list[dict]) -> Match:
    for entry in events:
        if entry["accepted"]:
            match = applied(match, {"type": entry["type"], "data": entry["data"]})
    return match


def _keep_order(cards: list[Card], seed: Any = None) -> list[Card]:
    """No chance here: a reshuffle the server would log is judged in the pile's order."""
    return list(cards)


def judge(match: Match, bodies: list[dict], lang: str) -> list[dict]:
    """Each body checked in turn, the accepted ones applied before the next is checked."""
    out: list[dict] = []
    for body in bodies:
        entry: dict[str, Any] = {"type": body["type"], "data": body["data"]}
        if (
            out
            and out[-1]["accepted"]
            and {"type": out[-1]["type"], "data": out[-1]["data"]} == entry
        ):
            try:  # said twice ("échange : Anna donne 2 cartes à Dan"): once, unless it stands twice
                applied(match, body)
            except (RuleViolation, InvalidInput):
                continue
        before = match
        body = _completed(match, body)
        entry = {"type": body["type"], "data": body["data"]}
        try:
            match = applied(match, body)
            entry["accepted"] = True
        except RuleViolation as exc:
            entry.update(accepted=False, rule=exc.rule, message=sentence(exc.said, lang))
        except InvalidInput as exc:
            entry.update(accepted=False, message=localised(exc.message, lang))
        entry["text"] = describe(before, body, lang)
        out.append(entry)
    return out


def _completed(match: Match, body: dict) -> dict:
    """The body as the one legal move it is part of, the event the page would post: « Ben
    prend le 5 » once Anna's 5 of clubs is on the pile takes it, `card` said."""
    if match.tracking == "score" or not match.in_hand or match.status != "playing":
        return body
    fits = [
        m
        for m in fold.legal_moves(match)
        if m["type"] == body["type"]
        and m.get("ready", True)
        and all(m["data"].get(k) == v for k, v in body["data"].items())
    ]
    return {"type": body["type"], "data": dict(fits[0]["data"])} if len(fits) == 1 else body


def applied(match: Match, body: dict) -> Match:
    """The match after `body`, with any event the server logs before it (a reshuffle)."""
    event = Event(body["type"], body["data"], match.seq + 1)
    for step in fold.expand(match, event, _keep_order):
        step = Event(step.type, step.data, match.seq + 1)
        fold.check(match, step)
        match = fold.apply(match, step)
    return match


def ask(match: Match, meaning: Meaning, lang: str, judged: list[list[dict]]) -> dict:
    question = meaning.question[0 if lang == "fr" else 1] or render("talk.ask.which_move", lang)
    return {
        "status": "ask",
        "question": question,
        "alternatives": [{"events": events} for events in judged],
    }


def not_understood(key: str, lang: str) -> dict:
    """Why a sentence makes no move: `reason` is the key's last part ("number")."""
    reason = key.rpartition(".")[2]
    said = render(key, lang, max=MAX_NUMBER if reason == "number" else MAX_TEXT)
    return {"status": "not_understood", "reason": reason, "message": said}

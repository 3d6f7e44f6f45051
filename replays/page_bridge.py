"""The page's one door to the rule engine (the package runs in the browser under Pyodide):
JSON in, JSON out, so that the phone checks and folds a tap with the server's own code and
answers a refusal with the server's own body (DESIGN.md, "The page, local-first").

Chance stays outside: a deal or a reshuffle the engine completes asks `permute(n, seed)` for
an order of n cards, which the page draws from its own randomness (or the seed).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import match as fold
from . import report, rulebook
from .cards import Card
from .catalogue import localised, plain, sentence
from .errors import InvalidInput, RuleViolation
from .model import Event, Match
from .phrases import DEFAULT_LANG
from .rematch import rematch
from .stats import stats
from .table_talk import read

Permute = Callable[[int, Any], list[int]]


def refusal(exc: RuleViolation | InvalidInput, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """The error body the API answers for `exc` (service/errors.py), with its status, in the
    page's language."""
    if isinstance(exc, RuleViolation):
        body = {"error": "rule_violation", "message": sentence(exc.said, lang), "rule": exc.rule}
        body.update(rulebook.cites(exc.rule, lang))
        if exc.params:
            body["params"] = plain(exc.params)
        return {"status": 422, "body": body}
    message = localised(exc.message, lang)
    errors = {exc.field: [message]} if exc.field else {}
    return {"status": 400, "body": {"error": "invalid", "message": message, "errors": errors}}


def views(match: Match, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """What the match screen shows: GET /state, /scores and /legal-moves at this seq."""
    return localised(
        {
            "state": report.state(match),
            "scores": report.scores(match),
            "moves": report.moves(match),
        },
        lang,
    )


def stats_of(logs_json: str, links_json: str = "{}") -> str:
    """GET /stats over the logs the phone keeps (the same function, so offline too)."""
    return json.dumps(stats(json.loads(logs_json), json.loads(links_json)))


def rematch_of(created_json: str) -> str:
    """The POST /games body of a match like the one `game_created` data describes."""
    return json.dumps(rematch(json.loads(created_json)))


class Table:
    """One game's log folded on the phone: stored events, then the ones still to send."""

    def __init__(self, events_json: str, lang: str = DEFAULT_LANG):
        self.events: list[dict[str, Any]] = json.loads(events_json)
        self.match: Match = fold.replay(self.events)
        self.lang = lang

    def speak(self, lang: str) -> None:
        """The page's language changed: refusals and views follow it."""
        self.lang = lang

    def view(self) -> str:
        return json.dumps(views(self.match, self.lang))

    def view_at(self, seq: int) -> str:
        """The screen as it was after `seq` (the replay tab)."""
        return json.dumps(views(fold.replay(self.events, upto=seq), self.lang))

    def push(self, event_json: str) -> None:
        """Fold an event already checked (stored by the server, or accepted by `attempt`)."""
        raw = json.loads(event_json)
        self.events.append(raw)
        self.match = fold.apply(self.match, fold.as_event(raw))

    def attempt(self, body_json: str, permute: Permute) -> str:
        """A tap as the server takes a post: completed (expand), each event checked and
        applied in order, all or nothing. Returns {"events": [...]} to log, each with the
        seq it takes, or {"status", "body"}: the refusal the server would answer."""
        body = json.loads(body_json)
        match = self.match
        start = Event(body["type"], body.get("data") or {}, match.seq + 1)
        try:
            expanded = fold.expand(match, start, _shuffle(permute))
            accepted = []
            for event in expanded:
                event = Event(event.type, event.data, match.seq + 1)
                fold.check(match, event)
                match = fold.apply(match, event)
                accepted.append({"type": event.type, "data": dict(event.data), "seq": event.seq})
        except (RuleViolation, InvalidInput) as exc:
            return json.dumps(refusal(exc, self.lang))
        self.events.extend(accepted)
        self.match = match
        return json.dumps({"events": accepted})

    def say(self, text: str) -> str:
        """A sentence said at the table, read on the phone as `POST /games/{id}/say` reads it
        on the server (offline too), against this log with the moves still to send."""
        return json.dumps(
            {"seq": self.match.seq, "lang": self.lang, **read(self.match, text, self.lang)}
        )

    def check(self, event_json: str) -> str:
        """An event logged earlier, checked again on top of this log (after another phone
        wrote first): applied if still legal; {"status", "body"} if not."""
        raw = json.loads(event_json)
        event = Event(raw["type"], raw.get("data") or {}, self.match.seq + 1)
        try:
            fold.check(self.match, event)
        except (RuleViolation, InvalidInput) as exc:
            return json.dumps(refusal(exc, self.lang))
        self.push(json.dumps({"type": event.type, "data": dict(event.data), "seq": event.seq}))
        return json.dumps({"events": [self.events[-1]]})


def _shuffle(permute: Permute) -> Callable[[list[Card], Any], list[Card]]:
    def shuffle(cards: list[Card], seed: Any = None) -> list[Card]:
        return [cards[i] for i in permute(len(cards), seed)]

    return shuffle

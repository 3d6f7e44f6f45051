"""Huit américain's calls said at the table: "carte", "contre-carte", a preset's own
("maou", "4"), knocking three times (H8-ANN-1 to H8-ANN-4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..table_talk.context import Clause, Talk, asked
from ..table_talk.lexicon import own_words
from ..table_talk.words import CLAUSE_BREAKS, RANK_WORDS, card_at, number_at, tokens
from .state import CHALLENGEABLE, Hand

_W = own_words(__package__)

Readings = tuple[list[list[dict]], tuple[str, str]]  # the readings, the question (fr, en)


def calls_said(rules: Mapping) -> dict[tuple[str, ...], str]:
    """The calls of this preset, as said: each call and counter-call in tokens."""
    said: dict[tuple[str, ...], str] = {}
    for spec in _call_specs(rules):
        for key in ("call", "counter"):
            if spec.get(key):
                for form in _forms(spec[key]):
                    said[form] = spec[key]
    if rules["calls"]["one_card"].get("call"):
        said[("last", "card")] = rules["calls"]["one_card"]["call"]
        for knock in _W["knocks"]:  # H8-ANN-1: knocking three times is the same
            said[knock] = rules["calls"]["one_card"]["call"]
    return said


def _forms(call: str) -> list[tuple[str, ...]]:
    """A call as said: its words, a number spelled out ("contre-quatre"), and a counter-call
    in English ("counter-card", "counter-4")."""
    words = tokens(call)
    forms = [tuple(words)]
    spelled = [_W["number_words"].get(w, w) for w in words]
    if spelled != words:
        forms.append(tuple(spelled))
    if words[:1] == ["contre"] and len(words) > 1:
        rest = ["card" if w == "carte" else w for w in words[1:]]
        forms.append(("counter", *rest))
    return forms


def calls_marked(words: list[str]) -> list[str]:
    """ "une carte", "2 cartes" are cards, not the call: mark them so no verb is seen."""
    out = list(words)
    for i, w in enumerate(words):
        if (
            w == "carte"
            and i
            and (words[i - 1] in _W["not_a_call_after"] or words[i - 1].isdigit())
        ):
            out[i] = "cartes"
    return out


def number_calls_marked(words: list[str], calls: Mapping[tuple[str, ...], str]) -> list[str]:
    """ "Anna pose le 4 de cœur, quatre !": a number call said on its own at the end, after
    a card of that rank, is the call (H8-ANN-3), not a second 4; it reads as "dit quatre"."""
    for i in range(1, len(words)):
        call = calls.get((words[i],))
        rest = words[i + 1 :]
        if call is None or number_at(words, i) is None or words[i - 1] not in CLAUSE_BREAKS:
            continue
        rank = RANK_WORDS.get(words[i])
        played = any((c := card_at(words, j)) and c[0].rank == rank for j in range(i - 1))
        if played and all(w in CLAUSE_BREAKS for w in rest):
            return [*words[:i], "dit", *words[i:]]
    return words


def challenge_verbs(rules: Mapping) -> dict[tuple[str, ...], str]:
    """ "Ben challenges Anna": the counter-call, where the preset has only one (H8-ANN-2);
    with several ("contre-carte", "contre-maou") the word does not say which."""
    counters = {spec["counter"] for spec in _call_specs(rules) if spec.get("counter")}
    if len(counters) != 1:
        return {}
    counter = next(iter(counters))
    return {(w,): f"call:{counter}" for w in _W["challenges"]}


def direct_calls(calls: Mapping[tuple[str, ...], str]) -> dict[tuple[str, ...], str]:
    """The calls that are verbs on their own ("carte !", "contre-4"); a call that is a
    number ("4") is a call only after "dit"/"annonce", else it is a rank."""
    return {said: f"call:{c}" for said, c in calls.items() if number_at(list(said), 0) is None}


def read_call(talk: Talk, clause: Clause) -> Readings:
    call = clause.verb.split(":", 1)[1]
    return read_call_of(talk, clause, call)


def read_say(talk: Talk, clause: Clause) -> Readings | None:
    calls = calls_said(talk.match.rules)
    for n in (3, 2, 1):
        for i in range(len(clause.words) - n + 1):
            said = tuple(clause.words[i : i + n])
            if said in calls:
                rest = clause.words[:i] + clause.words[i + n :]
                return read_call_of(talk, Clause(clause.verb, clause.subject, clause.named, rest),
                             calls[said])  # fmt: skip
    return None


def read_call_of(talk: Talk, clause: Clause, call: str) -> Readings:
    counters = {spec.get("counter") for spec in _call_specs(talk.match.rules)}
    if call in counters:
        return _challenge(talk, clause, call)
    if clause.named and clause.subject is None:
        return [], ("", "")  # "David dit carte": no player of the game (CORE-PLAYER-1)
    who = clause.subject if clause.named else None
    if who is not None and [p for p in talk.players_in(clause.words) if p != who]:
        return [], ("", "")  # "Ben calls last card on Anna": a call names no one else
    if who is None:
        named = talk.players_in(clause.words)
        who = named[0] if len(named) == 1 else None
    legal = talk.moves_of("announced", call=call)
    finish = (talk.match.rules["calls"].get("finish") or {}).get("call")
    h = talk.match.hand
    if who is None and call == finish and isinstance(h, Hand):
        # "maou": said by the player who just laid the last card (H8-ANN-3, right after it),
        # else by the one about to, whose turn it is
        who = h.seats[h.missed.seat] if h.missed is not None else talk.actor
    if who is None:
        players = _due(talk, [m["data"]["player"] for m in legal])
        who = players[0] if len(players) == 1 else None
        if who is None and players:
            said = [[{"type": "announced", "data": {"player": p, "call": call}}] for p in players]
            return said, asked("talk.ask.who_called", call=call)
        who = who or talk.actor
    if who is None:
        return [], ("", "")
    return [[{"type": "announced", "data": {"player": who, "call": call}}]], ("", "")


def _due(talk: Talk, players: list[str]) -> list[str]:
    """Of the players who may make a call, the one it is due from (H8-ANN-1: one card left,
    not announced) when there is exactly one; else all of them."""
    h = talk.match.hand
    due = [p for p in players if isinstance(h, Hand) and h.calls[h.seat(p)] in CHALLENGEABLE]
    return due if len(due) == 1 else players


def accusations(words: list[str], match: Any) -> list[str]:
    """The sentence with "X n'a pas dit <call>" said as its counter-call for X ("contre carte
    pour X"), the words before X kept ("Ben : Anna n'a pas dit carte" is Ben's challenge);
    a pronoun, or no one named after the speaker's colon, leaves the target to the
    challenges the rules allow ("Ben : tu n'as pas dit carte")."""
    counters = {
        form: tokens(spec["counter"])
        for spec in _call_specs(match.rules)
        if spec.get("call") and spec.get("counter")
        for form in _forms(spec["call"])
    }
    talk = Talk(match, words, "fr", None)
    for k in range(2, len(words)):
        form = next((f for f in counters if tuple(words[k : k + len(f)]) == f), None)
        verb = (
            k - 1 if words[k - 1] in _W["said"] else k - 2
        )  # "n'a pas dit carte", "ne dit pas carte"
        if (
            form is None
            or words[verb] not in _W["said"]
            or (verb == k - 2 and words[k - 1] not in _W["missed"])
        ):
            continue
        start = max((i + 1 for i in range(k) if words[i] in CLAUSE_BREAKS), default=0)
        missed = next((i for i in range(start, k) if words[i] in _W["missed"] and i != verb), None)
        if missed is None or _W["modal"].intersection(words[start:k]):
            continue  # "Anna ne doit pas dire carte" tells a rule, not a missed call
        after = max(
            (i + 1 for i in range(start, missed) if words[i] == ":" or _reported(words, i)),
            default=start,
        )
        named = [(i, hit) for i in range(after, missed) if (hit := talk.player_at(i))]
        said = list(words[start:after])
        if after > start and _reported(words, after - 1):
            said[-2:] = [":"]  # "Chloé dit qu'Anna …" as "Chloé : Anna …"
        if named:
            at, (_, n) = named[-1]
            said += [*words[after:at], *counters[form], "pour", *words[at : at + n]]
        else:
            said += counters[form]
        return [*words[:start], *said, *accusations(words[k + len(form) :], match)]
    return words


def _reported(words: list[str], i: int) -> bool:
    """ "Chloé dit qu'Anna …", "Ben says that Anna …": what follows is what the speaker says."""
    return words[i] in ("qu", "que", "that") and i > 0 and words[i - 1] in _W["said"] | {"says"}


def _call_specs(rules: Mapping) -> list[Mapping]:
    specs = [rules["calls"]["one_card"], rules["calls"].get("finish") or {}]
    return specs + [p for ps in rules["powers"].values() for p in ps if p["kind"] == "call"]


def _challenge(talk: Talk, clause: Clause, call: str) -> Readings:
    """ "Ben : contre-carte pour Anna": `by` the subject said, `target` the name after; what
    is not said comes from the valid challenges, and with several of them the parser asks."""
    if clause.named and clause.subject is None:
        return [], ("", "")
    by = clause.subject if clause.named else None
    named = [p for p in talk.players_in(clause.words) if p != by]
    target = named[0] if len(named) == 1 else None
    fields = {k: v for k, v in (("by", by), ("target", target)) if v is not None}
    legal = [[m] for m in talk.moves_of("challenged", call=call, **fields)]
    question = asked("talk.ask.who_challenged", call=call)
    if by is not None and target is not None:
        return [[{"type": "challenged", "data": {"by": by, "target": target, "call": call}}]], (
            "",
            "",
        )
    if len(legal) == 1:
        return [[{"type": m["type"], "data": dict(m["data"])} for m in legal[0]]], ("", "")
    if not legal and (by is not None or target is not None):
        # No one to catch (H8-ANN-2 says why): each other player, judged — each target of
        # the challenger said, or each challenger of "Anna n'a pas dit carte" (7 cards).
        said = [
            [{"type": "challenged", "data": {"by": by or p, "target": target or p, "call": call}}]
            for p in talk.match.player_ids
            if p not in (by, target)
        ]
        to_whom = asked("talk.ask.to_whom", call=call) if by is not None else question
        return said, to_whom if len(said) > 1 else ("", "")
    return [[{"type": m["type"], "data": dict(m["data"])} for m in r] for r in legal], question

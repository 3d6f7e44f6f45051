"""Huit américain said at the table: plays and the suit asked, draws, passes, the preset's
calls and counter-calls (H8-ANN-*), penalties (H8-PEN-1), gifts, hands shown (H8-END-3)."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product

from ..cards import SUITS
from ..table_talk.context import (
    MAX_ALTERNATIVES,
    Clause,
    Meaning,
    Talk,
    choices,
    groups_in,
)
from ..table_talk.words import SUITS as SUIT_WORDS
from ..table_talk.words import card_at, number_at, suit_at, tokens
from .state import CHALLENGEABLE, Hand

VERBS: dict[tuple[str, ...], str] = {
    (w,): intent
    for intent, said in {
        "play": "pose poses posee joue joues jouer met mets mis balance envoie lays lay plays"
        " play played puts put laid",
        "draw": "pioche pioches piocher tire tires prend prends ramasse encaisse draws draw drew"
        " takes take picks pick",
        "pass": "passe passes passer pass passed",
        "ask": "demande demandes demandant appelle choisit change veut asks ask asking names"
        " chooses wants",
        "say": "dit dis annonce annonces crie says say calls call announces",
        "give": "donne donnes gives give",
        "show": "montre montrent reste restent shows show",
    }.items()
    for w in said.split()
}
FOULS = {
    ("hors", "tour"): "out_of_turn",
    ("pas", "son", "tour"): "out_of_turn",
    ("out", "of", "turn"): "out_of_turn",
    ("faux", "coup"): "illegal_play",
    ("coup", "interdit"): "illegal_play",
    ("coup", "illegal"): "illegal_play",
    ("mauvaise", "carte"): "illegal_play",
    ("illegal",): "illegal_play",
    ("wrong", "card"): "illegal_play",
    ("penalite",): "",
    ("faute",): "",
    ("penalty",): "",
    ("foul",): "",
}
_NOT_A_CALL_AFTER = frozenset("la une un 1 une les de des the a une ma sa ta".split())
_KNOCKS = (("toc", "toc", "toc"), ("frappe", "trois", "fois"), ("tape", "trois", "fois"),
           ("knocks", "three", "times"))  # fmt: skip


def held(match, player: str) -> list[str] | None:
    """The cards `player` holds, where the log knows them (open tracking)."""
    h = match.hand
    if not isinstance(h, Hand) or not h.open:
        return None
    return [str(c) for c in h.hands[h.seat(player)]]


def meaning(talk: Talk) -> Meaning | None:
    if not isinstance(talk.match.hand, Hand) and talk.match.tracking != "score":
        return None
    foul = _foul(talk)
    if foul is not None:
        return foul
    calls = _calls(talk.match.rules)
    verbs = {**VERBS, **_direct(calls)}
    marked = Talk(talk.match, _calls_marked(talk.words), talk.lang, talk.actor, talk.moves)
    lead, clauses = marked.clauses(verbs)
    if groups_in(lead):  # "8 de cœur, je demande pique": a card said first is played
        subject = _lead_subject(talk, lead)
        clauses = [Clause("play", subject or talk.actor, lead, subject is not None), *clauses]
    return _combine(talk, clauses)


def _lead_subject(talk: Talk, lead: list[str]) -> str | None:
    found = talk.players_in(lead)
    return found[0] if len(found) == 1 else None


def _combine(talk: Talk, clauses: list[Clause]) -> Meaning | None:
    options: list[list[list[dict]]] = []
    question = ("", "")
    for clause in clauses:
        if clause.verb in ("say", "ask") and not clause.words:
            continue  # "dit carte": the call is the next clause
        if clause.verb in ("ask", "say") and _suits(clause.words):
            if not options or not _with_suit(options, _suits(clause.words)):
                return None
            question = ("Quelle couleur est demandée ?", "Which suit is asked for?")
            continue
        got = _READ.get(clause.verb.split(":")[0], _read_call)(talk, clause)
        if got is None or not got[0]:
            return Meaning([], got[1]) if got and got[1][0] else None
        options.append(got[0])
        question = got[1] if got[1][0] else question
    if not options:
        return None
    readings = [[e for part in combo for e in part] for combo in product(*options)]
    if len(readings) > MAX_ALTERNATIVES:
        return Meaning([], question)  # too many to list: the question alone
    return Meaning(readings, question)


# -- calls ("carte", "contre-carte", "maou", "4") -----------------------------------------------


def _calls(rules: Mapping) -> dict[tuple[str, ...], str]:
    """The calls of this preset, as said: each call and counter-call in tokens."""
    specs = [rules["calls"]["one_card"], rules["calls"].get("finish") or {}]
    specs += [p for powers in rules["powers"].values() for p in powers if p["kind"] == "call"]
    said: dict[tuple[str, ...], str] = {}
    for spec in specs:
        for key in ("call", "counter"):
            if spec.get(key):
                for form in _forms(spec[key]):
                    said[form] = spec[key]
    if rules["calls"]["one_card"].get("call"):
        said[("last", "card")] = rules["calls"]["one_card"]["call"]
        for knock in _KNOCKS:  # H8-ANN-1: knocking three times is the same
            said[knock] = rules["calls"]["one_card"]["call"]
    return said


_NUMBER_WORDS = {"4": "quatre", "2": "deux", "3": "trois", "5": "cinq", "6": "six", "7": "sept"}


def _forms(call: str) -> list[tuple[str, ...]]:
    words = tokens(call)
    forms = [tuple(words)]
    spelled = [_NUMBER_WORDS.get(w, w) for w in words]
    if spelled != words:
        forms.append(tuple(spelled))
    return forms


def _calls_marked(words: list[str]) -> list[str]:
    """ "une carte", "2 cartes" are cards, not the call: mark them so no verb is seen."""
    out = list(words)
    for i, w in enumerate(words):
        if w == "carte" and i and (words[i - 1] in _NOT_A_CALL_AFTER or words[i - 1].isdigit()):
            out[i] = "cartes"
    return out


def _direct(calls: Mapping[tuple[str, ...], str]) -> dict[tuple[str, ...], str]:
    """The calls that are verbs on their own ("carte !", "contre-4"); a call that is a
    number ("4") is a call only after "dit"/"annonce", else it is a rank."""
    return {said: f"call:{c}" for said, c in calls.items() if number_at(list(said), 0) is None}


def _read_call(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    call = clause.verb.split(":", 1)[1]
    return _call(talk, clause, call)


def _say(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    calls = _calls(talk.match.rules)
    for n in (3, 2, 1):
        for i in range(len(clause.words) - n + 1):
            said = tuple(clause.words[i : i + n])
            if said in calls:
                rest = clause.words[:i] + clause.words[i + n :]
                return _call(talk, Clause(clause.verb, clause.subject, rest, clause.named),
                             calls[said])  # fmt: skip
    return None


def _call(talk: Talk, clause: Clause, call: str) -> tuple[list[list[dict]], tuple[str, str]]:
    counters = {spec.get("counter") for spec in _call_specs(talk.match.rules)}
    if call in counters:
        return _challenge(talk, clause, call)
    who = clause.subject if clause.named else None
    if who is None:
        named = talk.players_in(clause.words)
        who = named[0] if len(named) == 1 else None
    legal = talk.moves_of("announced", call=call)
    if who is None:
        players = _due(talk, [m["data"]["player"] for m in legal])
        who = players[0] if len(players) == 1 else None
        if who is None and players:
            said = [[{"type": "announced", "data": {"player": p, "call": call}}] for p in players]
            return said, (f"Qui a dit « {call} » ?", f'Who called "{call}"?')
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


def _call_specs(rules: Mapping) -> list[Mapping]:
    specs = [rules["calls"]["one_card"], rules["calls"].get("finish") or {}]
    return specs + [p for ps in rules["powers"].values() for p in ps if p["kind"] == "call"]


def _challenge(talk: Talk, clause: Clause, call: str) -> tuple[list[list[dict]], tuple[str, str]]:
    """ "Ben : contre-carte pour Anna": `by` the subject said, `target` the name after; what
    is not said comes from the valid challenges, and with several of them the parser asks."""
    by = clause.subject if clause.named else None
    named = [p for p in talk.players_in(clause.words) if p != by]
    target = named[0] if len(named) == 1 else None
    fields = {k: v for k, v in (("by", by), ("target", target)) if v is not None}
    legal = [[m] for m in talk.moves_of("challenged", call=call, **fields)]
    question = (f"Qui dit « {call} » à qui ?", f'Who says "{call}" to whom?')
    if by is not None and target is not None:
        return [[{"type": "challenged", "data": {"by": by, "target": target, "call": call}}]], (
            "",
            "",
        )
    if len(legal) == 1:
        return [[{"type": m["type"], "data": dict(m["data"])} for m in legal[0]]], ("", "")
    return [[{"type": m["type"], "data": dict(m["data"])} for m in r] for r in legal], question


# -- plays -----------------------------------------------------------------------------------


def _suits(words: list[str]) -> list[str]:
    """The suits said ("demande carreau"; "cœur ou carreau" names two: the parser asks)."""
    found = [got[0] for i in range(len(words)) if (got := suit_at(words, i)) is not None]
    return list(dict.fromkeys(found))


def _with_suit(options: list[list[list[dict]]], suits: list[str]) -> bool:
    """The suit asked goes on the last card played of the clause before (H8-PLAY-3)."""
    last = options[-1]
    plays = [r for r in last if r and r[-1]["type"] == "card_played"]
    if not plays or not suits:
        return False
    kept: list[list[dict]] = []
    for reading in plays:
        data = {k: v for k, v in reading[-1]["data"].items() if k != "suit"}
        for suit in suits:
            body = {"type": "card_played", "data": {**data, "suit": suit}}
            if [*reading[:-1], body] not in kept:
                kept.append([*reading[:-1], body])
    options[-1] = kept
    return True


def _play(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    player = clause.subject
    words, suit = _asked_in(clause.words)
    groups = groups_in(words)
    if player is None or not groups:
        return None
    pool = held(talk.match, player)
    readings = []
    for cards in choices(groups, pool):
        data: dict = {"player": player}
        data.update({"card": cards[0]} if len(cards) == 1 else {"cards": cards})
        if suit is not None:
            readings += [[{"type": "card_played", "data": {**data, "suit": suit}}]]
        else:
            readings += _wild_variants(talk, data)
    question = ("", "")
    if len(readings) > 1:
        question = ("Quelle carte exactement ?", "Which card exactly?")
        if len({str(r[0]["data"].get("card")) for r in readings}) == 1:
            question = ("Quelle couleur est demandée ?", "Which suit is asked for?")
    return readings, question


def _asked_in(words: list[str]) -> tuple[list[str], str | None]:
    """The words of the card, and the suit asked: named after "pour"/"couleur" ("le 8 de
    pique pour du carreau"), or said apart from any card ("huit de pique, pique")."""
    for i, w in enumerate(words):
        if w in ("pour", "for", "couleur", "en") and (got := suit_at(words, i + 1)):
            return words[:i], got[0]
    i = 0
    while i < len(words):
        card = card_at(words, i)
        if card is not None:
            i += card[1]
            continue
        if words[i] in SUIT_WORDS:
            return words[:i], SUIT_WORDS[words[i]]
        i += 1
    return words, None


def _wild_variants(talk: Talk, data: dict) -> list[list[dict]]:
    """A wild card said without its suit: where the rules need one, one reading per suit the
    rules accept; else the card as said."""
    same = talk.moves_of("card_played", **data)
    bare = [m for m in same if "suit" not in m["data"]]
    named = [m for m in same if "suit" in m["data"]]
    if bare or not named:
        return [[{"type": "card_played", "data": data}]]
    return [[{"type": "card_played", "data": {**data, "suit": s}}] for s in SUITS
            if any(m["data"]["suit"] == s for m in named)]  # fmt: skip


# -- draws, passes, gifts, hands shown -------------------------------------------------------


def _draw(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    player = clause.subject
    if player is None or any(w in ("defausse", "discard", "talon") for w in clause.words):
        return None
    count = _count(clause.words)
    if count is None:
        legal = talk.moves_of("cards_drawn", player=player)
        count = legal[0]["data"]["count"] if len(legal) == 1 else 1
    return [[{"type": "cards_drawn", "data": {"player": player, "count": count}}]], ("", "")


def _count(words: list[str]) -> int | None:
    for i in range(len(words)):
        got = number_at(words, i)
        if got is not None:
            return got[0]
    return None


def _cards_count(words: list[str]) -> int | None:
    """ "deux cartes", "2 cards": a number said with the word card."""
    for i in range(len(words)):
        got = number_at(words, i)
        if got is not None and words[i + got[1] : i + got[1] + 1] in (
            ["carte"],
            ["cartes"],
            ["card"],
            ["cards"],
        ):
            return got[0]
    return None


def _pass(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    if clause.subject is None or groups_in(clause.words):
        return None
    return [[{"type": "passed", "data": {"player": clause.subject}}]], ("", "")


def _give(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    """H8-POW-5, -GIVE: cards named where hands are known, else a count."""
    giver = clause.subject
    to = [p for p in talk.players_in(clause.words) if p != giver]
    if giver is None or len(to) != 1:
        return None
    base = {"from": giver, "to": to[0]}
    groups = groups_in([w for w in clause.words if w not in ("carte", "cartes")])
    pool = held(talk.match, giver)
    if pool is None:
        count = _cards_count(clause.words) or sum(g.count for g in groups) or 1
        return [[{"type": "cards_given", "data": {**base, "count": count}}]], ("", "")
    readings = [
        [{"type": "cards_given", "data": {**base, "cards": c}}] for c in choices(groups, pool)
    ]
    return readings, ("Quelles cartes ?", "Which cards?")


def _show(talk: Talk, clause: Clause) -> tuple[list[list[dict]], tuple[str, str]] | None:
    """H8-END-3: the cards left in a hand, shown for scoring (table tracking)."""
    named = talk.players_in(clause.words)
    player = named[0] if len(named) == 1 else clause.subject
    groups = groups_in(clause.words)
    if player is None or not groups:
        return None
    readings = [[{"type": "hand_revealed", "data": {"player": player, "cards": c}}]
                for c in choices(groups, None)]  # fmt: skip
    return readings, ("Quelles cartes exactement ?", "Which cards exactly?")


def _foul(talk: Talk) -> Meaning | None:
    """H8-PEN-1: "Ben a joué hors tour", "pénalité pour Ben" (which breach? the parser asks)."""
    words = talk.words
    kinds = {kind for said, kind in FOULS.items() if _has(words, said)}
    if not kinds:
        return None
    named = talk.players_in(words)
    player = named[0] if len(named) == 1 else None
    if player is None:
        return None
    said = sorted(k for k in kinds if k)
    found = said or ["out_of_turn", "illegal_play", "other"]
    readings = [[{"type": "infraction", "data": {"player": player, "kind": k}}] for k in found]
    return Meaning(readings, ("Quelle faute ?", "Which breach?"))


def _has(words: list[str], said: tuple[str, ...]) -> bool:
    n = len(said)
    return any(tuple(words[i : i + n]) == said for i in range(len(words) - n + 1))


_READ = {
    "play": _play,
    "draw": _draw,
    "pass": _pass,
    "say": _say,
    "ask": _say,
    "give": _give,
    "show": _show,
}

"""Several things said in one breath that amend the log: an undo and the move in its place
(« annule, Anna a joué le 9 de cœur »), the latest move said wrong and the right one (« Zoé a
pas posé le roi, elle a pioché »), a sentence read in two halves (« …, et tout le monde
passe »). Each half is read by the reader given (`read`), so that this module needs none."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import Match
from .answers import after_accepted, all_accepted, bodies_of, judge, not_understood
from .context import Talk
from .describe import undone_move
from .groups import groups_in
from .words import CLAUSE_BREAKS, SUITS, CardWords, card_at, common_words, tokens

_W = common_words("reading")

Reader = Callable[[Match, str, str], dict[str, Any]]


def undone_then(match: Match, text: str, cut: int, lang: str, read: Reader) -> dict[str, Any]:
    """ "annule, Anna a joué le 9 de cœur": the undo read alone, then the move read on the
    match it leaves (CORE-RETRACT-1), each reading judged whole from the match as it is;
    a move that does not read makes the sentence one that corrects itself."""
    at = [i for i, ch in enumerate(text) if ch in CLAUSE_BREAKS][cut - 1]
    undone = read(match, text[:at], lang)
    if undone["status"] != "understood" or not all_accepted(undone["events"]):
        return undone
    bodies = bodies_of(undone)
    rest = text[at + 1 :]
    after = read(after_accepted(match, undone["events"]), rest, lang)
    if after["status"] == "understood":
        return {"status": "understood", "events": judge(match, bodies + bodies_of(after), lang)}
    if after["status"] == "ask" and after["alternatives"]:
        judged = [judge(match, bodies + bodies_of(alt), lang) for alt in after["alternatives"]]
        return {**after, "alternatives": [{"events": events} for events in judged]}
    said = tokens(rest)
    supposed = after.get("reason") == "not_a_statement"  # "…, il voulait jouer le 5"
    full = any((c := card_at(said, i)) and c[0].suit for i in range(len(said)))  # not "deux fois"
    if after["status"] == "ask" or (not supposed and full):
        return after if after["status"] == "ask" else not_understood("talk.not.corrected", lang)
    # "annule, je me suis planté", "undo, Ben misclicked": what follows the undo is no move
    # and names no card, so it is the reason the undo is said with (`retracted` {reason}).
    why = rest.strip(" ,;:.!?")
    bodies = [{**b, "data": {**b["data"], "reason": b["data"].get("reason", why)}} for b in bodies]
    return {"status": "understood", "events": judge(match, bodies, lang)}


def latest_said_wrong(
    match: Match, words: list[str], lang: str, read: Reader
) -> dict[str, Any] | None:
    """ "Zoé a pas posé le roi, elle a pioché", "en fait Zoé a posé le 6 de pique, pas le roi
    de carreau", "elle a jeté le roi de carreau, pas de trèfle": a clause denies the latest
    move still in effect (its card's rank or suit said), the others say the move made in
    its place; the undo (CORE-RETRACT-1), then that move read on the state before it."""
    if match.undo is None or match.undo[1] is None or not set(words) & _W["denied"]:
        return None
    seq, before = match.undo
    latest = undone_move(match, seq) or {}
    data = latest.get("data", {})
    cards = [c for c in [data.get("card"), *data.get("cards", [])] if c]
    clauses: list[list[str]] = [[]]
    for w in words:
        clauses[-1].append(w)
        if w in CLAUSE_BREAKS:
            clauses.append([])
    denied = [c for c in clauses if set(c) & _W["denied"]]
    said = [w for c in clauses if c not in denied for w in c if w not in _W["actually"]]
    named = [g.card for c in denied for g in groups_in(c)] or [
        CardWords(None, SUITS[w])
        for c in denied
        for w in c
        if w in SUITS  # "pas de trèfle"
    ]
    if not cards or not named or not any(w.isalnum() for w in said):
        return None
    talk = Talk(match, [w for c in denied for w in c], "fr", None)
    if set(talk.players_in(talk.words)) - {data.get("player")}:
        return None  # "David a pas de valet, il passe": about another player than the latest
    if not any(n.rank in (None, c[:-1]) and n.suit in (None, c[-1]) for n in named for c in cards):
        return None  # the clause denied is not about the latest move
    again = read(before, " ".join(said), lang)
    if again["status"] != "understood" or again["events"][0]["data"].get("player") != data.get(
        "player"
    ):
        return None
    bodies = [{"type": "retracted", "data": {"seq": seq}}, *bodies_of(again)]
    return {"status": "understood", "events": judge(match, bodies, lang)}


def halves(match: Match, words: list[str], lang: str, read: Reader) -> dict[str, Any] | None:
    """ "Élodie pose trois 9, trèfle, carreau, cœur, et tout le monde passe": a sentence no
    game reads whole, cut where a clause joins the next, each half read in turn (the second
    after the moves the first made); None unless both halves are understood."""
    for cut in (i for i, w in enumerate(words) if w in _W["part_joins"] or w in CLAUSE_BREAKS):
        first = read(match, " ".join(words[:cut]), lang)
        if first["status"] != "understood" or not all_accepted(first["events"]):
            continue
        second = read(after_accepted(match, first["events"]), " ".join(words[cut + 1 :]), lang)
        if second["status"] == "understood":
            both = bodies_of(first) + bodies_of(second)
            return {"status": "understood", "events": judge(match, both, lang)}
    return None

"""Belote said at the table, in a hand logged word by word: "je prends", "Ben prend à cœur",
"je passe", "contre" (or "coinche"), "surcontre", "Anna 100 à pique", "capot à cœur",
"belote", "rebelote", "Ben joue le valet de cœur" (BELOTE-BID-*, BELOTE-CONTREE-1…3,
BELOTE-BELOTE-1); on the score sheet, a hand said by team (`sheet_talk`). A suit nobody said
is asked, never guessed. The words are in talk.json."""

from __future__ import annotations

from ..table_talk.context import Clause, Meaning, Talk
from ..table_talk.lexicon import verbs
from ..table_talk.vocabulary import Vocabulary
from ..table_talk.words import card_at, number_at, suit_at
from . import sheet_talk
from .presets import CONTRACTS
from .state import Hand

VERBS = verbs(__package__)  # talk.json


def meaning(talk: Talk) -> Meaning | None:
    if talk.match.tracking == "score":
        return sheet_talk.meaning(talk)  # BELOTE-SHEET-1, by team
    if not isinstance(talk.match.hand, Hand):
        return None
    lead, clauses = talk.clauses(VERBS)
    if not clauses:
        return _bare_bid(talk, lead)
    readings: list[dict] = []
    for clause in clauses:
        got = _READ[clause.verb](talk, clause)
        if got is None or len(got.readings) != 1:
            return got
        readings += got.readings[0]
    return Meaning([readings])


def _who(talk: Talk, clause: Clause) -> str | None:
    return clause.subject or talk.actor


def _take(talk: Talk, clause: Clause) -> Meaning | None:
    """BELOTE-BID-1, -2: "je prends" at the suit turned up, "Ben prend à cœur"."""
    player = _who(talk, clause)
    said = _suit(clause.words)
    moves = talk.moves_of("taken", player=player)
    if said is not None:
        return Meaning([[{"type": "taken", "data": {"player": player, "suit": said}}]])
    if len(moves) == 1:
        return Meaning([[{"type": "taken", "data": moves[0]["data"]}]])
    return Meaning([], ("À quelle couleur ?", "At which suit?"))


def _pass(talk: Talk, clause: Clause) -> Meaning | None:
    player = _who(talk, clause)
    return None if player is None else Meaning([[{"type": "passed", "data": {"player": player}}]])


def _double(talk: Talk, clause: Clause) -> Meaning | None:
    player = _who(talk, clause)
    kind = "redoubled" if clause.verb == "redouble" else "doubled"
    return None if player is None else Meaning([[{"type": kind, "data": {"player": player}}]])


def _bid(talk: Talk, clause: Clause) -> Meaning | None:
    """BELOTE-CONTREE-1: a value (80…160, or capot) and a suit."""
    player = _who(talk, clause)
    value = _value(clause.words)
    if player is None or value is None:
        return None
    said = _suit(clause.words)
    if said is None:
        return Meaning([], ("À quelle couleur ?", "At which suit?"))
    return Meaning([[{"type": "bid", "data": {"player": player, "value": value, "suit": said}}]])


def _bare_bid(talk: Talk, lead: list[str]) -> Meaning | None:
    """ "Anna 100 à pique", "capot à cœur": a bid without its verb."""
    named = talk.players_in(lead)
    subject = named[0] if len(named) == 1 else None
    return _bid(talk, Clause("bid", subject, bool(named), lead))


def _belote(talk: Talk, clause: Clause) -> Meaning | None:
    """BELOTE-BELOTE-1: the word due, said by the player who just played its card."""
    moves = talk.moves_of("belote_said")
    if clause.named:
        moves = [m for m in moves if m["data"]["player"] == clause.subject]
    return Meaning([[{"type": "belote_said", "data": moves[0]["data"]}]]) if moves else None


def _play(talk: Talk, clause: Clause) -> Meaning | None:
    player = _who(talk, clause)
    for i in range(len(clause.words)):
        found = card_at(clause.words, i)
        if found is not None and found[0].text:
            card = found[0].text
            return Meaning([[{"type": "card_played", "data": {"player": player, "card": card}}]])
    return None


def _suit(words: list[str]) -> str | None:
    for i in range(len(words)):
        found = suit_at(words, i)
        if found is not None:
            return found[0]
    return None


def _value(words: list[str]) -> str | None:
    if "capot" in words:
        return "capot"
    for i in range(len(words)):
        found = number_at(words, i)
        if found is not None and str(found[0]) in CONTRACTS:
            return str(found[0])
    return None


_READ = {
    "take": _take,
    "pass": _pass,
    "double": _double,
    "redouble": _double,
    "bid": _bid,
    "play": _play,
    "belote": _belote,
}

TALK = Vocabulary(meaning=meaning, idioms=sheet_talk.idioms)

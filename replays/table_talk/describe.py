"""An event body in words, French or English, so that the table can confirm what was heard
("Ben pose le 8 de pique et demande carreau"); every sentence is the catalogue's
(`replays/talk_messages.py`). An undo and a correction say which move they are about."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import phrases
from ..cards import Card
from ..catalogue import render
from ..errors import InvalidInput, say
from ..model import Match
from ..registry import engine_for

Said = Callable[[Match, Mapping[str, Any], Mapping[str, Any], str], str]


def describe(match: Match, body: Mapping[str, Any], lang: str) -> str:
    """`body` in words, read in `match`, the state before it (an undo names the move it
    takes back, a correction the entry it replaces)."""
    data = body["data"]
    make = _PHRASES.get(body["type"])
    if make is None:
        return body["type"]
    who = {k: match.name(v) for k, v in data.items() if isinstance(v, str) and k in _WHO}
    return make(match, data, who, lang)


_WHO = ("player", "by", "target", "from", "to", "dealer", "first_player")


def _card(text: str) -> Card | str:
    try:
        return Card.parse(text)
    except InvalidInput:
        return text


def _cards(cards: Any, lang: str) -> str:
    parsed = [_card(c) for c in cards]
    if all(isinstance(c, Card) for c in parsed):
        return phrases.cards_words(parsed, lang)  # type: ignore[arg-type]
    return ", ".join(str(c) for c in parsed)


def _entry_words(match: Match, data: Mapping, lang: str) -> str:
    """A score entry's own fields, as " (field : Anna)" in the game's declared words."""
    said = []
    for entry in engine_for(match.game).entry_fields:
        value = data.get(entry.name)
        if value is None or value is False:
            continue
        shown = match.name(value) if entry.field.kind in ("player", "side") else value
        colon = " : " if lang == "fr" else ": "
        said.append(entry.word[lang] if value is True else f"{entry.word[lang]}{colon}{shown}")
    return f" ({', '.join(said)})" if said else ""


def _played(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    cards = _cards(data.get("cards") or [data.get("card")], lang)
    key = "talk.said.played_asking" if data.get("suit") else "talk.said.played"
    text = render(key, lang, player=who["player"], cards=cards, suit=data.get("suit"))
    if data.get("target"):
        text = render("talk.said.aimed", lang, said=text, target=who["target"])
    return text


def _taken(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    key = "talk.said.taken_stock" if data["source"] == "stock" else "talk.said.taken_pile"
    text = render(key, lang, player=who["player"])
    if data.get("card"):
        text = render("talk.said.taken_card", lang, said=text, card=_cards([data["card"]], lang))
    return text


def _melds(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    melds = " ; ".join(_cards(m, lang) for m in data["melds"])
    return render("talk.said.melds", lang, player=who["player"], melds=melds)


def _given(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    people = {"giver": who["from"], "to": who["to"]}
    if data.get("cards"):
        return render("talk.said.given", lang, cards=_cards(data["cards"], lang), **people)
    return render("talk.said.given_count", lang, n=data.get("count", 1), **people)


def _points(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    points = [f"{match.name(p)} {n}" for p, n in data["points"].items()]
    text = render("talk.said.points", lang, hand=data["hand"], points=points)
    return text + _entry_words(match, data, lang)


def _order(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    order = " > ".join(match.name(p) for p in data["order"])
    return render("talk.said.order", lang, order=order)


def _started(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    parts = [render("talk.said.hand", lang, hand=data["hand"])]
    if data.get("dealer"):
        parts.append(render("talk.said.dealer", lang, dealer=who["dealer"]))
    if data.get("hand_size"):
        parts.append(render("talk.said.hand_size", lang, n=data["hand_size"]))
    if data.get("upcard"):
        parts.append(render("talk.said.upcard", lang, card=_cards([data["upcard"]], lang)))
    if data.get("first_player"):
        parts.append(render("talk.said.first_player", lang, first=who["first_player"]))
    return ", ".join(parts)


def _simple(key: str, *fields: str) -> Said:
    """An event said by one catalogue entry, its fields as said: a player by name, cards
    in words."""

    def said(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
        values = {f: who.get(f, data.get(f)) for f in fields}
        for f in set(fields) & {"card", "cards"}:
            values[f] = _cards(values[f] if f == "cards" else [values[f]], lang)
        return render(key, lang, **values)

    return said


def _infraction(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    kind = _KINDS[data["kind"]]
    return render("talk.said.infraction", lang, player=who["player"], kind=kind)


_KINDS = {
    "out_of_turn": say("talk.said.kind.out_of_turn"),
    "illegal_play": say("talk.said.kind.illegal_play"),
    "other": say("talk.said.kind.other"),
}


# -- what an undo and a correction are about -------------------------------------------------


def _corrected(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    """ "Correction de « Manche 2 : Anna 0, Ben 8 » (événement 3) : Manche 2 : Anna 0, Ben
    10" (CORE-CORRECT-1): the entry in effect, then the entry that replaces it."""
    inner = data["data"]
    kind = next(
        (t for k, t in (("points", "points_entered"), ("order", "order_entered")) if k in inner),
        "hand_revealed",
    )
    said = describe(match, {"type": kind, "data": inner}, lang)
    old = _entry(match, data["seq"])
    if old is None:
        return render("talk.said.corrected_unknown", lang, seq=data["seq"], said=said)
    old_said = describe(match, old, lang)
    return render("talk.said.corrected", lang, old=old_said, seq=data["seq"], said=said)


def _entry(match: Match, seq: int) -> dict | None:
    """The score entry `seq` entered or last corrected, as in effect in `match`."""
    for entry in match.entries:
        if seq in entry.seqs:
            return {"type": entry.type, "data": dict(entry.data)}
    return None


def _retracted(match: Match, data: Mapping, who: Mapping, lang: str) -> str:
    """ "annuler « Ben pose le 8 de pique » (événement 10)": the move taken back, found in
    the score entries or among the moves the rules allowed before it."""
    undone = undone_move(match, data["seq"])
    if undone is None:
        return render("talk.said.retracted_unknown", lang, seq=data["seq"])
    before = match.undo[1] if match.undo is not None else match
    said = describe(before, undone, lang)
    text = render("talk.said.retracted", lang, said=said, seq=data["seq"])
    return (
        render("talk.said.because", lang, said=text, reason=data["reason"])
        if data.get("reason")
        else text
    )


def undone_move(match: Match, seq: int) -> dict | None:
    """The event `seq`, the latest still in effect: a score entry as it stands (its
    correction included), any other as it was logged (`Match.latest`)."""
    if match.undo is None or match.undo[0] != seq:
        return None
    entry = _entry(match, seq)
    if entry is not None and entry["type"] != "hand_revealed":
        return entry
    return {"type": match.latest[0], "data": dict(match.latest[1])} if match.latest else entry


_PHRASES: dict[str, Said] = {
    "hand_started": _started,
    "card_played": _played,
    "cards_played": _played,
    "cards_drawn": _simple("talk.said.drawn", "player", "count"),
    "card_taken": _taken,
    "melds_laid": _melds,
    "cards_added": _simple("talk.said.added", "player", "cards", "meld"),
    "card_discarded": _simple("talk.said.discarded", "player", "card"),
    "cards_given": _given,
    "cards_exchanged": _given,
    "passed": _simple("talk.said.passed", "player"),
    "announced": _simple("talk.said.announced", "player", "call"),
    "challenged": _simple("talk.said.challenged", "by", "target", "call"),
    "infraction": _infraction,
    "hand_revealed": _simple("talk.said.shown", "player", "cards"),
    "points_entered": _points,
    "order_entered": _order,
    "retracted": _retracted,
    "note": _simple("talk.said.note", "text"),
    "corrected": _corrected,
}

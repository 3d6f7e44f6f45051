"""An event body in words, French or English, so that the table can confirm what was heard
("Ben pose le 8 de pique et demande carreau")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import SUIT_NAMES, Card
from ..errors import InvalidInput
from ..model import Match
from ..registry import engine_for

_RANKS = {
    "fr": {"A": "as", "J": "valet", "Q": "dame", "K": "roi"},
    "en": {"A": "ace", "J": "jack", "Q": "queen", "K": "king", "2": "two", "3": "three",
           "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
           "10": "ten"},
}  # fmt: skip


def card_words(text: str, lang: str) -> str:
    """ "l'as de cœur", "le 8 de pique", "un joker (as de carreau)"; "the ace of hearts"."""
    try:
        card = Card.parse(text)
    except InvalidInput:
        return text
    if card.is_joker:
        inner = f" ({_bare(card.stands_for, lang)})" if card.stands_for else ""
        return ("un joker" if lang == "fr" else "a joker") + inner
    bare = _bare(card, lang)
    if lang == "en":
        return f"the {bare}"
    return f"l'{bare}" if bare[0] in "ao" else f"le {bare}" if card.rank != "Q" else f"la {bare}"


def _bare(card: Card, lang: str) -> str:
    rank = _RANKS[lang].get(card.rank, card.rank)
    suit = SUIT_NAMES[lang].get(card.suit or "", "")
    return f"{rank} de {suit}" if lang == "fr" else f"{rank} of {suit}"


def _cards(cards: Any, lang: str) -> str:
    names = [card_words(c, lang) for c in cards]
    joined = (" et " if lang == "fr" else " and ").join(names[-2:])
    return ", ".join([*names[:-2], joined]) if names else ""


def describe(match: Match, body: Mapping[str, Any], lang: str) -> str:
    data = body["data"]
    words = {k: match.name(v) for k, v in data.items() if isinstance(v, str) and k in _WHO}
    words["names"] = {p.id: p.name for p in match.players}
    words["entries"] = _entry_words(match, data, lang)
    make = _PHRASES.get(body["type"])
    if make is None:
        return body["type"]
    return make(data, words, lang)


_WHO = ("player", "by", "target", "from", "to", "dealer", "first_player")


def _entry_words(match: Match, data: Mapping, lang: str) -> str:
    """A score entry's own fields, as " (rami : Anna)" (the game's declared words)."""
    said = []
    for entry in engine_for(match.game).entry_fields:
        value = data.get(entry.name)
        if value is None or value is False:
            continue
        shown = match.name(value) if entry.field.kind in ("player", "side") else value
        said.append(
            entry.word[lang] if value is True else f"{entry.word[lang]}{_colon(lang)}{shown}"
        )
    return f" ({', '.join(said)})" if said else ""


def _colon(lang: str) -> str:
    return " : " if lang == "fr" else ": "


def _played(data: Mapping, who: Mapping, lang: str) -> str:
    cards = _cards(data.get("cards") or [data.get("card")], lang)
    text = f"{who['player']} {'pose' if lang == 'fr' else 'plays'} {cards}"
    if data.get("suit"):
        suit = SUIT_NAMES[lang][data["suit"]]
        text += f" et demande {suit}" if lang == "fr" else f" and asks for {suit}"
    if data.get("target"):
        text += f" ({who['target']})"
    return text


def _drawn(data: Mapping, who: Mapping, lang: str) -> str:
    n = data["count"]
    if lang == "fr":
        return f"{who['player']} pioche {n} carte{'s' if n > 1 else ''}"
    return f"{who['player']} draws {n} card{'s' if n > 1 else ''}"


def _taken(data: Mapping, who: Mapping, lang: str) -> str:
    source = data["source"]
    card = f" ({card_words(data['card'], lang)})" if data.get("card") else ""
    if lang == "fr":
        where = "dans la pioche" if source == "stock" else "la carte de la défausse"
        return f"{who['player']} prend {where}{card}"
    where = "from the stock" if source == "stock" else "the discard"
    return f"{who['player']} takes {where}{card}"


def _melds(data: Mapping, who: Mapping, lang: str) -> str:
    melds = " ; ".join(_cards(m, lang) for m in data["melds"])
    return f"{who['player']} {'pose' if lang == 'fr' else 'lays'} {melds}"


def _added(data: Mapping, who: Mapping, lang: str) -> str:
    cards = _cards(data["cards"], lang)
    if lang == "fr":
        return f"{who['player']} ajoute {cards} à la combinaison {data['meld']}"
    return f"{who['player']} adds {cards} to meld {data['meld']}"


def _discarded(data: Mapping, who: Mapping, lang: str) -> str:
    card = card_words(data["card"], lang)
    return f"{who['player']} {'jette' if lang == 'fr' else 'discards'} {card}"


def _given(data: Mapping, who: Mapping, lang: str) -> str:
    if data.get("cards"):
        what = _cards(data["cards"], lang)
    else:
        n = data.get("count", 1)
        what = f"{n} carte{'s' if n > 1 else ''}" if lang == "fr" else f"{n} card(s)"
    if lang == "fr":
        return f"{who['from']} donne {what} à {who['to']}"
    return f"{who['from']} gives {what} to {who['to']}"


def _points(data: Mapping, who: Mapping, lang: str) -> str:
    parts = ", ".join(f"{who['names'].get(p, p)} {n}" for p, n in data["points"].items())
    if lang == "fr":
        return f"Manche {data['hand']} : {parts}{who['entries']}"
    return f"Hand {data['hand']}: {parts}{who['entries']}"


def _said(text: str, lang: str) -> str:
    return f"« {text} »" if lang == "fr" else f'"{text}"'


def _announced(data: Mapping, who: Mapping, lang: str) -> str:
    return f"{who['player']}{' :' if lang == 'fr' else ':'} {_said(data['call'], lang)}"


def _challenged(data: Mapping, who: Mapping, lang: str) -> str:
    sep = " :" if lang == "fr" else ":"
    return f"{who['by']} → {who['target']}{sep} {_said(data['call'], lang)}"


def _order(data: Mapping, who: Mapping, lang: str) -> str:
    head = "Ordre" if lang == "fr" else "Order"
    sep = " :" if lang == "fr" else ":"
    return f"{head}{sep} " + " > ".join(who["names"].get(p, p) for p in data["order"])


def _started(data: Mapping, who: Mapping, lang: str) -> str:
    fr = lang == "fr"
    parts = [f"{'Manche' if fr else 'Hand'} {data['hand']}"]
    if data.get("dealer"):
        parts.append(f"{who['dealer']} {'distribue' if fr else 'deals'}")
    if data.get("hand_size"):
        parts.append(f"{data['hand_size']} {'cartes' if fr else 'cards'}")
    if data.get("upcard"):
        parts.append(f"{'retournée' if fr else 'upcard'} {card_words(data['upcard'], lang)}")
    if data.get("first_player"):
        parts.append(f"{who['first_player']} {'commence' if fr else 'starts'}")
    return ", ".join(parts)


def _corrected(data: Mapping, who: Mapping, lang: str) -> str:
    """ "Correction de l'événement 3 : Manche 2 : Anna 0, Ben 10" (CORE-CORRECT-1)."""
    inner = data["data"]
    kind = next(
        (t for k, t in (("points", "points_entered"), ("order", "order_entered")) if k in inner),
        "hand_revealed",
    )
    inner_who = {**who, **{k: who["names"].get(v, v) for k, v in inner.items() if k == "player"}}
    said = _PHRASES[kind](inner, inner_who, lang)
    if lang == "fr":
        return f"Correction de l'événement {data['seq']} : {said}"
    return f"Correction of event {data['seq']}: {said}"


_PHRASES = {
    "hand_started": _started,
    "card_played": _played,
    "cards_played": _played,
    "cards_drawn": _drawn,
    "card_taken": _taken,
    "melds_laid": _melds,
    "cards_added": _added,
    "card_discarded": _discarded,
    "cards_given": _given,
    "cards_exchanged": _given,
    "passed": lambda d, w, lang: f"{w['player']} {'passe' if lang == 'fr' else 'passes'}",
    "announced": _announced,
    "challenged": _challenged,
    "infraction": lambda d, w, lang: (
        f"{w['player']}{' :' if lang == 'fr' else ':'} {_KINDS[lang][d['kind']]}"
    ),
    "hand_revealed": lambda d, w, lang: (
        f"{w['player']} {'montre' if lang == 'fr' else 'shows'} {_cards(d['cards'], lang)}"
    ),
    "points_entered": _points,
    "order_entered": _order,
    "retracted": lambda d, w, lang: (
        f"annuler l'événement {d['seq']}" if lang == "fr" else f"undo event {d['seq']}"
    ),
    "note": lambda d, w, lang: f"note : {d['text']}" if lang == "fr" else f"note: {d['text']}",
    "corrected": _corrected,
}

_KINDS = {
    "fr": {"out_of_turn": "joue hors tour", "illegal_play": "coup interdit", "other": "faute"},
    "en": {"out_of_turn": "played out of turn", "illegal_play": "illegal play", "other": "foul"},
}

"""Huit américain said at the table: plays and the suit asked, draws, passes, the preset's
calls and counter-calls (H8-ANN-*), penalties (H8-PEN-1), gifts, hands shown (H8-END-3)."""

from __future__ import annotations

from typing import Any

from ..cards import SUITS
from ..table_talk.common import held_by_each, holds
from ..table_talk.context import (
    Clause,
    Meaning,
    Talk,
    asked,
    cards_unsaid,
    combined,
)
from ..table_talk.groups import choices, groups_in
from ..table_talk.lexicon import own_words, verbs
from ..table_talk.patterns import TOLD, handles, matched, patterns
from ..table_talk.vocabulary import Vocabulary
from ..table_talk.words import CLAUSE_BREAKS, card_at, played_on, suit_at
from ..table_talk.words import SUITS as SUIT_WORDS
from .state import Hand
from .table import compile_rules
from .talk_calls import (
    Readings,
    accusations,
    calls_marked,
    calls_said,
    challenge_verbs,
    direct_calls,
    number_calls_marked,
    read_call,
    read_say,
)
from .talk_moves import held, read_draw, read_foul, read_give

_W = own_words(__package__)

VERBS = verbs(__package__)  # talk.json: each intent's lemmas and words
PATTERNS = patterns(__package__)  # talk.json: its sentences over slots


def idioms(words: list[str], match: Any) -> list[str]:
    """ "Anna n'a pas dit carte": the counter-call (H8-ANN-2), before denials are set aside;
    "rien à jouer" as "rien" ("Anna n'a rien à jouer et pioche": the draw, no play); the card
    played on left out ("le 9 de cœur sur le 7 de cœur")."""
    out: list[str] = []
    for w in accusations(_spelt(played_on(words), match), match):
        if (
            len(out) >= 2
            and out[-2:] in (["rien", "a"], ["nothing", "to"])
            and w in _W["play_words"]
        ):
            out.pop()
            continue
        out.append(w)
    return out


def _spelt(words: list[str], match: Any) -> list[str]:
    """Calls as tables say them: "contrecarte" in one word; "contre-carte de Ben" (Ben
    says it); "Anna says card" (the French call); "on passe à cœur" after an eight (the
    suit asked)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w == "contrecarte":
            out += ["contre", "carte"]
        elif w in _W["says"] and words[i + 1 : i + 2] == ["card"]:
            out += [w, "carte"]
            i += 1
        elif w in ("passe", "passer") and words[i + 1 : i + 2] == ["a"] and suit_at(words, i + 2):
            out += ["demande"]  # "on passe à cœur": the suit asked, no pass
            i += 1
        elif out[-2:] == ["contre", "carte"] and w in ("de", "d") and i + 1 < len(words):
            hit = Talk(match, words, "fr", None).player_at(i + 1)
            if hit is None:
                out.append(w)
            else:  # "contre-carte de Ben": Ben says it
                out[-2:] = [*words[i + 1 : i + 1 + hit[1]], "dit", "contre", "carte"]
                i += hit[1]
        else:
            out.append(w)
        i += 1
    return out


def meaning(talk: Talk) -> Meaning | None:
    if not isinstance(talk.match.hand, Hand) and talk.match.tracking != "score":
        return None
    foul = read_foul(talk)
    if foul is not None:
        return foul
    calls = calls_said(talk.match.rules)
    verbs = {**VERBS, **direct_calls(calls), **challenge_verbs(talk.match.rules)}
    said = number_calls_marked(calls_marked(talk.words), calls)
    marked = Talk(talk.match, said, talk.lang, talk.actor, talk.moves)
    lead, clauses = marked.clauses(verbs)
    if groups_in(lead):  # "8 de cœur, je demande pique": a card said first is played
        subject = _lead_subject(talk, lead)
        held_said = Talk(talk.match, lead, talk.lang, talk.actor)
        colon = not talk.moves_of("card_played")
        each = None if clauses else held_by_each(held_said, colon)
        if each is not None:  # "Ben a le roi de pique, Chloé le 3 de carreau"
            return _combine(talk, [Clause("show", p, True, said) for p, said in each])
        if subject is not None and holds(held_said, colon=colon):
            return _combine(talk, [Clause("show", subject, True, lead)])  # "Ben a le roi …"
        if subject is not None:  # "Anna sort avec le 9 … en disant maou": Anna's call
            clauses = [_of(c, subject) if not c.named else c for c in clauses]
        clauses = [Clause("play", subject or talk.actor, subject is not None, lead), *clauses]
    return _combine(talk, [part for c in clauses for part in _call_then_card(c)])


def _lead_subject(talk: Talk, lead: list[str]) -> str | None:
    """The player named with the cards said first ("Ben, 9 de pique"), not one named after
    them ("7 de pique, Ben saute": the 7's skip told, the actor's card)."""
    found = talk.players_in(lead)
    if len(found) != 1 or found != talk.players_in(_first_clause(lead)):
        return None
    return found[0]


def _first_clause(words: list[str]) -> list[str]:
    """The words up to the first clause break after a card."""
    for i, w in enumerate(words):
        if w in CLAUSE_BREAKS and groups_in(words[:i]):
            return words[:i]
    return words


def _of(clause: Clause, subject: str) -> Clause:
    return Clause(clause.verb, subject, True, clause.words)


def _call_then_card(clause: Clause) -> list[Clause]:
    """ "Carte ! 6 de pique", "Anna : maou, 9 de trèfle": the call, then the card played, in
    the order said (as "Anna dit carte et joue le 6 de pique"; H8-ANN-1 lets the call come
    just before the second-to-last card)."""
    if not clause.verb.startswith("call:"):
        return [clause]
    for i in range(len(clause.words)):
        if groups_in(clause.words[i:]) and card_at(clause.words, i) is not None:
            said, card = clause.words[:i], clause.words[i:]
            play = Clause("play", clause.subject, clause.named, card)
            # "maou ! 9 de trèfle": the call is the player's who lays the card
            caller = clause.named or clause.subject is not None
            return [Clause(clause.verb, clause.subject, caller, said), play]
    return [clause]


def _combine(talk: Talk, clauses: list[Clause]) -> Meaning | None:
    options: list[list[list[dict]]] = []
    question = ("", "")
    for clause in clauses:
        if clause.verb in ("say", "ask") and not clause.words:
            continue  # "dit carte": the call is the next clause
        if clause.verb == "ask" and _direction_told(clause.words):
            continue  # "ça change de sens": the jack's reversal told (H8-POW-J), no suit
        asks = clause.verb in ("ask", "say") or (clause.verb == "draw" and _suit_taken(clause))
        if asks and (suits := _suits(clause.words)):
            if not options or not _with_suit(options, suits):
                return None
            if len(suits) > 1:  # "cœur ou carreau"; else what is left to ask is the card
                question = asked("talk.ask.suit_asked")
            continue
        if clause.verb == "pass" and _skip_told(talk, options, clause):
            continue
        if clause.verb == "pass" and _draw_ended(talk, options, clause):
            continue  # "Anna pioche et passe": the draw ended her turn (H8-PLAY-2)
        if clause.verb == "draw" and _penalty_told(options, clause):
            continue  # "Ben a dit contre-carte, Anna pioche 2": the penalty's own draw
        got = _read(talk, clause)
        if got is TOLD:
            continue  # "Ben joue le 10 de cœur et il rejoue": the 10's power told (H8-POW-10)
        if got is None or not got[0]:
            return Meaning([], got[1]) if got and got[1][0] else None
        options.append(got[0])
        question = got[1] if got[1][0] else question
    if not options:
        return None
    readings = combined(options)
    if readings is None:
        return Meaning([], question)  # too many to list: the question alone
    return Meaning(readings, question)


def _read(talk: Talk, clause: Clause) -> Readings | Meaning | None:
    """A clause read by the game's patterns (talk.json: passes, hands shown, « il rejoue »),
    else by its own readers: plays, draws, calls and gifts depend on the preset's powers."""
    said = matched(talk, clause, PATTERNS, held)
    if said is not None:
        return said if said is TOLD else (said.readings, said.question)
    if handles(clause, PATTERNS) and clause.verb not in _READ:
        return None
    return _READ.get(clause.verb.split(":")[0], read_call)(talk, clause)


def _direction_told(words: list[str]) -> bool:
    return any(w in ("sens", "direction") for w in words) and not _suits(words)


def _skip_told(talk: Talk, options: list[list[list[dict]]], clause: Clause) -> bool:
    """ "Ben joue le 7 de pique, Chloé passe son tour": where the 7 skips (H8-POW-7,
    -SKIP), the skipped player's lost turn is told, not a `passed` of their own."""
    if not options:
        return False
    plays = [r[-1]["data"] for r in options[-1] if r and r[-1]["type"] == "card_played"]
    if not plays or len(plays) != len(options[-1]):
        return False
    powers = talk.match.rules["powers"]
    for data in plays:
        card = data.get("card") or data["cards"][-1]
        kinds = {p["kind"] for p in powers.get(card, []) + powers.get(card[:-1], [])}
        if "skip" not in kinds or data["player"] == clause.subject:
            return False
    return True


def _last_of_each(options: list[list[list[dict]]]) -> list[dict]:
    """The last event of each reading of the clause before, [] when one has none."""
    last = [r[-1] for r in options[-1] if r] if options else []
    return last if options and len(last) == len(options[-1]) else []


def _draw_ended(talk: Talk, options: list[list[list[dict]]], clause: Clause) -> bool:
    """A pass told after the player's own draw, where a draw ends the turn (H8-PLAY-2)."""
    last = _last_of_each(options)
    drew = last and all(e["type"] == "cards_drawn" and e["data"]["player"] == clause.subject
                        for e in last)  # fmt: skip
    return bool(drew) and not compile_rules(talk.match.rules).play_after_draw


def _penalty_told(options: list[list[list[dict]]], clause: Clause) -> bool:
    """A draw told after the penalty that carries it (H8-ANN-2, H8-PEN-1): no draw of its own."""
    last = _last_of_each(options)
    return bool(last) and all(
        (e["type"] == "challenged" and e["data"]["target"] == clause.subject)
        or (e["type"] == "infraction" and e["data"]["player"] == clause.subject)
        for e in last
    )


# -- plays -----------------------------------------------------------------------------------


def _suit_taken(clause: Clause) -> bool:
    """ "… et prend trèfle": the suit chosen after an eight, not a draw (only a suit said)."""
    said = [w for w in clause.words if w not in ("du", "de", "le", "la", "pour", "for")]
    return len(said) == 1 and suit_at(said, 0) is not None


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


def _play(talk: Talk, clause: Clause) -> Readings | None:
    player = clause.subject
    words, suit = _asked_in(clause.words)
    groups = groups_in(words)
    if not groups and cards_unsaid(clause):
        return talk.unsaid(clause, "card_played"), asked("talk.ask.card")  # which one?
    if player is None or not groups:
        return None
    pool = held(talk.match, player)
    readings = []
    in_turn = any(w in _W["in_turn"] for w in words)
    for cards in choices(groups, pool):
        data: dict = {"player": player}
        if in_turn and len(cards) > 1 and suit is None and not any(_wild(c) for c in cards):
            # "le 10 de cœur puis le 4 de cœur": one card after the other (H8-POW-10)
            readings += [[{"type": "card_played", "data": {**data, "card": c}} for c in cards]]
            continue
        data.update({"card": cards[0]} if len(cards) == 1 else {"cards": cards})
        if suit is not None:
            readings += [[{"type": "card_played", "data": {**data, "suit": suit}}]]
        else:
            readings += _wild_variants(talk, data)
    question = ("", "")
    if len(readings) > 1:
        question = asked("talk.ask.card_exactly")
        if all(str(r[0]["data"].get("card", "")).startswith("JK=") for r in readings):
            question = asked("talk.ask.joker")
        elif len({str(r[0]["data"].get("card")) for r in readings}) == 1:
            question = asked("talk.ask.suit_asked")
    return readings, question


def _wild(card: str) -> bool:
    return card.startswith(("8", "JK"))


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
    if data.get("card") == "JK" and not same:
        standing = _standing_for(talk, data["player"])
        if standing:  # des-ulis: the joker is the card its player names (JK=AD)
            return standing
    bare = [m for m in same if "suit" not in m["data"]]
    named = [m for m in same if "suit" in m["data"]]
    if bare or not named:
        return [[{"type": "card_played", "data": data}]]
    return [[{"type": "card_played", "data": {**data, "suit": s}}] for s in SUITS
            if any(m["data"]["suit"] == s for m in named)]  # fmt: skip


def _standing_for(talk: Talk, player: str) -> list[list[dict]]:
    moves = talk.moves_of("card_played", player=player)
    return [[{"type": "card_played", "data": dict(m["data"])}] for m in moves
            if str(m["data"].get("card", "")).startswith("JK=")]  # fmt: skip


def _lay(talk: Talk, clause: Clause) -> Readings | None:
    """ "Ben abat le roi de pique": a play while cards can be played, else the hand shown
    (H8-END-3)."""
    if talk.moves_of("card_played"):
        return _play(talk, clause)
    return _read(talk, Clause("show", clause.subject, clause.named, clause.words))


_READ = {
    "again": _play,
    "lay": _lay,
    "play": _play,
    "draw": read_draw,
    "say": read_say,
    "ask": read_say,
    "give": read_give,
}

TALK = Vocabulary(meaning=meaning, idioms=idioms)

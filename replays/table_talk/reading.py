"""One sentence said at the table → the event bodies it means, each judged against the match
as an append would judge it, nothing stored (DESIGN.md: `POST /games/{id}/say`).

The answer is `understood` (one reading), `ask` (several readings, or a question: the
parser never guesses between two meanings) or `not_understood`.
"""

from __future__ import annotations

import importlib
import re
from itertools import islice, product
from typing import Any

from .. import match as fold
from ..cards import Card
from ..catalogue import localised, render, sentence
from ..errors import InvalidInput, RuleViolation
from ..model import Event, Match
from ..registry import engine_for
from . import common
from .context import (
    MAX_ALTERNATIVES,
    PRONOUNS,
    Meaning,
    Talk,
    asked,
    name_forms,
    name_words,
)
from .describe import describe, undone_move
from .groups import groups_in
from .lexicon import verbs
from .spelling import close_players, spelled
from .stated import (
    corrects_itself,
    fillers_out,
    move_said_wrong,
    self_corrected,
    stated,
    unreadable_number,
)
from .undo import is_undo, takes_back, undo_then, without_reason
from .vocabulary import COMMON, Vocabulary
from .words import (
    CLAUSE_BREAKS,
    MAX_NUMBER,
    MAX_TEXT,
    RANK_WORDS,
    SUITS,
    CardWords,
    appositions,
    auxiliaries,
    card_at,
    common_words,
    plain_name,
    tokens,
)

_W = common_words("reading")

LANGS = ("fr", "en")


def read(match: Match, text: str, lang: str | None = None) -> dict[str, Any]:
    """The meaning of `text` in `match`: {status, events | alternatives + question | message}."""
    lang = lang if lang in LANGS else "fr"
    if len(text) > MAX_TEXT:
        return _not_understood("talk.not.sentence_too_long", lang)
    said = spelled(fillers_out(tokens(_aces(text))), match, _package(match.game), lang)
    said = _close_names(match, said)
    words = _clitics(match, appositions(auxiliaries(_dislocated(match, said))))
    if unreadable_number(text, words):
        return _not_understood("talk.not.number", lang)
    words = _vocabulary(match.game).idioms(words, match)  # a game's own turns of phrase
    if not words or all(not w.isalnum() for w in words):
        return _not_understood("talk.not.empty", lang)
    if words[0] not in common.NOTE and (cut := undo_then(words, name_words(match))):
        return _undone_then(match, text, cut, lang)
    if match.tracking != "score" and (fixed := _latest_said_wrong(match, words, lang)):
        return fixed
    if words[0] not in common.NOTE:
        words = without_reason(words)  # "annule, je me suis trompé": the undo alone
        undo = is_undo(words, name_words(match))  # "non, annule ça"
        wrong = match.tracking != "score" and move_said_wrong(words)
        fixed = self_corrected(words) if not undo and not wrong else None
        if fixed:  # "le 3 de carreau. Non attends, le 3 de pique": as the speaker meant it
            return read(match, " ".join(fixed), lang)
        if not undo and (wrong or corrects_itself(words) or takes_back(words, name_words(match))):
            return _not_understood("talk.not.corrected", lang)
        words = stated(words, name_words(match))
        if not words:
            return _not_understood("talk.not.not_a_statement", lang)
    answer = _answer(match, words, lang, text)
    played = match.tracking != "score" and match.in_hand and match.status == "playing"
    parts = _player_parts(match, words) if played else None
    if parts is not None and not _whole(match, parts, answer):
        each = _each_player(match, parts, lang)
        # Read whole, every move accepted but not one of each player ("Ben joue le 7 de
        # pique, Chloé passe son tour": the 7's skip told, H8-POW-7): the parts only when
        # the rules accept each of them too.
        accepted = answer["status"] == "understood" and _accepted(answer["events"])
        sure = each is not None and each["status"] == "understood" and _accepted(each["events"])
        if each is not None and (not accepted or sure):
            return each
    if answer["status"] == "not_understood" and answer["reason"] == "no_move" and played:
        return _halves(match, words, lang) or answer
    return answer


def _latest_said_wrong(match: Match, words: list[str], lang: str) -> dict[str, Any] | None:
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
    bodies = [{"type": "retracted", "data": {"seq": seq}}, *_bodies(again)]
    return {"status": "understood", "events": _judge(match, bodies, lang)}


def _halves(match: Match, words: list[str], lang: str) -> dict[str, Any] | None:
    """ "Élodie pose trois 9, trèfle, carreau, cœur, et tout le monde passe": a sentence no
    game reads whole, cut where a clause joins the next, each half read in turn (the second
    after the moves the first made); None unless both halves are understood."""
    for cut in (i for i, w in enumerate(words) if w in _W["part_joins"] or w in CLAUSE_BREAKS):
        first = read(match, " ".join(words[:cut]), lang)
        if first["status"] != "understood" or not _accepted(first["events"]):
            continue
        second = read(_after_accepted(match, first["events"]), " ".join(words[cut + 1 :]), lang)
        if second["status"] == "understood":
            both = _bodies(first) + _bodies(second)
            return {"status": "understood", "events": _judge(match, both, lang)}
    return None


def _undone_then(match: Match, text: str, cut: int, lang: str) -> dict[str, Any]:
    """ "annule, Anna a joué le 9 de cœur": the undo read alone, then the move read on the
    match it leaves (CORE-RETRACT-1), each reading judged whole from the match as it is;
    a move that does not read makes the sentence one that corrects itself."""
    at = [i for i, ch in enumerate(text) if ch in CLAUSE_BREAKS][cut - 1]
    undone = read(match, text[:at], lang)
    if undone["status"] != "understood" or not _accepted(undone["events"]):
        return undone
    bodies = _bodies(undone)
    rest = text[at + 1 :]
    after = read(_after_accepted(match, undone["events"]), rest, lang)
    if after["status"] == "understood":
        return {"status": "understood", "events": _judge(match, bodies + _bodies(after), lang)}
    if after["status"] == "ask" and after["alternatives"]:
        judged = [_judge(match, bodies + _bodies(alt), lang) for alt in after["alternatives"]]
        return {**after, "alternatives": [{"events": events} for events in judged]}
    said = tokens(rest)
    supposed = after.get("reason") == "not_a_statement"  # "…, il voulait jouer le 5"
    if after["status"] == "ask" or (
        not supposed and any(card_at(said, i) for i in range(len(said)))
    ):
        return after if after["status"] == "ask" else _not_understood("talk.not.corrected", lang)
    # "annule, je me suis planté", "undo, Ben misclicked": what follows the undo is no move
    # and names no card, so it is the reason the undo is said with (`retracted` {reason}).
    why = rest.strip(" ,;:.!?")
    bodies = [{**b, "data": {**b["data"], "reason": b["data"].get("reason", why)}} for b in bodies]
    return {"status": "understood", "events": _judge(match, bodies, lang)}


def _bodies(answer: dict[str, Any]) -> list[dict]:
    return [{"type": e["type"], "data": e["data"]} for e in answer["events"]]


def _held_only(events: list[dict]) -> bool:
    """Cards a player holds, said while no hand shows them (H8-END-3): no move, a fact."""
    return all(e["type"] == "hand_revealed" and not e["accepted"] for e in events)


def _shown_now(match: Match) -> bool:
    played = match.tracking != "score" and match.in_hand and match.status == "playing"
    return not played or any(m["type"] == "hand_revealed" for m in fold.legal_moves(match))


def _accepted(events: list[dict]) -> bool:
    return all(e["accepted"] for e in events)


def _answer(match: Match, words: list[str], lang: str, text: str) -> dict[str, Any]:
    meaning = _meaning(match, words, lang, text)
    if meaning is None or not meaning.readings:
        if meaning is not None and meaning.question[0]:
            return _ask(match, meaning, lang, [])
        return _not_understood("talk.not.no_move", lang)
    judged = [_judge(match, bodies, lang) for bodies in meaning.readings]
    if all(_held_only(events) for events in judged) and not _shown_now(match):
        return _not_understood("talk.not.not_a_statement", lang)  # "Élodie a le valet" mid-hand
    if len(judged) > 1 and meaning.prune:
        accepted = [j for j in judged if all(e["accepted"] for e in j)]
        if len(accepted) == 1:
            judged = accepted
    if len(judged) == 1:
        return {"status": "understood", "events": judged[0]}
    if len(judged) > MAX_ALTERNATIVES:
        return _ask(match, meaning, lang, [])  # too many to list: the question alone
    return _ask(match, meaning, lang, judged)


# -- one part per player: "Ben : 9 de pique, Chloé : 3 de carreau" ---------------------------

MAX_PARTS = 12  # a round of moves said in one breath; each part is read as a sentence


def _player_parts(match: Match, words: list[str]) -> list[list[str]] | None:
    """The sentence cut where a player's name follows a comma (or "puis", "et"), when it is
    two or more such parts that each start with a name; else None."""
    talk = Talk(match, words, "fr", None)
    ends = _part_ends(match)
    cuts = [0]
    for i in range(1, len(words)):
        after = words[i - 1]
        if after in _W["part_breaks"] or (
            (after in _W["part_joins"] or after in ends or after.isdigit())
            and talk.player_at(i) is not None
        ):
            if talk.player_at(i) is not None or (
                words[i] in _W["part_joins"] and talk.player_at(i + 1) is not None
            ):
                cuts.append(i)
    parts = []
    for start, end in zip(cuts, cuts[1:] + [len(words)], strict=True):
        part = list(words[start:end])
        while part and (part[-1] in CLAUSE_BREAKS or part[-1] in _W["part_joins"]):
            part.pop()
        while part and part[0] in _W["part_joins"]:
            part.pop(0)
        if not part or Talk(match, part, "fr", None).player_at(0) is None:
            return None
        parts.append(part)
    if not 2 <= len(parts) <= MAX_PARTS:
        return None
    # "Ben, Chloé et David passent", "Ben et Chloé passent, David pose deux dames": a name
    # said alone shares the verb of the next part that has one.
    for k in range(len(parts) - 2, -1, -1):
        if _only_a_name(match, parts[k]):
            after = parts[k + 1]
            parts[k] = parts[k] + after[Talk(match, after, "fr", None).player_at(0)[1] :]  # type: ignore[index]
    return parts


def _dislocated(match: Match, words: list[str]) -> list[str]:
    """ "Élodie, elle a mis le 5", "Monsieur Paul entame", "et du coup Noémie …": a name said
    with its pronoun, a title before it or a filler phrase is the name alone."""
    names = name_words(match)
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1 : i + 2]
        if w in _W["titles"] and nxt and nxt[0] in names:
            i += 1  # "Monsieur Paul"
            continue
        phrase = next((p for p in _W["discourse"] if tuple(words[i : i + len(p)]) == p), None)
        if phrase:
            i += len(phrase)  # "du coup", "wsh"
            continue
        if tuple(words[i : i + 2]) in _SHORT:  # "Sarah's got": has
            out.append(_SHORT[tuple(words[i : i + 2])])
            i += 2
            continue
        out.append(w)
        if w in names:
            k = i + 1 + (words[i + 1 : i + 2] == [","])
            if words[k : k + 1] and words[k] in _W["resumed"]:
                i = k  # "Élodie, elle a mis": the pronoun goes
        i += 1
    return out


_SHORT = {tuple(k.split()): v for k, v in _W["contracted"].items()}


def _close_names(match: Match, words: list[str]) -> list[str]:
    """A word close to one player's name only (« elodi », « yanick ») is that name, before
    the sentence is cut into each player's part; a word close to two is left to
    `_namesakes`, which reads it once for each."""
    names = name_words(match)
    out: list[str] = []
    for w in words:
        near = close_players(w, match) if w not in names else []
        out += plain_name(near[0]) if len(near) == 1 else [w]
    return out


def _aces(text: str) -> str:
    """ "AH", "AS" typed in capitals are the notation's aces (as "1H"); in lower case they
    stay a sigh and the French ace ("ah", "as")."""
    return re.sub(r"\bA([SHDC])\b", r"1\1", text)


def _clitics(match: Match, words: list[str]) -> list[str]:
    """ "Margaux le ramasse", "elle l'a pris": the card just said, as the object after the
    verb ("ramasse it") that a game's patterns read."""
    said, subjects = _verb_forms(match), name_words(match) | PRONOUNS
    out = list(words)
    for i in range(1, len(out) - 1):
        aux = out[i + 1] in _W["clitic_aux"] and out[i + 2 : i + 3] != []
        verb = out[i + 1 + aux] if i + 1 + aux < len(out) else ""
        if out[i] in _W["clitics"] and verb in said and out[i - 1] in subjects:
            out[i : i + 2 + aux] = [*out[i + 1 : i + 2 + aux], "it"]
    return out


def _verb_forms(match: Match) -> frozenset[str]:
    return frozenset(p[0] for p in verbs(_package(match.game)) if len(p) == 1)


def _part_ends(match: Match) -> frozenset[str]:
    """Words a part may end with when the next starts with a name and no comma: a card's
    word or a verb of the game ("jp dame cœur mc roi carreau", "ugo passe inès passe")."""
    return _verb_forms(match) | set(SUITS) | set(RANK_WORDS)


def _only_a_name(match: Match, part: list[str]) -> bool:
    hit = Talk(match, part, "fr", None).player_at(0)
    return hit is not None and hit[1] == len(part)


def _whole(match: Match, parts: list[list[str]], answer: dict[str, Any]) -> bool:
    """Whether the sentence read whole stands: a move of every player it starts a part with
    ("Ben : 9 de pique, Chloé : 3 de carreau" read as Ben's two cards does not), all of
    them accepted. Only asked in a hand played card by card: elsewhere one event names
    every player ("Ben 12, Chloé 30")."""
    if answer["status"] != "understood" or not _accepted(answer["events"]):
        return False
    named = {Talk(match, part, "fr", None).player_at(0)[0] for part in parts}  # type: ignore[index]
    return named <= {p for e in answer["events"] for p in _players_of(match, e["data"])}


def _players_of(match: Match, data: Any) -> set[str]:
    ids = {p.id for p in match.players}
    if isinstance(data, dict):
        return {k for k in data if k in ids} | {
            p for v in data.values() for p in _players_of(match, v)
        }
    if isinstance(data, list):
        return {p for v in data for p in _players_of(match, v)}
    return {data} if isinstance(data, str) and data in ids else set()


def _each_player(match: Match, parts: list[list[str]], lang: str) -> dict[str, Any] | None:
    """Each part read as a sentence of its own, after the moves the rules accepted of the
    parts before it (as `_judge` does): understood when every part is, a refused move with
    its rule; a part that asks ("Anna pose deux 7": which suits?) asks for the whole, one
    alternative per combination; else None (the sentence read whole answers)."""
    combos: list[tuple[Match, list[dict]]] = [(match, [])]
    question = ""
    for part in parts:
        grown = []
        for state, events in combos:
            got = read(state, " ".join(part), lang)
            if got["status"] == "ask" and got["alternatives"]:
                question = question or got["question"]
                options = [alt["events"] for alt in got["alternatives"]]
            elif got["status"] == "understood":
                options = [got["events"]]
            else:
                return None
            grown += [(_after_accepted(state, option), events + option) for option in options]
        if len(grown) > MAX_ALTERNATIVES:  # too many to list: the question alone, if any is a move
            found = any(_accepted(events) for _, events in grown)
            return _ask(match, Meaning([], (question, question)), lang, []) if found else None
        combos = grown
    if len(combos) == 1:
        return {"status": "understood", "events": combos[0][1]}
    judged = [events for _, events in combos]
    if not any(_accepted(events) for events in judged):
        return None  # "Ben 10 points, Chloé 3" once a hand is over: no move of this table
    return _ask(match, Meaning([], (question, question)), lang, judged)


def _after_accepted(match: Match, events: list[dict]) -> Match:
    for entry in events:
        if entry["accepted"]:
            match = _applied(match, {"type": entry["type"], "data": entry["data"]})
    return match


def _meaning(match: Match, words: list[str], lang: str, text: str) -> Meaning | None:
    """The game's reading; a first name two players share ("Marie pioche") is read once
    for each of them, and the parser asks unless the rules accept only one (CORE-PLAYER-1)."""
    game_talk = _vocabulary(match.game)
    said = _namesakes(match, words)
    if not said:
        return None
    if len(said) == 1:
        return common.meaning(_talk(match, said[0], lang), text, game_talk)
    readings: list[list[dict]] = []
    for variant in said:
        got = common.meaning(_talk(match, variant, lang), text, game_talk)
        readings += [r for r in (got.readings if got else []) if r not in readings]
    return Meaning(readings, asked("talk.ask.which_player"), prune=True)


def _namesakes(match: Match, words: list[str]) -> list[list[str]]:
    """The sentence once per player each shared name may be, that player's id said instead
    (right to left, so that the places said stay put); a variant whose id does not then
    name its player is dropped."""
    talk = Talk(match, words, "fr", None)
    shared: list[tuple[int, list]] = []
    for i in range(len(words)):
        hit = talk.player_at(i)
        same = [p for p in match.players if words[i : i + 1] in name_forms(p.id, p.name)]
        if hit is not None and hit[1] == 1 and len(same) > 1:
            shared.append((i, same))
        elif hit is None and (near := close_players(words[i], match)):  # "Benn" is Ben
            shared.append((i, [p for p in match.players if p.id in near]))
    if not shared:
        return [words]
    variants = []
    for combo in islice(product(*(same for _, same in shared)), MAX_ALTERNATIVES + 1):
        said = list(words)
        for (i, _), p in reversed(list(zip(shared, combo, strict=True))):
            said[i : i + 1] = plain_name(p.id)
        if all(_names(match, said, p.id) for p in combo):
            variants.append(said)
    return variants


def _names(match: Match, words: list[str], pid: str) -> bool:
    talk = Talk(match, words, "fr", None)
    return any((hit := talk.player_at(i)) and hit[0] == pid for i in range(len(words)))


def _package(game: str) -> str:
    return type(engine_for(game)).__module__.rpartition(".")[0]


def _vocabulary(game: str) -> Vocabulary:
    """The game's vocabulary: `TALK` of the `talk` module of the engine's package (the same
    module name in each game); a game plugged in without one has only the common words."""
    package = _package(game)
    try:
        return importlib.import_module(f"{package}.talk").TALK
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.talk":
            raise
        return COMMON


def _talk(match: Match, words: list[str], lang: str) -> Talk:
    actor, moves = None, []
    if match.in_hand and match.tracking != "score" and match.status == "playing":
        actor = fold.view(match).get("turn")
        moves = [m for m in fold.legal_moves(match) if m.get("ready", True)]
    return Talk(match, words, lang, actor, moves)


def _keep_order(cards: list[Card], seed: Any = None) -> list[Card]:
    """No chance here: a reshuffle the server would log is judged in the pile's order."""
    return list(cards)


def _judge(match: Match, bodies: list[dict], lang: str) -> list[dict]:
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
                _applied(match, body)
            except (RuleViolation, InvalidInput):
                continue
        before = match
        body = _completed(match, body)
        entry = {"type": body["type"], "data": body["data"]}
        try:
            match = _applied(match, body)
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


def _applied(match: Match, body: dict) -> Match:
    """The match after `body`, with any event the server logs before it (a reshuffle)."""
    event = Event(body["type"], body["data"], match.seq + 1)
    for step in fold.expand(match, event, _keep_order):
        step = Event(step.type, step.data, match.seq + 1)
        fold.check(match, step)
        match = fold.apply(match, step)
    return match


def _ask(match: Match, meaning: Meaning, lang: str, judged: list[list[dict]]) -> dict:
    question = meaning.question[0 if lang == "fr" else 1] or render("talk.ask.which_move", lang)
    return {
        "status": "ask",
        "question": question,
        "alternatives": [{"events": events} for events in judged],
    }


def _not_understood(key: str, lang: str) -> dict:
    """Why a sentence makes no move: `reason` is the key's last part ("number")."""
    reason = key.rpartition(".")[2]
    said = render(key, lang, max=MAX_NUMBER if reason == "number" else MAX_TEXT)
    return {"status": "not_understood", "reason": reason, "message": said}

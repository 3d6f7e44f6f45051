"""One sentence said at the table → the event bodies it means, each judged against the match
as an append would judge it, nothing stored (DESIGN.md: `POST /games/{id}/say`).

The answer is `understood` (one reading), `ask` (several readings, or a question: the
parser never guesses between two meanings) or `not_understood`.
"""

from __future__ import annotations

import importlib
from itertools import islice, product
from typing import Any

from .. import match as fold
from ..model import Match
from . import common
from .amends import halves, latest_said_wrong, undone_then
from .answers import after_accepted, all_accepted, ask, judge, not_understood
from .context import MAX_ALTERNATIVES, Meaning, Talk, asked, name_forms, name_words
from .normalise import aces, clitics, close_names, dislocated, package_of, part_ends
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
    MAX_TEXT,
    appositions,
    auxiliaries,
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
        return not_understood("talk.not.sentence_too_long", lang)
    said = spelled(fillers_out(tokens(aces(text))), match, package_of(match.game), lang)
    said = close_names(match, said)
    words = clitics(match, appositions(auxiliaries(dislocated(match, said))))
    if unreadable_number(text, words):
        return not_understood("talk.not.number", lang)
    words = _vocabulary(match.game).idioms(words, match)  # a game's own turns of phrase
    if not words or all(not w.isalnum() for w in words):
        return not_understood("talk.not.empty", lang)
    if words[0] not in common.NOTE and (cut := undo_then(words, name_words(match))):
        return undone_then(match, text, cut, lang, read)
    if match.tracking != "score" and (fixed := latest_said_wrong(match, words, lang, read)):
        return fixed
    if words[0] not in common.NOTE:
        words = without_reason(words)  # "annule, je me suis trompé": the undo alone
        undo = is_undo(words, name_words(match))  # "non, annule ça"
        wrong = match.tracking != "score" and move_said_wrong(words)
        fixed = self_corrected(words) if not undo and not wrong else None
        if fixed:  # "le 3 de carreau. Non attends, le 3 de pique": as the speaker meant it
            return read(match, " ".join(fixed), lang)
        if not undo and (wrong or corrects_itself(words) or takes_back(words, name_words(match))):
            return not_understood("talk.not.corrected", lang)
        words = stated(words, name_words(match))
        if not words:
            return not_understood("talk.not.not_a_statement", lang)
    answer = _answer(match, words, lang, text)
    played = match.tracking != "score" and match.in_hand and match.status == "playing"
    parts = _player_parts(match, words) if played else None
    if parts is not None and not _whole(match, parts, answer):
        each = _each_player(match, parts, lang)
        # Read whole, every move accepted but not one of each player ("Ben joue le 7 de
        # pique, Chloé passe son tour": the 7's skip told, H8-POW-7): the parts only when
        # the rules accept each of them too.
        accepted = answer["status"] == "understood" and all_accepted(answer["events"])
        sure = each is not None and each["status"] == "understood" and all_accepted(each["events"])
        if each is not None and (not accepted or sure):
            return each
    if answer["status"] == "not_understood" and answer["reason"] == "no_move" and played:
        return halves(match, words, lang, read) or answer
    return answer


def _answer(match: Match, words: list[str], lang: str, text: str) -> dict[str, Any]:
    meaning = _meaning(match, words, lang, text)
    if meaning is None or not meaning.readings:
        if meaning is not None and meaning.question[0]:
            return ask(match, meaning, lang, [])
        return not_understood("talk.not.no_move", lang)
    judged = [judge(match, bodies, lang) for bodies in meaning.readings]
    # The hand known (open tracking), the one card of those said that the rules accept is
    # the one played ("Anna met le sept": her 7 of spades, not her 7 of hearts).
    if len(judged) > 1 and (meaning.prune or match.tracking == "open"):
        accepted = [j for j in judged if all(e["accepted"] for e in j)]
        if len(accepted) == 1:
            judged = accepted
    if len(judged) == 1:
        return {"status": "understood", "events": judged[0]}
    if len(judged) > MAX_ALTERNATIVES:
        return ask(match, meaning, lang, [])  # too many to list: the question alone
    return ask(match, meaning, lang, judged)


# -- one part per player: "Ben : 9 de pique, Chloé : 3 de carreau" ---------------------------

MAX_PARTS = 12  # a round of moves said in one breath; each part is read as a sentence


def _player_parts(match: Match, words: list[str]) -> list[list[str]] | None:
    """The sentence cut where a player's name follows a comma (or "puis", "et"), when it is
    two or more such parts that each start with a name; else None."""
    talk = Talk(match, words, "fr", None)
    ends = part_ends(match)
    starts, name_ends, i = set(), set(), 0  # where each name said starts and ends
    while i < len(words):
        hit = talk.player_at(i)
        starts |= {i} if hit else set()
        name_ends |= {i + hit[1]} if hit else set()
        i += hit[1] if hit else 1
    cuts = [0]
    for i in range(1, len(words)):
        after = words[i - 1]
        joined = after in _W["part_joins"] or after in ends or after.isdigit() or i in name_ends
        if after in _W["part_breaks"] or (joined and i in starts):  # "Chloé David et Anna"
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


def _only_a_name(match: Match, part: list[str]) -> bool:
    hit = Talk(match, part, "fr", None).player_at(0)
    return hit is not None and hit[1] == len(part)


def _whole(match: Match, parts: list[list[str]], answer: dict[str, Any]) -> bool:
    """Whether the sentence read whole stands: a move of every player it starts a part with
    ("Ben : 9 de pique, Chloé : 3 de carreau" read as Ben's two cards does not), all of
    them accepted. Only asked in a hand played card by card: elsewhere one event names
    every player ("Ben 12, Chloé 30")."""
    if answer["status"] != "understood" or not all_accepted(answer["events"]):
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
            grown += [(after_accepted(state, option), events + option) for option in options]
        if len(grown) > MAX_ALTERNATIVES:  # too many to list: the question alone, if any is a move
            found = any(all_accepted(events) for _, events in grown)
            return ask(match, Meaning([], (question, question)), lang, []) if found else None
        combos = grown
    if len(combos) == 1:
        return {"status": "understood", "events": combos[0][1]}
    judged = [events for _, events in combos]
    if not any(all_accepted(events) for events in judged):
        return None  # "Ben 10 points, Chloé 3" once a hand is over: no move of this table
    return ask(match, Meaning([], (question, question)), lang, judged)


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


def _vocabulary(game: str) -> Vocabulary:
    """The game's vocabulary: `TALK` of the `talk` module of the engine's package (the same
    module name in each game); a game plugged in without one has only the common words."""
    package = package_of(game)
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

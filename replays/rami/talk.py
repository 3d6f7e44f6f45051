"""Rami said at the table: taking from the stock or the discard pile, melds laid ("pose un
brelan de rois", "suite 5 6 7 de cœur"), cards added, discards, hands shown, and the score
sheet's "rami pour Anna" (RAMI-SCORE-4)."""

from __future__ import annotations

from ..table_talk.context import Clause, Meaning, Talk, asked, cards_unsaid
from ..table_talk.groups import Group, choices, groups_in
from ..table_talk.lexicon import own_words, verbs, words
from ..table_talk.patterns import clauses_meaning, handles, matched, patterns
from ..table_talk.vocabulary import Vocabulary
from .state import RamiHand
from .talk_melds import (
    MELD_WORDS,
    joker_added,
    meld_object,
    meld_pointed,
    melds_said,
    split,
    with_jokers,
)

_W = own_words(__package__)

VERBS = verbs(__package__)  # talk.json: each intent's lemmas and words
PATTERNS = patterns(__package__)  # talk.json: its sentences over slots


def held(match, player: str) -> list[str] | None:
    hand = match.hand
    if not isinstance(hand, RamiHand) or not hand.open:
        return None
    return [str(c) for c in hand.known(hand.seat(player))]


def meaning(talk: Talk) -> Meaning | None:
    if not isinstance(talk.match.hand, RamiHand):
        return None
    marked = Talk(talk.match, _nouns_marked(talk.words), talk.lang, talk.actor, talk.moves)
    lead, clauses = marked.clauses(VERBS)
    named = talk.players_in(lead)
    subject = named[0] if len(named) == 1 else talk.actor
    if set(lead) & MELD_WORDS:  # "suite 5 6 7 de cœur": a meld said alone is laid
        clauses = [Clause("lay", subject, bool(named), lead), *clauses]
    elif set(lead) & SOURCES and named:  # "zoé talon, elle jette …": taken from there
        clauses = [Clause("take", subject, True, lead), *clauses]
    return clauses_meaning(marked, clauses, _clause)


SOURCES = words(__package__, "talon") | words(__package__, "stock") | words(__package__, "pile")


def _clause(talk: Talk, clause: Clause) -> Meaning | None:
    """A clause read by the game's patterns (talk.json), else by its own reader here (the
    pile or the stock, melds and the meld pointed at: the table's state says which)."""
    if handles(clause, PATTERNS):
        return matched(talk, clause, PATTERNS, held)
    return _READ[clause.verb](talk, clause)


def _nouns_marked(words: list[str]) -> list[str]:
    """The pile said as a noun ("la défausse", "la pioche", "the discard"), not the verb
    ("il défausse"): marked so that no verb is seen."""
    return [_W["nouns"][w] if w in _W["nouns"] and i and words[i - 1] in _W["noun_before"] else w
            for i, w in enumerate(words)]  # fmt: skip


# -- melds (RAMI-MELD-1, -MELD-2, -OPEN-1) ------------------------------------------------------


def _lay(talk: Talk, clause: Clause) -> Meaning | None:
    player = clause.subject
    if meld_pointed(talk.match.hand, clause.words)[0] or _owner_said(talk, clause.words):
        return _add(talk, clause)  # "pose le roi de trèfle sur la combinaison 1", "chez Anna"
    melds = melds_said(clause.words)
    if not melds and _unsaid(clause, clause.words):  # "Anna descend", "pose une suite"
        return Meaning([], asked("talk.ask.cards"))
    if player is None or not melds:
        return None
    if sum(w in MELD_WORDS for w in clause.words) > len(melds):  # "… et une suite à pique"
        return Meaning([], asked("talk.ask.cards"))
    said_meld = bool(set(clause.words) & MELD_WORDS)  # "pose une tierce …" is no discard
    if len(melds) == 1 and len(melds[0]) == 1 and melds[0][0].count == 1 and not said_meld:
        return _one_card(talk, clause, melds[0][0])  # "pose le 9": discard it, or add it
    pool = held(talk.match, player)
    sizes = [sum(g.count for g in m) for m in melds]
    readings = []
    for cards in choices([g for m in melds for g in m], pool):
        for laid in with_jokers(split(cards, sizes)):
            readings.append([{"type": "melds_laid", "data": {"player": player, "melds": laid}}])
    return Meaning(readings, asked("talk.ask.cards_exactly"))


def _unsaid(clause: Clause, words: list[str]) -> bool:
    """A meld laid or a card added, its cards not said: the parser asks which."""
    said = [w for w in words if w not in MELD_WORDS]
    return cards_unsaid(Clause(clause.verb, clause.subject, clause.named, said))


def _one_card(talk: Talk, clause: Clause, group: Group) -> Meaning | None:
    discard = Clause("discard", clause.subject, clause.named, clause.words)
    discards = matched(talk, discard, PATTERNS, held)
    adds = _add(talk, clause)
    readings = (discards.readings if discards else []) + (adds.readings if adds else [])
    question = asked("talk.ask.discard_or_add")
    return Meaning(readings, question, prune=True)


def _add(talk: Talk, clause: Clause) -> Meaning | None:
    """RAMI-OPEN-1: cards added to a meld on the table, named by number or found by fit."""
    hand = talk.match.hand
    player = clause.subject
    owned = _owner_said(talk, clause.words)
    said_words = owned[1] if owned else clause.words
    pointed, words = meld_pointed(hand, said_words)
    if pointed is None:
        pointed, said = meld_object(hand, said_words)
        words = said if said != said_words else words  # "les rois" named the meld
    groups = groups_in(words)
    if not groups and _unsaid(clause, words):
        return Meaning([], asked("talk.ask.cards"))  # "Ben ajoute", "Ben complète la suite"
    if player is None or not groups:
        return None
    melds = pointed or [m.id for m in hand.melds]
    if owned is not None:  # "chez Anna": her melds only
        melds = [m.id for m in hand.melds if m.id in melds and m.owner == owned[0]]
    readings = [
        [{"type": "cards_added", "data": {"player": player, "meld": m, "cards": said}}]
        for cards in choices(groups, held(talk.match, player))
        for m in melds
        for said in joker_added(hand, m, cards)
    ]
    question = asked("talk.ask.meld")
    if len({r[0]["data"]["meld"] for r in readings}) == 1:  # one meld, the joker's card asked
        question = asked("talk.ask.joker")
    # A meld pointed at that is not on the table: every meld is asked, none is picked.
    return Meaning(readings, question, prune=pointed != [])


def _owner_said(talk: Talk, words: list[str]) -> tuple[str, list[str]] | None:
    """ "chez Anna", "Anna's run": the melds of that player (RAMI-TURN-1 lets a card go on
    a rival's), and the words without it."""
    said = Talk(talk.match, words, talk.lang, talk.actor)
    for i, w in enumerate(words):
        hit = said.player_at(i + 1) if w in _W["at"] else None
        if hit is not None:
            return hit[0], words[:i] + words[i + 1 + hit[1] :]
        hit = said.player_at(i) if i and words[i - 1] in _W["toward"] else None
        if hit is not None and words[i + hit[1] : i + hit[1] + 1] == ["s"]:  # "on Anna's run"
            return hit[0], words[:i] + words[i + hit[1] + 1 :]
    return None


def _swap(talk: Talk, clause: Clause) -> Meaning | None:
    """RAMI-MELD-2 `joker_swap`: "Ben remplace le joker par le valet de cœur", the card the
    joker of a meld stands for put in its place (`cards_added` with `swap`)."""
    player = clause.subject
    words = [w for w in clause.words if w != "joker"]
    said = [g.card.text for g in groups_in(words) if g.card.text and g.count == 1]
    if player is None or len(said) != 1:
        return None
    melds = [m.id for m in talk.match.hand.melds
             if any(c.is_joker and str(c.stands_for) == said[0] for c in m.cards)]  # fmt: skip
    data = {"player": player, "cards": said, "swap": True}
    readings = [[{"type": "cards_added", "data": {**data, "meld": m}}] for m in melds]
    return Meaning(readings, asked("talk.ask.meld"))


_READ = {
    "swap": _swap,
    "lay": _lay,
    "add": _add,
}


# -- the score sheet (RAMI-SCORE-4) -------------------------------------------------------------


def score_marks(talk: Talk) -> tuple[dict[str, str], list[str]]:
    """ "rami pour Anna", "Anna fait rami", "Anna a fait un rami", "rami d'Anna", "Anna sort
    d'un coup": who went out in one go; the words of the mark are taken out of the sentence.
    A name said before the mark is its maker: in "Chloé a fait rami : Anna 30, Ben 12" the
    names after the colon are the points."""
    words = _in_one_go(talk.words)
    for i, w in enumerate(words):
        if w != "rami":
            continue
        before = i - 1
        while before > 0 and words[before] in _W["made"]:
            before -= 1
        for start in range(before + 1):  # the longest name said right before the mark
            hit = _player(talk, words, start)
            if hit is not None and start + hit[1] == before + 1 and before < i:
                return {"rami": hit[0]}, words[:start] + words[i + 1 :]
        after = i + 1
        while after < len(words) and words[after] in _W["by"]:
            after += 1
        hit = _player(talk, words, after) if after < len(words) else None
        if hit is not None and after > i + 1:
            return {"rami": hit[0]}, words[:i] + words[after + hit[1] :]
    return {}, words


def _in_one_go(words: list[str]) -> list[str]:
    for said in sorted(_W["in_one_go"], key=len, reverse=True):
        for i in range(len(words) - len(said) + 1):
            if tuple(words[i : i + len(said)]) == said:
                return [*words[:i], "fait", "rami", *words[i + len(said) :]]
    return words


def _player(talk: Talk, words: list[str], i: int) -> tuple[str, int] | None:
    return Talk(talk.match, words, talk.lang, talk.actor).player_at(i)


TALK = Vocabulary(meaning=meaning, score_marks=score_marks)

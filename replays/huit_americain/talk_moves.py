"""Huit américain said at the table, the moves other than plays: draws, passes, gifts,
hands shown (H8-END-3) and the breaches a penalty is for (H8-PEN-1)."""

from __future__ import annotations

from ..table_talk.context import Clause, Meaning, Talk, asked
from ..table_talk.groups import choices, count_said, groups_in
from ..table_talk.lexicon import own_words, verbs
from ..table_talk.words import CLAUSE_BREAKS, card_at, number_at, says
from .state import Hand
from .talk_calls import Readings

_W = own_words(__package__)


def held(match, player: str) -> list[str] | None:
    """The cards `player` holds, where the log knows them (open tracking)."""
    h = match.hand
    if not isinstance(h, Hand) or not h.open:
        return None
    return [str(c) for c in h.hands[h.seat(player)]]


FOULS = verbs(__package__, "fouls")  # talk.json: the words of each breach ("unnamed": asked)


# -- draws, passes, gifts, hands shown -------------------------------------------------------


def read_draw(talk: Talk, clause: Clause) -> Readings | None:
    player = clause.subject
    if player is None or set(clause.words) & _W["not_the_stock"]:
        return None
    own = _own_part(clause.words)
    if _other_object(own):
        return None  # "Ben prend une bière", "Ben prend son temps": no card drawn
    if any(g.card.suit for g in groups_in(own)):
        return None  # "Ben prend le 9 de pique": a card named is no draw from the stock
    count = _count(own)
    if count is None:
        legal = talk.moves_of("cards_drawn", player=player)
        count = legal[0]["data"]["count"] if len(legal) == 1 else 1
    return [[{"type": "cards_drawn", "data": {"player": player, "count": count}}]], ("", "")


def _other_object(words: list[str]) -> bool:
    """The verb's object is something else than cards: an article, then a word that is no
    number, no card and no pile."""
    if len(words) < 2 or words[0] not in _W["object_articles"]:
        return False
    said = words[1]
    return said not in _W["drawn"] and number_at(words, 1) is None and card_at(words, 0) is None


def _own_part(words: list[str]) -> list[str]:
    """The words of the verb's own clause: "pioche, elle a pas de 8" draws no 8 cards."""
    cut = next((i for i, w in enumerate(words) if w in CLAUSE_BREAKS), len(words))
    return words[:cut]


def _count(words: list[str]) -> int | None:
    """The count said right after the draw verb ("pioche deux", "prend 2 cartes", "pioche
    encore deux"), not a number later in the clause ("pioche, elle a 8 cartes")."""
    i = 0
    while i < len(words) and words[i] in _W["before_count"]:
        i += 1
    got = number_at(words, i)
    return got[0] if got is not None else None


def read_give(talk: Talk, clause: Clause) -> Readings | None:
    """H8-POW-5, -GIVE: cards named where hands are known, else a count."""
    giver = clause.subject
    to = [p for p in talk.players_in(clause.words) if p != giver]
    if giver is None or len(to) != 1:
        return None
    base = {"from": giver, "to": to[0]}
    groups = groups_in([w for w in clause.words if w not in ("carte", "cartes")])
    pool = held(talk.match, giver)
    if pool is None:
        first = number_at(clause.words, 0)  # "il en donne deux à Chloé": a count, not a 2
        card = card_at(clause.words, 0)
        first = first if card is None or card[0].suit is None else None  # "donne le 9 de …"
        count = (
            count_said(clause.words) or (first and first[0]) or sum(g.count for g in groups) or 1
        )
        return [[{"type": "cards_given", "data": {**base, "count": count}}]], ("", "")
    readings = [
        [{"type": "cards_given", "data": {**base, "cards": c}}] for c in choices(groups, pool)
    ]
    return readings, asked("talk.ask.cards")


def read_foul(talk: Talk) -> Meaning | None:
    """H8-PEN-1: "Ben a joué hors tour", "pénalité pour Ben" (which breach? the parser asks)."""
    words = talk.words
    kinds = {kind for said, kind in FOULS.items() if says(words, [said])}
    if not kinds:
        return None
    named = talk.players_in(words)
    player = named[0] if len(named) == 1 else None
    if player is None:
        return None
    said = sorted(k for k in kinds if k != "unnamed")
    found = said or ["out_of_turn", "illegal_play", "other"]
    readings = [[{"type": "infraction", "data": {"player": player, "kind": k}}] for k in found]
    return Meaning(readings, asked("talk.ask.breach"))

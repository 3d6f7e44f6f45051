"""Rami said at the table: taking from the stock or the discard pile, melds laid ("pose un
brelan de rois", "suite 5 6 7 de cœur"), cards added, discards, hands shown, and the score
sheet's "rami pour Anna" (RAMI-SCORE-4)."""

from __future__ import annotations

from itertools import product

from ..cards import RANKS, SUITS
from ..table_talk.context import MAX_ALTERNATIVES, Clause, Group, Meaning, Talk, choices, groups_in
from ..table_talk.words import number_at
from .state import RamiHand

VERBS: dict[tuple[str, ...], str] = {
    (w,): intent
    for intent, said in {
        "stock": "pioche pioches piocher tire tires draws draw drew picks pick",
        "take": "prend prends prendre ramasse ramasses recupere takes take took",
        "lay": "pose poses posee abat abats etale etales descend joue joues lays lay laid plays"
        " play puts put melds meld",
        "add": "ajoute ajoutes rajoute complete completes colle colles adds add",
        "discard": "jette jettes defausse defausses ecarte ecartes debarrasse discards discard"
        " throws throw",
        "show": "montre montrent reste restent shows show",
    }.items()
    for w in said.split()
}
VERBS[("se", "defausse")] = "discard"
PILE = frozenset("defausse ecart talon discard pile poubelle".split())
_NOUN_BEFORE = frozenset("la le l dans de du sur the from".split())
MELD_WORDS = frozenset("brelan brelans carre carres suite suites sequence tierce run set".split())
_MELD_NUMBER = frozenset("combinaison pose meld numero no tas".split())
_ORDINAL = {"premiere": 1, "premier": 1, "first": 1, "deuxieme": 2, "seconde": 2, "second": 2,
            "troisieme": 3, "third": 3, "quatrieme": 4, "fourth": 4}  # fmt: skip


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
    if set(lead) & MELD_WORDS:  # "suite 5 6 7 de cœur": a meld said alone is laid
        named = talk.players_in(lead)
        subject = named[0] if len(named) == 1 else talk.actor
        clauses = [Clause("lay", subject, bool(named), lead), *clauses]
    readings: list[list[list[dict]]] = []
    meanings = []
    for clause in clauses:
        got = _READ[clause.verb](marked, clause)
        if got is None:
            return None
        meanings.append(got)
        readings.append(got.readings)
    if not meanings:
        return None
    if len(meanings) == 1:
        return meanings[0]
    combined = [[e for part in combo for e in part] for combo in product(*readings)]
    if len(combined) > MAX_ALTERNATIVES:
        return Meaning([], ("Quel coup exactement ?", "Which move exactly?"))
    return Meaning(combined, meanings[-1].question, all(m.prune for m in meanings))


_NOUNS = {"defausse": "pile", "discard": "pile", "pioche": "stock", "stock": "stock"}


def _nouns_marked(words: list[str]) -> list[str]:
    """The pile said as a noun ("la défausse", "la pioche", "the discard"), not the verb
    ("il défausse"): marked so that no verb is seen."""
    return [_NOUNS[w] if w in _NOUNS and i and words[i - 1] in _NOUN_BEFORE else w
            for i, w in enumerate(words)]  # fmt: skip


# -- taking (RAMI-TURN-1) -----------------------------------------------------------------------


def _stock(talk: Talk, clause: Clause) -> Meaning | None:
    source = "discard" if set(clause.words) & (PILE | {"pile"}) else "stock"
    return _taken(talk, clause, source)


def _take(talk: Talk, clause: Clause) -> Meaning | None:
    words = set(clause.words)
    if words & (PILE | {"pile"}) or groups_in(clause.words):
        return _taken(talk, clause, "discard")
    if "stock" in words:
        return _taken(talk, clause, "stock")
    both = [_taken(talk, clause, s) for s in ("stock", "discard")]
    readings = [m.readings[0] for m in both if m is not None]
    return Meaning(readings, ("Dans la pioche ou la défausse ?", "From the stock or the discard?"))


def _taken(talk: Talk, clause: Clause, source: str) -> Meaning | None:
    if clause.subject is None:
        return None
    legal = talk.moves_of("card_taken", player=clause.subject, source=source)
    data = dict(legal[0]["data"]) if legal else {"player": clause.subject, "source": source}
    said = [c for g in groups_in(clause.words) if (c := g.card.text)]
    if source == "discard" and said and data.get("card") not in (None, said[0]):
        data["card"] = said[0]  # a card that is not on top: the check says so
    return Meaning([[{"type": "card_taken", "data": data}]])


# -- melds (RAMI-MELD-1, -MELD-2, -OPEN-1) ------------------------------------------------------


def _lay(talk: Talk, clause: Clause) -> Meaning | None:
    player = clause.subject
    if _meld_number(clause.words) is not None or "sur" in clause.words:
        return _add(talk, clause)  # "pose le roi de trèfle sur la combinaison 1"
    melds = _melds_said(clause.words)
    if player is None or not melds:
        return None
    if len(melds) == 1 and len(melds[0]) == 1 and melds[0][0].count == 1:
        return _one_card(talk, clause, melds[0][0])  # "pose le 9": discard it, or add it
    pool = held(talk.match, player)
    sizes = [sum(g.count for g in m) for m in melds]
    readings = []
    for cards in choices([g for m in melds for g in m], pool):
        for laid in _with_jokers(_split(cards, sizes)):
            readings.append([{"type": "melds_laid", "data": {"player": player, "melds": laid}}])
    return Meaning(readings[:MAX_ALTERNATIVES], ("Quelles cartes exactement ?", "Which cards?"))


def _melds_said(words: list[str]) -> list[list[Group]]:
    """The melds of a sentence: a meld word ("brelan", "suite") starts one, a counted group
    ("trois 7") is one, single cards said in a row are one."""
    segments: list[list[str]] = [[]]
    for w in words:
        if w in MELD_WORDS and segments[-1]:
            segments.append([])
        segments[-1].append(w)
    melds: list[list[Group]] = []
    for segment in segments:
        run: list[Group] = []
        for g in groups_in(segment):
            if g.count > 1:
                if run:
                    melds.append(run)
                    run = []
                melds.append([g])
            else:
                run.append(g)
        if run:
            melds.append(run)
    return melds


def _split(cards: list[str], sizes: list[int]) -> list[list[str]]:
    out, i = [], 0
    for n in sizes:
        out.append(cards[i : i + n])
        i += n
    return out


def _with_jokers(melds: list[list[str]]) -> list[list[list[str]]]:
    """A joker said plainly in a meld stands for the card its place needs (RAMI-MELD-2): the
    gap of a sequence, or in a set each suit it could be (one reading per suit)."""
    per_meld = [_joker_readings(m) for m in melds]
    return [list(combo) for combo in product(*per_meld)][:MAX_ALTERNATIVES]


def _joker_readings(meld: list[str]) -> list[list[str]]:
    plain = [c for c in meld if c != "JK"]
    if len(plain) == len(meld) or not plain:
        return [meld]
    ranks = {c[:-1] for c in plain}
    suits = {c[-1] for c in plain}
    if len(ranks) == 1:
        rank = plain[0][:-1]
        free = [s for s in SUITS if s not in suits]
        return [[c if c != "JK" else f"JK={rank}{s}" for c in meld] for s in free] or [meld]
    if len(suits) == 1:
        return [_sequence_gap(meld, suits.pop())]
    return [meld]


def _sequence_gap(meld: list[str], suit: str) -> list[str]:
    first = next(i for i, c in enumerate(meld) if c != "JK")
    start = RANKS.index(meld[first][:-1]) - first
    if start < 0 or start + len(meld) > len(RANKS):
        return meld
    return [c if c != "JK" else f"JK={RANKS[start + i]}{suit}" for i, c in enumerate(meld)]


def _one_card(talk: Talk, clause: Clause, group: Group) -> Meaning | None:
    discards = _discard(talk, Clause("discard", clause.subject, clause.named, clause.words))
    adds = _add(talk, clause)
    readings = (discards.readings if discards else []) + (adds.readings if adds else [])
    question = ("Jetée ou ajoutée à une combinaison ?", "Discarded, or added to a meld?")
    return Meaning(readings, question, prune=True)


def _add(talk: Talk, clause: Clause) -> Meaning | None:
    """RAMI-OPEN-1: cards added to a meld on the table, named by number or found by fit."""
    hand = talk.match.hand
    player = clause.subject
    groups = groups_in(_without_meld_number(clause.words))
    if player is None or not groups:
        return None
    number = _meld_number(clause.words)
    melds = [number] if number is not None else [m.id for m in hand.melds]
    readings = [
        [{"type": "cards_added", "data": {"player": player, "meld": m, "cards": cards}}]
        for cards in choices(groups, held(talk.match, player))
        for m in melds
    ]
    return Meaning(
        readings[:MAX_ALTERNATIVES], ("Sur quelle combinaison ?", "On which meld?"), True
    )


def _without_meld_number(words: list[str]) -> list[str]:
    out, skip = [], False
    for i, w in enumerate(words):
        if skip:
            skip = False
            continue
        if w in _MELD_NUMBER and number_at(words, i + 1):
            skip = True
            continue
        if w not in MELD_WORDS and w not in _ORDINAL:
            out.append(w)
    return out


def _meld_number(words: list[str]) -> int | None:
    for i, w in enumerate(words):
        if w in _ORDINAL:
            return _ORDINAL[w]
        if w in _MELD_NUMBER and (num := number_at(words, i + 1)):
            return num[0]
    return None


def _discard(talk: Talk, clause: Clause) -> Meaning | None:
    player = clause.subject
    groups = groups_in(clause.words)
    if player is None or len(groups) != 1 or groups[0].count != 1:
        return None
    readings = [[{"type": "card_discarded", "data": {"player": player, "card": cards[0]}}]
                for cards in choices(groups, held(talk.match, player))]  # fmt: skip
    return Meaning(readings, ("Quelle carte ?", "Which card?"))


def _show(talk: Talk, clause: Clause) -> Meaning | None:
    """RAMI-SCORE-1: the cards left in a hand, shown for scoring."""
    hand = talk.match.hand
    named = talk.players_in(clause.words)
    player = named[0] if len(named) == 1 else clause.subject
    groups = groups_in(clause.words)
    if player is None or not groups:
        return None
    readings = [
        [{"type": "hand_revealed", "data": {"hand": hand.number, "player": player, "cards": c}}]
        for c in choices(groups, None)
    ]
    return Meaning(readings[:MAX_ALTERNATIVES], ("Quelles cartes ?", "Which cards?"))


_READ = {
    "stock": _stock,
    "take": _take,
    "lay": _lay,
    "add": _add,
    "discard": _discard,
    "show": _show,
}


# -- the score sheet (RAMI-SCORE-4) -------------------------------------------------------------


def score_marks(talk: Talk) -> tuple[dict, list[str]]:
    """ "rami pour Anna", "Anna fait rami", "rami d'Anna": who went out in one go; the words
    of the mark are taken out of the sentence."""
    words = talk.words
    for i, w in enumerate(words):
        if w != "rami":
            continue
        after = i + 1
        while after < len(words) and words[after] in ("pour", "de", "d", "a", "for", "by", ":"):
            after += 1
        hit = talk.player_at(after) if after < len(words) else None
        if hit is not None and after > i + 1:
            return {"rami": hit[0]}, words[:i] + words[after + hit[1] :]
        before = i - 1
        while before > 0 and words[before] in ("fait", "a", "made", "did", "makes"):
            before -= 1
        for start in range(before, -1, -1):
            hit = talk.player_at(start)
            if hit is not None and start + hit[1] == before + 1 and before < i:
                return {"rami": hit[0]}, words[:start] + words[i + 1 :]
    return {}, words

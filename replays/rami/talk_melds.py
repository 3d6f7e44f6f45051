"""Rami melds as said at the table: which cards make which meld ("un brelan de rois et la
suite 5 6 7 de cœur", "la suite du 3 au 6 de trèfle", "5 6 joker 8 de cœur"), and which meld
on the table a sentence points at ("sur la suite", "aux rois", "sur la combinaison 2")."""

from __future__ import annotations

from itertools import islice, product

from ..cards import RANKS, SUITS
from ..table_talk.context import MAX_ALTERNATIVES
from ..table_talk.groups import Group, groups_in, plural
from ..table_talk.groups import plural as plural_word
from ..table_talk.lexicon import own_words, words
from ..table_talk.words import RANK_WORDS, number_at, rank_at
from ..table_talk.words import SUITS as SUIT_WORDS
from .state import RUN, SET, RamiHand

_W = own_words(__package__)

RUN_SIZES = _W["run_sizes"]
RUN_WORDS = words(__package__, "runs") | frozenset(RUN_SIZES)  # talk.json
SET_WORDS = words(__package__, "sets")
MELD_WORDS = RUN_WORDS | SET_WORDS
MELD_NUMBER = words(__package__, "meld_numbers")
ORDINAL = _W["ordinal"]


def melds_said(words: list[str]) -> list[list[Group]]:
    """The melds of a sentence: a meld word ("brelan", "suite") starts one, a counted group
    ("trois 7") is one, single cards said in a row are one; in a run ("suite cinq six
    sept") a number is a rank, never a count."""
    segments: list[list[str]] = [[]]
    for i, w in enumerate(words):
        if (w in MELD_WORDS or _counted_at(words, i)) and segments[-1]:
            segments.append([])
        segments[-1].append(w)
    segments = [part for segment in segments for part in _split_at_and(segment)]
    melds: list[list[Group]] = []
    for segment in segments:
        is_run = bool(segment) and segment[0] in RUN_WORDS
        said = ranges_spelled(_letters_spelled(segment))
        fixed = bool(segment) and segment[0] in SET_WORDS  # "brelan": three cards in all
        run: list[Group] = []
        for g in groups_in(said, counting=not is_run):
            if g.card.rank == "JK" and not run and melds and melds[-1][0].count > 1:
                melds[-1] = _joined(melds[-1], g, fixed)  # "deux dames et un joker"
            elif g.count > 1:
                melds += [run, [g]] if run else [[g]]
                run = []
            else:
                run.append(g)
        if run:
            melds.append(run)
    return melds


def _split_at_and(segment: list[str]) -> list[list[str]]:
    """ "3 4 5 de pique et 3 4 5 de cœur": two melds where "et" has three cards or more on
    each side (a meld has three at least); "5, 6 et 7 de cœur" stays one."""
    for k, w in enumerate(segment):
        if w in _W["and"] and k and _cards(segment[:k]) >= 3 and _cards(segment[k + 1 :]) >= 3:
            return [segment[:k], *_split_at_and(segment[k + 1 :])]
    return [segment]


def _cards(words: list[str]) -> int:
    run = bool(words) and words[0] in RUN_WORDS
    return sum(g.count for g in groups_in(_letters_spelled(words), counting=not run))


def _counted_at(words: list[str], i: int) -> bool:
    """ "4 5 6 de trèfle et trois rois …": a count of a rank in the plural starts a meld."""
    num = number_at(words, i)
    after = i + 1 < len(words) and rank_at(words, i + 1) is not None
    return num is not None and num[1] == 1 and 2 <= num[0] <= 8 and after and plural(words[i + 1])


def _joined(meld: list[Group], joker: Group, fixed: bool) -> list[Group]:
    """A joker said with a counted group joins its meld (RAMI-MELD-2); in a meld word's
    count ("le brelan de dames avec un joker") the joker is one of the three."""
    first = meld[0]
    if fixed and first.count > 2:
        meld = [Group(first.count - 1, first.card), *meld[1:]]
    return [*meld, joker]


def _letters_spelled(words: list[str]) -> list[str]:
    """The page's letters for the faces after a rank: "9 10 V D R", "10 J Q K"."""
    out = list(words)
    for i in range(1, len(out)):
        if out[i] in _W["letters"] and rank_at(out, i - 1) is not None:
            out[i] = _W["letters"][out[i]]
    return out


def ranges_spelled(words: list[str]) -> list[str]:
    """ "du 3 au 6" → "3 4 5 6" (a run said by its ends); "tierce au roi à pique" → "valet
    dame roi de pique" (a run said by its size and its top card)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        low, high = rank_at(words, i + 1), rank_at(words, i + 3)
        if (
            words[i] in _W["from"]
            and low
            and high
            and i + 2 < len(words)
            and words[i + 2] in _W["to"]
        ):
            a, b = RANKS.index(low), RANKS.index(high)
            if a < b:
                out += [_W["rank_said"].get(r, r) for r in RANKS[a : b + 1]]
                i += 4
                continue
        at = i + 2 + (words[i + 1 : i + 3] == ["a", "la"])  # "au roi", "à la dame"
        top = rank_at(words, at)
        to = words[i + 1 : i + 2] == ["au"] or at == i + 3
        if words[i] in RUN_SIZES and to and top and top != "JK":
            b = RANKS.index(top)
            a = b - RUN_SIZES[words[i]] + 1
            if a >= 0:
                out += [_W["rank_said"].get(r, r) for r in RANKS[a : b + 1]]
                i = at + 1
                if words[i : i + 1] == ["a"]:  # "à pique": the suit of the run
                    out.append("de")
                    i += 1
                continue
        out.append(words[i])
        i += 1
    return out


def split(cards: list[str], sizes: list[int]) -> list[list[str]]:
    out, i = [], 0
    for n in sizes:
        out.append(cards[i : i + n])
        i += n
    return out


def with_jokers(melds: list[list[str]]) -> list[list[list[str]]]:
    """A joker said plainly in a meld stands for the card its place needs (RAMI-MELD-2): the
    gap of a sequence, or in a set each suit it could be (one reading per suit)."""
    per_meld = [_joker_readings(m) for m in melds]
    return [list(combo) for combo in islice(product(*per_meld), MAX_ALTERNATIVES + 1)]


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


# -- the meld a sentence points at -------------------------------------------------------------


def meld_pointed(hand: RamiHand, words: list[str]) -> tuple[list[int] | None, list[str]]:
    """The melds on the table the words point at, and the words that name the cards: "sur
    la combinaison 2", "la deuxième", "à la suite (de pique)", "aux rois", "sur le brelan";
    None where no meld is pointed at."""
    number = _meld_number(words)
    if number is not None:
        return [number], _without_meld_number(words)
    for i, w in enumerate(words):
        the = i + 1 < len(words) and words[i + 1] in _W["the"]
        if w not in _W["toward"] or (w == "a" and not the):  # "à la suite", not "a run"
            continue
        j = i + 1 + the
        if words[j : j + 1] and words[j] in _W["end"] and words[j + 1 : j + 2] in (["de"], ["of"]):
            j += 2  # "au bout de la suite", "at the end of the run": that meld
            the = j < len(words) and words[j] in _W["the"]
            j += the
        many = w == "aux" or (the and words[j - 1] in ("les", "ses", "the"))
        found = _melds_named(hand, words[j:], many)
        if found is not None:
            return found, words[:i]
    return None, [w for w in words if w not in MELD_WORDS]


def _melds_named(hand: RamiHand, words: list[str], plural: bool = True) -> list[int] | None:
    if not words:
        return None
    suit = next((SUIT_WORDS[w] for w in words[1:3] if w in SUIT_WORDS), None)
    if words[0] in RUN_WORDS:
        runs = [m for m in hand.melds if m.kind == RUN]
        return [m.id for m in runs if suit is None or _suit_of(m) == suit]
    if words[0] in SET_WORDS:
        return [m.id for m in hand.melds if m.kind == SET]
    if words[0] in SUIT_WORDS and plural:  # "sur les cœurs de Ben": the runs of that suit
        return [m.id for m in hand.melds if m.kind == RUN and _suit_of(m) == SUIT_WORDS[words[0]]]
    rank = RANK_WORDS.get(words[0])
    if words[0] == "as" and not plural:
        return None  # "avec l'as de trèfle" is the ace added, not "aux as"
    if rank is not None and (plural_word(words[0]) or plural and words[0].isdigit()):
        return [m.id for m in hand.melds if m.kind == SET and _rank_of(m) == rank]
    return None


def meld_object(hand: RamiHand, words: list[str]) -> tuple[list[int] | None, list[str]]:
    """ "complète le brelan avec l'as": the meld said as the verb's object; "complète les
    rois avec le roi de trèfle": the set of that rank, its words no card (one KC, not two)."""
    for i in range(len(words) - 1):
        if words[i] in _W["the"] and words[i + 1] in MELD_WORDS:
            return _melds_named(hand, words[i + 1 :]), words
        said = words[i + 1]
        many = plural(said) or said == "as"  # "complète les as avec l'as de trèfle"
        if words[i] in _W["these"] and many and words[i + 2 : i + 3] in _WITH:
            return _melds_named(hand, [said]), words[:i] + words[i + 2 :]
    return None, words


_WITH = (["avec"], ["with"])


def _suit_of(meld) -> str | None:
    return next((c.acting.suit for c in meld.cards if c.acting.suit), None)


def _rank_of(meld) -> str | None:
    return next((c.acting.rank for c in meld.cards if not c.acting.is_joker), None)


def _without_meld_number(words: list[str]) -> list[str]:
    out, skip = [], False
    for i, w in enumerate(words):
        if skip:
            skip = False
            continue
        if w in MELD_NUMBER and number_at(words, i + 1):
            skip = True
            continue
        if w not in MELD_WORDS and w not in ORDINAL:
            out.append(w)
    return out


def _meld_number(words: list[str]) -> int | None:
    for i, w in enumerate(words):
        if w in ORDINAL:
            return ORDINAL[w]
        if w in MELD_NUMBER and (num := number_at(words, i + 1)):
            return num[0]
    return None


def joker_added(hand: RamiHand, meld_id: int, cards: list[str]) -> list[list[str]]:
    """A joker added alone says the card it stands for (RAMI-MELD-2): the suit a set lacks
    ("ajoute un joker aux rois": JK=KC), either end of a run; one reading each."""
    meld = next((m for m in hand.melds if m.id == meld_id), None)
    if cards != ["JK"] or meld is None:
        return [cards]
    plain = [c.stands_for or c for c in meld.cards]
    if meld.kind == SET:
        rank = plain[0].rank
        held = {c.suit for c in plain}
        return [[f"JK={rank}{s}"] for s in SUITS if s not in held] or [cards]
    suit, ranks = plain[0].suit, [RANKS.index(c.rank) for c in plain]
    ends = [r for r in (min(ranks) - 1, max(ranks) + 1) if 0 <= r < len(RANKS)]
    return [[f"JK={RANKS[r]}{suit}"] for r in ends] or [cards]

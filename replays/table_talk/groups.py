"""Cards said, and the cards they can be: "trois 7", "les rois de pique et de cœur",
"deux cartes : …" (a count, never a 2), read into groups and then into card choices."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, islice, product

from ..cards import RANKS, SUITS
from .context import MAX_ALTERNATIVES
from .words import SUITS as SUIT_WORDS
from .words import CardWords, card_at, common_words, number_at, rank_at, suit_at

_W = common_words("groups")


@dataclass(frozen=True)
class Group:
    """Cards said together: `count` cards of `rank` ("trois 7", "paire de rois"), or one
    card said in full."""

    count: int
    card: CardWords


GROUP_WORDS = common_words("context")["kinds"]


def groups_in(words: list[str], counting: bool = True) -> list[Group]:
    """Every card or group of cards said, in order; a suit said after several ranks applies
    to each of them ("suite 5 6 7 de cœur"). Without `counting` ("suite cinq six sept"),
    a number is a rank, never a count."""
    out: list[Group] = []
    i = 0
    while i < len(words):
        lead = (
            words[i] in _W["articles"] | _W["plural_articles"]
        )  # "a deux cartes", "les deux cartes"
        told = count_at(words, i + lead)
        if told is not None:  # "deux cartes": how many, not which (no 2 of any suit)
            i += lead + told[1]
            continue
        got = _group_at(words, i) if counting else _single_at(words, i)
        if got is None:
            i += 1
            continue
        group, n = got
        if isinstance(group, list):
            out += group
            i += n
            continue
        if group.card.suit is not None and group.card.rank != "JK":
            out = _suit_back(out, group.card.suit, group.card.rank)
        out.append(group)
        many = words[i] in _W["plural_articles"] or plural(words[i + (words[i] in _W["articles"])])
        many = many or _suits_listed(words, i + n)  # "le roi de pique, de cœur et de carreau"
        i += n
        while many and group.count == 1 and group.card.suit and (more := _more_suits(words, i)):
            out.append(Group(1, CardWords(group.card.rank, more[0])))  # "rois de pique et cœur"
            i += more[1]
    return out


CARD_NOUNS = _W["card_nouns"]
PLURAL_ARTICLES = _W["plural_articles"] | _W["every_of"]


def count_at(words: list[str], i: int) -> tuple[int, int] | None:
    """A number said with the word card ("deux cartes", "2 cards"): a count of cards, with
    the count of tokens it takes; never a rank."""
    num = number_at(words, i)
    if num is None or words[i + num[1] : i + num[1] + 1] not in [[w] for w in CARD_NOUNS]:
        return None
    return num[0], num[1] + 1


def count_said(words: list[str]) -> int | None:
    """The number of cards a sentence says it lists ("montre deux cartes : …")."""
    for i in range(len(words)):
        if (told := count_at(words, i)) is not None:
            return told[0]
    return None


def count_agrees(words: list[str], groups: list[Group]) -> bool:
    """A count said with the cards listed must be the number listed ("deux cartes : le roi
    de pique et le 3 de cœur"); a mismatch is a slip the parser does not settle."""
    told = count_said(words)
    return told is None or told == sum(g.count for g in groups)


def _suits_listed(words: list[str], i: int) -> bool:
    """ ", de cœur", "et de carreau" after a card: its rank said again for each suit."""
    return (
        words[i : i + 1] in ([","], ["et"], ["and"])
        and words[i + 1 : i + 2] in (["de"], ["d"], ["of"])
        and suit_at(words, i + 1) is not None
    )


def _more_suits(words: list[str], i: int) -> tuple[str, int] | None:
    """Another suit of the same rank: ", cœur", "et carreau", "et de pique", or the next
    word ("brelan de rois pique cœur carreau"); not "et le 7 de cœur"."""
    j = i
    while j < len(words) and words[j] in (",", "et", "and"):
        j += 1
    suit = suit_at(words, j) if j > i else _bare_suit(words, i)
    return (suit[0], j + suit[1] - i) if suit is not None else None


def _bare_suit(words: list[str], i: int) -> tuple[str, int] | None:
    """A suit word said alone, with no "de" before it ("rois pique cœur")."""
    return (SUIT_WORDS[words[i]], 1) if i < len(words) and words[i] in SUIT_WORDS else None


def _group_at(words: list[str], i: int) -> tuple[Group | list[Group], int] | None:
    w = words[i]
    if w in GROUP_WORDS:
        j = i + 1 + (i + 1 < len(words) and words[i + 1] in ("de", "d", "of", "des"))
        if (plurals := _plural_ranks(words[j : j + 1])) is not None:  # "a pair of 10s"
            return _suited(words, GROUP_WORDS[w], CardWords(plurals), j + 1, i)
        got = card_at(words, j)
        if got is not None:
            return _suited(words, GROUP_WORDS[w], got[0], j + got[1], i)
        return None
    counted = _counted(words, i) or _repeated(words, i)
    if counted is not None:
        return counted
    return _single_at(words, i)


def _single_at(words: list[str], i: int) -> tuple[Group, int] | None:
    got = card_at(words, i)
    return (Group(1, got[0]), got[1]) if got is not None else None


def _suited(
    words: list[str], count: int, card: CardWords, end: int, i: int
) -> tuple[Group | list[Group], int]:
    """`count` cards of a rank, with their suits where they are listed ("les trois rois de
    pique, cœur et trèfle", "trois valets : pique, cœur et trèfle")."""
    if count > 1 and card.suit is None and end < len(words) and words[end] in (":", ","):
        listed = _same_rank(words, end + 1, card.rank, count)  # "deux 9, le 9 de trèfle et …"
        if listed is not None:
            return listed[0], listed[1] - i
        first = suit_at(words, end + 1)
        if first is not None:
            suits, after = _suits_from(words, first[0], end + 1 + first[1])
            jokers, after = _jokers_from(words, after, count - len(suits))
            if len(suits) + jokers == count:  # "brelan de dames : pique, cœur et joker"
                listed = [Group(1, CardWords(card.rank, s)) for s in suits]
                return listed + [Group(1, CardWords("JK"))] * jokers, after - i
    if count > 1 and card.suit is not None:
        suits, after = _suits_from(words, card.suit, end)
        if len(suits) == count:
            return [Group(1, CardWords(card.rank, s)) for s in suits], after - i
    return Group(count, card), end - i


def _same_rank(words: list[str], i: int, rank: str, count: int) -> tuple[list, int] | None:
    """`count` cards of `rank` said in full from `words[i]` ("le 9 de trèfle et le 9 de
    carreau"), with where they end; None if that is not what follows."""
    found: list[Group] = []
    while len(found) < count:
        i += words[i : i + 1] in ([","], ["et"], ["and"]) and bool(found)
        got = card_at(words, i)
        if got is None or got[0].rank != rank or got[0].suit is None:
            return None
        found.append(Group(1, got[0]))
        i += got[1]
    return found, i


def _counted(words: list[str], i: int) -> tuple[Group | list[Group], int] | None:
    """ "trois 7", "deux dames", "les deux rois": a count then a rank (never "deux de
    pique", the 2 of spades)."""
    j = i + (words[i] in ("les", "the", "ses", "his", "her"))
    num = number_at(words, j)
    if num is None or not 2 <= num[0] <= 8 or num[1] != 1:
        return None
    plurals = _plural_ranks(words[j + 1 : j + 2])
    if plurals is not None and not words[j].isdigit():  # "two 7s", "three Ks": no spade
        return _suited(words, num[0], CardWords(plurals), j + 2, i)
    rank = rank_at(words, j + 1)
    listed = words[j + 2 : j + 3] in ([":"], [","]) and suit_at(words, j + 3) is not None
    if rank is None or (words[j].isdigit() and not plural(words[j + 1]) and not listed):
        return None  # "5 6 7 de cœur" is a run, "3 rois" three kings, "3 as, cœur carreau …"
    got = card_at(words, j + 1)
    assert got is not None
    card = got[0]
    end = j + 1 + got[1]
    if card.suit is not None and not plural(words[j + 1]):
        suits, after = _suits_from(words, card.suit, end)  # "deux 7 ♠ ♦": each suit listed
        if len(suits) == num[0]:
            return [Group(1, CardWords(card.rank, s)) for s in suits], after - i
        return None  # "deux 7 de cœur" is ambiguous; "deux de cœur" is a card
    return _suited(words, num[0], card, end, i)


def _plural_ranks(said: list[str]) -> str | None:
    """A rank in the plural as digits or a letter ("7s", "10s", "ks" after a count), never
    the card of spades it would be alone."""
    word = said[0] if said else ""
    rank = word[:-1].upper()
    return rank if word.endswith("s") and rank in RANKS and rank != "A" else None  # « as »


def _repeated(words: list[str], i: int) -> tuple[list[Group], int] | None:
    """ "2 2 trèfle pique", "dame dame cœur carreau": a rank said once per card, then the
    suits in the same order."""
    rank = rank_at(words, i)
    k = i
    while k < len(words) and rank is not None and rank_at(words, k) == rank:
        k += 1
    k += k - i > 1 and words[k : k + 1] in ([","], [":"])  # "valet valet, trèfle et carreau"
    first = _bare_suit(words, k) if k - i > 1 else None
    if first is None:
        return None
    suits, after = _suits_from(words, first[0], k + 1)
    if len(suits) != sum(rank_at(words, j) == rank for j in range(i, k)):
        return None
    return [Group(1, CardWords(rank, s)) for s in suits], after - i  # type: ignore[arg-type]


def _jokers_from(words: list[str], i: int, most: int) -> tuple[int, int]:
    """Jokers listed after the suits (", joker", "et un joker"), at most `most`."""
    found = 0
    while found < most:
        j = i
        while j < len(words) and words[j] in (",", "et", "and", "un", "le", "a", "the"):
            j += 1
        if j == i or j >= len(words) or words[j] != "joker":
            break
        found, i = found + 1, j + 1
    return found, i


def _suits_from(words: list[str], first: str, i: int) -> tuple[list[str], int]:
    suits = [first]
    while more := _more_suits(words, i):
        suits.append(more[0])
        i += more[1]
    return suits, i


def plural(word: str) -> bool:
    """Whether a card word is said in the plural ("rois", "valets"; never "as", "trois")."""
    return word.endswith(("s", "x")) and word not in ("as", "trois", "six", "dix")


def _suit_back(out: list[Group], suit: str, rank: str | None = None) -> list[Group]:
    """Give `suit` to the suitless single cards said just before it."""
    back = list(out)
    ranks = {rank}
    for k in range(len(back) - 1, -1, -1):
        g = back[k]
        if g.card.rank == "JK":
            continue  # "5 6 joker 8 de cœur": the suit goes past the joker
        if g.card.suit is not None or g.count != 1 or g.card.rank in ranks:
            break  # "2 2 trèfle": not the 2 of clubs twice
        ranks.add(g.card.rank)
        back[k] = Group(1, CardWords(g.card.rank, suit))
    return back


def choices(groups: list[Group], pool: list[str] | None) -> list[list[str]]:
    """The card lists the groups can be: from `pool` (the cards the player is known to
    hold), else from every suit; at most MAX_ALTERNATIVES + 1 of them."""
    found = _choices(groups, pool)
    if not found and pool is not None:
        return _choices(groups, None)  # cards the player does not hold: the check says so
    return found


_MAX_TRIED = 10_000  # combinations looked at (those the hand cannot hold are skipped)


def _choices(groups: list[Group], pool: list[str] | None) -> list[list[str]]:
    per_group = [_group_choices(g, pool) for g in groups]
    out: list[list[str]] = []
    for combo in islice(product(*per_group), _MAX_TRIED):
        cards = [c for part in combo for c in part]
        if pool is not None and not _within(cards, pool):
            continue
        if cards not in out:
            out.append(cards)
        if len(out) > MAX_ALTERNATIVES:
            break
    return out


def _group_choices(g: Group, pool: list[str] | None) -> list[tuple[str, ...]]:
    text = g.card.text
    if text is not None and g.count == 1:
        return [(text,)]
    if g.card.rank == "JK":
        return [("JK",) * g.count]
    if g.card.suit is not None:  # "une paire de 9 cœur": one 9 of hearts, the other asked
        others = [f"{g.card.rank}{s}" for s in SUITS if s != g.card.suit]
        if pool is not None:
            others = [c for c in others if c in pool]
        rest = [(text or "", *c) for c in combinations(others, g.count - 1)]
        return [*rest, (text or "",) * g.count]  # the same card twice: two decks only
    options = [f"{g.card.rank}{s}" for s in SUITS]
    if pool is not None:
        options = [c for c in options if c in pool]
    return [tuple(c) for c in combinations(options, g.count)]


def _within(cards: list[str], pool: list[str]) -> bool:
    left = list(pool)
    for c in cards:
        if c not in left:
            return False
        left.remove(c)
    return True

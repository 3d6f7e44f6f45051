"""Président said at the table: plays ("paire de rois", "trois 7", "deux dames", "le 2 de
pique"), passes, the exchange (PRES-XCHG-1), and the titles of a finishing order
(PRES-RANK-1: "Anna présidente, Ben vice-président, …, David trou")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..table_talk.context import Clause, Meaning, Talk, asked
from ..table_talk.groups import count_at, groups_in
from ..table_talk.lexicon import own_words, verbs
from ..table_talk.patterns import clauses_meaning, handles, matched, patterns
from ..table_talk.vocabulary import Vocabulary
from ..table_talk.words import number_at, played_on, says
from .presets import titles
from .state import Hand

_W = own_words(__package__)

VERBS = verbs(__package__)  # talk.json: each intent's lemmas and words
PATTERNS = patterns(__package__)  # talk.json: its sentences over slots


def idioms(words: list[str], match: Any = None) -> list[str]:
    """The sentence with "ne peut pas (jouer)", and "ne monte pas" ending it, said as the
    pass they are here, before denials are set aside (a denial is no move: "Ben ne pose
    pas")."""
    words = played_on(words)  # "pose deux 9 sur les 7": the 7s are on the table
    # "Anna passe deux cartes à Dan", "file ses deux meilleures": cards given, no pass
    words = [
        "donne"
        if w in _W["hands_over"]
        and (count_at(words, i + 1) or words[i + 1 : i + 2] in (["ses"], ["sa"]))
        else w
        for i, w in enumerate(words)
    ]
    if _no_one_can(words):
        return ["tout", "le", "monde", "passe"]  # "personne ne peut", "nobody can beat it"
    out: list[str] = []
    i = 0
    while i < len(words):
        said = next((c for c in _W["cannot"] if tuple(words[i : i + len(c)]) == c), None)
        if said is None and tuple(words[i:]) in _W["declined"]:
            said = tuple(words[i:])
        if said is None:
            out.append(words[i])
            i += 1
            continue
        i += len(said)
        i += i < len(words) and words[i] in _W["play"]
        out.append("passe")
    return out


def held(match, player: str) -> list[str] | None:
    hand = match.hand
    if not isinstance(hand, Hand):
        return None
    cards = hand.cards(player)
    return None if cards is None else [str(c) for c in cards]


def meaning(talk: Talk) -> Meaning | None:
    if not isinstance(talk.match.hand, Hand):
        return None
    if _everyone_passes(talk):
        return _all_pass(talk)
    lead, clauses = talk.clauses(VERBS)
    named = talk.players_in(lead)
    if groups_in(lead) and (not clauses or len(named) == 1):  # "David : 2 de carreau, et il …"
        subject = named[0] if len(named) == 1 else talk.actor
        clauses = [Clause("play", subject, bool(named), lead), *clauses]
    return clauses_meaning(talk, clauses, _clause)


def _clause(talk: Talk, clause: Clause) -> Meaning | None:
    """A clause read by the game's patterns (talk.json); the exchange, matched against the
    one owed, is read here."""
    if handles(clause, PATTERNS):
        return matched(talk, clause, PATTERNS, held)
    return _give(talk, clause) if clause.verb == "give" else None


def _no_one_can(words: list[str]) -> bool:
    """ "Personne ne peut (monter)", "nobody can beat it", "tout le monde ne peut pas": a
    statement that no one answers the last play; "tout le monde peut jouer ?" is not."""
    if "?" in words or groups_in(words) or not set(words) & _W["cannot_words"]:
        return False
    nobody = says(words, _W["nobody"])
    pairs = set(zip(words, words[1:], strict=False))
    denied = "pas" in words or "cannot" in words or ("can", "t") in pairs
    return nobody or (_everyone(words) and denied)


def _everyone(words: list[str]) -> bool:
    return says(words, _W["everyone"])


def _everyone_passes(talk: Talk) -> bool:
    words = talk.words
    passing = any(VERBS.get((w,)) == "pass" or w in _W["not_over"] for w in words)
    return _everyone(words) and passing and not groups_in(words) and not talk.players_in(words)


def _all_pass(talk: Talk) -> Meaning | None:
    """A pass of each player still in who has not passed on the last play, from the one to
    act on, in seat order: the trick then closes (PRES-TRICK-2)."""
    hand = talk.match.hand
    if not isinstance(hand, Hand) or not hand.plays or hand.turn is None:
        return None
    last = hand.plays[-1].player
    due = [p for p in hand.still_in if p != last and p not in hand.passed]
    order: list[str] = []
    player: str | None = hand.turn
    for _ in hand.seats:
        if player is None or len(order) == len(due):
            break
        if player in due:
            order.append(player)
        player = hand.next_in(player)
    passes = [{"type": "passed", "data": {"player": p}} for p in order]
    return Meaning([passes]) if passes else None


def _give(talk: Talk, clause: Clause) -> Meaning | None:
    """PRES-XCHG-1: the exchange owed now, matched by who gives to whom and the cards said."""
    giver = clause.subject
    to = [p for p in talk.players_in(clause.words) if p != giver]
    legal = [m for m in talk.moves_of("cards_exchanged") if m["data"]["from"] == giver]
    if to:
        legal = [m for m in legal if m["data"]["to"] == to[0]]
    said = [c for g in groups_in(clause.words) for c in [g.card.text] if c]
    if said:
        legal = [m for m in legal if sorted(m["data"].get("cards", said)) == sorted(said)]
        # cards said aloud where the log knows only how many: the cards, as said (PRES-XCHG-1)
        legal = [_named_cards(m, said) for m in legal]
        if not legal and giver and len(to) == 1:
            data = {"from": giver, "to": to[0], "cards": said}
            return Meaning([[{"type": "cards_exchanged", "data": data}]])
    readings = [[{"type": m["type"], "data": dict(m["data"])}] for m in legal]
    if not readings and giver and len(to) == 1 and (n := _count(clause.words)):
        readings = [[{"type": "cards_exchanged", "data": {"from": giver, "to": to[0], "count": n}}]]
    return Meaning(readings, asked("talk.ask.cards"))


def _named_cards(move: dict, said: list[str]) -> dict:
    """The exchange with the cards in the order said (« le 2 de pique et la dame »)."""
    data = move["data"]
    if "cards" in data and sorted(data["cards"]) == sorted(said):
        return {"type": move["type"], "data": {**data, "cards": said}}
    if "cards" in data or data.get("count") != len(said):
        return move
    return {"type": move["type"], "data": {"from": data["from"], "to": data["to"], "cards": said}}


def _count(words: list[str]) -> int | None:
    """The cards given: a number said, or one for "sa meilleure carte" (a card, singular)."""
    for i in range(len(words)):
        if (got := number_at(words, i)) is not None and got[0] in (1, 2):
            return got[0]
    said = set(words)
    return 1 if said & {"carte", "card"} and not said & {"cartes", "cards"} else None


# -- titles of a finishing order (PRES-RANK-1) --------------------------------------------------

TITLES = {tuple(said.split()): title for said, title in _W["titles"].items()}
SPOKEN = _W["spoken"]  # PRES-RANK-1's titles as TITLES says them


def _titles_for(n: int) -> list[str]:
    """The titles of a hand of `n` players, first to last, as named here."""
    slots = titles(tuple(range(n)))  # PRES-RANK-1
    return [SPOKEN.get(slots[i], slots[i]) for i in range(n)]


def finishing_order(talk: Talk) -> list[str]:
    """ "Anna présidente, Ben vice-président, Chloé neutre, David trou": the order of the
    hand, from the titles each player is given."""
    words, n = talk.words, len(talk.match.players)
    named = [(i, hit) for i in range(len(words)) if (hit := talk.player_at(i)) is not None]
    if named and _title(words[: named[0][0]]) is not None:  # "Président Ben, vice Chloé, …"
        return _placed(_titled_before(words, named), n, list(talk.match.player_ids))

    titled = _titles_said(talk)
    return _placed(titled, n, list(talk.match.player_ids)) if titled is not None else []


def _titles_said(talk: Talk) -> list[tuple[str, str]] | None:
    """Each player named with the title said after the name; None if one has none."""
    words = talk.words

    def title_after(_at: int, j: int) -> tuple[str, int] | None:
        while j < len(words) and words[j] in _W["between"]:
            j += 1
        for said, title in TITLES.items():
            if tuple(words[j : j + len(said)]) == said:
                return title, j + len(said)
        return None

    return talk.each_named(title_after)


def order_partial(talk: Talk) -> bool:
    """Titles said for some players only ("Ben est président, Chloé trou" at four): an order,
    but not a whole one (the parser asks for the rest)."""
    return bool(_titles_said(talk)) and not finishing_order(talk)


def order_corrected(talk: Talk, old: Sequence[str]) -> list[str]:
    """CORE-CORRECT-1 said with some titles only ("correction : Anna vice-présidente, Ben
    président"): the players named take the titles said, the others keep theirs; [] when
    the titles then do not make an order."""
    said = _titles_said(talk)
    if not said:
        return []
    kept = {pid: SPOKEN.get(t, t) for pid, t in titles(tuple(old)).items()} | dict(said)
    return _placed(list(kept.items()), len(talk.match.players), list(talk.match.player_ids))


def _title(words: list[str]) -> str | None:
    """The title that `words` are, and nothing else ("vice président", "le trou")."""
    said = tuple(w for w in words if w not in _W["between"] and w not in (",", ";", "et", "and"))
    return TITLES.get(said)


def _titled_before(words: list[str], named: list[tuple[int, tuple[str, int]]]) -> list:
    """Each player's title said just before the name; [] if one is not a title."""
    titled, start = [], 0
    for i, (pid, length) in named:
        title = _title(words[start:i])
        if title is None:
            return []
        titled.append((pid, title))
        start = i + length
    return titled


def _placed(titled: list[tuple[str, str]], n: int, players: list[str]) -> list[str]:
    """The order the titles give; with one player left unnamed ("Ben président, Anna trou"
    at three), that player takes the one title left (PRES-RANK-1's titles for n players)."""
    if len(titled) == n - 1:
        left = [p for p in players if p not in {who for who, _ in titled}]
        missing = _titles_for(n)
        for _, title in titled:
            if title in missing:
                missing.remove(title)
        if len(left) == 1 and len(missing) == 1:
            titled = [*titled, (left[0], missing[0])]
    if len(titled) != n:
        return []
    first = [p for p, t in titled if t == "president"]
    second = [p for p, t in titled if t == "vice"]
    middle = [p for p, t in titled if t == "neutre"]
    fourth = [p for p, t in titled if t == "vicetrou"]
    last = [p for p, t in titled if t == "trou"]
    if len(first) != 1 or len(last) != 1 or len(second) > 1 or len(fourth) > 1:
        return []
    return first + second + middle + fourth + last


TALK = Vocabulary(
    meaning=meaning,
    idioms=idioms,
    finishing_order=finishing_order,
    order_partial=order_partial,
    order_corrected=order_corrected,
)

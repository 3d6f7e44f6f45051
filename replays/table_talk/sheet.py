"""What a score sheet says at the table (CORE-TRACK-1): the hand's number, each player's
points, a finishing order, and an entry said again to correct it (CORE-CORRECT-1)."""

from __future__ import annotations

from ..registry import engine_for
from .context import Meaning, Talk, asked
from .vocabulary import Vocabulary
from .words import common_words, number_at, says

_W = common_words("sheet")

HAND_WORDS = _W["hand_words"]
ORDER_WORDS = _W["order_words"]
POINT_WORDS = _W["point_words"]
ZERO = _W["zero"]
WON = _W["won"]


def hand_said(words: list[str]) -> tuple[int, int, int] | None:
    """ "manche 3", "3e manche", "troisième manche", "hand 3": (number, start, end)."""
    for i, w in enumerate(words):
        if w not in HAND_WORDS:
            continue
        num = number_at(words, i + 1)
        if num is not None:
            return num[0], i, i + 1 + num[1]
        if i and words[i - 1] in _W["ordinals"] and _W["ordinals"][words[i - 1]] < 99:
            return _W["ordinals"][words[i - 1]], i - 1, i + 1
    return None


# -- a score entry corrected (CORE-CORRECT-1): "correction : Ben 15 au lieu de 12" ----------


def correction(talk: Talk, game_talk: Vocabulary) -> Meaning | None:
    """The latest score entry in effect of the hand said (else of the last hand entered)
    with what the sentence says instead: the points of the players named (the others' kept),
    or a whole new finishing order. Named by the seq whose data is in effect. None for a
    sentence that corrects nothing; said with only "avait", one that gives every player's
    points is a new entry."""
    strong = says(talk.words, _W["correcting"])
    if not strong and not _W["had"].intersection(talk.words):
        return None
    match = talk.match
    said = hand_said(talk.words)
    entries = [e for chunk in match.ledger for e in chunk]
    if said is not None:
        entries = [e for e in entries if e.hand == said[0]]
    if not entries or entries[-1].type == "hand_revealed":
        return None  # a hand scored from the cards shown: corrected by showing them again
    entry = entries[-1]
    words = list(talk.words)
    if said is not None:
        words = words[: said[1]] + words[said[2] :]
    scored = Talk(match, _before_instead(words), talk.lang, talk.actor)
    if entry.type == "points_entered":
        points = points_said(scored) or _one_said(scored)
        if not strong and (not points or set(points) == set(match.player_ids)):
            return None
        if not points:
            return Meaning([], asked("talk.ask.points_corrected"))
        data = {**entry.data, "points": {**entry.data["points"], **points}}
    else:
        order = order_said(scored, game_talk)
        if len(order) != len(entry.data["order"]):  # some players' places said
            order = game_talk.order_corrected(scored, entry.data["order"]) or order
        if not strong:
            return None
        if len(order) != len(entry.data["order"]):
            return Meaning([], asked("talk.ask.order"))
        data = {**entry.data, "order": order}
    return Meaning([[{"type": "corrected", "data": {"seq": entry.seq, "data": data}}]])


def _one_said(talk: Talk) -> dict[str, int]:
    """ "Chloé a mal compté, elle a 25": one player named, one number said."""
    named = talk.players_in(talk.words)
    numbers = [n for i in range(len(talk.words)) if (n := number_at(talk.words, i))]
    return {named[0]: numbers[0][0]} if len(named) == 1 and len(numbers) == 1 else {}


def _before_instead(words: list[str]) -> list[str]:
    """ "Ben 15 au lieu de 12": the words before what is replaced ("au lieu de 12", "pas 12")."""
    out: list[str] = []
    i = 0
    while i < len(words):
        replaced = next((len(p) for p in _W["instead"] if tuple(words[i : i + len(p)]) == p), 0)
        old = number_at(words, i + replaced) if replaced else None
        if old is not None:
            i += replaced + old[1]
            continue
        out.append(words[i])
        i += 1
    return out


def points_said(talk: Talk) -> dict[str, int]:
    """Each player named with a number next to it: "Anna 12", "Anna a 12 points",
    "Ben zéro", "12 pour Anna"."""
    words = talk.words

    def value(at: int, after: int) -> tuple[int, int] | None:
        got, used = _value_after(words, after)
        if got is None:
            got, used = _value_before(words, at)[0], 0
        return None if got is None else (got, after + used)

    said = talk.each_named(value) or []
    points = dict(said)
    if len(points) != len(said):
        return {}  # a player said twice is a slip
    at = next((i for i, w in enumerate(words) if w in _W["others"]), None)
    rest = _value_after(words, at + 1)[0] if at is not None and points else None
    if rest is not None:  # "Chloé 0, tous les autres 10": each side not named
        points |= {s: rest for s in talk.match.side_ids if s not in points}
    return points


def _value_after(words: list[str], i: int) -> tuple[int | None, int]:
    j = i
    while j < len(words) and words[j] in _W["links"]:
        j += 1
    placed = words[j + 1 : j + 2] and words[j + 1] in _W["ordinals"]  # "a fini premier": an order
    if j < len(words) and words[j] in ZERO | WON and not placed:  # "Ben gagne": the winner's 0
        return 0, j + 1 - i
    num = number_at(words, j)
    if num is None or number_at(words, j + num[1]) is not None:
        return None, 0  # "Anna 1 2": two numbers for one player is a slip, not 1
    k = j + num[1]
    if k < len(words) and words[k] in POINT_WORDS:
        k += 1
    return num[0], k - i


def _value_before(words: list[str], i: int) -> tuple[int | None, int]:
    """ "12 pour Anna", "12 points pour Anna"."""
    j = i - 1
    if j < 0 or words[j] not in _W["for"]:
        return None, 0
    j -= 1
    if j >= 0 and words[j] in POINT_WORDS:
        j -= 1
    k = j
    while k > 0 and number_at(words, k - 1) is not None:
        k -= 1
    num = number_at(words, k) if k >= 0 else None
    return (num[0], 0) if num is not None and k + num[1] == j + 1 else (None, 0)


def order_said(talk: Talk, game_talk: Vocabulary) -> list[str]:
    """A finishing order: the game's own words (titles given to players), ordinals ("Anna
    première, Ben deuxième"), or names in order after "ordre"/"classement"."""
    titled = game_talk.finishing_order(talk)
    if titled:
        return titled
    by_rank = _by_ordinals(talk)
    if by_rank:
        return by_rank
    if any(w in ORDER_WORDS for w in talk.words) or _names_in_order(talk):
        return talk.players_in(talk.words)
    return []


def _names_in_order(talk: Talk) -> bool:
    """ "manche 2 : Chloé, Ben, Anna": every player named once and nothing else, where the
    sheet takes finishing orders (the game's scoring)."""
    match = talk.match
    if "order_entered" not in engine_for(match.game).scorings[match.scoring].entries:
        return False
    rest, i = [], 0
    while i < len(talk.words):
        hit = talk.player_at(i)
        rest += [] if hit else [talk.words[i]]
        i += hit[1] if hit else 1
    named = talk.players_in(talk.words)
    return sorted(named) == sorted(match.player_ids) and set(rest) <= _W["between_names"]


def _by_ordinals(talk: Talk) -> list[str]:
    words = talk.words
    placed: list[tuple[int, str]] = []
    skip = 0
    for i in range(len(words)):
        hit = talk.player_at(i) if i >= skip else None
        if hit is None:
            continue
        skip = i + hit[1]  # "Anne-Sophie": one name, not Anne-Sophie then Sophie
        j = i + hit[1]
        while j < len(words) and words[j] in _W["placed"]:
            j += 1
        if j < len(words) and words[j] in _W["ordinals"]:
            placed.append((_W["ordinals"][words[j]], hit[0]))
        elif i and words[i - 1] in _W["ordinals"]:  # "1er Chloé, 2e Ben, …"
            placed.append((_W["ordinals"][words[i - 1]], hit[0]))
        elif j < len(words) and words[j] in WON:  # "Anna gagne, Ben deuxième …": the first
            placed.append((1, hit[0]))
    if len(placed) < 2:
        return []
    said = talk.players_in(words)
    unplaced = [pid for pid in said if pid not in {p for _, p in placed}]
    if unplaced and any(w in ORDER_WORDS for w in words) and {r for r, _ in placed} <= {1, 99}:
        # "Ben sort premier, puis Anna, puis Chloé, David dernier": the others in the order said
        first = [p for r, p in placed if r == 1]
        last = [p for r, p in placed if r == 99]
        return first + unplaced + last
    order = [pid for _, pid in sorted(placed)]
    left = [p for p in talk.match.player_ids if p not in order]
    if len(left) == 1 and sorted(r for r, _ in placed) == list(range(1, len(placed) + 1)):
        order.append(left[0])  # "Hugo gagne, Ben deuxième, Anna troisième": Chloé last
    return order

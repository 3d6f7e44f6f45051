"""What every game shares at the table (RULES.md §0): "annule", notes, score entries
("manche 3 : Anna 12, Ben 0, Chloé 40", "ordre : Anna, Ben, Chloé"); the rest is the game's
own vocabulary (`replays/<game>/talk.py`)."""

from __future__ import annotations

from .context import Meaning, Talk, asked, combined, name_words
from .groups import CARD_NOUNS, choices, count_agrees, groups_in, plural
from .sheet import correction, hand_said, order_said, points_said
from .undo import is_undo, reason_said, undo
from .vocabulary import Vocabulary
from .words import card_at, common_words, number_at, rank_at, says

_W = common_words("common")

NOTE = _W["note"]


def meaning(talk: Talk, text: str, game_talk: Vocabulary) -> Meaning | None:
    words = talk.words
    if any(w in _W["totals"] for w in words):
        return None  # "total : Anna 12, Ben 0": the sum of the hands, no hand's entry
    if is_undo(words, name_words(talk.match)):
        return undo(talk, reason_said(text))
    if words[0] in NOTE:
        return _note(text)
    if any(w in DEAL for w in words) or says(words, _W["new_hand"]):
        return _deal(talk)
    if talk.match.tracking == "score" and (fixed := correction(talk, game_talk)) is not None:
        return fixed
    if talk.match.tracking == "score" or hand_said(words) is not None:
        scored = _score(talk, game_talk)
        if scored is not None:
            return scored
    if talk.match.tracking != "score" and talk.moves and holds(talk) and not _shows_now(talk):
        return None  # "Sarah's got three fives": a card held, no move while none is shown
    return game_talk.meaning(talk)


def _shows_now(talk: Talk) -> bool:
    return any(m["type"] == "hand_revealed" for m in talk.moves)


# -- a new hand (CORE-HAND-1, CORE-DEAL-2) ----------------------------------------------------

DEAL = _W["deal"]


def _deal(talk: Talk) -> Meaning | None:
    """ "Chloé distribue sept cartes et retourne le 7 de cœur": `hand_started` with what was
    said (the dealer, the hand size, the upcard, who starts); the rest is the engine's."""
    words = talk.words
    data: dict = {"hand": len(talk.match.results) + 1}
    for i, w in enumerate(words):
        hit = talk.player_at(i)
        if hit is not None and _next_word(words, i + hit[1]) in DEAL:
            data["dealer"] = hit[0]
        elif hit is not None and _next_word(words, i + hit[1]) in _W["starts"]:
            data["first_player"] = hit[0]
        elif w in _W["upcard"] and (card := _card_after(words, i + 1)) is not None:
            data["upcard"] = card
        elif (num := number_at(words, i)) and words[i + num[1] : i + num[1] + 1] in (
            ["cartes"], ["cards"]):  # fmt: skip
            data["hand_size"] = num[0]
    if (card := _card_before(words, _W["upcard"])) is not None:
        data.setdefault("upcard", card)
    for said in _W["first_card"]:  # "la première carte est le roi de pique"
        at = next((i for i in range(len(words)) if tuple(words[i : i + len(said)]) == said), None)
        if at is not None and words[at + len(said) : at + len(said) + 1] in (["est"], ["is"]):
            if (card := _card_after(words, at + len(said) + 1)) is not None:
                data.setdefault("upcard", card)
    return Meaning([[{"type": "hand_started", "data": data}]])


def _next_word(words: list[str], i: int) -> str:
    """The verb after a name, past "a", "qui" and a shuffle ("Ben mélange et distribue")."""
    while i < len(words) and words[i] in _W["before_deal"]:
        i += 1
    return words[i] if i < len(words) else ""


def _card_after(words: list[str], i: int) -> str | None:
    i += words[i : i + 1] in (["up"], ["over"])  # "turns up the king of spades"
    got = card_at(words, i)
    return got[0].text if got is not None else None


def _card_before(words: list[str], marks: frozenset[str]) -> str | None:
    """ "le 7 de cœur est retourné": the card said just before the word."""
    for i in range(len(words)):
        got = card_at(words, i)
        if got is None:
            continue
        j = i + got[1]
        while j < len(words) and words[j] in _W["is"]:
            j += 1
        if j < len(words) and words[j] in marks:
            return got[0].text
    return None


# -- note ----------------------------------------------------------------------------------------


def _note(text: str) -> Meaning | None:
    """ "note : Ben est parti" keeps the words after "note" as they were said."""
    body = text.strip()
    cut = body.find(":")
    rest = body[cut + 1 :] if cut != -1 else body.split(None, 1)[1] if " " in body else ""
    rest = rest.strip()
    return Meaning([[{"type": "note", "data": {"text": rest}}]]) if rest else None


# -- score entries (CORE-TRACK-1: score tracking) ----------------------------------------------


def _score(talk: Talk, game_talk: Vocabulary) -> Meaning | None:
    match = talk.match
    said = hand_said(talk.words)
    hand = said[0] if said else len(match.results) + 1
    words = list(talk.words)
    if said is not None:
        words = words[: said[1]] + words[said[2] :]
    scored = Talk(match, words, talk.lang, talk.actor)
    extra, words = game_talk.score_marks(scored)
    scored = Talk(match, words, talk.lang, talk.actor)
    if any(w in SHOW for w in words) or holds(scored, colon=True):
        return _revealed(scored, hand)
    points = points_said(scored)
    if points and extra:  # who a mark names went out (RAMI-SCORE-4): unsaid, 0 points
        points = {**{who: 0 for who in extra.values() if who not in points}, **points}
    missing = [match.name(s) for s in match.side_ids if s not in points]
    if points and missing and set(points) <= set(match.side_ids):
        # "Anna 12, Ben 0" at three: CORE-PLAYER-1 wants every side's points; ask for the rest
        return Meaning([], asked("talk.ask.points_of", names=missing))
    if points:
        return Meaning(
            [[{"type": "points_entered", "data": {"hand": hand, "points": points, **extra}}]]
        )
    if extra:
        return Meaning([], asked("talk.ask.points_each"))
    order = order_said(scored, game_talk)
    if order:
        return Meaning([[{"type": "order_entered", "data": {"hand": hand, "order": order}}]])
    if game_talk.order_partial(scored):
        return Meaning([], asked("talk.ask.order"))
    return None


SHOW = _W["show"]


def holds(talk: Talk, colon: bool = False) -> bool:
    """ "Ben a le roi de pique" (has), or with `colon` where no card can be played, "Ben :
    roi de pique": the cards a player holds, shown (H8-END-3, RAMI-SCORE-1), not a play."""
    words = talk.words
    for i in range(len(words)):
        hit = talk.player_at(i)
        if hit is None:
            continue
        j = i + hit[1]
        j += 2 * (words[j : j + 2] in ([",", "tu"], [",", "you"]))  # "Ben, tu as l'as …"
        if _held_at(words, j, colon):
            return True
    return False


def _held_at(words: list[str], j: int, colon: bool, elided: bool = False) -> bool:
    """Whether, after a name, "a" (or with `colon` a colon) then cards are said; with
    `elided` the "a" may be left out ("…, Chloé le 3 de carreau")."""
    said = words[j : j + 1] == [":"] if colon else False
    said = said or words[j : j + 1] in ([w] for w in _W["has"])
    j += said
    while j < len(words) and words[j] in _W["still"]:
        j += 1
    num = number_at(words, j)
    if (said or elided) and num and rank_at(words, j + num[1]) and plural(words[j + num[1]]):
        return True  # "Sarah has three fives"
    got = card_at(words, j)
    # "Anna : 7, Ben : 0": a number alone is points, not a card of that rank (no suit said)
    points = got is not None and got[0].suit is None and number_at(words, j) is not None
    points = points and not set(words[j + got[1] : j + got[1] + 1]) & CARD_NOUNS
    return (said or elided) and got is not None and not points


def held_by_each(talk: Talk, colon: bool = False) -> list[tuple[str, list[str]]] | None:
    """ "Ben a le roi de pique, Chloé le 3 de carreau": the words of each player's cards
    when the sentence is one such part per player, the first as `holds` reads it, the next
    ones with "a" (or a colon) said or left out; else None."""
    words = talk.words
    hits = [(i, hit) for i in range(len(words)) if (hit := talk.player_at(i)) is not None]
    if len(hits) < 2 or hits[0][0] != 0:
        return None
    parts: list[tuple[str, list[str]]] = []
    for (i, (player, n)), end in zip(hits, [i for i, _ in hits[1:]] + [len(words)], strict=True):
        said = words[i:end]
        while said and said[-1] in _W["between"]:
            said = said[:-1]
        held = (
            _held_at(said, n, True, elided=True)
            if parts
            else holds(Talk(talk.match, said, talk.lang, talk.actor), colon)
        )
        if not held:
            return None
        parts.append((player, said[n:]))
    return parts if len({p for p, _ in parts}) == len(parts) else None


def _revealed(talk: Talk, hand: int) -> Meaning | None:
    """ "Ben montre le roi de pique et le 3 de cœur": the cards left in a hand, which the
    engine counts with the preset's table (score tracking)."""
    named = talk.players_in(talk.words)
    each = held_by_each(talk, colon=True) if len(named) > 1 else None
    if each:  # "Ben a le roi de pique, Chloé le 8 de trèfle": one reveal per player
        parts = [_shown(hand, player, said) for player, said in each]
        joined = combined(parts) if all(parts) else None
        return Meaning(joined, _WHICH_CARDS) if joined else None
    if len(named) != 1:
        return None
    readings = _shown(hand, named[0], talk.words)
    return Meaning(readings, _WHICH_CARDS) if readings else None


_WHICH_CARDS = asked("talk.ask.cards_exactly")


def _shown(hand: int, player: str, words: list[str]) -> list[list[dict]]:
    groups = groups_in(words)
    if not groups or not count_agrees(words, groups):
        return []
    return [
        [{"type": "hand_revealed", "data": {"hand": hand, "player": player, "cards": cards}}]
        for cards in choices(groups, None)
    ]

"""The undo said at the table (CORE-RETRACT-1): "annule", "on reprend", with its reason
("annule, je me suis trompé") or of several moves ("annule les deux derniers coups"); a move
said then cancelled ("Anna pioche, annule") is no move. The words are data
(`lexicon/undo.json`); this module only reads them."""

from __future__ import annotations

from functools import cache

from ..cards import Card
from .context import Meaning, Talk, asked
from .describe import undone_move
from .lexicon import data, said
from .sheet import hand_said
from .words import CLAUSE_BREAKS, FILLERS, card_at, number_at, says, tokens

MAX_UNDONE = 10  # moves taken back in one breath


@cache
def _words() -> dict[str, frozenset]:
    table = data(__package__, "lexicon/undo.json")
    lemmas = {
        f[0] for lang, ls in table["lemmas"].items() for lemma in ls for f in said(lemma, lang)
    }
    kept = ("tail", "interjections", "several", "reason_starts", "possessives", "back")
    out = {key: frozenset(table[key]) for key in kept}
    out["undo"] = frozenset(table["words"]) | lemmas
    out["phrases"] = frozenset(tuple(p.split()) for p in table["phrases"])
    out["reasons"] = frozenset(tuple(p.split()) for p in table["reasons"])
    return out


def _phrase_at(words: list[str], i: int) -> bool:
    return any(tuple(words[i : i + len(p)]) == p for p in _words()["phrases"])


def _starts(words: list[str]) -> list[int]:
    undo, back = _words()["undo"], _words()["back"]
    return [
        i
        for i, w in enumerate(words)
        if w in undo or _phrase_at(words, i) or (w == "back" and back & set(words[:i]))
    ]


def _reason_at(words: list[str]) -> int | None:
    """Where the reason an undo is said with starts (a clause after it that gives a reason
    and names no card: "annule, je me suis trompé", "undo, wrong card"); None if none is."""
    starts = _starts(words)
    for cut in range(starts[0] + 1 if starts else len(words), len(words)):
        told = words[cut] in CLAUSE_BREAKS or words[cut] in _words()["reason_starts"]
        at = cut + (words[cut] in CLAUSE_BREAKS)
        if told and says(words[at:], _words()["reasons"]):
            return None if _card_in(words[at:]) else at
    return None


def without_reason(words: list[str]) -> list[str]:
    """The undo, its reason left out."""
    at = _reason_at(words)
    return words if at is None else words[: at - (words[at - 1] in CLAUSE_BREAKS)]


def reason_said(text: str) -> str | None:
    """The reason an undo is said with, as it was said ("je me suis trompé de carte"):
    the text from the reason's first token (DESIGN.md: `retracted` {seq, reason?})."""
    at = _reason_at(tokens(text))
    if at is None:
        return None
    start = next(k for k in range(len(text) + 1) if len(tokens(text[: k + 1])) > at)
    return text[start:].strip(" ,;:.!?") or None


def undo_then(words: list[str], names: frozenset[str] = frozenset()) -> int | None:
    """ "annule, Anna a joué le 9 de cœur", "undo, Ben draws two": an undo (with its reason,
    if said between them), then the move said in its place; how many clause breaks the
    undo and its reason take (the move starts after the last); None for any other
    sentence."""
    breaks = [i for i, w in enumerate(words) if w in CLAUSE_BREAKS]
    if not breaks or not is_undo(words[: breaks[0]], names):
        return None
    rest = words[breaks[0] + 1 :]
    while rest and says(_clause(rest), _words()["reasons"]) and not _card_in(_clause(rest)):
        rest = rest[len(_clause(rest)) + 1 :]  # "annule, je me suis trompé, Anna a joué …"
    if not any(w.isalnum() and w not in FILLERS for w in rest) or _starts(rest):
        return None
    return sum(w in CLAUSE_BREAKS for w in words[: len(words) - len(rest)])


def _clause(words: list[str]) -> list[str]:
    return next((words[:i] for i, w in enumerate(words) if w in CLAUSE_BREAKS), words)


def _card_in(words: list[str]) -> bool:
    return any(card_at(words, i) is not None for i in range(len(words)))


def takes_back(words: list[str], names: frozenset[str] = frozenset()) -> bool:
    """ "Anna joue le 9 de cœur, annule": a move said then cancelled is no move (as "…, non,
    …"); a sentence that is only the undo is `retracted`. `names`: the words of the
    players' names (see `_said_before`)."""
    return bool(_starts(words)) and not is_undo(words, names)


def is_undo(words: list[str], names: frozenset[str] = frozenset()) -> bool:
    known = _words()
    core = [w for w in words if w not in FILLERS and w not in CLAUSE_BREAKS]
    quiet = known["undo"] | known["tail"] | known["possessives"] | names
    rest = [w for i, w in enumerate(core) if w not in quiet and not card_at(core, i)]
    undone = bool(core) and bool(_starts(words)) and len(rest) <= 2
    return undone and not _said_before(words, names)


def _said_before(words: list[str], names: frozenset[str]) -> bool:
    """ "Anna pioche, annulé", "Anna pioche, on reprend": a clause before the undo says
    something else, so the sentence takes itself back; "oups, annule", "ben, annule" and
    "Chloé, annule" (a name alone: the player spoken to) are the undo."""
    known = _words()
    first = min(_starts(words), default=0)
    breaks = [i for i in range(first) if words[i] in CLAUSE_BREAKS]
    if not breaks:
        return False
    quiet = FILLERS | CLAUSE_BREAKS | known["undo"] | known["tail"]
    said = [w for w in words[: breaks[-1]] if w not in quiet]
    lone_name = len(said) == 1 and said[0] in names
    return any(w not in known["interjections"] for w in said) and not lone_name


def _count(words: list[str]) -> tuple[int, list[str]]:
    """How many moves: a number said next to "derniers"/"last"/"coups" ("les deux derniers
    coups", "the last two moves"), 1 when none is; and the words without that number."""
    several = _words()["several"]
    for i in range(len(words)):
        got = number_at(words, i)
        if got is None:
            continue
        after = words[i + got[1] : i + got[1] + 1]
        if (after and after[0] in several) or (i and words[i - 1] in several):
            return got[0], words[:i] + words[i + got[1] :]
    return 1, words


def _names_latest(match, seq: int, words: list[str]) -> bool:
    """ "annule l'as", "annule le 9 de pique de Ben": the cards named are those of the latest
    move still in effect (its rank, and its suit where said), which the undo takes back."""
    latest = undone_move(match, seq)
    data = latest["data"] if latest else {}
    cards = [Card.parse(c) for c in data.get("cards") or [data.get("card")] if c]
    said = [c[0] for i in range(len(words)) if (c := card_at(words, i)) and c[0].rank]
    return bool(cards and said) and all(
        any(c.rank == s.rank and s.suit in (None, c.suit) for c in cards) for s in said
    )


def undo(talk: Talk, reason: str | None = None) -> Meaning:
    """`retracted` names the latest event still in effect, then the one before it for each
    further move said; with none, the check refuses. An undo that names a card ("annule le
    9 de pique") may mean another move than the latest: the parser asks rather than take
    back one the table did not name. Each carries the `reason` said."""
    match = talk.match
    seq = match.undo[0] if match.undo is not None else match.seq
    count, said = _count(talk.words)
    hand = hand_said(said)  # "annule la manche 1": the latest entry, if it is that hand's
    if hand is not None:
        latest = undone_move(match, seq) or {}
        if count == 1 and latest.get("data", {}).get("hand") != hand[0]:
            return Meaning([], asked("talk.ask.undo_latest_only", seq=seq))
        said = said[: hand[1]] + said[hand[2] :]
    if _card_in(said) and not _names_latest(match, seq, said):
        return Meaning([], asked("talk.ask.undo_latest_only", seq=seq))
    seqs, state = [], match
    while state.undo is not None and len(seqs) < min(count, MAX_UNDONE):
        seqs.append(state.undo[0])
        state = state.undo[1]
    if count > 1 and len(seqs) < count:
        return Meaning([], asked("talk.ask.undo_how_many", n=len(seqs)))
    why = {"reason": reason} if reason else {}
    return Meaning([[{"type": "retracted", "data": {"seq": s, **why}} for s in seqs or [seq]]])

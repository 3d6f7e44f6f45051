"""What a sentence states, before any game reads it: a question, a wish, a denial, a
supposition or a habit is no move ("il peut jouer ?", "Ben ne pose pas", "si Anna pioche, …",
"Anna pioche toujours"); a speaker who corrects themselves is asked to say it again; a filler
("bon ben") is no player; a number the words cannot take is no count (DESIGN.md: the reader
never guesses)."""

from __future__ import annotations

import unicodedata

from .lexicon import data
from .words import CLAUSE_BREAKS, MAX_NUMBER, card_at, common_words, number_at, says, suit_at

_W = common_words("stated")

_NOT = data(__package__, "lexicon/not_a_move.json")  # each kind with its reason


def _words(kind: str) -> frozenset[str]:
    return frozenset(_NOT[kind].get("words", []))


def _phrases(kind: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in _NOT[kind].get("phrases", []))


_ABOUT = _words("estimate")
_DOUBT = _words("doubt")
# Words of the table that make no move with a move's verb ("je prends un café", "passe-moi
# le sel", "Ben prend son temps", "take your time"), or ask without "?" ("est-ce que …").
_CHATTER = _phrases("chatter")
# A sentence that supposes ("si Anna pose le 8, je demande cœur") or tells what happens
# whenever ("quand Ben passe, c'est à Chloé") makes no move, whichever clause has the verb.
_SUPPOSED = _words("supposed")
# A speaker who corrects themselves ("carreau, non, pique") is asked to say it again.
_CORRECTION = _words("correction")
_QUIET = _words("quiet") | {"."}  # said around a correction: "ah non pardon, attends"
_NEGATION = ("ne", "n", "pas")
_MEANT = _phrases("correction")  # "le 9 de pique, enfin je veux dire le 9 de trèfle"


def corrects_itself(words: list[str]) -> bool:
    """ "carreau, non, pique", "le 9 de pique, enfin je veux dire le 9 de trèfle" (not
    "Chloé ne peut pas non plus")."""
    said = any(w in _CORRECTION and words[i + 1 : i + 2] != ["plus"] for i, w in enumerate(words))
    again = any(
        w == "enfin" and number_at(words, i + 1) for i, w in enumerate(words)
    )  # "12, enfin 13"
    return said or again or says(words, _MEANT)


def self_corrected(words: list[str]) -> list[str] | None:
    """ "Élodie pose le 3 de carreau. Non attends, le 3 de pique", "le 9 de carreau, ah non
    pardon, de trèfle", "Anna 12, enfin 13, Ben 0": what the speaker put in place of the
    last card, suit or number said, the sentence as it is then meant; None when what the
    correction says is more than that."""
    at = next((i for i, w in enumerate(words) if i and _corrects_at(words, i)), None)
    if at is None:
        return None
    said = list(words[:at])
    while said and (said[-1] in CLAUSE_BREAKS or said[-1] in _QUIET):
        said.pop()
    k = at + 1
    while k < len(words) and (words[k] in _QUIET or words[k] in CLAUSE_BREAKS):
        k += 1
    end = next((j for j in range(k, len(words)) if words[j] in CLAUSE_BREAKS), len(words))
    new, rest = words[k:end], words[end:]
    for kind in (_card_span, _suit_span, _number_span):
        got = kind(new, 0)
        if got is None or got[1] != len(new):
            continue
        spans = [(k + got[1], -k) for k in range(len(said)) if (got := kind(said, k))]
        if spans:  # the last one said, taken whole ("de carreau", not "carreau")
            stop, start = max(spans)
            return [*said[:-start], *new, *said[stop:], *rest]
    return None


def _corrects_at(words: list[str], i: int) -> bool:
    return (words[i] in _CORRECTION and words[i + 1 : i + 2] != ["plus"]) or (
        words[i] == "enfin" and number_at(words, i + 1) is not None
    )


def _card_span(words: list[str], i: int) -> tuple[str, int] | None:
    got = card_at(words, i)
    return ("card", got[1]) if got is not None and got[0].suit and got[0].rank else None


def _suit_span(words: list[str], i: int) -> tuple[str, int] | None:
    got = suit_at(words, i)
    return ("suit", got[1]) if got is not None else None


def _number_span(words: list[str], i: int) -> tuple[str, int] | None:
    got = number_at(words, i)
    return ("number", got[1]) if got is not None else None


def stated(words: list[str], names: frozenset[str] = frozenset()) -> list[str]:
    """The words that state something; [] when the sentence supposes or asks it all, or is
    the table's small talk. `names`: the players' words ("…, et Sarah ne peut pas" is a
    clause of its own)."""
    if any(w in _SUPPOSED for w in words) or says(words, _CHATTER):
        return []
    return _assured(words, names)


# A move said to be wrong ("erreur, c'était le 9 de pique", "my bad"): the table takes it
# back and says the move again; never the next player's play (moves tracked only: a score
# sheet's "Ben c'était 18, pas 8" is a correction, CORE-CORRECT-1).
_WRONG_MOVE = _phrases("wrong_move")


def move_said_wrong(words: list[str]) -> bool:
    """ "erreur, …", "c'était le 9 de pique" (the card said again in the past)."""
    was = any(
        words[i : i + 2] == ["c", "etait"] and card_at(words, i + 2) for i in range(len(words))
    )
    return was or says(words, _WRONG_MOVE)


def fillers_out(words: list[str]) -> list[str]:
    """ "bon ben elle pioche", "ben oui": the filler "ben", not a player named Ben."""
    after, before = _W["ben_after"], _W["ben_before"]
    return [
        w
        for i, w in enumerate(words)
        if w not in ("ben", "bah")
        or not ((i and words[i - 1] in after) or words[i + 1 : i + 2] in ([b] for b in before))
    ]


def unreadable_number(text: str, words: list[str]) -> bool:
    """A number the words cannot take (a decimal, one over MAX_NUMBER, digits of another
    script, an estimate, one of two): read without it, "Ben pioche 2,5" would be a draw of
    one card, "Chloé 12 ou 13" 12 points."""
    if any(w in _ABOUT for w in words):
        return True
    for i in range(1, len(words) - 1):
        if words[i] in ("ou", "or") and number_at(words, i - 1) and number_at(words, i + 1):
            return True
    for w in words:
        digits = w.removeprefix("-")
        if (
            digits[:1].isdigit()
            and not w[-1].isalpha()
            and not (digits.isdigit() and int(digits) <= MAX_NUMBER)
        ):
            return True
    return any(ch.isdigit() and not ch.isascii() for ch in unicodedata.normalize("NFKC", text))


def _assured(words: list[str], names: frozenset[str] = frozenset()) -> list[str]:
    """The parts of a sentence that state something: a question, a wish or a denial is not
    a move ("il peut jouer ?", "Ben ne pose pas"), but "Anna ne peut pas, elle pioche" is."""
    if words and words[-1] == "?" and not any(w in ".!?" for w in words[:-1]):
        if "," in words or ";" in words:
            return []  # "Anna 0, Ben 5, Chloé 10, c'est ça ?": the whole list is asked
    kept: list[str] = []
    part: list[str] = []
    named: list[str] = []  # the name a doubted part was about, for the pronoun after it
    for i, w in enumerate(words):
        turn = w in _TURNS or (w in _W["and"] and words[i + 1 : i + 2] and words[i + 1] in names)
        if turn and part:
            kept, named = _kept(kept, part, named, names)
            part = []
        part.append(w)
        if w in CLAUSE_BREAKS or w == "?" or i == len(words) - 1:
            kept, named = _kept(kept, part, named, names)
            part = []
    return kept if any(w.isalnum() for w in kept) else []


def _kept(kept: list[str], part: list[str], named: list[str], names: frozenset[str]):
    """`part` kept unless doubted ("Anna ne peut pas, elle pioche"); a pronoun that starts
    it, after a doubted part about a player, is that player ("Mike plays 2D and Sarah
    can't answer, she takes 2")."""
    if _doubt(part):
        said = [w for w in part if w in names]
        return kept, said
    first = next((k for k, w in enumerate(part) if w.isalnum() and w not in _W["and"]), None)
    if named and first is not None and part[first] in _W["resumed"]:
        part = [*part[:first], *named, *part[first + 1 :]]
    return kept + part, []


# Words that start a clause of their own, for what is denied or doubted: "elle ne peut pas
# jouer donc elle pioche", "Anna pose le 6 de pique sans dire carte" (the play stands).
_TURNS = _words("turns")


def _doubt(words: list[str]) -> bool:
    if "?" in words or any(w in _DOUBT for w in words) or says(words, _phrases("doubt")):
        return True
    said = [w for i, w in enumerate(words) if not (w == "pas" and _turn_follows(words, i + 1))]
    # Spoken French often drops the "ne" ("Ben pioche pas"): "pas" right after a word of the
    # clause denies it too, but for "pas mieux" (a pass) and "pas 8" (a number replaced).
    dropped = any(
        w == "pas" and i and said[i + 1 : i + 2] != ["mieux"] and number_at(said, i + 1) is None
        for i, w in enumerate(said)
    )
    return "pas" in said and (any(w in _NEGATION[:2] for w in said) or dropped)


def _turn_follows(words: list[str], i: int) -> bool:
    """ "… alors que ce n'était pas son tour" tells a breach (H8-PEN-1), it denies no move."""
    rest = words[i : i + 3]
    return rest[:2] == ["son", "tour"] or rest == ["a", "son", "tour"]

"""French as written French (issue 39, point 4), scanned over the whole catalogue rather than
read by eye: « » quotes, never "…" nor '…'; words that agree with the count beside them
(« 1 manche jouée », « 2 manches jouées »)."""

from __future__ import annotations

import re
import string

import pytest

from replays import phrases
from replays.cards import Card
from replays.catalogue import messages, render
from replays.errors import InvalidInput, Message
from replays.registry import engine_for

from .test_catalogue import SAMPLES

QUOTES = re.compile(r"""["“”‘’`]|(?<![\w])'[^'\s](?:[^']*[^'\s])?'(?![\w])""")
GUILLEMETS = re.compile(r"«[^»]*»")  # what is quoted is as typed: JSON keeps its own quotes

# Fields that number a thing (a hand, an event, a meld) or quote a value: never a count.
NOT_COUNTS = frozenset(
    {"hand", "number", "seq", "latest", "last", "first", "meld", "value", "place", "target"}
    | {"line", "expected", "most", "least", "min", "max", "limit", "low", "high", "other"}
    | {"total", "made", "need", "id", "length", "deck", "size", "winner", "problem", "later"}
    | {"entry", "entries", "version", "player", "giver", "to", "by", "when"}
)
# Counts that cannot be 1 (the rules set their least value), said with 3 where others are 1.
NEVER_ONE = {
    "core.side.count": {"n"},  # a game in teams has two teams or more
    "core.side.size": {"n"},  # a team has two players or more
    "core.step.created": {"n"},  # a game has two players or more
    "core.player_count": {"n"},  # the table's size refused, said with the range it may have
    "pres.too_many_of_a_rank": {"n"},  # five cards or more of a rank
    "pres.whole_deck": {"n"},  # a deck of 32 cards or more
    "rami.deck_extra": {"n"},  # a deck of 52 cards or more
    "rami.deck_missing": {"n"},
    "rami.deck_whole_pack": {"n"},
    "rami.step.deals": {"players"},  # two players or more
    "rami.step.deals_unlogged": {"players"},
    "tarot.ecart.cards": {"n"},  # an écart is the chien's size: 3 or 6 cards (TAROT-DEAL-1)
    "tarot.ecart.count": {"n"},
    "tarot.step.chien_shown": {"n"},
    "tarot.step.ecart": {"n"},
    "tarot.step.deals": {"n", "chien"},  # 15, 18 or 24 cards each, a chien of 3 or 6
    "belote.step.worth": {"n"},  # an announcement is worth 20 or more (BELOTE-ANN-1)
}
# Words that agree with a count in French: the noun just after it, the article just before
# it, and these words in the rest of its clause, as (singular, plural).
NOUNS = list(phrases.NOUNS["fr"].values())
AGREEING = [
    ("jouée", "jouées"),
    ("sorti", "sortis"),
    ("premier", "premiers"),
    ("inconnue", "inconnues"),
    ("forme", "forment"),
    ("aura", "auront"),
    ("va", "vont"),
    ("suit", "suivent"),
]
ARTICLES = ("les", "aux", "des", "ses")  # a plural article before a count of 1
CLAUSE = re.compile(r"[^:;,()]*")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _counts(key: str) -> set[str]:
    return {f for f in _fields(messages()[key]["fr"]) if f not in SAMPLES and f not in NOT_COUNTS}


def _french(key: str, n: int) -> str:
    fields, never_one = _fields(messages()[key]["fr"]), NEVER_ONE.get(key, set())
    counts = {f: 3 if f in never_one else n for f in _counts(key)}
    params = {f: SAMPLES.get(f, counts.get(f, 7)) for f in fields}
    return render(Message(key, params), "fr")


def _disagreeing(text: str, n: int) -> list[str]:
    """Words that do not agree with the count `n` written in `text`: the article before it,
    the noun after it, and the agreeing words in the rest of its clause."""
    one = phrases.singular(n, "fr")
    nouns = {many if one else single for single, many in NOUNS}
    words = {many if one else single for single, many in AGREEING} | ({"leurs"} if one else set())
    found = []
    for at in re.finditer(rf"(?<![\w-]){n}(?![\w-])", text):
        before = text[: at.start()].split()[-1:]
        after = CLAUSE.match(text, at.end()).group().split()  # type: ignore[union-attr]
        found += [w for w in before if one and w.lower() in ARTICLES]
        found += [w for w in after[:1] if w in nouns]
        found += [w for w in after if w.lower().strip(".") in words]
    return found


@pytest.mark.parametrize("key", sorted(messages()))
def test_french_quotes_words_with_guillemets(key):
    for n in (1, 3):
        text = GUILLEMETS.sub("«»", _french(key, n))
        assert not QUOTES.search(text), f"{key}: quotes other than « »: {text!r}"


@pytest.mark.parametrize("key", sorted(k for k in messages() if _counts(k)))
def test_french_words_agree_with_their_count(key):
    for n in (1, 3):
        text = _french(key, n)
        assert not _disagreeing(text, n), f"{key}: {_disagreeing(text, n)} with {n}: {text!r}"


def test_the_scan_finds_what_it_looks_for():
    """The checks above are not vacuous: the forms they were written against are found."""
    assert _disagreeing("la partie est finie (1 manche jouées) : Ben gagne", 1) == ["jouées"]
    assert _disagreeing("nomme au moins les 1 joueur sortis les premiers", 1) == [
        "les",
        "sortis",
        "premiers",
    ]
    assert _disagreeing("Ben a 3 carte", 3) == ["carte"]
    assert not _disagreeing("Ben a 1 carte, pas 3", 1)
    assert QUOTES.search('comme "president" : 3') and QUOTES.search("comme 'QS'")
    assert not QUOTES.search("l'as de cœur d'Anna, « JK=7H »")


def test_unknown_titles_are_quoted_each():
    """Each unknown title in its own « », agreeing in number (not « foo', 'bar »)."""
    with pytest.raises(InvalidInput) as refused:
        engine_for("president").resolve("standard", {"points": {"foo": 1, "bar": 2}})
    said = render(refused.value.message.message, "fr")
    assert said.startswith("titres inconnus « bar » et « foo » dans l'option « points »"), said


def test_cards_not_held_are_listed_with_ni():
    """After a negation, French lists with « ni », English with "or"."""
    cards = [Card.parse("8S"), Card.parse("AH"), Card.parse("JK")]
    for key in ("pres.does_not_hold", "rami.does_not_hold"):
        said = Message(key, {"who": "Ben", "cards": cards})
        assert render(said, "fr") == ("Ben n'a pas le 8 de pique, l'as de cœur ni le joker en main")
        assert (
            render(said, "en")
            == "Ben does not hold the 8 of spades, the ace of hearts or the joker"
        )
        assert render(Message(key, {"who": "Ben", "cards": cards[:1]}), "fr") == (
            "Ben n'a pas le 8 de pique en main"
        )

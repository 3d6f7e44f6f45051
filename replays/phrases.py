"""Cards, counts, suits and lists said in words, French and English, for the catalogue.

"l'as de cœur", "le 8 de pique", "une dame", "un joker"; "the ace of hearts", "an 8";
"1 carte", "2 cartes". The plural rule of each language is data (CLDR's rule for whole
numbers: French says 0 and 1 in the singular, English only 1); a test checks it against
Babel's CLDR tables, which `replays/` may not import (it is pure and runs in the page).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import RANK_WORDS, SUIT_NAMES, Card

LANGS = ("fr", "en")
DEFAULT_LANG = "fr"

# Whole numbers said in the singular, per language (CLDR plural category "one").
SINGULAR = {"fr": frozenset({0, 1}), "en": frozenset({1})}

# rank → (word, gender, plural); numbers are said as digits and never agree.
RANKS = {
    "fr": {
        "A": ("as", "m", "as"),
        "J": ("valet", "m", "valets"),
        "Q": ("dame", "f", "dames"),
        "K": ("roi", "m", "rois"),
        "JK": ("joker", "m", "jokers"),
    },
    "en": {
        "A": ("ace", "", "aces"),
        "J": ("jack", "", "jacks"),
        "Q": ("queen", "", "queens"),
        "K": ("king", "", "kings"),
        "JK": ("joker", "", "jokers"),
    },
}

# Nouns counted by the catalogue's `{n:#noun}`: singular, plural.
NOUNS = {
    "fr": {
        "card": ("carte", "cartes"),
        "point": ("point", "points"),
        "player": ("joueur", "joueurs"),
        "hand": ("manche", "manches"),
        "meld": ("combinaison", "combinaisons"),
        "copy": ("exemplaire", "exemplaires"),
        "joker": ("joker", "jokers"),
        "turn": ("tour", "tours"),
        "deck": ("jeu", "jeux"),
        "request": ("requête", "requêtes"),
    },
    "en": {
        "card": ("card", "cards"),
        "point": ("point", "points"),
        "player": ("player", "players"),
        "hand": ("hand", "hands"),
        "meld": ("meld", "melds"),
        "copy": ("copy", "copies"),
        "joker": ("joker", "jokers"),
        "turn": ("turn", "turns"),
        "deck": ("deck", "decks"),
        "request": ("request", "requests"),
    },
}

AND = {"fr": "et", "en": "and"}
OR = {"fr": "ou", "en": "or"}
NOR = {"fr": "ni", "en": "or"}  # after a negation: « n'a pas le 4 de pique ni le joker »
STANDS_FOR = {"fr": "{joker} (pour {card})", "en": "{joker} (as {card})"}


def singular(n: int, lang: str) -> bool:
    return abs(n) in SINGULAR[lang]


def count(n: int, noun: str, lang: str) -> str:
    """'1 carte', '2 cartes', '0 carte'; '1 card', '0 cards'."""
    one, many = NOUNS[lang][noun]
    return f"{n} {one if singular(n, lang) else many}"


def _rank(rank: str, lang: str) -> tuple[str, str, str]:
    """(word, gender, plural) of a rank or a card outside any suit: the French deck's, a
    registered game's deck's (cards.RANK_WORDS), else the rank as written."""
    found = RANKS[lang].get(rank) or RANK_WORDS[lang].get(rank)
    return found or (rank, "m", rank + ("" if lang == "fr" else "s"))


def rank_word(rank: str, lang: str, plural: bool = False) -> str:
    word, _, words = _rank(rank, lang)
    return words if plural else word


def of_ranks(rank: str, lang: str) -> str:
    """'de 8', "d'as", 'de rois'; 'of 8s', 'of aces'."""
    words = rank_word(rank, lang, plural=True)
    if lang == "en":
        return f"of {words}"
    return f"d'{words}" if words[:1] in "aeiou" else f"de {words}"


def _vowel(word: str) -> bool:
    """English 'an': an ace, an 8 (said "eight")."""
    return word[:1].lower() in "aeiou8"


def article(word: str, gender: str, how: str, lang: str) -> str:
    """`word` with its article: how is 'the', 'a', 'of' (de + le) or 'to' (à + le)."""
    if lang == "en":
        if how == "a":
            return f"{'an' if _vowel(word) else 'a'} {word}"
        lead = {"the": "the", "of": "of the", "to": "to the"}[how]
        return f"{lead} {word}"
    if how == "a":
        return f"{'une' if gender == 'f' else 'un'} {word}"
    elided = word[:1] in "aeiouéè" and not word[:1].isdigit()
    if elided:
        lead = {"the": "l'", "of": "de l'", "to": "à l'"}[how]
        return f"{lead}{word}"
    if gender == "f":
        lead = {"the": "la", "of": "de la", "to": "à la"}[how]
    else:
        lead = {"the": "le", "of": "du", "to": "au"}[how]
    return f"{lead} {word}"


def card_words(card: Card, lang: str, how: str = "the") -> str:
    """'l'as de cœur', 'une dame de pique', 'du 8 de trèfle'; 'the ace of hearts', 'an 8'.

    how is 'the', 'a', 'of', 'to', or 'bare' (no article: '8 de pique', '8 of spades').
    """
    if card.is_joker and card.stands_for is not None:
        joker = card_words(card.plain, lang, how)
        return STANDS_FOR[lang].format(joker=joker, card=card_words(card.stands_for, lang, "the"))
    word, gender, _ = _rank(card.rank, lang)
    if card.suit is not None:
        suit = SUIT_NAMES[lang].get(card.suit, card.suit)
        of = ("d'" if _vowel(suit) else "de ") if lang == "fr" else "of "
        word = f"{word} {of}{suit}"
    if how == "bare":
        return word
    return article(word, gender, how, lang)


def rank_with_article(rank: str, lang: str, how: str = "a") -> str:
    """'un as', 'un 8', 'une dame'; 'an ace', 'an 8', 'a 2'."""
    word, gender, _ = RANKS[lang].get(rank, (rank, "m", rank))
    return article(word, gender, how, lang)


ANY_SUIT = {"fr": "n'importe quelle couleur", "en": "any suit"}


def suit_word(suit: str | None, lang: str) -> str:
    return SUIT_NAMES[lang].get(suit or "", ANY_SUIT[lang])


def pattern_with_article(pattern: str, lang: str) -> str:
    """A rank or a card named by a power's table: 'un as', 'le 2 de pique'; 'an ace'."""
    if pattern in RANKS[lang] or pattern.isdigit():
        return rank_with_article(pattern, lang)
    return card_words(Card.parse(pattern), lang, "a")


def listing(items: Sequence[str], lang: str, last: dict[str, str] = AND) -> str:
    """'Anna, Ben et Chloé'; 'Anna, Ben and Chloé'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last[lang]} {items[-1]}"


def of_name(name: str, lang: str) -> str:
    """French 'de' before a name, elided: "d'Anna", "de Ben" (English says the name alone)."""
    if lang != "fr":
        return name
    return f"d'{name}" if name[:1].lower() in "aeiouyéèêh" else f"de {name}"


def cards_words(cards: Iterable[Card], lang: str, how: str = "the", last=AND) -> str:
    return listing([card_words(c, lang, how) for c in cards], lang, last)

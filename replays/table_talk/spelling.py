"""Words as the phone writes them: a word the table's lexicon does not know but that is
close to a card's word (« careau », « trefl », « damme ») or a verb of the game (« pioch »,
« jouee ») reads as that word, and a name
close to a player's (« Benn ») as that player; two close candidates are never guessed
between (a name: the parser asks). Closeness is the standard library's `difflib` ratio
(Pyodide has no rapidfuzz), and for names one slip of the thumb as well (a letter swapped
with its neighbour, changed, doubled or left out: « Bne », « Anaa », « Ana » are Ben and
Anna), so that a new typo needs no list and no code."""

from __future__ import annotations

from difflib import SequenceMatcher, get_close_matches
from functools import cache

from ..model import Match
from .context import PRONOUNS, name_forms
from .lexicon import data, game_words, said, verbs
from .words import FILLERS, RANK_WORDS, SUITS

CLOSE = 0.85  # "benn"/"ben", "trefl"/"trefle", "damme"/"dame"; not "anne"/"anna" (0.75)
SHORTEST = 3  # a shorter word is too close to too many names ("le" and Léa)
SHORT_NAME = 4  # a letter more or less in a name this short is another word ("dans", Dan)
SHORTEST_CARD = 5  # "cour", "rein", "tree" are words, not « cœur », « reine », "three"


@cache
def _card_words() -> dict[str, str]:
    """Every word of a card said alone, with what it names ("suit:D", "rank:Q")."""
    named = {w: f"suit:{s}" for w, s in SUITS.items()}
    named |= {w: f"rank:{r}" for w, r in RANK_WORDS.items() if w.isalpha()}
    return {w: v for w, v in named.items() if len(w) >= SHORTEST_CARD - 1}


@cache
def _lexicon_words() -> frozenset[str]:
    """Every form of every verb of the lexicons, and the undo's words: known as they are."""
    found: set[str] = set()
    for lang in ("fr", "en"):
        for lemma in data(__package__, f"lexicon/{lang}.json")["verbs"]:
            found |= {f[0] for f in said(lemma, lang)}
    undo = data(__package__, "lexicon/undo.json")
    for key in ("words", "tail", "interjections", "several", "reason_starts"):
        found |= set(undo[key])
    numbers = data(__package__, "lexicon/words.json")  # "quatorze" is no « quatre »
    found |= set(numbers["units"]) | set(numbers["tens"]) | set(numbers["hundreds"])
    return frozenset(found | _said_words(data(__package__, "lexicon/common.json")))


def _said_words(table: object) -> set[str]:
    """Every word the common reader's tables say (« cartes » is no « écartes »)."""
    if isinstance(table, str):
        return set(table.split())
    if isinstance(table, dict):
        return {w for k, v in table.items() if k[0] != "#" for w in _said_words(v) | {k}}
    if isinstance(table, list):
        return {w for v in table for w in _said_words(v)}
    return set()


def _known(match: Match, package: str) -> frozenset[str]:
    names = {w for p in match.players for form in name_forms(p.id, p.name) for w in form}
    own = {w for phrase in verbs(package) for w in phrase}
    own |= {w for said in game_words(package).get("words", {}).values() for w in said}
    own |= _said_words(game_words(package).get("said", {}))  # « tierce » is no « tire »
    return _lexicon_words() | FILLERS | PRONOUNS | names | own


@cache
def _game_verbs(package: str) -> dict[str, str]:
    """Each one-word form of the game's verbs, with its intent (« pioch » is « pioche »)."""
    return {p[0]: f"verb:{intent}" for p, intent in verbs(package).items() if len(p) == 1}


def spelled(words: list[str], match: Match, package: str, lang: str = "fr") -> list[str]:
    """`words` with each unknown word close to one card word or one of the game's verbs
    only (all its close words meaning the same) read as that word: close in letters, or
    said alike (« pik », « keur », « jete »)."""
    known = _known(match, package)
    meant = _card_words() | _game_verbs(package)
    alike = _alike(package) if lang == "fr" else {}  # the key is French spelling
    out = []
    for w in words:
        if len(w) < SHORTEST or not w.isalpha() or w in known or w in meant:
            out.append(w)
            continue
        near = [alike[sound]] if (sound := sounds(w)) in alike else []
        if not near and len(w) >= SHORTEST_CARD:
            near = get_close_matches(w, meant, n=4, cutoff=CLOSE)
        out.append(near[0] if near and len({meant[n] for n in near}) == 1 else w)
    return out


@cache
def _alike(package: str) -> dict[str, str]:
    """The card words and the game's French verbs by how they sound, a sound that two
    meanings share left out."""
    french = {
        f[0]
        for entries in game_words(package).get("verbs", {}).values()
        for entry in entries.get("fr", [])
        for f in said(entry, "fr")
        if len(f) == 1
    }
    meant = _card_words() | {w: v for w, v in _game_verbs(package).items() if w in french}
    by_sound: dict[str, set[str]] = {}
    for word in meant:
        by_sound.setdefault(sounds(word), set()).add(word)
    return {
        sound: min(words)
        for sound, words in by_sound.items()
        if len({meant[w] for w in words}) == 1 and len(sound) >= SHORTEST
    }


# How French is written as it sounds, for words typed by ear: a word and its typo sound
# alike when their keys are equal. Rules in order, on plain letters (accents off).
_SOUNDS = (
    ("eaux", "o"), ("eau", "o"), ("aux", "o"), ("au", "o"), ("qu", "k"), ("ck", "k"),
    ("ph", "f"), ("ch", "$"), ("h", ""), ("ce", "se"), ("ci", "si"), ("cy", "si"), ("c", "k"),
    ("$", "ch"), ("oeu", "e"), ("oe", "e"), ("eu", "e"), ("y", "i"),
)  # fmt: skip


def sounds(word: str) -> str:
    """The key of how `word` sounds (« pique », « pik » → "pik"; « cœur », « keur » →
    "ker"; « Margaux », « Margo »): its letters rewritten by `_SOUNDS`, doubled letters
    once, a final mute e, s or x left out."""
    for written, heard in _SOUNDS:
        word = word.replace(written, heard)
    word = "".join(ch for i, ch in enumerate(word) if i == 0 or ch != word[i - 1])
    while len(word) > 2 and word[-1] in "esx":
        word = word[:-1]
    return word


def _slips(a: str, b: str) -> int:
    """The edits from `a` to `b`, a swap of two neighbours counting one (optimal string
    alignment); 2 stands for "two or more", all this module needs."""
    if abs(len(a) - len(b)) > 1:
        return 2
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            row.append(min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca != cb)))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], prev2[j - 2] + 1)
        prev2, prev = prev, row
    return min(prev[-1], 2)


def _slipped(word: str, name: str) -> bool:
    """One slip away from `name`: a letter more or less only in a name of SHORT_NAME
    letters or more, two neighbours swapped in any; a letter changed is left to difflib's
    ratio (« Anne » and « Bon » are other words, not Anna and Ben)."""
    if _slips(word, name) != 1:
        return False
    if len(word) != len(name):
        return len(name) >= SHORT_NAME
    return sorted(word) == sorted(name)


def _closeness(word: str, name: str) -> float:
    """How close `word` is to a one-word name: difflib's ratio, or CLOSE for one slip or a
    name written as it sounds (« Margo », « Lusie », « Ugo »)."""
    ratio = SequenceMatcher(None, word, name).ratio()
    alike = len(name) >= SHORT_NAME and sounds(word) == sounds(name)
    return max(ratio, CLOSE) if _slipped(word, name) or alike else ratio


def close_players(word: str, match: Match) -> list[str]:
    """The players whose name (one word of it) `word` is close to, the closest first; []
    for a word too short or known as it is."""
    if len(word) < SHORTEST or not word.isalpha() or word in _lexicon_words() | FILLERS:
        return []
    scores: dict[str, float] = {}
    for p in match.players:
        for form in name_forms(p.id, p.name):
            if len(form) == 1 and len(form[0]) >= SHORTEST:
                scores[p.id] = max(scores.get(p.id, 0.0), _closeness(word, form[0]))
    near = sorted((p for p, r in scores.items() if r >= CLOSE), key=lambda p: -scores[p])
    return near

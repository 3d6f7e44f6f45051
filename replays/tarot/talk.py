"""Tarot's words at the score sheet (`POST /games/{id}/say`): "Anna prend une garde, fait 49
avec deux bouts, petit au bout pour l'attaque, poignée simple" is the hand's declaration,
scored by the FFT's rules into a `points_entered` (TAROT-SHEET-1); "tout le monde passe" is
a void hand. The words are data (below); what the table leaves unsaid and the score needs
(whose poignée, which camp took the Petit, the partner at five) is asked, never guessed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..table_talk.context import Meaning, Talk
from ..table_talk.vocabulary import Vocabulary
from ..table_talk.words import card_at, number_at, says
from .engine import CALLABLE
from .scoring import CONTRACTS, NEEDED, shares
from .sheet import DECLARED, declared

# Turns of phrase read as one word before the common parser sets denials aside ("sans").
IDIOMS = {
    ("garde", "sans"): ["gardesans"], ("garde", "contre"): ["gardecontre"],
    ("guard", "without"): ["gardesans"], ("guard", "against"): ["gardecontre"],
    ("sans", "bout"): ["0", "bout"], ("sans", "bouts"): ["0", "bouts"],
    ("sans", "oudler"): ["0", "bout"], ("no", "bout"): ["0", "bout"],
}  # fmt: skip
CONTRACT_WORDS = (
    (("gardesans",), "garde_sans"), (("gardecontre",), "garde_contre"), (("garde",), "garde"),
    (("guard",), "garde"), (("prise",), "prise"), (("petite",), "prise"),
)  # fmt: skip
TAKES = frozenset("prend prends pris preneur takes took taker".split())
BOUTS = frozenset("bout bouts oudler oudlers".split())
NO_BOUT = (("aucun", "bout"),)
MADE = frozenset("fait fais realise made makes scores".split())
MARGIN = {("fait", "de"): 1, ("passe", "de"): 1, ("made", "by"): 1, ("chute", "de"): -1}
MARGIN |= {("chutee", "de"): -1, ("failed", "by"): -1, ("fails", "by"): -1}
HALF = (("et", "demi"), ("and", "a", "half"))
ATTACK = frozenset("attaque attack preneur taker".split())
DEFENSE = frozenset("defense defence defenseurs defenders".split())
PETIT = (("petit", "au", "bout"),)
POIGNEE = frozenset("poignee poignees handful".split())
SIZES = {"simple": "simple", "single": "simple", "double": "double", "triple": "triple"}
CHELEM = frozenset("chelem slam grand".split())
ANNOUNCED = frozenset("annonce announced".split())
FAILED = frozenset("chute rate perdu failed lost".split())
ALL_PASS = (("tout", "le", "monde", "passe"), ("tous", "passent"), ("donne", "blanche"),
            ("all", "pass"), ("everyone", "passes"))  # fmt: skip
CALL = frozenset("appelle appele calls called".split())
ALONE = frozenset("seul alone".split())
WITH = frozenset("avec with".split())
_CAMPS = ("attack", "defense")
_QUESTIONS = {
    "contract": ("Quel contrat ?", "Which contract?"),
    "petit": ("Le Petit au bout, pour quel camp ?", "The Petit au bout, for which camp?"),
    "poignee_camp": ("La poignée, de quel camp ?", "The poignée, of which camp?"),
    "partner": ("Qui est le partenaire ?", "Who is the partner?"),
}


def meaning(talk: Talk) -> Meaning | None:
    """A hand declared at the score sheet, as its entry (or the entries it could be)."""
    match, words = talk.match, talk.words
    if match.tracking != "score":
        return _moved(talk)
    hand = len(match.results) + 1
    if says(words, ALL_PASS):
        zero = dict.fromkeys(match.player_ids, 0)
        return Meaning([[{"type": "points_entered", "data": {"hand": hand, "points": zero}}]])
    said = _declared(talk)
    if said is None:
        return None
    readings = [said]
    for key, options in _open_questions(talk, said):
        readings = [{**r, key: option} for r in readings for option in options]
    if len(readings) > 1:
        question = next(_QUESTIONS[k] for k, _ in _open_questions(talk, said))
        return Meaning([[_entry(match, hand, r)] for r in readings], question)
    return Meaning([[_entry(match, hand, readings[0])]])


def _moved(talk: Talk) -> Meaning | None:
    """Trick by trick: a bid (« je prends », « Anna garde sans »: TAROT-BID-1) or the card
    called (« j'appelle le roi de cœur »: TAROT-CALL-1), by the player named or the one to
    act; the fold judges it. Anything else is the common words' (a card played, a pass)."""
    words = talk.words
    named = next((hit[0] for i in range(len(words)) if (hit := talk.player_at(i))), None)
    player = named or talk.actor
    if player is None:
        return None
    card = _called(words) if any(w in CALL for w in words) else None
    if card is not None:
        return Meaning([[{"type": "card_called", "data": {"player": player, "card": card}}]])
    contract = next((c for said, c in CONTRACT_WORDS if says(words, (said,))), None)
    if contract is None and any(w in TAKES for w in words):
        contract = "prise"
    if contract is None:
        return None
    return Meaning([[{"type": "contract_bid", "data": {"player": player, "contract": contract}}]])


def _declared(talk: Talk) -> dict[str, Any] | None:
    """Taker, contract, bouts and points as said; None unless all four are."""
    words = talk.words
    taker = _taker(talk)
    contract = next((c for said, c in CONTRACT_WORDS if says(words, (said,))), None)
    bouts = _bouts(words)
    if taker is None or bouts is None:
        return None
    made = _made(words, bouts)
    if made is None:
        return None
    hand: dict[str, Any] = {"taker": taker, "bouts": bouts, **made}
    if contract is not None:
        hand["contract"] = contract
    return {**hand, **_primes(talk, hand)}


def _taker(talk: Talk) -> str | None:
    """The player named before "prend" (or after "preneur"), else the one player named first
    with a contract's word right after."""
    for i in range(len(talk.words)):
        hit = talk.player_at(i)
        if hit is None:
            continue
        after = talk.words[i + hit[1] : i + hit[1] + 2]
        if any(w in TAKES | MADE for w in after[:1]) or any(
            after[:1] == [s[0]] for s, _ in CONTRACT_WORDS
        ):
            return hit[0]
        if i and talk.words[i - 1] in TAKES:
            return hit[0]
    return None


def _bouts(words: list[str]) -> int | None:
    if says(words, NO_BOUT):
        return 0
    for i, word in enumerate(words):
        if word in BOUTS and i:
            number = number_at(words, i - 1) or number_at(words, i - 2)
            if number is not None and 0 <= number[0] <= 3:
                return number[0]
            if words[i - 1] in ("un", "one", "a"):
                return 1
    return None


def _made(words: list[str], bouts: int) -> dict[str, Any] | None:
    """The taker's points: "fait 49", "49 points", or a margin ("fait de 8", "chuté de 7")."""
    half = {"half": True} if says(words, HALF) else {}
    for i in range(len(words) - 2):
        sign = MARGIN.get((words[i], words[i + 1]))
        number = number_at(words, i + 2) if sign else None
        if number is not None:
            return {"made": NEEDED[bouts] + sign * number[0] - (sign < 0 and bool(half)), **half}
    for i, word in enumerate(words):
        if word in MADE and (number := number_at(words, i + 1)) is not None:
            return {"made": number[0], **half}
        if (
            word in ("points", "pts", "et")
            and i
            and (number := number_at(words, i - 1)) is not None
        ):
            return {"made": number[0], **half}  # "49 points", "40 et demi"
    return None


def _primes(talk: Talk, declared: Mapping[str, Any]) -> dict[str, Any]:
    words, primes = talk.words, {}
    if says(words, PETIT):
        primes["petit"] = _camp_after(talk, _index(words, "bout"), declared)
    sizes = [SIZES[w] for i, w in enumerate(words) if w in SIZES and _near(words, i, POIGNEE)]
    if sizes:
        primes["poignee"] = sizes[0]
        primes["poignee_camp"] = _camp_after(talk, _index(words, *POIGNEE), declared)
    if any(w in CHELEM for w in words):
        primes["chelem"] = _chelem(words)
    for i, word in enumerate(words):
        if word in CALL:
            primes["called"] = _called(words[i + 1 :])
    partner = _partner(talk, declared["taker"])
    if partner:
        primes["partner"] = partner
    return {k: v for k, v in primes.items() if v is not None}


def _near(words: list[str], i: int, marks: frozenset[str]) -> bool:
    return any(w in marks for w in words[max(0, i - 2) : i + 3])


def _index(words: list[str], *marks: str) -> int:
    return next((i for i, w in enumerate(words) if w in marks), len(words))


def _camp_after(talk: Talk, i: int, declared: Mapping[str, Any]) -> str | None:
    """ "pour la défense", "de l'attaque", "par Ben": the camp said within a few words."""
    for j in range(i + 1, min(i + 5, len(talk.words))):
        word = talk.words[j]
        if word in ATTACK:
            return "attack"
        if word in DEFENSE:
            return "defense"
        hit = talk.player_at(j)
        if hit is not None:
            attack = hit[0] in (declared["taker"], declared.get("partner"))
            return "attack" if attack else "defense"
    return None


def _chelem(words: list[str]) -> str:
    if any(w in DEFENSE for w in words[_index(words, *CHELEM) :]):
        return "defense"
    if any(w in ANNOUNCED for w in words):
        return "announced_failed" if any(w in FAILED for w in words) else "announced_made"
    return "made"


def _called(words: list[str]) -> str | None:
    """ "le roi de cœur" → KH (the card words of the table talk)."""
    for i in range(len(words)):
        card = card_at(words, i)
        if card is not None and card[0].text in CALLABLE:
            return card[0].text
    return None


def _partner(talk: Talk, taker: str) -> str | None:
    for i, word in enumerate(talk.words):
        if word in ALONE:
            return "alone"
        if word in WITH and (hit := talk.player_at(i + 1)) is not None and hit[0] != taker:
            return hit[0]
    return None


def _open_questions(talk: Talk, declared: Mapping[str, Any]) -> list[tuple[str, tuple]]:
    """The facts the score needs that the sentence left open, with their possible values."""
    open_: list[tuple[str, tuple]] = []
    if "contract" not in declared:
        open_.append(("contract", CONTRACTS))
    if "petit" not in declared and says(talk.words, PETIT):
        open_.append(("petit", _CAMPS))
    if "poignee" in declared and "poignee_camp" not in declared:
        open_.append(("poignee_camp", _CAMPS))
    if len(talk.match.players) == 5 and "partner" not in declared:
        others = tuple(p for p in talk.match.player_ids if p != declared["taker"])
        open_.append(("partner", ("alone", *others)))
    return open_


def _entry(match: Any, hand: int, said: Mapping[str, Any]) -> dict:
    """The `points_entered` of a declaration, its points the rules' (TAROT-SHEET-1)."""
    data = {k: v for k, v in said.items() if k in DECLARED and k not in ("poignee", "partner")}
    if said.get("partner") not in (None, "alone"):
        data["partner"] = said["partner"]
    if "poignee" in said:
        camp = said.get("poignee_camp", "attack")
        data["poignee" if camp == "attack" else "poignee_defense"] = said["poignee"]
    hand_of = declared({**data, "points": {}})
    points = shares(hand_of, match.player_ids) if hand_of else {}
    return {"type": "points_entered", "data": {"hand": hand, "points": points, **data}}


def idioms(words: list[str], match: Any) -> list[str]:
    """ "garde sans", "sans bout": one word each, before "sans" reads as a denial."""
    out, i = [], 0
    while i < len(words):
        pair = tuple(words[i : i + 2])
        if pair in IDIOMS:
            out += IDIOMS[pair]
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


def score_marks(talk: Talk) -> tuple[dict[str, str], list[str]]:
    """A hand declared (or every player passing) is the game's own sentence: none of its
    numbers is a player's points for the common score-sheet reading ("Anna prend une garde":
    not Anna 1), so it leaves that reading no word and `meaning` reads it whole."""
    if says(talk.words, ALL_PASS) or _declared(talk) is not None:
        return {}, []
    return {}, talk.words


TALK = Vocabulary(meaning=meaning, idioms=idioms, score_marks=score_marks)

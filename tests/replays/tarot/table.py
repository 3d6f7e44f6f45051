"""A Tarot hand played card by card through the pure fold, in open tracking with a deal
chosen for the test (the deck built back from the hands wanted: TAROT-DEAL-1's packets)."""

from __future__ import annotations

import random

import pytest

from replays import match as fold
from replays.errors import RuleViolation
from replays.model import Event
from replays.registry import engine_for
from replays.tarot.deal import PACKET
from replays.tarot.pack import pack
from replays.tarot.state import CHIEN, DEALT
from tests.support.readable import assert_readable

NAMES = ("Anna", "Ben", "Chloé", "Dan", "Eve")

# Four players, Dan deals: Anna speaks and leads first. The chien: the four low clubs, the
# ace of clubs and the 11 of trumps.
HANDS = {
    "anna": "KS QS CS JS 10S KH 12T 13T 14T 15T 16T 17T 18T 19T 20T 21T EX AS",
    "ben": "9S 8S 7S 6S QH CH JH 10H 9H KD QD CD 2D 1T 2T 4T 5T 6T",
    "chloe": "5S 4S 3S 2S 8H 7H 6H 5H JD 10D 9D 8D 7D KC QC CC 7T 8T",
    "dan": "4H 3H 2H AH 6D 5D 4D 3D AD JC 10C 9C 8C 7C 6C 3T 9T 10T",
}
CHIEN_CARDS = "5C 4C 3C 2C AC 11T"


def deck_for(hands: dict[str, str], chien: str) -> list[str]:
    """The deck that deals `hands` (in the order of play from the player after the dealer)
    and `chien`: a packet to each, a chien card after the first packet of the first rounds."""
    cards = {p: h.split() for p, h in hands.items()}
    rest, n = chien.split(), len(hands)
    size, deck = PACKET[n], []
    for round_no in range(DEALT[n] // size):
        for i, player in enumerate(hands):
            deck += cards[player][round_no * size : (round_no + 1) * size]
            if i == 0 and round_no < CHIEN[n]:
                deck.append(rest.pop(0))
    return deck


def shuffled(seed: int) -> list[str]:
    cards = [str(c) for c in pack()]
    random.Random(seed).shuffle(cards)
    return cards


class Table:
    def __init__(self, players: int = 4, tracking: str = "open"):
        engine = engine_for("tarot")
        ids = [n.lower().replace("é", "e") for n in NAMES[:players]]
        data = {
            "game": "tarot",
            "preset": "fft",
            "rules": engine.resolve("fft", {}),
            "players": [{"id": i, "name": n} for i, n in zip(ids, NAMES, strict=False)],
            "tracking": tracking,
            "scoring": "points",
            "target": None,
            "rounds": None,
        }
        self.ids = ids
        self.match = fold.apply(None, Event("game_created", data, 1), "g_test")

    def deal(self, deck: list[str] | None = None, **data) -> Table:
        if deck is None and self.match.tracking == "open":
            deck = deck_for(HANDS, CHIEN_CARDS)
        hand = len(self.match.results) + 1
        extra = {"deck": deck} if deck is not None else {}
        return self.post("hand_started", hand=hand, **extra, **data)

    def post(self, kind: str, **data) -> Table:
        event = Event(kind, data, self.match.seq + 1)
        fold.check(self.match, event)
        self.match = fold.apply(self.match, event)
        return self

    def refused(self, rule: str, kind: str, **data) -> str:
        before = self.match
        with pytest.raises(RuleViolation) as exc:
            fold.check(self.match, Event(kind, data, self.match.seq + 1))
        assert exc.value.rule == rule, exc.value
        for lang in ("fr", "en"):
            assert_readable(exc.value.render(lang), self.ids)
        assert self.match is before
        return exc.value.render("fr")

    def bids(self, *words: str | None) -> Table:
        """Each player's word in turn: a contract, or None for a pass."""
        for word in words:
            player = self.match.hand.turn
            if word is None:
                self.post("passed", player=player)
            else:
                self.post("contract_bid", player=player, contract=word)
        return self

    def play(self, *cards: str) -> Table:
        for card in cards:
            self.post("card_played", player=self.match.hand.turn, card=card)
        return self

    def offered(self, kind: str = "card_played") -> list[dict]:
        return [m["data"] for m in fold.legal_moves(self.match) if m["type"] == kind]

    def play_out(self) -> Table:
        """To the hand's end, each player the first card the rules leave them."""
        while self.match.in_hand:
            self.play(self.offered()[0]["card"])
        return self

    @property
    def view(self) -> dict:
        return fold.view(self.match)

"""A Belote hand played card by card through the pure fold (open tracking, a deal chosen
for the test): each obligation of the trick refused with its rule where it bites, the
cards offered the ones that meet it, belote-rebelote said with its card, and the hand
scored from its tricks as the score sheet scores it."""

from __future__ import annotations

import pytest

from replays import match as fold
from replays.belote import sheet
from replays.belote.deal import pack
from replays.belote.obligations import owed
from replays.belote.state import Hand, points, strength
from replays.cards import Card
from replays.errors import RuleViolation
from replays.model import Event
from replays.registry import engine_for
from tests.support.readable import assert_readable

from .table import SEATS, TEAMS

# Dan deals; Anna speaks and leads first; Anna and Chloé (nous) face Ben and Dan (eux).
HANDS = {
    "anna": "AS 9H KD 7C 8C 9C 10C JC",
    "ben": "7S 8S QS KS 10S 7H 7D 8D",
    "chloe": "JH 8H AD 10D QD JD 9D AC",
    "dan": "9S JS 10H QH KH AH QC KC",
}


def contree_deck() -> list[str]:
    """BELOTE-DEAL-3: 3, 2 and 3 cards to each player from Anna, the player after Dan."""
    cards = {p: h.split() for p, h in HANDS.items()}
    deck = []
    for start, size in ((0, 3), (3, 2), (5, 3)):
        for p in SEATS:
            deck += cards[p][start : start + size]
    return deck


class Table:
    def __init__(self, preset: str = "contree"):
        engine = engine_for("belote")
        data = {
            "game": "belote",
            "preset": preset,
            "rules": engine.resolve(preset, {}),
            "players": [{"id": p, "name": p.title().replace("Chloe", "Chloé")} for p in SEATS],
            "teams": TEAMS,
            "tracking": "open",
            "scoring": "points",
            "target": 2000,
            "rounds": None,
        }
        self.match = fold.apply(None, Event("game_created", data, 1), "g_test")

    def post(self, kind: str, **data):
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
            assert_readable(exc.value.render(lang), list(SEATS))
        assert self.match is before
        return exc.value.render("fr")

    def cards_offered(self) -> set[str]:
        return {m["data"]["card"] for m in fold.legal_moves(self.match) if "card" in m["data"]}

    def play(self, *cards: str):
        for card in cards:
            self.post("card_played", player=self.match.hand.turn, card=card)
        return self


def bid_80_hearts() -> Table:
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="80", suit="H")
    for p in ("ben", "chloe", "dan"):
        table.post("passed", player=p)
    return table


def test_belote_trump_3_overtrump_over_a_partner():
    """Trump led: Chloé must go above Ben's... above every trump, her partner Anna's 9."""
    table = bid_80_hearts().play("9H", "7H")
    said = table.refused("BELOTE-TRUMP-3", "card_played", player="chloe", card="8H")
    assert "monter sur le 9 de cœur" in said and "valet de cœur" in said
    assert table.cards_offered() == {"JH"}


def test_belote_trump_3_below_when_one_cannot_go_above():
    table = bid_80_hearts().play("9H", "7H", "JH")
    assert table.cards_offered() == {"10H", "QH", "KH", "AH"}  # every trump, none above J
    table.refused("BELOTE-TRUMP-3", "card_played", player="dan", card="QC")


def test_belote_trump_2_an_opponent_master_one_trumps():
    table = bid_80_hearts().play("9H", "7H", "JH", "AH", "AD")  # Chloé leads diamonds
    said = table.refused("BELOTE-TRUMP-2", "card_played", player="dan", card="QC")
    assert "couper" in said
    assert table.cards_offered() == {"10H", "QH", "KH"}


def test_belote_play_2_fournir():
    table = bid_80_hearts().play("9H", "7H", "JH", "AH", "AD", "10H")
    said = table.refused("BELOTE-PLAY-2", "card_played", player="anna", card="7C")
    assert "fournir" in said and "roi de carreau" in said
    assert table.cards_offered() == {"KD"}


def test_belote_play_5_a_card_held():
    table = bid_80_hearts()
    said = table.refused("BELOTE-PLAY-5", "card_played", player="anna", card="JH")
    assert "Anna n'a pas le valet de cœur" in said.replace("\u00a0", " ")


def test_belote_play_1_the_player_after_the_dealer_leads_then_the_winner():
    table = bid_80_hearts()
    table.refused("BELOTE-PLAY-1", "card_played", player="ben", card="7S")
    table.play("9H", "7H", "JH", "AH")
    assert table.match.hand.turn == "chloe"  # her jack took the trick


def test_belote_belote_1_said_with_the_king_or_queen_of_trump():
    table = bid_80_hearts().play("9H", "7H", "JH")
    table.refused("BELOTE-BELOTE-1", "belote_said", player="dan", call="belote")  # not yet
    table.play("KH").post("belote_said", player="dan", call="belote")
    table.refused("BELOTE-BELOTE-1", "belote_said", player="dan", call="belote")  # said
    table.play("AD", "QH")
    table.refused("BELOTE-BELOTE-1", "belote_said", player="dan", call="belote")
    table.post("belote_said", player="dan", call="rebelote")
    assert [c["call"] for c in fold.view(table.match)["calls"]] == ["belote", "rebelote"]


def test_belote_play_4_dix_de_der_and_the_hand_scored_from_its_tricks():
    """Eight tricks, each to its highest trump or card of the suit led; 152 card points
    and the dix de der to the last trick's team; scored as the sheet scores it."""
    table = bid_80_hearts()
    while table.match.in_hand:
        moves = [m for m in fold.legal_moves(table.match) if m["type"] == "card_played"]
        table.post("card_played", **moves[0]["data"])
    hand = table.match.hand
    taken = {"nous": 0, "eux": 0}
    for winner, plays in hand.tricks():
        led = plays[0][1].suit
        best = max(plays, key=lambda pc: strength(pc[1], "H", led))
        assert best[0] == winner
        taken[table.match.team_of(winner)] += sum(points(c, "H") for _, c in plays)
    assert sum(taken.values()) == 152 and len(hand.winners) == 8
    taken[table.match.team_of(hand.winners[-1])] += 10
    data = {"points": taken, "taker": "nous", "trump": "H", "contract": "80"}
    result = table.match.results[-1]
    expected = sheet.score(table.match.rules, sheet.declared(["nous", "eux"], data))
    assert result.points == expected.points
    assert result.marks == {"taker": "nous", "trump": "H", "contract": "80"}


def test_belote_deck_2_3_4_order_and_points():
    trump = [Card.parse(c) for c in "JH 9H AH 10H KH QH 8H 7H".split()]
    plain = [Card.parse(c) for c in "AS 10S KS QS JS 9S 8S 7S".split()]
    for cards in (trump, plain):
        ranked = sorted(cards, key=lambda c: strength(c, "H", cards[0].suit), reverse=True)
        assert ranked == cards
    assert [points(c, "H") for c in trump] == [20, 14, 11, 10, 4, 3, 0, 0]
    assert [points(c, "H") for c in plain] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert sum(points(c, "H") for c in pack()) == 152  # with the dix de der, 162
    assert strength(Card.parse("7H"), "H", "S") > strength(Card.parse("AS"), "H", "S")


def _hand(trick: str, trump: str = "H") -> Hand:
    """A trick so far, Anna leading, in seat order (Anna, Ben, Chloé, Dan)."""
    plays = tuple(zip(SEATS, (Card.parse(c) for c in trick.split()), strict=False))
    return Hand(1, "dan", tuple(SEATS), phase="play", trump=trump, plays=plays)


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def test_belote_trump_1_partner_master_any_card():
    """Anna (partner) holds the trick with the ace; Chloé, no spades, may keep her trumps."""
    due = owed(_hand("AS 7S"), "chloe", "anna", _cards("JH 8H AD 10D"))
    assert due.rule == "BELOTE-TRUMP-1" and set(due.cards) == set(_cards("JH 8H AD 10D"))


def test_belote_trump_4_no_trump_left_any_card():
    due = owed(_hand("KS AS"), "chloe", "anna", _cards("AD 10D QC"))  # Ben master, no trump
    assert due.rule == "BELOTE-TRUMP-4" and len(due.cards) == 3


def test_belote_trump_2_under_an_opponent_s_trump_when_one_cannot_go_above():
    due = owed(_hand("AS JH"), "chloe", "anna", _cards("8H 7H AD"))  # Ben trumped with J
    assert (due.rule, due.key, set(due.cards)) == (
        "BELOTE-TRUMP-2",
        "souscouper",
        set(_cards("8H 7H")),
    )
    due = owed(_hand("AS 8H"), "chloe", "anna", _cards("7H 9H AD"))
    assert (due.key, due.cards) == ("surcouper", _cards("9H"))


def test_belote_play_2_at_the_table_a_suit_shown_void_is_not_played_later():
    """Hands unseen: Chloé did not follow spades; a spade from her later is refused."""
    table = Table()
    table.match = table.match.evolve(tracking="table")
    table.post("hand_started", hand=1).post("bid", player="anna", value="80", suit="H")
    for p in ("ben", "chloe", "dan"):
        table.post("passed", player=p)
    moves = fold.legal_moves(table.match)
    assert moves[-1]["unknown"] and moves[-1]["data"] == {"player": "anna"}
    table.play("AS", "7S", "AD", "9S")  # Chloé plays a diamond on spades: she has none
    table.refused("BELOTE-PLAY-5", "card_played", player="anna", card="AS")
    table.play("KD", "10D")
    said = table.refused("BELOTE-PLAY-2", "card_played", player="chloe", card="8S")
    assert "Chloé" in said and "pique" in said


def test_belote_belote_1_offered_once_its_card_is_played():
    table = bid_80_hearts().play("9H", "7H", "JH")
    table.refused("BELOTE-BELOTE-1", "belote_said", player="dan", call="belote")
    table.play("KH")
    offered = [m for m in fold.legal_moves(table.match) if m["type"] == "belote_said"]
    assert offered == [{"type": "belote_said", "data": {"player": "dan", "call": "belote"}}]


def test_belote_trump_1_in_play_the_partner_master_one_may_discard_holding_trumps():
    """Anna leads the ace of spades, Ben follows low: Chloé, no spades, keeps her trumps."""
    table = bid_80_hearts().play("AS", "7S")
    assert table.cards_offered() == set(HANDS["chloe"].split())
    table.play("9D")
    assert table.match.hand.trick[-1] == ("chloe", Card.parse("9D"))


def test_belote_trump_4_in_play_no_trump_left_any_card():
    """Anna's 10 of clubs is master over Dan's king; Ben has no club and no trump left."""
    table = bid_80_hearts().play("9H", "7H", "JH", "AH", "AD", "10H", "KD", "7D", "KC", "10C")
    assert table.cards_offered() == {"7S", "8S", "QS", "KS", "10S", "8D"}
    table.play("10S")

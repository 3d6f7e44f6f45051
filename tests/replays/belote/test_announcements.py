"""Announcements in a hand played card by card (preset classique-annonces, hands known):
announced at one's first card, shown at the second trick, a card in one announcement only
(the K-Q of trump in the belote too), compared between teams, scored with the tricks."""

from __future__ import annotations

from replays import match as fold

from .test_play import Table

# Dan deals, Anna speaks first and takes at the card turned up (10H).
# Anna: a carré of kings (100) beside a tierce Q-J-10 of hearts; the K-Q of hearts too.
# Ben: a cinquante Q-J-10-9 of diamonds (50). Dan: 7 to Q of clubs, one cent (100).
HANDS = {
    "anna": "KH QH JH KS KD KC 7S 10H",
    "ben": "AD 10D QD JD 9D 8S 9S 10S",
    "chloe": "AH 9H 8H 7H AS QS JS 7D",
    "dan": "8D 7C 8C 9C 10C JC QC AC",
}
SEATS = ("anna", "ben", "chloe", "dan")
CARRE = ["KS", "KD", "KC", "KH"]


def deck() -> list[str]:
    """BELOTE-DEAL-1, -2: 3 then 2 cards each from Anna, the 10H turned up and taken by
    Anna, then 2 more to her and 3 to the others."""
    cards = {p: h.split() for p, h in HANDS.items()}
    dealt = []
    for start, end in ((0, 3), (3, 5)):
        for p in SEATS:
            dealt += cards[p][start:end]
    dealt.append(cards["anna"][7])
    for p in SEATS:
        dealt += cards[p][5:7] if p == "anna" else cards[p][5:8]
    return dealt


def taken(suit: str = "H") -> Table:
    """Anna takes at hearts (round 1), or every one passes and she takes at `suit`."""
    table = Table("classique-annonces").post("hand_started", hand=1, deck=deck())
    if suit != "H":
        for p in SEATS:
            table.post("passed", player=p)
    return table.post("taken", player="anna", suit=suit)


def shown_and_played(table: Table, shows: dict[str, list[list[str]]]) -> Table:
    """The second trick's first card led, then each player's announcements shown, then the
    hand played out (the first card offered each time, belote-rebelote said when due)."""
    while table.match.in_hand:
        moves = fold.legal_moves(table.match)
        said = [m for m in moves if m["type"] == "belote_said"]
        if said:
            table.post("belote_said", **said[0]["data"])
            continue
        table.post("card_played", **next(m for m in moves if m["type"] == "card_played")["data"])
        if len(table.match.hand.winners) == 1 and len(table.match.hand.trick) == 1:
            for player, combos in shows.pop("at", {}).items():
                for cards in combos:
                    table.post("announcement_shown", player=player, cards=cards)
    return table


def test_belote_ann_2_announced_at_one_s_first_card_and_shown_at_the_second_trick():
    table = taken()
    said = table.refused("BELOTE-ANN-2", "announced", player="ben", call="cinquante")
    assert "Ben annonce à sa première carte" in said
    table.refused("BELOTE-ANN-2", "announced", player="anna", call="cent")  # not held
    table.post("announced", player="anna", call="carre")
    table.refused("BELOTE-ANN-2", "announcement_shown", player="anna", cards=CARRE)  # too soon
    table.play("7S")
    table.refused("BELOTE-ANN-2", "announced", player="anna", call="tierce")  # after her card
    table.post("announced", player="ben", call="cinquante").play("8S", "AS", "7C")
    assert table.match.hand.turn == "chloe"  # her ace took the first trick
    table.refused("BELOTE-ANN-2", "announcement_shown", player="dan", cards=["7C", "8C", "9C"])
    table.refused("BELOTE-ANN-2", "announcement_shown", player="ben", cards=["9S", "10S", "8S"])
    table.post("announcement_shown", player="anna", cards=CARRE)
    offered = [m["data"] for m in fold.legal_moves(table.match) if m["type"] != "card_played"]
    assert offered == [{"player": "ben", "cards": ["9D", "10D", "JD", "QD"]}]
    table.play("AH", "8D", "JH", "9S")  # the second trick done: too late to show
    table.refused("BELOTE-ANN-2", "announcement_shown", player="ben", cards=offered[0]["cards"])
    view = fold.view(table.match)
    assert view["announced"] == [
        {"player": "anna", "call": "carre"},
        {"player": "ben", "call": "cinquante"},
    ]
    assert view["shown"] == [{"player": "anna", "cards": CARRE}]


def test_belote_ann_3_a_card_serves_in_one_announcement_the_belote_apart():
    """Anna's KH is in her carré: it cannot make a cinquante too, nor a tierce shown; the
    Q-J-10 of hearts make one; her K-Q of trump still make the belote."""
    table = taken().post("announced", player="anna", call="carre")
    said = table.refused("BELOTE-ANN-3", "announced", player="anna", call="cinquante")
    assert "carré et cinquante" in said
    table.post("announced", player="anna", call="tierce").play("7S", "8S", "AS", "7C")
    table.post("announcement_shown", player="anna", cards=CARRE)
    said = table.refused(
        "BELOTE-ANN-3", "announcement_shown", player="anna", cards=["KH", "QH", "JH"]
    )
    assert "roi de cœur" in said
    table.post("announcement_shown", player="anna", cards=["QH", "JH", "10H"])
    shown_and_played(table, {})
    assert [c for p, c in table.match.hand.calls] == ["belote", "rebelote"]
    marks = table.match.results[-1].marks
    assert (marks["belote"], marks["announcer"], marks["announcements"]) == ("nous", "nous", 120)


def test_belote_ann_4_equal_announcements_the_first_in_play_order_wins_for_his_team():
    """Anna's carré of kings (100, no suit) and Dan's cent in clubs (100, not trump): Anna
    speaks first, so Nous score theirs (100), Eux none of theirs (Ben's 50, Dan's 100)."""
    table = taken().post("announced", player="anna", call="carre").play("7S")
    table.post("announced", player="ben", call="cinquante").play("8S", "AS")
    table.post("announced", player="dan", call="cent").play("7C")
    shows = {"anna": [CARRE], "ben": [["QD", "JD", "10D", "9D"]]}
    shows["dan"] = [["7C", "8C", "9C", "10C", "JC"]]
    shown_and_played(table, {"at": shows})
    result = table.match.results[-1]
    assert (result.marks["announcer"], result.marks["announcements"]) == ("nous", 100)
    assert sum(result.points.values()) == 162 + 100 + 20  # tricks, announcements, belote


def test_belote_ann_4_equal_announcements_the_one_in_trump_wins():
    """The same hands, Anna taking at clubs in the second round: Dan's cent is in trump and
    beats the carré, so Eux score their cent and Ben's cinquante, 150; Nous none."""
    table = taken("C").post("announced", player="anna", call="carre").play("7S")
    table.post("announced", player="ben", call="cinquante").play("8S", "AS")
    table.post("announced", player="dan", call="cent").play("QC")
    shows = {"anna": [CARRE], "ben": [["QD", "JD", "10D", "9D"]]}
    shows["dan"] = [["7C", "8C", "9C", "10C", "JC"]]
    shown_and_played(table, {"at": shows})
    result = table.match.results[-1]
    assert (result.marks["announcer"], result.marks["announcements"]) == ("eux", 150)
    assert "belote" not in result.marks  # hearts are not trump: no belote
    # Anna's takers made 25 of 162, against 137 and 150: dedans, Eux score 162 + 150.
    assert result.points == {"nous": 0, "eux": 312} and result.detail["result"] == "dedans"


def test_belote_ann_1_the_call_is_one_of_the_four_and_the_cards_make_it():
    table = taken()
    table.refused("BELOTE-ANN-1", "announced", player="anna", call="quarte")
    table.post("announced", player="anna", call="carre").post(
        "announced", player="anna", call="tierce"
    )
    table.refused("BELOTE-ANN-1", "announced", player="anna", call="tierce")  # two at most
    table.play("7S", "8S", "AS", "7C")
    table.refused("BELOTE-ANN-1", "announcement_shown", player="anna", cards=["KH", "JH", "10H"])


def test_belote_play_5_at_the_table_a_card_shown_is_in_its_player_s_hand():
    """Hands unseen: Anna showed her kings; a king from Ben later is refused."""
    table = Table("classique-annonces")
    table.match = table.match.evolve(tracking="table")
    table.post("hand_started", hand=1, upcard="10H").post("taken", player="anna", suit="H")
    table.post("announced", player="anna", call="carre").play("7S", "8S", "AS", "7C")
    waiting = [m for m in fold.legal_moves(table.match) if m["type"] == "announcement_shown"]
    assert waiting == [
        {"type": "announcement_shown", "data": {"player": "anna"}, "unknown": True, "kind": "carre"}
    ]
    table.refused(
        "BELOTE-ANN-2", "announcement_shown", player="anna", cards=["AS", "AH", "AD", "AC"]
    )
    table.post("announcement_shown", player="anna", cards=CARRE)
    said = table.refused("BELOTE-PLAY-5", "card_played", player="chloe", card="KD")
    assert "Anna a montré le roi de carreau" in said.replace("\u00a0", " ")

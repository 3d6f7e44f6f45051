"""Who takes, through the pure fold: classique's two rounds at the card turned up and the
rest of the deal (BELOTE-BID-*, BELOTE-DEAL-*), contrée's auction (BELOTE-CONTREE-1…4)."""

from __future__ import annotations

from replays import match as fold
from replays.belote.deal import pack
from replays.registry import engine_for

from .test_play import Table, bid_80_hearts, contree_deck

DECK = [str(c) for c in pack()]  # spades 7…A, hearts, diamonds, clubs: the 21st is JD


def classique() -> Table:
    return Table("classique").post("hand_started", hand=1, deck=DECK)


def test_belote_deal_1_five_cards_each_and_one_turned_up():
    view = fold.view(classique().match)
    assert view["upcard"] == "JD" and view["counts"] == dict.fromkeys(view["counts"], 5)
    assert view["cards"]["anna"][:3] == ["7S", "8S", "9S"]


def test_belote_bid_1_the_first_round_takes_the_suit_turned_up():
    table = classique()
    table.refused("BELOTE-BID-1", "taken", player="anna", suit="S")
    table.refused("BELOTE-BID-3", "taken", player="ben", suit="D")
    assert {m["data"].get("suit") for m in fold.legal_moves(table.match)} == {None, "D"}


def test_belote_deal_2_the_taker_gets_the_card_turned_up_and_two_more():
    table = classique().post("passed", player="anna").post("taken", player="ben", suit="D")
    view = fold.view(table.match)
    assert "JD" in view["cards"]["ben"] and set(view["counts"].values()) == {8}
    assert (view["phase"], view["turn"], view["taker"]) == ("play", "anna", "ben")


def test_belote_bid_2_the_second_round_takes_another_suit():
    table = classique()
    for p in ("anna", "ben", "chloe", "dan"):
        table.post("passed", player=p)
    said = table.refused("BELOTE-BID-2", "taken", player="anna", suit="D")
    assert "carreau" in said
    table.post("taken", player="anna", suit="C")
    assert fold.view(table.match)["trump"] == "C"


def test_belote_deal_4_a_hand_nobody_takes_is_thrown_in():
    table = classique()
    for _ in range(2):
        for p in ("anna", "ben", "chloe", "dan"):
            table.post("passed", player=p)
    assert not table.match.in_hand and table.match.results[-1].points == {"nous": 0, "eux": 0}


def test_belote_bid_3_no_word_out_of_turn_nor_after_the_bidding():
    table = bid_80_hearts()
    table.refused("BELOTE-BID-3", "passed", player="anna")
    table.refused("BELOTE-CONTREE-1", "taken", player="anna", suit="H")  # contrée: bids


def test_belote_contree_1_each_bid_above_the_last():
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="90", suit="S")
    table.refused("BELOTE-CONTREE-1", "bid", player="ben", value="90", suit="H")
    table.post("bid", player="ben", value="100", suit="H")
    table.post("bid", player="chloe", value="capot", suit="C")  # over a partner's too
    assert fold.view(table.match)["contract"] == "capot"


def test_belote_contree_2_and_3_contre_then_surcontre_end_the_bidding():
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="90", suit="S")
    table.refused("BELOTE-CONTREE-3", "redoubled", player="ben")
    table.post("doubled", player="ben")
    table.refused("BELOTE-CONTREE-2", "bid", player="chloe", value="100", suit="S")
    table.refused("BELOTE-CONTREE-2", "doubled", player="chloe")
    table.post("redoubled", player="chloe")
    view = fold.view(table.match)
    assert (view["phase"], view["doubled"], view["turn"]) == ("play", "surcontre", "anna")


def test_belote_contree_4_three_passes_after_the_last_bid():
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("passed", player="anna").post("bid", player="ben", value="80", suit="D")
    table.post("passed", player="chloe").post("passed", player="dan")
    assert fold.view(table.match)["phase"] == "bidding"
    table.post("passed", player="anna")
    view = fold.view(table.match)
    assert (view["phase"], view["taker"], view["trump"]) == ("play", "ben", "D")


def test_belote_team_2_the_player_after_the_dealer_speaks_and_the_deal_passes_on():
    table = classique()
    assert fold.view(table.match)["dealer"] == "dan" and table.match.hand.turn == "anna"
    for _ in range(2):
        for p in ("anna", "ben", "chloe", "dan"):
            table.post("passed", player=p)
    table.post("hand_started", hand=2, deck=DECK)  # thrown in: the next seat deals
    assert (table.match.hand.dealer, table.match.hand.turn) == ("anna", "ben")


def test_belote_deal_3_contree_deals_every_card_and_turns_none():
    table = Table()
    table.refused("BELOTE-DEAL-3", "hand_started", hand=1, deck=contree_deck(), upcard="AS")
    table.post("hand_started", hand=1, deck=contree_deck())
    view = fold.view(table.match)
    assert view["upcard"] is None and set(view["counts"].values()) == {8}
    assert view["cards"]["anna"] == "AS 9H KD 7C 8C 9C 10C JC".split()


def test_belote_deck_1_the_32_cards_only():
    table = Table()
    table.refused("BELOTE-DECK-1", "hand_started", hand=1, deck=contree_deck()[:-1] + ["2S"])
    table.post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="80", suit="H")
    for p in ("ben", "chloe", "dan"):
        table.post("passed", player=p)
    table.refused("BELOTE-DECK-1", "card_played", player="anna", card="2S")


def test_belote_preset_1_three_presets():
    engine = engine_for("belote")
    assert list(engine.presets) == ["classique", "classique-annonces", "contree"]
    options = {name: p["rules"]["options"] for name, p in engine.presets.items()}
    assert options["classique"] == {"litige": False, "announcements": False}
    assert options["classique-annonces"]["announcements"] is True
    assert options["contree"] == {"belote_counts": True, "announcements": False}


def test_belote_contree_3_surcontre_by_the_bidding_team_after_a_contre_ends_the_bidding():
    table = Table().post("hand_started", hand=1, deck=contree_deck())
    table.post("bid", player="anna", value="90", suit="S")
    said = table.refused("BELOTE-CONTREE-3", "redoubled", player="ben")  # no contre yet
    assert "contre" in said
    table.post("doubled", player="ben").post("passed", player="chloe")
    table.refused("BELOTE-CONTREE-3", "redoubled", player="dan")  # the contre's own team
    table.post("passed", player="dan")
    assert fold.view(table.match)["phase"] == "bidding"  # Anna may still redouble
    table.post("redoubled", player="anna")
    view = fold.view(table.match)
    assert (view["phase"], view["doubled"], view["taker"]) == ("play", "surcontre", "anna")
    table.refused("BELOTE-BID-3", "passed", player="ben")  # nothing follows a surcontre

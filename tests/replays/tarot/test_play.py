"""A Tarot hand played trick by trick through the pure fold (open tracking, a deal chosen
for the test): each rule refused with its id where it bites, in French and English, the
cards offered the ones the rules leave, and the hand scored from its tricks by the score
sheet's arithmetic, summing to zero."""

from __future__ import annotations

from replays import explain
from replays.cards import Card
from replays.catalogue import render
from replays.errors import Message
from replays.tarot import sheet
from replays.tarot.pack import BOUTS, TOTAL_HALVES, halves, pack
from replays.tarot.scoring import shares
from replays.tarot.state import Hand
from replays.tarot.tricks import trick_winner

from .table import CHIEN_CARDS, HANDS, Table, deck_for, shuffled

ECART = ["5C", "4C", "3C", "2C", "AC", "AS"]


def _garde() -> Table:
    """Anna takes a garde, Chloé's prise refused on the way; the chien goes to Anna."""
    return Table().deal().bids("garde", None, None, None)


def _ready() -> Table:
    return _garde().post("ecart_laid", player="anna", cards=ECART)


def test_tarot_deck_1_the_78_cards_their_points_and_words():
    table = Table()
    cards = pack()
    assert len(set(cards)) == 78 and sum(halves(c) for c in cards) == TOTAL_HALVES == 182
    assert BOUTS == {Card.parse("1T"), Card.parse("21T"), Card.parse("EX")}
    said = Message("tarot.play.already_played", {"card": Card.parse("21T")})
    assert render(said, "fr").startswith("le 21 d'atout") and "21 of trumps" in render(said, "en")
    assert render(Message("tarot.play.already_played", {"card": Card.parse("EX")}), "fr")[:9] == (
        "l'excuse "
    )
    cavalier = Message("tarot.play.already_played", {"card": Card.parse("CS")})
    assert render(cavalier, "fr").startswith("le cavalier de pique")
    short = deck_for(HANDS, CHIEN_CARDS)[:-1] + ["10S"]
    assert "78 cartes" in table.refused("TAROT-DECK-1", "hand_started", hand=1, deck=short)


def test_tarot_deal_1_packets_and_a_chien_never_first_nor_last():
    deck = shuffled(3)
    table = Table().deal(deck)
    hand: Hand = table.match.hand
    assert {p: len(c) for p, c in hand.held.items()} == dict.fromkeys(table.ids, 18)
    assert len(hand.chien) == 6 and Card.parse(deck[0]) not in hand.chien
    assert Card.parse(deck[-1]) not in hand.chien
    assert hand.held["anna"][:3] == tuple(Card.parse(c) for c in deck[:3])  # after Dan
    assert table.view["chien"] == []  # face down until a prise or a garde
    again = Table()
    assert "nombre" in again.refused("TAROT-DEAL-1", "hand_started", hand=1, hand_size=18)
    five = Table(5).deal(shuffled(4)).match.hand
    assert len(five.chien) == 3 and {len(c) for c in five.held.values()} == {15}


def test_tarot_bid_1_each_bid_above_the_last_and_all_pass_is_void():
    table = Table().deal().bids("garde", None)
    said = table.refused("TAROT-BID-1", "contract_bid", player="chloe", contract="prise")
    assert "plus fort que garde" in said
    assert [m["contract"] for m in table.offered("contract_bid")] == ["garde_sans", "garde_contre"]
    table.refused("TAROT-BID-1", "passed", player="anna")  # not her turn: she spoke
    void = Table().deal().bids(None, None, None, None)
    assert void.match.results[-1].points == dict.fromkeys(void.ids, 0)
    void.deal()
    assert void.match.hand.dealer == "anna"  # the next player deals


def test_tarot_bid_2_the_contract_multiplies_the_hand():
    prise = Table().deal().bids("prise", None, None, None)
    prise.post("ecart_laid", player="anna", cards=ECART).play_out()
    garde = _ready().play_out()
    low, high = prise.match.results[-1], garde.match.results[-1]
    assert (low.marks["contract"], high.marks["contract"]) == ("prise", "garde")
    assert low.marks["made"] == high.marks["made"]  # the same cards, the same tricks
    assert high.points == {p: 2 * pts for p, pts in low.points.items()}


def test_tarot_call_1_a_king_at_five_a_queen_only_with_the_four_kings():
    four = _garde()
    four.refused("TAROT-CALL-1", "card_called", player="anna", card="KH")  # at five only
    table = Table(5).deal(shuffled(11)).bids("prise", None, None, None, None)
    assert table.match.hand.phase == "call" and table.view["chien"] == []
    said = table.refused("TAROT-CALL-1", "card_called", player="anna", card="QH")
    assert "roi" in said and "dame de cœur" in said
    table.refused("TAROT-CALL-1", "card_called", player="ben", card="KH")
    assert {m["card"] for m in table.offered("card_called")} == {"KS", "KH", "KD", "KC"}
    table.post("card_called", player="anna", card="KH")
    assert table.match.hand.phase == "ecart" and len(table.view["chien"]) == 3


def test_tarot_call_2_the_partner_known_when_the_called_card_falls():
    table = Table(5).deal(shuffled(11)).bids("garde_sans", None, None, None, None)
    held = table.match.hand.held
    king = next(k for k in ("KH", "KS", "KD", "KC") if Card.parse(k) not in held["anna"])
    holder = next(p for p, cards in held.items() if Card.parse(king) in cards)
    table.post("card_called", player="anna", card=king)
    assert table.view["attack"] == ["anna"]  # not known before the card falls
    steps = []
    while table.match.in_hand:
        before, card = table.match, table.offered()[0]["card"]
        table.play(card)
        if card == king:
            steps = _explained(before, table, card)
    assert any(s["rule"] == "TAROT-CALL-2" for s in steps)
    result = table.match.results[-1]
    assert result.marks["partner"] == holder and set(result.camps["attack"]) == {"anna", holder}
    assert result.points[holder] == -result.points[next(iter(result.camps["defense"]))]
    assert sum(result.points.values()) == 0


def _explained(before, table: Table, card: str) -> list[dict]:
    from replays.model import Event

    event = Event("card_played", {"player": before.hand.turn, "card": card}, before.seq + 1)
    return explain.explain(before, event, None, "g_test")["steps"]


def test_tarot_chien_1_the_ecart_no_king_no_bout_trumps_only_when_forced():
    table = _garde()
    assert table.match.hand.phase == "ecart" and len(table.view["chien"]) == 6
    bad = ["KS", "5C", "4C", "3C", "2C", "AC"]
    assert "roi de pique" in table.refused("TAROT-CHIEN-1", "ecart_laid", player="anna", cards=bad)
    bout = ["EX", "5C", "4C", "3C", "2C", "AC"]
    assert "excuse" in table.refused("TAROT-CHIEN-1", "ecart_laid", player="anna", cards=bout)
    trump = ["11T", "5C", "4C", "3C", "2C", "AC"]
    said = table.refused("TAROT-CHIEN-1", "ecart_laid", player="anna", cards=trump)
    assert "11 d'atout" in said
    table.refused("TAROT-CHIEN-1", "ecart_laid", player="ben", cards=ECART)
    table.refused("TAROT-PLAY-1", "card_played", player="anna", card="KS")  # écart first
    table.post("ecart_laid", player="anna", cards=ECART)
    assert len(table.match.hand.held["anna"]) == 18 and table.view["ecart_trumps"] == []
    assert fold_view_as(table, "ben")["ecart"] == [] and fold_view_as(table, "anna")["ecart"]


def fold_view_as(table: Table, pid: str) -> dict:
    from replays import match as fold

    return fold.view(table.match, pid)


def test_tarot_chien_2_garde_sans_and_contre_the_chien_unseen_to_its_camp():
    sans = Table().deal().bids("garde_sans", None, None, None)
    assert sans.match.hand.phase == "play" and sans.view["chien"] == []
    sans.refused("TAROT-CHIEN-1", "ecart_laid", player="anna", cards=ECART)
    contre = Table().deal().bids("garde_contre", None, None, None)
    sans.play_out(), contre.play_out()
    chien = sum(halves(Card.parse(c)) for c in CHIEN_CARDS.split())  # 11T and 5 low clubs: 3
    made = [2 * t.match.results[-1].marks["made"] + bool(t.match.results[-1].marks.get("half"))
            for t in (sans, contre)]  # fmt: skip
    assert made[0] - made[1] == chien == 6


def test_tarot_play_1_fournir_couper_monter_even_over_a_partner():
    table = _ready().play("KS")
    said = table.refused("TAROT-PLAY-1", "card_played", player="ben", card="1T")
    assert "fournir" in said and "9 de pique" in said
    table.play("6S", "2S")
    said = table.refused("TAROT-PLAY-1", "card_played", player="dan", card="4H")
    assert "couper" in said
    table.play("9T")  # Dan takes the king with a trump
    assert table.match.hand.winners == ("dan",)
    table.play("6C", "EX")  # TAROT-EXCUSE-1: instead of trumping
    assert {m["card"] for m in table.offered()} == {"1T", "2T", "4T", "5T", "6T"}
    table.play("6T", "QC")
    assert table.match.hand.winners[-1] == "ben"
    table.play("2T", "7T")  # Chloé, Dan's partner, is master
    said = table.refused("TAROT-PLAY-1", "card_played", player="dan", card="3T")
    assert "monter sur le 7 d'atout" in said
    table.play("10T")
    assert {m["card"] for m in table.offered()} == {f"{n}T" for n in range(11, 22)}


def test_tarot_excuse_1_kept_by_its_camp_lost_at_the_last_trick_unless_chelem():
    table = _ready().play("KS", "6S", "2S", "9T", "6C", "EX", "6T", "QC")
    hand: Hand = table.match.hand
    assert hand.winners[-1] == "ben"  # the Excuse wins no trick
    done = Table().deal().bids("garde", None, None, None)
    done.post("ecart_laid", player="anna", cards=ECART).play_out()
    marks = done.match.results[-1].marks
    assert marks["bouts"] >= 2  # the 21 and the Excuse, kept by Anna's camp
    last = _last_trick(excuse_by="anna", earlier=("anna",) * 17)
    assert trick_winner(last) == "anna"  # a chelem: the Excuse takes the last trick
    lost = _last_trick(excuse_by="anna", earlier=("anna",) * 16 + ("ben",))
    assert trick_winner(lost) == "ben"


def _last_trick(excuse_by: str, earlier: tuple[str, ...]) -> Hand:
    order = ("anna", "ben", "chloe", "dan")
    filler = tuple((p, Card.parse("2D")) for _ in earlier for p in order)
    trick = ((excuse_by, Card.parse("EX")), ("ben", Card.parse("5T")))
    trick += (("chloe", Card.parse("3S")), ("dan", Card.parse("4S")))
    return Hand(1, "dan", order, taker="anna", contract="garde", phase="play",
                plays=filler + trick, winners=earlier)  # fmt: skip


def test_tarot_poignee_1_shown_before_ones_first_card():
    table = _ready()
    trumps = [f"{n}T" for n in range(12, 22)]
    assert {"player": "anna", "cards": [f"{n}T" for n in range(11, 21)]} in table.offered(
        "poignee_shown"
    )
    ben = ["1T", "2T", "4T", "5T", "6T"]
    said = table.refused("TAROT-POIGNEE-1", "poignee_shown", player="ben", cards=ben)
    assert "10, 13 ou 15 atouts" in said
    table.post("poignee_shown", player="anna", cards=trumps).play("KS")
    table.refused("TAROT-POIGNEE-1", "poignee_shown", player="anna", cards=trumps)
    table.play_out()
    result = table.match.results[-1]
    assert result.marks["poignee"] == "simple" and sum(result.points.values()) == 0


def test_tarot_chelem_1_announced_before_the_first_card_by_the_taker():
    table = _ready()
    table.refused("TAROT-CHELEM-1", "chelem_announced", player="ben")
    table.post("chelem_announced", player="anna")
    assert table.match.hand.turn == "anna"
    late = _ready().play("KS")
    said = late.refused("TAROT-CHELEM-1", "chelem_announced", player="anna")
    assert "avant" in said
    table.play_out()
    assert table.match.results[-1].marks["chelem"] == "announced_failed"


def test_a_hand_is_scored_from_its_tricks_as_the_sheet_scores_it():
    for players, seed in ((3, 5), (4, 6), (5, 7)):
        table = Table(players).deal(shuffled(seed))
        table.bids("garde", *[None] * (players - 1))
        if players == 5:
            table.post("card_called", player=table.ids[0], card="KS")
        ecart = table.offered("ecart_laid")[0]["cards"]
        table.post("ecart_laid", player=table.ids[0], cards=ecart).play_out()
        result = table.match.results[-1]
        hand = sheet.declared(result.marks)
        assert result.points == shares(hand, table.ids) and sum(result.points.values()) == 0
        halves_made = 2 * hand.made + hand.half
        assert halves_made == counted_halves(table)


def counted_halves(table: Table) -> int:
    """The taker's camp's half-points counted again from the view's tricks: its tricks, the
    cards never played (écart or chien), the Excuse given back for a ½ (TAROT-EXCUSE-1)."""
    view = table.view
    side = set(table.match.results[-1].camps["attack"])
    played = {t["card"] for tr in view["tricks"] for t in tr["cards"]}
    rest = [c for c in pack() if str(c) not in played]
    total = sum(halves(c) for c in rest)
    for i, trick in enumerate(view["tricks"]):
        cards = {t["card"]: t["player"] for t in trick["cards"]}
        mine = trick["winner"] in side
        total += sum(halves(Card.parse(c)) for c in cards) if mine else 0
        excuse = cards.get("EX")
        if excuse and i < len(view["tricks"]) - 1 and (excuse in side) != mine:
            total += 8 if excuse in side else -8
    return total

"""A whole match through the API: three hands, the exchange before hands 2 and 3, many
revolutions, titles and points worked out by hand (PRES-REV-1, PRES-XCHG-1, PRES-RANK-1,
PRES-MATCH-1). Seats anna, ben, chloe, dan; points: Président 3 (the rest as default)."""

from __future__ import annotations

import random

from replays import match as fold
from replays.catalogue import localised
from replays.registry import engine_for
from tests.support.president_table import RACE, passes, play, quad, start, table

# Hand 2, as dealt. After the exchange (chloe's 2S 2H to dan, dan's 5S 5H back; ben's QS to
# anna, anna's 6H back): chloe 3333 4444 5555 6S, ben 7777 8888 9999 6H,
# anna 10101010 JJJJ QQQQ 6D, dan KKKK AAAA 2222 6C.
HAND_2 = {
    "anna": [*quad("10"), *quad("J"), "QH", "QD", "QC", "6D", "6H"],
    "ben": [*quad("7"), *quad("8"), *quad("9"), "QS"],
    "chloe": [*quad("3"), *quad("4"), "5D", "5C", "6S", "2S", "2H"],
    "dan": [*quad("K"), *quad("A"), "2D", "2C", "6C", "5S", "5H"],
}
# Hand 3, as dealt. After the exchange (ben's QS QH to chloe, chloe's 5S 5H back; anna's KS
# to dan, dan's 6H back): ben 3333 4444 5555 6S, anna 6H 7777 8888 9999,
# chloe 10101010 JJJJ QQQQ 6D, dan KKKK AAAA 2222 6C.
HAND_3 = {
    "anna": [*quad("7"), *quad("8"), *quad("9"), "KS"],
    "ben": [*quad("3"), *quad("4"), "5D", "5C", "6S", "QS", "QH"],
    "chloe": [*quad("10"), *quad("J"), "QD", "QC", "6D", "5S", "5H"],
    "dan": ["KH", "KD", "KC", *quad("A"), *quad("2"), "6C", "6H"],
}


def give(t, giver: str, receiver: str, *cards: str) -> None:
    t.ok("cards_exchanged", {"from": giver, "to": receiver, "cards": list(cards)})


def rev(t) -> bool:
    return t.hand()["revolution"]


def hand_1(t) -> None:
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    play(t, "chloe", "QD")
    play(t, "dan", "QC")
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("A"))  # revolution
    assert rev(t)
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("2"))  # 2s no longer close; a four again: order back
    assert not rev(t) and t.hand()["trick"]["rank"] == "2"
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("K"))  # revolution; dan is out, first
    passes(t, "anna", "ben", "chloe")  # anna leads, next after dan
    play(t, "anna", *quad("3"))  # 3s close during a revolution; order back
    assert t.hand()["lead"]["reason"] == "threes" and not rev(t)
    play(t, "anna", *quad("4"))  # revolution
    passes(t, "ben", "chloe")
    play(t, "anna", *quad("5"))  # order back; anna is out, second
    play(t, "ben", *quad("6"))  # revolution
    passes(t, "chloe")
    play(t, "ben", *quad("7"))  # order back
    play(t, "chloe", *quad("9"))  # revolution
    play(t, "ben", *quad("8"))  # an 8 beats a 9 in the reversed order; ben is out, third


def hand_2(t) -> None:
    give(t, "chloe", "dan", "2S", "2H")  # the Trou's two best cards
    give(t, "dan", "chloe", "5S", "5H")
    give(t, "ben", "anna", "QS")  # the Vice-trou's best card
    give(t, "anna", "ben", "6H")
    assert t.hand()["turn"] == "chloe" and not rev(t)  # the Trou leads, no revolution
    play(t, "chloe", "6S")
    play(t, "dan", "6C")
    play(t, "anna", "6D")
    play(t, "ben", "6H")
    passes(t, "chloe", "dan", "anna")
    play(t, "ben", *quad("7"))  # revolution
    play(t, "chloe", *quad("3"))  # 3s close; order back
    play(t, "chloe", *quad("4"))  # revolution
    passes(t, "dan", "anna", "ben")
    play(t, "chloe", *quad("5"))  # order back; chloe is out, first
    play(t, "dan", *quad("K"))  # revolution
    play(t, "anna", *quad("10"))  # order back
    passes(t, "ben")
    play(t, "dan", *quad("A"))  # revolution
    play(t, "anna", *quad("J"))  # order back
    passes(t, "ben")
    play(t, "dan", *quad("2"))  # 2s close; dan is out, second: anna leads
    assert t.hand()["lead"]["player"] == "anna"
    play(t, "anna", *quad("Q"))  # anna is out, third


def hand_3(t) -> None:
    give(t, "ben", "chloe", "QS", "QH")
    give(t, "chloe", "ben", "5S", "5H")
    give(t, "anna", "dan", "KS")
    give(t, "dan", "anna", "6H")
    assert t.hand()["turn"] == "ben"
    play(t, "ben", "6S")
    play(t, "chloe", "6D")
    play(t, "dan", "6C")
    play(t, "anna", "6H")
    passes(t, "ben", "chloe", "dan")
    play(t, "anna", *quad("7"))  # revolution
    play(t, "ben", *quad("3"))  # 3s close; order back
    play(t, "ben", *quad("4"))  # revolution
    passes(t, "chloe", "dan", "anna")
    play(t, "ben", *quad("5"))  # order back; ben is out, first
    play(t, "chloe", *quad("10"))  # revolution
    passes(t, "dan")
    play(t, "anna", *quad("8"))  # order back
    play(t, "chloe", *quad("J"))  # revolution
    passes(t, "dan")
    play(t, "anna", *quad("9"))  # order back; anna is out, second
    play(t, "chloe", *quad("Q"))  # chloe is out, third: dan is the Trou


def test_match_of_three_hands_with_exchange_and_revolutions(new_table):
    t = table(new_table, rounds=3, points={"president": 3})
    start(t, hands=RACE)
    hand_1(t)
    assert t.hand()["titles"] == {
        "dan": "president",
        "anna": "vice_president",
        "ben": "vice_trou",
        "chloe": "trou",
    }
    start(t, hand=2, dealer="anna", hands=HAND_2)
    hand_2(t)
    assert t.hand()["out"] == ["chloe", "dan", "anna", "ben"]
    start(t, hand=3, dealer="ben", hands=HAND_3)
    hand_3(t)
    assert t.hand()["out"] == ["ben", "anna", "chloe", "dan"]
    scores = t.scores()
    assert [h["points"] for h in scores["hands"]] == [
        {"anna": 1, "ben": -1, "chloe": -2, "dan": 3},
        {"anna": -1, "ben": -2, "chloe": 3, "dan": 1},
        {"anna": 1, "ben": 3, "chloe": -1, "dan": -2},
    ]
    assert scores["totals"] == {"anna": 1, "ben": 0, "chloe": 0, "dan": 2}
    assert scores["match_over"] and scores["winner"] == "dan" and scores["tie"] is False


def test_a_random_legal_game_replays_from_its_stored_events(new_table):
    """Legal moves from the API, posted back; a replay of GET /events gives GET /state."""
    players = ["anna", "ben", "chloe", "dan", "emma"]
    t = table(
        new_table, preset="huit-ferme-le-pli", players=players, rounds=2, jokers=2, sequences=True
    )
    rnd = random.Random(2026)
    for number in (1, 2):
        t.ok("hand_started", hand=number, dealer=players[number], seed=number)
        while t.state()["in_hand"]:
            move = rnd.choice(t.moves())
            t.ok(move["type"], move["data"])
        assert sorted(t.scores()["hands"][-1]["order"]) == sorted(players)
    events = t.events()
    replayed = fold.replay(events)
    assert localised(engine_for("president").play.view(replayed)) == t.hand()
    assert replayed.totals == t.scores()["totals"] and t.scores()["match_over"]
    middle = len(events) // 2
    assert localised(engine_for("president").play.view(fold.replay(events, upto=middle))) == t.hand(
        at=middle
    )

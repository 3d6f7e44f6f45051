"""Président through the API: the deal and who starts (PRES-SETUP-1, PRES-START-1), and the
helpers the other Président API tests share (a deck that deals the hands a test wants)."""

from __future__ import annotations

from replays.cards import deck

FOUR = ["anna", "ben", "chloe", "dan"]

# A hand that ends fast (4 players, dealer dan, revolution off): three fours of a kind and a
# queen each. The order of play below makes dan, chloe, ben, anna finish in that order.
RACE = {
    "anna": ["3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C", "5S", "5H", "5D", "5C", "QH"],
    "ben": ["6S", "6H", "6D", "6C", "7S", "7H", "7D", "7C", "8S", "8H", "8D", "8C", "QS"],
    "chloe": ["9S", "9H", "9D", "9C", "10S", "10H", "10D", "10C", "JS", "JH", "JD", "JC", "QD"],
    "dan": ["KS", "KH", "KD", "KC", "AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "QC"],
}
RACE_ORDER = ["dan", "chloe", "ben", "anna"]


def quad(rank: str) -> list[str]:
    return [f"{rank}{s}" for s in "SHDC"]


def race(t) -> None:
    """Play RACE from its first card: dan, chloe, ben then anna are out (PRES-RANK-1)."""
    play(t, "anna", "QH")
    play(t, "ben", "QS")
    play(t, "chloe", "QD")
    play(t, "dan", "QC")
    passes(t, "anna", "ben", "chloe")  # everyone passed on dan's queen: dan leads
    play(t, "dan", *quad("2"))  # 2s close the trick: dan leads again
    play(t, "dan", *quad("A"))
    passes(t, "anna", "ben", "chloe")
    play(t, "dan", *quad("K"))  # dan is out (1st); nobody follows
    passes(t, "anna", "ben", "chloe")  # the lead goes to anna, next after dan
    play(t, "anna", *quad("3"))
    play(t, "ben", *quad("6"))
    play(t, "chloe", *quad("9"))
    passes(t, "anna", "ben")
    play(t, "chloe", *quad("10"))
    passes(t, "anna", "ben")
    play(t, "chloe", *quad("J"))  # chloe is out (2nd)
    passes(t, "anna", "ben")  # anna leads, next after chloe
    play(t, "anna", *quad("4"))
    play(t, "ben", *quad("7"))
    passes(t, "anna")
    play(t, "ben", *quad("8"))  # ben is out (3rd): anna is placed last


def deal_for(players: list[str], dealer: str, hands: dict[str, list[str]], jokers: int = 0):
    """The deck order that deals `hands` one card at a time from the player left of `dealer`;
    hands given short are filled with the remaining cards in deck order."""
    n, first = len(players), (players.index(dealer) + 1) % len(players)
    total = 52 + jokers
    extra = total % n  # the first `extra` players dealt get one card more
    counts = {p: total // n + ((s - first) % n < extra) for s, p in enumerate(players)}
    given = [c for cards in hands.values() for c in cards]
    rest = [str(c) for c in deck(52, 1, jokers=jokers)]
    for card in given:
        rest.remove(card)
    full = {p: list(hands.get(p, [])) for p in players}
    for p in players:
        while len(full[p]) < counts[p]:
            full[p].append(rest.pop(0))
    order = [players[(first + i) % n] for i in range(n)]
    return [full[order[i % n]][i // n] for i in range(total)]


def start(t, players=FOUR, dealer="dan", hands=None, jokers=0, hand=1, **extra) -> dict:
    cards = deal_for(list(players), dealer, hands or {}, jokers)
    return t.ok("hand_started", hand=hand, dealer=dealer, deck=cards, **extra)


def play(t, player: str, *cards: str) -> dict:
    return t.ok("cards_played", player=player, cards=list(cards))


def passes(t, *players: str) -> None:
    for player in players:
        t.ok("passed", player=player)


def table(
    new_table, preset="standard", players=FOUR, tracking="open", rounds=None, target=None, **options
):
    return new_table(
        "president",
        players=list(players),
        tracking=tracking,
        preset=preset,
        options=options,
        rounds=rounds,
        target=target,
    )


def counts(t) -> dict[str, int]:
    return {p["id"]: p["count"] for p in t.hand()["players"]}


# -- PRES-SETUP-1 ---------------------------------------------------------------------------


def test_pres_setup_1_every_card_dealt_one_at_a_time_from_left_of_dealer(new_table):
    t = table(new_table, players=["anna", "ben", "chloe", "dan", "emma"])
    order = [str(c) for c in deck(52)]
    t.ok("hand_started", hand=1, dealer="ben", deck=order)
    hand = t.hand()
    assert counts(t) == {"anna": 10, "ben": 10, "chloe": 11, "dan": 11, "emma": 10}
    chloe = next(p for p in hand["players"] if p["id"] == "chloe")
    assert sorted(chloe["cards"]) == sorted(order[0::5])  # chloe, left of ben, gets the first
    assert sum(counts(t).values()) == 52


def test_pres_setup_1_a_seed_is_expanded_into_the_stored_deck(new_table):
    t = table(new_table, jokers=2)
    event = t.ok("hand_started", hand=1, dealer="dan", seed=42)
    assert event["data"]["seed"] == 42 and len(event["data"]["deck"]) == 54
    assert sorted(counts(t).values()) == [13, 13, 14, 14]
    assert t.created["rules"]["deck"]["size"] == 54


def test_pres_setup_1_refuses_two_or_eight_players(client):
    for ids in (["anna", "ben"], [f"p{i}" for i in range(8)]):
        body = {
            "game": "president",
            "tracking": "open",
            "players": [{"id": p, "name": p} for p in ids],
        }
        response = client.post("/games", json=body)
        assert response.status_code == 422
        assert response.get_json()["rule"] == "PRES-SETUP-1"


def test_pres_setup_1_refuses_a_deck_that_is_not_the_whole_deck(new_table):
    t = table(new_table)
    short = [str(c) for c in deck(52)][:-1] + ["AS"]
    t.refused("PRES-SETUP-1", "hand_started", hand=1, dealer="dan", deck=short)
    t.refused("PRES-SETUP-1", "hand_started", hand=1, dealer="dan", hand_size=5, seed=1)
    t.ok("hand_started", hand=1, dealer="dan", seed=1)


def test_pres_setup_1_jokers_are_zero_or_two(client):
    body = {
        "game": "president",
        "tracking": "open",
        "options": {"jokers": 1},
        "players": [{"id": p, "name": p} for p in FOUR],
    }
    assert client.post("/games", json=body).status_code == 400


def test_pres_setup_1_a_card_is_played_once_in_table_tracking(new_table):
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    play(t, "anna", "9S")
    t.refused("PRES-SETUP-1", "cards_played", player="ben", cards=["9S"])
    t.refused("PRES-SETUP-1", "cards_played", player="ben", cards=["JK"])  # no jokers here
    play(t, "ben", "9H")
    assert counts(t) == {"anna": 12, "ben": 12, "chloe": 13, "dan": 13}


# -- PRES-START-1 ---------------------------------------------------------------------------


def test_pres_start_1_the_queen_of_hearts_leads_the_first_hand(new_table):
    t = table(new_table)
    start(t, hands={"chloe": ["QH"]})
    hand = t.hand()
    assert hand["turn"] == "chloe" and hand["lead"]["reason"] == "start"
    t.refused("PRES-START-1", "cards_played", player="anna", cards=["AS"])
    play(t, "chloe", "QH")


def test_pres_start_1_a_named_first_player_must_hold_the_queen_in_open_tracking(new_table):
    t = table(new_table)
    cards = deal_for(FOUR, "dan", {"ben": ["QH"]})
    t.refused("PRES-START-1", "hand_started", hand=1, dealer="dan", deck=cards, first_player="anna")
    t.ok("hand_started", hand=1, dealer="dan", deck=cards, first_player="ben")
    assert t.hand()["turn"] == "ben"


def test_pres_start_1_table_tracking_takes_the_tables_word(new_table):
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan", first_player="chloe")
    assert t.hand()["turn"] == "chloe"
    assert [m["data"]["count"] for m in t.moves()] == [1, 2, 3, 4]
    t.refused("PRES-START-1", "cards_played", player="anna", cards=["5S"])


def test_pres_start_1_table_tracking_unnamed_leader_is_the_first_to_play(new_table):
    # first_player is optional (DESIGN.md): at a real table nobody knows who holds the
    # queen of hearts, so whoever lays the first cards leads (was refused: "name the leader").
    t = table(new_table, tracking="table")
    t.ok("hand_started", hand=1, dealer="dan")
    hand = t.hand()
    assert hand["turn"] is None and hand["lead"]["rule"] == "PRES-START-1"
    assert {m["data"]["player"] for m in t.moves()} == set(FOUR)
    t.refused("PRES-TRICK-1", "passed", player="ben")  # the leader lays cards, never passes
    play(t, "ben", "5S", "5H")
    assert t.hand()["turn"] == "chloe"
    t.refused("PRES-TURN-1", "cards_played", player="anna", cards=["6S", "6H"])
    steps = t.get("/explain", seq=3)["steps"]
    assert steps[0]["rule"] == "PRES-START-1"


def test_pres_start_1_table_tracking_later_hands_the_named_leader_is_the_trou(new_table):
    t = table(new_table, tracking="table", revolution=False, exchange=False)
    t.ok("hand_started", hand=1, dealer="dan", first_player="anna")
    race(t)
    t.refused("PRES-START-1", "hand_started", hand=2, dealer="anna", first_player="dan")
    t.ok("hand_started", hand=2, dealer="anna", first_player="anna")
    assert t.hand()["turn"] == "anna"


def test_pres_start_1_the_trou_leads_later_hands(new_table):
    t = table(new_table, revolution=False, exchange=False)
    start(t, hands=RACE)
    race(t)
    assert t.scores()["hands"][0]["order"] == RACE_ORDER
    cards = deal_for(FOUR, "anna", {"chloe": ["QH"]})
    t.refused(
        "PRES-START-1", "hand_started", hand=2, dealer="anna", deck=cards, first_player="chloe"
    )
    t.ok("hand_started", hand=2, dealer="anna", deck=cards)
    assert t.hand()["turn"] == "anna"  # the Trou of hand 1, whoever holds the queen
    t.refused("PRES-START-1", "cards_played", player="chloe", cards=["QH"])

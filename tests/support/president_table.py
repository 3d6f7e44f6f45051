"""Président API test support: a deck that deals the hands a test wants, and a fast hand."""

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

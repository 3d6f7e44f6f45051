"""The statistics screen: three finished matches of this phone, per player, as computed by hand;
the same numbers from the server (GET /stats) and, offline, from the phone's own engine; two
names linked into one person."""

from __future__ import annotations

from tests.support.huit_americain import stacked

from .pages import Api, ready, settled

TARGETS = {"rami": 100, "president": 2}


def created(api: Api, game: str, players: list[tuple[str, str]], tracking: str, **settings):
    body = {"game": game, "tracking": tracking, **settings}
    body["players"] = [{"id": pid, "name": name} for pid, name in players]
    status, answer = api.call("POST", "/games", body)
    assert status == 201, answer
    return answer


def logged(api: Api, game: dict, moves: list[tuple[str, dict]]) -> None:
    for type_, data in moves:
        status, body = api.post(game["id"], game["token"], type_, **data)
        assert status == 201, (type_, data, body)


def three_matches(api: Api) -> list[dict]:
    """The matches of tests/api/test_stats.py, played on the live server."""
    rami = created(api, "rami", [("as", "Anne-Sophie"), ("ben", "Ben"), ("chloe", "Chloé")],
                   "score", target=100)  # fmt: skip
    logged(api, rami, [
        ("points_entered", {"hand": 1, "points": {"as": 0, "ben": 45, "chloe": 12}, "rami": "as"}),
        ("points_entered", {"hand": 2, "points": {"as": 30, "ben": 0, "chloe": 8}}),  # seq 3
        ("corrected", {"seq": 3, "data": {"hand": 2, "points": {"as": 3, "ben": 0, "chloe": 8}}}),
        ("points_entered", {"hand": 3, "points": {"as": 5, "ben": 20, "chloe": 0}}),
    ])  # fmt: skip
    huit = created(api, "huit_americain", [("anna", "Anso"), ("ben", "BEN"), ("chloe", "Chloe")],
                   "open", target=1, options={"false_challenge_penalty": True})  # fmt: skip
    deck = huit["rules"]["deck"]
    order = stacked(["6H 9H KD", "5H 2D 9D", "4H QD 2C"], "3H", "3C 3D 6S 5S 4S 3S",
                    size=deck["size"], copies=deck["copies"])  # fmt: skip
    logged(api, huit, [
        ("hand_started", {"hand": 1, "dealer": "chloe", "hand_size": 3, "deck": order}),
        ("card_played", {"player": "anna", "card": "6H"}),
        ("card_played", {"player": "ben", "card": "5H"}),
        ("card_played", {"player": "chloe", "card": "4H"}),
        ("challenged", {"by": "ben", "target": "chloe", "call": "contre-carte"}),  # false
        ("card_played", {"player": "anna", "card": "9H"}),
        ("challenged", {"by": "chloe", "target": "anna", "call": "contre-carte"}),  # forgot
        ("infraction", {"player": "ben", "kind": "out_of_turn"}),
        ("infraction", {"player": "chloe", "kind": "illegal_play"}),
        ("retracted", {"seq": 10}),  # Chloe's infraction counts for nothing
        ("card_played", {"player": "ben", "card": "9D"}),
        ("card_played", {"player": "chloe", "card": "QD"}),
        ("announced", {"player": "chloe", "call": "carte"}),
        ("card_played", {"player": "anna", "card": "KD"}),
        ("card_played", {"player": "ben", "card": "2D"}),
        ("card_played", {"player": "chloe", "card": "2C"}),
    ])  # fmt: skip
    seats = [("p1", "anne-sophie"), ("p2", "BEN"), ("p3", "chloe"), ("p4", "Dan")]
    president = created(api, "president", seats, "score", rounds=2)
    logged(api, president, [
        ("order_entered", {"hand": 1, "order": ["p2", "p1", "p3", "p4"]}),
        ("order_entered", {"hand": 2, "order": ["p1", "p4", "p2", "p3"]}),
    ])  # fmt: skip
    return [rami, huit, president]


def person(page, key: str) -> dict[str, str]:
    card = page.locator(f"#stats-body .person[data-key='{key}']")
    found = {"name": card.locator("h3").inner_text()}
    for stat in ("record", "ramis", "forgotten", "penalties", "titles"):
        cell = card.locator(f"[data-stat={stat}]")
        found[stat] = cell.inner_text() if cell.count() else ""
    for row in card.locator("tr[data-group]").all():
        cells = row.locator("td").all_inner_texts()
        found[row.get_attribute("data-group")] = " | ".join(cells)
    return found


def stats_shown(page, source: str) -> dict[str, dict[str, str]]:
    page.wait_for_selector(f"body[data-stats=ready] #stats-source[data-source={source}]")
    keys = page.locator("#stats-body .person").evaluate_all("cs => cs.map(c => c.dataset.key)")
    return {key: person(page, key) for key in keys}


# By hand (hands | average | best | worst; the lowest wins at Rami and Huit, the highest at
# Président). Rami: Anne-Sophie 0 (her rami), 3 (30 corrected to 3), 5: 8/3 = 2,67; Ben 45×2
# (doubled by the rami) = 90, 0, 20: 110/3 = 36,67; Chloé 12×2 = 24, 8, 0: 32/3 = 10,67.
# Huit (one hand, Chloe out): Anso keeps 6S 5S = 11, BEN 3C 3D 4S 3S = 13, Chloe 0.
# Président, 2 hands (+2 +1 −1 −2): anne-sophie +1 then +2 (1,5); BEN +2 then −1 (0,5);
# chloe −1 then −2 (−1,5); Dan −2 then +1 (−0,5).
# Wins: Rami Anne-Sophie (8 vs 110 and 32), Huit Chloe, Président anne-sophie (3).
ANNE = {
    "name": "Anne-Sophie",
    "record": "3 parties jouées · 2 gagnées",
    "rami:negative": "3 | 2,67 | 0 | 5",
    "huit_americain:negative": "1 | 11 | 11 | 11",
    "president:titles": "2 | 1,5 | 2 | 1",
    "ramis": "1",
    "forgotten": "« Carte ! » 1",
    "penalties": "annonce oubliée 1",
    "titles": "Président 1, Vice-président 1",
}
BEN = {
    "name": "Ben",
    "record": "3 parties jouées · 0 gagnée",
    "rami:negative": "3 | 36,67 | 0 | 90",
    "huit_americain:negative": "1 | 13 | 13 | 13",
    "president:titles": "2 | 0,5 | 2 | -1",
    "ramis": "",
    "forgotten": "",
    "penalties": "contre à tort 1, hors de son tour 1",
    "titles": "Président 1, Vice-trou 1",
}
CHLOE = {
    "name": "Chloé",
    "record": "3 parties jouées · 1 gagnée",
    "rami:negative": "3 | 10,67 | 0 | 24",
    "huit_americain:negative": "1 | 0 | 0 | 0",
    "president:titles": "2 | -1,5 | -1 | -2",
    "ramis": "",
    "forgotten": "",
    "penalties": "",  # her infraction was retracted
    "titles": "Trou 1, Vice-trou 1",
}
DAN = {
    "name": "Dan",
    "record": "1 partie jouée · 0 gagnée",
    "president:titles": "2 | -0,5 | 1 | -2",
    "ramis": "",
    "forgotten": "",
    "penalties": "",
    "titles": "Trou 1, Vice-président 1",
}


def test_stats_of_three_finished_matches_as_counted_by_hand(phone, api):
    matches = three_matches(api)
    ready(phone)
    for match in matches:  # each opened once on this phone with its write link
        phone.goto(f"/?game={match['id']}#write={match['token']}")
        phone.wait_for_selector("#match-end:not([hidden])")
        settled(phone)
    phone.click("#home-button")
    phone.click("#stats-button")
    shown = stats_shown(phone, "server")
    # Anso is not matched to Anne-Sophie by name: a person of her own until linked.
    assert list(shown) == ["ben", "chloe", "anne-sophie", "anso", "dan"]  # most matches first
    assert shown["anso"]["record"] == "1 partie jouée · 0 gagnée"
    phone.select_option("#link-from", "Anso")
    phone.select_option("#link-to", "Anne-Sophie")
    phone.get_by_role("button", name="Relier").click()
    phone.wait_for_selector("#stats-body .link-list")
    online = stats_shown(phone, "server")
    assert list(online) == ["anne-sophie", "ben", "chloe", "dan"]
    assert online == {"anne-sophie": ANNE, "ben": BEN, "chloe": CHLOE, "dan": DAN}
    captions = phone.locator("#stats-body .person caption").all_text_contents()
    assert captions[:2] == ["Les manches d'Anne-Sophie, par jeu", "Les manches de Ben, par jeu"]
    wins = phone.locator("#chart-wins desc").text_content()
    assert wins == "Anne-Sophie 2 / 3, Ben 0 / 3, Chloé 1 / 3, Dan 0 / 1"

    phone.context.set_offline(True)
    phone.get_by_role("button", name="Calculer").click()
    assert stats_shown(phone, "phone") == online  # the same function, run by the phone

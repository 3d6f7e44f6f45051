"""Every error status has its JSON body; bad input never changes the log."""

from __future__ import annotations

import pytest

from tests.support.helpers import games_stored


@pytest.fixture
def t(new_table):
    return new_table("rami", players=["anna", "ben"], tracking="score")


def _error(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["error"] == code and body["message"]
    return body


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"type": "note", "data": {"text": "x"}, "extra": 1}, "extra"),
        ({"type": "nonsense", "data": {}}, "type"),
        ({"type": "note", "data": {"text": 5}}, "data"),
        ({"type": "note", "data": {"txt": "x"}}, "data"),
        ({"type": "points_entered", "data": {"hand": "1", "points": {}}}, "data"),
        ({"type": "points_entered", "data": {"hand": True, "points": {}}}, "data"),
        ({"type": "hand_revealed", "data": {"player": "anna", "cards": ["ZZ"]}}, "data"),
        ({"type": "note", "data": {"text": "x"}, "expected_seq": "1"}, "expected_seq"),
        ({"data": {}}, "type"),
        ({"type": "note", "data": {"text": "Carte\x00 !"}}, "data"),
        ({"type": "note", "data": {"text": "\x07"}}, "data"),
    ],
)
def test_400_malformed_events_with_per_field_messages(t, client, payload, field):
    before = t.events()
    r = client.post(f"/games/{t.id}/events", json=payload, headers=t.auth)
    body = _error(r, 400, "invalid")
    assert field in body["errors"]
    assert t.events() == before


@pytest.mark.parametrize(
    "name", ["  ", "\u00a0", "An\x00na", "An\nna", "", "\u200b", "\u200b\u200d ", "\ufeff\u2060"]
)
def test_400_a_name_no_sentence_can_show(client, name):
    """A player's name is said in rulings and shown on the page: not blank, one line; a
    name of zero-width characters (format, Cf) is blank on the score sheet too."""
    before = games_stored(client)
    players = [{"id": "a", "name": name}, {"id": "b", "name": "Ben"}]
    r = client.post("/games", json={**_RAMI, "players": players})
    assert "players" in _error(r, 400, "invalid")["errors"]
    assert games_stored(client) == before


def test_a_name_with_a_joined_emoji_is_shown_as_typed(client):
    """A zero-width joiner inside a name (an emoji sequence) is part of what is shown."""
    name = "Chloé \U0001f469\u200d\U0001f9b0"
    players = [{"id": "a", "name": name}, {"id": "b", "name": "Ben"}]
    r = client.post("/games", json={**_RAMI, "players": players})
    assert r.status_code == 201 and r.get_json()["players"][0]["name"] == name


def test_a_note_keeps_its_lines_and_french_spaces(t):
    text = "Anna\u202f: « Carte\u00a0! »\n\tBen pioche"
    assert t.ok("note", text=text)["data"]["text"] == text


def test_400_unknown_card_says_which(t, client):
    r = client.post(
        f"/games/{t.id}/events",
        json={"type": "hand_revealed", "data": {"player": "anna", "cards": ["KH", "1Z"]}},
        headers=t.auth,
    )
    body = _error(r, 400, "invalid")
    assert "Carte inconnue « 1Z »" in body["message"]  # French unless the reader asks otherwise
    assert body["errors"] == {"data": {"cards": {"1": [body["message"].split(": ", 1)[1]]}}}
    english = client.post(
        f"/games/{t.id}/events?lang=en",
        json={"type": "hand_revealed", "data": {"player": "anna", "cards": ["KH", "1Z"]}},
        headers=t.auth,
    )
    assert "Unknown card '1Z'" in _error(english, 400, "invalid")["message"]


@pytest.mark.parametrize("raw", [b"{not json", b"[1, 2]", b"", b'"text"'])
def test_400_body_not_a_json_object(t, client, raw):
    r = client.post(
        f"/games/{t.id}/events", data=raw, headers={**t.auth, "Content-Type": "application/json"}
    )
    _error(r, 400, "invalid")
    assert len(t.events()) == 1


def test_401_without_token(t, client):
    r = client.post(f"/games/{t.id}/events", json={"type": "note", "data": {"text": "x"}})
    assert "Bearer" in _error(r, 401, "unauthorized")["message"]


def test_403_with_another_games_token(t, new_table, client):
    other = new_table("rami", players=["anna", "ben"], tracking="score")
    r = client.post(
        f"/games/{t.id}/events", json={"type": "note", "data": {"text": "x"}}, headers=other.auth
    )
    _error(r, 403, "forbidden")
    assert len(t.events()) == 1


@pytest.mark.parametrize("path", ["", "/state", "/scores", "/events", "/export", "/legal-moves"])
def test_404_unknown_game(client, path):
    _error(client.get(f"/games/g_nope{path}"), 404, "not_found")


@pytest.mark.parametrize("game", ["g_nope", "%00", "g_%00", "%C3%A9t%C3%A9", "x" * 3000])
@pytest.mark.parametrize("method, path", [
    ("GET", ""), ("GET", "/events"), ("GET", "/state"), ("GET", "/stream"), ("GET", "/explain"),
    ("POST", "/events"), ("POST", "/say"), ("POST", "/rulings"), ("POST", "/token"),
])  # fmt: skip
def test_404_for_an_id_no_game_can_have_on_every_route(client, game, method, path):
    """No read of the database for it (PostgreSQL refuses a NUL with an error of its own)."""
    r = client.open(f"/games/{game}{path}", method=method, json={}, headers={"Authorization": "x"})
    assert "Aucune partie" in _error(r, 404, "not_found")["message"]
    assert client.post("/games", json=_RAMI).status_code == 201  # the next request is served


_RAMI = {
    "game": "rami",
    "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
    "tracking": "score",
}


def test_404_unknown_route_and_post_to_unknown_game(client):
    _error(client.get("/nowhere"), 404, "not_found")
    r = client.post(
        "/games/g_nope/events",
        json={"type": "note", "data": {"text": "x"}},
        headers={"Authorization": "Bearer x"},
    )
    _error(r, 404, "not_found")


def test_405_keeps_allow_header(client, t):
    r = client.delete(f"/games/{t.id}/events")
    _error(r, 405, "method_not_allowed")
    assert set(r.headers["Allow"].split(", ")) >= {"GET", "POST"}


@pytest.mark.parametrize("method", ["get", "head", "put", "delete"])
def test_405_for_the_import_route_names_its_methods(client, method):
    """`/games/import` is a route of its own, not a game called "import"."""
    r = getattr(client, method)("/games/import")
    assert r.status_code == 405
    assert set(r.headers["Allow"].split(", ")) == {"POST", "OPTIONS"}
    if method != "head":
        _error(r, 405, "method_not_allowed")


def test_409_stale_expected_seq(t):
    r = t.post("note", {"text": "x"}, expected_seq=0)
    assert _error(r, 409, "stale_seq")["current_seq"] == 1


def test_413_body_too_large(t, client):
    r = client.post(
        f"/games/{t.id}/events",
        json={"type": "note", "data": {"text": "x" * 100_000}},
        headers=t.auth,
    )
    _error(r, 413, "too_large")
    assert len(t.events()) == 1


def test_422_rule_violation_names_the_rule(t):
    body = t.refused("CORE-TRACK-1", "card_taken", player="anna", source="stock")
    assert "scores seuls" in body["message"] and body["params"] == {}


def test_422_core_player_1(t):
    t.refused("CORE-PLAYER-1", "points_entered", hand=1, points={"anna": 1, "zoe": 2})


def test_400_bad_query_parameters(t, client):
    _error(client.get(f"/games/{t.id}/state?at=abc"), 400, "invalid")
    _error(client.get(f"/games/{t.id}/state?at=99"), 400, "invalid")
    _error(client.get(f"/games/{t.id}/state?as=zoe"), 400, "invalid")
    _error(client.get(f"/games/{t.id}/export?format=pdf"), 400, "invalid")


@pytest.mark.parametrize(
    "body",
    [
        {"game": "poker", "players": [{"id": "a", "name": "A"}], "tracking": "score"},
        {
            "game": "rami",
            "players": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}],
            "tracking": "score",
        },
        {"game": "rami", "players": [{"id": "a b", "name": "A"}], "tracking": "score"},
        {
            "game": "rami",
            "preset": "nope",
            "players": [{"id": "a", "name": "A"}],
            "tracking": "score",
        },
        {
            "game": "rami",
            "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
            "tracking": "score",
            "options": {"jokers": "two"},
        },
        {
            "game": "rami",
            "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
            "tracking": "score",
            "options": {"nope": 1},
        },
        {
            "game": "rami",
            "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
            "tracking": "score",
            "scoring": "positive",
        },
        {
            "game": "rami",
            "players": [{"id": f"p{i}", "name": "P"} for i in range(21)],
            "tracking": "score",
        },
    ],
)
def test_400_bad_new_game(client, body):
    _error(client.post("/games", json=body), 400, "invalid")
    assert games_stored(client) == 0


def test_422_too_many_players_for_rami(client):
    body = {
        "game": "rami",
        "players": [{"id": f"p{i}", "name": "P"} for i in range(8)],
        "tracking": "score",
    }
    r = client.post("/games", json=body)
    assert _error(r, 422, "rule_violation")["rule"] == "RAMI-SETUP-1"

"""The limits of openapi.yaml's `info`: each refused with a clear 4xx, nothing stored.

Each limit is tested on both sides: the largest accepted value, and one more refused.
"""

from __future__ import annotations

import json

import pytest

from service.api import MAX_DEVICE, MAX_KEY
from tests.support.helpers import games_stored, player_list, utf8_header

KIB = 1024


@pytest.fixture
def t(new_table):
    return new_table("rami", players=["anna", "ben"], tracking="score")


def _refused(response, status: int = 400, code: str = "invalid") -> dict:
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    body = response.get_json()
    assert body["error"] == code and body["message"], body
    return body


def _padded(payload: dict, size: int) -> bytes:
    """`payload` as JSON, padded with spaces to exactly `size` bytes (still valid JSON)."""
    raw = json.dumps(payload).encode()
    return raw[:-1] + b" " * (size - len(raw)) + raw[-1:]


def _post_raw(client, path: str, raw: bytes, headers: dict | None = None):
    return client.post(
        path, data=raw, headers={"Content-Type": "application/json", **(headers or {})}
    )


# -- request body size: 64 KiB ----------------------------------------------------------


def test_event_body_of_64_kib_is_read_one_byte_more_is_413(t, client):
    path = f"/games/{t.id}/events"
    note = {"type": "note", "data": {"text": "spaces pad this body"}}
    assert _post_raw(client, path, _padded(note, 64 * KIB), t.auth).status_code == 201
    body = _refused(_post_raw(client, path, _padded(note, 64 * KIB + 1), t.auth), 413, "too_large")
    assert body["message"] == "La requête est plus grosse que ce que ce point d'accès accepte"
    english = {**t.auth, "Accept-Language": "en"}
    body = _refused(_post_raw(client, path, _padded(note, 64 * KIB + 1), english), 413, "too_large")
    assert "larger" in body["message"]
    assert len(t.events()) == 2


def test_new_game_body_over_64_kib_is_413(client):
    new = {"game": "rami", "players": player_list(["anna", "ben"]), "tracking": "score"}
    assert _post_raw(client, "/games", _padded(new, 64 * KIB)).status_code == 201
    _refused(_post_raw(client, "/games", _padded(new, 64 * KIB + 1)), 413, "too_large")
    assert games_stored(client) == 1


def test_import_has_its_own_limit_of_32_mib(app, t, client):
    assert app.config["MAX_IMPORT_LENGTH"] == 32 * KIB * KIB
    export = client.get(f"/games/{t.id}/export").get_data()
    app.config["MAX_IMPORT_LENGTH"] = len(export) - 1
    response = client.post(
        "/games/import", data=export, headers={"Content-Type": "application/x-ndjson"}
    )
    _refused(response, 413, "too_large")


def test_import_holds_at_most_max_events(t, client, monkeypatch):
    from service import imports

    t.ok("note", text="one")
    export = client.get(f"/games/{t.id}/export").get_data()
    monkeypatch.setattr(imports, "MAX_EVENTS", 1)
    headers = {"Content-Type": "application/x-ndjson", "Accept-Language": "en"}
    response = client.post("/games/import", data=export, headers=headers)
    assert "at most 1 events" in _refused(response)["message"]


# -- players per game: 1 to 20 -----------------------------------------------------------


@pytest.mark.parametrize("game", ["huit_americain", "rami", "president"])
@pytest.mark.parametrize("count", [0, 21])
def test_players_per_game_outside_1_to_20_is_400(client, game, count):
    new = {"game": game, "players": player_list([f"p{i}" for i in range(count)]),
           "tracking": "score"}  # fmt: skip
    body = _refused(client.post("/games", json=new))
    assert "players" in body["errors"]
    assert games_stored(client) == 0


def test_twenty_players_pass_the_shape_check(client):
    new = {"game": "huit_americain", "players": player_list([f"p{i}" for i in range(20)]),
           "tracking": "score"}  # fmt: skip
    response = client.post("/games", json=new)
    # 20 is the API's ceiling; a game may set a lower one of its own (a rule: 422).
    assert response.status_code in (201, 422), response.get_json()
    if response.status_code == 422:
        assert response.get_json()["rule"]


# -- one event per request -----------------------------------------------------------------


@pytest.mark.parametrize(
    "payload",
    [
        [{"type": "note", "data": {"text": "a"}}, {"type": "note", "data": {"text": "b"}}],
        {"events": [{"type": "note", "data": {"text": "a"}}]},
        {"type": "note", "data": {"text": "a"}, "events": [{"type": "note", "data": {}}]},
    ],
)
def test_more_than_one_event_per_request_is_400(t, client, payload):
    _refused(client.post(f"/games/{t.id}/events", json=payload, headers=t.auth))
    assert len(t.events()) == 1


def test_ndjson_lines_are_not_a_batch(t, client):
    raw = b'{"type":"note","data":{"text":"a"}}\n{"type":"note","data":{"text":"b"}}\n'
    _refused(_post_raw(client, f"/games/{t.id}/events", raw, t.auth))
    assert len(t.events()) == 1


# -- string lengths ------------------------------------------------------------------------


def _new_game(pid: str = "anna", name: str = "Anna", **extra) -> dict:
    players = [{"id": pid, "name": name}, {"id": "ben", "name": "Ben"}]
    return {"game": "rami", "players": players, "tracking": "score", **extra}


@pytest.mark.parametrize(
    "ok, too_long",
    [
        (_new_game(pid="a" * 40), _new_game(pid="a" * 41)),
        (_new_game(name="N" * 60), _new_game(name="N" * 61)),
        (_new_game(preset="rami-51"), _new_game(preset="r" * 41)),
        (_new_game(scoring="negative"), _new_game(scoring="s" * 41)),
        (_new_game(options={}), _new_game(options={"o" * 41: 1})),
    ],
    ids=["player id", "player name", "preset", "scoring", "option name"],
)
def test_new_game_strings_have_a_length_limit(client, ok, too_long):
    assert client.post("/games", json=ok).status_code == 201
    _refused(client.post("/games", json=too_long))
    assert games_stored(client) == 1


@pytest.mark.parametrize(
    "event_type, field, limit",
    [("note", "text", 2000), ("retracted", "reason", 2000), ("game_abandoned", "reason", 2000)],
)
def test_texts_of_events_have_2000_characters(t, event_type, field, limit):
    data = {"seq": 2} if event_type == "retracted" else {}
    t.ok("note", text="something to retract")
    response = t.post(event_type, {**data, field: "x" * (limit + 1)})
    assert field in _refused(response)["errors"]["data"]
    assert t.post(event_type, {**data, field: "x" * limit}).status_code == 201


def test_empty_text_is_refused(t):
    _refused(t.post("note", {"text": ""}))


@pytest.mark.parametrize("name, limit", [("X-Device", MAX_DEVICE), ("Idempotency-Key", MAX_KEY)])
def test_headers_have_a_length_limit(t, name, limit):
    assert (MAX_DEVICE, MAX_KEY) == (100, 200)  # as openapi.yaml says
    body = _refused(t.post("note", {"text": "x"}, headers={name: "k" * (limit + 1)}))
    assert name in body["message"]
    assert len(t.events()) == 1
    assert t.post("note", {"text": "x"}, headers={name: "k" * limit}).status_code == 201


@pytest.mark.parametrize("name", ["X-Device", "Idempotency-Key"])
@pytest.mark.parametrize("value", ["a\x00b", "ph\x01one", "tab\there", "a\u2028b"])
def test_headers_hold_printable_text_only(t, name, value):
    """As an import requires of `by` and `key` (an export must import again); PostgreSQL's
    text refuses a NUL, and a group commit of other clients' appends shared its failure."""
    body = _refused(t.post("note", {"text": "x"}, headers={name: value}))
    assert name in body["message"] and "imprimables" in body["message"]
    assert len(t.events()) == 1
    said = utf8_header("Téléphone d'Anna")
    assert t.post("note", {"text": "x"}, headers={name: said}).status_code == 201


def test_card_lists_hold_at_most_216_cards(t):
    body = _refused(t.post("hand_revealed", {"hand": 1, "player": "anna", "cards": ["2H"] * 217}))
    assert "cards" in body["errors"]["data"]
    assert len(t.events()) == 1


def test_seed_strings_have_1_to_200_characters(t):
    body = _refused(t.post("hand_started", {"hand": 1, "seed": "s" * 201}))
    assert "seed" in body["errors"]["data"]


@pytest.mark.parametrize("game", ["huit_americain", "rami", "president"])
def test_seed_integers_stop_at_2_53_minus_1(new_table, game):
    """Beyond, RFC 8785 cannot hash the event: it was a 500 before this limit."""
    t = new_table(game, tracking="open")
    body = _refused(t.post("hand_started", {"hand": 1, "dealer": "anna", "seed": 2**53}))
    assert "seed" in body["errors"]["data"]
    assert t.post("hand_started", {"hand": 1, "dealer": "anna", "seed": 2**53 - 1}).status_code in (
        201, 422)  # fmt: skip


# -- query integers: up to 2^31 - 1, ASCII digits -------------------------------------------


def test_query_integers_stop_at_2_31_minus_1(t, client):
    url = f"/games/{t.id}/events?after={{}}"
    assert client.get(url.format(2**31 - 1)).status_code == 200
    for bad in (2**31, 10**30, "²", "-1"):  # a huge one was a 500 (SQLite overflow)
        assert "2147483647" in _refused(client.get(url.format(bad)))["message"]


def test_a_list_of_games_names_at_most_100_ids(t, client):
    assert client.get("/games?ids=" + ",".join([t.id] * 100 + ["g_x"])).status_code == 200
    many = ",".join(f"g_{i:026d}" for i in range(101))
    assert "Au plus 100" in _refused(client.get(f"/games?ids={many}"))["message"]
    english = _refused(client.get(f"/games?ids={many}", headers={"Accept-Language": "en"}))
    assert english["message"] == "At most 100 ids at once"


# -- nesting: a crafted body is a 400, never a 500 -----------------------------------------


@pytest.mark.parametrize("depth", [2000, 20_000])
def test_deeply_nested_json_is_400(t, client, depth):
    raw = ('{"type": "note", "data": {"text": ' + "[" * depth + "]" * depth + "}}").encode()
    body = _refused(_post_raw(client, f"/games/{t.id}/events", raw, t.auth))
    assert "imbriqué" in body["message"]
    new = b'{"game": "rami", "players": ' + b"[" * depth + b"]" * depth + b"}"
    _refused(_post_raw(client, "/games", new))
    assert len(t.events()) == 1


def test_deeply_nested_import_line_is_refused(client):
    line = b'{"game": ' + b"[" * 5000 + b"]" * 5000 + b"}\n"
    response = client.post(
        "/games/import", data=line, headers={"Content-Type": "application/x-ndjson"}
    )
    assert 400 <= response.status_code < 500
    assert games_stored(client) == 0


@pytest.mark.parametrize(
    "text", [rb'"\ud800"', rb'"ab\uDFFFcd"', b'"\xed\xa0\x80"'], ids=["escaped", "low", "raw"]
)
def test_lone_surrogate_is_400(t, client, text):
    raw = b'{"type": "note", "data": {"text": ' + text + b"}}"
    body = _refused(_post_raw(client, f"/games/{t.id}/events", raw, t.auth))
    assert "demi-caractère" in body["message"]
    pair = rb'{"type": "note", "data": {"text": "\ud83c\udccf"}}'  # a joker, as a valid pair
    assert _post_raw(client, f"/games/{t.id}/events", pair, t.auth).get_json()["data"] == {
        "text": "\U0001f0cf"
    }


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32"])
def test_lone_surrogate_in_a_utf16_or_utf32_body_is_400(t, client, encoding):
    """json reads UTF-16 and UTF-32 bodies too: the escape is then spelt with zero bytes."""
    raw = r'{"type": "note", "data": {"text": "a\ud800b"}}'.encode(encoding)
    body = _refused(_post_raw(client, f"/games/{t.id}/events", raw, t.auth))
    assert "demi-caractère" in body["message"]
    assert len(t.events()) == 1
    fine = '{"type": "note", "data": {"text": "Chloé"}}'.encode(encoding)
    assert _post_raw(client, f"/games/{t.id}/events", fine, t.auth).status_code == 201


@pytest.mark.parametrize(
    ("raw", "key"),
    [(b'{"type": "card_played", "type": "note", "data": {"text": "x"}}', "type"),
     (b'{"type": "note", "data": {"text": "x", "text": "y"}}', "text")],
    ids=["top", "nested"],
)  # fmt: skip
def test_a_key_given_twice_is_400_not_the_last_value(t, client, raw, key):
    """json.loads keeps the last of two values silently; which one the phone meant is not
    said, so nothing is stored."""
    body = _refused(_post_raw(client, f"/games/{t.id}/events", raw, t.auth))
    assert f"« {key} » figure deux fois" in body["message"]
    assert len(t.events()) == 1


def test_limits_are_documented_in_openapi_info():
    from service.api.docs import SPEC

    info = SPEC.read_text(encoding="utf-8").split("servers:")[0]
    for words in ("64 KiB", "32 MiB", "1 to 20 players", "one event per request",
                  "1 to 40", "1 to 60", "1 to 2000", "1 to 100", "1 to 200", "216 cards",
                  "100,000 events", "nested", "lone surrogate", "2^53"):  # fmt: skip
        assert words in info, f"openapi.yaml info does not state the limit {words!r}"

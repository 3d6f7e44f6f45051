"""Hostile input the earlier suites (test_errors, test_limits, test_fuzz, test_header_text,
test_query_words, test_import_strict, tests/api/test_say.py) did not send.

The bar for every probe: a 4xx, never a 500; a JSON body with `error` and `message`, the
message a catalogue sentence; for a write, every game's log as it was. One app per backend
for the module (a few hundred requests stay fast).
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path

import pytest
import yaml

from replays.catalogue import sentence
from replays.errors import Message
from service import create_app
from service.store import release
from tests.conftest import BACKENDS
from tests.support.helpers import Table, games_stored, player_list

NDJSON = "application/x-ndjson"
SPEC = yaml.safe_load((Path(__file__).parents[2] / "openapi.yaml").read_text(encoding="utf-8"))


class World:
    """One app: a Huit américain hand dealt in the open, a Rami score sheet with a keyed note."""

    def __init__(self, config: dict):
        self.app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, **config})
        self.client = self.app.test_client()
        self.h8 = Table.create(self.client, "huit_americain", ["anna", "ben", "chloe"], "open")
        self.h8.ok("hand_started", hand=1, dealer="chloe", seed=7)
        self.score = Table.create(self.client, "rami", ["anna", "ben"], "score")
        response = self.score.post("note", {"text": "keyed"}, key="key-1")
        assert response.status_code == 201, response.get_json()

    def stored(self) -> tuple:
        logs = tuple(json.dumps(t.events()) for t in (self.h8, self.score))
        return logs, games_stored(self.client)


@pytest.fixture(scope="module", params=BACKENDS)
def world(request, tmp_path_factory):
    config = {"GAMES_DB": str(tmp_path_factory.mktemp("hostile") / "games.db")}
    url = None
    if request.param == "postgres":
        cluster = request.getfixturevalue("postgres")
        url = config["DATABASE_URL"] = cluster.fresh_url()
    yield World(config)
    if url is not None:
        release(url)
        cluster.drop(url)


@contextmanager
def untouched(world: World):
    before = world.stored()
    yield
    assert world.stored() == before, "a refused request changed what is stored"


def refused(response, status: int | None = None, code: str | None = None) -> dict:
    """A 4xx with the one JSON error body."""
    assert 400 <= response.status_code < 500, (response.status_code, response.data[:300])
    if status is not None:
        assert response.status_code == status, response.data[:300]
    assert response.mimetype == "application/json", response.data[:300]
    body = response.get_json()
    assert isinstance(body.get("error"), str) and body["error"], body
    assert isinstance(body.get("message"), str) and body["message"], body
    if code is not None:
        assert body["error"] == code, body
    return body


def said(key: str, lang: str = "fr", **params) -> str:
    return sentence(Message(key, params), lang)


def raw_post(world: World, path: str, raw: bytes, **headers):
    headers.setdefault("Content-Type", "application/json")
    return world.client.post(path, data=raw, headers=headers)


# -- Accept-Language in any case: Babel answers in the client's case ("EN"), a KeyError -----

CASES = [("EN", "en"), ("En", "en"), ("EN-GB", "en"), ("EN-us;q=0.9", "en"), ("FR", "fr"),
         ("FR-CA", "fr"), ("de, EN;q=0.5", "en")]  # fmt: skip


@pytest.mark.parametrize("header, lang", CASES)
def test_a_language_tag_is_read_whatever_its_case(world, header, lang):
    with untouched(world):
        response = raw_post(world, "/games", b"x", **{"Accept-Language": header})
    assert refused(response, 400)["message"] == said("service.body_not_json", lang)
    state = world.client.get(f"/games/{world.h8.id}/state", headers={"Accept-Language": header})
    assert state.status_code == 200, state.data[:300]
    txt = world.client.get(
        f"/games/{world.score.id}/export?format=txt", headers={"Accept-Language": header}
    )
    assert txt.status_code == 200, txt.data[:300]
    talk = world.client.post(f"/games/{world.h8.id}/say", json={"text": "annule"},
                             headers={"Accept-Language": header})  # fmt: skip
    assert talk.get_json()["lang"] == lang, talk.data[:300]  # was the client's "EN"


GARBAGE_LANGS = ["*;q=x", "en;q=2", "en;q=", "en;q=-1", "-", "en-", ";;;", ",,,", "q=0.5",
                 "\xff\xfe", "de;q=abc, en", "i-klingon", "en_US", "x" * 5000,
                 "en-" + "a" * 300]  # fmt: skip


@pytest.mark.parametrize("header", GARBAGE_LANGS)
def test_any_accept_language_is_answered_never_a_500(world, header):
    with untouched(world):
        refused(raw_post(world, "/games", b"x", **{"Accept-Language": header}), 400)
        refused(world.score.post("note", {"text": ""}, headers={"Accept-Language": header}), 400)
    for path in ("/state", "/scores", "/export?format=txt", "/legal-moves"):
        response = world.client.get(f"/games/{world.h8.id}{path}",
                                    headers={"Accept-Language": header})  # fmt: skip
        assert response.status_code == 200, (path, response.data[:300])


# -- methods a route does not take, paths nothing serves: said by the catalogue ------------

OTHER_METHODS = ("GET", "POST", "PUT", "DELETE", "PATCH")


def _unserved() -> list[tuple[str, str]]:
    pairs = []
    for path, item in SPEC["paths"].items():
        taken = {m.upper() for m in item if m.upper() in OTHER_METHODS}
        pairs += [(path, m) for m in OTHER_METHODS if m not in taken]
    return pairs


def _url(world: World, path: str) -> str:
    return path.replace("{game}", world.h8.id).replace("{name}", "engine.zip")


@pytest.mark.parametrize("path, method", _unserved())
def test_a_method_a_route_does_not_take_is_a_json_405_said_by_the_catalogue(world, path, method):
    with untouched(world):
        response = world.client.open(_url(world, path), method=method, json={"text": "x"},
                                     headers=world.h8.auth)  # fmt: skip
        body = refused(response, 405, "method_not_allowed")
        english = world.client.open(_url(world, path), method=method,
                                    headers={"Accept-Language": "en"})  # fmt: skip
    assert body["message"] == said("service.method_not_allowed", method=method)
    assert refused(english, 405)["message"] == said("service.method_not_allowed", "en",
                                                    method=method)  # fmt: skip
    assert method not in response.headers["Allow"].split(", ")
    assert set(response.headers["Allow"].split(", ")) >= {"OPTIONS"}


@pytest.mark.parametrize("path", [p for p in SPEC["paths"] if not p.endswith("/stream")])
def test_head_and_options_on_every_route_are_never_a_500(world, path):
    for method in ("HEAD", "OPTIONS"):
        response = world.client.open(_url(world, path), method=method)
        assert response.status_code < 500, (method, path, response.status_code)
        if method == "OPTIONS":
            assert response.headers["Allow"], path


@pytest.mark.parametrize(
    "path",
    ["/nowhere", "/games/", "/games/{game}/nowhere", "/docs/x/..%2F..%2Fx",
     "/static/%FF", "/vendor/x/1/y.js", "/%00"],
)  # fmt: skip
def test_a_path_nothing_serves_is_a_json_404_said_by_the_catalogue(world, path):
    response = world.client.get(_url(world, path))
    assert refused(response, 404, "not_found")["message"] == said("service.no_route")
    english = world.client.get(_url(world, path), headers={"Accept-Language": "en"})
    assert refused(english, 404)["message"] == said("service.no_route", "en")


# -- the Huit américain deck option: whole numbers only, never echoed ----------------------

_H8 = {"game": "huit_americain", "players": player_list(["anna", "ben"]), "tracking": "open"}
DECKS = [{"size": 52.0}, {"size": 54.0, "copies": 1}, {"copies": 1.0}, {"copies": 2.0},
         {"size": True}, {"copies": True}, {"size": "52"}, {"size": 10**400}, {"size": None},
         {"size": [52]}, {"copies": [1]}, {"size": json.loads("[" * 900 + "]" * 900)},
         {"size": json.loads('{"a":' * 900 + "1" + "}" * 900)}]  # fmt: skip


@pytest.mark.parametrize("deck", DECKS, ids=[json.dumps(d)[:40] for d in DECKS])
def test_a_deck_of_the_wrong_type_is_400_naming_the_options(world, deck):
    """52.0 == 52 and 1.0 == 1 in Python: a float was stored, then no deck dealt from it
    (a TypeError, a 500), and a value nested deep was echoed until a RecursionError."""
    with untouched(world):
        body = refused(world.client.post("/games", json={**_H8, "options": {"deck": deck}}), 400)
    assert list(body["errors"]) == ["options"], body
    assert len(body["message"]) < 300, body


def test_a_deck_nested_past_the_parsers_depth_in_the_raw_body_is_400(world):
    for depth in (500, 960, 990):
        raw = json.dumps({**_H8, "options": {"deck": {"size": "@"}}})
        raw = raw.replace('"@"', "[" * depth + "1" + "]" * depth).encode()
        with untouched(world):
            refused(raw_post(world, "/games", raw), 400, "invalid")


# -- txt imports: a JSON value nested past json's depth -----------------------------------


@pytest.fixture(scope="module")
def record(world) -> bytes:
    return world.client.get(f"/games/{world.score.id}/export?format=txt").data


def _rules_tag(record: bytes, rules: bytes) -> bytes:
    escaped = rules.replace(b"\\", b"\\\\").replace(b'"', b'\\"')
    lines = [b'[Rules "' + escaped + b'"]' if ln.startswith(b"[Rules ") else ln
             for ln in record.split(b"\n")]  # fmt: skip
    assert lines != record.split(b"\n"), record[:400]
    return b"\n".join(lines)


TXT_EDITS = {
    "rules 10000 deep": lambda r: _rules_tag(r, b"[" * 10_000 + b"]" * 10_000),
    "rules object 10000 deep": lambda r: _rules_tag(r, b'{"a":' * 10_000 + b"1" + b"}" * 10_000),
    "rules NaN": lambda r: _rules_tag(r, b'{"target": NaN}'),
    "rules a string": lambda r: _rules_tag(r, b'"rami"'),
    "note 10000 deep": lambda r: (
        r.rstrip(b"\n") + b"\n3. note " + b"[" * 10_000 + b"]" * 10_000 + b"\n"
    ),
    "note NaN": lambda r: r.rstrip(b"\n") + b"\n3. note NaN\n",
}


@pytest.mark.parametrize("edit", TXT_EDITS.values(), ids=TXT_EDITS.keys())
def test_a_txt_import_with_a_crafted_json_value_is_refused(world, record, edit):
    with untouched(world):
        response = world.client.post("/games/import", data=edit(record),
                                     headers={"Content-Type": "text/plain"})  # fmt: skip
        refused(response)


# -- probes that found nothing broken (kept: they pin the behaviour) -----------------------

NOT_WHOLE = ["true", "false", "1.0", "1e3", "NaN", "Infinity", "-Infinity", str(2**70),
             '"1"', "[1]"]  # fmt: skip
INT_FIELDS = {
    "expected_seq": ("score", '{{"type": "note", "data": {{"text": "x"}}, "expected_seq": {}}}'),
    "hand": ("score", '{{"type": "points_entered", "data": {{"hand": {},'
             ' "points": {{"anna": 1, "ben": 0}}}}}}'),
    "points": ("score", '{{"type": "points_entered", "data": {{"hand": 1,'
               ' "points": {{"anna": {}, "ben": 0}}}}}}'),
    "retracted seq": ("score", '{{"type": "retracted", "data": {{"seq": {}}}}}'),
    "draw count": ("h8", '{{"type": "cards_drawn", "data": {{"player": "anna", "count": {}}}}}'),
}  # fmt: skip


@pytest.mark.parametrize("value", NOT_WHOLE)
@pytest.mark.parametrize("field", INT_FIELDS)
def test_what_is_not_a_whole_number_is_400_in_an_integer_field(world, field, value):
    which, template = INT_FIELDS[field]
    table = getattr(world, which)
    with untouched(world):
        response = raw_post(world, f"/games/{table.id}/events",
                            template.format(value).encode(), **table.auth)  # fmt: skip
        assert refused(response, 400, "invalid")["errors"]


@pytest.mark.parametrize("value", ["true", "1.0", str(2**70), "NaN", "-1"])
@pytest.mark.parametrize("field", ["target", "rounds"])
def test_a_new_games_target_or_rounds_not_a_whole_number_is_400(world, field, value):
    body = json.dumps({"game": "rami", "players": player_list(["anna", "ben"]),
                       "tracking": "score", field: "@"}).replace('"@"', value)  # fmt: skip
    with untouched(world):
        refused(raw_post(world, "/games", body.encode()), 400, "invalid")


BARE = [b"null", b"true", b"12", b"1e999", b"NaN", b'"note"', b"[]", b"  \n ", b"{}{}",
        b'{"type": "note"}\x00', b"\xff\xfe{}"]  # fmt: skip
JSON_WRITES = ["/games", "/games/{score}/events", "/games/{h8}/say", "/games/{h8}/rulings"]


@pytest.mark.parametrize("raw", BARE)
@pytest.mark.parametrize("path", JSON_WRITES)
def test_a_body_that_is_not_one_json_object_is_400_on_every_json_write(world, path, raw):
    url = path.format(score=world.score.id, h8=world.h8.id)
    with untouched(world):
        refused(raw_post(world, url, raw, **world.score.auth), 400, "invalid")


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded",
                                          "text/json", "application/jsonl"])  # fmt: skip
@pytest.mark.parametrize("path", JSON_WRITES)
def test_a_json_object_without_a_json_content_type_is_400(world, path, content_type):
    url = path.format(score=world.score.id, h8=world.h8.id)
    headers = dict(world.score.auth)
    if content_type:
        headers["Content-Type"] = content_type
    with untouched(world):
        response = world.client.post(url, data=b'{"text": "annule"}', headers=headers)
        assert refused(response, 400)["message"] == said("service.body_not_json")


def test_duplicate_keys_are_judged_by_the_last_one(world):
    for raw in (b'{"type": "note", "data": {"text": "x"}, "type": "nonsense"}',
                b'{"type": "note", "data": {"text": "x", "text": 2}}'):  # fmt: skip
        with untouched(world):
            refused(raw_post(world, f"/games/{world.score.id}/events", raw, **world.score.auth),
                    400, "invalid")  # fmt: skip


@pytest.mark.parametrize("text", ["\x00", "\x1b[2J", "\x85", "\ud800", "\u202e", "x" * 10_000,
                                  None, True, ["annule"], {"text": "annule"}])  # fmt: skip
def test_say_with_odd_text_is_400_or_an_answer_never_a_500(world, text):
    with untouched(world):
        response = world.client.post(f"/games/{world.h8.id}/say", json={"text": text})
    if response.status_code == 200:
        assert response.get_json()["status"] in ("understood", "ask", "not_understood")
    else:
        refused(response, 400, "invalid")


@pytest.mark.parametrize("lang", ["", "EN", "fr-FR", None, 1, ["en"]])
def test_say_with_an_odd_lang_is_400(world, lang):
    refused(world.client.post(f"/games/{world.h8.id}/say", json={"text": "annule", "lang": lang}),
            400, "invalid")  # fmt: skip


@pytest.mark.parametrize(
    "query", ["after=-1", "after=1e3", "after=1.0", "after=%00", "after=%FF", "after=x&after=1",
              "after=" + "9" * 20],
)  # fmt: skip
def test_events_after_something_not_a_seq_is_400_naming_it(world, query):
    body = refused(world.client.get(f"/games/{world.score.id}/events?{query}"), 400, "invalid")
    assert list(body["errors"]) == ["after"], body


@pytest.mark.parametrize("query", ["format=NDJSON", "format=%00", "format=%FF", "format=",
                                   "lang=EN", "lang=%FF", "lang=", "format=csv&dialect=%00",
                                   "format=" + "x" * 5000])  # fmt: skip
def test_an_export_in_an_odd_format_or_language_is_400(world, query):
    refused(world.client.get(f"/games/{world.score.id}/export?{query}"), 400, "invalid")


@pytest.mark.parametrize("key", ["", "k" * 10_000, "\x00", "\x7f", "ké\udc80", "\t"])
def test_an_odd_idempotency_key_is_400_and_stores_nothing(world, key):
    with untouched(world):
        response = world.score.post("note", {"text": "x"}, headers={"Idempotency-Key": key})
        refused(response, 400, "invalid")


def test_a_stored_key_sent_with_a_deep_or_other_body_is_refused(world):
    for data in ({"text": "other"}, {"text": "keyed", "deep": json.loads("[" * 900 + "]" * 900)},
                 {"text": "keyed", "n": 2**70}):  # fmt: skip
        with untouched(world):
            refused(world.score.post("note", data, key="key-1"))


@pytest.mark.parametrize("device", ["", "\x00", "\x7f", "d" * 10_000, "\udc80"])
def test_an_odd_device_on_a_write_is_400_and_stores_nothing(world, device):
    with untouched(world):
        refused(world.score.post("note", {"text": "x"}, headers={"X-Device": device}), 400)
        body = {"game": "rami", "players": player_list(["anna", "ben"]), "tracking": "score"}
        refused(world.client.post("/games", json=body, headers={"X-Device": device}), 400)


@pytest.mark.parametrize("token", ["", "Bearer", "Bearer ", "bearer x", "Basic eA==",
                                   "Bearer " + "t" * 10_000, "Bearer \x00"])  # fmt: skip
def test_a_write_with_a_token_that_is_none_is_401_or_403_and_stores_nothing(world, token):
    with untouched(world):
        response = world.client.post(f"/games/{world.score.id}/events",
                                     json={"type": "note", "data": {"text": "x"}},
                                     headers={"Authorization": token})  # fmt: skip
        assert refused(response)["error"] in ("unauthorized", "forbidden")
        response = world.client.post(f"/games/{world.score.id}/token",
                                     headers={"Authorization": token})  # fmt: skip
        assert refused(response)["error"] in ("unauthorized", "forbidden")


@pytest.mark.parametrize(
    "raw",
    [b"", b"\x00", b"\xef\xbb\xbf", b"[", b"[" * 10_000, b'{"seq": NaN}\n', b"null\n", b"1\n",
     b'"x"\n', b"[]", b"{}\n{}\n", b"\xff\xfe\n"],
)  # fmt: skip
def test_a_malformed_ndjson_import_is_refused(world, raw):
    with untouched(world):
        refused(world.client.post("/games/import", data=raw, headers={"Content-Type": NDJSON}))

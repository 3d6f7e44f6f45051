"""Test helpers that read like table talk: t.ok("card_played", player="anna", card="AH")."""

from __future__ import annotations

import json
from typing import Any

from .readable import assert_readable

NDJSON = "application/x-ndjson"


def utf8_header(text: str) -> str:
    """`text` sent in UTF-8, as a WSGI server hands those bytes to the app: decoded as Latin-1
    (PEP 3333). Flask's test client puts a header's str in the environ as it is."""
    return text.encode("utf-8").decode("latin-1")


def player_list(ids: list[str]) -> list[dict[str, str]]:
    return [{"id": pid, "name": pid.capitalize()} for pid in ids]


def teams_for(game: str, ids: list[str]) -> list[dict[str, Any]]:
    """The fixed teams a game in teams is created with, seated as it says (partners facing:
    the teams take turns round the table); [] for a game without."""
    from replays.registry import engine_for

    sides = engine_for(game).sides
    if sides.kind != "teams":
        return []
    return [
        {"id": f"team{i}", "name": f"Team {i}", "players": ids[i - 1 :: sides.count]}
        for i in range(1, sides.count + 1)
    ]


class Table:
    """One game created through the API, with its write token."""

    def __init__(self, client, body: dict[str, Any]):
        self.client = client
        self.id = body["id"]
        self.token = body["token"]
        self.created = body

    @classmethod
    def create(cls, client, game: str, players: list[str], tracking: str, **settings: Any):
        body = {"game": game, "players": player_list(players), "tracking": tracking}
        body.update(teams=teams_for(game, players) or None)  # CORE-SIDE-1, where it has them
        body.update(settings)
        body = {k: v for k, v in body.items() if v is not None}
        response = client.post("/games", json=body)
        assert response.status_code == 201, response.get_json()
        return cls(client, response.get_json())

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def post(
        self,
        type_: str,
        data: dict[str, Any] | None = None,
        *,
        expected_seq: int | None = None,
        key: str | None = None,
        headers: dict[str, str] | None = None,
    ):
        body: dict[str, Any] = {"type": type_, "data": data or {}}
        if expected_seq is not None:
            body["expected_seq"] = expected_seq
        all_headers = {**self.auth, **(headers or {})}
        if key is not None:
            all_headers["Idempotency-Key"] = key
        return self.client.post(f"/games/{self.id}/events", json=body, headers=all_headers)

    def ok(self, type_: str, data: dict[str, Any] | None = None, **fields: Any) -> dict:
        response = self.post(type_, {**(data or {}), **fields})
        assert response.status_code == 201, (type_, data, fields, response.get_json())
        return response.get_json()

    def refused(self, rule: str, type_: str, data: dict[str, Any] | None = None, **fields: Any):
        before = self.events()
        response = self.post(type_, {**(data or {}), **fields})
        body = response.get_json()
        assert response.status_code == 422, (type_, data, fields, body)
        assert body["error"] == "rule_violation" and body["rule"] == rule, body
        assert_readable(body["message"], [p["id"] for p in self.created["players"]])
        assert self.events() == before, "a refused event changed the log"
        return body

    def get(self, path: str = "", **params: Any):
        response = self.client.get(f"/games/{self.id}{path}", query_string=params)
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def state(self, at: int | None = None, as_: str | None = None) -> dict:
        params = {k: v for k, v in {"at": at, "as": as_}.items() if v is not None}
        return self.get("/state", **params)

    def hand(self, **kwargs: Any) -> dict:
        return self.state(**kwargs)["hand"]

    def moves(self, at: int | None = None) -> list[dict]:
        return self.get("/legal-moves", **({"at": at} if at else {}))["moves"]

    def hints(self, at: int | None = None) -> list[dict]:
        return self.get("/legal-moves", **({"at": at} if at else {}))["hints"]

    def scores(self) -> dict:
        return self.get("/scores")

    def events(self) -> list[dict]:
        return self.get("/events")["events"]

    @property
    def seq(self) -> int:
        return self.get()["seq"]


def games_stored(client) -> int:
    """How many games the client's database holds (no route lists them: the id is the read
    capability)."""
    from service.store import connect, target_of

    store = connect(target_of(client.application.config))
    try:
        return len(store.game_ids())
    finally:
        store.close()


def rechained(events: list[dict]) -> bytes:
    """The log re-hashed from event 1 as NDJSON, as a forger with the format in hand would."""
    from service.store import GENESIS, event_hash

    prev = GENESIS
    for event in events:
        event["prev"] = prev
        event["hash"] = prev = event_hash(event)
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events).encode()

"""A lost phone: the current token buys a new one, and the old one stops working."""

from __future__ import annotations


def _note(client, game: str, token: str, text: str = "hello"):
    return client.post(
        f"/games/{game}/events",
        json={"type": "note", "data": {"text": text}},
        headers={"Authorization": f"Bearer {token}"},
    )


def test_a_new_token_replaces_the_old_one(client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    r = client.post(f"/games/{t.id}/token", headers=t.auth)
    assert r.status_code == 200, r.get_json()
    fresh = r.get_json()["token"]
    assert fresh != t.token and r.get_json()["id"] == t.id
    assert _note(client, t.id, t.token).status_code == 403
    assert _note(client, t.id, fresh).status_code == 201
    again = client.post(f"/games/{t.id}/token", headers=t.auth)  # the old one buys nothing
    assert again.status_code == 403
    assert [e["type"] for e in t.events()] == ["game_created", "note"]


def test_a_new_token_needs_the_current_one(client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    other = new_table("rami", players=["anna", "ben"], tracking="score")
    assert client.post(f"/games/{t.id}/token").status_code == 401
    assert client.post(f"/games/{t.id}/token", headers=other.auth).status_code == 403
    assert (
        client.post("/games/g_00000000000000000000000000/token", headers=t.auth).status_code == 404
    )
    assert _note(client, t.id, t.token).status_code == 201

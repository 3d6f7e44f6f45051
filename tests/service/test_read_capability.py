"""The id is the read capability: a client reads the games it names, nothing lists the rest."""

from __future__ import annotations


def test_games_answers_only_for_the_ids_named(client, new_table):
    mine = new_table("rami", players=["anna", "ben"], tracking="score")
    other = new_table("rami", players=["chloe", "dan"], tracking="score")
    r = client.get(f"/games?ids={mine.id},g_00000000000000000000000000,not-an-id")
    assert r.status_code == 200
    body = r.get_json()
    assert [g["id"] for g in body["games"]] == [mine.id]
    assert body["missing"] == ["g_00000000000000000000000000", "not-an-id"]
    assert other.id not in r.get_data(as_text=True)


def test_games_without_ids_lists_nothing(client, new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    for url in ("/games", "/games?ids=", "/games?limit=500", "/games?ids=,,"):
        r = client.get(url)
        assert r.status_code == 400, url
        assert r.get_json()["errors"] == {"ids": ["manquant"]}  # French by default
        assert t.id not in r.get_data(as_text=True)

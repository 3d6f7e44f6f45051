"""Names people read: presets and games by their display names, never by their ids."""

from __future__ import annotations


def test_presets_have_display_names_and_one_line_descriptions(client):
    body = client.get("/presets").get_json()
    rami = next(p for p in body["presets"] if p["name"] == "rami-51")
    assert rami["display"] == {"fr": "Rami à 51", "en": "Rami 51"}
    assert set(rami["description"]) == {"fr", "en"}
    for preset in body["presets"]:
        assert preset["display"]["fr"] != preset["name"] and preset["display"]["en"]
    games = {g["game"]: g for g in body["games"]}
    assert games["president"]["title"] == {"fr": "Président", "en": "Président"}
    assert games["huit_americain"]["line"]["fr"].endswith("le 8 change la couleur.")


def test_a_game_and_its_exports_carry_the_names(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    assert t.get()["title"] == {"fr": "Rami — Rami à 51", "en": "Rami — Rami 51"}
    txt = t.client.get(f"/games/{t.id}/export?format=txt").get_data(as_text=True)
    assert '[Event "Rami — Rami à 51"]' in txt and '[Preset "rami-51"]' in txt
    english = t.client.get(f"/games/{t.id}/export?format=html&lang=en").get_data(as_text=True)
    assert "<title>Rami — Rami 51" in english

"""Mes parties: the phone asks the server only about the games it knows, by their ids."""

from __future__ import annotations

from .pages import new_match, ready, token


def test_my_games_asks_for_the_known_ids_and_shows_them_up_to_date(phone, api):
    game = new_match(phone, "rami", ["Anna", "Ben"])
    asked: list[str] = []
    phone.on("request", lambda r: asked.append(r.url) if "/games?" in r.url else None)
    # Another phone logs the points of hand 1 meanwhile.
    status, _ = api.post(game, token(phone, game), "points_entered", hand=1,
                         points={"anna": 10, "ben": 0})  # fmt: skip
    assert status == 201
    ready(phone)
    phone.wait_for_function(
        "document.querySelector('#my-games .meta')?.textContent.startsWith('1 manche')"
    )
    assert len(asked) == 1 and asked[0].endswith(f"/games?ids={game}")

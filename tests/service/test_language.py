"""The API speaks the reader's language: ?lang=fr|en, else Accept-Language, else French."""

from __future__ import annotations

import pytest


def _refusal(t, **kwargs):
    """A score-only game refuses a move (CORE-TRACK-1); the log is unchanged."""
    before = t.events()
    response = t.client.post(
        f"/games/{t.id}/events",
        json={"type": "card_taken", "data": {"player": "anna", "source": "stock"}},
        headers={**t.auth, **kwargs.pop("headers", {})},
        **kwargs,
    )
    assert response.status_code == 422 and t.events() == before
    return response.get_json()


@pytest.fixture
def t(new_table):
    return new_table("rami", players=["anna", "ben"], tracking="score")


FRENCH = "Une partie aux scores seuls ne note pas les coups, seulement les scores"
ENGLISH = "Moves are not logged in a score-only game: only the scores"


def test_french_without_a_language_asked(t):
    body = _refusal(t)
    assert body["message"] == FRENCH and body["rule"] == "CORE-TRACK-1"


def test_lang_query_parameter_wins_over_the_header(t):
    body = _refusal(t, query_string={"lang": "en"}, headers={"Accept-Language": "fr"})
    assert body["message"] == ENGLISH
    assert (
        _refusal(t, query_string={"lang": "fr"}, headers={"Accept-Language": "en"})["message"]
        == FRENCH
    )


@pytest.mark.parametrize(
    "header, message",
    [
        ("en-GB,en;q=0.9", ENGLISH),
        ("de-DE,de;q=0.9,en;q=0.5", ENGLISH),
        ("fr-CA", FRENCH),
        ("de, es", FRENCH),
        ("*", FRENCH),
    ],
)
def test_accept_language_is_negotiated(t, header, message):
    assert _refusal(t, headers={"Accept-Language": header})["message"] == message


def test_a_rule_violation_carries_its_parameters(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("note", text="a")
    t.ok("note", text="b")
    body = t.refused("CORE-RETRACT-1", "retracted", seq=2)
    assert body["params"] == {"latest": 3, "seq": 2}
    assert body["message"] == (
        "Seule la dernière saisie encore en vigueur peut être annulée : c'est la saisie n° 3,"
        " pas la saisie n° 2"
    )  # a score sheet's entries are « saisies », not moves (issue 39, point 4)


def test_names_not_ids_in_a_refusal(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    body = t.refused("CORE-PLAYER-1", "points_entered", hand=1, points={"anna": 3})
    assert body["message"] == "Il manque les points de Ben" and body["params"] == {"names": ["Ben"]}


FIELD_ERRORS = [
    # (posted event, where the error is, in French, in English: marshmallow's own words)
    ({"type": "note", "data": {"text": 5}}, ("data", "text"), "Ce n'est pas un texte.",
     "Not a valid string."),
    ({"type": "note", "data": {}, "extra": 1}, ("extra",), "Champ inconnu.", "Unknown field."),
    ({"type": "note", "expected_seq": "x"}, ("expected_seq",), "Ce n'est pas un nombre entier.",
     "Not a valid integer."),
    ({"type": "points_entered", "data": {"hand": 0, "points": {"anna": 1}}}, ("data", "hand"),
     "Doit valoir de 1 à 10000.",
     "Must be greater than or equal to 1 and less than or equal to 10000."),
    ({"type": "points_entered", "data": {"points": {"anna": 1}}}, ("data", "hand"),
     "Champ obligatoire.", "Missing data for required field."),
    ({"type": "retracted", "data": {"seq": 2**60}}, ("data", "seq"),
     "Un entier vaut au plus 9007199254740991 en valeur absolue.",
     "Integers are at most 9007199254740991 in size."),
]  # fmt: skip


@pytest.mark.parametrize("body, where, french, english", FIELD_ERRORS)
def test_a_field_error_is_said_in_the_readers_language(t, body, where, french, english):
    """marshmallow's own words (schemas/said.py) and the schemas' own, French by default."""
    before = t.events()
    for lang, text in (("fr", french), ("en", english)):
        response = t.client.post(
            f"/games/{t.id}/events", json=body, headers=t.auth, query_string={"lang": lang}
        )
        assert response.status_code == 400 and t.events() == before
        answer = response.get_json()
        errors = answer["errors"]
        for key in where:
            errors = errors[key]
        assert errors == [text] and answer["message"] == f"{'.'.join(where)}: {text}"


def test_a_new_game_with_twice_the_same_player_is_refused_in_french(client):
    players = [{"id": "anna", "name": "Anna"}, {"id": "anna", "name": "Anne"}]
    response = client.post("/games", json={"game": "rami", "players": players, "tracking": "score"})
    assert response.status_code == 400
    assert response.get_json()["errors"]["players"] == [
        "Deux joueurs ne peuvent pas avoir le même identifiant"
    ]


@pytest.mark.parametrize(
    "body, field, french, english",
    [
        ({"game": "rami", "preset": "zzz"}, "preset",
         "Variante inconnue « zzz » pour le Rami : l'une de rami-51, rami-51-bonus",
         "Unknown preset 'zzz' for Rami: one of rami-51, rami-51-bonus"),
        ({"game": "president", "options": {"jokers": "two"}}, "options",
         "L'option « jokers » vaut 0 ou 2, pas « two »", "Option 'jokers' is 0 or 2, not 'two'"),
    ],
)  # fmt: skip
def test_a_setting_written_wrongly_is_said_in_the_readers_language(
    client, body, field, french, english
):
    players = [{"id": p, "name": p.title()} for p in ("anna", "ben", "chloe")]
    for lang, text in (("fr", french), ("en", english)):
        response = client.post(
            "/games",
            json={**body, "players": players, "tracking": "score"},
            query_string={"lang": lang},
        )
        assert response.status_code == 400
        assert response.get_json()["errors"] == {field: [text]}

"""No « coup » for a score entry (issue 39, point 4): a score-only game enters scores, it
plays no move; what it undoes, refuses and explains is « la saisie », of « la manche »."""

from __future__ import annotations

import re
from typing import Any

from tests.support.disputes import explain

# A score entry called a move; « pas les coups » (what a score sheet does not log) may stay.
MOVE = re.compile(r"\bcoup\b|\bcoups encore\b", re.IGNORECASE)


def _said(body: Any) -> list[str]:
    """The sentences of an answer: its messages and its steps' texts, however nested (not
    the rule's own text, which may speak of moves)."""
    if isinstance(body, dict):
        own = [body[k] for k in ("message", "text") if isinstance(body.get(k), str)]
        return own + [s for k, v in body.items() if k != "data" for s in _said(v)]
    if isinstance(body, list):
        return [s for v in body for s in _said(v)]
    return []


def _ruling(t, event_type: str, **data: Any) -> dict:
    r = t.client.post(f"/games/{t.id}/rulings?lang=fr", json={"type": event_type, "data": data})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def test_a_score_sheet_says_entries_not_moves(new_table):
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 30})
    t.ok("points_entered", hand=2, points={"anna": 12, "ben": 0})
    said = [t.refused("CORE-RETRACT-1", "retracted", seq=2)["message"]]
    assert said[0] == (
        "Seule la dernière saisie encore en vigueur peut être annulée : c'est la saisie n° 3,"
        " pas la saisie n° 2"
    )
    said += _said(_ruling(t, "retracted", seq=2)) + _said(_ruling(t, "retracted", seq=3))
    t.ok("retracted", seq=3, reason="mal compté")
    t.ok("corrected", {"seq": 2, "data": {"hand": 1, "points": {"anna": 0, "ben": 25}}})
    told = [explain(t, seq, lang="fr") for seq in range(1, t.seq + 1)]
    assert _said(told[3])[0] == (
        "la saisie n° 3 est la dernière encore en vigueur : elle est annulée (mal compté) ;"
        " elle reste dans le carnet"
    )
    said += [s for body in told for s in _said(body)]
    assert not [s for s in said if MOVE.search(s)]


def test_a_game_of_moves_still_undoes_a_move(new_table):
    """« le coup » stays where a move was played."""
    t = new_table("huit_americain", players=["anna", "ben"], tracking="table")
    t.ok("hand_started", hand=1, dealer="ben", upcard="7H")
    t.ok("cards_drawn", player="anna", count=1)
    t.ok("retracted", seq=3)
    assert explain(t, 4, lang="fr")["steps"][0]["text"].startswith("le coup 3 est le dernier")


def test_a_correction_that_ends_the_match_names_the_one_hand_after_it(new_table):
    """One later hand in the singular: « la manche 2 n'aurait pas pu être notée »."""
    t = new_table("rami", players=["anna", "ben"], tracking="score", target=100)
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 30})
    t.ok("points_entered", hand=2, points={"anna": 0, "ben": 20})
    fix = {"seq": 2, "data": {"hand": 1, "points": {"anna": 0, "ben": 100}}}
    said = t.refused("CORE-CORRECT-1", "corrected", fix)["message"]
    assert said.endswith(": la manche 2 n'aurait pas pu être notée ; annulez-la d'abord"), said

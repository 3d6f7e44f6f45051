"""French as written French (issue 39, point 4): plurals agree, cards are said in words, a
score refusal names players with their numbers. Each test failed before its fix."""

from __future__ import annotations

from tests.support.disputes import explain
from tests.support.president_table import RACE, play, race, start, table


def test_three_queens_do_not_go_on_a_ten(new_table):
    t = table(new_table, revolution=False)
    start(t, hands={"anna": ["QH", "10S", "10H", "10D"], "ben": ["QS", "QD", "QC", "9S"]})
    play(t, "anna", "10S", "10H", "10D")
    body = t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["9S"])
    assert body["message"].startswith("Un 9 ne va pas sur trois 10")
    body = t.post("cards_played", {"player": "ben", "cards": ["QS", "QD", "QC"]})
    assert body.status_code == 201
    told = explain(t, body.get_json()["seq"], lang="fr")
    assert "trois dames de Ben suivent trois 10 d'Anna" in " ".join(
        s["text"] for s in told["steps"]
    )


def test_three_queens_on_a_pair_agree_in_the_plural(new_table):
    t = table(new_table, revolution=False)
    start(t, hands={"anna": ["QH", "10S", "10H"], "ben": ["QS", "QD", "QC"]})
    play(t, "anna", "10S", "10H")
    body = t.refused("PRES-TRICK-1", "cards_played", player="ben", cards=["QS", "QD", "QC"])
    assert body["message"].startswith("Trois dames ne vont pas sur une paire de 10")


def test_the_exchange_says_its_cards_in_words(new_table):
    t = table(new_table, revolution=False)
    start(t, hands=RACE)
    race(t)
    hand_2 = {"anna": ["2H", "2S", "KD"], "dan": ["QC"]}
    start(t, hand=2, dealer="dan", hands=hand_2)
    seq = t.ok("cards_exchanged", {"from": "anna", "to": "dan", "cards": ["2H", "2S"]})["seq"]
    text = explain(t, seq, lang="fr")["steps"][0]["text"]
    assert text.endswith(" : le 2 de cœur et le 2 de pique"), text


def test_a_positive_score_refusal_names_each_players_points(new_table):
    t = new_table(
        "huit_americain",
        players=["anna", "ben", "chloe", "dan"],
        tracking="score",
        scoring="positive",
    )
    wrong = {"anna": 10, "ben": 50, "chloe": 20, "dan": 5}
    body = t.refused("H8-SCORE-POS", "points_entered", hand=1, points=wrong)
    assert body["message"].endswith("pas Anna 10, Ben 50, Chloe 20, Dan 5")


def test_a_score_entry_is_no_move(new_table):
    """« coup » is a move at the table: a score entry is « la saisie »."""
    t = new_table("rami", players=["anna", "ben"], tracking="score")
    t.ok("points_entered", hand=1, points={"anna": 0, "ben": 30})
    again = {"seq": 2, "data": {"hand": 2, "points": {"anna": 0, "ben": 20}}}
    body = t.refused("CORE-CORRECT-1", "corrected", again)
    assert body["message"].startswith("La saisie n° 2 compte la manche 1"), body["message"]
    seq = t.ok("corrected", {"seq": 2, "data": {"hand": 1, "points": {"anna": 0, "ben": 20}}})
    told = explain(t, seq["seq"], lang="fr")["steps"]
    assert not [s for s in told if "coup" in s["text"]]


def test_an_exchange_owed_is_a_duty(new_table):
    """« doit donner » where a duty is meant; « donne » for what was done."""
    t = table(new_table, revolution=False)
    start(t, hands=RACE)
    race(t)
    start(t, hand=2, dealer="dan", hands={"anna": ["2H", "2S", "KD"], "dan": ["QC"]})
    body = t.refused("PRES-XCHG-1", "cards_played", player="anna", cards=["KD"])
    assert "Anna (Trou) doit donner ses deux meilleures cartes à Dan (Président)" in body["message"]
    seq = t.ok("cards_exchanged", {"from": "anna", "to": "dan", "cards": ["2H", "2S"]})["seq"]
    text = explain(t, seq, lang="fr")["steps"][0]["text"]
    assert text.startswith("Anna (Trou) donne ses deux meilleures cartes à Dan (Président)"), text

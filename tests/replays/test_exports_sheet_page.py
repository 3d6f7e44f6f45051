"""The csv sheet and the html page, rendered from the same replay as the txt record."""

from __future__ import annotations

import csv
import io
import json
import re

from replays.exports import render_csv, render_html
from tests.support.score_log import Log


def _log() -> Log:
    log = Log("huit_americain", ["anna", "ben", "chloe"], target=100)
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 31, "chloe": 60})
    log.add("note", text="</script><script>alert('x')</script> & co")
    log.add("points_entered", hand=2, points={"anna": 12, "ben": 0, "chloe": 7})
    log.add("retracted", seq=4)
    log.add("points_entered", hand=2, points={"anna": 20, "ben": 0, "chloe": 50})
    return log


def test_csv_has_one_row_per_hand_with_running_totals():
    rows = list(csv.DictReader(io.StringIO(render_csv(_log().events, dialect="rfc4180"))))
    assert [r["hand"] for r in rows] == ["1", "2"]
    assert rows[0]["points_chloe"] == "60" and rows[1]["points_chloe"] == "50"
    assert {k: rows[-1][f"total_{k}"] for k in ("anna", "ben", "chloe")} == {
        "anna": "20",
        "ben": "31",
        "chloe": "110",
    }


def test_csv_keeps_the_order_and_the_rami():
    log = Log("rami", ["anna", "ben"])
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 30}, rami="anna")
    log.add("hand_revealed", hand=2, player="anna", cards=["KH"])
    log.add("hand_revealed", hand=2, player="ben", cards=[])
    rows = list(csv.DictReader(io.StringIO(render_csv(log.events, dialect="rfc4180"))))
    assert (rows[0]["rami"], rows[0]["points_ben"]) == ("anna", "60")
    assert (rows[1]["order"], rows[1]["total_anna"], rows[1]["total_ben"]) == ("ben", "10", "60")


def _frames(page: str) -> list[dict]:
    found = re.search(r'<script type="application/json" id="frames">(.*?)</script>', page, re.S)
    assert found
    return json.loads(found.group(1))


def test_html_is_self_contained():
    page = render_html(_log().events, "fr")
    assert page.startswith("<!doctype html>") and '<html lang="fr">' in page
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", page)
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in page


def test_html_embeds_one_frame_per_event_safely():
    page = render_html(_log().events, "en")
    assert page.count("</script>") == 3  # frames, words, the script: the note closed none
    frames = _frames(page)
    assert [f["seq"] for f in frames] == [1, 2, 3, 4, 5, 6]
    assert frames[3]["totals"] == {"anna": 12, "ben": 31, "chloe": 67}
    assert frames[4]["totals"] == {"anna": 0, "ben": 31, "chloe": 60}
    assert frames[3]["line"] == "4. points 2 anna=12 ben=0 chloe=7  {undone by 5}"
    assert frames[5]["comments"][-1].startswith("match over: Anna wins")
    assert "</script>" in frames[2]["line"]  # the text survives, escaped in the page


def test_html_chart_has_a_line_per_player_and_a_marker_per_hand():
    page = render_html(_log().events, "en")
    assert page.count('class="series"') == 3
    assert 'id="marker"' in page and "data-x0=" in page and "data-x2=" in page
    assert "Anna (20)" in page and "Chloe (110)" in page


def test_html_says_what_each_event_did_in_words_with_names():
    french = _frames(render_html(_log().events, "fr"))
    assert french[0]["told"][0].endswith(
        "3 joueurs (Anna, Ben et Chloe) jouent au Huit américain, Classique"
    )
    assert (
        "CORE-RETRACT-1 — La saisie n° 4 est la dernière encore en vigueur" in french[4]["told"][0]
    )
    english = _frames(render_html(_log().events, "en"))
    assert english[3]["told"][-1] == (
        "H8-SCORE-NEG — Hand 2 is scored: Anna 12, Ben 0, Chloe 7; totals Anna 12, Ben 31, Chloe 67"
    )
    for frame in french + english:
        for text in frame["told"]:
            assert "anna" not in text and "{" not in text

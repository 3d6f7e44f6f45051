"""The txt record: PGN-like header and lines, read back into the very same events."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replays.errors import InvalidInput
from replays.exports import read_txt, render_txt
from replays.exports import words as vocabulary
from replays.exports.notation import read, specs, tokens, write
from tests.support.score_log import Log


def _same(events: list[dict], back: list[dict]) -> None:
    assert [(e["seq"], e["type"], e["data"]) for e in back] == [
        (e["seq"], e["type"], e["data"]) for e in events
    ]


def _rami_log() -> Log:
    log = Log("rami", ["anna", "ben"], target=1000)
    log.add("hand_started", hand=1, dealer="anna")
    log.add("points_entered", hand=1, points={"anna": 0, "ben": 55})
    log.add("note", text='Ben dit "rami" {pas vrai} ; \\ fin')
    log.add("retracted", seq=4)
    log.add("points_entered", hand=2, points={"anna": 300, "ben": 0}, rami="ben")
    log.add("retracted", seq=6, reason="mauvaise donne")
    log.add("hand_revealed", hand=2, player="anna", cards=["AH", "KS", "JK"])
    log.add("hand_revealed", hand=2, player="ben", cards=[])
    log.add("points_entered", hand=3, points={"anna": 990, "ben": 0})
    return log


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_score_only_record_reads_back_to_the_same_events(lang):
    log = _rami_log()
    _same(log.events, read_txt(render_txt(log.events, lang)))


def test_the_header_is_tags_then_lines_with_commentary():
    text = render_txt(_rami_log().events, "fr")
    head, body = text.split("\n\n", 1)
    assert head.splitlines()[:3] == [
        '[Event "Rami — Rami à 51"]',
        '[Game "rami"]',
        '[Preset "rami-51"]',
    ]
    assert '[Player2 "ben (Ben)"]' in head and '[Result "ben"]' in head
    assert '[UTCDate "2026.11.29"]' in head and '[Lang "fr"]' in head
    lines = body.splitlines()
    assert "2. donne 1 donneur anna" in lines
    assert "6. points 2 anna=300 ben=0 rami ben  {annulé par 7}" in lines
    assert "; donne 2 : Anna 600, Ben 0 — totaux : Anna 600, Ben 55" in lines
    assert "; donne 2 n'est plus comptée — totaux : Anna 0, Ben 55" in lines
    assert "8. anna montre AH,KS,JK donne 2" in lines and "9. ben montre - donne 2" in lines
    assert lines[-1] == "; fin de la partie : Ben gagne — totaux : Anna 1031, Ben 55"


def test_english_words_and_result():
    text = render_txt(_rami_log().events, "en")
    assert '7. undo 6 reason "mauvaise donne"' in text
    assert text.rstrip().endswith("; match over: Ben wins — totals: Anna 1031, Ben 55")


def test_a_tie_and_an_unfinished_match():
    log = Log("huit_americain", ["anna", "ben"], target=20)
    log.add("points_entered", hand=1, points={"anna": 5, "ben": 5})
    assert (
        render_txt(log.events, "en")
        .rstrip()
        .endswith("; match in progress — totals: Anna 5, Ben 5")
    )
    log.add("points_entered", hand=2, points={"anna": 20, "ben": 20})
    text = render_txt(log.events, "en")
    assert "; match over: tie between Anna, Ben — totals: Anna 25, Ben 25" in text
    assert '[Result "anna ben"]' in text


MOVES = [
    ("card_played", {"player": "anna", "card": "8H", "suit": "S"}),
    ("card_played", {"player": "anna", "cards": ["AH", "JH"], "target": "ben"}),
    ("card_played", {"player": "anna", "cards": ["AS"]}),
    ("card_played", {"player": "anna", "card": "JK=7H"}),
    ("cards_drawn", {"player": "ben", "count": 2, "cards": ["4C", "10D"]}),
    ("cards_drawn", {"player": "ben", "count": 0}),
    ("announced", {"player": "anna", "call": "carte"}),
    ("announced", {"player": "anna", "call": "trois mots"}),
    ("challenged", {"by": "ben", "target": "anna", "call": "contre-carte"}),
    ("cards_given", {"from": "anna", "to": "ben", "cards": ["5C"]}),
    ("cards_given", {"from": "anna", "to": "ben", "count": 2}),
    ("infraction", {"player": "ben", "kind": "out_of_turn"}),
    ("passed", {"player": "ben"}),
    ("stock_reshuffled", {"order": ["2C", "3D"]}),
    ("stock_reshuffled", {}),
    (
        "hand_started",
        {
            "hand": 2,
            "dealer": None,
            "hand_size": 7,
            "first_player": "ben",
            "upcard": "7H",
            "deck": ["2C", "3D"],
            "seed": "soirée",
        },
    ),
    ("hand_started", {"hand": 3, "dealer": "anna", "seed": 42}),
    ("game_abandoned", {}),
    ("game_abandoned", {"reason": None}),
]
RAMI = [
    ("card_taken", {"player": "anna", "source": "stock"}),
    ("card_taken", {"player": "anna", "source": "discard", "card": "7H"}),
    ("melds_laid", {"player": "anna", "melds": [["7H", "7S", "7D"], ["3C", "JK=4C", "5C"]]}),
    ("cards_added", {"player": "anna", "meld": 2, "cards": ["6C"]}),
    ("card_discarded", {"player": "anna", "card": "QS"}),
    ("order_entered", {"hand": 1, "order": ["ben", "anna"]}),
]
PRESIDENT = [
    ("cards_exchanged", {"from": "anna", "to": "ben", "cards": ["2S", "AH"]}),
    ("cards_exchanged", {"from": "anna", "to": "ben", "count": 1}),
    ("cards_played", {"player": "anna", "cards": ["5H", "5S"]}),
    ("cards_played", {"player": "anna", "cards": ["2S"]}),
    ("passed", {"player": "ben"}),
]
TAROT = [
    ("contract_bid", {"player": "anna", "contract": "garde_sans"}),
    ("card_called", {"player": "anna", "card": "KH"}),
    ("ecart_laid", {"player": "anna", "cards": ["5C", "AS", "11T"]}),
    ("ecart_laid", {"player": "anna"}),
    ("poignee_shown", {"player": "ben", "cards": ["1T", "21T", "EX"]}),
    ("poignee_shown", {"player": "ben", "count": 10}),
    ("chelem_announced", {"player": "anna"}),
    ("card_played", {"player": "anna", "card": "EX"}),
    ("card_played", {"player": "anna", "card": "CS"}),
]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("game", "event_type", "data"),
    [("huit_americain", *m) for m in MOVES]
    + [("rami", *m) for m in RAMI]
    + [("president", *m) for m in PRESIDENT]
    + [("tarot", *m) for m in TAROT],
)
def test_every_event_line_reads_back(game, event_type, data, lang):
    line = write(event_type, data, lang)
    assert read(tokens(line), game, lang) == (event_type, data), line


def test_lines_read_like_table_talk():
    assert write("card_played", {"player": "anna", "card": "8H", "suit": "S"}, "fr") == (
        "anna joue 8H couleur pique"
    )
    assert write("cards_given", {"from": "anna", "to": "ben", "cards": ["5C"]}, "fr") == (
        "anna donne à ben 5C"
    )
    assert write("card_taken", {"player": "ben", "source": "discard", "card": "7H"}, "en") == (
        "ben takes discard 7H"
    )
    assert write("challenged", {"by": "ben", "target": "anna", "call": "contre-carte"}, "en") == (
        "ben challenges anna contre-carte"
    )


def test_players_named_like_words_still_read():
    for pid in ("note", "donne", "hand", "undo"):
        data = {"player": pid, "card": "3S"}
        assert read(tokens(write("card_played", data, "fr")), "huit_americain", "fr") == (
            "card_played",
            data,
        )
    assert read(tokens('note "x"'), "rami", "en") == ("note", {"text": "x"})


def test_no_word_of_the_tables_reads_as_a_card():
    from replays.cards import Card

    words = {
        w for table in vocabulary.words().values() for text in table.values() for w in text.split()
    }
    words |= {
        w for enum in vocabulary.enums().values() for table in enum.values() for w in table.values()
    }
    for text in words:
        with pytest.raises(InvalidInput):
            Card.parse(text)


def test_every_event_type_has_a_line():
    from schemas.events import DATA_SCHEMAS

    # `corrected` is written as "corrige <seq>" and the line of the entry it replaces
    assert set(DATA_SCHEMAS) - {"game_created"} == set(specs()) | {"corrected"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[Game "rami"]\n', "lacks the tag"),
        ("", "lacks the tag"),
    ],
)
def test_a_record_without_its_header_is_refused(text, message):
    with pytest.raises(InvalidInput, match=message):
        read_txt(text)


def test_a_bad_line_is_named_by_its_number():
    text = render_txt(_rami_log().events, "en")
    with pytest.raises(InvalidInput, match=r"line \d+: event 3 expected, not 4"):
        read_txt(text.replace("3. points 1", "4. points 1"))
    with pytest.raises(InvalidInput, match=r"line \d+: no event reads 'anna juggles 3H'"):
        read_txt(text.replace("3. points 1 anna=0 ben=55", "3. anna juggles 3H"))
    with pytest.raises(InvalidInput, match=r"line \d+: .*starts with its number"):
        read_txt(text.replace("3. points 1", "three points 1"))


def test_commentary_is_ignored_and_may_be_edited():
    text = render_txt(_rami_log().events, "en")
    edited = text.replace("; hand 1:", "; whatever the scorer wrote:").replace(
        "{undone by 5}", "{oops}"
    )
    _same(_rami_log().events, read_txt(edited))


players = st.sampled_from(["anna", "ben", "chloe"])
points = st.fixed_dictionaries({p: st.integers(-50, 400) for p in ("anna", "ben", "chloe")})


@st.composite
def score_matches(draw):
    log = Log("rami", ["anna", "ben", "chloe"], target=100_000)
    for _ in range(draw(st.integers(1, 12))):
        hand = log_hands(log) + 1
        kind = draw(st.sampled_from(["points", "note", "undo", "reveal"]))
        if kind == "points":
            rami = draw(st.none() | players)
            extra = {"rami": rami} if rami else {}
            log.add("points_entered", hand=hand, points=draw(points), **extra)
        elif kind == "note":
            log.add("note", text=draw(st.text(min_size=1, max_size=30)))
        elif kind == "undo" and log.events[-1]["type"] not in ("retracted", "game_created"):
            log.add("retracted", seq=log.events[-1]["seq"])
        elif kind == "reveal":
            for pid in ("anna", "ben", "chloe"):
                cards = draw(st.lists(st.sampled_from(["AH", "KS", "7D", "JK", "10C"]), max_size=4))
                log.add("hand_revealed", hand=hand, player=pid, cards=cards)
    return log


def log_hands(log: Log) -> int:
    from replays import match as fold

    return len(fold.replay(log.events, game_id="g_TEST").results)


@settings(max_examples=25, deadline=None)
@given(score_matches(), st.sampled_from(["fr", "en"]))
def test_any_score_only_match_reads_back(log, lang):
    _same(log.events, read_txt(render_txt(log.events, lang)))


def test_names_and_notes_with_line_breaks_stay_on_their_lines():
    log = Log("rami", ["anna", "ben"])
    log.events[0]["data"]["players"][0]["name"] = 'Anna "la\nbelle"\u2028 \\ (x)'
    log.add("note", text="deux\u2029lignes\x85 et\r\nune\ttab")
    log.add("points_entered", hand=1, points={"anna": 3, "ben": 0})
    for lang in ("fr", "en"):
        _same(log.events, read_txt(render_txt(log.events, lang)))


@settings(max_examples=60, deadline=None)
@given(
    st.text(min_size=1, max_size=40),
    st.text(min_size=1, max_size=40),
    st.sampled_from(["fr", "en"]),
)
def test_any_call_note_or_reason_reads_back(call, text, lang):
    cases = [
        ("huit_americain", "announced", {"player": "anna", "call": call}),
        ("huit_americain", "challenged", {"by": "ben", "target": "anna", "call": call}),
        ("rami", "note", {"text": text}),
        ("rami", "retracted", {"seq": 4, "reason": text}),
        ("president", "game_abandoned", {"reason": text}),
    ]
    for game, event_type, data in cases:
        line = write(event_type, data, lang)
        assert "\n" not in line and len(line.splitlines()) == 1
        assert read(tokens(line), game, lang) == (event_type, data), line

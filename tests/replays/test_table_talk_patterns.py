"""A game's sentence patterns as data (issue 40 point 2): one matcher reads a clause with
the patterns over slots and returns every match; the judge keeps what the rules accept."""

from __future__ import annotations

from replays.table_talk import read
from replays.table_talk.context import Clause, Talk
from replays.table_talk.patterns import TOLD, matched, parsed, patterns
from replays.table_talk.words import tokens

from .test_table_talk_corpus import build, corpus

TWO_WAYS = parsed(
    {
        "PLAYER <play> CARD": {"means": "card_discarded", "ask": "talk.ask.card"},
        "PLAYER <play|lay> CARDS": {"means": "cards_played", "unsaid": "talk.ask.cards"},
        "PLAYER:from <give> COUNT TARGET:to": "cards_given",
        "<again>": None,
        "PLAYER <pass>": "passed",
    }
)


def _clause(verb: str, said: str, subject: str | None = "anna", named: bool = True):
    match = build(corpus()["contexts"]["pres_table"])
    talk = Talk(match, tokens(said), "fr", "anna")
    return talk, Clause(verb, subject, named, tokens(said))


def _no_hand(match, player):
    return None


def test_a_pattern_names_its_verbs_subject_slots_and_fields():
    (play, _, give, again, _) = TWO_WAYS
    assert play.verbs == {"play"} and play.subject and play.means == "card_discarded"
    assert give.slots == (("COUNT", "count", False), ("TARGET", "to", False))
    assert again.means is None and not again.subject
    said = {p.means for p in patterns("replays.president")}
    assert said == {"cards_played", "passed", None}


def test_every_pattern_that_reads_a_clause_is_a_reading_and_the_rules_choose():
    talk, clause = _clause("play", "le 9 de pique")
    got = matched(talk, clause, TWO_WAYS, _no_hand)
    assert [r[0]["type"] for r in got.readings] == ["card_discarded", "cards_played"]
    assert got.readings[0][0]["data"] == {"player": "anna", "card": "9S"}
    assert got.readings[1][0]["data"] == {"player": "anna", "cards": ["9S"]}
    assert got.prune  # two ways of taking the words: the one the rules accept is kept
    two = matched(talk, _clause("lay", "deux rois de pique et de cœur")[1], TWO_WAYS, _no_hand)
    laid = {"player": "anna", "cards": ["KS", "KH"]}
    assert two.readings == [[{"type": "cards_played", "data": laid}]]


def test_a_pattern_without_cards_never_reads_cards_and_a_move_without_them_asks():
    talk, clause = _clause("pass", "le 9 de pique")
    assert matched(talk, clause, TWO_WAYS, _no_hand) is None
    talk, clause = _clause("lay", "une carte")
    asks = matched(talk, clause, TWO_WAYS, _no_hand)
    assert asks.readings == [] and asks.question == ("Quelles cartes ?", "Which cards?")


def test_slots_fill_the_event_fields_and_a_told_clause_is_no_move():
    talk, clause = _clause("give", "deux cartes à Ben")
    got = matched(talk, clause, TWO_WAYS, _no_hand)
    given = {"from": "anna", "count": 2, "to": "ben"}
    assert got.readings == [[{"type": "cards_given", "data": given}]]
    assert matched(talk, _clause("give", "deux cartes")[1], TWO_WAYS, _no_hand) is None
    assert matched(talk, _clause("again", "")[1], TWO_WAYS, _no_hand) is TOLD
    stranger = _clause("pass", "", subject=None, named=True)[1]  # "Zoé passe": no player
    assert matched(talk, stranger, TWO_WAYS, _no_hand) is None


def test_the_games_patterns_read_sentences_end_to_end():
    said = read(build(corpus()["contexts"]["pres_table"]), "Anna pose deux 7, elle rejoue")
    assert said["status"] == "ask" and len(said["alternatives"]) == 6  # which two 7s?
    shown = read(build(corpus()["contexts"]["h8_over"]), "Ben montre le roi de pique")
    assert [e["data"] for e in shown["events"]] == [{"player": "ben", "cards": ["KS"]}]


def test_a_word_slot_chooses_the_pattern_and_a_list_of_values_asks():
    """Rami: "pioche" is the stock, "pioche dans la défausse" the pile (a pattern without
    {pile} does not read « défausse »), « le talon » the stock (seed 002: the cards left,
    face down); "prend" alone either (asked)."""
    match = build(corpus()["contexts"]["rami_r2"])
    stock = read(match, "Anna pioche")["events"][0]["data"]
    pile = read(match, "Anna pioche dans la défausse")["events"][0]["data"]
    talon = read(match, "Anna prend le talon")["events"][0]["data"]
    assert (stock["source"], pile["source"], talon["source"]) == ("stock", "discard", "stock")
    taken = read(match, "Anna prend")
    sources = [alt["events"][0]["data"]["source"] for alt in taken["alternatives"]]
    assert taken["status"] == "ask" and sources == ["stock", "discard"]

"""The properties every playout must have, whatever its game: each a function of a played
`Playout` (or `Twin`) that fails with the case's seed in its message."""

from __future__ import annotations

import json
import random
from collections import Counter

from replays import codec, explain
from replays import match as fold
from replays.catalogue import localised
from replays.errors import RuleViolation
from replays.model import Match
from replays.rulebook import rules
from tests.support.readable import assert_readable

from . import facts, words
from .cases import GAME_ID
from .playout import Playout, Twin
from .views import LANGS, attributed, leaks

PREFIXES = 5  # states rebuilt from a prefix of the log (a snapshot and its tail)
VIEWS = 300  # states of a long playout whose views are checked (all of a shorter one)


def stripped(match: Match) -> Match:
    """As the service persists a state: its undo as the seq it steps back to."""
    return match.evolve(undo=(match.undo[0], None)) if match.undo else match


def said_json(match: Match, as_player: str | None = None) -> str:
    """What the state routes would answer: the view said in French, as JSON text."""
    moved = match.hand is not None and match.tracking != "score"  # a score sheet has no view
    view = fold.view(match, as_player) if moved else None
    moves = fold.legal_moves(match)
    return json.dumps(localised([view, moves, match.totals]), sort_keys=True, default=str)


def same_state(built: Match, folded: Match, where: str) -> None:
    assert stripped(folded) == stripped(built), f"the replay differs {where}"
    assert folded.totals == built.totals, where
    for pid in (None, *built.player_ids):
        assert said_json(folded, pid) == said_json(built, pid), f"view as {pid} differs {where}"


def replay_equals_incremental(p: Playout) -> None:
    """Folding the whole log, a prefix, or a snapshot and its tail gives the state built
    event by event."""
    same_state(p.match, fold.replay(p.events, game_id=GAME_ID), p.where("(whole log)"))
    rng = random.Random(p.case.seed)
    for cut in sorted(rng.sample(range(1, len(p.events) + 1), min(PREFIXES, len(p.events)))):
        where = p.where(f"(prefix to seq {cut})")
        same_state(p.states[cut - 1], fold.replay(p.events, upto=cut, game_id=GAME_ID), where)
        same_state(p.match, from_snapshot(p, cut), where + " snapshot + tail")


def from_snapshot(p: Playout, cut: int) -> Match:
    """The latest state as the service reads it: the state at `cut` persisted and read
    back, then the tail of the log, each retraction given back the state it steps back to
    (service/snapshots.py `with_undo`)."""
    match = codec.decode(codec.encode(stripped(p.states[cut - 1])))
    for event in p.events[cut:]:
        if event.type == "retracted" and match.undo is not None and match.undo[1] is None:
            back = match.undo[0]
            before = fold.replay(p.events, upto=back - 1, game_id=GAME_ID)
            match = match.evolve(undo=(back, before))
        match = fold.apply(match, event)
    return match


def codec_round_trips(p: Playout) -> None:
    """Every state, as persisted, reads back equal and writes the same text again."""
    for match in p.states:
        text = codec.encode(stripped(match))
        back = codec.decode(text)
        assert back == stripped(match), p.where(f"codec at seq {match.seq}")
        assert codec.encode(back) == text, p.where(f"codec text at seq {match.seq}")


def explains_every_event(p: Playout) -> int:
    """`explain` answers for every stored event: allowed, in steps citing rules of the
    rulebook, said in French and English with names, never ids, and cards in words, each fact it
    states true of the replayed state (`facts`; how many, by kind, in `p.facts`)."""
    known, ids = rules(), p.match.player_ids
    p.facts = Counter()
    for i, event in enumerate(p.events):
        before = p.states[i - 1] if i else None
        undone = p.events[event.data["seq"] - 1] if event.type == "retracted" else None
        body = explain.explain(before, event, undone, GAME_ID)
        where = p.where(f"explain seq {event.seq} {event.type}")
        assert body["allowed"], f"{body.get('refusal')} {where}"
        assert body["steps"], f"no step {where}"
        unknown = [s["rule"] for s in body["steps"] if s["rule"] not in known]
        assert not unknown, f"rule ids not in RULES.md: {unknown} {where}"
        if before is not None:
            p.facts.update(facts.checked(before, event, p.states[i], body["steps"]))
        for lang in LANGS:
            told = localised(body["steps"], lang)
            for s in told:
                assert_readable(s["text"], ids)
            words.steps_in_words(told, lang, where)
    return len(p.events)


def refusals_change_nothing(p: Playout) -> int:
    """A move posted again where the rules refuse it: refused again by the same rule, said
    in both languages, and the state it was posted on unchanged (its text, its views)."""
    for refusal in p.refusals:
        match = p.states[refusal.seq - 1]
        before = (codec.encode(stripped(match)), said_json(match))
        where = p.where(f"refusal of {refusal.body} at seq {refusal.seq}")
        try:
            p.checked_at(match, refusal.body)
        except RuleViolation as exc:
            assert exc.rule == refusal.rule, where
            for lang in LANGS:
                assert_readable(exc.render(lang), match.player_ids)
                words.in_words(exc.render(lang), where, lang)
        else:
            raise AssertionError(f"accepted the second time {where}")
        assert (codec.encode(stripped(match)), said_json(match)) == before, where
    return len(p.refusals)


def views_hide_the_others_cards(twin: Twin) -> int:
    """Each player's view of the open match shows the others' cards no more than the table
    sees them; a player sees their own hand; every hand dealt is found in the views."""
    checked, pairs = 0, twin.pairs
    if len(pairs) > VIEWS:
        pairs = random.Random(twin.open.case.seed).sample(pairs, VIEWS)
    for opened, table in pairs:
        if opened.hand is None or table.hand is None:
            continue
        players = list(opened.player_ids)
        public, whole = fold.view(table), fold.view(opened)
        for pid in players:
            seen = fold.view(opened, pid)
            leaked = leaks(seen, public, pid, players)
            where = twin.open.where(f"after seq {opened.seq}")
            assert not leaked, f"{pid}'s view shows {leaked} {where}"
            assert attributed(seen, pid) == attributed(whole, pid), f"{pid}'s own hand {where}"
            checked += 1
    return checked


def hands_are_found(twin: Twin) -> None:
    """The views place each dealt hand under its player: the leak check is not vacuous."""
    dealt = [m for m, e in zip(twin.open.states, twin.open.events, strict=True)
             if e.type == "hand_started"]  # fmt: skip
    assert dealt, twin.open.where()
    for match in dealt:
        view = fold.view(match)
        empty = [pid for pid in match.player_ids if not attributed(view, pid)]
        assert not empty, f"no cards found under {empty} in {view} {twin.open.where()}"

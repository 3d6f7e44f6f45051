"""`corrected` (CORE-CORRECT-1): a past score entry's data replaced, at any distance back.

A score-only hand is scored from its entries alone (points, an order, or every player's
revealed cards), so a correction re-enters the new data into the match as it stood before
that hand (the checks of the entry's type run as if it had been entered then) and puts the
hand it scores in place of the old one; the fold then recomputes totals and the match end.

Which seq a correction names: the event whose data is in effect. That is the entry itself
until it is corrected, then its latest correction: correcting a correction names the
correction (the entry's own seq is then "already replaced", and the refusal says which seq
to name), as a retraction names the latest event in effect. Retracting a correction puts
the data it replaced back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cards import parse_cards
from .errors import Message, RuleViolation, require, say
from .model import LEDGER_CHUNK, Entry, Event, Match, ScoreSheet
from .outcome import match_over

ENTRY_TYPES = ("points_entered", "order_entered", "hand_revealed")
# The field that tells an entry's data apart: a correction's data has its entry's shape.
SHAPES = {"points": "points_entered", "order": "order_entered", "cards": "hand_revealed"}

Reenter = Callable[[Match, Event], Any]
Handler = Callable[[Match, Event, Any], Any]


def handlers(
    checks: Mapping[str, Handler], applies: Mapping[str, Handler], players: Callable
) -> tuple[Handler, Handler]:
    """The fold's check and apply of `corrected`, re-entering the new data through the fold's
    own tables of checks and mutators (and its CORE-PLAYER-1 check)."""

    def check_corrected(match: Match, event: Event, engine: Any) -> None:
        def reenter(before: Match, entry: Event) -> None:
            players(before, entry)
            checks[entry.type](before, entry, engine)

        check(match, event, reenter)
        after = apply(match, event, lambda m, e: applies[e.type](m, e, engine))
        _check_end(after)

    def apply_corrected(match: Match, event: Event, engine: Any) -> Match:
        """The match end is left to the fold (`_close_hand`): a match no longer over takes
        hands again; an abandoned one stays abandoned."""
        after = apply(match, event, lambda m, e: applies[e.type](m, e, engine))
        return after if after.status == "abandoned" else after.evolve(status="playing")

    return check_corrected, apply_corrected


def _check_end(after: Match) -> None:
    """CORE-CORRECT-1 "as if it had been entered then": a correction after which the match
    would have ended at an earlier hand than the last one entered is refused, since the
    hands after that end could not have been entered (CORE-OVER-1). The table takes them
    back first (RULES.md is silent; the reading a table expects: the sheet stays one that
    could have been kept hand by hand)."""
    hands = len(after.results)
    for k in range(1, hands):
        if match_over(after.evolve(results=after.results[:k], hand_no=k, sums=None)):
            raise RuleViolation(
                "CORE-CORRECT-1",
                "core.correct.ends_earlier",
                hand=k,
                later=list(range(k + 1, hands + 1)),
                n=hands - k,
            )


def entered(after: Match, event: Event) -> Match:
    """`after` with the score entry `event` recorded as in effect (score tracking only)."""
    if event.type not in ENTRY_TYPES or after.tracking != "score":
        return after
    data = dict(event.data)
    if event.type == "hand_revealed":
        data.setdefault("hand", after.hand_no)
    entry = Entry(event.type, data["hand"], (event.seq,), data)
    ledger = after.ledger
    if ledger and len(ledger[-1]) < LEDGER_CHUNK:
        return after.evolve(ledger=ledger[:-1] + (ledger[-1] + (entry,),))
    return after.evolve(ledger=ledger + ((entry,),))


def shape_of(data: Mapping[str, Any]) -> str | None:
    """The entry type a correction's new data is shaped as."""
    found = [kind for key, kind in SHAPES.items() if key in data]
    return found[0] if len(found) == 1 else None


def find(match: Match, seq: int) -> Entry:
    """The entry in effect whose data event `seq` holds; RuleViolation says why not."""
    for entry in match.entries:
        if entry.seq == seq:
            return entry
        if seq in entry.seqs:
            raise RuleViolation(
                "CORE-CORRECT-1",
                "core.correct.replaced",
                seq=seq,
                latest=entry.seq,
                hand=entry.hand,
            )
    raise RuleViolation("CORE-CORRECT-1", _not_an_entry(match, seq))


def _not_an_entry(match: Match, seq: int) -> Message:
    if seq >= match.seq + 1:
        return say("core.correct.not_yet", seq=seq)
    if seq == 1:
        return say("core.correct.creation")
    if seq in _in_effect(match):
        return say("core.correct.not_an_entry", seq=seq)
    return say("core.correct.not_in_effect", seq=seq)


def _in_effect(match: Match) -> set[int]:
    """The seqs of the events in effect, by the undo chain (only walked to explain a refusal;
    the service gives a whole chain, `Snapshots.with_history`: a cut one stops early)."""
    seqs: set[int] = set()
    state: Match | None = match
    while state is not None and state.undo is not None:
        seq, state = state.undo
        seqs.add(seq)
    return seqs


def check(match: Match, event: Event, reenter: Reenter) -> Entry:
    """CORE-CORRECT-1: a score entry in effect, the same type and hand, data passing its checks."""
    require(
        match.tracking == "score",
        "CORE-CORRECT-1",
        "core.correct.score_only",
    )
    entry = find(match, event.data["seq"])
    new = _new_data(entry, event.data["data"])
    require(
        shape_of(new) == entry.type,
        "CORE-CORRECT-1",
        "core.correct.same_type",
        seq=entry.seq,
        entry=entry.type,
    )
    require(
        new["hand"] == entry.hand,
        "CORE-CORRECT-1",
        "core.correct.same_hand",
        seq=entry.seq,
        hand=entry.hand,
        other=new["hand"],
    )
    if entry.type == "hand_revealed":
        player = entry.data["player"]
        require(
            new.get("player") == player,
            "CORE-CORRECT-1",
            "core.correct.same_player",
            seq=entry.seq,
            who=match.name(player),
        )
    reenter(before(match, entry), Event(entry.type, new, event.seq))
    return entry


def _new_data(entry: Entry, data: Mapping[str, Any]) -> dict[str, Any]:
    new = dict(data)
    if entry.type == "hand_revealed":
        new.setdefault("hand", entry.hand)
    return new


def before(match: Match, entry: Entry) -> Match:
    """The match as it stood when `entry` was made, with every correction since applied:
    the hands before it, and the other cards already shown for its hand."""
    hand = entry.hand
    reveals = {
        e.data["player"]: parse_cards(e.data["cards"])
        for e in match.entries
        if e.hand == hand and e.type == "hand_revealed" and e is not entry
    }
    dealer = match.hand.dealer if isinstance(match.hand, ScoreSheet) else None
    sheet = ScoreSheet(hand=hand, dealer=dealer if match.hand_no == hand else None, reveals=reveals)
    return match.evolve(
        results=match.results[: hand - 1], hand_no=hand, hand=sheet, status="playing", sums=None
    )


def apply(match: Match, event: Event, reenter: Reenter) -> Match:
    """The match with the entry's data replaced and its hand scored again (status is left to
    the fold, which recomputes the match end)."""
    entry = find(match, event.data["seq"])
    new = _new_data(entry, event.data["data"])
    again: Match = reenter(before(match, entry), Event(entry.type, new, event.seq))
    ledger = _replaced(
        match.ledger, entry, Entry(entry.type, entry.hand, entry.seqs + (event.seq,), new)
    )
    hand = entry.hand
    if len(again.results) < hand:  # a reveal of the hand still being scored
        return match.evolve(hand=again.hand, ledger=ledger)
    results = match.results[: hand - 1] + (again.results[-1],) + match.results[hand:]
    sheet = again.hand if match.hand_no == hand else match.hand
    totals = dict.fromkeys(match.player_ids, 0)
    for result in results:
        for pid, pts in result.points.items():
            totals[pid] += pts
    return match.evolve(results=results, hand=sheet, ledger=ledger, sums=(len(results), totals))


def _replaced(ledger: tuple[tuple[Entry, ...], ...], old: Entry, new: Entry) -> Any:
    """The ledger with `old` replaced: its chunk copied, the other chunks shared."""
    for i, chunk in enumerate(ledger):
        if any(e is old for e in chunk):
            fixed = tuple(new if e is old else e for e in chunk)
            return ledger[:i] + (fixed,) + ledger[i + 1 :]
    raise AssertionError("a correction replaces an entry in effect")


def corrected_hands(match: Match) -> dict[int, list[int]]:
    """Per hand, the seqs of the corrections in effect (for the score sheet)."""
    hands: dict[int, list[int]] = {}
    for entry in match.entries:
        if len(entry.seqs) > 1:
            hands.setdefault(entry.hand, []).extend(entry.seqs[1:])
    return {hand: sorted(seqs) for hand, seqs in hands.items()}

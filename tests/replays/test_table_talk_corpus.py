"""The corpus of table talk (tests/data/table_talk.yaml): each sentence read in its game
context. At least 95% must mean exactly the expected events, every "must ask" must ask, and
no sentence may yield a wrong event presented as certain."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from replays import match as fold
from replays.model import Event, Match
from replays.registry import engine_for
from replays.table_talk import read
from replays.table_talk.words import plain_name

CORPUS = Path(__file__).resolve().parents[1] / "data" / "table_talk.yaml"


def _seeded(cards: list, seed: Any) -> list:
    """The service's seeded shuffle (random.Random(seed)), so that a context's open deal
    is the one its comment lists."""
    import random

    out = list(cards)
    random.Random(seed).shuffle(out)
    return out


@cache
def corpus() -> dict:
    return yaml.safe_load(CORPUS.read_text(encoding="utf-8"))


def build(spec: dict) -> Match:
    engine = engine_for(spec["game"])
    rules = engine.resolve(spec.get("preset"), spec.get("options", {}))
    scoring = spec.get("scoring", engine.default_scoring)
    target, rounds = engine.defaults(rules, scoring)
    players = [{"id": "".join(plain_name(n)), "name": n} for n in spec["players"]]
    data = {
        "game": spec["game"],
        "preset": spec.get("preset") or engine.default_preset,
        "rules": rules,
        "players": players,
        "tracking": spec["tracking"],
        "scoring": scoring,
        "target": target,
        "rounds": rounds,
    }
    match = fold.apply(None, Event("game_created", data, 1), "g_corpus")
    for kind, body in spec["events"]:
        for event in fold.expand(match, Event(kind, body, match.seq + 1), _seeded):
            event = Event(event.type, event.data, match.seq + 1)
            fold.check(match, event)
            match = fold.apply(match, event)
    return match


@cache
def answers() -> tuple[dict, ...]:
    """The parser's answer to each sentence of the corpus, in its context."""
    contexts = {name: build(spec) for name, spec in corpus()["contexts"].items()}
    return tuple(
        read(contexts[entry["in"]], entry["say"], entry.get("lang", "fr"))
        for entry in corpus()["sentences"]
    )


def verdict(entry: dict, answer: dict) -> tuple[str, dict]:
    """The outcome, with the parser's answer: right; wrong (an event presented as certain
    where the sentence means other events, must ask, or is not a move); or missed (asked,
    or not understood, where the sentence was plain)."""
    status = answer["status"]
    if entry.get("ask"):
        outcome = {"ask": "right", "understood": "wrong"}.get(status, "missed")
        return outcome, answer
    if entry.get("not_a_move"):
        outcome = {"not_understood": "right", "understood": "wrong"}.get(status, "missed")
        return outcome, answer
    expected = [{"type": t, "data": d} for t, d in entry["means"]]
    if status != "understood":
        return "missed", answer
    got = [{"type": e["type"], "data": e["data"]} for e in answer["events"]]
    return ("right" if got == expected else "wrong"), answer


def _game(entry: dict) -> str:
    return corpus()["contexts"][entry["in"]]["game"]


_BREAKDOWN = {
    "huit_americain": lambda e: _game(e) == "huit_americain",
    "rami": lambda e: _game(e) == "rami",
    "president": lambda e: _game(e) == "president",
    "score sheets": lambda e: corpus()["contexts"][e["in"]]["tracking"] == "score",
    "English": lambda e: e.get("lang") == "en",
    "must ask": lambda e: bool(e.get("ask")),
    "not a move": lambda e: bool(e.get("not_a_move")),
}


def test_corpus_has_the_sentences_the_table_says():
    sentences = corpus()["sentences"]
    english = [s for s in sentences if s.get("lang") == "en"]
    games = {corpus()["contexts"][s["in"]]["game"] for s in sentences}
    assert len(sentences) - len(english) >= 150
    assert len(english) >= 20
    assert games == {"huit_americain", "rami", "president"}


def test_corpus_reads_as_the_table_means(capsys):
    results: dict[str, list] = {"right": [], "wrong": [], "missed": []}
    asks_missed = []
    for entry, said in zip(corpus()["sentences"], answers(), strict=True):
        outcome, answer = verdict(entry, said)
        results[outcome].append((entry, answer))
        if entry.get("ask") and answer["status"] != "ask":
            asks_missed.append(entry["say"])
    total = sum(len(v) for v in results.values())
    right = len(results["right"])
    with capsys.disabled():
        print(f"\ntable talk corpus: {right}/{total} right ({100 * right / total:.1f}%),")
        print(f"  {len(results['wrong'])} wrong presented as certain,")
        print(f"  {len(results['missed'])} missed (asked or not understood where plain),")
        print(f"  {len(asks_missed)} 'must ask' that did not ask")
        for label, keep in _BREAKDOWN.items():
            rows = [(e, o) for o, found in results.items() for e, _ in found if keep(e)]
            good = sum(o == "right" for _, o in rows)
            print(f"  {label}: {good}/{len(rows)} right")
        for outcome in ("wrong", "missed"):
            for entry, answer in results[outcome]:
                got = answer.get("events") or answer.get("question") or answer.get("message")
                print(f"  {outcome}: [{entry['in']}] {entry['say']!r} -> {answer['status']} {got}")
    assert not results["wrong"], "a wrong event presented as certain"
    assert not asks_missed, "a sentence that must ask did not"
    assert right >= 0.95 * total


# Reads the corpus with the replays package imported from the engine zip the page loads
# (service/bundle.py), nothing else on the path before it, and prints the answers.
_FROM_THE_ZIP = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import replays
assert replays.__file__.startswith(sys.argv[1]), replays.__file__
from tests.replays.test_table_talk_corpus import answers
print(json.dumps(answers()))
"""


def test_the_page_reads_the_corpus_as_the_server_does(tmp_path):
    """The page's offline « Dire un coup » runs the engine zip under Pyodide: the same
    package, its data files (the lexicon, each game's talk.json) included, answers alike."""
    from service.bundle import replays_zip

    engine = tmp_path / replays_zip()[0]
    engine.write_bytes(replays_zip()[1])
    root = str(Path(__file__).resolve().parents[2])
    script = [sys.executable, "-c", _FROM_THE_ZIP, str(engine), root]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(script, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == json.loads(json.dumps(answers()))

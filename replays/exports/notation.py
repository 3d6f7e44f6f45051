"""One line per event: `<subject> <verb> <values…> <keyword value…>`, written and read back.

Each event type has a `Spec`: the field that opens the line (a player), a verb, then its
fields — positional ones recognised by their shape (a card, a list, a number), optional
ones after a keyword. Cards keep the canonical notation ("10H", "JK=7H"); a list is joined
by commas ("7H,7S,7D"), cards laid together by "+" ("AH+JH"), an empty list is "-".
Free text is a JSON string. The words come from `words.py`, in French or English. The
specs of the common events are here; each game declares those of its own (`lines`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from ..cards import Card
from ..corrections import SHAPES, shape_of
from ..errors import InvalidInput, say
from ..game import Arg, EntryField, Spec
from ..registry import engines, version
from .words import entry_key, enum_value, enum_word, word

COMMON_SPECS: Mapping[str, Spec] = {
    "hand_started": Spec(
        "",
        "hand",
        (
            Arg("hand", "int"),
            Arg("dealer", "player", "dealer"),
            Arg("hand_size", "int", "size"),
            Arg("first_player", "player", "first"),
            Arg("upcard", "card", "upcard"),
            Arg("deck", "cards", "deck"),
            Arg("seed", "json", "seed"),
        ),
    ),
    "hand_revealed": Spec(
        "player",
        "shows",
        (
            Arg("cards", "cards"),
            Arg("hand", "int", "in_hand"),
        ),
    ),
    "points_entered": Spec(
        "",
        "points",
        (
            Arg("hand", "int"),
            Arg("points", "points"),
        ),
    ),
    "order_entered": Spec("", "order", (Arg("hand", "int"), Arg("order", "players"))),
    "retracted": Spec("", "undo", (Arg("seq", "int"), Arg("reason", "text", "reason"))),
    "note": Spec("", "note", (Arg("text", "text"),)),
    "game_abandoned": Spec("", "abandoned", (Arg("reason", "text", "reason"),)),
}

COMMON = (
    "hand_started",
    "hand_revealed",
    "points_entered",
    "order_entered",
    "retracted",
    "note",
    "game_abandoned",
)


@cache
def _tables(version: int) -> tuple[dict[str, Spec], dict[str, tuple[str, ...]]]:
    """Every line spec (the common events', then each game's own) and each game's types."""
    specs = dict(COMMON_SPECS)
    types = {}
    entered = specs["points_entered"]
    for engine in engines().values():
        specs.update(engine.lines)
        types[engine.game] = COMMON + tuple(engine.lines)
        known = {a.field for a in entered.args}
        extra = tuple(entry_arg(f) for f in engine.entry_fields if f.name not in known)
        entered = Spec(entered.subject, entered.verb, entered.args + extra)
    specs["points_entered"] = entered
    return specs, types


# How a declared entry field is written in a txt line, by its kind (replays/shapes.py).
_ENTRY_KINDS = {
    "player": "player",
    "side": "player",
    "count": "int",
    "choice": "word",
    "flag": "json",
}


def entry_arg(entry: EntryField) -> Arg:
    """The txt argument of a game's score-entry field, announced by its own keyword."""
    return Arg(entry.name, _ENTRY_KINDS[entry.field.kind], entry_key(entry.name))


def specs() -> Mapping[str, Spec]:
    return _tables(version())[0]


def spec_of(event_type: str) -> Spec:
    return _tables(version())[0][event_type]


def game_types(game: str) -> tuple[str, ...]:
    """The event types a line of `game` may be, the common ones first (in reading order)."""
    return _tables(version())[1].get(game, COMMON)


MULTI = frozenset({"melds", "points"})  # kinds that take every following token of their shape

_PLAYER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}\Z")
_INT = re.compile(r"-?[0-9]{1,16}\Z")  # 2^53 has 16 digits: int() of more is refused
_POINTS = re.compile(r"([A-Za-z0-9][A-Za-z0-9_.-]{0,39})=(-?[0-9]{1,16})\Z")
_BARE = re.compile(r"[\w.+=-]+\Z")
TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|\{[^}]*\}?|[^\s{]+')


# -- writing ------------------------------------------------------------------------------


def write(event_type: str, data: Mapping[str, Any], lang: str) -> str:
    """The line of an event (without its seq)."""
    if event_type == "corrected":
        return _write_corrected(data, lang)
    spec = spec_of(event_type)
    parts = [str(data[spec.subject])] if spec.subject else []
    parts.append(word(lang, spec.verb))
    for arg in spec.args:
        if arg.field not in data:
            continue
        if arg.key:
            parts.append(word(lang, arg.key))
        parts.extend(_encode(arg.kind, data[arg.field], lang))
    return " ".join(parts)


def _write_corrected(data: Mapping[str, Any], lang: str) -> str:
    """`corrige <seq> [raison "…"] <the entry's line with its new data>` (CORE-CORRECT-1)."""
    parts = [word(lang, "corrects"), str(data["seq"])]
    if data.get("reason") is not None:
        parts += [word(lang, "reason"), one_line_json(data["reason"])]
    inner = data["data"]
    return " ".join([*parts, write(shape_of(inner) or "points_entered", inner, lang)])


def _encode(kind: str, value: Any, lang: str) -> list[str]:
    if kind.startswith("enum:"):
        return ["-" if value is None else enum_word(lang, kind[5:], value)]
    if kind in ("text", "json"):
        return [one_line_json(value)]
    if value is None:
        return ["-"]
    if kind == "cards":
        return [",".join(value) or "-"]
    if kind == "laid":
        return ["+".join(value) + ("+" if len(value) == 1 else "")]
    if kind == "melds":
        return [",".join(meld) or "-" for meld in value]
    if kind == "points":
        return [f"{pid}={pts}" for pid, pts in value.items()]
    if kind == "players":
        return [",".join(value) or "-"]
    if kind == "word" and not (_BARE.match(value) and value != "-"):
        return [one_line_json(value)]
    return [str(value)]


# Characters str.splitlines() breaks on that JSON leaves as they are.
_BREAKS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def one_line_json(value: Any) -> str:
    """JSON that stays on one line, whatever line breaks the value holds."""
    text = json.dumps(value, ensure_ascii=False)
    for char, escaped in _BREAKS.items():
        text = text.replace(char, escaped)
    return text


def one_line(text: str) -> str:
    """Commentary on one line: any line break becomes a space."""
    return " ".join(text.splitlines())


# -- reading ------------------------------------------------------------------------------


def tokens(text: str) -> list[str]:
    """The tokens of a line, without its comments in braces."""
    return [t for t in TOKENS.findall(text) if not t.startswith("{")]


def read(toks: list[str], game: str, lang: str) -> tuple[str, dict[str, Any]]:
    """(type, data) of a line's tokens; InvalidInput when no event of `game` reads so."""
    if toks[:1] == [word(lang, "corrects")]:
        return "corrected", _read_corrected(toks[1:], game, lang)
    types = game_types(game)
    for with_subject in (True, False):
        for event_type in types:
            spec = spec_of(event_type)
            if bool(spec.subject) != with_subject:
                continue
            start = 1 if spec.subject else 0
            verb = word(lang, spec.verb).split()
            subject_ok = not spec.subject or bool(toks and _PLAYER.match(toks[0]))
            if subject_ok and toks[start : start + len(verb)] == verb:
                data = {spec.subject: toks[0]} if spec.subject else {}
                data.update(_read_args(spec, toks[start + len(verb) :], lang))
                return event_type, data
    raise InvalidInput(say("import.no_event_reads", value=" ".join(toks)))


def _read_corrected(toks: list[str], game: str, lang: str) -> dict[str, Any]:
    if not toks or not _INT.match(toks[0]):
        raise InvalidInput(say("import.correction_seq"))
    data: dict[str, Any] = {"seq": int(toks[0])}
    rest = toks[1:]
    if rest[:1] == [word(lang, "reason")] and len(rest) > 1:
        data["reason"] = _decode("text", rest[1:2], lang)
        rest = rest[2:]
    kind, inner = read(rest, game, lang)
    if kind not in SHAPES.values():
        raise InvalidInput(say("import.correction_kind"))
    return {**data, "data": inner}


def _read_args(spec: Spec, toks: list[str], lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {}
    keywords = {word(lang, a.key): a for a in spec.args if a.key}
    i = 0
    while i < len(toks):
        arg = keywords.get(toks[i])
        if arg is not None:
            i += 1
        else:
            arg = _positional(spec, data, toks[i], lang)
        taken = _take(arg.kind, toks, i, lang)
        if arg.field in data or not taken:
            raise InvalidInput(say("import.field_twice", field=arg.field))
        data[arg.field] = _decode(arg.kind, taken, lang)
        i += len(taken)
    return data


def _positional(spec: Spec, data: dict[str, Any], token: str, lang: str) -> Arg:
    for arg in spec.args:
        if not arg.key and arg.field not in data and _accepts(arg.kind, token, lang):
            return arg
    raise InvalidInput(say("import.not_a_value", value=token))


def _take(kind: str, toks: list[str], i: int, lang: str) -> list[str]:
    if i >= len(toks):
        return []
    if kind not in MULTI:
        return [toks[i]]
    end = i
    while end < len(toks) and _accepts(kind, toks[end], lang):
        end += 1
    return toks[i:end]


def _accepts(kind: str, token: str, lang: str) -> bool:
    if kind.startswith("enum:"):
        return enum_value(lang, kind[5:], token) is not None
    checks = {
        "int": lambda t: bool(_INT.match(t)),
        "player": lambda t: t == "-" or bool(_PLAYER.match(t)),
        "players": lambda t: t == "-" or all(_PLAYER.match(p) for p in t.split(",")),
        "card": lambda t: "," not in t and "+" not in t and _is_cards([t]),
        "cards": lambda t: t == "-" or ("+" not in t and _is_cards(t.split(","))),
        "melds": lambda t: t == "-" or ("+" not in t and _is_cards(t.split(","))),
        "laid": lambda t: "+" in t and _is_cards([c for c in t.split("+") if c]),
        "points": lambda t: bool(_POINTS.match(t)),
        "text": lambda t: t.startswith('"') or t == "null",
    }
    check = checks.get(kind)
    return True if check is None else check(token)


def _is_cards(texts: list[str]) -> bool:
    try:
        return all(Card.parse(t) for t in texts)
    except InvalidInput:
        return False


def _decode(kind: str, toks: list[str], lang: str) -> Any:
    token = toks[0]
    if kind.startswith("enum:"):
        return None if token == "-" else enum_value(lang, kind[5:], token)
    if kind in ("text", "json") or (kind == "word" and token.startswith('"')):
        try:
            return json.loads(token)
        except (ValueError, RecursionError):  # RecursionError: nested too deeply to be read
            raise InvalidInput(say("import.not_json_value", value=token)) from None
    if kind == "int":
        if not _INT.match(token):
            raise InvalidInput(say("import.not_a_number", value=token))
        return int(token)
    return _decode_shaped(kind, toks)


def _decode_shaped(kind: str, toks: list[str]) -> Any:
    token = toks[0]
    if kind in ("cards", "players"):
        items = [] if token == "-" else token.split(",")
        return [_card(t) for t in items] if kind == "cards" else items
    if kind == "laid":
        return [_card(t) for t in token.split("+") if t]
    if kind == "card":
        return _card(token)
    if kind == "melds":
        return [[] if t == "-" else [_card(c) for c in t.split(",")] for t in toks]
    if kind == "points":
        pairs = [_POINTS.match(t) for t in toks]
        if not all(pairs):
            raise InvalidInput(say("import.points_form", value=" ".join(toks)))
        return {m.group(1): int(m.group(2)) for m in pairs if m}
    if kind == "player" and token == "-":
        return None
    return token


def _card(text: str) -> str:
    return str(Card.parse(text))

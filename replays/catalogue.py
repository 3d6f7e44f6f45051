"""The message catalogue: every sentence a player reads, by key, in French and English.

The entries are data: `replays/messages.py` and `step_messages.py` for the common layer
(`service_messages.py` for the service's own answers),
the same two modules in each game's package (`MESSAGES`: key → {"fr", "en"} templates,
`TERMS`: the words of a game's values). A template is `str.format` with a few conversions,
chosen by the field's spec:

- a card (`Card` or "8S"): `{card}` "le 8 de pique", `{card:a}` "un 8 de pique", `{card:of}`
  "du 8 de pique", `{card:to}` "au 8 de pique", `{card:bare}` "8 de pique"; a list of cards
  the same, joined ("le 8 de pique et l'as de cœur"), `{cards:a|or}` joined with "ou",
  `{cards:the|nor}` with "ni" after a negation (« n'a pas le 8 de pique ni l'as de cœur »);
- a rank ("A", "8", "Q"): `{rank:rank}` "as", `{rank:ranks}` "as"/"aces", `{rank:of_ranks}`
  "d'as", "de 8"/"of aces", `{rank:a_rank}`
  "un as"/"an ace", `{rank:the_rank}` "l'as"/"the ace"; ranks or cards a power names:
  `{answers:a_ranks|or}` "un as, un joker ou le 2 de pique" (`|commas`: "un roi, un 7");
  a sequence's ranks "9-10-J": `{ranks:run}` "9-10-valet";
- a count: `{n:#card}` "1 carte", "2 cartes" (`phrases.NOUNS`); a word agreeing with it,
  by the language's plural rule: `{n:~va|vont}`;
- a suit: `{suit:suit}` "cœur"; a game: `{game:game}`, its title; a game's word: `{call:@call}`
  (`TERMS["call"]`);
- a list of names: `{names}` "Anna, Ben et Chloé", `{names:or}` with "ou"; a name or names
  after French "de": `{who:de}` "d'Anna", "de Ben" (the name alone in English);
- a list said with commas only (scores: "Anna 12, Ben 0"): `{points:commas}`;
- a rule id: `{rule:rule_quote}` "H8-ANN-2 · Contre-carte", `{rule:rule_text}` its text;
- a text quoted as typed (`repr`: 'zzz'): in French « zzz »;
- a nested Message: rendered in the same language.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from typing import Any

from . import phrases, registry, rulebook
from .cards import Card
from .errors import InvalidInput, Message, Said

Entry = Mapping[str, str]
_CARD_SPECS = ("the", "a", "of", "to", "bare")


# Refusals and terms; input written wrongly; imports refused; the steps of explanations;
# the service's own answers; table talk's questions and events said back.
_MODULES = (
    "messages",
    "input_messages",
    "import_messages",
    "step_messages",
    "service_messages",
    "talk_messages",
)


def _modules() -> list[str]:
    """The common entries, then those of each game's package (a game plugged in without
    them says its sentences as written)."""
    games = registry.engines().values()
    packages = ["replays", *(type(e).__module__.rpartition(".")[0] for e in games)]
    found = [f"{package}.{module}" for package in packages for module in _MODULES]
    return [name for name in found if find_spec(name) is not None]


def catalogue() -> tuple[dict[str, Entry], dict[str, dict[str, dict[str, str]]]]:
    """Every key of the common layer and of each game (a key is defined once), gathered
    again when a game is registered or unregistered."""
    return _gathered(registry.version())


@cache
def _gathered(version: int) -> tuple[dict[str, Entry], dict[str, dict[str, dict[str, str]]]]:
    messages: dict[str, Entry] = {}
    terms: dict[str, dict[str, dict[str, str]]] = {}
    for name in _modules():
        module = import_module(name)
        for key, entry in module.MESSAGES.items():
            if key in messages:
                raise ValueError(f"catalogue key {key!r} is defined twice ({name})")
            messages[key] = entry
        for table, by_lang in getattr(module, "TERMS", {}).items():
            for lang, words in by_lang.items():
                terms.setdefault(table, {}).setdefault(lang, {}).update(words)
    return messages, terms


def messages() -> dict[str, Entry]:
    return catalogue()[0]


def check_lang(lang: str) -> str:
    if lang not in phrases.LANGS:
        raise InvalidInput(f"lang is one of {', '.join(phrases.LANGS)}, not {lang!r}", "lang")
    return lang


def render(message: Message | str, lang: str = phrases.DEFAULT_LANG, **params: Any) -> str:
    """The sentence of `message` in `lang`; a key not in the catalogue is said as written."""
    if isinstance(message, str):
        message = Message(message, params)
    entry = messages().get(message.key)
    if entry is None:
        return message.key
    return _Formatter(lang).vformat(entry[lang], (), message.params)


def sentence(message: Message, lang: str = phrases.DEFAULT_LANG) -> str:
    """The message as a sentence on its own: its first letter upper case."""
    text = render(message, lang)
    return text[:1].upper() + text[1:]


def localised(value: Any, lang: str = phrases.DEFAULT_LANG) -> Any:
    """`value` (an explanation, a ruling) with every Message said in `lang`."""
    if isinstance(value, Message):
        return render(value, lang)
    if isinstance(value, Said):
        return sentence(value.message, lang)
    if isinstance(value, Mapping):
        return {k: localised(v, lang) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [localised(v, lang) for v in value]
    return value


def plain(value: Any) -> Any:
    """A parameter as JSON: cards as their canonical strings, a nested Message as a dict."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Message):
        return {"key": value.key, "params": plain(value.params)}
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v) for v in value]
    return value


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, spec: str) -> str:
        lang = self.lang
        if isinstance(value, Message):
            return render(value, lang)
        if spec.startswith("#"):
            return phrases.count(int(value), spec[1:], lang)
        if spec.startswith("~"):  # a word agreeing with a number: "{n:~va|vont}"
            one, _, many = spec[1:].partition("|")
            return one if phrases.singular(int(value), lang) else many
        if spec.startswith("@"):  # a game's word; a list of them joined ("@entry|or")
            table, _, joiner = spec[1:].partition("|")
            if isinstance(value, list | tuple):
                last = phrases.OR if joiner == "or" else phrases.AND
                return phrases.listing([term(table, v, lang) for v in value], lang, last)
            return term(table, value, lang)
        if spec in ("rank", "ranks"):
            return phrases.rank_word(str(value), lang, plural=spec == "ranks")
        if spec == "run":  # a sequence's ranks in words: "9-10-valet"
            ranks = value.split("-") if isinstance(value, str) else value
            return "-".join(phrases.rank_word(str(r), lang) for r in ranks)
        if spec == "of_ranks":  # "une paire de 8", "une paire d'as"; "a pair of aces"
            return phrases.of_ranks(str(value), lang)
        if spec in ("a_rank", "the_rank"):
            return phrases.rank_with_article(str(value), lang, spec.partition("_")[0])
        if spec.startswith("a_ranks"):  # ranks or cards a power names: "un as, un joker ou un 8"
            words = [phrases.pattern_with_article(str(v), lang) for v in value]
            if spec.endswith("|commas"):  # the head of a longer list: "un roi, un 7"
                return ", ".join(words)
            return phrases.listing(words, lang, phrases.OR if spec.endswith("|or") else phrases.AND)
        if spec == "commas":  # scores and counts: "Anna 12, Ben 0"
            return ", ".join(self.format_field(v, "") for v in value)
        if spec == "suit":
            return phrases.suit_word(str(value), lang)
        if spec in ("rule_quote", "rule_text"):  # "H8-ANN-2 · Contre-carte", its text
            said = rulebook.quote if spec == "rule_quote" else rulebook.text
            return said(str(value), lang)
        if spec == "game":  # the game's name for people, as its engine declares it
            return game_title(str(value), lang)
        if spec == "de":  # names after French "de": "d'Anna, de Ben et de Chloé"
            names = value if isinstance(value, list | tuple) else [value]
            return phrases.listing([phrases.of_name(str(n), lang) for n in names], lang)
        how, _, joiner = spec.partition("|")
        last = {"or": phrases.OR, "nor": phrases.NOR}.get(joiner or how, phrases.AND)
        if isinstance(value, list | tuple):
            if value and all(isinstance(v, Card) or how in _CARD_SPECS for v in value):
                cards = [_card(v) for v in value]
                return phrases.cards_words(cards, lang, how if how in _CARD_SPECS else "the", last)
            return phrases.listing([self.format_field(v, "") for v in value], lang, last)
        if isinstance(value, Card) or (how in _CARD_SPECS and spec):
            return phrases.card_words(_card(value), lang, how or "the")
        if lang == "fr" and not spec and _quoted(value):  # a value as typed: « zzz »
            return f"« {value[1:-1]} »"
        return super().format_field(value, spec)


def _quoted(value: Any) -> bool:
    """A value quoted as Python's repr quotes a text ('zzz'), which French says « zzz »."""
    return isinstance(value, str) and len(value) > 1 and value[0] == value[-1] and value[0] in "'\""


def _card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(str(value))


def game_title(game: str, lang: str) -> str:
    """A game's name for people, as its engine declares it; the id of a game not known."""
    engine = registry.engines().get(game)
    return engine.title(lang) if engine is not None else game


def term(table: str, value: Any, lang: str) -> str:
    """A value of a game in words (a preset's id: its title); the value itself if unnamed."""
    words = catalogue()[1].get(table, {}).get(lang, {})
    return words.get(str(value), str(value))


Message.renderer = render  # what a Message, a refusal or a Said text says (replays/errors.py)

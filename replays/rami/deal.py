"""Setting a hand up: the pack, the deal, the upcard, who starts (RAMI-SETUP-*, CORE-DEAL-1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, missing_from, parse_cards
from ..engine import Shuffle
from ..errors import InvalidInput, RuleViolation, require, say
from ..model import Event, Match, dealer_for, seeded_deck
from .presets import OPTION_RANGES
from .state import TAKE, RamiHand, Slot, deal_size, pack


def check_options(rules: Mapping[str, Any], players: int) -> None:
    """RAMI-SETUP-1 (jokers 0-4, decks 1-2), RAMI-SCORE-1 (joker_points), CORE-DEAL-1."""
    options = rules["options"]
    for key, (low, high) in OPTION_RANGES.items():
        rule = "RAMI-SCORE-1" if key == "joker_points" else "RAMI-SETUP-1"
        if isinstance(options[key], bool) or not isinstance(options[key], int):
            said = say("rami.option.whole", option=key, value=repr(options[key]))
            raise InvalidInput(said, "options")
        require(
            low <= options[key] <= high,
            rule,
            "rami.option_range",
            option=key,
            low=low,
            high=high,
            n=options[key],
        )
    size = deal_size(rules, players, {})
    need = players * size + 1
    require(
        len(pack(rules)) >= need,
        "CORE-DEAL-1",
        "rami.deal_too_big",
        players=players,
        size=size,
        need=need,
        total=len(pack(rules)),
    )


def dealer_of(match: Match, data: Mapping[str, Any]) -> str:
    """The dealer named, else the deal passes to the left (CORE-DEAL-2)."""
    return dealer_for(match, data)


def check_start(match: Match, data: Mapping[str, Any]) -> None:
    ids = match.player_ids
    n = len(ids)
    size = deal_size(match.rules, n, data)
    full = pack(match.rules)
    require(
        n * size + 1 <= len(full),
        "CORE-DEAL-1",
        "rami.deal_too_big",
        players=n,
        size=size,
        need=n * size + 1,
        total=len(full),
    )
    dealer = dealer_of(match, data)
    first = ids[(ids.index(dealer) + 1) % n]
    require(
        data.get("first_player") in (None, first),
        "RAMI-SETUP-3",
        "rami.first_player",
        dealer=match.name(dealer),
        who=match.name(first),
        other=match.name(data.get("first_player") or ""),
    )
    if match.tracking == "open":
        _check_deck(match, data, full, n * size)
    else:
        _check_table_deal(data)


def _check_table_deal(data: Mapping[str, Any]) -> None:
    """RAMI-SETUP-2 at a real table: the upcard is seen by all, the deck order by nobody.
    The upcard is optional (DESIGN.md `upcard?`): not logged, it is still turned, so the
    discard pile holds one unknown card and the stock one card less."""
    require(
        not data.get("deck"),
        "RAMI-SETUP-2",
        "rami.table_no_deck",
    )


def _check_deck(match: Match, data: Mapping[str, Any], full: tuple[Card, ...], dealt: int) -> None:
    require(
        data.get("deck"),
        "RAMI-SETUP-2",
        "rami.open_needs_deck",
    )
    deck = tuple(c.plain for c in parse_cards(data["deck"]))
    lacking, extra = missing_from(full, deck), missing_from(deck, full)
    if lacking or extra:
        raise RuleViolation(
            "RAMI-SETUP-1",
            ("rami.deck_whole_pack" if extra else "rami.deck_missing")
            if lacking
            else "rami.deck_extra",
            n=len(full),
            missing=lacking,
            extra=extra,
        )
    upcard = Card.parse(data["upcard"]).plain if data.get("upcard") else None
    require(
        upcard in (None, deck[dealt]),
        "RAMI-SETUP-2",
        "rami.upcard_is",
        card=deck[dealt],
        stated=upcard,
    )


def start(match: Match, data: Mapping[str, Any]) -> RamiHand:
    """A new hand, played first by the player left of the dealer (RAMI-SETUP-3)."""
    ids = match.player_ids
    dealer = dealer_of(match, data)
    first = (ids.index(dealer) + 1) % len(ids)
    hands, upcard, stock = _dealt(match, data, first)
    return RamiHand(
        number=data["hand"],
        dealer=dealer,
        seats=ids,
        open=match.tracking == "open",
        hands=hands,
        stock=stock,
        pile=(upcard,),
        turn=first,
        phase=TAKE,
        turns=(0,) * len(ids),
        opened=(0,) * len(ids),
        revealed=(False,) * len(ids),
    )


def _dealt(match: Match, data: Mapping[str, Any], first: int) -> tuple[tuple, Slot, tuple]:
    """RAMI-SETUP-2: the hands dealt one card at a time from seat `first`, the upcard, the
    stock in draw order; at a real table only the upcard is known, if it was logged."""
    n = len(match.players)
    size = deal_size(match.rules, n, data)
    if match.tracking != "open":
        hands = tuple((None,) * size for _ in range(n))
        stock = (None,) * (len(pack(match.rules)) - n * size - 1)
        upcard = Card.parse(data["upcard"]).plain if data.get("upcard") else None
        return hands, upcard, stock
    deck = tuple(c.plain for c in parse_cards(data["deck"]))
    hands = tuple(tuple(deck[(s - first) % n : n * size : n]) for s in range(n))
    return hands, deck[n * size], deck[n * size + 1 :]


def expand(match: Match, event: Event, shuffle: Shuffle) -> list[Event]:
    """Complete an event before it is stored: a deck order for an open hand, the card a take
    brings where the table knows it. Never fails: check refuses a bad event afterwards."""
    data = event.data
    if event.type == "hand_started":
        return seeded_deck(match, event, shuffle, lambda: pack(match.rules))
    hand = match.hand
    if event.type != "card_taken" or data.get("card") or not isinstance(hand, RamiHand):
        return [event]
    card = top_card(hand, data.get("source"))
    if card is None:
        return [event]
    return [Event(event.type, {**data, "card": str(card)}, event.seq)]


def top_card(hand: RamiHand, source: Any) -> Card | None:
    """The card a take would bring, where it is known (RAMI-STOCK-1 for an empty stock);
    None for an unknown card, such as an upcard not logged (RAMI-SETUP-2)."""
    if hand.phase != TAKE:
        return None
    if source == "discard":
        return hand.pile[-1] if hand.pile else None
    if source != "stock":
        return None
    if hand.stock:
        return hand.stock[0]
    return hand.pile[0] if hand.pile else None

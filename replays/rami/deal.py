"""Setting a hand up: the pack, the deal, the upcard, who starts (RAMI-SETUP-*, CORE-DEAL-1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Card, fmt, missing_from, parse_cards
from ..engine import Shuffle
from ..errors import InvalidInput, RuleViolation, require
from ..model import Event, Match, dealer_for
from .presets import OPTION_RANGES
from .state import TAKE, RamiHand, Slot, deal_size, pack


def check_options(rules: Mapping[str, Any], players: int) -> None:
    """RAMI-SETUP-1 (jokers 0-4, decks 1-2), RAMI-SCORE-1 (joker_points), CORE-DEAL-1."""
    options = rules["options"]
    for key, (low, high) in OPTION_RANGES.items():
        rule = "RAMI-SCORE-1" if key == "joker_points" else "RAMI-SETUP-1"
        if isinstance(options[key], bool) or not isinstance(options[key], int):
            raise InvalidInput(f"option {key} is a whole number, not {options[key]!r}", "options")
        require(
            low <= options[key] <= high,
            rule,
            f"option {key} is {low} to {high}, not {options[key]}",
        )
    size = deal_size(rules, players, {})
    need = players * size + 1
    require(
        len(pack(rules)) >= need,
        "CORE-DEAL-1",
        f"{players} players of {size} cards and the upcard need {need} cards:"
        f" the pack has {len(pack(rules))}",
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
        f"{n} hands of {size} cards and the upcard need {n * size + 1} cards:"
        f" the pack has {len(full)}",
    )
    dealer = dealer_of(match, data)
    first = ids[(ids.index(dealer) + 1) % n]
    require(
        data.get("first_player") in (None, first),
        "RAMI-SETUP-3",
        f"the player left of the dealer ({match.name(dealer)}) plays first:"
        f" {match.name(first)}, not {match.name(data.get('first_player') or '')}",
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
        "in table tracking the cards are dealt at the table: log the upcard, not a deck order",
    )


def _check_deck(match: Match, data: Mapping[str, Any], full: tuple[Card, ...], dealt: int) -> None:
    require(
        data.get("deck"),
        "RAMI-SETUP-2",
        "open tracking needs the deck order (or a seed the server expands)",
    )
    deck = tuple(c.plain for c in parse_cards(data["deck"]))
    lacking, extra = missing_from(full, deck), missing_from(deck, full)
    if lacking or extra:
        parts = [f"missing {' '.join(fmt(lacking))}"] if lacking else []
        parts += [f"not in the pack {' '.join(fmt(extra))}"] if extra else []
        raise RuleViolation(
            "RAMI-SETUP-1",
            f"the deck order is the whole pack of {len(full)} cards, each once: {'; '.join(parts)}",
        )
    upcard = Card.parse(data["upcard"]).plain if data.get("upcard") else None
    require(
        upcard in (None, deck[dealt]),
        "RAMI-SETUP-2",
        f"dealt in this order, the upcard is {deck[dealt]}, not {upcard}",
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
    if event.type == "hand_started" and match.tracking == "open" and not data.get("deck"):
        order = shuffle(list(pack(match.rules)), data.get("seed"))
        return [Event(event.type, {**data, "deck": fmt(order)}, event.seq)]
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

// Cards in the API's notation ("10H", "QS", "JK", "JK=7H") shown as "10♥", and the picker.

import { t } from "./i18n.js";

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const SUITS = ["S", "H", "D", "C"];
export const SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);

export function parse(text) {
  const raw = String(text).trim().toUpperCase();
  if (raw.startsWith("JK")) {
    const stands = raw.startsWith("JK=") ? parse(raw.slice(3)) : null;
    return { rank: "JK", suit: null, stands };
  }
  return { rank: raw.slice(0, -1), suit: raw.slice(-1), stands: null };
}

export function rankName(rank) {
  return t(`rank.${rank}`, {}, rank);
}

export function suitName(suit) {
  return t(`suit.${suit}`);
}

// "10♥", "Joker", "Joker (7♥)"; a card the French deck lacks in its game's words
// (`card.<code>`: "21 atout").
export function cardText(text) {
  const own = t(`card.${String(text).trim().toUpperCase()}`, {}, "");
  if (own) return own;
  const card = parse(text);
  if (card.rank === "JK") {
    return card.stands ? `${t("joker")} (${cardText(String(text).trim().slice(3))})` : t("joker");
  }
  return `${rankShort(card.rank)}${SYMBOL[card.suit] || card.suit}`;
}

function rankShort(rank) {
  return t(`rankShort.${rank}`, {}, rank);
}

// "dix de cœur": what a screen reader says for a card (`cardWords.<code>` where its game
// names it).
export function cardWords(text) {
  const own = t(`cardWords.${String(text).trim().toUpperCase()}`, {}, "");
  if (own) return own;
  const card = parse(text);
  if (card.rank === "JK") {
    return card.stands ? `${t("joker")}, ${cardWords(String(text).trim().slice(3))}` : t("joker");
  }
  return t("cardWords", { rank: rankName(card.rank), suit: suitName(card.suit) });
}

export function isRed(text) {
  const card = parse(text);
  return RED.has(card.suit) || Boolean(card.stands && RED.has(card.stands.suit));
}

export function cardElement(text) {
  const el = document.createElement("span");
  el.className = isRed(text) ? "card red" : "card";
  el.textContent = cardText(text);
  el.setAttribute("aria-label", cardWords(text));
  el.setAttribute("role", "img");
  return el;
}

export function cardsText(cards) {
  return cards.map(cardText).join(" ");
}

export function suitElement(suit) {
  const el = document.createElement("span");
  el.className = RED.has(suit) ? "suit red" : "suit";
  el.textContent = `${SYMBOL[suit]} ${suitName(suit)}`;
  return el;
}

function button(label, words, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  if (words) b.setAttribute("aria-label", words);
  b.addEventListener("click", onClick);
  return b;
}

// Rank, then suit: one tap each; the rank stays chosen so "7♥ 7♠" is 7, ♥, ♠.
export function picker(onPick, { jokers = true } = {}) {
  const box = document.createElement("div");
  box.className = "picker";
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", t("picker.label"));
  const ranks = document.createElement("div");
  ranks.className = "ranks";
  const suits = document.createElement("div");
  suits.className = "suits";
  let chosen = null;
  const rankButtons = RANKS.map((rank) => {
    const b = button(rankShort(rank), rankName(rank), () => {
      chosen = rank;
      rankButtons.forEach((x) => x.setAttribute("aria-pressed", String(x === b)));
    });
    b.setAttribute("aria-pressed", "false");
    return b;
  });
  ranks.append(...rankButtons);
  if (jokers) ranks.append(button(t("jokerShort"), t("joker"), () => onPick("JK")));
  for (const suit of SUITS) {
    const b = button(SYMBOL[suit], suitName(suit), () => {
      if (chosen) onPick(`${chosen}${suit}`);
      else onPick(null);
    });
    if (RED.has(suit)) b.classList.add("red");
    suits.append(b);
  }
  box.append(ranks, suits);
  return box;
}

// A hand shown at the end (a reveal): every card of the deck, by suit, one tap each: half
// the taps of rank then suit (a player's 5 cards: 5 taps, not 10). `short`: a 32-card deck.
export function deckGrid(onPick, { jokers = true, short = false } = {}) {
  const box = document.createElement("div");
  box.className = "picker card-pick";
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", t("picker.cards"));
  const ranks = short ? RANKS.filter((rank) => !["2", "3", "4", "5", "6"].includes(rank)) : RANKS;
  for (const suit of SUITS) {
    const row = document.createElement("div");
    row.className = RED.has(suit) ? "suit-row red" : "suit-row";
    row.append(...ranks.map((rank) => button(cardText(`${rank}${suit}`), cardWords(`${rank}${suit}`), () => onPick(`${rank}${suit}`))));
    box.append(row);
  }
  if (jokers) {
    const row = document.createElement("div");
    row.className = "suit-row";
    row.append(button(t("jokerShort"), t("joker"), () => onPick("JK")));
    box.append(row);
  }
  return box;
}

// Chosen cards as buttons that remove themselves when tapped.
export function cardChips(cards, onRemove) {
  const box = document.createElement("div");
  box.className = "hand-cards";
  cards.forEach((card, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "small";
    b.append(cardElement(card));
    b.setAttribute("aria-label", t("picker.remove", { card: cardWords(card) }));
    b.addEventListener("click", () => onRemove(i));
    box.append(b);
  });
  return box;
}

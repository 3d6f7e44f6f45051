// Event bodies {type, data} as sentences for the table: move buttons, waiting moves, replay.

import { cardsText, cardText, SYMBOL } from "./cards.js";
import { entryWords, gameTitle, playerFields } from "./games.js";
import { t } from "./i18n.js";

// The fields of the common events that name a player; a game's score-entry fields of kind
// player are added from its declaration.
const PLAYER_FIELDS = ["player", "by", "target", "from", "to", "dealer", "first_player"];

function cardsOf(data) {
  if (Array.isArray(data.cards)) return cardsText(data.cards);
  if (data.card) return cardText(data.card);
  return "";
}

function countText(n) {
  return t("count", { n });
}

function given(data) {
  return data.cards ? cardsText(data.cards) : countText(data.count);
}

function callText(call) {
  return t(`call.${call}`, {}, `« ${call} »`);
}

const SENTENCES = {
  game_created: (d) => t("ev.game_created", { game: gameTitle(d.game) }),
  hand_started: (d) => t(d.dealer ? "ev.hand_started" : "ev.hand_started_plain", d),
  hand_revealed: (d) =>
    d.cards && d.cards.length ? t("ev.hand_revealed", { ...d, cards: cardsText(d.cards) })
      : t("ev.hand_revealed_none", d),
  points_entered: (d) => t("ev.points", { ...d, points: pointsText(d.points) }) + entryWords(d),
  order_entered: (d) => t("ev.order", { ...d, order: d.order.join(", ") }),
  stock_reshuffled: () => t("ev.stock_reshuffled"),
  retracted: (d) => t("ev.retracted", d),
  note: (d) => t("ev.note", d),
  game_abandoned: () => t("ev.game_abandoned"),
  card_played: (d) => playText(d),
  cards_drawn: (d) => t(d.cards ? "ev.drawn_cards" : "ev.drawn", { ...d, n: countText(d.count), cards: cardsOf(d) }),
  announced: (d) => t("ev.announced", { ...d, call: callText(d.call) }),
  challenged: (d) => t("ev.challenged", { ...d, call: callText(d.call) }),
  cards_given: (d) => t("ev.given", { ...d, what: given(d) }),
  infraction: (d) => t("ev.infraction", { ...d, kind: t(`kind.${d.kind}`) }),
  passed: (d) => t("ev.passed", d),
  card_taken: (d) => t(d.source === "discard" ? "ev.take_discard" : "ev.take_stock", { ...d, card: d.card ? cardText(d.card) : "" }).trim(),
  melds_laid: (d) => t("ev.melds", { ...d, melds: d.melds.map(cardsText).join(" · ") }),
  cards_added: (d) => t("ev.added", { ...d, cards: cardsText(d.cards) }),
  card_discarded: (d) => t("ev.discarded", { ...d, card: cardText(d.card) }),
  cards_exchanged: (d) => t("ev.given", { ...d, what: given(d) }),
  cards_played: (d) => t("ev.played", { ...d, cards: cardsOf(d) }),
};

function playText(d) {
  let text = t("ev.played", { ...d, cards: cardsOf(d) });
  if (d.suit) text += t("ev.asks", { suit: `${SYMBOL[d.suit]} ${t(`suit.${d.suit}`)}` });
  if (d.target) text += t("ev.for", d);
  return text;
}

function pointsText(points) {
  return Object.entries(points).map(([p, n]) => `${p} ${n}`).join(", ");
}

// Player ids in the data replaced by their names (points and orders by their keys too).
function named(data, names) {
  const out = { ...data };
  for (const f of [...PLAYER_FIELDS, ...playerFields()]) if (typeof out[f] === "string") out[f] = names[out[f]] || out[f];
  if (out.points) out.points = Object.fromEntries(Object.entries(out.points).map(([p, n]) => [names[p] || p, n]));
  if (Array.isArray(out.order)) out.order = out.order.map((p) => names[p] || p);
  return out;
}

// A correction's new data has the shape of the entry it replaces (CORE-CORRECT-1).
const ENTRY_SHAPES = { points: "points_entered", order: "order_entered", cards: "hand_revealed" };

function correctionText(data, names, events) {
  const fresh = data.data || {};
  const shape = Object.keys(ENTRY_SHAPES).find((k) => k in fresh);
  const what = shape ? describe({ type: ENTRY_SHAPES[shape], data: fresh }, names) : "";
  const old = about(data.seq, names, events);
  return old ? t("ev.correctedOf", { seq: data.seq, old, what }) : t("ev.corrected", { seq: data.seq, what });
}

// The move an undo or a correction is about, in words, when the log is at hand (issue 38:
// never a bare number).
function about(seq, names, events) {
  const target = events && events.find((e) => e.seq === seq);
  return target ? describe(target, names, events) : "";
}

// `events`, the log where the page has it, lets an undo or a correction say what it is about.
export function describe(body, names = {}, events = null) {
  if (body.type === "corrected") return correctionText(body.data || {}, names, events);
  if (body.type === "retracted") {
    const what = about((body.data || {}).seq, names, events);
    if (what) return t("ev.retractedOf", { seq: body.data.seq, what });
  }
  const sentence = SENTENCES[body.type];
  const data = named(body.data || {}, names);
  if (!sentence) return ownSentence("ev", body.type, data) || `${body.type} ${JSON.stringify(data)}`;
  try {
    return sentence(data);
  } catch {
    return `${t(`type.${body.type}`, {}, body.type)} ${JSON.stringify(data)}`;
  }
}

// A refusal's rule by its id and name (its quote, « H8-ANN-2 · Contre-carte »), then its
// sentence: the lines under the refusal's message, never a bare id (issue 39).
export function ruleLines(body) {
  if (!body || !body.rule) return [];
  return [t("rule", { rule: body.quote || body.rule }), body.sentence].filter(Boolean);
}

// The label of a move button: the sentence without the player whose turn it is.
export function moveLabel(body, names, turn) {
  const d = body.data || {};
  if (d.player && d.player === turn && SHORT[body.type]) return SHORT[body.type](named(d, names));
  const short = d.player && d.player === turn && ownSentence("mv", body.type, named(d, names));
  return short || describe(body, names);
}

// A game's own event in the words of its page module (`ev.<type>`, a move button's
// `mv.<type>`); "" where the game has none.
function ownSentence(kind, type, data) {
  return t(`${kind}.${type}`, inWords(data), "");
}

// The data's values as the table says them: a suit as its symbol, cards in words, a value
// the game's words name as a choice (`choice.<field>.<value>`: a contract, a call).
function inWords(data) {
  const out = { ...data, suit: SYMBOL[data.suit] || data.suit };
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === "string" && field !== "suit") out[field] = t(`choice.${field}.${value}`, {}, value);
  }
  if (typeof data.card === "string") out.card = cardText(data.card);
  if (Array.isArray(data.cards)) out.cards = cardsText(data.cards);
  return out;
}

const SHORT = {
  card_played: (d) => {
    let text = t("mv.play", { cards: cardsOf(d) });
    if (d.suit) text += ` → ${SYMBOL[d.suit]}`;
    if (d.target) text += t("ev.for", d);
    return text;
  },
  cards_played: (d) => t("mv.play", { cards: cardsOf(d) }),
  cards_drawn: (d) => t("mv.draw", { n: countText(d.count) }),
  passed: () => t("mv.pass"),
  card_taken: (d) => (d.source === "discard" ? t("mv.take_discard", { card: d.card ? cardText(d.card) : "" }) : t("mv.take_stock")).trim(),
  card_discarded: (d) => t("mv.discard", { card: cardText(d.card) }),
  melds_laid: (d) => t("mv.melds", { melds: d.melds.map(cardsText).join(" · ") }),
  cards_added: (d) => t("mv.add", { ...d, cards: cardsText(d.cards) }),
  announced: (d) => callText(d.call),
};

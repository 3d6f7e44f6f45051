// The move flow: the legal moves (GET /legal-moves) as big buttons, one tap each; calls
// and undo always at hand; cards the table has to name (hidden hands) picked on the spot.
// What a game shows of its own (its calls, a penalty form, a selection of cards) comes from
// its page module (games.js).

import { cardChips, cardElement, cardText, deckGrid, picker, SUITS, SYMBOL } from "./cards.js";
import { deckHasJokers, gamePage, shortDeck } from "./games.js";
import { handDetails, renderHandView, statusLine } from "./handview.js";
import { t } from "./i18n.js";
import { describe, moveLabel } from "./labels.js";
import { button, currentDealer, el, fill, lastHandBox, undoButton } from "./score.js";

// The data fields of each move type (DESIGN.md); hints the engines add are left out.
const FIELDS = {
  card_played: ["player", "card", "cards", "suit", "target"],
  cards_played: ["player", "cards"],
  card_discarded: ["player", "card"],
  cards_added: ["player", "meld", "cards"],
  melds_laid: ["player", "melds"],
  hand_revealed: ["hand", "player", "cards"],
};
const QUICK = new Set(["announced", "challenged"]);
// The moves of the action bar, always at the bottom of the screen (style.css: sticky).
const MAIN = new Set(["cards_drawn", "passed", "card_taken"]);

function clean(type, data) {
  const keep = FIELDS[type];
  if (!keep) return data;
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => keep.includes(k) && v !== null));
}

// A move the table still has to complete: the cards of a hidden hand.
function needsCards(move) {
  const d = move.data || {};
  switch (move.type) {
    case "card_played": return !d.card && !d.cards;
    case "card_discarded": return !d.card;
    case "cards_played": case "cards_added": case "hand_revealed": return !Array.isArray(d.cards);
    case "melds_laid": return !Array.isArray(d.melds) || !d.melds.length;
    default: return false;
  }
}

const single = (m) => ["card_played", "card_discarded"].includes(m.type) && m.data.card && !needsCards(m);

export function renderMoves(panel, ctx) {
  const view = ctx.state.hand;
  if (!ctx.state.in_hand) {
    const parts = [lastHandBox(ctx), view && Object.keys(view).length ? renderHandView(view, ctx) : null];
    if (ctx.readOnly) return fill(panel, ...parts);
    if (ctx.state.status !== "playing") return fill(panel, ...parts, undoButton(ctx));
    return fill(panel, ...parts, newHandForm(ctx), undoButton(ctx));
  }
  const parts = [statusLine(view, ctx), handDetails(view, ctx)];
  if (ctx.readOnly) return fill(panel, ...parts);
  const page = gamePage(ctx.state.game);
  const pick = !ctx.ui.compose && page.pick ? page.pick(ctx) : null;
  if (ctx.ui.compose) parts.push(composer(ctx));
  else parts.push(...(page.panels ? page.panels(ctx) : []), otherMoves(ctx), manualBox(ctx));
  const hand = ctx.ui.compose ? null : pick ? pick.grid : cardGrid(ctx);
  fill(panel, ...parts, handDock(hand, actionBar(ctx, pick)));
  stickyEdges(panel);
}

// What sticks at the top and the bottom of the hand, told to the browser (style.css:
// scroll-padding): what it brings into view (a tapped summary, the focus) lands between them.
function stickyEdges(panel) {
  const root = document.documentElement.style;
  const height = (selector) => `${panel.querySelector(selector)?.offsetHeight || 0}px`;
  root.setProperty("--status-h", height("#match-status"));
  root.setProperty("--dock-h", height("#hand-dock"));
}

// The cards to play from and the action bar, one block kept above the tabs (style.css:
// sticky), so that the hand is never behind the buttons nor scrolled away.
function handDock(hand, bar) {
  return el("div", { class: "hand-dock", id: "hand-dock" }, hand, bar);
}

// The draw, the pass, the play and undo, with the calls (the game's own bar, where its calls
// keep their places), so that a call appearing never moves a button.
function actionBar(ctx, pick) {
  const main = ctx.moves.filter((m) => MAIN.has(m.type) && !needsCards(m))
    .map((m) => button(moveLabel(m, ctx.names, ctx.state.hand.turn), () => ctx.send([{ type: m.type, data: m.data }]), "primary"));
  if (pick) main.unshift(pick.button);
  const page = gamePage(ctx.state.game);
  const own = page.bar ? page.bar(ctx, main, undoShort(ctx)) : null;
  if (own) return el("div", { class: "action-bar", id: "action-bar" }, ...own);
  // No calls to keep a place for: undo goes beside the main moves, on one row.
  const calls = ctx.moves.filter((m) => QUICK.has(m.type)).map((m) => button(describe(m, ctx.names), () => ctx.send([m]), "primary"));
  return el("div", { class: "action-bar", id: "action-bar" }, calls.length ? el("div", { class: "quick" }, ...calls) : null,
    el("div", { class: "main-moves" }, ...main, undoShort(ctx)));
}

// A new hand at the table: dealer, cards each, the card turned up, who starts (the rule's
// choice unless the table names someone).
function newHandForm(ctx) {
  const hand = ctx.state.hands + 1;
  const ui = ctx.ui.deal && ctx.ui.deal.hand === hand ? ctx.ui.deal : (ctx.ui.deal = { hand, upcard: null, picking: false });
  ui.dealer = ui.dealer || currentDealer(ctx, hand);
  const keep = (name) => (e) => { ui[name] = e.target.value; };
  const dealer = el("select", { id: "next-dealer", onchange: keep("dealer") },
    ...ctx.players.map((p) => new Option(p.name, p.id, false, p.id === ui.dealer)));
  const first = el("select", { id: "first-player", onchange: keep("first") }, new Option(t("mv.firstByRule"), ""),
    ...ctx.players.map((p) => new Option(p.name, p.id, false, p.id === ui.first)));
  const size = el("input", { id: "hand-size", type: "number", min: "1", max: "60", placeholder: t("mv.sizeDefault"),
    value: ui.size || "", oninput: keep("size") });
  const start = (e) => {
    e.preventDefault();
    const data = { hand, dealer: dealer.value };
    if (size.value) data.hand_size = Number(size.value);
    if (ui.upcard) data.upcard = ui.upcard;
    if (first.value) data.first_player = first.value;
    ctx.ui.deal = null;
    ctx.send([{ type: "hand_started", data }]);
  };
  return el("form", { class: "card-box", id: "new-hand", novalidate: true, onsubmit: start },
    el("h2", { id: "hand-title", tabindex: "-1", text: t("mv.newHand", { n: hand }) }),
    el("div", { class: "field" }, el("label", { for: "next-dealer", text: t("mv.dealer") }), dealer),
    el("div", { class: "field" }, el("label", { for: "hand-size", text: t("mv.handSize") }), size),
    upcardField(ctx, ui),
    el("div", { class: "field" }, el("label", { for: "first-player", text: t("mv.first") }), first),
    el("button", { type: "submit", class: "big primary", text: t("mv.deal") }));
}

function upcardField(ctx, ui) {
  if (!gamePage(ctx.state.game).upcard) return null;
  const shown = ui.upcard ? cardElement(ui.upcard) : el("span", { class: "muted", text: t("mv.noUpcard") });
  const toggle = button(ui.picking ? t("score.close") : t("mv.pickUpcard"), () => { ui.picking = !ui.picking; ctx.rerender(); }, "small");
  toggle.setAttribute("aria-expanded", String(ui.picking));
  return el("div", { class: "field", id: "upcard" }, el("span", { class: "label-like", text: t("mv.upcard") }),
    el("div", { class: "row" }, el("span", { id: "upcard-card" }, shown), toggle),
    ui.picking ? picker((card) => {
      if (!card) return ctx.flash(t("picker.rankFirst"), "info");
      ui.upcard = card;
      ui.picking = false;
      ctx.rerender();
    }, { jokers: deckHasJokers(ctx) }) : null);
}

function undoShort(ctx) {
  const undo = button(t("undoShort"), () => ctx.undo(), "secondary undo");
  undo.setAttribute("aria-label", t("undo").replace("↶ ", ""));
  return undo;
}

// Single-card moves as a grid of cards, by suit; a wild card then asks for the suit.
function cardGrid(ctx) {
  const groups = new Map();
  for (const m of ctx.moves.filter(single)) {
    const key = `${m.type}|${m.data.player}|${m.data.card}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(m);
  }
  if (!groups.size) return null;
  if (ctx.ui.variants) return variantChooser(ctx, ctx.ui.variants);
  const entries = [...groups.values()].sort((a, b) => cardOrder(a[0].data.card) - cardOrder(b[0].data.card));
  const buttons = entries.map((variants) => {
    const m = variants[0];
    const b = el("button", { type: "button", class: "play", "data-card": m.data.card,
      "aria-label": moveLabel(m, ctx.names, ctx.state.hand.turn) }, cardElement(m.data.card));
    b.addEventListener("click", () => {
      if (variants.length === 1) return ctx.send([m]);
      ctx.ui.variants = variants;
      ctx.rerender();
    });
    return b;
  });
  const title = t(entries[0][0].type === "card_discarded" ? "mv.discardTitle" : "mv.playTitle");
  return el("div", { class: "card-box", id: "card-grid" }, el("h3", { text: title }), el("div", { class: "moves cards-grid" }, ...buttons));
}

function cardOrder(card) {
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK"];
  const suit = card.startsWith("JK") ? 4 : SUITS.indexOf(card.slice(-1));
  const rank = ranks.indexOf(card.startsWith("JK") ? "JK" : card.slice(0, -1));
  return suit * 20 + rank;
}

function variantChooser(ctx, variants) {
  const label = (m) => {
    if (m.data.suit) return `${SYMBOL[m.data.suit]} ${t(`suit.${m.data.suit}`)}`;
    if (m.data.target) return t("mv.toPlayer", { name: ctx.names[m.data.target] });
    return t("mv.noSuit");
  };
  const buttons = variants.map((m) => button(label(m), () => { ctx.ui.variants = null; ctx.send([m]); }, "play"));
  return el("div", { class: "card-box", id: "variants" }, el("h3", { text: t("mv.which", { card: cardText(variants[0].data.card) }) }),
    el("div", { class: "moves" }, ...buttons), button(t("cancel"), () => { ctx.ui.variants = null; ctx.rerender(); }, "secondary"));
}

function otherMoves(ctx) {
  const turn = ctx.state.hand.turn;
  const page = gamePage(ctx.state.game);
  const rest = ctx.moves.filter((m) => !single(m) && !QUICK.has(m.type) && !(MAIN.has(m.type) && !needsCards(m))
    && (!page.offered || page.offered(ctx, m)));
  if (!rest.length) return null;
  const buttons = rest.map((m) => {
    const templated = needsCards(m);
    const label = templated ? templateLabel(m, ctx) : moveLabel(m, ctx.names, turn);
    const b = button(label, () => (templated ? openComposer(ctx, m) : ctx.send([{ type: m.type, data: m.data }])), "play");
    if (m.allowed === false) {
      b.disabled = true;
      b.title = m.reason || "";
    }
    return b;
  });
  const refused = rest.filter((m) => m.allowed === false && m.reason).map((m) => el("p", { class: "muted", text: `${m.rule} : ${m.reason}` }));
  return el("div", { class: "card-box", id: "moves" }, el("h3", { text: t("mv.others") }), el("div", { class: "moves" }, ...buttons), ...refused);
}

function templateLabel(m, ctx) {
  const who = ctx.names[m.data.player] || "";
  return t(`tpl.${m.type}`, { name: who, n: m.data.count ?? m.count ?? "" });
}

function openComposer(ctx, move, expected) {
  ctx.ui.compose = { move, expected: expected ?? move.data.count ?? move.count ?? null, melds: [[]] };
  ctx.rerender();
}

// The cards of a move the table has to name: a play from a hidden hand, a reveal, melds.
function composer(ctx) {
  const c = ctx.ui.compose;
  const melds = c.move.type === "melds_laid";
  const current = c.melds[c.melds.length - 1];
  const all = c.melds.flat();
  const chips = c.melds.map((meld, i) => cardChips(meld, (j) => { c.melds[i].splice(j, 1); ctx.rerender(); }));
  const add = (card) => {
    if (!card) return ctx.flash(t("picker.rankFirst"), "info");
    current.push(card);
    ctx.rerender();
  };
  // A hand shown at the end names many cards: one tap each (deckGrid).
  const pick = c.move.type === "hand_revealed" ? deckGrid(add, { jokers: deckHasJokers(ctx), short: shortDeck(ctx) })
    : picker(add, { jokers: deckHasJokers(ctx) });
  const suits = c.move.type === "card_played" ? suitChoice(c, ctx) : null;
  const done = button(t("mv.confirm"), () => sendComposed(ctx), "big primary");
  done.disabled = !all.length && !(c.move.type === "hand_revealed");
  const count = c.expected ? el("p", { class: "muted", text: t("mv.expected", { n: c.expected, k: all.length }) }) : null;
  return el("div", { class: "card-box", id: "composer" }, el("h3", { text: templateLabel(c.move, ctx) }), count, ...chips,
    melds ? button(t("mv.nextMeld"), () => { c.melds.push([]); ctx.rerender(); }, "secondary") : null,
    pick, suits, done, button(t("cancel"), () => { ctx.ui.compose = null; ctx.rerender(); }, "secondary"));
}

function suitChoice(c, ctx) {
  const buttons = SUITS.map((s) => el("button", { type: "button", "aria-pressed": String(c.suit === s),
    onclick: () => { c.suit = c.suit === s ? null : s; ctx.rerender(); } }, `${SYMBOL[s]} ${t(`suit.${s}`)}`));
  return el("div", { class: "segmented", role: "group", "aria-label": t("mv.askSuit") }, ...buttons);
}

function sendComposed(ctx) {
  const { move, melds, suit } = ctx.ui.compose;
  const cards = melds.flat();
  const data = clean(move.type, { ...move.data });
  if (move.type === "melds_laid") data.melds = melds.filter((m) => m.length);
  else if (["card_played", "card_discarded"].includes(move.type) && cards.length === 1) data.card = cards[0];
  else data.cards = cards;
  if (suit) data.suit = suit;
  ctx.ui.compose = null;
  ctx.send([{ type: move.type, data }]);
}

// Any card, even one the engine does not offer: the table sees the refusal and its rule.
function manualBox(ctx) {
  const type = gamePage(ctx.state.game).manual;
  const turn = ctx.state.hand && ctx.state.hand.turn;
  if (!type || !turn) return null;
  const open = button(t("mv.manual"), () => openComposer(ctx, { type, data: { player: turn } }), "secondary");
  return el("div", { class: "manual" }, open);
}

// Scores: the board (totals, leader, distance to the target), the sheet of hands, and the
// score-only flow (finishing order, cards left with the picker, or raw points).

import { cardChips, cardElement, deckGrid } from "./cards.js";
import { button, el, fill } from "./dom.js";
import { entryFields, marks } from "./entries.js";
import { deckHasJokers, FORMS, gamePage, scoringOf, shortDeck } from "./games.js";
import { t } from "./i18n.js";

// The DOM helpers live in dom.js (entries.js uses them without importing this module);
// the page's modules take them from here as before.
export { button, el, fill };

// -- the board --------------------------------------------------------------------------

function goalText(scores) {
  const rule = t(scores.lowest_wins ? "board.lowest" : "board.highest");
  if (scores.target) return `${t("board.target", { n: scores.target })} · ${rule}`;
  if (scores.rounds) return `${t("board.rounds", { n: scores.rounds })} · ${rule}`;
  return rule;
}

export function renderBoard(box, ctx) {
  const { scores } = ctx;
  const dealer = ctx.state.status === "playing" ? currentDealer(ctx) : null;
  const page = gamePage(ctx.state.game);
  const head = el("tr", {}, el("th", { scope: "col", text: "#" }), el("th", { scope: "col", text: t("board.player") }),
    el("th", { scope: "col", class: "num", text: t("board.total") }));
  if (scores.target) head.append(el("th", { scope: "col", class: "num", text: t("board.left") }));
  const rows = scores.standings.map((s) => {
    const leader = s.rank === 1 && scores.hands.length > 0;
    const side = s.player ?? s.team; // a player, or a team (CORE-SIDE-1)
    const name = el("td", {}, s.name, leader ? el("span", { class: "sr-only", text: ` (${t("board.leads")})` }) : null,
      s.player ? badge(page, ctx, s.player) : null,
      s.player && s.player === dealer ? el("span", { class: "dealer", text: t("board.deals") }) : null);
    const row = el("tr", { class: leader ? "leader" : "", "data-player": side },
      el("td", { text: String(s.rank) }), name, el("td", { class: "num total", text: String(s.total) }));
    if (scores.target) row.append(el("td", { class: "num", text: String(Math.max(scores.target - s.total, 0)) }));
    return row;
  });
  const caption = el("caption", { text: `${t("board.hands", { n: scores.hands.length })} · ${goalText(scores)}` });
  box.replaceChildren(el("table", {}, caption, el("thead", {}, head), el("tbody", {}, ...rows)));
}

// A word the game says beside a player's name (a title held).
function badge(page, ctx, pid) {
  const word = page.badge ? page.badge(ctx, pid) : null;
  return word ? el("span", { class: "title-badge", text: word }) : null;
}

// The dealer of hand `hand` (default: the one being played or the next): the last dealer
// logged (or waiting to be sent), one seat left per hand since.
export function currentDealer(ctx, hand = null) {
  const ids = ctx.players.map((p) => p.id);
  const starts = [...ctx.liveEvents, ...ctx.pending].filter((e) => e.type === "hand_started" && e.data.dealer);
  const number = hand ?? (ctx.state.in_hand ? ctx.state.hand_no : ctx.state.hands + 1);
  const last = starts[starts.length - 1];
  if (!last) return ids[(Math.max(ids.indexOf(ctx.firstDealer), 0) + number - 1) % ids.length];
  const steps = number - last.data.hand;
  return ids[(((ids.indexOf(last.data.dealer) + steps) % ids.length) + ids.length) % ids.length];
}

// -- the sheet ----------------------------------------------------------------------------

export function renderSheet(box, ctx) {
  const { scores } = ctx;
  const players = ctx.sides || ctx.players; // the teams' columns where the game has teams
  const head = el("tr", {}, el("th", { scope: "col", text: t("sheet.hand") }),
    ...players.map((p) => el("th", { scope: "col", text: p.name })));
  const rows = scores.hands.map((h) => el("tr", { "data-hand": String(h.hand) }, handCell(ctx, h),
    ...players.map((p) => el("td", {}, String(h.points[p.id] ?? 0) + marks(ctx, h, p.id),
      el("span", { class: "total", text: String(h.totals[p.id] ?? 0) })))));
  const table = el("table", { class: "sheet" }, el("caption", { class: "sr-only", text: t("sheet.caption") }),
    el("thead", {}, head), el("tbody", {}, ...rows));
  if (!scores.hands.length) return box.replaceChildren(el("p", { class: "muted", text: t("sheet.empty") }));
  const fixable = ctx.correctable && scores.hands.some((h) => ctx.correctable(h));
  box.replaceChildren(...(fixable ? [el("p", { class: "muted", text: t("sheet.help") })] : []), el("div", { class: "scroll" }, table));
}

// A hand's number; on a phone that writes, a button that opens its correction (corrections.js).
function handCell(ctx, h) {
  const fixed = h.corrected_by ? el("span", { class: "fixed", title: t("sheet.corrected"), text: " ✎" }) : null;
  const page = gamePage(ctx.state.game);
  const said = page.handNote && page.handNote(ctx, h);
  const note = said ? el("span", { class: "hand-note muted", text: ` ${said}` }) : null;
  if (!ctx.correctable || !ctx.correctable(h)) return el("th", { scope: "row" }, String(h.hand), fixed, note);
  const label = t(h.corrected_by ? "sheet.correctAgain" : "sheet.correct", { n: h.hand });
  return el("th", { scope: "row" }, el("button", { type: "button", class: "small hand-fix", "aria-label": label,
    onclick: () => ctx.correct(h.hand) }, String(h.hand), fixed), note);
}

// -- the score-only flow --------------------------------------------------------------------

function pending(ctx, type) {
  return ctx.pending.filter((i) => i.type === type);
}

// The hand being scored, counting the scores still waiting to be sent.
function handNumber(ctx) {
  const waiting = pending(ctx, "points_entered").length + pending(ctx, "order_entered").length;
  return ctx.state.hands + 1 + waiting + completedReveals(ctx);
}

function completedReveals(ctx) {
  const waiting = pending(ctx, "hand_revealed").length;
  const known = revealedNow(ctx);
  return Object.keys(known).length + waiting >= ctx.players.length && waiting > 0 ? 1 : 0;
}

function revealedNow(ctx) {
  const hand = ctx.state.in_hand ? ctx.state.hand : null;
  return (hand && hand.revealed) || {};
}

export function lastHandBox(ctx) {
  const last = ctx.scores.hands[ctx.scores.hands.length - 1];
  if (!last) return null;
  const points = (ctx.sides || ctx.players).map((p) => `${p.name} ${last.points[p.id] ?? 0}${marks(ctx, last, p.id)}`).join(" · ");
  return el("p", { class: "last-hand", id: "last-hand" }, el("strong", { text: `${t("score.lastHand", { n: last.hand })} ` }), points);
}

export function renderScoreEntry(panel, ctx) {
  const page = gamePage(ctx.state.game);
  const parts = [lastHandBox(ctx), ctx.scores.hands.length && page.lastHand ? page.lastHand(ctx) : null];
  if (ctx.state.status !== "playing" || ctx.readOnly) {
    fill(panel, ...parts, ctx.readOnly ? null : undoButton(ctx));
    return;
  }
  const forms = scoringOf(ctx.state.game, ctx.state.scoring).entries.map((e) => FORMS[e]).filter(Boolean);
  const modes = forms.length ? forms : ["points"];
  const hasReveals = Object.keys(revealedNow(ctx)).length > 0 || pending(ctx, "hand_revealed").length > 0;
  const mode = hasReveals ? "cards" : (modes.includes(ctx.ui.scoreMode) ? ctx.ui.scoreMode : modes[0]);
  const hand = handNumber(ctx);
  const dealerName = ctx.names[currentDealer(ctx, hand)];
  const title = el("h2", { id: "hand-title", tabindex: "-1", text: t("score.hand", { n: hand, dealer: dealerName }) });
  const switcher = el("div", { class: "segmented", role: "group", "aria-label": t("score.how") },
    ...modes.map((m) => el("button", { type: "button", "aria-pressed": String(m === mode), disabled: hasReveals && m !== "cards",
      onclick: () => { ctx.ui.scoreMode = m; ctx.rerender(); } }, t(`score.mode.${m}`))));
  const own = page.pointsForm && ((c, h) => page.pointsForm(c, h, (data) => c.send(withStart(c, h, [{ type: "points_entered", data }]))));
  const form = { points: own || pointsForm, cards: cardsForm, order: orderForm }[mode](ctx, hand);
  fill(panel, ...parts, title, switcher, form, undoButton(ctx));
}

export function undoButton(ctx) {
  return button(t("undo"), () => ctx.undo(), "big secondary undo");
}

// The events that score a hand, after its hand_started when it was not logged yet.
function withStart(ctx, hand, events) {
  const started = (ctx.state.in_hand && ctx.state.hand_no === hand)
    || pending(ctx, "hand_started").some((i) => i.data.hand === hand);
  return started ? events : [{ type: "hand_started", data: { hand, dealer: currentDealer(ctx, hand) } }, ...events];
}

function pointsForm(ctx, hand) {
  const sides = ctx.sides || ctx.players; // CORE-SIDE-1: a team's points where it has teams
  const inputs = sides.map((p) => el("input", { type: "number", id: `pts-${p.id}`, name: p.id, step: "1", required: true }));
  const rows = sides.map((p, i) => el("div", { class: "points-row" },
    el("label", { for: `pts-${p.id}`, text: p.name }), inputs[i]));
  const fields = entryFields(ctx, (f) => (f.kind === "player" ? `${f.name}-player` : `entry-${f.name}`));
  const error = el("p", { class: "error", role: "alert", hidden: true });
  const submit = (e) => {
    e.preventDefault();
    const points = {};
    for (const [i, p] of sides.entries()) {
      if (inputs[i].value.trim() === "" || !Number.isInteger(Number(inputs[i].value))) {
        error.textContent = t("score.missing", { name: p.name });
        error.hidden = false;
        inputs[i].focus();
        return;
      }
      points[p.id] = Number(inputs[i].value);
    }
    const data = { hand, points, ...fields.read() };
    ctx.send(withStart(ctx, hand, [{ type: "points_entered", data }]));
  };
  return el("form", { class: "card-box", id: "points-form", novalidate: true, onsubmit: submit }, ...rows,
    ...fields.nodes, error, el("div", { class: "action-bar" }, el("button", { type: "submit", class: "big primary", text: t("score.save") })));
}

function cardsForm(ctx, hand) {
  const known = revealedNow(ctx);
  const waiting = Object.fromEntries(pending(ctx, "hand_revealed").map((i) => [i.data.player, i.data.cards]));
  ctx.ui.cards = ctx.ui.cards && ctx.ui.cards.hand === hand ? ctx.ui.cards : { hand, picked: {}, open: null };
  const state = ctx.ui.cards;
  const rows = ctx.players.map((p) => {
    const done = known[p.id] || waiting[p.id];
    if (done) {
      return el("div", { class: "reveal-row", "data-player": p.id }, el("div", { class: "who" }, el("strong", { text: p.name }),
        el("span", { class: "done", text: done.length ? t("score.revealed") : t("score.out") })),
        el("div", { class: "hand-cards" }, ...done.map(cardElement)));
    }
    const picked = state.picked[p.id] || [];
    const toggle = button(state.open === p.id ? t("score.close") : t("score.pick"), () => {
      state.open = state.open === p.id ? null : p.id;
      ctx.rerender();
    }, "small");
    toggle.setAttribute("aria-expanded", String(state.open === p.id));
    const chips = cardChips(picked, (i) => { picked.splice(i, 1); ctx.rerender(); });
    const count = el("span", { class: "muted", text: picked.length ? t("count", { n: picked.length }) : t("score.none") });
    const row = el("div", { class: "reveal-row", "data-player": p.id },
      el("div", { class: "who" }, el("strong", { text: p.name }), count, toggle), chips);
    if (state.open === p.id) {
      row.append(deckGrid((card) => {
        state.picked[p.id] = [...picked, card];
        ctx.rerender();
      }, { jokers: deckHasJokers(ctx), short: shortDeck(ctx) }));
    }
    return row;
  });
  const save = () => {
    const events = ctx.players.filter((p) => !(known[p.id] || waiting[p.id]))
      .map((p) => ({ type: "hand_revealed", data: { hand, player: p.id, cards: state.picked[p.id] || [] } }));
    ctx.ui.cards = null;
    ctx.send(withStart(ctx, hand, events));
  };
  return el("div", { class: "card-box", id: "cards-form" }, el("p", { class: "muted", text: t("score.cardsHelp") }),
    ...rows, el("div", { class: "action-bar" }, button(t("score.save"), save, "big primary")));
}

function orderForm(ctx, hand) {
  ctx.ui.order = ctx.ui.order && ctx.ui.order.hand === hand ? ctx.ui.order : { hand, list: [] };
  const order = ctx.ui.order.list;
  const left = ctx.players.filter((p) => !order.includes(p.id));
  if (left.length === 1) order.push(left.pop().id);
  const list = el("ol", { class: "order-list", "aria-label": t("score.orderSoFar") },
    ...order.map((id) => el("li", { text: ctx.names[id] })));
  const choices = el("div", { class: "order-buttons" }, ...left.map((p) => button(p.name, () => {
    order.push(p.id);
    ctx.rerender();
  })));
  const clear = button(t("score.clear"), () => { ctx.ui.order.list = []; ctx.rerender(); }, "secondary");
  const save = button(t("score.save"), () => {
    ctx.ui.order = null;
    ctx.send(withStart(ctx, hand, [{ type: "order_entered", data: { hand, order } }]));
  }, "big primary");
  save.disabled = order.length !== ctx.players.length;
  return el("div", { class: "card-box", id: "order-form" }, el("p", { class: "muted", text: left.length ? t("score.orderHelp") : t("score.orderDone") }),
    list, choices, order.length ? clear : null, el("div", { class: "action-bar" }, save));
}

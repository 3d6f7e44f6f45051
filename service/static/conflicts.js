// Moves another phone's moves made illegal: listed until the user sends each as it is,
// edits it (the composer opens on the same move) or discards it. Nothing goes silently.

import { openCorrection } from "./corrections.js";
import { ask } from "./dialog.js";
import { t } from "./i18n.js";
import { describe } from "./labels.js";
import { button, el, fill } from "./score.js";

const EDITABLE = new Set(["card_played", "card_discarded", "cards_played", "cards_added", "melds_laid", "hand_revealed"]);

function reason(item) {
  const body = item.body || {};
  if (body.rule) return `${body.rule} : ${body.message}`;
  return body.message || String(item.status || "");
}

// The same move, stored from another phone in the current hand: this one is a copy.
function loggedElsewhere(ctx, item) {
  const events = ctx.log.events;
  const start = events.findLastIndex((e) => e.type === "hand_started");
  const same = (e) => e.type === item.type && e.key !== item.key && Object.entries(item.data || {})
    .every(([k, v]) => JSON.stringify((e.data || {})[k]) === JSON.stringify(v));
  return events.slice(Math.max(start, 0)).some(same);
}

// "Abandonner" asks first: a move let go is not stored anywhere.
async function askDiscard(ctx, item) {
  const question = t("conflict.ask", { what: describe(item, ctx.names, ctx.log.events) });
  if (await ask("discard-dialog", question, t("conflict.askYes"), t("conflict.askNo"))) ctx.resolve("discard", item);
}

// A correction refused because another phone corrected the hand first is made again on the
// hand as it is now (the refusal's « nommez le coup 24 » is the page's to do).
function editButton(ctx, item) {
  if (item.type === "corrected") {
    const hand = (item.data.data || {}).hand;
    return button(t("correct.title", { n: hand }), () => ctx.resolve("correct", item), "small secondary");
  }
  return EDITABLE.has(item.type) ? button(t("conflict.edit"), () => ctx.resolve("edit", item), "small secondary") : null;
}

const editable = (item) => EDITABLE.has(item.type) || item.type === "corrected";

function row(ctx, item) {
  const send = button(t("conflict.send"), () => ctx.resolve("send", item), "small primary");
  const edit = editButton(ctx, item);
  const drop = button(t("conflict.discard"), () => askDiscard(ctx, item), "small danger");
  const copy = loggedElsewhere(ctx, item) ? el("span", { class: "same", text: t("conflict.same") }) : null;
  return el("li", { "data-key": item.key }, el("span", { class: "what", text: describe(item, ctx.names, ctx.log.events) }),
    el("span", { class: "muted why", text: reason(item) }), copy, el("div", { class: "row" }, send, edit, drop));
}

export function renderConflicts(box, ctx) {
  const items = ctx.readOnly ? [] : ctx.log.conflicts;
  box.hidden = !items.length;
  if (!items.length) return box.replaceChildren();
  const help = items.some(editable) ? "conflict.help" : "conflict.helpFixed";
  fill(box, el("strong", { text: t("conflict.title", { n: items.length }) }),
    el("p", { class: "muted", text: t(help) }), el("ol", {}, ...items.map((item) => row(ctx, item))));
}

// Discard, send as it is (checked again now; still refused, it stays listed), or edit: the
// composer opens on the same kind of move, for the player whose turn it is now (the one the
// listed move named may have played since), and the conflict goes when that move is logged;
// a refused correction opens the hand's correction with this phone's figures.
export async function resolveConflict(ctx, action, item) {
  if (action === "discard") {
    ctx.log.discard(item.key);
    return null;
  }
  if (action === "send") return await ctx.log.resend(item.key);
  if (action === "correct") {
    if (await openCorrection(ctx, item.data.data.hand, item.data.data)) ctx.log.discard(item.key);
    return null;
  }
  const player = (ctx.state.hand && ctx.state.hand.turn) || item.data.player;
  ctx.ui.replaces = { key: item.key, type: item.type };
  ctx.ui.tab = "hand";
  ctx.ui.compose = { move: { type: item.type, data: { player } }, expected: null, melds: [[]] };
  return null;
}

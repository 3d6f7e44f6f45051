// Moves another phone's moves made illegal: listed until the user sends each as it is,
// edits it (the composer opens on the same move) or discards it. Nothing goes silently.

import { t } from "./i18n.js";
import { describe } from "./labels.js";
import { button, el, fill } from "./score.js";

const EDITABLE = new Set(["card_played", "card_discarded", "cards_played", "cards_added", "melds_laid", "hand_revealed"]);

function reason(item) {
  const body = item.body || {};
  if (body.rule) return `${body.rule} : ${body.message}`;
  return body.message || String(item.status || "");
}

function row(ctx, item) {
  const send = button(t("conflict.send"), () => ctx.resolve("send", item), "small primary");
  const edit = EDITABLE.has(item.type) ? button(t("conflict.edit"), () => ctx.resolve("edit", item), "small secondary") : null;
  const drop = button(t("conflict.discard"), () => ctx.resolve("discard", item), "small danger");
  return el("li", { "data-key": item.key }, el("span", { class: "what", text: describe(item, ctx.names) }),
    el("span", { class: "muted why", text: reason(item) }), el("div", { class: "row" }, send, edit, drop));
}

export function renderConflicts(box, ctx) {
  const items = ctx.readOnly ? [] : ctx.log.conflicts;
  box.hidden = !items.length;
  if (!items.length) return box.replaceChildren();
  fill(box, el("strong", { text: t("conflict.title", { n: items.length }) }),
    el("p", { class: "muted", text: t("conflict.help") }), el("ol", {}, ...items.map((item) => row(ctx, item))));
}

// Discard, send as it is (checked again now; still refused, it stays listed), or edit: the
// composer opens on the same move, and the conflict goes when the corrected move is logged.
export async function resolveConflict(ctx, action, item) {
  if (action === "discard") {
    ctx.log.discard(item.key);
    return null;
  }
  if (action === "send") return await ctx.log.resend(item.key);
  ctx.ui.replaces = { key: item.key, type: item.type };
  ctx.ui.tab = "hand";
  ctx.ui.compose = { move: { type: item.type, data: { player: item.data.player } }, expected: null, melds: [[]] };
  return null;
}

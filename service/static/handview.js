// The hand as the engine derives it (GET /state "hand"): whose turn, the top card and the
// suit to follow, the pending attack, the counts, the melds or the trick. Each engine has
// its own view; every block below shows itself only when its fields are there.

import { cardElement, suitElement } from "./cards.js";
import { t } from "./i18n.js";
import { el } from "./score.js";

function cell(label, value, cls = "") {
  return el("div", { class: `cell ${cls}` }, el("span", { class: "label", text: label }),
    el("span", { class: "value" }, value));
}

function cards(list) {
  return el("span", { class: "hand-cards" }, ...(list || []).map(cardElement));
}

function nameOf(ctx, pid) {
  return ctx.names[pid] || pid;
}

// "À Ben de jouer", or what the phase asks of them.
export function turnText(view, ctx) {
  if (!view) return "";
  if (view.over || view.phase === "over") return t("hv.handOver");
  if (view.exchange && view.exchange.owed && view.exchange.owed.length) {
    const step = view.exchange.owed[0];
    return t("hv.exchange", { from: nameOf(ctx, step.from), to: nameOf(ctx, step.to), n: step.count });
  }
  if (!view.turn) return "";
  const key = { take: "hv.turnTake", meld: "hv.turnMeld", discard: "hv.turnDiscard" }[view.phase] || "hv.turn";
  return t(key, { name: nameOf(ctx, view.turn) });
}

function topCard(view) {
  if (typeof view.top === "string") return view.top;
  if (view.discard && typeof view.discard === "object" && view.discard.top) return view.discard.top;
  return null;
}

function pendingCell(view, ctx) {
  const p = view.pending;
  if (!p || !["attack", "force"].includes(p.kind)) return null;
  const text = t("hv.attackText", { n: p.amount, name: nameOf(ctx, p.player) });
  return cell(t("hv.attack"), text, "attack wide");
}

function counts(view) {
  if (view.counts) return view.counts;
  if (view.hands && typeof view.hands === "object") {
    return Object.fromEntries(Object.entries(view.hands).map(([p, h]) => [p, h.count]));
  }
  if (Array.isArray(view.players)) return Object.fromEntries(view.players.map((p) => [p.id, p.count]));
  return null;
}

function countsCell(view, ctx) {
  const byPlayer = counts(view);
  if (!byPlayer) return null;
  const out = new Set(view.out || []);
  const items = ctx.players.map((p) => el("li", { "data-player": p.id },
    `${p.name} : ${t("count.many", { n: byPlayer[p.id] ?? 0 })}`, out.has(p.id) ? ` — ${t("hv.out")}` : ""));
  return el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.counts") }), el("ul", {}, ...items));
}

function meldsCell(view, ctx) {
  if (!Array.isArray(view.melds) || !view.melds.length) return null;
  const items = view.melds.map((m) => el("li", {}, `${m.id}. ${nameOf(ctx, m.owner)} : `, cards(m.cards)));
  return el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.melds") }), el("ul", {}, ...items));
}

function trickCell(view, ctx) {
  const trick = view.trick;
  if (!trick || !Array.isArray(trick.plays)) return null;
  const items = trick.plays.map((p) => el("li", {}, `${nameOf(ctx, p.player)} : `, cards(p.cards)));
  return el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.trick") }), el("ul", {}, ...items));
}

// Président: who leads the next trick, and why (PRES-TRICK-2, PRES-OUT-1).
function leadCell(view, ctx) {
  const lead = view.lead;
  if (!lead || !lead.player) return null;
  const key = { start: "hv.leadStart", all_passed: "hv.leadPassed" }[lead.reason] || "hv.leadClosed";
  return cell(t("hv.lead"), t(key, { name: nameOf(ctx, lead.player), by: nameOf(ctx, lead.by) }), "wide");
}

function topCell(view) {
  const top = topCard(view);
  return top ? cell(t("hv.top"), el("span", { class: "top-card" }, cardElement(top))) : null;
}

function smallCells(view) {
  const out = [];
  if (view.suit) out.push(cell(t("hv.suit"), suitElement(view.suit)));
  if (typeof view.stock === "number") out.push(cell(t("hv.stock"), String(view.stock)));
  if (view.direction && view.direction !== "clockwise") out.push(cell(t("hv.direction"), t(`hv.${view.direction}`)));
  if (view.revolution) out.push(cell(t("hv.revolution"), t("yes")));
  if (view.must_play) out.push(cell(t("hv.mustPlay"), cardElement(view.must_play)));
  return out;
}

export function renderHandView(view, ctx) {
  if (!view || !Object.keys(view).length) return el("p", { class: "muted", text: t("hv.none") });
  const turn = turnText(view, ctx);
  const grid = el("div", { class: "table-view" }, topCell(view), ...smallCells(view), pendingCell(view, ctx),
    leadCell(view, ctx), trickCell(view, ctx), meldsCell(view, ctx), countsCell(view, ctx));
  return el("div", { class: "hand-view" }, turn ? el("p", { class: "turn", id: "turn", text: turn }) : null, grid);
}

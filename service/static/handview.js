// The hand as the engine derives it (GET /state "hand"): whose turn, the top card and the
// suit to follow, the pending attack, the counts, the melds. Each engine has its own view;
// every block below shows itself only when its fields are there, and a game's page module
// (games.js) adds its own (a trick, who leads, a finishing order).

import { cardElement, suitElement } from "./cards.js";
import { gamePage } from "./games.js";
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
  const page = gamePage(ctx.state.game);
  const own = page.turn ? page.turn(view, ctx) : null;
  if (own) return own;
  return view.turn ? t("hv.turn", { name: nameOf(ctx, view.turn) }) : "";
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
  const page = gamePage(ctx.state.game);
  const items = ctx.players.map((p) => {
    const out = (page.outLabel && page.outLabel(view, p.id)) || ((view.out || []).includes(p.id) ? t("hv.out") : "");
    // At the end of the hand, its own titles are said beside "out", not the ones held.
    const held = view.phase !== "over" && page.badge ? page.badge(ctx, p.id) : null;
    const name = held ? `${p.name} (${held})` : p.name;
    return el("li", { "data-player": p.id }, `${name} : ${t("count", { n: byPlayer[p.id] ?? 0 })}`, out ? ` — ${out}` : "");
  });
  return el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.counts") }), el("ul", {}, ...items));
}

function meldsCell(view, ctx) {
  if (!Array.isArray(view.melds) || !view.melds.length) return null;
  const items = view.melds.map((m) => el("li", {}, `${m.id}. ${nameOf(ctx, m.owner)} : `, cards(m.cards)));
  return el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.melds") }), el("ul", {}, ...items));
}

function topCell(view) {
  const top = topCard(view);
  return top ? cell(t("hv.top"), el("span", { class: "top-card" }, cardElement(top))) : null;
}

// The cells that stay on screen (status line): the top card, the suit, the pending draw.
function statusCells(view, ctx) {
  const out = [topCell(view)];
  if (view.suit) out.push(cell(t("hv.suit"), suitElement(view.suit)));
  out.push(pendingCell(view, ctx));
  if (view.must_play) out.push(cell(t("hv.mustPlay"), cardElement(view.must_play)));
  return out.filter(Boolean);
}

function smallCells(view) {
  const out = [];
  if (typeof view.stock === "number") out.push(cell(t("hv.stock"), String(view.stock)));
  if (view.direction && view.direction !== "clockwise") out.push(cell(t("hv.direction"), t(`hv.${view.direction}`)));
  return out;
}

// Whose turn and what to follow: kept in view at the top of the hand (style.css: sticky).
export function statusLine(view, ctx) {
  if (!view || !Object.keys(view).length) return null;
  const turn = turnText(view, ctx);
  const cells = statusCells(view, ctx);
  const page = gamePage(ctx.state.game);
  return el("div", { class: "match-status", id: "match-status" }, turn ? el("p", { class: "turn", id: "turn", text: turn }) : null,
    cells.length ? el("div", { class: "table-view status-cells" }, ...cells) : null, page.status ? page.status(view, ctx) : null);
}

// The rest of the hand: the game's own boxes and cells, the melds, the counts.
export function handDetails(view, ctx) {
  if (!view || !Object.keys(view).length) return el("p", { class: "muted", text: t("hv.none") });
  const page = gamePage(ctx.state.game);
  const own = (hook) => (page[hook] ? page[hook](view, ctx) : []).filter(Boolean);
  return el("div", { class: "hand-view" }, ...own("top"), el("div", { class: "table-view" }, ...smallCells(view),
    ...own("cells"), meldsCell(view, ctx), countsCell(view, ctx)));
}

export function renderHandView(view, ctx) {
  if (!view || !Object.keys(view).length) return el("p", { class: "muted", text: t("hv.none") });
  return el("div", {}, statusLine(view, ctx), handDetails(view, ctx));
}

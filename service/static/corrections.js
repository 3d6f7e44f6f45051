// Correcting a past hand (CORE-CORRECT-1): a tap on a hand of the score sheet opens its
// entries with the data in effect; confirming logs one `corrected` per entry changed, checked
// and folded on the phone like every other event (offline too). And the undo question, which
// says what it will take back before it does.

import { cardChips, picker } from "./cards.js";
import { ask, openDialog } from "./dialog.js";
import { entryFields } from "./entries.js";
import { t } from "./i18n.js";
import { describe } from "./labels.js";
import { button, el } from "./score.js";
import { latestInEffect } from "./sync.js";

// "Anna 12, Ben 0, Chloé 40": a hand's points as the table says them.
function pointsText(points, ctx) {
  return (ctx.sides || ctx.players).filter((p) => p.id in points).map((p) => `${p.name} ${points[p.id]}`).join(", ");
}

// What undoing `event` takes back, as a question: a hand's score names the hand and its figures.
export function undoQuestion(event, ctx) {
  const d = event.data || {};
  if (event.type === "points_entered") return t("undo.askHand", { n: d.hand, what: pointsText(d.points, ctx) });
  if (event.type === "order_entered") {
    return t("undo.askOrder", { n: d.hand, what: d.order.map((p) => ctx.names[p] || p).join(", ") });
  }
  if (event.type === "corrected") return t("undo.askCorrection", { n: d.data.hand ?? handOfSeq(ctx, d.seq) });
  return t("undo.ask", { what: describe(event, ctx.names, ctx.log && ctx.log.events) });
}

function handOfSeq(ctx, seq) {
  const row = ctx.scores.hands.find((h) => (h.entries || []).some((e) => e.seq === seq));
  return row ? row.hand : "?";
}

// Undo: the last move not sent yet is simply taken back, else the latest event in effect is
// retracted (CORE-RETRACT-1); either way the question comes first. Leaving the match closes
// the question (no).
export async function undoLast(c) {
  if (c.readOnly) return;
  const waiting = c.log.pending[c.log.pending.length - 1];
  const target = waiting && waiting.key !== c.log.inFlight ? waiting : latestInEffect(c.log.events);
  if (!target) return c.flash(t("undo.nothing"), "info");
  if (!(await ask("undo-dialog", undoQuestion(target, c), t("undo.yes"), t("undo.no")))) return;
  if (c.log.pending.length) {
    const removed = await c.log.removeLast();
    if (removed) {
      c.flash(t("undo.waiting", { what: describe(removed, c.names, c.log.events) }), "info");
      return c.refresh();
    }
    await c.log.running;
  }
  const last = latestInEffect(c.log.events);
  if (!last) return c.flash(t("undo.nothing"), "info");
  await c.send([{ type: "retracted", data: { seq: last.seq } }]);
  c.flash(t("undo.done", { what: describe(last, c.names, c.log.events) }), "info");
}

// -- the editor -----------------------------------------------------------------------------

// The hands a correction can reach: score tracking, a phone that writes, entries known.
export function correctable(ctx, row) {
  return !ctx.readOnly && ctx.state.tracking === "score" && Boolean(row.entries && row.entries.length);
}

// `wanted`: the data the editor opens with, where it is not the data in effect (a correction
// another phone's correction refused: the same change, to name the latest one). True once saved.
export async function openCorrection(ctx, hand, wanted = null) {
  const row = ctx.scores.hands.find((h) => h.hand === hand);
  if (!row || !correctable(ctx, row)) return false;
  const kind = row.entries[0].type;
  const editor = { points_entered: pointsEditor, order_entered: orderEditor, hand_revealed: cardsEditor }[kind](ctx, row, wanted);
  const answer = await openDialog({
    id: "correct-dialog",
    title: t("correct.title", { n: hand }),
    body: [el("p", { class: "muted", text: t("correct.help") }), editor.node, editor.error],
    actions: [{ label: t("correct.save", { n: hand }), value: "save", primary: true }, { label: t("cancel"), value: "cancel" }],
    onOpen: editor.focus,
    submit: editor.check,
  });
  if (answer !== "save") return false;
  const events = editor.events();
  if (events.length) ctx.send(events);
  return true;
}

function errorLine() {
  return el("p", { class: "error", role: "alert", hidden: true });
}

function corrected(entry, data) {
  return { type: "corrected", data: { seq: entry.seq, data } };
}

// A field's value as compared: left out, null and a flag not set are the same.
const unset = (value) => (value === undefined || value === null || value === false ? null : value);

function pointsEditor(ctx, row, wanted) {
  const entry = row.entries[0];
  const shown = wanted || entry.data;
  const sides = ctx.sides || ctx.players; // CORE-SIDE-1: the teams' points where it has teams
  const inputs = sides.map((p) => el("input", {
    type: "number", id: `fix-${p.id}`, name: p.id, step: "1", inputmode: "numeric",
    value: String(shown.points[p.id] ?? 0),
  }));
  const rows = sides.map((p, i) => el("div", { class: "points-row" }, el("label", { for: `fix-${p.id}`, text: p.name }), inputs[i]));
  const fields = entryFields(ctx, (f) => `fix-${f.name}`, shown);
  const error = errorLine();
  // A tapped field is ready for the new figure: its old one selected (after the tap's own
  // pointer events, which would otherwise place the caret).
  for (const input of inputs) {
    input.addEventListener("focus", () => { input.select(); input.dataset.fresh = "1"; });
    input.addEventListener("click", () => { if (input.dataset.fresh) input.select(); delete input.dataset.fresh; });
  }
  const check = () => {
    const bad = sides.findIndex((p, i) => inputs[i].value.trim() === "" || !Number.isInteger(Number(inputs[i].value)));
    if (bad < 0) return true;
    error.textContent = t("score.missing", { name: sides[bad].name });
    error.hidden = false;
    inputs[bad].focus();
    return false;
  };
  const events = () => {
    const data = { hand: row.hand, points: Object.fromEntries(sides.map((p, i) => [p.id, Number(inputs[i].value)])), ...fields.read() };
    const before = Object.fromEntries(sides.map((p) => [p.id, entry.data.points[p.id] ?? 0]));
    const same = JSON.stringify(data.points) === JSON.stringify(before)
      && fields.names.every((name) => unset(data[name]) === unset(entry.data[name]));
    return same ? [] : [corrected(entry, data)];
  };
  const node = el("div", { class: "card-box" }, ...rows, ...fields.nodes);
  return { node, error, check, events, focus: () => inputs[0].focus() };
}

// The finishing order, each player movable up a place.
function orderEditor(ctx, row, wanted) {
  const entry = row.entries[0];
  const order = [...(wanted || entry.data).order];
  const list = el("ol", { class: "order-list fix-order" });
  const up = (i) => el("button", { type: "button", class: "small", "aria-label": t("correct.up", { name: ctx.names[order[i]] || order[i] }),
    onclick: () => { [order[i - 1], order[i]] = [order[i], order[i - 1]]; draw(); } }, "↑");
  const draw = () => list.replaceChildren(...order.map((pid, i) => el("li", {},
    el("span", { class: "grow", text: ctx.names[pid] || pid }), i ? up(i) : null)));
  draw();
  const events = () => (order.join() === entry.data.order.join() ? [] : [corrected(entry, { hand: row.hand, order })]);
  return { node: el("div", { class: "card-box" }, list), error: errorLine(), check: () => true, events, focus: null };
}

// Each player's cards shown, removable, and more picked (rank, then suit).
function cardsEditor(ctx, row, wanted) {
  const picked = Object.fromEntries(row.entries.map((e) => [e.data.player, [...e.data.cards]]));
  if (wanted && wanted.player in picked) picked[wanted.player] = [...wanted.cards];
  let open = null;
  const box = el("div", { class: "card-box" });
  const draw = () => box.replaceChildren(...row.entries.map((e) => {
    const pid = e.data.player;
    const cards = picked[pid];
    const toggle = button(open === pid ? t("score.close") : t("score.pick"), () => { open = open === pid ? null : pid; draw(); }, "small");
    toggle.setAttribute("aria-expanded", String(open === pid));
    const count = el("span", { class: "muted", text: cards.length ? t(cards.length === 1 ? "count.one" : "count.many", { n: cards.length }) : t("score.none") });
    const line = el("div", { class: "reveal-row", "data-player": pid }, el("div", { class: "who" }, el("strong", { text: ctx.names[pid] || pid }), count, toggle),
      cardChips(cards, (i) => { cards.splice(i, 1); draw(); }));
    if (open === pid) line.append(picker((card) => { if (card) { cards.push(card); draw(); } }));
    return line;
  }));
  draw();
  const events = () => row.entries.filter((e) => picked[e.data.player].join() !== e.data.cards.join())
    .map((e) => corrected(e, { hand: row.hand, player: e.data.player, cards: picked[e.data.player] }));
  return { node: box, error: errorLine(), check: () => true, events, focus: null };
}

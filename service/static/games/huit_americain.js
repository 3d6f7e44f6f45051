// Huit américain's page module (games.js lists the hooks): the calls always at hand, in
// fixed places ("Carte !", "Contre-carte !", H8-ANN-*), the penalty form (H8-PEN-1), the
// draw's place kept when no draw is due, the card turned up at the deal.

import { t } from "../i18n.js";
import { describe } from "../labels.js";
import { button, el } from "../score.js";

const WORDS = {
  fr: {
    "call.carte": "« Carte ! »",
    "call.contre-carte": "« Contre-carte ! »",
    "call.complete": "« Complète ! »",
    "call.maou": "« Maou ! »",
    "call.4": "« 4 ! »",
    "call.contre-4": "« Contre-4 ! »",
    "call.contre-maou": "« Contre-maou ! »",
    "kind.out_of_turn": "hors de son tour",
    "kind.illegal_play": "coup interdit",
    "kind.other": "autre faute",
    "mv.carte": "Carte !",
    "mv.contre": "Contre-carte !",
    "mv.penalty": "Pénalité",
    "mv.penaltyWho": "Qui est pénalisé ?",
    "mv.kind": "La faute",
    "mv.quick": "Annonces, pénalité, annulation",
    "mv.drawPlain": "Piocher",
    "mv.moreCalls": "Autres annonces",
    "kind.challenged": "annonce oubliée",
    "kind.false_challenge": "contre à tort",
    "h8.sayExample": "{name} pose le 9 de cœur",
  },
  en: {
    "call.carte": "“Carte!”",
    "call.contre-carte": "“Contre-carte!”",
    "call.complete": "“Complete!”",
    "call.maou": "“Maou!”",
    "call.4": "“4!”",
    "call.contre-4": "“Contre-4!”",
    "call.contre-maou": "“Contre-maou!”",
    "kind.out_of_turn": "out of turn",
    "kind.illegal_play": "illegal play",
    "kind.other": "other breach",
    "mv.carte": "Carte!",
    "mv.contre": "Contre-carte!",
    "mv.penalty": "Penalty",
    "mv.penaltyWho": "Who gets the penalty?",
    "mv.kind": "The breach",
    "mv.quick": "Calls, penalty, undo",
    "mv.drawPlain": "Draw",
    "mv.moreCalls": "More calls",
    "kind.challenged": "call forgotten",
    "kind.false_challenge": "false challenge",
    "h8.sayExample": "{name} plays the nine of hearts",
  },
};

const QUICK = new Set(["announced", "challenged"]);
const KINDS = ["illegal_play", "out_of_turn", "other"];

function disabledButton(label) {
  const b = button(label, () => {});
  b.disabled = true;
  return b;
}

function callButton(m, ctx) {
  const d = m.data || {};
  const who = m.type === "challenged" ? `${ctx.names[d.by] || ""} → ${ctx.names[d.target] || ""}` : ctx.names[d.player] || "";
  return el("button", { type: "button", class: m.type === "challenged" ? "danger call" : "primary call", "aria-label": describe(m, ctx.names),
    onclick: () => ctx.send([m]) }, el("span", { text: t(m.type === "challenged" ? "mv.contre" : "mv.carte") }), el("small", { text: who }));
}

// One place for "Carte !", one for "Contre-carte !", the penalty and undo (H8-ANN-*, H8-PEN-1).
function quickRow(ctx, undo) {
  const calls = ctx.moves.filter((m) => QUICK.has(m.type));
  const announce = calls.find((m) => m.type === "announced");
  const challenge = calls.find((m) => m.type === "challenged");
  const penalty = button(t("mv.penalty"), () => { ctx.ui.penalty = !ctx.ui.penalty; ctx.rerender(); }, "danger");
  penalty.setAttribute("aria-expanded", String(Boolean(ctx.ui.penalty)));
  return el("div", { class: "quick", role: "group", "aria-label": t("mv.quick") },
    announce ? callButton(announce, ctx) : disabledButton(t("mv.carte")),
    challenge ? callButton(challenge, ctx) : disabledButton(t("mv.contre")), penalty, undo);
}

// The calls beyond the two places of the bar (several players may catch the same one): a
// row above them, so that nothing else moves.
function extraCalls(ctx) {
  const calls = ctx.moves.filter((m) => QUICK.has(m.type));
  const first = new Set(["announced", "challenged"].map((type) => calls.find((m) => m.type === type)));
  const rest = calls.filter((m) => !first.has(m));
  if (!rest.length) return null;
  return el("div", { class: "quick more-calls", id: "more-calls", role: "group", "aria-label": t("mv.moreCalls") },
    ...rest.map((m) => callButton(m, ctx)));
}

// The calls, the penalty and undo above the main moves; the draw keeps its place, greyed,
// when no draw is due, so that a call appearing never moves a button.
function bar(ctx, main, undo) {
  const draw = ctx.moves.some((m) => m.type === "cards_drawn") ? null : disabledButton(t("mv.drawPlain"));
  return [extraCalls(ctx), quickRow(ctx, undo), el("div", { class: "main-moves" }, draw, ...main)];
}

// H8-PEN-1: who broke a rule, and how; the engine moves the penalty cards.
function penaltyBox(ctx) {
  if (!ctx.ui.penalty) return null;
  ctx.ui.kind = ctx.ui.kind || "illegal_play";
  const kinds = el("div", { class: "segmented", role: "group", "aria-label": t("mv.kind") }, ...KINDS.map((k) =>
    el("button", { type: "button", "aria-pressed": String(k === ctx.ui.kind), onclick: () => { ctx.ui.kind = k; ctx.rerender(); } }, t(`kind.${k}`))));
  const who = ctx.players.map((p) => button(p.name, () => {
    ctx.ui.penalty = false;
    ctx.send([{ type: "infraction", data: { player: p.id, kind: ctx.ui.kind } }]);
  }, "danger"));
  return el("div", { class: "card-box", id: "penalty" }, el("h3", { text: t("mv.penaltyWho") }), kinds, el("div", { class: "order-buttons" }, ...who));
}

// Statistics: a forgotten call by its word, a penalty by its kind.
function valueWord(counter, value) {
  if (counter === "forgotten") return t(`call.${value}`, {}, value);
  if (counter === "penalties") return t(`kind.${value}`, {}, value);
  return undefined;
}

// The say box's example: a play by the player whose turn it is.
function sayExample(ctx) {
  const turn = ctx.state.hand && ctx.state.hand.turn;
  const name = ctx.names[turn] || (ctx.players[0] || {}).name;
  return name ? t("h8.sayExample", { name }) : null;
}

export default {
  words: WORDS,
  sayExample,
  valueWord,
  upcard: true,
  manual: "card_played",
  panels: (ctx) => [penaltyBox(ctx)],
  bar,
};

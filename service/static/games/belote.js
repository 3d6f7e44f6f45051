// Belote's page module (games.js lists the hooks): the words of its score-sheet choices
// (the trump as a suit, the contract, contre and surcontre) and of its own events (taking,
// bidding, contre, belote-rebelote, announcements); the score sheet's hand with the fields
// its preset plays; the trump, the contract and the trick in progress;
// "Autre carte…" names any card, for the rules to judge (a card the trick's obligations
// refuse is shown with its rule).

import { cardElement, SYMBOL } from "../cards.js";
import { t } from "../i18n.js";
import { el } from "../score.js";

const SUITS_FR = { S: "♠ Pique", H: "♥ Cœur", D: "♦ Carreau", C: "♣ Trèfle" };
const SUITS_EN = { S: "♠ Spades", H: "♥ Hearts", D: "♦ Diamonds", C: "♣ Clubs" };

const choices = (suits, capot, doubled) => ({
  ...Object.fromEntries(Object.entries(suits).map(([s, word]) => [`choice.trump.${s}`, word])),
  "choice.contract.capot": capot,
  "choice.doubled.contre": doubled[0],
  "choice.doubled.surcontre": doubled[1],
});

const WORDS = {
  fr: {
    ...choices(SUITS_FR, "Capot", ["Contré", "Surcontré"]),
    "ev.taken": "{player} prend à {suit}",
    "ev.bid": "{player} annonce {value} {suit}",
    "ev.doubled": "{player} contre",
    "ev.redoubled": "{player} surcontre",
    "ev.belote_said": "{player} : « {call} »",
    "mv.taken": "Prendre à {suit}",
    "mv.bid": "{value} {suit}",
    "mv.doubled": "Contrer",
    "mv.redoubled": "Surcontrer",
    "belote.trump": "Atout",
    "belote.contract": "{value} {suit} ({team})",
    "belote.taken": "{suit} ({team})",
    "belote.trick": "Pli en cours",
    "call.tierce": "« tierce »",
    "call.cinquante": "« cinquante »",
    "call.cent": "« cent »",
    "call.carre": "« carré »",
    "ev.announcement_shown": "{player} montre {cards}",
    "mv.announcement_shown": "{player} montre {cards}",
  },
  en: {
    ...choices(SUITS_EN, "Capot", ["Doubled", "Redoubled"]),
    "ev.taken": "{player} takes at {suit}",
    "ev.bid": "{player} bids {value} {suit}",
    "ev.doubled": "{player} doubles (contre)",
    "ev.redoubled": "{player} redoubles (surcontre)",
    "ev.belote_said": "{player}: “{call}”",
    "mv.taken": "Take at {suit}",
    "mv.bid": "{value} {suit}",
    "mv.doubled": "Contre",
    "mv.redoubled": "Surcontre",
    "belote.trump": "Trump",
    "belote.contract": "{value} {suit} ({team})",
    "belote.taken": "{suit} ({team})",
    "belote.trick": "Trick in progress",
    "call.tierce": "“tierce”",
    "call.cinquante": "“cinquante”",
    "call.cent": "“cent”",
    "call.carre": "“carré”",
    "ev.announcement_shown": "{player} shows {cards}",
    "mv.announcement_shown": "{player} shows {cards}",
  },
};

const cell = (label, id, ...value) => el("div", { class: "cell wide", id }, el("span", { class: "label", text: label }),
  el("span", { class: "value" }, ...value));

// The trump and who plays for it (a contract, contré or surcontré, in contrée).
function trumpCell(view, ctx) {
  if (!view.trump) return null;
  const side = (ctx.sides || []).find((s) => (s.players || []).includes(view.taker));
  const team = side ? side.name : ctx.names[view.taker];
  const params = { suit: SYMBOL[view.trump], value: view.contract, team };
  const said = t(view.contract ? "belote.contract" : "belote.taken", params);
  const doubled = view.doubled ? ` · ${t(`choice.doubled.${view.doubled}`)}` : "";
  return cell(t("belote.trump"), "belote-trump", `${said}${doubled}`);
}

// Who played what in the trick going on (BELOTE-PLAY-3 decides who takes it).
function trickCell(view, ctx) {
  if (!view.trick || !view.trick.length) return null;
  const items = view.trick.map((p) => el("li", {}, `${ctx.names[p.player] || p.player} : `, cardElement(p.card)));
  return el("div", { class: "table-view status-cells" }, cell(t("belote.trick"), "trick", el("ul", {}, ...items)));
}

// BELOTE-SHEET-1: the fields a preset plays (replays/belote/sheet.py refuses the others):
// a contract and a contre in contrée only, announcements where the rules have them.
const PLAYED = {
  contract: (rules) => rules.game === "contree",
  doubled: (rules) => rules.game === "contree",
  announcer: (rules) => Boolean((rules.options || {}).announcements),
  announcements: (rules) => Boolean((rules.options || {}).announcements),
};

// BELOTE-SHEET-1: the score sheet and a correction ask only for the fields the preset plays.
const fieldPlayed = (name, rules) => !PLAYED[name] || PLAYED[name](rules);

// BELOTE-ANN-2: an announcement shown from a hand unseen waits for its cards; the page has
// no form to name them (the API takes them), so it offers the shows whose cards are known.
const offered = (ctx, move) => move.type !== "announcement_shown" || Array.isArray(move.data.cards);

export default {
  words: WORDS,
  manual: "card_played",
  offered,
  fieldPlayed,
  cells: (view, ctx) => [trumpCell(view, ctx)],
  status: trickCell, // kept in view at the top, with whose turn it is
};

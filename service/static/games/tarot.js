// Tarot's page module (games.js lists the hooks): the score sheet's hand in a few taps —
// taker, contract, bouts, the taker's points, the primes only when any (TAROT-SHEET-1) — and
// « fait de N » / « chuté de N » beside each hand. The points sent are the FFT's arithmetic
// (replays/tarot/scoring.py, mirrored); the engine checks them, so a slip is refused, never kept.
// Trick by trick: the words of its cards (trumps, the Excuse, the cavalier), the bids, the
// king called and the écart chosen card by card; the contract and the trick in view.

import { cardElement, cardsText, cardText } from "../cards.js";
import { t } from "../i18n.js";
import { button, el } from "../score.js";

const CONTRACTS = ["prise", "garde", "garde_sans", "garde_contre"];
const MULTIPLIER = { prise: 1, garde: 2, garde_sans: 4, garde_contre: 6 };
const NEEDED = [56, 51, 41, 36];
const POIGNEE = { simple: 20, double: 30, triple: 40 };
const CHELEM = { announced_made: 400, made: 200, announced_failed: -200, defense: -200 };

// The cards the French deck lacks, in words (cards.js reads `card.<code>`, `cardWords.<code>`).
const TRUMPS = Array.from({ length: 21 }, (_, i) => i + 1);
const cardWords = (trump, said, excuse, saidExcuse, cavalier) => ({
  ...Object.fromEntries(TRUMPS.map((n) => [`card.${n}T`, `${n} ${trump}`])),
  ...Object.fromEntries(TRUMPS.map((n) => [`cardWords.${n}T`, said.replace("{n}", n)])),
  "card.EX": excuse,
  "cardWords.EX": saidExcuse,
  "rank.C": cavalier,
});

const WORDS = {
  fr: {
    ...cardWords("atout", "{n} d'atout", "Excuse", "l'Excuse", "cavalier"),
    "ev.contract_bid": "{player} annonce : {contract}",
    "ev.card_called": "{player} appelle {card}",
    "ev.ecart_laid": "{player} fait son écart",
    "ev.poignee_shown": "{player} montre une poignée",
    "ev.chelem_announced": "{player} annonce un chelem",
    "mv.ecart_laid": "Écart fait",
    "mv.poignee_shown": "Montrer une poignée",
    "mv.chelem_announced": "Annoncer un chelem",
    "tarot.bids": "Enchères",
    "tarot.call": "Appeler un roi",
    "tarot.ecart": "Écart : {k}/{n}",
    "tarot.ecartPick": "Choisissez les cartes de l'écart",
    "tarot.trick": "Pli en cours",
    "tarot.taken": "{contract} ({name})",
    "tarot.taker": "Preneur",
    "tarot.contract": "Contrat",
    "tarot.bouts": "Bouts",
    "tarot.made": "Points du preneur",
    "tarot.half": "et demi",
    "tarot.partner": "Partenaire appelé",
    "tarot.alone": "Seul",
    "tarot.primes": "Primes",
    "tarot.petit": "Petit au bout",
    "tarot.poignee": "Poignée de l'attaque",
    "tarot.poignee_defense": "Poignée de la défense",
    "tarot.chelem": "Chelem",
    "tarot.none": "—",
    "tarot.allPass": "Tous passent",
    "tarot.missing": "Choisissez le preneur, le contrat, les bouts et les points.",
    "tarot.won": "{contract} fait de {n}",
    "tarot.lost": "{contract} chuté de {n}",
    "choice.contract.prise": "Prise",
    "choice.contract.garde": "Garde",
    "choice.contract.garde_sans": "Garde sans",
    "choice.contract.garde_contre": "Garde contre",
    "tarot.camp.attack": "Attaque",
    "tarot.camp.defense": "Défense",
    "tarot.p.simple": "Simple",
    "tarot.p.double": "Double",
    "tarot.p.triple": "Triple",
    "tarot.s.announced_made": "Annoncé et fait",
    "tarot.s.made": "Fait sans annonce",
    "tarot.s.announced_failed": "Annoncé, chuté",
    "tarot.s.defense": "Par la défense",
  },
  en: {
    ...cardWords("trump", "{n} of trumps", "Excuse", "the Excuse", "cavalier"),
    "ev.contract_bid": "{player} bids {contract}",
    "ev.card_called": "{player} calls {card}",
    "ev.ecart_laid": "{player} lays the écart",
    "ev.poignee_shown": "{player} shows a poignée",
    "ev.chelem_announced": "{player} announces a chelem",
    "mv.ecart_laid": "Écart laid",
    "mv.poignee_shown": "Show a poignée",
    "mv.chelem_announced": "Announce a chelem",
    "tarot.bids": "Bidding",
    "tarot.call": "Call a king",
    "tarot.ecart": "Écart: {k}/{n}",
    "tarot.ecartPick": "Choose the écart's cards",
    "tarot.trick": "Trick in progress",
    "tarot.taken": "{contract} ({name})",
    "tarot.taker": "Taker",
    "tarot.contract": "Contract",
    "tarot.bouts": "Bouts",
    "tarot.made": "Taker's points",
    "tarot.half": "and a half",
    "tarot.partner": "Called partner",
    "tarot.alone": "Alone",
    "tarot.primes": "Bonuses",
    "tarot.petit": "Petit au bout",
    "tarot.poignee": "Attack's poignée",
    "tarot.poignee_defense": "Defence's poignée",
    "tarot.chelem": "Slam",
    "tarot.none": "—",
    "tarot.allPass": "All pass",
    "tarot.missing": "Choose the taker, the contract, the bouts and the points.",
    "tarot.won": "{contract} made by {n}",
    "tarot.lost": "{contract} failed by {n}",
    "choice.contract.prise": "Prise",
    "choice.contract.garde": "Garde",
    "choice.contract.garde_sans": "Garde sans",
    "choice.contract.garde_contre": "Garde contre",
    "tarot.camp.attack": "Attack",
    "tarot.camp.defense": "Defence",
    "tarot.p.simple": "Single",
    "tarot.p.double": "Double",
    "tarot.p.triple": "Triple",
    "tarot.s.announced_made": "Announced and made",
    "tarot.s.made": "Made unannounced",
    "tarot.s.announced_failed": "Announced, failed",
    "tarot.s.defense": "By the defence",
  },
};

// TAROT-COUNT-3, TAROT-SCORE-1..5: every player's points for a declared hand.
export function shares(hand, ids) {
  const need = NEEDED[hand.bouts];
  const counted = hand.half && hand.made >= need ? hand.made + 1 : hand.made;
  const sign = counted >= need ? 1 : -1;
  const times = MULTIPLIER[hand.contract];
  let d = sign * (25 + Math.abs(counted - need)) * times;
  if (hand.petit) d += (hand.petit === "attack" ? 10 : -10) * times;
  d += sign * [hand.poignee, hand.poignee_defense].reduce((sum, p) => sum + (POIGNEE[p] || 0), 0);
  d += CHELEM[hand.chelem] || 0;
  const points = Object.fromEntries(ids.map((id) => [id, -d]));
  if (hand.partner) points[hand.partner] = d;
  points[hand.taker] = 0;
  points[hand.taker] = -Object.values(points).reduce((a, b) => a + b, 0);
  return points;
}

// One row of buttons, one pressed at a time (`value` the chosen one, held in `state`).
function choices(state, key, options, label) {
  const buttons = options.map(([value, text]) => el("button", { type: "button", "aria-pressed": String(state[key] === value),
    "data-value": String(value), text, onclick: () => {
      state[key] = value;
      buttons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.value === String(value))));
    } }));
  return el("div", { class: "field" }, el("span", { class: "label", text: label }),
    el("div", { class: "segmented", role: "group", "aria-label": label, "data-field": key }, ...buttons));
}

function select(state, key, options) {
  const node = el("select", { id: `tarot-${key}`, onchange: () => { state[key] = node.value || null; } },
    new Option(t("tarot.none"), ""), ...options.map(([value, text]) => new Option(text, value)));
  return el("div", { class: "field" }, el("label", { for: `tarot-${key}`, text: t(`tarot.${key}`) }), node);
}

// The primes, folded away until a hand has any.
function primes(state) {
  const camps = ["attack", "defense"].map((c) => [c, t(`tarot.camp.${c}`)]);
  const sizes = Object.keys(POIGNEE).map((p) => [p, t(`tarot.p.${p}`)]);
  const slams = Object.keys(CHELEM).map((s) => [s, t(`tarot.s.${s}`)]);
  return el("details", { class: "card-box", id: "tarot-primes" }, el("summary", { text: t("tarot.primes") }),
    select(state, "petit", camps), select(state, "poignee", sizes), select(state, "poignee_defense", sizes),
    select(state, "chelem", slams));
}

// TAROT-SHEET-1: the hand declared; `send(data)` logs its points_entered.
function pointsForm(ctx, hand, send) {
  const ids = ctx.players.map((p) => p.id);
  const state = { taker: null, contract: null, bouts: null, partner: null, half: false };
  const made = el("input", { type: "number", id: "tarot-made", inputmode: "numeric", min: 0, max: 91, step: 1 });
  const error = el("p", { class: "error", role: "alert", hidden: true });
  const parts = [
    choices(state, "taker", ctx.players.map((p) => [p.id, p.name]), t("tarot.taker")),
    choices(state, "contract", CONTRACTS.map((c) => [c, t(`choice.contract.${c}`)]), t("tarot.contract")),
    choices(state, "bouts", [0, 1, 2, 3].map((n) => [n, String(n)]), t("tarot.bouts")),
    el("div", { class: "field" }, el("label", { for: "tarot-made", text: t("tarot.made") }), made),
  ];
  if (ids.length !== 4) {
    const half = el("input", { type: "checkbox", id: "tarot-half", onchange: () => { state.half = half.checked; } });
    parts.push(el("div", { class: "field check" }, half, el("label", { for: "tarot-half", text: t("tarot.half") })));
  }
  if (ids.length === 5) parts.push(choices(state, "partner", [[null, t("tarot.alone")], ...ctx.players.map((p) => [p.id, p.name])], t("tarot.partner")));
  const submit = (e) => {
    e.preventDefault();
    const points = made.value.trim() === "" ? NaN : Number(made.value);
    if (!state.taker || !state.contract || state.bouts === null || !Number.isInteger(points)) {
      error.textContent = t("tarot.missing");
      error.hidden = false;
      return;
    }
    const declared = { taker: state.taker, contract: state.contract, bouts: state.bouts, made: points };
    for (const key of ["partner", "petit", "poignee", "poignee_defense", "chelem"]) if (state[key]) declared[key] = state[key];
    if (state.half) declared.half = true;
    send({ hand, points: shares(declared, ids), ...declared });
  };
  const allPass = el("button", { type: "button", class: "big secondary", id: "tarot-all-pass", text: t("tarot.allPass"),
    onclick: () => send({ hand, points: Object.fromEntries(ids.map((id) => [id, 0])) }) });
  return el("form", { class: "card-box", id: "points-form", novalidate: true, onsubmit: submit }, ...parts, primes(state),
    error, el("div", { class: "action-bar" }, allPass, el("button", { type: "submit", class: "big primary", text: t("score.save") })));
}

// « Garde fait de 8 » under a hand's number on the sheet (its detail, TAROT-SHEET-1).
function handNote(ctx, h) {
  const d = h.detail;
  if (!d || !d.contract) return null;
  return t(d.won ? "tarot.won" : "tarot.lost", { contract: t(`choice.contract.${d.contract}`), n: d.margin });
}

// -- trick by trick ---------------------------------------------------------------------

const movesOf = (ctx, type) => ctx.moves.filter((m) => m.type === type);
const send = (ctx, m) => () => ctx.send([{ type: m.type, data: m.data }]);

// The bids above the last (TAROT-BID-1; the pass is the action bar's) and the king called.
function panels(ctx) {
  const bids = movesOf(ctx, "contract_bid").map((m) => button(t(`choice.contract.${m.data.contract}`), send(ctx, m), "play"));
  const calls = movesOf(ctx, "card_called").map((m) => button(cardText(m.data.card), send(ctx, m), "play"));
  return [
    bids.length ? el("div", { class: "card-box", id: "tarot-bids" }, el("h3", { text: t("tarot.bids") }), el("div", { class: "moves" }, ...bids)) : null,
    calls.length ? el("div", { class: "card-box", id: "tarot-call" }, el("h3", { text: t("tarot.call") }), el("div", { class: "moves" }, ...calls)) : null,
  ];
}

// The moves the panels and the écart's selection offer are not listed again.
function offered(ctx, m) {
  if (m.type === "contract_bid" || m.type === "card_called") return false;
  return !(m.type === "ecart_laid" && (m.unknown || m.data.cards));
}

// TAROT-CHIEN-1: the taker's cards, the chien with them, chosen one tap each (no king, no
// bout: the engine refuses them with its rule); the button lays them once they are enough.
function pick(ctx) {
  const view = ctx.state.hand;
  const move = movesOf(ctx, "ecart_laid").find((m) => m.unknown);
  const held = view && view.cards && view.cards[view.taker];
  if (!move || !held) return null;
  const chosen = ctx.ui.ecart && ctx.ui.ecart.hand === view.hand ? ctx.ui.ecart : (ctx.ui.ecart = { hand: view.hand, cards: [] });
  const buttons = held.map((card) => {
    const on = chosen.cards.includes(card);
    return el("button", { type: "button", class: "play", "data-card": card, "aria-pressed": String(on), onclick: () => {
      chosen.cards = on ? chosen.cards.filter((c) => c !== card) : [...chosen.cards, card];
      ctx.rerender();
    } }, cardElement(card));
  });
  const n = move.count;
  const lay = button(t("tarot.ecart", { k: chosen.cards.length, n }), () => {
    const cards = chosen.cards;
    ctx.ui.ecart = null;
    ctx.send([{ type: "ecart_laid", data: { player: view.taker, cards } }]);
  }, "primary");
  lay.id = "tarot-lay";
  lay.disabled = chosen.cards.length !== n;
  const grid = el("div", { class: "card-box", id: "card-grid" }, el("h3", { text: t("tarot.ecartPick") }),
    chosen.cards.length ? el("p", { class: "muted", text: cardsText(chosen.cards) }) : null,
    el("div", { class: "moves cards-grid" }, ...buttons));
  return { grid, button: lay };
}

const cell = (label, id, ...value) => el("div", { class: "cell wide", id }, el("span", { class: "label", text: label }),
  el("span", { class: "value" }, ...value));

// The contract and its taker, with the king called (TAROT-BID-2, TAROT-CALL-1).
function contractCell(view, ctx) {
  if (!view.contract || !view.taker) return null;
  const said = t("tarot.taken", { contract: t(`choice.contract.${view.contract}`), name: ctx.names[view.taker] || view.taker });
  return cell(t("tarot.contract"), "tarot-contract", said, view.called ? ` · ${cardText(view.called)}` : "");
}

// Who played what in the trick going on (TAROT-PLAY-1 decides who takes it).
function trickCell(view, ctx) {
  if (!view.trick || !view.trick.length) return null;
  const items = view.trick.map((p) => el("li", {}, `${ctx.names[p.player] || p.player} : `, cardElement(p.card)));
  return el("div", { class: "table-view status-cells" }, cell(t("tarot.trick"), "trick", el("ul", {}, ...items)));
}

export default {
  words: WORDS,
  pointsForm,
  handNote,
  manual: "card_played",
  panels,
  offered,
  pick,
  cells: (view, ctx) => [contractCell(view, ctx)],
  status: trickCell,
};

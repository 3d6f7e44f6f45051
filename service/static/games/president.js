// Président's page module (games.js lists the hooks): at the speed of play, tap the cards,
// then "Jouer" (a single in 2 taps, a pair in 3); the trick with who played what, the last
// closed trick, who leads, the revolution banner, the finishing order with its titles
// (PRES-RANK-1) and the exchange they owe (PRES-XCHG-1); the titles held beside the names.

import { cardElement, cardsText, rankName, SUITS } from "../cards.js";
import { t } from "../i18n.js";
import { button, el } from "../score.js";

const RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];

const WORDS = {
  fr: {
    "scoring.titles": "Titres (Président +2 … Trou −2)", "stats.scoring.titles": "titres",
    "hv.exchange.one": "Échange : {from} doit donner {n} carte à {to}",
    "hv.exchange.other": "Échange : {from} doit donner {n} cartes à {to}",
    "hv.trick": "Pli en cours",
    "hv.lead": "Entame",
    "hv.leadStart": "{name} entame la manche",
    "hv.leadPassed": "Tous ont passé : {name} entame",
    "hv.leadClosed": "{by} a fermé le pli : {name} entame",
    "hv.queenLeads": "Qui a la dame de cœur entame",
    "pres.pick": "Touchez les cartes jouées, puis « Jouer »",
    "pres.play": "Jouer",
    "pres.lead": "Entame : une carte seule, une paire, un brelan ou un carré.",
    "pres.queenWho": "Qui a la dame de cœur ?",
    "pres.queenHelp": "Cette personne entame la première manche (pas forcément avec la dame).",
    "pres.follow.one": "À suivre : {n} carte, {rank} ou mieux",
    "pres.follow.other": "À suivre : {n} cartes, {rank} ou mieux",
    "pres.passed": "Ont passé : {names}",
    "pres.lastTrick": "Dernier pli fermé (n° {n})",
    "pres.revolution": "Révolution !",
    "pres.revolutionHelp": "L'ordre des cartes est inversé : le 3 est la plus forte et les 3 ferment le pli.",
    "pres.order": "Ordre d'arrivée et titres",
    "pres.exchange": "Échange de cartes",
    "pres.giveBest.one": "{from} doit donner sa meilleure carte à {to}",
    "pres.giveBest.other": "{from} doit donner ses {n} meilleures cartes à {to}",
    "pres.giveChoice.one": "{from} doit donner {n} carte de son choix à {to}",
    "pres.giveChoice.other": "{from} doit donner {n} cartes de son choix à {to}",
    "title.president": "Président",
    "title.vice_president": "Vice-président",
    "title.neutre": "Neutre",
    "title.vice_trou": "Vice-trou",
    "title.trou": "Trou",
  },
  en: {
    "scoring.titles": "Titles (Président +2 … Trou −2)", "stats.scoring.titles": "titles",
    "hv.exchange.one": "Exchange: {from} gives {n} card to {to}",
    "hv.exchange.other": "Exchange: {from} gives {n} cards to {to}",
    "hv.trick": "Trick in progress",
    "hv.lead": "Lead",
    "hv.leadStart": "{name} leads the first trick",
    "hv.leadPassed": "Everyone passed: {name} leads",
    "hv.leadClosed": "{by} closed the trick: {name} leads",
    "hv.queenLeads": "Whoever holds the queen of hearts leads",
    "pres.pick": "Tap the cards played, then “Play”",
    "pres.play": "Play",
    "pres.lead": "Lead: a single card, a pair, three or four of a kind.",
    "pres.queenWho": "Who holds the queen of hearts?",
    "pres.queenHelp": "That player leads the first hand (not necessarily with the queen).",
    "pres.follow.one": "To follow: {n} card, {rank} or better",
    "pres.follow.other": "To follow: {n} cards, {rank} or better",
    "pres.passed": "Passed: {names}",
    "pres.lastTrick": "Last closed trick (no. {n})",
    "pres.revolution": "Revolution!",
    "pres.revolutionHelp": "The order of the ranks is reversed: 3 is the highest and 3s close the trick.",
    "pres.order": "Finishing order and titles",
    "pres.exchange": "Card exchange",
    "pres.giveBest.one": "{from} gives their best card to {to}",
    "pres.giveBest.other": "{from} gives their {n} best cards to {to}",
    "pres.giveChoice.one": "{from} gives {n} card of their choice to {to}",
    "pres.giveChoice.other": "{from} gives {n} cards of their choice to {to}",
    "title.president": "Président",
    "title.vice_president": "Vice-président",
    "title.neutre": "Neutre",
    "title.vice_trou": "Vice-trou",
    "title.trou": "Trou",
  },
};

const titleName = (title) => t(`title.${title}`);

// The cards played since the hand started (they cannot be played again: one deck).
function playedThisHand(ctx) {
  const events = ctx.liveEvents || [];
  let start = 0;
  events.forEach((e, i) => { if (e.type === "hand_started") start = i; });
  const played = [];
  for (const e of events.slice(start)) if (e.type === "cards_played") played.push(...(e.data.cards || []));
  return played.map((c) => (c.startsWith("JK") ? "JK" : c));
}

function jokersInDeck(ctx) {
  const created = (ctx.events || []).find((e) => e.type === "game_created");
  return (created && created.data.rules && created.data.rules.options && created.data.rules.options.jokers) || 0;
}

// PRES-START-1 at a real table: nobody has named who holds the queen of hearts, so the
// engine takes the first cards laid as the lead (`free_lead`); the table says whose they are.
const freeLead = (view) => Boolean(view && view.lead && view.lead.reason === "start" && !view.lead.player && !view.turn);

// Who lays the cards now: the player to act, or at a free lead the one the table named.
function player(ctx, view) {
  if (view.turn) return view.turn;
  const named = freeLead(view) && ctx.ui.leader;
  return named && named.hand === view.hand ? named.id : null;
}

// At a free lead the engine offers every player's first play; only the named holder's stay.
// A play whose cards are known is made from the selection (`pick`), not as a button.
function offered(ctx, move) {
  if (move.type !== "cards_played") return true;
  if (selectsCards(ctx) && Array.isArray(move.data.cards)) return false;
  return !freeLead(ctx.state.hand) || move.data.player === player(ctx, ctx.state.hand);
}

// "Qui a la dame de cœur ?": one tap on the name, then the cards as usual.
function leaderChoice(ctx) {
  const view = ctx.state.hand;
  if (!freeLead(view)) return null;
  const chosen = player(ctx, view);
  const buttons = ctx.players.map((p) => {
    const b = button(p.name, () => { ctx.ui.leader = { hand: view.hand, id: p.id }; ctx.ui.pick = null; ctx.rerender(); },
      p.id === chosen ? "primary" : "secondary");
    b.setAttribute("aria-pressed", String(p.id === chosen));
    b.dataset.player = p.id;
    return b;
  });
  return el("div", { class: "card-box", id: "queen-holder", role: "group", "aria-labelledby": "queen-holder-title" },
    el("h3", { id: "queen-holder-title", text: t("pres.queenWho") }), el("p", { class: "muted", text: t("pres.queenHelp") }),
    el("div", { class: "segmented" }, ...buttons));
}

// The cards the player may hold that could follow: the known hand (open tracking), else
// every card not played yet in this hand of a rank equal or higher (PRES-TRICK-1).
function candidates(ctx, view) {
  const me = (view.players || []).find((p) => p.id === player(ctx, view));
  if (me && Array.isArray(me.cards)) return me.cards;
  const order = view.ranks || RANKS;
  const from = view.trick ? Math.max(order.indexOf(view.trick.rank), 0) : 0;
  const played = playedThisHand(ctx);
  const cards = order.slice(from).flatMap((rank) => SUITS.map((s) => `${rank}${s}`)).filter((c) => !played.includes(c));
  const jokers = jokersInDeck(ctx) - played.filter((c) => c === "JK").length;
  for (let i = 0; i < jokers; i += 1) cards.push("JK");
  return cards;
}

function selection(ctx, view) {
  const key = `${view.hand}|${player(ctx, view)}|${ctx.state.seq}`;
  if (!ctx.ui.pick || ctx.ui.pick.key !== key) ctx.ui.pick = { key, cards: [] };
  return ctx.ui.pick;
}

// Whether this turn is a play of cards the page can offer as a selection.
function selectsCards(ctx) {
  const view = ctx.state.hand;
  return Boolean(view && view.phase === "play" && ctx.moves.some((m) => m.type === "cards_played"));
}

function selectionGrid(ctx) {
  const view = ctx.state.hand;
  if (!player(ctx, view)) return leaderChoice(ctx);
  const pick = selection(ctx, view);
  const buttons = candidates(ctx, view).map((card, i) => {
    const index = pick.cards.indexOf(i);
    const b = el("button", { type: "button", class: "play", "data-card": card, "aria-pressed": String(index >= 0) }, cardElement(card));
    b.addEventListener("click", () => {
      if (index >= 0) pick.cards.splice(index, 1);
      else pick.cards.push(i);
      ctx.rerender();
    });
    return b;
  });
  const count = view.trick ? t("pres.follow", { n: view.trick.count, rank: rankName(view.trick.rank) }) : t("pres.lead");
  return el("div", {}, leaderChoice(ctx), el("div", { class: "card-box", id: "card-grid" }, el("h3", { text: t("pres.pick") }),
    el("p", { class: "muted", text: count }), el("div", { class: "moves cards-grid" }, ...buttons)));
}

// "Jouer 9♠ 9♥": the selected cards, played by the player whose turn it is.
function playButton(ctx) {
  const view = ctx.state.hand;
  const pick = selection(ctx, view);
  const shown = candidates(ctx, view);
  const cards = pick.cards.map((i) => shown[i]);
  const who = player(ctx, view);
  const label = cards.length ? t("mv.play", { cards: cardsText(cards) }) : t("pres.play");
  const b = button(label, () => {
    ctx.ui.pick = null;
    ctx.send([{ type: "cards_played", data: { player: who, cards } }]);
  }, "primary");
  b.id = "play-selected";
  b.disabled = !cards.length || !who;
  return b;
}

function trickCell(view, ctx) {
  const trick = view.trick;
  if (!trick || !Array.isArray(trick.plays)) return null;
  const items = trick.plays.map((p) => el("li", {}, `${ctx.names[p.player] || p.player} : `, cards(p.cards)));
  const passed = (trick.passed || []).map((p) => ctx.names[p] || p);
  return el("div", { class: "cell wide", id: "trick" }, el("span", { class: "label", text: t("hv.trick") }), el("ul", {}, ...items),
    passed.length ? el("p", { class: "muted passed", text: t("pres.passed", { names: passed.join(", ") }) }) : null);
}

function cards(list) {
  return el("span", { class: "hand-cards" }, ...(list || []).map(cardElement));
}

// The last closed trick, folded: a tap opens it.
function lastTrick(view, ctx) {
  if (!Array.isArray(view.last_trick) || !view.last_trick.length) return null;
  const items = view.last_trick.map((p) => el("li", {}, `${ctx.names[p.player] || p.player} : `, cards(p.cards)));
  // Kept open across redraws until the next trick closes.
  const box = el("details", { class: "cell wide last-trick", id: "last-trick", open: ctx.ui.lastTrick === view.tricks_closed },
    el("summary", { text: t("pres.lastTrick", { n: view.tricks_closed }) }), el("ul", {}, ...items));
  box.addEventListener("toggle", () => { ctx.ui.lastTrick = box.open ? view.tricks_closed : null; });
  return box;
}

function revolutionBanner(view) {
  if (!view.revolution || view.phase === "over") return null;
  return el("p", { class: "banner", id: "revolution", role: "status" }, el("strong", { text: t("pres.revolution") }), ` ${t("pres.revolutionHelp")}`);
}

// PRES-RANK-1: the finishing order of a hand with its titles.
function finishOrder(order, titles, ctx, id = "finish-order") {
  if (!order || !order.length || !titles) return null;
  const items = order.map((pid) => el("li", { "data-player": pid, "data-title": titles[pid] },
    el("strong", { text: ctx.names[pid] || pid }), ` — ${titleName(titles[pid])}`));
  return el("div", { class: "card-box titles", id }, el("h3", { text: t("pres.order") }), el("ol", {}, ...items));
}

// The titles the players hold now: those of the last hand scored.
function heldTitles(ctx) {
  const last = ctx.scores && ctx.scores.hands[ctx.scores.hands.length - 1];
  return (last && last.detail && last.detail.titles) || {};
}

// Score-only: the finishing order typed for the last hand, with its titles.
function lastTitles(ctx) {
  const last = ctx.scores.hands[ctx.scores.hands.length - 1];
  return last ? finishOrder(last.order, last.detail && last.detail.titles, ctx) : null;
}

function handEnd(view, ctx) {
  if (view.phase !== "over") return null;
  return finishOrder(view.out, view.titles, ctx);
}

// PRES-XCHG-1: who gives what to whom, by title.
function exchangeList(steps, ctx, id = "exchange") {
  if (!steps || !steps.length) return null;
  const who = (pid, title) => `${ctx.names[pid] || pid} (${titleName(title)})`;
  const items = steps.map((s) => el("li", {}, t(s.best ? "pres.giveBest" : "pres.giveChoice",
    { from: who(s.from, s.from_title), to: who(s.to, s.to_title), n: s.count })));
  return el("div", { class: "card-box", id }, el("h3", { text: t("pres.exchange") }), el("ol", {}, ...items));
}

// Who leads the next trick, and why (PRES-TRICK-2, PRES-OUT-1).
function leadCell(view, ctx) {
  const lead = view.lead;
  const cell = (text) => el("div", { class: "cell wide" }, el("span", { class: "label", text: t("hv.lead") }), el("span", { class: "value" }, text));
  if (freeLead(view)) return cell(t("hv.queenLeads"));
  if (!lead || !lead.player) return null;
  const key = { start: "hv.leadStart", all_passed: "hv.leadPassed" }[lead.reason] || "hv.leadClosed";
  return cell(t(key, { name: ctx.names[lead.player] || lead.player, by: ctx.names[lead.by] || lead.by }));
}

// "Échange : Anna donne 2 cartes à Ben", or the queen of hearts' holder leads.
function turn(view, ctx) {
  const owed = view.exchange && view.exchange.owed;
  if (owed && owed.length) {
    const [step] = owed;
    return t("hv.exchange", { from: ctx.names[step.from] || step.from, to: ctx.names[step.to] || step.to, n: step.count });
  }
  return freeLead(view) ? t("hv.queenLeads") : null;
}

// The hand's end and the exchanges owed now, or at the start of the next hand.
function top(view, ctx) {
  return [handEnd(view, ctx), view.exchange && view.exchange.owed ? exchangeList(view.exchange.owed, ctx) : null,
    view.next_exchange ? exchangeList(view.next_exchange, ctx, "next-exchange") : null];
}

function pick(ctx) {
  return selectsCards(ctx) ? { grid: selectionGrid(ctx), button: playButton(ctx) } : null;
}

export default {
  words: WORDS,
  valueWord: (counter, value) => (counter === "titles" ? titleName(value) : undefined),
  manual: "cards_played",
  pick,
  offered,
  turn,
  status: (view) => revolutionBanner(view),
  cells: (view, ctx) => [leadCell(view, ctx), trickCell(view, ctx), lastTrick(view, ctx)],
  top,
  badge: (ctx, pid) => {
    const title = heldTitles(ctx)[pid];
    return title ? titleName(title) : null;
  },
  outLabel: (view, pid) => ((view.titles || {})[pid] ? titleName(view.titles[pid]) : null),
  lastHand: lastTitles,
};

// The page's games: what GET /presets declares of each one (replays/declaration.py: its
// score-entry fields, statistics counters, score forms and match ends per scoring, deck
// options) and, where it has one, its page module `games/<page>.js`, loaded by that name.
// The common page code asks here and names no game; a game with no module (a score-only
// plug-in) is drawn from its declarations alone.
//
// A page module exports one object (default); every member is optional:
//   words                 {fr: {…}, en: {…}}: its own words, merged into i18n's table
//   valueWord(counter, v) a per-value statistics counter's value in words (a title, a call)
//   upcard                true: the new-hand form asks for the card turned up
//   manual                the move type "Autre carte…" opens for the player to act
//   panels(ctx)           boxes above the cards to play (a penalty form)
//   pick(ctx)             {grid, button}: the cards to choose, in place of the one-tap card
//                         grid, and the button of the action bar that plays them; or null
//   offered(ctx, move)    false for a legal move the page does not offer now
//   bar(ctx, main, undo)  the rows of the action bar (calls, the draw, undo), or null for the
//                         common one (the calls offered, then the main moves and undo)
//   turn(view, ctx)       the turn line where the game words it its own way, or null
//   status(view, ctx)     a node under the turn line (a banner)
//   cells(view, ctx)      the hand view's own cells (a trick, who leads)
//   top(view, ctx)        boxes above the hand view (a finishing order, an exchange)
//   badge(ctx, pid)       a word beside a player's name on the board (a title held)
//   outLabel(view, pid)   what a player out of the hand is called (a title), or null
//   lastHand(ctx)         a box under the last hand's line, in score-only tracking
//   pointsForm(ctx, hand, send)  its own form for a hand's points_entered, in place of the
//                         common one; `send(data)` logs the entry (a hand declared, scored)
//   handNote(ctx, h)      a few words beside a hand's number on the sheet (its contract)
//   fieldPlayed(name, rules)  false for a declared entry field the match's rules do not play
//                         (the score form and the correction ask for it only where played)
//   sayExample(ctx)       the say box's example sentence in a hand logged move by move

import { get } from "./api.js";
import { addWords, getLang, tIn } from "./i18n.js";

let presets = [];
const declared = new Map();
const pages = new Map();
const NONE = { entry_fields: [], counters: [], scorings: [], deck_option: false, joker_option: null, page: null,
  sides: { kind: "players", count: 0, size: 0, facing: false, word: {} } };
// What a score-only entry is entered with on the page (score.js), in the declared order.
export const FORMS = { points_entered: "points", hand_revealed: "cards", order_entered: "order" };

// The declarations and every game's page module: once, before the page is drawn (the
// service worker keeps both for a start with no network).
export async function loadGames() {
  const body = await get("/presets");
  presets = body.presets;
  for (const game of body.games || []) declared.set(game.game, game);
  await Promise.all([...declared.values()].filter((g) => g.page).map(loadPage));
  const titles = (language) => [...declared.values()].map((g) => g.title[language] || g.title.fr || g.game).join(", ");
  addWords({ fr: { "home.lead": tIn("fr", "home.lead", { games: titles("fr") }) },
    en: { "home.lead": tIn("en", "home.lead", { games: titles("en") }) } });
}

async function loadPage(game) {
  if (!/^[a-z0-9_]+$/.test(game.page)) return;
  try {
    const module = (await import(`./games/${game.page}.js`)).default || {};
    pages.set(game.game, module);
    if (module.words) addWords(module.words);
  } catch (err) {
    console.warn(`the page module of ${game.game} did not load: its declarations serve alone`, err);
  }
}

export const presetList = () => presets;
export const gameNames = () => [...new Set(presets.map((p) => p.game))];
export const declaration = (game) => declared.get(game) || NONE;
export const gamePage = (game) => pages.get(game) || {};

// The game's name for people, in the page's language (its declared title).
export function gameTitle(game) {
  const title = (declared.get(game) || {}).title || (presets.find((p) => p.game === game) || {}).title || {};
  return title[getLang()] || title.fr || game;
}

// A declared word ({fr, en}) in the page's language.
export const said = (words) => (words && (words[getLang()] || words.fr)) || "";

// One scoring of a game as declared: its score forms in order and its match ends.
export function scoringOf(game, scoring) {
  return declaration(game).scorings.find((s) => s.name === scoring) || { entries: ["points_entered"], ends: [] };
}

// The declared fields of every game: a log holds only its own game's.
const everyField = () => [...declared.values()].flatMap((g) => g.entry_fields);

// The entry fields that name a player (a score entry's data, described with names).
export const playerFields = () => everyField().filter((f) => f.kind === "player").map((f) => f.name);

// " (word : Anna)": the fields a score entry carries beyond its points, in the game's words.
export function entryWords(data) {
  const parts = everyField().filter((f) => data[f.name] !== undefined && data[f.name] !== null && data[f.name] !== false)
    .map((f) => (f.kind === "flag" ? said(f.word) : `${said(f.word)} : ${data[f.name]}`));
  return parts.length ? ` (${[...new Set(parts)].join(", ")})` : "";
}

// Every game's statistics counters, each with the word of its values.
export function counters() {
  return [...declared.values()].flatMap((g) => g.counters.map((c) => ({ ...c, game: g.game })));
}

export function valueWord(counter, value) {
  const page = gamePage(counter.game);
  return (page.valueWord && page.valueWord(counter.name, value)) || value;
}

// Whether the match's deck has jokers (the picker offers none otherwise): the deck's count,
// else the option the game declares for it, else its size (54 or 34 cards).
export function deckHasJokers(ctx) {
  const rules = rulesOf(ctx);
  const deck = rules.deck || {};
  if (typeof deck.jokers === "number") return deck.jokers > 0;
  const option = declaration(ctx.state.game).joker_option;
  if (option && rules.options && typeof rules.options[option] === "number") return rules.options[option] > 0;
  return [54, 34].includes(deck.size);
}

// A deck of 32 cards (34 with its jokers): 7 to ace only.
export function shortDeck(ctx) {
  return [32, 34].includes((rulesOf(ctx).deck || {}).size);
}

function rulesOf(ctx) {
  const created = (ctx.events || []).find((e) => e.type === "game_created");
  return (created && created.data.rules) || {};
}

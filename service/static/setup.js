// A new match: game, preset and its description, what is logged, players in seat order,
// dealer, scoring and when the match ends.

import { ApiError, createGame, OfflineError } from "./api.js";
import { declaration, gameNames, gameTitle, presetList, scoringOf } from "./games.js";
import { getLang, t } from "./i18n.js";

const TRACKINGS = ["score", "table"];

let presets = [];
let decksChosen = false;
const $ = (id) => document.getElementById(id);

// The games the server declares (GET /presets), in its order, named by their title.
const games = gameNames;
const gameLabel = gameTitle;

function chip(group, value, label, checked) {
  const wrap = document.createElement("label");
  wrap.className = "chip";
  const input = document.createElement("input");
  Object.assign(input, { type: "radio", name: group, value, checked });
  const span = document.createElement("span");
  span.textContent = label;
  wrap.append(input, span);
  return wrap;
}

function fillChoices(fieldsetId, group, values, labelOf, selected) {
  const fieldset = $(fieldsetId);
  fieldset.querySelector(".options")?.remove();
  const box = document.createElement("div");
  box.className = "options";
  for (const v of values) box.append(chip(group, v, labelOf(v), v === selected));
  fieldset.append(box);
}

const chosen = (group) => document.querySelector(`input[name="${group}"]:checked`)?.value;
const currentPreset = () => presets.find((p) => p.game === chosen("game") && p.name === $("preset").value);

function endLabel(value) {
  if (value === "none") return t("setup.endNone");
  if (value === "custom") return t("setup.endCustom");
  const [kind, n] = value.split(":");
  return t(kind === "t" ? "setup.endTarget" : "setup.endRounds", { n });
}

// The preset's target for the scoring chosen (a number, or one per scoring).
function presetTarget(preset) {
  const target = preset?.rules?.target;
  return target && typeof target === "object" ? target[chosen("scoring")] : target;
}

function defaultEnd(values, preset) {
  const target = presetTarget(preset);
  if (target && values.includes(`t:${target}`)) return `t:${target}`;
  return values[0];
}

function showDefault(value) {
  const [kind, n] = value.split(":");
  const key = { t: "setup.defaultTarget", r: "setup.defaultRounds" }[kind] || "setup.noDefault";
  $("default-target").textContent = t(key, { n: Number(n) });
}

function refreshDecks() {
  const preset = currentPreset();
  const deck = preset?.rules?.deck;
  // The game declares whether the table chooses its number of decks (option `deck` {size,
  // copies}); two are chosen first when one cannot deal to every seat (CORE-DEAL-1).
  const shown = declaration(chosen("game")).deck_option && deck;
  $("deck-choices").hidden = !shown;
  if (!shown) return;
  const copies = decksChosen && chosen("decks") ? chosen("decks") : String(oneDeckShort(preset) ? 2 : deck.copies);
  fillChoices("deck-choices", "decks", ["1", "2"], (n) => t("setup.deckCount", { n: Number(n), size: deck.size }), copies);
}

// The smallest hand with one deck (a fixed size, seed 001's table by players,
// or the dealer's choice); with the upcard, more than one deck holds?
function oneDeckShort(preset) {
  const seats = $("player-rows").children.length;
  const size = preset.rules.hand_size;
  let hand = typeof size === "number" ? size : 0;
  if (size && Array.isArray(size.table)) hand = (size.table.filter((row) => row[0] <= seats).pop() || size.table[0])[1];
  if (size && Array.isArray(size.choice)) hand = size.choice[0];
  return seats * hand + 1 > preset.rules.deck.size;
}

// The deck as an option of the match, where it is not the preset's.
function deckOption() {
  const deck = currentPreset()?.rules?.deck;
  const copies = Number(chosen("decks"));
  if ($("deck-choices").hidden || !deck || !copies || copies === deck.copies) return {};
  return { options: { deck: { size: deck.size, copies } } };
}

function refreshPreset() {
  const preset = currentPreset();
  $("preset-description").textContent = preset ? preset.description[getLang()] || "" : "";
  const scorings = preset ? preset.scorings : [];
  const scoring = scorings.includes(chosen("scoring")) ? chosen("scoring") : scorings[0];
  fillChoices("scoring-choices", "scoring", scorings, (s) => t(`scoring.${s}`), scoring);
  $("scoring-choices").hidden = scorings.length < 2;
  refreshEnds();
}

function refreshEnds() {
  const preset = currentPreset();
  const target = presetTarget(preset);
  // When a match ends, as the game declares it per scoring: targets in points ("t:N"), a
  // number of hands ("r:N").
  const declared = scoringOf(chosen("game"), chosen("scoring")).ends;
  const ends = declared.length ? declared : ["none"];
  const values = [...(target && !ends.includes(`t:${target}`) ? [`t:${target}`, ...ends] : ends), "custom"];
  const first = defaultEnd(values, preset);
  fillChoices("end-choices", "end", values, (v) => (v === first ? t("setup.byDefault", { label: endLabel(v) }) : endLabel(v)), first);
  showDefault(first);
  $("custom-end").hidden = true;
  refreshDecks();
}

function refreshGame() {
  const game = chosen("game");
  const select = $("preset");
  select.replaceChildren();
  for (const p of presets.filter((x) => x.game === game)) {
    const option = new Option((p.display && p.display[getLang()]) || p.name, p.name, p.default, p.default);
    select.append(option);
  }
  refreshPreset();
  refreshTeams();
}

function playerRow(name = "") {
  const li = document.createElement("li");
  const seat = document.createElement("span");
  seat.className = "seat";
  seat.setAttribute("aria-hidden", "true");
  const label = document.createElement("label");
  label.className = "sr-only";
  const input = document.createElement("input");
  Object.assign(input, { type: "text", value: name, maxLength: 60, autocomplete: "off" });
  input.setAttribute("enterkeyhint", "next");
  const up = smallButton("↑", "setup.up", () => li.previousElementSibling?.before(li));
  const remove = smallButton("✕", "setup.remove", () => li.remove());
  li.append(seat, label, input, up, remove);
  return li;
}

function smallButton(text, key, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "small";
  b.textContent = text;
  b.dataset.labelKey = key;
  b.addEventListener("click", () => {
    onClick();
    numberSeats();
  });
  return b;
}

// Seat numbers, labels and the dealer list follow the rows.
function numberSeats() {
  const rows = [...$("player-rows").children];
  rows.forEach((li, i) => {
    const input = li.querySelector("input");
    input.id = `player-${i + 1}`;
    li.querySelector("label").htmlFor = input.id;
    li.querySelector("label").textContent = t("setup.player", { n: i + 1 });
    li.querySelector(".seat").textContent = `${i + 1}.`;
    input.placeholder = t("setup.player", { n: i + 1 });
    for (const b of li.querySelectorAll("button")) {
      b.setAttribute("aria-label", t(b.dataset.labelKey, { n: i + 1 }));
    }
  });
  refreshDealers();
}

// CORE-SIDE-1: a game in fixed teams. The seats say who plays with whom: partners face each
// other, so the teams take turns round the table (seat 1 with seat 3 at four players);
// the table names its teams.
const teamNames = [];

function sidesOf(game) {
  return declaration(game).sides || { kind: "players" };
}

function teamsOf(list) {
  const sides = sidesOf(chosen("game"));
  if (sides.kind !== "teams" || !sides.count) return [];
  const taken = new Set(list.map((p) => p.id));
  return Array.from({ length: sides.count }, (_, i) => {
    let id = `team-${i + 1}`;
    while (taken.has(id)) id = `${id}-t`;
    const name = (teamNames[i] || "").trim() || t("setup.team", { n: i + 1 });
    return { id, name, players: list.filter((_, seat) => seat % sides.count === i).map((p) => p.id) };
  });
}

function refreshTeams() {
  const box = $("team-setup");
  const sides = sidesOf(chosen("game"));
  box.hidden = sides.kind !== "teams";
  if (box.hidden) return box.replaceChildren();
  const teams = teamsOf(players());
  const names = Object.fromEntries(players().map((p) => [p.id, p.name]));
  const rows = teams.map((team, i) => {
    const input = document.createElement("input");
    Object.assign(input, { type: "text", id: `team-name-${i + 1}`, value: teamNames[i] || "", maxLength: 60,
      placeholder: t("setup.team", { n: i + 1 }), autocomplete: "off" });
    input.addEventListener("input", () => { teamNames[i] = input.value; });
    const label = document.createElement("label");
    label.htmlFor = input.id;
    label.textContent = t("setup.teamName", { n: i + 1 });
    const members = document.createElement("p");
    members.className = "muted team-members";
    members.dataset.team = String(i + 1);
    members.textContent = team.players.map((p) => names[p]).join(" · ") || t("setup.teamEmpty");
    const row = document.createElement("div");
    row.className = "field";
    row.append(label, input, members);
    return row;
  });
  const legend = document.createElement("legend");
  legend.textContent = t("setup.teams");
  const help = document.createElement("p");
  help.className = "muted";
  help.textContent = t(sides.facing ? "setup.teamsFacing" : "setup.teamsSeats", { n: sides.count, size: sides.size });
  box.replaceChildren(legend, help, ...rows);
}

function refreshDealers() {
  refreshDecks();
  refreshTeams();
  const select = $("dealer");
  const before = select.value;
  select.replaceChildren();
  players().forEach((p) => select.append(new Option(p.name, p.id, false, p.id === before)));
}

function slug(name) {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 32) || "joueur";
}

// Players in seat order, with ids made from their names (unique, API-safe).
export function players() {
  const names = [...$("player-rows").querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean);
  const seen = new Set();
  return names.map((name) => {
    let id = slug(name);
    for (let n = 2; seen.has(id); n += 1) id = `${slug(name)}-${n}`;
    seen.add(id);
    return { id, name };
  });
}

function endSettings() {
  const end = chosen("end");
  if (end === "custom") return { target: Number($("custom-target").value) || null, rounds: null };
  if (end === "none") return { target: null, rounds: null };
  const [kind, n] = end.split(":");
  return kind === "t" ? { target: Number(n), rounds: null } : { target: null, rounds: Number(n) };
}

function showError(message) {
  $("setup-error").textContent = message;
  $("setup-error").hidden = !message;
}

async function submit(event, onCreated) {
  event.preventDefault();
  const list = players();
  if (list.length < 2) return showError(t("setup.needPlayers"));
  const body = {
    game: chosen("game"),
    preset: $("preset").value,
    players: list,
    ...(teamsOf(list).length ? { teams: teamsOf(list) } : {}),
    tracking: chosen("tracking"),
    scoring: chosen("scoring"),
    ...endSettings(),
    ...deckOption(),
  };
  try {
    const created = await createGame(body);
    showError("");
    onCreated(created, $("dealer").value || list[0].id);
  } catch (err) {
    if (err instanceof OfflineError) return showError(t("setup.offline"));
    if (err instanceof ApiError) return showError(err.message);
    throw err;
  }
}

export async function initSetup(onCreated) {
  presets = presetList();
  fillChoices("game-choices", "game", games(), gameLabel, games()[0]);
  fillChoices("tracking-choices", "tracking", TRACKINGS, (k) => t(`tracking.${k}`), "score");
  $("game-choices").addEventListener("change", refreshGame);
  $("preset").addEventListener("change", refreshPreset);
  $("scoring-choices").addEventListener("change", refreshEnds);
  $("end-choices").addEventListener("change", () => {
    $("custom-end").hidden = chosen("end") !== "custom";
  });
  $("player-rows").addEventListener("input", refreshDealers);
  $("deck-choices").addEventListener("change", () => { decksChosen = true; });
  $("add-player").addEventListener("click", () => {
    $("player-rows").append(playerRow());
    numberSeats();
    $("player-rows").lastElementChild.querySelector("input").focus();
  });
  $("setup-form").addEventListener("submit", (e) => submit(e, onCreated));
  resetSetup();
}

export function resetSetup() {
  decksChosen = false;
  teamNames.length = 0;
  $("player-rows").replaceChildren(playerRow(), playerRow(), playerRow());
  numberSeats();
  refreshGame();
  showError("");
}

// Labels that depend on the language, redrawn when it changes.
export function relabelSetup() {
  if (!presets.length) return;
  const game = chosen("game");
  const tracking = chosen("tracking");
  fillChoices("game-choices", "game", games(), gameLabel, game);
  fillChoices("tracking-choices", "tracking", TRACKINGS, (k) => t(`tracking.${k}`), tracking);
  numberSeats();
  const preset = $("preset").value;
  refreshGame();
  $("preset").value = preset;
  refreshPreset();
}

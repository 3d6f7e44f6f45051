// The players this phone has seen at its table (localStorage), most recent first, offered in
// the new-match form: as chips that fill the next seat, and as the name fields' suggestions.

import { load, save } from "./api.js";
import { t } from "./i18n.js";
import { el } from "./score.js";

const KEY = "players";
const KEPT = 40;

// Names compared as the statistics match people: case and accents ignored (replays/stats.py).
export function sameName(name) {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

export function known() {
  const list = load(KEY, []);
  return Array.isArray(list) ? list.filter((p) => p && typeof p.name === "string") : [];
}

// A match was started with these names: they come first, in their seat order.
export function remember(names) {
  const now = Date.now();
  const fresh = names.map((name, i) => ({ name, used: now - i }));
  const keys = new Set(names.map(sameName));
  save(KEY, [...fresh, ...known().filter((p) => !keys.has(sameName(p.name)))].slice(0, KEPT));
}

const $ = (id) => document.getElementById(id);
let watching = false;

// The suggestions in the form, kept in step with its rows (a name typed or a seat removed).
export function suggestPlayers() {
  const box = $("known-players");
  if (!box) return;
  if (!watching) {
    watching = true;
    const rows = $("player-rows");
    rows.addEventListener("input", drawChips);
    new MutationObserver(() => { linkInputs(); drawChips(); }).observe(rows, { childList: true });
  }
  const list = $("player-names");
  list.replaceChildren(...known().map((p) => el("option", { value: p.name })));
  linkInputs();
  drawChips();
}

function linkInputs() {
  for (const input of $("player-rows").querySelectorAll("input")) input.setAttribute("list", "player-names");
}

function seated() {
  return [...$("player-rows").querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean).map(sameName);
}

function drawChips() {
  const taken = new Set(seated());
  const names = known().filter((p) => !taken.has(sameName(p.name)));
  const box = $("known-players");
  box.hidden = names.length === 0;
  box.replaceChildren(el("p", { class: "muted", id: "known-players-label", text: t("players.known") }),
    el("div", { class: "options", role: "group", "aria-labelledby": "known-players-label" },
      ...names.map((p) => el("button", { type: "button", class: "small name-chip", "aria-label": t("players.add", { name: p.name }),
        onclick: () => seat(p.name) }, p.name))));
}

// The name goes to the first empty seat, else to a new one.
function seat(name) {
  let input = [...$("player-rows").querySelectorAll("input")].find((i) => !i.value.trim());
  if (!input) {
    $("add-player").click();
    input = $("player-rows").lastElementChild.querySelector("input");
  }
  input.value = name;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

// The chips' words after a change of language.
export function relabelPlayers() {
  if ($("known-players") && watching) drawChips();
}

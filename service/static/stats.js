// Statistics per player across matches (this phone's history, or ids given): the numbers are
// replays/stats.py's, from GET /stats when the server answers, else from the same function run
// by the phone's engine over the logs it keeps. Names match with case and accents ignored;
// the user may say that two names are one person (links, kept on this phone).

import * as api from "./api.js";
import { barChart } from "./chart.js";
import * as engine from "./engine.js";
import { counters, gameTitle, said, valueWord } from "./games.js";
import { getLang, t } from "./i18n.js";
import { newestFirst } from "./history.js";
import { games, getLog } from "./localdb.js";
import { button, el, fill } from "./score.js";

const LINKS = "links";
const MAX_GAMES = 50; // what GET /stats takes at once

export const links = () => api.load(LINKS, {});

export function link(from, to) {
  api.save(LINKS, { ...links(), [from]: to });
}

export function unlink(from) {
  const kept = { ...links() };
  delete kept[from];
  api.save(LINKS, kept);
}

// Game ids out of what was typed or pasted: ids, or links to the page (?game=…).
export function idsIn(text) {
  return [...new Set(String(text).split(/[\s,;]+/).map((part) => {
    const match = part.match(/[?&]game=([^&#]+)/);
    return match ? decodeURIComponent(match[1]) : part;
  }).filter(Boolean))];
}

// The numbers, and where they were computed: "server", or "phone" (no network).
export async function computeStats(ids, linked = links()) {
  const wanted = ids.slice(0, MAX_GAMES);
  const query = new URLSearchParams({ games: wanted.join(",") });
  for (const [from, to] of Object.entries(linked)) query.append("link", `${from}=${to}`);
  try {
    return { source: "server", result: await api.get(`/stats?${query}`), missing: [] };
  } catch (err) {
    if (!(err instanceof api.OfflineError)) throw err;
  }
  const logs = [];
  const missing = [];
  for (const id of wanted) {
    const log = await getLog(id);
    if (!log.events.length) missing.push(id);
    else logs.push(withPending(log));
  }
  const result = logs.length ? await engine.stats(logs, linked) : { matches: [], players: [] };
  return { source: "phone", result, missing };
}

// The stored events, then the ones still to send, numbered as they will be.
function withPending(log) {
  const head = log.events[log.events.length - 1].seq;
  return [...log.events, ...log.pending.map((p, i) => ({ type: p.type, data: p.data, seq: head + i + 1 }))];
}

// -- the screen -----------------------------------------------------------------------------

const number = (n) => new Intl.NumberFormat(getLang(), { maximumFractionDigits: 2 }).format(n);

function counted(counts, word) {
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, n]) => `${word(key)} ${n}`).join(", ");
}

function groupName(group) {
  const [game, scoring] = group.split(":");
  return t("stats.group", { game: gameTitle(game), scoring: t(`stats.scoring.${scoring}`, {}, scoring) });
}

function line(stat, label, text) {
  return text ? el("p", { class: "stat-line" }, el("span", { class: "muted", text: `${label} : ` }), el("span", { "data-stat": stat, text })) : null;
}

// Per game and scoring: the game's name on a line of its own, then its four figures (a
// phone's width holds four columns, not five).
function groupsTable(person) {
  const groups = Object.entries(person.scores);
  if (!groups.length) return null;
  const keys = ["hands", "average", "best", "worst"];
  const head = el("tr", {}, ...keys.map((k) => el("th", { scope: "col", class: "num", text: t(`stats.${k}`) })));
  const rows = groups.flatMap(([group, s]) => [
    el("tr", { class: "group-name" }, el("th", { scope: "colgroup", colspan: "4", text: groupName(group) })),
    el("tr", { "data-group": group }, ...keys.map((k) => el("td", { class: "num", "data-stat": k, text: number(s[k]) }))),
  ]);
  return el("table", { class: "sheet stats-table" },
    el("caption", { class: "sr-only", text: t("stats.handsCaption", { name: person.name }) }), el("thead", {}, head), el("tbody", {}, ...rows));
}

function personCard(person) {
  const record = [t("stats.played", { n: person.matches }), t("stats.won", { n: person.won })];
  if (person.tied) record.push(t("stats.tied", { n: person.tied }));
  return el("article", { class: "card-box person", "data-key": person.key },
    el("h3", { text: person.name }),
    el("p", { class: "record", "data-stat": "record", text: record.join(" · ") }),
    groupsTable(person),
    ...counters().map((c) => line(c.name, said(c.label), counterText(person[c.name], c))));
}

// A counter of the games' declarations (GET /presets): a number, or a count per value, each
// value in its game's words.
function counterText(value, counter) {
  if (!value) return "";
  return counter.per_value ? counted(value, (key) => valueWord(counter, key)) : String(value);
}

function charts(players) {
  if (!players.length) return [];
  const wins = barChart({ id: "chart-wins", title: t("stats.chartWins"), rows: players.map((p) => ({ label: p.name, value: p.won, of: p.matches })) });
  const groups = [...new Set(players.flatMap((p) => Object.keys(p.scores)))];
  const averages = groups.map((group, i) => barChart({
    id: `chart-average-${i}`, title: t("stats.chartAverage", { group: groupName(group) }), format: number,
    rows: players.filter((p) => p.scores[group]).map((p) => ({ label: p.name, value: p.scores[group].average })),
  }));
  return [wins, ...averages].map((chart) => el("figure", { class: "stats-chart" },
    el("figcaption", { text: chart.querySelector("title").textContent }), chart));
}

// The form that says two names are one person, and the links said so far.
function linksBox(players, redo) {
  const names = players.map((p) => p.name);
  const from = el("select", { id: "link-from" }, ...names.map((n) => new Option(n, n)));
  const to = el("select", { id: "link-to" }, ...names.map((n) => new Option(n, n)));
  if (names.length > 1) to.selectedIndex = 1;
  const add = button(t("stats.link"), () => {
    if (from.value && to.value && from.value !== to.value) { link(from.value, to.value); redo(); }
  }, "secondary");
  const said = Object.entries(links()).map(([a, b]) => el("li", {}, el("span", { class: "grow", text: t("stats.linked", { from: a, to: b }) }),
    button(t("stats.unlink"), () => { unlink(a); redo(); }, "small secondary")));
  return el("section", { class: "card-box links", "aria-labelledby": "links-title" },
    el("h3", { id: "links-title", text: t("stats.links") }), el("p", { class: "muted", text: t("stats.linksHelp") }),
    names.length > 1 ? el("div", { class: "link-form" },
      el("label", { for: "link-from", text: t("stats.linkFrom") }), from,
      el("label", { for: "link-to", text: t("stats.linkTo") }), to, add) : null,
    said.length ? el("ul", { class: "link-list" }, ...said) : null);
}

export function renderStats(box, { source, result, missing }, redo) {
  const players = result.players;
  const n = result.matches.length;
  fill(box,
    el("p", { class: "muted", id: "stats-source", "data-source": source, text: t(source === "server" ? "stats.byServer" : "stats.byPhone", { n }) }),
    missing.length ? el("p", { class: "muted", text: t("stats.missing", { n: missing.length }) }) : null,
    players.length ? null : el("p", { class: "muted", text: t("stats.none") }),
    ...charts(players),
    ...players.map(personCard),
    players.length ? linksBox(players, redo) : null,
  );
}

// The statistics screen: this phone's matches, or the ids typed in its field.
export async function showStats() {
  const form = document.getElementById("stats-form");
  const field = document.getElementById("stats-ids");
  const body = document.getElementById("stats-body");
  const redo = async () => {
    const typed = idsIn(field.value);
    // The phone's matches in the order they were played (a person is named as first seen).
    const ids = typed.length ? typed : newestFirst(await games().catch(() => [])).reverse().map((g) => g.id);
    if (!ids.length) return fill(body, el("p", { class: "muted", text: t("stats.none") }));
    try {
      renderStats(body, await computeStats(ids), redo);
    } catch (err) {
      fill(body, el("p", { class: "error", role: "alert", text: err.message }));
    }
    document.body.dataset.stats = "ready";
  };
  form.onsubmit = (event) => { event.preventDefault(); redo(); };
  document.body.dataset.stats = "";
  await redo();
}

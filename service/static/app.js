// The page: home, new match, and the match screen with its four tabs; the one place that
// opens a match from the phone's log, sends taps through it and draws everything again.

import * as api from "./api.js";
import { legend, scoreChart } from "./chart.js";
import { renderConflicts, resolveConflict } from "./conflicts.js";
import { correctable, openCorrection, undoLast } from "./corrections.js";
import { close as closeDialog } from "./dialog.js";
import * as engine from "./engine.js";
import { seated, sidesOf } from "./entries.js";
import { gameTitle, loadGames } from "./games.js";
import { getLang, setLang, t, translate } from "./i18n.js";
import { focusPlace, keepTyping, restoreFocus, restoreTyping } from "./focus.js";
import { describe, ruleLines } from "./labels.js";
import * as localdb from "./localdb.js";
import { homeList, showHistory } from "./history.js";
import { renderMoves } from "./moves.js";
import { remember, relabelPlayers, suggestPlayers } from "./players.js";
import { rematch } from "./rematch.js";
import { renderReplay } from "./replay.js";
import { mountSay } from "./say.js";
import { currentDealer, el, fill, renderBoard, renderScoreEntry, renderSheet } from "./score.js";
import { initSetup, relabelSetup, resetSetup } from "./setup.js";
import { renderShare, takeWriteToken } from "./share.js";
import { showStats } from "./stats.js";
import { follow } from "./stream.js";
import { GameLog, inEffect } from "./sync.js";
import "./theme.js";
import { keepAwake } from "./wakelock.js";

const $ = (id) => document.getElementById(id);
const TABS = ["hand", "scores", "replay", "share"];
let ctx = null;

// -- messages and connection --------------------------------------------------------------

function flash(message, kind = "error", cite = null) {
  const box = $("flash");
  box.className = kind === "info" ? "flash info" : "flash";
  const rule = ruleLines(cite).map((text, i) => el("span", { class: i ? "rule rule-text" : "rule", text }));
  fill(box, el("div", { class: "grow" }, el("span", { text: message }), ...rule),
    el("button", { type: "button", class: "small secondary", "aria-label": t("close"), onclick: () => { box.hidden = true; } }, "✕"));
  box.hidden = false;
  clearTimeout(flash.timer);
  if (kind === "info") flash.timer = setTimeout(() => { box.hidden = true; }, 6000);
}

function setNet(online) {
  const waiting = ctx && !ctx.readOnly ? ctx.log.pending.length : 0;
  const net = $("net");
  net.classList.toggle("offline", !online);
  net.textContent = online ? (waiting ? t("net.sending", { n: waiting }) : "") : t("net.offlineWaiting", { n: waiting });
}

// -- views ----------------------------------------------------------------------------------

function showView(name) {
  for (const view of document.querySelectorAll(".view")) view.hidden = view.id !== `view-${name}`;
  $("tabs").hidden = name !== "match";
  document.querySelector(`#view-${name} h1`)?.focus();
}

function navigate(search) {
  history.pushState({}, "", `/${search}`);
  route();
}

async function showHome() {
  leave();
  if (await homeList(navigate, () => !ctx)) showView("home");
}

async function route() {
  const params = new URLSearchParams(location.search);
  if (params.get("game")) return openMatch(params.get("game"));
  if (params.has("new")) {
    ctx = null;
    resetSetup();
    suggestPlayers();
    return showView("setup");
  }
  if (params.has("history") || params.has("stats")) {
    leave();
    showView(params.has("history") ? "history" : "stats");
    return params.has("history") ? showHistory(navigate, flash) : showStats();
  }
  return showHome();
}

// -- the match ------------------------------------------------------------------------------

// The match as this phone has it (its log, folded by the engine), then as the server has it;
// new events come by the stream.
async function openMatch(id) {
  leave();
  const token = api.tokenFor(id);
  const log = await GameLog.open(id, token);
  const c = {
    id, token, log, readOnly: !token, ui: { tab: "hand" }, firstDealer: api.load(`dealer.${id}`, null),
    send, flash, resolve, rerender: render, refresh: () => refreshView(c), undo: () => undoLast(c),
    correct: (hand) => openCorrection(c, hand), correctable: (row) => correctable(c, row),
  };
  ctx = c;
  let shown = (await showLocal(c)) || showSeen(c);
  try {
    await log.fetchNew();
    if (c !== ctx) return;
    shown = (await showLocal(c)) || (await showServer(c));
  } catch (err) {
    if (c !== ctx) return;
    if (!(err instanceof api.OfflineError) || !shown) {
      ctx = null;
      flash(err instanceof api.OfflineError ? t("net.offline") : t("match.notFound"));
      return showHome();
    }
    setNet(false);
  }
  showView("match");
  c.unfollow = follow(id, log.head, (event) => streamed(c, event));
  flush();
}

function leave() {
  closeDialog();
  if (ctx && ctx.unfollow) ctx.unfollow();
  ctx = null;
  keepAwake(false);
}

// An event stored by any phone: on the screen at once.
async function streamed(c, event) {
  if (c !== ctx) return;
  const before = c.log.conflicts.length;
  const gap = event.seq > c.log.head + 1;
  if (!(await c.log.merge([event])) && !gap) return;
  if (gap) await c.log.fetchNew().catch(() => {});
  if (c !== ctx) return;
  await refreshView(c);
  if (c.log.conflicts.length > before) conflictsCame(c);
  if (c.log.pending.length) flush();
}

async function showLocal(c) {
  const view = await c.log.view();
  if (!view || c !== ctx) return Boolean(view);
  show(c, view, true);
  return true;
}

// The match as last read from the server on this phone (the engine still loading).
function showSeen(c) {
  const seen = api.load(`seen.${c.id}`, null);
  if (!seen) return false;
  show(c, seen);
  return true;
}

async function showServer(c) {
  const match = await api.loadMatch(c.id);
  if (c !== ctx) return false;
  api.save(`seen.${c.id}`, match);
  show(c, match);
  return true;
}

async function refreshView(c) {
  if (await showLocal(c)) return;
  await showServer(c).catch((err) => { if (!(err instanceof api.OfflineError)) throw err; });
}

function show(c, view, local = false) {
  const moves = Array.isArray(view.moves) ? view.moves : [...view.moves.moves, ...(view.moves.hints || [])];
  // On the engine's view the waiting moves are on the screen already; on the server's, not.
  const folded = local ? c.log.pending.map((p, i) => ({ ...p, seq: c.log.head + i + 1 })) : [];
  Object.assign(c, { state: view.state, scores: view.scores, moves, players: view.state.players, events: c.log.events });
  c.pending = local ? [] : c.log.pending;
  c.liveEvents = inEffect([...c.log.events, ...folded]);
  Object.assign(c, sidesOf(view.state)); // the teams where the game has fixed teams, and names
  c.viewAt = local ? (seq) => c.log.viewAt(seq) : null;
  if (!c.readOnly) localdb.putGame(localdb.gameRow(view.state, c.log.events[0]?.at)).catch(() => {});
  render();
}

function matchHeader(c) {
  const s = c.state;
  $("match-title").textContent = s.title ? s.title[getLang()] : gameTitle(s.game);
  $("match-sub").textContent = `${seated(c).join(" · ")} · ${t(`tracking.${s.tracking}`)}`;
  $("read-only").hidden = !c.readOnly;
  const end = $("match-end");
  end.hidden = s.status === "playing";
  if (s.status === "abandoned") end.textContent = t("match.abandoned");
  else if (s.tie) end.textContent = t("match.tie", { names: s.winners.map((p) => c.names[p]).join(", ") });
  else if (s.winner) end.textContent = t("match.won", { name: c.names[s.winner] });
  $("rematch-button").hidden = s.status !== "over" || c.readOnly;
  if (s.status === "over") $("rematch-button").textContent = t("match.rematchBy", { dealer: c.names[currentDealer(c)] });
}

function renderOutbox(c) {
  const items = c.readOnly ? [] : c.log.pending;
  const box = $("outbox");
  box.hidden = !items.length;
  box.replaceChildren(el("strong", { text: t("outbox.title", { n: items.length }) }),
    el("ol", {}, ...items.map((i) => el("li", { text: describe(i, c.names, c.log.events) }))),
    el("p", { class: "muted", text: t("outbox.help") }));
}

function renderPanel(c, tab) {
  const panel = $(`panel-${tab}`);
  if (tab === "hand") return (c.state.tracking === "score" ? renderScoreEntry : renderMoves)(panel, c);
  if (tab === "replay") return renderReplay(panel, c);
  if (tab === "share") return renderShare(panel, c);
  const sheet = el("div", { id: "sheet" });
  const board = el("div", { class: "board", id: "scores-board" });
  renderSheet(sheet, c);
  renderBoard(board, c);
  fill(panel, el("h2", { id: "scores-title", tabindex: "-1", text: t("sheet.title") }), board, sheet,
    c.scores.hands.length ? scoreChart(c.scores, c.sides) : null, c.scores.hands.length ? legend(c.sides) : null);
}

// Draw the match again; the focus and what was being typed go back where they were (focus.js).
function render() {
  const c = ctx;
  if (!c || !c.state) return;
  const focus = focusPlace();
  keepAwake(c.state.status === "playing");
  matchHeader(c);
  renderBoard($("board"), c);
  // During a dealt hand the table comes first; the totals are on the Scores tab.
  $("board").hidden = c.ui.tab !== "hand" || (c.state.tracking !== "score" && c.state.in_hand);
  renderOutbox(c);
  renderConflicts($("conflicts"), c);
  mountSay($("say-box"), c); // moves said at the table (say.js)
  for (const tab of TABS) {
    const selected = tab === c.ui.tab;
    $(`panel-${tab}`).hidden = !selected;
    $(`tab-${tab}`).setAttribute("aria-selected", String(selected));
    $(`tab-${tab}`).tabIndex = selected ? 0 : -1;
  }
  renderPanel(c, c.ui.tab);
  setNet(navigator.onLine !== false);
  restoreTyping($("panel-hand"), c, c.log.head + (c.readOnly ? 0 : c.log.pending.length));
  restoreFocus(focus);
  document.body.dataset.seq = String(c.state.seq);
  document.body.dataset.waiting = String(c.readOnly ? 0 : c.log.pending.length);
  document.body.dataset.conflicts = String(c.readOnly ? 0 : c.log.conflicts.length);
}

// -- writing --------------------------------------------------------------------------------

// Taps: each checked and applied on the phone at once (refused with the server's rule and
// message), then sent in order.
async function send(bodies) {
  const c = ctx;
  if (!c || c.readOnly) return;
  $("flash").hidden = true; // a new move: the last message is answered
  const replaces = c.ui.replaces;
  c.ui.replaces = null;
  let refusal = null;
  for (const body of bodies) {
    refusal = await c.log.tap(body);
    if (refusal) break;
  }
  if (!refusal && replaces && replaces.type === bodies[0].type) c.log.discard(replaces.key);
  if (refusal) keepTyping();
  await (c.log.local ? refreshView(c) : render()); // the server's view is as it was: only the outbox grew
  if (refusal) return refusedNow(refusal);
  await flush();
}

function refusedNow({ body, status }) {
  return flash(t("refused", { message: (body && body.message) || status }), "error", body);
}

async function flush() {
  const c = ctx;
  if (!c || c.readOnly || !c.log.pending.length) return;
  // While the engine loads, the offered moves may be stale until the server answers.
  const busy = !c.log.local;
  if (busy) $("panel-hand").classList.add("busy");
  const before = c.log.conflicts.length;
  try {
    const result = await c.log.flush();
    if (c !== ctx) return;
    setNet(!result.waiting);
    retryLater(result.waiting);
    if (result.denied) flash(t("tokenRefused"));
    await refreshView(c);
    if (!result.denied && c.log.conflicts.length > before) conflictsCame(c);
  } finally {
    if (busy) $("panel-hand").classList.remove("busy");
  }
}

// A move that got no answer is sent again: at once when the network comes back, else after
// 1, 2, 4 … 15 s (the answer may have been lost on the way; the key keeps it single).
function retryLater(waiting) {
  clearTimeout(retryLater.timer);
  retryLater.delay = waiting ? Math.min((retryLater.delay || 500) * 2, 15000) : 0;
  if (waiting && navigator.onLine !== false) retryLater.timer = setTimeout(flush, retryLater.delay);
}

// New moves to decide: said, and their box brought into view wherever the user was.
const conflictsCame = (c) => { flash(t("conflict.flash", { n: c.log.conflicts.length })); $("conflicts").scrollIntoView({ block: "start" }); };

// The user's word on a move another phone's moves made illegal (a discard asked first).
async function resolve(action, item) {
  const c = ctx;
  if (!c) return;
  const refusal = await resolveConflict(c, action, item);
  await refreshView(c);
  if (refusal) return refusedNow(refusal);
  if (action === "discard") flash(t("conflict.discarded", { what: describe(item, c.names) }), "info");
  flush();
}

// -- start ----------------------------------------------------------------------------------

function tabKeys(event) {
  const i = TABS.indexOf(event.target.dataset.tab);
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (i < 0 || !step) return;
  const next = TABS[(i + step + TABS.length) % TABS.length];
  selectTab(next);
  $(`tab-${next}`).focus();
}

function selectTab(tab) {
  if (!ctx) return;
  ctx.ui.tab = tab;
  render();
}

function langButton() {
  const other = getLang() === "fr" ? "en" : "fr";
  $("lang-button").textContent = other.toUpperCase();
  $("lang-button").lang = other;
  $("lang-button").setAttribute("aria-label", t(`lang.${other}`));
}

function switchLanguage() {
  setLang(getLang() === "fr" ? "en" : "fr");
  langButton();
  relabelSetup();
  relabelPlayers();
  if (ctx) render();
  else if ($("view-setup").hidden) route();
}

// A new match stored: the phone keeps its token and its players, and opens it.
function startMatch(created, dealer) {
  api.keepToken(created.id, created.token);
  remember(created.players.map((p) => p.name));
  localdb.putGame(localdb.gameRow(created, created.event && created.event.at)).catch(() => {});
  history.pushState({}, "", `/?game=${encodeURIComponent(created.id)}`);
  api.save(`dealer.${created.id}`, dealer);
  openMatch(created.id).then(() => {
    // Score-only hands start at once; a dealt hand needs the table's word (the upcard).
    if (created.tracking === "score") send([{ type: "hand_started", data: { hand: 1, dealer } }]);
  });
}

async function start() {
  const engineLoading = engine.load(); // first: seconds of download and start, in its thread
  engine.keepOffline(engineLoading);
  translate(document);
  langButton();
  $("home-button").addEventListener("click", () => navigate(""));
  $("new-button").addEventListener("click", () => navigate("?new"));
  $("lang-button").addEventListener("click", switchLanguage);
  $("history-button").addEventListener("click", () => navigate("?history"));
  $("stats-button").addEventListener("click", () => navigate("?stats"));
  $("rematch-button").addEventListener("click", () => { const c = ctx; if (c && !c.readOnly) rematch(c, () => c === ctx, startMatch, flash); });
  $("tabs").addEventListener("click", (e) => e.target.dataset.tab && selectTab(e.target.dataset.tab));
  $("tabs").addEventListener("keydown", tabKeys);
  window.addEventListener("popstate", route);
  window.addEventListener("hashchange", () => { takeWriteToken(api.keepToken); route(); });
  window.addEventListener("online", () => { retryLater(false); setNet(true); flush(); });
  window.addEventListener("offline", () => setNet(false));
  // Back to the page: catch up at once (the stream may have been asleep).
  document.addEventListener("visibilitychange", () => {
    const c = ctx;
    if (c && c.state && document.visibilityState === "visible") {
      c.log.fetchNew().then((fresh) => (fresh ? refreshView(c) : null)).catch(() => {});
    }
  });
  setInterval(() => flush(), 15000);
  takeWriteToken(api.keepToken);
  await loadGames(); // the games' declarations and page modules, before anything is drawn
  translate(document); // the home page's line names the games
  await initSetup(startMatch);
  await route();
  document.body.dataset.ready = "true";
  // The engine, started first, is on the screen when it is ready; until then the server answers.
  engineLoading.then(() => {
    if (ctx && ctx.state) refreshView(ctx);
  }).catch((err) => console.warn("the engine did not load: the server answers instead", err));
}

start();

// The page: home, new match, and the match screen with its four tabs; the one place that
// loads a match, sends moves through the outbox and draws everything again.

import * as api from "./api.js";
import { legend, scoreChart } from "./chart.js";
import { getLang, setLang, t, translate } from "./i18n.js";
import { describe } from "./labels.js";
import { renderMoves } from "./moves.js";
import { Outbox } from "./outbox.js";
import { renderReplay } from "./replay.js";
import { mountSay } from "./say.js";
import { el, fill, renderBoard, renderScoreEntry, renderSheet } from "./score.js";
import { initSetup, relabelSetup, resetSetup } from "./setup.js";
import { renderShare } from "./share.js";

const $ = (id) => document.getElementById(id);
const TABS = ["hand", "scores", "replay", "share"];
const READ_ONLY_POLL_MS = 4000;
let ctx = null;

// -- messages and connection --------------------------------------------------------------

function flash(message, kind = "error", rule = null) {
  const box = $("flash");
  box.className = kind === "info" ? "flash info" : "flash";
  fill(box, el("div", { class: "grow" }, el("span", { text: message }), rule ? el("span", { class: "rule", text: t("rule", { rule }) }) : null),
    el("button", { type: "button", class: "small secondary", "aria-label": t("close"), onclick: () => { box.hidden = true; } }, "✕"));
  box.hidden = false;
  clearTimeout(flash.timer);
  if (kind === "info") flash.timer = setTimeout(() => { box.hidden = true; }, 6000);
}

function setNet(online) {
  const waiting = ctx && !ctx.readOnly ? ctx.outbox.items.length : 0;
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

function showHome() {
  ctx = null;
  showMine(api.myGames());
  showView("home");
  // Then as the server has them now (offline: as last seen here).
  api.refreshMine().then((games) => ctx || showMine(games), () => {});
}

function showMine(games) {
  $("my-games").replaceChildren(...games.map((g) => el("li", {}, el("button", { type: "button", onclick: () => navigate(`?game=${encodeURIComponent(g.id)}`) },
    `${t(`game.${g.game}`)} — ${g.players.join(", ")}`, el("span", { class: "meta", text: t("home.meta", { n: g.hands, status: t(`status.${g.status}`) }) })))));
  $("no-games").hidden = games.length > 0;
}

async function route() {
  const params = new URLSearchParams(location.search);
  if (params.get("game")) return openMatch(params.get("game"));
  if (params.has("new")) {
    ctx = null;
    resetSetup();
    return showView("setup");
  }
  return showHome();
}

// -- the match ------------------------------------------------------------------------------

// Events still in effect: a retraction cancels the latest one (CORE-RETRACT-1).
function inEffect(events) {
  const cancelled = new Set(events.filter((e) => e.type === "retracted").map((e) => e.data.seq));
  return events.filter((e) => e.type !== "retracted" && !cancelled.has(e.seq));
}

async function openMatch(id) {
  const token = api.tokenFor(id);
  ctx = {
    id, token, readOnly: !token, ui: { tab: "hand" }, firstDealer: api.load(`dealer.${id}`, null),
    outbox: token ? new Outbox(id, token) : { items: [] },
    send, undo, flash, rerender: render,
  };
  try {
    await refresh();
  } catch (err) {
    // Offline: the match as last seen on this phone; moves made now wait in the outbox.
    const cached = err instanceof api.OfflineError && api.load(`seen.${id}`, null);
    if (!cached) {
      ctx = null;
      flash(err instanceof api.OfflineError ? t("net.offline") : t("match.notFound"));
      return showHome();
    }
    show(cached.match, cached.events);
    setNet(false);
  }
  showView("match");
  flush();
}

async function refresh() {
  const c = ctx;
  const [match, events] = await Promise.all([api.loadMatch(c.id), api.loadEvents(c.id)]);
  if (c !== ctx) return;
  if (!c.readOnly) api.save(`seen.${c.id}`, { match, events });
  show(match, events);
}

function show(match, events) {
  const c = ctx;
  const players = match.state.players;
  Object.assign(c, match, { events, liveEvents: inEffect(events), players });
  c.names = Object.fromEntries(players.map((p) => [p.id, p.name]));
  if (!c.readOnly) api.remember(match.state);
  render();
}

function matchHeader(c) {
  const s = c.state;
  $("match-title").textContent = s.title ? s.title[getLang()] : t(`game.${s.game}`);
  $("match-sub").textContent = `${c.players.map((p) => p.name).join(" · ")} · ${t(`tracking.${s.tracking}`)}`;
  $("read-only").hidden = !c.readOnly;
  const end = $("match-end");
  end.hidden = s.status === "playing";
  if (s.status === "abandoned") end.textContent = t("match.abandoned");
  else if (s.tie) end.textContent = t("match.tie", { names: s.winners.map((p) => c.names[p]).join(", ") });
  else if (s.winner) end.textContent = t("match.won", { name: c.names[s.winner] });
}

function renderOutbox(c) {
  const items = c.readOnly ? [] : c.outbox.items;
  const box = $("outbox");
  box.hidden = !items.length;
  box.replaceChildren(el("strong", { text: t("outbox.title", { n: items.length }) }),
    el("ol", {}, ...items.map((i) => el("li", { text: describe(i, c.names) }))),
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
    c.scores.hands.length ? scoreChart(c.scores, c.players) : null, c.scores.hands.length ? legend(c.players) : null);
}

// Draw the match again; focus goes back to where it was (same container, same position).
function render() {
  const c = ctx;
  if (!c || !c.state) return;
  const focus = focusPlace();
  matchHeader(c);
  renderBoard($("board"), c);
  // During a dealt hand the table comes first; the totals are on the Scores tab.
  $("board").hidden = c.ui.tab !== "hand" || (c.state.tracking !== "score" && c.state.in_hand);
  renderOutbox(c);
  mountSay($("say-box"), c); // moves said at the table (say.js)
  for (const tab of TABS) {
    const selected = tab === c.ui.tab;
    $(`panel-${tab}`).hidden = !selected;
    $(`tab-${tab}`).setAttribute("aria-selected", String(selected));
    $(`tab-${tab}`).tabIndex = selected ? 0 : -1;
  }
  renderPanel(c, c.ui.tab);
  setNet(navigator.onLine !== false);
  restoreFocus(focus);
  document.body.dataset.seq = String(c.state.seq);
  document.body.dataset.waiting = String(c.readOnly ? 0 : c.outbox.items.length);
}

function focusPlace() {
  const active = document.activeElement;
  const box = active && active.closest && active.closest("main [id]");
  if (!box || box === active) return active && active.id ? { id: active.id } : null;
  return { box: box.id, index: [...box.querySelectorAll("button, input, select")].indexOf(active) };
}

function restoreFocus(place) {
  if (!place) return;
  if (place.id) return document.getElementById(place.id)?.focus();
  const box = document.getElementById(place.box);
  const items = box ? [...box.querySelectorAll("button, input, select")] : [];
  (items[place.index] || items[items.length - 1])?.focus();
}

// -- writing --------------------------------------------------------------------------------

async function send(bodies) {
  if (!ctx || ctx.readOnly) return;
  $("flash").hidden = true; // a new move: the last message is answered
  for (const body of bodies) ctx.outbox.add(body.type, body.data, ctx.state.seq);
  render();
  await flush();
}

async function flush() {
  const c = ctx;
  if (!c || c.readOnly || !c.outbox.items.length) return;
  // While a move is on its way the offered moves may be stale: they wait for the reload.
  $("panel-hand").classList.add("busy");
  try {
    const result = await c.outbox.flush();
    if (c !== ctx) return;
    setNet(!result.waiting);
    retryLater(result.waiting);
    if (result.refused) refused(result.refused);
    if (result.stored.length || result.refused) {
      await refresh().catch((err) => { if (!(err instanceof api.OfflineError)) throw err; });
    } else {
      render();
    }
  } finally {
    $("panel-hand").classList.remove("busy");
  }
}

// A move that got no answer is sent again: at once when the network comes back, else after
// 1, 2, 4 … 15 s (the answer may have been lost on the way; the key keeps it single).
function retryLater(waiting) {
  clearTimeout(retryLater.timer);
  retryLater.delay = waiting ? Math.min((retryLater.delay || 500) * 2, 15000) : 0;
  if (waiting && navigator.onLine !== false) retryLater.timer = setTimeout(flush, retryLater.delay);
}

function refused({ item, dropped, status, body }) {
  const lost = [item, ...dropped].map((i) => describe(i, ctx.names)).join(" ; ");
  if (status === 409) return flash(t("conflict", { moves: lost }));
  if (status === 401 || status === 403) return flash(t("tokenRefused"));
  if (body && body.rule) return flash(t("refused", { message: body.message }), "error", body.rule);
  return flash(t("refusedPlain", { message: (body && body.message) || status, moves: lost }));
}

// The latest event still in effect (a waiting move is simply taken back).
function latestInEffect(events) {
  const live = inEffect(events).filter((e) => e.type !== "game_created");
  return live.length ? live[live.length - 1] : null;
}

async function undo() {
  if (!ctx || ctx.readOnly) return;
  if (ctx.outbox.items.length) {
    const removed = ctx.outbox.removeLast();
    if (removed) {
      flash(t("undo.waiting", { what: describe(removed, ctx.names) }), "info");
      return render();
    }
    await ctx.outbox.running;
  }
  const last = latestInEffect(ctx.events);
  if (!last) return flash(t("undo.nothing"), "info");
  await send([{ type: "retracted", data: { seq: last.seq } }]);
  flash(t("undo.done", { what: describe(last, ctx.names) }), "info");
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
  if (ctx) render();
  else if (!$("view-home").hidden) showHome();
}

function poll() {
  if (ctx && ctx.readOnly && document.visibilityState === "visible") {
    api.get(api.gamePath(ctx.id)).then((s) => (ctx && s.seq !== ctx.state.seq ? refresh() : null)).catch(() => {});
  }
}

async function start() {
  translate(document);
  langButton();
  $("home-button").addEventListener("click", () => navigate(""));
  $("new-button").addEventListener("click", () => navigate("?new"));
  $("lang-button").addEventListener("click", switchLanguage);
  $("tabs").addEventListener("click", (e) => e.target.dataset.tab && selectTab(e.target.dataset.tab));
  $("tabs").addEventListener("keydown", tabKeys);
  window.addEventListener("popstate", route);
  window.addEventListener("online", () => {
    retryLater(false);
    setNet(true);
    flush();
  });
  window.addEventListener("offline", () => setNet(false));
  // Back to the page: another phone may have logged meanwhile.
  document.addEventListener("visibilitychange", () => {
    if (ctx && ctx.state && document.visibilityState === "visible") refresh().catch(() => {});
  });
  setInterval(() => flush(), 15000);
  setInterval(poll, READ_ONLY_POLL_MS);
  await initSetup((created, dealer) => {
    api.keepToken(created.id, created.token);
    api.remember(created);
    history.pushState({}, "", `/?game=${encodeURIComponent(created.id)}`);
    api.save(`dealer.${created.id}`, dealer);
    openMatch(created.id).then(() => {
      // Score-only hands start at once; a dealt hand needs the table's word (the upcard).
      if (created.tracking === "score") send([{ type: "hand_started", data: { hand: 1, dealer } }]);
    });
  });
  await route();
  document.body.dataset.ready = "true";
}

start();

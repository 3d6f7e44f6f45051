// The rule engine on the phone: Pyodide (served by the app, never a CDN) running the
// `replays` package in its own thread (engine-worker.js), through its one door
// (replays/page_bridge.py). The page works with the server's answers until `load` resolves.

import { getLang } from "./i18n.js";

let worker = null;
let loading = null;
let ready = false;
let asked = 0;
const waiting = new Map();

// Where the page finds Pyodide, its standard library and the replays zip (written by the
// server into the page).
function urls() {
  const d = document.documentElement.dataset;
  return { pyodide: d.pyodide, stdlib: d.stdlib, replays: d.replays };
}

// Every call carries the page's language: refusals and views are said in it, as the server
// says them for the same Accept-Language.
function call(op, args) {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, op, args: { ...args, lang: getLang() } });
  });
}

function answered({ data: { id, result, error } }) {
  const promise = waiting.get(id);
  waiting.delete(id);
  if (error === undefined) promise.resolve(result);
  else promise.reject(new Error(error));
}

export function load() {
  if (!loading) {
    const started = performance.now();
    worker = new Worker("/engine-worker.js", { type: "module" });
    worker.onmessage = answered;
    loading = call("load", urls()).then(({ warm }) => {
      ready = true;
      document.documentElement.dataset.engineStart = warm ? "warm" : "cold";
      document.documentElement.dataset.engine = "ready";
      document.documentElement.dataset.engineMs = String(Math.round(performance.now() - started));
    }).catch((err) => {
      worker.terminate();
      loading = null;
      throw err;
    });
  }
  return loading;
}

export const isReady = () => ready;

// The service worker (the page with no network) keeps the engine's files once the engine
// has them: told so, it takes them from the browser's cache instead of downloading them a
// second time (sw.js).
export function keepOffline(loading) {
  if (!("serviceWorker" in navigator)) return;
  const registered = navigator.serviceWorker.register("/sw.js");
  registered.catch(() => {});
  loading.catch(() => {}).then(() => registered).then((r) => {
    for (const w of [r.installing, r.waiting, r.active]) if (w) w.postMessage("loaded");
  }).catch(() => {});
}

// GET /stats over logs the phone keeps (replays/stats.py, the server's own function).
export async function stats(logs, links = {}) {
  await load();
  return JSON.parse(await call("stats", { logs: JSON.stringify(logs), links: JSON.stringify(links) }));
}

// The POST /games body of a match like the one `game_created` data describes (replays/rematch.py).
export async function rematchBody(created) {
  await load();
  return JSON.parse(await call("rematch", { created: JSON.stringify(created) }));
}

let tables = 0;

// One game's log folded by the engine: the stored events, then the ones still to send.
// Every method answers a promise; the engine takes the calls in order.
export class Table {
  constructor(events) {
    this.id = ++tables;
    this.opened = call("open", { id: this.id, events: JSON.stringify(events) });
    this.opened.catch(() => {}); // a later call reports it
  }

  async view() {
    return JSON.parse(await call("view", { id: this.id }));
  }

  async viewAt(seq) {
    return JSON.parse(await call("viewAt", { id: this.id, seq }));
  }

  push(event) {
    return call("push", { id: this.id, event: JSON.stringify(event) });
  }

  // A tap: {events} to log (the engine completed it: a deck, a reshuffle), or {status, body}:
  // the refusal the server would answer.
  async attempt(body) {
    return JSON.parse(await call("attempt", { id: this.id, body: JSON.stringify(body) }));
  }

  // An event logged earlier, checked again on top of this log.
  async check(event) {
    return JSON.parse(await call("check", { id: this.id, event: JSON.stringify(event) }));
  }

  // A sentence said at the table, read as POST /games/{id}/say reads it (replays/table_talk).
  async say(text) {
    return JSON.parse(await call("say", { id: this.id, text }));
  }

  destroy() {
    return call("close", { id: this.id });
  }
}

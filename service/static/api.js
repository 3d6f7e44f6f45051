// The JSON API, and what this device keeps in localStorage: write tokens, its name.

import { getLang } from "./i18n.js";

const PREFIX = "cartes.";

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.message) || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

// The request never got an answer: no network, or the answer was lost on the way.
export class OfflineError extends Error {}

export function load(name, fallback) {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

export function save(name, value) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the page still works for this visit.
  }
}

export function randomId(length = 20) {
  const alphabet = "abcdefghijkmnopqrstuvwxyz23456789";
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

export function device() {
  let name = load("device", null);
  if (!name) {
    name = `tel-${randomId(8)}`;
    save("device", name);
  }
  return name;
}

export const tokenFor = (id) => load(`token.${id}`, null);
export const keepToken = (id, token) => save(`token.${id}`, token);

async function call(method, path, body, headers = {}) {
  // The server says its refusals and explanations in the page's language.
  const init = {
    method,
    headers: { Accept: "application/json", "Accept-Language": getLang(), ...headers },
    cache: "no-store",
  };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  let payload;
  try {
    response = await fetch(path, init);
    payload = await response.json();
  } catch (err) {
    if (response && !response.ok) throw new ApiError(response.status, null);
    throw new OfflineError(String(err));
  }
  if (!response.ok) throw new ApiError(response.status, payload);
  return { status: response.status, body: payload };
}

export async function get(path) {
  return (await call("GET", path)).body;
}

export function gamePath(id, rest = "") {
  return `/games/${encodeURIComponent(id)}${rest}`;
}

export async function createGame(body) {
  return (await call("POST", "/games", body, { "X-Device": device() })).body;
}

// One event, with its idempotency key: the server stores it once however often it is sent.
// `playedAt` (ISO 8601, UTC) is when it was tapped, sent as Played-At when known.
export function appendEvent(id, token, key, body, playedAt = undefined) {
  return call("POST", gamePath(id, "/events"), body, {
    Authorization: `Bearer ${token}`,
    "Idempotency-Key": key,
    "X-Device": device(),
    ...(playedAt ? { "Played-At": playedAt } : {}),
  });
}

// Everything the match screen shows, read at one seq (the latest, or `at`).
// A match's views asked before they are needed (while its log is read): the next
// loadMatch of that match within 5 s takes them (once).
const early = new Map();
export function askEarly(id) {
  const asked = loadMatch(id);
  asked.catch(() => {}); // the loadMatch that takes it reports a failure
  early.set(id, { asked, until: Date.now() + 5000 });
}

// The three views asked at once (one round trip, not two on a slow network); an event
// stored between them (their seqs differ) has them asked again at the state's seq.
export async function loadMatch(id, at) {
  const taken = at ? null : early.get(id);
  early.delete(id);
  if (taken && Date.now() < taken.until) return taken.asked;
  const q = at ? `?at=${at}` : "";
  const [state, scores, moves] = await Promise.all(["state", "scores", "legal-moves"]
    .map((view) => get(gamePath(id, `/${view}${q}`))));
  if (scores.seq !== state.seq || moves.seq !== state.seq) return loadMatch(id, state.seq);
  // Hints (an opening still to build) are moves the table completes in the picker.
  return { state, scores, moves: [...moves.moves, ...(moves.hints || [])] };
}

export async function loadEvents(id) {
  return (await get(gamePath(id, "/events"))).events;
}

// The games this phone knows, brought up to date from the server, in the same order: the id
// is the read capability, so the server answers only for the ids it is given (at most 100).
// The games this phone knows, as the server has them now: GET /games?ids= (the only listing
// there is), in the phone's own order.
export async function refreshMine(mine) {
  if (!mine.length) return mine;
  const ids = mine.slice(0, 100).map((g) => encodeURIComponent(g.id)).join(",");
  const found = new Map((await get(`/games?ids=${ids}`)).games.map((g) => [g.id, g]));
  return mine.map((g) => {
    const now = found.get(g.id);
    return now ? { ...g, status: now.status, hands: now.hands, totals: now.totals, created: g.created || now.created_at } : g;
  });
}

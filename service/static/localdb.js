// What the phone keeps of each game (IndexedDB): its log — the events the server stored,
// the ones still to send, the ones another phone's moves made illegal — and a summary row
// for "Mes parties" and the history. Nothing here is ever dropped but by the user's word.
// A move still to send keeps the time it was tapped (`playedAt`): a reload or a night
// offline does not change when it was played.

const NAME = "cartes";
const VERSION = 1;
let opening = null;

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open() {
  if (!opening) {
    const req = indexedDB.open(NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains("logs")) db.createObjectStore("logs", { keyPath: "id" });
      if (!db.objectStoreNames.contains("games")) db.createObjectStore("games", { keyPath: "id" });
    };
    opening = request(req);
  }
  return opening;
}

async function run(store, mode, work) {
  const db = await open();
  const tx = db.transaction(store, mode);
  const result = await request(work(tx.objectStore(store)));
  if (mode === "readwrite") {
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  }
  return result;
}

export function emptyLog(id) {
  return { id, events: [], pending: [], conflicts: [] };
}

export async function getLog(id) {
  return (await run("logs", "readonly", (s) => s.get(id))) || emptyLog(id);
}

export function putLog(log) {
  return run("logs", "readwrite", (s) => s.put(log));
}

// The games this phone knows, most recently opened first.
export async function games() {
  const rows = await run("games", "readonly", (s) => s.getAll());
  return rows.sort((a, b) => b.seen - a.seen);
}

// The row "Mes parties" and the history show of a game (its state or its creation's answer):
// who sat where, the totals, the winners, and when it was created (`at` of game_created).
export function gameRow(state, created = undefined) {
  return {
    id: state.id, game: state.game, preset: state.preset, players: state.players.map((p) => p.name),
    seats: state.players, status: state.status, hands: state.hands, totals: state.totals,
    winners: state.winners, created,
  };
}

// A row stored again keeps what it does not say (its creation date, once known).
export async function putGame(row) {
  const old = (await run("games", "readonly", (s) => s.get(row.id))) || {};
  const known = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
  return run("games", "readwrite", (s) => s.put({ ...old, ...known, seen: Date.now() }));
}

// Rows brought up to date from the server, each keeping when it was last opened.
// The server's word on the rows still kept: a refresh that was on its way when a match was
// taken off this phone must not put it back (the row is only written where it still is).
export async function updateGames(rows) {
  for (const row of rows) {
    await run("games", "readwrite", (s) => {
      const kept = s.getKey(row.id);
      kept.addEventListener("success", () => { if (kept.result !== undefined) s.put(row); });
      return kept;
    });
  }
}

// A match taken off this phone's lists: its row, and its log unless moves still wait to be
// sent (those are never dropped); the server keeps the match. Answers whether it went.
export async function removeGame(id) {
  const log = await getLog(id);
  if (log.pending.length || log.conflicts.length) return false;
  await run("games", "readwrite", (s) => s.delete(id));
  await run("logs", "readwrite", (s) => s.delete(id));
  return true;
}

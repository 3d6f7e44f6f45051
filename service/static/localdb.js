// What the phone keeps of each game (IndexedDB): its log — the events the server stored,
// the ones still to send, the ones another phone's moves made illegal — and a summary row
// for "Mes parties". Nothing here is ever dropped but by the user's word.

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

// The row "Mes parties" shows of a game (its state or its creation's answer).
export function gameRow(state) {
  return {
    id: state.id, game: state.game, preset: state.preset, players: state.players.map((p) => p.name),
    status: state.status, hands: state.hands,
  };
}

export function putGame(row) {
  return run("games", "readwrite", (s) => s.put({ ...row, seen: Date.now() }));
}

// Rows brought up to date from the server, each keeping when it was last opened.
export async function updateGames(rows) {
  for (const row of rows) await run("games", "readwrite", (s) => s.put(row));
}

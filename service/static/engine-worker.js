// The rule engine's own thread: Pyodide and the `replays` package (replays/page_bridge.py),
// so that loading it (seconds) and folding a log never hold the page's thread. Messages
// are {id, op, args}; each answer is {id, result} or {id, error}.

const tables = new Map();
let py = null;
let Table = null;
let bridge = null;
let permute = null;

// A uniform random permutation of 0..n-1 from crypto.getRandomValues (Fisher–Yates with
// rejection, so that no order is likelier than another): chance made on the phone.
function randomPermutation(n) {
  const order = Array.from({ length: n }, (_, i) => i);
  const word = new Uint32Array(1);
  for (let i = n - 1; i > 0; i--) {
    const range = i + 1;
    const limit = Math.floor(0x100000000 / range) * range;
    let x;
    do { crypto.getRandomValues(word); x = word[0]; } while (x >= limit);
    const j = x % range;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// A seeded deal shuffles as the server does (random.Random(seed)).
const GLUE = `
import random
from replays.page_bridge import Table, rematch_of, stats_of

def permutation(draw):
    def permute(n, seed):
        if seed is None:
            return [int(i) for i in draw(n).to_py()]
        order = list(range(n))
        random.Random(seed).shuffle(order)
        return order
    return permute
`;

// A warm start: the interpreter's memory as it stood once `replays` was imported (Pyodide's
// memory snapshot), kept on this phone under the names of the files it was made from, so
// that the next visit skips Python's start and the imports (seconds) for a copy (ms).
const SNAPSHOTS = "engine-snapshot";

function snapshotKey({ pyodide: base, stdlib, replays }) {
  return new URL(`/engine-snapshot?${new URLSearchParams({ base, stdlib, replays })}`, self.location).href;
}

async function keptSnapshot(key) {
  try {
    const found = await (await caches.open(SNAPSHOTS)).match(key);
    return found ? new Uint8Array(await found.arrayBuffer()) : null;
  } catch {
    return null; // no Cache Storage here (a private window): a cold start
  }
}

// Kept in place of any older one (another engine's): only one is ever read.
async function keepSnapshot(key, bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (err) {
    console.warn("the engine's snapshot was not kept", err);
  }
}

async function forgetSnapshot() {
  try { await caches.delete(SNAPSHOTS); } catch { /* nothing kept */ }
}

function fetchZip(url) {
  return fetch(url).then((r) => { if (!r.ok) throw new Error(`engine ${r.status}`); return r.arrayBuffer(); });
}

// Both awaited to the end: when one fails, the other's failure is not left unheard (an
// unhandled rejection in this thread is a page error).
async function settled(...promises) {
  const outcomes = await Promise.allSettled(promises);
  for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
  return outcomes.map((o) => o.value);
}

// The interpreter with `replays` imported: from the kept snapshot when there is one (a stale
// or broken one is forgotten, and the start is a cold one), else started and snapshotted.
async function started(urls, zip) {
  const { loadPyodide } = await import(`${urls.pyodide}pyodide.mjs`);
  const options = { indexURL: urls.pyodide, stdLibURL: urls.stdlib, stdout: () => {}, stderr: () => {} };
  const key = snapshotKey(urls);
  const kept = await keptSnapshot(key);
  if (kept) {
    try {
      const [runtime, bytes] = await settled(loadPyodide({ ...options, _loadSnapshot: kept }), zip);
      runtime.unpackArchive(bytes, "zip"); // the rulebook and lexicon files, read as they are needed
      runtime.runPython(GLUE);
      return { runtime, warm: true };
    } catch (err) {
      console.warn("the engine's snapshot did not load: a cold start", err);
      await forgetSnapshot();
    }
  }
  const [runtime, bytes] = await settled(loadPyodide({ ...options, _makeSnapshot: true }), zip);
  runtime.unpackArchive(bytes, "zip");
  runtime.runPython(GLUE);
  let made = null;
  try { made = runtime.makeMemorySnapshot(); } catch (err) { console.warn("no snapshot of the engine", err); }
  if (made) keepSnapshot(key, made);
  return { runtime, warm: false };
}

async function load(urls) {
  if (py) return { warm: true };
  const zip = fetchZip(urls.replays);
  zip.catch(() => {}); // heard where it is awaited, not as an unhandled rejection before
  const { runtime, warm } = await started(urls, zip);
  Table = runtime.globals.get("Table");
  bridge = { stats: runtime.globals.get("stats_of"), rematch: runtime.globals.get("rematch_of") };
  permute = runtime.globals.get("permutation")((n) => randomPermutation(n));
  py = runtime;
  return { warm };
}

function table(id) {
  const found = tables.get(id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

// The table, saying its refusals and views in the page's language of the moment.
function spoken(id, lang) {
  const found = table(id);
  if (lang) found.speak(lang);
  return found;
}

const OPS = {
  load,
  open: ({ id, events, lang }) => { tables.set(id, Table(events, lang)); return true; },
  close: ({ id }) => { const t = tables.get(id); if (t) t.destroy(); tables.delete(id); return true; },
  view: ({ id, lang }) => spoken(id, lang).view(),
  viewAt: ({ id, seq, lang }) => spoken(id, lang).view_at(seq),
  push: ({ id, event }) => { table(id).push(event); return true; },
  attempt: ({ id, body, lang }) => spoken(id, lang).attempt(body, permute),
  check: ({ id, event, lang }) => spoken(id, lang).check(event),
  say: ({ id, text, lang }) => spoken(id, lang).say(text),
  stats: ({ logs, links }) => bridge.stats(logs, links),
  rematch: ({ created }) => bridge.rematch(created),
};

self.onmessage = async ({ data: { id, op, args } }) => {
  try {
    self.postMessage({ id, result: await OPS[op](args) });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};

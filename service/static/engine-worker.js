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

async function load({ pyodide: base, stdlib, replays }) {
  if (py) return true;
  const { loadPyodide } = await import(`${base}pyodide.mjs`);
  // Both awaited to the end: when one fails, the other's failure is not left unheard (an
  // unhandled rejection in this thread is a page error).
  const [started, fetched] = await Promise.allSettled([
    loadPyodide({ indexURL: base, stdLibURL: stdlib, stdout: () => {}, stderr: () => {} }),
    fetch(replays).then((r) => { if (!r.ok) throw new Error(`engine ${r.status}`); return r.arrayBuffer(); }),
  ]);
  for (const outcome of [started, fetched]) if (outcome.status === "rejected") throw outcome.reason;
  const [runtime, zip] = [started.value, fetched.value];
  runtime.unpackArchive(zip, "zip");
  runtime.runPython(GLUE);
  Table = runtime.globals.get("Table");
  bridge = { stats: runtime.globals.get("stats_of"), rematch: runtime.globals.get("rematch_of") };
  permute = runtime.globals.get("permutation")((n) => randomPermutation(n));
  py = runtime;
  return true;
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

// The service worker (served at /sw.js, so its scope is the whole site). It keeps the page,
// its scripts and the engine (Pyodide, the replays zip), so that the page opens with no
// network, even from a cold start; the games' logs live in IndexedDB beside it.
// PRECACHE and VERSION are written above this line by the server.

const CACHE = `cartes-${VERSION}`;

// The engine's files (Pyodide, the standard library, the replays zip) are downloaded once,
// by the page's engine: this worker waits for the page to say it has them ("loaded"), then
// takes them from the browser's cache. Their URLs hold a version or a hash, so that copy (or
// the one an earlier version of this worker kept) is the right one; so is the page's one
// script (/page/, its hash in its name), taken from the browser's cache too. The page's
// other files are asked again at once (answered 304 when they have not changed).
const FOREVER = /^\/(vendor|engine|page)\//;
const ENGINE = /^\/(vendor\/pyodide|engine)\//;
let loaded;
const engineLoaded = new Promise((resolve) => { loaded = resolve; setTimeout(resolve, 120000); });

self.addEventListener("message", (event) => { if (event.data === "loaded") loaded(); });

async function keep(cache, url) {
  const kept = FOREVER.test(url) && (await caches.match(url));
  if (kept) return cache.put(url, kept);
  if (ENGINE.test(url)) await engineLoaded;
  const response = await fetch(url, { cache: FOREVER.test(url) ? "force-cache" : "no-cache" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return cache.put(url, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => Promise.all(PRECACHE.map((url) => keep(cache, url))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith("cartes-") && n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

const KEPT = new Set(PRECACHE);

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The page itself: the network first (a new version), the kept copy when there is none.
  if (request.mode === "navigate" && url.pathname === "/") {
    event.respondWith(fetch(request).catch(() => caches.match("/", { cacheName: CACHE })));
    return;
  }
  // Scripts, styles, the engine: kept with this version, so the copy is the right one.
  if (KEPT.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
  // Everything else (the API, the stream) goes to the network as it is.
});

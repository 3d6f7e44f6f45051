// The service worker (served at /sw.js, so its scope is the whole site). It keeps the page,
// its scripts and the engine (Pyodide, the replays zip), so that the page opens with no
// network, even from a cold start; the games' logs live in IndexedDB beside it.
// PRECACHE and VERSION are written above this line by the server.

const CACHE = `cartes-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
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

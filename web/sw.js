// The service worker: after one visit, the whole site loads and plays with no network at all.
//
// On install it stores every file of this build (build.py writes the list below). Those files
// are then answered from that store first: a build's files never change (a new build has a
// new id, so browsers install its worker, which stores the new files and drops the old ones),
// and asking the network for each of them on every visit cost a round trip per file and a
// rewrite of the stored copy of the runtime (12 MB) each time. After a deploy, the first visit
// still runs the stored build while the new one installs; the next visit runs the new one.
// Anything else of the site goes to the network, and falls back to the store offline.
//
// The words of each language but English (i18n/<lang>.json, first-views.<lang>.json, the rules
// pages in that language: `later`) are not stored on install, so that a first visit downloads
// only the language it shows: each is stored when a page fetches it, and the next build's
// worker stores again those this one held, so a language once shown keeps working offline.
// The parts of py_games (parts/<name>.zip: lessons, puzzles, review, editor, ratings), which a
// page fetches only when Python first needs one (worker/parts.js), are stored on install with
// the rest: pages register this worker once they are interactive (offline.js), so storing them
// takes nothing from a first visit's start, and every page works offline from then on.

/** @type {{ id: string, files: string[], later: string[] }} */
const BUILD = { id: "dev", files: [], later: [] }; // build.py writes this build's id and files here
/** The addresses of the files stored once fetched. */
const LATER = new Set(BUILD.later.map((file) => new URL(file, location.href).href));
const CACHE = `py-games-${BUILD.id}`;
// The Python worker's memory snapshot keeps its own cache, keyed by what it was made with.
const SNAPSHOT_CACHE = "py-games-snapshot";
/** This build's store, opened once. @type {Promise<Cache> | undefined} */
let opened;

// `self` is typed as any worker's scope (too unlike a service worker's for a direct cast):
// this one is a service worker's.
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `no-cache`: each file is checked with the server (so the store is exactly this build)
    // but not downloaded again when the browser's HTTP cache holds it, as it does on the
    // visit that installs this worker.
    // Of a language's files, those an earlier build stored: the languages this reader has shown.
    const kept = [];
    for (const url of LATER) if (await caches.match(url)) kept.push(url);
    const files = [...BUILD.files.map((file) => new URL(file, location.href).href), ...kept];
    await cache.addAll(files.map((url) => new Request(url, { cache: "no-cache" })));
    await worker.skipWaiting();
  })());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("py-games-") && name !== CACHE && name !== SNAPSHOT_CACHE) await caches.delete(name);
    }
    await worker.clients.claim(); // the page of the first visit works offline too
  })());
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const sameSite = new URL(request.url).origin === location.origin;
  if (!sameSite || (request.method !== "GET" && request.method !== "HEAD")) return;
  event.respondWith((async () => {
    const cache = await (opened ??= caches.open(CACHE));
    // The query only busts HTTP caches (the wheel's ?sha256=…): the stored file is the same,
    // stored under its URL without one. Looked up by that exact URL: `ignoreSearch` makes
    // Chromium compare every stored entry for each request, and a page's requests wait for
    // their turn behind each other's lookups.
    const url = new URL(request.url);
    url.search = "";
    const stored = await cache.match(url.href);
    if (stored) {
      return request.method === "HEAD"
        ? new Response(null, { status: stored.status, headers: stored.headers })
        : stored;
    }
    if (!LATER.has(url.href)) return fetch(request);
    const fetched = await fetch(request);
    if (fetched.ok && request.method === "GET") await cache.put(url.href, fetched.clone());
    return fetched;
  })());
});

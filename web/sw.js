// The service worker: after one visit, the whole site loads and plays with no network at all.
//
// On install it stores every file of this build (build.py writes the list below). Then every
// request of the site goes to the network first, so a new build is used as soon as there is a
// connection, and falls back to the stored copy when there is none (HEAD requests, which the
// site itself no longer makes, are answered from the same copies).

const BUILD = { id: "dev", files: [] }; // build.py writes this build's id and files here
const CACHE = `py-games-${BUILD.id}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `reload`: take the files from the server, not from an older copy in the HTTP cache,
    // so the stored site is exactly this build.
    await cache.addAll(BUILD.files.map((file) => new Request(new URL(file, location), { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("py-games-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim(); // the page of the first visit works offline too
  })());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const sameSite = new URL(request.url).origin === location.origin;
  if (!sameSite || (request.method !== "GET" && request.method !== "HEAD")) return;
  event.respondWith((async () => {
    try {
      const response = await fetch(request);
      if (request.method === "GET" && response.ok && response.type === "basic") {
        const copy = response.clone(); // keep the stored site as fresh as the last visit
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
      }
      return response;
    } catch (offline) {
      // The query only busts HTTP caches (the wheel's ?sha256=…): the stored file is the same.
      const stored = await caches.match(request.url, { ignoreSearch: true });
      if (!stored) throw offline;
      return request.method === "HEAD"
        ? new Response(null, { status: stored.status, headers: stored.headers })
        : stored;
    }
  })());
});

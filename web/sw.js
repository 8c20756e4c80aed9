// Rosarium service worker: versioned precache, cache-first.
// build.py writes dist/sw.js from this file, replacing BUILD and FILES with the build hash
// and the file list of dist/manifest.json; a new build therefore changes this script, the
// browser installs the new worker, which precaches the new files and drops older caches.

const BUILD = "__BUILD__";
const FILES = [/*__FILES__*/];
const PREFIX = "rosarium-";
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "no-cache" revalidates with the server: files the page just loaded come back
      // as cheap 304s from the HTTP cache, and a stale copy is never stored.
      await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // worker.mjs keeps this build's memory snapshot, made in the browser, beside the precache
        if (key.startsWith(PREFIX) && key !== CACHE && key !== PREFIX + "snapshot-" + BUILD) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// opened once: a page's start asks for some sixty files at a time, the engine worker's among them
let opened = null;

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await (opened ??= caches.open(CACHE));
      const hit = await cache.match(req, { ignoreSearch: true });
      return hit || fetch(req);
    })(),
  );
});

// Rosarium service worker: versioned precache, cache-first.
// build.py writes dist/sw.js from this file, replacing BUILD, FILES and ON_DEMAND with the build hash
// and the file list of dist/manifest.json; a new build therefore changes this script, the
// browser installs the new worker, which precaches the new files. On a first visit (or behind
// a build too old to ask) it takes over at once; behind a running build it waits until the page
// asks it to take over (the person pressed "Use it now" and nothing was in progress:
// shell/update.js), then drops the older caches.

const BUILD = "__BUILD__";
const FILES = [/*__FILES__*/];
// files left out of the precache, to keep a first visit small, and kept once first fetched
const ON_DEMAND = [/*__ON_DEMAND__*/];
const PREFIX = "rosarium-";
// Every cache name ends with this installation's folder (the worker's scope): two copies of the
// site on one origin (a live one and a test one, or two games pages of one host) each keep and
// drop only their own caches. worker.mjs and shell/offline.js name them the same way.
const SCOPE = new URL(self.registration.scope).pathname;
const CACHE = PREFIX + BUILD + "@" + SCOPE;
const SNAPSHOT = PREFIX + "snapshot-" + BUILD + "@" + SCOPE;
// a build from before the names carried their folder: "rosarium-<build>", "rosarium-snapshot-<build>"
const UNSCOPED = /^rosarium-(?:snapshot-)?[0-9a-f]{16}$/;

/** Whether an unscoped cache of an older build holds this installation's files (not another copy's). */
async function ownsUnscoped(key) {
  const first = (await (await caches.open(key)).keys())[0];
  return !!first && first.url.startsWith(self.registration.scope);
}

/** Whether the running worker is such an older build: its unscoped caches hold this folder's files. */
async function runsUnscopedBuild() {
  for (const key of await caches.keys()) if (UNSCOPED.test(key) && (await ownsUnscoped(key))) return true;
  return false;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "no-cache" revalidates with the server: files the page just loaded come back
      // as cheap 304s from the HTTP cache, and a stale copy is never stored.
      await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
      // A build from before caches named their folder cannot ask for the new one (its pages
      // have no "Use it now"), and its own workers took over at once: so does this one, and
      // the next page says that the site was updated (shell/update.js).
      if (!self.registration.active || (await runsUnscopedBuild())) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // worker.mjs keeps this build's memory snapshot, made in the browser, beside the precache
        if (key === CACHE || key === SNAPSHOT) continue;
        const older = key.startsWith(PREFIX) && key.endsWith("@" + SCOPE);
        if (older || (UNSCOPED.test(key) && (await ownsUnscoped(key)))) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "apply-update") self.skipWaiting();
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
      if (hit) return hit;
      const res = await fetch(req);
      if (res.ok && url.pathname.startsWith(SCOPE) && ON_DEMAND.includes(url.pathname.slice(SCOPE.length))) {
        await cache.put(url.origin + url.pathname, res.clone()).catch(() => {});
      }
      return res;
    })(),
  );
});

// Offline play, made discoverable: a "Save for offline play" button that downloads the single
// file build.py writes (dist/rosarium-single.html) with a line on opening it from disk, and a
// quiet note once the service worker holds this build (sw.js precaches every file of the build
// into the cache "rosarium-<build>@<the site's folder>", then activates). Both live in the top bar's Menu (a footer
// under a screen-high table hid behind a phone's move list); the single file itself shows
// neither (it is the offline copy, and has no service worker).

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";

export const SINGLE_FILE = "rosarium-single.html";
const CACHE_PREFIX = "rosarium-";

/** Whether this page is the single file (opened from disk, everything inlined). */
function isSingleFile() {
  return !!globalThis.ROSARIUM_INLINE || location.protocol === "file:";
}

/** Adds the offline group to `parent` (the Menu's #menu-extra); does nothing in the single file.
 * `build`: a promise of the build the engine worker runs (its manifest's), or of null. */
export function mountOffline(parent, build = Promise.resolve(null)) {
  if (isSingleFile()) return null;
  const said = h("p", { class: "offline-said", "aria-live": "polite" });
  const note = h("p", { class: "offline-note", id: "offline-note", hidden: true }, S.offlineReady);
  // the Menu stays open after this button (data-keep-open): what it says is read beside it
  const button = h("button", { type: "button", id: "btn-offline", "aria-describedby": "offline-how", dataset: { keepOpen: "" }, onclick: () => saveSingleFile(said) }, S.saveOffline);
  const foot = h(
    "div",
    { class: "offline-foot", role: "group", "aria-label": S.offlineLabel },
    h("div", { class: "offline-row" }, button, h("small", { id: "offline-how" }, S.offlineHow(SINGLE_FILE))),
    said,
    note,
  );
  parent.append(foot);
  whenOfflineReady(build).then((ready) => {
    if (ready) note.hidden = false;
  });
  return foot;
}

/** Downloads the single file, or says why it cannot (not in this build, no network). */
async function saveSingleFile(said) {
  let ok = false;
  try {
    ok = (await fetch(SINGLE_FILE, { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    replaceChildren(said, S.offlineNoNetwork);
    return;
  }
  if (!ok) {
    replaceChildren(said, S.offlineMissing);
    return;
  }
  const a = h("a", { href: SINGLE_FILE, download: SINGLE_FILE, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  replaceChildren(said, S.offlineSaving(SINGLE_FILE));
}

/** Resolves true once an active service worker holds this build's files (false if it never can). */
async function whenOfflineReady(running) {
  if (!("serviceWorker" in navigator) || !("caches" in globalThis)) return false;
  const reg = await navigator.serviceWorker.ready;
  // a first visit's worker still installing: its files are this page's (a newer build's worker
  // waiting behind the one that serves this page is not: shell/update.js)
  const next = navigator.serviceWorker.controller ? null : reg.installing || reg.waiting;
  if (next) {
    await new Promise((resolve) => {
      const done = () => next.state === "activated" && resolve();
      next.addEventListener("statechange", done);
      done();
    });
  }
  // the build this page runs, as the engine worker read it from its manifest (a first visit
  // fetches that file often enough already); else, once more from the network
  let build = await running.catch(() => null);
  if (!build) {
    try {
      build = (await (await fetch("manifest.json", { cache: "no-store" })).json()).build;
    } catch {
      build = null; // no network: the page itself came from the worker's cache
    }
  }
  // this site's caches end with its folder (sw.js): another copy on this origin has its own
  const scope = new URL(reg.scope).pathname;
  const keys = await caches.keys();
  if (build) return keys.includes(`${CACHE_PREFIX}${build}@${scope}`);
  return keys.some((k) => k.startsWith(CACHE_PREFIX) && !k.startsWith(`${CACHE_PREFIX}snapshot-`) && k.endsWith(`@${scope}`));
}

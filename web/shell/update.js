// A new version of the site: sw.js installs a new build's worker beside the running one, where
// it waits (only a first visit's worker takes over at once), so a page never runs on a mix of two
// builds. The page says "A new version is ready" with a button; the new version is put in place
// when the person presses it, once nothing is in progress (no computer's turn or engine call, no
// dialog open): the waiting worker takes over and the page reloads, and the autosave brings the
// game back. Someone who never presses gets it on a later visit with no tab of the site open, as
// browsers do. The first page of a new build says that the site was updated since the person
// last played here, however the new build came in. (seeds/table.md TBL-4.3)

import { S } from "./strings.js";
import { showNotice, noticeButton } from "./messages.js";
import { hasSavedGame } from "./storage.js";
import { siteKey } from "../site.mjs";

const BUILD_KEY = siteKey("build.v1");

function readLastBuild() {
  try {
    return localStorage.getItem(BUILD_KEY);
  } catch {
    return null;
  }
}

// read as this module loads, before this build writes anything: builds from before the build
// was kept left only their games
const LAST_BUILD = readLastBuild();
const EARLIER_GAMES = LAST_BUILD === null && hasSavedGame();

/** Notes the running build (the engine's manifest's); says once when it is not the one this
 *  browser last ran here. A browser that never ran the site here hears nothing. */
export function noteBuild(build) {
  if (!build || build === LAST_BUILD) return;
  if (LAST_BUILD !== null || EARLIER_GAMES) showNotice("updated", S.updated);
  try {
    localStorage.setItem(BUILD_KEY, build);
  } catch {
    // storage refused (private mode, full): the notice may come again, nothing is lost
  }
}

const QUIET_LOOK_MS = 400;

/** Waits until `quiet()` holds, looking again every QUIET_LOOK_MS. */
function whenQuiet(quiet) {
  return new Promise((resolve) => {
    const look = () => (quiet() ? resolve() : setTimeout(look, QUIET_LOOK_MS));
    look();
  });
}

/** Announces a waiting new version (now or when one arrives); `quiet()`: nothing in progress. */
export async function watchForUpdates(quiet) {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  let reg;
  try {
    reg = await navigator.serviceWorker.ready;
  } catch {
    return; // no worker on this page (refused, or blocked): no versions to announce
  }
  let asked = false;
  const apply = async (worker) => {
    if (asked) return;
    asked = true;
    await whenQuiet(quiet);
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "apply-update" });
  };
  const announce = (worker) => {
    // a first visit's worker takes over by itself; only a worker waiting behind one is news
    if (!navigator.serviceWorker.controller) return;
    showNotice("update", S.updateReady, " ", noticeButton(S.updateApply, () => apply(worker)));
  };
  const follow = (worker) => {
    if (!worker) return;
    if (worker.state === "installed") announce(worker);
    else worker.addEventListener("statechange", () => worker.state === "installed" && announce(worker));
  };
  follow(reg.waiting || reg.installing);
  reg.addEventListener("updatefound", () => follow(reg.installing));
}

// The games with friends this browser keeps: one document per game in localStorage
// (`rosarium.remote.v1.<game id>`), holding the transcript and this side's private seed, and
// the id of the one shown last (`rosarium.remote.shown`), reopened at start-up. (In a copy of the
// site served from a folder, "rosarium@<folder>" stands for "rosarium": site.mjs.)

import { siteKey } from "../site.mjs";

const PREFIX = siteKey("remote.v1.");
const SHOWN = siteKey("remote.shown");

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null; // blocked storage or a damaged entry: treated as absent
  }
}

/** Whether a `storage` event's key is the document of game `gid`. */
export function isKeyOf(key, gid) {
  return key === PREFIX + gid;
}

export function get(gid) {
  const got = read(PREFIX + gid);
  return got && got.doc ? got : null;
}

/** Keeps `doc` with what the list shows of it ({phase, turn}); false when storage refused. */
export function put(doc, summary) {
  try {
    localStorage.setItem(PREFIX + doc.gid, JSON.stringify({ doc, summary, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

export function remove(gid) {
  try {
    localStorage.removeItem(PREFIX + gid);
    if (shown() === gid) setShown(null);
  } catch {
    // nothing kept to remove
  }
}

/** Every game kept, the latest change first: [{doc, summary, at}]. */
export function list() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(PREFIX)) {
        const got = read(key);
        if (got && got.doc) out.push(got);
      }
    }
  } catch {
    // storage blocked: no games listed
  }
  return out.sort((a, b) => (b.at || 0) - (a.at || 0));
}

export function shown() {
  try {
    return localStorage.getItem(SHOWN);
  } catch {
    return null;
  }
}

export function setShown(gid) {
  try {
    if (gid) localStorage.setItem(SHOWN, gid);
    else localStorage.removeItem(SHOWN);
  } catch {
    // the game simply is not reopened at start-up
  }
}

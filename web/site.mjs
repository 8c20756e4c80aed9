// Which copy of the site this is: the folder it is served from ("/" or "/games/rosarium/"). Two
// copies in two folders of one origin (a project page of a static host, a test copy beside the
// live one) share the origin's storage, so every key and lock name carries the folder; a copy at
// "/" keeps the names every earlier build wrote. sw.js and worker.mjs name their caches the same
// way, from their own addresses. (A module at the site's root: bundled or not, import.meta.url
// is a file of the root.)

// the single file's modules have addresses no folder can be taken from (data:): it is one copy
function folderOf(url) {
  try {
    const root = new URL("./", url);
    return /^https?:$/.test(root.protocol) ? root.pathname : "/";
  } catch {
    return "/";
  }
}

/** The site's folder: a path ending in "/" ("/" for the single file and a page from file:). */
export const SITE_PATH = folderOf(import.meta.url);

/** The first word of this copy's storage keys and lock names: "rosarium", else "rosarium@<folder>". */
export const KEY_ROOT = SITE_PATH === "/" ? "rosarium" : `rosarium@${SITE_PATH}`;

/** This copy's name for `name` ("prefs.v1" → "rosarium.prefs.v1" at "/"). */
export function siteKey(name) {
  return `${KEY_ROOT}.${name}`;
}

/**
 * A copy in a folder, started for the first time since keys carried the folder: the keys that
 * earlier builds wrote without it ("rosarium.…") are copied to this copy's names, so its saves,
 * games with friends and choices come along. They are copied, not moved: the page cannot tell
 * which copy on this origin wrote them, and another one may still read them.
 */
export function adoptUnscopedKeys(given = null, keyRoot = KEY_ROOT) {
  if (keyRoot === "rosarium") return 0;
  let adopted = 0;
  try {
    const storage = given ?? globalThis.localStorage;
    if (!storage) return 0;
    const keys = Object.keys(storage);
    if (keys.some((k) => k.startsWith(keyRoot + "."))) return 0;
    for (const k of keys) {
      if (!k.startsWith("rosarium.")) continue;
      storage.setItem(keyRoot + k.slice("rosarium".length), storage.getItem(k));
      adopted++;
    }
  } catch {
    // storage blocked or full: the copy starts without them (they stay where they were)
  }
  return adopted;
}

// before any module reads its keys: a module importing these names has the keys adopted
adoptUnscopedKeys();

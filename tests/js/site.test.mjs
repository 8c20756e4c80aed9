// Which copy of the site a page is (web/site.mjs, seeds/table.md TBL-4.2): key names of a copy at
// the origin's root and of one in a folder, and the keys earlier builds wrote, copied once to a
// folder copy's names. Run: node --test tests/js/ (after python build.py).

import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { DIST } from "./node-engine.mjs";

const site = await import(pathToFileURL(path.join(DIST, "site.mjs")).href);

/** A localStorage stand-in: its keys are its own enumerable properties, as the browser's are. */
function storage(items) {
  const s = {};
  Object.defineProperties(s, {
    getItem: { value: (k) => (Object.hasOwn(s, k) ? s[k] : null) },
    setItem: { value: (k, v) => (s[k] = String(v)) },
  });
  return Object.assign(s, items);
}

test("a copy at the origin's root keeps the names earlier builds wrote", () => {
  // a page opened from a file: is the root as well
  assert.equal(site.SITE_PATH, "/");
  assert.equal(site.siteKey("game.v2.rose-king"), "rosarium.game.v2.rose-king");
  const s = storage({ "rosarium.lang": "de" });
  assert.equal(site.adoptUnscopedKeys(s), 0);
  assert.deepEqual(Object.keys(s), ["rosarium.lang"]);
});

test("a copy in a folder copies the unscoped keys once, and leaves them", () => {
  const root = "rosarium@/games/rosarium/";
  const s = storage({ "rosarium.game.v2.rose-king": "{\"v\":2}", "rosarium.lang": "de", "other.app": "x" });
  assert.equal(site.adoptUnscopedKeys(s, root), 2);
  assert.equal(s[`${root}.game.v2.rose-king`], "{\"v\":2}");
  assert.equal(s[`${root}.lang`], "de");
  assert.equal(s["rosarium.lang"], "de"); // another copy may still read it
  assert.equal(s["other.app"], "x");
  // once it has keys of its own, nothing is copied again (its own game is never overwritten)
  s["rosarium.game.v2.rose-king"] = "{\"v\":2,\"newer\":true}";
  assert.equal(site.adoptUnscopedKeys(s, root), 0);
  assert.equal(s[`${root}.game.v2.rose-king`], "{\"v\":2}");
});

// Page settings read from the URL. Test hook: `?delay=0` makes computer moves and
// automatic passes instant (default ~400 ms / 900 ms so people can follow them).
// Search budgets (ms, see ui/computer.js): `?hard_ms=` caps a medium/hard move and a hint
// (default 1200, so a hard move stays under ~1.5 s), `?max_ms=` is the max level's time
// (default 5000), `?chance_ms=` caps a win-chance estimate (default 600).
// `?position=<engine position string>` opens that position (see "Copy link").

const params = new URLSearchParams(location.search);

function num(name, fallback) {
  if (!params.has(name)) return fallback;
  const n = Number(params.get(name));
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

const computerDelay = num("delay", 400);
export const settings = {
  computerDelay,
  // a pass is shown a little longer than a computer move so people see why
  passDelay: num("pass_delay", params.has("delay") ? computerDelay * 2 : 900),
  hardMs: num("hard_ms", 1200),
  maxMs: num("max_ms", 5000),
  chanceMs: num("chance_ms", 600),
};

export function linkPosition() {
  return params.has("position") ? params.get("position") : null;
}

/** Remove one-shot parameters (position) from the address bar, keeping the others. */
export function dropLinkPosition() {
  if (!params.has("position")) return;
  const url = new URL(location.href);
  url.searchParams.delete("position");
  history.replaceState(null, "", url.href);
}

/** A link to this page that opens `position`. */
export function positionLink(position) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("position", position);
  return url.href;
}

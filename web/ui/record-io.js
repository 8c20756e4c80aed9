// Game records (engine format, seeds/rose-king.md RK-13) in and out of the page:
// export as a JSON download, import from a chosen file, header for link-opened games.

import { h } from "./dom.js";

/** The record of the game up to the current position. */
export function buildRecord(header, history, outcome) {
  return {
    ...header,
    actions: history.moves.slice(0, history.index).map((m) => m.entry),
    result: outcome ?? null,
  };
}

/** Header (a record without actions) for a game that starts from a given state. */
export function headerFromState(state, seatNames) {
  return {
    format: 1,
    game: state.game,
    variant: state.variant,
    seed: null,
    seats: seatNames,
    options: { variant: state.variant },
    start: state,
  };
}

export function headerOf(record) {
  const { actions, result, ...header } = record;
  return header;
}

export function downloadJSON(data, filename) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Resolves to the text of the file the user picks with `input` (type=file). */
export function readFileText(file) {
  if (file.text) return file.text();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsText(file);
  });
}

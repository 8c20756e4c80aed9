// Seeds of new games: 128 random bits from the browser's generator, written as 32 hex digits,
// so no one who sees the draws and dice of a game can search for its seed (engine/games/PROTOCOL.md,
// "Secrets and chance"). Used by the page, the embedded boards and the lessons.

/** A fresh seed: 32 hex digits from crypto.getRandomValues. */
export function randomSeed() {
  const a = new Uint8Array(16);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
}

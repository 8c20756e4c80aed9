// The games' fixed table data (a map, its places and cards: engine.api.board_data) as the build
// wrote it from the engine (tools/build/generators/board_data.py), for tables drawn before or without
// the rules engine: the embedded boards and the game page's own table alike.

let fixedData = null;

/** {game id: board_data}, gzip-compressed in the build, or null: not built, not reachable (the
 * single file), or a browser without DecompressionStream. Then the engine gives it. */
export function fixedBoardData() {
  fixedData ??= (async () => {
    try {
      const res = await fetch(new URL("./board-data.json.gz", import.meta.url));
      if (!res.ok) return null;
      const bytes = new Uint8Array(await res.arrayBuffer());
      // a server may have undone the gzip itself (Content-Encoding): then it is the JSON text
      const zipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      const text = zipped ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text() : new TextDecoder().decode(bytes);
      const data = JSON.parse(text);
      return data && typeof data === "object" && !Array.isArray(data) ? data : null;
    } catch {
      return null;
    }
  })();
  return fixedData;
}

/** One game's fixed data from the build's copy, else from `engineCall("board_data", game)`. */
export async function boardData(game, engineCall) {
  const data = await fixedBoardData();
  return data && Object.hasOwn(data, game) ? data[game] : engineCall("board_data", game);
}

// A game played by links (with a friend, or in a group) put on the table: the shared record
// format (engine/games/PROTOCOL.md, "Sharing": no seed, each draw its card) with the seats'
// names, every seat but this one played elsewhere ("remote").

import { startGame } from "../shell/controller.js";

/** Starts the shell's game of `doc` from its screen `sc` for the shell's `mode`; `gid`: the game's id. */
export function startLinkedGame(game, doc, sc, { mode, gid, controllers, names }) {
  const header = { format: 1, game: doc.game, variant: sc.options.variant, seed: null, seats: names, options: sc.options, start: sc.states[0], shared: true };
  return startGame(game, async () => ({
    mode,
    config: { controllers, seat: sc.me, seed: gid, level: "medium", remote: gid },
    header,
    states: sc.states,
    moves: sc.played,
  }));
}

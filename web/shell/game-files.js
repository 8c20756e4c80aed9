// The game on the board as files and links: "Save game" (a private file that resumes exactly
// this game), "Share game" (what anyone may see), opening a file (a game with a friend has its
// own of both, web/remote/remote.js), "Copy link" to the position,
// a position from a link, and what the embed snippet may hand out (share.js does the withholding).

import { S } from "./strings.js";
import { h } from "../core/dom.js";
import { DEFAULT_LEVEL } from "../core/computer.js";
import { positionLink } from "./config.js";
import { askConfirm } from "./dialogs.js";
import { buildRecord, headerFromState, headerOf, downloadJSON, readFileText, computerSeats, recordHeader, recordOfSave, underRules } from "./record-io.js";
import { errorText } from "../core/engine.js";
import { uiFor } from "../session/views.js";
import { movesOf } from "./moves.js";
import { shareRecord, sharePosition, openPosition, openRecord, openingSeed, offerShared } from "../core/share.js";
import { gameById, gameOfPosition } from "../games/index.js";
import { app, els, seatNamesFor } from "./page-state.js";
import { showMessage } from "./messages.js";
import { render, startGame, modeOwn, modeOfFile } from "./controller.js";

/** The outcome of the game on the board (null while it goes on). */
const outcome = () => (app.session.ui && app.session.ui.outcome) || null;

/** The record of the game on the board as it may be handed to anyone (share.js). */
function sharedRecordOfGame() {
  // a mode may give its own (a game with a friend: its transcript's, since its board holds one
  // side's view)
  const own = modeOwn("sharedRecord");
  if (own) return own();
  return shareRecord(app.engine, buildRecord(app.header, app.session.history, outcome()));
}

/** "Save game": a private file that resumes exactly this game (its start with every secret and
 * the generator, its moves, its computer seats), said to hold every seat's secrets. */
export function saveGameFile() {
  if (!app.session.history) return;
  const own = modeOwn("saveFile");
  if (own) return own();
  downloadJSON(buildRecord(app.header, app.session.history, outcome()), `${app.game.exportName.replace(/\.json$/, "")}-private-save.json`);
  showMessage(S.savedPrivate);
}

/** "Share game": the record as anyone may see it (share.js): no secret, no future, no seed. */
export async function shareGameFile() {
  if (!app.session.history || app.session.handoverSeat() !== null) return;
  const own = modeOwn("shareFile");
  if (own) return own();
  let record;
  try {
    record = await sharedRecordOfGame();
  } catch (err) {
    showMessage(S.actionFailed(errorText(err)));
    return;
  }
  downloadJSON(record, app.game.exportName);
  showMessage(S.sharedFile);
}

/**
 * Review's "Play from here" at a position of a finished game before its last chance outcome or
 * reveal (TBL-5.1): the game from its start to that position, shared as anyone may see it and
 * opened with a fresh seed, so what was hidden there and every draw to come are dealt anew (the
 * person has seen the finished game's); the person is told.
 */
export async function playOnAnew(i) {
  const hist = app.session.history;
  if (!hist || !app.game) return;
  try {
    const upTo = { moves: hist.moves, index: i };
    const plain = await openRecord(app.engine, await shareRecord(app.engine, buildRecord(app.header, upTo, null)), openingSeed());
    const states = await app.engine.call("replay", plain);
    const game = app.game;
    const moves = await movesOf(app.engine, states, plain.actions || [], game);
    const config = { ...app.session.config, seed: plain.seed };
    const { header } = underRules(game, { ...headerOf(plain), start: states[0] }, states[0]);
    await startGame(game, async () => ({ config, header, states, moves }));
    showMessage(S.playOnAnew);
  } catch (err) {
    showMessage(S.actionFailed(errorText(err)));
    render();
  }
}

export async function importFile(file) {
  let record;
  try {
    record = JSON.parse(await readFileText(file));
  } catch {
    showMessage(S.importBadJson);
    return;
  }
  const mode = modeOfFile(record);
  if (mode) {
    // a file of a mode's own kind (a side's saved game with a friend) goes back to that mode,
    // not over this game
    await mode.openFile(record);
    return;
  }
  if (record && typeof record === "object" && !Array.isArray(record) && "shared" in record) {
    // what a shared file withholds is dealt anew: said, and agreed to, before anything is replaced
    const go = await askConfirm(els.confirmDialog, { title: S.sharedAskTitle, text: S.sharedAsk, yes: S.sharedOpen, no: S.cancel });
    if (!go) return;
  }
  try {
    if (!record || typeof record !== "object" || Array.isArray(record)) throw new Error(S.recordNotObject);
    // an autosave exported from this page is the record it holds; only the record's own fields
    // are kept, so nothing else rides into the saves
    record = recordHeader(recordOfSave(record));
    // the computer seats are the page's to check (against the seat count): a value it cannot
    // use is named and dropped, and the moves still load with people at every seat
    const { computer: asked, ...given } = record;
    // a shared record (an unfinished game) is dealt afresh from a fresh seed (each game's sharing rules);
    // the opened record is the game from here on: header, replay and moves
    const seed = openingSeed();
    const plain = await openRecord(app.engine, given, seed);
    const states = await app.engine.call("replay", plain);
    if (!Array.isArray(states) || !states.length) throw new Error(S.recordEmpty);
    const game = gameById(states[0].game);
    if (!game) throw new Error(S.gameNotShown(String(states[0].game)));
    const moves = await movesOf(app.engine, states, plain.actions || [], game);
    const seats = (await uiFor(app.engine, states[0], 0)).seats;
    const problems = [];
    const { controllers, computer } = computerSeats(asked, seats, problems);
    const config = { variant: states[0].variant, controllers, computer, level: DEFAULT_LEVEL, seed: plain.seed ?? seed };
    const { header, older } = underRules(game, { ...headerOf(plain), start: states[0] }, states[0]);
    await startGame(game, async () => ({ config, header, states, moves }));
    const rulesSaid = older !== null ? [S.olderRules(game.name, older)] : [];
    // a record of a position with no moves before it (a share that can keep none, or a file of
    // an earlier build that wrote none) opens with an empty move list: said (TBL-4.4)
    const positionOnly = plain !== given && !(plain.actions || []).length ? [S.importPositionOnly] : [];
    showMessage([plain !== given ? S.importShared : S.importPrivate, ...positionOnly, ...rulesSaid, ...problems].join(" "));
  } catch (err) {
    showMessage(S.importRefused(errorText(err)));
    render();
  }
}

/**
 * The position a link may carry: a finished game's whole position, an unfinished game's shared
 * one, with no secret of any seat and no future draw (each game's sharing rules, web/PROTOCOL.md).
 */
function shareablePosition() {
  // a mode may show one side's view (a game with a friend), whose withheld places a whole
  // position would fill with made-up names: its public position always (TBL-2.2)
  return sharePosition(app.engine, app.session.state, !!outcome() && !modeOwn("publicPositionOnly"));
}

export async function copyLink() {
  const ui = app.session.ui;
  if (!ui || !ui.position || app.session.handoverSeat() !== null) return;
  let position;
  try {
    position = await shareablePosition();
  } catch (err) {
    showMessage(S.linkSecret(errorText(err)));
    return;
  }
  const link = positionLink(position, app.header.computer || null);
  const field = h("input", { type: "text", readonly: true, value: link, class: "link-field", "aria-label": S.copyLink, onfocus: (e) => e.target.select() });
  try {
    await navigator.clipboard.writeText(link);
    showMessage(S.linkCopied, " ", field);
  } catch {
    showMessage(S.linkShow, " ", field);
  }
}

/** The game on the board for the embed snippet (share.js): what it may hand to anyone. */
async function sharedForSnippet() {
  const ui = app.session.current;
  if (!app.ready || !ui) return null;
  const [position, record] = await Promise.all([ui.preview || !ui.position ? null : shareablePosition(), sharedRecordOfGame()]);
  return { game: app.game.id, position, record, seat: app.session.viewSeat ?? undefined };
}
offerShared(sharedForSnippet);

/** A position from a link: a game from there, with the link's computer seats; returns what to say
 * (whether what the position withheld was dealt anew, and any computer seat it could not use). */
export async function openLinkPosition(text, computerRaw) {
  const seed = openingSeed(); // what a shared position withholds is dealt afresh (each game's sharing rules)
  const state = await openPosition(app.engine, text, seed);
  // a shared position does not open without a seed: it withheld something, which was dealt anew
  const dealt = await openPosition(app.engine, text, null).then(() => false, () => true);
  const game = gameById(state.game) || gameOfPosition(text);
  if (!game) throw new Error(S.gameNotShown(String(state.game)));
  const seats = (await uiFor(app.engine, state, 0)).seats;
  const problems = [];
  const { controllers, computer } = computerSeats(computerRaw, seats, problems);
  const config = { variant: state.variant, controllers, computer, level: DEFAULT_LEVEL, seed };
  await startGame(game, async () => ({ config, header: headerFromState(state, seatNamesFor(game, seats)), states: [state] }));
  return [dealt ? S.linkDealt : S.linkLoaded, ...problems];
}

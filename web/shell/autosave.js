// Autosave and the saves the page keeps: one tab writes each game's save (owner.js: the Web
// Lock owner); another tab showing the same game says so and offers to play on there; a save
// that cannot be restored is backed up and announced; "Saved games" lists them all.

import { S } from "./strings.js";
import * as storage from "./storage.js";
import { History } from "../core/history.js";
import { Owner } from "./owner.js";
import { downloadText } from "./record-io.js";
import { showSavedGames } from "./saves-dialog.js";
import { errorText } from "../core/engine.js";
import { gameById } from "../games/index.js";
import { app, els, started } from "./page-state.js";
import { showMessage, showNotice, dropNotice, noticeButton, setDismissable, failText } from "./messages.js";
import { saveGameFile } from "./game-files.js";
import { render, resumeSaved, modeOwn, newGame, firstGame } from "./controller.js";

// One tab writes each game's save; another tab showing the same game is told (otherTab).
const owner = new Owner((id) => app.game && app.game.id === id && otherTab(S.tabTaken));
setDismissable(() => !app.game || owner.owns(app.game.id));

/**
 * Autosave, by the tab that owns the game only; never over a damaged save that could not be
 * backed up; a failed write (storage full) is announced once, with the export offered.
 */
export function save() {
  const s = app.session;
  // a mode that keeps its games itself (a game with a friend: web/remote/store.js) is never
  // saved over the game's own save
  if (!s.history || !app.game || modeOwn("ownSave") || !owner.owns(app.game.id) || app.saveBlocked) return;
  const hist = s.history;
  const res = storage.saveGame(app.game.id, { config: s.config, header: app.header, moves: hist.moves, index: hist.index, ui: s.ui, viewSeat: s.viewSeat });
  if (res.ok) {
    if (app.saveFailed) (app.saveFailed = false), dropNotice("save-failed");
  } else if (!app.saveFailed) {
    app.saveFailed = true;
    const manage = res.reason === "quota" ? [" ", noticeButton(S.savedGames, () => openSavedGames())] : [];
    showNotice("save-failed", res.reason === "quota" ? S.saveFull : S.saveUnavailable, " ", noticeButton(S.exportNow, () => saveGameFile()), ...manage);
  }
}

function otherTab(text) {
  showNotice("other-tab", text, " ", noticeButton(S.loadNewer, () => loadNewer()), " ", noticeButton(S.keepMine, () => keepMine()));
}

/** Own the save of game `id` if no other tab does (then save what is shown), else say so. */
export async function claimGame(id) {
  const mine = await owner.claim(id);
  if (!app.game || app.game.id !== id) return;
  if (!mine) return otherTab(S.tabElsewhere);
  dropNotice("other-tab");
  save();
}

/** The games menu's choice: `game` as it was left (its autosave), else a first game against the
 * computer, as a first visit deals it (TBL-3.1). A save that cannot be restored is kept under a
 * backup key and announced, and a first game is dealt. */
export async function chooseGame(game) {
  await started; // chosen before the engine is up: shown once it is
  if (!app.ready) return;
  const got = storage.readGame(game.id, game.legacySaveKeys || []);
  if (got.problem) keepDamaged(game, got.text, problemText(got.problem));
  if (got.data) {
    try {
      await resumeSaved(game, got.data);
      return;
    } catch (err) {
      keepDamaged(game, got.text, errorText(err));
    }
  }
  try {
    await newGame(firstGame(game));
  } catch (err) {
    showMessage(failText(err));
  }
}

/** "Load the newer game": this tab takes the game over with the save the other tab wrote. */
async function loadNewer(said = S.loadedNewer) {
  await started; // a press before the engine is up acts once the game is on the board
  if (!app.ready) return;
  dropNotice("other-tab");
  const id = app.game.id;
  await owner.claim(id, true);
  const got = storage.readGame(id);
  const saved = got.data || null;
  if (!saved) return keepDamaged(app.game, got.text, got.problem ? problemText(got.problem) : S.saveGone);
  app.session.stop();
  try {
    await resumeSaved(app.game, saved);
    showMessage(said);
  } catch (err) {
    app.session.busy = false;
    keepDamaged(app.game, got.text, errorText(err));
    render();
  }
}

/** "Keep this game": this tab takes the game over with its own game; the other tab's save is
 * kept under a backup key first. */
async function keepMine() {
  // pressed before the engine is up: this tab's moves are needed to see whether the other tab's
  // game has passed a draw or a reveal (TBL-5.2)
  await started;
  if (!app.ready) return;
  dropNotice("other-tab");
  const id = app.game.id;
  await owner.claim(id, true);
  // (read once this tab owns the save: the other tab writes no more) the other tab's copy of this
  // game has drawn or shown what this one has not: keeping this one would take that back and play
  // it again with it known, so this tab plays on the newer one
  if (passedBeyond(storage.readGame(id).data)) return loadNewer(S.keepMineRefused);
  const text = storage.readGame(id).text;
  const key = text === null ? "none" : storage.backupGame(id, text);
  if (key === null) {
    // the other tab's game cannot be copied (storage full): it stays, and this one is offered as a file
    app.saveBlocked = true;
    showNotice("other-tab", S.keepMineFull, " ", noticeButton(S.exportNow, () => saveGameFile()), " ", noticeButton(S.savedGames, () => openSavedGames()));
    return;
  }
  app.saveBlocked = false;
  save();
  if (key !== "none") showNotice("kept-copy", S.keptCopy, " ", noticeButton(S.exportCopy, () => downloadText(storage.readBackup(key) || "", `rosarium-other-tab-${id}.json`)));
}

/**
 * Whether `theirs` (another tab's save) is this same game gone past a chance outcome or a reveal
 * that this tab's game has not reached: after the moves both copies share, one of its moves is a
 * barrier (seeds/table.md TBL-5.2). A save of another game, or one behind this one, is not.
 */
function passedBeyond(theirs) {
  const hist = app.session.history;
  if (!theirs || !hist || !app.header) return false;
  const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (!same(theirs.header.seed, app.header.seed) || !same(theirs.header.start, app.header.start)) return false;
  const mine = hist.moves.slice(0, hist.index);
  const other = theirs.history.moves.slice(0, theirs.history.index);
  let shared = 0;
  while (shared < mine.length && shared < other.length && same(mine[shared].entry, other[shared].entry)) shared += 1;
  return other.slice(shared).some((m) => m.barrier !== false);
}

export function problemText(problem) {
  if (problem.kind === "json") return S.saveNotJson;
  if (problem.kind === "version") return S.saveVersion(problem.detail);
  return S.saveField(problem.detail);
}

/**
 * A save that cannot be restored: copied unchanged to a backup key before anything may replace
 * it, announced with the reason and an export of the damaged text. If even the copy fails, the
 * save stays where it is and this game is not autosaved (said so in the message).
 */
export function keepDamaged(game, text, reason, gameKept = false) {
  if (text === null || text === undefined) return;
  const key = storage.backupGame(game.id, text);
  if (!key) app.saveBlocked = true;
  const name = `rosarium-damaged-save-${game.id}.json`;
  const said = gameKept ? S.saveUiDamaged(reason) : key ? S.saveDamaged(reason) : S.saveDamagedKept(reason);
  showNotice("damaged", said, " ", noticeButton(S.exportDamaged, () => downloadText(text, name)));
}

/** The History of a save: its states replayed by the engine from the record it holds, which
 * also finds the rules version of a game saved before saves said it (TBL-4.1, TBL-4.4). A version-1 save
 * kept its states too: when its moves cannot be replayed (a save from before moves kept their
 * chance outcomes), its current state goes on, checked by the engine. */
export async function savedHistory(saved) {
  const { moves, index, states: kept } = saved.history;
  let states = null;
  if (!kept || moves.every((m) => m && m.entry)) {
    try {
      states = await app.engine.call("replay", { ...saved.header, actions: moves.map((m) => m.entry), result: null });
    } catch (err) {
      if (!kept) throw err;
    }
  }
  if (!states) {
    states = kept.slice();
    states[index] = await app.engine.call("load_state", states[index]);
  }
  return History.of(states, moves, index);
}

/** "Saved games": every save and backup in this browser, with its size against the budget. */
export function openSavedGames() {
  showSavedGames(els.savesDialog, {
    list: () => storage.savedGames(),
    current: () => (app.game ? app.game.id : null),
    nameOf: (id) => (gameById(id) ? gameById(id).name : id),
    text: (key) => storage.readBackup(key),
    remove: (key) => storage.deleteSaved(key),
  });
}

// The shell's texts (English): top bar, dialogs, messages, hint and win chance, hand-over.
// strings.de.js has the same keys in German; each game's own texts live in web/games/<game>/.
// S is the current language's table (ui language from lang.js); STRINGS holds both for the
// parity test (tests/browser/test_language.py).

import { pick, langTable } from "../core/lang.js";

// a reason told as a sentence of its own, before what to do about it
const closed = (msg) => (/[.!?…]$/.test(String(msg)) ? msg : `${msg}.`);

// named in the messages that point people to it
const S_OFFLINE = "Save for offline play";

const S_EN = {
  appTitle: "Rosarium",
  computerTag: "computer",

  // the skip link, the rules lesson in the top bar, the last move (last-move.js)
  skipToBoard: "Skip to the board",
  rules: "Rules",
  rulesOf: (game) => `Rules lesson: ${game}`,
  // the games menu (games-menu.js)
  games: "Games",
  gameSwitch: (game) => `${game}: choose a game`,
  playersOf: (seats) => (seats.length === 1 ? `${seats[0]} players` : seats.every((n, i) => i === 0 || n === seats[i - 1] + 1) ? `${seats[0]} to ${seats[seats.length - 1]} players` : `${seats.slice(0, -1).join(", ")} or ${seats[seats.length - 1]} players`),
  moveNewsLabel: "Moves as they are played",
  lastMoveLabel: "Last move:",
  shownMove: (n) => `Move ${n}:`,

  // toolbar
  newGame: "New game",
  playFriend: "Play a friend…",
  playGroup: "Play in a group…",
  undo: "Undo",
  redo: "Redo",
  saveGame: "Save game",
  shareGame: "Share game",
  importGame: "Open file",
  copyLink: "Copy link",
  moreActions: "Game menu",
  menu: "Menu",
  shortcuts: "Keyboard shortcuts",
  shortcutKeys: [
    ["Tab", "The next part of the table: the board, your hand, the pile, the buttons"],
    ["← ↑ → ↓", "Move between the choices of the board, of your hand or of a court"],
    ["Home / End", "The first or last of them"],
    ["Enter / Space", "Play the square, card or tile in focus (a card: pick it, then again to play)"],
    ["Escape", "Drop the move you picked; close a dialog or the menu"],
    ["Ctrl+Z / Ctrl+Y", "Undo / redo"],
    ["H", "Hint: the computer suggests a move for you"],
    ["?", "This list"],
  ],

  // offline play (offline.js): the single file and the service worker's note
  offlineLabel: "Offline play",
  saveOffline: S_OFFLINE,
  offlineHow: (file) => `Downloads ${file}: open it from your downloads folder (double-click it, or drag it into a browser window) and it plays without a network.`,
  offlineSaving: (file) => `Downloading ${file}. Open it from your downloads folder to play offline; its games are saved by the browser that opens it.`,
  offlineMissing: "The offline file is not part of this copy of the site.",
  offlineNoNetwork: "No network: the offline file cannot be downloaded now.",
  updateReady: "A new version of Rosarium is ready. Your game is saved and comes back in it.",
  updateApply: "Use it now",
  updated: "Rosarium has been updated to a new version since you last played here. Your saved games are kept.",
  offlineReady: "Ready to play offline: this browser holds the whole site, so it opens without a network too.",

  // status line (the single role=status element)
  loading: "Loading the rules engine… the board is shown, moves start when it is ready.",
  engineFailed: (msg) => `The rules engine could not start: ${closed(msg)} Reload the page to try again. If it still does not start, try another browser, or the single file (Menu, “${S_OFFLINE}”).`,
  engineSlow: (s) => `The rules engine has not started after ${s} s. It may still start: wait a little, or reload the page. If it never starts, try another browser, or the single file (Menu, “${S_OFFLINE}”).`,
  thinking: (who) => `${who} (computer) is thinking…`,
  computerFallback: (who, why) => `The computer could not choose a move for ${who} (${why}), so it played a random legal move instead.`,
  gameOver: (result) => `Game over. ${result}`,
  moveListTitle: "Moves",
  noMoves: "No moves yet.",
  cancel: "Cancel",

  // new game dialog
  newGameTitle: "New game",
  modeLabel: "Players",
  modeHotseat: "2 players, hot-seat",
  modeHotseatMany: (n) => `${n} players, hot-seat`,
  modeComputer: "Against the computer",
  modeComputerVsComputer: "Computer against computer (watch)",
  playAs: "Play as",
  gameOptions: "Rules of this game",
  computerSeats: "Computer-controlled seats",
  levelLabel: "Computer strength",
  levelName: { easy: "Easy", medium: "Medium", hard: "Hard", max: "Maximum (thinks up to 2 s a move)" },
  seedLabel: "Seed (same seed, same deal)",
  seedHint: "Leave empty for a deal no one can foresee. Whoever knows a seed you type knows every card and die to come.",
  start: "Start",

  // hint and win chance (the advice bar under the status line)
  hint: "Hint",
  hintTitle: "Suggest a move for the side to move",
  hintThinking: "Looking for a good move…",
  hintFailed: (msg) => `No hint: ${msg}`,
  winChance: "Win chance",
  winChanceTitle: "Show the estimated win chance of the side to move after each move",
  winChanceLabel: (side) => `Win chance for ${side} (to move)`,
  winChanceText: (side, pct) => `${side} to move: about ${pct}% win chance`,
  winChanceThinking: "Estimating the win chance…",
  winChanceFailed: (msg) => `No win chance: ${msg}`,

  // end screen
  endTitle: "Game over",
  close: "Close",

  // messages (role=alert)
  dismiss: "Dismiss",
  importBadJson: "That file is not a Rosarium game record (it is not valid JSON). Your current game is kept.",
  importRefused: (msg) => `That game record was refused: ${msg}. Your current game is kept.`,
  // the two kinds of file: a private save (every secret, the same future) and a share
  savedPrivate: "Saved. This file holds every seat's secrets and every draw to come: keep it to yourself. Open it with “Open file” to go on with exactly this game.",
  sharedFile: "Shared file saved. It leaves out every secret and the draws to come: whoever opens it goes on from the public position, with the hidden parts dealt anew.",
  importPrivate: "Saved game imported: the same game, with the same secrets and the same draws to come.",
  importShared: "Shared game imported: the hidden parts and the draws to come were dealt anew.",
  playOnAnew: "Playing on from that position: what was hidden there and every draw to come were dealt anew (the finished game had shown them).",
  importPositionOnly: "The file holds this position, not the moves that led to it: the move list starts here.",
  olderRules: (game, version) => `This game was started under an earlier version of the rules of ${game} (version ${version}) and goes on under them; a new game plays under today's rules.`,
  sharedAskTitle: "Open a shared game?",
  sharedAsk: "This file is a shared game. It does not hold the hidden parts (hands, face-down tiles, the order of the piles): they will be dealt anew, so this will not be the game as its players knew it. Your current game is replaced.",
  sharedOpen: "Open with new hidden parts",
  undoBlocked: "Undo stops here: the move before showed a draw, a die or a secret.",
  linkBad: (msg) => `The position in the link could not be used: ${msg}. Your game is kept.`,
  linkLoaded: "Position loaded from the link.",
  linkDealt: "Position loaded from the link: what it withholds (the hidden parts and the draws to come) was dealt anew.",
  linkSecret: (msg) => `No link for this position: its hidden parts cannot be left out yet (${msg}).`,
  linkCopied: "Link copied. It holds no secret and no draw to come.",
  linkShow: "Copy this link:",
  actionFailed: (msg) => `The engine refused that: ${msg}`,
  notReady: "The rules engine is still loading.",
  recordNotObject: "the file must hold a JSON object",
  gameNotShown: (id) => `this page has no table for the game “${id}”`,
  recordEmpty: "the record holds no positions",
  // a saved move whose sentence is in the other language, until the engine has re-told it
  movePending: "…",

  // language switch (the button itself shows the other language's name, lang.js LANG_NAMES)
  language: "Language",
  paramBad: (name, value, allowed, range) =>
    `The address parameter “${name}=${value}” was ignored: ${allowed ? `it takes one of ${allowed.join(", ")}` : `it takes a number from ${range[0]} to ${range[1]}`}.`,
  langUnknown: (code, available) =>
    `The language “${code}” is not available, so the page is shown in English. Available languages: ${available.join(", ")}.`,

  // hand-over (hot-seat)
  handoverTitle: (who) => `Pass the device to ${who}`,
  handoverText: (who) => `The tiles are hidden. Only ${who} should look at the screen now.`,
  handoverButton: (who) => `I am ${who}, show my tiles`,
  handoverStatus: (who) => `Hand the device to ${who}.`,

  // the game choice of the New game dialog and a position's seats (after an import or a link)
  moveEntry: (n, text) => `${n}. ${text}`,
  gameLabel: "Game",
  modePosition: "Play this position (from the link or the imported game)",
  positionSeats: "Computer-controlled seats in this position",
  // computer seats in a link (?computer=) or a record header ("computer": {"seat": "level"})
  computerBad: (value, seats, levels) =>
    `The computer seats “${value}” were ignored: give seat:level pairs like 1:medium, seats 0 to ${seats - 1}, levels ${levels.join(", ")}.`,
  handoverLabel: "Hand-over",

  // autosave, other tabs and the engine's health (notices stay until dismissed)
  saveNotJson: "it is not valid JSON",
  saveVersion: (v) => `it was written by another version of the page (save version ${v})`,
  saveField: (field) => `its part “${field}” is damaged`,
  saveGone: "it is no longer there",
  saveDamaged: (reason) =>
    `The saved game could not be restored: ${reason}. It is kept unchanged in this browser as a backup (nothing will overwrite it), and a new game was started.`,
  saveDamagedKept: (reason) =>
    `The saved game could not be restored: ${reason}. The browser's storage is too full to copy it, so it stays as it is and this game will not be saved automatically; export the damaged save to keep it as a file.`,
  saveUiDamaged: (reason) =>
    `The saved game's board could not be drawn: ${reason}. The game was restored from its moves, and the save as it was is kept in this browser as a backup.`,
  exportDamaged: "Export the damaged save",
  saveFull: "This game could not be saved: the browser's storage is full. If you reload or close the page, an older saved game will come back. Export this game to keep it.",
  saveUnavailable: "This game could not be saved: the browser does not let the page store anything. Export it to keep it.",
  exportNow: "Export this game now",
  savedGames: "Saved games",
  savedKindGame: "autosave",
  savedKindBackup: "backup copy",
  savedOnTable: "(the game on the table)",
  savedSize: (kb) => `${kb} KB`,
  savedUse: (used, budget) => `Saved games take ${used} KB of the about ${budget} KB this browser gives the page.`,
  savedNone: "Nothing is saved in this browser.",
  exportSaved: (what) => `Export ${what}`,
  exportSavedShort: "Export",
  deleteSaved: (what) => `Delete ${what}`,
  deleteSavedShort: "Delete",
  unsavedBefore: (when, moves) =>
    `The last changes to this game were not saved (the browser's storage was full on ${when}). The game shown is the last one saved, after move ${moves}.`,
  tabElsewhere: "This game is open in another tab or window, which saves it; this tab does not save it. To play on here:",
  tabTaken: "Another tab or window has taken this game over and saves it now; this tab no longer saves it. To play on here:",
  loadNewer: "Load the newer game",
  keepMine: "Keep this game",
  keepMineFull: "The other tab's game cannot be copied (the browser's storage is full), so it is kept and this tab does not save. Export this game to keep it.",
  keptCopy: "This game is saved; the game from the other tab is kept as a copy in this browser.",
  exportCopy: "Export the other tab's game",
  loadedNewer: "The newer game from the other tab is loaded.",
  keepMineRefused: "The other tab's copy of this game has gone past a draw, a roll or a reveal since this one: keeping this copy would take that back, so this tab plays on the newer game.",
  engineRestarted: "The rules engine stopped answering and was restarted.",
};

export const STRINGS = { en: S_EN, de: null };
await langTable("de", () => import("./strings.de.js"), (m) => { STRINGS.de = m.S; });
export const S = pick(STRINGS);

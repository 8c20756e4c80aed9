// The page's skeleton: the skip link to the board, the top bar (New game, Undo, Redo, the rules
// lesson, the file and link buttons, the menu, the language switch), the elements the other
// modules draw into, the advice bar, the last move's strip and live region (last-move.js) and
// the keyboard shortcuts (Ctrl+Z, Ctrl+Y, H for a hint; the table's and the review's keys first).

import { S } from "./strings.js";
import { h, $ } from "../core/dom.js";
import * as storage from "./storage.js";
import { Advice } from "./advice.js";
import { LastMove } from "./last-move.js";
import { TopMenu } from "./menu.js";
import { GamesMenu } from "./games-menu.js";
import { installShortcuts } from "./shortcuts.js";
import { URL_PROBLEMS } from "./config.js";
import { LANG_PROBLEM, LANGS, LANG_NAMES, otherLang, setLang } from "../core/lang.js";
import { app, els, humanCanAct, currentPosition } from "./page-state.js";
import { GAMES } from "../games/index.js";
import { showMessage } from "./messages.js";
import { openSavedGames, chooseGame } from "./autosave.js";
import { saveGameFile, shareGameFile, importFile, copyLink } from "./game-files.js";
import { render } from "./board-view.js";
import { openNewGame, undo, redo } from "./controller.js";

export function buildPage() {
  els.title = $("#app-title");
  els.toolbar = $("#toolbar");
  els.toolbar.setAttribute("aria-label", S.moreActions);
  const tb = (id, label, onclick, extra = {}) => (els[id] = h("button", { type: "button", id, onclick, ...extra }, label));
  els.shellTools = [
    tb("btn-new", S.newGame, () => openNewGame()),
    tb("btn-undo", S.undo, () => undo(), { "aria-keyshortcuts": "Control+Z" }),
    tb("btn-redo", S.redo, () => redo(), { "aria-keyshortcuts": "Control+Y" }),
  ];
  els.ioTools = [
    tb("btn-save", S.saveGame, () => saveGameFile()),
    tb("btn-share", S.shareGame, () => shareGameFile()),
    tb("btn-import", S.importGame, () => els.file.click()),
    tb("btn-link", S.copyLink, () => copyLink()),
  ];
  // the game's rules lesson from the bar itself (it stays there while the file tools fold)
  els.rulesLink = h("a", { id: "link-rules", class: "toolbar-link", href: "lessons/index.html" }, S.rules);
  els.menu = new TopMenu($(".topbar"), els.toolbar, S.menu);
  // every game of the site from the title, or from the Menu where the bar has no room for it
  els.games = new GamesMenu($(".topbar"), {
    games: GAMES,
    current: () => app.game,
    choose: (game) => chooseGame(game),
    label: S.games,
    buttonName: (game) => S.gameSwitch(game.name),
    players: (game) => S.playersOf([...new Set(game.variants.map((v) => v.seats))].sort((a, b) => a - b)),
    lesson: (game) => (game.lesson ? S.rulesOf(game.name) : null),
  });
  $("#menu-extra").prepend(h("button", { type: "button", id: "btn-games", "aria-haspopup": "true", onclick: () => els.games.open(els.menu.button) }, S.games));
  installShortcuts($("#menu-extra"));
  els.savesDialog = h("dialog", { class: "dialog saves-dialog" });
  document.body.append(els.savesDialog);
  $("#menu-extra").append(h("button", { type: "button", id: "btn-saves", onclick: () => openSavedGames() }, S.savedGames));
  buildLangSwitch();
  els.file = $("#import-file");
  els.file.addEventListener("change", () => {
    const f = els.file.files && els.file.files[0];
    els.file.value = "";
    if (f) importFile(f);
  });
  els.main = $("#game");
  els.status = $("#status");
  els.table = $("#table");
  els.handover = $("#handover");
  els.moves = $("#movelist");
  els.messages = $("#messages");
  els.newDialog = $("#new-game-dialog");
  els.endDialog = $("#end-dialog");
  els.confirmDialog = h("dialog", { class: "dialog confirm-dialog" });
  document.body.append(els.confirmDialog);
  app.lastMove = new LastMove(document);
  buildSkipLink();
  app.advice = new Advice($("#advice"), {
    engine: () => app.computer,
    position: () => currentPosition(),
    canHint: () => humanCanAct(),
    hintText: (action, ui, why) => app.table.hintText(action, ui, why),
    sideName: (ui) => app.game.sideName(ui, ui.current_player),
    redraw: () => render(),
    prefs: app.prefs,
    savePrefs: () => storage.savePrefs(app.prefs),
  });
  document.addEventListener("keydown", (ev) => {
    if (app.table && app.table.onKey && app.table.onKey(ev)) return;
    if (app.review.onKey(ev, els.moves)) return;
    if (isHintKey(ev)) {
      ev.preventDefault();
      app.advice.askHint();
      return;
    }
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && ev.target.tagName !== "INPUT" && ev.target.tagName !== "SELECT") {
      if (ev.key === "z" && !ev.shiftKey) (ev.preventDefault(), undo());
      else if (ev.key === "y" || (ev.key === "Z" && ev.shiftKey)) (ev.preventDefault(), redo());
    }
  });
}

/** H asks for a hint, anywhere outside a text field and with no dialog open. */
function isHintKey(ev) {
  if ((ev.key !== "h" && ev.key !== "H") || ev.ctrlKey || ev.metaKey || ev.altKey) return false;
  const t = ev.target;
  if (t instanceof Element && t.closest("input, textarea, select, [contenteditable]")) return false;
  return !document.querySelector("dialog[open]");
}

/** The first stop of the Tab order: straight to the board, past the top bar's buttons. */
function buildSkipLink() {
  const link = h("a", { class: "skip-link", href: "#table" }, S.skipToBoard);
  link.addEventListener("click", (ev) => {
    ev.preventDefault();
    // the board's own Tab stop (each table keeps one), else the table itself
    const stop = els.table.querySelector('[tabindex="0"], button:not(:disabled):not([tabindex="-1"]), a[href]');
    if (stop) return stop.focus();
    els.table.setAttribute("tabindex", "-1");
    els.table.focus();
  });
  document.body.prepend(link);
}

/** The language switch: one button named, in its own language, after the language it offers. */
function buildLangSwitch() {
  const to = otherLang();
  const btn = h("button", { type: "button", id: "btn-lang", lang: to, onclick: () => setLang(to) }, LANG_NAMES[to]);
  const nav = h("nav", { class: "toolbar lang-switch", "aria-label": S.language }, btn);
  // Shown at once; moved to the end of the top bar once every module has added its bar
  // (the embed snippet's), which they all have by DOMContentLoaded.
  const place = () => ($(".topbar").append(nav), els.menu.fit());
  place();
  document.addEventListener("DOMContentLoaded", place, { once: true });
}

/** Address parameters the page refused (?lang=, ?game=, the timing hooks), in one message, in the
 * language the page fell back to; nothing else changes. */
export function reportUrlProblems() {
  const lines = [];
  if (LANG_PROBLEM !== null) lines.push(S.langUnknown(LANG_PROBLEM, LANGS.map((l) => LANG_NAMES[l])));
  for (const p of URL_PROBLEMS) lines.push(S.paramBad(p.name, p.value, p.allowed, p.range));
  if (lines.length) showMessage(lines.join(" "));
}

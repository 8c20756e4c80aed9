// Play by links in a group of three to six, with no server (web/REMOTE.md, "Playing in a
// group"). The protocol (the transcript, mental poker, every check) is the engine's
// (engine/remote/group.py, through the `group_*` page functions); this module is the page around
// it: the invitation and join dialogs, the panel above the board (who the game waits for, the
// last message as a link for every player, a box to paste a link, the ask to end), the list of
// games in a group, and `#group=` links. The page imports it only when a person opens group
// play (remote.js), and the worker fetches the engine's group modules at the first group call:
// a first visit fetches neither.
//
// Each seat's page makes the steps it owes without a choice (its chain secrets, shuffle passes,
// layers removed from a card another seat draws, its own cards opened) as soon as it owes them,
// with a visible working state; the one thing a person does is choose a move.

import { h, replaceChildren, $ } from "../core/dom.js";
import { app, els } from "../shell/page-state.js";
import { showMessage } from "../shell/messages.js";
import { errorText } from "../core/engine.js";
import { askConfirm } from "../shell/dialogs.js";
import { LANG } from "../core/lang.js";
import { registerMode } from "../shell/controller.js";
import { GAMES, gameById } from "../games/index.js";
import { G } from "./group-strings.js";
import { siteKey } from "../site.mjs";
import { linkBox as sharedLinkBox } from "./link-box.js";
import { startLinkedGame } from "./linked-table.js";

export const PREFIX = "group=";
const KEY = siteKey("group.v1.");
const SHOWN = siteKey("group.shown");

let panel = null;
let dialog = null; // the invitation, join and list dialog
let current = null; // the group game shown: {gid, doc, sc, send}
let working = false; // the page is making this seat's owed steps, or a move
let receiving = 0;
let refusals = 0;
let capable = null; // {game id: [variant ids]}: the engine's group_games()
// what each link opened and each move cost this page, for tools/lab/measure_group_page.py:
// {what: "open" | "move", ms, count (the last message after it), sent (whether this seat then sent one)}
const timings = [];

function timed(what, run) {
  const t0 = performance.now();
  const before = current ? current.sc.count : null;
  return run().finally(() => {
    if (timings.length >= 5000) timings.shift();
    const after = current ? current.sc.count : null;
    timings.push({ what, ms: Math.round(performance.now() - t0), count: after, sent: !!(current && lastIsMine(current.doc) && after !== before) });
  });
}

// ------------------------------------------------------------------ the games kept

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function get(gid) {
  const got = read(KEY + gid);
  return got && got.doc ? got : null;
}

/** Keeps `doc`, with `send`: the link of this seat's last message (a join's holds the whole
 * game so far), and what the list shows. */
function put(doc, send, summary) {
  try {
    localStorage.setItem(KEY + doc.gid, JSON.stringify({ doc, send, summary, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

function list() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(KEY)) {
        const got = read(key);
        if (got && got.doc) out.push(got);
      }
    }
  } catch {
    // storage blocked: nothing listed
  }
  return out.sort((a, b) => (b.at || 0) - (a.at || 0));
}

function remove(gid) {
  try {
    localStorage.removeItem(KEY + gid);
    if (shownGid() === gid) setShown(null);
  } catch {
    // nothing kept
  }
}

/** The group game shown last (reopened at start-up), or null. */
export function shownGid() {
  try {
    return localStorage.getItem(SHOWN);
  } catch {
    return null;
  }
}

function setShown(gid) {
  try {
    if (gid) localStorage.setItem(SHOWN, gid);
    else localStorage.removeItem(SHOWN);
  } catch {
    // not reopened at start-up
  }
}

// ------------------------------------------------------------------ words

function randomHex(bytes) {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function urlOf(link) {
  return `${location.origin === "null" ? "" : location.origin}${location.pathname}#${PREFIX}${link}`;
}

function seatWord(game, seat, n) {
  return game.seatName(seat, n, null);
}

/** A seat as the page names it: "Player 2 (Ann)". */
function who(sc, seat) {
  const game = gameById(sc.game);
  return G.seatLabel(seatWord(game, seat, sc.seats), (sc.names || [])[seat]);
}

function refusalText(err) {
  const text = errorText(err);
  const m = /^([a-z-]+):/.exec(text);
  return (m && Object.hasOwn(G.reasons, m[1]) && G.reasons[m[1]]) || text;
}

function refuse(err) {
  refusals++;
  showMessage(G.refused(refusalText(err)));
  return false;
}

function summaryOf(sc) {
  return { stage: sc.stage, count: sc.count, seats: sc.seats, me: sc.me };
}

/** Whether the last message of the game is this seat's: the others may still need it. */
function lastIsMine(doc) {
  const msgs = doc.msgs;
  return msgs.length > 0 && msgs[msgs.length - 1].from === doc.me;
}

// ------------------------------------------------------------------ the link box

function linkBox(link, game, n, label = G.linkLabel) {
  return sharedLinkBox(urlOf(link), { label, title: game.name, fileName: G.fileName(game.id, n), words: G });
}

function opener() {
  const id = `group-paste-${Math.random().toString(36).slice(2, 8)}`;
  const input = h("input", { type: "text", class: "link-field", id, autocomplete: "off" });
  const go = h("button", { type: "button", onclick: () => input.value.trim() && openLink(input.value) }, G.openButton);
  return h("div", { class: "remote-opener" }, h("label", { for: id }, G.openLabel), h("div", { class: "remote-buttons" }, input, go));
}

// ------------------------------------------------------------------ the panel

function statusText(sc) {
  if (working) return G.working;
  if (sc.ended && sc.ended.reason === "abandoned") return G.abandoned(who(sc, sc.ended.by));
  if (sc.ended && sc.ended.reason === "forfeit") return G.forfeit(who(sc, sc.ended.by));
  if (sc.stage === "over") return G.over;
  if (sc.stage === "move") return G.yourMove;
  if (sc.stage === "joining") return `${G.joined(sc.joined, sc.seats)} ${G.waitingJoin(who(sc, sc.owes))}`;
  if (sc.owes !== null && sc.owes !== undefined) return G.waiting(who(sc, sc.owes));
  return "";
}

/** The link this seat has to send, with the words that say what it is; null when none. */
function toSend() {
  const { doc, sc, send } = current;
  if (!send || !lastIsMine(doc) || sc.stage === "move" || working) return null;
  if (doc.msgs.length === 1) return { link: send, intro: G.invited };
  if (doc.msgs.length - 1 === doc.me && doc.me < sc.seats) return { link: send, intro: G.joinedSend };
  if (!sc.states.length) return { link: send, intro: G.dealSend };
  return { link: send, intro: G.sendAll };
}

/** Who has joined, and whom the game waits for. */
function seatList(sc) {
  return h(
    "ul",
    { class: "group-seats", "aria-label": G.seatsTitle },
    Array.from({ length: sc.seats }, (_, s) => {
      const joined = s < sc.joined;
      const waits = sc.stage !== "over" && sc.owes === s;
      return h(
        "li",
        { dataset: { seat: String(s), waits: waits ? "yes" : "no", joined: joined ? "yes" : "no" } },
        who(sc, s),
        s === sc.me ? ` · ${G.you}` : "",
        waits ? h("span", { class: "group-waits" }, ` (${G.owesMark})`) : null,
      );
    }),
  );
}

function panelParts(inDialog) {
  const { doc, sc } = current;
  const game = gameById(doc.game);
  const out = toSend();
  const canAsk = sc.stage === "waiting" && !working && doc.msgs.length >= sc.seats && !(sc.votes || []).includes(sc.me);
  return [
    h("h2", { id: inDialog ? "group-dialog-title" : "group-title" }, G.panelTitle(game.name, who(sc, sc.me))),
    h("p", { class: "remote-status group-status", dataset: { phase: working ? "working" : sc.stage }, "aria-busy": working ? "true" : "false" }, statusText(sc)),
    seatList(sc),
    (sc.votes || []).length ? h("p", { class: "group-votes" }, sc.votes.map((s) => G.asked(who(sc, s))).join(" ")) : null,
    out ? h("p", {}, out.intro) : null,
    out ? linkBox(out.link, game, sc.count) : null,
    canAsk ? h("button", { type: "button", class: "group-ask-end", onclick: () => askEnd() }, G.askEnd(who(sc, sc.owes))) : null,
    h("details", { class: "remote-more", open: inDialog ? true : undefined }, h("summary", {}, G.openButton), opener(), h("button", { type: "button", onclick: () => openList() }, G.groupGames)),
  ];
}

function drawPanel() {
  if (!panel) return;
  if (!current || app.mode !== GROUP || !current.sc.states.length) {
    panel.hidden = true;
    if (current && !current.sc.states.length) drawWaitingDialog();
    return;
  }
  replaceChildren(panel, panelParts(false));
  panel.hidden = false;
}

/** Before the deal the board has nothing to show: the game waits in its dialog. */
function drawWaitingDialog() {
  const focused = dialog.open && dialog.contains(document.activeElement) ? document.activeElement.className : null;
  replaceChildren(dialog, panelParts(true), h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, G.close)));
  dialog.setAttribute("aria-labelledby", "group-dialog-title");
  if (!dialog.open) dialog.showModal();
  const copy = dialog.querySelector(".remote-copy");
  if (copy && !focused) copy.focus();
}

// ------------------------------------------------------------------ showing a game

const tick = () => new Promise((r) => setTimeout(r, 0));

/** The steps this seat owes without a choice, made now (the working state shown meanwhile);
 * while a move is to choose, the steps before it wait in the document's draft. */
async function owed(doc, sc) {
  if (!(sc.stage === "send" || (sc.stage === "move" && !doc.draft))) return null;
  working = true;
  if (current && current.gid === doc.gid) {
    current.sc = sc;
    drawPanel();
  }
  await tick();
  try {
    return await app.engine.call("group_play", doc, null);
  } finally {
    working = false;
  }
}

/** Shows the group game `gid` kept in this browser, after making the steps it owes. */
export async function show(gid) {
  const kept = get(gid);
  if (!kept) return false;
  let { doc, send } = kept;
  let sc = await app.engine.call("group_screen", doc, LANG);
  current = { gid, doc, sc, send };
  const out = await owed(doc, sc);
  if (out) {
    doc = out.doc;
    if (out.link) send = out.link;
    sc = await app.engine.call("group_screen", doc, LANG);
  }
  if (doc !== kept.doc || JSON.stringify(summaryOf(sc)) !== JSON.stringify(kept.summary)) put(doc, send, summaryOf(sc));
  setShown(gid);
  current = { gid, doc, sc, send };
  const game = gameById(doc.game);
  if (!sc.states.length) {
    drawPanel();
    return true;
  }
  if (dialog.open) dialog.close();
  const n = sc.seats;
  // this seat is the person's while it chooses a move (and at the end, whose screen the whole
  // table is then drawn from); every other seat plays elsewhere
  const controllers = Array.from({ length: n }, (_, s) => (s === sc.me && (sc.stage === "move" || sc.stage === "over") ? "human" : "remote"));
  const names = Array.from({ length: n }, (_, s) => who(sc, s));
  await startLinkedGame(game, doc, sc, { mode: GROUP, gid, controllers, names });
  drawPanel();
  return true;
}

async function act(action) {
  if (!current || current.sc.stage !== "move" || working || receiving) return false;
  working = true;
  drawPanel();
  await tick();
  let out;
  try {
    out = await app.engine.call("group_play", current.doc, action);
  } catch (err) {
    working = false;
    drawPanel();
    showMessage(errorText(err));
    return false;
  }
  working = false;
  put(out.doc, out.link || current.send, summaryOf(current.sc));
  await show(current.gid);
  const copy = panel && panel.querySelector(".remote-copy");
  if (copy) copy.focus();
  return true;
}

async function askEnd() {
  if (!current || working) return;
  const silent = who(current.sc, current.sc.owes);
  const yes = await askConfirm(els.confirmDialog, { title: G.askEndTitle, text: G.askEndText(silent), yes: G.askEndYes, no: G.askEndNo });
  if (!yes) return;
  try {
    const out = await app.engine.call("group_ask_end", current.doc);
    put(out.doc, out.link, summaryOf(current.sc));
    await show(current.gid);
  } catch (err) {
    showMessage(refusalText(err));
  }
}

// A game in a group as a mode of play of the page (shell/controller.js): its moves go out as
// messages, it keeps its games itself, and it has no file of its own yet.
const GROUP = {
  name: "group",
  act: (action) => timed("move", () => act(action)),
  ownForcedMoves: true,
  ownSave: true,
  saveFile: () => (showMessage(G.noFiles), true),
  shareFile: () => (showMessage(G.noFiles), true),
  publicPositionOnly: true,
  status: () => (current && current.sc.ended ? statusText(current.sc) : null),
};

// ------------------------------------------------------------------ links

// links are opened one after the other, each on the document the one before left
let opening = Promise.resolve();

/** Opens a group link (a message, a join or an invitation); a refused one changes nothing. */
export function openLink(raw) {
  if (!app.ready) return Promise.resolve(false);
  receiving++;
  const done = opening.then(() => timed("open", () => receive(raw)));
  opening = done.catch(() => {});
  return done.finally(() => receiving--);
}

async function receive(raw) {
  let text = String(raw).trim();
  const at = text.indexOf("#" + PREFIX);
  if (at >= 0) text = text.slice(at + PREFIX.length + 1);
  try {
    text = decodeURIComponent(text);
  } catch {
    // not %-encoded: taken as it is
  }
  let info;
  try {
    info = await app.engine.call("group_link_info", text);
  } catch (err) {
    return refuse(err);
  }
  const kept = get(info.gid);
  if (kept) {
    let doc;
    try {
      doc = await app.engine.call("group_receive", kept.doc, text);
    } catch (err) {
      // the game the link belongs to is shown as it was (a page opened at the link shows it too)
      if (!current || current.gid !== info.gid) await show(info.gid).catch(() => {});
      return refuse(err);
    }
    put(doc, kept.send, kept.summary);
    if (dialog.open && dialog.dataset.kind === "list") dialog.close();
    await show(info.gid);
    showMessage(G.received);
    return true;
  }
  const game = info.game && gameById(info.game);
  if (info.numbers[0] !== 0 || !game || !info.seats) return refuse(info.numbers[0] !== 0 ? "other-game:" : "bad-link:");
  const seat = info.numbers[1] + 1;
  if (seat >= info.seats) return refuse("not-invited:");
  const name = await askJoin(game, info.seats, seatWord(game, seat, info.seats));
  if (name === null) return false;
  let out;
  try {
    out = await app.engine.call("group_join", [text], randomHex(32), name || null);
  } catch (err) {
    return refuse(err);
  }
  put(out.doc, out.link, { stage: "joining", count: out.doc.msgs.length - 1, seats: info.seats, me: out.doc.me });
  return show(out.doc.gid);
}

/** The join dialog: the name this person gives, "" for none, or null (not now). */
function askJoin(game, seats, seat) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      resolve(value);
    };
    const name = h("input", { type: "text", id: "group-join-name", name: "name", maxlength: "40", autocomplete: "nickname" });
    const form = h(
      "form",
      { method: "dialog" },
      h("h2", { id: "group-dialog-title" }, G.joinTitle),
      h("p", {}, G.joinText(game.name, seats, seat)),
      h("p", { class: "group-note" }, G.joinLatest),
      h("p", {}, h("label", { for: "group-join-name" }, G.nameLabel), " ", name),
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => finish(null) }, G.notNow), h("button", { type: "submit", class: "primary" }, G.join)),
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      finish(name.value.trim().slice(0, 40));
    });
    dialog.dataset.kind = "join";
    replaceChildren(dialog, form);
    dialog.setAttribute("aria-labelledby", "group-dialog-title");
    dialog.addEventListener("close", () => finish(null), { once: true });
    if (!dialog.open) dialog.showModal();
    name.focus();
  });
}

/** A `#group=` link the page was opened with (or jumped to): opened, and the fragment dropped. */
export async function openFromHash() {
  const hash = location.hash || "";
  if (!hash.startsWith("#" + PREFIX)) return false;
  history.replaceState(null, "", location.pathname + location.search);
  return openLink(hash);
}

// ------------------------------------------------------------------ the invitation

async function groupGames() {
  capable ??= await app.engine.call("group_games");
  return capable;
}

/** New game → "Play in a group": the game, the number of players, one's name; then the link. */
export async function askInvitation(gameId) {
  const can = await groupGames();
  const games = GAMES.filter((g) => can[g.id]);
  if (!games.length) return;
  const first = games.find((g) => g.id === gameId) || games[0];
  const gameSel = h("select", { id: "group-game", name: "game" }, games.map((g) => h("option", { value: g.id, selected: g === first }, g.name)));
  const seatsSel = h("select", { id: "group-seats", name: "seats" });
  const drawSeats = () => {
    replaceChildren(seatsSel, can[gameSel.value].map((v) => h("option", { value: v }, String(parseInt(v, 10)))));
  };
  gameSel.addEventListener("change", drawSeats);
  drawSeats();
  const name = h("input", { type: "text", id: "group-name", name: "name", maxlength: "40", autocomplete: "nickname" });
  const make = h("button", { type: "submit", class: "primary" }, G.makeInvitation);
  const form = h(
    "form",
    { method: "dialog" },
    h("h2", { id: "group-dialog-title" }, G.inviteTitle),
    h("p", {}, G.inviteIntro),
    h("p", {}, h("label", { for: "group-game" }, G.gameLabel), " ", gameSel),
    h("p", {}, h("label", { for: "group-seats" }, G.seatsLabel), " ", seatsSel),
    h("p", {}, h("label", { for: "group-name" }, G.nameLabel), " ", name),
    h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, G.cancel), make),
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const g = gameById(gameSel.value);
    make.disabled = true;
    try {
      const out = await app.engine.call("group_invite", g.id, { variant: seatsSel.value }, randomHex(32), randomHex(16), name.value.trim().slice(0, 40) || null);
      put(out.doc, out.link, { stage: "joining", count: 0, seats: parseInt(seatsSel.value, 10), me: 0 });
      await show(out.doc.gid);
    } catch (err) {
      make.disabled = false;
      showMessage(errorText(err));
    }
  });
  dialog.dataset.kind = "invite";
  replaceChildren(dialog, form);
  dialog.setAttribute("aria-labelledby", "group-dialog-title");
  if (!dialog.open) dialog.showModal();
  name.focus();
}

// ------------------------------------------------------------------ the list of games

function statusWord(summary) {
  if (!summary) return "";
  return { move: G.statusMove, over: G.statusOver, joining: G.statusJoining }[summary.stage] || G.statusWaiting;
}

export function openList() {
  const rows = list().map(({ doc, summary }) => {
    const game = gameById(doc.game);
    if (!game) return null;
    const seats = (summary && summary.seats) || 3;
    const label = G.listOpen(game.name, seatWord(game, doc.me, seats), statusWord(summary));
    return h(
      "li",
      { dataset: { gid: doc.gid, phase: (summary && summary.stage) || "" } },
      h("button", { type: "button", class: "remote-open", onclick: () => (dialog.close(), show(doc.gid)) }, label),
      " ",
      h("button", { type: "button", class: "inline", "aria-label": G.listDelete(game.name), onclick: () => (remove(doc.gid), openList()) }, "✕"),
    );
  });
  dialog.dataset.kind = "list";
  replaceChildren(
    dialog,
    h("h2", { id: "group-dialog-title" }, G.listTitle),
    rows.length ? h("ul", { class: "remote-list" }, rows) : h("p", {}, G.listEmpty),
    opener(),
    h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => dialog.close() }, G.close)),
  );
  dialog.setAttribute("aria-labelledby", "group-dialog-title");
  if (!dialog.open) dialog.showModal();
}

// ------------------------------------------------------------------ mounting

/** The shell put a game on the board: a group game, or another (then none is reopened at start-up). */
export function shown(mode) {
  if (mode === GROUP) return drawPanel();
  // a game still waiting for its deal lives in its dialog, not on the board: it stays the one
  // reopened at start-up (its link is what the person has to send) while another game is played
  if (current && current.sc.states.length) {
    current = null;
    setShown(null);
  }
  if (panel) panel.hidden = true;
}

let mounted = false;

/** Builds the panel and the dialog (once, when group play is first opened). */
export function mountGroup() {
  if (mounted) return;
  mounted = true;
  registerMode(GROUP);
  panel = h("section", { id: "group-panel", class: "remote-panel group-panel", hidden: true, "aria-labelledby": "group-title", "aria-live": "polite" });
  $("#status").after(panel);
  dialog = h("dialog", { class: "dialog remote-dialog group-dialog" });
  document.body.append(dialog);
  // another tab of this browser changed the game shown here: show it as it is now
  window.addEventListener("storage", (e) => {
    if (current && !working && !receiving && e.key === KEY + current.gid) show(current.gid).catch((err) => showMessage(errorText(err)));
  });
  // test hook: the group game shown, without rules in JavaScript
  window.rosariumGroup = {
    get phase() {
      return current ? (working ? "working" : current.sc.stage) : null;
    },
    get gid() {
      return current ? current.gid : null;
    },
    get count() {
      return current ? current.sc.count : null;
    },
    get me() {
      return current ? current.sc.me : null;
    },
    get owes() {
      return current ? current.sc.owes : null;
    },
    get legal() {
      return current ? current.sc.legal : [];
    },
    get view() {
      return current ? current.sc.view : null;
    },
    get link() {
      const out = current && toSend();
      return out ? urlOf(out.link) : null;
    },
    get busy() {
      return working || receiving > 0;
    },
    get refused() {
      return refusals;
    },
    get timings() {
      return timings.slice();
    },
    get games() {
      return list().map(({ doc, summary }) => ({ gid: doc.gid, game: doc.game, me: doc.me, stage: summary && summary.stage }));
    },
    open: (link) => openLink(link),
    act: (action) => GROUP.act(action),
  };
}

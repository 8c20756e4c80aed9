// Play a friend by links, with no server (web/REMOTE.md). The protocol itself (commitments,
// the hash-chained turns, every check of a link) is the engine's (engine/remote, through the
// `remote_*` page functions); this module is the page around it: the invitation dialog, the
// panel above the board (status, the last turn as a link to copy, share or save, a box to
// paste a friend's link), the list of games with friends, and opening `#turn=` links (the
// fragment never reaches any server). A game with a friend is played on the shell's session
// like any game; this side's seat is the only one a person plays here, and it may act only
// when the engine says this side is on the move.

import { h, replaceChildren, $ } from "../core/dom.js";
import { app, els } from "../shell/page-state.js";
import { showMessage } from "../shell/messages.js";
import { errorText } from "../core/engine.js";
import { askConfirm } from "../shell/dialogs.js";
import { downloadJSON } from "../shell/record-io.js";
import { LANG } from "../core/lang.js";
import { registerMode } from "../shell/controller.js";
import { GAMES, gameById } from "../games/index.js";
import { ENGINE_FACTS } from "../games/info.js";
import { R } from "./strings.js";
import * as store from "./store.js";
import { siteKey } from "../site.mjs";
import { linkBox as sharedLinkBox } from "./link-box.js";
import { startLinkedGame } from "./linked-table.js";
import { LIVE, LiveLink, liveSupported, unpack, stunServer, setStunServer } from "./live.js";

const TURN = "turn=";
// play by links in a group (group.js): loaded only when a person opens it, so that a first
// visit fetches none of it
const GROUP = "group=";
const GROUP_SHOWN = siteKey("group.shown");
let groupModule = null;

/** group.js, imported and mounted on first use. */
export function loadGroup() {
  groupModule ??= import("./group.js").then((m) => (m.mountGroup(), m));
  groupModule.catch(() => (groupModule = null));
  return groupModule;
}

async function withGroup(fn) {
  try {
    return await fn(await loadGroup());
  } catch (err) {
    showMessage(errorText(err));
    return false;
  }
}

/** New game → "Play in a group": its invitation dialog. */
export function askGroupInvitation(gameId) {
  return withGroup((g) => g.askInvitation(gameId));
}

let panel = null;
let inviteDialog = null;
let listDialog = null;
// {game id: [variant ids]} that can be played with a friend: the engine's remote_games() as the
// build wrote it (games/info.js)
const capable = Object.fromEntries(Object.entries(ENGINE_FACTS).filter(([, f]) => f.remote.length).map(([id, f]) => [id, f.remote]));
let current = null; // the game with a friend on the board: {gid, doc, sc}
let busy = false;
// links being opened: until one is in and its board drawn, the board shows the game as it was
let receiving = 0;
// the live connection (live.js) of the game shown, or null: {gid, link: LiveLink, role: "offer" |
// "answer", text: the link to send while connecting, sent: the last turn sent over it}
let live = null;
// answers to an offer made in another tab of this browser reach that tab through this channel
const tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel(siteKey("live")) : null;

function randomHex(bytes) {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The page address that opens `link` in any browser holding this game (or its invitation);
 * `prefix`: the fragment's kind (a turn, or live.js's connection links). */
export function urlOf(link, prefix = TURN) {
  return `${location.origin === "null" ? "" : location.origin}${location.pathname}#${prefix}${link}`;
}

function sideName(game, seat) {
  return game.seatName(seat, 2, null);
}

function statusWord(summary) {
  if (!summary) return "";
  if (summary.phase === "move" || summary.phase === "reply") return R.listYourMove;
  if (summary.phase === "over") return R.listOver;
  if (summary.phase === "invited") return R.listInvited;
  return R.listWaiting(R.friend);
}

function summaryOf(sc) {
  return { phase: sc.stage, turn: sc.count, game: sc.game, me: sc.me, drawnPending: sc.drawn_pending };
}

/** The reason code and words of an engine refusal ("altered: …" from RemoteRefused). */
function refusalText(err) {
  const text = errorText(err); // the class name taken off: "altered: this link changes …"
  const m = /^([a-z-]+):/.exec(text);
  return (m && Object.hasOwn(R.reasons, m[1]) && R.reasons[m[1]]) || text;
}

/** The same for a saved game with a friend: its own words where a link's would mislead. */
function saveRefusalText(err) {
  const m = /^([a-z-]+):/.exec(errorText(err));
  return (m && Object.hasOwn(R.saveReasons, m[1]) && R.saveReasons[m[1]]) || refusalText(err);
}

let refusals = 0; // links refused in this page (a test hook reads it)

function refuseLink(err) {
  refusals++;
  showMessage(R.refused(refusalText(err)));
  return false;
}

// ------------------------------------------------------------------ the link box

function linkBox(link, game, turn, label = R.linkLabel, prefix = TURN) {
  return sharedLinkBox(urlOf(link, prefix), { label, title: game.name, fileName: R.fileName(game.id, turn), words: R });
}

function opener() {
  const input = h("input", { type: "text", class: "link-field", id: `remote-paste-${Math.random().toString(36).slice(2, 8)}`, autocomplete: "off" });
  const go = h("button", { type: "button", onclick: () => input.value.trim() && openLink(input.value) }, R.openButton);
  return h("div", { class: "remote-opener" }, h("label", { for: input.id }, R.openLabel), h("div", { class: "remote-buttons" }, input, go));
}

// ------------------------------------------------------------------ the panel above the board

/** How a game ended outside its rules (engine/remote/protocol.py `ended`), in words. */
function endedText(sc) {
  const how = sc.ended;
  if (how.reason === "forfeit") return how.winner === sc.me ? R.forfeitWon : R.forfeitLost;
  return how.reason === "chains-spent" ? R.chainsSpent(how.chain) : R.overSeen;
}

/** The status line of a game that ended outside its rules. */
function endedStatus(sc) {
  const how = sc.ended;
  if (how.reason === "forfeit") return how.winner === sc.me ? R.statusForfeitWon : R.statusForfeitLost;
  return R.statusChainsSpent;
}

/** Whether the game shown has its live channel open: its turns go and come by themselves. */
const liveOpen = () => !!(live && current && live.gid === current.gid && live.link.state === "open");

function phaseText(sc) {
  if (sc.stage === "move") return liveOpen() ? R.liveYourMove : R.yourMove;
  if (liveOpen() && sc.stage !== "over" && !sc.drawn_pending) return R.liveWaiting;
  if (sc.stage === "over" && sc.ended) return sc.sent_last ? `${endedText(sc)} ${R.sendLast}` : endedText(sc);
  if (sc.stage === "over") return sc.sent_last ? R.over : R.overSeen;
  // the move whose chance outcome waits for the friend, in the game's own words
  if (sc.drawn_pending) return sc.pending_text ? R.chancePending(sc.pending_text) : R.drawnPending;
  return R.waiting;
}

function drawPanel() {
  if (!panel) return;
  if (!current || !friendShown()) {
    panel.hidden = true;
    return;
  }
  const { doc, sc } = current;
  const game = gameById(doc.game);
  // (while live, each turn goes by itself; its link comes back if the connection drops)
  const showLink = sc.link && sc.stage !== "move" && (sc.stage !== "over" || sc.sent_last) && !liveOpen();
  replaceChildren(
    panel,
    h("h2", { id: "remote-title" }, R.panelTitle(game.name, sideName(game, sc.me))),
    h("p", { class: "remote-status", dataset: { phase: sc.stage } }, phaseText(sc)),
    showLink ? linkBox(sc.link, game, sc.count) : null,
    sc.stage !== "over" ? liveSection(game) : null,
    h("details", { class: "remote-more" }, h("summary", {}, R.openButton), opener(), h("button", { type: "button", onclick: () => openList() }, R.friendGames)),
  );
  panel.hidden = false;
}

// ------------------------------------------------------------------ showing a game

/** Shows the game `gid` kept in this browser; owed secrets with no choice are sent at once. */
async function show(gid) {
  const kept = store.get(gid);
  if (!kept) return false;
  let doc = kept.doc;
  let sc = await app.engine.call("remote_screen", doc, LANG);
  if (sc.stage === "reply") {
    // this side owes only its secrets (or a forced pass): nothing to choose, so it is sent
    doc = (await app.engine.call("remote_play", doc, null)).doc;
    sc = await app.engine.call("remote_screen", doc, LANG);
  }
  // written only when something changed: another tab showing this game reloads on each write
  if (doc !== kept.doc || JSON.stringify(summaryOf(sc)) !== JSON.stringify(kept.summary)) store.put(doc, summaryOf(sc));
  store.setShown(gid);
  current = { gid, doc, sc };
  sendLive();
  const game = gameById(doc.game);
  if (!sc.states.length) {
    // nothing dealt yet: the link to send is the whole screen
    showInvitation(game, sc);
    return true;
  }
  if (inviteDialog && inviteDialog.open) inviteDialog.close();
  // this side's seat is a person's, the other the friend's ("remote": never moved here); while
  // this side's own draw waits for the friend the board shows the position before it, where
  // this seat is still to move, so then no seat is a person's (the shell's mode stays "remote")
  const controllers = [0, 1].map((s) => (s === sc.me && !sc.drawn_pending ? "human" : "remote"));
  const names = [0, 1].map((s) => sideName(game, s));
  // the shared record format (engine/games/PROTOCOL.md, "Sharing"): no seed, the pile a set,
  // each draw its card; Save game and Share game write their own files (friendFile below)
  await startLinkedGame(game, doc, sc, { mode: FRIEND, gid, controllers, names });
  drawPanel();
  return true;
}

/** What the shell calls for a person's action on the board of a game with a friend. */
async function act(action) {
  if (!current || current.sc.stage !== "move" || busy || receiving) return false;
  busy = true;
  try {
    const out = await app.engine.call("remote_play", current.doc, action);
    store.put(out.doc, current.sc);
    await show(current.gid);
    const copy = panel && panel.querySelector(".remote-copy");
    if (copy) copy.focus();
    return true;
  } catch (err) {
    showMessage(errorText(err));
    return false;
  } finally {
    busy = false;
  }
}

// The game with a friend as a mode of play of the page (shell/controller.js, registerMode): what
// it does its own way. Its forced moves go out as turns; its games are kept by store.js; Save
// game and Share game write its own files (TBL-2.1, TBL-2.2); a link carries its public position.
const FRIEND = {
  name: "remote",
  act: (action) => act(action),
  ownForcedMoves: true,
  ownSave: true,
  saveFile: () => saveFriendGame(),
  shareFile: () => shareFriendGame(),
  sharedRecord: () => sharedFriendRecord(),
  publicPositionOnly: true,
  status: () => (current && current.sc.stage === "over" && current.sc.ended ? endedStatus(current.sc) : null),
  ownsFile: (record) => isFriendSave(record),
  openFile: (record) => openFriendSave(record),
};

/** Whether the game on the board is a game with a friend. */
const friendShown = () => app.mode === FRIEND;

// ------------------------------------------------------------------ links

/** Opens a friend's link (a turn, an answer or an invitation); a refused one changes nothing. */
export async function openLink(raw, { quiet = false } = {}) {
  if (!app.ready) return false;
  if (String(raw).includes(LIVE)) return openLiveLink(raw);
  receiving++;
  try {
    return await receive(raw, quiet);
  } finally {
    receiving--;
  }
}

async function receive(raw, quiet = false) {
  // a turn that arrives live twice (each side sends its last turn when the channel opens) is
  // left as it is, without a word
  const refuse = (err) => (quiet && /^replayed:/.test(errorText(err)) ? false : refuseLink(err));
  let text = String(raw).trim();
  const at = text.indexOf("#" + TURN);
  if (at >= 0) text = text.slice(at + TURN.length + 1);
  try {
    text = decodeURIComponent(text);
  } catch {
    // not %-encoded: taken as it is
  }
  let info;
  try {
    info = await app.engine.call("remote_link_info", text);
  } catch (err) {
    return refuse(err);
  }
  const kept = store.get(info.gid);
  if (kept) {
    let doc;
    try {
      doc = await app.engine.call("remote_receive", kept.doc, text);
    } catch (err) {
      return refuse(err);
    }
    store.put(doc, kept.summary);
    if (listDialog && listDialog.open) listDialog.close();
    await show(info.gid);
    showMessage(R.received);
    return true;
  }
  if (!info.invitation) return refuse("other-game:");
  const game = gameById(info.game);
  if (!game) return refuse("bad-link:");
  const yes = await askConfirm(els.confirmDialog, { title: R.acceptTitle, text: R.acceptText(game.name, sideName(game, 1 - info.seat)), yes: R.accept, no: R.decline });
  if (!yes) return false;
  let out;
  try {
    out = await app.engine.call("remote_accept", text, randomHex(32));
  } catch (err) {
    return refuse(err);
  }
  store.put(out.doc, { phase: "waiting", turn: 1, game: out.doc.game, me: out.doc.me });
  return show(out.doc.gid);
}

/** A `#turn=` link the page was opened with (or jumped to): opened, and the fragment dropped. */
export async function openFromHash() {
  const hash = location.hash || "";
  if (hash.startsWith("#" + GROUP)) return app.ready ? withGroup((g) => g.openFromHash()) : false;
  if (!hash.startsWith("#" + TURN) && !hash.startsWith("#" + LIVE)) return false;
  history.replaceState(null, "", location.pathname + location.search);
  return openLink(hash);
}

/** At start-up: a `#turn=` link, else the game with a friend shown last. True when one is on the board. */
export async function openAtStart() {
  // a group link: its game is on the board when the link was taken in, and when it was refused
  // for a game this browser holds (shown as it was)
  if ((location.hash || "").startsWith("#" + GROUP)) return (await openFromHash(), !!app.mode);
  if (await openFromHash()) return friendShown();
  const gid = store.shown();
  if (!gid || !store.get(gid)) return groupAtStart();
  try {
    await show(gid);
  } catch (err) {
    showMessage(errorText(err));
    return false;
  }
  return friendShown();
}

/** At start-up: the game in a group shown last, if any (group.js loaded only then). */
async function groupAtStart() {
  let gid = null;
  try {
    gid = localStorage.getItem(GROUP_SHOWN);
  } catch {
    return false;
  }
  if (!gid) return false;
  return (await withGroup((g) => g.show(gid))) && !!app.mode;
}

// ------------------------------------------------------------------ live play (live.js)

/** The panel's part for live play: the button, the link to send while connecting, the state. */
function liveSection(game) {
  if (!liveSupported()) return h("p", { class: "remote-live-state", dataset: { live: "missing" } }, R.liveMissing);
  const mine = live && live.gid === current.gid ? live : null;
  const state = mine ? mine.link.state : "none";
  const parts = [];
  if (state === "open") parts.push(h("p", { class: "remote-live-state", dataset: { live: state } }, R.liveOpen));
  else if (mine && mine.text && (state === "offering" || state === "answering")) {
    parts.push(h("p", { class: "remote-live-state", dataset: { live: state } }, state === "offering" ? R.liveOffered : R.liveAnswered));
    parts.push(linkBox(mine.text, game, current.sc.count, state === "offering" ? R.liveOfferLabel : R.liveAnswerLabel, LIVE));
    parts.push(h("button", { type: "button", onclick: () => stopLive() }, R.liveCancel));
  } else {
    if (state === "lost" || state === "failed") parts.push(h("p", { class: "remote-live-state", dataset: { live: state } }, state === "lost" ? R.liveLost : R.liveFailed));
    parts.push(h("button", { type: "button", class: "remote-live-start", onclick: () => startLive() }, R.playLive));
    parts.push(stunSetting());
  }
  return h("div", { class: "remote-live" }, parts);
}

/** The optional STUN server, with what it learns in plain words. */
function stunSetting() {
  const input = h("input", { type: "text", id: "remote-stun", class: "link-field", value: stunServer(), placeholder: "stun:stun.example.org:3478", autocomplete: "off", spellcheck: "false" });
  const save = h("button", { type: "button", onclick: () => showMessage(setStunServer(input.value) ? R.stunSaved : R.stunRefused) }, R.stunSave);
  return h("details", { class: "remote-stun" }, h("summary", {}, R.stunTitle), h("p", {}, R.stunNote), h("label", { for: "remote-stun" }, R.stunLabel), h("div", { class: "remote-buttons" }, input, save));
}

/** The panel again, and the invitation dialog of a game still waiting for its deal. */
function redraw() {
  drawPanel();
  if (current && !current.sc.states.length && inviteDialog && inviteDialog.open) showInvitation(gameById(current.doc.game), current.sc);
}

function newLive(gid, role) {
  if (live) live.link.close();
  const link = new LiveLink(gid, {
    message: (text) => liveMessage(gid, text),
    state: (state) => {
      if (state === "open" && live && live.link === link) live.sent = null; // both sides send their last turn
      if (state === "open") sendLive();
      redraw();
      if (state === "open") showMessage(R.liveOpen);
      else if (state === "lost") showMessage(R.liveLost);
    },
  });
  live = { gid, link, role, text: null, sent: null };
  return live;
}

/** "Play live": this side's offer, as a link to send. */
async function startLive() {
  if (!current || !liveSupported()) return;
  const mine = newLive(current.gid, "offer");
  try {
    mine.text = await mine.link.offer();
  } catch (err) {
    stopLive();
    showMessage(R.liveRefused(errorText(err)));
    return;
  }
  drawPanel();
  const copy = panel && panel.querySelector(".remote-live .remote-copy");
  if (copy) copy.focus();
}

function stopLive() {
  if (live) live.link.close();
  live = null;
  redraw();
}

/** A live link opened: the friend's offer (answered here) or the answer to this side's offer
 * (taken here, or by the tab of this browser that made the offer). */
async function openLiveLink(raw) {
  let text = String(raw).trim();
  const at = text.indexOf(LIVE);
  text = text.slice(at + LIVE.length);
  try {
    text = decodeURIComponent(text);
  } catch {
    // not %-encoded
  }
  let what;
  try {
    what = await unpack(text);
  } catch (err) {
    showMessage(R.liveRefused(R.liveDamaged));
    return false;
  }
  if (!store.get(what.g)) {
    showMessage(R.liveRefused(R.liveOtherGame));
    return false;
  }
  if (!liveSupported()) {
    showMessage(R.liveMissing);
    return false;
  }
  if (what.t === "a") {
    if (live && live.gid === what.g && live.role === "offer" && live.link.state === "offering") return takeAnswer(what);
    if (await handedToTab(text, what.g)) {
      showMessage(R.liveHanded);
      return false;
    }
    showMessage(R.liveRefused(R.liveNoOffer));
    return false;
  }
  await show(what.g);
  const mine = newLive(what.g, "answer");
  try {
    mine.text = await mine.link.answer(what.s);
  } catch (err) {
    stopLive();
    showMessage(R.liveRefused(errorText(err)));
    return false;
  }
  redraw();
  return true;
}

async function takeAnswer(what) {
  try {
    await live.link.accept(what.s);
  } catch (err) {
    showMessage(R.liveRefused(errorText(err)));
    return false;
  }
  return true;
}

/** Hands an answer to the tab of this browser whose offer waits for it; whether one took it. */
function handedToTab(text, gid) {
  if (!tabs) return Promise.resolve(false);
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const timer = setTimeout(() => (tabs.removeEventListener("message", taken), resolve(false)), 2000);
    const taken = (e) => {
      if (e.data && e.data.kind === "taken" && e.data.id === id) {
        clearTimeout(timer);
        tabs.removeEventListener("message", taken);
        resolve(true);
      }
    };
    tabs.addEventListener("message", taken);
    tabs.postMessage({ kind: "answer", id, gid, text });
  });
}

/** Another tab of this browser opened the answer to this tab's offer. */
async function answerFromTab(data) {
  if (!data || data.kind !== "answer" || !live || live.gid !== data.gid || live.role !== "offer" || live.link.state !== "offering") return;
  let what;
  try {
    what = await unpack(data.text);
  } catch {
    return;
  }
  if (what.t !== "a" || what.g !== live.gid) return;
  tabs.postMessage({ kind: "taken", id: data.id });
  takeAnswer(what);
}

// turns that arrive live are opened one after the other, each once this side is not busy
let liveQueue = Promise.resolve();

function liveMessage(gid, text) {
  liveQueue = liveQueue.then(async () => {
    while (busy || receiving) await new Promise((r) => setTimeout(r, 50));
    if (!live || live.gid !== gid) return;
    await openLink(text, { quiet: true });
  });
}

/** Sends this side's last turn over the live channel, once. */
function sendLive() {
  if (!live || !current || live.gid !== current.gid || !live.link.open) return;
  const link = current.sc.link;
  if (!link || link === live.sent) return;
  live.sent = link;
  live.link.send(link);
}

// ------------------------------------------------------------------ files

/** True when the game on the board is a game with a friend (Save and Share are its own). */
const friendOnBoard = () => !!(friendShown() && current);

/** "Save game" of a game with a friend (TBL-2.1): this side's document, which resumes exactly this game in
 * any browser; it holds this side's secrets (its seed: its court and its part of every chance
 * outcome to come) and none of the friend's (engine/remote/files.py). */
function saveFriendGame() {
  if (!friendOnBoard()) return false;
  downloadJSON(current.doc, R.saveName(current.doc.game, current.sc.count));
  showMessage(R.savedFriend);
  return true;
}

/** "Share game": the record anyone may see (TBL-2.2, engine/remote/files.py). */
async function sharedFriendRecord() {
  const game = gameById(current.doc.game);
  return app.engine.call("remote_shared_record", current.doc, [0, 1].map((s) => sideName(game, s)));
}

async function shareFriendGame() {
  if (!friendOnBoard()) return false;
  let record;
  try {
    record = await sharedFriendRecord();
  } catch (err) {
    showMessage(errorText(err));
    return true;
  }
  downloadJSON(record, gameById(current.doc.game).exportName);
  showMessage(record.actions.length ? R.sharedFriendMoves : R.sharedFriendView);
  return true;
}

/** Whether `record` (a parsed file) is a side's saved game with a friend. */
const isFriendSave = (record) => !!record && typeof record === "object" && record.kind === "rosarium-remote";

/** Opens a side's saved game with a friend: kept in this browser (unless it holds a later turn
 * of the same game already) and shown; a damaged save or one of the other side changes nothing. */
async function openFriendSave(doc) {
  if (!app.ready) return false;
  const kept = doc && typeof doc.gid === "string" ? store.get(doc.gid) : null;
  let out;
  try {
    out = await app.engine.call("remote_restore", kept ? kept.doc : null, doc);
  } catch (err) {
    showMessage(R.saveRefused(saveRefusalText(err)));
    return false;
  }
  if (out.from === "file") store.put(out.doc, { phase: "waiting", turn: out.doc.msgs.length - 1, game: out.doc.game, me: out.doc.me });
  if (listDialog && listDialog.open) listDialog.close();
  await show(out.doc.gid);
  showMessage(out.from === "file" ? R.saveOpened : R.saveOlder);
  return true;
}

// ------------------------------------------------------------------ the invitation

function showInvitation(game, sc) {
  const intro = sc.stage === "invited" ? R.invited : R.accepted;
  // a live link opened before the deal is complete: its answer is sent from here
  const connecting = live && live.gid === current.gid && ["offering", "answering", "open"].includes(live.link.state) ? liveSection(game) : null;
  replaceChildren(
    inviteDialog,
    h("h2", { id: "remote-invite-title" }, R.inviteTitle),
    h("p", { class: "remote-status", dataset: { phase: sc.stage } }, R.panelTitle(game.name, sideName(game, sc.me))),
    // (the friend who sent a live link has this side's answer already)
    connecting ? null : h("p", {}, intro),
    connecting ? null : linkBox(sc.link, game, sc.count, sc.stage === "invited" ? R.inviteLinkLabel : R.answerLinkLabel),
    connecting,
    h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => inviteDialog.close() }, R.close)),
  );
  if (!inviteDialog.open) inviteDialog.showModal();
  const copy = inviteDialog.querySelector(".remote-copy");
  if (copy) copy.focus();
}

/** New game → "Play a friend": choose the game and side, then the invitation link. */
export function askInvitation(gameId) {
  const games = GAMES.filter((g) => capable[g.id]);
  if (!games.length) return;
  const first = games.find((g) => g.id === gameId) || games[0];
  const gameSel = h("select", { id: "remote-game", name: "game" }, games.map((g) => h("option", { value: g.id, selected: g === first }, g.name)));
  const sides = h("fieldset", {}, h("legend", {}, R.yourSide));
  const drawSides = () => {
    const g = gameById(gameSel.value);
    replaceChildren(sides, h("legend", {}, R.yourSide), [0, 1].map((s) => h("label", { class: "choice" }, h("input", { type: "radio", name: "side", value: String(s), checked: s === 0 }), " ", sideName(g, s))));
  };
  gameSel.addEventListener("change", drawSides);
  drawSides();
  const make = h("button", { type: "submit", class: "primary" }, R.makeInvitation);
  const form = h(
    "form",
    { method: "dialog" },
    h("h2", { id: "remote-invite-title" }, R.inviteTitle),
    h("p", {}, R.inviteIntro),
    h("p", {}, h("label", { for: "remote-game" }, "", gameSel)),
    sides,
    h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => inviteDialog.close() }, R.cancel), make),
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const g = gameById(gameSel.value);
    const seat = Number(form.elements.side.value);
    try {
      const out = await app.engine.call("remote_invite", g.id, { variant: capable[g.id][0] }, seat, randomHex(32), randomHex(16));
      store.put(out.doc, { phase: "invited", turn: 0, game: g.id, me: seat });
      await show(out.doc.gid);
    } catch (err) {
      showMessage(errorText(err));
    }
  });
  replaceChildren(inviteDialog, form);
  inviteDialog.showModal();
  make.focus();
}

// ------------------------------------------------------------------ the list of games

function openList() {
  const games = store.list();
  const rows = games.map(({ doc, summary }) => {
    const game = gameById(doc.game);
    if (!game) return null;
    const label = R.listOpen(game.name, sideName(game, doc.me), statusWord(summary));
    return h(
      "li",
      { dataset: { gid: doc.gid, phase: (summary && summary.phase) || "" } },
      h("button", { type: "button", class: "remote-open", onclick: () => (listDialog.close(), show(doc.gid)) }, label),
      " ",
      h("button", { type: "button", class: "inline", "aria-label": R.listDelete(game.name), onclick: () => (store.remove(doc.gid), openList()) }, "✕"),
    );
  });
  replaceChildren(
    listDialog,
    h("h2", { id: "remote-list-title" }, R.listTitle),
    rows.length ? h("ul", { class: "remote-list" }, rows) : h("p", {}, R.listEmpty),
    opener(),
    h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => listDialog.close() }, R.close)),
  );
  if (!listDialog.open) listDialog.showModal();
}

// ------------------------------------------------------------------ mounting

/** Builds the panel, the dialogs and the menu entry; listens for `#turn=` links. */
export function mountRemote() {
  registerMode(FRIEND);
  panel = h("section", { id: "remote-panel", class: "remote-panel", hidden: true, "aria-labelledby": "remote-title", "aria-live": "polite" });
  $("#status").after(panel);
  inviteDialog = h("dialog", { class: "dialog remote-dialog", "aria-labelledby": "remote-invite-title" });
  listDialog = h("dialog", { class: "dialog remote-dialog", "aria-labelledby": "remote-list-title" });
  document.body.append(inviteDialog, listDialog);
  $("#menu-extra").append(
    h("button", { type: "button", id: "btn-friends", onclick: () => openList() }, R.friendGames),
    h("button", { type: "button", id: "btn-groups", onclick: () => withGroup((g) => g.openList()) }, R.groupGames),
  );
  window.addEventListener("hashchange", () => openFromHash());
  if (tabs) tabs.addEventListener("message", (e) => answerFromTab(e.data));
  // another tab of this browser opened a link of the game shown here: show it as it is now,
  // so this tab never answers from an old document
  window.addEventListener("storage", (e) => {
    if (current && !busy && !receiving && store.isKeyOf(e.key, current.gid)) show(current.gid).catch((err) => showMessage(errorText(err)));
  });
  // test hook: the game with a friend on the board, without rules in JavaScript
  window.rosariumRemote = {
    get phase() {
      return current && (friendShown() || !current.sc.states.length) ? current.sc.stage : null;
    },
    get gid() {
      return current ? current.gid : null;
    },
    get turn() {
      return current ? current.sc.count : null;
    },
    get link() {
      return current && current.sc.link ? urlOf(current.sc.link) : null;
    },
    get games() {
      return store.list().map(({ doc, summary }) => ({ gid: doc.gid, game: doc.game, me: doc.me, phase: summary && summary.phase }));
    },
    get busy() {
      return busy || receiving > 0;
    },
    get refused() {
      return refusals;
    },
    open: (link) => openLink(link),
    act: (action) => act(action),
    // the live connection: its state ("none", "offering", "answering", "open", "lost", "failed")
    // and the link this side sends while connecting
    get live() {
      return live && current && live.gid === current.gid ? { state: live.link.state, link: live.text ? urlOf(live.text, LIVE) : null } : { state: "none", link: null };
    },
  };
}

/** The shell put a game on the board: a game with a friend (`controller`) or another one. */
export function remoteShown(which) {
  if (groupModule) groupModule.then((g) => g.shown(which), () => {});
  else if (which !== FRIEND) {
    try {
      localStorage.removeItem(GROUP_SHOWN); // another game on the board: no group game reopens at start-up
    } catch {
      // nothing kept
    }
  }
  // a game still waiting for its deal lives in its dialog, not on the board: it stays the one
  // reopened at start-up (its link is what the person has to send) while another game is played
  if (which !== FRIEND && current && current.sc.states.length) {
    current = null;
    store.setShown(null);
  }
  drawPanel();
}

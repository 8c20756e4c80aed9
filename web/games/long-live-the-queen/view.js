// Long Live the Queen's drawing: pure drawing from one seat's ui_state (engine.api.ui_state(state,
// seat), see web/PROTOCOL.md). Nothing here knows rules: threats, legal actions, faces and the
// printed tile data all come from the engine. Never handed the full state.
// The engine names tiles and seats by English identifiers ("Sniper", "White"); everything shown
// goes through the string tables (LQ.tileName, LQ.seatName), so the German page never shows them raw.

import { h } from "../../core/dom.js";
import { T as LQ } from "./strings.js";
import { aimBadge, faceMark, hitBadge, initiativeBadge } from "./badges.js";
import { POSITIONS, keyOf, parseKey } from "./picking.js";

export function names() {
  return [LQ.seatName(0), LQ.seatName(1)];
}

// ---------------------------------------------------------------- tiles

function tileInfo(ui, name) {
  return (ui.characters && ui.characters[name]) || { initiative: null, colour: null };
}

/**
 * One tile, a button named by seat, character and position: face-up, own face-down (name + mark),
 * known face-down (name + mark) or a back. Picking it is the table's (table.js); here only the
 * marks of the open choice (model.marks: selected, sources, targets, hinted).
 */
function tile(ui, seat, slot, label, key, extra, model) {
  const who = names()[seat];
  const known = slot.tile !== null && slot.tile !== undefined;
  const face = slot.face; // U, K or D
  const m = model.marks || {};
  const name = known ? LQ.tileName(slot.tile) : null;
  const aria = !known ? label.back(who) : face === "U" ? label.up(who, name) : face === "K" ? label.known(who, name) : label.own(who, name);
  const info = known ? tileInfo(ui, slot.tile) : null;
  const cls = ["lq-tile", `seat-${seat}`];
  if (!known) cls.push("back");
  else cls.push(face === "U" ? "up" : "down", face === "K" ? "known" : "", seat === ui.viewer ? "mine" : "", info.colour ? `c-${info.colour}` : "c-none");
  const selected = m.selected === key;
  const source = m.sources && m.sources.has(key);
  const target = m.targets && m.targets.has(key);
  if (selected) cls.push("selected");
  else if (target) cls.push("target");
  else if (source && !m.selected) cls.push("source");
  const hinted = !!(m.hinted && m.hinted.has(key));
  if (hinted) cls.push("hint");
  const last = !!(m.last && m.last.has(key));
  if (last) cls.push("last-move");
  const picked = m.selected ? model.pickedName : null;
  const attrs = {
    type: "button",
    class: cls.filter(Boolean).join(" "),
    "aria-label": [aria, ...(extra.notes || [])].join(", "),
    "aria-pressed": selected ? "true" : null,
    "aria-description": [selected ? LQ.tilePicked : target ? LQ.tileTarget(picked) : source && !m.selected ? LQ.tileCanPick : null, hinted ? LQ.hintMark : null, last ? LQ.lastMoveMark : null].filter(Boolean).join(", ") || null,
    tabindex: "-1", // the table (core/roving.js) makes one tile the Tab stop
    draggable: source || target || selected ? "true" : null,
    dataset: { key },
  };
  // the marks sit in a row of their own beside the name (a column under it on wide screens), so
  // none ever covers a name
  const badges = extra.badges && extra.badges.length ? h("span", { class: "lq-badges" }, extra.badges) : null;
  if (!known) return h("button", attrs, h("span", { class: "lq-back-mark", "aria-hidden": "true" }, "✿"), badges);
  return h(
    "button",
    attrs,
    initiativeBadge(info.initiative),
    h("span", { class: "lq-name", "aria-hidden": "true" }, LQ.tileFace(slot.tile)),
    face !== "U" ? faceMark(face) : null,
    badges,
  );
}

/** The viewer's set-up draft drawn as its own face-down line (before it is confirmed). */
function draftLine(ui, seat, draft) {
  if (!draft || ui.phase !== "setup" || seat !== ui.viewer || (ui.lines && ui.lines[seat])) return null;
  return POSITIONS.map((p) => ({ position: p, tile: p === 7 ? "Princess" : draft[String(p)], up: p === 7, face: p === 7 ? "U" : "D" }));
}

function lineTile(ui, seat, p, model) {
  const draft = seat === ui.viewer ? model.draft : null;
  const line = (ui.lines && ui.lines[seat]) || draftLine(ui, seat, draft);
  const slot = line ? line.find((s) => s.position === p) : null;
  const who = names()[seat];
  const notes = [];
  const badges = [];
  let hit = false;
  for (const t of ui.threats || []) {
    if (t.seat === seat && t.position === p) badges.push(aimBadge(t.target, LQ.threatTitle(LQ.tileName(t.tile), t.target)));
    if (t.target_seat === seat && t.target === p) {
      // A Guard next to the target keeps it face up (LQ-5.11): show the aim, not a hit.
      const say = t.protected ? LQ.threatenedGuarded : LQ.threatened;
      notes.push(say(names()[t.seat], LQ.tileName(t.tile), t.position));
      badges.push(hitBadge(t.protected));
      hit = hit || !t.protected;
    }
  }
  if (!line) return h("div", { class: "lq-tile empty", role: "img", "aria-label": `${LQ.lineLabel(who)}: ${LQ.notArranged}` }, "");
  if (!slot) return h("div", { class: "lq-tile empty", role: "img", "aria-label": LQ.tileEmpty(p) }, "");
  const label = {
    up: (w, n) => LQ.tileUp(w, n, p),
    own: (w, n) => LQ.tileDownOwn(w, n, p),
    known: (w, n) => LQ.tileDownKnown(w, n, p),
    back: (w) => LQ.tileBack(w, p),
  };
  const el = tile(ui, seat, slot, label, keyOf(seat, p), { notes, badges }, model);
  if (hit) el.classList.add("threatened");
  return el;
}

function masterTile(ui, seat, model) {
  const draft = seat === ui.viewer ? model.draft : null;
  const m = (ui.masters && ui.masters[seat]) || (draftLine(ui, seat, draft) && { tile: draft.master, up: false, face: "D" });
  const who = names()[seat];
  if (!m) return h("div", { class: "lq-tile empty master", role: "img", "aria-label": `${LQ.masterLabel(who)}: ${LQ.notArranged}` }, "");
  const el = tile(
    ui,
    seat,
    m,
    {
      up: (w, n) => LQ.masterUp(w, n),
      own: (w, n) => LQ.masterDownOwn(w, n),
      known: (w, n) => LQ.masterDownKnown(w, n),
      back: (w) => LQ.masterBack(w),
    },
    keyOf(seat, null),
    {},
    model,
  );
  el.classList.add("master");
  return el;
}

/** What a tile is, for its ability card (ability-card.js): from the same ui the board shows. */
export function tileFacts(ui, key, draft) {
  const { seat, position } = parseKey(key);
  const mine = seat === ui.viewer;
  let slot;
  if (position === null) slot = (ui.masters && ui.masters[seat]) || (mine && draftLine(ui, seat, draft) ? { tile: draft.master } : null);
  else {
    const line = (ui.lines && ui.lines[seat]) || (mine ? draftLine(ui, seat, draft) : null);
    slot = line && line.find((s) => s.position === position);
  }
  if (!slot) return null;
  if (slot.tile === null || slot.tile === undefined) {
    const unknown = (ui.unknown && ui.unknown[seat]) || [];
    const left = [...new Set(unknown)].map((n) => LQ.tileName(n)).join(", ");
    return { title: LQ.tileOf(names()[seat]), lines: [LQ.cardBack, left ? LQ.cardUnknown(left) : null].filter(Boolean) };
  }
  const info = tileInfo(ui, slot.tile);
  const colour = info.colour ? LQ.colourName(info.colour) : null;
  const lines = [LQ.cardFacts(info.initiative, colour), LQ.abilities[slot.tile]];
  const master = seat === ui.viewer && draft && ui.phase === "setup" ? draft.master : ui.masters && ui.masters[seat] && ui.masters[seat].tile;
  if (slot.tile === "Apprentice" && master) lines.push(LQ.cardApprentice(LQ.tileName(master))); // LQ-5.10
  if (ui.phase === "setup" && ui.setup && ui.setup.masters.includes(slot.tile)) lines.push(LQ.cardMasterOk);
  lines.push(LQ.cardWhen);
  return { title: LQ.tileName(slot.tile), lines: lines.filter(Boolean) };
}

// ---------------------------------------------------------------- prestige

function tokens(p) {
  return ["red", "yellow", "blue"].map((c) =>
    h("span", { class: `lq-token c-${c}`, "aria-hidden": "true" }, h("span", { class: "lq-dot" }), String(p[c] ?? 0)),
  );
}

function seatPanel(ui, seat, model) {
  const who = names()[seat];
  const p = (ui.prestige && ui.prestige[seat]) || { red: 0, yellow: 0, blue: 0 };
  const tags = [];
  if (model.controllers && model.controllers[seat] === "computer") tags.push(LQ.computer);
  else if (seat === ui.viewer) tags.push(LQ.you);
  const onTurn = !ui.outcome && ui.phase !== "setup" && ui.to_move === seat && ui.turn > 0;
  const deciding = !ui.outcome && ui.current_player === seat;
  return h(
    "section",
    { class: `lq-seat seat-${seat}${deciding ? " deciding" : ""}`, "aria-label": who, dataset: { seat: String(seat) } },
    h(
      "h2",
      { class: "lq-seat-name" },
      who,
      tags.length ? h("span", { class: "lq-tag" }, ` (${tags.join(", ")})`) : null,
      onTurn ? h("span", { class: "lq-badge turn" }, LQ.onTurn) : null,
      deciding ? h("span", { class: "lq-badge decide" }, LQ.deciding) : null,
    ),
    h("div", { class: "lq-master-slot" }, h("span", { class: "lq-caption" }, LQ.editorMaster), masterTile(ui, seat, model)),
    h("div", { class: "lq-prestige", role: "img", "aria-label": LQ.prestigeLabel(who, p) }, tokens(p)),
  );
}

// ---------------------------------------------------------------- the bar

function activePosition(ui) {
  return ui.dice && ui.dice.length === 2 ? ui.dice[0] + ui.dice[1] : null;
}

/** A number of the bar: the position just rolled in gold, one the last move named ringed. */
function numberCell(p, active, last) {
  const label = [active ? LQ.positionActive(p) : String(p), last ? LQ.lastMoveNumber : null].filter(Boolean).join(", ");
  return h("div", { class: `lq-num${last ? " last-move" : ""}`, role: "img", "aria-label": label }, String(p));
}

/** The number bar with the other seat's line above and the viewer's below (phones: columns). */
export function renderBoard(ui, model) {
  const me = ui.viewer ?? 0;
  const other = 1 - me;
  const active = activePosition(ui);
  const cols = POSITIONS.map((p) =>
    h(
      "div",
      { class: `lq-col${p === active ? " active" : ""}`, role: "listitem" },
      lineTile(ui, other, p, model),
      numberCell(p, p === active, !!(model.marks && model.marks.lastPositions && model.marks.lastPositions.has(p))),
      lineTile(ui, me, p, model),
    ),
  );
  return h(
    "div",
    { class: "lq-board", role: "group", "aria-label": LQ.tableLabel },
    seatPanel(ui, other, model),
    h("div", { class: "lq-bar", role: "list", "aria-label": LQ.barLabel }, cols),
    seatPanel(ui, me, model),
  );
}

// ---------------------------------------------------------------- dice, supply, turn

function die(v) {
  return h(
    "span",
    { class: `lq-die v${v}`, "aria-hidden": "true" },
    Array.from({ length: 9 }, (_, i) => h("span", { class: `pip p${i}` })),
  );
}

export function renderDice(ui, animate) {
  const d = ui.dice || [];
  let label = LQ.diceNone;
  let body = [h("span", { class: "muted" }, LQ.diceNone)];
  if (d.length === 2) {
    label = LQ.diceLabel(d[0], d[1]);
    body = [die(d[0]), die(d[1]), h("span", { class: "lq-total", "aria-hidden": "true" }, LQ.diceTotal(d[0] + d[1]))];
  } else if (d.length === 4) {
    label = LQ.diceStart([d[0], d[1]], [d[2], d[3]]);
    body = [
      h("span", { class: "lq-dice-who", "aria-hidden": "true" }, LQ.seatName(0)),
      die(d[0]),
      die(d[1]),
      h("span", { class: "lq-dice-who", "aria-hidden": "true" }, LQ.seatName(1)),
      die(d[2]),
      die(d[3]),
    ];
  }
  return h("div", { class: `lq-dice${animate ? " rolling" : ""}`, role: "img", "aria-label": label }, body);
}

export function renderInfo(ui) {
  const s = ui.supply || { red: 0, yellow: 0, blue: 0 };
  return h(
    "div",
    { class: "lq-info" },
    h("p", { class: "lq-turn" }, LQ.turnLine(ui.turn || 0, names()[ui.to_move ?? 0])),
    h("p", { class: "lq-goal" }, h("strong", {}, LQ.goalTitle), " ", LQ.winHint),
    h("div", { class: "lq-supply", role: "img", "aria-label": LQ.supplyLabel(s) }, h("span", { class: "lq-caption", "aria-hidden": "true" }, LQ.supplyTitle), tokens(s)),
  );
}

// ---------------------------------------------------------------- status

export function statusText(ui, model) {
  const n = names();
  if (ui.outcome) return LQ.statusOver(LQ.resultLine(ui.outcome, n));
  const cp = ui.current_player;
  if (cp === null || cp === undefined) return "";
  const who = n[cp];
  if (model.controllers && model.controllers[cp] === "computer") return LQ.statusComputer(who);
  switch (ui.phase) {
    case "setup":
      return cp === ui.viewer ? LQ.statusSetupYou(who) : LQ.statusSetup(who);
    case "start":
      return LQ.statusStart(who);
    case "roll":
      return LQ.statusRoll(who);
    case "court":
      return LQ.statusCourt(who);
    case "resolve": {
      const d = ui.decision || {};
      const f = LQ.statusDecision[d.kind];
      if (!f) return LQ.notYourTurn(who);
      return f(who, n[1 - cp], d.line === cp, d.swaps_left);
    }
    default:
      return LQ.notYourTurn(who);
  }
}

// ---------------------------------------------------------------- actions

export function actionLabel(ui, m) {
  const n = names();
  const cp = ui.current_player;
  const other = n[1 - cp];
  const colour = m.colour ? LQ.colourName(m.colour) : "";
  switch (m.kind) {
    case "roll":
      return LQ.roll;
    case "take":
      return ui.decision && ui.decision.kind === "steal" ? LQ.takeFrom(colour, other) : LQ.take(colour);
    case "return":
      return LQ.returnTo(colour, other);
    case "give":
      return LQ.give(colour, other);
    case "reveal":
      return LQ.reveal(m.position);
    case "swap":
      return m.line === cp ? LQ.swap(m.positions[0], m.positions[1]) : LQ.swapIn(m.positions[0], m.positions[1], n[m.line]);
    case "done":
      return LQ.done;
    case "master":
      return LQ.master(m.position);
    case "skip":
      return LQ.skip;
    case "setup":
      return LQ.randomSetup;
    default:
      return m.action;
  }
}

const TILE_KINDS = new Set(["swap", "master", "reveal"]); // answered on the tiles (picking.js)

/** The line under the choices saying what to pick on the tiles. */
function prompt(ui, model) {
  if (model.pickedName) return LQ.promptPicked(model.pickedName);
  const kinds = new Set((ui.moves || []).map((m) => m.kind));
  if (ui.phase === "court" && (kinds.has("swap") || kinds.has("master"))) return LQ.promptCourt;
  if (kinds.has("swap")) return LQ.promptSwap;
  if (kinds.has("reveal")) return LQ.promptReveal;
  return null;
}

/**
 * The buttons of the deciding human seat (choices not answered on the tiles), with the prompt for
 * the tiles; the Hint's choice (model.hint) is marked among them. With no move allowed (a position
 * browsed in review) only a hinted choice of these buttons is drawn: the choices disabled, the
 * hinted one marked. model: {canAct, hint, onAction(action), draft, draftFrom ("random", "hint" or
 * null: what laid the draft out), onConfirmSetup(), onRandomDraft(), onUseHint(action), pickedName}.
 */
export function renderActions(ui, model) {
  const moves = (ui.moves || []).filter((m) => !TILE_KINDS.has(m.kind));
  const hinted = (m) => m.action === model.hint;
  const button = (m, cls = "") =>
    h(
      "button",
      {
        type: "button",
        class: ["lq-act", cls, hinted(m) ? "hint" : ""].filter(Boolean).join(" "),
        dataset: { action: m.action },
        disabled: !model.canAct,
        "aria-description": hinted(m) ? LQ.hintMark : null,
        onclick: () => model.onAction(m.action),
      },
      actionLabel(ui, m),
    );
  const primary = (m) => (m.kind === "roll" || m.kind === "done" || m.kind === "skip" ? "primary" : m.colour ? `c-${m.colour}` : "");
  if (!model.canAct) {
    if (ui.phase === "setup" || !moves.some(hinted)) return null; // a set-up hint is told in words only
    return h("div", { class: "lq-actions browsed", role: "group", "aria-label": LQ.browsedLabel }, h("div", { class: "lq-buttons" }, moves.map((m) => button(m, m.colour ? `c-${m.colour}` : ""))));
  }
  const group = (...children) => h("div", { class: "lq-actions", role: "group", "aria-label": LQ.actionsLabel }, children);
  const say = (text) => (text ? h("p", { class: "lq-prompt", "aria-live": "polite" }, text) : null);
  if (ui.phase === "setup") {
    if (!model.draft) return group(h("div", { class: "lq-buttons" }, moves.map((m) => button(m, "primary"))));
    // with a draft, a random court and the Hint's court are laid out on the line first and
    // sent only with Confirm (LQ-3.5: the engine checks the whole set-up)
    const setUp = h("button", { type: "button", class: "lq-act primary lq-confirm", onclick: () => model.onConfirmSetup() }, LQ.confirmSetup);
    const random = h("button", { type: "button", class: "lq-act", onclick: () => model.onRandomDraft() }, LQ.randomSetup);
    const hinted = model.hint && model.hint.startsWith("setup ") && model.hint !== "setup random";
    const useHint = hinted ? h("button", { type: "button", class: "lq-act hint", "aria-description": LQ.hintMark, onclick: () => model.onUseHint(model.hint) }, LQ.useHintCourt) : null;
    const note = model.pickedName ? LQ.promptPicked(model.pickedName) : model.draftFrom === "random" ? LQ.randomShown : model.draftFrom === "hint" ? LQ.hintShown : LQ.editorHelp;
    return group(h("h3", { class: "lq-prompt-title" }, LQ.editorTitle), h("div", { class: "lq-buttons" }, useHint, random, setUp), say(note));
  }
  return group(h("div", { class: "lq-buttons" }, moves.map((m) => button(m, primary(m)))), say(prompt(ui, model)));
}

// ---------------------------------------------------------------- result

/** The result; `review` ({label, open()}, the shell's review and analysis) adds its button. */
export function renderResult(ui, onNewGame, newGameLabel, review = null) {
  const o = ui.outcome;
  if (!o) return null;
  const n = names();
  return h(
    "section",
    { class: `lq-result seat-${o.winner}`, "aria-labelledby": "lq-result-title" },
    h("h2", { id: "lq-result-title" }, LQ.resultTitle(n[o.winner])),
    h("p", {}, LQ.resultReason(o, n)),
    o.turn ? h("p", { class: "muted" }, LQ.resultTurn(o.turn)) : null,
    h(
      "div",
      { class: "lq-result-buttons" },
      review ? h("button", { type: "button", onclick: () => review.open() }, review.label) : null,
      h("button", { type: "button", class: "primary", onclick: onNewGame }, newGameLabel),
    ),
  );
}

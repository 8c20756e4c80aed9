// Long Live the Queen's drawing: pure drawing from one seat's ui_state (engine.api.ui_state(state,
// seat), see web/PROTOCOL.md). Nothing here knows rules: threats, legal actions, faces and the
// printed tile data all come from the engine. Never handed the full state.
// The engine names tiles and seats by English identifiers ("Sniper", "White"); everything shown
// goes through the string tables (LQ.tileName, LQ.seatName), so the German page never shows them raw.

import { h } from "../../shell/dom.js";
import { T as LQ } from "./strings.js";

const POSITIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function names() {
  return [LQ.seatName(0), LQ.seatName(1)];
}

// ---------------------------------------------------------------- tiles

function tileInfo(ui, name) {
  return (ui.characters && ui.characters[name]) || { initiative: null, colour: null };
}

/** One tile: face-up, own face-down (name + mark), known face-down (name + mark) or a back. */
function tile(ui, seat, slot, label, extra = {}) {
  const { viewer } = ui;
  const who = names()[seat];
  if (!slot) return h("div", { class: "lq-tile empty", role: "img", "aria-label": label.empty }, "");
  const known = slot.tile !== null && slot.tile !== undefined;
  if (!known) {
    return h(
      "div",
      { class: `lq-tile back seat-${seat}`, role: "img", "aria-label": label.back(who), ...extra.attrs },
      h("span", { class: "lq-back-mark", "aria-hidden": "true" }, "✿"),
      extra.badges,
    );
  }
  const info = tileInfo(ui, slot.tile);
  const face = slot.face; // U, K or D
  const mine = seat === viewer;
  const name = LQ.tileName(slot.tile);
  const aria = face === "U" ? label.up(who, name) : face === "K" ? label.known(who, name) : label.own(who, name);
  const cls = ["lq-tile", `seat-${seat}`, face === "U" ? "up" : "down", face === "K" ? "known" : "", mine ? "mine" : "", info.colour ? `c-${info.colour}` : "c-none"];
  return h(
    "div",
    { class: cls.filter(Boolean).join(" "), role: "img", "aria-label": [aria, ...(extra.notes || [])].join(", "), ...extra.attrs },
    h("span", { class: "lq-init", "aria-hidden": "true" }, LQ.initiative(info.initiative)),
    h("span", { class: "lq-name", "aria-hidden": "true" }, LQ.tileFace(slot.tile)),
    face !== "U" ? h("span", { class: "lq-mark", "aria-hidden": "true" }, face === "K" ? LQ.knownMark : LQ.faceDownMark) : null,
    extra.badges,
  );
}

/** The viewer's set-up draft drawn as its own face-down line (before it is confirmed). */
function draftLine(ui, seat, draft) {
  if (!draft || ui.phase !== "setup" || seat !== ui.viewer || (ui.lines && ui.lines[seat])) return null;
  return POSITIONS.map((p) => ({ position: p, tile: p === 7 ? "Princess" : draft[String(p)], up: p === 7, face: p === 7 ? "U" : "D" }));
}

function lineTile(ui, seat, p, draft) {
  const line = (ui.lines && ui.lines[seat]) || draftLine(ui, seat, draft);
  const slot = line ? line.find((s) => s.position === p) : null;
  const who = names()[seat];
  const notes = [];
  const badges = [];
  for (const t of ui.threats || []) {
    if (t.seat === seat && t.position === p) {
      badges.push(h("span", { class: "lq-threat-from", title: LQ.threatTitle(LQ.tileName(t.tile), t.target), "aria-hidden": "true" }, LQ.threatMark(t.target)));
    }
    if (t.target_seat === seat && t.target === p) {
      // A Guard next to the target keeps it face up (LQ-5.11): show the aim, not a hit.
      const say = t.protected ? LQ.threatenedGuarded : LQ.threatened;
      notes.push(say(names()[t.seat], LQ.tileName(t.tile), t.position));
      badges.push(h("span", { class: `lq-threat-to${t.protected ? " guarded" : ""}`, "aria-hidden": "true" }, t.protected ? "⛨" : "×"));
    }
  }
  if (!line) {
    return h("div", { class: "lq-tile empty", role: "img", "aria-label": `${LQ.lineLabel(who)}: ${LQ.notArranged}` }, "");
  }
  const el = tile(
    ui,
    seat,
    slot,
    {
      up: (w, n) => LQ.tileUp(w, n, p),
      own: (w, n) => LQ.tileDownOwn(w, n, p),
      known: (w, n) => LQ.tileDownKnown(w, n, p),
      back: (w) => [LQ.tileBack(w, p), ...notes].join(", "),
      empty: LQ.tileEmpty(p),
    },
    { notes, badges, attrs: { dataset: { seat: String(seat), position: String(p) } } },
  );
  if (notes.length) el.classList.add("threatened");
  return el;
}

function masterTile(ui, seat, draft) {
  const m = (ui.masters && ui.masters[seat]) || (draftLine(ui, seat, draft) && { tile: draft.master, up: false, face: "D" });
  const who = names()[seat];
  if (!m) return h("div", { class: "lq-tile empty master", role: "img", "aria-label": `${LQ.masterLabel(who)}: ${LQ.notArranged}` }, "");
  const el = tile(ui, seat, m, {
    up: (w, n) => LQ.masterUp(w, n),
    own: (w, n) => LQ.masterDownOwn(w, n),
    known: (w, n) => LQ.masterDownKnown(w, n),
    back: (w) => LQ.masterBack(w),
    empty: "",
  });
  el.classList.add("master");
  return el;
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
    h("div", { class: "lq-master-slot" }, h("span", { class: "lq-caption" }, LQ.editorMaster), masterTile(ui, seat, model.draft)),
    h("div", { class: "lq-prestige", role: "img", "aria-label": LQ.prestigeLabel(who, p) }, tokens(p)),
  );
}

// ---------------------------------------------------------------- the bar

function activePosition(ui) {
  return ui.dice && ui.dice.length === 2 ? ui.dice[0] + ui.dice[1] : null;
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
      lineTile(ui, other, p, null),
      h("div", { class: "lq-num", role: "img", "aria-label": p === active ? LQ.positionActive(p) : String(p) }, String(p)),
      lineTile(ui, me, p, model.draft),
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

/**
 * The buttons of the deciding human seat. model: {canAct, onAction(action), draft, onDraft(key, name),
 * onConfirmSetup(), onShuffle()}.
 */
export function renderActions(ui, model) {
  if (!model.canAct) return null;
  const moves = ui.moves || [];
  const button = (m, cls = "") =>
    h("button", { type: "button", class: `lq-act ${cls}`.trim(), dataset: { action: m.action }, onclick: () => model.onAction(m.action) }, actionLabel(ui, m));
  if (ui.phase === "setup") {
    return h(
      "div",
      { class: "lq-actions", role: "group", "aria-label": LQ.actionsLabel },
      h("div", { class: "lq-buttons" }, moves.map((m) => button(m)), h("button", { type: "button", class: "lq-act primary", onclick: () => model.onConfirmSetup() }, LQ.confirmSetup)),
      renderEditor(ui, model),
    );
  }
  if (ui.phase === "court") {
    const swaps = moves.filter((m) => m.kind === "swap");
    const masters = moves.filter((m) => m.kind === "master");
    const rest = moves.filter((m) => m.kind !== "swap" && m.kind !== "master");
    return h(
      "div",
      { class: "lq-actions", role: "group", "aria-label": LQ.actionsLabel },
      h("div", { class: "lq-buttons" }, rest.map((m) => button(m, "primary"))),
      swaps.length ? h("div", { class: "lq-subgroup", role: "group", "aria-label": LQ.swapGroup }, h("span", { class: "lq-caption" }, LQ.swapGroup), swaps.map((m) => button(m))) : null,
      masters.length ? h("div", { class: "lq-subgroup", role: "group", "aria-label": LQ.masterGroup }, h("span", { class: "lq-caption" }, LQ.masterGroup), masters.map((m) => button(m))) : null,
    );
  }
  return h(
    "div",
    { class: "lq-actions", role: "group", "aria-label": LQ.actionsLabel },
    h(
      "div",
      { class: "lq-buttons" },
      moves.map((m) => button(m, m.kind === "roll" || m.kind === "done" ? "primary" : m.colour ? `c-${m.colour}` : "")),
    ),
  );
}

/** Set-up editor: the Master and the tile of each position, as labelled selects (keyboard usable). */
function renderEditor(ui, model) {
  const d = model.draft;
  if (!d || !ui.setup) return null;
  const tiles = [...new Set(ui.setup.tiles.filter((t) => t !== "Princess"))];
  const select = (key, label, options) => {
    const id = `lq-ed-${key}`;
    return h(
      "div",
      { class: "lq-ed-slot" },
      h("label", { for: id }, label),
      h(
        "select",
        { id, dataset: { key }, onchange: (ev) => model.onDraft(key, ev.target.value) },
        options.map((t) => h("option", { value: t, selected: d[key] === t }, LQ.tileName(t))),
      ),
    );
  };
  return h(
    "section",
    { class: "lq-editor", "aria-labelledby": "lq-ed-title" },
    h("h3", { id: "lq-ed-title" }, LQ.editorTitle),
    h("p", { class: "muted" }, LQ.editorHelp),
    h(
      "div",
      { class: "lq-ed-grid" },
      select("master", LQ.editorMaster, ui.setup.masters),
      POSITIONS.map((p) =>
        p === 7
          ? h("div", { class: "lq-ed-slot fixed" }, h("span", {}, LQ.editorPosition(7)), h("strong", {}, LQ.tileName("Princess")))
          : select(String(p), LQ.editorPosition(p), tiles),
      ),
    ),
    h("button", { type: "button", onclick: () => model.onShuffle() }, LQ.editorShuffle),
  );
}

// ---------------------------------------------------------------- result

export function renderResult(ui, onNewGame, newGameLabel) {
  const o = ui.outcome;
  if (!o) return null;
  const n = names();
  return h(
    "section",
    { class: `lq-result seat-${o.winner}`, "aria-labelledby": "lq-result-title" },
    h("h2", { id: "lq-result-title" }, LQ.resultTitle(n[o.winner])),
    h("p", {}, LQ.resultReason(o, n)),
    o.turn ? h("p", { class: "muted" }, LQ.resultTurn(o.turn)) : null,
    h("button", { type: "button", class: "primary", onclick: onNewGame }, newGameLabel),
  );
}

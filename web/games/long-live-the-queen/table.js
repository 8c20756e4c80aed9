// Long Live the Queen's table component: dice, supply and turn, both courts around the number bar,
// the deciding seat's choices (with the set-up editor) and the result, drawn from one seat's
// ui_state (engine.api.ui_state(state, seat), web/PROTOCOL.md). Never handed the full state.
// A person's choice goes to the shell through ctx.act(action); the shell (web/shell/) or the
// embed widget decides whose screen it is and shows the hand-over screen between seats.
// No rules live here: the engine validates a set-up built in the editor.

import { h, replaceChildren } from "../../shell/dom.js";
import { S } from "../../shell/strings.js";
import { T } from "./strings.js";
import * as view from "./view.js";
import { Roving } from "../../shell/roving.js";

/** Where a court's tile is drawn (the bar runs down a phone and across a wide screen). */
const drawnAt = (el) => {
  const r = el.getBoundingClientRect();
  return [r.x + r.width / 2, -(r.y + r.height / 2)];
};

const POSITIONS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]; // LQ-3: the Princess stands on 7

export class QueenTable {
  /** ctx: {act(action), newGame()}; opts.editor === false: a random set-up button only (the embed widget) */
  constructor(root, ctx, opts = {}) {
    this.root = root;
    this.ctx = ctx;
    this.opts = opts;
    this.draft = null; // set-up editor {master, "2": name, ...}
    this.diceKey = null;
    this.lastIndex = null;
    this.canAct = false;
    root.classList.add("lq");
    this.dice = h("div", { class: "lq-dice-box" });
    this.info = h("div", { class: "lq-info-box" });
    this.result = h("div", { class: "lq-result-box" });
    this.actions = h("div", { class: "lq-actions-box" });
    this.stage = h("div", { class: "lq-stage" });
    replaceChildren(root, h("div", { class: "lq-top" }, this.dice, this.info), this.result, this.actions, this.stage);
    this.tools = [];
    // the courts' tiles that can be chosen are one Tab stop, arrow keys move as they are drawn
    this.courtKeys = new Roving(this.stage, { items: "button[data-position]", at: drawnAt, key: (el) => `${el.dataset.seat}:${el.dataset.position}` });
  }

  /** view: {canAct, controllers, hint: action|null, index (history index of ui, for the roll animation)} */
  render(ui, model) {
    const canAct = !!model.canAct;
    this.canAct = canAct;
    if (ui.phase !== "setup") this.draft = null;
    else if (canAct && !this.draft && ui.setup && this.opts.editor !== false) this.draft = defaultDraft(ui);
    const active = this.root.getRootNode().activeElement;
    const inActions = active && this.actions.contains(active);
    const focusedAction = inActions ? active.textContent : null;
    const focusedKey = inActions && active.dataset ? active.dataset.key : null;

    // the dice roll in when they changed by a move forward (not on undo or a reload)
    const diceKey = `${model.index}:${(ui.dice || []).join(",")}`;
    if (diceKey !== this.diceKey) {
      const animate = this.lastIndex !== null && model.index === this.lastIndex + 1 && (ui.dice || []).length === 2;
      replaceChildren(this.dice, view.renderDice(ui, animate));
      this.diceKey = diceKey;
    }
    this.lastIndex = model.index ?? null;
    replaceChildren(this.info, view.renderInfo(ui));
    const draft = canAct ? this.draft : null;
    replaceChildren(this.stage, view.renderBoard(ui, { controllers: model.controllers, draft }));
    let actions;
    if (canAct && ui.phase === "setup" && this.opts.editor === false) {
      actions = h("div", { class: "lq-actions", role: "group", "aria-label": T.actionsLabel }, h("button", { type: "button", class: "lq-act primary", onclick: () => this.ctx.act("setup random") }, T.randomSetup));
    } else {
      actions = view.renderActions(ui, {
        canAct,
        draft: this.draft,
        onAction: (a) => this.ctx.act(a),
        onDraft: (key, name) => this.setDraft(key, name),
        onConfirmSetup: () => this.ctx.act(this.draftAction()),
        onShuffle: () => this.shuffleDraft(),
      });
    }
    replaceChildren(this.actions, actions);
    // the Hint's choice is marked among the buttons (a set-up hint is told in words only)
    for (const b of this.actions.querySelectorAll("button[data-action]")) b.classList.toggle("hint", b.dataset.action === model.hint);
    replaceChildren(this.result, this.ctx.newGame ? view.renderResult(ui, () => this.ctx.newGame(), S.newGame) : null);

    this.courtKeys.refresh();
    if (this.courtKeys.keep()) return;
    // keyboard: keep focus in the choices across redraws
    const now = this.root.getRootNode().activeElement;
    const lost = !now || now === this.root.ownerDocument.body || !now.isConnected;
    if (lost && canAct && (inActions || this.opts.grabFocus !== false) && !this.root.ownerDocument.querySelector("dialog[open]")) {
      let target = null;
      if (focusedKey) target = this.actions.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
      if (!target && focusedAction) target = [...this.actions.querySelectorAll("button")].find((b) => b.textContent === focusedAction);
      if (!target) target = this.actions.querySelector("button.primary, button");
      if (target) target.focus();
    }
  }

  // ---------------------------------------------------------------- set-up editor

  /** Put `name` on `key`; the slot that held it gets the old tile (a swap). */
  setDraft(key, name) {
    const d = this.draft;
    const old = d[key];
    if (old === name) return;
    const other = ["master", ...POSITIONS.map(String)].find((k) => k !== key && d[k] === name);
    d[key] = name;
    if (other) d[other] = old;
    this.ctx.redraw();
    const sel = this.root.querySelector(`#lq-ed-${key}`);
    if (sel) sel.focus();
  }

  shuffleDraft() {
    const keys = POSITIONS.map(String);
    const names = keys.map((k) => this.draft[k]);
    const r = new Uint32Array(names.length);
    crypto.getRandomValues(r);
    for (let i = names.length - 1; i > 0; i--) {
      const j = r[i] % (i + 1);
      [names[i], names[j]] = [names[j], names[i]];
    }
    keys.forEach((k, i) => (this.draft[k] = names[i]));
    this.ctx.redraw();
  }

  draftAction() {
    const d = this.draft;
    return ["setup", `master=${d.master}`, ...POSITIONS.map((p) => `${p}=${d[String(p)]}`)].join(" ");
  }

  // ---------------------------------------------------------------- for the shell

  status(ui, model) {
    return view.statusText(ui, model);
  }

  hintText(action, ui) {
    if (action.startsWith("setup ") && action !== "setup random") {
      const parts = Object.fromEntries(action.slice(6).split(" ").map((kv) => kv.split("=")));
      const tiles = POSITIONS.map((p) => `${p} ${T.tileName(parts[String(p)])}`).join(", ");
      return T.hintSetup(T.tileName(parts.master), tiles);
    }
    const m = (ui.moves || []).find((x) => x.action === action);
    return T.hintAction(m ? view.actionLabel(ui, m) : action);
  }
}

function defaultDraft(ui) {
  const tiles = ui.setup.tiles.filter((t) => t !== "Princess");
  const master = ui.setup.masters[0];
  tiles.splice(tiles.indexOf(master), 1);
  const d = { master };
  POSITIONS.forEach((p, i) => (d[String(p)] = tiles[i]));
  return d;
}

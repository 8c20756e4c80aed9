// Long Live the Queen's table component: dice, supply and turn, both courts around the number bar,
// the deciding seat's choices and the result, drawn from one seat's ui_state
// (engine.api.ui_state(state, seat), web/PROTOCOL.md). Never handed the full state.
// The tiles are the controls: a choice about tiles (swap, Master, reveal) is answered by picking
// a tile and then its partner (picking.js maps the engine's legal actions onto tiles), and the
// court is arranged at set-up by swapping tiles in a draft the engine validates as one action
// (LQ-3.5). Each tile shows its ability card on hover, focus and long-press (ability-card.js).
// A person's choice goes to the shell through ctx.act(action); the shell (web/shell/) or the
// embed widget decides whose screen it is and shows the hand-over screen between seats.

import { h, replaceChildren } from "../../core/dom.js";
import { Roving } from "../../core/roving.js";
import { S } from "../../shell/strings.js";
import { currentLang, withLang } from "../../core/lang.js";
import { T } from "./strings.js";
import * as view from "./view.js";
import { AbilityCard } from "./ability-card.js";
import { renderLegend } from "./legend.js";
import { POSITIONS, keyOf, marks, moveKeys, parseKey, pick, tileAnswers } from "./picking.js";

let tables = 0;

/** An element's drawn centre as [x east, y north] (core/roving.js). */
function centre(el) {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, -(r.top + r.height / 2)];
}

export class QueenTable {
  /** ctx: {act(action), newGame()}; opts.editor === false: no draft to arrange (the embed widget: a random court only) */
  constructor(root, ctx, opts = {}) {
    this.root = root;
    this.ctx = ctx;
    this.opts = opts;
    this.draft = null; // the set-up being arranged {master, "2": name, ...}
    this.draftFrom = null; // "random" or "hint": what laid the draft out last (null: the person or the default)
    this.engineCourt = null; // the engine's random court (JSON of its draft), once previewed
    this.seen = null; // {ui, index}: the position drawn before, to mark what the last move changed
    this.lastMarks = null; // {index, tiles: Set(key), positions: Set(number)}
    this.selected = null; // the picked tile's key
    this.choiceKey = null; // the choice the pick belongs to
    this.legendOpen = false;
    this.legendId = `lq-legend-${++tables}`;
    this.diceKey = null;
    this.lastIndex = null;
    this.canAct = false;
    this.lang = currentLang();
    root.classList.add("lq");
    this.dice = h("div", { class: "lq-dice-box" });
    this.info = h("div", { class: "lq-info-box" });
    this.result = h("div", { class: "lq-result-box" });
    this.actions = h("div", { class: "lq-actions-box" });
    this.stage = h("div", { class: "lq-stage" });
    this.legend = h("div", { class: "lq-legend-slot" });
    replaceChildren(root, h("div", { class: "lq-top" }, this.dice, this.info), this.result, this.actions, this.stage, this.legend);
    this.card = new AbilityCard(root, (key) => this.last && withLang(this.lang, () => view.tileFacts(this.last.ui, key, this.draftShown())));
    this.card.attach(this.stage);
    this.stage.addEventListener("click", (ev) => {
      const t = ev.target.closest("button[data-key]");
      if (t) this.pickTile(t.dataset.key);
    });
    // the tiles are one Tab stop: the picked tile, else one that can be picked, else the one
    // last focused; arrow keys go to the nearest tile that way, Home and End along a seat's line
    this.keys = new Roving(this.stage, {
      items: "button[data-key]",
      at: (b) => this.placeOf(b),
      line: (b) => parseKey(b.dataset.key).seat,
      prefer: [".selected", ".source"],
      first: () => `.seat-${this.viewer()}`, // one's own court
    });
    this.listenForDrags();
    this.tools = [];
  }

  draftShown() {
    return this.canAct ? this.draft : null;
  }

  /** view: {canAct, controllers, hint: action|null, index (history index of ui, for the roll animation)} */
  render(ui, model) {
    this.last = { ui, model };
    this.lang = currentLang();
    const canAct = !!model.canAct;
    this.canAct = canAct;
    if (ui.phase !== "setup") (this.draft = null), (this.engineCourt = null);
    else if (canAct && !this.draft && ui.setup && this.opts.editor !== false) (this.draft = defaultDraft(ui)), (this.draftFrom = null);
    const choiceKey = `${ui.position}|${(ui.legal || []).join(",")}|${canAct}`;
    if (choiceKey !== this.choiceKey) this.selected = null;
    this.choiceKey = choiceKey;

    const doc = this.root.ownerDocument;
    const active = this.root.getRootNode().activeElement;
    const inActions = active && this.actions.contains(active);
    const focusedAction = inActions ? active.textContent : null;

    // the dice roll in when they changed by a move forward (not on undo or a reload)
    const diceKey = `${model.index}:${(ui.dice || []).join(",")}`;
    if (diceKey !== this.diceKey) {
      const animate = this.lastIndex !== null && model.index === this.lastIndex + 1 && (ui.dice || []).length === 2;
      replaceChildren(this.dice, view.renderDice(ui, animate));
      this.diceKey = diceKey;
    }
    this.lastIndex = model.index ?? null;
    replaceChildren(this.info, view.renderInfo(ui));

    const draft = this.draftShown();
    this.answers = canAct ? tileAnswers(ui, draft) : tileAnswers({}, null);
    const m = marks(this.answers, this.selected);
    this.selected = m.selected;
    const hintMove = (ui.moves || []).find((x) => x.action === model.hint);
    m.hinted = new Set(hintMove ? moveKeys(ui, hintMove) : []);
    const last = this.lastMoveMarks(ui, model);
    m.last = last.tiles;
    m.lastPositions = last.positions;
    const pickedName = this.selected ? this.nameOf(ui, this.selected) : null;
    replaceChildren(this.stage, view.renderBoard(ui, { controllers: model.controllers, draft, marks: m, pickedName }));
    this.keys.refresh();
    replaceChildren(
      this.actions,
      view.renderActions(ui, {
        canAct,
        hint: model.hint,
        draft,
        draftFrom: this.draftFrom,
        pickedName,
        onAction: (a) => this.ctx.act(a),
        onConfirmSetup: () => this.ctx.act(this.setupAction()),
        onRandomDraft: () => this.dealRandom(ui),
        onUseHint: (action) => this.layOut(draftOf(action), "hint"),
      }),
    );
    replaceChildren(this.result, this.ctx.newGame ? view.renderResult(ui, () => this.ctx.newGame(), S.newGame, this.ctx.review || null) : null);
    if (this.opts.tools !== false) {
      replaceChildren(this.legend, renderLegend(this.legendId, this.legendOpen, (open) => this.toggleLegend(open)));
    }
    this.card.drop();

    // keyboard: focus stays on the board (its tile, or the Tab stop) or on the choice it was on
    if (this.keys.keep()) return;
    const now = this.root.getRootNode().activeElement;
    const lost = !now || now === doc.body || !now.isConnected;
    if (!lost || doc.querySelector("dialog[open]")) return;
    if (!canAct || !(inActions || this.opts.grabFocus !== false)) return;
    const again = focusedAction && [...this.actions.querySelectorAll("button")].find((b) => b.textContent === focusedAction);
    const target = again || this.actions.querySelector("button.primary, button");
    if (target) target.focus();
    else this.keys.focus();
  }

  /**
   * What the move that led here changed, for the board's marks: the places its action names
   * (a swap's two, a Master change's or a reveal's one, the rolled number) and, one move after
   * the position drawn before (the same seat's view), every tile whose face or place changed
   * (a tile an ability turned face down, tiles turned face up by the roll). After a jump only
   * the action's places are known.
   */
  lastMoveMarks(ui, model) {
    const index = model.index ?? null;
    const last = model.last || null;
    const seen = this.seen;
    this.seen = { ui, index };
    if (this.lastMarks && this.lastMarks.index === index && index !== null && this.lastMarks.ui === ui) return this.lastMarks;
    const positions = new Set();
    const tiles = new Set();
    const action = (last && last.action) || "";
    const [verb, arg] = action.split(" ");
    if (verb === "swap" && /^\d+-\d+$/.test(arg || "")) arg.split("-").forEach((p) => positions.add(Number(p)));
    else if ((verb === "master" || verb === "reveal") && /^\d+$/.test(arg || "")) positions.add(Number(arg));
    if (verb === "master" && last.seat !== null && last.seat !== undefined) tiles.add(keyOf(last.seat, null));
    if (verb === "reveal" && last.seat !== null && last.seat !== undefined) tiles.add(keyOf(last.seat, Number(arg)));
    if (verb === "roll" && (ui.dice || []).length === 2) positions.add(ui.dice[0] + ui.dice[1]);
    const stepped = seen && index !== null && seen.index === index - 1 && seen.ui.viewer === ui.viewer && seen.ui.phase !== "setup" && ui.phase !== "setup";
    if (last && stepped) for (const key of changedTiles(seen.ui, ui)) tiles.add(key);
    // a move that changes nothing on the tiles (a skip, a token taken) leaves the marks of the
    // turn's move before it: the roll the turn is about stays marked
    const prior = this.lastMarks;
    if (stepped && !tiles.size && !positions.size && prior && prior.index === index - 1) return (this.lastMarks = { ...prior, index, ui });
    this.lastMarks = { index, ui, tiles, positions };
    return this.lastMarks;
  }

  /**
   * Set-up: a random court laid out for a look first. The first is the engine's own (the court
   * "setup random" would make from the game's seed, seen through ctx.preview; Confirm then sends
   * that action, so a seed still fixes the whole game); each further one is dealt by the browser.
   */
  async dealRandom(ui) {
    if (!this.canAct) return;
    let draft = null;
    if (this.ctx.preview && !this.engineCourt) {
      try {
        const after = await this.ctx.preview("setup random");
        const me = ui.viewer;
        const line = after && after.lines && after.lines[me];
        const master = after && after.masters && after.masters[me];
        if (line && master && master.tile) {
          draft = { master: master.tile };
          for (const slot of line) if (slot.position !== 7) draft[String(slot.position)] = slot.tile;
          this.engineCourt = JSON.stringify(draft);
        }
      } catch (err) {
        draft = null; // the browser deals one instead
      }
      if (!this.last || this.last.ui !== ui || !this.canAct) return; // the position changed meanwhile
    }
    this.layOut(draft || randomDraft(ui), "random");
  }

  /** The action Confirm sends: the engine's random court as "setup random" while it is unchanged. */
  setupAction() {
    if (this.engineCourt && JSON.stringify(this.draft) === this.engineCourt) return "setup random";
    return this.draftAction();
  }

  /** Set-up: a whole court laid out on the own line (not sent: Confirm sends it). */
  layOut(draft, from) {
    if (!draft || !this.canAct) return;
    this.draft = draft;
    this.draftFrom = from;
    this.selected = null;
    this.redraw();
    const confirm = this.actions.querySelector("button.lq-confirm");
    if (confirm) confirm.focus();
  }

  viewer() {
    return (this.last && this.last.ui.viewer) ?? 0;
  }

  /** A tile's place for the arrow keys: its centre; a Master's is one step before 2 in its seat's line (2 minus (3 - 2)). */
  placeOf(b) {
    const { seat, position } = parseKey(b.dataset.key);
    if (position !== null) return centre(b);
    const cols = this.stage.querySelectorAll(".lq-col");
    if (cols.length < 2) return centre(b);
    const cell = (col) => col.children[seat === this.viewer() ? 2 : 0]; // other | number | own
    const [a, c] = [centre(cell(cols[0])), centre(cell(cols[1]))];
    return [2 * a[0] - c[0], 2 * a[1] - c[1]];
  }

  /** "Sniper on 5" (or a back's "White's tile on 5") for the prompt. */
  nameOf(ui, key) {
    const facts = view.tileFacts(ui, key, this.draftShown());
    const { position } = parseKey(key);
    return T.pickedName(facts ? facts.title : "", position);
  }

  // ---------------------------------------------------------------- picking tiles

  pickTile(key) {
    if (!this.canAct || !this.answers) return;
    const r = pick(this.answers, this.selected, key);
    if (r.act && r.act.action) {
      this.selected = null;
      this.ctx.act(r.act.action);
    } else if (r.act && r.act.swap) {
      this.swapDraft(...r.act.swap);
    } else if ("select" in r) {
      this.selected = r.select;
      this.redraw();
    }
  }

  redraw() {
    if (this.last) this.render(this.last.ui, this.last.model);
  }

  /** Set-up: the two tiles change places in the draft (the engine validates the whole, LQ-3.5). */
  swapDraft(a, b) {
    const d = this.draft;
    const slot = (k) => (parseKey(k).position === null ? "master" : String(parseKey(k).position));
    [d[slot(a)], d[slot(b)]] = [d[slot(b)], d[slot(a)]];
    this.draftFrom = null;
    this.selected = null;
    this.redraw();
  }

  listenForDrags() {
    const tileOf = (ev) => ev.target.closest && ev.target.closest("button[data-key]");
    this.stage.addEventListener("dragstart", (ev) => {
      const t = tileOf(ev);
      if (!t || !this.answers || !this.answers.pairs.has(t.dataset.key)) return ev.preventDefault();
      this.dragFrom = t.dataset.key;
      ev.dataTransfer.setData("text/plain", t.dataset.key);
      ev.dataTransfer.effectAllowed = "move";
    });
    this.stage.addEventListener("dragover", (ev) => {
      const t = tileOf(ev);
      if (t && this.dragFrom && this.answers.pairs.get(this.dragFrom)?.has(t.dataset.key)) ev.preventDefault();
    });
    this.stage.addEventListener("drop", (ev) => {
      const t = tileOf(ev);
      const from = this.dragFrom;
      this.dragFrom = null;
      if (!t || !from) return;
      ev.preventDefault();
      this.selected = from;
      this.pickTile(t.dataset.key);
    });
    this.stage.addEventListener("dragend", () => (this.dragFrom = null));
  }

  toggleLegend(open) {
    this.legendOpen = open;
    this.redraw();
    const b = this.legend.querySelector(".lq-legend-toggle");
    if (b) b.focus();
  }

  draftAction() {
    const d = this.draft;
    return ["setup", `master=${d.master}`, ...POSITIONS.filter((p) => p !== 7).map((p) => `${p}=${d[String(p)]}`)].join(" ");
  }

  // ---------------------------------------------------------------- for the shell

  status(ui, model) {
    return view.statusText(ui, model);
  }

  hintText(action, ui) {
    if (action.startsWith("setup ") && action !== "setup random") {
      const parts = Object.fromEntries(action.slice(6).split(" ").map((kv) => kv.split("=")));
      const tiles = POSITIONS.filter((p) => p !== 7).map((p) => `${p} ${T.tileName(parts[String(p)])}`).join(", ");
      return T.hintSetup(T.tileName(parts.master), tiles);
    }
    const m = (ui.moves || []).find((x) => x.action === action);
    return T.hintAction(m ? view.actionLabel(ui, m) : action);
  }
}

/** The keys of the tiles whose face or tile differ between two views of the same seat. */
function changedTiles(before, after) {
  const keys = [];
  const same = (a, b) => !!a && !!b && a.tile === b.tile && a.face === b.face;
  for (const seat of [0, 1]) {
    const was = (before.lines && before.lines[seat]) || [];
    for (const slot of (after.lines && after.lines[seat]) || []) {
      const old = was.find((x) => x.position === slot.position);
      if (old && !same(old, slot)) keys.push(keyOf(seat, slot.position));
    }
    const m0 = before.masters && before.masters[seat];
    const m1 = after.masters && after.masters[seat];
    if (m0 && m1 && !same(m0, m1)) keys.push(keyOf(seat, null));
  }
  return keys;
}

/** The draft of a set-up action ("setup master=Witch 2=Noble …"), or null. */
function draftOf(action) {
  if (!action || !action.startsWith("setup ") || action === "setup random") return null;
  const d = Object.fromEntries(action.slice(6).split(" ").map((kv) => kv.split("=")));
  return d.master ? d : null;
}

/** A court dealt at random by this browser (the engine checks it on Confirm, LQ-3.5): the
 * Master one of the names the engine allows (LQ-3.2), the Princess on 7 (LQ-3.1). */
function randomDraft(ui) {
  if (!ui.setup) return null;
  const tiles = ui.setup.tiles.filter((t) => t !== "Princess");
  const shuffle = (list) => {
    const r = new Uint32Array(list.length);
    crypto.getRandomValues(r);
    for (let i = list.length - 1; i > 0; i--) {
      const j = r[i] % (i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  shuffle(tiles);
  const master = tiles.find((t) => ui.setup.masters.includes(t));
  if (!master) return null;
  tiles.splice(tiles.indexOf(master), 1);
  const d = { master };
  POSITIONS.filter((p) => p !== 7).forEach((p, i) => (d[String(p)] = tiles[i]));
  return d;
}

function defaultDraft(ui) {
  const tiles = ui.setup.tiles.filter((t) => t !== "Princess");
  const master = ui.setup.masters[0];
  tiles.splice(tiles.indexOf(master), 1);
  const d = { master };
  POSITIONS.filter((p) => p !== 7).forEach((p, i) => (d[String(p)] = tiles[i]));
  return d;
}

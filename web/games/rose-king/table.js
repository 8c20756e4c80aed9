// The Rose King's table component: the board, each seat's hand and heroes, the piles, the score,
// the panel that confirms a chosen move and the end screen's table, all drawn from ui_state
// (web/PROTOCOL.md). A person's choice goes to the shell through ctx.act(action); the shell
// (web/shell/) or the embed widget holds the game and decides who may act. No rules live here:
// the legal targets come from ui_state.moves.

import { h, replaceChildren } from "../../core/dom.js";
import { S } from "../../shell/strings.js";
import { Roving } from "../../core/roving.js";
import { Board } from "./board.js";
import { squareBefore } from "./cards.js";
import { renderSeats, renderPiles, renderScore, seatNames, sideOf } from "./panels.js";
import { rose } from "./pieces.js";
import { territoryMap } from "./territories.js";
import { T } from "./strings.js";

/** Moves a person may choose now, by target square and by card (empty when they may not act). */
export function legalMaps(ui, canAct, onlyCard = null) {
  const targets = new Map();
  const cards = new Map();
  if (!canAct) return { targets, cards };
  for (const m of ui.moves || []) {
    if (!m.target) continue;
    if (!cards.has(m.card)) cards.set(m.card, []);
    cards.get(m.card).push(m);
    if (onlyCard && m.card !== onlyCard) continue;
    if (!targets.has(m.target)) targets.set(m.target, []);
    targets.get(m.target).push(m);
  }
  return { targets, cards };
}

export class RoseKingTable {
  /**
   * ctx: {act(action), newGame(), redraw(), prefs, savePrefs()} — prefs.territories is the
   * territory overlay; opts.compact (the embed widget) leaves out the score panel unless asked.
   */
  constructor(root, ctx, opts = {}) {
    this.root = root;
    this.ctx = ctx;
    this.opts = opts;
    this.selected = null; // a move {action, card, hero, target} waiting for Confirm
    this.choice = null; // {target, moves}: several cards reach the square
    this.canAct = false;
    this.ui = null;
    root.classList.add("rk-table");
    const boardEl = h("div", { class: "board", id: opts.ids === false ? undefined : "board" });
    const id = (name) => (opts.ids === false ? undefined : name);
    this.selectionEl = h("div", { class: "selection", id: id("selection"), hidden: true });
    this.seatsEl = h("div", { class: "seats", id: id("seats") });
    this.pilesEl = h("div", { class: "piles", id: id("piles") });
    this.scoreEl = opts.score === false ? null : h("div", { class: "score", id: id("score") });
    const boardArea = h("section", { class: "board-area" }, boardEl, this.selectionEl);
    // the pending move's height, for the layout to leave it room under the board (table.css)
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(() => boardArea.style.setProperty("--sel-h", `${this.selectionEl.offsetHeight}px`)).observe(this.selectionEl);
    }
    replaceChildren(
      root,
      boardArea,
      h("aside", { class: "side hands-col" }, this.seatsEl, this.pilesEl),
      this.scoreEl ? h("aside", { class: "side info-col" }, this.scoreEl) : null,
    );
    this.board = new Board(boardEl, (sq) => this.onSquare(sq));
    const on = () => (ctx.prefs && ctx.prefs.territories ? "true" : "false");
    this.terrBtn = h("button", { type: "button", id: "btn-terr", "aria-pressed": on(), onclick: () => this.toggleTerritories() }, T.showTerritories);
    this.tools = opts.tools === false ? [] : [this.terrBtn];
    // the hands are one Tab stop (only the seat to move has enabled cards)
    this.handKeys = new Roving(this.seatsEl, { items: "button.card", prefer: ".selected" });
  }

  toggleTerritories() {
    this.ctx.prefs.territories = !this.ctx.prefs.territories;
    this.ctx.savePrefs();
    this.terrBtn.setAttribute("aria-pressed", this.ctx.prefs.territories ? "true" : "false");
    this.ctx.redraw();
  }

  /** view: {canAct, controllers, hint: action|null, territories?} */
  render(ui, view) {
    this.ui = ui;
    this.canAct = !!view.canAct;
    if (!this.canAct) this.clearSelection();
    const { targets, cards } = legalMaps(ui, this.canAct);
    if (this.selected && !targets.has(this.selected.target)) this.selected = null;
    const hint = view.hint ? this.hintMove(view.hint, ui) : null;
    // a finished game shows its territories whatever the switch says (they decided it, RK-9)
    const territories = view.territories ?? (!!ui.outcome || !!(this.ctx.prefs && this.ctx.prefs.territories));
    const last = lastMoveOf(view.last, ui);
    this.board.preview(null); // the cards are drawn anew: a card under the pointer lights it again
    this.board.update(ui, { targets, selected: this.selected, territories, hint: hint && hint.target, last: last.squares });
    renderSeats(this.seatsEl, ui, {
      activeSeat: this.canAct ? ui.to_move : null,
      playableCards: cards,
      selected: this.selected,
      controllers: view.controllers || null,
      onCard: (c) => this.onCard(c),
      onPreview: (c) => this.board.preview(c ? (cards.get(c) || [])[0]?.target || null : null),
      hint: hint && hint.card ? { seat: ui.to_move, card: hint.card } : null,
    });
    const canDraw = this.canAct && (ui.legal || []).includes("draw");
    renderPiles(this.pilesEl, ui, { canDraw, onDraw: () => this.act("draw"), hintDraw: view.hint === "draw", last: last.pile });
    if (this.canAct && (ui.legal || []).includes("pass")) {
      this.pilesEl.append(h("button", { type: "button", class: "rk-pass", onclick: () => this.act("pass") }, T.pass));
    }
    if (this.scoreEl) renderScore(this.scoreEl, ui);
    this.renderSelection(ui);
    this.restoreFocus();
  }

  hintMove(action, ui) {
    const m = (ui.moves || []).find((x) => x.action === action);
    return m ? { card: m.card, target: m.target } : null;
  }

  act(action) {
    // chosen in the selection panel (which goes away): the board keeps the keyboard's focus
    if (this.selectionEl.contains(this.root.getRootNode().activeElement)) this.board.keys.holds = true;
    this.clearSelection();
    this.ctx.act(action);
  }

  clearSelection() {
    this.selected = null;
    this.choice = null;
  }

  /**
   * A card names its whole move (RK-2.3: the crown's square plus the card's direction and
   * distance), so a click on it plays at once, as a click on its square does (TBL-1.1); a hero
   * play is shown first and waits for its own Confirm (TBL-1.3, RK-7.3: the hero is spent).
   */
  onCard(card) {
    if (!this.canAct) return;
    const moves = legalMaps(this.ui, true).cards.get(card);
    if (!moves || !moves.length) return;
    if (this.selected && this.selected.card === card) return this.act(this.selected.action);
    if (moves.length === 1 && !moves[0].hero) return this.act(moves[0].action);
    this.choice = null;
    this.selected = moves[0];
    this.ctx.redraw();
    const confirm = this.selectionEl.querySelector("button.primary");
    if (confirm) confirm.focus();
  }

  onSquare(square) {
    if (!this.canAct) return;
    const moves = legalMaps(this.ui, true).targets.get(square) || [];
    if (!moves.length) return;
    // one legal move plays at once (TBL-1.1); several cards on one square ask which (TBL-1.2);
    // a hero play (RK-7) is never made without its own Confirm button (TBL-1.3)
    if (this.selected && this.selected.target === square && !this.selected.hero) return this.act(this.selected.action);
    if (moves.length === 1 && !moves[0].hero) return this.act(moves[0].action);
    if (moves.length === 1) {
      this.choice = null;
      this.selected = moves[0];
      this.ctx.redraw();
      const confirm = this.selectionEl.querySelector("button.primary");
      if (confirm) confirm.focus();
      return;
    }
    this.selected = null;
    this.choice = { target: square, moves };
    this.ctx.redraw();
    const first = this.selectionEl.querySelector("button");
    if (first) first.focus();
  }

  renderSelection(ui) {
    const box = this.selectionEl;
    const cancel = h("button", { type: "button", onclick: () => this.cancel() }, S.cancel);
    if (this.choice) {
      const c = this.choice;
      const victim = T.sideName(1 - sideOf(ui, ui.to_move));
      const say = c.moves.length > 1 ? T.chooseCard(c.target) : T.selectionHero(T.cardLabel(c.moves[0].card), c.target, victim);
      replaceChildren(
        box,
        h("p", {}, say),
        h("div", { class: "sel-buttons" }, c.moves.map((m) => h("button", { type: "button", class: m.hero ? "hero" : "", onclick: () => this.act(m.action) }, T.playAction(T.cardLabel(m.card), m.hero))), cancel),
      );
      box.hidden = false;
      return;
    }
    const m = this.selected;
    if (!m) {
      replaceChildren(box);
      box.hidden = true;
      return;
    }
    const victim = T.sideName(1 - sideOf(ui, ui.to_move));
    replaceChildren(
      box,
      h("p", { class: m.hero ? "hero-warning" : "" }, m.hero ? T.selectionHero(T.cardLabel(m.card), m.target, victim) : T.selectionPlay(T.cardLabel(m.card), m.target)),
      h(
        "div",
        { class: "sel-buttons" },
        h("button", { type: "button", class: `primary${m.hero ? " hero" : ""}`, id: "btn-confirm", onclick: () => this.act(m.action) }, m.hero ? T.confirmHero : T.confirm),
        cancel,
      ),
    );
    box.classList.toggle("hero", !!m.hero);
    box.hidden = false;
  }

  /** Keyboard play: one Tab stop each for the board and the hands, focus kept across moves. */
  restoreFocus() {
    this.board.keys.refresh();
    this.handKeys.refresh();
    if (!this.board.keys.keep()) this.handKeys.keep();
  }

  /** Drop the chosen move; focus goes back to the board when it was in the panel. */
  cancel() {
    if (this.selectionEl.contains(this.root.getRootNode().activeElement)) this.board.keys.holds = true;
    this.clearSelection();
    this.ctx.redraw();
  }

  /** Escape drops a chosen move; other keys are the shell's. */
  onKey(ev) {
    if (ev.key === "Escape" && (this.selected || this.choice)) {
      this.cancel();
      return true;
    }
    return false;
  }

  /** The status line (the shell says loading, failure and hand-over). */
  status(ui, view) {
    const names = seatNames(ui);
    if (ui.outcome) return S.gameOver(T.resultLine(ui.outcome, [T.sideName(0), T.sideName(1)]));
    const who = names[ui.to_move];
    if (ui.must_pass) return T.mustPass(who);
    if (view.controllers && view.controllers[ui.to_move] === "computer") return S.thinking(who);
    // no card reaches a free square (RK-6.1): drawing is all there is to do
    if ((ui.legal || []).length === 1 && ui.legal[0] === "draw") return T.toMoveDraw(who);
    return T.toMoveHint(who);
  }

  /** The embed's try mode: what a wrong move would have led to (the points of both sides). */
  afterNote(ui) {
    const sc = ui.score || [];
    return sc.length === 2 ? T.wrongPoints(sc[0].points, sc[1].points) : null;
  }

  /** A seat that cannot act passes (RK-4.2): the shell plays it after a pause. */
  autoAction(ui) {
    return ui.must_pass ? "pass" : null;
  }

  /** The Hint's sentence for an engine action in this position. */
  hintText(action, ui) {
    if (action === "draw") return T.hintDraw;
    if (action === "pass") return T.hintPass;
    const m = (ui.moves || []).find((x) => x.action === action);
    if (!m) return T.hintPlay(action, "?");
    const card = T.cardLabel(m.card);
    return m.hero ? T.hintHero(card, m.target) : T.hintPlay(card, m.target);
  }

  /** The end screen's body: result, what decided it, and the territories of each side (RK-9). */
  endScreen(ui) {
    const outcome = ui.outcome;
    const sideNames = [T.sideName(0), T.sideName(1)];
    const rows = (outcome.sides || []).map((side, i) =>
      h(
        "tr",
        { class: `side-${i}${outcome.winner === i ? " winner" : ""}` },
        h("th", { scope: "row" }, h("span", { class: "score-rose", "aria-hidden": "true" }, rose(i)), sideNames[i]),
        h("td", {}, T.territoryFormula(sizesOf(side.territories), side.points)),
        h("td", {}, String(side.points)),
        h("td", {}, String(side.largest)),
        h("td", {}, String(side.tokens)),
      ),
    );
    const head = [T.endColSide, T.endColTerritories, T.endColPoints, T.endColLargest, T.endColTokens].map((t) => h("th", { scope: "col" }, t));
    return [
      h("p", { class: "end-result" }, T.resultLine(outcome, sideNames)),
      h("p", {}, T.decidedBy[outcome.decided_by] || outcome.decided_by || ""),
      h("p", { class: "muted" }, T.endReason(outcome.reason || "")),
      territoryMap(ui),
      h("table", { class: "end-table" }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, rows)),
    ];
  }
}

/**
 * What the board marks of the move that led here (view.last, the shell's {action, seat}): a card
 * played puts the crown on its square (RK-5.4), so the crown's square is where it went and the
 * card's step back from it where it came from; the card lies on the discard pile. A draw marks
 * the draw pile; a pass marks nothing.
 */
export function lastMoveOf(last, ui) {
  const action = last && last.action;
  if (!action || action === "pass") return { squares: null, pile: null };
  if (action === "draw") return { squares: null, pile: "draw" };
  const card = action.replace(/^hero /, "");
  return { squares: ui.crown ? { to: ui.crown, from: squareBefore(card, ui.crown) } : null, pile: "play" };
}

function sizesOf(territories) {
  return (territories || []).map((t) => (Array.isArray(t) ? t.length : Number(t))).sort((a, b) => b - a);
}

// Bella Rosarum's table component: the map, the "what can I do now" panel with battle and siege
// previews, the event card of the turn, the hand of the seat whose screen it is, the players,
// the royals, and every stack and place in lists (keyboard and screen readers reach each one
// without the map). Everything is drawn from one seat's ui_state (engine.api.ui_state(state,
// seat), seeds/bella-rosarum.md BR-14) and the game's fixed data (engine.api.board_data, asked
// once through ctx.call). A person's choice goes to the shell through ctx.act(action); no rules
// live here: every option is one of ui_state.legal, every chance one of ui_state.odds.

import { h, replaceChildren } from "../../core/dom.js";
import { S } from "../../shell/strings.js";
import { T } from "./strings.js";
import { BrMap } from "./map.js";
import { regionOf, cutMap } from "./region.js";
import { openSources } from "./sources.js";
import { cellOf, locName, cardName, eventName, royalName, kindName, parseAction, nameOf } from "./names.js";
import { renderRecap, sinceLastTurn, recapMarks, recapStart, holdings, losses } from "./recap.js";

const GAME = "bella-rosarum";
const ENDS = ["end move", "end combat", "end parliament", "end coronation", "end turn"];
// the verbs each phase's panel offers; any other legal action still gets a plain button, so a
// phase this table does not know yet strands nobody (the engine's legal list is the authority)
const COVERS = {
  event: ["event"],
  move: ["move", "concede"],
  combat: ["battle", "siege", "sally"],
  declare: ["pass", "fight", "withdraw", "play"], // BR-20.3
  parliament: ["summon", "grant", "refuse"], // BR-19
  coronation: ["crown", "execute"],
  crown: ["draw", "play"],
};
let boardCache = null; // board_data is the same for every game: asked once per page

export class BellaRosarumTable {
  /** ctx: {act(action), redraw(), call(fn, ...args) (the engine, for board_data), newGame()} */
  constructor(root, ctx, opts = {}) {
    this.root = root;
    this.ctx = ctx;
    this.opts = opts;
    this.board = boardCache;
    this.ui = null;
    this.canAct = false;
    this.sel = null; // move phase: the location of the stack chosen to move
    this.noble = null; // …and the one noble of it that goes (null: the whole stack)
    this.card = null; // crown phase: the hand card chosen to give
    this.pending = null; // an action waiting for Confirm (battle, siege, sally, execute, concede)
    this.filterLoc = null; // several options reach the location pressed on the map
    this.info = null; // a location whose details are shown
    this.heldAt = new WeakMap(); // what each viewer held at a position drawn, by the move that led there
    this.held = null; // …and at the start of the game (no move led there)
    this.focusKey = null;
    // the embed's map region (region.js): its text now, its rectangle once the board is known
    this.regionText = (opts.params && opts.params.region) || "";
    this.region = null;
    root.classList.add("br-table");
    const mapEl = h("div", { class: "br-map" });
    // small screens: a larger map, so each place is a finger-sized button
    this.zoomBtn = h("button", { type: "button", class: "br-zoom", "aria-pressed": "false", onclick: () => this.toggleZoom() }, T.largerMap);
    this.nowEl = h("section", { class: "br-panel br-now", "aria-labelledby": "br-now-title" });
    this.eventEl = h("section", { class: "br-panel br-event", "aria-labelledby": "br-event-title" });
    this.handEl = h("section", { class: "br-panel br-hand", "aria-labelledby": "br-hand-title" });
    this.seatsEl = h("section", { class: "br-panel br-seats", "aria-labelledby": "br-seats-title" });
    this.infoEl = h("section", { class: "br-panel br-info", hidden: true });
    this.recapEl = h("section", { class: "br-panel br-recap", "aria-labelledby": "br-recap-title" });
    this.listsEl = h("section", { class: "br-panel br-lists" });
    replaceChildren(
      root,
      // the panel comes first for the keyboard and screen readers; CSS puts the map on top on phones
      h("div", { class: "br-col br-col-act" }, this.nowEl, this.infoEl, this.eventEl, this.handEl),
      // what the other seats did since the person's last turn: beside the map on wide screens
      // (an embedded board, which plays no game of its own, has none)
      opts.tools === false ? null : h("div", { class: "br-col br-col-recap" }, this.recapEl),
      h("div", { class: "br-col br-col-map" }, h("div", { class: "br-map-wrap" }, mapEl)),
      h("div", { class: "br-col br-col-info" }, this.seatsEl, this.listsEl),
    );
    this.map = new BrMap(mapEl, (loc) => this.onLoc(loc));
    this.map.tools.prepend(this.zoomBtn); // the phone's larger map, first in the map's own bar
    // a phone's recap sheet lies over the foot of the screen: asking for the map key closes it
    this.map.onKeyShown = () => this.recapEl && this.recapEl.classList.contains("sheet") && this.closeRecapSheet && this.closeRecapSheet();
    if (this.board) this.map.setBoard(this.board);
    /** Settles once the fixed data is in (or could not come): the embed checks its parameters then. */
    this.loaded = this.board ? Promise.resolve() : this.loadBoard();
    this.tools = [];
    root.ownerDocument.addEventListener("pointerdown", (ev) => {
      if (!(ev.target instanceof Element) || !ev.target.closest("[data-key]")) this.focusKey = null;
    });
  }

  toggleZoom() {
    const on = this.zoomBtn.getAttribute("aria-pressed") !== "true";
    this.zoomBtn.setAttribute("aria-pressed", on ? "true" : "false");
    this.map.larger(on); // a taller map, zoomed to finger size on the person's stacks
  }

  loadBoard() {
    if (!this.ctx.call) return Promise.resolve(this.map.failed());
    return this.ctx
      .call("board_data", GAME)
      .then((board) => {
        boardCache = board;
        this.board = board;
        this.map.setBoard(board);
        this.ctx.redraw();
      })
      .catch((err) => {
        console.warn("rosarium: no map data:", err && (err.message || (err.error && err.error.message) || err));
        this.map.failed();
      });
  }

  /** The cards of the seat whose screen it is, in hand order. */
  handOf(ui) {
    const seat = ui.viewer;
    return seat !== null && seat !== undefined && ui.hands ? ui.hands[seat] || [] : [];
  }

  seatName(seat) {
    return T.seatName(seat);
  }

  // ------------------------------------------------------------------ options from ui_state

  /** The legal actions as parts, when the person may act. */
  options() {
    if (!this.canAct || !this.ui) return [];
    const hand = this.handOf(this.ui);
    return (this.ui.legal || []).map((a) => {
      const o = { action: a, ...parseAction(a) };
      if (o.verb === "play") o.card = hand[o.index - 1] || null;
      return o;
    });
  }

  /** {loc → "move"|"attack"|"give"} of what the person has chosen so far. */
  targetsOf(opts) {
    const targets = new Map();
    const ui = this.ui;
    // a battle or siege waiting for Confirm lights its own target only
    if (this.pending) opts = opts.filter((o) => o.action === this.pending);
    for (const o of opts) {
      if (o.verb === "move" && this.sel === o.from && (o.noble || null) === this.noble) targets.set(o.to, "move");
      else if (o.verb === "battle" || o.verb === "siege") targets.set(o.to, "attack");
      else if (o.verb === "sally" && ui.sieges && ui.sieges[o.from]) targets.set(ui.sieges[o.from].from, "attack");
      else if (o.verb === "play" && o.noble && o.card === this.card && ui.nobles[o.noble]) targets.set(ui.nobles[o.noble].loc, "give");
    }
    return targets;
  }

  render(ui, view) {
    this.ui = ui;
    this.canAct = !!view.canAct && !ui.preview;
    const opts = this.options();
    const has = (a) => opts.some((o) => o.action === a);
    // choices that no longer fit the position are dropped
    if (!opts.some((o) => o.verb === "move" && o.from === this.sel)) (this.sel = null), (this.noble = null);
    if (this.noble && !opts.some((o) => o.verb === "move" && o.noble === this.noble)) this.noble = null;
    if (!opts.some((o) => o.verb === "play" && o.card === this.card)) this.card = null;
    if (this.pending && !has(this.pending)) this.pending = null;
    const docActive = this.root.getRootNode().activeElement;
    if (docActive && docActive.dataset && docActive.dataset.key && this.root.contains(docActive)) this.focusKey = docActive.dataset.key;

    const pickable = new Set(opts.filter((o) => o.verb === "move" || o.verb === "battle" || o.verb === "siege" || o.verb === "sally").map((o) => o.from));
    const hintLoc = view.hint ? this.hintLoc(view.hint) : null;
    const recent = this.opts.tools === false ? [] : sinceLastTurn(view.moves || [], ui.viewer);
    if (this.board) {
      this.map.setBoard(this.board);
      const ev = ui.event ? this.board.events[ui.event] : null;
      const eventAt = new Map();
      if (ev) for (const p of ev.places || (ev.place ? [ev.place] : [])) eventAt.set(p, `${eventName(this.board, ui.event)}`);
      this.map.update(ui, { targets: this.targetsOf(opts), selected: this.sel || this.info, hint: hintLoc, pickable, eventAt, seatName: (s) => this.seatName(s), marks: recapMarks(recent) });
      if (this.regionText) {
        this.region = this.region || regionOf(this.board, this.regionText);
        cutMap(this.map.el, this.board, this.region.rect || null);
        this.map.keys.refresh();
      }
    }
    // What the viewer held at each position drawn, by the move that led there (a move object
    // stays the same while its branch of the game does): the recap tells what it lost since.
    const moves = view.moves || [];
    if (!moves.length) this.held = {}; // a game's start is drawn before any move of it
    const at = (i) => (i > 0 ? moves[i - 1] : this.held);
    const mine = holdings(ui, ui.viewer);
    if (mine && at(moves.length)) {
      if (!this.heldAt.has(at(moves.length))) this.heldAt.set(at(moves.length), new Map());
      this.heldAt.get(at(moves.length)).set(ui.viewer, mine);
    }
    // The position after the viewer's last action may never have been drawn (a computer moved
    // at once); the one it acted from was (the person saw it), and between them are only the
    // viewer's own closing actions.
    let before = null;
    for (let i = recapStart(moves, ui.viewer); mine && !before && at(i); i--) {
      const kept = this.heldAt.get(at(i));
      before = (kept && kept.get(ui.viewer)) || null;
      if (i === 0 || moves[i - 1].seat !== ui.viewer) break;
    }
    // on a phone the recap opens as a sheet when the person's turn begins, until they close it
    const recapKey = `${(view.moves || []).length - (view.moves || []).slice().reverse().findIndex((m) => m.seat !== ui.viewer)}`;
    if (this.opts.tools !== false) renderRecap(this.recapEl, {
      moves: view.moves || [],
      viewer: ui.viewer,
      seatName: (s) => this.seatName(s),
      controllers: view.controllers,
      prefs: this.ctx.prefs,
      savePrefs: this.ctx.savePrefs,
      sheet: this.canAct && this.recapSeen !== recapKey,
      onClose: (this.closeRecapSheet = () => {
        this.recapSeen = recapKey;
        this.redrawFocus(null);
      }),
      lost: before ? losses(before, ui, ui.viewer) : null,
      named: (l) => (l.kind === "noble" ? cardName(this.board, l.id) : l.kind === "royal" ? royalName(this.board, l.id) : locName(this.board, l.id)),
    });
    // while the person chooses, a phone's map is shorter so the panel's actions start on screen
    this.root.classList.toggle("br-acting", this.canAct && !ui.outcome);
    this.renderNow(ui, opts, view);
    this.renderInfo(ui);
    this.renderHand(ui, opts);
    this.renderEvent(ui);
    this.renderSeats(ui, view);
    this.renderLists(ui, opts);
    // the Hint's choice is marked: its button in the panel (or the stack it moves) and its place
    const hintFrom = view.hint ? parseAction(view.hint).from : null;
    for (const el of this.nowEl.querySelectorAll("button[data-key]")) {
      const key = el.dataset.key;
      el.classList.toggle("hint", !!view.hint && (key === `act:${view.hint}` || (!!hintFrom && key === `stack:${hintFrom}`)));
    }
    this.restoreFocus();
  }

  hintLoc(action) {
    const o = parseAction(action);
    return o.to || o.from || null;
  }

  // ------------------------------------------------------------------ choices

  act(action) {
    this.sel = null;
    this.noble = null;
    this.card = null;
    this.pending = null;
    this.filterLoc = null;
    this.ctx.act(action);
  }

  redrawFocus(key) {
    this.focusKey = key;
    this.ctx.redraw();
    const el = key && this.root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (el) el.focus();
  }

  onLoc(loc) {
    const opts = this.options();
    const targets = this.targetsOf(opts);
    const kind = targets.get(loc);
    if (kind === "move") {
      const o = opts.find((x) => x.verb === "move" && x.from === this.sel && (x.noble || null) === this.noble && x.to === loc);
      if (o) return this.act(o.action);
    }
    if (kind === "attack" || kind === "give") {
      const ui = this.ui;
      const hits = opts.filter((o) =>
        kind === "give"
          ? o.verb === "play" && o.card === this.card && o.noble && ui.nobles[o.noble] && ui.nobles[o.noble].loc === loc
          : o.to === loc || (o.verb === "sally" && ui.sieges[o.from] && ui.sieges[o.from].from === loc),
      );
      if (hits.length === 1 && kind === "give") return this.act(hits[0].action);
      if (hits.length === 1) {
        this.pending = hits[0].action;
        this.filterLoc = null;
        return this.redrawFocus("confirm");
      }
      this.filterLoc = loc;
      return this.redrawFocus(null);
    }
    if (opts.some((o) => o.verb === "move" && o.from === loc)) {
      this.sel = this.sel === loc ? null : loc;
      this.noble = null;
      this.info = null;
      return this.redrawFocus(`loc:${loc}`);
    }
    if (opts.some((o) => (o.verb === "battle" || o.verb === "siege" || o.verb === "sally") && o.from === loc)) {
      this.filterLoc = this.filterLoc === loc ? null : loc;
      return this.redrawFocus(`loc:${loc}`);
    }
    this.info = this.info === loc ? null : loc;
    this.redrawFocus(`loc:${loc}`);
  }

  // ------------------------------------------------------------------ the panel

  button(label, action, extra = {}) {
    return h("button", { type: "button", dataset: { key: `act:${action}` }, onclick: () => this.act(action), ...extra }, label);
  }

  /** A sentence naming an action (hints, confirm panels). */
  actionLabel(action) {
    const b = this.board;
    const o = parseAction(action);
    const ui = this.ui;
    if (o.verb === "play" && ui) o.card = this.handOf(ui)[o.index - 1] || null;
    switch (o.verb) {
      case "event":
        return T.drawEvent;
      case "draw":
        return T.drawCrown;
      case "move": {
        const label = o.noble ? T.moveOneTo(cardName(b, o.noble), locName(b, o.to)) : T.moveTo(locName(b, o.to));
        return ui && (ui.sea_moves || []).includes(action) ? T.bySea(label) : label; // BR-18: ui_state says which
      }
      case "battle":
        return o.noble ? T.battleOneOption(cardName(b, o.noble), locName(b, o.from), locName(b, o.to)) : T.battleOption(locName(b, o.from), locName(b, o.to));
      case "siege":
        return T.siegeOption(locName(b, o.from), locName(b, o.to));
      case "sally":
        return T.sallyOption(locName(b, o.from));
      case "crown":
        return T.crownRoyal(royalName(b, o.royal));
      case "execute":
        return T.executeRoyal(royalName(b, o.royal));
      case "play": {
        if (ui && ui.phase === "declare" && o.noble) return T.declareTo(cardName(b, o.card), cardName(b, o.noble)); // BR-20.3
        const seatOf = b && b.cards[o.card] ? b.cards[o.card].seat : null;
        if (!o.noble) return seatOf ? T.playNoble(cardName(b, o.card), locName(b, seatOf)) : T.playCard(cardName(b, o.card));
        const n = ui && ui.nobles[o.noble];
        return T.giveTo(cardName(b, o.card), cardName(b, o.noble), n ? locName(b, n.loc) : "");
      }
      case "end":
        return T.endPhase[action] || action;
      case "summon":
        return T.summonParliament;
      case "grant": {
        const p = ui && ui.parliament;
        const n = ui && ui.nobles[o.noble];
        return T.grantTo(p && p.cards.length ? cardName(b, p.cards[0]) : "?", cardName(b, o.noble), n ? this.seatName(n.seat) : "?");
      }
      case "refuse":
        return T.refuse;
      case "pass":
        return T.passDeclare;
      case "withdraw":
        return T.withdraw;
      case "fight": {
        const odds = ui && ui.odds ? ui.odds.fight : null;
        return odds ? T.fight(odds.attacker, odds.defender, odds.victory) : action;
      }
      case "concede":
        return T.concede;
      default:
        return action;
    }
  }

  renderNow(ui, opts, view) {
    const box = this.nowEl;
    const kids = [h("h2", { id: "br-now-title" }, T.nowTitle)];
    if (ui.round) kids.push(h("p", { class: "br-round muted" }, T.roundLine(ui.round, this.board ? this.board.round_cap : 30, T.phaseName[ui.phase] || ui.phase)));
    if (ui.outcome || ui.preview) return replaceChildren(box, kids);
    if (!this.canAct) {
      const seat = ui.current_player ?? ui.to_move;
      const who = this.seatName(seat);
      const cpu = view.controllers && view.controllers[seat] === "computer";
      // the person's own seat, to move and not choosing: its turn waits on messages played elsewhere
      kids.push(h("p", {}, cpu ? T.thinking(who) : seat === ui.viewer ? T.waitOthers : T.waitFor(who)));
      return replaceChildren(box, kids);
    }
    if (this.pending) {
      kids.push(this.previewBox(ui, this.pending));
      return replaceChildren(box, kids);
    }
    const b = this.board;
    const list = (items) => h("ul", { class: "br-options" }, items.map((it) => h("li", {}, it)));
    const phase = ui.phase;
    if (phase === "event") kids.push(h("p", {}, T.nowEvent), list([this.button(T.drawEvent, "event", { class: "primary" })]));
    else if (phase === "move") {
      const moves = opts.filter((o) => o.verb === "move");
      if (!this.sel) {
        kids.push(h("p", {}, T.nowMove));
        const froms = [...new Set(moves.map((o) => o.from))];
        const stacks = new Map((ui.stacks || []).map((s) => [s.loc, s]));
        kids.push(h("h3", {}, T.yourStacksTitle));
        kids.push(
          list(
            froms.map((loc) => {
              const s = stacks.get(loc);
              return h("button", { type: "button", dataset: { key: `stack:${loc}` }, onclick: () => this.pickStack(loc) }, s ? T.stackNamed(this.nobleNames(ui, s.nobles), locName(b, loc), s.troops) : locName(b, loc));
            }),
          ),
        );
      } else {
        const chosen = (ui.stacks || []).find((s) => s.loc === this.sel);
        kids.push(h("p", {}, T.nowMoveStack(locName(b, this.sel), chosen ? this.nobleNames(ui, chosen.nobles) : "", chosen ? chosen.troops : 0)));
        kids.push(h("p", {}, h("button", { type: "button", dataset: { key: "cancel-stack" }, onclick: () => ((this.sel = null), (this.noble = null), this.redrawFocus(`stack:${this.selPrev}`)) }, S.cancel)));
        const stack = (ui.stacks || []).find((s) => s.loc === this.sel);
        const movers = [...new Set(moves.filter((o) => o.from === this.sel && o.noble).map((o) => o.noble))];
        if (stack && movers.length) {
          const choice = (value, label) =>
            h("label", { class: "choice" }, h("input", { type: "radio", name: "br-who", value, checked: (this.noble || "") === value, dataset: { key: `who:${value}` }, onchange: () => ((this.noble = value || null), this.redrawFocus(`who:${value}`)) }), " ", label);
          kids.push(h("fieldset", { class: "br-who" }, h("legend", {}, T.whoMoves), choice("", T.wholeStack(stack.nobles.length)), movers.map((n) => choice(n, this.nobleWithFigures(ui, n)))));
        }
        // nearest first (cells apart, then name): the order a person looks for them in
        const from = b ? cellOf(b, this.sel) : null;
        const apart = (loc) => {
          const c = from && cellOf(b, loc);
          return c ? Math.max(Math.abs(c[0] - from[0]), Math.abs(c[1] - from[1])) : 0;
        };
        const dests = moves
          .filter((o) => o.from === this.sel && (o.noble || null) === this.noble)
          .map((o) => ({ ...o, apart: apart(o.to), name: locName(b, o.to) }))
          .sort((x, y) => x.apart - y.apart || x.name.localeCompare(y.name));
        const named = dests.filter((o) => !o.to.startsWith("@"));
        const fields = dests.filter((o) => o.to.startsWith("@"));
        kids.push(h("h3", {}, T.destinationsTitle));
        const costs = (ui.entry_costs && ui.entry_costs[this.sel]) || {};
        const withCost = (o) => (o.to in costs ? [this.button(this.actionLabel(o.action), o.action), h("span", { class: "br-cost muted" }, T.entryCost(costs[o.to]))] : this.button(this.actionLabel(o.action), o.action));
        kids.push(h("div", { class: "br-scroll" }, list(named.map(withCost))));
        if (fields.length) {
          const more = h("details", { class: "br-fields" }, h("summary", {}, T.moreDest(fields.length)), list(fields.map((o) => this.button(this.actionLabel(o.action), o.action))));
          kids.push(more);
        }
      }
    } else if (phase === "combat") {
      kids.push(h("p", {}, T.nowCombat));
      let fights = opts.filter((o) => o.verb === "battle" || o.verb === "siege" || o.verb === "sally");
      if (this.filterLoc) {
        const only = fights.filter((o) => o.to === this.filterLoc || o.from === this.filterLoc || (o.verb === "sally" && ui.sieges[o.from] && ui.sieges[o.from].from === this.filterLoc));
        if (only.length) fights = only;
      }
      kids.push(h("h3", {}, T.combatTitle));
      kids.push(
        list(
          fights.map((o) => {
            const odds = ui.odds ? ui.odds[o.action] : null;
            const label = [this.actionLabel(o.action)];
            if (odds) label.push(` — ${odds.attacker}:${odds.defender}, ${T.chanceShort(odds.victory)}`);
            return h("button", { type: "button", dataset: { key: `act:${o.action}` }, onclick: () => ((this.pending = o.action), this.redrawFocus("confirm")) }, label.join(""));
          }),
        ),
      );
    } else if (phase === "parliament") kids.push(...this.parliamentPart(ui, opts, list));
    else if (phase === "declare") kids.push(...this.declarePart(ui, opts, list));
    else if (phase === "coronation") {
      kids.push(h("p", {}, T.nowCoronation));
      kids.push(list(opts.filter((o) => o.verb === "crown" || o.verb === "execute").map((o) => (o.verb === "crown" ? this.button(this.actionLabel(o.action), o.action, { class: "primary" }) : h("button", { type: "button", dataset: { key: `act:${o.action}` }, onclick: () => ((this.pending = o.action), this.redrawFocus("confirm")) }, this.actionLabel(o.action))))));
    } else if (phase === "crown") {
      if (opts.some((o) => o.verb === "draw")) kids.push(h("p", {}, T.nowCrownDraw), list([this.button(T.drawCrown, "draw", { class: "primary" })]));
      else if (this.card) {
        kids.push(h("p", {}, T.nowCrownCard(cardName(b, this.card))));
        let gives = opts.filter((o) => o.verb === "play" && o.card === this.card);
        if (this.filterLoc) {
          const only = gives.filter((o) => ui.nobles[o.noble] && ui.nobles[o.noble].loc === this.filterLoc);
          if (only.length) gives = only;
        }
        kids.push(list(gives.map((o) => this.button(this.actionLabel(o.action), o.action))));
        kids.push(h("p", {}, h("button", { type: "button", dataset: { key: "cancel-card" }, onclick: () => ((this.card = null), (this.filterLoc = null), this.redrawFocus(null)) }, S.cancel)));
      } else kids.push(h("p", {}, T.nowCrownPlay));
    }
    // every legal action no part above offers (a phase or verb new to this table) as a plain button
    const covered = COVERS[phase] || [];
    const rest = opts.filter((o) => !ENDS.includes(o.action) && !covered.includes(o.verb));
    if (rest.length) kids.push(h("h3", {}, T.otherTitle), list(rest.map((o) => this.button(this.actionLabel(o.action), o.action))));
    const ends = opts.filter((o) => ENDS.includes(o.action));
    const tail = ends.map((o) => this.button(T.endPhase[o.action], o.action, { class: "br-end" }));
    // the phase's end comes under the panel's first sentence, before the long lists: reached without scrolling
    if (tail.length) {
      const intro = kids.findIndex((k) => k.tagName === "P" && !k.classList.contains("br-round"));
      kids.splice(intro < 0 ? kids.length : intro + 1, 0, h("div", { class: "br-ends" }, tail));
    }
    // conceding stands apart, at the foot of the panel, never next to "End movement"
    if (opts.some((o) => o.action === "concede")) kids.push(h("div", { class: "br-concede-row" }, h("button", { type: "button", class: "br-concede", dataset: { key: "act:concede" }, onclick: () => ((this.pending = "concede"), this.redrawFocus("confirm")) }, T.concede)));
    replaceChildren(box, kids);
  }

  /** BR-19: summon Parliament, then grant or refuse the Chancery's cards one by one. */
  parliamentPart(ui, opts, list) {
    const b = this.board;
    const p = ui.parliament;
    if (!p) return [h("p", {}, T.nowParliament), ...this.forecast(ui), list(opts.filter((o) => o.verb === "summon").map((o) => this.button(T.summonParliament, o.action, { class: "primary" })))];
    const next = b && b.cards[p.cards[0]];
    const out = [h("p", {}, T.nowGrant(cardName(b, p.cards[0]), p.cards.length)), next && next.help ? h("p", { class: "br-card-help" }, nameOf(next.help)) : null, h("p", { class: "muted" }, T.grantVotes)];
    out.push(list(opts.filter((o) => o.verb === "grant" || o.verb === "refuse").map((o) => this.button(this.actionLabel(o.action), o.action))));
    if (p.present && p.present.length) out.push(h("details", { class: "br-attending" }, h("summary", {}, T.attendingTitle), h("ul", {}, p.present.map((n) => h("li", {}, this.nobleWithFigures(ui, n))))));
    return out;
  }

  /** BR-19.2–19.4: before Parliament sits, who would attend, the cards they would bring and the votes. */
  forecast(ui) {
    const f = ui.sitting;
    const b = this.board;
    if (!f) return [];
    if (!f.present.length) return [h("p", { class: "br-forecast" }, T.forecastNone)];
    // the Chancery's first cards come out, one per attending noble (BR-19.3); the summoner grants each
    const names = f.present.map((n) => `${cardName(b, n)} (${ui.nobles[n] ? this.seatName(ui.nobles[n].seat) : "?"})`).join(", ");
    const cards = f.cards.map((c) => cardName(b, c)).join(", ");
    const votes = (f.votes || []).map(([lords, commons], s) => h("li", {}, T.forecastVotes(this.seatName(s), lords, commons)));
    return [h("div", { class: "br-forecast" }, h("p", {}, T.parliamentForecast), h("p", {}, T.forecastAttending(f.present.length, names)), h("p", {}, T.forecastCards(cards)), h("p", {}, T.forecastVotesTitle), h("ul", {}, votes))];
  }

  /** BR-20.3: the defender (then the attacker) may play cards to the stack in an announced battle. */
  declarePart(ui, opts, list) {
    const b = this.board;
    const a = ui.attack;
    const odds = ui.odds ? ui.odds.fight : null;
    const out = [];
    if (a) out.push(h("p", {}, a.step === "defender" ? T.nowDeclareDefender(this.seatName(a.by), locName(b, a.to)) : T.nowDeclareAttacker(locName(b, a.to))));
    if (odds) out.push(h("p", { class: "br-chance" }, T.declareOdds(odds.attacker, odds.defender, odds.victory)));
    const main = opts.filter((o) => o.verb === "fight" || o.verb === "withdraw" || o.verb === "pass");
    out.push(list(main.map((o) => this.button(this.actionLabel(o.action), o.action, o.verb === "withdraw" ? {} : { class: "primary" }))));
    // a card chosen in the hand narrows the plays to it (its holders are lit on the map)
    let plays = opts.filter((o) => o.verb === "play");
    if (this.card) plays = plays.filter((o) => o.card === this.card);
    if (plays.length) out.push(list(plays.map((o) => this.button(this.actionLabel(o.action), o.action))));
    // the spread's rows speak to the attacker ("your nobles"): shown on the attacker's step only
    if (odds && a && a.step !== "defender") out.push(this.spreadTable(odds));
    return out;
  }

  pickStack(loc) {
    this.sel = loc;
    this.selPrev = loc;
    this.noble = null;
    this.info = null;
    this.redrawFocus(null);
    const first = this.nowEl.querySelector(".br-options button, .br-who input");
    if (first) first.focus();
  }

  /** The Confirm panel of a risky action: for a battle or siege the troops and the chance of victory. */
  previewBox(ui, action) {
    const o = parseAction(action);
    const odds = ui.odds ? ui.odds[action] : null;
    const lines = [h("p", { class: "br-preview-what" }, this.actionLabel(action))];
    if (action === "concede") lines.push(h("p", {}, T.concedeAsk));
    if (odds) {
      const col = this.board ? this.board.columns[odds.column] : String(odds.column);
      // a siege reads no battle row (BR-8.2): its ratio column does not apply
      lines.push(h("p", {}, T.previewTroops(odds.attacker, odds.defender), ...(o.verb === "siege" ? [] : [", ", T.previewColumn(col)])));
      // who dies if it goes the attacker's way: every defending noble (BR-7.3, BR-8.2)
      const target = o.verb === "sally" && ui.sieges && ui.sieges[o.from] ? ui.sieges[o.from].from : o.to;
      const defenders = (ui.stacks || []).filter((st) => st.loc === target && st.seat !== ui.to_move).flatMap((st) => st.nobles);
      const names = defenders.length ? this.nobleNames(ui, defenders) : "";
      if (o.verb === "siege") lines.push(h("p", { class: "br-dies" }, names ? T.siegeKills(names) : T.siegeEmpty));
      else if (names) lines.push(h("p", { class: "br-dies" }, T.battleKills(names)));
      if (o.verb === "siege") lines.push(h("p", { class: "br-chance" }, T.previewSiege(odds.victory)));
      else lines.push(h("p", { class: "br-chance" }, T.previewChance(odds.victory)));
      lines.push(h("meter", { min: 0, max: 1, value: odds.victory, low: 0.34, high: 0.66, optimum: 1, "aria-label": T.previewChance(odds.victory) }));
      if (o.verb !== "siege") lines.push(this.spreadTable(odds), h("p", { class: "muted" }, T.previewBattle));
    }
    const confirm = h("button", { type: "button", class: "primary", id: this.opts.ids === false ? undefined : "br-confirm", dataset: { key: "confirm" }, onclick: () => this.act(action) }, action === "concede" ? T.confirmConcede : T.confirm);
    const cancel = h("button", { type: "button", dataset: { key: "cancel" }, onclick: () => ((this.pending = null), this.redrawFocus(null)) }, S.cancel);
    return h("div", { class: `br-preview${action === "concede" ? " danger" : ""}`, role: "group", "aria-label": T.previewTitle }, h("h3", {}, T.previewTitle), lines, h("div", { class: "br-buttons" }, confirm, cancel));
  }

  /** BR-7.3, BR-7.4: every result the event card may bring at this ratio, as ui_state gives it. */
  spreadTable(odds) {
    const rows = Object.keys(T.spreadRows)
      .filter((k) => typeof odds[k] === "number")
      .map((k) => h("tr", { class: `br-spread-${k}` }, h("th", { scope: "row" }, T.spreadRows[k]), h("td", {}, T.share(odds[k]))));
    return rows.length ? h("table", { class: "br-spread" }, h("caption", {}, T.spreadTitle), h("tbody", {}, rows)) : null;
  }

  /** A noble's name with its troops and influence (ui_state.nobles, BR-7.2). */
  nobleWithFigures(ui, n) {
    const nb = ui.nobles && ui.nobles[n];
    const name = cardName(this.board, n);
    return nb && typeof nb.troops === "number" ? `${name} (${T.cardTroops(nb.troops, nb.influence)})` : name;
  }

  // ------------------------------------------------------------------ other panels

  renderInfo(ui) {
    const box = this.infoEl;
    const loc = this.info;
    const b = this.board;
    if (!loc || !b) {
      box.hidden = true;
      return replaceChildren(box);
    }
    const place = b.places[loc];
    const kids = [h("h2", {}, locName(b, loc))];
    if (place) {
      const kind = b.kinds[place.kind];
      kids.push(h("p", {}, T.kindLine(kindName(b, place.kind), kind ? kind.influence : "?", kind ? kind.garrison : "?")));
      const owner = ui.owners ? ui.owners[loc] : null;
      kids.push(h("p", {}, owner === undefined || owner === null ? T.neutral : T.heldBy(this.seatName(owner))));
      // BR-6.9: why no stack can be sent here in the first round
      if ((ui.shut || []).includes(loc)) kids.push(h("p", { class: "br-shut" }, T.shutFirstRound));
    }
    const stack = (ui.stacks || []).find((s) => s.loc === loc);
    if (stack) {
      kids.push(h("p", {}, T.stackOf(this.seatName(stack.seat), stack.nobles.length, stack.troops)));
      kids.push(h("ul", {}, stack.nobles.map((n) => h("li", {}, T.nobleLine(this.nobleWithFigures(ui, n), ((ui.nobles[n] && ui.nobles[n].cards) || []).map((c) => cardName(b, c)).join(", "))))));
    } else kids.push(h("p", { class: "muted" }, T.nothingHere));
    const royals = Object.entries(ui.royals || {}).filter(([, r]) => r.alive && r.place === loc);
    if (royals.length) kids.push(h("p", {}, T.royalsHere(royals.map(([id, r]) => royalName(b, id) + (r.crowned ? ` (${T.crownedTag})` : "")).join(", "))));
    kids.push(h("button", { type: "button", dataset: { key: "info-close" }, onclick: () => ((this.info = null), this.redrawFocus(`loc:${loc}`)) }, T.close));
    box.hidden = false;
    replaceChildren(box, kids);
  }

  renderHand(ui, opts) {
    const box = this.handEl;
    const b = this.board;
    const seat = ui.viewer;
    const hand = this.handOf(ui);
    const kids = [h("h2", { id: "br-hand-title" }, seat === null || seat === undefined ? T.handTitle : `${T.handTitle} — ${this.seatName(seat)}`)];
    if (!hand.length) kids.push(h("p", { class: "muted" }, T.handEmpty));
    else {
      kids.push(
        h(
          "ul",
          { class: "br-cards" },
          hand.map((c) => {
            const card = b ? b.cards[c] : null;
            const plays = opts.filter((o) => o.verb === "play" && o.card === c);
            // BR-18.1: a ship card carries troops and adds none: show what it carries
            const info = !card ? "" : card.category === "ship" && card.ships ? T.shipCard(card.ships[0]) : T.cardTroops(card.troops, card.influence);
            // what the card does, in the engine's words (board_data's `help`), read with its button
            const helpId = `br-help-${c}`;
            const help = card && card.help ? h("p", { class: "br-card-help", id: this.opts.ids === false ? undefined : helpId }, nameOf(card.help)) : null;
            const described = help && this.opts.ids !== false ? { "aria-describedby": helpId } : {};
            let control = null;
            if (plays.length && !plays[0].noble) control = this.button(this.actionLabel(plays[0].action), plays[0].action, { class: "primary", ...described });
            else if (plays.length)
              control = h("button", { type: "button", "aria-pressed": this.card === c ? "true" : "false", dataset: { key: `card:${c}` }, onclick: () => ((this.card = this.card === c ? null : c), (this.filterLoc = null), this.redrawFocus(`card:${c}`)), ...described }, `${T.chooseCard}: ${cardName(b, c)}`);
            return h("li", { class: `br-card cat-${card ? card.category : "unknown"}${this.card === c ? " chosen" : ""}` }, h("span", { class: "br-card-name" }, cardName(b, c)), h("span", { class: "br-card-info muted" }, info), help, control);
          }),
        ),
      );
    }
    replaceChildren(box, kids);
  }

  /** BR-5.1: the event deck's make-up and the chance of each kind on the next draw (the cards left). */
  eventOdds(ui) {
    const b = this.board;
    if (!b || !Array.isArray(ui.events_left)) return null;
    const sign = ui.events_left.join(" ");
    if (this.oddsCache && this.oddsCache.sign === sign) return this.oddsCache.el;
    const all = Object.values(b.events);
    const kinds = [...new Set(all.map((e) => e.kind))];
    const total = (k) => all.filter((e) => e.kind === k).length;
    const left = (k) => ui.events_left.filter((id) => b.events[id] && b.events[id].kind === k).length;
    const n = ui.events_left.length;
    const kindName = (k) => nameOf(all.find((e) => e.kind === k).name);
    const rows = kinds
      .map((k) => ({ k, left: left(k), total: total(k) }))
      .sort((x, y) => y.left - x.left || y.total - x.total)
      .map((r) => h("tr", {}, h("th", { scope: "row" }, kindName(r.k)), h("td", {}, n ? T.share(r.left / n) : "—"), h("td", { class: "muted" }, T.oddsRow(r.left, r.total))));
    // kept while the deck is the same: the element moves with its open state
    const el = h(
      "details",
      { class: "br-odds", dataset: { part: "odds" } },
      h("summary", {}, T.oddsTitle),
      h("p", {}, T.oddsLine(n, all.length)),
      h("table", { "aria-label": T.oddsTitle }, h("tbody", {}, rows)),
    );
    if (this.oddsCache && this.oddsCache.el.open) el.open = true;
    this.oddsCache = { sign, el };
    return el;
  }

  renderEvent(ui) {
    const box = this.eventEl;
    const b = this.board;
    const kids = [h("h2", { id: "br-event-title" }, T.eventTitle)];
    const ev = ui.event && b ? b.events[ui.event] : null;
    const odds = this.eventOdds(ui);
    if (!ev) {
      kids.push(h("p", { class: "muted" }, T.noEvent), odds);
      return replaceChildren(box, kids);
    }
    const where = ev.place ? ` ${T.eventAt(locName(b, ev.place))}` : ev.places ? ` ${T.eventAt(ev.places.map((p) => locName(b, p)).join(", "))}` : "";
    kids.push(h("p", { class: `br-event-name kind-${ev.kind}` }, eventName(b, ui.event), where));
    kids.push(h("p", {}, T.eventKinds[ev.kind] || ""));
    if (ev.battle) {
      const head = b.columns.map((c) => h("th", { scope: "col" }, c));
      const row = ev.battle.map((cell) => {
        const res = cell.replace(/\+/g, "");
        return h("td", { class: `res-${res}` }, h("abbr", { title: `${T.results[res] || res}${cell.startsWith("+") ? `; ${T.plusBefore}` : ""}${cell.endsWith("+") ? `; ${T.plusAfter}` : ""}` }, cell));
      });
      kids.push(h("table", { class: "br-battle-row" }, h("caption", {}, T.battleRowTitle), h("thead", {}, h("tr", {}, head)), h("tbody", {}, h("tr", {}, row))));
    }
    kids.push(odds);
    replaceChildren(box, kids);
  }

  renderSeats(ui, view) {
    const box = this.seatsEl;
    const b = this.board;
    const n = ui.seats || 0;
    const rows = [];
    for (let s = 0; s < n; s++) {
      const mine = (ui.stacks || []).filter((st) => st.seat === s);
      const nobles = mine.reduce((a, st) => a + st.nobles.length, 0);
      const troops = mine.reduce((a, st) => a + st.troops, 0);
      const places = Object.values(ui.owners || {}).filter((o) => o === s).length;
      const tags = [];
      if (!ui.outcome && ui.to_move === s) tags.push(T.toMoveTag);
      if ((ui.out || []).includes(s)) tags.push(T.outTag);
      if (view.controllers && view.controllers[s] === "computer") tags.push(T.computerTag);
      const hand = ui.hands && ui.hands[s] ? ui.hands[s].length : 0;
      const royals = Object.entries(ui.royals || {}).filter(([, r]) => r.alive && r.controller === s).map(([id, r]) => royalName(b, id) + (r.crowned ? ` (${T.crownedTag})` : ""));
      rows.push(
        h(
          "li",
          { class: `br-seat seat-${s}${ui.to_move === s && !ui.outcome ? " to-move" : ""}${(ui.out || []).includes(s) ? " out" : ""}` },
          h("span", { class: `br-swatch seat-${s}`, "aria-hidden": "true" }, String(s + 1)),
          h("strong", {}, this.seatName(s)),
          tags.length ? h("span", { class: "br-tags" }, ` (${tags.join(", ")})`) : null,
          h("span", { class: "br-seat-line" }, T.seatLine(nobles, troops, places), " · ", T.handCount(hand)),
          royals.length ? h("span", { class: "br-seat-royals" }, royals.join(", ")) : null,
        ),
      );
    }
    const kids = [h("h2", { id: "br-seats-title" }, T.seatsTitle), h("ul", { class: "br-seat-list" }, rows)];
    if (ui.hold && b) kids.push(h("p", { class: "br-hold" }, T.holdLine(this.seatName(ui.hold.seat), royalName(b, ui.hold.royal), ui.hold.turns, b.hold_turns)));
    if (ui.deck_size !== undefined) kids.push(h("p", { class: "muted" }, T.deckLine(ui.deck_size, (ui.chancery || []).length)));
    kids.push(h("p", {}, h("button", { type: "button", class: "br-sources-open", dataset: { key: "sources" }, onclick: () => openSources(this.root, () => this.root.querySelector('[data-key="sources"]')) }, T.sourcesButton)));
    replaceChildren(box, kids);
  }

  /** Every royal, stack and place as a list: the map's content without the map. */
  renderLists(ui, opts) {
    const box = this.listsEl;
    const b = this.board;
    if (!b) return replaceChildren(box);
    const open = new Set([...box.querySelectorAll("details[open]")].map((d) => d.dataset.part));
    const royals = Object.entries(ui.royals || {}).map(([id, r]) => {
      const name = `${royalName(b, id)}${r.crowned ? ` (${T.crownedTag})` : ""}`;
      if (!r.alive) return h("li", { class: "muted" }, T.royalDead(name));
      if (!r.place) return h("li", {}, T.royalNotOnMap(name));
      return h("li", { class: `house-${b.royals[id].house}` }, T.royalWhere(name, locName(b, r.place), r.controller === null || r.controller === undefined ? null : this.seatName(r.controller)));
    });
    const locButton = (loc, label) => h("button", { type: "button", class: "br-linkish", dataset: { key: `list:${loc}` }, onclick: () => this.onListLoc(loc) }, label);
    const stacks = (ui.stacks || []).map((s) => h("li", { class: `seat-${s.seat}` }, locButton(s.loc, `${locName(b, s.loc)}: ${T.stackOf(this.seatName(s.seat), s.nobles.length, s.troops)}`)));
    // the places by name, sorted once per page (localeCompare is slow on every redraw)
    if (!this.placeOrder) this.placeOrder = Object.keys(b.places).map((id) => [locName(b, id), id]).sort((x, y) => x[0].localeCompare(y[0]));
    const places = this.placeOrder.map(([name, id]) => {
        const owner = ui.owners ? ui.owners[id] : null;
        return h("li", {}, locButton(id, `${name} — ${kindName(b, b.places[id].kind)}, ${owner === undefined || owner === null ? T.neutral : T.heldBy(this.seatName(owner))}`));
      });
    const part = (key, title, items) => h("details", { dataset: { part: key }, open: open.has(key) || (key === "stacks" && !open.size && !box.dataset.seen) }, h("summary", {}, title), h("ul", { class: "br-list" }, items));
    box.dataset.seen = "1";
    replaceChildren(box, part("royals", T.royalsTitle, royals), part("stacks", T.stacksTitle, stacks), part("places", T.placesTitle, places), h("p", { class: "br-coast-note muted" }, T.coastNote(b.coast.licence)));
  }

  /** A stack or place chosen in a list does what pressing it on the map does. */
  onListLoc(loc) {
    this.focusKey = `list:${loc}`;
    this.onLoc(loc);
    const again = this.root.querySelector(`[data-key="${CSS.escape(`list:${loc}`)}"]`);
    if (again && (this.info === loc || !this.sel)) again.focus();
  }

  /** Keyboard play: keep focus on the same control across redraws and moves. */
  restoreFocus() {
    const now = this.root.getRootNode().activeElement;
    const lost = !now || now === this.root.ownerDocument.body || !now.isConnected || now.disabled;
    if (!lost || this.root.ownerDocument.querySelector("dialog[open]")) return;
    const again = this.focusKey && this.root.querySelector(`[data-key="${CSS.escape(this.focusKey)}"]`);
    if (again) return again.focus();
    // the person's turn (also right after a hand-over screen): focus goes to what they can do
    if (this.canAct && this.opts.grabFocus !== false) {
      const next = this.nowEl.querySelector("button.primary, .br-options button, button");
      if (next) next.focus();
    }
  }

  /** Escape drops a choice in progress. */
  onKey(ev) {
    if (ev.key === "Escape" && (this.pending || this.sel || this.card || this.filterLoc || this.info)) {
      if (this.pending) this.pending = null;
      else if (this.filterLoc) this.filterLoc = null;
      else if (this.card) this.card = null;
      else if (this.sel) (this.sel = null), (this.noble = null);
      else this.info = null;
      this.ctx.redraw();
      return true;
    }
    return false;
  }

  // ------------------------------------------------------------------ for the shell

  /** The embed's check of its own parameters (after `loaded`): a bad region's sentence, or null. */
  paramProblem() {
    if (!this.regionText) return null;
    if (!this.board) return T.mapMissing;
    this.region = regionOf(this.board, this.regionText);
    return this.region.error || null;
  }

  status(ui, view) {
    if (ui.outcome) return S.gameOver(this.resultLine(ui.outcome));
    const seat = ui.current_player ?? ui.to_move;
    const who = this.seatName(seat);
    if (view.controllers && view.controllers[seat] === "computer") return T.thinking(who);
    return T.toMove(who, T.phaseName[ui.phase] || ui.phase);
  }

  resultLine(outcome) {
    const reason = T.reasons[outcome.reason] || outcome.reason || "";
    return outcome.winner === null || outcome.winner === undefined ? T.resultNone(reason) : T.resultWin(this.seatName(outcome.winner), reason);
  }

  hintText(action, ui, why = null) {
    const o = parseAction(action);
    const stack = o.verb === "move" && !o.noble && this.ui ? (this.ui.stacks || []).find((s) => s.loc === o.from) : null;
    let text;
    if (stack && stack.nobles.length) {
      const lead = this.byStrength(this.ui, stack.nobles)[0];
      const label = stack.nobles.length === 1 ? T.moveOneTo(cardName(this.board, lead), locName(this.board, o.to)) : T.moveStackTo(cardName(this.board, lead), locName(this.board, o.to));
      text = T.hint((this.ui.sea_moves || []).includes(action) ? T.bySea(label) : label);
    } else text = T.hint(this.actionLabel(action));
    const reasons = this.hintWhy(why);
    return reasons.length ? `${text.replace(/[.!?]?$/, ".")} ${reasons.join(" ")}` : text;
  }

  /** The engine's reason for a hinted action (engine/ai/bella_rosarum/explain.py) in sentences:
   * for a move the royals it takes, those it keeps from a rival's next turn, those a rival could
   * still take; for an attack its odds, the place a siege takes and the royals a victory takes;
   * for a card, the troops of the stack it joins and the places it brings. */
  hintWhy(why) {
    if (!why || typeof why !== "object") return [];
    const names = (ids) => (Array.isArray(ids) ? ids.filter((r) => this.board.royals[r]).map((r) => royalName(this.board, r)) : []);
    const [took, saved, risk, prize] = [names(why.took), names(why.saved), names(why.risk), names(why.prize)];
    const who = (Array.isArray(why.by) ? why.by : []).filter((s) => Number.isInteger(s)).map((s) => this.seatName(s));
    const odds = typeof why.odds === "number" ? why.odds : null;
    const siege = odds !== null && typeof why.place === "string" && this.board.places[why.place];
    const fight = siege
      ? T.hintSiege(locName(this.board, why.place), odds)
      : odds !== null && Number.isInteger(why.attacker) && Number.isInteger(why.defender) && T.hintBattle(why.attacker, why.defender, odds);
    // a card from the hand: the troops of the stack it lands on, the places it makes the seat's
    const t = Array.isArray(why.troops) && why.troops.length === 2 && why.troops.every(Number.isInteger) ? why.troops : null;
    const places = (Array.isArray(why.places) ? why.places : []).filter((p) => this.board.places[p]).map((p) => locName(this.board, p));
    return [t && T.hintTroops(t[0], t[1]), places.length && T.hintPlaces(places), took.length && T.hintTook(took), saved.length && T.hintSaved(saved), risk.length && T.hintRisk(risk, who), fight, prize.length && T.hintPrize(prize)].filter(Boolean);
  }

  /** Nobles, the strongest first (their troops in ui_state, BR-7.2), then in card order. */
  byStrength(ui, nobles) {
    const troops = (n) => (ui.nobles && ui.nobles[n] && typeof ui.nobles[n].troops === "number" ? ui.nobles[n].troops : 0);
    return [...nobles].sort((x, y) => troops(y) - troops(x));
  }

  /** A stack's nobles by name, the strongest first. */
  nobleNames(ui, nobles) {
    return this.byStrength(ui, nobles)
      .map((n) => cardName(this.board, n))
      .join(", ");
  }

  endScreen(ui) {
    const b = this.board;
    // the game is over: every hand is shown, and what was left of the crown deck (BR-14)
    const hands = ui.revealed ? ui.hands || [] : [];
    const head = [T.endColPlayer, T.endColNobles, T.endColTroops, T.endColRoyals].map((t) => h("th", { scope: "col" }, t));
    const rows = [];
    for (let s = 0; s < (ui.seats || 0); s++) {
      const mine = (ui.stacks || []).filter((st) => st.seat === s);
      const royals = Object.entries(ui.royals || {}).filter(([, r]) => r.alive && r.controller === s).map(([id, r]) => royalName(b, id) + (r.crowned ? ` (${T.crownedTag})` : ""));
      rows.push(
        h(
          "tr",
          { class: ui.outcome.winner === s ? "winner" : "" },
          h("th", { scope: "row" }, this.seatName(s)),
          h("td", {}, String(mine.reduce((a, st) => a + st.nobles.length, 0))),
          h("td", {}, String(mine.reduce((a, st) => a + st.troops, 0))),
          h("td", {}, royals.join(", ") || "—"),
        ),
      );
    }
    // the hands as a list under the table: a phone has no width for a fifth column
    const handList = hands.length
      ? [h("p", { class: "end-hands-title" }, T.endColHand), h("ul", { class: "end-hands" }, hands.map((hand, s) => h("li", {}, `${this.seatName(s)}: ${hand.map((c) => cardName(b, c)).join(", ") || "—"}`)))]
      : [];
    const deck = ui.revealed && Array.isArray(ui.deck) && ui.deck.length ? h("p", { class: "end-deck" }, T.endDeck(ui.deck.map((c) => cardName(b, c)).join(", "))) : null;
    return [h("p", { class: "end-result" }, this.resultLine(ui.outcome)), h("table", { class: "end-table" }, h("thead", {}, h("tr", {}, head)), h("tbody", {}, rows)), ...handList, deck];
  }
}

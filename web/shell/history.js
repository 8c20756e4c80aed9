// Undo/redo: the list of engine states of this game, the actions between them and
// their descriptions. states[i+1] = apply(states[i], moves[i].action).
// The UI caches ui_state per position; the cache is not saved (recomputed on demand).

export class History {
  constructor(initialState, initialUi = null) {
    this.states = [initialState];
    this.uis = [initialUi];
    this.moves = [];
    this.index = 0;
  }

  get state() {
    return this.states[this.index];
  }
  get ui() {
    return this.uis[this.index];
  }
  set ui(value) {
    this.uis[this.index] = value;
  }
  get length() {
    return this.moves.length;
  }
  canUndo() {
    return this.index > 0;
  }
  canRedo() {
    return this.index < this.moves.length;
  }

  /** Add a move after the current position, dropping any redo branch. */
  push(move, state, ui) {
    this.states.length = this.index + 1;
    this.uis.length = this.index + 1;
    this.moves.length = this.index;
    this.moves.push(move);
    this.states.push(state);
    this.uis.push(ui);
    this.index += 1;
  }

  /** Seat to move at position i, read from the (cached or stored) state. */
  seatAt(i) {
    return this.states[i].to_move;
  }

  toJSON() {
    return { states: this.states, moves: this.moves, index: this.index };
  }

  static fromJSON(data) {
    if (!data || !Array.isArray(data.states) || !data.states.length || !Array.isArray(data.moves)) {
      throw new Error("saved history is malformed");
    }
    if (data.states.length !== data.moves.length + 1) throw new Error("saved history is inconsistent");
    const h = new History(data.states[0]);
    h.states = data.states.slice();
    h.uis = data.states.map(() => null);
    h.moves = data.moves.slice();
    h.index = Math.max(0, Math.min(Number(data.index) || 0, h.moves.length));
    return h;
  }
}

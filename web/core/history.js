// Undo/redo: the engine states of this game, the moves between them and their sentences.
// states[i+1] = the state after moves[i]; index is the position on the board (moves after it
// can be redone). Each move holds the seat that chose it, so undo finds a person's decisions
// without reading states.

export class History {
  constructor(initialState) {
    this.states = [initialState];
    this.moves = [];
    this.index = 0;
  }

  get state() {
    return this.states[this.index];
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
  push(move, state) {
    this.states.length = this.index + 1;
    this.moves.length = this.index;
    this.moves.push(move);
    this.states.push(state);
    this.index += 1;
  }

  /** A history of `states` (states[i+1] after moves[i]) standing at `index`. */
  static of(states, moves, index = moves.length) {
    const h = new History(states[0]);
    h.states = states.slice();
    h.moves = moves.slice();
    h.index = index;
    return h;
  }
}

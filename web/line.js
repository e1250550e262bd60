// The line of play a board holds: the steps played (with who played each), the steps taken
// back that redo can replay, and which earlier position is being looked at. Plain data; the
// board asks Python about positions and records here what happened.

export class Line {
  constructor() {
    this.reset();
  }

  /** Start again from `moves` (canonical texts) and who played them. */
  reset(moves = [], movers = [], redo = []) {
    this.moves = [...moves];
    this.movers = [...movers];
    this.redo = [...redo];
    this.browse = null; // ply looked at, or null for the live position
  }

  /** A step was played. Replaying the step that was taken back keeps the rest of redo. */
  played(step, player) {
    if (this.redo.at(-1) === step) this.redo.pop();
    else this.redo = [];
    this.moves.push(step);
    this.movers.push(player);
    this.browse = null;
  }

  /** The last step was taken back. */
  undone() {
    this.redo.push(this.moves.pop());
    this.movers.pop();
    this.browse = null;
  }

  get length() {
    return this.moves.length;
  }

  /** The ply shown: the one looked at, or the end. */
  get at() {
    return this.browse ?? this.moves.length;
  }

  /** Where a step button goes from here: "first", "back", "forward", "last". */
  target(go) {
    const n = this.moves.length;
    const to = { first: 0, back: this.at - 1, forward: this.at + 1, last: n }[go];
    return to === undefined ? undefined : Math.max(0, Math.min(n, to));
  }
}

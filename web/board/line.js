// The line of play a board holds: the steps played (with who played each), the steps taken
// back that redo can replay, and which earlier position is being looked at. Plain data; the
// session asks Python about positions and records here what happened.

/** @typedef {"first" | "back" | "forward" | "last"} Go  a step button's (or key's) direction */

export class Line {
  constructor() {
    /** @type {string[]} each step's canonical text */
    this.moves = [];
    /** @type {number[]} who played each step */
    this.movers = [];
    /** @type {string[]} the steps taken back, the next to replay last */
    this.redo = [];
    /** @type {number|null} the ply looked at, or null for the live position */
    this.browse = null;
  }

  /**
   * Start again from `moves` (canonical texts) and who played them.
   * @param {string[]} [moves] @param {number[]} [movers] @param {string[]} [redo]
   */
  reset(moves = [], movers = [], redo = []) {
    this.moves = [...moves];
    this.movers = [...movers];
    this.redo = [...redo];
    this.browse = null;
  }

  /**
   * A step was played. Replaying the step that was taken back keeps the rest of redo.
   * @param {string} step @param {number} player
   */
  played(step, player) {
    if (this.redo.at(-1) === step) this.redo.pop();
    else this.redo = [];
    this.moves.push(step);
    this.movers.push(player);
    this.browse = null;
  }

  /** The last step was taken back. */
  undone() {
    const step = this.moves.pop();
    if (step === undefined) return;
    this.redo.push(step);
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

  /**
   * Where a step button goes from here, within the line.
   * @param {Go} go
   */
  target(go) {
    const n = this.moves.length;
    const to = { first: 0, back: this.at - 1, forward: this.at + 1, last: n }[go];
    return Math.max(0, Math.min(n, to));
  }
}

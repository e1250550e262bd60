// The line of play a board holds: the steps played (with who played each), the steps taken
// back that redo can replay, and which earlier position is being looked at. Plain data; the
// session asks Python about positions and records here what happened. A game with
// variations keeps its whole tree (Python's tokens, see tree.js): the line is then the path to
// the position played, and redo the main steps after it in the tree.

import { after, branches } from "./tree.js";

/** @typedef {"first" | "back" | "forward" | "last"} Go  a step button's (or key's) direction */

export class Line {
  constructor() {
    /** @type {string[]} each step's canonical text */
    this.moves = [];
    /** @type {number[]} who played each step */
    this.movers = [];
    /** where in its turn the first step stands (Python's `first_turn_step`: the start may be
     * a turn's second step) */
    this.firstTurnStep = 0;
    /** @type {string[]} the steps taken back, the next to replay last */
    this.redo = [];
    /** @type {number|null} the ply looked at, or null for the live position */
    this.browse = null;
    /** @type {string[] | null} the game tree's tokens when it has variations, else null */
    this.tree = null;
  }

  /** The whole game as a tree's tokens: the tree, or the line and the steps taken back. */
  get whole() {
    return this.tree ?? [...this.moves, ...[...this.redo].reverse()];
  }

  /**
   * A step was played from the position after `ply` steps, in `tree` (Python's answer): the
   * line goes there, and redo holds the tree's main steps after it.
   * @param {number} ply @param {string} step @param {number} player @param {string[]} tree
   */
  branched(ply, step, player, tree) {
    this.moves = [...this.moves.slice(0, ply), step];
    this.movers = [...this.movers.slice(0, ply), player];
    this.tree = branches(tree) ? [...tree] : null;
    this.redo = after(tree, this.moves).reverse();
    this.browse = null;
  }

  /**
   * Start again from `moves` (canonical texts) and who played them.
   * @param {string[]} [moves] @param {number[]} [movers] @param {string[]} [redo]
   * @param {string[] | null} [tree]  the game tree, when it has variations (redo then follows it)
   * @param {number} [firstTurnStep]  where in its turn the first step stands
   */
  reset(moves = [], movers = [], redo = [], tree = null, firstTurnStep = 0) {
    this.moves = [...moves];
    this.movers = [...movers];
    this.firstTurnStep = firstTurnStep;
    this.tree = branches(tree) ? [...(tree ?? [])] : null;
    this.redo = tree ? after(tree, this.moves).reverse() : [...redo];
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

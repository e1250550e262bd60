// The game a board holds and its conversation with Python: which game (its id, options and
// start), the line of steps played, and one request at a time, in order, so that a fast
// double click cannot play twice. It plays, takes back, replays and looks back, starts another
// game or a record's, and answers with Python's views; it knows nothing of the page (the
// element shows the views, the computer decides its own steps).

import { engine } from "../engine.js";
import { Line } from "./line.js";

/**
 * @typedef {import("../contract.js").Bridge} Bridge
 * @typedef {import("../contract.js").ViewAnswer} ViewAnswer
 * @typedef {import("../contract.js").PlayAnswer} PlayAnswer
 * @typedef {import("../contract.js").LoadAnswer} LoadAnswer
 * @typedef {import("../contract.js").CatalogAnswer} CatalogAnswer
 * @typedef {import("./seats.js").Base} Base
 * @typedef {{game: string, options?: Base["options"], start?: string | null, moves?: string[],
 *            redo?: string[], tree?: string[] | null}} Opening  a game to open: its steps, and
 *   those taken back, or its game tree (then `moves` is the line played in it)
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {{board: BoardInfo, scene: Scene, start: string | null, moves: string[], movers: number[],
 *            first_turn_step: number}} View
 *   the game as a board holds it: what stays the same, the scene of a position, and the line
 *   (`first_turn_step`: where in its turn the line's first step stands, see History)
 */

/**
 * What a board asks Python to draw besides the position (ViewRequest): an author's marks and
 * arrows (the `marks` and `arrows` attributes), every place's name (`coordinates`), and the
 * scoring regions (`showGroups`).
 * @typedef {{marks?: string, arrows?: string, names?: boolean, regions?: boolean}} Drawing
 */

/**
 * What `element`'s attributes ask to be drawn (only what is asked: a request stays short), and
 * the regions when `regions` (they are half a late 19×19 picture, so sent only when shown).
 * @param {Element} element @param {boolean} [regions]
 * @returns {Drawing}
 */
export function drawingOf(element, regions = false) {
  /** @type {Drawing} */
  const drawing = {};
  const marks = element.getAttribute("marks")?.trim(), arrows = element.getAttribute("arrows")?.trim();
  if (marks) drawing.marks = marks;
  if (arrows) drawing.arrows = arrows;
  if (element.hasAttribute("coordinates")) drawing.names = true;
  if (regions) drawing.regions = true;
  return drawing;
}

export class Session {
  line = new Line();
  /** @type {Base | null} the game: id, options and start */
  base = null;
  /** @type {Promise<unknown>} */
  #queue = Promise.resolve();
  #busy;
  #drawing;

  /**
   * @param {() => () => void} busy  called as a request to Python starts; returns what to
   *   call once it is answered (the board says it is thinking meanwhile)
   * @param {() => Drawing} [drawing]  what the board asks to be drawn besides the position
   */
  constructor(busy, drawing = () => ({})) {
    this.#busy = busy;
    this.#drawing = drawing;
  }

  /**
   * Run `task` after every task before it (one request at a time per board, in order).
   * @template T @param {() => Promise<T>} task @returns {Promise<T>}
   */
  enqueue(task) {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => {});
    return run;
  }

  /**
   * Ask Python about this game: the request carries the game, its options and start. The
   * board says it is thinking meanwhile, unless `quiet`.
   * @template {"view" | "play" | "why_not" | "record"} F
   * @param {F} fn @param {Omit<Bridge[F]["request"], "game">} args @param {boolean} [quiet]
   * @returns {Promise<Bridge[F]["answer"]>}
   */
  async call(fn, args, quiet = false) {
    const done = quiet ? () => {} : this.#busy();
    try {
      const drawing = fn === "view" || fn === "play" ? this.#drawing() : {};
      return await engine().call(fn, /** @type {Bridge[F]["request"]} */ ({ ...this.base, ...drawing, ...args }));
    } finally {
      done();
    }
  }

  /**
   * Open a game: its view with the board and the history. Asked at once (the worker keeps
   * requests until Python is up and answers this one then, without waiting for the page to
   * hear that it is ready), beside the catalog.
   * @param {Opening} opening
   * @returns {Promise<[CatalogAnswer, ViewAnswer]>}
   */
  async open({ game, options = {}, start = null, moves = [], redo = [], tree = null }) {
    const base = { game, options, start };
    const [catalog, view] = await Promise.all([
      engine().ready,
      // A tree is checked by Python (every branch, by the rules) and kept as it answers.
      engine().call("view", { ...base, ...this.#drawing(), moves, board: true, history: true, ...(tree ? { tree } : {}) }),
    ]);
    this.#begin(base, view, redo, view.tree ?? null);
    return [catalog, view];
  }

  /**
   * Open a record's game (text); nothing changes if it cannot be read.
   * @param {string} text
   * @returns {Promise<[CatalogAnswer, LoadAnswer]>}
   */
  async load(text) {
    const [catalog, loaded] = await Promise.all([engine().ready, engine().call("load", { text })]);
    this.#begin({ game: loaded.game, options: loaded.options, start: loaded.start }, loaded.view, [], loaded.tree);
    return [catalog, loaded];
  }

  /**
   * Play `step` at the end of the line; the line takes it unless `current()` says the board
   * moved on meanwhile (the computer's step, overtaken by an undo): then null.
   * @param {string} step @param {() => boolean} [current]
   * @returns {Promise<PlayAnswer | null>}
   */
  async play(step, current = () => true) {
    const line = this.line;
    // From an earlier position, or with steps after this one, the step goes into the game tree
    // (a branch unless it is the next step there): nothing is cut off.
    const ply = line.at;
    const branching = ply < line.length || line.redo.length > 0 || line.tree !== null;
    const moves = line.moves.slice(0, ply);
    const view = await this.call("play", branching ? { moves, step, tree: line.whole } : { moves, step });
    if (!current()) return null;
    if (view.tree) line.branched(ply, view.played.step, view.played.player, view.tree);
    else line.played(view.played.step, view.played.player);
    return view;
  }

  /**
   * Go to a position of the game tree (its steps from the start): it becomes the position
   * played, the main steps after it what redo replays; `tree` (the same steps reshaped)
   * replaces the tree. @param {string[]} steps @param {string[]} [tree]
   */
  async goTo(steps, tree = this.line.whole) {
    const view = await this.call("view", { moves: steps, history: true });
    const history = view.history ?? { moves: [], movers: [], first_turn_step: 0 };
    this.line.reset(history.moves, history.movers, [], tree, history.first_turn_step);
    return view;
  }

  /** The position after the first `ply` steps. @param {number} ply */
  view(ply) {
    return this.call("view", { moves: this.line.moves.slice(0, ply) });
  }

  /** Take back the steps after `ply`: the view there. @param {number} ply */
  async undoTo(ply) {
    const view = await this.view(ply);
    while (this.line.length > ply) this.line.undone();
    return view;
  }

  /**
   * Replay the steps taken back while `more(view)` says so after each (at least one).
   * Resolves to the views of the steps replayed; if one fails, rejects with its error and
   * `replayed` holding those before it.
   * @param {(view: PlayAnswer) => boolean} more
   * @param {PlayAnswer[]} replayed
   */
  async replay(more, replayed = []) {
    do {
      const step = this.line.redo.at(-1);
      if (step === undefined) break;
      const view = await this.call("play", { moves: this.line.moves, step });
      this.line.played(view.played.step, view.played.player);
      replayed.push(view);
    } while (this.line.redo.length && more(/** @type {PlayAnswer} */ (replayed.at(-1))));
    return replayed;
  }

  /**
   * The game as a board holds it, showing `scene` (null when there is none yet).
   * @param {BoardInfo | null} board @param {Scene | null} scene @returns {View | null}
   */
  viewOf(board, scene) {
    if (!board || !scene) return null;
    const { moves, movers, firstTurnStep } = this.line;
    return { board, scene, start: this.base?.start ?? null, moves: [...moves], movers: [...movers], first_turn_step: firstTurnStep };
  }

  /**
   * Why the clicks start no legal step, or what they mean so far.
   * @param {string[]} cells @param {{quiet?: boolean}} [options]
   */
  whyNot(cells, { quiet = false } = {}) {
    return this.call("why_not", { moves: this.line.moves, cells }, quiet);
  }

  /**
   * The record text of the game now, with who played each seat and the date, if given.
   * @param {{seats?: (string | number)[], date?: string | null}} [about]
   */
  async record(about = {}) {
    const line = this.line;
    const whole = line.tree ? { tree: line.tree } : { moves: line.moves };
    const { text } = await engine().call("record", { ...this.#game(), ...whole, ...about });
    return text;
  }

  #game() {
    if (!this.base) throw new Error("no game is open");
    return this.base;
  }

  /** @param {Base} base @param {ViewAnswer} view @param {string[]} redo @param {string[] | null} tree */
  #begin(base, view, redo, tree) {
    this.base = base;
    const history = view.history ?? { moves: [], movers: [], first_turn_step: 0 };
    this.line.reset(history.moves, history.movers, redo, tree, history.first_turn_step);
  }
}

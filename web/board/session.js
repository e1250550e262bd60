// The game a board holds and its conversation with Python beyond a step played (step.js):
// which game (its id, options and start), opening it or a record's, taking steps back,
// replaying them, looking back, the game tree, why clicks start no step, the record. Each
// answers with Python's views and keeps the line (line.js); showing them is the caller's.

import { engine } from "../engine.js";
import { asked } from "./language.js";
import { call, annotationsOf } from "./step.js";

/**
 * @typedef {import("../contract.js").ViewAnswer} ViewAnswer
 * @typedef {import("../contract.js").PlayAnswer} PlayAnswer
 * @typedef {import("../contract.js").LoadAnswer} LoadAnswer
 * @typedef {import("../contract.js").CatalogAnswer} CatalogAnswer
 * @typedef {import("./seats.js").Base} Base
 * @typedef {import("./state.js").Board} Board
 * @typedef {{game: string, options?: Base["options"], start?: string | null, moves?: string[],
 *            redo?: string[], tree?: string[] | null}} Opening  a game to open: its steps, and
 *   those taken back, or its game tree (then `moves` is the line played in it)
 */

/**
 * Open a game: its view with the board and the history. Asked at once (the worker keeps
 * requests until Python is up and answers this one then, without waiting for the page to
 * hear that it is ready), beside the catalog.
 * @param {Board} board @param {Opening} opening
 * @returns {Promise<[CatalogAnswer, ViewAnswer]>}
 */
export async function openGame(board, { game, options = {}, start = null, moves = [], redo = [], tree = null }) {
  const base = { game, options, start };
  const [catalog, view] = await Promise.all([
    engine().catalog(board.lang),
    // A tree is checked by Python (every branch, by the rules) and kept as it answers.
    engine().call("view", { ...base, ...annotationsOf(board), ...asked(board), moves, board: true, history: true, ...(tree ? { tree } : {}) }),
  ]);
  begin(board, base, view, redo, view.tree ?? null);
  return [catalog, view];
}

/**
 * Open a record's game (text); nothing changes if it cannot be read.
 * @param {Board} board @param {string} text
 * @returns {Promise<[CatalogAnswer, LoadAnswer]>}
 */
export async function loadGame(board, text) {
  const [catalog, loaded] = await Promise.all([engine().catalog(board.lang), engine().call("load", { text, ...asked(board) })]);
  begin(board, { game: loaded.game, options: loaded.options, start: loaded.start }, loaded.view, [], loaded.tree);
  return [catalog, loaded];
}

/**
 * Go to a position of the game tree (its steps from the start): it becomes the position
 * played, the main steps after it what redo replays; `tree` (the same steps reshaped)
 * replaces the tree. @param {Board} board @param {string[]} steps @param {string[]} [tree]
 */
export async function goToSteps(board, steps, tree = board.line.whole) {
  const view = await call(board, "view", { moves: steps, history: true });
  const history = view.history ?? { moves: [], movers: [], first_turn_step: 0 };
  board.line.reset(history.moves, history.movers, [], tree, history.first_turn_step);
  return view;
}

/** The position after the first `ply` steps. @param {Board} board @param {number} ply */
export function viewAt(board, ply) {
  return call(board, "view", { moves: board.line.moves.slice(0, ply) });
}

/** Take back the steps after `ply`: the view there. @param {Board} board @param {number} ply */
export async function undoTo(board, ply) {
  const view = await viewAt(board, ply);
  while (board.line.length > ply) board.line.undone();
  return view;
}

/**
 * Replay the steps taken back while `more(view)` says so after each (at least one).
 * Resolves to the views of the steps replayed; if one fails, rejects with its error and
 * `replayed` holding those before it.
 * @param {Board} board @param {(view: PlayAnswer) => boolean} more @param {PlayAnswer[]} replayed
 */
export async function replay(board, more, replayed = []) {
  const line = board.line;
  do {
    const step = line.redo.at(-1);
    if (step === undefined) break;
    const view = await call(board, "play", { moves: line.moves, step });
    line.played(view.played.step, view.played.player);
    replayed.push(view);
  } while (line.redo.length && more(/** @type {PlayAnswer} */ (replayed.at(-1))));
  return replayed;
}

/**
 * Why the clicks start no legal step, or what they mean so far.
 * @param {Board} board @param {string[]} cells @param {{quiet?: boolean}} [options]
 */
export function whyNot(board, cells, { quiet = false } = {}) {
  return call(board, "why_not", { moves: board.line.moves, cells }, quiet);
}

/**
 * The record text of the game now, with who played each seat and the date, if given.
 * @param {Board} board @param {{seats?: (string | number)[], date?: string | null}} [about]
 */
export async function recordOf(board, about = {}) {
  if (!board.base) throw new Error("no game is open");
  const line = board.line;
  const whole = line.tree ? { tree: line.tree } : { moves: line.moves };
  const { text } = await engine().call("record", { ...board.base, ...whole, ...about, ...asked(board) });
  return text;
}

/** @param {Board} board @param {Base} base @param {ViewAnswer} view @param {string[]} redo @param {string[] | null} tree */
function begin(board, base, view, redo, tree) {
  board.base = base;
  const history = view.history ?? { moves: [], movers: [], first_turn_step: 0 };
  board.line.reset(history.moves, history.movers, redo, tree, history.first_turn_step);
}

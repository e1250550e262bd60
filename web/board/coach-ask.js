// The coach's requests to Python (the bridge's `lesson` and `puzzle`): the task or puzzle the
// board's attributes name (a shipped puzzle's id, or a made one's link), with the steps played
// since its start, in the board's language.

import { engine } from "../engine.js";
import { asked } from "./language.js";
import { isMade, readMade } from "../practice/made.js";

/** @typedef {import("./state.js").Board} Board */

/** Ask the bridge (`lesson`, `puzzle`). @param {string} fn @param {object} args @returns {Promise<any>} */
export const ask = (fn, args) => /** @type {any} */ (engine()).call(fn, args);

/** The request for the board's task or puzzle with `moves` played since its start.
 * @param {Board} board @param {string[]} moves */
export function request(board, moves) {
  const element = board.element;
  if (board.coach.kind === "puzzle") {
    // A made puzzle's attribute is its link's fragment (practice/made.js): Python checks it again.
    const puzzle = element.getAttribute("puzzle") ?? "";
    return { ...(isMade(puzzle) ? { made: readMade(puzzle) } : { puzzle }), moves, ...asked(board) };
  }
  const task = element.getAttribute("task");
  return { game: element.getAttribute("lesson") ?? "", ...(task ? { task } : {}), moves, ...asked(board) };
}

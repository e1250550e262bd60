// What the buttons below a board do (controls.js shows them): a diagram's ⏮ ◀ ▶ ⏭, Undo, Play
// again (the game as it began) and Full screen.

import { browse, openAsked, undo } from "./actions.js";
import { toggleEnlarged } from "./controls.js";
import { update } from "./draw.js";
import { say } from "./messages.js";

/**
 * @typedef {import("./line.js").Go} Go
 * @typedef {import("./state.js").Board} Board
 */

/** Listen to the buttons: a diagram's steps, Undo, Play again (the game as it began), Full
 * screen. @param {Board} board */
export function bindControls(board) {
  board.parts.controls.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button");
    const go = button?.dataset.go, act = button?.dataset.act;
    if (go) void browse(board, board.line.target(/** @type {Go} */ (go)));
    else if (act === "undo") undo(board).catch((error) => say(board, error.message));
    else if (act === "again" && board.opening) openAsked(board, { ...board.opening, redo: [] }).catch(() => {});
    else if (act === "enlarge") void enlarge(board);
  });
}

/** Fill the screen with the board, or back (the Full screen button). @param {Board} board */
export function enlarge(board) {
  return toggleEnlarged(board.element).finally(() => update(board));
}

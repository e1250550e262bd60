// What a board that coaches (coach.js) changes for the rest of the board, read from its state:
// the marks and arrows Python draws, the controls shown, and why a click waits.

import { tIn } from "../i18n.js";

/** @typedef {import("./state.js").Board} Board */

/** The attributes that make a board a coach. */
export const COACH_ATTRIBUTES = ["lesson", "task", "puzzle"];

/** Whether the element's attributes make it a coach. @param {Board} board */
export function coachActive(board) {
  return COACH_ATTRIBUTES.some((name) => name !== "task" && board.element.hasAttribute(name));
}

/** What Python draws over the position besides it (null: the board's own attributes). @param {Board} board */
export function coachAnnotations(board) { return coachActive(board) ? board.coach.annotations ?? {} : null; }

/** The controls the board shows while coaching: no Undo, no Play again (Try again is ours).
 * @param {Board} board @param {string | null} controls the attribute */
export function coachControls(board, controls) {
  if (!coachActive(board)) return controls;
  const words = (controls ?? "status enlarge").split(/\s+/).filter((w) => w !== "undo" && w !== "again");
  return words.join(" ") || "off";
}

/** Why a click on the board is not played now ("" when it is). @param {Board} board */
export function coachWait(board) {
  if (!coachActive(board)) return "";
  const phase = board.coach.phase;
  if (phase === "right") return tIn(board.lang, "Solved. Press Start again to play it once more.");
  if (phase === "shown") return tIn(board.lang, "That was the solution. Press Start again to solve it yourself.");
  if (phase === "wrong") return tIn(board.lang, "Press Try again to start over.");
  return phase === "play" ? "" : tIn(board.lang, "One moment: the coach is answering.");
}

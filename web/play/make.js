// The player's Make a puzzle: of the position shown (the game's, or one looked back at), and,
// on a step the review marked a mistake or a blunder, of the position before it, where the
// player who erred had a better step (practice/make-dialog.js proves it in the worker).

import { $, app } from "./app.js";
import { markedSteps } from "./review.js";
import { makePuzzle } from "../practice/make-dialog.js";

/** The position after `ply` steps of the line on the board. @param {number} ply */
function position(ply) {
  const view = app.board.view;
  if (!view) return null;
  return { game: view.board.game, options: view.board.options, start: view.start, moves: app.board.moves.slice(0, ply) };
}

/** The ply shown (the live one when not looking back). */
const shownPly = () => app.board.browsing ?? app.board.moves.length;

/** The step shown, when the review marked it a mistake or a blunder. */
const erred = () => markedSteps().find((s) => s.ply === shownPly() && (s.judgment === "mistake" || s.judgment === "blunder"));

function update() {
  const here = /** @type {HTMLButtonElement} */ ($("make-puzzle-here"));
  here.disabled = !app.board.view || app.board.shown?.scene.to_move == null;
  $("make-puzzle-before").hidden = !erred();
}

export function bindMakePuzzle() {
  $("make-puzzle-here").addEventListener("click", () => {
    const asked = position(shownPly());
    if (asked) void makePuzzle(asked);
  });
  $("make-puzzle-before").addEventListener("click", () => {
    const step = erred();
    const asked = step && position(step.ply - 1);
    if (asked) void makePuzzle(asked);
  });
  app.board.addEventListener("update", update);
  // The review's words come after the step is shown, when its answer does: the button with them.
  new MutationObserver(update).observe($("review-said"), { childList: true, characterData: true, subtree: true });
}

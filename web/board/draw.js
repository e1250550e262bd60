// A board's frames: one redraw per animation frame whatever asked for it (update), drawing
// what the state says (painter.js) with what the board marks now (frame.js), the words and
// buttons around it first (controls.js), and the `drawn` event once a frame shows a change
// (and the mark `py-games:first-step-ready` once one shows a first view a step can be made on).

import { coachWait, coachControls } from "./coached.js";
import { renderControls, isEnlarged } from "./controls.js";
import { marksNow } from "./frame.js";
import { renderMessage } from "./messages.js";
import { markOnce, paintFrame, requestFrame } from "./painter.js";
import { canUndo, earlyScene } from "./players.js";
import { applyScheme } from "./scheme.js";
import { refreshStatus } from "./status.js";

/** @typedef {import("./state.js").Board} Board */

/** Schedule one redraw on the next animation frame (many updates, one frame). @param {Board} board */
export function update(board) {
  board.paint.changed = true; // the frame showing a change is announced (`drawn`)
  requestFrame(board.paint, (now) => draw(board, now));
}

/** Redraw with the status of now, and the colours and seat names of the scheme of now: the
 * system's, the page's or `theme`. @param {Board} board */
export function restyle(board) {
  if (applyScheme(board.element, board)) renderMessage(board);
  refreshStatus(board);
  update(board);
}

/** What the board marks now: selected places, targets, ghosts, the hint, the cursor.
 * @param {Board} board @param {boolean} focused */
export function marksOfBoard(board, focused) {
  const { element } = board;
  // (A coach that is answering, or done, shows no places to play.)
  const interactive = element.hasAttribute("interactive") && !coachWait(board);
  return marksNow(board, { interactive, browsing: board.line.browse !== null, focused, targets: element.getAttribute("targets"), early: earlyScene(board) });
}

/** @param {Board} board @param {number} now */
function draw(board, now) {
  const { element, parts, paint } = board;
  const controls = () => renderControls(parts, board, board.line, {
    interactive: element.hasAttribute("interactive"), controls: coachControls(board, element.getAttribute("controls")),
    canUndo: canUndo(board), enlarged: isEnlarged(element), lang: board.lang,
  });
  const marks = () => marksOfBoard(board, parts.root.activeElement === parts.canvas);
  const { gliding, drawn } = paintFrame(paint, board, now, controls, marks);
  // Pieces still gliding: more frames, which alone do not count as changes.
  if (gliding) requestFrame(paint, (later) => draw(board, later));
  if (!drawn) return;
  // The first frame that shows a first view a person may step on while Python loads (early.js).
  if (earlyScene(board)) markOnce("py-games:first-step-ready");
  if (paint.changed) element.dispatchEvent(new CustomEvent("drawn"));
  paint.changed = false;
}

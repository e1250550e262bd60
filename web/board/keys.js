// Keys on the board: the arrow keys move a cursor among the places (a screen reader is told
// what is there) and Enter or space clicks it (clicks.js), Esc drops a half-made step; on the
// picker, its keys choose; a diagram's keys step through its moves.

import { browse } from "./actions.js";
import { nextPlaces } from "./click.js";
import { activate, cancel, pick } from "./clicks.js";
import { update } from "./draw.js";
import { announce } from "./messages.js";
import { middle, stepFrom } from "./painter.js";
import { pickerKey } from "./picker.js";
import { earlyScene } from "./players.js";
import { describePlace } from "./words.js";

/**
 * @typedef {import("./state.js").Board} Board
 * @typedef {import("./line.js").Go} Go
 * @typedef {import("../contract.js").PicturedScene} Scene
 */

/** @type {{[key: string]: [number, number]}} */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
/** @type {{[key: string]: Go}} */
const DIAGRAM_KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };

/** Listen to the keys on `board`'s canvas and picker. @param {Board} board */
export function bindKeys(board) {
  const { canvas, picker } = board.parts;
  canvas.addEventListener("keydown", (event) => onKey(board, event));
  // Focus shows only the keyboard's cursor, if any: without one, the focus a click gives
  // needs no frame (it asked for one with nothing new in it, as the step's answer came).
  const redraw = () => board.cursor && update(board);
  canvas.addEventListener("focus", redraw);
  canvas.addEventListener("blur", redraw);
  picker.addEventListener("keydown", (event) => {
    const chosen = pickerKey(board, event);
    if (chosen === "cancel") {
      cancel(board);
      canvas.focus({ preventScroll: true });
    } else if (chosen) void pick(board, chosen);
  });
}

/** @param {Board} board @param {KeyboardEvent} event */
function onKey(board, event) {
  if (!board.element.hasAttribute("interactive")) {
    const go = DIAGRAM_KEYS[event.key];
    if (go) {
      event.preventDefault();
      void browse(board, board.line.target(go));
    }
    return;
  }
  const arrow = ARROWS[event.key];
  if (arrow) {
    event.preventDefault();
    moveCursor(board, ...arrow);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    if (board.cursor) activate(board, board.cursor);
  } else if (event.key === "Escape") {
    cancel(board);
  }
}

/** An arrow key: to the nearest place that way (the first press shows where the cursor is).
 * @param {Board} board @param {number} dx @param {number} dy */
function moveCursor(board, dx, dy) {
  const from = board.cursor ?? board.shown?.last?.at(-1)?.cells.at(-1) ?? middle(board.paint);
  if (!from || !board.board || !board.shown) return;
  const cursor = board.cursor ? stepFrom(board.paint, board, from, dx, dy) : from;
  board.cursor = cursor;
  // (While Python loads, the first view's steps, if one can be made on it now.)
  const scene = board.status === "loading" ? earlyScene(board)
    : board.shown && "legal" in board.shown ? /** @type {Scene} */ (board.shown) : board.live;
  const playable = Boolean(scene && nextPlaces(scene.legal, board.clicks).includes(cursor));
  announce(board, describePlace(board.board, board.shown, cursor, playable, board.scheme, board.lang));
  update(board);
}

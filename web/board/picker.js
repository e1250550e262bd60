// The picker: when several legal steps use exactly the places clicked (a stone's colour, a tile's
// tile in each rotation), it offers exactly those, each with a key — the first letter of its
// label where those differ, else numbers — and, for steps that say what they leave, a small
// drawing of it. The choice in focus or under the pointer is drawn on the board. What a
// choice does is clicks.js's (it binds the picker's events).

import { setIfChanged } from "./dom.js";
import { drawItems } from "../render/draw.js";
import { PALETTE } from "../render/looks.gen.js";
import { tIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").StepInfo} StepInfo
 * @typedef {import("../contract.js").PieceInfo} PieceInfo
 * @typedef {import("./painter.js").Point} Point
 * @typedef {import("./state.js").Board} Board
 */

/** @param {Board} board */
export const pickerOpen = (board) => !board.parts.picker.hidden;

/** @param {Board} board */
export function closePicker(board) {
  setIfChanged(board.parts.picker, "hidden", true);
}

/**
 * Offer `steps` beside the place clicked. Returns the words that say what is offered.
 * @param {Board} board
 * @param {StepInfo[]} steps
 * @param {string} place
 * @param {{corners: Point[], width: number, height: number}} where
 *   the place's corners and the board's size (CSS pixels inside the board)
 */
export function openPicker(board, steps, place, { corners, width, height }) {
  const firsts = steps.map((step) => step.label[0]?.toLowerCase());
  const lettered = firsts.every((key, i) => key && firsts.indexOf(key) === i);
  const drawn = steps.some((step) => step.pieces);
  const keys = steps.map((_, i) => (lettered ? firsts[i] : String(i + 1)));
  const buttons = steps.map((step, i) => button(step, keys[i], board.lang));
  const element = board.parts.picker;
  element.classList.toggle("drawn", drawn);
  element.replaceChildren(...buttons);
  element.hidden = false;
  board.offered = steps;
  board.picked = false;
  // Drawn choices stand in rows of three; where that is too big to stand beside the place
  // (a short, wide board on a phone), in one row.
  let at = null;
  for (const columns of drawn ? [3, steps.length] : [steps.length]) {
    board.columns = columns;
    element.style.gridTemplateColumns = drawn ? `repeat(${columns}, auto)` : "";
    at = beside(corners, element.offsetWidth, element.offsetHeight, width, height);
    if (at.fits) break;
  }
  const { top, left } = /** @type {{top: number, left: number}} */ (at);
  element.style.top = `${top}px`;
  element.style.left = `${left}px`;
  buttons[0].focus();
  // TRANSLATORS: {place} is a cell ("c3"), {choices} each key and what it plays ("A ring, B counter")
  return tIn(board.lang, "Choose for {place}: {choices}.", { place, choices: steps.map((step, i) => `${keys[i].toUpperCase()} ${step.label}`).join(", ") });
}

/** The choice a button of the picker offers (null: not one). @param {Board} board @param {EventTarget | null} target */
export function choiceAt(board, target) {
  const step = /** @type {HTMLElement | null} */ (target)?.closest?.("button")?.dataset.step;
  return board.offered.find((each) => each.step === step) ?? null;
}

/** @param {StepInfo} step @param {string} key @param {string} lang */
function button(step, key, lang) {
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("role", "menuitem");
  button.dataset.key = key;
  button.dataset.step = step.step;
  button.innerHTML = `<kbd></kbd> <span></span>`;
  /** @type {HTMLElement} */ (button.querySelector("kbd")).textContent = key.toUpperCase();
  /** @type {HTMLElement} */ (button.querySelector("span")).textContent = step.label;
  if (step.pieces) button.prepend(miniature(step.pieces));
  button.setAttribute("aria-label", tIn(lang, "{label} ({step}), key {key}", { label: step.label, step: step.step, key: key.toUpperCase() }));
  return button;
}

/**
 * A key on the picker: arrows move among the choices (in a grid of drawn choices, a tile's
 * rotations side by side, up and down change rows); what else it means: a choice's step, or
 * "cancel" (Esc), or null.
 * @param {Board} board @param {KeyboardEvent} event @returns {string | null}
 */
export function pickerKey(board, event) {
  const element = board.parts.picker;
  const buttons = [...element.querySelectorAll("button")];
  const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (board.parts.root.activeElement));
  const row = element.classList.contains("drawn") ? board.columns : 1;
  const move = /** @type {{[key: string]: number}} */ ({ ArrowRight: 1, ArrowDown: row, ArrowLeft: -1, ArrowUp: -row })[event.key];
  if (move) {
    event.preventDefault();
    buttons[(i + move + buttons.length) % buttons.length].focus();
    return null;
  }
  if (event.key === "Escape") {
    event.preventDefault();
    return "cancel";
  }
  const chosen = buttons.find((b) => b.dataset.key === event.key.toLowerCase());
  if (!chosen?.dataset.step) return null;
  event.preventDefault();
  return chosen.dataset.step;
}

/**
 * Where a picker `w` × `h` goes for a place with `corners`, on a board `width` × `height`:
 * never over the place (its choice in focus is drawn there, and on small cells a finger must
 * see which one it chose): below it, else above, else right of it, else left of it, always
 * inside the board (never over the words under it), centred on the place where it can be.
 * `fits` is false when no side has room: then it is below or above, over the place.
 * @param {Point[]} corners @param {number} w @param {number} h
 * @param {number} width @param {number} height
 */
export function beside(corners, w, h, width, height) {
  const ys = corners.map((c) => c.y), xs = corners.map((c) => c.x);
  const top = Math.min(...ys), bottom = Math.max(...ys), left = Math.min(...xs), right = Math.max(...xs);
  const gap = 4;
  /** @param {number} at @param {number} size @param {number} room */
  const inside = (at, size, room) => Math.max(0, Math.min(at, room - size));
  const x = inside((left + right) / 2 - w / 2, w, width), y = inside((top + bottom) / 2 - h / 2, h, height);
  const below = bottom + gap, above = top - gap - h, after = right + gap, before = left - gap - w;
  if (below + h <= height) return { top: below, left: x, fits: true };
  if (above >= 0) return { top: above, left: x, fits: true };
  if (after + w <= width) return { top: y, left: after, fits: true };
  if (before >= 0) return { top: y, left: before, fits: true };
  return { top: inside(height - bottom > top ? below : above, h, height), left: x, fits: false };
}

/**
 * A small canvas showing `pieces` (tiles of Palago hexagons) fitted, as they would stand:
 * each hexagon drawn with the board's own look ("palago").
 * @param {PieceInfo[]} pieces
 */
function miniature(pieces) {
  const canvas = document.createElement("canvas");
  const css = 54, dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(css * dpr);
  const hexes = pieces.flatMap((piece) => piece.hexes ?? []);
  const xs = hexes.flatMap(([x]) => [x - 1, x + 1]), ys = hexes.flatMap(([, y]) => [y - 1, y + 1]);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const scale = (css - 4) / span;
  const mx = (Math.max(...xs) + Math.min(...xs)) / 2, my = (Math.max(...ys) + Math.min(...ys)) / 2;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  // Black and white are the same in both schemes: the light palette serves.
  const view = { x: mx - css / 2 / scale, y: my - css / 2 / scale, scale };
  drawItems({ ctx, view, paint: (role) => PALETTE.light[role] }, hexes.map(([x, y, tip]) => ({
    use: "palago", at: [x, y], unit: 1, turn: tip * 60,
  })));
  canvas.setAttribute("aria-hidden", "true");
  return canvas;
}

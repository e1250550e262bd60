// The picker: when several legal steps use exactly the places clicked (a stone's colour, a tile's
// tile in each rotation), it offers exactly those, each with a key — the first letter of its
// label where those differ, else numbers — and, for steps that say what they leave, a small
// drawing of it. The choice in focus or under the pointer is drawn on the board.

import { setIfChanged } from "./dom.js";
import { drawItems } from "../render/draw.js";
import { PALETTE } from "../render/looks.gen.js";

/**
 * @typedef {import("../contract.js").StepInfo} StepInfo
 * @typedef {import("../contract.js").PieceInfo} PieceInfo
 * @typedef {import("./painter.js").Point} Point
 * @typedef {Object} PickerHooks
 * @property {(step: string) => void} pick  a choice was made
 * @property {(step: StepInfo | null) => void} focus  a choice is in focus (drawn on the board)
 * @property {() => void} cancel  Esc: the half-made step is dropped
 */

export class Picker {
  #element;
  #hooks;
  #columns = 1;
  // Whether a pointer went down on the picker since it opened: the click a browser sends
  // after the touch that opened it lands on whatever is under the finger then (a choice),
  // and is no choice of the player's.
  #pressed = false;

  /** @param {HTMLElement} element @param {PickerHooks} hooks */
  constructor(element, hooks) {
    this.#element = element;
    this.#hooks = hooks;
    element.addEventListener("keydown", (event) => this.#onKey(event));
    element.addEventListener("pointerdown", () => { this.#pressed = true; });
  }

  get isOpen() {
    return !this.#element.hidden;
  }

  close() {
    setIfChanged(this.#element, "hidden", true);
  }

  /**
   * Offer `steps` beside the place clicked. Returns the words that say what is offered.
   * @param {StepInfo[]} steps
   * @param {string} place
   * @param {{corners: Point[], width: number, height: number}} where
   *   the place's corners and the board's size (CSS pixels inside the board)
   */
  open(steps, place, { corners, width, height }) {
    const firsts = steps.map((step) => step.label[0]?.toLowerCase());
    const lettered = firsts.every((key, i) => key && firsts.indexOf(key) === i);
    const drawn = steps.some((step) => step.pieces);
    const keys = steps.map((_, i) => (lettered ? firsts[i] : String(i + 1)));
    const buttons = steps.map((step, i) => this.#button(step, keys[i]));
    const element = this.#element;
    element.classList.toggle("drawn", drawn);
    element.replaceChildren(...buttons);
    element.hidden = false;
    this.#pressed = false;
    // Drawn choices stand in rows of three; where that is too big to stand beside the place
    // (a short, wide board on a phone), in one row.
    let at = null;
    for (const columns of drawn ? [3, steps.length] : [steps.length]) {
      this.#columns = columns;
      element.style.gridTemplateColumns = drawn ? `repeat(${columns}, auto)` : "";
      at = beside(corners, element.offsetWidth, element.offsetHeight, width, height);
      if (at.fits) break;
    }
    const { top, left } = /** @type {{top: number, left: number}} */ (at);
    element.style.top = `${top}px`;
    element.style.left = `${left}px`;
    buttons[0].focus();
    return `Choose for ${place}: ${steps.map((step, i) => `${keys[i].toUpperCase()} ${step.label}`).join(", ")}.`;
  }

  /** @param {StepInfo} step @param {string} key */
  #button(step, key) {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("role", "menuitem");
    button.dataset.key = key;
    button.dataset.step = step.step;
    button.innerHTML = `<kbd></kbd> <span></span>`;
    /** @type {HTMLElement} */ (button.querySelector("kbd")).textContent = key.toUpperCase();
    /** @type {HTMLElement} */ (button.querySelector("span")).textContent = step.label;
    if (step.pieces) button.prepend(miniature(step.pieces));
    button.setAttribute("aria-label", `${step.label} (${step.step}), key ${key.toUpperCase()}`);
    // A finger's click picks only if its press began on the picker (see #pressed); a mouse's
    // click always began here, and the keyboard's or a screen reader's has no press. Where a
    // click does not say what made it, any click with a press (detail > 0) counts as a finger's.
    button.addEventListener("click", (event) => {
      const type = /** @type {PointerEvent} */ (event).pointerType;
      const finger = type === undefined ? event.detail !== 0 : type === "touch" || type === "pen";
      if (this.#pressed || !finger) this.#hooks.pick(step.step);
    });
    // The choice in focus or under the pointer is drawn on the board, where it would go.
    const show = () => this.#hooks.focus(step.pieces ? step : null);
    button.addEventListener("focus", show);
    button.addEventListener("pointerenter", show);
    return button;
  }

  /** @param {KeyboardEvent} event */
  #onKey(event) {
    const buttons = [...this.#element.querySelectorAll("button")];
    const root = /** @type {ShadowRoot} */ (this.#element.getRootNode());
    const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (root.activeElement));
    // In a grid of drawn choices (a tile's rotations side by side), up and down change rows.
    const row = this.#element.classList.contains("drawn") ? this.#columns : 1;
    const move = /** @type {{[key: string]: number}} */ ({ ArrowRight: 1, ArrowDown: row, ArrowLeft: -1, ArrowUp: -row })[event.key];
    if (move) {
      event.preventDefault();
      buttons[(i + move + buttons.length) % buttons.length].focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      this.#hooks.cancel();
    } else {
      const chosen = buttons.find((b) => b.dataset.key === event.key.toLowerCase());
      if (chosen?.dataset.step) {
        event.preventDefault();
        this.#hooks.pick(chosen.dataset.step);
      }
    }
  }
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

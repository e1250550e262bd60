// The editor's board: Python's picture of the sketch (its items, as a scene's picture on the
// player's board) drawn on a canvas by the board's own painter (board/painter.js: one frame per
// change, at the box's width, in the page's colour scheme), with the keyboard cursor, the first
// end of an arrow and, on a bare table, the outlines of the places a piece can go. A click or
// tap becomes a place by the board's hit test. An SVG of a full board took the page two frames
// to lay out and paint after each click; the canvas draws it in the next one.

import { center, createPaint, paintFrame, placeAt, requestFrame, resized, toViewport } from "../board/painter.js";
import { applyScheme } from "../board/scheme.js";
import { createState } from "../board/state.js";
import { watch } from "../board/watch.js";
import { toward } from "../render/geometry.js";

/** @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").EditAnswer} EditAnswer
 * @typedef {import("../contract.js").PlaceInfo} PlaceInfo
 * @typedef {{cursor: string | null, chosen: string | null}} Marks
 *   the keyboard cursor's place, and the first end of an arrow (tinted) */

export class EditorBoard {
  #state = createState();
  #paint;
  #box;
  /** @type {Marks} */
  #marks = { cursor: null, chosen: null };
  /** @type {string[]} on a table, the places holding nothing: outlined, so they can be seen */
  #bare = [];

  /** The board drawn in `box` (a focusable element, which speaks for it; the canvas is
   * hidden from screen readers). It follows the box's width and the colour scheme.
   * @param {HTMLElement} box */
  constructor(box) {
    const canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    box.replaceChildren(canvas);
    const state = this.#state;
    this.#box = box;
    this.#paint = createPaint(box, canvas);
    applyScheme(box, state);
    watch(box, {
      restyle: () => applyScheme(box, state) && this.#update(),
      resized: (width) => resized(this.#paint, width) && this.#update(),
    });
  }

  /** One frame for any number of changes, on the next animation frame. */
  #update() {
    this.#paint.changed = true;
    requestFrame(this.#paint, (now) => this.#draw(now));
  }

  /** @param {number} now */
  #draw(now) {
    const marks = () => {
      const { cursor, chosen } = this.#marks;
      return { selected: chosen ? [chosen] : [], targets: this.#bare, previews: [], cursor, hint: null };
    };
    const { gliding, drawn } = paintFrame(this.#paint, this.#state, now, () => {}, marks);
    if (gliding) requestFrame(this.#paint, (later) => this.#draw(later));
    if (!drawn) return;
    // After the frame showing a new picture is drawn (what the click benchmark times).
    if (this.#paint.changed) this.#box.dispatchEvent(new CustomEvent("drawn"));
    this.#paint.changed = false;
  }

  /** Draw `answer`'s picture of a sketch of `board` (the one answered with the game) with
   * `marks`, at the next frame. @param {BoardInfo} board @param {EditAnswer} answer
   * @param {Marks} marks */
  show(board, answer, marks) {
    const table = board.surface === "table";
    const places = answer.places ?? board.places;
    this.#state.board = board;
    if (answer.picture) {
      this.#state.shown = {
        picture: answer.picture, pieces: [], regions: [], marks: [], last: [],
        // A table's places follow the pieces (the view with them); a board's stay its own.
        ...(table ? { places } : {}),
      };
    }
    this.#marks = marks;
    this.#bare = table ? places.map((p) => p.name).filter((name) => !(name in answer.sketch.pieces)) : [];
    this.#update();
  }

  /** The place under a pointer event, or null. @param {{clientX: number, clientY: number}} event */
  placeAt(event) {
    return placeAt(this.#paint, this.#state, event.clientX, event.clientY);
  }

  /** A place's centre in the viewport, or null (where a test or a page around aims).
   * @param {string} name */
  centerOf(name) {
    const point = center(this.#paint, this.#state, name);
    return point && toViewport(this.#paint, point);
  }
}

const KEYS = /** @type {{[key: string]: [number, number]}} */ ({
  ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
});

/** The place the cursor goes to from `from` with an arrow key (`null` for any other key).
 * @param {PlaceInfo[]} places @param {string | null} from @param {string} key */
export function cursorMove(places, from, key) {
  const direction = KEYS[key];
  if (!direction || !places.length) return null;
  const start = places.find((p) => p.name === from);
  if (!start) return places[Math.floor(places.length / 2)].name;
  return toward(places, start, direction[0], direction[1]);
}

// The editor's board: Python's SVG of the sketch, shown inline, with the keyboard cursor and
// the places drawn over it; a click or tap becomes a place by hit-testing the places'
// outlines in board units (the click mapped through the SVG's screen matrix).

import { placeAt, toward } from "../render/geometry.js";

/** @typedef {import("../contract.js").PlaceInfo} PlaceInfo */

const SVG = "http://www.w3.org/2000/svg";

/** Draw `svg` (Python's picture) in `box`, with `places` outlined faintly where the surface is
 * bare table (so empty positions can be seen), the cursor on `cursor` and `chosen` (the first
 * end of an arrow) tinted.
 * @param {HTMLElement} box @param {string} svg @param {PlaceInfo[]} places
 * @param {{cursor: string | null, chosen: string | null, table: boolean}} marks */
export function showPicture(box, svg, places, { cursor, chosen, table }) {
  box.innerHTML = svg;
  const root = box.querySelector("svg");
  if (!root) return;
  // Python's picture is labelled for screen readers; the board around it speaks for it here.
  root.setAttribute("aria-hidden", "true");
  const layer = document.createElementNS(SVG, "g");
  for (const place of places) {
    const kind = place.name === cursor ? "cursor" : place.name === chosen ? "arrow-start" : table ? "hint-place" : "";
    if (!kind) continue;
    const path = document.createElementNS(SVG, "polygon");
    path.setAttribute("points", place.outline.map(([x, y]) => `${x},${y}`).join(" "));
    path.setAttribute("class", kind);
    path.dataset.place = place.name;
    layer.append(path);
  }
  root.append(layer);
}

/** The place under a pointer event, or null.
 * @param {HTMLElement} box @param {PlaceInfo[]} places @param {{clientX: number, clientY: number}} event */
export function placeOf(box, places, event) {
  const root = box.querySelector("svg");
  const matrix = root?.getScreenCTM();
  if (!root || !matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return placeAt(places, point.x, point.y);
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

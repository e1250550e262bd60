// Drawing a board's canvas: the canvas sized to its host's width at the screen's pixel density,
// and the renderer (render/canvas.js) made once per game and told what to draw; frames asked
// for by whoever draws (the board: draw.js; the editor's picture), one per animation frame
// however many ask. Before Python has anything to show, a faint grid says that a board is
// coming. Also where places are on the screen, for clicks and keys. Functions over a plain
// `Paint` (what the canvas keeps) and the state drawn.

import { placesRenderer } from "../render/canvas.js";
import { PALETTE } from "../render/looks.gen.js";

/**
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./frame.js").Marks} Marks
 * @typedef {import("../render/canvas.js").Colors} Colors
 * @typedef {ReturnType<typeof placesRenderer>} Renderer
 * @typedef {{x: number, y: number}} Point  CSS pixels inside the canvas
 * @typedef {Object} Paint  a canvas drawn
 * @property {HTMLElement} host  what holds the canvas, whose width the board takes
 * @property {HTMLCanvasElement} canvas
 * @property {Renderer | null} renderer
 * @property {import("../contract.js").BoardInfo | null} rendered  the board the renderer was made for
 * @property {number} frame  the animation frame asked for (0: none)
 * @property {boolean} changed  a change waits to be shown (the frame showing it is announced)
 * @property {number | null} hostWidth  the host's width as last measured (null: measure it)
 */

const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

// Marks on the page's performance timeline (the startup benchmark reads them): the first frame
// that drew a real position, and the first board ready to be played.
const marked = new Set();
/** @param {string} name */
export function markOnce(name) {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
}

/** @param {HTMLElement} host @param {HTMLCanvasElement} canvas @returns {Paint} */
export function createPaint(host, canvas) {
  return { host, canvas, renderer: null, rendered: null, frame: 0, changed: false, hostWidth: null };
}

/** Ask for `draw` on the next animation frame, once however often asked before it comes.
 * @param {Paint} paint @param {(now: number) => void} draw */
export function requestFrame(paint, draw) {
  if (paint.frame) return;
  paint.frame = requestAnimationFrame((now) => {
    paint.frame = 0;
    draw(now);
  });
}

/** Stop drawing (the board left the page). @param {Paint} paint */
export function stopFrames(paint) {
  cancelAnimationFrame(paint.frame);
  paint.frame = 0;
}

/** The host's width changed (watch.js measured it; null: measure it again): whether to redraw.
 * The width is kept: read while drawing, it would lay the page out once more in each frame
 * that follows a change on the page. @param {Paint} paint @param {number | null} width */
export function resized(paint, width) {
  if (width !== null && width === paint.hostWidth) return false;
  paint.hostWidth = width;
  return true;
}

/** Whether pieces or the view are still gliding to the position shown. @param {Paint} paint */
export const moving = (paint) => paint.renderer?.moving ?? false;

/** Where the keyboard cursor starts. @param {Paint} paint */
export const middle = (paint) => paint.renderer?.middle ?? null;

/** The place under a point of the viewport, or null.
 * @param {Paint} paint @param {BoardState} state @param {number} clientX @param {number} clientY */
export function placeAt(paint, state, clientX, clientY) {
  const renderer = current(paint, state);
  const rect = paint.canvas.getBoundingClientRect();
  return renderer?.placeAt(clientX - rect.left, clientY - rect.top) ?? null;
}

/** A place's centre, inside the canvas. @param {Paint} paint @param {BoardState} state
 * @param {string} place @returns {Point | null} */
export const center = (paint, state, place) => current(paint, state)?.center(place) ?? null;

/** A place's corners, inside the canvas. @param {Paint} paint @param {BoardState} state
 * @param {string} place @returns {Point[] | null} */
export const outline = (paint, state, place) => current(paint, state)?.outline(place) ?? null;

/** The nearest place from `place` in a direction (dy > 0 is up). @param {Paint} paint
 * @param {BoardState} state @param {string} place @param {number} dx @param {number} dy */
export const stepFrom = (paint, state, place, dx, dy) => current(paint, state)?.step(place, dx, dy) ?? place;

/** Turn a point inside the canvas into the viewport's coordinates. @param {Paint} paint @param {Point} point */
export function toViewport(paint, point) {
  const rect = paint.canvas.getBoundingClientRect();
  return { x: rect.left + point.x, y: rect.top + point.y };
}

/** The renderer for the board shown, its places matching the screen, before a hit test: made
 * now if the board itself changed since the last frame (a click never waits for a frame).
 * @param {Paint} paint @param {BoardState} state */
function current(paint, state) {
  const { board, shown } = state;
  if (board && paint.rendered !== board) renew(paint, state, board);
  if (paint.renderer) {
    if (shown) paint.renderer.use(shown);
    paint.renderer.resize(width(paint));
  }
  return paint.renderer;
}

/** @param {Paint} paint @param {BoardState} state @param {import("../contract.js").BoardInfo} board */
function renew(paint, state, board) {
  paint.renderer = placesRenderer(board, { motion: !reducedMotion?.matches });
  paint.rendered = board;
  state.cursor = null;
}

/** @param {Paint} paint */
function width(paint) {
  if (!paint.hostWidth) paint.hostWidth = paint.host.clientWidth; // (0: not laid out yet)
  return paint.hostWidth || 320;
}

/**
 * Size the canvas and clear it for a frame; then `marks` (null: nothing to draw yet, a faint
 * grid) are drawn over what `state` shows. Whether anything still glides (another frame is
 * wanted), and whether a position was drawn.
 * @param {Paint} paint @param {BoardState} state @param {number} now
 * @param {() => void} before  what to do once the canvas is sized, before the drawing
 * @param {() => Marks} marks
 */
export function paintFrame(paint, state, now, before, marks) {
  const { board, shown } = state;
  if (board && paint.rendered !== board) renew(paint, state, board);
  const { renderer, canvas, host } = paint;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  const w = width(paint);
  if (renderer && shown) renderer.use(shown, now);
  const height = renderer ? renderer.resize(w) : w;
  // The board's shape, for CSS that fits it to a screen (full screen: style.js).
  const aspect = (height / w).toFixed(3);
  if (host.style.getPropertyValue("--board-aspect") !== aspect) host.style.setProperty("--board-aspect", aspect);
  const dpr = window.devicePixelRatio || 1; // crisp lines on high-DPI screens
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(height * dpr);
    canvas.style.height = `${height}px`;
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, height);
  before();
  if (!renderer || !shown) return { gliding: false, drawn: placeholder(canvas, ctx, w, height) };
  const frame = {
    scene: shown, ...marks(), showRegions: state.showRegions, showNames: state.showNames,
    colors: colors(canvas, state), scheme: state.scheme,
  };
  const gliding = renderer.draw(ctx, frame, now);
  markOnce("py-games:painted");
  // A position is drawn: the canvas covers the picture written into the element (style.js).
  if (!("painted" in host.dataset)) host.dataset.painted = "";
  return { gliding, drawn: true };
}

/** The colours a page may set on the element (style.js sets Python's palette's by default).
 * @param {HTMLCanvasElement} canvas @param {BoardState} state @returns {Colors} */
function colors(canvas, state) {
  const styles = getComputedStyle(canvas);
  const palette = PALETTE[state.scheme];
  /** @param {"paper" | "ink" | "focus" | "warn"} role */
  const css = (role) => styles.getPropertyValue(`--board-${role}`).trim() || palette[role].color;
  return { paper: css("paper"), ink: css("ink"), focus: css("focus"), warn: css("warn") };
}

/**
 * Never a blank board: a faint grid while loading a position nobody could paint earlier.
 * @param {HTMLCanvasElement} canvas @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
 * @returns {false} (no position drawn)
 */
function placeholder(canvas, ctx, w, h) {
  const styles = getComputedStyle(canvas);
  ctx.fillStyle = styles.getPropertyValue("--board-paper").trim();
  ctx.fillRect(0, 0, w, h);
  ctx.globalAlpha = 0.25;
  ctx.strokeStyle = styles.getPropertyValue("--board-ink").trim();
  ctx.beginPath();
  for (let i = 1; i < 6; i++) {
    ctx.moveTo((w * i) / 6, 0); ctx.lineTo((w * i) / 6, h);
    ctx.moveTo(0, (h * i) / 6); ctx.lineTo(w, (h * i) / 6);
  }
  ctx.stroke();
  ctx.globalAlpha = 1;
  return false;
}

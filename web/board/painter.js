// Drawing the board: one redraw per animation frame whatever asked for it, the canvas sized to
// the element's width at the screen's pixel density, and the renderer (render/canvas.js) made
// once per game and told what to draw. Before Python has anything to show, a faint grid says
// that a board is coming. Also where places are on the screen, for clicks and keys.

import { placesRenderer } from "../render/canvas.js";
import { PALETTE } from "../render/looks.gen.js";

/**
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./frame.js").Marks} Marks
 * @typedef {import("../render/canvas.js").Colors} Colors
 * @typedef {ReturnType<typeof placesRenderer>} Renderer
 * @typedef {{x: number, y: number}} Point  CSS pixels inside the canvas
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

export class Painter {
  #host;
  #canvas;
  #state;
  #marks;
  #onFrame;
  #onDrawn;
  /** @type {Renderer | null} */
  #renderer = null;
  /** @type {import("../contract.js").BoardInfo | null} the board the renderer was made for */
  #rendered = null;
  #frame = 0;
  #changed = false;
  /** @type {number | null} the host's width as last measured (null: measure it) */
  #hostWidth = null;

  /**
   * @param {HTMLElement} host  what holds the canvas, whose width the board takes
   * @param {HTMLCanvasElement} canvas
   * @param {BoardState} state
   * @param {{marks: () => Marks, onFrame: () => void, onDrawn: () => void}} hooks
   *   what to mark in a frame; called before each frame is drawn (the controls around the
   *   board follow); called after a frame that shows a change is drawn
   */
  constructor(host, canvas, state, { marks, onFrame, onDrawn }) {
    this.#host = host;
    this.#canvas = canvas;
    this.#state = state;
    this.#marks = marks;
    this.#onFrame = onFrame;
    this.#onDrawn = onDrawn;
  }

  /** Schedule one redraw on the next animation frame (many updates, one frame). */
  update() {
    this.#changed = true; // the frame showing a change is announced (onDrawn)
    this.#schedule();
  }

  /** The host's width changed (watch.js measured it; null: measure it again): redraw. The
   * width is kept: read while drawing, it would lay the page out once more in each frame that
   * follows a change on the page (~0.5 ms). @param {number | null} width */
  resized(width) {
    if (width !== null && width === this.#hostWidth) return;
    this.#hostWidth = width;
    this.update();
  }

  /** Stop drawing (the board left the page). */
  stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** Whether pieces or the view are still gliding to the position shown. */
  get moving() {
    return this.#renderer?.moving ?? false;
  }

  /** Where the keyboard cursor starts. */
  get middle() {
    return this.#renderer?.middle ?? null;
  }

  /**
   * The place under a point of the viewport, or null.
   * @param {number} clientX @param {number} clientY
   */
  placeAt(clientX, clientY) {
    const renderer = this.#current();
    const rect = this.#canvas.getBoundingClientRect();
    return renderer?.placeAt(clientX - rect.left, clientY - rect.top) ?? null;
  }

  /** A place's centre, inside the canvas. @param {string} place @returns {Point | null} */
  center(place) {
    return this.#current()?.center(place) ?? null;
  }

  /** A place's corners, inside the canvas. @param {string} place @returns {Point[] | null} */
  outline(place) {
    return this.#current()?.outline(place) ?? null;
  }

  /**
   * The nearest place from `place` in a direction (dy > 0 is up).
   * @param {string} place @param {number} dx @param {number} dy
   */
  step(place, dx, dy) {
    return this.#current()?.step(place, dx, dy) ?? place;
  }

  /** Turn a point inside the canvas into the viewport's coordinates. @param {Point} point */
  toViewport(point) {
    const rect = this.#canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }

  /** Keep drawing while pieces glide; those frames alone do not count as changes. */
  #schedule() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame((now) => {
      this.#frame = 0;
      this.#draw(now);
    });
  }

  /** The renderer with its places matching the screen, before a hit test: drawn now only if
   * the board itself changed; otherwise rescaling is enough (a click never waits for a frame). */
  #current() {
    const { board, shown } = this.#state;
    if (this.#frame && board && this.#rendered !== board) {
      this.stop();
      this.#draw(performance.now());
    } else if (this.#renderer) {
      if (shown) this.#renderer.use(shown);
      this.#renderer.resize(this.#width());
    }
    return this.#renderer;
  }

  #width() {
    if (!this.#hostWidth) this.#hostWidth = this.#host.clientWidth; // (0: not laid out yet)
    return this.#hostWidth || 320;
  }

  /** @param {number} now */
  #draw(now) {
    const { board, shown } = this.#state;
    if (board && this.#rendered !== board) {
      this.#renderer = placesRenderer(board, { motion: !reducedMotion?.matches });
      this.#rendered = board;
      this.#state.cursor = null;
    }
    const renderer = this.#renderer;
    const canvas = this.#canvas;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    const width = this.#width();
    if (renderer && shown) renderer.use(shown, now);
    const height = renderer ? renderer.resize(width) : width;
    // The board's shape, for CSS that fits it to a screen (full screen: style.js).
    const aspect = (height / width).toFixed(3);
    const style = this.#host.style;
    if (style.getPropertyValue("--board-aspect") !== aspect) style.setProperty("--board-aspect", aspect);
    const dpr = window.devicePixelRatio || 1; // crisp lines on high-DPI screens
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      canvas.style.height = `${height}px`;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    this.#onFrame();
    if (!renderer || !shown) return this.#placeholder(ctx, width, height);
    const marks = this.#marks();
    const frame = {
      scene: shown, ...marks, showRegions: this.#state.showRegions, showNames: this.#state.showNames,
      colors: this.#colors(), scheme: this.#state.scheme,
    };
    if (renderer.draw(ctx, frame, now)) this.#schedule();
    markOnce("py-games:painted");
    // A position is drawn: the canvas covers the picture written into the element (style.js).
    if (!("painted" in this.#host.dataset)) this.#host.dataset.painted = "";
    if (this.#changed) this.#onDrawn();
    this.#changed = false;
  }

  /** The colours a page may set on the element (style.js sets Python's palette's by default).
   * @returns {Colors} */
  #colors() {
    const styles = getComputedStyle(this.#canvas);
    const palette = PALETTE[this.#state.scheme];
    /** @param {"paper" | "ink" | "focus" | "warn"} role */
    const css = (role) => styles.getPropertyValue(`--board-${role}`).trim() || palette[role].color;
    return { paper: css("paper"), ink: css("ink"), focus: css("focus"), warn: css("warn") };
  }

  /**
   * Never a blank board: a faint grid while loading a position nobody could paint earlier.
   * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
   */
  #placeholder(ctx, w, h) {
    const styles = getComputedStyle(this.#canvas);
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
  }
}

// The view: which part of the board the canvas shows and how large, and the places as drawn at
// one view (a Sheet: their corners in CSS pixels, worked out once per view, for what the board
// draws of a player's doing: the places chosen, the keyboard cursor).

import { bounds } from "./geometry.js";

/** @typedef {import("../contract.js").PlaceInfo} PlaceInfo */
/** @typedef {import("./geometry.js").Box} Box */
/** A point in CSS pixels inside the canvas. @typedef {{x: number, y: number}} Point */
/**
 * The board point drawn at the canvas's top-left corner, and CSS pixels per board unit.
 * @typedef {{x: number, y: number, scale: number}} View
 */

/**
 * Where the view should be for `width` CSS pixels: the whole `frame` on a printed board; on a
 * table, `places` fitted and centred, never larger than the board's first layout (`frame`).
 * @param {Box} frame  the canvas's shape, in board units
 * @param {readonly PlaceInfo[]} places  the places shown now
 * @param {number} width
 * @param {boolean} table
 * @returns {View}
 */
export function fitted(frame, places, width, table) {
  const base = width / (frame.maxX - frame.minX);
  if (!table) return { x: frame.minX, y: frame.minY, scale: base };
  const height = (frame.maxY - frame.minY) * base;
  const box = bounds(places, [], []);
  const scale = Math.min(base, width / (box.maxX - box.minX), height / (box.maxY - box.minY));
  return {
    x: (box.minX + box.maxX) / 2 - width / 2 / scale,
    y: (box.minY + box.maxY) / 2 - height / 2 / scale,
    scale,
  };
}

/**
 * The view `k` of the way from `a` to `b`.
 * @param {View} a @param {View} b @param {number} k
 * @returns {View}
 */
export function lerpView(a, b, k) {
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, scale: a.scale + (b.scale - a.scale) * k };
}

/**
 * A point in board units, in CSS pixels at `view`.
 * @param {View} view
 * @param {readonly number[]} point  [x, y]
 * @returns {Point}
 */
export function toCss(view, [x, y]) {
  return { x: (x - view.x) * view.scale, y: (y - view.y) * view.scale };
}

/**
 * A point in CSS pixels at `view`, in board units.
 * @param {View} view
 * @param {number} x @param {number} y
 * @returns {[number, number]}
 */
export function toBoard(view, x, y) {
  return [x / view.scale + view.x, y / view.scale + view.y];
}

/**
 * The places at one view: what every layer of a frame draws through. Made again whenever the
 * view or the places change (every frame of a glide), never changed.
 */
export class Sheet {
  /** @type {Map<string, number[]>} name -> outline as x0, y0, x1, y1, … in CSS pixels */
  #corners;

  /**
   * @param {ReadonlyMap<string, PlaceInfo>} places  by name, in the order listed
   * @param {View} view
   * @param {number} inner  a place's inner radius, board units (geometry.js innerRadius)
   */
  constructor(places, view, inner) {
    /** @readonly */
    this.places = places;
    /** @readonly */
    this.view = view;
    /** CSS pixels per board unit. @readonly */
    this.scale = view.scale;
    /** A place's inner radius (centre to the nearest side), board units: sizes pieces,
     * badges and labels. @readonly */
    this.inner = inner;
    this.#corners = new Map([...places.values()].map((p) => [p.name, p.outline.flatMap((c) => { const q = this.px(c); return [q.x, q.y]; })]));
  }

  /** @param {string} name */
  place(name) {
    return this.places.get(name);
  }

  /** A point in board units, in CSS pixels. @param {readonly number[]} point @returns {Point} */
  px(point) {
    return toCss(this.view, point);
  }

  /**
   * One path through the outlines of `names` (unknown names skipped): a fill or a stroke of
   * hundreds of places is then one call, not hundreds.
   * @param {Iterable<string>} names
   */
  paths(names) {
    const all = new Path2D();
    for (const name of names) {
      const outline = this.#corners.get(name);
      if (!outline) continue;
      all.moveTo(outline[0], outline[1]);
      for (let i = 2; i < outline.length; i += 2) all.lineTo(outline[i], outline[i + 1]);
      all.closePath();
    }
    return all;
  }

  /**
   * Begin a path on `ctx` round place `name`, `inset` board units inside its corners (towards
   * its centre), for a stroke of its own.
   * @param {CanvasRenderingContext2D} ctx
   * @param {string} name  a known place
   * @param {number} [inset]
   */
  trace(ctx, name, inset = 0) {
    const p = this.places.get(name);
    if (!p) return;
    const [cx, cy] = p.center;
    ctx.beginPath();
    p.outline.forEach(([x, y], i) => {
      const k = inset ? 1 - inset / Math.hypot(x - cx, y - cy) : 1;
      const q = this.px([cx + (x - cx) * k, cy + (y - cy) * k]);
      if (i) ctx.lineTo(q.x, q.y); else ctx.moveTo(q.x, q.y);
    });
    ctx.closePath();
  }
}

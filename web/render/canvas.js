// The one board renderer: it draws any board Python describes as places (polygons with
// centres, in board units) and turns a point back into a place. Square grids, hex boards and
// A table's drifting places are all just places; no rule of any game lives here, and no geometry
// either beyond "polygons on a plane".
//
//   const r = placesRenderer(board, {motion}); // board: BoardInfo from Python
//   r.use(scene, now)                    // the scene to draw: its places (if it brings its
//                                        // own), and what moved since the last one (animated)
//   r.resize(cssWidth) -> cssHeight      // scales the board to the width
//   r.placeAt(x, y) -> "c3" | null       // CSS pixels inside the canvas; hit test by polygon
//   r.center("c3") -> {x, y} | null      // CSS pixels
//   r.bottom("c3") -> y | null           // how far down the place reaches, CSS pixels
//   r.outline("c3") -> [{x, y}…] | null  // the place's corners, CSS pixels
//   r.toCanvas([x, y]) -> {x, y}         // a point in board units, in CSS pixels
//   r.step("c3", dx, dy) -> name         // nearest place in that direction (dy > 0 is up)
//   r.middle                             // where the keyboard cursor starts
//   r.moving                             // whether something is still gliding
//   r.draw(ctx, frame, now) -> moving    // frame: what to show (Frame below); true while
//                                        // something is still moving
//
// A "board" surface is a printed board: every place is painted and lined. A "table" surface
// (whose places move) is bare: only pieces and the places a step can reach are drawn, and the view
// follows the pieces, fitted and centred, as the board drifts.
//
// This module keeps the renderer's state (the places, the view, the scene) and answers for
// it; layers/paint.js draws a frame: the scene's picture (made by Python, drawn by draw.js)
// with what a player is doing between its layers. Positions in board units are geometry.js;
// the view and its pixels, view.js; what is moving, motion.js.

import { bounds, innerRadius, nearest, placeAt, toward } from "./geometry.js";
import { paint } from "./layers/paint.js";
import { Motion } from "./motion.js";
import { Sheet, fitted, toBoard, toCss } from "./view.js";

/** @typedef {import("../contract.js").BoardInfo} BoardInfo */
/** @typedef {import("../contract.js").MarkInfo} MarkInfo */
/** @typedef {import("../contract.js").PieceInfo} PieceInfo */
/** @typedef {import("../contract.js").PlaceInfo} PlaceInfo */
/** @typedef {import("../contract.js").RegionInfo} RegionInfo */
/** @typedef {import("../contract.js").TurnStepInfo} TurnStepInfo */
/** @typedef {import("./view.js").Point} Point */
/** @typedef {import("./view.js").View} View */

/**
 * The part of a scene the renderer reads: a whole Scene as the bridge answers it
 * (web/contract.d.ts PicturedScene), or a preview painted before Python is up. `picture` is
 * what is drawn; `pieces` say what moved (they glide); `places` replaces the board's
 * (a moving table); `to_move` colours the targets.
 * @typedef {object} DrawnScene
 * @property {import("../contract.js").Picture} picture
 * @property {PieceInfo[]} pieces
 * @property {RegionInfo[]} regions  read by the board (its words), not drawn from here
 * @property {MarkInfo[]} marks  likewise
 * @property {TurnStepInfo[]} last  likewise
 * @property {PlaceInfo[]} [places]
 * @property {number | null} [to_move]
 */

/**
 * A piece previewed where a step would put it (a PieceInfo is one): drawn see-through. Its
 * look is "black", "white", "mark", "counter" or "ring"; with `hexes`, a tile (look
 * "palago") drawn from its hexagons as they lie. Any other look ("") draws nothing.
 * @typedef {object} Ghost
 * @property {string} at
 * @property {string} look
 * @property {number | null} owner
 * @property {number[][]} [hexes]
 * @property {number} [angle]
 * @property {string} [id]
 * @property {string} [label]
 */

/**
 * The colours a page may set on the board as CSS (`--board-paper`, …), which win over the
 * palette's (looks.gen.js) for those roles.
 * @typedef {object} Colors
 * @property {string} paper  the board's paper (a table's background)
 * @property {string} ink  lines, labels, dead places, the dashed outline of a bare target
 * @property {string} focus  the keyboard cursor
 * @property {string} warn  the sign on a piece that may not move
 */

/**
 * What one frame shows.
 * @typedef {object} Frame
 * @property {DrawnScene} scene  given to use() first
 * @property {string[]} selected  places to tint: the clicks so far, a hint's
 * @property {string[]} targets  places the next click can go
 * @property {Ghost[]} previews  pieces as the step under way would leave them
 * @property {boolean} showRegions  draw the regions (groups, islands) and their sizes
 * @property {boolean} [showNames]  write every place's name over it (its coordinates)
 * @property {string | null} cursor  the keyboard cursor's place, if the board has focus
 * @property {Colors} colors
 * @property {import("./seats.js").Theme} [scheme]  the board's colour scheme, for every other
 *   role's colour (light by default)
 */

/**
 * A renderer for one board (see the top of this file).
 * @typedef {object} Renderer
 * @property {string} middle  the place nearest the middle: where the keyboard cursor starts
 * @property {boolean} moving  whether a piece or the view is still gliding or turning
 * @property {(scene: DrawnScene | null | undefined, now?: number) => void} use  the scene to
 *   draw next; pieces that moved since the last one glide (nothing for null or the same scene)
 * @property {(cssWidth: number) => number} resize  fits the board to a width; its height
 * @property {(x: number, y: number) => string | null} placeAt  the place under a point, CSS
 *   pixels inside the canvas
 * @property {(name: string) => Point | null} center  a place's centre, CSS pixels
 * @property {(name: string) => number | null} bottom  how far down a place reaches, CSS pixels
 * @property {(name: string) => Point[] | null} outline  a place's corners, CSS pixels
 * @property {(point: readonly number[]) => Point} toCanvas  a point in board units, in CSS pixels
 * @property {(name: string | null, dx: number, dy: number) => string} step  the nearest place
 *   from `name` in the direction (dx, dy), dy > 0 up; `name` if there is none, the middle for
 *   an unknown place
 * @property {(ctx: CanvasRenderingContext2D, frame: Frame, now?: number) => boolean} draw
 *   draws a frame (the scene given to use()) at the size resize() set; true while something
 *   is still moving (draw again next frame)
 */

/**
 * @param {BoardInfo} board
 * @param {{motion?: boolean}} [options]  motion: false draws every change at once
 * @returns {Renderer}
 */
export function placesRenderer(board, { motion: on = true } = {}) {
  const table = board.surface === "table";
  const printed = (board.printed ?? []).flatMap((p) => p.hexes.map(([x, y]) => ({ x, y })));
  // The canvas's shape comes from the board's places, labels and print, once per game.
  const frameBox = bounds(board.places, board.labels, printed);
  // A place's inner radius (centre to the nearest side): sizes pieces, badges and labels.
  const inner = innerRadius(board.places[0]);
  const motion = new Motion(on);
  let list = board.places;
  let places = new Map(list.map((p) => [p.name, p]));
  let middle = nearest(list);
  /** @type {DrawnScene | null} */
  let scene = null;

  let width = 320; // CSS pixels
  /** @type {View} the board point at the top-left, and the scale: fitted by resize() */
  let view = { x: frameBox.minX, y: frameBox.minY, scale: 40 };
  /** @type {Sheet | null} the places at `view`, drawn every frame; null after they change */
  let sheet = null;
  let settled = false; // whether settle() has run: the first resize() fits the view whatever the width

  /** @param {readonly number[]} point */
  const px = (point) => toCss(view, point);
  /** @param {string} at */
  const centerOf = (at) => places.get(at)?.center;

  /** The view at `now`, along its drift; the sheet follows it. */
  function settle(/** @type {number} */ now) {
    view = motion.viewAt(now) ?? view;
    settled = true;
    if (sheet?.view !== view) sheet = new Sheet(places, view, inner);
    return sheet;
  }

  /** @param {string} name */
  function center(name) {
    const p = places.get(name);
    return p ? px(p.center) : null;
  }

  return {
    get middle() { return middle; },

    get moving() { return motion.moving(performance.now()); },

    use(next, now = performance.now()) {
      if (!next || next === scene) return;
      const before = scene;
      // Where every piece was drawn, by id, before this scene: the ones that moved glide.
      const was = motion.before(before?.pieces ?? [], centerOf, now);
      scene = next;
      if (next.places && next.places !== list) {
        const from = { ...view };
        list = next.places;
        places = new Map(list.map((p) => [p.name, p]));
        middle = nearest(list);
        sheet = null;
        if (before) motion.glide(from, fitted(frameBox, list, width, table), now);
        else view = fitted(frameBox, list, width, table);
      }
      motion.follow(next.pieces ?? [], was, centerOf, now);
    },

    resize(cssWidth) {
      if (cssWidth !== width || !settled) {
        width = cssWidth;
        const target = fitted(frameBox, list, width, table);
        if (!motion.retarget(target)) view = target;
        sheet = null;
      }
      settle(performance.now());
      return Math.ceil((frameBox.maxY - frameBox.minY) * (width / (frameBox.maxX - frameBox.minX)));
    },

    placeAt(x, y) {
      const [bx, by] = toBoard(view, x, y);
      return placeAt(list, bx, by);
    },

    center,

    bottom(name) {
      const p = places.get(name);
      return p ? Math.max(...p.outline.map((corner) => px(corner).y)) : null;
    },

    outline(name) {
      const p = places.get(name);
      return p ? p.outline.map(px) : null;
    },

    toCanvas: px,

    step(name, dx, dy) {
      const from = name === null ? undefined : places.get(name);
      return from ? toward(list, from, dx, dy) : middle;
    },

    draw(ctx, frame, now = performance.now()) {
      const sheet = settle(now);
      paint(ctx, sheet, frame, table, {
        at: (piece) => motion.pieceAt(piece, centerOf(piece.at), now),
        turned: (piece) => motion.turning(piece, now),
      });
      return motion.gliding;
    },
  };
}

// A small painter per look: stones, Nonaga's rings, counters and the seats' marks, drawn in
// batches (one path per look and seat). How seats look and what players are called is
// seats.js; Palago's hexagons are palago.js. Both are re-exported here for the pages that
// import them from this file (board.js, play.js, speech.js, input.js).

import { seat, stone, theme } from "./seats.js";

export { PALETTES, glyph, isStone, onSchemeChange, playerLook, seat, seatName } from "./seats.js";
export { drawPalago, palagoPart } from "./palago.js";

/** @typedef {import("./seats.js").Shape} Shape */
/** @typedef {import("./seats.js").Stone} Stone */
/**
 * A piece to paint: its look, its owner (seat 0 when absent) and its centre in CSS pixels.
 * @typedef {{look: string, owner?: number | null, x: number, y: number}} Placed
 */
/** @typedef {{fill: string, edge: string}} Colours */

// Nonaga's rings: wood, a shade darker on the dark board, with an edge that stands out from it.
/** @type {Readonly<Record<import("./seats.js").Theme, Colours>>} */
const RINGS = {
  light: { fill: "#d4bf94", edge: "#6b5a3a" },
  dark: { fill: "#8f7c57", edge: "#e3d4b0" },
};

// The looks a painter here draws; any other ("" or a look this board does not know) is drawn
// as nothing. Tiles of hexagons ("palago") are drawn from their hexagons, not here.
const PAINTED = new Set(["black", "white", "ring", "counter", "mark"]);

/**
 * Draw pieces `size` CSS pixels across. Pieces that look alike are one path and one fill or
 * stroke: a late 19×19 board has 300. Groups are drawn in the order their first piece comes,
 * so a ring listed before the counter on it is drawn under it.
 * @param {CanvasRenderingContext2D} ctx
 * @param {readonly Placed[]} pieces
 * @param {number} size
 * @param {import("./seats.js").Theme} [scheme]  the board's colour scheme
 */
export function drawLooks(ctx, pieces, size, scheme = theme()) {
  /** @type {Map<string, Placed[]>} */
  const alike = new Map();
  for (const piece of pieces) {
    if (!PAINTED.has(piece.look)) continue;
    const key = stone(piece.look) || piece.look === "ring" ? piece.look : `${piece.look} ${piece.owner ?? 0}`;
    const group = alike.get(key);
    if (group) group.push(piece); else alike.set(key, [piece]);
  }
  ctx.save();
  for (const group of alike.values()) {
    const { look, owner } = group[0];
    const asStone = stone(look);
    if (asStone) drawStones(ctx, asStone, group, size);
    else if (look === "ring") drawRings(ctx, group, size, scheme);
    else if (look === "counter") drawCounters(ctx, seat(owner ?? 0, scheme), group, size);
    else drawMarks(ctx, seat(owner ?? 0, scheme), group, size * 0.83);
  }
  ctx.restore();
}

/**
 * One disc per piece, radius `r`, filled and edged as one path; `hole` (a fraction of `r`)
 * cuts a ring's hole, through which the board shows.
 * @param {CanvasRenderingContext2D} ctx
 * @param {readonly Placed[]} group
 * @param {number} r
 * @param {{fill: string, edge: string, width: number, hole?: number}} style
 */
function discs(ctx, group, r, { fill, edge, width, hole = 0 }) {
  ctx.fillStyle = fill;
  ctx.strokeStyle = edge;
  ctx.lineWidth = Math.max(1, width);
  ctx.beginPath();
  for (const { x, y } of group) {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    if (hole) {
      ctx.moveTo(x + r * hole, y);
      ctx.arc(x, y, r * hole, 0, 2 * Math.PI, true);
    }
  }
  ctx.fill("evenodd");
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {readonly Placed[]} group @param {number} size
 * @param {import("./seats.js").Theme} scheme
 */
function drawRings(ctx, group, size, scheme) {
  // A ring nearly fills its place, so neighbouring rings almost touch, as on the table.
  discs(ctx, group, size * 0.6, { ...RINGS[scheme], width: size / 22, hole: 0.45 });
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {import("./seats.js").Seat} owner  its seat's look
 * @param {readonly Placed[]} group
 * @param {number} size
 */
function drawCounters(ctx, owner, group, size) {
  // A disc in the seat's colour carrying the seat's mark: colour is never the only cue.
  const { shape, color } = owner;
  const r = size * 0.36;
  discs(ctx, group, r, { fill: color, edge: "#1b1b1b", width: size / 24 });
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = Math.max(1.5, r / 4);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  for (const { x, y } of group) markPath(ctx, shape, x, y, r * 0.5);
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Stone} asStone
 * @param {readonly Placed[]} group
 * @param {number} size
 */
function drawStones(ctx, asStone, group, size) {
  discs(ctx, group, size * 0.55, { fill: asStone.fill, edge: asStone.edge, width: size / 18 });
}

/**
 * A seat's marks, `size` CSS pixels across.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import("./seats.js").Seat} owner  its seat's look
 * @param {readonly Placed[]} group
 * @param {number} size
 */
function drawMarks(ctx, owner, group, size) {
  const { shape, color } = owner;
  const h = size / 2;
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, size / 7);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  for (const { x, y } of group) markPath(ctx, shape, x, y, h);
  ctx.stroke();
}

/**
 * A seat's shape centred on (x, y), `h` from the centre to its sides.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Shape} shape
 * @param {number} x @param {number} y @param {number} h
 */
function markPath(ctx, shape, x, y, h) {
  switch (shape) {
    case "cross":
      ctx.moveTo(x - h, y - h); ctx.lineTo(x + h, y + h);
      ctx.moveTo(x + h, y - h); ctx.lineTo(x - h, y + h);
      break;
    case "ring":
      ctx.moveTo(x + h * 0.9, y);
      ctx.arc(x, y, h * 0.9, 0, 2 * Math.PI);
      break;
    case "hash": {
      const a = h * 0.38;
      ctx.moveTo(x - a, y - h); ctx.lineTo(x - a, y + h);
      ctx.moveTo(x + a, y - h); ctx.lineTo(x + a, y + h);
      ctx.moveTo(x - h, y - a); ctx.lineTo(x + h, y - a);
      ctx.moveTo(x - h, y + a); ctx.lineTo(x + h, y + a);
      break;
    }
    case "triangle":
      ctx.moveTo(x, y - h); ctx.lineTo(x + h, y + h * 0.8); ctx.lineTo(x - h, y + h * 0.8);
      ctx.closePath();
      break;
    case "square":
      ctx.rect(x - h * 0.8, y - h * 0.8, h * 1.6, h * 1.6);
      break;
    default: // diamond
      ctx.moveTo(x, y - h); ctx.lineTo(x + h, y); ctx.lineTo(x, y + h); ctx.lineTo(x - h, y);
      ctx.closePath();
  }
}

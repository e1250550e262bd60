// One frame, bottom first: the picture's ground (Python's, py_games/draw/picture.py), the
// places clicked so far, the picture's pieces (gliding and turning with motion.js), where the
// next click can go, the ghosts of a step under way, the picture's "over" layer, and the
// keyboard cursor. Every look is drawn by draw.js from LOOKS; what this module adds is only
// what a player is doing, which Python never sees, as items of the same vocabulary.

import { drawItems } from "../draw.js";
import { PALETTE, SEATS } from "../looks.gen.js";

/** @typedef {import("../../contract.js").Item} Item */
/** @typedef {import("../../contract.js").PieceInfo} PieceInfo */
/** @typedef {import("../canvas.js").Frame} Frame */
/** @typedef {import("../canvas.js").Ghost} Ghost */
/** @typedef {import("../draw.js").Pen} Pen */
/** @typedef {import("../draw.js").Placement} Placement */
/** @typedef {import("../view.js").Sheet} Sheet */

/**
 * Where the pieces are at this frame's time (motion.js answers).
 * @typedef {object} Moment
 * @property {(piece: PieceInfo) => number[] | undefined} at  where a piece is drawn, board
 *   units: on its way to its place (undefined: its place is unknown)
 * @property {(piece: {id?: string}) => number} turned  degrees (counter-clockwise) a piece
 *   still has to turn
 */

/** Roles a page may set on the element as CSS (`--board-paper`…): the frame's colours win. */
const CSS_ROLES = /** @type {const} */ (["paper", "ink", "focus", "warn"]);

/**
 * The look a piece of scene look `look` owned by `owner` is drawn with, as
 * py_games/draw/looks.py piece_look names it (null: none; tiles are drawn by hexagon).
 * @param {string} look @param {number | null | undefined} owner
 */
export function pieceLook(look, owner) {
  if (look === "black" || look === "white" || look === "ring") return look;
  if (look !== "mark" && look !== "counter") return null;
  const seats = SEATS.light;
  return `${look}-${seats[(owner ?? 0) % seats.length].shape}`;
}

/** @param {number | null | undefined} player @param {boolean} [tint] */
const seatRole = (player, tint = false) => `seat${(player ?? 0) % SEATS.light.length}${tint ? "-tint" : ""}`;

/**
 * Draw `frame` on `ctx`, whose transform makes units CSS pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet  the places at this frame's view
 * @param {Frame} frame
 * @param {boolean} table  a bare table (its places move) rather than a printed board
 * @param {Moment} moment
 */
export function paint(ctx, sheet, frame, table, { at, turned }) {
  const shown = frame.scene, picture = shown.picture;
  const palette = PALETTE[frame.scheme ?? "light"];
  /** @type {Record<string, import("../draw.js").Paint>} */
  const css = {};
  for (const role of CSS_ROLES) css[role] = { color: frame.colors[role], alpha: 1 };
  const byId = new Map((shown.pieces ?? []).map((piece) => [piece.id, piece]));
  /** @type {Pen} */
  const pen = {
    ctx,
    view: sheet.view,
    paint: (role) => css[role] ?? palette[role] ?? palette.ink,
    show: new Set([...(frame.showRegions ? ["regions"] : []), ...(frame.showNames ? ["names"] : [])]),
    placed: (id) => placement(sheet, byId.get(id), at, turned),
  };
  if (picture.background) {
    const { color, alpha } = pen.paint(picture.background);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.restore();
  }
  drawItems(pen, picture.items, "ground");
  if (frame.selected.length) fill(ctx, sheet, frame.selected, pen.paint("selected"));
  drawItems(pen, picture.items, "pieces");
  drawItems(pen, targets(sheet, frame, table));
  const [tiles, ghosts] = ghostItems(sheet, frame.previews);
  drawItems({ ...pen, alpha: 0.5 }, ghosts);
  drawItems({ ...pen, alpha: 0.8 }, tiles);
  drawItems(pen, picture.items, "over");
  if (frame.cursor && sheet.place(frame.cursor)) {
    ctx.save();
    ctx.strokeStyle = pen.paint("focus").color;
    ctx.lineWidth = Math.max(2, sheet.scale / 14);
    ctx.setLineDash([sheet.scale / 6, sheet.scale / 10]);
    sheet.trace(ctx, frame.cursor, 0.08);
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Where a piece is drawn now against its place, or null when it is at rest there.
 * @param {Sheet} sheet @param {PieceInfo | undefined} piece
 * @param {Moment["at"]} at @param {Moment["turned"]} turned
 * @returns {Placement | null}
 */
function placement(sheet, piece, at, turned) {
  const place = piece && sheet.place(piece.at);
  if (!piece || !place) return null;
  const [cx, cy] = place.center, now = at(piece) ?? place.center;
  // Counter-clockwise on screen is a negative angle where y grows downwards.
  const turn = (-turned(piece) * Math.PI) / 180;
  if (now[0] === cx && now[1] === cy && !turn) return null;
  return { dx: now[0] - cx, dy: now[1] - cy, cx, cy, turn };
}

/**
 * Fill places `names` (unknown ones skipped) in one call.
 * @param {CanvasRenderingContext2D} ctx @param {Sheet} sheet @param {readonly string[]} names
 * @param {import("../draw.js").Paint} paint
 */
function fill(ctx, sheet, names, { color, alpha }) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = color;
  ctx.fill(sheet.paths(names));
  ctx.restore();
}

/**
 * Where the next click can go. On a board, a dot tinted in the colour of the player to move;
 * on a table or a tile, a ring round what stands there (a dot would vanish on a counter of
 * that colour), or the dashed outline of a bare place (drawn here: no look, a place's shape).
 * @param {Sheet} sheet @param {Frame} frame @param {boolean} table
 * @returns {Item[]}
 */
function targets(sheet, frame, table) {
  const shown = frame.scene, toMove = shown.to_move ?? 0, inner = sheet.inner;
  const occupied = new Set((shown.pieces ?? []).map((piece) => piece.at));
  const covering = new Set((shown.pieces ?? []).filter((piece) => piece.hexes).map((piece) => piece.at));
  /** @type {Item[]} */
  const items = [];
  for (const name of frame.targets) {
    const p = sheet.place(name);
    if (!p) continue;
    if (!table && !covering.has(name)) {
      items.push({ use: "dot", at: p.center, unit: inner * 0.28, color: seatRole(toMove, true) });
    } else if (occupied.has(name)) {
      items.push({ use: "target-ring", at: p.center, unit: inner * 1.5, color: seatRole(toMove) });
    } else {
      items.push({ d: outline(p, 0.1), stroke: "ink", width: [1 / 20, 1.5], dash: [1 / 8, 1 / 10] });
    }
  }
  return items;
}

/**
 * A place's outline `inset` board units inside its corners, as path data.
 * @param {import("../../contract.js").PlaceInfo} place @param {number} inset
 */
function outline(place, inset) {
  const [cx, cy] = place.center;
  const corners = place.outline.map(([x, y]) => {
    const k = 1 - inset / Math.hypot(x - cx, y - cy);
    return `${cx + (x - cx) * k} ${cy + (y - cy) * k}`;
  });
  return `M${corners.join("L")}Z`;
}

/**
 * The previews of a step under way as items: tiles (hexagon by hexagon, a little less
 * see-through than the others: their pattern must read), and every other piece.
 * @param {Sheet} sheet @param {readonly Ghost[]} previews
 * @returns {[Item[], Item[]]}
 */
function ghostItems(sheet, previews) {
  /** @type {Item[]} */
  const tiles = [], others = [];
  for (const ghost of previews) {
    for (const [x, y, tip] of ghost.hexes ?? []) tiles.push({ use: "palago", at: [x, y], unit: 1, turn: tip * 60 });
    const look = pieceLook(ghost.look, ghost.owner), place = sheet.place(ghost.at);
    if (look && place) others.push({ use: look, at: place.center, unit: sheet.inner * 1.5, color: seatRole(ghost.owner) });
  }
  return [tiles, others];
}

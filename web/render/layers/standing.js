// What stands on the places: the scene's pieces (gliding to where they moved, tiles turning in
// their place), and the ghosts of a step under way, see-through. Pieces with a look go to
// pieces.js's painters; tiles of hexagons (Tomoe's), to palago.js.

import { drawPalago } from "../palago.js";
import { drawLooks } from "../pieces.js";
import { outlineSet } from "../signs.js";

/** @typedef {import("./paint.js").Stage} Stage */
/** @typedef {import("../palago.js").Hex} Hex */
/** @typedef {import("../pieces.js").Placed} Placed */
/** A piece made of hexagons. @typedef {{at: string, hexes: number[][], id?: string}} Tile */

/**
 * Whether a piece is made of hexagons (Tomoe's tiles): those draw differently.
 * @template {{hexes?: number[][]}} T
 * @param {T} piece
 * @returns {piece is T & {hexes: number[][]}}
 */
function isTile(piece) {
  return Boolean(piece.hexes);
}

/**
 * Tiles and the other pieces, apart, each in the order given.
 * @template {{hexes?: number[][]}} T
 * @param {readonly T[]} pieces
 * @returns {[(T & {hexes: number[][]})[], T[]]}
 */
function split(pieces) {
  /** @type {(T & {hexes: number[][]})[]} */
  const tiles = [];
  /** @type {T[]} */
  const others = [];
  for (const piece of pieces) if (isTile(piece)) tiles.push(piece); else others.push(piece);
  return [tiles, others];
}

/**
 * `pieces` with their centres in CSS pixels, where `at` places them (board units); those it
 * cannot place are left out.
 * @template {{look: string, owner?: number | null}} T
 * @param {Stage} stage
 * @param {readonly T[]} pieces
 * @param {(piece: T) => number[] | undefined} at
 * @returns {Placed[]}
 */
function placed(stage, pieces, at) {
  return pieces.flatMap((piece) => {
    const point = at(piece);
    return point ? [{ ...piece, ...stage.sheet.px(point) }] : [];
  });
}

/**
 * The scene's pieces; over tiles, the places' sides (faint) and the last turn's outline.
 * @param {Stage} stage
 */
export function drawPieces(stage) {
  const { ctx, sheet, frame, covering } = stage;
  const [tiles, others] = split(frame.scene.pieces ?? []);
  drawLooks(ctx, placed(stage, others, stage.at), stage.size, frame.scheme);
  drawTiles(stage, tiles);
  if (!tiles.length) return;
  // The places' sides over the tiles, faint, so spaces stay readable; the last turn bold.
  ctx.save();
  ctx.globalAlpha = 0.55;
  ctx.strokeStyle = "#8a8a8a";
  ctx.lineWidth = Math.max(1, sheet.scale / 30);
  ctx.stroke(sheet.grid);
  ctx.restore();
  outlineSet(ctx, sheet, stage.lastCells.filter((n) => covering.has(n)), frame.colors.lastEdge, false, true);
}

/**
 * The previews: see-through pieces on the places a step under way would fill (tiles a little
 * less see-through: their pattern must read). Leaves the context fully opaque.
 * @param {Stage} stage
 */
export function drawGhosts(stage) {
  const { ctx, sheet } = stage;
  ctx.globalAlpha = 0.5;
  const [tiles, ghosts] = split(stage.frame.previews);
  drawLooks(ctx, placed(stage, ghosts, (ghost) => sheet.place(ghost.at)?.center), stage.size, stage.frame.scheme);
  ctx.globalAlpha = 0.8;
  drawTiles(stage, tiles);
  ctx.globalAlpha = 1;
}

/**
 * Tiles of Palago hexagons: those at rest in one batch (three fills in all), a tile that is
 * turning on its own, turned about its place's centre.
 * @param {Stage} stage
 * @param {readonly Tile[]} tiles
 */
function drawTiles({ ctx, sheet, turned }, tiles) {
  /** @type {Hex[]} */
  const resting = [];
  for (const piece of tiles) {
    // Counter-clockwise on screen is a negative angle where y grows downwards.
    const turn = (-turned(piece) * Math.PI) / 180;
    if (!turn) {
      for (const [x, y, tip] of piece.hexes) resting.push({ tip, ...sheet.px([x, y]) });
      continue;
    }
    const [cx, cy] = sheet.place(piece.at)?.center ?? [0, 0];
    const cos = Math.cos(turn), sin = Math.sin(turn);
    const hexes = piece.hexes.map(([x, y, tip]) => ({
      tip, ...sheet.px([cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]),
    }));
    drawPalago(ctx, hexes, sheet.scale, turn);
  }
  drawPalago(ctx, resting, sheet.scale);
}

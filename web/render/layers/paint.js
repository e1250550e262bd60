// One frame, layer by layer, bottom first: the board under the pieces (ground.js), the pieces
// (standing.js), where the next click can go (targets.js), the ghosts of a step under way
// (standing.js), then regions, marks and the cursor over everything (overlays.js). What every
// layer reads is worked out here once per frame: the Stage.
//
// The layers share one context and do not restore all they set on it (a line cap, a font):
// the order below is part of what a frame looks like.

import { drawGround } from "./ground.js";
import { drawOverlays } from "./overlays.js";
import { drawGhosts, drawPieces } from "./standing.js";
import { drawTargets } from "./targets.js";

/** @typedef {import("../../contract.js").LabelInfo} LabelInfo */
/** @typedef {import("../../contract.js").PieceInfo} PieceInfo */
/** @typedef {import("../canvas.js").Frame} Frame */
/** @typedef {import("../view.js").Sheet} Sheet */

/**
 * What stays on the board for the whole game, as the layers read it.
 * @typedef {object} Print
 * @property {boolean} table  a bare table (Nonaga) rather than a printed board
 * @property {boolean} red  empty places are painted red (Tomoe's spaces)
 * @property {{x: number, y: number, tip: number}[]} printed  hexagons printed round the
 *   places (Tomoe's frame), board units
 * @property {LabelInfo[]} labels
 */

/**
 * Where the pieces are at this frame's time (motion.js answers).
 * @typedef {object} Moment
 * @property {(piece: PieceInfo) => number[] | undefined} at  where a piece is drawn, board
 *   units: on its way to its place (undefined: its place is unknown)
 * @property {(piece: {id?: string}) => number} turned  degrees (counter-clockwise) a piece
 *   still has to turn
 */

/**
 * What every layer of one frame reads.
 * @typedef {object} Stage
 * @property {CanvasRenderingContext2D} ctx
 * @property {Sheet} sheet  the places at this frame's view
 * @property {Frame} frame
 * @property {Print} print
 * @property {ReadonlySet<string>} occupied  places a piece stands on
 * @property {ReadonlySet<string>} covering  places a tile (a piece of hexagons) covers
 * @property {string[]} lastCells  the places of the last turn
 * @property {number} size  a piece's width, CSS pixels
 * @property {Moment["at"]} at
 * @property {Moment["turned"]} turned
 */

/**
 * Draw `frame` on `ctx`, whose transform makes units CSS pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {Frame} frame
 * @param {Print} print
 * @param {Moment} moment
 */
export function paint(ctx, sheet, frame, print, { at, turned }) {
  const shown = frame.scene;
  const pieces = shown.pieces ?? [];
  /** @type {Stage} */
  const stage = {
    ctx, sheet, frame, print, at, turned,
    occupied: new Set(pieces.map((piece) => piece.at)),
    // Tiles cover their whole place: the last turn is outlined on them, not painted under.
    covering: new Set(pieces.filter((piece) => piece.hexes).map((piece) => piece.at)),
    lastCells: (shown.last ?? []).flatMap((step) => step.cells),
    size: sheet.inner * sheet.scale * 1.5,
  };
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  drawGround(stage);
  drawPieces(stage);
  drawTargets(stage);
  drawGhosts(stage);
  drawOverlays(stage);
}

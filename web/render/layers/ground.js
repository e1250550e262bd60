// The board under the pieces, bottom first: the paper, Tomoe's red spaces and printed frame,
// the last turn, the places clicked so far, the regions' tints, dead places, the lines between
// places and the coordinates.

import { drawPalago } from "../palago.js";
import { seat } from "../seats.js";
import { hatch } from "../signs.js";

/** @typedef {import("./paint.js").Stage} Stage */
/** @typedef {import("../view.js").Sheet} Sheet */

const RED = "#b3261e"; // empty places of a board printed red (Tomoe's spaces), both themes

/**
 * Fill places `names` (unknown ones skipped) in one call; nothing at all for none.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {readonly string[]} names
 * @param {string} color
 */
function fill(ctx, sheet, names, color) {
  if (!names.length) return;
  ctx.fillStyle = color;
  ctx.fill(sheet.paths(names));
}

/** @param {Stage} stage */
export function drawGround(stage) {
  const { ctx, sheet, frame, print, occupied, covering } = stage;
  const { scene: shown, colors } = frame;
  ctx.fillStyle = colors.paper;
  if (print.table) ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  else ctx.fill(sheet.grid);
  if (print.red) fill(ctx, sheet, [...sheet.places.keys()].filter((n) => !occupied.has(n)), RED);
  if (print.printed.length) drawPalago(ctx, print.printed.map((h) => ({ ...h, ...sheet.px([h.x, h.y]) })), sheet.scale);
  fill(ctx, sheet, stage.lastCells.filter((n) => !covering.has(n)), colors.last);
  fill(ctx, sheet, frame.selected, colors.selected);
  const regions = frame.showRegions ? shown.regions ?? [] : [];
  for (const r of regions) if (!r.parts) fill(ctx, sheet, r.cells, seat(r.owner ?? 0, frame.scheme).tint);
  for (const mark of shown.marks ?? []) {
    if (mark.look === "dead") for (const name of mark.cells) hatch(ctx, sheet, name, colors.ink);
  }
  if (!print.table) {
    // The lines between places.
    ctx.strokeStyle = colors.ink;
    ctx.lineWidth = Math.max(1, sheet.scale / 40);
    ctx.stroke(sheet.grid);
  }
  labels(stage);
}

/**
 * Coordinates; numbers inside places only where empty and readable (white on red).
 * @param {Stage} stage
 */
function labels({ ctx, sheet, frame, print, occupied }) {
  const ink = frame.colors.ink, inner = sheet.inner * sheet.scale;
  for (const label of print.labels) {
    const at = sheet.px(label.at);
    ctx.fillStyle = ink;
    if (label.place) {
      if (occupied.has(label.place) || inner < 11) continue;
      ctx.globalAlpha = 0.45;
      if (print.red) { ctx.fillStyle = "#fff"; ctx.globalAlpha = 0.85; }
      ctx.font = `${Math.round(inner * 0.55)}px system-ui, sans-serif`;
    } else {
      ctx.font = `${Math.round(Math.max(9, inner * 0.6))}px system-ui, sans-serif`;
    }
    ctx.fillText(label.text, at.x, at.y);
    ctx.globalAlpha = 1;
  }
}

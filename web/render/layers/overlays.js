// What is drawn over the pieces, last: the regions (outlined with their size, or Palago parts
// tinted), the winning pieces' outline, the signs on pieces that may not move, and the
// keyboard cursor.

import { palagoPart } from "../palago.js";
import { seat } from "../seats.js";
import { badge, lockSign, outlineSet, stripes } from "../signs.js";

/** @typedef {import("./paint.js").Stage} Stage */
/** @typedef {import("../../contract.js").RegionInfo} RegionInfo */
/** @typedef {import("../view.js").Sheet} Sheet */

/** @param {Stage} stage */
export function drawOverlays(stage) {
  const { ctx, sheet, frame } = stage;
  const { scene: shown, colors } = frame;
  for (const r of frame.showRegions ? shown.regions ?? [] : []) {
    const color = r.owner == null ? colors.ring : seat(r.owner, frame.scheme).color;
    if (r.parts) { parts(ctx, sheet, r, r.parts, color); continue; }
    outlineSet(ctx, sheet, r.cells, color, !r.counts);
    badge(ctx, sheet, r.cells[0], r.label, color);
  }
  for (const mark of shown.marks ?? []) {
    if (mark.look === "win") outlineSet(ctx, sheet, mark.cells, seat(mark.owner ?? 0, frame.scheme).color, false);
    if (mark.look === "locked") for (const name of mark.cells) lockSign(ctx, sheet, name, colors.warn);
  }
  if (frame.showNames) names(stage);
  if (frame.cursor && sheet.place(frame.cursor)) {
    ctx.strokeStyle = colors.focus;
    ctx.lineWidth = Math.max(2, sheet.scale / 14);
    ctx.setLineDash([sheet.scale / 6, sheet.scale / 10]);
    sheet.trace(ctx, frame.cursor, 0.08);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/**
 * A region made of parts of Palago hexagons (Tomoe's areas): tinted (strongly where it
 * scores), with its label on its first hexagon.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {RegionInfo} region
 * @param {number[][]} hexParts  region.parts: [x, y, tip, part] each
 * @param {string} color
 */
function parts(ctx, sheet, region, hexParts, color) {
  const path = new Path2D();
  for (const [x, y, tip, part] of hexParts) palagoPart(path, { tip, ...sheet.px([x, y]) }, sheet.scale, part);
  ctx.save();
  if (region.owner == null) {
    // Owned by nobody (Tomoe's rings that lock tiles): stripes, told apart from the seats'
    // tints by their texture, whatever the colour vision.
    ctx.fillStyle = stripes(ctx, color);
  } else {
    ctx.globalAlpha = region.counts ? 0.6 : 0.3;
    ctx.fillStyle = color;
  }
  ctx.fill(path, "evenodd");
  ctx.restore();
  if (!region.label) return;
  const [x, y] = hexParts[0];
  const at = sheet.px([x, y]);
  const r = Math.max(8, sheet.scale * 0.42);
  ctx.fillStyle = color;
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#fff";
  ctx.font = `bold ${Math.round(r * 1.1)}px system-ui, sans-serif`;
  ctx.fillText(region.label, at.x, at.y + 1);
}

/**
 * Every place's name over whatever stands on it, on request (the board's `coordinates`):
 * Nonaga's positions, Tomoe's spaces under their tiles, the cells a caption points to. On a
 * table only where something stands or a step can go, the rest being bare table.
 * @param {Stage} stage
 */
function names({ ctx, sheet, frame, print, occupied }) {
  const size = Math.round(Math.max(10, Math.min(16, sheet.inner * sheet.scale * 0.5)));
  const targets = new Set(frame.targets);
  ctx.save();
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(3, size / 3);
  ctx.strokeStyle = frame.colors.paper;
  ctx.fillStyle = frame.colors.ink;
  for (const place of sheet.places.values()) {
    if (print.table && !occupied.has(place.name) && !targets.has(place.name)) continue;
    const at = sheet.px(place.center);
    // A halo of the paper's colour keeps the name readable on any piece.
    ctx.strokeText(place.name, at.x, at.y);
    ctx.fillText(place.name, at.x, at.y);
  }
  ctx.restore();
}

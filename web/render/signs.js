// Small signs painted on places: the outline round a set of places, a badge with a number, the
// cross of a dead place, the "no entry" sign of a piece that may not move, and the stripes of a
// region nobody owns. Each reads only what a Sheet (view.js) says about the places; none
// restores what it sets on the context unless it says so, as the layers expect.

/** @typedef {import("./view.js").Sheet} Sheet */

/**
 * The outline of a set of places: every side not shared with another place of the set, drawn
 * just inside it (so two outlined sets side by side stay apart). Unknown places are skipped.
 * Leaves the line's cap round.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {readonly string[]} cells
 * @param {string} color
 * @param {boolean} dashed  dashed: a region that does not count
 * @param {boolean} [bold]
 */
export function outlineSet(ctx, sheet, cells, color, dashed, bold = false) {
  const inset = 0.06 + (bold ? 3 : 1.5) / sheet.scale;
  /** @type {Map<string, {a: number[], b: number[], c: number[]} | null>} side -> the side, null once shared */
  const sides = new Map();
  for (const name of cells) {
    const p = sheet.place(name);
    if (!p) continue;
    p.outline.forEach((a, i) => {
      const b = p.outline[(i + 1) % p.outline.length];
      const key = [a, b].map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).sort().join(" ");
      sides.set(key, sides.has(key) ? null : { a, b, c: p.center });
    });
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, sheet.inner * sheet.scale / (bold ? 4 : 6));
  ctx.lineCap = "round";
  ctx.setLineDash(dashed ? [ctx.lineWidth * 1.5, ctx.lineWidth * 2] : []);
  ctx.beginPath();
  for (const side of sides.values()) {
    if (!side) continue;
    /** The corner moved `inset` towards the place's centre, in CSS pixels. @param {number[]} corner */
    const toward = ([x, y]) => {
      const [cx, cy] = side.c, d = Math.hypot(x - cx, y - cy);
      return sheet.px([x + ((cx - x) * inset) / d, y + ((cy - y) * inset) / d]);
    };
    const a = toward(side.a), b = toward(side.b);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * A disc with `text` on it (a region's size), between place `name`'s centre and its first
 * corner (top-left on a square, the top on a hexagon). Nothing for an unknown place or no text.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {string | undefined} name
 * @param {string} text
 * @param {string} color
 */
export function badge(ctx, sheet, name, text, color) {
  const p = name === undefined ? undefined : sheet.place(name);
  if (!p || !text) return;
  const [cx, cy] = p.center, [kx, ky] = p.outline[0];
  const at = sheet.px([cx + (kx - cx) * 0.55, cy + (ky - cy) * 0.55]);
  const r = Math.max(7, sheet.inner * sheet.scale * 0.34);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.font = `bold ${Math.round(r * 1.25)}px system-ui, sans-serif`;
  ctx.fillText(text, at.x, at.y + 1);
}

/**
 * A dead place: a faint cross, so it reads as "nothing can go here" without colour. Restores
 * the context.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {string} name
 * @param {string} color
 */
export function hatch(ctx, sheet, name, color) {
  const p = sheet.place(name);
  if (!p) return;
  const c = sheet.px(p.center), r = sheet.inner * sheet.scale * 0.45;
  ctx.save();
  ctx.globalAlpha = 0.4;
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1.5, sheet.scale / 25);
  ctx.beginPath();
  ctx.moveTo(c.x - r, c.y - r); ctx.lineTo(c.x + r, c.y + r);
  ctx.moveTo(c.x + r, c.y - r); ctx.lineTo(c.x - r, c.y + r);
  ctx.stroke();
  ctx.restore();
}

/**
 * A piece that may not move now: a "no entry" sign at its place's edge (top right), beside
 * what stands on it. Restores the context.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Sheet} sheet
 * @param {string} name
 * @param {string} color
 */
export function lockSign(ctx, sheet, name, color) {
  const p = sheet.place(name);
  if (!p) return;
  const size = sheet.inner * sheet.scale;
  const c = sheet.px(p.center), r = Math.max(6, size * 0.24);
  const x = c.x + size * 0.62, y = c.y - size * 0.62;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = Math.max(1.5, r / 3);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - r * 0.55, y); ctx.lineTo(x + r * 0.55, y);
  ctx.stroke();
  ctx.restore();
}

/** Stripes patterns made so far, per context and colour. @type {WeakMap<CanvasRenderingContext2D, Map<string, CanvasPattern | string>>} */
const striped = new WeakMap();

/**
 * A fill of diagonal stripes in `color`: told apart from a seat's tint by its texture,
 * whatever the colour vision. Made once per context and colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} color
 * @returns {CanvasPattern | string}  the colour itself if no pattern could be made
 */
export function stripes(ctx, color) {
  let patterns = striped.get(ctx);
  if (!patterns) striped.set(ctx, (patterns = new Map()));
  let pattern = patterns.get(color);
  if (!pattern) {
    const tile = document.createElement("canvas");
    tile.width = tile.height = 8;
    const t = tile.getContext("2d");
    if (!t) return color;
    t.strokeStyle = color;
    t.lineWidth = 2.5;
    t.beginPath();
    t.moveTo(-2, 10); t.lineTo(10, -2);
    t.moveTo(-2, 2); t.lineTo(2, -2);
    t.moveTo(6, 10); t.lineTo(10, 6);
    t.stroke();
    pattern = ctx.createPattern(tile, "repeat") ?? color;
    patterns.set(color, pattern);
  }
  return pattern;
}

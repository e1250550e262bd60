// The canvas's interpreter of pictures (py_games/contract/shapes.py): paths, texts and uses of
// named looks in board units, colours as palette roles, sizes as units or [units, least CSS
// px]. Python's SVG writer (py_games/draw/svg.py) is the other interpreter of the same items,
// and tests/e2e/test_pictures.py compares the two pixel by pixel: a look is described once, in
// py_games/draw/looks.py, and drawn here only through LOOKS (looks.gen.js).
//
// Paths are drawn under the board's transform (board units to CSS pixels), with their widths
// and dashes worked out in pixels first; texts in CSS pixels, so that letters are sized as the
// SVG sizes them. Everything a pen sets on the context is restored.

import { LOOKS } from "./looks.gen.js";

/** @typedef {import("../contract.js").Item} Item */
/** @typedef {import("../contract.js").Shape} Shape */
/** @typedef {import("../contract.js").Text} Text */
/** @typedef {import("../contract.js").Use} Use */
/** @typedef {import("../contract.js").Size} Size */
/** @typedef {import("../contract.js").Layer} Layer */
/** @typedef {import("./view.js").View} View */
/** A colour as a canvas takes it, and how opaque. @typedef {{color: string, alpha: number}} Paint */
/**
 * Where a piece is drawn now against where the picture puts it: moved by (dx, dy) board units
 * and turned `turn` radians (a canvas's sense: clockwise on screen) about its place's centre.
 * @typedef {{dx: number, dy: number, cx: number, cy: number, turn: number}} Placement
 */
/**
 * What items are drawn with, for one frame.
 * @typedef {object} Pen
 * @property {CanvasRenderingContext2D} ctx  its transform makes units CSS pixels
 * @property {View} view  board units to CSS pixels
 * @property {(role: string) => Paint} paint  a palette role's colour
 * @property {ReadonlySet<string>} [show]  the toggles on (`regions`, `names`)
 * @property {(piece: string) => Placement | null} [placed]  a piece still moving (null: at rest)
 * @property {number} [alpha]  times every item's (a ghost's)
 */

const FONT = "system-ui, sans-serif";

/** Paths by their text: a picture changes once per position, not once per frame. */
const paths = new Map();
const KEPT_PATHS = 4000; // a late 19×19 picture has a few hundred distinct paths

/** @param {string} d @returns {Path2D} */
function path(d) {
  let found = paths.get(d);
  if (!found) {
    if (paths.size >= KEPT_PATHS) paths.clear();
    found = new Path2D(d);
    paths.set(d, found);
  }
  return found;
}

/**
 * CSS pixels of `size` at `scale` pixels per unit (py_games.contract.shapes.size_px).
 * @param {Size} size @param {number} scale
 */
export function sizePx(size, scale) {
  return Array.isArray(size) ? Math.max(size[1], size[0] * scale) : size * scale;
}

/**
 * Draw `items` of `layer` (all layers when absent) with `pen`, in order.
 * @param {Pen} pen
 * @param {readonly Item[]} items
 * @param {Layer} [layer]
 */
export function drawItems(pen, items, layer) {
  const { ctx, view } = pen;
  for (const item of items) {
    if (layer && (item.layer ?? "ground") !== layer) continue;
    if (item.when && !pen.show?.has(item.when)) continue;
    if (item.min_scale !== undefined && view.scale < item.min_scale) continue;
    const moved = item.piece === undefined ? null : pen.placed?.(item.piece) ?? null;
    ctx.save();
    if ("text" in item) text(pen, item, moved);
    else {
      // Board units to CSS pixels, then the piece's own glide and turn.
      ctx.transform(view.scale, 0, 0, view.scale, -view.x * view.scale, -view.y * view.scale);
      if (moved) {
        ctx.translate(moved.dx + moved.cx, moved.dy + moved.cy);
        ctx.rotate(moved.turn);
        ctx.translate(-moved.cx, -moved.cy);
      }
      if ("use" in item) use(pen, item);
      else shape(pen, item, view.scale, "", pen.alpha ?? 1);
    }
    ctx.restore();
  }
}

/**
 * A path in the context's current units, `unitPx` CSS pixels each; `color` is what "@"
 * stands for.
 * @param {Pen} pen @param {Shape} item @param {number} unitPx @param {string} color
 * @param {number} alpha
 */
function shape({ ctx, paint }, item, unitPx, color, alpha) {
  const p = path(item.d);
  const k = alpha * (item.alpha ?? 1);
  if (item.clip !== undefined) ctx.clip(path(item.clip));
  if (item.fill) {
    const { color: fill, alpha: a } = paint(item.fill === "@" ? color : item.fill);
    ctx.globalAlpha = a * k;
    ctx.fillStyle = fill;
    ctx.fill(p, item.evenodd ? "evenodd" : "nonzero");
  }
  if (item.stroke) {
    const { color: stroke, alpha: a } = paint(item.stroke === "@" ? color : item.stroke);
    ctx.globalAlpha = a * k;
    ctx.strokeStyle = stroke;
    ctx.lineWidth = sizePx(item.width ?? 0, unitPx) / unitPx;
    ctx.setLineDash((item.dash ?? []).map((d) => sizePx(d, unitPx) / unitPx));
    ctx.lineCap = item.round ? "round" : "butt";
    ctx.lineJoin = item.round ? "round" : "miter";
    if (ctx.lineWidth > 0) ctx.stroke(p);
  }
}

/** A look at its place, size and angle. @param {Pen} pen @param {Use} item */
function use(pen, item) {
  const { ctx, view } = pen;
  const unitPx = sizePx(item.unit, view.scale);
  const k = unitPx / view.scale;
  ctx.translate(item.at[0], item.at[1]);
  if (item.turn) ctx.rotate((item.turn * Math.PI) / 180);
  ctx.scale(k, k);
  const alpha = (pen.alpha ?? 1) * (item.alpha ?? 1);
  for (const look of LOOKS[item.use] ?? []) {
    ctx.save();
    shape(pen, look, unitPx, item.color ?? "", alpha);
    ctx.restore();
  }
}

/**
 * A line of text centred on its point, in CSS pixels; a halo first, round the letters.
 * @param {Pen} pen @param {Text} item @param {Placement | null} moved
 */
function text({ ctx, view, paint, alpha = 1 }, item, moved) {
  let [x, y] = item.at;
  if (moved) {
    const [ox, oy] = [x - moved.cx, y - moved.cy], c = Math.cos(moved.turn), s = Math.sin(moved.turn);
    [x, y] = [moved.cx + moved.dx + ox * c - oy * s, moved.cy + moved.dy + ox * s + oy * c];
  }
  const px = (x - view.x) * view.scale, py = (y - view.y) * view.scale;
  const size = sizePx(item.font, view.scale);
  const weight = item.bold ? (item.halo ? "600 " : "bold ") : "";
  ctx.font = `${weight}${size}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const k = alpha * (item.alpha ?? 1);
  if (item.halo) {
    const halo = paint(item.halo);
    ctx.globalAlpha = halo.alpha * k;
    ctx.strokeStyle = halo.color;
    ctx.lineWidth = Math.max(3, size / 3);
    ctx.lineJoin = "round";
    ctx.strokeText(item.text, px, py);
  }
  const fill = paint(item.fill);
  ctx.globalAlpha = fill.alpha * k;
  ctx.fillStyle = fill.color;
  ctx.fillText(item.text, px, py);
}

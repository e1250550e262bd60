// Palago's hexagons (Tomoe's tiles, its printed frame, its areas, a picker's miniatures): the
// pattern's paths and the three fills that paint any number of hexagons. Geometry in CSS
// pixels; which hexagon goes where comes from Python (PieceInfo.hexes in web/contract.d.ts).

/**
 * A hexagon to paint: its centre in CSS pixels and the corner its white tip is at (0 the top,
 * clockwise).
 * @typedef {{x: number, y: number, tip: number}} Hex
 */

// Black and white in both themes, as printed.
const PALAGO = { black: "#1b1b1b", white: "#f7f7f2" };
const SIN60 = Math.sqrt(3) / 2;

/**
 * Corner `k` of a pointy-top hexagon at (x, y) of circumradius `r`, clockwise from the top
 * (y grows downwards), turned by `turn` radians.
 * @param {number} x @param {number} y @param {number} r @param {number} k @param {number} turn
 * @returns {[number, number]}
 */
function corner(x, y, r, k, turn) {
  const a = (Math.PI / 3) * k - Math.PI / 2 + turn;
  return [x + r * Math.cos(a), y + r * Math.sin(a)];
}

/**
 * The middle of the side from corner `k` to corner `k + 1`.
 * @param {number} x @param {number} y @param {number} r @param {number} k @param {number} turn
 * @returns {[number, number]}
 */
function sideMiddle(x, y, r, k, turn) {
  const a = (Math.PI / 3) * k - Math.PI / 3 + turn;
  return [x + r * SIN60 * Math.cos(a), y + r * SIN60 * Math.sin(a)];
}

/**
 * The cut-off corner `k`: a sixth of a circle of radius r/2 round the corner, inside.
 * @param {Path2D} path
 * @param {number} x @param {number} y @param {number} r @param {number} k @param {number} turn
 */
function tipPath(path, x, y, r, k, turn) {
  const [cx, cy] = corner(x, y, r, k, turn);
  // Inside the hexagon, the corner's two sides run towards the corners beside it.
  /** @param {number} j */
  const toward = (j) => { const [px, py] = corner(x, y, r, j, turn); return Math.atan2(py - cy, px - cx); };
  path.moveTo(cx, cy);
  path.arc(cx, cy, r / 2, toward(k + 1), toward(k - 1));
  path.closePath();
}

/**
 * The half of the hexagon on corner `k`'s side of the line (corners k-1, k, k+1).
 * @param {Path2D} path
 * @param {number} x @param {number} y @param {number} r @param {number} k @param {number} turn
 */
function halfPath(path, x, y, r, k, turn) {
  const points = [sideMiddle(x, y, r, k + 4, turn), corner(x, y, r, k - 1, turn),
    corner(x, y, r, k, turn), corner(x, y, r, k + 1, turn), sideMiddle(x, y, r, k + 1, turn)];
  points.forEach(([px, py], i) => (i ? path.lineTo(px, py) : path.moveTo(px, py)));
  path.closePath();
}

/**
 * Add part `part` of a Palago hexagon to `path`: 0 the white tip, 1 the black arch, 2 the
 * white arch, 3 the black tip (RegionInfo.parts). Arches have the tip cut out, so fill with
 * "evenodd".
 * @param {Path2D} path
 * @param {Hex} hex
 * @param {number} r  circumradius, CSS pixels
 * @param {number} part
 * @param {number} [turn]  radians, about the hexagon's own centre
 */
export function palagoPart(path, { x, y, tip }, r, part, turn = 0) {
  const near = part < 2 ? tip : tip + 3; // the tip this part is, or lies around
  if (part === 1 || part === 2) halfPath(path, x, y, r, near, turn);
  tipPath(path, x, y, r, near, turn);
}

/**
 * Draw hexagons in Palago's pattern, circumradius `r`, turned by `turn` radians about their own
 * centres. Three fills in all, whatever the count: the black halves, then the white halves with
 * the white tips on them, then the black tips.
 * @param {CanvasRenderingContext2D} ctx
 * @param {readonly Hex[]} hexes
 * @param {number} r  CSS pixels
 * @param {number} [turn]
 */
export function drawPalago(ctx, hexes, r, turn = 0) {
  const black = new Path2D(), white = new Path2D(), tips = new Path2D();
  for (const { x, y, tip } of hexes) {
    halfPath(black, x, y, r, tip, turn);
    halfPath(white, x, y, r, tip + 3, turn);
    tipPath(white, x, y, r, tip, turn);
    tipPath(tips, x, y, r, tip + 3, turn);
  }
  ctx.save();
  ctx.fillStyle = PALAGO.black;
  ctx.fill(black);
  ctx.fillStyle = PALAGO.white;
  ctx.fill(white);
  ctx.fillStyle = PALAGO.black;
  ctx.fill(tips);
  ctx.restore();
}

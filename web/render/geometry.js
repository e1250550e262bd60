// Places as polygons on a plane, in board units (y grows downwards): their box, their sizes,
// which one a point falls in, the one nearest the middle and the nearest in a direction. Pure
// functions of Python's places (never written to); nothing here knows about pixels or time.

/** @typedef {import("../contract.js").PlaceInfo} PlaceInfo */
/** @typedef {import("../contract.js").LabelInfo} LabelInfo */
/** A box in board units. @typedef {{minX: number, maxX: number, minY: number, maxY: number}} Box */

const PAD = 0.25; // board units around the outermost places and labels

/**
 * The box around `places`, the `labels` outside them and the `printed` hexagons (radius 1),
 * with a margin, in board units.
 * @param {readonly PlaceInfo[]} places
 * @param {readonly LabelInfo[]} labels
 * @param {readonly {x: number, y: number}[]} printed  hexagons' centres
 * @returns {Box}
 */
export function bounds(places, labels, printed) {
  /** @type {number[]} */
  const xs = [], ys = [];
  for (const p of places) for (const [x, y] of p.outline) { xs.push(x); ys.push(y); }
  for (const h of printed) { xs.push(h.x - 1, h.x + 1); ys.push(h.y - 1, h.y + 1); }
  for (const l of labels) if (!l.place) { xs.push(l.at[0]); ys.push(l.at[1]); }
  return { minX: Math.min(...xs) - PAD, maxX: Math.max(...xs) + PAD, minY: Math.min(...ys) - PAD, maxY: Math.max(...ys) + PAD };
}

/**
 * The distance from a place's centre to its nearest side: what pieces, badges and labels are
 * sized by.
 * @param {PlaceInfo} place
 */
export function innerRadius(place) {
  const [cx, cy] = place.center;
  let best = Infinity;
  place.outline.forEach(([x1, y1], i) => {
    const [x2, y2] = place.outline[(i + 1) % place.outline.length];
    best = Math.min(best, Math.hypot((x1 + x2) / 2 - cx, (y1 + y2) / 2 - cy));
  });
  return best;
}

/** Kept per place object: Python's data is not written to. @type {WeakMap<PlaceInfo, number>} */
const reaches = new WeakMap();

/**
 * How far a place's farthest corner is from its centre: a quick test before the polygon's.
 * @param {PlaceInfo} place
 */
function outerRadius(place) {
  let reach = reaches.get(place);
  if (reach === undefined) {
    reach = Math.max(...place.outline.map(([x, y]) => Math.hypot(x - place.center[0], y - place.center[1])));
    reaches.set(place, reach);
  }
  return reach;
}

/**
 * Whether (x, y) lies in `polygon` (even-odd rule: a ray crossing its sides).
 * @param {number} x @param {number} y
 * @param {readonly number[][]} polygon
 */
function inside(x, y, polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i], [xj, yj] = polygon[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * The first of `places` whose polygon holds the point (x, y), or null.
 * @param {readonly PlaceInfo[]} places
 * @param {number} x @param {number} y
 * @returns {string | null}
 */
export function placeAt(places, x, y) {
  for (const p of places) {
    const reach = outerRadius(p);
    if (Math.abs(p.center[0] - x) > reach || Math.abs(p.center[1] - y) > reach) continue;
    if (inside(x, y, p.outline)) return p.name;
  }
  return null;
}

/**
 * The place nearest the middle of `places`; of several, the last listed (on a square board, up
 * and right of the centre, as d4 is on 6×6). "" for no places (a board always has some).
 * @param {readonly PlaceInfo[]} places
 */
export function nearest(places) {
  const cx = places.reduce((t, p) => t + p.center[0], 0) / places.length;
  const cy = places.reduce((t, p) => t + p.center[1], 0) / places.length;
  let best = "", bestD = Infinity;
  for (const p of places) {
    const d = (p.center[0] - cx) ** 2 + (p.center[1] - cy) ** 2;
    if (d <= bestD + 1e-9) { bestD = Math.min(d, bestD); best = p.name; }
  }
  return best;
}

/**
 * The place nearest `from` in the direction (dx, dy) on screen (dy > 0 is up), within 60° of
 * it, preferring the straightest; `from` itself when there is none.
 * @param {readonly PlaceInfo[]} places
 * @param {PlaceInfo} from
 * @param {number} dx @param {number} dy
 * @returns {string}
 */
export function toward(places, from, dx, dy) {
  // Screen direction: y grows downwards, so "up" (dy > 0) is negative y.
  const len = Math.hypot(dx, dy), ux = dx / len, uy = -dy / len;
  let best = from.name, bestCost = Infinity;
  for (const p of places) {
    const vx = p.center[0] - from.center[0], vy = p.center[1] - from.center[1];
    const d = Math.hypot(vx, vy);
    if (!d) continue;
    const cos = (vx * ux + vy * uy) / d;
    if (cos < 0.5) continue; // within 60° of the arrow's direction
    const cost = d * (2 - cos) ** 2; // the nearest, preferring the straightest
    if (cost < bestCost) { bestCost = cost; best = p.name; }
  }
  return best;
}

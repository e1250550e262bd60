// How each seat looks: a shape that tells the seats apart without colour, and a colour for each
// theme. The six colours of a theme reach 3:1 contrast against that theme's board paper and
// stay apart under protanopia, deuteranopia and tritanopia (checked by
// tests/test_colours.py). Seats 1–3 use the symbols of Contiguous's original
// example (x, o, #). Presentation only: which seat owns what comes from Python.

const SHAPES = [
  { shape: "cross", symbol: "×" },
  { shape: "ring", symbol: "○" },
  { shape: "hash", symbol: "#" },
  { shape: "triangle", symbol: "△" },
  { shape: "square", symbol: "□" },
  { shape: "diamond", symbol: "◇" },
];

/** Seat colours on the light board paper (#f6f1e3) and on the dark one (#2b2822). */
export const PALETTES = {
  light: [
    { name: "Blue", color: "#2155CD" },
    { name: "Orange", color: "#D55E00" },
    { name: "Green", color: "#007A5E" },
    { name: "Purple", color: "#9A4D8F" },
    { name: "Black", color: "#222222" },
    { name: "Brown", color: "#A0522D" },
  ],
  dark: [
    { name: "Blue", color: "#3D8BFF" },
    { name: "Orange", color: "#E69F00" },
    { name: "Green", color: "#3CC29A" },
    { name: "Purple", color: "#D291E4" },
    { name: "White", color: "#F0F0F0" },
    { name: "Brown", color: "#A97D52" },
  ],
};

const darkScheme = globalThis.matchMedia?.("(prefers-color-scheme: dark)");

/** Call `listener` when the colour scheme changes (boards redraw in the new colours). */
export function onSchemeChange(listener) {
  darkScheme?.addEventListener?.("change", listener);
  return () => darkScheme?.removeEventListener?.("change", listener);
}

const tint = (hex, alpha) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

// Worked out once per theme: seat() is called for every piece of every frame.
const SEATS = Object.fromEntries(Object.entries(PALETTES).map(([theme, palette]) => [
  theme, palette.map((colour, i) => Object.freeze({ ...SHAPES[i], ...colour, tint: tint(colour.color, 0.28) })),
]));

/** Seat `player`'s look in the current colour scheme: {name, symbol, shape, color, tint}. */
export function seat(player) {
  return SEATS[darkScheme?.matches ? "dark" : "light"][player % SHAPES.length];
}

// Stones keep their colour in both themes: a black stone is black. Their edge makes the one
// that matches the board paper stand out from it.
const STONES = {
  black: { symbol: "●", fill: "#1b1b1b", edge: "#8a8a8a" },
  white: { symbol: "○", fill: "#f7f7f2", edge: "#4d4d4d" },
};

/** Whether a look is a stone ("black", "white"), named by its colour rather than a seat. */
export function isStone(look) {
  return Boolean(STONES[look]);
}

/** How player `player`'s pieces look, as Python says: "mark" (the seat's own) or a stone. */
export function playerLook(view, player) {
  return view.players?.[player]?.look ?? "mark";
}

/** "Player 1 (Blue cross)": Python's name for the player with the seat's colour and shape, so
 * that colour is never the only cue; `symbol` adds the mark itself ("Blue cross ×"). Players
 * of stones are named by their colour already ("Black"). */
export function seatName(view, player, { symbol = false } = {}) {
  const name = view.players[player].name;
  const look = playerLook(view, player);
  if (STONES[look]) return symbol ? `${name} ${STONES[look].symbol}` : name;
  const s = seat(player);
  return `${name} (${s.name} ${s.shape}${symbol ? ` ${s.symbol}` : ""})`;
}

/** The character that stands for a player in lists, and its colour (null: the text's). */
export function glyph(view, player) {
  const look = playerLook(view, player);
  if (STONES[look]) return { symbol: STONES[look].symbol, color: null };
  const s = seat(player);
  return { symbol: s.symbol, color: s.color };
}

// Nonaga's rings: wood, a shade darker on the dark board, with an edge that stands out from it.
const RINGS = {
  light: { fill: "#d4bf94", edge: "#6b5a3a" },
  dark: { fill: "#8f7c57", edge: "#e3d4b0" },
};

/**
 * Draw pieces, each {look, owner, x, y} (a centre in CSS pixels), `size` CSS pixels across.
 * Pieces that look alike are one path and one fill or stroke: a late 19×19 board has 300.
 * Groups are drawn in the order their first piece comes, so a ring listed before the counter
 * on it is drawn under it.
 */
export function drawLooks(ctx, pieces, size) {
  const alike = new Map();
  for (const piece of pieces) {
    const key = STONES[piece.look] || piece.look === "ring" ? piece.look : `${piece.look} ${piece.owner ?? 0}`;
    if (!alike.has(key)) alike.set(key, []);
    alike.get(key).push(piece);
  }
  ctx.save();
  for (const group of alike.values()) {
    const { look, owner } = group[0];
    if (STONES[look]) drawStones(ctx, STONES[look], group, size);
    else if (look === "ring") drawRings(ctx, group, size);
    else if (look === "counter") drawCounters(ctx, owner ?? 0, group, size);
    else drawMarks(ctx, owner ?? 0, group, size * 0.83);
  }
  ctx.restore();
}

/** One disc per piece, radius `r`, filled and edged as one path; `hole` (a fraction of `r`)
 * cuts a ring's hole, through which the board shows. */
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

function drawRings(ctx, group, size) {
  // A ring nearly fills its place, so neighbouring rings almost touch, as on the table.
  const colours = RINGS[darkScheme?.matches ? "dark" : "light"];
  discs(ctx, group, size * 0.6, { ...colours, width: size / 22, hole: 0.45 });
}

function drawCounters(ctx, player, group, size) {
  // A disc in the seat's colour carrying the seat's mark: colour is never the only cue.
  const { shape, color } = seat(player);
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

function drawStones(ctx, stone, group, size) {
  discs(ctx, group, size * 0.55, { fill: stone.fill, edge: stone.edge, width: size / 18 });
}

/** Seat `player`'s marks, `size` CSS pixels across. */
function drawMarks(ctx, player, group, size) {
  const { shape, color } = seat(player);
  const h = size / 2;
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, size / 7);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  for (const { x, y } of group) markPath(ctx, shape, x, y, h);
  ctx.stroke();
}

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

// Palago's pattern (Tomoe's tiles and frame): black and white in both themes, as printed.
const PALAGO = { black: "#1b1b1b", white: "#f7f7f2" };
const SIN60 = Math.sqrt(3) / 2;

/** Corner `k` of a pointy-top hexagon at (x, y) of circumradius `r`, clockwise from the top
 * (y grows downwards), turned by `turn` radians. */
function corner(x, y, r, k, turn) {
  const a = (Math.PI / 3) * k - Math.PI / 2 + turn;
  return [x + r * Math.cos(a), y + r * Math.sin(a)];
}

/** The middle of the side from corner `k` to corner `k + 1`. */
function sideMiddle(x, y, r, k, turn) {
  const a = (Math.PI / 3) * k - Math.PI / 3 + turn;
  return [x + r * SIN60 * Math.cos(a), y + r * SIN60 * Math.sin(a)];
}

/** The cut-off corner `k`: a sixth of a circle of radius r/2 round the corner, inside. */
function tipPath(path, x, y, r, k, turn) {
  const [cx, cy] = corner(x, y, r, k, turn);
  // Inside the hexagon, the corner's two sides run towards the corners beside it.
  const toward = (j) => { const [px, py] = corner(x, y, r, j, turn); return Math.atan2(py - cy, px - cx); };
  path.moveTo(cx, cy);
  path.arc(cx, cy, r / 2, toward(k + 1), toward(k - 1));
  path.closePath();
}

/** The half of the hexagon on corner `k`'s side of the line (corners k-1, k, k+1). */
function halfPath(path, x, y, r, k, turn) {
  const points = [sideMiddle(x, y, r, k + 4, turn), corner(x, y, r, k - 1, turn),
    corner(x, y, r, k, turn), corner(x, y, r, k + 1, turn), sideMiddle(x, y, r, k + 1, turn)];
  points.forEach(([px, py], i) => (i ? path.lineTo(px, py) : path.moveTo(px, py)));
  path.closePath();
}

/**
 * Add part `part` of a Palago hexagon to `path`: 0 the white tip, 1 the black arch, 2 the
 * white arch, 3 the black tip (PieceInfo.hexes in scene.js). Arches have the tip cut out, so
 * fill with "evenodd".
 */
export function palagoPart(path, { x, y, tip }, r, part, turn = 0) {
  const near = part < 2 ? tip : tip + 3; // the tip this part is, or lies around
  if (part === 1 || part === 2) halfPath(path, x, y, r, near, turn);
  tipPath(path, x, y, r, near, turn);
}

/**
 * Draw hexagons in Palago's pattern, each {x, y, tip} in CSS pixels, circumradius `r`, turned
 * by `turn` radians about their own centres. Three fills in all, whatever the count: the
 * black halves, then the white halves with the white tips on them, then the black tips.
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

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

/**
 * Draw pieces, each {look, owner, x, y} (a centre in CSS pixels), `size` CSS pixels across.
 * Pieces that look alike are one path and one fill or stroke: a late 19×19 board has 300.
 */
export function drawLooks(ctx, pieces, size) {
  const alike = new Map();
  for (const piece of pieces) {
    const key = STONES[piece.look] ? piece.look : `mark ${piece.owner ?? 0}`;
    if (!alike.has(key)) alike.set(key, []);
    alike.get(key).push(piece);
  }
  ctx.save();
  for (const group of alike.values()) {
    const stone = STONES[group[0].look];
    if (stone) drawStones(ctx, stone, group, size);
    else drawMarks(ctx, group[0].owner ?? 0, group, size * 0.83);
  }
  ctx.restore();
}

function drawStones(ctx, stone, group, size) {
  const r = size * 0.55;
  ctx.fillStyle = stone.fill;
  ctx.strokeStyle = stone.edge;
  ctx.lineWidth = Math.max(1, size / 18);
  ctx.beginPath();
  for (const { x, y } of group) {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
  }
  ctx.fill();
  ctx.stroke();
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

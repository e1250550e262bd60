// How each seat looks: a shape that tells the seats apart without colour, and a colour for each
// theme. The six colours of a theme reach 3:1 contrast against that theme's board paper and
// stay apart under protanopia, deuteranopia and tritanopia (checked by
// tests/e2e/test_player_colours.py). Seats 1–3 use the symbols of Contiguous's original
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

/** Seat `player`'s look in the current colour scheme: {name, symbol, shape, color, tint}. */
export function seat(player) {
  const palette = darkScheme?.matches ? PALETTES.dark : PALETTES.light;
  const i = player % SHAPES.length;
  return { ...SHAPES[i], ...palette[i], tint: tint(palette[i].color, 0.28) };
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

/** Draw a piece of `look` (owned by `owner`) centred on (x, y), `size` CSS pixels across. */
export function drawLook(ctx, look, owner, x, y, size) {
  const stone = STONES[look];
  if (!stone) return drawPiece(ctx, owner ?? 0, x, y, size * 0.83);
  ctx.save();
  ctx.fillStyle = stone.fill;
  ctx.strokeStyle = stone.edge;
  ctx.lineWidth = Math.max(1, size / 18);
  ctx.beginPath();
  ctx.arc(x, y, size * 0.55, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Draw seat `player`'s mark centred on (x, y), `size` CSS pixels across. */
export function drawPiece(ctx, player, x, y, size) {
  const { shape, color } = seat(player);
  const h = size / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, size / 7);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  switch (shape) {
    case "cross":
      ctx.moveTo(x - h, y - h); ctx.lineTo(x + h, y + h);
      ctx.moveTo(x + h, y - h); ctx.lineTo(x - h, y + h);
      break;
    case "ring":
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
  ctx.stroke();
  ctx.restore();
}

// How each seat looks, and what players are called on screen: a shape that tells the seats apart
// without colour, and a colour for each theme. The six colours of a theme reach 3:1 contrast
// against that theme's board paper and stay apart under protanopia, deuteranopia and
// tritanopia (checked by tests/test_colours.py, which reads PALETTES from this file). Seats 1–3
// use the symbols of Contiguous's original example (x, o, #). Presentation only: which seat
// owns what comes from Python. The painters that use these looks are in pieces.js.

/** @typedef {"cross" | "ring" | "hash" | "triangle" | "square" | "diamond"} Shape */
/**
 * A seat's look in one theme: its colour's name and value, its shape and the character for
 * it, and a see-through tint of its colour for the places it holds.
 * @typedef {Readonly<{name: string, color: string, shape: Shape, symbol: string, tint: string}>} Seat
 */
/**
 * Whatever names the players: a BoardInfo (web/contract.d.ts), a view of it.
 * @typedef {{readonly players: readonly {readonly name: string, readonly look?: string}[]}} Players
 */
/**
 * A stone: named by its colour (the same in both themes), with the character for it.
 * @typedef {Readonly<{symbol: string, fill: string, edge: string}>} Stone
 */

/** @type {readonly {shape: Shape, symbol: string}[]} */
const SHAPES = [
  { shape: "cross", symbol: "×" },
  { shape: "ring", symbol: "○" },
  { shape: "hash", symbol: "#" },
  { shape: "triangle", symbol: "△" },
  { shape: "square", symbol: "□" },
  { shape: "diamond", symbol: "◇" },
];

/** @typedef {"light" | "dark"} Theme */

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

// Absent outside a window (a worker, a test's module loader): the light theme then.
const darkScheme = globalThis.matchMedia?.("(prefers-color-scheme: dark)");

/** The colour scheme boards are drawn in now. @returns {Theme} */
export function theme() {
  return darkScheme?.matches ? "dark" : "light";
}

/**
 * Call `listener` when the colour scheme changes (boards redraw in the new colours).
 * @param {() => void} listener
 * @returns {() => void}  stops listening
 */
export function onSchemeChange(listener) {
  darkScheme?.addEventListener?.("change", listener);
  return () => darkScheme?.removeEventListener?.("change", listener);
}

/** @param {string} hex "#rrggbb" @param {number} alpha @returns {string} */
const tint = (hex, alpha) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/** @param {readonly {name: string, color: string}[]} palette @returns {readonly Seat[]} */
const seatsOf = (palette) => palette.map((colour, i) => Object.freeze({ ...SHAPES[i], ...colour, tint: tint(colour.color, 0.28) }));

// Worked out once per theme: seat() is called for every piece of every frame.
/** @type {Readonly<Record<Theme, readonly Seat[]>>} */
const SEATS = { light: seatsOf(PALETTES.light), dark: seatsOf(PALETTES.dark) };

/**
 * Seat `player`'s look in a colour scheme (by default the system's; a board passes its own,
 * which may follow the page it is on).
 * @param {number} player
 * @param {Theme} [scheme]
 * @returns {Seat}
 */
export function seat(player, scheme = theme()) {
  return SEATS[scheme][player % SHAPES.length];
}

// Stones keep their colour in both themes: a black stone is black. Their edge makes the one
// that matches the board paper stand out from it.
/** @type {Readonly<Record<string, Stone>>} */
const STONES = {
  black: { symbol: "●", fill: "#1b1b1b", edge: "#8a8a8a" },
  white: { symbol: "○", fill: "#f7f7f2", edge: "#4d4d4d" },
};

/**
 * The stone a look is ("black", "white"), or null for any other look.
 * @param {string} look
 * @returns {Stone | null}
 */
export function stone(look) {
  return Object.hasOwn(STONES, look) ? STONES[look] : null;
}

/**
 * Whether a look is a stone ("black", "white"), named by its colour rather than a seat.
 * @param {string} look
 */
export function isStone(look) {
  return Boolean(stone(look));
}

/**
 * How player `player`'s pieces look, as Python says: "mark" (the seat's own) or a stone.
 * @param {Players} view
 * @param {number} player
 * @returns {string}
 */
export function playerLook(view, player) {
  return view.players?.[player]?.look ?? "mark";
}

/**
 * "Player 1 (Blue cross)": Python's name for the player with the seat's colour and shape, so
 * that colour is never the only cue; `symbol` adds the mark itself ("Blue cross ×"). Players
 * of stones are named by their colour already ("Black").
 * @param {Players} view
 * @param {number} player
 * @param {{symbol?: boolean, scheme?: Theme}} [options]  `scheme`: the colours' (seat 5 is
 *   Black on a light board, White on a dark one)
 * @returns {string}
 */
export function seatName(view, player, { symbol = false, scheme = theme() } = {}) {
  const name = view.players[player].name;
  const asStone = stone(playerLook(view, player));
  if (asStone) return symbol ? `${name} ${asStone.symbol}` : name;
  const s = seat(player, scheme);
  return `${name} (${s.name} ${s.shape}${symbol ? ` ${s.symbol}` : ""})`;
}

/**
 * The character that stands for a player in lists, and its colour (null: the text's).
 * @param {Players} view
 * @param {number} player
 * @param {Theme} [scheme]
 * @returns {{symbol: string, color: string | null}}
 */
export function glyph(view, player, scheme = theme()) {
  const asStone = stone(playerLook(view, player));
  if (asStone) return { symbol: asStone.symbol, color: null };
  const s = seat(player, scheme);
  return { symbol: s.symbol, color: s.color };
}

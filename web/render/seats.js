// How each seat looks, and what players are called on screen: a shape that tells the seats apart
// without colour, and a colour for each theme. The colours, names, shapes and symbols are
// Python's (py_games/draw/palette.py, copied into looks.gen.js by tools/looks_js.py), where
// tests/test_colours.py checks them: 3:1 against each theme's paper, apart under the common
// colour-vision deficiencies. Presentation only: which seat owns what comes from Python.

import { PALETTE, SEATS, TINT } from "./looks.gen.js";
import { language, tIn } from "../i18n.js";

/** @typedef {"cross" | "ring" | "hash" | "triangle" | "square" | "diamond"} Shape */
/**
 * A seat's look in one theme: what a reader calls it (English, a message of the catalog), its
 * colour's name and value, its shape and the character for it, and a see-through tint of its
 * colour for the places it holds.
 * @typedef {Readonly<{label: string, name: string, color: string, shape: Shape, symbol: string,
 *   tint: string}>} Seat
 */
/**
 * Whatever names the players: a BoardInfo (web/contract.d.ts), a view of it.
 * @typedef {{readonly players: readonly {readonly name: string, readonly look?: string}[]}} Players
 */
/**
 * A stone: named by its colour (the same in both themes), with the character for it, and what
 * it stands on where the page names its player (`plate`: 3:1 from either stone and either page).
 * @typedef {Readonly<{symbol: string, fill: string, edge: string, plate: string}>} Stone
 */

/** @typedef {"light" | "dark"} Theme */

/** Seat colours and their names on the light board paper and on the dark one. */
export const PALETTES = {
  light: SEATS.light.map(({ name, color }) => ({ name, color })),
  dark: SEATS.dark.map(({ name, color }) => ({ name, color })),
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

/** @param {readonly import("./looks.gen.js").SeatLook[]} looks @returns {readonly Seat[]} */
const seatsOf = (looks) => looks.map((look) => Object.freeze({
  ...look, shape: /** @type {Shape} */ (look.shape), tint: tint(look.color, TINT),
}));

// Worked out once per theme.
/** @type {Readonly<Record<Theme, readonly Seat[]>>} */
const LOOKED = { light: seatsOf(SEATS.light), dark: seatsOf(SEATS.dark) };

/**
 * Seat `player`'s look in a colour scheme (by default the system's; a board passes its own,
 * which may follow the page it is on).
 * @param {number} player
 * @param {Theme} [scheme]
 * @returns {Seat}
 */
export function seat(player, scheme = theme()) {
  const seats = LOOKED[scheme];
  return seats[player % seats.length];
}

// Stones keep their colour in both themes: a black stone is black. Their edge makes the one
// that matches the board paper stand out from it; where the page names a player, a stone
// stands on its plate (the same in both themes).
const plate = PALETTE.light["stone-plate"].color;
/** @type {Readonly<Record<string, Stone>>} */
const STONES = {
  black: { symbol: "●", fill: PALETTE.light.black.color, edge: PALETTE.light["black-edge"].color, plate },
  white: { symbol: "○", fill: PALETTE.light.white.color, edge: PALETTE.light["white-edge"].color, plate },
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
 * @param {{symbol?: boolean, scheme?: Theme, lang?: string}} [options]  `scheme`: the colours'
 *   (seat 5 is Black on a light board, White on a dark one); `lang`: the words' (the page's)
 * @returns {string}
 */
export function seatName(view, player, { symbol = false, scheme = theme(), lang = language() } = {}) {
  const name = view.players[player].name;
  const asStone = stone(playerLook(view, player));
  if (asStone) return symbol ? `${name} ${asStone.symbol}` : name;
  const s = seat(player, scheme);
  // The look's words are Python's (py_games.draw.palette, a label per seat, in the catalog).
  const look = `${tIn(lang, s.label)}${symbol ? ` ${s.symbol}` : ""}`;
  return tIn(lang, "{player} ({seat})", { player: name, seat: look });
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

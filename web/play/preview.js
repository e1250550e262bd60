// A saved game's preview, checked before anything uses it. The preview (see games.js) is what
// the page paints before Python is up: the board, the scene of the position with its picture
// (what the board draws) and who played each step. It comes from storage, which anyone can edit and older versions wrote, and the
// board draws it without asking Python: a preview that is not exactly the shapes the contract
// says (web/contract.d.ts) is dropped whole, so that nothing half-drawn or thrown ever shows.
// Checks shapes only: whether the position is legal is Python's to say, once it is up.

import { LOOKS } from "../render/looks.gen.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").Scene} Scene
 * @typedef {Pick<Scene, "pieces" | "marks" | "last" | "to_move"> & Partial<Pick<Scene, "status" | "summary" | "places">>
 *   & {picture: import("../contract.js").Picture}} PreviewScene
 *   the part of a scene a preview keeps (older previews lack the status and summary; those
 *   without a picture, from an older version, are dropped)
 * @typedef {{board: BoardInfo, scene: PreviewScene, movers?: number[], first_turn_step?: number}} Preview
 *   `movers`: who played each step, for the move list (absent from older previews);
 *   `first_turn_step`: where in its turn the first step stands (absent from older previews:
 *   then the list names no step until Python has replayed the game)
 */

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/** @param {unknown} v @returns {v is string} */
const isText = (v) => typeof v === "string";
/** @param {unknown} v @returns {v is number} */
const isNumber = (v) => typeof v === "number" && Number.isFinite(v);
/** @param {unknown} v @param {number} below @returns {v is number} */
const isIndex = (v, below) => Number.isInteger(v) && /** @type {number} */ (v) >= 0 && /** @type {number} */ (v) < below;
/** @param {unknown} v @param {(item: unknown) => boolean} each @returns {v is unknown[]} */
const isList = (v, each) => Array.isArray(v) && v.every(each);
/** @param {unknown} v @param {number} [length] a list of numbers (of that length) */
const isNumbers = (v, length) => isList(v, isNumber) && (length === undefined || /** @type {unknown[]} */ (v).length === length);
/** @param {unknown} v @param {(item: unknown) => boolean} each  absent, or a list of such */
const isOptionalList = (v, each) => v === undefined || isList(v, each);

/** A place: its name, its centre [x, y] and its outline of at least three corners. @param {unknown} v */
const isPlace = (v) => isObject(v) && isText(v.name) && isNumbers(v.center, 2) &&
  Array.isArray(v.outline) && v.outline.length >= 3 && v.outline.every((corner) => isNumbers(corner, 2));

/** @param {unknown} v */
const isLabel = (v) => isObject(v) && isText(v.text) && isNumbers(v.at, 2) && (v.place === undefined || isText(v.place));

/** A hexagon of a tile or of the printed frame: [x, y, tip]. @param {unknown} v */
const isHex = (v) => isNumbers(v, 3);

/** A size: units, or [units, least CSS pixels]. @param {unknown} v */
const isSize = (v) => isNumber(v) || isNumbers(v, 2);
/** @param {unknown} v @param {(v: unknown) => boolean} is  absent, or such */
const maybe = (v, is) => v === undefined || is(v);
/** @param {unknown} v */
const isFlag = (v) => typeof v === "boolean";

/** An item of a picture (py_games/contract/shapes.py): a path, a text or a use of a known look.
 * @param {unknown} v */
function isItem(v) {
  if (!isObject(v) || !maybe(v.layer, (l) => l === "ground" || l === "pieces" || l === "over") ||
    !maybe(v.alpha, isNumber) || !maybe(v.piece, isText) || !maybe(v.min_scale, isNumber) ||
    !maybe(v.when, (w) => w === "regions" || w === "names")) return false;
  if (isText(v.d)) {
    return maybe(v.fill, isText) && maybe(v.stroke, isText) && maybe(v.width, isSize) &&
      maybe(v.dash, (d) => isList(d, isSize)) && maybe(v.evenodd, isFlag) && maybe(v.round, isFlag) &&
      maybe(v.clip, isText);
  }
  if (isText(v.text)) {
    return isNumbers(v.at, 2) && isSize(v.font) && isText(v.fill) && maybe(v.bold, isFlag) && maybe(v.halo, isText);
  }
  return isText(v.use) && Object.hasOwn(LOOKS, v.use) && isNumbers(v.at, 2) && isSize(v.unit) &&
    maybe(v.turn, isNumber) && maybe(v.color, isText);
}

/** @param {unknown} v */
const isPicture = (v) => isObject(v) && isObject(v.box) &&
  ["x", "y", "width", "height"].every((k) => isNumber(/** @type {Record<string, unknown>} */ (v.box)[k])) &&
  maybe(v.background, isText) && isList(v.items, isItem);

/** @param {unknown} v @returns {v is BoardInfo} */
function isBoard(v) {
  return isObject(v) && isText(v.game) && isText(v.title) && isObject(v.options) && isText(v.groups_name) &&
    isText(v.surface) && (v.empty === undefined || isText(v.empty)) && isOptionalList(v.turn_steps, isText) &&
    Array.isArray(v.players) && v.players.length > 0 &&
    v.players.every((p) => isObject(p) && isText(p.name) && isText(p.look)) &&
    isList(v.places, isPlace) && isList(v.labels, isLabel) &&
    isOptionalList(v.printed, (p) => isObject(p) && isText(p.look) && isList(p.hexes, isHex));
}

/**
 * The scene of a preview on `board`: its pieces, marks and last turn on places of the board,
 * its players among the board's.
 * @param {unknown} v @param {BoardInfo} board @returns {v is PreviewScene}
 */
function isScene(v, board) {
  if (!isObject(v) || !isOptionalList(v.places, isPlace)) return false;
  const seats = board.players.length;
  const places = new Set(/** @type {{name: string}[]} */ (v.places ?? board.places).map((p) => p.name));
  /** @param {unknown} cells */
  const onBoard = (cells) => isList(cells, (c) => isText(c) && places.has(c));
  /** @param {unknown} owner */
  const isOwner = (owner) => owner === null || owner === undefined || isIndex(owner, seats);
  /** @param {unknown} s  a sentence of Python's: words, and players among the seats */
  const isSentence = (s) => s === undefined || isList(s, (part) => isText(part) || (isObject(part) && isIndex(part.player, seats)));
  return isPicture(v.picture) && (v.to_move === null || isIndex(v.to_move, seats)) && isSentence(v.status) && isSentence(v.summary) &&
    isList(v.pieces, (p) => isObject(p) && isText(p.id) && isText(p.at) && places.has(p.at) && isText(p.look) &&
      isOwner(p.owner) && isOptionalList(p.hexes, isHex) && (p.label === undefined || isText(p.label)) &&
      (p.angle === undefined || isNumber(p.angle))) &&
    isList(v.marks, (m) => isObject(m) && onBoard(m.cells) && isText(m.look) && isText(m.label) && isOwner(m.owner)) &&
    isList(v.last, (t) => isObject(t) && isText(t.step) && onBoard(t.cells) && isText(t.kind) && isIndex(t.player, seats));
}

/**
 * `value` as a preview of a game of `moves` steps, or null when it cannot be one (damaged,
 * or of an older shape): then nothing is painted before Python is up.
 * @param {unknown} value @param {number} moves
 * @returns {Preview | null}
 */
export function checkedPreview(value, moves) {
  if (!isObject(value) || !isBoard(value.board) || !isScene(value.scene, value.board)) return null;
  const { board, scene, movers, first_turn_step: first } = value;
  if (movers === undefined) return { board, scene };
  const seats = board.players.length;
  if (!isList(movers, (m) => isIndex(m, seats)) || movers.length !== moves) return null;
  const checked = { board, scene, movers: /** @type {number[]} */ (movers) };
  if (first === undefined) return checked;
  return isIndex(first, Math.max(1, board.turn_steps?.length ?? 0)) ? { ...checked, first_turn_step: first } : null;
}

import { t } from "./i18n.js";
// Games played by link between devices (correspondence), the pure part: comparing the line
// this device has with a link's, the last turn a link brings, and writing the link. Each
// person plays on their own device; after their turn the page offers a link that carries the
// whole game (`friend=<id>`: the game's id, the same on every device; `steps`: its line as
// Python packs it). The friend opens it, replies, and their reply gives the next link.
//
// A link is checked against what this device has of the game with that id, which must be a
// game by link of the same game, options and start (anything else is refused): a link already
// seen (its line is ours, or the start of ours) changes nothing; one that goes on from ours is
// taken; one that differs from ours at some step (a branch, or a past rewritten) is taken
// too, ours kept beside it as a variation, and what differs is said. Which steps are legal
// is Python's to say (it reads the steps, and refuses a link the rules refuse): this file
// compares texts.

/**
 * @typedef {{kind: "seen" | "continues" | "differs", common: number}} Comparison
 *   how a link's line stands to ours, and how many steps they share from the start
 */

/** The seat word of New game for a friend on another device, by link. */
export const FRIEND = "friend";

/** An id as a page writes one (saves.js newId): what a link's `friend` must look like. */
const ID = /^[0-9a-z]{1,16}-[0-9a-z]{1,16}$/;

/** Whether `text` is a game's id as pages write them. @param {string | null} text */
export function isGameId(text) {
  return text !== null && ID.test(text);
}

/**
 * How the line of a link (`theirs`) stands to the line this device has (`ours`).
 * @param {string[]} ours @param {string[]} theirs @returns {Comparison}
 */
export function compareLines(ours, theirs) {
  let common = 0;
  while (common < ours.length && common < theirs.length && ours[common] === theirs[common]) common++;
  if (common === theirs.length) return { kind: "seen", common };
  if (common === ours.length) return { kind: "continues", common };
  return { kind: "differs", common };
}

/**
 * Why a link naming the saved game `ours` is not for it, in words, or null when it is: a link
 * goes on only from the game by link it was written for, of the same game, options and start.
 * @param {{game: string, options: {[name: string]: unknown}, start: string | null, friend?: unknown}} ours
 * @param {{game: string, options: {[name: string]: unknown}, start: string | null}} theirs  the link's
 *   game, its options as Python reads them (every one, as a board holds a game's) and its start
 * @param {(game: string) => string} [titleOf]  a game's name, from its id
 */
export function notThisGame(ours, theirs, titleOf = (game) => game) {
  if (!ours.friend) return "that game is not played by link";
  if (ours.game !== theirs.game) return `it holds a game of ${titleOf(theirs.game)}, yours is of ${titleOf(ours.game)}`;
  const names = [...new Set([...Object.keys(theirs.options), ...Object.keys(ours.options)])];
  /** @param {unknown} value */
  const text = (value) => (value === undefined ? "not set" : String(value));
  const differ = names.filter((name) => text(ours.options[name]) !== text(theirs.options[name]))
    .map((name) => `${name} is ${text(theirs.options[name])} where your game's is ${text(ours.options[name])}`);
  if (differ.length) return `its ${differ.join(", ")}`;
  if ((ours.start ?? null) !== (theirs.start ?? null)) return "it starts from another position than your game";
  return null;
}

/**
 * How many steps at the end of a line make its last turn: the steps the last player made in
 * a row (a turn of two steps is two), 0 for no steps.
 * @param {number[]} movers  who made each step (Python's `unpack` answers them)
 */
export function lastTurn(movers) {
  let count = 0;
  while (count < movers.length && movers[movers.length - 1 - count] === movers[movers.length - 1]) count++;
  return count;
}

/**
 * What differs between our line and a link's, in a sentence: "From step 5, the link has d4
 * where your game has c3."
 * @param {string[]} ours @param {string[]} theirs @param {number} common
 */
export function difference(ours, theirs, common) {
  const step = common + 1;
  if (common >= theirs.length) return t("The link stops at step {step}, where your game goes on.", { step: common });
  // TRANSLATORS: {theirs} and {ours} are steps in notation ("c3")
  if (ours[common] === undefined) return t("From step {step}, the link has {theirs} where your game has no step yet.", { step, theirs: theirs[common] });
  return t("From step {step}, the link has {theirs} where your game has {ours}.", { step, theirs: theirs[common], ours: ours[common] });
}

/**
 * The fragment (without `#`) of a link carrying a game by link.
 * @param {{game: string, options: {[name: string]: unknown}, start: string | null, id: string, steps: string}} link
 */
export function writeFriendLink({ game, options, start, id, steps }) {
  const params = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(options)) params.set(name, String(value));
  if (start) params.set("position", start);
  params.set("friend", id);
  params.set("steps", steps);
  return params.toString();
}

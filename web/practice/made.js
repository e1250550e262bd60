// Made puzzles: their link, their embed code, and "my puzzles", the ones a player keeps.
//
// A made puzzle's link is the site's game link (link.js) to puzzles.html with the proof's
// answer added: `puzzles.html#game=ID&<options>&position=<text>&solution=<step>&depth=<plies>`.
// It carries the solution, not only the position: opening it then checks again that the
// solution wins within the depth (one step's lines, a fraction of the proof that made it,
// which on a phone may take seconds), and a link changed by hand is refused with Python's
// reason. The same fragment is a board's `puzzle` attribute for an embed.
//
// The puzzles kept live in localStorage under `py-games-made` (this device only), behind this
// module alone, so that the practice journal can take them over. Read defensively: an entry
// that is not a made puzzle is said, the whole value kept aside as it was (aside.js), and
// left out; the valid ones stay.

import { keepAside } from "../aside.js";
import { readLink, writeLink } from "../link.js";
import { t } from "../i18n.js";

/**
 * @typedef {{game: string, options: {[name: string]: unknown}, position: string, solution: string,
 *            depth: number}} MadeLink  what a link carries (the bridge's MadeLink)
 * @typedef {MadeLink & {goal: string, difficulty: number, kept: string}} Kept  a puzzle kept,
 *   with its goal in the words of the day it was kept and the date (YYYY-MM-DD)
 */

export const MADE_KEY = "py-games-made";

/** The fragment (without `#`) of a made puzzle's link, also its embed's `puzzle`. @param {MadeLink} made */
export function madeFragment({ game, options, position, solution, depth }) {
  const params = new URLSearchParams(writeLink({ game, options, start: position }));
  params.set("solution", solution);
  params.set("depth", String(depth));
  return String(params);
}

/** Whether a board's `puzzle` attribute (or a fragment) is a made puzzle's, not a shipped id. @param {string} text */
export const isMade = (text) => /(^|&)solution=/.test(text);

/** A made puzzle's link or attribute read (options as text: Python reads each as its type). @param {string} text
 * @returns {MadeLink} */
export function readMade(text) {
  const params = new URLSearchParams(text.replace(/^#/, ""));
  const link = readLink(text);
  const options = Object.fromEntries(Object.entries(link.options).filter(([name]) =>
    !["solution", "depth", "puzzle", "band"].includes(name)));
  return { game: link.game ?? "", options, position: link.start ?? "", solution: params.get("solution") ?? "",
    depth: Number(params.get("depth")) };
}

/** The address of a made puzzle on the site this page is part of. @param {MadeLink} made */
export const madeLink = (made) => `${new URL("puzzles.html", location.href).href.split("#")[0]}#${madeFragment(made)}`;

/** What an author pastes into a page to embed a made puzzle (the board's script, then the board). @param {MadeLink} made */
export function embedCode(made) {
  const attribute = madeFragment(made).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<script type="module" src="${new URL("board.js", location.href).href}"></script>\n`
    + `<py-games-board puzzle="${attribute}" interactive></py-games-board>`;
}

/** @param {unknown} entry @returns {entry is Kept} */
function valid(entry) {
  const e = /** @type {any} */ (entry);
  return Boolean(e) && typeof e === "object" && typeof e.game === "string" && typeof e.position === "string"
    && typeof e.solution === "string" && Number.isInteger(e.depth) && e.depth > 0
    && Boolean(e.options) && typeof e.options === "object" && !Array.isArray(e.options)
    && typeof e.goal === "string" && Number.isInteger(e.difficulty) && typeof e.kept === "string";
}

/** The puzzles kept, and what is said of a damaged store ("" when it is sound).
 * @returns {{puzzles: Kept[], damaged: string}} */
export function keptPuzzles() {
  const text = localStorage.getItem(MADE_KEY);
  if (text === null) return { puzzles: [], damaged: "" };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const list = Array.isArray(value) ? value : [];
  const puzzles = list.filter(valid);
  if (Array.isArray(value) && puzzles.length === list.length) return { puzzles, damaged: "" };
  keepAside(text);
  try {
    localStorage.setItem(MADE_KEY, JSON.stringify(puzzles));
  } catch {
    // Storage refused: what is valid is still shown.
  }
  return { puzzles, damaged: t("Some of your kept puzzles could not be read; they were set aside, and the others kept.") };
}

/** Keep a made puzzle (once: the same position and solution again changes nothing); whether it is kept.
 * @param {MadeLink & {goal: string, difficulty: number}} made */
export function keepPuzzle(made) {
  const { puzzles } = keptPuzzles();
  const same = (/** @type {Kept} */ p) => p.game === made.game && p.position === made.position
    && p.solution === made.solution && JSON.stringify(p.options) === JSON.stringify(made.options);
  if (!puzzles.some(same)) {
    const { game, options, position, solution, depth, goal, difficulty } = made;
    puzzles.push({ game, options, position, solution, depth, goal, difficulty, kept: new Date().toISOString().slice(0, 10) });
  }
  try {
    localStorage.setItem(MADE_KEY, JSON.stringify(puzzles));
    return true;
  } catch {
    return false;
  }
}

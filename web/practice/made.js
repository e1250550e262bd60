// Made puzzles: their link, their embed code, and "my puzzles", the ones a player keeps.
//
// A made puzzle's link is the site's game link (link.js) to puzzles.html with the proof's
// answer added: `puzzles.html#game=ID&<options>&position=<text>&solution=<step>&depth=<plies>`.
// It carries the solution, not only the position: opening it then checks again that the
// solution wins within the depth (one step's lines, a fraction of the proof that made it,
// which on a phone may take seconds), and a link changed by hand is refused with Python's
// reason. The same fragment is a board's `puzzle` attribute for an embed.
//
// The puzzles kept are `made` events in the practice journal (journal.js; Python lists them in
// the `practice` answer's `made`, each once, under its `made/…` id), so that they are exported
// and imported with the rest of the practice. Puzzles kept before under `py-games-made` (this
// device only) are moved into the journal once (moveOldPuzzles), then that key is removed; a
// damaged store is said and its text kept aside as it was (aside.js). This module alone knows
// how a made puzzle is stored.

import { keepAside } from "../aside.js";
import { readLink, writeLink } from "../link.js";
import { t } from "../i18n.js";
import { append, appendAll, eventId } from "./journal.js";

/**
 * @typedef {{game: string, options: {[name: string]: unknown}, position: string, solution: string,
 *            depth: number}} MadeLink  what a link carries (the bridge's MadeLink)
 * @typedef {MadeLink & {goal: string, difficulty: number, kept: string}} Old  a puzzle kept under
 *   `py-games-made`, with its goal in the words of the day it was kept and the date (YYYY-MM-DD)
 * @typedef {import("../contract.js").KeptPuzzleInfo} KeptPuzzleInfo
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

/** Names a page's address may add to a made puzzle's link (the mode it is served in: modes.js),
 * none of them an option of the game. */
const NOT_OPTIONS = ["solution", "depth", "puzzle", "band", "mode", "collection", "name", "puzzles", "lang"];

/** A made puzzle's link or attribute read (options as text: Python reads each as its type). @param {string} text
 * @returns {MadeLink} */
export function readMade(text) {
  const params = new URLSearchParams(text.replace(/^#/, ""));
  const link = readLink(text);
  const options = Object.fromEntries(Object.entries(link.options).filter(([name]) =>
    !NOT_OPTIONS.includes(name)));
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

/** @param {unknown} entry @returns {entry is Old} */
function valid(entry) {
  const e = /** @type {any} */ (entry);
  return Boolean(e) && typeof e === "object" && typeof e.game === "string" && typeof e.position === "string"
    && typeof e.solution === "string" && Number.isInteger(e.depth) && e.depth > 0
    && Boolean(e.options) && typeof e.options === "object" && !Array.isArray(e.options)
    && typeof e.goal === "string" && Number.isInteger(e.difficulty) && typeof e.kept === "string";
}

/** A made puzzle's `made` event's fields (journal.js; py_games/practice/events.py).
 * @param {MadeLink & {difficulty?: number}} made */
const fields = ({ game, options, position, solution, depth, difficulty }) =>
  ({ game, options, position, solution, depth, ...(Number.isInteger(difficulty) ? { difficulty } : {}) });

/** Keep a made puzzle in the journal (the same puzzle kept twice is listed once: Python's);
 * "" when kept, else why not. @param {MadeLink & {difficulty?: number}} made */
export function keepPuzzle(made) {
  const kept = append("made", fields(made));
  return kept.ok ? "" : kept.reason;
}

/**
 * Move the puzzles kept under `py-games-made` into the journal, in one step, each as a `made`
 * event of the day it was kept; then remove that key. What to say ("" when there was nothing
 * to say): a store that could not all be read (its text kept aside), or a journal that refused
 * them (the key then stays, to be moved another time).
 */
export function moveOldPuzzles() {
  let text;
  try {
    text = localStorage.getItem(MADE_KEY);
  } catch {
    return "";
  }
  if (text === null) return "";
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const list = Array.isArray(value) ? value : [];
  const old = list.filter(valid);
  const damaged = !Array.isArray(value) || old.length < list.length;
  if (damaged) keepAside(text);
  const lines = old.map((p) => {
    const day = Date.parse(p.kept);
    const at = Number.isFinite(day) && day >= Date.UTC(2000, 0, 1) && day <= Date.now() ? day : Math.floor(Date.now());
    return JSON.stringify({ id: eventId(at), at, kind: "made", ...fields(p) });
  });
  const refused = appendAll(lines);
  if (refused !== null) return refused;
  try {
    localStorage.removeItem(MADE_KEY);
  } catch { /* refused: moved again next time, and listed once all the same */ }
  return damaged ? t("Some of your kept puzzles could not be read; they were set aside, and the others kept.") : "";
}

/** The kept puzzle `id` names ("made/…"), if the player keeps it. @param {KeptPuzzleInfo[]} made @param {string} id */
export const keptPuzzle = (made, id) => made.find((p) => p.id === id) ?? null;

/**
 * After a try at the made puzzle `attribute` (a board's, as its link carries it) that brings it
 * back for review: keep it, if it is not kept, so that Review mistakes can open it.
 * @param {string} attribute @param {{[name: string]: unknown}} options  the game's, as Python read them
 * @param {number} difficulty @param {boolean} known  whether it is kept already
 */
export function keepTried(attribute, options, difficulty, known) {
  return known ? "" : keepPuzzle({ ...readMade(attribute), options, difficulty });
}

// A first step before Python is up. The build's first view of a game (first-views.json:
// Python's own answer, with its legal steps) lets a person make the first step while Python
// loads: the clicks are matched against those steps as on any position (click.js), the step
// is drawn at once as what it puts down (its looks, or its pieces: Python's words, drawn as
// a preview is), and the game Python opens then plays it (board/actions.js). Only one: the
// position after it, and so the next step, is Python's to say. Pure functions over plain
// data (tests/web/early.test.mjs); no rule lives here.

import { ghosts } from "./click.js";

/**
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../contract.js").StepInfo} StepInfo
 * @typedef {import("../render/canvas.js").Ghost} Ghost
 * @typedef {{game: string, options: {[name: string]: unknown}, scene: Scene, step: StepInfo | null}} Early
 *   a game's first view a person may play before Python answers (its game and options, as
 *   the view says), and the step made on it, if any
 * @typedef {{game: string, options: {[name: string]: unknown}, start: string | null, moves: string[], position: string}} Opened
 *   the game Python opened: its id and options, its start, the steps it holds, its position
 * @typedef {{play: string} | {undone: string} | null} HandOver
 *   what to do with the early step once Python has opened the game: play it, take it back
 *   (it was made on another position than the one opened), or nothing (no step was made)
 */

/**
 * The first view of `game` offered for a step before Python answers (null when it lists no
 * legal steps: a build's first views from before they had them, or a game over).
 * @param {string} game @param {{board: {options: {[name: string]: unknown}}, scene: Partial<Scene>}} view
 * @returns {Early | null}
 */
export function offer(game, { board, scene }) {
  if (!scene.legal?.length || scene.outcome) return null;
  return { game, options: board.options, scene: /** @type {Scene} */ (scene), step: null };
}

/**
 * The scene a step can be made on now: the first view while the board loads and no step was
 * made on it yet (a second step waits for Python: the position after the first is its own).
 * @param {Early | null} early @param {boolean} loading
 */
export function open(early, loading) {
  return early && loading && !early.step ? early.scene : null;
}

/**
 * The early state once `step` (its notation) was made on it; unchanged when it is not one of
 * the first view's steps, or a step was made already.
 * @param {Early} early @param {string} step @returns {Early}
 */
export function make(early, step) {
  const info = early.step ? null : early.scene.legal.find((entry) => entry.step === step);
  return info ? { ...early, step: info } : early;
}

/**
 * What a step made early puts down, drawn until Python's position replaces it (the step's
 * pieces where it gives them, else its looks on the places it is clicked at, in its usual
 * order, as the ghosts of a step being made are drawn).
 * @param {Early} early @returns {Ghost[]}
 */
export function drawn(early) {
  const step = early.step;
  if (!step) return [];
  return ghosts([step], step.orders ? step.orders[0] : step.cells, early.scene.to_move);
}

/**
 * What to do with the step made early, now that Python has opened `opened`: play it when the
 * game opened is the one it was made on (the same game and options, its start, no steps, the
 * same position), else take it back. Python judges it then: it may still refuse it.
 * @param {Early | null} early @param {Opened} opened @returns {HandOver}
 */
export function handOver(early, opened) {
  if (!early?.step) return null;
  const options = Object.entries(early.options).every(([k, v]) => String(opened.options[k]) === String(v));
  const same = opened.game === early.game && options && !opened.start && !opened.moves.length &&
    opened.position === early.scene.position;
  return same ? { play: early.step.step } : { undone: early.step.step };
}

// A board before its game is there (actions.js opens it): it paints the real position before
// Python answers (from the build's first views, or a saved preview), follows Python's loading
// stages, and says plainly when it cannot load — never an empty grid that looks like a board.
// It also settles the `ready` promise. A playable board takes the first step on the build's
// first view before Python answers (early.js).

import { setIfChanged } from "./dom.js";
import { update } from "./draw.js";
import { offer } from "./early.js";
import { frameFailure, say } from "./messages.js";
import { setStatus } from "./status.js";
import { EngineError } from "../engine.js";
import { SOURCE, tMessage } from "../i18n.js";
import { chosen, languageOf } from "../languages.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../engine.js").Stage} Stage
 * @typedef {import("./state.js").Board} Board
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {{board: BoardInfo, scene: Scene}} FirstView
 */

// The first view of every game at its default options, written by build.py, so a board can
// paint its real starting position before Python has started. Asked for as this module loads,
// beside the worker's downloads, not when a board first needs it; in the page's language (the
// build writes one file a language: first-views.<lang>.json, English's first-views.json).
const firstLanguage = languageOf(document.documentElement, chosen().lang);
/** @type {Promise<{[game: string]: FirstView}>} */
const firstViews = fetch(new URL(`../first-views${firstLanguage === SOURCE ? "" : `.${firstLanguage}`}.json`, import.meta.url))
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));

/** The board is playable (or viewable). @param {Board} board */
export function settle(board) {
  board.settle.resolve(board.element);
}

/**
 * Paint the first position of `game` (the site's first game if none) before Python
 * answers, when the build wrote it: its default options, or the same ones. A person may make
 * the first step on it (early.js; draw.js marks `py-games:first-step-ready` with the first
 * frame that shows it on a board that takes one).
 * @param {Board} board @param {Opening} [opening]
 */
export async function previewGame(board, { game, options = {}, start = null, moves = [] } = { game: "" }) {
  if (start || moves.length) return;
  const views = await firstViews;
  const id = game || Object.keys(views)[0];
  const view = views[id];
  const same = view && Object.entries(options ?? {}).every(([k, v]) => String(view.board.options[k]) === String(v));
  if (!same || !preview(board, view)) return;
  if (!board.early?.step) board.early = offer(id, view); // (a step made already stays: Python judges it)
}

/**
 * Draw a saved `{board, scene}` while the board is still loading: whether it was drawn.
 * @param {Board} board @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved
 */
export function preview(board, saved) {
  // Nothing without its picture (a save from before pictures): the board is what it draws.
  if (board.live || board.status !== "loading" || !saved?.board?.places || !saved.scene?.picture) return false;
  board.board = saved.board;
  board.shown = { pieces: [], regions: [], marks: [], last: [], ...saved.scene, picture: saved.scene.picture };
  update(board);
  return true;
}

/** Python's loading stages, shown while the board loads. @param {Board} board @param {Stage} stage */
export function stage(board, { stage, text, words, progress }) {
  if (board.status !== "loading") return;
  const { parts } = board;
  const said = words ? tMessage(board.lang, words) : text; // the worker's message, in the board's language
  parts.stage.textContent = said;
  parts.loadingBar.max = 1;
  parts.loadingBar.value = progress ?? 0;
  if (stage === "failed") fail(board, "EngineUnavailable", said);
}

/** A game is shown: the loading notice and any failure go. @param {Board} board */
export function loaded(board) {
  setIfChanged(board.parts.loading, "hidden", true); // (before every step's frame)
  setIfChanged(board.parts.canvas, "hidden", false);
  frameFailure(board, false);
}

/** The board cannot load: say why, reject `ready`, send `error`.
 * @param {Board} board @param {string} type @param {string} message */
export function fail(board, type, message) {
  const { parts } = board;
  setStatus(board, "error");
  parts.loading.hidden = true;
  if (!board.live) {
    // Nothing to show: say so plainly rather than draw an empty grid that looks like a board.
    board.shown = null;
    parts.canvas.hidden = true;
    frameFailure(board, true);
  }
  say(board, message);
  board.settle.reject(new EngineError(type, message));
  board.element.dispatchEvent(new CustomEvent("error", { detail: { type, message } }));
  update(board);
}

// A board before its game is there: it reads its attributes and opens their game, paints the
// real position before Python answers (from the build's first views, or a saved preview),
// follows Python's loading stages, and says plainly when it cannot load — never an empty
// grid that looks like a board. It also keeps the `ready` promise.

import { setIfChanged } from "./dom.js";
import { branches, mainLine, treeTokens } from "./tree.js";
import { EngineError } from "../engine.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../engine.js").Stage} Stage
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./style.js").Parts} Parts
 * @typedef {import("./messages.js").Messages} Messages
 * @typedef {import("./painter.js").Painter} Painter
 * @typedef {import("./status.js").BoardStatus} BoardStatus
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {{board: BoardInfo, scene: Scene}} FirstView
 */

// The first view of every game at its default options, written by build.py, so a board can
// paint its real starting position before Python has started. Asked for as this module loads,
// beside the worker's downloads, not when a board first needs it.
/** @type {Promise<{[game: string]: FirstView}>} */
const firstViews = fetch(new URL("../first-views.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));

export class Loader {
  #element;
  #state;
  #parts;
  #messages;
  #painter;
  #status;
  /** @type {{resolve: (board: HTMLElement) => void, reject: (error: Error) => void}} */
  #settle = { resolve: () => {}, reject: () => {} };

  /**
   * @param {HTMLElement} element @param {BoardState} state @param {Parts} parts
   * @param {Messages} messages @param {Painter} painter @param {BoardStatus} status
   */
  constructor(element, state, parts, messages, painter, status) {
    this.#element = element;
    this.#state = state;
    this.#parts = parts;
    this.#messages = messages;
    this.#painter = painter;
    this.#status = status;
    /** @type {Promise<HTMLElement>} resolves when the board is playable (or viewable) */
    this.ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    this.ready.catch(() => {}); // the failure is also shown, announced and sent as an event
  }

  /** The board is playable (or viewable). */
  settle() {
    this.#settle.resolve(this.#element);
  }

  /**
   * Run `task` once the board is ready (calls made while it loads wait, then run).
   * @template T @param {() => Promise<T>} task
   */
  async whenReady(task) {
    await this.ready;
    return task();
  }

  /**
   * Open the game the attributes describe, if they name one (the player page calls newGame()
   * itself). A diagram then opens on its first position, to step through its moves.
   * @param {(opening: Opening) => Promise<unknown>} open
   * @param {() => Promise<unknown>} first
   */
  async reload(open, first) {
    const element = this.#element;
    const game = element.getAttribute("game");
    if (!game) return;
    /** @type {{[name: string]: number | string | boolean}} */
    let options = {};
    try {
      options = JSON.parse(element.getAttribute("options") || "{}");
      if (typeof options !== "object" || Array.isArray(options) || options === null) throw new Error();
    } catch {
      return this.fail("InvalidOptionError", `The options attribute is not a JSON object: ${element.getAttribute("options")}`);
    }
    const start = element.getAttribute("position") || null;
    // `moves` may hold a game tree as links write it (`b2 a1(c3)b1`): its main line is shown,
    // the board keeps the tree (its `tree`).
    const tokens = treeTokens(element.getAttribute("moves") || "");
    const moves = mainLine(tokens);
    try {
      await open({ game, options, start, moves, tree: branches(tokens) ? tokens : null });
      if (!element.hasAttribute("interactive") && moves.length) await first();
    } catch (error) {
      const { type, message } = /** @type {{type?: string, message: string}} */ (error);
      this.fail(type ?? "EngineError", message);
    }
  }

  /**
   * Paint the first position of `game` (the site's first game if none) before Python
   * answers, when the build wrote it: its default options, or the same ones. Not clickable.
   * @param {Opening} [opening]
   */
  async previewGame({ game, options = {}, start = null, moves = [] } = { game: "" }) {
    if (start || moves.length) return;
    const views = await firstViews;
    const view = views[game || Object.keys(views)[0]];
    const same = view && Object.entries(options ?? {}).every(([k, v]) => String(view.board.options[k]) === String(v));
    if (same) this.preview(view);
  }

  /**
   * Draw a saved `{board, scene}` while the board is still loading.
   * @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved
   */
  preview(saved) {
    const state = this.#state;
    // Nothing without its picture (a save from before pictures): the board is what it draws.
    if (state.live || state.status !== "loading" || !saved?.board?.places || !saved.scene?.picture) return;
    state.board = saved.board;
    state.shown = { pieces: [], regions: [], marks: [], last: [], ...saved.scene, picture: saved.scene.picture };
    this.#painter.update();
  }

  /** Python's loading stages, shown while the board loads. @param {Stage} stage */
  stage({ stage, text, progress }) {
    if (this.#state.status !== "loading") return;
    this.#parts.stage.textContent = text;
    this.#parts.loadingBar.max = 1;
    this.#parts.loadingBar.value = progress ?? 0;
    if (stage === "failed") this.fail("EngineUnavailable", text);
  }

  /** A game is shown: the loading notice and any failure go. */
  shown() {
    setIfChanged(this.#parts.loading, "hidden", true); // (before every step's frame)
    setIfChanged(this.#parts.canvas, "hidden", false);
    this.#messages.recovered();
  }

  /** The board cannot load: say why, reject `ready`, send `error`.
   * @param {string} type @param {string} message */
  fail(type, message) {
    const state = this.#state;
    this.#status.set("error");
    this.#parts.loading.hidden = true;
    if (!state.live) {
      // Nothing to show: say so plainly rather than draw an empty grid that looks like a board.
      state.shown = null;
      this.#parts.canvas.hidden = true;
      this.#messages.failed();
    }
    this.#messages.say(message);
    this.#settle.reject(new EngineError(type, message));
    this.#element.dispatchEvent(new CustomEvent("error", { detail: { type, message } }));
    this.#painter.update();
  }
}

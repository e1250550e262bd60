// Showing a position on a board: the scene becomes the one drawn (and the live one, unless an
// earlier position is looked at), a half-made step is dropped, the canvas's label and the
// screen reader's words say what is there (Python's summary), the computer's turn begins, and
// the element tells the page (`update`, with the view).

import { said } from "./words.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./actions.js").Showing} Showing
 * @typedef {Object} ShowParts  the parts of the board that showing a position changes
 * @property {HTMLElement} element
 * @property {import("./state.js").BoardState} state
 * @property {HTMLElement} canvas
 * @property {import("./session.js").Session} session
 * @property {import("./clicks.js").Clicks} clicks
 * @property {import("./loading.js").Loader} loader
 * @property {import("./status.js").BoardStatus} status
 * @property {import("./computer.js").Computer} computer
 * @property {import("./messages.js").Messages} messages
 * @property {import("./painter.js").Painter} painter
 */

/** @param {ShowParts} parts @param {Scene} scene @param {Showing} [showing] */
export function showScene(parts, scene, { announce = "", keepLive = false } = {}) {
  const { element, state, computer, messages } = parts;
  if (!keepLive) state.live = scene;
  state.shown = scene;
  parts.clicks.reset();
  parts.loader.shown();
  parts.status.refresh();
  element.dataset.toMove = String(state.live?.to_move ?? "");
  const board = /** @type {BoardInfo} */ (state.board);
  const summary = said(board, scene.summary, state.scheme);
  parts.canvas.setAttribute("aria-label", `${board.title} board. ${summary} ${scene.told ?? ""}`.trim());
  computer.clearHint();
  messages.say("");
  messages.announce(`${announce} ${summary}`.trim());
  if (!keepLive) computer.maybeThink(); // the computer's turn begins as its position shows
  parts.painter.update();
  element.dispatchEvent(new CustomEvent("update", { detail: parts.session.viewOf(state.board, scene) }));
}

/** New seats: whoever is to move may now be the computer, or no longer; the page hears the
 * view again. @param {Pick<ShowParts, "element" | "state" | "session" | "computer" | "messages">} parts */
export function seatsChanged({ element, state, session, computer, messages }) {
  computer.interrupt();
  messages.render(); // a problem with the new seats is said at once
  const { live, shown } = state;
  if (!live) return;
  computer.maybeThink();
  const scene = /** @type {Scene} */ (shown ?? live);
  element.dispatchEvent(new CustomEvent("update", { detail: session.viewOf(state.board, scene) }));
}

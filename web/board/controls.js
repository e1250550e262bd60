// The words and buttons below a board. An interactive board says, visibly and briefly, whose
// turn it is and which part of it, or at the end who won and why (Python's status sentence),
// and offers Undo and Play again; a diagram steps through its moves with ⏮ ◀ ▶ ⏭ and says
// which position it shows; every board can be enlarged to the whole screen. An author can
// choose which of these a board shows with its `controls` attribute: absent, all of them;
// `off` (or `none`), none; else some of `status`, `undo`, `again`, `steps` and `enlarge`
// (the player page, whose panel says and offers all of it, shows none). What the buttons do is
// buttons.js's.

import { setIfChanged } from "./dom.js";
import { caption, said } from "./words.js";
import { tIn } from "../i18n.js";

/**
 * @typedef {import("./style.js").Parts} Parts
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./line.js").Line} Line
 * @typedef {import("./line.js").Go} Go
 * @typedef {"status" | "undo" | "again" | "steps" | "enlarge"} Control
 * @typedef {import("./state.js").Board} Board
 * @typedef {Object} Showing  what the controls show
 * @property {boolean} interactive
 * @property {string | null} controls  the `controls` attribute
 * @property {boolean} canUndo
 * @property {boolean} enlarged
 * @property {string} lang  the board's language (its words')
 */

const ALL = new Set(/** @type {Control[]} */ (["status", "undo", "again", "steps", "enlarge"]));

/**
 * The controls a board shows, from its `controls` attribute.
 * @param {string | null} attribute
 * @returns {Set<Control>}
 */
export function controlsOf(attribute) {
  if (attribute === null || !attribute.trim()) return ALL;
  const words = attribute.trim().toLowerCase().split(/\s+/);
  return new Set(/** @type {Control[]} */ (words.filter((word) => ALL.has(/** @type {Control} */ (word)))));
}

/**
 * Show the words and controls as the board is now (the DOM written only where it changes:
 * this runs before every frame).
 * @param {Parts} parts @param {BoardState} state @param {Line} line @param {Showing} showing
 */
export function renderControls(parts, state, line, { interactive, controls, canUndo, enlarged, lang }) {
  const { board, live, shown, scheme } = state;
  const shows = controlsOf(controls);
  const ready = Boolean(board && live && shown);
  const status = interactive && ready && shows.has("status") && board && shown ? said(board, shown.status, scheme, lang) : "";
  setIfChanged(parts.status, "hidden", !status);
  if (parts.status.textContent !== status) parts.status.textContent = status;
  const steps = !interactive && line.length > 0 && shows.has("steps");
  const play = interactive && ready && (shows.has("undo") || shows.has("again"));
  const enlarge = shows.has("enlarge") && ready;
  setIfChanged(parts.steps, "hidden", !steps);
  setIfChanged(parts.play, "hidden", !play);
  setIfChanged(parts.controls, "hidden", !(steps || play || enlarge));
  for (const button of parts.controls.querySelectorAll("button")) {
    const { go, act } = button.dataset;
    if (go) setIfChanged(button, "disabled", go === "first" || go === "back" ? line.at <= 0 : line.at >= line.length);
    if (act === "undo") setIfChanged(button, "hidden", !shows.has("undo")), setIfChanged(button, "disabled", !canUndo);
    if (act === "again") setIfChanged(button, "hidden", !shows.has("again"));
    if (act === "enlarge") {
      setIfChanged(button, "hidden", !enlarge);
      const label = enlarged ? tIn(lang, "Leave full screen") : tIn(lang, "Full screen");
      if (button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
      if (button.getAttribute("aria-pressed") !== String(enlarged)) button.setAttribute("aria-pressed", String(enlarged));
    }
  }
  // A diagram's caption is of its words: shown with its status or its steps, not where the
  // page says all itself (the player page's board, not playable on a friend's turn).
  const worded = shows.has("status") || shows.has("steps");
  const words = !interactive && worded && board && live && shown ? caption(board, shown, line.at, line.length, scheme, lang) : "";
  if (parts.caption.textContent !== words) parts.caption.textContent = words;
}

/**
 * Enlarge `element` to the whole screen, or back: the browser's full screen where the page
 * may use it, else the whole window (a phone's browser without full screen for elements).
 * @param {HTMLElement} element
 */
export async function toggleEnlarged(element) {
  if (document.fullscreenElement === element) return document.exitFullscreen();
  if (element.hasAttribute("data-enlarged")) return element.removeAttribute("data-enlarged");
  if (document.fullscreenEnabled) {
    try {
      return await element.requestFullscreen();
    } catch {
      // Refused (a frame without permission): the window will do.
    }
  }
  element.setAttribute("data-enlarged", "");
}

/** Whether `element` is enlarged now. @param {HTMLElement} element */
export function isEnlarged(element) {
  return document.fullscreenElement === element || element.hasAttribute("data-enlarged");
}

// A diagram's controls (a board without `interactive`): the step buttons ⏮ ◀ ▶ ⏭ and the
// caption that says which position is shown, of how many, and the status there.

import { caption } from "./words.js";

/**
 * @typedef {import("./style.js").Parts} Parts
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./line.js").Line} Line
 * @typedef {import("./line.js").Go} Go
 */

/** Send each step button's direction to `go`. @param {Parts} parts @param {(go: Go) => void} go */
export function bindSteps(parts, go) {
  parts.steps.addEventListener("click", (event) => {
    const where = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.go;
    if (where) go(/** @type {Go} */ (where));
  });
}

/**
 * Show the controls as the line is now (hidden on a playable board, or with no steps).
 * @param {Parts} parts @param {BoardState} state @param {Line} line @param {boolean} interactive
 */
export function renderSteps(parts, state, line, interactive) {
  // Called before every frame: the DOM is written only where it changes.
  const { board, live, shown } = state;
  const hidden = interactive || !line.length;
  if (parts.steps.hidden !== hidden) parts.steps.hidden = hidden;
  const text = !interactive && board && live && shown ? caption(board, shown, line.at, line.length) : "";
  if (parts.caption.textContent !== text) parts.caption.textContent = text;
  if (hidden) return;
  for (const button of parts.steps.querySelectorAll("button")) {
    const go = button.dataset.go;
    const disabled = go === "first" || go === "back" ? line.at <= 0 : line.at >= line.length;
    if (button.disabled !== disabled) button.disabled = disabled;
  }
}

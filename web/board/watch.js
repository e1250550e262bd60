// What a board listens to outside itself while it is on the page: Python's loading stages,
// the system's colour scheme, its own width, and full screen. All of it stops when the board
// leaves the page.

import { engine } from "../engine.js";
import { onSchemeChange } from "../render/seats.js";

/**
 * @typedef {import("../engine.js").Stage} Stage
 * @typedef {Object} Watchers
 * @property {(stage: Stage) => void} [stage]  Python's loading went on (a board that shows it)
 * @property {() => void} restyle  the system's colour scheme changed
 * @property {(width: number | null) => void} resized  the board's width changed (its new
 *   clientWidth), or it entered or left full screen (null: to be measured again)
 */

/**
 * Start listening for `board`, whose drawing fills `area`; returns what stops it all.
 * @param {HTMLElement} area @param {Watchers} watchers
 * @returns {() => void}
 */
export function watch(area, { stage, restyle, resized }) {
  const stopStages = stage ? engine().onStage(stage) : () => {};
  const stopScheme = onSchemeChange(restyle);
  // The drawing depends on the width only: a message growing a line must not redraw. The width
  // is read here, where layout is already done, so that drawing a frame never forces one.
  let width = -1; // the first observation is told too: the board may have moved elsewhere
  const observer = new ResizeObserver(() => {
    const now = area.clientWidth;
    if (now !== width) resized((width = now));
  });
  const fullscreen = () => resized(null);
  observer.observe(area);
  document.addEventListener("fullscreenchange", fullscreen);
  return () => {
    stopStages();
    stopScheme();
    observer.disconnect();
    document.removeEventListener("fullscreenchange", fullscreen);
  };
}

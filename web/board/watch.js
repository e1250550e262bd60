// What a board listens to outside itself while it is on the page: Python's loading stages,
// the system's colour scheme, its own width, and full screen. All of it stops when the board
// leaves the page.

import { engine } from "../engine.js";
import { onSchemeChange } from "../render/seats.js";

/**
 * @typedef {import("../engine.js").Stage} Stage
 * @typedef {Object} Watchers
 * @property {(stage: Stage) => void} stage  Python's loading went on
 * @property {() => void} restyle  the system's colour scheme changed
 * @property {() => void} resized  the board's width changed, or it entered or left full screen
 */

/**
 * Start listening for `board`, whose drawing fills `area`; returns what stops it all.
 * @param {HTMLElement} area @param {Watchers} watchers
 * @returns {() => void}
 */
export function watch(area, { stage, restyle, resized }) {
  const stopStages = engine().onStage(stage);
  const stopScheme = onSchemeChange(restyle);
  // The drawing depends on the width only: a message growing a line must not redraw.
  let width = area.clientWidth;
  const observer = new ResizeObserver(([entry]) => {
    if (entry.contentRect.width === width) return;
    width = entry.contentRect.width;
    resized();
  });
  observer.observe(area);
  document.addEventListener("fullscreenchange", resized);
  return () => {
    stopStages();
    stopScheme();
    observer.disconnect();
    document.removeEventListener("fullscreenchange", resized);
  };
}

// The editor's Make a puzzle: of the position shown, when Python found it possible (an
// impossible one is no game, so no puzzle). What the position is comes from the player's link
// the editor writes for it (link.js), so this module reads nothing of the editor's own.

import { readLink } from "../link.js";
import { makePuzzle } from "../practice/make-dialog.js";

const page = /** @type {HTMLElement} */ (document.getElementById("editor"));
const button = /** @type {HTMLButtonElement} */ (document.getElementById("make-puzzle-here"));
const player = /** @type {HTMLAnchorElement} */ (document.getElementById("open-player"));

/** The position shown as the player's link gives it, or null when it is impossible. */
function position() {
  const href = player.getAttribute("href");
  if (page.dataset.status !== "possible" || !href?.includes("#")) return null;
  const link = readLink(href.slice(href.indexOf("#")));
  return link.game ? { game: link.game, options: link.options, start: link.start, moves: [] } : null;
}

new MutationObserver(() => (button.disabled = !position())).observe(page, { attributes: true, attributeFilter: ["data-status", "data-position"] });
button.addEventListener("click", () => {
  const asked = position();
  if (asked) void makePuzzle(asked);
});

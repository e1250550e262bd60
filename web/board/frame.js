// What a frame marks on the board besides the scene: the places selected, where the next
// click can go, the ghosts of what a step would put down, and the keyboard cursor. A pure
// function of the board's state, so what is drawn is always what the state says.

import { ghosts, nextPlaces } from "./click.js";
import { drawn } from "./early.js";

/**
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./state.js").Hint} Hint
 * @typedef {import("../render/canvas.js").Ghost} Ghost
 * @typedef {{selected: string[], targets: string[], previews: Ghost[], cursor: string | null,
 *            hint: Hint | null}} Marks
 *   what a frame marks: `hint` is the hint shown, if any
 * @typedef {Object} Showing  what the marks depend on besides the state
 * @property {boolean} playable  the live position of a playable board is shown, and a person
 *   may click it now (not over, not the computer's turn)
 * @property {string | null} targets  a diagram's `targets` attribute: the clicks after which
 *   it shows where the next click can go ("" for where a step can start)
 * @property {boolean} focused  the board has the keyboard's focus
 */

/**
 * What a board marks now: a person may play the position shown when the board is playable (the
 * `interactive` attribute), the game not over there, and not the computer's turn; an earlier
 * position looked at is played from as the live one (a step there starts a variation). While
 * Python loads, the first view (`early`, when a person may make a step on it) is played from
 * as the live one, and once a step was made on it, that step is drawn (its places and what it
 * puts down) until Python's position replaces it.
 * @param {BoardState} state
 * @param {{interactive: boolean, browsing: boolean, targets: string | null, focused: boolean,
 *          early?: import("../contract.js").PicturedScene | null}} board
 * @returns {Marks}
 */
export function marksNow(state, { interactive, browsing, targets, focused, early = null }) {
  const { live, status, computer } = state;
  if (status === "loading" && state.early?.step) {
    const cursor = state.cursor && focused ? state.cursor : null;
    return { selected: state.early.step.cells, targets: [], previews: drawn(state.early), cursor, hint: null };
  }
  if (status === "loading" && early) return marksOf({ ...state, live: early }, { playable: interactive, targets, focused });
  if (browsing && interactive && state.shown && "legal" in state.shown) {
    // An earlier position looked at is played from too (the step starts a variation): its
    // clicks are marked as the live position's are, unless the game was over there.
    const shown = /** @type {import("../contract.js").PicturedScene} */ (state.shown);
    const playable = !shown.outcome && !computer && status !== "loading" && status !== "error";
    return marksOf({ ...state, live: shown }, { playable, targets, focused });
  }
  const playable = Boolean(live && !browsing && interactive && status !== "over" && !computer);
  return marksOf(state, { playable, targets, focused });
}

/**
 * @param {BoardState} state
 * @param {Showing} showing
 * @returns {Marks}
 */
export function marksOf(state, { playable, targets: shownTargets, focused }) {
  const cursor = state.cursor && focused ? state.cursor : null;
  const live = state.live;
  if (!live || !playable) {
    // A diagram can show where a step goes, on its live position only.
    if (live && shownTargets !== null && state.shown === live) {
      const selected = shownTargets.split(/\s+/).filter(Boolean);
      return { selected, targets: nextPlaces(live.legal, selected), previews: [], cursor, hint: null };
    }
    return { selected: [], targets: [], previews: [], cursor, hint: null };
  }
  const targets = nextPlaces(live.legal, state.clicks);
  // A hint marks the places of the step it names, and what the step would put there.
  const hint = state.hint && !state.clicks.length ? state.hint : null;
  if (hint) return { selected: hint.cells, targets, previews: hint.ghosts, cursor, hint };
  return { selected: state.clicks, targets, previews: previews(state, targets), cursor, hint: null };
}

/**
 * The ghosts to draw: the picker's choice in focus, else what the clicks so far and the
 * hovered place (when a click can go there) would put down. The place just clicked, still
 * under the pointer, shows that click (what the message says of it), not the same click again
 * (a pair's swap: "black on e5" under a white ghost).
 * @param {BoardState} state @param {string[]} targets
 * @returns {Ghost[]}
 */
function previews(state, targets) {
  if (state.picking) return state.picking.pieces ?? [];
  if (!state.live) return [];
  const again = state.hover === state.clicks.at(-1);
  const hover = state.hover !== null && !again && targets.includes(state.hover) ? state.hover : null;
  const cells = hover ? [...state.clicks, hover] : state.clicks;
  return ghosts(state.live.legal, cells, state.live.to_move);
}

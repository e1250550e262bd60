// The board's state: one plain object, shared by the board's modules and described here.
// Python's answers (the board, the scenes) are kept as they came; the rest is what the person
// is doing with the board. Modules change it through their own functions and then ask for a
// redraw; nothing here is drawn directly.

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../contract.js").StepInfo} StepInfo
 * @typedef {import("../render/canvas.js").DrawnScene & {status?: import("../contract.js").Sentence}} DrawnScene
 *   what the renderer draws, with the status where Python gave it
 * @typedef {import("../render/canvas.js").Ghost} Ghost
 * @typedef {"loading" | "ready" | "thinking" | "over" | "error"} Status
 *   the element's data-status: loading until Python answers; `thinking` while Python works
 *   for this board or the computer plays its turn; `over` once the game has ended
 * @typedef {{step: string, cells: string[], ghosts: Ghost[]}} Hint
 *   a step the computer suggests: its places are marked, its pieces previewed
 * @typedef {{who: string, progress: number}} Thinking
 *   the computer's turn under way: whose seat (as the board names it) and how far it got
 */

/**
 * @typedef {Object} BoardState
 * @property {BoardInfo | null} board  what stays the same for the game (from Python)
 * @property {Scene | null} live  the scene at the end of the line: the position that is played
 * @property {DrawnScene | null} shown  the scene drawn: `live`, an earlier one while browsing,
 *   or a preview painted before Python answers
 * @property {Status} status
 * @property {string[]} clicks  the places clicked so far of a step that needs several
 * @property {StepInfo | null} picking  the picker's choice in focus: drawn where it would go
 * @property {string | null} cursor  the keyboard's place
 * @property {string | null} hover  the place under the mouse
 * @property {boolean} showRegions  whether the regions that score are shown
 * @property {boolean} showNames  whether every place's name is written on it (`coordinates`)
 * @property {Thinking | null} computer
 * @property {Hint | null} hint
 * @property {import("../render/seats.js").Theme} scheme  the colour scheme it is drawn in
 *   (scheme.js): its seats' colours and their names follow it
 */

/** @returns {BoardState} */
export function createState() {
  return {
    board: null,
    live: null,
    shown: null,
    status: "loading",
    clicks: [],
    picking: null,
    cursor: null,
    hover: null,
    showRegions: false,
    showNames: false,
    computer: null,
    hint: null,
    scheme: "light",
  };
}

/**
 * Forget a half-made step (its clicks and the picker's choice in focus).
 * @param {BoardState} state
 */
export function dropClicks(state) {
  state.clicks = [];
  state.picking = null;
}

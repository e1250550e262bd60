// The board's state: one plain object, shared by the board's modules and described here. Every
// module of the board is functions over it (chessground's shape): none holds another, nor
// callbacks into another; each imports what it calls. Python's answers (the board, the scenes)
// are kept as they came; the rest is what the person is doing with the board, the line played,
// and the few things each part keeps between calls. Nothing here is drawn directly: a change
// asks for a frame (draw.js).

import { Line } from "./line.js";

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
 * @typedef {{board: BoardInfo, scene: Scene, start: string | null, moves: string[], movers: number[],
 *            first_turn_step: number}} View
 *   the game as a board holds it: what stays the same, the scene of a position, and the line
 *   (`first_turn_step`: where in its turn the line's first step stands, see History)
 */

/**
 * What is drawn and what a person is doing with it (the editor's picture keeps this part only).
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
 * @property {import("./early.js").Early | null} early  the first view a person may make the
 *   first step on while Python loads, and that step (early.js)
 */

/**
 * A <py-games-board>'s whole state: what is drawn, and what each of its parts keeps.
 * @typedef {BoardState & {
 *   element: HTMLElement, parts: import("./style.js").Parts, paint: import("./painter.js").Paint,
 *   line: Line, base: import("./seats.js").Base | null, queue: Promise<unknown>, requests: number,
 *   talk: Talk, pending: {step: string, place: string} | null, offered: StepInfo[], picked: boolean,
 *   columns: number, turns: Turns, ready: Promise<HTMLElement>, settle: Settle,
 *   coach: import("./coach.js").CoachState, connected: boolean, quietPlayers: boolean,
 *   reloadTimer: ReturnType<typeof setTimeout> | undefined, opening: (Opening & {players?: string}) | null,
 *   record: string, lang: string, relanguage: () => void}} Board
 *   `base`: the game (its id, options, start); `queue`: the requests to Python, one at a time
 *   (step.js); `requests`: how many are under way (the status says thinking); `pending`: a
 *   completed step waiting for its second tap (clicks.js); `offered`: the picker's choices,
 *   `picked`: whether a pointer went down on it since it opened, `columns`: its rows' length
 *   (picker.js); `ready`: resolves when the board is playable (loading.js); `quietPlayers`:
 *   the element sets `players` itself; `connected`: on the page (an upgraded element hears its
 *   attributes before it is); `opening`: the game's, for Play again; `record`: the record text
 *   last made; `lang`: the language its requests name (language.js), `relanguage`: look at it again
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {{said: string, hint: string, announcing: string | null}} Talk  the message line's own
 *   words ("" for none), a hint's (they go with it) and what a screen reader is told next
 *   (messages.js)
 * @typedef {{generation: number, hintGeneration: number, seats: [string, import("./seats.js").Seats] | null}} Turns
 *   the computer's (computer.js, step.js): bumped by every change of the line (a search of an older one
 *   stops), bumped when a hint is no longer wanted, and the seats parsed (and from what: players.js)
 * @typedef {{resolve: (board: HTMLElement) => void, reject: (error: Error) => void}} Settle
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
    early: null,
  };
}

/**
 * The whole state of `element`, whose shadow DOM is `parts` and canvas is drawn by `paint`.
 * @param {HTMLElement} element @param {import("./style.js").Parts} parts
 * @param {import("./painter.js").Paint} paint @param {import("./coach.js").CoachState} coach
 * @returns {Board}
 */
export function createBoard(element, parts, paint, coach) {
  /** @type {Settle} */
  let settle = { resolve: () => {}, reject: () => {} };
  /** @type {Promise<HTMLElement>} */
  const ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
  ready.catch(() => {}); // the failure is also shown, announced and sent as an event
  return {
    ...createState(), element, parts, paint, coach, ready, settle,
    line: new Line(), base: null, queue: Promise.resolve(), requests: 0,
    talk: { said: "", hint: "", announcing: null }, pending: null, offered: [], picked: false, columns: 1,
    turns: { generation: 0, hintGeneration: 0, seats: null },
    connected: false, quietPlayers: false, reloadTimer: undefined, opening: null, record: "",
    lang: "en", relanguage: () => {},
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

/**
 * The game as the board holds it, showing `scene` (null when there is none yet).
 * @param {Board} board @param {Scene | null} scene @returns {View | null}
 */
export function viewOf(board, scene) {
  if (!board.board || !scene) return null;
  const { moves, movers, firstTurnStep } = board.line;
  return { board: board.board, scene, start: board.base?.start ?? null, moves: [...moves], movers: [...movers], first_turn_step: firstTurnStep };
}

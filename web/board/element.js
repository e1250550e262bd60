// <py-games-board>: the element itself, the board's composition root — its lifecycle, its
// attributes and its public API (see the README: "Embedding a board"). It makes the board's
// one state (state.js), wires the page's events to the functions over it, and answers its
// properties and methods from them: a click's path is clicks.js then step.js; the board's
// methods are actions.js; the computer's seats computer.js; a coached task coach.js; drawing
// draw.js (painter.js, frame.js, controls.js); loading loading.js. It holds no rule: whatever
// it shows about the game is Python's.

import { browse, goTo, loadRecord, recordText, redo, redraw, undo } from "./actions.js";
import { bindClicks } from "./clicks.js";
import { COACH_ATTRIBUTES, bindCoach, coachActive, coaching, createCoach, loadCoach, retry, showHint, showSolution } from "./coach.js";
import { canUndo, hint, interrupt, personToMove, seatsChanged, seatsOf } from "./computer.js";
import { bindControls, enlarge, isEnlarged } from "./controls.js";
import { marksOfBoard, restyle, update } from "./draw.js";
import { bindKeys } from "./keys.js";
import { openAsked, preview, previewGame, reload, stage } from "./loading.js";
import { center, createPaint, moving, outline, resized, stopFrames, toViewport } from "./painter.js";
import { applyScheme } from "./scheme.js";
import { viewOf } from "./session.js";
import { createBoard } from "./state.js";
import { setStatus } from "./status.js";
import { enqueue, play } from "./step.js";
import { skeleton } from "./style.js";
import { watch } from "./watch.js";

export { EngineError } from "../engine.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./step.js").Showing} Showing
 * @typedef {import("./session.js").View} View
 */

export class PyGamesBoard extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets",
    "players", "controls", "theme", "coordinates", "marks", "arrows", ...COACH_ATTRIBUTES];

  #board;
  #unwatch = () => {};

  constructor() {
    super();
    const parts = skeleton(this);
    const board = createBoard(this, parts, createPaint(parts.board, parts.canvas), createCoach(parts.root));
    this.#board = board;
    bindClicks(board);
    bindKeys(board);
    bindControls(board);
    bindCoach(board);
  }

  // -- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    const board = this.#board;
    board.connected = true;
    // Scripts and tests read data-status from the moment the element is on the page.
    if (!this.dataset.status) setStatus(board, board.status);
    board.showNames = this.hasAttribute("coordinates");
    applyScheme(this, board);
    this.#unwatch = watch(board.parts.board, {
      stage: (now) => stage(board, now),
      restyle: () => restyle(board), // seat colours follow the scheme
      resized: (width) => resized(board.paint, width) && update(board),
    });
    if (coachActive(board)) void loadCoach(board);
    else void reload(board);
  }

  disconnectedCallback() {
    this.#board.connected = false;
    this.#unwatch();
    interrupt(this.#board); // a board taken off the page stops thinking
    stopFrames(this.#board.paint);
  }

  /** @param {string} name @param {string | null} before @param {string | null} after */
  attributeChangedCallback(name, before, after) {
    const board = this.#board;
    if (!board.connected || before === after) return;
    if (name === "players" || name === "interactive") {
      if (name === "players" && board.quietPlayers) return;
      // New seats (or a board made playable or not): whoever is to move now may be the
      // computer, or no longer. In the queue, so that it sees a settled line.
      interrupt(board);
      void enqueue(board, async () => seatsChanged(board));
      return update(board);
    }
    if (name === "coordinates") {
      board.showNames = after !== null;
      redraw(board).catch(() => {}); // names are Python's to draw: asked for (or not)
    }
    if (name === "targets" || name === "controls" || name === "coordinates") return update(board);
    if (name === "theme") return restyle(board);
    if (COACH_ATTRIBUTES.includes(name) || coachActive(board)) return void loadCoach(board);
    // A page's board (no `game` attribute: newGame() opens it) draws new marks and arrows at once.
    if ((name === "marks" || name === "arrows") && !this.hasAttribute("game")) return void redraw(board).catch(() => {});
    // Several attributes set in a row reload once.
    clearTimeout(board.reloadTimer);
    board.reloadTimer = setTimeout(() => reload(board), 0);
  }

  // -- properties --------------------------------------------------------------------------

  /** Resolves when the board is playable (or viewable), rejects if it cannot load. */
  get ready() { return this.#board.ready; }
  get position() { return this.#board.live?.position ?? this.getAttribute("position") ?? ""; }
  /** The record text last made by recordText() (made on request, never at every step). */
  get record() { return this.#board.record; }
  /** The live game: its board, the scene at the end of the line, and the line itself. */
  get view() { return viewOf(this.#board, this.#board.live); }
  /** What is drawn: the board and the scene shown (an earlier one, or a preview), if any. */
  get shown() {
    const { board, shown } = this.#board;
    return board && shown ? { board, scene: shown } : null;
  }
  /** What the board marks now: selected places, targets, ghosts, the hint, the cursor. */
  get frame() { return marksOfBoard(this.#board, true); }
  get clicks() { return [...this.#board.clicks]; } // of a step being made
  get moves() { return [...this.#board.line.moves]; }
  get redoMoves() { return [...this.#board.line.redo]; }
  /** The game tree's tokens when the game has variations (tree.js), else null. */
  get tree() { const tree = this.#board.line.tree; return tree && [...tree]; }
  get canUndo() { return canUndo(this.#board); }
  get canRedo() { return this.#board.line.redo.length > 0; }
  get browsing() { return this.#board.line.browse; }
  get interactive() { return this.hasAttribute("interactive"); }
  get moving() { return moving(this.#board.paint); } // pieces or the view still gliding
  /** Whether every place's name is written on it: the `coordinates` attribute. */
  get showCoordinates() { return this.hasAttribute("coordinates"); }
  set showCoordinates(on) { this.toggleAttribute("coordinates", Boolean(on)); }
  get showGroups() { return this.#board.showRegions; }
  set showGroups(on) { // the regions are Python's to draw, sent only when shown: asked for
    const board = this.#board;
    const asked = Boolean(on) && !board.showRegions;
    board.showRegions = Boolean(on);
    if (asked) redraw(board).catch(() => {});
    update(board);
  }
  /** The `players` attribute: who plays each seat ("human 2"; see computer.js). */
  get players() { return this.getAttribute("players") ?? ""; }
  set players(value) {
    const text = (Array.isArray(value) ? value.join(" ") : String(value ?? "")).trim();
    if (text) this.setAttribute("players", text);
    else this.removeAttribute("players");
  }
  /** Each seat: "human" or the computer's level; a word that is not a seat is a person. */
  get seats() { return [...seatsOf(this.#board).seats]; }
  get thinking() { return Boolean(this.#board.computer); } // the computer is playing its turn
  /** Whether a person is to play now: the live position of a playable board, not over. */
  get personToMove() { return personToMove(this.#board); }
  /** A lesson's task or a puzzle: `{kind, info, attempt, lesson, phase, helped, tries}` (null: none). */
  get coaching() { return coaching(this.#board); }

  // -- methods -----------------------------------------------------------------------------

  async legalMoves() {
    await this.ready;
    return (this.#board.live?.legal ?? []).map((entry) => entry.step);
  }

  /** The record text now, from Python, with the seats (and `date`, if given); `record` keeps it.
   * @param {{date?: string | null}} [about] */
  recordText({ date = null } = {}) { return recordText(this.#board, this.seats, date); }

  /** Play one step (its notation); rejects with the engine's reason if it is illegal. A step
   * played for a seat of the computer stops its search and is played instead.
   * @param {string} step */
  async play(step) {
    return (await play(this.#board, String(step))) && this.view;
  }

  /** Take back the last step (against the computer, back to a person's turn); false if none. */
  undo() { return undo(this.#board); }
  /** Replay the last step taken back (against the computer, on to a person's turn); false if none. */
  redo() { return redo(this.#board); }
  /** Look at the position after `ply` steps (null: back to the game). @param {number | null} ply */
  browse(ply) { return browse(this.#board, ply); }
  /** Go to a position of the game tree, its steps from the start. @param {string[]} steps */
  goTo(steps) { return goTo(this.#board, steps.map(String)); }
  /** Replace the game tree by the same steps reshaped (tree.js: a variation promoted or
   * removed), then go to `steps` in it. @param {string[]} tree @param {string[]} steps */
  reshape(tree, steps) { return goTo(this.#board, steps.map(String), tree.map(String)); }

  /** Start another game; rejects if it cannot load. `players`: who plays each seat, as the
   * attribute (left as it is when not given). @param {Opening & {players?: string}} opening */
  async newGame(opening) {
    await openAsked(this.#board, opening);
    return this.view;
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad.
   * @param {string} text @param {{players?: string}} [seats] as for newGame() */
  loadRecord(text, { players } = {}) { return loadRecord(this.#board, text, players); }

  /** Fill the screen with the board, or back (the Full screen button). */
  enlarge() { return enlarge(this.#board); }
  get enlarged() { return isEnlarged(this); }

  /** Show the step the computer would play for the person to move (null when none is). */
  async hint() {
    await this.ready;
    return this.personToMove ? hint(this.#board) : null;
  }

  /** Coaching: back to the task's start; a puzzle's hint; a puzzle's solution, played. */
  retry() { return retry(this.#board); }
  showHint() { return showHint(this.#board); }
  showSolution() { return showSolution(this.#board); }

  /** Where to click for `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellCenter(place) { const point = center(this.#board.paint, this.#board, place); return point && toViewport(this.#board.paint, point); }

  /** The corners of `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellOutline(place) { return outline(this.#board.paint, this.#board, place)?.map((point) => toViewport(this.#board.paint, point)) ?? null; }

  /** Paint a game's first position before Python answers, if the build wrote it. @param {Opening} [opening] */
  previewGame(opening) { return previewGame(this.#board, opening); }

  /** Draw a saved `{board, scene}` while the board is still loading.
   * @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved */
  preview(saved) { preview(this.#board, saved); }
}

customElements.define("py-games-board", PyGamesBoard);

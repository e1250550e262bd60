// <py-games-board>: the element itself — its lifecycle, its attributes and its public API (see
// the README: "Embedding a board") — wiring the board's parts together: its state (state.js),
// the session with Python and the line (session.js), what its methods do (actions.js), the
// computer's seats (computer.js), drawing (painter.js, frame.js), a person's clicks and keys
// (clicks.js), a diagram's controls (diagram.js), its words (words.js, messages.js) and
// loading (loading.js). It holds no rule: whatever it shows about the game is Python's.

import { engine } from "../engine.js";
import { onSchemeChange } from "../render/pieces.js";
import { Actions } from "./actions.js";
import { Clicks } from "./clicks.js";
import { Computer } from "./computer.js";
import { bindSteps, renderSteps } from "./diagram.js";
import { marksOf } from "./frame.js";
import { Loader } from "./loading.js";
import { Messages } from "./messages.js";
import { Painter } from "./painter.js";
import { Session } from "./session.js";
import { createState } from "./state.js";
import { BoardStatus } from "./status.js";
import { skeleton } from "./style.js";
import { said } from "./words.js";

export { EngineError } from "../engine.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").Scene} Scene
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./actions.js").Showing} Showing
 * @typedef {import("./line.js").Go} Go
 * @typedef {{board: BoardInfo, scene: Scene, start: string | null, moves: string[], movers: number[]}} View
 *   the game as a board holds it: what stays the same, the scene of a position, and the line
 */

export class PyGamesBoard extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets", "players"];

  #state = createState();
  #parts = skeleton(this);
  #status = new BoardStatus(this, this.#state);
  #session = new Session(() => this.#status.busy());
  /** @type {Messages} */
  #messages = new Messages(this.#parts, () => this.#computer.seats().problem);
  /** @type {Computer} */
  #computer = new Computer(this.#state, this.#session, this.#messages, {
    players: () => this.players,
    interactive: () => this.interactive,
    connected: () => this.#connected,
    play: (step, current) => this.#actions.playStep(step, current),
    changed: () => {
      this.#status.refresh();
      this.#painter.update();
    },
  });
  #painter = new Painter(this, this.#parts.canvas, this.#state, {
    marks: () => this.#marks(this.#parts.root.activeElement === this.#parts.canvas),
    onFrame: () => renderSteps(this.#parts, this.#state, this.#session.line, this.interactive),
    onDrawn: () => this.dispatchEvent(new CustomEvent("drawn")),
  });
  #loader = new Loader(this, this.#state, this.#parts, this.#messages, this.#painter, this.#status);
  /** @type {Actions} */
  #actions = new Actions(this.#session, this.#computer, this.#loader, {
    show: (scene, showing) => this.#show(scene, showing),
    begin: (view) => view.board && (this.#state.board = view.board),
    seats: (players) => this.#setPlayers(players),
    emit: (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail })),
    live: () => this.#state.live,
    started: (boot) => boot && (this.dataset.boot = boot),
  });
  #clicks = new Clicks(this.#state, this.#parts, this.#session, this.#painter, this.#messages, {
    playable: () => this.interactive,
    computer: this.#computer,
    play: (step) => this.play(step),
    go: (go) => this.browse(this.#session.line.target(go)),
  });
  /** @type {(() => void)[]} */
  #unbind = [];
  #width = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #reloadTimer;
  #quietPlayers = false; // newGame() and loadRecord() set `players` themselves
  #connected = false; // (an upgraded element hears its attributes before it is connected)

  constructor() {
    super();
    bindSteps(this.#parts, (go) => this.browse(this.#session.line.target(go)));
  }

  // -- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    this.#connected = true;
    // Scripts and tests read data-status from the moment the element is on the page.
    if (!this.dataset.status) this.#status.set(this.#state.status);
    const stage = engine().onStage((stage) => this.#loader.stage(stage));
    const scheme = onSchemeChange(() => this.#painter.update()); // seat colours follow the theme
    // The drawing depends on the width only: a message growing a line must not redraw.
    const resized = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === this.#width) return;
      this.#width = entry.contentRect.width;
      this.#painter.update();
    });
    resized.observe(this);
    this.#unbind = [stage, scheme, () => resized.disconnect()];
    this.#loader.reload((opening) => this.newGame(opening), () => this.browse(0));
  }

  disconnectedCallback() {
    this.#connected = false;
    for (const unbind of this.#unbind.splice(0)) unbind();
    this.#computer.interrupt(); // a board taken off the page stops thinking
    this.#painter.stop();
  }

  /** @param {string} name @param {string | null} before @param {string | null} after */
  attributeChangedCallback(name, before, after) {
    if (!this.#connected || before === after) return;
    if (name === "players" || name === "interactive") {
      if (name === "players" && this.#quietPlayers) return;
      // New seats (or a board made playable or not): whoever is to move now may be the
      // computer, or no longer. In the queue, so that it sees a settled line.
      this.#computer.interrupt();
      this.#session.enqueue(async () => this.#seatsChanged());
      return this.#painter.update();
    }
    if (name === "targets") return this.#painter.update();
    // Several attributes set in a row reload once.
    clearTimeout(this.#reloadTimer);
    this.#reloadTimer = setTimeout(() => this.#loader.reload((o) => this.newGame(o), () => this.browse(0)), 0);
  }

  // -- properties --------------------------------------------------------------------------

  /** Resolves when the board is playable (or viewable), rejects if it cannot load. */
  get ready() { return this.#loader.ready; }
  get position() { return this.#state.live?.position ?? this.getAttribute("position") ?? ""; }
  /** The record text last made by recordText() (made on request, never at every step). */
  get record() { return this.#record; }
  #record = "";
  /** The live game: its board, the scene at the end of the line, and the line itself. */
  get view() { return this.#viewOf(this.#state.live); }
  /** What is drawn: the board and the scene shown (an earlier one while browsing, or a
   * preview painted before Python answers); null before anything is. */
  get shown() {
    const { board, shown } = this.#state;
    return board && shown ? { board, scene: shown } : null;
  }
  /** What the board marks now: selected places, targets, ghosts, the hint, the cursor. */
  get frame() { return this.#marks(true); }
  /** The places clicked so far of a step being made. */
  get clicks() { return [...this.#state.clicks]; }
  get moves() { return [...this.#session.line.moves]; }
  get redoMoves() { return [...this.#session.line.redo]; }
  get canUndo() { return this.#computer.undoTarget() !== null; }
  get canRedo() { return this.#session.line.redo.length > 0; }
  get browsing() { return this.#session.line.browse; }
  get interactive() { return this.hasAttribute("interactive"); }
  /** Whether pieces or the view are still gliding to the position shown. */
  get moving() { return this.#painter.moving; }
  get showGroups() { return this.#state.showRegions; }
  set showGroups(on) { this.#state.showRegions = Boolean(on); this.#painter.update(); }
  /** Who plays each seat, as the `players` attribute: one word a seat, `human`, `random` or a
   * level (`1` to `4`), e.g. "human 2"; missing seats are people. */
  get players() { return this.getAttribute("players") ?? ""; }
  set players(value) {
    const text = (Array.isArray(value) ? value.join(" ") : String(value ?? "")).trim();
    if (text) this.setAttribute("players", text);
    else this.removeAttribute("players");
  }
  /** Each seat: "human" or the computer's level; a word that is not a seat is a person. */
  get seats() { return [...this.#computer.seats().seats]; }
  /** Whether the computer is playing its turn now (searching, or about to play). */
  get thinking() { return this.#computer.thinking; }
  /** Whether a person is to play now: the live position of a playable board, not over. */
  get personToMove() {
    const { live, status } = this.#state;
    return Boolean(this.interactive && live && live.to_move !== null && this.browsing === null &&
      status !== "loading" && status !== "error" && this.#computer.level(live.to_move) === null);
  }

  // -- methods -----------------------------------------------------------------------------

  async legalMoves() {
    await this.ready;
    return (this.#state.live?.legal ?? []).map((entry) => entry.step);
  }

  /** The record text now, from Python (and `record` keeps it). */
  recordText() {
    return this.#loader.whenReady(() => this.#session.enqueue(async () => (this.#record = await this.#session.record())));
  }

  /** Play one step (its notation); rejects with the engine's reason if it is illegal. A step
   * played for a seat of the computer stops its search and is played instead.
   * @param {string} step */
  async play(step) {
    return (await this.#actions.play(String(step))) && this.view;
  }

  /** Take back the last step (against the computer, back to a person's turn); false if none. */
  undo() { return this.#actions.undo(); }
  /** Replay the last step taken back (against the computer, on to a person's turn); false if none. */
  redo() { return this.#actions.redo(); }
  /** Look at the position after `ply` steps (null: back to the game). @param {number | null} ply */
  browse(ply) { return this.#actions.browse(ply); }

  /** Start another game; rejects if it cannot load. `players`: who plays each seat, as the
   * attribute (left as it is when not given). @param {Opening & {players?: string}} opening */
  async newGame(opening) {
    if (!this.#state.live) this.#loader.previewGame(opening);
    await this.#actions.newGame(opening);
    return this.view;
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad.
   * @param {string} text @param {{players?: string}} [seats] as for newGame() */
  loadRecord(text, { players } = {}) { return this.#actions.loadRecord(text, players); }

  /** Show the step the computer would play for the person to move (null when none is). */
  async hint() {
    await this.ready;
    return this.personToMove ? this.#computer.hint() : null;
  }

  /** Where to click for `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellCenter(place) {
    const point = this.#painter.center(place);
    return point && this.#painter.toViewport(point);
  }

  /** The corners of `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellOutline(place) {
    return this.#painter.outline(place)?.map((point) => this.#painter.toViewport(point)) ?? null;
  }

  /** Paint a game's first position before Python answers, if the build wrote it. @param {Opening} [opening] */
  previewGame(opening) { return this.#loader.previewGame(opening); }

  /** Draw a saved `{board, scene}` while the board is still loading.
   * @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved */
  preview(saved) { this.#loader.preview(saved); }

  // -- showing -----------------------------------------------------------------------------

  /** @param {Scene} scene @param {Showing} [showing] */
  #show(scene, { announce = "", keepLive = false } = {}) {
    const state = this.#state;
    if (!keepLive) state.live = scene;
    state.shown = scene;
    this.#clicks.reset();
    this.#loader.shown();
    this.#status.refresh();
    this.dataset.toMove = String(state.live?.to_move ?? "");
    const board = /** @type {BoardInfo} */ (state.board);
    const summary = said(board, scene.summary);
    this.#parts.canvas.setAttribute("aria-label", `${board.title} board. ${summary}`);
    this.#computer.clearHint();
    this.#messages.say("");
    this.#messages.announce(`${announce} ${summary}`.trim());
    if (!keepLive) this.#computer.maybeThink(); // the computer's turn begins as its position shows
    this.#painter.update();
    this.dispatchEvent(new CustomEvent("update", { detail: this.#viewOf(scene) }));
  }

  /** @param {Scene | null} scene @returns {View | null} */
  #viewOf(scene) {
    const board = this.#state.board;
    const line = this.#session.line;
    if (!board || !scene) return null;
    return { board, scene, start: this.#session.base?.start ?? null, moves: [...line.moves], movers: [...line.movers] };
  }

  /** @param {boolean} focused */
  #marks(focused) {
    const { live, status, computer } = this.#state;
    const playable = Boolean(live && this.browsing === null && this.interactive && status !== "over" && !computer);
    return marksOf(this.#state, { playable, targets: this.getAttribute("targets"), focused });
  }

  /** @param {string | undefined} players */
  #setPlayers(players) {
    if (players === undefined) return;
    this.#quietPlayers = true;
    this.players = players; // attributeChangedCallback runs now, and hears it is ours
    this.#quietPlayers = false;
  }

  #seatsChanged() {
    this.#computer.interrupt();
    this.#messages.render(); // a problem with the new seats is said at once
    const { live, shown } = this.#state;
    if (!live) return;
    this.#computer.maybeThink();
    this.dispatchEvent(new CustomEvent("update", { detail: this.#viewOf(/** @type {Scene} */ (shown ?? live)) }));
  }
}

customElements.define("py-games-board", PyGamesBoard);

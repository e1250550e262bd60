// <py-games-board>: the element itself — its lifecycle, its attributes and its public API (see
// the README: "Embedding a board") — wiring the board's parts together: its state (state.js),
// the session with Python and the line (session.js), what its methods do (actions.js), the
// computer's seats (computer.js), drawing (painter.js, frame.js), a person's clicks and keys
// (clicks.js), the words and buttons below it (controls.js), its colours (scheme.js), its
// words (words.js, messages.js), loading (loading.js) and showing a position (show.js). It
// holds no rule: whatever it shows about the game is Python's.

import { Actions } from "./actions.js";
import { Clicks } from "./clicks.js";
import { COACH_ATTRIBUTES, Coach } from "./coach.js";
import { Computer } from "./computer.js";
import { bindControls, isEnlarged, renderControls, toggleEnlarged } from "./controls.js";
import { marksNow } from "./frame.js";
import { Loader } from "./loading.js";
import { Messages } from "./messages.js";
import { Painter } from "./painter.js";
import { Session, drawingOf } from "./session.js";
import { createState } from "./state.js";
import { BoardStatus } from "./status.js";
import { seatsChanged, showScene } from "./show.js";
import { skeleton } from "./style.js";
import { applyScheme } from "./scheme.js";
import { watch } from "./watch.js";

export { EngineError } from "../engine.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./actions.js").Showing} Showing
 * @typedef {import("./session.js").View} View
 */

export class PyGamesBoard extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets",
    "players", "controls", "theme", "coordinates", "marks", "arrows", ...COACH_ATTRIBUTES];

  #state = createState();
  #parts = skeleton(this);
  #status = new BoardStatus(this, this.#state);
  #session = new Session(() => this.#status.busy(), () => this.#coach.drawing() ?? drawingOf(this, this.#state.showRegions));
  /** @type {Messages} */
  #messages = new Messages(this.#parts, () => this.#computer.seats().problem);
  /** @type {Computer} */
  #computer = new Computer(this.#state, this.#session, this.#messages, {
    players: () => this.players,
    interactive: () => this.interactive,
    connected: () => this.#connected,
    play: (step, current) => this.#actions.playStep(step, current),
    changed: () => this.#restyle(false),
  });
  #painter = new Painter(this.#parts.board, this.#parts.canvas, this.#state, {
    marks: () => this.#marks(this.#parts.root.activeElement === this.#parts.canvas),
    onFrame: () => renderControls(this.#parts, this.#state, this.#session.line, {
      interactive: this.interactive, controls: this.#coach.controls(this.getAttribute("controls")),
      canUndo: this.canUndo, enlarged: isEnlarged(this),
    }),
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
    confirm: () => this.getAttribute("confirm"),
    wait: () => this.#coach.wait(),
  });
  /** @type {Coach} a lesson's task or a puzzle (coach.js) */
  #coach = new Coach(this, this.#parts.root, {
    newGame: (opening) => this.newGame(opening), play: (step) => this.play(step), moves: () => this.moves,
    redraw: () => this.#actions.redraw(), fail: (type, message) => this.#loader.fail(type, message),
    changed: () => this.#painter.update(),
  });
  #unwatch = () => {};
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #reloadTimer;
  #quietPlayers = false; // newGame() and loadRecord() set `players` themselves
  #connected = false; // (an upgraded element hears its attributes before it is connected)
  /** @type {(Opening & {players?: string}) | null} */ #opening = null; // for Play again

  constructor() {
    super();
    bindControls(this.#parts, {
      go: (go) => this.browse(this.#session.line.target(go)),
      undo: () => this.undo().catch((error) => this.#messages.say(error.message)),
      again: () => this.#opening && this.newGame({ ...this.#opening, redo: [] }).catch(() => {}), // as it began
      enlarge: () => this.enlarge(),
    });
  }

  // -- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    this.#connected = true;
    // Scripts and tests read data-status from the moment the element is on the page.
    if (!this.dataset.status) this.#status.set(this.#state.status);
    this.#state.showNames = this.hasAttribute("coordinates");
    applyScheme(this, this.#state);
    this.#unwatch = watch(this.#parts.board, {
      stage: (stage) => this.#loader.stage(stage),
      restyle: () => this.#restyle(), // seat colours follow the scheme
      resized: (width) => this.#painter.resized(width),
    });
    if (this.#coach.active) this.#coach.load();
    else this.#loader.reload((opening) => this.newGame(opening), () => this.browse(0));
  }

  disconnectedCallback() {
    this.#connected = false;
    this.#unwatch();
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
    if (name === "coordinates") {
      this.#state.showNames = after !== null;
      this.#actions.redraw().catch(() => {}); // names are Python's to draw: asked for (or not)
    }
    if (name === "targets" || name === "controls" || name === "coordinates") return this.#painter.update();
    if (name === "theme") return this.#restyle();
    if (COACH_ATTRIBUTES.includes(name) || this.#coach.active) return void this.#coach.load();
    // A page's board (no `game` attribute: newGame() opens it) draws new marks and arrows at once.
    if ((name === "marks" || name === "arrows") && !this.hasAttribute("game")) return void this.#actions.redraw().catch(() => {});
    // Several attributes set in a row reload once.
    clearTimeout(this.#reloadTimer);
    this.#reloadTimer = setTimeout(() => this.#loader.reload((o) => this.newGame(o), () => this.browse(0)), 0);
  }

  // -- properties --------------------------------------------------------------------------

  /** Resolves when the board is playable (or viewable), rejects if it cannot load. */
  get ready() { return this.#loader.ready; }
  get position() { return this.#state.live?.position ?? this.getAttribute("position") ?? ""; }
  /** The record text last made by recordText() (made on request, never at every step). */
  get record() { return this.#actions.record; }
  /** The live game: its board, the scene at the end of the line, and the line itself. */
  get view() { return this.#session.viewOf(this.#state.board, this.#state.live); }
  /** What is drawn: the board and the scene shown (an earlier one, or a preview), if any. */
  get shown() {
    const { board, shown } = this.#state;
    return board && shown ? { board, scene: shown } : null;
  }
  /** What the board marks now: selected places, targets, ghosts, the hint, the cursor. */
  get frame() { return this.#marks(true); }
  get clicks() { return [...this.#state.clicks]; } // of a step being made
  get moves() { return [...this.#session.line.moves]; }
  get redoMoves() { return [...this.#session.line.redo]; }
  /** The game tree's tokens when the game has variations (tree.js), else null. */
  get tree() { const tree = this.#session.line.tree; return tree && [...tree]; }
  get canUndo() { return this.#computer.undoTarget() !== null; }
  get canRedo() { return this.#session.line.redo.length > 0; }
  get browsing() { return this.#session.line.browse; }
  get interactive() { return this.hasAttribute("interactive"); }
  get moving() { return this.#painter.moving; } // pieces or the view still gliding
  /** Whether every place's name is written on it: the `coordinates` attribute. */
  get showCoordinates() { return this.hasAttribute("coordinates"); }
  set showCoordinates(on) { this.toggleAttribute("coordinates", Boolean(on)); }
  get showGroups() { return this.#state.showRegions; }
  set showGroups(on) { // the regions are Python's to draw, sent only when shown: asked for
    const asked = Boolean(on) && !this.#state.showRegions;
    this.#state.showRegions = Boolean(on);
    if (asked) this.#actions.redraw().catch(() => {});
    this.#painter.update();
  }
  /** The `players` attribute: who plays each seat ("human 2"; see computer.js). */
  get players() { return this.getAttribute("players") ?? ""; }
  set players(value) {
    const text = (Array.isArray(value) ? value.join(" ") : String(value ?? "")).trim();
    if (text) this.setAttribute("players", text);
    else this.removeAttribute("players");
  }
  /** Each seat: "human" or the computer's level; a word that is not a seat is a person. */
  get seats() { return [...this.#computer.seats().seats]; }
  get thinking() { return this.#computer.thinking; } // the computer is playing its turn
  /** Whether a person is to play now: the live position of a playable board, not over. */
  get personToMove() { return this.#computer.personToMove(this.browsing !== null); }
  /** A lesson's task or a puzzle: `{kind, info, attempt, lesson, phase, helped, tries}` (null: none). */
  get coaching() { return this.#coach.coaching; }

  // -- methods -----------------------------------------------------------------------------

  async legalMoves() {
    await this.ready;
    return (this.#state.live?.legal ?? []).map((entry) => entry.step);
  }

  /** The record text now, from Python, with the seats (and `date`, if given); `record` keeps it.
   * @param {{date?: string | null}} [about] */
  recordText({ date = null } = {}) { return this.#actions.recordText(this.seats, date); }

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
  /** Go to a position of the game tree, its steps from the start. @param {string[]} steps */
  goTo(steps) { return this.#actions.goTo(steps.map(String)); }
  /** Replace the game tree by the same steps reshaped (tree.js: a variation promoted or
   * removed), then go to `steps` in it. @param {string[]} tree @param {string[]} steps */
  reshape(tree, steps) { return this.#actions.goTo(steps.map(String), tree.map(String)); }

  /** Start another game; rejects if it cannot load. `players`: who plays each seat, as the
   * attribute (left as it is when not given). @param {Opening & {players?: string}} opening */
  async newGame(opening) {
    this.#opening = opening;
    if (!this.#state.live) this.#loader.previewGame(opening);
    await this.#actions.newGame(opening);
    return this.view;
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad.
   * @param {string} text @param {{players?: string}} [seats] as for newGame() */
  loadRecord(text, { players } = {}) { return this.#actions.loadRecord(text, players); }

  /** Fill the screen with the board, or back (the Full screen button). */
  enlarge() { return toggleEnlarged(this).finally(() => this.#painter.update()); }
  get enlarged() { return isEnlarged(this); }

  /** Show the step the computer would play for the person to move (null when none is). */
  async hint() {
    await this.ready;
    return this.personToMove ? this.#computer.hint() : null;
  }

  /** Coaching: back to the task's start; a puzzle's hint; a puzzle's solution, played. */
  retry() { return this.#coach.retry(); }
  showHint() { return this.#coach.showHint(); }
  showSolution() { return this.#coach.showSolution(); }

  /** Where to click for `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellCenter(place) { const point = this.#painter.center(place); return point && this.#painter.toViewport(point); }

  /** The corners of `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellOutline(place) { return this.#painter.outline(place)?.map((point) => this.#painter.toViewport(point)) ?? null; }

  /** Paint a game's first position before Python answers, if the build wrote it. @param {Opening} [opening] */
  previewGame(opening) { return this.#loader.previewGame(opening); }

  /** Draw a saved `{board, scene}` while the board is still loading.
   * @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved */
  preview(saved) { this.#loader.preview(saved); }

  // -- showing -----------------------------------------------------------------------------

  /** @param {Scene} scene @param {Showing} [showing] */
  #show(scene, showing) {
    showScene({
      element: this, state: this.#state, canvas: this.#parts.canvas, session: this.#session, clicks: this.#clicks,
      loader: this.#loader, status: this.#status, computer: this.#computer, messages: this.#messages, painter: this.#painter,
    }, scene, showing);
  }

  /** @param {boolean} focused */
  #marks(focused) {
    // (A coach that is answering, or done, shows no places to play.)
    const board = { interactive: this.interactive && !this.#coach.wait(), browsing: this.browsing !== null, focused };
    return marksNow(this.#state, { ...board, targets: this.getAttribute("targets") });
  }

  /** @param {string | undefined} players */
  #setPlayers(players) {
    if (players === undefined) return;
    this.#quietPlayers = true;
    this.players = players; // attributeChangedCallback runs now, and hears it is ours
    this.#quietPlayers = false;
  }

  /** Redraw with the status of now, and (`scheme`) the colours and seat names of the scheme
   * of now: the system's, the page's or `theme`. */
  #restyle(scheme = true) {
    if (scheme && applyScheme(this, this.#state)) this.#messages.render();
    this.#status.refresh();
    this.#painter.update();
  }

  #seatsChanged() {
    seatsChanged({ element: this, state: this.#state, session: this.#session, computer: this.#computer, messages: this.#messages });
  }
}

customElements.define("py-games-board", PyGamesBoard);

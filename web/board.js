// <py-games-board>: one board, the same element on every page (player, rules, embeds).
//
//   <script type="module" src="board.js"></script>
//   <py-games-board game="tonga" moves="e2-d1 f5-f6" interactive></py-games-board>
//
// The element draws what Python describes (the scene, see scene.js) and turns clicks into
// place names; everything about the rules (legal steps, scores, whose turn, why a click is
// refused, every word of a result) is asked of Python through the page's one shared worker
// (engine.js). Its state is a plain object; every change goes through `update()`, which
// schedules one redraw per animation frame. Split by concern: line.js (the steps played),
// input.js (clicks, keys, picker), speech.js (words for screen readers and captions),
// render/canvas.js (drawing places), engine.js (the worker).
//
// For scripts and tests: attributes data-status (loading | ready | thinking | over | error),
// data-boot (how Python started: snapshot | fresh) and
// data-to-move; `ready`, `position`, `record`, `recordText()`, `view`, `moves`, `moving`, `legalMoves()`,
// `play(step)`, `undo()`, `redo()`, `browse(ply)`, `hint()`, `players`, `seats`,
// `cellCenter(place)`; events `move`, `gameover`, `error`, `update`, `drawn`.
//
// Seats (the `players` attribute, "human 2"): a seat played by the computer searches through
// the bridge's `think`, one slice of a few dozen milliseconds per request, outside the board's
// queue, so the worker answers other requests (other boards) between slices and the page never
// waits for it. Every change of the line (undo, redo, browse, a new game, a record, new seats)
// bumps a generation counter first; a search checks it after every slice and stops.

import { HINT_LEVEL, PAUSE_MS, parseSeats, searchStep, sleep } from "./computer.js";
import { engine, EngineError } from "./engine.js";
import { cancel, bindInput, previews } from "./input.js";
import { Line } from "./line.js";
import { placesRenderer } from "./render/canvas.js";
import { onSchemeChange, seat, seatName } from "./render/pieces.js";
import { nextPlaces } from "./scene.js";
import { caption, describe, describePlace } from "./speech.js";

// :host rules lose to any rule of the host page, so a page can resize or recolour the board
// with plain CSS (py-games-board { width: 20rem; --board-paper: … }). Without one, the board
// takes the column's width up to a comfortable size, and never more than fits the window's
// height with its caption and step buttons.
const STYLE = `
:host { display: block; position: relative; box-sizing: border-box; user-select: none;
        width: min(100%, 36rem, calc(100vh - 6.5rem)); min-width: 12rem;
        -webkit-tap-highlight-color: transparent; color-scheme: light dark;
        --board-paper: #f6f1e3; --board-ink: #4a4335; --board-focus: #111;
        --board-text: #2b2720; --board-warn: #8a3300; --board-accent: #0072B2;
        --board-button: #fff; }
@media (prefers-color-scheme: dark) {
  :host { --board-paper: #2b2822; --board-ink: #d9d0bb; --board-focus: #fff;
          --board-text: #ece6d8; --board-warn: #ffb38a; --board-accent: #56B4E9;
          --board-button: #3a362e; }
}
canvas { display: block; width: 100%; touch-action: manipulation; outline: none; }
canvas[hidden] { display: none; }
canvas:focus-visible { box-shadow: 0 0 0 3px var(--board-accent); border-radius: 4px; }
.message { min-height: 1.4em; margin: .3em 0 0; font: .95em/1.4 system-ui, sans-serif;
           color: var(--board-warn); }
.message.blank { visibility: hidden; }
.message.thinking { color: var(--board-text); }
.message progress { width: 5em; height: .6em; margin-left: .6em; vertical-align: middle;
                    accent-color: var(--board-accent); animation: thinking 1s ease-in-out infinite alternate; }
.message progress[hidden] { display: none; }
@keyframes thinking { to { opacity: .45; } }
@media (prefers-reduced-motion: reduce) { .message progress { animation: none; } }
.message.failed { border: 2px solid var(--board-warn); border-radius: 6px; padding: .6em .8em; }
.caption { margin: .3em 0 0; text-align: center; font: .95em/1.4 system-ui, sans-serif;
           color: var(--board-text); }
.caption:empty { display: none; }
.loading { position: absolute; inset: 0; display: grid; place-items: center; text-align: center;
           font: 1em/1.4 system-ui, sans-serif; color: var(--board-text); pointer-events: none; }
.loading > div { background: color-mix(in srgb, var(--board-paper) 85%, transparent);
                 padding: .5em 1em; border-radius: 8px; }
.loading[hidden] { display: none; }
.loading progress { width: 10em; display: block; margin: .4em auto 0; }
.picker { position: absolute; display: flex; gap: .3em; padding: .3em; background: var(--board-button);
          border: 1px solid #888; border-radius: 6px; box-shadow: 0 2px 8px #0004;
          transform: translate(-50%, 12px); z-index: 1; width: max-content; }
.picker kbd { font: .8em ui-monospace, monospace; border: 1px solid #8a8170; border-radius: 3px;
              padding: 0 .25em; }
.picker[hidden] { display: none; }
.picker.drawn:not([hidden]) { display: grid; grid-template-columns: repeat(3, auto); }
.picker.drawn button { display: flex; flex-direction: column; align-items: center; gap: .1em;
                       font-size: .8em; padding: .2em .3em; white-space: nowrap; }
.picker canvas { width: 3.4em; height: 3.4em; }
.picker button:focus-visible { outline: 3px solid var(--board-accent); outline-offset: 1px; }
.steps { display: flex; justify-content: center; gap: .4em; margin-top: .3em; }
.steps[hidden] { display: none; }
.steps button, .picker button { font: inherit; min-width: 2.6em; min-height: 2.2em; color: var(--board-text);
                                background: var(--board-button); border: 1px solid #8a8170; border-radius: 6px; }
.steps button:disabled { opacity: .45; }
.steps svg { width: 1.1em; height: 1.1em; vertical-align: middle; fill: currentColor; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;


// Drawn, not typed: ⏮ and ⏭ are missing from many system fonts and showed as empty boxes.
const ICONS = {
  first: "M3 3h2v10H3zM13 3v10L6 8z",
  back: "M11 3v10L4 8z",
  forward: "M5 3v10l7-5z",
  last: "M11 3h2v10h-2zM3 3v10l7-5z",
};
const icon = (name) => `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;

const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)");

// The first view of every game at its default options, written by build.py, so a board can
// paint its real starting position before Python has started. Asked for as this module loads,
// beside the worker's downloads, not when a board first needs it.
const firstViews = fetch(new URL("./first-views.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));
const loadFirstViews = () => firstViews;

// Marks on the page's performance timeline (the startup benchmark reads them): the first frame
// that drew a real position, and the first board ready to be played.
const firstTime = new Set();
function markOnce(name) {
  if (firstTime.has(name)) return;
  firstTime.add(name);
  performance.mark(name);
}

// The computer's search runs in slices short enough that the worker answers other boards (and
// this one's clicks) between them, within a budget so that no step takes more than a few
// seconds on a slow phone.
// The computer's levels as Python names them ({level, name}), from the catalog.
let levelList = null;

export class PyGamesBoard extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets", "players"];

  constructor() {
    super();
    this.line = new Line();
    this.s = {
      base: null, // the request base: {game, options, start}
      board: null, // BoardInfo: what stays the same for the game
      view: null, // the scene of the end of the line
      shown: null, // the scene drawn (an earlier one while browsing)
      clicks: [], // places clicked so far of a step that needs several
      picking: null, // the picker's choice in focus: its pieces are drawn on the board
      flipped: false, // a two-place step's places clicked in the other order
      cursor: null,
      hover: null,
      showGroups: false,
      status: "loading",
      renderer: null,
      rendered: null, // the BoardInfo the renderer was built for
      record: "",
      computer: null, // the computer's turn under way: {who, progress}
      hint: null, // the step a hint shows: {step, cells, ghosts}
    };
    this._queue = Promise.resolve();
    this._gen = 0; // bumped by every change of the line: a search of an older one stops
    this._hintGen = 0; // bumped when a hint is no longer wanted (a click, a step)
    this._said = ""; // the message line's own text (thinking and a seats problem show under it)
    this._hintSaid = "";
    this._frame = 0;
    this._connected = false;
    this._ready = this._newReady();

    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${STYLE}</style>
      <canvas part="canvas" tabindex="0" role="application"
              aria-roledescription="game board" aria-label="Game board"></canvas>
      <div class="loading" part="loading"><div><span class="stage">Loading…</span>
        <progress max="1" value="0"></progress></div></div>
      <div class="picker" part="picker" role="menu" aria-label="Choose" hidden></div>
      <div class="steps" part="steps" hidden>
        <button type="button" data-go="first" aria-label="First position">${icon("first")}</button>
        <button type="button" data-go="back" aria-label="Previous step">${icon("back")}</button>
        <button type="button" data-go="forward" aria-label="Next step">${icon("forward")}</button>
        <button type="button" data-go="last" aria-label="Last position">${icon("last")}</button>
      </div>
      <p class="caption" part="caption"></p>
      <p class="message blank" part="message" role="status"><span class="said"></span><progress
         max="1" value="0" aria-label="Thinking" hidden></progress></p>
      <div class="sr-only" aria-live="polite"></div>`;
    this.canvas = root.querySelector("canvas");
    this.messageEl = root.querySelector(".message");
    this.saidEl = this.messageEl.querySelector(".said");
    this.thinkEl = this.messageEl.querySelector("progress");
    this.liveEl = root.querySelector("[aria-live]");
    this.loadingEl = root.querySelector(".loading");
    this.pickerEl = root.querySelector(".picker");
    this.stepsEl = root.querySelector(".steps");
    this.captionEl = root.querySelector(".caption");
  }

  // -- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    this._connected = true;
    // Scripts and tests read data-status from the moment the element is on the page.
    if (!this.dataset.status) this._setStatus(this.s.status);
    if (!this._bound) {
      this._bound = true;
      bindInput(this);
      this.stepsEl.addEventListener("click", (event) => {
        const go = event.target.closest("button")?.dataset.go;
        if (go) this._step(go);
      });
    }
    this._unsubscribe = engine().onStage((stage) => this._onStage(stage));
    this._unscheme = onSchemeChange(() => this.update()); // seat colours follow the theme
    // The drawing depends on the width only: a message growing a line must not redraw.
    this._resizeObserver = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === this._width) return;
      this._width = entry.contentRect.width;
      this.update();
    });
    this._resizeObserver.observe(this);
    this._reload();
  }

  disconnectedCallback() {
    this._connected = false;
    this._unsubscribe?.();
    this._unscheme?.();
    this._resizeObserver?.disconnect();
    this._interrupt(); // a board taken off the page stops thinking
    cancelAnimationFrame(this._frame);
    this._frame = 0;
  }

  attributeChangedCallback(name, before, after) {
    if (!this._connected || before === after) return;
    if (name === "players" || name === "interactive") {
      if (name === "players" && this._quietPlayers) return; // newGame() sets them itself
      // New seats (or a board made playable or not): whoever is to move now may be the
      // computer, or no longer. In the queue, so that it sees a settled line.
      this._interrupt();
      this._enqueue(() => this._seatsChanged());
      return this.update();
    }
    if (name === "targets") return this.update();
    // Several attributes set in a row reload once.
    clearTimeout(this._reloadTimer);
    this._reloadTimer = setTimeout(() => this._reload(), 0);
  }

  _newReady() {
    let settle;
    const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
    promise.catch(() => {}); // the failure is also shown, announced and sent as an event
    promise.settle = settle;
    return promise;
  }

  // -- public API --------------------------------------------------------------------------

  /** Resolves when the board is playable (or viewable), rejects if it cannot load. */
  get ready() { return this._ready; }
  get position() { return this.s.view?.position ?? this.getAttribute("position") ?? ""; }
  /** The record text of the game, refreshed in the background after each change (recordText()
   * resolves to the current one). */
  get record() { return this.s.record; }
  /** The live game as one object: the board (title, options, players, places) and the scene
   * of the end of the line, with its steps and who played them. */
  get view() { return this.s.view && this._whole(this.s.view); }
  get moves() { return [...this.line.moves]; }
  get redoMoves() { return [...this.line.redo]; }
  get canUndo() { return this._undoTarget() !== null; }
  get canRedo() { return this.line.redo.length > 0; }

  /** Who plays each seat, as written in the `players` attribute: one word a seat, `human`,
   * `random` or a level (`1` to `4`), e.g. "human 2"; missing seats are people. */
  get players() { return this.getAttribute("players") ?? ""; }
  set players(value) {
    const text = (Array.isArray(value) ? value.join(" ") : String(value ?? "")).trim();
    if (text) this.setAttribute("players", text);
    else this.removeAttribute("players");
  }
  /** Each seat: "human" or the computer's level (a number); a word that is not a seat is a
   * person (and the board says what is wrong with it). */
  get seats() { return [...this._seatsInfo().seats]; }
  /** Whether the computer is playing its turn now (searching, or about to play). */
  get thinking() { return Boolean(this.s.computer); }
  /** Whether a person is to play now: the live position of a playable board, not over. */
  get personToMove() {
    const s = this.s;
    return Boolean(this.interactive && s.view && !s.view.outcome && this.line.browse === null &&
      s.status !== "loading" && s.status !== "error" && this._computerLevel(s.view.to_move) === null);
  }
  get browsing() { return this.line.browse; }
  get interactive() { return this.hasAttribute("interactive"); }
  /** Whether pieces or the view are still gliding to the position shown. */
  get moving() { return this.s.renderer?.moving ?? false; }

  get showGroups() { return this.s.showGroups; }
  set showGroups(on) { this.s.showGroups = Boolean(on); this.update(); }

  async legalMoves() {
    await this._ready;
    return this.s.view.legal.map((entry) => entry.step);
  }

  /** The record text now, from Python. */
  recordText() {
    return this._whenReady(() => this._refreshRecord());
  }

  /** Play one step (its notation); rejects with the engine's reason if it is illegal. A step
   * played for a seat of the computer stops its search and is played instead. */
  play(step) {
    this._interrupt();
    return this._whenReady(async () => {
      this._interrupt();
      return this._playStep(step);
    });
  }

  async _playStep(step, current = () => true) {
    const view = await this._call("play", { moves: this.line.moves, step: String(step) });
    if (!current()) return null; // the computer's step, overtaken by an undo
    this.s.computer = null;
    const { step: played, player } = view.played;
    this.line.played(played, player);
    this._show(view, { announce: true });
    this._emitMove(view);
    if (view.outcome) this.dispatchEvent(new CustomEvent("gameover", { detail: view.outcome }));
    this._refreshRecordLater();
    return this.view;
  }

  _emitMove(view) {
    const { step, player } = view.played;
    this.dispatchEvent(new CustomEvent("move", { detail: { step, player, position: view.position } }));
  }

  /** Take back the last step; resolves to false when there is none. Against the computer (a
   * seat of the computer and at least one person), take back every step since a person was
   * last to move, so that it is a person's turn again. Stops the computer's search. */
  undo() {
    this._interrupt();
    return this._whenReady(async () => {
      this._interrupt();
      const to = this._undoTarget();
      if (to === null) return false;
      const view = await this._call("view", { moves: this.line.moves.slice(0, to) });
      const count = this.line.length - to;
      for (let i = 0; i < count; i++) this.line.undone();
      this._show(view, { announce: true, prefix: count > 1 ? `${count} steps taken back.` : "Step taken back." });
      this._refreshRecordLater();
      return true;
    });
  }

  /** Play again the last step taken back; resolves to false when there is none. Against the
   * computer, replay the steps taken back until a person is to move again. */
  redo() {
    this._interrupt();
    return this._whenReady(async () => {
      this._interrupt();
      if (!this.line.redo.length) return false;
      const views = [];
      try {
        do {
          const view = await this._call("play", { moves: this.line.moves, step: this.line.redo.at(-1) });
          this.line.played(view.played.step, view.played.player);
          views.push(view);
        } while (this.line.redo.length && this._replaysOn(views.at(-1)));
      } catch (error) {
        if (views.length) this._show(views.at(-1), { announce: true }); // the steps replayed
        throw error;
      }
      const view = views.at(-1);
      this._show(view, { announce: true });
      for (const each of views) this._emitMove(each);
      if (view.outcome) this.dispatchEvent(new CustomEvent("gameover", { detail: view.outcome }));
      this._refreshRecordLater();
      return true;
    });
  }

  /** Whether redo goes on after `view`: the computer is to move there, and a person plays. */
  _replaysOn(view) {
    return !view.outcome && this._hasPerson() && this._computerLevel(view.to_move) !== null;
  }

  /** The ply undo goes back to, or null when there is none: one step back, or against the
   * computer the last position where a person was to move. */
  _undoTarget() {
    const n = this.line.length;
    if (!n) return null;
    if (!this._hasPerson()) return n - 1;
    for (let ply = n - 1; ply >= 0; ply--) {
      if (this._computerLevel(this.line.movers[ply]) === null) return ply;
    }
    return null;
  }

  /** Look at the position after `ply` steps (null: back to the game). Play resumes at the end;
   * the computer stops thinking while an earlier position is looked at. */
  browse(ply) {
    const backToGame = (n) => ply == null || ply >= n;
    if (!(backToGame(this.line.length) && this.line.browse === null)) this._interrupt();
    return this._whenReady(async () => {
      const n = this.line.length;
      if (backToGame(n)) {
        this.line.browse = null;
        this._show(this.s.view, { announce: true, prefix: "Back to the game." });
        return;
      }
      this._interrupt();
      ply = Math.max(0, ply);
      const view = await this._call("view", { moves: this.line.moves.slice(0, ply) });
      this.line.browse = ply;
      this._show(view, { keepLive: true, announce: true, prefix: `Position after step ${ply} of ${n}.` });
    });
  }

  /** Start another game: `{game, options, start, moves, redo, players}` (`players`: who plays
   * each seat, as the attribute; left as it is when not given); rejects if it cannot load. */
  newGame({ game, options = {}, start = null, moves = [], redo = [], players }) {
    if (!this.s.view) this.previewGame({ game, options, start, moves });
    this._interrupt();
    return this._enqueue(async () => {
      this._interrupt();
      const base = { game, options, start };
      // Asked at once: the worker keeps requests until Python is up, and answers this one then,
      // without waiting for the page to hear that it is ready.
      const [catalog, view] = await Promise.all([
        engine().ready,
        engine().call("view", { ...base, moves, board: true, history: true }),
      ]);
      levelList ??= catalog.levels ?? [];
      this._setPlayers(players);
      this._begin(base, view, redo);
      this._show(view, { announce: true, prefix: `New game of ${view.board.title}.` });
      this._markStarted();
      await this._refreshRecord();
      this._ready.settle.resolve(this);
      return this.view;
    });
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad.
   * `players` as for newGame(). */
  loadRecord(text, { players } = {}) {
    this._interrupt();
    return this._enqueue(async () => {
      this._interrupt();
      const [catalog, loaded] = await Promise.all([engine().ready, engine().call("load", { text })]);
      levelList ??= catalog.levels ?? [];
      this._setPlayers(players);
      this._begin({ game: loaded.game, options: loaded.options, start: loaded.start }, loaded.view);
      this._show(loaded.view, { announce: true, prefix: "Record loaded." });
      this._markStarted();
      await this._refreshRecord();
      this._ready.settle.resolve(this);
      return loaded;
    });
  }

  /** Where to click for `place` (a cell name), in viewport coordinates. */
  cellCenter(place) {
    this._flush();
    const point = this.s.renderer?.center(place);
    if (!point) return null;
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }

  // -- loading -----------------------------------------------------------------------------

  async _reload() {
    const game = this.getAttribute("game");
    if (!game) return; // a page's script will call newGame() (the player page does)
    let options = {};
    try {
      options = JSON.parse(this.getAttribute("options") || "{}");
      if (typeof options !== "object" || Array.isArray(options) || options === null) throw new Error();
    } catch {
      return this._fail("InvalidOptionError", `The options attribute is not a JSON object: ${this.getAttribute("options")}`);
    }
    const start = this.getAttribute("position") || null;
    const moves = (this.getAttribute("moves") || "").split(/\s+/).filter(Boolean);
    try {
      await this.newGame({ game, options, start, moves });
      // A diagram opens on its first position and can step through its moves.
      if (!this.interactive && moves.length) await this.browse(0);
    } catch (error) {
      this._fail(error.type ?? "EngineError", error.message);
    }
  }

  /** Paint the first position of `game` (the site's first game if none) before Python
   * answers, when the build wrote it: its default options, or the same ones. Not clickable. */
  async previewGame({ game, options = {}, start = null, moves = [] } = {}) {
    if (start || moves.length) return;
    const views = await loadFirstViews();
    const view = views[game ?? Object.keys(views)[0]];
    const same = view && Object.entries(options ?? {}).every(([k, v]) => String(view.board.options[k]) === String(v));
    if (same) this.preview(view);
  }

  /** Draw a saved `{board, scene}` while the board is still loading. */
  preview(preview) {
    if (this.s.view || this.s.status !== "loading" || !preview?.board?.places || !preview.scene) return;
    this.s.board = preview.board;
    this.s.shown = { pieces: [], regions: [], marks: [], last: [], legal: [], scores: [], ...preview.scene };
    this.update();
  }

  /** The position is shown and can be played (a click now is answered as soon as the record
   * below is refreshed): say how Python started (data-boot) and mark the moment. */
  _markStarted() {
    const boot = engine().startup?.boot;
    if (boot) this.dataset.boot = boot;
    markOnce("py-games:ready");
  }

  _begin(base, view, redo = []) {
    this.s.base = base;
    this.s.board = view.board;
    this.line.reset(view.history.moves, view.history.movers, redo);
  }

  _onStage({ stage, text, progress }) {
    if (this.s.status !== "loading") return;
    this.loadingEl.querySelector(".stage").textContent = text;
    const bar = this.loadingEl.querySelector("progress");
    bar.max = 1;
    bar.value = progress ?? 0;
    if (stage === "failed") this._fail("EngineUnavailable", text);
  }

  _fail(type, message) {
    this._setStatus("error");
    this.loadingEl.hidden = true;
    if (!this.s.view) {
      // Nothing to show: say so plainly rather than draw an empty grid that looks like a board.
      this.s.shown = null;
      this.canvas.hidden = true;
      this.messageEl.classList.add("failed");
    }
    this._say(message);
    this._ready.settle.reject(new EngineError(type, message));
    this.dispatchEvent(new CustomEvent("error", { detail: { type, message } }));
    this.update();
  }

  // -- talking to Python -------------------------------------------------------------------

  /** Run `task` in the queue once the board is ready. The wait happens outside the queue:
   * the board becomes ready through newGame(), itself a task of the queue, so a task that
   * waited inside the queue would wait on itself (undo pressed while Python loads). */
  async _whenReady(task) {
    await this._ready;
    return this._enqueue(task);
  }

  _enqueue(task) {
    // One request at a time per board, in order: a fast double click cannot play twice.
    const run = this._queue.then(task);
    this._queue = run.catch(() => {});
    return run;
  }

  async _call(fn, args) {
    const previous = this.s.status;
    this._setStatus("thinking");
    try {
      return await engine().call(fn, { ...this.s.base, ...args });
    } finally {
      // The computer's turn keeps "thinking"; otherwise back to what it was (or, if the
      // computer thought meanwhile and stopped, to what the position says).
      if (this.s.status === "thinking" && !this.s.computer) {
        this._setStatus(previous === "thinking" ? this._restStatus() : previous);
      }
    }
  }

  _restStatus() {
    const view = this.s.view;
    if (!view) return this.s.status;
    return view.outcome ? "over" : this.s.computer ? "thinking" : "ready";
  }

  // -- seats and the computer --------------------------------------------------------------

  /** Set the `players` attribute from newGame()/loadRecord() (undefined: leave it). */
  _setPlayers(players) {
    if (players === undefined) return;
    this._quietPlayers = true;
    try {
      this.players = players;
    } finally {
      this._quietPlayers = false;
    }
  }

  _seatsInfo() {
    const players = this.s.board?.players ?? [];
    const key = `${this.players}\n${players.length}\n${levelList?.length ?? -1}`;
    if (this._seatsKey !== key) {
      this._seatsKey = key;
      this._seatsCache = parseSeats(this.players, players, levelList ?? []);
    }
    return this._seatsCache;
  }

  /** The computer's level for `player`'s seat, or null for a person (every seat of a diagram). */
  _computerLevel(player) {
    if (!this.interactive) return null;
    const seat = this._seatsInfo().seats[player];
    return seat === undefined || seat === "human" ? null : seat;
  }

  _hasPerson() {
    const seats = this._seatsInfo().seats;
    return !this.interactive || !seats.length || seats.includes("human");
  }

  _seatsChanged() {
    this._interrupt();
    this._renderMessage(); // a problem with the new seats is said at once
    if (!this.s.view) return;
    this._maybeThink();
    this.dispatchEvent(new CustomEvent("update", { detail: this._whole(this.s.shown ?? this.s.view) }));
  }

  /** Stop whatever the computer does for this board: its search stops after the slice under
   * way (and is forgotten), its step is not played, a hint is dropped. */
  _interrupt() {
    this._gen++;
    this._clearHint();
    if (this.s.computer) this._stopThinking();
  }

  _stopThinking() {
    this.s.computer = null;
    if (this.s.status === "thinking") this._setStatus(this._restStatus());
    this._renderMessage();
    this.update();
  }

  /** If a seat of the computer is to move in the live position of a playable board, play its
   * step. Called whenever the live position is shown (in the board's queue). */
  _maybeThink() {
    const s = this.s;
    if (s.computer || !this._connected || !s.view || s.view.outcome || this.line.browse !== null) return;
    const level = this._computerLevel(s.view.to_move);
    if (level !== null) this._think(level);
  }

  async _think(level) {
    const gen = this._gen;
    const current = () => gen === this._gen;
    const started = performance.now();
    const ply = this.line.length;
    this.s.computer = { who: seatName(this.s.board, this.s.view.to_move), progress: 0 };
    this._setStatus("thinking");
    this._renderMessage();
    this.update();
    let step;
    try {
      step = await this._search(level, "play", current, (progress) => {
        this.s.computer.progress = progress;
        this._renderMessage();
      });
      if (step === null) return;
      await sleep(started + PAUSE_MS - performance.now());
      if (!current()) return;
      // Played as a person's step is, in the queue; not if anything changed the line since.
      await this._enqueue(async () => {
        if (!current() || this.line.length !== ply || this.line.browse !== null) return;
        await this._playStep(step, current);
      });
    } catch (error) {
      if (!current()) return;
      this._stopThinking();
      this._say(`The computer could not play: ${error.message}`);
    }
  }

  /** Search the live position at `level` while `current()`: the step, or null once
   * interrupted (see computer.js). */
  _search(level, purpose, current, onProgress) {
    return searchStep({ ...this.s.base, moves: [...this.line.moves] }, level, purpose, current, onProgress);
  }

  /** Show the step the computer (level 2) would play for the person to move: its places are
   * marked on the board and the message line says it. Resolves to the step, or null when no
   * person is to move or the hint was overtaken (a click, a step, an undo). */
  async hint() {
    await this._ready;
    if (!this.personToMove) return null;
    this._clearHint();
    const gen = this._gen, hintGen = this._hintGen, view = this.s.view;
    const current = () => gen === this._gen && hintGen === this._hintGen && this.s.view === view;
    this._hintSay("Looking for a hint…");
    let step;
    try {
      step = await this._search(HINT_LEVEL, "hint", current, () => {});
    } catch (error) {
      if (current()) this._hintSay(error.message);
      return null;
    }
    if (step === null || !current()) return null;
    const entry = view.legal.find((e) => e.step === step);
    const ghosts = entry?.pieces ??
      (entry?.cells ?? []).map((at, i) => ({ at, look: entry.looks[i], owner: view.to_move })).filter((g) => g.look);
    this.s.hint = { step, cells: entry?.cells ?? [], ghosts };
    this._hintSay(`Hint: ${step}${entry?.label && entry.label !== step ? ` (${entry.label})` : ""}`);
    this.update();
    return step;
  }

  _hintSay(text) {
    this._hintSaid = text;
    this._say(text);
  }

  /** Drop the hint shown (or looked for): any click or step does. */
  _clearHint() {
    this._hintGen++;
    const shown = this.s.hint;
    this.s.hint = null;
    if (this._hintSaid && this._said === this._hintSaid) this._say("");
    this._hintSaid = "";
    if (shown) this.update();
  }

  /** The record's text grows with the game: it is asked for after the frame showing a step is
   * painted, so no click waits for it (recordText() waits for the current one). */
  _refreshRecordLater() {
    requestAnimationFrame(() => this._refreshRecord().catch(() => {}));
  }

  async _refreshRecord() {
    const { text } = await engine().call("record", { ...this.s.base, moves: this.line.moves });
    this.s.record = text;
    return text;
  }

  _whole(scene) {
    return { ...this.s.board, ...scene, moves: this.moves, movers: [...this.line.movers] };
  }

  _show(view, { keepLive = false, announce = false, prefix = "" } = {}) {
    if (!keepLive) this.s.view = view;
    this.s.shown = view;
    this.s.clicks = [];
    this.s.flipped = false;
    this.s.picking = null;
    this.pickerEl.hidden = true;
    this.loadingEl.hidden = true;
    this.canvas.hidden = false;
    this.messageEl.classList.remove("failed");
    this._setStatus(this._restStatus());
    this.dataset.toMove = this.s.view.to_move ?? "";
    const words = describe(this.s.board, view);
    this.canvas.setAttribute("aria-label", `${this.s.board.title} board. ${words}`);
    this._clearHint();
    this._say("");
    if (announce) this._announce(`${prefix} ${words}`.trim());
    if (!keepLive) this._maybeThink(); // the computer's turn begins as its position shows
    this.update();
    this.dispatchEvent(new CustomEvent("update", { detail: this._whole(view) }));
  }

  _setStatus(status) {
    this.s.status = status;
    this.dataset.status = status;
  }

  _step(go) {
    const target = this.line.target(go);
    if (target !== undefined) this.browse(target);
  }

  _cancel() {
    cancel(this);
  }

  // -- words -------------------------------------------------------------------------------

  _describePlace(name) {
    const s = this.s;
    const playable = s.view && nextPlaces(s.view.legal, s.clicks, s.flipped).includes(name);
    return describePlace(s.board, s.shown, name, playable);
  }

  /** The message line: `text`, else the computer thinking, else what is wrong with the seats. */
  _say(text) {
    this._said = text;
    this._renderMessage();
  }

  _renderMessage() {
    const computer = this.s.computer;
    const thinking = computer ? `${computer.who} is thinking…` : "";
    const text = this._said || thinking || this._seatsInfo().problem;
    if (this.saidEl.textContent !== text) this.saidEl.textContent = text;
    this.messageEl.classList.toggle("blank", !text);
    this.messageEl.classList.toggle("thinking", Boolean(computer) && !this._said);
    this.thinkEl.hidden = !computer;
    this.thinkEl.value = computer?.progress ?? 0;
  }

  _announce(text) {
    // Re-set even identical text so that screen readers speak it again.
    this.liveEl.textContent = "";
    requestAnimationFrame(() => (this.liveEl.textContent = text));
  }

  // -- drawing -----------------------------------------------------------------------------

  /** Schedule one redraw on the next animation frame (many updates, one frame). */
  update() {
    this._changed = true; // the frame showing a change is announced as `drawn`
    this._schedule();
  }

  /** Keep drawing while pieces glide; those frames alone are not `drawn` events. */
  _schedule() {
    if (this._frame) return;
    this._frame = requestAnimationFrame((now) => {
      this._frame = 0;
      this._draw(now);
    });
  }

  /** Make place positions match the screen before a hit test: draw now only if the board
   * itself changed; otherwise rescaling is enough (a click does not wait for a redraw). */
  _flush() {
    if (this._frame && this.s.board && this.s.rendered !== this.s.board) {
      cancelAnimationFrame(this._frame);
      this._frame = 0;
      this._draw(performance.now());
    } else {
      this.s.renderer?.use(this.s.shown);
      this.s.renderer?.resize(this.clientWidth || 320);
    }
  }

  _draw(now) {
    const { board, shown } = this.s;
    if (board && this.s.rendered !== board) {
      this.s.renderer = placesRenderer(board, { motion: !reducedMotion?.matches });
      this.s.rendered = board;
      this.s.cursor = null;
    }
    const renderer = this.s.renderer;
    const ctx = this.canvas.getContext("2d");
    const cssWidth = this.clientWidth || 320;
    if (renderer && shown) renderer.use(shown, now);
    const cssHeight = renderer ? renderer.resize(cssWidth) : cssWidth;
    const dpr = window.devicePixelRatio || 1; // crisp lines on high-DPI screens
    if (this.canvas.width !== Math.round(cssWidth * dpr) || this.canvas.height !== Math.round(cssHeight * dpr)) {
      this.canvas.width = Math.round(cssWidth * dpr);
      this.canvas.height = Math.round(cssHeight * dpr);
      this.canvas.style.height = `${cssHeight}px`;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, cssWidth, cssHeight);
    this.stepsEl.hidden = this.interactive || !this.line.length;
    this.captionEl.textContent = !this.interactive && this.s.view && shown ? caption(board, shown, this.line) : "";
    this._updateStepButtons();
    if (!renderer || !shown) return this._drawPlaceholder(ctx, cssWidth, cssHeight);
    if (renderer.draw(ctx, this._frameOf(shown), now)) this._schedule();
    markOnce("py-games:painted");
    if (this._changed) this.dispatchEvent(new CustomEvent("drawn"));
    this._changed = false;
  }

  /** What to draw this frame, from the scene shown and the clicks so far. */
  _frameOf(shown) {
    const s = this.s;
    // A preview painted before Python answers shows no targets: nothing can be played yet.
    // Nothing to play while the computer plays its turn: no targets are shown.
    const live = s.view && this.line.browse === null && this.interactive && s.status !== "over" && !s.computer;
    let targets = live ? nextPlaces(s.view.legal, s.clicks, s.flipped) : [];
    let selected = live ? s.clicks : [];
    // A hint marks the places of the step it names, and what the step would put there.
    const hint = live && s.hint && !s.clicks.length ? s.hint : null;
    if (hint) selected = hint.cells;
    // A diagram can show where a step goes: `targets="1,-2"` marks the places the next click
    // can take after clicking 1,-2 (`targets=""`: where a step can start).
    const shownSteps = this.getAttribute("targets");
    if (!live && shownSteps !== null && s.view && shown === s.view) {
      selected = shownSteps.split(/\s+/).filter(Boolean);
      targets = nextPlaces(s.view.legal, selected);
    }
    const styles = getComputedStyle(this.canvas);
    const css = (name, fallback) => styles.getPropertyValue(name).trim() || fallback;
    return {
      scene: shown,
      selected,
      targets,
      previews: hint ? hint.ghosts : live ? previews(this, targets) : [],
      showRegions: s.showGroups,
      cursor: s.cursor && this.shadowRoot.activeElement === this.canvas ? s.cursor : null,
      colors: {
        paper: css("--board-paper", "#f6f1e3"),
        ink: css("--board-ink", "#4a4335"),
        focus: css("--board-focus", "#111"),
        warn: css("--board-warn", "#8a3300"),
        last: "rgba(255, 196, 0, 0.35)",
        lastEdge: "#f0b400",
        ring: "#e0338a", // a mid tone: its stripes show on black and on white alike
        selected: "rgba(0, 114, 178, 0.25)",
        target: seat(shown.to_move ?? 0).tint,
        targetEdge: seat(shown.to_move ?? 0).color,
      },
    };
  }

  _updateStepButtons() {
    const n = this.line.length;
    const at = this.line.at;
    for (const button of this.stepsEl.querySelectorAll("button")) {
      const go = button.dataset.go;
      button.disabled = go === "first" || go === "back" ? at <= 0 : at >= n;
    }
  }

  _drawPlaceholder(ctx, w, h) {
    // Never a blank board: a faint grid while loading a position nobody could paint earlier.
    const styles = getComputedStyle(this.canvas);
    ctx.fillStyle = styles.getPropertyValue("--board-paper").trim();
    ctx.fillRect(0, 0, w, h);
    ctx.globalAlpha = 0.25;
    ctx.strokeStyle = styles.getPropertyValue("--board-ink").trim();
    ctx.beginPath();
    for (let i = 1; i < 6; i++) {
      ctx.moveTo((w * i) / 6, 0); ctx.lineTo((w * i) / 6, h);
      ctx.moveTo(0, (h * i) / 6); ctx.lineTo(w, (h * i) / 6);
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}

customElements.define("py-games-board", PyGamesBoard);

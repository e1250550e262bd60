// <py-games-board>: one board, the same element on every page (player, rules, embeds).
//
//   <script type="module" src="board.js"></script>
//   <py-games-board game="contiguous" options='{"size": 5}' moves="c3 d4" interactive>
//   </py-games-board>
//
// The element knows how to draw and how to turn a click into a cell name; everything about the
// rules (legal steps, scores, whose turn, why a click is refused) is asked of Python through
// the page's one shared worker (engine.js). Its state is a plain object; every change goes
// through `update()`, which schedules one redraw per animation frame.
//
// For scripts and tests: attributes data-status (loading | ready | thinking | over | error) and
// data-to-move; `ready`, `position`, `record`, `view`, `moves`, `legalMoves()`, `play(step)`,
// `undo()`, `redo()`, `cellCenter(cell)`; events `move`, `gameover`, `error`, `update`.

import { engine, EngineError } from "./engine.js";
import { onSchemeChange, seatName } from "./render/pieces.js";
import { squareBoard } from "./render/square.js";

const RENDERERS = { square: squareBoard };

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
.message:empty { visibility: hidden; }
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
          border: 1px solid #888; border-radius: 6px; box-shadow: 0 2px 8px #0004; }
.picker[hidden] { display: none; }
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

// The first view of every game at its default options, written by build.py, so a board can
// paint its real starting position before Python has started.
let firstViews = null;
function loadFirstViews() {
  firstViews ??= fetch(new URL("./manifest.json", import.meta.url))
    .then((response) => (response.ok ? response.json() : {}))
    .then((manifest) => manifest.first_views ?? {})
    .catch(() => ({}));
  return firstViews;
}

export class PyGamesBoard extends HTMLElement {
  // `players` (computer seats) comes with the AI; until then every seat is a person.
  static observedAttributes = ["game", "options", "position", "moves", "interactive"];

  constructor() {
    super();
    this.s = {
      game: null, // the request base: {game, options, start}
      moves: [], // steps of the line being played
      redo: [], // steps undone, last undone at the end
      view: null, // Python's view of the end of the line
      shown: null, // the view drawn (an earlier one while browsing)
      browse: null, // ply being looked at, or null for the live position
      selected: [], // cells clicked so far of a step that needs several
      cursor: null,
      hover: null,
      showGroups: false,
      status: "loading",
      renderer: null,
      renderedLayout: null,
    };
    this._queue = Promise.resolve();
    this._frame = 0;
    this._connected = false;
    this._ready = this._newReady();

    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${STYLE}</style>
      <canvas part="canvas" tabindex="0" role="application"
              aria-roledescription="game board" aria-label="Game board"></canvas>
      <div class="loading" part="loading"><div><span class="stage">Loading…</span>
        <progress max="1" value="0"></progress></div></div>
      <div class="picker" part="picker" role="menu" hidden></div>
      <div class="steps" part="steps" hidden>
        <button type="button" data-go="first" aria-label="First position">${icon("first")}</button>
        <button type="button" data-go="back" aria-label="Previous step">${icon("back")}</button>
        <button type="button" data-go="forward" aria-label="Next step">${icon("forward")}</button>
        <button type="button" data-go="last" aria-label="Last position">${icon("last")}</button>
      </div>
      <p class="caption" part="caption"></p>
      <p class="message" part="message" role="status"></p>
      <div class="sr-only" aria-live="polite"></div>`;
    this.canvas = root.querySelector("canvas");
    this.messageEl = root.querySelector(".message");
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
    this._bind();
    this._unsubscribe = engine().onStage((stage) => this._onStage(stage));
    this._unscheme = onSchemeChange(() => this.update()); // seat colours follow the theme
    this._resizeObserver = new ResizeObserver(() => this.update());
    this._resizeObserver.observe(this);
    this._reload();
  }

  disconnectedCallback() {
    this._connected = false;
    this._unsubscribe?.();
    this._unscheme?.();
    this._resizeObserver?.disconnect();
    cancelAnimationFrame(this._frame);
  }

  attributeChangedCallback(name, before, after) {
    if (!this._connected || before === after) return;
    if (name === "interactive") return this.update();
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
  get record() { return this.s.view?.record ?? ""; }
  get view() { return this.s.view; }
  get moves() { return [...this.s.moves]; }
  get redoMoves() { return [...this.s.redo]; }
  get canUndo() { return this.s.moves.length > 0; }
  get canRedo() { return this.s.redo.length > 0; }
  get browsing() { return this.s.browse; }
  get interactive() { return this.hasAttribute("interactive"); }

  get showGroups() { return this.s.showGroups; }
  set showGroups(on) { this.s.showGroups = Boolean(on); this.update(); }

  async legalMoves() {
    await this._ready;
    return this.s.view.legal.map((entry) => entry.step);
  }

  /** Play one step (its notation); rejects with the engine's reason if it is illegal. */
  play(step) {
    return this._whenReady(async () => {
      const view = await this._call("play", { moves: this.s.moves, step: String(step) });
      const played = view.moves.at(-1);
      // Replaying the step that was undone keeps the rest of the redo list.
      if (this.s.redo.at(-1) === played) this.s.redo.pop();
      else this.s.redo = [];
      this.s.moves = view.moves;
      this._show(view, { announce: true });
      this.dispatchEvent(new CustomEvent("move", {
        detail: { step: played, player: view.movers.at(-1), position: view.position },
      }));
      if (view.outcome) this.dispatchEvent(new CustomEvent("gameover", { detail: view.outcome }));
      return view;
    });
  }

  /** Take back the last step; resolves to false when there is none. */
  undo() {
    return this._whenReady(async () => {
      if (!this.s.moves.length) return false;
      const moves = this.s.moves.slice(0, -1);
      const view = await this._call("view", { moves });
      this.s.redo.push(this.s.moves.at(-1));
      this.s.moves = moves;
      this._show(view, { announce: true, prefix: "Step taken back." });
      return true;
    });
  }

  /** Play again the last step taken back; resolves to false when there is none. */
  redo() {
    return this._whenReady(async () => {
      if (!this.s.redo.length) return false;
      const moves = [...this.s.moves, this.s.redo.at(-1)];
      const view = await this._call("view", { moves });
      this.s.redo.pop();
      this.s.moves = moves;
      this._show(view, { announce: true });
      if (view.outcome) this.dispatchEvent(new CustomEvent("gameover", { detail: view.outcome }));
      return true;
    });
  }

  /** Look at the position after `ply` steps (null: back to the game). Play resumes at the end. */
  browse(ply) {
    return this._whenReady(async () => {
      const n = this.s.moves.length;
      if (ply == null || ply >= n) {
        this.s.browse = null;
        this._show(this.s.view, { announce: true, prefix: "Back to the game." });
        return;
      }
      ply = Math.max(0, ply);
      const view = await this._call("view", { moves: this.s.moves.slice(0, ply) });
      this.s.browse = ply;
      this._show(view, { keepLive: true, announce: true, prefix: `Position after step ${ply} of ${n}.` });
    });
  }

  /** Start another game: `{game, options, start, moves, redo}`; rejects if it cannot load. */
  newGame({ game, options = {}, start = null, moves = [], redo = [] }) {
    if (!this.s.view) this.previewGame({ game, options, start, moves });
    return this._enqueue(async () => {
      await engine().ready;
      const base = { game, options, start };
      const view = await engine().call("view", { ...base, moves });
      this.s.game = base;
      this.s.moves = view.moves;
      this.s.redo = [...redo];
      this.s.browse = null;
      this._show(view, { announce: true, prefix: `New game of ${view.title}.` });
      this._ready.settle.resolve(this);
      return view;
    });
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad. */
  loadRecord(text) {
    return this._enqueue(async () => {
      const loaded = await engine().call("load", { text });
      this.s.game = { game: loaded.game, options: loaded.options, start: loaded.start };
      this.s.moves = loaded.moves;
      this.s.redo = [];
      this.s.browse = null;
      this._show(loaded.view, { announce: true, prefix: "Record loaded." });
      this._ready.settle.resolve(this);
      return loaded;
    });
  }

  /** Where to click for `cell`, in viewport coordinates. */
  cellCenter(cell) {
    this._flush();
    const point = this.s.renderer?.cellCenter(cell);
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
    const same = view && Object.entries(options ?? {}).every(([k, v]) => String(view.options[k]) === String(v));
    if (same) this.preview(view);
  }

  /** Draw `view` (what Python said of a position) while the board is still loading. */
  preview(view) {
    if (this.s.view || this.s.status !== "loading" || !view?.layout) return;
    this.s.shown = view;
    this._layout(view.layout);
    this.update();
  }

  _layout(layout) {
    const key = JSON.stringify(layout);
    if (this.s.renderedLayout === key) return;
    this.s.renderer = RENDERERS[layout.kind](layout);
    this.s.renderedLayout = key;
    this.s.cursor = null;
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
      return await engine().call(fn, { ...this.s.game, ...args });
    } finally {
      if (this.s.status === "thinking") this._setStatus(previous);
    }
  }

  _show(view, { keepLive = false, announce = false, prefix = "" } = {}) {
    if (!keepLive) {
      this.s.view = view;
      this.s.browse = null;
    }
    this.s.shown = view;
    this.s.selected = [];
    this.pickerEl.hidden = true;
    this.loadingEl.hidden = true;
    this.canvas.hidden = false;
    this.messageEl.classList.remove("failed");
    this._layout(view.layout);
    this._setStatus(this.s.view.outcome ? "over" : "ready");
    this.dataset.toMove = this.s.view.to_move ?? "";
    this.canvas.setAttribute("aria-label", `${view.title} board. ${this._describe(view)}`);
    this._say("");
    if (announce) this._announce(`${prefix} ${this._describe(view)}`.trim());
    this.update();
    this.dispatchEvent(new CustomEvent("update", { detail: view }));
  }

  _setStatus(status) {
    this.s.status = status;
    this.dataset.status = status;
  }

  // -- input -------------------------------------------------------------------------------

  _bind() {
    if (this._bound) return;
    this._bound = true;
    const cellFrom = (event) => {
      this._flush();
      const rect = this.canvas.getBoundingClientRect();
      return this.s.renderer?.cellAt(event.clientX - rect.left, event.clientY - rect.top) ?? null;
    };
    this.canvas.addEventListener("pointerup", (event) => {
      if (event.button !== 0) return;
      this._activate(cellFrom(event));
    });
    this.canvas.addEventListener("pointermove", (event) => {
      const cell = event.pointerType === "mouse" ? cellFrom(event) : null;
      if (cell !== this.s.hover) { this.s.hover = cell; this.update(); }
    });
    this.canvas.addEventListener("pointerleave", () => { this.s.hover = null; this.update(); });
    this.canvas.addEventListener("keydown", (event) => this._key(event));
    this.canvas.addEventListener("focus", () => this.update());
    this.canvas.addEventListener("blur", () => this.update());
    this.stepsEl.addEventListener("click", (event) => {
      const go = event.target.closest("button")?.dataset.go;
      if (go) this._step(go);
    });
  }

  _step(go) {
    const n = this.s.moves.length;
    const at = this.s.browse ?? n;
    const target = { first: 0, back: at - 1, forward: at + 1, last: n }[go];
    if (target !== undefined) this.browse(Math.max(0, Math.min(n, target)));
  }

  _key(event) {
    const r = this.s.renderer;
    if (!r) return;
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (!this.interactive) {
      const go = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[event.key];
      if (go) { event.preventDefault(); this._step(go); }
      return;
    }
    if (arrows[event.key]) {
      event.preventDefault();
      const start = this.s.cursor ?? this.s.view?.last?.[0] ?? r.middle;
      this.s.cursor = this.s.cursor ? r.step(start, ...arrows[event.key]) : start;
      this._announce(this._describeCell(this.s.cursor));
      this.update();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (this.s.cursor) this._activate(this.s.cursor);
    } else if (event.key === "Escape") {
      this._cancel();
    }
  }

  _cancel() {
    if (!this.s.selected.length && this.pickerEl.hidden) return;
    this.s.selected = [];
    this.pickerEl.hidden = true;
    this._say("");
    this.update();
  }

  /** A click or Enter on `cell`: continue or complete a step, or say why not. */
  async _activate(cell) {
    if (!cell) return this._cancel(); // a click beside the board cancels a half-made step
    const { status, view } = this.s;
    if (!this.interactive) return;
    if (status === "loading") return this._say("One moment: the rules are still loading.");
    if (status === "error" || !view) return;
    if (this.s.browse !== null) {
      return this._say("You are looking at an earlier position: go back to the game to play.");
    }
    const chosen = [...this.s.selected, cell];
    const fits = view.legal.filter((entry) => chosen.every((c, i) => entry.cells[i] === c));
    if (!fits.length) {
      if (this.s.selected.length) return this._cancel();
      try {
        const { reason } = await engine().call("why_not", { ...this.s.game, moves: this.s.moves, cell });
        return this._say(reason ?? "");
      } catch (error) {
        return this._say(error.message);
      }
    }
    const complete = fits.filter((entry) => entry.cells.length === chosen.length);
    if (complete.length === fits.length && complete.length > 1) return this._pick(complete, cell);
    if (complete.length === 1 && fits.length === 1) {
      this.s.selected = [];
      return this.play(complete[0].step).catch((error) => this._say(error.message));
    }
    this.s.selected = chosen; // more cells to click: highlight where the step can go on
    this.update();
  }

  _pick(entries, cell) {
    // Several steps use exactly these cells (a colour, a tile): offer exactly those.
    this.pickerEl.replaceChildren(...entries.map((entry) => {
      const button = document.createElement("button");
      button.type = "button";
      button.role = "menuitem";
      button.textContent = entry.step;
      button.addEventListener("click", () => {
        this.pickerEl.hidden = true;
        this.play(entry.step).catch((error) => this._say(error.message));
      });
      return button;
    }));
    const at = this.s.renderer.cellCenter(cell);
    this.pickerEl.style.left = `${at.x}px`;
    this.pickerEl.style.top = `${at.y}px`;
    this.pickerEl.hidden = false;
    this.pickerEl.querySelector("button").focus();
  }

  // -- words -------------------------------------------------------------------------------

  _describe(view) {
    const scores = view.scores.map((score, p) => `${seatName(view, p, { symbol: true })}: ${score}`).join(", ");
    const last = view.moves.length
      ? `${seatName(view, view.movers.at(-1), { symbol: true })} played ${view.moves.at(-1)}. `
      : "";
    const next = view.outcome
      ? `Game over: ${view.outcome.text}.`
      : `${seatName(view, view.to_move, { symbol: true })} to move. ${view.hint}`;
    return `${last}${next} Scores: ${scores}.`;
  }

  /** A diagram says which position it shows and whose turn it is (not the player's hint). */
  _caption() {
    const shown = this.s.shown;
    if (this.interactive || !this.s.view || !shown) return "";
    const n = this.s.moves.length;
    const at = this.s.browse ?? n;
    const where = n ? `Position ${at} of ${n}` : "";
    const who = shown.outcome
      ? `Game over: ${shown.outcome.text}`
      : `${seatName(shown, shown.to_move)} to move`;
    return [where, who].filter(Boolean).join(" · ");
  }

  _updateStepButtons() {
    const n = this.s.moves.length;
    const at = this.s.browse ?? n;
    for (const button of this.stepsEl.querySelectorAll("button")) {
      const go = button.dataset.go;
      button.disabled = go === "first" || go === "back" ? at <= 0 : at >= n;
    }
  }

  _describeCell(cell) {
    const view = this.s.shown;
    const piece = view.pieces.find((p) => p.cell === cell);
    if (piece) return `${cell}: ${seatName(view, piece.player, { symbol: true })}`;
    const legal = view.legal.some((entry) => entry.cells[0] === cell);
    return `${cell}: empty${legal ? ", you can play here" : ""}`;
  }

  _say(text) {
    this.messageEl.textContent = text;
  }

  _announce(text) {
    // Re-set even identical text so that screen readers speak it again.
    this.liveEl.textContent = "";
    requestAnimationFrame(() => (this.liveEl.textContent = text));
  }

  // -- drawing -----------------------------------------------------------------------------

  /** Schedule one redraw on the next animation frame (many updates, one frame). */
  update() {
    if (this._frame) return;
    this._frame = requestAnimationFrame(() => {
      this._frame = 0;
      this._draw();
    });
  }

  /** Draw now if a frame is pending, so that geometry (cell positions) matches the screen. */
  _flush() {
    if (!this._frame) return;
    cancelAnimationFrame(this._frame);
    this._frame = 0;
    this._draw();
  }

  _draw() {
    const ctx = this.canvas.getContext("2d");
    const cssWidth = this.clientWidth || 320;
    const { renderer, shown } = this.s;
    const cssHeight = renderer ? renderer.resize(cssWidth) : cssWidth;
    const dpr = window.devicePixelRatio || 1; // crisp lines on high-DPI screens
    if (this.canvas.width !== Math.round(cssWidth * dpr) || this.canvas.height !== Math.round(cssHeight * dpr)) {
      this.canvas.width = Math.round(cssWidth * dpr);
      this.canvas.height = Math.round(cssHeight * dpr);
      this.canvas.style.height = `${cssHeight}px`;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, cssWidth, cssHeight);
    this.stepsEl.hidden = this.interactive || !this.s.moves.length;
    this.captionEl.textContent = this._caption();
    this._updateStepButtons();
    if (!renderer || !shown) return this._drawPlaceholder(ctx, cssWidth, cssHeight);
    // A preview painted before Python answers shows no targets: nothing can be played yet.
    const live = this.s.view && this.s.browse === null && this.interactive && this.s.status !== "over";
    const selected = this.s.selected;
    const targets = live
      ? [...new Set(shown.legal
          .filter((entry) => selected.every((c, i) => entry.cells[i] === c))
          .map((entry) => entry.cells[selected.length])
          .filter(Boolean))]
      : [];
    const groups = this.s.showGroups
      ? shown.details.flatMap((detail, player) =>
          // Size badges on islands of two or more: single cells are plain to see.
          detail.groups.map((cells) => ({ player, cells, label: cells.length > 1 ? String(cells.length) : "" })))
      : null;
    renderer.draw(ctx, {
      pieces: shown.pieces,
      last: shown.last,
      targets,
      selected,
      groups,
      toMove: shown.to_move,
      hover: live ? this.s.hover : null,
      cursor: this.s.cursor && this.shadowRoot.activeElement === this.canvas ? this.s.cursor : null,
    });
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

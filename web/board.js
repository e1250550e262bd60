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
// For scripts and tests: attributes data-status (loading | ready | thinking | over | error) and
// data-to-move; `ready`, `position`, `record`, `recordText()`, `view`, `moves`, `moving`, `legalMoves()`,
// `play(step)`, `undo()`, `redo()`, `browse(ply)`, `cellCenter(place)`; events `move`,
// `gameover`, `error`, `update`, `drawn`.

import { engine, EngineError } from "./engine.js";
import { cancel, bindInput, previews } from "./input.js";
import { Line } from "./line.js";
import { placesRenderer } from "./render/canvas.js";
import { onSchemeChange, seat } from "./render/pieces.js";
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
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets"];

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
      <div class="picker" part="picker" role="menu" aria-label="Choose" hidden></div>
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
    cancelAnimationFrame(this._frame);
  }

  attributeChangedCallback(name, before, after) {
    if (!this._connected || before === after) return;
    if (name === "interactive" || name === "targets") return this.update();
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
  get canUndo() { return this.line.length > 0; }
  get canRedo() { return this.line.redo.length > 0; }
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

  /** Play one step (its notation); rejects with the engine's reason if it is illegal. */
  play(step) {
    return this._whenReady(async () => {
      const view = await this._call("play", { moves: this.line.moves, step: String(step) });
      const { step: played, player } = view.played;
      this.line.played(played, player);
      this._show(view, { announce: true });
      this.dispatchEvent(new CustomEvent("move", {
        detail: { step: played, player, position: view.position },
      }));
      if (view.outcome) this.dispatchEvent(new CustomEvent("gameover", { detail: view.outcome }));
      this._refreshRecordLater();
      return this.view;
    });
  }

  /** Take back the last step; resolves to false when there is none. */
  undo() {
    return this._whenReady(async () => {
      if (!this.line.length) return false;
      const view = await this._call("view", { moves: this.line.moves.slice(0, -1) });
      this.line.undone();
      this._show(view, { announce: true, prefix: "Step taken back." });
      this._refreshRecordLater();
      return true;
    });
  }

  /** Play again the last step taken back; resolves to false when there is none. */
  async redo() {
    await this._ready;
    const step = this.line.redo.at(-1);
    if (step === undefined) return false;
    await this.play(step);
    return true;
  }

  /** Look at the position after `ply` steps (null: back to the game). Play resumes at the end. */
  browse(ply) {
    return this._whenReady(async () => {
      const n = this.line.length;
      if (ply == null || ply >= n) {
        this.line.browse = null;
        this._show(this.s.view, { announce: true, prefix: "Back to the game." });
        return;
      }
      ply = Math.max(0, ply);
      const view = await this._call("view", { moves: this.line.moves.slice(0, ply) });
      this.line.browse = ply;
      this._show(view, { keepLive: true, announce: true, prefix: `Position after step ${ply} of ${n}.` });
    });
  }

  /** Start another game: `{game, options, start, moves, redo}`; rejects if it cannot load. */
  newGame({ game, options = {}, start = null, moves = [], redo = [] }) {
    if (!this.s.view) this.previewGame({ game, options, start, moves });
    return this._enqueue(async () => {
      await engine().ready;
      const base = { game, options, start };
      const view = await engine().call("view", { ...base, moves, board: true, history: true });
      this._begin(base, view, redo);
      this._show(view, { announce: true, prefix: `New game of ${view.board.title}.` });
      await this._refreshRecord();
      this._ready.settle.resolve(this);
      return this.view;
    });
  }

  /** Replace the game by a record's (text); the current game stays if the record is bad. */
  loadRecord(text) {
    return this._enqueue(async () => {
      const loaded = await engine().call("load", { text });
      this._begin({ game: loaded.game, options: loaded.options, start: loaded.start }, loaded.view);
      this._show(loaded.view, { announce: true, prefix: "Record loaded." });
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
      if (this.s.status === "thinking") this._setStatus(previous);
    }
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
    this._setStatus(this.s.view.outcome ? "over" : "ready");
    this.dataset.toMove = this.s.view.to_move ?? "";
    const words = describe(this.s.board, view);
    this.canvas.setAttribute("aria-label", `${this.s.board.title} board. ${words}`);
    this._say("");
    if (announce) this._announce(`${prefix} ${words}`.trim());
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
    if (this._changed) this.dispatchEvent(new CustomEvent("drawn"));
    this._changed = false;
  }

  /** What to draw this frame, from the scene shown and the clicks so far. */
  _frameOf(shown) {
    const s = this.s;
    // A preview painted before Python answers shows no targets: nothing can be played yet.
    const live = s.view && this.line.browse === null && this.interactive && s.status !== "over";
    let targets = live ? nextPlaces(s.view.legal, s.clicks, s.flipped) : [];
    let selected = live ? s.clicks : [];
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
      previews: live ? previews(this, targets) : [],
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

// The board's look and skeleton: its stylesheet (in its shadow root, so a page's styles never
// leak in, while any rule of the page on the element itself still wins over :host) and the
// elements it is made of, found once and handed to the modules that use them.

import { PALETTE } from "../render/looks.gen.js";
import { language, tIn } from "../i18n.js";

/**
 * The board's colours in `scheme` as its custom properties, from Python's palette (the canvas
 * draws the same roles; a page may override any of them on the element).
 * @param {import("../render/looks.gen.js").Scheme} scheme
 */
const colours = (scheme) => ["paper", "ink", "focus", "text", "warn", "accent"]
  .map((role) => `--board-${role}: ${PALETTE[scheme][role].color};`).join(" ");

// :host rules lose to any rule of the host page, so a page can resize or recolour the board
// with plain CSS (py-games-board { width: 20rem; --board-paper: … }). Without one, the board
// takes the column's width up to a comfortable size, and never more than fits the window's
// height with its words and buttons.
const STYLE = `
:host { display: block; position: relative; box-sizing: border-box; user-select: none;
        width: min(100%, 36rem, calc(100vh - 9rem)); min-width: 12rem;
        -webkit-tap-highlight-color: transparent; color-scheme: light;
        ${colours("light")}
        --board-button: #fff;
        /* The board paints what is behind its words, whatever the page paints (scheme.js). */
        background: var(--board-paper); color: var(--board-text); border-radius: 6px; }
/* The scheme is the board's own (its theme attribute, else the page's; see scheme.js). */
:host([data-scheme="dark"]) {
        color-scheme: dark;
        ${colours("dark")}
        --board-button: #3a362e; }
.board { position: relative; margin: 0 auto; }
/* Full screen (the enlarge button): as tall as the screen allows, its own shape kept, and up to
   twice the screen's width where that is narrower (a phone held upright): small cells grow,
   and the board scrolls sideways. */
:host(:fullscreen), :host([data-enlarged]) {
  display: flex; flex-direction: column; justify-content: safe center; overflow: auto;
  padding: .5rem; box-sizing: border-box; }
:host([data-enlarged]) { position: fixed; inset: 0; width: auto; z-index: 2147483647; border-radius: 0; }
:host(:fullscreen) .board, :host([data-enlarged]) .board {
  width: min(200%, calc((100dvh - 7rem) / var(--board-aspect, 1))); flex: none; }
canvas { display: block; width: 100%; touch-action: manipulation; outline: none; }
/* The picture written into the element (build.py, an author's page: py_games.draw): shown with
   no script, and here until the canvas first draws a position, which then covers it in the
   same place and size (both are the picture's frame), so nothing moves. */
slot { display: block; }
::slotted(svg) { display: block; width: 100%; height: auto; }
.board.pictured:not([data-painted]) canvas { position: absolute; inset: 0; visibility: hidden; }
.board.pictured:not([data-painted]) .loading { display: none; }
.board[data-painted] slot { display: none; }
/* On paper: the board and its words, not its buttons. */
@media print { .controls, .message, .loading, .picker { display: none !important; } }
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
          z-index: 1; width: max-content; box-sizing: border-box; }
.picker kbd { font: .8em ui-monospace, monospace; border: 1px solid #8a8170; border-radius: 3px;
              padding: 0 .25em; }
.picker[hidden] { display: none; }
.picker.drawn:not([hidden]) { display: grid; grid-template-columns: repeat(3, auto); }
.picker.drawn button { display: grid; grid-template-columns: auto auto; justify-content: center;
                       align-items: center; gap: .1em .25em; font-size: .8em; padding: .2em .3em;
                       white-space: nowrap; }
.picker canvas { width: 3.4em; height: 3.4em; grid-column: 1 / -1; justify-self: center; }
.picker button:focus-visible { outline: 3px solid var(--board-accent); outline-offset: 1px; }
.status { margin: .3em .3em 0; text-align: center; font: 1em/1.4 system-ui, sans-serif;
          color: var(--board-text); }
.status[hidden], .controls[hidden], .controls > [hidden] { display: none; }
.controls { display: flex; justify-content: center; flex-wrap: wrap; gap: .4em; margin-top: .3em; }
.controls > span { display: flex; gap: .4em; }
.controls button, .picker button { font: .95em system-ui, sans-serif; min-width: 2.6em; min-height: 2.2em;
                                   color: var(--board-text); background: var(--board-button);
                                   border: 1px solid #8a8170; border-radius: 6px; }
.controls button:disabled { opacity: .45; }
.controls svg { width: 1.1em; height: 1.1em; vertical-align: middle; fill: currentColor; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

// Drawn, not typed: ⏮ and ⏭ are missing from many system fonts and showed as empty boxes.
const ICONS = {
  first: "M3 3h2v10H3zM13 3v10L6 8z",
  back: "M11 3v10L4 8z",
  forward: "M5 3v10l7-5z",
  last: "M11 3h2v10h-2zM3 3v10l7-5z",
  enlarge: "M2 2h5v2H4v3H2zM9 2h5v5h-2V4H9zM2 9h2v3h3v2H2zM12 9h2v5H9v-2h3z",
};
/** @param {keyof ICONS} name */
const icon = (name) => `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;

// The board's words and controls below it: an interactive board's status (whose turn, or who
// won and why) and its Undo and Play again; a diagram's step buttons and caption; a button
// that enlarges any board to the whole screen (see controls.js).
const SKELETON = `<style>${STYLE}</style>
  <div class="board" part="board">
    <slot></slot>
    <canvas part="canvas" tabindex="0" role="application"
            aria-roledescription="game board" aria-label="Game board"></canvas>
    <div class="loading" part="loading"><div><span class="stage">Loading…</span>
      <progress max="1" value="0"></progress></div></div>
    <div class="picker" part="picker" role="menu" aria-label="Choose" hidden></div>
  </div>
  <p class="status" part="status" hidden></p>
  <div class="controls" part="controls" hidden>
    <span class="steps" hidden>
      <button type="button" data-go="first" aria-label="First position">${icon("first")}</button>
      <button type="button" data-go="back" aria-label="Previous step">${icon("back")}</button>
      <button type="button" data-go="forward" aria-label="Next step">${icon("forward")}</button>
      <button type="button" data-go="last" aria-label="Last position">${icon("last")}</button>
    </span>
    <span class="play" hidden>
      <button type="button" data-act="undo">Undo</button>
      <button type="button" data-act="again">Play again</button>
    </span>
    <button type="button" data-act="enlarge" aria-label="Full screen" aria-pressed="false">${icon("enlarge")}</button>
  </div>
  <p class="caption" part="caption"></p>
  <p class="message blank" part="message" role="status"><span class="said"></span><progress
     max="1" value="0" aria-label="Thinking" hidden></progress></p>
  <div class="sr-only" aria-live="polite"></div>`;

/**
 * @typedef {Object} Parts  the elements a board is made of
 * @property {ShadowRoot} root
 * @property {HTMLCanvasElement} canvas
 * @property {HTMLElement} loading  shown until Python answers, with its stage and progress
 * @property {HTMLElement} stage
 * @property {HTMLProgressElement} loadingBar
 * @property {HTMLElement} board  the canvas with what is drawn over it (loading, picker)
 * @property {HTMLElement} picker
 * @property {HTMLElement} status  an interactive board's status
 * @property {HTMLElement} controls  the buttons below the board
 * @property {HTMLElement} steps  a diagram's step buttons
 * @property {HTMLElement} play  an interactive board's Undo and Play again
 * @property {HTMLElement} caption  a diagram's words: which position, whose turn
 * @property {HTMLElement} message  the message line
 * @property {HTMLElement} said  its text
 * @property {HTMLProgressElement} thinkingBar  the computer's progress
 * @property {HTMLElement} live  what a screen reader is told
 */

/**
 * The skeleton's words in the board's language (the skeleton is written in English): its
 * labels and buttons; again after a change of language.
 * @param {ShadowRoot} root @param {string} [lang]  the board's (at first: the page's)
 */
export function skeletonWords(root, lang = language()) {
  /** @param {string} selector @param {string} name @param {string} text */
  const set = (selector, name, text) => root.querySelector(selector)?.setAttribute(name, text);
  set("canvas", "aria-roledescription", tIn(lang, "game board"));
  set("canvas", "aria-label", tIn(lang, "Game board"));
  set(".picker", "aria-label", tIn(lang, "Choose"));
  set('[data-go="first"]', "aria-label", tIn(lang, "First position"));
  set('[data-go="back"]', "aria-label", tIn(lang, "Previous step"));
  set('[data-go="forward"]', "aria-label", tIn(lang, "Next step"));
  set('[data-go="last"]', "aria-label", tIn(lang, "Last position"));
  set('[data-act="enlarge"]', "aria-label", tIn(lang, "Full screen"));
  set(".message progress", "aria-label", tIn(lang, "Thinking"));
  const text = (/** @type {string} */ selector, /** @type {string} */ words) => {
    const element = root.querySelector(selector);
    if (element) element.textContent = words;
  };
  text('[data-act="undo"]', tIn(lang, "Undo"));
  text('[data-act="again"]', tIn(lang, "Play again"));
  text(".loading .stage", tIn(lang, "Loading…"));
}

/**
 * Build the board's shadow DOM in `host` and return its parts.
 * @param {HTMLElement} host
 * @returns {Parts}
 */
export function skeleton(host) {
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = SKELETON;
  skeletonWords(root);
  /** @param {string} selector */
  const find = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const message = find(".message");
  const loading = find(".loading");
  const board = find(".board");
  const slot = /** @type {HTMLSlotElement} */ (root.querySelector("slot"));
  slot.addEventListener("slotchange", () => board.classList.toggle("pictured",
    slot.assignedElements().some((child) => child.localName === "svg")));
  return {
    root,
    canvas: /** @type {HTMLCanvasElement} */ (find("canvas")),
    loading,
    stage: /** @type {HTMLElement} */ (loading.querySelector(".stage")),
    loadingBar: /** @type {HTMLProgressElement} */ (loading.querySelector("progress")),
    board,
    picker: find(".picker"),
    status: find(".status"),
    controls: find(".controls"),
    steps: find(".steps"),
    play: find(".play"),
    caption: find(".caption"),
    message,
    said: /** @type {HTMLElement} */ (message.querySelector(".said")),
    thinkingBar: /** @type {HTMLProgressElement} */ (message.querySelector("progress")),
    live: find("[aria-live]"),
  };
}

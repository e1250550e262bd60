// A person at the board: a click or tap made into a step, the first half of a click's path
// (step.js plays the step and shows Python's answer). What a click means comes from click.js
// (Python's legal steps and their click orders); a click that starts no step is explained by
// Python (`why_not`), and so is what a half-made step means where there is something to say
// (its prompt). Several steps on the same places get the picker. A tap that completes a step
// on cells too small for a finger to be sure of (or on a board whose `confirm` attribute is
// `on`) shows the step and waits for a second tap on the same place; `confirm="off"` never
// asks. While Python loads, the first step can be made on the build's first view (early.js:
// drawn at once, played when Python is up). The keyboard's way to the same clicks is keys.js's.

import { click } from "./click.js";
import { coachWait } from "./coached.js";
import { clearHint } from "./computer.js";
import { update } from "./draw.js";
import { make } from "./early.js";
import { announce, say } from "./messages.js";
import { outline, placeAt } from "./painter.js";
import { choiceAt, closePicker, openPicker, pickerOpen } from "./picker.js";
import { earlyScene } from "./players.js";
import { whyNot } from "./session.js";
import { dropClicks } from "./state.js";
import { play } from "./step.js";
import { tIn } from "../i18n.js";

/**
 * @typedef {import("./state.js").Board} Board
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./early.js").Early} Early
 */

// Cells narrower than this (CSS pixels) are small for a fingertip: a tap on them confirms.
const FINGER = 28;

/** Listen to the pointer on `board`'s canvas and picker. @param {Board} board */
export function bindClicks(board) {
  const { canvas, picker } = board.parts;
  canvas.addEventListener("pointerup", (event) => {
    if (event.button !== 0) return;
    activate(board, placeAt(board.paint, board, event.clientX, event.clientY), event.pointerType === "touch");
  });
  canvas.addEventListener("pointermove", (event) => {
    hover(board, event.pointerType === "mouse" ? placeAt(board.paint, board, event.clientX, event.clientY) : null);
  });
  canvas.addEventListener("pointerleave", () => hover(board, null));
  picker.addEventListener("pointerdown", () => { board.picked = true; });
  // A finger's click picks only if its press began on the picker: the click a browser sends
  // after the touch that opened it lands on whatever is under the finger then (a choice), and
  // is no choice of the player's. A mouse's click always began here, and the keyboard's or a
  // screen reader's has no press. Where a click does not say what made it, any click with a
  // press (detail > 0) counts as a finger's.
  picker.addEventListener("click", (event) => {
    const choice = choiceAt(board, event.target);
    const type = /** @type {PointerEvent} */ (event).pointerType;
    const finger = type === undefined ? event.detail !== 0 : type === "touch" || type === "pen";
    if (choice && (board.picked || !finger)) pick(board, choice.step);
  });
  // The choice in focus or under the pointer is drawn on the board, where it would go.
  /** @param {Event} event */
  const focusChoice = (event) => {
    const choice = choiceAt(board, event.target);
    if (!choice) return;
    board.picking = choice.pieces ? choice : null;
    update(board);
  };
  picker.addEventListener("focusin", focusChoice);
  picker.addEventListener("pointerover", focusChoice);
}

/** A new position is shown, or a half-made step is dropped: its clicks, its second tap, the picker.
 * @param {Board} board */
function reset(board) {
  dropClicks(board);
  board.pending = null;
  closePicker(board);
}

/** Forget a half-made step (Esc, a click beside the board). @param {Board} board */
export function cancel(board) {
  clearHint(board);
  if (!board.clicks.length && !pickerOpen(board)) return;
  reset(board);
  say(board, "");
  update(board);
}

/**
 * A click or Enter on `place`: continue or complete a step, or say why not.
 * @param {Board} board @param {string | null} place @param {boolean} [touch]  made by a finger
 */
export function activate(board, place, touch = false) {
  const pending = board.pending;
  board.pending = null;
  if (pending && place === pending.place) return void playNow(board, pending.step); // confirmed
  if (pending) dropClicks(board); // another place: the step shown is not wanted
  if (!place) return cancel(board); // a click beside the board cancels a half-made step
  if (!board.element.hasAttribute("interactive")) return;
  clearHint(board); // any click on the board drops a hint
  const wait = coachWait(board);
  if (wait) return say(board, wait);
  // While Python loads, a step can be made on the build's first view (early.js), once.
  const early = earlyScene(board);
  if (board.status === "loading" && !early) return say(board, loadingWords(board));
  // An earlier position looked at is played from: the step starts a branch (a variation).
  const live = early ?? (board.line.browse === null ? board.live : /** @type {Scene | null} */ (board.shown));
  if (board.status === "error" || !live) return;
  // The computer's turn: answered at once, without asking Python (which is busy searching).
  if (board.computer) return say(board, tIn(board.lang, "Wait for the computer: {player} is thinking.", { player: board.computer.who }));
  const clicked = click(live.legal, board.clicks, place);
  switch (clicked.kind) {
    case "cancel":
      return cancel(board);
    case "select":
      board.clicks = clicked.clicks;
      say(board, "");
      update(board);
      return void (early || prompt(board, clicked.clicks)); // (Python has nothing to say yet)
    case "pick": {
      board.clicks = clicked.clicks;
      const corners = outline(board.paint, board, place);
      if (!corners) return;
      const { clientWidth: width, clientHeight: height } = board.parts.canvas;
      say(board, openPicker(board, clicked.steps, place, { corners, width, height }));
      return update(board);
    }
    case "play":
      if (confirms(board, place, touch)) return ask(board, clicked.step, place, [...board.clicks, place]);
      return void playNow(board, clicked.step);
    case "refuse": // why not is Python's to say: once it is up
      return void (early ? say(board, loadingWords(board)) : refuse(board, clicked.clicks));
  }
}

/** A choice of the picker: its step played, the focus back on the board.
 * @param {Board} board @param {string} step */
export function pick(board, step) {
  return playNow(board, step).finally(() => board.parts.canvas.focus({ preventScroll: true }));
}

/** Whether a step completed on `place` waits for a second tap.
 * @param {Board} board @param {string} place @param {boolean} touch */
function confirms(board, place, touch) {
  const asked = board.element.getAttribute("confirm");
  if (asked === "on" || asked === "off") return asked === "on";
  const corners = touch ? outline(board.paint, board, place) : null;
  if (!corners) return false;
  const xs = corners.map((c) => c.x), ys = corners.map((c) => c.y);
  return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < FINGER;
}

/** Show the completed step (its ghost) and wait for the same place again.
 * @param {Board} board @param {string} step @param {string} place @param {string[]} clicks */
function ask(board, step, place, clicks) {
  board.pending = { step, place };
  board.clicks = clicks;
  // TRANSLATORS: {place} is a cell's name ("c3"), {step} the step in notation
  say(board, tIn(board.lang, "Tap {place} again to play {step}; anywhere else to choose again.", { place, step }));
  update(board);
}

/** Why the clicks start no step, in the rules' words. @param {Board} board @param {string[]} clicks */
async function refuse(board, clicks) {
  try {
    const { reason } = await whyNot(board, clicks);
    say(board, reason ?? "");
  } catch (error) {
    say(board, /** @type {Error} */ (error).message);
  }
}

/** What the clicks so far mean, where Python has something to say (a pair's swap). Asked
 * after the click is shown: the selection never waits for it. @param {Board} board @param {string[]} clicks */
async function prompt(board, clicks) {
  const answer = await whyNot(board, clicks, { quiet: true }).catch(() => null);
  const same = board.clicks.length === clicks.length && clicks.every((c, i) => board.clicks[i] === c);
  if (answer?.prompt && same) say(board, answer.prompt);
}

/**
 * Play a completed step. The page is left as it is until Python answers (a few
 * milliseconds): Chromium paints a frame for any change made on input before it delivers the
 * worker's answer, so clearing the message or the picker now would put the new position a
 * frame later. The answer's redraw clears them; an illegal step clears them here.
 * @param {Board} board @param {string} step
 */
export function playNow(board, step) {
  if (earlyScene(board)) return Promise.resolve(playEarly(board, step));
  board.clicks = [];
  return play(board, step).catch((error) => {
    board.picking = null;
    closePicker(board);
    say(board, error.message);
    update(board);
  });
}

/** A step made on the first view while Python loads: drawn at once (frame.js draws what it
 * puts down), said, and kept for the game Python opens (actions.js plays it then).
 * @param {Board} board @param {string} step */
function playEarly(board, step) {
  board.early = make(/** @type {Early} */ (board.early), step);
  reset(board);
  // TRANSLATORS: {step} is a step in notation ("c3"), made before the rules were loaded
  const words = tIn(board.lang, "{step} will be played as soon as the rules have loaded.", { step });
  say(board, words); // (the message line is a status region: a screen reader hears it)
  announce(board, board.early.step?.label ?? step);
  update(board);
}

/** The words for a click Python must answer while it loads. @param {Board} board */
function loadingWords(board) {
  return tIn(board.lang, "One moment: the rules are still loading.");
}

/** @param {Board} board @param {string | null} place */
function hover(board, place) {
  if (place === board.hover) return;
  board.hover = place;
  update(board);
}

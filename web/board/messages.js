// The board's message line and what a screen reader is told. The line shows, in order of
// precedence: the board's own words (a refused click's reason from Python, a prompt, a hint),
// else that the computer is thinking (with its progress), else what is wrong with the seats.

import { afterPaint, setIfChanged } from "./dom.js";
import { seatsOf } from "./players.js";
import { tIn } from "../i18n.js";

/** @typedef {import("./state.js").Board} Board */

/** Say `text` on the line ("" to clear it). @param {Board} board @param {string} text */
export function say(board, text) {
  board.talk.said = text;
  renderMessage(board);
}

/** Say a hint's words: they go when the hint does (see clearHintWords). @param {Board} board @param {string} text */
export function sayHint(board, text) {
  board.talk.hint = text;
  say(board, text);
}

/** Clear the line if it shows the hint's words. @param {Board} board */
export function clearHintWords(board) {
  if (board.talk.hint && board.talk.said === board.talk.hint) say(board, "");
  board.talk.hint = "";
}

/** A failure with nothing to show instead: framed, so it does not read as a passing note
 * (`failed` false: back to an ordinary line). @param {Board} board @param {boolean} failed */
export function frameFailure(board, failed) {
  board.parts.message.classList.toggle("failed", failed);
}

/** Show what the line says now: its own words, else the computer's turn (whose seat thinks
 * and how far it got), else what is wrong with the seats. @param {Board} board */
export function renderMessage(board) {
  const { message, said, thinkingBar } = board.parts;
  const computer = board.computer;
  const thinking = computer ? tIn(board.lang, "{player} is thinking…", { player: computer.who }) : "";
  const text = board.talk.said || thinking || seatsOf(board).problem;
  if (said.textContent !== text) said.textContent = text;
  message.classList.toggle("blank", !text);
  message.classList.toggle("thinking", Boolean(computer) && !board.talk.said);
  setIfChanged(thinkingBar, "hidden", !computer);
  const progress = computer?.progress ?? 0;
  if (thinkingBar.value !== progress) thinkingBar.value = progress;
}

/**
 * Tell a screen reader `text` (again, even when it is the same as last time), once the frame
 * drawing what it says is painted: changing the live region's text lays the page out, which
 * the board's next frame would otherwise do first (its colours are read from the page's
 * styles, which inside the page's container need its layout). The region is emptied, then
 * given the words a frame later, so that the same words are heard again.
 * @param {Board} board @param {string} text
 */
export function announce(board, text) {
  const talk = board.talk;
  const first = talk.announcing === null;
  talk.announcing = text;
  if (!first) return;
  const live = board.parts.live;
  afterPaint(() => {
    live.textContent = "";
    requestAnimationFrame(() => {
      live.textContent = talk.announcing ?? "";
      talk.announcing = null;
    });
  });
}

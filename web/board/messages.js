// The board's message line and what a screen reader is told. The line shows, in order of
// precedence: the board's own words (a refused click's reason from Python, a prompt, a hint),
// else that the computer is thinking (with its progress), else what is wrong with the seats.

import { afterPaint, setIfChanged } from "./dom.js";

/** @typedef {import("./style.js").Parts} Parts */

export class Messages {
  /** The line's own text; "" when it has none. */
  #said = "";
  /** A hint's text, cleared with the hint. */
  #hint = "";
  /** @type {{who: string, progress: number} | null} */
  #thinking = null;
  #parts;
  #problem;
  /** @type {string | null} the words a screen reader is told next (null: none waiting) */
  #announcing = null;

  /**
   * @param {Parts} parts
   * @param {() => string} problem  what is wrong with the seats, "" when nothing is
   */
  constructor(parts, problem) {
    this.#parts = parts;
    this.#problem = problem;
  }

  /** The line's own text. */
  get said() {
    return this.#said;
  }

  /** Say `text` on the line ("" to clear it). @param {string} text */
  say(text) {
    this.#said = text;
    this.render();
  }

  /** Say a hint's words: they go when the hint does (see clearHint). @param {string} text */
  sayHint(text) {
    this.#hint = text;
    this.say(text);
  }

  /** Clear the line if it shows the hint's words. */
  clearHint() {
    if (this.#hint && this.#said === this.#hint) this.say("");
    this.#hint = "";
  }

  /**
   * The computer's turn: whose seat thinks and how far it got; null when it does not.
   * @param {{who: string, progress: number} | null} thinking
   */
  thinking(thinking) {
    this.#thinking = thinking;
    this.render();
  }

  /** A failure with nothing to show instead: framed, so it does not read as a passing note. */
  failed() {
    this.#parts.message.classList.add("failed");
  }

  /** Back to an ordinary line. */
  recovered() {
    this.#parts.message.classList.remove("failed");
  }

  /** Show what the line says now. */
  render() {
    const { message, said, thinkingBar } = this.#parts;
    const computer = this.#thinking;
    const thinking = computer ? `${computer.who} is thinking…` : "";
    const text = this.#said || thinking || this.#problem();
    if (said.textContent !== text) said.textContent = text;
    message.classList.toggle("blank", !text);
    message.classList.toggle("thinking", Boolean(computer) && !this.#said);
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
   * @param {string} text
   */
  announce(text) {
    const first = this.#announcing === null;
    this.#announcing = text;
    if (!first) return;
    const live = this.#parts.live;
    afterPaint(() => {
      live.textContent = "";
      requestAnimationFrame(() => {
        live.textContent = this.#announcing ?? "";
        this.#announcing = null;
      });
    });
  }
}

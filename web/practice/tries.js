// A puzzle's try, as the practice journal keeps it (py_games/practice/journal.py's `try`): one
// event for each time a puzzle is opened, written at its first outcome, so that a try is kept
// even when the player leaves right after it: the first wrong step is `missed`, the solution
// shown first is `shown`, and a solve is `solved` (right first time, no help) or `hint` (a hint
// was asked first). What follows in the same opening (Try again, a solve after a miss) is not
// another try: it is the same one, already judged.

import { append } from "./journal.js";

/**
 * @typedef {"solved" | "missed" | "hint" | "shown"} Result
 * @typedef {{puzzle: string, difficulty: number, run?: string}} Opened  the puzzle shown
 * @typedef {import("./journal.js").Appended} Appended
 */

/** Follows the puzzle shown and writes its try once. @param {() => number} [now] */
export function tryKeeper(now = () => Date.now()) {
  /** @type {(Opened & {since: number, hint: boolean, done: boolean}) | null} */
  let shown = null;

  /** @param {Result} result @returns {Appended | null} */
  function keep(result) {
    if (!shown || shown.done) return null;
    shown.done = true;
    const at = now();
    const seconds = Math.round(Math.max(0, Math.min(86_400_000, at - shown.since))) / 1000;
    const { puzzle, difficulty, run } = shown;
    return append("try", { puzzle, result, seconds, difficulty, ...(run ? { run } : {}) }, at);
  }

  return {
    /** A puzzle shown anew: its clock starts. @param {Opened} opened */
    open(opened) {
      shown = { ...opened, since: now(), hint: false, done: false };
    },
    wrong: () => keep("missed"),
    hint() {
      if (shown) shown.hint = true;
    },
    solution: () => keep("shown"),
    solved: () => keep(shown?.hint ? "hint" : "solved"),
  };
}

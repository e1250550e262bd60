// What a learner has done, kept in localStorage (offline, on this device only): the tasks
// solved of each game's lesson (`py-games-learn`) and the puzzles solved, with the streak
// (`py-games-puzzles`). Read defensively: a value that is not what it should be (another
// version's, a hand edit, a full or refused storage) reads as nothing done, never an error.
// When a page opens a game it checks that game's progress against what the game has
// (checkProgress): what is damaged is said, kept aside as it was under
// `py-games/unreadable/<time>` (where the player keeps a damaged save, saves.js), and left
// out; what is valid stays.

import { keepAside } from "../aside.js";
import { t } from "../i18n.js";

/**
 * @typedef {{solved: string[]}} LessonProgress  the ids of the tasks solved
 * @typedef {{solved: number[], streak: number, best: number}} PuzzleProgress
 *   the puzzles solved (numbers), right first time in a row now, and the best such run
 */

export const LEARN_KEY = "py-games-learn";
export const PUZZLES_KEY = "py-games-puzzles";

/** The whole value under `key`, an object of games (anything else: empty). @param {string} key */
function readAll(key) {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** @param {string} key @param {string} game @param {object} progress */
function writeGame(key, game, progress) {
  try {
    localStorage.setItem(key, JSON.stringify({ ...readAll(key), [game]: progress }));
  } catch {
    // Storage refused or full: the page goes on, it just will not remember.
  }
}

/** @param {unknown} value @returns {number} a whole number ≥ 0 (else 0) */
const count = (value) => (Number.isInteger(value) && /** @type {number} */ (value) >= 0 ? /** @type {number} */ (value) : 0);

/** @param {string} game @returns {LessonProgress} */
export function lessonProgress(game) {
  const saved = readAll(LEARN_KEY)[game];
  const solved = Array.isArray(saved?.solved) ? saved.solved.filter((/** @type {unknown} */ id) => typeof id === "string") : [];
  return { solved };
}

/** Mark a task solved. @param {string} game @param {string} task */
export function solveTask(game, task) {
  const progress = lessonProgress(game);
  if (!progress.solved.includes(task)) progress.solved.push(task);
  writeGame(LEARN_KEY, game, progress);
  return progress;
}

/** @param {string} game @returns {PuzzleProgress} */
export function puzzleProgress(game) {
  const saved = readAll(PUZZLES_KEY)[game];
  const solved = Array.isArray(saved?.solved)
    ? saved.solved.filter((/** @type {unknown} */ n) => Number.isInteger(n)) : [];
  return { solved, streak: count(saved?.streak), best: count(saved?.best) };
}

/** A puzzle solved; `clean`: right first time with no help (the streak grows, else it starts
 * again). @param {string} game @param {number} number @param {boolean} clean */
export function solvePuzzle(game, number, clean) {
  const progress = puzzleProgress(game);
  if (!progress.solved.includes(number)) progress.solved.push(number);
  progress.streak = clean ? progress.streak + 1 : 0;
  progress.best = Math.max(progress.best, progress.streak);
  writeGame(PUZZLES_KEY, game, progress);
  return progress;
}

/** The streak is broken (a wrong step, a hint, the solution shown). @param {string} game */
export function breakStreak(game) {
  const progress = puzzleProgress(game);
  if (progress.streak === 0) return progress;
  progress.streak = 0;
  writeGame(PUZZLES_KEY, game, progress);
  return progress;
}



/** What is wrong with a game's puzzle progress, for a set of `count` puzzles, and what of it
 * is valid. @param {any} saved @param {number} count */
function checkPuzzles(saved, count) {
  /** @type {string[]} */ const wrong = [];
  const list = Array.isArray(saved?.solved) ? saved.solved : (wrong.push(t("its puzzles solved are not a list")), []);
  const solved = [...new Set(list.filter((/** @type {unknown} */ n) => Number.isInteger(n) && 1 <= Number(n) && Number(n) <= count))];
  if (solved.length !== list.length) wrong.push(t("it lists puzzles the set does not have: its {count} are numbered 1 to {count}, each solved once", { count }));
  /** @param {string} name @returns {number} */
  const whole = (name) => {
    const value = saved?.[name];
    if (Number.isSafeInteger(value) && value >= 0) return value;
    wrong.push(name === "best" ? t("its best streak is not a count") : t("its streak is not a count"));
    return 0;
  };
  const streak = whole("streak"), best = Math.max(whole("best"), streak);
  return { wrong, valid: { solved, streak, best } };
}

/** What is wrong with a game's lesson progress, and what is valid (ids of tasks the lesson no
 * longer has are not damage: the page counts only its tasks). @param {any} saved */
function checkLesson(saved) {
  const list = Array.isArray(saved?.solved) ? saved.solved : null;
  const solved = [...new Set((list ?? []).filter((/** @type {unknown} */ id) => typeof id === "string"))];
  const wrong = !list ? [t("its tasks solved are not a list")]
    : solved.length !== list.length ? [t("its tasks solved are not task names")] : [];
  return { wrong, valid: { solved } };
}

/**
 * Check `game`'s progress on a page (`kind`), a puzzle set's against its `count` puzzles.
 * Damaged progress is kept aside as it was and written back with only what is valid
 * (nothing, when the whole value cannot be read).
 * @param {"lesson" | "puzzles"} kind @param {string} game @param {number} [count]
 * @returns {string} what the page says of it ("" when nothing was damaged)
 */
export function checkProgress(kind, game, count = 0) {
  const key = kind === "lesson" ? LEARN_KEY : PUZZLES_KEY;
  const what = kind === "lesson" ? "lesson" : "puzzle";
  let text, all;
  try {
    text = localStorage.getItem(key);
    if (text === null) return "";
    all = JSON.parse(text);
    if (!all || typeof all !== "object" || Array.isArray(all)) throw new Error("not a list of games");
  } catch {
    if (!text) return ""; // no storage at all: nothing to say
    const kept = keepAside(text);
    try { localStorage.removeItem(key); } catch { /* refused: read as nothing all the same */ }
    if (kept === null) {
      return what === "lesson" ? t("Your lesson progress could not be read, so it starts again from nothing.")
        : t("Your puzzle progress could not be read, so it starts again from nothing.");
    }
    return what === "lesson" ? t("Your lesson progress could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “{key}”.", { key: kept })
      : t("Your puzzle progress could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “{key}”.", { key: kept });
  }
  if (!(game in all)) return "";
  const { wrong, valid } = kind === "lesson" ? checkLesson(all[game]) : checkPuzzles(all[game], count);
  if (!wrong.length) return "";
  const kept = keepAside(JSON.stringify({ [game]: all[game] }));
  writeGame(key, game, valid);
  // TRANSLATORS: {wrong} lists what was damaged, each said by a message of its own
  const values = { wrong: wrong.join("; "), key: kept ?? "" };
  if (kept === null) {
    return what === "lesson" ? t("Your lesson progress here was damaged ({wrong}): only what could be read is kept.", values)
      : t("Your puzzle progress here was damaged ({wrong}): only what could be read is kept.", values);
  }
  return what === "lesson" ? t("Your lesson progress here was damaged ({wrong}): only what could be read is kept; the text was kept aside in this browser's storage as “{key}”.", values)
    : t("Your puzzle progress here was damaged ({wrong}): only what could be read is kept; the text was kept aside in this browser's storage as “{key}”.", values);
}

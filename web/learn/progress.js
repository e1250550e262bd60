// What a learner has done, kept in localStorage (offline, on this device only): the tasks
// solved of each game's lesson (`py-games-learn`) and the puzzles solved, with the streak
// (`py-games-puzzles`). Read defensively: a value that is not what it should be (another
// version's, a hand edit, a full or refused storage) reads as nothing done, never an error.

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

// The coach: a board that teaches a task of a game's lesson (`lesson="GAME"` with `task="ID or
// number"`) or sets a puzzle (`puzzle="GAME/N"`). It asks Python for the task (the bridge's
// `lesson` and `puzzle`: the game, its options, the start, the goal, the marks), lets a person
// play the learner's side only, and after each of the person's steps asks Python about the
// line since the start and acts on its `attempt`: `turn`, nothing; `again`, it plays the
// opponent's `replies` on the board, a step at a time; `right`, it says so and sends `solved`;
// `wrong`, it says why, draws Python's marks and arrows and, for a puzzle, plays the
// refutation, then offers Try again. Every word it shows about the game is Python's.

import { openAsked, redraw } from "./actions.js";
import { ask, request } from "./coach-ask.js";
import { coachSkeleton } from "./coach-view.js";
import { coachActive } from "./coached.js";
import { update } from "./draw.js";
import { fail } from "./loading.js";
import { play } from "./step.js";

/** Before each step the coach plays, so that the learner sees it come. */
const PAUSE_MS = 450;

/**
 * @typedef {"turn" | "again" | "right" | "wrong"} Status
 * @typedef {{status: Status, said: string, marks: string, arrows: string, replies: string[],
 *            refutation?: string[]}} Attempt  Python's judgement of a try (AttemptInfo)
 * @typedef {{id: string, number: number, title?: string, goal: string, options: {[name: string]: unknown},
 *            start: string, game?: string, [more: string]: unknown}} Info  the task or the puzzle
 * @typedef {{game: string, title: string, intro: string, tasks: {id: string, title: string}[]}} Course
 * @typedef {"idle" | "loading" | "play" | "busy" | "right" | "wrong" | "shown" | "error"} Phase
 * @typedef {{kind: "lesson" | "puzzle", info: Info, attempt: Attempt | null, lesson: Course | null,
 *            phase: Phase, helped: boolean, tries: number}} Coaching
 * @typedef {Object} CoachState  what the coach keeps
 * @property {ReturnType<typeof coachSkeleton>} view  its words and buttons
 * @property {Phase} phase
 * @property {"lesson" | "puzzle"} kind
 * @property {Info | null} info
 * @property {Course | null} course
 * @property {Attempt | null} first  the start's: the goal, the task's marks
 * @property {Attempt | null} attempt
 * @property {{marks?: string, arrows?: string} | null} annotations
 * @property {number} generation  bumped by every load and restart: an older answer is dropped
 * @property {boolean} playing  the coach is playing a step: its `move` event is not the learner's
 * @property {boolean} helped  a hint or the solution was shown since the task was loaded
 * @property {number} tries  wrong tries since it was loaded
 * @property {{moves: string[], hint?: boolean, solution?: boolean} | null} told  the request
 *   whose words are said under the goal (null: the start's), asked again in another language
 * @typedef {import("./state.js").Board} Board
 */

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The coach's part of a board whose shadow root is `root`. @param {ShadowRoot} root @returns {CoachState} */
export function createCoach(root) {
  return { view: coachSkeleton(root), phase: "idle", kind: "lesson", info: null, course: null, first: null,
    attempt: null, annotations: null, generation: 0, playing: false, helped: false, tries: 0, told: null };
}

/** Listen to the coach's buttons, and to the steps played on its board. @param {Board} board */
export function bindCoach(board) {
  board.coach.view.box.addEventListener("click", (event) => {
    const act = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.coach;
    if (act === "retry") void retry(board);
    else if (act === "hint") void showHint(board);
    else if (act === "solution") void showSolution(board);
  });
  board.element.addEventListener("move", () => void moved(board));
}

/** @param {Board} board @returns {Coaching | null} */
export function coaching(board) {
  const c = board.coach;
  if (!c.info) return null;
  return { kind: c.kind, info: c.info, attempt: c.attempt, lesson: c.course, phase: c.phase, helped: c.helped, tries: c.tries };
}

/** Load the task or the puzzle the attributes name, and set the board to its start. @param {Board} board */
export async function loadCoach(board) {
  const c = board.coach;
  if (!coachActive(board)) return c.view.hide();
  const generation = ++c.generation;
  c.kind = board.element.hasAttribute("puzzle") ? "puzzle" : "lesson";
  c.helped = false;
  c.tries = 0;
  setPhase(board, "loading");
  let answer;
  try {
    answer = await ask(c.kind, request(board, []));
  } catch (error) {
    if (generation !== c.generation) return;
    const { type, message } = /** @type {{type?: string, message: string}} */ (error);
    setPhase(board, "error");
    return fail(board, type ?? "EngineError", message);
  }
  if (generation !== c.generation) return;
  const info = /** @type {Info} */ (c.kind === "lesson" ? answer.task : answer.puzzle);
  c.info = { ...info, game: info.game ?? answer.game };
  c.course = c.kind === "lesson"
    ? { game: answer.game, title: answer.title, intro: answer.intro, tasks: answer.tasks } : null;
  c.first = answer.attempt;
  board.element.dispatchEvent(new CustomEvent("task", { detail: coaching(board) }));
  await restart(board, generation);
}

/** Back to the start of the task (the element stays, the marks of the start come back). @param {Board} board */
export async function retry(board) {
  if (!board.coach.info) return;
  await restart(board, ++board.coach.generation);
}

/** A puzzle's hint: Python's words and marks for the position now. @param {Board} board */
export async function showHint(board) {
  const c = board.coach;
  if (c.kind !== "puzzle" || c.phase !== "play") return null;
  const generation = c.generation;
  const moves = [...board.line.moves];
  const answer = await ask("puzzle", { ...request(board, moves), hint: true });
  if (generation !== c.generation || !answer.hint) return null;
  c.helped = true;
  c.told = { moves, hint: true };
  c.annotations = { marks: answer.hint.marks ?? "", arrows: answer.hint.arrows ?? "" };
  c.view.say(answer.hint.said);
  await redraw(board);
  board.element.dispatchEvent(new CustomEvent("hint", { detail: answer.hint }));
  return answer.hint;
}

/** A puzzle's solution, played on the board from the start, a step at a time. @param {Board} board */
export async function showSolution(board) {
  const c = board.coach;
  if (c.kind !== "puzzle" || !c.info) return null;
  const generation = ++c.generation;
  c.helped = true;
  const answer = await ask("puzzle", { ...request(board, []), solution: true });
  if (generation !== c.generation) return null;
  const steps = /** @type {string[]} */ (answer.solution ?? []);
  board.element.dispatchEvent(new CustomEvent("solution", { detail: steps }));
  await restart(board, generation, "busy");
  if (!(await playSteps(board, steps, generation))) return null;
  // Asked with `solution`, Python says the end as a solution shown, not as solved.
  const done = await ask("puzzle", { ...request(board, steps), solution: true });
  if (generation !== c.generation) return null;
  c.attempt = done.attempt;
  c.told = { moves: steps, solution: true };
  await mark(board, done.attempt);
  c.view.say(done.attempt.said);
  setPhase(board, "shown");
  return steps;
}

// -- inside ------------------------------------------------------------------------------

/** The task's start on the board, its marks, its goal.
 * @param {Board} board @param {number} generation @param {Phase} [phase] */
async function restart(board, generation, phase = "play") {
  const c = board.coach;
  const info = /** @type {Info} */ (c.info), first = /** @type {Attempt} */ (c.first);
  c.attempt = first;
  c.annotations = { marks: first.marks, arrows: first.arrows };
  setPhase(board, "busy");
  if (!board.element.hasAttribute("interactive")) board.element.setAttribute("interactive", "");
  try {
    await openAsked(board, { game: info.game ?? "", options: /** @type {any} */ (info.options),
      start: info.start, moves: [], players: "" });
  } catch {
    return setPhase(board, "error"); // the board says why
  }
  if (generation !== c.generation) return;
  c.told = null;
  c.view.goal(info.goal);
  // The start's words are the goal itself (shown above): anything else is said under it.
  c.view.say(first.said === info.goal ? "" : first.said);
  setPhase(board, phase);
}

/** A step was played: the learner's (unless the coach is playing) — ask Python about it. @param {Board} board */
async function moved(board) {
  const c = board.coach;
  if (c.playing || c.phase !== "play" || !c.info) return;
  const generation = c.generation;
  const moves = [...board.line.moves];
  setPhase(board, "busy");
  let answer;
  try {
    answer = await ask(c.kind, request(board, moves));
  } catch (error) {
    if (generation !== c.generation) return;
    c.view.say(/** @type {Error} */ (error).message);
    return setPhase(board, "play");
  }
  if (generation !== c.generation) return;
  const attempt = /** @type {Attempt} */ (answer.attempt);
  c.attempt = attempt;
  c.told = { moves };
  board.element.dispatchEvent(new CustomEvent("attempt", { detail: attempt }));
  if (attempt.said) c.view.say(attempt.said);
  if (!(await playSteps(board, attempt.replies ?? [], generation))) return;
  await mark(board, attempt);
  if (attempt.status === "turn" || attempt.status === "again") return setPhase(board, "play");
  if (attempt.status === "right") {
    setPhase(board, "right");
    board.element.dispatchEvent(new CustomEvent("solved", { detail: coaching(board) }));
    return;
  }
  c.tries += 1;
  setPhase(board, "busy");
  if (!(await playSteps(board, attempt.refutation ?? [], generation))) return;
  setPhase(board, "wrong");
}

/** Draw an attempt's marks and arrows (or none) over the position. @param {Board} board @param {Attempt} attempt */
async function mark(board, attempt) {
  const c = board.coach;
  const before = JSON.stringify(c.annotations ?? {});
  c.annotations = { marks: attempt.marks ?? "", arrows: attempt.arrows ?? "" };
  if (JSON.stringify(c.annotations) !== before) await redraw(board).catch(() => {});
}

/** Play `steps` on the board, one after another with a pause before each; false if the
 * task was restarted meanwhile. @param {Board} board @param {string[]} steps @param {number} generation */
async function playSteps(board, steps, generation) {
  const c = board.coach;
  for (const step of steps) {
    await pause(PAUSE_MS);
    if (generation !== c.generation) return false;
    c.playing = true;
    try {
      await play(board, step);
    } catch (error) {
      c.view.say(/** @type {Error} */ (error).message);
      return false;
    } finally {
      c.playing = false;
    }
  }
  return generation === c.generation;
}

/** Show the coach in `phase` (its buttons, the board's controls). @param {Board} board @param {Phase} phase */
export function setPhase(board, phase) {
  const c = board.coach;
  c.phase = phase;
  board.element.dataset.coach = phase;
  c.view.show(coachActive(board) ? phase : "idle", c.kind, board.element.getAttribute("controls"), board.lang);
  update(board);
}

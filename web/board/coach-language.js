// A coached board's words in another language, the learner's steps kept: the task (or puzzle)
// is asked again in the board's new language from its start, and so is what was said last
// about the learner's try (or the hint, or the solution shown), with the same steps. Nothing
// is played again, and the phase, the position and the marks stay as they are.

import { ask, request } from "./coach-ask.js";
import { coaching, loadCoach, setPhase } from "./coach.js";

/** @typedef {import("./state.js").Board} Board
 * @typedef {import("./coach.js").Info} Info */

/** The board's language changed: its coach's words are asked again in it. @param {Board} board */
export async function recoach(board) {
  const c = board.coach;
  // Nothing shown yet (or a failure): loading it is asking it in the new language.
  if (!c.info || !c.first || c.phase === "loading" || c.phase === "error") return loadCoach(board);
  const generation = c.generation, told = c.told;
  let answer, again;
  try {
    [answer, again] = await Promise.all([ask(c.kind, request(board, [])),
      told ? ask(c.kind, { ...request(board, told.moves), ...(told.hint ? { hint: true } : {}),
        ...(told.solution ? { solution: true } : {}) }) : null]);
  } catch {
    return; // the words stay in the language before: nothing the learner did is lost
  }
  // A step, a restart or another task since: their own answers are in the new language.
  if (generation !== c.generation || told !== c.told) return;
  const info = /** @type {Info} */ (c.kind === "lesson" ? answer.task : answer.puzzle);
  c.info = { ...info, game: info.game ?? answer.game ?? c.info.game };
  if (c.kind === "lesson") c.course = { game: answer.game, title: answer.title, intro: answer.intro, tasks: answer.tasks };
  c.first = { ...c.first, said: answer.attempt.said };
  if (told && !told.hint && again?.attempt) c.attempt = { ...(c.attempt ?? again.attempt), said: again.attempt.said };
  else if (!told) c.attempt = c.first;
  c.view.goal(c.info.goal);
  if (!told) c.view.say(answer.attempt.said === c.info.goal ? "" : answer.attempt.said); // as restart says it
  else {
    const said = told.hint ? again?.hint?.said : again?.attempt?.said;
    if (said) c.view.say(said); // (an attempt with no words leaves the line as it was)
  }
  setPhase(board, c.phase); // its buttons' words
  board.element.dispatchEvent(new CustomEvent("task", { detail: coaching(board) }));
}

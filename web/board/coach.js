// The coach: a board that teaches a task of a game's lesson (`lesson="GAME"` with `task="ID or
// number"`) or sets a puzzle (`puzzle="GAME/N"`). It asks Python for the task (the bridge's
// `lesson` and `puzzle`: the game, its options, the start, the goal, the marks), lets a person
// play the learner's side only, and after each of the person's steps asks Python about the
// line since the start and acts on its `attempt`: `turn`, nothing; `again`, it plays the
// opponent's `replies` on the board, a step at a time; `right`, it says so and sends `solved`;
// `wrong`, it says why, draws Python's marks and arrows and, for a puzzle, plays the
// refutation, then offers Try again. Every word it shows about the game is Python's.

import { engine } from "../engine.js";
import { coachSkeleton } from "./coach-view.js";

/** The attributes that make a board a coach. */
export const COACH_ATTRIBUTES = ["lesson", "task", "puzzle"];
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
 * @typedef {Object} CoachHooks  what the element does for the coach
 * @property {(opening: import("./session.js").Opening & {players?: string}) => Promise<unknown>} newGame
 * @property {(step: string) => Promise<unknown>} play
 * @property {() => string[]} moves  the line played since the start
 * @property {() => Promise<unknown>} redraw  ask Python to draw the position again (new marks)
 * @property {(type: string, message: string) => void} fail  the board cannot load
 * @property {() => void} changed  the coach's phase changed: the board draws again
 */

/** Ask the bridge (`lesson`, `puzzle`). @param {string} fn @param {object} args @returns {Promise<any>} */
const ask = (fn, args) => /** @type {any} */ (engine()).call(fn, args);
/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Coach {
  #element;
  #hooks;
  #view;
  /** @type {Phase} */ #phase = "idle";
  /** @type {"lesson" | "puzzle"} */ #kind = "lesson";
  /** @type {Info | null} */ #info = null;
  /** @type {Course | null} */ #course = null;
  /** @type {Attempt | null} */ #first = null; // the start's: the goal, the task's marks
  /** @type {Attempt | null} */ #attempt = null;
  /** @type {{marks?: string, arrows?: string} | null} */ #drawing = null;
  #generation = 0; // bumped by every load and restart: an older answer is dropped
  #playing = false; // the coach is playing a step: its `move` event is not the learner's
  #helped = false; // a hint or the solution was shown since the task was loaded
  #tries = 0; // wrong tries since it was loaded

  /** @param {HTMLElement} element @param {ShadowRoot} root @param {CoachHooks} hooks */
  constructor(element, root, hooks) {
    this.#element = element;
    this.#hooks = hooks;
    this.#view = coachSkeleton(root, {
      retry: () => this.retry(),
      hint: () => this.showHint(),
      solution: () => this.showSolution(),
    });
    element.addEventListener("move", () => void this.#moved());
  }

  /** Whether the element's attributes make it a coach. */
  get active() {
    return COACH_ATTRIBUTES.some((name) => name !== "task" && this.#element.hasAttribute(name));
  }

  /** @returns {Coaching | null} */
  get coaching() {
    if (!this.#info) return null;
    return { kind: this.#kind, info: this.#info, attempt: this.#attempt, lesson: this.#course,
      phase: this.#phase, helped: this.#helped, tries: this.#tries };
  }

  /** What Python draws over the position besides it (null: the board's own attributes). */
  drawing() { return this.active ? this.#drawing ?? {} : null; }

  /** The controls the board shows while coaching: no Undo, no Play again (Try again is ours).
   * @param {string | null} controls the attribute */
  controls(controls) {
    if (!this.active) return controls;
    const words = (controls ?? "status enlarge").split(/\s+/).filter((w) => w !== "undo" && w !== "again");
    return words.join(" ") || "off";
  }

  /** Why a click on the board is not played now ("" when it is). */
  wait() {
    if (!this.active) return "";
    if (this.#phase === "right") return "Solved. Press Start again to play it once more.";
    if (this.#phase === "shown") return "That was the solution. Press Start again to solve it yourself.";
    if (this.#phase === "wrong") return "Press Try again to start over.";
    return this.#phase === "play" ? "" : "One moment: the coach is answering.";
  }

  /** Load the task or the puzzle the attributes name, and set the board to its start. */
  async load() {
    if (!this.active) return this.#view.hide();
    const generation = ++this.#generation;
    this.#kind = this.#element.hasAttribute("puzzle") ? "puzzle" : "lesson";
    this.#helped = false;
    this.#tries = 0;
    this.#set("loading");
    let answer;
    try {
      answer = await ask(this.#kind, this.#request([]));
    } catch (error) {
      if (generation !== this.#generation) return;
      const { type, message } = /** @type {{type?: string, message: string}} */ (error);
      this.#set("error");
      return this.#hooks.fail(type ?? "EngineError", message);
    }
    if (generation !== this.#generation) return;
    const info = /** @type {Info} */ (this.#kind === "lesson" ? answer.task : answer.puzzle);
    this.#info = { ...info, game: info.game ?? answer.game };
    this.#course = this.#kind === "lesson"
      ? { game: answer.game, title: answer.title, intro: answer.intro, tasks: answer.tasks } : null;
    this.#first = answer.attempt;
    this.#element.dispatchEvent(new CustomEvent("task", { detail: this.coaching }));
    await this.#restart(generation);
  }

  /** Back to the start of the task (the element stays, the marks of the start come back). */
  async retry() {
    if (!this.#info) return;
    await this.#restart(++this.#generation);
  }

  /** A puzzle's hint: Python's words and marks for the position now. */
  async showHint() {
    if (this.#kind !== "puzzle" || this.#phase !== "play") return null;
    const generation = this.#generation;
    const answer = await ask("puzzle", { ...this.#request(this.#hooks.moves()), hint: true });
    if (generation !== this.#generation || !answer.hint) return null;
    this.#helped = true;
    this.#drawing = { marks: answer.hint.marks ?? "", arrows: answer.hint.arrows ?? "" };
    this.#view.say(answer.hint.said);
    await this.#hooks.redraw();
    this.#element.dispatchEvent(new CustomEvent("hint", { detail: answer.hint }));
    return answer.hint;
  }

  /** A puzzle's solution, played on the board from the start, a step at a time. */
  async showSolution() {
    if (this.#kind !== "puzzle" || !this.#info) return null;
    const generation = ++this.#generation;
    this.#helped = true;
    const answer = await ask("puzzle", { ...this.#request([]), solution: true });
    if (generation !== this.#generation) return null;
    const steps = /** @type {string[]} */ (answer.solution ?? []);
    this.#element.dispatchEvent(new CustomEvent("solution", { detail: steps }));
    await this.#restart(generation, "busy");
    if (!(await this.#steps(steps, generation))) return null;
    // Asked with `solution`, Python says the end as a solution shown, not as solved.
    const done = await ask("puzzle", { ...this.#request(steps), solution: true });
    if (generation !== this.#generation) return null;
    this.#attempt = done.attempt;
    await this.#mark(done.attempt);
    this.#view.say(done.attempt.said);
    this.#set("shown");
    return steps;
  }

  // -- inside ------------------------------------------------------------------------------

  /** @param {string[]} moves */
  #request(moves) {
    if (this.#kind === "puzzle") return { puzzle: this.#element.getAttribute("puzzle") ?? "", moves };
    const task = this.#element.getAttribute("task");
    return { game: this.#element.getAttribute("lesson") ?? "", ...(task ? { task } : {}), moves };
  }

  /** The task's start on the board, its marks, its goal. @param {number} generation @param {Phase} [phase] */
  async #restart(generation, phase = "play") {
    const info = /** @type {Info} */ (this.#info), first = /** @type {Attempt} */ (this.#first);
    this.#attempt = first;
    this.#drawing = { marks: first.marks, arrows: first.arrows };
    this.#set("busy");
    if (!this.#element.hasAttribute("interactive")) this.#element.setAttribute("interactive", "");
    try {
      await this.#hooks.newGame({ game: info.game ?? "", options: /** @type {any} */ (info.options),
        start: info.start, moves: [], players: "" });
    } catch {
      return this.#set("error"); // the board says why
    }
    if (generation !== this.#generation) return;
    this.#view.goal(info.goal);
    // The start's words are the goal itself (shown above): anything else is said under it.
    this.#view.say(first.said === info.goal ? "" : first.said);
    this.#set(phase);
  }

  /** A step was played: the learner's (unless the coach is playing) — ask Python about it. */
  async #moved() {
    if (this.#playing || this.#phase !== "play" || !this.#info) return;
    const generation = this.#generation;
    this.#set("busy");
    let answer;
    try {
      answer = await ask(this.#kind, this.#request(this.#hooks.moves()));
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#view.say(/** @type {Error} */ (error).message);
      return this.#set("play");
    }
    if (generation !== this.#generation) return;
    const attempt = /** @type {Attempt} */ (answer.attempt);
    this.#attempt = attempt;
    this.#element.dispatchEvent(new CustomEvent("attempt", { detail: attempt }));
    if (attempt.said) this.#view.say(attempt.said);
    if (!(await this.#steps(attempt.replies ?? [], generation))) return;
    await this.#mark(attempt);
    if (attempt.status === "turn" || attempt.status === "again") return this.#set("play");
    if (attempt.status === "right") {
      this.#set("right");
      this.#element.dispatchEvent(new CustomEvent("solved", { detail: this.coaching }));
      return;
    }
    this.#tries += 1;
    this.#set("busy");
    if (!(await this.#steps(attempt.refutation ?? [], generation))) return;
    this.#set("wrong");
  }

  /** Draw an attempt's marks and arrows (or none) over the position. @param {Attempt} attempt */
  async #mark(attempt) {
    const before = JSON.stringify(this.#drawing ?? {});
    this.#drawing = { marks: attempt.marks ?? "", arrows: attempt.arrows ?? "" };
    if (JSON.stringify(this.#drawing) !== before) await this.#hooks.redraw().catch(() => {});
  }

  /** Play `steps` on the board, one after another with a pause before each; false if the
   * task was restarted meanwhile. @param {string[]} steps @param {number} generation */
  async #steps(steps, generation) {
    for (const step of steps) {
      await pause(PAUSE_MS);
      if (generation !== this.#generation) return false;
      this.#playing = true;
      try {
        await this.#hooks.play(step);
      } catch (error) {
        this.#view.say(/** @type {Error} */ (error).message);
        return false;
      } finally {
        this.#playing = false;
      }
    }
    return generation === this.#generation;
  }

  /** @param {Phase} phase */
  #set(phase) {
    this.#phase = phase;
    this.#element.dataset.coach = phase;
    this.#view.show(this.active ? phase : "idle", this.#kind, this.#element.getAttribute("controls"));
    this.#hooks.changed();
  }
}

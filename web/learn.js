// learn.html#game=ID&task=TASK: a game's lesson, one task after another. The board is a coach
// (`<py-games-board lesson="ID" task="TASK">`, board/coach.js): it asks Python for the task,
// lets the learner play and says Python's verdict. This page shows the lesson's title, intro
// and tasks as Python names them (the board's `task` event), ticks the tasks solved (kept in
// localStorage by learn/progress.js, offline), and moves between tasks: Next once solved.

import "./language.js"; // first: the page's language, before any board asks Python
import "./board.js";
import { engine } from "./engine.js";
import { keepOffline } from "./offline.js";
import { checkProgress, lessonProgress, solveTask } from "./learn/progress.js";
import { chooseGame, gameLinks, leaveChoice } from "./learn/page.js";
import { setText, setWords, t, tn } from "./i18n.js";
import { append } from "./practice/journal.js";

keepOffline(engine().ready);

/** @typedef {import("./board/coach.js").Coaching} Coaching */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const main = $("learn"), title = $("title"), intro = $("intro"), heading = $("task-title");
const list = $("tasks"), progressLine = $("progress"), end = $("end");
const previous = /** @type {HTMLButtonElement} */ ($("previous"));
const next = /** @type {HTMLButtonElement} */ ($("next"));

const board = /** @type {import("./board/element.js").PyGamesBoard} */ (document.createElement("py-games-board"));
board.id = "board";
/** @type {Coaching | null} */
let coaching = null;
let game = "";
/** @type {string | null} the task shown, until its try is in the practice journal */
let untried = null;

/** The address's game and task. */
function address() {
  const params = new URLSearchParams(location.hash.slice(1));
  return { game: params.get("game") ?? "", task: params.get("task") };
}

/** Open the lesson and task the address names (the same board: only its attributes change). */
function open() {
  const wanted = address();
  if (!wanted.game) return chooseGame(main, heading, "learn");
  leaveChoice(main);
  if (wanted.game !== game) {
    game = wanted.game;
    coaching = null;
    gameLinks(game);
    $("notice").textContent = checkProgress("lesson", game); // damaged progress is said
    board.setAttribute("lesson", game);
  }
  if (wanted.task) board.setAttribute("task", wanted.task);
  else board.removeAttribute("task");
  if (!board.isConnected) $("board-slot").append(board);
}

/** The address of task `id` of this game's lesson. @param {string} id */
const taskLink = (id) => `#${new URLSearchParams({ game, task: id })}`;

/** Show the lesson as it stands: titles, ticks, the buttons, the end. */
function render() {
  if (!coaching?.lesson) return;
  const { lesson, info } = coaching;
  const solved = new Set(lessonProgress(game).solved);
  setText(title, lesson.title);
  setWords(/** @type {HTMLTitleElement} */ (document.querySelector("title")), "{title} — py-games", { title: lesson.title });
  intro.textContent = lesson.intro;
  const count = lesson.tasks.length;
  setWords(heading, "Task {n} of {count}: {title}", { n: info.number, count, title: info.title ?? "" });
  list.replaceChildren(...lesson.tasks.map((task) => {
    const item = document.createElement("li");
    const tick = document.createElement("span");
    tick.className = "tick";
    tick.textContent = solved.has(task.id) ? "✓" : "";
    const link = document.createElement("a");
    link.href = taskLink(task.id);
    link.textContent = task.title;
    if (task.id === info.id) link.setAttribute("aria-current", "step");
    if (solved.has(task.id)) link.append(Object.assign(document.createElement("span"), { className: "sr-only", textContent: ` ${t("(solved)")}` }));
    item.append(tick, link);
    return item;
  }));
  const done = lesson.tasks.filter((task) => solved.has(task.id)).length;
  progressLine.textContent = tn("{n} of {count} task solved.", "{n} of {count} tasks solved.", count, { n: done, count });
  previous.disabled = info.number <= 1;
  next.disabled = info.number >= count || !solved.has(info.id);
  const last = info.number >= count && solved.has(info.id);
  end.replaceChildren();
  if (last) {
    end.append(done === count ? t("You have finished the lesson.") : t("That was the last task."), " ",
      link("puzzles.html", t("Try the puzzles")), link("play.html", t("Play a game")));
  }
  main.dataset.status = coaching.phase === "right" ? "solved" : "ready";
}

/** @param {string} page @param {string} words */
function link(page, words) {
  return Object.assign(document.createElement("a"), { href: `${page}#game=${encodeURIComponent(game)}`, textContent: words });
}

/** @param {number} step +1 or -1 */
function go(step) {
  const tasks = coaching?.lesson?.tasks ?? [];
  const target = tasks[(coaching?.info.number ?? 1) - 1 + step];
  if (target) location.hash = taskLink(target.id);
}

board.addEventListener("task", (event) => {
  const shown = coaching?.info.id;
  coaching = /** @type {CustomEvent<Coaching>} */ (event).detail;
  // The same task's words again (another language) is not a new try.
  if (coaching.info.id !== shown) untried = `${game}/${coaching.info.id}`;
  render();
});
/** The task's try, once for each time it is opened (the first failure, or its solve), in the
 * practice journal: a failed task comes back for review. @param {boolean} passed */
function keepTry(passed) {
  if (!untried) return;
  const kept = append("lesson", { task: untried, passed });
  untried = null;
  if (!kept.ok) $("notice").textContent = kept.reason;
}
board.addEventListener("attempt", (event) => {
  if (/** @type {CustomEvent<{status: string}>} */ (event).detail.status === "wrong") keepTry(false);
});
board.addEventListener("solved", (event) => {
  coaching = /** @type {CustomEvent<Coaching>} */ (event).detail;
  solveTask(game, coaching.info.id);
  keepTry(true);
  render();
  // A keyboard's learner, whose focus is on the board, goes on with Enter.
  if (document.activeElement === board && !next.disabled) next.focus();
});
board.addEventListener("error", (event) => {
  main.dataset.status = "error";
  setText(heading, /** @type {CustomEvent<{message: string}>} */ (/** @type {unknown} */ (event)).detail.message); // Python's words
});
previous.addEventListener("click", () => go(-1));
next.addEventListener("click", () => go(1));
window.addEventListener("hashchange", open);
open();

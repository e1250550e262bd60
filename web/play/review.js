// Review: every position of the game on the board evaluated by Python's search in the worker
// (the bridge's `review`, a slice at a time: the page never waits on it), with a progress bar
// and Cancel; the evaluations are kept with the saved game, so a page left and reopened goes
// on where it stopped. The graph (graph.js) and the move list mark the steps Python judged, in
// its words; on a judged step the board draws the step the search preferred (Python's marks
// and arrows) and says it in Python's words. A review asked for is the game's main line's: a
// variation played from one of its positions is reviewed beside it (its own positions only,
// reviewed.js), and the main line keeps its evaluations and judgments. "Play from here" starts
// a game from the position shown against the computer. "Hide the engine during play" (on by
// default) shows no evaluation while a game is played (its main line moves on) unless Review
// is asked; off, the review follows the game.

import { engine } from "../engine.js";
import { $, app, input, notice, setHidden } from "./app.js";
import { drawGraph } from "./graph.js";
import { afterPanel } from "./panel.js";
import { afterScrollDrawn } from "./move-list.js";
import { checkedLines, evaluationsOf, filed, fitted, shared, startOf, judgmentWord, summaryWords } from "./reviewed.js";
import { goToSteps } from "./variations.js";
import { mainLine } from "../board/tree.js";
import { t } from "../i18n.js";

/**
 * @typedef {import("../contract.js").ReviewAnswer} ReviewAnswer
 * @typedef {import("../contract.js").EvaluationInfo} EvaluationInfo
 * @typedef {import("../contract.js").ReviewRequest} ReviewRequest
 * @typedef {{game: string, options: {[name: string]: number | string | boolean}, start: string | null,
 *            moves: string[], iterations: number | null, evaluations: EvaluationInfo[], asked: boolean,
 *            lines?: import("./reviewed.js").Side[]}} Kept
 *   what is kept with a saved game: the main line reviewed and its evaluations so far, the
 *   variations' own (reviewed.js), and whether the review is shown (asked for)
 * @typedef {import("./reviewed.js").Answered} Answered
 * @typedef {{switchTo: (load: () => Promise<unknown>) => Promise<void>, saveLater: () => void,
 *            leaving: () => any, keptNotice: (before: any, said: string) => void}} Games
 */

const HIDE_KEY = "py-games/hide-engine"; // localStorage: "off" when the engine shows during play
const SLICE_MS = 60;
// The one worker answers in order: a click on the board waits behind the slice under way. While
// the pointer is on the board (or the board has the focus) a step may come at any moment, so
// the slices are short then, keeping a step drawn within a frame or so; elsewhere long ones
// waste less on the answers between them.
const SLICE_NEAR_MS = 8;
const sliceMs = () => (app.board.matches(":hover, :focus-within") ? SLICE_NEAR_MS : SLICE_MS);
// While a step is being made (a first click marked, the picker open) the next slice waits: the
// step's answer is then the next thing the worker does, not the second.
const MAKING_POLL_MS = 40;
const stepMade = async () => {
  while (app.board.clicks.length) await new Promise((resolve) => setTimeout(resolve, MAKING_POLL_MS));
};

/** @type {Kept | null} */
let kept = null;
/** @type {Answered | null} the main line's last answer */
let mainAnswer = null;
/** @type {Answered | null} the last answer for a variation, the one shown */
let sideAnswer = null;
let seen = ""; // the line on the board at the last update
let token = 0; // names the review running; a new number stops the one before
let run = false; // a review is running
/** @type {Games} */
let games;

const hidden = () => input("hide-engine").checked;

/** The review kept with the save (null: none). */
export const keptReview = () => kept;

/** Playouts per position asked on the page (null: Python's default, the command's). */
function iterations() {
  const n = Number(input("review-iterations").value);
  return input("review-iterations").value && Number.isInteger(n) && n > 0 ? n : null;
}

/** Whether `kept`'s evaluations are of this game (its options and start) at the budget asked. */
function fits() {
  const view = app.board.view;
  return Boolean(kept && view && kept.game === view.board.game && kept.start === view.start
    && JSON.stringify(kept.options) === JSON.stringify(view.board.options) && kept.iterations === iterations());
}

/** The game's main line: the tree's, else the line played. */
function mainMoves() {
  const tree = app.board.tree;
  return tree ? mainLine(tree) : app.board.moves;
}

/** A saved game is open: its review, if it kept one (and goes on if it was running). @param {Kept | null} saved */
export function reviewOpened(saved) {
  stop();
  kept = saved && Array.isArray(saved.evaluations) ? { ...saved, lines: checkedLines(saved.lines) } : null;
  mainAnswer = sideAnswer = null;
  seen = app.board.moves.join(" ");
  if (kept?.iterations) input("review-iterations").value = String(kept.iterations);
  if (kept?.asked) void start();
  else show();
}

/** Start (or go on with) the review: the main line, then the line on the board where it leaves it. */
async function start() {
  const view = app.board.view;
  if (!view) return;
  const mine = ++token;
  run = true;
  kept = fits() && kept ? { ...kept, asked: true }
    : { game: view.board.game, options: view.board.options, start: view.start, moves: [], iterations: iterations(), evaluations: [], asked: true, lines: [] };
  try {
    for (const main of [true, false]) {
      const line = main ? mainMoves() : app.board.moves;
      if (!main && startOf(line, mainMoves())) break; // on the main line: nothing beside it
      if (!(await reviewLine(line, main, mine))) return;
    }
  } catch (error) {
    if (mine === token) notice(t("The review stopped: {error}", { error: /** @type {Error} */ (error).message }));
  }
  if (mine === token) {
    run = false;
    showRunning(false, 1);
    show();
  }
}

/**
 * Review `line` (the main line, or a variation) from the evaluations kept of its positions,
 * filing each answer's; false when another review took over meanwhile.
 * @param {string[]} line @param {boolean} main @param {number} mine
 */
async function reviewLine(line, main, mine) {
  const from = () => evaluationsOf(/** @type {Kept} */ (kept), line);
  const before = main ? mainAnswer : sideAnswer;
  if (before?.got.done && before.moves.join(" ") === line.join(" ") && from().length === line.length + 1) return true;
  const k = /** @type {Kept} */ (kept);
  /** @type {ReviewRequest} */
  const request = { game: k.game, options: k.options, start: k.start, moves: line, evaluations: from() };
  const n = iterations();
  if (n) request.iterations = n;
  if (main) kept = filed(k, line, request.evaluations ?? [], true); // the line reviewed is this one now
  showRunning(true, (request.evaluations?.length ?? 0) / (line.length + 1));
  let id = null;
  for (;;) {
    await stepMade();
    if (mine !== token) return forget(id);
    // The evaluations so far ride along: a review the worker no longer keeps goes on from them.
    /** @type {ReviewAnswer} */
    const got = await engine().call("review", id ? { ...request, review: id, evaluations: from(), slice_ms: sliceMs() } : { ...request, slice_ms: sliceMs() });
    id = got.review;
    if (mine !== token) return forget(id);
    kept = filed(/** @type {Kept} */ (kept), line, got.evaluations, main);
    if (main) mainAnswer = { moves: line, got };
    else sideAnswer = { moves: line, got };
    showRunning(!got.done, got.progress);
    show();
    games.saveLater(); // not each slice: see saveLater
    if (got.done) return true;
  }
}

/** Drop review `id` in the worker (another took over): false. @param {string | null} id */
function forget(id) {
  if (id) engine().call("forget", { review: id }).catch(() => {});
  return false;
}

/** Stop the review running, keeping what it did. */
function stop() {
  token++;
  run = false;
  showRunning(false, 0);
}

/** @param {boolean} running @param {number} progress */
function showRunning(running, progress) {
  $("review-progress").hidden = !running;
  /** @type {HTMLProgressElement} */ ($("review-progress")).value = progress;
  $("review-cancel").hidden = !running;
  /** @type {HTMLButtonElement} */ ($("review-start")).disabled = running || !app.board.view;
  $("review-status").textContent = running ? t("Reviewing… {percent}%", { percent: Math.round(progress * 100) }) : "";
}

/** Show the review as far as it fits the lines on the board (nothing while it is hidden): the
 * main line's, and the variation shown's beside it. */
function show() {
  const view = app.board.view, board = app.board;
  const main = mainMoves(), line = board.moves;
  const ofMain = fitted(fits() && kept?.asked ? mainAnswer : null, main);
  const on = Boolean(view && ofMain.curve.length);
  setHidden("review-graph", !on);
  const branch = shared(line, main); // the steps the line on the board shares with the main line
  const ofSide = fitted(on && branch < line.length ? sideAnswer : null, line);
  const variation = ofSide.curve.length > branch + 1
    ? { from: branch, curve: ofSide.curve.slice(branch), steps: ofSide.steps.filter((s) => s.ply > branch) } : null;
  const ply = board.browsing ?? line.length;
  if (on && view) {
    /** @param {number} p @param {boolean} inVariation */
    const pick = (p, inVariation) => void (inVariation ? board.browse(p >= line.length ? null : p) : goToSteps(main.slice(0, p)))
      .catch((/** @type {Error} */ e) => notice(e.message));
    drawGraph($("review-graph"), { board: view.board, main: ofMain, variation, positions: Math.max(main.length, line.length) + 1, ply, pick });
    const done = mainAnswer?.got.done && mainAnswer.moves.join(" ") === main.join(" ");
    $("review-summary").textContent = !done || !mainAnswer ? "" : mainAnswer.got.summary.map((counts, p) =>
      summaryWords(view.board.players[p].name, counts)).join("; ");
  } else {
    $("review-summary").textContent = "";
  }
  // The line on the board: its steps shared with the main line judged as the main line's.
  const steps = [...ofMain.steps.filter((s) => s.ply <= branch), ...(variation?.steps ?? [])];
  marked = steps;
  markMoves(steps);
  const here = steps.find((s) => s.ply === ply && s.said);
  $("review-said").textContent = here?.said ?? "";
  setDrawing("marks", here?.marks ?? "");
  setDrawing("arrows", here?.arrows ?? "");
  /** @type {HTMLButtonElement} */ ($("play-from-here")).disabled = !view || board.shown?.scene.to_move == null;
}

/** What the review itself drew on the board, so that it takes away only that: an author's or
 * an export's marks on a step the review says nothing of stay. */
const drawn = { marks: "", arrows: "" };

/** @param {"marks" | "arrows"} name @param {string} text */
function setDrawing(name, text) {
  const current = app.board.getAttribute(name) ?? "";
  const ours = drawn[name];
  drawn[name] = text;
  if (current === text || (!text && current !== ours)) return;
  if (text) app.board.setAttribute(name, text);
  else app.board.removeAttribute(name);
}

/** The steps the move list says the review's words of (make.js offers a puzzle of a mistake's). @type {import("../contract.js").ReviewedStep[]} */
let marked = [];
export const markedSteps = () => marked;

/** Python's word for each judged step, after it in the move list. @param {import("../contract.js").ReviewedStep[]} steps */
function markMoves(steps) {
  const judged = new Map(steps.filter((s) => s.judgment).map((s) => [s.ply, s.judgment]));
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ ($("moves").querySelectorAll("button[data-ply]"))) {
    const word = judged.get(Number(button.dataset.ply)) ?? "";
    const mark = button.querySelector(".judgment"), said = judgmentWord(word);
    if ((mark?.textContent ?? "").trim() === said) continue;
    mark?.remove();
    button.className = word ? `judged judged-${word}` : "";
    const label = (button.getAttribute("aria-label") ?? "").replace(/ \([^()]*\)$/, "");
    button.setAttribute("aria-label", word ? `${label} (${said})` : label);
    if (word) button.append(Object.assign(document.createElement("span"), { className: "judgment", textContent: ` ${said}` }));
  }
}

/** A new game from the position shown: the player to move there plays it, the computer the others. */
async function playFromHere() {
  const board = app.board, view = board.view, shown = board.shown;
  if (!view || !shown || shown.scene.to_move == null) return;
  const ply = board.browsing ?? board.moves.length;
  const levels = app.catalog.levels;
  const level = levels[Math.min(2, levels.length - 1)]?.level ?? 2;
  const me = shown.scene.to_move;
  const players = view.board.players.map((_, p) => (p === me ? "human" : String(level))).join(" ");
  const before = games.leaving();
  const { game, options } = view.board;
  await games.switchTo(() => board.newGame({ game, options, start: view.start, moves: board.moves.slice(0, ply), players }));
  games.keptNotice(before, t("A new game from position {at}, against the computer.", { at: ply }));
}

/** Wire the review's controls. @param {Games} of */
export function bindReview(of) {
  games = of;
  input("hide-engine").checked = localStorage.getItem(HIDE_KEY) !== "off";
  $("hide-engine").addEventListener("change", () => {
    localStorage.setItem(HIDE_KEY, hidden() ? "on" : "off");
    if (!hidden() && !run) void start();
    show();
  });
  $("review-start").addEventListener("click", () => void start());
  $("review-cancel").addEventListener("click", () => (stop(), notice(t("Review cancelled; what was evaluated is kept."))));
  $("play-from-here").addEventListener("click", () => playFromHere().catch((error) => notice(error.message)));
  afterPanel(() => markMoves(marked)); // a move list written anew shows the review's words again
  afterScrollDrawn(() => markMoves(marked)); // and its entries drawn as it scrolls
  app.board.addEventListener("update", () => {
    if (!app.current) return; // another game is being put on the board: reviewOpened() follows
    const before = seen, main = mainMoves();
    seen = app.board.moves.join(" ");
    const follows = () => kept && (kept.asked || !hidden()) && !app.board.thinking;
    if (kept && kept.moves.join(" ") !== main.join(" ") && (startOf(kept.moves, main) || startOf(main, kept.moves))) {
      // The game moved on (or back): during play the engine is hidden unless it is shown on purpose.
      if (run) stop();
      if (hidden() && !app.board.view?.scene.outcome) kept = { ...kept, asked: false };
      else if (follows()) void start();
    } else if (kept && (kept.moves.join(" ") !== main.join(" ") || seen !== before)) {
      // Another line of the tree shown (a variation played, gone to, left), or the tree
      // reshaped: the review follows it, the main line's kept.
      if (follows()) void start();
    } else if (!kept && !hidden() && app.board.view && !app.board.thinking) {
      void start();
    }
    /** @type {HTMLButtonElement} */ ($("review-start")).disabled = Boolean(run) || !app.board.view;
    show();
  });
}

// A step played on a board, from the step's notation to its position drawn: the second half of
// a click's path (clicks.js is the first). Python is asked one request at a time, in order
// (the board's queue: a fast double click cannot play twice), the line takes the step, and the
// answer is shown: the scene becomes the one drawn (and the live one, unless an earlier
// position is looked at), a half-made step is dropped, the canvas's label and the screen
// reader's words say what is there (Python's summary), the computer's turn begins, and the
// element tells the page (`update`, `move`, `gameover`). The computer's turn is here too (a
// search a slice at a time, then its step played as a person's is), as are the answers of the
// board's methods (actions.js).

import { engine } from "../engine.js";
import { coachAnnotations } from "./coached.js";
import { clearHint, interrupt, playedFor, stopThinking, turnChanged } from "./computer.js";
import { update } from "./draw.js";
import { asked } from "./language.js";
import { loaded } from "./loading.js";
import { announce, renderMessage, say } from "./messages.js";
import { closePicker } from "./picker.js";
import { level } from "./players.js";
import { PAUSE_MS, searchStep, sleep } from "./seats.js";
import { dropClicks, viewOf } from "./state.js";
import { busy, refreshStatus } from "./status.js";
import { said } from "./words.js";
import { seatName } from "../render/seats.js";
import { tIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").Bridge} Bridge
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../contract.js").PlayAnswer} PlayAnswer
 * @typedef {import("./state.js").Board} Board
 * @typedef {{announce?: string, keepLive?: boolean}} Showing
 *   how to show a position: what to tell a screen reader before the position's summary, and
 *   whether it is an earlier position looked at (the live one is kept)
 * @typedef {{marks?: string, arrows?: string, names?: boolean, regions?: boolean}} Annotations
 *   what a board asks Python to draw besides the position (ViewRequest): an author's marks and
 *   arrows (the `marks` and `arrows` attributes), every place's name (`coordinates`), and the
 *   scoring regions (`showGroups`)
 */

/** Play one step (its notation): a task of the queue once the board is ready.
 * @param {Board} board @param {string} step */
export function play(board, step) {
  return queued(board, async () => playStep(board, step));
}

/**
 * Play a step now (a task already in the queue); `current()` turning false meanwhile (the
 * computer's step, overtaken by an undo) drops it: then null. From an earlier position, or with
 * steps after this one, the step goes into the game tree (a branch unless it is the next step
 * there): nothing is cut off.
 * @param {Board} board @param {string} step @param {() => boolean} [current]
 */
export async function playStep(board, step, current = () => true) {
  const line = board.line;
  const ply = line.at;
  const branching = ply < line.length || line.redo.length > 0 || line.tree !== null;
  const moves = line.moves.slice(0, ply);
  const view = await call(board, "play", branching ? { moves, step, tree: line.whole } : { moves, step });
  if (!current()) return null;
  if (view.tree) line.branched(ply, view.played.step, view.played.player, view.tree);
  else line.played(view.played.step, view.played.player);
  playedFor(board);
  show(board, view.scene);
  moved(board, view);
  if (view.scene.outcome) emit(board, "gameover", view.scene.outcome);
  return view;
}

/** Send the `move` event of a step played. @param {Board} board @param {PlayAnswer} view */
export function moved(board, view) {
  const { step, player } = view.played;
  emit(board, "move", { step, player, position: view.scene.position });
}

/** @param {Board} board @param {string} name @param {unknown} detail */
export function emit(board, name, detail) {
  board.element.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Show a position. @param {Board} board @param {Scene} scene @param {Showing} [showing] */
export function show(board, scene, { announce: words = "", keepLive = false } = {}) {
  if (!keepLive) board.live = scene;
  board.shown = scene;
  dropClicks(board); // a half-made step is gone
  board.pending = null;
  closePicker(board);
  loaded(board);
  refreshStatus(board);
  board.element.dataset.toMove = String(board.live?.to_move ?? "");
  const info = /** @type {BoardInfo} */ (board.board);
  const summary = said(info, scene.summary, board.scheme, board.lang);
  board.parts.canvas.setAttribute("aria-label", `${tIn(board.lang, "{title} board.", { title: info.title })} ${summary} ${scene.told ?? ""}`.trim());
  clearHint(board);
  say(board, "");
  announce(board, `${words} ${summary}`.trim());
  if (!keepLive) maybeThink(board); // the computer's turn begins as its position shows
  update(board);
  emit(board, "update", viewOf(board, scene));
}

/** If a seat of the computer is to move in the live position of a playable board, play its
 * step. Called whenever the live position is shown. @param {Board} board */
export function maybeThink(board) {
  const live = board.live;
  if (board.computer || !board.connected || !live || live.outcome || board.line.browse !== null) return;
  if (live.to_move === null) return;
  const seat = level(board, live.to_move);
  if (seat !== null) void think(board, seat, live.to_move);
}

/** @param {Board} board @param {number} seat the level @param {number} player */
async function think(board, seat, player) {
  const turns = board.turns;
  const generation = turns.generation;
  const current = () => generation === turns.generation;
  const { line, base, board: info } = board;
  const ply = line.length;
  if (!base || !info) return;
  const thinking = { who: seatName(info, player, { scheme: board.scheme, lang: board.lang }), progress: 0 };
  board.computer = thinking;
  renderMessage(board);
  turnChanged(board);
  // The pause counts from when the last step is drawn and sent (`show` asks for this turn
  // before it draws, and the step's `move` event follows): a slow drawing must not eat into it.
  await Promise.resolve();
  const started = performance.now();
  try {
    const step = await searchStep(base, [...line.moves], seat, "play", current, (progress) => {
      thinking.progress = progress;
      renderMessage(board);
    });
    if (step === null) return;
    await sleep(started + PAUSE_MS - performance.now());
    if (!current()) return;
    // Played as a person's step is, in the queue; not if anything changed the line since.
    await enqueue(board, async () => {
      if (!current() || line.length !== ply || line.browse !== null) return;
      await playStep(board, step, current);
    });
  } catch (error) {
    if (!current()) return;
    stopThinking(board);
    say(board, tIn(board.lang, "The computer could not play: {error}", { error: /** @type {Error} */ (error).message }));
  }
}


/** Run `task` once the board is ready (calls made while it loads wait, then run).
 * @template T @param {Board} board @param {() => Promise<T>} task */
export async function whenReady(board, task) {
  await board.ready;
  return task();
}

/** Run `task` after every task before it (one request at a time per board, in order).
 * @template T @param {Board} board @param {() => Promise<T>} task @returns {Promise<T>} */
export function enqueue(board, task) {
  const run = board.queue.then(task);
  board.queue = run.catch(() => {});
  return run;
}

/** A task of the queue, once the board is ready, the computer stopped before and after the
 * wait (so no step of an older line is ever played). @template T @param {Board} board
 * @param {() => Promise<T>} task */
export function queued(board, task) {
  interrupt(board);
  return whenReady(board, () => enqueue(board, async () => {
    interrupt(board);
    return task();
  }));
}

/**
 * Ask Python about this game: the request carries the game, its options and start, and what
 * the board asks to be drawn. The board says it is thinking meanwhile, unless `quiet`.
 * @template {"view" | "play" | "why_not" | "record"} F
 * @param {Board} board @param {F} fn @param {Omit<Bridge[F]["request"], "game">} args @param {boolean} [quiet]
 * @returns {Promise<Bridge[F]["answer"]>}
 */
export async function call(board, fn, args, quiet = false) {
  const done = quiet ? () => {} : busy(board);
  try {
    const annotations = fn === "view" || fn === "play" ? annotationsOf(board) : {};
    return await engine().call(fn, /** @type {Bridge[F]["request"]} */ ({ ...board.base, ...annotations, ...asked(board), ...args }));
  } finally {
    done();
  }
}

/**
 * What the board asks to be drawn: a coach's marks, else what the element's attributes ask
 * (only what is asked: a request stays short), and the regions when they are shown (they are
 * half a late 19×19 picture, so sent only then).
 * @param {Board} board @returns {Annotations}
 */
export function annotationsOf(board) {
  const coached = coachAnnotations(board);
  if (coached) return coached;
  const element = board.element;
  /** @type {Annotations} */
  const annotations = {};
  const marks = element.getAttribute("marks")?.trim(), arrows = element.getAttribute("arrows")?.trim();
  if (marks) annotations.marks = marks;
  if (arrows) annotations.arrows = arrows;
  if (element.hasAttribute("coordinates")) annotations.names = true;
  if (board.showRegions) annotations.regions = true;
  return annotations;
}

// The computer at a board: who plays each seat (the `players` attribute), the computer's turn
// (a search a slice at a time, then its step played as a person's is), hints, and how undo and
// redo step over its turns. Every change of the line (undo, redo, browse, a new game, a record,
// new seats) interrupts it first: a generation counter is bumped, the search checks it after
// every slice and stops, and its step is never played.

import { update } from "./draw.js";
import { open } from "./early.js";
import { clearHintWords, renderMessage, say, sayHint } from "./messages.js";
import { PAUSE_MS, parseSeats, searchStep, sleep } from "./seats.js";
import { viewOf } from "./session.js";
import { refreshStatus } from "./status.js";
import { emit, enqueue, playStep } from "./step.js";
import { seatName } from "../render/seats.js";
import { tIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").LevelInfo} LevelInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./state.js").Board} Board
 */

/** @type {LevelInfo[] | null} the computer's levels as Python names them, from the catalog */
let levels = null;

/** Learn the levels' names from the catalog (once per page). @param {LevelInfo[]} known */
export function learnLevels(known) {
  levels ??= known;
}

/** Who plays each seat, and what is wrong with the `players` text. @param {Board} board */
export function seatsOf(board) {
  const players = board.board?.players ?? [];
  const text = board.element.getAttribute("players") ?? "";
  const key = `${text}\n${players.length}\n${levels?.length ?? -1}\n${board.lang}`;
  const turns = board.turns;
  if (turns.seats?.[0] !== key) turns.seats = [key, parseSeats(text, players, levels ?? [], board.lang)];
  return turns.seats[1];
}

/** @param {Board} board */
const interactive = (board) => board.element.hasAttribute("interactive");

/** The computer's level for `player`'s seat, or null for a person (every seat of a diagram).
 * @param {Board} board @param {number} player */
export function level(board, player) {
  if (!interactive(board)) return null;
  const seat = seatsOf(board).seats[player];
  return seat === undefined || seat === "human" ? null : seat;
}

/** Whether a person plays at all (a diagram's seats, and no seats yet, count as people). @param {Board} board */
function hasPerson(board) {
  const seats = seatsOf(board).seats;
  return !interactive(board) || !seats.length || seats.includes("human");
}

/** Whether a person is to play the live position of a playable board now (not while an
 * earlier position is looked at, nor before Python answers). @param {Board} board */
export function personToMove(board) {
  const { live, status } = board;
  return Boolean(interactive(board) && live && live.to_move !== null && board.line.browse === null &&
    status !== "loading" && status !== "error" && level(board, live.to_move) === null);
}

/** The first view a person may make the first step on now, before Python answers (early.js):
 * a playable board's, while it loads, when a person plays the seat to move. @param {Board} board */
export function earlyScene(board) {
  const scene = open(board.early, board.status === "loading");
  return scene && interactive(board) && scene.to_move !== null && surelyPerson(board, scene.to_move) ? scene : null;
}

/** Whether a person plays `player`'s seat, even before the catalog names the computer's
 * levels (until then, only a seat without a word or with `human` is surely a person's).
 * @param {Board} board @param {number} player */
function surelyPerson(board, player) {
  if (level(board, player) !== null) return false;
  const word = (board.element.getAttribute("players") ?? "").trim().split(/\s+/).filter(Boolean)[player];
  return levels !== null || word === undefined || word.toLowerCase() === "human";
}

/** A step was played (the computer's, or a person's instead): its turn is over. @param {Board} board */
export function playedFor(board) {
  if (board.computer) stop(board);
}

/** Stop whatever the computer does for this board: its search stops after the slice under
 * way (and is forgotten), its step is not played, a hint is dropped. @param {Board} board */
export function interrupt(board) {
  board.turns.generation++;
  clearHint(board);
  if (board.computer) stop(board);
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

/** New seats: whoever is to move may now be the computer, or no longer; the page hears the
 * view again. @param {Board} board */
export function seatsChanged(board) {
  interrupt(board);
  renderMessage(board); // a problem with the new seats is said at once
  const { live, shown } = board;
  if (!live) return;
  maybeThink(board);
  emit(board, "update", viewOf(board, /** @type {Scene} */ (shown ?? live)));
}

/** The ply undo goes back to, or null when there is none: one step back, or against the
 * computer the last position where a person was to move. @param {Board} board */
export function undoTarget(board) {
  const line = board.line;
  const n = line.length;
  if (!n) return null;
  if (!hasPerson(board)) return n - 1;
  for (let ply = n - 1; ply >= 0; ply--) {
    if (level(board, line.movers[ply]) === null) return ply;
  }
  return null;
}

/** @param {Board} board */
export const canUndo = (board) => undoTarget(board) !== null;

/** Whether redo goes on after a step that leads to `scene`: the computer is to move there,
 * and a person plays. @param {Board} board @param {Scene} scene */
export function replaysOn(board, scene) {
  return !scene.outcome && scene.to_move !== null && hasPerson(board) && level(board, scene.to_move) !== null;
}

/**
 * Show the step the computer (level 2) would play for the person to move: its places are
 * marked on the board and the message line says it. Resolves to the step, or null when the
 * hint was overtaken (a click, a step, an undo). @param {Board} board
 */
export async function hint(board) {
  clearHint(board);
  const { live, base, turns } = board;
  if (!live || !base) return null;
  const generation = turns.generation, hintGeneration = turns.hintGeneration;
  const current = () => generation === turns.generation && hintGeneration === turns.hintGeneration && board.live === live;
  sayHint(board, tIn(board.lang, "Looking for a hint…"));
  let step;
  try {
    step = await searchStep(base, [...board.line.moves], null, "hint", current, () => {});
  } catch (error) {
    if (current()) sayHint(board, /** @type {Error} */ (error).message);
    return null;
  }
  if (step === null || !current()) return null;
  const entry = live.legal.find((e) => e.step === step);
  const ghosts = entry?.pieces ??
    (entry?.cells ?? []).map((at, i) => ({ at, look: entry?.looks[i] ?? "", owner: live.to_move })).filter((g) => g.look);
  board.hint = { step, cells: entry?.cells ?? [], ghosts };
  // TRANSLATORS: {step} is notation, {label} Python's words for it
  sayHint(board, entry?.label && entry.label !== step ? tIn(board.lang, "Hint: {step} ({label})", { step, label: entry.label }) : tIn(board.lang, "Hint: {step}", { step }));
  changed(board);
  return step;
}

/** Drop the hint shown (or looked for): any click or step does. @param {Board} board */
export function clearHint(board) {
  board.turns.hintGeneration++;
  const shown = board.hint;
  board.hint = null;
  clearHintWords(board);
  if (shown) changed(board);
}

/** @param {Board} board @param {number} seat the level @param {number} player */
async function think(board, seat, player) {
  const turns = board.turns;
  const generation = turns.generation;
  const current = () => generation === turns.generation;
  const started = performance.now();
  const { line, base, board: info } = board;
  const ply = line.length;
  if (!base || !info) return;
  const thinking = { who: seatName(info, player, { scheme: board.scheme, lang: board.lang }), progress: 0 };
  board.computer = thinking;
  renderMessage(board);
  changed(board);
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
    stop(board);
    say(board, tIn(board.lang, "The computer could not play: {error}", { error: /** @type {Error} */ (error).message }));
  }
}

/** @param {Board} board */
function stop(board) {
  board.computer = null;
  renderMessage(board);
  changed(board);
}

/** The computer's turn or hint changed: redraw, and say the status. @param {Board} board */
function changed(board) {
  refreshStatus(board);
  update(board);
}

// Who plays each seat of a board (its `players` attribute, read against the computer's levels
// as the catalog names them), and what follows from it without asking Python: whether a person
// is to move, the first view a person may step on before Python answers, how far undo goes
// back against the computer, and whether redo replays on through its turns.

import { open } from "./early.js";
import { parseSeats } from "./seats.js";

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

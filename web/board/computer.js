// The computer at a board, beside its turns (step.js plays them): hints, and stopping what it
// does. Every change of the line (undo, redo, browse, a new game, a record, new seats)
// interrupts it first: a generation counter is bumped, the search checks it after every slice
// and stops, and its step is never played. Who plays each seat is players.js's.

import { update } from "./draw.js";
import { clearHintWords, renderMessage, sayHint } from "./messages.js";
import { searchStep } from "./seats.js";
import { refreshStatus } from "./status.js";
import { tIn } from "../i18n.js";

/** @typedef {import("./state.js").Board} Board */

/** A step was played (the computer's, or a person's instead): its turn is over. @param {Board} board */
export function playedFor(board) {
  if (board.computer) stopThinking(board);
}

/** Stop whatever the computer does for this board: its search stops after the slice under
 * way (and is forgotten), its step is not played, a hint is dropped. @param {Board} board */
export function interrupt(board) {
  board.turns.generation++;
  clearHint(board);
  if (board.computer) stopThinking(board);
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
  turnChanged(board);
  return step;
}

/** Drop the hint shown (or looked for): any click or step does. @param {Board} board */
export function clearHint(board) {
  board.turns.hintGeneration++;
  const shown = board.hint;
  board.hint = null;
  clearHintWords(board);
  if (shown) turnChanged(board);
}

/** The computer's turn is over (played, failed or overtaken). @param {Board} board */
export function stopThinking(board) {
  board.computer = null;
  renderMessage(board);
  turnChanged(board);
}

/** The computer's turn or hint changed: redraw, and say the status. @param {Board} board */
export function turnChanged(board) {
  refreshStatus(board);
  update(board);
}

// The board's words: what a screen reader hears and what a diagram's caption says. Every rule
// word (hints, scores, results) is Python's; this file only puts them in sentences.

import { isStone, seatName } from "./render/pieces.js";

/** The position in a few sentences: the last turn, whose turn now (or the result), scores. */
export function describe(board, scene) {
  const name = (p) => seatName(board, p, { symbol: true });
  const last = scene.last.length
    ? `${name(scene.last[0].player)} played ${scene.last.map((s) => s.step).join(" then ")}. `
    : "";
  const next = scene.outcome
    ? `Game over: ${scene.outcome.text}.`
    : `${name(scene.to_move)} to move${scene.part ? ` (${scene.part})` : ""}. ${scene.hint}`;
  const scores = scene.scores.map((s, p) => `${name(p)}: ${s.text}`).join(", ");
  return `${last}${next} Scores: ${scores}.`;
}

/** A diagram says which position it shows and whose turn it is (not the player's hint). */
export function caption(board, scene, line) {
  const n = line.length;
  const where = n ? `Position ${line.at} of ${n}` : "";
  const who = scene.outcome
    ? `Game over: ${scene.outcome.text}`
    : `${seatName(board, scene.to_move)} to move`;
  return [where, who].filter(Boolean).join(" · ");
}

/** What is on a place, for the keyboard cursor. */
export function describePlace(board, scene, name, playable) {
  const pieces = scene.pieces.filter((p) => p.at === name).map((p) => pieceWords(board, p));
  const marks = scene.marks.filter((m) => m.cells.includes(name)).map((m) => m.label);
  const here = pieces.length ? pieces.join(" with ") : "empty";
  const can = playable ? ["you can play here"] : [];
  return `${name}: ${[here, ...marks, ...can].join(", ")}`;
}

/** "Black stone", "Player 1 (Blue cross ×)", "ring", "Player 2 (Orange ring ○) counter". */
function pieceWords(board, piece) {
  if (piece.label) return piece.label; // Python's words for a piece a look cannot name
  if (isStone(piece.look)) return `${piece.look} stone`;
  if (piece.owner == null) return piece.look;
  const whose = seatName(board, piece.owner, { symbol: true });
  return piece.look === "mark" ? whose : `${whose} ${piece.look}`;
}

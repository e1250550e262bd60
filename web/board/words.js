// The board's words. Every word about the game is Python's (the scene's status and summary,
// the labels of pieces and marks); a Sentence leaves its players as references, and this file
// names them as the board shows their seats ("Player 1 (Blue cross)"), so that colour is never
// the only cue. It also says what is on a place, for the keyboard cursor, and what a diagram's
// caption says: which position of how many, and the status.

import { isStone, seatName } from "../render/pieces.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").Sentence} Sentence
 * @typedef {import("../contract.js").PieceInfo} PieceInfo
 * @typedef {import("./state.js").DrawnScene} DrawnScene
 */

/**
 * A sentence as text, each player named by `name`.
 * @param {Sentence | undefined} sentence
 * @param {(player: number) => string} name
 */
export function words(sentence, name) {
  return (sentence ?? []).map((part) => (typeof part === "string" ? part : name(part.player))).join("");
}

/**
 * A sentence as text with the players named as `board` shows their seats.
 * @param {BoardInfo} board @param {Sentence | undefined} sentence
 */
export function said(board, sentence) {
  return words(sentence, (player) => seatName(board, player));
}

/**
 * A diagram's caption: which position it shows, of how many, and the status there.
 * @param {BoardInfo} board @param {DrawnScene & {status?: Sentence}} scene
 * @param {number} at  the ply shown @param {number} length  the steps of the line
 */
export function caption(board, scene, at, length) {
  const where = length ? `Position ${at} of ${length}` : "";
  return [where, said(board, scene.status)].filter(Boolean).join(" · ");
}

/**
 * What is on a place, for the keyboard cursor: "c3: Player 1 (Blue cross), you can play here".
 * @param {BoardInfo} board @param {DrawnScene} scene @param {string} name
 * @param {boolean} playable  a click there continues a step
 */
export function describePlace(board, scene, name, playable) {
  const pieces = scene.pieces.filter((p) => p.at === name).map((p) => pieceWords(board, p));
  const marks = scene.marks.filter((m) => m.cells.includes(name)).map((m) => m.label);
  const here = pieces.length ? pieces.join(" with ") : "empty";
  const can = playable ? ["you can play here"] : [];
  return `${name}: ${[here, ...marks, ...can].join(", ")}`;
}

/**
 * "black stone", "Player 1 (Blue cross)", "ring", "Player 2 (Orange ring) counter".
 * @param {BoardInfo} board @param {PieceInfo} piece
 */
function pieceWords(board, piece) {
  if (piece.label) return piece.label; // Python's words for a piece a look cannot name
  if (isStone(piece.look)) return `${piece.look} stone`;
  if (piece.owner == null) return piece.look;
  const whose = seatName(board, piece.owner);
  return piece.look === "mark" ? whose : `${whose} ${piece.look}`;
}

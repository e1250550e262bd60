// The board's words. Every word about the game is Python's (the scene's status and summary,
// the labels of pieces and marks); a Sentence leaves its players as references, and this file
// names them as the board shows their seats ("Player 1 (Blue cross)"), so that colour is never
// the only cue. It also says what is on a place, for the keyboard cursor, and what a diagram's
// caption says: which position of how many, and the status.

import { isStone, seatName } from "../render/seats.js";
import { language, number, tIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").Sentence} Sentence
 * @typedef {import("../contract.js").PieceInfo} PieceInfo
 * @typedef {import("./state.js").DrawnScene} DrawnScene
 * @typedef {import("../render/seats.js").Theme} Theme
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
 * A sentence as text with the players named as `board` shows their seats (in `scheme`'s
 * colours: seat 5 is Black on a light board and White on a dark one).
 * @param {BoardInfo} board @param {Sentence | undefined} sentence @param {Theme} [scheme]
 * @param {string} [lang]  the words' (a board's own; the page's by default)
 */
export function said(board, sentence, scheme, lang = language()) {
  return words(sentence, (player) => seatName(board, player, { scheme, lang }));
}

/**
 * A diagram's caption: which position it shows, counted as a reader does (the start is
 * position 1), of how many, and the status there.
 * @param {BoardInfo} board @param {DrawnScene & {status?: Sentence}} scene
 * @param {number} at  the ply shown @param {number} length  the steps of the line
 * @param {Theme} [scheme] @param {string} [lang]
 */
export function caption(board, scene, at, length, scheme, lang = language()) {
  const where = length ? tIn(lang, "Position {at} of {of}", { at: number(lang, at + 1), of: number(lang, length + 1) }) : "";
  return [where, said(board, scene.status, scheme, lang)].filter(Boolean).join(" · ");
}

/**
 * What is on a place, for the keyboard cursor: "c3: Player 1 (Blue cross), you can play here".
 * @param {BoardInfo} board @param {DrawnScene} scene @param {string} name
 * @param {boolean} playable  a click there continues a step
 * @param {Theme} [scheme] @param {string} [lang]
 */
export function describePlace(board, scene, name, playable, scheme, lang = language()) {
  const pieces = scene.pieces.filter((p) => p.at === name).map((p) => pieceWords(board, p, scheme, lang));
  const marks = scene.marks.filter((m) => m.cells.includes(name)).map((m) => m.label);
  // TRANSLATORS: the pieces on one place: "Player 1 (Blue cross) with ring"
  const here = pieces.length ? pieces.reduce((all, piece) => tIn(lang, "{pieces} with {piece}", { pieces: all, piece })) : tIn(lang, "empty");
  const can = playable ? [tIn(lang, "you can play here")] : [];
  return tIn(lang, "{place}: {said}", { place: name, said: [here, ...marks, ...can].join(", ") });
}

/**
 * "black stone", "Player 1 (Blue cross)", "ring", "Player 2 (Orange ring) counter".
 * @param {BoardInfo} board @param {PieceInfo} piece @param {Theme} [scheme] @param {string} [lang]
 */
function pieceWords(board, piece, scheme, lang = language()) {
  if (piece.label) return piece.label; // Python's words for a piece a look cannot name
  const noun = board.look_names?.[piece.look] ?? piece.look; // Python's words for the look
  if (isStone(piece.look) || piece.owner == null) return noun;
  const whose = seatName(board, piece.owner, { scheme, lang });
  // TRANSLATORS: a player's piece: "Player 2 (Orange ring) counter"
  return piece.look === "mark" ? whose : tIn(lang, "{player} {piece}", { player: whose, piece: noun });
}

/**
 * What each step moved, where a game's steps read alike (a two-step turn: "counter", "ring", both
 * written `2,-2>1,-2`): the board's `turn_steps`, in order through each player's run of
 * steps, the first run beginning at `first` (a line from an editor's position may begin at a
 * turn's ring step); "" for every step of other games, and when `first` is not known (null).
 * @param {BoardInfo} board @param {number[]} movers  who made each step
 * @param {number | null} first  where in its turn the first step stands (Python's
 *   `first_turn_step`, an index into `turn_steps`)
 * @returns {string[]}
 */
export function stepNames(board, movers, first) {
  const names = board.turn_steps ?? [];
  if (!names.length || first === null) return movers.map(() => "");
  let at = first;
  return movers.map((mover, i) => {
    if (i) at = mover === movers[i - 1] ? at + 1 : 0;
    return names[at % names.length];
  });
}

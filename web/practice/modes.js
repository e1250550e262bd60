// The puzzles page's modes, named by its address, and the puzzle each serves next:
//
//   #game=G&puzzle=N                       the game's puzzles: near the rating (Python's
//                                          `next`), or in the set's order (the Serve choice)
//   …&mode=review                          Review mistakes: the puzzles due, longest due first
//   …&mode=run                             the timed run: Python's current puzzle for the run
//   …&mode=collection&collection=ID        a collection of the player's, in its order
//   …&mode=list&puzzles=a,b,c[&name=NAME]  a list: a shared collection (Keep it), or the
//                                          puzzles a run missed or solved slowly, in a row
//
// A made puzzle the player keeps ("made/…", practice/made.js) is served in a mode by its own
// link with the mode's names added; one not kept has no position here, and is passed over.
//
// Holds no rule: which puzzles are due, near the rating or next in a run is Python's to say.

import { linked } from "../language.js";
import { madeFragment } from "./made.js";

/**
 * @typedef {"" | "review" | "run" | "collection" | "list"} Mode
 * @typedef {{game: string, number: number | null, band?: string, mode?: Mode, collection?: string,
 *            name?: string, puzzles?: string[]}} Address
 * @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer
 * @typedef {import("../contract.js").KeptPuzzleInfo} KeptPuzzleInfo
 */

const MODES = ["review", "run", "collection", "list"];
/** Puzzle ids a list's link may carry (a collection's worth; more is cut, not refused). */
const LISTED = 200;

/** The address's game, puzzle, band and mode. @returns {Address} */
export function address() {
  const params = new URLSearchParams(location.hash.slice(1));
  const number = Number(params.get("puzzle"));
  const mode = /** @type {Mode} */ (MODES.includes(params.get("mode") ?? "") ? params.get("mode") : "");
  const puzzles = (params.get("puzzles") ?? "").split(",").filter(Boolean).slice(0, LISTED);
  return {
    game: params.get("game") ?? "", number: Number.isInteger(number) && number > 0 ? number : null,
    band: params.get("band") ?? "", mode, collection: params.get("collection") ?? "",
    name: params.get("name") ?? "", puzzles,
  };
}

/** The address of `where` (a page's link: the language shown goes with it). @param {Address} where */
export function modeLink(where) {
  /** @type {{[name: string]: string}} */
  const params = { game: where.game };
  if (where.number) params.puzzle = String(where.number);
  if (where.band) params.band = where.band;
  return `#${linked(String(new URLSearchParams({ ...params, ...modeParams(where) })))}`;
}

/** The names of the mode of `where`. @param {Address} where */
function modeParams(where) {
  /** @type {{[name: string]: string}} */
  const params = {};
  if (where.mode) params.mode = where.mode;
  if (where.mode === "collection" && where.collection) params.collection = where.collection;
  if (where.mode === "list") {
    if (where.name) params.name = where.name;
    params.puzzles = (where.puzzles ?? []).join(",");
  }
  return params;
}

/**
 * The address of the puzzle `id` in the mode of `where`: a shipped one's, or a kept made one's
 * link with the mode's names; null when it cannot be opened here (a made puzzle not kept).
 * @param {Address} where @param {string} id @param {KeptPuzzleInfo[]} made  the puzzles kept
 */
export function linkTo(where, id, made) {
  const found = shipped(id);
  if (found) return modeLink({ ...where, game: found.game, number: found.number });
  const kept = made.find((p) => p.id === id);
  if (!kept) return null;
  const params = new URLSearchParams(madeFragment(kept));
  for (const [name, value] of Object.entries(modeParams(where))) params.set(name, value);
  return `#${linked(String(params))}`;
}

/** Whether the page can open `id` (see linkTo). @param {string} id @param {KeptPuzzleInfo[]} made */
export const openable = (id, made) => Boolean(shipped(id)) || made.some((p) => p.id === id);

/** A shipped puzzle's game and number (its id "<game>/12"), null for a made one. @param {string} id */
export function shipped(id) {
  const match = /^([^/]+)\/(\d+)$/.exec(id);
  return match && match[1] !== "made" ? { game: match[1], number: Number(match[2]) } : null;
}

/**
 * The puzzles a mode goes through, in order (ids); null for the game's own puzzles.
 * @param {Address} where @param {PracticeAnswer} answer
 * @returns {string[] | null}
 */
export function listOf(where, answer) {
  if (where.mode === "review") return answer.due.filter((item) => item.kind === "puzzle").map((item) => item.id);
  if (where.mode === "run") return answer.run?.current ? [answer.run.current] : [];
  if (where.mode === "collection") return answer.collections.find((c) => c.id === where.collection)?.puzzles ?? [];
  if (where.mode === "list") return where.puzzles ?? [];
  return null;
}

/**
 * The puzzle after `current` in the mode (the first, when `current` is not in it); null when
 * none is left (a review done, a run over). Only puzzles the page can open are served.
 * @param {Address} where @param {PracticeAnswer} answer @param {string} current
 */
export function nextInMode(where, answer, current) {
  const list = (listOf(where, answer) ?? []).filter((id) => openable(id, answer.made));
  if (where.mode === "review" || where.mode === "run") return list.find((id) => id !== current) ?? null;
  const at = list.indexOf(current);
  return list[at + 1] ?? null;
}

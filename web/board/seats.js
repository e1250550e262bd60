// The computer's seats: who plays each seat, and a search run a slice at a time. Python does
// the searching (py_games.ai through the bridge's `think`); this file only asks, one short
// slice per request, so the page, other boards and a person's Undo are answered in between.

import { engine } from "../engine.js";
import { tIn, tnIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").PlayerInfo} PlayerInfo
 * @typedef {import("../contract.js").LevelInfo} LevelInfo
 * @typedef {import("../contract.js").GameRequest} GameRequest
 * @typedef {"human" | number} Seat  a person, or the computer at a level
 * @typedef {{seats: Seat[], problem: string}} Seats
 *   each seat, and what is wrong with the `players` text ("" when nothing is)
 * @typedef {{game: string, options: {[name: string]: number | string | boolean}, start: string | null}} Base
 *   a game as a board asks Python about it: its id, options and start position
 */

export const SLICE_MS = 40;
export const BUDGET_MS = 3000;
// A computer's step lands no sooner than this after its turn began: a person sees their own
// step first, and a game between computers can be followed.
export const PAUSE_MS = 400;

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A search seed that names the position: the same game, options, start and steps always get
 * the same seed, so the computer answers a position the same way every time.
 * @param {Base} base @param {string[]} moves @param {string} purpose
 */
export function seedOf(base, moves, purpose) {
  const text = JSON.stringify([base.game, base.options, base.start, moves]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${purpose}-${base.game}-${moves.length}-${(hash >>> 0).toString(36)}`;
}

/**
 * Who plays each seat, from the `players` attribute ("human 2": one word a seat, `human`,
 * `random` or a level, or a level's name from the catalog; missing seats are people). A
 * word that is not a seat makes that seat a person, and `problem` says so.
 * @param {string | null | undefined} text
 * @param {PlayerInfo[]} players
 * @param {LevelInfo[]} levels
 * @param {string} [lang]  the language of `problem`
 * @returns {Seats}
 */
export function parseSeats(text, players, levels, lang = "en") {
  /** @type {Map<string, number>} */
  const known = new Map();
  for (const { level, name } of levels) {
    known.set(String(level), level);
    known.set(name.toLowerCase(), level);
  }
  if (levels.some(({ level }) => level === 0)) known.set("random", 0);
  const words = String(text ?? "").trim().split(/\s+/).filter(Boolean);
  /** @type {Seat[]} */
  const seats = [];
  const problems = [];
  for (const [p, player] of players.entries()) {
    const word = words[p];
    const level = word === undefined ? undefined : known.get(word.toLowerCase());
    if (word === undefined || word.toLowerCase() === "human") {
      seats.push("human");
    } else if (level !== undefined) {
      seats.push(level);
    } else {
      seats.push("human");
      const numbers = levels.map(({ level }) => level).filter((level) => level > 0);
      const values = { word, low: Math.min(...numbers), high: Math.max(...numbers), player: player.name };
      // TRANSLATORS: "human" and "random" are the attribute's words, not to be translated
      const ranged = tIn(lang, "“{word}” is not a seat (human, random or a level from {low} to {high}): {player} is played by a person.", values);
      // TRANSLATORS: "human" and "random" are the attribute's words, not to be translated
      const plain = tIn(lang, "“{word}” is not a seat (human, random): {player} is played by a person.", values);
      problems.push(numbers.length ? ranged : plain);
    }
  }
  if (words.length > players.length) {
    problems.push(tnIn(lang, "There is {n} seat: “{extra}” is ignored.", "There are {n} seats: “{extra}” is ignored.", players.length, { n: players.length, extra: words.slice(players.length).join(" ") }));
  }
  return { seats, problem: problems.length ? `players="${String(text).trim()}": ${problems.join(" ")}` : "" };
}

/**
 * Search the position of `base` after `moves` at `level` (null: the search Python makes for a
 * hint, with the game's learned evaluation where it has one), a slice per request, while
 * `current()` says the board still wants it; resolves to the step, or null once interrupted
 * (the search is then forgotten). `onProgress` hears how far it got (0 to 1).
 * @param {Base} base
 * @param {string[]} moves
 * @param {number | null} level
 * @param {string} purpose  "play" or "hint": searches of the two never share a seed
 * @param {() => boolean} current
 * @param {(progress: number) => void} onProgress
 * @returns {Promise<string | null>}
 */
export async function searchStep(base, moves, level, purpose, current, onProgress) {
  const request = {
    ...base, moves, ...(level === null ? { hint: true } : { level }), seed: seedOf(base, moves, purpose),
    slice_ms: SLICE_MS, budget_ms: BUDGET_MS,
  };
  /** @type {string | undefined} */
  let search;
  for (;;) {
    // Each slice is its own request: other boards' requests are answered in between.
    const answer = await engine().call("think", search ? { ...request, search } : request);
    search = answer.search;
    if (!current()) {
      if (!answer.done) engine().call("forget", { search }).catch(() => {});
      return null;
    }
    onProgress(answer.progress);
    if (answer.done) return answer.step;
  }
}

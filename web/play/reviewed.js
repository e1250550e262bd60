import { t, tn } from "../i18n.js";
// The evaluations a review keeps, by line: the game's main line (`moves`, `evaluations`: the
// review asked for, as saved games have always kept it) and beside it each variation reviewed
// (`lines`: its steps from the start, and the evaluations of its own positions, those after it
// leaves the main line). A position is evaluated once: a line's review starts from the
// evaluations of every position it shares with the lines kept, so a variation costs only its
// own positions, and reviewing one never drops the main line's. Plain data, no page: the
// review (review.js) asks Python and shows; this file only files and finds.

/**
 * @typedef {import("../contract.js").EvaluationInfo} EvaluationInfo
 * @typedef {{moves: string[], from: number, evaluations: EvaluationInfo[]}} Side
 *   a variation's own evaluations: positions `from`, `from + 1`, … of the line `moves`
 * @typedef {{moves: string[], evaluations: EvaluationInfo[], lines?: Side[]}} Lines
 *   the main line's evaluations (positions 0, 1, …) and the variations'
 * @typedef {{moves: string[], got: import("../contract.js").ReviewAnswer}} Answered  a line's last answer
 */

/** How many steps two lines share from the start. @param {string[]} a @param {string[]} b */
export function shared(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Whether `a` is the start of `b` (or `b`). @param {string[]} a @param {string[]} b */
export const startOf = (a, b) => shared(a, b) === a.length;

/**
 * The evaluations kept of the positions of `line`, from its start for as long as one of
 * them is kept (a review goes on from a run of them). @param {Lines} kept @param {string[]} line
 * @returns {EvaluationInfo[]}
 */
export function evaluationsOf(kept, line) {
  const sources = [{ moves: kept.moves, from: 0, evaluations: kept.evaluations }, ...(kept.lines ?? [])]
    .map((source) => ({ ...source, common: shared(source.moves, line) }));
  const found = [];
  for (let position = 0; position <= line.length; position++) {
    // Position p is the one after p steps: a line holds it if it shares those steps.
    const source = sources.find((s) => position <= s.common && s.from <= position && position < s.from + s.evaluations.length);
    if (!source) break;
    found.push(source.evaluations[position - source.from]);
  }
  return found;
}

/**
 * `kept` with the evaluations of `line` (positions 0, 1, …) filed: as the main line's when
 * `main` (the main line's evaluations beyond the positions the new one shares move beside
 * it, as a variation's), else as a variation's own positions. A variation no longer holds
 * what a longer one holds.
 * @template {Lines} T @param {T} kept @param {string[]} line @param {EvaluationInfo[]} evaluations
 * @param {boolean} main @returns {T}
 */
export function filed(kept, line, evaluations, main) {
  /** @type {Side[]} */
  let lines = [...(kept.lines ?? [])];
  if (main) {
    const from = Math.min(shared(kept.moves, line) + 1, evaluations.length);
    if (kept.evaluations.length > from) lines.push({ moves: kept.moves, from, evaluations: kept.evaluations.slice(from) });
    lines = lines.filter((side) => !covered(side, line, evaluations.length));
    return { ...kept, moves: line, evaluations, lines };
  }
  const from = Math.min(shared(kept.moves, line) + 1, kept.evaluations.length);
  lines = lines.filter((side) => !covered(side, line, evaluations.length));
  if (evaluations.length > from && !lines.some((side) => covered({ moves: line, from, evaluations: evaluations.slice(from) }, side.moves, side.from + side.evaluations.length))) {
    lines.push({ moves: line, from, evaluations: evaluations.slice(from) });
  }
  return { ...kept, lines };
}

/** Whether the positions `side` holds are all among the first `count` of `line`.
 * @param {Side} side @param {string[]} line @param {number} count */
function covered(side, line, count) {
  const end = side.from + side.evaluations.length;
  return end <= count && shared(side.moves, line) + 1 >= end;
}

/** What of a line's answer fits the line `line` now (the positions they share): its curve and
 * judged steps. @param {Answered | null} answered @param {string[]} line */
export function fitted(answered, line) {
  if (!answered) return { curve: [], steps: [] };
  const fit = Math.min(shared(answered.moves, line) + 1, answered.got.curve.length);
  return { curve: answered.got.curve.slice(0, fit), steps: answered.got.steps.filter((s) => s.ply < fit) };
}

/**
 * The variations of a saved review as this page files them; anything else is dropped (each
 * evaluation is Python's to check, when the review goes on). @param {unknown} value @returns {Side[]}
 */
export function checkedLines(value) {
  if (!Array.isArray(value)) return [];
  return value.filter((side) => side && typeof side === "object" && Array.isArray(side.moves)
    && side.moves.every((/** @type {unknown} */ step) => typeof step === "string")
    && Number.isInteger(side.from) && side.from >= 1 && side.from <= side.moves.length
    && Array.isArray(side.evaluations) && side.evaluations.length <= side.moves.length + 1 - side.from);
}

/**
 * A judgment's name (Python's ``inaccuracy``, ``mistake``, ``blunder``: identifiers, also the
 * move list's classes) in the page's language; "" for none. @param {string | null} judgment
 */
export function judgmentWord(judgment) {
  if (judgment === "inaccuracy") return t("inaccuracy");
  if (judgment === "mistake") return t("mistake");
  if (judgment === "blunder") return t("blunder");
  return judgment ?? "";
}

/**
 * A player's line of the review's summary: "Blue: 0 inaccuracies, 1 mistake, 0 blunders" (the
 * same counted words as Python's review). The counts' keys are Python's names of the judgments
 * (JSON keys, the same in every language).
 * @param {string} player @param {{[judgment: string]: number}} counts
 */
export function summaryWords(player, counts) {
  /** @param {string} judgment @param {number} n */
  const counted = (judgment, n) => {
    if (judgment === "inaccuracy") return tn("{n} inaccuracy", "{n} inaccuracies", n, { n });
    if (judgment === "mistake") return tn("{n} mistake", "{n} mistakes", n, { n });
    if (judgment === "blunder") return tn("{n} blunder", "{n} blunders", n, { n });
    return `${judgment} ${n}`;
  };
  const said = Object.entries(counts).map(([judgment, n]) => counted(judgment, n));
  return t("{player}: {counts}", { player, counts: said.join(", ") });
}

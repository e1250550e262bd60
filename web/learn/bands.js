import { t } from "../i18n.js";
// A puzzle set's difficulties grouped into bands for a reader to choose from: easy, medium and
// hard, each a third of the distinct difficulties Python gives (fewer bands for fewer numbers).
// The numbers are Python's (py_games.puzzles: depth + log2 of the plausible steps); only the
// grouping is the page's.

/** @typedef {{name: string, label: string, difficulties: number[]}} Band */

const NAMES = ["easy", "medium", "hard"];

/** A band's name as a reader reads it (its `name` is the address's word, never translated).
 * @param {string} name */
export function bandWord(name) {
  if (name === "easy") return t("easy");
  if (name === "medium") return t("medium");
  if (name === "hard") return t("hard");
  return t("all");
}

/** @param {string} name @param {string} span  the difficulties, "3–5" */
function bandLabel(name, span) {
  if (name === "easy") return t("Easy (difficulty {span})", { span });
  if (name === "medium") return t("Medium (difficulty {span})", { span });
  if (name === "hard") return t("Hard (difficulty {span})", { span });
  return t("All (difficulty {span})", { span });
}

/** @param {{difficulty: number}[]} puzzles @returns {Band[]} */
export function bandsOf(puzzles) {
  const values = [...new Set(puzzles.map((p) => p.difficulty))].sort((a, b) => a - b);
  const count = Math.min(NAMES.length, values.length);
  /** @type {Band[]} */
  const bands = [];
  for (let i = 0; i < count; i++) {
    const difficulties = values.slice(Math.floor((i * values.length) / count), Math.floor(((i + 1) * values.length) / count));
    const low = difficulties[0], high = difficulties.at(-1);
    const name = count === 1 ? "all" : NAMES[count === 2 ? i * 2 : i];
    const span = low === high ? `${low}` : `${low}–${high}`;
    bands.push({ name, label: bandLabel(name, span), difficulties });
  }
  return bands;
}

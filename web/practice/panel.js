// The puzzles page's practice panel, drawn from Python's `practice` answer: the rating with its
// uncertainty ("1580 ± 120", Python's words) and its chart, the mistakes due (the puzzles are
// served by Review mistakes; a lesson's task due links to it on the Learn page), the
// collections (collections.js), and My puzzles, the made puzzles kept (made.js).

import { t, tn } from "../i18n.js";
import { drawChart } from "./chart.js";
import { drawCollections } from "./collections.js";
import { madeFragment } from "./made.js";
import { openable } from "./modes.js";

export { collect } from "./collections.js";

/** @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer
 * @typedef {import("../contract.js").KeptPuzzleInfo} KeptPuzzleInfo */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Draw the panel.
 * @param {PracticeAnswer} answer @param {{puzzle: string | null}} shown  the puzzle on the board
 * @param {() => void} changed  called after the journal was added to here
 */
export function drawPanel(answer, shown, changed) {
  $("rating").textContent = answer.solver.said;
  $("rating").title = tn("{n} rated try", "{n} rated tries", answer.solver.tries, { n: answer.solver.tries });
  drawChart($("rating-chart"), answer.solver.history);
  $("due").textContent = answer.said;
  const puzzles = answer.due.filter((item) => item.kind === "puzzle" && openable(item.id, answer.made));
  /** @type {HTMLButtonElement} */ ($("review")).disabled = !puzzles.length;
  $("due-lessons").replaceChildren(...answer.due.filter((item) => item.kind === "lesson").map((item) => {
    const [game, ...task] = item.id.split("/");
    const link = Object.assign(document.createElement("a"), {
      href: `learn.html#${new URLSearchParams({ game, task: task.join("/") })}`,
      textContent: t("A lesson's task to review: {task}", { task: item.id }),
    });
    const row = document.createElement("li");
    row.append(link);
    return row;
  }));
  drawCollections($("collections"), answer, shown, changed, said);
  drawMine(answer.made);
}

/** My puzzles: the made puzzles kept (Python's `made`), each a link to it, oldest first.
 * @param {KeptPuzzleInfo[]} made */
function drawMine(made) {
  $("mine-list").replaceChildren(...made.map((p) => {
    const item = document.createElement("li");
    // TRANSLATORS: a kept puzzle in a list: its game's title, then "depth 4, difficulty 6 (2026-01-02)".
    item.append(Object.assign(document.createElement("a"), { href: `#${madeFragment(p)}`,
      textContent: t("{game}: depth {depth}, difficulty {difficulty} ({date})",
        { game: p.title, depth: p.depth, difficulty: p.difficulty, date: new Date(p.made).toISOString().slice(0, 10) }) }));
    return item;
  }));
}

/** Say what went wrong, if anything. @param {string} words */
export function said(words) {
  if (words) $("practice-notice").textContent = words;
}

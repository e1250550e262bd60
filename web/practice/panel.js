// The puzzles page's practice panel, drawn from Python's `practice` answer: the rating with its
// uncertainty ("1580 ± 120", Python's words) and its chart, the mistakes due (the puzzles are
// served by Review mistakes; a lesson's task due links to it on the Learn page), and the
// collections: each opens as a list of puzzles, and has a link to share it (the link carries
// the puzzle ids and the name: practice/modes.js). A puzzle is added to a collection by its
// name: a name the player has not used makes a new one.

import { t, tn } from "../i18n.js";
import { drawChart } from "./chart.js";
import { append, eventId } from "./journal.js";
import { modeLink, shipped } from "./modes.js";

/** @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer */

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
  const puzzles = answer.due.filter((item) => item.kind === "puzzle" && shipped(item.id));
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
  drawCollections(answer, shown, changed);
}

/** @param {PracticeAnswer} answer @param {{puzzle: string | null}} shown @param {() => void} changed */
function drawCollections(answer, shown, changed) {
  const box = $("collections");
  const heading = Object.assign(document.createElement("h3"), { textContent: t("Collections") });
  const list = document.createElement("ul");
  for (const collection of answer.collections) {
    const name = collection.name ?? t("(no name yet)");
    const first = collection.puzzles.map(shipped).find(Boolean);
    const row = document.createElement("li");
    const open = Object.assign(document.createElement("a"), {
      textContent: `${name} (${collection.puzzles.length})`,
      href: first ? modeLink({ game: first.game, number: first.number, mode: "collection", collection: collection.id }) : "#",
    });
    const share = Object.assign(document.createElement("a"), {
      className: "share", textContent: t("link to share"),
      href: modeLink({ game: first?.game ?? "", number: first?.number ?? null, mode: "list", name, puzzles: collection.puzzles }),
    });
    share.setAttribute("aria-label", t("A link to share “{name}”", { name }));
    row.append(open, " ", share);
    list.append(row);
  }
  const form = document.createElement("form");
  form.className = "collect";
  const names = Object.assign(document.createElement("datalist"), { id: "collection-names" });
  names.append(...answer.collections.filter((c) => c.name).map((c) => new Option(/** @type {string} */ (c.name))));
  const input = Object.assign(document.createElement("input"), { id: "collection-name", required: true, maxLength: 100 });
  input.setAttribute("list", names.id);
  const label = Object.assign(document.createElement("label"), { htmlFor: input.id, textContent: t("Add this puzzle to the collection") });
  const add = Object.assign(document.createElement("button"), { type: "submit", textContent: t("Add") });
  add.disabled = !shown.puzzle;
  form.append(label, " ", input, names, " ", add);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name || !shown.puzzle) return;
    said(collect(answer, name, [shown.puzzle]));
    changed();
  });
  box.replaceChildren(heading, ...(answer.collections.length ? [list] : []), form);
}

/**
 * Put `puzzles` in the collection named `name` (made when the player has none of that name).
 * @param {PracticeAnswer} answer @param {string} name @param {string[]} puzzles
 * @returns {string} what went wrong ("" when kept)
 */
export function collect(answer, name, puzzles) {
  const known = answer.collections.find((c) => c.name === name);
  const collection = known?.id ?? eventId(Date.now());
  if (!known) {
    const named = append("name_collection", { collection, name });
    if (!named.ok) return named.reason;
  }
  for (const puzzle of puzzles) {
    if (known?.puzzles.includes(puzzle)) continue;
    const kept = append("collect", { collection, puzzle });
    if (!kept.ok) return kept.reason;
  }
  return "";
}

/** Say what went wrong, if anything. @param {string} words */
export function said(words) {
  if (words) $("practice-notice").textContent = words;
}

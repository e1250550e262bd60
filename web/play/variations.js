// The game tree under the move list, once the game has variations: every step of every
// line, each variation in parentheses after the step it replaces (as a record writes it),
// each step a button that goes to its position, and buttons that make the variation shown
// the main line or delete it (undone from the notice); tree-view.js draws it. The move list
// above is the line played, each step followed by the lines played instead of it (branchesOf).

import { alternatives, nodeAt, promote, removeVariation, siblings, variationStart } from "../board/tree.js";
import { $, app, button, notice } from "./app.js";
import { TreeView } from "./tree-view.js";
import { t, tn } from "../i18n.js";

/** The steps of a line played instead that the move list shows, then its last: its start
 * says which line it is, the tree below has all of it (a line of 9,000 steps in one entry took the page
 * seconds to lay out, on each step again). */
const BRANCH_STEPS = 12;

/**
 * The lines played instead of step `ply + 1` (their first BRANCH_STEPS steps and their last), each in parentheses, each step a button going to
 * its position. A button holds where it is (`data-line`, `data-step`: which line, which of its
 * steps), never its steps from the start: those are found on a click (stepsOfBranch), so the
 * list holds as much as the game and no more. @param {number} ply @param {string[][]} lines
 */
export function branchesOf(ply, lines) {
  const group = Object.assign(document.createElement("span"), { className: "branches" });
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", t("Played instead of step {step}", { step: ply + 1 }));
  group.dataset.ply = String(ply);
  lines.forEach((line, l) => {
    const span = Object.assign(document.createElement("span"), { className: "variation" });
    span.append("(");
    const last = line.length - 1, more = last - BRANCH_STEPS;
    const drawn = more > 0 ? [...line.slice(0, BRANCH_STEPS).keys(), last] : [...line.keys()];
    for (const j of drawn) {
      const step = line[j];
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: `${ply + j + 1}. ${step}` });
      b.tabIndex = -1; // the list is the Tab stop
      Object.assign(b.dataset, { line: String(l), step: String(j) });
      b.setAttribute("aria-label", t("Variation, step {n}: {step}", { n: ply + j + 1, step }));
      if (j === last && more > 0) span.append(` ${tn("… {n} more step …", "… {n} more steps …", more, { n: more })} `);
      span.append(j ? " " : "", b);
    }
    span.append(")");
    group.append(span, " ");
  });
  return group;
}

/** The steps from the start to a branch's button of the move list (null: not one).
 * @param {HTMLElement} button */
function stepsOfBranch(button) {
  const ply = Number(button.closest(".branches")?.getAttribute("data-ply"));
  const tree = app.board.tree, moves = app.board.moves;
  const line = tree && Number.isInteger(ply) ? alternatives(tree, moves)[ply]?.[Number(button.dataset.line)] : undefined;
  return line ? [...moves.slice(0, ply), ...line.slice(0, Number(button.dataset.step) + 1)] : null;
}

/** Go to a position of the tree: looked back at on the line played, else gone to.
 * @param {string[]} steps */
export function goToSteps(steps) {
  const board = app.board;
  if (steps.length <= board.moves.length && steps.every((step, i) => board.moves[i] === step)) {
    return board.browse(steps.length === board.moves.length ? null : steps.length);
  }
  return board.goTo(steps);
}

/** The steps to the position shown. */
const shownSteps = () => app.board.moves.slice(0, app.board.browsing ?? app.board.moves.length);

/** The position after the step played instead of the one shown, up (-1) or down (+1) the
 * list of them; null when none was. @param {number} by */
export function sibling(by) {
  const tree = app.board.tree, shown = shownSteps();
  const lines = tree ? siblings(tree, shown) : [];
  if (lines.length < 2) return null;
  const i = lines.findIndex((line) => line.join(" ") === shown.join(" "));
  return lines[(i + by + lines.length) % lines.length];
}

/** @type {TreeView | null} the tree shown, once there is one */
let view = null;

/**
 * Show the game tree (null: no variation, nothing shown); the position played is marked.
 * @param {string[] | null} tree @param {string[]} moves  the line played
 */
export function renderVariations(tree, moves) {
  const box = $("variations");
  box.hidden = !tree;
  // The buttons act on the variation the position shown is in (none on the main line).
  const shown = shownSteps();
  const inside = tree ? variationStart(tree, shown) : -1;
  for (const id of ["promote-variation", "delete-variation"]) {
    /** @type {HTMLButtonElement} */ ($(id)).disabled = !(inside >= 0 && inside < shown.length);
  }
  if (!tree) return;
  view ??= new TreeView($("variations-tree"));
  view.show(tree);
  view.mark(nodeAt(view.nodes, view.kids, moves) ?? -1);
}

/**
 * Make the variation shown the main line, or delete it (the position goes to where it began);
 * the notice offers to undo it. @param {"promote" | "delete"} what
 */
async function reshape(what) {
  const board = app.board, tree = board.tree, shown = shownSteps();
  if (!tree) return;
  const changed = what === "promote" ? { tree: promote(tree, shown), steps: shown } : removeVariation(tree, shown);
  await board.reshape(changed.tree, changed.steps);
  const undo = button(t("Undo"), () => board.reshape(tree, shown).then(() => notice("")).catch((/** @type {Error} */ e) => notice(e.message)));
  notice(what === "promote" ? t("The variation is now the main line.") : t("Variation deleted."), undo);
}

/** Each step's button goes to its position (click, or Enter and Space as any button). */
export function bindVariations() {
  $("promote-variation").addEventListener("click", () => reshape("promote").catch((/** @type {Error} */ e) => notice(e.message)));
  $("delete-variation").addEventListener("click", () => reshape("delete").catch((/** @type {Error} */ e) => notice(e.message)));
  $("variations-tree").addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button");
    const steps = button && view?.stepsOf(button);
    if (!steps || !app.board.view) return;
    app.board.goTo(steps).catch((/** @type {Error} */ error) => notice(error.message));
  });
  // A step of a line played instead, in the move list (its own steps are play.js's).
  $("moves").addEventListener("click", (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest("button");
    const steps = button?.dataset.line !== undefined ? stepsOfBranch(button) : null;
    if (!steps || !app.board.view) return;
    notice("");
    goToSteps(steps).catch((/** @type {Error} */ error) => notice(error.message));
  });
}

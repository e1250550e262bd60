// The game tree under the move list, once the game has variations: every step of every
// line, each variation in parentheses after the step it replaces (as a record writes it),
// each step a button that goes to its position, and buttons that make the variation shown
// the main line or delete it (undone from the notice). The move list above is the line
// played, each step followed by the lines played instead of it (branchesOf).

import { nodesOf, promote, removeVariation, siblings, stepsTo, variationStart } from "../board/tree.js";
import { $, app, button, notice } from "./app.js";

/**
 * The lines played instead of step `before.length + 1`, each in parentheses, each step a
 * button going to its position (`data-steps`). @param {string[]} before @param {string[][]} lines
 */
export function branchesOf(before, lines) {
  const group = Object.assign(document.createElement("span"), { className: "branches" });
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", `Played instead of step ${before.length + 1}`);
  for (const line of lines) {
    const span = Object.assign(document.createElement("span"), { className: "variation" });
    span.append("(");
    line.forEach((step, j) => {
      const b = Object.assign(document.createElement("button"), { type: "button", textContent: `${before.length + j + 1}. ${step}` });
      b.tabIndex = -1; // the list is the Tab stop
      b.dataset.steps = [...before, ...line.slice(0, j + 1)].join(" ");
      b.setAttribute("aria-label", `Variation, step ${before.length + j + 1}: ${step}`);
      span.append(j ? " " : "", b);
    });
    span.append(")");
    group.append(span, " ");
  }
  return group;
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

/** The tree as last drawn (its tokens and the line played), so an unchanged one is kept. */
let drawn = "";

/**
 * Show the game tree (null: no variation, nothing shown); the position played is marked.
 * @param {string[] | null} tree @param {string[]} moves  the line played
 */
export function renderVariations(tree, moves) {
  const box = $("variations");
  box.hidden = !tree;
  // The buttons act on the variation the position shown is in (none on the main line).
  const inside = tree ? variationStart(tree, shownSteps()) : -1;
  for (const id of ["promote-variation", "delete-variation"]) {
    /** @type {HTMLButtonElement} */ ($(id)).disabled = !(inside >= 0 && inside < shownSteps().length);
  }
  const key = JSON.stringify([tree, moves]);
  if (!tree || key === drawn) return;
  drawn = key;
  const nodes = nodesOf(tree);
  const here = moves.join(" ");
  const root = $("variations-tree");
  root.replaceChildren();
  /** @type {HTMLElement[]} */
  const open = [root];
  let node = 0;
  for (const token of tree) {
    const into = /** @type {HTMLElement} */ (open.at(-1));
    if (token === "(") {
      const span = Object.assign(document.createElement("span"), { className: "variation", textContent: "(" });
      into.append(span);
      open.push(span);
    } else if (token === ")") {
      into.append(")");
      open.pop();
    } else {
      const steps = stepsTo(nodes, node);
      const button = Object.assign(document.createElement("button"), { type: "button", textContent: token });
      button.dataset.steps = steps.join(" ");
      button.setAttribute("aria-label", `Step ${steps.length}: ${token}${steps.join(" ") === here ? " (played)" : ""}`);
      if (steps.join(" ") === here) button.setAttribute("aria-current", "step");
      into.append(button, " ");
      node++;
    }
  }
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
  const undo = button("Undo", () => board.reshape(tree, shown).then(() => notice("")).catch((/** @type {Error} */ e) => notice(e.message)));
  notice(what === "promote" ? "The variation is now the main line." : "Variation deleted.", undo);
}

/** Each step's button goes to its position (click, or Enter and Space as any button). */
export function bindVariations() {
  $("promote-variation").addEventListener("click", () => reshape("promote").catch((/** @type {Error} */ e) => notice(e.message)));
  $("delete-variation").addEventListener("click", () => reshape("delete").catch((/** @type {Error} */ e) => notice(e.message)));
  $("variations-tree").addEventListener("click", (event) => {
    const steps = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.steps;
    if (steps === undefined || !app.board.view) return;
    app.board.goTo(steps.split(" ").filter(Boolean)).catch((/** @type {Error} */ error) => notice(error.message));
  });
}

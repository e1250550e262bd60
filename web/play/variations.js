// The game tree under the move list, once the game has variations: every step of every
// line, each variation in parentheses after the step it replaces (as a record writes it),
// each step a button that goes to its position. The move list above is the line played.

import { nodesOf, stepsTo } from "../board/tree.js";
import { $, app, notice } from "./app.js";

/** The tree as last drawn (its tokens and the line played), so an unchanged one is kept. */
let drawn = "";

/**
 * Show the game tree (null: no variation, nothing shown); the position played is marked.
 * @param {string[] | null} tree @param {string[]} moves  the line played
 */
export function renderVariations(tree, moves) {
  const box = $("variations");
  box.hidden = !tree;
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

/** Each step's button goes to its position (click, or Enter and Space as any button). */
export function bindVariations() {
  $("variations-tree").addEventListener("click", (event) => {
    const steps = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.steps;
    if (steps === undefined || !app.board.view) return;
    app.board.goTo(steps.split(" ").filter(Boolean)).catch((/** @type {Error} */ error) => notice(error.message));
  });
}

// The game tree as the Variations part of the panel shows it: every step of every line, each
// variation in parentheses after the step it replaces (as a record writes it), each step a
// button, the position played marked. A button holds nothing of its steps from the start: its
// place among the buttons is its node, whose steps are found on a click, so the tree shown
// holds as much as the game. A step played adds a token or three to the tree: only those are
// drawn, in place, instead of every step of a long game again. A long run of steps (a line of
// thousands, one paragraph the page took seconds to lay out) is drawn as its first and last
// steps and a button standing for those between, which draws them a few hundred at a time.

import { childrenOf, nodesOf, stepsTo } from "../board/tree.js";
import { t, tn } from "../i18n.js";

/** Steps drawn at each end of a run of more than 2 × ENDS + FOLD steps; FOLD more are drawn on
 * each press of the button standing for the others. */
const ENDS = 20, FOLD = 200;

/** @typedef {import("../board/tree.js").Node} Node */

export class TreeView {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    /** @type {string[]} the tokens drawn */
    this.tokens = [];
    /** @type {Node[]} */
    this.nodes = [];
    /** @type {Map<number, number[]>} each node's children, worked out once a tree */
    this.kids = new Map();
    /** @type {HTMLButtonElement[]} each node's button */
    this.buttons = [];
    /** @type {ChildNode[]} each token's element: a step's button, a variation's span, its ")" */
    this.items = [];
    this.marked = -1;
    root.addEventListener("click", (event) => {
      const fold = /** @type {HTMLElement} */ (event.target).closest("button.fold");
      if (fold) this.#unfold(/** @type {HTMLButtonElement} */ (fold));
    });
  }

  /** The steps from the start to the position of a step's button (null: not one).
   * @param {Element} button */
  stepsOf(button) {
    const node = this.buttons.indexOf(/** @type {HTMLButtonElement} */ (button));
    return node < 0 ? null : stepsTo(this.nodes, node);
  }

  /** Show the tree `tokens`: the tokens added to the one shown drawn where they go, any other
   * change drawn whole. @param {string[]} tokens */
  show(tokens) {
    const old = this.tokens;
    if (old.length === tokens.length && old.every((t, i) => t === tokens[i])) return;
    const nodes = nodesOf(tokens);
    this.mark(-1);
    let p = 0;
    while (p < old.length && p < tokens.length && old[p] === tokens[p]) p++;
    let s = 0;
    while (s < Math.min(old.length, tokens.length) - p && old[old.length - 1 - s] === tokens[tokens.length - 1 - s]) s++;
    const added = tokens.slice(p, tokens.length - s);
    const first = old.slice(0, p).filter((t) => t !== "(" && t !== ")").length; // the first new node
    const count = added.filter((t) => t !== "(" && t !== ")").length;
    const depth = depths(nodes);
    const folded = (/** @type {number} */ t) => this.items[t] instanceof HTMLButtonElement && this.items[t].classList.contains("fold");
    if (old.length && p + s === old.length && balanced(added) && keeps(this.nodes, nodes, first, count) && !folded(p) && !folded(p - 1)) {
      const drawn = this.#build(added, first, depth);
      const before = this.items[p] ?? null;
      (before?.parentNode ?? this.root).insertBefore(drawn.fragment, before);
      this.items.splice(p, 0, ...drawn.items);
      this.buttons.splice(first, 0, ...drawn.buttons);
    } else {
      const whole = this.#build(tokens, 0, depth, true);
      this.root.replaceChildren(whole.fragment);
      [this.items, this.buttons] = [whole.items, whole.buttons];
    }
    this.tokens = [...tokens];
    this.nodes = nodes;
    this.kids = childrenOf(nodes);
  }

  /** Mark node `node` as the position played (-1: none). @param {number} node */
  mark(node) {
    if (node === this.marked) return;
    const before = this.buttons[this.marked], now = this.buttons[node];
    if (before) {
      before.removeAttribute("aria-current");
      before.setAttribute("aria-label", (before.getAttribute("aria-label") ?? "").replace(/ \(played\)$/, ""));
    }
    if (now) {
      now.setAttribute("aria-current", "step");
      now.setAttribute("aria-label", `${now.getAttribute("aria-label")} (played)`);
    }
    this.marked = node;
  }

  /** Draw FOLD more of the steps `fold` stands for, before it (all of them: it goes).
   * @param {HTMLButtonElement} fold */
  #unfold(fold) {
    const from = this.items.indexOf(fold), to = this.items.lastIndexOf(fold) + 1;
    const upTo = Math.min(to, from + FOLD);
    const first = this.nodes.findIndex((node) => node.token === from);
    const drawn = this.#build(this.tokens.slice(from, upTo), first, depths(this.nodes));
    fold.before(drawn.fragment);
    this.items.splice(from, upTo - from, ...drawn.items);
    this.buttons.splice(first, upTo - from, ...drawn.buttons);
    if (upTo === to) {
      fold.nextSibling?.remove(); // its space
      fold.remove();
      this.buttons[first + upTo - from - 1]?.focus();
    } else {
      foldWords(fold, to - upTo);
    }
  }

  /** The elements of `tokens` (a balanced run of them) whose first step is node `first`; the
   * middle of a long run of steps folded into a button if `fold`.
   * @param {string[]} tokens @param {number} first @param {number[]} depth each node's steps from the start
   * @param {boolean} [fold] */
  #build(tokens, first, depth, fold = false) {
    const fragment = document.createDocumentFragment();
    /** @type {ChildNode[]} */
    const items = [];
    /** @type {HTMLButtonElement[]} */
    const buttons = [];
    /** @type {(DocumentFragment | HTMLElement)[]} */
    const open = [fragment];
    let node = first;
    /** @type {HTMLButtonElement | null} the button standing for the steps being folded */
    let folding = null;
    const folds = fold ? foldsOf(tokens) : [];
    for (const [at, token] of tokens.entries()) {
      const into = /** @type {DocumentFragment | HTMLElement} */ (open.at(-1));
      if (folds[at]) {
        if (!folding) {
          folding = Object.assign(document.createElement("button"), { type: "button", className: "fold" });
          foldWords(folding, folds[at]);
          into.append(folding, " ");
        }
        items.push(folding);
        buttons.push(/** @type {HTMLButtonElement} */ (/** @type {unknown} */ (undefined)));
        node++;
        continue;
      }
      folding = null;
      if (token === "(") {
        const span = Object.assign(document.createElement("span"), { className: "variation", textContent: "(" });
        into.append(span);
        open.push(span);
        items.push(span);
      } else if (token === ")") {
        const close = document.createTextNode(")");
        into.append(close);
        if (open.length > 1) open.pop();
        items.push(close);
      } else {
        const button = Object.assign(document.createElement("button"), { type: "button", textContent: token });
        button.setAttribute("aria-label", t("Step {n}: {step}", { n: depth[node], step: token }));
        into.append(button, " ");
        items.push(button);
        buttons.push(button);
        node++;
      }
    }
    return { fragment, items, buttons };
  }
}

/** Say how many steps `fold` stands for, and what pressing it does. @param {HTMLButtonElement} fold @param {number} count */
function foldWords(fold, count) {
  const n = count; // (a number: written as the page's language writes it)
  fold.textContent = tn("… {n} more step …", "… {n} more steps …", count, { n });
  fold.setAttribute("aria-label", tn("{n} step not shown: show {shown} of them", "{n} steps not shown: show {shown} of them", count, { n, shown: Math.min(count, FOLD) }));
}

/** For each token, how many steps from it on are folded (0: it is drawn): those of a run of
 * more than 2 × ENDS + FOLD steps but its ENDS first and last. @param {string[]} tokens */
function foldsOf(tokens) {
  /** @type {number[]} */
  const folded = new Array(tokens.length).fill(0);
  let start = 0;
  tokens.forEach((token, t) => {
    const last = t === tokens.length - 1 || tokens[t + 1] === "(" || tokens[t + 1] === ")";
    if (token === "(" || token === ")") start = t + 1;
    else if (last) {
      if (t + 1 - start > 2 * ENDS + FOLD) for (let k = start + ENDS; k < t + 1 - ENDS; k++) folded[k] = t + 1 - ENDS - k;
      start = t + 1;
    }
  });
  return folded;
}

/** How many steps from the start each node is (a node comes after the one it is played from).
 * @param {Node[]} nodes */
function depths(nodes) {
  /** @type {number[]} */
  const depth = [];
  nodes.forEach((node, i) => (depth[i] = node.parent < 0 ? 1 : depth[node.parent] + 1));
  return depth;
}

/** Whether `tokens` open and close as many variations, never closing one not open.
 * @param {string[]} tokens */
function balanced(tokens) {
  let open = 0;
  for (const token of tokens) {
    open += token === "(" ? 1 : token === ")" ? -1 : 0;
    if (open < 0) return false;
  }
  return open === 0;
}

/** Whether every node of `old` is in `now` played after the same step, once `count` new nodes
 * are put in from node `first` on. @param {Node[]} old @param {Node[]} now @param {number} first @param {number} count */
function keeps(old, now, first, count) {
  const moved = (/** @type {number} */ i) => (i < first ? i : i + count);
  return old.length + count === now.length && old.every((node, i) => now[moved(i)].parent === (node.parent < 0 ? -1 : moved(node.parent)));
}

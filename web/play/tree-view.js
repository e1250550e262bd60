// The game tree as the Variations part of the panel shows it: every step of every line, each
// variation in parentheses after the step it replaces (as a record writes it), each step a
// button, the position played marked. A button holds nothing of its steps from the start: its
// place among the buttons is its node, whose steps are found on a click, so the tree shown
// holds as much as the game. A step played adds a token or three to the tree: only those are
// drawn, in place, instead of every step of a long game again.

import { nodesOf, stepsTo } from "../board/tree.js";

/** @typedef {import("../board/tree.js").Node} Node */

export class TreeView {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    /** @type {string[]} the tokens drawn */
    this.tokens = [];
    /** @type {Node[]} */
    this.nodes = [];
    /** @type {HTMLButtonElement[]} each node's button */
    this.buttons = [];
    /** @type {ChildNode[]} each token's element: a step's button, a variation's span, its ")" */
    this.items = [];
    this.marked = -1;
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
    if (old.length && p + s === old.length && balanced(added) && keeps(this.nodes, nodes, first, count)) {
      const drawn = this.#build(added, first, depth);
      const before = this.items[p] ?? null;
      (before?.parentNode ?? this.root).insertBefore(drawn.fragment, before);
      this.items.splice(p, 0, ...drawn.items);
      this.buttons.splice(first, 0, ...drawn.buttons);
    } else {
      const whole = this.#build(tokens, 0, depth);
      this.root.replaceChildren(whole.fragment);
      [this.items, this.buttons] = [whole.items, whole.buttons];
    }
    this.tokens = [...tokens];
    this.nodes = nodes;
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

  /** The elements of `tokens` (a balanced run of them) whose first step is node `first`.
   * @param {string[]} tokens @param {number} first @param {number[]} depth each node's steps from the start */
  #build(tokens, first, depth) {
    const fragment = document.createDocumentFragment();
    /** @type {ChildNode[]} */
    const items = [];
    /** @type {HTMLButtonElement[]} */
    const buttons = [];
    /** @type {(DocumentFragment | HTMLElement)[]} */
    const open = [fragment];
    let node = first;
    for (const token of tokens) {
      const into = /** @type {DocumentFragment | HTMLElement} */ (open.at(-1));
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
        button.setAttribute("aria-label", `Step ${depth[node]}: ${token}`);
        into.append(button, " ");
        items.push(button);
        buttons.push(button);
        node++;
      }
    }
    return { fragment, items, buttons };
  }
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

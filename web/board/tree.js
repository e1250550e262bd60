// A game tree as Python writes it (py_games/tree.py): a flat list of tokens, the steps in
// order with each variation in "(" … ")" after the step it replaces. Only its shape is read
// here (which step follows which), to show it and to go to one of its positions; whether a
// step is legal is Python's word.

/** @typedef {{step: string, parent: number, token: number}} Node  a step of the tree: its
 * text, the node it is played from (-1: the start), and its token's index */

/** Every step of `tokens` as a node, in the tokens' order. @param {string[]} tokens */
export function nodesOf(tokens) {
  /** @type {Node[]} */
  const nodes = [];
  /** @type {number[]} */
  const stack = [];
  let last = -1; // the node the next step is played after
  tokens.forEach((token, index) => {
    if (token === "(") {
      stack.push(last);
      last = last < 0 ? -1 : nodes[last].parent; // the variation replaces the last step
    } else if (token === ")") {
      last = stack.pop() ?? -1;
    } else {
      nodes.push({ step: token, parent: last, token: index });
      last = nodes.length - 1;
    }
  });
  return nodes;
}

/** The steps from the start to node `i`. @param {Node[]} nodes @param {number} i */
export function stepsTo(nodes, i) {
  const steps = [];
  for (let at = i; at >= 0; at = nodes[at].parent) steps.push(nodes[at].step);
  return steps.reverse();
}

/** Whether the tokens hold a variation. @param {string[] | null} tokens */
export function branches(tokens) {
  return !!tokens && tokens.includes("(");
}

/** The main line: every step outside parentheses. @param {string[]} tokens */
export function mainLine(tokens) {
  let depth = 0;
  return tokens.filter((token) => {
    depth += token === "(" ? 1 : token === ")" ? -1 : 0;
    return depth === 0 && token !== ")";
  });
}

/**
 * The steps after `steps` (a line of the tree), following the first (main) step at each
 * position; [] when `steps` is not in the tree. @param {string[]} tokens @param {string[]} steps
 */
export function after(tokens, steps) {
  const nodes = nodesOf(tokens);
  /** @param {number} parent @param {string} [step] */
  const child = (parent, step) => nodes.findIndex((n) => n.parent === parent && (step === undefined || n.step === step));
  let at = -1;
  for (const step of steps) {
    at = child(at, step);
    if (at < 0) return [];
  }
  const rest = [];
  for (let next = child(at); next >= 0; next = child(next)) rest.push(nodes[next].step);
  return rest;
}

/** The link's text of a tree: steps with spaces, parentheses without ("b2 a1(c3 b3)(b1)b1").
 * @param {string[]} tokens */
export function treeText(tokens) {
  return tokens.map((t, i) => (t === "(" || t === ")" || i === 0 || tokens[i - 1] === "(" || tokens[i - 1] === ")" ? t : ` ${t}`)).join("");
}

/** The tokens of a link's text (steps apart by spaces or parentheses). @param {string} text */
export function treeTokens(text) {
  return text.split(/([()])|\s+/).filter((t) => t);
}

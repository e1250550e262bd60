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
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  const at = nodeAt(nodes, kids, steps);
  return at === null ? [] : mainAfter(kids, at).map((i) => nodes[i].step);
}

/**
 * The tree with the line `steps` (from the start) in it, as Python's tree.add writes it: the
 * steps it has are followed, the rest added where they leave it, going on from a step with
 * none after it, else as a variation after the others there. @param {string[]} tokens
 * @param {string[]} steps
 */
export function graft(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  let at = -1, found = 0;
  for (const step of steps) {
    const next = (kids.get(at) ?? []).find((i) => nodes[i].step === step);
    if (next === undefined) break;
    [at, found] = [next, found + 1];
  }
  const added = steps.slice(found);
  if (!added.length) return [...tokens];
  /** Past the token `index` and the variations written after it. @param {number} index */
  const groupEnd = (index) => {
    let end = index + 1, depth = 0;
    for (; end < tokens.length && (depth || tokens[end] === "("); end++) depth += tokens[end] === "(" ? 1 : tokens[end] === ")" ? -1 : 0;
    return end;
  };
  const main = (kids.get(at) ?? [])[0];
  const cut = main !== undefined ? groupEnd(nodes[main].token) : at < 0 ? tokens.length : groupEnd(nodes[at].token);
  return [...tokens.slice(0, cut), ...(main !== undefined ? ["(", ...added, ")"] : added), ...tokens.slice(cut)];
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

/** Each node's children, in the tokens' order (-1: the start's). @param {Node[]} nodes */
export function childrenOf(nodes) {
  /** @type {Map<number, number[]>} */
  const kids = new Map();
  nodes.forEach((node, i) => {
    const list = kids.get(node.parent);
    if (list) list.push(i);
    else kids.set(node.parent, [i]);
  });
  return kids;
}

/** The nodes after node `at` (-1: the start) following the first (main) child at each.
 * @param {Map<number, number[]>} kids @param {number} at */
function mainAfter(kids, at) {
  const line = [];
  for (let next = (kids.get(at) ?? [])[0]; next !== undefined; next = (kids.get(next) ?? [])[0]) line.push(next);
  return line;
}

/** The node at the end of `steps`, -1 for the start, null when the tree has no such line.
 * @param {Node[]} nodes @param {Map<number, number[]>} kids @param {string[]} steps */
export function nodeAt(nodes, kids, steps) {
  let at = -1;
  for (const step of steps) {
    const next = (kids.get(at) ?? []).find((i) => nodes[i].step === step);
    if (next === undefined) return null;
    at = next;
  }
  return at;
}

/** The tokens of `nodes` as `kids` orders them (the first child of each node its main step);
 * a loop, not a recursion, so that a line of thousands of steps is written in one pass.
 * @param {Node[]} nodes @param {Map<number, number[]>} kids */
function write(nodes, kids) {
  /** @type {string[]} */
  const tokens = [];
  // What is left to write, the next last: a token, or (a number) the steps after that node.
  /** @type {(string | number)[]} */
  const work = [-1];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    if (typeof item === "string") {
      tokens.push(item);
      continue;
    }
    const [main, ...others] = kids.get(item) ?? [];
    if (main === undefined) continue;
    // main, then each other step in parentheses with the steps after it, then main's steps.
    work.push(main);
    for (const k of others.reverse()) work.push(")", k, nodes[k].step, "(");
    work.push(nodes[main].step);
  }
  return tokens;
}

/**
 * The steps played instead of each step of `steps` (a line of the tree): for step k (from 1),
 * every other step at that position with the main steps after it. One walk down the line:
 * each alternative's steps are off the line, so the whole is as long as the tree at most.
 * @param {string[]} tokens @param {string[]} steps @returns {string[][][]}
 */
export function alternatives(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  /** @type {number | null} the node of the line so far (null: off the tree) */
  let at = -1;
  return steps.map((step) => {
    if (at === null) return [];
    const children = kids.get(at) ?? [];
    const mine = children.find((i) => nodes[i].step === step);
    at = mine ?? null;
    if (mine === undefined) return [];
    return children.filter((i) => i !== mine).map((i) => [i, ...mainAfter(kids, i)].map((n) => nodes[n].step));
  });
}

/** The lines to each step played at the position before the last of `steps` (itself among
 * them), in the tree's order; [] at the start or off the tree. @param {string[]} tokens @param {string[]} steps */
export function siblings(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  const parent = nodeAt(nodes, kids, steps.slice(0, -1));
  if (!steps.length || parent === null || nodeAt(nodes, kids, steps) === null) return [];
  return (kids.get(parent) ?? []).map((i) => [...steps.slice(0, -1), nodes[i].step]);
}

/** How many steps of `steps` lie on the main line before it enters a variation (its length
 * when it never does; -1 off the tree). @param {string[]} tokens @param {string[]} steps */
export function variationStart(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  let at = -1;
  for (const [k, step] of steps.entries()) {
    const children = kids.get(at) ?? [];
    at = children.find((i) => nodes[i].step === step) ?? -2;
    if (at === -2) return -1;
    if (children[0] !== at) return k;
  }
  return steps.length;
}

/** The tree with the line `steps` made the main line (each of its steps the main one there).
 * @param {string[]} tokens @param {string[]} steps */
export function promote(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  let at = -1;
  for (const step of steps) {
    const children = kids.get(at) ?? [];
    const next = children.find((i) => nodes[i].step === step);
    if (next === undefined) break;
    kids.set(at, [next, ...children.filter((i) => i !== next)]);
    at = next;
  }
  return write(nodes, kids);
}

/** The tree without the variation `steps` is in (its deepest one: the step where it leaves
 * the main line there, and all after it); `steps` unchanged when it is on the main line.
 * @param {string[]} tokens @param {string[]} steps @returns {{tree: string[], steps: string[]}}
 *   the tree left and the position before the variation */
export function removeVariation(tokens, steps) {
  const nodes = nodesOf(tokens), kids = childrenOf(nodes);
  let at = -1, cut = -1, parent = -1, depth = 0;
  for (const [k, step] of steps.entries()) {
    const children = kids.get(at) ?? [];
    const next = children.find((i) => nodes[i].step === step);
    if (next === undefined) break;
    if (children[0] !== next) [cut, parent, depth] = [next, at, k];
    at = next;
  }
  if (cut < 0) return { tree: [...tokens], steps: [...steps] };
  kids.set(parent, (kids.get(parent) ?? []).filter((i) => i !== cut));
  return { tree: write(nodes, kids), steps: steps.slice(0, depth) };
}

// The game tree's shape as the board reads Python's tokens (web/board/tree.js), and the line
// that plays in it (web/board/line.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import { Line } from "../../web/board/line.js";
import {
  after, alternatives, branches, graft, mainLine, nodesOf, promote, removeVariation, siblings, stepsTo, treeText, treeTokens, variationStart,
} from "../../web/board/tree.js";

const TREE = ["b2", "a1", "(", "c3", "b3", "(", "c2", ")", ")", "(", "b1", ")", "b1"];

test("each step's node is played after the step before it, a variation's after the replaced one's", () => {
  const nodes = nodesOf(TREE);
  assert.deepEqual(nodes.map((n) => stepsTo(nodes, nodes.indexOf(n)).join(" ")),
    ["b2", "b2 a1", "b2 c3", "b2 c3 b3", "b2 c3 c2", "b2 b1", "b2 a1 b1"]);
  assert.deepEqual(mainLine(TREE), ["b2", "a1", "b1"]);
  assert.ok(branches(TREE) && !branches(["b2"]) && !branches(null));
});

test("the steps after a position follow the main step at each", () => {
  assert.deepEqual(after(TREE, []), ["b2", "a1", "b1"]);
  assert.deepEqual(after(TREE, ["b2", "c3"]), ["b3"]);
  assert.deepEqual(after(TREE, ["b2", "b1"]), []);
  assert.deepEqual(after(TREE, ["zz"]), []);
});

test("a link's text of a tree reads back as the tree", () => {
  assert.equal(treeText(TREE), "b2 a1(c3 b3(c2))(b1)b1");
  assert.deepEqual(treeTokens(treeText(TREE)), TREE);
  assert.deepEqual(treeTokens(" b2  a1 "), ["b2", "a1"]);
});

test("a step from an earlier position goes into the tree: the line follows it, redo its main steps", () => {
  const line = new Line();
  line.reset(["b2", "a1", "b1"], [0, 1, 0]);
  assert.deepEqual(line.whole, ["b2", "a1", "b1"]);
  line.branched(1, "c3", 1, ["b2", "a1", "(", "c3", ")", "b1"]);
  assert.deepEqual([line.moves, line.movers, line.redo], [["b2", "c3"], [0, 1], []]);
  assert.deepEqual(line.tree, ["b2", "a1", "(", "c3", ")", "b1"]);
  line.reset(["b2"], [0], [], line.tree);
  assert.deepEqual(line.redo, ["b1", "a1"]); // the next to replay last
  line.reset(["b2"], [0], ["x"], ["b2", "a1"]); // a tree without variation: a line
  assert.deepEqual([line.tree, line.redo], [null, ["a1"]]);
});

test("the steps played instead of each step of a line, and a step's siblings", () => {
  assert.deepEqual(alternatives(TREE, ["b2", "a1", "b1"]), [[], [["c3", "b3"], ["b1"]], []]);
  assert.deepEqual(alternatives(TREE, ["b2", "c3", "c2"]), [[], [["a1", "b1"], ["b1"]], [["b3"]]]);
  assert.deepEqual(siblings(TREE, ["b2", "c3"]), [["b2", "a1"], ["b2", "c3"], ["b2", "b1"]]);
  assert.deepEqual([siblings(TREE, []), siblings(TREE, ["zz"])], [[], []]);
  assert.deepEqual([variationStart(TREE, ["b2", "a1", "b1"]), variationStart(TREE, ["b2", "c3", "c2"]), variationStart(TREE, ["x"])], [3, 1, -1]);
});

test("a variation made the main line, or removed, keeps every other line", () => {
  assert.deepEqual(promote(TREE, ["b2", "c3", "c2"]), ["b2", "c3", "(", "a1", "b1", ")", "(", "b1", ")", "c2", "(", "b3", ")"]);
  assert.deepEqual(promote(TREE, ["b2", "a1"]), TREE);
  assert.deepEqual(removeVariation(TREE, ["b2", "c3", "c2"]), { tree: ["b2", "a1", "(", "c3", "b3", ")", "(", "b1", ")", "b1"], steps: ["b2", "c3"] });
  assert.deepEqual(removeVariation(TREE, ["b2", "c3", "b3"]), { tree: ["b2", "a1", "(", "b1", ")", "b1"], steps: ["b2"] });
  assert.deepEqual(removeVariation(TREE, ["b2", "a1"]), { tree: TREE, steps: ["b2", "a1"] });
  // What is written reads back as the same tree.
  assert.deepEqual(nodesOf(promote(TREE, ["b2", "a1"])).length, nodesOf(TREE).length);
});

test("a line as long as a tree may be is reshaped and read in one pass, not step by step from the start", () => {
  // 30,000 tokens, the most Python takes (limits.TOKENS): a recursion per step ran out of stack,
  // and each step's line read from the start made a long line's work the square of its length.
  const line = Array.from({ length: 29_996 }, (_, i) => `s${i}`);
  const tree = [line[0], line[1], "(", "x", ")", ...line.slice(2)];
  assert.deepEqual(promote(tree, ["s0", "x"]), [line[0], "x", "(", ...line.slice(1), ")"]);
  assert.deepEqual(removeVariation(tree, ["s0", "x"]), { tree: line, steps: ["s0"] });
  assert.deepEqual(after(tree, ["s0"]), line.slice(1));
  const instead = alternatives(tree, ["s0", "x"]);
  assert.deepEqual([instead[0], instead[1].length, instead[1][0].length], [[], 1, line.length - 1]);
  assert.deepEqual(alternatives(tree, line).map((lines) => lines.length).filter(Boolean), [1]);
});

test("a line is grafted into a tree as Python's tree.add puts it", () => {
  // Each answer as py_games.tree.add gives it for the same tree and steps.
  const cases = [
    [TREE, "b2 a1 b1 x", "b2 a1 ( c3 b3 ( c2 ) ) ( b1 ) b1 x"],
    [TREE, "b2 c3 b3 y z", "b2 a1 ( c3 b3 ( c2 ) y z ) ( b1 ) b1"],
    [TREE, "b2 c3 q", "b2 a1 ( c3 b3 ( c2 ) ( q ) ) ( b1 ) b1"],
    [TREE, "b2 a1 b1", "b2 a1 ( c3 b3 ( c2 ) ) ( b1 ) b1"],
    [TREE, "d4 e5", "b2 ( d4 e5 ) a1 ( c3 b3 ( c2 ) ) ( b1 ) b1"],
    [[], "a b", "a b"],
    [["a", "b"], "a c d", "a b ( c d )"],
    [TREE, "b2 b1 k", "b2 a1 ( c3 b3 ( c2 ) ) ( b1 k ) b1"],
    [TREE, "b2 a1 m", "b2 a1 ( c3 b3 ( c2 ) ) ( b1 ) b1 ( m )"],
  ];
  for (const [tree, steps, grafted] of cases) assert.equal(graft(tree, steps.split(" ")).join(" "), grafted, steps);
});

// The evaluations a review keeps by line (web/play/reviewed.js): a variation reviewed beside
// the main line keeps the main line's, and costs only its own positions.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkedLines, evaluationsOf, filed } from "../../web/play/reviewed.js";

/** An evaluation standing for "position `name`" (its best step says which). @param {string} name */
const ev = (name) => ({ player: 0, shares: [0.5, 0.5], best: name, best_value: 0.5, iterations: 12 });
const names = (evaluations) => evaluations.map((e) => e.best);

const MAIN = ["a", "b", "c", "d"];
const main = { moves: MAIN, evaluations: ["0", "a", "ab", "abc", "abcd"].map(ev), lines: [] };

test("a variation starts from the main line's positions it shares, and is filed beside it", () => {
  const variation = ["a", "x", "y"];
  assert.deepEqual(names(evaluationsOf(main, variation)), ["0", "a"]);
  const kept = filed(main, variation, ["0", "a", "ax", "axy"].map(ev), false);
  assert.deepEqual([kept.moves, names(kept.evaluations)], [MAIN, ["0", "a", "ab", "abc", "abcd"]]);
  assert.deepEqual(kept.lines.map((s) => [s.moves, s.from, names(s.evaluations)]), [[variation, 2, ["ax", "axy"]]]);
  assert.deepEqual(names(evaluationsOf(kept, variation)), ["0", "a", "ax", "axy"]);
  assert.deepEqual(names(evaluationsOf(kept, ["a", "x"])), ["0", "a", "ax"]);
  assert.deepEqual(names(evaluationsOf(kept, MAIN)), ["0", "a", "ab", "abc", "abcd"]);
  // The same variation gone on: one line kept, the longer.
  const longer = filed(kept, [...variation, "z"], ["0", "a", "ax", "axy", "axyz"].map(ev), false);
  assert.deepEqual(longer.lines.map((s) => [s.moves.join(""), s.from]), [["axyz", 2]]);
  // A shorter one adds nothing.
  assert.equal(filed(longer, ["a", "x"], ["0", "a", "ax"].map(ev), false).lines.length, 1);
});

test("a variation made the main line keeps the old main line's positions beside it", () => {
  const kept = filed(main, ["a", "x"], ["0", "a", "ax"].map(ev), false);
  const promoted = filed(kept, ["a", "x"], evaluationsOf(kept, ["a", "x"]), true);
  assert.deepEqual(names(promoted.evaluations), ["0", "a", "ax"]);
  assert.deepEqual(names(evaluationsOf(promoted, MAIN)), ["0", "a", "ab", "abc", "abcd"]);
  assert.deepEqual(promoted.lines.map((s) => s.moves.join("")), ["abcd"]);
  // Steps taken back and replayed (a game without variations): nothing evaluated is lost.
  const back = filed(main, ["a", "b"], ["0", "a", "ab"].map(ev), true);
  assert.deepEqual(names(evaluationsOf(back, MAIN)), ["0", "a", "ab", "abc", "abcd"]);
});

test("a saved review's variations are read as this page files them, anything else dropped", () => {
  const good = { moves: ["a", "x"], from: 2, evaluations: [ev("ax")] };
  assert.deepEqual(checkedLines([good, null, { moves: "a x", from: 2, evaluations: [] }, { ...good, from: 0 },
    { ...good, evaluations: [ev("ax"), ev("?")] }]), [good]);
  assert.deepEqual([checkedLines(undefined), checkedLines({})], [[], []]);
});

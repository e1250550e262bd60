// The board's click logic (web/board/click.js), without a browser: what a click does after the
// clicks so far, where the next can go, and what the clicks would put down. The steps here
// have the shapes Python sends (py_games/contract/scene.py: StepInfo); the agreement with Python's
// own answers on real scenes is tests/test_web.py's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { click, continuing, ghosts, nextPlaces, ordersOf, sharedLook } from "../../web/board/click.js";

/** A pair of stones: black's cell then white's, or white's clicked twice then black's. */
const pair = (black, white) => ({
  step: `${black}-${white}`, cells: [black, white], kind: "place", label: `black on ${black}, white on ${white}`,
  looks: ["black", "white"], orders: [[black, white], [white, white, black]],
});
const PAIRS = [pair("a1", "b1"), pair("b1", "a1"), pair("b1", "c1"), pair("c1", "b1")];

test("a step without orders is clicked in the order of its cells", () => {
  const step = { step: "c3", cells: ["c3"], kind: "place", label: "c3", looks: ["mark"] };
  assert.deepEqual(ordersOf(step), [["c3"]]);
  assert.deepEqual(click([step], [], "c3"), { kind: "play", step: "c3" });
});

test("a pair: the first cell clicked gets black, the second completes the step", () => {
  assert.deepEqual(click(PAIRS, [], "a1"), { kind: "select", clicks: ["a1"] });
  assert.deepEqual(nextPlaces(PAIRS, ["a1"]).sort(), ["a1", "b1"]); // b1 for white, a1 again to swap
  assert.deepEqual(click(PAIRS, ["a1"], "b1"), { kind: "play", step: "a1-b1" });
  assert.deepEqual(ghosts(PAIRS, ["a1"], 1), [{ at: "a1", look: "black", owner: 1 }]);
});

test("a pair: a cell clicked twice gets white, and a third click swaps it back", () => {
  assert.deepEqual(click(PAIRS, ["a1"], "a1"), { kind: "select", clicks: ["a1", "a1"] });
  assert.deepEqual(ghosts(PAIRS, ["a1", "a1"], 0), [{ at: "a1", look: "white", owner: 0 }]);
  assert.deepEqual(nextPlaces(PAIRS, ["a1", "a1"]), ["b1"]);
  assert.deepEqual(click(PAIRS, ["a1", "a1"], "b1"), { kind: "play", step: "b1-a1" });
  assert.deepEqual(click(PAIRS, ["a1", "a1"], "a1"), { kind: "select", clicks: ["a1"] });
});

test("a click that continues no step is refused, and the clicks so far are what Python hears", () => {
  assert.deepEqual(click(PAIRS, ["a1"], "c1"), { kind: "refuse", clicks: ["a1", "c1"] });
  assert.deepEqual(click(PAIRS, [], "z9"), { kind: "refuse", clicks: ["z9"] });
  // A finished game lists no step: every click is Python's to explain.
  assert.deepEqual(click([], [], "a1"), { kind: "refuse", clicks: ["a1"] });
});

test("steps on the same places open a picker; looks that differ are not previewed", () => {
  const stone = (colour, look) => ({ step: `a1:${colour}`, cells: ["a1"], kind: "place", label: `${look} stone`, looks: [look] });
  const colours = [stone("b", "black"), stone("w", "white")];
  const picked = click(colours, [], "a1");
  assert.equal(picked.kind, "pick");
  assert.deepEqual(picked.kind === "pick" && picked.steps.map((s) => s.step), ["a1:b", "a1:w"]);
  assert.equal(sharedLook(colours, "a1"), null);
  assert.deepEqual(ghosts(colours, ["a1"], 0), []);
});

test("a move: a second click on the piece drops it; the place left shows nothing", () => {
  const slide = (from, to) => ({ step: `${from}>${to}`, cells: [from, to], kind: "move", label: "", looks: ["", "counter"] });
  const slides = [slide("0,0", "2,0"), slide("0,0", "0,2"), slide("1,1", "1,2")];
  assert.deepEqual(click(slides, [], "0,0"), { kind: "select", clicks: ["0,0"] });
  assert.deepEqual(nextPlaces(slides, ["0,0"]).sort(), ["0,2", "2,0"]);
  assert.deepEqual(click(slides, ["0,0"], "0,0"), { kind: "cancel" });
  assert.deepEqual(ghosts(slides, ["0,0", "2,0"], 0), [{ at: "2,0", look: "counter", owner: 0 }]);
  assert.equal(continuing(slides, ["1,1"]).length, 1);
});

test("steps that say what they leave are previewed once one is left", () => {
  const tile = (rotation) => ({
    step: `5=W1.${rotation}`, cells: ["5"], kind: "place", label: `W1 at ${rotation * 120}°`, looks: ["palago"],
    pieces: [{ id: "tile5", at: "5", look: "palago", owner: null, hexes: [[0, 0, rotation]] }],
  });
  const tiles = [tile(0), tile(1), tile(2)];
  assert.deepEqual(ghosts(tiles, ["5"], 0), []);
  assert.deepEqual(ghosts([tiles[1]], ["5"], 0), tiles[1].pieces);
});

test("a step of three clicks is selected until its last", () => {
  const long = [{ step: "x", cells: ["a", "b", "c"], kind: "move", label: "x", looks: ["", "", "mark"] }];
  assert.deepEqual(click(long, [], "a"), { kind: "select", clicks: ["a"] });
  assert.deepEqual(click(long, ["a"], "b"), { kind: "select", clicks: ["a", "b"] });
  assert.deepEqual(click(long, ["a", "b"], "c"), { kind: "play", step: "x" });
});

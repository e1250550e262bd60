// A first step before Python is up (web/board/early.js): which first view takes a step, the
// step made on it (one only), what it draws, and whether it is handed over to the game Python
// opened or taken back; and what a loading board marks (web/board/frame.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import { drawn, handOver, make, offer, open } from "../../web/board/early.js";
import { marksNow } from "../../web/board/frame.js";
import { createState } from "../../web/board/state.js";

const place = (at, look) => ({ step: at, cells: [at], kind: "place", label: at, looks: [look] });
const move = (from, to) => ({ step: `${from}>${to}`, cells: [from, to], kind: "move", label: "", looks: ["", "counter"] });
const pair = { step: "a1-b1", cells: ["a1", "b1"], kind: "place", label: "black on a1, white on b1",
  looks: ["black", "white"], orders: [["a1", "b1"], ["b1", "b1", "a1"]] };
const tile = { step: "1=B1.0", cells: ["1"], kind: "place", label: "B1.0", looks: ["palago"],
  pieces: [{ id: "tile1", at: "1", look: "palago", owner: null, hexes: [[0, 0, 0]], angle: 0 }] };
const scene = (legal, extra = {}) => ({ position: "start", to_move: 1, status: [], part: "", hint: "", summary: [],
  pieces: [], regions: [], marks: [], last: [], legal, scores: [], outcome: null, ...extra });
const view = (legal, extra) => ({ board: { options: { size: 6 } }, scene: scene(legal, extra) });
const opened = { game: "g", options: { size: 6, other: true }, start: null, moves: [], position: "start" };

test("a first view with legal steps is offered; one without (an older build's), or over, is not", () => {
  const early = offer("g", view([place("a1", "mark")]));
  assert.deepEqual([early?.game, early?.options, early?.step], ["g", { size: 6 }, null]);
  assert.equal(offer("g", { board: { options: {} }, scene: { position: "start" } }), null);
  assert.equal(offer("g", view([])), null);
  assert.equal(offer("g", view([place("a1", "mark")], { outcome: { winners: [] } })), null);
});

test("a step can be made while the board loads, once; a second waits for Python", () => {
  const early = /** @type {NonNullable<ReturnType<typeof offer>>} */ (offer("g", view([place("a1", "mark"), place("b1", "mark")])));
  assert.equal(open(early, true), early.scene);
  assert.equal(open(early, false), null); // Python is up: the live game is played
  assert.equal(open(null, true), null);
  const made = make(early, "a1");
  assert.equal(made.step?.step, "a1");
  assert.equal(early.step, null); // the state before is left as it was
  assert.equal(open(made, true), null);
  assert.equal(make(made, "b1"), made); // the second is not taken
  assert.equal(make(early, "z9"), early); // nor a step the first view does not list
});

test("a step made early draws what it puts down: its looks in its usual order, or its pieces", () => {
  const owner = 1;
  assert.deepEqual(drawn(make(/** @type {any} */ (offer("g", view([pair]))), "a1-b1")),
    [{ at: "a1", look: "black", owner }, { at: "b1", look: "white", owner }]);
  assert.deepEqual(drawn(make(/** @type {any} */ (offer("g", view([move("a", "b")]))), "a>b")),
    [{ at: "b", look: "counter", owner }]);
  assert.deepEqual(drawn(make(/** @type {any} */ (offer("g", view([tile]))), "1=B1.0")), tile.pieces);
  assert.deepEqual(drawn(/** @type {any} */ (offer("g", view([tile])))), []);
});

test("the step is handed over to the game opened on its first view, else taken back", () => {
  const early = make(/** @type {any} */ (offer("g", view([place("a1", "mark")]))), "a1");
  assert.deepEqual(handOver(early, opened), { play: "a1" });
  assert.equal(handOver(null, opened), null);
  assert.equal(handOver(/** @type {any} */ (offer("g", view([place("a1", "mark")]))), opened), null); // no step made
  for (const other of [{ game: "h" }, { options: { size: 7 } }, { start: "x" }, { moves: ["b1"] }, { position: "stale" }]) {
    assert.deepEqual(handOver(early, { ...opened, ...other }), { undone: "a1" }, JSON.stringify(other));
  }
  assert.deepEqual(handOver(early, { ...opened, options: { size: "6" } }), { play: "a1" }); // a link's text
});

test("a loading board marks the first view's targets while a step can be made, then the step made", () => {
  const state = createState();
  const legal = [move("a", "b"), move("a", "c")];
  state.early = /** @type {any} */ (offer("g", view(legal)));
  state.shown = state.early.scene;
  const asked = { interactive: true, browsing: false, targets: null, focused: false };
  // Not offered (the computer's seat, a diagram): nothing to click.
  assert.deepEqual(marksNow(state, asked).targets, []);
  const early = state.early.scene;
  assert.deepEqual(marksNow(state, { ...asked, early }).targets, ["a"]);
  state.clicks = ["a"];
  state.hover = "c";
  const marks = marksNow(state, { ...asked, early });
  assert.deepEqual([marks.selected, marks.targets.sort(), marks.previews], [["a"], ["b", "c"], [{ at: "c", look: "counter", owner: 1 }]]);
  state.clicks = [];
  state.early = make(state.early, "a>c");
  assert.deepEqual(marksNow(state, { ...asked, early: null }), {
    selected: ["a", "c"], targets: [], previews: [{ at: "c", look: "counter", owner: 1 }], cursor: null, hint: null,
  });
  state.status = "ready"; // Python's position is shown: the step made early is no longer drawn
  assert.deepEqual(marksNow(state, asked).previews, []);
});

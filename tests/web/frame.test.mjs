// What a frame marks (web/board/frame.js): selections, targets, ghosts, the hint, and a
// diagram's `targets` attribute, from the board's state alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createState } from "../../web/board/state.js";
import { marksNow, marksOf } from "../../web/board/frame.js";

const step = (from, to) => ({ step: `${from}>${to}`, cells: [from, to], kind: "move", label: "", looks: ["", "counter"] });
const scene = (legal) => ({ position: "", to_move: 1, status: [], part: "", hint: "", summary: [], pieces: [],
  regions: [], marks: [], last: [], legal, scores: [], outcome: null });

test("a playable board marks the clicks, where they can go on, and the ghost under the mouse", () => {
  const state = createState();
  state.live = state.shown = scene([step("a", "b"), step("a", "c"), step("d", "e")]);
  assert.deepEqual(marksOf(state, { playable: true, targets: null, focused: false }).targets.sort(), ["a", "d"]);
  state.clicks = ["a"];
  state.hover = "c";
  const marks = marksOf(state, { playable: true, targets: null, focused: false });
  assert.deepEqual([marks.selected, marks.targets.sort()], [["a"], ["b", "c"]]);
  assert.deepEqual(marks.previews, [{ at: "c", look: "counter", owner: 1 }]);
  state.hover = "x"; // not a target: no ghost
  assert.deepEqual(marksOf(state, { playable: true, targets: null, focused: false }).previews, []);
});

test("a hint marks its step's places; the cursor shows only with focus", () => {
  const state = createState();
  state.live = state.shown = scene([step("a", "b")]);
  state.hint = { step: "a>b", cells: ["a", "b"], ghosts: [{ at: "b", look: "counter", owner: 1 }] };
  state.cursor = "a";
  const marks = marksOf(state, { playable: true, targets: null, focused: true });
  assert.deepEqual([marks.selected, marks.previews, marks.cursor], [["a", "b"], state.hint.ghosts, "a"]);
  assert.equal(marksOf(state, { playable: true, targets: null, focused: false }).cursor, null);
});

test("a diagram marks nothing to play, but shows where a step goes when asked", () => {
  const state = createState();
  state.live = state.shown = scene([step("a", "b"), step("a", "c")]);
  assert.deepEqual(marksOf(state, { playable: false, targets: null, focused: false }).targets, []);
  const shown = marksOf(state, { playable: false, targets: "a", focused: false });
  assert.deepEqual([shown.selected, shown.targets.sort()], [["a"], ["b", "c"]]);
  assert.deepEqual(marksOf(state, { playable: false, targets: "", focused: false }).targets, ["a"]);
  state.shown = scene([]); // an earlier position looked at: nothing
  assert.deepEqual(marksOf(state, { playable: false, targets: "a", focused: false }).targets, []);
});

test("an earlier position looked at is marked as the live one: its clicks, targets and ghosts", () => {
  const state = createState();
  state.status = "ready";
  state.live = scene([step("d", "e")]);
  state.shown = scene([step("a", "b"), step("a", "c")]);
  state.clicks = ["a"];
  const board = { interactive: true, browsing: true, targets: null, focused: false };
  const marks = marksNow(state, board);
  assert.deepEqual([marks.selected, marks.targets.sort()], [["a"], ["b", "c"]]);
  state.shown = { ...state.shown, outcome: { headline: "Over" } }; // the game was over there
  assert.deepEqual(marksNow(state, board).targets, []);
  assert.deepEqual(marksNow(state, { ...board, interactive: false }).targets, []); // a diagram's
});

test("the pointer still on the place just clicked shows that click, not the click again", () => {
  // A step of two stones, black's cell then white's (white's clicked twice to swap): after e5,
  // the message says "black on e5"; the ghost under the pointer, still on e5, must be black
  // too, not the white of the swap a second click would make.
  const pair = (black, white) => ({ step: `${black}-${white}`, cells: [black, white], kind: "place",
    label: "", looks: ["black", "white"], orders: [[black, white], [white, white, black]] });
  const state = createState();
  state.live = state.shown = scene([pair("e5", "e6"), pair("e6", "e5"), pair("d4", "e5")]);
  state.clicks = ["e5"];
  state.hover = "e5";
  const marks = marksOf(state, { playable: true, targets: null, focused: false });
  assert.deepEqual(marks.previews, [{ at: "e5", look: "black", owner: 1 }]);
  state.hover = "e6"; // elsewhere: what a click there would make
  assert.deepEqual(marksOf(state, { playable: true, targets: null, focused: false }).previews,
    [{ at: "e5", look: "black", owner: 1 }, { at: "e6", look: "white", owner: 1 }]);
});

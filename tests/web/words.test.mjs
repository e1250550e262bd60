// The board's words (web/board/words.js): Python's sentences with each player named as the
// board shows their seat, and a diagram's caption.
import assert from "node:assert/strict";
import { test } from "node:test";
import { caption, said, stepNames, words } from "../../web/board/words.js";

const MARKS = { players: [{ name: "Player 1", look: "mark" }, { name: "Player 2", look: "mark" }] };
const STONES = { players: [{ name: "Black", look: "black" }, { name: "White", look: "white" }] };

test("a sentence names its players as the board shows them: colour and shape, or a stone's colour", () => {
  const status = [{ player: 1 }, " to move (step 2 of 2: move a ring)."];
  assert.equal(words(status, (p) => `P${p}`), "P1 to move (step 2 of 2: move a ring).");
  assert.equal(said(MARKS, status), "Player 2 (Orange ring) to move (step 2 of 2: move a ring).");
  assert.equal(said(STONES, [{ player: 0 }, " wins: the board is full."]), "Black wins: the board is full.");
  assert.equal(said(MARKS, undefined), "");
});

test("a diagram's caption: which position of how many, counted from 1, then the status", () => {
  const scene = { pieces: [], regions: [], marks: [], last: [], status: [{ player: 0 }, " to move."] };
  assert.equal(caption(MARKS, scene, 0, 2), "Position 1 of 3 · Player 1 (Blue cross) to move.");
  assert.equal(caption(MARKS, scene, 2, 2), "Position 3 of 3 · Player 1 (Blue cross) to move.");
  assert.equal(caption(MARKS, scene, 0, 0), "Player 1 (Blue cross) to move.");
});

test("seat names follow the board's scheme: seat 5 is Black on a light board, White on a dark one", () => {
  const five = { players: [0, 1, 2, 3, 4].map((p) => ({ name: `Player ${p + 1}`, look: "mark" })) };
  const status = [{ player: 4 }, " to move."];
  assert.equal(said(five, status, "light"), "Player 5 (Black square) to move.");
  assert.equal(said(five, status, "dark"), "Player 5 (White square) to move.");
});

test("a move list of two-step turns says which step moved a counter and which a ring", () => {
  const twoSteps = { players: [{ name: "Player 1" }, { name: "Player 2" }], turn_steps: ["counter", "ring"] };
  assert.deepEqual(stepNames(twoSteps, [0, 0, 1, 1, 0], 0), ["counter", "ring", "counter", "ring", "counter"]);
  assert.deepEqual(stepNames({ players: twoSteps.players }, [0, 1], 0), ["", ""]);
});

test("a line that begins at a turn's ring step (an editor's position) names its first step a ring", () => {
  const twoSteps = { players: [{ name: "Player 1" }, { name: "Player 2" }], turn_steps: ["counter", "ring"] };
  assert.deepEqual(stepNames(twoSteps, [0, 1, 1, 0], 1), ["ring", "counter", "ring", "counter"]);
  // Where the first step's place in its turn is not known (a preview saved without it), no
  // step is named rather than one named wrongly.
  assert.deepEqual(stepNames(twoSteps, [0, 1, 1], null), ["", "", ""]);
});

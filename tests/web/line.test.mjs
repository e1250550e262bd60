// The line of play (web/board/line.js): steps played, taken back, replayed and browsed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Line } from "../../web/board/line.js";

test("undo keeps the steps taken back for redo, newest last; a new step forgets them", () => {
  const line = new Line();
  line.played("a", 0);
  line.played("b", 1);
  line.played("c", 0);
  line.undone();
  line.undone();
  assert.deepEqual([line.moves, line.movers, line.redo], [["a"], [0], ["c", "b"]]);
  line.played("b", 1); // replaying the step taken back keeps the rest of redo
  assert.deepEqual(line.redo, ["c"]);
  line.played("x", 0); // another step forgets it
  assert.deepEqual([line.moves, line.redo], [["a", "b", "x"], []]);
});

test("browsing: the ply shown, and where each step button goes, within the line", () => {
  const line = new Line();
  line.reset(["a", "b", "c"], [0, 1, 0]);
  assert.equal(line.at, 3);
  line.browse = 1;
  assert.deepEqual(["first", "back", "forward", "last"].map((go) => line.target(/** @type {any} */ (go))), [0, 0, 2, 3]);
  line.browse = 0;
  assert.equal(line.target("back"), 0);
  line.played("d", 1);
  assert.equal(line.browse, null);
  line.undone();
  line.undone();
  line.undone();
  line.undone();
  line.undone(); // nothing left: nothing happens
  assert.deepEqual([line.length, line.redo], [0, ["a", "b", "c", "d"].reverse()]);
});

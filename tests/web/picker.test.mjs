// Where the picker goes (web/board/picker.js): beside the place chosen, never over it, always
// inside the board.
import assert from "node:assert/strict";
import { test } from "node:test";
import { beside } from "../../web/board/picker.js";

/** A square place from (x, y), `s` across. */
const square = (x, y, s) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];

test("below the place when it fits, centred on it", () => {
  assert.deepEqual(beside(square(100, 100, 20), 60, 30, 400, 400), { top: 124, left: 80 });
});

test("above the place near the board's foot: never over the words under the board", () => {
  const at = beside(square(100, 370, 20), 60, 30, 400, 400);
  assert.deepEqual(at, { top: 336, left: 80 });
  assert.ok(at.top + 30 <= 370, "the picker ends above the place");
});

test("inside the board's sides, and never over a small cell", () => {
  assert.equal(beside(square(2, 50, 17), 90, 40, 300, 300).left, 0);
  assert.equal(beside(square(290, 50, 10), 90, 40, 300, 300).left, 210);
  const small = square(150, 150, 17), { top } = beside(small, 90, 40, 300, 300);
  assert.ok(top >= 167 || top + 40 <= 150, "the picker leaves the cell in view");
});

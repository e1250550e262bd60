// Where the picker goes (web/board/picker.js): beside the place chosen, never over it, always
// inside the board.
import assert from "node:assert/strict";
import { test } from "node:test";
import { beside } from "../../web/board/picker.js";

/** A square place from (x, y), `s` across. */
const square = (x, y, s) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];

test("below the place when it fits, centred on it", () => {
  assert.deepEqual(beside(square(100, 100, 20), 60, 30, 400, 400), { top: 124, left: 80, fits: true });
});

test("above the place near the board's foot: never over the words under the board", () => {
  const at = beside(square(100, 370, 20), 60, 30, 400, 400);
  assert.deepEqual(at, { top: 336, left: 80, fits: true });
  assert.ok(at.top + 30 <= 370, "the picker ends above the place");
});

test("inside the board's sides, and never over a small cell", () => {
  assert.equal(beside(square(2, 50, 17), 90, 40, 300, 300).left, 0);
  assert.equal(beside(square(290, 50, 10), 90, 40, 300, 300).left, 210);
  const small = square(150, 150, 17), { top } = beside(small, 90, 40, 300, 300);
  assert.ok(top >= 167 || top + 40 <= 150, "the picker leaves the cell in view");
});

test("beside the place where neither below nor above has room (a short, wide board)", () => {
  // A board 374 × 232 (a wide board on a phone), a picker 150 tall: no room under or over a space
  // in the middle rows, so it stands to its right, or to its left near the right side.
  const right = beside(square(60, 80, 50), 150, 150, 374, 232);
  assert.deepEqual(right, { top: 30, left: 114, fits: true });
  const left = beside(square(300, 80, 50), 150, 150, 374, 232);
  assert.deepEqual(left, { top: 30, left: 146, fits: true });
});

test("no side has room: it says so, and stays inside the board", () => {
  const at = beside(square(150, 80, 50), 300, 200, 374, 232);
  assert.equal(at.fits, false);
  assert.ok(at.top >= 0 && at.top + 200 <= 232 && at.left >= 0 && at.left + 300 <= 374);
});

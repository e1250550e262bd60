// A puzzle's try for the practice journal (web/practice/tries.js): one event each time a puzzle
// is opened, at its first outcome, with the seconds since it was shown; what follows in the
// same opening is not another try.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { Storage } from "./storage.mjs";
import { ownKey } from "../../web/practice/journal.js";
import { tryKeeper } from "../../web/practice/tries.js";


beforeEach(() => {
  globalThis.localStorage = new Storage();
  globalThis.sessionStorage = new Storage();
});

/** This tab's text of the journal (web/practice/journal.js), its events' fields. */
const kept = () => (localStorage.getItem(ownKey()) ?? "").split("\n").slice(1).filter(Boolean)
  .map((row) => JSON.parse(row)).map(({ puzzle, result, seconds, difficulty, run }) => ({ puzzle, result, seconds, difficulty, run }));

test("each opening's first outcome is its try, with its seconds; what follows is not another", () => {
  let now = 1_800_000_000_000;
  const tries = tryKeeper(() => now);
  tries.open({ puzzle: "a/1", difficulty: 3 });
  now += 12_345;
  assert.equal(tries.wrong()?.ok, true);
  assert.equal(tries.solved(), null, "solved after Try again: the same try");
  tries.open({ puzzle: "a/2", difficulty: 4 });
  tries.hint();
  now += 1_000;
  tries.solved();
  tries.open({ puzzle: "a/3", difficulty: 5, run: "r1" });
  tries.solution();
  tries.wrong();
  tries.open({ puzzle: "a/1", difficulty: 3 }); // opened again: a new try
  tries.solved();
  assert.deepEqual(kept(), [
    { puzzle: "a/1", result: "missed", seconds: 12.345, difficulty: 3, run: undefined },
    { puzzle: "a/2", result: "hint", seconds: 1, difficulty: 4, run: undefined },
    { puzzle: "a/3", result: "shown", seconds: 0, difficulty: 5, run: "r1" },
    { puzzle: "a/1", result: "solved", seconds: 0, difficulty: 3, run: undefined },
  ]);
});

test("nothing is written before a puzzle is shown", () => {
  const tries = tryKeeper(() => 1_800_000_000_000);
  assert.equal(tries.solved(), null);
  assert.equal(localStorage.length, 0);
});

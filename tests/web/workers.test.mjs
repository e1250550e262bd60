// The snapshot helper waits for the page to show a game (web/workers.js afterShown).
import assert from "node:assert/strict";
import { test } from "node:test";
import { afterShown } from "../../web/workers.js";

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

test("the helper starts once a board marks its game shown, not before", async () => {
  performance.clearMarks();
  let started = 0;
  afterShown(() => started++, 5_000);
  await tick();
  assert.equal(started, 0);
  performance.mark("py-games:ready");
  await tick();
  assert.equal(started, 1);
  await tick();
  assert.equal(started, 1); // once
});

test("a page that shows a game already starts it at once", () => {
  performance.clearMarks();
  performance.mark("py-games:ready");
  let started = 0;
  afterShown(() => started++);
  assert.equal(started, 1);
});

test("a page that never shows a game starts it after a while, once", async () => {
  performance.clearMarks();
  let started = 0;
  afterShown(() => started++, 30);
  await tick(10);
  assert.equal(started, 0);
  await tick(60);
  assert.equal(started, 1);
  performance.mark("py-games:ready");
  await tick();
  assert.equal(started, 1);
});

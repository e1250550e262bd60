// The worker's warm-up (web/worker/warm.js), without a browser: once the worker is quiet it asks
// the last view or step again, a call at a time, a bounded number of times; never a search, and
// never once a search or a review has run; never while requests keep coming.
import assert from "node:assert/strict";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";

let fresh = 0;
/** A new copy of the module (its count of calls is the module's own). */
const load = () => import(`../../web/worker/warm.js?${fresh++}`);

const VIEW = '{"fn":"view","game":"g1","moves":["b1"]}';
const THINK = '{"fn":"think","game":"g1","moves":[]}';

/** A handle that records what it was asked. */
function recorder() {
  /** @type {string[]} */
  const asked = [];
  return { asked, handle: (/** @type {string} */ request) => (asked.push(request), "{}") };
}

test("a quiet worker asks the last view again, a bounded number of times", async () => {
  const { warmAfter } = await load();
  const { asked, handle } = recorder();
  const answered = performance.now();
  warmAfter(VIEW, handle, () => answered);
  assert.deepEqual(asked, []); // never at once: a next request may be on its way
  await sleep(300);
  assert.ok(asked.length > 1, `asked ${asked.length} times`);
  assert.ok(asked.every((request) => request === VIEW));
  const count = asked.length;
  await sleep(100);
  assert.equal(asked.length, count); // done: it stops by itself
  const again = performance.now();
  warmAfter(VIEW, handle, () => again);
  await sleep(100);
  assert.equal(asked.length, count); // and for good
});

test("a search is never asked again, and ends the warming: a view before it is not repeated", async () => {
  const { warmAfter } = await load();
  const { asked, handle } = recorder();
  let answered = performance.now();
  warmAfter(VIEW, handle, () => answered);
  warmAfter(THINK, handle, () => answered); // within the quiet wait: nothing was asked yet
  await sleep(150);
  assert.deepEqual(asked, []);
  answered = performance.now();
  warmAfter(VIEW, handle, () => answered); // nor after it
  await sleep(150);
  assert.deepEqual(asked, []);
});

test("a review's slice ends the warming under way", async () => {
  const { warmAfter } = await load();
  /** @type {string[]} */
  const asked = [];
  const handle = (/** @type {string} */ request) => {
    const until = performance.now() + 5; // an answer's few milliseconds: warming takes a while
    while (performance.now() < until);
    asked.push(request);
    return "{}";
  };
  const answered = performance.now();
  warmAfter(VIEW, handle, () => answered);
  await sleep(60); // warming has begun, and is not over
  const count = asked.length;
  assert.ok(count > 0 && count < 20, `asked ${count} times`);
  const sliced = performance.now();
  warmAfter('{"fn":"review","game":"g1","moves":[],"slice_ms":8}', handle, () => sliced);
  await sleep(150);
  assert.equal(asked.length, count);
  assert.ok(asked.every((request) => request === VIEW));
});

test("nothing is asked while requests keep coming", async () => {
  const { warmAfter } = await load();
  const { asked, handle } = recorder();
  let answered = performance.now();
  warmAfter(VIEW, handle, () => answered);
  for (let i = 0; i < 10; i++) {
    await sleep(10);
    answered = performance.now(); // an answer every 10 ms, within the quiet wait
  }
  assert.deepEqual(asked, []);
  await sleep(200); // then quiet: it goes on, and ends
  assert.ok(asked.length > 0);
});

test("an answer that raises is not repeated", async () => {
  const { warmAfter } = await load();
  let calls = 0;
  const raising = () => {
    calls += 1;
    throw new Error("no");
  };
  const answered = performance.now();
  warmAfter(VIEW, raising, () => answered);
  await sleep(150);
  assert.equal(calls, 1);
});

// Warming the runtime while the worker has nothing to do.
//
// Chromium compiles WebAssembly a function at a time with a quick baseline compiler, then
// recompiles the functions that have run a while with its optimizing compiler, in the
// background. Python's interpreter is a few such functions, hot in every answer. On a fresh page
// the first answers run on the baseline code, several times slower than once optimized, even
// after the page has been quiet a while: a player's first steps after opening or reloading a
// game were drawn a frame late (bench/bench_clicks.py's "first" rows measure it). So the worker answers the page's last view or step
// again, the answer thrown away, a call at a time while no request has come for QUIET_MS, until
// CALLS have run: the compiling is under way before the player's clicks need it.
//
// The page never waits long for it: a request that comes meanwhile waits for the one call under
// way (a few milliseconds, the length of any answer), and each call is answered in a task of its
// own, so the request is answered next. Only `view` and `play` are repeated: they change
// nothing in the worker (`think` and `review` keep searches).
//
// Once a review or the computer's search has run, warming stops for good: their slices keep the
// same interpreter hot, and the review pauses while a step is being made (web/play/review.js),
// so a warming call would fill that very pause and a step's answer would wait behind it.

/** @typedef {(request: string) => string} Handle */

const CALLS = 40;
const QUIET_MS = 30;
// What a repeated request may start with (engine.js writes `fn` first).
const REPEATABLE = ['{"fn":"view"', '{"fn":"play"'];
// What keeps the runtime hot on its own: once asked, no more warming.
const SEARCHING = ['{"fn":"review"', '{"fn":"think"'];

let calls = 0;
/** @type {string | null} */
let last = null;
let timer = 0;

/**
 * After an answer: remember `request` if it can be asked again, and warm up once the worker is
 * quiet. `handle` answers; `quietSince` is when the last answer was given.
 * @param {string} request @param {Handle} handle @param {() => number} quietSince
 */
export function warmAfter(request, handle, quietSince) {
  if (calls >= CALLS) return;
  if (SEARCHING.some((start) => request.startsWith(start))) {
    calls = CALLS;
    return void clearTimeout(timer);
  }
  if (REPEATABLE.some((start) => request.startsWith(start))) last = request;
  clearTimeout(timer);
  const tick = () => {
    const wait = quietSince() + QUIET_MS - performance.now();
    if (wait > 0) return void (timer = setTimeout(tick, wait));
    if (!last || calls >= CALLS) return;
    calls += 1;
    try {
      handle(last);
    } catch {
      calls = CALLS; // an answer that raises is not worth repeating (the page was told already)
      return;
    }
    timer = setTimeout(tick, 0);
  };
  timer = setTimeout(tick, QUIET_MS);
}

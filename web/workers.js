// The page's workers: its Python worker (engine.js) and, when a first visit's worker asks, the
// snapshot helper beside it (worker.js again, under the helper's name: worker/snapshot.js),
// which makes the copy of Python's memory later visits restore.
//
// The page starts the helper, not the worker that asks for it: in Firefox a worker that had
// started one could stop answering for good, and a step made as it did was never played
// (tests/e2e/engines/test_engine_games.py, under load).

import { HELPER_NAME } from "./worker/snapshot.js";

/**
 * @typedef {import("./worker/startup.js").SnapshotState} SnapshotState
 * @typedef {import("./worker/snapshot.js").HelperMessage} HelperMessage
 */

/** A module worker for `url` (its `name`, if given), also when this file was loaded from
 * another origin. @param {URL} url @param {string} [name] */
export function startWorker(url, name) {
  if (url.origin === location.origin) return new Worker(url, { type: "module", name });
  // Browsers only start workers from the page's own origin. When a page embeds board.js from
  // another site, start a same-origin blob worker that imports the real one: import.meta.url
  // inside worker.js is still its own URL, so it finds its files (the site must send CORS
  // headers, as GitHub Pages does).
  const source = `import ${JSON.stringify(url.href)};`;
  const blob = new Blob([source], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module", name });
}

/** The mark a board makes when it shows its game (board/actions.js, `started`). */
const SHOWN = "py-games:ready";
/** How long the helper waits for that mark on a page that makes none. */
const UNSHOWN_MS = 10_000;

/**
 * Run `start` once the page shows a game (now, if it does already), or after `unshown` ms if
 * it shows none: the helper's download and its Python's start (a core's work for seconds)
 * must not slow the page's first view, which on a busy device can come well after the worker
 * is ready. @param {() => void} start @param {number} [unshown]
 */
export function afterShown(start, unshown = UNSHOWN_MS) {
  if (performance.getEntriesByName(SHOWN).length) return start();
  /** @type {PerformanceObserver} */
  let observer;
  const go = () => {
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(SHOWN).length) go();
  });
  observer.observe({ type: "mark" });
  const timer = setTimeout(go, unshown);
}

/**
 * Start the snapshot helper (`url`: worker.js's) and tell `told` what became of its copy
 * (`reason` when it failed), once; the helper is closed then.
 * @param {URL} url @param {(snapshot: SnapshotState, reason: string) => void} told
 */
export function startHelper(url, told) {
  /** @type {Worker} */
  let helper;
  try {
    helper = startWorker(url, HELPER_NAME);
  } catch (error) {
    return told("failed", `could not start the snapshot helper: ${/** @type {Error} */ (error).message}`);
  }
  /** @param {SnapshotState} snapshot @param {string} [reason] */
  const done = (snapshot, reason = "") => {
    helper.terminate();
    told(snapshot, reason);
  };
  helper.addEventListener("message", ({ data }) => {
    const message = /** @type {HelperMessage} */ (data);
    if (message.type === "snapshot") done(message.snapshot, message.reason);
    else if (message.type === "failed") done("failed", message.message);
  });
  helper.addEventListener("error", (event) => {
    event.preventDefault();
    done("failed", `the snapshot helper failed: ${event.message || "could not start"}`);
  });
}

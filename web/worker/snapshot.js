// The Python worker's memory snapshot: where the copy of Python's memory is stored, how it is
// packed, read back and thrown away, how the helper makes it, and how the page hears of it.
//
// Starting Python takes seconds; restoring a copy of its memory taken once it had started,
// with py_games imported, takes a fraction of that. The first visit starts Python as usual and
// answers the page. Once it is ready and idle, it asks the page to start a helper beside it
// (worker.js again, in the snapshot role: web/workers.js), which starts Python prepared for
// copying (`_makeSnapshot`, which makes a start about a tenth slower: the player does not wait
// for it there), imports py_games, copies its memory before answering anything (so the copy
// holds no game, no search) and stores it, uncompressed, in the browser's Cache Storage. Later
// visits restore it. The copy is only valid for the runtime and the rules it was taken with, so
// it is stored under a key naming both, and one under another key (an older build), or one that
// fails to restore, is thrown away and Python starts as usual.

import { lastLine } from "./errors.js";
import { startup, timed } from "./startup.js";

/** @typedef {import("./startup.js").SnapshotState} SnapshotState */
/** What a copy is valid for: the runtime's version, the standard library's hash (build.py cuts
 * it: a copy taken with another zip would read this one at the other's offsets) and the wheel's
 * hash (from worker.js's BUILD).
 * @typedef {{ pyodide: string, stdlib: string, sha256: string }} Build */
/** What the helper says to the page that started it (workers.js).
 * @typedef {({ type: "snapshot" } & import("./startup.js").Startup) | { type: "failed", message: string }} HelperMessage */

// The helper is worker.js started under this name. (Its name says so, not its URL: a module's
// URL is its response's, and the service worker answers any query of worker.js with the stored
// worker.js.)
export const HELPER_NAME = "py-games-snapshot";

const SNAPSHOT_CACHE = "py-games-snapshot"; // sw.js leaves this cache alone
// A key in the cache, never fetched: next to worker.js (as it was before this file existed).
const SNAPSHOT_URL = new URL("../python-memory.snapshot", import.meta.url).href;
// Change SNAPSHOT_FORMAT whenever what the worker does before taking the copy changes.
const SNAPSHOT_FORMAT = 3;

/** @param {Build} build */
const snapshotKey = (build) => `${build.pyodide}/${build.stdlib}/${build.sha256}/${SNAPSHOT_FORMAT}`;

/** Whether a copy can be stored: it needs Cache Storage (absent outside secure contexts) and
 * the wheel's hash for its key. @param {Build} build */
export const canStore = (build) => "caches" in self && Boolean(build.sha256);

/** The stored copy for this build as a Response, or null (none, another build's, no storage).
 * @param {Build} build
 * @returns {Promise<Response | null>} */
export async function storedSnapshot(build) {
  try {
    if (!canStore(build)) return null;
    const cache = await caches.open(SNAPSHOT_CACHE);
    const stored = await cache.match(SNAPSHOT_URL);
    if (!stored) return null;
    if (stored.headers.get("X-Snapshot-Key") === snapshotKey(build)) return stored;
    startup.reason = "the stored snapshot was made for another build";
    await cache.delete(SNAPSHOT_URL);
  } catch {
    // No Cache Storage here (an opaque origin, a browser setting): start as usual.
  }
  return null;
}

// Half of Python's memory is pages of zeros. The copy keeps only the others; the zeros come back
// free in a new buffer. It is not compressed: inflating it would take the worker's thread on
// every visit, while the runtime's module is read and started on that same thread; stored as it
// is, the copy is read by the browser off the thread, and a repeat visit is ready sooner
// (bench/bench_startup.py measures it).
// Layout: "PGS1", the memory's length, the number of pages kept and their numbers (32-bit
// little-endian integers), then those pages, in order.
const PAGE = 4096;
const MAGIC = 0x31534750; // "PGS1"

/** The pages of `bytes` that are not all zeros, with a header saying where they go.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @returns {Blob} */
function packPages(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const kept = [];
  for (let page = 0; page * PAGE < bytes.byteLength; page++) {
    const first = (page * PAGE) >> 2;
    const last = Math.min(first + (PAGE >> 2), words.length);
    let used = last * 4 < Math.min((page + 1) * PAGE, bytes.byteLength); // a ragged tail: keep it
    for (let i = first; !used && i < last; i++) used = words[i] !== 0;
    if (used) kept.push(page);
  }
  const header = new Uint32Array([MAGIC, bytes.byteLength, kept.length, ...kept]);
  const parts = kept.map((page) => bytes.subarray(page * PAGE, (page + 1) * PAGE));
  return new Blob([header, ...parts]);
}

/** Read a stored copy as it streams in. `memory` resolves, as soon as the header is read, to
 * a buffer of the copy's length, which the pages then fill; `filled` resolves once all are in.
 * Both reject if the copy is damaged. (Pyodide needs the memory's size before it compiles the
 * runtime, but its content only once compiled: the two then run side by side.)
 * @param {Response} stored
 * @returns {{ memory: Promise<Uint8Array>, filled: Promise<void> }} */
export function readSnapshot(stored) {
  /** @type {{ resolve: (bytes: Uint8Array) => void, reject: (error: unknown) => void }} */
  let found = { resolve: () => {}, reject: () => {} }; // replaced at once: the executor runs now
  /** @type {Promise<Uint8Array>} */
  const memory = new Promise((resolve, reject) => (found = { resolve, reject }));
  const filled = (async () => {
    const damaged = () => new Error("the snapshot is damaged");
    const reader = /** @type {ReadableStream<Uint8Array>} */ (stored.body).getReader();
    let head = new Uint8Array(0); // the header, until it is whole
    let bytes = new Uint8Array(0); // the memory, once the header is read
    /** @type {number[] | null} */
    let pages = null; // the numbers of the pages kept, once the header is read
    let page = 0, at = 0; // where the next byte of a page goes
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value;
      if (!pages) {
        const longer = new Uint8Array(head.length + chunk.length);
        longer.set(head);
        longer.set(chunk, head.length);
        head = longer;
        if (head.length < 12) continue;
        const view = new DataView(head.buffer);
        const [magic, length, count] = [0, 4, 8].map((offset) => view.getUint32(offset, true));
        if (magic !== MAGIC || count > Math.ceil(length / PAGE)) throw damaged();
        const size = 12 + 4 * count;
        if (head.length < size) continue;
        pages = Array.from({ length: count }, (_, i) => view.getUint32(12 + 4 * i, true));
        if (pages.some((n) => n * PAGE >= length)) throw damaged();
        bytes = new Uint8Array(length);
        found.resolve(bytes);
        chunk = head.subarray(size);
      }
      for (let taken = 0; taken < chunk.length;) {
        if (page >= pages.length) throw damaged();
        const start = pages[page] * PAGE;
        const size = Math.min(PAGE, bytes.length - start);
        const n = Math.min(size - at, chunk.length - taken);
        bytes.set(chunk.subarray(taken, taken + n), start + at);
        taken += n;
        at += n;
        if (at === size) [page, at] = [page + 1, 0];
      }
    }
    if (!pages || page !== pages.length || at !== 0) throw damaged();
    timed("snapshot read");
  })();
  filled.catch((error) => found.reject(error));
  memory.catch(() => {}); // awaited by Pyodide; a failure is reported through `filled`
  return { memory, filled };
}

/** Throw the stored copy away, saying why. @param {string} why */
export async function forgetSnapshot(why) {
  startup.reason = why;
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(SNAPSHOT_URL);
  } catch {
    // Nothing stored, or no storage: nothing to forget.
  }
}

/** In the helper: show each of `games` once (showEach), then copy Python's memory and store
 * it; "saved" or "failed".
 * @param {import("pyodide").PyodideInterface} pyodide
 * @param {Build} build
 * @param {string[]} games
 * @returns {Promise<void>} */
export async function saveSnapshot(pyodide, build, games) {
  try {
    showEach(pyodide, games);
  } catch (error) {
    console.warn("py-games snapshot helper: a game could not be shown first:", lastLine(error)); // (the copy is still good)
  }
  let bytes;
  try {
    // (A copy of the memory, in an ArrayBuffer of its own.)
    bytes = /** @type {Uint8Array<ArrayBuffer>} */ (pyodide.makeMemorySnapshot());
  } catch (error) {
    return reportSnapshot("failed", `could not copy Python's memory: ${lastLine(error)}`);
  }
  try {
    const body = packPages(bytes);
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_URL, new Response(body, {
      headers: { "Content-Type": "application/octet-stream", "X-Snapshot-Key": snapshotKey(build) },
    }));
    reportSnapshot("saved");
  } catch (error) {
    reportSnapshot("failed", `could not store the snapshot: ${lastLine(error)}`);
  }
}

/** Show the first position of each of `games`, the answers thrown away: each game's rules are
 * imported when it is first shown, and then the copy holds them all, so that a restored page
 * shows any game without importing anything (a copy made after the start alone holds none).
 * @param {import("pyodide").PyodideInterface} pyodide @param {string[]} games */
function showEach(pyodide, games) {
  const bridge = /** @type {{ handle(request: string): string, destroy(): void }} */ (pyodide.pyimport("py_games.bridge"));
  for (const game of games) bridge.handle(JSON.stringify({ fn: "view", game, moves: [], board: true, history: true }));
  bridge.destroy();
}

/** Tell the page what became of the copy (the helper tells the page that started it).
 * @param {SnapshotState} state
 * @param {string} [reason] */
function reportSnapshot(state, reason = "") {
  Object.assign(startup, { snapshot: state, reason: reason || startup.reason });
  self.postMessage({ type: "snapshot", ...startup });
}

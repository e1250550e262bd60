// The one Python worker of a page: starts Pyodide (from a memory snapshot when the browser
// stored one), unpacks the py_games wheel, and answers the page's requests with
// py_games.bridge.handle (a JSON string in, a JSON string out).
//
// Started by engine.js as a module worker. Every URL is computed from this file's own URL,
// so the site works under any sub-path and never asks another origin for anything: the
// runtime and py_games come from the folders build.py writes next to this file.
//
// Messages to the page:
//   {type: "stage", stage: "runtime" | "rules", text, words, progress}   while loading
//                      (progress: 0 to 1, from the bytes fetched, then the steps after;
//                      words: the message the page says in its language, text its English)
//   {type: "ready", catalog, startup}                            once requests can be answered
//                      (startup: {boot: "snapshot" | "fresh", snapshot, reason}, see worker/startup.js)
//   {type: "helper"}     on a first visit, once ready and idle: the page starts the snapshot helper (once it shows a game)
//   {type: "snapshot", boot, snapshot, reason}                   the snapshot saved or not
//   {type: "failed", message, words}                             if loading failed (as a stage's)
//   {id, response}                                               the answer to a request
// Messages from the page: {id, request} with request a JSON string.
//
// The same file also runs as the snapshot helper (a worker named "py-games-snapshot"), which the
// page starts when its worker asks (web/workers.js): it starts Python once more, prepared for
// copying, copies its memory, stores the copy, says {type: "snapshot", ...} and is closed.

// The work is shared with the modules of worker/: downloads.js (the counting fetch), snapshot.js
// (the memory snapshot and its helper), startup.js (how the start went, and its times), errors.js
// (failures in one line), warm.js (the runtime optimized while idle). This file holds the
// worker's state, boots Python, reports the stages and answers the requests.

import { serveCatalogs } from "./worker/catalogs.js";
import { compileEarly } from "./worker/compile.js";
import { countDownloads } from "./worker/downloads.js";
import { serveParts } from "./worker/parts.js";
import { attempt, english, lastLine, msg, wordsOf } from "./worker/errors.js";
import { HELPER_NAME, canStore, forgetSnapshot, readSnapshot, saveSnapshot, storedSnapshot } from "./worker/snapshot.js";
import { startup, timed } from "./worker/startup.js";
import { unpack, warnUnpack } from "./worker/unpack.js";
import { warmAfter } from "./worker/warm.js";

/** @typedef {import("pyodide").PyodideInterface} PyodideInterface */
/** @typedef {import("pyodide").PyodideConfig} PyodideConfig */
/** @typedef {import("./contract").CatalogAnswer} CatalogAnswer */
/** @typedef {import("./contract").ErrorAnswer} ErrorAnswer */
/** @typedef {import("./worker/errors.js").Message} Message */
/** py_games.bridge.handle: a JSON string in, a JSON string out.
 * @typedef {(request: string) => string} Handle */
/** The part of the py_games.bridge module (a Python module's proxy) the worker uses.
 * @typedef {{ handle: { copy(): Handle }, destroy(): void }} BridgeModule */
/** A request from the page.
 * @typedef {{ id: number, request: string }} PageRequest */
/** What build.py writes into BUILD.
 * @typedef {{ pyodide: string, stdlib: string, wheel: string, sha256: string, bytes: Record<string, number> }} Build */

// A worker started under the helper's name is the helper (see snapshot.js).
const ROLE = self.name === HELPER_NAME ? "snapshot" : "page";

/** A URL next to this file (import.meta.url is the worker's URL, whatever the page's).
 * @param {string} path */
const here = (path) => new URL(path, import.meta.url).href;

/** @type {Handle | null} */
let handle = null; // py_games.bridge.handle (a Python function) once ready
/** @type {Message | null} */
let failure = null; // why loading failed, once it has
/** @type {PageRequest[]} */
const waiting = []; // requests that arrived before ready: [{id, request}]

// Listen before anything else: the page may post requests as soon as it creates the worker
// (`self` is typed as any worker's scope, whose events have no data: this is a dedicated one).
/** @type {DedicatedWorkerGlobalScope} */ (self).addEventListener("message", (event) => {
  const { id, request } = /** @type {PageRequest} */ (event.data);
  if (handle) answer(id, request);
  else if (failure) refuse(id);
  else waiting.push({ id, request });
});

// What this build loads, written here by build.py (so that nothing is fetched before the
// runtime: the page's first request to Python waits for no manifest).
/** @type {Build} */
const BUILD = { pyodide: "dev", stdlib: "", wheel: "", sha256: "", bytes: {} };

// Share of the progress bar for downloading (the rest: starting Python, the rules).
const DOWNLOAD_SHARE = 0.8;
// Downloads move the page's worker's progress bar until Python is up (the helper has no bar).
const { missing, fetchBytes } = countDownloads(
  Object.values(BUILD.bytes).reduce((a, b) => a + b, 0),
  () => ROLE === "page" && !handle,
  reportDownload,
);

/** Show the bytes downloaded so far (`fraction` of them all) on the progress bar.
 * @param {number} fraction @param {number} loaded @param {number} total */
function reportDownload(fraction, loaded, total) {
  /** @param {number} bytes */
  const mb = (bytes) => Math.round(bytes / 1e5) / 10; // (the page writes the number its way)
  const words = current.stage === "runtime"
    ? msg("Downloading Python… {loaded} of {total} MB", { loaded: mb(loaded), total: mb(total) })
    : current.words;
  stage(current.stage, words, fraction * DOWNLOAD_SHARE);
}

// Work that can wait (the snapshot helper, the files of a restored py_games) is done once
// nothing has been asked of this worker for IDLE_MS: it must not slow the page's first answers
// (nor a computer opponent's search, which is asked for in slices).
const IDLE_MS = 400;
let lastAnswer = 0;

/** @param {() => void} work */
function whenIdle(work) {
  const wait = lastAnswer + IDLE_MS - performance.now();
  if (wait > 0) setTimeout(() => whenIdle(work), wait);
  else work();
}

// -- starting ----------------------------------------------------------------------------------

/** Load everything, tell the page how it goes, then answer the requests that waited.
 *
 * Everything that can be fetched at once is: the runtime's module (which fetches the wasm,
 * the standard library and the lock file as soon as it runs), the py_games wheel and the
 * stored snapshot. micropip is not used: the wheel has no dependencies, and unpacking it
 * where micropip would install it is all an install does.
 * @returns {Promise<void>} */
async function boot() {
  try {
    // First the stored copy's lookup, which decides what else is needed (see below).
    const lookup = ROLE === "page" ? storedSnapshot(BUILD) : Promise.resolve(null);
    stage("runtime", msg("Loading the Python runtime…"), 0);
    const folder = here("pyodide/");
    compileEarly(`${folder}pyodide.asm.wasm`); // first: it takes longest (see worker/compile.js)
    const runtime = /** @type {Promise<typeof import("pyodide")>} */ (import(`${folder}pyodide.mjs`));
    // The runtime's own module (1.2 MB), which pyodide.mjs would import only once it runs: read
    // and evaluated now, Pyodide's import of it later finds it ready (a failure is its to report).
    import(`${folder}pyodide.asm.mjs`).then(() => timed("runtime module"), () => {});
    /** @type {Promise<ArrayBuffer> | null} */
    let fetched = null;
    // The query changes with the wheel's content, so a browser never reuses stale rules.
    const wheel = () => (fetched ??= fetchBytes(here(`wheels/${BUILD.wheel}?sha256=${BUILD.sha256}`)));
    const stored = await lookup;
    // Read as soon as found, while the runtime's scripts load and its module compiles.
    const snapshot = stored && readSnapshot(stored);
    timed("snapshot found");
    // Without a copy the wheel is needed at once; with one, only once the page is answered
    // (its files put back while idle: filesBack below), so it does not compete with the copy.
    if (!snapshot) wheel().catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
    const { loadPyodide } = await attempt(msg("Could not load the Python runtime: {error}"), () => runtime);
    timed("runtime script");
    /** @param {PyodideConfig} options */
    const load = (options) => Promise.race([missing, loadPyodide({ indexURL: folder, ...options })]);

    /** @type {PyodideInterface | null} */
    let pyodide = null;
    /** @type {CatalogAnswer | null} */
    let catalog = null;
    if (snapshot) {
      try {
        // Pyodide waits for its fsInit hook before it restores the memory; if the copy turns out
        // damaged, that instance is left waiting for good and this one gives up at once.
        /** @type {Promise<never>} */
        const forever = new Promise(() => {});
        const failed = snapshot.filled.then(() => forever);
        pyodide = await Promise.race([failed, load({
          _loadSnapshot: snapshot.memory,
          // (Called once the runtime is compiled and linked: the time is for the benchmark.)
          fsInit: () => (timed("runtime linked"), snapshot.filled.catch(() => forever)),
        })]);
        timed("runtime");
        stage("rules", msg("Loading the game rules…"), 0.93);
        catalog = await startRules(pyodide, null);
        startup.boot = "snapshot";
        startup.snapshot = "restored";
      } catch (error) {
        // A missing wheel is not the copy's fault: fail as a normal start would.
        if (await wheel().then(() => false, () => true)) await attempt(msg("Could not load the game rules: {error}"), wheel);
        // A damaged copy, or one this runtime refuses: start as usual (a new worker would
        // not be any cleaner: loadPyodide makes a new instance each time).
        pyodide = null;
        handle = null;
        await forgetSnapshot(`the stored snapshot could not be restored: ${lastLine(error)}`);
      }
    }
    if (!pyodide) {
      const helper = ROLE === "snapshot";
      const linked = async () => void timed("runtime linked"); // (for the benchmark, as above)
      pyodide = await attempt(msg("Could not load the Python runtime: {error}"), () => load({ _makeSnapshot: helper, fsInit: linked }));
      timed("runtime");
      stage("rules", msg("Loading the game rules…"), 0.93);
      // (`pyodide` is set just above: TypeScript does not carry that into the closure.)
      const started = /** @type {PyodideInterface} */ (pyodide);
      catalog = await attempt(msg("Could not load the game rules: {error}"), () => startRules(started, wheel()));
      if (helper) return saveSnapshot(pyodide, BUILD, catalog.games.map((g) => g.id)); // (all it is for)
      if (canStore(BUILD)) startup.snapshot = "saving";
    }

    if (startup.boot === "snapshot") {
      const restored = /** @type {PyodideInterface} */ (pyodide);
      /** @type {Promise<void> | null} */
      let unpacking = null;
      filesBack = () => (unpacking ??= unpack(restored, wheel()).catch(warnUnpack).finally(() => (filesBack = null)));
    }
    self.postMessage({ type: "ready", catalog, startup: { ...startup } });
    lastAnswer = performance.now(); // the page's first requests may follow "ready": wait for them
    for (const { id, request } of waiting.splice(0)) answer(id, request);
    if (startup.snapshot === "saving") whenIdle(() => self.postMessage({ type: "helper" })); // (this file again)
    if (filesBack) whenIdle(() => filesBack?.());
  } catch (error) {
    const { message, cause } = /** @type {Error} */ (error);
    const words = wordsOf(error);
    failure = typeof words === "string" ? { msgid: "{error}", values: { error: words } } : words; // (no words of ours)
    // The full reason (a Python traceback, say) for whoever opens the console.
    console.error("py-games worker:", message, "\n", /** @type {Error | undefined} */ (cause)?.message ?? "");
    self.postMessage({ type: "failed", message: english(failure), words: failure });
    for (const { id } of waiting.splice(0)) refuse(id);
  }
}

/** Unpack the py_games wheel (none after a restore: see below), import the bridge, set
 * `handle` and return the catalog.
 * @param {PyodideInterface} pyodide
 * @param {Promise<ArrayBuffer> | null} wheel
 * @returns {Promise<CatalogAnswer>} */
async function startRules(pyodide, wheel) {
  if (wheel) await unpack(pyodide, wheel);
  const bridge = /** @type {BridgeModule} */ (pyodide.pyimport("py_games.bridge"));
  // (Not in the snapshot's helper: a copy of memory cannot hold a reference to JavaScript.)
  if (ROLE !== "snapshot") {
    serveCatalogs(pyodide, here);
    serveParts(pyodide, here);
  }
  timed("imported");
  // A copy: attribute proxies die with the module proxy, this one lives as long as the worker.
  const fn = bridge.handle.copy();
  bridge.destroy();
  // (An error answer instead when the catalog failed.)
  const result = /** @type {CatalogAnswer & Partial<ErrorAnswer>} */ (JSON.parse(fn(JSON.stringify({ fn: "catalog" }))));
  if (result && result.error) throw new Error(`catalog: ${result.error.message}`);
  handle = fn;
  // The rules' objects live as long as the worker: frozen, Python's collector never scans them
  // again (a full collection over them made a step now and then wait for it).
  pyodide.runPython("import gc; gc.freeze()");
  timed("rules");
  return result;
}

// -- answering ---------------------------------------------------------------------------------

/** After a restore, until the wheel's files are back (unpack): what puts them back at once.
 * A request that needs one of them (a puzzle set, read when first asked for) fails meanwhile;
 * it is asked again once they are back.
 * @type {(() => Promise<void>) | null} */
let filesBack = null;

/** Answer one request (again once the files are back if it failed without them).
 * @param {number} id @param {string} request */
function answer(id, request) {
  const response = respond(request);
  const back = filesBack;
  if (back && response.startsWith('{"error"')) back().then(() => self.postMessage({ id, response: respond(request) }));
  else self.postMessage({ id, response });
  if (handle) warmAfter(request, handle, () => lastAnswer); // see worker/warm.js
}

/** Python's answer to one request; a Python exception becomes an error response, never a
 * dead worker. @param {string} request @returns {string} */
function respond(request) {
  let response;
  try {
    // Strings cross as strings (not proxies), so nothing needs destroying afterwards.
    response = /** @type {Handle} */ (handle)(request);
    lastAnswer = performance.now();
  } catch (error) {
    console.warn("py-games worker: handle() raised", /** @type {Error} */ (error).message);
    response = JSON.stringify({ error: { type: "InternalError", message: lastLine(error) } });
  }
  return /** @type {string} */ (response);
}

/** Answer a request that can never be served because loading failed. @param {number} id */
function refuse(id) {
  const error = { type: "EngineUnavailable", message: english(/** @type {Message} */ (failure)), words: failure };
  self.postMessage({ id, response: JSON.stringify({ error }) });
}

// -- stages ------------------------------------------------------------------------------------

/** @type {{stage: string, text: string, words: Message, progress: number}} */
const current = { stage: "runtime", text: "", words: { msgid: "" }, progress: 0 };

/** Tell the page how loading goes; the bar never moves back.
 * @param {string} name @param {Message} words @param {number} progress */
function stage(name, words, progress) {
  if (failure || handle || ROLE === "snapshot") return; // (the helper's start is not the page's)
  Object.assign(current, { stage: name, text: english(words), words, progress: Math.max(progress, current.progress) });
  self.postMessage({ type: "stage", ...current });
}

// Last, once every declaration above is in place (boot() reports stages synchronously).
boot();

// The one Python worker of a page: loads Pyodide, installs the py_games wheel, and answers
// the page's requests with py_games.bridge.handle (a JSON string in, a JSON string out).
//
// Started by engine.js as a module worker. Every URL is computed from this file's own URL,
// so the site works under any sub-path and never asks another origin for anything: the
// runtime, micropip and py_games all come from the folders build.py writes next to this file.
//
// Messages to the page:
//   {type: "stage", stage: "runtime" | "python" | "rules", text, progress}   while loading
//                      (progress: 0 to 1, from the bytes fetched, then the steps after)
//   {type: "ready", catalog}                                     once requests can be answered
//   {type: "failed", message}                                    if loading failed
//   {id, response}                                               the answer to a request
// Messages from the page: {id, request} with request a JSON string.

/** A URL next to this file (import.meta.url is the worker's URL, whatever the page's). */
const here = (path) => new URL(path, import.meta.url).href;

let handle = null; // py_games.bridge.handle (a Python function) once ready
let failure = null; // why loading failed, once it has
const waiting = []; // requests that arrived before ready: [{id, request}]

// Listen before anything else: the page may post requests as soon as it creates the worker.
self.addEventListener("message", (event) => {
  const { id, request } = event.data;
  if (handle) answer(id, request);
  else if (failure) refuse(id);
  else waiting.push({ id, request });
});

// Share of the progress bar for downloading (the rest: starting Python, micropip, the rules).
const DOWNLOAD_SHARE = 0.8;
const download = { total: 0, loaded: 0, shown: -1 };

// Every file Pyodide fetches passes through here, with no request of our own: its bytes move
// the progress bar, and a missing file fails the load at once, naming it. (Pyodide alone only
// logs a warning and waits forever when its wasm file is missing.)
let missingFile;
const missing = new Promise((_, reject) => (missingFile = reject));
missing.catch(() => {});
const nativeFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await nativeFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (!response.ok) {
    missingFile(new Error(`Missing file ${url} (HTTP ${response.status}): is the site fully built?`));
    return response;
  }
  if (!response.body || !download.total) return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      download.loaded += chunk.byteLength;
      reportDownload();
      controller.enqueue(chunk);
    },
  });
  // Same status and headers (application/wasm keeps streaming compilation), counted body.
  return new Response(response.body.pipeThrough(counter), {
    status: response.status, statusText: response.statusText, headers: response.headers,
  });
};

function reportDownload() {
  const fraction = Math.min(1, download.loaded / download.total);
  const percent = Math.floor(fraction * 100);
  if (percent === download.shown) return; // one message per percent, not per chunk
  download.shown = percent;
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  // The wheels come later, during the stages after "runtime": they only move the bar.
  const text = current.stage === "runtime"
    ? `Downloading Python… ${mb(download.loaded)} of ${mb(download.total)} MB`
    : current.text;
  stage(current.stage, text, fraction * DOWNLOAD_SHARE);
}

boot();

/** Load everything, tell the page how it goes, then answer the requests that waited. */
async function boot() {
  try {
    const manifest = await fetchJSON("manifest.json");
    download.total = Object.values(manifest.download_bytes ?? {}).reduce((a, b) => a + b, 0);

    stage("runtime", "Loading the Python runtime…", 0);
    const pyodide = await attempt("Could not load the Python runtime", () =>
      Promise.race([
        missing,
        (async () => {
          const { loadPyodide } = await import(here("pyodide/pyodide.mjs"));
          // indexURL makes Pyodide fetch the wasm, the stdlib and its lock file from our folder.
          return loadPyodide({ indexURL: here("pyodide/") });
        })(),
      ]),
    );

    stage("python", "Starting Python…", 0.85);
    await attempt("Could not load micropip", async () => {
      // By URL, not by name: our micropip wheel (from PyPI) differs in its hash from the one
      // pyodide-lock.json lists, and loading by name could only come from the CDN.
      const problems = [];
      await pyodide.loadPackage(here(`wheels/${manifest.micropip.wheel}`), {
        messageCallback: () => {}, // "Loading micropip…": noise in the console
        errorCallback: (message) => problems.push(message),
      });
      if (problems.length) throw new Error(problems.join("; "));
    });

    stage("rules", "Loading the game rules…", 0.93);
    const { wheel, sha256 } = manifest.py_games;
    // The query changes with the wheel's content, so a browser never reuses stale rules.
    const wheelURL = here(`wheels/${wheel}?sha256=${sha256}`);
    const catalog = await attempt("Could not load the game rules", async () => {
      const micropip = pyodide.pyimport("micropip");
      try {
        // deps: false, so nothing (not even a future dependency) is looked up on PyPI.
        await Promise.race([missing, micropip.install.callKwargs(wheelURL, { deps: false })]);
      } finally {
        micropip.destroy();
      }
      const bridge = pyodide.pyimport("py_games.bridge");
      // A copy: attribute proxies die with the module proxy, this one lives as long as the worker.
      const fn = bridge.handle.copy();
      bridge.destroy();
      const result = JSON.parse(fn(JSON.stringify({ fn: "catalog" })));
      if (result && result.error) throw new Error(`catalog: ${result.error.message}`);
      handle = fn;
      return result;
    });

    self.postMessage({ type: "ready", catalog });
    for (const { id, request } of waiting.splice(0)) answer(id, request);
  } catch (error) {
    failure = error.message;
    // The full reason (a Python traceback, say) for whoever opens the console.
    console.error("py-games worker:", error.message, "\n", error.cause?.message ?? "");
    self.postMessage({ type: "failed", message: failure });
    for (const { id } of waiting.splice(0)) refuse(id);
  }
}

/** Answer one request; a Python exception becomes an error response, never a dead worker. */
function answer(id, request) {
  let response;
  try {
    // Strings cross as strings (not proxies), so nothing needs destroying afterwards.
    response = handle(request);
  } catch (error) {
    console.warn("py-games worker: handle() raised", error.message);
    response = JSON.stringify({ error: { type: "InternalError", message: lastLine(error) } });
  }
  self.postMessage({ id, response });
}

/** Answer a request that can never be served because loading failed. */
function refuse(id) {
  const error = { type: "EngineUnavailable", message: failure };
  self.postMessage({ id, response: JSON.stringify({ error }) });
}

const current = { stage: "runtime", text: "", progress: 0 };

/** Tell the page how loading goes; the bar never moves back. */
function stage(name, text, progress) {
  if (failure || handle) return; // a download still running after a failure says nothing
  Object.assign(current, { stage: name, text, progress: Math.max(progress, current.progress) });
  self.postMessage({ type: "stage", ...current });
}

/** Run a loading step; if it fails, fail with `what` in front of the reason. */
async function attempt(what, step) {
  try {
    return await step();
  } catch (error) {
    throw new Error(`${what}: ${lastLine(error)}`, { cause: error });
  }
}

/**
 * What went wrong, in one line. A PythonError's message is a whole traceback whose last line
 * says it ("ValueError: …"), except that Pyodide may append a hint about setDebug after it.
 */
function lastLine(error) {
  const lines = String(error?.message ?? error)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("For more information about the cause"));
  return lines.length ? lines[lines.length - 1] : "unknown error";
}

/** Fetch a JSON file next to this worker, revalidated so a new build is always seen. */
async function fetchJSON(path) {
  const url = here(path);
  let response;
  try {
    response = await nativeFetch(url, { cache: "no-cache" });
  } catch (error) {
    throw new Error(`Could not fetch ${url}: ${error.message}`);
  }
  if (!response.ok) {
    throw new Error(`Missing file ${url} (HTTP ${response.status}): is the site fully built?`);
  }
  return response.json();
}

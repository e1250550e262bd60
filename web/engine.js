// The page's side of the Python engine: one worker for the whole page, shared by every board.
//
//   import { engine, EngineError } from "./engine.js";
//   const e = engine();                      // starts the worker on first use
//   e.onStage(({ stage, text, progress }) => …);  // runtime → rules → ready (or failed);
//                                                 // progress goes from 0 to 1
//   e.startup                                // {boot: "snapshot" | "fresh", snapshot, reason}
//   const catalog = await e.ready;           // what bridge.handle('{"fn":"catalog"}') returns
//   const answer = await e.call("fn", { …arguments });   // rejects with an EngineError
//
// Requests may be made before the engine is ready: the worker queues them.

/** An error answered by the engine: `type` and `message` come from {"error": {type, message}}. */
export class EngineError extends Error {
  constructor(type, message) {
    super(message);
    this.name = "EngineError";
    this.type = type;
  }
}

let shared = null;

/** The page's one engine, created (and its worker started) on first use. */
export function engine() {
  shared ??= createEngine();
  return shared;
}

function createEngine() {
  const url = new URL("./worker.js", import.meta.url);
  const early = earlyWorker(url);
  const worker = early?.worker ?? startWorker(url);
  const pending = new Map(); // request id → {resolve, reject}
  const listeners = new Set();
  let nextId = 1;
  let failure = null; // an EngineError once the engine cannot work
  let current = { stage: "runtime", text: "Loading the Python runtime…", progress: 0 };
  let startup = null;

  function setStartup(next) {
    startup = { ...startup, ...next };
    delete startup.type;
    const root = document.documentElement.dataset;
    root.boot = startup.boot;
    root.snapshot = startup.snapshot;
    if (startup.reason) console.info("py-games:", startup.reason);
  }

  let settle;
  const ready = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Pages that never await `ready` must not get an "unhandled rejection" when loading fails:
  // the failure still reaches anyone awaiting it, and every onStage listener.
  ready.catch(() => {});

  function setStage(next) {
    if (failure && next.stage !== "failed") return; // a failed load stays failed
    // The worker's first stage repeats the one we start with: say each change once.
    if (next.stage === current.stage && next.text === current.text && next.progress === current.progress) return;
    current = next;
    for (const listener of listeners) notify(listener, current);
  }

  function fail(message) {
    if (failure) return;
    failure = new EngineError("EngineUnavailable", message);
    setStage({ stage: "failed", text: message });
    settle.reject(failure);
    // Requests in flight will never be answered by a dead worker.
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  function onMessage({ data }) {
    if (data.type === "stage") {
      setStage({ stage: data.stage, text: data.text, progress: data.progress });
    } else if (data.type === "snapshot") {
      setStartup(data);
    } else if (data.type === "ready") {
      setStartup(data.startup);
      setStage({ stage: "ready", text: "Ready", progress: 1 });
      settle.resolve(data.catalog);
    } else if (data.type === "failed") {
      fail(data.message);
    } else if (pending.has(data.id)) {
      const { resolve, reject } = pending.get(data.id);
      pending.delete(data.id);
      const response = JSON.parse(data.response);
      if (isError(response)) reject(new EngineError(response.error.type, response.error.message));
      else resolve(response);
    }
  }
  // The worker script itself failed to load or to run (a 404, a syntax error, …).
  function onError(event) {
    event.preventDefault?.();
    fail(`The Python worker failed: ${event.message || "could not load worker.js"}`);
  }
  const handlers = {
    message: onMessage,
    error: onError,
    messageerror: () => fail("The Python worker sent an unreadable message"),
  };
  for (const [type, handler] of Object.entries(handlers)) worker.addEventListener(type, handler);
  // What the worker said before this module ran, in order; nothing more is kept after this.
  for (const event of early?.events.splice(0) ?? []) handlers[event.type]?.(event);
  if (early) early.events = null;

  return {
    /** Resolves to the catalog once Python answers; rejects with an EngineError if loading fails. */
    ready,

    /** How Python started, once ready: `boot` is "snapshot" (restored from the copy of its
     * memory a previous visit stored) or "fresh"; `snapshot` says what became of that copy:
     * "restored", "saving", "saved", "failed" or "off" (no storage here), with `reason` when
     * one was thrown away or could not be made. The page's <html> carries it as data-boot and
     * data-snapshot. */
    get startup() {
      return startup;
    },

    /** The latest stage: {stage: "runtime" | "rules" | "ready" | "failed", text}. */
    get stage() {
      return current;
    },

    /** Call `callback(stage)` now and on every change; returns a function that stops it. */
    onStage(callback) {
      listeners.add(callback);
      notify(callback, current);
      return () => listeners.delete(callback);
    },

    /** Ask the bridge: resolves to the parsed answer, or rejects with an EngineError. */
    async call(fn, args = {}) {
      if (failure) throw failure;
      const id = nextId++;
      const request = JSON.stringify({ fn, ...args });
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request });
      });
    },
  };
}

/** The worker the page's own inline script started as the HTML arrived (build.py writes it into
 * every page of the site, so that Python starts before the page's modules have loaded), with
 * the events it sent meanwhile; null if there is none for `url` (an embed on another site). */
function earlyWorker(url) {
  const early = globalThis.pyGamesEarly;
  if (!early?.worker || early.url !== url.href || !Array.isArray(early.events)) return null;
  return early;
}

/** A module worker for `url`, also when this file was loaded from another origin. */
function startWorker(url) {
  if (url.origin === location.origin) return new Worker(url, { type: "module" });
  // Browsers only start workers from the page's own origin. When a page embeds board.js from
  // another site, start a same-origin blob worker that imports the real one: import.meta.url
  // inside worker.js is still its own URL, so it finds its files (the site must send CORS
  // headers, as GitHub Pages does).
  const source = `import ${JSON.stringify(url.href)};`;
  const blob = new Blob([source], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module" });
}

function isError(response) {
  return response !== null && typeof response === "object" && "error" in response;
}

/** A listener that throws must not stop the others (nor the engine). */
function notify(listener, stage) {
  try {
    listener(stage);
  } catch (error) {
    console.error("py-games engine: onStage listener failed", error);
  }
}

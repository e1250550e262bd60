import { t, tMessage } from "./i18n.js";
// The page's side of the Python engine: one worker for the whole page, shared by every board.
//
//   import { engine, EngineError } from "./engine.js";
//   const e = engine();                      // starts the worker on first use
//   e.onStage(({ stage, text, words, progress }) => …);  // runtime → rules → ready (or
//                                                 // failed); progress goes from 0 to 1; words:
//                                                 // the message, tMessage(lang, words)
//   e.startup                                // {boot: "snapshot" | "fresh", snapshot, reason}
//   const catalog = await e.ready;           // what bridge.handle('{"fn":"catalog"}') returns
//   const answer = await e.call("fn", { …arguments });   // rejects with an EngineError
//   const words = await e.catalog("de");     // the catalog, its words in German
//
// Every request carries `lang`, the language of the answer's words: the one it names, else the
// page's (<html lang>, when it is a language the site offers; English otherwise). A board
// names its own (board/language.js).
// Requests may be made before the engine is ready: the worker queues them. What each function
// takes and answers is the contract in contract.d.ts (generated from py_games/contract/).

import { offered } from "./languages.js";
import { msg } from "./worker/errors.js";
import { afterShown, startHelper, startWorker } from "./workers.js";

/**
 * @typedef {import("./contract.js").Bridge} Bridge
 * @typedef {import("./contract.js").CatalogAnswer} CatalogAnswer
 * @typedef {import("./worker/errors.js").Message} Message
 * @typedef {{stage: "runtime" | "rules" | "ready" | "failed", text: string, words?: Message, progress?: number}} Stage
 *   `text`: its English; `words`: its message, for a page to say in its language
 * @typedef {{boot?: "snapshot" | "fresh", snapshot?: string, reason?: string,
 *            times?: {[step: string]: number}, origin?: number}} Startup
 *   how Python started (see worker.js)
 * @typedef {{id: number, response: string} | {type: "stage", stage: Stage["stage"], text: string, words: Message, progress: number}
 *   | {type: "snapshot"} & Startup | {type: "helper"} | {type: "ready", catalog: CatalogAnswer, startup: Startup}
 *   | {type: "failed", message: string, words?: Message}} WorkerMessage  what the worker posts
 * @typedef {{resolve: (answer: any) => void, reject: (error: Error) => void}} Pending
 *   (`any`: each request's answer has its own type, given by `call`'s signature)
 */

/** An error answered by the engine: `type` and `message` come from {"error": {type, message}}. */
export class EngineError extends Error {
  /** @param {string} type @param {string} message */
  constructor(type, message) {
    super(message);
    this.name = "EngineError";
    this.type = type;
  }
}

/** @typedef {ReturnType<typeof createEngine>} Engine */

/** @type {Engine | null} */
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
  /** @type {Map<number, Pending>} request id → its promise's settlement */
  const pending = new Map();
  /** @type {Set<(stage: Stage) => void>} */
  const listeners = new Set();
  let nextId = 1;
  /** @type {EngineError | null} once the engine cannot work */
  let failure = null;
  /** @type {Stage} */
  let current = { stage: "runtime", text: "Loading the Python runtime…", words: msg("Loading the Python runtime…"), progress: 0 };
  /** @type {Startup | null} */
  let startup = null;
  /** @type {Map<string, Promise<CatalogAnswer>>} the catalog in each language asked */
  const catalogs = new Map();

  /** @param {Startup & {type?: string}} next */
  function setStartup(next) {
    const { type: _, ...told } = next;
    startup = { ...startup, ...told };
    const root = document.documentElement.dataset;
    if (startup.boot) root.boot = startup.boot;
    if (startup.snapshot) root.snapshot = startup.snapshot;
    if (startup.reason) console.info("py-games:", startup.reason);
  }

  /** The worker's start, step by step, as marks on the page's timeline (`py-games:worker
   * <step>`; its start: `py-games:worker worker started`), for the startup benchmark and a
   * browser's performance panel, whatever module or bundle holds this engine.
   * @param {Startup} told */
  function markSteps({ times = {}, origin = performance.timeOrigin }) {
    const shift = origin - performance.timeOrigin;
    try {
      performance.mark("py-games:worker worker started", { startTime: Math.max(0, shift) });
      for (const [step, at] of Object.entries(times)) performance.mark(`py-games:worker ${step}`, { startTime: Math.max(0, at + shift) });
    } catch {
      // A browser without User Timing's start times: nothing to show.
    }
  }

  /** @type {{resolve: (catalog: CatalogAnswer) => void, reject: (error: Error) => void}} */
  let settle = { resolve: () => {}, reject: () => {} };
  /** @type {Promise<CatalogAnswer>} */
  const ready = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Pages that never await `ready` must not get an "unhandled rejection" when loading fails:
  // the failure still reaches anyone awaiting it, and every onStage listener.
  ready.catch(() => {});

  /** @param {Stage} next */
  function setStage(next) {
    if (failure && next.stage !== "failed") return; // a failed load stays failed
    // The worker's first stage repeats the one we start with: say each change once.
    if (next.stage === current.stage && next.text === current.text && next.progress === current.progress) return;
    current = next;
    for (const listener of listeners) notify(listener, current);
  }

  /** @param {string} message  in the page's language, or the worker's English
   * @param {Message} [words]  the worker's message, said in each board's language */
  function fail(message, words) {
    if (failure) return;
    failure = new EngineError("EngineUnavailable", words ? tMessage(pageLanguage(), words) : message);
    setStage({ stage: "failed", text: message, words: words ?? { msgid: "{error}", values: { error: message } } });
    settle.reject(failure);
    // Requests in flight will never be answered by a dead worker.
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  /** @param {Event} event */
  function onMessage(event) {
    const data = /** @type {WorkerMessage} */ (/** @type {MessageEvent} */ (event).data);
    if ("id" in data) {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      // Every request settles: an answer that cannot be read is an error the board shows,
      // never a promise left waiting (a board would sit at "loading" for good).
      let response;
      try {
        response = JSON.parse(data.response);
      } catch (error) {
        const size = typeof data.response === "string" ? t("{n} characters", { n: data.response.length }) : typeof data.response;
        const why = `${/** @type {Error} */ (error).message} (${size})`;
        return request.reject(new EngineError("BadAnswer", t("Python's answer could not be read: {why}", { why })));
      }
      if (isError(response)) request.reject(new EngineError(response.error.type, response.error.message));
      else request.resolve(response);
    } else if (data.type === "stage") {
      setStage({ stage: data.stage, text: data.text, words: data.words, progress: data.progress });
    } else if (data.type === "snapshot") {
      setStartup(data);
    } else if (data.type === "helper") {
      // (A reason the worker gave already, such as an older build's copy thrown away, stays.)
      afterShown(() => startHelper(url, (snapshot, reason) => setStartup(reason ? { snapshot, reason } : { snapshot })));
    } else if (data.type === "ready") {
      setStartup(data.startup);
      markSteps(data.startup);
      setStage({ stage: "ready", text: "Ready", words: msg("Ready"), progress: 1 });
      settle.resolve(data.catalog);
    } else if (data.type === "failed") {
      fail(data.message, data.words);
    }
  }
  // The worker script itself failed to load or to run (a 404, a syntax error, …).
  /** @param {Event} event */
  function onError(event) {
    event.preventDefault();
    const message = event instanceof ErrorEvent ? event.message : "";
    fail(message ? t("The Python worker failed: {error}", { error: message }) : t("The Python worker failed: could not load worker.js"));
  }
  /** @type {{[type: string]: (event: Event) => void}} */
  const handlers = {
    message: onMessage,
    error: onError,
    messageerror: () => fail(t("The Python worker sent an unreadable message")),
  };
  for (const [type, handler] of Object.entries(handlers)) worker.addEventListener(type, handler);
  // What the worker said before this module ran, in order; nothing more is kept after this.
  for (const event of early?.events?.splice(0) ?? []) handlers[event.type]?.(event);
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

    /**
     * Call `callback(stage)` now and on every change; returns a function that stops it.
     * @param {(stage: Stage) => void} callback
     */
    onStage(callback) {
      listeners.add(callback);
      notify(callback, current);
      return () => listeners.delete(callback);
    },

    /**
     * The catalog, its words (option labels, level names) in `lang` (default: the page's):
     * `ready`'s answer for English, asked once per other language.
     * @param {string} [lang] @returns {Promise<CatalogAnswer>}
     */
    catalog(lang = pageLanguage()) {
      if (lang === "en") return ready;
      let found = catalogs.get(lang);
      if (!found) {
        found = ready.then(() => this.call("catalog", { lang }));
        found.catch(() => catalogs.delete(lang));
        catalogs.set(lang, found);
      }
      return found;
    },

    /**
     * Ask the bridge: resolves to the parsed answer, or rejects with an EngineError.
     * @template {keyof Bridge} F
     * @param {F} fn
     * @param {Bridge[F]["request"]} args
     * @returns {Promise<Bridge[F]["answer"]>}
     */
    async call(fn, args) {
      if (failure) throw failure;
      const id = nextId++;
      const request = JSON.stringify({ fn, lang: pageLanguage(), ...args });
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request });
      });
    },
  };
}

/** The language of the page's words, as Python takes it: <html lang> when the site offers it. */
function pageLanguage() {
  return offered(document.documentElement.lang) ?? "en";
}

/** The worker the page's own inline script started as the HTML arrived (build.py writes it into
 * every page of the site, so that Python starts before the page's modules have loaded), with
 * the events it sent meanwhile; null if there is none for `url` (an embed on another site).
 * @param {URL} url
 * @returns {{worker: Worker, events: Event[] | null} | null} */
function earlyWorker(url) {
  const early = globalThis.pyGamesEarly;
  if (!early?.worker || early.url !== url.href || !Array.isArray(early.events)) return null;
  // The object itself: setting its `events` to null tells the inline script to stop keeping.
  return /** @type {{worker: Worker, events: Event[] | null}} */ (early);
}

/** @param {unknown} response @returns {response is import("./contract.js").ErrorAnswer} */
function isError(response) {
  return response !== null && typeof response === "object" && "error" in response;
}

/** A listener that throws must not stop the others (nor the engine).
 * @param {(stage: Stage) => void} listener @param {Stage} stage */
function notify(listener, stage) {
  try {
    listener(stage);
  } catch (error) {
    console.error("py-games engine: onStage listener failed", error);
  }
}

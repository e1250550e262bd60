// The Python worker's downloads: every file Pyodide fetches, and the wheel the worker fetches
// itself, are counted for the progress bar, and a file that cannot be had fails the load at once.

import { failure, msg } from "./errors.js";

/**
 * @typedef {object} Downloads
 * @property {Promise<never>} missing rejects, naming the file, once a file could not be fetched
 * @property {(url: string) => Promise<ArrayBuffer>} fetchBytes a file the worker fetches itself
 */

/**
 * Every file Pyodide fetches passes through here, with no request of our own: its bytes move
 * the progress bar, and a missing file fails the load at once, naming it. (Pyodide alone only
 * logs a warning and waits forever when its wasm file is missing.) The bytes are counted on a
 * clone and the response itself is handed on untouched: a Response built around a counting
 * stream has no URL, and Chromium keeps compiled WebAssembly only for responses it can key by
 * URL, so a counted wasm was compiled again on every visit.
 *
 * Installed on `self.fetch` at once. Bytes are counted while `counting()` says so (and `total`,
 * the bytes of everything counted, is known); `progress(fraction, loaded, total)` is called
 * once per percent, not per chunk.
 * @param {number} total
 * @param {() => boolean} counting
 * @param {(fraction: number, loaded: number, total: number) => void} progress
 * @returns {Downloads}
 */
export function countDownloads(total, counting, progress) {
  const download = { total, loaded: 0, shown: -1 };

  /** @type {(error: Error) => void} */
  let missingFile = () => {}; // replaced at once: a Promise runs its executor as it is made
  /** @type {Promise<never>} */
  const missing = new Promise((_, reject) => (missingFile = reject));
  missing.catch(() => {});
  const nativeFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    let response;
    try {
      response = await nativeFetch(input, init);
    } catch (error) {
      // Pyodide would wait forever for a file that could not be fetched at all: fail now.
      missingFile(failure(msg("Could not fetch {url}: {error}", { url, error: /** @type {Error} */ (error).message })));
      throw error;
    }
    if (!response.ok) {
      missingFile(failure(msg("Missing file {url} (HTTP {status}): is the site fully built?", { url, status: String(response.status) })));
      return response;
    }
    if (response.body && counts()) count(response.clone().body);
    return response;
  };

  /** Whether downloads still move a progress bar. */
  const counts = () => download.total > 0 && counting();

  /** @param {ReadableStream<Uint8Array> | null} body */
  async function count(body) {
    const reader = /** @type {ReadableStream<Uint8Array>} */ (body).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        download.loaded += value.byteLength;
        reportDownload();
      }
    } catch {
      // The original response reports its own failure; the count just stops.
    }
  }

  function reportDownload() {
    const fraction = Math.min(1, download.loaded / download.total);
    const percent = Math.floor(fraction * 100);
    if (percent === download.shown) return; // one message per percent, not per chunk
    download.shown = percent;
    progress(fraction, download.loaded, download.total);
  }

  /** @param {string} url */
  async function fetchBytes(url) {
    let response;
    try {
      response = await nativeFetch(url);
    } catch (error) {
      throw failure(msg("Could not fetch {url}: {error}", { url, error: /** @type {Error} */ (error).message }));
    }
    if (!response.ok) {
      throw failure(msg("Missing file {url} (HTTP {status}): is the site fully built?", { url, status: String(response.status) }));
    }
    if (counts()) count(response.clone().body);
    return response.arrayBuffer();
  }

  return { missing, fetchBytes };
}

/** A file of the site fetched at once, the worker waiting for it (a worker may: Python asks
 * for a catalog or a part of py_games in the middle of a translation or an import): its
 * bytes, or null when the server has no such file. A request that cannot be made throws.
 * @param {string} url @returns {ArrayBuffer | null} */
export function fetchNow(url) {
  const request = new XMLHttpRequest();
  request.open("GET", url, false);
  request.responseType = "arraybuffer";
  request.send();
  return request.status === 200 ? /** @type {ArrayBuffer} */ (request.response) : null;
}

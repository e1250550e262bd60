// The parts of py_games a page downloads only when Python first needs them. The site's wheel
// holds what shows and plays a game; the lessons, puzzles, practice, review, editor, ratings and
// each game's learned table are archives beside it (parts/<name>.zip, sitebuild/split.py says
// which file is where). Python asks for a file of the package it does not find (py_games.absent,
// by its path as pip installs it: `py_games/review.py`), and this fetches the part that holds it
// and unpacks it beside the wheel's files, once. The service worker stores every part when it
// installs, once the page is interactive (sw.js), so each works offline from the first visit on.
//
// The request is synchronous, which a worker may make: Python asks in the middle of an import.
// Nothing back (offline before the part was ever stored): Python's import or read fails, and the
// request is answered with that error.

import { fetchNow } from "./downloads.js";

/** @typedef {import("pyodide").PyodideInterface} PyodideInterface */
/** @typedef {{ url: string, files: string[] }} Part */

/** This build's parts, written here by build.py: each one's URL and the files it holds.
 * @type {Record<string, Part>} */
const PARTS = {}; // build.py writes this build's parts here

/** Let Python fetch the parts of py_games it needs from the site, unpacked where the wheel is.
 * @param {PyodideInterface} pyodide @param {(path: string) => string} here */
export function serveParts(pyodide, here) {
  const packages = /** @type {string} */ (pyodide.runPython("import site; site.getsitepackages()[0]"));
  /** @type {Map<string, string>} */
  const partOf = new Map();
  for (const [name, part] of Object.entries(PARTS)) for (const file of part.files) partOf.set(file, name);
  /** The parts unpacked so far. @type {Set<string>} */
  const brought = new Set();
  const source = {
    /** @param {string} file */
    holds: (file) => partOf.has(file),
    /** @param {string} file */
    bring: (file) => {
      const name = partOf.get(file);
      if (name === undefined) return false;
      if (brought.has(name)) return true;
      try {
        const bytes = fetchNow(here(PARTS[name].url));
        if (!bytes) throw new Error("not on the server");
        pyodide.unpackArchive(bytes, "zip", { extractDir: packages });
        brought.add(name);
        return true;
      } catch (error) {
        console.warn("py-games worker: could not fetch the part", name, /** @type {Error} */ (error).message);
        return false;
      }
    },
  };
  const absent = /** @type {{served_by(source: unknown): void, destroy(): void}} */ (pyodide.pyimport("py_games.absent"));
  absent.served_by(source);
  absent.destroy();
}

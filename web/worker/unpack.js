// The py_games wheel put where an install would put it: before the rules start on a fresh
// start, and after a restore from a memory snapshot once the page has had its first answers.

import { lastLine } from "./errors.js";
import { timed } from "./startup.js";

/** @typedef {import("pyodide").PyodideInterface} PyodideInterface */

/** Unpack the py_games wheel where an install would put it. A restored copy of memory has every
 * module of py_games imported but not its files (the file system is not part of the copy):
 * they are put back once the page has had its first answers, so that the file system is the
 * same however Python started (a traceback quotes its lines from them).
 * @param {PyodideInterface} pyodide
 * @param {Promise<ArrayBuffer>} wheel */
export async function unpack(pyodide, wheel) {
  // `site` is imported as Python starts; `sysconfig` would be one more import on a first visit.
  const site = /** @type {string} */ (pyodide.runPython("import site; site.getsitepackages()[0]"));
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: site });
  // Python has already listed site-packages (empty) and would not look again, and after a
  // restore a part loaded when first asked for (a game's lesson) may have been looked for in a
  // folder that was not there yet, which Python remembers as "no finder": drop those listings.
  // (importlib.invalidate_caches() drops them all but imports importlib.metadata to do it:
  // a first visit would pay for that import.)
  pyodide.runPython(`import sys
for path in [p for p in sys.path_importer_cache if p.startswith(${JSON.stringify(site)})]:
    del sys.path_importer_cache[path]`);
  timed("unpacked");
}

/** After a restore the game plays without the files: a missing wheel is only worth a warning.
 * @param {unknown} error */
export function warnUnpack(error) {
  console.warn("py-games worker: could not unpack py_games after a restore:", lastLine(error));
}

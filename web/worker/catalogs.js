// Python's words in the reader's language. The site's wheel has no compiled catalogs
// (sitebuild/wheel.py): a first visit downloads only the language it shows. Python asks for a
// language's catalog the first time a request is in it (py_games.i18n.catalogs_from), and
// this fetches `i18n/<lang>.mo` from beside the worker; the service worker stores it once
// fetched, so the language works offline from then on. The request is synchronous, which a
// worker may make: gettext asks while it translates. Nothing back (offline before the language
// was ever shown): Python says that language's words in English, never a key.

import { fetchNow } from "./downloads.js";

/** @typedef {import("pyodide").PyodideInterface} PyodideInterface */

/** Let Python read each language's catalog from the site.
 * @param {PyodideInterface} pyodide @param {(path: string) => string} here */
export function serveCatalogs(pyodide, here) {
  /** @param {string} lang @returns {Uint8Array | undefined} */
  const fetchCatalog = (lang) => {
    try {
      const bytes = fetchNow(here(`i18n/${encodeURIComponent(lang)}.mo`));
      return bytes ? new Uint8Array(bytes) : undefined;
    } catch (error) {
      console.warn("py-games worker: no catalog for", lang, /** @type {Error} */ (error).message);
      return undefined;
    }
  };
  // JavaScript's bytes as Python's: what catalogs_from expects of its source.
  const source = /** @type {(fetch: typeof fetchCatalog) => unknown} */ (pyodide.runPython(
    "lambda fetch: lambda lang: (lambda got: None if got is None else got.to_bytes())(fetch(lang))",
  ));
  const i18n = /** @type {{catalogs_from(source: unknown): void, destroy(): void}} */ (pyodide.pyimport("py_games.i18n"));
  i18n.catalogs_from(source(fetchCatalog));
  i18n.destroy();
}

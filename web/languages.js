// Which language a page shows, and its catalog: what the page (language.js) and the board
// (board/language.js) share. Nothing here acts on the page by being imported, so the board can
// use it on another site's page without touching that page's language.
//
// The choice, first found first: `lang` in the address (`?lang=de`, or `&lang=de` among the
// hash's parameters, as a shared link carries it), the language this tab's visit was opened in
// (an address's `lang` holds for the visit, across the site's pages, and is never remembered),
// the reader's choice from a page's menu (remembered in localStorage), the first of the
// browser's languages the site offers (`pt-BR` is `pt`), English.

import { SOURCE, keepCatalog, useCatalog } from "./i18n.js";

/** @typedef {import("./i18n.js").Catalog} Catalog */
/** @typedef {"address" | "visit" | "menu" | "browser" | "default"} Source  where a choice came from */

/** The languages the site offers, each in its own name, English first (py_games.i18n.LANGUAGES). */
export const LANGUAGES = /** @type {const} */ ([
  ["en", "English"], ["es", "Español"], ["de", "Deutsch"], ["fr", "Français"], ["pt", "Português"],
]);
/** The test language: every word of the catalogs accented and lengthened (py_games.i18n.PSEUDO). */
export const PSEUDO = "en-XA";
/** Where the reader's choice from the menu is kept. */
export const REMEMBERED = "py-games/language";
/** The event sent on `document` once a language's words are in use (`detail`: `{lang}`): the
 * page's boards and scripts redraw what they drew in the language before. */
export const LANGUAGE_EVENT = "py-games-language";
/** Where the language of this tab's visit is kept (sessionStorage), when an address named one. */
export const VISIT = "py-games/language-visit";

/** @type {Set<string>} */
const OFFERED = new Set(LANGUAGES.map(([code]) => code));

/** The offered language `tag` names (`de-AT` and `DE` are `de`; `en-XA` is itself), or null.
 * @param {string | null | undefined} tag */
export function offered(tag) {
  if (!tag) return null;
  if (tag.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const base = tag.trim().replace("_", "-").split("-")[0].toLowerCase();
  return OFFERED.has(base) ? base : null;
}

/** The `lang` an address names, in its query or among its hash's parameters ("" when none).
 * @param {{search: string, hash: string}} address */
export function askedIn({ search, hash }) {
  const query = new URLSearchParams(search.replace(/^\?/, "")).get("lang");
  return query ?? new URLSearchParams(hash.replace(/^#/, "")).get("lang") ?? "";
}

/**
 * The language to show, and where the choice came from. A value that names no offered language
 * is passed over (`?lang=xx` falls to the next).
 * @param {{asked?: string | null, visit?: string | null, remembered?: string | null,
 *          browser?: readonly string[]}} found
 * @returns {{lang: string, source: Source}}
 */
export function choose({ asked, visit, remembered, browser = [] }) {
  /** @type {[Source, string | null | undefined][]} */
  const tried = [["address", asked], ["visit", visit], ["menu", remembered]];
  for (const [source, tag] of tried) {
    const lang = offered(tag);
    if (lang) return { lang, source };
  }
  for (const tag of browser) {
    const lang = offered(tag);
    if (lang && lang !== PSEUDO) return { lang, source: "browser" };
  }
  return { lang: SOURCE, source: "default" };
}

/** What a storage holds under `key`, or null when it cannot be read (refused, private mode).
 * @param {() => Storage} storage @param {string} key */
export function stored(storage, key) {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The choice for this page, as `choose` makes it from the address, the storages and the browser. */
export function chosen() {
  return choose({
    asked: askedIn(location),
    visit: stored(() => sessionStorage, VISIT),
    remembered: stored(() => localStorage, REMEMBERED),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** @type {Map<string, Promise<Catalog | null>>} each language's catalog, fetched once */
const fetched = new Map();

/**
 * `lang`'s catalog (`i18n/<lang>.json`, next to this file), or null for English and for a
 * catalog that cannot be had (offline before it was ever shown, a failed build): the page
 * then reads in English, with a warning in the console, never an error.
 * @param {string} lang @returns {Promise<Catalog | null>}
 */
export function catalogOf(lang) {
  if (lang === SOURCE) return Promise.resolve(null);
  let found = fetched.get(lang);
  if (!found) {
    found = fetch(new URL(`i18n/${lang}.json`, import.meta.url))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return /** @type {Promise<Catalog>} */ (response.json());
      })
      .catch((error) => {
        console.warn(`py-games: the words in ${lang} could not be loaded, English is shown:`, error.message);
        fetched.delete(lang); // tried again on the next change
        return null;
      });
    fetched.set(lang, found);
  }
  return found;
}

/**
 * Shows `lang`'s words from now on (English when its catalog cannot be had); resolves to the
 * language whose words are now in use.
 * @param {string} lang @returns {Promise<string>}
 */
export async function loadLanguage(lang) {
  const catalog = await catalogOf(lang);
  useCatalog(catalog ?? { lang: SOURCE, plural: ["one", "other"], messages: {} });
  return catalog ? lang : SOURCE;
}

/**
 * Keeps `lang`'s catalog for the words looked up in it (a board's own language, which need not
 * be the page's); resolves to whether it could be had.
 * @param {string} lang @returns {Promise<boolean>}
 */
export async function keepLanguage(lang) {
  const catalog = await catalogOf(lang);
  if (catalog) keepCatalog(catalog);
  return Boolean(catalog);
}

/** The language of the words Python should answer with for `element`: its own `lang`, else the
 * closest ancestor's (a page's <html lang>), offered; `fallback` when none names one.
 * @param {Element} element @param {string} fallback */
export function languageOf(element, fallback) {
  const tag = element.closest("[lang]")?.getAttribute("lang");
  return offered(tag) ?? fallback;
}

/** The fragment (or query, without its `#` or `?`) with `lang` set to `lang`, or without it
 * when `lang` is null. @param {string} params @param {string | null} lang */
export function withLanguage(params, lang) {
  const found = new URLSearchParams(params);
  if (lang) found.set("lang", lang);
  else found.delete("lang");
  // As link.js writes them: a tree's parentheses stay readable.
  return found.toString().replace(/%28/g, "(").replace(/%29/g, ")");
}

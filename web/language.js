// The page's language: chosen as this module loads (see languages.js for the order), put on
// <html lang>, its catalog fetched and the page's words translated, and a menu in the page's
// header to change it. Each page's entry script imports it first, so that its boards ask
// Python in that language from their first request:
//
//   import { onLanguage, linkLanguage } from "./language.js";
//   onLanguage((lang) => …);      // after each change: redraw what the script drew itself
//   linkLanguage()                // the `lang` a shared link carries, or null
//
// A change from the menu reloads nothing: the page's words are translated in place, every
// board asks Python again for what it shows (they follow <html lang>), and the listeners
// redraw the rest. A rules page is written once per language by the build (its <html> says
// which in `data-page-languages`): there the menu goes to that language's page, keeping the
// hash. While a language other than English loads, the page stays hidden (`data-language-
// loading`, at most LOADING_MS), so that it does not flash English first.
//
// Remembered: only a choice made in the menu (localStorage). A language named by the address
// holds for this visit (this tab, across the site's pages) and is not remembered, so opening a
// friend's German link does not make the reader's own site German. A link the reader shares
// carries `lang` only when the language shown was chosen: in the menu, or by the address the
// reader opened (a sender's choice passed on); never when it came from the browser's settings.

import { SOURCE, setWords, translate } from "./i18n.js";
import {
  LANGUAGE_EVENT, LANGUAGES, PSEUDO, REMEMBERED, VISIT, askedIn, chosen, loadLanguage, offered, withLanguage,
} from "./languages.js";

/** @typedef {import("./languages.js").Source} Source */

const LOADING_MS = 1200;

const root = document.documentElement;
const first = chosen();
/** @type {Source} */
let source = first.source;
/** The language asked for last: a slower catalog of an earlier choice must not win. */
let asked = first.lang;

/** The language the page shows (or is about to: its catalog may still be on its way). */
export function pageLanguage() {
  return asked;
}

/** The `lang` a link the reader shares carries: the language shown when it was chosen (in the
 * menu, or by the address opened), else null. */
export function linkLanguage() {
  return source === "address" || source === "visit" || source === "menu" ? asked : null;
}

/** `params` (a link's fragment or query, without its `#` or `?`) with the `lang` a link the
 * reader shares carries (linkLanguage), if any. @param {string} params */
export function linked(params) {
  const lang = linkLanguage();
  return lang ? `${params}${params ? "&" : ""}lang=${encodeURIComponent(lang)}` : params;
}

/** `fn(lang)` after every change of the page's language; returns what stops it.
 * @param {(lang: string) => void} fn */
export function onLanguage(fn) {
  /** @param {Event} event */
  const heard = (event) => fn(/** @type {CustomEvent<{lang: string}>} */ (event).detail.lang);
  document.addEventListener(LANGUAGE_EVENT, heard);
  return () => document.removeEventListener(LANGUAGE_EVENT, heard);
}

/** The page of the same document in `lang`, for a page written once per language (a rules
 * page: `hex.html`, `hex.de.html`), or null on any other page. @param {string} lang */
function pageIn(lang) {
  const pages = (root.dataset.pageLanguages ?? "").split(/\s+/).filter(Boolean);
  if (!pages.length || lang === root.lang || !pages.includes(lang)) return null;
  const file = location.pathname.split("/").pop() || "index.html";
  const name = file.replace(/(\.[a-z]{2}(-[A-Z]{2})?)?\.html$/, ""); // hex.de.html, hex.en-XA.html
  return `${name}${lang === SOURCE ? "" : `.${lang}`}.html${location.search}${location.hash}`;
}

/** Show `lang`: <html lang> at once (boards ask Python in it), the words once its catalog is in.
 * @param {string} lang */
async function show(lang) {
  asked = lang;
  const other = pageIn(lang);
  if (other) return location.replace(other);
  root.lang = lang;
  root.dir = "ltr"; // every language offered is written left to right
  const loading = lang !== SOURCE && lang !== root.dataset.languageShown;
  if (loading) root.dataset.languageLoading = "";
  const unhide = setTimeout(() => delete root.dataset.languageLoading, LOADING_MS);
  const shown = await loadLanguage(lang);
  clearTimeout(unhide);
  if (asked !== lang) return;
  if (shown !== lang) root.lang = shown; // its catalog could not be had: English, said so
  root.dataset.languageShown = shown;
  translate(document);
  if (menu) menu.value = shown;
  delete root.dataset.languageLoading;
  document.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: { lang: shown } }));
}

/** The reader picked `lang` in the menu: remembered, the address's `lang` dropped (the choice
 * now says it), shown. @param {string} lang */
function pick(lang) {
  source = "menu";
  try {
    localStorage.setItem(REMEMBERED, lang);
    sessionStorage.removeItem(VISIT);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  if (askedIn(location)) {
    // Only the part that names it: a hash that is no parameters (a rules page's "#top") stays.
    const drop = (/** @type {string} */ part) => new URLSearchParams(part).has("lang") ? withLanguage(part, null) : part;
    const search = drop(location.search.slice(1)), hash = drop(location.hash.slice(1));
    history.replaceState(history.state, "", `${location.pathname}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`);
  }
  void show(lang);
}

/** @type {HTMLSelectElement | null} */
let menu = null;

/** The language menu, last in the page's header: each language in its own name. */
function addMenu() {
  const header = document.querySelector("header.site");
  if (!header || header.querySelector(".language-menu")) return;
  const place = header.querySelector("nav") ?? header;
  const label = document.createElement("label");
  label.className = "language-menu";
  const name = document.createElement("span");
  name.className = "sr-only";
  setWords(name, "Language"); // marked by its English: translated again on each change
  const select = document.createElement("select");
  const choices = offered(asked) === PSEUDO ? [...LANGUAGES, [PSEUDO, PSEUDO]] : LANGUAGES;
  for (const [code, own] of choices) {
    const option = new Option(own, code);
    option.lang = code; // read in its own language
    select.append(option);
  }
  select.value = asked;
  select.addEventListener("change", () => pick(select.value));
  label.append(name, " ", select);
  place.append(" ", label);
  menu = select;
}

// The service worker stores a language's files when a page it controls fetches them; on a first
// visit the page's came before it was there: asked again (from the HTTP cache) once it is, so
// that the language shown works offline from now on.
navigator.serviceWorker?.addEventListener("controllerchange", () => {
  const lang = root.dataset.languageShown;
  if (!lang || lang === SOURCE) return;
  const files = [new URL(`i18n/${lang}.json`, import.meta.url), new URL(`first-views.${lang}.json`, import.meta.url)];
  if (root.dataset.pageLanguages) files.push(new URL(location.pathname, location.href));
  for (const file of files) fetch(file).catch(() => {});
});

if (first.source === "address") {
  try {
    sessionStorage.setItem(VISIT, first.lang);
  } catch {
    // Storage refused: the address's language holds for this page only.
  }
}
void show(first.lang);
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", addMenu, { once: true });
else addMenu();

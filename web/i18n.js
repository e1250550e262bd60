// The page's words in the reader's language. The words are English in the source (JavaScript
// and HTML alike) and are the keys of the message catalogs that Python's words come from too
// (py_games/i18n/locale/<lang>/LC_MESSAGES/py_games.po): one catalog per language, extracted by
// `tools/i18n.py extract`, which reads `t("…")` and `tn("…", "…", n)` here and `data-i18n` in
// the pages. The build writes each language's catalog as `i18n/<lang>.json`; a page fetches
// only the one it shows.
//
//   import { t, tn, translate, onLanguage } from "./i18n.js";
//   t("Undo")                                  // "Rückgängig" in German
//   t("Position {at} of {of}", { at: 2, of: 9 })
//   tn("{n} game saved", "{n} games saved", 3, { n: 3 })
//   <button data-i18n>Undo</button>            // its text is the key (white space collapsed);
//                                              // translate(root) swaps it. Text only: an
//                                              // element with markup inside is split in spans
//   <a data-i18n-attrs="title aria-label" title="Rules" aria-label="Rules">…</a>
//   <a data-i18n="Play {title}" data-i18n-values='{"title": "Hex"}'>Play Hex</a>
//
// A message the catalog lacks reads as English, never as an empty string or a key. A number
// among a message's values is written as its language writes numbers (Intl).

/**
 * @typedef {{lang: string, plural: string[], messages: {[msgid: string]: string | string[]}}} Catalog
 *   a language's words: `plural` lists the language's plural categories (CLDR: "one", "few",
 *   "many", "other"…) in the order of a plural message's forms
 */

/** The source language: its words are the keys, so it needs no catalog. */
export const SOURCE = "en";

/** @typedef {{catalog: Catalog, rules: Intl.PluralRules | null}} Words  a catalog ready for use
 * (`rules` made when a plural message first needs them: see pluralRules) */

/** @param {Catalog} catalog @returns {Words} */
function ready(catalog) {
  return { catalog, rules: null };
}

/** The plural rules of `words`' language, made when first needed: the first Intl object a
 * page makes loads the browser's locale data, which a page starting up should not wait for
 * (an English page never needs them: English's words are the keys).
 * @param {Words} words @returns {Intl.PluralRules} */
function pluralRules(words) {
  if (!words.rules) {
    try {
      words.rules = new Intl.PluralRules(words.catalog.lang);
    } catch {
      words.rules = new Intl.PluralRules(SOURCE);
    }
  }
  return words.rules;
}

const ENGLISH = ready({ lang: SOURCE, plural: ["one", "other"], messages: {} });
/** @type {Words} the page's */
let current = ENGLISH;
/** @type {Map<string, Words>} every catalog this page has, by language: a board whose `lang` is
 * not the page's looks its words up in its own (board/language.js keeps it here) */
const kept = new Map();

/** The language the page's words are in now (a BCP 47 tag: "de", "en-XA"). */
export function language() {
  return current.catalog.lang;
}

/**
 * Uses `next` for every word from now on (the catalog as the build writes it).
 * @param {Catalog} next
 */
export function useCatalog(next) {
  current = keepCatalog(next);
}

/**
 * Keeps `next` for the words in its language (`tIn`), without making it the page's.
 * @param {Catalog} next @returns {Words}
 */
export function keepCatalog(next) {
  const words = next.lang === SOURCE ? ENGLISH : ready(next);
  if (next.lang !== SOURCE) kept.set(next.lang, words);
  return words;
}

/** Whether the words of `lang` are at hand (English's always are). @param {string} lang */
export function hasCatalog(lang) {
  return lang === SOURCE || kept.has(lang);
}

/** `lang`'s words: its catalog if kept, else English (never another language's).
 * @param {string} lang @returns {Words} */
function wordsIn(lang) {
  return lang === current.catalog.lang ? current : kept.get(lang) ?? ENGLISH;
}

/**
 * `template` with each `{name}` replaced by `values[name]` (`{{` and `}}` are braces).
 * @param {string} template @param {{[name: string]: string | number}} [values]
 */
export function fill(template, values = {}) {
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, name) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    return name in values ? String(values[name]) : whole;
  });
}

/**
 * `msgid` in the page's language, its placeholders filled.
 * @param {string} msgid @param {{[name: string]: string | number}} [values]
 */
export function t(msgid, values) {
  return tIn(current.catalog.lang, msgid, values);
}

/**
 * `msgid` in `lang` (a board's own language, which may not be the page's), its placeholders
 * filled; English when `lang`'s catalog is not kept (yet).
 * @param {string} lang @param {string} msgid @param {{[name: string]: string | number}} [values]
 */
export function tIn(lang, msgid, values) {
  const found = wordsIn(lang).catalog.messages[msgid];
  const text = typeof found === "string" && found ? found : msgid;
  return fill(text, numbers(lang, values));
}

/** `values` with each number written as `lang` writes numbers ("1.234,5" in German): a
 * message's numbers are the reader's. A value that is a number but no quantity (a puzzle's
 * number in a link) is passed as a string.
 * @param {string} lang @param {{[name: string]: string | number}} [values] */
function numbers(lang, values) {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, typeof value === "number" ? number(lang, value) : value]));
}

/**
 * The form of a message for the number `n`, in the page's language (its plural rule), its
 * placeholders filled.
 * @param {string} singular @param {string} plural @param {number} n
 * @param {{[name: string]: string | number}} [values]
 */
export function tn(singular, plural, n, values) {
  return tnIn(current.catalog.lang, singular, plural, n, values);
}

/**
 * As `tn`, in `lang` (see tIn).
 * @param {string} lang @param {string} singular @param {string} plural @param {number} n
 * @param {{[name: string]: string | number}} [values]
 */
export function tnIn(lang, singular, plural, n, values) {
  const words = wordsIn(lang);
  const { catalog } = words;
  const forms = catalog.messages[singular];
  if (Array.isArray(forms)) {
    const at = catalog.plural.indexOf(pluralRules(words).select(n));
    const text = forms[at >= 0 ? at : forms.length - 1];
    if (text) return fill(text, numbers(lang, values));
  }
  return fill(n === 1 ? singular : plural, numbers(lang, values));
}

/**
 * The placeholders' values of a `[data-i18n="Play {title}"]` element, from its
 * `data-i18n-values` (JSON, as the build writes it: `{"title": "Hex"}`); a value written
 * `{"t": "five"}` is itself a message, put into the page's language.
 * @param {Element} element @param {string} [lang] @returns {{[name: string]: string | number}}
 */
function valuesOf(element, lang = language()) {
  const written = element.getAttribute("data-i18n-values");
  if (!written) return {};
  /** @type {{[name: string]: string | number | {t: string}}} */
  const values = JSON.parse(written);
  return Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, typeof value === "object" && value !== null ? tIn(lang, value.t) : value]));
}

/**
 * Puts the page's language into the words under `root`: the text of each `[data-i18n]`
 * element and the attributes its `data-i18n-attrs` names. The English source is kept on the
 * element, so that it can be translated again into another language. `lang`: a board's own
 * language, for the words in its shadow root.
 * @param {ParentNode} root @param {string} [lang]
 */
export function translate(root, lang = language()) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    const source = element.getAttribute("data-i18n") || (element.textContent ?? "").replace(/\s+/g, " ").trim();
    element.setAttribute("data-i18n", source);
    element.textContent = tIn(lang, source, valuesOf(element, lang));
  }
  for (const element of root.querySelectorAll("[data-i18n-attrs]")) {
    for (const name of (element.getAttribute("data-i18n-attrs") ?? "").split(/\s+/).filter(Boolean)) {
      const kept = `data-i18n-${name}`;
      const source = element.getAttribute(kept) ?? element.getAttribute(name);
      if (source === null) continue;
      element.setAttribute(kept, source);
      element.setAttribute(name, tIn(lang, source));
    }
  }
}

/**
 * Writes a message into `element` in the page's language, and marks it (`data-i18n`,
 * `data-i18n-values`) so that `translate` puts the same words into the next language: for an
 * element a script writes into after the page is up ("Hide QR code", "Task 2 of 5: …").
 * @param {Element} element @param {string} msgid
 * @param {{[name: string]: string | number | {t: string}}} [values]
 */
export function setWords(element, msgid, values = {}) {
  element.setAttribute("data-i18n", msgid);
  if (Object.keys(values).length) element.setAttribute("data-i18n-values", JSON.stringify(values));
  else element.removeAttribute("data-i18n-values");
  element.textContent = t(msgid, valuesOf(element));
}

/**
 * Writes `text` that is no message of the page's (a game's title from Python, a count) into
 * `element`, which `translate` then leaves alone even where the page's HTML marked it.
 * @param {Element} element @param {string} text
 */
export function setText(element, text) {
  element.removeAttribute("data-i18n");
  element.removeAttribute("data-i18n-values");
  element.textContent = text;
}

/**
 * `msgid` in the page's language as nodes, each `{name}` replaced by `values[name]`: a
 * sentence with a link or a button inside, whose words a translation may order as it needs.
 * @param {string} msgid @param {{[name: string]: string | number | Node}} values
 * @returns {(string | Node)[]}
 */
export function tNodes(msgid, values) {
  const found = current.catalog.messages[msgid];
  const text = typeof found === "string" && found ? found : msgid;
  return text.split(/(\{\w+\}|\{\{|\}\})/).filter(Boolean).map((part) => {
    if (part === "{{") return "{";
    if (part === "}}") return "}";
    const name = part.startsWith("{") ? part.slice(1, -1) : "";
    if (!name || !(name in values)) return part;
    const value = values[name];
    return typeof value === "object" ? value : String(value);
  });
}

/** @typedef {import("./worker/errors.js").Message} Message  what the Python worker says */

/**
 * `message` in `lang`, each value that is a message put into `lang` too, each number written
 * as `lang` writes numbers.
 * @param {string} lang @param {Message} message
 */
export function tMessage(lang, { msgid, values = {} }) {
  /** @type {{[name: string]: string}} */
  const filled = {};
  for (const [name, value] of Object.entries(values)) {
    filled[name] = typeof value === "object" ? tMessage(lang, value)
      : typeof value === "number" ? number(lang, value) : value;
  }
  return tIn(lang, msgid, filled);
}

/**
 * `value` as `lang` writes numbers ("1,5" in German), English's way when `lang` is no locale
 * Intl knows.
 * @param {string} lang @param {number} value @param {Intl.NumberFormatOptions} [options]
 */
export function number(lang, value, options) {
  const key = `${lang} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, options);
    } catch {
      format = new Intl.NumberFormat(SOURCE, options);
    }
    formats.set(key, format);
  }
  return format.format(value);
}

/** Each number format made, by language and options: making one costs far more than using it,
 * and a loading page writes its progress's numbers many times a second.
 * @type {Map<string, Intl.NumberFormat>} */
const formats = new Map();

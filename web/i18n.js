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
// A message the catalog lacks reads as English, never as an empty string or a key.

/**
 * @typedef {{lang: string, plural: string[], messages: {[msgid: string]: string | string[]}}} Catalog
 *   a language's words: `plural` lists the language's plural categories (CLDR: "one", "few",
 *   "many", "other"…) in the order of a plural message's forms
 */

/** The source language: its words are the keys, so it needs no catalog. */
export const SOURCE = "en";

/** @type {Catalog} */
let catalog = { lang: SOURCE, plural: ["one", "other"], messages: {} };
/** @type {Intl.PluralRules} */
let rules = new Intl.PluralRules(SOURCE);

/** The language the page's words are in now (a BCP 47 tag: "de", "en-XA"). */
export function language() {
  return catalog.lang;
}

/**
 * Uses `next` for every word from now on (the catalog as the build writes it).
 * @param {Catalog} next
 */
export function useCatalog(next) {
  catalog = next;
  try {
    rules = new Intl.PluralRules(next.lang);
  } catch {
    rules = new Intl.PluralRules(SOURCE);
  }
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
  const found = catalog.messages[msgid];
  const text = typeof found === "string" && found ? found : msgid;
  return fill(text, values);
}

/**
 * The form of a message for the number `n`, in the page's language (its plural rule), its
 * placeholders filled.
 * @param {string} singular @param {string} plural @param {number} n
 * @param {{[name: string]: string | number}} [values]
 */
export function tn(singular, plural, n, values) {
  const forms = catalog.messages[singular];
  if (Array.isArray(forms)) {
    const at = catalog.plural.indexOf(rules.select(n));
    const text = forms[at >= 0 ? at : forms.length - 1];
    if (text) return fill(text, values);
  }
  return fill(n === 1 ? singular : plural, values);
}

/**
 * The placeholders' values of a `[data-i18n="Play {title}"]` element, from its
 * `data-i18n-values` (JSON, as the build writes it: `{"title": "Hex"}`); a value written
 * `{"t": "five"}` is itself a message, put into the page's language.
 * @param {Element} element @returns {{[name: string]: string | number}}
 */
function valuesOf(element) {
  const written = element.getAttribute("data-i18n-values");
  if (!written) return {};
  /** @type {{[name: string]: string | number | {t: string}}} */
  const values = JSON.parse(written);
  return Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, typeof value === "object" && value !== null ? t(value.t) : value]));
}

/**
 * Puts the page's language into the words under `root`: the text of each `[data-i18n]`
 * element and the attributes its `data-i18n-attrs` names. The English source is kept on the
 * element, so that it can be translated again into another language.
 * @param {ParentNode} root
 */
export function translate(root) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    const source = element.getAttribute("data-i18n") || (element.textContent ?? "").replace(/\s+/g, " ").trim();
    element.setAttribute("data-i18n", source);
    element.textContent = t(source, valuesOf(element));
  }
  for (const element of root.querySelectorAll("[data-i18n-attrs]")) {
    for (const name of (element.getAttribute("data-i18n-attrs") ?? "").split(/\s+/).filter(Boolean)) {
      const kept = `data-i18n-${name}`;
      const source = element.getAttribute(kept) ?? element.getAttribute(name);
      if (source === null) continue;
      element.setAttribute(kept, source);
      element.setAttribute(name, t(source));
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
  const found = catalog.messages[msgid];
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

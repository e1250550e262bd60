// The language a board's words are in: its own `lang` attribute, else the closest `[lang]`
// around it (on the site's pages, <html lang>, which the page's menu sets; on another site,
// the host page's), else the reader's (their choice on this site, their browser's languages).
// Every request the board makes names it, so Python answers in it; when it changes (the
// attribute, an ancestor's, the page's catalog), the board translates its own words and asks
// Python again for what it shows. On a page that has no language of its own set up (an embed
// on another site), the board fetches its language's catalog for the words it draws itself.

import { language, translate } from "../i18n.js";
import { LANGUAGE_EVENT, chosen, languageOf, loadLanguage } from "../languages.js";

/** @typedef {import("./state.js").Board} Board */

/** The language the board asks Python in now. @param {Board} board */
export function languageOfBoard(board) {
  return languageOf(board.element, chosen().lang);
}

/** The language of `board`'s requests, as a request's field. @param {Board} board */
export function asked(board) {
  return { lang: board.lang };
}

/** @type {string | null} the catalog a board fetched for a page that has none of its own */
let fetchedFor = null;

/**
 * Follow the board's language from now on: `changed()` when it is another (its words are
 * translated before). Returns what stops it.
 * @param {Board} board @param {() => void} changed
 */
export function watchLanguage(board, changed) {
  board.lang = languageOfBoard(board);
  let queued = false;
  const heard = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      translate(board.parts.root);
      const now = languageOfBoard(board);
      ownCatalog(now);
      if (now === board.lang) return;
      board.lang = now;
      changed();
    });
  };
  const observer = new MutationObserver(heard);
  // Any ancestor's `lang` may be the board's: the page's root, and the element itself (its
  // attribute is observed by the element, which calls `heard` through `languageChanged`).
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
  document.addEventListener(LANGUAGE_EVENT, heard);
  ownCatalog(board.lang);
  board.relanguage = heard;
  return () => {
    observer.disconnect();
    document.removeEventListener(LANGUAGE_EVENT, heard);
    board.relanguage = () => {};
  };
}

/** On a page whose own script set no language (no language.js: an embed on another site), the
 * boards' own words (their buttons) come from one catalog, fetched once: the first board's
 * language that is not English. Python's words are each board's own language in any case.
 * @param {string} lang */
function ownCatalog(lang) {
  if ("languageShown" in document.documentElement.dataset || lang === language() || fetchedFor !== null) return;
  fetchedFor = lang;
  void loadLanguage(lang).then((shown) => {
    if (shown === lang) document.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: { lang } }));
  });
}

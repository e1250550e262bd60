// The language a board's words are in: its own `lang` attribute, else the closest `[lang]`
// around it (on the site's pages, <html lang>, which the page's menu sets; on another site,
// the host page's), else the reader's (their choice on this site, their browser's languages).
// Every request the board makes names it, so Python answers in it; when it changes (the
// attribute, an ancestor's, the page's catalog), the board translates its own words and asks
// Python again for what it shows. Its own words come from its language's catalog, which the
// board fetches if the page has not (an embed on another site, a board in another language
// than its page's): each board of a page speaks its own language.

import { hasCatalog, translate } from "../i18n.js";
import { LANGUAGE_EVENT, chosen, keepLanguage, languageOf } from "../languages.js";
import { skeletonWords } from "./style.js";

/** @typedef {import("./state.js").Board} Board */

/** The language the board asks Python in now. @param {Board} board */
export function languageOfBoard(board) {
  return languageOf(board.element, chosen().lang);
}

/** The language of `board`'s requests, as a request's field. @param {Board} board */
export function asked(board) {
  return { lang: board.lang };
}

/**
 * Follow the board's language from now on: its own words (its shadow root's: the skeleton's,
 * the coach's, what it draws each frame) are looked up in its language's catalog, fetched once
 * per language for every board of the page (languages.js), so that boards of a host page in
 * different `lang`s each speak their own; `changed()` when it is another language (Python is
 * asked again), `words()` when its catalog came in. Returns what stops it.
 * @param {Board} board @param {{changed: () => void, words: () => void}} then
 */
export function watchLanguage(board, { changed, words }) {
  board.lang = languageOfBoard(board);
  let queued = false;
  const heard = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const now = languageOfBoard(board);
      const other = now !== board.lang;
      board.lang = now;
      if (!hasCatalog(now)) void keepLanguage(now).then((kept) => kept && board.lang === now && words());
      words();
      if (other) changed();
    });
  };
  const observer = new MutationObserver(heard);
  // Any ancestor's `lang` may be the board's: the page's root, and the element itself (its
  // attribute is observed by the element, which calls `heard` through `languageChanged`).
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
  document.addEventListener(LANGUAGE_EVENT, heard);
  // (The skeleton was written in the page's language: a board in another one says its own.)
  if (hasCatalog(board.lang)) words();
  else void keepLanguage(board.lang).then((kept) => kept && words());
  board.relanguage = heard;
  return () => {
    observer.disconnect();
    document.removeEventListener(LANGUAGE_EVENT, heard);
    board.relanguage = () => {};
  };
}

/** The board's own words in its language: the marked ones of its shadow root and the
 * skeleton's (the rest it draws each frame, in update). @param {Board} board */
export function boardWords(board) {
  translate(board.parts.root, board.lang);
  skeletonWords(board.parts.root, board.lang);
}

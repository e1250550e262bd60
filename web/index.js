// The index: its cards are written by build.py from Python's catalog (playable games first,
// each linked to its player and its rules page), so the page needs no Python to load. This
// keeps the site for offline use, and puts the intro's sentences with a link inside into the
// page's language (the other words of the page are marked data-i18n).

import { onLanguage } from "./language.js"; // first: the page's language, before any board asks Python
import { t, tNodes } from "./i18n.js";
import { keepOffline } from "./offline.js";

/** The intro's two sentences with a link inside, in the page's language (again after a change
 * of language): a translation may put the link anywhere in its sentence. */
export function introWords() {
  /** @param {string} id @param {string} link @param {(link: Node) => (string | Node)[]} sentence */
  const put = (id, link, sentence) => {
    const span = document.getElementById(id);
    const anchor = span?.querySelector("a");
    if (!span || !anchor) return;
    anchor.textContent = link;
    span.replaceChildren(...sentence(anchor));
  };
  // TRANSLATORS: {link} is a link whose words are "position editor"
  put("intro-editor", t("position editor"),
    (link) => tNodes("The {link} sets up any position and gives it back as a picture, a link or the board's HTML.", { link }));
  // TRANSLATORS: {link} is a link whose words are "documentation"
  put("intro-docs", t("documentation"),
    (link) => tNodes("The {link} shows how to put a live board in your own page, write a lesson, or build on the rules in Python.", { link }));
}

introWords();
onLanguage(introWords);
keepOffline();

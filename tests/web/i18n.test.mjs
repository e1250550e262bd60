// The catalogs a page keeps (web/i18n.js): each language's words looked up in its own catalog,
// so that boards in different languages on one page each say their own; the page's language
// unchanged by keeping another's; numbers written as each language writes them; a message the
// Python worker sends (its English and its values) said in a language.
import assert from "node:assert/strict";
import { test } from "node:test";
import { keepCatalog, language, number, t, tIn, tMessage, tn, tnIn, useCatalog } from "../../web/i18n.js";

const GERMAN = { lang: "de", plural: ["one", "other"], messages: {
  "First position": "Erste Stellung",
  "{n} step taken back.": ["{n} Zug zurückgenommen.", "{n} Züge zurückgenommen."],
  "Could not load the game rules: {error}": "Die Spielregeln konnten nicht geladen werden: {error}",
  "Missing file {url} (HTTP {status}): is the site fully built?": "Datei {url} fehlt (HTTP {status})",
  "Downloading Python… {loaded} of {total} MB": "Python wird geladen… {loaded} von {total} MB",
} };
const FRENCH = { lang: "fr", plural: ["one", "many", "other"], messages: { "First position": "Première position" } };

test("each language's words come from its own catalog, the page's staying the page's", () => {
  useCatalog(FRENCH);
  keepCatalog(GERMAN);
  assert.equal(language(), "fr");
  assert.equal(t("First position"), "Première position");
  assert.equal(tIn("de", "First position"), "Erste Stellung");
  assert.equal(tIn("en", "First position"), "First position");
  assert.equal(tIn("pt", "First position"), "First position"); // not kept: English, never another's
  assert.equal(tnIn("de", "{n} step taken back.", "{n} steps taken back.", 2, { n: 2 }), "2 Züge zurückgenommen.");
  assert.equal(tn("{n} step taken back.", "{n} steps taken back.", 2, { n: 2 }), "2 steps taken back.");
});

test("a message's numbers are written as its language writes them", () => {
  useCatalog({ lang: "en", plural: ["one", "other"], messages: {} });
  keepCatalog(GERMAN);
  assert.equal(tIn("de", "Downloading Python… {loaded} of {total} MB", { loaded: 1.5, total: 1234.5 }),
    "Python wird geladen… 1,5 von 1.234,5 MB");
  assert.equal(t("Downloading Python… {loaded} of {total} MB", { loaded: 1.5, total: 1234.5 }),
    "Downloading Python… 1.5 of 1,234.5 MB");
});

test("the worker's message is said in a language, its nested messages too", () => {
  keepCatalog(GERMAN);
  const said = { msgid: "Could not load the game rules: {error}", values: { error: {
    msgid: "Missing file {url} (HTTP {status}): is the site fully built?", values: { url: "w.whl", status: "404" } } } };
  assert.equal(tMessage("de", said), "Die Spielregeln konnten nicht geladen werden: Datei w.whl fehlt (HTTP 404)");
  assert.equal(tMessage("en", said), "Could not load the game rules: Missing file w.whl (HTTP 404): is the site fully built?");
});

test("numbers keep each language's and each option's way, however often they are written", () => {
  // (number() keeps the formats it makes: one made for other options must not be reused.)
  for (let round = 0; round < 2; round += 1) {
    assert.equal(number("de", 1.5), "1,5");
    assert.equal(number("de", 0.5, { style: "percent" }), "50\u00a0%");
    assert.equal(number("en", 1234.5), "1,234.5");
    assert.equal(number("en", 0.5, { style: "percent" }), "50%");
    assert.equal(number("not a language!", 1234.5), "1,234.5"); // English's way
  }
});

test("a plural message takes its language's form, even where Intl knows no such language", () => {
  keepCatalog({ lang: "not a language!", plural: ["one", "other"], messages: { "{n} step": ["{n} one", "{n} many"] } });
  assert.equal(tnIn("not a language!", "{n} step", "{n} steps", 1, { n: 1 }), "1 one");
  assert.equal(tnIn("not a language!", "{n} step", "{n} steps", 3, { n: 3 }), "3 many");
});

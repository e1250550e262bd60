// Which language a page shows (web/languages.js): the address, the visit, the reader's choice,
// the browser's languages, English; and what the address and a shared link say of it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { askedIn, choose, offered, withLanguage } from "../../web/languages.js";
import { readLink } from "../../web/link.js";

test("a tag names the language offered for it, or none", () => {
  assert.deepEqual(["de", "pt-BR", "PT_br", "fr-CA", "EN", "en-XA", "en-xa"].map(offered), ["de", "pt", "pt", "fr", "en", "en-XA", "en-XA"]);
  assert.deepEqual(["ja", "", null, undefined, "xx-DE"].map(offered), [null, null, null, null, null]);
});

test("the address wins, then the visit, then the reader's choice, then the browser, then English", () => {
  const all = { asked: "fr", visit: "es", remembered: "de", browser: ["pt-BR", "en"] };
  assert.deepEqual(choose(all), { lang: "fr", source: "address" });
  assert.deepEqual(choose({ ...all, asked: "" }), { lang: "es", source: "visit" });
  assert.deepEqual(choose({ ...all, asked: null, visit: null }), { lang: "de", source: "menu" });
  assert.deepEqual(choose({ browser: ["pt-BR", "en"] }), { lang: "pt", source: "browser" });
  assert.deepEqual(choose({}), { lang: "en", source: "default" });
});

test("the first of the browser's languages the site offers is taken, English included", () => {
  assert.deepEqual(choose({ browser: ["ja", "ca", "es-ES", "de"] }), { lang: "es", source: "browser" });
  assert.deepEqual(choose({ browser: ["en-GB", "de"] }), { lang: "en", source: "browser" });
  assert.deepEqual(choose({ browser: ["ja", "zh"] }), { lang: "en", source: "default" });
});

test("a language the site does not offer is passed over, never shown", () => {
  assert.deepEqual(choose({ asked: "xx", remembered: "de" }), { lang: "de", source: "menu" });
  assert.deepEqual(choose({ asked: "<script>", browser: ["fr"] }), { lang: "fr", source: "browser" });
});

test("the address names a language in its query or among its hash's parameters", () => {
  assert.equal(askedIn({ search: "?lang=de", hash: "" }), "de");
  assert.equal(askedIn({ search: "", hash: "#game=g1&moves=c3&lang=pt" }), "pt");
  assert.equal(askedIn({ search: "?lang=es", hash: "#lang=pt" }), "es");
  assert.equal(askedIn({ search: "", hash: "#game=g1" }), "");
});

test("a link's language is set or dropped, the rest of it kept", () => {
  assert.equal(withLanguage("game=g1&moves=b2+a1(c3)b1", "de"), "game=g1&moves=b2+a1(c3)b1&lang=de");
  assert.equal(withLanguage("game=g1&lang=de&size=5", null), "game=g1&size=5");
  assert.equal(withLanguage("game=g1&lang=de", "fr"), "game=g1&lang=fr");
});

test("a link's lang is the page's, never a game option, and alone it opens the game as game alone does", () => {
  const link = readLink("#game=g1&lang=de");
  assert.deepEqual(link.options, {});
  assert.equal(link.extra, false);
  assert.deepEqual(readLink("#game=g1&size=5&lang=de").options, { size: "5" });
});

// The practice journal in localStorage (web/practice/journal.js), on a storage of our own: an
// event appended in one step keeps what another tab appended before it; a store that is not a
// journal, and each damaged line, is kept aside and left out, the rest kept; a full journal or
// a refused storage is said, never thrown.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import {
  CHARACTERS, EVENTS, HEADER, JOURNAL_KEY, append, appendAll, eventCount, readJournal, setAsideLines,
} from "../../web/practice/journal.js";

class Storage {
  #items = new Map();
  full = false;
  get length() { return this.#items.size; }
  key(i) { return [...this.#items.keys()][i] ?? null; }
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) {
    if (this.full) throw new DOMException("full", "QuotaExceededError");
    this.#items.set(key, String(value));
  }
  removeItem(key) { this.#items.delete(key); }
  keys() { return [...this.#items.keys()]; }
}

/** @type {Storage} */
let storage;
beforeEach(() => {
  storage = new Storage();
  globalThis.localStorage = storage;
});

const aside = () => storage.keys().filter((k) => k.startsWith("py-games/unreadable/"));
const lines = () => storage.getItem(JOURNAL_KEY).split("\n").filter(Boolean);

test("the first event starts the journal with its header; each has an id, its time and kind", () => {
  const kept = append("try", { puzzle: "a/3", result: "missed", seconds: 12.5 }, 1_800_000_000_000);
  assert.equal(kept.ok, true);
  const [header, row] = lines();
  assert.equal(header, HEADER);
  const event = JSON.parse(row);
  assert.deepEqual(event, { id: event.id, at: 1_800_000_000_000, kind: "try", puzzle: "a/3", result: "missed", seconds: 12.5 });
  assert.match(event.id, /^[0-9a-z]+-[0-9a-f]{12}$/);
});

test("a clock that gives a fraction of a millisecond (a mocked one) writes a whole time", () => {
  const kept = append("lesson", { task: "g/1", passed: true }, 1_800_000_000_000.375);
  assert.equal(kept.ok && kept.event.at, 1_800_000_000_000);
  assert.equal(JSON.parse(lines()[1]).at, 1_800_000_000_000);
  assert.match(JSON.parse(lines()[1]).id, /^[0-9a-z]+-[0-9a-f]{12}$/);
});

test("an event appended keeps every event another tab appended before it", () => {
  append("lesson", { task: "g/1", passed: false });
  // Another tab (the same storage) appends two: this tab's next append reads them first.
  const other = storage.getItem(JOURNAL_KEY);
  storage.setItem(JOURNAL_KEY, `${other}{"id":"b1","at":1800000000000,"kind":"lesson","task":"g/2","passed":true}\n`);
  append("lesson", { task: "g/3", passed: true });
  assert.deepEqual(lines().slice(1).map((row) => JSON.parse(row).task), ["g/1", "g/2", "g/3"]);
  assert.equal(new Set(lines().map((row) => JSON.parse(row).id)).size, 4, "every id differs");
});

test("a store that is not a journal is kept aside as it was, said, and the journal starts again", () => {
  storage.setItem(JOURNAL_KEY, "{\"solved\": [1, 2]}\nnot a journal");
  const { text, notice } = readJournal();
  assert.equal(text, "");
  assert.match(notice, /could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “py-games\/unreadable\//);
  assert.equal(aside().length, 1);
  assert.equal(storage.getItem(aside()[0]), "{\"solved\": [1, 2]}\nnot a journal");
  assert.equal(storage.getItem(JOURNAL_KEY), null);
  assert.equal(append("lesson", { task: "g/1", passed: true }).ok, true);
  assert.equal(lines()[0], HEADER);
});

test("damaged lines are kept aside and left out; every other line, and a later tab's, stays", () => {
  const good = '{"id":"a","at":1800000000000,"kind":"lesson","task":"g/1","passed":true}';
  const read = `${HEADER}\n${good}\n{not json\n${good.replace('"a"', '"c"')}\n`;
  storage.setItem(JOURNAL_KEY, `${read}{"id":"d","at":1800000000001,"kind":"lesson","task":"g/4","passed":true}\n`);
  const key = setAsideLines(read, [3]);
  assert.ok(key);
  assert.equal(storage.getItem(key), `${HEADER}\n{not json`);
  assert.deepEqual(lines().slice(1).map((row) => JSON.parse(row).id), ["a", "c", "d"]);
});

test("a full journal, or a refused storage, is said and nothing is lost or thrown", () => {
  const at = 1_800_000_000_000;
  const row = (n) => JSON.stringify({ id: `e${n}`, at, kind: "lesson", task: "g/1", passed: true });
  storage.setItem(JOURNAL_KEY, `${HEADER}\n${Array.from({ length: EVENTS }, (_, n) => row(n)).join("\n")}\n`);
  const before = storage.getItem(JOURNAL_KEY);
  const refused = append("lesson", { task: "g/2", passed: true });
  assert.deepEqual(refused, { ok: false, reason: "Your practice record is full: this is not kept." });
  assert.equal(storage.getItem(JOURNAL_KEY), before);
  assert.equal(eventCount(before), EVENTS);

  storage.setItem(JOURNAL_KEY, `${HEADER}\n${row(1)}\n`);
  assert.match(appendAll(["x".repeat(CHARACTERS)]), /is full/);
  storage.full = true;
  const said = append("lesson", { task: "g/2", passed: true });
  assert.equal(said.ok, false);
  assert.match(said.ok ? "" : said.reason, /storage is full or refused/);
  assert.equal(storage.getItem(JOURNAL_KEY), `${HEADER}\n${row(1)}\n`);
});

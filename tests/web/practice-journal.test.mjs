// The practice journal in localStorage (web/practice/journal.js), on storages of our own: each
// tab appends to its own text, so two tabs writing at once, each on its own stale copy of the
// storage (as Chrome's renderers are), lose no event; a reload writes the same text, a new tab
// another; every text (and the one key of earlier builds) is read; a text that is not a
// journal, and each damaged line, is kept aside and left out, the rest kept; a full journal
// (all its texts together) or a refused storage is said, never thrown.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import {
  CHARACTERS, EVENTS, HEADER, OLD_KEY, PREFIX, append, appendAll, eventCount, onJournalChange, ownKey, readJournal,
  setAsideLines,
} from "../../web/practice/journal.js";

/** A storage as one tab sees it: its own copy of what the browser holds (`shared`), read and
 * written at once; its writes reach the browser, and the other tabs' copies, only at `sync`. */
class Storage {
  #items;
  #written = new Set();
  full = false;
  /** @param {Map<string, string>} [shared] */
  constructor(shared = new Map()) {
    this.shared = shared;
    this.#items = new Map(shared);
  }
  get length() { return this.#items.size; }
  key(i) { return [...this.#items.keys()][i] ?? null; }
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) {
    if (this.full) throw new DOMException("full", "QuotaExceededError");
    this.#items.set(key, String(value));
    this.#written.add(key);
  }
  removeItem(key) {
    this.#items.delete(key);
    this.#written.add(key);
  }
  keys() { return [...this.#items.keys()]; }
  /** This tab's writes to the browser (a key written last by another tab is overwritten). */
  push() {
    for (const key of this.#written) {
      if (this.#items.has(key)) this.shared.set(key, this.#items.get(key));
      else this.shared.delete(key);
    }
    this.#written.clear();
  }
  /** The browser's storage as it now is. */
  pull() { this.#items = new Map(this.shared); }
}

/** A tab: its copy of localStorage, and its own sessionStorage. @param {Map<string, string>} shared */
const tab = (shared) => ({ local: new Storage(shared), session: new Storage() });
/** Run what follows as `t`. @param {ReturnType<typeof tab>} t */
function use(t) {
  globalThis.localStorage = t.local;
  globalThis.sessionStorage = t.session;
}
/** Both tabs' writes reach the browser, then each sees the other's. @param {ReturnType<typeof tab>[]} tabs */
function sync(...tabs) {
  tabs.forEach((t) => t.local.push());
  tabs.forEach((t) => t.local.pull());
}

/** @type {ReturnType<typeof tab>} */
let here;
beforeEach(() => {
  here = tab(new Map());
  use(here);
});

const storage = () => here.local;
const aside = () => storage().keys().filter((k) => k.startsWith("py-games/unreadable/"));
const lines = (key = ownKey()) => storage().getItem(key).split("\n").filter(Boolean);
/** Every event of every text, by task. */
const tasks = () => readJournal().texts.flatMap(({ text }) => text.split("\n").slice(1).filter(Boolean))
  .map((row) => JSON.parse(row).task).sort();
const row = (id, task = "g/1") => JSON.stringify({ id, at: 1_800_000_000_000, kind: "lesson", task, passed: true });

test("the first event starts the tab's text with its header; each has an id, its time and kind", () => {
  const kept = append("try", { puzzle: "a/3", result: "missed", seconds: 12.5 }, 1_800_000_000_000);
  assert.equal(kept.ok, true);
  assert.ok(ownKey().startsWith(PREFIX));
  assert.deepEqual(storage().keys(), [ownKey()]);
  const [header, line] = lines();
  assert.equal(header, HEADER);
  const event = JSON.parse(line);
  assert.deepEqual(event, { id: event.id, at: 1_800_000_000_000, kind: "try", puzzle: "a/3", result: "missed", seconds: 12.5 });
  assert.match(event.id, /^[0-9a-z]+-[0-9a-f]{12}$/);
});

test("a clock that gives a fraction of a millisecond (a mocked one) writes a whole time", () => {
  const kept = append("lesson", { task: "g/1", passed: true }, 1_800_000_000_000.375);
  assert.equal(kept.ok && kept.event.at, 1_800_000_000_000);
  assert.equal(JSON.parse(lines()[1]).at, 1_800_000_000_000);
});

test("two tabs appending at once, each on its stale copy, lose neither's event", () => {
  // With one key for the journal (earlier builds), tab A would write header+x+a and tab B,
  // from its copy without a, header+x+b under the same key; once synced, the last write wins
  // and a is lost. With a text per tab, A writes its key and B its own: both stay.
  const shared = new Map([[OLD_KEY, `${HEADER}\n${row("x", "g/0")}\n`]]);
  const a = tab(shared);
  const b = tab(shared);
  use(a);
  append("lesson", { task: "g/1", passed: false });
  use(b);
  append("lesson", { task: "g/2", passed: true });
  sync(a, b);
  for (const t of [a, b, tab(shared)]) {
    use(t);
    here = t;
    assert.deepEqual(tasks(), ["g/0", "g/1", "g/2"]);
  }
  assert.equal(readJournal().texts.length, 3, "the old key's text and one per tab");
});

test("a reload writes the same text; a new tab writes another", () => {
  append("lesson", { task: "g/1", passed: true });
  const first = ownKey();
  here.local.push();
  here.local = new Storage(here.local.shared); // a reload: the same tab's sessionStorage
  use(here);
  append("lesson", { task: "g/2", passed: true });
  assert.equal(ownKey(), first);
  assert.equal(eventCount(storage().getItem(first)), 2);
  here.local.push();
  const other = tab(here.local.shared);
  use(other);
  here = other;
  append("lesson", { task: "g/3", passed: true });
  assert.notEqual(ownKey(), first);
  assert.deepEqual(tasks(), ["g/1", "g/2", "g/3"]);
});

test("the old single key is read as one more text and never written", () => {
  const old = `${HEADER}\n${row("o")}\n`;
  storage().setItem(OLD_KEY, old);
  append("lesson", { task: "g/2", passed: true });
  assert.equal(storage().getItem(OLD_KEY), old);
  assert.deepEqual(readJournal().texts.map((kept) => kept.key), [OLD_KEY, ownKey()]);
});

test("an import's lines go to a text of their own, after its header", () => {
  append("lesson", { task: "g/1", passed: true });
  assert.equal(appendAll([row("i1", "g/8"), row("i2", "g/9")]), null);
  const imported = storage().keys().filter((k) => k !== ownKey());
  assert.equal(imported.length, 1);
  assert.ok(imported[0].startsWith(PREFIX));
  assert.deepEqual(lines(imported[0]), [HEADER, row("i1", "g/8"), row("i2", "g/9")]);
  assert.equal(eventCount(storage().getItem(ownKey())), 1);
});

test("a text that is not a journal is kept aside as it was, said, and left out", () => {
  append("lesson", { task: "g/1", passed: true });
  storage().setItem(`${PREFIX}other`, "{\"solved\": [1, 2]}\nnot a journal");
  const { texts, notice } = readJournal();
  assert.deepEqual(texts.map((kept) => kept.key), [ownKey()]);
  assert.match(notice, /could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “py-games\/unreadable\//);
  assert.equal(aside().length, 1);
  assert.equal(storage().getItem(aside()[0]), "{\"solved\": [1, 2]}\nnot a journal");
  assert.equal(storage().getItem(`${PREFIX}other`), null);
});

test("damaged lines are kept aside from their text and left out; every other line, and a later one, stays", () => {
  const good = row("a");
  const key = `${PREFIX}other`;
  const read = `${HEADER}\n${good}\n{not json\n${row("c")}\n`;
  storage().setItem(key, `${read}${row("d")}\n`);
  const kept = setAsideLines({ key, text: read }, [3]);
  assert.ok(kept);
  assert.equal(storage().getItem(kept), `${HEADER}\n{not json`);
  assert.deepEqual(lines(key).slice(1).map((line) => JSON.parse(line).id), ["a", "c", "d"]);
  assert.equal(setAsideLines({ key, text: read }, []), null, "a text with none: nothing done");
});

test("the limits hold for all the texts together; a full journal, or a refused storage, is said and nothing is lost or thrown", () => {
  // Another tab's text holds every event the journal may: this tab's own is empty, yet full.
  const other = `${PREFIX}other`;
  storage().setItem(other, `${HEADER}\n${Array.from({ length: EVENTS }, (_, n) => row(`e${n}`)).join("\n")}\n`);
  const refused = append("lesson", { task: "g/2", passed: true });
  assert.deepEqual(refused, { ok: false, reason: "Your practice record is full: this is not kept." });
  assert.equal(storage().getItem(ownKey()), null);

  storage().setItem(other, `${HEADER}\n${"x".repeat(CHARACTERS - 100)}\n`);
  assert.match(appendAll([row("i1"), row("i2")]), /is full/);
  assert.equal(append("lesson", { task: "g/2", passed: true }).ok, false);

  storage().removeItem(other);
  assert.equal(append("lesson", { task: "g/1", passed: true }).ok, true);
  const before = storage().getItem(ownKey());
  storage().full = true;
  const said = append("lesson", { task: "g/2", passed: true });
  assert.equal(said.ok, false);
  assert.match(said.ok ? "" : said.reason, /storage is full or refused/);
  assert.equal(storage().getItem(ownKey()), before);
});

test("a change to any text of the journal, and only to one, is heard", () => {
  const window = new EventTarget();
  globalThis.window = /** @type {any} */ (window);
  const heard = [];
  onJournalChange(() => heard.push(true));
  for (const key of [`${PREFIX}other`, OLD_KEY, null, "py-games/puzzle-order", "py-games/practice-tab"]) {
    window.dispatchEvent(Object.assign(new Event("storage"), { key }));
  }
  assert.equal(heard.length, 3);
});

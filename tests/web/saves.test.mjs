// The saved games (web/saves.js) and their previews (web/play/preview.js), on a storage of
// our own: every save that cannot be read kept under a key of its own, and a damaged preview
// dropped from its entry, and from storage, without a word.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { Storage } from "./storage.mjs";
import { checkedPreview } from "../../web/play/preview.js";
import { LIMIT, RECENT_KEY, onUnreadable, put, readRecent } from "../../web/saves.js";


/** localStorage whose order of keys is not the order they were set in (Chromium's is not):
 * here a key set comes first. */
class NewestFirst extends Storage {
  #order = [];
  key(i) { return this.#order[i] ?? null; }
  setItem(key, value) {
    if (!this.#order.includes(key)) this.#order.unshift(key);
    super.setItem(key, value);
  }
  removeItem(key) {
    this.#order = this.#order.filter((k) => k !== key);
    super.removeItem(key);
  }
}

/** @type {Storage} */
let storage;
beforeEach(() => {
  storage = new Storage();
  globalThis.localStorage = storage;
});

const aside = () => storage.keys().filter((k) => k.startsWith("py-games/unreadable/"));

/** Run `fn` with the clock stopped: every Date in it at the same millisecond. */
function sameMillisecond(fn) {
  const Real = Date;
  const now = Real.now();
  globalThis.Date = class extends Real {
    constructor(...args) { if (args.length) super(...args); else super(now); }
    static now() { return now; }
  };
  try {
    return fn();
  } finally {
    globalThis.Date = Real;
  }
}

test("every unreadable save is kept under a key of its own, named where it is said", () => {
  const said = sameMillisecond(() => {
    storage.setItem(RECENT_KEY, JSON.stringify(["a", { game: "x", moves: 1 }, { moves: [] }]));
    storage.setItem("py-games/game/g1", "{cut sho");
    const first = readRecent().problems;
    storage.setItem(RECENT_KEY, "{not json");
    const second = readRecent().problems; // the same millisecond again
    return [...first, ...second];
  });
  const keys = aside();
  assert.equal(keys.length, 5);
  assert.deepEqual(keys.map((k) => storage.getItem(k)).sort(),
    ['"a"', '{"game":"x","moves":1}', '{"moves":[]}', "{cut sho", "{not json"].sort());
  for (const key of keys) assert.equal(said.filter((s) => s.includes(`“${key}”`)).length, 1, key);
});

test("a damaged entry found by a save (another tab wrote it) is set aside and said, not only at start", () => {
  /** @type {string[]} */
  const heard = [];
  onUnreadable((problems) => heard.push(...problems));
  try {
    const game = { game: "g1", options: {}, start: null, moves: ["a1"], redo: [], players: "", preview: null };
    const { saved } = put({ ...game, id: "mine" }, 0);
    assert.deepEqual(heard, []);
    storage.setItem(RECENT_KEY, JSON.stringify([...JSON.parse(storage.getItem(RECENT_KEY)), { id: "theirs", game: "g1", moves: "a1" }]));
    put({ ...game, id: "mine", moves: ["a1", "b2"] }, saved.rev);
    assert.equal(heard.length, 1);
    const [key] = aside();
    assert.ok(heard[0].includes(`“${key}”`), heard[0]);
    assert.deepEqual(JSON.parse(storage.getItem(key)), { id: "theirs", game: "g1", moves: "a1" });
  } finally {
    onUnreadable(() => {});
  }
});

test("every damaged save of the one-slot format is set aside and named, whatever the browser's order of keys", () => {
  storage = new NewestFirst();
  globalThis.localStorage = storage;
  storage.setItem("py-games/game/g1", "{cut sho");
  storage.setItem("py-games/game/g2", '{"moves": []}');
  storage.setItem("py-games/previous/g1", "[1]");
  storage.setItem("py-games/game/g3", JSON.stringify({ game: "g3", moves: [] }));
  const { entries, problems } = readRecent();
  const keys = aside();
  assert.equal(keys.length, 3);
  for (const key of keys) assert.equal(problems.filter((s) => s.includes(`“${key}”`)).length, 1, key);
  assert.deepEqual(entries.map((e) => e.game), ["g3"]);
  assert.deepEqual(storage.keys().filter((k) => !k.startsWith("py-games/unreadable/")), [RECENT_KEY]);
});

test("a damaged save of the one-slot format that cannot be set aside stays where it is, and is said", () => {
  storage.setItem("py-games/game/g1", "{cut sho");
  const full = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    if (key.startsWith("py-games/unreadable/")) throw new Error("QuotaExceededError");
    full(key, value);
  };
  const { problems } = readRecent();
  assert.equal(storage.getItem("py-games/game/g1"), "{cut sho");
  assert.match(problems.join(" "), /stays in this browser's storage as “py-games\/game\/g1”/);
});

/** A saved game (of a game "g1"), played (`moves`) or not. @param {string} id @param {string[]} moves */
const saved = (id, moves) => ({ id, game: "g1", options: {}, start: null, moves, redo: [], players: "", preview: null });

test("a game not yet played never pushes a played one out of the recent games", () => {
  for (let i = 0; i < LIMIT; i++) put(saved(`p${i}`, ["a1-a2"]), 0);
  const played = readRecent().entries.map((e) => e.id);
  assert.equal(played.length, LIMIT);
  // An empty game: not kept, the played ones are; the page plays it all the same.
  assert.ok(put(saved("new", []), 0).saved);
  assert.deepEqual(readRecent().entries.map((e) => e.id), played);
  // An empty game kept while there is room goes first when a played one comes.
  storage.setItem(RECENT_KEY, JSON.stringify(readRecent().entries.slice(1)));
  put(saved("empty", []), 0);
  put(saved("new", ["a1-a2"]), 0);
  assert.deepEqual(readRecent().entries.map((e) => e.id), ["new", ...played.slice(1)]);
  // Played, it takes the oldest played one's place.
  put(saved("newer", ["a1-a2"]), 0);
  assert.deepEqual(readRecent().entries.map((e) => e.id), ["newer", "new", ...played.slice(1, -1)]);
  // Steps taken back, or a tree, are a game played.
  put(saved("undone", []), 0);
  put({ ...saved("undone", []), redo: ["a1-a2"] }, 1);
  assert.equal(readRecent().entries[0].id, "undone");
});

// The smallest real preview: one place, one piece on it, a step of Player 1's.
const square = [[0, 0], [1, 0], [1, 1], [0, 1]];
const good = () => ({
  board: {
    game: "g", title: "G", options: {}, groups_name: "groups", surface: "board", labels: [{ text: "a", at: [0, -1] }],
    players: [{ name: "Player 1", look: "mark" }, { name: "Player 2", look: "mark" }],
    places: [{ name: "a1", center: [0.5, 0.5], outline: square }],
  },
  scene: {
    pieces: [{ id: "a1", at: "a1", look: "mark", owner: 0 }], marks: [],
    last: [{ step: "a1", cells: ["a1"], kind: "place", player: 0 }], to_move: 1,
    status: [{ player: 1 }, " to move."], summary: ["Player 1 played a1."],
    picture: {
      box: { x: -0.25, y: -1.25, width: 1.5, height: 2.5 },
      items: [
        { d: "M0 0L1 0L1 1L0 1Z", fill: "paper" },
        { text: "a", at: [0, -1], font: [0.3, 9], fill: "ink" },
        { use: "mark-cross", at: [0.5, 0.5], unit: 0.75, color: "seat0", piece: "a1", layer: "pieces" },
      ],
    },
  },
  movers: [0],
  first_turn_step: 0,
});

test("a preview of the contract's shapes is kept as it is", () => {
  assert.deepEqual(checkedPreview(good(), 1), good());
  const before = good();
  delete before.first_turn_step; // saved before the list knew where the first step stands
  assert.deepEqual(checkedPreview(before, 1), before);
  delete before.movers; // saved before the move list was
  assert.deepEqual(checkedPreview(before, 1), before);
});

const DAMAGES = [
  ["places not a list", (p) => { p.board.places = "a1"; }],
  ["a place without outline", (p) => { delete p.board.places[0].outline; }],
  ["an outline of numbers", (p) => { p.board.places[0].outline = [1, 2, 3]; }],
  ["players of no name", (p) => { p.board.players = [{ look: "mark" }]; }],
  ["pieces a number", (p) => { p.scene.pieces = 3; }],
  ["a piece on no place", (p) => { p.scene.pieces[0].at = "z9"; }],
  ["a piece of no seat", (p) => { p.scene.pieces[0].owner = 5; }],
  ["marks not a list", (p) => { p.scene.marks = {}; }],
  ["the last turn's cells a string", (p) => { p.scene.last[0].cells = "a1"; }],
  ["a sentence naming no seat", (p) => { p.scene.status = [{ player: 9 }]; }],
  ["no picture (saved before pictures)", (p) => { delete p.scene.picture; }],
  ["a picture without its box", (p) => { delete p.scene.picture.box; }],
  ["a use of no look", (p) => { p.scene.picture.items[2].use = "dragon"; }],
  ["an item of no kind", (p) => { p.scene.picture.items.push({ at: [0, 0] }); }],
  ["a size of text", (p) => { p.scene.picture.items[1].font = "9px"; }],
  ["movers of the wrong length", (p) => { p.movers = [0, 1]; }],
  ["a mover who is no seat", (p) => { p.movers = [2]; }],
  ["a first step beyond the turn's steps", (p) => { p.first_turn_step = 1; }],
  ["turn steps not words", (p) => { p.board.turn_steps = [0, 1]; }],
  ["no board", (p) => { delete p.board; }],
  ["a string", () => "board"],
];

for (const [damage, spoil] of DAMAGES) {
  test(`a damaged preview is dropped: ${damage}`, () => {
    const preview = good();
    const spoilt = spoil(preview) ?? preview;
    assert.equal(checkedPreview(spoilt, 1), null);
    // Read from storage: the entry stays, without its preview, and is stored so at once.
    storage.setItem(RECENT_KEY, JSON.stringify([{ id: "e", game: "g", moves: ["a1"], preview: spoilt }]));
    const { entries, problems } = readRecent();
    assert.deepEqual([entries.length, entries[0].preview, problems], [1, null, []]);
    assert.equal(JSON.parse(storage.getItem(RECENT_KEY))[0].preview, null);
    // The game, shown again, stores its preview again: the same game, the same rev.
    const { saved } = put({ ...entries[0], preview: good() }, entries[0].rev);
    assert.equal(saved?.rev, entries[0].rev);
    assert.deepEqual(JSON.parse(storage.getItem(RECENT_KEY))[0].preview, good());
  });
}

test("a game by link keeps its seats and whose turn it was; a damaged one is kept as a game here", () => {
  const game = { game: "g1", options: {}, start: null, moves: ["a1-a2"], redo: [], players: "", preview: null };
  put({ ...game, id: "m3x1k0-a7c2q9", friend: { seats: [1], toMove: 1 } }, 0);
  storage.setItem(RECENT_KEY, JSON.stringify([...JSON.parse(storage.getItem(RECENT_KEY)),
    { ...game, id: "b", friend: { seats: ["x"], toMove: 0 } }, { ...game, id: "c", friend: { seats: [0], toMove: "1" } }]));
  const [linked, damaged, over] = readRecent().entries;
  assert.deepEqual([linked.id, linked.friend], ["m3x1k0-a7c2q9", { seats: [1], toMove: 1 }]);
  assert.equal(damaged.friend, null); // the game stays, played on this device alone
  assert.deepEqual(over.friend, { seats: [0], toMove: null });
  // Whose turn it is changes the entry (Recent games says it): written again.
  const stored = readRecent().entries[0];
  assert.ok(put({ ...game, id: stored.id, friend: { seats: [1], toMove: 0 } }, stored.rev).saved?.friend?.toMove === 0);
});

// Games by link between devices (web/correspondence.js): how a link's line stands to ours,
// its last turn, what differs, and the link written and read back.
import assert from "node:assert/strict";
import { test } from "node:test";
import { compareLines, difference, isGameId, lastTurn, notThisGame, writeFriendLink } from "../../web/correspondence.js";
import { readLink } from "../../web/link.js";

test("a link's line is seen, continues ours, or differs from it", () => {
  const ours = ["c3", "d4", "e5"];
  assert.deepEqual(compareLines(ours, ours), { kind: "seen", common: 3 });
  assert.deepEqual(compareLines(ours, ["c3", "d4"]), { kind: "seen", common: 2 }); // an older link
  assert.deepEqual(compareLines(ours, []), { kind: "seen", common: 0 });
  assert.deepEqual(compareLines(ours, [...ours, "b2"]), { kind: "continues", common: 3 });
  assert.deepEqual(compareLines([], ["c3"]), { kind: "continues", common: 0 });
  assert.deepEqual(compareLines(ours, ["c3", "d4", "a1", "b2"]), { kind: "differs", common: 2 }); // a branch
  assert.deepEqual(compareLines(ours, ["b1", "d4", "e5"]), { kind: "differs", common: 0 }); // the past rewritten
});

test("the last turn is the steps the last player made in a row", () => {
  assert.equal(lastTurn([]), 0);
  assert.equal(lastTurn([0, 1, 0]), 1);
  assert.equal(lastTurn([0, 0, 1, 1]), 2); // a turn of two steps
  assert.equal(lastTurn([1, 1]), 2);
});

test("what differs is said with the steps of both lines", () => {
  assert.equal(difference(["c3", "d4", "e5"], ["c3", "a1"], 1), "From step 2, the link has a1 where your game has d4.");
  assert.equal(difference(["c3"], ["b1", "a1"], 0), "From step 1, the link has b1 where your game has c3.");
});

test("a friend's link reads back its game, options, id and packed steps, and no moves", () => {
  const text = writeFriendLink({ game: "g1", options: { size: 5, diagonal_islands: false }, start: null, id: "m3x1k0-a7c2q9", steps: "AQNAl7CV" });
  assert.equal(text, "game=g1&size=5&diagonal_islands=false&friend=m3x1k0-a7c2q9&steps=AQNAl7CV");
  const link = readLink(`#${text}`);
  assert.deepEqual([link.game, link.options, link.friend, link.steps, link.moves, link.extra],
    ["g1", { size: "5", diagonal_islands: "false" }, "m3x1k0-a7c2q9", "AQNAl7CV", [], true]);
  assert.equal(readLink("#game=g2").friend, null);
});

test("a game's id is what pages write, nothing else", () => {
  assert.ok(isGameId("m3x1k0-a7c2q9"));
  for (const bad of [null, "", "x", "M3-a", "a-b-c", "<script>-x", `${"a".repeat(17)}-b`]) assert.equal(isGameId(bad), false, String(bad));
});

test("a link goes only to the game by link it was written for: same game, options and start", () => {
  const ours = { game: "g1", options: { size: 5, players: 2 }, start: null, friend: { seats: [0], toMove: 0 } };
  const link = { game: "g1", options: { size: 5, players: 2 }, start: null };
  assert.equal(notThisGame(ours, link), null);
  assert.equal(notThisGame({ ...ours, friend: null }, link), "that game is not played by link");
  assert.equal(notThisGame(ours, { ...link, game: "g2" }, (g) => g.toUpperCase()), "it holds a game of G2, yours is of G1");
  assert.equal(notThisGame(ours, { ...link, options: { size: 7, players: 2 } }), "its size is 7 where your game's is 5");
  assert.equal(notThisGame(ours, { ...link, start: "...../...../..1../...../..... 2 c3" }),
    "it starts from another position than your game");
});

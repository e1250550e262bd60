// The game link format (web/link.js): what a fragment holds, and back.
import assert from "node:assert/strict";
import { test } from "node:test";
import { noSuchGame, positionAt, readLink, writeAt, writeLink } from "../../web/link.js";

test("a link holds the game, its options as text, the seats, the start and the steps", () => {
  const link = readLink("#game=g1&size=5&players=3&seats=human+2&moves=c3+d4&interactive", ["interactive"]);
  assert.equal(link.game, "g1");
  assert.deepEqual(link.options, { size: "5", players: "3" });
  assert.deepEqual([link.players, link.moves, link.start], ["human 2", ["c3", "d4"], null]);
  assert.ok(link.flags.has("interactive") && link.extra);
});

test("marks and arrows are a link's annotations, never the game's options", () => {
  const link = readLink("#game=g2&size=3&marks=b2:green+c3&arrows=a1%3Ec3");
  assert.deepEqual(link.options, { size: "3" });
  assert.deepEqual([link.marks, link.arrows], ["b2:green c3", "a1>c3"]);
  assert.deepEqual([readLink("#game=g2").marks, readLink("#game=g2").arrows], ["", ""]);
});

test("writing a link and reading it back gives the same game", () => {
  const game = { game: "g2", options: { first: 1 }, start: "a b", moves: ["2,-2>-1,1"], players: "random human" };
  const back = readLink(`#${writeLink(game)}`);
  assert.deepEqual([back.game, back.options, back.start, back.moves, back.players], ["g2", { first: "1" }, "a b", ["2,-2>-1,1"], "random human"]);
  assert.equal(readLink("#game=g2").extra, false);
});

test("a link carries a game tree, its parentheses unescaped, and reads back the same", () => {
  const tree = ["b2", "a1", "(", "c3", "b3", ")", "(", "b1", ")", "b1"];
  const text = writeLink({ game: "g1", moves: ["b2", "c3"], tree });
  assert.match(text, /moves=b2\+a1\(c3\+b3\)\(b1\)b1$/);
  const back = readLink(`#${text}`);
  assert.deepEqual([back.tree, back.moves], [tree, ["b2", "a1", "b1"]]);
  // A link of a line (every link before variations) reads as it did: no tree.
  assert.deepEqual([readLink("#game=g1&moves=b2+a1").tree, readLink("#game=g1&moves=b2+a1").moves], [null, ["b2", "a1"]]);
  // Escaped parentheses read the same.
  assert.deepEqual(readLink("#game=g1&moves=b2+a1%28c3%29").tree, ["b2", "a1", "(", "c3", ")"]);
});

test("`at` opens a link at a position: a number on the main line, or steps into the tree", () => {
  const tree = ["b2", "a1", "(", "c3", "b3", ")", "b1"];
  const main = ["b2", "a1", "b1"];
  assert.deepEqual(positionAt("2", main, tree), ["b2", "a1"]);
  assert.deepEqual(positionAt("0", main, tree), []);
  assert.deepEqual(positionAt("b2 c3", main, tree), ["b2", "c3"]);
  assert.deepEqual(positionAt("b2 a1", main, null), ["b2", "a1"]);
  for (const bad of ["4", "-1", "", "b2 zz", "x"]) assert.equal(positionAt(bad, main, tree), null, bad);
  assert.equal(positionAt("b2 c3", main, null), null);
  // Written back: nothing at the end of the main line, a number on it, steps off it.
  assert.deepEqual([writeAt(main, main), writeAt(["b2"], main), writeAt(["b2", "c3"], main)], ["", "1", "b2 c3"]);
  const text = writeLink({ game: "g1", tree, at: "b2 c3" });
  assert.match(text, /moves=b2\+a1\(c3\+b3\)b1&at=b2\+c3$/);
  assert.equal(readLink(`#${text}`).at, "b2 c3");
  assert.equal(readLink("#game=g1&moves=b2").at, null); // no `at`: the end, as before
  assert.deepEqual(readLink("#game=g1&at=1").options, {}); // not a game option
});

test("a link to a game not here says which games are, or that a planned one is not yet", () => {
  const games = [{ id: "g1", title: "Game One" }, { id: "g2", title: "Game Two" }];
  const planned = [{ id: "hex", title: "Hex" }];
  assert.equal(noSuchGame("nosuch", games, planned), "There is no game “nosuch” here; the games are: Game One, Game Two.");
  assert.equal(noSuchGame("hex", games, planned), "Hex is not playable yet; here is Game One.");
});

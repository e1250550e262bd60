// Who plays each seat (web/board/seats.js): the `players` attribute read, and the search seed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseSeats, seedOf } from "../../web/board/seats.js";

const LEVELS = [0, 1, 2, 3, 4].map((level) => ({ level, name: ["random", "beginner", "casual", "strong", "strongest"][level] }));
const TWO = [{ name: "Player 1", look: "mark" }, { name: "Player 2", look: "mark" }];

test("a word a seat: human, random, a level by number or name; missing seats are people", () => {
  assert.deepEqual(parseSeats("human 2", TWO, LEVELS), { seats: ["human", 2], problem: "" });
  assert.deepEqual(parseSeats("random Casual", TWO, LEVELS), { seats: [0, 2], problem: "" });
  assert.deepEqual(parseSeats("", TWO, LEVELS), { seats: ["human", "human"], problem: "" });
  assert.deepEqual(parseSeats(null, TWO, LEVELS).seats, ["human", "human"]);
});

test("a word that is not a seat makes a person of it, and says so", () => {
  const { seats, problem } = parseSeats("7 human extra", TWO, LEVELS);
  assert.deepEqual(seats, ["human", "human"]);
  assert.match(problem, /^players="7 human extra": “7” is not a seat \(human, random or a level from 1 to 4\): Player 1 is played by a person\./);
  assert.match(problem, /There are 2 seats: “extra” is ignored\.$/);
});

test("the seed names the position: the same game, options, start and steps, the same seed", () => {
  const base = { game: "g1", options: { size: 3 }, start: null };
  assert.equal(seedOf(base, ["a1:b"], "play"), seedOf({ ...base }, ["a1:b"], "play"));
  assert.notEqual(seedOf(base, ["a1:b"], "play"), seedOf(base, ["a1:w"], "play"));
  assert.notEqual(seedOf(base, [], "play"), seedOf(base, [], "hint"));
});

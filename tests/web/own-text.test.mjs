// web/practice/own-text.js: two tabs writing one journal text (a tab the browser duplicated,
// its sessionStorage copied) settle on two texts, over a real BroadcastChannel; tabs with
// texts of their own are left as they are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { keepOwnText } from "../../web/practice/own-text.js";

/** A tab: its id, a channel, and the ids it took. @param {string} id @param {string} nonce */
function tab(id, nonce) {
  const channel = new BroadcastChannel("own-text-test");
  const state = { id, renewed: 0, channel };
  keepOwnText(channel, () => state.id, () => { state.id = `${id}-new${++state.renewed}`; }, nonce);
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test("of two tabs writing one text, exactly one takes a new id: the one with the larger nonce", async () => {
  const original = tab("t1", "n-b");
  await settle();
  const duplicate = tab("t1", "n-a"); // copied sessionStorage: the same id
  try {
    await settle();
    assert.equal(original.renewed + duplicate.renewed, 1);
    assert.equal(original.renewed, 1); // "n-b" > "n-a"
    assert.notEqual(original.id, duplicate.id);
  } finally {
    for (const t of [original, duplicate]) t.channel.close();
  }
});

test("tabs with texts of their own keep their ids", async () => {
  const tabs = [tab("t1", "n1"), tab("t2", "n2"), tab("t3", "n3")];
  try {
    await settle();
    assert.deepEqual(tabs.map((t) => t.id), ["t1", "t2", "t3"]);
  } finally {
    for (const t of tabs) t.channel.close();
  }
});

// A tab's journal text stays its own when the browser duplicates the tab. "Duplicate tab" copies
// sessionStorage, and with it the id of the text the tab writes (journal.js), so the two tabs
// would write one text again, and one could write over the other's new line. So each tab, when
// it first writes, says its id with a nonce of its own on a channel every tab of the site
// hears; a tab that hears its own id with another nonce answers with its own, and of the two
// the one with the larger nonce takes a new id (each side compares the same two nonces, so
// exactly one does). Holds no rule.

/**
 * @typedef {Pick<BroadcastChannel, "postMessage" | "onmessage">} Channel
 *   a BroadcastChannel, or anything that delivers to the other tabs alike
 */

/**
 * Watch `channel` for another tab writing this tab's text.
 * @param {Channel} channel
 * @param {() => string} current  this tab's id now
 * @param {() => void} renew  take a new id (and keep it for reloads)
 * @param {string} nonce  this tab's own, different in every tab
 */
export function keepOwnText(channel, current, renew, nonce) {
  const say = () => channel.postMessage({ id: current(), nonce });
  channel.onmessage = ({ data }) => {
    const heard = /** @type {{id?: unknown, nonce?: unknown}} */ (data ?? {});
    if (heard.id !== current() || typeof heard.nonce !== "string" || heard.nonce === nonce) return;
    if (nonce > heard.nonce) renew();
    say(); // the other side compares too (a new id, if this side took one, concerns nobody)
  };
  say();
}

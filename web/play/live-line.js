// The game played live (live.js makes the connection) goes over its channel as a game by link
// (friend.js) does by link: after each change the device sends its line, packed by Python as a
// link's, and the other takes it exactly as it takes a link (checked by Python, compared with
// its own: a line already there changes nothing; one that goes on is played; a refused one is
// explained and nothing is lost). The device that made the code sends its game first; the
// other sends nothing until it has it.

import { engine } from "../engine.js";
import { readLink } from "../link.js";
import { readMessage, writeMessage } from "../live.js";
import { app, notice } from "./app.js";
import { openFriendLink } from "./friend.js";
import { t } from "../i18n.js";

/** @type {string | null} the id of the game played over the connection, once known */
let gameId = null;
let sent = ""; // the line last sent (its game's id and steps): the same is not sent twice
let queue = Promise.resolve(); // the friend's lines, taken one after another

/** A connection opened: the game it plays (`id`: this device's, if it made the code; null:
 * the one the other device sends), nothing sent yet. @param {string | null} id */
export function startLine(id) {
  gameId = id;
  sent = "";
}

/** A line sent by the friend's device: taken as a link is, one after another.
 * @param {unknown} data */
export function received(data) {
  queue = queue.then(async () => {
    let message;
    try {
      message = readMessage(data);
    } catch (error) {
      return notice(`A message from your friend's device could not be read (${/** @type {Error} */ (error).message}); nothing was changed.`);
    }
    gameId = message.id;
    const link = { ...readLink(""), friend: message.id, options: message.options, start: message.start, steps: message.steps };
    await openFriendLink(link, message.game, { seats: message.seats });
  }).catch((error) => notice(t("Your friend's step could not be taken: {error}.", { error: /** @type {Error} */ (error).message })));
}

/** After each change: the line of the game played live, to the friend's device over
 * `channel` (null: none open). @param {RTCDataChannel | null} channel */
export async function sendLine(channel) {
  const view = app.board.view;
  const friend = app.current?.friend;
  if (!channel || !view || !friend || app.current?.id !== gameId) return;
  const { game, options } = view.board;
  const moves = app.board.moves;
  const key = JSON.stringify([gameId, moves]);
  if (key === sent) return;
  sent = key;
  // Options as a link writes them (text): the other side reads them as it reads a link's.
  const written = Object.fromEntries(Object.entries(options).map(([name, value]) => [name, String(value)]));
  const base = { id: gameId, game, options: written, start: view.start, seats: [...friend.seats] };
  try {
    const { steps } = await engine().call("pack", { game, options, start: view.start, moves });
    if (channel.readyState === "open") channel.send(writeMessage({ v: 1, ...base, steps }));
  } catch (error) {
    sent = "";
    notice(t("Your step could not be sent live ({error}); send the link instead.", { error: /** @type {Error} */ (error).message }));
  }
}

// A game with a friend on another device, by link (correspondence.js holds the pure part):
// starting one from New game, offering the link that carries it once the turn is theirs (copy,
// the system's share sheet where the browser has one, a QR code drawn here, offline), and
// opening a friend's link: checked against what this device has of that game, its last turn
// played on the board as the computer's steps are, so the pieces are seen to move.
//
// The board is playable only on this device's turns (its `interactive` attribute); whose
// turn it is and which steps are legal are Python's to say, and so is every step a link holds
// (the bridge's `pack` and `unpack`: the page never reads them).

import { PAUSE_MS, sleep } from "../board/seats.js";
import { graft } from "../board/tree.js";
import { linked } from "../language.js";
import { FRIEND, compareLines, difference, isGameId, lastTurn, notThisGame, writeFriendLink } from "../correspondence.js";
import { engine } from "../engine.js";
import { seatName } from "../render/seats.js";
import { newId, readRecent } from "../saves.js";
import { $, app, copyField, input, notice, safely, setHidden } from "./app.js";
import { keptNotice, leaving, resume, switchTo, switched } from "./games.js";
import { drawQr as drawCode } from "./qr.js";
import { setWords, t, tn } from "../i18n.js";

/**
 * @typedef {import("../board/element.js").View} View
 * @typedef {import("../contract.js").UnpackAnswer} UnpackAnswer
 * @typedef {ReturnType<typeof import("../link.js").readLink>} Link
 */

/** @type {{key: string, link: string} | null} the link last made, and the line it carries */
let made = null;
let asked = 0; // the latest request for a link: an older answer is dropped
let receiving = false; // a friend's steps being played: nothing to offer until they are
let qrShown = false;
let connected = false; // a live connection (live.js) carries the steps: no link needs sending

/** Whether a live connection is open now (live.js says so as it changes). @param {boolean} open */
export function setLive(open) {
  if (connected === open) return;
  connected = open;
  void showFriend();
}

/** @type {Set<() => unknown>} what follows each change but a friend's line being played (live.js:
 * the line sent to the friend's device) */
export const lineShown = new Set();

/** Wire the section's buttons (once, at start). */
export function bindFriend() {
  // The board's first view of a game comes before the game is this tab's entry: shown again.
  switched.add(showFriend);
  $("friend-copy").addEventListener("click", copyLink);
  $("friend-share").hidden = typeof navigator.share !== "function";
  $("friend-share").addEventListener("click", shareLink);
  $("friend-qr").addEventListener("click", () => {
    qrShown = !qrShown;
    $("friend-qr").setAttribute("aria-expanded", String(qrShown));
    if (qrShown) setWords($("friend-qr"), "Hide QR code");
    else setWords($("friend-qr"), "Show QR code");
    void drawQr();
  });
}

/**
 * The New game dialog chose a friend for some seats: a game by link, the seats left to
 * people played on this device. A computer cannot sit at a game by link (it would play on
 * one device only): then nothing starts, and the page says why.
 * @param {{game: string, options: import("../contract.js").OptionValues}} opening
 * @param {string[]} words  each seat's choice ("human", FRIEND or a level) @param {string} said
 */
export async function startFriendGame(opening, words, said) {
  if (words.some((w) => w !== "human" && w !== FRIEND)) {
    return notice(t("A game by link is played by people: choose Person (you, here) or Friend for every seat. No game was started."));
  }
  const seats = words.flatMap((w, p) => (w === FRIEND ? [] : [p]));
  if (!seats.length) return notice(t("Choose Person for the seat you play on this device. No game was started."));
  const before = leaving();
  const fresh = { id: newId(), rev: 0, friend: { seats, toMove: null } };
  await switchTo(() => app.board.newGame({ ...opening, moves: [], players: "" }), null, fresh);
  keptNotice(before, `${said} ${t("A game with a friend, by link: when your turn is played, send the link the page gives.")}`.trim());
}

/**
 * After each change: in a game by link, the board is playable on this device's turns only,
 * and once the turn is another's the link to send them is offered. Elsewhere, nothing.
 */
export async function showFriend() {
  const view = app.board.view;
  const friend = app.current?.friend;
  if (!receiving) for (const listener of lineShown) void listener();
  if (!friend || !view) {
    asked++; // a link still being made is for a game no longer shown
    setHidden("friend", true);
    app.board.toggleAttribute("interactive", true);
    return;
  }
  if (receiving) return;
  setHidden("friend", false);
  const toMove = view.scene.to_move;
  const mine = toMove !== null && friend.seats.includes(toMove);
  app.board.toggleAttribute("interactive", mine || toMove === null);
  // TRANSLATORS: {you} names the seats played on this device ("Blue, Orange")
  const you = friend.seats.map((p) => seatName(view.board, p)).join(", ") || t("no seat");
  const them = toMove === null ? "" : seatName(view.board, toMove);
  say(toMove === null ? t("The game is over (you played {you}). Send the link so that everyone sees the end:", { you })
    : mine ? (connected ? t("Your turn: you play {you}. Your step goes to your friend live.", { you })
      : t("Your turn: you play {you}. Once it is played, the page gives the link to send.", { you }))
      : connected ? t("{player} is to play, on their device: their step comes here live (this link is for later, should the connection drop).", { player: them })
        : t("{player} is to play, on their device. Send them this link:", { player: them }));
  if (mine) {
    asked++; // the link of a turn taken back is not to be offered
    $("friend-send").hidden = true;
    return;
  }
  const { game, options } = view.board;
  const moves = app.board.moves;
  const key = JSON.stringify([app.current?.id, game, options, view.start, moves]);
  if (made?.key !== key) {
    const ask = ++asked;
    $("friend-send").hidden = true;
    let answer;
    try {
      answer = await engine().call("pack", { game, options, start: view.start, moves });
    } catch (error) {
      return say(`The link could not be made: ${/** @type {Error} */ (error).message}`);
    }
    if (ask !== asked || !app.current?.friend) return;
    const fragment = writeFriendLink({ game, options, start: view.start, id: app.current.id, steps: answer.steps });
    made = { key, link: `${location.href.split("#")[0]}#${linked(fragment)}` };
  }
  input("friend-link").value = made.link;
  $("friend-send").hidden = false;
  await drawQr();
}

/** The section's sentence, changed only when it changes (a screen reader hears it once).
 * @param {string} text */
function say(text) {
  if ($("friend-status").textContent !== text) $("friend-status").textContent = text;
}

async function copyLink() {
  notice(await copyField(input("friend-link")) ? t("Link copied: send it to your friend.")
    : t("The link could not be copied for you: it is selected above, copy it by hand."));
}

async function shareLink() {
  const title = app.board.view?.board.title ?? "py-games";
  try {
    await navigator.share({ title: t("{title} — your turn", { title }), text: t("Your turn in our game of {title}:", { title }), url: input("friend-link").value });
  } catch (error) {
    // Closing the share sheet is no problem to report.
    if (/** @type {Error} */ (error).name !== "AbortError") notice(t("The link could not be shared: {error}", { error: /** @type {Error} */ (error).message }));
  }
}

/** Draw the link's QR code, when it is asked for. */
async function drawQr() {
  const canvas = /** @type {HTMLCanvasElement} */ ($("friend-qr-code"));
  canvas.hidden = !qrShown || $("friend-send").hidden;
  if (!canvas.hidden) await drawCode(canvas, input("friend-link").value, t("copy the link instead"));
}

/**
 * Open a friend's link (`link.friend`: the game's id, `link.steps`: its line packed by
 * Python) for the game `id`: Python reads the steps (a link it refuses is explained and
 * nothing changes), then the line is checked against this device's game of that id.
 * A line sent live (live.js) is taken the same way, with `live`: the seats the sender plays
 * (this device plays the others), and fewer words (a line already here says nothing).
 * @param {Link} link @param {string} id @param {{seats: number[]} | null} [live]
 */
export async function openFriendLink(link, id, live = null) {
  const before = leaving();
  // The link goes from the address (a reload does not open it again); with no game here yet,
  // the game's saved one, or a new one, is shown under what is said.
  const keep = async () => {
    if (before) history.replaceState(null, "", `#game=${app.board.view?.board.game ?? id}`);
    else await resume(id);
  };
  if (!isGameId(link.friend)) {
    await keep();
    return notice(t("This link does not name a game this site wrote (friend=“{id}”); nothing was opened.", { id: String(link.friend).slice(0, 40) }));
  }
  const gameId = /** @type {string} */ (link.friend);
  const base = { game: id, options: link.options, start: link.start };
  /** @type {UnpackAnswer} */
  let theirs;
  try {
    theirs = await engine().call("unpack", { ...base, steps: link.steps ?? "" });
  } catch (error) {
    await keep();
    const said = { error: /** @type {Error} */ (error).message };
    if (live) return notice(before ? t("Your friend's step could not be taken: {error}. Nothing was changed; your game is as it was.", said)
      : t("Your friend's step could not be taken: {error}. Nothing was changed.", said));
    return notice(before ? t("This link cannot be opened: {error}. Nothing was changed; your game is as it was.", said)
      : t("This link cannot be opened: {error}. Nothing was changed.", said));
  }
  const ours = safely(readRecent, { entries: [], problems: [] }).entries.find((e) => e.id === gameId);
  const titleOf = (/** @type {string} */ game) => app.catalog.games.find((g) => g.id === game)?.title ?? game;
  // An option a game saved before it existed is read as its default, as when the game opens.
  const defaults = Object.fromEntries(app.catalog.games.find((g) => g.id === ours?.game)?.options.map((o) => [o.name, o.default]) ?? []);
  const why = ours && notThisGame({ ...ours, options: { ...defaults, ...ours.options } },
    { game: id, options: theirs.options, start: link.start }, titleOf);
  if (why) {
    await keep();
    // TRANSLATORS: {why} says how the link's game differs from this device's ("it is a game of Hex")
    return notice(before ? t("This link names one of your games, but {why}; nothing was changed; your game is as it was.", { why })
      : t("This link names one of your games, but {why}; nothing was changed.", { why }));
  }
  const turn = lastTurn(theirs.movers);
  receiving = true;
  try {
    if (!ours) {
      // New here: the link's game up to its last turn, then that turn played as it happens.
      let seats = theirs.to_move === null ? [] : [theirs.to_move];
      const shown = theirs.moves.slice(0, theirs.moves.length - turn);
      await switchTo(() => app.board.newGame({ ...base, moves: shown, players: "" }), null,
        { id: gameId, rev: 0, friend: { seats, toMove: theirs.to_move } });
      const friend = app.current?.friend;
      if (live && friend) {
        const count = app.board.view?.board.players.length ?? 0;
        seats = friend.seats = [...Array(count).keys()].filter((p) => !live.seats.includes(p));
      }
      await playOn(theirs.moves.slice(shown.length), turn);
      const view = app.board.view;
      const you = view && seats.length ? seatName(view.board, seats[0]) : "";
      const opened = live ? (you ? t("Connected live: you play {you}.", { you }) : t("Connected live: the game is over."))
        : you ? t("Opened the game your friend sent: you play {you}.", { you }) : t("Opened the game your friend sent: the game is over.");
      return keptNotice(before, `${opened}${lastSaid(theirs, turn)}`);
    }
    if (app.current?.id !== ours.id) await switchTo(() => app.board.newGame(ours), ours);
    else if (app.board.browsing !== null) await app.board.browse(null);
    const local = app.board.moves;
    const { kind, common } = compareLines(local, theirs.moves);
    history.replaceState(null, "", `#game=${id}`);
    if (kind === "seen") {
      if (live) return; // what this device has already: nothing to say
      return notice(tn("You have seen this link already: it holds {theirs} step, your game {ours}. Nothing was changed.",
        "You have seen this link already: it holds {theirs} steps, your game {ours}. Nothing was changed.",
        theirs.moves.length, { theirs: theirs.moves.length, ours: local.length }));
    }
    // The new steps before the last turn are taken at once, in one request (a link far ahead
    // took a request and a redraw a step); a step that differs starts a variation: ours stays.
    const shown = theirs.moves.slice(0, Math.max(common, theirs.moves.length - turn));
    if (shown.length > common) {
      const board = app.board;
      await board.reshape(graft(board.tree ?? [...board.moves, ...board.redoMoves.reverse()], shown), shown);
    } else if (kind === "differs") await app.board.browse(common);
    await playOn(theirs.moves.slice(shown.length), turn);
    notice(kind === "continues"
      ? (live ? lastSaid(theirs, turn).trim() : `${t("The link continues your game.")}${lastSaid(theirs, turn)}`)
      : `${difference(local, theirs.moves, common)} ${t("Both are kept: yours is in parentheses in the move list, after step {step}.", { step: common })}`);
  } catch (error) {
    // The rules took the link's line (unpack): a step refused here is a fault of ours, said.
    notice(t("This link could not be taken in full: {error}.", { error: /** @type {Error} */ (error).message }));
  } finally {
    receiving = false;
    await showFriend();
  }
}

/**
 * Play a link's steps after the line shown: the last `turn` of them a pause apart, so that
 * each is seen as it happens (as the computer's are), the others at once.
 * @param {string[]} steps @param {number} turn
 */
async function playOn(steps, turn) {
  for (const [i, step] of steps.entries()) {
    if (i >= steps.length - turn) await sleep(PAUSE_MS);
    await app.board.play(step);
  }
}

/** " Player 2 (Orange ring) played c3 d4." of a link's last turn, or "".
 * @param {UnpackAnswer} theirs @param {number} turn */
function lastSaid(theirs, turn) {
  const view = app.board.view;
  if (!turn || !view) return "";
  const who = seatName(view.board, theirs.movers[theirs.movers.length - 1]);
  // TRANSLATORS: {steps} is notation ("c3 d4")
  return ` ${t("{player} played {steps}.", { player: who, steps: theirs.moves.slice(-turn).join(" ") })}`;
}

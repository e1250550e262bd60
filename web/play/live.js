// A game with a friend played live, both devices on one network: a WebRTC data channel with
// no ICE server (host candidates only) and no signalling server. One device makes a code
// (its offer, as short text and a QR code), the other reads it and shows its answer, which
// the first reads (live.js at web/'s top holds the pure part: the codes and the messages).
//
// The game is a game by link (friend.js) that also goes over the channel (live-line.js).
// A dropped connection is said; a new exchange of codes goes on from both devices' saves.
// A connection not made in WAIT_MS is said, and the link is offered instead.

import { readSdp, readSignal, toSdp, writeSignal } from "../live.js";
import { $, app, copyField, dialog, input, notice } from "./app.js";
import { lineShown, setLive } from "./friend.js";
import { received, sendLine, startLine } from "./live-line.js";
import { drawQr } from "./qr.js";
import { bindScan, stopScan } from "./scan.js";
import { setWords, t } from "../i18n.js";

/** How long a connection may take once the codes are exchanged, before the link is offered. */
const WAIT_MS = 20_000;
/** How long gathering this device's addresses may take (no ICE server: usually at once). */
const GATHER_MS = 5_000;

/**
 * @typedef {{peer: RTCPeerConnection, channel: RTCDataChannel, made: boolean, open: boolean}} Connection
 *   a connection being made or made (`made`: this device made the code, so its game is played)
 */

/** @type {Connection | null} */
let live = null;
let timer = 0;

/** Wire the panel's and the dialog's buttons (once, at start). */
export function bindLive() {
  // A browser without WebRTC (WebKitGTK as Debian builds it) cannot play live: nothing offers it.
  if (typeof RTCPeerConnection === "undefined") return void ($("live-open").hidden = $("live-join").hidden = true);
  $("live-open").addEventListener("click", openLive);
  $("live-end").addEventListener("click", () => {
    hangUp();
    state(t("Disconnected. Your game is saved; Play live… makes a new code to go on."));
  });
  dialog("new-game").addEventListener("close", () => dialog("new-game").returnValue === "join" && openLive());
  $("live-make").addEventListener("click", () => void makeCode());
  $("live-read").addEventListener("click", () => void readPasted());
  $("live-copy").addEventListener("click", () => void copyCode());
  $("live-by-link").addEventListener("click", () => {
    dialog("live").close();
    ($("friend-send").hidden ? $("friend-status") : $("friend-link")).focus();
  });
  lineShown.add(() => sendLine(live?.open ? live.channel : null));
  const camera = /** @type {HTMLVideoElement} */ ($("live-camera"));
  const scanned = (/** @type {string} */ text) => readPasted((input("live-paste").value = text));
  bindScan(/** @type {HTMLButtonElement} */ ($("live-scan")), camera, scanned, say);
  dialog("live").addEventListener("close", () => stopScan(camera));
}

/** The dialog at its first step: make a code (in a game with a friend: whether this is one)
 * or paste one. */
function firstStep() {
  const friend = Boolean(app.current?.friend);
  $("live-make").hidden = !friend;
  $("live-give").hidden = true;
  $("live-take").hidden = false;
  setWords($("live-paste-label"), "Paste the code the other device shows");
  input("live-paste").value = "";
  return friend;
}

function openLive() {
  hangUp();
  const friend = firstStep();
  $("live-by-link").hidden = true;
  say(friend ? "" : t("To make a code here, start a game with a friend first (New game…, a seat played by Friend). Or paste the code of a friend's device."));
  dialog("live").showModal();
  (friend ? $("live-make") : $("live-paste")).focus();
}

/** Make this device's code: an offer, its addresses gathered, written short. */
async function makeCode() {
  hangUp();
  // Emptied now, not once the code is shown: the QR code may still be drawing when the other
  // device's answer is pasted, and that answer must not be wiped.
  input("live-paste").value = "";
  const connection = connect(true);
  say(t("Making the code…"));
  try {
    await connection.peer.setLocalDescription(await connection.peer.createOffer());
    await gathered(connection.peer);
  } catch (error) {
    return failed(t("The code could not be made: {error}.", { error: /** @type {Error} */ (error).message }));
  }
  if (live !== connection) return;
  if (!(await giveCode("offer", connection.peer))) return;
  $("live-make").hidden = true;
  setWords($("live-paste-label"), "Then paste the answer the other device shows");
  say(t("Show this code to the other device: it reads the QR code, or you copy the text there. Then paste its answer below."));
}

/** Read what was pasted (or scanned): the other device's code (then answer it) or its answer
 * (then connect). @param {string} [text] */
async function readPasted(text = input("live-paste").value) {
  const expected = live?.made ? "answer" : "offer";
  let signal;
  try {
    signal = readSignal(text, expected);
  } catch (error) {
    say(t("{error}. Nothing was changed: paste it again.", { error: /** @type {Error} */ (error).message }));
    return $("live-paste").focus();
  }
  if (expected === "answer" && live) {
    try {
      await live.peer.setRemoteDescription({ type: "answer", sdp: toSdp(signal) });
    } catch (error) {
      return failed(t("That answer could not be used ({error}); make a new code.", { error: /** @type {Error} */ (error).message }));
    }
    say(t("Connecting…"));
    return waitForIt();
  }
  hangUp();
  const connection = connect(false);
  try {
    await connection.peer.setRemoteDescription({ type: "offer", sdp: toSdp(signal) });
    await connection.peer.setLocalDescription(await connection.peer.createAnswer());
    await gathered(connection.peer);
  } catch (error) {
    return failed(t("That code could not be used ({error}); ask for a new one.", { error: /** @type {Error} */ (error).message }));
  }
  if (live !== connection || !(await giveCode("answer", connection.peer))) return;
  $("live-take").hidden = true;
  say(t("Show this answer to the other device, which pastes it. Waiting for the connection…"));
  waitForIt();
}

/**
 * Show this device's code (`type`: offer or answer) as text and QR code; false, with the
 * reason said, when it holds no address to reach this device by.
 * @param {"offer" | "answer"} type @param {RTCPeerConnection} peer
 */
async function giveCode(type, peer) {
  const signal = readSdp(type, peer.localDescription?.sdp ?? "");
  if (!signal.candidates.length) {
    failed(t("This device found no address on the network to be reached by (is it connected to one?)."));
    return false;
  }
  const text = writeSignal(signal);
  input("live-code").value = text;
  if (type === "offer") setWords($("live-code-label"), "This device's code");
  else setWords($("live-code-label"), "This device's answer");
  $("live-give").hidden = false;
  await drawQr(/** @type {HTMLCanvasElement} */ ($("live-qr")), text, t("copy the text instead"));
  return true;
}

/**
 * A new connection, being made (`made`: this device makes the code). Its one data channel is
 * agreed on both sides (negotiated, id 0), so neither waits for the other to open one.
 * @param {boolean} made
 */
function connect(made) {
  const peer = new RTCPeerConnection({ iceServers: [] });
  const channel = peer.createDataChannel("game", { negotiated: true, id: 0 });
  const connection = { peer, channel, made, open: false };
  live = connection;
  channel.onopen = () => opened(connection);
  channel.onmessage = (event) => received(event.data);
  channel.onclose = () => lost(connection);
  peer.onconnectionstatechange = () => {
    if (["failed", "disconnected", "closed"].includes(peer.connectionState)) lost(connection);
  };
  return connection;
}

/** Wait until every address of this device is in its description (there is no other way to
 * send them: no signalling server), or GATHER_MS, whichever comes first.
 * @param {RTCPeerConnection} peer */
function gathered(peer) {
  return new Promise((done) => {
    if (peer.iceGatheringState === "complete") return done(undefined);
    peer.addEventListener("icegatheringstatechange", () => peer.iceGatheringState === "complete" && done(undefined));
    setTimeout(done, GATHER_MS);
  });
}

/** Codes exchanged: the connection gets WAIT_MS to open, else the link is offered. */
function waitForIt() {
  clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (live && !live.open) {
      failed(t("No connection after {seconds} seconds. The devices may not be on the same network, or the network keeps them apart, or a browser hides this device's address.",
        { seconds: WAIT_MS / 1000 }));
    }
  }, WAIT_MS);
}

/** The connection could not be made: say why, and offer the link where there is a game by link.
 * @param {string} why */
function failed(why) {
  hangUp();
  const byLink = firstStep(); // ready for another try
  $("live-by-link").hidden = !byLink;
  say(`${why} ${byLink ? t("The game goes on by link: send the link of Playing by link.") : t("Ask your friend to send the game's link instead.")}`);
  if (dialog("live").open) ($("live-by-link").hidden ? $("live-paste") : $("live-by-link")).focus();
  else notice($("live-status").textContent ?? ""); // the dialog was closed while waiting

}

/** @param {Connection} connection */
function opened(connection) {
  if (live !== connection) return;
  clearTimeout(timer);
  connection.open = true;
  // The device that made the code plays its game; the other takes the game it is sent.
  startLine(connection.made ? app.current?.id ?? null : null);
  say(t("Connected."));
  if (dialog("live").open) dialog("live").close();
  state(t("Live: connected. Each step appears on both devices at once (no link to send while connected)."));
  notice(t("Connected live with your friend's device."));
  void sendLine(connection.channel);
}

/** @param {Connection} connection */
function lost(connection) {
  if (live !== connection) return; // hung up here, or an older connection
  const wasOpen = connection.open;
  hangUp();
  if (!wasOpen) return failed(t("The connection could not be made."));
  state(t("The live connection was lost. Your game is saved on both devices: Play live… makes a new code to go on, or send the link."));
  notice(t("The live connection was lost; your game is saved."));
}

/** End the connection here (the other device hears the channel close). */
function hangUp() {
  clearTimeout(timer);
  const connection = live;
  live = null;
  if (connection?.open) $("live-state").textContent = "";
  connection?.channel.close();
  connection?.peer.close();
  state(null);
}

async function copyCode() {
  say(await copyField(input("live-code")) ? t("Copied: paste it on the other device.")
    : t("The text could not be copied for you: it is selected, copy it by hand."));
}

/** The dialog's sentence. @param {string} text */
const say = (text) => void ($("live-status").textContent = text);

/** The panel's line about the connection and its buttons (`null`: none being made or made).
 * @param {string | null} text */
function state(text) {
  if (text !== null) $("live-state").textContent = text;
  const open = Boolean(live?.open);
  setLive(open);
  $("live-end").hidden = !open;
  $("live-open").hidden = open;
}

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
    state("Disconnected. Your game is saved; Play live… makes a new code to go on.");
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
  $("live-paste-label").textContent = "Paste the code the other device shows";
  input("live-paste").value = "";
  return friend;
}

function openLive() {
  hangUp();
  const friend = firstStep();
  $("live-by-link").hidden = true;
  say(friend ? "" : "To make a code here, start a game with a friend first (New game…, a seat played by Friend). Or paste the code of a friend's device.");
  dialog("live").showModal();
  (friend ? $("live-make") : $("live-paste")).focus();
}

/** Make this device's code: an offer, its addresses gathered, written short. */
async function makeCode() {
  hangUp();
  const connection = connect(true);
  say("Making the code…");
  try {
    await connection.peer.setLocalDescription(await connection.peer.createOffer());
    await gathered(connection.peer);
  } catch (error) {
    return failed(`The code could not be made: ${/** @type {Error} */ (error).message}.`);
  }
  if (live !== connection) return;
  if (!(await giveCode("offer", connection.peer))) return;
  $("live-make").hidden = true;
  $("live-paste-label").textContent = "Then paste the answer the other device shows";
  input("live-paste").value = "";
  say("Show this code to the other device: it reads the QR code, or you copy the text there. Then paste its answer below.");
}

/** Read what was pasted (or scanned): the other device's code (then answer it) or its answer
 * (then connect). @param {string} [text] */
async function readPasted(text = input("live-paste").value) {
  const expected = live?.made ? "answer" : "offer";
  let signal;
  try {
    signal = readSignal(text, expected);
  } catch (error) {
    say(`${/** @type {Error} */ (error).message}. Nothing was changed: paste it again.`);
    return $("live-paste").focus();
  }
  if (expected === "answer" && live) {
    try {
      await live.peer.setRemoteDescription({ type: "answer", sdp: toSdp(signal) });
    } catch (error) {
      return failed(`That answer could not be used (${/** @type {Error} */ (error).message}); make a new code.`);
    }
    say("Connecting…");
    return waitForIt();
  }
  hangUp();
  const connection = connect(false);
  try {
    await connection.peer.setRemoteDescription({ type: "offer", sdp: toSdp(signal) });
    await connection.peer.setLocalDescription(await connection.peer.createAnswer());
    await gathered(connection.peer);
  } catch (error) {
    return failed(`That code could not be used (${/** @type {Error} */ (error).message}); ask for a new one.`);
  }
  if (live !== connection || !(await giveCode("answer", connection.peer))) return;
  $("live-take").hidden = true;
  say("Show this answer to the other device, which pastes it. Waiting for the connection…");
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
    failed("This device found no address on the network to be reached by (is it connected to one?).");
    return false;
  }
  const text = writeSignal(signal);
  input("live-code").value = text;
  $("live-code-label").textContent = type === "offer" ? "This device's code" : "This device's answer";
  $("live-give").hidden = false;
  await drawQr(/** @type {HTMLCanvasElement} */ ($("live-qr")), text, "copy the text instead");
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
      failed(`No connection after ${WAIT_MS / 1000} seconds. The devices may not be on the same network, ` +
        "or the network keeps them apart, or a browser hides this device's address.");
    }
  }, WAIT_MS);
}

/** The connection could not be made: say why, and offer the link where there is a game by link.
 * @param {string} why */
function failed(why) {
  hangUp();
  const byLink = firstStep(); // ready for another try
  $("live-by-link").hidden = !byLink;
  say(`${why} ${byLink ? "The game goes on by link: send the link of Playing by link." : "Ask your friend to send the game's link instead."}`);
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
  say("Connected.");
  if (dialog("live").open) dialog("live").close();
  state("Live: connected. Each step appears on both devices at once (no link to send while connected).");
  notice("Connected live with your friend's device.");
  void sendLine(connection.channel);
}

/** @param {Connection} connection */
function lost(connection) {
  if (live !== connection) return; // hung up here, or an older connection
  const wasOpen = connection.open;
  hangUp();
  if (!wasOpen) return failed("The connection could not be made.");
  state("The live connection was lost. Your game is saved on both devices: Play live… makes a new code to go on, or send the link.");
  notice("The live connection was lost; your game is saved.");
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
  say(await copyField(input("live-code")) ? "Copied: paste it on the other device."
    : "The text could not be copied for you: it is selected, copy it by hand.");
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

import { t } from "./i18n.js";
// Games played live between two devices on one network, the pure part: the short text that
// carries a WebRTC offer or answer (shown as a QR code and as text, pasted on the other
// device), and the messages sent over the data channel once connected.
//
// There is no signalling server: the two texts go by hand. A data channel's session
// description is long (about 600 characters), but the other side needs only five things from
// it once ICE gathering is over: whether it is an offer or an answer, the ICE user fragment
// and password, the DTLS certificate's SHA-256 fingerprint (32 bytes, written here in
// base64url) and the host candidates (address and port). Those are written
// `<o|a>1.<ufrag>.<pwd>.<fingerprint>.<address>_<port>,…` and a full description is rebuilt
// from them (`toSdp`). Only host candidates over UDP are kept: with no ICE server there are
// no others, and the game is for one network.
//
// The messages carry a game's line as a link does (Python packs it; correspondence.js
// compares lines): `{v: 1, id, game, options, start, steps, seats}`, `seats` being the seats
// the sender plays. The receiving side reads them through Python exactly as a link.

/**
 * @typedef {{type: "offer" | "answer", ufrag: string, pwd: string, fingerprint: string,
 *   candidates: {address: string, port: number}[]}} Signal  what one side tells the other
 * @typedef {{v: 1, id: string, game: string, options: {[name: string]: string},
 *   start: string | null, steps: string, seats: number[]}} LiveMessage  a line sent live
 */

/** The longest text a signal may be (a few candidates: far more than any device gathers). */
export const SIGNAL_LIMIT = 600;
/** The longest message (a packed line of the longest games is about 550 characters). */
export const MESSAGE_LIMIT = 16_000;

const UFRAG = /^[A-Za-z0-9+/]{4,256}$/; // ICE's ice-char, RFC 8839
const PWD = /^[A-Za-z0-9+/]{22,256}$/;
const B64URL = /^[A-Za-z0-9_-]{43}$/; // 32 bytes
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;
// A browser hiding its address gives a name the network resolves: a random UUID in .local.
const MDNS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/i;

/**
 * The signal of a session description (`description.sdp`, gathered to the end).
 * @param {"offer" | "answer"} type @param {string} sdp @returns {Signal}
 */
export function readSdp(type, sdp) {
  const value = (/** @type {string} */ name) => sdp.match(new RegExp(`^a=${name}:(.*)$`, "m"))?.[1].trim() ?? "";
  const hex = value("fingerprint").replace(/^sha-256\s+/i, "");
  /** @type {Signal["candidates"]} */
  const candidates = [];
  for (const [, address, port] of sdp.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/gim)) {
    if (!candidates.some((c) => c.address === address && c.port === Number(port))) candidates.push({ address, port: Number(port) });
  }
  const bytes = hex.split(":").map((h) => parseInt(h, 16));
  return { type, ufrag: value("ice-ufrag"), pwd: value("ice-pwd"), fingerprint: base64url(bytes), candidates };
}

/** The short text of a signal. @param {Signal} signal */
export function writeSignal(signal) {
  const candidates = signal.candidates.map((c) => `${c.address}_${c.port}`).join(",");
  return [`${signal.type[0]}1`, signal.ufrag, signal.pwd, signal.fingerprint, candidates].join(".");
}

/**
 * A signal read back from its text, or an Error naming what is wrong with it (pasted text
 * can be anything: cut short, from another site, the wrong one of the two).
 * @param {string} text @param {"offer" | "answer"} expected @returns {Signal}
 */
export function readSignal(text, expected) {
  const trimmed = text.replace(/\s+/g, "");
  const what = expected;
  /** @param {string} offer @param {string} answer */
  const pick = (offer, answer) => (expected === "offer" ? offer : answer);
  if (!trimmed) throw new Error(pick(t("Paste your friend's code first"), t("Paste your friend's answer first")));
  const sizes = { n: trimmed.length, most: SIGNAL_LIMIT };
  if (trimmed.length > SIGNAL_LIMIT) {
    throw new Error(pick(t("That is too long to be a friend's code ({n} characters, at most {most})", sizes),
      t("That is too long to be a friend's answer ({n} characters, at most {most})", sizes)));
  }
  // An address has dots in it: the first four fields are dot-free, the rest is the candidates.
  const [head, ufrag, pwd, fingerprint, ...rest] = trimmed.split(".");
  const candidates = rest.join(".");
  if (head === "o1" || head === "a1") {
    const type = head === "o1" ? "offer" : "answer";
    if (type !== expected) {
      throw new Error(expected === "answer"
        ? t("That is a code to start a connection, not an answer: paste the text your friend's device shows after it read yours")
        : t("That is an answer, not a code to start a connection: on this device, paste the code the other device shows first"));
    }
  } else {
    // TRANSLATORS: {head} is the code's first characters as this site writes them ("o1.")
    const head = { head: `${expected[0]}1.` };
    throw new Error(pick(t("That is not a friend's code from this site (it should start with “{head}”)", head),
      t("That is not a friend's answer from this site (it should start with “{head}”)", head)));
  }
  if (!UFRAG.test(ufrag ?? "") || !PWD.test(pwd ?? "")) {
    throw new Error(pick(t("The friend's code is cut short or changed: its keys are not readable"),
      t("The friend's answer is cut short or changed: its keys are not readable")));
  }
  if (!B64URL.test(fingerprint ?? "")) {
    throw new Error(pick(t("The friend's code is cut short or changed: its fingerprint is not 32 bytes"),
      t("The friend's answer is cut short or changed: its fingerprint is not 32 bytes")));
  }
  if (!candidates) {
    throw new Error(pick(t("The friend's code has no address: that device found no way to be reached on this network"),
      t("The friend's answer has no address: that device found no way to be reached on this network")));
  }
  return { type: expected, ufrag, pwd, fingerprint, candidates: candidates.split(",").map((c) => readCandidate(c, what)) };
}

/** @param {string} text @param {"offer" | "answer"} what */
function readCandidate(text, what) {
  /** @param {string} offer @param {string} answer */
  const pick = (offer, answer) => (what === "offer" ? offer : answer);
  const at = text.lastIndexOf("_");
  const address = text.slice(0, at);
  const port = Number(text.slice(at + 1));
  if (at < 1 || !/^\d{1,5}$/.test(text.slice(at + 1)) || port < 1 || port > 65535) {
    const said = { text: text.slice(0, 60) };
    throw new Error(pick(t("The friend's code is cut short or changed: “{text}” is not an address and port", said),
      t("The friend's answer is cut short or changed: “{text}” is not an address and port", said)));
  }
  // A browser takes a candidate it cannot read, or one nobody listens at, without a word, and
  // the connection is then waited for in vain: an address is checked here, as it is read.
  if (!IPV4.test(address) && !isIpv6(address) && !MDNS.test(address)) {
    const said = { text: address.slice(0, 60) };
    throw new Error(pick(t("The friend's code is cut short or changed: “{text}” is not an address", said),
      t("The friend's answer is cut short or changed: “{text}” is not an address", said)));
  }
  if (address === "0.0.0.0" || /^[:0]*$/.test(address)) {
    throw new Error(pick(t("The friend's code is cut short or changed: “{text}” is no device's address", { text: address }),
      t("The friend's answer is cut short or changed: “{text}” is no device's address", { text: address })));
  }
  return { address, port };
}

/**
 * Whether `text` is an IPv6 address as RFC 4291 writes it: eight groups of one to four hex
 * digits, or fewer with one `::` standing for the groups of zeros left out, the last two
 * groups perhaps written as an IPv4 address.
 * @param {string} text
 */
function isIpv6(text) {
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half ? half.split(":") : []));
  const v4 = IPV4.test(groups.at(-1) ?? "") ? 2 : 0; // an IPv4 address at the end: two groups
  const hex = v4 ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? hex.length + v4 <= 7 : hex.length + v4 === 8;
}

/**
 * A full session description of a data channel from a signal, as the browser takes it.
 * @param {Signal} signal @returns {string}
 */
export function toSdp(signal) {
  const hex = fromBase64url(signal.fingerprint).map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":");
  const lines = [
    "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    ...signal.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2122260223 - i} ${c.address} ${c.port} typ host generation 0`),
    "a=end-of-candidates",
    `a=ice-ufrag:${signal.ufrag}`, `a=ice-pwd:${signal.pwd}`, `a=fingerprint:sha-256 ${hex}`,
    // The offer may take either DTLS role; the answer then takes the client's.
    `a=setup:${signal.type === "offer" ? "actpass" : "active"}`,
    "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** @param {number[]} bytes */
function base64url(bytes) {
  if (bytes.length !== 32 || bytes.some((b) => !(b >= 0 && b < 256))) return "";
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} text */
function fromBase64url(text) {
  return [...atob(text.replace(/-/g, "+").replace(/_/g, "/"))].map((c) => c.charCodeAt(0));
}

/** The text of a message. @param {LiveMessage} message */
export function writeMessage(message) {
  return JSON.stringify(message);
}

/**
 * A message read back, or an Error naming what is wrong (the other side could be any page).
 * What the steps hold is Python's to check, as a link's.
 * @param {unknown} data @returns {LiveMessage}
 */
export function readMessage(data) {
  if (typeof data !== "string") throw new Error(t("the message is not text"));
  if (data.length > MESSAGE_LIMIT) throw new Error(t("the message is too long ({n} characters)", { n: data.length }));
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(data);
  } catch {
    throw new Error(t("the message is not readable"));
  }
  const m = /** @type {{[key: string]: unknown}} */ (value);
  if (!m || typeof m !== "object" || Array.isArray(m) || m.v !== 1) throw new Error(t("the message is not one this site sends"));
  const isText = (/** @type {unknown} */ v) => typeof v === "string" && v.length < MESSAGE_LIMIT;
  if (!isText(m.id) || !isText(m.game) || !isText(m.steps)) throw new Error(t("the message has no game or no steps"));
  if (m.start !== null && !isText(m.start)) throw new Error(t("the message's start is not a position"));
  if (!m.options || typeof m.options !== "object" || Array.isArray(m.options) ||
    !Object.values(m.options).every(isText)) throw new Error(t("the message's options are not readable"));
  if (!Array.isArray(m.seats) || !m.seats.every((s) => Number.isInteger(s) && s >= 0 && s < 16)) {
    throw new Error(t("the message's seats are not readable"));
  }
  return /** @type {LiveMessage} */ (m);
}

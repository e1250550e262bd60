// Games played live (web/live.js): a session description made short and rebuilt, the short
// text read back or refused with a reason, and the messages sent over the data channel.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SIGNAL_LIMIT, readMessage, readSdp, readSignal, toSdp, writeMessage, writeSignal } from "../../web/live.js";

const FINGERPRINT = "6A:0F:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:10:20:30:40:50:60:70:80:90:A0:B0:C0:D0:E0";
// What Chromium gives once gathering is over (trimmed to the lines that matter, plus some
// that do not): two host candidates, one twice (another interface's), a srflx one.
const CHROME_OFFER = [
  "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
  "a=extmap-allow-mixed", "a=msid-semantic: WMS", "m=application 36263 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 192.0.2.2",
  "a=candidate:1467250027 1 udp 2122260223 192.0.2.2 36263 typ host generation 0 network-id 1",
  "a=candidate:2 1 udp 2122262783 fd00::2 36497 typ host generation 0 network-id 2",
  "a=candidate:3 1 udp 2122260222 192.0.2.2 36263 typ host generation 0 network-id 3",
  "a=candidate:4 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0",
  "a=candidate:5 1 udp 1686052607 203.0.113.9 50000 typ srflx raddr 192.0.2.2 rport 36263",
  "a=ice-ufrag:Ioa6", "a=ice-pwd:PX3jHNHmhfsxXFf/UT1Z0GOT", "a=ice-options:trickle",
  `a=fingerprint:sha-256 ${FINGERPRINT}`, "a=setup:actpass", "a=mid:0", "a=sctp-port:5000",
  "a=max-message-size:262144", "",
].join("\r\n");

test("a description is made short, read back, and rebuilt with what the other side needs", () => {
  const signal = readSdp("offer", CHROME_OFFER);
  assert.deepEqual(signal.candidates, [{ address: "192.0.2.2", port: 36263 }, { address: "fd00::2", port: 36497 }]);
  const text = writeSignal(signal);
  assert.ok(text.startsWith("o1.Ioa6.PX3jHNHmhfsxXFf/UT1Z0GOT."), text);
  assert.ok(text.length < 110, `${text.length} characters`);
  assert.ok(CHROME_OFFER.length > 5 * text.length);
  assert.deepEqual(readSignal(text, "offer"), signal);
  assert.deepEqual(readSignal(`  ${text.slice(0, 20)}\n${text.slice(20)} `, "offer"), signal); // wrapped in a chat
  const sdp = toSdp(signal);
  assert.match(sdp, new RegExp(`a=fingerprint:sha-256 ${FINGERPRINT}\r\n`));
  assert.match(sdp, /a=setup:actpass\r\n/);
  assert.match(sdp, /a=candidate:2 1 udp \d+ fd00::2 36497 typ host/);
  assert.deepEqual(readSdp("offer", sdp), signal); // nothing lost either way
  const answer = { ...signal, type: /** @type {const} */ ("answer") };
  assert.match(toSdp(answer), /a=setup:active\r\n/);
  assert.deepEqual(readSignal(writeSignal(answer), "answer"), answer);
});

test("a browser's hidden address (an mDNS name) is kept as it is", () => {
  const name = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local";
  const signal = { ...readSdp("offer", CHROME_OFFER), candidates: [{ address: name, port: 5000 }] };
  assert.deepEqual(readSignal(writeSignal(signal), "offer").candidates, [{ address: name, port: 5000 }]);
});

test("garbled, cut, foreign or swapped codes are refused with what is wrong", () => {
  const offer = writeSignal(readSdp("offer", CHROME_OFFER));
  const answer = offer.replace(/^o1/, "a1");
  const refused = (/** @type {string} */ text, /** @type {"offer" | "answer"} */ kind, /** @type {RegExp} */ why) =>
    assert.throws(() => readSignal(text, kind), why);
  refused("", "offer", /Paste your friend's code first/);
  refused("https://example.com/#game=g1", "offer", /not a friend's code from this site/);
  refused(offer, "answer", /a code to start a connection, not an answer/);
  refused(answer, "offer", /an answer, not a code to start/);
  refused(offer.slice(0, 12), "offer", /cut short or changed: its keys/);
  refused(offer.replace(".Ioa6.", ".I!a6."), "offer", /its keys are not readable/);
  refused(offer.replace(/\.[A-Za-z0-9_-]{43}\./, ".abc."), "offer", /fingerprint is not 32 bytes/);
  refused(offer.replace(/\.192\.0\.2\.2_.*$/, "."), "offer", /has no address/);
  refused(offer.replace("_36263", "_99999"), "offer", /not an address and port/);
  refused(offer.replace("192.0.2.2", "300.0.2.2"), "offer", /“300\.0\.2\.2” is not an address/);
  refused(offer.replace("192.0.2.2", "evil.example.com"), "offer", /is not an address/);
  refused(`${offer},${"1.2.3.4_5,".repeat(60)}1.2.3.4_5`, "offer", new RegExp(`too long.*at most ${SIGNAL_LIMIT}`));
});

test("an address that is not one, or no device's, is refused as the code is read", () => {
  const offer = writeSignal(readSdp("offer", CHROME_OFFER));
  const withAddress = (/** @type {string} */ address) => offer.replace("192.0.2.2_", `${address}_`);
  for (const address of ["::::", ":::", "::::::::", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "fe80::1::2",
    "12345::1", "g::1", ":1::2", "1::2:", "::1.2.3", "1:2:3:4:5:6:7:1.2.3.4", "01.2.3.4", "1.2.3",
    "1.2.3.4.5", "256.1.1.1", "x.local", "------------------------------------.local"]) {
    assert.throws(() => readSignal(withAddress(address), "offer"),
      new RegExp(`cut short or changed: “${address.replace(/[.]/g, "\\.")}” is not an address$`), address);
  }
  for (const address of ["::", "0.0.0.0", "0:0:0:0:0:0:0:0"]) {
    assert.throws(() => readSignal(withAddress(address), "offer"), /” is no device's address$/, address);
  }
  for (const [port, why] of [["0", /not an address and port/], ["65536", /not an address and port/], ["", /not an address and port/], ["8a", /not an address and port/]]) {
    assert.throws(() => readSignal(offer.replace("_36263", `_${port}`), "offer"), why, port);
  }
  for (const address of ["fd00::2", "::1", "2001:db8:0:0:0:0:0:1", "2001:DB8::8:800:200C:417A", "::ffff:192.0.2.1",
    "1:2:3:4:5:6::8", "fe80::", "10.0.0.1", "255.255.255.254", "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0.local"]) {
    assert.equal(readSignal(withAddress(address), "offer").candidates[0].address, address);
  }
});

test("a line goes over the channel and is read back; anything else is refused by name", () => {
  const message = { v: /** @type {const} */ (1), id: "mid6x0-k2f9qa", game: "g1", options: { size: "3" },
    start: null, steps: "AQJ-_x", seats: [0] };
  assert.deepEqual(readMessage(writeMessage(message)), message);
  const refused = (/** @type {unknown} */ data, /** @type {RegExp} */ why) => assert.throws(() => readMessage(data), why);
  refused(new ArrayBuffer(4), /not text/);
  refused("{", /not readable/);
  refused("[1]", /not one this site sends/);
  refused(JSON.stringify({ ...message, v: 2 }), /not one this site sends/);
  refused(JSON.stringify({ ...message, steps: 5 }), /no game or no steps/);
  refused(JSON.stringify({ ...message, start: 3 }), /start is not a position/);
  refused(JSON.stringify({ ...message, options: { size: {} } }), /options are not readable/);
  refused(JSON.stringify({ ...message, seats: [-1] }), /seats are not readable/);
  refused(JSON.stringify({ ...message, steps: "A".repeat(20_000) }), /too long/);
});

// A QR code drawn on a canvas, offline: the link to a friend (friend.js) and the codes that
// start a live game (live.js). Dark on light whatever the page's colours (what a camera reads
// best), with the quiet border the standard asks for. The encoder (uqr, in dist/vendor/) is
// loaded the first time only.

import { notice } from "./app.js";
import { t } from "../i18n.js";

/**
 * @typedef {{encode: (text: string, options?: {ecc?: "L" | "M" | "Q" | "H", border?: number}) =>
 *   {size: number, data: boolean[][]}}} Uqr  the part of uqr's module used here
 */

/**
 * Draw `text` as a QR code on `canvas`; if the encoder cannot be loaded, hide the canvas and
 * say so (`instead`: what to do then, "copy the link instead").
 * @param {HTMLCanvasElement} canvas @param {string} text @param {string} instead
 */
export async function drawQr(canvas, text, instead) {
  let uqr;
  try {
    // Computed, so the build's preloading leaves it out and tsc looks for no file (see raster.js).
    uqr = /** @type {Uqr} */ (await import(new URL("../vendor/uqr.js", import.meta.url).href));
  } catch {
    canvas.hidden = true;
    // TRANSLATORS: {instead} is what to do then ("copy the link instead")
    return notice(t("The QR code could not be drawn (is this page running from the built site?); {instead}.", { instead }));
  }
  const { size, data } = uqr.encode(text, { ecc: "L", border: 4 });
  const scale = Math.max(2, Math.floor(320 / size));
  Object.assign(canvas, { width: size * scale, height: size * scale });
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000";
  data.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
}

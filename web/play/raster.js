// Pictures of positions turned into files: Python's SVG (the bridge's `svg`, what
// py_games.draw.diagram writes) saved as it is, drawn into a canvas for a PNG, or drawn frame
// by frame into an animated GIF by gifenc (mattdesl/gifenc, MIT), which build.py ships as
// vendor/gifenc.js and which is imported only when a GIF is asked for.

import { PALETTE } from "../render/looks.gen.js";
import { t } from "../i18n.js";

/**
 * gifenc's API, as far as this file uses it (the package ships no types).
 * @typedef {number[]} Colour  [r, g, b]
 * @typedef {{writeFrame: (index: Uint8Array, width: number, height: number,
 *   options: {palette: Colour[], delay: number, repeat?: number}) => void,
 *   finish: () => void, bytes: () => Uint8Array}} GifStream
 * @typedef {{GIFEncoder: () => GifStream,
 *   quantize: (rgba: Uint8ClampedArray, colours: number) => Colour[],
 *   applyPalette: (rgba: Uint8ClampedArray, palette: Colour[]) => Uint8Array}} Gifenc
 * @typedef {"light" | "dark"} Theme
 */

/** The board's paper in `theme`: what a picture is laid on, since a board's SVG leaves the
 * space around the board clear and neither PNG viewers nor GIFs agree on what shows there.
 * @param {Theme} theme */
export function paper(theme) {
  return PALETTE[theme].paper.color;
}

/** The SVG's size in pixels, from its width and height attributes. @param {string} svg */
export function sizeOf(svg) {
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  const width = Number(root.getAttribute("width"));
  const height = Number(root.getAttribute("height"));
  if (root.localName !== "svg" || !(width > 0) || !(height > 0)) throw new Error(t("the picture is not an SVG with a size"));
  return { width, height };
}

/**
 * Draw `svg` on a canvas `width` × `height` pixels (its own size times `scale` by default),
 * on `background`, centred: a GIF's frames share one size while a table's picture (its places move)
 * changes its height from one position to the next.
 * @param {string} svg @param {{scale?: number, background: string, width?: number, height?: number}} how
 * @returns {Promise<HTMLCanvasElement>}
 */
export async function rasterise(svg, { scale = 1, background, width, height }) {
  const own = sizeOf(svg);
  const drawn = { width: Math.round(own.width * scale), height: Math.round(own.height * scale) };
  const canvas = Object.assign(document.createElement("canvas"), {
    width: width ?? drawn.width, height: height ?? drawn.height,
  });
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode(); // an SVG the browser cannot read rejects here, not later
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const x = (canvas.width - drawn.width) / 2;
    const y = (canvas.height - drawn.height) / 2;
    context.drawImage(image, x, y, drawn.width, drawn.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return canvas;
}

/** A canvas as a PNG file. @param {HTMLCanvasElement} canvas @returns {Promise<Blob>} */
export function pngOf(canvas) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t("the browser could not write the PNG")))), "image/png");
  });
}

/** gifenc, loaded on first use (a page that never makes a GIF never fetches it). */
export async function loadGifenc() {
  // The URL is computed, so the build's module preloading leaves it out (it only follows
  // static imports) and tsc does not look for a file that exists in dist/ only.
  const url = new URL("../vendor/gifenc.js", import.meta.url).href;
  try {
    return /** @type {Gifenc} */ (await import(url));
  } catch {
    throw new Error(t("the GIF encoder could not be loaded (is this page running from the built site?)"));
  }
}

/**
 * An animated GIF being written, a frame at a time (each with its own palette of up to 256
 * colours, since a position's colours change as pieces come), looping forever.
 * @param {Gifenc} gifenc @param {number} delay  milliseconds per frame
 */
export function gifWriter(gifenc, delay) {
  const stream = gifenc.GIFEncoder();
  return {
    /** @param {HTMLCanvasElement} canvas */
    add(canvas) {
      const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const palette = gifenc.quantize(data, 256);
      stream.writeFrame(gifenc.applyPalette(data, palette), width, height, { palette, delay, repeat: 0 });
    },
    /** @returns {Blob} */
    finish() {
      stream.finish();
      return new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (stream.bytes())], { type: "image/gif" });
    },
  };
}

/** Save `blob` as `name` (the browser's download). @param {Blob} blob @param {string} name */
export function download(blob, name) {
  const a = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: name });
  a.click();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

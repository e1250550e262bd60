// The Export picture dialog: the position shown (the one being looked at while browsing) as
// SVG or PNG, or the game, or a range of its positions, as an animated GIF, for slides and
// posts. Every picture is Python's (the bridge's `svg`, the same SVG py_games.draw.diagram
// writes), with the board's marks and arrows in each frame, and what the board shows on
// request (groups, coordinates). A GIF is written a frame at a time with a pause between
// frames, so the page stays responsive, says how far it is, and can be cancelled.

import { schemeOf } from "../board/scheme.js";
import { engine } from "../engine.js";
import { $, app, dialog, input } from "./app.js";
import { download, gifWriter, loadGifenc, paper, pngOf, rasterise, sizeOf } from "./raster.js";
import { t, tn } from "../i18n.js";

/** @typedef {import("./raster.js").Theme} Theme */

const SVG_WIDTH = 480; // pixels: the SVG's width, the PNG's is twice it
const PNG_SCALE = 2; // sharp on a high-density screen and on a projector
const GIF_WIDTH = 480; // a GIF's frames: what a post or a slide shows, in a few hundred KB

/** @type {{cancelled: boolean} | null} the GIF being written */
let running = null;

/** Open the dialog on the page's theme and the whole game. */
export function openPictureDialog() {
  const view = app.board.view;
  if (!view) return;
  const last = app.board.moves.length;
  const theme = schemeOf(app.board); // the colours the board is drawn in now
  for (const radio of radios("picture-theme")) radio.checked = radio.value === theme;
  for (const id of ["picture-from", "picture-to"]) input(id).max = String(last);
  input("picture-from").value = "0";
  input("picture-to").value = String(last);
  say("", "");
  formatChosen();
  dialog("picture-dialog").showModal();
}

/** @param {string} name @returns {HTMLInputElement[]} */
function radios(name) {
  return [.../** @type {NodeListOf<HTMLInputElement>} */ (document.getElementsByName(name))];
}

/** @param {string} name */
function chosen(name) {
  return radios(name).find((r) => r.checked)?.value ?? "";
}

/** The GIF's fields are for a GIF only. */
export function formatChosen() {
  /** @type {HTMLFieldSetElement} */ ($("picture-gif")).disabled = chosen("picture-format") !== "gif";
}

/** Say how far the export is, and what went wrong. @param {string} progress @param {string} error */
function say(progress, error) {
  $("picture-progress").textContent = progress;
  $("picture-error").textContent = error;
}

/**
 * What to draw, read once per export: the computer may play on while a GIF is written, and
 * every frame must come from the same line.
 */
function lineShown() {
  const board = app.board;
  const view = /** @type {NonNullable<typeof board.view>} */ (board.view);
  return {
    game: view.board.game,
    options: view.board.options,
    start: view.start,
    moves: board.moves,
    marks: board.getAttribute("marks") ?? "",
    arrows: board.getAttribute("arrows") ?? "",
    regions: board.showGroups,
    names: board.showCoordinates,
  };
}

/** The bridge's `svg` of `ply` of `line`.
 * @param {ReturnType<typeof lineShown>} line @param {number} ply @param {Theme} theme @param {number} width */
async function svgAt(line, ply, theme, width) {
  return (await engine().call("svg", { ...line, ply, width, theme })).svg;
}

/** The Download button: the file asked for, or what went wrong, said in the dialog. */
export async function exportPicture() {
  if (running || !app.board.view) return;
  const format = chosen("picture-format");
  const theme = /** @type {Theme} */ (chosen("picture-theme") === "dark" ? "dark" : "light");
  const line = lineShown();
  const game = line.game;
  const ply = app.board.browsing ?? line.moves.length;
  say("", "");
  try {
    if (format === "svg") {
      const svg = await svgAt(line, ply, theme, SVG_WIDTH);
      download(new Blob([svg], { type: "image/svg+xml" }), `${game}-${ply}.svg`);
      say(t("Saved {file}.", { file: `${game}-${ply}.svg` }), "");
    } else if (format === "png") {
      const canvas = await rasterise(await svgAt(line, ply, theme, SVG_WIDTH), { scale: PNG_SCALE, background: paper(theme) });
      download(await pngOf(canvas), `${game}-${ply}.png`);
      say(t("Saved {file}.", { file: `${game}-${ply}.png` }), "");
    } else {
      await exportGif(line, theme);
    }
  } catch (error) {
    say("", t("The picture could not be made: {error}", { error: /** @type {Error} */ (error).message }));
  }
}

/** The range of positions asked for (of a line of `last` steps), or a sentence saying what is
 * wrong with it (an empty field is wrong, not 0). @param {number} last */
function gifRange(last) {
  const from = input("picture-from").valueAsNumber;
  const to = input("picture-to").valueAsNumber;
  const seconds = input("picture-delay").valueAsNumber;
  if (![from, to].every((n) => Number.isInteger(n) && n >= 0 && n <= last)) {
    return t("From and to are positions from 0 (the start) to {last} (after the last step).", { last });
  }
  if (from > to) return t("From must not come after to.");
  if (!(seconds >= 0.1 && seconds <= 10)) return t("Each frame shows for 0.1 to 10 seconds.");
  return { from, to, delay: Math.round(seconds * 100) * 10 }; // a GIF counts hundredths
}

/** @param {ReturnType<typeof lineShown>} line @param {Theme} theme */
async function exportGif(line, theme) {
  const range = gifRange(line.moves.length);
  if (typeof range === "string") return say("", range);
  const job = { cancelled: false };
  running = job;
  busy(true);
  try {
    say(t("Loading the GIF encoder…"), "");
    const gifenc = await loadGifenc();
    const count = range.to - range.from + 1;
    // Every position's SVG first: the frames share one size, the largest picture's (a
    // table's picture changes its height as the rings move).
    const svgs = [];
    for (let ply = range.from; ply <= range.to && !job.cancelled; ply++) {
      say(t("Drawing position {at} of {of}…", { at: ply - range.from + 1, of: count }), "");
      svgs.push(await svgAt(line, ply, theme, GIF_WIDTH));
    }
    const height = Math.max(...svgs.map((svg) => Math.round(sizeOf(svg).height)));
    const gif = gifWriter(gifenc, range.delay);
    for (const [i, svg] of svgs.entries()) {
      if (job.cancelled) break;
      say(t("Writing frame {at} of {of}…", { at: i + 1, of: count }), "");
      gif.add(await rasterise(svg, { background: paper(theme), width: GIF_WIDTH, height }));
      await new Promise((resolve) => setTimeout(resolve)); // let the page answer between frames
    }
    if (job.cancelled) return say(t("GIF cancelled."), "");
    const { game } = line;
    const name = range.from === 0 && range.to === line.moves.length ? `${game}.gif` : `${game}-${range.from}-${range.to}.gif`;
    const blob = gif.finish();
    download(blob, name);
    say(tn("Saved {file} ({n} frame, {kb} KB).", "Saved {file} ({n} frames, {kb} KB).", count, { file: name, n: count, kb: Math.ceil(blob.size / 1024) }), "");
  } finally {
    running = null;
    busy(false);
  }
}

/** While a GIF is written: Cancel instead of Download. @param {boolean} on */
function busy(on) {
  /** @type {HTMLButtonElement} */ ($("picture-download")).disabled = on;
  $("picture-cancel").hidden = !on;
  if (!on && document.activeElement === document.body && dialog("picture-dialog").open) $("picture-download").focus();
}

/** Cancel the GIF being written (the Cancel button, or the dialog closed). */
export function cancelPicture() {
  if (running) running.cancelled = true;
}

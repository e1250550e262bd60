// editor.html: a position editor for authors. The page holds a sketch (what stands on each
// place, and the position's other fields, possible or not: py_games.editing); at every
// change Python checks it (the bridge's `edit`) and answers its picture, its position text,
// and in the rules' words what makes it impossible. A bad answer changes nothing: the page
// keeps the last sketch Python accepted. `editor.html#game=…&position=…` starts from a
// position (the player's link format, link.js). The picture comes as items, drawn on a canvas
// (editor/picture.js); its SVG is asked of Python only to download.

import "./language.js"; // first: the page's language, before any board asks Python
import { engine, EngineError } from "./engine.js";
import { linked, onLanguage } from "./language.js";
import { noSuchGame, readLink, writeLink } from "./link.js";
import { fillColours, fillFields, fillGames, fillOptions, fillPalette, pressKind } from "./editor/controls.js";
import { copyButton, download, png } from "./editor/outputs.js";
import { EditorBoard, cursorMove } from "./editor/picture.js";
import "./editor/make.js"; // Make a puzzle of the position, once it is a possible one
import { setWords, t } from "./i18n.js";
/** @typedef {import("./contract.js").EditAnswer} EditAnswer
 * @typedef {import("./contract.js").Sketch} Sketch
 * @typedef {import("./contract.js").GameEntry} GameEntry */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const page = $("editor"), picture = $("picture"), problem = $("problem"), copied = $("copied");
const board = new EditorBoard(picture);
Object.assign(picture, { centerOf: (/** @type {string} */ name) => board.centerOf(name) });
const gameSelect = /** @type {HTMLSelectElement} */ ($("game"));
const colour = /** @type {HTMLSelectElement} */ ($("colour"));

const state = {
  /** @type {GameEntry[]} */ games: [],
  game: "",
  /** @type {{[name: string]: string | number | boolean}} */ options: {},
  /** @type {EditAnswer | null} */ answer: null,
  /** @type {import("./contract.js").BoardInfo | null} the game's, answered with its first sketch */ board: null,
  kind: "",
  /** @type {"pieces" | "marks" | "arrows"} */ tool: "pieces",
  /** @type {string[]} */ marks: [],
  /** @type {string[]} */ arrows: [],
  /** @type {string | null} */ cursor: null,
  /** @type {string | null} */ arrowFrom: null,
};

/** An edit request: the game, the marks and arrows, and `request` (the picture as items unless
 * it asks otherwise).
 * @param {{sketch?: Sketch, position?: string, board?: boolean, html?: boolean, picture?: boolean}} request */
const editing = (request) => ({
  game: state.game, options: state.options, marks: state.marks.join(" "), arrows: state.arrows.join(" "),
  width: 480, picture: true, ...request,
});

/** Ask Python about `request`'s sketch; on an error keep what was shown and say why.
 * @param {{sketch?: Sketch, position?: string, board?: boolean}} request
 * @returns {Promise<string | null>} null once shown, or why Python refused it */
async function ask(request) {
  try {
    const answer = await engine().call("edit", editing(request));
    const fresh = request.board || !state.answer;
    if (answer.board) state.board = answer.board;
    state.answer = { ...answer, kinds: answer.board ? answer.kinds : state.answer?.kinds ?? answer.kinds };
    if (fresh) {
      if (!answer.kinds.some((k) => k.id === state.kind)) state.kind = answer.kinds[0]?.id ?? "";
      fillPalette($("palette"), state.answer.kinds, state.tool === "pieces" ? state.kind : null, chooseKind);
    }
    render();
    return null;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    say(t("Not changed: {error}", { error: error.message }), true);
    return error.message;
  }
}

/** Edits one after another, each made from the sketch the one before left: two fields changed,
 * or two taps, before the first answer both count; so do words asked again in a new language. */
let edits = /** @type {Promise<unknown>} */ (Promise.resolve());
/** @param {(sketch: Sketch) => Sketch | null} change the sketch wanted, or null for no edit @param {boolean} [board] its words too */
function edit(change, board = false) {
  const next = edits.then(() => {
    const sketch = state.answer && change(state.answer.sketch);
    return sketch ? ask({ sketch, board }) : null;
  });
  edits = next.catch(() => null);
  return next;
}

/** The places a click can land on: a table's, answered with each sketch; else the board's. */
const placesNow = () => state.answer?.places ?? state.board?.places ?? [];

function render() {
  const answer = state.answer;
  if (!answer || !state.board) return;
  board.show(state.board, answer, { cursor: state.cursor, chosen: state.arrowFrom });
  $("picture-words").textContent = answer.description;
  fillFields($("fields"), answer.fields, answer.sketch.fields, placesNow(), (name, value) =>
    edit((sketch) => ({ pieces: sketch.pieces, fields: { ...sketch.fields, [name]: value } })));
  say(answer.problem ? t("Impossible: {problem}", { problem: answer.problem }) : t("A possible position."), Boolean(answer.problem));
  /** @type {HTMLInputElement} */ ($("position")).value = answer.position;
  // An impossible position opens no game in the player: no link to it (as Copy refuses it).
  const player = $("open-player");
  if (answer.problem) player.removeAttribute("href"); else player.setAttribute("href", `play.html#${link()}`);
  page.dataset.status = answer.problem ? "impossible" : "possible";
  page.dataset.position = answer.position;
  // What a test (or a page around this one) aims at: the places a click can land on (and where
  // each is on the screen: `centerOf`, below).
  Object.assign(picture, { places: placesNow() });
}

/** @param {string} text @param {boolean} bad */
function say(text, bad) {
  problem.textContent = text;
  problem.classList.toggle("impossible", bad);
}

const link = () => linked(writeLink({ game: state.game, options: state.options, start: state.answer?.position ?? null }));

/** What a click, a tap, Enter or Space does on `place` with the tool in hand. @param {string} place */
function act(place) {
  if (!state.answer) return;
  state.cursor = place;
  if (state.tool === "marks") {
    const mine = state.marks.findIndex((m) => m.split(":")[0] === place);
    if (mine >= 0) state.marks.splice(mine, 1);
    else state.marks.push(`${place}:${colour.value}`);
    return edit((sketch) => sketch);
  }
  if (state.tool === "arrows") {
    if (state.arrowFrom === null || state.arrowFrom === place) {
      state.arrowFrom = state.arrowFrom === place ? null : place;
      render();
      return;
    }
    state.arrows.push(`${state.arrowFrom}>${place}:${colour.value}`);
    state.arrowFrom = null;
    return edit((sketch) => sketch);
  }
  // A kind put where it already stands takes it off again: a second tap undoes the first.
  const kind = state.kind;
  return edit((sketch) => {
    const pieces = { ...sketch.pieces };
    if (!kind || pieces[place] === kind) delete pieces[place];
    else pieces[place] = kind;
    return { pieces, fields: sketch.fields };
  });
}

/** @param {string} place */
function erase(place) {
  return edit((sketch) => {
    if (!(place in sketch.pieces)) return null;
    const pieces = Object.fromEntries(Object.entries(sketch.pieces).filter(([p]) => p !== place));
    return { pieces, fields: sketch.fields };
  });
}

/** @param {string} kind */
function chooseKind(kind) {
  state.kind = kind;
  setTool("pieces");
  pressKind($("palette"), kind);
}

/** @param {"pieces" | "marks" | "arrows"} tool */
function setTool(tool) {
  state.tool = state.tool === tool && tool !== "pieces" ? "pieces" : tool;
  state.arrowFrom = null;
  $("tool-marks").setAttribute("aria-pressed", String(state.tool === "marks"));
  $("tool-arrows").setAttribute("aria-pressed", String(state.tool === "arrows"));
  // One tool in hand: with marks or arrows, no piece of the palette looks chosen.
  pressKind($("palette"), state.tool === "pieces" ? state.kind : null);
  render();
}

/** A new game or options: the catalog's defaults, then the start position (or `position`).
 * @param {string} game @param {{[name: string]: string | number | boolean}} options @param {string | null} position */
async function newGame(game, options, position) {
  const entry = state.games.find((g) => g.id === game) ?? state.games[0];
  const previous = { ...state };
  choose(entry.id, options, [], []);
  state.cursor = null;
  state.answer = null;
  const refused = await ask(position ? { position, board: true } : { board: true });
  if (!refused) return;
  if (previous.answer) {
    // What was shown stays, with its game, options, marks and arrows.
    choose(previous.game, previous.options, previous.marks, previous.arrows);
    state.answer = previous.answer; // (the board and the palette are changed only by an answer)
    render();
  } else if (position || Object.keys(options).length) {
    // A link the rules refuse, on opening: the game's start with its usual options, and why.
    await newGame(entry.id, {}, null);
    say(position ? t("Could not open the link's position: {error}. This is the start.", { error: refused })
      : t("Could not open the link's options: {error}. This is the start.", { error: refused }), true);
  }
}

/** The game and options edited, and its marks and arrows, shown in the controls.
 * @param {string} game @param {{[name: string]: string | number | boolean}} options
 * @param {string[]} marks @param {string[]} arrows */
function choose(game, options, marks, arrows) {
  const entry = state.games.find((g) => g.id === game) ?? state.games[0];
  Object.assign(state, { game: entry.id, options, marks, arrows });
  fillGames(gameSelect, state.games, entry.id);
  fillOptions($("options"), entry, options, (values) => newGame(entry.id, values, null));
}

picture.addEventListener("click", (event) => {
  const place = state.answer && board.placeAt(event);
  if (place) act(place);
});
picture.addEventListener("keydown", (event) => {
  const places = placesNow();
  const moved = cursorMove(places, state.cursor, event.key);
  if (moved) {
    state.cursor = moved;
    // TRANSLATORS: {place} is a cell's name ("c3"), {piece} Python's words for what is on it
    if (state.answer?.sketch.pieces[moved]) setWords($("cursor-place"), "Cursor on {place}, holding {piece}.", { place: moved, piece: kindLabel(moved) });
    else setWords($("cursor-place"), "Cursor on {place}, empty.", { place: moved });
    render();
  } else if ((event.key === "Enter" || event.key === " ") && state.cursor) act(state.cursor);
  else if ((event.key === "Delete" || event.key === "Backspace") && state.cursor) erase(state.cursor);
  else return;
  event.preventDefault();
});

/** @param {string} place */
function kindLabel(place) {
  const id = state.answer?.sketch.pieces[place];
  return state.answer?.kinds.find((k) => k.id === id)?.label ?? id ?? "";
}

gameSelect.addEventListener("change", () => newGame(gameSelect.value, {}, null));
$("tool-marks").addEventListener("click", () => setTool("marks"));
$("tool-arrows").addEventListener("click", () => setTool("arrows"));
$("clear-notes").addEventListener("click", () => {
  Object.assign(state, { marks: [], arrows: [] });
  edit((sketch) => sketch);
});

/** The board element's HTML of the position shown, asked of Python only when copied: it is as
 * long as the picture, and writing it at every click would double a full board's work. */
async function elementHtml() {
  const sketch = state.answer?.problem === null ? state.answer.sketch : null;
  return sketch && (await more({ sketch, html: true }, (error) => t("Not copied: {error}", { error })))?.html;
}

/** Python's answer to `request`, asked only when wanted, or null once `refused` said why not.
 * @param {{sketch: Sketch, html?: boolean, picture?: boolean}} request @param {(error: string) => string} refused */
async function more(request, refused) {
  try {
    return await engine().call("edit", editing(request));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    say(refused(error.message), true);
    return null;
  }
}

copyButton($("copy-html"), copied, "html", elementHtml);
// The player cannot open an impossible position: no link to one, as no HTML.
copyButton($("copy-link"), copied, "link", () => (state.answer?.problem === null ? new URL(`play.html#${link()}`, location.href).href : null));
copyButton($("copy-position"), copied, "position", () => state.answer?.position);

/** The picture shown as SVG (the board draws its items), asked of Python only when
 * downloaded: possible or not, with the marks and arrows. */
async function pictureSvg() {
  const sketch = state.answer?.sketch;
  return (sketch && (await more({ sketch, picture: false }, (error) => t("Not downloaded: {error}", { error })))?.svg) ?? null;
}
$("download-svg").addEventListener("click", async () => {
  const svg = await pictureSvg();
  if (svg) download(new Blob([svg], { type: "image/svg+xml" }), `${state.game}.svg`);
});
$("download-png").addEventListener("click", async () => {
  const svg = await pictureSvg();
  if (svg) download(await png(svg), `${state.game}.png`);
});

/** The games and colours offered, in the catalog's language. @param {import("./contract.js").CatalogAnswer} words */
const offer = (words) => (state.games = words.games.filter((g) => g.has.editor), fillColours(colour, words));
// Everything Python says, again in another language; the sketch shown stays as it is.
onLanguage(async (lang) => {
  offer(await engine().catalog(lang));
  choose(state.game, state.options, state.marks, state.arrows);
  await edit((sketch) => sketch, true);
});
const catalog = await engine().catalog(); // in the page's language (`ready` is English's)
offer(catalog);
const start = readLink(location.hash);
if (catalog.games.some((g) => g.id === start.game && !g.has.editor)) {
  // A game without an editor: Python says so, and the first game with one opens instead.
  const why = await engine().call("edit", { game: String(start.game) }).then(() => "", (error) => error.message);
  await newGame(state.games[0].id, {}, null);
  say(why, true);
} else if (start.game && !state.games.some((g) => g.id === start.game)) {
  // The link's options and position were another game's: the first game's start, and why.
  await newGame(state.games[0].id, {}, null);
  say(noSuchGame(start.game, state.games, catalog.planned), true);
} else {
  await newGame(start.game ?? state.games[0].id, start.options, start.start);
}

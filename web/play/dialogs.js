// The player's dialogs: New game (the game, its options as Python's catalog describes them,
// and who plays each seat) and the game record (export, import), and the share link. What
// the options and seats are is Python's to say; this file builds the forms from it.

import { engine } from "../engine.js";
import { linked } from "../language.js";
import { writeAt, writeLink } from "../link.js";
import { mainLine } from "../board/tree.js";
import { FRIEND } from "../correspondence.js";
import { $, app, dialog, input, notice } from "./app.js";
import { startFriendGame } from "./friend.js";
import { keptNotice, leaving, switchTo } from "./games.js";
import { seatLabel } from "./panel.js";
import { t } from "../i18n.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PlayerInfo} PlayerInfo
 * @typedef {import("../contract.js").OptionValues} OptionValues
 */

/** Open the New game dialog on the game being played, its options and seats. */
export function openNewGameDialog() {
  const view = app.board.view;
  if (!view) return;
  const select = /** @type {HTMLSelectElement} */ ($("game-select"));
  select.replaceChildren(...app.catalog.games.map((g) => new Option(g.title, g.id, false, g.id === view.board.game)));
  fillOptionFields(view.board.game, view.board.options);
  fillSeatFields(view.board, app.board.seats.map(String));
  // Escape closes it keeping the last value (Firefox, WebKit): "start" from the game before
  // would start another game where the person cancelled.
  dialog("new-game").returnValue = "";
  dialog("new-game").showModal();
  refreshSeats();
}

/** The page's language changed (app.catalog is in it): an open New game dialog is built again
 * in it, keeping what was chosen; its seats' names are asked again of Python. */
export function relanguageDialog() {
  if (!dialog("new-game").open) return;
  const select = /** @type {HTMLSelectElement} */ ($("game-select"));
  const game = select.value;
  select.replaceChildren(...app.catalog.games.map((g) => new Option(g.title, g.id, false, g.id === game)));
  fillOptionFields(game, dialogOptions().options);
  shownSeats = []; // (so that refreshSeats builds them again, the choices kept)
  void refreshSeats();
}

/** The dialog's game changed: its options, then its seats. */
export function gameChosen() {
  fillOptionFields(/** @type {HTMLSelectElement} */ ($("game-select")).value, {});
  refreshSeats();
}

/**
 * One choice per seat: a person, or the computer at each level (the levels' names are
 * Python's, from the catalog, in the page's language: their `label`, not the record's `name`). `chosen` holds a value per seat ("human" or a level).
 * @param {BoardInfo} board @param {string[]} chosen
 */
function fillSeatFields(board, chosen) {
  const fields = board.players.map((_, p) => {
    const label = document.createElement("label");
    const select = document.createElement("select");
    select.dataset.seat = String(p);
    select.name = `seat-${p}`;
    // A friend plays on their own device: the game goes back and forth by link (friend.js).
    select.append(new Option(t("Person"), "human"), new Option(t("Friend, by link"), FRIEND),
      ...app.catalog.levels.map(({ level, label }) => new Option(levelLabel(board.game, level, label), String(level))));
    select.value = chosen[p] ?? "human";
    if (select.selectedIndex < 0) select.value = "human";
    label.append(seatLabel(board, p), " ", select);
    return label;
  });
  $("seat-list").replaceChildren(...fields);
  shownSeats = board.players;
}

/**
 * A level's choice, with its strength in the game as Python measured it (the catalog's
 * `strengths`, from the levels' round robin): "Computer, strong · about 850 above random
 * (±60)", in points of the Elo scale; just the name where it was not measured.
 * @param {string} game @param {number} level @param {string} name  the level's, in words
 */
export function levelLabel(game, level, name) {
  const strength = app.catalog.games.find((g) => g.id === game)?.strengths?.[level];
  if (!strength || level === 0) return t("Computer, {level}", { level: name });
  const round = (/** @type {number} */ n) => Math.round(n / 10) * 10;
  const about = round(strength.rating);
  const spread = round((strength.high - strength.low) / 2);
  // TRANSLATORS: a computer level's strength in Elo points: "Computer, strong · about 850 above random (±60)"
  if (about >= 0) return t("Computer, {level} · about {points} above random (±{spread})", { level: name, points: about, spread });
  return t("Computer, {level} · about {points} below random (±{spread})", { level: name, points: -about, spread });
}

let seatsAsked = 0;
/** @type {PlayerInfo[]} the players the seat fields were made for */
let shownSeats = [];

/** The seats of the game and options chosen in the dialog: Python says how many and their
 * names. Choices made so far are kept seat by seat; options Python refuses change nothing. */
export async function refreshSeats() {
  const asked = ++seatsAsked;
  const game = /** @type {HTMLSelectElement} */ ($("game-select")).value;
  let answer;
  try {
    answer = await engine().call("view", { game, options: dialogOptions().options, board: true });
  } catch {
    return; // an option being typed: the form says what is wrong when the game starts
  }
  if (asked !== seatsAsked || !dialog("new-game").open || !answer.board) return;
  const chosen = [...$("seat-list").querySelectorAll("select")].map((s) => s.value);
  /** @param {PlayerInfo[]} list */
  const names = (list) => list.map((p) => p.name).join("\n");
  // The same seats: nothing to rebuild (a select in use keeps its focus).
  if (chosen.length === answer.board.players.length && names(shownSeats) === names(answer.board.players)) return;
  fillSeatFields(answer.board, chosen);
}

/** The seats chosen in the dialog: a word a seat ("human", FRIEND, "random" or a level). */
function dialogSeats() {
  return [...$("seat-list").querySelectorAll("select")].map((s) => (s.value === "0" ? "random" : s.value));
}

/** Build the form for a game's options from the catalog Python sent.
 * @param {string} id @param {OptionValues} values */
function fillOptionFields(id, values) {
  const options = app.catalog.games.find((g) => g.id === id)?.options ?? [];
  const fields = options.map((option) => {
    const label = document.createElement("label");
    const value = values[option.name] ?? option.default;
    /** @type {HTMLInputElement | HTMLSelectElement} */
    let field;
    if (option.kind === "bool") {
      field = Object.assign(document.createElement("input"), { type: "checkbox", checked: Boolean(value) });
      label.append(field, ` ${option.label}`);
    } else {
      if (option.kind === "int" && option.names && option.min !== undefined) {
        // Values with names ("Player 1"), and drawing lots where the rules do.
        const min = option.min;
        field = document.createElement("select");
        field.append(...option.names.map((name, i) => new Option(name, String(min + i), false, min + i === value)));
        if (option.by_lot) field.append(new Option(t("Draw lots"), "lots"));
      } else if (option.kind === "int") {
        field = Object.assign(document.createElement("input"), {
          type: "number", min: String(option.min), max: String(option.max), value: String(value), required: true,
        });
      } else {
        // Each choice in Python's words ("sides or corners"); its value is what is sent.
        field = document.createElement("select");
        const labels = option.labels ?? [];
        field.append(...(option.choices ?? []).map((c, i) => new Option(labels[i] ?? c, c, false, c === value)));
      }
      label.append(`${option.label} `, field);
    }
    field.name = option.name;
    field.dataset.kind = option.kind;
    field.dataset.label = option.label;
    if (option.help) label.append(Object.assign(document.createElement("span"), { className: "help", textContent: option.help }));
    return label;
  });
  $("option-fields").replaceChildren(...fields);
}

/** The options chosen in the dialog; `lots` draws the values left to chance (else they are
 * left out, for the game's own default). @param {{lots?: boolean}} [how] */
function dialogOptions({ lots = false } = {}) {
  /** @type {OptionValues} */
  const options = {};
  const drawn = [];
  for (const field of /** @type {NodeListOf<HTMLInputElement | HTMLSelectElement>} */ ($("option-fields").querySelectorAll("[name]"))) {
    let value = field.value;
    if (value === "lots" && field instanceof HTMLSelectElement) {
      if (!lots) continue;
      // A fair draw among the values offered: chance, not a rule.
      const offered = [...field.options].filter((o) => o.value !== "lots");
      const chosen = offered[Math.floor(Math.random() * offered.length)];
      value = chosen.value;
      // TRANSLATORS: an option's label and the value drawn: "Who starts: Player 2 (drawn by lot)."
      drawn.push(t("{option}: {value} (drawn by lot).", { option: field.dataset.label ?? "", value: chosen.textContent ?? "" }));
    }
    options[field.name] = field.dataset.kind === "bool" ? /** @type {HTMLInputElement} */ (field).checked
      : field.dataset.kind === "int" ? Number(value) : value;
  }
  return { options, drawn };
}

/** The New game dialog closed: start the game chosen (unless it was cancelled). */
export async function startNewGame() {
  if (dialog("new-game").returnValue !== "start") return;
  const { options, drawn } = dialogOptions({ lots: true });
  const words = dialogSeats();
  const game = /** @type {HTMLSelectElement} */ ($("game-select")).value;
  if (words.includes(FRIEND)) return startFriendGame({ game, options }, words, drawn.join(" "));
  // The board's `players`: "" when every seat is a person.
  const players = words.some((w) => w !== "human") ? words.join(" ") : "";
  const before = leaving();
  await switchTo(() => app.board.newGame({ game, options, moves: [], players }));
  keptNotice(before, [t("New game started."), ...drawn].join(" "));
}

/** @param {"export" | "import"} mode */
export async function openRecordDialog(mode) {
  $("record-error").textContent = "";
  // Exported with who played each seat and today's date, which an import brings back.
  const date = new Date().toISOString().slice(0, 10);
  input("record-text").value = mode === "export" ? await app.board.recordText({ date }) : "";
  $("record-help").textContent = mode === "export"
    ? t("This text is the whole game: keep it, send it, or load it later with Import.")
    : t("Paste a record (or open a file), then load it. Your current game stays if the record has a problem.");
  dialog("record-dialog").showModal();
  input("record-text").focus();
}

export async function importRecord() {
  const before = leaving();
  try {
    // Who plays each seat is the record's (people where it does not say).
    await switchTo(() => app.board.loadRecord(input("record-text").value));
  } catch (error) {
    $("record-error").textContent = t("This record cannot be loaded: {error}", { error: /** @type {Error} */ (error).message });
    return;
  }
  dialog("record-dialog").close();
  keptNotice(before, t("Record loaded."));
}

export function downloadRecord() {
  const blob = new Blob([input("record-text").value], { type: "text/plain" });
  const a = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(blob), download: `${app.board.view?.board.game ?? "game"}-record.txt`,
  });
  a.click();
  URL.revokeObjectURL(a.href);
}

/** A link that reproduces the game, opening at the position shown: options, steps and where
 * ride in the fragment. */
export function shareLink() {
  const view = app.board.view;
  if (!view) return location.href;
  const { game, options } = view.board;
  const board = app.board;
  const shown = board.moves.slice(0, board.browsing ?? board.moves.length);
  const at = writeAt(shown, board.tree ? mainLine(board.tree) : board.moves);
  const link = writeLink({ game, options, start: view.start, moves: board.moves, tree: board.tree, players: board.players, at });
  return `${location.href.split("#")[0]}#${linked(link)}`;
}

/** Copy `text`, saying `done`; where there is no clipboard, show the text to copy by hand.
 * @param {string} text @param {string} done */
export async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    notice(done);
  } catch {
    notice(text);
  }
}

// The player page: one interactive <py-games-board> plus everything around it — whose turn,
// live scores and what they are made of, the move list, undo/redo, new game, records, share
// links, recent games, and saving the game in progress so that a reload loses nothing.
//
// Each seat is a person or the computer at a level (the board's `players`, saved with the
// game and carried by share links as `seats`); the computer plays inside the board.
//
// It holds no rule: everything it shows about the game comes from the board's view (Python).
// Until the board is ready every control that needs the game is disabled, so nothing can act
// on a game that is not there yet.

import "./board.js";
import { engine } from "./engine.js";
import { readLink, writeLink } from "./link.js";
import { glyph, seatName } from "./render/pieces.js";
import { keepOffline } from "./offline.js";
import { newId, onOtherTabChange, put, readRecent, remove } from "./saves.js";

const $ = (id) => document.getElementById(id);
const board = $("board");
const TAB_KEY = "py-games/current"; // sessionStorage: the entry this tab plays, across reloads
// Controls that act on the game: disabled until the board is ready.
const GAME_CONTROLS = ["undo", "redo", "hint", "new", "export", "import", "share", "show-groups"];

let catalog = { games: [], planned: [], levels: [] };
let current = null; // the saved entry this tab plays: {id, rev, …}
let conflict = null; // another tab's version of the current entry, while the player decides
let opening = null; // the address being opened, once Python is up

// -- start-up ---------------------------------------------------------------------------------

async function main() {
  // A link written as a query (play.html?game=tonga) means what the same words after # mean.
  if (location.search.length > 1 && location.hash.length <= 1) {
    history.replaceState(null, "", `${location.pathname}#${location.search.slice(1)}`);
  }
  keepOffline(engine().ready);
  bindControls();
  bindSaving();
  setReady(false);
  board.addEventListener("update", (event) => render(event.detail));
  board.addEventListener("error", (event) => notice(event.detail.message));
  const { entries, problems } = safely(readRecent, { entries: [], problems: [] });
  if (problems.length) notice(problems.join(" "));
  const link = readLink(location.hash);
  const first = link.extra ? null : pickEntry(entries, link.game);
  // The real position while Python loads: the saved one, or the game's first.
  if (first?.preview) {
    board.preview(first.preview);
    // Its moves too (who played each is Python's word, saved with the preview since 2026-11-23).
    const { movers } = first.preview;
    if (Array.isArray(movers) && movers.length === first.moves?.length) {
      try {
        renderMoves({ moves: first.moves, movers, players: first.preview.board.players });
      } catch {
        // A damaged preview: the list fills in when Python has replayed the game.
      }
    }
  }
  else board.previewGame({ game: link.game ?? undefined, options: link.options, start: link.start, moves: link.moves });
  renderRecent(entries);
  onOtherTabChange(otherTabChanged);
  // Listening from the start: an address changed while the first one opens is opened after it
  // (before Python is up, the first opening reads the address as it is then).
  window.addEventListener("hashchange", () => {
    if (opening) opening = opening.then(openFromLocation, openFromLocation);
  });
  try {
    catalog = await engine().ready;
  } catch (error) {
    $("title").textContent = "Could not start";
    return notice(error.message);
  }
  opening = openFromLocation();
  await opening;
}

/** localStorage can throw (disabled, private mode): the page works, without saving. */
function safely(fn, fallback) {
  try {
    return fn();
  } catch {
    notice("This browser does not let the page save games; the game will not survive a reload.");
    return fallback;
  }
}

/** The entry to resume for `game`: this tab's own, else the most recent of that game. */
function pickEntry(entries, game) {
  const mine = entries.find((e) => e.id === sessionStorage.getItem(TAB_KEY));
  if (mine && (!game || mine.game === game)) return mine;
  return entries.find((e) => !game || e.game === game) ?? null;
}

/** Open what the address asks for: a shared game, else the saved one, else a new game. */
async function openFromLocation() {
  const link = readLink(location.hash);
  const id = link.game || current?.game || catalog.games[0]?.id;
  if (!catalog.games.some((g) => g.id === id)) {
    const planned = catalog.planned?.find((g) => g.id === id);
    notice(planned
      ? `${planned.title} is not playable yet; here is ${catalog.games[0].title}.`
      : `There is no game “${id}” here; the games are: ${catalog.games.map((g) => g.title).join(", ")}.`);
    return resume(catalog.games[0].id);
  }
  if (!link.extra) return resume(id);
  const before = current;
  try {
    await switchTo(() => board.newGame({ ...link, game: id }));
  } catch (error) {
    notice(`This link does not hold a playable game: ${error.message}`);
    if (before) return history.replaceState(null, "", `#game=${before.game}`); // keep playing
    return resume(id);
  }
  keptNotice(before, "Opened the shared game.");
}

/** Resume the saved game of `id` (or start one), saying why if it cannot be restored. */
async function resume(id) {
  const entry = pickEntry(safely(readRecent, { entries: [] }).entries, id);
  if (!entry) return switchTo(() => board.newGame({ game: id, players: "" }));
  try {
    await switchTo(() => board.newGame(entry), entry);
  } catch (error) {
    // A save that no longer loads (edited storage, changed rules): it stays in the list.
    notice(`The saved game of ${when(entry.updated)} could not be restored (${error.message}); ` +
      "it stays in Recent games, and a new game was started.");
    await switchTo(() => board.newGame({ game: id, players: "" }));
  }
}

/**
 * Put another game on the board (`load()` resolves once it is there), then make it this
 * tab's: `entry` when it is a saved one, else a new entry. Nothing is saved while the board
 * changes games, so the new game can never be written over the old one's entry.
 */
async function switchTo(load, entry = null) {
  const before = current;
  current = null;
  try {
    await load();
  } catch (error) {
    current = before;
    throw error;
  }
  // A game left before its first move is not worth a place in Recent games.
  if (before && !before.moves?.length && before.id !== entry?.id) safely(() => remove(before.id));
  current = entry ?? { id: newId(), rev: 0 };
  conflict = null;
  sessionStorage.setItem(TAB_KEY, current.id);
  history.replaceState(null, "", `#game=${board.view.game}`);
  save();
}

/** After a new game, an import or a link: the game before stays in Recent games. */
function keptNotice(before, said) {
  if (!before || !before.moves?.length) return notice(said);
  notice(`${said} Your previous game is in Recent games:`, reopenButton(before.id, "Reopen it"));
}

// -- saving -----------------------------------------------------------------------------------

let saving = 0; // a save waiting for the board's next frame to be painted

/** Save once the frame showing the change is painted, so a click's redraw never waits for
 * storage; at once when the page is hidden (no frames come) or being left (see bindSaving). */
function saveSoon() {
  if (document.hidden) return save();
  if (!saving) saving = requestAnimationFrame(() => setTimeout(savePending));
}

function savePending() {
  if (!saving) return;
  cancelAnimationFrame(saving);
  saving = 0;
  save();
}

function bindSaving() {
  addEventListener("pagehide", savePending);
  document.addEventListener("visibilitychange", () => document.hidden && savePending());
}

function save() {
  const view = board.view;
  if (!view || !current || conflict) return; // never overwrite another tab's newer version
  const entry = {
    id: current.id, game: view.game, options: view.options, start: view.start,
    moves: board.moves, redo: board.redoMoves, players: board.players, preview: previewOf(view),
  };
  let result;
  try {
    result = put(entry, current.rev);
  } catch {
    return notice("This browser does not let the page save the game; it will not survive a reload.");
  }
  if (result.conflict) return showConflict(result.conflict);
  current = result.saved;
  renderRecent(safely(readRecent, { entries: [] }).entries);
}

/** What the board needs to paint the position before Python is up (not the whole view). */
function previewOf(view) {
  const { game, title, options, players, groups_name, surface, places, labels, printed, empty } = view;
  const { pieces, last, marks, to_move, outcome } = view;
  return { board: { game, title, options, players, groups_name, surface, places, labels, printed, empty },
           scene: { pieces, last, marks, to_move, outcome: outcome && { text: outcome.text } },
           movers: view.movers };
}

function otherTabChanged(entries) {
  renderRecent(entries);
  const theirs = current && entries.find((e) => e.id === current.id);
  if (theirs && theirs.rev > current.rev && !conflict) showConflict(theirs);
}

function showConflict(theirs) {
  conflict = theirs;
  notice(`This game was changed in another tab (${theirs.moves.length} moves there, ` +
    `${board.moves.length} here); nothing is overwritten.`,
    button("Load that version", async () => {
      conflict = null;
      notice("");
      await openEntry(theirs);
    }),
    button("Keep this one as a separate game", () => {
      conflict = null;
      current = { id: newId(), rev: 0, game: board.view.game };
      sessionStorage.setItem(TAB_KEY, current.id);
      notice("This game is now saved on its own; the other tab's stays in Recent games.");
      save();
    }));
}

async function openEntry(entry) {
  const before = current;
  try {
    await switchTo(() => board.newGame(entry), entry);
  } catch (error) {
    return notice(`That game could not be opened: ${error.message}`);
  }
  if (before && before.id !== entry.id) keptNotice(before, "Game reopened.");
}

// -- showing the game -------------------------------------------------------------------------

function setReady(ready) {
  for (const id of GAME_CONTROLS) $(id).disabled = !ready;
  $("scores").hidden = !ready;
  $("scores-loading").hidden = ready;
}

function seatLabel(view, player) {
  const g = glyph(view, player);
  const span = document.createElement("span");
  span.innerHTML = `<span class="glyph" aria-hidden="true"></span> <span class="name"></span>`;
  span.querySelector(".glyph").textContent = g.symbol;
  if (g.color) span.querySelector(".glyph").style.color = g.color;
  span.querySelector(".name").textContent = seatName(view, player);
  return span;
}

function render(shown) {
  const view = board.view; // the live game; `shown` differs while looking at an earlier step
  setReady(true);
  document.title = `${view.title} — py-games`;
  $("title").textContent = view.title;
  $("rules-link").href = `rules/${encodeURIComponent(view.game)}.html`;
  $("groups-name").textContent = view.groups_name;
  $("show-groups").checked = board.showGroups;

  const turn = $("turn");
  turn.replaceChildren();
  if (!view.outcome) {
    const who = seatLabel(view, view.to_move);
    who.classList.add("who");
    const computer = computerName(view.to_move);
    // A turn of several steps says which one comes next ("step 2 of 2: move a ring").
    if (computer) turn.append(who, ` (${computer}) to move${view.part ? `, ${view.part}` : ""}.`);
    else turn.append(who, view.part ? ` to move, ${view.part}. ` : " to move. ", view.hint);
  }
  const result = $("result");
  result.hidden = !view.outcome;
  if (view.outcome) result.replaceChildren(...outcomeNodes(view));

  const winners = new Set(shown.outcome?.winners ?? []);
  $("scores").tBodies[0].replaceChildren(...shown.scores.map((score, p) => {
    const row = document.createElement("tr");
    row.className = p === shown.to_move ? "to-move" : winners.has(p) ? "winner" : "";
    const name = seatLabel(shown, p);
    const computer = computerName(p);
    if (computer) name.append(Object.assign(document.createElement("span"), { className: "seat-kind", textContent: computer }));
    if (winners.has(p)) {
      name.append(" ", Object.assign(document.createElement("span"), { className: "badge", textContent: "Winner" }));
    }
    const cells = [name, score.text, score.formula];
    row.append(...cells.map((content, i) => {
      const td = document.createElement("td");
      td.className = ["player", "score", "made"][i];
      td.append(content);
      return td;
    }));
    return row;
  }));

  renderMoves(view);
  $("browsing").hidden = board.browsing === null;
  $("undo").disabled = !board.canUndo;
  $("redo").disabled = !board.canRedo;
  $("hint").disabled = !board.personToMove; // a hint is for a person's turn
  saveSoon();
}

/** "computer, casual" for a seat the computer plays (the level's name is Python's), else "". */
function computerName(player) {
  const seat = board.seats[player];
  if (seat === undefined || seat === "human") return "";
  return `computer, ${catalog.levels?.find((l) => l.level === seat)?.name ?? `level ${seat}`}`;
}

let listed = []; // the key of each entry of the move list, as shown

/** The move list: one Tab stop; the arrow keys move inside it (see bindControls). Entries
 * that still match are kept, so a step adds one entry instead of rebuilding hundreds. */
function renderMoves(view) {
  const list = $("moves");
  const ply = board.browsing ?? view.moves.length;
  const hadFocus = list.contains(document.activeElement); // a clicked move keeps the keys here
  const keys = view.moves.map((step, i) => {
    const mover = view.movers[i];
    return `${mover} ${view.players[mover].name} ${glyph(view, mover).color} ${step}`;
  });
  let same = 0;
  while (same < listed.length && same < keys.length && listed[same] === keys[same]) same++;
  const items = list.children;
  while (items.length > same) items[items.length - 1].remove();
  list.append(...view.moves.slice(same).map((step, k) => moveItem(view, same + k, step)));
  listed = keys;
  list.querySelector("[aria-current]")?.removeAttribute("aria-current");
  if (ply > 0) items[ply - 1].firstChild.setAttribute("aria-current", "step");
  const at = list.querySelector("[aria-current]");
  // Scroll the list itself, never the page (scrollIntoView would move the window too).
  if (at) {
    const item = at.parentElement;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  } else {
    list.scrollTop = 0;
  }
  if (hadFocus) list.focus({ preventScroll: true });
}

function moveItem(view, i, step) {
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.tabIndex = -1; // the list is the Tab stop, not each of its (up to 361) moves
  button.dataset.ply = i + 1;
  // The seat's mark in its colour (decoration: 3:1 is enough for a mark, not for text); the
  // step itself in the text colour.
  const g = glyph(view, view.movers[i]);
  const mark = Object.assign(document.createElement("span"), { className: "glyph", textContent: g.symbol });
  mark.setAttribute("aria-hidden", "true");
  if (g.color) mark.style.color = g.color;
  button.append(mark, ` ${step}`);
  button.setAttribute("aria-label", `Step ${i + 1}: ${view.players[view.movers[i]].name} ${step}`);
  li.append(button);
  return li;
}

function outcomeNodes(view) {
  // Every word of the result is Python's: the headline, why the game ended, what decided.
  const { headline, reason, decided } = view.outcome;
  const title = document.createElement("strong");
  title.textContent = `${headline}.`;
  const detail = document.createElement("span");
  detail.textContent = `The game ended because ${reason}. ${decided} The final scores are in the table below.`;
  const again = button("Play again", () => newGameLike(view));
  again.classList.add("primary");
  return [title, detail, again];
}

/** A new game with the same game and options. */
async function newGameLike(view) {
  const before = current && { ...current, moves: board.moves };
  await switchTo(() => board.newGame({ game: view.game, options: view.options, moves: [], players: board.players }));
  keptNotice(before, "New game started.");
}

function renderRecent(entries) {
  const list = $("recent-list");
  $("recent-count").textContent = String(entries.length);
  list.replaceChildren(...entries.map((entry) => {
    const li = document.createElement("li");
    const title = catalog.games.find((g) => g.id === entry.game)?.title ?? entry.game;
    const against = entry.players?.split(/\s+/).some((w) => w && w !== "human") ? " · against the computer" : "";
    const label = `${title} ${optionsText(entry)}${against} · ${entry.moves.length} moves · ${when(entry.updated)}`;
    if (entry.id === current?.id) {
      li.textContent = `${label} (this game)`;
    } else {
      li.append(reopenButton(entry.id, label));
    }
    return li;
  }));
}

function optionsText(entry) {
  const options = catalog.games.find((g) => g.id === entry.game)?.options ?? [];
  const parts = options
    .filter((o) => entry.options?.[o.name] !== undefined && o.kind === "int")
    .map((o) => `${o.label.toLowerCase()} ${entry.options[o.name]}`);
  return parts.length ? `(${parts.join(", ")})` : "";
}

function reopenButton(id, label) {
  return button(label, async () => {
    const entry = safely(readRecent, { entries: [] }).entries.find((e) => e.id === id);
    if (!entry) return notice("That game is no longer in Recent games.");
    notice("");
    await openEntry(entry);
  });
}

function when(time) {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString([], { day: "numeric", month: "short" });
}

function button(label, onClick) {
  const b = Object.assign(document.createElement("button"), { type: "button", textContent: label });
  b.addEventListener("click", onClick);
  return b;
}

function notice(text, ...extra) {
  $("notice").replaceChildren(text, ...extra.map((node) => [" ", node]).flat());
}

// -- controls ---------------------------------------------------------------------------------

function bindControls() {
  const act = (fn) => async () => {
    if (!board.view) return; // still loading: the buttons are disabled, the keys do nothing
    try {
      notice("");
      await fn();
    } catch (error) {
      notice(error.message);
    }
  };
  $("undo").addEventListener("click", act(() => board.undo()));
  $("redo").addEventListener("click", act(() => board.redo()));
  $("hint").addEventListener("click", act(() => board.hint()));
  $("back-to-game").addEventListener("click", act(() => board.browse(null)));
  $("show-groups").addEventListener("change", (event) => (board.showGroups = event.target.checked));
  $("moves").addEventListener("click", (event) => {
    const ply = event.target.closest("button")?.dataset.ply;
    if (ply) board.browse(Number(ply) === board.moves.length ? null : Number(ply));
  });
  $("moves").addEventListener("keydown", (event) => {
    if (!board.view) return;
    const at = board.browsing ?? board.moves.length;
    const target = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1,
                     Home: 0, End: board.moves.length }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    board.browse(target >= board.moves.length ? null : Math.max(0, target));
  });
  document.addEventListener("keydown", (event) => {
    if (event.target.closest?.("input, textarea, select, dialog")) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === "z" && !event.shiftKey) {
      event.preventDefault();
      act(() => board.undo())();
    } else if ((event.ctrlKey || event.metaKey) && (key === "y" || (key === "z" && event.shiftKey))) {
      event.preventDefault();
      act(() => board.redo())();
    }
  });
  $("new").addEventListener("click", act(openNewGameDialog));
  $("game-select").addEventListener("change", () => {
    fillOptionFields($("game-select").value, {});
    refreshSeats();
  });
  // The seats follow the options (Contiguous's number of players): asked of Python.
  $("option-fields").addEventListener("change", refreshSeats);
  $("option-fields").addEventListener("input", refreshSeats);
  $("new-game").addEventListener("close", act(startNewGame));
  $("export").addEventListener("click", act(() => openRecordDialog("export")));
  $("import").addEventListener("click", act(() => openRecordDialog("import")));
  $("record-copy").addEventListener("click", act(() => copy($("record-text").value, "Record copied.")));
  $("record-download").addEventListener("click", downloadRecord);
  $("record-load").addEventListener("click", importRecord);
  $("record-file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) $("record-text").value = await file.text();
  });
  $("share").addEventListener("click", act(() => copy(shareLink(), "Share link copied.")));
}

function openNewGameDialog() {
  const view = board.view;
  $("game-select").replaceChildren(...catalog.games.map((g) => new Option(g.title, g.id, false, g.id === view.game)));
  fillOptionFields(view.game, view.options);
  fillSeatFields(view, board.seats.map(String));
  $("new-game").showModal();
  refreshSeats();
}

/** One choice per seat: a person, or the computer at each level (the levels' names are
 * Python's, from the catalog). `chosen` holds a value per seat ("human" or a level). */
function fillSeatFields(view, chosen) {
  const fields = view.players.map((_, p) => {
    const label = document.createElement("label");
    const select = document.createElement("select");
    select.dataset.seat = String(p);
    select.name = `seat-${p}`;
    select.append(new Option("Person", "human"),
      ...(catalog.levels ?? []).map(({ level, name }) => new Option(`Computer, ${name}`, String(level))));
    select.value = chosen[p] ?? "human";
    if (select.selectedIndex < 0) select.value = "human";
    label.append(seatLabel(view, p), " ", select);
    return label;
  });
  $("seat-list").replaceChildren(...fields);
  shownSeats = view.players;
}

let seatsAsked = 0;
let shownSeats = []; // the players the seat fields were made for

/** The seats of the game and options chosen in the dialog: Python says how many and their
 * names. Choices made so far are kept seat by seat; options Python refuses change nothing. */
async function refreshSeats() {
  const asked = ++seatsAsked;
  const game = $("game-select").value;
  let answer;
  try {
    answer = await engine().call("view", { game, options: dialogOptions().options, board: true });
  } catch {
    return; // an option being typed: the form says what is wrong when the game starts
  }
  if (asked !== seatsAsked || !$("new-game").open) return;
  const chosen = [...$("seat-list").querySelectorAll("select")].map((s) => s.value);
  const names = (list) => list.map((p) => p.name).join("\n");
  // The same seats: nothing to rebuild (a select in use keeps its focus).
  if (chosen.length === answer.board.players.length && names(shownSeats) === names(answer.board.players)) return;
  fillSeatFields(answer.board, chosen);
}

/** The seats chosen in the dialog, as the board's `players` ("" when every seat is a person). */
function dialogPlayers() {
  const words = [...$("seat-list").querySelectorAll("select")]
    .map((s) => (s.value === "0" ? "random" : s.value));
  return words.some((w) => w !== "human") ? words.join(" ") : "";
}

/** Build the form for a game's options from the catalog Python sent. */
function fillOptionFields(id, values) {
  const fields = catalog.games.find((g) => g.id === id).options.map((option) => {
    const label = document.createElement("label");
    const value = values[option.name] ?? option.default;
    let input;
    if (option.kind === "bool") {
      input = Object.assign(document.createElement("input"), { type: "checkbox", checked: value });
      label.append(input, ` ${option.label}`);
    } else {
      if (option.kind === "int" && option.names) {
        // Values with names ("Player 1"), and drawing lots where the rules do.
        input = document.createElement("select");
        input.append(...option.names.map((name, i) => new Option(name, option.min + i, false, option.min + i === value)));
        if (option.by_lot) input.append(new Option("Draw lots", "lots"));
      } else if (option.kind === "int") {
        input = Object.assign(document.createElement("input"), {
          type: "number", min: option.min, max: option.max, value, required: true,
        });
      } else {
        input = document.createElement("select");
        input.append(...option.choices.map((c) => new Option(c, c, false, c === value)));
      }
      label.append(`${option.label} `, input);
    }
    input.name = option.name;
    input.dataset.kind = option.kind;
    input.dataset.label = option.label;
    if (option.help) label.append(Object.assign(document.createElement("span"), { className: "help", textContent: option.help }));
    return label;
  });
  $("option-fields").replaceChildren(...fields);
}

/** The options chosen in the dialog; `lots` draws the values left to chance (else they are
 * left out, for the game's own default). */
function dialogOptions({ lots = false } = {}) {
  const options = {};
  const drawn = [];
  for (const input of $("option-fields").querySelectorAll("[name]")) {
    let value = input.value;
    if (value === "lots") {
      if (!lots) continue;
      // A fair draw among the values offered: chance, not a rule.
      const offered = [...input.options].filter((o) => o.value !== "lots");
      const chosen = offered[Math.floor(Math.random() * offered.length)];
      value = chosen.value;
      drawn.push(`${input.dataset.label}: ${chosen.textContent} (drawn by lot).`);
    }
    options[input.name] = input.dataset.kind === "bool" ? input.checked
      : input.dataset.kind === "int" ? Number(value) : value;
  }
  return { options, drawn };
}

async function startNewGame() {
  if ($("new-game").returnValue !== "start") return;
  const { options, drawn } = dialogOptions({ lots: true });
  const players = dialogPlayers();
  const before = current && { ...current, moves: board.moves };
  await switchTo(() => board.newGame({ game: $("game-select").value, options, moves: [], players }));
  keptNotice(before, ["New game started.", ...drawn].join(" "));
}

async function openRecordDialog(mode) {
  $("record-error").textContent = "";
  $("record-text").value = mode === "export" ? await board.recordText() : "";
  $("record-help").textContent = mode === "export"
    ? "This text is the whole game: keep it, send it, or load it later with Import."
    : "Paste a record (or open a file), then load it. Your current game stays if the record has a problem.";
  $("record-dialog").showModal();
  $("record-text").focus();
}

async function importRecord() {
  const before = current && { ...current, moves: board.moves };
  try {
    // A record says nothing of who plays: its seats are people.
    await switchTo(() => board.loadRecord($("record-text").value, { players: "" }));
  } catch (error) {
    $("record-error").textContent = `This record cannot be loaded: ${error.message}`;
    return;
  }
  $("record-dialog").close();
  keptNotice(before, "Record loaded.");
}

function downloadRecord() {
  const blob = new Blob([$("record-text").value], { type: "text/plain" });
  const a = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(blob), download: `${board.view.game}-record.txt`,
  });
  a.click();
  URL.revokeObjectURL(a.href);
}

/** A link that reproduces the game: options and steps ride in the fragment. */
function shareLink() {
  const { game, options, start } = board.view;
  const link = writeLink({ game, options, start, moves: board.moves, players: board.players });
  return `${location.href.split("#")[0]}#${link}`;
}

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    notice(done);
  } catch {
    // No clipboard (insecure context, permissions): show the text so it can be copied by hand.
    notice(text);
  }
}

main();

// The player page: one interactive <py-games-board> plus everything around it — whose turn,
// live scores and what they are made of, the move list, undo/redo, new game, records, share
// links, and saving the game in progress so that a reload loses nothing.
//
// It holds no rule: everything it shows about the game comes from the board's view (Python).

import "./board.js";
import { engine } from "./engine.js";
import { readLink, writeLink } from "./link.js";
import { seat, seatName } from "./render/pieces.js";
import { keepOffline } from "./offline.js";

const $ = (id) => document.getElementById(id);
const board = $("board");
const SAVE_PREFIX = "py-games/game/";
const BACKUP_PREFIX = "py-games/previous/";

let catalog = [];

// -- start-up ---------------------------------------------------------------------------------

async function main() {
  keepOffline();
  bindControls();
  board.addEventListener("update", (event) => render(event.detail));
  board.addEventListener("error", (event) => notice(event.detail.message));
  try {
    catalog = (await engine().ready).games;
  } catch (error) {
    $("title").textContent = "Could not start";
    return notice(error.message);
  }
  await openFromLocation();
  window.addEventListener("hashchange", openFromLocation);
}

/** Open what the address asks for: a shared game, else the saved one, else a new game. */
async function openFromLocation() {
  const link = readLink(location.hash);
  const id = link.game || catalog[0]?.id;
  if (!catalog.some((g) => g.id === id)) {
    notice(`There is no game “${id}” here; the games are: ${catalog.map((g) => g.id).join(", ")}.`);
    return open(fallback(catalog[0].id));
  }
  if (link.extra) {
    const previous = load(SAVE_PREFIX + id);
    try {
      await board.newGame({ ...link, game: id });
    } catch (error) {
      notice(`This link does not hold a playable game: ${error.message}`);
      return open(fallback(id));
    }
    // The link is loaded: keep the address short so a reload resumes the game as played on.
    history.replaceState(null, "", `#game=${id}`);
    keepPrevious(previous, "Opened the shared game.");
    return save();
  }
  return open(fallback(id));
}

function fallback(id) {
  return load(SAVE_PREFIX + id) ?? { game: id, options: {}, moves: [] };
}

async function open(game) {
  try {
    await board.newGame(game);
  } catch (error) {
    // A saved game that no longer loads (edited storage, changed rules): start afresh, say so.
    notice(`The saved game could not be restored (${error.message}); a new game was started.`);
    await board.newGame({ game: game.game, options: {}, moves: [] });
  }
  history.replaceState(null, "", `#game=${board.view.game}`);
  save();
}

/** After the game was replaced, keep the one before restorable (unless it was empty or equal). */
function keepPrevious(previous, said) {
  const now = board.view;
  if (!previous?.moves.length || previous.game !== now.game) return; // other games keep their own save
  if (JSON.stringify([previous.options, previous.start ?? null, previous.moves]) ===
      JSON.stringify([now.options, now.start, board.moves])) return;
  localStorage.setItem(BACKUP_PREFIX + now.game, JSON.stringify(previous));
  notice(`${said} Your previous game is kept:`, restoreButton(now.game));
}

function restoreButton(id) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Restore it";
  button.addEventListener("click", async () => {
    const previous = load(BACKUP_PREFIX + id);
    const current = load(SAVE_PREFIX + id);
    localStorage.removeItem(BACKUP_PREFIX + id);
    notice("");
    if (!previous) return;
    await open(previous);
    keepPrevious(current, "Previous game restored."); // a swap: the replaced game is kept too
  });
  return button;
}

// -- saving -----------------------------------------------------------------------------------

function load(key) {
  try {
    const value = JSON.parse(localStorage.getItem(key));
    return value && typeof value.game === "string" && Array.isArray(value.moves) ? value : null;
  } catch {
    return null;
  }
}

function save() {
  const view = board.view;
  if (!view) return;
  const game = { game: view.game, options: view.options, start: view.start, moves: board.moves, redo: board.redoMoves };
  try {
    localStorage.setItem(SAVE_PREFIX + view.game, JSON.stringify(game));
  } catch {
    notice("This browser does not let the page save the game; it will not survive a reload.");
  }
}

// -- showing the game -------------------------------------------------------------------------

function seatLabel(view, player) {
  const s = seat(player);
  const span = document.createElement("span");
  span.innerHTML = `<span class="glyph" aria-hidden="true"></span> <span class="name"></span>`;
  span.querySelector(".glyph").textContent = s.symbol;
  span.querySelector(".glyph").style.color = s.color;
  span.querySelector(".name").textContent = seatName(view, player);
  return span;
}

function render(shown) {
  const view = board.view; // the live game; `shown` differs while looking at an earlier step
  document.title = `${view.title} — py-games`;
  $("title").textContent = view.title;
  $("groups-name").textContent = view.groups_name;
  $("show-groups").checked = board.showGroups;

  const turn = $("turn");
  turn.replaceChildren();
  if (!view.outcome) {
    const who = seatLabel(view, view.to_move);
    who.classList.add("who");
    turn.append(who, " to move. ", view.hint);
  }
  const result = $("result");
  result.hidden = !view.outcome;
  if (view.outcome) result.replaceChildren(...outcomeNodes(view));

  $("scores").tBodies[0].replaceChildren(...shown.scores.map((score, p) => {
    const row = document.createElement("tr");
    row.className = p === shown.to_move ? "to-move" : "";
    const cells = [seatLabel(shown, p), String(score), shown.details[p].formula];
    row.append(...cells.map((content, i) => {
      const td = document.createElement("td");
      td.className = ["player", "score", "made"][i];
      td.append(content);
      return td;
    }));
    return row;
  }));

  const list = $("moves");
  const ply = board.browsing ?? view.moves.length;
  const hadFocus = list.contains(document.activeElement); // keep keyboard users where they were
  list.replaceChildren(...view.moves.map((step, i) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.ply = i + 1;
    button.style.color = seat(view.movers[i]).color;
    button.textContent = `${seat(view.movers[i]).symbol} ${step}`;
    button.setAttribute("aria-label", `Step ${i + 1}: ${view.player_names[view.movers[i]]} ${step}`);
    if (i + 1 === ply) button.setAttribute("aria-current", "step");
    li.append(button);
    return li;
  }));
  const current = list.querySelector("[aria-current]");
  current?.scrollIntoView({ block: "nearest" });
  if (hadFocus) (current ?? list).focus();
  $("browsing").hidden = board.browsing === null;
  $("undo").disabled = !board.canUndo;
  $("redo").disabled = !board.canRedo;
  save();
}

function outcomeNodes(view) {
  const { winners, scores, reason, decided, draw } = view.outcome;
  const names = winners.map((p) => seatName(view, p));
  const headline = document.createElement("strong");
  headline.textContent = draw
    ? "A draw: every player shares the win."
    : winners.length === 1 ? `${names[0]} wins!` : `${names.join(" and ")} share the win.`;
  const detail = document.createElement("span");
  const numbers = scores.map((s, p) => `${view.player_names[p]} ${s}`).join(", ");
  detail.textContent = `Final scores: ${numbers}. The game ended because ${reason}. ${decided}`;
  return [headline, detail];
}

function notice(text, ...extra) {
  $("notice").replaceChildren(text, ...extra.map((node) => [" ", node]).flat());
}

// -- controls ---------------------------------------------------------------------------------

function bindControls() {
  const act = (fn) => async () => {
    try {
      notice("");
      await fn();
    } catch (error) {
      notice(error.message);
    }
  };
  $("undo").addEventListener("click", act(() => board.undo()));
  $("redo").addEventListener("click", act(() => board.redo()));
  $("back-to-game").addEventListener("click", act(() => board.browse(null)));
  $("show-groups").addEventListener("change", (event) => (board.showGroups = event.target.checked));
  $("moves").addEventListener("click", (event) => {
    const ply = event.target.closest("button")?.dataset.ply;
    if (ply) board.browse(Number(ply) === board.moves.length ? null : Number(ply));
  });
  $("moves").addEventListener("keydown", (event) => {
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
  $("new").addEventListener("click", openNewGameDialog);
  $("game-select").addEventListener("change", () => fillOptionFields($("game-select").value, {}));
  $("new-game").addEventListener("close", act(startNewGame));
  $("export").addEventListener("click", () => openRecordDialog("export"));
  $("import").addEventListener("click", () => openRecordDialog("import"));
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
  $("game-select").replaceChildren(...catalog.map((g) => new Option(g.title, g.id, false, g.id === view.game)));
  fillOptionFields(view.game, view.options);
  $("new-game").showModal();
}

/** Build the form for a game's options from the catalog Python sent. */
function fillOptionFields(id, values) {
  const fields = catalog.find((g) => g.id === id).options.map((option) => {
    const label = document.createElement("label");
    const value = values[option.name] ?? option.default;
    let input;
    if (option.kind === "bool") {
      input = Object.assign(document.createElement("input"), { type: "checkbox", checked: value });
      label.append(input, ` ${option.label}`);
    } else {
      if (option.kind === "int") {
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
    if (option.help) label.append(Object.assign(document.createElement("span"), { className: "help", textContent: option.help }));
    return label;
  });
  $("option-fields").replaceChildren(...fields);
}

async function startNewGame() {
  if ($("new-game").returnValue !== "start") return;
  const options = {};
  for (const input of $("option-fields").querySelectorAll("[name]")) {
    options[input.name] = input.dataset.kind === "bool" ? input.checked
      : input.dataset.kind === "int" ? Number(input.value) : input.value;
  }
  const id = $("game-select").value;
  const previous = load(SAVE_PREFIX + id);
  await board.newGame({ game: id, options, moves: [] });
  history.replaceState(null, "", `#game=${id}`);
  keepPrevious(previous, "New game started.");
}

function openRecordDialog(mode) {
  $("record-error").textContent = "";
  $("record-text").value = mode === "export" ? board.record : "";
  $("record-help").textContent = mode === "export"
    ? "This text is the whole game: keep it, send it, or load it later with Import."
    : "Paste a record (or open a file), then load it. Your current game stays if the record has a problem.";
  $("record-dialog").showModal();
  $("record-text").focus();
}

async function importRecord() {
  try {
    const previous = load(SAVE_PREFIX + board.view.game);
    await board.loadRecord($("record-text").value);
    $("record-dialog").close();
    history.replaceState(null, "", `#game=${board.view.game}`);
    notice("Record loaded.");
    keepPrevious(previous, "Record loaded.");
  } catch (error) {
    $("record-error").textContent = `This record cannot be loaded: ${error.message}`;
  }
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
  return `${location.href.split("#")[0]}#${writeLink({ game, options, start, moves: board.moves })}`;
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

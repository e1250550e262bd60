// The player page: one interactive <py-games-board> plus everything around it — whose turn,
// live scores and what they are made of, the move list, undo/redo, new game, records, share
// links, recent games, and saving the game in progress so that a reload loses nothing. This
// file starts the page and wires its controls; play/ holds the rest (app.js: the shared
// state; panel.js: showing the game; games.js: switching and saving games; dialogs.js: the
// dialogs and the share link; export.js and raster.js: Export picture).
//
// Each seat is a person or the computer at a level (the board's `players`, saved with the
// game and carried by share links as `seats`); the computer plays inside the board. A game
// with a friend on another device goes back and forth by link (play/friend.js). The page
// holds no rule: everything it shows about the game comes from the board's view (Python).
// Until the board is ready every control that needs the game is disabled.

import "./language.js"; // first: the page's language, before any board asks Python
import "./board.js";
import { engine } from "./engine.js";
import { onLanguage } from "./language.js";
import { noSuchGame, positionAt, readLink } from "./link.js";
import { keepOffline } from "./offline.js";
import { onOtherTabChange, onUnreadable, readRecent } from "./saves.js";
import { $, app, dialog, input, movedOn, notice, problem, safely } from "./play/app.js";
import {
  copy, downloadRecord, gameChosen, importRecord, openNewGameDialog, openRecordDialog, refreshSeats,
  relanguageDialog, shareLink, startNewGame,
} from "./play/dialogs.js";
import { cancelPicture, exportPicture, formatChosen, openPictureDialog } from "./play/export.js";
import { bindFriend, openFriendLink, showFriend } from "./play/friend.js";
import { bindLive } from "./play/live.js";
import {
  actions, bindSaving, keptNotice, leaving, otherTabChanged, pickEntry, resume, saveLater, saveSoon, showRecent,
  switchTo,
} from "./play/games.js";
import { bindMoveList, renderMoves } from "./play/move-list.js";
import { renderSoon, setReady } from "./play/panel.js";
import { bindReview } from "./play/review.js";
import { bindMakePuzzle } from "./play/make.js";
import { bindVariations, goToSteps, sibling } from "./play/variations.js";
import { setWords, t } from "./i18n.js";

/** @typedef {import("./board/element.js").View} View */

/** @type {Promise<void> | null} the address being opened, once Python is up */
let opening = null;

async function main() {
  const board = app.board;
  // A link written as a query (play.html?game=ID) means what the same words after # mean.
  if (location.search.length > 1 && location.hash.length <= 1) {
    history.replaceState(null, "", `${location.pathname}#${location.search.slice(1)}`);
  }
  keepOffline(engine().ready);
  bindControls();
  bindMoveList();
  bindVariations();
  bindFriend();
  bindLive();
  bindSaving();
  setReady(false);
  board.addEventListener("update", (event) => {
    movedOn();
    renderSoon(/** @type {CustomEvent<View>} */ (event).detail, actions);
    saveSoon();
    void showFriend();
  });
  bindReview({ switchTo, saveLater, leaving, keptNotice });
  bindMakePuzzle();
  board.addEventListener("error", (event) => {
    notice(/** @type {CustomEvent<{message: string}>} */ (/** @type {unknown} */ (event)).detail.message);
  });
  onUnreadable((problems) => problem("saves", problems.join(" ")));
  const { entries } = safely(readRecent, { entries: [], problems: [] });
  const link = readLink(location.hash);
  const first = link.extra ? null : pickEntry(entries, link.game);
  // The real position while Python loads: the saved one, or the game's first. A saved preview
  // was checked when read (saves.js drops a damaged one), so painting it cannot throw.
  const preview = first?.preview;
  if (first && preview) {
    board.preview(preview);
    // Its moves too (who played each is Python's word, saved with the preview; an older
    // preview has none, and the list fills in when Python has replayed the game).
    if (preview.movers) renderMoves(preview.board, first.moves, preview.movers, preview.first_turn_step ?? null);
  } else {
    board.previewGame({ game: link.game ?? "", options: link.options, start: link.start, moves: link.moves });
  }
  showRecent(entries);
  onOtherTabChange(otherTabChanged);
  // Listening from the start: an address changed while the first one opens is opened after it
  // (before Python is up, the first opening reads the address as it is then).
  window.addEventListener("hashchange", () => {
    // The link asked for its game: a New game dialog still open was filled for the one before.
    dialog("new-game").close("");
    if (opening) opening = opening.then(openFromLocation, openFromLocation);
  });
  try {
    await engine().ready;
    app.catalog = await engine().catalog();
    // What the page drew in the new language once the catalog's words are in it: the New game
    // dialog's options and levels, the recent games, the panel (the board redraws itself).
    onLanguage((lang) => void engine().catalog(lang).then((catalog) => {
      app.catalog = catalog;
      relanguageDialog();
      showRecent(safely(readRecent, { entries: [], problems: [] }).entries);
      if (board.view) renderSoon(board.view, actions);
    }, () => {}));
  } catch (error) {
    setWords($("title"), "Could not start");
    return notice(/** @type {Error} */ (error).message);
  }
  opening = openFromLocation();
  await opening;
}

/** Open what the address asks for: a shared game, else the saved one, else a new game. */
async function openFromLocation() {
  const link = readLink(location.hash);
  const { games, planned } = app.catalog;
  const id = link.game || app.current?.game || games[0]?.id;
  // What the link did is said once the game it leads to is shown (a new game's first view
  // would take the words away at once).
  if (!games.some((g) => g.id === id)) {
    await resume(games[0].id);
    return notice(noSuchGame(id, games, planned));
  }
  if (!link.extra) return resume(id);
  if (link.friend !== null) return openFriendLink(link, id);
  const before = app.current;
  try {
    await switchTo(() => app.board.newGame({ ...link, game: id }));
  } catch (error) {
    const said = t("This link does not hold a playable game: {error}", { error: /** @type {Error} */ (error).message });
    if (before) history.replaceState(null, "", `#game=${before.game}`); // keep playing
    else await resume(id);
    return notice(said);
  }
  const at = link.at === null ? "" : await openAt(link.at);
  keptNotice(before, `${t("Opened the shared game.")}${at}`);
}

/**
 * Look at the position a link's `at` names in the game just opened: on the line, looked back
 * at; in a variation, gone to. What is wrong with it is said (the game stays at its end).
 * @param {string} at @returns {Promise<string>} what to add to the notice
 */
async function openAt(at) {
  const board = app.board;
  const steps = positionAt(at, board.moves, board.tree);
  const bad = ` ${t("Its position “at={at}” is not one of this game's (a number of steps of the main line, or steps into its variations); here is the end of the game.", { at })}`;
  if (!steps) return bad;
  try {
    const onLine = steps.every((step, i) => board.moves[i] === step);
    if (onLine) await board.browse(steps.length >= board.moves.length ? null : steps.length);
    else await board.goTo(steps);
  } catch {
    return bad;
  }
  return "";
}

function bindControls() {
  const board = app.board;
  /** @param {() => unknown} fn */
  const act = (fn) => async () => {
    if (!board.view) return; // still loading: the buttons are disabled, the keys do nothing
    try {
      notice("");
      await fn();
    } catch (error) {
      notice(/** @type {Error} */ (error).message);
    }
  };
  $("undo").addEventListener("click", act(() => board.undo()));
  $("redo").addEventListener("click", act(() => board.redo()));
  $("hint").addEventListener("click", act(() => board.hint()));
  $("enlarge").addEventListener("click", () => board.enlarge());
  $("back-to-game").addEventListener("click", act(() => board.browse(null)));
  $("show-groups").addEventListener("change", () => (board.showGroups = input("show-groups").checked));
  // Every place's name on the board: a moving table's positions, which the move list uses.
  $("show-coordinates").addEventListener("change", () => (board.showCoordinates = input("show-coordinates").checked));
  $("moves").addEventListener("click", (event) => {
    // A step of the line; a step of a line played instead is variations.js's.
    const ply = /** @type {HTMLElement} */ (event.target).closest("button")?.dataset.ply;
    if (ply) board.browse(Number(ply) === board.moves.length ? null : Number(ply));
  });
  $("moves").addEventListener("keydown", (event) => {
    if (!board.view) return;
    const at = board.browsing ?? board.moves.length;
    // With variations: Up and Down go to the other steps played at this point, Right past the
    // line played on along the tree's main steps (redo).
    const other = event.key === "ArrowUp" || event.key === "ArrowDown" ? sibling(event.key === "ArrowUp" ? -1 : 1) : null;
    if (other || (event.key === "ArrowRight" && board.tree && at === board.moves.length && board.canRedo)) {
      event.preventDefault();
      act(() => (other ? goToSteps(other) : board.redo()))();
      return;
    }
    const target = /** @type {{[key: string]: number}} */ ({
      ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: board.moves.length,
    })[event.key];
    if (target === undefined) return;
    event.preventDefault();
    board.browse(target >= board.moves.length ? null : Math.max(0, target));
  });
  document.addEventListener("keydown", (event) => {
    if (/** @type {HTMLElement} */ (event.target).closest?.("input, textarea, select, dialog")) return;
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
  $("game-select").addEventListener("change", gameChosen);
  // The seats follow the options (a game's number of players): asked of Python.
  $("option-fields").addEventListener("change", refreshSeats);
  $("option-fields").addEventListener("input", refreshSeats);
  dialog("new-game").addEventListener("close", act(startNewGame));
  $("export").addEventListener("click", act(() => openRecordDialog("export")));
  $("import").addEventListener("click", act(() => openRecordDialog("import")));
  $("record-copy").addEventListener("click", act(() => copy(input("record-text").value, t("Record copied."))));
  $("record-download").addEventListener("click", downloadRecord);
  $("record-load").addEventListener("click", importRecord);
  $("record-file").addEventListener("change", async () => {
    const file = input("record-file").files?.[0];
    if (file) input("record-text").value = await file.text();
  });
  $("share").addEventListener("click", act(() => copy(shareLink(), t("Share link copied."))));
  $("picture").addEventListener("click", act(openPictureDialog));
  $("picture-dialog").addEventListener("change", formatChosen);
  $("picture-download").addEventListener("click", exportPicture);
  $("picture-cancel").addEventListener("click", cancelPicture);
  dialog("picture-dialog").addEventListener("close", cancelPicture); // Esc or Close stops a GIF
}

main();

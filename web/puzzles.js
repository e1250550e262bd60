// puzzles.html#game=ID&puzzle=N: a game's puzzles, one after another in order of difficulty.
// Python lists them (the bridge's `puzzles`: number, difficulty, depth) and the board is a coach
// (`<py-games-board puzzle="ID/12">`, board/coach.js) that sets each one and judges every
// step, playing the refutation of a wrong one. This page groups the set's difficulties into
// bands (easy, medium, hard: thirds of the numbers Python gives), keeps the streak (puzzles
// right first time, with no hint and no solution, in a row) and the puzzles solved in
// localStorage (learn/progress.js; damaged progress is said, and what is valid kept), and
// offers the next puzzle.

import "./language.js"; // first: the page's language, before any board asks Python
import "./board.js";
import { onLanguage } from "./language.js";
import { engine } from "./engine.js";
import { keepOffline } from "./offline.js";
import { breakStreak, checkProgress, puzzleProgress, solvePuzzle } from "./learn/progress.js";
import { chooseGame, gameLinks, leaveChoice } from "./learn/page.js";
import { bandWord, bandsOf } from "./learn/bands.js";
import { setWords, t, tn, tNodes } from "./i18n.js";
import { tryKeeper } from "./practice/tries.js";
import { address, modeLink } from "./practice/modes.js";
import { currentRun, firstPuzzle, go, isKept, puzzleAfter, refresh, showing, wirePanel } from "./practice/page.js";
import { isMade, keepTried, moveOldPuzzles } from "./practice/made.js";

keepOffline(engine().ready);

/** @typedef {import("./board/coach.js").Coaching} Coaching
 * @typedef {import("./contract.js").PuzzleEntry} PuzzleEntry
 * @typedef {import("./learn/bands.js").Band} Band */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const main = $("puzzles"), heading = $("task-title"), end = $("end"), facts = $("facts");
const next = /** @type {HTMLButtonElement} */ ($("next"));
const bandSelect = /** @type {HTMLSelectElement} */ ($("band"));

const board = /** @type {import("./board/element.js").PyGamesBoard} */ (document.createElement("py-games-board"));
board.id = "board";
let game = "";
/** @type {PuzzleEntry[]} */ let puzzles = [];
/** @type {Band[]} */ let bands = [];
/** @type {Coaching | null} */ let coaching = null;
let solvedHere = false; // the puzzle shown was solved since it was opened: again is not first time
const tries = tryKeeper(); // each opening's try, for the practice journal
let shownMode = ""; // the address's mode when the puzzle shown was opened

/** The puzzles of the band chosen, in the set's order (by difficulty). */
function chosen() {
  const band = bands.find((b) => b.name === bandSelect.value);
  return band ? puzzles.filter((p) => band.difficulties.includes(p.difficulty)) : puzzles;
}

/** @param {number} number @param {string} [band] */
const puzzleLink = (number, band = bandSelect.value) => modeLink({ ...address(), game, number, band });

/** A made puzzle's link (practice/made.js): the board plays it, Python checks it again. In a
 * mode (Review mistakes, a collection: the address names it), Next goes on in it. */
function openMade() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const name of ["lang", "mode", "collection", "name", "puzzles"]) params.delete(name);
  leaveChoice(main);
  game = params.get("game") ?? "";
  puzzles = [];
  gameLinks(game);
  const mode = address().mode ?? "";
  const again = coaching && board.getAttribute("puzzle") === String(params) && mode !== shownMode;
  shownMode = mode;
  board.setAttribute("puzzle", String(params));
  if (!board.isConnected) $("board-slot").append(board);
  next.hidden = !mode;
  if (again && coaching) startAgain(coaching.info.id);
  void refresh(game);
  render();
}

/** The puzzle shown, opened in another mode (a run that starts with it, a review of it): the
 * board starts it again and it is a new try (in the run, if it is one). @param {string} id */
function startAgain(id) {
  solvedHere = false;
  showing(id);
  tries.open({ puzzle: id, difficulty: Number(coaching?.info.difficulty), run: currentRun() });
  void board.retry();
}

async function open() {
  if (isMade(location.hash.slice(1))) return openMade();
  next.hidden = false;
  const wanted = address();
  if (!wanted.game) {
    void refresh(""); // the practice of every game, My puzzles with it
    return chooseGame(main, heading, "puzzles");
  }
  leaveChoice(main);
  if (wanted.game !== game) {
    game = wanted.game;
    gameLinks(game);
    try {
      puzzles = (await engine().call("puzzles", { game })).puzzles;
    } catch (error) {
      main.dataset.status = "error";
      heading.textContent = /** @type {Error} */ (error).message;
      return;
    }
    // Progress that names puzzles the set has not, or a streak that is no count, is said.
    $("notice").textContent = checkProgress("puzzles", game, puzzles.length);
    showBands();
  }
  bandSelect.value = bands.some((b) => b.name === wanted.band) ? wanted.band ?? "" : "";
  const list = chosen();
  const solved = new Set(puzzleProgress(game).solved);
  let number = wanted.number;
  // The mode's first (Review mistakes, a collection), or near the rating (Python's); in a run,
  // always the run's own puzzle (a reload after a try goes on to the next).
  if (number === null || wanted.mode === "run") {
    const served = await firstPuzzle(wanted);
    if (served === "") return render();
    if (served && served !== `${game}/${number}`) return go(wanted, served);
    number ??= (list.find((p) => !solved.has(p.number)) ?? list[0])?.number ?? null;
  } else void refresh(game);
  if (!number) return;
  if (wanted.number === null) history.replaceState(null, "", puzzleLink(number));
  const id = `${game}/${number}`, mode = wanted.mode ?? "";
  const again = coaching && board.getAttribute("puzzle") === id && mode !== shownMode;
  shownMode = mode;
  board.setAttribute("puzzle", id);
  if (!board.isConnected) $("board-slot").append(board);
  if (again) startAgain(id);
  render();
}

/** The bands to choose from, in the page's language (the one chosen stays chosen). */
function showBands() {
  const chosenBand = bandSelect.value;
  bands = bandsOf(puzzles);
  bandSelect.replaceChildren(new Option(t("All"), ""), ...bands.map((band) => new Option(band.label, band.name)));
  bandSelect.value = chosenBand;
  if (bandSelect.selectedIndex < 0) bandSelect.value = "";
}

function render() {
  const progress = puzzleProgress(game);
  $("streak").textContent = String(progress.streak);
  $("best-line").replaceChildren(...tNodes("(best {n})", { n: Object.assign(document.createElement("span"), { id: "best", textContent: String(progress.best) }) }));
  $("progress").textContent = tn("{n} of {count} puzzle solved.", "{n} of {count} puzzles solved.", puzzles.length, {
    n: progress.solved.length, count: puzzles.length,
  });
  const info = coaching?.info;
  if (info && isMade(board.getAttribute("puzzle") ?? "") && info.number === 0) return renderMade(info);
  if (!info || !board.getAttribute("puzzle")?.endsWith(`/${info.number}`)) return;
  const band = bands.find((b) => b.difficulties.includes(Number(info.difficulty)));
  setWords(/** @type {HTMLTitleElement} */ (document.querySelector("title")), "Puzzle {n} — py-games", { n: String(info.number) });
  setWords(heading, "Puzzle {n} of {count}", { n: String(info.number), count: String(info.count) });
  // TRANSLATORS: a puzzle's facts: "Difficulty 4 (easy), depth 2."
  facts.textContent = band ? t("Difficulty {difficulty} ({band}), depth {depth}.", { difficulty: Number(info.difficulty), band: bandWord(band.name), depth: Number(info.depth) })
    : t("Difficulty {difficulty}, depth {depth}.", { difficulty: Number(info.difficulty), depth: Number(info.depth) });
  const list = chosen();
  const last = list.at(-1)?.number === info.number;
  next.disabled = list.length < 2 && last;
  end.textContent = coaching?.phase === "right" && last ? t("That was the last puzzle of this difficulty.") : "";
  main.dataset.status = coaching?.phase === "right" ? "solved" : "ready";
}

/** A made puzzle's heading and facts. @param {Coaching["info"]} info */
function renderMade(info) {
  setWords(/** @type {HTMLTitleElement} */ (document.querySelector("title")), "A made puzzle — py-games");
  setWords(heading, "A made puzzle");
  facts.textContent = t("Difficulty {difficulty}, depth {depth}.", { difficulty: Number(info.difficulty), depth: Number(info.depth) });
  main.dataset.status = coaching?.phase === "right" ? "solved" : "ready";
}

/** A try the journal could not keep is said (a full storage). @param {import("./practice/journal.js").Appended | null} kept */
function said(kept) {
  if (kept && !kept.ok) $("notice").textContent = kept.reason;
  // A made puzzle that comes back for review is kept, if it was not, so that it can be served.
  const info = coaching?.info;
  if (kept?.ok && kept.event.result !== "solved" && info && !info.number) {
    const refused = keepTried(board.getAttribute("puzzle") ?? "", info.options, Number(info.difficulty), isKept(info.id));
    if (refused) $("notice").textContent = refused;
  }
  // What is due, the rating and a run change with each try: Python says them again; a run's
  // next puzzle follows at once.
  if (kept?.ok) void refresh(game).then(() => { if (kept.event.run && address().mode === "run") void goNext(); });
}

/** The next puzzle: the mode's, or near the rating (Python's), or the band's after this one
 * (the first again after the last). */
async function goNext() {
  const where = address();
  const served = await puzzleAfter(where, coaching?.info.id ?? "");
  if (served === "") {
    end.textContent = t("No puzzle is left here.");
    return;
  }
  if (served) return go(where, served);
  const list = chosen();
  const at = list.findIndex((p) => p.number === coaching?.info.number);
  const target = list[(at + 1) % list.length];
  if (target) location.hash = puzzleLink(target.number);
}

// Each puzzle's tries go in the journal under its id (a made one's "made/…", Python's). A made
// puzzle (number 0) is of no set: it counts in no streak.
board.addEventListener("task", (event) => {
  const shown = coaching?.info.id;
  coaching = /** @type {CustomEvent<Coaching>} */ (event).detail;
  // The same puzzle's words again (another language) do not make a solve the first one again.
  if (coaching.info.id !== shown && coaching.info.id) {
    solvedHere = false;
    showing(coaching.info.id);
    tries.open({ puzzle: coaching.info.id, difficulty: Number(coaching.info.difficulty), run: currentRun() });
  }
  render();
});
const streak = () => coaching?.info.number && breakStreak(game);
board.addEventListener("attempt", (event) => {
  if (/** @type {CustomEvent<{status: string}>} */ (event).detail.status === "wrong" && coaching?.info.id) {
    streak();
    said(tries.wrong());
  }
  render();
});
board.addEventListener("hint", () => (coaching?.info.id && (tries.hint(), streak()), render()));
board.addEventListener("solution", () => (coaching?.info.id && (said(tries.solution()), streak()), render()));
board.addEventListener("solved", (event) => {
  coaching = /** @type {CustomEvent<Coaching>} */ (event).detail;
  // Solved again after Start again is not right first time: the streak stays as it was.
  if (!coaching.info.number) {
    said(tries.solved());
    return render();
  }
  if (!solvedHere) solvePuzzle(game, coaching.info.number, coaching.tries === 0 && !coaching.helped);
  solvedHere = true;
  said(tries.solved());
  render();
  // A keyboard's learner, whose focus is on the board, goes on with Enter.
  if (document.activeElement === board && !next.disabled) next.focus();
});
board.addEventListener("error", (event) => {
  main.dataset.status = "error";
  heading.textContent = /** @type {CustomEvent<{message: string}>} */ (/** @type {unknown} */ (event)).detail.message; // Python's words
});
next.addEventListener("click", () => void goNext());
wirePanel(() => game);
bandSelect.addEventListener("change", () => {
  const first = chosen()[0];
  if (first) location.hash = puzzleLink(first.number);
});
window.addEventListener("hashchange", () => void open());
// Puzzles kept before the journal kept them: moved into it once (made.js).
$("mine-notice").textContent = moveOldPuzzles();
// The page's own words in the new language (the board asks Python again for the puzzle's).
onLanguage(() => {
  if (!puzzles.length) return;
  showBands();
  render();
});
open();

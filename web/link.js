// The game link format, one for every page (play.html's share links, embed.html):
//
//   #game=<id>&<option>=<value>…&seats=<one word a seat>&position=<position text>&moves=<steps>
//
// Keys other than game, seats, position, moves, marks, arrows, lang and the page's own flags are
// game options, passed on as text: Python reads each as its option's type and says what is
// wrong with it. `marks` and `arrows` are an author's annotations (the board's attributes of
// those names, as the editor writes them), never options. `lang` is the language the page opens
// in (language.js adds it to a link the reader shares when they chose one): the page's, never
// the game's, so `#game=ID&lang=de` opens the game as `#game=ID` does.
// `seats` is who plays each seat, as the board's `players` attribute (`seats=human+2`); it is
// not called `players`, which is an option of a game (how many play). The fragment never
// reaches a server, so links work offline and on any static host.
//
// A game with variations writes its tree in `moves` as a record does, each variation in
// parentheses after the step it replaces (`moves=b2+a1(c3+b3)(b1)b1`: the main line b2 a1 b1,
// and c3 b3 or b1 tried instead of a1); the parentheses are left unescaped. A link without
// parentheses is a line, as every link was before.
//
// `at` names the position the link opens at (without it: the end of the main line, as every
// link did before): a number is a position of the main line, the one after that many steps
// (`at=2`); steps are a path into the tree from the start (`at=b2+c3`: the variation's step
// c3). The player opens the game, then looks at that position; a value that names none of the
// game's positions is said, and the game opens at its end.
//
// A game played by link between two devices (correspondence.js) adds `friend=<the game's id>`
// and carries its line packed by Python in `steps=<base64url>` instead of `moves`
// (`#game=ID&first=white&friend=m3x1k0-a7c2q9&steps=AQNAl7CV`): what the steps are is
// Python's to read (the bridge's `unpack`), never the page's.

import { branches, mainLine, nodesOf, stepsTo, treeText, treeTokens } from "./board/tree.js";
import { t } from "./i18n.js";

const GAME_KEYS = new Set(["game", "seats", "position", "moves", "at", "friend", "steps", "marks", "arrows", "lang"]);

/** `{game, options, start, moves, tree, players, at, friend, steps, marks, arrows, flags}` from a location
 * hash (`moves`: the main line; `tree`: the game tree's tokens when it has variations, else
 * null; `players`: the seats, "" when every seat is a person; `at`: the position to open at
 * as written, null when not given, see positionAt; `friend` and `steps`: a game played by
 * link, its id and its packed steps, null when not given; `marks` and `arrows`: the author's
 * annotations as written, "" when not given); flags are the `page` keys set.
 * @param {string} hash @param {string[]} [flagNames] */
export function readLink(hash, flagNames = []) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const flags = new Set();
  const tokens = treeTokens(params.get("moves") || "");
  /** @type {{[name: string]: string}} */
  const options = {};
  for (const [key, value] of params) {
    if (flagNames.includes(key)) flags.add(key);
    else if (!GAME_KEYS.has(key)) options[key] = value;
  }
  return {
    game: params.get("game"),
    options,
    start: params.get("position") || null,
    moves: mainLine(tokens),
    tree: branches(tokens) ? tokens : null,
    players: (params.get("seats") || "").trim().split(/\s+/).filter(Boolean).join(" "),
    at: params.has("at") ? (params.get("at") ?? "").trim() : null,
    friend: params.get("friend"),
    steps: params.get("steps"),
    marks: (params.get("marks") || "").trim(),
    arrows: (params.get("arrows") || "").trim(),
    flags,
    extra: [...params.keys()].some((key) => key !== "game" && key !== "lang"),
  };
}

/**
 * What a page says of a link whose game it does not have, opening the first of `games`
 * instead: a planned game is not here yet; any other id names no game.
 * @param {string} id @param {{id: string, title: string}[]} games
 * @param {{id: string, title: string}[]} planned
 */
export function noSuchGame(id, games, planned) {
  const later = planned.find((g) => g.id === id);
  return later
    ? t("{title} is not playable yet; here is {other}.", { title: later.title, other: games[0].title })
    : t("There is no game “{id}” here; the games are: {games}.", { id, games: games.map((g) => g.title).join(", ") });
}

/** The fragment (without `#`) that `readLink` turns back into this game.
 * @param {{game: string, options?: {[name: string]: unknown}, start?: string | null, moves?: string[],
 *          players?: string, tree?: string[] | null, at?: string}} link  `at`: see writeAt */
export function writeLink({ game, options = {}, start = null, moves = [], players = "", tree = null, at = "" }) {
  const params = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(options)) params.set(name, String(value));
  if (players.trim()) params.set("seats", players.trim());
  if (start) params.set("position", start);
  if (tree && branches(tree)) params.set("moves", treeText(tree));
  else if (moves.length) params.set("moves", moves.join(" "));
  if (at) params.set("at", at);
  return params.toString().replace(/%28/g, "(").replace(/%29/g, ")");
}

/**
 * The steps to the position a link's `at` names in the game it opened (`main`: its main line;
 * `tree`: its tree's tokens, or null), or null when it names none of its positions.
 * @param {string} at @param {string[]} main @param {string[] | null} tree
 * @returns {string[] | null}
 */
export function positionAt(at, main, tree) {
  if (/^\d+$/.test(at)) return Number(at) <= main.length ? main.slice(0, Number(at)) : null;
  const steps = at.split(/\s+/).filter(Boolean);
  if (!steps.length) return null;
  const text = steps.join(" ");
  if (!tree) return steps.every((step, i) => main[i] === step) ? steps : null;
  const nodes = nodesOf(tree);
  return nodes.some((_, i) => stepsTo(nodes, i).join(" ") === text) ? steps : null;
}

/**
 * The `at` of a link to the position after `shown` (its steps from the start): "" at the end
 * of the main line (`main`), the number of steps on it, else the steps themselves.
 * @param {string[]} shown @param {string[]} main
 */
export function writeAt(shown, main) {
  const onMain = shown.length <= main.length && shown.every((step, i) => main[i] === step);
  if (!onMain) return shown.join(" ");
  return shown.length === main.length ? "" : String(shown.length);
}

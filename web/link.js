// The game link format, one for every page (play.html's share links, embed.html):
//
//   #game=<id>&<option>=<value>…&position=<position text>&moves=<steps separated by spaces>
//
// Keys other than game, position, moves and the page's own flags are game options, passed
// on as text: Python reads each as its option's type and says what is wrong with it. The
// fragment never reaches a server, so links work offline and on any static host.

const GAME_KEYS = new Set(["game", "position", "moves"]);

/** `{game, options, start, moves, flags}` from a location hash; flags are the `page` keys set. */
export function readLink(hash, flagNames = []) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const flags = new Set();
  const options = {};
  for (const [key, value] of params) {
    if (flagNames.includes(key)) flags.add(key);
    else if (!GAME_KEYS.has(key)) options[key] = value;
  }
  return {
    game: params.get("game"),
    options,
    start: params.get("position") || null,
    moves: (params.get("moves") || "").split(/\s+/).filter(Boolean),
    flags,
    extra: [...params.keys()].some((key) => key !== "game"),
  };
}

/** The fragment (without `#`) that `readLink` turns back into this game. */
export function writeLink({ game, options = {}, start = null, moves = [] }) {
  const params = new URLSearchParams({ game });
  for (const [name, value] of Object.entries(options)) params.set(name, String(value));
  if (start) params.set("position", start);
  if (moves.length) params.set("moves", moves.join(" "));
  return params.toString();
}

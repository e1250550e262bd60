// Check the site's py_games as a browser gets it, for build.py:
//
//     node tools/pyodide_parts.mjs <pyodide folder> <site folder>
//
// In the Pyodide the site ships, started from the site's cut standard library: the site's wheel
// alone (sourceless bytecode, no part) imports py_games.bridge and shows and plays the first
// position of every game (catalog, view, play, the computer's step, record, load)
// without asking for any part; then, with a source that unpacks the site's parts/*.zip as the
// worker does (web/worker/parts.js), the functions that need a part answer (a lesson, practice,
// the puzzles, a review, the editor, a hint in a game with a learned evaluation),
// each part is brought once, and only the parts these need.
// Prints, as JSON, the parts brought per function.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, site] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!folder || !site) {
  console.error("usage: node tools/pyodide_parts.mjs <pyodide folder> <site folder>");
  process.exit(2);
}
process.on("uncaughtException", (error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const manifest = JSON.parse(readFileSync(path.join(site, "manifest.json"), "utf-8"));
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: `${folder}${path.sep}`,
  stdLibURL: path.join(site, "pyodide", "python_stdlib.zip"),
});
pyodide.setStdout({ batched: (line) => console.error(line) });
const packages = pyodide.runPython("import site; site.getsitepackages()[0]");
const wheel = new Uint8Array(readFileSync(path.join(site, "wheels", manifest.py_games.wheel)));
pyodide.unpackArchive(wheel, "wheel", { extractDir: packages });

/** Which part holds each file (by its path as pip installs it), and those brought. */
const partOf = new Map();
for (const [name, part] of Object.entries(manifest.py_games.parts)) {
  for (const file of part.files) partOf.set(file, name);
}
const brought = [];
const source = {
  holds: (file) => partOf.has(file),
  bring: (file) => {
    const name = partOf.get(file);
    brought.push(name);
    const archive = new Uint8Array(readFileSync(path.join(site, manifest.py_games.parts[name].file)));
    pyodide.unpackArchive(archive, "zip", { extractDir: packages });
    return true;
  },
};
pyodide.globals.set("brought", brought);
pyodide.runPython(`
import json, sys
from py_games import GAMES, bridge, get_game


def ask(request):
    answer = json.loads(bridge.handle(json.dumps(request)))
    if "error" in answer:
        raise RuntimeError(f"{request['fn']} ({request.get('game')}): {answer['error']['message']}")
    return answer


def plays():
    """The first position of every game shown and played, as a board does."""
    ask({"fn": "catalog"})
    for game_id in GAMES:
        game = get_game(game_id)
        first = str(game.legal_moves(game.initial_state())[0])
        ask({"fn": "view", "game": game_id, "moves": [], "board": True, "history": True})
        ask({"fn": "play", "game": game_id, "moves": [], "step": first})
        search = ask({"fn": "think", "game": game_id, "moves": [first], "level": 1, "budget_ms": 20})
        ask({"fn": "forget", "search": search["search"]})
        ask({"fn": "load", "text": ask({"fn": "record", "game": game_id, "moves": [first]})["text"]})


plays()
modules = [m for m in sys.modules if m.split(".")[0] == "py_games"]
for name in modules:
    origin = sys.modules[name].__spec__.origin
    if not origin.endswith(".pyc"):
        raise RuntimeError(f"{name} was not imported from sourceless bytecode: {origin}")
`);
// As the worker gives it: a JavaScript object, from JavaScript.
const absent = pyodide.pyimport("py_games.absent");
absent.served_by(source);
absent.destroy();
const found = JSON.parse(pyodide.runPython(`
from py_games.parts import LEARNED, PUZZLES
from py_games.registry import PARTS

# A game with each part (the registry's first), and one with a learned evaluation.
game = next(g for g, p in PARTS.items() if p.lesson_at and p.editor_at and p.has(PUZZLES))
learns = next(g for g, p in PARTS.items() if p.has(LEARNED))
# The search with a table first (a hint scores with the game's table, whatever its levels do):
# the review scores with it too, so a review asked first would bring both parts.
needs = {
    "think": {"fn": "think", "game": learns, "moves": [], "hint": True, "budget_ms": 20},
    "lesson": {"fn": "lesson", "game": game, "moves": []},
    "practice": {"fn": "practice", "journal": "", "now": 1764000000000},
    "puzzles": {"fn": "puzzles", "game": game},
    "review": {"fn": "review", "game": learns, "moves": [], "iterations": 4},
    "edit": {"fn": "edit", "game": game, "board": True},
}
asked = {}
for fn, request in needs.items():
    before = len(brought)
    ask(request)
    ask(request)  # again: nothing more brought
    asked[fn] = list(brought)[before:]
json.dumps({"modules": len(modules), "parts": asked, "learns": learns})
`));
// The learned tables come one game's to an archive.
const think = [`learned-${found.learns}`];
const wanted = { think, lesson: ["lessons"], practice: ["practice"], puzzles: ["puzzles"], review: ["review"], edit: ["editor"] };
if (JSON.stringify(found.parts) !== JSON.stringify(wanted)) {
  console.error(`the parts brought were not those needed, once each: ${JSON.stringify(found.parts)}`);
  process.exit(1);
}
console.log(JSON.stringify(found));

// The shape of web/ (issue 37): modules small enough to read, and the board as one state with
// functions over it, a click's path readable in two files. Read from the sources.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";

const WEB = new URL("../../web/", import.meta.url).pathname;
const BOARD = join(WEB, "board");

/** Every .js file under `dir`, as [path, text]. @param {string} dir */
function sources(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((name) => String(name).endsWith(".js"))
    .map((name) => [join(dir, String(name)), readFileSync(join(dir, String(name)), "utf8")]);
}

const lines = (text) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

test("no module of web/ is over 300 lines: one past that is split by role", () => {
  const long = sources(WEB)
    .map(([path, text]) => [path.slice(WEB.length), lines(text)])
    .filter(([, n]) => n > 300)
    .map(([name, n]) => `${name}: ${n}`);
  assert.deepEqual(long, []);
});

test("no import circle in web/: each module imports only modules below it", () => {
  // The static imports between web/'s modules (`import … from "./x.js"`; JSDoc's type imports
  // are types, not modules loaded).
  const edges = new Map(sources(WEB).map(([path, text]) => [path, [...text.matchAll(/^import [^;]*? from "(\.{1,2}\/[^"]+\.js)";$/gm)]
    .map((m) => resolve(dirname(path), m[1]))]));
  const circles = [];
  const done = new Set();
  /** Depth first, the modules on the way in `path`: an import of one of them closes a circle. */
  const visit = (module, path) => {
    if (path.includes(module)) return void circles.push(path.slice(path.indexOf(module)).map((m) => m.slice(WEB.length)));
    if (done.has(module)) return;
    for (const next of edges.get(module) ?? []) visit(next, [...path, module]);
    done.add(module);
  };
  for (const module of edges.keys()) visit(module, []);
  assert.deepEqual(circles, []);
});

test("the board's parts are functions over its state: no class but the element and the line, no bag of hooks", () => {
  const classes = sources(BOARD).flatMap(([path, text]) =>
    [...text.matchAll(/^export class (\w+)|^class (\w+)/gm)].map((m) => `${path.slice(BOARD.length + 1)}: ${m[1] ?? m[2]}`));
  assert.deepEqual(classes.sort(), ["element.js: PyGamesBoard", "line.js: Line"]);
  const hooked = sources(BOARD).filter(([, text]) => /\bhooks\b|Hooks\b/.test(text)).map(([path]) => path);
  assert.deepEqual(hooked, []);
});

test("a click's path reads in two files: clicks.js makes it a step, step.js plays it and shows the answer", () => {
  const text = (name) => readFileSync(join(BOARD, name), "utf8");
  // Only clicks.js listens to the pointer's release on the board (where the board acts).
  const listening = sources(BOARD).filter(([, t]) => t.includes('"pointerup"')).map(([path]) => path.slice(BOARD.length + 1));
  assert.deepEqual(listening, ["clicks.js"]);
  const clicks = text("clicks.js");
  assert.match(clicks, /addEventListener\("pointerup"[\s\S]*?activate\(board/);
  assert.match(clicks, /^import \{ play \} from "\.\/step\.js";$/m, "clicks.js hands a completed step to step.js");
  assert.match(clicks, /^export function playNow\(board, step\) \{[\s\S]*?return play\(board, step\)/m);
  // step.js: the queue, the request to Python, the line, the answer shown and the events.
  const step = text("step.js");
  for (const name of ["play", "playStep", "show", "enqueue", "queued", "call"]) {
    assert.match(step, new RegExp(`^export (async )?function ${name}\\(board`, "m"), `step.js defines ${name}`);
  }
  assert.match(step, /export function play\(board, step\) \{\s*return queued\(board, async \(\) => playStep\(board, step\)\);/);
  assert.match(step, /await call\(board, "play"[\s\S]*?line\.played\([\s\S]*?show\(board, view\.scene\)[\s\S]*?moved\(board, view\)/);
  assert.match(step, /engine\(\)\.call\(fn,/);
});

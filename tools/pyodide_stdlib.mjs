// Cut the standard library the site ships to what it uses, compiled, for build.py:
//
//     node tools/pyodide_stdlib.mjs <pyodide folder> <wheel> <out.zip> [<catalogs folder>]
//
// Pyodide's python_stdlib.zip holds the sources of all 179 top-level modules, and Python
// compiles each module it imports from source on every start (the zip cannot keep bytecode):
// about a second of a first visit here, for modules Pyodide itself imports to boot. This
// writes a zip of only the modules the site imports, as bytecode.
//
// Which modules: found in the Pyodide this ships, not by hand nor in this machine's CPython
// (another version, another bootstrap: Pyodide 3.14's start needs `_pyodide`, `_py_warnings`,
// `annotationlib`, `asyncio`, ... which CPython's does not). Python boots from the stock zip,
// imports every module of the package in <wheel> (`py_games`), every
// standard-library name any of its sources imports anywhere (so an import inside a function
// is found without running it), and answers a workout of requests of every bridge function
// for every game (so a standard module importing another lazily on a path py_games runs is
// found too), in every language; every module then in `sys.modules` that came from the zip is
// kept, one by one (`encodings.utf_8`, not the hundred other codecs; modules Python has frozen
// in, such as `os`, never come from the zip).
//
// The bytecode is unchecked-hash and sourceless (`asyncio/__init__.pyc` in place of
// `.py`), which zipimport reads as it is: nothing compiles at start. Tracebacks still name
// each module's path; they cannot show its source lines.
//
// Then a second Python boots from the new zip and answers the same workout: a module the cut
// left out fails the build here, not a visitor's page. The kept names go to stdout, one a line.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// (The catalogs folder: the site's i18n/, whose <lang>.mo the workout reads as the worker
// hands them to Python.)
const [folder, wheel, out, catalogs] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!folder || !wheel || !out) {
  console.error("usage: node tools/pyodide_stdlib.mjs <pyodide folder> <wheel> <out.zip> [<catalogs folder>]");
  process.exit(2);
}
// A Python error's message is its traceback. Left uncaught, Node prints it after the line of
// the minified runtime that threw (a megabyte), and build.py saw only that line: the traceback
// alone, then.
process.on("uncaughtException", (error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const here = path.dirname(fileURLToPath(import.meta.url));
const workout = readFileSync(path.join(here, "stdlib_workout.py"), "utf-8");
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);

/** A Python with the wheel unpacked on its path as the site's worker unpacks it (which
 * imports modules of its own: zipfile reads the names of the files as cp437), the out folder
 * mounted; stderr shown.
 * @param {object} options */
async function python(options) {
  const pyodide = await loadPyodide({ indexURL: `${folder}${path.sep}`, ...options });
  pyodide.setStdout({ batched: (line) => console.error(line) });
  pyodide.FS.mkdirTree("/packages");
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/packages" });
  pyodide.FS.mkdirTree("/out");
  pyodide.mountNodeFS("/out", path.dirname(out));
  if (catalogs) {
    pyodide.FS.mkdirTree("/catalogs");
    pyodide.mountNodeFS("/catalogs", catalogs);
  }
  pyodide.runPython("import sys; sys.path.insert(0, '/packages')");
  pyodide.runPython(workout);
  return pyodide;
}

const stock = await python({});
const found = JSON.parse(stock.runPython(`
found = plan()
names = exercise(found)
write_cut(names, ${JSON.stringify(`/out/${path.basename(out)}`)})
json.dumps({"plan": found, "names": names})
`));
const cut = await python({ stdLibURL: out });
cut.globals.set("found", JSON.stringify(found));
cut.runPython(`
found = json.loads(found)
missing = set(exercise(found["plan"])) - set(found["names"])
if missing:
    raise RuntimeError(f"the cut standard library lacks {sorted(missing)}")
if not sys.modules["json"].__spec__.origin.endswith(".pyc"):
    raise RuntimeError("the cut standard library was not imported as bytecode")
`);
console.log(found.names.join("\n"));

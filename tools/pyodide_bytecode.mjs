// Compile the Python sources under a folder to bytecode with the Pyodide the site ships, in
// Node, for build.py:
//
//     node tools/pyodide_bytecode.mjs <pyodide folder> <folder>
//
// Each module's `__pycache__/<name>.cpython-3XX.pyc` is written beside it. Only that Python can
// write them: bytecode is specific to its version, and this machine's CPython is another.
// The browser then imports py_games without compiling it (bench/bench_startup.py measures it).
// Hash-checked files: Python reads the source and uses the bytecode only while their hashes
// match, so an edited source is never run from stale bytecode (and a wheel's file times, which
// unpacking does not keep, do not matter).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, sources] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!folder || !sources) {
  console.error("usage: node tools/pyodide_bytecode.mjs <pyodide folder> <folder>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${folder}${path.sep}` });
pyodide.mountNodeFS("/sources", sources);
const ok = pyodide.runPython(`
import compileall, py_compile, sys
sys.stdout = sys.stderr  # what failed to compile, for build.py's message
compileall.compile_dir(
    "/sources", quiet=1,
    invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH,
)
`);
process.exit(ok ? 0 : 1);

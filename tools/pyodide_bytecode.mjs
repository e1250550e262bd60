// Compile the Python sources under a folder to sourceless bytecode with the Pyodide the site
// ships, in Node, for build.py:
//
//     node tools/pyodide_bytecode.mjs <pyodide folder> <folder>
//
// Each `module.py` under <folder> (an unpacked wheel: paths as installed) is replaced by
// `module.pyc`, which Python imports as it is, with no source beside it: the site's wheel then
// downloads no source, and a first visit compiles nothing. Only that Python can write them:
// bytecode is specific to its version, and this machine's CPython is another.
//
// The bytecode is unchecked-hash (no source to check against) and without docstrings: nothing
// the site runs reads one (the command line, which does, is not shipped), and they were a third
// of it. Asserts stay (-OO would drop them too). Each code object names the module's path as
// installed in Pyodide's site-packages, so a traceback names the file (without its lines).
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
pyodide.runPython(`
import ast, importlib.util, site
from importlib._bootstrap_external import _code_to_hash_pyc
from pathlib import Path

installed = Path(site.getsitepackages()[0])


def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \\
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass(lineno=body[0].lineno, col_offset=0)]
    return tree


root = Path("/sources")
for source in sorted(root.rglob("*.py")):
    data = source.read_bytes()
    name = str(installed / source.relative_to(root))
    tree = without_docstrings(ast.parse(data, name))
    code = compile(tree, name, "exec", dont_inherit=True)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    source.with_suffix(".pyc").write_bytes(bytes(pyc))
    source.unlink()
`);

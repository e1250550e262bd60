// Runs pytest inside Pyodide in a worker, so the page (and Playwright polling it) stays
// responsive while the suites run. Lines of output and the exit code go back as messages.
const say = (message) => postMessage(message);
const bytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
};

onmessage = async ({ data: args }) => {
  try {
    const { loadPyodide } = await import("./pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
    pyodide.setStdout({ batched: (line) => say({ line }) });
    pyodide.setStderr({ batched: (line) => say({ line }) });
    const manifest = await (await fetch("./manifest.json")).json();
    const site = pyodide.runPython("import site; site.getsitepackages()[0]");
    // The site's own wheel and its parts, unpacked aside for site_bytecode.py to check: the
    // suites import the package as pip installs it (sources, every file), from the bundle.
    pyodide.unpackArchive(await bytes(`wheels/${manifest.py_games.wheel}`), "wheel", { extractDir: "/site-wheel" });
    for (const part of Object.values(manifest.py_games.parts)) {
      pyodide.unpackArchive(await bytes(part.file), "zip", { extractDir: "/site-wheel" });
    }
    pyodide.unpackArchive(await bytes("pytest-bundle.zip"), "zip", { extractDir: "/bundle" });
    say({ python: pyodide.runPython("import sys; sys.version.split()[0]") });
    pyodide.globals.set("pytest_args", JSON.stringify(args));
    const code = await pyodide.runPythonAsync(`
import json, os, shutil, site, sys
# The package as pip installs it, with each game's own tests, which pip's wheel leaves out.
shutil.copytree("/bundle/package/py_games", site.getsitepackages()[0] + "/py_games")
shutil.copytree("/bundle/games/py_games", site.getsitepackages()[0] + "/py_games", dirs_exist_ok=True)
sys.path[:0] = ["/bundle/site-packages", "/bundle", "/bundle/tests"]
sys.path.append("/bundle/stdlib")  # after the site's cut library: what it leaves out
# A package the cut keeps has only the modules the site imports: its others come from the rest
# (a package's modules are looked for in its own folder, never on sys.path).
PathFinder = next(f for f in sys.meta_path if getattr(f, "__name__", "") == "PathFinder")
class Rest:
    @staticmethod
    def find_spec(name, path=None, target=None):
        parent = name.rpartition(".")[0]
        if not parent:
            return None
        return PathFinder.find_spec(name, ["/bundle/stdlib/" + parent.replace(".", "/")])
sys.meta_path.append(Rest)
import pytest
os.chdir("/bundle")
int(pytest.main(json.loads(pytest_args)))
`);
    say({ exit: String(code) });
  } catch (error) {
    say({ line: String(error) });
    say({ exit: "crashed" });
  }
};

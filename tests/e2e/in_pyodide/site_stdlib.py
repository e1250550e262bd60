"""Run inside Pyodide by test_in_pyodide.py (see site_bytecode.py for why here): the standard
modules py_games imports come from the site's own cut library, as bytecode, not from the rest
of the library the test page adds after it for the test tools.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import py_games
import py_games.bridge

SITE_STDLIB = next(entry for entry in sys.path if entry.endswith(".zip"))


def test_the_site_library_is_bytecode_and_serves_every_standard_import_of_py_games() -> None:
    folder = Path(py_games.__file__).parent
    names = set()
    for source in folder.rglob("*.py"):
        if "tests" in source.relative_to(folder).parts:
            continue  # a game's own tests, put beside the package for this run: not shipped
        for node in ast.walk(ast.parse(source.read_bytes())):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    served = {
        name: str(module.__spec__.origin)
        for name, module in sys.modules.items()
        if name in names and module.__spec__ and module.__spec__.origin
        and module.__spec__.origin.startswith(SITE_STDLIB + "/")
    }  # fmt: skip
    assert {"json", "random", "dataclasses", "re"} <= served.keys(), sorted(served)
    for name, origin in served.items():
        assert origin.endswith(".pyc"), f"{name} was compiled from source: {origin}"
    others = {
        name: str(module.__spec__.origin)
        for name, module in sys.modules.items()
        if name in names and module.__spec__ and "/bundle/stdlib/" in str(module.__spec__.origin)
    }
    assert not others, f"py_games imports what the site's library lacks: {others}"

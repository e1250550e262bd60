"""Run inside Pyodide by test_in_pyodide.py, beside the rules suites (it means nothing in
CPython, so its name keeps CPython's pytest from collecting it): the site's wheel and its parts
bring sourceless bytecode for the site's Python, and no source, so a first visit imports
py_games without compiling it and downloads no source.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import pkgutil
import sys
from pathlib import Path

import py_games

UNCHECKED_HASH = 0b01  # the flags of a hash-based pyc that Python does not check


def test_every_module_is_imported_from_the_bytecode_the_site_brings() -> None:
    # Every module the wheel and its parts hold, and only bytecode: no source beside any.
    names = [info.name for info in pkgutil.walk_packages(py_games.__path__, "py_games.")]
    shipped = [name for name in names if "tests" not in name.split(".")]
    for name in shipped:
        if name.endswith(("__main__", ".command", ".fence", ".page")):
            continue  # the command line's: not shipped (sitebuild/split.py)
        module = importlib.import_module(name)
        assert isinstance(module.__spec__.loader, importlib.machinery.SourcelessFileLoader), name
    # (Not a game's own tests, put beside the package for this run: the site ships none.)
    modules = [
        m
        for name, m in sys.modules.items()
        if name.split(".")[0] == "py_games" and "tests" not in name.split(".")
    ]
    assert len(modules) > 10
    for module in modules:
        compiled = Path(str(module.__file__))
        assert compiled.suffix == ".pyc", compiled
        assert not compiled.with_suffix(".py").exists(), f"{compiled}: a source beside it"
        data = compiled.read_bytes()
        assert data[:4] == importlib.util.MAGIC_NUMBER, f"{compiled}: for another Python"
        assert int.from_bytes(data[4:8], "little") == UNCHECKED_HASH, compiled

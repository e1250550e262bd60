"""Run inside Pyodide by test_in_pyodide.py, beside the rules suites (it means nothing in
CPython, so its name keeps CPython's pytest from collecting it): the site's wheel brings
bytecode that the site's Python uses, so a first visit imports py_games without compiling it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import py_games.bridge  # noqa: F401 (every module the page imports)

CHECKED_HASH = 0b11  # the flags of a hash-based pyc that Python checks against its source


def test_every_module_is_imported_from_the_bytecode_the_wheel_brings() -> None:
    # Pyodide writes no bytecode of its own (sys.dont_write_bytecode), so any found came
    # from the wheel.
    assert sys.dont_write_bytecode
    # (Not a game's own tests, put beside the package for this run: the wheel ships none.)
    modules = [
        m
        for name, m in sys.modules.items()
        if name.split(".")[0] == "py_games" and "tests" not in name.split(".")
    ]
    assert len(modules) > 10
    for module in modules:
        source = Path(str(module.__file__))
        cached = Path(importlib.util.cache_from_source(str(source)))
        data = cached.read_bytes()
        assert data[:4] == importlib.util.MAGIC_NUMBER, f"{cached}: for another Python"
        assert int.from_bytes(data[4:8], "little") == CHECKED_HASH, cached
        assert data[8:16] == importlib.util.source_hash(source.read_bytes()), f"{cached}: stale"

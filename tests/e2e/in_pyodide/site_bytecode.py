"""Run inside Pyodide by test_in_pyodide.py, beside the rules suites (it means nothing in
CPython, so its name keeps CPython's pytest from collecting it): the site's wheel and its parts
(unpacked in /site-wheel by the test page's worker) bring sourceless bytecode for the site's
Python and no source, so a first visit downloads no source and imports py_games without
compiling it.
"""

from __future__ import annotations

import importlib.util
import marshal
import site
import sys
from pathlib import Path
from types import CodeType

SITE = Path("/site-wheel")
UNCHECKED_HASH = 0b01  # the flags of a hash-based pyc that Python does not check


def test_the_site_brings_bytecode_this_python_runs_and_no_source() -> None:
    compiled = sorted(SITE.rglob("*.pyc"))
    assert len(compiled) > 50
    assert not list(SITE.rglob("*.py"))
    installed = Path(site.getsitepackages()[0])
    for path in compiled:
        data = path.read_bytes()
        assert data[:4] == importlib.util.MAGIC_NUMBER, f"{path}: for another Python"
        assert int.from_bytes(data[4:8], "little") == UNCHECKED_HASH, path
        code = marshal.loads(data[16:])
        assert isinstance(code, CodeType)
        # A traceback names the module's file where the site installs it.
        assert code.co_filename == str(installed / path.relative_to(SITE).with_suffix(".py"))


def test_the_sites_wheel_and_parts_import_from_their_bytecode() -> None:
    # Imported afresh from /site-wheel, apart from the package the suites run on.
    saved = {name: module for name, module in sys.modules.items() if name.startswith("py_games")}
    for name in saved:
        del sys.modules[name]
    sys.path.insert(0, str(SITE))
    try:
        import py_games.bridge
        import py_games.editing
        import py_games.lessons
        import py_games.puzzles.play
        import py_games.review

        assert py_games.bridge.handle('{"fn": "catalog"}').startswith('{"games"')
        modules = [m for name, m in sys.modules.items() if name.startswith("py_games")]
        assert len(modules) > 50
        for module in modules:
            assert str(module.__file__).startswith(str(SITE)), module.__file__
            assert str(module.__file__).endswith(".pyc"), module.__file__
    finally:
        sys.path.remove(str(SITE))
        for name in [name for name in sys.modules if name.startswith("py_games")]:
            del sys.modules[name]
        sys.modules.update(saved)

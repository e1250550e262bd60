"""Files of the package that may be absent where it is installed, and who can bring them.

Installed as pip installs it, every file of py_games is there and this module does nothing. A
host that ships the package in pieces (the site downloads the modules that play a game first,
and its lessons, puzzles, review... only when first used) gives one *source* with
:func:`served_by`; from then on a module of py_games that is not found, or a file of it
(:meth:`py_games.parts.Parts.file`), is asked of that source once, by its path in the package as
pip installs it (``py_games/editing.py``, ``py_games/games/tonga/puzzles.jsonl``), and is there
afterwards. What the source does to bring a file (download the archive that holds it, unpack it
beside the others) is its own business: py_games knows nothing of the host.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Protocol


class Source(Protocol):
    """What can bring the absent files of the package."""

    def holds(self, path: str) -> bool:
        """Whether it can bring the file at `path` (without bringing it)."""
        ...

    def bring(self, path: str) -> bool:
        """Put the file at `path` where the package is installed, with whatever comes with it;
        whether it is there now."""
        ...


_source: Source | None = None

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
"""The folder the package is installed in (site-packages): where a brought file goes."""


def served_by(source: Source) -> None:
    """From now on, ask `source` for the files of the package that are not found."""
    global _source  # noqa: PLW0603 (one source for the process, as the package is one)
    _source = source
    if _Finder not in sys.meta_path:
        sys.meta_path.append(_Finder)  # last: only for what no other finder found


def held(path: str) -> bool:
    """Whether the file at `path` (in the package, as pip installs it) is absent but can be
    brought."""
    return _source is not None and _source.holds(path)


def bring(path: str) -> bool:
    """Bring the absent file at `path` (in the package, as pip installs it); whether it is
    there now. Python's importers forget what they listed of the package's folders, which the
    file and its archive's others may have changed."""
    if not held(path):
        return False
    assert _source is not None
    brought = bool(_source.bring(path))
    # (importlib.invalidate_caches() would do it too, but imports importlib.metadata.)
    for folder in [p for p in sys.path_importer_cache if p.startswith(_ROOT)]:
        del sys.path_importer_cache[folder]
    return brought


class _Finder:
    """The last finder on ``sys.meta_path``: a module of py_games no other finder found is
    brought from the source (the module's file, as pip installs it) and then found as usual."""

    @classmethod
    def find_spec(
        cls, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(f"{__package__}."):
            return None
        stem = fullname.replace(".", "/")
        if bring(f"{stem}/__init__.py") or bring(f"{stem}.py"):
            return importlib.machinery.PathFinder.find_spec(fullname, path, target)
        return None

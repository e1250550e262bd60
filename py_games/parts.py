"""What one game is made of: :class:`Parts`, which its package declares and the registry binds.

A game's package (``py_games/games/<id>/``) holds everything the game is and names it once, in
its ``PARTS``; :mod:`py_games.registry` lists the packages and is what everything else asks
for a part. Only the rules and the presenter are required; a game without one of the other
parts plays, builds and is tested all the same, and each page says plainly what it lacks
(``docs/tutorials/add-a-game.md`` lists every part and its hooks).

Files beside the game's modules are parts too, found by name in its package when present:
``puzzles.jsonl`` (its puzzle set), ``ratings.json`` (its computer's ratings), ``rules.md``
(its rules page, in Markdown with ```` ```py-games ```` diagrams: the one place its rules are
written), ``picture.svg`` (the picture on its card on the index), ``learned.bin`` (its
learned evaluation's weights, :mod:`py_games.learned`) and ``fairness.jsonl`` (games the
computer played against itself, :mod:`py_games.fairness`, summed up on its rules page).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from . import absent
from .core.game import Game
from .tuning import Tuning
from .view.editor import Editor
from .view.presenter import Presenter

if TYPE_CHECKING:  # (a lesson is loaded when first asked for: so are its modules)
    from importlib.resources.abc import Traversable

    from .lessons.lesson import Lesson

PUZZLES, RATINGS, RULES, PICTURE = "puzzles.jsonl", "ratings.json", "rules.md", "picture.svg"
"""The names of a game's optional files in its package."""
LEARNED = "learned.bin"
"""The name of a game's learned evaluation (:mod:`py_games.learned`) in its package."""
FAIRNESS = "fairness.jsonl"
"""The name of a game's self-play results (:mod:`py_games.fairness`) in its package."""


@dataclass(frozen=True)
class Parts:
    """One game's parts: its rules, what draws it, and what it has besides."""

    rules: type[Game[Any, Any]]
    """The rules (a :class:`~py_games.core.game.Game` subclass): required."""
    presenter: type[Presenter[Any, Any, Any]]
    """What a board draws of its positions: required."""
    package: str
    """Its package's name (``__name__`` of the package that declares the parts), where its
    files are."""
    tuning: type[Tuning[Any, Any, Any]] = Tuning
    """How a search's playouts go in it; the search's defaults where it has none."""
    editor: type[Editor[Any, Any]] | None = None
    """Its position editor; ``None``: it has none (the editor page says so)."""
    lesson: Callable[[], Lesson] | None = None
    """Its lesson, loaded when first asked for; ``None``: it has none (Learn says so)."""

    @property
    def id(self) -> str:
        return self.rules.id

    def file(self, name: str) -> Traversable | None:
        """One of its files (:data:`PUZZLES`, :data:`RATINGS`, :data:`RULES`,
        :data:`PICTURE`), or ``None`` where it has none."""
        found = resources.files(self.package) / name
        if found.is_file() or (absent.bring(self._path(name)) and found.is_file()):
            return found
        return None

    def has(self, name: str) -> bool:
        """Whether it has the file `name`, without bringing it when it is absent
        (:mod:`py_games.absent`)."""
        return (resources.files(self.package) / name).is_file() or absent.held(self._path(name))

    def _path(self, name: str) -> str:
        """Its file `name`'s path in the package, as pip installs it."""
        return f"{self.package.replace('.', '/')}/{name}"

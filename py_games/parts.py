"""What one game is made of: :class:`Parts`, which its package declares and the registry binds.

A game's package (``py_games/games/<id>/``) holds everything the game is and names it once, in
its ``PARTS``; :mod:`py_games.registry` lists the packages and is what everything else asks
for a part. ``PARTS`` is a declaration, in the package's light ``__init__.py``: what the
registry and the catalog say of the game (its id, title, summary, options, the name of its
board's regions, which parts it has) and where each part is (``".rules:Contiguous"``: a module
of the package and a name in it). Its rules and presenter take their id, title, summary,
options and ``groups_name`` from it, so each is written once; the parts themselves are imported
the first time they are asked for (:attr:`Parts.rules`, ...), so that listing the games, or
playing one, imports no other game's modules. Only the rules and the presenter are required;
a game without one of the other parts plays, builds and is tested all the same, and each page
says plainly what it lacks (``docs/tutorials/add-a-game.md`` lists every part and its hooks).

Files beside the game's modules are parts too, found by name in its package when present:
``puzzles.jsonl`` (its puzzle set), ``ratings.json`` (its computer's ratings), ``rules.md``
(its rules page, in Markdown with ```` ```py-games ```` diagrams: the one place its rules are
written), ``picture.svg`` (the picture on its card on the index), ``learned.bin`` (its
learned evaluation's weights, :mod:`py_games.learned`) and ``fairness.jsonl`` (games the
computer played against itself, :mod:`py_games.fairness`, summed up on its rules page).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module, resources
from typing import TYPE_CHECKING, Any, cast

from . import absent
from .tuning import Tuning

if TYPE_CHECKING:  # (each part is imported when first asked for: a lesson with its modules)
    from importlib.resources.abc import Traversable

    from .core.game import Game
    from .core.options import Option
    from .lessons.lesson import Lesson
    from .view.editor import Editor
    from .view.presenter import Presenter

PUZZLES, RATINGS, RULES, PICTURE = "puzzles.jsonl", "ratings.json", "rules.md", "picture.svg"
"""The names of a game's optional files in its package."""
LEARNED = "learned.bin"
"""The name of a game's learned evaluation (:mod:`py_games.learned`) in its package."""
FAIRNESS = "fairness.jsonl"
"""The name of a game's self-play results (:mod:`py_games.fairness`) in its package."""


@dataclass(frozen=True)
class Parts:
    """One game: what is said of it without importing it, and where its parts are.

    A part's place is ``"<module>:<name>"``, the module relative to :attr:`package`
    (``".rules"``; empty for the package itself, as a game of one module has it)."""

    id: str
    """Its short id, in records, links and :data:`py_games.GAMES` (``"contiguous"``)."""
    title: str
    """Its title, a name, never translated."""
    summary: str
    """One sentence saying how it plays, marked with ``N_`` (translated where it is shown)."""
    package: str
    """Its package's name (``__name__`` of the package that declares the parts), where its
    modules and files are."""
    rules_at: str
    """Where its rules are (a :class:`~py_games.core.game.Game` subclass): required."""
    presenter_at: str
    """Where what a board draws of its positions is (a
    :class:`~py_games.view.presenter.Presenter` subclass): required."""
    options: tuple[Option, ...] = ()
    """Its options (the rules' ``OPTIONS``)."""
    groups_name: str = ""
    """What its board calls the regions it can show, marked with ``N_`` (the presenter's
    ``groups_name``); empty: none."""
    tuning_at: str | None = None
    """Where how a search's playouts go in it is; ``None``: the search's defaults."""
    editor_at: str | None = None
    """Where its position editor is; ``None``: it has none (the editor page says so)."""
    lesson_at: str | None = None
    """Where its lesson is; ``None``: it has none (Learn says so)."""

    @property
    def rules(self) -> type[Game[Any, Any]]:
        """Its rules, imported when first asked for."""
        return cast("type[Game[Any, Any]]", self._load(self.rules_at))

    @property
    def presenter(self) -> type[Presenter[Any, Any, Any]]:
        """What draws it, imported when first asked for."""
        return cast("type[Presenter[Any, Any, Any]]", self._load(self.presenter_at))

    @property
    def tuning(self) -> type[Tuning[Any, Any, Any]]:
        """How a search's playouts go in it: its own, imported when first asked for, or the
        search's defaults."""
        if self.tuning_at is None:
            return Tuning
        return cast("type[Tuning[Any, Any, Any]]", self._load(self.tuning_at))

    @property
    def editor(self) -> type[Editor[Any, Any]] | None:
        """Its position editor, imported when first asked for; ``None``: it has none."""
        if self.editor_at is None:
            return None
        return cast("type[Editor[Any, Any]]", self._load(self.editor_at))

    @property
    def lesson(self) -> Lesson | None:
        """Its lesson, imported (with its modules) when first asked for; ``None``: it has
        none."""
        if self.lesson_at is None:
            return None
        return cast("Lesson", self._load(self.lesson_at))

    def _load(self, where: str) -> object:
        module, _, name = where.partition(":")
        return getattr(import_module(module or self.package, self.package), name)

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

"""The registry of implemented games: an explicit list, no import-time side effects.

Each game's package declares its parts (:class:`~py_games.parts.Parts`: its id, title, summary
and options, and where its rules, presenter, search tuning, editor, lesson and files are); the
registry lists the packages, and whatever needs a part asks it here: :func:`get_game` for the
rules, :func:`present` for what a board draws, :func:`editor` for the position editor,
:func:`tuning` for a search's playouts, :func:`lesson` for the Learn pages.

Listing the packages imports only their declarations: a game's modules are imported the
first time one of its parts is asked for (:data:`GAMES` looked up by its id, say), so that a
page that shows and plays one game imports no other (the site's worker starts sooner). The
ids, their order and what the catalog says of each game are known without importing any."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .core.errors import InvalidOptionError, NoEditorError, UnknownGameError, quoted
from .core.game import Game
from .games import contiguous, nonaga, tomoe, tonga, too
from .i18n import _

if TYPE_CHECKING:  # (a lesson is loaded when first asked for)
    from .lessons.lesson import Lesson
    from .parts import Parts
    from .tuning import Tuning
    from .view.editor import Editor
    from .view.presenter import Presenter

# A game is listed here once it is implemented and tested, never before: its import above and
# its name below are all a new game adds outside its own package (docs/tutorials/add-a-game.md).
# Everything that lists the games (the bridge's catalog, the site's index, rules pages and app
# manifest, the tests) reads this.
LISTED: tuple[Parts, ...] = (
    contiguous.PARTS,
    tonga.PARTS,
    too.PARTS,
    nonaga.PARTS,
    tomoe.PARTS,
)

PARTS: Mapping[str, Parts] = MappingProxyType({parts.id: parts for parts in LISTED})
"""Game id -> its parts, for every game that can be played, in the order they are listed: each
part imported when first asked for."""


class _Rules(Mapping[str, type[Game[Any, Any]]]):
    """Game id -> game class, a game's rules imported when it is first looked up: its ids, and
    whether one is listed, are known without importing any."""

    def __getitem__(self, game_id: str) -> type[Game[Any, Any]]:
        return PARTS[game_id].rules

    def __contains__(self, game_id: object) -> bool:
        return game_id in PARTS

    def __iter__(self) -> Iterator[str]:
        return iter(PARTS)

    def __len__(self) -> int:
        return len(PARTS)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(PARTS)})"


GAMES: Mapping[str, type[Game[Any, Any]]] = _Rules()
"""Game id -> game class, for every game that can be played, in the order they are listed
(``.values()`` and ``.items()`` import every game)."""

KEPT = 32
"""Presenters :func:`present` keeps (one per game and options), the most recent first."""

PLANNED: Mapping[str, str] = MappingProxyType({})
"""Game id -> title of the games the suite will have but cannot play yet, so that a link or a
record naming one gets "not playable yet" rather than "no such game"."""


def get_game(game_id: str, /, **options: object) -> Game[Any, Any]:
    """The game ``game_id`` with ``options`` (every other option at its default).

    >>> get_game("contiguous", size=5, players=3).options["size"]
    5
    """
    cls = GAMES.get(game_id) if isinstance(game_id, str) else None
    if cls is None:
        raise unknown_game(game_id)
    return cls(**options)


def parts(game_id: str) -> Parts:
    """The parts of ``game_id``; an :class:`UnknownGameError` names the games."""
    found = PARTS.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise unknown_game(game_id)
    return found


@lru_cache(maxsize=KEPT)
def present(game: Game[Any, Any]) -> Presenter[Any, Any, Any]:
    """What a board draws of ``game``: its presenter, built once per game and options (the last
    :data:`KEPT`), since a presenter may precompute its drawing and a page asks for a scene at
    every click."""
    return PARTS[game.id].presenter(game)


def editor(game: Game[Any, Any]) -> Editor[Any, Any]:
    """The position editor of ``game``; a :class:`NoEditorError` for a game that has none."""
    found = PARTS[game.id].editor
    if found is None:
        having = ", ".join(p.title for p in PARTS.values() if p.editor_at is not None)
        raise NoEditorError(
            # TRANSLATORS: {game} is a game's title, {having} lists the titles of others.
            _("{game} has no position editor; the games with one: {having}").format(
                game=game.title, having=having
            )
        )
    return found(present(game))


def tuning(game: Game[Any, Any]) -> Tuning[Any, Any, Any]:
    """How a search's playouts go in ``game``: its own tuning, or the search's defaults."""
    return PARTS[game.id].tuning(game)


def lessons() -> list[str]:
    """The games that have a lesson, in the registry's order."""
    return [game_id for game_id, parts in PARTS.items() if parts.lesson_at is not None]


def lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id``; an ``UnknownGameError`` names the games that have one."""
    found = PARTS.get(game_id) if isinstance(game_id, str) else None
    known = ", ".join(lessons())
    if found is None:
        raise UnknownGameError(
            # TRANSLATORS: {known} lists game ids (tonga, too), which are not translated.
            _("there is no lesson for {given}; lessons: {known}").format(
                given=quoted(game_id), known=known
            )
        )
    found_lesson = found.lesson
    if found_lesson is None:
        raise UnknownGameError(
            _("{game} has no lesson yet; lessons: {known}").format(game=found.title, known=known)
        )
    return found_lesson


def read_options(game_id: str, given: Mapping[str, object]) -> dict[str, object]:
    """``given`` with each text value of a declared option read as a record reads it: a link's
    fragment and the command line give options as text. Anything else is left for the game to
    accept or refuse (an unknown game or option included)."""
    declared = {o.name: o for o in PARTS[game_id].options} if game_id in PARTS else {}
    return {
        name: declared[name].parse(value, game_id)
        if isinstance(value, str) and name in declared
        else value
        for name, value in given.items()
    }


def option_pairs(texts: Iterable[str]) -> dict[str, str]:
    """Options written ``name=value`` (a command's ``--option``), as text by name."""
    pairs = {}
    for text in texts:
        name, equals, value = text.partition("=")
        if not equals:
            raise InvalidOptionError(
                _("write an option as name=value, not {given}").format(given=quoted(text))
            )
        pairs[name] = value
    return pairs


def unknown_game(game_id: object) -> UnknownGameError:
    """The error for a game id that names no playable game, saying whether it is planned."""
    known = ", ".join(sorted(GAMES))
    if isinstance(game_id, str) and game_id in PLANNED:
        return UnknownGameError(
            # TRANSLATORS: {game} is a game's title, {known} lists game ids (not translated).
            _("{game} is not playable yet; the playable games are: {known}").format(
                game=PLANNED[game_id], known=known
            )
        )
    return UnknownGameError(
        # TRANSLATORS: {known} lists game ids (contiguous, nonaga), which are not translated.
        _("there is no game {given}; the games are: {known}").format(
            given=quoted(game_id), known=known
        )
    )

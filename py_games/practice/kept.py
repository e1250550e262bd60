"""What the player keeps: collections of puzzles, and the puzzles they made.

Both are worked out from the journal, in the order things happened: ``name_collection``
makes a collection (or renames it), ``collect`` / ``uncollect`` put a puzzle in / take it
out (a puzzle put in a collection never named makes it, unnamed: its name comes with the
events of another tab or file), ``delete_collection`` deletes it with its puzzles (a later
event may make it again). A puzzle is in a collection once, in the order it was first put
there. A made puzzle is kept once, however often it was made (:attr:`.events.Made.puzzle`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import Collect, DeleteCollection, Made, NameCollection, Uncollect

if TYPE_CHECKING:
    from .journal import Journal

MADE_DIFFICULTY = 2
"""A made puzzle kept without a difficulty counts as its depth plus this many points (the
points a few plausible steps give: :func:`py_games.puzzles.difficulty`)."""


@dataclass(frozen=True)
class Collection:
    id: str
    name: str | None
    """``None`` until a name comes."""
    puzzles: tuple[str, ...]
    made: int
    """When it was made (milliseconds since 1970): collections are listed in that order."""


def collections(journal: Journal) -> tuple[Collection, ...]:
    """The collections the journal leaves, oldest first (in time linear in the journal)."""
    names: dict[str, str | None] = {}
    made_at: dict[str, int] = {}
    puzzles: dict[str, dict[str, None]] = {}  # each collection's puzzles, in order, once
    for event in journal.events:
        if isinstance(event, DeleteCollection):
            for table in (names, made_at, puzzles):
                table.pop(event.collection, None)
            continue
        if not isinstance(event, NameCollection | Collect | Uncollect):
            continue
        if event.collection not in names:
            names[event.collection], made_at[event.collection] = None, event.at
            puzzles[event.collection] = {}
        if isinstance(event, NameCollection):
            names[event.collection] = event.name
        elif isinstance(event, Collect):
            puzzles[event.collection].setdefault(event.puzzle)
        else:
            puzzles[event.collection].pop(event.puzzle, None)
    return tuple(Collection(key, names[key], tuple(puzzles[key]), made_at[key]) for key in names)


def made(journal: Journal) -> tuple[Made, ...]:
    """The puzzles made and kept, each once (the first time it was made), oldest first."""
    found: dict[str, Made] = {}
    for event in journal.events:
        if isinstance(event, Made):
            found.setdefault(event.puzzle, event)
    return tuple(found.values())


def difficulty(puzzle: Made) -> int:
    """A made puzzle's difficulty: its own, or read from its depth (:data:`MADE_DIFFICULTY`)."""
    return puzzle.difficulty if puzzle.difficulty is not None else puzzle.depth + MADE_DIFFICULTY

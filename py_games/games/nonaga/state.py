"""Nonaga's values: the state and the constants that the rules, the board and the search share.

Kept apart from the rules (:mod:`.rules`) so that the board (:mod:`.scene`) and the search
(:mod:`.search`), which the rules class names as its companions, need not import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.game import State
from ...core.hexes import Axial, axial_name

if TYPE_CHECKING:
    from .history import History

COUNTER, RING = 0, 1
"""The two steps of a turn, in order."""
STEPS = ("counter", "ring")
"""Each step's name, in position text and in words."""
COUNTERS_EACH = 3
RINGS = 19
START_COUNTERS = (((2, -2), (-2, 0), (0, 2)), ((0, -2), (2, 0), (-2, 2)))

Key = str


@dataclass(frozen=True)
class NonagaState(State):
    """A Nonaga position and the positions that came before it (for repetitions)."""

    rings: tuple[Axial, ...]
    """Every ring, in a fixed order: a ring's index is its identity."""
    counters: tuple[tuple[Axial, ...], tuple[Axial, ...]]
    """Each player's counters, in a fixed order too."""
    to_move: int
    step: int
    """``COUNTER`` or ``RING``: which step of the turn comes next."""
    locked: Axial | None
    """The ring the opponent moved on their last turn, which may not move now."""
    seen: History | None = None
    """The position of every decision so far, this one last (so ``seen.times`` is how many
    times this position has come up), shared with the states before it; ``None`` only in a
    state the rules are still building."""

    @property
    def key(self) -> Key:
        """The position, as repetition compares it: its text (short, and cheap to keep)."""
        # Positions in reading order, each q,r (hexes.positions_text, in fewer steps: every
        # step of a search writes one).
        lists = [
            ";".join([f"{q},{r}" for r, q in sorted([(r, q) for q, r in cells])])
            for cells in (self.rings, *self.counters)
        ]
        locked = "-" if self.locked is None else axial_name(self.locked)
        return f"{lists[0]} {lists[1]} {lists[2]} {self.to_move} {STEPS[self.step]} {locked}"

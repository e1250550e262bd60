"""Nonaga's position text read into a state (:func:`read_position`): each field checked, in
the order it is written, with a message naming what is wrong.

The rules (:meth:`.rules.Nonaga._from_position`) split the text into its fields and then
check that a game can reach what is read here; this module knows only the pieces.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ...core.errors import InvalidPositionError, quoted
from ...core.groups import connected_groups
from ...core.hexes import Axial, axial_name, neighbours, read_positions
from ...i18n import _, ngettext
from .history import History
from .state import COUNTERS_EACH, RINGS, STEPS, NonagaState


def read_position(fields: Sequence[str], read_player: Callable[[str], int]) -> NonagaState:
    """The state written by position text's six ``fields`` (rings, each player's counters, the
    player to move, the step, the locked ring), ``read_player`` reading the fourth."""
    # Counted before they are read: a list of thousands is refused at once.
    # "-" lists none (a position editor writes an empty list so).
    if (count := _count(fields[0])) != RINGS:
        raise InvalidPositionError(
            ngettext(
                "the table has {n} ring; Nonaga has {rings}",
                "the table has {n} rings; Nonaga has {rings}",
                count,
            ).format(n=count, rings=RINGS)
        )
    # TRANSLATORS: what was being read, before a colon and what is wrong in it.
    rings = read_positions(_("the rings"), fields[0])
    parts = connected_groups(rings, neighbours)
    if len(parts) > 1:
        apart = axial_name(parts[-1][0])
        raise InvalidPositionError(
            _("the rings are not connected: {cell} is apart").format(cell=apart)
        )
    counters = []
    for player in (0, 1):
        if (count := _count(fields[1 + player])) != COUNTERS_EACH:
            # TRANSLATORS: {player} is 0 or 1, as position text numbers the players.
            raise InvalidPositionError(
                ngettext(
                    "player {player} has {n} counter; each player has {each}",
                    "player {player} has {n} counters; each player has {each}",
                    count,
                ).format(player=player, n=count, each=COUNTERS_EACH)
            )
        mine = read_positions(
            _("player {player}'s counters").format(player=player), fields[1 + player]
        )
        off = [axial_name(cell) for cell in mine if cell not in rings]
        if off:
            raise InvalidPositionError(
                _("player {player}'s counter on {cell} is not on a ring").format(
                    player=player, cell=off[0]
                )
            )
        counters.append(mine)
    shared = set(counters[0]) & set(counters[1])
    if shared:
        raise InvalidPositionError(_("two counters on {cell}").format(cell=axial_name(min(shared))))
    mover, step_text, locked_text = fields[3:]
    player = read_player(mover)
    if step_text not in STEPS:
        raise InvalidPositionError(
            _("the step is counter or ring, not {text}").format(text=quoted(step_text))
        )
    locked = None if locked_text == "-" else _read_locked(locked_text)
    if locked is not None and locked not in rings:
        raise InvalidPositionError(
            _("the locked ring {cell} is not a ring").format(cell=axial_name(locked))
        )
    state = NonagaState(
        tuple(rings), (counters[0], counters[1]), player, STEPS.index(step_text), locked
    )
    return replace(state, seen=History(state.key))


def _read_locked(text: str) -> Axial:
    if ";" in text:
        raise InvalidPositionError(
            _("the locked ring is one position or -, not {text}").format(text=quoted(text))
        )
    return read_positions(_("the locked ring"), text)[0]


def _count(text: str) -> int:
    """How many positions a list in position text holds (``-`` for none)."""
    return 0 if text == "-" else text.count(";") + 1

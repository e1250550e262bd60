"""What Nonaga's learned evaluation sees (:mod:`py_games.learned`): :func:`patterns`, which
:meth:`NonagaTuning.patterns <py_games.games.nonaga.search.NonagaTuning.patterns>` answers.

As one player sees the table, every position is one of four things: **bare** (no ring),
an **empty ring**, a ring with **their** counter on it, or a ring with **the other's**. The
patterns of a position for that player are:

- **around**, for every ring, its rosette: the ring and the six positions that share a side
  with it, one pattern per rosette, the same for all twelve turns and mirror images of it
  (the rules have every symmetry of the hexagon): where counters stand together, where a
  slide stops (at a counter or at the board's edge), which rings are on the edge;
- **locked**, once while a ring is locked: the locked ring's rosette (turned and mirrored as
  above) with the phase (below): the ring that may not move this turn, and what it holds up;
- **threats**, once: how many slides would join the player's three counters at once, and how
  many would join the other's (each capped at :data:`MOST_THREATS`), with the phase. The
  game is won by such a slide, so whether the player about to slide has one nearly decides
  it, and the ring step in between is the only way to take one away;
- **mine** and **theirs**, once each: the three distances between the player's counters, and
  between the other's, smallest first (each capped at :data:`FARTHEST`): how far each is from
  joining them (1, 1 and 2 is a line or a bend, one slide from a win).

The **phase** is where the turn stands, relative to the player: 0 their counter step next, 1
their ring step next (right after their own slide), 2 the other's counter step next (right
after their own ring step), 3 the other's ring step next. The same player takes both steps of
a turn, so after a slide their ring step comes before the other can use a threat, and after a
ring step the other slides at once.

Each pattern is its kind times :data:`KIND` plus its number: a rosette's smallest code over
its twelve symmetries (the code: its seven places as the digits of a number in base 4, bare 0,
empty ring 1, theirs 2, the other's 3, the centre first and then the six neighbours in the
order of :data:`~py_games.core.hexes.DIRECTIONS`, the most significant first); locked's
``phase × 4**7 + rosette``; threats' ``(phase × (MOST_THREATS + 1) + the player's) ×
(MOST_THREATS + 1) + the other's``; mine's and theirs' ``(a × (FARTHEST + 1) + b) ×
(FARTHEST + 1) + c`` for the distances ``a ≤ b ≤ c``.

Nothing here depends on the options (who moves first, which rings are free), nor on where
the rings lie on the table: one table serves every position of every rule set.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...core.hexes import DIRECTIONS, Axial, distance
from .geometry import layout, slides, touching

if TYPE_CHECKING:
    from .state import NonagaState

ROSETTE = 4**7
"""How many rosettes there are before symmetry (each of 7 places one of 4 things)."""
KIND = 1 << 22
"""Patterns of one kind are KIND apart (the kinds below, times KIND, plus the pattern)."""
AROUND, LOCKED, THREATS, MINE, THEIRS = 1, 2, 3, 4, 5
MOST_THREATS = 3
"""More winning slides than this count as this many."""
FARTHEST = 7
"""Counters farther apart than this count as this far."""

# patterns() reads each ring's six neighbours at these offsets, in this order.
assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@cache
def canonical() -> list[int]:
    """Each rosette's code (the module's docstring) mapped to its pattern: ``AROUND * KIND``
    plus the smallest code among its twelve turns and mirror images. Made at the first call,
    not with the tuning (a search without a table never asks), one orbit of codes at a time."""
    found = [-1] * ROSETTE
    for code in range(ROSETTE):
        if found[code] >= 0:
            continue  # in the orbit of a smaller code, already mapped
        centre, ring = code >> 12, [(code >> (2 * (5 - k))) & 3 for k in range(6)]
        orbit = []
        for turned in (ring, ring[::-1]):
            for k in range(6):
                value = centre
                for place in turned[k:] + turned[:k]:
                    value = value * 4 + place
                orbit.append(value)
        for value in orbit:
            found[value] = AROUND * KIND + code  # code is the orbit's smallest
    return found


def winning_slides(free: frozenset[Axial], counters: tuple[Axial, ...]) -> int:
    """How many slides of one of ``counters`` (over the rings in ``free``) would join all
    three, capped at :data:`MOST_THREATS`."""
    a, b, c = counters
    count = 0
    for start, others in ((a, (b, c)), (b, (a, c)), (c, (a, b))):
        for end in slides(free, start):
            if touching((end, *others)):
                count += 1
    return min(count, MOST_THREATS)


def spread(counters: tuple[Axial, ...]) -> int:
    """The three distances between ``counters``, smallest first, capped, as one number."""
    a, b, c = counters
    near, middle, far = sorted(
        (
            min(distance(a, b), FARTHEST),
            min(distance(a, c), FARTHEST),
            min(distance(b, c), FARTHEST),
        )
    )
    return (near * (FARTHEST + 1) + middle) * (FARTHEST + 1) + far


def patterns(state: NonagaState, player: int) -> list[int]:
    """The patterns ``player`` sees in ``state`` (the module's docstring)."""
    table = canonical()
    mine, theirs = state.counters[player], state.counters[1 - player]
    # Each ring as the player sees it; positions with no ring are bare (0).
    what = dict.fromkeys(state.rings, 1)
    for cell in mine:
        what[cell] = 2
    for cell in theirs:
        what[cell] = 3
    get = what.get
    codes = {}
    found = []
    for q, r in state.rings:
        code = (
            (what[(q, r)] << 12)
            | (get((q + 1, r), 0) << 10)
            | (get((q + 1, r - 1), 0) << 8)
            | (get((q, r - 1), 0) << 6)
            | (get((q - 1, r), 0) << 4)
            | (get((q - 1, r + 1), 0) << 2)
            | get((q, r + 1), 0)
        )
        codes[(q, r)] = code
        found.append(table[code])
    phase = 2 * (state.to_move != player) + state.step
    if state.locked is not None and state.locked in codes:
        rosette = table[codes[state.locked]] - AROUND * KIND
        found.append(LOCKED * KIND + phase * ROSETTE + rosette)
    free = layout(state).free
    threats = (phase * (MOST_THREATS + 1) + winning_slides(free, mine)) * (
        MOST_THREATS + 1
    ) + winning_slides(free, theirs)
    found.append(THREATS * KIND + threats)
    found.append(MINE * KIND + spread(mine))
    found.append(THEIRS * KIND + spread(theirs))
    return found

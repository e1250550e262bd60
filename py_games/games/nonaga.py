"""Nonaga, by Viktor Bautista i Roca (2008): the players move the board itself.

Rules
    Nineteen rings make the board. At the start they fill every position within two steps of
    ``0,0``, a hexagon; each player's three counters stand on alternate corners (player 0 on
    ``2,-2``, ``-2,0``, ``0,2``; player 1 on ``2,0``, ``0,-2``, ``-2,2``). A turn is two steps
    by the same player, always in this order:

    1. *A counter.* One of the player's counters slides in one of the six directions. It keeps
       going while the next position holds a ring with no counter on it and stops on the last
       such ring: it must move, and it cannot stop early.
    2. *A ring.* A ring goes to another position. It must carry no counter, must not be the
       ring the opponent moved on their turn just before, and must be free: it can slide out
       of the board in the plane without pushing another ring. Lifted, it must leave the
       other rings connected (a ring touching only one other is fine), and it must be put on
       an empty position, not the one it left, touching at least two of the other rings.

    A player whose three counters touch one another (a line, a triangle or a bent line) wins
    at once; the ring step of that turn is not played.

Options
    ``first`` (0 or 1, default 0): who moves first. The original draws lots; the player lets
    people choose or draw.
    ``free_rule``: when a ring can slide out. ``"gap"`` (default): two of the positions around
    it, side by side, are empty, so there is a gap wide enough to pull it through.
    ``"fewer_than_5"``: it has at most four neighbouring rings (the simpler test some
    implementations use).

Choices where the rules are silent
    - A step with no legal move is skipped: a player who cannot slide any counter goes
      straight to the ring step; one who cannot move a ring ends the turn, and the opponent
      then has no locked ring. If nobody can do anything at all, the game is a draw.
    - The third time the same position comes up (rings, counters, player to move, step and
      locked ring), the game is a draw: every game ends.
    - Each player's score, shown live, is their largest group of touching counters (1 to 3).
    - The players are Player 1 and Player 2; the board draws their counters in their seat's
      colour and mark.

The computer opponent
    Random games of Nonaga wander for dozens of steps and end by chance, so a search's playout
    takes a winning slide when it has one, stops after two turns and scores the position: a
    slide that would win for the player about to slide is nearly a win; otherwise the player
    whose counters stand closer together (their three distances summed) has the better chance.
    Those scores differ by little from one step to the next, so the search explores less widely
    than its default (``exploration`` 0.5 instead of 1), which is what lets a stronger level's
    larger budget tell (level 3 against 2: 16–4 in the benchmark's first 20 games, against 11–9
    with the default; the README's table has the full rows).

History
    Repetition needs the positions seen so far, so a state holds them (``seen``): states with
    the same position and different pasts are different states (``Game.keeps_history``).
    Position text holds the position alone; reading it starts a history there. The order of
    the rings and counters in a state is their identity, which the board uses to animate a
    piece that moves: a step keeps every other piece in its place. Position text lists them
    in reading order, so reading a text numbers them afresh.

Notation
    Both steps are written ``<from>><to>`` with positions as ``q,r`` (``notation.md``):
    ``2,-2>-1,1`` slides the counter on ``2,-2`` to ``-1,1`` in a counter step, and moves a
    ring in a ring step. The state says which step comes next.

Position text
    Six fields separated by spaces: ``<rings> <player 0's counters> <player 1's counters>
    <player to move> <step> <locked ring>``. Each list of positions is separated by ``;`` in
    reading order (top row first, left to right); the step is ``counter`` or ``ring``; the
    locked ring (which may not move this turn) is a position or ``-``. The start, with the 19
    rings shortened here::

        0,-2;1,-2;2,-2;-1,-1;…;0,2 2,-2;-2,0;0,2 0,-2;2,0;-2,2 0 counter -
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from random import Random

from ..core.errors import InvalidPositionError, quoted
from ..core.game import Game, Outcome, Region, ScoreDetail, State
from ..core.groups import connected_groups
from ..core.hexes import (
    DIRECTIONS,
    Axial,
    Slide,
    around,
    axial_name,
    connected,
    distance,
    moved,
    neighbours,
    parse_axial,
    places_around,
    positions_text,
    read_positions,
    reading_order,
    shape,
    slide,
    straight,
)
from ..core.options import Option
from ..core.scene import MarkInfo, PieceInfo, PlaceInfo, PlayerInfo

COUNTER, RING = 0, 1
STEPS = ("counter", "ring")
COUNTERS_EACH = 3
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
    seen: tuple[Key, ...] = ()
    """The position of every decision so far, this one last."""

    @property
    def key(self) -> Key:
        """The position, as repetition compares it: its text (short, and cheap to keep)."""
        locked = "-" if self.locked is None else axial_name(self.locked)
        lists = [positions_text(c) for c in (self.rings, *self.counters)]
        return " ".join([*lists, str(self.to_move), STEPS[self.step], locked])


class Nonaga(Game[NonagaState, Slide]):
    """Nonaga: slide a counter, then move a ring; three touching counters win."""

    id = "nonaga"
    title = "Nonaga"
    summary = "Slide a counter, then move a ring of the board; three touching counters win."
    surface = "table"
    keeps_history = True
    groups_name = "groups of counters"
    OPTIONS = (
        Option(
            "first",
            "First player",
            0,
            minimum=0,
            maximum=1,
            help="0 is Player 1, 1 is Player 2",
            names=("Player 1", "Player 2"),
            by_lot=True,
        ),
        Option(
            "free_rule",
            "Free ring",
            "gap",
            choices=("gap", "fewer_than_5"),
            help="gap: two empty neighbours side by side; fewer_than_5: at most 4 neighbours",
        ),
    )

    def _setup(self) -> None:
        self._gap = self.options["free_rule"] == "gap"
        start = sorted(
            ((q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2),
            key=reading_order,
        )
        self._start_rings = tuple(start)

    # -- playing ---------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[NonagaState]:
        return NonagaState

    def _initial_state(self) -> NonagaState:
        first = self.options["first"]
        assert isinstance(first, int)
        state = NonagaState(self._start_rings, START_COUNTERS, first, COUNTER, None)
        return replace(state, seen=(state.key,))

    def _to_move(self, state: NonagaState) -> int:
        return state.to_move

    def _legal_moves(self, state: NonagaState) -> list[Slide]:
        if state.step == COUNTER:
            return [
                Slide(start, end)
                for start in sorted(state.counters[state.to_move], key=reading_order)
                for end in self._slides(state, start)
            ]
        return [
            Slide(ring, end)
            for ring in sorted(state.rings, key=reading_order)
            if self._ring_held(state, ring) is None
            for end in self._destinations(state, ring)
        ]

    def _parse_move(self, text: str) -> Slide:
        return Slide.parse(text, "a Nonaga step")

    def _why_illegal(self, state: NonagaState, move: Slide) -> str | None:
        if state.step == COUNTER:
            return self._counter_fault(state, move.start) or self._slide_fault(state, move)
        return self._ring_fault(state, move.start) or self._place_fault(state, move)

    def _why_not(self, state: NonagaState, clicks: tuple[str, ...]) -> str:
        start = parse_axial(clicks[0])
        if state.step == COUNTER:
            reason = self._counter_fault(state, start)
        else:
            reason = self._ring_fault(state, start)
        if reason is None and len(clicks) == 2:
            reason = self._why_illegal(state, Slide(start, parse_axial(clicks[1])))
        return reason or super()._why_not(state, clicks)

    def _apply(self, state: NonagaState, move: Slide) -> NonagaState:
        player = state.to_move
        if state.step == COUNTER:
            counters = list(state.counters)
            counters[player] = moved(counters[player], move)
            after = replace(state, counters=(counters[0], counters[1]), step=RING)
            if connected(after.counters[player]):  # won: the ring step is not played
                return replace(after, seen=(*state.seen, after.key))
        else:
            rings = moved(state.rings, move)
            after = replace(state, rings=rings, to_move=1 - player, step=COUNTER, locked=move.end)
        return self._settled(after, state.seen)

    def _settled(self, state: NonagaState, seen: tuple[Key, ...]) -> NonagaState:
        """``state`` moved on past every step with no legal move, with its place in history.

        Skipping changes no piece, only whose step it is (and frees the locked ring when a
        ring step is skipped), so within a few skips the steps repeat: then nobody can move,
        and the game ends (a draw) where it stands.
        """
        current = state
        for _ in range(6):
            done = replace(current, seen=(*seen, current.key))
            if self._can_move(done):
                return done
            if current.step == COUNTER:
                current = replace(current, step=RING)
            else:
                current = replace(current, to_move=1 - current.to_move, step=COUNTER, locked=None)
        return replace(state, seen=(*seen, state.key))

    def playout_move(self, state: NonagaState, rng: Random) -> Slide:
        # A search's playouts: a slide that wins at once when there is one (random slides
        # almost never end a game), else a random legal step, found by trying counters and
        # rings in a random order rather than listing every ring move.
        if state.step == COUNTER:
            if winning := self._winning_slide(state):
                return winning
            mine = state.counters[state.to_move]
            return rng.choice([Slide(c, end) for c in mine for end in self._slides(state, c)])
        for ring in rng.sample(state.rings, len(state.rings)):
            if self._ring_held(state, ring) is None and (ends := self._destinations(state, ring)):
                return Slide(ring, rng.choice(ends))
        return rng.choice(self._legal(state))  # not reached: a ring step is never left waiting

    playout_steps = 4
    exploration = 0.5  # the estimates below are close together: see "The computer opponent"

    def estimate(self, state: NonagaState) -> tuple[float, float]:
        # Random play wanders, so a playout stops after two turns and is scored on how close
        # each player's counters stand (the sum of their three distances: 3 when they touch
        # in a triangle), and on a slide that would win for the player about to slide.
        if state.step == COUNTER and self._winning_slide(state):
            win = 0.9 if state.to_move == 0 else 0.1
            return win, 1.0 - win
        spread = [sum(distance(a, b) for a, b in combinations(c, 2)) for c in state.counters]
        first = min(0.9, max(0.1, 0.5 + 0.1 * (spread[1] - spread[0])))
        return first, 1.0 - first

    def _winning_slide(self, state: NonagaState) -> Slide | None:
        """A slide that joins the three counters of the player to slide, if there is one."""
        mine = state.counters[state.to_move]
        for start in mine:
            for end in self._slides(state, start):
                if connected(moved(mine, move := Slide(start, end))):
                    return move
        return None

    def _can_move(self, state: NonagaState) -> bool:
        """Whether the step to play has a legal move: the first one found will do (listing
        every ring move of every position a search looks at would cost ten times more)."""
        if state.step == COUNTER:
            return any(self._slides(state, c) for c in state.counters[state.to_move])
        return any(
            self._ring_held(state, ring) is None and self._destinations(state, ring)
            for ring in state.rings
        )

    # -- the two steps -----------------------------------------------------------------------

    def _slides(self, state: NonagaState, start: Axial) -> list[Axial]:
        """Where the counter on ``start`` stops in each direction it can move."""
        free = _free(state)
        ends = (slide(start, d, free) for d in DIRECTIONS)
        return [end for end in ends if end is not None]

    def _counter_fault(self, state: NonagaState, start: Axial) -> str | None:
        name = axial_name(start)
        other = 1 - state.to_move
        if start in state.counters[other]:
            return f"the counter on {name} is {self.player_name(other)}'s"
        if start not in state.counters[state.to_move]:
            return f"there is none of your counters on {name}"
        if not self._slides(state, start):
            return f"the counter on {name} is blocked in every direction"
        return None

    def _slide_fault(self, state: NonagaState, move: Slide) -> str | None:
        start, end = axial_name(move.start), axial_name(move.end)
        direction = straight(move.start, move.end)
        if direction is None:
            return f"{end} is not in a straight line from {start}"
        stop = slide(move.start, direction, _free(state))
        if stop is None:
            return f"the counter on {start} cannot move that way: it is blocked"
        if stop != move.end:
            stops = axial_name(stop)
            return f"a counter slides as far as it can: from {start} that way it stops on {stops}"
        return None

    def _ring_fault(self, state: NonagaState, ring: Axial) -> str | None:
        """Why the ring on ``ring`` may not move now, or ``None`` if it may."""
        held = self._ring_held(state, ring)
        if held is None and not self._destinations(state, ring):
            return f"the ring at {axial_name(ring)} has nowhere to go"
        return held

    def _ring_held(self, state: NonagaState, ring: Axial) -> str | None:
        """Why the ring on ``ring`` cannot be lifted now, or ``None`` if it can."""
        name = axial_name(ring)
        if ring not in state.rings:
            return f"there is no ring at {name}"
        if ring in state.counters[0] or ring in state.counters[1]:
            return f"the ring at {name} carries a counter"
        if ring == state.locked:
            return f"the ring at {name} was moved by your opponent on the previous turn"
        around = [n in state.rings for n in neighbours(ring)]  # in order round the ring
        pairs = list(zip(around, around[1:] + around[:1], strict=True))  # side by side
        if self._gap and not any(not a and not b for a, b in pairs):
            return f"the ring at {name} is not free: it cannot slide out without pushing another"
        if not self._gap and sum(around) > 4:
            return f"the ring at {name} is not free: it has {sum(around)} neighbouring rings"
        # Neighbours in one unbroken arc stay joined through each other; only a ring whose
        # neighbours form several arcs may hold the board together (then search).
        arcs = sum(1 for a, b in pairs if a and not b)
        if arcs > 1 and not connected(r for r in state.rings if r != ring):
            return f"lifting the ring at {name} would split the board in two"
        return None

    @staticmethod
    def _destinations(state: NonagaState, ring: Axial) -> list[Axial]:
        """The empty positions touching at least two rings other than ``ring``."""
        others = set(state.rings) - {ring}
        return sorted(
            (p for p in around(others) - {ring} if sum(n in others for n in neighbours(p)) >= 2),
            key=reading_order,
        )

    @staticmethod
    def _place_fault(state: NonagaState, move: Slide) -> str | None:
        end = axial_name(move.end)
        if move.end == move.start:
            return f"the ring must go somewhere other than {end}"
        if move.end in state.rings:
            return f"{end} already holds a ring"
        others = set(state.rings) - {move.start}
        touched = sum(n in others for n in neighbours(move.end))
        if touched < 2:
            count = "no other ring" if not touched else "only one other ring"
            return f"{end} touches {count}: a ring must be put touching at least two"
        return None

    # -- the end -----------------------------------------------------------------------------

    def _outcome(self, state: NonagaState) -> Outcome | None:
        scores = self._scores(state)
        for player in (0, 1):
            if connected(state.counters[player]):
                name = self.player_name(player)
                made = shape(state.counters[player])
                return Outcome(
                    (player,),
                    scores,
                    "three counters touch",
                    f"{name}'s three counters touch: {made}.",
                )
        if state.seen.count(state.key) >= 3:
            reason = "the same position came up a third time"
            return Outcome((0, 1), scores, reason, "A third repetition is a draw.")
        if not self._can_move(state):
            return Outcome((0, 1), scores, "nobody can move", "Nobody can move: a draw.")
        return None

    def _scores(self, state: NonagaState) -> tuple[int, int]:
        sizes = [len(connected_groups(c, neighbours)[0]) for c in state.counters]
        return sizes[0], sizes[1]

    def _score_details(self, state: NonagaState) -> tuple[ScoreDetail, ...]:
        details = []
        for player, counters in enumerate(state.counters):
            groups = connected_groups(sorted(counters, key=reading_order), neighbours)
            regions = tuple(
                Region(
                    tuple(axial_name(c) for c in group),
                    player,
                    str(len(group)) if len(group) > 1 else "",
                    k == 0,
                )
                for k, group in enumerate(groups)
            )
            largest = len(groups[0])
            formula = f"largest group of touching counters: {largest} of {COUNTERS_EACH}"
            details.append(ScoreDetail(largest, str(largest), formula, regions))
        return tuple(details)

    def _turn_hint(self, state: NonagaState) -> str:
        if state.step == COUNTER:
            return "Slide one of your counters: it goes as far as it can."
        hint = "Move a free ring with no counter to an empty place touching two other rings."
        if state.locked is not None:
            hint += f" The ring at {axial_name(state.locked)} may not move: it was just moved."
        return hint

    def _turn_part(self, state: NonagaState) -> str:
        return f"step {state.step + 1} of 2: move a {STEPS[state.step]}"

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: NonagaState) -> str:
        return state.key

    def _from_position(self, text: str) -> NonagaState:
        fields = self._fields(
            text, "rings", "player 0's counters", "player 1's counters", "player to move", "step",
            "locked ring",
        )  # fmt: skip
        rings = read_positions("the rings", fields[0])
        if len(rings) != 19:
            raise InvalidPositionError(f"there are {len(rings)} rings; Nonaga has 19")
        parts = connected_groups(rings, neighbours)
        if len(parts) > 1:
            apart = axial_name(parts[-1][0])
            raise InvalidPositionError(f"the rings are not connected: {apart} is apart")
        counters = []
        for player in (0, 1):
            mine = read_positions(f"player {player}'s counters", fields[1 + player])
            if len(mine) != COUNTERS_EACH:
                raise InvalidPositionError(
                    f"player {player} has {len(mine)} counters; each player has {COUNTERS_EACH}"
                )
            off = [axial_name(cell) for cell in mine if cell not in rings]
            if off:
                raise InvalidPositionError(
                    f"player {player}'s counter on {off[0]} is not on a ring"
                )
            counters.append(mine)
        shared = set(counters[0]) & set(counters[1])
        if shared:
            raise InvalidPositionError(f"two counters on {axial_name(min(shared))}")
        mover, step_text, locked_text = fields[3:]
        player = self._read_player(mover)
        if step_text not in STEPS:
            raise InvalidPositionError(f"the step is counter or ring, not {quoted(step_text)}")
        locked = None if locked_text == "-" else read_positions("the locked ring", locked_text)[0]
        if locked is not None and locked not in rings:
            raise InvalidPositionError(f"the locked ring {axial_name(locked)} is not a ring")
        state = NonagaState(
            tuple(rings), (counters[0], counters[1]), player, STEPS.index(step_text), locked
        )
        state = replace(state, seen=(state.key,))
        self._check_reachable(state)
        return state

    def _check_reachable(self, state: NonagaState) -> None:
        """Refuse what no game can reach: a win the game went on after, a step left waiting
        that would have been skipped."""
        won = [p for p in (0, 1) if connected(state.counters[p])]
        if len(won) == 2:
            raise InvalidPositionError("both players' counters touch: the game ended before")
        if won and (state.to_move, state.step) != (won[0], RING):
            raise InvalidPositionError(
                f"player {won[0]}'s counters touch, so player {won[0]} has just won with a "
                f"counter step: the position must be player {won[0]}'s ring step"
            )
        if not won and not self._can_move(state) and self._settled(state, ()) != state:
            raise InvalidPositionError(
                f"player {state.to_move} has no legal {STEPS[state.step]} step here; "
                "that step is skipped, so no position waits on it"
            )

    # -- the scene -------------------------------------------------------------------------

    def _players(self) -> list[PlayerInfo]:
        return [{"name": self.player_name(p), "look": "counter"} for p in range(self.players)]

    def _places(self) -> list[PlaceInfo]:
        return places_around(self._start_rings)

    def _scene_places(self, state: NonagaState) -> list[PlaceInfo]:
        return places_around(state.rings)

    def _pieces(self, state: NonagaState) -> list[PieceInfo]:
        rings: list[PieceInfo] = [
            {"id": f"ring{k}", "at": axial_name(cell), "look": "ring", "owner": None}
            for k, cell in enumerate(state.rings)
        ]
        counters: list[PieceInfo] = [
            {"id": f"counter{p}.{k}", "at": axial_name(cell), "look": "counter", "owner": p}
            for p, mine in enumerate(state.counters)
            for k, cell in enumerate(mine)
        ]
        return rings + counters

    def _marks(self, state: NonagaState) -> list[MarkInfo]:
        outcome = self._final(state)
        if outcome is not None and not outcome.draw:
            winner = outcome.winners[0]
            cells = [axial_name(c) for c in sorted(state.counters[winner], key=reading_order)]
            return [
                {"cells": cells, "look": "win", "label": "three counters touch", "owner": winner}
            ]
        if outcome is None and state.locked is not None:
            label = "moved on the last turn: may not move now"
            return [{"cells": [axial_name(state.locked)], "look": "locked", "label": label}]
        return []

    def _step_label(self, state: NonagaState, move: Slide) -> str:
        return f"{STEPS[state.step]} {move.cells[0]} to {move.cells[1]}"

    def _step_looks(self, state: NonagaState, move: Slide) -> list[str]:
        # The place left keeps its ring after a counter's slide and is empty after a ring's.
        return ["", STEPS[state.step]]


def _free(state: NonagaState) -> set[Axial]:
    """The rings with no counter on them: where a counter can slide."""
    return set(state.rings).difference(*state.counters)

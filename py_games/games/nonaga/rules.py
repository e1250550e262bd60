"""Nonaga's rules: the ``Nonaga`` game (see the package's docstring for the rules and every
choice).

The rules name their companions, :class:`~.scene.NonagaPresenter` (the board) and
:class:`~.search.NonagaTuning` (the search's playouts), which read them through the public
queries here (:meth:`Nonaga.slides`, :meth:`Nonaga.winning_slide`, :meth:`Nonaga.can_lift`,
:meth:`Nonaga.destinations`) and share the values of :mod:`.state`.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.errors import InvalidPositionError
from ...core.game import Game, Outcome, Region, ScoreDetail
from ...core.groups import connected_groups
from ...core.hexes import (
    Axial,
    Slide,
    axial_name,
    connected,
    moved,
    neighbours,
    parse_axial,
    reading_order,
    shape,
    slide,
    straight,
)
from ...i18n import _, ngettext
from . import PARTS
from . import geometry as fast
from .geometry import layout
from .history import History
from .position import read_position
from .state import COUNTER, COUNTERS_EACH, RING, START_COUNTERS, NonagaState


class Nonaga(Game[NonagaState, Slide]):
    """Nonaga: slide a counter, then move a ring; three touching counters win."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary
    keeps_history = True
    OPTIONS = PARTS.options

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
        return replace(state, seen=History(state.key))

    def _to_move(self, state: NonagaState) -> int:
        return state.to_move

    def _legal_moves(self, state: NonagaState) -> list[Slide]:
        if state.step == COUNTER:
            return [
                Slide(start, end)
                for start in sorted(state.counters[state.to_move], key=reading_order)
                for end in self.slides(state, start)
            ]
        return [
            Slide(ring, end)
            for ring in sorted(state.rings, key=reading_order)
            if self._liftable(state, ring)
            for end in fast.destinations(state, ring)
        ]

    def _parse_move(self, text: str) -> Slide:
        return Slide.parse(text, self.title)

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
            mine = counters[player] = moved(counters[player], move)
            after = NonagaState(state.rings, (counters[0], counters[1]), player, RING, state.locked)
            if fast.touching(mine):  # won: the ring step is not played
                return _with_past(after, state.seen)
        else:
            rings = moved(state.rings, move)
            after = NonagaState(rings, state.counters, 1 - player, COUNTER, move.end)
        return self._settled(after, state.seen)

    def _settled(self, state: NonagaState, seen: History | None) -> NonagaState:
        """``state`` moved on past every step with no legal move, with its place in history.

        Skipping changes no piece, only whose step it is (and frees the locked ring when a
        ring step is skipped), so within a few skips the steps repeat: then nobody can move,
        and the game ends (a draw) where it stands.
        """
        current = state
        for _skip in range(6):
            done = _with_past(current, seen)
            if self._can_move(done):
                return done
            if current.step == COUNTER:
                current = replace(current, step=RING)
            else:
                current = replace(current, to_move=1 - current.to_move, step=COUNTER, locked=None)
        return _with_past(state, seen)

    def winning_slide(self, state: NonagaState) -> Slide | None:
        """A slide that joins the three counters of the player to slide in ``state`` (a
        counter step), if there is one: the first found, counters and directions in order."""
        mine = state.counters[state.to_move]
        free = layout(state).free
        a, b, c = mine
        for start, others in ((a, (b, c)), (b, (a, c)), (c, (a, b))):
            for end in fast.slides(free, start):
                if fast.touching((end, *others)):
                    return Slide(start, end)
        return None

    def _can_move(self, state: NonagaState) -> bool:
        """Whether the step to play has a legal move: the first one found will do (listing
        every ring move of every position a search looks at would cost ten times more)."""
        if state.step == COUNTER:
            free = layout(state).free
            return any(fast.slides(free, c) for c in state.counters[state.to_move])
        return any(
            self._liftable(state, ring) and fast.has_destination(state, ring)
            for ring in state.rings
        )

    # -- the two steps -----------------------------------------------------------------------

    def slides(self, state: NonagaState, start: Axial) -> list[Axial]:
        """Where the counter on ``start`` stops in each direction it can move (the six
        directions clockwise from the east), whoever it belongs to."""
        return fast.slides(layout(state).free, start)

    def _counter_fault(self, state: NonagaState, start: Axial) -> str | None:
        name = axial_name(start)
        other = 1 - state.to_move
        if start in state.counters[other]:
            return _("the counter on {cell} is {player}'s").format(
                cell=name, player=self.player_name(other)
            )
        if start not in state.counters[state.to_move]:
            return _("there is none of your counters on {cell}").format(cell=name)
        if not self.slides(state, start):
            return _("the counter on {cell} is blocked in every direction").format(cell=name)
        return None

    def _slide_fault(self, state: NonagaState, move: Slide) -> str | None:
        start, end = axial_name(move.start), axial_name(move.end)
        direction = straight(move.start, move.end)
        if direction is None:
            return _("{end} is not in a straight line from {start}").format(end=end, start=start)
        stop = slide(move.start, direction, layout(state).free)
        if stop is None:
            return _("the counter on {start} cannot move that way: it is blocked").format(
                start=start
            )
        if stop != move.end:
            return _(
                "a counter slides as far as it can: from {start} that way it stops on {stop}"
            ).format(start=start, stop=axial_name(stop))
        return None

    def _ring_fault(self, state: NonagaState, ring: Axial) -> str | None:
        """Why the ring on ``ring`` may not move now, or ``None`` if it may."""
        held = self._ring_held(state, ring)
        if held is None and not self.destinations(state, ring):
            return _("the ring at {cell} has nowhere to go").format(cell=axial_name(ring))
        return held

    def can_lift(self, state: NonagaState, ring: Axial) -> bool:
        """Whether the ring on ``ring`` may be lifted in a ring step of ``state``: a ring with
        no counter, not the one just moved, free to slide out, and not holding the board
        together (where it may go is :meth:`destinations`)."""
        return self._liftable(state, ring)

    def _liftable(self, state: NonagaState, ring: Axial) -> bool:
        """Whether ``_ring_held`` finds nothing against lifting ``ring`` (without words)."""
        return fast.liftable(state, ring, self._gap)

    def _ring_held(self, state: NonagaState, ring: Axial) -> str | None:
        """Why the ring on ``ring`` cannot be lifted now, or ``None`` if it can."""
        name = axial_name(ring)
        if ring not in state.rings:
            return _("there is no ring at {cell}").format(cell=name)
        if ring in state.counters[0] or ring in state.counters[1]:
            return _("the ring at {cell} carries a counter").format(cell=name)
        if ring == state.locked:
            return _("the ring at {cell} was moved by your opponent on the previous turn").format(
                cell=name
            )
        around = [n in state.rings for n in neighbours(ring)]  # in order round the ring
        pairs = list(zip(around, around[1:] + around[:1], strict=True))  # side by side
        if self._gap and not any(not a and not b for a, b in pairs):
            return _(
                "the ring at {cell} is not free: it cannot slide out without pushing another"
            ).format(cell=name)
        if not self._gap and sum(around) > 4:
            # TRANSLATORS: {n} is 5 or 6 (a ring has at most six neighbours).
            return ngettext(
                "the ring at {cell} is not free: it has {n} neighbouring ring",
                "the ring at {cell} is not free: it has {n} neighbouring rings",
                sum(around),
            ).format(cell=name, n=sum(around))
        # Neighbours in one unbroken arc stay joined through each other; only a ring whose
        # neighbours form several arcs may hold the board together (then search).
        arcs = sum(1 for a, b in pairs if a and not b)
        if arcs > 1 and not connected(r for r in state.rings if r != ring):
            return _("lifting the ring at {cell} would split the board in two").format(cell=name)
        return None

    @staticmethod
    def destinations(state: NonagaState, ring: Axial) -> list[Axial]:
        """Where the ring on ``ring`` may be put once lifted: the empty positions on the table
        touching at least two rings other than it, in reading order."""
        return fast.destinations(state, ring)

    @staticmethod
    def _place_fault(state: NonagaState, move: Slide) -> str | None:
        end = axial_name(move.end)
        if move.end == move.start:
            return _("the ring must go somewhere other than {cell}").format(cell=end)
        if move.end in state.rings:
            return _("{cell} already holds a ring").format(cell=end)
        others = set(state.rings) - {move.start}
        touched = sum(n in others for n in neighbours(move.end))
        if not touched:
            return _(
                "{cell} touches no other ring: a ring must be put touching at least two"
            ).format(cell=end)
        if touched < 2:
            return _(
                "{cell} touches only one other ring: a ring must be put touching at least two"
            ).format(cell=end)
        return None

    # -- the end -----------------------------------------------------------------------------

    def _outcome(self, state: NonagaState) -> Outcome | None:
        for player in (0, 1):
            if fast.touching(state.counters[player]):
                name = self.player_name(player)
                made = shape(state.counters[player])
                return Outcome(
                    (player,),
                    self._scores(state),
                    _("three counters touch"),
                    # TRANSLATORS: {shape} is "a line", "a triangle" or "a bent line".
                    _("{player}'s three counters touch: {shape}.").format(player=name, shape=made),
                )
        if state.seen is not None and state.seen.times >= 3:
            reason = _("the same position came up a third time")
            decided = _("A third repetition is a draw.")
            return Outcome((0, 1), self._scores(state), reason, decided)
        if not self._can_move(state):
            scores = self._scores(state)
            return Outcome((0, 1), scores, _("nobody can move"), _("Nobody can move: a draw."))
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
            formula = _("largest group of touching counters: {n} of {each}").format(
                n=largest, each=COUNTERS_EACH
            )
            details.append(ScoreDetail(largest, str(largest), formula, regions))
        return tuple(details)

    def _turn_hint(self, state: NonagaState) -> str:
        if state.step == COUNTER:
            return _("Slide one of your counters: it goes as far as it can.")
        if state.locked is None:
            return _("Move a free ring with no counter to an empty place touching two other rings.")
        return _(
            "Move a free ring with no counter to an empty place touching two other rings. "
            "The ring at {cell} may not move: it was just moved."
        ).format(cell=axial_name(state.locked))

    def _turn_part(self, state: NonagaState) -> str:
        if state.step == COUNTER:
            return _("step 1 of 2: move a counter")
        return _("step 2 of 2: move a ring")

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: NonagaState) -> str:
        return state.key

    def _from_position(self, text: str) -> NonagaState:
        fields = self._fields(
            text, _("rings"), _("player 0's counters"), _("player 1's counters"),
            _("player to move"), _("step"), _("locked ring"),
        )  # fmt: skip
        state = read_position(fields, self._read_player)
        self._check_reachable(state)
        return state

    def _check_reachable(self, state: NonagaState) -> None:
        """Refuse what no game can reach: a win the game went on after, a step left waiting
        that would have been skipped."""
        won = [p for p in (0, 1) if connected(state.counters[p])]
        if len(won) == 2:
            raise InvalidPositionError(_("both players' counters touch: the game ended before"))
        if won and (state.to_move, state.step) != (won[0], RING):
            raise InvalidPositionError(
                _(
                    "player {player}'s counters touch, so player {player} has just won with a "
                    "counter step: the position must be player {player}'s ring step"
                ).format(player=won[0])
            )
        if not won and not self._can_move(state) and self._settled(state, None) != state:
            if state.step == COUNTER:
                skipped = _(
                    "player {player} has no legal counter step here; "
                    "that step is skipped, so no position waits on it"
                )
            else:
                skipped = _(
                    "player {player} has no legal ring step here; "
                    "that step is skipped, so no position waits on it"
                )
            raise InvalidPositionError(skipped.format(player=state.to_move))


def _with_past(state: NonagaState, seen: History | None) -> NonagaState:
    """``state`` with its place in history: after ``seen`` (``replace(state, seen=…)``)."""
    return NonagaState(
        state.rings, state.counters, state.to_move, state.step, state.locked,
        History(state.key, seen),
    )  # fmt: skip

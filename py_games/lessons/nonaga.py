"""Nonaga's lesson: the slide, the win, the ring step that makes or gives a stop, the locked ring.

Seven tasks, each a position of a real game (found by playing seeded random games and keeping
positions with few right answers), from the first rule to a first piece of strategy:

1. ``slide``: a counter slides as far as it can; slide one so that two of yours touch.
2. ``three``: three touching counters win at once, before the ring step.
3. ``stop``: the ring step makes a stop: put a ring where your lone counter would then stop
   next to your pair (a threat for the next turn).
4. ``locked``: the ring your opponent has just moved may not move this turn: the stop it
   would give is out of reach, so make another one.
5. ``careful``: the ring step can give your opponent a stop too; move one that does not
   (the computer then plays, and wins if it can).
6. ``block``: the opponent's threat stands on the ring they just moved, which is locked, so
   stop the slide another way (the computer then plays, and wins if it can).
7. ``lock-in``: the ring you move is locked for your opponent's turn: make a threat on it
   that they cannot undo, then win on your next turn (the computer defends as well as one
   turn can).

Choices
    - Every check reads the position the rules engine reached: whose counters touch (the
      rules' groups of touching counters, :meth:`~py_games.core.game.Game.score_details`),
      the outcome, where a counter would stop (:meth:`Nonaga.slides`); the steps played, to be
      named, are read back from the state's history (``NonagaState.seen``), which holds the
      position of every decision. No check lists its answers.
    - A wrong try is told in the rules' words: where the counter stopped and why (the
      position after it holds a counter, or no ring), which slide wins for the opponent and
      what the learner's ring step had to do with it; the places named are marked.
    - The computer answers with :func:`_take_win` (a slide that joins its three counters when
      there is one, otherwise a quiet turn: it only has to show that a gift or a threat left
      standing is taken) or, in the last task, :func:`_defend` (its own win, or
      a whole turn after which the learner has no slide that joins three: exhaustive over its
      one turn, so a threat it leaves standing could not be stopped). Both are deterministic
      and take a few tens of milliseconds at most.
    - Nonaga has no smaller board: every task keeps its 19 rings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import combinations, pairwise
from typing import Any

from ..core.game import Game, Move, State
from ..core.hexes import (
    Axial,
    Slide,
    axial_name,
    connected,
    distance,
    moved,
    reading_order,
    shape,
    straight,
)
from ..games.nonaga import COUNTER, Nonaga, NonagaState
from . import lesson
from .lesson import Lesson, Task, Verdict, groups, listed

# -- reading the position -------------------------------------------------------------------


def _rules(game: Game[Any, Any]) -> Nonaga:
    assert isinstance(game, Nonaga)
    return game


def _nonaga(state: State) -> NonagaState:
    assert isinstance(state, NonagaState)
    return state


def _name(cell: Axial) -> str:
    return axial_name(cell)


def _names(cells: Iterable[Axial]) -> str:
    """``1,0``, ``1,0 and 2,0``, ``1,0, 2,0 and 3,0``."""
    return listed([_name(c) for c in cells])


def _joining(game: Nonaga, state: NonagaState, player: int) -> list[Slide]:
    """The slides of ``player``'s counters in ``state`` (whoever is to move) after which their
    three counters touch."""
    mine = state.counters[player]
    return [
        Slide(start, end)
        for start in mine
        for end in game.slides(state, start)
        if connected(moved(mine, Slide(start, end)))
    ]


@dataclass(frozen=True)
class _Step:
    """One step read back from the history: who, which step, from where to where, and the
    position it was played in."""

    player: int
    kind: int
    start: Axial
    end: Axial
    before: NonagaState


def _steps(game: Nonaga, start: NonagaState, now: NonagaState) -> list[_Step]:
    """The steps played from ``start`` to ``now``, in order, from ``now``'s history."""
    assert start.seen is not None and now.seen is not None
    keys = list(now.seen)[len(start.seen) - 1 :]
    states = [start] + [game.from_position(key) for key in keys[1:]]
    steps = []
    for before, after in pairwise(states):
        player = before.to_move
        if before.step == COUNTER:
            old, new = set(before.counters[player]), set(after.counters[player])
        else:
            old, new = set(before.rings), set(after.rings)
        if old != new:
            (left,), (came,) = old - new, new - old
            steps.append(_Step(player, before.step, left, came, before))
    return steps


def _why_stopped(state: NonagaState, move: Slide) -> tuple[Axial, str]:
    """Where the slide ``move`` (played in ``state``) would have gone next, and why it could
    not: that position holds a counter, or no ring."""
    direction = straight(move.start, move.end)
    assert direction is not None
    beyond = (move.end[0] + direction[0], move.end[1] + direction[1])
    for player, counters in enumerate(state.counters):
        if beyond in counters:
            whose = "your" if player == state.to_move else "your opponent's"
            return beyond, f"{_name(beyond)} holds {whose} counter"
    return beyond, f"there is no ring on {_name(beyond)}"


def _marks(*parts: tuple[Iterable[Axial | str], str]) -> str:
    """Annotation text (:func:`~.lesson.marks`) for places given by name or as cells."""
    return lesson.marks(
        *(
            ([c if isinstance(c, str) else _name(c) for c in cells], colour)
            for cells, colour in parts
        )
    )


def _winner(game: Nonaga, state: NonagaState) -> int | None:
    """The player whose three counters touch, once the game is over so."""
    outcome = game.outcome(state)
    return None if outcome is None or outcome.draw else outcome.winners[0]


def _slid(game: Nonaga, start: NonagaState, now: NonagaState, player: int) -> list[_Step]:
    return [s for s in _steps(game, start, now) if s.player == player and s.kind == COUNTER]


# -- the checks -----------------------------------------------------------------------------


def _touching(want: int) -> Any:
    """The check of a slide that should make ``want`` of the learner's counters touch (2: a
    pair; 3: the win)."""

    def check(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
        game, start, now = _rules(game_), _nonaga(start_), _nonaga(now_)
        me = game.to_move(start)
        assert me is not None
        (step,) = _slid(game, start, now, me)
        slide = f"Your counter slid from {_name(step.start)} to {_name(step.end)}"
        arrow = f"{_name(step.start)}>{_name(step.end)}"
        largest = groups(game, now, me)[0]
        if len(largest) >= want:
            if len(largest) == 3:
                made = shape(now.counters[me])
                said = f"{slide}: your three counters touch, {made}. You win at once, "
                said += "and the ring step is not played."
            else:
                said = f"{slide}: your counters on {' and '.join(largest)} touch, a group of two."
            return Verdict(True, said, _marks((largest, "green")), arrow + ":green")
        beyond, why = _why_stopped(step.before, Slide(step.start, step.end))
        others = [c for c in now.counters[me] if c != step.end]
        touched = [c for c in others if distance(c, step.end) == 1]
        said = f"{slide} and stopped there, as far as it could go: {why}. On {_name(step.end)} "
        if touched:  # one only, and the other touches neither: else all three would
            (apart,) = [c for c in others if c not in touched]
            said += (
                f"it touches your counter on {_name(touched[0])}, but neither touches your "
                f"counter on {_name(apart)}"
            )
        else:
            said += f"it touches neither of your counters on {_names(others)}"
        if len(largest) > 1:
            said += "; your largest group of touching counters is the two on "
            said += " and ".join(largest)
        else:
            said += "; your largest group of touching counters is one counter"
        said += "." if want == 2 else ": three do not touch."
        marks = _marks(([step.end], "orange"), ([beyond], "purple"), (others, "blue"))
        return Verdict(False, said, marks, arrow)

    return check


def _threat(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step: can one of their counters now slide to join all three?"""
    game, start, now = _rules(game_), _nonaga(start_), _nonaga(now_)
    me = start.to_move
    (ring,) = _steps(game, start, now)
    moved_ring = f"You moved the ring from {_name(ring.start)} to {_name(ring.end)}"
    joins = _joining(game, now, me)
    if joins:
        slide = joins[0]
        said = (
            f"{moved_ring}. Now your counter on {_name(slide.start)} can slide to "
            f"{_name(slide.end)}, and your three counters would touch: a threat for your next "
            "turn."
        )
        marks = _marks(([ring.end, slide.end], "green"))
        return Verdict(True, said, marks, f"{slide}:green")
    largest = groups(game, now, me)[0]
    lone = [c for c in now.counters[me] if _name(c) not in largest]
    parts = []
    arrows = []
    ends: list[Axial] = []
    for counter in lone:
        stops = game.slides(now, counter)
        ends += stops
        arrows += [f"{_name(counter)}>{_name(end)}" for end in stops]
        others = [c for c in now.counters[me] if c != counter]
        if not stops:
            parts.append(f"your counter on {_name(counter)} cannot slide at all")
            continue
        where = f"your counter on {_name(counter)} stops on {_names(stops)}"
        if connected(others):  # touching one of them is enough
            where += f", and none of those touches {_name(others[0])} or {_name(others[1])}"
        else:
            where += f", and none of those touches both {_names(others)}"
        parts.append(where)
    said = (
        f"{moved_ring}, but none of your counters can slide to join your three yet: "
        f"{'; '.join(parts)}."
    )
    marks = _marks((lone, "orange"), (ends, "blue"), ([ring.end], "purple"))
    return Verdict(False, said, marks, " ".join(arrows))


def _why_open(ring: _Step, win: _Step) -> str:
    """What the learner's ring step ``ring`` had to do with the opponent's winning slide."""
    path = _path(win)
    direction = straight(win.start, win.end)
    assert direction is not None
    beyond = (win.end[0] + direction[0], win.end[1] + direction[1])
    if ring.end == win.end:
        return f" It stopped on the ring you put on {_name(ring.end)}."
    if ring.end in path:
        return f" It slid over the ring you put on {_name(ring.end)}."
    if ring.start == beyond:
        return (
            f" It stopped on {_name(win.end)} because you took the ring away from "
            f"{_name(ring.start)}."
        )
    return ""


def _won(game: Nonaga, now: NonagaState, step: _Step) -> tuple[str, str, str]:
    """Words, marks and arrow of the opponent's winning slide ``step``."""
    player = step.player
    three = sorted(now.counters[player], key=reading_order)
    said = (
        f"{game.player_name(player)}'s counter slid from {_name(step.start)} to "
        f"{_name(step.end)}: their three counters touch on {_names(three)}, "
        f"{shape(now.counters[player])}."
    )
    marks = _marks((now.counters[player], "orange"))
    return said, marks, f"{_name(step.start)}>{_name(step.end)}"


def _no_gift(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step and the opponent's answer: did the opponent win?"""
    game, start, now = _rules(game_), _nonaga(start_), _nonaga(now_)
    me = start.to_move
    steps = _steps(game, start, now)
    ring = steps[0]
    moved_ring = f"You moved the ring from {_name(ring.start)} to {_name(ring.end)}"
    if _winner(game, now) == 1 - me:
        win = steps[1]
        said, marks, arrow = _won(game, now, win)
        why = _why_open(ring, win)
        marks = _marks(([ring.end, ring.start], "purple")) + " " + marks if why else marks
        return Verdict(False, f"{moved_ring}; then {said}{why}", marks, arrow)
    other = game.player_name(1 - me)
    said = f"{moved_ring}, and {other} found no slide that joins their three counters."
    return Verdict(True, said, _marks(([ring.end], "green")))


def _blocked(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's whole turn and the opponent's answer: is the threat stopped?"""
    game, start, now = _rules(game_), _nonaga(start_), _nonaga(now_)
    me, other = start.to_move, 1 - start.to_move
    steps = _steps(game, start, now)
    if _winner(game, now) == me:
        (slide,) = [s for s in steps if s.player == me]
        said = f"Your counter slid from {_name(slide.start)} to {_name(slide.end)}: "
        said += f"your three counters touch first, {shape(now.counters[me])}."
        return Verdict(True, said, _marks((now.counters[me], "green")))
    if _winner(game, now) == other:
        win = steps[-1]
        said, marks, arrow = _won(game, now, win)
        crossed = _path(win)[:-1]
        if crossed:
            said += f" On its way it crossed {_names(crossed)}."
            marks += " " + _marks((crossed, "purple"))
        return Verdict(False, f"{said} Your turn did not stop that slide.", marks, arrow)
    threat = _joining(game, start, other)[0]
    after = next(s.before for s in steps if s.player == other)
    ends = game.slides(after, threat.start)
    direction = straight(threat.start, threat.end)
    stop = next((e for e in ends if straight(threat.start, e) == direction), None)
    name = game.player_name(other)
    if stop is None:
        now_goes = "cannot slide that way any more"
        marks, arrows = _marks(([threat.start], "green")), ""
    else:
        now_goes = f"would stop on {_name(stop)}, not {_name(threat.end)}"
        marks, arrows = _marks(([stop], "green")), f"{_name(threat.start)}>{_name(stop)}:green"
    said = (
        f"After your turn {name}'s counter on {_name(threat.start)} {now_goes}, and {name} "
        "found no other slide that joins their three counters."
    )
    return Verdict(True, said, marks, arrows)


def _two_turns(game_: Game[Any, Any], start_: State, now_: State) -> Verdict | None:
    """A threat the opponent cannot undo (the ring moved is locked), then the win."""
    game, start, now = _rules(game_), _nonaga(start_), _nonaga(now_)
    me, other = start.to_move, 1 - start.to_move
    steps = _steps(game, start, now)
    mine = [s for s in steps if s.player == me]
    rings = [s for s in mine if s.kind != COUNTER]
    if _winner(game, now) == me:
        win = mine[-1]
        said = (
            f"Your counter slid from {_name(win.start)} to {_name(win.end)}: your three "
            f"counters touch, {shape(now.counters[me])}. You win."
        )
        first = rings[0] if rings else None
        if first is not None and (first.end == win.end or first.end in _path(win)):
            said += (
                f" It slid onto the ring you put on {_name(first.end)}, which "
                f"{game.player_name(other)} could not move away: it was locked."
            )
        arrow = f"{_name(win.start)}>{_name(win.end)}:green"
        return Verdict(True, said, _marks((now.counters[me], "green")), arrow)
    if _winner(game, now) == other:
        said, marks, arrow = _won(game, now, steps[-1])
        return Verdict(False, said, marks, arrow)
    turns = sum(1 for s in mine if s.kind == COUNTER)
    if turns == 1 and _joining(game, now, me):  # the threat stands: the learner plays on
        said = (
            f"{game.player_name(other)} could not stop your threat: now slide a counter so "
            "that your three touch."
        )
        return Verdict(None, said, _marks((now.counters[me], "green")))
    if turns > 1:
        said = "You did not win on this turn: your three counters do not touch."
        return Verdict(False, said, _marks((now.counters[me], "orange")))
    name = game.player_name(other)
    answer = [s for s in steps if s.player == other]
    if not answer:  # not reached: the opponent always has a step after the learner's turn
        said = "None of your counters can slide to join your three."
        return Verdict(False, said, _marks((now.counters[me], "orange")))
    played = " and ".join(
        f"{'counter' if s.kind == COUNTER else 'ring'} {_name(s.start)} to {_name(s.end)}"
        for s in answer
    )
    mid = answer[0].before
    made = _joining(game, mid, me)
    if not made:
        said = (
            "After your turn none of your counters could slide to join your three: you made "
            f"no threat, and {name} answered ({played})."
        )
    else:
        said = (
            f"After your turn your counter on {_name(made[0].start)} could slide to "
            f"{_name(made[0].end)} and join your three, but {name} answered ({played}): "
            "now none of your slides joins them."
        )
    places = [s.end for s in answer] + ([made[0].start] if made else [])
    arrows = " ".join(f"{_name(s.start)}>{_name(s.end)}:purple" for s in answer)
    return Verdict(False, said, _marks((places, "purple")), arrows)


def _path(step: _Step) -> list[Axial]:
    direction = straight(step.start, step.end)
    assert direction is not None
    path, cell = [], step.start
    while cell != step.end:
        cell = (cell[0] + direction[0], cell[1] + direction[1])
        path.append(cell)
    return path


# -- the computer's answers -----------------------------------------------------------------


def _take_win(game_: Game[Any, Any], state_: State) -> Move:
    """A slide that joins the three counters of the player to move when there is one: the
    computer takes what it is given. Otherwise a quiet turn: the slide that leaves its counters
    closest together (their three distances summed), then the first ring step that gives the
    other player no slide joining three."""
    game, state = _rules(game_), _nonaga(state_)
    if state.step != COUNTER:
        learner = 1 - state.to_move
        return _safe_ring(game, state, learner) or game.legal_moves(state)[0]
    if (win := game.winning_slide(state)) is not None:
        return win
    mine = state.counters[state.to_move]
    return min(game.legal_moves(state), key=lambda step: _spread(moved(mine, step)))


def _spread(cells: tuple[Axial, ...]) -> int:
    return sum(distance(a, b) for a, b in combinations(cells, 2))


def _defend(game_: Game[Any, Any], state_: State) -> Move:
    """Its own win if it has one, else the first whole turn (in the rules' order) after which
    the other player has no slide that joins their three counters; else the first step."""
    game, state = _rules(game_), _nonaga(state_)
    learner = 1 - state.to_move
    if state.step != COUNTER:
        return _safe_ring(game, state, learner) or game.legal_moves(state)[0]
    if (win := game.winning_slide(state)) is not None:
        return win
    steps = game.legal_moves(state)
    for step in steps:
        after = _nonaga(game.apply(state, step))
        if after.step == COUNTER or _safe_ring(game, after, learner) is not None:
            return step
    return steps[0]


def _safe_ring(game: Nonaga, state: NonagaState, learner: int) -> Move | None:
    """The first ring step after which ``learner`` has no slide that joins three."""
    for step in game.legal_moves(state):
        if not _joining(game, replace(state, rings=moved(state.rings, step)), learner):
            return step
    return None


LESSON = Lesson(
    game="nonaga",
    title="Nonaga in seven steps",
    intro=(
        "Each turn, slide one of your counters as far as it goes, then move a ring of the "
        "board. The first to make their three counters touch wins."
    ),
    tasks=(
        Task(
            id="slide",
            title="As far as it can go",
            goal=(
                "A counter slides in a straight line as far as it can: it stops only where the "
                "next place has no ring or holds a counter. Slide one of your counters (2,-1, "
                "-2,0 or 0,2) so that it stops touching another of yours, then move any free "
                "ring to end your turn."
            ),
            check=_touching(2),
            solution=("-2,0>1,0", "0,-2>-2,-1"),
            wrong=("0,2>1,1", "0,-2>-2,-1"),
            position=(
                "0,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-1,1;0,1;1,1;2,1;-2,2;"
                "-1,2;0,2;-2,3 2,-1;-2,0;0,2 -1,-1;2,0;-2,2 0 counter -2,3"
            ),
            marks="2,-1:blue -2,0:blue 0,2:blue",
        ),
        Task(
            id="three",
            title="Three counters touch",
            goal=(
                "Your counters on -1,1 and 0,1 touch. Slide your counter on 3,-2 so that all "
                "three touch: you win at once, without the ring step."
            ),
            check=_touching(3),
            solution=("3,-2>1,0",),
            wrong=("3,-2>1,-2", "-1,-1>3,-1"),
            position=(
                "0,-2;1,-2;2,-2;3,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;3,0;-2,1;-1,1;"
                "0,1;1,1;0,2 3,-2;-1,1;0,1 0,-2;3,0;0,2 0 counter 2,-2"
            ),
            marks="3,-2:orange -1,1:green 0,1:green",
        ),
        Task(
            id="stop",
            title="A ring makes a stop",
            goal=(
                "You have slid; now move a ring so that next turn your counter on 0,2 can "
                "slide to touch both -1,0 and -1,1. A slide stops where the rings end."
            ),
            check=_threat,
            solution=("-2,2>-1,2",),
            wrong=("4,-3>-1,2",),
            position=(
                "4,-3;1,-2;2,-2;3,-2;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-3,1;-2,1;-1,1;0,1;1,1;"
                "-3,2;-2,2;0,2 -1,0;-1,1;0,2 3,-2;-2,0;0,1 0 ring -3,2"
            ),
            marks="0,2:orange -1,0:green -1,1:green",
        ),
        Task(
            id="locked",
            title="A locked ring",
            goal=(
                "Your counter on -1,1 would stop on 2,-2, next to 2,-1, if the ring on 3,-3 "
                "were gone; but Player 2 has just moved that ring, so it is locked this turn. "
                "Move another ring so that -1,1 can slide to touch 2,-1 or 2,0."
            ),
            check=_threat,
            solution=("-1,2>1,1",),
            wrong=("1,-2>-1,-2",),
            position=(
                "3,-3;0,-2;1,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;3,-1;-2,0;-1,0;0,0;1,0;2,0;-2,1;-1,1;"
                "0,1;-1,2;0,2 2,-1;2,0;-1,1 0,-2;-2,1;0,2 0 ring 3,-3"
            ),
            marks="-1,1:orange 2,-1:green 2,0:green 3,-3:purple",
            arrows="-1,1>3,-3:blue",
        ),
        Task(
            id="careful",
            title="Give no stop away",
            goal=(
                "You have slid; now move a ring, but leave Player 1 no slide that joins their "
                "three counters: look where their counter on -1,1 could stop next to 2,-1 and "
                "2,0. Then Player 1 plays."
            ),
            check=_no_gift,
            solution=("1,-2>-1,-2",),
            wrong=("3,-3>-2,-1",),
            reply=_take_win,
            position=(
                "3,-3;0,-2;1,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;3,-1;-2,0;-1,0;0,0;1,0;2,0;-2,1;-1,1;"
                "0,1;-1,2;0,2 2,-1;2,0;-1,1 0,-2;-2,1;0,2 1 ring -2,0"
            ),
            marks="-1,1:orange 2,-1:blue 2,0:blue",
        ),
        Task(
            id="block",
            title="Stop the slide",
            goal=(
                "Player 1 has just put a ring on 1,0: their counter on -2,3 can now slide to "
                "1,0 and join their three. That ring is locked for your turn. Stop the slide "
                "with your turn; then Player 1 plays."
            ),
            check=_blocked,
            solution=("-2,1>0,1", "1,3>0,3"),
            wrong=("2,1>1,2", "1,3>0,3"),
            reply=_take_win,
            position=(
                "1,-2;-1,-1;0,-1;1,-1;-1,0;0,0;1,0;-2,1;-1,1;0,1;2,1;-2,2;-1,2;0,2;1,2;-2,3;"
                "-1,3;1,3;-2,4 1,-2;1,-1;-2,3 -1,-1;-2,1;2,1 1 counter 1,0"
            ),
            marks="1,0:orange",
            arrows="-2,3>1,0:orange",
        ),
        Task(
            id="lock-in",
            title="A threat on a locked ring",
            goal=(
                "The ring you move may not be moved by your opponent on their next turn. Make a "
                "threat on such a ring that Player 2 cannot stop (look at -1,2), then win on "
                "your next turn."
            ),
            check=_two_turns,
            solution=("1,2>0,2", "2,2>-1,2", "0,2>-1,2"),
            wrong=("1,2>0,2", "2,2>2,-2"),
            reply=_defend,
            position=(
                "0,-2;1,-2;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;-2,1;-1,1;0,1;1,1;-2,2;0,2;1,2;"
                "2,2;0,3;1,3 -1,1;-2,2;1,2 0,-2;-2,1;1,1 0 counter 1,3"
            ),
            marks="-1,2:purple -1,1:green -2,2:green 1,2:orange",
        ),
    ),
)

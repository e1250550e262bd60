"""The checks of Nonaga's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

from ....core.game import Game, Move, State
from ....core.hexes import (
    Axial,
    Slide,
    connected,
    distance,
    moved,
    reading_order,
    shape,
    straight,
)
from ....lessons.lesson import Verdict, groups
from ..rules import Nonaga
from ..state import COUNTER, NonagaState
from .reading import (
    Step,
    cell_name,
    cell_names,
    joining,
    nonaga_state,
    place_marks,
    rules_of,
    slide_path,
    slides_of,
    steps_played,
    why_stopped,
    winner_of,
)

# -- the checks -----------------------------------------------------------------------------


def touching(want: int) -> Any:
    """The check of a slide that should make ``want`` of the learner's counters touch (2: a
    pair; 3: the win)."""

    def check(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
        game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
        me = game.to_move(start)
        assert me is not None
        (step,) = slides_of(game, start, now, me)
        slide = f"Your counter slid from {cell_name(step.start)} to {cell_name(step.end)}"
        arrow = f"{cell_name(step.start)}>{cell_name(step.end)}"
        largest = groups(game, now, me)[0]
        if len(largest) >= want:
            if len(largest) == 3:
                made = shape(now.counters[me])
                said = f"{slide}: your three counters touch, {made}. You win at once, "
                said += "and the ring step is not played."
            else:
                said = f"{slide}: your counters on {' and '.join(largest)} touch, a group of two."
            return Verdict(True, said, place_marks((largest, "green")), arrow + ":green")
        beyond, why = why_stopped(step.before, Slide(step.start, step.end))
        others = [c for c in now.counters[me] if c != step.end]
        touched = [c for c in others if distance(c, step.end) == 1]
        said = f"{slide} and stopped there, as far as it could go: {why}. On {cell_name(step.end)} "
        if touched:  # one only, and the other touches neither: else all three would
            (apart,) = [c for c in others if c not in touched]
            said += (
                f"it touches your counter on {cell_name(touched[0])}, but neither touches your "
                f"counter on {cell_name(apart)}"
            )
        else:
            said += f"it touches neither of your counters on {cell_names(others)}"
        if len(largest) > 1:
            said += "; your largest group of touching counters is the two on "
            said += " and ".join(largest)
        else:
            said += "; your largest group of touching counters is one counter"
        said += "." if want == 2 else ": three do not touch."
        marks = place_marks(([step.end], "orange"), ([beyond], "purple"), (others, "blue"))
        return Verdict(False, said, marks, arrow)

    return check


def makes_threat(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step: can one of their counters now slide to join all three?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me = start.to_move
    (ring,) = steps_played(game, start, now)
    moved_ring = f"You moved the ring from {cell_name(ring.start)} to {cell_name(ring.end)}"
    joins = joining(game, now, me)
    if joins:
        slide = joins[0]
        said = (
            f"{moved_ring}. Now your counter on {cell_name(slide.start)} can slide to "
            f"{cell_name(slide.end)}, and your three counters would touch: a threat for your next "
            "turn."
        )
        marks = place_marks(([ring.end, slide.end], "green"))
        return Verdict(True, said, marks, f"{slide}:green")
    largest = groups(game, now, me)[0]
    lone = [c for c in now.counters[me] if cell_name(c) not in largest]
    parts = []
    arrows = []
    ends: list[Axial] = []
    for counter in lone:
        stops = game.slides(now, counter)
        ends += stops
        arrows += [f"{cell_name(counter)}>{cell_name(end)}" for end in stops]
        others = [c for c in now.counters[me] if c != counter]
        if not stops:
            parts.append(f"your counter on {cell_name(counter)} cannot slide at all")
            continue
        where = f"your counter on {cell_name(counter)} stops on {cell_names(stops)}"
        if connected(others):  # touching one of them is enough
            where += f", and none of those touches {cell_name(others[0])} or {cell_name(others[1])}"
        else:
            where += f", and none of those touches both {cell_names(others)}"
        parts.append(where)
    said = (
        f"{moved_ring}, but none of your counters can slide to join your three yet: "
        f"{'; '.join(parts)}."
    )
    marks = place_marks((lone, "orange"), (ends, "blue"), ([ring.end], "purple"))
    return Verdict(False, said, marks, " ".join(arrows))


def _why_open(ring: Step, win: Step) -> str:
    """What the learner's ring step ``ring`` had to do with the opponent's winning slide."""
    path = slide_path(win)
    direction = straight(win.start, win.end)
    assert direction is not None
    beyond = (win.end[0] + direction[0], win.end[1] + direction[1])
    if ring.end == win.end:
        return f" It stopped on the ring you put on {cell_name(ring.end)}."
    if ring.end in path:
        return f" It slid over the ring you put on {cell_name(ring.end)}."
    if ring.start == beyond:
        return (
            f" It stopped on {cell_name(win.end)} because you took the ring away from "
            f"{cell_name(ring.start)}."
        )
    return ""


def _won(game: Nonaga, now: NonagaState, step: Step) -> tuple[str, str, str]:
    """Words, marks and arrow of the opponent's winning slide ``step``."""
    player = step.player
    three = sorted(now.counters[player], key=reading_order)
    said = (
        f"{game.player_name(player)}'s counter slid from {cell_name(step.start)} to "
        f"{cell_name(step.end)}: their three counters touch on {cell_names(three)}, "
        f"{shape(now.counters[player])}."
    )
    marks = place_marks((now.counters[player], "orange"))
    return said, marks, f"{cell_name(step.start)}>{cell_name(step.end)}"


def no_gift(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step and the opponent's answer: did the opponent win?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me = start.to_move
    steps = steps_played(game, start, now)
    ring = steps[0]
    moved_ring = f"You moved the ring from {cell_name(ring.start)} to {cell_name(ring.end)}"
    if winner_of(game, now) == 1 - me:
        win = steps[1]
        said, marks, arrow = _won(game, now, win)
        why = _why_open(ring, win)
        marks = place_marks(([ring.end, ring.start], "purple")) + " " + marks if why else marks
        return Verdict(False, f"{moved_ring}; then {said}{why}", marks, arrow)
    other = game.player_name(1 - me)
    said = f"{moved_ring}, and {other} found no slide that joins their three counters."
    return Verdict(True, said, place_marks(([ring.end], "green")))


def blocked(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's whole turn and the opponent's answer: is the threat stopped?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me, other = start.to_move, 1 - start.to_move
    steps = steps_played(game, start, now)
    if winner_of(game, now) == me:
        (slide,) = [s for s in steps if s.player == me]
        said = f"Your counter slid from {cell_name(slide.start)} to {cell_name(slide.end)}: "
        said += f"your three counters touch first, {shape(now.counters[me])}."
        return Verdict(True, said, place_marks((now.counters[me], "green")))
    if winner_of(game, now) == other:
        win = steps[-1]
        said, marks, arrow = _won(game, now, win)
        crossed = slide_path(win)[:-1]
        if crossed:
            said += f" On its way it crossed {cell_names(crossed)}."
            marks += " " + place_marks((crossed, "purple"))
        return Verdict(False, f"{said} Your turn did not stop that slide.", marks, arrow)
    threat = joining(game, start, other)[0]
    after = next(s.before for s in steps if s.player == other)
    ends = game.slides(after, threat.start)
    direction = straight(threat.start, threat.end)
    stop = next((e for e in ends if straight(threat.start, e) == direction), None)
    name = game.player_name(other)
    if stop is None:
        now_goes = "cannot slide that way any more"
        marks, arrows = place_marks(([threat.start], "green")), ""
    else:
        now_goes = f"would stop on {cell_name(stop)}, not {cell_name(threat.end)}"
        marks, arrows = (
            place_marks(([stop], "green")),
            f"{cell_name(threat.start)}>{cell_name(stop)}:green",
        )
    said = (
        f"After your turn {name}'s counter on {cell_name(threat.start)} {now_goes}, and {name} "
        "found no other slide that joins their three counters."
    )
    return Verdict(True, said, marks, arrows)


def two_turns(game_: Game[Any, Any], start_: State, now_: State) -> Verdict | None:
    """A threat the opponent cannot undo (the ring moved is locked), then the win."""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me, other = start.to_move, 1 - start.to_move
    steps = steps_played(game, start, now)
    mine = [s for s in steps if s.player == me]
    rings = [s for s in mine if s.kind != COUNTER]
    if winner_of(game, now) == me:
        win = mine[-1]
        said = (
            f"Your counter slid from {cell_name(win.start)} to {cell_name(win.end)}: your three "
            f"counters touch, {shape(now.counters[me])}. You win."
        )
        first = rings[0] if rings else None
        if first is not None and (first.end == win.end or first.end in slide_path(win)):
            said += (
                f" It slid onto the ring you put on {cell_name(first.end)}, which "
                f"{game.player_name(other)} could not move away: it was locked."
            )
        arrow = f"{cell_name(win.start)}>{cell_name(win.end)}:green"
        return Verdict(True, said, place_marks((now.counters[me], "green")), arrow)
    if winner_of(game, now) == other:
        said, marks, arrow = _won(game, now, steps[-1])
        return Verdict(False, said, marks, arrow)
    turns = sum(1 for s in mine if s.kind == COUNTER)
    if turns == 1 and joining(game, now, me):  # the threat stands: the learner plays on
        said = (
            f"{game.player_name(other)} could not stop your threat: now slide a counter so "
            "that your three touch."
        )
        return Verdict(None, said, place_marks((now.counters[me], "green")))
    if turns > 1:
        said = "You did not win on this turn: your three counters do not touch."
        return Verdict(False, said, place_marks((now.counters[me], "orange")))
    name = game.player_name(other)
    answer = [s for s in steps if s.player == other]
    if not answer:  # not reached: the opponent always has a step after the learner's turn
        said = "None of your counters can slide to join your three."
        return Verdict(False, said, place_marks((now.counters[me], "orange")))
    played = " and ".join(
        f"{'counter' if s.kind == COUNTER else 'ring'} {cell_name(s.start)} to {cell_name(s.end)}"
        for s in answer
    )
    mid = answer[0].before
    made = joining(game, mid, me)
    if not made:
        said = (
            "After your turn none of your counters could slide to join your three: you made "
            f"no threat, and {name} answered ({played})."
        )
    else:
        said = (
            f"After your turn your counter on {cell_name(made[0].start)} could slide to "
            f"{cell_name(made[0].end)} and join your three, but {name} answered ({played}): "
            "now none of your slides joins them."
        )
    places = [s.end for s in answer] + ([made[0].start] if made else [])
    arrows = " ".join(f"{cell_name(s.start)}>{cell_name(s.end)}:purple" for s in answer)
    return Verdict(False, said, place_marks((places, "purple")), arrows)


# -- the computer's answers -----------------------------------------------------------------


def take_win(game_: Game[Any, Any], state_: State) -> Move:
    """A slide that joins the three counters of the player to move when there is one: the
    computer takes what it is given. Otherwise a quiet turn: the slide that leaves its counters
    closest together (their three distances summed), then the first ring step that gives the
    other player no slide joining three."""
    game, state = rules_of(game_), nonaga_state(state_)
    if state.step != COUNTER:
        learner = 1 - state.to_move
        return _safe_ring(game, state, learner) or game.legal_moves(state)[0]
    if (win := game.winning_slide(state)) is not None:
        return win
    mine = state.counters[state.to_move]
    return min(game.legal_moves(state), key=lambda step: _spread(moved(mine, step)))


def _spread(cells: tuple[Axial, ...]) -> int:
    return sum(distance(a, b) for a, b in combinations(cells, 2))


def defend(game_: Game[Any, Any], state_: State) -> Move:
    """Its own win if it has one, else the first whole turn (in the rules' order) after which
    the other player has no slide that joins their three counters; else the first step."""
    game, state = rules_of(game_), nonaga_state(state_)
    learner = 1 - state.to_move
    if state.step != COUNTER:
        return _safe_ring(game, state, learner) or game.legal_moves(state)[0]
    if (win := game.winning_slide(state)) is not None:
        return win
    steps = game.legal_moves(state)
    for step in steps:
        after = nonaga_state(game.apply(state, step))
        if after.step == COUNTER or _safe_ring(game, after, learner) is not None:
            return step
    return steps[0]


def _safe_ring(game: Nonaga, state: NonagaState, learner: int) -> Move | None:
    """The first ring step after which ``learner`` has no slide that joins three."""
    for step in game.legal_moves(state):
        if not joining(game, replace(state, rings=moved(state.rings, step)), learner):
            return step
    return None

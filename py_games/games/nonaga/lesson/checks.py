"""The checks of Nonaga's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

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
from ....i18n import _
from ....lessons.lesson import Verdict, groups, listed
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

if TYPE_CHECKING:
    from ....core.game import Game, Move, State
    from ..rules import Nonaga

# -- the checks -----------------------------------------------------------------------------


def touching(want: int) -> Any:
    """The check of a slide that should make ``want`` of the learner's counters touch (2: a
    pair; 3: the win)."""

    def check(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
        game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
        me = game.to_move(start)
        assert me is not None
        (step,) = slides_of(game, start, now, me)
        start_name, end_name = cell_name(step.start), cell_name(step.end)
        arrow = f"{start_name}>{end_name}"
        largest = groups(game, now, me)[0]
        if len(largest) >= want:
            if len(largest) == 3:
                said = _(
                    "Your counter slid from {start} to {end}: your three counters touch, "
                    "{shape}. You win at once, and the ring step is not played."
                ).format(start=start_name, end=end_name, shape=shape(now.counters[me]))
            else:
                said = _(
                    "Your counter slid from {start} to {end}: your counters on {first} and "
                    "{second} touch, a group of two."
                ).format(start=start_name, end=end_name, first=largest[0], second=largest[1])
            return Verdict(True, said, place_marks((largest, "green")), arrow + ":green")
        beyond, why = why_stopped(step.before, Slide(step.start, step.end))
        others = [c for c in now.counters[me] if c != step.end]
        touched = [c for c in others if distance(c, step.end) == 1]
        # TRANSLATORS: {why} is why the slide stopped ("2,0 holds your counter").
        stopped = _(
            "Your counter slid from {start} to {end} and stopped there, as far as it could go: "
            "{why}."
        ).format(start=start_name, end=end_name, why=why)
        # A failed pair (want 2) leaves the counter alone; a failed three (want 3) may leave a
        # pair: the slid counter and one it touches, or the other two.
        if len(largest) > 1 and touched:  # one only, and the other touches neither
            (apart,) = [c for c in others if c not in touched]
            where = _(
                "On {end} it touches your counter on {touched}, but neither touches your "
                "counter on {apart}; your largest group of touching counters is the two on "
                "{first} and {second}: three do not touch."
            ).format(
                end=end_name,
                touched=cell_name(touched[0]),
                apart=cell_name(apart),
                first=largest[0],
                second=largest[1],
            )
        elif len(largest) > 1:
            where = _(
                "On {end} it touches neither of your counters on {others}; your largest group "
                "of touching counters is the two on {first} and {second}: three do not touch."
            ).format(end=end_name, others=cell_names(others), first=largest[0], second=largest[1])
        elif want == 2:
            where = _(
                "On {end} it touches neither of your counters on {others}; your largest group "
                "of touching counters is one counter."
            ).format(end=end_name, others=cell_names(others))
        else:
            where = _(
                "On {end} it touches neither of your counters on {others}; your largest group "
                "of touching counters is one counter: three do not touch."
            ).format(end=end_name, others=cell_names(others))
        said = f"{stopped} {where}"
        marks = place_marks(([step.end], "orange"), ([beyond], "purple"), (others, "blue"))
        return Verdict(False, said, marks, arrow)

    return check


def makes_threat(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step: can one of their counters now slide to join all three?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me = start.to_move
    (ring,) = steps_played(game, start, now)
    joins = joining(game, now, me)
    if joins:
        slide = joins[0]
        said = _(
            "You moved the ring from {start} to {end}. Now your counter on {counter} can slide "
            "to {stop}, and your three counters would touch: a threat for your next turn."
        ).format(
            start=cell_name(ring.start),
            end=cell_name(ring.end),
            counter=cell_name(slide.start),
            stop=cell_name(slide.end),
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
        name = cell_name(counter)
        if not stops:
            parts.append(_("your counter on {cell} cannot slide at all").format(cell=name))
            continue
        if connected(others):  # touching one of them is enough
            where = _(
                "your counter on {cell} stops on {stops}, and none of those touches {first} or "
                "{second}"
            ).format(
                cell=name,
                stops=cell_names(stops),
                first=cell_name(others[0]),
                second=cell_name(others[1]),
            )
        else:
            where = _(
                "your counter on {cell} stops on {stops}, and none of those touches both {others}"
            ).format(cell=name, stops=cell_names(stops), others=cell_names(others))
        parts.append(where)
    # TRANSLATORS: {reasons} is one clause per counter ("your counter on 1,0 cannot slide at
    # all"), separated by semicolons.
    said = _(
        "You moved the ring from {start} to {end}, but none of your counters can slide to join "
        "your three yet: {reasons}."
    ).format(start=cell_name(ring.start), end=cell_name(ring.end), reasons="; ".join(parts))
    marks = place_marks((lone, "orange"), (ends, "blue"), ([ring.end], "purple"))
    return Verdict(False, said, marks, " ".join(arrows))


def _why_open(ring: Step, win: Step) -> str:
    """What the learner's ring step ``ring`` had to do with the opponent's winning slide."""
    path = slide_path(win)
    direction = straight(win.start, win.end)
    assert direction is not None
    beyond = (win.end[0] + direction[0], win.end[1] + direction[1])
    if ring.end == win.end:
        return _("It stopped on the ring you put on {cell}.").format(cell=cell_name(ring.end))
    if ring.end in path:
        return _("It slid over the ring you put on {cell}.").format(cell=cell_name(ring.end))
    if ring.start == beyond:
        return _("It stopped on {stop} because you took the ring away from {cell}.").format(
            stop=cell_name(win.end), cell=cell_name(ring.start)
        )
    return ""


def _won(game: Nonaga, now: NonagaState, step: Step) -> tuple[str, str, str]:
    """Words, marks and arrow of the opponent's winning slide ``step``."""
    player = step.player
    three = sorted(now.counters[player], key=reading_order)
    # TRANSLATORS: {shape} is "a line", "a triangle" or "a bent line".
    said = _(
        "{player}'s counter slid from {start} to {end}: their three counters touch on {cells}, "
        "{shape}."
    ).format(
        player=game.player_name(player),
        start=cell_name(step.start),
        end=cell_name(step.end),
        cells=cell_names(three),
        shape=shape(now.counters[player]),
    )
    marks = place_marks((now.counters[player], "orange"))
    return said, marks, f"{cell_name(step.start)}>{cell_name(step.end)}"


def no_gift(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's ring step and the opponent's answer: did the opponent win?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me = start.to_move
    steps = steps_played(game, start, now)
    ring = steps[0]
    start_name, end_name = cell_name(ring.start), cell_name(ring.end)
    if winner_of(game, now) == 1 - me:
        win = steps[1]
        said, marks, arrow = _won(game, now, win)
        why = _why_open(ring, win)
        marks = place_marks(([ring.end, ring.start], "purple")) + " " + marks if why else marks
        # TRANSLATORS: {what} is a sentence: "Player 2's counter slid from … to …: …".
        said = _("You moved the ring from {start} to {end}; then {what}").format(
            start=start_name, end=end_name, what=said
        )
        return Verdict(False, f"{said} {why}" if why else said, marks, arrow)
    said = _(
        "You moved the ring from {start} to {end}, and {player} found no slide that joins their "
        "three counters."
    ).format(start=start_name, end=end_name, player=game.player_name(1 - me))
    return Verdict(True, said, place_marks(([ring.end], "green")))


def blocked(game_: Game[Any, Any], start_: State, now_: State) -> Verdict:
    """After the learner's whole turn and the opponent's answer: is the threat stopped?"""
    game, start, now = rules_of(game_), nonaga_state(start_), nonaga_state(now_)
    me, other = start.to_move, 1 - start.to_move
    steps = steps_played(game, start, now)
    if winner_of(game, now) == me:
        (slide,) = [s for s in steps if s.player == me]
        said = _(
            "Your counter slid from {start} to {end}: your three counters touch first, {shape}."
        ).format(
            start=cell_name(slide.start), end=cell_name(slide.end), shape=shape(now.counters[me])
        )
        return Verdict(True, said, place_marks((now.counters[me], "green")))
    if winner_of(game, now) == other:
        win = steps[-1]
        said, marks, arrow = _won(game, now, win)
        crossed = slide_path(win)[:-1]
        if crossed:
            said += " " + _("On its way it crossed {cells}.").format(cells=cell_names(crossed))
            marks += " " + place_marks((crossed, "purple"))
        not_stopped = _("Your turn did not stop that slide.")
        return Verdict(False, f"{said} {not_stopped}", marks, arrow)
    threat = joining(game, start, other)[0]
    after = next(s.before for s in steps if s.player == other)
    ends = game.slides(after, threat.start)
    direction = straight(threat.start, threat.end)
    stop = next((e for e in ends if straight(threat.start, e) == direction), None)
    name = game.player_name(other)
    if stop is None:
        said = _(
            "After your turn {player}'s counter on {cell} cannot slide that way any more, and "
            "{player} found no other slide that joins their three counters."
        ).format(player=name, cell=cell_name(threat.start))
        marks, arrows = place_marks(([threat.start], "green")), ""
    else:
        said = _(
            "After your turn {player}'s counter on {cell} would stop on {stop}, not {end}, and "
            "{player} found no other slide that joins their three counters."
        ).format(
            player=name, cell=cell_name(threat.start), stop=cell_name(stop),
            end=cell_name(threat.end),
        )  # fmt: skip
        marks, arrows = (
            place_marks(([stop], "green")),
            f"{cell_name(threat.start)}>{cell_name(stop)}:green",
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
        said = _(
            "Your counter slid from {start} to {end}: your three counters touch, {shape}. You win."
        ).format(start=cell_name(win.start), end=cell_name(win.end), shape=shape(now.counters[me]))
        first = rings[0] if rings else None
        if first is not None and (first.end == win.end or first.end in slide_path(win)):
            said += " " + _(
                "It slid onto the ring you put on {cell}, which {player} could not move away: "
                "it was locked."
            ).format(cell=cell_name(first.end), player=game.player_name(other))
        arrow = f"{cell_name(win.start)}>{cell_name(win.end)}:green"
        return Verdict(True, said, place_marks((now.counters[me], "green")), arrow)
    if winner_of(game, now) == other:
        said, marks, arrow = _won(game, now, steps[-1])
        return Verdict(False, said, marks, arrow)
    turns = sum(1 for s in mine if s.kind == COUNTER)
    if turns == 1 and joining(game, now, me):  # the threat stands: the learner plays on
        said = _(
            "{player} could not stop your threat: now slide a counter so that your three touch."
        ).format(player=game.player_name(other))
        return Verdict(None, said, place_marks((now.counters[me], "green")))
    if turns > 1:
        said = _("You did not win on this turn: your three counters do not touch.")
        return Verdict(False, said, place_marks((now.counters[me], "orange")))
    name = game.player_name(other)
    answer = [s for s in steps if s.player == other]
    if not answer:  # not reached: the opponent always has a step after the learner's turn
        said = _("None of your counters can slide to join your three.")
        return Verdict(False, said, place_marks((now.counters[me], "orange")))
    played = listed([
        (_("counter {start} to {end}") if s.kind == COUNTER else _("ring {start} to {end}")).format(
            start=cell_name(s.start), end=cell_name(s.end)
        )
        for s in answer
    ])  # fmt: skip
    mid = answer[0].before
    made = joining(game, mid, me)
    if not made:
        # TRANSLATORS: {steps} lists the steps played ("counter 1,0 to 2,0 and ring …").
        said = _(
            "After your turn none of your counters could slide to join your three: you made "
            "no threat, and {player} answered ({steps})."
        ).format(player=name, steps=played)
    else:
        said = _(
            "After your turn your counter on {cell} could slide to {stop} and join your three, "
            "but {player} answered ({steps}): now none of your slides joins them."
        ).format(
            cell=cell_name(made[0].start), stop=cell_name(made[0].end), player=name, steps=played
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

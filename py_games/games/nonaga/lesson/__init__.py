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
    - The computer answers with :func:`.checks.take_win` (a slide that joins its three counters when
      there is one, otherwise a quiet turn: it only has to show that a gift or a threat left
      standing is taken) or, in the last task, :func:`.checks.defend` (its own win, or
      a whole turn after which the learner has no slide that joins three: exhaustive over its
      one turn, so a threat it leaves standing could not be stopped). Both are deterministic
      and take a few tens of milliseconds at most.
    - Nonaga has no smaller board: every task keeps its 19 rings.
"""

from __future__ import annotations

from .tasks import LESSON

__all__ = ["LESSON"]

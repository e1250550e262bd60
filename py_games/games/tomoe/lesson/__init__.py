"""Tomoe's lesson: placing tiles, closing areas, who scores them, turning, rings, the outermost
encirclement, the last turn, and the opponent's answer.

Eight tasks, each a short step further:

1. ``first-tile``: the first turn is one placement, and a tile fits only spaces pointing its
   way (black tips down, white tips up).
2. ``score``: close a white area inside a black one (the printed black border below the
   board is one): Black scores a point for each white sector in it.
3. ``whose-points``: a closed area scores for the colour around it, so closing a black area
   gives White points; fill one space so that only Black scores.
4. ``turn``: a turn may begin by turning a placed tile by 120°; turn the tile on 10 so that
   it closes a white area, then place.
5. ``locked``: a tile with a part in a closed ring cannot be turned (the rules refuse it, in
   their words); turn the free tile instead.
6. ``outermost``: the first piece of strategy: the outermost encirclement decides, so
   closing the white area that encircles a black one takes White's points away and gives
   Black the white sectors, more than any other placement there scores.
7. ``last-tile``: the end: with one space left the turn is one placement, or a turn then
   the placement; only turning the one free tile first wins.
8. ``answer``: three spaces left; Black places one and the computer places White's last two
   as well as they can be placed: only one of Black's nine placements still wins.

Choices
    - Tomoe has one board (no smaller size), so the early positions hold two to four tiles
      near the places the goal names, and tasks 2, 3, 6 and 8 start at the second step of
      Black's turn (position text ``b 2``): one placement ends the turn, so every try is one
      step and the tests try every legal one. Tasks 4, 5 and 7 need a whole turn (a turn of
      a tile, then a placement); their tests try every turn that begins by turning a tile.
    - The learner is Black in every task. Only the last needs the computer: its answer
      (:func:`.checks.best_turn`) tries every whole turn of White's and plays the first step of the
      one that leaves White furthest ahead in points (the first such in the rules' order of
      steps, so a try always meets the same answer); with two spaces left that is at most 18
      turns, some 15 ms here.
    - Every check reads the state with the rules engine: which spaces hold which tiles, the
      scores, the score details' regions (the spaces of the areas each player scores, and
      whether the printed border has a part) and the outcome; its words name those spaces
      and points, and its marks ring them (green: what the learner gained; orange: what went
      wrong, or what the opponent scores; purple: points lost).
    - The positions were found by trying every placement with the rules engine; the late
      ones (tasks 7 and 8) come from seeded random games. ``tests/test_lessons.py``
      checks each claim the goals make.
"""

from __future__ import annotations

from .tasks import LESSON

__all__ = ["LESSON"]

"""Puzzles mined by playing seeded games and proved by exhaustive search.

:func:`prove` (:mod:`.proof`) says which steps win within a number of plies; :func:`mine`
(:mod:`.mining`) keeps the positions where exactly one does; ``python -m py_games puzzles``
(:mod:`.command`) writes them as JSON lines. The shipped sets are read by :mod:`.sets`, and a
try at a puzzle is judged by :mod:`.play`.
"""

from .mining import Puzzle, Tally, difficulty, mine
from .proof import BUDGET, BudgetExceeded, Proof, Prover, prove, wins_within

__all__ = [
    "BUDGET",
    "BudgetExceeded",
    "Proof",
    "Prover",
    "Puzzle",
    "Tally",
    "difficulty",
    "mine",
    "prove",
    "wins_within",
]

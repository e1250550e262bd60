"""What the bridge's ``review`` takes and answers: evaluations a page keeps to resume, and
every step judged with what a page shows of it (:mod:`py_games.review`)."""

from typing import NotRequired, TypedDict

from .play import GameRequest


class EvaluationInfo(TypedDict):
    """What a search makes of a position (``py_games.evaluation.Evaluation``)."""

    player: int | None
    """The player to move; ``null`` when the game is over."""
    shares: list[float]
    """Each player's expected share of the win, 0 to 1."""
    best: str | None
    """The step the search prefers."""
    best_value: float | None
    iterations: int
    exact: bool


class ReviewRequest(GameRequest):
    review: NotRequired[str]
    """The review to go on with, as an earlier answer named it."""
    evaluations: NotRequired[list[EvaluationInfo]]
    """The evaluations an earlier answer gave (kept with a saved game): a review started
    again goes on from them."""
    iterations: NotRequired[int]
    """Playouts per position: 1 to 20,000 (the ``review`` command's default when absent)."""
    seed: NotRequired[str]
    """Position ``i`` is evaluated with the seed ``"{seed}/{i}"`` (``"review"`` when absent)."""
    slice_ms: NotRequired[int]
    """How long this call may work: 1 to 500 ms (50 when absent)."""


class ReviewedStep(TypedDict):
    """A step judged (``py_games.review.Step``), with what a page shows of it."""

    ply: int
    """1 for the first step: the position after it is position ``ply``."""
    turn: int
    mover: int
    step: str
    before: float
    """The mover's chance of winning before the step, 0 to 1."""
    after: float
    loss: float
    judgment: str | None
    """``inaccuracy``, ``mistake``, ``blunder`` or ``null``."""
    better: str | None
    """The search's preferred step, where the step is judged."""
    better_value: float | None
    said: str | None
    """The judgment in words, where there is one."""
    marks: str
    """The better step's places to mark (annotation text): a stone placed, a tile turned."""
    arrows: str
    """The better step as arrows (annotation text): a piece moved."""


class ReviewAnswer(TypedDict):
    review: str
    """Names this review for the next call."""
    done: bool
    progress: float
    """How far it got, 0 to 1."""
    iterations: int
    seed: str
    positions: int
    """How many positions the line has (the start and one after each step)."""
    evaluations: list[EvaluationInfo]
    """Every position evaluated so far, the start first: what a page keeps to resume."""
    steps: list[ReviewedStep]
    """Every step whose two positions are evaluated, judged."""
    curve: list[list[float]]
    """Each player's chance of winning at every position evaluated."""
    summary: list[dict[str, int]]
    """Per player, how many of their steps so far earned each judgment."""
    judgments: list[str]
    """The judgments, mildest first."""

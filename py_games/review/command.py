"""``python -m py_games review RECORD_FILE [--iterations N] [--seed S] [--json] [--quiet]``:
the review of a record (:mod:`py_games.review`), one line per step and each player's count of
each judgment. ``--iterations`` is bounded as the bridge bounds it
(:data:`py_games.core.limits.ITERATIONS`). A review at many playouts takes minutes, so while
it runs, progress goes to standard error when that is a terminal (a line every 5 % of the
positions), unless ``--quiet``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ..core import limits
from ..core.errors import GameError, InvalidRecordError, quoted
from ..evaluation import EVALUATION
from ..i18n import _, decimal, ngettext, number
from ..records import read, replay
from . import WORDS, Review, counted, review


def _iterations(text: str) -> int:
    low, high = limits.ITERATIONS
    try:
        value = int(text)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            _("a number of iterations is a whole number from {low} to {high}, not {given}").format(
                low=low, high=number(high), given=quoted(text)
            )
        )
    return value


def add(commands: Any) -> None:
    """The ``review`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("review", help="judge every step of a record")
    sub.add_argument("record", help="a record file")
    sub.add_argument("--iterations", type=_iterations, default=EVALUATION,
                     help=f"playouts per position, {limits.ITERATIONS[0]} to "
                          f"{limits.ITERATIONS[1]:,} (default {EVALUATION})")  # fmt: skip
    sub.add_argument("--seed", default="review")
    sub.add_argument("--json", action="store_true", help="the review as JSON")
    sub.add_argument("--quiet", action="store_true",
                     help="no progress on standard error (there is none when it is not a "
                          "terminal)")  # fmt: skip


def _progress_lines() -> Callable[[int, int], None]:
    """What says a review's progress on standard error: a line each time another 5 % of the
    positions is evaluated, so a review of minutes shows it is going on (20 lines at most)."""
    said = 0  # twentieths of the positions

    def say(done: int, positions: int) -> None:
        nonlocal said
        if done * 20 // positions > said:
            said = done * 20 // positions
            # TRANSLATORS: {percent} is a whole number ("45" for 45 %).
            said_now = ngettext(
                "… {done} of {n} position evaluated ({percent}%)",
                "… {done} of {n} positions evaluated ({percent}%)",
                positions,
            ).format(done=done, n=positions, percent=done * 100 // positions)
            print(said_now, file=sys.stderr, flush=True)

    return say


def lines(reviewed: Review, names: Sequence[str] = ()) -> list[str]:
    """The review as the command prints it: a line per step, then one per player."""
    game = reviewed.game

    def name(player: int) -> str:
        return names[player] if player < len(names) else game.player_name(player)

    out, turn = [], 0
    for step in reviewed.steps:
        number = f"{step.turn}." if step.turn != turn else f"{step.turn}…"
        turn = step.turn
        values = {
            "number": number,
            "player": name(step.mover),
            "step": step.move,
            "before": decimal(step.before),
            "after": decimal(step.after),
        }
        if step.judgment is None:
            # TRANSLATORS: a line of a review: "12. Black e4: 0.52 → 0.48" ({number} the
            # turn's number, {step} a step in notation, {before} and {after} the mover's
            # chance of winning, 0 to 1).
            out.append(_("{number} {player} {step}: {before} → {after}").format(**values))
            continue
        # TRANSLATORS: a line of a review, as above, and the step judged: {judgment} is
        # "inaccuracy", "mistake" or "blunder"; {better} a step in notation; {value} its chance.
        said = _(
            "{number} {player} {step}: {before} → {after} {judgment}, better {better} ({value})"
        )
        out.append(
            said.format(
                **values,
                judgment=_(WORDS[step.judgment]),
                better=step.better,
                value=decimal(step.better_value or 0.0),
            )
        )
    for player, counts in enumerate(reviewed.summary()):
        words = ", ".join(counted(j, count) for j, count in counts.items())
        out.append(f"{name(player)}: {words}")
    return out


def run(args: argparse.Namespace) -> int:
    """Review the record the arguments name; 2 with a message for a bad record."""
    try:
        with open(args.record, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or _("it is not UTF-8 text")
        print(
            _("error: cannot read {file}: {reason}").format(
                file=quoted(args.record), reason=reason
            ),
            file=sys.stderr,
        )
        return 2
    try:
        record = read(text)
        replayed = replay(record)
        say = None if args.quiet or not sys.stderr.isatty() else _progress_lines()
        reviewed = review(replayed.game, replayed, iterations=args.iterations, seed=args.seed,
                          progress=say)  # fmt: skip
    except InvalidRecordError as error:
        print(_("error: {file}: {reason}").format(file=args.record, reason=error), file=sys.stderr)
        return 2
    except GameError as error:
        print(_("error: {reason}").format(reason=error), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(reviewed.to_json(), ensure_ascii=False))
    else:
        print("\n".join(lines(reviewed, record.names)))
    return 0

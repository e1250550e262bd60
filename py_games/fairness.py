"""What self-play says about a game's rules: ``python -m py_games fairness GAME``.

The computer plays the game against itself, every seat at the same level, and the games say
what a player and a designer ask of the rules: **is it fair, and who should start?** For a
rule set (the game's options) it measures, each with its 95% interval:

- each seat's share of the wins (a win shared by k players counts 1/k to each), the first
  seat's above all: 50% in a fair two-player game;
- the share of draws;
- the game's length, in steps;
- its branching factor: the legal steps of a position, averaged over each game's positions;
- the share of decided games whose best score was tied, so that a tie-break decided them.

Game ``n`` is one job, seeded by the seed and ``n`` alone, so the results are the same on one
process, on several (``--workers``) or on a Dask cluster (``--scheduler``,
:mod:`py_games.parallel`); ``--out FILE`` appends each game as a JSON line as it comes, and a
run given the same file plays only the games it lacks.

A results file holds runs: each a line ``{"run": {"game", "options", "level", "seed"}}``, then
its games. A game's package may hold one (``fairness.jsonl``, :data:`py_games.parts.FAIRNESS`):
its rules page then shows every run in it (:func:`page_section`), in the page's language.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import ai, parallel
from .arguments import GAME_COUNT, WORKER_COUNT
from .core.errors import GameError, quoted
from .draw.markup import escape
from .i18n import _, decimal, ngettext, number, pgettext
from .registry import GAMES, get_game, option_pairs, read_options

if TYPE_CHECKING:
    from .core.options import Option, OptionValue

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def game_job(job: tuple[str, dict[str, Any], int, int, str]) -> dict[str, Any]:
    """Game ``number`` (a top-level function: it is pickled): ``(game_id, options, level,
    number, seed)``, every seat at ``level``, each seeded by the seed, the number and the
    seat. Its winners, whether a tie-break decided, its steps and mean branching factor."""
    game_id, options, level, number, seed = job
    game = get_game(game_id, **options)
    seats = [ai.player(level, f"{seed}/{number}/{seat}") for seat in range(game.players)]
    state = game.initial_state()
    steps, branching = 0, 0
    while (seat := game.to_move(state)) is not None:
        branching += len(game.steps(state))
        state = game.successor(state, seats[seat](game, state))
        steps += 1
    outcome = game.outcome(state)
    assert outcome is not None
    best = max(outcome.scores[w] for w in outcome.winners)
    losers = [p for p in range(game.players) if p not in outcome.winners]
    tie_break = not outcome.draw and any(outcome.scores[p] == best for p in losers)
    return {
        "number": number,
        "winners": list(outcome.winners),
        "draw": outcome.draw,
        "tie_break": tie_break,
        "steps": steps,
        "branching": branching / max(steps, 1),
    }


class ResultsError(GameError):
    """A file of self-play results that cannot be read: what is wrong, and on which line."""


Run = tuple[dict[str, Any], list[dict[str, Any]]]
"""A run of a results file: its settings (game, options, level, seed), and its games."""

_RESULT_KINDS: dict[str, tuple[type, ...]] = {
    "number": (int,), "winners": (list,), "draw": (bool,), "tie_break": (bool,),
    "steps": (int,), "branching": (int, float),
}  # fmt: skip
_SETTING_KINDS: dict[str, tuple[type, ...]] = {
    "game": (str,), "options": (dict,), "level": (int,), "seed": (str,),
}  # fmt: skip


def settings_of(game_id: str, options: Mapping[str, Any], level: int, seed: str) -> dict[str, Any]:
    """A run's settings, as its first line in a results file holds them."""
    return {"game": game_id, "options": dict(options), "level": level, "seed": seed}


def _fields(value: Any, kinds: Mapping[str, tuple[type, ...]], what: str) -> str:
    """What is wrong with ``value`` as ``what`` (a mapping of ``kinds``' fields), or ``""``."""
    if not isinstance(value, dict):
        return f"{what} is not an object"
    for name, kind in kinds.items():
        if name not in value:
            return f"{what} has no {name!r}"
        field = value[name]
        if not isinstance(field, kind) or (bool not in kind and isinstance(field, bool)):
            return f"{what}'s {name!r} is not {' or '.join(k.__name__ for k in kind)}"
    return ""


def read_runs(text: str, where: str) -> list[Run]:
    """The runs of a results file's ``text`` (``where``: its name, for the message), each
    checked; :class:`ResultsError` says what is wrong, and on which line."""
    runs: list[Run] = []
    for line_number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except ValueError as error:
            raise ResultsError(f"{where}, line {line_number}: not JSON ({error})") from None
        if isinstance(value, dict) and "run" in value:
            wrong = _fields(value["run"], _SETTING_KINDS, "the run")
            if wrong:
                raise ResultsError(f"{where}, line {line_number}: {wrong}")
            runs.append((value["run"], []))
            continue
        wrong = _fields(value, _RESULT_KINDS, "the game")
        if not wrong and not all(type(seat) is int for seat in value["winners"]):
            wrong = "the game's 'winners' are not all seats' numbers"
        if not wrong and not runs:
            wrong = "a game before any run's first line"
        if wrong:
            raise ResultsError(f"{where}, line {line_number}: {wrong}")
        runs[-1][1].append(value)
    return runs


def write_runs(path: Path, runs: Sequence[Run]) -> None:
    """``runs`` into the results file ``path``, each its first line and then its games."""
    lines = []
    for run_settings, results in runs:
        lines.append(json.dumps({"run": run_settings}))
        lines += [json.dumps(result) for result in results]
    # Written beside it, then put in its place: a run stopped meanwhile loses no game.
    written = path.with_name(path.name + ".new")
    written.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    written.replace(path)


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson's 95% interval of a share of ``n`` trials."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (normal, from the sample's deviation)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return (mean, mean - half, mean + half)


def summary(results: Sequence[Mapping[str, Any]], players: int) -> dict[str, Any]:
    """The measures above, from the games' results."""
    n = len(results)
    if n == 0:
        raise GameError("no game to summarise")
    wins = [0.0] * players
    if any(not 0 <= seat < players for r in results for seat in r["winners"]):
        raise ResultsError(f"a game's winners are not seats of {players} players")
    for result in results:
        if not result["draw"]:
            for seat in result["winners"]:
                wins[seat] += 1 / len(result["winners"])
    draws = sum(1 for r in results if r["draw"])
    decided = [r for r in results if not r["draw"]]
    broken = sum(1 for r in decided if r["tie_break"])
    return {
        "games": n,
        "seat_wins": [{"share": w / n, "interval": list(wilson(w, n))} for w in wins],
        "draws": {"share": draws / n, "interval": list(wilson(draws, n))},
        "tie_breaks": {
            "share": broken / len(decided) if decided else 0.0,
            "interval": list(wilson(broken, len(decided))),
            "of": len(decided),
        },
        "steps": dict(
            zip(("mean", "low", "high"), mean_interval([r["steps"] for r in results]), strict=True)
        ),
        "branching": dict(
            zip(
                ("mean", "low", "high"),
                mean_interval([r["branching"] for r in results]),
                strict=True,
            )
        ),
    }


def play(
    game_id: str,
    options: Mapping[str, Any],
    *,
    games: int,
    level: int,
    seed: str,
    pool: Any = None,
    done: Iterable[Mapping[str, Any]] = (),
    record: Any = None,
) -> list[dict[str, Any]]:
    """Every game of the run that ``done`` lacks, played (in ``pool``), each passed to
    ``record`` as it comes; all the run's results, in game order."""
    have = {int(r["number"]): dict(r) for r in done if int(r["number"]) < games}
    jobs = [(game_id, dict(options), level, n, seed) for n in range(games) if n not in have]
    for result in parallel.run_in_order(game_job, jobs, pool):
        have[result["number"]] = result
        if record is not None:
            record(result)
    return [have[n] for n in sorted(have)]


def markdown(game_id: str, options: Mapping[str, Any], level: int, found: Mapping[str, Any]) -> str:
    """The summary as a Markdown table."""

    def share(entry: Mapping[str, Any]) -> str:
        low, high = entry["interval"]
        return f"{entry['share']:.1%} ({low:.1%}–{high:.1%})"

    def mean(entry: Mapping[str, Any]) -> str:
        return f"{entry['mean']:.1f} ({entry['low']:.1f}–{entry['high']:.1f})"

    said = ", ".join(f"{k}={v}" for k, v in options.items()) or "default options"
    rows = [f"{game_id} ({said}), level {level} in every seat, {found['games']} games:", "",
            "| measure | value (95% interval) |", "|---|---|"]  # fmt: skip
    rows += [f"| seat {s + 1} wins | {share(e)} |" for s, e in enumerate(found["seat_wins"])]
    rows += [
        f"| draws | {share(found['draws'])} |",
        f"| decided by a tie-break | {share(found['tie_breaks'])} of {found['tie_breaks']['of']} |",
        f"| length (steps) | {mean(found['steps'])} |",
        f"| branching factor | {mean(found['branching'])} |",
    ]
    return "\n".join(rows)


def add(commands: Any) -> None:
    """The ``fairness`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("fairness", help="self-play statistics of a game's rules")
    sub.add_argument("game", choices=sorted(GAMES))
    sub.add_argument("--games", type=GAME_COUNT, default=200)
    sub.add_argument("--level", type=int, choices=sorted(ai.LEVELS), default=2)
    sub.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sub.add_argument("--seed", default="fairness")
    sub.add_argument("--workers", type=WORKER_COUNT, default=1)
    sub.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786)")
    sub.add_argument(
        "--out",
        help="a results file: this run resumed where it is in it, its other runs kept",
    )
    sub.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace) -> int:
    """Play (or resume) the games and print the summary; 2 with a message for bad input."""
    try:
        pairs = option_pairs(args.option)
        options = dict(get_game(args.game, **read_options(args.game, pairs)).options)
        path = Path(args.out) if args.out else None
        ours = settings_of(args.game, options, args.level, args.seed)
        done: list[dict[str, Any]] = []
        if path is not None:
            if path.exists() and not path.is_file():
                # It is replaced as a whole below: never a device (/dev/null), pipe or folder.
                raise ResultsError(f"{args.out} is not a plain file: a results file is one")
            # This run last in the file (the others first, as they were), so that its new
            # games are appended to it.
            runs = read_runs(path.read_text(encoding="utf-8"), args.out) if path.exists() else []
            done = next((results for run, results in runs if run == ours), [])
            write_runs(path, [*(r for r in runs if r[0] != ours), (ours, done)])
        sink = open(path, "a", encoding="utf-8") if path is not None else None  # noqa: SIM115
    except (GameError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    def record(result: dict[str, Any]) -> None:
        if sink is not None:
            sink.write(json.dumps(result) + "\n")
            sink.flush()

    try:
        with parallel.executor(1 if args.scheduler else args.workers, args.scheduler) as pool:
            results = play(args.game, options, games=args.games, level=args.level,
                           seed=args.seed, pool=pool, done=done, record=record)  # fmt: skip
    finally:
        if sink is not None:
            sink.close()
    found = summary(results, get_game(args.game, **options).players)
    if args.json:
        print(json.dumps({"game": args.game, "options": options, "level": args.level, **found}))
    else:
        print(markdown(args.game, options, args.level, found))
    return 0


def page_section(game_id: str, text: str) -> str:
    """What the runs of a game's results file (its ``fairness.jsonl``'s ``text``) say, as a
    section of its rules page (HTML) in the reader's language: a table per run, the strongest
    level's first (the file's order within a level)."""
    runs = read_runs(text, f"{game_id}'s fairness.jsonl")
    runs.sort(key=lambda found: -found[0]["level"])
    tables = [_table(game_id, run, results) for run, results in runs if results]
    if not tables:
        return ""
    heading = _("Is it fair? What the computer’s games say")  # noqa: RUF001 (typography)
    return "\n".join([
        '<section class="self-play" aria-labelledby="self-play">',
        f'<h2 id="self-play">{escape(heading)}</h2>',
        "<p>" + escape(_(
            "The computer played this game against itself, at one level in every seat. Each "
            "figure comes with its 95% interval: over as many games again, the figure would "
            "fall inside it 19 times out of 20. Near 50% for the first player is a fair start."
        )) + "</p>",
        *tables,
        "</section>",
    ])  # fmt: skip


def _table(game_id: str, run: Mapping[str, Any], results: Sequence[Mapping[str, Any]]) -> str:
    if run["game"] != game_id:
        raise ResultsError(f"{game_id}'s fairness.jsonl holds a run of {quoted(run['game'])}")
    game = get_game(game_id, **run["options"])
    found = summary(results, game.players)

    def share(entry: Mapping[str, Any]) -> str:
        low, high = entry["interval"]
        # TRANSLATORS: a measured share and its 95% interval ("52.1% (49.0%–55.2%)")
        return _("{value} ({low}–{high})").format(
            value=percent(entry["share"]), low=percent(low), high=percent(high)
        )

    def mean(entry: Mapping[str, Any]) -> str:
        return _("{value} ({low}–{high})").format(
            value=decimal(entry["mean"], 1), low=decimal(entry["low"], 1),
            high=decimal(entry["high"], 1),
        )  # fmt: skip

    rows = [
        # TRANSLATORS: a row of the rules page's self-play table: the share of games {n} won
        (_("Player {n} wins").format(n=number(seat + 1)), share(entry))
        for seat, entry in enumerate(found["seat_wins"])
    ]
    rows.append((_("Draws"), share(found["draws"])))
    if found["tie_breaks"]["share"] > 0:
        rows.append((_("Decided by a tie-break"), share(found["tie_breaks"])))
    rows.append((_("Length, in steps"), mean(found["steps"])))
    steps = _("Steps to choose from, on average (branching factor)")
    rows.append((steps, mean(found["branching"])))
    described = ", ".join(
        # TRANSLATORS: an option of a rule set and its value ("Board size: 6")
        _("{option}: {value}").format(
            option=_(option.label), value=_option_value(option, game.options[option.name])
        )
        for option in type(game).OPTIONS
    )
    caption = ngettext(
        "{rules}; {games} game, level “{level}” in every seat",
        "{rules}; {games} games, level “{level}” in every seat",
        found["games"],
    ).format(rules=described or _("the rules as written"), games=number(found["games"]),
             level=_(ai.LEVEL_NAMES[run["level"]]))  # fmt: skip
    body = "\n".join(
        f'<tr><th scope="row">{escape(label)}</th><td>{escape(value)}</td></tr>'
        for label, value in rows
    )
    measure, value = _("Measure"), _("Value (95% interval)")
    return "\n".join([
        '<table class="self-play-table">',
        f"<caption>{escape(caption)}</caption>",
        f'<thead><tr><th scope="col">{escape(measure)}</th>'
        f'<th scope="col">{escape(value)}</th></tr></thead>',
        f"<tbody>\n{body}\n</tbody>",
        "</table>",
    ])  # fmt: skip


def percent(share: float) -> str:
    """A share as a percentage with one decimal, as the reader's language writes it."""
    # TRANSLATORS: a percentage ("52.1%"; French writes "52,1 %")
    return _("{number}%").format(number=decimal(share * 100, 1))


def _option_value(option: Option, value: OptionValue) -> str:
    if isinstance(value, bool):
        return pgettext("option's value", "yes") if value else pgettext("option's value", "no")
    return option.label_of(value) or option.format(value)

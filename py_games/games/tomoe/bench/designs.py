"""How often Tomoe's tile designs make encirclement, measured by seeded self-play.

Run: ``.venv/bin/python -m py_games.games.tomoe.bench.designs [--games N] [--greedy N] [--screen
N]`` (defaults 100, 30 and 30; about four minutes on one core). The designs are the
reconstruction's placeholders (``py_games/games/tomoe/designs.py``); this script answers whether
they make "a good game" in the sense of ``shared/spec/tomoe.md`` ("Tiles"): closed areas and
rings in most games between sensible players.

Designs. A design gives a tile's three hexagons a pattern each (N, SE or SW), in slot order;
turning the tile moves slot i to slot i + 1 and turns each pattern N -> SW -> SE -> N. The 27
raw designs fall into 11 classes up to turning; 3 classes look the same after a turn (turning
them would be no move) and are excluded, which leaves 8, numbered D1 to D8 below. Black-tip
tiles use the same classes on down spaces. The *colour twin* of an up design is the down
design with every pattern turned N -> SE -> SW -> N in the same slots: turning the board 60°
about a hexagon's centre maps up spaces onto down spaces and swaps the corners' colours, so
the twin is the same drawing with black and white exchanged. The placeholders (W1 = B1 = D1
``[N, N, N]``, W2 = B2 = ``[N, SE, SW]``) are their own twins.

Players. *random* takes a uniformly random legal step. *greedy* takes the step that maximises
its own live score minus the opponent's just after it (``game.scores`` of ``game.apply``), over
at most 40 legal steps sampled per decision, ties broken at random. Game ``i`` of a kind uses
the same seed for every design set, so design sets are compared on the same dice.

Three tables:

1. the 8 design classes, with their colour twins and the single-colour parts of one tile;
2. a screen of every colour-symmetric design set (two different classes for W1, W2, their
   twins for B1, B2: 28 sets), ``--screen`` random games each, most rings first;
3. the placeholders against four alternatives, ``--games`` random games each and
   ``--greedy`` greedy games for the placeholders and two of them: closed areas and rings
   (``Areas.rings``) at the end, how often a tile was rotation-locked at some point, and how
   the scores spread.

Then a verdict paragraph worked out from those numbers.

The script patches ``py_games.games.tomoe_state.DESIGN_TIPS`` in its own process while it plays an
alternative, and restores it afterwards; nothing on disk changes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import combinations, product

from py_games import get_game
from py_games.games.tomoe import rules as tomoe_rules
from py_games.games.tomoe import state as tomoe_state
from py_games.games.tomoe.designs import SPACES, TILES, UP
from py_games.games.tomoe.palago import (
    BLACK,
    PATTERN_NAMES,
    PATTERNS,
    WHITE,
    Surface,
    find_areas,
    turned,
)

Design = tuple[str, str, str]
"""A tile's patterns in slot order."""

SAMPLE = 40
"""At most this many legal steps weighed by the greedy player per decision."""


# -- designs ---------------------------------------------------------------------------------


def turned_pattern(pattern: str, turns: int) -> str:
    """A hexagon's pattern after ``turns`` × 120° counter-clockwise (N -> SW -> SE -> N)."""
    return PATTERN_NAMES[turned(PATTERNS[pattern], turns)]


def turn(design: Design) -> Design:
    """The design after one turn of +120°: slot i to slot i + 1, each pattern turned too."""
    a, b, c = (turned_pattern(p, 1) for p in design)
    return c, a, b


def canonical(design: Design) -> Design:
    """The class's name: the first of its turns in N < SE < SW order."""
    turns = [design, turn(design), turn(turn(design))]
    return min(turns, key=lambda d: tuple(PATTERNS[p] for p in d))


def twin(design: Design) -> Design:
    """The colour twin's class (see the module docstring)."""
    a, b, c = (turned_pattern(p, -1) for p in design)
    return canonical((a, b, c))


def design_classes() -> list[Design]:
    """The design classes a tile may have: not the same after a turn."""
    raw: list[Design] = [(a, b, c) for a, b, c in product(PATTERNS, repeat=3)]
    every = sorted({canonical(d) for d in raw}, key=lambda d: tuple(PATTERNS[p] for p in d))
    usable = [d for d in every if turn(d) != d]
    assert len(every) == 11 and len(usable) == 8, (len(every), len(usable))
    return usable


CLASSES = design_classes()
NAMES = {d: f"D{i}" for i, d in enumerate(CLASSES, start=1)}


def show(design: Design) -> str:
    return "[" + ", ".join(design) + "]"


def tile_sectors(design: Design) -> str:
    """The sectors of one tile of this design on an up space, as regions per sector: white
    ones, then black ones (``1·2·3 / 1·1·1·3``)."""
    cells = next(cells for points, cells in SPACES if points == UP)
    areas = find_areas(Surface([cells]), [PATTERNS[p] for p in design])
    sizes = Counter(areas.sector_of)
    colour = {areas.sector_of[r]: areas.colour[a] for r, a in enumerate(areas.area_of)}
    return " / ".join(
        "·".join(map(str, sorted(n for s, n in sizes.items() if colour[s] == c)))
        for c in (WHITE, BLACK)
    )


@dataclass(frozen=True)
class DesignSet:
    name: str
    tiles: dict[str, Design]
    """Tile type -> its design."""

    def label(self) -> str:
        w1, w2, b1, b2 = (NAMES[canonical(self.tiles[k])] for k in ("W1", "W2", "B1", "B2"))
        return f"{self.name} (W {w1},{w2}; B {b1},{b2})"


def symmetric(name: str, w1: Design, w2: Design) -> DesignSet:
    """W1, W2 and their colour twins as B1, B2."""
    return DesignSet(name, {"W1": w1, "W2": w2, "B1": twin(w1), "B2": twin(w2)})


CURRENT = DesignSet("placeholders", {kind: design for kind, (_, design) in TILES.items()})


@contextmanager
def designs_in_play(designs: DesignSet) -> Iterator[None]:
    """Tomoe's rules with ``designs``, in this process only, until the block ends."""
    tips = tomoe_state.DESIGN_TIPS
    saved = dict(tips)
    tips.update({kind: tuple(PATTERNS[p] for p in d) for kind, d in designs.tiles.items()})
    tomoe_state.tile_tips.cache_clear()  # the rules keep each tile's tips once worked out
    try:
        yield
    finally:
        tips.clear()
        tips.update(saved)
        tomoe_state.tile_tips.cache_clear()


# -- play ------------------------------------------------------------------------------------

Game = tomoe_rules.Tomoe
State = tomoe_state.TomoeState
Move = tomoe_state.TomoeMove
Player = Callable[[Game, State, list[Move], random.Random], Move]


def random_player(game: Game, state: State, legal: list[Move], rng: random.Random) -> Move:
    return rng.choice(legal)


def greedy_player(game: Game, state: State, legal: list[Move], rng: random.Random) -> Move:
    me = state.to_move
    best: list[Move] = []
    best_value = -(10**9)
    for move in rng.sample(legal, min(SAMPLE, len(legal))):
        scores = game.scores(game.apply(state, move))
        value = int(scores[me]) - int(scores[1 - me])
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


PLAYERS: dict[str, tuple[Player, int]] = {
    "random": (random_player, 0),
    "greedy": (greedy_player, 10_000),
}
"""Player kind -> how it chooses, and the first seed of its games."""


@dataclass(frozen=True)
class Result:
    closed: int
    rings: int
    locked: bool
    """Whether, at the start of some turn that allowed a rotation, a tile was locked."""
    black: int
    white: int


def play(game: Game, player: Player, seed: int) -> Result:
    rng = random.Random(seed)
    state = game.initial_state()
    locked = False
    while legal := game.legal_moves(state):
        if state.step == 1 and not locked:
            locked = bool(game.locked(state))
        state = game.apply(state, player(game, state, legal, rng))
    areas = game.areas(state)
    black, white = (int(s) for s in game.scores(state))
    closed = sum(not o for o in areas.open)
    return Result(closed, len(areas.rings), locked, black, white)


@dataclass(frozen=True)
class Summary:
    games: int
    closed: float
    any_closed: float
    rings: float
    rings_sd: float
    any_ring: float
    locked: float
    black: float
    black_sd: float
    white: float
    white_sd: float
    diff: float
    draws: float
    black_wins: float
    seconds: float


def measure(game: Game, designs: DesignSet, kind: str, games: int) -> Summary:
    player, first_seed = PLAYERS[kind]
    start = time.perf_counter()
    with designs_in_play(designs):
        results = [play(game, player, first_seed + i) for i in range(games)]
    seconds = (time.perf_counter() - start) / games

    def mean(values: Sequence[float]) -> float:
        return statistics.fmean(values)

    def share(flags: Sequence[bool]) -> float:
        return 100 * sum(flags) / len(flags)

    def sd(values: Sequence[float]) -> float:
        return statistics.stdev(values) if len(values) > 1 else 0.0

    blacks = [r.black for r in results]
    whites = [r.white for r in results]
    rings = [r.rings for r in results]
    return Summary(
        games=games,
        closed=mean([r.closed for r in results]),
        any_closed=share([r.closed > 0 for r in results]),
        rings=mean(rings),
        rings_sd=sd(rings),
        any_ring=share([r.rings > 0 for r in results]),
        locked=share([r.locked for r in results]),
        black=mean(blacks),
        black_sd=sd(blacks),
        white=mean(whites),
        white_sd=sd(whites),
        diff=mean([abs(r.black - r.white) for r in results]),
        draws=share([r.black == r.white for r in results]),
        black_wins=share([r.black > r.white for r in results]),
        seconds=seconds,
    )


# -- tables ----------------------------------------------------------------------------------


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()


def class_table() -> None:
    print("### The 8 design classes (those a turn leaves unchanged excluded)\n")
    rows = []
    for design in CLASSES:
        turns = ", ".join(show(d) for d in (design, turn(design), turn(turn(design))))
        users = [k for k, d in CURRENT.tiles.items() if canonical(d) == design]
        rows.append([NAMES[design], turns, NAMES[twin(design)], tile_sectors(design),
                     " ".join(users) or "-"])  # fmt: skip
    header = ["class", "its three turns", "colour twin", "regions per sector, white / black",
              "placeholder types"]  # fmt: skip
    table(header, rows)


def screen(game: Game, games: int) -> list[tuple[DesignSet, Summary]]:
    """Every colour-symmetric set with random players, most rings first."""
    print(f"### Screen: every colour-symmetric set, {games} random games each\n")
    sets = [symmetric(f"{NAMES[a]}+{NAMES[b]}", a, b) for a, b in combinations(CLASSES, 2)]
    measured = [(s, measure(game, s, "random", games)) for s in sets]
    measured.sort(key=lambda m: (-m[1].rings, -m[1].closed))
    rows = []
    for s, m in measured:
        mark = " = placeholders" if same_classes(s, CURRENT) else ""
        rows.append([s.label() + mark, f"{m.closed:.1f}", f"{m.any_closed:.0f}", f"{m.rings:.1f}",
                     f"{m.any_ring:.0f}", f"{m.black:.1f}", f"{m.white:.1f}", f"{m.diff:.1f}",
                     f"{m.black_wins:.0f}"])  # fmt: skip
    header = ["designs", "closed", "% ≥1 closed", "rings", "% ≥1 ring", "Black", "White",
              "abs diff", "% Black wins"]  # fmt: skip
    table(header, rows)
    return measured


def same_classes(a: DesignSet, b: DesignSet) -> bool:
    return all(canonical(a.tiles[k]) == canonical(b.tiles[k]) for k in TILES)


D = dict(zip(NAMES.values(), CLASSES, strict=True))
ALTERNATIVES = (
    # The two sets the screen ranks first by rings: the placeholders' D6 with D7 (white
    # sectors of 2·2·2 regions instead of D1's 1·2·3), and D7 with D8 (both 2·2·2).
    (symmetric("D6+D7", D["D6"], D["D7"]), True),
    (symmetric("D7+D8", D["D7"], D["D8"]), False),
    # The screen's last: both designs with a white sector of 4 regions.
    (symmetric("D2+D5", D["D2"], D["D5"]), True),
    # Like the placeholders, the same classes on both orientations, but not colour twins.
    (DesignSet("D6+D7 both", {"W1": D["D6"], "W2": D["D7"], "B1": D["D6"], "B2": D["D7"]}), False),
)
"""The alternatives weighed against the placeholders, and whether greedy players try them too
(greedy games cost about 50 random ones: the richest set and the poorest, to keep the run
within minutes)."""


def compare(game: Game, games: int, greedy: int) -> dict[tuple[str, str], Summary]:
    print(f"### Placeholders and alternatives: {games} random games each, {greedy} greedy\n")
    results: dict[tuple[str, str], Summary] = {}
    rows = []
    for designs, with_greedy in ((CURRENT, True), *ALTERNATIVES):
        for kind, count in (("random", games), ("greedy", greedy if with_greedy else 0)):
            if not count:
                continue
            m = results[designs.name, kind] = measure(game, designs, kind, count)
            rows.append([designs.label(), kind, str(m.games), f"{m.closed:.1f}",
                         f"{m.any_closed:.0f}", f"{m.rings:.1f} ± {m.rings_sd:.1f}",
                         f"{m.any_ring:.0f}", f"{m.locked:.0f}",
                         f"{m.black:.1f} ± {m.black_sd:.1f}", f"{m.white:.1f} ± {m.white_sd:.1f}",
                         f"{m.diff:.1f}", f"{m.draws:.0f}", f"{m.black_wins:.0f}",
                         f"{m.seconds:.2f}"])  # fmt: skip
    header = ["designs", "player", "games", "closed", "% ≥1 closed", "rings ± sd", "% ≥1 ring",
              "% locked", "Black ± sd", "White ± sd", "abs diff", "% draws", "% Black wins",
              "s/game"]  # fmt: skip
    table(header, rows)
    return results


def verdict(results: dict[tuple[str, str], Summary],
            screened: list[tuple[DesignSet, Summary]]) -> None:  # fmt: skip
    """One paragraph, from the numbers above."""
    now = results[CURRENT.name, "random"]
    sensible = results.get((CURRENT.name, "greedy"))
    common = now.any_ring >= 50 and (sensible is None or sensible.any_ring >= 50)
    claim = 12 <= now.closed <= 18 and 3.5 <= now.rings <= 5.5
    text = [
        f"**Verdict.** With the placeholders, random games end with {now.closed:.1f} closed "
        f"areas and {now.rings:.1f} rings on average ({now.any_closed:.0f}% of games have a "
        f"closed area, {now.any_ring:.0f}% a ring), "
        + ("in line with" if claim else "unlike")
        + " the spec's claim of about 15 closed areas and 4 to 5 rings"
    ]
    if sensible is not None:
        text.append(
            f"; greedy players make {'more' if sensible.rings > now.rings else 'fewer'}: "
            f"{sensible.closed:.1f} closed areas and "
            f"{sensible.rings:.1f} rings, a ring in {sensible.any_ring:.0f}% of games and a "
            f"rotation-locked tile in {sensible.locked:.0f}%"
        )
    text.append(
        f". Their random games score Black {now.black:.1f} ± {now.black_sd:.1f} and White "
        f"{now.white:.1f} ± {now.white_sd:.1f} (mean gap {now.diff:.1f}, {now.draws:.0f}% draws, "
        f"Black wins {now.black_wins:.0f}%). Encirclement is "
        + ("common" if common else "rare")
        + " with them."
    )
    alternatives = [(d, results[d.name, "random"]) for d, _ in ALTERNATIVES]
    best, top = max(alternatives, key=lambda a: a[1].rings)
    error = (top.rings_sd**2 / top.games + now.rings_sd**2 / now.games) ** 0.5
    if screened:
        low, high = screened[-1][1].rings, screened[0][1].rings
        every = min(m.any_ring for _, m in screened)
        rank = next(i for i, (s, _) in enumerate(screened, 1) if same_classes(s, CURRENT))
        text.append(
            f" Every one of the {len(screened)} colour-symmetric sets gives a ring in "
            + ("every random game" if every == 100 else f"at least {every:.0f}% of random games")
            + f" ({low:.1f} to {high:.1f} rings per game); the "
            f"placeholders rank {rank} of {len(screened)} by rings."
        )
    text.append(
        f" The richest alternative here, {best.label()}, makes {top.rings:.1f} rings against "
        f"{now.rings:.1f} (difference {top.rings - now.rings:+.1f}, standard error {error:.1f}) "
        f"and {top.closed:.1f} closed areas against {now.closed:.1f}"
    )
    if common:
        text.append(
            ", a difference of degree, not of kind: the spec's test (closed areas and rings in "
            "most games between sensible players) is already met, more rings is not by itself a "
            "better game, and the spec asks to change the placeholders only with evidence that "
            "encirclement is rare. There is no clearly better choice; the placeholders stay."
        )
    elif top.any_ring >= 50:
        text.append(f", so the placeholders fail the spec's test and {best.label()} passes it.")
    else:
        text.append(", and no design set weighed here passes the spec's test either.")
    print("".join(text))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="random games per design set")
    parser.add_argument("--greedy", type=int, default=30, help="greedy games per design set")
    parser.add_argument("--screen", type=int, default=30,
                        help="random games per set in the screen (0: no screen)")  # fmt: skip
    args = parser.parse_args()
    game = get_game("tomoe")
    assert isinstance(game, Game)
    start = time.perf_counter()
    class_table()
    screened = screen(game, args.screen) if args.screen else []
    results = compare(game, max(args.games, 2), args.greedy)
    verdict(results, screened)
    print(f"\n({time.perf_counter() - start:.0f} s in all)")


if __name__ == "__main__":
    main()

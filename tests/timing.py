"""How work grows with input: a test that would take far too long if a parser were quadratic.

Absolute times depend on the machine; ratios barely do. :func:`ratio` times a function on an
input and on one ``factor`` times larger, each the best of a few runs (the least disturbed by
anything else the machine does), and returns how many times longer the larger took: about
``factor`` for linear work, ``factor`` squared for quadratic.

A run is timed in this process's CPU time, not on the clock: beside other tests, browsers and
builds on the same cores, a long run is far likelier than a short one to wait for a core, and
its wall time would say so. The garbage collector is held off while a run is timed (and run
before it): its full passes walk every object the test process holds, so under xdist a run's
time would depend on what the tests before it left alive, not on the work being measured.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable


def best_time(run: Callable[[], object], runs: int = 5) -> float:
    """The shortest of ``runs`` timings of ``run()``, in seconds of this process's CPU time."""
    best = float("inf")
    enabled = gc.isenabled()
    try:
        for _ in range(runs):
            gc.collect()
            gc.disable()
            started = time.process_time()
            run()
            best = min(best, time.process_time() - started)
            gc.enable()
    finally:
        if enabled:
            gc.enable()
        else:
            gc.disable()
    return best


def ratio(run: Callable[[int], object], size: int, factor: int = 16, runs: int = 5) -> float:
    """How many times longer ``run(size * factor)`` takes than ``run(size)``.

    The small run is floored at 50 µs, so that a refusal that takes no time at all whatever
    the size is not read as a large ratio of two timer ticks."""
    small = max(best_time(lambda: run(size), runs), 50e-6)
    large = best_time(lambda: run(size * factor), runs)
    return large / small

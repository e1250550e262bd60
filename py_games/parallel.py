"""Jobs run in parallel, in order: one helper for the puzzle miner, ``match`` and the ratings'
round robin.

:func:`executor` makes what ``--workers N`` or ``--scheduler ADDRESS`` ask for: nothing
(jobs run here, one after another) for one worker, a :class:`ProcessPoolExecutor` for more,
or a Dask client's ``get_executor()`` for a scheduler (processes on other machines; the
optional extra ``cluster`` installs ``distributed``). :func:`run_in_order` maps a job over
its arguments and yields the results in argument order, whoever ran them: a job that is
seeded by its arguments alone gives the same results whatever the number of workers.

Processes are imported here, not at the top of a module the bridge loads: Pyodide has none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any, TypeVar

from .core.errors import GameError, quoted

A = TypeVar("A")
R = TypeVar("R")


def cluster(address: str) -> Any:
    """A Dask client connected to ``address``; a :class:`GameError` saying how to install
    ``distributed`` when it is missing, or that the scheduler cannot be reached."""
    try:
        from distributed import Client  # noqa: PLC0415 (an optional extra)
    except ImportError:
        raise GameError(
            "--scheduler needs Dask's distributed: pip install 'py-games[cluster]'"
        ) from None
    try:
        return Client(address, timeout=10)  # type: ignore[no-untyped-call, unused-ignore]
    except (OSError, TimeoutError, ValueError) as error:
        raise GameError(f"cannot reach the Dask scheduler {quoted(address)}: {error}") from None


@contextmanager
def executor(workers: int = 1, scheduler: str | None = None) -> Iterator[Executor | None]:
    """The executor ``workers``/``scheduler`` ask for (``None``: run here), shut down after."""
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise GameError(f"workers is a whole number from 1, not {workers!r}")
    if scheduler:
        client = cluster(scheduler)
        try:
            yield client.get_executor()
        finally:
            client.close()
    elif workers > 1:
        from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415

        pool = ProcessPoolExecutor(workers)
        try:
            yield pool
        finally:
            pool.shutdown(cancel_futures=True)
    else:
        yield None


def run_in_order(
    job: Callable[[A], R], arguments: Iterable[A], pool: Executor | None = None
) -> Iterator[R]:
    """``job`` over ``arguments`` (a top-level function: it is pickled), in ``pool`` or here;
    the results in argument order."""
    if pool is None:
        return map(job, arguments)
    return pool.map(job, list(arguments))

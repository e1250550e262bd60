"""Shared pytest setup: the --update-golden switch, Hypothesis profiles and a local Dask
cluster."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings

# CI gets more examples than a quick local run; both are deterministic in what they check.
settings.register_profile("ci", max_examples=300, deadline=None)
settings.register_profile("dev", max_examples=80, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite tests/golden/*.txt from the current rules instead of comparing",
    )


@pytest.fixture(scope="session")
def dask_client() -> Iterator[Any]:
    """A client of a local Dask cluster of two worker processes (on 127.0.0.1), both up before
    it is given, for the tests that run jobs on a cluster (``distributed`` is in the dev
    extra); its scheduler's address is ``client.scheduler.address``."""
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
            host="127.0.0.1",
        ) as cluster,
        distributed.Client(cluster) as client,
    ):  # fmt: skip
        client.wait_for_workers(2, timeout=60)
        yield client

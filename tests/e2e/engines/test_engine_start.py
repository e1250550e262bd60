"""A WebKit session that hangs while starting is tried again, not waited for for ever
(WebKitWebDriver now and then starts no browser and never answers)."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from . import engine_pages


class Process:
    """A driver process: killing it ends the request that waits on it."""

    def __init__(self) -> None:
        self.killed = threading.Event()

    def kill(self) -> None:
        self.killed.set()


class Service:
    def __init__(self) -> None:
        self.process = Process()


def test_a_start_that_hangs_is_stopped_and_tried_again() -> None:
    services: list[Service] = []

    def service() -> Service:
        services.append(Service())
        return services[-1]

    def start(service: Service) -> Any:
        if len(services) == 1:  # the first try hangs until its driver is killed
            service.process.killed.wait()
            raise ConnectionResetError("the driver went away")
        return "session"

    assert engine_pages.started_within(start, service, seconds=0.2) == "session"
    assert len(services) == 2
    assert services[0].process.killed.is_set()


def test_a_start_that_always_hangs_fails_with_the_reason() -> None:
    def start(service: Service) -> Any:
        service.process.killed.wait()
        raise ConnectionResetError("the driver went away")

    with pytest.raises(RuntimeError, match="started no browser"):
        engine_pages.started_within(start, Service, seconds=0.1)


def test_a_start_that_fails_says_why_at_once() -> None:
    def start(service: Service) -> Any:
        raise OSError("no MiniBrowser")

    with pytest.raises(OSError, match="no MiniBrowser"):
        engine_pages.started_within(start, Service, seconds=5)

"""How the Python worker starts, seen from the requests it makes: the runtime's WebAssembly
compiled from the worker's first moment and downloaded once, and on a visit that restores the
memory snapshot, the py_games wheel left until the page has been answered.

Each test has a browser context of its own, so its caches start empty.
"""

from __future__ import annotations

from playwright.sync_api import Page, Request
from test_snapshot import SAVED, started

WASM, SCRIPT, WHEEL = "pyodide.asm.wasm", "pyodide/pyodide.mjs", ".whl"
# When the page could first ask Python (ms since 1970, as a request's start time).
READY = "performance.timeOrigin + performance.getEntriesByName('py-games:ready')[0].startTime"


def asked(requests: list[Request], end: str, before: float = float("inf")) -> list[int]:
    """Where, in the order asked, the page and its workers asked for a path ending with
    ``end`` before ``before`` (ms since 1970; the service worker's own copies for offline use
    left out). A request's start time is known only once its response has come (Playwright
    gives 0 until then, which is before everything): each is waited for."""
    return [
        i
        for i, request in enumerate(requests)
        if request.url.split("?")[0].endswith(end)
        and request.service_worker is None
        and started_at(request) < before
    ]


def started_at(request: Request) -> float:
    """When ``request`` was made (ms since 1970), once its response has come."""
    request.response()
    return request.timing["startTime"]


def test_the_runtime_is_compiled_from_the_first_moment_and_fetched_once(
    page: Page, site_url: str
) -> None:
    requests: list[Request] = []
    page.context.on("request", lambda request: requests.append(request))  # noqa: PLW0108 (Playwright cannot wrap a builtin)
    page.goto(f"{site_url}play.html")
    assert started(page) == "fresh"
    # Asked for before Pyodide's script, which would ask for it only once it runs, and only
    # once: Pyodide's own fetch of it is handed the module already compiling. (Until the page
    # is answered: then the snapshot helper, a worker of its own, may start and ask again.)
    ready = page.evaluate(READY)
    wasm, script = asked(requests, WASM, ready), asked(requests, SCRIPT, ready)
    assert len(wasm) == 1 and len(script) == 1, [r.url for r in requests]
    assert wasm[0] < script[0]

    page.wait_for_function(SAVED, timeout=60_000)
    requests.clear()
    page.reload()
    assert started(page) == "snapshot"
    assert len(asked(requests, WASM)) == 1
    # Restored Python needs no wheel to answer: it is fetched (its files put back) only once
    # the page has been answered, and then while the worker is idle.
    ready = page.evaluate(READY)
    page.wait_for_timeout(1500)  # the worker's idle wait is 0.4 s
    wheel = asked(requests, WHEEL)
    assert len(wheel) == 1
    assert started_at(requests[wheel[0]]) > ready

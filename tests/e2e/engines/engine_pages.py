"""One small page API over two drivers, so each check of the engines suite is written once:
Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi (firefox_bridge.mjs,
a Node process steered over stdin/stdout), and WebKitGTK (Safari's engine) through Selenium
and Debian's WebKitWebDriver, on an Xvfb display of the suite's own.

The page API is what a person does: go to a page, click at a point (real pointer events,
through the driver's input actions), press keys, type; plus ``js`` to read what the page
shows and ``wait`` to wait for it (polled inside the page, one round trip per wait).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import threading
import time
import warnings
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
TIMEOUT_S = 90  # Pyodide's first load on a busy 2-core machine, with margin

FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"

# Firefox hides this machine's addresses in its WebRTC candidates behind mDNS names
# (<uuid>.local) that nothing here resolves: for the live test, host candidates are real
# addresses, as on a network whose browsers show them (Chromium's live test does the same).
# And no request may leave 127.0.0.1: every other host goes to a proxy that is not there.
FIREFOX_PREFS: dict[str, object] = {
    "media.peerconnection.ice.obfuscate_host_addresses": False,
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": 9,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": 9,
    "network.proxy.no_proxies_on": "127.0.0.1",
}


# What the drivers say when a script's document went away under it (a navigation).
GONE = re.compile(r"context was destroyed|no such frame|navigat|unloaded|discarded", re.I)


class EnginePage(ABC):
    """A page in one engine."""

    engine: str

    @abstractmethod
    def goto(self, url: str) -> None: ...

    @abstractmethod
    def reload(self) -> None: ...

    @abstractmethod
    def js(self, expression: str) -> Any:
        """The value of a JavaScript expression (a promise is awaited), as JSON."""

    @abstractmethod
    def click_at(self, x: float, y: float) -> None: ...

    @abstractmethod
    def press(self, key: str) -> None:
        """One key: a character, or "Enter", "Escape"."""

    @abstractmethod
    def problems(self) -> list[str]:
        """What went wrong on the page since last asked (errors, foreign requests)."""

    @abstractmethod
    def close(self) -> None: ...

    # What the tests use, built on the above.

    def call(self, function: str, *args: object) -> Any:
        """``function`` (JavaScript source) called with ``args`` (as JSON)."""
        return self.js(f"({function})(...{json.dumps(args)})")

    def wait(self, predicate: str, *args: object, timeout: float = TIMEOUT_S) -> Any:
        """Wait until ``predicate(...args)`` (JavaScript source) is truthy: its value.

        A wait the page's own navigation cuts off (its document gone) starts again in the new
        document, as Playwright's waits do."""
        end = time.monotonic() + timeout
        while True:
            try:
                return self._wait(predicate, args, max(end - time.monotonic(), 1))
            except EngineError as error:
                if not GONE.search(str(error)) or time.monotonic() > end:
                    raise

    def _wait(self, predicate: str, args: tuple[object, ...], timeout: float) -> Any:
        return self.js(
            f"""(async (p, args, ms) => {{
                const end = Date.now() + ms;
                for (;;) {{
                    let value, error;
                    try {{ value = await p(...args); }} catch (e) {{ error = e; }}
                    if (value) return value;
                    if (Date.now() > end) throw new Error(
                        "timed out waiting for " + p + " " + JSON.stringify(args) +
                        (error ? " (last: " + error + ")" : " (last value: " + value + ")"));
                    await new Promise(r => setTimeout(r, 50));
                }}
            }})({predicate}, {json.dumps(args)}, {int(timeout * 1000)})"""
        )

    def board(self, expression: str) -> Any:
        """``expression`` with ``b`` bound to the player's board element."""
        return self.js(
            f"(() => {{ const b = document.querySelector('#board'); return {expression}; }})()"
        )

    def wait_board(self, condition: str, *args: object) -> Any:
        return self.wait(
            f"(...a) => {{ const b = document.querySelector('#board'); return {condition}; }}",
            *args,
        )

    def text(self, selector: str) -> str:
        return str(self.call("s => document.querySelector(s)?.textContent ?? ''", selector))

    def wait_text(self, selector: str, *parts: str) -> str:
        """Wait until ``selector``'s text holds every one of ``parts``: the text (else the
        failure says the text it had)."""
        try:
            return str(
                self.wait(
                    "(s, parts) => { const t = document.querySelector(s)?.textContent ?? '';"
                    " return parts.every(p => t.includes(p)) && t; }",
                    selector,
                    list(parts),
                )
            )
        except Exception as error:
            said = self.call("s => document.querySelector(s)?.textContent ?? null", selector)
            raise EngineError(f"{error}; {selector} said instead: {said!r}") from None

    def center(self, selector: str) -> dict[str, float]:
        """The centre of ``selector`` once it is shown, enabled and still (the same box over
        an animation frame, as Playwright waits before a click), scrolled into view first."""
        return self.wait(  # type: ignore[no-any-return]
            """async s => { const e = document.querySelector(s);
                if (!e || !e.getClientRects().length || e.disabled) return null;
                e.scrollIntoView({block: 'center', inline: 'center'});
                const box = () => JSON.stringify(e.getBoundingClientRect());
                const before = box();
                await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
                if (box() !== before) return null;
                const r = e.getBoundingClientRect();
                return {x: r.left + r.width / 2, y: r.top + r.height / 2}; }""",
            selector,
        )

    def click(self, selector: str) -> None:
        """A real click in the middle of ``selector`` once it is shown."""
        point = self.center(selector)
        self.click_at(point["x"], point["y"])

    def click_cell(self, cell: str) -> None:
        self.js("document.querySelector('#board').scrollIntoView({block: 'nearest'})")
        point = self.call("c => document.querySelector('#board').cellCenter(c)", cell)
        assert point is not None, f"the board has no cell {cell}"
        self.click_at(point["x"], point["y"])

    def fill(self, selector: str, text: str) -> None:
        """Put ``text`` in a field as a paste does (one input event)."""
        self.click(selector)
        self.call(
            "(s, t) => { const e = document.querySelector(s); e.value = t;"
            " e.dispatchEvent(new InputEvent('input', {bubbles: true})); }",
            selector,
            text,
        )

    def open_player(self, url: str) -> None:
        self.goto(url)
        self.wait_board("/ready|over/.test(b.dataset.status ?? '')")


class FirefoxDriver:
    """One Firefox (a Node process running firefox_bridge.mjs), shared by a test session."""

    def __init__(self) -> None:
        node = shutil.which("node")
        bridge = HERE / "firefox_bridge.mjs"
        if node is None:
            raise RuntimeError("node is not on PATH (Debian: apt-get install nodejs)")
        if not (ROOT / "node_modules" / "puppeteer-core").is_dir():
            raise RuntimeError("node_modules/puppeteer-core is missing: run npm ci")
        self.process = subprocess.Popen(
            [node, str(bridge), FIREFOX, json.dumps(FIREFOX_PREFS)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        self.lock = threading.Lock()
        self.next = 0
        self.version = str(self.send("version"))

    def send(self, op: str, **args: object) -> Any:
        assert self.process.stdin and self.process.stdout
        with self.lock:
            self.next += 1
            self.process.stdin.write(json.dumps({"id": self.next, "op": op, "args": args}) + "\n")
            self.process.stdin.flush()
            while line := self.process.stdout.readline():
                if line.startswith(f'{{"id":{self.next},'):
                    break  # (anything else printed there is not an answer)
        if not line:
            raise RuntimeError(f"Firefox's driver ended (exit code {self.process.wait()})")
        answer = json.loads(line)
        if "error" in answer:
            raise EngineError(f"Firefox: {op}: {answer['error']}")
        return answer["value"]

    def new_page(self, width: int = 1280, height: int = 900) -> FirefoxPage:
        return FirefoxPage(self, self.send("newPage", width=width, height=height))

    def quit(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


class EngineError(AssertionError):
    """What a driver reported failing in the page (a timeout, a script error)."""


class FirefoxPage(EnginePage):
    engine = "firefox"

    def __init__(self, driver: FirefoxDriver, page: int) -> None:
        self.driver, self.page = driver, page

    def goto(self, url: str) -> None:
        self.driver.send("goto", page=self.page, url=url)

    def reload(self) -> None:
        self.driver.send("reload", page=self.page)

    def js(self, expression: str) -> Any:
        return self.driver.send("evaluate", page=self.page, expression=expression)

    def click_at(self, x: float, y: float) -> None:
        self.driver.send("click", page=self.page, x=x, y=y)

    def press(self, key: str) -> None:
        self.driver.send("press", page=self.page, key=key)

    def problems(self) -> list[str]:
        return list(self.driver.send("problems", page=self.page))

    def close(self) -> None:
        self.driver.send("close", page=self.page)


class Xvfb:
    """An X display of this suite's own (the first free one): WebKitGTK has no headless mode."""

    def __init__(self) -> None:
        xvfb = shutil.which("Xvfb")
        if xvfb is None:
            raise RuntimeError("Xvfb is not on PATH (Debian: apt-get install xvfb)")
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [xvfb, "-displayfd", str(write), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as told:
            number = told.readline().strip()
        if not number:
            raise RuntimeError(f"Xvfb did not start (exit code {self.process.wait()})")
        self.display = f":{number}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def minibrowser() -> str | None:
    """WebKitGTK's MiniBrowser, which WebKitWebDriver drives (in libwebkit2gtk's folder)."""
    for folder in sorted(Path("/usr/lib").glob("*/webkit2gtk-4.*"), reverse=True):
        if (folder / "MiniBrowser").is_file():
            return str(folder / "MiniBrowser")
    return None


START_S = 60
"""How long a WebKit session may take to start (2 s when it does)."""
ATTEMPTS = 3


def started_within(start: Callable[[Any], Any], service: Callable[[], Any], seconds: float) -> Any:
    """The driver ``start(service())`` makes, tried again when it hangs: now and then
    WebKitWebDriver starts no browser and never answers the request for a session, which would
    hold the suite for ever. A hung try's driver process is killed, which ends its request."""
    for _ in range(ATTEMPTS):
        made: dict[str, Any] = {}
        driver_service = service()

        def run(driver_service: Any = driver_service, made: dict[str, Any] = made) -> None:
            try:
                made["driver"] = start(driver_service)
            except Exception as error:  # raised below, in the caller's thread
                made["error"] = error

        thread = threading.Thread(target=run, name="webkit-start", daemon=True)
        thread.start()
        thread.join(seconds)
        if "driver" in made:
            return made["driver"]
        if "error" in made:
            raise made["error"]
        if driver_service.process is not None:
            driver_service.process.kill()
        thread.join(10)
    raise RuntimeError(f"WebKitWebDriver started no browser in {ATTEMPTS} tries of {seconds} s")


class WebKit:
    """One WebKitGTK browser (a WebDriver session of Debian's WebKitWebDriver) for the test
    session: it starts in 2 s, but a fresh one loads Pyodide anew (10 s), so the tests share
    it, one page at a time, and each page's storage is cleared when it closes."""

    def __init__(self, display: str) -> None:
        from selenium import webdriver
        from selenium.webdriver.common.proxy import Proxy, ProxyType
        from selenium.webdriver.webkitgtk.service import Service

        options = webdriver.WebKitGTKOptions()
        browser = minibrowser()
        if browser:
            options.binary_location = browser
        options.add_argument("--automation")
        # No request leaves 127.0.0.1: every other host goes to a proxy that is not there.
        options.proxy = Proxy(
            {
                "proxyType": ProxyType.MANUAL,
                "httpProxy": "127.0.0.1:9",
                "sslProxy": "127.0.0.1:9",
                "noProxy": ["127.0.0.1"],
            }
        )
        env = {**os.environ, "DISPLAY": display}

        def service() -> Service:
            return Service(executable_path=WEBKIT_DRIVER, log_output=subprocess.DEVNULL, env=env)

        def start(service: Service) -> Any:
            with warnings.catch_warnings():
                # Selenium's own WebKitGTK driver still sets the address the way it deprecates.
                warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
                return webdriver.WebKitGTK(options=options, service=service)

        self.driver = started_within(start, service, START_S)
        self.driver.set_script_timeout(TIMEOUT_S + 30)
        self.driver.set_page_load_timeout(TIMEOUT_S)
        self.version = str(self.driver.capabilities.get("browserVersion", "?"))
        self.page: WebKitPage | None = None

    def new_page(self, width: int = 1280, height: int = 900) -> WebKitPage:
        assert self.page is None, "one WebKit page at a time"
        self.driver.set_window_rect(0, 0, width, height)
        self.page = WebKitPage(self)
        return self.page

    def quit(self) -> None:
        self.driver.quit()


class WebKitPage(EnginePage):
    """The shared WebKit browser's window, for one test."""

    engine = "webkit"

    def __init__(self, browser: WebKit) -> None:
        self.browser, self.driver = browser, browser.driver

    def goto(self, url: str) -> None:
        self.driver.get(url)
        self._watch()

    def reload(self) -> None:
        self.driver.refresh()
        self._watch()

    def _watch(self) -> None:
        """Record the page's uncaught errors and console errors from here on (WebDriver
        classic has no log; what happens before this runs is seen by the tests' assertions)."""
        self.driver.execute_script(
            """if (!window.__problems) {
                const p = window.__problems = [];
                addEventListener('error', e => p.push('uncaught error: ' + e.message));
                addEventListener('unhandledrejection', e => p.push('uncaught error: ' + e.reason));
                const error = console.error.bind(console);
                console.error = (...a) => { p.push('console error: ' + a.join(' ')); error(...a); };
            }"""
        )

    def js(self, expression: str) -> Any:
        from selenium.common.exceptions import JavascriptException

        try:
            return self.driver.execute_script(f"return {expression};")
        except JavascriptException as error:
            raise EngineError(f"WebKit: {error.msg}") from None

    def click_at(self, x: float, y: float) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        actions = ActionChains(self.driver)
        actions.w3c_actions.pointer_action.move_to_location(round(x), round(y))
        actions.w3c_actions.pointer_action.click()
        actions.perform()

    def press(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        named = {"Enter": Keys.ENTER, "Escape": Keys.ESCAPE, "Tab": Keys.TAB}
        ActionChains(self.driver).send_keys(named.get(key, key)).perform()

    def problems(self) -> list[str]:
        return list(self.js("(window.__problems ?? []).splice(0)") or [])

    def close(self) -> None:
        """Forget what the page stored (saved games, progress), then leave it."""
        if self.driver.current_url.startswith("http://127.0.0.1"):
            self.driver.execute_script("localStorage.clear(); sessionStorage.clear();")
        self.driver.get("about:blank")
        self.browser.page = None


class ChromiumPage(EnginePage):
    """A Playwright page in Debian's Chromium (the e2e suite's, guarded by its `page_watch`),
    behind the same API, for the checks between two engines."""

    engine = "chromium"

    def __init__(self, page: Any) -> None:
        self.page = page

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def js(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def click_at(self, x: float, y: float) -> None:
        self.page.mouse.click(x, y)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def problems(self) -> list[str]:
        return []  # the e2e suite's page_watch fails the test itself

    def close(self) -> None:
        self.page.close()

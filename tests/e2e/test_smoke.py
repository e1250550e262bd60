"""Smoke tests of the built site: Python loads in the browser with the network cut, and the
bridge answers exactly as it does in CPython.

The `page` fixture (conftest.py) fails any test whose page requests something outside
127.0.0.1, throws, or logs an error, so each browser test here is also an offline test.
"""

from __future__ import annotations

import http.client
import json
import re
import shutil
import subprocess
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

from conftest import filled_pages
from py_games.bridge import handle

ROOT = Path(__file__).resolve().parents[2]

# Settles when the engine check page (tests/e2e/pages/smoke.html) is ready or has failed.
SETTLED = "document.body.dataset.readyMs !== undefined || document.body.dataset.stage === 'failed'"

# Runs in the page: one engine call, its answer or its error as plain data.
CALL = """async ([fn, args]) => {
  const { engine } = await import(new URL("engine.js", document.baseURI));
  try {
    return { answer: await engine().call(fn, args) };
  } catch (error) {
    return { error: { name: error.name, type: error.type, message: error.message } };
  }
}"""


def host(request: dict[str, Any]) -> Any:
    """What CPython's bridge answers, parsed."""
    return json.loads(handle(json.dumps(request)))


def open_engine_check(page: Any, url: str) -> int:
    """Open the engine check page, wait until Python is ready, return how long it took (ms)."""
    page.goto(url + "smoke.html")
    page.wait_for_function(SETTLED)
    body = page.locator("body")
    assert body.get_attribute("data-stage") == "ready", page.text_content("#result")
    return int(body.get_attribute("data-ready-ms"))


def test_engine_answers_the_catalog_like_host_python(
    page: Any, site_url: str, dist_dir: Path, record_property: Any
) -> None:
    ready_ms = open_engine_check(page, site_url)
    record_property("ready_ms", ready_ms)
    print(f"engine ready {ready_ms} ms after page load")

    expected = host({"fn": "catalog"})
    assert page.evaluate(CALL, ["catalog", {}]) == {"answer": expected}
    # build.py stored the same catalog for pages to use before Python is up.
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["catalog"] == expected


def test_stages_are_reported_in_order(page: Any, site_url: str) -> None:
    open_engine_check(page, site_url)
    assert page.locator("body").get_attribute("data-stages") == "runtime rules ready"


def test_errors_come_back_as_engine_errors(page: Any, site_url: str) -> None:
    open_engine_check(page, site_url)
    expected = host({"fn": "no_such_function"})["error"]
    outcome = page.evaluate(CALL, ["no_such_function", {}])
    assert outcome == {"error": {"name": "EngineError", **expected}}
    # The worker is still there to answer the next request.
    assert "answer" in page.evaluate(CALL, ["catalog", {}])


def test_worker_queues_early_requests_and_survives_bad_ones(page: Any, site_url: str) -> None:
    """Talk to worker.js directly: requests sent before it is ready, two of them garbage."""
    page.goto(site_url + "smoke.html#idle")
    answers = page.evaluate(
        """async () => {
          const worker = new Worker(new URL("worker.js", document.baseURI), { type: "module" });
          const answers = {};
          const done = new Promise((resolve, reject) => {
            worker.addEventListener("message", ({ data }) => {
              if (data.type === "failed") reject(new Error(data.message));
              if (data.id === undefined) return;
              answers[data.id] = JSON.parse(data.response);
              if (Object.keys(answers).length === 3) resolve();
            });
          });
          worker.postMessage({ id: 1, request: "this is not JSON" });
          worker.postMessage({ id: 2, request: "[1, 2, 3]" });
          worker.postMessage({ id: 3, request: JSON.stringify({ fn: "catalog" }) });
          await done;
          worker.terminate();
          return answers;
        }"""
    )
    for garbage in ("1", "2"):
        error = answers[garbage]["error"]
        assert error["type"], error
        assert error["message"], error
    assert answers["3"] == host({"fn": "catalog"})


def test_page_guard_sees_requests_from_workers(page: Any, page_watch: Any, site_url: str) -> None:
    """The offline guard itself: a worker's request to a CDN is blocked and recorded."""
    page.goto(site_url + "smoke.html#idle")
    foreign = "https://cdn.jsdelivr.net/pyodide/v314.0.7/full/pyodide-lock.json"
    outcome = page.evaluate(
        """async (url) => {
          const source = `fetch(${JSON.stringify(url)}).then(
            () => postMessage("fetched"), (error) => postMessage("blocked"))`;
          const blob = new Blob([source], { type: "text/javascript" });
          const worker = new Worker(URL.createObjectURL(blob));
          const outcome = await new Promise((resolve) => {
            worker.onmessage = (event) => resolve(event.data);
          });
          worker.terminate();
          return outcome;
        }""",
        foreign,
    )
    assert outcome == "blocked"
    assert page_watch.blocked == [foreign]
    page_watch.clear()  # provoked on purpose


def test_a_missing_runtime_file_fails_with_a_clear_message(
    page: Any, page_watch: Any, build_module: ModuleType, dist_dir: Path, tmp_path: Path
) -> None:
    """Without its wasm file Pyodide would hang forever; the worker names the missing file."""
    broken = tmp_path / "dist"
    shutil.copytree(dist_dir, broken)
    (broken / "pyodide" / "pyodide.asm.wasm").unlink()
    with build_module.make_server(
        broken,
        "127.0.0.1",
        0,
        base="/py-games/",
        quiet=True,
        overlay=filled_pages(tmp_path / "pages"),
    ) as server:
        thread = _serve_in_background(server)
        try:
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/py-games/smoke.html")
            page.wait_for_function(SETTLED)
            assert page.locator("body").get_attribute("data-stage") == "failed"
            message = page.text_content("#result")
        finally:
            server.shutdown()
            thread.join(timeout=10)
    assert re.fullmatch(
        r"Could not load the Python runtime: Missing file http://\S+/pyodide/pyodide\.asm\.wasm "
        r"\(HTTP 404\).*",
        message,
    )
    page_watch.clear()  # the worker logs the failure as a console error, as it should


def _serve_in_background(server: Any) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return thread


def test_server_serves_only_the_sub_path_with_module_and_wasm_types(site_url: str) -> None:
    """build.py's server behaves like GitHub Pages for a project site (and serves the types
    browsers insist on)."""
    parts = urlsplit(site_url)

    def get(path: str) -> http.client.HTTPResponse:
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
        connection.request("HEAD", path)
        return connection.getresponse()

    assert get("/").status == 404
    assert get("/manifest.json").status == 404
    moved = get(parts.path.rstrip("/"))
    assert (moved.status, moved.getheader("Location")) == (301, parts.path)
    types = {
        "pyodide/pyodide.mjs": "text/javascript",
        "pyodide/pyodide.asm.wasm": "application/wasm",
        "board.js": "text/javascript",
        "manifest.json": "application/json",
    }
    for path, content_type in types.items():
        response = get(parts.path + path)
        assert response.status == 200, path
        assert response.getheader("Content-Type", "").startswith(content_type), path


class ResourceURLs(HTMLParser):
    """The URLs an HTML page makes the browser fetch (not the links a person may follow),
    and the text of its inline scripts and styles."""

    FETCHED = {  # noqa: RUF012
        "script": "src",
        "img": "src",
        "iframe": "src",
        "source": "src",
        "audio": "src",
        "video": "src",
        "embed": "src",
        "object": "data",
        "link": "href",  # stylesheets, icons, preloads, manifests
    }

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.code: list[str] = []
        self._in_code = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        wanted = self.FETCHED.get(tag)
        if wanted and values.get(wanted):
            self.urls.append(values[wanted])
        if values.get("srcset"):
            self.urls += [part.split()[0] for part in values["srcset"].split(",") if part.strip()]
        if values.get("style"):
            self.code.append(values["style"])
        self._in_code = tag in {"script", "style"}

    def handle_endtag(self, tag: str) -> None:
        self._in_code = False

    def handle_data(self, data: str) -> None:
        if self._in_code:
            self.code.append(data)


# In scripts and styles: import/from/fetch/new Worker/importScripts/url()/@import of a
# string literal that names another origin (http:, https: or protocol-relative //host).
FOREIGN_IN_CODE = re.compile(
    r"""(?:\bfrom|\bimport|\bfetch\s*\(|\bWorker\s*\(|importScripts\s*\(|url\s*\(|@import)\s*"""
    r"""\(?\s*["'`]?\s*((?:https?:)?//[^"'`)\s]+)""",
    re.IGNORECASE,
)


# An absolute http(s) or protocol-relative URL (data: and blob: URLs stay in the page).
ABSOLUTE = re.compile(r"\s*(?:https?:)?//", re.IGNORECASE)


def test_built_site_fetches_nothing_from_another_origin(dist_dir: Path) -> None:
    """A static look at our own pages, scripts and styles; Pyodide's and the wheels' files are
    left out (they mention URLs they never fetch with indexURL set: the browser tests check
    that, with every foreign request blocked)."""
    foreign: list[str] = []
    for path in sorted(dist_dir.rglob("*")):
        relative = path.relative_to(dist_dir)
        if not path.is_file() or relative.parts[0] in {"pyodide", "wheels"}:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".html":
            parser = ResourceURLs()
            parser.feed(text)
            urls = [url for url in parser.urls if ABSOLUTE.match(url)]
            urls += FOREIGN_IN_CODE.findall("\n".join(parser.code))
        elif path.suffix in {".js", ".mjs", ".css"}:
            urls = FOREIGN_IN_CODE.findall(text)
        else:
            continue
        foreign += [f"{relative}: {url}" for url in urls]
    assert foreign == []


def test_runtime_is_the_pinned_pyodide(dist_dir: Path) -> None:
    """dist/ carries the runtime of the Pyodide version package.json pins, and every file the
    worker will ask for."""
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert manifest["pyodide"] == package["dependencies"]["pyodide"]
    wanted = [Path("pyodide", name) for name in manifest["runtime_files"]]
    wanted += [Path("wheels", manifest["py_games"]["wheel"]), Path("first-views.json")]
    assert [str(path) for path in wanted if not (dist_dir / path).is_file()] == []


def test_an_answer_that_cannot_be_read_settles_its_request_as_an_error(
    page: Any, site_url: str
) -> None:
    """A reply the page cannot parse (a worker out of memory, a cut message) is an error the
    board shows, never a request left waiting: a fake worker answers garbage."""
    page.goto(site_url + "smoke.html#idle")
    outcome = page.evaluate(
        """async () => {
          const fake = new EventTarget();
          fake.postMessage = ({ id }) => setTimeout(() => fake.dispatchEvent(
            new MessageEvent("message", { data: { id, response: '{"scene": ' } })));
          const url = new URL("worker.js", document.baseURI).href;
          window.pyGamesEarly = { url, worker: fake, events: [] };
          const { engine } = await import(new URL("engine.js", document.baseURI));
          try {
            await engine().call("view", { game: "g1" });  // the fake answers any game alike
            return "answered";
          } catch (error) {
            return { name: error.name, type: error.type, message: error.message };
          }
        }"""
    )
    assert outcome["type"] == "BadAnswer", outcome
    assert outcome["message"].startswith("Python's answer could not be read: ")
    assert "(10 characters)" in outcome["message"]


def test_a_game_s_own_browser_tests_are_marked_e2e() -> None:
    """Browser tests beside a game's rules (``py_games/games/<id>/tests/test_e2e_*.py``) are
    left out with the others by ``-m "not e2e"`` (the plugin marks them, as it marks this
    folder's): a run of the fast tests never starts a browser."""
    root = Path(__file__).resolve().parents[2]
    games = [str(folder) for folder in sorted((root / "py_games" / "games").glob("*/tests"))]
    found = {}
    for marks in ("e2e", "not e2e"):
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "--collect-only", "-q", "-m", marks, *games],
            cwd=root, capture_output=True, text=True, check=False,
        )  # fmt: skip
        found[marks] = [line for line in done.stdout.splitlines() if "::" in line]
    assert found["e2e"] and all("/test_e2e_" in line for line in found["e2e"]), found["e2e"]
    assert not [line for line in found["not e2e"] if "/test_e2e_" in line], found["not e2e"]

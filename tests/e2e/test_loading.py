"""Loading: what a board and the player page do in the seconds before Python answers.

The py_games wheel is held back (its request waits until the test lets it go), so the test
can act during the loading window as a person pressing buttons early would.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zipfile
from pathlib import Path
from typing import Any

from boards import ANY_GAME, legal
from playwright.sync_api import Page, expect
from test_site_parts import package_files

from conftest import Held
from py_games import GAMES
from sitebuild import split

BOARD = "#board"


def board(page: Page, expression: str) -> Any:
    return page.evaluate(
        f"() => {{ const b = document.querySelector('{BOARD}'); return {expression}; }}"
    )


def test_early_clicks_neither_freeze_the_page_nor_fail(
    page: Page, site_url: str, held_rules: Held
) -> None:
    step = legal(ANY_GAME)[0]["step"]
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    held_rules.wait()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "loading")
    names = ["Undo", "Redo", "New game…", "Export record", "Import record", "Copy share link"]
    for name in names:
        expect(page.get_by_role("button", name=name)).to_be_disabled()
    expect(page.locator("#show-groups")).to_be_disabled()
    expect(page.locator("#scores")).to_be_hidden()  # no empty table while loading
    expect(page.locator("#scores-loading")).to_be_visible()
    # The keys and the element's own methods, used early: they wait, they never deadlock.
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+y")
    page.evaluate(
        f"step => {{ const b = document.querySelector('{BOARD}');"
        " window.__early = Promise.all([b.undo(), b.redo(), b.play(step)]).then(r => r.length); }",
        step,
    )
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert page.evaluate("window.__early") == 3
    assert board(page, "b.moves") == [step]
    expect(page.get_by_role("button", name="Undo")).to_be_enabled()
    for name in names[2:]:
        expect(page.get_by_role("button", name=name)).to_be_enabled()
    expect(page.locator("#scores")).to_be_visible()


def test_the_real_position_is_painted_before_python_answers(
    page: Page, site_url: str, held_rules: Held
) -> None:
    # A first visit: the build's first view of the default game.
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    held_rules.wait()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "loading")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').shown !== null")
    assert board(page, "b.view") is None  # nothing playable yet
    assert board(page, "b.shown.board.places.length") == 36
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    for cell in ("c3", "d4"):
        point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
        page.mouse.click(point["x"], point["y"])
    page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 2")
    # A returning player: the saved position itself, before Python is up again.
    page.reload()
    held_rules.wait()
    page.wait_for_function(f"() => document.querySelector('{BOARD}').shown !== null")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "loading")
    assert board(page, "b.shown.scene.pieces.map(p => p.at)") == ["c3", "d4"]
    expect(page.locator("#moves li")).to_have_text([re.compile(r"c3$"), re.compile(r"d4$")])
    held_rules.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")


def test_an_embedded_board_says_loading_from_the_start(
    page: Page, site_url: str, held_rules: Held
) -> None:
    page.goto(f"{site_url}embed.html#game={ANY_GAME}")
    held_rules.wait()
    expect(page.locator("py-games-board")).to_have_attribute("data-status", "loading")
    held_rules.release()
    expect(page.locator("py-games-board")).to_have_attribute("data-status", "ready")


def test_python_starts_while_the_stylesheet_is_still_loading(page: Page, site_url: str) -> None:
    # The worker is started by the first script of the head: a script placed after the
    # stylesheet would wait for it, and Python with it.
    style = Held(page, "**/style.css")
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.goto(f"{site_url}play.html#game={ANY_GAME}", wait_until="commit")
    style.wait()
    page.wait_for_function("() => window.pyGamesEarly && window.pyGamesEarly.worker")
    for _ in range(100):
        if workers:
            break
        page.wait_for_timeout(100)
    assert any(url.endswith("worker.js") for url in workers), workers
    style.release()
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")


def test_loading_makes_no_head_requests(page: Page, site_url: str) -> None:
    methods: list[str] = []

    def record(route: Any) -> None:
        methods.append(route.request.method)
        route.fallback()

    page.context.route("**/*", record)
    page.goto(f"{site_url}play.html#game={ANY_GAME}")
    expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
    assert methods and set(methods) == {"GET"}


def test_test_pages_are_not_published(dist_dir: Path) -> None:
    pages = {path.name for path in dist_dir.rglob("*.html")}
    assert "smoke.html" not in pages
    assert {"index.html", "play.html", "embed.html"} <= pages
    assert not re.search(r"smoke", (dist_dir / "sw.js").read_text(encoding="utf-8"))


def test_the_site_wheel_brings_sourceless_bytecode_for_the_site_python(dist_dir: Path) -> None:
    """Every module of the shipped wheel is bytecode for the Python the site ships, with no
    source (a first visit downloads none and compiles nothing), no Markdown, no catalog
    template, and RECORD still vouches for every file."""
    # The site's Python's bytecode starts as its standard library's (compiled by it) does.
    with zipfile.ZipFile(dist_dir / "pyodide" / "python_stdlib.zip") as stdlib:
        magic = stdlib.read(next(n for n in stdlib.namelist() if n.endswith(".pyc")))[:4]
    (wheel,) = (dist_dir / "wheels").glob("py_games-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (record,) = (name for name in names if name.endswith(".dist-info/RECORD"))
        listed = {}
        for line in archive.read(record).decode().splitlines():
            name, digest, size = line.rsplit(",", 2)
            listed[name] = (digest, size)
        for name in names:
            if name == record:
                continue
            data = archive.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert listed.get(name) == (f"sha256={expected.decode()}", str(len(data))), name
        compiled = [name for name in names if name.endswith(".pyc")]
        assert len(compiled) > 10
        for name in compiled:
            assert archive.read(name)[:4] == magic, name
    assert not [n for n in names if n.endswith((".py", ".md", ".pot", ".po", ".mo"))], names
    assert not [n for n in names if "__pycache__" in n], names


def test_each_file_of_py_games_is_in_the_wheel_or_one_part_as_the_table_says(
    dist_dir: Path,
) -> None:
    """sitebuild/split.py's table, as built: the wheel holds the files it keeps there (each
    module as its .pyc), each part's archive its own, and what it leaves out is nowhere."""
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))
    (wheel,) = (dist_dir / "wheels").glob("py_games-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        held = {"": {n for n in archive.namelist() if ".dist-info/" not in n}}
    for name, part in manifest["py_games"]["parts"].items():
        with zipfile.ZipFile(dist_dir / part["file"]) as archive:
            held[name] = set(archive.namelist())
        assert part["file"] == f"parts/{name}.zip"
    # Every place the table names: the wheel (""), each part, a part cut per game once a game.
    assert set(held) == {split.place(name) for name in package_files()} - {None}
    assert {split.part_of(name) for name in held if name} == set(split.PARTS)
    wanted: dict[str, set[str]] = {name: set() for name in held}
    for name in package_files():
        where = split.place(name)
        if where is not None:
            wanted[where].add(name[:-3] + ".pyc" if name.endswith(".py") else name)
    assert held == wanted
    for name, part in manifest["py_games"]["parts"].items():
        assert part["files"] == sorted(f for f in package_files() if split.place(f) == name)


def test_the_site_wheel_holds_no_test_or_benchmark_of_a_game(dist_dir: Path) -> None:
    """A game's folder holds its tests and benchmarks beside its modules: none of them is
    shipped to the browser (pyproject.toml leaves them out of the wheel), its rules are."""
    (wheel,) = (dist_dir / "wheels").glob("py_games-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    parts = [name.split("/") for name in names if name.startswith("py_games/games/")]
    assert not [p for p in parts if len(p) > 3 and p[3] in {"tests", "bench"}], names
    assert {p[2] for p in parts if len(p) > 3} >= set(GAMES)


def test_the_site_ships_its_standard_library_cut_and_compiled(dist_dir: Path) -> None:
    """python_stdlib.zip holds only the standard modules the site imports, each as bytecode
    (Pyodide's stock zip: every module, as source), and the lock file no package list."""
    stock = Path(__file__).parents[2] / "node_modules" / "pyodide"
    shipped = dist_dir / "pyodide"
    manifest = json.loads((dist_dir / "manifest.json").read_text(encoding="utf-8"))

    def top_levels(path: Path) -> set[str]:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
        return {name.split("/")[0].removesuffix(".py").removesuffix(".pyc") for name in names}

    with zipfile.ZipFile(shipped / "python_stdlib.zip") as archive:
        entries = archive.namelist()
    assert not [name for name in entries if name.endswith(".py")]
    assert any(name == "json/__init__.pyc" for name in entries)
    # Module by module: a package keeps the modules the site imports, not all of its own.
    modules = {
        name.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".")
        for name in entries
        if name.endswith(".pyc")
    }
    assert modules == set(manifest["stdlib"]["modules"])
    assert {"json", "random", "encodings", "encodings.utf_8", "_pyodide", "gettext"} <= modules
    assert "encodings.koi8_r" not in modules and "asyncio.windows_events" not in modules
    assert top_levels(shipped / "python_stdlib.zip") < top_levels(stock / "python_stdlib.zip")
    assert (
        manifest["stdlib"]["sha256"]
        == hashlib.sha256((shipped / "python_stdlib.zip").read_bytes()).hexdigest()
    )
    worker = (dist_dir / "worker.js").read_text(encoding="utf-8")
    # The snapshot's key, as the build stamped it (bundled, the key is written unquoted).
    stamped = re.search(r'\bstdlib"?:\s*"(\w*)"', worker)
    assert stamped and stamped[1] == manifest["stdlib"]["sha256"][:16]
    lock = json.loads((shipped / "pyodide-lock.json").read_text(encoding="utf-8"))
    stock_lock = json.loads((stock / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock == {**stock_lock, "packages": {}}

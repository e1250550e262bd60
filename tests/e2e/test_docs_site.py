"""The documentation as build.py ships it in dist/docs/: every link resolves, the site's pages
lead to it, the service worker stores it, every HTML example works on another origin, and every
page reads with its diagrams when script is off (and its boards come alive when it is on)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from test_docs import fences

from conftest import ROOT, other_origin, serious_violations

DOCS = ROOT / "docs"
EXAMPLE_ORIGIN = "https://example.org/py-games/"
"""Where the docs' HTML examples say the site is; the test puts the served site there."""
EXAMPLE_TEST = DOCS / "examples" / "article"
"""The Playwright test docs/how-to/playwright.md shows, with its article and settings."""
SITE_PAGES = ["index.html", "play.html", "learn.html", "puzzles.html", "editor.html"]


class Links(HTMLParser):
    """Every link and resource a page names, and every id it holds."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.ids: set[str] = set()
        self.header_links: list[str] = []
        self._header = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if "id" in values:
            self.ids.add(values["id"])
        if tag == "header":
            self._header += 1
        for name in ("href", "src"):
            if values.get(name):
                self.urls.append(values[name])
                if self._header and tag == "a":
                    self.header_links.append(values[name])

    def handle_endtag(self, tag: str) -> None:
        if tag == "header":
            self._header -= 1


def parsed(path: Path) -> Links:
    links = Links()
    links.feed(path.read_text(encoding="utf-8"))
    return links


def docs_pages(dist: Path) -> list[Path]:
    return sorted(path for path in (dist / "docs").rglob("*.html") if path.name != "404.html")


def test_every_link_in_the_docs_resolves(dist_dir: Path) -> None:
    """Each relative link or resource of every docs page names a file of the built site (the
    docs' own or the site's), and each #anchor of a docs page an id on it."""
    broken = []
    ids: dict[Path, set[str]] = {}
    for page in docs_pages(dist_dir):
        for url in parsed(page).urls:
            parts = urlsplit(url)
            if parts.scheme or parts.netloc:
                continue  # another site: the docs name it, no reader's browser loads it
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file() or not target.is_relative_to(dist_dir):
                broken.append(f"{page.relative_to(dist_dir)}: {url}")
                continue
            # A fragment on a docs page is an anchor; on a site page, what to open (#game=…).
            if parts.fragment and target.is_relative_to(dist_dir / "docs"):
                if target not in ids:
                    ids[target] = parsed(target).ids
                if unquote(parts.fragment) not in ids[target]:
                    broken.append(f"{page.relative_to(dist_dir)}: {url} (no such anchor)")
    assert broken == []


def test_every_page_of_the_site_leads_to_the_docs(dist_dir: Path) -> None:
    """The header of each page (and each game's rules page) links to the docs' first page."""
    pages = [dist_dir / name for name in SITE_PAGES] + sorted((dist_dir / "rules").glob("*.html"))
    assert len(pages) > len(SITE_PAGES)
    docs = (dist_dir / "docs" / "index.html").resolve()
    for page in pages:
        targets = {(page.parent / url).resolve() for url in parsed(page).header_links}
        assert docs in targets, f"{page.relative_to(dist_dir)} has no link to the docs"


def test_the_service_worker_stores_every_page_of_the_docs(dist_dir: Path) -> None:
    """Read once, the docs read offline, as the games play offline."""
    stored = set(re.findall(r'"([^"]+)"', (dist_dir / "sw.js").read_text(encoding="utf-8")))
    missing = [
        str(page.relative_to(dist_dir))
        for page in docs_pages(dist_dir)
        if str(page.relative_to(dist_dir)) not in stored
    ]
    assert missing == []


def html_examples() -> list[pytest.param]:
    found = []
    for page in [*sorted(DOCS.rglob("*.md")), ROOT / "README.md"]:
        for line, _, body in fences(page.read_text(encoding="utf-8"), {"html"}):
            found.append(pytest.param(body, id=f"{page.relative_to(ROOT)}:{line}"))
    return found


@pytest.mark.parametrize("example", html_examples())
def test_every_html_example_works_on_another_origin(
    page: Any, site_url: str, tmp_path: Path, example: str
) -> None:
    """An author copies the example into their page: with the site where the example says it
    is, every board in it gets ready."""
    body = example.replace(EXAMPLE_ORIGIN, site_url)
    if "board.js" not in body:  # a fragment of a page that has loaded board.js already
        body = f'<script type="module" src="{site_url}board.js"></script>\n{body}'
    with other_origin(
        tmp_path, f"<!doctype html><html lang='en'><body>{body}</body></html>"
    ) as url:
        page.goto(url)
        boards = page.locator("py-games-board")
        for index in range(boards.count()):
            board = boards.nth(index)
            page.wait_for_function(
                "(board) => ['ready', 'over', 'error'].includes(board.dataset.status)",
                arg=board.element_handle(),
            )
            assert board.get_attribute("data-status") in ("ready", "over"), (
                f"board {index + 1}: {board.get_attribute('data-status')}"
            )


@pytest.fixture
def no_script(browser: Any) -> Any:
    context = browser.new_context(java_script_enabled=False)
    yield context.new_page()
    context.close()


def test_every_docs_page_reads_with_its_diagrams_without_script(
    no_script: Any, site_url: str, dist_dir: Path
) -> None:
    """A reader with script off gets each page's words and every board as its picture."""
    pages = docs_pages(dist_dir)
    boards = 0
    for path in pages:
        name = path.relative_to(dist_dir).as_posix()
        no_script.goto(site_url + name)
        assert no_script.locator("article h1").first.inner_text().strip(), name
        for board in no_script.locator("py-games-board").all():
            box = board.locator("svg").first.bounding_box()
            assert box and box["width"] > 50 and box["height"] > 50, name
            boards += 1
    assert boards >= 5  # the docs show the games


def test_a_docs_board_plays_when_script_is_on(page: Any, site_url: str) -> None:
    """In the site, the docs' boards are the site's live element, as wide as their picture
    was, with nothing foreign and no error (the guarded page); and the page passes axe."""
    page.goto(site_url + "docs/index.html")
    board = page.locator("py-games-board").first
    drawn = float(board.locator("svg").first.get_attribute("width") or 0)
    page.wait_for_function(
        "(board) => board.dataset.status === 'ready'", arg=board.element_handle()
    )
    assert page.evaluate("(b) => !!b.shadowRoot.querySelector('canvas')", board.element_handle())
    box = board.bounding_box()
    assert box and drawn * 0.9 <= box["width"] <= drawn * 1.1
    found = serious_violations(page)
    assert found == [], "\n".join(found)


def test_the_docs_playwright_example_passes_against_the_built_site(site_url: str) -> None:
    """The test an author copies from the Playwright guide passes, run as they would run it
    (its own settings, its own fixtures), with the built site standing for the published."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(EXAMPLE_TEST)],
        env={**os.environ, "PY_GAMES_SITE": site_url},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "2 passed" in done.stdout

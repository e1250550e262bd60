"""The site's scripts are bundled (sitebuild/bundle.py): each page loads one minified script,
the Python worker is one file, their source maps name web/'s modules with their text, and no
module a bundle holds is shipped beside it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from boards import ANY_GAME, wait_for_boards
from playwright.sync_api import Page

from sitebuild.workers import PARTS_PLACEHOLDER, WORKER_PLACEHOLDER

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
MODULE_SCRIPT = re.compile(r'<script type="module" src="([^"]+)"></script>')
MAP_LINK = re.compile(r"\n//# sourceMappingURL=(\S+)\n?\Z")

STAMPED = (WORKER_PLACEHOLDER, PARTS_PLACEHOLDER)
"""The placeholder lines the build writes over in the modules it stamps."""


def site_pages(dist: Path) -> list[Path]:
    """The site's own pages (not Pyodide's, not the docs': MkDocs writes those)."""
    return [
        page
        for page in sorted(dist.rglob("*.html"))
        if page.relative_to(dist).parts[0] not in {"pyodide", "docs"}
    ]


def scripts(dist: Path) -> list[Path]:
    """Every script the site's pages load, with board.js (authors' pages) and worker.js."""
    found = {dist / "board.js", dist / "worker.js"}
    for page in site_pages(dist):
        found |= {(page.parent / src).resolve() for src in MODULE_SCRIPT.findall(page.read_text())}
    return sorted(found)


def source_map(script: Path) -> dict[str, Any]:
    linked = MAP_LINK.search(script.read_text(encoding="utf-8"))
    assert linked, f"{script.name} links no source map"
    return dict(json.loads((script.parent / linked[1]).read_text(encoding="utf-8")))


# A static import or re-export of another file, minified or not: `import{a as b}from"./c.js"`,
# `import "./d.js";`, `export * from "./e.js"`.
STATIC_IMPORT = re.compile(
    r"""(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{][^;"'`]*?from\s*)?["']([^"']+)["']""",
    re.MULTILINE,
)


def test_each_page_loads_one_script_that_imports_nothing(dist_dir: Path) -> None:
    pages = site_pages(dist_dir)
    assert len(pages) > 6
    for page in pages:
        sources = MODULE_SCRIPT.findall(page.read_text(encoding="utf-8"))
        assert len(sources) <= 1, page.name
        for source in sources:
            script = page.parent / source
            assert STATIC_IMPORT.findall(script.read_text(encoding="utf-8")) == [], source
    # The worker too: it runs from its first file.
    assert STATIC_IMPORT.findall((dist_dir / "worker.js").read_text(encoding="utf-8")) == []


def test_the_scripts_are_minified_with_maps_of_the_web_modules(dist_dir: Path) -> None:
    for script in scripts(dist_dir):
        text = script.read_text(encoding="utf-8")
        mapped = source_map(script)
        sources = [(script.parent / name).resolve() for name in mapped["sources"]]
        assert sources and all(source.is_relative_to(WEB) for source in sources), script.name
        # The text of each source, as the build bundled it: a module the build stamps
        # (sitebuild/workers.py) with its placeholder line written over, the others as they are.
        for source, content in zip(sources, mapped["sourcesContent"], strict=True):
            written = source.read_text(encoding="utf-8")
            placeholder = next((line for line in STAMPED if line in written), None)
            if placeholder is None:
                assert content == written, source
            else:
                before, _, after = written.partition(placeholder)
                assert content.startswith(before) and content.endswith(after), source
                assert placeholder not in content, source
        # Minified: few lines (those of multi-line strings: the element's styles), and well
        # under the size of the modules it holds (no comments, short names).
        held = mapped["sourcesContent"]
        assert text.count("\n") < 0.1 * sum(content.count("\n") for content in held), script
        assert len(text) < 0.6 * sum(len(content) for content in held), script.name


def test_the_worker_holds_its_modules_and_its_stamp(dist_dir: Path) -> None:
    mapped = source_map(dist_dir / "worker.js")
    held = {Path(name).name for name in mapped["sources"]}
    assert {"worker.js", *(path.name for path in (WEB / "worker").glob("*.js"))} <= held
    assert 'pyodide:"dev"' not in (dist_dir / "worker.js").read_text(encoding="utf-8")


def test_no_module_a_bundle_holds_is_shipped_beside_it(dist_dir: Path) -> None:
    held = set()
    for script in scripts(dist_dir):
        held |= {(script.parent / name).resolve() for name in source_map(script)["sources"]}
    shipped = {script.relative_to(dist_dir) for script in scripts(dist_dir)}
    left = [
        str(module.relative_to(WEB))
        for module in held
        if (dist_dir / module.relative_to(WEB)).exists() and module.relative_to(WEB) not in shipped
    ]
    assert left == []
    # Nor any web/ module as it is: what dist/ serves of web/'s scripts is built.
    copies = [
        str(path.relative_to(dist_dir))
        for path in dist_dir.rglob("*.js")
        if (WEB / path.relative_to(dist_dir)).is_file()
        and path.read_bytes() == (WEB / path.relative_to(dist_dir)).read_bytes()
    ]
    assert copies == []


@pytest.mark.parametrize(
    ("address", "script"),
    [
        (f"play.html#game={ANY_GAME}", "play.js"),
        (f"embed.html#game={ANY_GAME}", "embed.js"),
        (f"rules/{ANY_GAME}.html", "rules/page.js"),
        ("learn.html", "learn.js"),
        ("editor.html", "editor.js"),
        ("index.html", "index.js"),
    ],
)
def test_a_first_visit_fetches_one_page_script_and_one_worker_script(
    page: Page, site_url: str, address: str, script: str
) -> None:
    fetched: list[str] = []

    def record(route: Any) -> None:
        if urlsplit(route.request.url).path.endswith((".js", ".mjs")):
            fetched.append(urlsplit(route.request.url).path.removeprefix(urlsplit(site_url).path))
        route.fallback()

    page.context.route("**/*", record)
    page.goto(f"{site_url}{address}")
    wait_for_boards(page)
    ours = sorted(path for path in fetched if not path.startswith("pyodide/"))
    holds_engine = script != "index.js"
    assert ours == sorted([script, *(["worker.js"] if holds_engine else [])])


def test_the_offline_copy_holds_the_scripts_not_their_maps(dist_dir: Path) -> None:
    """A developer's tools fetch the maps; the service worker stores what the pages run."""
    stamped = re.search(r"const BUILD = (\{.*\});", (dist_dir / "sw.js").read_text("utf-8"))
    assert stamped is not None
    build = json.loads(stamped[1])
    stored = {*build["files"], *build["later"]}
    assert {script.relative_to(dist_dir).as_posix() for script in scripts(dist_dir)} <= stored
    assert [name for name in stored if name.endswith(".map")] == []
    assert (dist_dir / "play.js.map").is_file()

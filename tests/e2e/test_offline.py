"""After one visit the site loads and plays with the server gone: the real network cut."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

from boards import ONE_CLICK_GAME, one_click_places
from playwright.sync_api import expect

from conftest import own_site
from py_games import GAMES

BOARD = "#board"


def test_after_one_visit_the_site_plays_with_the_server_gone(
    browser: Any, build_module: ModuleType, dist_dir: Path, page_watch: Any
) -> None:
    # A server of this test's own, so that stopping it cuts the network for this site only.
    with own_site(browser, build_module, dist_dir, page_watch) as site:
        page = site.page
        page.goto(f"{site.url}play.html#game={ONE_CLICK_GAME}")
        # The first visit downloads the runtime while the service worker stores the whole
        # build beside it: 6 s on a busy machine, past expect's default 5 s.
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready", timeout=30_000)
        # Controlling the page means installed and activated: every file of the build is stored.
        page.wait_for_function("navigator.serviceWorker?.controller != null", timeout=30_000)
        site.stop()
        page.reload()
        expect(page.locator(BOARD)).to_have_attribute("data-status", "ready")
        place = one_click_places(ONE_CLICK_GAME)[0]
        point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", place)
        page.mouse.click(point["x"], point["y"])
        page.wait_for_function(f"() => document.querySelector('{BOARD}').moves.length === 1")
        # The GIF encoder (dist/vendor/gifenc.js) is fetched only when a GIF is asked for:
        # the service worker stored it with the rest of the build.
        page.get_by_role("button", name="Export picture…").click()
        page.get_by_label("GIF: the game, animated").check()
        with page.expect_download() as info:
            page.get_by_role("button", name="Download").click()
        assert Path(info.value.path()).read_bytes()[:6] == b"GIF89a"
        page.keyboard.press("Escape")
        page.goto(site.url)  # the index, which reads manifest.json
        title = GAMES[ONE_CLICK_GAME].title
        expect(page.get_by_role("link", name=f"Play {title}")).to_be_visible()
    # With the server gone, failed loads are expected only if something was not stored.
    assert page_watch.problems() == []

"""axe-core (https://github.com/dequelabs/axe-core), bundled by axe-playwright-python so it
runs offline, over every page of the site in both colour schemes: no serious or critical
violation."""

from __future__ import annotations

import re

import pytest
from conftest import serious_violations
from playwright.sync_api import Page, expect

PAGES = {
    "index": ("index.html", None),
    "player": ("play.html#game=contiguous&size=5&moves=c3+d4+e5", "#board"),
    "finished game": (
        "play.html#game=contiguous&size=3&moves=b2+a1+a2+a3+b3+c3+c2+c1+b1",
        "#board",
    ),
    "embed": ("embed.html#game=contiguous&size=4&moves=b2+c3", "py-games-board"),
    "rules": ("rules/contiguous.html", "py-games-board"),
    "nonaga rules": ("rules/nonaga.html", "py-games-board"),
    "tomoe rules": ("rules/tomoe.html", "py-games-board"),
    "nonaga player": ("play.html#game=nonaga&moves=2,-2>-1,1+2,-1>2,-3", "#board"),
    "tomoe player": ("play.html#game=tomoe&moves=1=B2.1+5=W1.0+6=W2.2+1%2B", "#board"),
    "learn": ("learn.html#game=contiguous", "#board"),
    "puzzles": ("puzzles.html#game=contiguous&puzzle=1", "#board"),
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", sorted(PAGES))
def test_no_serious_accessibility_violation(
    page: Page, site_url: str, name: str, scheme: str
) -> None:
    path, board = PAGES[name]
    page.emulate_media(color_scheme=scheme)
    page.goto(site_url + path)
    if board:
        for i in range(page.locator(board).count()):
            expect(page.locator(board).nth(i)).to_have_attribute(
                "data-status", re.compile("ready|over")
            )
    assert serious_violations(page) == []

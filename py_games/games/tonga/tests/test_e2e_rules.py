"""Tonga's rules page in the built site: its diagrams show what their captions say."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.e2e.boards import check_rules_diagrams


def test_the_rules_page_diagrams_show_what_their_captions_say(page: Page, site_url: str) -> None:
    check_rules_diagrams(page, site_url, "tonga", boards=3, checked=1)

"""Tonga in the position editor: a position built by clicking, impossible then possible
in the rules' words, opened in the player."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.e2e.editor_page import Case, build_a_position

CASE: Case = ({}, [("b", "e5")], "counts must be equal", [("w", "e4")], {"to_move": "b"})
"""Options, clicks (kind, place) making an impossible position, the words the problem line
shows, clicks that make it possible, fields chosen."""


def test_build_a_position_by_clicking_and_open_it_in_the_player(page: Page, site_url: str) -> None:
    build_a_position(page, site_url, "tonga", CASE)

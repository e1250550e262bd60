"""Nonaga in the position editor: a position built by clicking, impossible then possible
in the rules' words, opened in the player."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.editor_page import Case, build_a_position, click_place, open_editor

CASE: Case = ({}, [("", "0,0")], "the table has 18 rings", [("ring", "0,0")], {})
"""Options, clicks (kind, place) making an impossible position, the words the problem line
shows, clicks that make it possible, fields chosen."""


def test_build_a_position_by_clicking_and_open_it_in_the_player(page: Page, site_url: str) -> None:
    build_a_position(page, site_url, "nonaga", CASE)


def test_a_ring_put_on_a_bare_place_of_the_table_brings_places_round_it(
    page: Page, site_url: str
) -> None:
    """Nonaga's table is bare round its rings: the editor's places there (outlined) take a
    click, and a ring put on one brings new places round it (the view follows them)."""
    open_editor(page, site_url, "game=nonaga")
    places = page.evaluate("document.querySelector('#picture').places.length")
    # The place farthest from the middle: bare table round the rings.
    outside = page.evaluate(
        """() => document.querySelector('#picture').places
             .map(p => [Math.hypot(...p.center), p.name]).sort((a, b) => b[0] - a[0])[0][1]"""
    )
    page.locator("#palette button[data-kind='ring']").click()
    before = page.locator("#position").input_value()
    click_place(page, outside)
    expect(page.locator("#position")).not_to_have_value(before)
    expect(page.locator("#problem")).to_contain_text("the table has 20 rings")
    grown = page.evaluate("document.querySelector('#picture').places.length")
    assert grown > places

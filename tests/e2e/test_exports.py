"""Export picture on the player page: the position shown as SVG (exactly Python's diagram of
it) or PNG (twice as wide), the game as an animated GIF (one frame per position of the range),
errors said in the dialog, and the dialog itself accessible in both schemes."""

from __future__ import annotations

import random
import struct
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Literal

import pytest
from boards import (
    ONE_CLICK_GAME,
    biggest_board,
    link,
    one_click_line,
    open_player,
    place_names,
    play_by_click,
)
from playwright.sync_api import Page, expect

from conftest import serious_violations
from py_games import get_game
from py_games.draw import diagram

BOARD = "#board"
GAME = ONE_CLICK_GAME  # steps made by a click each
STEPS = one_click_line(GAME, 3)
FIRST, *_, LAST = place_names(GAME)
"""The board's first and last places, for marks and arrows."""


def open_dialog(page: Page, format_label: str) -> Any:
    page.get_by_role("button", name="Export picture…").click()
    dialog = page.locator("#picture-dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_label(format_label).check()
    return dialog


def downloaded(page: Page, dialog: Any, timeout: float = 30_000) -> tuple[str, bytes]:
    with page.expect_download(timeout=timeout) as info:
        dialog.get_by_role("button", name="Download").click()
    download = info.value
    return download.suggested_filename, Path(download.path()).read_bytes()


def gif_frames(data: bytes) -> tuple[int, int, int]:
    """The GIF's width, height and number of images, read block by block (counting bytes
    that look like a descriptor would count some inside the compressed pixels too)."""
    assert data[:6] == b"GIF89a"
    width, height, flags = struct.unpack_from("<HHB", data, 6)
    at = 13 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)
    frames = 0

    def skip_blocks(at: int) -> int:
        while data[at]:
            at += data[at] + 1
        return at + 1

    while data[at] != 0x3B:
        if data[at] == 0x21:  # an extension: its label, then sub-blocks
            at = skip_blocks(at + 2)
        elif data[at] == 0x2C:  # an image: its descriptor, colour table, LZW size, data
            frames += 1
            local = data[at + 9]
            at += 10 + (3 << ((local & 7) + 1) if local & 0x80 else 0)
            at = skip_blocks(at + 1)
        else:
            raise AssertionError(f"not a GIF block at byte {at}: {data[at]:#x}")
    return width, height, frames


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_svg_is_the_diagram_of_the_position_shown(
    page: Page, site_url: str, scheme: Literal["light", "dark"]
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_player(page, site_url, f"game={GAME}")
    for cell in STEPS:
        play_by_click(page, cell)
    game = get_game(GAME)
    dialog = open_dialog(page, "SVG: the position shown")
    expect(dialog.get_by_label(scheme.capitalize())).to_be_checked()  # the page's colours
    name, data = downloaded(page, dialog)
    assert name == f"{GAME}-3.svg"
    assert data.decode() == diagram(game, moves=STEPS).svg(480, theme=scheme)
    expect(page.locator("#picture-progress")).to_have_text(f"Saved {GAME}-3.svg.")
    dialog.get_by_role("button", name="Close").click()

    # Looking back at step 1, with an author's marks on the board: that position, marked.
    page.locator("#moves button[data-ply='1']").click()
    page.evaluate(
        f"m => document.querySelector('{BOARD}').setAttribute('marks', m)", f"{LAST}:green:A"
    )
    dialog = open_dialog(page, "SVG: the position shown")
    name, data = downloaded(page, dialog)
    assert name == f"{GAME}-1.svg"
    marked = diagram(game, moves=STEPS[:1], marks=f"{LAST}:green:A")
    assert data.decode() == marked.svg(480, theme=scheme)
    assert ET.fromstring(data).find("{http://www.w3.org/2000/svg}title").text == marked.description  # type: ignore[union-attr]


def test_png_is_twice_as_wide(page: Page, site_url: str) -> None:
    open_player(page, site_url, f"game={GAME}")
    play_by_click(page, STEPS[0])
    dialog = open_dialog(page, "PNG: the position shown")
    name, data = downloaded(page, dialog)
    assert name == f"{GAME}-1.png"
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width == 960
    assert height > 0


def test_gif_has_a_frame_per_position_of_the_range(page: Page, site_url: str) -> None:
    open_player(page, site_url, f"game={GAME}")
    for cell in STEPS:
        play_by_click(page, cell)
    page.evaluate(
        f"a => document.querySelector('{BOARD}').setAttribute('arrows', a)", f"{FIRST}>{LAST}"
    )
    dialog = open_dialog(page, "GIF: the game, animated")
    dialog.get_by_label("Seconds per frame").fill("0.2")
    name, data = downloaded(page, dialog)
    assert name == f"{GAME}.gif"
    width, _, frames = gif_frames(data)
    assert (width, frames) == (480, len(STEPS) + 1)  # the start, then after each step
    expect(page.locator("#picture-progress")).to_contain_text(f"Saved {GAME}.gif ({frames} frames")

    dialog.get_by_label("From position").fill("1")
    dialog.get_by_label("to position").fill("2")
    name, data = downloaded(page, dialog)
    assert name == f"{GAME}-1-2.gif"
    assert gif_frames(data)[2] == 2


def test_a_bad_range_is_said_in_the_dialog(page: Page, site_url: str) -> None:
    open_player(page, site_url, link(GAME, STEPS[:2]))
    dialog = open_dialog(page, "GIF: the game, animated")
    dialog.get_by_label("From position").fill("2")
    dialog.get_by_label("to position").fill("1")
    dialog.get_by_role("button", name="Download").click()
    expect(page.locator("#picture-error")).to_have_text("From must not come after to.")
    dialog.get_by_label("to position").fill("9")
    dialog.get_by_role("button", name="Download").click()
    expect(page.locator("#picture-error")).to_contain_text("from 0 (the start) to 2")


def random_line(steps: int) -> list[str]:
    """A line of random legal steps of the game on its largest board."""
    game = get_game(GAME, **biggest_board(GAME))
    rng = random.Random(f"line-{steps}")
    state, moves = game.initial_state(), []
    for _ in range(steps):
        move = rng.choice(game.legal_moves(state))
        moves.append(str(move))
        state = game.apply(state, move)
    return moves


def test_a_40_step_gif_is_made_with_the_page_responsive(page: Page, site_url: str) -> None:
    open_player(page, site_url, link(GAME, random_line(40), **biggest_board(GAME)))
    dialog = open_dialog(page, "GIF: the game, animated")
    dialog.get_by_label("Seconds per frame").fill("0.5")
    # Animation frames keep coming while it is written: the page is not frozen.
    page.evaluate("""() => { window.gaps = []; let last = performance.now();
        const tick = (now) => { window.gaps.push(now - last); last = now;
                                if (!window.stopTicks) requestAnimationFrame(tick); };
        requestAnimationFrame(tick); }""")
    started = time.perf_counter()
    name, data = downloaded(page, dialog, timeout=120_000)
    seconds = time.perf_counter() - started
    gaps = page.evaluate("() => { window.stopTicks = true; return window.gaps; }")
    assert name == f"{GAME}.gif"
    assert gif_frames(data)[2] == 41
    size = f"{len(data) / 1024:.0f} KB"
    print(f"40-step GIF: {seconds:.1f} s, {size}, longest frame gap {max(gaps):.0f} ms")
    assert max(gaps) < 1000


def test_a_gif_can_be_cancelled(page: Page, site_url: str) -> None:
    open_player(page, site_url, link(GAME, random_line(12), **biggest_board(GAME)))
    downloads: list[Any] = []
    # A lambda: Playwright cannot wrap a builtin method as a handler.
    page.on("download", lambda download: downloads.append(download))  # noqa: PLW0108
    dialog = open_dialog(page, "GIF: the game, animated")
    # Slowed, so that Cancel comes while it is being written.
    page.evaluate("""() => { const add = CanvasRenderingContext2D.prototype.getImageData;
        CanvasRenderingContext2D.prototype.getImageData = function (...args) {
          const until = performance.now() + 500; while (performance.now() < until);
          return add.apply(this, args); }; }""")
    dialog.get_by_role("button", name="Download").click()
    expect(page.locator("#picture-progress")).to_contain_text("Writing frame")
    dialog.get_by_role("button", name="Cancel").click()
    expect(page.locator("#picture-progress")).to_have_text("GIF cancelled.")
    expect(dialog.get_by_role("button", name="Cancel")).to_be_hidden()
    expect(dialog.get_by_role("button", name="Download")).to_be_enabled()
    assert downloads == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_open_dialog_is_accessible(
    page: Page, site_url: str, scheme: Literal["light", "dark"]
) -> None:
    page.emulate_media(color_scheme=scheme)
    open_player(page, site_url, link(GAME, STEPS[:2]))
    dialog = open_dialog(page, "GIF: the game, animated")
    dialog.get_by_label("From position").fill("2")
    dialog.get_by_label("to position").fill("1")
    dialog.get_by_role("button", name="Download").click()
    expect(page.locator("#picture-error")).not_to_be_empty()
    # With the pointer still on Download: a hovered primary button keeps its contrast.
    dialog.get_by_role("button", name="Download").hover()
    assert serious_violations(page) == []

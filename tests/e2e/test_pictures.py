"""The canvas and the SVG draw the same picture: every look is described once.

For every registered game, a few positions (the start, a few steps in, a late or finished one
with its regions shown, and one with an author's marks and arrows) are drawn by the board
element at a fixed width (360 CSS pixels, device scale 1) in the light and the dark scheme.
The same picture, made by Python here in CPython (the bridge's answer), is written as SVG by
``py_games.draw.svg`` at the canvas's own width and drawn, as an ``<img>``, into a canvas of
the same size in the same page; the two are compared pixel by pixel there. A look drawn by the
canvas otherwise than the SVG draws it shows as a difference, which the last test proves by
changing one look on the SVG's side only.
"""

from __future__ import annotations

import base64
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

import py_games
from py_games import bridge
from py_games.draw import looks
from py_games.draw.svg import svg

pytestmark = pytest.mark.e2e

WIDTH = 360  # CSS pixels, at device scale 1

# Both drawings are averaged over blocks of BLOCK × BLOCK pixels before they are compared: the
# two interpreters place a letter's anti-aliased edge a pixel apart now and then (SVG's
# "central" baseline against a canvas's "middle", hinting under a scaled viewBox), which the
# blocks absorb, while a look drawn otherwise covers whole blocks. Measured in Debian's Chromium
# (2026-11-24) on every case here: mean at most 1.81 and 0.81% of blocks differing (a game's
# names over red spaces), most cases under 0.4 and 0.1%; the SVG's crosses drawn as rings
# on a 6×6 board with 6 crosses (the last test): mean 3.17, 4.6% of blocks. The limits sit
# between the two.
BLOCK = 4
MEAN_MOST = 2.5
"""Mean absolute difference per channel (0-255) of the blocks, over the whole canvas."""
SHARE_MOST = 0.015
"""Share of blocks differing by more than ``FAR`` in some channel."""
FAR = 48

PAGE = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pictures</title>
<link rel="icon" href="data:,">
<style>body {{ margin: 0; background: #fff; }} py-games-board {{ width: {WIDTH}px; }}</style>
<script type="module" src="board.js"></script></head>
<body><main>
<py-games-board id="board" game="{next(iter(py_games.GAMES))}" controls="off"></py-games-board>
</main></body></html>
"""

# In the page: the board's canvas against the SVG drawn into a canvas of its size.
COMPARE = """async ([svgText, far, block, dump]) => {
  const board = document.getElementById("board");
  const canvas = board.shadowRoot.querySelector("canvas");
  const w = canvas.width, h = canvas.height;
  const img = new Image();
  img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText);
  await img.decode();
  const other = document.createElement("canvas");
  other.width = w; other.height = h;
  other.getContext("2d").drawImage(img, 0, 0);
  const a = canvas.getContext("2d").getImageData(0, 0, w, h).data;
  const b = other.getContext("2d").getImageData(0, 0, w, h).data;
  // Each side averaged over blocks of block × block pixels, then compared block by block.
  const bw = Math.floor(w / block), bh = Math.floor(h / block);
  let sum = 0, differing = 0;
  for (let by = 0; by < bh; by++) for (let bx = 0; bx < bw; bx++) {
    let most = 0;
    for (let c = 0; c < 4; c++) {
      let d = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        for (let x = bx * block; x < (bx + 1) * block; x++) {
          const i = (y * w + x) * 4 + c;
          d += a[i] - b[i];
        }
      }
      d = Math.abs(d) / (block * block);
      sum += d; most = Math.max(most, d);
    }
    if (most > far) differing++;
  }
  const images = dump ? [canvas.toDataURL(), other.toDataURL()] : null;
  return { mean: sum / (bw * bh * 4), share: differing / (bw * bh), width: w, height: h, images };
}"""


TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def playout(game_id: str, steps: int, seed: int) -> list[str]:
    """Up to ``steps`` random steps from the start (fewer if the game ends)."""
    game = py_games.get_game(game_id)
    state, rng = game.initial_state(), random.Random(seed)
    moves: list[str] = []
    while len(moves) < steps and game.outcome(state) is None:
        move = rng.choice(game.legal_moves(state))
        moves.append(str(move))
        state = game.apply(state, move)
    return moves


def cases(game_id: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """(what it is, the board's attributes and toggles) for each position drawn."""
    late = playout(game_id, 400, seed=22)
    yield "start", {}
    yield "a few steps in", {"moves": playout(game_id, 3, seed=1)}
    yield "late, regions shown", {"moves": late, "regions": True}
    answer = json.loads(
        bridge.handle(json.dumps({"fn": "view", "game": game_id, "moves": late[:6], "board": True}))
    )
    names = [p["name"] for p in answer["scene"].get("places", answer["board"]["places"])]
    a, b, c = names[0], names[len(names) // 2], names[-1]
    yield (
        "marks and arrows, names shown",
        {"moves": late[:6], "marks": f"{a}:green:A {b}", "arrows": f"{a}>{c}", "names": True},
    )


def shown(page: Page, game_id: str, scheme: str, case: dict[str, Any]) -> dict[str, Any]:
    """Draw ``case`` on a new board in place of the page's and wait until it rests at the end
    of its moves; the picture it drew."""
    page.evaluate(
        """async ([game, scheme, c]) => {
          const board = document.createElement("py-games-board");
          const attributes = { game, theme: scheme, controls: "off",
            moves: (c.moves ?? []).join(" "), marks: c.marks, arrows: c.arrows,
            coordinates: c.names ? "" : undefined };
          for (const [name, value] of Object.entries(attributes)) {
            if (value !== undefined) board.setAttribute(name, value);
          }
          // Before it opens: its first view is asked with the regions (sent only when shown).
          board.showGroups = Boolean(c.regions);
          document.getElementById("board").replaceWith(board);
          board.id = "board";
        }""",
        [game_id, scheme, case],
    )
    if case.get("moves"):
        # A diagram opens on its first position: once it has, to its last.
        page.wait_for_function("() => document.getElementById('board').browsing === 0")
        page.evaluate("() => document.getElementById('board').browse(null)")
    page.wait_for_function(
        """() => { const b = document.getElementById("board");
          return b.shown && b.view && b.shown.scene === b.view.scene; }"""
    )
    # The renderer takes a scene in the next frame, and only then knows what glides: wait for
    # that frame, for the glides to end, and for the frame drawn at rest.
    page.evaluate(TWO_FRAMES)
    page.wait_for_function("() => !document.getElementById('board').moving")
    page.evaluate(TWO_FRAMES)
    picture: dict[str, Any] = page.evaluate(
        "() => document.getElementById('board').shown.scene.picture"
    )
    return picture


def python_picture(game_id: str, case: dict[str, Any]) -> dict[str, Any]:
    """The same picture, made by the bridge in CPython."""
    request: dict[str, Any] = {"fn": "view", "game": game_id, "moves": case.get("moves", [])}
    for name in ("marks", "arrows", "names", "regions"):
        if case.get(name):
            request[name] = case[name]
    picture: dict[str, Any] = json.loads(bridge.handle(json.dumps(request)))["scene"]["picture"]
    return picture


def compare(page: Page, picture: dict[str, Any], scheme: str, case: dict[str, Any]) -> Any:
    show = frozenset(name for name in ("regions", "names") if case.get(name))
    width = page.evaluate(
        "() => document.getElementById('board').shadowRoot.querySelector('canvas').clientWidth"
    )
    text = svg(picture, width=width, theme=scheme, show=show)  # type: ignore[arg-type]
    result = page.evaluate(COMPARE, [text, FAR, BLOCK, bool(os.environ.get("PICTURES_DUMP"))])
    if result["images"]:  # PICTURES_DUMP=folder: both drawings as PNG, to look at
        folder = Path(os.environ["PICTURES_DUMP"])
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{len(list(folder.iterdir())) // 2:03d}-{scheme}"
        for side, url in zip(("canvas", "svg"), result["images"], strict=True):
            (folder / f"{stem}-{side}.png").write_bytes(base64.b64decode(url.split(",", 1)[1]))
    return result


@pytest.fixture
def board_page(page: Page, site_url: str) -> Page:
    page.set_viewport_size({"width": 480, "height": 900})
    page.route(
        f"{site_url}pictures.html",
        lambda route: route.fulfill(content_type="text/html", body=PAGE),
    )
    page.goto(f"{site_url}pictures.html")
    page.wait_for_function("() => document.getElementById('board').dataset.status !== 'loading'")
    return page


@pytest.mark.parametrize("game_id", list(py_games.GAMES))
def test_the_canvas_draws_what_the_svg_draws(board_page: Page, game_id: str) -> None:
    measured = []
    for what, case in cases(game_id):
        for scheme in ("light", "dark"):
            drawn = shown(board_page, game_id, scheme, case)
            picture = python_picture(game_id, case)
            assert drawn == picture, f"{what}: Pyodide's picture is not CPython's"
            result = compare(board_page, picture, scheme, case)
            measured.append((what, scheme, round(result["mean"], 3), round(result["share"], 4)))
    print(game_id, measured)
    for what, scheme, mean, share in measured:
        assert mean <= MEAN_MOST and share <= SHARE_MOST, f"{game_id}, {what}, {scheme}: {measured}"


def test_a_look_drawn_otherwise_is_caught(
    board_page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The comparison sees a look changed on one side only: the SVG's crosses drawn as rings."""
    # A game whose picture a few steps in has crosses on it.
    crossed = [(g, {"moves": playout(g, 12, seed=3)}) for g in py_games.GAMES]
    game_id, case = next(
        (g, c) for g, c in crossed if "mark-cross" in json.dumps(python_picture(g, c))
    )
    drawn = shown(board_page, game_id, "light", case)
    monkeypatch.setitem(looks.LOOKS, "mark-cross", looks.LOOKS["mark-ring"])
    result = compare(board_page, drawn, "light", case)
    assert result["mean"] > MEAN_MOST or result["share"] > SHARE_MOST, result

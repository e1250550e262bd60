"""Pictures from Python (py_games.draw): every piece drawn, SVG that parses, the three themes,
marks and arrows read and refused, the diagram's HTML loading back, and the svg command."""

from __future__ import annotations

import html
import json
import random
import re
from html.parser import HTMLParser
from typing import Any
from xml.etree import ElementTree

import pytest
from examples import COLOURS, PAIRS, SQUARE
from hypothesis import given
from hypothesis import strategies as st

from py_games import GAMES, get_game, present
from py_games.__main__ import main
from py_games.core.errors import GameError, InvalidAnnotationError
from py_games.draw import diagram
from py_games.draw.annotations import MOST, annotate, describe, read_arrows, read_marks
from py_games.draw.looks import LOOKS
from py_games.draw.markup import escape
from py_games.draw.page import fill_boards
from py_games.draw.palette import palette
from py_games.draw.picture import inner_radius, picture
from py_games.draw.svg import svg

SVG = "{http://www.w3.org/2000/svg}"


def random_line(game_id: str, steps: int, seed: int) -> tuple[Any, Any, list[str]]:
    game = get_game(game_id)
    state, moves, rng = game.initial_state(), [], random.Random(seed)
    for _ in range(steps):
        legal = game.legal_moves(state)
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(str(move))
        state = game.apply(state, move)
    return game, state, moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("steps", [0, 7, 40])
def test_every_piece_is_drawn_and_the_svg_parses(game_id: str, steps: int) -> None:
    game, state, _ = random_line(game_id, steps, seed=steps)
    presenter = present(game)
    scene = presenter.scene(state)
    drawn = picture(presenter.board(), scene)
    # Every piece of the scene is in the picture, tagged so a board can move it.
    assert {item.get("piece") for item in drawn["items"]} - {None} == {
        p["id"] for p in scene["pieces"]
    }
    assert all(item["use"] in LOOKS for item in drawn["items"] if "use" in item)
    roles = palette("light")
    for item in drawn["items"]:
        for key in ("fill", "stroke", "halo", "color"):
            assert item.get(key, "paper") in {*roles, "@"}, item
    for theme in ("light", "dark", "auto"):
        root = ElementTree.fromstring(
            svg(drawn, width=300, theme=theme, show=frozenset({"regions", "names"}))
        )
        assert root.tag == f"{SVG}svg" and root.get("width") == "300"
        uses = root.findall(f".//{SVG}use")
        hexes = sum(len(p.get("hexes", [])) for p in scene["pieces"])
        flat = sum(1 for p in scene["pieces"] if "hexes" not in p)
        assert len(uses) >= hexes + flat


def test_the_themes_paint_their_own_paper() -> None:
    game = get_game(SQUARE, size=3)
    light, dark, auto = (diagram(game).svg(theme=t) for t in ("light", "dark", "auto"))
    assert (
        palette("light")["paper"]["color"] in light
        and palette("dark")["paper"]["color"] not in light
    )
    assert palette("dark")["paper"]["color"] in dark
    assert "prefers-color-scheme: dark" in auto and "var(--pg-paper)" in auto


def test_faint_labels_only_where_they_can_be_read() -> None:
    hexes = diagram(get_game(COLOURS))
    # Numbers inside the empty cells of a hexhex board: drawn large, left out small.
    inside = next(label for label in hexes.board["labels"] if "place" in label)
    count = lambda text: len(re.findall(rf">{inside['text']}</text>", text))  # noqa: E731
    assert count(hexes.svg(800)) > count(hexes.svg(120)) == 0


def test_marks_and_arrows_are_read_drawn_and_told() -> None:
    assert read_marks("c3 d4:orange e5:green:A") == [
        {"at": "c3"},
        {"at": "d4", "color": "orange"},
        {"at": "e5", "color": "green", "label": "A"},
    ]
    assert read_arrows("c3>e5 2,-2>1,-2:green") == [
        {"start": "c3", "end": "e5"},
        {"start": "2,-2", "end": "1,-2", "color": "green"},
    ]
    game = get_game(SQUARE, size=3)
    plain = diagram(game, moves=["b2"])
    marked = diagram(game, moves=["b2"], marks="a1 c3:green:A", arrows="a1>c3")
    assert len(marked.picture["items"]) > len(plain.picture["items"])
    assert ">A</text>" in marked.svg() and ">A</text>" not in plain.svg()
    assert describe(marked.annotations) == "Marked: a1, c3 (A). Arrow: a1 to c3."
    assert marked.description.endswith("Marked: a1, c3 (A). Arrow: a1 to c3.")
    assert "Marked" in marked.svg()  # the title a screen reader reads


def test_a_marks_label_and_an_arrows_head_leave_the_marked_piece_in_view() -> None:
    # A stone reaches 0.825 of a place's inner radius from its centre: a label written on the
    # centre, or a head ending there, hid the piece an author points at.
    game = get_game(COLOURS)
    places = {p["name"]: p for p in present(game).board()["places"]}
    items = annotate(
        places,
        inner_radius(places["e5"]),
        {
            "marks": [{"at": "e5", "label": "A"}],
            "arrows": [{"start": "a1", "end": "e5"}, {"start": "e4", "end": "e5"}],
        },
    )
    inner = inner_radius(places["e5"])
    cx, cy = places["e5"]["center"]

    def far(x: float, y: float) -> float:
        """How far from the marked place's centre, in its inner radii."""
        return ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 / inner

    label = next(item for item in items if item.get("text") == "A")
    assert far(*label["at"]) >= 0.8, "the label is written over the piece"
    heads = [item for item in items if "fill" in item and "d" in item]
    tips = [[float(v) for v in re.findall(r"-?[\d.]+", head["d"])[:2]] for head in heads]
    long_tip, near_tip = (far(x, y) for x, y in tips)
    assert long_tip >= 0.8, "a long arrow's head covers the piece it points at"
    assert near_tip >= 0.5, "a neighbour's arrow covers the middle of the piece"


@pytest.mark.parametrize(
    ("marks", "arrows", "words"),
    [
        ("c3:red", "", "no colour 'red'"),
        ("c3:green:ABCD", "", "a label is 1 to 3 characters"),
        ("", "c3-e5", "is not written FROM>TO"),
        ("z9", "", "no place 'z9' on this board"),
        ("", "a1>z9", "no place 'z9'"),
        (" ".join(["a1"] * (MOST + 1)), "", f"at most {MOST}"),
    ],
)
def test_bad_marks_and_arrows_are_refused_by_name(marks: str, arrows: str, words: str) -> None:
    with pytest.raises(InvalidAnnotationError, match=re.escape(words)):
        diagram(get_game(SQUARE, size=3), marks=marks, arrows=arrows)


class _Element(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.attributes: dict[str, str | None] = {}
        self.inside: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "py-games-board":
            self.attributes = dict(attrs)
        self.inside.append(tag)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_elements_html_loads_back_to_the_same_position(game_id: str) -> None:
    game, _, moves = random_line(game_id, 9, seed=3)
    start = game.position(game.initial_state())
    made = diagram(game, position=start, moves=moves[:5])
    parser = _Element()
    parser.feed(made.html(320))
    a = parser.attributes
    assert "svg" in parser.inside
    again = get_game(str(a["game"]), **json.loads(str(a["options"])))
    state = again.from_position(str(a["position"]))
    for text in str(a.get("moves") or "").split():
        state = again.apply(state, text)
    assert again.position(state) == game.position(made.state)


def test_a_notebook_shows_the_picture() -> None:
    made = diagram(get_game(COLOURS, size=3))
    assert made._repr_svg_().startswith("<svg") and "prefers-color-scheme" in made._repr_svg_()


def test_a_state_or_a_position_not_both() -> None:
    game = get_game(COLOURS, size=3)
    with pytest.raises(GameError, match="not both"):
        diagram(game, game.initial_state(), position=game.position(game.initial_state()))


def run(capsysbinary: pytest.CaptureFixture[bytes], *argv: str) -> tuple[int, bytes, str]:
    code = main(list(argv))
    captured = capsysbinary.readouterr()
    return code, captured.out, captured.err.decode()


def test_the_svg_command_writes_svg_html_and_png(
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    code, out, _ = run(
        capsysbinary,
        "svg",
        COLOURS,
        "--option",
        "size=3",
        "--moves",
        "a1:b",
        "--marks",
        "b2:green:X",
    )
    assert code == 0 and ElementTree.fromstring(out).tag == f"{SVG}svg" and b">X</text>" in out
    code, out, _ = run(
        capsysbinary, "svg", COLOURS, "--option", "size=3", "--html", "--theme", "dark"
    )
    assert (
        code == 0
        and out.startswith(f'<py-games-board game="{COLOURS}"'.encode())
        and b'theme="dark"' in out
    )
    code, out, _ = run(capsysbinary, "svg", SQUARE, "--png", "--width", "120")
    assert code == 0 and out.startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["svg", COLOURS, "--marks", "z9"], "no place 'z9'"),
        (["svg", PAIRS, "--moves", "zz"], f"'zz' is not a {GAMES[PAIRS].title} move"),
        (["svg", COLOURS, "--option", "size=99"], "size"),
        (["svg", COLOURS, "--position", "nonsense"], "error:"),
        (["svg", COLOURS, "--width", "5"], "a width is 16 to 4096"),
    ],
)
def test_the_svg_command_refuses_bad_input_with_a_reason(
    capsysbinary: pytest.CaptureFixture[bytes], argv: list[str], words: str
) -> None:
    code, out, err = run(capsysbinary, *argv)
    assert code == 2 and out == b"" and words in err


FENCED = f"""Before.

```py-games
game: {SQUARE}
options: size=3
moves: b2 a1
marks: c3:green:A
arrows: a1>c3
width: 240
```

After.
"""


def test_a_markdown_fence_becomes_the_board_with_its_picture() -> None:
    import markdown

    html = markdown.markdown(FENCED, extensions=["py_games.draw.fence"])
    parser = _Element()
    parser.feed(html)
    assert parser.attributes["game"] == SQUARE and parser.attributes["marks"] == "c3:green:A"
    assert "<p><py-games-board" not in html and "<p>Before.</p>" in html and "<p>After.</p>" in html
    expected = diagram(
        get_game(SQUARE, size=3), moves=["b2", "a1"], marks="c3:green:A", arrows="a1>c3"
    ).html(240)
    assert expected in html


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("game: chess", "game: one of"),
        (f"game: {COLOURS}\ncolour: red", "line 2: write key: value"),
        (f"game: {COLOURS}\noptions: size=99", "size"),
        (f"game: {COLOURS}\nmarks: z9", "no place 'z9'"),
        (f"game: {COLOURS}\nwidth: wide", "width: 16 to 4096"),
    ],
)
def test_a_fence_that_cannot_be_drawn_says_why_on_the_page(body: str, words: str) -> None:
    import markdown

    html = markdown.markdown(f"```py-games\n{body}\n```\n", extensions=["py_games.draw.fence"])
    assert 'class="py-games-error" role="alert"' in html and words in html
    assert "<svg" not in html


PAGE = f"""<main>
<py-games-board game="{SQUARE}" options='{{"size": 3}}' moves="b2 a1"></py-games-board>
<py-games-board game="{SQUARE}" options='{{"size": 3}}' moves="b2 a1" interactive></py-games-board>
<py-games-board game="{COLOURS}" options='{{"size": 3}}' theme="dark" coordinates marks="b2">
</py-games-board>
<py-games-board game="{COLOURS}"><svg>kept</svg></py-games-board>
<py-games-board></py-games-board>
</main>"""


def test_every_board_of_a_page_gets_the_picture_it_first_shows() -> None:
    filled = fill_boards(PAGE)
    boards = re.findall(r"<py-games-board[^>]*>(.*?)</py-games-board>", filled, re.S)
    small = get_game(SQUARE, size=3)
    # A diagram opens on its first position; an interactive board on the one after its moves.
    assert boards[0] == diagram(small).svg(400, theme="auto")
    assert boards[1] == diagram(small, moves=["b2", "a1"]).svg(400, theme="auto")
    hexes = diagram(get_game(COLOURS, size=3), marks="b2")
    assert boards[2] == hexes.svg(400, theme="dark", names=True)
    # Drawn already, or set up by a script: left alone.
    assert boards[3] == "<svg>kept</svg>" and boards[4] == ""


@pytest.mark.parametrize(
    ("board", "words"),
    [
        ('<py-games-board game="chess">', "board 2 (chess): no game 'chess'"),
        (f'<py-games-board game="{COLOURS}" options=\'{{"size": 99}}\'>', f"board 2 ({COLOURS}):"),
        (f"<py-games-board game=\"{COLOURS}\" options='{{size'>", "options are not JSON"),
        (f'<py-games-board game="{COLOURS}" position="nonsense">', f"board 2 ({COLOURS}):"),
        (f'<py-games-board game="{COLOURS}" marks="z9">', "no place 'z9'"),
    ],
)
def test_a_board_that_cannot_be_drawn_is_named(board: str, words: str) -> None:
    page = f'<py-games-board game="{COLOURS}"></py-games-board>{board}</py-games-board>'
    with pytest.raises(GameError, match=re.escape(words)):
        fill_boards(page)


def test_pictures_on_one_page_never_share_an_id() -> None:
    # Inline SVGs share a page's ids: a second picture's looks must not resolve to the first's.
    small = get_game(SQUARE, size=3)
    page = diagram(small, moves=["b2"]).svg() + diagram(small, moves=["b2", "a1"]).svg()
    ids = re.findall(r' id="([^"]+)"', page)
    assert ids and len(ids) == len(set(ids))
    for ref in re.findall(r' href="#([^"]+)"', page):
        assert ref in ids


@given(st.text(), st.booleans())
def test_escape_writes_what_the_standard_library_writes(text: str, quote: bool) -> None:
    # The drawing escapes its text itself (py_games.draw.markup) so that the worker's start
    # does not load the html package: it must write exactly what html.escape writes.
    assert escape(text, quote) == html.escape(text, quote)

"""Seat colours (``py_games/draw/palette.py``, which the board reads through
``web/render/looks.gen.js``): readable on the board paper of each theme, and apart from each
other for players with the common colour-vision deficiencies.

Deficiencies are simulated with the matrices of Machado, Oliveira and Fernandes (2009) at full
severity, in linear RGB; colours are compared by their distance in CIELAB (ΔE*ab, where about
2 is just noticeable and 10 is plainly different).
"""

from __future__ import annotations

import itertools
import math

import pytest

from py_games.draw.palette import SCHEMES, SeatLook, palette, seats

SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
MIN_DISTANCE = 15.0


def linear(hex_colour: str) -> tuple[float, ...]:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return tuple(channel(int(hex_colour[i : i + 2], 16)) for i in (1, 3, 5))


def luminance(rgb: tuple[float, ...]) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(linear(a)), luminance(linear(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
    y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(hex_colour: str, vision: str) -> tuple[float, float, float]:
    rgb = linear(hex_colour)
    m = SIMULATIONS[vision]
    simulated = tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))
    return lab(simulated)


def palettes() -> dict[str, list[SeatLook]]:
    return {scheme: seats(scheme) for scheme in SCHEMES}


def papers() -> dict[str, str]:
    return {scheme: palette(scheme)["paper"]["color"] for scheme in SCHEMES}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_seat_colour_reaches_3_to_1_against_the_board(theme: str) -> None:
    paper = papers()[theme]
    for seat in palettes()[theme]:
        assert contrast(seat["color"], paper) >= 3, f"{seat} on {paper}"


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("vision", sorted(SIMULATIONS))
def test_seat_colours_stay_apart_under_colour_vision_deficiencies(theme: str, vision: str) -> None:
    seats = palettes()[theme]
    assert len(seats) == 6
    for a, b in itertools.combinations(seats, 2):
        distance = math.dist(seen(a["color"], vision), seen(b["color"], vision))
        assert distance >= MIN_DISTANCE, (
            f"{a['name']} and {b['name']} under {vision}: {distance:.1f}"
        )


def test_seats_have_the_same_names_in_both_themes_but_one() -> None:
    names = {theme: [s["name"] for s in seats] for theme, seats in palettes().items()}
    # Seat 5 is black on the light board and white on the dark one; its shape (a square)
    # names it in both.
    assert [a == b for a, b in zip(names["light"], names["dark"], strict=True)].count(False) == 1


@pytest.mark.parametrize("theme", SCHEMES)
def test_a_stone_stands_out_3_to_1_on_its_plate(theme: str) -> None:
    # Where the page names a player of stones, the stone stands on this plate: black on the
    # dark page would be a hollow ring (1.02:1), white on the light one an empty circle.
    colours = palette(theme)  # type: ignore[arg-type]
    plate = colours["stone-plate"]["color"]
    for stone in ("black", "white"):
        assert contrast(colours[stone]["color"], plate) >= 3, stone
    # And the plate from both pages (web/style.css's --paper).
    for page in ("#fffdf8", "#1b1915"):
        assert contrast(plate, page) >= 3, page


def test_each_seats_label_is_its_colour_and_its_shape() -> None:
    # The label is written whole for translators; it must still say the colour and shape drawn.
    for scheme in SCHEMES:
        for seat in seats(scheme):
            assert seat["label"] == f"{seat['name']} {seat['shape']}"

"""A position as a :class:`~.shapes.Picture`: what the canvas and the SVG writer both draw.

:func:`picture` reads only the contract (:class:`~py_games.contract.scene.BoardInfo` and
:class:`~py_games.contract.scene.Scene`), as the board does, and lays it out bottom first:

- ``ground``: the paper (a table's whole frame, or a printed board's places), Tomoe's red
  spaces and printed frame, the last turn's places, the regions' tints (on request), dead
  places, the lines between places, and the coordinates;
- ``pieces``: every piece (each item carries its piece's id, so a board can glide and turn
  it), and over tiles the places' sides and the last turn's outline;
- ``over``: the regions' outlines and sizes (on request), the winning pieces' outline, the
  "no entry" signs, every place's name (on request), and an author's marks and arrows.

A board draws what a player is doing between those layers (the places chosen, where the next
click can go, the step being made, the keyboard cursor), from the same looks.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ..contract.shapes import Box, Item, Picture, Shape, Size, Text, line, num
from .annotations import Annotations, annotate
from .looks import palago_part, piece_look
from .palette import seat_role
from .paths import PlacePaths, kept_paths

if TYPE_CHECKING:
    from ..contract.scene import BoardInfo, LabelInfo, PlaceInfo, RegionInfo, Scene

PAD: Final = 0.25
"""Board units round the outermost places and labels."""


def bounds(
    places: Sequence[PlaceInfo], labels: Sequence[LabelInfo], printed: Sequence[Sequence[float]]
) -> Box:
    """The box round ``places``, the ``labels`` outside them and the ``printed`` hexagons
    (circumradius 1), with a margin."""
    xs = [x for p in places for x, _ in p["outline"]]
    ys = [y for p in places for _, y in p["outline"]]
    for hx, hy, *_ in printed:
        xs += [hx - 1, hx + 1]
        ys += [hy - 1, hy + 1]
    for label in labels:
        if "place" not in label:
            xs.append(label["at"][0])
            ys.append(label["at"][1])
    x, y = min(xs) - PAD, min(ys) - PAD
    return {"x": x, "y": y, "width": max(xs) + PAD - x, "height": max(ys) + PAD - y}


def frame(board: BoardInfo) -> Box:
    """The board's frame: what a picture of it shows, whatever the position."""
    printed = [hexagon for p in board.get("printed", []) for hexagon in p["hexes"]]
    return bounds(board["places"], board["labels"], printed)


def fitted(whole: Box, places: Sequence[PlaceInfo]) -> Box:
    """A table's view: ``places`` centred in a box of ``whole``'s shape, never larger than it."""
    box = bounds(places, [], [])
    k = min(1.0, whole["width"] / box["width"], whole["height"] / box["height"])
    width, height = whole["width"] / k, whole["height"] / k
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    return {"x": cx - width / 2, "y": cy - height / 2, "width": width, "height": height}


def inner_radius(place: PlaceInfo) -> float:
    """From a place's centre to its nearest side: what pieces, badges and labels are sized by."""
    cx, cy = place["center"]
    outline = place["outline"]
    return min(
        math.hypot((x1 + x2) / 2 - cx, (y1 + y2) / 2 - cy)
        for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1], strict=True)
    )


def outline_set(
    paths: PlacePaths, cells: Iterable[str], inner: float, *, bold: bool = False
) -> str:
    """The sides of ``cells`` not shared by two of them, drawn just inside (two outlined sets
    side by side stay apart). Unknown places are skipped. The sides' lines are written once
    per board's places (:mod:`.paths`)."""
    inset = 0.06 + (0.075 if bold else 0.0375) * inner / 0.5
    return paths.outline(cells, inset)


def set_line(inner: float, bold: bool = False) -> Size:
    """An outline's width: a sixth of a place's inner radius (a quarter, bold), at least 2 px."""
    return [inner / (4 if bold else 6), 2]


def _stripes(d_region: str, cells_box: Box, color: str) -> Shape:
    """Diagonal stripes inside a region: told apart from a seat's tint by their texture."""
    d = _stripe_lines(cells_box["x"], cells_box["y"], cells_box["width"], cells_box["height"])
    return {"d": d, "stroke": color, "width": 0.06, "clip": d_region, "layer": "over"}


@lru_cache(maxsize=256)  # an area's stripes are the same from one position to the next
def _stripe_lines(x0: float, y0: float, w: float, h: float) -> str:
    step, lines, k = 0.2, [], -h
    while k < w + step:
        lines.append(line([(x0 + k, y0 + h), (x0 + k + h, y0)]))
        k += step
    return "".join(lines)


def _parts_box(parts: Sequence[Sequence[float]]) -> Box:
    xs = [p[0] for p in parts]
    ys = [p[1] for p in parts]
    return {
        "x": min(xs) - 1,
        "y": min(ys) - 1,
        "width": max(xs) - min(xs) + 2,
        "height": max(ys) - min(ys) + 2,
    }


def _region_over(paths: PlacePaths, region: RegionInfo, inner: float) -> list[Item]:
    owner = region["owner"]
    color = "nobody" if owner is None else seat_role(owner)
    items: list[Item] = []
    if "parts" in region:
        parts = region["parts"]
        d = "".join(palago_part(x, y, 1, int(tip), int(part)) for x, y, tip, part in parts)
        if owner is None:
            items.append(_stripes(d, _parts_box(parts), color))
        else:
            alpha = 0.6 if region["counts"] else 0.3
            items.append({"d": d, "fill": color, "evenodd": True, "alpha": alpha, "layer": "over"})
        if region["label"]:
            at = [parts[0][0], parts[0][1]]
            items.append(
                {
                    "use": "badge-ringed",
                    "at": at,
                    "unit": [0.42, 8],
                    "color": color,
                    "layer": "over",
                }
            )
            items.append(_badge_text(region["label"], at, [0.42 * 1.1, 8 * 1.1]))
        return items
    d = outline_set(paths, region["cells"], inner)
    shape: Shape = {
        "d": d,
        "stroke": color,
        "width": set_line(inner),
        "round": True,
        "layer": "over",
    }
    if not region["counts"]:
        width = set_line(inner)
        assert isinstance(width, list)
        shape["dash"] = [[width[0] * 1.5, 3], [width[0] * 2, 4]]
    items.append(shape)
    first = paths.places.get(region["cells"][0]) if region["cells"] else None
    if first is not None and region["label"]:
        (cx, cy), (kx, ky) = first["center"], first["outline"][0]
        at = [cx + (kx - cx) * 0.55, cy + (ky - cy) * 0.55]
        items.append(
            {"use": "badge", "at": at, "unit": [inner * 0.34, 7], "color": color, "layer": "over"}
        )
        items.append(_badge_text(region["label"], at, [inner * 0.34 * 1.25, 7 * 1.25]))
    return items


def _badge_text(text: str, at: list[float], font: Size) -> Item:
    return {
        "text": text,
        "at": at,
        "font": font,
        "fill": "on-colour",
        "bold": True,
        "layer": "over",
    }


class _Layout:
    """What every layer reads of one position, worked out once."""

    def __init__(self, board: BoardInfo, scene: Scene, regions: bool = True) -> None:
        self.board = board
        self.scene = scene
        # The regions drawn on request, or none: a board not showing them need not be sent
        # them (half a late 19×19 picture of six players).
        self.regions = scene["regions"] if regions else []
        self.list = scene.get("places", board["places"])
        # A board's places are one list for the whole game, their paths kept; a table's
        # (Nonaga's) are new each position.
        self.paths = PlacePaths(self.list) if "places" in scene else kept_paths(self.list)
        self.places = self.paths.places
        self.inner = inner_radius(board["places"][0])
        self.table = board["surface"] == "table"
        self.red = board.get("empty") == "red"
        self.occupied = {piece["at"] for piece in scene["pieces"]}
        self.covering = {piece["at"] for piece in scene["pieces"] if "hexes" in piece}
        self.last = [cell for step in scene["last"] for cell in step["cells"]]
        self.grid = self.paths.grid

    def fill(self, names: Iterable[str], color: str) -> list[Shape]:
        """One fill of the places ``names`` (none for no known place)."""
        d = self.paths.polygons(names)
        return [{"d": d, "fill": color}] if d else []

    def ground(self) -> list[Item]:
        items: list[Item] = []
        if not self.table:
            items.append({"d": self.grid, "fill": "paper"})
        if self.red:
            items += self.fill((n for n in self.places if n not in self.occupied), "red")
        for printed in self.board.get("printed", []):
            for x, y, tip in printed["hexes"]:
                items.append({"use": "palago", "at": [x, y], "unit": 1, "turn": tip * 60})
        items += self.fill((n for n in self.last if n not in self.covering), "last")
        for region in self.regions:
            if "parts" not in region:
                for shape in self.fill(region["cells"], seat_role(region["owner"], tint=True)):
                    shape["when"] = "regions"
                    items.append(shape)
        r = self.inner * 0.45
        for mark in self.scene["marks"]:
            if mark["look"] == "dead":
                centres = (self.places[n]["center"] for n in mark["cells"] if n in self.places)
                d = "".join(
                    line([(x - r, y - r), (x + r, y + r)]) + line([(x + r, y - r), (x - r, y + r)])
                    for x, y in centres
                )
                items.append({"d": d, "stroke": "ink", "width": [1 / 25, 1.5], "alpha": 0.4})
        if not self.table:
            items.append({"d": self.grid, "stroke": "ink", "width": [1 / 40, 1]})
        return items + self.labels()

    def labels(self) -> list[Item]:
        items: list[Item] = []
        inner = self.inner
        for label in self.board["labels"]:
            if "place" not in label:
                font: Size = [inner * 0.6, 9]
                items.append(
                    {"text": label["text"], "at": label["at"], "font": font, "fill": "ink"}
                )
            elif label["place"] not in self.occupied:
                # Faint, and only where it can be read: 11 px from a place's centre to its side.
                color, alpha = ("on-colour", 0.85) if self.red else ("ink", 0.45)
                text: Text = {
                    "text": label["text"],
                    "at": label["at"],
                    "font": inner * 0.55,
                    "fill": color,
                }
                items.append({**text, "alpha": alpha, "min_scale": 11 / inner})
        return items

    def pieces(self) -> list[Item]:
        items: list[Item] = []
        for piece in self.scene["pieces"]:
            place = self.places.get(piece["at"])
            if place is None:
                continue
            for x, y, tip in piece.get("hexes", []):
                items.append(
                    {
                        "use": "palago",
                        "at": [x, y],
                        "unit": 1,
                        "turn": tip * 60,
                        "piece": piece["id"],
                        "layer": "pieces",
                    }
                )
            look = piece_look(piece["look"], piece["owner"])
            if look is not None:
                color = seat_role(piece["owner"])
                items.append(
                    {
                        "use": look,
                        "at": place["center"],
                        "unit": self.inner * 1.5,
                        "color": color,
                        "piece": piece["id"],
                        "layer": "pieces",
                    }
                )
        if self.covering:
            # The places' sides over the tiles, faint, so spaces stay readable; the last turn bold.
            items.append(
                {"d": self.grid, "stroke": "grid-over", "width": [1 / 30, 1], "layer": "pieces"}
            )
            cells = [n for n in self.last if n in self.covering]
            d = outline_set(self.paths, cells, self.inner, bold=True)
            if d:
                width = set_line(self.inner, bold=True)
                items.append(
                    {
                        "d": d,
                        "stroke": "last-edge",
                        "width": width,
                        "round": True,
                        "layer": "pieces",
                    }
                )
        return items

    def over(self) -> list[Item]:
        items: list[Item] = []
        inner = self.inner
        for region in self.regions:
            for item in _region_over(self.paths, region, inner):
                item["when"] = "regions"
                items.append(item)
        for mark in self.scene["marks"]:
            if mark["look"] == "win":
                d = outline_set(self.paths, mark["cells"], inner)
                role = seat_role(mark.get("owner", 0))
                items.append(
                    {
                        "d": d,
                        "stroke": role,
                        "width": set_line(inner),
                        "round": True,
                        "layer": "over",
                    }
                )
            elif mark["look"] == "locked":
                for name in mark["cells"]:
                    if name in self.places:
                        x, y = self.places[name]["center"]
                        at = [x + inner * 0.62, y - inner * 0.62]
                        unit: Size = [inner * 0.24, 6]
                        items.append(
                            {
                                "use": "lock",
                                "at": at,
                                "unit": unit,
                                "color": "warn",
                                "layer": "over",
                            }
                        )
        return items + self.names()

    def names(self) -> list[Item]:
        """Every place's name over whatever stands on it, on request; on a table only where
        something stands or a step can go, the rest being bare table."""
        reachable = {cell for step in self.scene["legal"] for cell in step["cells"]}
        font: Size = [self.inner * 0.5, 10]
        items: list[Item] = []
        for place in self.list:
            name = place["name"]
            if self.table and name not in self.occupied and name not in reachable:
                continue
            text: Text = {
                "text": name,
                "at": place["center"],
                "font": font,
                "fill": "ink",
                "bold": True,
            }
            items.append({**text, "halo": "paper", "when": "names", "layer": "over"})
        return items


def picture(
    board: BoardInfo,
    scene: Scene,
    annotations: Annotations | None = None,
    *,
    regions: bool = True,
) -> Picture:
    """The picture of ``scene`` on ``board`` (see the module's docstring), with an author's
    marks and arrows over it; without the regions' items (``when: "regions"``) unless
    ``regions``."""
    layout = _Layout(board, scene, regions)
    items = layout.ground() + layout.pieces() + layout.over()
    items += annotate(layout.places, layout.inner, annotations or {})
    whole = frame(board)
    if not layout.table:
        return {"box": whole, "items": items}
    return {"box": fitted(whole, layout.list), "items": items, "background": "paper"}


__all__ = ["bounds", "fitted", "frame", "inner_radius", "num", "picture"]

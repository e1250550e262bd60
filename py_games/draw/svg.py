"""A :class:`~.shapes.Picture` as SVG text: one of the two painters (the canvas is the other).

The SVG's ``viewBox`` is the picture's box in board units, and its width is the one asked
for, so every :data:`~.shapes.Size` that says "at least so many pixels" is worked out for
that width, as the canvas works it out for its own. Colours are the palette's for the scheme
asked; ``"auto"`` writes both and lets the reader's system choose
(``prefers-color-scheme``), which is what a README on a code host wants. Looks are written
once each, in ``<defs>``, and placed with ``<use>``.
"""

from __future__ import annotations

import re
from typing import Literal, cast

from ..contract.shapes import Item, Picture, Shape, Size, Text, Toggle, Use, num, size_px
from .looks import LOOKS
from .markup import escape
from .palette import SCHEMES, Paint, Scheme, palette

Theme = Literal["light", "dark", "auto"]
FONT = "system-ui, sans-serif"
# Where an id is written: replaced by a prefix of the picture's own (see _unique_ids), since
# every inline SVG of an HTML page shares one id namespace.
_ID = "\x00"


class _Writer:
    def __init__(self, scale: float, theme: Theme) -> None:
        self.scale = scale
        self.theme = theme
        self.colours: dict[str, Paint] = palette("light" if theme == "auto" else theme)
        self.defs: dict[str, str] = {}
        self.clips: dict[str, str] = {}

    def units(self, size: Size, unit_px: float | None = None) -> float:
        """``size`` in the current units: board units, or a look's (``unit_px`` pixels each)."""
        px = size_px(size, unit_px if unit_px is not None else self.scale)
        return px / (unit_px if unit_px is not None else self.scale)

    def paint(self, attribute: str, role: str, alpha: float) -> str:
        """``fill`` or ``stroke`` in ``role``'s colour (a CSS variable when the reader's scheme
        decides), with its opacity. The variable goes in a ``style`` attribute, where CSS
        functions work; :func:`_merged` joins an element's styles into one."""
        colour = self.colours[role]
        opacity = colour["alpha"] * alpha
        if self.theme == "auto":
            value = f'style="{attribute}:var(--pg-{role})"'
        else:
            value = f'{attribute}="{colour["color"]}"'
        return value + (f' {attribute}-opacity="{num(opacity)}"' if opacity < 1 else "")

    def shape(self, item: Shape, color: str = "", unit_px: float | None = None) -> str:
        alpha = item.get("alpha", 1.0)
        attrs = [f'd="{item["d"]}"']
        style = []
        fill = item.get("fill")
        if fill:
            role = color if fill == "@" else fill
            style.append(self.paint("fill", role, alpha))
            if item.get("evenodd"):
                attrs.append('fill-rule="evenodd"')
        else:
            attrs.append('fill="none"')
        stroke = item.get("stroke")
        if stroke:
            role = color if stroke == "@" else stroke
            style.append(self.paint("stroke", role, alpha))
            attrs.append(f'stroke-width="{num(self.units(item.get("width", 0), unit_px))}"')
            if "dash" in item:
                dash = " ".join(num(self.units(d, unit_px)) for d in item["dash"])
                attrs.append(f'stroke-dasharray="{dash}"')
            if item.get("round"):
                attrs.append('stroke-linecap="round" stroke-linejoin="round"')
        if "clip" in item:
            clip = self.clips.setdefault(item["clip"], f"{_ID}c{len(self.clips)}")
            attrs.append(f'clip-path="url(#{clip})"')
        return "<path " + _merged(attrs + style) + "/>"

    def text(self, item: Text) -> str:
        font = self.units(item["font"])
        alpha = item.get("alpha", 1.0)
        x, y = item["at"]
        attrs = [
            f'x="{num(x)}" y="{num(y)}" font-size="{num(font)}"',
            'text-anchor="middle" dominant-baseline="central"',
            self.paint("fill", item["fill"], alpha),
        ]
        if item.get("bold"):
            attrs.append('font-weight="bold"' if "halo" not in item else 'font-weight="600"')
        if "halo" in item:
            halo = max(3.0, font * self.scale / 3) / self.scale
            attrs.append(self.paint("stroke", item["halo"], alpha))
            attrs.append(f'stroke-width="{num(halo)}" stroke-linejoin="round" paint-order="stroke"')
        return f"<text {_merged(attrs)}>{escape(item['text'])}</text>"

    def use(self, item: Use) -> str:
        unit_px = size_px(item["unit"], self.scale)
        color = item.get("color", "")
        key = f"{item['use']}|{color}|{unit_px:.3f}|{item.get('alpha', 1.0)}"
        if key not in self.defs:
            inside = "".join(
                self.shape(
                    {**shape, "alpha": shape.get("alpha", 1.0) * item.get("alpha", 1.0)},
                    color,
                    unit_px,
                )
                for shape in LOOKS[item["use"]]
            )
            self.defs[key] = f'<g id="{_ID}l{len(self.defs)}">{inside}</g>'
        ref = self.defs[key].split('"', 2)[1]
        k = unit_px / self.scale
        x, y = item["at"]
        turn = f" rotate({num(item['turn'])})" if item.get("turn") else ""
        return (
            f'<use href="#{ref}" xlink:href="#{ref}" '
            f'transform="translate({num(x)} {num(y)}){turn} scale({num(k)})"/>'
        )


def _merged(attributes: list[str]) -> str:
    """Attributes written out, every ``style="…"`` among them joined into one."""
    text = " ".join(attributes)
    styles = re.findall(r'style="([^"]*)"', text)
    if len(styles) < 2:
        return text
    rest = re.sub(r' ?style="[^"]*"', "", text)
    return f'{rest} style="{";".join(styles)}"'


def _style(theme: Theme) -> str:
    if theme != "auto":
        return ""

    def rules(scheme: Scheme) -> str:
        return ";".join(f"--pg-{role}:{paint['color']}" for role, paint in palette(scheme).items())

    light, dark = (rules(scheme) for scheme in SCHEMES)
    return f"<style>svg{{{light}}}@media (prefers-color-scheme: dark){{svg{{{dark}}}}}</style>"


def svg(
    picture: Picture,
    *,
    width: float = 400,
    theme: Theme = "light",
    show: frozenset[Toggle] = frozenset(),
    title: str = "",
) -> str:
    """``picture`` as an SVG document ``width`` CSS pixels wide, in ``theme``'s colours, with
    the items shown on request (``"regions"``, ``"names"``) that ``show`` names, labelled
    ``title`` for screen readers."""
    box = picture["box"]
    scale = width / box["width"]
    writer = _Writer(scale, theme)
    body: list[str] = []
    if "background" in picture:
        body.append(
            f'<rect x="{num(box["x"])}" y="{num(box["y"])}" width="{num(box["width"])}" '
            f'height="{num(box["height"])}" {writer.paint("fill", picture["background"], 1.0)}/>'
        )
    for item in _ordered(picture["items"]):
        if "when" in item and item["when"] not in show:
            continue
        if "min_scale" in item and scale < item["min_scale"]:
            continue
        if "use" in item:
            body.append(writer.use(cast(Use, item)))
        elif "text" in item:
            body.append(writer.text(cast(Text, item)))
        else:
            body.append(writer.shape(item))
    defs = list(writer.defs.values()) + [
        f'<clipPath id="{ref}"><path d="{d}"/></clipPath>' for d, ref in writer.clips.items()
    ]
    height = box["height"] * scale
    label = f"<title>{escape(title)}</title>" if title else ""
    named = f' aria-label="{escape(title)}"' if title else ""
    return _unique_ids(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'role="img" width="{num(width)}" height="{num(height)}" '
        f'viewBox="{num(box["x"])} {num(box["y"])} {num(box["width"])} {num(box["height"])}" '
        f'font-family="{FONT}"{named}>'
        f"{label}{_style(theme)}<defs>{''.join(defs)}</defs>{''.join(body)}</svg>"
    )


def _unique_ids(text: str) -> str:
    """``text`` with its ids prefixed by a digest of itself: two pictures on one page (a rules
    page's figures, an editor's palette) never use each other's looks, and the same picture is
    always written the same (two copies of it may share their ids: they are the same)."""
    import hashlib  # noqa: PLC0415 (a start of the site's worker draws no SVG: it need not load it)

    prefix = "p" + hashlib.blake2s(text.encode(), digest_size=4).hexdigest() + "-"
    return text.replace(_ID, prefix)


def _ordered(items: list[Item]) -> list[Item]:
    """Items by layer, keeping their order within one: ground, pieces, over."""
    rank = {"ground": 0, "pieces": 1, "over": 2}
    return sorted(items, key=lambda item: rank[item.get("layer", "ground")])

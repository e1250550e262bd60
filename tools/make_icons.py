#!/usr/bin/env python3
"""Draw the app icons of the site into web/icons/ (run by hand after changing the design).

    python3 tools/make_icons.py

One design, written as an SVG and rasterised here into the PNG sizes a web app manifest needs:
a board of 3×3 cells on the site's blue, with a cross and a ring, the first two seats' marks.
Pure Python (zlib + struct), so it needs nothing installed; 4×4 samples per pixel smooth the
edges. The maskable icon keeps its drawing inside the central 80% that launchers never crop.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "web" / "icons"
BLUE = (0x00, 0x67, 0xA3)
PAPER = (0xF6, 0xF1, 0xE3)
INK = (0x4A, 0x43, 0x35)
CROSS = (0x21, 0x55, 0xCD)
RING = (0xD5, 0x5E, 0x00)


def shade(x: float, y: float, scale: float) -> tuple[int, int, int] | None:
    """The colour at (x, y) of the design drawn in a unit square (None: outside the tile)."""
    # The tile: a rounded square.
    r = 0.18
    dx, dy = max(abs(x - 0.5) - (0.5 - r), 0), max(abs(y - 0.5) - (0.5 - r), 0)
    if math.hypot(dx, dy) > r:
        return None
    # The board: 3×3 cells inside a margin of 0.18 (scaled for the maskable safe zone).
    m = 0.5 - (0.5 - 0.18) * scale
    if not (m <= x <= 1 - m and m <= y <= 1 - m):
        return BLUE
    u, v = (x - m) / (1 - 2 * m), (y - m) / (1 - 2 * m)
    line = 0.018
    if any(abs(u - k / 3) < line for k in range(4)) or any(abs(v - k / 3) < line for k in range(4)):
        return INK
    # A cross in the top-left cell, a ring in the centre cell.
    cu, cv = u * 3, v * 3
    if cu < 1 and cv < 1:
        a, b = cu - 0.5, cv - 0.5
        if abs(abs(a) - abs(b)) < 0.12 and abs(a) < 0.3:
            return CROSS
    if 1 <= cu < 2 and 1 <= cv < 2 and abs(math.hypot(cu - 1.5, cv - 1.5) - 0.27) < 0.07:
        return RING
    return PAPER


def png(size: int, scale: float, background: tuple[int, int, int] | None) -> bytes:
    samples = 4
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            total = [0.0, 0.0, 0.0, 0.0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / size
                    y = (py + (sy + 0.5) / samples) / size
                    colour = shade(x, y, scale)
                    if colour is None and background is not None:
                        colour = background
                    if colour is not None:
                        for i in range(3):
                            total[i] += colour[i]
                        total[3] += 255
            n = samples * samples
            alpha = total[3] / n
            rgb = [round(total[i] / max(1, total[3] / 255)) for i in range(3)]
            row += bytes([*rgb, round(alpha)])
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="#0067A3"/>
  <rect x="18" y="18" width="64" height="64" fill="#F6F1E3"/>
  <path d="M18 18h64v64H18zM39.3 18v64M60.7 18v64M18 39.3h64M18 60.7h64" fill="none"
        stroke="#4A4335" stroke-width="2.3"/>
  <path d="M22.5 22.5l12.3 12.3M34.8 22.5L22.5 34.8" stroke="#2155CD" stroke-width="3.8"
        stroke-linecap="round"/>
  <circle cx="50" cy="50" r="5.8" fill="none" stroke="#D55E00" stroke-width="3"/>
</svg>
"""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(SVG, encoding="utf-8")
    (OUT / "icon-192.png").write_bytes(png(192, 1.0, None))
    (OUT / "icon-512.png").write_bytes(png(512, 1.0, None))
    # Maskable: the whole square is the tile's blue, the drawing within the safe zone.
    (OUT / "icon-maskable-512.png").write_bytes(png(512, 0.78, BLUE))


if __name__ == "__main__":
    main()

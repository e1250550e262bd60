// Square-grid renderer: where each cell is, which cell a point falls in, and how to draw a
// scene. It knows geometry and pixels only; every name, piece and highlight comes from the
// scene it is handed (built from Python's view), so no rule of any game lives here.
//
//   const board = squareBoard(layout);          // layout from Python: {width, height, cells}
//   board.resize(cssWidth);                     // returns the CSS height it needs
//   board.cellAt(x, y)   -> "c3" | null         // x, y in CSS pixels inside the canvas
//   board.cellCenter("c3") -> {x, y}            // CSS pixels inside the canvas
//   board.step("c3", dx, dy) -> "d3"           // keyboard cursor moves (dy > 0 is up)
//   board.middle                                // where the keyboard cursor starts
//   board.draw(ctx, scene)

import { drawPiece, seat } from "./pieces.js";

const MARGIN = 0.55; // room for coordinates, in cells

export function squareBoard(layout) {
  const { width, height, cells, files, ranks } = layout;
  const index = new Map(cells.map((name, i) => [name, i]));
  let cell = 40; // CSS pixels per cell, set by resize()

  const origin = () => ({ x: cell * MARGIN, y: cell * 0.15 });
  const fileOf = (name) => index.get(name) % width;
  const rankOf = (name) => Math.floor(index.get(name) / width);
  // Rank 1 is drawn at the bottom, as in chess diagrams.
  const topLeft = (name) => ({
    x: origin().x + fileOf(name) * cell,
    y: origin().y + (height - 1 - rankOf(name)) * cell,
  });

  function boundary(group, name) {
    // The sides of `name` that face a cell outside `group`: where an outline is drawn.
    const f = fileOf(name), r = rankOf(name);
    const out = (df, dr) => {
      const nf = f + df, nr = r + dr;
      return nf < 0 || nf >= width || nr < 0 || nr >= height || !group.has(cells[nr * width + nf]);
    };
    return { top: out(0, 1), bottom: out(0, -1), left: out(-1, 0), right: out(1, 0) };
  }

  return {
    kind: "square",
    cells,
    middle: cells[Math.floor(height / 2) * width + Math.floor(width / 2)], // keyboard cursor start

    resize(cssWidth) {
      cell = Math.max(8, cssWidth / (width + MARGIN + 0.15));
      return Math.ceil(cell * (height + MARGIN + 0.15));
    },

    cellAt(x, y) {
      const o = origin();
      const f = Math.floor((x - o.x) / cell);
      const row = Math.floor((y - o.y) / cell);
      if (f < 0 || f >= width || row < 0 || row >= height) return null;
      return cells[(height - 1 - row) * width + f];
    },

    cellCenter(name) {
      if (!index.has(name)) return null;
      const p = topLeft(name);
      return { x: p.x + cell / 2, y: p.y + cell / 2 };
    },

    step(name, dx, dy) {
      if (!index.has(name)) return cells[0];
      const f = fileOf(name) + dx, r = rankOf(name) + dy;
      if (f < 0 || f >= width || r < 0 || r >= height) return name;
      return cells[r * width + f];
    },

    draw(ctx, scene) {
      const o = origin();
      const styles = getComputedStyle(ctx.canvas);
      const ink = styles.getPropertyValue("--board-ink").trim() || "#4a4335";
      ctx.fillStyle = styles.getPropertyValue("--board-paper").trim() || "#f6f1e3";
      ctx.fillRect(o.x, o.y, width * cell, height * cell);

      for (const name of scene.last ?? []) fillCell(name, "rgba(255, 196, 0, 0.35)");
      for (const name of scene.selected ?? []) fillCell(name, "rgba(0, 114, 178, 0.25)");
      if (scene.groups) {
        for (const g of scene.groups) for (const name of g.cells) fillCell(name, seat(g.player).tint);
      }

      // Grid lines and coordinates.
      ctx.strokeStyle = ink;
      ctx.lineWidth = Math.max(1, cell / 40);
      ctx.beginPath();
      for (let i = 0; i <= width; i++) line(o.x + i * cell, o.y, o.x + i * cell, o.y + height * cell);
      for (let j = 0; j <= height; j++) line(o.x, o.y + j * cell, o.x + width * cell, o.y + j * cell);
      ctx.stroke();
      ctx.fillStyle = ink;
      ctx.font = `${Math.round(cell * 0.3)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      files.forEach((label, f) => ctx.fillText(label, o.x + (f + 0.5) * cell, o.y + (height + 0.25) * cell));
      ranks.forEach((label, r) => ctx.fillText(label, o.x - cell * 0.3, o.y + (height - r - 0.5) * cell));

      for (const piece of scene.pieces ?? []) {
        const c = this.cellCenter(piece.cell);
        drawPiece(ctx, piece.player, c.x, c.y, cell * 0.62);
      }
      for (const name of scene.targets ?? []) {
        const c = this.cellCenter(name);
        ctx.fillStyle = seat(scene.toMove ?? 0).tint;
        ctx.beginPath();
        ctx.arc(c.x, c.y, cell * 0.14, 0, 2 * Math.PI);
        ctx.fill();
      }
      if (scene.hover && scene.targets?.includes(scene.hover) && scene.toMove != null) {
        const c = this.cellCenter(scene.hover);
        ctx.globalAlpha = 0.45;
        drawPiece(ctx, scene.toMove, c.x, c.y, cell * 0.62);
        ctx.globalAlpha = 1;
      }
      if (scene.groups) {
        for (const g of scene.groups) outline(new Set(g.cells), seat(g.player).color, g.label);
      }
      if (scene.cursor) {
        const p = topLeft(scene.cursor);
        ctx.strokeStyle = styles.getPropertyValue("--board-focus").trim() || "#111";
        ctx.lineWidth = Math.max(2, cell / 14);
        ctx.setLineDash([cell / 6, cell / 10]);
        ctx.strokeRect(p.x + cell * 0.06, p.y + cell * 0.06, cell * 0.88, cell * 0.88);
        ctx.setLineDash([]);
      }

      function line(x1, y1, x2, y2) {
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
      }
      function fillCell(name, color) {
        if (!index.has(name)) return;
        const p = topLeft(name);
        ctx.fillStyle = color;
        ctx.fillRect(p.x, p.y, cell, cell);
      }
      function outline(group, color, label) {
        ctx.strokeStyle = color;
        ctx.lineWidth = Math.max(2, cell / 12);
        ctx.lineCap = "round";
        const inset = ctx.lineWidth / 2 + 1;
        ctx.beginPath();
        for (const name of group) {
          const p = topLeft(name), b = boundary(group, name);
          const [x0, y0, x1, y1] = [p.x + inset, p.y + inset, p.x + cell - inset, p.y + cell - inset];
          if (b.top) line(x0, y0, x1, y0);
          if (b.bottom) line(x0, y1, x1, y1);
          if (b.left) line(x0, y0, x0, y1);
          if (b.right) line(x1, y0, x1, y1);
        }
        ctx.stroke();
        if (label) {
          const first = topLeft(group.values().next().value);
          const r = cell * 0.17;
          ctx.fillStyle = color;
          ctx.beginPath();
          ctx.arc(first.x + r + inset, first.y + r + inset, r, 0, 2 * Math.PI);
          ctx.fill();
          ctx.fillStyle = "#fff";
          ctx.font = `bold ${Math.round(r * 1.3)}px system-ui, sans-serif`;
          ctx.fillText(label, first.x + r + inset, first.y + r + inset + 1);
        }
      }
    },
  };
}

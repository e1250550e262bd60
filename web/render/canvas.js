// The one board renderer: it draws any board Python describes as places (polygons with
// centres, in board units) and turns a point back into a place. Square grids and hex boards
// are both just places; no rule of any game lives here, and no geometry either beyond
// "polygons on a plane".
//
//   const r = placesRenderer(board);     // board: BoardInfo from Python (scene.js)
//   r.resize(cssWidth) -> cssHeight      // scales the board to the width
//   r.placeAt(x, y) -> "c3" | null       // CSS pixels inside the canvas; hit test by polygon
//   r.center("c3") -> {x, y}             // CSS pixels
//   r.step("c3", dx, dy) -> name         // nearest place in that direction (dy > 0 is up)
//   r.middle                             // where the keyboard cursor starts
//   r.draw(ctx, frame)                   // frame: what to show (see board.js _frame())

import { drawLooks, seat } from "./pieces.js";

const PAD = 0.25; // board units around the outermost places and labels

export function placesRenderer(board) {
  const places = new Map(board.places.map((p) => [p.name, p]));
  const xs = [], ys = [];
  for (const p of board.places) for (const [x, y] of p.outline) { xs.push(x); ys.push(y); }
  for (const l of board.labels) if (!l.place) { xs.push(l.at[0]); ys.push(l.at[1]); }
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - PAD, Math.max(...xs) + PAD, Math.min(...ys) - PAD, Math.max(...ys) + PAD];
  // A place's inner radius (centre to the nearest side): sizes pieces, badges and labels.
  const inner = Math.min(...board.places.slice(0, 1).map(innerRadius));
  // Edges shared by two places: a region's outline leaves them out.
  let scale = 40;
  let corners = new Map(); // name -> outline in CSS pixels at this scale (drawn every frame)
  let grid = null; // every place's outline as one Path2D at this scale: paper and lines

  const px = ([x, y]) => ({ x: (x - minX) * scale, y: (y - minY) * scale });
  const middle = nearest(board.places);

  /** The place nearest the middle of the places; of several, the last listed (on a square
   * board, up and right of the centre, as d4 is on 6×6). */
  function nearest(list) {
    const cx = list.reduce((t, p) => t + p.center[0], 0) / list.length;
    const cy = list.reduce((t, p) => t + p.center[1], 0) / list.length;
    let best = null, bestD = Infinity;
    for (const p of list) {
      const d = (p.center[0] - cx) ** 2 + (p.center[1] - cy) ** 2;
      if (d <= bestD + 1e-9) { bestD = Math.min(d, bestD); best = p.name; }
    }
    return best;
  }

  function path(ctx, name, inset = 0) {
    const p = places.get(name);
    const [cx, cy] = p.center;
    ctx.beginPath();
    p.outline.forEach(([x, y], i) => {
      const k = inset ? 1 - inset / Math.hypot(x - cx, y - cy) : 1;
      const q = px([cx + (x - cx) * k, cy + (y - cy) * k]);
      if (i) ctx.lineTo(q.x, q.y); else ctx.moveTo(q.x, q.y);
    });
    ctx.closePath();
  }

  /** One path through the outlines of `names` (unknown names skipped): a fill or a stroke of
   * hundreds of places is then one call, not hundreds. */
  function paths(names) {
    const all = new Path2D();
    for (const name of names) {
      const outline = corners.get(name);
      if (!outline) continue;
      all.moveTo(outline[0], outline[1]);
      for (let i = 2; i < outline.length; i += 2) all.lineTo(outline[i], outline[i + 1]);
      all.closePath();
    }
    return all;
  }

  function fill(ctx, names, color) {
    if (!names.length) return;
    ctx.fillStyle = color;
    ctx.fill(paths(names));
  }

  /** The outline of a set of places: every side not shared with another place of the set. */
  function outline(ctx, cells, color, dashed) {
    const inset = 0.06 + 1.5 / scale;
    const sides = new Map();
    for (const name of cells) {
      const p = places.get(name);
      if (!p) continue;
      p.outline.forEach((a, i) => {
        const b = p.outline[(i + 1) % p.outline.length];
        const key = [a, b].map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).sort().join(" ");
        sides.set(key, sides.has(key) ? null : { a, b, c: p.center });
      });
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(2, inner * scale / 6);
    ctx.lineCap = "round";
    ctx.setLineDash(dashed ? [ctx.lineWidth * 1.5, ctx.lineWidth * 2] : []);
    ctx.beginPath();
    for (const side of sides.values()) {
      if (!side) continue;
      const toward = ([x, y]) => {
        const [cx, cy] = side.c, d = Math.hypot(x - cx, y - cy);
        return px([x + ((cx - x) * inset) / d, y + ((cy - y) * inset) / d]);
      };
      const a = toward(side.a), b = toward(side.b);
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }

  function badge(ctx, name, text, color) {
    const p = places.get(name);
    if (!p || !text) return;
    // Between the centre and the first corner (top-left on a square, the top on a hexagon).
    const [cx, cy] = p.center, [kx, ky] = p.outline[0];
    const at = px([cx + (kx - cx) * 0.55, cy + (ky - cy) * 0.55]);
    const r = Math.max(7, inner * scale * 0.34);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = `bold ${Math.round(r * 1.25)}px system-ui, sans-serif`;
    ctx.fillText(text, at.x, at.y + 1);
  }

  return {
    middle,

    resize(cssWidth) {
      const next = Math.max(4, cssWidth / (maxX - minX));
      if (next !== scale || !corners.size) {
        scale = next;
        corners = new Map(board.places.map((p) => [p.name, p.outline.flatMap((c) => { const q = px(c); return [q.x, q.y]; })]));
        grid = paths(board.places.map((p) => p.name));
      }
      return Math.ceil((maxY - minY) * scale);
    },

    placeAt(x, y) {
      const bx = x / scale + minX, by = y / scale + minY;
      for (const p of board.places) {
        if (Math.abs(p.center[0] - bx) > 1.2 || Math.abs(p.center[1] - by) > 1.2) continue;
        if (inside([bx, by], p.outline)) return p.name;
      }
      return null;
    },

    center(name) {
      const p = places.get(name);
      return p ? px(p.center) : null;
    },

    /** A point in board units, in CSS pixels inside the canvas. */
    toCanvas(point) {
      return px(point);
    },

    step(name, dx, dy) {
      const from = places.get(name);
      if (!from) return middle;
      // Screen direction: y grows downwards, so "up" (dy > 0) is negative y.
      const len = Math.hypot(dx, dy), ux = dx / len, uy = -dy / len;
      let best = name, bestCost = Infinity;
      for (const p of board.places) {
        const vx = p.center[0] - from.center[0], vy = p.center[1] - from.center[1];
        const d = Math.hypot(vx, vy);
        if (!d) continue;
        const cos = (vx * ux + vy * uy) / d;
        if (cos < 0.5) continue; // within 60° of the arrow's direction
        const cost = d * (2 - cos) ** 2; // the nearest, preferring the straightest
        if (cost < bestCost) { bestCost = cost; best = p.name; }
      }
      return best;
    },

    draw(ctx, frame) {
      const { scene, colors } = frame;
      const size = inner * scale * 1.5; // a piece's width in CSS pixels
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = colors.paper;
      ctx.fill(grid);
      fill(ctx, (scene.last ?? []).flatMap((step) => step.cells), colors.last);
      fill(ctx, frame.selected, colors.selected);
      const regions = frame.showRegions ? scene.regions : [];
      for (const r of regions) fill(ctx, r.cells, seat(r.owner ?? 0).tint);
      for (const mark of scene.marks ?? []) {
        for (const name of mark.cells) hatch(ctx, name, colors.ink);
      }
      // The lines between places.
      ctx.strokeStyle = colors.ink;
      ctx.lineWidth = Math.max(1, scale / 40);
      ctx.stroke(grid);
      // Coordinates; numbers inside places only where empty and readable.
      const occupied = new Set((scene.pieces ?? []).map((piece) => piece.at));
      ctx.fillStyle = colors.ink;
      for (const label of board.labels) {
        const at = px(label.at);
        if (label.place) {
          if (occupied.has(label.place) || inner * scale < 11) continue;
          ctx.globalAlpha = 0.45;
          ctx.font = `${Math.round(inner * scale * 0.55)}px system-ui, sans-serif`;
        } else {
          ctx.font = `${Math.round(Math.max(9, inner * scale * 0.6))}px system-ui, sans-serif`;
        }
        ctx.fillText(label.text, at.x, at.y);
        ctx.globalAlpha = 1;
      }
      const placed = (pieces) => pieces.flatMap((piece) => {
        const c = this.center(piece.at);
        return c ? [{ ...piece, ...c }] : [];
      });
      drawLooks(ctx, placed(scene.pieces ?? []), size);
      ctx.fillStyle = colors.target;
      ctx.beginPath();
      const dot = inner * scale * 0.28;
      for (const name of frame.targets) {
        const c = this.center(name);
        if (!c) continue;
        ctx.moveTo(c.x + dot, c.y);
        ctx.arc(c.x, c.y, dot, 0, 2 * Math.PI);
      }
      ctx.fill();
      ctx.globalAlpha = 0.5;
      drawLooks(ctx, placed(frame.previews), size);
      ctx.globalAlpha = 1;
      for (const r of regions) {
        const color = seat(r.owner ?? 0).color;
        outline(ctx, r.cells, color, !r.counts);
        badge(ctx, r.cells[0], r.label, color);
      }
      if (frame.cursor && places.has(frame.cursor)) {
        ctx.strokeStyle = colors.focus;
        ctx.lineWidth = Math.max(2, scale / 14);
        ctx.setLineDash([scale / 6, scale / 10]);
        path(ctx, frame.cursor, 0.08);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    },
  };

  function hatch(ctx, name, color) {
    // A dead place: a faint cross, so it reads as "nothing can go here" without colour.
    const p = places.get(name);
    const c = px(p.center), r = inner * scale * 0.45;
    ctx.save();
    ctx.globalAlpha = 0.4;
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(1.5, scale / 25);
    ctx.beginPath();
    ctx.moveTo(c.x - r, c.y - r); ctx.lineTo(c.x + r, c.y + r);
    ctx.moveTo(c.x + r, c.y - r); ctx.lineTo(c.x - r, c.y + r);
    ctx.stroke();
    ctx.restore();
  }
}

function innerRadius(place) {
  const [cx, cy] = place.center;
  let best = Infinity;
  place.outline.forEach(([x1, y1], i) => {
    const [x2, y2] = place.outline[(i + 1) % place.outline.length];
    best = Math.min(best, Math.hypot((x1 + x2) / 2 - cx, (y1 + y2) / 2 - cy));
  });
  return best;
}

function inside([x, y], polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i], [xj, yj] = polygon[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

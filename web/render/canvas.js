// The one board renderer: it draws any board Python describes as places (polygons with
// centres, in board units) and turns a point back into a place. Square grids, hex boards and
// Nonaga's drifting rings are all just places; no rule of any game lives here, and no geometry
// either beyond "polygons on a plane".
//
//   const r = placesRenderer(board, {motion}); // board: BoardInfo from Python (scene.js)
//   r.use(scene, now)                    // the scene to draw: its places (if it brings its
//                                        // own), and what moved since the last one (animated)
//   r.resize(cssWidth) -> cssHeight      // scales the board to the width
//   r.placeAt(x, y) -> "c3" | null       // CSS pixels inside the canvas; hit test by polygon
//   r.center("c3") -> {x, y}             // CSS pixels
//   r.step("c3", dx, dy) -> name         // nearest place in that direction (dy > 0 is up)
//   r.middle                             // where the keyboard cursor starts
//   r.moving                             // whether something is still gliding
//   r.draw(ctx, frame, now) -> moving    // frame: what to show (see board.js _frameOf());
//                                        // true while something is still moving
//
// A "board" surface is a printed board: every place is painted and lined. A "table" surface
// (Nonaga) is bare: only pieces and the places a step can reach are drawn, and the view
// follows the pieces, fitted and centred, as the board drifts.

import { drawLooks, drawPalago, palagoPart, seat } from "./pieces.js";

const PAD = 0.25; // board units around the outermost places and labels
const GLIDE = 180; // ms for a piece's move and the view's drift: less than a click takes
const TURN = 260; // ms for a piece turning in its place: long enough to see which way
const RED = "#b3261e"; // empty places of a board printed red (Tomoe's spaces), both themes

export function placesRenderer(board, { motion = true } = {}) {
  const table = board.surface === "table";
  // Hexagons printed round the places (Tomoe's frame), in board units.
  const printed = (board.printed ?? []).flatMap((p) => p.hexes.map(([x, y, tip]) => ({ x, y, tip })));
  // The canvas's shape comes from the board's places, labels and print, once per game.
  const frameBox = bounds(board.places, board.labels, printed);
  // A place's inner radius (centre to the nearest side): sizes pieces, badges and labels.
  const inner = innerRadius(board.places[0]);
  let list = board.places;
  let places = new Map(list.map((p) => [p.name, p]));
  let middle = nearest(list);
  let scene = null;

  let width = 320; // CSS pixels
  let view = { x: frameBox.minX, y: frameBox.minY, scale: 40 }; // board point at the top-left
  let glide = null; // {from: view, to: view, start}: the view drifting to fit a new scene
  let moves = new Map(); // piece id -> {from: [x, y], start}: pieces gliding to their place
  let turns = new Map(); // piece id -> {by: degrees still to turn at the start, start}
  const striped = new Map(); // colour -> stripes pattern (rings that lock tiles)
  let corners = new Map(); // name -> outline in CSS pixels for `cornersOf` (drawn every frame)
  let grid = null; // every place's outline as one Path2D: paper and lines
  let cornersOf = null; // the view `corners` was worked out for

  const px = ([x, y]) => ({ x: (x - view.x) * view.scale, y: (y - view.y) * view.scale });

  /** Where the view should be: the whole frame on a board; on a table, this scene's places
   * fitted and centred, never larger than the board's first layout. */
  function fitted() {
    const base = width / (frameBox.maxX - frameBox.minX);
    if (!table) return { x: frameBox.minX, y: frameBox.minY, scale: base };
    const height = (frameBox.maxY - frameBox.minY) * base;
    const box = bounds(list, [], []);
    const scale = Math.min(base, width / (box.maxX - box.minX), height / (box.maxY - box.minY));
    return {
      x: (box.minX + box.maxX) / 2 - width / 2 / scale,
      y: (box.minY + box.maxY) / 2 - height / 2 / scale,
      scale,
    };
  }

  /** The view at `now`, moving along its glide; the corners cache follows it. */
  function settle(now) {
    if (glide) {
      const t = progress(glide.start, now);
      view = t >= 1 ? glide.to : lerpView(glide.from, glide.to, ease(t));
      if (t >= 1) glide = null;
    }
    if (cornersOf !== view) {
      cornersOf = view;
      corners = new Map(list.map((p) => [p.name, p.outline.flatMap((c) => { const q = px(c); return [q.x, q.y]; })]));
      grid = paths(list.map((p) => p.name));
    }
  }

  function progress(start, now, length = GLIDE) {
    return motion ? Math.min(1, Math.max(0, (now - start) / length)) : 1;
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
  function outline(ctx, cells, color, dashed, bold = false) {
    const inset = 0.06 + (bold ? 3 : 1.5) / view.scale;
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
    ctx.lineWidth = Math.max(2, inner * view.scale / (bold ? 4 : 6));
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
    const r = Math.max(7, inner * view.scale * 0.34);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = `bold ${Math.round(r * 1.25)}px system-ui, sans-serif`;
    ctx.fillText(text, at.x, at.y + 1);
  }

  /** Where a piece is drawn at `now`, in board units: gliding from where it was. */
  function pieceAt(piece, now) {
    const to = places.get(piece.at)?.center;
    const move = to && moves.get(piece.id);
    if (!move) return to;
    const t = progress(move.start, now);
    if (t >= 1) { moves.delete(piece.id); return to; }
    const k = ease(t);
    return [move.from[0] + (to[0] - move.from[0]) * k, move.from[1] + (to[1] - move.from[1]) * k];
  }

  const renderer = {
    get middle() { return middle; },

    /** Whether a piece or the view is still gliding. */
    get moving() {
      const now = performance.now();
      const going = (start) => progress(start, now) < 1;
      return Boolean((glide && going(glide.start)) || [...moves.values()].some((m) => going(m.start))
        || [...turns.values()].some((m) => progress(m.start, now, TURN) < 1));
    },

    use(next, now = performance.now()) {
      if (!next || next === scene) return;
      const before = scene;
      // Where every piece was drawn, by id, before this scene: the ones that moved glide.
      const was = new Map(), angles = new Map();
      for (const piece of before?.pieces ?? []) {
        was.set(piece.id, pieceAt(piece, now));
        if (piece.angle != null) angles.set(piece.id, piece.angle + turning(piece, now));
      }
      scene = next;
      if (next.places && next.places !== list) {
        const from = { ...view };
        list = next.places;
        places = new Map(list.map((p) => [p.name, p]));
        middle = nearest(list);
        cornersOf = null;
        glide = before ? { from, to: fitted(), start: now } : null;
        if (!glide) view = fitted();
      }
      moves = new Map();
      turns = new Map();
      for (const piece of next.pieces ?? []) {
        const from = was.get(piece.id), to = places.get(piece.at)?.center;
        if (from && to && (from[0] !== to[0] || from[1] !== to[1])) moves.set(piece.id, { from, start: now });
        // A piece that turned turns on screen the shorter way (+120° rather than −240°).
        const by = (((angles.get(piece.id) ?? piece.angle) - piece.angle) % 360 + 540) % 360 - 180;
        if (piece.angle != null && Math.abs(by) > 0.5) turns.set(piece.id, { by, start: now });
      }
    },

    resize(cssWidth) {
      if (cssWidth !== width || !corners.size) {
        width = cssWidth;
        const target = fitted();
        if (glide) glide.to = target; else view = target;
        cornersOf = null;
      }
      settle(performance.now());
      return Math.ceil((frameBox.maxY - frameBox.minY) * (width / (frameBox.maxX - frameBox.minX)));
    },

    placeAt(x, y) {
      const bx = x / view.scale + view.x, by = y / view.scale + view.y;
      for (const p of list) {
        const reach = outerRadius(p);
        if (Math.abs(p.center[0] - bx) > reach || Math.abs(p.center[1] - by) > reach) continue;
        if (inside([bx, by], p.outline)) return p.name;
      }
      return null;
    },

    center(name) {
      const p = places.get(name);
      return p ? px(p.center) : null;
    },

    /** How far down the place reaches, in CSS pixels inside the canvas. */
    bottom(name) {
      const p = places.get(name);
      return p ? Math.max(...p.outline.map((corner) => px(corner).y)) : null;
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
      for (const p of list) {
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

    draw(ctx, frame, now = performance.now()) {
      const { scene: shown, colors } = frame; // `shown` was given to use() before resize()
      settle(now);
      const scale = view.scale;
      const size = inner * scale * 1.5; // a piece's width in CSS pixels
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = colors.paper;
      if (table) ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      else ctx.fill(grid);
      const occupied = new Set((shown.pieces ?? []).map((piece) => piece.at));
      if (board.empty === "red") fill(ctx, list.map((p) => p.name).filter((n) => !occupied.has(n)), RED);
      if (printed.length) drawPalago(ctx, printed.map((h) => ({ ...h, ...px([h.x, h.y]) })), scale);
      // Tiles cover their whole place: the last turn is outlined on them, not painted under.
      const covering = new Set((shown.pieces ?? []).filter((p) => p.hexes).map((p) => p.at));
      const lastCells = (shown.last ?? []).flatMap((step) => step.cells);
      fill(ctx, lastCells.filter((n) => !covering.has(n)), colors.last);
      fill(ctx, frame.selected, colors.selected);
      const regions = frame.showRegions ? shown.regions : [];
      for (const r of regions) if (!r.parts) fill(ctx, r.cells, seat(r.owner ?? 0).tint);
      for (const mark of shown.marks ?? []) {
        if (mark.look === "dead") for (const name of mark.cells) hatch(ctx, name, colors.ink);
      }
      if (!table) {
        // The lines between places.
        ctx.strokeStyle = colors.ink;
        ctx.lineWidth = Math.max(1, scale / 40);
        ctx.stroke(grid);
      }
      // Coordinates; numbers inside places only where empty and readable.
      for (const label of board.labels) {
        const at = px(label.at);
        ctx.fillStyle = colors.ink;
        if (label.place) {
          if (occupied.has(label.place) || inner * scale < 11) continue;
          ctx.globalAlpha = 0.45;
          if (board.empty === "red") { ctx.fillStyle = "#fff"; ctx.globalAlpha = 0.85; }
          ctx.font = `${Math.round(inner * scale * 0.55)}px system-ui, sans-serif`;
        } else {
          ctx.font = `${Math.round(Math.max(9, inner * scale * 0.6))}px system-ui, sans-serif`;
        }
        ctx.fillText(label.text, at.x, at.y);
        ctx.globalAlpha = 1;
      }
      const placed = (pieces, at) => pieces.flatMap((piece) => {
        const point = at(piece);
        return point ? [{ ...piece, ...px(point) }] : [];
      });
      const [tiles, others] = split(shown.pieces ?? []);
      drawLooks(ctx, placed(others, (piece) => pieceAt(piece, now)), size);
      drawTiles(ctx, tiles, now);
      if (tiles.length) {
        // The places' sides over the tiles, faint, so spaces stay readable; the last turn bold.
        ctx.save();
        ctx.globalAlpha = 0.55;
        ctx.strokeStyle = "#8a8a8a";
        ctx.lineWidth = Math.max(1, scale / 30);
        ctx.stroke(grid);
        ctx.restore();
        outline(ctx, lastCells.filter((n) => covering.has(n)), colors.lastEdge, false, true);
      }
      // Where the next click can go. On a board, a dot; on a table, a ring round the piece in
      // the colour of the player to move (a dot would vanish on a counter of that colour), or
      // the dashed outline of the bare place.
      const dot = inner * scale * 0.28;
      const dots = new Path2D(), rings = new Path2D(), bare = [];
      for (const name of frame.targets) {
        const c = this.center(name);
        if (!c) continue;
        if (!table && !covering.has(name)) { dots.moveTo(c.x + dot, c.y); dots.arc(c.x, c.y, dot, 0, 2 * Math.PI); }
        else if (occupied.has(name)) { rings.moveTo(c.x + size * 0.68, c.y); rings.arc(c.x, c.y, size * 0.68, 0, 2 * Math.PI); }
        else bare.push(name);
      }
      ctx.fillStyle = colors.target;
      ctx.fill(dots);
      ctx.strokeStyle = colors.targetEdge;
      ctx.lineWidth = Math.max(2.5, scale / 12);
      ctx.stroke(rings);
      if (bare.length) {
        ctx.strokeStyle = colors.ink;
        ctx.lineWidth = Math.max(1.5, scale / 20);
        ctx.setLineDash([scale / 8, scale / 10]);
        for (const name of bare) { path(ctx, name, 0.1); ctx.stroke(); }
        ctx.setLineDash([]);
      }
      ctx.globalAlpha = 0.5;
      const [ghostTiles, ghosts] = split(frame.previews);
      drawLooks(ctx, placed(ghosts, (ghost) => places.get(ghost.at)?.center), size);
      ctx.globalAlpha = 0.8;
      drawTiles(ctx, ghostTiles, now);
      ctx.globalAlpha = 1;
      for (const r of regions) {
        const color = r.owner == null ? colors.ring : seat(r.owner).color;
        if (r.parts) { parts(ctx, r, color); continue; }
        outline(ctx, r.cells, color, !r.counts);
        badge(ctx, r.cells[0], r.label, color);
      }
      for (const mark of shown.marks ?? []) {
        if (mark.look === "win") outline(ctx, mark.cells, seat(mark.owner ?? 0).color, false);
        if (mark.look === "locked") for (const name of mark.cells) locked(ctx, name, colors.warn);
      }
      if (frame.cursor && places.has(frame.cursor)) {
        ctx.strokeStyle = colors.focus;
        ctx.lineWidth = Math.max(2, scale / 14);
        ctx.setLineDash([scale / 6, scale / 10]);
        path(ctx, frame.cursor, 0.08);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      return Boolean(glide || moves.size);
    },
  };
  return renderer;

  /** Pieces made of hexagons (Tomoe's tiles) and the others, apart: they draw differently. */
  function split(pieces) {
    const tiles = [], others = [];
    for (const piece of pieces) (piece.hexes ? tiles : others).push(piece);
    return [tiles, others];
  }

  /** How many degrees (counter-clockwise) `piece` still has to turn at `now`. */
  function turning(piece, now) {
    const turn = turns.get(piece.id);
    if (!turn) return 0;
    const t = progress(turn.start, now, TURN);
    if (t >= 1) { turns.delete(piece.id); return 0; }
    return turn.by * (1 - ease(t));
  }

  /** Tiles of Palago hexagons: those at rest in one batch (three fills in all), a tile that
   * is turning on its own, turned about its place's centre. */
  function drawTiles(ctx, tiles, now) {
    const resting = [];
    for (const piece of tiles) {
      // Counter-clockwise on screen is a negative angle where y grows downwards.
      const turn = (-turning(piece, now) * Math.PI) / 180;
      if (!turn) {
        for (const [x, y, tip] of piece.hexes) resting.push({ tip, ...px([x, y]) });
        continue;
      }
      const [cx, cy] = places.get(piece.at)?.center ?? [0, 0];
      const cos = Math.cos(turn), sin = Math.sin(turn);
      const hexes = piece.hexes.map(([x, y, tip]) => ({
        tip, ...px([cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]),
      }));
      drawPalago(ctx, hexes, view.scale, turn);
    }
    drawPalago(ctx, resting, view.scale);
  }

  /** A region made of parts of hexagons: tinted (strongly where it scores), with its label. */
  function parts(ctx, region, color) {
    const path = new Path2D();
    for (const [x, y, tip, part] of region.parts) palagoPart(path, { tip, ...px([x, y]) }, view.scale, part);
    ctx.save();
    if (region.owner == null) {
      // Owned by nobody (Tomoe's rings that lock tiles): stripes, told apart from the seats'
      // tints by their texture, whatever the colour vision.
      ctx.fillStyle = stripes(ctx, color);
    } else {
      ctx.globalAlpha = region.counts ? 0.6 : 0.3;
      ctx.fillStyle = color;
    }
    ctx.fill(path, "evenodd");
    ctx.restore();
    if (!region.label) return;
    const [x, y] = region.parts[0];
    const at = px([x, y]);
    const r = Math.max(8, view.scale * 0.42);
    ctx.fillStyle = color;
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = `bold ${Math.round(r * 1.1)}px system-ui, sans-serif`;
    ctx.fillText(region.label, at.x, at.y + 1);
  }

  /** A fill of diagonal stripes in `color`, kept per colour. */
  function stripes(ctx, color) {
    let pattern = striped.get(color);
    if (!pattern) {
      const tile = document.createElement("canvas");
      tile.width = tile.height = 8;
      const t = tile.getContext("2d");
      t.strokeStyle = color;
      t.lineWidth = 2.5;
      t.beginPath();
      t.moveTo(-2, 10); t.lineTo(10, -2);
      t.moveTo(-2, 2); t.lineTo(2, -2);
      t.moveTo(6, 10); t.lineTo(10, 6);
      t.stroke();
      pattern = ctx.createPattern(tile, "repeat");
      striped.set(color, pattern);
    }
    return pattern;
  }

  function hatch(ctx, name, color) {
    // A dead place: a faint cross, so it reads as "nothing can go here" without colour.
    const p = places.get(name);
    if (!p) return;
    const c = px(p.center), r = inner * view.scale * 0.45;
    ctx.save();
    ctx.globalAlpha = 0.4;
    ctx.strokeStyle = color;
    ctx.lineWidth = Math.max(1.5, view.scale / 25);
    ctx.beginPath();
    ctx.moveTo(c.x - r, c.y - r); ctx.lineTo(c.x + r, c.y + r);
    ctx.moveTo(c.x + r, c.y - r); ctx.lineTo(c.x - r, c.y + r);
    ctx.stroke();
    ctx.restore();
  }

  function locked(ctx, name, color) {
    // A piece that may not move now: a "no entry" sign at its edge, beside what stands on it.
    const p = places.get(name);
    if (!p) return;
    const c = px(p.center), r = Math.max(6, inner * view.scale * 0.24);
    const x = c.x + inner * view.scale * 0.62, y = c.y - inner * view.scale * 0.62;
    ctx.save();
    ctx.fillStyle = color;
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = Math.max(1.5, r / 3);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x - r * 0.55, y); ctx.lineTo(x + r * 0.55, y);
    ctx.stroke();
    ctx.restore();
  }
}

/** The place nearest the middle of `list`; of several, the last listed (on a square board,
 * up and right of the centre, as d4 is on 6×6). */
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

/** The box around `places`, the `labels` outside them and the `printed` hexagons (radius 1),
 * with a margin, in board units. */
function bounds(places, labels, printed) {
  const xs = [], ys = [];
  for (const p of places) for (const [x, y] of p.outline) { xs.push(x); ys.push(y); }
  for (const h of printed) { xs.push(h.x - 1, h.x + 1); ys.push(h.y - 1, h.y + 1); }
  for (const l of labels) if (!l.place) { xs.push(l.at[0]); ys.push(l.at[1]); }
  return { minX: Math.min(...xs) - PAD, maxX: Math.max(...xs) + PAD, minY: Math.min(...ys) - PAD, maxY: Math.max(...ys) + PAD };
}

function lerpView(a, b, k) {
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, scale: a.scale + (b.scale - a.scale) * k };
}

function ease(t) {
  return 1 - (1 - t) ** 3; // fast at first, gentle at the end
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

/** How far a place's farthest corner is from its centre: a quick test before the polygon's.
 * Kept per place object (Python's data is not written to). */
const reaches = new WeakMap();
function outerRadius(place) {
  let reach = reaches.get(place);
  if (reach === undefined) {
    reach = Math.max(...place.outline.map(([x, y]) => Math.hypot(x - place.center[0], y - place.center[1])));
    reaches.set(place, reach);
  }
  return reach;
}

function inside([x, y], polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i], [xj, yj] = polygon[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

// Where the next click can go. On a board, a dot; on a table, a ring round the piece in the
// colour of the player to move (a dot would vanish on a counter of that colour), or the dashed
// outline of the bare place. On a tile (which covers its place) also a ring.

/** @typedef {import("./paint.js").Stage} Stage */

/** @param {Stage} stage */
export function drawTargets({ ctx, sheet, frame, print, occupied, covering, size }) {
  const { colors } = frame, scale = sheet.scale;
  const dot = sheet.inner * scale * 0.28;
  const dots = new Path2D(), rings = new Path2D();
  /** @type {string[]} */
  const bare = [];
  for (const name of frame.targets) {
    const p = sheet.place(name);
    if (!p) continue;
    const c = sheet.px(p.center);
    if (!print.table && !covering.has(name)) { dots.moveTo(c.x + dot, c.y); dots.arc(c.x, c.y, dot, 0, 2 * Math.PI); }
    else if (occupied.has(name)) { rings.moveTo(c.x + size * 0.68, c.y); rings.arc(c.x, c.y, size * 0.68, 0, 2 * Math.PI); }
    else bare.push(name);
  }
  ctx.fillStyle = colors.target;
  ctx.fill(dots);
  ctx.strokeStyle = colors.targetEdge;
  ctx.lineWidth = Math.max(2.5, scale / 12);
  ctx.stroke(rings);
  if (!bare.length) return;
  ctx.strokeStyle = colors.ink;
  ctx.lineWidth = Math.max(1.5, scale / 20);
  ctx.setLineDash([scale / 8, scale / 10]);
  for (const name of bare) { sheet.trace(ctx, name, 0.1); ctx.stroke(); }
  ctx.setLineDash([]);
}

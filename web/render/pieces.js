// How each seat looks: a colour from the Okabe–Ito palette (safe for colour-blind players) and a
// distinct shape, so seats can be told apart without colour too. Seats 1–3 use the symbols of
// Contiguous's original example (x, o, #). Presentation only: which seat owns what comes from
// Python.

export const SEATS = [
  { name: "Blue", symbol: "×", shape: "cross", color: "#0072B2", tint: "rgba(0, 114, 178, 0.28)" },
  { name: "Orange", symbol: "○", shape: "ring", color: "#D55E00", tint: "rgba(213, 94, 0, 0.28)" },
  { name: "Green", symbol: "#", shape: "hash", color: "#009E73", tint: "rgba(0, 158, 115, 0.28)" },
  { name: "Purple", symbol: "△", shape: "triangle", color: "#9A4D8F", tint: "rgba(154, 77, 143, 0.28)" },
  { name: "Gold", symbol: "□", shape: "square", color: "#B8860B", tint: "rgba(184, 134, 11, 0.28)" },
  { name: "Sky", symbol: "◇", shape: "diamond", color: "#3A9AD9", tint: "rgba(58, 154, 217, 0.28)" },
];

export const seat = (player) => SEATS[player % SEATS.length];

/** "Player 1 (Blue)": Python's name for the player with the seat's colour (and symbol). */
export function seatName(view, player, { symbol = false } = {}) {
  const s = seat(player);
  return `${view.player_names[player]} (${s.name}${symbol ? ` ${s.symbol}` : ""})`;
}

/** Draw seat `player`'s mark centred on (x, y), `size` CSS pixels across. */
export function drawPiece(ctx, player, x, y, size) {
  const { shape, color } = seat(player);
  const h = size / 2;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, size / 7);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  switch (shape) {
    case "cross":
      ctx.moveTo(x - h, y - h); ctx.lineTo(x + h, y + h);
      ctx.moveTo(x + h, y - h); ctx.lineTo(x - h, y + h);
      break;
    case "ring":
      ctx.arc(x, y, h * 0.9, 0, 2 * Math.PI);
      break;
    case "hash": {
      const a = h * 0.38;
      ctx.moveTo(x - a, y - h); ctx.lineTo(x - a, y + h);
      ctx.moveTo(x + a, y - h); ctx.lineTo(x + a, y + h);
      ctx.moveTo(x - h, y - a); ctx.lineTo(x + h, y - a);
      ctx.moveTo(x - h, y + a); ctx.lineTo(x + h, y + a);
      break;
    }
    case "triangle":
      ctx.moveTo(x, y - h); ctx.lineTo(x + h, y + h * 0.8); ctx.lineTo(x - h, y + h * 0.8);
      ctx.closePath();
      break;
    case "square":
      ctx.rect(x - h * 0.8, y - h * 0.8, h * 1.6, h * 1.6);
      break;
    default: // diamond
      ctx.moveTo(x, y - h); ctx.lineTo(x + h, y); ctx.lineTo(x, y + h); ctx.lineTo(x - h, y);
      ctx.closePath();
  }
  ctx.stroke();
  ctx.restore();
}

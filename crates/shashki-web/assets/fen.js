// FEN of INTERFACES.md §3, as far as the page needs it: reading the pieces, writing a
// set-up position, and each variant's start position.

/** A piece of a bashni column letter (w, b a man; W, B a king). */
function columnPiece(letter) {
  return { color: letter.toLowerCase() === "w" ? "white" : "black", king: letter === letter.toUpperCase() };
}

/**
 * Pieces of a FEN: Map from canonical number to {color: "white"|"black", king, below}, where
 * `below` lists a bashni column's pieces under its top, top first (`22=wbb`, the project's
 * addition to the FEN; empty for a single piece). Squares may be named as in `variant`
 * (algebraic on 8×8) when it is given.
 */
export function parseFen(fen, variant) {
  const byName = new Map(variant ? variant.squares.map((s) => [s.name, s.number]) : []);
  const pieces = new Map();
  for (const field of fen.split(":").slice(1)) {
    const color = field[0] === "W" ? "white" : field[0] === "B" ? "black" : null;
    if (!color) continue;
    for (const item of field.slice(1).split(",")) {
      const [square, letters] = item.trim().split("=");
      if (!square) continue;
      const column = letters ? [...letters.trim()].map(columnPiece) : [];
      const king = column.length ? column[0].king : square[0] === "K";
      const below = column.slice(1);
      const text = column.length ? square : square.slice(king ? 1 : 0);
      const range = text.split("-").map(Number);
      if (range.length === 2) {
        for (let n = range[0]; n <= range[1]; n++) pieces.set(n, { color, king, below });
      } else if (!Number.isNaN(range[0])) {
        pieces.set(range[0], { color, king, below });
      } else if (byName.has(text)) {
        pieces.set(byName.get(text), { color, king, below });
      }
    }
  }
  return pieces;
}

/** The side to move of a FEN. */
export function fenTurn(fen) {
  return fen.trim()[0] === "B" ? "black" : "white";
}

/**
 * A FEN with canonical numbers, sorted, white block first; a bashni column as `n=letters`, top
 * first (`w`/`b` a man, `W`/`B` a king).
 */
export function writeFen(turn, pieces) {
  const letter = (p) => (p.king ? p.color[0].toUpperCase() : p.color[0]);
  const item = (n, p) => {
    if (p.below && p.below.length) return `${n}=${[p, ...p.below].map(letter).join("")}`;
    return p.king ? `K${n}` : `${n}`;
  };
  const block = (color) => [...pieces]
    .filter(([, p]) => p.color === color)
    .sort(([a], [b]) => a - b)
    .map(([n, p]) => item(n, p))
    .join(",");
  return `${turn === "black" ? "B" : "W"}:W${block("white")}:B${block("black")}`;
}

/** The start position of `variant`, as /api/variants gives it (from the rules). */
export function startFen(variant) {
  return variant.start;
}

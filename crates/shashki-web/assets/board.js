// The board as SVG: squares, coordinates in the variant's notation, pieces from FEN, and the
// marks (selection, legal-move dots, forced captures, last move). Clicks report the square's
// canonical number.

const NS = "http://www.w3.org/2000/svg";

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** Pieces of a FEN: Map from canonical number to {color: "white"|"black", king}. */
export function parseFen(fen) {
  const pieces = new Map();
  const fields = fen.split(":");
  for (const field of fields.slice(1)) {
    const color = field[0] === "W" ? "white" : field[0] === "B" ? "black" : null;
    if (!color) continue;
    for (const item of field.slice(1).split(",")) {
      const text = item.trim();
      if (!text) continue;
      const king = text[0] === "K";
      const body = king ? text.slice(1) : text;
      const range = body.split("-").map(Number);
      if (range.length === 2) {
        for (let n = range[0]; n <= range[1]; n++) pieces.set(n, { color, king });
      } else if (!Number.isNaN(range[0])) {
        pieces.set(range[0], { color, king });
      }
    }
  }
  return pieces;
}

/** A board drawn into `container` for the variant `variant` (as /api/variants gives it). */
export class Board {
  constructor(container, variant, onClick) {
    this.variant = variant;
    this.size = variant.size;
    this.flipped = false;
    this.onClick = onClick;
    this.byNumber = new Map(variant.squares.map((s) => [s.number, s]));
    this.algebraic = variant.squares.some((s) => /[a-z]/.test(s.name));
    container.textContent = "";
    const pad = 0.45;
    this.svg = el("svg", {
      viewBox: `${-pad} ${-pad} ${this.size + 2 * pad} ${this.size + 2 * pad}`,
      class: "board",
      role: "img",
    }, container);
    this.svg.addEventListener("click", (e) => {
      const target = e.target.closest("[data-square]");
      if (target) this.onClick(Number(target.dataset.square));
    });
  }

  /** Screen (x, y) of the square with canonical number `n`. */
  xy(n) {
    const s = this.byNumber.get(n);
    const x = this.flipped ? this.size - 1 - s.file : s.file;
    const y = this.flipped ? s.rank : this.size - 1 - s.rank;
    return [x, y];
  }

  /**
   * Draws the position `fen` with marks: `selected` (a number), `dots` (numbers),
   * `forced` (numbers of pieces that must capture), `last` (numbers of the last move's path),
   * `movable` (numbers of pieces that may be picked up).
   */
  draw(fen, marks = {}) {
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const n = this.size;
    el("rect", { x: -0.45, y: -0.45, width: n + 0.9, height: n + 0.9, class: "frame" }, svg);
    const playable = new Set();
    for (const s of this.variant.squares) playable.add(`${s.file},${s.rank}`);
    for (let file = 0; file < n; file++) {
      for (let rank = 0; rank < n; rank++) {
        if (playable.has(`${file},${rank}`)) continue;
        const x = this.flipped ? n - 1 - file : file;
        const y = this.flipped ? rank : n - 1 - rank;
        el("rect", { x, y, width: 1, height: 1, class: "light" }, svg);
      }
    }
    const last = new Set(marks.last || []);
    const forced = new Set(marks.forced || []);
    for (const s of this.variant.squares) {
      const [x, y] = this.xy(s.number);
      let cls = "dark";
      if (last.has(s.number)) cls += " last";
      if (marks.selected === s.number) cls += " selected";
      el("rect", { x, y, width: 1, height: 1, class: cls, "data-square": s.number }, svg);
      if (!this.algebraic) {
        const label = el("text", { x: x + 0.06, y: y + 0.2, class: "num", "data-square": s.number }, svg);
        label.textContent = s.name;
      }
    }
    if (this.algebraic) {
      for (let i = 0; i < n; i++) {
        const file = this.flipped ? n - 1 - i : i;
        const rank = this.flipped ? i + 1 : n - i;
        const fl = el("text", { x: i + 0.5, y: n + 0.35, class: "coord" }, svg);
        fl.textContent = String.fromCharCode(97 + file);
        const rl = el("text", { x: -0.22, y: i + 0.6, class: "coord" }, svg);
        rl.textContent = String(rank);
      }
    }
    const pieces = parseFen(fen);
    for (const [number, piece] of pieces) {
      if (!this.byNumber.has(number)) continue;
      const [x, y] = this.xy(number);
      let cls = `piece ${piece.color}`;
      if (forced.has(number)) cls += " forced";
      if ((marks.movable || []).includes(number)) cls += " movable";
      const g = el("g", { class: cls, "data-square": number, "data-piece": piece.color + (piece.king ? "-king" : "") }, svg);
      el("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.4, "data-square": number }, g);
      el("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.28, class: "rim", "data-square": number }, g);
      if (piece.king) {
        const crown = el("text", { x: x + 0.5, y: y + 0.63, class: "crown", "data-square": number }, g);
        crown.textContent = "♛";
      }
    }
    for (const d of marks.dots || []) {
      const [x, y] = this.xy(d);
      el("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.14, class: "dot", "data-square": d, "data-dot": d }, svg);
    }
  }
}

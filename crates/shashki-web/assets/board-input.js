// Pointer and keyboard input of the board. A tap (mouse click or touch) reports its square; a
// piece that may move can also be dragged to its landing square. The board is one tab stop:
// arrow keys move between its dark squares as seen on screen, Enter or Space act as a tap,
// Escape puts a picked-up piece back.

const DRAG_START = 0.12; // board squares the pointer must travel before a press becomes a drag

let keyboardUsed = false;
document.addEventListener("keydown", () => (keyboardUsed = true), true);
document.addEventListener("pointerdown", () => (keyboardUsed = false), true);

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export class BoardInput {
  constructor(board) {
    this.board = board;
    this.press = null;
    const svg = board.svg;
    svg.addEventListener("pointerdown", (e) => this.down(e));
    svg.addEventListener("pointermove", (e) => this.move(e));
    svg.addEventListener("pointerup", (e) => this.up(e));
    svg.addEventListener("pointercancel", () => this.cancel());
    // A bashni column's side view follows the mouse; a tap shows it until the next tap.
    svg.addEventListener("pointerleave", (e) => e.pointerType === "mouse" && !this.press && board.inspect(null));
    svg.addEventListener("keydown", (e) => this.key(e));
    svg.addEventListener("focusin", () => this.board.showRing(keyboardUsed ? this.board.focusedSquare() : null));
    svg.addEventListener("focusout", () => this.board.showRing(null));
  }

  squareAt(e) {
    const [x, y] = this.board.toBoard(e.clientX, e.clientY);
    return this.board.squareAtXY(x, y);
  }

  down(e) {
    if (e.button !== 0 || this.press) return;
    const n = this.squareAt(e);
    this.board.inspect(n);
    if (n === null) return;
    e.preventDefault();
    this.board.showRing(null);
    const handlers = this.board.handlers;
    const piece = !!(handlers.canDrag && handlers.canDrag(n));
    const [x, y] = this.board.toBoard(e.clientX, e.clientY);
    this.press = { n, id: e.pointerId, x, y, piece, drag: false, wasSelected: this.board.marks.selected === n };
    if (piece) {
      this.board.svg.setPointerCapture(e.pointerId);
      if (!this.press.wasSelected && handlers.onSquare) handlers.onSquare(n);
    }
  }

  move(e) {
    const p = this.press;
    if (!p && e.pointerType === "mouse") this.board.inspect(this.squareAt(e));
    if (!p || e.pointerId !== p.id || !p.piece) return;
    const [x, y] = this.board.toBoard(e.clientX, e.clientY);
    if (!p.drag && Math.hypot(x - p.x, y - p.y) < DRAG_START) return;
    p.drag = true;
    p.at = [x, y];
    this.showDrag();
  }

  up(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.press = null;
    const handlers = this.board.handlers;
    const n = this.squareAt(e);
    if (p.drag) {
      if (n !== null && n !== p.n && handlers.onDrop && handlers.onDrop(p.n, n)) {
        this.board.hold(p.n, n);
      } else {
        this.board.release();
      }
      return;
    }
    if (p.piece) {
      if (p.wasSelected && handlers.onSquare) handlers.onSquare(p.n);
    } else if (n === p.n && handlers.onSquare) {
      handlers.onSquare(n);
    }
  }

  cancel() {
    if (this.press && this.press.drag) this.board.release();
    this.press = null;
  }

  /** Keeps the dragged piece under the pointer across redraws. */
  redrawn() {
    if (this.press && this.press.drag) this.showDrag();
  }

  showDrag() {
    const p = this.press;
    const g = this.board.pieceAt(p.n);
    if (!g) return;
    const [sx, sy] = this.board.xy(p.n);
    g.parentNode.appendChild(g);
    g.classList.add("dragging");
    g.setAttribute("transform", `translate(${p.at[0] - sx - 0.5},${p.at[1] - sy - 0.5})`);
  }

  key(e) {
    const board = this.board;
    const n = board.focusedSquare();
    if (n === null) return;
    if (e.key === "Escape" && board.marks.selected != null) {
      e.preventDefault();
      if (board.handlers.onSquare) board.handlers.onSquare(board.marks.selected);
      return;
    }
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (board.handlers.onSquare) board.handlers.onSquare(n);
      board.showRing(n);
      return;
    }
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    const next = this.neighbour(n, step);
    if (next !== null) {
      board.focusSquare(next);
      board.showRing(next);
    }
  }

  /** The nearest dark square from `n` in the screen direction `step`. */
  neighbour(n, [dx, dy]) {
    const board = this.board;
    const [x, y] = board.xy(n);
    let best = null;
    let bestCost = Infinity;
    for (const s of board.variant.squares) {
      const [sx, sy] = board.xy(s.number);
      const along = dx ? (sx - x) * dx : (sy - y) * dy;
      const across = dx ? Math.abs(sy - y) : Math.abs(sx - x);
      if (along <= 0) continue;
      if (dx && across !== 0) continue;
      if (dy && along !== 1) continue;
      const cost = along * 10 + across;
      if (cost < bestCost) {
        bestCost = cost;
        best = s.number;
      }
    }
    return best;
  }
}

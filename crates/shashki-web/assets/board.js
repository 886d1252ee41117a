// The board as SVG: squares, coordinates in the variant's notation, pieces from FEN, and the
// marks (selection, legal-move dots, forced captures, last move) and, when asked, the named
// diagonals. Input from pointer (tap or
// drag, mouse and touch) and keyboard (arrow keys, Enter/Space) reports canonical numbers;
// moves can be animated.

import { parseFen } from "./fen.js";
import { tr } from "./i18n.js";
import { BoardInput } from "./board-input.js";
import { diagonalsOf } from "./diagonals.js";

const NS = "http://www.w3.org/2000/svg";
const PAD = 0.45;
// A bashni column: how many pieces under the top are drawn, and how far apart.
const LAYERS = 4;
const LIFT = 0.13;
let boards = 0;

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** Key of a piece as the page writes it: `white`, `white-king`, `black`, `black-king`. */
function pieceKey(piece) {
  return piece.color + (piece.king ? "-king" : "");
}

/**
 * A board drawn into `container` for `variant` (as /api/variants gives it). `handlers`:
 * `onSquare(n)` for a tap, click or Enter on a square; `onDrop(from, to)` for a piece dragged
 * and dropped, returning true when that made a move; `canDrag(n)` whether the piece on `n`
 * may be picked up.
 */
/**
 * A king's crown on a piece of radius `r` centred on (`cx`, `cy`): a band with three points,
 * drawn as a path so that it looks the same whatever fonts the device has (the "♛" character
 * it replaces came out as a chess queen, or as a coloured emoji on some phones).
 */
function crown(cx, cy, r) {
  const w = r * 0.95;
  const h = r * 0.75;
  const at = (dx, dy) => `${(cx + dx * w).toFixed(3)} ${(cy + dy * h).toFixed(3)}`;
  return `M ${at(-0.5, 0.5)} L ${at(-0.5, -0.3)} L ${at(-0.25, 0.1)} L ${at(0, -0.55)} ` +
    `L ${at(0.25, 0.1)} L ${at(0.5, -0.3)} L ${at(0.5, 0.5)} Z`;
}

export class Board {
  constructor(container, variant, handlers = {}) {
    this.variant = variant;
    this.size = variant.size;
    this.handlers = handlers;
    this.isFlipped = false;
    this.byNumber = new Map(variant.squares.map((s) => [s.number, s]));
    this.algebraic = variant.squares.some((s) => /[a-z]/.test(s.name));
    this.fen = null;
    this.marks = {};
    this.rects = new Map();
    this.cursor = variant.squares[0].number;
    this.arrowHead = `arrow-head-${++boards}`;
    container.textContent = "";
    const span = this.size + 2 * PAD;
    this.svg = el("svg", {
      viewBox: `${-PAD} ${-PAD} ${span} ${span}`,
      class: "board",
      role: "group",
    }, container);
    this.staticLayer = el("g", {}, this.svg);
    this.squareLayer = el("g", {}, this.svg);
    this.diagonalLayer = el("g", { class: "diagonals" }, this.svg);
    this.withDiagonals = false;
    this.pieceLayer = el("g", {}, this.svg);
    this.ghostLayer = el("g", {}, this.svg);
    this.dotLayer = el("g", {}, this.svg);
    this.sideLayer = el("g", { class: "side-layer" }, this.svg);
    this.inspected = null;
    this.ring = el("rect", { class: "focus-ring", width: 1, height: 1, visibility: "hidden" }, this.svg);
    this.input = new BoardInput(this);
    this.buildStatic();
  }

  get flipped() {
    return this.isFlipped;
  }

  set flipped(value) {
    if (value === this.isFlipped) return;
    this.isFlipped = value;
    this.buildStatic();
  }

  /** Screen (x, y) of the square with canonical number `n`. */
  xy(n) {
    const s = this.byNumber.get(n);
    const x = this.isFlipped ? this.size - 1 - s.file : s.file;
    const y = this.isFlipped ? s.rank : this.size - 1 - s.rank;
    return [x, y];
  }

  /** The square at board coordinates (x, y), or null. */
  squareAtXY(x, y) {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    for (const s of this.variant.squares) {
      const [sx, sy] = this.xy(s.number);
      if (sx === fx && sy === fy) return s.number;
    }
    return null;
  }

  /** Board coordinates of a point on screen. */
  toBoard(clientX, clientY) {
    const pt = this.svg.createSVGPoint();
    pt.x = clientX;
    pt.y = clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    return [p.x, p.y];
  }

  /** Frame, light squares, coordinates and the focusable dark squares, for this orientation. */
  buildStatic() {
    const n = this.size;
    const hadFocus = this.focusedSquare();
    this.staticLayer.textContent = "";
    this.squareLayer.textContent = "";
    this.rects.clear();
    el("rect", { x: -PAD, y: -PAD, width: n + 2 * PAD, height: n + 2 * PAD, class: "frame" }, this.staticLayer);
    const playable = new Set(this.variant.squares.map((s) => `${s.file},${s.rank}`));
    for (let file = 0; file < n; file++) {
      for (let rank = 0; rank < n; rank++) {
        if (playable.has(`${file},${rank}`)) continue;
        const x = this.isFlipped ? n - 1 - file : file;
        const y = this.isFlipped ? rank : n - 1 - rank;
        el("rect", { x, y, width: 1, height: 1, class: "light" }, this.staticLayer);
      }
    }
    if (this.algebraic) {
      for (let i = 0; i < n; i++) {
        const file = this.isFlipped ? n - 1 - i : i;
        const rank = this.isFlipped ? i + 1 : n - i;
        el("text", { x: i + 0.5, y: n + 0.35, class: "coord" }, this.staticLayer).textContent = String.fromCharCode(97 + file);
        el("text", { x: -0.22, y: i + 0.6, class: "coord" }, this.staticLayer).textContent = String(rank);
      }
    }
    for (const s of this.variant.squares) {
      const [x, y] = this.xy(s.number);
      const rect = el("rect", {
        x, y, width: 1, height: 1, class: "dark", "data-square": s.number, role: "button",
        tabindex: s.number === this.cursor ? 0 : -1,
      }, this.squareLayer);
      this.rects.set(s.number, rect);
      if (!this.algebraic) {
        el("text", { x: x + 0.06, y: y + 0.2, class: "num" }, this.squareLayer).textContent = s.name;
      }
    }
    this.drawDiagonals();
    if (this.fen) this.draw(this.fen, this.marks);
    if (hadFocus !== null) this.focusSquare(hadFocus);
  }

  /** Shows or hides the named diagonals of the children's course (8×8 boards only). */
  set diagonals(on) {
    this.withDiagonals = on;
    this.drawDiagonals();
  }

  get diagonals() {
    return this.withDiagonals;
  }

  /** The named diagonals as lines through the centres of their squares, under the pieces. */
  drawDiagonals() {
    this.diagonalLayer.textContent = "";
    if (!this.withDiagonals) return;
    for (const { key, numbers } of diagonalsOf(this.variant)) {
      const points = numbers.map((n) => this.xy(n).map((v) => v + 0.5).join(",")).join(" ");
      const line = el("polyline", { points, class: `diagonal diagonal-${key}`, "data-diagonal": key, "data-squares": numbers.join("-") }, this.diagonalLayer);
      el("title", {}, line).textContent = tr(`diagonal-${key}`);
    }
  }

  /** The square that has the keyboard focus, or null. */
  focusedSquare() {
    const active = document.activeElement;
    return active && this.squareLayer.contains(active) ? Number(active.dataset.square) : null;
  }

  /** Moves the keyboard focus (and the one tab stop of the board) to square `n`. */
  focusSquare(n) {
    const old = this.rects.get(this.cursor);
    if (old) old.setAttribute("tabindex", -1);
    this.cursor = n;
    const rect = this.rects.get(n);
    if (!rect) return;
    rect.setAttribute("tabindex", 0);
    rect.focus();
    this.inspect(n);
  }

  /** Shows the focus ring on square `n` (null hides it). */
  showRing(n) {
    if (n === null) {
      this.ring.setAttribute("visibility", "hidden");
      return;
    }
    const [x, y] = this.xy(n);
    this.ring.setAttribute("x", x);
    this.ring.setAttribute("y", y);
    this.ring.setAttribute("visibility", "visible");
  }

  /** The accessible name of square `n` in the current language. */
  describe(n, piece) {
    const name = this.byNumber.get(n).name;
    const parts = [name, piece ? tr("piece-name", { piece: pieceKey(piece) }) : tr("empty-square")];
    for (const under of (piece && piece.below) || []) parts.push(tr("underneath", { piece: tr("piece-name", { piece: pieceKey(under) }) }));
    if (this.marks.selected === n) parts.push(tr("selected-mark"));
    if ((this.marks.dots || []).includes(n)) parts.push(tr("target-mark"));
    if ((this.marks.danger || []).includes(n)) parts.push(tr("danger-mark"));
    return parts.join(", ");
  }

  /**
   * Draws the position `fen` with marks: `selected` (a number), `dots` (numbers),
   * `forced` (numbers of pieces that must capture), `last` (numbers of the last move's path),
   * `movable` (numbers of pieces that may be picked up), `arrow` (squares of a suggested
   * move, drawn as an arrow), `premove` (numbers of a premove's squares), `danger` (numbers of
   * dots where the piece moved could be taken, drawn in the warning's colour).
   */
  draw(fen, marks = {}) {
    if (this.pending && this.pending.fen !== fen) this.pending = null;
    this.fen = fen;
    this.marks = marks;
    this.svg.setAttribute("aria-label", `${tr("board")}. ${tr("board-help")}`);
    const last = new Set(marks.last || []);
    const forced = new Set(marks.forced || []);
    const movable = new Set(marks.movable || []);
    const premove = new Set(marks.premove || []);
    const pieces = parseFen(fen);
    for (const [n, rect] of this.rects) {
      rect.classList.toggle("last", last.has(n));
      rect.classList.toggle("selected", marks.selected === n);
      rect.classList.toggle("premove", premove.has(n));
      rect.setAttribute("aria-label", this.describe(n, pieces.get(n)));
    }
    this.pieceLayer.textContent = "";
    for (const [number, piece] of pieces) {
      if (!this.byNumber.has(number)) continue;
      let cls = `piece ${piece.color}`;
      if (forced.has(number)) cls += " forced";
      if (movable.has(number)) cls += " movable";
      const g = this.pieceShape(number, piece, this.pieceLayer, cls);
      g.setAttribute("data-square", number);
      g.setAttribute("data-piece", pieceKey(piece));
    }
    this.dotLayer.textContent = "";
    const danger = new Set(marks.danger || []);
    for (const d of marks.dots || []) {
      const [x, y] = this.xy(d);
      const attrs = { cx: x + 0.5, cy: y + 0.5, r: 0.14, class: "dot", "data-square": d, "data-dot": d };
      if (danger.has(d)) Object.assign(attrs, { r: 0.18, class: "dot danger", "data-danger": d });
      el("circle", attrs, this.dotLayer);
    }
    if (marks.arrow && marks.arrow.length > 1) this.drawArrow(marks.arrow);
    if (this.pending) this.place(this.pending.from, this.pending.to);
    if (this.inspected !== null) {
      const n = Number(this.inspected.split(":")[0]);
      this.inspected = null;
      this.inspect(n);
    }
    this.input.redrawn();
  }

  /** An arrow through the centres of `squares`. */
  drawArrow(squares) {
    if (!this.svg.querySelector("marker")) {
      const defs = el("defs", {}, this.svg);
      const marker = el("marker", {
        id: this.arrowHead, viewBox: "0 0 10 10", refX: 8, refY: 5,
        markerWidth: 3, markerHeight: 3, orient: "auto-start-reverse",
      }, defs);
      el("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "arrow-head" }, marker);
    }
    const points = squares.map((n) => this.xy(n).map((v) => v + 0.5).join(",")).join(" ");
    el("polyline", { points, class: "arrow", "marker-end": `url(#${this.arrowHead})`, "data-arrow": squares.join("-") }, this.dotLayer);
  }

  /**
   * A piece drawn on square `n` into `parent`. A bashni column is drawn as a stack of discs
   * seen from the side and above: up to `LAYERS` pieces under the top as bands an eighth of a
   * square thick in their colours (a crowned one gold-edged), the top over them, the column's
   * height written beside it. The bands were 2 px rims on a phone (issue 33 item 10).
   */
  pieceShape(n, piece, parent, cls) {
    const [x, y] = this.xy(n);
    const g = el("g", { class: cls }, parent);
    const below = piece.below || [];
    const shown = Math.min(below.length, LAYERS);
    const column = below.length > 0;
    const r = column ? 0.3 : 0.36;
    const top = y + 0.5 - (shown * LIFT) / 2;
    for (let i = shown - 1; i >= 0; i--) {
      const under = below[i];
      const layer = `layer ${under.color}${under.king ? " king" : ""}`;
      el("ellipse", { cx: x + 0.5, cy: top + (i + 1) * LIFT, rx: r, ry: r, class: layer }, g);
    }
    el("circle", { cx: x + 0.5, cy: top, r }, g);
    el("circle", { cx: x + 0.5, cy: top, r: r * 0.7, class: "rim" }, g);
    if (piece.king) el("path", { d: crown(x + 0.5, top, r), class: "crown" }, g);
    if (column) {
      el("text", { x: x + 0.88, y: y + 0.24, class: "height" }, g).textContent = String(below.length + 1);
    }
    return g;
  }

  /**
   * The side view of the column on square `n` (hovered, tapped or focused): its pieces top
   * first as a pile of discs on a card beside it, every layer shown, so that black-white-white
   * is told from black-white-black at a glance. Nothing for a single piece; null hides it.
   */
  inspect(n) {
    const piece = n === null || !this.fen ? null : parseFen(this.fen).get(n);
    const pile = piece && piece.below && piece.below.length ? [piece, ...piece.below] : null;
    const key = pile ? `${n}:${pile.map(pieceKey).join(",")}` : null;
    if (key === this.inspected) return;
    this.inspected = key;
    this.sideLayer.textContent = "";
    if (!pile) return;
    const [x, y] = this.xy(n);
    const layer = Math.min(0.3, (this.size - 0.2) / pile.length);
    const width = 0.9;
    const height = pile.length * layer + 0.2;
    const left = x < this.size / 2 ? x + 1.02 : x - width - 0.02;
    const up = Math.max(-PAD, Math.min(this.size + PAD - height, y + 0.5 - height / 2));
    const card = el("g", { class: "side-view", "data-side-view": n }, this.sideLayer);
    el("rect", { x: left, y: up, width, height, rx: 0.08, class: "side-card" }, card);
    pile.forEach((p, i) => {
      const band = el("rect", {
        x: left + 0.12, y: up + 0.1 + i * layer, width: width - 0.24, height: layer * 0.86, rx: layer * 0.3,
        class: `side-disc ${p.color}${p.king ? " king" : ""}`, "data-layer": pieceKey(p),
      }, card);
      el("title", {}, band).textContent = tr("piece-name", { piece: pieceKey(p) });
    });
    el("title", {}, card).textContent = this.describe(n, piece);
  }

  /** The drawn piece on square `n`, or null. */
  pieceAt(n) {
    return this.pieceLayer.querySelector(`g[data-square="${n}"]`);
  }

  /** Shows the piece of square `from` standing on square `to` (a move on its way). */
  place(from, to) {
    const g = this.pieceAt(from);
    if (!g) return;
    const [fx, fy] = this.xy(from);
    const [tx, ty] = this.xy(to);
    g.setAttribute("transform", `translate(${tx - fx},${ty - fy})`);
  }

  /** Keeps the dropped piece on `to` until the next position arrives. */
  hold(from, to) {
    this.pending = { fen: this.fen, from, to };
    this.place(from, to);
  }

  /** Puts back a piece held by `hold`. */
  release() {
    this.pending = null;
    if (this.fen) this.draw(this.fen, this.marks);
  }

  /**
   * Animates the move from `beforeFen` to the position drawn now: the piece slides along
   * `path` (landing squares, first the start) unless `slide` is false, and the pieces taken
   * fade out.
   */
  animate(beforeFen, path, slide = true) {
    const before = parseFen(beforeFen);
    const after = parseFen(this.fen);
    for (const [n, piece] of before) {
      if (n === path[0] || (after.has(n) && after.get(n).color === piece.color)) continue;
      const ghost = this.pieceShape(n, piece, this.ghostLayer, `piece ${piece.color} ghost`);
      setTimeout(() => ghost.remove(), 450);
    }
    if (!slide || path.length < 2) return;
    const to = path[path.length - 1];
    const points = path.map((n) => this.xy(n));
    const [ex, ey] = points[points.length - 1];
    const segment = Math.min(160, 480 / (points.length - 1));
    const total = segment * (points.length - 1);
    const started = performance.now();
    const frame = (now) => {
      const g = this.pieceAt(to);
      if (!g || this.fen === null) return;
      // A frame's time stamp can precede `started` (it is the frame's start).
      const done = Math.max(0, Math.min(1, (now - started) / total));
      const along = done * (points.length - 1);
      const i = Math.max(0, Math.min(points.length - 2, Math.floor(along)));
      const f = along - i;
      const x = points[i][0] + (points[i + 1][0] - points[i][0]) * f;
      const y = points[i][1] + (points[i + 1][1] - points[i][1]) * f;
      if (done < 1) {
        g.setAttribute("transform", `translate(${x - ex},${y - ey})`);
        requestAnimationFrame(frame);
      } else {
        g.removeAttribute("transform");
      }
    };
    this.place(to, path[0]);
    requestAnimationFrame(frame);
  }
}

// The Chinese checkers star as SVG (the large star of 121 holes or the small one of 73): the six
// points tinted in their players' colours, a hole for each, the pieces, and the marks: the chosen piece, its destinations with the
// hop chain that reaches each, the last move's path and a hint. Clicks report hole numbers.

const NS = "http://www.w3.org/2000/svg";

/** Screen colours of the players A to F: red, yellow, green, blue, purple, orange. */
export const COLOURS = { A: "#d62828", B: "#f2c200", C: "#2a9d3f", D: "#1f5fd1", E: "#7b2cbf", F: "#f08000" };

/**
 * The tip and the two inner corners of each point, as (column, row) of the doubled grid, on
 * the star whose points have `t` rows (4 on the large star, 3 on the small).
 */
function points(t) {
  return {
    A: [[0, 4 * t], [-t, 3 * t], [t, 3 * t]],
    B: [[-3 * t, 3 * t], [-2 * t, 2 * t], [-t, 3 * t]],
    C: [[-3 * t, t], [-t, t], [-2 * t, 2 * t]],
    D: [[0, 0], [t, t], [-t, t]],
    E: [[3 * t, t], [2 * t, 2 * t], [t, t]],
    F: [[3 * t, 3 * t], [t, 3 * t], [2 * t, 2 * t]],
  };
}

const ROW = Math.sqrt(3);

/** Degrees (clockwise on the screen) that bring each point to the bottom, where A is drawn. */
const TURNS = { A: 0, B: -60, C: -120, D: 180, E: 120, F: 60 };

function el(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** The screen point of a hole at `row` and doubled `column`: neighbours are 2 apart. */
function at(column, row) {
  return [column, row * ROW];
}

/** A point `by` times as far from the centre of the star, whose middle row is `middle`. */
function out([x, y], by, middle) {
  const cy = middle * ROW;
  return [x * by, cy + (y - cy) * by];
}

function polygon(points) {
  return points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
}

export class StarBoard {
  /** A star drawn into `container` from `geometry` (GET /api/star/board); `onHole(n)` for clicks. */
  constructor(container, geometry, onHole) {
    this.key = geometry.board;
    this.holes = new Map(geometry.holes.map((h) => [h.number, h]));
    this.onHole = onHole;
    container.textContent = "";
    const tip = (geometry.rows - 1) / 4;
    const corners = points(tip);
    const height = 4 * tip * ROW;
    const half = 3 * tip + 2.5;
    const viewBox = `${-half} -2 ${2 * half} ${height + 4}`;
    this.svg = el("svg", { viewBox, class: "star", role: "group" }, container);
    this.centre = at(0, 2 * tip);
    this.turned = el("g", {}, this.svg);
    this.pointLayer = el("g", {}, this.turned);
    this.pathLayer = el("g", {}, this.turned);
    this.holeLayer = el("g", {}, this.turned);
    const star = [];
    for (const key of ["D", "E", "F", "A", "B", "C"]) star.push(corners[key][0], corners[key][1]);
    const outline = star.map(([c, r]) => out(at(c, r), 1.1, 2 * tip));
    el("polygon", { class: "star-back", points: polygon(outline) }, this.pointLayer);
    this.tints = {};
    for (const [key, point] of Object.entries(corners)) {
      const tinted = point.map(([c, r]) => out(at(c, r), 1.06, 2 * tip));
      this.tints[key] = el("polygon", { class: "star-point", points: polygon(tinted) }, this.pointLayer);
    }
    this.groups = new Map();
    for (const hole of geometry.holes) {
      const [x, y] = at(hole.column, hole.row);
      const g = el("g", { class: "hole", "data-hole": hole.number, transform: `translate(${x} ${y})` }, this.holeLayer);
      el("circle", { class: "hit", r: 0.98 }, g);
      el("circle", { class: "pit", r: 0.32 }, g);
      g.addEventListener("click", () => this.onHole(hole.number));
      this.groups.set(hole.number, g);
    }
  }

  /**
   * Turns the star so that point `letter` (the player's own start) is at the bottom, as a
   * player sits at the board; `null` leaves A at the bottom. The star has the symmetry of a
   * hexagon, so a turn by sixths of a circle keeps it in its frame.
   */
  turn(letter) {
    const angle = TURNS[letter] || 0;
    this.turned.setAttribute("transform", `rotate(${angle} ${this.centre[0]} ${this.centre[1]})`);
    this.svg.dataset.bottom = letter && letter in TURNS ? letter : "A";
  }

  /** The screen point of hole `n`. */
  point(n) {
    const h = this.holes.get(n);
    return at(h.column, h.row);
  }

  /**
   * Draws `position` (the position text's pieces as a Map hole → letter) with the points of
   * `players` tinted, and `marks`: `selected` (a hole), `moves` (the chosen piece's legal
   * moves with their paths), `movable` (holes of pieces that can move), `last` and `hint`
   * (paths).
   */
  draw(pieces, players, marks = {}) {
    for (const [key, tint] of Object.entries(this.tints)) {
      tint.style.fill = players.includes(key) ? COLOURS[key] : "";
      tint.classList.toggle("taken", players.includes(key));
    }
    const targets = new Map((marks.moves || []).map((m) => [m.to, m]));
    const movable = new Set(marks.movable || []);
    for (const [n, g] of this.groups) {
      const owner = pieces.get(n);
      let piece = g.querySelector(".piece");
      if (owner && !piece) piece = el("circle", { class: "piece", r: 0.78 }, g);
      if (!owner && piece) {
        piece.remove();
        piece = null;
      }
      if (piece) {
        piece.style.fill = COLOURS[owner];
        piece.dataset.player = owner;
      }
      g.classList.toggle("selected", marks.selected === n);
      g.classList.toggle("movable", movable.has(n));
      g.classList.toggle("target", targets.has(n));
      let dot = g.querySelector(".dest");
      if (targets.has(n) && !dot) dot = el("circle", { class: "dest", r: 0.45 }, g);
      if (!targets.has(n) && dot) dot.remove();
    }
    this.pathLayer.textContent = "";
    if (marks.last) this.path(marks.last, "last-path");
    for (const m of marks.moves || []) this.path(m.path, "move-path");
    if (marks.hint) this.path(marks.hint, "hint-path");
  }

  /** Draws a hop chain or step through the holes of `path`. */
  path(holes, kind) {
    if (!holes || holes.length < 2) return;
    el("polyline", { class: kind, points: polygon(holes.map((n) => this.point(n))) }, this.pathLayer);
  }
}

/**
 * The pieces of a position text (`A:A112-121:D1-10`, `small:A:A68-73:D1-6`) as a Map hole →
 * player letter.
 */
export function piecesOf(text) {
  const pieces = new Map();
  const blocks = text.split(":");
  if (/^(large|small)$/i.test(blocks[0])) blocks.shift();
  for (const block of blocks.slice(1)) {
    const letter = block[0];
    for (const item of block.slice(1).split(",")) {
      const [a, b] = item.split("-").map(Number);
      for (let n = a; n <= (b || a); n++) pieces.set(n, letter);
    }
  }
  return pieces;
}

// The analysis board's game tree: positions reached by moves, each node's first child the line's
// next move and the others its variations (alternatives to that move), as PDN keeps them.
// Lines go both ways to the JSON of the server (`{move, fen, variations}`, README "Additions"),
// with the PDN comments of a node (`comments` after its move, `comments_before` before it) and its
// mark (`annotation`: `?`, `??`, `!`…) kept as they came, so that an imported game's comments
// and marks reach its export and share link.

let ids = 0;

/** The comments and the mark a node may carry, as the server's JSON names them. */
const NOTES = ["comments", "comments_before", "annotation"];

/** Node `n` as an item of the server's JSON line, with its `variations`. */
function item(n, variations) {
  const out = { move: n.move, variations };
  for (const key of NOTES) if (n[key]) out[key] = n[key];
  return out;
}

/** A node: the `move` that led to it (null at the root), the `fen` after it, its children. */
function node(move, fen, parent) {
  return { id: ++ids, move, fen, parent, children: [] };
}

export class Tree {
  /** A tree at the position `fen`, with the line `line` (server JSON) when given. */
  constructor(fen, line = []) {
    this.root = node(null, fen, null);
    this.graft(this.root, line);
  }

  /** Adds the JSON line `line` (and its variations) below `at`. */
  graft(at, line) {
    let parent = at;
    for (const item of line) {
      const child = this.add(parent, item.move, item.fen);
      for (const key of NOTES) if (item[key]?.length) child[key] = item[key];
      for (const variation of item.variations || []) this.graft(parent, variation);
      parent = child;
    }
  }

  /** The child of `parent` reached by `move`: the one there, or a new one after the others. */
  add(parent, move, fen) {
    const known = parent.children.find((c) => c.move === move);
    if (known) return known;
    const child = node(move, fen, parent);
    parent.children.push(child);
    return child;
  }

  /** The nodes from the root's first child to `n`. */
  path(n) {
    const out = [];
    for (let at = n; at.parent; at = at.parent) out.unshift(at);
    return out;
  }

  /** The number of moves from the root to `n`. */
  depth(n) {
    return this.path(n).length;
  }

  /** True when `n` lies on the main line (every step the first child). */
  onMainLine(n) {
    for (let at = n; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
    return true;
  }

  /** Removes `n` and all after it; returns its parent. */
  remove(n) {
    const parent = n.parent;
    if (!parent) return n;
    parent.children = parent.children.filter((c) => c !== n);
    return parent;
  }

  /** Puts `n`, removed from its parent, back as its `index`th continuation. */
  restore(n, index) {
    const siblings = n.parent.children;
    if (!siblings.includes(n)) siblings.splice(Math.min(index, siblings.length), 0, n);
  }

  /** The moves from `n` on, `n` and every line after it. */
  size(n) {
    return 1 + n.children.reduce((all, c) => all + this.size(c), 0);
  }

  /**
   * Makes the variation `n` stands in one step more important: its first node takes the place
   * of the move it is an alternative to (the main continuation there).
   */
  promote(n) {
    let at = n;
    while (at.parent && at.parent.children[0] === at) at = at.parent;
    if (!at.parent) return;
    const siblings = at.parent.children;
    siblings.splice(siblings.indexOf(at), 1);
    siblings.unshift(at);
  }

  /** The line from `at` as the server's JSON: `[{move, variations: [line, …]}, …]`. */
  line(at = this.root) {
    const out = [];
    for (let parent = at; parent.children.length; parent = parent.children[0]) {
      const [main, ...others] = parent.children;
      out.push(item(main, others.map((v) => [item(v, []), ...this.line(v)])));
    }
    return out;
  }
}

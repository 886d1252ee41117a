// The analysis board, as players know it from lidraughts: from a position of a game, a set-up
// position or a PDN game, the pieces are moved freely for both sides (legal moves only, from
// POST /api/positions/moves); a move other than the line's next starts a variation; the move
// list shows the tree, each move can be clicked, a line deleted from a move on or promoted; the
// engine's line and evaluation follow every position (POST /api/positions/analysis); the game
// with its variations is saved as PDN (POST /api/pdn/export) or shared as a link that holds it.

import { Analysis } from "./analysis.js";
import { api } from "./api.js";
import { Board } from "./board.js";
import { fenTurn } from "./fen.js";
import { errorText, tr } from "./i18n.js";
import { Modal } from "./modal.js";
import { squaresOf } from "./notation.js";
import { Picker } from "./picker.js";
import { eventAndDate, players } from "./record.js";
import { scrollToItem } from "./replay.js";
import { setSwitch, switchOn } from "./prefs.js";
import { Tree } from "./tree.js";

/** The engine's first look at a position, then a longer one, in milliseconds. */
const LOOKS = [400, 2000];
/** The engine lines shown, best first. */
const LINES = 3;
/** The engine is on unless switched off (kept in this browser). */
const NO_ENGINE = "shashki.study.no-engine";
const engineOn = () => !switchOn(NO_ENGINE);

function node(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** The "Analysis board" modal. */
/** The PDN comments `list` (the record's words, shown as written) as elements of the tree. */
function comments(list = []) {
  return list.map((text) => node("span", { className: "study-comment", textContent: text }));
}

/** Node `n`'s `button` with the comments written before and after its move. */
function noted(n, button) {
  return [...comments(n.comments_before), button, ...comments(n.comments)];
}

/** A record's players, event, date and result as one line ("" when it names none of them). */
function recordHeader(tags) {
  const tag = (name) => {
    const found = tags.find(([key]) => key.toLowerCase() === name);
    const value = found ? found[1].trim() : "";
    return value === "*" || value === "?" ? "" : value;
  };
  const said = [players(tag("white"), tag("black")), eventAndDate(tag("event"), tag("date")), tag("result")];
  return said.filter(Boolean).join(" · ");
}

export class Study extends Modal {
  /**
   * `variants()` gives the Map key → variant of /api/variants; `onReview(pdn)` analyses the
   * board's PDN (its main line, names, result and comments) as a whole game (the game page's
   * analysis, with its graph and mistakes), the way a PDN game imported here is analysed.
   */
  constructor(box, variants, onReview) {
    super(box);
    this.variants = variants;
    this.onReview = onReview;
    this.picker = new Picker();
    this.moves = new Map();
    this.tree = null;
  }

  /** Opens the board on ply `ply` of a game: its start `startFen` (null for the variant's),
   * its `moves` and the FEN after each (`fens`, the start first), and its record (`tags`:
   * players, event, result, kept for the PDN saved from here; `tree`: the record's line as the
   * import gives it, with the marks, words and better lines of its analysis, used when its moves
   * are the game's). */
  openGame(variantKey, startFen, moves, fens, ply, { tags = [], tree = null } = {}) {
    const same = tree && tree.length === moves.length && tree.every((n, i) => n.move === moves[i]);
    const line = same ? tree : moves.map((move, i) => ({ move, fen: fens[i + 1] }));
    this.begin(variantKey, startFen, fens[0], line, tags);
    // The lines explored on the same game (its moves unchanged) come back while the page stays
    // open (found cold: closed and opened again, they were gone).
    // (A record read again, its analysis come since, is a game of its own here.)
    const key = `${variantKey} ${fens[0]} ${moves.join(" ")} ${same ? JSON.stringify(tree) : ""}`;
    if (this.kept && this.kept.key === key) this.tree = this.kept.tree;
    else this.kept = { key, tree: this.tree };
    this.go(this.nth(ply));
  }

  /**
   * Opens the board on a game as `openGame` does, with `line` (move texts) a variation from
   * its ply `ply`, on the variation's first move: → steps along it, ← goes back to the move
   * played. A move of the line that is not legal there ends it. `record` as `openGame` takes it.
   */
  async openLine(variantKey, startFen, moves, fens, ply, line, record = {}) {
    this.openGame(variantKey, startFen, moves, fens, ply, record);
    let at = this.nth(ply);
    for (const text of line) {
      const known = await this.legalAt(at.fen);
      const move = known && known.legal.find((m) => m.notation === text);
      if (!move) break;
      at = this.tree.add(at, move.notation, move.fen);
    }
    const first = this.nth(ply).children.find((c) => c.move === line[0]);
    if (first) this.go(first);
  }

  /** Opens the board on the position `fen` of `variantKey` (the start when empty). */
  openPosition(variantKey, fen) {
    const variant = this.variants().get(variantKey);
    const start = fen && fen !== "startpos" ? fen : null;
    this.begin(variantKey, start, start || variant.start, [], []);
    this.go(this.tree.root);
  }

  /** Opens game number `game` of the PDN text `pdn` (the first when left out), its variations
   * included, at ply `ply` of its main line (its start when left out). */
  async openPdn(pdn, game, ply = 0) {
    const imported = await api("POST", "/api/pdn/import", { pdn, game });
    const variant = this.variants().get(imported.variant);
    this.begin(imported.variant, imported.start_fen, imported.start_fen || variant.start, imported.tree, imported.tags);
    this.comments = { comments: imported.comments || [], comments_after: imported.comments_after || [] };
    this.go(this.nth(ply));
    if (imported.cut) this.say(tr("study-cut", { moves: imported.cut }));
  }

  begin(variantKey, startFen, rootFen, line, tags) {
    this.variant = this.variants().get(variantKey);
    this.startFen = startFen;
    this.tags = tags;
    this.comments = {};
    this.tree = new Tree(rootFen, line);
    // The record's own main line: its result holds while the main line is still that one.
    this.recordLine = this.mainLine();
    this.current = this.tree.root;
    this.removed = null;
    this.notice = "";
    this.link = "";
    this.board = null;
    this.flipped = false;
    this.show();
    if (this.sheet) this.sheet.scrollTop = 0;
  }

  /** The node of ply `ply` along the main line. */
  nth(ply) {
    let at = this.tree.root;
    for (let i = 0; i < ply && at.children.length; i++) at = at.children[0];
    return at;
  }

  /** Goes to node `n`: its position on the board, its legal moves and the engine's look. */
  async go(n) {
    this.current = n;
    this.picker.reset();
    this.refresh();
    this.look(n);
    const legal = await this.legalAt(n.fen);
    if (this.current === n) this.refresh();
    return legal;
  }

  /** The legal moves at `fen` (asked once per position). */
  async legalAt(fen) {
    if (!this.moves.has(fen)) {
      try {
        this.moves.set(fen, await api("POST", "/api/positions/moves", { variant: this.variant.key, fen }));
      } catch (e) {
        this.say(errorText(e));
        return null;
      }
    }
    return this.moves.get(fen);
  }

  /** The engine's look at node `n`, when the engine is on: a short search, then a longer one. */
  async look(n) {
    if (!engineOn()) {
      this.analysis.clear();
      return;
    }
    const body = (millis) => ({ variant: this.variant.key, fen: n.fen, millis, lines: LINES });
    for (const [i, millis] of LOOKS.entries()) {
      if (this.current !== n || !this.isOpen()) return;
      await this.analysis.ask(n.fen, "/api/positions/analysis", body(millis), i > 0);
    }
  }

  refresh() {
    if (!this.isOpen() || !this.tree) return;
    if (!this.sheet) this.build();
    if (!this.board || this.board.variant !== this.variant) {
      this.board = new Board(this.boardBox, this.variant, {
        onSquare: (n) => this.square(n),
        onDrop: (from, to) => {
          if (this.picker.selected !== from) this.square(from);
          return this.square(to);
        },
        canDrag: (n) => this.legal().some((m) => m.from === n),
      });
    }
    const n = this.current;
    const legal = this.legal();
    const best = this.analysis.bestAt(n.fen);
    this.board.flipped = this.flipped;
    this.board.draw(n.fen, {
      selected: this.picker.selected,
      dots: this.picker.dots(legal),
      last: n.move ? n.path || squaresOf(n.move, this.variant) : [],
      movable: [...new Set(legal.map((m) => m.from))],
      arrow: best ? squaresOf(best, this.variant) : [],
    });
    const known = this.moves.get(n.fen);
    const over = known && known.outcome !== "ongoing";
    this.status.textContent = over ? this.result(known.outcome) : tr("to-move", { color: fenTurn(n.fen) });
    this.drawTree();
    const inVariation = !this.tree.onMainLine(n);
    this.deleteButton.disabled = !n.parent;
    this.undoButton.hidden = !this.removed;
    this.header.textContent = recordHeader(this.tags || []);
    this.header.hidden = !this.header.textContent;
    this.promoteButton.disabled = !inVariation;
    this.prevButton.disabled = !n.parent;
    this.nextButton.disabled = !n.children.length;
    this.reviewButton.hidden = !this.tree.root.children.length;
    this.noticeBox.textContent = this.notice;
    this.linkBox.hidden = !this.link;
    this.linkInput.value = this.link;
  }

  /** The legal moves of the position shown (none until they have come). */
  legal() {
    const known = this.current && this.moves.get(this.current.fen);
    return known ? known.legal : [];
  }

  /** The result of a position the rules have decided, as the game panel says it. */
  result(outcome) {
    return outcome.startsWith("draw") ? tr("draw") : tr("wins", { color: outcome });
  }

  /** The move list as a tree: the main line, each variation in brackets after its move. */
  drawTree() {
    const first = fenTurn(this.tree.root.fen) === this.variant.first ? 0 : 1;
    const list = node("div", { className: "study-line" });
    list.append(...comments(this.comments.comments));
    this.drawLine(list, this.tree.root, first, true);
    list.append(...comments(this.comments.comments_after));
    this.treeBox.replaceChildren(list);
    const current = this.treeBox.querySelector(".current");
    if (current) scrollToItem(this.treeBox, current);
  }

  /** Draws the line that goes on from `parent` into `box`; `numbered` restates the number. */
  drawLine(box, parent, first, numbered) {
    let restate = numbered;
    for (let at = parent; at.children.length; at = at.children[0]) {
      const [main, ...others] = at.children;
      box.append(...noted(main, this.moveButton(main, first, restate)));
      restate = others.length > 0 || !!main.comments;
      for (const v of others) {
        const inner = node("span", { className: "study-variation" });
        inner.append(...noted(v, this.moveButton(v, first, true)));
        this.drawLine(inner, v, first, false);
        box.append(inner);
      }
    }
  }

  /** The button of node `n`, with its move number when it opens a line or is the first
   * mover's. */
  moveButton(n, first, restate) {
    const ply = this.tree.depth(n) - 1 + first;
    const number = Math.floor(ply / 2) + 1;
    const prefix = ply % 2 === 0 ? `${number}. ` : restate ? `${number}… ` : "";
    // The record's mark after the move (found cold: an analysis downloaded and opened again lost its ?/??).
    const button = node("button", { type: "button", className: "study-move", textContent: `${prefix}${n.move}${n.annotation || ""}` });
    button.dataset.node = n.id;
    button.dataset.move = n.move;
    if (n === this.current) {
      button.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    button.addEventListener("click", () => this.go(n));
    return button;
  }

  /** Move `k` of an engine line clicked: the line's moves up to it go into the tree from the
   * position analysed (as its line there, or a variation), and the board goes there. */
  playLine(moves, k) {
    let at = this.current;
    if (at.fen !== this.analysis.asked) return;
    this.removed = null;
    for (const m of moves.slice(0, k + 1)) at = this.tree.add(at, m.move, m.fen);
    this.go(at);
  }

  /** A square chosen on the board; true when it made a move. */
  square(n) {
    const legal = this.legal();
    const move = this.picker.choose(n, legal);
    this.notice = this.picker.ambiguous ? tr("several-ways") : "";
    if (!move) {
      this.refresh();
      return false;
    }
    this.removed = null;
    const child = this.tree.add(this.current, move.notation, move.fen);
    child.path = move.path;
    this.go(child);
    return true;
  }

  /** ←/→ along the line, Home/End its ends. */
  key(e) {
    if (e.defaultPrevented || e.target.closest("input, textarea, select") || e.altKey || e.ctrlKey || e.metaKey) return;
    const n = this.current;
    const steps = {
      ArrowLeft: () => n.parent,
      ArrowRight: () => n.children[0],
      Home: () => this.tree.root,
      End: () => {
        let at = n;
        while (at.children.length) at = at.children[0];
        return at;
      },
    };
    if (!(e.key in steps)) return;
    e.preventDefault();
    const next = steps[e.key]();
    if (next && next !== n) this.go(next);
  }

  say(text) {
    this.notice = text;
    this.refresh();
  }

  /** Deletes the line from the move shown on, said with how many moves went. */
  remove() {
    const n = this.current;
    if (!n.parent) return;
    this.removed = { node: n, index: n.parent.children.indexOf(n) };
    this.notice = tr("study-deleted", { moves: this.tree.size(n) });
    this.go(this.tree.remove(n));
  }

  /** Puts the line deleted last back, and shows its first move. */
  restore() {
    const removed = this.removed;
    if (!removed) return;
    this.removed = null;
    this.tree.restore(removed.node, removed.index);
    this.notice = "";
    this.go(removed.node);
  }

  /** The game with its variations as PDN, written by the server. */
  async pdn() {
    // The record's result, when it gives one (found cold: a game's saved here as "*"), while
    // the main line is the record's; another main line has no result yet.
    const isResult = ([name]) => name.toLowerCase() === "result";
    const own = this.mainLine() === this.recordLine;
    const tags = own ? this.tags : this.tags.filter((tag) => !isResult(tag));
    const result = own ? this.tags.find(isResult)?.[1] : undefined;
    const body = { variant: this.variant.key, start_fen: this.startFen, tags, moves: this.tree.line(), result, ...this.comments };
    return (await api("POST", "/api/pdn/export", body)).pdn;
  }

  /** The main line's moves, as one text. */
  mainLine() {
    return this.tree.line().map((item) => item.move).join(" ");
  }

  /** Downloads the PDN (the link keeps it, for another look). */
  async save() {
    try {
      const text = await this.pdn();
      URL.revokeObjectURL(this.saveLink.href);
      this.saveLink.href = URL.createObjectURL(new Blob([text], { type: "application/x-pdn" }));
      this.saveLink.click();
    } catch (e) {
      this.say(errorText(e));
    }
  }

  /** The main line's moves analysed as a game (once: the button waits for the game to open). */
  async review() {
    if (!this.tree.root.children.length || this.reviewButton.disabled) return;
    this.reviewButton.disabled = true;
    try {
      // As a record, its names, result, comments and variations kept (found cold: a finished
      // game became a live one between two unnamed people, its record gone).
      await this.onReview(await this.pdn());
    } catch (e) {
      this.say(errorText(e));
    } finally {
      this.reviewButton.disabled = false;
    }
  }

  /** A link that opens this analysis again: the page's address with the PDN after `#pdn=`. */
  async share() {
    try {
      this.link = `${location.origin}/#pdn=${encodeURIComponent(await this.pdn())}`;
      this.notice = "";
      this.refresh();
      if (navigator.clipboard) navigator.clipboard.writeText(this.link).catch(() => {});
    } catch (e) {
      this.say(errorText(e));
    }
  }

  /** The sheet: title, board, the engine, the move tree, buttons. */
  build() {
    this.sheet = node("section", { className: "sheet study" });
    this.sheet.setAttribute("role", "dialog");
    this.sheet.setAttribute("aria-modal", "true");
    this.sheet.setAttribute("aria-labelledby", "study-title");
    const title = node("h2", { id: "study-title", textContent: tr("study") });
    const body = node("div", { className: "study-body" });
    this.boardBox = node("div", { className: "board-box study-board" });
    const side = node("div", { className: "study-side" });
    this.status = node("div", { id: "study-status", className: "status" });
    const engine = node("label", { className: "coach-switch" });
    const engineBox = node("input", { id: "study-engine", type: "checkbox", checked: engineOn() });
    engineBox.addEventListener("change", () => {
      setSwitch(NO_ENGINE, !engineBox.checked);
      this.look(this.current);
      this.refresh();
    });
    engine.append(engineBox, " ", node("span", { textContent: tr("study-engine") }));
    const analysisBox = node("div", { id: "study-analysis", className: "analysis" });
    analysisBox.setAttribute("aria-live", "polite");
    const previous = this.analysis;
    this.analysis = new Analysis(analysisBox, () => this.refresh(), (moves, k) => this.playLine(moves, k));
    if (previous) Object.assign(this.analysis, { result: previous.result, asked: previous.asked });
    const start = node("button", { type: "button", className: "ply-start", textContent: tr("start-position") });
    start.addEventListener("click", () => this.go(this.tree.root));
    this.treeBox = node("div", { id: "study-tree", className: "study-tree" });
    const nav = node("div", { className: "buttons nav study-nav" });
    this.prevButton = this.button("study-prev", "‹", () => this.current.parent && this.go(this.current.parent));
    this.prevButton.setAttribute("aria-label", tr("previous"));
    this.nextButton = this.button("study-next", "›", () => this.current.children[0] && this.go(this.current.children[0]));
    this.nextButton.setAttribute("aria-label", tr("next"));
    this.deleteButton = this.button("study-delete", tr("study-delete"), () => this.remove());
    // Found cold: a deleted line was gone for good at one click; it can be had back until the
    // tree changes otherwise.
    this.undoButton = this.button("study-undo", tr("study-undo"), () => this.restore());
    this.promoteButton = this.button("study-promote", tr("study-promote"), () => {
      this.removed = null;
      this.tree.promote(this.current);
      this.refresh();
    });
    const flip = this.button("study-flip", tr("flip"), () => {
      this.flipped = !this.flipped;
      this.refresh();
    });
    nav.append(this.prevButton, this.nextButton, this.deleteButton, this.undoButton, this.promoteButton, flip);
    this.noticeBox = node("div", { id: "study-notice", className: "notice" });
    this.noticeBox.setAttribute("aria-live", "polite");
    const files = node("div", { className: "buttons" });
    this.saveLink = node("a", { id: "study-pdn", download: "shashki-analysis.pdn", hidden: true });
    const save = this.button("study-save", tr("study-save"), () => this.save());
    const share = this.button("study-share", tr("study-share"), () => this.share());
    this.reviewButton = this.button("study-review", tr("review-start"), () => this.review());
    const close = this.button("study-close", tr("close"), () => this.close());
    files.append(this.reviewButton, save, share, close, this.saveLink);
    this.linkBox = node("label", { className: "invite" });
    this.linkInput = node("input", { id: "study-link", type: "text", readOnly: true });
    this.linkBox.append(node("span", { textContent: tr("study-link") }), this.linkInput);
    side.append(this.status, engine, analysisBox, start, this.treeBox, nav, this.noticeBox, files, this.linkBox);
    body.append(this.boardBox, side);
    // The record's players, event, date and result (found cold: a game opened here from a
    // puzzle or a file said none of them).
    this.header = node("p", { id: "study-header", className: "hint" });
    this.sheet.append(title, this.header, body);
    this.box.replaceChildren(this.sheet);
    // The focus in the sheet, which opens at its top (found cold: on a phone it opened scrolled
    // down to this button, the board out of sight).
    close.focus({ preventScroll: true });
  }

  button(id, text, onClick) {
    const b = node("button", { id, type: "button", textContent: text });
    b.addEventListener("click", onClick);
    return b;
  }

  /** Draws the sheet again in the language just chosen. */
  relabel() {
    if (!this.sheet) return;
    this.sheet = null;
    this.board = null;
    this.refresh();
  }
}

// Puzzles (issue 17): positions of real games where the side to move has a combination, served
// by the server one after another. The player moves on a board of the modal; the server says
// right (with the reply), wrong (with the refutation) or solved; at the end the solution and
// its idea are shown. The solved count is kept in localStorage.

import { api } from "./api.js";
import { Board } from "./board.js";
import { errorText, t, tr } from "./i18n.js";
import { Modal } from "./modal.js";
import { moveText, Picker } from "./picker.js";

const SOLVED = "shashki.puzzles.solved";
const LAST = "shashki.puzzles.last";

/** The puzzles solved in this browser. */
function solvedCount() {
  return Number(localStorage.getItem(SOLVED)) || 0;
}

function node(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** The "Puzzles" modal. */
export class Puzzles extends Modal {
  constructor(box) {
    super(box);
    this.variants = null;
    this.picker = new Picker();
    this.puzzle = null;
  }

  async open() {
    if (!this.variants) {
      const list = await api("GET", "/api/variants");
      this.variants = new Map(list.map((v) => [v.key, v]));
    }
    this.show();
    await this.load(localStorage.getItem(LAST));
  }

  /** Asks for the puzzle after number `after` (the first when null). */
  async load(after) {
    try {
      this.start(await api("GET", `/api/puzzles/next${after === null ? "" : `?after=${after}`}`));
    } catch (e) {
      this.say(e.code === "not-found" ? tr("puzzle-none") : errorText(e));
    }
  }

  /** Sets up puzzle `p` from its start. */
  start(p) {
    this.puzzle = p;
    this.moves = [];
    this.fen = p.fen;
    this.legal = p.legal;
    this.over = false;
    this.picker.reset();
    this.refresh();
    this.say(`${tr("puzzle-to-move", { color: p.turn })} (${tr("puzzle-grade", { moves: p.grade })}).`);
  }

  refresh() {
    if (!this.isOpen()) return;
    if (!this.sheet) this.build();
    if (!this.puzzle) return;
    const variant = this.variants.get(this.puzzle.variant);
    if (!this.board || this.board.variant !== variant) {
      this.board = new Board(this.boardBox, variant, {
        onSquare: (n) => this.square(n),
        onDrop: (from, to) => {
          if (this.picker.selected !== from) this.square(from);
          return this.square(to);
        },
        canDrag: (n) => !this.over && this.legal.some((m) => m.from === n),
      });
    }
    this.board.flipped = this.puzzle.turn === "black";
    this.board.draw(this.fen, { selected: this.picker.selected, dots: this.picker.dots(this.legal) });
    this.count.textContent = tr("puzzle-solved-count", { count: solvedCount() });
    this.source.textContent = tr("puzzle-source", { source: this.puzzle.source });
  }

  /** The sheet: title, board, messages, buttons. */
  build() {
    this.sheet = node("section", { className: "sheet puzzles" });
    this.sheet.setAttribute("role", "dialog");
    this.sheet.setAttribute("aria-modal", "true");
    this.sheet.setAttribute("aria-labelledby", "puzzles-title");
    const title = node("h2", { id: "puzzles-title", textContent: tr("puzzles") });
    this.boardBox = node("div", { className: "board-box puzzle-board" });
    this.message = node("p", { id: "puzzle-message", className: "status" });
    this.message.setAttribute("aria-live", "polite");
    this.explain = node("p", { id: "puzzle-explain", className: "hint" });
    this.count = node("p", { id: "puzzle-count" });
    this.source = node("p", { className: "hint" });
    const buttons = node("div", { className: "buttons" });
    const retry = node("button", { id: "puzzle-retry", type: "button", textContent: tr("puzzle-retry") });
    retry.addEventListener("click", () => this.start(this.puzzle));
    const next = node("button", { id: "puzzle-next", type: "button", textContent: tr("puzzle-next") });
    next.addEventListener("click", () => this.load(this.puzzle ? this.puzzle.n : null));
    const close = node("button", { id: "puzzles-close", type: "button", textContent: t("close") });
    close.addEventListener("click", () => this.close());
    buttons.append(retry, next, close);
    this.sheet.append(title, this.boardBox, this.message, this.explain, this.count, this.source, buttons);
    this.box.replaceChildren(this.sheet);
    close.focus();
  }

  say(text, explain = "") {
    if (!this.sheet) this.build();
    this.message.textContent = text;
    this.explain.textContent = explain;
  }

  /** A square chosen on the board; true when it made a move. */
  square(n) {
    if (this.over) return false;
    const move = this.picker.choose(n, this.legal);
    if (move) this.send(moveText(move, this.legal));
    else this.refresh();
    return !!move;
  }

  async send(text) {
    const p = this.puzzle;
    const moves = [...this.moves, text];
    this.over = true;
    let answer;
    try {
      answer = await api("POST", `/api/puzzles/${p.n}/move`, { moves });
    } catch (e) {
      this.over = false;
      this.say(errorText(e));
      return;
    }
    if (this.puzzle !== p) return;
    const idea = tr(`puzzle-idea-${p.idea}`);
    if (answer.verdict === "right") {
      this.moves = [...moves, answer.reply];
      this.fen = answer.fen;
      this.legal = answer.legal;
      this.over = false;
      this.refresh();
      this.say(tr(answer.alternative ? "puzzle-right-also" : "puzzle-right", { reply: answer.reply }));
    } else if (answer.verdict === "solved") {
      localStorage.setItem(SOLVED, String(solvedCount() + 1));
      localStorage.setItem(LAST, String(p.n));
      this.fen = answer.fen;
      this.refresh();
      this.say(tr("puzzle-solved"), `${tr("puzzle-solution", { line: answer.solution.join(" ") })} ${idea}`);
    } else {
      localStorage.setItem(LAST, String(p.n));
      this.refresh();
      this.say(tr("puzzle-wrong", { refutation: [text, ...answer.refutation].join(" ") }),
        `${tr("puzzle-solution", { line: answer.solution.join(" ") })} ${idea}`);
    }
  }
}

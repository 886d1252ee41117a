// Puzzles (issue 17): positions of real games where the side to move has a combination, served
// by the server one after another, and the classic endings as exercises judged by the endgame
// tables (Petrov's triangle, the main road), which the server answers in the same shape. The
// player moves on a board of the modal; the server says right (with the reply), wrong (with
// the refutation) or solved; at the end the solution and its idea are shown. The solved count
// and the place in each series are kept in localStorage.

import { api } from "./api.js";
import { Board } from "./board.js";
import { errorText, tr } from "./i18n.js";
import { Modal } from "./modal.js";
import { moveText, Picker } from "./picker.js";

const SOLVED = "shashki.puzzles.solved";
const MODE = "shashki.puzzles.mode";

/** The series the modal serves: its API, its button's text and where its place is kept. */
const MODES = {
  puzzles: { base: "/api/puzzles", label: "exercises-combinations", last: "shashki.puzzles.last" },
  petrov: { base: "/api/exercises/petrov", label: "exercise-petrov", last: "shashki.exercises.petrov" },
  "main-road": {
    base: "/api/exercises/main-road",
    label: "exercise-main-road",
    last: "shashki.exercises.main-road",
  },
};

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
    this.mode = MODES[localStorage.getItem(MODE)] ? localStorage.getItem(MODE) : "puzzles";
  }

  get series() {
    return MODES[this.mode];
  }

  /** Switches to series `mode` and serves its next position. */
  async choose(mode) {
    this.mode = mode;
    localStorage.setItem(MODE, mode);
    this.puzzle = null;
    this.markMode();
    await this.load(localStorage.getItem(this.series.last));
  }

  markMode() {
    for (const [mode, button] of this.modeButtons) button.setAttribute("aria-pressed", String(mode === this.mode));
  }

  async open() {
    if (!this.variants) {
      const list = await api("GET", "/api/variants");
      this.variants = new Map(list.map((v) => [v.key, v]));
    }
    this.show();
    await this.load(localStorage.getItem(this.series.last));
  }

  /** Asks for the puzzle after number `after` (the first when null). */
  async load(after) {
    const mode = this.mode;
    // The last verdict ("Solved!") goes at once: the next position may take seconds to come.
    this.say(() => [tr("puzzle-loading")]);
    try {
      const p = await api("GET", `${this.series.base}/next${after === null ? "" : `?after=${after}`}`);
      if (this.mode === mode) this.start(p);
    } catch (e) {
      this.say(() => [e.code === "not-found" ? tr("puzzle-none") : errorText(e)]);
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
    if (this.mode === "puzzles") {
      this.say(() => [`${tr("puzzle-to-move", { color: p.turn })} (${tr("puzzle-grade", { moves: p.grade })}).`]);
    } else {
      this.say(() => [tr(`exercise-${this.mode}-goal`, { moves: p.grade })]);
    }
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
    this.source.textContent = this.puzzle.source ? tr("puzzle-source", { source: this.puzzle.source }) : "";
  }

  /** The sheet: title, board, messages, buttons. */
  build() {
    this.sheet = node("section", { className: "sheet puzzles" });
    this.sheet.setAttribute("role", "dialog");
    this.sheet.setAttribute("aria-modal", "true");
    this.sheet.setAttribute("aria-labelledby", "puzzles-title");
    const title = node("h2", { id: "puzzles-title", textContent: tr("puzzles") });
    const modes = node("div", { className: "buttons puzzle-modes" });
    this.modeButtons = new Map();
    for (const [mode, { label }] of Object.entries(MODES)) {
      const button = node("button", { id: `puzzle-mode-${mode}`, type: "button", textContent: tr(label) });
      button.addEventListener("click", () => this.choose(mode));
      this.modeButtons.set(mode, button);
      modes.append(button);
    }
    this.markMode();
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
    const close = node("button", { id: "puzzles-close", type: "button", textContent: tr("close") });
    close.addEventListener("click", () => this.close());
    buttons.append(retry, next, close);
    this.sheet.append(title, modes, this.boardBox, this.message, this.explain, this.count, this.source, buttons);
    this.box.replaceChildren(this.sheet);
    close.focus();
  }

  /** Shows the message `words()` gives, `[text, explanation]`, and keeps it to say again in
   * another language. */
  say(words) {
    if (!this.sheet) this.build();
    this.words = words;
    const [text, explain = ""] = words();
    this.message.textContent = text;
    this.explain.textContent = explain;
  }

  /** Draws the sheet again in the language just chosen, with the last message. */
  relabel() {
    if (!this.sheet) return;
    this.sheet = null;
    this.board = null;
    this.build();
    this.refresh();
    if (this.words) this.say(this.words);
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
      answer = await api("POST", `${this.series.base}/${p.n}/move`, { moves });
    } catch (e) {
      this.over = false;
      this.say(() => [errorText(e)]);
      return;
    }
    if (this.puzzle !== p) return;
    const explain = () => {
      const line = answer.solution && answer.solution.length
        ? `${tr("puzzle-solution", { line: answer.solution.join(" ") })} ` : "";
      return `${line}${tr(`puzzle-idea-${p.idea}`)}`;
    };
    const last = this.series.last;
    if (answer.verdict === "right") {
      this.moves = [...moves, answer.reply];
      this.fen = answer.fen;
      this.legal = answer.legal;
      this.over = false;
      this.refresh();
      this.say(() => [tr(answer.alternative ? "puzzle-right-also" : "puzzle-right", { reply: answer.reply })]);
    } else if (answer.verdict === "solved") {
      localStorage.setItem(SOLVED, String(solvedCount() + 1));
      localStorage.setItem(last, String(p.n));
      this.fen = answer.fen;
      this.refresh();
      this.say(() => [tr("puzzle-solved"), explain()]);
    } else {
      localStorage.setItem(last, String(p.n));
      this.refresh();
      this.say(() => [tr("puzzle-wrong", { refutation: [text, ...answer.refutation].join(" ") }), explain()]);
    }
  }
}

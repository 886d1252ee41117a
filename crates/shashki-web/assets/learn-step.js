// One step of the children's course (issue 34): the board with the step's position and the
// task's controls (a move on the board, a record to play, squares to click, options to choose, a
// position record to write). Every answer goes to the server's judge
// (POST /api/course/{step}/answer), which reads it with the rules; this module only shows what
// it says.

import { api } from "./api.js";
import { Board } from "./board.js";
import { parseFen } from "./fen.js";
import { errorText, language, tr } from "./i18n.js";
import { moveText, Picker } from "./picker.js";

function node(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** True when the legal moves `legal` are captures (in russian all are, or none). */
const captures = (legal) => legal.some((m) => m.captured && m.captured.length);

/** The step shown: its board, its answer controls and the judge's word. */
export class StepView {
  /**
   * `els`: the page's elements (board, task, record, recordBox, answer, verdict); `variant`:
   * russian as /api/variants gives it; `onSolved(step)`: called once a step is solved.
   */
  constructor(els, variant, onSolved) {
    this.els = els;
    this.variant = variant;
    this.onSolved = onSolved;
    this.picker = new Picker();
    this.byNumber = new Map(variant.squares.map((s) => [s.number, s.name]));
    this.board = new Board(els.board, variant, {
      onSquare: (n) => this.square(n),
      onDrop: (from, to) => {
        if (this.picker.selected !== from) this.square(from);
        return this.square(to);
      },
      canDrag: (n) => this.moving() && !this.over && this.legal.some((m) => m.from === n),
    });
    this.step = null;
  }

  /** Shows `step` from its start. */
  show(step) {
    this.step = step;
    this.fen = step.fen;
    this.legal = step.legal;
    this.moves = [];
    this.chosen = [];
    this.picked = null;
    this.last = null;
    this.peek = null;
    this.over = false;
    this.words = null;
    this.picker.reset();
    this.board.diagonals = step.diagonals;
    this.buildAnswer();
    this.relabel();
  }

  /** True for a task done by moves on the board. */
  moving() {
    return this.step && (this.step.task.kind === "move" || this.step.task.kind === "line");
  }

  /** The controls of the task under its text. */
  buildAnswer() {
    const { task } = this.step;
    const box = this.els.answer;
    box.replaceChildren();
    this.input = null;
    this.chosenText = null;
    if (task.kind === "choice" || task.kind === "record") {
      const list = node("div", { className: "choices", role: "group" });
      task.options.forEach((option, i) => {
        const button = node("button", { type: "button", className: "learn-option" });
        button.dataset.option = i;
        button.addEventListener("click", () => this.send({ choice: i }, () => {
          this.picked = i;
          this.renderOptions();
        }));
        list.append(button);
      });
      box.append(list);
    } else if (task.kind === "squares") {
      this.chosenText = node("p", { id: "learn-chosen", className: "hint" });
      const check = node("button", { id: "learn-check", type: "button" });
      check.addEventListener("click", () => this.send({ squares: this.chosen.map((n) => this.byNumber.get(n)) }));
      box.append(this.chosenText, check);
    } else if (task.kind === "write") {
      const label = node("label");
      this.input = node("input", { id: "learn-write", type: "text", spellcheck: false, autocomplete: "off" });
      label.append(node("span", { className: "write-label" }), this.input);
      const check = node("button", { id: "learn-check", type: "button" });
      const submit = () => this.send({ text: this.input.value });
      check.addEventListener("click", submit);
      this.input.addEventListener("keydown", (e) => e.key === "Enter" && submit());
      box.append(label, check);
    }
  }

  /** Writes every text of the step in the page's language and draws the board. */
  relabel() {
    const step = this.step;
    if (!step) return;
    this.els.task.textContent = tr(`learn-${step.id}`);
    this.els.recordBox.hidden = step.task.kind !== "line";
    this.els.record.textContent = step.task.record || "";
    const check = this.els.answer.querySelector("#learn-check");
    if (check) check.textContent = tr("learn-check");
    const writeLabel = this.els.answer.querySelector(".write-label");
    if (writeLabel) writeLabel.textContent = tr("learn-write-label");
    this.renderOptions();
    this.renderChosen();
    this.say(this.words);
    this.draw();
  }

  /** The options' words: catalogue keys, texts, or position records in the page's language. */
  renderOptions() {
    const { task } = this.step;
    for (const button of this.els.answer.querySelectorAll(".learn-option")) {
      const option = task.options[Number(button.dataset.option)];
      if (task.kind === "record") button.textContent = option[language()] || option.ru;
      else button.textContent = task.words ? tr(option) : option;
      button.classList.toggle("picked", Number(button.dataset.option) === this.picked);
    }
  }

  renderChosen() {
    if (!this.chosenText) return;
    const names = this.chosen.map((n) => this.byNumber.get(n)).join(", ");
    this.chosenText.textContent = names ? tr("learn-chosen", { squares: names }) : "";
  }

  draw() {
    const moving = this.moving() && !this.over;
    // In a quiz a piece may be picked up to see where it could go (no move is made).
    const peek = this.legal.filter((m) => m.from === this.peek).map((m) => m.to);
    this.board.draw(this.fen, {
      selected: moving ? this.picker.selected : this.peek,
      dots: moving ? this.picker.dots(this.legal) : peek,
      last: this.last || this.step.marks,
      premove: this.chosen,
      movable: moving ? [...new Set(this.legal.map((m) => m.from))] : [],
    });
  }

  /** Shows the judge's word `words` (`{ key, kind }`, or null for none). */
  say(words) {
    this.words = words;
    const verdict = this.els.verdict;
    verdict.textContent = words ? tr(words.key) : "";
    verdict.className = `learn-verdict ${words ? words.kind : ""}`;
  }

  /** A square clicked or tapped on the board. Returns true when it made a move. */
  square(n) {
    if (this.over || !this.step) return false;
    const kind = this.step.task.kind;
    if (kind === "squares") {
      this.chosen = this.chosen.includes(n) ? this.chosen.filter((c) => c !== n) : [...this.chosen, n];
      this.say(null);
      this.renderChosen();
      this.draw();
      return false;
    }
    if (kind === "ends") {
      this.chosen = [n];
      this.draw();
      this.send({ squares: [this.byNumber.get(n)] });
      return false;
    }
    if (!this.moving()) {
      this.peek = this.peek !== n && this.legal.some((m) => m.from === n) ? n : null;
      this.draw();
      return false;
    }
    const held = this.picker.selected;
    const move = this.picker.choose(n, this.legal);
    if (move) {
      this.play(move);
      return true;
    }
    this.explainStuck(n, held);
    this.draw();
    return false;
  }

  /** Says why a click did nothing: a piece of the side to move that cannot be picked up, or
   * (cold trial: the board said nothing) a held piece sent to an empty square it cannot reach,
   * `held` being the piece held before the click. */
  explainStuck(n, held) {
    const piece = parseFen(this.fen).get(n);
    const turn = this.fen.trim()[0] === "B" ? "black" : "white";
    if (this.picker.selected !== null) return;
    if (!piece && held !== null && held !== undefined) {
      const key = captures(this.legal) ? "learn-wrong-must-capture" : "learn-cannot-go-there";
      this.say({ key, kind: "wrong" });
      return;
    }
    if (!piece || piece.color !== turn) return;
    const key = captures(this.legal) ? "learn-must-capture-first" : "learn-cannot-move";
    this.say({ key, kind: "wrong" });
  }

  /** Sends the move `move` (with the record's moves before it). */
  play(move) {
    const text = moveText(move, this.legal);
    const before = this.fen;
    const moves = [...this.moves, text];
    this.send({ moves }, (answer) => {
      if (!answer.fen) return;
      this.moves = moves;
      this.fen = answer.fen;
      this.legal = answer.legal || [];
      this.last = move.path;
      this.draw();
      this.board.animate(before, move.path);
    });
  }

  /**
   * Sends `answer` to the judge; `accepted(reply)` runs on a reply that is not wrong (a record's
   * move, a solution) before the verdict is shown.
   */
  async send(answer, accepted = () => {}) {
    const step = this.step;
    this.over = true;
    let reply;
    try {
      reply = await api("POST", `/api/course/${step.id}/answer`, answer);
    } catch (e) {
      this.over = false;
      this.els.verdict.textContent = errorText(e);
      return;
    }
    if (this.step !== step) return;
    if (reply.verdict === "wrong") {
      this.over = false;
      this.picker.reset();
      this.say({ key: reply.reason, kind: "wrong" });
      this.draw();
      return;
    }
    accepted(reply);
    if (reply.verdict === "right") {
      this.over = false;
      this.say({ key: "learn-right-go-on", kind: "solved" });
      this.draw();
      return;
    }
    this.say({ key: "learn-solved", kind: "solved" });
    this.draw();
    this.onSolved(step);
  }
}
